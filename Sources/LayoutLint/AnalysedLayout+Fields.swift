import LayoutIR

/// The fields of every node read from the IR objects directly, for the variant space's guard table.
extension AnalysedLayout {
  /// Calls `body` with each node's fields that `entries(_:of:)` gives (their entry count and the guard of each), node
  /// by node and each node's fields in `AnalysedField` order, read from the IR objects directly: through `entries`,
  /// an existential and an unspecialised call per field and entry showed in `layoutc check`'s profile. Debug builds
  /// check the two agree. Fields without entries are left out.
  func forEachField(
    _ body: (_ node: Int, AnalysedField, _ count: Int, _ condition: (Int) -> IRCondition?) -> Void
  ) {
    assert(fieldsAgreeWithEntries(), "AnalysedLayout.forEachField reads other fields than entries(_:of:)")
    visitFields(body)
  }

  private func visitFields(
    _ body: (_ node: Int, AnalysedField, _ count: Int, _ condition: (Int) -> IRCondition?) -> Void
  ) {
    func visit<T>(_ node: Int, _ field: AnalysedField, _ property: IRProperty<T>) {
      if !property.assignments.isEmpty {
        body(node, field, property.assignments.count) { property.assignments[$0].when }
      }
    }
    func visit<T>(_ node: Int, _ field: AnalysedField, _ list: IRList<T>) {
      if !list.entries.isEmpty { body(node, field, list.entries.count) { list.entries[$0].when } }
    }
    // Fields in `AnalysedField` order: size, insets, edges, spacing, count, scroll, root, followsInsets, effect,
    // flow, itemSpacing, lineSpacing, children, supplementaries, boundaries.
    for (i, item) in ir.items.enumerated() {
      visit(i, .size, item.size)
      visit(i, .insets, item.insets)
      visit(i, .edges, item.edges)
      visit(i, .effect, item.effect)
      visit(i, .supplementaries, item.supplementaries)
    }
    for (g, group) in ir.groups.enumerated() {
      let node = groupBase + g
      visit(node, .size, group.size)
      visit(node, .insets, group.insets)
      visit(node, .edges, group.edges)
      visit(node, .spacing, group.spacing)
      visit(node, .count, group.count)
      visit(node, .children, group.children)
    }
    for (s, supplementary) in ir.supplementaries.enumerated() {
      visit(supplementaryBase + s, .size, supplementary.size)
      visit(supplementaryBase + s, .insets, supplementary.insets)
    }
    for (s, section) in ir.sections.enumerated() {
      let node = sectionBase + s
      visit(node, .insets, section.insets)
      visit(node, .scroll, section.scroll)
      visit(node, .root, section.root)
      visit(node, .effect, section.effect)
      if let flow = section.flow {
        visit(node, .flow, flow.itemSize)
        visit(node, .itemSpacing, flow.itemSpacing)
        visit(node, .lineSpacing, flow.lineSpacing)
      }
      visit(node, .boundaries, section.boundaries)
    }
    for (s, section) in ir.sections.enumerated() {
      for (e, boundary) in section.boundaries.entries.enumerated() {
        visit(boundaryStarts[s] + e, .size, boundary.value.size)
        visit(boundaryStarts[s] + e, .followsInsets, boundary.value.followsInsets)
      }
    }
  }

  /// Whether `visitFields` gives exactly the fields with entries of `entries(_:of:)`, in the same order, with the
  /// same guards.
  private func fieldsAgreeWithEntries() -> Bool {
    var expected: [(node: Int, field: AnalysedField, guards: [IRCondition?])] = []
    for node in 0..<nodeCount {
      for field in AnalysedField.allCases {
        guard let entries = entries(field, of: node), entries.count > 0 else { continue }
        expected.append((node, field, (0..<entries.count).map { entries.condition(at: $0) }))
      }
    }
    var visited: [(node: Int, field: AnalysedField, guards: [IRCondition?])] = []
    visitFields { node, field, count, condition in visited.append((node, field, (0..<count).map(condition))) }
    return visited.count == expected.count
      && zip(visited, expected).allSatisfy { $0.node == $1.node && $0.field == $1.field && $0.guards == $1.guards }
  }
}
