import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// `layoutc explain`.
@Suite struct ExplainCommandTests {
  /// The page is built from the catalog entry; only its arrangement is fixed here, so catalog edits do not break it.
  @Test func knownCodePage() throws {
    let code = try #require(DiagnosticCatalog.complete.code("E0203"))
    let environment = FakeEnvironment()
    #expect(environment.run("explain", "E0203") == 0)
    let page = environment.standardOutput
    func indented(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
    #expect(page.hasPrefix("E0203: \(code.title)\nphase: \(code.phase)\n\n\(code.explanation)\n\n"))
    #expect(page.contains("\nExample:\n\n\(indented(code.example))\n\nlayoutc reports:\n\n    example.layout:"))
    #expect(page.contains(" [E0203]\n"))
    #expect(page.hasSuffix("\nFixed:\n\n\(indented(code.fixed))\n"))
    #expect(environment.standardError.isEmpty)
  }

  @Test(arguments: DiagnosticCatalog.complete.codes.map(\.id))
  func everyCodeHasAPageCaseInsensitively(id: String) {
    let upper = FakeEnvironment()
    let lower = FakeEnvironment()
    #expect(upper.run("explain", id) == 0)
    #expect(lower.run("explain", id.lowercased()) == 0)
    #expect(upper.standardOutput == lower.standardOutput)
    #expect(upper.standardOutput.hasPrefix("\(id): "))
  }

  @Test func listWithoutACode() {
    let environment = FakeEnvironment()
    #expect(environment.run("explain") == 0)
    let lines = environment.standardOutput.split(separator: "\n")
    for code in DiagnosticCatalog.complete.codes {
      #expect(lines.contains { $0.hasPrefix("  \(code.id)  ") && $0.hasSuffix(code.title) })
    }
  }

  @Test func unknownCodeSuggestsCloseOnes() {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", "e0210") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown diagnostic code 'e0210'\nhelp: did you mean 'E0201'"))
    #expect(environment.standardError.contains("usage: layoutc explain [CODE]\n"))
    #expect(environment.standardOutput.isEmpty)
  }

  @Test func unknownCodeWithNothingClose() {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", "banana") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown diagnostic code 'banana'\nusage:"))
  }

  /// A word that is not a code but a property prints the property's row of the table.
  @Test func propertyPage() {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", "follows-insets") == 0)
    let page = environment.standardOutput
    #expect(page.hasPrefix("follows-insets: supplementariesFollowContentInsets"))
    #expect(page.contains("\nvalue: boolean, 'true' or 'false'\nbelongs on: headers, footers and boundary items\n"))
    #expect(
      page.contains(
        "  header, footer, boundary  true (IRDefaults.followsInsets)  sections[].boundaries[].followsInsets\n"))
    #expect(environment.standardError.isEmpty)
  }

  @Test(arguments: Property.allCases)
  func everyPropertyHasAPageCaseInsensitively(property: Property) {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", property.rawValue.uppercased()) == 0)
    #expect(environment.standardOutput.hasPrefix("\(property.rawValue): \(property.row.doc)\n"))
    for target in property.row.targets { #expect(environment.standardOutput.contains(target.irKey)) }
  }

  /// `section-style` and `style` print the style's page: its example checks clean (checked when printed), and the
  /// properties it lists are the table's for a section style.
  @Test(arguments: ["section-style", "Style"])
  func sectionStylePage(word: String) {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", word) == 0)
    let page = environment.standardOutput
    #expect(page.hasPrefix("section-style NAME { ENTRIES }: what several sections share, declared once\n"))
    #expect(page.contains("\nlayoutc reports: (nothing)\n"), "\(page)")
    #expect(page.contains("    section-style card {\n"))
    #expect(page.contains("  E0330  a style applies itself"))
    for property in Property.allCases where property.isAllowed(on: .sectionStyle) {
      #expect(page.contains(property.rawValue), "\(property)")
    }
    #expect(!page.contains(" follows-insets"))
  }

  @Test func helpMentionsProperties() {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", "--help") == 0)
    #expect((environment.standardOutput + environment.standardError).contains("explain follows-insets"))
  }

  @Test func oneCodeOnly() {
    let environment = FakeEnvironment()
    #expect(environment.run("explain", "E0201", "E0202") == 2)
    #expect(environment.standardError.hasPrefix("error: 'explain' takes one code\n"))
  }
}
