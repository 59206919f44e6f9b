import Foundation
import LayoutTestSupport
import Testing

/// Issue 10 §2.1: long flat expressions and deep structures get an answer from every command — a clean result or a
/// located diagnostic — never a stack overflow.
///
/// These run the built `layoutc`, so the work happens on a process's main thread with its default stack, as users run
/// it: an in-process test may run on a thread whose stack is larger or smaller, so passing there proves little. Sizes
/// are chosen to stay quick in a debug build; `Documentation` and the branch notes quote larger manual runs.
@Suite struct LongInputTests {
  static var executable: URL? { BuiltTool.layoutc }

  func run(_ arguments: [String], in directory: URL, input: [UInt8]? = nil) throws -> BuiltTool.Outcome {
    let executable = try #require(Self.executable, "no built 'layoutc' beside the tests; run 'swift build' first")
    return try BuiltTool.run(executable, arguments, input: input, in: directory)
  }

  /// A layout whose section insets are guarded by `condition`.
  static func layout(condition: String) -> String {
    """
    layout A {
      param mode: a | b = a
      item cell { size: 1w x 44 }
      section {
        vertical { size: 1w x 44; cell }
        when \(condition) { insets: 2 }
      }
    }

    """
  }

  /// Comparisons joined by `and`, or `and` pairs joined by `or` (`mixed`): both operators, two levels.
  static func chain(_ shape: String, terms: Int) -> String {
    shape == "and"
      ? Array(repeating: "width > 1", count: terms).joined(separator: " and ")
      : Array(repeating: "mode == a and width > 1", count: terms / 2).joined(separator: " or ")
  }

