import LayoutMath
import LayoutSemantics
import LayoutSource

/// A finding with the cases where it holds: `diagnostic` is what `Linter.lint` returns.
public struct LintFinding: Sendable {
  /// The diagnostic (the rule's code and default severity; `scope` says where it holds).
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
  var layout: LintedLayout
  var span: SourceSpan
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

  /// The range of layouts without `viewport:` (the configured default, else 320...1366 x 320...1366).
  var defaultRange = AnalysedRange.default

  init(source: SourceFile) { self.source = source }

  /// A checked layout as its findings describe it, with the configured default range.
  func linted(_ layout: LayoutModel) -> LintedLayout { LintedLayout(layout, fallback: defaultRange) }

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
      let ranks = first.layout.params.map(\.ranks)
      var firstOrder = Self.order(first, ranks)
      for occurrence in occurrences.dropFirst() {
        let order = Self.order(occurrence, ranks)
        if order < firstOrder { (first, firstOrder) = (occurrence, order) }
      }
      let params = first.layout.params
      let diagnostic = Diagnostic(
        first.rule.defaultSeverity, first.rule.code, first.message, at: first.span, notes: first.notes,
        fixIts: first.fixIts, scope: Self.scope(occurrences, layout: first.layout))
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

  /// Where the occurrences of one finding hold, as data for the renderers: each occurrence's parameter values (none
  /// for a finding about every variant) and viewports, in the order found.
  static func scope(_ occurrences: [Occurrence], layout: LintedLayout) -> DiagnosticScope {
    let range = layout.range
    return DiagnosticScope(
      range: ViewportRange(
        minWidth: range.minWidth, maxWidth: range.maxWidth, minHeight: range.minHeight, maxHeight: range.maxHeight),
      parameters: layout.params,
      cases: occurrences.map { occurrence in
        ScopeCase(
          restrictions: occurrence.place.isEveryVariant
            ? []
            : occurrence.place.restrictions.map { ParameterRestriction(parameter: $0.param, values: $0.values.values) },
          region: ViewportPolygon(vertices: occurrence.region.vertices.map { ViewportPoint(width: $0.w, height: $0.h) })
        )
      })
  }
}
