import Foundation
import LayoutDriver
import LayoutIR
import LayoutTestSupport
import Testing

/// `layoutc compile` in-process against an in-memory file system, plus a few runs of the built binary.
@Suite struct CompileCommandTests {
  /// The text of `Examples/NAME.layout`.
  static func example(_ name: String) -> String {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Examples/\(name).layout")
    return String(decoding: Fixtures.bytes(url), as: UTF8.self)
  }

  /// Two layouts in one file: PhotoGrid, then Photos.
  static let twoLayouts = example("PhotoGrid") + "\n" + example("Photos")

  static func environment(standardInput: String? = nil) -> FakeEnvironment {
    FakeEnvironment(
      files: [
        "PhotoGrid.layout": example("PhotoGrid"), "two.layout": twoLayouts, "broken.layout": CheckCommandTests.broken,
      ],
      standardInput: standardInput)
  }

  /// Loads an IR document with the app-facing loader, which validates format, version and structure.
  static func load(_ text: String) throws -> IRDocument {
    try IRDocument.load(from: Data(text.utf8))
  }

  /// The top-level keys every document starts with, read as plain JSON (independent of the IR types).
  static func header(_ text: String) throws -> (format: String?, version: Int?, names: [String]) {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let layouts = object["layouts"] as? [[String: Any]] ?? []
    return (object["format"] as? String, object["version"] as? Int, layouts.compactMap { $0["name"] as? String })
  }

  // MARK: Output

  @Test func writesTheIRToStandardOutputByDefault() throws {
    let environment = Self.environment()
    #expect(environment.run("compile", "PhotoGrid.layout") == 0)
    #expect(environment.standardError.isEmpty)
    let output = environment.standardOutput
    // The header comes first, so a loader (or a person) sees the format and version before the layouts.
    #expect(output.hasPrefix("{\n  \"format\" : \"layoutc-ir\",\n  \"version\" : 1,\n  \"layouts\" : [\n"))
    #expect(output.hasSuffix("}\n"))
    let header = try Self.header(output)
    #expect(header.format == "layoutc-ir")
    #expect(header.version == 1)
    #expect(header.names == ["PhotoGrid"])
    let document = try Self.load(output)
    #expect(document.format == IRDocument.formatName)
    #expect(document.version == IRDocument.baseVersion)
    #expect(document.layout(named: "PhotoGrid")?.sections.count == 1)
    #expect(environment.written.isEmpty)
  }

