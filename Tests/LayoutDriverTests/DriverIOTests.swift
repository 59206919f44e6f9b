import Foundation
import LayoutDriver
import LayoutSource
import Testing

/// Issue 10 §2.6 to §2.8 in process, against the in-memory file system: the error limit, files written in place
/// (links, read-only files, changes on disk, compile over its own input), inputs that are not files or cannot be
/// named, the size limit, failed writes to standard output, and control characters in names, kinds and text.
@Suite struct DriverIOTests {
  /// `count` references that are not allowed at file level, one line: `2 × count - 1` errors (one per reference,
  /// one per missing ';' between two).
  static func manyErrors(_ count: Int) -> String { String(repeating: "x ", count: count) + "\n" }

  static func headers(_ text: String) -> Int {
    text.split(separator: "\n").filter { $0.hasPrefix("a.layout:1:") && $0.contains(": error: ") }.count
  }

  // MARK: - §2.6 error limit

  @Test func errorLimitPrintsTheFirstThousandAndCountsTheRest() {
    let environment = FakeEnvironment(files: ["a.layout": Self.manyErrors(750)])
    #expect(environment.run("check", "a.layout") == 1)
    #expect(Self.headers(environment.standardError) == 1_000)
    #expect(
      environment.standardError.hasSuffix(
        "\nnote: 499 more errors not shown for 'a.layout' (see --error-limit)\n\n1499 errors\n"))
  }

  @Test(arguments: [("5", 5), ("1499", 1_499), ("1500", 1_499), ("0", 1_499)])
  func errorLimitOption(value: String, shown: Int) {
    for format in ["human", "concise"] {
      let environment = FakeEnvironment(files: ["a.layout": Self.manyErrors(750)])
      #expect(environment.run("check", "--output-format", format, "--error-limit", value, "a.layout") == 1)
      #expect(Self.headers(environment.standardError) == shown)
      #expect(environment.standardError.contains("more errors not shown") == (shown < 1_499))
      #expect(environment.standardError.hasSuffix("1499 errors\n"))
    }
  }

  @Test(arguments: ["-1", "x", "", "1e3", "99999999999999999999999"])
  func invalidErrorLimitIsAUsageError(value: String) {
    let environment = FakeEnvironment(files: ["a.layout": Self.manyErrors(2)])
    #expect(environment.run("check", "--error-limit", value, "a.layout") == 2)
    #expect(environment.standardError.hasPrefix("error: invalid --error-limit '\(value)'; expected a whole number"))
  }

  /// Machine formats name what they leave out too; the summary counts everything.
  @Test func errorLimitInMachineFormats() throws {
    let json = FakeEnvironment(files: ["a.layout": Self.manyErrors(10)])
    #expect(json.run("check", "--output-format", "json", "--error-limit", "2", "a.layout") == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let file = try #require((document["files"] as? [[String: Any]])?.first)
    #expect((file["diagnostics"] as? [Any])?.count == 2)
    #expect(file["omitted"] as? [String: Int] == ["errors": 17, "warnings": 0, "notes": 0])
    #expect((document["summary"] as? [String: Int])?["errors"] == 19)

    let github = FakeEnvironment(files: ["a.layout": Self.manyErrors(10)])
    #expect(github.run("check", "--output-format", "github", "--error-limit", "2", "a.layout") == 1)
    #expect(github.standardError.split(separator: "\n").count == 3)
    #expect(
      github.standardError.hasSuffix(
        "::notice file=a.layout,title=error-limit::17 more errors not shown for 'a.layout' (see --error-limit)\n"))

    let (status, log, _) = try SARIFTests.log(["a.layout": Self.manyErrors(10)])
    #expect(status == 1)
    #expect(SARIFCheck.problems(in: log) == [])
    let sarif = FakeEnvironment(files: ["a.layout": Self.manyErrors(10)])
    #expect(sarif.run("check", "--output-format", "sarif", "--error-limit", "2", "a.layout") == 1)
    let limited = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    #expect(SARIFCheck.problems(in: limited) == [])
    let run = try SARIFTests.run(limited)
    #expect((run["results"] as? [Any])?.count == 2)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(
      (notification["message"] as? [String: String])?["text"]
        == "17 more errors not shown for 'a.layout' (see --error-limit)")
  }

  /// compile, eval and fmt print diagnostics too, with the same limit.
  @Test func errorLimitOnEveryCommandThatPrintsDiagnostics() {
    for arguments in [
      ["compile", "a.layout"], ["eval", "a.layout", "--viewport", "390x844", "--items", "1"], ["fmt", "a.layout"],
    ] {
      let environment = FakeEnvironment(files: ["a.layout": Self.manyErrors(10)])
      let status = Driver.run(arguments: arguments + ["--error-limit", "3"], environment: environment)
      #expect(status == (arguments[0] == "fmt" ? 2 : 1), "\(arguments)")
      #expect(Self.headers(environment.standardError) == 3, "\(arguments)")
      #expect(environment.standardError.contains("note: "), "\(arguments)")
      #expect(environment.standardError.contains(" more errors not shown for 'a.layout'"), "\(arguments)")
    }
  }

  /// Each phase keeps at most `DiagnosticLog.capacity` diagnostics of a file and counts the rest, so a file of a
  /// hundred thousand errors does not hold a hundred thousand diagnostics; the counts stay exact.
  @Test func phasesKeepABoundedNumberOfDiagnostics() {
    let references = 15_000
    let environment = FakeEnvironment(files: ["a.layout": Self.manyErrors(references)])
    #expect(environment.run("check", "--output-format", "concise", "--error-limit", "0", "a.layout") == 1)
    // The parser's missing ';' and the checker's misplaced references, each kept up to the capacity.
    #expect(Self.headers(environment.standardError) == 2 * DiagnosticLog.capacity)
    let total = 2 * references - 1
    #expect(
      environment.standardError.hasSuffix(
        "note: \(total - 2 * DiagnosticLog.capacity) more errors not shown for 'a.layout' (see --error-limit)\n"
          + "\(total) errors\n"))
  }

  /// 8,000 errors on one line of 64 KB: each excerpt decodes a window of the line, not the line (which took
  /// minutes: the line was decoded for every diagnostic).
  @Test func eightThousandErrorsOnOneLine() {
    let text = String(repeating: "xxxxxxx ", count: 4_000) + "\n"
    let environment = FakeEnvironment(files: ["a.layout": text])
    #expect(environment.run("check", "--error-limit", "0", "a.layout") == 1)
    let lines = environment.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Self.headers(environment.standardError) == 7_999)
    #expect(lines.allSatisfy { $0.count < 200 })
    #expect(environment.standardError.hasSuffix("\n7999 errors\n"))
  }

  // MARK: - §2.7 files

  @Test func writingFollowsAChainOfLinks() {
    let environment = FakeEnvironment(files: ["real/a.layout": "item a{size:1w x 1h}\n"])
    environment.links = ["l2.layout": "l1.layout", "l1.layout": "real/a.layout"]
    #expect(environment.run("fmt", "l2.layout") == 0)
    #expect(environment.written.keys.sorted() == ["real/a.layout"])
    #expect(environment.written["real/a.layout"] == Array("item a { size: 1w x 1h }\n".utf8))
  }

  @Test(arguments: [["fmt", "a.layout"], ["check", "--fix", "a.layout"]])
  func readOnlyFilesAreRefusedAndLeftAlone(arguments: [String]) {
    let text = arguments[0] == "fmt" ? "item a{size:1w x 1h}\n" : LintCLITests.approximate
    let environment = FakeEnvironment(files: ["a.layout": text])
    environment.readOnly = ["a.layout"]
    #expect(Driver.run(arguments: arguments, environment: environment) == 2)
    #expect(environment.standardError.contains("error: cannot write 'a.layout': the file is read-only\n"))
    #expect(environment.written.isEmpty)
  }

  /// An editor saves the file while layoutc formats or fixes it: the save wins, layoutc reports it and exits 2.
  @Test(arguments: [["fmt", "a.layout"], ["check", "--fix", "a.layout"]])
  func aChangeMadeMeanwhileIsKept(arguments: [String]) {
    let text = arguments[0] == "fmt" ? "item a{size:1w x 1h}\n" : LintCLITests.approximate
    let environment = FakeEnvironment(files: ["a.layout": text])
    let edited = Array("// saved by an editor\n".utf8) + Array(text.utf8)
    environment.beforeReplace = { environment, path in environment.files[path] = edited }
    #expect(Driver.run(arguments: arguments, environment: environment) == 2)
    #expect(environment.standardError.contains("error: cannot write 'a.layout': \(FileError.changedOnDisk.reason)\n"))
    #expect(environment.written.isEmpty)
    #expect(environment.files["a.layout"] == edited)
  }

  @Test(arguments: ["a.layout", "./a.layout", "link.layout", "./././a.layout"])
  func compileRefusesToWriteOverItsInput(output: String) {
    let environment = FakeEnvironment(files: ["a.layout": CheckCommandTests.clean])
    environment.links = ["link.layout": "a.layout"]
    #expect(environment.run("compile", "a.layout", "-o", output) == 2)
    #expect(
      environment.standardError.hasPrefix(
        "error: the output '\(output)' is the input file 'a.layout'; choose another path for -o\n"))
    #expect(environment.written.isEmpty)
    // Through a link the other way round, too.
    let linked = FakeEnvironment(files: ["a.layout": CheckCommandTests.clean])
    linked.links = ["link.layout": "a.layout"]
    #expect(linked.run("compile", "link.layout", "-o", output) == 2)
    #expect(linked.written.isEmpty)
  }

  @Test func compileWritesThroughALinkToAnotherFile() {
    let environment = FakeEnvironment(files: ["a.layout": CheckCommandTests.clean, "out/a.json": "{}"])
    environment.links = ["a.json": "out/a.json"]
    #expect(environment.run("compile", "a.layout", "-o", "a.json") == 0)
    #expect(environment.written.keys.sorted() == ["out/a.json"])
  }

  @Test func pipesAndDevicesAreRefusedUnlessDash() {
    let environment = FakeEnvironment(files: ["dir/a.layout": CheckCommandTests.clean], standardInput: "")
    environment.specialFiles = ["fifo.layout", "dir/pipe.layout", "dir/socket"]
    #expect(environment.run("check", "fifo.layout", "dir") == 2)
    #expect(
      environment.standardError
        == "error: cannot read 'fifo.layout': \(FileError.notRegular.reason)\n"
        + "error: cannot read 'dir/pipe.layout': \(FileError.notRegular.reason)\n"
        + "no problems found in 1 file\n")
    for command in [["fmt", "fifo.layout"], ["compile", "fifo.layout"]] {
      let other = FakeEnvironment()
      other.specialFiles = ["fifo.layout"]
      #expect(Driver.run(arguments: command, environment: other) == 2)
      #expect(other.standardError.hasPrefix("error: cannot read 'fifo.layout': not a regular file"))
    }
  }

  /// A name that is not UTF-8 cannot be opened through a path string: the walk says so instead of skipping it.
  @Test func undecodableNamesAreReportedNotSkipped() {
    let environment = FakeEnvironment(files: ["dir/a.layout": CheckCommandTests.clean, "dir/sub/b.layout": "x\n"])
    environment.undecodableEntries = [
      "dir": [("caf\\xE9.layout", false), ("data\\xFF", true), ("notes\\xFF.txt", false), (".hidden\\xFF", true)]
    ]
    #expect(environment.run("check", "dir") == 2)
    let message = "its name is not valid UTF-8, so layoutc cannot open it; rename it"
    #expect(environment.standardError.contains("error: cannot read 'dir/caf\\xE9.layout': \(message)\n"))
    #expect(environment.standardError.contains("error: cannot read 'dir/data\\xFF': \(message)\n"))
    #expect(!environment.standardError.contains("notes"))
    #expect(!environment.standardError.contains("hidden"))
    // The other files are still checked.
    #expect(environment.standardError.contains("dir/sub/b.layout:1:1: error:"))
  }

  @Test func inputsOverTheSizeLimitAreRefused() {
    let big = String(repeating: " ", count: Driver.maximumInputSize + 1)
    let environment = FakeEnvironment(
      files: ["big.layout": big, "ok.layout": CheckCommandTests.clean], standardInput: big)
    #expect(environment.run("check", "big.layout", "ok.layout") == 2)
    #expect(environment.standardError.hasPrefix("error: cannot read 'big.layout': \(FileError.tooLarge.reason)\n"))
    #expect(FileError.tooLarge.reason == "larger than 64 MiB, the most layoutc reads from one input")
    for arguments in [["check", "-"], ["fmt", "-"], ["compile", "-"], ["fmt", "big.layout"]] {
      let other = FakeEnvironment(files: ["big.layout": big], standardInput: big)
      #expect(Driver.run(arguments: arguments, environment: other) == 2, "\(arguments)")
      #expect(other.standardError.contains(FileError.tooLarge.reason), "\(arguments)")
    }
  }

  // MARK: - §2.8 output

  @Test(arguments: [
    ["eval", "a.layout", "--viewport", "390x844", "--items", "3"], ["check", "--output-format", "json", "a.layout"],
    ["check", "--output-format", "sarif", "a.layout"], ["compile", "a.layout"], ["fmt", "-"], ["rules"],
    ["--version"], ["explain", "E0102"], ["check", "--help"],
  ])
  func failedWritesToStandardOutputExitTwo(arguments: [String]) {
    let environment = FakeEnvironment(
      files: ["a.layout": CheckCommandTests.clean], standardInput: "item a{size:1w x 1h}\n")
    environment.failingStreams = [.standardOutput]
    #expect(Driver.run(arguments: arguments, environment: environment) == 2)
    #expect(environment.standardError.hasSuffix("error: cannot write to standard output: no space left on device\n"))
  }

  @Test func failedWritesToStandardErrorExitTwo() {
    let environment = FakeEnvironment(files: ["a.layout": CheckCommandTests.clean])
    environment.failingStreams = [.standardError]
    #expect(environment.run("check", "a.layout") == 2)
  }

  static let nastyName = "a\u{1B}[31m\u{9B}2J\nb.layout"
  static let shownName = "a␛[31m<U+009B>2J␊b.layout"

  /// File names reach the terminal only with their control characters made visible, in every format for people.
  @Test func controlCharactersInFileNamesAreEscaped() {
    for format in ["human", "concise", "github"] {
      let environment = FakeEnvironment(files: [Self.nastyName: CheckCommandTests.broken])
      #expect(environment.run("check", "--output-format", format, Self.nastyName) == 1)
      let output = environment.standardError
      #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B }, "\(format)")
      #expect(output.contains(format == "github" ? "a␛[31m<U+009B>2J%0Ab.layout" : Self.shownName + ":4:42:"))
    }
    let missing = FakeEnvironment()
    #expect(missing.run("check", Self.nastyName) == 2)
    #expect(missing.standardError.hasPrefix("error: cannot read '\(Self.shownName)': no such file or directory\n"))
    let fmt = FakeEnvironment(files: [Self.nastyName: "item a{size:1w x 1h}\n"])
    #expect(fmt.run("fmt", "--check", Self.nastyName) == 1)
    #expect(fmt.standardOutput == Self.shownName + "\n")
  }

  /// Element kinds are strings of the file: an escape sequence in one is shown, not obeyed, by `eval --format table`.
  @Test func controlCharactersInKindsAreEscaped() {
    let text = """
      layout A {
        item cell { size: 1w x 1h }
        section {
          horizontal { size: 1w x 1h; cell }
          header "k\u{1B}[31m" { size: 1w x 44 }
        }
      }

      """
    for format in ["table", "summary"] {
      let environment = FakeEnvironment(files: ["a.layout": text])
      #expect(environment.run("eval", "a.layout", "--viewport", "390x844", "--items", "1", "--format", format) == 0)
      #expect(!environment.standardOutput.contains("\u{1B}"))
      if format == "table" { #expect(environment.standardOutput.contains("k␛[31m")) }
    }
  }

  @Test func controlCharactersInSourceTextAreEscaped() {
    let text = "// \u{1B}[2J\u{9B}H\nitem a { size: 1w x 1h } @ \u{7}\n"
    let environment = FakeEnvironment(files: ["a.layout": text])
    #expect(environment.run("check", "a.layout") == 1)
    #expect(!environment.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!environment.standardError.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(environment.standardError.contains("  1 | // ␛[2J<U+009B>H\n  2 | item a { size: 1w x 1h } @ ␇\n"))
  }

  /// `fmt --diff` prints text; a file that is not UTF-8 would come out with U+FFFD in place of its bytes, so it
  /// is reported instead (and formatted byte for byte without --diff).
  @Test func diffOfAFileThatIsNotUTF8IsReportedNotMangled() {
    let bytes = Array("item a{size:1w x 1h} // caf".utf8) + [0xE9, 0x0A]
    let environment = FakeEnvironment()
    environment.files = ["a.layout": bytes, "b.layout": Array("item b{size:1w x 1h}\n".utf8)]
    #expect(environment.run("fmt", "--diff", "a.layout", "b.layout") == 2)
    #expect(
      environment.standardError
        == "error: cannot show the changes to 'a.layout' as a diff: the file is not valid UTF-8; "
        + "'layoutc fmt' without --diff formats it byte for byte\n")
    #expect(!environment.standardOutput.contains("\u{FFFD}"))
    #expect(environment.standardOutput.hasPrefix("--- a/b.layout\n"))
    #expect(environment.written.isEmpty)

    let check = FakeEnvironment()
    check.files = ["a.layout": bytes]
    #expect(check.run("fmt", "--check", "a.layout") == 1)
    let format = FakeEnvironment()
    format.files = ["a.layout": bytes]
    #expect(format.run("fmt", "a.layout") == 0)
    #expect(format.written["a.layout"] == Array("item a { size: 1w x 1h }  // caf".utf8) + [0xE9, 0x0A])
  }
}
