import LayoutIR
import LayoutMath
import LayoutSource

/// The frames of items, supplementaries and boundary items (R4.1, R9.5, R3.6): what `empty-frame` and
/// `insets-on-estimated-axis` check.
extension Analyzer {
  /// R4.1: an item's frame is its slot less its effective insets; R4.2: insets along an estimated axis are ignored.
  mutating func analyseItem(_ index: Int, dimensions: IRSize, width: Extent, height: Extent, region: ViewportRegion) {
    let insets = model.insets(index)
    if firstVisit(index) { checkEstimatedInsets(index, dimensions: dimensions, insets: insets) }
    let effective = Self.effective(insets, dimensions)
    checkScaleOutside(index, width: width, height: height, insets: effective, region: region)
    let frameWidth = Self.minus(width, effective.sum(.x))
    let frameHeight = Self.minus(height, effective.sum(.y))
    checkEmpty(
      index, owner: .item, width: frameWidth, height: frameHeight,
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
      index, owner: .supplementary, width: Self.minus(w, effective.sum(.x)),
      height: Self.minus(h, effective.sum(.y)), slotWidth: w, slotHeight: h, insets: effective, region: region)
  }

  /// R4.2: insets along estimated axes count as zero.
  static func effective(_ insets: IRInsets, _ dimensions: IRSize) -> IRInsets {
    var result = insets
    if dimensions.width.isEstimated { (result.leading, result.trailing) = (0, 0) }
    if dimensions.height.isEstimated { (result.top, result.bottom) = (0, 0) }
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
          width = (try? width.adding(-insets.sum(.x))) ?? width
        } else {
          height = (try? height.adding(-insets.sum(.y))) ?? height
        }
      }
      let w = resolve(dimensions.width, width: .known(width), height: .known(height), of: boundary)
      let h = resolve(dimensions.height, width: .known(width), height: .known(height), of: boundary)
      checkEmpty(
        boundary, owner: .boundary, width: w, height: h, slotWidth: w,
        slotHeight: h, insets: .zero, region: variant.region)
    }
  }
}
