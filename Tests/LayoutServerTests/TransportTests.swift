import LayoutCompiler
import LayoutMath
import LayoutServer
import LayoutTestSupport
import Testing

/// The JSON reader and the frame reader: what any byte stream a client sends meets first.
@Suite struct TransportTests {
  @Test func jsonReadsWhatTheWriterWrites() throws {
    let value = JSONValue.object([
      ("text", .string("é😀 \"quoted\" \\ \n\t\u{1}")), ("n", .number(-42)), ("half", .exact(Rational(1, 2)!)),
      ("list", .array([.boolean(true), .boolean(false), .null, .array([]), .object([])])),
    ])
    #expect(try JSONValue.parse(Array(value.minified.utf8)) == value)
    #expect(try JSONValue.parse(Array(value.written(indent: "").utf8)) == value)
    #expect(try JSONValue.parse(Array(#""\ud83d\ude00 \u00e9 \ud800""#.utf8)) == .string("😀 é \u{FFFD}"))
    #expect(try JSONValue.parse(Array("-0.25".utf8)) == .exact(Rational(-1, 4)!))
  }

  @Test(arguments: [
    "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\\q\"", "\"a", "1e5", "99999999999999999999",
    "{} {}", "\"\u{1}\"", "[" + String(repeating: "[", count: 70) + String(repeating: "]", count: 71),
  ])
  func jsonRefusesMalformedText(_ text: String) {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(Array(text.utf8)) }
  }

  @Test func jsonRefusesInvalidUTF8AndSurvivesRandomBytes() {
    #expect(throws: JSONParseError.self) { try JSONValue.parse([0x22, 0xFF, 0x22]) }
    var random = SeededGenerator(seed: 14)
    let alphabet = Array("{}[]\",:\\u0123456789.eE+-truefalsn \n".utf8) + [0xC3, 0xFF]
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0..<40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
      _ = try? JSONValue.parse(bytes)
    }
  }

  @Test func framesSurviveAnyChunking() {
    let bodies = ["{\"a\":1}", "[]", "{\"text\":\"é😀\"}", String(repeating: "x", count: 5_000)]
    let stream = Array(bodies.map(FrameReader.frame).joined().utf8)
    var random = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      var reader = FrameReader()
      var received: [String] = []
      var index = 0
      while index < stream.count {
        let end = min(stream.count, index + Int.random(in: 1...64, using: &random))
        reader.append(stream[index..<end])
        index = end
        while case .message(let body)? = reader.next() { received.append(String(decoding: body, as: UTF8.self)) }
      }
      #expect(received == bodies)
    }
  }

  @Test func malformedFramesAreSkippedAndReadingGoesOn() {
    var reader = FrameReader()
    reader.append(Array("Content-Length: \(FrameReader.maximumBodyBytes + 10)\r\n\r\n".utf8))
    #expect(
      reader.next()
        == .malformed(
          "a message of \(FrameReader.maximumBodyBytes + 10) bytes is larger than \(FrameReader.maximumBodyBytes), the most accepted"
        ))
    // The oversized body is dropped as it arrives, and the frame after it is read.
    reader.append([UInt8](repeating: 0x41, count: FrameReader.maximumBodyBytes + 10))
    reader.append(Array(FrameReader.frame("{}").utf8))
    #expect(reader.next() == .message(Array("{}".utf8)))
    reader.append([UInt8](repeating: 0x41, count: FrameReader.maximumHeaderBytes + 1))
    #expect(reader.next() == .malformed("a header is longer than \(FrameReader.maximumHeaderBytes) bytes"))
    reader.append(Array(("\r\n\r\n" + FrameReader.frame("[1]")).utf8))
    #expect(reader.next() == .malformed("a header has no valid Content-Length"))
    #expect(reader.next() == .message(Array("[1]".utf8)))
    #expect(reader.next() == nil)
  }

  /// Random and damaged traffic: every body gets an answer or is dropped, nothing traps, and the connection ends
  /// when the input does.
  @Test func randomTrafficNeverCrashesOrHangs() {
    let valid = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a","version":1,"text":"layout A { item x { size: 1w x 44 }; section { x } }"}}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":9}},"text":"é"}]}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a"},"position":{"line":0,"character":17}}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///a"},"position":{"line":0,"character":40}}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///a"}}}"#,
      #"{"jsonrpc":"2.0","id":5,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///a"}}}"#,
      #"{"jsonrpc":"2.0","id":6,"method":"textDocument/rename","params":{"textDocument":{"uri":"file:///a"},"position":{"line":0,"character":17},"newName":"y"}}"#,
    ]
    var random = SeededGenerator(seed: 2_026)
    for _ in 0..<200 {
      var stream: [UInt8] = []
      for message in valid.shuffled(using: &random) {
        var body = Array(message.utf8)
        for _ in 0..<Int.random(in: 0...3, using: &random) where !body.isEmpty {
          body[Int.random(in: 0..<body.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
        }
        if Bool.random(using: &random) {
          stream += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        } else {
          stream += Array(FrameReader.frame(String(decoding: body, as: UTF8.self)).utf8)
        }
      }
      var chunks = stream.chunked(random: &random)
      let server = LanguageServer()
      let status = ServerConnection.run(
        server, read: { chunks.isEmpty ? [] : chunks.removeFirst() }, write: { _ in }, log: { _ in })
      #expect(status == 1)
    }
  }
}

extension Array where Element == UInt8 {
  /// The bytes in random pieces of 1 to 100.
  fileprivate func chunked(random: inout SeededGenerator) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var index = 0
    while index < count {
      let end = Swift.min(count, index + Int.random(in: 1...100, using: &random))
      chunks.append(Array(self[index..<end]))
      index = end
    }
    return chunks
  }
}
