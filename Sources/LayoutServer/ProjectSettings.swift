import LayoutCompiler
import LayoutLint

/// Where the server gets a document's project settings: the lint rules, severities and default viewport that the
/// nearest `.layoutc.toml` gives it, as `layoutc check` reads them. The server does no IO; `layoutc lsp` answers from
/// the config files above each document.
public protocol ProjectSettingsSource: AnyObject {
  /// The lint settings of the file at `path`, and the problems met reading the config files that apply to it (one
  /// line each, such as a config file with errors, whose defaults are then used).
  func settings(forPath path: String) -> (lint: LintSettings, problems: [String])
  /// Forgets the config files read so far, because one changed.
  func reload()
  /// The files `source` imports, read from where the file lives (`layoutc lsp` reads them from disk, as `check`
  /// does). Imported files are read when the document is checked: an edit to an imported file shows in its
  /// importers at their next change.
  func imports(of source: SourceFile) -> ImportGraph
}

extension ProjectSettingsSource {
  /// No imports resolved: imported names are unknown (a source that cannot read files).
  public func imports(of source: SourceFile) -> ImportGraph { .empty }
}

extension LanguageServer {
  /// The glob of the file watcher the server asks the client for, so an edited config file re-checks the documents.
  static let configWatcherPattern = "**/.layoutc.toml"

  /// A snapshot of `source`, checked with the settings of its project (a `file:` document's config file); problems
  /// with the config file not reported before go to `messages`, each once, as warnings in the editor.
  func compilation(of source: SourceFile, uri: String, messages: inout [JSONValue]) -> Compilation {
    guard let project, uri.hasPrefix("file://") else { return Compilation(source: source) }
    let (lint, problems) = project.settings(forPath: source.path)
    for problem in problems where reportedConfigProblems.insert(problem).inserted {
      let warning = JSONValue.object([("type", .number(2)), ("message", .string(problem))])
      messages.append(.notification("window/showMessage", warning))
    }
    return Compilation(source: source, lintSettings: lint, imports: project.imports(of: source))
  }

  /// `initialized`: asks a client that can watch files for changes to config files (dynamic registration).
  func initialized() -> [JSONValue] {
    guard project != nil, watchesConfigFiles else { return [] }
    let watcher = JSONValue.object([("globPattern", .string(Self.configWatcherPattern))])
    let registration = JSONValue.object([
      ("id", .string("layoutc-config")), ("method", .string("workspace/didChangeWatchedFiles")),
      ("registerOptions", .object([("watchers", .array([watcher]))])),
    ])
    return [
      .object([
        ("jsonrpc", .string("2.0")), ("id", .string("layoutc-watch-config")),
        ("method", .string("client/registerCapability")),
        ("params", .object([("registrations", .array([registration]))])),
      ])
    ]
  }

  /// `workspace/didChangeWatchedFiles`: when a config file changed, reads config files afresh and re-checks every
  /// open document with what they now say.
  func didChangeWatchedFiles(_ params: JSONValue) -> [JSONValue] {
    let uris = params["changes"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
    guard let project, uris.contains(where: { $0.hasSuffix("/.layoutc.toml") }) else { return [] }
    project.reload()
    reportedConfigProblems = []
    var messages: [JSONValue] = []
    for uri in documents.keys.sorted() {
      guard var document = documents[uri] else { continue }
      document.compilation = compilation(of: document.source, uri: uri, messages: &messages)
      documents[uri] = document
      messages.append(publishDiagnostics(document))
    }
    return messages
  }
}
