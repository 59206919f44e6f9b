import Foundation
import LayoutCompiler
import Testing

/// The façade end to end, importing `LayoutCompiler` alone: text in; diagnostics, IR, frames and formatting out.
@Suite struct CompilationTests {
  static let photos = """
    layout Photos {
      item photo { size: 1/3w x 1/3w }
      horizontal row { size: 1w x 1/3w; photo * 3 }
      section {
        row
      }
    }

    """

  @Test func cleanFileLowersAndEvaluates() throws {
    let compilation = Compilation(path: "Photos.layout", text: Self.photos)
    #expect(compilation.diagnostics.isEmpty)
    #expect(!compilation.hasErrors)
    #expect(compilation.dropped.total == 0)
    let ir = try #require(compilation.ir)
    #expect(ir.layouts.map(\.name) == ["Photos"])
    #expect(ir.layouts[0].items.map(\.name) == ["photo"])
    let evaluation = try compilation.evaluate(
      input: EvaluationInput(viewport: Size(width: 300, height: 600), scale: 2, itemCounts: [6]))
    #expect(evaluation.contentSize == Size(width: 300, height: 200))
    #expect(evaluation.allElements().count == 6)
    #expect(compilation.formatted() == .formatted(compilation.source.bytes))  // already canonical
  }

  /// The tree the model was checked from is the tree the snapshot hands out: the file is parsed once.
  @Test func oneTreeForEveryPart() {
    let compilation = Compilation(path: "Photos.layout", text: Self.photos)
    let tree = compilation.tree
    #expect(compilation.checked.tree === tree)
    #expect(compilation.checked.source === compilation.source)
  }

  /// An error stops the pipeline at the front end: no lint, no IR, no evaluation.
  @Test func errorsStopBeforeLintAndLowering() {
    let compilation = Compilation(
      path: "Broken.layout",
      text: "layout A {\n  item cell { size: 0.33w x 1h }\n  section { horizontal { size: 1w x 10; cel } }\n}\n")
    #expect(compilation.hasErrors)
    #expect(compilation.diagnostics.map(\.severity) == [.error])
    #expect(compilation.diagnostics == compilation.checked.diagnostics)
    #expect(compilation.ir == nil)
    #expect(compilation.sourceMap == nil)
    #expect(throws: CompilationError.fileHasErrors(path: "Broken.layout")) {
      try compilation.evaluate(input: EvaluationInput(viewport: Size(width: 1, height: 1), itemCounts: []))
    }
  }

  /// A file without errors is linted, and `// layoutc-ignore` comments silence findings: `check`'s pipeline.
  @Test func lintFindingsAndIgnoreComments() throws {
    let text = """
      layout A {
        item cell { size: 0.33w x 1h }
        section { horizontal { size: 1w x 100; cell } }
      }

      """
    let linted = Compilation(path: "A.layout", text: text)
    let finding = try #require(linted.diagnostics.first)
    #expect("\(finding.code)".contains("approximate-fraction"))
    #expect(linted.source.location(of: finding.span.start).line == 2)
    #expect(linted.ir != nil)  // lint findings are warnings: the file still lowers

    let ignored = Compilation(
      path: "A.layout",
      text: text.replacingOccurrences(
        of: "  item cell", with: "  // layoutc-ignore: approximate-fraction -- a third, near enough\n  item cell"))
    #expect(ignored.diagnostics.isEmpty)
  }

  @Test func choosingALayout() throws {
    let two = Compilation(
      path: "Two.layout", text: Self.photos + Self.photos.replacingOccurrences(of: "Photos", with: "Other"))
    #expect(try two.layout(named: "Other").name == "Other")
    #expect(throws: CompilationError.layoutNotChosen(available: ["Photos", "Other"])) { try two.layout() }
    #expect(throws: CompilationError.noSuchLayout(name: "Nope", available: ["Photos", "Other"])) {
      try two.layout(named: "Nope")
    }
  }

  /// Parts asked for from many threads at once are computed once and are the same everywhere (run under TSan in CI).
  @Test func concurrentReadersShareOneSnapshot() async {
    let compilation = Compilation(path: "Photos.layout", text: Self.photos)
    let results = await withTaskGroup(of: (ObjectIdentifier, Int, Int).self) { group in
      for _ in 0..<8 {
        group.addTask {
          (ObjectIdentifier(compilation.tree), compilation.diagnostics.count, compilation.ir?.layouts.count ?? -1)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(results.map(\.0)).count == 1)
    #expect(results.allSatisfy { $0.1 == 0 && $0.2 == 1 })
  }

  /// The README's "In an app or a test" façade example, verbatim, with what its comments say checked.
  @Test func readmeFacadeExample() throws {
    let text = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/PhotoGrid.layout"), encoding: .utf8)

    let compilation = Compilation(path: "PhotoGrid.layout", text: text)
    let diagnostics = compilation.diagnostics  // what `layoutc check` reports: errors, or lint findings
    let ir = compilation.ir!  // what `layoutc compile` writes (nil when the file has errors)
    let input = EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [7])
    let frames = try compilation.evaluate(layout: "PhotoGrid", input: input)
    let cell = frames.allElements().first { $0.category == .cell }!
    let origin = frames.origin(of: cell)!  // item 'photo' (#0)
    let span = compilation.declarationSpan(of: origin, layout: "PhotoGrid", input: input)!
    let start = compilation.source.location(of: span.start)  // line 4, column 3: `item photo {`
    let position = compilation.source.utf16Location(of: span.start)  // 4:3, as LSP and SARIF count columns

    #expect(diagnostics.isEmpty)
    #expect(ir.layouts.map(\.name) == ["PhotoGrid"])
    #expect("\(origin)" == "item 'photo' (#0)")
    #expect(start.line == 4 && start.column == 3)
    #expect(position == UTF16Location(line: 4, column: 3))
    #expect(compilation.source.text(span).hasPrefix("item photo {"))
  }
}
