// Reading parts of a parsed document by key and shape: what a protocol handler asks of a message ("the 'id' if it
// is a number or a string", "params.position.line as an integer"). Each accessor answers nil for a missing key or a
// value of another shape, so a malformed message is a nil to report, never a trap.

extension JSONValue {
  /// The value of `key` in an object (the last one when a key repeats, as most readers do); nil otherwise.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let fields) = self else { return nil }
    return fields.last { $0.0 == key }?.1
  }

  /// The string, if this is one.
  public var stringValue: String? { if case .string(let text) = self { text } else { nil } }

  /// The integer, if this is one.
  public var intValue: Int? { if case .number(let value) = self { value } else { nil } }

  /// The boolean, if this is one.
  public var boolValue: Bool? { if case .boolean(let value) = self { value } else { nil } }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? { if case .array(let elements) = self { elements } else { nil } }

  /// Whether this is `null`.
  public var isNull: Bool { if case .null = self { true } else { false } }

  /// The document on one line with no spaces, as a protocol message is sent.
  public var minified: String {
    switch self {
    case .object(let fields):
      "{" + fields.map { JSONValue.quoted($0.0) + ":" + $0.1.minified }.joined(separator: ",") + "}"
    case .array(let elements): "[" + elements.map(\.minified).joined(separator: ",") + "]"
    default: compact
    }
  }
}

extension JSONValue: Equatable {
  /// Structural equality; object fields compare in order, as written.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.array(let a), .array(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.exact(let a), .exact(let b)): a == b
    case (.boolean(let a), .boolean(let b)): a == b
    case (.null, .null): true
    default: false
    }
  }
}
