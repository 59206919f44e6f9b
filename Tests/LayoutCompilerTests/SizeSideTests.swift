import LayoutCompiler
import Testing

/// Partial size overrides (Grammar/README.md, "Partial overrides"): `width:` and `height:` override one side of the
/// size in force, through the whole pipeline (checker, IR, evaluator, source map).
@Suite struct SizeSideTests {
  static let feed = """
    layout Feed {
      param density: regular | compact = regular
      item cell {
        size: 1/2w x 80
        when width > 600 { width: 1/4w }
        when density == compact { height: 56 }
      }
      section { horizontal { size: 1w x 80; cell } }
    }

    """

  /// Each side is the last applicable assignment that sets it, for every variant: the width and the height vary
  /// separately, and neither override restates the other side.
  @Test(arguments: [
    (390.0, "regular", 195.0, 80.0), (390, "compact", 195, 56), (800, "regular", 200, 80), (800, "compact", 200, 56),
  ])
  func eachSideIsTheLastApplicable(viewportWidth: Double, density: String, width: Double, height: Double) throws {
    let compilation = Compilation(path: "Feed.layout", text: Self.feed)
    #expect(compilation.diagnostics.isEmpty)
    let evaluation = try compilation.evaluate(
      input: EvaluationInput(
        viewport: Size(width: viewportWidth, height: 600), scale: 1, params: ["density": density], itemCounts: [1]))
    let cell = try #require(evaluation.allElements().first { $0.category == .cell })
    #expect(cell.frame.width == width && cell.frame.height == height)
  }

  /// The IR holds whole sizes only (its readers need nothing new): the pairs of width and height, each guarded by
  /// both conditions, in the order that makes the last holding one right.
  @Test func irHoldsWholeSizes() throws {
    let ir = try #require(Compilation(path: "Feed.layout", text: Self.feed).ir)
    let sizes = ir.layouts[0].items[0].size.assignments
    #expect(sizes.count == 4)
    #expect(sizes[0].when == nil)
    #expect(sizes[1].value.height == .absolute(IRNumber(56)) && sizes[1].value.width == sizes[0].value.width)
    #expect(sizes[2].value.width == .fractionalWidth(IRNumber(Rational(1, 4)!)))
    guard case .and(let parts)? = sizes[3].when else {
      Issue.record("the last pair holds where both overrides do: \(String(describing: sizes[3].when))")
      return
    }
    #expect(parts.count == 2)
  }

  /// A size folded from an override points at the override: the source map's size entry of each pair is the later
  /// of its two assignments, so a finding about the compact size names `56`.
  @Test func sourceMapPointsAtTheOverride() throws {
    let compilation = Compilation(path: "Feed.layout", text: Self.feed)
    let spans = try #require(compilation.sourceMap?.layouts[0].itemDeclarations.first).spans(of: .size)
    #expect(spans.map { compilation.source.text($0) } == ["1/2w x 80", "56", "1/4w", "56"])
  }

  /// A file without sides compiles exactly as before: nothing is folded, nothing paired.
  @Test func sizesAloneAreUntouched() throws {
    let text = """
      layout A {
        param p: a | b = a
        item cell { size: 1w x 44; when p == b { size: 1/2w x 44 } }
        section { horizontal { size: 1w x 44; cell } }
      }

      """
    let ir = try #require(Compilation(path: "A.layout", text: text).ir)
    #expect(ir.layouts[0].items[0].size.assignments.count == 2)
  }

  /// The pairs are bounded: many separate width and height overrides are refused at the declaration (E0412)
  /// instead of multiplying into millions of sizes; the size alone is kept, so no second error follows.
  @Test func pairsAreBounded() {
    let overrides = (0..<40).map {
      "    when width > \(300 + $0) { width: 1/2w }\n    when height > \(300 + $0) { height: 40 }\n"
    }
    let text =
      "layout A {\n  item cell {\n    size: 1w x 44\n\(overrides.joined())  }\n"
      + "  section { horizontal { size: 1w x 44; cell } }\n}\n"
    let compilation = Compilation(path: "A.layout", text: text)
    let errors = compilation.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code.id) == ["E0412"])
    #expect(errors.first?.message.contains("make 1681 sizes; the limit is 1024") == true)
    #expect(compilation.source.text(errors[0].span) == "item cell")
  }
}
