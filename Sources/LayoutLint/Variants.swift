import LayoutIR
import LayoutMath
import LayoutSemantics
import LayoutSource

/// A set of cases the analysis proves a layout for at once: for each parameter a set of values (a parameter no guard
/// on the way has read takes any value), and a rectangle of viewports (a range of width cells by a range of height
/// cells, `AxisCells`). The analysis splits a variant only where a guard it reads is not decided in all of it, so
/// parameters and thresholds that nothing reads never multiply the work (`VariantRefiner`).
struct Variant {
  /// The width cells and height cells of the rectangle.
  var widths: ClosedRange<Int>
  var heights: ClosedRange<Int>
  /// Whether this stands for every variant at once (rules about the text of a declaration, not its geometry).
  var isEveryVariant = false
  /// The rest, shared between copies until one changes it: the walk copies variants far more often than it changes
  /// them.
  private var box: Box

  private final class Box {
    var restrictions: [Restriction]
    var region: ViewportRegion
    var decided: [Int: Bool]
    var winners: [Int: Int]

    init(restrictions: [Restriction], region: ViewportRegion, decided: [Int: Bool], winners: [Int: Int]) {
      (self.restrictions, self.region, self.decided, self.winners) = (restrictions, region, decided, winners)
    }

    func copy() -> Box { Box(restrictions: restrictions, region: region, decided: decided, winners: winners) }
  }

  init(widths: ClosedRange<Int>, heights: ClosedRange<Int>, region: ViewportRegion, isEveryVariant: Bool = false) {
    self.widths = widths
    self.heights = heights
    self.isEveryVariant = isEveryVariant
    box = Box(restrictions: [], region: region, decided: [:], winners: [:])
  }

  private mutating func unique() -> Box {
    if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    return box
  }

  /// Parameters restricted to some of their values, in increasing parameter order.
  var restrictions: [Restriction] {
    get { box.restrictions }
    set { unique().restrictions = newValue }
  }
  /// The viewports of the rectangle (closed; set for the variants a refinement returns).
  var region: ViewportRegion {
    get { box.region }
    set { unique().region = newValue }
  }
  /// Large guards decided in the whole variant, by guard number (`VariantSpace.guards`; small ones are evaluated
  /// again when read, `VariantRefiner.remembered`).
  var decided: [Int: Bool] {
    get { box.decided }
    set { unique().decided = newValue }
  }
  /// The entry that wins each long decided list of assignments (`GuardList.key`, `VariantRefiner.rememberedWinners`):
  /// the index of its guarded entry, or -1 when none of its guarded entries holds (the last unconditional one, if
  /// any, applies).
  var winners: [Int: Int] {
    get { box.winners }
    set { unique().winners = newValue }
  }

  /// Numbers the variants the analysis walks (equal numbers: the same variant), `Analyzer.refine`.
  var id = 0

  /// What a finding keeps of the variant it was found in.
  struct Place: Sendable {
    var restrictions: [Restriction]
    /// The first width and height cells (for the order of findings).
    var widths: Int
    var heights: Int
    var isEveryVariant: Bool
  }

  var place: Place {
    Place(
      restrictions: restrictions, widths: widths.lowerBound, heights: heights.lowerBound,
      isEveryVariant: isEveryVariant)
  }

  /// A parameter and the values it may take.
  struct Restriction: Hashable, Sendable {
    var param: Int
    var values: ValueSet
  }

  /// The values `param` may take, or nil when it may take any.
  func values(of param: Int) -> ValueSet? {
    restrictions.first { $0.param == param }?.values
  }

  /// The same variant with `param` restricted to `values`.
  func restricting(_ param: Int, to values: ValueSet) -> Variant {
    var copy = self
    if let i = copy.restrictions.firstIndex(where: { $0.param == param }) {
      copy.restrictions[i].values = values
    } else {
      copy.restrictions.append(Restriction(param: param, values: values))
      copy.restrictions.sort { $0.param < $1.param }
    }
    return copy
  }
}

/// The viewport range a layout is proven for: its `viewport:` property, or 320...1366 x 320...1366 (phones and tablets
/// in both orientations), documented in `Documentation/Rules.md` and the rule pages.
struct AnalysedRange: Sendable {
  var minWidth: Rational
  var maxWidth: Rational
  var minHeight: Rational
  var maxHeight: Rational

