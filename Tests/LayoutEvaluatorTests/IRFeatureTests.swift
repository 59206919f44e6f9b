import Foundation
import LayoutIR
import Testing

/// The IR's `requires` list (Documentation/IR.md, "Format and version policy"): a reader refuses a document that
/// requires a feature it does not know, ignores keys outside every feature, and the writer derives the list.
@Suite("IR features: requires")
struct IRFeatureTests {
  func loadError(_ json: String) -> IRLoadError? {
    do {
      _ = try IRDocument.load(from: Data(json.utf8))
      return nil
    } catch let error as IRLoadError {
      return error
    } catch {
      Issue.record("unexpected error type \(error)")
      return nil
    }
  }

  let grid =
    #"{"name": "L", "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}}], "groups": [{"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "children": [{"value": {"item": 0}}]}], "sections": [{"root": 0}]}"#

  @Test("an unknown feature is refused by name, before the layouts are read (they may be from the future)")
  func unknownFeatureIsRefused() {
    let error = loadError(
      #"{"format": "layoutc-ir", "version": 1, "requires": ["scroll-sync"], "layouts": "a shape from the future"}"#)
    #expect(error == .unsupportedFeatures(["scroll-sync"]))
    #expect(
      error?.description
        == "IR requires feature 'scroll-sync', which this reader does not support (it supports: flow-estimated, flow-horizontal, flow-pinning, flow-sections, focus-width, motion-effects, page-parallax, paging, scroll-effects, scroll-links); "
        + "use a newer layoutc or LayoutRuntime")
  }

  @Test("several unknown features are all named, in order, once each; known ones are not named")
  func severalUnknownFeatures() {
    let json =
      #"{"format": "layoutc-ir", "version": 1, "requires": ["appear-effects", "flow-sections", "appear-effects", "scroll-sync"], "layouts": []}"#
    let error = loadError(json)
    #expect(error == .unsupportedFeatures(["appear-effects", "scroll-sync"]))
    #expect(error?.description.hasPrefix("IR requires features 'appear-effects', 'scroll-sync', which") == true)
  }

  @Test("names in the message are escaped, cut and counted: any requires list gives one short printable line")
  func messageIsBounded() {
    let names = ["a\u{1B}[31m", "b'\u{202E}", String(repeating: "x", count: 100)] + (1...5).map { "f\($0)" }
    let error = IRLoadError.unsupportedFeatures(names)
    let expected =
      #"IR requires features 'a\u{1b}[31m', 'b\u{27}\u{202e}', '"# + String(repeating: "x", count: 64)
      + #"...', 'f1', 'f2' and 3 more, which this reader"#
    #expect(error.description.hasPrefix(expected), "\(error.description)")
    #expect(!error.description.contains("\u{1B}") && !error.description.contains("\n"))
  }

