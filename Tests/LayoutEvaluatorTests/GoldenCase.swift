import Foundation
import LayoutIR

@testable import LayoutEvaluator

/// A data-driven frame case: `Cases/NAME.json` holds an IR document, inputs, the rule ids it checks, hand-computed
/// `checks` (never rewritten) and an optional `contentSize`; `Cases/NAME.expected.txt` is the golden rendering of every
/// element, rewritten with `LAYOUTC_UPDATE_GOLDEN=1`.
struct GoldenCase {
  struct Check {
    var id: ElementID
    var frame: [Double]
    var zIndex: Int?
    var pinned: Bool?
  }

  var name: String
  var rules: [String]
  var notes: String
  var document: IRDocument
  var layoutName: String?
  var input: EvaluationInput
  var checks: [Check]
  var contentSize: [Double]?

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

  static func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  static var updating: Bool { ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDEN"] == "1" }

  var goldenURL: URL { Self.directory.appendingPathComponent("\(name).expected.txt") }

  init(named name: String) throws {
    self.name = name
    let data = try Data(contentsOf: Self.directory.appendingPathComponent("\(name).json"))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CaseError("\(name): not a JSON object")
    }
    rules = root["rules"] as? [String] ?? []
    notes = root["notes"] as? String ?? ""
    document = try IRDocument.load(from: try JSONSerialization.data(withJSONObject: root["document"] ?? [:]))
    layoutName = root["layout"] as? String
    let input = root["input"] as? [String: Any] ?? [:]
    let viewport = input["viewport"] as? [String: Any] ?? [:]
    var measured: [ElementID: Size] = [:]
    for entry in input["measured"] as? [[String: Any]] ?? [] {
      measured[try Self.parseID(entry["id"] as? String ?? "")] = Size(
        width: try Self.number(entry["width"]), height: try Self.number(entry["height"]))
    }
    self.input = EvaluationInput(
      viewport: Size(width: try Self.number(viewport["width"]), height: try Self.number(viewport["height"])),
      scale: try Self.number(input["scale"] ?? 3), params: input["params"] as? [String: String] ?? [:],
      itemCounts: input["itemCounts"] as? [Int] ?? [], measuredSizes: measured)
    self.input.itemSizes = try (input["itemSizes"] as? [Any] ?? []).map(Self.itemSizes)
    checks = try (root["checks"] as? [[String: Any]] ?? []).map { check in
      Check(
        id: try Self.parseID(check["id"] as? String ?? ""),
        frame: try (check["frame"] as? [Any] ?? []).map(Self.number), zIndex: check["z"] as? Int,
        pinned: check["pinned"] as? Bool)
    }
    contentSize = try (root["contentSize"] as? [Any])?.map(Self.number)
  }

  var layout: IRLayout? { layoutName.map { document.layout(named: $0) } ?? document.layouts.first }

  /// A JSON number, or a string `"a/b"` for values such as 358/3 written exactly.
  static func number(_ value: Any?) throws -> Double {
    if let number = value as? NSNumber { return number.doubleValue }
    if let text = value as? String {
      let parts = text.split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      if parts.count == 1, let v = parts[0] { return v }
      if parts.count == 2, let n = parts[0], let d = parts[1] { return n / d }
    }
    throw CaseError("not a number: \(String(describing: value))")
  }

  /// One section's per-item sizes (F2): `null`, `{"sizes": [[w, h], …]}` or `{"aspects": [[w, h], …]}`.
  static func itemSizes(_ value: Any) throws -> FlowItemSizes? {
    guard let entry = value as? [String: Any] else { return nil }
    func pairs(_ list: Any?) throws -> [Size] {
      try (list as? [[Any]] ?? []).map { pair in
        guard pair.count == 2 else { throw CaseError("an item size is [width, height]") }
        return Size(width: try number(pair[0]), height: try number(pair[1]))
      }
    }
    if let aspects = entry["aspects"] { return .aspects(try pairs(aspects)) }
    return .sizes(try pairs(entry["sizes"]))
  }

  /// `cell 0.3`, `supplementary badge 0.3`, `boundary header 0.0`, `decoration bg 0.0`.
  static func parseID(_ text: String) throws -> ElementID {
    let words = text.split(separator: " ").map(String.init)
    guard words.count >= 2, let category = ElementCategory.allCases.first(where: { "\($0)" == words[0] }) else {
      throw CaseError("bad element id '\(text)'")
    }
    let position = words.last!.split(separator: ".").compactMap { Int($0) }
    guard position.count == 2 else { throw CaseError("bad element id '\(text)'") }
    let kind = words.count == 3 ? words[1] : nil
    return ElementID(category: category, kind: kind, section: position[0], item: position[1])
  }

  /// One line per element plus the content size: the golden rendering.
  static func render(_ evaluation: Evaluation) -> String {
    var lines = ["content \(evaluation.contentSize)"]
    for element in evaluation.allElements() {
      let pinned = element.isPinned ? " pinned" : ""
      lines.append("\(evaluation.id(of: element)) \(element.frame) z\(element.zIndex)\(pinned)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

struct CaseError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
