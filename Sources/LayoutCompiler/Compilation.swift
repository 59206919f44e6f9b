import LayoutLint

/// One version of one `.layout` file and everything the compiler can tell about it: the snapshot every tool works
/// from (the command line, tests, the benchmark, editor servers).
///
/// Source text goes in; each part (tree, checked model, diagnostics, IR, source map) is computed the first time it is
/// asked for and kept, so a tool pays only for what it reads. Parts are computed once even when several threads ask
/// at the same time. A snapshot never changes and does no IO: an edited file is a new `Compilation`.
public final class Compilation: Sendable {
  /// The file, exactly as given.
  public let source: SourceFile
  /// The project's lint settings (rules, severities, default viewport range): `.standard` without a config file.
  public let lintSettings: LintSettings
  /// The files this one imports, resolved by the caller (``ImportGraph/resolve(_:path:loader:)``); empty when the
  /// caller resolves none, and then imported names are unknown.
  public let imports: ImportGraph

  private let parsed = Once<SyntaxTree>()
  private let checkedFile = Once<CheckedFile>()
  private let reported = Once<[Diagnostic]>()
  private let lowered = Once<Lowered?>()
  private let combination = Once<ImportCombination?>()

  /// The IR of a file without errors and where its entities were declared.
  private struct Lowered: Sendable {
    var document: IRDocument
    var sourceMap: SourceMap
  }

  /// A snapshot of a source file, linted with a project's settings (`.layoutc.toml` and flags, merged by the caller),
  /// with the files it imports: their shared declarations are checked and lowered as if written in this file, and
  /// problems with them are reported at this file's `import` lines.
  public init(source: SourceFile, lintSettings: LintSettings = .standard, imports: ImportGraph = .empty) {
    self.source = source
    self.lintSettings = lintSettings
    self.imports = imports
  }

  /// A snapshot of a source file with its imports read through `loader`, the file being at `path` in the form the
  /// loader understands (the driver passes an absolute path; `source.path` stays as the user spelt it).
  public convenience init(
    source: SourceFile, lintSettings: LintSettings = .standard, path: String, loader: some ImportLoader
  ) {
    let tree = Parser.parse(source)
    let graph = ImportGraph.imports(of: tree).isEmpty ? .empty : ImportGraph.resolve(tree, path: path, loader: loader)
    self.init(source: source, lintSettings: lintSettings, imports: graph)
    _ = parsed.value { tree }
  }

  /// A snapshot of a file's bytes, kept exactly as given (invalid UTF-8, a BOM and CRLF included).
  public convenience init(path: String, bytes: [UInt8]) { self.init(source: SourceFile(path: path, bytes: bytes)) }

  /// A snapshot of a text (its UTF-8 bytes).
  public convenience init(path: String, text: String) { self.init(source: SourceFile(path: path, text: text)) }

  /// The lossless syntax tree. The checked model is built from this same tree, so the file is parsed once.
  public var tree: SyntaxTree { parsed.value { Parser.parse(source) } }

  /// The tree, the checked model (partial where the file has errors) and the front end's diagnostics.
  public var checked: CheckedFile {
    checkedFile.value {
      guard let combination = importCombination else { return FrontEnd.check(tree) }
      let whole = FrontEnd.check(Parser.parse(combination.combined), importedFrom: combination.rootLength)
      let diagnostics = combination.mapped(whole.diagnostics) + imports.diagnostics
      return CheckedFile(
        tree: tree, program: whole.program, diagnostics: diagnostics.sortedForDisplay(),
        droppedDiagnostics: whole.droppedDiagnostics, compiledSize: whole.compiledSize)
    }
  }

  /// The file with its imports' shared declarations appended, when it has imports and no syntax error (a broken
  /// file could swallow what is appended).
  private var importCombination: ImportCombination? {
    combination.value {
      if imports.files.isEmpty && imports.diagnostics.isEmpty { return nil }
      if tree.diagnostics.contains(where: { $0.severity == .error }) { return nil }
      return ImportCombination(source: source, graph: imports)
    }
  }

