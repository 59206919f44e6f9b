import LayoutPrinting
import LayoutSyntax

extension DocBuilder {
  /// `let name = value`: single spaces around the `=`, the value formatted as a property's value (`~44`, `1/3w`).
  func constant(_ node: SyntaxNode) -> Doc {
    var parts: [Doc] = []
    for child in node.children {
      switch child {
      case .token(let token): parts.append(self.token(token.index))
      case .node(let inner) where inner.kind == .value: parts.append(value(inner))
      case .node(let inner): parts.append(tokens(of: inner))
      }
    }
    return .join(parts, separator: .space)
  }
}