  @Test(arguments: [["-o", "out.json"], ["--output", "out.json"], ["--output=out.json"]])
  func writesTheSameBytesToAFile(option: [String]) throws {
    let reference = Self.environment()
    #expect(reference.run("compile", "PhotoGrid.layout") == 0)
    let environment = Self.environment()
    #expect(Driver.run(arguments: ["compile", "PhotoGrid.layout"] + option, environment: environment) == 0)
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.standardError.isEmpty)
    let written = try #require(environment.written["out.json"])
    #expect(written == Array(reference.standardOutput.utf8))
    #expect(try Self.load(String(decoding: written, as: UTF8.self)).layouts.map(\.name) == ["PhotoGrid"])
  }

  @Test func outputDashMeansStandardOutput() {
    let reference = Self.environment()
    #expect(reference.run("compile", "PhotoGrid.layout") == 0)
    let environment = Self.environment()
    #expect(environment.run("compile", "-o", "-", "PhotoGrid.layout") == 0)
    #expect(environment.standardOutput == reference.standardOutput)
    #expect(environment.written.isEmpty)
  }

  @Test func outputIsDeterministic() {
    let first = Self.environment()
    let second = Self.environment()
    #expect(first.run("compile", "two.layout") == 0)
    #expect(second.run("compile", "two.layout") == 0)
    #expect(first.standardOutput == second.standardOutput)
  }

  // MARK: Choosing layouts

  @Test func withoutLayoutEveryLayoutIsWrittenInOrder() throws {
    let environment = Self.environment()
    #expect(environment.run("compile", "two.layout") == 0)
    #expect(try Self.header(environment.standardOutput).names == ["PhotoGrid", "Photos"])
    let photos = try #require(try Self.load(environment.standardOutput).layout(named: "Photos"))
    #expect(photos.params.map(\.name) == ["mode"])
  }

  @Test(arguments: ["PhotoGrid", "Photos"])
  func layoutKeepsOnlyTheNamedLayout(name: String) throws {
    let environment = Self.environment()
    #expect(environment.run("compile", "two.layout", "--layout", name) == 0)
    #expect(try Self.header(environment.standardOutput).names == [name])
    let all = Self.environment()
    #expect(all.run("compile", "two.layout") == 0)
    #expect(
      try Self.load(environment.standardOutput).layouts == [
        try #require(Self.load(all.standardOutput).layout(named: name))
      ])
  }

  @Test func unknownLayoutListsTheNamesAndWritesNothing() {
    let environment = Self.environment()
    #expect(environment.run("compile", "two.layout", "--layout", "Phtos", "-o", "out.json") == 2)
    #expect(
      environment.standardError
        == "error: no layout named 'Phtos' in 'two.layout'; it has 'PhotoGrid' and 'Photos'\n"
        + "help: did you mean 'Photos'?\nusage: layoutc compile [options] FILE | -\n"
        + "see 'layoutc compile --help' for more\n")
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.written.isEmpty)
  }

  @Test func unknownLayoutInASingleLayoutFile() {
    let environment = Self.environment()
    #expect(environment.run("compile", "PhotoGrid.layout", "--layout", "Grid") == 2)
    #expect(
      environment.standardError.hasPrefix("error: no layout named 'Grid' in 'PhotoGrid.layout'; it has 'PhotoGrid'\n"))
    #expect(environment.standardOutput.isEmpty)
  }

  // MARK: Files with errors, bad arguments

  @Test(arguments: [[], ["-o", "out.json"]])
  func fileWithErrorsExitsOneWithDiagnosticsAndNoOutput(extra: [String]) {
    let environment = Self.environment()
    #expect(Driver.run(arguments: ["compile", "broken.layout"] + extra, environment: environment) == 1)
    #expect(environment.standardError.hasPrefix("broken.layout:4:42: error: unexpected character '@' [E0102]\n"))
    #expect(environment.standardError.hasSuffix("\n1 error\n"))
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.written.isEmpty)
  }

  @Test func semanticErrorsAlsoStopCompilation() {
    let source = "layout A {\n  item cell { size: 1w x 1h }\n  section { horizontal { size: 1w x 44; cel } }\n}\n"
    let environment = FakeEnvironment(files: ["a.layout": source])
    #expect(environment.run("compile", "a.layout") == 1)
    #expect(environment.standardError.contains("a.layout:3:41: error: cannot find 'cel' in scope"))
    #expect(environment.standardOutput.isEmpty)
  }

  struct BadArguments: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badArguments: [BadArguments] = [
    .init(arguments: [], message: "error: no input file\n"),
    .init(arguments: ["PhotoGrid.layout", "two.layout"], message: "error: compile takes one file\n"),
    .init(arguments: ["-", "PhotoGrid.layout"], message: "error: compile takes one file\n"),
    .init(arguments: ["missing.layout"], message: "error: cannot read 'missing.layout': no such file or directory\n"),
    .init(arguments: ["secret.layout"], message: "error: cannot read 'secret.layout': permission denied\n"),
    .init(arguments: ["-"], message: "error: cannot read '-': standard input is closed\n"),
    .init(arguments: ["PhotoGrid.layout", "-o"], message: "error: option '--output' needs a value (OUT)\n"),
    .init(arguments: ["PhotoGrid.layout", "--layout"], message: "error: option '--layout' needs a value (NAME)\n"),
    .init(arguments: ["PhotoGrid.layout", "--format", "json"], message: "error: unknown option '--format'\n"),
  ]

  @Test(arguments: badArguments)
  func badArgumentsExitTwo(_ bad: BadArguments) {
    let environment = Self.environment()
    environment.files["secret.layout"] = environment.files["PhotoGrid.layout"]
    environment.unreadable = ["secret.layout"]
    environment.standardInput = nil
    #expect(Driver.run(arguments: ["compile"] + bad.arguments, environment: environment) == 2)
    #expect(environment.standardError.hasPrefix(bad.message))
    #expect(environment.standardOutput.isEmpty)
    #expect(environment.written.isEmpty)
  }

  // MARK: Standard input

  @Test func standardInputCompilesLikeTheFile() {
    let file = Self.environment()
    #expect(file.run("compile", "PhotoGrid.layout") == 0)
    let environment = Self.environment(standardInput: Self.example("PhotoGrid"))
    #expect(environment.run("compile", "--stdin-filepath", "Grid.layout", "-") == 0)
    #expect(environment.standardOutput == file.standardOutput)
    #expect(environment.standardInputReads == 1)
  }

  @Test func standardInputDiagnosticsUseTheGivenName() {
    let named = Self.environment(standardInput: CheckCommandTests.broken)
    #expect(named.run("compile", "--stdin-filepath", "Sources/x.layout", "-") == 1)
    #expect(named.standardError.hasPrefix("Sources/x.layout:4:42: error: unexpected character '@'"))
    #expect(named.standardOutput.isEmpty)
    let unnamed = Self.environment(standardInput: CheckCommandTests.broken)
    #expect(unnamed.run("compile", "-") == 1)
    #expect(unnamed.standardError.hasPrefix("<stdin>:4:42: error:"))
  }

  @Test func standardInputWithLayoutAndOutputFile() throws {
    let environment = Self.environment(standardInput: Self.twoLayouts)
    #expect(environment.run("compile", "-", "--layout", "Photos", "-o", "photos.json") == 0)
    let written = String(decoding: try #require(environment.written["photos.json"]), as: UTF8.self)
    #expect(try Self.header(written).names == ["Photos"])
  }

  // MARK: The built binary

  @Test func binaryWritesTheFileAndExitCodes() throws {
    let e2e = EndToEndTests()
    let directory = try e2e.temporaryDirectory([
      "grid.layout": Self.example("PhotoGrid"), "bad.layout": CheckCommandTests.broken,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let toStdout = try e2e.run(["compile", "grid.layout"], in: directory)
    #expect(toStdout.status == 0)
    #expect(toStdout.standardError.isEmpty)
    let noFolder = try e2e.run(["compile", "grid.layout", "-o", "missing/grid.json"], in: directory)
    #expect(noFolder.status == 2)
    #expect(noFolder.standardError.hasPrefix("error: cannot write 'missing/grid.json': "))
    #expect(noFolder.standardOutput.isEmpty)
    let written = try e2e.run(["compile", "grid.layout", "--output", "grid.json"], in: directory)
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty)
    let data = try Data(contentsOf: directory.appendingPathComponent("grid.json"))
    #expect(String(decoding: data, as: UTF8.self) == toStdout.standardOutput)
    #expect(try IRDocument.load(from: data).layouts.map(\.name) == ["PhotoGrid"])
    let broken = try e2e.run(["compile", "bad.layout", "-o", "bad.json"], in: directory)
    #expect(broken.status == 1)
    #expect(broken.standardOutput.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.json").path))
    let unknown = try e2e.run(["compile", "grid.layout", "--layout", "Nope"], in: directory)
    #expect(unknown.status == 2)
    #expect(unknown.standardError.hasPrefix("error: no layout named 'Nope' in 'grid.layout'; it has 'PhotoGrid'\n"))
  }
}
