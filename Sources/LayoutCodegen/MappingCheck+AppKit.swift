import LayoutCompiler
import LayoutIR

extension MappingCheck {
  /// The E0501 errors of `layout` for AppKit (`generate swift --framework appkit`), whose declarations are at
  /// `spans`: what UIKit's checks refuse, and beside it what the AppKit output does not express exactly.
  ///
  /// AppKit's compositional API is UIKit's under other class names (`SwiftFramework`), so everything the compositional
  /// emitter writes for items, groups, sections, supplementaries, boundary items and backgrounds maps one to one.
  /// Three things do not, and are refused where they are declared rather than approximated:
  /// - flow sections: layoutc's flow rules (F) describe `UICollectionViewFlowLayout` and its delegate, and the flow
  ///   emitter writes that class; AppKit's `NSCollectionViewFlowLayout` is another implementation whose placement
  ///   these rules were not checked against;
  /// - scroll effects (SE rules, page parallax, focus width): the handler sets a visible item's `transform`, and
  ///   AppKit's `NSCollectionLayoutVisibleItem` has `alpha`, `zIndex`, `isHidden` and `center` but no `transform`
  ///   (https://developer.apple.com/documentation/appkit/nscollectionlayoutvisibleitem);
  /// - appear/disappear effects (E2): the generated subclass overrides `UICollectionViewLayout`'s update methods and
  ///   builds `UICollectionViewLayoutAttributes`; its AppKit counterpart is not written.
  /// - `paging: true` (S7): UIKit's `configure(_:)` sets the collection view's `isPagingEnabled`; an `NSCollectionView`
  ///   scrolls in an `NSScrollView`, which has no paging of its own.
  static func appKitProblems(in layout: IRLayout, spans: LayoutSpans) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    func report(_ message: String, at span: SourceSpan?) {
      problems.append(.error(.noSwiftMapping, message, at: span ?? spans.nameSpan))
    }
    if layout.paging {
      report(
        "layout '\(layout.name)' sets 'paging: true', which generated UIKit code applies through the collection "
          + "view's isPagingEnabled; AppKit's NSScrollView has no paging, so there is no exact AppKit code for it; "
          + "remove 'paging', generate for UIKit, or ship the IR",
        at: spans.fields[.paging]?.last)
    }
    if layout.uses(.flowSections) {
      for (index, section) in layout.sections.enumerated() where section.flow != nil {
        report(
          "this section is a flow section, which layoutc generates as UIKit's UICollectionViewFlowLayout; AppKit's "
            + "NSCollectionViewFlowLayout is not modelled by the flow rules, so there is no exact AppKit code for it; "
            + "generate it for UIKit, describe it with groups, or ship the IR",
          at: spans.span(ofSection: index))
      }
      return problems
    }
    for (index, item) in layout.items.enumerated() where !item.effect.isEmpty {
      report(
        scrollEffectMessage,
        at: spans.itemDeclarations[safe: index]?.span(of: .effect, at: 0) ?? spans.span(ofItem: index))
    }
    for (index, section) in layout.sections.enumerated() where !section.effect.isEmpty {
      report(
        scrollEffectMessage,
        at: spans.sectionDeclarations[safe: index]?.span(of: .effect, at: 0) ?? spans.span(ofSection: index))
    }
    if layout.uses(.motionEffects) {
      let declarations =
        spans.itemDeclarations + spans.supplementaryDeclarations + spans.sectionDeclarations
        + spans.boundaryDeclarations.flatMap { $0 } + spans.backgroundDeclarations.flatMap { $0 }
      let declared = declarations.compactMap { declaration in
        (declaration.spans(of: .appear) + declaration.spans(of: .disappear)).min { $0.start < $1.start }
      }
      for span in declared.sorted(by: { $0.start < $1.start }) {
        report(
          "appear/disappear effects are generated as a subclass of UIKit's UICollectionViewCompositionalLayout "
            + "answering its update methods; the AppKit output has no such subclass, so the declared effect would "
            + "not be played; remove 'appear'/'disappear', generate for UIKit, or ship the IR",
          at: span)
      }
    }
    return problems
  }

  private static var scrollEffectMessage: String {
    "a scroll effect is applied by a visibleItemsInvalidationHandler that sets each visible cell's transform, and "
      + "AppKit's NSCollectionLayoutVisibleItem has no transform; remove 'effect', generate for UIKit, or ship the IR"
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
