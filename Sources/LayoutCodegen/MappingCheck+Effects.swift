import LayoutCompiler
import LayoutIR

extension MappingCheck {
  /// Declared appear and disappear effects (E4.2) need a layout subclass that answers UIKit's initial and final
  /// attributes from the update's index mapping; the generator does not write one yet, and a layout without it would
  /// animate with UIKit's plain fade instead of the declared effects, so it reports the first effect rather than
  /// generate something that moves differently from `layoutc eval`.
  static func effectProblem(in layout: IRLayout, spans: LayoutSpans) -> String? {
    guard layout.uses(.motionEffects) else { return nil }
    return "layout '\(layout.name)' declares appear/disappear effects, which generated Swift cannot reproduce yet "
      + "(UIKit would play its default fade instead); remove them to generate, or ship the IR"
  }

  /// The first `appear` or `disappear` assignment of the layout, in declaration order of the tables.
  static func firstEffectSpan(in spans: LayoutSpans) -> SourceSpan? {
    let declarations =
      spans.itemDeclarations + spans.supplementaryDeclarations + spans.sectionDeclarations
      + spans.boundaryDeclarations.flatMap { $0 } + spans.backgroundDeclarations.flatMap { $0 }
    return
      declarations
      .compactMap { spans in
        [MappedField.appear, .disappear, .itemAppear, .itemDisappear].flatMap { spans.spans(of: $0) }
          .min { $0.start < $1.start }
      }
      .min { $0.start < $1.start }
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
