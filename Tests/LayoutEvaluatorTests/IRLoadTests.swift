import Foundation
import LayoutIR
import Testing

@Suite("IR loading")
struct IRLoadTests {
  func load(_ json: String) throws -> IRDocument { try IRDocument.load(from: Data(json.utf8)) }

  func loadError(_ json: String) -> IRLoadError? {
    do {
      _ = try load(json)
      return nil
    } catch let error as IRLoadError {
      return error
    } catch {
      Issue.record("unexpected error type \(error)")
      return nil
    }
  }

  func minimal(version: Int = 1, format: String = "layoutc-ir", layouts: String) -> String {
    #"{"format": "\#(format)", "version": \#(version), "layouts": [\#(layouts)]}"#
  }

  let itemJSON = #"{"size": {"width": {"fractionalWidth": {"num": 1, "den": 3}}, "height": {"fractionalHeight": 1}}}"#

  @Test("round trip: encode -> load gives the same document; encoding is deterministic")
  func roundTrip() throws {
    var photos = try GoldenCase(named: "params-month-summary").document
    photos.layouts.append(albumLayout())
    photos.layouts.append(WorkedExamplesTests.headerGrid())
    let data = try photos.encoded()
    let loaded = try IRDocument.load(from: data)
    #expect(loaded == photos)
    #expect(try loaded.encoded() == data)
    #expect(try photos.encoded(prettyPrinted: false) == (try loaded.encoded(prettyPrinted: false)))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""format" : "layoutc-ir""#))
    #expect(text.contains(#""den" : 3"#))
  }

