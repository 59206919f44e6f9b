import Foundation
import LayoutDriver
import LayoutLint
import LayoutSource
import Testing

/// `--output-format sarif`: the log is SARIF 2.1.0 by a structural check of every field it writes (``SARIFCheck``),
/// and, where python3 with `jsonschema` is installed, by the official schema in `SARIF/sarif-schema-2.1.0.json`.
@Suite struct SARIFTests {
  static let broken =
    "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    horizontal { size: 1w x 1/3w; cell } 😀 @\n  }\n"

  /// Runs `check --output-format sarif` in process and parses the log.
  static func log(_ files: [String: String], _ paths: [String] = ["a.layout"]) throws -> (Int32, [String: Any], String)
  {
    let environment = FakeEnvironment(files: files)
    let status = Driver.run(arguments: ["check", "--output-format", "sarif"] + paths, environment: environment)
    #expect(environment.standardError.isEmpty)
    let object = try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8))
    return (status, try #require(object as? [String: Any]), environment.standardOutput)
  }

  static func run(_ log: [String: Any]) throws -> [String: Any] {
    try #require((log["runs"] as? [[String: Any]])?.first)
  }

  @Test func logOfARealRunIsStructurallyValid() throws {
    let lint = LintRule.approximateFraction.code.example
    let (status, log, _) = try Self.log(["a.layout": Self.broken, "b.layout": lint], ["a.layout", "b.layout"])
    #expect(status == 1)
    #expect(SARIFCheck.problems(in: log) == [])
    let run = try Self.run(log)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "layoutc")
    #expect(driver["version"] as? String == Driver.version)
    #expect(driver["informationUri"] as? String != nil)
    let ids = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    // Every diagnostic code and every lint rule, each once.
    #expect(Set(ids) == Set(DiagnosticCatalog.complete.codes.map(\.id) + LintRules.all.map(\.id)))
    let rules = driver["rules"] as? [[String: Any]] ?? []
    let approximate = try #require(rules.first { $0["id"] as? String == "approximate-fraction" })
    #expect(
      (approximate["defaultConfiguration"] as? [String: Any])?["level"] as? String
        == LintRule.approximateFraction.defaultSeverity.rawValue)
    let help = try #require(approximate["help"] as? [String: String])
    #expect(help["markdown"]?.contains("```\nlayout A {\n  item cell { size: 0.33w x 1h }") == true)
    #expect(help["text"]?.contains("Fixed:") == true)
    let e0102 = try #require(rules.first { $0["id"] as? String == "E0102" })
    #expect((e0102["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")

    let artifacts = run["artifacts"] as? [[String: Any]] ?? []
    #expect(artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String } == ["a.layout", "b.layout"])
    let results = run["results"] as? [[String: Any]] ?? []
    #expect(
      results.contains { $0["ruleId"] as? String == "approximate-fraction" && $0["level"] as? String == "warning" })
    #expect(results.contains { $0["ruleId"] as? String == "E0102" && $0["level"] as? String == "error" })
  }

  /// A lint result carries where it holds as data, beside the words in its message.
  @Test func lintResultsCarryTheirRegionsAndVariants() throws {
    let text = """
      layout A {
        param mode: list | grid = list
        item cell { size: 800 x 1h }
        section {
          when mode == grid and width < 700 { horizontal { size: 1w x 100; cell } }
          when mode == list or width >= 700 { horizontal { size: 1w x 100; item { size: 1/3w x 1h } } }
        }
      }

      """
    let (_, log, _) = try Self.log(["a.layout": text])
    #expect(SARIFCheck.problems(in: log) == [])
    let results = try Self.run(log)["results"] as? [[String: Any]] ?? []
    let result = try #require(results.first { $0["ruleId"] as? String == "child-too-large" })
    let message = (result["message"] as? [String: Any])?["text"] as? String
    #expect(message?.hasSuffix("(in variant mode == grid, at widths up to 700)") == true, "\(message ?? "")")
    let properties = try #require(result["properties"] as? [String: Any])
    let range = try #require(properties["viewportRange"] as? [String: Int])
    #expect(range == ["minWidth": 320, "maxWidth": 1366, "minHeight": 320, "maxHeight": 1366])
    #expect(properties["variants"] as? [[String: [String]]] == [["mode": ["grid"]]])
    let regions = try #require(properties["regions"] as? [[String: Any]])
    #expect(regions.count == 1)
    #expect(regions.first?["variant"] as? [String: [String]] == ["mode": ["grid"]])
    let vertices = try #require(regions.first?["vertices"] as? [[String: Int]])
    #expect(vertices.compactMap { $0["width"] }.max() == 700)
    #expect(vertices.compactMap { $0["height"] }.max() == 1366)
    // The checker's errors hold everywhere: no properties.
    let (_, broken, _) = try Self.log(["a.layout": Self.broken])
    let errors = try Self.run(broken)["results"] as? [[String: Any]] ?? []
    #expect(!errors.isEmpty && errors.allSatisfy { $0["properties"] == nil })
  }

  /// `😀` is 4 bytes and 2 UTF-16 units: what follows it on its line is 2 columns further left in SARIF than in bytes.
  @Test func columnsAreUTF16CodeUnits() throws {
    let (_, log, _) = try Self.log(["a.layout": Self.broken])
    let run = try Self.run(log)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let results = run["results"] as? [[String: Any]] ?? []
    let regions = results.compactMap { result -> [String: Int]? in
      let location = (result["locations"] as? [[String: Any]])?.first
      return (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
    }
    let before = "    horizontal { size: 1w x 1/3w; cell } ".utf8.count
    let lineStart = Self.broken.utf8.count - "    horizontal { size: 1w x 1/3w; cell } 😀 @\n  }\n".utf8.count
    // The emoji: 2 units wide, 4 bytes long.
    #expect(
      regions.contains([
        "startLine": 4, "startColumn": before + 1, "endLine": 4, "endColumn": before + 3,
        "byteOffset": lineStart + before, "byteLength": 4,
      ]), "\(regions)")
    // The '@' after it: byte column before + 6, UTF-16 column before + 4.
    #expect(
      regions.contains([
        "startLine": 4, "startColumn": before + 4, "endLine": 4, "endColumn": before + 5,
        "byteOffset": lineStart + before + 5, "byteLength": 1,
      ]), "\(regions)")
  }

  @Test func utf16ColumnsOfMultiByteCharacters() {
    let source = SourceFile(path: "a.layout", text: "é😀x\nab")
    let columns = [0, 2, 6, 7, 8, 9].map { SARIFRenderer.utf16Column(of: source.location(of: $0), in: source) }
    #expect(columns == [1, 2, 4, 5, 1, 2])
    // Invalid UTF-8 counts one unit per replacement character.
    let invalid = SourceFile(path: "a.layout", bytes: [0xFF, 0xFE, UInt8(ascii: "x")])
    #expect(SARIFRenderer.utf16Column(of: invalid.location(of: 2), in: invalid) == 3)
  }

  @Test func fixesNotesAndURIs() throws {
    let text = "layout A {\n  item café { size: 1w x 1h }\n}\n"
    let source = SourceFile(path: "My Layouts/a#1.layout", text: text)
    let code = LintRule.approximateFraction.code
    let diagnostic = Diagnostic.warning(
      code, "a finding", at: SourceSpan(start: 24, end: 26),
      notes: [DiagnosticNote("declared here", at: SourceSpan(start: 13, end: 17)), DiagnosticNote("floating")],
      fixIts: [
        FixIt(
          message: "rename",
          edits: [
            TextEdit(span: SourceSpan(start: 18, end: 23), replacement: "cafe"),
            TextEdit(span: .point(30), replacement: ""),
          ])
      ])
    let output = SARIFRenderer.render(
      [FileDiagnostics(source: source, diagnostics: [diagnostic])], tool: SARIFTool(version: "1"))
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(SARIFCheck.problems(in: log) == [])
    let result = try #require((try Self.run(log)["results"] as? [[String: Any]])?.first)
    #expect((result["message"] as? [String: String])?["text"] == "a finding\nnote: floating")
    let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
    #expect((related["message"] as? [String: String])?["text"] == "declared here")
    let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
    let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
    #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "My%20Layouts/a%231.layout")
    let replacements = change["replacements"] as? [[String: Any]] ?? []
    // `café` is 5 bytes and 4 UTF-16 units: the region ends at column 12, byte 23.
    #expect(
      replacements.first?["deletedRegion"] as? [String: Int] == [
        "startLine": 2, "startColumn": 8, "endLine": 2, "endColumn": 12, "byteOffset": 18, "byteLength": 5,
      ])
    #expect((replacements.first?["insertedContent"] as? [String: String])?["text"] == "cafe")
    // A pure insertion point has startColumn == endColumn and no insertedContent when nothing is inserted.
    #expect(replacements.last?["insertedContent"] == nil)
    #expect(SARIFRenderer.uri(forPath: "/tmp/a b.layout") == "file:///tmp/a%20b.layout")
    #expect(SARIFRenderer.uri(forPath: "<stdin>") == "%3Cstdin%3E")
    #expect(SARIFRenderer.uri(forPath: "c:d/é.layout") == "c%3Ad/%C3%A9.layout")
  }

  @Test func emptyRunIsValid() throws {
    let (status, log, _) = try Self.log(["a.layout": CheckCommandTests.clean])
    #expect(status == 0)
    #expect(SARIFCheck.problems(in: log) == [])
    #expect((try Self.run(log)["results"] as? [Any])?.isEmpty == true)
  }

  /// The structural check is not vacuous: each broken log is caught.
  @Test(arguments: SARIFCheck.Mutation.allCases)
  func structuralCheckCatchesBrokenLogs(mutation: SARIFCheck.Mutation) throws {
    let lint = LintRule.approximateFraction.code.example
    var (_, log, _) = try Self.log(["a.layout": Self.broken, "b.layout": lint], ["a.layout", "b.layout"])
    mutation.apply(to: &log)
    #expect(!SARIFCheck.problems(in: log).isEmpty, "\(mutation) not caught")
  }

  /// Validation against the OASIS schema (draft-04) with python3's `jsonschema`, when installed.
  @Test(.enabled(if: SchemaValidator.isAvailable)) func validatesAgainstTheOfficialSchema() throws {
    let lint = LintRule.approximateFraction.code.example
    let (_, _, text) = try Self.log(["a.layout": Self.broken, "b.layout": lint], ["a.layout", "b.layout"])
    #expect(try SchemaValidator.validate(text) == "")
    let (_, _, empty) = try Self.log(["a.layout": CheckCommandTests.clean])
    #expect(try SchemaValidator.validate(empty) == "")
    // And the schema does reject a broken log, so a pass means something.
    let broken = text.replacingFirst("\"version\": \"2.1.0\"", with: "\"version\": \"2.0.0\"")
    #expect(try SchemaValidator.validate(broken) != "")
  }
}
