import LayoutMath
import LayoutRules

/// Arithmetic left the exact range (`Rational` is Int64 based): the analysis gives up on that part of the layout
/// rather than report a wrong number.
struct LintOverflow: Error {}

/// An exact length in the viewport: `w·W + h·H + c`, with W and H the collection view's width and height.
///
/// Every resolved size is such a form as long as nothing estimated intervenes (language.md §5): fractions multiply
/// (R2.1, R3.3), insets and spacing subtract (R3.2, R3.3, R5.3), counts divide (R5.4). Arithmetic is checked: an
/// overflow throws `LintOverflow`.
struct LinearForm: Hashable, Sendable, CustomStringConvertible {
  /// The coefficient of the viewport width W.
  var w: Rational
  /// The coefficient of the viewport height H.
  var h: Rational
  /// The constant, in points.
  var c: Rational

  /// A constant length.
  static func constant(_ value: Rational) -> LinearForm { LinearForm(w: .zero, h: .zero, c: value) }
  /// Zero.
  static let zero = LinearForm.constant(.zero)
  /// The viewport width W.
  static let width = LinearForm(w: .one, h: .zero, c: .zero)
  /// The viewport height H.
  static let height = LinearForm(w: .zero, h: .one, c: .zero)

  /// Whether the form does not depend on the viewport.
  var isConstant: Bool { w == .zero && h == .zero }

  func adding(_ other: LinearForm) throws -> LinearForm {
    LinearForm(w: try Self.sum(w, other.w), h: try Self.sum(h, other.h), c: try Self.sum(c, other.c))
  }

  /// A checked sum that skips the arithmetic when a term is zero (most forms have a zero coefficient).
  private static func sum(_ a: Rational, _ b: Rational) throws -> Rational {
    if b.numerator == 0 { return a }
    if a.numerator == 0 { return b }
    guard let s = a.adding(b) else { throw LintOverflow() }
    return s
  }

  /// A checked product that skips the arithmetic for zero and one.
  private static func product(_ a: Rational, _ b: Rational) throws -> Rational {
    if a.numerator == 0 { return a }
    if b == .one { return a }
    guard let p = a.multiplied(by: b) else { throw LintOverflow() }
    return p
  }

  func subtracting(_ other: LinearForm) throws -> LinearForm { try adding(other.negated) }

  func adding(_ value: Rational) throws -> LinearForm {
    LinearForm(w: w, h: h, c: try Self.sum(c, value))
  }

  func scaled(by factor: Rational) throws -> LinearForm {
    LinearForm(w: try Self.product(w, factor), h: try Self.product(h, factor), c: try Self.product(c, factor))
  }

  var negated: LinearForm { LinearForm(w: -w, h: -h, c: -c) }

  /// The value at a viewport.
  func value(width: Rational, height: Rational) throws -> Rational {
    guard let a = w.multiplied(by: width), let b = h.multiplied(by: height), let ab = a.adding(b),
      let result = ab.adding(c)
    else { throw LintOverflow() }
    return result
  }

  /// The ratio `self / other` when it does not depend on the viewport (both proportional to the same thing), else nil.
  func constantRatio(to other: LinearForm) -> Rational? {
    guard other != .zero else { return nil }
    var ratio: Rational?
    for (a, b) in [(w, other.w), (h, other.h), (c, other.c)] {
      if b == .zero {
        if a != .zero { return nil }
        continue
      }
      guard let r = a.divided(by: b) else { return nil }
      if let known = ratio, known != r { return nil }
      ratio = r
    }
    return ratio
  }

  var description: String {
    var terms: [String] = []
    if w != .zero { terms.append("\(w)·W") }
    if h != .zero { terms.append("\(h)·H") }
    if c != .zero || terms.isEmpty { terms.append("\(c)") }
    return terms.joined(separator: " + ")
  }
}

/// A length along one axis as the analysis knows it.
enum Extent: Hashable, Sendable {
  /// Exact in the viewport.
  case known(LinearForm)
  /// Estimated: the estimate until measured, unknown after (R12.1, R12.2). `fromEstimate` fractions of it.
  case estimated
  /// Unknown (below an estimate, or the arithmetic overflowed).
  case unknown

  var form: LinearForm? { if case .known(let f) = self { f } else { nil } }
}

/// The linter's lengths in the group fill of `LayoutRules` (R5.2, R5.3): exact in the viewport, compared with zero by
/// splitting a `ViewportRegion` (`GroupFill.swift`).
extension LinearForm: FillQuantity {
  init(numerator: Int, denominator: Int) {
    self = .constant(Rational(Int64(numerator), Int64(denominator))!)
  }

  var isZero: Bool { self == .zero }

  func multiplied(by count: Int) throws -> LinearForm { try scaled(by: Rational(Int64(count))) }
}
