import LayoutRules

extension DerivationWriter {
  /// A cell or item supplementary of a section solved group by group from measured sizes (R12.5): the group holding
  /// it is solved again with its steps recorded (the same solver, inputs and measured sizes), then placed where the
  /// evaluation placed it, after the groups before it. Nil for a group's own supplementary (explained in one step).
  mutating func regrouped(_ element: Element, _ regroup: RegroupTrace) -> Rect? {
    guard let f = trace.frame, element.category == .cell || element.category == .supplementary,
      let g = regroup.firstItems.lastIndex(where: { $0 <= element.item }),
      let (steps, piece) = try? regroup.solve(regroup.firstItems[g]), let root = steps.tree()
    else { return nil }
    let leaf = Int32(element.item - regroup.firstItems[g])
    let kind: Int32 = element.category == .cell ? -1 : element.kindStorage
    guard
      let index = piece.elements.firstIndex(where: {
        !$0.isGroupSupplementary && $0.category == element.category && $0.kind == kind && $0.leaf == leaf
      })
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
}