  /// Whether the front end found an error (lint findings are never errors of the file).
  public var hasErrors: Bool { checked.hasErrors }

  /// What `layoutc check` reports, in file order: the front end's diagnostics and, for a file without errors, the
  /// lint findings that no `// layoutc-ignore` comment silences (with `unused-ignore` for comments that silence
  /// nothing), with the rules and severities of ``lintSettings``.
  public var diagnostics: [Diagnostic] {
    reported.value {
      let checked = self.checked
      guard let lowered = lowering else { return checked.diagnostics }
      // The linter reads the IR this snapshot keeps (lowered once, for `ir` and lint alike) and its source map.
      var lint = Linter.lint(checked, ir: lowered.document, sourceMap: lowered.sourceMap, settings: lintSettings)
      // Findings about imported declarations belong to their own file (checking it reports them there).
      if importCombination != nil { lint.removeAll { $0.span.start >= source.bytes.count } }
      let findings = lintSettings.apply(Suppressions.apply(lint, in: checked.tree))
      if findings.isEmpty { return checked.diagnostics }
      return (checked.diagnostics + findings).sortedForDisplay()
    }
  }

  /// Diagnostics the front end found beyond what each phase keeps: counted, not in ``diagnostics``.
  public var dropped: DiagnosticCounts { checked.droppedDiagnostics }

  /// The IR of every layout (what `layoutc compile` writes), or nil when the file has errors.
  public var ir: IRDocument? { lowering?.document }

  /// Where each entity of ``ir`` was declared, or nil when the file has errors.
  public var sourceMap: SourceMap? { lowering?.sourceMap }

  private var lowering: Lowered? {
    lowered.value {
      let checked = self.checked
      if checked.hasErrors { return nil }
      let (document, sourceMap) = Lowering.lowerWithSourceMap(checked.program)
      return Lowered(document: document, sourceMap: importCombination.map { $0.mapped(sourceMap) } ?? sourceMap)
    }
  }

  /// The canonical formatting of the file, or why it was refused (syntax errors, or the formatter's safety net).
  public func formatted() -> FormatResult { SourceFormatter.format(tree) }

  /// The IR layout named `name`, or the file's only layout when `name` is nil.
  public func layout(named name: String? = nil) throws(CompilationError) -> IRLayout {
    guard let ir else { throw .fileHasErrors(path: source.path) }
    let names = ir.layouts.map(\.name)
    if let name {
      guard let layout = ir.layout(named: name) else { throw .noSuchLayout(name: name, available: names) }
      return layout
    }
    guard ir.layouts.count == 1 else { throw .layoutNotChosen(available: names) }
    return ir.layouts[0]
  }

  /// Evaluates layout `name` (the only one when nil) for one input. Throws ``CompilationError`` when the file has
  /// errors or no such layout, and `EvaluationError` when the input does not fit the layout.
  public func evaluate(layout name: String? = nil, input: EvaluationInput) throws -> Evaluation {
    try Evaluator.evaluate(layout(named: name), input: input)
  }
}

/// Why a ``Compilation`` could not give a layout.
public enum CompilationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file has errors, so it has no IR.
  case fileHasErrors(path: String)
  /// No layout has that name; `available` lists the file's layouts.
  case noSuchLayout(name: String, available: [String])
  /// No name was given and the file does not have exactly one layout.
  case layoutNotChosen(available: [String])

  public var description: String {
    switch self {
    case .fileHasErrors(let path): "'\(path)' has errors, so it cannot be lowered or evaluated"
    case .noSuchLayout(let name, let available):
      "no layout named '\(name)'; the file has \(available.map { "'\($0)'" }.joined(separator: ", "))"
    case .layoutNotChosen(let available):
      "the file has \(available.count) layouts (\(available.joined(separator: ", "))); choose one by name"
    }
  }
}
