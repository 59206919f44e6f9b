import LayoutDriver

/// An in-memory ``DriverEnvironment``: a file tree, standard input, captured output, variables and TTY flags.
final class FakeEnvironment: DriverEnvironment {
  /// Files by path; directories are implied by the paths of the files under them (plus `directories`).
  var files: [String: [UInt8]]
  /// Empty directories, and directories that exist without files.
  var directories: Set<String>
  /// Paths whose reading fails with "permission denied".
  var unreadable: Set<String> = []
  var standardInput: [UInt8]?
  var variables: [String: String] = [:]
  var terminals: Set<StandardStream> = []
  private(set) var standardOutput = ""
  private(set) var standardError = ""
  private(set) var standardInputReads = 0
  private(set) var written: [String: [UInt8]] = [:]

  init(files: [String: String] = [:], directories: Set<String> = [], standardInput: String? = nil) {
    self.files = files.mapValues { Array($0.utf8) }
    self.directories = directories
    self.standardInput = standardInput.map { Array($0.utf8) }
  }

  func readStandardInput() throws(FileError) -> [UInt8] {
    standardInputReads += 1
    guard let standardInput else { throw FileError("standard input is closed") }
    return standardInput
  }

  func write(_ text: String, to stream: StandardStream) {
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
  }

  func kind(ofPath path: String) -> FileKind? {
    let path = normalized(path)
    if files[path] != nil { return .file }
    return isDirectory(path) ? .directory : nil
  }

  func readFile(atPath path: String) throws(FileError) -> [UInt8] {
    let path = normalized(path)
    if unreadable.contains(path) { throw FileError("permission denied") }
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
    // Reverse order on purpose: the driver must sort, not rely on the file system's order.
    return entries.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
  }

  func writeFile(atPath path: String, bytes: [UInt8]) throws(FileError) { written[path] = bytes }

  func variable(_ name: String) -> String? { variables[name] }

  func isTerminal(_ stream: StandardStream) -> Bool { terminals.contains(stream) }

  /// Runs the driver and returns its exit status.
  func run(_ arguments: String...) -> Int32 { Driver.run(arguments: arguments, environment: self) }

  private func isDirectory(_ path: String) -> Bool {
    if path == "." || directories.contains(path) { return true }
    let prefix = path + "/"
    return files.keys.contains { $0.hasPrefix(prefix) } || directories.contains { $0.hasPrefix(prefix) }
  }

  private func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    if path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }
}
