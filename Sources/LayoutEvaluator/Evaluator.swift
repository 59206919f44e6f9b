import LayoutIR

/// Evaluates IR layouts into frames (semantics §2–§12).
public enum Evaluator {
  /// The most frames one evaluation keeps in memory: every frame of flow sections and of sections solved group by
  /// group (R12.5), group 0 of the other sections (their closed form), boundary items and decorations. 2 million
  /// frames of 48 bytes are about 96 MB, plus 8 bytes per frame of a measured section for `Evaluation.origin(of:)`; the
  /// frames of closed-form sections are computed on demand and not counted.
  public static let storedFrameLimit = 2_000_000
  /// The most items one flow section may hold (it stores them all; see `storedFrameLimit`).
  public static let flowItemLimit = storedFrameLimit
  /// The most distinct element kinds a layout may use: `Element` indexes them with 29 bits.
  public static let maximumKindCount = (1 << 29) - 1
  /// The largest magnitude of any frame coordinate or size and of the content size, in points. Up to here a
  /// position times a display scale of at most 10 stays an exact integer number of pixels in a `Double` (2^53 is
  /// about 9e15), so R2.3's rounding is exact; an evaluation that would go further (a 10^15-point cell repeated 10^7
  /// times) is refused rather than printed as imprecise, infinite or NaN numbers.
  public static let maximumCoordinate: Double = 1e15

  /// Lays out `layout` for `input`: resolves parameters and `when` guards, solves each section's root group once and
  /// prepares closed-form placement. Cheap to call; frames are produced on demand by the returned `Evaluation`.
  public static func evaluate(_ layout: IRLayout, input: EvaluationInput) throws -> Evaluation {
    try evaluate(layout, input: input, trace: nil).evaluation
  }

  /// `evaluate`, with the builders of the sections `trace` names recording what they compute into it
  /// (`Evaluator.derivations`); also returns the resolved layout the derivation names values from.
  static func evaluate(
    _ layout: IRLayout, input: EvaluationInput, trace: EvaluationTrace?
  ) throws -> (evaluation: Evaluation, resolved: ResolvedLayout) {
    let (resolved, builder) = try prepare(layout, input: input)
    let grid = builder.grid
    let measuredSections = Set(
      input.measuredSizes.keys.filter { $0.category == .cell || $0.category == .supplementary }.map(\.section))
    let layoutAxis = resolved.scrollAxis
    var origin = 0.0
    var crossExtent = input.viewport[layoutAxis.other]
    var plans: [SectionPlan] = []
    var storedFrames = 0
    for index in resolved.sections.indices {
      let count = index < input.itemCounts.count ? input.itemCounts[index] : 0
      let built: (SectionPlan, crossFar: Double)
      switch resolved.sections[index].content {
      case .flow(let flow):
        // Flow sections store every frame (F19: a position depends on its row), so their size is bounded;
        // compositional sections are closed-form and take any count.
        guard count <= Evaluator.flowItemLimit else {
          throw EvaluationError.flowSectionTooLarge(section: index, count: count, limit: Evaluator.flowItemLimit)
        }
        guard storedFrames + count <= Evaluator.storedFrameLimit else {
          throw EvaluationError.tooManyStoredFrames(section: index, limit: Evaluator.storedFrameLimit)
        }
        let sizes = try itemSizes(input, section: index, itemCount: count, flow: flow)
        var sectionBuilder = builder
        if let trace { sectionBuilder.trace = trace[section: index] }
        if let pages = resolved.sections[index].effect?.pageParallax {
          // SE6: aspects are the pages' natural sizes; the flow keeps one size for every item.
          if index < input.itemSizes.count, case .sizes? = input.itemSizes[index] {
            throw EvaluationError.pageParallaxSizes(section: index, estimated: false)
          }
          built = try sectionBuilder.buildPagedFlow(
            index, flow: flow, pages: pages, origin: origin, itemCount: count, natural: sizes)
        } else if let focusWidth = resolved.sections[index].effect?.focusWidth {
          // SE8: aspects give the items' natural lengths; the flow keeps one size for every item.
          var aspects: [Size]?
          if index < input.itemSizes.count, let entry = input.itemSizes[index] {
            guard case .aspects(let ratios) = entry else {
              throw EvaluationError.focusWidthSizes(section: index, estimated: false)
            }
            aspects = ratios
          }
          built = try sectionBuilder.buildFocusFlow(
            index, flow: flow, focusWidth: focusWidth, origin: origin, itemCount: count, aspects: aspects)
        } else {
          built = sectionBuilder.buildFlow(index, flow: flow, origin: origin, itemCount: count, itemSizes: sizes)
        }
      case .groups(let root):
        _ = try itemSizes(input, section: index, itemCount: count, flow: nil)
        let groupByGroup =
          input.forceGroupByGroup || (measuredSections.contains(index) && resolved.groupHasEstimate[root])
        var sectionBuilder = builder
        if let trace { sectionBuilder.trace = trace[section: index] }
        built = try sectionBuilder.build(
          index, root: root, origin: origin, itemCount: count, groupByGroup: groupByGroup)
      }
      let (plan, crossFar) = built
      // Many sections, each keeping one group of a large root, could otherwise add up without bound.
      storedFrames += plan.storedFrameCount
      guard storedFrames <= Evaluator.storedFrameLimit else {
        throw EvaluationError.tooManyStoredFrames(section: index, limit: Evaluator.storedFrameLimit)
      }
      // R7.1: sections are stacked, interSectionSpacing between every two, empty sections included.
      origin += plan.extent
      if index < resolved.sections.count - 1 { origin += resolved.interSectionSpacing }
      crossExtent = max(crossExtent, crossFar)
      plans.append(plan)
    }
    // R7.3: content size = sections along the axis; across, the viewport or the widest group. Not rounded (R2.3).
    let contentSize = Size(layoutAxis, along: origin, across: crossExtent)
    try checkRange(contentSize: contentSize, plans: plans)
    // R2.3, last: every final frame is rounded to the pixel grid.
    for index in plans.indices { plans[index].roundFrames(grid: grid) }
    let evaluation = Evaluation(
      contentSize: contentSize, viewport: input.viewport, kinds: resolved.kinds, grid: grid, sections: plans,
      declarations: Evaluation.Declarations(items: resolved.itemNames, groups: resolved.groupNames),
      // SE8: a focus-width section (a layout's only section) sets the inset; every other layout keeps 0 (U7).
      isPaging: resolved.paging, contentInset: plans.lazy.compactMap(\.contentInset).first ?? 0)
    return (evaluation, resolved)
  }

