import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

/// Runs the analysis of one layout: walks it from its sections down (`Analyzer`), splitting variants only where a
/// guard it reads is open (`VariantRefiner`), and reports where a budget left part of it unchecked.
struct LayoutAnalysis {
  let layout: AnalysedLayout
  /// The layout's place in the file (findings are ordered by it).
  let stage: Int

  func run(into collector: inout FindingCollector) {
    var analyzer = Analyzer(space: VariantSpace(layout), stage: stage)
    analyzer.run()
    for occurrence in analyzer.occurrences { collector.add(occurrence) }
  }
}

/// A child resolved in its group's container: its size, its slot and what it needs along the group's axis.
struct Slot {
  var child: ChildSlot
  /// The child's dimensions after a count rewrite (R5.4).
  var dimensions: IRSize
  var width: Extent
  var height: Extent
  /// Slot + edge spacing along the group's axis (R5.2), when exact.
  var need: LinearForm?
  /// R5.3: a fraction of the container along the group's axis, in either dimension.
  var dependsOnAxis: Bool

  subscript(axis: Axis) -> Extent { axis == .x ? width : height }
}

/// Walks a layout from its sections down, each step in each variant its guards tell apart (`Analyzer+Variants.swift`),
/// and records what holds where: sizes as exact linear forms in (W, H) through the nesting, the fill of every group
/// (R5.2–R5.4) and the frames of items and supplementaries (R4.1, R9.5).
///
/// Pixel flooring (R2.1, R2.2) is not modelled: the analysis is exact for unrounded sizes, which is what the
/// evaluator computes at a fine display scale. At scale 3 a floored fraction is at most 1/3 pt smaller, so a fit
/// within 1/3 pt of its boundary may differ on a device; the 0.25 pt fit tolerance of R5.2 is modelled exactly.
struct Analyzer {
  let space: VariantSpace
  let stage: Int
  /// The layout as findings name and scope it.
  let linted: LintedLayout
  /// The variant being analysed, with the model as it is there (`parts`).
  var model: VariantModel
  var occurrences: [Occurrence] = []
  /// Splits variants where the guards of a step are open, within the parts and work budgets.
  var refiner: VariantRefiner
  /// Subtree analyses left, of `initialBudget`: a layout whose fills split into more cases than this is analysed no
  /// deeper past that point (no finding is made there rather than a wrong one), and says so (`analysis-incomplete`).
  var budget: Int
  let initialBudget: Int
  /// Declarations whose variant-level rules already ran, with the variant they ran in.
  var checked = Set<Visit>()
  /// The same for the whole layout's variant (number 0, the only one of a layout without guards), by node.
  var checkedInWhole: [Bool] = []
  /// The parts each variant was split into for each step (by variant number and step), and the next variant number:
  /// a step reached again in the same variant (a child laid out in several cases of a fill) reuses its parts.
  var refined: [Visit: [Variant]] = [:]
  var nextID = 1
  /// Whether a budget stopped the analysis somewhere (reported once, on the layout).
  var stopped = false
  /// The steps (declarations, -1 for the sections list) already reported as checked on a sample.
  var sampledSteps = Set<Int>()
  /// Whether some effect of the layout scales by more than 1, so the walk keeps `cellRoom` (SE7).
  let growingScales: Bool
  /// The room around the slot being analysed inside its section's frame, while `growingScales` (SE7).
  var cellRoom: CellRoom?
  /// The section being analysed, whose effect applies to items that declare none (SE1).
  var effectSection: Int?

  /// A node (or -1 for the layout) in a variant, by number.
  struct Visit: Hashable {
    var declaration: Int
    var variant: Int
  }

  /// Budgets: fixed room plus room in proportion to the layout, so a large layout of independent parts is analysed
  /// whole, and no layout takes more than time linear in its size.
  init(space: VariantSpace, stage: Int) {
    self.space = space
    self.stage = stage
    linted = LintedLayout(space.layout.ir)
    let layout = space.layout
    let entries = layout.ir.spacing.assignments.count + layout.ir.sections.count + layout.survey.entries
    var nodes = 0
    for g in space.guards { nodes += g.nodes.count }
    model = VariantModel(space: space, variant: space.whole)
    refiner = VariantRefiner(
      space: space, parts: Self.partsBudget + 4 * entries, workLimit: Self.workBudget + 64 * nodes)
    budget = Self.analysisBudget + 16 * (entries + layout.nodeCount)
    initialBudget = budget
    let grows: (IRProperty<IRScrollEffect>) -> Bool = { effect in
      effect.assignments.contains { ($0.value.scale?.value ?? .one) > .one }
    }
    growingScales = layout.ir.sections.contains { grows($0.effect) } || layout.ir.items.contains { grows($0.effect) }
  }

