import LayoutPrinting
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
  /// Sizes and sides have one space inside (`1w x ~44`, `top 8`); dimensions, extents and flexible spacings none
  /// (`~44`, `320...1366`, `>=0`). Between the elements, one space except: none before `,`; none between a
  /// comparison operator and the number after it; none inside parentheses. A comma is followed by a line break when
  /// the whole value does not fit (the only place the grammar lets a value continue on the next line).
  func value(_ node: SyntaxNode) -> Doc {
    // E3.2: an effect list prints fade, scale, offset in that order (the safety net reads the input so too).
    if let reordered = EffectOrder.canonicalChildren(of: node) { return value(children: reordered) }
    return value(children: node.children)
  }

  /// `value(_:)` over the value's elements, in the order they print.
  private func value(children: some Sequence<SyntaxElement>) -> Doc {
    var parts: [Doc] = []
    var previous: TokenKind? = nil
    var isFirst = true
    for child in children {
      // The kinds of the element's first and last tokens decide the spacing around it.
      let bounds: (first: TokenKind, last: TokenKind)? =
        switch child {
        case .token(let token): (token.kind, token.kind)
        case .node(let inner) where inner.kind.isValuePart:
          (tree.tokens[inner.tokenRange.lowerBound].kind, tree.tokens[inner.tokenRange.upperBound - 1].kind)
        case .node: nil
        }
      if previous == .comma {
        parts.append(.line)
      } else if !isFirst, let bounds, !DocBuilder.spaced(after: previous, before: bounds.first) {
        // Glued to the token before: `top 8,`, `(…)`.
      } else if !isFirst {
        parts.append(.space)
      }
      switch child {
      case .token(let token):
        parts.append(self.token(token.index))
        previous = token.kind
      case .node(let inner) where inner.kind.isValuePart:
        parts.append(valuePart(inner))
        previous = bounds?.last
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

  /// A size, a side, a dimension, an extent or a flexible spacing. Nodes nest at most three deep here.
  func valuePart(_ node: SyntaxNode) -> Doc {
    let docs = node.children.map { child in
      switch child {
      case .token(let token): self.token(token.index)
      case .node(let inner): valuePart(inner)
      }
    }
    return node.kind == .sizeValue || node.kind == .sideValue ? .join(docs, separator: .space) : .concat(docs)
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
