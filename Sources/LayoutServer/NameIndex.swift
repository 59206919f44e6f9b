import LayoutCompiler

/// Every declared name in one file and every place it is used, from the typed tree: what definition, references,
/// rename, hover and semantic tokens read.
///
/// Scopes follow the checker's: a file-level declaration (item, group, supplementary, param) is visible in every
/// layout, a layout's own declarations (inline ones included) in that layout, and a layout's own name is found first.
/// A reference is resolved only among the kinds its place takes (a child names an item or a group, a
/// `supplementaries:` entry a supplementary, a comparison's left side a parameter and its right side one of that
/// parameter's values), so a word such as `continuous` in `scroll: continuous` is never taken for a name.
struct NameIndex {
  /// What a name names.
  enum SymbolKind: Equatable {
    case layout, item, horizontal, vertical, supplementary, section, param
    /// A `section-style`.
    case sectionStyle
    /// A value of the parameter at this index in `symbols`.
    case paramValue(param: Int)

    /// How hover and messages call it.
    var noun: String {
      switch self {
      case .layout: "layout"
      case .item: "item"
      case .horizontal: "horizontal group"
      case .vertical: "vertical group"
      case .supplementary: "supplementary"
      case .section: "section"
      case .sectionStyle: "section style"
      case .param: "parameter"
      case .paramValue: "parameter value"
      }
    }

    /// Whether a child of a group or a section's root group can name it.
    var isLayoutElement: Bool { self == .item || self == .horizontal || self == .vertical }
  }

  /// One declared name.
  struct Symbol {
    var kind: SymbolKind
    var name: String
    /// The name token's span.
    var nameSpan: SourceSpan
    /// The declaration (for a parameter value, the parameter's).
    var node: SyntaxNode
    /// The index of the layout (in `layouts`) whose scope holds it, or nil for the file's.
    var scope: Int?
  }

  /// One place a name is written.
  struct Occurrence {
    var span: SourceSpan
    /// The index in `symbols`.
    var symbol: Int
    var isDeclaration: Bool
  }

  private(set) var symbols: [Symbol] = []
  /// In file order.
  private(set) var occurrences: [Occurrence] = []
  /// The span of each `layout` declaration, in file order: the layout scopes.
  private(set) var layoutSpans: [SourceSpan] = []

  /// A reference waiting for every declaration to be known.
  private struct Pending {
    var token: TokenSyntax
    var scope: Int?
    var accepts: (SymbolKind) -> Bool
    /// For a parameter value: the token naming its parameter.
    var param: TokenSyntax?
  }

  /// Indexes a tree.
  init(_ tree: SyntaxTree) {
    var pending: [Pending] = []
    // An explicit stack: the parser bounds nesting, but a walk that never recurses needs no such argument.
    var stack: [(SyntaxNode, Int?)] = [(tree.root, nil)]
    while let (node, scope) = stack.popLast() {
      var innerScope = scope
      switch node.kind {
      case .layoutDecl:
        if let name = AnyBlockDeclarationSyntax(node)?.name { declare(.layout, name, node, scope: nil) }
        innerScope = layoutSpans.count
        layoutSpans.append(node.span)
      case .itemDecl, .supplementaryDecl, .sectionDecl, .groupDecl, .sectionStyleDecl:
        if let name = AnyBlockDeclarationSyntax(node)?.name { declare(Self.kind(of: node), name, node, scope: scope) }
      case .paramDecl:
        guard let param = ParamDeclSyntax(node), let name = param.name else { break }
        let index = declare(.param, name, node, scope: scope)
        for value in param.values { declare(.paramValue(param: index), value, node, scope: scope) }
        if let value = param.defaultValue {
          pending.append(Pending(token: value, scope: scope, accepts: { _ in true }, param: name))
        }
      case .reference:
        if let name = ReferenceSyntax(node)?.name {
          pending.append(Pending(token: name, scope: scope, accepts: \.isLayoutElement))
        }
      case .property:
        if let property = PropertySyntax(node), property.name?.text == Property.supplementaries.rawValue,
          let value = property.value
        {
          for case .token(let token) in value.elements where token.kind == .identifier {
            pending.append(Pending(token: token, scope: scope, accepts: { $0 == .supplementary }))
          }
        } else if let property = PropertySyntax(node), property.name?.text == "style", let value = property.value {
          // `style: card` names a section style (Checker+SectionStyles.swift).
          for case .token(let token) in value.elements where token.kind == .identifier {
            pending.append(Pending(token: token, scope: scope, accepts: { $0 == .sectionStyle }))
          }
        }
      case .comparison:
        guard let comparison = ComparisonSyntax(node), let lhs = comparison.lhs, lhs.kind == .identifier,
          !Self.viewportWords.contains(lhs.text)
        else { break }
        pending.append(Pending(token: lhs, scope: scope, accepts: { $0 == .param }))
        if let rhs = comparison.rhs, rhs.kind == .identifier {
          pending.append(Pending(token: rhs, scope: scope, accepts: { _ in true }, param: lhs))
        }
      default:
        break
      }
      for child in node.childNodes.reversed() { stack.append((child, innerScope)) }
    }
    for reference in pending { resolve(reference) }
    occurrences.sort { $0.span.start < $1.span.start }
  }

