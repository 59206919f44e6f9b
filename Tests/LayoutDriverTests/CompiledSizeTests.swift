import Foundation
import LayoutDriver
import LayoutIR
import LayoutLowering
import LayoutMath
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// Issue 10 §2.2 and §2.5: inputs a few kilobytes long whose compiled form multiplies (a long condition over many
/// entries, anchors and offsets varying together, many layouts sharing many declarations, lists under many
/// conditions) get E0412 at once, instead of minutes and gigabytes in the linter, lowering and the IR writer. The
/// checker's count is an upper bound of what lowering writes, so a file that checks clean stays within it.
@Suite struct CompiledSizeTests {
  static func check(_ text: String) -> CheckedFile {
    FrontEnd.check(SourceFile(path: "a.layout", bytes: Array(text.utf8)))
  }

  static func compiledSizeErrors(_ checked: CheckedFile) -> [Diagnostic] {
    checked.diagnostics.filter { $0.code == .compiledSizeTooLarge }
  }

  /// A layout whose section holds `headers` headers under one `when` of `terms` comparisons (width thresholds cycling
  /// through `modulo` values): each header carries the whole condition.
  static func conditionOverHeaders(terms: Int, modulo: Int = 300, headers: Int) -> String {
    let condition = (0..<terms).map { "width > \($0 % modulo)" }.joined(separator: " and ")
    let entries = (0..<headers).map { "    header \"h\($0)\" { size: 1w x 44 }\n" }.joined()
    return """
      layout A {
        item c { size: 1w x 44 }
        section {
          horizontal { size: 1w x 44; c }
          when \(condition) {
      \(entries)    }
        }
      }

      """
  }

  /// 20,000 terms × 2,000 headers: 40 million condition nodes from a 380 KB file.
  static let longConditionOverManyEntries = conditionOverHeaders(terms: 20_000, headers: 2_000)

  /// An anchor and an offset under 200 conditions each: lowering pairs them (8 million condition nodes from 200 lines).
  static let anchorsAndOffsets: String = {
    let lines = (0..<200).map { "    when width > \(300 + $0) { anchor: top; offset: \($0) 0 }\n" }.joined()
    return """
      layout A {
        supplementary badge "badge" {
          size: 20 x 20
          anchor: top trailing
      \(lines)  }
        item cell { size: 1w x 44; supplementaries: badge }
        section { horizontal { size: 1w x 44; cell } }
      }

      """
  }()

  /// 3,000 layouts that each hold 3,000 file-level items (9 million declarations from a 280 KB file).
  static let sharedDeclarations: String = {
    let items = (0..<3_000).map { "item i\($0) { size: 1w x 44 }\n" }.joined()
    let layouts = (0..<3_000).map { "layout L\($0) { section { horizontal { size: 1w x 44; i0 } } }\n" }.joined()
    return items + layouts
  }()

  /// A `supplementaries:` list assigned under 400 conditions, 50 entries each: every entry repeats the later ones.
  static let listsUnderManyConditions: String = {
    let badges = (0..<50).map { "  supplementary b\($0) \"b\($0)\" { size: 8 x 8; anchor: top }\n" }.joined()
    let list = (0..<50).map { "b\($0)" }.joined(separator: ", ")
    let lists = (0..<400).map { "    when width > \(300 + $0) { supplementaries: \(list) }\n" }.joined()
    return """
      layout A {
      \(badges)  item cell {
          size: 1w x 44
      \(lists)  }
        section { horizontal { size: 1w x 44; cell } }
      }

      """
  }()

  @Test(arguments: [
    ("a long condition over many entries", longConditionOverManyEntries, 1),
    ("anchors and offsets under many conditions", anchorsAndOffsets, 1),
    ("many layouts sharing many declarations", sharedDeclarations, 3_001),
    ("lists under many conditions", listsUnderManyConditions, 1),
  ])
  func multiplyingInputsGetOneLocatedError(name: String, text: String, firstLine: Int) {
    let checked = Self.check(text)
    let errors = Self.compiledSizeErrors(checked)
    #expect(errors.count == 1, "\(name)")
    guard let error = errors.first else { return }
    // At a layout's name: the first layout of the file, or (shared declarations) the one that passes the limit.
    let line = checked.source.location(of: error.span.start).line
    let named = String(decoding: checked.source.bytes[error.span.start..<error.span.end], as: UTF8.self)
    #expect(line >= firstLine && (named == "A" || named.hasPrefix("L")), "\(name): line \(line), '\(named)'")
    let limit = LayoutLimits.compiledSize(sourceBytes: checked.source.bytes.count)
    #expect(error.message.contains("compiles to at most \(limit) (500000 and one per byte)"), "\(name)")
    #expect(error.notes.contains { $0.message == "the layouts after this point are not checked" }, "\(name)")
    #expect(checked.compiledSize > limit)
  }

