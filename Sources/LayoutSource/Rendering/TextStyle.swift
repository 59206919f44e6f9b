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

extension String {
  /// The text on one line: line breaks and other control characters become their visible control pictures, so a
  /// message can never break the `path:line:col:` format that editors and CI problem matchers parse; invisible
  /// format characters (a bidi override quoted from the source) are named, so they cannot reorder the line.
  var singleLine: String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar.value < 0x20 {
        result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      } else if scalar.value == 0x7F {
        result.append("\u{2421}")
      } else if scalar.properties.generalCategory == .format || scalar.value == 0x2028 || scalar.value == 0x2029 {
        let hex = String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        result.append(contentsOf: "<U+\(hex)>".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
