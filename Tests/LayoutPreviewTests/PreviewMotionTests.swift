import Foundation
import LayoutCompiler
import LayoutDriver
import LayoutPreview
import LayoutTestSupport
import Testing

/// The preview of a motion: the page's progress slider and play button, and the render route at a `progress`,
/// checked like `--progress` and answering what `layoutc render` draws.
@Suite struct PreviewMotionTests {
  static var settings: PreviewSettings {
    var settings = PreviewSiteTests.settings
    settings.params = []
    settings.items = "8"
    settings.motion = [RenderOption("from", "mode=allPhotos"), RenderOption("to", "mode=monthSummary")]
    settings.progress = "0"
    settings.playProgresses = ["0", "0.5", "1"]
    return settings
  }

  @Test("M2.2: a motion's page has a progress slider and a play button with the frames to play")
  func thePageHasASliderAndAPlayButton() throws {
    let snapshot = try PreviewSiteTests.example("Photos.layout")
    let page = PreviewSiteTests.site(Self.settings).answer(PreviewSiteTests.get("/"), snapshot: snapshot).bodyText
    #expect(page.contains("<input id=\"progress\" type=\"range\" min=\"0\" max=\"1\" step=\"any\" value=\"0\">"))
    #expect(page.contains("<button id=\"play\" type=\"button\">play</button>"))
    #expect(page.contains("data-play=\"[0,0.5,1]\""))
    let rest = PreviewSiteTests.site().answer(PreviewSiteTests.get("/"), snapshot: snapshot).bodyText
    #expect(!rest.contains("id=\"progress\"") && !rest.contains("id=\"play\""))
    let script = PreviewSiteTests.site().answer(PreviewSiteTests.get("/preview.js"), snapshot: snapshot).bodyText
    #expect(script.contains("values.set(\"progress\", progress.value)"))
  }

  @Test("M2.3: the render route at a progress answers what render draws there")
  func rendersAtAProgress() throws {
    let tool = try #require(BuiltTool.layoutc)
    let snapshot = try PreviewSiteTests.example("Photos.layout")
    let expected = try BuiltTool.run(
      tool,
      [
        "render", snapshot.path, "--viewport", "390x844", "--items", "8", "--from", "mode=allPhotos", "--to",
        "mode=monthSummary", "--progress", "0.25",
      ])
    #expect(expected.status == 0)
    let answer = PreviewSiteTests.site(Self.settings).answer(
      PreviewSiteTests.get("/render?width=390&height=844&progress=0.25"), snapshot: snapshot)
    #expect(answer.status == .ok)
    #expect(answer.body == expected.standardOutput)
  }

  @Test(arguments: ["1.5", "-0.1", "nan", "abc", ""])
  func aProgressOutOfRangeGetsRendersMessage(value: String) throws {
    let answer = PreviewSiteTests.site(Self.settings).answer(
      PreviewSiteTests.get("/render?progress=\(value)"), snapshot: try PreviewSiteTests.example("Photos.layout"))
    #expect(answer.status == .badRequest)
    #expect(answer.bodyText == "error: invalid --progress '\(value)'; expected a number from 0 to 1\n")
  }

  @Test func aProgressWithoutAMotionIsRefused() throws {
    let answer = PreviewSiteTests.site().answer(
      PreviewSiteTests.get("/render?progress=0.5"), snapshot: try PreviewSiteTests.example("Photos.layout"))
    #expect(answer.status == .badRequest)
    #expect(answer.bodyText.contains("progress needs a motion"))
  }
}
