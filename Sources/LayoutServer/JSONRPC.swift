import LayoutCompiler

// JSON-RPC 2.0 as the language server protocol uses it: requests (with an id) get exactly one response, a result or
// an error; notifications (no id) get none. Errors carry the specification's codes.

/// A JSON-RPC or LSP error code.
public enum RPCErrorCode: Int, Sendable {
  /// The body is not JSON.
  case parseError = -32700
  /// The JSON is not a request or a notification, or the request is not valid now (after `shutdown`).
  case invalidRequest = -32600
  /// No handler for the method.
  case methodNotFound = -32601
  /// The parameters do not have the expected shape.
  case invalidParams = -32602
  /// A bug in the server; the request failed.
  case internalError = -32603
  /// A request arrived before `initialize`.
  case serverNotInitialized = -32002
  /// The request was valid but could not be carried out (a file with syntax errors cannot be formatted).
  case requestFailed = -32803
}

/// An error answer to a request.
public struct RPCError: Error, Sendable {
  /// The code.
  public var code: RPCErrorCode
  /// What went wrong, for the user or the log.
  public var message: String

  /// Creates an error.
  public init(_ code: RPCErrorCode, _ message: String) {
    self.code = code
    self.message = message
  }

  /// Parameters missing or of the wrong shape.
  static func invalidParams(_ what: String) -> RPCError { RPCError(.invalidParams, "invalid params: \(what)") }
}

/// What a client sent, read from one message body.
enum IncomingMessage {
  /// A request: answer it with `id`.
  case request(id: JSONValue, method: String, params: JSONValue)
  /// A notification: no answer.
  case notification(method: String, params: JSONValue)
  /// A response to a request the server sent; the server sends none that need an answer, so it is ignored.
  case response

  /// Classifies a parsed body, or explains why it is not a JSON-RPC message (with the id to answer, if readable).
  static func read(_ value: JSONValue) -> Result<IncomingMessage, RejectedMessage> {
    guard case .object = value else {
      return .failure(RejectedMessage(id: .null, error: RPCError(.invalidRequest, "a message must be a JSON object")))
    }
    let id = value["id"]
    let answerID: JSONValue = id.flatMap { $0.isValidID ? $0 : nil } ?? .null
    guard value["jsonrpc"]?.stringValue == "2.0" else {
      return .failure(RejectedMessage(id: answerID, error: RPCError(.invalidRequest, "'jsonrpc' must be \"2.0\"")))
    }
    guard let methodValue = value["method"] else {
      if value["result"] != nil || value["error"] != nil { return .success(.response) }
      return .failure(RejectedMessage(id: answerID, error: RPCError(.invalidRequest, "a message has no 'method'")))
    }
    guard let method = methodValue.stringValue else {
      return .failure(RejectedMessage(id: answerID, error: RPCError(.invalidRequest, "'method' must be a string")))
    }
    let params = value["params"] ?? .null
    guard let id else { return .success(.notification(method: method, params: params)) }
    guard id.isValidID else {
      return .failure(RejectedMessage(id: .null, error: RPCError(.invalidRequest, "'id' must be a number or a string")))
    }
    return .success(.request(id: id, method: method, params: params))
  }
}

/// A body that is JSON but not a JSON-RPC message: the error to answer with, and the id if one could be read.
struct RejectedMessage: Error {
  var id: JSONValue
  var error: RPCError
}

extension JSONValue {
  /// Whether this can be a request id: an integer or a string.
  var isValidID: Bool {
    switch self {
    case .number, .string: true
    default: false
    }
  }

  /// A successful response.
  static func response(id: JSONValue, result: JSONValue) -> JSONValue {
    .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
  }

  /// An error response.
  static func response(id: JSONValue, error: RPCError) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("id", id),
      ("error", .object([("code", .number(error.code.rawValue)), ("message", .string(error.message))])),
    ])
  }

  /// A notification from the server.
  static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
  }
}