  /// The issue's crashes (150,000 `and` terms in `check`, 50,000 in `fmt`), past them, through every command. The
  /// sizes are far beyond where recursion per term overflowed, even for a debug build's larger frames.
  @Test func longChainsThroughEveryCommand() throws {
    let directory = try BuiltTool.folder([
      "and.layout": Self.layout(condition: Self.chain("and", terms: 200_000)),
      "mixed.layout": Self.layout(condition: Self.chain("mixed", terms: 60_000)),
      "reference.layout": Self.layout(condition: "mode == a and width > 1"),
      // Viewport comparisons only: each `and` of the `or` is compiled to a guard of its own. Building those once
      // walked every finished operand again (110 s for 100,000 terms in a debug build); linear now.
      "viewport.layout": Self.layout(
        condition: Array(repeating: "width > 3 and height < 5", count: 50_000).joined(separator: " or ")),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in ["and.layout", "viewport.layout"] {
      let check = try run(["check", file], in: directory)
      #expect(check.status == 0, "\(file): \(check.standardError.prefix(500))")
    }
    let lint = try run(["check", "--output-format", "json", "mixed.layout"], in: directory)
    #expect(lint.status == 0, "\(lint.standardError.prefix(500))")

    // The condition does not fit on a line, so the formatter breaks it before each operator.
    #expect(try run(["fmt", "--check", "mixed.layout"], in: directory).status == 1)
    let diff = try run(["fmt", "--diff", "mixed.layout"], in: directory)
    #expect(diff.status == 1)
    #expect(diff.text.hasPrefix("--- a/mixed.layout\n+++ b/mixed.layout\n"))
    #expect(diff.text.contains("\n+      or mode == a\n+      and width > 1\n"))

    let compile = try run(["compile", "mixed.layout", "-o", "mixed.json"], in: directory)
    #expect(compile.status == 0, "\(compile.standardError.prefix(500))")
    // The chain holds at this viewport with the default parameters, as the one-term reference does: same frames.
    let arguments = ["--viewport", "390x844", "--items", "2", "--format", "json"]
    let reference = try run(["eval", "reference.layout"] + arguments, in: directory)
    #expect(reference.status == 0)
    for input in ["mixed.layout", "mixed.json"] {
      let eval = try run(["eval", input] + arguments, in: directory)
      #expect(eval.status == 0, "\(eval.standardError.prefix(500))")
      #expect(eval.text == reference.text)
    }
  }

  /// Nesting is not length: `not`, parentheses and `when` blocks nested 10,000 deep get the parser's located E0205
  /// from every command, and a condition nested past the checker's limit gets E0408 before anything is compiled.
  @Test func deepConditionsGetALocatedError() throws {
    let depth = 10_000
    let directory = try BuiltTool.folder([
      "nots.layout": Self.layout(condition: String(repeating: "not ", count: depth) + "width > 1"),
      "parens.layout": Self.layout(
        condition: String(repeating: "(", count: depth) + "width > 1" + String(repeating: ")", count: depth)),
      "whens.layout": Self.layout(condition: String(repeating: "width > 1 { when ", count: depth) + "width > 2")
        .replacingOccurrences(of: "{ insets: 2 }", with: "{ insets: 2 }" + String(repeating: " }", count: depth)),
      "limit.layout": Self.layout(condition: String(repeating: "not ", count: 31) + "width > 1"),
      "past.layout": Self.layout(condition: String(repeating: "not ", count: 32) + "width > 1"),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in ["nots.layout", "parens.layout", "whens.layout"] {
      let check = try run(["check", "--output-format", "concise", file], in: directory)
      #expect(check.status == 1)
      #expect(check.standardError.contains("\(file):6:"), "\(check.standardError.prefix(500))")
      #expect(check.standardError.contains("[E0205]"))
      #expect(try run(["fmt", "--check", file], in: directory).status == 2)
      #expect(try run(["compile", file], in: directory).status == 1)
      #expect(try run(["eval", file, "--viewport", "390x844", "--items", "1"], in: directory).status == 1)
    }
    let past = try run(["check", "--output-format", "concise", "past.layout"], in: directory)
    #expect(past.status == 1)
    #expect(past.standardError.contains("past.layout:6:10: error: condition nests 'and', 'or' and 'not' 33 levels"))
    // At the limit, what `compile` writes is an IR that `eval` loads: the two limits agree.
    #expect(try run(["compile", "limit.layout", "-o", "limit.json"], in: directory).status == 0)
    let eval = try run(["eval", "limit.json", "--viewport", "390x844", "--items", "1"], in: directory)
    #expect(eval.status == 0, "\(eval.standardError)")
  }

  /// An IR file nested a million levels deep (arrays, or `not` conditions) is refused with exit 2 and a message,
  /// before the JSON parser or the decoder recurse into it.
  @Test func deeplyNestedIRIsRefused() throws {
    let levels = 1_000_000
    let header = #"{"format": "layoutc-ir", "version": 1, "layouts": "#
    let nots =
      String(repeating: #"{"not": "#, count: levels) + #"{"viewport": "width", "op": ">", "value": 1}"#
      + String(repeating: "}", count: levels)
    let directory = try BuiltTool.folder([
      "arrays.json": header + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}",
      "objects.json": header + String(repeating: #"{"a": "#, count: levels) + "1"
        + String(repeating: "}", count: levels)
        + "}",
      "nots.json": header + #"[{"name": "L", "items": [], "groups": [], "sections": [{"root": 0, "insets": "#
        + #"[{"value": {"top": 1, "leading": 1, "bottom": 1, "trailing": 1}, "when": "# + nots + "}]}]}]}",
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in ["arrays.json", "objects.json", "nots.json"] {
      let eval = try run(["eval", file, "--viewport", "390x844", "--items", "1"], in: directory)
      #expect(eval.status == 2)
      #expect(eval.standardError.contains("arrays and objects nest deeper than"), "\(eval.standardError.prefix(300))")
    }
  }

  /// Width in every other direction: many children, sections, declarations and `when` clauses, one `;` with a
  /// comment per line after an entry (which once nested the formatter's document once per `;`). Nothing here may
  /// recurse per entry.
  @Test func manyEntriesThroughEveryCommand() throws {
    let count = 20_000
    let files = [
      "children.layout": Self.layout(condition: "width > 1").replacingOccurrences(
        of: "vertical { size: 1w x 44; cell }",
        with: "vertical { size: 1w x 44; " + Array(repeating: "cell", count: count).joined(separator: "; ") + " }"),
      "sections.layout": "layout A {\n  item cell { size: 1w x 44 }\n"
        + String(repeating: "  section { vertical { size: 1w x 44; cell } }\n", count: count) + "}\n",
      "items.layout": "layout A {\n"
        + (0..<count).map { "  item i\($0) { size: 1w x 44 }\n" }.joined()
        + "  section { vertical { size: 1w x 44; i0 } }\n}\n",
      "semicolons.layout": Self.layout(condition: "width > 1").replacingOccurrences(
        of: "{ insets: 2 }", with: "{ insets: 2 }\n" + String(repeating: "; // why\n", count: count)),
      "blocks.layout": Self.layout(condition: "width > 1").replacingOccurrences(
        of: "when width > 1 { insets: 2 }",
        with: String(repeating: "when mode == a and width > 1 or height > 2 { insets: 2 }\n", count: count / 10)),
    ]
    let directory = try BuiltTool.folder(files)
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in files.keys.sorted() {
      let check = try run(["check", "--output-format", "concise", file], in: directory)
      // Unused declarations and parameters are warnings; nothing is an error.
      #expect(check.status == 0, "\(file): \(check.standardError.prefix(500))")
      #expect([0, 1].contains(try run(["fmt", "--check", file], in: directory).status), "\(file)")
      let eval = try run(["eval", file, "--viewport", "390x844", "--items", "3", "--format", "summary"], in: directory)
      #expect(eval.status == 0, "\(file): \(eval.standardError.prefix(500))")
    }
  }
}
