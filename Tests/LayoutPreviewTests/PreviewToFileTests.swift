import Foundation
import LayoutCompiler
import LayoutDriver
import LayoutPreview
import LayoutTestSupport
import Testing

/// `layoutc preview FILE --to-file OTHER`: the transition to a layout of another file, drawn as `render`
/// draws it, the other file read from the snapshot the command keeps (never from a request).
@Suite struct PreviewToFileTests {
  static func settings(toFile path: String) -> PreviewSettings {
    var settings = PreviewSiteTests.settings
    settings.items = "8"
    settings.params = ["mode=monthSummary"]
    settings.motion = [RenderOption("from", "mode=allPhotos"), RenderOption("to-file", path)]
    settings.progress = "0"
    settings.playProgresses = ["0", "0.5", "1"]
    return settings
  }

  static func site(toFile path: String, end: PreviewSnapshot?) -> PreviewSite {
    PreviewSite(settings: settings(toFile: path)) { compilation, options in
      PreviewSheets.sheet(compilation, options, end: end)
    }
  }

  @Test("T2.2: the render route with --to-file answers what 'render --to-file' draws at the progress")
  func rendersTheTransitionToTheOtherFile() throws {
    let tool = try #require(BuiltTool.layoutc)
    let snapshot = try PreviewSiteTests.example("Photos.layout")
    let expected = try BuiltTool.run(
      tool,
      [
        "render", snapshot.path, "--viewport", "390x844", "--items", "8", "--set", "mode=monthSummary", "--from",
        "mode=allPhotos", "--to-file", snapshot.path, "--progress", "0.5",
      ])
    #expect(expected.status == 0)
    let answer = Self.site(toFile: snapshot.path, end: snapshot).answer(
      PreviewSiteTests.get("/render?width=390&height=844&progress=0.5"), snapshot: snapshot)
    #expect(answer.status == .ok, "\(answer.bodyText)")
    #expect(answer.body == expected.standardOutput)
    let page = Self.site(toFile: snapshot.path, end: snapshot).answer(PreviewSiteTests.get("/"), snapshot: snapshot)
    #expect(page.bodyText.contains("id=\"progress\""))
  }

  @Test("--to-file with errors: the page gets a message naming the other file instead of a picture")
  func theOtherFileHasErrors() throws {
    let snapshot = try PreviewSiteTests.example("Photos.layout")
    let broken = PreviewSnapshot(path: "other.layout", bytes: Array("layout Other { section { } }".utf8))
    let answer = Self.site(toFile: "other.layout", end: broken).answer(
      PreviewSiteTests.get("/render?progress=0.5"), snapshot: snapshot)
    #expect(answer.status == .badRequest)
    #expect(answer.bodyText == "error: 'other.layout' has errors; 'layoutc check other.layout' lists them\n")
    let unread = PreviewSnapshot(path: "other.layout", readError: "No such file or directory")
    let missing = Self.site(toFile: "other.layout", end: unread).answer(
      PreviewSiteTests.get("/render?progress=0.5"), snapshot: snapshot)
    #expect(missing.bodyText == "error: cannot read 'other.layout': No such file or directory\n")
  }

  @Test("a request cannot bring in a file: --to-file is read only when the preview was started with it")
  func noOtherFileWithoutTheCommandsOwn() throws {
    let snapshot = try PreviewSiteTests.example("Photos.layout")
    let answer = PreviewSite(settings: Self.settings(toFile: snapshot.path), sheets: PreviewSheets.sheet).answer(
      PreviewSiteTests.get("/render?progress=0.5"), snapshot: snapshot)
    #expect(answer.status == .badRequest)
    #expect(answer.bodyText.contains("--to-file is given when the preview starts"))
  }
}
