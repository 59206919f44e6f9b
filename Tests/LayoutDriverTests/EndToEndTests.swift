import Foundation
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

  /// The `layoutc` next to the running test binary.
  static var executable: URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("layoutc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()  // from inside an .xctest bundle up to the products directory
    }
    return Bundle.allBundles.lazy.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("layoutc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> Outcome {
    let executable = try #require(Self.executable, "no built 'layoutc' beside the tests; run 'swift build' first")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes before waiting, so a large output cannot fill a pipe and deadlock the child.
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: error, as: UTF8.self))
  }

  func temporaryDirectory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-e2e-\(UUID().uuidString)")
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return directory
  }

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

  @Test func explainRunsAndFailsProperly() throws {
    #expect(try run(["explain", "e0101"]).status == 0)
    #expect(try run(["explain", "X9999"]).status == 2)
  }
}
