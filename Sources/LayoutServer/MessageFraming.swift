// The base protocol's framing: each message is `Content-Length: N\r\n` (other headers allowed, and ignored) then an
// empty line, then N bytes of JSON. The reader is incremental (bytes arrive in any chunks) and bounded: a header
// longer than `maximumHeaderBytes` or a body over `maximumBodyBytes` is reported and skipped, never buffered, so no
// input can make it grow without limit or wait for ever on a frame that cannot complete.

/// What the frame reader found next in the byte stream.
public enum FrameEvent: Equatable, Sendable {
  /// One message body (the JSON bytes).
  case message([UInt8])
  /// A frame that could not be read: its header was malformed or its body too large. Reading goes on after it.
  case malformed(String)
}

/// Splits a byte stream into message bodies by their `Content-Length` headers.
public struct FrameReader: Sendable {
  /// The longest header block accepted: a few headers, far less than this.
  public static let maximumHeaderBytes = 8 << 10
  /// The largest body accepted: the largest input `layoutc` reads (64 MiB) and room for JSON escapes.
  public static let maximumBodyBytes = 128 << 20

  private var buffer: [UInt8] = []
  private var start = 0
  /// Bytes of an oversized body still to be dropped as they arrive.
  private var skipping = 0

  /// An empty reader.
  public init() {}

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    var bytes = bytes[...]
    if skipping > 0 {
      let dropped = min(skipping, bytes.count)
      skipping -= dropped
      bytes = bytes.dropFirst(dropped)
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete frame, or nil until more bytes arrive.
  public mutating func next() -> FrameEvent? {
    defer { compact() }
    guard let headerEnd = headerTerminator() else {
      if buffer.count - start > Self.maximumHeaderBytes {
        // No header ends within the limit: drop what is buffered, keeping a possible start of "\r\n\r\n".
        start = buffer.count - 3
        return .malformed("a header is longer than \(Self.maximumHeaderBytes) bytes")
      }
      return nil
    }
    let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    guard let length = Self.contentLength(in: header) else {
      start = bodyStart
      return .malformed("a header has no valid Content-Length")
    }
    if length > Self.maximumBodyBytes {
      let available = buffer.count - bodyStart
      skipping = length - available
      start = buffer.count
      return .malformed("a message of \(length) bytes is larger than \(Self.maximumBodyBytes), the most accepted")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    start = bodyStart + length
    return .message(Array(buffer[bodyStart..<start]))
  }

  /// The offset of the `\r\n\r\n` ending the header block that starts at `start`, if it has arrived.
  private func headerTerminator() -> Int? {
    var index = start
    let limit = min(buffer.count - 3, start + Self.maximumHeaderBytes + 1)
    while index < limit {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The `Content-Length` value (the header name in any case, as HTTP's), or nil when absent, repeated differently or
  /// not a decimal number.
  static func contentLength(in header: String) -> Int? {
    var found: Int?
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      guard line[..<colon].lowercased() == "content-length" else { continue }
      let text = line[line.index(after: colon)...].trimmingSpaces
      guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.utf8.count <= 12,
        let value = Int(text), found == nil || found == value
      else { return nil }
      found = value
    }
    return found
  }

  /// Drops consumed bytes once they are most of the buffer, so memory follows the unread input.
  private mutating func compact() {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(min(start, buffer.count))
      start = 0
    }
  }

  /// A message body in its frame.
  public static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
