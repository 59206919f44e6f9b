// What a section's visible-items handler does to the items it is given: the effects round trip
// (`ScrollEffectRoundTripTests`) hands the handler generated code installed synthetic cells at a scroll position and
// prints what it set, one line per cell, for the test to compare with the evaluator's effect values.
import UIKit

/// A visible item as UIKit would hand it to the handler: the cell's frame, identity transform and opacity 1, with a
/// record of which of them the handler set.
final class RecordedVisibleItem: NSCollectionLayoutVisibleItem {
  var alpha: CGFloat = 1 { didSet { alphaWasSet = true } }
  var zIndex = 0
  var isHidden = false
  var center: CGPoint
  var transform = CGAffineTransform.identity { didSet { transformWasSet = true } }
  let name = ""
  let indexPath: IndexPath
  let frame: CGRect
  var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  let representedElementCategory = UICollectionView.ElementCategory.cell
  let representedElementKind: String? = nil
  private(set) var alphaWasSet = false
  private(set) var transformWasSet = false

  init(section: Int, item: Int, frame: CGRect) {
    indexPath = IndexPath(item: item, section: section)
    self.frame = frame
    center = CGPoint(x: frame.midX, y: frame.midY)
  }
}

extension Recorder {
  /// Calls the handler of `layout`'s section `section` (made for a container of `width` x `height`) with cells at
  /// `frames` (x, y, width, height by item) and the scroll `offset`; prints `label|item|scale|alpha` for each cell,
  /// `-` for a value the handler left alone. A section without a handler prints its cells untouched.
  static func effects(
    _ layout: UICollectionViewCompositionalLayout, label: String, section index: Int, width: Double,
    height: Double, offset: CGPoint, frames: [(Int, Double, Double, Double, Double)]
  ) throws {
    let environment = RecordedEnvironment(contentSize: CGSize(width: width, height: height))
    guard let section = layout.recordedSectionProvider(index, environment) else {
      throw NotRepresentable(description: "\(label): no section \(index)")
    }
    let items = frames.map { item, x, y, width, height in
      RecordedVisibleItem(section: index, item: item, frame: CGRect(x: x, y: y, width: width, height: height))
    }
    section.visibleItemsInvalidationHandler?(items, offset, environment)
    for item in items {
      let transform = item.transform
      // A scale effect is a uniform scale about the centre: anything else is not what SE2 describes.
      let uniform =
        transform.a == transform.d && transform.b == 0 && transform.c == 0 && transform.tx == 0
        && transform.ty == 0
      let scale = item.transformWasSet ? (uniform ? "\(transform.a)" : "not-a-scale") : "-"
      let alpha = item.alphaWasSet ? "\(item.alpha)" : "-"
      Swift.print("\(label)|\(item.indexPath.item)|\(scale)|\(alpha)")
    }
  }
}
