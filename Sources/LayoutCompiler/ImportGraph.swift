/// Supplies the files that `import` names, so that the façade stays free of IO: the driver reads them from disk,
/// an editor server from its open documents and the disk, a test from a dictionary.
public protocol ImportLoader: Sendable {
  /// The directory that the imports of the file at `path` may not leave: the project root.
  func projectRoot(ofFile path: String) -> String
  /// The bytes of the file at `path` (normalized by the façade), or nil when no readable file is there.
  func contents(ofFile path: String) -> [UInt8]?
}

/// One file reached through `import`, loaded once however many files import it.
public struct ImportedFile: @unchecked Sendable {
  /// Its path relative to the project root: what messages show, the same from any working directory.
  public let displayPath: String
  /// Its parsed text (the tree is immutable once built).
  public let tree: SyntaxTree
  /// The `import` of the compiled file that leads to it (directly or through other imported files).
  public let via: SourceSpan
}

/// The files one file imports, directly or not, in dependency order (a file after the files it imports), and the
/// problems met while finding them, each located at an `import` of the file being compiled.
///
/// Built by a worklist over an explicit stack, so a chain of thousands of imports takes no deeper recursion than
/// one import; each file is read once (diamonds), and the number of files and their total size are bounded.
public struct ImportGraph: Sendable {
  /// The most files one compilation imports, directly or not.
  public static let maximumFiles = 512
  /// The most bytes all the imported files of one compilation hold together.
  public static let maximumTotalBytes = 32 << 20

  /// The imported files, each after the files it imports.
  public let files: [ImportedFile]
  /// Missing files, cycles, paths outside the project and exceeded limits, at the compiled file's imports.
  public let diagnostics: [Diagnostic]

  /// A file without imports.
  public static let empty = ImportGraph(files: [], diagnostics: [])

  /// The imports of `tree`, whose file is at `path` (the form the loader understands), read through `loader`.
  public static func resolve(_ tree: SyntaxTree, path: String, loader: some ImportLoader) -> ImportGraph {
    var resolver = Resolver(rootPath: ImportPaths.normalized(path), loader: loader)
    resolver.run(tree)
    return ImportGraph(files: resolver.files, diagnostics: resolver.diagnostics)
  }

  /// The `import` declarations of a file's top level, with the path each names.
  public static func imports(of tree: SyntaxTree) -> [(path: String, span: SourceSpan)] {
    (SourceFileSyntax(tree.root)?.entries ?? []).compactMap { entry in
      guard let syntax = ImportDeclSyntax(entry), let path = syntax.path else { return nil }
      return (path, entry.span)
    }
  }
}

/// The depth-first walk behind ``ImportGraph/resolve(_:path:loader:)``.
private struct Resolver<Loader: ImportLoader> {
  /// One file being walked: its path, its imports and the next one to follow.
  struct Frame {
    var path: String
    var imports: [(path: String, span: SourceSpan)]
    /// The loaded file (nil for the compiled file), kept in `files` once its own imports are walked.
    var file: ImportedFile?
    var next = 0
  }

  let rootPath: String
  let projectRoot: String
  let loader: Loader
  var files: [ImportedFile] = []
  var diagnostics: [Diagnostic] = []
  /// Files on the stack (being walked: an edge to one is a cycle) and files done (an edge to one is a diamond).
  var onStack: Set<String> = []
  var done: Set<String> = []
  var totalBytes = 0
  var loaded = 0
  var reported: Set<String> = []
  var stopped = false

  init(rootPath: String, loader: Loader) {
    self.rootPath = rootPath
    self.loader = loader
    projectRoot = ImportPaths.normalized(loader.projectRoot(ofFile: rootPath))
  }

  func display(_ path: String) -> String { ImportPaths.display(path, root: projectRoot) }

  mutating func report(_ code: DiagnosticCode, _ message: String, at span: SourceSpan) {
    guard reported.insert("\(span.start) \(message)").inserted else { return }
    diagnostics.append(.error(code, message, at: span))
  }

  mutating func run(_ tree: SyntaxTree) {
    var stack = [Frame(path: rootPath, imports: ImportGraph.imports(of: tree))]
    onStack.insert(rootPath)
    // The compiled file's import each frame above it descends from.
    var via: [SourceSpan] = []
    while !stack.isEmpty && !stopped {
      let top = stack.count - 1
      guard stack[top].next < stack[top].imports.count else {
        let frame = stack.removeLast()
        onStack.remove(frame.path)
        done.insert(frame.path)
        if let file = frame.file { files.append(file) }
        if !stack.isEmpty { via.removeLast() }
        continue
      }
      let (written, span) = stack[top].imports[stack[top].next]
      stack[top].next += 1
      let origin = top == 0 ? span : via[0]
      let importer = stack[top].path
      // Words for a file met through another: "'Base.layout' (imported by 'Cards.layout')".
      let by = top == 0 ? "" : " (imported by '\(display(importer))')"
      let path = ImportPaths.resolve(written, from: importer)
      guard ImportPaths.isInside(path, root: projectRoot) else {
        report(
          .importOutsideRoot,
          "'\(written)'\(by) is outside the project root '\(projectRoot)'; imports stay inside the project", at: origin)
        continue
      }
      if onStack.contains(path) {
        let first = stack.firstIndex { $0.path == path } ?? 0
        let chain = (stack[first...].map(\.path) + [path]).map { "'\(display($0))'" }.joined(separator: " -> ")
        report(.importCycle, "files import each other in a cycle: \(chain)", at: origin)
        continue
      }
      if done.contains(path) { continue }
      guard loaded < ImportGraph.maximumFiles else {
        report(.importLimit, "more than \(ImportGraph.maximumFiles) files are imported, directly or not", at: origin)
        stopped = true
        continue
      }
      guard let bytes = loader.contents(ofFile: path) else {
        report(.importNotFound, "cannot find imported file '\(written)'\(by)", at: origin)
        continue
      }
      totalBytes += bytes.count
      guard totalBytes <= ImportGraph.maximumTotalBytes else {
        report(
          .importLimit, "the imported files hold more than \(ImportGraph.maximumTotalBytes >> 20) MiB together",
          at: origin)
        stopped = true
        continue
      }
      let importedTree = Parser.parse(SourceFile(path: display(path), bytes: bytes))
      loaded += 1
      onStack.insert(path)
      via.append(origin)
      stack.append(
        Frame(
          path: path, imports: ImportGraph.imports(of: importedTree),
          file: ImportedFile(displayPath: display(path), tree: importedTree, via: origin)))
    }
  }
}
