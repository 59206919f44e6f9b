import LayoutPrinting
import LayoutSyntax

extension DocBuilder {
  /// `item name { … }`, `supplementary badge "kind" { … }`, `header "kind" { … }`, `layout Name { … }`.
  ///
  /// The keyword starts the line; the rest of the header hangs one indent in (it only moves there when a
  /// comment splits it); the block follows after one space.
  func declaration(_ node: SyntaxNode) -> Doc {
    var keyword: Doc = .empty
    var header: [Doc] = []
    var body: Doc = .empty
    let keywordToken = AnyBlockDeclarationSyntax(node)?.keyword
    for child in node.children {
      switch child {
      case .token(let token):
        if token == keywordToken {
          keyword = self.token(token.index)
        } else {
          header.append(.concat([.space, self.token(token.index)]))
        }
      case .node(let inner):
        if inner.kind == .block {
          let canBeFlat = node.kind != .layoutDecl && node.kind != .sectionDecl
          let braces = block(inner, canBeFlat: canBeFlat)
          header.append(braces.opening)
          body = braces.body
        } else {
          header.append(.concat([.space, tokens(of: inner)]))
        }
      }
    }
    return .concat([keyword, .nest(Style.indent, .concat(header)), body])
  }

  /// A block, split so its `{` can hang with the header: `opening` is the comments before `{`, `body` the rest.
  ///
  /// A block is written on one line (`{ size: 1w x 1h; insets: 2 }`) when its owner allows it (not a layout or
  /// section), it holds at most `Style.maximumFlatEntries` entries, no `when` or `param`, no comment, no blank
  /// line and no block that must break, the author did not break the line after `{` (Prettier's rule for
  /// objects: whoever writes a block one entry per line keeps it so), and the line fits in `Style.lineWidth`.
  /// Otherwise one entry per line.
  func block(_ node: SyntaxNode, canBeFlat: Bool) -> (opening: Doc, body: Doc) {
    let children = node.children
    guard case .token(let open)? = children.first, open.kind == .leftBrace,
      case .token(let close)? = children.last, close.kind == .rightBrace, children.count >= 2
    else {
      return (.empty, .concat([.space, tokens(of: node)]))
    }
    let inner = entries(of: children.dropFirst().dropLast())
    let closing = leadingComments(close.index, policy: inner.entries.isEmpty ? .closingEmpty : .closing)
    let afterOpen = trailingComment(open.index)
    let opening = leadingComments(open.index, policy: .none)
    let openBrace = Doc.source(Int(open.raw.start), Int(open.raw.end))
    let closeBrace = Doc.source(Int(close.raw.start), Int(close.raw.end))
    if inner.entries.isEmpty && inner.orphans.isEmpty && closing.isEmpty && afterOpen.isEmpty {
      return (opening, .concat([.space, openBrace, closeBrace, trailingComment(close.index)]))
    }
    let separator = Doc.concat([.ifFlat(.text(";")), .line])
    let contents = Doc.concat([
      afterOpen,
      .nest(Style.indent, .concat([.line, inner.orphans, .join(inner.entries, separator: separator), closing])),
      .line,
    ])
    let forceBreak = !canBeFlat || inner.forcesBreak || startsLine(open.index + 1)
    let grouped = Doc.group(
      .concat([openBrace, contents, closeBrace, trailingComment(close.index)]), forceBreak: forceBreak)
    return (opening, .concat([.space, grouped]))
  }

  /// `param mode: allPhotos | monthSummary = allPhotos`: spaces around `|` and `=`, a break before `|` or `=`
  /// only when the line is too long.
  func parameter(_ node: SyntaxNode) -> Doc {
    var parts: [Doc] = []
    for case .token(let token) in node.children {
      let doc = self.token(token.index)
      switch token.kind {
      case .paramKeyword, .colon: parts.append(doc)
      case .pipe, .equal: parts.append(.concat([.line, doc]))
      default: parts.append(.concat([.space, doc]))
      }
    }
    guard let first = parts.first else { return .empty }
    return .concat([first, .nest(Style.indent, .group(.concat(Array(parts.dropFirst()))))])
  }
}
