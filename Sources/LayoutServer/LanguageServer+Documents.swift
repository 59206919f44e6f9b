import LayoutCompiler

/// One open document: its version and the snapshot of its text.
struct OpenDocument {
  /// The client's URI, as sent.
  var uri: String
  /// The client's version number.
  var version: Int
  /// The snapshot of the current text; replaced on every change, so older answers keep their own.
  var compilation: Compilation

  /// The text.
  var source: SourceFile { compilation.source }
}

extension LanguageServer {
  /// `didOpen`: keeps the text and publishes its diagnostics.
  func didOpen(_ params: JSONValue) -> [JSONValue] {
    guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
      let text = item["text"]?.stringValue
    else { return [Self.logMessage("textDocument/didOpen without a textDocument with a uri and a text")] }
    var messages: [JSONValue] = []
    let source = SourceFile(path: Self.path(ofURI: uri), bytes: Array(text.utf8))
    let document = OpenDocument(
      uri: uri, version: item["version"]?.intValue ?? 0,
      compilation: compilation(of: source, uri: uri, messages: &messages))
    documents[uri] = document
    return messages + [publishDiagnostics(document)]
  }

  /// `didChange`: applies whole-text and ranged changes in order, then publishes the new diagnostics.
  func didChange(_ params: JSONValue) -> [JSONValue] {
    guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri] else {
      return [Self.logMessage("textDocument/didChange for a document that is not open")]
    }
    guard let changes = params["contentChanges"]?.arrayValue else {
      return [Self.logMessage("textDocument/didChange without contentChanges")]
    }
    var bytes = document.source.bytes
    var source = document.source
    for change in changes {
      guard let text = change["text"]?.stringValue else {
        return [Self.logMessage("textDocument/didChange: a change has no text; the document was left as it was")]
      }
      if let range = change["range"] {
        guard let span = encoding.span(of: range, in: source) else {
          return [Self.logMessage("textDocument/didChange: a malformed range; the document was left as it was")]
        }
        bytes.replaceSubrange(span.start..<span.end, with: Array(text.utf8))
      } else {
        bytes = Array(text.utf8)
      }
      // Each change's range is in the text left by the one before it.
      source = SourceFile(path: source.path, bytes: bytes)
    }
    document.version = params["textDocument"]?["version"]?.intValue ?? document.version + 1
    var messages: [JSONValue] = []
    document.compilation = compilation(of: source, uri: uri, messages: &messages)
    documents[uri] = document
    return messages + [publishDiagnostics(document)]
  }

  /// `didClose`: forgets the document and clears its diagnostics.
  func didClose(_ params: JSONValue) -> [JSONValue] {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
    documents[uri] = nil
    return [
      .notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
    ]
  }

  /// The open document a request names, or nil when it is not open (requests on such documents get an empty
  /// answer, not an error: a client may ask before `didOpen` arrives or after `didClose`).
  func document(_ params: JSONValue) throws(RPCError) -> OpenDocument? {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      throw .invalidParams("'textDocument.uri' is missing")
    }
    return documents[uri]
  }

  /// The document and the byte offset of `params.position`, or nil when the document is not open.
  func documentAndOffset(_ params: JSONValue) throws(RPCError) -> (OpenDocument, Int)? {
    guard let document = try document(params) else { return nil }
    guard let offset = encoding.offset(of: params["position"], in: document.source) else {
      throw .invalidParams("'position' must have a non-negative 'line' and 'character'")
    }
    return (document, offset)
  }

  /// A `window/logMessage` notification; type 3 (info) by default, which a client shows in its log, not in a pop-up,
  /// and 1 for an error.
  static func logMessage(_ message: String, type: Int = 3) -> JSONValue {
    .notification("window/logMessage", .object([("type", .number(type)), ("message", .string("layoutc: " + message))]))
  }

  /// The path in a `file:` URI, percent-decoded, for messages; any other URI as it is.
  static func path(ofURI uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    var bytes: [UInt8] = []
    var rest = Array(uri.utf8.dropFirst(7))[...]
    while let byte = rest.first {
      if byte == UInt8(ascii: "%"), rest.count >= 3,
        let value = UInt8(String(decoding: rest.dropFirst().prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        rest = rest.dropFirst(3)
      } else {
        bytes.append(byte)
        rest = rest.dropFirst()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
