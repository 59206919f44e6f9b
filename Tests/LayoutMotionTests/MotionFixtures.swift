import Foundation
import LayoutCompiler
import LayoutMotion
import LayoutTestSupport

/// The layouts of motion.md §8, compiled afresh by each test (no statics hold compilations: LeakSanitizer).
enum MotionFixtures {
  static let switcher = """
    layout Switcher {
      param style: list | grid = list
      item row { size: 1w x 1h }
      item tile { size: 1w x 1h }
      section {
        when style == list { horizontal { size: 1w x 80; row } }
        when style == grid { horizontal { size: 1w x 1/3w; tile * 3 } }
      }
    }
    """

  static let grid = """
    layout Grid {
      item cell { size: 1/3w x 1h; insets: 2 }
      section { horizontal { size: 1w x 1/3w; cell } }
    }
    """

  static let phone = Size(width: 390, height: 844)

  /// The IR of one layout source.
  static func layout(_ text: String, path: String = "motion.layout") throws -> IRLayout {
    try Compilation(path: path, text: text).layout()
  }

  /// The IR of an example under `Examples/`.
  static func example(_ name: String) throws -> IRLayout {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Examples/\(name).layout")
    return try Compilation(path: url.path, text: String(contentsOf: url, encoding: .utf8)).layout()
  }

  /// A transition between two variants of one layout.
  static func transition(
    _ layout: IRLayout, from: [String: String], to: [String: String], items: [Int], viewport: Size = phone,
    offset: Point = Point(x: 0, y: 0), anchor: TransitionAnchor = .uikit
  ) throws -> TransitionMotion {
    let start = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: viewport, params: from, itemCounts: items))
    let end = try Evaluator.evaluate(layout, input: EvaluationInput(viewport: viewport, params: to, itemCounts: items))
    return try TransitionMotion(from: start, to: end, viewport: viewport, offset: offset, anchor: anchor)
  }

  /// Every track, in output order.
  static func tracks(_ motion: TransitionMotion) -> [MotionTrack] {
    var tracks: [MotionTrack] = []
    motion.forEachBatch(size: 7) { tracks.append(contentsOf: $0) }
    return tracks
  }

  static func cell(_ section: Int, _ item: Int) -> ElementID {
    ElementID(category: .cell, kind: nil, section: section, item: item)
  }
}

extension Rect {
  /// Each value to four decimals, as motion.md prints 1/6-point values.
  var fourDecimals: [Double] { [x, y, width, height].map { ($0 * 10_000).rounded() / 10_000 } }
}
