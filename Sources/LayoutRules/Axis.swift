/// A geometric axis: x (widths, leading to trailing) or y (heights, top to bottom).
///
/// Both callers of the rules think in "along / across" terms (semantics notation: a group's axis A and the cross
/// axis), so a horizontal layout, an orthogonal section and a vertical group share one code path instead of copies
/// per direction. The evaluator reads `Double` geometry along it; the linter reads the checked model's dimensions.
///
/// `package`, not `public`: only this package's evaluator and linter use it, and an app that embeds `LayoutRuntime`
/// beside SwiftUI (which has its own `Axis`) keeps an unambiguous `Axis`.
package enum Axis: Hashable, Sendable {
  case x, y

  /// The perpendicular axis.
  @inlinable package var other: Axis { self == .x ? .y : .x }
}
