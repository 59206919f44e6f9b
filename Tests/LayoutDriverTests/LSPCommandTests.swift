import LayoutDriver
import Testing

/// `layoutc lsp`: the command wires standard input and output to the server (the protocol itself is tested in
/// LayoutServerTests, over pipes).
@Suite struct LSPCommandTests {
  static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }

  static let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
  static let shutdown = frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
  static let exit = frame(#"{"jsonrpc":"2.0","method":"exit"}"#)

  @Test func answersOnStandardOutputAndExitsZeroAfterShutdown() {
    let environment = FakeEnvironment(standardInput: Self.initialize + Self.shutdown + Self.exit)
    #expect(environment.run("lsp", "--stdio") == 0)
    let output = environment.standardOutput
    #expect(output.hasPrefix("Content-Length: "))
    #expect(output.contains(#""serverInfo":{"name":"layoutc","version":"0.1.0"}"#))
    #expect(output.hasSuffix(Self.frame(#"{"jsonrpc":"2.0","id":2,"result":null}"#)))
    #expect(environment.standardError.isEmpty)
  }

  @Test func endOfInputWithoutExitIsStatusOne() {
    let environment = FakeEnvironment(standardInput: Self.initialize)
    #expect(environment.run("lsp") == 1)
  }

  @Test func unreadableFramesAreLoggedOnStandardError() {
    let environment = FakeEnvironment(standardInput: "Content-Length: x\r\n\r\n" + Self.initialize + Self.exit)
    #expect(environment.run("lsp") == 1)
    #expect(environment.standardError == "layoutc lsp: skipped a frame: a header has no valid Content-Length\n")
    #expect(environment.standardOutput.contains(#""capabilities""#))
  }

  @Test func documentationURLLinksLintRules() {
    let open = Self.frame(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.layout","version":1,"text":"layout A { item x { size: 1w x 44 }; item y { size: 1w x 44 }; section { horizontal { size: 1w x 44; x } } }"}}}"#
    )
    let environment = FakeEnvironment(standardInput: Self.initialize + open + Self.shutdown + Self.exit)
    #expect(environment.run("lsp", "--documentation-url", "https://example.com/docs") == 0)
    #expect(environment.standardOutput.contains(#""href":"https://example.com/docs/Rules.md#unused-declaration""#))
  }

  static let openWithErrorAndFinding = frame(
    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.layout","version":1,"text":"layout A { item x { size: 1w x 44 }; item y { size: 1w x 44 }; section { horizontal { size: 1w x 44; x; z } } }"}}}"#
  )

  @Test func documentationURLLinksEveryCode() {
    let environment = FakeEnvironment(
      standardInput: Self.initialize + Self.openWithErrorAndFinding + Self.shutdown + Self.exit)
    #expect(environment.run("lsp", "--documentation-url", "https://example.com/docs/") == 0)
    #expect(environment.standardOutput.contains(#""href":"https://example.com/docs/Codes.md#e0301""#))
  }

  /// Without the flag, the documentation of the clone or installation the executable sits in is linked as a file.
  @Test(arguments: [
    (
      "/src/layoutc/.build/x86_64-unknown-linux-gnu/debug/layoutc", "/src/layoutc/Documentation/Codes.md",
      "file:///src/layoutc/Documentation/"
    ),
    (
      "/opt/my tools/bin/layoutc", "/opt/my tools/share/doc/layoutc/Codes.md",
      "file:///opt/my%20tools/share/doc/layoutc/"
    ),
  ])
  func documentationBesideTheExecutableIsLinked(executable: String, page: String, folder: String) {
    let environment = FakeEnvironment(
      files: [page: "# Diagnostic codes\n"],
      standardInput: Self.initialize + Self.openWithErrorAndFinding + Self.shutdown + Self.exit)
    environment.executable = executable
    #expect(environment.run("lsp") == 0)
    #expect(environment.standardOutput.contains(#""href":"\#(folder)Codes.md#e0301""#))
  }

  @Test func noDocumentationNoLinks() {
    let environment = FakeEnvironment(
      standardInput: Self.initialize + Self.openWithErrorAndFinding + Self.shutdown + Self.exit)
    environment.executable = "/usr/local/bin/layoutc"
    #expect(environment.run("lsp") == 0)
    #expect(environment.standardOutput.contains(#""code":"E0301""#))
    #expect(!environment.standardOutput.contains("codeDescription"))
  }

  @Test func takesNoArguments() {
    let environment = FakeEnvironment(standardInput: "")
    #expect(environment.run("lsp", "file.layout") == 2)
    #expect(environment.standardError.hasPrefix("error: 'lsp' takes no arguments, but got 'file.layout'\n"))
  }

  /// A `file:` document is checked with the settings of the nearest `.layoutc.toml`, as `check` would check it.
  @Test func documentsAreCheckedWithTheirConfigFile() {
    let open = Self.frame(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///p/a.layout","version":1,"text":"layout A { item x { size: 1w x 44 }; item y { size: 1w x 44 }; section { horizontal { size: 1w x 44; x } } }"}}}"#
    )
    func output(config: String, _ arguments: String...) -> String {
      let environment = FakeEnvironment(
        files: ["/p/.layoutc.toml": config], standardInput: Self.initialize + open + Self.shutdown + Self.exit)
      #expect(environment.run(arguments: ["lsp"] + arguments) == 0)
      return environment.standardOutput
    }
    #expect(!output(config: "ignore = [\"unused-declaration\"]\n").contains("unused-declaration"))
    #expect(output(config: "ignore = [\"unused-declaration\"]\n", "--no-config").contains("unused-declaration"))
    #expect(output(config: "[severity]\nunused-declaration = \"error\"\n").contains(#""severity":1"#))
    let broken = output(config: "ignore = unused\n")
    #expect(broken.contains(#""method":"window/showMessage""#) && broken.contains("/p/.layoutc.toml has errors"))
    #expect(broken.contains("unused-declaration"))
  }
}
