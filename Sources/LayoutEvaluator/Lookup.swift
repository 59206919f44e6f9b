extension Evaluation {
  /// The frame of one element, or `nil` if the layout has no such element.
  public func frame(of id: ElementID) -> Rect? { element(for: id)?.frame }

  /// One element by identifier, computed in closed form for fixed sections (no materialisation).
  public func element(for id: ElementID) -> Element? {
    guard sections.indices.contains(id.section), id.item >= 0, id.item <= Int(Int32.max) else { return nil }
    let plan = sections[id.section]
    let kind: Int32
    if let name = id.kind {
      guard let index = kinds.firstIndex(of: name) else { return nil }
      kind = Int32(index)
    } else {
      kind = -1
    }
    switch id.category {
    case .boundary:
      return id.item == 0 ? plan.boundaries.first { $0.kindStorage == kind } : nil
    case .decoration:
      guard plan.decorations.indices.contains(id.item), plan.decorations[id.item].kindStorage == kind else {
        return nil
      }
      return plan.decorations[id.item]
    case .cell, .supplementary:
      if let explicit = plan.explicit {
        func matches(_ element: Element) -> Bool {
          element.category == id.category && element.kindStorage == kind && Int(element.itemStorage) == id.item
        }
        // Cells and item supplementaries live in the group holding their item: binary search the group starts.
        let groups = explicit.groupFirstItem.count
        let group = partition(groups) { explicit.groupFirstItem[$0] > id.item } - 1
        if group >= 0,
          let found = explicit.elements[explicit.groupStart[group]..<explicit.groupStart[group + 1]].first(
            where: matches)
        {
          return found
        }
        // Group supplementaries are numbered per kind across the section (R9.7).
        return id.category == .supplementary ? explicit.elements.first(where: matches) : nil
      }
      guard plan.groupCount > 0 else { return nil }
      if id.category == .cell {
        guard kind == -1 else { return nil }
        let g = id.item / plan.leafCount
        guard g < plan.groupCount else { return nil }
        return groupElement(plan, solutionIndex: Int(plan.cellIndex[id.item % plan.leafCount]), group: g)
      }
      let partialLast = plan.lastGroupLeaves < plan.leafCount
      for (index, element) in plan.solution.enumerated() where element.kind == kind && element.itemStride > 0 {
        let stride = Int(element.itemStride)
        let g = id.item / stride
        guard g < plan.groupCount else { continue }
        let ordinal = g == plan.groupCount - 1 && partialLast ? plan.lastGroupOrdinals[index] : element.ordinal
        guard id.item % stride == Int(ordinal) else { continue }
        return groupElement(plan, solutionIndex: index, group: g)
      }
      return nil
    }
  }
}
