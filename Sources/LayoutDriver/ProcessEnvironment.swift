import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real process: file system, standard streams and environment variables, through POSIX calls so that every
/// rule of ``DriverEnvironment`` (size limit, regular files only, links followed, permissions kept, changes on disk
/// detected, write failures remembered) is kept exactly.
package final class ProcessEnvironment: DriverEnvironment {
  /// Creates the environment of the running process.
  package init() {}

  private let lock = NSLock()
  private var failures: [StandardStream: FileError] = [:]

  package func readStandardInput() throws(FileError) -> [UInt8] {
    try Self.readAll(STDIN_FILENO, expectedSize: 0)
  }

  package func readStandardInputChunk() -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Self.systemRead(STDIN_FILENO, $0.baseAddress!, $0.count) }
      if count > 0 { return Array(chunk[0..<count]) }
      if count == 0 { return [] }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        Self.wait(for: STDIN_FILENO, events: Int16(POLLIN))
        continue
      }
      return []
    }
  }

  package func write(_ text: String, to stream: StandardStream) {
    lock.lock()
    defer { lock.unlock() }
    // After a failure the rest is dropped: the output is incomplete already, and the run ends with status 2.
    guard failures[stream] == nil else { return }
    let descriptor = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    var text = text
    let failure = text.withUTF8 { buffer -> FileError? in
      guard let base = buffer.baseAddress else { return nil }
      return Self.writeAll(descriptor, UnsafeRawBufferPointer(start: base, count: buffer.count))
    }
    if let failure { failures[stream] = failure }
  }

  package func failure(of stream: StandardStream) -> FileError? {
    lock.lock()
    defer { lock.unlock() }
    return failures[stream]
  }

  package func kind(ofPath path: String) -> FileKind? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      // Something that exists but cannot be looked at (a folder without search permission) is worth reading:
      // the read reports the real reason.
      return errno == ENOENT || errno == ENOTDIR ? nil : .file
    }
    return Self.kind(of: status.st_mode)
  }

  package func identity(ofPath path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  package func readFile(atPath path: String) throws(FileError) -> [UInt8] {
    // Non-blocking, so that opening a pipe with no writer does not hang before the type check below.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.posixError() }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Self.posixError() }
    guard Self.kind(of: status.st_mode) == .file else {
      throw Self.kind(of: status.st_mode) == .directory ? FileError("is a directory") : .notRegular
    }
    guard status.st_size <= Driver.maximumInputSize else { throw .tooLarge }
    return try Self.readAll(descriptor, expectedSize: Int(status.st_size))
  }

  package func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)] {
    guard let directory = opendir(path) else { throw Self.posixError() }
    defer { closedir(directory) }
    let folder = Array(path.utf8) + (path.hasSuffix("/") ? [] : [0x2F])
    var entries: [(name: String, kind: FileKind)] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw Self.posixError() }
        break
      }
      // The name's raw bytes: a name that is not UTF-8 must be reported, not silently turned into another name.
      var raw = entry.pointee.d_name
      let name = withUnsafeBytes(of: &raw) { Array($0.prefix { $0 != 0 }) }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      // The entry's path as raw bytes, so that a name that is not UTF-8 can still be looked at.
      let full = (folder + name).map { CChar(bitPattern: $0) } + [0]
      var kind = FileKind.other
      var status = stat()
      if lstat(full, &status) == 0 {
        if status.st_mode & S_IFMT == S_IFLNK {
          // A link counts as a file when it leads to one; a link to a directory is not followed (no cycles).
          var target = stat()
          let followed = stat(full, &target) == 0
          kind = followed && Self.kind(of: target.st_mode) == .file ? .file : .other
        } else {
          kind = Self.kind(of: status.st_mode)
        }
      }
      if let text = validUTF8(name) {
        entries.append((text, kind))
      } else {
        entries.append((Self.escapedName(name), .invalidName(isDirectory: kind == .directory)))
      }
    }
    return entries
  }

  package func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError) {
    try replace(path, with: bytes, original: nil)
  }

  package func replaceFile(atPath path: String, bytes: [UInt8], original: [UInt8]) throws(FileError) {
    try replace(path, with: bytes, original: original)
  }

  package func variable(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

  package func currentDirectory() -> String? { FileManager.default.currentDirectoryPath }

  package func isTerminal(_ stream: StandardStream) -> Bool {
    isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) != 0
  }

  // MARK: - Writing files

  /// Writes atomically: a temporary file in the target's folder (so the rename cannot cross file systems),
  /// flushed, given the original file's permissions (and owner, when run by the superuser), checked against
  /// `original` when given, then renamed over the target. The target is the file a chain of symbolic links leads
  /// to, so the links stay links. A failure at any step removes the temporary file and leaves the original as it
  /// is, so a half-written file is never visible.
  private func replace(_ path: String, with bytes: [UInt8], original: [UInt8]?) throws(FileError) {
    let target = try Self.resolvingLinks(path)
    var status = stat()
    let exists: Bool
    if stat(target, &status) == 0 {
      exists = true
      switch Self.kind(of: status.st_mode) {
      case .file: break
      case .directory: throw FileError("is a directory")
      default: throw FileError("not a regular file")
      }
      // A file without write permission is left alone even by the superuser, whom `access` would let through:
      // read-only is what its owner asked for. Checked first, so everyone gets the same message for it.
      guard status.st_mode & 0o222 != 0 else { throw FileError("the file is read-only") }
      guard access(target, W_OK) == 0 else { throw Self.posixError() }
    } else if errno == ENOENT {
      // A file read a moment ago that is gone now was deleted meanwhile: do not bring it back.
      guard original == nil else { throw .changedOnDisk }
      exists = false
    } else {
      throw Self.posixError()
    }

    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    // The temporary name stays short whatever the file's (a name may be 255 bytes, the most a folder allows).
    let stem = Self.prefix(url.lastPathComponent, maximumBytes: 64)
    var template = Array("\(folder)/.\(stem).layoutc-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.posixError() }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    if let failure = bytes.withUnsafeBytes({ Self.writeAll(descriptor, $0) }) {
      close(descriptor)
      throw failure
    }
    // A new file gets the usual mode for new files; an existing one keeps its own.
    let mode: mode_t
    if exists {
      mode = status.st_mode & 0o7777
      if geteuid() == 0 { _ = fchown(descriptor, status.st_uid, status.st_gid) }
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
      let error = Self.posixError()
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw Self.posixError() }
    // As late as possible: the file must still be what was read, or someone else's change would be lost.
    if let original, try !Self.file(target, holds: original) { throw .changedOnDisk }
    guard rename(temporary, target) == 0 else { throw Self.posixError() }
    succeeded = true
  }

  /// The file a path leads to through symbolic links (relative targets are resolved against the link's folder),
  /// or the path itself when it is not a link or names nothing yet.
  static func resolvingLinks(_ path: String) throws(FileError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: 4097)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw posixError() }
      guard let target = validUTF8(buffer[0..<length].map { UInt8(bitPattern: $0) }) else {
        throw FileError("it is a symbolic link whose target is not valid UTF-8")
      }
      current =
        target.hasPrefix("/") ? target : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + target
    }
    throw FileError(String(cString: strerror(ELOOP)).lowercased())
  }

  /// Whether the file at `path` holds exactly `bytes`.
  private static func file(_ path: String, holds bytes: [UInt8]) throws(FileError) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_size) == bytes.count else { return false }
    return (try? readAll(descriptor, expectedSize: bytes.count)) == bytes
  }

  /// At most `maximumBytes` of UTF-8 from the start of `text`, cut at a character boundary.
  static func prefix(_ text: String, maximumBytes: Int) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      guard result.utf8.count + String(scalar).utf8.count <= maximumBytes else { break }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  // MARK: - Low-level reading and writing

  /// Reads to the end, refusing more than ``Driver/maximumInputSize`` bytes (an endless device, a huge pipe).
  private static func readAll(_ descriptor: Int32, expectedSize: Int) throws(FileError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expectedSize, Driver.maximumInputSize) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          wait(for: descriptor, events: Int16(POLLIN))
          continue
        }
        throw posixError()
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= Driver.maximumInputSize else { throw .tooLarge }
      bytes += chunk[0..<count]
    }
  }

  /// Writes every byte, retrying interrupted and partial writes; the error of a failed write, if any.
  private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> FileError? {
    var written = 0
    while written < buffer.count {
      let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          wait(for: descriptor, events: Int16(POLLOUT))
          continue
        }
        return posixError()
      }
      written += result
    }
    return nil
  }

  /// Waits until a non-blocking descriptor (one inherited that way) is ready.
  private static func wait(for descriptor: Int32, events: Int16) {
    var request = pollfd(fd: descriptor, events: events, revents: 0)
    _ = poll(&request, 1, -1)
  }

  private static func kind(of mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .directory
    default: .other
    }
  }

  /// A name's bytes for messages: valid UTF-8 as it is, each invalid byte as `\xE9`.
  static func escapedName(_ bytes: [UInt8]) -> String {
    var result = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var position = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        position += encoded.count
      case .error(let length):
        for byte in bytes[position..<position + length] {
          result += String(format: "\\x%02X", byte)
        }
        position += length
      case .emptyInput:
        return result
      }
    }
  }

  /// The C `read`, named apart from anything else called `read`.
  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// The C `write`, named apart from this type's own `write(_:to:)`.
  private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  private static func posixError() -> FileError {
    FileError(String(cString: strerror(errno)).lowercased())
  }
}
