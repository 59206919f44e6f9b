import LayoutCompiler

/// The transport: reads framed messages from a byte stream, hands each to a `LanguageServer` and writes back what it
/// answers, until `exit` or the end of the input. The streams are closures, so the driver passes standard input and
/// output and a test passes pipes; this module itself does no IO.
public enum ServerConnection {
  /// Serves until `exit` (status 0 after `shutdown`, else 1) or the end of input (status 1: the client went away
  /// without `exit`).
  ///
  /// - Parameters:
  ///   - read: the next bytes of input, blocking until some arrive; empty at the end.
  ///   - write: writes one framed message.
  ///   - log: one line for the server's own log (standard error): frames that could not be read.
  public static func run(
    _ server: LanguageServer, read: () -> [UInt8], write: (String) -> Void, log: (String) -> Void
  ) -> Int32 {
    var reader = FrameReader()
    while true {
      let chunk = read()
      if chunk.isEmpty { return server.exitStatus ?? 1 }
      reader.append(chunk)
      while let event = reader.next() {
        switch event {
        case .message(let body):
          for message in server.receive(body) { write(FrameReader.frame(message.minified)) }
        case .malformed(let reason):
          log("layoutc lsp: skipped a frame: \(reason)")
          write(FrameReader.frame(LanguageServer.logMessage("skipped a frame: \(reason)", type: 1).minified))
        }
        if let status = server.exitStatus { return status }
      }
    }
  }
}
