import LayoutLint
import Testing

@testable import LayoutDriver

/// `.layoutc.toml` and the settings flags end to end through the driver on an in-memory tree: every key, every flag,
/// discovery, precedence (flag over file over default), bad config files, `.gitignore`, colour variables.
@Suite struct ConfigCLITests {
  /// A file with one `approximate-fraction` warning (line 2).
  static var approximate: String { LintCLITests.approximate }
  /// A file with a `child-too-large` error for viewports narrower than 400 points.
  static let wide = """
    layout A {
      item cell { size: 400 x 44 }
      section {
        horizontal { size: 1w x 44; cell }
      }
    }

    """

  static func concise(_ environment: FakeEnvironment, _ arguments: String...) -> Int32 {
    environment.run(arguments: ["check", "--output-format", "concise"] + arguments)
  }

  @Test func severityTableRaisesAndSilencesRules() {
    let raised = FakeEnvironment(files: [
      "a.layout": Self.approximate, ".layoutc.toml": "[severity]\napproximate-fraction = \"error\"\n",
    ])
    #expect(Self.concise(raised, "a.layout") == 1)
    #expect(raised.standardError.contains("a.layout:2:21: error: "))
    let off = FakeEnvironment(files: [
      "a.layout": Self.approximate, ".layoutc.toml": "[severity]\napproximate-fraction = \"off\"\n",
    ])
    #expect(Self.concise(off, "--strict", "a.layout") == 0)
    #expect(off.standardError == "no problems found in 1 file\n")
    let note = FakeEnvironment(files: [
      "a.layout": Self.approximate, ".layoutc.toml": "[severity]\napproximate-fraction = \"note\"\n",
    ])
    #expect(Self.concise(note, "--strict", "a.layout") == 0)
    #expect(note.standardError.contains("a.layout:2:21: note: "))
  }

  @Test func selectAndIgnoreKeysAndFlags() {
    let files = ["a.layout": Self.approximate]
    let selected = FakeEnvironment(files: files.merging([".layoutc.toml": "select = [\"child-overflow\"]\n"]) { $1 })
    #expect(Self.concise(selected, "--strict", "a.layout") == 0)
    let ignored = FakeEnvironment(
      files: files.merging([".layoutc.toml": "ignore = [\"approximate-fraction\"]\n"]) { $1 })
    #expect(Self.concise(ignored, "--strict", "a.layout") == 0)
    // Flag over file: --select replaces the file's select, --ignore its ignore.
    let flagSelect = FakeEnvironment(files: files.merging([".layoutc.toml": "select = [\"child-overflow\"]\n"]) { $1 })
    #expect(Self.concise(flagSelect, "--strict", "--select", "approximate-fraction,child-overflow", "a.layout") == 1)
    let flagIgnore = FakeEnvironment(files: files)
    #expect(Self.concise(flagIgnore, "--strict", "--ignore", "approximate-fraction", "a.layout") == 0)
    let flagOverIgnore = FakeEnvironment(
      files: files.merging([".layoutc.toml": "ignore = [\"approximate-fraction\"]\n"]) { $1 })
    #expect(Self.concise(flagOverIgnore, "--strict", "--ignore", "child-overflow", "a.layout") == 1)
  }

  @Test func unknownRuleInAFlagIsAUsageErrorWithASuggestion() {
    let environment = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(environment.run("check", "--select", "aproximate-fraction", "a.layout") == 2)
    #expect(environment.standardError.contains("unknown lint rule 'aproximate-fraction' in --select"))
    #expect(environment.standardError.contains("approximate-fraction"))
    #expect(environment.run("check", "--ignore", "nothing-like-it", "a.layout") == 2)
  }

  @Test func viewportKeyAppliesToLayoutsWithoutOne() {
    let narrow = FakeEnvironment(files: ["a.layout": Self.wide])
    #expect(Self.concise(narrow, "a.layout") == 1)
    #expect(narrow.standardError.contains("[child-too-large]"))
    let wideRange = FakeEnvironment(files: [
      "a.layout": Self.wide, ".layoutc.toml": "viewport = \"500...1000 x 500...1000\"\n",
    ])
    #expect(Self.concise(wideRange, "a.layout") == 0)
    // A layout's own viewport: wins over the file's default.
    let own = Self.wide.replacingOccurrences(of: "layout A {\n", with: "layout A {\n  viewport: 320...1000 x 480\n")
    let declared = FakeEnvironment(files: ["a.layout": own, ".layoutc.toml": "viewport = \"500...1000 x 500\"\n"])
    #expect(Self.concise(declared, "a.layout") == 1)
  }

