/// A geometric axis: x (widths, leading to trailing) or y (heights, top to bottom).
///
/// Both callers of the rules think in "along / across" terms (semantics notation: a group's axis A and the cross
/// axis), so a horizontal layout, an orthogonal section and a vertical group share one code path instead of copies
/// per direction. The evaluator reads `Double` geometry along it; the linter reads the checked model's dimensions.
public enum Axis: Hashable, Sendable {
  case x, y

  /// The perpendicular axis.
  @inlinable public var other: Axis { self == .x ? .y : .x }
}
