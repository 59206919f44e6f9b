import LayoutDriver

/// An in-memory ``DriverEnvironment``: a file tree, standard input, captured output, variables and TTY flags.
final class FakeEnvironment: DriverEnvironment {
  /// Files by path; directories are implied by the paths of the files under them (plus `directories`).
  var files: [String: [UInt8]]
  /// Empty directories, and directories that exist without files.
  var directories: Set<String>
  /// Paths whose reading fails with "permission denied".
  var unreadable: Set<String> = []
  /// Symbolic links: path → target (relative targets are relative to the link's folder).
  var links: [String: String] = [:]
  /// Pipes, devices and sockets: they exist, and reading them is refused.
  var specialFiles: Set<String> = []
  /// Directory entries whose names are not UTF-8, by folder: the name as shown (`caf\xE9.layout`) and whether it
  /// is a directory.
  var undecodableEntries: [String: [(name: String, isDirectory: Bool)]] = [:]
  /// Files without write permission: writing them fails.
  var readOnly: Set<String> = []
  /// Runs between formatting or fixing a file and replacing it (the window in which an editor may save).
  var beforeReplace: ((FakeEnvironment, String) -> Void)?
  /// Streams whose writes fail ("no space left on device").
  var failingStreams: Set<StandardStream> = []
  private var failures: [StandardStream: FileError] = [:]
  var standardInput: [UInt8]?
  var variables: [String: String] = [:]
  var terminals: Set<StandardStream> = []
  /// What `executablePath()` answers (nil: not a process).
  var executable: String?
  private(set) var standardOutput = ""
  private(set) var standardError = ""
  private(set) var standardInputReads = 0
  private(set) var written: [String: [UInt8]] = [:]

  init(files: [String: String] = [:], directories: Set<String> = [], standardInput: String? = nil) {
    self.files = files.mapValues { Array($0.utf8) }
    self.directories = directories
    self.standardInput = standardInput.map { Array($0.utf8) }
  }

  func executablePath() -> String? { executable }

  /// What `currentDirectory()` answers (nil: discovery stops at `.`).
  var workingDirectory: String?
  func currentDirectory() -> String? { workingDirectory }

  func readStandardInput() throws(FileError) -> [UInt8] {
    standardInputReads += 1
    guard let standardInput else { throw FileError("standard input is closed") }
    return standardInput
  }

  /// All of `standardInput` at the first call, then the end.
  func readStandardInputChunk() -> [UInt8] {
    defer { standardInput = nil }
    return standardInput ?? []
  }

  func write(_ text: String, to stream: StandardStream) {
    if failingStreams.contains(stream) {
      failures[stream] = failures[stream] ?? FileError("no space left on device")
      return
    }
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
  }

  func failure(of stream: StandardStream) -> FileError? { failures[stream] }

  func kind(ofPath path: String) -> FileKind? {
    let path = resolved(path)
    if specialFiles.contains(path) { return .other }
    if files[path] != nil { return .file }
    return isDirectory(path) ? .directory : nil
  }

  func identity(ofPath path: String) -> FileIdentity? {
    let path = resolved(path)
    guard files[path] != nil || specialFiles.contains(path) else { return nil }
    return FileIdentity(device: 1, inode: UInt64(truncatingIfNeeded: path.hashValue))
  }

  func readFile(atPath path: String) throws(FileError) -> [UInt8] {
    let path = resolved(path)
    if unreadable.contains(path) { throw FileError("permission denied") }
    if specialFiles.contains(path) { throw .notRegular }
    guard let bytes = files[path] else { throw FileError("no such file or directory") }
    return bytes
  }

  func contentsOfDirectory(atPath path: String) throws(FileError) -> [(name: String, kind: FileKind)] {
    let path = normalized(path)
    if unreadable.contains(path) { throw FileError("permission denied") }
    let prefix = path == "." ? "" : path + "/"
    var entries: [String: FileKind] = [:]
    for candidate in Array(files.keys) + Array(directories) where candidate.hasPrefix(prefix) {
      let rest = candidate.dropFirst(prefix.count)
      guard let name = rest.split(separator: "/").first.map(String.init), !name.isEmpty else { continue }
      entries[name] = rest.contains("/") || directories.contains(prefix + name) ? .directory : .file
    }
    for special in specialFiles where special.hasPrefix(prefix) && !special.dropFirst(prefix.count).contains("/") {
      entries[String(special.dropFirst(prefix.count))] = .other
    }
    for entry in undecodableEntries[path] ?? [] { entries[entry.name] = .invalidName(isDirectory: entry.isDirectory) }
    // Reverse order on purpose: the driver must sort, not rely on the file system's order.
    return entries.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
  }

  /// Writes through links (the link stays a link) and refuses read-only files, as the real environment does.
  func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError) {
    let target = resolved(path)
    if readOnly.contains(target) { throw FileError("the file is read-only") }
    written[target] = bytes
  }

  func replaceFile(atPath path: String, bytes: [UInt8], original: [UInt8]) throws(FileError) {
    beforeReplace?(self, resolved(path))
    guard files[resolved(path)] == original else { throw .changedOnDisk }
    try writeFile(atPath: path, bytes: bytes)
  }

  func variable(_ name: String) -> String? { variables[name] }

  func isTerminal(_ stream: StandardStream) -> Bool { terminals.contains(stream) }

  /// Runs the driver and returns its exit status.
  func run(_ arguments: String...) -> Int32 { Driver.run(arguments: arguments, environment: self) }
  func run(arguments: [String]) -> Int32 { Driver.run(arguments: arguments, environment: self) }

  private func isDirectory(_ path: String) -> Bool {
    if path == "." || directories.contains(path) { return true }
    let prefix = path + "/"
    return files.keys.contains { $0.hasPrefix(prefix) } || directories.contains { $0.hasPrefix(prefix) }
  }

  private func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    while path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }

  /// The path with links followed (at most 40, as the kernel does).
  private func resolved(_ path: String) -> String {
    var path = normalized(path)
    for _ in 0..<40 {
      guard let target = links[path] else { return path }
      let folder = path.split(separator: "/").dropLast().joined(separator: "/")
      path = normalized(target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target)
    }
    return path
  }
}
