import LayoutConfig
import LayoutLint
import LayoutSemantics
import LayoutSource

/// `layoutc explain [CODE]`: a code's page, a property's row of the property table, the section style's page, or the
/// list of all codes.
///
/// The page shows what the front end reports on the page's example *now*, computed live, so a page can never
/// drift from the compiler's actual behaviour.
struct ExplainCommand: Command {
  let name = "explain"
  let operands = CommandOperands.words {
    DiagnosticCatalog.explained.codes.map(\.id) + Property.allCases.map(\.rawValue) + SectionStylePage.words
  }
  let summary = "Explain a diagnostic code or a property, or list every code."
  let synopsis = "explain [CODE]"
  let discussion = """
    Prints the code's page: what triggers it, an example with the diagnostics layoutc reports on it, and the
    corrected example. Codes are case-insensitive (e0201 is E0201). Without a code, lists every code.
    A property name instead of a code (explain follows-insets) prints where the property may be written, its
    value, its default and the IR key it compiles to. 'explain section-style' (or 'explain style') prints how a
    section style is declared and applied.
    """
  let options: [OptionSpec] = []

  /// The path the example is checked under in a page.
  static let examplePath = "example.layout"

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    guard let word = arguments.positionals.first else {
      environment.write(Self.list, to: .standardOutput)
      return .success
    }
    if arguments.positionals.count > 1 { throw UsageError("'explain' takes one code") }
    guard let code = DiagnosticCatalog.explained.code(word) else {
      if SectionStylePage.words.contains(word.lowercased()) {
        environment.write(SectionStylePage.page, to: .standardOutput)
        return .success
      }
      if let property = Property(rawValue: word.lowercased()) {
        environment.write(PropertyPages.page(for: property.row), to: .standardOutput)
        return .success
      }
      throw UsageError(
        "unknown diagnostic code '\(word)'",
        suggestions: Suggestions.closeMatches(to: word.uppercased(), in: DiagnosticCatalog.explained.codes.map(\.id)))
    }
    environment.write(Self.page(for: code), to: .standardOutput)
    return .success
  }

  /// Every code with its phase and title, one a line.
  static var list: String {
    let rows = DiagnosticCatalog.explained.codes.map { ($0.id, "\($0.phase.rawValue.padding(to: 8))  \($0.title)") }
    return "CODES:\n" + HelpCommand.table(rows) + "\nSee 'layoutc explain CODE' for a code's page.\n"
  }

  /// The page for one code.
  static func page(for code: DiagnosticCode) -> String {
    let reported = report(on: code)
    return """
      \(code.id): \(code.title)
      phase: \(code.phase.rawValue)

      \(code.explanation)

      Example:\(code.exampleBytes == Array(code.example.utf8) ? "" : " (⟨XX⟩ stands for the raw byte 0xXX)")

      \(indented(code.example))

      layoutc reports:

      \(reported.isEmpty ? "    (nothing)" : indented(reported))

      Fixed:

      \(indented(code.fixed))

      """
  }

  /// What `layoutc check --output-format concise` reports on the code's example, "" when nothing: the same pipeline
  /// as `check` (checker, linter, ignore comments), so lint rule pages show their findings too.
  static func report(on code: DiagnosticCode) -> String {
    if code.phase == .config {
      // A config code's example is a `.layoutc.toml`, reported as `check` reports a broken config file.
      let source = SourceFile(path: ProjectContext.fileName, bytes: code.exampleBytes)
      return ConciseRenderer.render([
        FileDiagnostics(source: source, diagnostics: ProjectConfig.parse(source).diagnostics)
      ])
    }
    let (checked, diagnostics) = CheckCommand.diagnose(SourceFile(path: examplePath, bytes: code.exampleBytes))
    return ConciseRenderer.render([FileDiagnostics(source: checked.source, diagnostics: diagnostics)])
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .reversed().drop { $0.isEmpty }.reversed()
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

extension DiagnosticCatalog {
  /// Every code `layoutc explain` knows: the front end's, the lint rules, the generators' (E05xx) and the config
  /// file's (E06xx).
  static let explained = DiagnosticCatalog.complete.adding(DiagnosticCatalog.generateCodes).adding(
    DiagnosticCatalog.importCodes
  )
  .adding(DiagnosticCatalog.configCodes)
}
