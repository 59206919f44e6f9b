import Foundation
import LayoutTestSupport

/// One case of the conformance suite in `Conformance/cases/` (the format is in `Conformance/README.md`): a `.layout`
/// file, evaluation inputs and the frames the rules give, derived by `Conformance/derive.py`, never by layoutc.
struct ConformanceCase {
  /// What identifies an element: category, element kind (nil for cells), section and item.
  struct Key: Hashable, Comparable, CustomStringConvertible {
    var category: String
    var kind: String?
    var section: Int
    var item: Int

    var description: String { "\(category)\(kind.map { " \"\($0)\"" } ?? "") \(section).\(item)" }

    static func < (a: Key, b: Key) -> Bool {
      (a.section, a.category, a.kind ?? "", a.item) < (b.section, b.category, b.kind ?? "", b.item)
    }
  }

  /// An element's frame and layering.
  struct Placement: Equatable {
    var frame: [Double]
    var z: Int
    var pinned: Bool
  }

  /// A measured size for a self-sizing element.
  struct Measure {
    var key: Key
    var width: Double
    var height: Double
  }

  var name: String
  var rules: [String]
  var layout: String
  var layoutName: String?
  var viewport: (width: Double, height: Double)
  var scale: Double
  var items: [Int]
  var params: [String: String]
  var measured: [Measure]
  var contentSize: (width: Double, height: Double)
  var expected: [Key: Placement]
  /// Why layoutc fails this case, when it is marked `"status": "known-failure"`.
  var knownFailure: String?

  static let directory = Fixtures.repositoryRoot().appendingPathComponent("Conformance")
  static let formatVersion = 1
  /// Frames and content sizes are exact rationals; a Double passes within this of the exact value.
  static let tolerance = 1e-9

  /// The case names, sorted: the files of `Conformance/cases/` without `.json`.
  static func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("cases").path))
    return (files ?? []).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  static func load(_ name: String) throws -> ConformanceCase {
    let url = directory.appendingPathComponent("cases/\(name).json")
    let root = CaseJSON(try JSONSerialization.jsonObject(with: Data(contentsOf: url)), at: name)
    return try ConformanceCase(name: name, root: root)
  }

  init(name: String, root: CaseJSON) throws {
    self.name = name
    try root.allow([
      "version", "description", "rules", "layout", "layoutName", "derivation", "generated", "status", "issue", "inputs",
      "expected",
    ])
    guard try root["version"].integer() == Self.formatVersion else {
      throw CaseJSON.Failure("\(name): format version is not \(Self.formatVersion)")
    }
    _ = try root["description"].string()
    rules = try root["rules"].array().map { try $0.string() }
    layout = try root["layout"].string()
    layoutName = try root.optional("layoutName")?.string()
    if let status = try root.optional("status")?.string() {
      guard status == "known-failure" else { throw CaseJSON.Failure("\(name): unknown status '\(status)'") }
      knownFailure = try root["issue"].string()
    }
    let inputs = try root["inputs"]
    try inputs.allow(["viewport", "scale", "items", "params", "measured"])
    viewport = try Self.size(inputs["viewport"])
    scale = try inputs.optional("scale").map { Double(try $0.integer()) } ?? 3
    items = try inputs["items"].array().map { try $0.integer() }
    params = [:]
    if let given = try inputs.optional("params") {
      for (key, value) in try given.object() { params[key] = try value.string() }
    }
    measured = try (inputs.optional("measured")?.array() ?? []).map { entry in
      try entry.allow(["category", "kind", "section", "item", "width", "height"])
      let key = Key(
        category: try entry["category"].string(), kind: try entry.optional("kind")?.string(),
        section: try entry["section"].integer(), item: try entry.optional("item")?.integer() ?? 0)
      return Measure(key: key, width: try entry["width"].exact(), height: try entry["height"].exact())
    }
    let expectedBlock = try root["expected"]
    try expectedBlock.allow(["contentSize", "elements"])
    contentSize = try Self.size(expectedBlock["contentSize"])
    expected = [:]
    for element in try expectedBlock["elements"].array() {
      try element.allow(["category", "kind", "section", "item", "x", "y", "width", "height", "z", "pinned"])
      let kind = try element["kind"].value is NSNull ? nil : try element["kind"].string()
      let key = Key(
        category: try element["category"].string(), kind: kind, section: try element["section"].integer(),
        item: try element["item"].integer())
      let frame = try ["x", "y", "width", "height"].map { try element[$0].exact() }
      guard expected[key] == nil else { throw CaseJSON.Failure("\(name): \(key) is listed twice") }
      expected[key] = Placement(
        frame: frame, z: try element["z"].integer(), pinned: try element.optional("pinned")?.boolean() ?? false)
    }
  }

  private static func size(_ reader: CaseJSON) throws -> (width: Double, height: Double) {
    try reader.allow(["width", "height"])
    return (try reader["width"].exact(), try reader["height"].exact())
  }

  /// How an implementation's answer differs from the case: missing and extra elements, frames further than
  /// `tolerance` from the exact values, other z-indices or pinning, another content size. Empty when it passes.
  func differences(contentSize actualSize: (width: Double, height: Double), elements actual: [Key: Placement])
    -> [String]
  {
    var problems: [String] = []
    func far(_ a: Double, _ b: Double) -> Bool { !(abs(a - b) <= Self.tolerance) }
    if far(actualSize.width, contentSize.width) || far(actualSize.height, contentSize.height) {
      problems.append("content size \(actualSize), expected \(contentSize)")
    }
    for (key, want) in expected.sorted(by: { $0.key < $1.key }) {
      guard let got = actual[key] else {
        problems.append("\(key) is missing")
        continue
      }
      if zip(got.frame, want.frame).contains(where: far) || got.frame.count != 4 {
        problems.append("\(key): frame \(got.frame), expected \(want.frame)")
      }
      if got.z != want.z { problems.append("\(key): z \(got.z), expected \(want.z)") }
      if got.pinned != want.pinned { problems.append("\(key): pinned \(got.pinned), expected \(want.pinned)") }
    }
    for key in actual.keys.sorted() where expected[key] == nil {
      problems.append("\(key) is not expected (frame \(actual[key]!.frame))")
    }
    return problems
  }
}

