import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real process: file system, standard streams and environment variables.
public final class ProcessEnvironment: DriverEnvironment {
  /// Creates the environment of the running process.
  public init() {}

  public func readStandardInput() throws(FileError) -> [UInt8] {
    do {
      return Array(try FileHandle.standardInput.readToEnd() ?? Data())
    } catch {
      throw Self.fileError(error)
    }
  }

  public func write(_ text: String, to stream: StandardStream) {
    let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
    // A closed pipe (`layoutc check | head`) must not crash the run; the exit code still tells the truth.
    try? handle.write(contentsOf: Data(text.utf8))
  }

  public func kind(ofPath path: String) -> FileKind? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    // Anything that is not a directory is worth trying to read (`/dev/stdin` and named pipes included).
    return isDirectory.boolValue ? .directory : .file
  }

  public func readFile(atPath path: String) throws(FileError) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw FileError(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file or directory")
    }
    defer { try? handle.close() }
    do {
      return Array(try handle.readToEnd() ?? Data())
    } catch {
      throw Self.fileError(error)
    }
  }

  public func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw Self.fileError(error)
    }
    return names.map { name in
      let full = (path as NSString).appendingPathComponent(name)
      let type = (try? FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType) ?? nil
      switch type {
      case .typeDirectory?: return (name, .directory)
      case .typeRegular?: return (name, .file)
      case .typeSymbolicLink?: return (name, kind(ofPath: full) == .file ? .file : .other)
      default: return (name, .other)
      }
    }
  }

  /// Writes atomically: a temporary file in the same folder (so the rename cannot cross file systems), flushed,
  /// given the original file's permissions, then renamed over the target. A failure at any step removes the
  /// temporary file and leaves the original untouched, so a half-written file is never visible.
  public func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var template = Array("\(folder)/.\(url.lastPathComponent).layoutc-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.posixError() }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        Self.systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let error = Self.posixError()
        close(descriptor)
        throw error
      }
      written += result
    }
    // A new file gets the usual mode for new files; an existing one keeps its own.
    var status = stat()
    let mode: mode_t
    if stat(path, &status) == 0 {
      mode = status.st_mode & 0o7777
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
    guard rename(temporary, path) == 0 else { throw Self.posixError() }
    succeeded = true
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

  public func variable(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

  public func isTerminal(_ stream: StandardStream) -> Bool {
    isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) != 0
  }

  /// Foundation's error in the words `strerror` would use, lower-case, for `error: cannot read 'x': …`.
  private static func fileError(_ error: any Error) -> FileError {
    let nsError = error as NSError
    if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
      return FileError(String(cString: strerror(Int32(posix.code))).lowercased())
    }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileReadNoSuchFile, .fileNoSuchFile: return FileError("no such file or directory")
    case .fileReadNoPermission, .fileWriteNoPermission: return FileError("permission denied")
    default: return FileError(nsError.localizedDescription.lowercased())
    }
  }
}
