import LayoutPrinting
import LayoutSyntax

/// Builds the `Doc` of a syntax tree in the canonical style; one instance per file.
///
/// Every token of the tree is emitted exactly once, through `token(_:)` (or `droppedToken(_:)` for the `;`
/// the style removes), and that is where its comments are placed: the tree walk decides the layout, the
/// trivia decides nothing but comments and blank lines.
final class DocBuilder {
  let tree: SyntaxTree
  let bytes: [UInt8]

  /// The token that starts the entry being built, which keeps blank lines and comments above it.
  var entryStart = -1
  /// The blank-line policy of `entryStart`.
  var entryPolicy = BlankLinePolicy.none

  init(tree: SyntaxTree) {
    self.tree = tree
    self.bytes = tree.source.bytes
  }

  /// The whole file: entries one per line, then the comments at the end.
  func file() -> Doc {
    let root = tree.root
    let body = entries(of: root.children)
    let endOfFile = root.tokenRange.upperBound - 1
    let closing = leadingComments(endOfFile, policy: body.entries.isEmpty ? .closingEmpty : .closing)
    return .concat([body.orphans, .join(body.entries, separator: .hardline), closing])
  }

  /// The entries of a block or file, with the comments of dropped `;` tokens kept beside their neighbours.
  ///
  /// `orphans` holds the comments of `;` tokens when there is no entry to carry them. `forcesBreak` tells
  /// that the entries cannot share one line: a `when` or `param` among them, a value ending in `,`, or too many.
  func entries(of children: some Sequence<SyntaxElement>) -> (entries: [Doc], orphans: Doc, forcesBreak: Bool) {
    // Each entry's parts: the entry, then what the `;` tokens after it leave (their comments). They are joined once
    // at the end: a million `; // note` lines after one entry must give one flat sequence, not a million nested ones.
    var docs: [[Doc]] = []
    var endsWithComma: [Bool] = []
    var pending: [Doc] = []
    var forcesBreak = false
    for child in children {
      switch child {
      case .token(let token):
        if token.kind == .semicolon, let last = docs.indices.last, endsWithComma[last] {
          // `insets: top 8,; item x {}`: without the `;` the next entry would continue the value, so it stays.
          docs[last].append(self.token(token.index))
        } else if token.kind == .semicolon {
          let doc = droppedToken(token.index)
          if docs.isEmpty {
            pending.append(doc)
          } else {
            docs[docs.count - 1].append(doc)
          }
        } else if token.kind != .endOfFile {
          // The parser puts nothing else here in a file without errors; kept as an entry all the same.
          docs.append([self.token(token.index)])
          endsWithComma.append(false)
        }
      case .node(let node):
        entryStart = node.tokenRange.lowerBound
        entryPolicy = docs.isEmpty ? .firstEntry : .entry
        let doc = entry(node)
        entryStart = -1
        if node.kind == .whenClause || node.kind == .paramDecl || node.kind == .constantDecl || node.kind == .importDecl
        {
          forcesBreak = true
        }
        docs.append(pending + [doc])
        let commaLast = node.tokenRange.last.map { tree.tokens[$0].kind == .comma } ?? false
        endsWithComma.append(commaLast)
        // A value ending in `,` goes on after a line break: its block breaks, so that the `;` kept after it (or
        // the property or `when` that follows it) decides where it ends the same way on every run.
        if commaLast { forcesBreak = true }
        pending = []
      }
    }
    let forces = forcesBreak || docs.count > Style.maximumFlatEntries
    return (docs.map(Doc.concat), .concat(pending), forces)
  }

  /// One entry of a block or of the file.
  func entry(_ node: SyntaxNode) -> Doc {
    switch node.kind {
    case .property: property(node)
    case .reference: tokens(of: node)
    case .countedChild: countedChild(node)
    case .whenClause: whenClause(node)
    case .paramDecl: parameter(node)
    case .constantDecl: constant(node)
    case .layoutDecl, .itemDecl, .groupDecl, .supplementaryDecl, .sectionDecl, .boundaryDecl, .backgroundDecl,
      .sectionStyleDecl:
      declaration(node)
    default: tokens(of: node)
    }
  }

  /// Any node, token by token with single spaces: the fallback for shapes the style has no rule for.
  func tokens(of node: SyntaxNode) -> Doc {
    .join(node.tokenRange.map { token($0) }, separator: .space)
  }
}

/// The constants of the canonical style.
enum Style {
  /// The column limit.
  static let lineWidth = 100
  /// Indentation of a block's entries and of continuation lines.
  static let indent = 2
  /// The most entries a block may hold and still be written on one line.
  static let maximumFlatEntries = 6
}
