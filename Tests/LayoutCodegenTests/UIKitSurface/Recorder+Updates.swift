// What a generated layout subclass answers during a batch update: the motion round trip (`MotionRoundTripTests`)
// gives it the cells' rest frames before and after, plays the update's items through it, and prints every answer
// for the test to compare with the evaluator's.
import UIKit

extension Recorder {
  /// Plays `updates` through `layout` in a collection view of `width` x `height` whose cells are at `before` and
  /// `after` (section, item, x, y, width, height); prints `label|in|section|item|answer` for every cell after the
  /// update and `label|out|…` for every cell before it, `answer` being `super` for UIKit's own answer, `nil`, or
  /// `x,y,width,height,alpha,a,b,c,d,tx,ty`.
  static func updates(
    _ layout: UICollectionViewCompositionalLayout, label: String, width: Double, height: Double,
    before: [(Int, Int, Double, Double, Double, Double)], after: [(Int, Int, Double, Double, Double, Double)],
    updates: [UICollectionViewUpdateItem]
  ) {
    let view = UICollectionView()
    view.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    layout.recordedCollectionView = view
    func frames(_ cells: [(Int, Int, Double, Double, Double, Double)]) -> [IndexPath: CGRect] {
      var result: [IndexPath: CGRect] = [:]
      for (section, item, x, y, width, height) in cells {
        result[IndexPath(item: item, section: section)] = CGRect(x: x, y: y, width: width, height: height)
      }
      return result
    }
    layout.recordedFramesBefore = frames(before)
    layout.recordedFramesAfter = frames(after)
    layout.prepare(forCollectionViewUpdates: updates)
    for cell in after {
      let path = IndexPath(item: cell.1, section: cell.0)
      let answer = layout.initialLayoutAttributesForAppearingItem(at: path)
      Swift.print("\(label)|in|\(cell.0)|\(cell.1)|\(describe(answer))")
    }
    for cell in before {
      let path = IndexPath(item: cell.1, section: cell.0)
      let answer = layout.finalLayoutAttributesForDisappearingItem(at: path)
      Swift.print("\(label)|out|\(cell.0)|\(cell.1)|\(describe(answer))")
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
