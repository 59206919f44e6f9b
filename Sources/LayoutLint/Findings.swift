import LayoutMath
import LayoutSemantics
import LayoutSource

/// A finding with the cases where it holds: `diagnostic` is what `Linter.lint` returns.
public struct LintFinding: Sendable {
  /// The diagnostic (code = rule id, severity = the rule's default).
  public var diagnostic: Diagnostic
  /// The layout it was found in.
  public var layout: String
  /// Where it holds: parameter values and a convex set of viewports each.
  var occurrences: [(params: [String: String], region: ViewportRegion)]

  /// Whether the finding holds for these parameter values (all of the layout's parameters) at this viewport.
  public func holds(params: [String: String], width: Double, height: Double) -> Bool {
    guard let w = Rational(exactly: width), let h = Rational(exactly: height) else { return false }
    return occurrences.contains { $0.params == params && $0.region.contains(width: w, height: h) }
  }
}

extension Rational {
  /// The exact value of a double with a short binary expansion (whole points and quarters, as tests sample).
  init?(exactly value: Double) {
    let scaled = value * 1024
    guard scaled.isFinite, scaled == scaled.rounded(), scaled.magnitude < 1e15 else { return nil }
    self.init(Int64(scaled), 1024)
  }
}

/// One occurrence of a finding in one variant, before deduplication.
struct Occurrence {
  var rule: LintRule
  var layout: LayoutModel
  var span: Span
  var message: String
  var notes: [DiagnosticNote] = []
  var fixIts: [FixIt] = []
  var variant: Variant
  var region: ViewportRegion
}

/// Gathers occurrences from every variant and merges them: one finding per rule per place, listing where it holds.
struct FindingCollector {
  let source: SourceFile
  private var order: [Key] = []
  private var groups: [Key: [Occurrence]] = [:]

  struct Key: Hashable {
    var rule: String
    var layout: String
    var start: Int
    var end: Int
  }

  init(source: SourceFile) { self.source = source }

  mutating func add(_ occurrence: Occurrence) {
    let key = Key(
      rule: occurrence.rule.id, layout: occurrence.layout.name, start: occurrence.span.start,
      end: occurrence.span.end)
    if groups[key] == nil { order.append(key) }
    groups[key, default: []].append(occurrence)
  }

  /// The merged findings in file order.
  func finish() -> [LintFinding] {
    var findings: [LintFinding] = []
    for key in order {
      guard let occurrences = groups[key], let first = occurrences.first else { continue }
      let place = Self.describe(occurrences, layout: first.layout)
      let message = place.isEmpty ? first.message : "\(first.message) \(place)"
      let diagnostic = Diagnostic(
        first.rule.defaultSeverity, first.rule.code, message, at: first.span, notes: first.notes,
        fixIts: first.fixIts)
      findings.append(
        LintFinding(
          diagnostic: diagnostic, layout: first.layout.name,
          occurrences: occurrences.map { ($0.variant.params, $0.region) }))
    }
    let sorted = findings.enumerated().sorted { a, b in
      let (x, y) = (a.element.diagnostic.span.start, b.element.diagnostic.span.start)
      return x != y ? x < y : a.offset < b.offset
    }
    return sorted.map(\.element)
  }

  /// "at widths up to 399.75", "in variant mode == grid", or "" when it holds everywhere.
  static func describe(_ occurrences: [Occurrence], layout: LayoutModel) -> String {
    let range = AnalysedRange(layout)
    let combinations = Variants.paramCombinations(layout.params)
    let present = Set(occurrences.map(\.variant.combination))
    var phrases: [String] = []
    let regionText = regionPhrase(occurrences.map(\.region), range: range)
    if present.count < combinations.count {
      phrases.append("in variant " + variantPhrase(present.sorted().map { combinations[$0] }, params: layout.params))
    }
    if !regionText.isEmpty { phrases.append(regionText) }
    return phrases.isEmpty ? "" : "(" + phrases.joined(separator: ", ") + ")"
  }

  /// Names the parameter values where a finding holds: `mode == grid`, `mode == grid and theme == dark`, or the
  /// combinations joined with `or` when they are not a product.
  static func variantPhrase(_ present: [[String: String]], params: [Param]) -> String {
    var perParam: [(String, Set<String>)] = []
    var product = 1
    for param in params {
      let values = Set(present.compactMap { $0[param.name] })
      perParam.append((param.name, values))
      product *= values.count
    }
    func ordered(_ param: String, _ values: Set<String>) -> [String] {
      (params.first { $0.name == param }?.values ?? []).filter(values.contains)
    }
    if product == present.count {
      let parts = perParam.compactMap { name, values -> String? in
        let all = params.first { $0.name == name }?.values.count ?? 0
        guard values.count < all else { return nil }
        return ordered(name, values).map { "\(name) == \($0)" }.joined(separator: " or ")
      }
      return parts.joined(separator: " and ")
    }
    return present.map { combination in
      params.map { "\($0.name) == \(combination[$0.name] ?? "")" }.joined(separator: " and ")
    }.joined(separator: " or ")
  }

  /// The viewports where it holds, from the bounding rectangle of the regions, relative to the analysed range.
  static func regionPhrase(_ regions: [ViewportRegion], range: AnalysedRange) -> String {
    var minW = range.maxWidth
    var maxW = range.minWidth
    var minH = range.maxHeight
    var maxH = range.minHeight
    for region in regions {
      let b = region.bounds
      minW = min(minW, b.minW)
      maxW = max(maxW, b.maxW)
      minH = min(minH, b.minH)
      maxH = max(maxH, b.maxH)
    }
    var parts: [String] = []
    func axis(_ name: String, _ low: Rational, _ high: Rational, _ rangeLow: Rational, _ rangeHigh: Rational) {
      switch (low > rangeLow, high < rangeHigh) {
      case (true, true):
        parts.append(low == high ? "at \(name) \(low.points)" : "at \(name)s from \(low.points) to \(high.points)")
      case (true, false): parts.append("at \(name)s of \(low.points) and above")
      case (false, true): parts.append("at \(name)s up to \(high.points)")
      case (false, false): break
      }
    }
    axis("width", minW, maxW, range.minWidth, range.maxWidth)
    axis("height", minH, maxH, range.minHeight, range.maxHeight)
    return parts.joined(separator: " and ")
  }
}