  /// The same shapes, small enough, check clean: the limit is on the product, not on any one of its factors.
  @Test func smallerProductsCheckClean() {
    let text = Self.conditionOverHeaders(terms: 200, modulo: 1_000, headers: 200)
    let checked = Self.check(text)
    #expect(!checked.hasErrors, "\(checked.diagnostics.map(\.message))")
    #expect(checked.compiledSize > 40_000 && checked.compiledSize <= LayoutLimits.compiledSizeAllowance)
  }

  /// Condition nodes and declarations in an IR document, counted from its JSON.
  static func irSize(_ document: IRDocument) throws -> Int {
    let json = try JSONSerialization.jsonObject(with: try document.encoded(prettyPrinted: false))
    func conditionNodes(_ value: Any) -> Int {
      guard let object = value as? [String: Any] else { return 0 }
      if let parts = object["and"] as? [Any] ?? object["or"] as? [Any] {
        return 1 + parts.map(conditionNodes).reduce(0, +)
      }
      if let inner = object["not"] { return 1 + conditionNodes(inner) }
      return 1
    }
    func walk(_ value: Any) -> Int {
      if let array = value as? [Any] { return array.map(walk).reduce(0, +) }
      guard let object = value as? [String: Any] else { return 0 }
      return object.reduce(0) { total, entry in
        total + (entry.key == "when" ? conditionNodes(entry.value) : walk(entry.value))
      }
    }
    let layouts = (json as? [String: Any])?["layouts"] as? [[String: Any]] ?? []
    let declarations = layouts.reduce(0) { total, layout in
      total + ["items", "groups", "supplementaries", "sections"].reduce(0) { $0 + (layout[$1] as? [Any] ?? []).count }
    }
    return walk(json) + declarations
  }

  /// Small files of every multiplying shape (and the Examples): the checker's count is never below the IR's.
  @Test(arguments: 1...6)
  func theCountBoundsWhatLoweringWrites(k: Int) throws {
    let anchors = (0..<k).map { "    when width > \(300 + $0) { anchor: top; offset: \($0) 0 }\n" }.joined()
    let offsetsOnly = (0..<k).map { "    when height > \(400 + $0) { item-offset: \($0) 1 }\n" }.joined()
    let lists = (0..<k).map { "    when width > \(500 + $0) and mode == b { supplementaries: badge, star }\n" }.joined()
    let text = """
      param mode: a | b
      layout A {
        supplementary badge "badge" {
          size: 20 x 20
          anchor: top trailing
          item-anchor: top
      \(anchors)\(offsetsOnly)  }
        supplementary star "star" { size: 8 x 8; anchor: bottom }
        item cell {
          size: 1w x 44
          supplementaries: badge
      \(lists)    when mode == a { when width < 700 { insets: 2 } }
        }
        section {
          horizontal { size: 1w x 44; cell }
          when width > 400 or height > 400 { header "h" { size: 1w x 20 } }
        }
      }

      """
    let checked = Self.check(text)
    #expect(!checked.hasErrors, "\(checked.diagnostics.map(\.message))")
    let size = try Self.irSize(Lowering.lower(checked.program))
    #expect(size <= checked.compiledSize, "IR \(size), counted \(checked.compiledSize)")
  }

  @Test(arguments: Fixtures.files(in: "Examples", withExtension: "layout"))
  func examplesAreCountedAboveTheirIR(_ file: URL) throws {
    let checked = FrontEnd.check(SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file)))
    let size = try Self.irSize(Lowering.lower(checked.program))
    #expect(size <= checked.compiledSize, "IR \(size), counted \(checked.compiledSize)")
  }
}

/// What `compile` writes, layoutc reads back: an IR past the 64 MiB input cap is refused with exit 2 and nothing
/// written, instead of a file that `eval` would then refuse to read. (Within E0412's limit, conditions repeated over
/// many entries can still pretty-print to more than 64 MiB.)
@Suite struct CompiledOutputCapTests {
  @Test func anIRLargerThanTheInputCapIsNotWritten() {
    let text = CompiledSizeTests.conditionOverHeaders(terms: 990, headers: 500)
    let environment = FakeEnvironment(files: ["big.layout": text])
    #expect(Driver.run(arguments: ["compile", "big.layout", "-o", "big.json"], environment: environment) == 2)
    #expect(environment.standardError.contains("more than the 64 MiB layoutc reads from one input"))
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.files["big.json"] == nil && environment.written.isEmpty)
  }
}
