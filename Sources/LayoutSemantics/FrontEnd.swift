import LayoutSource
import LayoutSyntax

/// The result of checking one file: its tree, the checked model and every diagnostic, sorted for display.
public struct CheckedFile: @unchecked Sendable {
  /// The lossless syntax tree.
  public let tree: SyntaxTree
  /// The checked model (partial where the file has errors).
  public let program: Program
  /// Lexical, syntax and semantic diagnostics in file order (the first ``DiagnosticLog/capacity`` of each phase).
  public let diagnostics: [Diagnostic]
  /// Diagnostics found beyond each phase's ``DiagnosticLog/capacity``: counted, not kept.
  public var droppedDiagnostics = DiagnosticCounts()
  /// What the file compiles to, as the checker counts it for E0412 (`LayoutLimits.compiledSize(sourceBytes:)`): declarations per
  /// layout, entries and the condition nodes lowering writes. An upper bound of the IR's size in those units.
  public var compiledSize = 0

  /// A checked file made of parts: the compiler façade checks a file with its imports appended and keeps the file's
  /// own tree with the combined model and the diagnostics mapped back into the file.
  public init(
    tree: SyntaxTree, program: Program, diagnostics: [Diagnostic], droppedDiagnostics: DiagnosticCounts = .init(),
    compiledSize: Int = 0
  ) {
    self.tree = tree
    self.program = program
    self.diagnostics = diagnostics
    self.droppedDiagnostics = droppedDiagnostics
    self.compiledSize = compiledSize
  }

  /// The source that was checked.
  public var source: SourceFile { tree.source }
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { droppedDiagnostics.errors > 0 || diagnostics.contains { $0.severity == .error } }
}

/// The entry point of the front end: source in, tree + model + diagnostics out. Pure: no IO.
public enum FrontEnd {
  /// Lexes, parses and checks one file.
  public static func check(_ source: SourceFile) -> CheckedFile {
    check(Parser.parse(source))
  }

  /// Checks a file that is already parsed, so a tool holding its tree (the compiler façade) parses it once.
  /// `importedFrom` is where a file's imported declarations start when the façade appended them (see
  /// `Checker.importedFrom`).
  public static func check(_ tree: SyntaxTree, importedFrom: Int? = nil) -> CheckedFile {
    let (program, semantic, dropped, compiledSize) = Checker.check(tree, importedFrom: importedFrom)
    return CheckedFile(
      tree: tree, program: program, diagnostics: (tree.diagnostics + semantic).sortedForDisplay(),
      droppedDiagnostics: tree.droppedDiagnostics + dropped, compiledSize: compiledSize)
  }
}
