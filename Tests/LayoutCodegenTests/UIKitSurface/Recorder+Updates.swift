// What a generated layout subclass answers during a batch update: the motion round trip (`MotionRoundTripTests`)
// gives it the rest frames of every element before and after, plays the update's items through it, and prints every
// answer for the test to compare with the evaluator's.
import UIKit

extension Recorder {
  /// An element at rest: its category as the evaluator names it (`cell`, `supplementary`, `boundary`,
  /// `decoration`), its kind (empty for a cell), section, item, x, y, width and height.
  typealias RestElement = (String, String, Int, Int, Double, Double, Double, Double)

  /// Plays `updates` through `layout` in a collection view of `width` x `height` whose elements are at `before` and
  /// `after`; prints `label|in|category|kind|section|item|answer` for every element after the update and
  /// `label|out|…` for every element before it, `answer` being `super` for UIKit's own answer, `nil`, or
  /// `x,y,width,height,alpha,a,b,c,d,tx,ty`.
  static func updates(
    _ layout: UICollectionViewCompositionalLayout, label: String, width: Double, height: Double,
    before: [RestElement], after: [RestElement], updates: [UICollectionViewUpdateItem]
  ) {
    let view = UICollectionView()
    view.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    layout.recordedCollectionView = view
    func record(_ elements: [RestElement]) -> ([IndexPath: CGRect], [RecordedElement: CGRect]) {
      var cells: [IndexPath: CGRect] = [:]
      var others: [RecordedElement: CGRect] = [:]
      for (category, kind, section, item, x, y, width, height) in elements {
        let path = IndexPath(item: item, section: section)
        let frame = CGRect(x: x, y: y, width: width, height: height)
        switch category {
        case "cell": cells[path] = frame
        case "decoration": others[RecordedElement(category: .decoration, kind: kind, path: path)] = frame
        default: others[RecordedElement(category: .supplementary, kind: kind, path: path)] = frame
        }
      }
      return (cells, others)
    }
    (layout.recordedFramesBefore, layout.recordedElementFramesBefore) = record(before)
    (layout.recordedFramesAfter, layout.recordedElementFramesAfter) = record(after)
    layout.prepare(forCollectionViewUpdates: updates)
    for element in after {
      let path = IndexPath(item: element.3, section: element.2)
      let answer: UICollectionViewLayoutAttributes?
      switch element.0 {
      case "cell": answer = layout.initialLayoutAttributesForAppearingItem(at: path)
      case "decoration":
        answer = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: element.1, at: path)
      default: answer = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: element.1, at: path)
      }
      Swift.print("\(label)|in|\(element.0)|\(element.1)|\(element.2)|\(element.3)|\(describe(answer))")
    }
    for element in before {
      let path = IndexPath(item: element.3, section: element.2)
      let answer: UICollectionViewLayoutAttributes?
      switch element.0 {
      case "cell": answer = layout.finalLayoutAttributesForDisappearingItem(at: path)
      case "decoration":
        answer = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: element.1, at: path)
      default: answer = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: element.1, at: path)
      }
      Swift.print("\(label)|out|\(element.0)|\(element.1)|\(element.2)|\(element.3)|\(describe(answer))")
    }
    layout.finalizeCollectionViewUpdates()
  }

  private static func describe(_ attributes: UICollectionViewLayoutAttributes?) -> String {
    guard let attributes else { return "nil" }
    if attributes.recordedFromSuper { return "super" }
    let frame = attributes.frame
    let t = attributes.transform
    return [
      frame.origin.x, frame.origin.y, frame.width, frame.height, attributes.alpha, t.a, t.b, t.c, t.d, t.tx, t.ty,
    ]
    .map { "\($0)" }.joined(separator: ",")
  }
}
