import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `import` from the command line: the driver reads imported files from disk (`DriverImportLoader`), `check` on a
/// folder checks shared files too, and `compile` writes the same bytes from any working directory.
@Suite struct ImportCommandTests {
  static let files = [
    ".git/HEAD": "ref: refs/heads/main\n",
    "design/Shared.layout":
      "// Shared declarations, no layout.\nlet gutter = 16\nitem card { size: 1w x ~80; insets: 0 gutter }\n",
    "screens/Feed.layout":
      "import \"../design/Shared.layout\"\n\nlayout Feed {\n  section { vertical { size: 1w x ~80; card } }\n}\n",
  ]

  @Test func compileOutputDoesNotDependOnTheWorkingDirectory() throws {
    guard let layoutc = BuiltTool.layoutc else {
      Issue.record("the built layoutc is missing")
      return
    }
    let directory = try BuiltTool.folder(Self.files)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fromRoot = try BuiltTool.run(layoutc, ["compile", "screens/Feed.layout"], in: directory)
    let fromInside = try BuiltTool.run(
      layoutc, ["compile", "Feed.layout"], in: directory.appendingPathComponent("screens"))
    #expect(fromRoot.status == 0, "\(fromRoot.standardError)")
    #expect(fromRoot.standardOutput == fromInside.standardOutput)
    #expect(fromRoot.text.contains("\"Feed\""))
    // A folder check covers the shared file (no layout: no error) and the importer.
    let check = try BuiltTool.run(layoutc, ["check", "."], in: directory)
    #expect(check.status == 0, "\(check.standardError)")
  }

  @Test func missingImportIsAnErrorAtTheImportLine() {
    let environment = FakeEnvironment(files: ["/p/Feed.layout": "import \"Gone.layout\"\n"])
    #expect(environment.run("check", "/p/Feed.layout") == 1)
    #expect(environment.standardError.contains("/p/Feed.layout:1:1: error: cannot find imported file 'Gone.layout'"))
    #expect(environment.standardError.contains("E0320"))
  }

  @Test func explainKnowsTheImportCodes() {
    for id in ["E0320", "E0321", "E0322", "E0323", "E0324", "E0325"] {
      let environment = FakeEnvironment()
      #expect(environment.run("explain", id) == 0, "\(id): \(environment.standardError)")
    }
  }

  /// The design system Example checks clean and its layout compiles with its import, twice to the same bytes.
  @Test func designSystemExampleCompiles() throws {
    guard let layoutc = BuiltTool.layoutc else {
      Issue.record("the built layoutc is missing")
      return
    }
    let root = Fixtures.repositoryRoot()
    let check = try BuiltTool.run(layoutc, ["check", "Examples/DesignSystem"], in: root)
    #expect(check.status == 0, "\(check.standardError)")
    let compiled = try BuiltTool.run(layoutc, ["compile", "Examples/DesignSystem/Feed.layout"], in: root)
    let inside = try BuiltTool.run(
      layoutc, ["compile", "Feed.layout"], in: root.appendingPathComponent("Examples/DesignSystem"))
    #expect(compiled.status == 0, "\(compiled.standardError)")
    #expect(compiled.standardOutput == inside.standardOutput)
  }
}
