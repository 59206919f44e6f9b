import LayoutIR

/// SplitMix64: a small seeded generator so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random layouts over the whole IR surface. Absolute item sizes are sometimes quarter points, off the pixel grid at
/// every scale, so that final rounding (R2.3) meets ties and sizes it must round; `rowsOnly` layouts keep them whole.
struct LayoutGenerator {
  var rng: SeededGenerator

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

  mutating func dimension(along axis: IRAxis, allowEstimate: Bool) -> IRDimension {
    if allowEstimate && chance(0.15) { return .estimated(num(Int64(int(20...120)))) }
    switch int(0...3) {
    case 0 where allowEstimate && chance(0.3): return .absolute(num(Int64(int(80...640)), 4))
    case 0: return .absolute(num(Int64(int(20...160))))
    case 1: return axis == .horizontal ? fw(1, Int64(int(1...4))) : fh(1, Int64(int(1...4)))
    case 2: return axis == .horizontal ? fw(Int64(int(1...3)), 4) : fh(Int64(int(1...3)), 4)
    default: return axis == .horizontal ? fh(1, Int64(int(1...3))) : fw(1, Int64(int(1...3)))
    }
  }

  mutating func spacing() -> IRSpacing {
    chance(0.5) ? .fixed(num(Int64(int(0...10)))) : .flexible(num(Int64(int(0...6))))
  }

  mutating func edgeSpacing() -> IRProperty<IREdgeSpacing> {
    guard chance(0.3) else { return IRProperty() }
    return IRProperty(
      IREdgeSpacing(
        top: chance(0.4) ? spacing() : nil, leading: chance(0.4) ? spacing() : nil,
        bottom: chance(0.4) ? spacing() : nil, trailing: chance(0.4) ? spacing() : nil))
  }

  mutating func anchor() -> IRAnchor {
    let edges = IREdge.allCases.filter { _ in chance(0.4) }
    return chance(0.5)
      ? IRAnchor(edges: edges, offset: IRPoint(x: num(Int64(int(-5...5))), y: num(Int64(int(-5...5)))))
      : IRAnchor(
        edges: edges, offset: IRPoint(x: num(Int64(int(-5...5)), 10), y: num(Int64(int(-5...5)), 10)),
        fractional: true)
  }

  /// A layout plus an input for it.
  mutating func layout(rowsOnly: Bool = false) -> (IRLayout, EvaluationInputSeed) {
    // Item and group supplementaries use distinct kinds, as the checker requires kinds to be unique per role.
    var supplementaries: [IRSupplementary] = []
    for index in 0..<int(0...4) {
      supplementaries.append(
        IRSupplementary(
          kind: index % 2 == 0 ? "item\(index)" : "group\(index)",
          size: size(.absolute(num(Int64(int(4...30)))), .absolute(num(10))),
          anchor: IRProperty(anchor()), itemAnchor: chance(0.3) ? IRProperty(anchor()) : IRProperty(),
          zIndex: chance(0.3) ? IRProperty(int(0...3)) : IRProperty()))
    }
    var items: [IRItem] = []
    for _ in 0..<int(1...3) {
      let w = dimension(along: .horizontal, allowEstimate: !rowsOnly)
      let h = dimension(along: .vertical, allowEstimate: !rowsOnly)
      items.append(
        IRItem(
          size: size(w, h), insets: chance(0.5) ? insets(Int64(int(0...4))) : IRProperty(),
          edges: rowsOnly ? IRProperty() : edgeSpacing(),
          supplementaries: IRList(
            supplementaries.indices.filter { $0 % 2 == 0 && chance(0.3) }.map { IRGuarded($0) })))
    }
    var groups: [IRGroup] = []
    let levels = rowsOnly ? 1 : int(1...3)
    for level in 0..<levels {
      let axis: IRAxis = rowsOnly ? .horizontal : pick([.horizontal, .vertical])
      var children: [IRChildRef] = (0..<int(1...3)).map { _ in .item(int(0...items.count - 1)) }
      if level > 0 { children.insert(.group(groups.count - 1), at: 0) }
      let counted = !rowsOnly && chance(0.25)
      if counted { children = [children[0]] }
      let top = level == levels - 1
      let width: IRDimension = top ? (chance(0.7) ? fw(1) : .absolute(num(Int64(int(150...400))))) : fw(1, 2)
      let height: IRDimension = top ? pick([fw(1, 3), .absolute(num(Int64(int(60...300)))), fh(1, 4)]) : fh(1)
      groups.append(
        IRGroup(
          axis: axis, size: size(width, height),
          insets: chance(0.2)
            ? IRProperty(IRInsets(all: chance(0.5) ? num(1, 10) : num(Int64(int(1...6)))))
            : IRProperty(),
          edges: rowsOnly ? IRProperty() : edgeSpacing(), spacing: chance(0.5) ? IRProperty(spacing()) : IRProperty(),
          supplementaries: IRList(
            supplementaries.indices.filter { $0 % 2 == 1 && chance(0.2) }.map { IRGuarded($0) }),
          children: IRList(children.map { IRGuarded($0) }), count: counted ? IRProperty(int(1...4)) : IRProperty()))
    }
    var sections: [IRSection] = []
    for _ in 0..<int(1...3) {
      var section = IRSection(
        root: IRProperty(groups.count - 1),
        insets: chance(0.5)
          ? IRProperty(
            IRInsets(
              top: num(Int64(int(0...10))), leading: num(Int64(int(0...20))), bottom: num(Int64(int(0...10))),
              trailing: num(Int64(int(0...20))))) : IRProperty(),
        spacing: chance(0.5) ? IRProperty(num(Int64(int(0...12)))) : IRProperty(),
        scroll: !rowsOnly && chance(0.2)
          ? IRProperty(pick([.continuous, .paging, .groupPagingCentered])) : IRProperty())
      for index in 0..<(rowsOnly ? 0 : int(0...2)) {
        section.boundaries.entries.append(
          IRGuarded(
            IRBoundary(
              kind: "b\(index)",
              size: size(fw(1), chance(0.3) ? .estimated(num(40)) : .absolute(num(Int64(int(10...60))))),
              alignment: IRProperty(pick(IRRectAlignment.allCases)),
              offset: chance(0.2) ? IRProperty(IRPoint(x: 0, y: num(Int64(int(-5...5))))) : IRProperty(),
              extends: chance(0.3) ? IRProperty(false) : IRProperty(), pinned: IRProperty(chance(0.3)),
              followsInsets: chance(0.3) ? IRProperty(false) : IRProperty())))
      }
      if !rowsOnly && chance(0.3) {
        section.backgrounds.entries.append(IRGuarded(IRBackground(kind: "bg", insets: insets(Int64(int(0...6))))))
      }
      sections.append(section)
    }
    let layout = IRLayout(
      name: "Generated", scrollDirection: !rowsOnly && chance(0.2) ? .horizontal : .vertical,
      spacing: chance(0.5) ? IRProperty(num(Int64(int(0...20)))) : IRProperty(), items: items, groups: groups,
      supplementaries: supplementaries, sections: sections)
    let seed = EvaluationInputSeed(
      width: Double(int(320...1024)), height: Double(int(480...1366)), scale: pick([1.0, 2.0, 3.0]),
      counts: sections.map { _ in int(0...60) })
    return (layout, seed)
  }
}

struct EvaluationInputSeed {
  var width: Double
  var height: Double
  var scale: Double
  var counts: [Int]
}
