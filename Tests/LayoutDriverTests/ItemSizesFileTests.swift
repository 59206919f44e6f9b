import LayoutDriver
import LayoutTestSupport
import Testing

/// `layoutc eval --item-sizes FILE.json` (F2): the worked example 7.1 through the command line, and every bad file
/// refused with exit 2 and its place in the file.
@Suite struct ItemSizesFileTests {
  static let layout = """
    layout Tags {
      section { flow: 50 x 50; insets: 10 16 }
    }
    layout List {
      item row { size: 1w x 50 }
      section { vertical { size: 1w x 50; row } }
    }

    """
  static let example = #"{"sections": [{"sizes": [[100, 50], [120, 80], [90, 60], [150, 40], [100, 100], [50, 30]]}]}"#

  /// Runs `eval Tags.layout --viewport 390x844` with `sizes` as `sizes.json` and the extra arguments.
  func run(_ sizes: String, _ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let environment = FakeEnvironment(files: ["Tags.layout": Self.layout, "sizes.json": sizes])
    let status = Driver.run(
      arguments: ["eval", "Tags.layout", "--viewport", "390x844", "--item-sizes", "sizes.json"] + arguments,
      environment: environment)
    return (status, environment.standardOutput, environment.standardError)
  }

  @Test("7.1: a justified first line, a packed last line, items centred in their line (F5-F8, SD1)")
  func workedExample() {
    let result = run(Self.example, ["--layout", "Tags", "--items", "6", "--format", "table"])
    let expected = """
      layout Tags at 390x844 scale 3: content 390 x 210

      category  kind  section  item    x    y  width  height  z  pinned
      cell      -           0     0   16   25    100      50  0
      cell      -           0     1  140   10    120      80  0
      cell      -           0     2  284   20     90      60  0
      cell      -           0     3   16  130    150      40  0
      cell      -           0     4  176  100    100     100  0
      cell      -           0     5  286  135     50      30  0

      """
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    #expect(result.output == expected)
  }

  @Test("F15: an item wider than a line is laid out alone on its line, with a warning, exit 0")
  func oversizeWarns() {
    let result = run(#"{"sections": [{"sizes": [[400, 50], [100, 80]]}]}"#, ["--layout", "Tags", "--items", "2"])
    #expect(result.status == 0)
    #expect(
      result.error.hasPrefix(
        "warning: flow section 0: item 0 is 400 wide, more than the 358 points a line has; UIKit lays each out"))
    #expect(result.output.contains(#""x": 16"#))
  }

  @Test("SD3: a horizontal per-item flow with differing spacings gets a note naming both, exit 0")
  func spacingSwapNote() {
    let strip = """
      layout Strip {
        direction: horizontal
        section { flow: 150 x 200; item-spacing: 10; line-spacing: 30 }
      }

      """
    let environment = FakeEnvironment(files: [
      "Strip.layout": strip, "sizes.json": #"{"sections": [{"sizes": [[150, 200], [100, 200], [200, 200]]}]}"#,
    ])
    let status = Driver.run(
      arguments: [
        "eval", "Strip.layout", "--viewport", "390x200", "--items", "3", "--item-sizes", "sizes.json", "--format",
        "summary",
      ], environment: environment)
    #expect(status == 0)
    #expect(
      environment.standardError
        == "note: flow section 0 scrolls horizontally with per-item sizes: as UIKit does, line-spacing 30 separates "
        + "the items of a column and item-spacing 10 the columns (F10, SD3)\n")
    #expect(environment.standardOutput.contains("content size: 470 x 200"))
  }

  @Test("bad files: each exits 2 with the place in the file")
  func badFiles() {
    let cases: [(sizes: String, layout: String, items: String, message: String)] = [
      (Self.example, "Tags", "5", "sizes.json': sections[0].sizes: 6 entries, but --items gives section 0 5 items"),
      (
        #"{"sections": [{"sizes": [[10, 10], [-1, 5]]}]}"#, "Tags", "2",
        "sections[0].sizes[1]: the width -1 must be above 0 and at most 1000000 points"
      ),
      (
        #"{"sections": [{"aspects": [[1, 0]]}]}"#, "Tags", "1",
        "sections[0].aspects[0]: the height 0 must be above 0"
      ),
      (#"{"sections": [{"sizes": [[1e3, 5]]}]}"#, "Tags", "1", "line 1, column 27: a number with an exponent"),
      ("{\"sections\": [\n  {\"sizes\": [[10, 10] [1, 2]]}]}", "Tags", "2", "line 2, column 23: expected ','"),
      (#"{"sections": [{"sizes": [[10]]}]}"#, "Tags", "1", "sections[0].sizes[0]: expected [WIDTH, HEIGHT]"),
      (#"{"sections": [null, null]}"#, "Tags", "1", "sections: 2 entries, but layout 'Tags' has 1 sections"),
      (#"{"sizes": []}"#, "Tags", "1", "the document: expected {\"sections\""),
      (#"{"sections": [], "layout": {}}"#, "Tags", "1", "unknown key 'layout'"),
      (
        #"{"layouts": {"List": {"sections": [null]}}}"#, "Tags", "1",
        "layouts: 'List' is neither 'Tags' nor a layout linked to it (linked: none)"
      ),
      (
        #"{"sections": [{"sizes": [[10, 10]]}]}"#, "List", "1",
        "section 0 is not a flow section; only flow sections take per-item sizes"
      ),
    ]
    for item in cases {
      let result = run(item.sizes, ["--layout", item.layout, "--items", item.items])
      #expect(result.status == 2, "\(item.sizes)")
      #expect(result.error.contains(item.message), "\(result.error)")
      #expect(result.output.isEmpty)
    }
  }

  @Test("--item-sizes does not combine with --why; a missing file is named")
  func refusals() {
    let why = run(Self.example, ["--layout", "Tags", "--items", "6", "--why", "cell:0:1"])
    #expect(why.status == 2 && why.error.contains("--item-sizes does not combine with --why"))
    let environment = FakeEnvironment(files: ["Tags.layout": Self.layout])
    let status = Driver.run(
      arguments: [
        "eval", "Tags.layout", "--layout", "Tags", "--viewport", "390x844", "--items", "1", "--item-sizes", "no.json",
      ], environment: environment)
    #expect(status == 2 && environment.standardError.contains("--item-sizes 'no.json': "))
  }
}
