import LayoutDriver
import Testing

/// The top level of the command line: help, version, usage and mistakes in the command word.
@Suite struct DriverTests {
  @Test func noArgumentsPrintsUsageAndFails() {
    let environment = FakeEnvironment()
    #expect(environment.run() == 2)
    #expect(environment.standardError.hasPrefix("usage: layoutc COMMAND"))
    #expect(environment.standardOutput.isEmpty)
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func overviewListsEveryCommand(arguments: [String]) {
    let environment = FakeEnvironment()
    #expect(Driver.run(arguments: arguments, environment: environment) == 0)
    #expect(environment.standardOutput.hasPrefix("OVERVIEW: layoutc"))
    for command in Commands.all { #expect(environment.standardOutput.contains("\n  \(command.name) ")) }
    #expect(environment.standardError.isEmpty)
  }

  @Test func version() {
    let environment = FakeEnvironment()
    #expect(environment.run("--version") == 0)
    #expect(environment.standardOutput == "layoutc 0.1.0\n")
  }

  @Test(arguments: Commands.all.map(\.name))
  func everyCommandHasHelpThreeWays(name: String) {
    var pages: [String] = []
    for arguments in [[name, "--help"], [name, "-h"], ["help", name]] {
      let environment = FakeEnvironment()
      #expect(Driver.run(arguments: arguments, environment: environment) == 0)
      #expect(environment.standardError.isEmpty)
      pages.append(environment.standardOutput)
    }
    #expect(pages[0].contains("USAGE: layoutc \(name)"))
    #expect(pages[0].contains("-h, --help"))
    #expect(pages[0] == pages[1] && pages[1] == pages[2])
  }

  @Test func helpWinsOverOtherArguments() {
    let environment = FakeEnvironment()
    #expect(environment.run("check", "missing.layout", "--help") == 0)
    #expect(environment.standardOutput.contains("--output-format FORMAT"))
  }

  @Test func unknownCommandSuggestsTheClosest() {
    let environment = FakeEnvironment()
    #expect(environment.run("chek", "a.layout") == 2)
    #expect(
      environment.standardError
        == "error: unknown command 'chek'\nhelp: did you mean 'check'?\n"
        + "usage: layoutc COMMAND [options] [arguments]\nsee 'layoutc --help' for more\n")
  }

  @Test func unknownCommandWithNothingClose() {
    let environment = FakeEnvironment()
    #expect(environment.run("zzzzzz") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown command 'zzzzzz'\nusage:"))
  }

  @Test func unknownTopLevelOption() {
    let environment = FakeEnvironment()
    #expect(environment.run("--verison") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown option '--verison'\nhelp: did you mean '--version'?\n"))
  }

  @Test func helpForAnUnknownCommand() {
    let environment = FakeEnvironment()
    #expect(environment.run("help", "explian") == 2)
    #expect(environment.standardError.hasPrefix("error: unknown command 'explian'\nhelp: did you mean 'explain'?\n"))
    #expect(environment.standardError.contains("usage: layoutc help [COMMAND]"))
  }

  @Test func helpTakesOneCommand() {
    let environment = FakeEnvironment()
    #expect(environment.run("help", "check", "explain") == 2)
    #expect(environment.standardError.hasPrefix("error: 'help' takes at most one command"))
  }
}

/// The argument parser on its own.
@Suite struct ArgumentParserTests {
  let options = [
    OptionSpec("format", .value(placeholder: "F", choices: ["human", "json"]), help: ""),
    OptionSpec("name", .value(placeholder: "N"), help: ""),
    OptionSpec("strict", .flag, help: ""),
  ]

  @Test func formsOfOptions() throws {
    let parsed = try ArgumentParser.parse(
      ["a", "--format", "json", "--name=x=y", "-", "--strict", "--", "--format", "-h"], options: options)
    #expect(parsed.positionals == ["a", "-", "--format", "-h"])
    #expect(parsed.value("format") == "json")
    #expect(parsed.value("name") == "x=y")
    #expect(parsed.flag("strict"))
    #expect(!parsed.flag("help"))
  }

  @Test func lastValueWinsAndEmptyValueIsAValue() throws {
    let parsed = try ArgumentParser.parse(["--name", "a", "--name=", "--format=human"], options: options)
    #expect(parsed.value("name") == "")
    #expect(parsed.value("format") == "human")
  }

  @Test(arguments: [
    (["--frmat", "json"], "unknown option '--frmat'", ["--format"]),
    (["-x"], "unknown option '-x'", []),
    (["--format"], "option '--format' needs a value (F)", []),
    (["--format", "--strict"], "option '--format' needs a value (F)", []),
    (["--strict=yes"], "option '--strict' does not take a value", []),
    (["--format", "jsn"], "invalid value 'jsn' for '--format'; expected 'human' or 'json'", ["json"]),
  ])
  func mistakes(arguments: [String], message: String, suggestions: [String]) {
    #expect(throws: UsageError(message, suggestions: suggestions)) {
      try ArgumentParser.parse(arguments, options: options)
    }
  }
}
