import LayoutMotion

/// How a picture of a motion maps time to progress (Semantics.md M2.1, M2.2): UIKit's animation curve and duration
/// for an animation (`--driver animated`, batch updates), a straight line over the same duration for a transition
/// layout, whose progress an app drives itself.
public struct MotionTiming: Hashable, Sendable {
  /// The curve from time to progress.
  public enum Curve: String, Hashable, Sendable {
    /// UIKit's ease-in-out: the cubic Bézier through (0, 0), (0.42, 0), (0.58, 1), (1, 1) (M2.1).
    case easeInOut = "ease-in-out"
    /// Progress proportional to time (M2.2: an interactive transition at a steady pace).
    case linear
  }

  /// The curve.
  public var curve: Curve
  /// The motion's length in seconds: UIKit's 0.3 s for both (M2.1).
  public var duration: Double

  /// UIKit's animation duration for a layout change or a batch update, in seconds.
  public static let uikitDuration = 0.3
  /// The Bézier's inner control points, x1 y1 x2 y2 (CAMediaTimingFunction's ease-in-ease-out).
  public static let easeInOutControls = (x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)

  /// The timing of a motion under `driver` (a batch update is always `.animated`).
  public init(driver: MotionDriver) {
    curve = driver == .animated ? .easeInOut : .linear
    duration = Self.uikitDuration
  }

  /// The progress at `fraction` of the duration (clamped to [0, 1]).
  public func progress(atFraction fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    switch curve {
    case .linear: return t
    case .easeInOut: return Self.bezier(t)
    }
  }

  /// The progress values of the frames a display refreshing `rate` times a second shows: 0, then one per refresh,
  /// then 1 (DisplaySwitcher's k/18 for a linear 0.3 s at 60 Hz).
  public func frameProgresses(rate: Double = 60) -> [Double] {
    let steps = max(1, Int((duration * rate).rounded()))
    return (0...steps).map { progress(atFraction: Double($0) / Double(steps)) }
  }

  /// `keySplines` for SMIL's `calcMode="spline"`: the curve's control points (a line for `.linear`).
  var keySpline: String {
    switch curve {
    case .linear: return "0 0 1 1"
    case .easeInOut:
      let c = Self.easeInOutControls
      return [c.x1, c.y1, c.x2, c.y2].map(SVGText.number).joined(separator: " ")
    }
  }

  /// y of the ease-in-out Bézier at x = `t`: x(s) is increasing, so s is found by bisection to far below a
  /// millionth (48 halvings of [0, 1]), then y(s) is returned. Exact at 0, 1/2 and 1 by symmetry.
  static func bezier(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    let c = easeInOutControls
    func cubic(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<48 {
      let middle = (low + high) / 2
      if cubic(c.x1, c.x2, middle) < t { low = middle } else { high = middle }
    }
    return cubic(c.y1, c.y2, (low + high) / 2)
  }
}
