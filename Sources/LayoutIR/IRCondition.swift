/// A viewport dimension a condition can test.
public enum IRViewportDimension: String, Hashable, Sendable, Codable {
  /// The viewport (collection view bounds) width in points.
  case width
  /// The viewport height in points.
  case height
}

/// A comparison operator of a viewport condition.
public enum IRComparison: String, Hashable, Sendable, Codable {
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case equal = "=="
  case notEqual = "!="

  /// Applies the comparison.
  public func compare(_ lhs: Double, _ rhs: Double) -> Bool {
    switch self {
    case .less: return lhs < rhs
    case .lessOrEqual: return lhs <= rhs
    case .greater: return lhs > rhs
    case .greaterOrEqual: return lhs >= rhs
    case .equal: return lhs == rhs
    case .notEqual: return lhs != rhs
    }
  }
}

/// A guard condition, kept in the IR and resolved by an evaluator from its inputs (`when COND { … }`).
///
/// JSON, one key per node:
/// - `{"param": "mode", "equals": "monthSummary"}` / `{"param": "mode", "notEquals": "allPhotos"}`
/// - `{"viewport": "width", "op": ">=", "value": 700}`
/// - `{"and": [C, C, …]}`, `{"or": [C, C, …]}`, `{"not": C}`
public indirect enum IRCondition: Hashable, Sendable, Codable {
  /// `param == value`.
  case paramEquals(param: String, value: String)
  /// `param != value`.
  case paramNotEquals(param: String, value: String)
  /// `width|height OP number`.
  case viewport(IRViewportDimension, IRComparison, IRNumber)
  /// All hold.
  case and([IRCondition])
  /// At least one holds.
  case or([IRCondition])
  /// Negation.
  case not(IRCondition)

  /// Evaluates the condition. `params` must hold a value for every parameter the condition names
  /// (an evaluator fills in defaults first); a missing one compares unequal to every value.
  public func holds(params: [String: String], viewportWidth: Double, viewportHeight: Double) -> Bool {
    switch self {
    case .paramEquals(let param, let value): return params[param] == value
    case .paramNotEquals(let param, let value): return params[param] != value
    case .viewport(let dimension, let op, let number):
      let lhs = dimension == .width ? viewportWidth : viewportHeight
      return op.compare(lhs, number.doubleValue)
    case .and(let parts):
      return parts.allSatisfy { $0.holds(params: params, viewportWidth: viewportWidth, viewportHeight: viewportHeight) }
    case .or(let parts):
      return parts.contains { $0.holds(params: params, viewportWidth: viewportWidth, viewportHeight: viewportHeight) }
    case .not(let inner):
      return !inner.holds(params: params, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
    }
  }

  /// Nesting depth (1 for a leaf); `load` rejects conditions deeper than 64.
  public var depth: Int {
    switch self {
    case .paramEquals, .paramNotEquals, .viewport: return 1
    case .and(let parts), .or(let parts): return 1 + (parts.map(\.depth).max() ?? 0)
    case .not(let inner): return 1 + inner.depth
    }
  }

  /// Every `(param, value)` pair the condition mentions, for validation.
  public var paramReferences: [(param: String, value: String)] {
    switch self {
    case .paramEquals(let p, let v), .paramNotEquals(let p, let v): return [(p, v)]
    case .viewport: return []
    case .and(let parts), .or(let parts): return parts.flatMap(\.paramReferences)
    case .not(let inner): return inner.paramReferences
    }
  }

  private enum CodingKeys: String, CodingKey { case param, equals, notEquals, viewport, op, value, and, or, not }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let param = try c.decodeIfPresent(String.self, forKey: .param) {
      if let value = try c.decodeIfPresent(String.self, forKey: .equals) {
        self = .paramEquals(param: param, value: value)
      } else {
        self = .paramNotEquals(param: param, value: try c.decode(String.self, forKey: .notEquals))
      }
    } else if let dimension = try c.decodeIfPresent(IRViewportDimension.self, forKey: .viewport) {
      self = .viewport(
        dimension, try c.decode(IRComparison.self, forKey: .op), try c.decode(IRNumber.self, forKey: .value))
    } else if let parts = try c.decodeIfPresent([IRCondition].self, forKey: .and) {
      self = .and(parts)
    } else if let parts = try c.decodeIfPresent([IRCondition].self, forKey: .or) {
      self = .or(parts)
    } else if let inner = try c.decodeIfPresent(IRCondition.self, forKey: .not) {
      self = .not(inner)
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a condition has one of param, viewport, and, or, not"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .paramEquals(let param, let value):
      try c.encode(param, forKey: .param)
      try c.encode(value, forKey: .equals)
    case .paramNotEquals(let param, let value):
      try c.encode(param, forKey: .param)
      try c.encode(value, forKey: .notEquals)
    case .viewport(let dimension, let op, let value):
      try c.encode(dimension, forKey: .viewport)
      try c.encode(op, forKey: .op)
      try c.encode(value, forKey: .value)
    case .and(let parts): try c.encode(parts, forKey: .and)
    case .or(let parts): try c.encode(parts, forKey: .or)
    case .not(let inner): try c.encode(inner, forKey: .not)
    }
  }
}

