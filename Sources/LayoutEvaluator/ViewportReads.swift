import LayoutIR

/// How a layout's frames depend on the viewport's length along its scroll axis, read once from the IR, for
/// `LayoutEngine.shouldInvalidate(forBoundsChange:)`.
///
/// The evaluator reads that length in two places only: a size that is a fraction of it (R2.1, through the container
/// of a section, a group or a boundary item) and a `when` comparison on it (resolution). Across the scroll axis the
/// viewport is read everywhere (content size, boundary items, decorations), so that length always counts.
struct ViewportReads: Sendable {
  /// One `when width …` or `when height …` comparison.
  struct Threshold: Sendable {
    var dimension: IRViewportDimension
    var comparison: IRComparison
    var value: Double
  }

  /// The dimension along the scroll axis (height for a vertical layout).
  let alongDimension: IRViewportDimension
  /// Whether some size is a fraction of the length along the scroll axis. Conservative: a cell's height as a fraction
  /// of a fixed-height group counts too, though only a chain of fractions up to the section reaches the viewport.
  private(set) var fractionAlong = false
  /// Every comparison on the length along the scroll axis, under any guard, list entry or nesting.
  private(set) var thresholdsAlong: [Threshold] = []

  /// Walks every stored value of `layout`. Reflection rather than a walk per IR type: a property or list the IR gains
  /// later is covered without anyone remembering this file, and a dependency missed here would be a frame UIKit never
  /// asks for again. The walk is iterative; the IR's depth is bounded by `IRDocument.load`.
  init(_ layout: IRLayout) {
    alongDimension = layout.scrollDirection == .vertical ? .height : .width
    var pending: [Any] = [layout]
    while let value = pending.popLast() {
      if let dimension = value as? IRDimension {
        switch (dimension, alongDimension) {
        case (.fractionalHeight, .height), (.fractionalWidth, .width): fractionAlong = true
        default: break
        }
      }
      if let condition = value as? IRCondition, case .viewport(let dimension, let comparison, let number) = condition,
        dimension == alongDimension
      {
        thresholdsAlong.append(Threshold(dimension: dimension, comparison: comparison, value: number.doubleValue))
      }
      pending.append(contentsOf: Mirror(reflecting: value).children.map(\.value))
    }
  }

  /// Whether a change of the viewport from `old` to `new` can move a frame: a different length across the scroll
  /// axis, or along it when a size is a fraction of that length or a comparison on it changes its answer.
  func mayMoveFrames(from old: Size, to new: Size) -> Bool {
    let (oldAlong, newAlong) = alongDimension == .height ? (old.height, new.height) : (old.width, new.width)
    let (oldAcross, newAcross) = alongDimension == .height ? (old.width, new.width) : (old.height, new.height)
    if oldAcross != newAcross { return true }
    if oldAlong == newAlong { return false }
    if fractionAlong { return true }
    return thresholdsAlong.contains {
      $0.comparison.compare(oldAlong, $0.value) != $0.comparison.compare(newAlong, $0.value)
    }
  }
}
