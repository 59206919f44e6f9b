import LayoutCompiler
import LayoutLint
import LayoutServer
import Testing

/// A document's imports are read through its project (`ProjectSettingsSource.imports(of:)`, which `layoutc lsp`
/// answers from disk): imported names are known in the editor as in `layoutc check`.
@Suite struct ImportedDocumentTests {
  struct Files: ImportLoader {
    var files: [String: String]
    func projectRoot(ofFile path: String) -> String { "/p" }
    func contents(ofFile path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }
  }

  final class Project: ProjectSettingsSource {
    let files: Files
    init(files: [String: String]) { self.files = Files(files: files) }
    func settings(forPath path: String) -> (lint: LintSettings, problems: [String]) { (.standard, []) }
    func reload() {}
    func imports(of source: SourceFile) -> ImportGraph {
      ImportGraph.resolve(Parser.parse(source), path: source.path, loader: files)
    }
  }

  static let feed = "import \"Shared.layout\"\nlayout Feed { section { vertical { size: 1w x ~80; card } } }\n"

  static func codes(project: Project) -> [String] {
    let server = LanguageServer(project: project)
    _ = server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    _ = server.receive(Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8))
    let messages = server.receive(
      Array(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///p/Feed.layout","version":1,"text":\#(JSONValue.quoted(feed))}}}"#
          .utf8))
    let published = messages.first { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
    return published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
  }

  @Test func importedNamesAreKnown() {
    #expect(Self.codes(project: Project(files: ["/p/Shared.layout": "item card { size: 1w x ~80 }\n"])) == [])
  }

  @Test func aMissingImportIsReportedInTheEditor() {
    #expect(Self.codes(project: Project(files: [:])).contains("E0320"))
  }
}
