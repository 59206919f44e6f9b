/// The statuses `layoutc preview` answers with.
public enum HTTPStatus: Int, Hashable, Sendable {
  case ok = 200
  case badRequest = 400
  case forbidden = 403
  case notFound = 404
  case methodNotAllowed = 405
  case requestTimeout = 408
  case uriTooLong = 414
  /// The file has errors: the body is its diagnostics instead of a picture.
  case unprocessableContent = 422
  case fieldsTooLarge = 431
  case versionNotSupported = 505

  /// The reason phrase of the status line.
  public var reason: String {
    switch self {
    case .ok: "OK"
    case .badRequest: "Bad Request"
    case .forbidden: "Forbidden"
    case .notFound: "Not Found"
    case .methodNotAllowed: "Method Not Allowed"
    case .requestTimeout: "Request Timeout"
    case .uriTooLong: "URI Too Long"
    case .unprocessableContent: "Unprocessable Content"
    case .fieldsTooLarge: "Request Header Fields Too Large"
    case .versionNotSupported: "HTTP Version Not Supported"
    }
  }
}

/// A response as plain data: the server writes ``bytes`` and closes the connection.
public struct HTTPResponse: Hashable, Sendable {
  /// The status.
  public var status: HTTPStatus
  /// The media type of the body.
  public var contentType: String
  /// The body.
  public var body: [UInt8]
  /// Fields beyond the ones every response has (`Allow`, `Content-Security-Policy`).
  public var fields: [HeaderField]

  /// Creates a response.
  public init(status: HTTPStatus, contentType: String, body: [UInt8], fields: [HeaderField] = []) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.fields = fields
  }

  /// A plain-text answer.
  public static func text(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
  }

  /// A refusal: `error: message` as text, the way the command line says it.
  public static func refusal(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
    .text(status, "error: \(message)\n")
  }

  /// The body as text (for tests and logs).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }

  /// The response on the wire. Every answer closes its connection (one request per connection keeps the server
  /// loop simple, and a local page makes few requests), is never cached (the file changes under it) and is never
  /// sniffed as another type.
  public var bytes: [UInt8] {
    var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
    head += "Content-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\n"
    head += "Cache-Control: no-store\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    head += "Connection: close\r\n"
    for field in fields { head += "\(field.name): \(field.value)\r\n" }
    head += "\r\n"
    return Array(head.utf8) + body
  }
}
