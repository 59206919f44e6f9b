import Foundation
import LayoutLint
import LayoutSemantics
import LayoutSource
import Testing

@testable import LayoutDriver

/// The linter in `layoutc check` (`--strict`, suppression, every output format, `--fix`) and `layoutc rules`.
@Suite struct LintCLITests {
  /// A file whose only problem is an approximate fraction (`0.33w`), which has a safe fix-it.
  static var approximate: String { LintRule.approximateFraction.code.example + "\n" }
  /// The same file fixed.
  static var approximateFixed: String { LintRule.approximateFraction.code.fixed + "\n" }

  // MARK: check

  @Test func warningsPassUnlessStrict() {
    let environment = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(environment.run("check", "--output-format", "concise", "a.layout") == 0)
    #expect(environment.standardError.contains("a.layout:2:21: warning: "))
    #expect(environment.standardError.contains("[approximate-fraction]\n"))
    let strict = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(strict.run("check", "--strict", "a.layout") == 1)
    #expect(strict.standardError.contains("[approximate-fraction]\n"))
    let clean = FakeEnvironment(files: ["a.layout": CheckCommandTests.clean])
    #expect(clean.run("check", "--strict", "a.layout") == 0)
    #expect(clean.standardError == "no problems found in 1 file\n")
  }

  @Test func errorsFailWithOrWithoutStrictAndSkipTheLinter() {
    let broken = Self.approximate.replacingOccurrences(of: "section {", with: "section { @")
    for arguments in [["check", "a.layout"], ["check", "--strict", "a.layout"]] {
      let environment = FakeEnvironment(files: ["a.layout": broken])
      #expect(Driver.run(arguments: arguments, environment: environment) == 1)
      #expect(environment.standardError.contains("[E0102]"))
      // The model of a file with errors is partial, so it is not linted.
      #expect(!environment.standardError.contains("approximate-fraction"))
    }
  }

  @Test func strictIsDocumentedInHelp() {
    let environment = FakeEnvironment()
    #expect(environment.run("check", "--help") == 0)
    #expect(environment.standardOutput.contains("--strict"))
    #expect(environment.standardOutput.contains("--fix"))
    #expect(environment.standardOutput.contains("sarif"))
  }

  @Test func lintFindingsInGitHubAndJSON() {
    let github = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(github.run("check", "--output-format", "github", "a.layout") == 0)
    #expect(github.standardError.hasPrefix("::warning file=a.layout,line=2,col=21,"))
    #expect(github.standardError.contains(",title=approximate-fraction::"))
    let json = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(json.run("check", "--output-format", "json", "--strict", "a.layout") == 1)
    #expect(json.standardOutput.contains("\"severity\": \"warning\",\n          \"code\": \"approximate-fraction\""))
    #expect(json.standardOutput.contains("\"replacement\": \"1/3"))
    #expect(json.standardOutput.hasSuffix("\"summary\": {\"files\": 1, \"errors\": 0, \"warnings\": 1}\n}\n"))
  }

  // MARK: suppression through check

  @Test func ignoreCommentSilencesAFinding() {
    let ignored = Self.approximate.replacingOccurrences(
      of: "0.33w x 1h }", with: "0.33w x 1h }  // layoutc-ignore: approximate-fraction -- matches the mock-up")
    let environment = FakeEnvironment(files: ["a.layout": ignored])
    #expect(environment.run("check", "--strict", "a.layout") == 0)
    #expect(environment.standardError == "no problems found in 1 file\n")
  }

