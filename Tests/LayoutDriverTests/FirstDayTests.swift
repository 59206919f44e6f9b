import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// The rough edges a first day hits (issue "Adoption", point 5), each pinned: what a newcomer types and the one clear
/// thing layoutc answers.
@Suite struct FirstDayTests {
  static let messy = "layout A {\nitem c { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; c } }\n}\n"

  @Test func unitlessFractionGetsAUnitFixIt() {
    let environment = FakeEnvironment(
      files: ["a.layout": "layout A {\n  item c { size: 1/3 x 1h }\n  section { horizontal { size: 1w x 44; c } }\n}\n"]
    )
    #expect(environment.run("check", "--fix", "a.layout") == 0)
    #expect(String(decoding: environment.written["a.layout"] ?? [], as: UTF8.self).contains("size: 1/3w x 1h"))
  }

  /// `fmt --diff .` names files as `git diff` does, without `./`, and so does every path a walk of `.` finds.
  @Test func diffOfTheCurrentFolderHasNoDotSegments() {
    let environment = FakeEnvironment(files: ["a.layout": Self.messy, "sub/b.layout": Self.messy])
    #expect(environment.run("fmt", "--diff", ".") == 1)
    #expect(environment.standardOutput.hasPrefix("--- a/a.layout\n+++ b/a.layout\n"))
    #expect(environment.standardOutput.contains("--- a/sub/b.layout\n+++ b/sub/b.layout\n"))
    #expect(!environment.standardOutput.contains("./"))
  }

  /// The diff of a folder applies with `git apply` and gives what `fmt` writes; `.` segments never reach it.
  @Test func diffAppliesWithGit() throws {
    guard let git = ["/usr/bin/git", "/usr/local/bin/git"].first(where: FileManager.default.isExecutableFile),
      let layoutc = BuiltTool.layoutc
    else {
      Issue.record("git or the built layoutc is missing")
      return
    }
    let directory = try BuiltTool.folder(["a.layout": Self.messy, "sub/b.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: directory) }
    let diff = try BuiltTool.run(layoutc, ["fmt", "--diff", "."], in: directory)
    #expect(diff.status == 1)
    #expect(try BuiltTool.run(URL(fileURLWithPath: git), ["init", "-q", "."], in: directory).status == 0)
    let apply = try BuiltTool.run(URL(fileURLWithPath: git), ["apply", "-"], input: diff.standardOutput, in: directory)
    #expect(apply.status == 0, "\(apply.standardError)")
    #expect(try BuiltTool.run(layoutc, ["fmt", "--check", "."], in: directory).status == 0)
    // A path the user wrote with `.` segments is named without them in the diff too.
    let dotted = try BuiltTool.folder(["sub/b.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dotted) }
    let named = try BuiltTool.run(layoutc, ["fmt", "--diff", "./sub/./b.layout"], in: dotted)
    #expect(named.text.hasPrefix("--- a/sub/b.layout\n+++ b/sub/b.layout\n"))
  }

  /// The IR is the same bytes every time, and `git diff --check` finds nothing in it: no trailing whitespace.
  /// (The design system's files import each other, so they are compiled where they are, in ImportCommandTests.)
  @Test(
    arguments: Fixtures.files(in: "Examples", withExtension: "layout").filter { !$0.path.contains("/DesignSystem/") })
  func irIsDeterministicWithoutTrailingWhitespace(example: URL) {
    let text = String(decoding: Fixtures.bytes(example), as: UTF8.self)
    let first = FakeEnvironment(files: ["e.layout": text])
    let second = FakeEnvironment(files: ["e.layout": text])
    #expect(first.run("compile", "e.layout") == 0)
    #expect(second.run("compile", "e.layout") == 0)
    #expect(first.standardOutput == second.standardOutput)
    let lines = first.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.last == " " || $0.last == "\t" })
    #expect(first.standardOutput.hasSuffix("}\n"))
  }

  /// `summary` prints the content size as `table` does (three decimals at most), not float noise like 520.0000000000001.
  @Test func summaryRoundsLikeTable() {
    let example = String(
      decoding: Fixtures.bytes(Fixtures.repositoryRoot().appendingPathComponent("Examples/AlbumDetail.layout")),
      as: UTF8.self)
    let arguments = ["eval", "a.layout", "--viewport", "390x844", "--items", "5", "--format"]
    let summary = FakeEnvironment(files: ["a.layout": example])
    let table = FakeEnvironment(files: ["a.layout": example])
    #expect(summary.run(arguments: arguments + ["summary"]) == 0)
    #expect(table.run(arguments: arguments + ["table"]) == 0)
    #expect(summary.standardOutput.contains("content size: 390 x 520\n"))
    #expect(table.standardOutput.contains("content 390 x 520\n"))
  }

  @Test(arguments: [("eval", "evaluate"), ("render", "render")])
  func emptyInputSaysSoOnce(command: String, verb: String) {
    let environment = FakeEnvironment(standardInput: "")
    #expect(environment.run(command, "-", "--viewport", "390x844", "--items", "3") == 2)
    #expect(environment.standardError == "error: standard input declares no layout, so there is nothing to \(verb)\n")
  }

  @Test func missingFileSaysSoOnce() {
    let environment = FakeEnvironment()
    #expect(environment.run("check", "missing.layout") == 2)
    #expect(environment.standardError == "error: cannot read 'missing.layout': no such file or directory\n")
  }
}
