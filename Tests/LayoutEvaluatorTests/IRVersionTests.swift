import Foundation
import LayoutIR
import Testing

/// The IR's version (Documentation/IR.md, "Format and version policy"): the writer emits version 2 exactly when
/// `requires` is non-empty, so that a reader from before `requires` refuses such a document instead of ignoring the
/// keys it does not know; the loader reads versions 1 and 2, and a version-1 document that lists features.
@Suite("IR version")
struct IRVersionTests {
  let grid =
    #"{"name": "L", "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}}], "groups": [{"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "children": [{"value": {"item": 0}}]}], "sections": [{"root": 0}]}"#

  func writtenVersion(_ document: IRDocument) throws -> Int? {
    let data = try document.encoded(prettyPrinted: false)
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["version"] as? Int
  }

  @Test("the written version is 2 exactly when requires is non-empty, whichever encoder writes it")
  func versionFollowsRequires() throws {
    let plain = IRDocument(layouts: [gridLayout()])
    let flow = IRDocument(layouts: [gridLayout(), FlowIRTests.withBoundaries()])
    #expect(plain.version == 1 && flow.version == 2)
    #expect(try writtenVersion(plain) == 1)
    #expect(try writtenVersion(flow) == 2)
    #expect(String(decoding: try flow.encoded(), as: UTF8.self).contains("\"version\" : 2,\n  \"requires\""))
    // Plain Codable writes the same header as `encoded()`.
    let codable = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(flow)) as? [String: Any]
    #expect(codable?["version"] as? Int == 2)
    #expect(codable?["requires"] as? [String] == ["flow-sections"])
  }

  @Test("a version-1 document that lists features (from earlier layoutc builds) loads and is written back as 2")
  func versionOneWithRequiresLoads() throws {
    let flow = IRDocument(layouts: [FlowIRTests.withBoundaries()])
    let current = String(decoding: try flow.encoded(prettyPrinted: false), as: UTF8.self)
    let older = current.replacingOccurrences(of: #""version":2,"#, with: #""version":1,"#)
    #expect(older != current)
    let loaded = try IRDocument.load(from: Data(older.utf8))
    #expect(loaded == flow)
    #expect(loaded.version == 2)
    #expect(try loaded.encoded(prettyPrinted: false) == Data(current.utf8))
  }

  @Test("versions 1 and 2 load with or without requires; 3 is refused as newer, 0 as unsupported")
  func loaderAcceptsOneAndTwo() throws {
    for version in [1, 2] {
      for requires in ["", #""requires": ["flow-sections"], "#] {
        let json = #"{"format": "layoutc-ir", "version": \#(version), \#(requires)"layouts": [\#(grid)]}"#
        let document = try IRDocument.load(from: Data(json.utf8))
        // A grid requires nothing, so it is written as version 1 whatever it was read as.
        #expect(document.version == 1, "\(json)")
      }
    }
    #expect(IRDocument.currentVersion == 2)
    #expect(throws: IRLoadError.newerVersion(found: 3, supported: 2)) {
      try IRDocument.load(from: Data(#"{"format": "layoutc-ir", "version": 3, "layouts": [\#(grid)]}"#.utf8))
    }
    #expect(throws: IRLoadError.unsupportedVersion(0)) {
      try IRDocument.load(from: Data(#"{"format": "layoutc-ir", "version": 0, "layouts": [\#(grid)]}"#.utf8))
    }
  }

  @Test("a document without a version is malformed")
  func versionIsRequired() {
    #expect(throws: IRLoadError.self) {
      try IRDocument.load(from: Data(#"{"format": "layoutc-ir", "layouts": [\#(grid)]}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IRDocument.self, from: Data(#"{"format": "layoutc-ir", "layouts": []}"#.utf8))
    }
  }
}