  /// Refuses an evaluation whose content size or any frame would pass `maximumCoordinate` or not be finite, so that
  /// no output (JSON, table, summary, queries) can hold inf or NaN. Inputs are bounded, but IR numbers are 64-bit
  /// fractions and nest: a fraction of a fraction of the viewport, or a huge cell times 10^7 items, can leave the
  /// range. Each placement strategy names the numbers that bound its frames (`forEachCoordinate`): a closed-form
  /// section checks group 0 and the farthest offset without producing the frames in between.
  static func checkRange(contentSize: Size, plans: [SectionPlan]) throws {
    func fits(_ value: Double) -> Bool { abs(value) <= maximumCoordinate }  // false for NaN and infinities
    for value in [contentSize.width, contentSize.height] where !fits(value) {
      throw EvaluationError.coordinateOutOfRange(place: "the content", value: value)
    }
    for (index, plan) in plans.enumerated() {
      func check(_ value: Double) throws {
        guard fits(value) else { throw EvaluationError.coordinateOutOfRange(place: "section \(index)", value: value) }
      }
      try check(plan.origin)
      try check(plan.extent)
      for element in plan.boundaries + plan.decorations {
        for value in [element.frame.x, element.frame.y, element.frame.width, element.frame.height] { try check(value) }
      }
      try plan.content.forEachCoordinate(check)
    }
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
    let maximum = EvaluationInput.maximumLength
    // Written so that NaN fails every test.
    guard viewport.width > 0, viewport.width <= maximum, viewport.height > 0, viewport.height <= maximum else {
      throw EvaluationError.invalidViewport(width: viewport.width, height: viewport.height)
    }
    guard EvaluationInput.scaleRange.contains(input.scale) else { throw EvaluationError.invalidScale(input.scale) }
    guard layout.sections.count <= Int(Int32.max) else {
      throw EvaluationError.tooManySectionsToIndex(count: layout.sections.count)
    }
    guard input.itemCounts.count <= layout.sections.count else {
      throw EvaluationError.tooManySections(given: input.itemCounts.count, layoutHas: layout.sections.count)
    }
    for (section, count) in input.itemCounts.enumerated() where count < 0 || count > Int(Int32.max) {
      throw EvaluationError.invalidItemCount(section: section, count: count)
    }
    for (id, size) in input.measuredSizes
    where !(size.width >= 0 && size.width <= maximum && size.height >= 0 && size.height <= maximum) {
      throw EvaluationError.invalidMeasuredSize(id, size)
    }
    try validateItemSizes(input, sectionCount: layout.sections.count)
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
