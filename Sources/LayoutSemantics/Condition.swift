import LayoutMath

/// A `when` condition, kept symbolic so the IR and the linter can reason about every variant.
///
/// `and` and `or` hold a whole chain (`a and b and c` is one `.and` of three parts, never nested pairs), so a
/// condition is only as deep as its parentheses, `not`s and enclosing `when`s, which the parser and the checker
/// bound: walking one recursively cannot overflow the stack, however long its chains are.
public indirect enum Condition: Sendable, Hashable, CustomStringConvertible {
  /// `param == value` (`equals` true) or `param != value`.
  case param(String, equals: Bool, String)
  /// `width OP points` or `height OP points`, in viewport points.
  case viewport(ViewportAxis, Comparison, Rational)
  /// Every part holds (at least two parts).
  case and([Condition])
  /// At least one part holds (at least two parts).
  case or([Condition])
  case not(Condition)

  public var description: String {
    switch self {
    case .param(let name, let equals, let value): "\(name) \(equals ? "==" : "!=") \(value)"
    case .viewport(let axis, let op, let value): "\(axis.rawValue) \(op.rawValue) \(value)"
    case .and(let parts): "(" + parts.map(\.description).joined(separator: " and ") + ")"
    case .or(let parts): "(" + parts.map(\.description).joined(separator: " or ") + ")"
    case .not(let a): "not \(a)"
    }
  }

  /// Evaluates the condition for parameter values and a viewport size.
  public func holds(params: [String: String], width: Rational, height: Rational) -> Bool {
    switch self {
    case .param(let name, let equals, let value): (params[name] == value) == equals
    case .viewport(let axis, let op, let value): op.compare(axis == .width ? width : height, value)
    case .and(let parts): parts.allSatisfy { $0.holds(params: params, width: width, height: height) }
    case .or(let parts): parts.contains { $0.holds(params: params, width: width, height: height) }
    case .not(let a): !a.holds(params: params, width: width, height: height)
    }
  }

  /// How deeply `and`, `or` and `not` nest (1 for a comparison). The checker keeps the condition of each `when`
  /// within `Checker.maximumConditionDepth`, so the IR's conditions stay within what `IRDocument.load` accepts.
  public var depth: Int {
    switch self {
    case .param, .viewport: 1
    case .and(let parts), .or(let parts): 1 + parts.reduce(0) { max($0, $1.depth) }
    case .not(let a): 1 + a.depth
    }
  }

  /// Joins an enclosing `when` condition with a nested one. The outer condition is kept whole, not flattened
  /// into a new chain: every entry of a block shares it, and copying a long chain per entry would be quadratic.
  static func conjunction(_ outer: Condition?, _ inner: Condition?) -> Condition? {
    switch (outer, inner) {
    case (nil, let c), (let c, nil): c
    case (let a?, let b?): .and([a, b])
    }
  }
}

/// The viewport dimension a condition tests.
public enum ViewportAxis: String, Sendable, Hashable {
  case width, height
}

/// A comparison operator in a condition.
public enum Comparison: String, Sendable, Hashable, CaseIterable {
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case equal = "=="
  case notEqual = "!="

  /// Applies the operator.
  public func compare(_ lhs: Rational, _ rhs: Rational) -> Bool {
    switch self {
    case .less: lhs < rhs
    case .lessOrEqual: lhs <= rhs
    case .greater: lhs > rhs
    case .greaterOrEqual: lhs >= rhs
    case .equal: lhs == rhs
    case .notEqual: lhs != rhs
    }
  }
}