  @Test func errorLimitDefaultFileAndFlag() {
    let many = "layout A {\n" + String(repeating: "  item x { sise: 1 x 1 }\n", count: 5) + "}\n"
    let file = FakeEnvironment(files: ["a.layout": many, ".layoutc.toml": "error-limit = 2\n"])
    #expect(Self.concise(file, "a.layout") == 1)
    #expect(file.standardError.components(separatedBy: "[E0").count - 1 == 2)
    let flag = FakeEnvironment(files: ["a.layout": many, ".layoutc.toml": "error-limit = 2\n"])
    #expect(Self.concise(flag, "--error-limit", "3", "a.layout") == 1)
    #expect(flag.standardError.components(separatedBy: "[E0").count - 1 == 3)
    let shown = FakeEnvironment(files: ["a.layout": many, ".layoutc.toml": "error-limit = 2\n"])
    #expect(shown.run("check", "--show-config", "--error-limit", "7", "a.layout") == 0)
    #expect(shown.standardOutput.contains("error-limit") && shown.standardOutput.contains("--error-limit"))
  }

  @Test func excludeSkipsWalkedPathsButNotNamedOnes() {
    let environment = FakeEnvironment(files: [
      ".layoutc.toml": "exclude = [\"Pods/\", \"Generated/*.layout\"]\n", "App/a.layout": Self.approximate,
      "App/Pods/b.layout": Self.approximate, "Generated/c.layout": Self.approximate,
      "App/Generated/d.layout": Self.approximate,
    ])
    #expect(Self.concise(environment, ".") == 0)
    #expect(environment.standardError.contains("App/a.layout"))
    #expect(environment.standardError.contains("App/Generated/d.layout"))
    #expect(!environment.standardError.contains("Pods") && !environment.standardError.contains("\nGenerated/c"))
    #expect(environment.standardError.hasSuffix("\n2 warnings\n"))
    let named = FakeEnvironment(files: [".layoutc.toml": "exclude = [\"Pods\"]\n", "Pods/b.layout": Self.approximate])
    #expect(Self.concise(named, "Pods/b.layout") == 0)
    #expect(named.standardError.contains("Pods/b.layout:2"))
  }

  @Test func gitignoredPathsAreSkippedUnlessDisabled() {
    let tree: [String: String] = [
      ".gitignore": "build/\n*.tmp.layout\n!keep.tmp.layout\n", "a.layout": Self.approximate,
      "build/b.layout": Self.approximate, "x.tmp.layout": Self.approximate, "keep.tmp.layout": Self.approximate,
      "Sub/.gitignore": "/local.layout\n", "Sub/local.layout": Self.approximate,
      "Sub/Deep/local.layout": Self.approximate,
    ]
    let skipped = FakeEnvironment(files: tree)
    #expect(Self.concise(skipped, ".") == 0)
    #expect(skipped.standardError.hasSuffix("\n3 warnings\n"), "\(skipped.standardError)")
    #expect(skipped.standardError.contains("keep.tmp.layout") && skipped.standardError.contains("Sub/Deep/local"))
    let kept = FakeEnvironment(files: tree.merging([".layoutc.toml": "respect-gitignore = false\n"]) { $1 })
    #expect(Self.concise(kept, ".") == 0)
    #expect(kept.standardError.hasSuffix("\n6 warnings\n"), "\(kept.standardError)")
  }

  @Test func nearestConfigReplacesFartherAndDiscoveryStopsAtTheRepository() {
    let environment = FakeEnvironment(files: [
      ".layoutc.toml": "[severity]\napproximate-fraction = \"error\"\n", "a.layout": Self.approximate,
      "Sub/.layoutc.toml": "error-limit = 5\n", "Sub/b.layout": Self.approximate,
    ])
    #expect(Self.concise(environment, ".") == 1)
    #expect(environment.standardError.contains("a.layout:2:21: error"))
    // Sub's file does not merge with the root's: the severity is back to the default there.
    #expect(environment.standardError.contains("Sub/b.layout:2:21: warning"))
    let repository = FakeEnvironment(
      files: [
        ".layoutc.toml": "[severity]\napproximate-fraction = \"error\"\n", "Repo/a.layout": Self.approximate,
      ], directories: ["Repo/.git"])
    #expect(Self.concise(repository, "Repo/a.layout") == 0)
  }

