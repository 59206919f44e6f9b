/// A length the group-fill rule computes with: `Double` in the evaluator (one viewport), an exact linear form of the
/// viewport in the linter (every viewport at once).
///
/// The rule (`FillPass`, `FillRule`) only adds, subtracts and scales by a child count; how a length is compared with
/// zero is the caller's: the evaluator compares numbers, the linter splits its viewport region where a form changes
/// sign. Arithmetic may throw (the linter's exact arithmetic overflows Int64); the fill then stops with that error.
public protocol FillQuantity {
  /// The length `numerator / denominator` points, with a positive denominator (the tolerance of R5.2 is 1/4).
  init(numerator: Int, denominator: Int)
  /// Whether the length is zero wherever it is evaluated (a spacing of zero needs no second pass, R5.3).
  var isZero: Bool { get }
  func adding(_ other: Self) throws -> Self
  func subtracting(_ other: Self) throws -> Self
  /// The length `count` times over.
  func multiplied(by count: Int) throws -> Self
}

/// The evaluator's lengths. Each operation is one IEEE operation, in the order the rule states it, so a fill computes
/// the same bits however it is driven.
extension Double: FillQuantity {
  @inlinable public init(numerator: Int, denominator: Int) { self = Double(numerator) / Double(denominator) }
  @inlinable public var isZero: Bool { self == 0 }
  @inlinable public func adding(_ other: Double) -> Double { self + other }
  @inlinable public func subtracting(_ other: Double) -> Double { self - other }
  @inlinable public func multiplied(by count: Int) -> Double { self * Double(count) }
}
