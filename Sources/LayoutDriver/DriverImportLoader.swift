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
    resolve(source, in: environment, loader: DriverImportLoader(environment: environment))
  }

  /// `imports(of:in:)`, and every path the resolution asked for, found or not: what `preview` watches beside the
  /// file, so that saving an imported file, or creating a missing one, redraws the page.
  static func importsAndPaths(
    of source: SourceFile, in environment: any DriverEnvironment
  ) -> (imports: ImportGraph, paths: [String]) {
    let loader = RecordingImportLoader(DriverImportLoader(environment: environment))
    let imports = resolve(source, in: environment, loader: loader)
    return (imports, loader.paths)
  }

  private static func resolve(
    _ source: SourceFile, in environment: any DriverEnvironment, loader: some ImportLoader
  ) -> ImportGraph {
    guard mayImport(source.bytes) else { return .empty }
    let tree = Parser.parse(source)
    guard !ImportGraph.imports(of: tree).isEmpty else { return .empty }
    var path = source.path
    if !path.hasPrefix("/"), let directory = environment.currentDirectory() { path = directory + "/" + path }
    return ImportGraph.resolve(tree, path: path, loader: loader)
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

/// A ``DriverImportLoader`` that remembers the paths it was asked for. Used from one thread, during one resolution.
private final class RecordingImportLoader: ImportLoader, @unchecked Sendable {
  let base: DriverImportLoader
  private(set) var paths: [String] = []

  init(_ base: DriverImportLoader) { self.base = base }

  func projectRoot(ofFile path: String) -> String { base.projectRoot(ofFile: path) }

  func contents(ofFile path: String) -> [UInt8]? {
    paths.append(path)
    return base.contents(ofFile: path)
  }
}
