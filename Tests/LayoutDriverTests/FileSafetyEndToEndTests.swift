import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 10 §2.6 to §2.8 with the built `layoutc` and a real file system: links, permissions, long and
/// undecodable names, pipes and devices, the size limit, `/dev/full`, control characters, a long line of errors.
@Suite struct FileSafetyEndToEndTests {
  func run(
    _ arguments: [String], input: String? = nil, in directory: URL? = nil, standardInput: FileHandle? = nil,
    standardOutput: FileHandle? = nil
  ) throws -> BuiltTool.Outcome {
    let executable = try #require(BuiltTool.layoutc, "no built 'layoutc' beside the tests; run 'swift build' first")
    return try BuiltTool.run(
      executable, arguments, input: input.map { Array($0.utf8) }, in: directory, standardInput: standardInput,
      standardOutput: standardOutput)
  }

  static let messy = "item a{size:1w x 1h}\n"
  static let canonical = "item a { size: 1w x 1h }\n"

  func folder(_ files: [String: String]) throws -> URL { try BuiltTool.folder(files, prefix: "layoutc-io") }

  func contents(_ url: URL) -> String { String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }

  func mode(_ url: URL) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
  }

  /// Names in a folder that are layoutc's temporary files (none may be left behind).
  func leftovers(_ directory: URL) throws -> [String] {
    // `.NAME.layoutc-XXXXXX`; matched with the standard library only (Foundation's `contains` folds case, which
    // it cannot do for every name on Linux).
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasPrefix(".") && $0.dropLast(6).hasSuffix(".layoutc-")
    }
  }

  // MARK: - §2.7 writing in place

  @Test func fixWritesThroughALinkChainAndKeepsTheMode() throws {
    let lint = LintCLITests.approximate
    let dir = try folder(["real/a.layout": lint])
    defer { try? FileManager.default.removeItem(at: dir) }
    let real = dir.appendingPathComponent("real/a.layout")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("l1.layout").path, withDestinationPath: "real/a.layout")
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("l2.layout").path, withDestinationPath: "l1.layout")
    let outcome = try run(["check", "--fix", "l2.layout"], in: dir)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(contents(real) == LintCLITests.approximateFixed)
    #expect(try mode(real) == 0o640)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("l2.layout").path)
        == "l1.layout")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("l1.layout").path)
        == "real/a.layout")
    #expect(try leftovers(dir) == [])
    #expect(try leftovers(dir.appendingPathComponent("real")) == [])
  }

  @Test(arguments: [["check", "--fix"], ["fmt"]])
  func readOnlyFilesAreRefusedAndUntouched(command: [String]) throws {
    let text = command == ["fmt"] ? Self.messy : LintCLITests.approximate
    let dir = try folder(["a.layout": text])
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("a.layout")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let outcome = try run(command + ["a.layout"], in: dir)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.contains("error: cannot write 'a.layout': the file is read-only\n"))
    #expect(contents(file) == text)
    #expect(try mode(file) == 0o444)
    #expect(try leftovers(dir) == [])
  }

  /// 255 bytes is the longest name a folder takes; the temporary file beside it must still fit.
  @Test(arguments: [String(repeating: "a", count: 248) + ".layout", String(repeating: "é", count: 124) + ".layout"])
  func namesOf255Bytes(name: String) throws {
    #expect(name.utf8.count == 255)
    let dir = try folder([name: LintCLITests.approximate, "m.layout": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try run(["check", "--fix", name], in: dir).status == 0)
    #expect(contents(dir.appendingPathComponent(name)) == LintCLITests.approximateFixed)
    let output = String(repeating: "b", count: 250) + ".json"
    #expect(try run(["compile", name, "-o", output], in: dir).status == 0)
    #expect(contents(dir.appendingPathComponent(output)).hasPrefix("{\n  \"format\" : \"layoutc-ir\""))
    try FileManager.default.removeItem(at: dir.appendingPathComponent(name))
    try FileManager.default.moveItem(at: dir.appendingPathComponent("m.layout"), to: dir.appendingPathComponent(name))
    #expect(try run(["fmt", name], in: dir).status == 0)
    #expect(contents(dir.appendingPathComponent(name)) == Self.canonical)
    #expect(try leftovers(dir) == [])
  }

  /// The real environment compares the file with what was read just before replacing it (the in-process tests
  /// simulate an editor saving in between; this one puts the other change on disk first).
  @Test func replacingAFileThatChangedMeanwhileKeepsTheChange() throws {
    let dir = try folder(["a.layout": "changed by someone else\n"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("a.layout")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let environment = ProcessEnvironment()
    #expect(throws: FileError.changedOnDisk) {
      try environment.replaceFile(atPath: file.path, bytes: Array("formatted\n".utf8), original: Array("read\n".utf8))
    }
    #expect(contents(file) == "changed by someone else\n")
    // Unchanged since it was read: replaced, mode kept.
    try environment.replaceFile(
      atPath: file.path, bytes: Array("formatted\n".utf8), original: Array("changed by someone else\n".utf8))
    #expect(contents(file) == "formatted\n")
    #expect(try mode(file) == 0o600)
    // Deleted meanwhile: not brought back.
    try FileManager.default.removeItem(at: file)
    #expect(throws: FileError.changedOnDisk) {
      try environment.replaceFile(atPath: file.path, bytes: Array("formatted\n".utf8), original: Array("x\n".utf8))
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try leftovers(dir) == [])
  }

  @Test(arguments: ["a.layout", "./a.layout", "link.layout", "sub/../a.layout", "hard.layout"])
  func compileRefusesToOverwriteItsInput(output: String) throws {
    let dir = try folder(["a.layout": CheckCommandTests.clean, "sub/keep": ""])
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("link.layout").path, withDestinationPath: "a.layout")
    try FileManager.default.linkItem(
      at: dir.appendingPathComponent("a.layout"), to: dir.appendingPathComponent("hard.layout"))
    let outcome = try run(["compile", "a.layout", "-o", output], in: dir)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("error: the output '\(output)' is the input file 'a.layout'"))
    #expect(contents(dir.appendingPathComponent("a.layout")) == CheckCommandTests.clean)
  }

  @Test func compileReplacesALinksTargetAndKeepsTheLink() throws {
    let dir = try folder(["a.layout": CheckCommandTests.clean, "ir/a.json": "old"])
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o640], ofItemAtPath: dir.appendingPathComponent("ir/a.json").path)
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("a.json").path, withDestinationPath: "ir/a.json")
    #expect(try run(["compile", "a.layout", "-o", "a.json"], in: dir).status == 0)
    #expect(contents(dir.appendingPathComponent("ir/a.json")).hasPrefix("{\n  \"format\" : \"layoutc-ir\""))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("a.json").path)
        == "ir/a.json")
    #expect(try mode(dir.appendingPathComponent("ir/a.json")) == 0o640)
  }

  // MARK: - §2.7 inputs

  /// Creates a file whose name is raw bytes (not UTF-8), which no `String` path can name; `false` where the file
  /// system refuses such names (APFS does).
  static func createFile(in directory: URL, named name: [UInt8], contents: String) -> Bool {
    let path = Array(directory.path.utf8) + [0x2F] + name + [0]
    let descriptor = path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
      open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
    }
    guard descriptor >= 0 else { return false }
    FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(Data(contents.utf8))
    return true
  }

  static let fileSystemTakesAnyBytes: Bool = {
    guard let dir = try? BuiltTool.folder([:], prefix: "layoutc-bytes") else { return false }
    defer { try? FileManager.default.removeItem(at: dir) }
    return createFile(in: dir, named: [0x61, 0xE9], contents: "")
  }()

  @Test(.enabled(if: fileSystemTakesAnyBytes)) func aWalkReportsNamesThatAreNotUTF8() throws {
    let dir = try folder(["tree/good.layout": CheckCommandTests.clean])
    defer { try? FileManager.default.removeItem(at: dir) }
    let tree = dir.appendingPathComponent("tree")
    #expect(Self.createFile(in: tree, named: Array("caf".utf8) + [0xE9] + Array(".layout".utf8), contents: "x\n"))
    #expect(Self.createFile(in: tree, named: Array("notes".utf8) + [0xFF] + Array(".txt".utf8), contents: "x\n"))
    let outcome = try run(["check", "tree"], in: dir)
    #expect(outcome.status == 2)
    #expect(
      outcome.standardError
        == "error: cannot read 'tree/caf\\xE9.layout': its name is not valid UTF-8, so layoutc cannot open it; "
        + "rename it\nno problems found in 1 file\n")
    let fmt = try run(["fmt", "--check", "tree"], in: dir)
    #expect(fmt.status == 2)
    #expect(fmt.standardError.contains("'tree/caf\\xE9.layout'"))
  }

  @Test func devicesPipesAndTheSizeLimit() throws {
    let zero = try run(["check", "/dev/zero"])
    #expect(zero.status == 2)
    #expect(zero.standardError.hasPrefix("error: cannot read '/dev/zero': not a regular file"))
    // Standard input may be anything, but reading stops at the limit.
    let endless = try run(
      ["check", "-"], standardInput: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero")))
    #expect(endless.status == 2)
    #expect(endless.standardError.hasPrefix("error: cannot read '-': larger than 64 MiB"))

    let dir = try folder(["tree/ok.layout": CheckCommandTests.clean])
    defer { try? FileManager.default.removeItem(at: dir) }
    // A sparse file one byte over the limit costs no disk.
    let big = dir.appendingPathComponent("big.layout")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(Driver.maximumInputSize + 1))
    try handle.close()
    let tooBig = try run(["check", "big.layout"], in: dir)
    #expect(tooBig.status == 2)
    #expect(tooBig.standardError.hasPrefix("error: cannot read 'big.layout': larger than 64 MiB"))

    // A pipe with no writer would block a plain open for ever; it is refused at once, named or found.
    #expect(mkfifo(dir.appendingPathComponent("pipe.layout").path, 0o644) == 0)
    #expect(mkfifo(dir.appendingPathComponent("tree/pipe.layout").path, 0o644) == 0)
    for arguments in [
      ["check", "pipe.layout"], ["check", "tree"], ["fmt", "pipe.layout"], ["compile", "pipe.layout"],
    ] {
      let outcome = try run(arguments, in: dir)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.standardError.contains("pipe.layout': not a regular file"), "\(arguments)")
    }
  }

  // MARK: - §2.8 output

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: [
      ["eval", "a.layout", "--viewport", "390x844", "--items", "30"],
      [
        "eval", "a.layout", "--viewport", "390x844",
        "--items", "30", "--format", "table",
      ],
      ["check", "--output-format", "json", "a.layout"], ["compile", "a.layout"], ["fmt", "-"], ["rules"],
      ["check", "--fix", "-"],
    ])
  func aFullStandardOutputIsExitTwo(arguments: [String]) throws {
    let dir = try folder(["a.layout": CheckCommandTests.clean])
    defer { try? FileManager.default.removeItem(at: dir) }
    let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let outcome = try run(arguments, input: Self.messy, in: dir, standardOutput: full)
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasSuffix("error: cannot write to standard output: no space left on device\n"))
  }

  @Test func controlCharactersInAFileNameAreShownNotObeyed() throws {
    let name = "a\u{1B}[2J\u{1B}]0;title\u{7}.layout"
    let dir = try folder([name: CheckCommandTests.broken])
    defer { try? FileManager.default.removeItem(at: dir) }
    for format in ["human", "concise", "github"] {
      let outcome = try run(["check", "--output-format", format, "--color", "always", "."], in: dir)
      #expect(outcome.status == 1)
      // Colour codes are layoutc's own; nothing else may carry an escape, a bell or an OSC sequence.
      let stripped = outcome.standardError.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(!stripped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(format)")
      #expect(stripped.contains("a␛[2J␛]0;title␇.layout"), "\(format)")
    }
  }

  /// 8,000 errors on one 32 KB line. Each excerpt used to decode the whole line, so this took minutes; now each
  /// decodes a window of it (no timing is asserted: the size alone would make the old path too slow to finish).
  @Test func eightThousandErrorsOnOneLine() throws {
    let dir = try folder(["a.layout": String(repeating: "xxxxxxx ", count: 4_000) + "\n"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let all = try run(["check", "--error-limit", "0", "a.layout"], in: dir)
    #expect(all.status == 1)
    #expect(all.standardError.components(separatedBy: "\na.layout:1:").count - 1 == 7_998)
    #expect(all.standardError.hasSuffix("\n7999 errors\n"))
    let limited = try run(["check", "a.layout"], in: dir)
    #expect(limited.status == 1)
    #expect(
      limited.standardError.hasSuffix(
        "\nnote: 6999 more errors not shown for 'a.layout' (see --error-limit)\n\n7999 errors\n"))
  }
}
