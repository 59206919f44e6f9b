import LayoutCompiler

/// The variants `--all-variants` draws: every combination of the values of a layout's parameters that the caller
/// does not fix, in declaration order (the first parameter varies slowest, each parameter's values in declared
/// order), so the columns of a sheet come out the same every time.
public struct ParameterCombination: Hashable, Sendable {
  /// Every parameter value of this combination, the fixed ones included.
  public var params: [String: String]
  /// The values this combination chose, in declaration order: `mode=grid, density=compact` (empty when every
  /// parameter was fixed).
  public var caption: String

  /// Creates a combination.
  public init(params: [String: String], caption: String) {
    self.params = params
    self.caption = caption
  }

  /// The combinations of `layout`'s parameters not named in `fixed`, or nil when there are more than `limit`.
  public static func all(of layout: IRLayout, fixing fixed: [String: String], limit: Int) -> [ParameterCombination]? {
    var combinations = [ParameterCombination(params: fixed, caption: "")]
    for param in layout.params where fixed[param.name] == nil {
      guard combinations.count * param.values.count <= limit else { return nil }
      combinations = combinations.flatMap { combination in
        param.values.map { value in
          var params = combination.params
          params[param.name] = value
          let choice = "\(param.name)=\(value)"
          return ParameterCombination(
            params: params, caption: combination.caption.isEmpty ? choice : combination.caption + ", " + choice)
        }
      }
    }
    return combinations
  }
}
