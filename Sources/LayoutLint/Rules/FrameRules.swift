import LayoutMath
import LayoutSemantics
import LayoutSource

/// `empty-frame` for items and supplementaries (R4.1, R9.5) and `insets-on-estimated-axis` (R4.2).
extension Analyzer {
  /// R4.1: an item's frame is its slot less its effective insets; R4.2: insets along an estimated axis are ignored.
  mutating func analyseItem(_ index: Int, dimensions: Size, width: Extent, height: Extent, region: ViewportRegion) {
    let insets = model.insets(index)
    if firstVisit(index) { checkEstimatedInsets(index, dimensions: dimensions, insets: insets) }
    let effective = Self.effective(insets, dimensions)
    let frameWidth = Self.minus(width, effective.sum(.x))
    let frameHeight = Self.minus(height, effective.sum(.y))
    checkEmpty(
      index, what: "frame of \(model.named(index, as: "item"))", width: frameWidth, height: frameHeight,
      slotWidth: width, slotHeight: height, insets: effective, region: region)
    for supplementary in model.supplementaries(index) {
      analyseSupplementary(supplementary, width: frameWidth, height: frameHeight, region: region)
    }
  }

  /// R3.5, R9.3, R9.5: a supplementary resolves against its host's frame and is shrunk by its own insets.
  mutating func analyseSupplementary(_ index: Int, width: Extent, height: Extent, region: ViewportRegion) {
    guard let dimensions = model.size(index) else { return }
    let insets = model.insets(index)
    if firstVisit(index) { checkEstimatedInsets(index, dimensions: dimensions, insets: insets) }
    let w = resolve(dimensions.width, width: width, height: height, of: index)
    let h = resolve(dimensions.height, width: width, height: height, of: index)
    let effective = Self.effective(insets, dimensions)
    checkEmpty(
      index, what: "frame of \(model.named(index, as: "supplementary"))", width: Self.minus(w, effective.sum(.x)),
      height: Self.minus(h, effective.sum(.y)), slotWidth: w, slotHeight: h, insets: effective, region: region)
  }

  /// Reports where a frame's width or height is zero or negative.
  mutating func checkEmpty(
    _ index: Int, what: String, width: Extent, height: Extent, slotWidth: Extent, slotHeight: Extent, insets: Insets,
    region: ViewportRegion
  ) {
    for (axis, frame, slot) in [(Axis.x, width, slotWidth), (Axis.y, height, slotHeight)] {
      guard let form = frame.form, let empty = whereNotPositive(form, in: region) else { continue }
      let value = quote(form, in: empty)
      var message = "\(what) is \(value.value) \(axis == .x ? "wide" : "high") at \(value.viewport)"
      if let slotForm = slot.form, insets.sum(axis) != .zero {
        message += " (\(quote(slotForm, in: empty).value) less \(insets.sum(axis).points) of insets)"
      }
      report(LintRules.rule("empty-frame")!, at: model.insetsSpan(index), message, in: empty)
    }
  }

  /// `insets-on-estimated-axis`: non-zero insets along an estimated axis (R4.2).
  mutating func checkEstimatedInsets(_ index: Int, dimensions: Size, insets: Insets) {
    var ignored: [String] = []
    if dimensions.width.isEstimated && insets.sum(.x) != .zero { ignored.append("leading and trailing") }
    if dimensions.height.isEstimated && insets.sum(.y) != .zero { ignored.append("top and bottom") }
    guard !ignored.isEmpty, let span = model.assignment(.insets, of: index)?.valueSpan else { return }
    report(
      LintRules.rule("insets-on-estimated-axis")!, at: span,
      "\(ignored.joined(separator: " and ")) insets of \(model.name(index)) are ignored: its size is estimated along that axis",
      in: variant.region)
  }

  /// R4.2: insets along estimated axes count as zero.
  static func effective(_ insets: Insets, _ dimensions: Size) -> Insets {
    var result = insets
    if dimensions.width.isEstimated { (result.leading, result.trailing) = (.zero, .zero) }
    if dimensions.height.isEstimated { (result.top, result.bottom) = (.zero, .zero) }
    return result
  }

  static func minus(_ extent: Extent, _ value: Rational) -> Extent {
    guard case .known(let form) = extent else { return extent }
    guard let result = try? form.adding(-value) else { return .unknown }
    return .known(result)
  }

  /// R3.6, R10.2: boundary items resolve their width against the section's width (less its insets when they follow
  /// them) and their height against the viewport; a size that is not positive is an empty frame.
  mutating func analyseBoundaries(_ section: Int, vertical: Bool) {
    let insets = model.insets(section)
    for boundary in model.boundaries(section) {
      guard let dimensions = model.size(boundary) else { continue }
      var width = LinearForm.width
      var height = LinearForm.height
      if model.followsInsets(boundary) {
        if vertical {
          width = (try? width.adding(-(insets.leading + insets.trailing))) ?? width
        } else {
          height = (try? height.adding(-(insets.top + insets.bottom))) ?? height
        }
      }
      let w = resolve(dimensions.width, width: .known(width), height: .known(height), of: boundary)
      let h = resolve(dimensions.height, width: .known(width), height: .known(height), of: boundary)
      checkEmpty(
        boundary, what: "\(model.declaration(boundary).displayName)", width: w, height: h, slotWidth: w,
        slotHeight: h, insets: .zero, region: variant.region)
    }
  }
}
