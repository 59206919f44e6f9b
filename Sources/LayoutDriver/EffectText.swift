import LayoutEvaluator

/// A cell's scroll effect values as `eval` prints them at a scroll position (Documentation/Eval.md): only the
/// parameters its effect declares, never rounded (SE5).
enum EffectText {
  /// `{"scale": 0.96, "alpha": 0.9}`.
  static func json(_ effect: CellEffect) -> String {
    "{" + parts(effect).map { "\"\($0)\": \(FramePrinter.number($1))" }.joined(separator: ", ") + "}"
  }

  /// `scale 0.96 alpha 0.9`, three decimals at most, for people.
  static func table(_ effect: CellEffect) -> String {
    parts(effect).map { "\($0) \(FramePrinter.short($1))" }.joined(separator: " ")
  }

  private static func parts(_ effect: CellEffect) -> [(String, Double)] {
    [("scale", effect.scale), ("alpha", effect.alpha), ("parallax", effect.parallax)].compactMap { name, value in
      value.map { (name, $0) }
    }
  }
}
