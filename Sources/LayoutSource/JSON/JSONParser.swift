import LayoutMath

// Reading JSON (RFC 8259) into the same `JSONValue` the renderers write, so a tool that speaks JSON both ways (the
// language server's JSON-RPC) has one model of it. It lives here, beside the writer, rather than in the server: it is
// pure, knows nothing of LSP, and a later tool (a preview server, a config file) can read JSON without depending on
// the server. The IR is read by `LayoutIR` with Foundation's decoder, since that module must not depend on this one.
//
// The input is untrusted (anything a client sends), so every rule bounds the work: nesting deeper than
// `maximumDepth` is refused before it can overflow the stack, every loop consumes at least one byte, and every
// failure is a `JSONParseError` with the byte offset, never a trap.

/// Why some bytes are not a JSON document this parser accepts.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The byte offset where reading stopped.
  public var offset: Int
  /// What was wrong, lower-case ("expected ':' after an object key").
  public var reason: String

  /// Creates an error.
  public init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  public var description: String { "\(reason) at byte \(offset)" }
}

extension JSONValue {
  /// The deepest nesting of arrays and objects `parse` accepts: far beyond any protocol message, far below the stack.
  public static let maximumDepth = 64

  /// Parses one JSON document (surrounding white space allowed, nothing else after it).
  ///
  /// Integers that fit an `Int` are `.number`; other numbers without an exponent are `.exact` when they fit a
  /// `Rational`; anything else (an exponent, too many digits) is refused as out of range rather than rounded.
  /// Strings must be UTF-8; an escaped lone surrogate becomes U+FFFD.
  public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
    var reader = JSONReader(bytes: Array(bytes))
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
    return value
  }
}

/// A cursor over the bytes of one document.
private struct JSONReader {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ reason: String) -> JSONParseError { JSONParseError(offset: position, reason: reason) }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
    for byte in literal.utf8 {
      guard current == byte else { throw error("expected '\(literal)'") }
      position += 1
    }
    return value
  }

  mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth) levels") }
      return try object(depth: depth + 1)
    case UInt8(ascii: "["):
      guard depth < JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth) levels") }
      return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try expect("true", .boolean(true))
    case UInt8(ascii: "f"): return try expect("false", .boolean(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character")
    }
  }

  mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
    position += 1
    var fields: [(String, JSONValue)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
      position += 1
      skipSpace()
      fields.append((key, try value(depth: depth)))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(fields)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value(depth: depth))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  mutating func string() throws(JSONParseError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flush(_ end: Int) throws(JSONParseError) {
      guard runStart < end else { return }
      // Raw text between escapes must be valid UTF-8.
      var iterator = bytes[runStart..<end].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): scalars.append(Unicode.UTF8.decode(encoded))
        case .error: throw JSONParseError(offset: runStart, reason: "a string is not valid UTF-8")
        case .emptyInput: return
        }
      }
    }
    while let byte = current {
      if byte == UInt8(ascii: "\"") {
        try flush(position)
        position += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("a control character in a string must be escaped") }
      if byte == UInt8(ascii: "\\") {
        try flush(position)
        position += 1
        scalars.append(try escape())
        runStart = position
        continue
      }
      position += 1
    }
    throw error("unterminated string")
  }

  mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated string") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if UTF16.isLeadSurrogate(unit), current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      {
        let saved = position
        position += 2
        let low = try hexUnit()
        if UTF16.isTrailSurrogate(low) {
          let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        position = saved
      }
      return Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
    default:
      position -= 1
      throw error("unknown escape in a string")
    }
  }

  mutating func hexUnit() throws(JSONParseError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits") }
      unit = unit << 4 | UInt16(digit)
      position += 1
    }
    return unit
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  mutating func number() throws(JSONParseError) -> JSONValue {
    let start = position
    let negative = current == UInt8(ascii: "-")
    if negative { position += 1 }
    let digitsStart = position
    guard skipDigits() > 0 else { throw error("expected a digit") }
    if bytes[digitsStart] == UInt8(ascii: "0"), position - digitsStart > 1 {
      throw JSONParseError(offset: digitsStart, reason: "a number has a leading zero")
    }
    var isInteger = true
    if current == UInt8(ascii: ".") {
      position += 1
      isInteger = false
      guard skipDigits() > 0 else { throw error("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { throw error("expected a digit in an exponent") }
      throw JSONParseError(offset: start, reason: "a number with an exponent is out of range")
    }
    let magnitude = bytes[digitsStart..<position]
    if isInteger, let value = Int(String(decoding: bytes[start..<position], as: UTF8.self)) { return .number(value) }
    if !isInteger, let value = Rational(decimal: magnitude) {
      return .exact(negative ? Rational(0) - value : value)
    }
    throw JSONParseError(offset: start, reason: "a number is out of range")
  }

  mutating func skipDigits() -> Int {
    let start = position
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
    return position - start
  }
}
