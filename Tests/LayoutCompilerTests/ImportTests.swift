import LayoutCompiler
import Testing

/// Files in memory, for imports: paths are absolute, the project root is `/p` unless told.
struct MemoryImportLoader: ImportLoader {
  var files: [String: String]
  var root = "/p"

  func projectRoot(ofFile path: String) -> String { root }
  func contents(ofFile path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }
}

/// `import "Shared.layout"` (Grammar/README.md, "Imports"): the shared declarations of imported files compile as if
/// written in the importing file; missing files, cycles, clashes, paths outside the project and errors of imported
/// files are reported at the import line.
@Suite struct ImportTests {
  static let feed = """
    import "Shared.layout"

    layout Feed {
      section { vertical { size: 1w x ~80; card } }
    }

    """

  static func compile(_ text: String, at path: String = "/p/Feed.layout", _ files: [String: String]) -> Compilation {
    Compilation(
      source: SourceFile(path: path, text: text), path: path, loader: MemoryImportLoader(files: files))
  }

  /// The import line of `text` that mentions `word`.
  static func line(of span: SourceSpan, in compilation: Compilation) -> Int {
    compilation.source.location(of: span.start).line
  }

  @Test func importedDeclarationsCompileAsIfWrittenInTheFile() throws {
    let shared =
      "let pad = 8\nitem card { size: 1w x ~80; insets: 0 pad }\nlayout Ignored { section { vertical { size: 1w x 1h; card } } }\n"
    let imported = Self.compile(Self.feed, ["/p/Shared.layout": shared])
    #expect(imported.diagnostics.map(\.message) == [])
    let inline = Compilation(
      path: "Feed.layout",
      text: Self.feed.replacingOccurrences(of: "import \"Shared.layout\"\n", with: "")
        + "let pad = 8\nitem card { size: 1w x ~80; insets: 0 pad }\n")
    let a = try #require(imported.ir)
    let b = try #require(inline.ir)
    // The imported file's own layout is not compiled into the importer.
    #expect(a.layouts.map(\.name) == ["Feed"])
    #expect(try a.encoded() == b.encoded())
    // The source map points at the import line for the imported item, never past the file.
    let spans = try #require(imported.sourceMap).layouts[0]
    #expect(spans.items.allSatisfy { $0.end <= imported.source.bytes.count })
    #expect(Self.line(of: spans.items[0], in: imported) == 1)
  }

