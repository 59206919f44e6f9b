import LayoutMath

extension Diagnostic {
  /// The message as every text renderer prints it: the message, then where the finding holds when it does not hold
  /// everywhere ("… (in variant mode == grid, at widths up to 399.75)").
  public var displayMessage: String {
    guard let phrase = scope?.phrase, !phrase.isEmpty else { return message }
    return "\(message) \(phrase)"
  }
}

extension DiagnosticScope {
  /// "(at widths up to 399.75)", "(in variant mode == grid)", both, or "" when the finding holds everywhere. When
  /// the viewports differ between variants, each part says its own: "(in variant size == big, at every viewport;
  /// in variant size == small, at widths up to 400)". Variants are named in declaration order: parameters as the
  /// layout declares them, and each one's values as declared.
  public var phrase: String {
    // The cases of each set of restrictions, then those sets merged where their viewports read the same, so a
    // variant that holds everywhere is not folded into one that holds at some widths (whose union would read as
    // "everywhere" and print no scope at all). The sets are taken in the file's order, not the analysis's, so the
    // parts read in the order the parameters and their values are declared.
    var restrictionSets: [[ParameterRestriction]] = []
    var regionsBySet: [[ParameterRestriction]: [ViewportPolygon]] = [:]
    for scopeCase in cases {
      if regionsBySet[scopeCase.restrictions] == nil { restrictionSets.append(scopeCase.restrictions) }
      regionsBySet[scopeCase.restrictions, default: []].append(scopeCase.region)
    }
    restrictionSets = Self.inDeclarationOrder(restrictionSets, params: parameters)
    var parts: [(region: String, restrictions: [[ParameterRestriction]])] = []
    for restrictions in restrictionSets {
      let region = Self.regionPhrase(regionsBySet[restrictions] ?? [], range: range)
      // Every variant at every viewport: nothing narrows the finding.
      if restrictions.isEmpty && region.isEmpty { return "" }
      if let index = parts.firstIndex(where: { $0.region == region }) {
        parts[index].restrictions.append(restrictions)
      } else {
        parts.append((region, [restrictions]))
      }
    }
    guard parts.count > 1 else {
      var phrases: [String] = []
      if let variants = Self.variantPhrase(cases.map(\.restrictions), params: parameters) {
        phrases.append("in variant " + variants)
      }
      let regionText = Self.regionPhrase(cases.map(\.region), range: range)
      if !regionText.isEmpty { phrases.append(regionText) }
      return phrases.isEmpty ? "" : "(" + phrases.joined(separator: ", ") + ")"
    }
    let described = parts.map { part in
      let variants = Self.variantPhrase(part.restrictions, params: parameters).map { "in variant " + $0 }
      return (variants ?? "in every variant") + ", " + (part.region.isEmpty ? "at every viewport" : part.region)
    }
    return "(" + described.joined(separator: "; ") + ")"
  }

  /// The sets of restrictions ordered as the file declares them: by the values the first declared parameter may
  /// take (compared in declaration order, a parameter a set leaves free taking all of them), then the next
  /// parameter's, and so on. Sets that compare equal keep the order they came in.
  static func inDeclarationOrder(
    _ sets: [[ParameterRestriction]], params: [ScopeParameter]
  ) -> [[ParameterRestriction]] {
    let keys = sets.map { restrictions in
      params.indices.map { p in
        restrictions.first { $0.parameter == p }?.values.sorted() ?? Array(params[p].values.indices)
      }
    }
    func precedes(_ i: Int, _ j: Int) -> Bool {
      guard let (x, y) = zip(keys[i], keys[j]).first(where: { $0 != $1 }) else { return i < j }
      return x.lexicographicallyPrecedes(y)
    }
    return sets.indices.sorted(by: precedes).map { sets[$0] }
  }

  /// The most combinations of the parameters a finding depends on that are enumerated to name them, and the most
  /// that a message lists (the rest are counted: "or 12 more").
  static let enumeratedCombinations = 4096
  static let listedCombinations = 8
  /// How long a list of combinations may grow before the rest are counted.
  static let listedCharacters = 400

