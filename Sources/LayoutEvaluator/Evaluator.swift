import LayoutIR

/// Evaluates IR layouts into frames (semantics §2–§12).
public enum Evaluator {
  /// The most items one flow section may hold: 2 million frames of 48 bytes, about 96 MB.
  public static let flowItemLimit = 2_000_000

  /// Lays out `layout` for `input`: resolves parameters and `when` guards, solves each section's root group once and
  /// prepares closed-form placement. Cheap to call; frames are produced on demand by the returned `Evaluation`.
  public static func evaluate(_ layout: IRLayout, input: EvaluationInput) throws -> Evaluation {
    let (resolved, builder) = try prepare(layout, input: input)
    let grid = builder.grid
    let measuredSections = Set(
      input.measuredSizes.keys.filter { $0.category == .cell || $0.category == .supplementary }.map(\.section))
    let layoutAxis = resolved.scrollAxis
    var origin = 0.0
    var crossExtent = input.viewport[layoutAxis.other]
    var plans: [SectionPlan] = []
    for index in resolved.sections.indices {
      let count = index < input.itemCounts.count ? input.itemCounts[index] : 0
      let built: (SectionPlan, crossFar: Double)
      if let flow = resolved.sections[index].flow {
        // Flow sections store every frame (F19: a position depends on its row), so their size is bounded;
        // compositional sections are closed-form and take any count.
        guard count <= Evaluator.flowItemLimit else {
          throw EvaluationError.flowSectionTooLarge(section: index, count: count, limit: Evaluator.flowItemLimit)
        }
        built = builder.buildFlow(index, flow: flow, origin: origin, itemCount: count)
      } else {
        let groupByGroup =
          input.forceGroupByGroup
          || (measuredSections.contains(index) && resolved.groupHasEstimate[resolved.sections[index].root])
        built = try builder.build(index, origin: origin, itemCount: count, groupByGroup: groupByGroup)
      }
      let (plan, crossFar) = built
      // R7.1: sections are stacked, interSectionSpacing between every two, empty sections included.
      origin += plan.extent
      if index < resolved.sections.count - 1 { origin += resolved.interSectionSpacing }
      crossExtent = max(crossExtent, crossFar)
      plans.append(plan)
    }
    // R7.3: content size = sections along the axis; across, the viewport or the widest group. Not rounded (R2.3).
    let contentSize = Size(layoutAxis, along: origin, across: crossExtent)
    // R2.3, last: every final frame is rounded to the pixel grid.
    for index in plans.indices { plans[index].roundFrames(grid: grid) }
    return Evaluation(contentSize: contentSize, kinds: resolved.kinds, grid: grid, sections: plans)
  }

  /// The steps every evaluation starts with: validate the input, resolve parameters and guards, and set up the
  /// section builder on the display's pixel grid.
  static func prepare(_ layout: IRLayout, input: EvaluationInput) throws -> (ResolvedLayout, SectionBuilder) {
    try validate(input, layout: layout)
    var resolver = try Resolver(layout: layout, input: input)
    var resolved = try resolver.resolve()
    resolved.groupHasEstimate = resolved.groups.indices.map { hasEstimate(group: $0, in: resolved) }
    return (resolved, SectionBuilder(layout: resolved, input: input, grid: PixelGrid(scale: input.scale)))
  }

  static func validate(_ input: EvaluationInput, layout: IRLayout) throws {
    let viewport = input.viewport
    guard viewport.width.isFinite, viewport.height.isFinite, viewport.width > 0, viewport.height > 0 else {
      throw EvaluationError.invalidViewport(width: viewport.width, height: viewport.height)
    }
    guard input.scale.isFinite, input.scale > 0 else { throw EvaluationError.invalidScale(input.scale) }
    guard input.itemCounts.count <= layout.sections.count else {
      throw EvaluationError.tooManySections(given: input.itemCounts.count, layoutHas: layout.sections.count)
    }
    for (section, count) in input.itemCounts.enumerated() where count < 0 || count > Int(Int32.max) {
      throw EvaluationError.invalidItemCount(section: section, count: count)
    }
    for (id, size) in input.measuredSizes
    where !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
      throw EvaluationError.invalidMeasuredSize(id, size)
    }
  }

  /// Whether any size in the group's tree is estimated (such sections are re-solved group by group, R12.5).
  static func hasEstimate(group root: Int, in layout: ResolvedLayout) -> Bool {
    var stack = [root]
    var seen = Set<Int>()
    while let index = stack.popLast() {
      guard seen.insert(index).inserted else { continue }
      let group = layout.groups[index]
      if group.size.hasEstimate { return true }
      for child in group.children {
        switch child {
        case .group(let nested): stack.append(nested)
        case .item(let item):
          if layout.items[item].size.hasEstimate { return true }
          if layout.items[item].supplementaries.contains(where: { layout.supplementaries[$0].size.hasEstimate }) {
            return true
          }
        }
      }
    }
    return false
  }
}
