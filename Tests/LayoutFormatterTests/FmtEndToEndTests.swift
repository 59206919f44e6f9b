import Foundation
import LayoutTestSupport
import Testing

/// `layoutc fmt` as a process: real exit codes, pipes, files and permissions.
///
/// `swift test` builds every product, so the `layoutc` binary sits beside the test bundle.
@Suite struct FmtEndToEndTests {
  struct Outcome {
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: String
    var text: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  static var executable: URL? { BuiltTool.layoutc }

  func run(_ arguments: [String], input: [UInt8]? = nil) throws -> Outcome {
    let executable = try #require(Self.executable, "no built 'layoutc' beside the tests; run 'swift build'")
    let outcome = try BuiltTool.run(executable, arguments, input: input)
    return Outcome(status: outcome.status, standardOutput: outcome.standardOutput, standardError: outcome.standardError)
  }

  static let messy = "item a{size:1w x 1h}\n"
  static let canonical = "item a { size: 1w x 1h }\n"
  static let broken = "item a { size: 20x20 }\n"

  func folder(_ files: [String: String]) throws -> URL { try BuiltTool.folder(files, prefix: "layoutc-fmt") }

  func contents(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }

  @Test func checkListsFilesThatWouldChangeAndExitsOne() throws {
    let dir = try folder([
      "z.layout": Self.messy, "a/b.layout": Self.messy, "ok.layout": Self.canonical, "notes.txt": "x",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let outcome = try run(["fmt", "--check", dir.path])
    #expect(outcome.status == 1)
    #expect(outcome.text == "\(dir.path)/a/b.layout\n\(dir.path)/z.layout\n")
    #expect(contents(dir.appendingPathComponent("z.layout")) == Self.messy)
    let clean = try run(["fmt", "--check", dir.appendingPathComponent("ok.layout").path])
    #expect(clean.status == 0)
    #expect(clean.standardOutput.isEmpty)
  }

  @Test func diffPrintsAUnifiedDiffAndWritesNothing() throws {
    let dir = try folder(["a.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("a.layout").path
    let outcome = try run(["fmt", "--diff", path])
    #expect(outcome.status == 1)
    #expect(outcome.text == "--- \(path)\n+++ \(path)\n@@ -1 +1 @@\n-item a{size:1w x 1h}\n+item a { size: 1w x 1h }\n")
    #expect(contents(dir.appendingPathComponent("a.layout")) == Self.messy)
  }

  @Test func standardInputIsFilteredToStandardOutput() throws {
    let outcome = try run(["fmt", "-"], input: Array(Self.messy.utf8))
    #expect(outcome.status == 0)
    #expect(outcome.text == Self.canonical)
    #expect(outcome.standardError.isEmpty)
  }

  @Test(arguments: [
    Array(broken.utf8),  // syntax error
    Array("item a { size: 1w x 1h } // caf".utf8) + [0xE9] + [0x0A],  // not UTF-8: cannot go through stdout exactly
  ])
  func standardInputFailurePrintsNothingToStandardOutput(_ input: [UInt8]) throws {
    let outcome = try run(["fmt", "--stdin-filepath", "Sources/x.layout", "-"], input: input)
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains("error:"))
    #expect(outcome.standardError.contains("x.layout"))
  }

  @Test func syntaxErrorsLeaveTheFileUntouchedAndExitTwo() throws {
    let dir = try folder(["bad.layout": Self.broken, "good.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let outcome = try run(["fmt", dir.path])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("bad.layout:1:16: error: a size needs spaces around 'x' [E0104]"))
    #expect(contents(dir.appendingPathComponent("bad.layout")) == Self.broken)
    #expect(contents(dir.appendingPathComponent("good.layout")) == Self.canonical)
  }

  @Test func rewritesInPlaceLeavingNoTemporaryFile() throws {
    let dir = try folder(["a.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let outcome = try run(["fmt", dir.appendingPathComponent("a.layout").path])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.isEmpty)
    #expect(contents(dir.appendingPathComponent("a.layout")) == Self.canonical)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.layout"])
  }

  @Test func rewritingKeepsPermissions() throws {
    let dir = try folder(["a.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("a.layout").path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    #expect(try run(["fmt", path]).status == 0)
    #expect(contents(dir.appendingPathComponent("a.layout")) == Self.canonical)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o640)
  }

  // MARK: - Issue 10 §2.7 and §2.8

  func mode(_ path: String) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
  }

  /// A link is followed and its target rewritten; the links stay links and the target keeps its mode.
  @Test func rewritingThroughALinkChain() throws {
    let dir = try folder(["real/a.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let real = dir.appendingPathComponent("real/a.layout")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    let first = dir.appendingPathComponent("first.layout").path
    let second = dir.appendingPathComponent("second.layout").path
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "real/a.layout")
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    #expect(try run(["fmt", second]).status == 0)
    #expect(contents(real) == Self.canonical)
    #expect(try mode(real.path) == 0o640)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: second) == first)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == "real/a.layout")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
        "first.layout", "real", "second.layout",
      ])
  }

  @Test func readOnlyFileIsLeftAlone() throws {
    let dir = try folder(["a.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("a.layout").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let outcome = try run(["fmt", path])
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "error: cannot write '\(path)': the file is read-only\n")
    #expect(contents(dir.appendingPathComponent("a.layout")) == Self.messy)
    #expect(try mode(path) == 0o444)
  }

  @Test func nameOf255Bytes() throws {
    let name = String(repeating: "n", count: 248) + ".layout"
    let dir = try folder([name: Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try run(["fmt", dir.appendingPathComponent(name).path]).status == 0)
    #expect(contents(dir.appendingPathComponent(name)) == Self.canonical)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
  }

  /// `--diff` prints text: a file that is not UTF-8 is reported rather than shown with U+FFFD in place of its bytes.
  @Test func diffOfAFileThatIsNotUTF8() throws {
    let dir = try folder([:])
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("a.layout")
    let bytes = Array("item a{size:1w x 1h} // caf".utf8) + [0xE9, 0x0A]
    try Data(bytes).write(to: file)
    let diff = try run(["fmt", "--diff", file.path])
    #expect(diff.status == 2)
    #expect(diff.standardOutput.isEmpty)
    #expect(
      diff.standardError.hasPrefix(
        "error: cannot show the changes to '\(file.path)' as a diff: the file is not valid UTF-8"))
    #expect(try run(["fmt", file.path]).status == 0)
    #expect(Array(try Data(contentsOf: file)) == Array("item a { size: 1w x 1h }  // caf".utf8) + [0xE9, 0x0A])
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullStandardOutput() throws {
    let executable = try #require(Self.executable)
    let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let outcome = try BuiltTool.run(executable, ["fmt", "-"], input: Array(Self.messy.utf8), standardOutput: full)
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "error: cannot write to standard output: no space left on device\n")
  }
}
