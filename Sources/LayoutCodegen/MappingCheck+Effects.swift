import LayoutCompiler
import LayoutIR

extension MappingCheck {
  /// The declared appear and disappear effects (E2.1, E2.2) the generated layout subclass cannot apply, each with
  /// where it is declared.
  ///
  /// The subclass answers UIKit's initial and final attributes of cells, supplementaries and decorations; what it
  /// cannot answer as the evaluator does is refused rather than dropped (UIKit would play its fade instead). Like a
  /// scroll effect's handler, the subclass sees index paths, not which item declaration made a cell, so a section
  /// whose items declare different effects is refused.
  static func motionEffectProblems(in layout: IRLayout, spans: LayoutSpans) -> [(String, SourceSpan?)] {
    guard layout.uses(.motionEffects) else { return [] }
    var problems: [(String, SourceSpan?)] = []
    func declared(_ appear: IRProperty<IREffect>, _ disappear: IRProperty<IREffect>) -> Bool {
      !appear.isEmpty || !disappear.isEmpty
    }
    func first(_ declaration: DeclarationSpans?) -> SourceSpan? {
      declaration.flatMap { ($0.spans(of: .appear) + $0.spans(of: .disappear)).min { $0.start < $1.start } }
    }
    // Supplementaries, boundary items and backgrounds: what the subclass's element answers cannot follow.
    problems += motionElementProblems(in: layout, spans: spans)
    for (section, value) in layout.sections.enumerated() {
      let items = reachableItems(of: value, in: layout)
      let pairs = Set(items.map { MotionPair(appear: layout.items[$0].appear, disappear: layout.items[$0].disappear) })
      if pairs.count > 1, pairs.contains(where: { declared($0.appear, $0.disappear) }) {
        let item = items.first { declared(layout.items[$0].appear, layout.items[$0].disappear) }!
        problems.append(
          (
            "the items of this section declare different appear/disappear effects, but the generated layout "
              + "subclass sees index paths, not which item declaration made a cell; give its items the same "
              + "'appear' and 'disappear', or declare them on the section (used when the section itself changes)",
            first(spans.itemDeclarations[safe: item]) ?? spans.span(ofSection: section)
          ))
      }
    }
    return problems
  }

  /// An item's two effect declarations, compared as one.
  private struct MotionPair: Hashable {
    var appear: IRProperty<IREffect>
    var disappear: IRProperty<IREffect>
  }

  /// The scroll effects (SE rules) a section's visible-items handler cannot apply, each with where it is declared.
  ///
  /// The handler sets a visible item's `transform` and `alpha`, which is all of `scale` and `alpha` (SE2, SE3).
  /// `parallax` (SE4) moves the content inside the cell, which a visible item does not expose; any other parameter
  /// (an effect this generator does not know) is refused too, so that no declared value is silently dropped. A section
  /// whose cells come from item declarations with different effects is refused: the handler sees index paths, not
  /// which declaration made a cell.
  static func scrollEffectProblems(in layout: IRLayout, spans: LayoutSpans) -> [(String, SourceSpan?)] {
    var problems: [(String, SourceSpan?)] = []
    func check(_ effect: IRProperty<IRScrollEffect>, _ declaration: DeclarationSpans?, fallback: SourceSpan?) {
      for (index, assignment) in effect.assignments.enumerated() {
        guard let message = unsupported(assignment.value) else { continue }
        problems.append((message, declaration?.span(of: .effect, at: index) ?? fallback))
      }
    }
    for (index, item) in layout.items.enumerated() {
      check(item.effect, spans.itemDeclarations[safe: index], fallback: spans.span(ofItem: index))
    }
    for (index, section) in layout.sections.enumerated() {
      check(section.effect, spans.sectionDeclarations[safe: index], fallback: spans.span(ofSection: index))
      let effects = Set(reachableItems(of: section, in: layout).map { layout.items[$0].effect })
      if effects.count > 1, effects.contains(where: { !$0.isEmpty }) {
        problems.append(
          (
            "the items of this section declare different scroll effects ('effect'), but the section's "
              + "visibleItemsInvalidationHandler sees index paths, not which item declaration made a cell; give its "
              + "items the same effect, or declare it on the section",
            spans.span(ofSection: index)
          ))
      }
    }
    return problems
  }

  /// Why the handler cannot apply `effect`, or nil when it can.
  private static func unsupported(_ effect: IRScrollEffect) -> String? {
    if effect.parallax != nil {
      return "a scroll effect's 'parallax' moves the content inside a cell, which UIKit's visible items do not "
        + "expose (only the cell's transform and alpha); ship the IR and read it from the evaluator "
        + "(Evaluation.effect(of:at:)), or remove 'parallax'"
    }
    // Rebuilt from the parameters the handler applies: anything else the effect carries would be lost.
    guard effect == IRScrollEffect(scale: effect.scale, alpha: effect.alpha, radius: effect.radius) else {
      return "this scroll effect has a parameter generated Swift does not apply (only 'scale', 'alpha' and "
        + "'radius' are); ship the IR and evaluate it at run time, or remove the parameter"
    }
    return nil
  }

  /// The IR items a section's cells can come from, under any guard: the items below every root it may have.
  static func reachableItems(of section: IRSection, in layout: IRLayout) -> [Int] {
    var items: [Int] = []
    var seenGroups = Set<Int>()
    var pending = section.root.assignments.map(\.value)
    while let group = pending.popLast() {
      guard seenGroups.insert(group).inserted else { continue }
      for child in layout.groups[group].children.entries {
        switch child.value {
        case .item(let index): if !items.contains(index) { items.append(index) }
        case .group(let index): pending.append(index)
        }
      }
    }
    return items.sorted()
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
