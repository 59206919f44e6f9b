import Foundation
import LayoutTestSupport
import Testing

/// Runs the built `layoutc` executable as a process: real exit codes, real pipes, real files.
///
/// `swift test` builds every product, so the binary sits beside the test bundle in the build products directory.
@Suite struct EndToEndTests {
  struct Outcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static var executable: URL? { BuiltTool.layoutc }

  func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> Outcome {
    let executable = try #require(Self.executable, "no built 'layoutc' beside the tests; run 'swift build' first")
    let outcome = try BuiltTool.run(executable, arguments, input: input.map { Array($0.utf8) }, in: directory)
    return Outcome(status: outcome.status, standardOutput: outcome.text, standardError: outcome.standardError)
  }

  func temporaryDirectory(_ files: [String: String]) throws -> URL { try BuiltTool.folder(files) }

  @Test func versionAndUsage() throws {
    let version = try run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "layoutc 0.1.0\n")
    let usage = try run([])
    #expect(usage.status == 2)
    #expect(usage.standardError.hasPrefix("usage: layoutc"))
  }

  @Test func standardInputCleanAndBroken() throws {
    let clean = try run(["check", "-"], input: CheckCommandTests.clean)
    #expect(clean.status == 0)
    #expect(clean.standardError == "no problems found in 1 file\n")
    let broken = try run(
      ["check", "--output-format", "concise", "--stdin-filepath", "in.layout", "-"],
      input: CheckCommandTests.broken)
    #expect(broken.status == 1)
    #expect(broken.standardError == "in.layout:4:42: error: unexpected character '@' [E0102]\n1 error\n")
  }

  @Test func filesDirectoriesAndExitCodes() throws {
    let directory = try temporaryDirectory([
      "ok/a.layout": CheckCommandTests.clean, "bad/b.layout": CheckCommandTests.broken,
      "bad/.build/c.layout": CheckCommandTests.broken,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try run(["check", "ok"], in: directory).status == 0)
    let bad = try run(["check", "--output-format", "json", "bad", "ok/a.layout"], in: directory)
    #expect(bad.status == 1)
    #expect(bad.standardOutput.contains("\"path\": \"bad/b.layout\""))
    #expect(!bad.standardOutput.contains(".build"))
    #expect(bad.standardError.isEmpty)
    let missing = try run(["check", "nowhere.layout"], in: directory)
    #expect(missing.status == 2)
    #expect(missing.standardError.hasPrefix("error: cannot read 'nowhere.layout': no such file or directory\n"))
  }

  @Test func pipedOutputIsNotColoured() throws {
    let outcome = try run(["check", "-"], input: CheckCommandTests.broken)
    #expect(outcome.status == 1)
    #expect(!outcome.standardError.contains("\u{1B}"))
    let forced = try run(["check", "--color", "always", "-"], input: CheckCommandTests.broken)
    #expect(forced.standardError.contains("\u{1B}[1;31merror:"))
  }

  /// The built binary on IR files: `compile`'s output evaluates; IR requiring an unknown feature exits 2.
  @Test func evalOfCompiledIRAndOfIRFromTheFuture() throws {
    let directory = try temporaryDirectory(["Tags.layout": CompileCommandTests.example("Tags")])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try run(["compile", "Tags.layout", "-o", "tags.json"], in: directory).status == 0)
    let ir = try String(contentsOf: directory.appendingPathComponent("tags.json"), encoding: .utf8)
    #expect(ir.contains("\"requires\" : [\n    \"flow-sections\"\n  ]"))
    let evaluated = try run(
      ["eval", "tags.json", "--viewport", "390x844", "--items", "7", "--format", "table"], in: directory)
    #expect(evaluated.status == 0 && evaluated.standardOutput.contains("content 390 x 172"))
    let future = ir.replacingOccurrences(of: "\"flow-sections\"", with: "\"flow-sections\", \"scroll-sync\"")
    let refused = try run(["eval", "-", "--viewport", "390x844", "--items", "7"], input: future)
    #expect(refused.status == 2 && refused.standardOutput.isEmpty)
    #expect(refused.standardError.contains("IR requires feature 'scroll-sync', which this reader does not support"))
  }

  @Test func explainRunsAndFailsProperly() throws {
    #expect(try run(["explain", "e0101"]).status == 0)
    #expect(try run(["explain", "X9999"]).status == 2)
  }
}
