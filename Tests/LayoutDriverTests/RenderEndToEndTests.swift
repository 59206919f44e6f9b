import Foundation
import LayoutTestSupport
import Testing

/// `layoutc render -o` with the built tool and a real file system: the sheet is written atomically (a temporary file
/// beside it, then a rename), and an output that cannot be written leaves what was there and no temporary file.
@Suite struct RenderEndToEndTests {
  func run(_ arguments: [String], in directory: URL) throws -> BuiltTool.Outcome {
    let executable = try #require(BuiltTool.layoutc, "no built 'layoutc' beside the tests; run 'swift build' first")
    return try BuiltTool.run(executable, arguments, in: directory)
  }

  func contents(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }

  /// Every name in `directory` but the ones the test made.
  func names(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func writesTheSameSheetItPrintsAndLeavesNoTemporaryFile() throws {
    let dir = try BuiltTool.folder(["g.layout": CompileCommandTests.example("PhotoGrid")], prefix: "layoutc-render")
    defer { try? FileManager.default.removeItem(at: dir) }
    let printed = try run(["render", "g.layout", "--viewport", "390x844"], in: dir)
    #expect(printed.status == 0)
    let written = try run(["render", "g.layout", "--viewport", "390x844", "-o", "g.svg"], in: dir)
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty && written.standardError.isEmpty)
    #expect(contents(dir.appendingPathComponent("g.svg")) == printed.text)
    #expect(try names(dir) == ["g.layout", "g.svg"])
  }

  @Test func anOutputThatCannotBeWrittenExitsTwoAndKeepsWhatWasThere() throws {
    let dir = try BuiltTool.folder(
      ["g.layout": CompileCommandTests.example("PhotoGrid"), "old.svg": "old"], prefix: "layoutc-render")
    defer { try? FileManager.default.removeItem(at: dir) }
    let old = dir.appendingPathComponent("old.svg")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: old.path)
    let readOnly = try run(["render", "g.layout", "--viewport", "390x844", "-o", "old.svg"], in: dir)
    #expect(readOnly.status == 2)
    #expect(readOnly.standardError.hasPrefix("error: cannot write 'old.svg'"))
    #expect(contents(old) == "old")
    let missingFolder = try run(["render", "g.layout", "--viewport", "390x844", "-o", "no/such/dir.svg"], in: dir)
    #expect(missingFolder.status == 2)
    #expect(missingFolder.standardError.hasPrefix("error: cannot write 'no/such/dir.svg'"))
    #expect(try names(dir) == ["g.layout", "old.svg"])
  }
}
