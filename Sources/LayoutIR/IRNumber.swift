import LayoutMath

/// An exact rational number as stored in the IR.
///
/// JSON: a plain integer when the denominator is 1 (`130`, `-2`), otherwise an object
/// `{"num": 1, "den": 3}` in lowest terms with a positive denominator. A zero denominator is rejected on load.
public struct IRNumber: Hashable, Sendable, Codable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The exact value.
  public var value: Rational

  /// Wraps an exact rational.
  public init(_ value: Rational) { self.value = value }

  /// An integer value.
  public init(integerLiteral value: Int64) { self.value = Rational(value) }

  /// `numerator / denominator`; `nil` for a zero denominator or when reducing overflows.
  public init?(_ numerator: Int64, _ denominator: Int64) {
    guard let value = Rational(numerator, denominator) else { return nil }
    self.value = value
  }

  /// The value as a `Double`, for the evaluator's last step.
  public var doubleValue: Double { value.doubleValue }

  /// `1/3`, `2`.
  public var description: String { value.description }

  public static func < (lhs: IRNumber, rhs: IRNumber) -> Bool { lhs.value < rhs.value }

  private enum CodingKeys: String, CodingKey { case num, den }

  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer() {
      if let integer = try? single.decode(Int64.self) {
        // Int64.min has no negation; no layout needs it, and refusing it keeps every Rational negatable.
        guard integer != .min else {
          throw DecodingError.dataCorruptedError(
            in: single, debugDescription: "number \(integer) is out of range (at most 2^63 - 1 in magnitude)")
        }
        value = Rational(integer)
        return
      }
      // A number that is not a 64-bit integer is refused by name, never rounded or dropped.
      if let number = try? single.decode(Double.self) {
        throw DecodingError.dataCorruptedError(
          in: single,
          debugDescription:
            "number \(number) is not an integer of at most 2^63 - 1 in magnitude; write fractions as {\"num\": n, \"den\": d}"
        )
      }
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let num = try container.decode(Int64.self, forKey: .num)
    let den = try container.decode(Int64.self, forKey: .den)
    guard num != .min, let rational = Rational(num, den) else {
      throw DecodingError.dataCorruptedError(
        forKey: .den, in: container, debugDescription: "invalid rational \(num)/\(den) (zero denominator or overflow)")
    }
    value = rational
  }

  public func encode(to encoder: any Encoder) throws {
    if value.isInteger {
      var single = encoder.singleValueContainer()
      try single.encode(value.numerator)
    } else {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value.numerator, forKey: .num)
      try container.encode(value.denominator, forKey: .den)
    }
  }
}

/// One dimension of a size (R1, R2.1).
///
/// JSON: `{"absolute": 120}`, `{"estimated": 44}`, `{"fractionalWidth": {"num":1,"den":3}}`,
/// `{"fractionalHeight": 1}`.
public enum IRDimension: Hashable, Sendable, Codable {
  /// Points.
  case absolute(IRNumber)
  /// Estimated points: the estimate until a measured size is supplied (R12).
  case estimated(IRNumber)
  /// A fraction of the container's width (after its insets).
  case fractionalWidth(IRNumber)
  /// A fraction of the container's height (after its insets).
  case fractionalHeight(IRNumber)

  private enum CodingKeys: String, CodingKey { case absolute, estimated, fractionalWidth, fractionalHeight }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a dimension has exactly one of absolute, estimated, fractionalWidth, fractionalHeight"))
    }
    let number = try container.decode(IRNumber.self, forKey: key)
    switch key {
    case .absolute: self = .absolute(number)
    case .estimated: self = .estimated(number)
    case .fractionalWidth: self = .fractionalWidth(number)
    case .fractionalHeight: self = .fractionalHeight(number)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .absolute(let v): try container.encode(v, forKey: .absolute)
    case .estimated(let v): try container.encode(v, forKey: .estimated)
    case .fractionalWidth(let v): try container.encode(v, forKey: .fractionalWidth)
    case .fractionalHeight(let v): try container.encode(v, forKey: .fractionalHeight)
    }
  }

  /// Whether the dimension is an estimate (R4.2, R12).
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }
}

