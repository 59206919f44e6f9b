import LayoutMath

extension IRDocument {
  /// Structural checks that make any loaded document safe to evaluate (indices in range, no cycles, bounded depth,
  /// required properties present, parameters consistent).
  func validate() throws {
    var names = Set<String>()
    for layout in layouts {
      guard names.insert(layout.name).inserted else {
        throw IRLoadError.invalid(layout: layout.name, message: "duplicate layout name")
      }
      try LayoutValidator(layout: layout).run()
      if let problem = layout.sourceLocations?.problem(in: layout) {
        throw IRLoadError.invalid(layout: layout.name, message: problem)
      }
    }
    // L3: a link joins two flow layouts of one section each, so `eval` has a pitch at both ends.
    for layout in layouts {
      guard let leader = layout.follows else { continue }
      guard leader != layout.name, let other = layouts.first(where: { $0.name == leader }) else {
        throw IRLoadError.invalid(
          layout: layout.name, message: "follows '\(leader)', which is not another layout of the document")
      }
      for end in [layout, other] where end.sections.count != 1 || end.sections[0].flow == nil {
        throw IRLoadError.invalid(
          layout: layout.name, message: "follows '\(leader)', but '\(end.name)' is not a flow layout of one section")
      }
    }
  }
}

struct LayoutValidator {
  let layout: IRLayout
  /// Each parameter's values by name, so a condition's references are checked in constant time each (a layout
  /// with thousands of parameters and conditions is not searched pair by pair). The first declaration of a name
  /// wins; `checkParams` rejects duplicates anyway.
  let paramValues: [String: Set<String>]

  init(layout: IRLayout) {
    self.layout = layout
    var values: [String: Set<String>] = [:]
    for param in layout.params where values[param.name] == nil { values[param.name] = Set(param.values) }
    paramValues = values
  }

  func fail(_ message: String) -> IRLoadError { .invalid(layout: layout.name, message: message) }

  func run() throws {
    try checkParams()
    try checkConditions(layout.spacing.assignments.map(\.when), "layout spacing")
    for (index, item) in layout.items.enumerated() {
      let place = "items[\(index)]"
      guard !item.size.isEmpty else { throw fail("\(place) has no size") }
      try checkConditions(item.size.assignments.map(\.when) + item.insets.assignments.map(\.when), place)
      try checkConditions(item.edges.assignments.map(\.when), place)
      try checkSupplementaryRefs(item.supplementaries, place)
      try checkScrollEffect(item.effect, place)
      if item.effect.assignments.contains(where: { $0.value.pageParallax != nil }) {
        throw fail("\(place) effect has pageParallax, which only a flow section takes (SE6)")
      }
      if item.effect.assignments.contains(where: { $0.value.focusWidth != nil }) {
        throw fail("\(place) effect has focusWidth, which only a flow section takes (SE8)")
      }
    }
    for (index, group) in layout.groups.enumerated() {
      let place = "groups[\(index)]"
      guard !group.size.isEmpty else { throw fail("\(place) has no size") }
      guard !group.children.isEmpty else { throw fail("\(place) has no children") }
      for entry in group.children.entries {
        switch entry.value {
        case .item(let i) where !layout.items.indices.contains(i):
          throw fail("\(place) refers to item \(i), but the layout has \(layout.items.count) items")
        case .group(let g) where !layout.groups.indices.contains(g):
          throw fail("\(place) refers to group \(g), but the layout has \(layout.groups.count) groups")
        default: break
        }
      }
      for count in group.count.assignments where count.value < 1 || count.value > LayoutLimits.maximumCount {
        throw fail("\(place) has count \(count.value); a count is from 1 to \(LayoutLimits.maximumCount)")
      }
      try checkConditions(
        group.size.assignments.map(\.when) + group.insets.assignments.map(\.when)
          + group.edges.assignments.map(\.when) + group.spacing.assignments.map(\.when)
          + group.children.entries.map(\.when) + group.count.assignments.map(\.when), place)
      try checkSupplementaryRefs(group.supplementaries, place)
    }
    for (index, supplementary) in layout.supplementaries.enumerated() {
      let place = "supplementaries[\(index)]"
      guard !supplementary.size.isEmpty else { throw fail("\(place) has no size") }
      guard !supplementary.anchor.isEmpty else { throw fail("\(place) has no anchor") }
      try checkZIndex(supplementary.zIndex, place)
      try checkConditions(
        supplementary.size.assignments.map(\.when) + supplementary.anchor.assignments.map(\.when)
          + supplementary.itemAnchor.assignments.map(\.when) + supplementary.zIndex.assignments.map(\.when)
          + supplementary.insets.assignments.map(\.when), place)
    }
    let flows = layout.sections.filter { $0.flow != nil }.count
    guard flows == 0 || flows == layout.sections.count else {
      throw fail("mixes flow sections with sections that have a root group")
    }
    for (index, section) in layout.sections.enumerated() {
      try checkSection(section, "sections[\(index)]")
    }
    try checkNesting()
    try checkEffects()
  }

