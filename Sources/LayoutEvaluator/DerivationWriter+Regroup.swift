import LayoutRules

extension DerivationWriter {
  /// A cell or item supplementary of a section solved group by group from measured sizes (R12.5): the group holding
  /// it is solved again with its steps recorded (the same solver, inputs and measured sizes), then placed where the
  /// evaluation placed it, after the groups before it. Nil for a group's own supplementary (explained in one step).
  mutating func regrouped(_ element: Element, _ regroup: RegroupTrace, placement: ExplicitPlacement) -> Rect? {
    guard let f = trace.frame, element.category == .cell || element.category == .supplementary,
      let (g, index, piece, root) = solution(of: element, regroup, placement)
    else { return nil }
    step(
      "R12.5",
      "measured sizes: the section is solved group by group; group \(g) holds items \(regroup.firstItems[g])"
        + "...\(regroup.firstItems[g] + piece.leafCount - 1), solved with their measured sizes",
      DerivationSource(.section(section)))
    guard var frame = solved(solutionIndex: index, in: root, f) else { return nil }
    let origin = regroup.origins[g]
    frame = frame.offset(by: origin)
    step(
      "R12.5",
      "group \(g) at \(DerivationText.point(origin)) from the content origin: after the groups before it, each as "
        + "long as its measured content plus the section's spacing", DerivationSource(.section(section), .spacing))
    step(
      "R6.5",
      "content starts at \(DerivationText.point(trace.contentOrigin)): the section starts at "
        + "\(DerivationText.number(trace.origin)) (R7.1), then the section insets",
      DerivationSource(.section(section), .insets))
    return frame.offset(by: trace.contentOrigin)
  }

  /// The group of a measured section that holds `element`, solved again: the group's number, the element's index in
  /// the group's solution, the solution and its traced tree. Found where the evaluation stored the element: a cell or
  /// item supplementary by its leaf in that group (item minus the group's first item); a group's own supplementary,
  /// numbered by kind across the section (R9.7), as the k-th of its kind among the group's own.
  private func solution(
    of element: Element, _ regroup: RegroupTrace, _ placement: ExplicitPlacement
  ) -> (group: Int, index: Int, piece: Piece, root: TraceNode)? {
    let kind: Int32 = element.category == .cell ? -1 : element.kindStorage
    func groupOwn(_ index: Int) -> Bool {
      placement.sources.indices.contains(index) && placement.sources[index].owner < -1
    }
    func sameKind(_ index: Int) -> Bool {
      placement.elements[index].category == element.category && placement.elements[index].kindStorage == kind
    }
    guard
      let stored = placement.elements.indices.first(where: {
        sameKind($0) && placement.elements[$0].item == element.item
      }),
      let g = placement.groupStart.lastIndex(where: { $0 <= stored }), g < regroup.firstItems.count,
      let (steps, piece) = try? regroup.solve(regroup.firstItems[g]), let root = steps.tree()
    else { return nil }
    let candidates: [Int]
    let rank: Int
    if groupOwn(stored) {
      candidates = piece.elements.indices.filter {
        piece.elements[$0].isGroupSupplementary && piece.elements[$0].kind == kind
      }
      rank = (placement.groupStart[g]..<stored).filter { sameKind($0) && groupOwn($0) }.count
    } else {
      let leaf = Int32(element.item - regroup.firstItems[g])
      candidates = piece.elements.indices.filter {
        !piece.elements[$0].isGroupSupplementary && piece.elements[$0].category == element.category
          && piece.elements[$0].kind == kind && piece.elements[$0].leaf == leaf
      }
      rank = 0
    }
    guard candidates.indices.contains(rank) else { return nil }
    return (g, candidates[rank], piece, root)
  }
}
