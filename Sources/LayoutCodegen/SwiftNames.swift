/// Swift identifiers for the names a layout declares (layouts, parameters and their values, element kinds,
/// declarations), and a registry that keeps the identifiers of one scope distinct.
enum SwiftNames {
  /// Words Swift reserves; an identifier spelt like one is written in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
  ]

  /// The words of a name: runs of ASCII letters and digits (`section-header` → `section`, `header`).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      // ASCII letters compared directly: `properties.isAlphabetic` looks the scalar up in Unicode's tables, which
      // was a fifth of naming's time for the same answer on ASCII.
      let value = scalar.value
      let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
      if letter || (0x30...0x39).contains(value) || value == 0x5F {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `section-header` → `sectionHeader`; `nil` when the name has no letter or digit.
  static func lowerCamel(_ name: String) -> String? {
    let parts = words(name)
    guard let first = parts.first else { return nil }
    var text = first.prefix(1).lowercased() + first.dropFirst()
    for part in parts.dropFirst() { text += part.prefix(1).uppercased() + part.dropFirst() }
    // An identifier cannot start with a digit (`2-up` → `_2Up`).
    if let head = text.unicodeScalars.first, ("0"..."9").contains(head) { text = "_" + text }
    return text
  }

  /// `month-summary` → `MonthSummary`.
  static func upperCamel(_ name: String) -> String? {
    guard let lower = lowerCamel(name) else { return nil }
    if lower.hasPrefix("_") { return lower }
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }

  /// The identifier as written in code: in backticks when it is a keyword.
  static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The generated type of layout `name`: `Photos` → `PhotosLayout`, `HomeLayout` stays `HomeLayout`.
  static func typeName(ofLayout name: String) -> String {
    let base = upperCamel(name) ?? "Unnamed"
    return base.hasSuffix("Layout") ? base : base + "Layout"
  }
}

/// Hands out identifiers unique within one scope: the first claim of a spelling gets it, later ones a number after
/// it (`header`, `header2`), so the output never depends on anything but declaration order.
struct IdentifierScope {
  private var taken: Set<String>

  /// A scope in which `reserved` are already taken.
  init(reserved: Set<String> = []) { taken = reserved }

  /// A unique identifier based on `base`.
  mutating func claim(_ base: String) -> String {
    if taken.insert(base).inserted { return base }
    var number = 2
    while !taken.insert("\(base)\(number)").inserted { number += 1 }
    return "\(base)\(number)"
  }
}