  var variant: Variant { model.variant }

  /// R3.2 / R8.1: the root group resolves against the viewport less the section's insets across the section's axis.
  mutating func analyseSection(_ section: Int) {
    let insets = model.insets(section)
    let orthogonal = model.scroll(section) != .none
    let vertical = model.direction == .vertical
    let sectionAxis: Axis = vertical != orthogonal ? .y : .x
    do {
      var width = LinearForm.width
      var height = LinearForm.height
      if sectionAxis == .y {
        width = try width.adding(-insets.sum(.x))
      } else {
        height = try height.adding(-insets.sum(.y))
      }
      analyseBoundaries(section, vertical: vertical)
      checkPagedFlow(section)
      guard let root = model.root(section) else { return }
      checkRootEdges(root.node, sectionAxis: sectionAxis)
      guard let dimensions = model.size(root.node) else { return }
      let w = resolve(dimensions.width, width: .known(width), height: .known(height), of: root.node)
      let h = resolve(dimensions.height, width: .known(width), height: .known(height), of: root.node)
      cellRoom = sectionRoom(section, orthogonal: orthogonal, rootWidth: w, rootHeight: h)
      effectSection = section
      defer { cellRoom = nil }
      analyse(root, dimensions: dimensions, width: w, height: h, region: variant.region)
    } catch {
      return
    }
  }

  /// R2.1 / R3.3: a dimension resolved in a container; a fraction of an estimated axis is reported (R12.4).
  mutating func resolve(_ dimension: IRDimension, width: Extent, height: Extent, of declaration: Int) -> Extent {
    switch dimension {
    case .absolute(let v): return .known(.constant(v.value))
    case .estimated: return .estimated
    case .fractionalWidth(let f): return fraction(f.value, of: width, axis: .x, declaration: declaration)
    case .fractionalHeight(let f): return fraction(f.value, of: height, axis: .y, declaration: declaration)
    }
  }

  private mutating func fraction(_ f: Rational, of container: Extent, axis: Axis, declaration: Int) -> Extent {
    switch container {
    case .known(let form):
      guard let scaled = try? form.scaled(by: f) else { return .unknown }
      return .known(scaled)
    case .estimated:
      reportFractionOfEstimate(declaration, fraction: f, axis: axis)
      return .estimated
    case .unknown: return .unknown
    }
  }

  /// Analyses a child (item or group) at its resolved slot, in each part of the variant its own guards decide.
  mutating func analyse(
    _ child: ChildSlot, dimensions: IRSize, width: Extent, height: Extent, region: ViewportRegion
  ) {
    guard spend() else { return }
    let index = child.node
    let isGroup = space.layout.kind(index) == .group
    guard let parts = parts(space.stepLists[index], declaration: index) else {
      analyseStep(index, isGroup: isGroup, dimensions: dimensions, width: width, height: height, region: region)
      return
    }
    let saved = model
    for part in parts {
      // A part smaller than the variant the fill ran in keeps the part of `region` inside it.
      let same = part.widths == saved.variant.widths && part.heights == saved.variant.heights
      guard let inside = same ? region : Self.clip(region, to: part.region) else { continue }
      model = VariantModel(space: space, variant: part)
      analyseStep(index, isGroup: isGroup, dimensions: dimensions, width: width, height: height, region: inside)
    }
    model = saved
  }

  private mutating func analyseStep(
    _ index: Int, isGroup: Bool, dimensions: IRSize, width: Extent, height: Extent, region: ViewportRegion
  ) {
    if isGroup {
      analyseGroup(index, dimensions: dimensions, width: width, height: height, region: region)
    } else {
      analyseItem(index, dimensions: dimensions, width: width, height: height, region: region)
    }
  }

  /// Quotes a form at the region's sample viewport: "455 at 390x844".
  func quote(_ form: LinearForm, in region: ViewportRegion) -> (value: String, viewport: String) {
    let s = region.sample()
    let value = (try? form.value(width: s.w, height: s.h))?.points ?? "?"
    return (value, "\(s.w.points)x\(s.h.points)")
  }

  /// The part of `region` where `form ≤ 0`.
  func whereNotPositive(_ form: LinearForm, in region: ViewportRegion) -> ViewportRegion? {
    (try? region.clipped(form.negated)) ?? nil
  }

  /// The part of `region` where `form > 0`.
  func wherePositive(_ form: LinearForm, in region: ViewportRegion) -> ViewportRegion? {
    (try? region.clipped(form, strict: true)) ?? nil
  }
}