  @Test("the version is checked before the features: a newer version is reported as such")
  func versionComesFirst() {
    let error = loadError(#"{"format": "layoutc-ir", "version": 3, "requires": ["scroll-sync"], "layouts": []}"#)
    #expect(error == .newerVersion(found: 3, supported: 2))
  }

  @Test("a requires list that is not a list of names is malformed")
  func malformedRequires() {
    for requires in [#""flow-sections""#, "[1]", "{}"] {
      let error = loadError(#"{"format": "layoutc-ir", "version": 1, "requires": \#(requires), "layouts": []}"#)
      guard case .malformed(let message) = error else {
        Issue.record("requires \(requires): expected malformed, got \(String(describing: error))")
        continue
      }
      #expect(message.hasPrefix("requires"), "\(message)")
    }
  }

  @Test("known features load, listed or not: documents from before requires existed still read")
  func knownFeaturesLoad() throws {
    let flow = IRDocument(layouts: [FlowIRTests.withBoundaries()])
    var withoutRequires = String(decoding: try flow.encoded(prettyPrinted: false), as: UTF8.self)
    withoutRequires = withoutRequires.replacingOccurrences(of: #""requires":["flow-sections"],"#, with: "")
    #expect(!withoutRequires.contains("requires"))
    #expect(try IRDocument.load(from: Data(withoutRequires.utf8)) == flow)
    // Listing a known feature the document does not use is harmless; the writer never does it.
    let listed = #"{"format": "layoutc-ir", "version": 1, "requires": ["flow-sections"], "layouts": [\#(grid)]}"#
    let document = try IRDocument.load(from: Data(listed.utf8))
    #expect(document.requiredFeatures.isEmpty)
    #expect(!String(decoding: try document.encoded(), as: UTF8.self).contains("requires"))
  }

  @Test("keys outside every feature are optional and ignored, at the top level and inside layouts")
  func unknownKeysAreIgnored() throws {
    let plain = try IRDocument.load(from: Data(#"{"format": "layoutc-ir", "version": 1, "layouts": [\#(grid)]}"#.utf8))
    let decorated = grid.replacingOccurrences(
      of: #""sections": [{"root": 0}]"#, with: #""sections": [{"root": 0, "note": "x"}], "hint": 3"#)
    #expect(decorated != grid)
    let extra =
      #"{"format": "layoutc-ir", "version": 1, "generator": {"name": "other"}, "layouts": [\#(decorated)], "z": null}"#
    #expect(try IRDocument.load(from: Data(extra.utf8)) == plain)
  }

  @Test("the writer derives requires from the content: sorted, after the version, omitted when empty")
  func writerEmitsRequires() throws {
    let flow = IRDocument(layouts: [FlowIRTests.withBoundaries(), gridLayout()])
    #expect(flow.requiredFeatures == [.flowSections])
    #expect(IRDocument(layouts: [gridLayout()]).requiredFeatures.isEmpty)
    let compact = String(decoding: try flow.encoded(prettyPrinted: false), as: UTF8.self)
    #expect(compact.hasPrefix(#"{"format":"layoutc-ir","version":2,"requires":["flow-sections"],"layouts":[{"#))
    let pretty = String(decoding: try flow.encoded(), as: UTF8.self)
    #expect(
      pretty.hasPrefix(
        "{\n  \"format\" : \"layoutc-ir\",\n  \"version\" : 2,\n  \"requires\" : [\n    \"flow-sections\"\n  ],\n"
          + "  \"layouts\" : [\n"))
    #expect(try flow.encoded() == (try IRDocument.load(from: try flow.encoded()).encoded()))
    let plain = String(decoding: try IRDocument(layouts: [gridLayout()]).encoded(prettyPrinted: false), as: UTF8.self)
    #expect(plain.hasPrefix(#"{"format":"layoutc-ir","version":1,"layouts":["#))
  }

  @Test("Codable alone (without load) also writes requires and refuses unknown features")
  func codableConformance() throws {
    let flow = IRDocument(layouts: [FlowIRTests.withBoundaries()])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(flow)
    #expect(String(decoding: data, as: UTF8.self).contains(#""requires":["flow-sections"]"#))
    #expect(try JSONDecoder().decode(IRDocument.self, from: data) == flow)
    let future = #"{"format": "layoutc-ir", "version": 1, "requires": ["scroll-sync"], "layouts": []}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(IRDocument.self, from: Data(future.utf8)) }
  }

  @Test("every feature has a kebab-case name and is detected in a layout that uses it")
  func featureNames() {
    for feature in IRFeature.allCases {
      #expect(feature.rawValue.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(feature)")
    }
    #expect(FlowIRTests.withBoundaries().uses(.flowSections))
    #expect(!gridLayout().uses(.flowSections))
  }

  @Test("flow-horizontal: required by a horizontal layout of flow sections only (F10)")
  func flowHorizontal() throws {
    var flow = WorkedExamplesTests.flowLayout(width: 100)
    #expect(!flow.uses(.flowHorizontal))
    flow.scrollDirection = .horizontal
    #expect(flow.uses(.flowHorizontal))
    var grid = gridLayout()
    grid.scrollDirection = .horizontal
    #expect(!grid.uses(.flowHorizontal))
    let document = IRDocument(layouts: [flow])
    #expect(document.requiredFeatures == [.flowHorizontal, .flowSections])
    #expect(String(decoding: try document.encoded(), as: UTF8.self).contains(#""flow-horizontal""#))
    #expect(try IRDocument.load(from: try document.encoded()) == document)
  }

  @Test("flow-estimated: required by an estimated flow item size (F17); the key is written only when true")
  func flowEstimated() throws {
    var flow = WorkedExamplesTests.flowLayout(width: 100)
    #expect(!flow.uses(.flowEstimated))
    #expect(!String(decoding: try IRDocument(layouts: [flow]).encoded(), as: UTF8.self).contains("estimated"))
    flow.sections[0].flow?.itemSize = IRProperty(IRFlowSize(width: num(100), height: num(32), estimated: true))
    #expect(flow.uses(.flowEstimated))
    let document = IRDocument(layouts: [flow])
    #expect(document.requiredFeatures == [.flowEstimated, .flowSections])
    #expect(try IRDocument.load(from: try document.encoded()) == document)
  }

  @Test("flow-pinning: required when a flow header or footer carries pinned (S4)")
  func flowPinning() {
    var flow = FlowIRTests.withBoundaries()
    #expect(!flow.uses(.flowPinning))
    flow.sections[0].boundaries.entries[1].value.pinned = IRProperty(true)
    #expect(flow.uses(.flowPinning))
    #expect(IRDocument(layouts: [flow]).requiredFeatures == [.flowPinning, .flowSections])
  }
}

/// The `scroll-effects` feature (SE1): written exactly when a section or an item has an `effect`, and an effect
/// out of its ranges is a load error naming it.
@Suite struct ScrollEffectsFeatureTests {
  static let carousel =
    #"{"name": "L", "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}], "groups": [{"axis": "horizontal", "size": {"width": {"absolute": 300}, "height": {"absolute": 200}}, "children": [{"value": {"item": 0}}]}], "sections": [{"root": 0, "scroll": "group-paging-centered", "effect": EFFECT}]}"#

  static func document(_ effect: String) -> Data {
    Data(
      (#"{"format": "layoutc-ir", "version": 1, "requires": ["scroll-effects"], "layouts": ["#
        + carousel.replacingOccurrences(of: "EFFECT", with: effect) + "]}").utf8)
  }

  @Test("SE1: an effect loads, is required by name, and round-trips")
  func effectLoadsAndIsRequired() throws {
    let document = try IRDocument.load(
      from: Self.document(#"{"scale": {"num": 4, "den": 5}, "radius": {"fractionalWidth": 1}}"#))
    #expect(document.requiredFeatures == [.scrollEffects])
    #expect(document.layouts[0].sections[0].effect.resolve { _ in true }?.scale == IRNumber(4, 5))
    #expect(try IRDocument.load(from: document.encoded()) == document)
    var plain = document
    plain.layouts[0].sections[0].effect = IRProperty()
    #expect(plain.requiredFeatures.isEmpty)
  }

  @Test("SE2-SE4: values out of range, an estimated radius or nothing to apply are load errors")
  func outOfRangeEffectsAreRefused() {
    for effect in [
      #"{"scale": 0}"#, #"{"alpha": 2}"#, #"{"parallax": -3}"#, #"{"radius": {"absolute": 10}}"#,
      #"{"alpha": 1, "radius": {"estimated": 10}}"#, #"{"alpha": 1, "radius": {"absolute": 0}}"#,
    ] {
      #expect(throws: IRLoadError.self, "\(effect)") { try IRDocument.load(from: Self.document(effect)) }
    }
  }

  static let pager =
    #"{"name": "P", "scrollDirection": "horizontal", "sections": [{"flow": {"itemSize": {"width": 375, "height": 500}}, "effect": EFFECT}]}"#

  @Test("SE6: page parallax loads on the one flow section of a layout, requires page-parallax, and round-trips")
  func pageParallaxLoadsOnAFlow() throws {
    let text =
      #"{"format": "layoutc-ir", "version": 1, "requires": ["flow-horizontal", "flow-sections", "page-parallax", "scroll-effects"], "layouts": ["#
      + Self.pager.replacingOccurrences(of: "EFFECT", with: #"{"pageParallax": {"spacing": 100, "minWidth": 40}}"#)
      + "]}"
    let document = try IRDocument.load(from: Data(text.utf8))
    #expect(document.requiredFeatures == [.flowHorizontal, .flowSections, .pageParallax, .scrollEffects])
    let pages = document.layouts[0].sections[0].effect.resolve { _ in true }?.pageParallax
    #expect(pages == IRPageParallax(spacing: 100, minWidth: 40))
    #expect(try IRDocument.load(from: document.encoded()) == document)
  }

  @Test("SE6: page parallax on a compositional section or an item, or below 0, is a load error")
  func misplacedPageParallaxIsRefused() {
    // The carousel's section has a root group, not a flow.
    let onSection = #"{"pageParallax": {"spacing": 100, "minWidth": 0}}"#
    #expect(throws: IRLoadError.self) { try IRDocument.load(from: Self.document(onSection)) }
    let onItem = Self.carousel.replacingOccurrences(
      of: "\"height\": {\"fractionalHeight\": 1}}}",
      with: "\"height\": {\"fractionalHeight\": 1}}, \"effect\": \(onSection)}"
    )
    .replacingOccurrences(of: "EFFECT", with: #"{"alpha": 1}"#)
    #expect(onItem.contains("pageParallax"))
    let itemDocument =
      #"{"format": "layoutc-ir", "version": 1, "requires": ["page-parallax", "scroll-effects"], "layouts": ["# + onItem
      + "]}"
    #expect(throws: IRLoadError.self) { try IRDocument.load(from: Data(itemDocument.utf8)) }
    let negative =
      #"{"format": "layoutc-ir", "version": 1, "requires": ["flow-horizontal", "flow-sections", "page-parallax", "scroll-effects"], "layouts": ["#
      + Self.pager.replacingOccurrences(of: "EFFECT", with: #"{"pageParallax": {"spacing": -1, "minWidth": 0}}"#)
      + "]}"
    #expect(throws: IRLoadError.self) { try IRDocument.load(from: Data(negative.utf8)) }
  }

  static func strip(
    _ effect: String, features: String = #""flow-horizontal", "flow-sections", "focus-width", "scroll-effects""#
  )
    -> Data
  {
    Data(
      (#"{"format": "layoutc-ir", "version": 1, "requires": ["# + features + #"], "layouts": ["#
        + pager.replacingOccurrences(of: "EFFECT", with: effect) + "]}").utf8)
  }

  @Test("SE8: focus width loads on the one flow section of a layout, requires focus-width, and round-trips")
  func focusWidthLoadsOnAFlow() throws {
    let document = try IRDocument.load(from: Self.strip(#"{"focusWidth": {"maxWidth": 160, "spacing": 15}}"#))
    #expect(document.requiredFeatures == [.flowHorizontal, .flowSections, .focusWidth, .scrollEffects])
    #expect(document.layouts[0].uses(.focusWidth))
    let focus = document.layouts[0].sections[0].effect.resolve { _ in true }?.focusWidth
    #expect(focus == IRFocusWidth(maxWidth: 160, spacing: 15))
    #expect(try IRDocument.load(from: document.encoded()) == document)
    // The spacing is optional: absent, the evaluator takes the flow's line spacing.
    let bare = try IRDocument.load(from: Self.strip(#"{"focusWidth": {"maxWidth": 160}}"#))
    #expect(bare.layouts[0].sections[0].effect.resolve { _ in true }?.focusWidth == IRFocusWidth(maxWidth: 160))
  }

  @Test("SE8: focus width out of range, beside page parallax or on a compositional section is refused")
  func misplacedFocusWidthIsRefused() {
    for effect in [
      #"{"focusWidth": {"maxWidth": 0}}"#, #"{"focusWidth": {"maxWidth": 160, "spacing": -1}}"#,
      #"{"focusWidth": {"maxWidth": 160}, "pageParallax": {"spacing": 100, "minWidth": 0}}"#,
    ] {
      #expect(throws: IRLoadError.self) {
        try IRDocument.load(
          from: Self.strip(
            effect, features: #""flow-horizontal", "flow-sections", "focus-width", "page-parallax", "scroll-effects""#))
      }
    }
    #expect(throws: IRLoadError.self) {
      try IRDocument.load(from: Self.document(#"{"focusWidth": {"maxWidth": 160}}"#))
    }
  }
}

/// The `paging` feature (S7): the layout key `paging`, written only when true, required by name.
@Suite struct PagingFeatureTests {
  @Test("S7: paging is written only when true, required then, and round-trips")
  func pagingIsRequiredWhenTrue() throws {
    var layout = FlowIRTests.withBoundaries()
    #expect(!layout.uses(.paging))
    #expect(!String(decoding: try IRDocument(layouts: [layout]).encoded(), as: UTF8.self).contains("paging"))
    layout.paging = true
    #expect(layout.uses(.paging))
    let document = IRDocument(layouts: [layout])
    #expect(document.requiredFeatures.contains(.paging))
    #expect(try IRDocument.load(from: document.encoded()).layouts[0].paging)
  }
}

/// The `scroll-links` feature (L3): the layout key `follows`, written only when set, required by name.
@Suite struct ScrollLinksFeatureTests {
  @Test("L3: follows is written only when set, required then, and round-trips")
  func followsIsRequiredWhenSet() throws {
    var layout = FlowIRTests.withBoundaries()
    #expect(!layout.uses(.scrollLinks))
    #expect(!String(decoding: try IRDocument(layouts: [layout]).encoded(), as: UTF8.self).contains("follows"))
    var leader = layout
    leader.name = "Lead"
    layout.follows = "Lead"
    #expect(layout.uses(.scrollLinks))
    let document = IRDocument(layouts: [leader, layout])
    #expect(document.requiredFeatures.contains(.scrollLinks))
    #expect(String(decoding: try document.encoded(), as: UTF8.self).contains(#""scroll-links""#))
    #expect(try IRDocument.load(from: document.encoded()).layouts[1].follows == "Lead")
  }

  @Test("L3: a loaded follows names another flow layout of one section")
  func followsIsValidatedOnLoad() throws {
    var follower = FlowIRTests.withBoundaries()
    follower.name = "Strip"
    for (leader, message) in [
      ("Strip", "follows 'Strip', which is not another layout of the document"),
      ("Nowhere", "follows 'Nowhere', which is not another layout of the document"),
      ("Grid", "follows 'Grid', but 'Grid' is not a flow layout of one section"),
    ] {
      var grid = gridLayout()
      grid.name = "Grid"
      follower.follows = leader
      let data = try IRDocument(layouts: [grid, follower]).encoded()
      #expect(throws: IRLoadError.invalid(layout: "Strip", message: message)) { try IRDocument.load(from: data) }
    }
  }
}
