import LayoutPrinting
import LayoutSource
import LayoutSyntax

/// A comment found in trivia: its bytes without trailing whitespace, and how it sits in the source.
struct CommentPiece {
  /// First byte of `//`.
  var start: Int
  /// One past the last byte that is not trailing whitespace.
  var end: Int
  /// Whether it is a `///` doc comment.
  var isDoc: Bool
  /// Line breaks between the previous comment (or the start of the trivia) and this comment.
  var newlinesBefore: Int
}

/// Where blank lines from the source survive around a token's leading comments.
///
/// The canonical style keeps at most one blank line between entries and none at the start or end of a block,
/// so only the token that starts an entry (and a closing brace, for the comments before it) keeps any.
struct BlankLinePolicy {
  /// Before the first comment, or before the token when it has no comments.
  var beforeFirst: Bool
  /// Between two comments.
  var betweenComments: Bool
  /// After the last comment, before the token (and, with `beforeFirst`, before a token with no comments).
  var beforeToken: Bool

  /// Mid-line tokens: a value's, a condition's, a header's. Blank lines there are dropped.
  static let none = BlankLinePolicy(beforeFirst: false, betweenComments: false, beforeToken: false)
  /// The first token of an entry that follows another entry.
  static let entry = BlankLinePolicy(beforeFirst: true, betweenComments: true, beforeToken: true)
  /// The first token of the first entry of a block or file.
  static let firstEntry = BlankLinePolicy(beforeFirst: false, betweenComments: true, beforeToken: true)
  /// A `}` or the end of the file after entries: comments before it keep their spacing, the end does not.
  static let closing = BlankLinePolicy(beforeFirst: true, betweenComments: true, beforeToken: false)
  /// A `}` or the end of the file with no entries before it.
  static let closingEmpty = BlankLinePolicy(beforeFirst: false, betweenComments: true, beforeToken: false)
}

/// Reading comments out of the gaps between tokens.
enum Comments {
  /// The comments in a trivia byte range, in order, with the line breaks before each and after the last.
  static func scan(_ bytes: [UInt8], _ span: SourceSpan) -> (comments: [CommentPiece], newlinesAfter: Int) {
    // Most gaps hold no comment: count their line breaks without splitting them into pieces.
    var newlines = 0
    var hasComment = false
    var index = span.start
    while index < span.end {
      switch bytes[index] {
      case 0x0A: newlines += 1
      case 0x0D: if index + 1 >= span.end || bytes[index + 1] != 0x0A { newlines += 1 }
      case 0x2F: hasComment = true
      default: break
      }
      index += 1
    }
    if !hasComment { return ([], newlines) }
    return scanPieces(bytes, span)
  }

  private static func scanPieces(_ bytes: [UInt8], _ span: SourceSpan) -> (comments: [CommentPiece], newlinesAfter: Int)
  {
    var comments: [CommentPiece] = []
    var newlines = 0
    for piece in Trivia.pieces(in: bytes, span) {
      switch piece.kind {
      case .newline:
        newlines += 1
      case .lineComment, .docComment:
        var end = piece.end
        while end > piece.start, isTrailingSpace(bytes[end - 1]) { end -= 1 }
        comments.append(
          CommentPiece(start: piece.start, end: end, isDoc: piece.kind == .docComment, newlinesBefore: newlines))
        newlines = 0
      case .whitespace, .byteOrderMark:
        break
      }
    }
    return (comments, newlines)
  }

  static func isTrailingSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  /// Every comment of a tree in source order (texts without trailing whitespace): what formatting must keep.
  static func all(in tree: SyntaxTree) -> [ArraySlice<UInt8>] {
    let bytes = tree.source.bytes
    var result: [ArraySlice<UInt8>] = []
    for index in tree.tokens.indices {
      let token = tree.tokens[index]
      for comment in scan(bytes, tree.leadingTriviaSpan(ofToken: index)).comments {
        result.append(bytes[comment.start..<comment.end])
      }
      for comment in scan(bytes, SourceSpan(start: Int(token.end), end: Int(token.trailingEnd))).comments {
        result.append(bytes[comment.start..<comment.end])
      }
    }
    return result
  }
}

extension DocBuilder {
  /// The comments before token `index`, each on its own line, with the blank lines `policy` keeps.
  ///
  /// Each comment starts with a newline request: where the token already starts a line the request merges with
  /// the separator's; where the token sits mid-line (inside a value or condition) it breaks the line there.
  func leadingComments(_ index: Int, policy: BlankLinePolicy) -> Doc {
    let (comments, newlinesAfter) = Comments.scan(bytes, tree.leadingTriviaSpan(ofToken: index))
    if comments.isEmpty {
      let blank = policy.beforeFirst && policy.beforeToken && newlinesAfter >= 2 && index > 0
      return blank ? .blankline : .empty
    }
    var parts: [Doc] = []
    parts.reserveCapacity(comments.count * 2 + 1)
    for (position, comment) in comments.enumerated() {
      let keepsBlank =
        position == 0
        ? policy.beforeFirst && index > 0 && comment.start > 0
        : policy.betweenComments && !comments[position - 1].isDoc
      parts.append(keepsBlank && comment.newlinesBefore >= 2 ? .blankline : .hardline)
      parts.append(.source(comment.start, comment.end))
    }
    let last = comments[comments.count - 1]
    parts.append(policy.beforeToken && !last.isDoc && newlinesAfter >= 2 ? .blankline : .hardline)
    return .concat(parts)
  }

  /// The comment after token `index` on its line (printed two spaces after the token), forcing a break after it.
  func trailingComment(_ index: Int) -> Doc {
    let token = tree.tokens[index]
    guard token.trailingEnd > token.end else { return .empty }
    let (comments, _) = Comments.scan(bytes, SourceSpan(start: Int(token.end), end: Int(token.trailingEnd)))
    guard let comment = comments.first else { return .empty }
    return .trailingComment(comment.start, comment.end)
  }

  /// A token with its comments. The token that starts the current entry gets the entry's blank-line policy.
  func token(_ index: Int) -> Doc {
    let token = tree.tokens[index]
    let policy = index == entryStart ? entryPolicy : .none
    return .concat([
      leadingComments(index, policy: policy), .source(Int(token.start), Int(token.end)), trailingComment(index),
    ])
  }

  /// Whether token `index` is the first on its line in the input.
  func startsLine(_ index: Int) -> Bool {
    let span = tree.leadingTriviaSpan(ofToken: index)
    return index == 0 || bytes[span.start..<span.end].contains { $0 == 0x0A || $0 == 0x0D }
  }

  /// A token the canonical style drops (a `;`), keeping its comments where it stood: a comment after a `;`
  /// that started its line stays on a line of its own rather than joining the entry above.
  func droppedToken(_ index: Int) -> Doc {
    let trailing = trailingComment(index)
    guard case .trailingComment(let start, let end) = trailing, startsLine(index) else {
      return .concat([leadingComments(index, policy: .none), trailing])
    }
    return .concat([leadingComments(index, policy: .none), .hardline, .source(start, end), .hardline])
  }
}
