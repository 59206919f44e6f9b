import LayoutSource

extension Checker {
  /// L3: `follows: NAME` names another layout of the file; the links never loop back (E0331); both ends are one flow
  /// section each, since the link maps an item index and a progress through it along each layout's pitch (L1), which
  /// a flow's item length and line spacing give and a compositional layout's groups do not in general.
  func validateLinks(_ layouts: [LayoutModel]) {
    // Most files link nothing: the names are hashed only once some layout has a `follows`, layouts are read in place
    // by index (iterating copied each one out, retaining its arrays), and no cycle is looked for without a link.
    // This runs on every `layoutc check` of every file, over every layout.
    var indexByName: [String: Int]? = nil
    // Each layout's leader, once resolved (nil: follows nothing, or an unknown name already reported).
    var leaders: [Int?] = []
    for index in layouts.indices {
      guard let link = layouts[index].properties.last(where: { $0.property == .follows }),
        let name = link.value.layoutName
      else { continue }
      if indexByName == nil {
        var names: [String: Int] = [:]
        names.reserveCapacity(layouts.count)
        for other in layouts.indices where names[layouts[other].name] == nil { names[layouts[other].name] = other }
        indexByName = names
        leaders = Array(repeating: nil, count: layouts.count)
      }
      guard let leader = indexByName?[name] else {
        reportMisspelling(
          .unknownName, "cannot find layout '\(name)' in this file", name: name, at: link.valueSpan,
          candidates: layouts.map(\.name).filter { $0 != layouts[index].name })
        continue
      }
      leaders[index] = leader
      for (end, role) in [(index, "follower"), (leader, "leader")] {
        if let problem = Self.linkProblem(of: layouts[end]) {
          report(
            .error(
              .misplacedEntry,
              "'follows' links flow layouts of one section (L1); the \(role) '\(layouts[end].name)' \(problem)",
              at: link.valueSpan))
        }
      }
    }
    if !leaders.isEmpty { reportLinkCycles(layouts, leaders: leaders) }
  }

  /// Why a layout cannot be one end of a link, or nil when it can.
  private static func linkProblem(of layout: LayoutModel) -> String? {
    guard layout.sections.count == 1, let section = layout.sections.first else {
      return "has \(layout.sections.count) sections"
    }
    guard section.condition == nil else { return "has its section only under 'when'" }
    guard layout.declarations[section.value].isFlowSection else {
      return "is compositional; give its section a 'flow: WIDTH x HEIGHT'"
    }
    return nil
  }

  /// E0331: each layout has at most one leader, so the links form chains that end or close one loop. Each chain is
  /// walked once (iteratively, marking layouts as on the current walk or done), and every layout of a loop gets the
  /// error at its own `follows`.
  private func reportLinkCycles(_ layouts: [LayoutModel], leaders: [Int?]) {
    // 0: not walked, 1: on the current walk, 2: done.
    var state = [UInt8](repeating: 0, count: layouts.count)
    for start in layouts.indices where state[start] == 0 {
      var path: [Int] = []
      var current: Int? = start
      while let index = current, state[index] == 0 {
        state[index] = 1
        path.append(index)
        current = leaders[index]
      }
      if let index = current, state[index] == 1, let loopStart = path.firstIndex(of: index) {
        let loop = Array(path[loopStart...])
        for (position, member) in loop.enumerated() {
          // Each layout's message starts from that layout, as its `follows` reads.
          let order = Array(loop[position...] + loop[..<position]) + [member]
          let names = order.map { "'\(layouts[$0].name)'" }.joined(separator: " → ")
          let message =
            loop.count == 1
            ? "layout '\(layouts[member].name)' follows itself"
            : "layouts follow each other in a loop: \(names)"
          if let link = layouts[member].properties.last(where: { $0.property == .follows }) {
            report(.error(.linkCycle, message, at: link.valueSpan))
          }
        }
      }
      for index in path { state[index] = 2 }
    }
  }
}