  /// The words a condition compares with a number (`width >= 700`): the viewport, not parameters.
  static let viewportWords: Set<String> = ["width", "height"]

  private static func kind(of node: SyntaxNode) -> SymbolKind {
    switch node.kind {
    case .itemDecl: .item
    case .supplementaryDecl: .supplementary
    case .sectionDecl: .section
    case .sectionStyleDecl: .sectionStyle
    default: GroupDeclSyntax(node)?.isVertical == true ? .vertical : .horizontal
    }
  }

  @discardableResult
  private mutating func declare(_ kind: SymbolKind, _ name: TokenSyntax, _ node: SyntaxNode, scope: Int?) -> Int {
    symbols.append(Symbol(kind: kind, name: name.text, nameSpan: name.span, node: node, scope: scope))
    occurrences.append(Occurrence(span: name.span, symbol: symbols.count - 1, isDeclaration: true))
    return symbols.count - 1
  }

  private mutating func resolve(_ reference: Pending) {
    var accepts = reference.accepts
    if let param = reference.param {
      guard let owner = lookup(param.text, scope: reference.scope, accepts: { $0 == .param }) else { return }
      accepts = { $0 == .paramValue(param: owner) }
    }
    guard let symbol = lookup(reference.token.text, scope: reference.scope, accepts: accepts) else { return }
    occurrences.append(Occurrence(span: reference.token.span, symbol: symbol, isDeclaration: false))
  }

  /// The symbol a name means in a scope: the layout's own first, then the file's.
  func lookup(_ name: String, scope: Int?, accepts: (SymbolKind) -> Bool) -> Int? {
    let matches = symbols.indices.filter { symbols[$0].name == name && accepts(symbols[$0].kind) }
    if let scope, let own = matches.first(where: { symbols[$0].scope == scope }) { return own }
    return matches.first { symbols[$0].scope == nil }
  }

  /// The occurrence whose name covers `offset` (touching its end counts, so a cursor just after a name finds it).
  func occurrence(at offset: Int) -> Occurrence? {
    var low = 0
    var high = occurrences.count
    while low < high {
      let mid = (low + high) / 2
      if occurrences[mid].span.end < offset { low = mid + 1 } else { high = mid }
    }
    guard low < occurrences.count, occurrences[low].span.start <= offset else { return nil }
    return occurrences[low]
  }

  /// Every occurrence of a symbol, in file order.
  func occurrences(of symbol: Int) -> [Occurrence] { occurrences.filter { $0.symbol == symbol } }

  /// The symbols visible in a scope, a layout's own first.
  func visible(in scope: Int?) -> [Int] {
    symbols.indices.filter { symbols[$0].scope == scope }
      + (scope == nil ? [] : symbols.indices.filter { symbols[$0].scope == nil })
  }

  /// The layout scope (index among layouts) an offset is in, or nil at file level.
  func scope(at offset: Int) -> Int? {
    layoutSpans.firstIndex { $0.start <= offset && offset <= $0.end }
  }
}
