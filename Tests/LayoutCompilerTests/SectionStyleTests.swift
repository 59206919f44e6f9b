import LayoutCompiler
import Testing

/// Section styles (Grammar/README.md, "Section styles"): a style's entries are merged into each section that applies
/// it, so a file with styles compiles to exactly the IR of the same file with every section written out by hand.
@Suite struct SectionStyleTests {
  static let withStyles = """
    section-style card {
      insets: 16
      spacing: 8
      background "card-bg" { insets: 4 }
      when width > 600 { insets: 32 }
    }
    section-style headed-card {
      style: card
      header "title" { size: 1w x 30; pinned: true }
      scroll: continuous
    }

    layout Feed {
      item cell { size: 1w x 44 }
      vertical column { size: 1w x 1h; cell }
      section { style: card; column }
      section {
        style: headed-card
        insets: 8
        footer "more" { size: 1w x 20 }
        column
      }
      section {
        style: card
        when width > 900 { spacing: 12 }
        vertical { size: 1w x 1h; cell }
      }
    }

    """

  /// What the author would write without styles: each section holds its style's entries first, then its own, and
  /// an own unconditional `insets` replaces every `insets` of the style (the `when` one too).
  static let byHand = """
    layout Feed {
      item cell { size: 1w x 44 }
      vertical column { size: 1w x 1h; cell }
      section {
        insets: 16
        spacing: 8
        background "card-bg" { insets: 4 }
        when width > 600 { insets: 32 }
        column
      }
      section {
        spacing: 8
        background "card-bg" { insets: 4 }
        header "title" { size: 1w x 30; pinned: true }
        scroll: continuous
        insets: 8
        footer "more" { size: 1w x 20 }
        column
      }
      section {
        insets: 16
        spacing: 8
        background "card-bg" { insets: 4 }
        when width > 600 { insets: 32 }
        when width > 900 { spacing: 12 }
        vertical { size: 1w x 1h; cell }
      }
    }

    """

  @Test func stylesCompileAsTheSectionsWrittenOut() throws {
    let styled = Compilation(path: "Feed.layout", text: Self.withStyles)
    let written = Compilation(path: "Feed.layout", text: Self.byHand)
    #expect(styled.diagnostics.map(\.message) == [])
    #expect(written.diagnostics.map(\.message) == [])
    let a = try #require(styled.ir)
    let b = try #require(written.ir)
    #expect(try a.encoded() == b.encoded())
  }

  /// The frames agree too (the evaluator reads the merged sections).
  @Test func stylesEvaluateAsTheSectionsWrittenOut() throws {
    let styled = Compilation(path: "Feed.layout", text: Self.withStyles)
    let written = Compilation(path: "Feed.layout", text: Self.byHand)
    for width in [390.0, 700, 1000] {
      let input = EvaluationInput(viewport: Size(width: width, height: 800), itemCounts: [3, 2, 4])
      let a = try styled.evaluate(layout: "Feed", input: input).allElements()
      let b = try written.evaluate(layout: "Feed", input: input).allElements()
      #expect(!a.isEmpty)
      #expect(a.map(\.frame) == b.map(\.frame))
    }
  }

  /// A style is imported like an item, and compiles as if declared in the importing file.
  @Test func importedStylesCompileAsIfWrittenInTheFile() throws {
    let shared = """
      section-style card { insets: 16; background "card-bg" { insets: 4 } }
      item cell { size: 1w x 44 }

      """
    let feed = """
      import "Shared.layout"

      layout Feed {
        section { style: card; vertical { size: 1w x 1h; cell } }
      }

      """
    let imported = Compilation(
      source: SourceFile(path: "/p/Feed.layout", text: feed), path: "/p/Feed.layout",
      loader: MemoryImportLoader(files: ["/p/Shared.layout": shared]))
    #expect(imported.diagnostics.map(\.message) == [])
    let inline = Compilation(
      path: "Feed.layout", text: feed.replacingOccurrences(of: "import \"Shared.layout\"\n", with: shared))
    #expect(try #require(imported.ir).encoded() == #require(inline.ir).encoded())
    // A misspelt imported style is an unknown name with a suggestion, in the importing file.
    let misspelt = Compilation(
      source: SourceFile(
        path: "/p/Feed.layout", text: feed.replacingOccurrences(of: "style: card", with: "style: crad")),
      path: "/p/Feed.layout", loader: MemoryImportLoader(files: ["/p/Shared.layout": shared]))
    #expect(misspelt.diagnostics.map(\.message) == ["cannot find 'crad' in scope; did you mean 'card'?"])
  }

