import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `layoutc completions` and `layoutc man` are made from the command registry: every command and option appears, and
/// the manual in the repository is what `man` prints. (The scripts run in the real shells in `Tests/Shell/test.sh`.)
@Suite struct CompletionsCommandTests {
  @Test(arguments: ShellCompletion.allCases)
  func everyCommandAndOptionCompletes(shell: ShellCompletion) {
    let environment = FakeEnvironment()
    #expect(environment.run("completions", shell.rawValue) == 0)
    let script = environment.standardOutput
    #expect(script == shell.script)
    for command in Commands.all {
      #expect(script.contains(command.name), "\(shell): no '\(command.name)'")
      for option in OptionSpec.all(of: command) {
        let spelled = shell == .fish ? "-l \(option.name)" : "--\(option.name)"
        #expect(script.contains(spelled), "\(shell): no \(spelled) for \(command.name)")
        for choice in option.choices { #expect(script.contains(choice), "\(shell): no value '\(choice)'") }
      }
    }
  }

  @Test func unknownShellIsAUsageErrorWithASuggestion() {
    let environment = FakeEnvironment()
    #expect(environment.run("completions", "zssh") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown shell 'zssh'; use bash, zsh or fish\n"))
    #expect(environment.standardError.contains("did you mean 'zsh'?"))
    #expect(FakeEnvironment().run("completions") == 2)
  }

  /// `Documentation/layoutc.1` is `layoutc man`; `LAYOUTC_UPDATE_GOLDEN=1` rewrites it.
  @Test func manualInTheRepositoryIsCurrent() {
    let environment = FakeEnvironment()
    #expect(environment.run("man") == 0)
    let path = Fixtures.repositoryRoot().appendingPathComponent("Documentation/layoutc.1")
    let difference = Golden.check(environment.standardOutput, against: path)
    #expect(difference == nil, "\(difference ?? "")")
  }

  /// Every command's synopsis and options are in the manual, escaped for roff.
  @Test func manualHasEveryCommandAndOption() {
    let page = ManualPage.text(for: Commands.all)
    for command in Commands.all {
      #expect(page.contains(".SS \"" + ManualPage.escaped("layoutc " + command.name)))
      for option in OptionSpec.all(of: command) {
        #expect(page.contains(".B " + ManualPage.escaped("--" + option.name)) || option.short != nil)
      }
    }
    #expect(ManualPage.escaped(".a-b\\c") == "\\&.a\\-b\\ec")
  }
}