  static let `default` = AnalysedRange(
    minWidth: Rational(320), maxWidth: Rational(1366), minHeight: Rational(320), maxHeight: Rational(1366))

  init(minWidth: Rational, maxWidth: Rational, minHeight: Rational, maxHeight: Rational) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
  }

  /// The range of a checked layout: the last unconditional `viewport:` (a conditional one cannot define the range it
  /// is conditioned on), else the default. For the rules that read the checked file.
  init(_ layout: LayoutModel, fallback: AnalysedRange = .default) {
    self = fallback
    if let assignment = layout.properties.last(where: { $0.property == .viewport && $0.condition == nil }),
      case .viewport(let range) = assignment.value
    {
      self.init(
        minWidth: range.minWidth, maxWidth: range.maxWidth, minHeight: range.minHeight, maxHeight: range.maxHeight)
    }
  }

  /// The range of an IR layout: its `viewport` (lowering keeps the same last unconditional one), else the default.
  init(_ layout: IRLayout) {
    self = .default
    if let range = layout.viewport {
      let d = Self.default
      self.init(
        minWidth: range.minWidth?.value ?? d.minWidth, maxWidth: range.maxWidth?.value ?? d.maxWidth,
        minHeight: range.minHeight?.value ?? d.minHeight, maxHeight: range.maxHeight?.value ?? d.maxHeight)
    }
  }

  var region: ViewportRegion {
    ViewportRegion(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight)
  }
}

/// The layout a finding is about, as findings are merged, ordered and scoped: its name, its parameters and the
/// range it is proven for. Built from the IR for the viewport analysis, from the checked file for the rules about text.
struct LintedLayout: Sendable {
  var name: String
  var params: [ScopeParameter]
  var range: AnalysedRange

  init(_ layout: IRLayout) {
    name = layout.name
    params = layout.params.map { ScopeParameter(name: $0.name, values: $0.values, defaultValue: $0.defaultValue) }
    range = AnalysedRange(layout)
  }

  /// `fallback`: the range for a layout without `viewport:` (the configured default, see `FindingCollector`).
  init(_ layout: LayoutModel, fallback: AnalysedRange = .default) {
    name = layout.name
    params = layout.params.map { ScopeParameter(name: $0.name, values: $0.values, defaultValue: $0.defaultValue) }
    range = AnalysedRange(layout, fallback: fallback)
  }
}

enum Variants {
  /// Every parameter value over the whole range: where variant-free findings (`approximate-fraction`,
  /// `unused-declaration`, `analysis-incomplete`) are said to hold.
  static func whole(_ layout: LintedLayout) -> Variant {
    Variant(widths: 0...0, heights: 0...0, region: layout.range.region, isEveryVariant: true)
  }

  /// Every guard written in the layout, with where it is written (for rules that read conditions, not variants).
  static func forEachCondition(_ layout: LayoutModel, _ body: (Condition) -> Void) {
    // Index loops read the guards in place (no copies of assignments and entries: this runs for every layout).
    for i in layout.properties.indices { if let c = layout.properties[i].condition { body(c) } }
    for i in layout.sections.indices { if let c = layout.sections[i].condition { body(c) } }
    let declarations = layout.declarations
    for d in declarations.indices {
      for i in declarations[d].properties.indices { if let c = declarations[d].properties[i].condition { body(c) } }
      for i in declarations[d].children.indices { if let c = declarations[d].children[i].condition { body(c) } }
      for i in declarations[d].boundaries.indices { if let c = declarations[d].boundaries[i].condition { body(c) } }
      for i in declarations[d].backgrounds.indices { if let c = declarations[d].backgrounds[i].condition { body(c) } }
    }
  }
}

extension Condition {
  /// Calls `body` with every comparison of a checked condition (`.param` and `.viewport` cases), left to right,
  /// without recursion.
  func forEachComparison(_ body: (Condition) -> Void) {
    var pending = [self]
    while let c = pending.popLast() {
      switch c {
      case .and(let operands), .or(let operands): pending += operands.reversed()
      case .not(let a): pending.append(a)
      case .param, .viewport: body(c)
      }
    }
  }
}
