import LayoutEvaluator
import LayoutIR

/// The size a layout's `viewport:` declares, which `eval`, `render`, `preview` and linked layouts (`--viewport-of`)
/// take when the command line gives none. Only a single size qualifies: a range says which sizes the layout is proven for,
/// not which one the collection view has.
extension IRViewportRange {
  /// The one size this range holds, when both sides are closed and equal at each end.
  var singleSize: Size? {
    guard let width = minWidth, let height = minHeight, maxWidth == width, maxHeight == height else { return nil }
    return Size(width: width.doubleValue, height: height.doubleValue)
  }

  /// The declaration as source writes it (`320...1366 x 480...1366`); an end the IR leaves open is left blank.
  var sourceText: String {
    func side(_ low: IRNumber?, _ high: IRNumber?) -> String {
      if let low, low == high { return "\(low)" }
      return "\(low.map { "\($0)" } ?? "")...\(high.map { "\($0)" } ?? "")"
    }
    return "\(side(minWidth, maxWidth)) x \(side(minHeight, maxHeight))"
  }
}

extension EvalRequest {
  /// The viewport to evaluate `layout` at when `--viewport` is absent: its declared single size. Otherwise a usage
  /// error that says what the layout declares, so the user knows why the flag is needed; `missing` names the flags
  /// that would do (`--viewport WxH`, or `render`'s `--viewport WxH or --devices`).
  static func declaredViewport(of layout: IRLayout, missing: String) throws(UsageError) -> Size {
    guard let range = layout.viewport else {
      throw UsageError("missing \(missing) (the collection view's size, such as 390x844)")
    }
    guard let size = range.singleSize else {
      var example = ""
      if let width = range.minWidth, let height = range.minHeight {
        example = ", such as \(Size(width: width.doubleValue, height: height.doubleValue))"
      }
      throw UsageError(
        "missing \(missing): layout '\(layout.name)' declares a range, 'viewport: \(range.sourceText)', not one size; "
          + "give the collection view's size\(example)")
    }
    guard EvalRequest.evaluable(size) else {
      throw UsageError(
        "missing \(missing): layout '\(layout.name)' declares 'viewport: \(range.sourceText)', outside the range "
          + "eval takes (each side above 0 and at most \(Int(EvaluationInput.maximumLength)) points)")
    }
    return size
  }

  /// The declared single size `layout` stands for when no `--viewport` is given, or nil when it declares a range,
  /// nothing, or a size outside eval's range. `eval` and `render` refuse then (``declaredViewport(of:missing:)``
  /// says why); `preview` falls back to its own first size instead.
  static func declaredSingleSize(of layout: IRLayout) -> Size? {
    guard let size = layout.viewport?.singleSize, evaluable(size) else { return nil }
    return size
  }

  /// Whether eval takes `size`: an IR document can declare any number (a .layout's checker keeps sizes positive).
  private static func evaluable(_ size: Size) -> Bool {
    let maximumLength = EvaluationInput.maximumLength
    return size.width > 0 && size.height > 0 && size.width <= maximumLength && size.height <= maximumLength
  }

  /// `--viewport`, else the layout's declared single size (``declaredViewport(of:missing:)``).
  func viewport(for layout: IRLayout) throws(UsageError) -> Size {
    if let givenViewport { return givenViewport }
    return try EvalRequest.declaredViewport(of: layout, missing: "--viewport WxH")
  }
}
