import LayoutEvaluator

/// M1.5 and M1.6: in-between values of a track. Centre and size are interpolated separately, each as
/// a + (b - a) * p in doubles; the transition layout then rounds the centre to the half-pixel grid and the size to the
/// pixel grid (not the origin: MU3), an animation leaves them alone. Progress 0 and 1 return the two ends as they are,
/// so that the rest evaluations come back bit for bit whatever the rounding of the arithmetic.
public struct MotionInterpolator: Sendable {
  /// How values are produced.
  public var driver: MotionDriver
  /// The display scale (the pixel grid of M1.6).
  public var scale: Double

  /// Creates an interpolator.
  public init(driver: MotionDriver, scale: Double) {
    self.driver = driver
    self.scale = scale
  }

  /// A tie within this many device pixels of .5 counts as the tie, as the rest rounding does (R2.2, M1.5): an exact
  /// evaluator and one in doubles then round 192.49999999999997 pixels the same way.
  static let tieTolerance = 1e-6

  /// `a + (b - a) * p`.
  @inline(__always) public static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

  /// The track at progress `p` (in [0, 1]).
  @inline(__always) public func state(of track: MotionTrack, at p: Double) -> MotionState {
    if p == 0 { return MotionState(frame: track.start, alpha: track.startAlpha, scale: track.startScale) }
    if p == 1 { return MotionState(frame: track.end, alpha: track.endAlpha, scale: track.endScale) }
    // M1.7: a scale interpolates the same under both drivers, and neither rounds it.
    return MotionState(
      frame: frame(from: track.start, to: track.end, at: p),
      alpha: Self.lerp(track.startAlpha, track.endAlpha, p), scale: Self.lerp(track.startScale, track.endScale, p))
  }

  /// The frame between `start` and `end` at `p` (M1.5, M1.6).
  @inline(__always) public func frame(from start: Rect, to end: Rect, at p: Double) -> Rect {
    var centreX = Self.lerp(start.x + start.width / 2, end.x + end.width / 2, p)
    var centreY = Self.lerp(start.y + start.height / 2, end.y + end.height / 2, p)
    var width = Self.lerp(start.width, end.width, p)
    var height = Self.lerp(start.height, end.height, p)
    if driver == .transition {
      centreX = Self.round(centreX, grid: 2 * scale)
      centreY = Self.round(centreY, grid: 2 * scale)
      width = Self.round(width, grid: scale)
      height = Self.round(height, grid: scale)
    }
    return Rect(x: centreX - width / 2, y: centreY - height / 2, width: width, height: height)
  }

  /// C's `round(value * grid) / grid`: the nearest step of 1/grid, a tie (within `tieTolerance` steps) going away
  /// from zero; never -0.
  @inline(__always) static func round(_ value: Double, grid: Double) -> Double {
    let steps = (abs(value) * grid + (0.5 + tieTolerance)).rounded(.down)
    return value < 0 && steps != 0 ? -steps / grid : steps / grid
  }
}
