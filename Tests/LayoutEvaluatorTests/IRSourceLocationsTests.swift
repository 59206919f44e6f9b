import Foundation
import LayoutEvaluator
import LayoutIR
import Testing

/// The optional `sourceLocations` key of a layout (`IR.md`, "Source locations"): written only when asked for, read
/// back unchanged, checked when present, and never needed: a document without it loads and evaluates as before.
@Suite struct IRSourceLocationsTests {
  static func grid(locations: IRSourceLocations?) -> IRDocument {
    var layout = WorkedExamplesTests.headerGrid()
    layout.sourceLocations = locations
    return IRDocument(layouts: [layout])
  }

  static func locations(for layout: IRLayout, items: [String]? = nil) -> IRSourceLocations {
    IRSourceLocations(
      file: "Grid.layout", items: items ?? layout.items.indices.map { "\($0 + 2):3" },
      groups: layout.groups.map { _ in "9:5" }, supplementaries: layout.supplementaries.map { _ in "4:3" },
      sections: layout.sections.map { _ in "8:3" })
  }

  @Test("a document with source locations round-trips, and they change no frame")
  func roundTripAndSameFrames() throws {
    let plain = Self.grid(locations: nil)
    let located = Self.grid(locations: Self.locations(for: plain.layouts[0]))
    let data = try located.encoded()
    #expect(String(decoding: data, as: UTF8.self).contains(#""sourceLocations""#))
    let loaded = try IRDocument.load(from: data)
    #expect(loaded == located)
    #expect(loaded.layouts[0].sourceLocations?.items.first == "2:3")
    // No feature: an older reader may ignore the key and compute the same frames.
    #expect(loaded.requiredFeatures.isEmpty)
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [7])
    #expect(
      try Evaluator.evaluate(loaded.layouts[0], input: input).allElements()
        == (try Evaluator.evaluate(plain.layouts[0], input: input).allElements()))
  }

  @Test("a document without source locations (every IR written before them) loads, and writes none")
  func oldDocumentsLoad() throws {
    let plain = Self.grid(locations: nil)
    let data = try plain.encoded()
    #expect(!String(decoding: data, as: UTF8.self).contains("sourceLocations"))
    #expect(try IRDocument.load(from: data).layouts[0].sourceLocations == nil)
  }

  @Test("source locations that do not fit the layout are refused by name")
  func malformedLocationsAreRefused() throws {
    let layout = Self.grid(locations: nil).layouts[0]
    for (items, message) in [
      ([String](), "sourceLocations.items has 0 entries for \(layout.items.count) items"),
      (layout.items.map { _ in "0:1" }, "sourceLocations.items entry '0:1' is not LINE:COLUMN"),
      (layout.items.map { _ in "4" }, "sourceLocations.items entry '4' is not LINE:COLUMN"),
    ] {
      let document = Self.grid(locations: Self.locations(for: layout, items: items))
      #expect(throws: IRLoadError.invalid(layout: layout.name, message: message)) {
        try IRDocument.load(from: try document.encoded())
      }
    }
  }
}
