/// A number as every output of layoutc writes it (frames in JSON and tables, points in messages, limits in help),
/// decided once so that its length is known before it is written: the one number formatter of the package.
///
/// Three styles, each for one audience:
/// - `number(_:)`, for machines (JSON): exact, in Swift's shortest round-trip form, whole values without a fraction;
/// - `short(_:places:)`, for people: rounded half away from zero to at most `places` decimals, trailing zeros
///   left out (`119.333`, `0.5`, `2`);
/// - `limit(_:)`, for quoting a limit: `1000000`, `1e15`.
public enum PrintedNumber: Sendable, Hashable {
  /// Decimal digits, with a minus sign when negative.
  case integer(Int)
  /// `scaled / 10^places` with `places` in 1...3 and `scaled` not a multiple of `10^places` (so at least one decimal
  /// is written); trailing zeros of the decimals are left out.
  case decimal(Int, places: Int)
  /// Anything else, as `Double.description` writes it.
  case text(String)

  /// For machines: whole values below 10^15 in magnitude as integers, others in Swift's shortest round-trip form
  /// (which reads back as the same `Double`).
  @inlinable public static func number(_ value: Double) -> PrintedNumber {
    // Converting to an integer truncates (without libm's `round`): the value is whole when nothing was cut off.
    if abs(value) < 1e15, case let whole = Int64(value), Double(whole) == value { return .integer(Int(whole)) }
    return .text(value.description)
  }

  /// For people: rounded to `places` decimals (1...3), half away from zero.
  ///
  /// Below 10^(12 - places) in magnitude a value that is not whole is written from its scaled integer: it then has
  /// at most 12 significant digits, so the decimal written is the shortest that reads back as the rounded `Double`,
  /// which is what `description` would print. Larger values are rounded in floating point (not at all from 10^15 on)
  /// and written as `number(_:)` writes them.
  @inlinable public static func short(_ value: Double, places: Int = 3) -> PrintedNumber {
    let places = min(max(places, 1), 3)
    let scale = Double(unit(places))
    guard abs(value) < 1e12 / scale else {
      return number(abs(value) < 1e15 ? (value * scale).rounded() / scale : value)
    }
    // (value * scale).rounded() without libm: subtracting the truncated part of a number below 2^52 is exact.
    let scaled = value * scale
    var rounded = Int(scaled)
    let rest = scaled - Double(rounded)
    if rest >= 0.5 { rounded += 1 } else if rest <= -0.5 { rounded -= 1 }
    let unit = unit(places)
    return rounded % unit == 0 ? .integer(rounded / unit) : .decimal(rounded, places: places)
  }

  /// For quoting a limit in messages and help: whole values below 10^9 as integers, powers of ten from 10^9 to 10^22
  /// as `1eN`, anything else as `number(_:)` writes it.
  public static func limit(_ value: Double) -> PrintedNumber {
    if abs(value) < 1e9, case .integer = number(value) { return number(value) }
    var power = 1e9
    for exponent in 9...22 {
      if value == power { return .text("1e\(exponent)") }
      power *= 10
    }
    return number(value)
  }

  /// 10^places for `places` in 1...3: a switch rather than a table, so that the usual constant `places` folds away
  /// in the frame printer's loop (`eval --format table` writes tens of millions of numbers).
  @inlinable static func unit(_ places: Int) -> Int { places == 1 ? 10 : places == 2 ? 100 : 1000 }

  /// The number as a string.
  public var text: String {
    switch self {
    case .integer(let value): return String(value)
    case .decimal(let value, let places):
      let (whole, fraction, digits) = Self.parts(value.magnitude, places: places)
      let decimals = String(fraction)
      let zeros = String(repeating: "0", count: digits - decimals.count)
      return (value < 0 ? "-" : "") + String(whole) + "." + zeros + decimals
    case .text(let text): return text
    }
  }

  /// The bytes (and characters: all ASCII) it takes.
  @inlinable public var length: Int {
    switch self {
    case .integer(let value): return (value < 0 ? 1 : 0) + Self.digitCount(value.magnitude)
    case .decimal(let value, let places):
      let (whole, _, digits) = Self.parts(value.magnitude, places: places)
      return (value < 0 ? 1 : 0) + Self.digitCount(whole) + 1 + digits
    case .text(let text): return text.utf8.count
    }
  }

  /// A `.decimal`'s magnitude split for writing: the whole part, the decimals with trailing zeros left out, and how
  /// many decimal digits those are (leading zeros included: `0.05` is 5 in 2 digits).
  @inlinable public static func parts(_ magnitude: UInt, places: Int) -> (whole: UInt, fraction: UInt, digits: Int) {
    let unit = UInt(unit(places))
    var fraction = magnitude % unit
    var digits = places
    // At most two trailing zeros (three decimals, not all zero): unrolled, as this runs for every number of a table.
    if digits > 1 && fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
      if digits > 1 && fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
    }
    return (magnitude / unit, fraction, digits)
  }

  /// The decimal digits of `magnitude`.
  @inlinable public static func digitCount(_ magnitude: UInt) -> Int {
    var digits = 1
    var limit: UInt = 10
    // An Int's magnitude has at most 19 digits (and 10^19 still fits in a UInt).
    while magnitude >= limit && digits < 19 {
      digits += 1
      limit &*= 10
    }
    return digits
  }
}
