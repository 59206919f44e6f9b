/// ANSI styling for terminal output; a disabled palette returns text unchanged, so renderers never branch on it.
struct Palette {
  enum Style: String {
    case bold = "1"
    case error = "1;31"
    case warning = "1;33"
    case note = "1;36"
    case help = "1;32"
    case gutter = "1;34"
  }

  let isEnabled: Bool

  func paint(_ text: String, _ style: Style) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
  }

  func style(for severity: Severity) -> Style {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .note: .note
    }
  }
}

/// Text made safe for a terminal, for output meant for people (diagnostics, tables, error lines).
public enum TerminalText {
  /// `text` on one line with nothing a terminal would act on: C0 and C1 control characters (line breaks, escape,
  /// CSI) become visible stand-ins and invisible format characters are named (see `String.singleLine`).
  public static func escaped(_ text: String) -> String { text.singleLine }
}

extension String {
  /// The text on one line: line breaks and other C0 control characters become their visible control pictures
  /// (`␊`, `␛`), so a message can never break the `path:line:col:` format that editors and CI problem matchers
  /// parse nor send an escape sequence to the terminal; C1 controls (U+0080 to U+009F, which some terminals obey
  /// as escape sequences), invisible format characters (a bidi override quoted from the source) and line or
  /// paragraph separators are named, `<U+202E>`, so they cannot reorder or hide text.
  var singleLine: String {
    // Most text is printable ASCII: return it as it is without looking at Unicode properties.
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      let value = scalar.value
      if value >= 0x20 && value < 0x7F {
        result.append(scalar)
      } else if value < 0x20 {
        result.append(Unicode.Scalar(0x2400 + value)!)
      } else if value == 0x7F {
        result.append("\u{2421}")
      } else if (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
        || scalar.properties.generalCategory == .format
      {
        let hex = String(value, radix: 16, uppercase: true).leftPadded(to: 4)
        result.append(contentsOf: "<U+\(hex)>".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
