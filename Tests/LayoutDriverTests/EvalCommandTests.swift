import Foundation
import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval` in-process against the examples, with frames from Documentation/Semantics.md §18.
@Suite struct EvalCommandTests {
  struct Output: Decodable, Equatable {
    var layout: String
    var viewport: Box
    var scale: Double
    var contentSize: Box
    var elements: [Element]
  }
  struct Box: Decodable, Equatable {
    var width: Double
    var height: Double
  }
  struct Element: Decodable, Hashable {
    var category: String
    var kind: String?
    var section: Int
    var item: Int
    var frame: Frame
    var zIndex: Int
    var pinned: Bool?
  }
  struct Frame: Decodable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var values: [Double] { [x, y, width, height] }
  }

  static let viewport = ["--viewport", "390x844"]

  static func environment(standardInput: String? = nil) -> FakeEnvironment {
    var files: [String: String] = [
      "two.layout": CompileCommandTests.twoLayouts, "broken.layout": CheckCommandTests.broken,
    ]
    for name in ["PhotoGrid", "Home", "Carousel", "Photos", "Contacts", "Badges"] {
      files[name] = CompileCommandTests.example(name)
    }
    return FakeEnvironment(files: files, standardInput: standardInput)
  }

  /// Runs `eval` and returns standard output, expecting success and a quiet standard error.
  static func text(_ arguments: [String], standardInput: String? = nil) -> String {
    let environment = environment(standardInput: standardInput)
    let status = Driver.run(arguments: ["eval"] + arguments, environment: environment)
    #expect(status == 0, "\(arguments): \(environment.standardError)")
    #expect(environment.standardError.isEmpty)
    return environment.standardOutput
  }

  static func json(_ arguments: [String]) throws -> Output {
    try JSONDecoder().decode(Output.self, from: Data(text(arguments).utf8))
  }

  static func expectFrame(_ actual: Frame?, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    let values = actual?.values ?? []
    #expect(
      values.count == 4 && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(values) != \(expected)",
      sourceLocation: sourceLocation)
  }

  // MARK: §18 (c): the photo grid with a header, 7 items

  @Test func photoGridJSONMatchesTheWorkedExample() throws {
    let output = try Self.json(["PhotoGrid"] + Self.viewport + ["--items", "7"])
    #expect(output.layout == "PhotoGrid")
    #expect(output.viewport == Box(width: 390, height: 844))
    #expect(output.scale == 3)
    #expect(output.contentSize == Box(width: 390, height: 438))
    let cells = output.elements.filter { $0.category == "cell" }
    #expect(cells.map(\.item) == Array(0..<7))
    let columns: [Double] = [18, 412.0 / 3, 770.0 / 3]
    let rows: [Double] = [54, 550.0 / 3, 938.0 / 3]
    for cell in cells {
      #expect(cell.section == 0 && cell.kind == nil && cell.zIndex == 0 && cell.pinned == nil)
      Self.expectFrame(cell.frame, [columns[cell.item % 3], rows[cell.item / 3], 346.0 / 3, 346.0 / 3])
    }
    let header = try #require(output.elements.last)
    #expect(output.elements.count == 8)
    #expect(header.category == "boundary" && header.kind == "section-header" && header.section == 0)
    #expect(header.zIndex == 1 && header.pinned == true)
    Self.expectFrame(header.frame, [16, 0, 358, 44])
  }

  @Test func scaleTwoFloorsToHalfPoints() throws {
    let output = try Self.json(["PhotoGrid"] + Self.viewport + ["--items", "7", "--scale", "2"])
    #expect(output.scale == 2)
    #expect(output.contentSize == Box(width: 390, height: 437))
    let frames = output.elements.filter { $0.category == "cell" }.map(\.frame.values)
    let columns: [Double] = [18, 137, 256]
    let rows: [Double] = [54, 183, 312]
    let expected: [[Double]] = (0..<7).map { [columns[$0 % 3], rows[$0 / 3], 115, 115] }
    #expect(frames == expected)
    Self.expectFrame(output.elements.last?.frame, [16, 0, 358, 44])
  }

  @Test func tableIsAlignedAndListsEveryElement() {
    let table = Self.text(["PhotoGrid"] + Self.viewport + ["--items", "7", "--format", "table"])
    #expect(
      table == """
        layout PhotoGrid at 390x844 scale 3: content 390 x 438

        category  kind            section  item        x        y    width   height  z  pinned
        cell      -                     0     0       18       54  115.333  115.333  0
        cell      -                     0     1  137.333       54  115.333  115.333  0
        cell      -                     0     2  256.667       54  115.333  115.333  0
        cell      -                     0     3       18  183.333  115.333  115.333  0
        cell      -                     0     4  137.333  183.333  115.333  115.333  0
        cell      -                     0     5  256.667  183.333  115.333  115.333  0
        cell      -                     0     6       18  312.667  115.333  115.333  0
        boundary  section-header        0     0       16        0      358       44  1  yes

        """)
  }

  /// Viewports are at most 10^6 points (1e306 once printed 'inf' in JSON); the largest one prints finite numbers.
  @Test func tableNumbersStayFiniteForTheLargestViewport() {
    let table = Self.text(["PhotoGrid", "--viewport", "1000000x844", "--items", "2", "--format", "table"])
    #expect(table.contains("at 1000000x844 scale 3: content 1000000 x "))
    #expect(!table.split(separator: "\n").dropFirst().contains { $0.contains("inf") || $0.contains("nan") })
  }

  @Test func summaryHasContentCountsAndAStableChecksum() throws {
    let arguments = ["PhotoGrid"] + Self.viewport + ["--items", "7", "--format", "summary"]
    let summary = Self.text(arguments)
    let lines = summary.split(separator: "\n").map(String.init)
    #expect(
      lines.dropLast() == [
        "layout: PhotoGrid", "viewport: 390x844 scale 3", "content size: 390 x 438", "elements: 8 (7 cell, 1 boundary)",
      ])
    let checksum = try #require(lines.last)
    #expect(checksum.hasPrefix("checksum: ") && UInt64(checksum.dropFirst(10), radix: 16) != nil)
    #expect(Self.text(arguments) == summary)
    for change in [["--viewport", "414x896"], ["--scale", "2"], ["--items", "6"], ["--rect", "0,0,390,100"]] {
      let other = Self.text(arguments + change).split(separator: "\n").last.map(String.init)
      #expect(other != checksum, "\(change)")
    }
    let home = Self.text(["Home"] + Self.viewport + ["--items", "3,4,3", "--format", "summary"])
    #expect(home.contains("\nelements: 14 (10 cell, 3 boundary, 1 decoration)\n"))
  }

  // MARK: Sections, parameters, layouts, standard input

  @Test func itemsGiveEachSectionItsCount() throws {
    let home = try Self.json(["Home"] + Self.viewport + ["--items", "3,4,3"])
    #expect(abs(home.contentSize.height - 2300.0 / 3) < 1e-9)
    for (section, count) in [3, 4, 3].enumerated() {
      let items = home.elements.filter { $0.category == "cell" && $0.section == section }.map(\.item)
      #expect(items == Array(0..<count))
    }
    let supplementaries = home.elements.filter { $0.category != "cell" }.map { "\($0.section) \($0.kind ?? "")" }
    #expect(supplementaries == ["1 card-background", "1 shortcuts-title", "2 news-title", "2 news-more"])
    Self.expectFrame(
      home.elements.first { $0.section == 2 && $0.item == 2 && $0.category == "cell" }?.frame,
      [16, 1904.0 / 3, 358, 88])
    // Sections past the counts given have no items; their boundary items and decorations remain.
    let short = try Self.json(["Home"] + Self.viewport + ["--items", "3"])
    #expect(short.elements.filter { $0.category == "cell" }.allSatisfy { $0.section == 0 })
    #expect(short.elements.count == 7)
    let carousel = try Self.json(["Carousel"] + Self.viewport + ["--items", "2,3"])
    #expect(
      carousel.elements.filter { $0.category == "cell" }.map { [$0.section, $0.item] } == [
        [0, 0], [0, 1], [1, 0], [1, 1], [1, 2],
      ])
    Self.expectFrame(carousel.elements.first { $0.section == 1 && $0.item == 2 }?.frame, [312, 239, 132, 172])
  }

  @Test func photosMonthSummaryAddsTheHeaderAndReshapesTheLargePhoto() throws {
    let all = try Self.json(["Photos"] + Self.viewport + ["--items", "5"])
    let month = try Self.json(["Photos"] + Self.viewport + ["--items", "5", "--set", "mode=monthSummary"])
    #expect(try Self.json(["Photos"] + Self.viewport + ["--items", "5", "--set", "mode=allPhotos"]) == all)
    #expect(all.elements.allSatisfy { $0.category == "cell" })
    Self.expectFrame(all.elements.first?.frame, [2, 2, 386, 386])
    Self.expectFrame(all.elements.first { $0.item == 1 }?.frame, [2, 392, 126, 126])
    #expect(all.contentSize.height == 910)
    let header = try #require(month.elements.first { $0.category == "boundary" })
    #expect(header.kind == "month-header" && header.pinned == nil)
    Self.expectFrame(header.frame, [0, 0, 390, 44])
    Self.expectFrame(month.elements.first?.frame, [16, 46, 358, 308])
    Self.expectFrame(month.elements.first { $0.item == 1 }?.frame, [2, 358, 126, 126])
    #expect(month.contentSize.height == 954)
  }

  @Test func contactsGridStyleTilesThreePerRow() throws {
    let list = try Self.json(["Contacts"] + Self.viewport + ["--items", "4"])
    let grid = try Self.json(["Contacts"] + Self.viewport + ["--items", "4", "--set", "style=grid"])
    for (index, cell) in list.elements.filter({ $0.category == "cell" }).enumerated() {
      Self.expectFrame(cell.frame, [16, 28 + 57 * Double(index), 358, 56])
    }
    #expect(list.contentSize.height == 255)
    let xs: [Double] = [12, 410.0 / 3, 784.0 / 3]
    for (index, cell) in grid.elements.filter({ $0.category == "cell" }).enumerated() {
      Self.expectFrame(cell.frame, [xs[index % 3], [40, 494.0 / 3][index / 3], 350.0 / 3, 350.0 / 3])
    }
    Self.expectFrame(grid.elements.last?.frame, [8, 0, 374, 28])
    #expect(abs(grid.contentSize.height - 880.0 / 3) < 1e-9)
  }

  @Test func layoutChoosesOneOfSeveral() throws {
    let grid = try Self.json(["two.layout", "--layout", "PhotoGrid"] + Self.viewport + ["--items", "7"])
    #expect(try Self.json(["PhotoGrid"] + Self.viewport + ["--items", "7"]) == grid)
    #expect(try Self.json(["two.layout", "--layout", "Photos"] + Self.viewport + ["--items", "5"]).layout == "Photos")
  }

  @Test func standardInputEvaluatesLikeTheFile() {
    let arguments = Self.viewport + ["--items", "7", "--format", "table"]
    let fromFile = Self.text(["PhotoGrid"] + arguments)
    #expect(
      Self.text(
        ["-", "--stdin-filepath", "grid.layout"] + arguments, standardInput: CompileCommandTests.example("PhotoGrid"))
        == fromFile)
  }

  // MARK: --rect and --measure

  @Test(arguments: [
    "PhotoGrid --items 7 --rect 0,0,390,100", "PhotoGrid --items 7 --rect 0,100,390,200",
    "PhotoGrid --items 7 --rect 130,60,10,10", "PhotoGrid --items 7 --rect 0,438,390,844",
    "PhotoGrid --items 7 --rect 5,5,0,0",
    "Home --items 3,4,3 --rect 400,0,400,300", "Home --items 3,4,3 --rect 0,250,390,200",
    "Home --items 3,4,30 --measure cell@2:5=358x200 --rect 0,900,390,400", "Carousel --items 2,3 --rect 390,0,400,200",
  ])
  func rectKeepsExactlyTheIntersectingElements(_ command: String) throws {
    let words = command.split(separator: " ").map(String.init)
    let rectText = try #require(words.last)
    let full = try Self.json(Array(words.dropLast(2)) + Self.viewport)
    let part = try Self.json(words + Self.viewport)
    let r = rectText.split(separator: ",").compactMap { Double($0) }
    let expected = full.elements.filter {
      $0.frame.x < r[0] + r[2] && r[0] < $0.frame.x + $0.frame.width && $0.frame.y < r[1] + r[3]
        && r[1] < $0.frame.y + $0.frame.height
    }
    #expect(part.elements == expected)
    #expect(part.contentSize == full.contentSize)
  }

  @Test func measuredHeaderMovesEverythingBelowIt() throws {
    let base = Self.viewport + ["--items", "3,4,3"]
    let estimated = try Self.json(["Home"] + base)
    for measure in ["news-title=390x60", "news-title@2=100x60", "news-title@2:0=390x60"] {
      let measured = try Self.json(["Home"] + base + ["--measure", measure])
      #expect(measured.contentSize.height == estimated.contentSize.height + 20, "\(measure)")
      for (before, after) in zip(estimated.elements, measured.elements) {
        let isHeader = before.kind == "news-title"
        let shift: Double = before.section < 2 || isHeader ? 0 : 20
        let height = isHeader ? 60 : before.frame.height
        Self.expectFrame(after.frame, [before.frame.x, before.frame.y + shift, before.frame.width, height])
      }
    }
  }

  @Test func measuredCellsChangeOnlyEstimatedAxes() throws {
    let base = ["Home"] + Self.viewport + ["--items", "3,4,3"]
    let estimated = try Self.json(base)
    let one = try Self.json(base + ["--measure", "cell@2:1=358x120"])
    let cell = { (output: Output, item: Int) in
      output.elements.first { $0.category == "cell" && $0.section == 2 && $0.item == item }
    }
    #expect(cell(one, 0) == cell(estimated, 0))
    Self.expectFrame(cell(one, 1)?.frame, [16, 1604.0 / 3, 358, 120])
    Self.expectFrame(cell(one, 2)?.frame, [16, 2000.0 / 3, 358, 88])
    #expect(one.contentSize.height == estimated.contentSize.height + 32)
    // Every cell: the fixed-size hero and shortcut cells keep their frames; widths are not estimated.
    let all = try Self.json(base + ["--measure", "cell=10x100"])
    #expect(try Self.json(base + ["--measure", "cell=358x100"]) == all)
    #expect(all.elements.filter { $0.section < 2 } == estimated.elements.filter { $0.section < 2 })
    #expect(all.elements.filter { $0.section == 2 && $0.category == "cell" }.map(\.frame.height) == [100, 100, 100])
    #expect(try Self.json(base + ["--measure", "cell@2=358x100"]) == all)
    // A supplementary kind is accepted; its fixed 24 x 24 size does not change.
    let badges = ["Badges"] + Self.viewport + ["--items", "3"]
    #expect(try Self.json(badges + ["--measure", "unread-count=30x30"]) == Self.json(badges))
  }

  // MARK: Bad inputs

  struct BadInput: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// `EvalGoldens/bad-inputs.txt`: one `ARGUMENTS => MESSAGE` per line.
  static let badInputs: [BadInput] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "EvalGoldens/bad-inputs.txt")
    return String(decoding: Fixtures.bytes(url), as: UTF8.self).split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"), let arrow = line.range(of: " => ") else { return nil }
      let arguments = line[..<arrow.lowerBound].split(separator: " ").map(String.init)
      let message = line[arrow.upperBound...].replacingOccurrences(of: "\\n", with: "\n")
      return BadInput(arguments: arguments, message: message)
    }
  }()

  @Test func badInputTableIsThere() {
    #expect(Self.badInputs.count >= 60)
  }

  @Test(arguments: badInputs)
  func badInputFailsWithAClearMessage(_ bad: BadInput) {
    let environment = Self.environment()
    #expect(Driver.run(arguments: ["eval"] + bad.arguments, environment: environment) == 2)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.hasPrefix("error: \(bad.message)\n"), "\(environment.standardError)")
  }

  @Test func fileWithErrorsExitsOne() {
    let environment = Self.environment()
    #expect(environment.run("eval", "broken.layout", "--viewport", "390x844", "--items", "7", "--format", "table") == 1)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.hasPrefix("broken.layout:4:42: error: unexpected character '@' [E0102]\n"))
    #expect(environment.standardError.hasSuffix("\n1 error\n"))
  }

  // MARK: The built binary

  @Test func binaryPrintsFramesAndExitsWithTheRightStatus() throws {
    let e2e = EndToEndTests()
    let directory = try e2e.temporaryDirectory([
      "grid.layout": CompileCommandTests.example("PhotoGrid"), "bad.layout": CheckCommandTests.broken,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let ok = try e2e.run(["eval", "grid.layout", "--viewport", "390x844", "--items", "7"], in: directory)
    #expect(ok.status == 0 && ok.standardError.isEmpty)
    #expect(ok.standardOutput == Self.text(["PhotoGrid"] + Self.viewport + ["--items", "7"]))
    let piped = try e2e.run(
      ["eval", "-", "--viewport=390x844", "--items=7", "--format=summary"],
      input: CompileCommandTests.example("PhotoGrid"))
    #expect(piped.status == 0 && piped.standardOutput.contains("elements: 8 (7 cell, 1 boundary)\n"))
    let bad = try e2e.run(["eval", "grid.layout", "--viewport", "390", "--items", "7"], in: directory)
    #expect(bad.status == 2 && bad.standardOutput.isEmpty)
    #expect(bad.standardError.hasPrefix("error: invalid --viewport '390'"))
    let broken = try e2e.run(["eval", "bad.layout", "--viewport", "390x844", "--items", "7"], in: directory)
    #expect(broken.status == 1 && broken.standardOutput.isEmpty && broken.standardError.contains("[E0102]"))
  }
}
