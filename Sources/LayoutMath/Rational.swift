/// An exact rational number `numerator / denominator`, always in lowest terms with a positive denominator.
///
/// Fractions in `.layout` files stay exact from the lexer to the evaluator: `1/3w` is one third, and `0.5w` is
/// the rational 1/2, never a `Double`. Arithmetic is checked: the `…ReportingOverflow`-style methods return `nil`
/// instead of trapping, so a pathological input gives a diagnostic, not a crash. The operators trap on overflow
/// and are for code whose operands are already bounded: in this package they only add or subtract two checker-bounded
/// literals (|numerator| ≤ 10^9, denominator ≤ 10^6, `LayoutLimits`), negate one, or divide one by 100, which cannot
/// overflow; every product, every count and everything compounded through nesting uses the checked methods.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numerator, carrying the sign.
  public let numerator: Int64
  /// The denominator, always at least 1.
  public let denominator: Int64

  /// Zero.
  public static let zero = Rational(unchecked: 0, 1)
  /// One.
  public static let one = Rational(unchecked: 1, 1)

  /// Creates `numerator / denominator` in lowest terms; `nil` if the denominator is zero or reducing overflows.
  public init?(_ numerator: Int64, _ denominator: Int64) {
    guard denominator != 0 else { return nil }
    guard numerator != .min, denominator != .min else { return nil }
    let divisor = Rational.gcd(abs(numerator), abs(denominator))
    let sign: Int64 = denominator < 0 ? -1 : 1
    self.numerator = sign * numerator / divisor
    self.denominator = sign * denominator / divisor
  }

  /// Creates an integer. `Int64.min` is representable but has no negation: the checked methods return `nil` for it
  /// and the operators trap, so readers of untrusted integers (the IR) refuse it.
  public init(_ integer: Int64) {
    self.numerator = integer
    self.denominator = 1
  }

  private init(unchecked numerator: Int64, _ denominator: Int64) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// Parses an unsigned decimal such as `12`, `0.5` or `0.333` exactly (`0.333` is 333/1000).
  /// Returns `nil` for anything else or when the value does not fit.
  @inlinable
  public init?<Bytes: Collection>(decimal bytes: Bytes) where Bytes.Element == UInt8 {
    var numerator: Int64 = 0
    var denominator: Int64 = 1
    var seenPoint = false
    var digits = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard !seenPoint else { return nil }
        seenPoint = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      digits += 1
      let (times10, o1) = numerator.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
      guard !o1, !o2 else { return nil }
      numerator = sum
      if seenPoint {
        let (d, o3) = denominator.multipliedReportingOverflow(by: 10)
        guard !o3 else { return nil }
        denominator = d
      }
    }
    guard digits > 0 else { return nil }
    if denominator == 1 {
      // Whole numbers are already in lowest terms: skip the gcd.
      self.init(numerator)
      return
    }
    self.init(numerator, denominator)
  }

  /// Whether the value is a whole number.
  public var isInteger: Bool { denominator == 1 }
  /// The sign: -1, 0 or 1.
  public var signum: Int { numerator == 0 ? 0 : (numerator < 0 ? -1 : 1) }
  /// The value as a `Double`; only the evaluator and human-facing output should need this.
  public var doubleValue: Double { Double(numerator) / Double(denominator) }

  /// `1/3`, `2`, `-1/2`.
  public var description: String {
    denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
  }

  /// The sum, or `nil` on overflow.
  public func adding(_ other: Rational) -> Rational? {
    guard numerator != .min, other.numerator != .min else { return nil }
    let divisor = Rational.gcd(denominator, other.denominator)
    let (left, o1) = numerator.multipliedReportingOverflow(by: other.denominator / divisor)
    let (right, o2) = other.numerator.multipliedReportingOverflow(by: denominator / divisor)
    let (sum, o3) = left.addingReportingOverflow(right)
    let (den, o4) = denominator.multipliedReportingOverflow(by: other.denominator / divisor)
    guard !o1, !o2, !o3, !o4 else { return nil }
    return Rational(sum, den)
  }

  /// The difference, or `nil` on overflow.
  public func subtracting(_ other: Rational) -> Rational? {
    guard other.numerator != .min else { return nil }
    return adding(Rational(unchecked: -other.numerator, other.denominator))
  }

  /// The product, or `nil` on overflow.
  public func multiplied(by other: Rational) -> Rational? {
    guard numerator != .min, other.numerator != .min else { return nil }
    // Cross-reduce first so that products of already-reduced fractions overflow as late as possible.
    let g1 = Rational.gcd(abs(numerator), other.denominator)
    let g2 = Rational.gcd(abs(other.numerator), denominator)
    let (num, o1) = (numerator / g1).multipliedReportingOverflow(by: other.numerator / g2)
    let (den, o2) = (denominator / g2).multipliedReportingOverflow(by: other.denominator / g1)
    guard !o1, !o2 else { return nil }
    return Rational(num, den)
  }

  /// The quotient, or `nil` when dividing by zero or on overflow.
  public func divided(by other: Rational) -> Rational? {
    guard other.numerator != 0, other.numerator != .min else { return nil }
    let sign: Int64 = other.numerator < 0 ? -1 : 1
    return multiplied(by: Rational(unchecked: sign * other.denominator, sign * other.numerator))
  }

  /// The product with a whole number, or `nil` on overflow (a fraction times a count).
  public func multiplied(by count: Int) -> Rational? {
    guard let factor = Int64(exactly: count) else { return nil }
    return multiplied(by: Rational(factor))
  }

  /// The largest integer not above the value.
  public var floor: Int64 {
    let q = numerator / denominator
    return (numerator % denominator != 0 && numerator < 0) ? q - 1 : q
  }

  public static func < (lhs: Rational, rhs: Rational) -> Bool {
    // Compare with 128-bit products: never overflows.
    let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return left.high != right.high ? left.high < right.high : left.low < right.low
  }

  public static func + (lhs: Rational, rhs: Rational) -> Rational { lhs.adding(rhs)! }
  public static func - (lhs: Rational, rhs: Rational) -> Rational { lhs.subtracting(rhs)! }
  public static func * (lhs: Rational, rhs: Rational) -> Rational { lhs.multiplied(by: rhs)! }
  public static func / (lhs: Rational, rhs: Rational) -> Rational { lhs.divided(by: rhs)! }
  public static prefix func - (value: Rational) -> Rational { Rational(unchecked: -value.numerator, value.denominator) }

  static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a == 0 ? 1 : a
  }
}
