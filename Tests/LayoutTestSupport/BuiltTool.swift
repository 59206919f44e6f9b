import Foundation

/// Runs the built `layoutc` as a process for end-to-end tests: real exit codes, pipes and files.
///
/// `swift test` builds every product, so the binary sits beside the test bundle in the build products directory.
public enum BuiltTool {
  /// What a run produced.
  public struct Outcome: Sendable {
    public var status: Int32
    public var standardOutput: [UInt8]
    public var standardError: String
    /// Standard output as text.
    public var text: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  /// The `layoutc` next to the running test binary, if it was built.
  public static var layoutc: URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("layoutc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()  // from inside an .xctest bundle up to the products directory
    }
    return Bundle.allBundles.lazy.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("layoutc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `executable` with `arguments`, feeding `input` to standard input (closed either way), without `NO_COLOR`.
  /// `standardInput` and `standardOutput`, when given, connect those streams to a file instead (`/dev/zero`,
  /// `/dev/full`); the outcome's standard output is then empty.
  public static func run(
    _ executable: URL, _ arguments: [String], input: [UInt8]? = nil, in directory: URL? = nil,
    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil
  ) throws -> Outcome {
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
    process.standardInput = standardInput ?? stdin
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    try process.run()
    if let input, standardInput == nil { stdin.fileHandleForWriting.write(Data(input)) }
    try stdin.fileHandleForWriting.close()
    if standardOutput != nil { try stdout.fileHandleForWriting.close() }
    // Read both pipes before waiting, and standard error on its own thread, so a large output on either cannot
    // fill a pipe and deadlock the child.
    let errorReader = PipeReader(stderr.fileHandleForReading)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = errorReader.data()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, standardOutput: Array(output),
      standardError: String(decoding: error, as: UTF8.self))
  }

  /// A new folder in the temporary directory holding `files` (relative path → text).
  public static func folder(_ files: [String: String], prefix: String = "layoutc-e2e") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return directory
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private var result = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      result = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything read, once the pipe is closed.
  func data() -> Data {
    done.wait()
    return result
  }
}
