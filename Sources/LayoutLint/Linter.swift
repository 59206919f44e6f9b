import LayoutIR
import LayoutLowering
import LayoutSemantics
import LayoutSource

/// The linter: proves facts about a file for every viewport in its range and every variant (issue 5).
///
/// The geometric rules read the lowered document (`IRDocument`: the guards, values and defaults the evaluator reads)
/// and point at the source through its `SourceMap`; the rules about the text (`unused-declaration`,
/// `approximate-fraction`) read the checked file.
public enum Linter {
  /// Lints a file: its checked form, and the IR and source map lowering made of it (`Lowering.lowerWithSourceMap`,
  /// what `Compilation` keeps as `ir` and `sourceMap`). Returns no finding for a file with errors (it has no IR).
  ///
  /// Each finding is a `Diagnostic` whose `code` is the rule's and whose severity is the rule's default; findings
  /// that hold in several variants or viewport ranges are reported once, with where they hold as data in `scope`
  /// (renderers print it after the message: `displayMessage`). Suppression comments are not applied here
  /// (`layoutc check` filters the result).
  ///
  /// `settings` gives the range of layouts without `viewport:`; which rules report, and at which severity, is
  /// applied after suppression comments (`LintSettings.apply`), so a disabled rule's ignore comments stay used.
  public static func lint(
    _ file: CheckedFile, ir: IRDocument, sourceMap: SourceMap, settings: LintSettings = .standard
  ) -> [Diagnostic] {
    findings(file, ir: ir, sourceMap: sourceMap, settings: settings).map(\.diagnostic)
  }

  /// Lints a file as `lint` does and keeps, for each finding, the variants and viewport regions where it holds (for
  /// tools and tests that need to know whether a finding applies at one viewport).
  public static func findings(
    _ file: CheckedFile, ir: IRDocument, sourceMap: SourceMap, settings: LintSettings = .standard
  ) -> [LintFinding] {
    guard !file.hasErrors else { return [] }
    let ir = settings.applyingDefaultViewport(to: ir)
    var collector = FindingCollector(source: file.source)
    if let range = settings.defaultViewport {
      collector.defaultRange = AnalysedRange(
        minWidth: range.minWidth, maxWidth: range.maxWidth, minHeight: range.minHeight, maxHeight: range.maxHeight)
    }
    // A source map lowered with another document would point the findings at the wrong places. (By index: `zip`
    // copied every layout and its spans out, retaining their arrays, before comparing a few counts.)
    precondition(
      sourceMap.layouts.count == ir.layouts.count
        && ir.layouts.indices.allSatisfy { AnalysedLayout.fits(ir, sourceMap, layout: $0) },
      "the source map is not the one lowered with this IR (Lowering.lowerWithSourceMap gives both)")
    // By index: `enumerated()` copied each layout out once more before the analysis took its own copy.
    for stage in ir.layouts.indices {
      LayoutAnalysis(layout: AnalysedLayout(ir, sourceMap, layout: stage), stage: stage)
        .run(into: &collector)
    }
    let program = file.program
    // The rules about single assignments share one walk of the model, run before the other file rules (as their
    // place in `LintRules.all` ran them: findings at one place keep their order).
    AssignmentWalk.run(
      LintRules.all.compactMap(\.assignmentCheck), program: program, source: file.source,
      stage: program.layouts.count, into: &collector)
    for rule in LintRules.all { rule.fileCheck?(program, file.source, program.layouts.count, &collector) }
    return collector.finish()
  }
}
