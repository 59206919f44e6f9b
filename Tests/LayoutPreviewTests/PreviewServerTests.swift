import Foundation
import LayoutTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutc preview` as a process over a real loopback socket: its first line is the URL, it answers the page and
/// renders, refuses garbage without stopping, follows saves, refuses a port in use and stops cleanly on Ctrl-C.
@Suite struct PreviewServerTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  /// A running `layoutc preview`.
  final class Server {
    let process = Process()
    let output = Pipe()
    let errors = Pipe()
    var url = ""
    var port = 0

    init(_ arguments: [String]) throws {
      // Unwrapped first: assigned straight to the optional `executableURL`, `#require` would check nothing.
      let tool = try #require(BuiltTool.layoutc)
      process.executableURL = tool
      process.arguments = ["preview"] + arguments
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      // The first line, read to its end (or to the end of output, when the process failed to start serving).
      var line: [UInt8] = []
      while !line.contains(0x0A) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line += chunk
      }
      url = String(decoding: line.prefix { $0 != 0x0A }, as: UTF8.self)
      port = Int(url.split(separator: ":").last?.dropLast() ?? "") ?? 0
    }

    /// Sends SIGINT and waits: the exit status and standard error.
    func stop() -> (status: Int32, errors: String) {
      if process.isRunning { process.interrupt() }
      // A server that ignored Ctrl-C would hang the suite: after a generous wait it is killed and the test fails.
      for _ in 0..<400 where process.isRunning { usleep(50_000) }
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        Issue.record("layoutc preview did not stop on SIGINT")
      }
      process.waitUntilExit()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return (process.terminationStatus, text)
    }
  }

  /// Sends `bytes` on a new connection to 127.0.0.1:`port` and reads the answer to its end: the status and body.
  /// With `finish` false the connection stays open after sending, as a slow or silent client's does.
  static func exchange(_ port: Int, _ bytes: [UInt8], finish: Bool = true) throws -> (status: Int, body: String) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    // A server that never answered would otherwise hang the test; ten seconds is far beyond any answer.
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    if finish { _ = shutdown(descriptor, Int32(SHUT_WR)) }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += chunk[..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
    let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
    return (status, body)
  }

  static func get(_ port: Int, _ target: String) throws -> (status: Int, body: String) {
    try exchange(port, Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
  }

  static func copyOfHome() throws -> (folder: URL, file: URL) {
    let text = try String(contentsOf: examples.appendingPathComponent("Home.layout"), encoding: .utf8)
    let folder = try BuiltTool.folder(["Home.layout": text], prefix: "layoutc-preview")
    return (folder, folder.appendingPathComponent("Home.layout"))
  }

  @Test func servesRefusesFollowsSavesAndStopsOnControlC() throws {
    let (folder, file) = try Self.copyOfHome()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server([file.path, "--port", "0"])
    defer { _ = server.stop() }
    #expect(server.url.hasPrefix("http://127.0.0.1:") && server.url.hasSuffix("/"))
    try #require(server.port > 0)
    let port = server.port

    let page = try Self.get(port, "/")
    #expect(page.status == 200)
    #expect(page.body.contains("<script src=\"/preview.js\">"))
    let picture = try Self.get(port, "/render?width=320&height=640")
    #expect(picture.status == 200)
    #expect(picture.body.hasPrefix("<?xml"))
    #expect(try Self.get(port, "/../../etc/passwd").status == 404)
    #expect(try Self.get(port, "/%2e%2e/%2e%2e/etc/passwd").status == 404)
    #expect(try Self.exchange(port, Array("\u{0}\u{1}hello\r\n\r\n".utf8)).status == 400)
    #expect(try Self.exchange(port, Array(repeating: UInt8(ascii: "A"), count: 20_000)).status == 414)
    let huge = "GET / HTTP/1.1\r\n" + String(repeating: "X-Pad: \(String(repeating: "p", count: 900))\r\n", count: 20)
    #expect(try Self.exchange(port, Array(huge.utf8)).status == 431)
    #expect(try Self.exchange(port, Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)).status == 405)
    #expect(try Self.exchange(port, []).status == 0)  // connected and closed: no answer, no harm
    #expect(try Self.exchange(port, Array("GET / HT".utf8)).status == 400)  // the head ends with the connection

    // A client that says nothing, or half a request, holds the loop for the connection deadline only: the first is
    // closed without an answer, the second is told it timed out, and the next client is answered.
    #expect(try Self.exchange(port, [], finish: false).status == 0)
    #expect(try Self.exchange(port, Array("GET / HTTP/1.1\r\n".utf8), finish: false).status == 408)
    #expect(try Self.get(port, "/version").status == 200)

    // A save with an error: the render answers check's report; fixed, the picture is back.
    let before = try Self.get(port, "/version").body
    let good = try Data(contentsOf: file)
    try Data("layout Home {\n  item cell { size: 1w x }\n".utf8).write(to: file)
    let broken = try Self.get(port, "/render")
    #expect(broken.status == 422)
    #expect(broken.body.contains(" [E0"))
    #expect(try Self.get(port, "/version").body != before)
    try good.write(to: file)
    #expect(try Self.get(port, "/render").status == 200)
    #expect(try Self.get(port, "/version").body == before)

    let (status, errors) = server.stop()
    #expect(status == 0)
    #expect(errors.contains("layoutc preview: stopped"))
  }

  @Test func aPortInUseIsAClearError() throws {
    let (folder, file) = try Self.copyOfHome()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try Server([file.path])
    defer { _ = first.stop() }
    try #require(first.port > 0)
    let second = try Server([file.path, "--port", "\(first.port)"])
    let (status, errors) = second.stop()
    #expect(second.url.isEmpty)
    #expect(status == 2)
    #expect(errors.contains("error: port \(first.port) on 127.0.0.1 is in use"))
    #expect(try Self.get(first.port, "/version").status == 200)
  }

  /// The sliders start where `eval` and `render` evaluate without `--viewport`: the layout's declared single size;
  /// a declared range, no declaration or a file with errors start at 390x844; a given `--viewport` wins.
  @Test(arguments: [
    ("  viewport: 320 x 568\n", [], "320", "568"),
    ("  viewport: 320 x 568\n", ["--viewport", "600x700"], "600", "700"),
    ("  viewport: 320...1366 x 480...1366\n", [], "390", "844"),
    ("", [], "390", "844"),
    ("  viewport: 320 x 568\n  nonsense\n", [], "390", "844"),
  ])
  func theSlidersStartAtTheDeclaredSize(declaration: String, arguments: [String], width: String, height: String)
    throws
  {
    let home = try String(contentsOf: Self.examples.appendingPathComponent("Home.layout"), encoding: .utf8)
    let text = home.replacingOccurrences(of: "layout Home {\n", with: "layout Home {\n" + declaration)
    try #require(text != home || declaration.isEmpty)
    let folder = try BuiltTool.folder(["Home.layout": text], prefix: "layoutc-preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server([folder.appendingPathComponent("Home.layout").path] + arguments)
    defer { _ = server.stop() }
    try #require(server.port > 0)
    let page = try Self.get(server.port, "/").body
    #expect(page.contains("id=\"width\" type=\"range\" min=\"1\" max=\"1400\" step=\"1\" value=\"\(width)\""))
    #expect(
      page.contains("id=\"height\"") && page.contains("step=\"1\" value=\"\(height)\"><output id=\"height-value\""))
  }

  @Test(arguments: [
    (["/nonexistent/Missing.layout"], "error: cannot read '/nonexistent/Missing.layout'"),
    (["EXAMPLE", "--port", "70000"], "error: invalid --port '70000'"),
    (["EXAMPLE", "--viewport", "0x844"], "error: invalid --viewport '0x844'"),
    (["EXAMPLE", "--items", "x"], "error: invalid --items 'x'"),
    (["EXAMPLE", "--set", "nope=1"], "error: "),
    (["-"], "error: preview watches a file"),
    ([], "error: no input file"),
  ])
  func badStartsExitTwo(arguments: [String], message: String) throws {
    let example = Self.examples.appendingPathComponent("Home.layout").path
    let outcome = try BuiltTool.run(
      try #require(BuiltTool.layoutc), ["preview"] + arguments.map { $0 == "EXAMPLE" ? example : $0 })
    #expect(outcome.status == 2)
    #expect(outcome.text.isEmpty)
    #expect(outcome.standardError.hasPrefix(message))
  }
}
