import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource

/// The linter fed as the façade feeds it (`Compilation.diagnostics`): a file without errors lowered once, with its
/// source map; a file with errors has no IR and no finding.
enum LintHarness {
  static func findings(_ checked: CheckedFile) -> [LintFinding] {
    guard !checked.hasErrors else { return [] }
    let (ir, sourceMap) = Lowering.lowerWithSourceMap(checked.program)
    return Linter.findings(checked, ir: ir, sourceMap: sourceMap)
  }

  static func lint(_ checked: CheckedFile) -> [Diagnostic] { findings(checked).map(\.diagnostic) }
}
