import LayoutMath

/// A `when` condition, kept symbolic so the IR and the linter can reason about every variant.
public indirect enum Condition: Sendable, Hashable, CustomStringConvertible {
  /// `param == value` (`equals` true) or `param != value`.
  case param(String, equals: Bool, String)
  /// `width OP points` or `height OP points`, in viewport points.
  case viewport(ViewportAxis, Comparison, Rational)
  case and(Condition, Condition)
  case or(Condition, Condition)
  case not(Condition)

  public var description: String {
    switch self {
    case .param(let name, let equals, let value): "\(name) \(equals ? "==" : "!=") \(value)"
    case .viewport(let axis, let op, let value): "\(axis.rawValue) \(op.rawValue) \(value)"
    case .and(let a, let b): "(\(a) and \(b))"
    case .or(let a, let b): "(\(a) or \(b))"
    case .not(let a): "not \(a)"
    }
  }

  /// Evaluates the condition for parameter values and a viewport size.
  public func holds(params: [String: String], width: Rational, height: Rational) -> Bool {
    switch self {
    case .param(let name, let equals, let value): (params[name] == value) == equals
    case .viewport(let axis, let op, let value): op.compare(axis == .width ? width : height, value)
    case .and(let a, let b):
      a.holds(params: params, width: width, height: height) && b.holds(params: params, width: width, height: height)
    case .or(let a, let b):
      a.holds(params: params, width: width, height: height) || b.holds(params: params, width: width, height: height)
    case .not(let a): !a.holds(params: params, width: width, height: height)
    }
  }

  /// Joins an enclosing `when` condition with a nested one.
  static func conjunction(_ outer: Condition?, _ inner: Condition?) -> Condition? {
    switch (outer, inner) {
    case (nil, let c), (let c, nil): c
    case (let a?, let b?): .and(a, b)
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
