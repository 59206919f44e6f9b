import LayoutSource

extension SyntaxTree {
  /// An indented dump of the tree with every token and trivia piece, for golden tests and `layoutc parse --dump`.
  ///
  /// Iterative, so it works on any tree the parser can build.
  public func dump() -> String {
    var lines: [String] = []
    var stack: [(RawChild, Int)] = [(.node(UInt32(nodes.count - 1)), 0)]
    while let (next, indent) = stack.popLast() {
      let pad = String(repeating: "  ", count: indent)
      if let token = next.tokenIndex {
        let syntax = TokenSyntax(tree: self, index: token)
        var line = "\(pad)\(syntax.kind.name) \(Self.quoteForDump(syntax.text))"
        let leading = syntax.leadingTrivia
        let trailing = syntax.trailingTrivia
        if !leading.isEmpty { line += " leading=\(describe(leading))" }
        if !trailing.isEmpty { line += " trailing=\(describe(trailing))" }
        lines.append(line)
      } else {
        let node = SyntaxNode(tree: self, index: next.nodeIndex!)
        let span = node.span
        lines.append("\(pad)\(node.kind) \(span.start)..<\(span.end)")
        let record = nodes[next.nodeIndex!]
        let range = Int(record.childStart)..<Int(record.childStart + record.childCount)
        for child in UnsafeMutableBufferPointer(rebasing: children[range]).reversed() {
          stack.append((child, indent + 1))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(_ pieces: [TriviaPiece]) -> String {
    "["
      + pieces.map { piece in
        let text = String(decoding: source.bytes[piece.start..<piece.end], as: UTF8.self)
        switch piece.kind {
        case .whitespace: return "space(\(piece.end - piece.start))"
        case .newline: return piece.end - piece.start == 2 ? "crlf" : (source.bytes[piece.start] == 0x0D ? "cr" : "lf")
        case .byteOrderMark: return "bom"
        case .lineComment, .docComment: return "\(piece.kind)(\(Self.quoteForDump(text)))"
        }
      }.joined(separator: ", ") + "]"
  }

  /// A string literal for dumps: quotes, backslashes and control characters escaped.
  public static func quoteForDump(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension TokenKind {
  /// The case name, for dumps: `identifier`, `leftBrace`, `itemKeyword`.
  public var name: String { TokenKind.names[Int(rawValue)] }

  private static let names: [String] = [
    "endOfFile", "identifier", "number", "string",
    "layoutKeyword", "itemKeyword", "horizontalKeyword", "verticalKeyword", "supplementaryKeyword", "sectionKeyword",
    "paramKeyword", "whenKeyword", "headerKeyword", "footerKeyword", "boundaryKeyword", "backgroundKeyword",
    "leftBrace", "rightBrace", "leftParen", "rightParen",
    "colon", "semicolon", "comma", "star", "tilde", "pipe", "equal", "ellipsis",
    "equalEqual", "bangEqual", "less", "lessEqual", "greater", "greaterEqual",
    "unknown",
  ]
}
