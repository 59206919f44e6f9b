import LayoutSource
import Testing

/// Renderer behaviour the front end cannot (yet) reach: warnings, notes without a location, multi-line spans,
/// deletions, colour, escaping. Diagnostics here are built by hand.
@Suite struct RendererTests {
  static let code = DiagnosticCode(id: "T0001", phase: .types, title: "t", explanation: "", example: "", fixed: "")
  let source = SourceFile(path: "a.layout", text: "layout A {\n  item cell {\n    size: 1w x 1h\n  }\n}\n")

  @Test func multiLineSpanIsMarkedToTheEndOfItsFirstLine() {
    let diagnostic = Diagnostic.warning(Self.code, "block spans lines", at: SourceSpan(start: 13, end: 46))
    let expected = """
      a.layout:2:3: warning: block spans lines [T0001]
        1 | layout A {
        2 |   item cell {
          |   ^~~~~~~~~~~

      """
    #expect(HumanRenderer.render(diagnostic, in: source) == expected)
  }

  @Test func noteWithoutLocationAndDeletionFixIt() {
    let diagnostic = Diagnostic.error(
      Self.code, "remove it", at: SourceSpan(start: 18, end: 22), notes: [DiagnosticNote("no location here")],
      fixIts: [
        FixIt(message: "delete 'cell'", edits: [TextEdit(span: SourceSpan(start: 17, end: 22), replacement: "")])
      ])
    let expected = """
      a.layout:2:8: error: remove it [T0001]
        1 | layout A {
        2 |   item cell {
          |        ^~~~
      note: no location here
      help: delete 'cell'
        2 |   item cell {
          |       -----

      """
    #expect(HumanRenderer.render(diagnostic, in: source) == expected)
    #expect(
      ConciseRenderer.render(diagnostic, in: source)
        == "a.layout:2:8: error: remove it [T0001]\na.layout:2:8: note: no location here\n")
  }

  @Test func replacementOverlapAndLongPreview() {
    let replace = FixIt(
      message: "rename",
      edits: [
        TextEdit(span: SourceSpan(start: 18, end: 22), replacement: "tile"),
        TextEdit(span: SourceSpan(start: 19, end: 21), replacement: "overlapping edits are dropped"),
      ])
    let tall = FixIt(
      message: "insert lines", edits: [TextEdit(span: .point(24), replacement: "\n1\n2\n3\n4\n5\n6\n7")])
    let diagnostic = Diagnostic.error(Self.code, "fix", at: .point(18), fixIts: [replace, tall])
    let expected = """
      a.layout:2:8: error: fix [T0001]
        1 | layout A {
        2 |   item cell {
          |        ^
      help: rename
        2 |   item tile {
          |        ~~~~
      help: insert lines
        2 |   item cell {
        3 | 1
          | +
        4 | 2
          | +
        5 | 3
          | +
        6 | 4
          | +
        7 | 5
          | +
          | ...

      """
    #expect(HumanRenderer.render(diagnostic, in: source) == expected)
  }

  @Test func emptySpanAtEndOfFileAndEmptyFile() {
    let diagnostic = Diagnostic.error(Self.code, "at the end", at: .point(source.bytes.count))
    #expect(
      HumanRenderer.render(diagnostic, in: source)
        == "a.layout:6:1: error: at the end [T0001]\n  5 | }\n  6 |\n    | ^\n")
    let empty = SourceFile(path: "e.layout", bytes: [])
    let onEmpty = Diagnostic.error(Self.code, "empty", at: .point(0))
    #expect(HumanRenderer.render(onEmpty, in: empty) == "e.layout:1:1: error: empty [T0001]\n  1 |\n    | ^\n")
  }

  @Test func spansOutsideTheFileAreClampedNotFatal() {
    let diagnostic = Diagnostic.error(
      Self.code, "far away", at: SourceSpan(start: 900, end: 1000),
      notes: [DiagnosticNote("also far", at: SourceSpan(start: -5, end: 2))],
      fixIts: [
        FixIt(message: "edit far", edits: [TextEdit(span: SourceSpan(start: 2000, end: 3000), replacement: "x")])
      ])
    let rendered = HumanRenderer.render(diagnostic, in: source)
    #expect(rendered.hasPrefix("a.layout:6:1: error: far away [T0001]\n"))
    #expect(rendered.contains("a.layout:1:1: note: also far"))
    #expect(
      JSONRenderer.render([FileDiagnostics(source: source, diagnostics: [diagnostic])]).contains("\"offset\": 49"))
  }

  @Test func messagesStayOnOneLine() {
    let diagnostic = Diagnostic.error(Self.code, "two\nlines\u{202E}", at: .point(0))
    #expect(ConciseRenderer.render(diagnostic, in: source) == "a.layout:1:1: error: two\u{240A}lines<U+202E> [T0001]\n")
  }

  @Test func colourIsOnlyAddedWhenAsked() {
    let diagnostic = Diagnostic.warning(Self.code, "careful", at: SourceSpan(start: 0, end: 6))
    let plain = HumanRenderer.render(diagnostic, in: source)
    let coloured = HumanRenderer.render(diagnostic, in: source, colors: true)
    #expect(!plain.contains("\u{1B}"))
    #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;33m^~~~~~\u{1B}[0m"))
    let error = Diagnostic.error(Self.code, "bad", at: .point(0))
    #expect(ConciseRenderer.render(error, in: source, colors: true).contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(
      !DiagnosticFormat.json.render([FileDiagnostics(source: source, diagnostics: [error])], colors: true)
        .contains("\u{1B}"))
  }

  @Test func jsonEscapesEveryControlCharacter() {
    let message = "q\"b\\n\nr\rt\tnul\u{0}bel\u{7}del\u{7F}ls\u{2028}é"
    let diagnostic = Diagnostic.error(Self.code, message, at: .point(0))
    let odd = SourceFile(path: "dir/\"odd\".layout", bytes: [0xFF, 0x0A])
    let json = JSONRenderer.render([FileDiagnostics(source: odd, diagnostics: [diagnostic])])
    #expect(json.contains(#""message": "q\"b\\n\nr\rt\tnul\u0000bel\u0007del\u007fls\u2028é""#))
    #expect(json.contains(#""path": "dir/\"odd\".layout""#))
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func jsonHasTheDocumentedShape() {
    let diagnostic = Diagnostic.error(
      Self.code, "m", at: SourceSpan(start: 13, end: 17),
      notes: [DiagnosticNote("n"), DiagnosticNote("o", at: .point(0))],
      fixIts: [FixIt(message: "f", edits: [TextEdit(span: .point(17), replacement: ";")])])
    let json = JSONRenderer.render([
      FileDiagnostics(source: source, diagnostics: [diagnostic]),
      FileDiagnostics(source: SourceFile(path: "b.layout", text: ""), diagnostics: []),
    ])
    let expected = """
      {
        "version": 1,
        "files": [
          {
            "path": "a.layout",
            "diagnostics": [
              {
                "severity": "error",
                "code": "T0001",
                "message": "m",
                "range": {"start": {"line": 2, "column": 3, "offset": 13}, "end": {"line": 2, "column": 7, "offset": 17}},
                "notes": [
                  {"message": "n"},
                  {"message": "o", "range": {"start": {"line": 1, "column": 1, "offset": 0}, "end": {"line": 1, "column": 1, "offset": 0}}}
                ],
                "fixIts": [
                  {
                    "message": "f",
                    "edits": [
                      {"range": {"start": {"line": 2, "column": 7, "offset": 17}, "end": {"line": 2, "column": 7, "offset": 17}}, "replacement": ";"}
                    ]
                  }
                ]
              }
            ]
          },
          {
            "path": "b.layout",
            "diagnostics": []
          }
        ],
        "summary": {"files": 2, "errors": 1, "warnings": 0}
      }

      """
    #expect(json == expected)
  }

  @Test func githubEscapesDataAndProperties() {
    let path = SourceFile(path: "a,b:c%.layout", text: "layout A {\n  item cell {\n")
    let diagnostic = Diagnostic.warning(
      Self.code, "50% of\nit, really: yes", at: SourceSpan(start: 13, end: 22),
      notes: [DiagnosticNote("here", at: .point(0))],
      fixIts: [FixIt(message: "fix", edits: [])])
    #expect(
      GitHubRenderer.render([FileDiagnostics(source: path, diagnostics: [diagnostic])])
        == "::warning file=a%2Cb%3Ac%25.layout,line=2,col=3,endLine=2,endColumn=11,title=T0001::"
        + "50%25 of%0Ait, really: yes%0Anote: here (line 1)%0Ahelp: fix\n")
    let point = Diagnostic.error(Self.code, "x", at: .point(13))
    #expect(
      GitHubRenderer.render([FileDiagnostics(source: path, diagnostics: [point])])
        == "::error file=a%2Cb%3Ac%25.layout,line=2,col=3,endLine=2,endColumn=3,title=T0001::x\n")
  }

  @Test(arguments: [
    (0, 0, 0, "no .layout files to check"), (1, 0, 0, "no problems found in 1 file"),
    (3, 0, 0, "no problems found in 3 files"), (2, 1, 0, "1 error"), (2, 2, 1, "2 errors, 1 warning"),
    (1, 0, 3, "3 warnings"),
  ])
  func summaryWording(files: Int, errors: Int, warnings: Int, expected: String) {
    let source = SourceFile(path: "x", text: "")
    var all = Array(repeating: FileDiagnostics(source: source, diagnostics: []), count: files)
    if files > 0 {
      all[0] = FileDiagnostics(
        source: source,
        diagnostics: Array(repeating: .error(Self.code, "e", at: .point(0)), count: errors)
          + Array(repeating: .warning(Self.code, "w", at: .point(0)), count: warnings))
    }
    #expect(DiagnosticSummary(all).line == expected)
  }
}
