import Foundation
import LayoutCompiler
import LayoutServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `LanguageServer` running in this process on its own thread, connected by two pipes, as an editor would start
/// it: the test writes frames into one pipe and reads the server's frames from the other.
final class PipedServer: @unchecked Sendable {
  /// How long a read waits before the test gives up: a guard against a server that hangs (which is the failure),
  /// not a measure of speed.
  static let deadlockGuardMilliseconds: Int32 = 60_000

  private let input = Pipe()
  private let output = Pipe()
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var status: Int32?
  private var reader = FrameReader()
  private var syncs = 0

  /// Starts a server.
  init(options: ServerOptions = ServerOptions()) {
    let thread = Thread { [input, output, finished, lock] in
      // Made on its thread: a server belongs to the one thread that serves it.
      let server = LanguageServer(options: options)
      let result = ServerConnection.run(
        server, read: { [UInt8](input.fileHandleForReading.availableData) },
        write: { output.fileHandleForWriting.write(Data($0.utf8)) }, log: { _ in })
      lock.lock()
      self.status = result
      lock.unlock()
      try? output.fileHandleForWriting.close()
      finished.signal()
    }
    thread.start()
  }

  /// Writes bytes to the server's input.
  func send(_ bytes: [UInt8]) { input.fileHandleForWriting.write(Data(bytes)) }

  /// Writes one framed message.
  func send(message: String) { send(Array(FrameReader.frame(message).utf8)) }

  /// Everything the server sends in answer to what was sent so far: a request the server cannot know follows, and
  /// every message before its answer is collected (the answer itself is not).
  func drain() throws -> [JSONValue] {
    syncs += 1
    let id = "sync-\(syncs)"
    send(message: "{\"jsonrpc\": \"2.0\", \"id\": \"\(id)\", \"method\": \"$/layoutc/sync\"}")
    var messages: [JSONValue] = []
    while true {
      guard let message = try nextMessage() else { throw ScriptError("the server ended before answering \(id)") }
      if message["id"]?.stringValue == id { return messages }
      messages.append(message)
    }
  }

  /// Closes the input and collects what the server sends until it ends, with its exit status.
  func finish() throws -> (messages: [JSONValue], status: Int32) {
    try? input.fileHandleForWriting.close()
    var messages: [JSONValue] = []
    while let message = try nextMessage() { messages.append(message) }
    finished.wait()
    lock.lock()
    defer { lock.unlock() }
    return (messages, status ?? -1)
  }

  /// The next message the server sent, or nil at the end of its output.
  private func nextMessage() throws -> JSONValue? {
    while true {
      switch reader.next() {
      case .message(let body)?: return try JSONValue.parse(body)
      case .malformed(let reason)?: throw ScriptError("the server sent a malformed frame: \(reason)")
      case nil: break
      }
      let descriptor = output.fileHandleForReading.fileDescriptor
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, Self.deadlockGuardMilliseconds) > 0 else {
        throw ScriptError("the server sent nothing for \(Self.deadlockGuardMilliseconds / 1000) s: it hangs")
      }
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { return nil }
      reader.append([UInt8](data))
    }
  }
}
