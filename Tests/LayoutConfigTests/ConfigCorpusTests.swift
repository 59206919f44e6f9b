import LayoutConfig
import LayoutSource
import LayoutTestSupport
import Testing

/// Bad (and good) config files with their expected diagnostics written inline as `# expected-error CODE {{text}}`.
@Suite struct ConfigCorpusTests {
  static let files = Fixtures.files(in: "Tests/LayoutConfigTests/Corpus", withExtension: "toml")

  @Test func corpusIsNotEmpty() { #expect(Self.files.count >= 5) }

  @Test(arguments: files.map(\.lastPathComponent))
  func diagnosticsMatchExpectations(name: String) throws {
    let url = try #require(Self.files.first { $0.lastPathComponent == name })
    let source = SourceFile(path: name, bytes: Fixtures.bytes(url))
    let (_, diagnostics) = ProjectConfig.parse(source)
    let mismatches = InlineExpectations.mismatches(diagnostics, in: source)
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  @Test func validFileReadsEveryKey() throws {
    let url = try #require(Self.files.first { $0.lastPathComponent == "valid.toml" })
    let (config, diagnostics) = ProjectConfig.parse(SourceFile(path: "valid.toml", bytes: Fixtures.bytes(url)))
    #expect(diagnostics.isEmpty)
    #expect(config.select?.value == ["child-overflow", "unused-declaration", "unused-ignore"])
    #expect(config.select?.line == 2)
    #expect(config.ignore?.value == [])
    #expect(
      config.exclude?.value.map(\.glob.text) == [
        "Pods", "Generated/**/*.layout", "**/Fixtures", "draft-?.layout", "[!A-Z]*.tmp.layout", "a\\*b",
      ])
    #expect(config.respectGitignore?.value == false)
    #expect(config.viewport?.value.minHeight.description == "961/2")
    #expect(config.errorLimit?.value == 1_000)
    #expect(config.severities["child-overflow"]?.value == .error)
    #expect(config.severities["unused-ignore"]?.value == .off)
    #expect(config.severities["unused-declaration"]?.line == 15)
  }

  /// Every E06xx page: its example reports its code, its fixed version reads clean.
  @Test(arguments: DiagnosticCatalog.configCodes.map(\.id))
  func configPagesAreHonest(id: String) throws {
    let code = try #require(DiagnosticCatalog.configCodes.first { $0.id == id })
    let example = ProjectConfig.parse(SourceFile(path: ".layoutc.toml", text: code.example)).diagnostics
    #expect(example.contains { $0.code == code }, "example reports \(example.map(\.code))")
    let fixed = ProjectConfig.parse(SourceFile(path: ".layoutc.toml", text: code.fixed)).diagnostics
    #expect(fixed.isEmpty, "fixed reports \(fixed.map(\.message))")
  }

  /// Input that is not a config file at all still gets located errors, never a crash or a hang.
  @Test func hostileInputIsBounded() {
    let deep = "a = " + String(repeating: "[", count: 10_000)
    let deepErrors = ProjectConfig.parse(SourceFile(path: "deep.toml", text: deep)).diagnostics
    #expect(deepErrors.contains { $0.message.contains("nest too deeply") })
    let binary = SourceFile(path: "bin.toml", bytes: [0xFF, 0x00, 0x3D, 0x22, 0x0A, 0x5B])
    #expect(!ProjectConfig.parse(binary).diagnostics.isEmpty)
    let huge = SourceFile(path: "huge.toml", bytes: [UInt8](repeating: 0x23, count: ConfigSyntax.maximumSize + 1))
    #expect(ProjectConfig.parse(huge).diagnostics.map(\.code) == [.configSyntax])
  }
}
