/// The guard lists each step of the walk reads (`VariantSpace.stepLists`), and where a decided winner is kept.
extension VariantSpace {
  /// The guard lists of one step of the walk (most entries have no guard: nothing is built for those).
  static func lists(of node: Int, in layout: AnalysedLayout, _ fieldGuards: [[Int?]]) -> [GuardList] {
    var lists: [GuardList] = []
    func add(_ field: AnalysedField, of n: Int) {
      let guards = fieldGuards[slot(field, of: n)]
      if field.lastWins {
        var kept: [Int] = []
        var indices: [Int] = []
        for i in guards.indices.reversed() {
          guard let g = guards[i] else { break }  // an unconditional assignment hides the ones before it
          kept.append(g)
          indices.append(i)
        }
        if kept.isEmpty { return }
        lists.append(
          GuardList(guards: kept.reversed(), lastWins: true, entries: indices.reversed(), key: key(field, of: n)))
      } else {
        let kept = guards.compactMap { $0 }
        if !kept.isEmpty { lists.append(GuardList(guards: kept, lastWins: false)) }
      }
    }
    func unique(_ nodes: [Int]) -> [Int] {
      var seen: [Int] = []
      for n in nodes where !seen.contains(n) { seen.append(n) }
      return seen
    }
    switch layout.kind(node) {
    case .section:
      let section = layout.section(node)
      let s = node - layout.sectionBase
      add(.insets, of: node)
      add(.scroll, of: node)
      add(.boundaries, of: node)
      add(.effect, of: node)
      if section.flow != nil {
        add(.flow, of: node)
        add(.itemSpacing, of: node)
        add(.lineSpacing, of: node)
      }
      for b in section.boundaries.entries.indices {
        for field in [AnalysedField.size, .followsInsets] { add(field, of: layout.boundaryNode(section: s, entry: b)) }
      }
      add(.root, of: node)
      for r in unique(section.root.assignments.map { layout.groupNode($0.value) }) {
        add(.edges, of: r)
        add(.size, of: r)
      }
    case .group:
      let group = layout.group(node)
      add(.insets, of: node)
      add(.size, of: node)
      add(.spacing, of: node)
      add(.children, of: node)
      add(.count, of: node)
      for c in unique(group.children.entries.map { layout.node(of: $0.value) }) {
        add(.size, of: c)
        add(.edges, of: c)
      }
    case .item:
      add(.insets, of: node)
      add(.size, of: node)
      add(.supplementaries, of: node)
      add(.effect, of: node)
      for s in unique(layout.item(node).supplementaries.entries.map { layout.supplementaryNode($0.value) }) {
        add(.size, of: s)
        add(.insets, of: s)
      }
    case .supplementary, .boundary:
      break
    }
    return lists
  }

  /// Where `Variant.winners` keeps the winning assignment of a property of a node.
  static func key(_ field: AnalysedField, of node: Int) -> Int { node * 16 + field.rawValue }
}
