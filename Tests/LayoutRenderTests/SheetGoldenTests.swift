import Foundation
import LayoutCompiler
import LayoutRender
import LayoutTestSupport
import Testing

/// Every Example drawn as a sheet: byte for byte against its golden (`LAYOUTC_UPDATE_GOLDEN=1` rewrites them), and
/// read back as XML to check that every element the evaluation has in each column's drawn rect is drawn there, at
/// its frame scaled as the column's `data-` attributes say.
@Suite struct SheetGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  @Test func everyExampleHasASheet() {
    #expect(SheetFixtures.examples.count >= 8)
  }

  /// Each Example by its path under `Examples` (`Photos.layout`, `Cookbook/Grid.layout`).
  @Test(arguments: SheetFixtures.examples.map(SheetFixtures.name(of:)))
  func exampleMatchesItsGolden(_ name: String) throws {
    let compilation = SheetFixtures.compilation(Fixtures.repositoryRoot().appendingPathComponent("Examples/\(name)"))
    #expect(compilation.ir != nil, "Examples/\(name) does not compile")
    let requests = SheetFixtures.requests(for: compilation)
    #expect(!requests.isEmpty)
    for request in requests {
      let svg = try LayoutSheet.render(compilation, request: request)
      // A file of several layouts names each golden after the file too: ScrollingAlbum's Photos is not Photos'.
      let stem = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
      let layout = request.layout ?? stem
      let golden = Self.goldens.appendingPathComponent(
        requests.count > 1 ? "\(stem)-\(layout).svg" : "\(layout).svg")
      if let difference = Golden.check(svg, against: golden) { Issue.record("\(difference)") }
      try SheetStructure.check(svg, compilation: compilation, request: request)
    }
  }

  @Test func renderingTwiceGivesTheSameBytes() throws {
    let compilation = SheetFixtures.compilation(
      Fixtures.repositoryRoot().appendingPathComponent("Examples/Home.layout"))
    let request = try #require(SheetFixtures.requests(for: compilation).first)
    #expect(try LayoutSheet.render(compilation, request: request) == LayoutSheet.render(compilation, request: request))
  }
}

/// The structural checks on one sheet.
enum SheetStructure {
  /// `cell:0:4`, `boundary:section-header:0:0`: how the sheet names an element, rebuilt from its id.
  static func key(_ id: ElementID) -> String {
    ([id.category.description] + (id.kind.map { [$0] } ?? []) + ["\(id.section)", "\(id.item)"]).joined(separator: ":")
  }

  static func check(
    _ svg: String, compilation: Compilation, request: SheetRequest,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let document = try SVGDocument.parse(svg).get()
    let root = try #require(document.nodes.first, sourceLocation: sourceLocation)
    #expect(root.name == "svg" && root.attributes["version"] == "1.1", sourceLocation: sourceLocation)
    let columns = document.nodes.indices.filter {
      document.nodes[$0].name == "g" && document.nodes[$0].attributes["class"] == "column"
    }
    #expect(columns.count == request.columns.count, sourceLocation: sourceLocation)
    for (column, node) in zip(request.columns, columns) {
      let originX = try #require(document.number(node, "data-origin-x"))
      let originY = try #require(document.number(node, "data-origin-y"))
      let zoom = try #require(document.number(node, "data-zoom"))
      let drawnValues = (document.nodes[node].attributes["data-drawn"] ?? "").split(separator: ",").compactMap {
        Double($0)
      }
      try #require(drawnValues.count == 4, sourceLocation: sourceLocation)
      let drawn = Rect(x: drawnValues[0], y: drawnValues[1], width: drawnValues[2], height: drawnValues[3])
      let evaluation = try compilation.evaluate(layout: request.layout, input: column.input)
      let expected = evaluation.elements(in: drawn)
      #expect(!expected.isEmpty, "\(column.caption) draws nothing", sourceLocation: sourceLocation)
      var drawnShapes: [String: Int] = [:]
      var order: [ElementCategory] = []
      for shape in document.nodes(named: "rect", under: node) {
        guard let key = document.nodes[shape].attributes["data-element"] else { continue }
        #expect(drawnShapes[key] == nil, "\(key) drawn twice", sourceLocation: sourceLocation)
        drawnShapes[key] = shape
        order.append(ElementCategory.allCases.first { key.hasPrefix("\($0):") } ?? .cell)
      }
      #expect(drawnShapes.count == expected.count, "\(column.caption)", sourceLocation: sourceLocation)
      for element in expected {
        let key = key(evaluation.id(of: element))
        guard let shape = drawnShapes[key] else {
          Issue.record("\(column.caption): \(key) is not drawn", sourceLocation: sourceLocation)
          continue
        }
        let frame = element.frame
        let want = [
          originX + (frame.x - drawn.x) * zoom, originY + (frame.y - drawn.y) * zoom, max(0, frame.width) * zoom,
          max(0, frame.height) * zoom,
        ]
        let got = ["x", "y", "width", "height"].map { document.number(shape, $0) ?? .nan }
        // Sheet coordinates are written with three decimals.
        #expect(
          zip(want, got).allSatisfy { abs($0 - $1) <= 0.0006 }, "\(column.caption) \(key): \(got) != \(want)",
          sourceLocation: sourceLocation)
        #expect(
          document.childText(shape, named: "title")?.contains("\(frame)") == true, "\(key) has no exact frame",
          sourceLocation: sourceLocation)
      }
      // Decorations are painted first, behind everything else.
      if let lastDecoration = order.lastIndex(of: .decoration),
        let firstOther = order.firstIndex(where: { $0 != .decoration })
      {
        #expect(lastDecoration < firstOther, sourceLocation: sourceLocation)
      }
    }
  }
}