  @Test func staleIgnoreIsReportedAndFailsStrict() {
    let stale = CheckCommandTests.clean.replacingOccurrences(
      of: "  section {", with: "  // layoutc-ignore: child-overflow -- was needed once\n  section {")
    let environment = FakeEnvironment(files: ["a.layout": stale])
    #expect(environment.run("check", "--strict", "--output-format", "concise", "a.layout") == 1)
    #expect(
      environment.standardError
        == "a.layout:3:3: warning: 'layoutc-ignore' suppresses nothing: no 'child-overflow' finding starts on line 4 "
        + "[unused-ignore]\n1 warning\n")
  }

  // MARK: rules

  @Test func rulesListsEveryRule() {
    let environment = FakeEnvironment()
    #expect(environment.run("rules") == 0)
    let lines = environment.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "RULES:")
    for rule in LintRules.all {
      #expect(
        lines.contains {
          $0.hasPrefix("  \(rule.id) ") && $0.contains(" \(rule.defaultSeverity.rawValue) ")
            && $0.hasSuffix(rule.code.title)
        },
        "\(rule.id)")
    }
    #expect(lines.last == "See 'layoutc explain RULE' for a rule's page.")
  }

  @Test func rulesAsJSON() throws {
    let environment = FakeEnvironment()
    #expect(environment.run("rules", "--format", "json") == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    let rules = try #require(document["rules"] as? [[String: String]])
    #expect(rules.map { $0["id"] } == LintRules.all.map(\.id))
    #expect(rules.map { $0["severity"] } == LintRules.all.map(\.defaultSeverity.rawValue))
    #expect(rules.map { $0["title"] } == LintRules.all.map(\.code.title))
  }

  @Test func rulesUsageErrors() {
    let extra = FakeEnvironment()
    #expect(extra.run("rules", "child-overflow") == 2)
    #expect(
      extra.standardError.hasPrefix(
        "error: 'rules' takes no arguments, but got 'child-overflow'; see 'layoutc explain child-overflow' for a rule\n"
      ))
    let format = FakeEnvironment()
    #expect(format.run("rules", "--format", "jsno") == 2)
    #expect(format.standardError.contains("help: did you mean 'json'?"))
    let overview = FakeEnvironment()
    #expect(overview.run("--help") == 0)
    #expect(overview.standardOutput.contains("  rules "))
  }

  @Test(arguments: LintRules.all.map(\.id)) func everyRuleHasAnExplainPage(id: String) {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", id) == 0)
    #expect(environment.standardOutput.hasPrefix("\(id): "))
  }

  // MARK: --fix

  @Test func fixRewritesTheFileAndIsIdempotent() {
    let environment = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(environment.run("check", "--fix", "a.layout") == 0)
    #expect(environment.written["a.layout"].map { String(decoding: $0, as: UTF8.self) } == Self.approximateFixed)
    #expect(environment.standardError == "fixed 1 problem in a.layout\nno problems found in 1 file\n")
    #expect(environment.standardOutput.isEmpty)

    let again = FakeEnvironment(files: ["a.layout": Self.approximateFixed])
    #expect(again.run("check", "--fix", "--strict", "a.layout") == 0)
    #expect(again.written.isEmpty)
    #expect(again.standardError == "no problems found in 1 file\n")
  }

  @Test func fixRemovesAStaleIgnore() {
    let stale = CheckCommandTests.clean.replacingOccurrences(
      of: "  section {", with: "  // layoutc-ignore: child-overflow -- was needed once\n  section {")
    let environment = FakeEnvironment(files: ["a.layout": stale])
    #expect(environment.run("check", "--fix", "--strict", "a.layout") == 0)
    #expect(environment.written["a.layout"].map { String(decoding: $0, as: UTF8.self) } == CheckCommandTests.clean)
  }

  @Test func fixNeverAppliesTheCheckersSuggestions() {
    // E0204 offers "insert '}'", a guess: --fix leaves the file alone and reports the error.
    let environment = FakeEnvironment(files: ["a.layout": "layout A {\n  item cell { size: 0.33w x 1h }\n"])
    #expect(environment.run("check", "--fix", "a.layout") == 1)
    #expect(environment.written.isEmpty)
    #expect(environment.standardError.contains("[E0204]"))
  }

  @Test func fixReportsWhatRemainsInMachineFormats() {
    let environment = FakeEnvironment(files: ["a.layout": Self.approximate, "b.layout": CheckCommandTests.broken])
    #expect(environment.run("check", "--fix", "--output-format", "json", "a.layout", "b.layout") == 1)
    #expect(environment.written.keys.sorted() == ["a.layout"])
    #expect(!environment.standardOutput.contains("approximate-fraction"))
    #expect(environment.standardOutput.contains("\"code\": \"E0102\""))
    #expect(environment.standardError.isEmpty)
  }

  @Test func fixOnStandardInputPrintsTheFixedText() {
    let environment = FakeEnvironment(standardInput: Self.approximate)
    #expect(environment.run("check", "--fix", "--stdin-filepath", "in.layout") == 0)
    #expect(environment.standardOutput == Self.approximateFixed)
    #expect(environment.standardError == "fixed 1 problem in in.layout\nno problems found in 1 file\n")
    #expect(environment.written.isEmpty)

    let unchanged = FakeEnvironment(standardInput: CheckCommandTests.broken)
    #expect(unchanged.run("check", "--fix", "-") == 1)
    #expect(unchanged.standardOutput == CheckCommandTests.broken)
  }

  @Test func fixOnStandardInputUsageErrors() {
    let json = FakeEnvironment(files: ["a.layout": Self.approximate], standardInput: Self.approximate)
    #expect(json.run("check", "--fix", "--output-format", "sarif", "-") == 2)
    #expect(
      json.standardError.hasPrefix(
        "error: '--fix' with '-' prints the fixed text to standard output, so it cannot be combined with "
          + "'--output-format sarif'\n"))
    let mixed = FakeEnvironment(files: ["a.layout": Self.approximate], standardInput: Self.approximate)
    #expect(mixed.run("check", "--fix", "a.layout", "-") == 2)
    #expect(mixed.standardOutput.isEmpty)
    #expect(mixed.written.isEmpty)
  }

  @Test func fixOnStandardInputThatIsNotUTF8PrintsNothing() {
    let environment = FakeEnvironment()
    environment.standardInput = Array(Self.approximate.utf8) + [0x2F, 0x2F, 0xFF, 0x0A]
    #expect(environment.run("check", "--fix", "-") == 2)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.hasPrefix("error: '<stdin>' is not valid UTF-8; fix the file in place instead\n"))
  }

  @Test func unwritableFileKeepsItsOriginalDiagnostics() {
    let environment = ReadOnlyEnvironment(FakeEnvironment(files: ["a.layout": Self.approximate]))
    #expect(
      Driver.run(arguments: ["check", "--fix", "--output-format", "concise", "a.layout"], environment: environment) == 2
    )
    #expect(environment.base.standardError.hasPrefix("error: cannot write 'a.layout': read-only file system\n"))
    #expect(environment.base.standardError.contains("a.layout:2:21: warning: "))
  }

  // MARK: FixApplication

  static func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
    TextEdit(span: SourceSpan(start: start, end: end), replacement: text)
  }

  @Test func overlappingFixItsAreSkippedWhole() {
    let bytes = Array("abcdefgh".utf8)
    let fixIts = [
      FixIt(message: "1", edits: [Self.edit(1, 3, "X")]),
      FixIt(message: "2", edits: [Self.edit(2, 4, "Y"), Self.edit(6, 7, "Z")]),  // overlaps 1: not applied at all
      FixIt(message: "3", edits: [Self.edit(3, 3, "+")]),  // insertion where 1 ends: fine
      FixIt(message: "4", edits: [Self.edit(5, 5, "<")]),
      FixIt(message: "5", edits: [Self.edit(5, 5, ">")]),  // a second insertion at one point: order unknown
      FixIt(message: "6", edits: [Self.edit(5, 6, "")]),  // starts where an insertion is: order unknown
      FixIt(message: "7", edits: [Self.edit(7, 8, ""), Self.edit(6, 7, "G")]),  // edits in any order
    ]
    let (output, applied) = FixApplication.apply(fixIts, to: bytes)
    #expect(String(decoding: output, as: UTF8.self) == "aX+de<fG")
    #expect(applied == 4)
    #expect(FixApplication.apply([], to: bytes).bytes == bytes)
    #expect(FixApplication.apply([], to: bytes).applied == 0)
    // Edits past the end of the text are refused.
    #expect(FixApplication.apply([FixIt(message: "x", edits: [Self.edit(7, 9, "")])], to: bytes).applied == 0)
  }

  @Test func aFixThatBreaksTheFileIsNotKept() {
    let source = SourceFile(path: "a.layout", text: CheckCommandTests.clean)
    let code = LintRule.approximateFraction.code
    // A faulty rule whose fix-it inserts a stray character: the pass is thrown away.
    let outcome = FixApplication.fix(source) { file in
      let checked = FrontEnd.check(file)
      if checked.hasErrors { return (checked, checked.diagnostics) }
      let fix = FixIt(message: "break", edits: [TextEdit(span: .point(0), replacement: "@")])
      return (checked, [Diagnostic.warning(code, "faulty", at: .point(0), fixIts: [fix])])
    }
    #expect(outcome.fixed.bytes == source.bytes)
    #expect(!outcome.changed)
    #expect(outcome.applied == 0)
    #expect(outcome.failure?.hasPrefix("internal error: fixing 'a.layout' would introduce an error (1:1: ") == true)
  }

  @Test func passesStopWhenNothingChanges() {
    let source = SourceFile(path: "a.layout", text: CheckCommandTests.clean)
    let code = LintRule.approximateFraction.code
    var calls = 0
    let outcome = FixApplication.fix(source) { file in
      calls += 1
      let checked = FrontEnd.check(file)
      // A fix-it that rewrites text to itself can never finish a pass.
      let same = FixIt(message: "same", edits: [TextEdit(span: SourceSpan(start: 0, end: 6), replacement: "layout")])
      return (checked, [Diagnostic.warning(code, "loop", at: .point(0), fixIts: [same])])
    }
    #expect(!outcome.changed)
    #expect(calls == 1)
  }

  // MARK: the real binary

  @Test func fixInPlaceKeepsPermissionsAndLeavesNoTemporaryFile() throws {
    let runner = EndToEndTests()
    let directory = try runner.temporaryDirectory(["a.layout": Self.approximate])
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("a.layout")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)

    let first = try runner.run(["check", "--fix", "--strict", "a.layout"], in: directory)
    #expect(first.status == 0)
    #expect(first.standardError == "fixed 1 problem in a.layout\nno problems found in 1 file\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.approximateFixed)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.layout"])

    let second = try runner.run(["check", "--fix", "a.layout"], in: directory)
    #expect(second.status == 0)
    #expect(second.standardError == "no problems found in 1 file\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.approximateFixed)
  }

  @Test func strictAndSARIFFromTheBinary() throws {
    let runner = EndToEndTests()
    let strict = try runner.run(["check", "--strict", "-"], input: Self.approximate)
    #expect(strict.status == 1)
    #expect(strict.standardError.contains("[approximate-fraction]"))
    let sarif = try runner.run(
      ["check", "--output-format", "sarif", "--stdin-filepath", "in.layout"], input: Self.approximate)
    #expect(sarif.status == 0)
    #expect(sarif.standardError.isEmpty)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    #expect(SARIFCheck.problems(in: log) == [])
    #expect(sarif.standardOutput.contains("\"ruleId\": \"approximate-fraction\""))
    let rules = try runner.run(["rules", "--format", "json"])
    #expect(rules.status == 0)
    #expect(rules.standardOutput.hasPrefix("{\n  \"version\": 1,\n  \"rules\": [\n"))
  }
}

/// A ``DriverEnvironment`` whose files cannot be written; everything else goes to a ``FakeEnvironment``.
final class ReadOnlyEnvironment: DriverEnvironment {
  let base: FakeEnvironment
  init(_ base: FakeEnvironment) { self.base = base }
  func readStandardInput() throws(FileError) -> [UInt8] { try base.readStandardInput() }
  func write(_ text: String, to stream: StandardStream) { base.write(text, to: stream) }
  func kind(ofPath path: String) -> FileKind? { base.kind(ofPath: path) }
  func readFile(atPath path: String) throws(FileError) -> [UInt8] { try base.readFile(atPath: path) }
  func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)] {
    try base.contentsOfDirectory(atPath: path)
  }
  func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError) { throw FileError("read-only file system") }
  func variable(_ name: String) -> String? { base.variable(name) }
  func isTerminal(_ stream: StandardStream) -> Bool { base.isTerminal(stream) }
}
