import LayoutMath
import LayoutSemantics

/// One case the analysis proves a layout for: a value for every parameter and a rectangle of viewports inside which
/// no `when width/height` condition changes its outcome, so the resolved model is one and the same throughout.
struct Variant: Sendable {
  /// A value for every parameter of the layout.
  var params: [String: String]
  /// Index of `params` among all parameter combinations (for describing where a finding holds).
  var combination: Int
  /// The viewports of the case (closed; the thresholds themselves are resolved on both sides, which only ever adds
  /// a boundary line to a finding's region).
  var region: ViewportRegion
  /// A viewport inside the rectangle, at which guards are evaluated.
  var probe: (w: Rational, h: Rational)
  /// Whether this stands for every variant at once (rules about the text of a declaration, not its geometry).
  var isEveryVariant = false

  /// Whether a guard holds in this variant.
  func holds(_ condition: Condition?) -> Bool {
    guard let condition else { return true }
    return condition.holds(params: params, width: probe.w, height: probe.h)
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

  /// The range of `layout`: the last unconditional `viewport:` (a conditional one cannot define the range it is
  /// conditioned on), else the default.
  init(_ layout: LayoutModel) {
    self = .default
    if let assignment = layout.properties.last(where: { $0.property == .viewport && $0.condition == nil }),
      case .viewport(let range) = assignment.value
    {
      self.init(
        minWidth: range.minWidth, maxWidth: range.maxWidth, minHeight: range.minHeight, maxHeight: range.maxHeight)
    }
  }
}

enum Variants {
  /// Every parameter combination (the default combination first) times every viewport rectangle between the layout's
  /// `when width/height` thresholds. Adjacent rectangles in which every condition has the same outcome are merged.
  static func enumerate(_ layout: LayoutModel, range: AnalysedRange) -> [Variant] {
    var conditions: [Condition] = []
    collectConditions(layout, into: &conditions)
    if conditions.isEmpty && layout.params.isEmpty { return [whole(layout, range: range)] }
    var widths: Set<Rational> = []
    var heights: Set<Rational> = []
    for condition in conditions { thresholds(condition, widths: &widths, heights: &heights) }
    let combinations = paramCombinations(layout.params)
    let widthCuts = cuts(range.minWidth, range.maxWidth, widths)
    let heightCuts = cuts(range.minHeight, range.maxHeight, heights)
    let viewportConditions = conditions.filter(\.mentionsViewport)
    var variants: [Variant] = []
    for (index, params) in combinations.enumerated() {
      let widthCells = merged(widthCuts) { w in
        viewportConditions.flatMap { c in heightCuts.map { c.holds(params: params, width: w, height: $0.probe) } }
      }
      for wc in widthCells {
        let heightCells = merged(heightCuts) { h in
          viewportConditions.map { $0.holds(params: params, width: wc.probe, height: h) }
        }
        for hc in heightCells {
          variants.append(
            Variant(
              params: params, combination: index,
              region: ViewportRegion(minWidth: wc.low, maxWidth: wc.high, minHeight: hc.low, maxHeight: hc.high),
              probe: (wc.probe, hc.probe)))
        }
      }
    }
    return variants
  }

  /// The default parameter values over the whole range: where variant-free findings (`approximate-fraction`,
  /// `unused-declaration`) are said to hold.
  static func whole(_ layout: LayoutModel, range: AnalysedRange? = nil) -> Variant {
    let range = range ?? AnalysedRange(layout)
    var params: [String: String] = [:]
    for param in layout.params { params[param.name] = param.defaultValue }
    return Variant(
      params: params, combination: 0,
      region: ViewportRegion(
        minWidth: range.minWidth, maxWidth: range.maxWidth, minHeight: range.minHeight, maxHeight: range.maxHeight),
      probe: (range.minWidth, range.minHeight), isEveryVariant: true)
  }

