/// One HTTP/1.1 request head, as `layoutc preview` reads it: the method, the request target split into its path and
/// query, and the header fields (names in lower case). Bodies are never read: every route is a `GET`.
public struct HTTPRequest: Hashable, Sendable {
  /// The method, such as `GET`, as sent (methods are case-sensitive).
  public var method: String
  /// The path of the target, as sent (never percent-decoded: no route is a file name, so no decoding can make one).
  public var path: String
  /// The query after `?`, as sent, or nil.
  public var query: String?
  /// The header fields in order, names in lower case, values without surrounding blanks.
  public var fields: [HeaderField]

  /// Creates a request.
  public init(method: String, path: String, query: String? = nil, fields: [HeaderField] = []) {
    self.method = method
    self.path = path
    self.query = query
    self.fields = fields
  }

  /// The values of header `name` (lower case).
  public func values(of name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }
}

/// A header field: `name: value`.
public struct HeaderField: Hashable, Sendable {
  /// The name, in lower case.
  public var name: String
  /// The value, without leading and trailing blanks.
  public var value: String

  /// Creates a field.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// What reading a request head from the bytes received so far gives.
public enum HeadReading: Hashable, Sendable {
  /// The head is not complete yet: read more (the bytes are still within the limits).
  case incomplete
  /// A complete head.
  case complete(HTTPRequest)
  /// The bytes cannot be a request head this server answers: send this refusal and close.
  case refused(HTTPResponse)
}

/// Reads request heads with hard limits, so no client can make the server hold more than ``maximumHeadSize`` bytes
/// or parse more than ``maximumFieldCount`` fields, whatever it sends.
public enum RequestHead {
  /// The most bytes of a head, request line and fields included. Browsers send under 2 KiB to a local page.
  public static let maximumHeadSize = 16 * 1024
  /// The most bytes of the request line: a render query is a few dozen bytes.
  public static let maximumRequestLineSize = 4 * 1024
  /// The most header fields.
  public static let maximumFieldCount = 64

  /// Reads `bytes`, everything received on a connection so far.
  public static func read(_ bytes: [UInt8]) -> HeadReading {
    guard let end = headEnd(bytes) else {
      // The request line is refused as soon as it is too long, whether or not its end has arrived.
      if (bytes.firstIndex(of: 0x0A) ?? bytes.count) > maximumRequestLineSize {
        return .refused(.refusal(.uriTooLong, "the request line is longer than \(maximumRequestLineSize) bytes"))
      }
      if bytes.count >= maximumHeadSize {
        return .refused(
          .refusal(.fieldsTooLarge, "the request head is longer than \(maximumHeadSize) bytes"))
      }
      return .incomplete
    }
    guard end <= maximumHeadSize else {
      return .refused(.refusal(.fieldsTooLarge, "the request head is longer than \(maximumHeadSize) bytes"))
    }
    var lines = lines(of: bytes[..<end])
    // RFC 9112 §2.2: a server should ignore empty lines before the request line.
    while lines.first?.isEmpty == true { lines.removeFirst() }
    guard let requestLine = lines.first else { return .refused(.refusal(.badRequest, "an empty request")) }
    guard requestLine.count <= maximumRequestLineSize else {
      return .refused(.refusal(.uriTooLong, "the request line is longer than \(maximumRequestLineSize) bytes"))
    }
    let line = parseRequestLine(requestLine)
    guard case .complete(var request) = line else { return line }
    let fieldLines = lines.dropFirst()
    guard fieldLines.count <= maximumFieldCount else {
      return .refused(.refusal(.fieldsTooLarge, "more than \(maximumFieldCount) header fields"))
    }
    for line in fieldLines {
      guard let field = parseField(line) else {
        return .refused(.refusal(.badRequest, "a malformed header field"))
      }
      request.fields.append(field)
    }
    return .complete(request)
  }

  /// The index just past the blank line that ends the head (CRLF CRLF, or bare LFs, which RFC 9112 §2.2 lets a
  /// server accept), or nil.
  static func headEnd(_ bytes: [UInt8]) -> Int? {
    var index = 0
    // False at the very start, so the blank line that ends a head always follows a line.
    var lineStart = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        if lineStart { return index + 1 }
        lineStart = true
      } else if byte != 0x0D || !lineStart {
        // A CR at the start of a line may begin the blank line's CRLF; any other byte starts content.
        lineStart = false
      }
      index += 1
    }
    return nil
  }

  /// The lines of a head, without their CR LF, and without the blank line that ends it.
  static func lines(of head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var lines = head.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? line.dropLast() : line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The request line read: `.complete` with no fields yet, or `.refused`.
  static func parseRequestLine(_ line: ArraySlice<UInt8>) -> HeadReading {
    let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else {
      return .refused(.refusal(.badRequest, "a malformed request line"))
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version.hasPrefix("HTTP/") else { return .refused(.refusal(.badRequest, "a malformed request line")) }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return .refused(.refusal(.versionNotSupported, "this server speaks HTTP/1.1 only"))
    }
    let target = parts[1]
    // Origin form only (`/path?query`): visible ASCII, no fragment. Absolute and authority forms are for proxies.
    guard target.first == 0x2F, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x23 }) else {
      return .refused(.refusal(.badRequest, "a malformed request target; expected a path such as /render?width=390"))
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    let text = String(decoding: target, as: UTF8.self)
    guard let mark = text.firstIndex(of: "?") else { return .complete(HTTPRequest(method: method, path: text)) }
    return .complete(
      HTTPRequest(method: method, path: String(text[..<mark]), query: String(text[text.index(after: mark)...])))
  }

  static func parseField(_ line: ArraySlice<UInt8>) -> HeaderField? {
    // No blank before the colon (RFC 9112 §5.1) and no folded continuation line (§5.2): both are refused.
    guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
      line[..<colon].allSatisfy(isTokenByte)
    else { return nil }
    let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
    var trimmed = value
    while let last = trimmed.last, last == 0x20 || last == 0x09 { trimmed = trimmed.dropLast() }
    // Field values are visible characters, blanks and obs-text; a control character is a malformed request.
    guard trimmed.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }) else { return nil }
    return HeaderField(
      name: String(decoding: line[..<colon], as: UTF8.self).lowercased(),
      value: String(decoding: trimmed, as: UTF8.self))
  }

  /// A `tchar` of RFC 9110 §5.6.2: the characters of methods and field names.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