  /// Names the parameter values where a finding holds, or nil when it holds for all of them: `mode == grid`,
  /// `mode == grid and theme == dark`, or the combinations joined with `or` when they are not a product. Only the
  /// parameters some case restricts are named: the finding holds for every value of the others.
  static func variantPhrase(_ cases: [[ParameterRestriction]], params: [ScopeParameter]) -> String? {
    var distinct: [[ParameterRestriction]] = []
    var seen = Set<[ParameterRestriction]>()
    for restrictions in cases where seen.insert(restrictions).inserted { distinct.append(restrictions) }
    if distinct.contains(where: \.isEmpty) { return nil }
    var named = Set<Int>()
    for restrictions in distinct { for r in restrictions { named.insert(r.parameter) } }
    let dimensions = named.sorted()
    func values(_ p: Int, in restrictions: [ParameterRestriction]) -> [Int] {
      restrictions.first { $0.parameter == p }?.values ?? Array(params[p].values.indices)
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
      return list(distinct.map { productPhrase($0.map { ($0.parameter, $0.values) }, params: params) ?? "" }, "cases")
    }
    // Every combination of the named parameters, in declaration order (the first parameter's first value first),
    // marked where the finding holds.
    var strides: [Int] = []
    var stride = 1
    for p in dimensions.reversed() {
      strides.insert(stride, at: 0)
      stride *= params[p].values.count
    }
    func index(of combination: [Int]) -> Int {
      zip(combination, strides).reduce(0) { $0 + $1.0 * $1.1 }
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
        seenValues.insert(value(at: i, dimension: k, dimensions, strides, params))
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
          return "\(params[p].name) == \(params[p].values[value(at: i, dimension: k, dimensions, strides, params)])"
        }.joined(separator: " and "))
    }
    return list(listed, "combinations")
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

  /// The value (index into the parameter's values) of dimension `k` in combination number `i`.
  private static func value(
    at i: Int, dimension k: Int, _ dimensions: [Int], _ strides: [Int], _ params: [ScopeParameter]
  ) -> Int {
    (i / strides[k]) % params[dimensions[k]].values.count
  }

  /// `mode == a or mode == b and theme == dark`: each parameter that does not take all its values, its values in
  /// declaration order; nil when every parameter takes all.
  static func productPhrase(_ sets: [(Int, [Int])], params: [ScopeParameter]) -> String? {
    let parts = sets.compactMap { p, values -> String? in
      guard Set(values).count < params[p].values.count else { return nil }
      return values.sorted().map { "\(params[p].name) == \(params[p].values[$0])" }.joined(separator: " or ")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " and ")
  }

  /// The viewports where it holds. A union of full-height bands (conditions on the width alone, the common case) is
  /// described by its width intervals ("at widths up to 400 and of 1000 and above"), full-width bands by their height
  /// intervals; anything else by its bounding rectangle, marked "in part" when the regions do not fill it.
  static func regionPhrase(_ regions: [ViewportPolygon], range: ViewportRange) -> String {
    let boxes = regions.map(\.bounds)
    let rectangles = regions.allSatisfy(\.isRectangle)
    if rectangles && boxes.allSatisfy({ $0.minHeight == range.minHeight && $0.maxHeight == range.maxHeight }) {
      return intervals(boxes.map { ($0.minWidth, $0.maxWidth) }, "width", range.minWidth, range.maxWidth)
    }
    if rectangles && boxes.allSatisfy({ $0.minWidth == range.minWidth && $0.maxWidth == range.maxWidth }) {
      return intervals(boxes.map { ($0.minHeight, $0.maxHeight) }, "height", range.minHeight, range.maxHeight)
    }
    var minW = range.maxWidth
    var maxW = range.minWidth
    var minH = range.maxHeight
    var maxH = range.minHeight
    for b in boxes {
      minW = min(minW, b.minWidth)
      maxW = max(maxW, b.maxWidth)
      minH = min(minH, b.minHeight)
      maxH = max(maxH, b.maxHeight)
    }
    let parts = [
      intervals([(minW, maxW)], "width", range.minWidth, range.maxWidth),
      intervals([(minH, maxH)], "height", range.minHeight, range.maxHeight),
    ].filter { !$0.isEmpty }
    let box = (maxW - minW).doubleValue * (maxH - minH).doubleValue
    // The same polygon found in several cases counts once (overlaps of different polygons still add up).
    var seen = Set<[ViewportPoint]>()
    var covered = 0.0
    for region in regions where seen.insert(region.vertices).inserted { covered += region.area }
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

extension Rational {
  /// The value as messages print points: an integer as it is, anything else rounded to two decimals without
  /// trailing zeros (`399.75`, `33.33`, `0.5`).
  public var points: String {
    denominator == 1 ? "\(numerator)" : PrintedNumber.short(doubleValue, places: 2).text
  }
}
