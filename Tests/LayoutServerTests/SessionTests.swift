import Foundation
import LayoutCompiler
import LayoutServer
import LayoutTestSupport
import Testing

/// Scripted editor sessions (`Sessions/*.session`) run against a server in this process over pipes; each
/// transcript (what was sent, every message that came back, how the server ended) is compared with its golden
/// `.transcript` beside it. `LAYOUTC_UPDATE_GOLDEN=1 swift test --filter SessionTests` rewrites them.
@Suite struct SessionTests {
  static let sessions = Fixtures.files(in: "Tests/LayoutServerTests/Sessions", withExtension: "session")

  @Test func sessionsExist() {
    #expect(Self.sessions.count >= 5)
  }

  @Test(arguments: sessions.map(\.lastPathComponent))
  func transcript(_ name: String) throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Tests/LayoutServerTests/Sessions/" + name)
    let script = try SessionScript(String(decoding: Fixtures.bytes(url), as: UTF8.self))
    let transcript = try Self.run(script)
    let golden = url.deletingPathExtension().appendingPathExtension("transcript")
    if let difference = Golden.check(transcript, against: golden) { Issue.record("\(difference)") }
  }

  /// Runs a script and writes down the exchange.
  static func run(_ script: SessionScript) throws -> String {
    let server = PipedServer(
      options: ServerOptions(documentationURL: "https://example.invalid/layoutc/docs", version: "test"))
    var transcript = ""
    var quiet = false
    func write(_ messages: [JSONValue]) {
      if quiet {
        transcript += "<<< (\(messages.count) \(messages.count == 1 ? "message" : "messages"), not shown)\n"
        return
      }
      for message in messages { transcript += "<<< " + message.written(indent: "    ") + "\n" }
    }
    for (index, (title, step)) in script.steps.enumerated() {
      quiet = script.quiet.contains(index)
      transcript += ">>> \(title)\n"
      switch step {
      case .request(let id, let method, let params):
        server.send(message: "{\"jsonrpc\": \"2.0\", \"id\": \(id), \"method\": \"\(method)\", \"params\": \(params)}")
      case .notification(let method, let params):
        server.send(message: "{\"jsonrpc\": \"2.0\", \"method\": \"\(method)\", \"params\": \(params)}")
        if method == "exit" {
          let (messages, status) = try server.finish()
          write(messages)
          return transcript + "exit status \(status)\n"
        }
      case .raw(let bytes):
        server.send(bytes)
      case .endOfInput:
        let (messages, status) = try server.finish()
        write(messages)
        return transcript + "exit status \(status)\n"
      }
      write(try server.drain())
    }
    let (messages, status) = try server.finish()
    write(messages)
    return transcript + "input closed; exit status \(status)\n"
  }
}
