import LayoutMath

/// The package's one model of JSON: every JSON output (diagnostics, SARIF, `layoutc rules`, the language server) is
/// written through it, with its keys in a fixed order (JSONSerialization would sort or scramble them), and
/// `JSONValue.parse` reads it back (the language server's JSON-RPC). `eval`'s streaming frame printer writes the same
/// grammar byte by byte for speed, with this type's string escaping and the package's number formatter.
public enum JSONValue: Sendable {
  /// An object, its keys in the order they are written.
  case object([(String, JSONValue)])
  /// An array.
  case array([JSONValue])
  /// A string.
  case string(String)
  /// An integer.
  case number(Int)
  /// An exact number: an integer as it is, anything else as the nearest double (`399.75`, `333.3333333333333`),
  /// written by the package's one number formatter (`PrintedNumber.number`).
  case exact(Rational)
  /// `true` or `false`.
  case boolean(Bool)
  /// `null`.
  case null

  /// Pretty-printed text. An object with no array inside stays on one line (a range, a note, an edit), so
  /// the layout depends on the shape of the data only, never on the length of a message.
  public func written(indent: String) -> String {
    if case .array(let elements) = self, elements.isEmpty { return "[]" }
    if !containsArray { return compact }
    let inner = indent + "  "
    switch self {
    case .object(let fields):
      let body = fields.map { inner + JSONValue.quoted($0.0) + ": " + $0.1.written(indent: inner) }
      return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let elements):
      let body = elements.map { inner + $0.written(indent: inner) }
      return "[\n" + body.joined(separator: ",\n") + "\n" + indent + "]"
    case .string, .number, .exact, .boolean, .null:
      return compact  // a leaf holds no array, so it returned above; written once, in `compact`
    }
  }

  /// The value on one line, with a space after `:` and `,` for readability.
  public var compact: String {
    switch self {
    case .object(let fields):
      return "{" + fields.map { JSONValue.quoted($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
    case .array(let elements):
      return "[" + elements.map(\.compact).joined(separator: ", ") + "]"
    case .string(let text):
      return JSONValue.quoted(text)
    case .number(let value):
      return String(value)
    case .exact(let value):
      return value.isInteger ? String(value.numerator) : PrintedNumber.number(value.doubleValue).text
    case .boolean(let value):
      return value ? "true" : "false"
    case .null:
      return "null"
    }
  }

  private var containsArray: Bool {
    switch self {
    case .object(let fields): fields.contains { $0.1.containsArray }
    case .array: true
    case .string, .number, .exact, .boolean, .null: false
    }
  }

  /// A JSON string literal (RFC 8259): quotes, backslashes and every control character escaped; U+2028 and
  /// U+2029 escaped too, so the output is also valid JavaScript. Swift strings hold only valid Unicode, so
  /// invalid UTF-8 has already become U+FFFD by the time a message gets here.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{8}": result += "\\b"
      case "\u{C}": result += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
          result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
