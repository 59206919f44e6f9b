/// What a path names on disk.
public enum FileKind: Sendable, Hashable {
  /// Something to read: a regular file, a link to one, or (named explicitly) a pipe or device.
  case file
  /// A directory; directories reached through a symbolic link while walking are reported as `other`, so a link
  /// cycle cannot trap the walk.
  case directory
  /// Anything else: a device, a socket, a symbolic link to a directory met while walking.
  case other
}

/// A failure reading or writing a file, in words fit for `error: cannot read 'x': <reason>`.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The reason, lower-case ("no such file or directory").
  public var reason: String

  /// Creates an error with its reason.
  public init(_ reason: String) { self.reason = reason }

  /// The reason.
  public var description: String { reason }
}

/// An output stream of the process (named so as not to clash with Foundation's `OutputStream`).
public enum StandardStream: Sendable, Hashable {
  /// Results meant for a pipe: JSON diagnostics, help pages, formatted code.
  case standardOutput
  /// Diagnostics for people, usage errors, the summary line.
  case standardError
}

/// Everything the driver needs from the outside world. The real process is ``ProcessEnvironment``; tests pass an
/// in-memory fake, so the whole CLI (arguments to exit code) runs in-process.
///
/// Boundary: nothing below the driver touches IO; nothing in the driver touches IO except through this.
public protocol DriverEnvironment: AnyObject {
  /// All of standard input (read once, when a command asks for `-`).
  func readStandardInput() throws(FileError) -> [UInt8]
  /// Writes text to standard output or standard error as it is given.
  func write(_ text: String, to stream: StandardStream)
  /// What `path` names (following symbolic links), or `nil` when nothing is there.
  func kind(ofPath path: String) -> FileKind?
  /// The bytes of a file.
  func readFile(atPath path: String) throws(FileError) -> [UInt8]
  /// The entries of a directory (names only, any order) with their kinds; links to directories are `other`.
  func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)]
  /// Replaces a file's contents atomically (a temporary file, then a rename): for `fmt` and `compile`.
  func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError)
  /// An environment variable.
  func variable(_ name: String) -> String?
  /// Whether a stream is a terminal (decides `--color auto`).
  func isTerminal(_ stream: StandardStream) -> Bool
}

extension DriverEnvironment {
  /// Writes a line (the newline is added) to standard error.
  func error(_ line: String) { write(line + "\n", to: .standardError) }
}
