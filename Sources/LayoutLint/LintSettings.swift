import LayoutIR
import LayoutMath
import LayoutSource

/// What a project's configuration changes in linting (`.layoutc.toml` and the `check` flags, merged by the driver):
/// which rules report, at which severity, and the viewport range for layouts that declare no `viewport:`.
///
/// Plain data: the façade takes it with the source text, so a snapshot still depends on its inputs alone.
public struct LintSettings: Sendable, Hashable {
  /// Rules that report nothing (`ignore`, or severity `off`).
  public var disabledRules: Set<String>
  /// Severities that replace a rule's default.
  public var severities: [String: Severity]
  /// The range proven for layouts without a `viewport:` property; nil: 320...1366 x 320...1366.
  public var defaultViewport: ViewportRange?

  /// The settings without a configuration: every rule at its default severity, the built-in range.
  public static let standard = LintSettings()

  /// Creates settings.
  public init(
    disabledRules: Set<String> = [], severities: [String: Severity] = [:], defaultViewport: ViewportRange? = nil
  ) {
    self.disabledRules = disabledRules
    self.severities = severities
    self.defaultViewport = defaultViewport
  }

  /// Drops the findings of disabled rules and gives the others their configured severity; the checker's own
  /// diagnostics (whose codes are not lint rules) pass unchanged.
  public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    if disabledRules.isEmpty && severities.isEmpty { return diagnostics }
    return diagnostics.compactMap { diagnostic in
      guard diagnostic.code.phase == .lint else { return diagnostic }
      if disabledRules.contains(diagnostic.code.id) { return nil }
      var changed = diagnostic
      if let severity = severities[diagnostic.code.id] { changed.severity = severity }
      return changed
    }
  }

  /// The IR with the default viewport range written into the layouts that declare none, so that the analysis and
  /// every finding's scope read one range.
  func applyingDefaultViewport(to document: IRDocument) -> IRDocument {
    guard let range = defaultViewport else { return document }
    var document = document
    for index in document.layouts.indices where document.layouts[index].viewport == nil {
      document.layouts[index].viewport = IRViewportRange(
        minWidth: IRNumber(range.minWidth), maxWidth: IRNumber(range.maxWidth), minHeight: IRNumber(range.minHeight),
        maxHeight: IRNumber(range.maxHeight))
    }
    return document
  }
}
