import LayoutSource
import LayoutTestSupport
import Testing

/// Renderers take any bytes and any spans, notes and edits without trapping, and keep their invariants:
/// the human format's first line is the concise line, and no output carries a raw control character.
@Suite struct RendererPropertyTests {
  static let code = DiagnosticCode(id: "P0001", phase: .types, title: "p", explanation: "", example: "", fixed: "")
  /// Pieces that stress the renderer: line breaks of every kind, tabs, multi-byte and wide characters,
  /// invalid UTF-8, NUL, bidi overrides, combining marks.
  static let pieces: [[UInt8]] = [
    Array("layout A {".utf8), Array(" item".utf8), [0x0A], [0x0D, 0x0A], [0x0D], [0x09], [0x00], [0xFF], [0xC3],
    Array("é".utf8), Array("日本".utf8), Array("😀".utf8), Array("\u{202E}".utf8), Array("e\u{301}".utf8),
    Array(String(repeating: "x", count: 150).utf8), Array("}".utf8), Array("  ".utf8), [0x7F], [0xE2, 0x80],
  ]

  @Test(arguments: 0..<200)
  func arbitraryInputsRenderSafely(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...30, using: &random) { bytes += Self.pieces.randomElement(using: &random)! }
    let source = SourceFile(path: "p.layout", bytes: bytes)
    func span() -> SourceSpan {
      let start = Int.random(in: -2...(bytes.count + 2), using: &random)
      return SourceSpan(start: start, end: start + Int.random(in: 0...40, using: &random))
    }
    var diagnostics: [Diagnostic] = []
    for _ in 0..<3 {
      let edits = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        TextEdit(span: span(), replacement: ["", ";", "\n}", "\t\u{0}é", "\r\n"].randomElement(using: &random)!)
      }
      diagnostics.append(
        Diagnostic(
          [.error, .warning, .note].randomElement(using: &random)!, Self.code, "message", at: span(),
          notes: [DiagnosticNote("located", at: span()), DiagnosticNote("floating")],
          fixIts: [FixIt(message: "fix", edits: edits)]))
    }
    let files = [FileDiagnostics(source: source, diagnostics: diagnostics)]
    for format in DiagnosticFormat.allCases {
      let output = format.render(files, colors: false)
      let stray = output.unicodeScalars.first { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
      #expect(stray == nil, "\(format) output has a raw control character U+\(String(stray?.value ?? 0, radix: 16))")
    }
    for diagnostic in diagnostics {
      let human = HumanRenderer.render(diagnostic, in: source)
      let concise = ConciseRenderer.render(diagnostic, in: source)
      #expect(human.prefix { $0 != "\n" } == concise.prefix { $0 != "\n" })
    }
  }
}
