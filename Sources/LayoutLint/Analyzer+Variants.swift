import LayoutMath
import LayoutSource

/// How the analysis walks variants: each step (the sections list, a section, an item or group) runs in each part of
/// the current variant that decides the guards it reads (`parts`), within budgets that, when they stop part of
/// the walk, say so (`analysis-incomplete`).
extension Analyzer {
  /// The fixed part of the budgets (see `init`).
  static let analysisBudget = 100_000
  static let partsBudget = 16_384
  static let workBudget = 10_000_000

  mutating func report(
    _ rule: LintRule, at span: SourceSpan, _ message: String, in region: ViewportRegion, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    occurrences.append(
      Occurrence(
        rule: rule, layout: linted, span: span, message: message, notes: notes, fixIts: fixIts,
        place: variant.place, region: region, stage: stage))
  }

  /// Whether subtree analyses are left.
  var hasBudget: Bool { budget > 0 && !refiner.isExhausted }

  /// Takes one subtree analysis from the budget; false (reported once) when none is left.
  mutating func spend() -> Bool {
    if budget > 0 && !refiner.isExhausted {
      budget -= 1
      return true
    }
    if !stopped {
      stopped = true
      let layout = space.layout.ir
      let reason =
        budget > 0
        ? "its guards took more than \(refiner.workLimit) steps to decide"
        : "it split into more than \(initialBudget) cases of fills and variants"
      reportIncomplete(at: space.layout.spans.nameSpan, Self.stoppedMessage(layout: layout.name, reason: reason))
    }
    return false
  }

  /// The parts of the current variant in which the guards of `lists` are decided; reports on `declaration` (or the
  /// layout) when they were too many to check all.
  mutating func refine(_ lists: [GuardList], declaration: Int?) -> [Variant] {
    if lists.isEmpty { return [variant] }
    let key = Visit(declaration: declaration ?? -1, variant: variant.id)
    if let known = refined[key] { return known }
    // Room for a step per node at once: grown from empty, the table rehashed every key at each doubling, which
    // showed in `layoutc check`'s profile (most layouts with guards have a few steps, each refined once).
    if refined.isEmpty { refined.reserveCapacity(space.layout.nodeCount) }
    var (parts, sampled) = refiner.refine(variant, lists)
    for i in parts.indices {
      parts[i].id = nextID
      nextID += 1
    }
    refined[key] = parts
    if sampled, sampledSteps.insert(declaration ?? -1).inserted {
      let reads = space.reads(lists)
      let what =
        declaration.map { "the variants of \(model.displayName($0))" }
        ?? "the variants of layout '\(space.layout.ir.name)'"
      var readsText: [String] = []
      if reads.params > 0 { readsText.append(Self.count(reads.params, "parameter")) }
      if reads.widths > 0 { readsText.append(Self.count(reads.widths, "width threshold")) }
      if reads.heights > 0 { readsText.append(Self.count(reads.heights, "height threshold")) }
      let span = declaration.map { space.layout.head($0) } ?? space.layout.spans.nameSpan
      reportIncomplete(at: span, Self.sampledMessage(what: what, read: readsText))
    }
    return parts
  }

  static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

  /// Runs `body` in each part of the current variant that the guards of `lists` decide, with the model of that part.
  /// (The loops are written out where they are used, `run` and `analyse`: a closure taking the analyzer `inout`
  /// costs a copy of it per call.)
  mutating func parts(_ lists: [GuardList], declaration: Int?) -> [Variant]? {
    lists.isEmpty ? nil : refine(lists, declaration: declaration)
  }

  mutating func run() {
    // Sections are never guarded (the checker keeps them out of `when`): every variant has them all.
    for section in model.sections {
      guard spend() else { return }
      guard let sectionParts = parts(space.stepLists[section], declaration: section) else {
        analyseSection(section)
        continue
      }
      let saved = model
      for part in sectionParts {
        model = VariantModel(space: space, variant: part)
        analyseSection(section)
      }
      model = saved
    }
  }

  /// Marks a declaration's variant-level rules as run; false when they already ran in this variant.
  mutating func firstVisit(_ declaration: Int) -> Bool {
    guard variant.id == 0 else {
      // Sized once, as `refined` is (`refine`): growing from empty rehashed at every doubling.
      if checked.isEmpty { checked.reserveCapacity(2 * space.layout.nodeCount) }
      return checked.insert(Visit(declaration: declaration, variant: variant.id)).inserted
    }
    // Most layouts have no guard and are walked in their whole variant only: a flag per node, not a hashed visit.
    if checkedInWhole.isEmpty { checkedInWhole = [Bool](repeating: false, count: space.layout.nodeCount) }
    if checkedInWhole[declaration] { return false }
    checkedInWhole[declaration] = true
    return true
  }

  /// The part of `region` inside a variant's rectangle, or nil when they do not meet.
  static func clip(_ region: ViewportRegion, to rectangle: ViewportRegion) -> ViewportRegion? {
    let r = rectangle.bounds
    let b = region.bounds
    if b.minW >= r.minW && b.maxW <= r.maxW && b.minH >= r.minH && b.maxH <= r.maxH { return region }
    if region.isPlainRectangle {
      // Two rectangles meet in a rectangle.
      let (minW, maxW, minH, maxH) = (
        max(b.minW, r.minW), min(b.maxW, r.maxW), max(b.minH, r.minH), min(b.maxH, r.maxH)
      )
      guard minW <= maxW && minH <= maxH else { return nil }
      return ViewportRegion(minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: maxH)
    }
    var result: ViewportRegion? = region
    for form in [
      LinearForm(w: .one, h: .zero, c: -r.minW), LinearForm(w: -.one, h: .zero, c: r.maxW),
      LinearForm(w: .zero, h: .one, c: -r.minH), LinearForm(w: .zero, h: -.one, c: r.maxH),
    ] {
      guard let current = result else { return nil }
      result = (try? current.clipped(form)) ?? nil
    }
    return result
  }
}
