import Foundation
import LayoutSource
import LayoutSyntax
import LayoutTestSupport

@testable import LayoutFormatter

/// Helpers shared by the formatter's tests.
enum FormatCheck {
  static func parse(_ bytes: [UInt8], path: String = "test.layout") -> SyntaxTree {
    Parser.parse(SourceFile(path: path, bytes: bytes))
  }

  static func parse(_ text: String) -> SyntaxTree { parse(Array(text.utf8)) }

  /// The formatted bytes, or a description of why there are none.
  static func format(_ bytes: [UInt8], path: String = "test.layout") -> Result<[UInt8], FormatFailure> {
    switch SourceFormatter.format(parse(bytes, path: path)) {
    case .formatted(let output): .success(output)
    case .refused(let reason): .failure(FormatFailure(message: "refused: \(reason)"))
    case .internalError(let message): .failure(FormatFailure(message: "internal error: \(message)"))
    }
  }

  static func format(_ text: String) -> Result<String, FormatFailure> {
    format(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Token kinds and texts without `;` (which the style adds and removes), effect lists read in their canonical
  /// order (E3.2: the formatter prints them so).
  static func tokens(_ tree: SyntaxTree) -> [String] {
    let order = EffectOrder.tokenOrder(in: tree)
    let tokens = tree.tokens
    return tokens.indices.map { tokens[order[$0] ?? $0] }.filter { $0.kind != .semicolon }.map { token in
      "\(token.kind.name) \(String(decoding: tree.source.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self))"
    }
  }

  /// The comment texts (without trailing whitespace), sorted: a multiset to compare.
  static func commentMultiset(_ tree: SyntaxTree) -> [String] {
    Comments.all(in: tree).map { String(decoding: $0, as: UTF8.self) }.sorted()
  }

  /// The folder of this test target.
  static var folder: String { "Tests/LayoutFormatterTests" }

  static func name(_ url: URL) -> String { url.lastPathComponent }
}

struct FormatFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
