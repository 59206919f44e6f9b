/// A document in the Wadler / Lindig "strictly pretty" algebra: what to print and where it may break.
///
/// The formatter turns a syntax tree into a `Doc`, and code generators their output; the `Printer` chooses, group by group, whether a group's
/// line breaks print as spaces (flat) or as newlines (broken). Newlines are requests, not bytes: consecutive
/// requests merge, so a trailing comment's forced break and the separator after it give one newline.
public enum Doc: Sendable {
  /// Nothing.
  case empty
  /// Text written as is (for the formatter: ASCII keywords it re-spells, punctuation, spaces) (keywords it re-spells, punctuation, spaces).
  case text(String)
  /// Text written as is, then a forced newline: `text` followed by `hardline` as one node, since a code generator
  /// writes most of its output a line at a time and the printer's cost is per node.
  case textLine(String)
  /// A byte range of the input, copied exactly (token texts, comments).
  case source(Int, Int)
  /// A space when flat, a newline when broken.
  case line
  /// Nothing when flat, a newline when broken.
  case softline
  /// A comment that ends a line (the input's bytes), two spaces after the code before it, then a forced newline.
  case trailingComment(Int, Int)
  /// A newline always; forces every enclosing group to break.
  case hardline
  /// A newline and one blank line always; forces every enclosing group to break.
  case blankline
  /// Printed only when the enclosing group is flat (the `;` between entries of a one-line block).
  indirect case ifFlat(Doc)
  /// Printed only when the enclosing group is broken (the trailing comma of a multi-line Swift array).
  indirect case ifBroken(Doc)
  /// Lines inside print `amount` columns further in.
  indirect case indented(Int, Doc, hard: Bool)
  /// The parts in order.
  case sequence([Doc], hard: Bool)
  /// Either all its lines are flat or all break; `hard` when it contains a forced newline.
  indirect case grouped(Doc, hard: Bool)

  /// Whether the document contains a forced newline, so every group around it must break.
  public var hasHardBreak: Bool {
    switch self {
    case .hardline, .blankline, .trailingComment, .textLine: true
    case .indented(_, _, let hard), .sequence(_, let hard), .grouped(_, let hard): hard
    case .empty, .text, .source, .line, .softline, .ifFlat, .ifBroken: false
    }
  }

  /// Whether the document is `.empty` (the builders never make an empty sequence).
  public var isEmpty: Bool {
    if case .empty = self { return true }
    return false
  }

  /// The parts one after another (empty parts dropped, so documents stay shallow).
  public static func concat(_ parts: [Doc]) -> Doc {
    var nonEmpty = 0
    var hardPart = false
    for part in parts where !part.isEmpty {
      nonEmpty += 1
      hardPart = hardPart || part.hasHardBreak
    }
    if nonEmpty == parts.count {
      return parts.count == 1 ? parts[0] : parts.isEmpty ? .empty : .sequence(parts, hard: hardPart)
    }
    var kept: [Doc] = []
    kept.reserveCapacity(parts.count)
    var hard = false
    for part in parts where !part.isEmpty {
      hard = hard || part.hasHardBreak
      kept.append(part)
    }
    if kept.isEmpty { return .empty }
    if kept.count == 1 { return kept[0] }
    return .sequence(kept, hard: hard)
  }

  /// `doc` with its line breaks indented `amount` columns further.
  public static func nest(_ amount: Int, _ doc: Doc) -> Doc {
    doc.isEmpty ? .empty : .indented(amount, doc, hard: doc.hasHardBreak)
  }

  /// A group: flat if it fits in the line and has no forced newline (and `forceBreak` is false), else broken.
  ///
  /// A trailing comment that ends the group is moved after it: the line break it forces comes after the whole
  /// group, so `insets: top 8, leading 16 // why` keeps its value on one line.
  public static func group(_ doc: Doc, forceBreak: Bool = false) -> Doc {
    // A trailing comment forces a break, so a document without one has no comment to move (most groups).
    guard doc.hasHardBreak else { return .grouped(doc, hard: forceBreak) }
    let (body, comment) = doc.splittingTrailingComment()
    let grouped = Doc.grouped(body, hard: forceBreak || body.hasHardBreak)
    guard let comment else { return grouped }
    return .sequence([grouped, comment], hard: true)
  }

  /// The document without the trailing comment it ends with, and that comment.
  private func splittingTrailingComment() -> (Doc, Doc?) {
    switch self {
    case .trailingComment:
      return (.empty, self)
    case .sequence(let parts, _):
      let (last, comment) = parts[parts.count - 1].splittingTrailingComment()
      guard let comment else { return (self, nil) }
      return (.concat(Array(parts.dropLast()) + [last]), comment)
    case .indented(let amount, let inner, _):
      let (rest, comment) = inner.splittingTrailingComment()
      guard let comment else { return (self, nil) }
      return (.nest(amount, rest), comment)
    default:
      return (self, nil)
    }
  }

  /// `parts` with `separator` between each pair.
  public static func join(_ parts: [Doc], separator: Doc) -> Doc {
    var all: [Doc] = []
    all.reserveCapacity(parts.count * 2)
    for (index, part) in parts.enumerated() {
      if index > 0 { all.append(separator) }
      all.append(part)
    }
    return concat(all)
  }

  /// One space.
  public static let space = Doc.text(" ")
}
