import LayoutDriver
import Testing

/// `layoutc check` in-process, against an in-memory file system.
@Suite struct CheckCommandTests {
  static let clean =
    "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    horizontal { size: 1w x 1/3w; cell }\n  }\n}\n"
  static let broken =
    "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    horizontal { size: 1w x 1/3w; cell } @\n  }\n}\n"

  @Test func cleanFileExitsZero() {
    let environment = FakeEnvironment(files: ["a.layout": Self.clean])
    #expect(environment.run("check", "a.layout") == 0)
    #expect(environment.standardError == "no problems found in 1 file\n")
    #expect(environment.standardOutput.isEmpty)
  }

  @Test func errorsExitOneAndGoToStandardError() {
    let environment = FakeEnvironment(files: ["a.layout": Self.broken])
    #expect(environment.run("check", "a.layout") == 1)
    #expect(
      environment.standardError.hasPrefix("a.layout:4:42: error: unexpected character '@' [E0102]\n  3 |   section {\n")
    )
    #expect(environment.standardError.hasSuffix("    |                                          ^\n\n1 error\n"))
    #expect(environment.standardOutput.isEmpty)
  }

  @Test func conciseFormat() {
    let environment = FakeEnvironment(files: ["a.layout": Self.broken, "b.layout": Self.clean])
    #expect(environment.run("check", "--output-format", "concise", "b.layout", "a.layout") == 1)
    #expect(environment.standardError == "a.layout:4:42: error: unexpected character '@' [E0102]\n1 error\n")
  }

  @Test func jsonGoesToStandardOutputAlone() {
    let environment = FakeEnvironment(files: ["a.layout": Self.broken, "b.layout": Self.clean])
    #expect(environment.run("check", "--output-format=json", "a.layout", "b.layout") == 1)
    #expect(
      environment.standardOutput.hasPrefix("{\n  \"version\": 1,\n  \"files\": [\n    {\n      \"path\": \"a.layout\""))
    #expect(environment.standardOutput.hasSuffix("\"summary\": {\"files\": 2, \"errors\": 1, \"warnings\": 0}\n}\n"))
    #expect(environment.standardError.isEmpty)
  }

  @Test func githubFormat() {
    let environment = FakeEnvironment(files: ["a.layout": Self.broken])
    #expect(environment.run("check", "--output-format", "github", "a.layout") == 1)
    #expect(
      environment.standardError
        == "::error file=a.layout,line=4,col=42,endLine=4,endColumn=42,title=E0102::unexpected character '@'\n")
  }

  @Test func bogusOutputFormat() {
    let environment = FakeEnvironment(files: ["a.layout": Self.clean])
    #expect(environment.run("check", "--output-format", "jsno", "a.layout") == 2)
    #expect(
      environment.standardError
        == "error: invalid value 'jsno' for '--output-format'; expected 'human', 'concise', 'json', 'github' or 'sarif'\n"
        + "help: did you mean 'json'?\nusage: layoutc check [options] PATH... | -\n"
        + "see 'layoutc check --help' for more\n")
  }

  @Test func unknownOptionOnCheck() {
    let environment = FakeEnvironment(files: ["a.layout": Self.clean])
    #expect(environment.run("check", "--colour", "never", "a.layout") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown option '--colour'\nhelp: did you mean '--color'?\n"))
  }

  @Test func missingFileStillChecksTheOthersAndExitsTwo() {
    let environment = FakeEnvironment(files: ["a.layout": Self.broken])
    #expect(environment.run("check", "--output-format", "concise", "nope.layout", "a.layout") == 2)
    #expect(
      environment.standardError
        == "error: cannot read 'nope.layout': no such file or directory\n"
        + "a.layout:4:42: error: unexpected character '@' [E0102]\n1 error\n")
  }

  @Test func unreadableFileExitsTwo() {
    let environment = FakeEnvironment(files: ["a.layout": Self.clean])
    environment.unreadable = ["a.layout"]
    #expect(environment.run("check", "a.layout") == 2)
    // The error is the whole answer: no "no .layout files to check" after it.
    #expect(environment.standardError == "error: cannot read 'a.layout': permission denied\n")
  }

  @Test func noPathsIsAUsageError() {
    let environment = FakeEnvironment()
    #expect(environment.run("check") == 2)
    #expect(
      environment.standardError.hasPrefix("error: no input files; give paths to check, or '-' for standard input\n"))
  }

  @Test func directoriesAreWalkedSortedSkippingHiddenAndOtherFiles() {
    let environment = FakeEnvironment(files: [
      "src/b.layout": Self.broken, "src/a.layout": Self.broken, "src/a/z.layout": Self.broken,
      "src/nested/deeper/c.layout": Self.broken, "src/.build/x.layout": Self.broken, "src/.git/y.layout": Self.broken,
      "src/readme.md": "no", "src/layout": "no", "src/.hidden.layout": Self.broken,
    ])
    #expect(environment.run("check", "--output-format", "concise", "src/") == 1)
    let paths = environment.standardError.split(separator: "\n").dropLast().map { $0.prefix { $0 != ":" } }
    #expect(
      paths == ["src/.hidden.layout", "src/a.layout", "src/a/z.layout", "src/b.layout", "src/nested/deeper/c.layout"])
    #expect(environment.standardError.hasSuffix("\n5 errors\n"))
  }

  @Test func aPathGivenTwiceIsCheckedOnce() {
    let environment = FakeEnvironment(files: ["d/a.layout": Self.broken])
    #expect(environment.run("check", "--output-format", "concise", "d", "d/a.layout") == 1)
    #expect(environment.standardError == "d/a.layout:4:42: error: unexpected character '@' [E0102]\n1 error\n")
  }

  @Test func directoryWithoutLayoutFilesIsFine() {
    let environment = FakeEnvironment(files: ["docs/readme.md": "hi"], directories: ["empty"])
    #expect(environment.run("check", "docs", "empty") == 0)
    #expect(environment.standardError == "no .layout files to check\n")
  }

  @Test func explicitFileWithAnyExtensionIsChecked() {
    let environment = FakeEnvironment(files: ["notes.txt": Self.broken])
    #expect(environment.run("check", "--output-format", "concise", "notes.txt") == 1)
  }

  @Test func standardInputWithoutAName() {
    let environment = FakeEnvironment(standardInput: Self.broken)
    #expect(environment.run("check", "--output-format", "concise", "-") == 1)
    #expect(environment.standardError == "<stdin>:4:42: error: unexpected character '@' [E0102]\n1 error\n")
  }

  @Test func standardInputWithAName() {
    let environment = FakeEnvironment(standardInput: Self.broken)
    #expect(environment.run("check", "--output-format=concise", "--stdin-filepath", "Sources/x.layout", "-") == 1)
    #expect(environment.standardError.hasPrefix("Sources/x.layout:4:42: error:"))
    #expect(environment.standardInputReads == 1)
  }

  @Test func stdinFilepathAloneReadsStandardInput() {
    let environment = FakeEnvironment(standardInput: Self.clean)
    #expect(environment.run("check", "--stdin-filepath", "x.layout") == 0)
    #expect(environment.standardInputReads == 1)
  }

  @Test func stdinFilepathWithoutDashIsAUsageError() {
    let environment = FakeEnvironment(files: ["a.layout": Self.clean], standardInput: "")
    #expect(environment.run("check", "--stdin-filepath", "x.layout", "a.layout") == 2)
    #expect(environment.standardError.hasPrefix("error: '--stdin-filepath' names standard input"))
    #expect(environment.standardInputReads == 0)
  }

  @Test func standardInputTwiceIsAUsageError() {
    let environment = FakeEnvironment(standardInput: Self.clean)
    #expect(environment.run("check", "-", "-") == 2)
    #expect(environment.standardError.hasPrefix("error: '-' (standard input) given more than once"))
  }

  @Test func closedStandardInputExitsTwo() {
    let environment = FakeEnvironment()
    #expect(environment.run("check", "-") == 2)
    #expect(environment.standardError.hasPrefix("error: cannot read '-': standard input is closed\n"))
  }

  @Test func fileNamedLikeAnOptionAfterDoubleDash() {
    let environment = FakeEnvironment(files: ["--odd.layout": Self.broken])
    #expect(environment.run("check", "--output-format", "concise", "--", "--odd.layout") == 1)
    #expect(environment.standardError.hasPrefix("--odd.layout:4:42:"))
  }

  @Test(
    arguments: [
      ("always", false, nil, true), ("never", true, nil, false), ("auto", true, nil, true), ("auto", false, nil, false),
      ("auto", true, "1", false), ("auto", true, "", true), ("always", true, "1", true),
    ] as [(String, Bool, String?, Bool)])
  func colour(mode: String, stderrIsTerminal: Bool, noColor: String?, expectColour: Bool) {
    let environment = FakeEnvironment(files: ["a.layout": Self.broken])
    if stderrIsTerminal { environment.terminals = [.standardError] }
    if let noColor { environment.variables["NO_COLOR"] = noColor }
    #expect(environment.run("check", "--color", mode, "a.layout") == 1)
    #expect(environment.standardError.contains("\u{1B}[1;31merror:\u{1B}[0m") == expectColour)
    #expect(environment.standardError.contains("\u{1B}") == expectColour)
  }

  @Test func colourDefaultsToAutoAndNeverReachesJSON() {
    let terminal = FakeEnvironment(files: ["a.layout": Self.broken])
    terminal.terminals = [.standardError, .standardOutput]
    #expect(terminal.run("check", "a.layout") == 1)
    #expect(terminal.standardError.contains("\u{1B}["))
    let json = FakeEnvironment(files: ["a.layout": Self.broken])
    json.terminals = [.standardError, .standardOutput]
    #expect(json.run("check", "--color", "always", "--output-format", "json", "a.layout") == 1)
    #expect(!json.standardOutput.contains("\u{1B}"))
  }

  @Test func bogusColourValue() {
    let environment = FakeEnvironment(files: ["a.layout": Self.clean])
    #expect(environment.run("check", "--color", "sometimes", "a.layout") == 2)
    #expect(environment.standardError.hasPrefix("error: invalid value 'sometimes' for '--color'"))
  }

  @Test func manyFilesPrintInSortedOrderWhateverTheParallelSchedule() {
    var files: [String: String] = [:]
    for index in 0..<64 { files["many/f\(String(index + 100)).layout"] = index % 3 == 0 ? Self.broken : Self.clean }
    let environment = FakeEnvironment(files: files)
    #expect(environment.run("check", "--output-format", "concise", "many") == 1)
    let lines = environment.standardError.split(separator: "\n").dropLast().map(String.init)
    #expect(lines == lines.sorted())
    #expect(lines.count == 22)
    #expect(environment.standardError.hasSuffix("\n22 errors\n"))
  }

  @Test(arguments: [
    [UInt8](), [0x00], [0xFF, 0xFE, 0x0D], Array("}}}}{{{{".utf8), Array(repeating: UInt8(ascii: "{"), count: 5000),
    Array("layout \"\\".utf8), [0xEF, 0xBB, 0xBF] + Array("layout A {".utf8),
  ])
  func oddInputsNeverCrash(bytes: [UInt8]) {
    let environment = FakeEnvironment(files: ["odd.layout": ""])
    environment.files["odd.layout"] = bytes
    for format in ["human", "concise", "json", "github"] {
      let status = environment.run("check", "--output-format", format, "odd.layout")
      #expect(status == 0 || status == 1)
    }
  }
}