  func checkSection(_ section: IRSection, _ place: String) throws {
    if let flow = section.flow {
      try checkFlow(flow, in: section, place)
    } else {
      guard !section.root.isEmpty else { throw fail("\(place) has no root group") }
    }
    for root in section.root.assignments where !layout.groups.indices.contains(root.value) {
      throw fail("\(place) has root group \(root.value), but the layout has \(layout.groups.count) groups")
    }
    var conditions =
      section.root.assignments.map(\.when) + section.insets.assignments.map(\.when)
      + section.spacing.assignments.map(\.when) + section.scroll.assignments.map(\.when)
      + section.boundaries.entries.map(\.when) + section.backgrounds.entries.map(\.when)
    for boundary in section.boundaries.entries.map(\.value) {
      guard !boundary.size.isEmpty else { throw fail("\(place) boundary '\(boundary.kind)' has no size") }
      guard !boundary.alignment.isEmpty else { throw fail("\(place) boundary '\(boundary.kind)' has no alignment") }
      conditions += boundary.size.assignments.map(\.when) + boundary.alignment.assignments.map(\.when)
      conditions += boundary.offset.assignments.map(\.when) + boundary.extends.assignments.map(\.when)
      conditions += boundary.pinned.assignments.map(\.when) + boundary.followsInsets.assignments.map(\.when)
      conditions += boundary.zIndex.assignments.map(\.when)
      try checkZIndex(boundary.zIndex, "\(place) boundary '\(boundary.kind)'")
    }
    for background in section.backgrounds.entries.map(\.value) {
      try checkZIndex(background.zIndex, "\(place) background '\(background.kind)'")
      conditions += background.insets.assignments.map(\.when) + background.zIndex.assignments.map(\.when)
    }
    try checkScrollEffect(section.effect, place)
    // SE6: page parallax replaces a flow's frames, page by page, in a layout of that one section.
    if section.effect.assignments.contains(where: { $0.value.pageParallax != nil })
      && (section.flow == nil || layout.sections.count != 1)
    {
      throw fail("\(place) effect has pageParallax, which only the one flow section of a layout takes (SE6)")
    }
    // SE8: focus width likewise, and never beside page parallax in one section, even under different guards.
    let focused = section.effect.assignments.contains(where: { $0.value.focusWidth != nil })
    if focused && (section.flow == nil || layout.sections.count != 1) {
      throw fail("\(place) effect has focusWidth, which only the one flow section of a layout takes (SE8)")
    }
    if focused && section.effect.assignments.contains(where: { $0.value.pageParallax != nil }) {
      throw fail("\(place) effect has both focusWidth and pageParallax; a section takes one (SE8)")
    }
    try checkConditions(conditions, place)
  }

  /// Each assignment of an `effect` in its ranges (SE1-SE4, SE6), its guards valid.
  func checkScrollEffect(_ effect: IRProperty<IRScrollEffect>, _ place: String) throws {
    for assignment in effect.assignments {
      if let problem = assignment.value.problem { throw fail("\(place) effect \(problem)") }
    }
    try checkConditions(effect.assignments.map(\.when), place)
  }

  /// A flow section (F rules): an item size of positive points, spacings of at least 0, no root group, spacing, scroll
  /// or background, and headers and footers that are a size with a height in points (F13).
  func checkFlow(_ flow: IRFlow, in section: IRSection, _ place: String) throws {
    guard section.root.isEmpty else { throw fail("\(place) has both a root group and a flow") }
    guard section.spacing.isEmpty, section.scroll.isEmpty, section.backgrounds.isEmpty else {
      throw fail("\(place) is a flow section; it takes no spacing, scroll or backgrounds")
    }
    guard !flow.itemSize.isEmpty else { throw fail("\(place) has a flow without an item size") }
    for size in flow.itemSize.assignments.map(\.value)
    where size.width.value.signum <= 0 || size.height.value.signum <= 0 {
      throw fail("\(place) has flow item size \(size.width) x \(size.height); both must be positive")
    }
    for spacing in (flow.itemSpacing.assignments + flow.lineSpacing.assignments).map(\.value)
    where spacing.value.signum < 0 {
      throw fail("\(place) has a flow spacing of \(spacing); spacings are at least 0")
    }
    // F13, F10: the length along the scroll axis is in points (the width of a horizontal flow's header).
    let horizontal = layout.scrollDirection == .horizontal
    for boundary in section.boundaries.entries.map(\.value) {
      let simple =
        boundary.alignment.assignments.allSatisfy { $0.value == .top || $0.value == .bottom }
        && boundary.size.assignments.allSatisfy {
          if case .absolute = horizontal ? $0.value.width : $0.value.height { true } else { false }
        }
        && boundary.offset.isEmpty && boundary.extends.isEmpty
        && boundary.followsInsets.isEmpty && boundary.zIndex.isEmpty
      guard simple else {
        throw fail(
          "\(place) boundary '\(boundary.kind)' of a flow section is not a header or footer with a "
            + (horizontal ? "width" : "height") + " in points")
      }
    }
    try checkConditions(
      flow.itemSize.assignments.map(\.when) + flow.itemSpacing.assignments.map(\.when)
        + flow.lineSpacing.assignments.map(\.when), place)
  }

