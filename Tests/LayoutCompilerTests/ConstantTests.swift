import LayoutCompiler
import Testing

/// Named constants (Grammar/README.md, "Constants"): a name stands for its number or dimension wherever a value
/// takes a number, so a file with constants compiles to exactly the IR of the same file with the literals written.
@Suite struct ConstantTests {
  static let withConstants = """
    let gutter = 16
    let third = 1/3w
    let row = ~44
    let loose = >=8

    layout Grid {
      let pad = gutter
      supplementary badge "badge" { size: pad x pad; anchor: top trailing; offset: pad pad }
      item cell { size: third x row; insets: 0 pad; edges: leading loose; supplementaries: badge }
      section {
        insets: gutter 0
        spacing: gutter
        horizontal { size: 1w x row; spacing: pad; cell * 3 }
      }
    }

    """

  static let withLiterals = """
    layout Grid {
      supplementary badge "badge" { size: 16 x 16; anchor: top trailing; offset: 16 16 }
      item cell { size: 1/3w x ~44; insets: 0 16; edges: leading >=8; supplementaries: badge }
      section {
        insets: 16 0
        spacing: 16
        horizontal { size: 1w x ~44; spacing: 16; cell * 3 }
      }
    }

    """

  @Test func constantsCompileAsTheirLiterals() throws {
    let constants = Compilation(path: "Grid.layout", text: Self.withConstants)
    let literals = Compilation(path: "Grid.layout", text: Self.withLiterals)
    #expect(constants.diagnostics.map(\.message) == [])
    #expect(literals.diagnostics.map(\.message) == [])
    let a = try #require(constants.ir)
    let b = try #require(literals.ir)
    #expect(try a.encoded() == b.encoded())
  }

  /// Messages about a value point at the constant's use, not at its declaration.
  @Test func findingsPointAtTheUse() throws {
    let text = """
      let nothing = 0w
      layout A {
        item cell { size: nothing x 44 }
        section { horizontal { size: 1w x 44; cell } }
      }

      """
    let compilation = Compilation(path: "A.layout", text: text)
    let finding = try #require(compilation.diagnostics.first)
    #expect(finding.code.id == "E0403")
    #expect(compilation.source.text(finding.span) == "nothing")
    #expect(compilation.source.location(of: finding.span.start).line == 3)
  }

  /// The formatter keeps constants, one per line, with single spaces around `=`.
  @Test func formatterKeepsConstants() {
    let text =
      "let  a=1/3w;let b =  ~4\nlayout A { let c = b; item x { size: a x c }; section { horizontal { size: 1w x 44; x } } }\n"
    let formatted = Compilation(path: "A.layout", text: text).formatted()
    guard case .formatted(let bytes) = formatted else {
      Issue.record("not formatted: \(formatted)")
      return
    }
    let output = String(decoding: bytes, as: UTF8.self)
    #expect(output.hasPrefix("let a = 1/3w\nlet b = ~4\nlayout A {\n  let c = b\n"))
  }
}