  /// A finding about an inherited value points into the style, where the value is written (its fix-it edits the
  /// style), once however many sections apply the style.
  @Test func findingsInAStyledSectionPointIntoTheStyle() throws {
    let text = """
      section-style leaving { disappear: scale 0.5 }

      layout Feed {
        item cell { size: 1w x 44 }
        section { style: leaving; vertical { size: 1w x 1h; cell } }
        section { style: leaving; vertical { size: 1w x 1h; cell } }
      }

      """
    let compilation = Compilation(path: "Feed.layout", text: text)
    let findings = compilation.diagnostics.filter { $0.code.id == "disappear-without-fade" }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(compilation.source.location(of: finding.span.start).line == 1)
    #expect(compilation.source.text(finding.span) == "scale 0.5")
  }
}

/// Unused constants (`unused-declaration`): reported with a fix-it that deletes the whole line, never in a shared
/// file (one without layouts), nor for an imported constant the importer leaves unused.
@Suite struct UnusedConstantTests {
  @Test func fixItDeletesTheLine() throws {
    let text =
      "layout A {\n  let pad = 4\n  item cell { size: 1w x 44 }\n  section { vertical { size: 1w x 1h; cell } }\n}\n"
    let compilation = Compilation(path: "A.layout", text: text)
    let finding = try #require(compilation.diagnostics.first { $0.code.id == "unused-declaration" })
    #expect(finding.message == "constant 'pad' is never used")
    let edit = try #require(finding.fixIts.first?.edits.first)
    #expect(compilation.source.text(edit.span) == "  let pad = 4\n")
  }

  @Test func sharedFilesAndImportersReportNoExports() throws {
    let shared = "let gutter = 16\nlet spare = 3\nitem cell { size: 1w x 44 }\n"
    #expect(Compilation(path: "Shared.layout", text: shared).diagnostics.isEmpty)
    let feed = """
      import "Shared.layout"

      layout Feed {
        section { insets: gutter; vertical { size: 1w x 1h; cell } }
      }

      """
    let compilation = Compilation(
      source: SourceFile(path: "/p/Feed.layout", text: feed), path: "/p/Feed.layout",
      loader: MemoryImportLoader(files: ["/p/Shared.layout": shared]))
    #expect(compilation.diagnostics.map(\.message) == [])
  }
}

/// The importer's file-level constants may name imported ones (imported constants are read first), and a constant
/// declared in both files is a clash at the import (E0322).
@Suite struct ImportedConstantTests {
  static let shared = "let gutter = 16\nitem cell { size: 1w x 44 }\n"

  static func compile(_ text: String) -> Compilation {
    Compilation(
      source: SourceFile(path: "/p/Feed.layout", text: text), path: "/p/Feed.layout",
      loader: MemoryImportLoader(files: ["/p/Shared.layout": shared]))
  }

  @Test func fileLevelConstantsNameImportedOnes() throws {
    let text = """
      import "Shared.layout"
      let wide = gutter

      layout Feed {
        section { insets: wide; vertical { size: 1w x 1h; cell } }
      }

      """
    let compilation = Self.compile(text)
    #expect(compilation.diagnostics.map(\.message) == [])
    let written = Compilation(
      path: "Feed.layout",
      text:
        "layout Feed {\n  item cell { size: 1w x 44 }\n  section { insets: 16; vertical { size: 1w x 1h; cell } }\n}\n")
    #expect(try #require(compilation.ir).encoded() == #require(written.ir).encoded())
  }

  @Test func aConstantInBothFilesIsAClashAtTheImport() throws {
    let text =
      "import \"Shared.layout\"\nlet gutter = 8\n\nlayout Feed {\n  section { insets: gutter; vertical { size: 1w x 1h; cell } }\n}\n"
    let compilation = Self.compile(text)
    let clash = try #require(compilation.diagnostics.first { $0.code == .importClash })
    #expect(compilation.source.location(of: clash.span.start).line == 1)
  }
}
