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
}
