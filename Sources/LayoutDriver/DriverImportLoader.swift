import LayoutCompiler

/// Reads the files that `import` names from disk, through the environment: the driver's side of the façade's
/// ``ImportLoader``. Paths are absolute (made so from the working directory), so what a file imports, and the IR it
/// compiles to, do not depend on where layoutc runs.
struct DriverImportLoader: ImportLoader, @unchecked Sendable {
  /// Used from one thread at a time: imports are resolved before files are checked in parallel.
  let environment: any DriverEnvironment

  /// The directory holding `.git` at or above the file's directory; the file's own directory when there is none.
  func projectRoot(ofFile path: String) -> String {
    let start = ImportPaths.directory(of: path)
    var directory = start
    while true {
      if environment.kind(ofPath: directory == "/" ? "/.git" : directory + "/.git") != nil { return directory }
      let parent = ImportPaths.directory(of: directory)
      if parent == directory || directory == "." { return start }
      directory = parent
    }
  }

  func contents(ofFile path: String) -> [UInt8]? {
    guard environment.kind(ofPath: path) == .file, let bytes = try? environment.readFile(atPath: path),
      bytes.count <= Driver.maximumInputSize
    else { return nil }
    return bytes
  }

  /// The imports of `source`, resolved from its path: empty for a file without `import` (most files, found without
  /// parsing) and for standard input without `--stdin-filepath`, whose imports resolve from the working directory.
  static func imports(of source: SourceFile, in environment: any DriverEnvironment) -> ImportGraph {
    guard mayImport(source.bytes) else { return .empty }
    let tree = Parser.parse(source)
    guard !ImportGraph.imports(of: tree).isEmpty else { return .empty }
    var path = source.path
    if !path.hasPrefix("/"), let directory = environment.currentDirectory() { path = directory + "/" + path }
    return ImportGraph.resolve(tree, path: path, loader: DriverImportLoader(environment: environment))
  }

  /// Whether the bytes hold the word `import` at all: a file without it has no import, and needs no second parse.
  private static func mayImport(_ bytes: [UInt8]) -> Bool {
    let word = Array("import".utf8)
    guard bytes.count >= word.count else { return false }
    var index = 0
    while let found = bytes[index...].firstIndex(of: word[0]) {
      if found + word.count > bytes.count { return false }
      if bytes[found..<(found + word.count)].elementsEqual(word) { return true }
      index = found + 1
    }
    return false
  }
}