  @Test("numbers: plain integers when whole, num/den otherwise; zero denominators rejected")
  func numbers() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode([num(130), num(1, 3), num(-6, 4)])
    #expect(String(decoding: data, as: UTF8.self) == #"[130,{"den":3,"num":1},{"den":2,"num":-3}]"#)
    let zero = #"{"size": {"width": {"absolute": {"num": 1, "den": 0}}, "height": {"absolute": 1}}}"#
    let error = loadError(
      minimal(layouts: #"{"name": "L", "items": [\#(zero)], "groups": [], "sections": []}"#))
    guard case .malformed(let message) = error else {
      Issue.record("expected malformed, got \(String(describing: error))")
      return
    }
    #expect(message.contains("zero denominator"))
  }

  @Test("malformed JSON")
  func malformed() {
    guard case .malformed = loadError("{\"format\": ") else {
      Issue.record("expected malformed")
      return
    }
    #expect(loadError("[1, 2]")?.description.hasPrefix("malformed IR document") == true)
  }

  @Test("wrong format name")
  func wrongFormat() {
    let error = loadError(minimal(format: "something-else", layouts: ""))
    #expect(error == .wrongFormat("something-else"))
    #expect(error?.description == "not a layoutc IR document: format is 'something-else', expected 'layoutc-ir'")
  }

  @Test("newer version is refused with a clear message, even when its body is unknown")
  func newerVersion() {
    let error = loadError(#"{"format": "layoutc-ir", "version": 3, "layouts": "a shape from the future"}"#)
    #expect(error == .newerVersion(found: 3, supported: 2))
    #expect(error?.description == "IR version 3 is newer than this evaluator supports (2)")
    #expect(loadError(minimal(version: 0, layouts: "")) == .unsupportedVersion(0))
  }

  @Test("bad indices are rejected")
  func badIndex() {
    let badChild =
      #"{"axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "children": [{"value": {"item": 5}}]}"#
    let error = loadError(
      minimal(layouts: #"{"name": "L", "items": [\#(itemJSON)], "groups": [\#(badChild)], "sections": [{"root": 0}]}"#))
    #expect(error == .invalid(layout: "L", message: "groups[0] refers to item 5, but the layout has 1 items"))
    let badRoot = loadError(minimal(layouts: #"{"name": "L", "items": [], "groups": [], "sections": [{"root": 3}]}"#))
    #expect(badRoot == .invalid(layout: "L", message: "sections[0] has root group 3, but the layout has 0 groups"))
    let badSupplementary =
      #"{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "supplementaries": [{"value": 0}]}"#
    let supplementaryError = loadError(
      minimal(layouts: #"{"name": "L", "items": [\#(badSupplementary)], "groups": [], "sections": []}"#))
    #expect(supplementaryError?.description.contains("refers to supplementary 0") == true)
  }

  func chain(_ count: Int, cycle: Bool) -> String {
    let groups = (0..<count).map { index -> String in
      let child = index + 1 < count ? #"{"group": \#(index + 1)}"# : (cycle ? #"{"group": 0}"# : #"{"item": 0}"#)
      return
        #"{"name": "g\#(index)", "axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "children": [{"value": \#(child)}]}"#
    }
    return minimal(
      layouts:
        #"{"name": "L", "items": [\#(itemJSON)], "groups": [\#(groups.joined(separator: ","))], "sections": [{"root": 0}]}"#
    )
  }

  @Test("group cycles are rejected")
  func cycle() {
    #expect(loadError(chain(3, cycle: true)) == .invalid(layout: "L", message: "group cycle: g0 -> g1 -> g2 -> g0"))
  }

  @Test("nesting deeper than 64 is rejected; 64 is fine and evaluates")
  func depth() throws {
    #expect(loadError(chain(65, cycle: false)) == .invalid(layout: "L", message: "groups nest deeper than 64 levels"))
    let document = try load(chain(64, cycle: false))
    let evaluation = try evaluate(document.layouts[0], counts: [4])
    #expect(evaluation.allElements().count == 4)
  }

  /// A one-item layout whose section insets are guarded by `condition` (JSON).
  func guardedSection(_ condition: String) -> String {
    let insets = #"[{"value": {"top": 1, "leading": 1, "bottom": 1, "trailing": 1}, "when": \#(condition)}]"#
    let group =
      #"{"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "children": [{"value": {"item": 0}}]}"#
    return minimal(
      layouts:
        #"{"name": "L", "items": [\#(itemJSON)], "groups": [\#(group)], "sections": [{"root": 0, "insets": \#(insets)}]}"#
    )
  }

  static let leaf = #"{"viewport": "width", "op": ">", "value": 1}"#

  /// Issue 10 §2.1: decoding recurses once per level of JSON, so nesting is bounded before Foundation sees it —
  /// whatever the platform's parser would do with a million levels.
  @Test("JSON nested deeper than any document is refused before decoding")
  func deepJSON() {
    let levels = 1_000_000
    let arrays = minimal(layouts: String(repeating: "[", count: levels) + String(repeating: "]", count: levels))
    guard case .malformed(let message) = loadError(arrays) else {
      Issue.record("expected malformed")
      return
    }
    #expect(message.contains("nest deeper than"))
    let nots = String(repeating: #"{"not": "#, count: 100_000) + Self.leaf + String(repeating: "}", count: 100_000)
    guard case .malformed = loadError(guardedSection(nots)) else {
      Issue.record("expected malformed")
      return
    }
    // Brackets inside strings are text, not nesting.
    let bracketName = minimal(
      layouts: #"{"name": "\#(String(repeating: "[{", count: 1_000))", "items": [], "groups": [], "sections": []}"#)
    #expect(loadError(bracketName) == nil)
  }

  @Test("conditions nest at most 64 levels; 64 loads and evaluates; a long chain is one level")
  func conditionDepth() throws {
    func nots(_ count: Int) -> String {
      String(repeating: #"{"not": "#, count: count) + Self.leaf + String(repeating: "}", count: count)
    }
    #expect(
      loadError(guardedSection(nots(64)))
        == .invalid(layout: "L", message: "sections[0] has a condition nested deeper than 64"))
    let deepest = try load(guardedSection(nots(63)))
    #expect(try evaluate(deepest.layouts[0], counts: [1]).allElements().count == 1)
    let chain = #"{"and": ["# + Array(repeating: Self.leaf, count: 100_000).joined(separator: ",") + "]}"
    let long = try load(guardedSection(chain))
    let frame = try #require(try evaluate(long.layouts[0], counts: [1]).allElements().first?.frame)
    #expect(frame.x == 1)
  }

  @Test("conditions must name declared parameters and values")
  func conditionReferences() {
    let guarded =
      #"{"size": [{"value": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "when": {"param": "mode", "equals": "x"}}]}"#
    let params = #"[{"name": "mode", "values": ["a", "b"], "default": "a"}]"#
    let error = loadError(
      minimal(layouts: #"{"name": "L", "params": \#(params), "items": [\#(guarded)], "groups": [], "sections": []}"#))
    #expect(error?.description.contains("compares parameter 'mode' with 'x'") == true)
  }

  @Test("properties: a single unguarded value is written bare; guarded ones as a list; empty ones are omitted")
  func propertyEncoding() throws {
    let item = IRItem(
      size: IRProperty(
        assignments: [
          IRGuarded(IRSize(width: fw(1), height: abs(10))),
          IRGuarded(IRSize(width: fw(1), height: abs(20)), when: .viewport(.width, .greaterOrEqual, num(700))),
        ]), insets: insets(2))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(item), as: UTF8.self)
    #expect(text.contains(#""insets":{"bottom":2,"leading":2,"top":2,"trailing":2}"#))
    #expect(text.contains(#""when":{"op":">=","value":700,"viewport":"width"}"#))
    #expect(!text.contains("edges"))
    #expect(try JSONDecoder().decode(IRItem.self, from: Data(text.utf8)) == item)
  }
}
