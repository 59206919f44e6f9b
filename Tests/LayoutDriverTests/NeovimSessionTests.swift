import Foundation
import LayoutTestSupport
import Testing

/// `layoutc lsp` under a real client: `Editors/nvim/test.sh` drives headless Neovim's built-in LSP client against the
/// built binary (diagnostics, formatting, hover, rename, an edit that clears diagnostics). Without Neovim the test
/// is skipped and says so; under CI (`CI=true`), where `.ci/run` installs Neovim, a missing one is a failure.
@Suite struct NeovimSessionTests {
  static let neovim: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("nvim") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  static let underCI = ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(
    .enabled(
      if: neovim != nil || underCI,
      "skipped: Neovim (nvim) is not installed; Editors/nvim/test.sh runs this session where it is, and CI installs it")
  )
  func builtInClientSession() throws {
    guard Self.neovim != nil else {
      Issue.record("nvim is not installed, and CI must run the Neovim session (.ci/run installs it)")
      return
    }
    let layoutc = try #require(BuiltTool.layoutc)
    let root = Fixtures.repositoryRoot()
    let outcome = try BuiltTool.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["LAYOUTC=\(layoutc.path)", "bash", root.appendingPathComponent("Editors/nvim/test.sh").path], in: root)
    #expect(outcome.status == 0, "\(outcome.text)\(outcome.standardError)")
    #expect(outcome.text.contains("all checks passed"), "\(outcome.text)")
  }
}
