/// The swiftc-style format for people at a terminal.
///
/// ```
/// Sources/photos.layout:3:9: error: expected a value after ':' [E0201]
///   2 |   item cell {
///   3 |     size: }
///     |           ^
/// Sources/photos.layout:2:13: note: the block opens here
///   2 |   item cell {
///     |             ^
/// help: insert '}'
///   4 | }
///     | +
/// ```
///
/// Invariant: the first line of each diagnostic is exactly `path:line:col: severity: message [CODE]`, which
/// editors, Vim's quickfix and CI problem matchers parse; everything after it is indented or starts with
/// `note:`/`help:`. Diagnostics are separated by a blank line.
public enum HumanRenderer {
  /// Renders every diagnostic of every file, in order; an empty string when there is nothing to say.
  public static func render(_ files: [FileDiagnostics], colors: Bool = false) -> String {
    let palette = Palette(isEnabled: colors)
    var blocks: [String] = []
    for file in files {
      for diagnostic in file.diagnostics {
        blocks.append(render(diagnostic, in: file.source, palette: palette))
      }
      if file.omitted.total > 0 { blocks.append(omittedLine(for: file, palette: palette) + "\n") }
    }
    return blocks.joined(separator: "\n")
  }

  /// `note: 6999 more errors not shown for 'x.layout' (see --error-limit)`: what an error limit left out.
  static func omittedLine(for file: FileDiagnostics, palette: Palette) -> String {
    palette.paint("note:", .note) + " " + omittedMessage(for: file)
  }

  /// The words of ``omittedLine(for:palette:)`` without the `note:`.
  static func omittedMessage(for file: FileDiagnostics) -> String {
    "\(file.omitted.moreDescription) not shown for '\(file.source.path.singleLine)' (see --error-limit)"
  }

  /// One diagnostic with its excerpt, notes and fix-its, ending in a newline.
  public static func render(_ diagnostic: Diagnostic, in source: SourceFile, colors: Bool = false) -> String {
    render(diagnostic, in: source, palette: Palette(isEnabled: colors))
  }

  /// `wholeLines` decodes whole lines for excerpts instead of the part a window can show (for tests).
  static func render(_ diagnostic: Diagnostic, in source: SourceFile, palette: Palette, wholeLines: Bool = false)
    -> String
  {
    let severityStyle = palette.style(for: diagnostic.severity)
    var lines = [
      header(
        source: source, offset: diagnostic.span.start, severity: diagnostic.severity.rawValue, style: severityStyle,
        message: "\(diagnostic.displayMessage.singleLine) [\(diagnostic.code.id.singleLine)]", palette: palette)
    ]
    lines += SourceExcerpt.marking(diagnostic.span, in: source, withContext: true, wholeLines: wholeLines)
      .rendered(palette, marker: severityStyle)
    for note in diagnostic.notes {
      if let span = note.span {
        lines.append(
          header(
            source: source, offset: span.start, severity: "note", style: .note, message: note.message.singleLine,
            palette: palette))
        lines += SourceExcerpt.marking(span, in: source, withContext: false, wholeLines: wholeLines)
          .rendered(palette, marker: .note)
      } else {
        lines.append(palette.paint("note:", .note) + " " + note.message.singleLine)
      }
    }
    for fixIt in diagnostic.fixIts {
      lines.append(palette.paint("help:", .help) + " " + fixIt.message.singleLine)
      lines +=
        SourceExcerpt.preview(of: fixIt, in: source, wholeLines: wholeLines)?.rendered(palette, marker: .help) ?? []
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `path:line:col: severity: message`, the line tools parse.
  static func header(
    source: SourceFile, offset: Int, severity: String, style: Palette.Style, message: String, palette: Palette
  ) -> String {
    let location = source.location(of: offset)
    let position = "\(source.path.singleLine):\(location.line):\(location.column):"
    return palette.paint(position, .bold) + " " + palette.paint(severity + ":", style) + " "
      + palette.paint(message, .bold)
  }
}
