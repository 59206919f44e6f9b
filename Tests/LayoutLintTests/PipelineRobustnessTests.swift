import Foundation
import LayoutEvaluator
import LayoutIR
import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource
import LayoutSyntax
import LayoutTestSupport
import Testing

/// "Never a crash", past the parser: mutated examples (fixed seeds) go through every phase a file can reach — check,
/// lint, lowering, the IR's encode and load, evaluation at a few viewports and variants, and a rect query. A crash or
/// trap ends the test process, so reaching the end is the assertion; the checks below catch silent nonsense.
@Suite struct PipelineRobustnessTests {
  /// Every Example but the design system's, whose files take part in imports that a single file does not resolve
  /// (ImportCommandTests compiles them with their imports).
  static let examples = Fixtures.files(in: "Examples", withExtension: "layout").filter {
    !$0.path.contains("/DesignSystem/")
  }

  /// Edits that keep most files parseable, so the later phases see many valid-but-odd layouts.
  static let replacements: [(String, String)] = [
    ("1w", "2w"), ("1h", "0.5h"), ("1/3w", "7/6w"), ("2", "200"), ("x 1h", "x ~44"), ("insets: 2", "insets: 0.25"),
    ("spacing: 10", "spacing: >=10"), ("* 3", "* 1"), ("* 2", "* 9"), ("~44", "1h"), ("x 1/3w", "x 1/3h"),
    ("top", "bottom"), ("pinned: true", "extends: false"), ("scroll: ", "scroll: paging //"), ("1w x", "0.01w x"),
  ]

  @Test(arguments: examples) func mutatedExamplesNeverCrashAnyPhase(_ file: URL) throws {
    let original = String(decoding: Fixtures.bytes(file), as: UTF8.self)
    var random = SeededGenerator(seed: UInt64(original.utf8.count) &* 31)
    var evaluated = 0
    for _ in 0..<60 {
      var text = original
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let (from, to) = Self.replacements.randomElement(using: &random)!
        guard let range = Self.occurrences(of: from, in: text).randomElement(using: &random) else { continue }
        text.replaceSubrange(range, with: to)
      }
      evaluated += try Self.runEveryPhase(text)
    }
    // Some mutants must get through to evaluation, or this test checks nothing past the checker.
    #expect(evaluated > 0)
  }

  /// The non-overlapping occurrences of `needle`, left to right, compared by `Character` as the standard library's
  /// `ranges(of:)` does (which needs macOS 13 / iOS 16, newer than the package's platforms).
  static func occurrences(of needle: String, in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var start = text.startIndex
    while start < text.endIndex {
      if text[start...].starts(with: needle) {
        let end = text.index(start, offsetBy: needle.count)
        found.append(start..<end)
        start = end
      } else {
        start = text.index(after: start)
      }
    }
    return found
  }

  /// Byte-level damage (deletions, duplications, stray bytes): mostly broken files, which stress the checker's
  /// and linter's recovery on partial trees.
  @Test(arguments: examples) func damagedExamplesNeverCrashAnyPhase(_ file: URL) throws {
    let original = Fixtures.bytes(file)
    var random = SeededGenerator(seed: UInt64(original.count) &* 17)
    let alphabet = Array("{}();:,*~|=<>-/\" \n0123456789wh%x".utf8) + [0, 0xFF]
    for _ in 0..<150 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
        let a = Int.random(in: 0..<bytes.count, using: &random)
        let b = min(bytes.count, a + Int.random(in: 0...10, using: &random))
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.removeSubrange(a..<b)
        case 1: bytes.insert(contentsOf: bytes[a..<b], at: Int.random(in: 0...bytes.count, using: &random))
        default: bytes.insert(alphabet.randomElement(using: &random)!, at: a)
        }
      }
      _ = try Self.runEveryPhase(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Issue 10 §2.1: 100,000-term `and`, `or` and mixed chains through every phase, in process (on a test thread,
  /// whose stack may be smaller than a process's main thread). The model keeps a chain as one n-ary condition.
  @Test(arguments: ["and", "or", "mixed"]) func longConditionChainsThroughEveryPhase(_ shape: String) throws {
    let terms = 100_000
    let chain: String
    switch shape {
    case "and": chain = Array(repeating: "mode == a", count: terms).joined(separator: " and ")
    case "or": chain = Array(repeating: "width > 1", count: terms).joined(separator: " or ")
    default: chain = Array(repeating: "mode == a and width > 1", count: terms / 2).joined(separator: " or ")
    }
    let text = """
      layout A {
        param mode: a | b = a
        item cell { size: 1w x 44 }
        section {
          vertical { size: 1w x 44; cell }
          when \(chain) { insets: 2 }
        }
      }
      """
    let checked = FrontEnd.check(SourceFile(path: "chain.layout", text: text))
    #expect(checked.diagnostics.isEmpty)
    let layout = try #require(checked.program.layouts.first)
    let section = layout.declarations[try #require(layout.sections.first).value]
    let condition = try #require(section.properties.first { $0.property == .insets }?.condition)
    switch (shape, condition) {
    case ("and", .and(let parts)), ("or", .or(let parts)): #expect(parts.count == terms)
    case ("mixed", .or(let parts)): #expect(parts.count == terms / 2 && parts.allSatisfy { $0.depth == 2 })
    default: Issue.record("unexpected shape \(shape): \(condition.depth) levels")
    }
    #expect(condition.depth <= 3)
    #expect(try Self.runEveryPhase(text) > 0)
  }

  /// Returns how many evaluations ran.
  static func runEveryPhase(_ text: String) throws -> Int {
    let checked = FrontEnd.check(SourceFile(path: "mutant.layout", text: text))
    _ = LintHarness.lint(checked)
    guard !checked.hasErrors else { return 0 }
    let document = Lowering.lower(checked.program)
    let reloaded = try IRDocument.load(from: try document.encoded(prettyPrinted: false))
    #expect(reloaded == document)
    var count = 0
    for layout in document.layouts {
      let combinations = layout.params.isEmpty ? [[:]] : layout.params[0].values.map { [layout.params[0].name: $0] }
      for params in combinations {
        for (width, height) in [(320.0, 568.0), (390.0, 844.0), (1366.0, 1024.0)] {
          let input = EvaluationInput(
            viewport: Size(width: width, height: height), scale: 3, params: params,
            itemCounts: Array(repeating: 25, count: layout.sections.count))
          // An evaluation error (a group too large, say) is a clear message, not a crash: both are fine here.
          guard let evaluation = try? Evaluator.evaluate(layout, input: input) else { continue }
          count += 1
          let all = evaluation.allElements()
          for element in all {
            let f = element.frame
            #expect(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite)
          }
          let rect = Rect(x: 0, y: 100, width: width, height: height)
          #expect(evaluation.elements(in: rect).count == all.filter { $0.frame.intersects(rect) }.count)
        }
      }
    }
    return count
  }
}