/// A layout size: `{"width": DIMENSION, "height": DIMENSION}`.
public struct IRSize: Hashable, Sendable, Codable {
  /// The width dimension.
  public var width: IRDimension
  /// The height dimension.
  public var height: IRDimension

  /// Creates a size.
  public init(width: IRDimension, height: IRDimension) {
    self.width = width
    self.height = height
  }
}

/// Directional insets in points (or, for groups, fractions when below 0.5: U1, R3.7).
///
/// JSON: `{"top": 2, "leading": 2, "bottom": 2, "trailing": 2}`; missing edges are 0.
public struct IRInsets: Hashable, Sendable, Codable {
  /// Top inset.
  public var top: IRNumber
  /// Leading inset.
  public var leading: IRNumber
  /// Bottom inset.
  public var bottom: IRNumber
  /// Trailing inset.
  public var trailing: IRNumber

  /// Zero insets.
  public static let zero = IRInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates insets.
  public init(top: IRNumber, leading: IRNumber, bottom: IRNumber, trailing: IRNumber) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all value: IRNumber) { self.init(top: value, leading: value, bottom: value, trailing: value) }

  private enum CodingKeys: String, CodingKey { case top, leading, bottom, trailing }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    top = try c.decodeIfPresent(IRNumber.self, forKey: .top) ?? 0
    leading = try c.decodeIfPresent(IRNumber.self, forKey: .leading) ?? 0
    bottom = try c.decodeIfPresent(IRNumber.self, forKey: .bottom) ?? 0
    trailing = try c.decodeIfPresent(IRNumber.self, forKey: .trailing) ?? 0
  }
}

/// Spacing that is either exact (`fixed`, UIKit `.fixed`) or a minimum that absorbs slack (`flexible`).
///
/// JSON: `{"fixed": 10}` or `{"flexible": 0}`.
public enum IRSpacing: Hashable, Sendable, Codable {
  /// Exactly this many points.
  case fixed(IRNumber)
  /// At least this many points; leftover space is shared among flexible spacings (R5.5).
  case flexible(IRNumber)

  /// The (minimum) value in points.
  public var value: IRNumber {
    switch self {
    case .fixed(let v), .flexible(let v): return v
    }
  }

  /// Whether the spacing absorbs slack.
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }

  private enum CodingKeys: String, CodingKey { case fixed, flexible }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(IRNumber.self, forKey: .fixed) {
      self = .fixed(v)
    } else {
      self = .flexible(try c.decode(IRNumber.self, forKey: .flexible))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fixed(let v): try c.encode(v, forKey: .fixed)
    case .flexible(let v): try c.encode(v, forKey: .flexible)
    }
  }
}

/// An item's or group's edge spacing: four optional edges (R5.2, R5.5–R5.7).
///
/// JSON: `{"leading": {"flexible": 0}, "trailing": {"flexible": 0}}`; absent edges are nil.
public struct IREdgeSpacing: Hashable, Sendable, Codable {
  /// Spacing before the top edge.
  public var top: IRSpacing?
  /// Spacing before the leading edge.
  public var leading: IRSpacing?
  /// Spacing after the bottom edge.
  public var bottom: IRSpacing?
  /// Spacing after the trailing edge.
  public var trailing: IRSpacing?

  /// No edge spacing.
  public static let none = IREdgeSpacing()

  /// Creates edge spacing.
  public init(top: IRSpacing? = nil, leading: IRSpacing? = nil, bottom: IRSpacing? = nil, trailing: IRSpacing? = nil) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A point offset (`{"x": -6, "y": 6}`).
public struct IRPoint: Hashable, Sendable, Codable {
  /// Horizontal component.
  public var x: IRNumber
  /// Vertical component.
  public var y: IRNumber

  /// The origin.
  public static let zero = IRPoint(x: 0, y: 0)

  /// Creates a point.
  public init(x: IRNumber, y: IRNumber) {
    self.x = x
    self.y = y
  }
}
