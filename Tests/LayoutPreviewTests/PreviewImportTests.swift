import Foundation
import LayoutCompiler
import LayoutPreview
import LayoutTestSupport
import Testing

/// `layoutc preview` of a file that imports another: the imports resolve as `check` resolves them, and saving the
/// imported file reloads the page as saving the file does.
@Suite struct PreviewImportTests {
  static let shared = "item cell { size: 1w x 44 }\nsection-style card { insets: 8 }\n"
  static let feed = """
    import "Shared.layout"

    layout Feed {
      section { style: card; vertical { size: 1w x 44; cell } }
    }

    """

  /// Imported files from a dictionary, as a test's side of the façade's loader.
  struct Files: ImportLoader {
    var files: [String: String]
    func projectRoot(ofFile path: String) -> String { "/p" }
    func contents(ofFile path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }
  }

  static func snapshot(shared: String) -> PreviewSnapshot {
    let source = SourceFile(path: "/p/Feed.layout", text: feed)
    let imports = ImportGraph.resolve(
      Parser.parse(source), path: source.path, loader: Files(files: ["/p/Shared.layout": shared]))
    return PreviewSnapshot(path: source.path, bytes: source.bytes, imports: imports)
  }

  @Test func aSnapshotWithItsImportsCompilesAndItsVersionCoversThem() throws {
    let snapshot = Self.snapshot(shared: Self.shared)
    #expect(snapshot.problems(limit: nil) == nil)
    let render = PreviewSiteTests.site().answer(PreviewSiteTests.get("/render"), snapshot: snapshot)
    #expect(render.status == .ok)
    #expect(Self.snapshot(shared: Self.shared).version == snapshot.version)
    // The file's bytes are the same; only the imported file changed, and the page must still reload.
    let edited = Self.snapshot(shared: Self.shared.replacingOccurrences(of: "44", with: "60"))
    #expect(edited.version != snapshot.version)
    // Without its imports, the file's names are unknown: what preview showed before it resolved them.
    let alone = PreviewSnapshot(path: "/p/Feed.layout", bytes: Array(Self.feed.utf8))
    #expect(alone.problems(limit: nil)?.contains("[E0301]") == true)
  }

  @Test func theServerResolvesImportsAndFollowsSavesOfTheImportedFile() throws {
    let folder = try BuiltTool.folder(
      ["Feed.layout": Self.feed, "Shared.layout": Self.shared], prefix: "layoutc-preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try PreviewServerTests.Server([folder.appendingPathComponent("Feed.layout").path])
    defer { _ = server.stop() }
    try #require(server.port > 0)
    let port = server.port
    let picture = try PreviewServerTests.get(port, "/render")
    #expect(picture.status == 200, "\(picture.body)")
    #expect(picture.body.hasPrefix("<?xml"))

    // Saving the imported file with an error: the render answers check's report, located at the import.
    let before = try PreviewServerTests.get(port, "/version").body
    let shared = folder.appendingPathComponent("Shared.layout")
    try Data("item cell { size: 1w x }\nsection-style card { insets: 8 }\n".utf8).write(to: shared)
    let broken = try PreviewServerTests.get(port, "/render")
    #expect(broken.status == 422)
    #expect(broken.body.contains("Feed.layout:1:"), "\(broken.body)")
    #expect(try PreviewServerTests.get(port, "/version").body != before)
    try Data(Self.shared.utf8).write(to: shared)
    #expect(try PreviewServerTests.get(port, "/render").status == 200)
    #expect(try PreviewServerTests.get(port, "/version").body == before)
  }
}
