import LayoutCompiler

/// The language server's state and its answer to each message: pure, single-threaded, no IO.
///
/// A body goes in (`receive`), the messages to send come out (responses and notifications, in order). The server
/// keeps one `Compilation` per open document version and asks the façade for everything it reports; it is the
/// only part of layoutc that knows LSP. The transport (`ServerConnection`) owns the bytes.
public final class LanguageServer {
  /// Where the lifecycle stands (the specification's `initialize` … `shutdown` … `exit`).
  enum Phase {
    case uninitialized, running, shutDown
  }

  var phase = Phase.uninitialized
  /// Negotiated at `initialize`.
  var encoding = PositionEncoding.utf16
  /// Open documents by URI.
  var documents: [String: OpenDocument] = [:]
  let options: ServerOptions
  /// Where the codes' pages are (`ServerOptions.documentationURL`, or the client's `initializationOptions`).
  var documentationURL: String?
  /// Where documents' project settings come from; nil: every document is checked with the defaults.
  let project: (any ProjectSettingsSource)?
  /// Config problems already shown to the user (each is shown once until the config files are read again).
  var reportedConfigProblems: Set<String> = []
  /// Whether the client can be asked to watch config files (`workspace.didChangeWatchedFiles.dynamicRegistration`).
  var watchesConfigFiles = false

  /// The process exit status once `exit` arrived: 0 after `shutdown`, 1 without it (as the specification says).
  public private(set) var exitStatus: Int32?

  /// A server that has not been initialized; `project` gives each `file:` document its project's lint settings.
  public init(options: ServerOptions = ServerOptions(), project: (any ProjectSettingsSource)? = nil) {
    self.options = options
    self.documentationURL = options.documentationURL
    self.project = project
  }

  /// The messages to send for one received body.
  public func receive(_ body: [UInt8]) -> [JSONValue] {
    let value: JSONValue
    do throws(JSONParseError) {
      value = try JSONValue.parse(body)
    } catch {
      return [.response(id: .null, error: RPCError(.parseError, "the message is not JSON: \(error)"))]
    }
    switch IncomingMessage.read(value) {
    case .failure(let failure):
      return [.response(id: failure.id, error: failure.error)]
    case .success(.response):
      return []
    case .success(.request(let id, let method, let params)):
      var outgoing: [JSONValue] = []
      let answer: JSONValue
      do throws(RPCError) {
        answer = .response(id: id, result: try request(method, params, notifying: &outgoing))
      } catch {
        answer = .response(id: id, error: error)
      }
      return [answer] + outgoing
    case .success(.notification(let method, let params)):
      return notification(method, params)
    }
  }

  /// The result of a request, or the error to answer with; notifications it causes go to `outgoing`.
  private func request(_ method: String, _ params: JSONValue, notifying outgoing: inout [JSONValue])
    throws(RPCError) -> JSONValue
  {
    switch phase {
    case .uninitialized:
      guard method == "initialize" else {
        throw RPCError(.serverNotInitialized, "'\(method)' before 'initialize'")
      }
      return initialize(params)
    case .shutDown:
      throw RPCError(.invalidRequest, "'\(method)' after 'shutdown'")
    case .running:
      break
    }
    switch method {
    case "initialize": throw RPCError(.invalidRequest, "'initialize' was already received")
    case "shutdown":
      phase = .shutDown
      return .null
    default:
      guard let handler = handler(method) else { throw RPCError(.methodNotFound, "no method '\(method)'") }
      return try handler(params)
    }
  }

  /// What a notification causes: diagnostics after a change, nothing for unknown ones (the specification says to
  /// ignore them; `$/` ones may always be ignored).
  private func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
    if method == "exit" {
      exitStatus = phase == .shutDown ? 0 : 1
      return []
    }
    guard phase == .running else { return [] }
    switch method {
    case "textDocument/didOpen": return didOpen(params)
    case "textDocument/didChange": return didChange(params)
    case "textDocument/didClose": return didClose(params)
    case "initialized": return initialized()
    case "workspace/didChangeWatchedFiles": return didChangeWatchedFiles(params)
    default: return []
    }
  }

  /// The handler of a request after `initialize` and before `shutdown`, if the server has one.
  private func handler(_ method: String) -> ((JSONValue) throws(RPCError) -> JSONValue)? {
    switch method {
    case "textDocument/formatting": formatting
    case "textDocument/rangeFormatting": rangeFormatting
    case "textDocument/documentSymbol": documentSymbols
    case "textDocument/foldingRange": foldingRanges
    case "textDocument/definition": definition
    case "textDocument/references": references
    case "textDocument/prepareRename": prepareRename
    case "textDocument/rename": rename
    case "textDocument/hover": hover
    case "textDocument/completion": completion
    case "textDocument/semanticTokens/full": semanticTokens
    case "textDocument/codeAction": codeActions
    default: nil
    }
  }
}

/// Settings of a server that are not negotiated with the client.
public struct ServerOptions: Sendable {
  /// The base URL of layoutc's documentation (the folder holding `Codes.md` and `Rules.md`), for each diagnostic's
  /// `codeDescription` link; nil: no links. A client can also send it as `initializationOptions.documentationURL`.
  public var documentationURL: String?
  /// The version `initialize` reports in `serverInfo` (`layoutc --version`'s).
  public var version: String?

  /// Creates options.
  public init(documentationURL: String? = nil, version: String? = nil) {
    self.documentationURL = documentationURL
    self.version = version
  }
}
