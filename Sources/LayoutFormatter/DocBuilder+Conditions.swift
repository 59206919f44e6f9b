import LayoutPrinting
import LayoutSyntax

extension DocBuilder {
  /// `when condition { … }`: spaces around comparison operators and `and` / `or`; a condition too long for
  /// its line breaks before `and` / `or`, one indent in.
  func whenClause(_ node: SyntaxNode) -> Doc {
    var keyword: Doc = .empty
    var header: [Doc] = []
    var body: Doc = .empty
    for child in node.children {
      switch child {
      case .token(let token) where token.kind == .whenKeyword:
        keyword = self.token(token.index)
      case .token(let token):
        header.append(.concat([.space, self.token(token.index)]))
      case .node(let inner) where inner.kind == .block:
        let braces = block(inner, canBeFlat: true)
        header.append(braces.opening)
        body = braces.body
      case .node(let inner):
        header.append(.concat([.space, .group(condition(inner))]))
      }
    }
    return .concat([keyword, .nest(Style.indent, .concat(header)), body])
  }

  /// A condition: `mode == monthSummary`, `width >= 700 and not (height < 500)`.
  func condition(_ node: SyntaxNode) -> Doc {
    switch node.kind {
    case .binaryCondition:
      var parts: [Doc] = []
      for child in node.children {
        switch child {
        case .node(let operand): parts.append(condition(operand))
        case .token(let op): parts.append(.concat([.line, self.token(op.index), .space]))
        }
      }
      return .concat(parts)
    case .notCondition:
      return .join(node.children.map(element), separator: .space)
    case .parenCondition:
      return .group(.concat(node.children.map(element)))
    default:  // comparison, and anything the parser may add later
      return .join(node.children.map(element), separator: .space)
    }
  }

  private func element(_ child: SyntaxElement) -> Doc {
    switch child {
    case .node(let node): condition(node)
    case .token(let token): self.token(token.index)
    }
  }
}
