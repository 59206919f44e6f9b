import LayoutIR
import LayoutPrinting

/// Focus width (Semantics.md SE8) in generated Swift: the layout is a `UICollectionViewFlowLayout` subclass that lays
/// its one section out as the strip around a focus the app sets (an item and the progress towards the next one), with
/// each item's natural length from an aspect ratio the app gives, and reports the content inset that centres the
/// focused pair for the app to set on its collection view.
///
/// As with `PageParallaxLayout`, the subclass is nested in the generated type and written as text: nothing in it
/// depends on the IR but the axis; the effect's two numbers are arguments of its initialiser, written in `make`.
extension FlowEmitter {
  /// The one focus width of the layout, or nil. `MappingCheck.focusWidthProblem` has made sure it is the only
  /// assignment of the layout's only section, with no header, footer or decorative value beside it.
  var focusWidth: IRFocusWidth? {
    guard layout.sections.count == 1 else { return nil }
    return layout.sections[0].effect.assignments.first?.value.focusWidth
  }

  /// `FocusWidthLayout(maximumLength: 160, focusSpacing: 15)`, what `make` starts from; without `focus-spacing` the
  /// subclass takes the line spacing, as SE8 does.
  func focusWidthCall(_ effect: IRFocusWidth) -> String {
    let spacing = effect.spacing.map { ", focusSpacing: \(SwiftLiterals.number($0))" } ?? ""
    return "FocusWidthLayout(maximumLength: \(SwiftLiterals.number(effect.maxWidth))\(spacing))"
  }

  /// The nested subclass for the layout's scroll axis and access.
  var focusWidthType: Doc { Self.focusWidthTemplate.doc(access: access, direction: layout.scrollDirection) }

  private static let focusWidthTemplate = AxisTemplate { access, horizontal in
    FocusWidthTemplate.text
      .replacingOccurrences(of: "ACCESS ", with: access.keyword)
      .replacingOccurrences(of: "ALONG_LENGTH", with: horizontal ? "width" : "height")
      .replacingOccurrences(of: "ACROSS_LENGTH", with: horizontal ? "height" : "width")
      .replacingOccurrences(of: "ALONG_UPPER", with: horizontal ? "X" : "Y")
      .replacingOccurrences(of: "ALONG", with: horizontal ? "x" : "y")
      .replacingOccurrences(of: "LEADING_INSET", with: horizontal ? "left" : "top")
      .replacingOccurrences(of: "TRAILING_INSET", with: horizontal ? "right" : "bottom")
  }
}
