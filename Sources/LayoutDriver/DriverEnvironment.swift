/// What a path names on disk.
package enum FileKind: Sendable, Hashable {
  /// A regular file, or a symbolic link to one: something to read.
  case file
  /// A directory; directories reached through a symbolic link while walking are reported as `other`, so a link
  /// cycle cannot trap the walk.
  case directory
  /// Anything else: a pipe, a device, a socket, a symbolic link to a directory met while walking. Not read (a
  /// pipe or device could block or never end); standard input is `-`.
  case other
  /// A directory entry whose name is not valid UTF-8, so no path `String` can name it; the entry's `name` shows
  /// its bytes, invalid ones as `\xE9`. `isDirectory` says whether a walk would have entered it.
  case invalidName(isDirectory: Bool)
}

/// Which file a path names, however it is spelt (`a.layout`, `./a.layout`, a symbolic link to it, a hard link):
/// the device and inode of the file, after following symbolic links.
package struct FileIdentity: Sendable, Hashable {
  /// The device holding the file.
  package var device: UInt64
  /// The file's number on that device.
  package var inode: UInt64

  /// Creates an identity.
  package init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

/// A failure reading or writing a file, in words fit for `error: cannot read 'x': <reason>`.
package struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The reason, lower-case ("no such file or directory").
  package var reason: String

  /// Creates an error with its reason.
  package init(_ reason: String) { self.reason = reason }

  /// The reason.
  package var description: String { reason }

  /// An input larger than ``Driver/maximumInputSize``.
  package static var tooLarge: FileError {
    FileError("larger than \(Driver.maximumInputSize >> 20) MiB, the most layoutc reads from one input")
  }

  /// A pipe, device or socket named as an input.
  package static let notRegular = FileError(
    "not a regular file (a pipe, device or socket); pass '-' to read standard input")

  /// A file that changed on disk between being read and being replaced.
  package static let changedOnDisk = FileError(
    "the file changed on disk while layoutc worked on it; it was left as it is now")
}

/// An output stream of the process (named so as not to clash with Foundation's `OutputStream`).
package enum StandardStream: Sendable, Hashable {
  /// Results meant for a pipe: JSON diagnostics, help pages, formatted code.
  case standardOutput
  /// Diagnostics for people, usage errors, the summary line.
  case standardError
}

/// Everything the driver needs from the outside world. The real process is ``ProcessEnvironment``; tests pass an
/// in-memory fake, so the whole CLI (arguments to exit code) runs in-process.
///
/// Boundary: nothing below the driver touches IO; nothing in the driver touches IO except through this.
package protocol DriverEnvironment: AnyObject {
  /// All of standard input (read once, when a command asks for `-`); at most ``Driver/maximumInputSize`` bytes,
  /// else ``FileError/tooLarge``.
  func readStandardInput() throws(FileError) -> [UInt8]
  /// The next bytes of standard input as they arrive, waiting until some do; empty at its end or on an error. For
  /// `lsp`, which answers each message before the client sends the next.
  func readStandardInputChunk() -> [UInt8]
  /// Writes text to standard output or standard error as it is given. A failure is remembered (see
  /// ``failure(of:)``), not thrown: the command finishes and the driver turns it into exit status 2.
  func write(_ text: String, to stream: StandardStream)
  /// What `path` names (following symbolic links), or `nil` when nothing is there.
  func kind(ofPath path: String) -> FileKind?
  /// The bytes of a regular file (``FileError/notRegular`` for anything else); at most
  /// ``Driver/maximumInputSize`` bytes, else ``FileError/tooLarge``.
  func readFile(atPath path: String) throws(FileError) -> [UInt8]
  /// The entries of a directory (names only, any order) with their kinds; links to directories are `other`.
  func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)]
  /// Creates or replaces a file atomically (a temporary file beside it, then a rename): for `compile -o`. A
  /// symbolic link is followed and its target replaced (the link stays a link); an existing file keeps its
  /// permissions; a file that may not be written (no write permission, even for the superuser) is refused and
  /// left untouched.
  func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError)
  /// ``writeFile(atPath:bytes:)`` for a file rewritten in place (`fmt`, `check --fix`): refused with
  /// ``FileError/changedOnDisk`` unless the file still holds `original`, the bytes it was read with, just before
  /// the rename, so a change made meanwhile (an editor saving) is kept.
  func replaceFile(atPath path: String, bytes: [UInt8], original: [UInt8]) throws(FileError)
  /// Which file `path` names after following symbolic links, or `nil` when nothing is there.
  func identity(ofPath path: String) -> FileIdentity?
  /// The first failed write to `stream` in this run, if any.
  func failure(of stream: StandardStream) -> FileError?
  /// An environment variable.
  func variable(_ name: String) -> String?
  /// Whether a stream is a terminal (decides `--color auto`).
  func isTerminal(_ stream: StandardStream) -> Bool
  /// The working directory as an absolute path, when known: lets config discovery climb above `.`.
  func currentDirectory() -> String?
  /// The running executable's path with symbolic links resolved, when known: where `lsp` looks for the
  /// documentation it links diagnostics to.
  func executablePath() -> String?
}

extension DriverEnvironment {
  /// Environments without a working directory stop config discovery at `.`.
  package func currentDirectory() -> String? { nil }

  /// Environments that are not a process have no executable.
  package func executablePath() -> String? { nil }

  /// Environments without change detection replace the file as ``writeFile(atPath:bytes:)`` does.
  package func replaceFile(atPath path: String, bytes: [UInt8], original: [UInt8]) throws(FileError) {
    try writeFile(atPath: path, bytes: bytes)
  }

  /// Environments that cannot tell files apart know no identity.
  package func identity(ofPath path: String) -> FileIdentity? { nil }

  /// Environments without a streaming standard input (tests' fakes that read it whole) have none: the end at once.
  package func readStandardInputChunk() -> [UInt8] { [] }

  /// Environments that cannot fail to write report no failure.
  package func failure(of stream: StandardStream) -> FileError? { nil }

  /// Writes a line (the newline is added) to standard error.
  func error(_ line: String) { write(line + "\n", to: .standardError) }
}
