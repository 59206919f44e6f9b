import LayoutSemantics
import LayoutSource

/// The linter: proves facts about a checked file for every viewport in its range and every variant (issue 5).
public enum Linter {
  /// Lints a checked file. Returns no finding for a file with errors (the model is partial there).
  ///
  /// Each finding is a `Diagnostic` whose `code` is the rule's and whose severity is the rule's default; findings
  /// that hold in several variants or viewport ranges are reported once, with where they hold as data in `scope`
  /// (renderers print it after the message: `displayMessage`). Suppression comments are not applied here
  /// (`layoutc check` filters the result).
  public static func lint(_ file: CheckedFile) -> [Diagnostic] {
    findings(file).map(\.diagnostic)
  }

  /// Lints a checked file and keeps, for each finding, the variants and viewport regions where it holds (for tools
  /// and tests that need to know whether a finding applies at one viewport).
  public static func findings(_ file: CheckedFile) -> [LintFinding] {
    guard !file.hasErrors else { return [] }
    var collector = FindingCollector(source: file.source)
    let layouts = file.program.layouts
    for (stage, layout) in layouts.enumerated() {
      LayoutAnalysis(layout: layout, source: file.source, stage: stage).run(into: &collector)
    }
    for rule in LintRules.all { rule.fileCheck?(file.program, file.source, layouts.count, &collector) }
    return collector.finish()
  }
}