/// A value with an optional guard: `{"value": V}` or `{"value": V, "when": CONDITION}`.
public struct IRGuarded<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// The assigned value or list entry.
  public var value: Value
  /// The guard; `nil` means always.
  public var when: IRCondition?

  /// Creates a guarded value.
  public init(_ value: Value, when: IRCondition? = nil) {
    self.value = value
    self.when = when
  }
}

/// A single-valued property: an ordered list of (possibly guarded) assignments in declaration order.
///
/// Resolution (done by the evaluator): the LAST assignment whose guard holds wins; if none holds (or the list is
/// empty) the property takes its documented default.
/// JSON: the bare value when there is exactly one unguarded assignment (`"size": {...}`), otherwise an array of
/// guarded values (`"size": [{"value": {...}}, {"value": {...}, "when": {...}}]`). An empty property is omitted.
public struct IRProperty<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
  /// Assignments in declaration order.
  public var assignments: [IRGuarded<Value>]

  /// A property with no assignment (its default applies).
  public init() { assignments = [] }

  /// One unguarded assignment.
  public init(_ value: Value) { assignments = [IRGuarded(value)] }

  /// Assignments in declaration order.
  public init(assignments: [IRGuarded<Value>]) { self.assignments = assignments }

  /// Whether nothing was assigned.
  public var isEmpty: Bool { assignments.isEmpty }

  /// The last assignment whose guard holds, or `nil`.
  public func resolve(_ holds: (IRCondition) -> Bool) -> Value? {
    for assignment in assignments.reversed() where assignment.when.map(holds) ?? true {
      return assignment.value
    }
    return nil
  }

  public init(from decoder: any Decoder) throws {
    if var list = try? decoder.unkeyedContainer() {
      var assignments: [IRGuarded<Value>] = []
      while !list.isAtEnd { assignments.append(try list.decode(IRGuarded<Value>.self)) }
      self.assignments = assignments
    } else {
      assignments = [IRGuarded(try decoder.singleValueContainer().decode(Value.self))]
    }
  }

  public func encode(to encoder: any Encoder) throws {
    if assignments.count == 1, assignments[0].when == nil {
      var single = encoder.singleValueContainer()
      try single.encode(assignments[0].value)
    } else {
      var single = encoder.singleValueContainer()
      try single.encode(assignments)
    }
  }
}

/// A list whose entries may be guarded: entries are included, in order, when their guard holds.
///
/// JSON: an array of guarded values `[{"value": V}, {"value": V, "when": C}]`; an empty list is omitted.
public struct IRList<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable, ExpressibleByArrayLiteral {
  /// Entries in declaration order.
  public var entries: [IRGuarded<Value>]

  /// Creates a list.
  public init(_ entries: [IRGuarded<Value>] = []) { self.entries = entries }

  /// Unguarded entries.
  public init(arrayLiteral elements: Value...) { entries = elements.map { IRGuarded($0) } }

  /// Whether the list has no entries.
  public var isEmpty: Bool { entries.isEmpty }

  /// The values whose guards hold, in order.
  public func resolve(_ holds: (IRCondition) -> Bool) -> [Value] {
    entries.compactMap { entry in (entry.when.map(holds) ?? true) ? entry.value : nil }
  }

  public init(from decoder: any Decoder) throws {
    entries = try decoder.singleValueContainer().decode([IRGuarded<Value>].self)
  }

  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    try single.encode(entries)
  }
}

// Synthesized `Codable` calls these more specific overloads, so empty properties and lists may be omitted from
// the JSON and are not written out.
extension KeyedDecodingContainer {
  /// Decodes a property, empty when the key is absent.
  public func decode<T>(_ type: IRProperty<T>.Type, forKey key: Key) throws -> IRProperty<T> {
    try decodeIfPresent(type, forKey: key) ?? IRProperty()
  }

  /// Decodes a list, empty when the key is absent.
  public func decode<T>(_ type: IRList<T>.Type, forKey key: Key) throws -> IRList<T> {
    try decodeIfPresent(type, forKey: key) ?? IRList()
  }
}

extension KeyedEncodingContainer {
  /// Encodes a property unless it is empty.
  public mutating func encode<T>(_ value: IRProperty<T>, forKey key: Key) throws {
    if !value.isEmpty { try encodeIfPresent(value, forKey: key) }
  }

  /// Encodes a list unless it is empty.
  public mutating func encode<T>(_ value: IRList<T>, forKey key: Key) throws {
    if !value.isEmpty { try encodeIfPresent(value, forKey: key) }
  }
}
