import LayoutPreview
import LayoutTestSupport
import Testing

/// Request heads: what a browser sends is read; anything malformed, oversized or from another protocol version is
/// refused with its status; no input of any size or content makes the reader do more than refuse.
@Suite struct RequestHeadTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func status(_ text: String) -> Int? {
    if case .refused(let response) = RequestHead.read(bytes(text)) { return response.status.rawValue }
    return nil
  }

  @Test func readsABrowsersRequest() throws {
    let text =
      "GET /render?width=390&set=mode%3Dgrid HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: Test\r\n"
      + "Accept:  */*  \r\n\r\n"
    guard case .complete(let request) = RequestHead.read(Self.bytes(text)) else {
      Issue.record("not read: \(RequestHead.read(Self.bytes(text)))")
      return
    }
    #expect(request.method == "GET")
    #expect(request.path == "/render")
    #expect(request.query == "width=390&set=mode%3Dgrid")
    #expect(request.values(of: "host") == ["127.0.0.1:8080"])
    #expect(request.values(of: "accept") == ["*/*"])
    #expect(request.fields.count == 3)
  }

  @Test func bareLineFeedsEndAHeadToo() {
    guard case .complete(let request) = RequestHead.read(Self.bytes("GET / HTTP/1.0\nHost: localhost\n\n")) else {
      Issue.record("not read")
      return
    }
    #expect(request.path == "/")
    #expect(request.query == nil)
  }

  /// Every proper prefix of a request is incomplete (the server reads more), never refused or complete.
  @Test func everyPrefixIsIncomplete() {
    let full = Self.bytes("GET /version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    for length in 0..<full.count {
      #expect(RequestHead.read(Array(full[..<length])) == .incomplete, "prefix of \(length) bytes")
    }
  }

  @Test(arguments: [
    ("GET /\r\n\r\n", 400),  // no version
    ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // two spaces
    ("GET / HTTP/1.1 extra\r\n\r\n", 400),
    ("G(T / HTTP/1.1\r\n\r\n", 400),  // a method that is not a token
    ("GET http://127.0.0.1/ HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // absolute form
    ("GET ../../etc/passwd HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // not a path
    ("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n", 400),
    ("GET /#top HTTP/1.1\r\nHost: a\r\n\r\n", 400),  // a fragment is never sent
    ("GET /\u{7F} HTTP/1.1\r\nHost: a\r\n\r\n", 400),
    ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505),
    ("GET / SPDY/3\r\nHost: a\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),  // a blank before the colon
    ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", 400),  // obsolete line folding
    ("GET / HTTP/1.1\r\nNo colon here\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\n: empty name\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nX: a\u{01}b\r\n\r\n", 400),  // a control character in a value
    ("\r\n\r\n", 400),
  ])
  func malformedHeadsAreRefused(text: String, status: Int) {
    #expect(Self.status(text) == status, "\(text.debugDescription)")
  }

  @Test func oversizedHeadsAreRefusedBeforeTheyEnd() {
    let longLine = "GET /" + String(repeating: "a", count: RequestHead.maximumRequestLineSize)
    #expect(Self.status(longLine) == 414)  // no line end yet: refused as soon as the line is too long
    #expect(Self.status(longLine + " HTTP/1.1\r\n\r\n") == 414)
    var many = "GET / HTTP/1.1\r\n"
    for index in 0...RequestHead.maximumFieldCount { many += "X-\(index): 1\r\n" }
    #expect(Self.status(many + "\r\n") == 431)
    let huge = "GET / HTTP/1.1\r\n" + String(repeating: "X-Long: \(String(repeating: "v", count: 1000))\r\n", count: 17)
    #expect(Self.status(huge) == 431)  // no blank line yet, but already past the limit
  }

  /// Random bytes and mutated requests: every answer is incomplete, complete or refused, and only within limits.
  @Test func randomBytesAreAnsweredWithinTheLimits() {
    var random = SeededGenerator(seed: 13)
    let valid = Self.bytes("GET /render?width=390 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    for round in 0..<2_000 {
      var input: [UInt8]
      if round % 2 == 0 {
        input = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      } else {
        input = valid
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          input[Int.random(in: 0..<input.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
        }
      }
      switch RequestHead.read(input) {
      case .incomplete: #expect(input.count < RequestHead.maximumHeadSize)
      case .complete(let request): #expect(request.path.hasPrefix("/"))
      case .refused(let response): #expect(response.status.rawValue >= 400)
      }
    }
  }

  @Test func queriesDecodeAsFormsDo() throws {
    let pairs = try FormQuery.decode("width=390&set=mode%3Dgrid&items=3%2C4&note=a+b&empty=&bare")
    #expect(pairs.map(\.name) == ["width", "set", "items", "note", "empty", "bare"])
    #expect(pairs.map(\.value) == ["390", "mode=grid", "3,4", "a b", "", ""])
    #expect(throws: FormQuery.Malformed.self) { try FormQuery.decode("width=%zz") }
    #expect(throws: FormQuery.Malformed.self) { try FormQuery.decode("width=%4") }
    #expect(throws: FormQuery.Malformed.self) { try FormQuery.decode("width=%ff%fe") }  // not UTF-8
    let many = (0...FormQuery.maximumPairs).map { "a\($0)=1" }.joined(separator: "&")
    #expect(throws: FormQuery.Malformed.self) { try FormQuery.decode(many) }
  }

  @Test func responsesCloseTheirConnectionAndSayTheirLength() {
    let response = HTTPResponse.refusal(.notFound, "nothing here")
    let text = String(decoding: response.bytes, as: UTF8.self)
    #expect(text.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    #expect(text.contains("\r\nContent-Length: 20\r\n"))
    #expect(text.contains("\r\nConnection: close\r\n"))
    #expect(text.hasSuffix("\r\n\r\nerror: nothing here\n"))
  }
}