  /// Every combination of parameter values, the defaults first.
  static func paramCombinations(_ params: [Param]) -> [[String: String]] {
    var result: [[String: String]] = [[:]]
    for param in params {
      let values = [param.defaultValue] + param.values.filter { $0 != param.defaultValue }
      result = result.flatMap { partial in values.map { partial.merging([param.name: $0]) { $1 } } }
    }
    return result
  }

  /// A cell of one viewport axis: the closed interval and the point where guards are evaluated.
  struct Cell {
    var low: Rational
    var high: Rational
    var probe: Rational
  }

  /// Cells between sorted thresholds: open intervals (probed at their midpoints) and the thresholds themselves.
  private static func cuts(_ low: Rational, _ high: Rational, _ thresholds: Set<Rational>) -> [Cell] {
    let inside = thresholds.filter { $0 > low && $0 < high }.sorted()
    let points = [low] + inside + [high]
    var cells: [Cell] = []
    for i in 0..<(points.count - 1) {
      let (a, b) = (points[i], points[i + 1])
      if i > 0 { cells.append(Cell(low: a, high: a, probe: a)) }
      cells.append(Cell(low: a, high: b, probe: midpoint(a, b)))
    }
    if points.count == 2 && low == high { return [Cell(low: low, high: low, probe: low)] }
    return cells
  }

  /// Joins neighbouring cells whose guard outcomes are equal; a threshold cell equal to a neighbour disappears into it.
  private static func merged(_ cells: [Cell], outcome: (Rational) -> [Bool]) -> [Cell] {
    var result: [(cell: Cell, outcome: [Bool])] = []
    for cell in cells {
      let o = outcome(cell.probe)
      if let last = result.last, last.outcome == o {
        result[result.count - 1].cell.high = cell.high
        if last.cell.low == last.cell.high { result[result.count - 1].cell.probe = cell.probe }
      } else {
        result.append((cell, o))
      }
    }
    return result.map(\.cell)
  }

  private static func midpoint(_ a: Rational, _ b: Rational) -> Rational {
    (a.adding(b)?.divided(by: Rational(2))) ?? a
  }

  private static func thresholds(_ condition: Condition, widths: inout Set<Rational>, heights: inout Set<Rational>) {
    switch condition {
    case .param: break
    case .viewport(let axis, _, let value):
      if axis == .width { widths.insert(value) } else { heights.insert(value) }
    case .and(let parts), .or(let parts):
      for part in parts { thresholds(part, widths: &widths, heights: &heights) }
    case .not(let a): thresholds(a, widths: &widths, heights: &heights)
    }
  }

  /// Every guard written in the layout.
  static func collectConditions(_ layout: LayoutModel, into conditions: inout [Condition]) {
    var seen = Set<Condition>()
    func add(_ c: Condition?) { if let c, seen.insert(c).inserted { conditions.append(c) } }
    // Index loops read the guards in place (no copies of assignments and entries: this runs for every layout).
    for i in layout.properties.indices where layout.properties[i].condition != nil {
      add(layout.properties[i].condition)
    }
    for i in layout.sections.indices where layout.sections[i].condition != nil { add(layout.sections[i].condition) }
    let declarations = layout.declarations
    for d in declarations.indices {
      for i in declarations[d].properties.indices where declarations[d].properties[i].condition != nil {
        add(declarations[d].properties[i].condition)
      }
      for i in declarations[d].children.indices where declarations[d].children[i].condition != nil {
        add(declarations[d].children[i].condition)
      }
      for i in declarations[d].boundaries.indices where declarations[d].boundaries[i].condition != nil {
        add(declarations[d].boundaries[i].condition)
      }
      for i in declarations[d].backgrounds.indices where declarations[d].backgrounds[i].condition != nil {
        add(declarations[d].backgrounds[i].condition)
      }
    }
  }
}

extension Condition {
  /// Whether the condition tests the viewport anywhere.
  var mentionsViewport: Bool {
    switch self {
    case .param: false
    case .viewport: true
    case .and(let parts), .or(let parts): parts.contains { $0.mentionsViewport }
    case .not(let a): a.mentionsViewport
    }
  }
}
