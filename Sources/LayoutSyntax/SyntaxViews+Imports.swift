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
  public var path: String? { pathLiteral?.unquotedText }
}

extension TokenSyntax {
  /// The contents of a string literal without its quotes and escapes (`\"` and `\\`): what `import` and every
  /// string value (element kinds) mean.
  public var unquotedText: String {
    let raw = unsafeBytes
    // Most literals have no escapes: read them straight from the tree.
    if raw.count >= 2, raw.last == UInt8(ascii: "\""), !raw.contains(UInt8(ascii: "\\")) {
      return String(decoding: UnsafeBufferPointer(rebasing: raw[1..<(raw.count - 1)]), as: UTF8.self)
    }
    var bytes = Array(raw.dropFirst())
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