  @Test func discoveryClimbsAboveTheWorkingDirectoryWhenItIsKnown() {
    let environment = FakeEnvironment(files: [
      "../.layoutc.toml": "[severity]\napproximate-fraction = \"error\"\n", "a.layout": Self.approximate,
    ])
    environment.workingDirectory = "/work/repo/App"
    #expect(Self.concise(environment, "a.layout") == 1)
    #expect(environment.run("check", "--show-config", "a.layout") == 0)
    #expect(environment.standardOutput.contains("config: ../.layoutc.toml"))
  }

  @Test func configAndNoConfigFlags() {
    let files = [
      ".layoutc.toml": "[severity]\napproximate-fraction = \"error\"\n",
      "other.toml": "ignore = [\"approximate-fraction\"]\n",
      "a.layout": Self.approximate,
    ]
    #expect(Self.concise(FakeEnvironment(files: files), "a.layout") == 1)
    #expect(Self.concise(FakeEnvironment(files: files), "--no-config", "--strict", "a.layout") == 1)
    #expect(Self.concise(FakeEnvironment(files: files), "--no-config", "a.layout") == 0)
    #expect(Self.concise(FakeEnvironment(files: files), "--config", "other.toml", "--strict", "a.layout") == 0)
    let both = FakeEnvironment(files: files)
    #expect(both.run("check", "--config", "other.toml", "--no-config", "a.layout") == 2)
    #expect(both.standardError.contains("cannot be combined"))
    let missing = FakeEnvironment(files: files)
    #expect(missing.run("check", "--config", "nope.toml", "a.layout") == 2)
    #expect(missing.standardError.contains("cannot read config file 'nope.toml'"))
  }

  @Test func badConfigIsReportedWhereItIsWrongAndExitsWith2() {
    let environment = FakeEnvironment(files: [
      ".layoutc.toml": "error-limit = \"100\"\nexlude = [\"Pods\"]\nexclude = [\"[a\"]\n", "a.layout": Self.approximate,
    ])
    #expect(Self.concise(environment, "a.layout") == 2)
    let lines = environment.standardError.split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix(".layoutc.toml:1:15: error: expected a whole number") && $0.hasSuffix("[E0603]") })
    #expect(
      lines.contains { $0.hasPrefix(".layoutc.toml:2:1: error: unknown key 'exlude'") && $0.hasSuffix("[E0602]") })
    #expect(
      lines.contains { $0.hasPrefix(".layoutc.toml:3:13: error: invalid pattern '[a'") && $0.hasSuffix("[E0604]") })
    // Nothing is checked with a broken config: no finding of a.layout.
    #expect(!(environment.standardOutput + environment.standardError).contains("a.layout"))
    let json = FakeEnvironment(files: [".layoutc.toml": "x = 1\n", "a.layout": Self.approximate])
    #expect(json.run("check", "--output-format", "json", "a.layout") == 2)
    #expect(json.standardOutput.contains("E0602"))
  }

  @Test func quietPrintsDiagnosticsOnly() {
    let clean = FakeEnvironment(files: ["a.layout": CheckCommandTests.clean])
    #expect(clean.run("check", "--quiet", "a.layout") == 0)
    #expect(clean.standardError.isEmpty)
    let warned = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(Self.concise(warned, "--quiet", "a.layout") == 0)
    #expect(warned.standardError.hasSuffix("[approximate-fraction]\n"))
    let fixed = FakeEnvironment(files: ["a.layout": Self.approximate])
    #expect(fixed.run("check", "--quiet", "--fix", "a.layout") == 0)
    #expect(fixed.standardError.isEmpty)
  }

  @Test func showConfigNamesTheOriginOfEverySetting() {
    let environment = FakeEnvironment(files: [
      "App/.layoutc.toml": "exclude = [\"Pods\"]\n\n[severity]\nchild-overflow = \"error\"\n",
      "App/a.layout": Self.approximate,
    ])
    #expect(environment.run("check", "--show-config", "--ignore", "unused-ignore", "App/a.layout") == 0)
    let rows = environment.standardOutput.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rows.contains("config: App/.layoutc.toml"))
    #expect(rows.contains("exclude [\"Pods\"] App/.layoutc.toml:1"))
    #expect(rows.contains("rule child-overflow error App/.layoutc.toml:4"))
    #expect(rows.contains("rule unused-ignore off --ignore"))
    #expect(rows.contains("rule empty-frame warning default"))
    #expect(rows.contains("viewport 320...1366 x 320...1366 default"))
    #expect(rows.contains("respect-gitignore true default"))
    #expect(rows.contains("walked yes"))
    let excluded = FakeEnvironment(files: [".layoutc.toml": "exclude = [\"Pods\"]\n", "Pods/x/a.layout": ""])
    #expect(excluded.run("check", "--show-config", "Pods/x/a.layout") == 0)
    #expect(excluded.standardOutput.hasSuffix("no (exclude or .gitignore)\n"))
    #expect(environment.run("check", "--show-config", "App/a.layout", "App/b.layout") == 2)
  }

  @Test func fileLevelIgnoreThroughCheck() {
    let text = "// layoutc-ignore-file: approximate-fraction -- matches the design file\n" + Self.approximate
    let environment = FakeEnvironment(files: ["a.layout": text])
    #expect(Self.concise(environment, "--strict", "a.layout") == 0)
  }

  @Test(
    arguments: [
      ([:], false), (["FORCE_COLOR": "1"], true), (["FORCE_COLOR": "0"], false), (["FORCE_COLOR": ""], false),
      (["CLICOLOR_FORCE": "1"], true), (["CLICOLOR_FORCE": "0"], false),
      (["FORCE_COLOR": "1", "NO_COLOR": "1"], false),
    ] as [([String: String], Bool)])
  func colourVariables(variables: [String: String], coloured: Bool) {
    let environment = FakeEnvironment(files: ["a.layout": Self.approximate])
    environment.variables = variables
    _ = environment.run("check", "a.layout")
    #expect(environment.standardError.contains("\u{1B}[") == coloured)
    let never = FakeEnvironment(files: ["a.layout": Self.approximate])
    never.variables = variables
    _ = never.run("check", "--color", "never", "a.layout")
    #expect(!never.standardError.contains("\u{1B}["))
  }
}