  @Test func diamondLoadsEachFileOnce() {
    let files = [
      "/p/Shared.layout": "import \"a/Left.layout\"\nimport \"Right.layout\"\n",
      "/p/a/Left.layout": "import \"../Base.layout\"\n",
      "/p/Right.layout": "import \"Base.layout\"\n",
      "/p/Base.layout": "item card { size: 1w x ~80 }\n",
    ]
    let compilation = Self.compile(Self.feed, files)
    #expect(compilation.diagnostics.map(\.message) == [])
    #expect(
      compilation.imports.files.map(\.displayPath) == ["Base.layout", "a/Left.layout", "Right.layout", "Shared.layout"])
  }

  @Test func missingFileIsReportedAtTheImport() throws {
    let compilation = Self.compile(Self.feed, [:])
    let error = try #require(compilation.diagnostics.first { $0.code == .importNotFound })
    #expect(error.message == "cannot find imported file 'Shared.layout'")
    #expect(compilation.source.text(error.span) == "import \"Shared.layout\"")
  }

  @Test func missingFileThroughAnotherNamesBoth() throws {
    let compilation = Self.compile(Self.feed, ["/p/Shared.layout": "import \"Gone.layout\"\n"])
    let error = try #require(compilation.diagnostics.first { $0.code == .importNotFound })
    #expect(error.message == "cannot find imported file 'Gone.layout' (imported by 'Shared.layout')")
    #expect(Self.line(of: error.span, in: compilation) == 1)
  }

  @Test func cycleNamesTheChain() throws {
    let files = [
      "/p/Shared.layout": "import \"Base.layout\"\nitem card { size: 1w x ~80 }\n",
      "/p/Base.layout": "import \"Feed.layout\"\n",
    ]
    let compilation = Self.compile(Self.feed, files)
    let error = try #require(compilation.diagnostics.first { $0.code == .importCycle })
    #expect(
      error.message
        == "files import each other in a cycle: 'Feed.layout' -> 'Shared.layout' -> 'Base.layout' -> 'Feed.layout'")
    #expect(Self.line(of: error.span, in: compilation) == 1)
  }

  @Test func selfImportIsACycle() {
    let compilation = Self.compile("import \"Feed.layout\"\n", [:])
    #expect(compilation.diagnostics.map(\.code) == [.importCycle])
  }

  @Test func clashGivesBothPlaces() throws {
    let text = Self.feed + "item card { size: 1w x 44 }\n"
    let compilation = Self.compile(text, ["/p/Shared.layout": "\nitem card { size: 1w x ~80 }\n"])
    let error = try #require(compilation.diagnostics.first { $0.code == .importClash })
    #expect(error.message.hasSuffix("in 'Shared.layout:2:6'"))
    #expect(Self.line(of: error.span, in: compilation) == 1)
    let note = try #require(error.notes.first?.span)
    #expect(Self.line(of: note, in: compilation) == 6)
  }

  @Test func clashBetweenTwoImportedFiles() throws {
    let text =
      "import \"A.layout\"\nimport \"B.layout\"\n"
      + Self.feed.replacingOccurrences(of: "import \"Shared.layout\"\n", with: "")
    let files = ["/p/A.layout": "item card { size: 1w x 80 }\n", "/p/B.layout": "item card { size: 1w x 90 }\n"]
    let compilation = Self.compile(text, files)
    let error = try #require(compilation.diagnostics.first { $0.code == .importClash })
    #expect(Self.line(of: error.span, in: compilation) == 2)
    #expect(error.notes.map(\.message).contains { $0.contains("A.layout:1:1") })
  }

  @Test func importOutsideTheRootIsRefused() throws {
    let compilation = Self.compile(
      Self.feed.replacingOccurrences(of: "Shared.layout", with: "../../etc/Shared.layout"),
      ["/etc/Shared.layout": "item card { size: 1w x ~80 }\n"])
    let error = try #require(compilation.diagnostics.first { $0.code == .importOutsideRoot })
    #expect(error.message.contains("outside the project root '/p'"))
    #expect(compilation.ir == nil)
  }

  @Test func errorsOfAnImportedFileAreGatheredAtTheImport() throws {
    let compilation = Self.compile(Self.feed, ["/p/Shared.layout": "item card { size: 1w x ~80; colour: red }\n"])
    let errors = compilation.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code) == [.importedFileErrors])
    #expect(errors[0].notes.first?.message.hasPrefix("Shared.layout:1:29: ") == true)
    #expect(Self.line(of: errors[0].span, in: compilation) == 1)
  }

  @Test func syntaxErrorsOfAnImportedFileAreGatheredToo() {
    let compilation = Self.compile(Self.feed, ["/p/Shared.layout": "item card { size: 1w x ~80 \n"])
    #expect(compilation.diagnostics.filter { $0.severity == .error }.map(\.code).contains(.importedFileErrors))
  }

  @Test func deepChainsAreIterativeAndBounded() {
    // A chain as long as the limit allows resolves without recursion; one longer is refused at the import.
    func chain(_ length: Int) -> [String: String] {
      var files: [String: String] = [:]
      for index in 0..<length {
        files["/p/F\(index).layout"] =
          index + 1 < length ? "import \"F\(index + 1).layout\"\n" : "item card { size: 1w x ~80 }\n"
      }
      return files
    }
    let text = Self.feed.replacingOccurrences(of: "Shared.layout", with: "F0.layout")
    let within = Self.compile(text, chain(ImportGraph.maximumFiles))
    #expect(within.diagnostics.map(\.message) == [])
    let beyond = Self.compile(text, chain(ImportGraph.maximumFiles + 1))
    #expect(beyond.diagnostics.map(\.code).contains(.importLimit))
  }

  @Test func importInsideALayoutIsMisplaced() {
    let compilation = Compilation(path: "A.layout", text: "layout A {\n  import \"B.layout\"\n}\n")
    #expect(
      compilation.diagnostics.contains { $0.code == .misplacedEntry && $0.message.contains("imports go at the top") })
  }

  @Test func formatterKeepsImports() {
    let compilation = Compilation(
      path: "A.layout",
      text:
        "import   \"Shared.layout\"\nimport \"B.layout\"\nlayout A { section { horizontal { size: 1w x 44; card } } }\n"
    )
    guard case .formatted(let bytes) = compilation.formatted() else {
      Issue.record("not formatted")
      return
    }
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("import \"Shared.layout\"\nimport \"B.layout\"\n"))
  }

  @Test func pathsAreLexical() {
    #expect(
      ImportGraph.imports(of: Parser.parse(SourceFile(path: "a", text: "import \"x\\\\y.layout\"\n"))).map(\.path) == [
        "x\\y.layout"
      ])
  }
}
