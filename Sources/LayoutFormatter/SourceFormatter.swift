import LayoutPrinting
import LayoutSource
import LayoutSyntax

/// What formatting a file gave.
public enum FormatResult: Equatable, Sendable {
  /// The file in canonical style (possibly identical to the input).
  case formatted([UInt8])
  /// The file was not formatted, for a reason that is the file's (it has syntax errors).
  case refused(String)
  /// The formatter failed its own safety check; the input must be left as it is. A bug to report.
  case internalError(String)
}

/// The canonical `.layout` formatter: one style, no options (see Documentation/Formatting.md).
///
/// Pure: it takes a parsed tree and returns bytes; reading and writing files is the driver's business.
public enum SourceFormatter {
  /// The column limit of the canonical style.
  public static let lineWidth = Style.lineWidth

  /// Formats a parsed file.
  ///
  /// A file with syntax errors is refused, never formatted. After formatting, the output is parsed again and
  /// its tokens and comments compared with the input's (`SafetyNet`); any difference gives `.internalError`
  /// and no output.
  public static func format(_ tree: SyntaxTree) -> FormatResult {
    if tree.hasErrors {
      let count = tree.diagnostics.filter { $0.severity == .error }.count
      let errors = count == 1 ? "1 syntax error" : "\(count) syntax errors"
      return .refused("'\(tree.source.path)' was not formatted: it has \(errors)")
    }
    let output = render(tree)
    if let problem = SafetyNet.compare(tree, formatted: output) {
      return .internalError(
        "formatting '\(tree.source.path)' would change its meaning (\(problem)); file left unchanged")
    }
    return .formatted(output)
  }

  /// Parses and formats bytes.
  public static func format(_ source: SourceFile) -> FormatResult {
    format(Parser.parse(source))
  }

  /// The canonical text of a tree, without the safety check. The tree must have no syntax errors.
  static func render(_ tree: SyntaxTree) -> [UInt8] {
    let bytes = tree.source.bytes
    let doc = DocBuilder(tree: tree).file()
    var printer = Printer(source: bytes, width: Style.lineWidth, newline: lineBreak(of: bytes))
    let body = printer.print(doc)
    if hasByteOrderMark(bytes) { return [0xEF, 0xBB, 0xBF] + body }
    return body
  }

  /// The line break the output uses: the file's first one, `\r\n` or `\n` (a lone `\r` becomes `\n`).
  static func lineBreak(of bytes: [UInt8]) -> [UInt8] {
    guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
    return bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0A]
  }

  static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }
}