/// `fmt` walks directories with the same exclusions, and takes `--config` / `--no-config`.
@Suite struct ConfigFmtTests {
  static let messy = "layout A {\nitem cell { size: 1w x 44 }\nsection { cell }\n}\n"

  @Test func fmtSkipsExcludedAndIgnoredPaths() {
    let environment = FakeEnvironment(files: [
      ".layoutc.toml": "exclude = [\"Vendor\"]\n", ".gitignore": "build/\n", "a.layout": Self.messy,
      "Vendor/b.layout": Self.messy, "build/c.layout": Self.messy,
    ])
    #expect(environment.run("fmt", "--check", ".") == 1)
    #expect((environment.standardOutput + environment.standardError).contains("a.layout"))
    #expect(
      !(environment.standardOutput + environment.standardError).contains("Vendor")
        && !(environment.standardOutput + environment.standardError).contains("build/"))
    let unfiltered = FakeEnvironment(files: [
      ".layoutc.toml": "exclude = [\"Vendor\"]\nrespect-gitignore = false\n", ".gitignore": "build/\n",
      "Vendor/b.layout": Self.messy,
      "build/c.layout": Self.messy,
    ])
    // --no-config: the file's exclude and respect-gitignore = false are not read; .gitignore applies by default.
    #expect(unfiltered.run("fmt", "--check", "--no-config", ".") == 1)
    #expect(
      (unfiltered.standardOutput + unfiltered.standardError).contains("Vendor/b.layout")
        && !(unfiltered.standardOutput + unfiltered.standardError).contains("build/c"))
  }

  @Test func fmtRefusesABrokenConfig() {
    let environment = FakeEnvironment(files: [".layoutc.toml": "exclude = Vendor\n", "a.layout": Self.messy])
    #expect(environment.run("fmt", "--check", ".") == 2)
    #expect(environment.standardError.contains(".layoutc.toml:1:11: error"))
    #expect(environment.written.isEmpty)
  }

  /// fmt prints a refused file's errors up to the same limit as check: the flag, else the file's key, else 1000.
  @Test func fmtTakesTheErrorLimitFromFlagThenFile() {
    let broken = "layout A {\n" + String(repeating: "  item x { size: ] }\n", count: 4) + "}\n"
    func shown(_ arguments: String..., standardInput: String? = nil) -> Int {
      let environment = FakeEnvironment(
        files: ["a.layout": broken, ".layoutc.toml": "error-limit = 2\n"], standardInput: standardInput)
      #expect(environment.run(arguments: arguments) == 2)
      #expect(environment.standardOutput.isEmpty && environment.written.isEmpty)
      return environment.standardError.components(separatedBy: "[E0102]").count - 1
    }
    #expect(shown("fmt", "a.layout") == 2)
    #expect(shown("fmt", "--error-limit", "3", "a.layout") == 3)
    #expect(shown("fmt", "--no-config", "a.layout") == 4)
    #expect(shown("fmt", "-", "--stdin-filepath", "a.layout", standardInput: broken) == 2)
  }
}
