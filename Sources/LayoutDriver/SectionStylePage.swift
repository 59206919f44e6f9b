import LayoutSemantics
import LayoutSource

/// `layoutc explain section-style` (or `explain style`): the page of the one declaration that is applied rather than
/// named as a child, and of the `style:` entry that applies it. `style` is no row of the property table (the checker
/// merges the style into each section that applies it), so the property pages cannot hold it.
///
/// Like a code page, the example is checked when the page is printed, so the page cannot drift from the checker.
enum SectionStylePage {
  /// The words `explain` takes for this page.
  static let words = ["section-style", "style"]

  /// A file that declares a style, applies it twice and replaces one of its entries; it checks clean.
  static let example = """
    section-style card {
      insets: 16
      spacing: 8
      header "title" { size: 1w x 30 }
    }

    layout Feed {
      item cell { size: 1w x 44 }
      section { style: card; vertical { size: 1w x 44; cell } }
      section {
        style: card
        insets: 0 16  // replaces the style's insets
        vertical { size: 1w x 88; cell }
      }
    }
    """

  /// The codes a mistake with a style is reported with.
  static let codes: [(DiagnosticCode, String)] = [
    (.unknownName, "'style:' names no declaration"),
    (.wrongKind, "'style:' names something that is not a section style"),
    (.styleCycle, "a style applies itself, directly or through other styles"),
    (.misplacedEntry, "'style:' under 'when' (a style applies to the whole section)"),
    (.duplicateProperty, "'style:' set twice on one section"),
    (.invalidValue, "'style:' given anything but one name"),
  ]

  /// The page.
  static var page: String {
    let (checked, diagnostics) = CheckCommand.diagnose(
      SourceFile(path: ExplainCommand.examplePath, bytes: Array(example.utf8)))
    let reported = ConciseRenderer.render([FileDiagnostics(source: checked.source, diagnostics: diagnostics)])
    let properties = Property.allCases.filter { $0.isAllowed(on: .sectionStyle) }.map(\.rawValue)
    let codeLines = codes.map { code, when in "  \(code.id)  \(when)" }
    return """
      section-style NAME { ENTRIES }: what several sections share, declared once
      applied with: style: NAME (in a section, or in another section style; not under 'when')

      A section style holds what a section's block holds (properties, 'when' blocks, boundary items, backgrounds and
      a root group), at file level or in a layout. 'style: NAME' in a section applies it: the style's entries come
      first, then the section's own, and a property or root group the section sets outside 'when' replaces every
      assignment of it the style makes. A style may apply another style. The merged section is what writing it out
      by hand gives: the compiled IR is the same, and a finding about an inherited value points into the style.

      Properties a section style takes:
      \(wrapped(properties.joined(separator: ", ")))

      Example:

      \(example.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))

      layoutc reports: \(reported.isEmpty ? "(nothing)" : "\n" + reported)

      Mistakes and their codes ('layoutc explain CODE'):
      \(codeLines.joined(separator: "\n"))

      """
  }

  /// `text` broken into lines of at most 110 characters, indented by two spaces.
  private static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > 108 {
        lines.append("  " + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append("  " + line) }
    return lines.joined(separator: "\n")
  }
}