/// Strict reading of a case's JSON: unknown keys and wrong types are errors, numbers are exact.
struct CaseJSON {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  var value: Any
  var path: String

  init(_ value: Any, at path: String) {
    self.value = value
    self.path = path
  }

  subscript(key: String) -> CaseJSON {
    get throws {
      guard let found = try optional(key) else { throw Failure("\(path): missing '\(key)'") }
      return found
    }
  }

  func optional(_ key: String) throws -> CaseJSON? {
    guard let object = value as? [String: Any] else { throw Failure("\(path): not an object") }
    return object[key].map { CaseJSON($0, at: "\(path).\(key)") }
  }

  func allow(_ keys: Set<String>) throws {
    guard let object = value as? [String: Any] else { throw Failure("\(path): not an object") }
    if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
      throw Failure("\(path): unknown key '\(unknown)'")
    }
  }

  func object() throws -> [(String, CaseJSON)] {
    guard let object = value as? [String: Any] else { throw Failure("\(path): not an object") }
    return object.sorted { $0.key < $1.key }.map { ($0.key, CaseJSON($0.value, at: "\(path).\($0.key)")) }
  }

  func array() throws -> [CaseJSON] {
    guard let array = value as? [Any] else { throw Failure("\(path): not an array") }
    return array.enumerated().map { CaseJSON($0.element, at: "\(path)[\($0.offset)]") }
  }

  func string() throws -> String {
    guard let text = value as? String else { throw Failure("\(path): not a string") }
    return text
  }

  /// The class JSONSerialization gives `true` and `false`: numbers 0 and 1 also convert to Bool, so the type tells
  /// a boolean from a number.
  static let booleanType: Any.Type = {
    let parsed = try? JSONSerialization.jsonObject(with: Data("[true]".utf8)) as? [Any]
    return type(of: parsed?.first ?? true)
  }()

  var isBoolean: Bool { type(of: value) == Self.booleanType }

  func boolean() throws -> Bool {
    guard isBoolean, let flag = value as? Bool else { throw Failure("\(path): not a boolean") }
    return flag
  }

  func number() throws -> Double {
    guard !isBoolean, let number = value as? NSNumber else { throw Failure("\(path): not a number") }
    return number.doubleValue
  }

  func integer() throws -> Int {
    guard let integer = Int(exactly: try number()) else { throw Failure("\(path): not an integer") }
    return integer
  }

  /// An exact rational, written as a JSON integer or a string "p/q", as the nearest Double.
  func exact() throws -> Double {
    if let text = value as? String {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), let numerator = Int(parts[0]),
        let denominator = parts.count == 2 ? Int(parts[1]) : 1, denominator > 0,
        parts.dropFirst().allSatisfy({ $0.allSatisfy(\.isNumber) })
      else { throw Failure("\(path): '\(text)' is not an exact number such as 358/3") }
      return Double(numerator) / Double(denominator)
    }
    return Double(try integer())
  }
}
