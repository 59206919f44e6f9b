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

  /// `section-header` → `sectionHeader`; `nil` when the name has no letter or digit.
  ///
  /// The words of a name are its runs of ASCII letters, digits and `_` (`section-header` → `section`, `header`):
  /// the first word's first letter is lowered, every later word's raised. Read as UTF-8 bytes, so any byte of a
  /// non-ASCII scalar (0x80 or more) separates words, as the scalar does; naming is called for every identifier
  /// of a generated file and building a `String` per word and per case change was most of its time.
  static func lowerCamel(_ name: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count + 1)
    var inWord = false
    for byte in name.utf8 {
      let upper = (0x41...0x5A).contains(byte)
      let lower = (0x61...0x7A).contains(byte)
      guard upper || lower || (0x30...0x39).contains(byte) || byte == 0x5F else {
        inWord = false
        continue
      }
      if inWord {
        bytes.append(byte)
      } else {
        // A word's first letter: lowered in the first word, raised in the others (ASCII case is bit 0x20).
        bytes.append(bytes.isEmpty ? (upper ? byte | 0x20 : byte) : (lower ? byte & ~0x20 : byte))
        inWord = true
      }
    }
    guard let head = bytes.first else { return nil }
    // An identifier cannot start with a digit (`2-up` → `_2Up`).
    if (0x30...0x39).contains(head) { bytes.insert(0x5F, at: 0) }
    return String(decoding: bytes, as: UTF8.self)
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
