import LayoutCompiler
import LayoutRender
import LayoutTestSupport
import Testing

/// A sheet draws what lies in its drawn rect, found with the evaluator's rect query: its size does not depend on the
/// item count, and lint findings are drawn only where they hold.
@Suite struct BoundedSheetTests {
  static let grid = """
    layout Grid {
      item photo { size: 1/3w x 1h }
      section { horizontal { size: 1w x 1/3w; photo } }
    }
    """

  static func sheet(items: Int) throws -> String {
    let compilation = Compilation(path: "grid.layout", text: grid)
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [items])
    return try LayoutSheet.render(
      compilation, request: SheetRequest(layout: nil, columns: [SheetColumn(caption: "390x844", input: input)]))
  }

  /// How many times `needle` occurs in `text`, by bytes: the sheets here are megabytes, and Foundation's
  /// `components(separatedBy:)` once trapped inside `Substring.index(_:offsetBy:)` on one under a loaded test run.
  static func occurrences(of needle: String, in text: String) -> Int {
    let pattern = Array(needle.utf8)
    let bytes = Array(text.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return 0 }
    var count = 0
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) {
        count += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return count
  }

  /// The note under the caption states the content size, the one line that depends on the item count.
  static func withoutNote(_ svg: String) -> String {
    svg.split(separator: "\n").filter { !$0.hasPrefix("<text class=\"note\"") }.joined(separator: "\n")
  }

  @Test func outputIsTheSameForAThousandAndTenMillionItems() throws {
    let thousand = try Self.sheet(items: 1_000)
    let tenMillion = try Self.sheet(items: 10_000_000)
    #expect(Self.withoutNote(thousand) == Self.withoutNote(tenMillion))
    #expect(tenMillion.contains("content 390x433333420"))
    // Two screens of 130-point rows: 13 rows of 3 cells reach the drawn rect.
    #expect(Self.occurrences(of: "data-element=\"cell:", in: tenMillion) == 39)
  }

  @Test func aColumnDrawsAtMostItsLimitAndSaysHowManyItLeftOut() throws {
    let dots = """
      layout Dots {
        item dot { size: 1 x 1 }
        section { horizontal { size: 1w x 1; dot } }
      }
      """
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [10_000_000])
    let svg = try LayoutSheet.render(
      Compilation(path: "dots.layout", text: dots),
      request: SheetRequest(layout: nil, columns: [SheetColumn(caption: "390x844", input: input)]))
    #expect(Self.occurrences(of: "data-element=", in: svg) == SheetRequest.maximumShapesPerColumn)
    // Two screens of one-point rows of 390 dots: 1688 x 390 in the drawn rect.
    #expect(svg.contains(", \(1688 * 390 - SheetRequest.maximumShapesPerColumn) more elements not drawn</text>"))
  }

  @Test func aShortLayoutGetsAShortColumn() throws {
    let svg = try Self.sheet(items: 3)
    #expect(svg.contains("data-drawn=\"0,0,390,844\""))
    #expect(try Self.sheet(items: 1_000).contains("data-drawn=\"0,0,390,1688\""))
  }

  static let narrow = """
    layout Narrow {
      item cell { size: 1/10w x 1h; insets: 0 20 }
      section { horizontal { size: 1w x 44; cell } }
    }
    """

  @Test func anEmptyFrameIsMarkedWhereTheLinterProvesIt() throws {
    let compilation = Compilation(path: "narrow.layout", text: Self.narrow)
    let columns = [390.0, 500].map { width in
      SheetColumn(
        caption: "\(width)",
        input: EvaluationInput(viewport: Size(width: width, height: 844), scale: 3, itemCounts: [20]))
    }
    let svg = try LayoutSheet.render(compilation, request: SheetRequest(layout: nil, columns: columns))
    let document = try SVGDocument.parse(svg).get()
    let columnNodes = document.nodes.indices.filter { document.nodes[$0].attributes["class"] == "column" }
    try #require(columnNodes.count == 2)
    func marks(_ column: Int) -> [Int] {
      document.nodes(named: "rect", under: columnNodes[column]).filter {
        document.nodes[$0].attributes["class"] == "finding"
      }
    }
    // At 390 points a tenth is 39, less than the 40 points of insets: every drawn cell is marked; at 500, none.
    #expect(marks(0).count == 20)
    #expect(marks(1).isEmpty)
    let captions = document.nodes.filter { $0.attributes["class"] == "finding-caption" }.map(\.text)
    #expect(captions.count == 1)
    #expect(captions.first?.hasPrefix("1 [empty-frame] frame of item 'cell' is -1 wide") == true)
    #expect(captions.first?.hasSuffix("(column 1)") == true)
  }

  static let overflow = """
    layout AlbumOverflow {
      item main { size: 2/3w x 1h }
      item pair { size: 1w x 1/2h }
      vertical trailingPair { size: 1/2w x 1h; pair * 2 }
      horizontal mainWithPair { size: 1w x 4/9w; main; trailingPair }
      section { mainWithPair }
    }
    """

  @Test func aChildNeverLaidOutMarksTheSectionThatLaysOutItsGroup() throws {
    let compilation = Compilation(path: "overflow.layout", text: Self.overflow)
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [3])
    let svg = try LayoutSheet.render(
      compilation, request: SheetRequest(layout: nil, columns: [SheetColumn(caption: "390x844", input: input)]))
    let document = try SVGDocument.parse(svg).get()
    let marks = document.nodes.indices.filter {
      document.nodes[$0].name == "rect" && document.nodes[$0].attributes["class"] == "finding"
        && document.nodes[$0].parent.map { document.nodes[$0].attributes["class"] != "legend" } == true
    }
    try #require(marks.count == 1)
    // The section's band: the column's whole width, from the top, 3 rows of 4/9 of 390 (at the sheet's zoom).
    let section = try compilation.evaluate(input: input).sectionRect(0)
    #expect(document.number(marks[0], "width") == section.width * LayoutSheet.zoom)
    #expect(document.number(marks[0], "height") == (section.height * LayoutSheet.zoom * 1000).rounded() / 1000)
    let caption = document.nodes.first { $0.attributes["class"] == "finding-caption" }?.text ?? ""
    #expect(caption.hasPrefix("1 [child-overflow] children of 'mainWithPair' need 7/6 of its width"))
    #expect(caption.hasSuffix("'trailingPair' is never laid out"))
  }

  @Test func unknownLayoutsAndEmptyRequestsAreRefused() {
    let compilation = Compilation(path: "grid.layout", text: Self.grid)
    #expect(throws: SheetError.columnCount(0)) {
      try LayoutSheet.render(compilation, request: SheetRequest(layout: nil, columns: []))
    }
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [1])
    #expect(throws: SheetError.self) {
      try LayoutSheet.render(
        compilation, request: SheetRequest(layout: "Nope", columns: [SheetColumn(caption: "x", input: input)]))
    }
  }
}

/// `Documentation/Render.md` lists the sizes `--devices` draws: the table there is `DeviceSize.standard`.
@Suite struct DeviceTableTests {
  @Test func theDocumentedTableIsTheDevicesDrawn() {
    let page = String(
      decoding: Fixtures.bytes(Fixtures.repositoryRoot().appendingPathComponent("Documentation/Render.md")),
      as: UTF8.self)
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| device") }
    let expected = DeviceSize.standard.map { device in
      let sides = device.orientations.map { "\($0.viewport)" }
      return "| \(device.name) | \(sides[0]) | \(sides[1]) |"
    }
    #expect(rows.map(String.init) == expected)
  }
}
