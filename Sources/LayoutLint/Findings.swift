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
    let everywhere = occurrences.contains { $0.variant.isEveryVariant }
    if !everywhere && present.count < combinations.count {
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

  /// The viewports where it holds. A union of full-height bands (conditions on the width alone, the common case) is
  /// described by its width intervals ("at widths up to 400 and of 1000 and above"), full-width bands by their height
  /// intervals; anything else by its bounding rectangle, marked "in part" when the regions do not fill it.
  static func regionPhrase(_ regions: [ViewportRegion], range: AnalysedRange) -> String {
    let boxes = regions.map(\.bounds)
    let rectangles = regions.allSatisfy(\.isRectangle)
    if rectangles && boxes.allSatisfy({ $0.minH == range.minHeight && $0.maxH == range.maxHeight }) {
      return intervals(boxes.map { ($0.minW, $0.maxW) }, "width", range.minWidth, range.maxWidth)
    }
    if rectangles && boxes.allSatisfy({ $0.minW == range.minWidth && $0.maxW == range.maxWidth }) {
      return intervals(boxes.map { ($0.minH, $0.maxH) }, "height", range.minHeight, range.maxHeight)
    }
    var minW = range.maxWidth
    var maxW = range.minWidth
    var minH = range.maxHeight
    var maxH = range.minHeight
    for b in boxes {
      minW = min(minW, b.minW)
      maxW = max(maxW, b.maxW)
      minH = min(minH, b.minH)
      maxH = max(maxH, b.maxH)
    }
    let parts = [
      intervals([(minW, maxW)], "width", range.minWidth, range.maxWidth),
      intervals([(minH, maxH)], "height", range.minHeight, range.maxHeight),
    ].filter { !$0.isEmpty }
    let box = (maxW - minW).doubleValue * (maxH - minH).doubleValue
    let covered = regions.reduce(0) { $0 + $1.area }
    let partial = box > 0 && covered < box * (1 - 1e-9)
    let phrase = parts.joined(separator: " and ")
    if partial { return phrase.isEmpty ? "at some viewports" : "in part of the viewports \(phrase)" }
    return phrase
  }

  /// "at widths up to 400 and of 1000 and above", or "" when the intervals cover the whole range.
  static func intervals(
    _ list: [(Rational, Rational)], _ name: String, _ rangeLow: Rational, _ rangeHigh: Rational
  ) -> String {
    var merged: [(Rational, Rational)] = []
    for (low, high) in list.sorted(by: { $0.0 < $1.0 }) {
      if let last = merged.last, low <= last.1 {
        merged[merged.count - 1].1 = max(last.1, high)
      } else {
        merged.append((low, high))
      }
    }
    if merged.count == 1 && merged[0].0 <= rangeLow && merged[0].1 >= rangeHigh { return "" }
    if merged.count == 1 && merged[0].0 == merged[0].1 { return "at \(name) \(merged[0].0.points)" }
    let parts = merged.map { low, high -> String in
      if low == high { return "of \(low.points)" }
      if low <= rangeLow { return "up to \(high.points)" }
      if high >= rangeHigh { return "of \(low.points) and above" }
      return "from \(low.points) to \(high.points)"
    }
    return "at \(name)s " + parts.joined(separator: " and ")
  }

}
