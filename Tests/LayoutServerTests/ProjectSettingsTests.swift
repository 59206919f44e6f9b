import LayoutCompiler
import LayoutLint
import LayoutServer
import Testing

/// A document is checked with the settings its project gives it (`ProjectSettingsSource`, which `layoutc lsp` answers
/// from `.layoutc.toml`; LSPCommandTests checks that part), and a changed config file re-checks open documents.
@Suite struct ProjectSettingsTests {
  /// Settings that the test changes between messages, as an edited config file would.
  final class Project: ProjectSettingsSource {
    var disabled: Set<String> = []
    var problems: [String] = []
    var reloads = 0
    func settings(forPath path: String) -> (lint: LintSettings, problems: [String]) {
      var settings = LintSettings.standard
      settings.disabledRules = disabled
      return (settings, problems)
    }
    func reload() { reloads += 1 }
  }

  static let unused =
    "layout A { item x { size: 1w x 44 }; item y { size: 1w x 44 }; "
    + "section { horizontal { size: 1w x 44; x } } }"

  static func body(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func start(_ server: LanguageServer, watching: Bool) -> [JSONValue] {
    let capabilities = watching ? #"{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}"# : "{}"
    _ = server.receive(
      body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":\#(capabilities)}}"#))
    return server.receive(body(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#))
  }

  static func open(_ server: LanguageServer, uri: String) -> [JSONValue] {
    server.receive(
      body(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":\#(JSONValue.quoted(unused))}}}"#
      ))
  }

  static func codes(_ messages: [JSONValue]) -> [String] {
    let published = messages.first { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
    return published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
  }

  @Test func fileDocumentsUseTheirProjectsSettingsOthersTheDefaults() {
    let project = Project()
    project.disabled = ["unused-declaration"]
    let server = LanguageServer(project: project)
    _ = Self.start(server, watching: false)
    #expect(Self.codes(Self.open(server, uri: "file:///p/a.layout")) == [])
    #expect(Self.codes(Self.open(server, uri: "untitled:Untitled-1")) == ["unused-declaration"])
  }

  @Test func aChangedConfigFileReChecksOpenDocuments() {
    let project = Project()
    let server = LanguageServer(project: project)
    let registration = Self.start(server, watching: true)
    #expect(registration.first?["method"]?.stringValue == "client/registerCapability")
    let registrations = registration.first?["params"]?["registrations"]?.arrayValue
    let watchers = registrations?.first?["registerOptions"]?["watchers"]?.arrayValue
    #expect(watchers?.first?["globPattern"]?.stringValue == "**/.layoutc.toml")
    #expect(Self.codes(Self.open(server, uri: "file:///p/a.layout")) == ["unused-declaration"])
    project.disabled = ["unused-declaration"]
    let other = server.receive(
      Self.body(
        #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file:///p/b.layout","type":2}]}}"#
      ))
    #expect(other.isEmpty && project.reloads == 0)
    let changed = server.receive(
      Self.body(
        #"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file:///p/.layoutc.toml","type":2}]}}"#
      ))
    #expect(project.reloads == 1)
    #expect(Self.codes(changed) == [])
  }

  @Test func withoutAProjectOrWatchingClientNothingIsRegistered() {
    #expect(Self.start(LanguageServer(), watching: true).isEmpty)
    #expect(Self.start(LanguageServer(project: Project()), watching: false).isEmpty)
  }

  @Test func aConfigProblemIsShownOnceUntilTheConfigIsReadAgain() {
    let project = Project()
    project.problems = [".layoutc.toml has errors"]
    let server = LanguageServer(project: project)
    _ = Self.start(server, watching: false)
    let first = Self.open(server, uri: "file:///p/a.layout")
    #expect(first.first?["method"]?.stringValue == "window/showMessage")
    #expect(first.first?["params"]?["message"]?.stringValue == ".layoutc.toml has errors")
    #expect(Self.open(server, uri: "file:///p/b.layout").count == 1)
  }
}
