import LayoutMath
import LayoutSemantics
import LayoutSource

/// A finding with the cases where it holds: `diagnostic` is what `Linter.lint` returns.
public struct LintFinding: Sendable {
  /// The diagnostic (code = rule id, severity = the rule's default).
  public var diagnostic: Diagnostic
  /// The layout it was found in.
  public var layout: String
  /// Where it holds: for each case, the values the parameters it restricts may take (the others may take any) and a
  /// convex set of viewports.
  var occurrences: [(params: [String: Set<String>], region: ViewportRegion)]
  /// The layout's parameters and their defaults.
  var defaults: [String: String] = [:]

  /// Whether the finding holds for these parameter values at this viewport. A parameter missing from `params` takes
  /// its default value.
  public func holds(params: [String: String], width: Double, height: Double) -> Bool {
    guard let w = Rational(exactly: width), let h = Rational(exactly: height) else { return false }
    return occurrences.contains { occurrence in
      occurrence.params.allSatisfy { name, values in
        (params[name] ?? defaults[name]).map(values.contains) ?? false
      } && occurrence.region.contains(width: w, height: h)
    }
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
  /// The variants it holds in.
  var place: Variant.Place
  var region: ViewportRegion
  /// The place of its layout in the file (`Linter.findings` numbers them; rules over the whole file come last).
  var stage: Int
  /// The order in which occurrences reached the collector.
  var sequence = 0
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
    var numbered = occurrence
    numbered.sequence = sequence
    sequence += 1
    groups[key, default: []].append(numbered)
  }

  private var sequence = 0

  /// The merged findings in file order. A finding's message is its first occurrence's, in the order of variants
  /// (parameter defaults first, then other values in declaration order; then from the narrowest and lowest
  /// viewports), whatever order the analysis found them in; findings at the same place come in that order too.
  func finish() -> [LintFinding] {
    var findings: [(finding: LintFinding, first: Order)] = []
    for key in order {
      guard let occurrences = groups[key], var first = occurrences.first else { continue }
      let ranks = Self.ranks(first.layout.params)
      var firstOrder = Self.order(first, ranks)
      for occurrence in occurrences.dropFirst() {
        let order = Self.order(occurrence, ranks)
        if order < firstOrder { (first, firstOrder) = (occurrence, order) }
      }
      let place = Self.describe(occurrences, layout: first.layout)
      let message = place.isEmpty ? first.message : "\(first.message) \(place)"
      let diagnostic = Diagnostic(
        first.rule.defaultSeverity, first.rule.code, message, at: first.span, notes: first.notes,
        fixIts: first.fixIts)
      let params = first.layout.params
      var defaults: [String: String] = [:]
      for param in params where defaults[param.name] == nil { defaults[param.name] = param.defaultValue }
      let finding = LintFinding(
        diagnostic: diagnostic, layout: first.layout.name,
        occurrences: occurrences.map { occurrence in
          var restricted: [String: Set<String>] = [:]
          for restriction in occurrence.place.restrictions {
            let values = params[restriction.param].values
            restricted[params[restriction.param].name] = Set(restriction.values.values.map { values[$0] })
          }
          return (restricted, occurrence.region)
        },
        defaults: defaults)
      findings.append((finding, firstOrder))
    }
    findings.sort { a, b in
      let (x, y) = (a.finding.diagnostic.span.start, b.finding.diagnostic.span.start)
      return x != y ? x < y : a.first < b.first
    }
    return findings.map(\.finding)
  }

  /// For each parameter, the rank of each value in the order of variants: the default first, then the others in
  /// declaration order.
  static func ranks(_ params: [Param]) -> [[Int]] {
    params.map { param in
      var rank = 1
      return param.values.map { value in
        if value == param.defaultValue { return 0 }
        defer { rank += 1 }
        return rank
      }
    }
  }

  /// Where an occurrence comes in the order of variants: by layout; then by the first parameter combination it
  /// stands for; then by where its variant's rectangle starts; then in the order the analysis found it.
  struct Order: Comparable {
    var stage: Int
    var combination: [Int]
    var width: Int
    var height: Int
    var sequence: Int

    static func < (a: Order, b: Order) -> Bool {
      if a.stage != b.stage { return a.stage < b.stage }
      if a.combination != b.combination { return a.combination.lexicographicallyPrecedes(b.combination) }
      if a.width != b.width { return a.width < b.width }
      if a.height != b.height { return a.height < b.height }
      return a.sequence < b.sequence
    }
  }

  static func order(_ occurrence: Occurrence, _ ranks: [[Int]]) -> Order {
    var combination = [Int](repeating: 0, count: ranks.count)
    for restriction in occurrence.place.restrictions where restriction.param < ranks.count {
      combination[restriction.param] = restriction.values.values.map { ranks[restriction.param][$0] }.min() ?? 0
    }
    return Order(
      stage: occurrence.stage, combination: combination, width: occurrence.place.widths,
      height: occurrence.place.heights, sequence: occurrence.sequence)
  }

  /// "at widths up to 399.75", "in variant mode == grid", or "" when it holds everywhere.
  static func describe(_ occurrences: [Occurrence], layout: LayoutModel) -> String {
    let range = AnalysedRange(layout)
    var phrases: [String] = []
    let regionText = regionPhrase(occurrences.map(\.region), range: range)
    let everywhere = occurrences.contains { $0.place.isEveryVariant }
    if !everywhere, let variants = variantPhrase(occurrences.map(\.place.restrictions), params: layout.params) {
      phrases.append("in variant " + variants)
    }
    if !regionText.isEmpty { phrases.append(regionText) }
    return phrases.isEmpty ? "" : "(" + phrases.joined(separator: ", ") + ")"
  }

