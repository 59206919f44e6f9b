import Foundation
import LayoutRender
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `layoutc render` in process: what it writes where, its columns, and every kind of bad input with its exit status
/// and message. (What a sheet draws is `LayoutRenderTests`' subject.)
@Suite struct RenderCommandTests {
  static func environment() -> FakeEnvironment {
    let environment = EvalCommandTests.environment()
    environment.files["ir.json"] = Array("{\"format\": \"layoutc-ir\"}".utf8)
    return environment
  }

  @Test func drawsToStandardOutputOrToTheFileNamedByO() throws {
    let environment = Self.environment()
    #expect(environment.run("render", "PhotoGrid", "--viewport", "390x844") == 0)
    #expect(environment.standardError.isEmpty)
    #expect(environment.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(environment.standardOutput.hasSuffix("</svg>\n"))
    let toFile = Self.environment()
    #expect(toFile.run("render", "PhotoGrid", "--viewport", "390x844", "-o", "out.svg") == 0)
    #expect(toFile.standardOutput.isEmpty)
    #expect(toFile.written["out.svg"].map { String(decoding: $0, as: UTF8.self) } == environment.standardOutput)
  }

  /// The column captions of a render, in order.
  static func captions(_ arguments: [String]) -> [String] {
    let environment = Self.environment()
    #expect(
      Driver.run(arguments: ["render"] + arguments, environment: environment) == 0, "\(environment.standardError)")
    return environment.standardOutput.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<text class=\"caption\""), let start = line.firstIndex(of: ">") else { return nil }
      return String(line[line.index(after: start)...].prefix { $0 != "<" })
    }
  }

  @Test func viewportsThenDevicesInBothOrientations() {
    let captions = Self.captions(["PhotoGrid", "--viewport", "320x568", "--devices"])
    #expect(captions.count == 1 + 2 * DeviceSize.standard.count)
    #expect(captions.first == "320x568")
    #expect(captions.dropFirst().first == "iPhone SE, portrait (375x667)")
    #expect(captions.dropFirst(2).first == "iPhone SE, landscape (667x375)")
  }

  @Test func allVariantsGivesAColumnPerFreeParameterCombination() {
    #expect(
      Self.captions(["Contacts", "--viewport", "390x844", "--all-variants"]) == [
        "390x844; style=list", "390x844; style=grid",
      ])
    #expect(
      Self.captions(["Contacts", "--viewport", "390x844", "--all-variants", "--set", "style=grid"]) == ["390x844"])
    #expect(Self.captions(["Contacts", "--viewport", "390x844", "--set", "style=grid"]) == ["390x844"])
  }

  @Test func aFileWithErrorsPrintsItsDiagnosticsAndExitsOne() {
    let environment = Self.environment()
    #expect(environment.run("render", "broken.layout", "--viewport", "390x844") == 1)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.contains(": error: ") && environment.standardError.contains("[E0"))
    #expect(environment.written.isEmpty)
  }

  /// Each bad command line: its exit status and the start of its message. Nothing is written.
  static let badInputs: [(arguments: [String], message: String)] = [
    (["PhotoGrid"], "error: missing --viewport WxH or --devices"),
    (["PhotoGrid", "--viewport", "0x844"], "error: invalid --viewport '0x844'"),
    (["PhotoGrid", "--viewport", "2000000x844"], "error: --viewport '2000000x844' is out of range"),
    (["PhotoGrid", "--viewport", "390x844", "--scale", "11"], "error: invalid --scale '11'"),
    (["PhotoGrid", "--viewport", "390x844", "--items", "x"], "error: invalid --items 'x'"),
    (["PhotoGrid", "--viewport", "390x844", "--items", "1,2"], "error: 390x844: item counts given for 2 sections"),
    (["PhotoGrid", "--viewport", "390x844", "--screens", "0"], "error: invalid --screens '0'"),
    (["PhotoGrid", "--viewport", "390x844", "--measure", "nope=1x1"], "error: --measure names 'nope'"),
    (["Contacts", "--viewport", "390x844", "--set", "style=nope"], "error: 390x844: 'nope' is not a value"),
    (["Contacts", "--viewport", "390x844", "--set", "nope=1"], "error: 390x844: layout 'Contacts' has no parameter"),
    (["two.layout", "--viewport", "390x844"], "error: 'two.layout' has 2 layouts"),
    (["two.layout", "--viewport", "390x844", "--layout", "Photo"], "error: no layout named 'Photo' in 'two.layout'"),
    (["missing.layout", "--viewport", "390x844"], "error: cannot read 'missing.layout'"),
    (["ir.json", "--viewport", "390x844"], "error: 'ir.json' is an IR document"),
    (["PhotoGrid", "--viewport", "390x844", "-o", "PhotoGrid"], "error: the output 'PhotoGrid' is the input file"),
    (["PhotoGrid", "--viewport", "390x844", "-o", "locked.svg"], "error: cannot write 'locked.svg'"),
  ]

  @Test(arguments: badInputs.indices)
  func badInputExitsTwoWithAMessage(_ index: Int) {
    let (arguments, message) = Self.badInputs[index]
    let environment = Self.environment()
    environment.readOnly = ["locked.svg"]
    #expect(Driver.run(arguments: ["render"] + arguments, environment: environment) == 2)
    #expect(environment.standardError.hasPrefix(message), "\(arguments): \(environment.standardError)")
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.written.isEmpty)
  }
}
