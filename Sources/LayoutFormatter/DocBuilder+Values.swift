import LayoutSyntax

extension DocBuilder {
  /// `name: value`: no space before the colon, one after; a value that breaks (at its commas, or after a
  /// comment) continues one indent in.
  func property(_ node: SyntaxNode) -> Doc {
    var name: Doc = .empty
    var rest: [Doc] = []
    let nameToken = PropertySyntax(node)?.name
    for child in node.children {
      switch child {
      case .token(let token) where token == nameToken:
        name = self.token(token.index)
      case .token(let token):
        rest.append(self.token(token.index))
      case .node(let inner) where inner.kind == .value:
        rest.append(.space)
        rest.append(value(inner))
      case .node(let inner):
        rest.append(.concat([.space, tokens(of: inner)]))
      }
    }
    return .concat([name, .nest(Style.indent, .concat(rest))])
  }

  /// A property value: `1/3w x ~44`, `top 8, leading 16`, `leading >=0, trailing >=0`, `-30% 30%`,
  /// `320...1366 x 480...1366`, `badge, supplementary "k" { … }`.
  ///
  /// Tokens are separated by one space except: none before `,`; none between `~` or a comparison operator and
  /// the number after it (`~44`, `>=0`); none between `...` and the numbers around it; none inside parentheses. A comma is followed by a line break when the
  /// whole value does not fit (the only place the grammar lets a value continue on the next line).
  func value(_ node: SyntaxNode) -> Doc {
    var parts: [Doc] = []
    var previous: TokenKind? = nil
    var isFirst = true
    for child in node.children {
      if previous == .comma {
        parts.append(.line)
      } else if !isFirst, case .token(let token) = child, !DocBuilder.spaced(after: previous, before: token.kind) {
        // Glued to the token before: `~44`, `>=0`, `320...1366`, `top 8,`.
      } else if !isFirst {
        parts.append(.space)
      }
      switch child {
      case .token(let token):
        parts.append(self.token(token.index))
        previous = token.kind
      case .node(let inner):
        let doc = entry(inner)
        // A declaration that opens the value lines its block up with the property, not one indent further.
        parts.append(isFirst ? .nest(-Style.indent, doc) : doc)
        previous = .rightBrace
      }
      isFirst = false
    }
    return .group(.concat(parts))
  }

  /// Whether one space separates two adjacent value tokens. Only pairs that cannot lex as one token are
  /// glued: `>` `=` written `>=` would be a different token, so an operator is glued to a number only.
  static func spaced(after previous: TokenKind?, before next: TokenKind) -> Bool {
    guard let previous else { return false }
    if next == .comma || next == .rightParen || previous == .leftParen { return false }
    if next == .number && (previous == .tilde || previous.isComparison || previous == .ellipsis) { return false }
    if previous == .number && next == .ellipsis { return false }
    return true
  }

  /// `pair * 2`, `item { … } * 3`: spaces around `*`.
  func countedChild(_ node: SyntaxNode) -> Doc {
    var child: Doc = .empty
    var rest: [Doc] = []
    for element in node.children {
      switch element {
      case .node(let inner) where child.isEmpty && rest.isEmpty:
        child = entry(inner)
      case .node(let inner):
        rest.append(.concat([.space, tokens(of: inner)]))
      case .token(let token):
        rest.append(.concat([.space, self.token(token.index)]))
      }
    }
    return .concat([child, .nest(Style.indent, .concat(rest))])
  }
}