  /// The most combinations of the parameters a finding depends on that are enumerated to name them, and the most
  /// that a message lists (the rest are counted: "or 12 more").
  static let enumeratedCombinations = 4096
  static let listedCombinations = 8

  /// Names the parameter values where a finding holds, or nil when it holds for all of them: `mode == grid`,
  /// `mode == grid and theme == dark`, or the combinations joined with `or` when they are not a product. Only the
  /// parameters some occurrence restricts are named: the finding holds for every value of the others.
  static func variantPhrase(_ cases: [[Variant.Restriction]], params: [Param]) -> String? {
    var distinct: [[Variant.Restriction]] = []
    var seen = Set<[Variant.Restriction]>()
    for restrictions in cases where seen.insert(restrictions).inserted { distinct.append(restrictions) }
    if distinct.contains(where: \.isEmpty) { return nil }
    var named = Set<Int>()
    for restrictions in distinct { for r in restrictions { named.insert(r.param) } }
    let dimensions = named.sorted()
    func values(_ p: Int, in restrictions: [Variant.Restriction]) -> [Int] {
      restrictions.first { $0.param == p }?.values.values ?? Array(params[p].values.indices)
    }
    // Only one case: a product of its value sets.
    if distinct.count == 1 {
      return productPhrase(dimensions.map { ($0, values($0, in: distinct[0])) }, params: params)
    }
    var total = 1
    for p in dimensions {
      total = total.multipliedReportingOverflow(by: params[p].values.count).partialValue
      if total > enumeratedCombinations || total <= 0 { break }
    }
    guard total > 0 && total <= enumeratedCombinations else {
      // Too many combinations to enumerate: name each case as its own product.
      return Self.list(
        distinct.map { productPhrase($0.map { ($0.param, $0.values.values) }, params: params) ?? "" }, "cases")
    }
    // Every combination of the named parameters, in the order of variants, marked where the finding holds.
    let ranks = ranks(params)
    var strides: [Int] = []
    var stride = 1
    for p in dimensions.reversed() {
      strides.insert(stride, at: 0)
      stride *= params[p].values.count
    }
    func index(of combination: [Int]) -> Int {
      zip(combination, zip(dimensions, strides)).reduce(0) { $0 + ranks[$1.1.0][$1.0] * $1.1.1 }
    }
    var present = [Bool](repeating: false, count: total)
    for restrictions in distinct {
      var combinations: [[Int]] = [[]]
      for p in dimensions {
        let options = values(p, in: restrictions)
        combinations = combinations.flatMap { partial in options.map { partial + [$0] } }
      }
      for combination in combinations { present[index(of: combination)] = true }
    }
    let count = present.filter { $0 }.count
    if count == total { return nil }
    var perParam: [(Int, [Int])] = []
    var product = 1
    for (k, p) in dimensions.enumerated() {
      var seenValues = Set<Int>()
      for i in 0..<total where present[i] {
        seenValues.insert(Self.value(at: i, dimension: k, dimensions, strides, ranks))
      }
      perParam.append((p, seenValues.sorted()))
      product *= seenValues.count
    }
    if product == count { return productPhrase(perParam, params: params) }
    var listed: [String] = []
    for i in 0..<total where present[i] {
      listed.append(
        dimensions.indices.map { k in
          let p = dimensions[k]
          return "\(params[p].name) == \(params[p].values[Self.value(at: i, dimension: k, dimensions, strides, ranks)])"
        }.joined(separator: " and "))
    }
    return Self.list(listed, "combinations")
  }

  /// `a or b or c`, or past `listedCombinations` items or `listedCharacters`, the first of them and
  /// `or 12 more combinations`.
  static func list(_ items: [String], _ noun: String) -> String {
    let all = items.joined(separator: " or ")
    guard items.count > listedCombinations || all.utf8.count > listedCharacters else { return all }
    // The first items, within both limits (always one), then how many more.
    var shown = items[0]
    var count = 1
    while count < min(items.count, listedCombinations - 1),
      shown.utf8.count + items[count].utf8.count + 4 <= listedCharacters
    {
      shown += " or " + items[count]
      count += 1
    }
    return count == items.count ? shown : "\(shown) or \(items.count - count) more \(noun)"
  }

  /// How long a list of combinations may grow before the rest are counted.
  static let listedCharacters = 400

  /// The value (index into the parameter's values) of dimension `k` in combination number `i`.
  private static func value(
    at i: Int, dimension k: Int, _ dimensions: [Int], _ strides: [Int], _ ranks: [[Int]]
  ) -> Int {
    let rank = (i / strides[k]) % ranks[dimensions[k]].count
    return ranks[dimensions[k]].firstIndex(of: rank) ?? 0
  }

  /// `mode == a or mode == b and theme == dark`: each parameter that does not take all its values, its values in
  /// declaration order; nil when every parameter takes all.
  static func productPhrase(_ sets: [(Int, [Int])], params: [Param]) -> String? {
    let parts = sets.compactMap { p, values -> String? in
      guard Set(values).count < params[p].values.count else { return nil }
      return values.sorted().map { "\(params[p].name) == \(params[p].values[$0])" }.joined(separator: " or ")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " and ")
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
    // The same polygon found in several variants counts once (overlaps of different polygons still add up).
    var seen = Set<[Rational]>()
    var covered = 0.0
    for region in regions where seen.insert(region.corners).inserted { covered += region.area }
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
