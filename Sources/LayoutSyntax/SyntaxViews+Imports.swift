/// `import "Shared.layout"`: another file, relative to this one, whose file-level items, groups,
/// supplementaries, params and constants this file uses.
public struct ImportDeclSyntax: SyntaxView {
  public static let kind = SyntaxKind.importDecl
  public static let grammar = GrammarMapping(
    rules: ["import"],
    accessors: [("keyword", ["\"import\""]), ("pathLiteral", ["string"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `import` (an identifier token: the word is contextual, not reserved).
  @inlinable public var keyword: TokenSyntax? { node.token(.identifier) }
  /// The string literal naming the file, quotes and escapes included.
  @inlinable public var pathLiteral: TokenSyntax? { node.token(.string) }

  /// The imported path as written, without quotes and escapes (`\"` and `\\`); nil when the literal is missing.
  public var path: String? {
    guard let literal = pathLiteral else { return nil }
    var bytes = Array(literal.bytes.dropFirst())
    if bytes.last == UInt8(ascii: "\"") { bytes.removeLast() }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var escaped = false
    for byte in bytes {
      if !escaped && byte == UInt8(ascii: "\\") {
        escaped = true
        continue
      }
      escaped = false
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
