import LayoutRules

// The evaluator's geometry read and built along an `Axis` (LayoutRules): "along / across" instead of copies per
// direction.

extension Size {
  /// The component along an axis.
  subscript(axis: Axis) -> Double {
    get { axis == .x ? width : height }
    set {
      if axis == .x { width = newValue } else { height = newValue }
    }
  }

  /// A size from components along `axis` and across it.
  init(_ axis: Axis, along: Double, across: Double) {
    self = axis == .x ? Size(width: along, height: across) : Size(width: across, height: along)
  }
}

extension Point {
  /// The component along an axis.
  subscript(axis: Axis) -> Double {
    get { axis == .x ? x : y }
    set {
      if axis == .x { x = newValue } else { y = newValue }
    }
  }
}

extension Rect {
  /// The origin coordinate along an axis.
  func origin(_ axis: Axis) -> Double { axis == .x ? x : y }
  /// The length along an axis.
  func length(_ axis: Axis) -> Double { axis == .x ? width : height }
  /// The far edge along an axis.
  func end(_ axis: Axis) -> Double { axis == .x ? x + width : y + height }

  /// Moves the rectangle along an axis.
  func offset(_ axis: Axis, by delta: Double) -> Rect {
    var copy = self
    if axis == .x { copy.x += delta } else { copy.y += delta }
    return copy
  }

  /// Moves the rectangle by a point.
  func offset(by delta: Point) -> Rect { Rect(x: x + delta.x, y: y + delta.y, width: width, height: height) }

  /// A rectangle from components along `axis` and across it.
  init(_ axis: Axis, along: Double, across: Double, length: Double, thickness: Double) {
    self =
      axis == .x
      ? Rect(x: along, y: across, width: length, height: thickness)
      : Rect(x: across, y: along, width: thickness, height: length)
  }
}

/// Directional insets in points.
struct ResolvedInsets: Sendable {
  var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0

  static let zero = ResolvedInsets()

  /// The inset at the start of an axis (leading for x, top for y).
  func start(_ axis: Axis) -> Double { axis == .x ? leading : top }
  /// The inset at the end of an axis.
  func end(_ axis: Axis) -> Double { axis == .x ? trailing : bottom }
  /// Start plus end.
  func sum(_ axis: Axis) -> Double { start(axis) + end(axis) }
}
