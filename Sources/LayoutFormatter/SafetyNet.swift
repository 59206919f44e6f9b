import LayoutSource
import LayoutSyntax

/// The formatter's last line of defence: formatted output must say exactly what the input said.
///
/// The output is lexed and parsed again; it must have no errors, the same tokens (kind and text, in order,
/// `;` aside since the style adds and removes them as separators), the same tree (node kinds and their token
/// counts, in preorder), the same comments (text without trailing whitespace, in order) and the same byte order
/// mark.
public enum SafetyNet {
  /// `nil` when `formatted` is equivalent to `original`, else a description of the first difference.
  public static func compare(_ original: SyntaxTree, formatted: [UInt8]) -> String? {
    let output = Parser.parse(SourceFile(path: original.source.path, bytes: formatted))
    if let error = output.diagnostics.first(where: { $0.severity == .error }) {
      let location = output.source.location(of: error.span.start)
      return "the output has a syntax error at \(location.line):\(location.column): \(error.message)"
    }
    if let difference = firstTokenDifference(original, output) { return difference }
    if let difference = firstShapeDifference(original, output) { return difference }
    let oldComments = Comments.all(in: original)
    let newComments = Comments.all(in: output)
    for index in 0..<max(oldComments.count, newComments.count) {
      let old = index < oldComments.count ? oldComments[index] : nil
      let new = index < newComments.count ? newComments[index] : nil
      if old != new {
        return "comment \(index + 1) was \(describe(old)) and became \(describe(new))"
      }
    }
    if SourceFormatter.hasByteOrderMark(original.source.bytes) != SourceFormatter.hasByteOrderMark(formatted) {
      return "the byte order mark was not kept"
    }
    return nil
  }

  /// Walks both token lists, `;` skipped, and describes the first pair that differs in kind or text.
  private static func firstTokenDifference(_ original: SyntaxTree, _ output: SyntaxTree) -> String? {
    let old = original.tokens
    let new = output.tokens
    // Both token lists are read with effect lists in canonical order (E3.2): the formatter may reorder them.
    let oldOrder = EffectOrder.tokenOrder(in: original)
    let newOrder = EffectOrder.tokenOrder(in: output)
    var i = 0
    var j = 0
    var position = 1
    while true {
      while i < old.count && old[i].kind == .semicolon { i += 1 }
      while j < new.count && new[j].kind == .semicolon { j += 1 }
      if i == old.count && j == new.count { return nil }
      let before = i < old.count ? (old[oldOrder[i] ?? i].kind, text(of: old[oldOrder[i] ?? i], in: original)) : nil
      let after = j < new.count ? (new[newOrder[j] ?? j].kind, text(of: new[newOrder[j] ?? j], in: output)) : nil
      if before?.0 != after?.0 || before?.1 != after?.1 {
        return "token \(position) was \(describe(before)) and became \(describe(after))"
      }
      i += 1
      j += 1
      position += 1
    }
  }

  /// Compares the trees node by node in preorder: kind and number of tokens (`;` aside). Equal tokens can still
  /// parse differently (a dropped `;` could let the next entry continue a value), and that changes the meaning.
  private static func firstShapeDifference(_ original: SyntaxTree, _ output: SyntaxTree) -> String? {
    let before = shape(of: original)
    let after = shape(of: output)
    guard before != after else { return nil }
    let common = min(before.count, after.count)
    let index = (0..<common).first { before[$0] != after[$0] } ?? common
    let old = index < before.count ? "\(before[index].kind)" : "nothing"
    let new = index < after.count ? "\(after[index].kind)" : "nothing"
    return "syntax node \(index + 1) was \(old) and became \(new)"
  }

  private struct NodeShape: Equatable {
    var kind: SyntaxKind
    var tokens: Int
  }

  private static func shape(of tree: SyntaxTree) -> [NodeShape] {
    let reorders = EffectOrder.reorders(in: tree)
    var counted = [0]  // counted[i]: tokens before index i that are not `;`
    counted.reserveCapacity(tree.tokens.count + 1)
    for token in tree.tokens { counted.append(counted[counted.count - 1] + (token.kind == .semicolon ? 0 : 1)) }
    var result: [NodeShape] = []
    var stack = [tree.root]
    while let node = stack.popLast() {
      let range = node.tokenRange
      result.append(NodeShape(kind: node.kind, tokens: counted[range.upperBound] - counted[range.lowerBound]))
      // E3.2: a reordered effect list's nodes in the order it prints.
      let children = reorders[node.id].map { $0.compactMap(\.node) } ?? node.childNodes
      stack.append(contentsOf: children.reversed())
    }
    return result
  }

  private static func text(of token: Token, in tree: SyntaxTree) -> ArraySlice<UInt8> {
    tree.source.bytes[Int(token.start)..<Int(token.end)]
  }

  private static func describe(_ token: (TokenKind, ArraySlice<UInt8>)?) -> String {
    guard let (kind, text) = token else { return "missing" }
    return kind == .endOfFile ? "the end of the file" : "'\(String(decoding: text, as: UTF8.self))'"
  }

  private static func describe(_ comment: ArraySlice<UInt8>?) -> String {
    guard let comment else { return "missing" }
    return "'\(String(decoding: comment, as: UTF8.self))'"
  }
}
