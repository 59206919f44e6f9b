import Foundation
import LayoutRender
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `layoutc render` with a motion: the filmstrip's and the animation's columns, the frames they draw agreeing with
/// `eval` at the same progress, and every bad combination of flags with exit status 2 and its message.
@Suite struct RenderMotionTests {
  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let environment = FakeEnvironment(files: [
      "Photos.layout": CompileCommandTests.example("Photos"), "grid.layout": EvalMotionTests.grid,
      "switcher.layout": EvalMotionTests.switcher,
    ])
    let status = Driver.run(arguments: ["render"] + arguments, environment: environment)
    return (status, environment.standardOutput, environment.standardError)
  }

  static let photos = [
    "Photos.layout", "--viewport", "390x844", "--items", "8", "--from", "mode=allPhotos", "--to", "mode=monthSummary",
  ]

  static func captions(_ svg: String) -> [String] {
    svg.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<text class=\"caption\""), let start = line.firstIndex(of: ">") else { return nil }
      return String(line[line.index(after: start)...].prefix { $0 != "<" })
    }
  }

  @Test("M2.3: --frames N draws N columns at progress 0, 1/(N-1), ..., 1")
  func filmstripColumns() {
    let result = Self.run(Self.photos + ["--frames", "5"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      Self.captions(result.output) == ["progress 0", "progress 0.25", "progress 0.5", "progress 0.75", "progress 1"])
    #expect(result.output.contains("<title>Photos (Photos.layout): mode=allPhotos -&gt; mode=monthSummary; 390x844"))
  }

  /// T2.1 with motion.md's example (d): the picture's frames are eval's at the same progress and driver.
  @Test("T2.1, M1.6: one picture at --progress draws eval's frames", arguments: ["transition", "animated"])
  func onePictureAtAProgress(driver: String) throws {
    let picture = Self.run(Self.photos + ["--progress", "0.3", "--driver", driver])
    #expect(picture.status == 0, "\(picture.error)")
    #expect(Self.captions(picture.output) == ["progress 0.3"])
    let eval = EvalMotionTests.run(Self.photos + ["--progress", "0.3", "--driver", driver, "--format", "table"])
    #expect(eval.status == 0)
    // Each cell's exact frame is in its title, as eval's table prints it.
    var checked = 0
    for line in eval.output.split(separator: "\n") where line.hasPrefix("cell ") {
      let columns = line.split(separator: " ")
      let frame = "(\(columns[4]), \(columns[5]), \(columns[6]), \(columns[7]))"
      #expect(picture.output.contains(" \(columns[2]):\(columns[3]): cell at \(frame)"), "\(line)")
      checked += 1
    }
    #expect(checked == 8)
  }

  @Test("M2.1: --animate writes one animated picture; updates take UIKit's ease-in-out")
  func animation() {
    let transition = Self.run(Self.photos + ["--animate"])
    #expect(transition.status == 0, "\(transition.error)")
    #expect(transition.output.contains("keySplines=\"0 0 1 1;0 0 1 1;0 0 1 1\""))
    let update = Self.run([
      "grid.layout", "--viewport", "390x844", "--items", "7", "--update", "delete 0:1; insert 0:4; move 0:6 -> 0:0",
      "--animate",
    ])
    #expect(update.status == 0, "\(update.error)")
    #expect(update.output.contains("keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1\""))
    #expect(update.output.contains("data-only=\"before\""))
    #expect(Self.captions(update.output) == ["progress 0 to 1 over 0.3 s (ease-in-out), 0.6 s pauses, repeating"])
  }

  @Test(
    "bad combinations exit 2 with a message",
    arguments: [
      (["--frames", "0"], "invalid --frames '0'; expected a whole number of pictures from 2 to 64"),
      (["--frames", "1"], "invalid --frames '1'"),
      (["--frames", "65"], "invalid --frames '65'"),
      (["--frames", "nan"], "invalid --frames 'nan'"),
      (["--frames", "2.5"], "invalid --frames '2.5'"),
      (["--frames", "3", "--animate"], "--frames draws a filmstrip and --animate one picture; choose one"),
      (["--frames", "3", "--progress", "0.5"], "--progress draws one picture at that progress"),
      (["--animate", "--progress", "0.5"], "--progress draws one picture at that progress"),
      (["--progress", "nan"], "invalid --progress 'nan'; expected a number from 0 to 1"),
      (["--progress", "1.5"], "invalid --progress '1.5'"),
      (["--viewport", "800x600", "--frames", "3"], "a motion is drawn at one viewport"),
      (["--all-variants", "--frames", "3"], "--all-variants does not apply"),
      (["--offset", "0,99999", "--frames", "3"], "offset"),
    ])
  func badCombinations(extra: [String], message: String) {
    let result = Self.run(Self.photos + extra)
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test(
    "motion flags without a motion exit 2",
    arguments: [
      (["--frames", "3"], "--frames needs a transition"),
      (["--animate"], "--animate needs a transition"),
      (["--offset", "0,10"], "--offset needs a transition"),
      (["--progress", "0.5"], "--progress needs a transition"),
    ])
  func flagsWithoutAMotion(extra: [String], message: String) {
    let result = Self.run(["Photos.layout", "--viewport", "390x844"] + extra)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test func anInvalidUpdateIsAUsageError() {
    let result = Self.run([
      "grid.layout", "--viewport", "390x844", "--items", "3", "--update", "delete 0:9", "--frames", "2",
    ])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("error: invalid --update: "), "\(result.error)")
  }
}