  func checkParams() throws {
    var seen = Set<String>()
    for param in layout.params {
      guard seen.insert(param.name).inserted else { throw fail("duplicate parameter '\(param.name)'") }
      guard !param.values.isEmpty else { throw fail("parameter '\(param.name)' has no values") }
      guard Set(param.values).count == param.values.count else {
        throw fail("parameter '\(param.name)' lists a value twice")
      }
      guard param.values.contains(param.defaultValue) else {
        throw fail("default '\(param.defaultValue)' of parameter '\(param.name)' is not one of its values")
      }
    }
  }

  /// z-indices are 32-bit in the evaluator (as in UIKit's frames on device): refused beyond, never clamped silently.
  func checkZIndex(_ zIndex: IRProperty<Int>, _ place: String) throws {
    for z in zIndex.assignments.map(\.value) where Int32(exactly: z) == nil {
      throw fail("\(place) has z-index \(z); a z-index is from \(Int32.min) to \(Int32.max)")
    }
  }

  func checkSupplementaryRefs(_ list: IRList<Int>, _ place: String) throws {
    for entry in list.entries where !layout.supplementaries.indices.contains(entry.value) {
      throw fail(
        "\(place) refers to supplementary \(entry.value), but the layout has \(layout.supplementaries.count)")
    }
    try checkConditions(list.entries.map(\.when), place)
  }

  func checkConditions(_ conditions: [IRCondition?], _ place: String) throws {
    for condition in conditions.compactMap({ $0 }) {
      guard condition.depth <= IRDocument.maximumNestingDepth else {
        throw fail("\(place) has a condition nested deeper than \(IRDocument.maximumNestingDepth)")
      }
      for (name, value) in condition.paramReferences {
        guard let values = paramValues[name] else {
          throw fail("\(place) has a condition on unknown parameter '\(name)'")
        }
        guard values.contains(value) else {
          throw fail("\(place) compares parameter '\(name)' with '\(value)', which is not one of its values")
        }
      }
    }
  }

  /// Rejects group cycles, nesting deeper than the maximum and groups holding more than
  /// `LayoutLimits.framesPerGroup` frames, iteratively (no recursion on untrusted input).
  func checkNesting() throws {
    // depth[g] = 1 + max depth of child groups; computed by an explicit-stack DFS with colours.
    var depth = [Int](repeating: 0, count: layout.groups.count)
    var state = [UInt8](repeating: 0, count: layout.groups.count)  // 0 new, 1 on stack, 2 done
    var frames = [Int](repeating: 0, count: layout.groups.count)
    for start in layout.groups.indices where state[start] == 0 {
      var stack: [(group: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let top = stack.last {
        let children = layout.groups[top.group].children.entries
        if top.next < children.count {
          stack[stack.count - 1].next += 1
          guard case .group(let child) = children[top.next].value else { continue }
          switch state[child] {
          case 1:
            let cycle =
              stack.map { layout.groups[$0.group].name ?? "#\($0.group)" } + [layout.groups[child].name ?? "#\(child)"]
            throw fail("group cycle: \(cycle.joined(separator: " -> "))")
          case 0:
            state[child] = 1
            stack.append((child, 0))
          default: break
          }
        } else {
          stack.removeLast()
          state[top.group] = 2
          let childDepths = children.compactMap { entry -> Int? in
            if case .group(let child) = entry.value { return depth[child] }
            return nil
          }
          depth[top.group] = 1 + (childDepths.max() ?? 0)
          guard depth[top.group] <= IRDocument.maximumNestingDepth else {
            throw fail("groups nest deeper than \(IRDocument.maximumNestingDepth) levels")
          }
          frames[top.group] = try groupFrames(top.group, frames: frames)
        }
      }
    }
  }

  /// Frames one instance of group `index` holds over one run of its children (the checker's E0411 count, on the
  /// IR): its supplementaries, plus the largest count times the largest child when counted, else every child. Every
  /// guarded entry counts, so the result bounds every variant. Saturating, so no count can wrap.
  func groupFrames(_ index: Int, frames: [Int]) throws -> Int {
    let group = layout.groups[index]
    func childFrames(_ child: IRChildRef) -> Int {
      switch child {
      case .group(let g): return frames[g]
      case .item(let i): return LayoutLimits.frames(1, plus: layout.items[i].supplementaries.entries.count)
      }
    }
    var total = group.supplementaries.entries.count
    if let count = group.count.assignments.map(\.value).max() {
      let largest = group.children.entries.map { childFrames($0.value) }.max() ?? 0
      total = LayoutLimits.frames(total, plus: LayoutLimits.frames(largest, times: count))
    } else {
      for entry in group.children.entries { total = LayoutLimits.frames(total, plus: childFrames(entry.value)) }
    }
    guard total <= LayoutLimits.framesPerGroup else {
      let amount = total == .max ? "more than \(Int.max)" : "\(total)"
      throw fail(
        "groups[\(index)]\(group.name.map { " ('\($0)')" } ?? "") holds \(amount) frames in one run of its children; a group holds at most \(LayoutLimits.framesPerGroup)"
      )
    }
    return total
  }
}
