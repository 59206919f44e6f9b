import LayoutMotion
import LayoutSource

/// The `--update` language (motion.md §6): clauses separated by `;`, each a verb and targets separated by `,`:
/// `delete 0:1, 0:3; insert 0:4; move 0:6 -> 0:0; insert-section 1`. Spaces are allowed between tokens.
enum UpdateSyntax {
  static let verbs = [
    "insert", "delete", "reload", "move", "insert-section", "delete-section", "reload-section", "move-section",
  ]

  /// The operations of `text`, in order, or a usage error quoting the clause at fault.
  static func parse(_ text: String) throws(UsageError) -> [UpdateOperation] {
    var operations: [UpdateOperation] = []
    var body = text.trimmed(of: " \t")
    // One trailing `;` is allowed.
    if body.hasSuffix(";") { body.removeLast() }
    for clause in body.split(separator: ";", omittingEmptySubsequences: false) {
      let trimmed = clause.trimmed(of: " \t")
      guard !trimmed.isEmpty else {
        throw UsageError("invalid --update '\(text)': an empty clause; expected VERB TARGET[, TARGET]")
      }
      let verbEnd = trimmed.firstIndex { $0 == " " || $0 == "\t" } ?? trimmed.endIndex
      let verb = String(trimmed[..<verbEnd])
      guard verbs.contains(verb) else {
        let suggestion = Spelling.closest(to: verb, in: verbs)
        throw UsageError(
          "invalid --update '\(trimmed)': expected insert, delete, reload, move, insert-section, delete-section, reload-section or move-section",
          suggestions: suggestion.map { [$0] } ?? [])
      }
      let targets = trimmed[verbEnd...].split(separator: ",", omittingEmptySubsequences: false)
      for target in targets {
        operations.append(try operation(verb, target.trimmed(of: " \t"), clause: trimmed))
      }
    }
    return operations
  }

  /// One target of a clause.
  static func operation(_ verb: String, _ target: String, clause: String) throws(UsageError) -> UpdateOperation {
    let isSection = verb.hasSuffix("-section")
    let isMove = verb.hasPrefix("move")
    let sides = target.components(separatedBy: "->").map { $0.trimmed(of: " \t") }
    let expected =
      isSection
      ? (isMove ? "SECTION -> SECTION, such as 2 -> 0" : "a section number, such as 1")
      : (isMove ? "SECTION:ITEM -> SECTION:ITEM, such as 0:6 -> 0:0" : "SECTION:ITEM, such as 0:4")
    let failure = UsageError("invalid --update '\(clause)': '\(target)' is not \(expected)")
    guard sides.count == (isMove ? 2 : 1) else { throw failure }
    if isSection {
      guard let first = number(sides[0]) else { throw failure }
      switch verb {
      case "insert-section": return .insertSection(first)
      case "delete-section": return .deleteSection(first)
      case "reload-section": return .reloadSection(first)
      default:
        guard let second = number(sides[1]) else { throw failure }
        return .moveSection(first, to: second)
      }
    }
    guard let first = path(sides[0]) else { throw failure }
    switch verb {
    case "insert": return .insert(first)
    case "delete": return .delete(first)
    case "reload": return .reload(first)
    default:
      guard let second = path(sides[1]) else { throw failure }
      return .move(first, to: second)
    }
  }

  /// A whole number that fits an index (digits only).
  static func number(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int32(text) else {
      return nil
    }
    return Int(value)
  }

  /// `SECTION:ITEM`.
  static func path(_ text: String) -> MotionIndexPath? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = number(String(parts[0])), let item = number(String(parts[1])) else {
      return nil
    }
    return MotionIndexPath(section: Int32(section), item: Int32(item))
  }
}

extension StringProtocol {
  /// The text without leading and trailing `characters`.
  fileprivate func trimmed(of characters: String) -> String {
    let set = Set(characters)
    guard let start = firstIndex(where: { !set.contains($0) }) else { return "" }
    let end = lastIndex(where: { !set.contains($0) })!
    return String(self[start...end])
  }
}
