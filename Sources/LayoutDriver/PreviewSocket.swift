import LayoutPreview

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the preview's socket could not listen.
struct ListenError: Error {
  let message: String
}

/// A TCP socket listening on 127.0.0.1 only (never on every interface: the page shows the file to whoever can
/// connect), and the connections it accepts, each answered once and closed. One loop, no threads: a local page
/// makes a few requests a second, and every read and write has a deadline, so a silent or slow client holds the
/// loop for at most ``connectionDeadline`` milliseconds.
final class LoopbackListener {
  /// The listening descriptor.
  let descriptor: Int32
  /// The port it listens on (the one the kernel chose for port 0).
  let port: Int

  /// How long one connection may take, from accept to the last byte of the answer.
  static let connectionDeadline = 2_000

  /// Listens on 127.0.0.1:`port` (0: any free port).
  init(port: Int) throws(ListenError) {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw ListenError(message: "cannot open a socket: \(Self.systemMessage())") }
    // SO_REUSEADDR lets a restarted preview take its port back while the last run's connections sit in TIME_WAIT;
    // on Linux and the BSDs it never lets two sockets listen on one port, so a port in use is still refused.
    var on: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      let failure = errno
      close(descriptor)
      throw ListenError(
        message: failure == EADDRINUSE
          ? "port \(port) on 127.0.0.1 is in use; choose another with --port N, or --port 0 for any free port"
          : "cannot listen on 127.0.0.1:\(port): \(Self.systemMessage(failure))")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    // Non-blocking, so an accept after a client gave up returns at once instead of stopping the loop.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(descriptor) }

  /// Accepts one waiting connection, if there is one.
  func acceptConnection() -> Int32? {
    let connection = accept(descriptor, nil, nil)
    return connection >= 0 ? connection : nil
  }

  /// Reads one request head from `connection` (bounded by ``RequestHead/maximumHeadSize`` and the deadline),
  /// writes the answer `respond` gives (or the refusal for a malformed head), and closes the connection.
  static func serve(_ connection: Int32, respond: (HTTPRequest) -> HTTPResponse) {
    defer { close(connection) }
    let deadline = Clock.milliseconds() + connectionDeadline
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var response: HTTPResponse?
    while response == nil {
      guard ready(connection, for: Int16(POLLIN), until: deadline) else {
        // A client that sent part of a request and then nothing is told why it is being closed (with half a
        // second of its own to write it: the connection's deadline has passed).
        if !received.isEmpty {
          deliver(
            .refusal(.requestTimeout, "the request did not arrive in time"), to: connection,
            until: Clock.milliseconds() + 500)
        }
        return
      }
      let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else {
        if count == 0, !received.isEmpty {
          deliver(.refusal(.badRequest, "the request ended before its head did"), to: connection, until: deadline)
        }
        return
      }
      received += chunk[..<count]
      switch RequestHead.read(received) {
      case .incomplete: continue
      case .complete(let request): response = respond(request)
      case .refused(let refusal): response = refusal
      }
    }
    if let response { deliver(response, to: connection, until: deadline) }
  }

  /// Writes `response` before the deadline, then half-closes and drains what the client still sends (briefly), so
  /// closing with unread bytes does not reset the connection before the client reads the answer.
  private static func deliver(_ response: HTTPResponse, to connection: Int32, until deadline: Int) {
    let bytes = response.bytes
    var sent = 0
    while sent < bytes.count {
      guard ready(connection, for: Int16(POLLOUT), until: deadline) else { return }
      let count = bytes[sent...].withUnsafeBytes { buffer in
        #if os(Linux)
          send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
        #else
          send(connection, buffer.baseAddress, buffer.count, 0)
        #endif
      }
      guard count > 0 else { return }
      sent += count
    }
    _ = shutdown(connection, Int32(SHUT_WR))
    var sink = [UInt8](repeating: 0, count: 4096)
    let drainEnd = min(deadline, Clock.milliseconds() + 200)
    for _ in 0..<16 {
      guard ready(connection, for: Int16(POLLIN), until: drainEnd) else { return }
      guard sink.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0 else { return }
    }
  }

  /// Waits until `descriptor` is ready for `events` or the deadline passes; false on timeout, hang-up or error.
  private static func ready(_ descriptor: Int32, for events: Int16, until deadline: Int) -> Bool {
    while true {
      let remaining = deadline - Clock.milliseconds()
      guard remaining > 0 else { return false }
      var entry = pollfd(fd: descriptor, events: events, revents: 0)
      let result = poll(&entry, 1, Int32(remaining))
      if result < 0, errno == EINTR { continue }
      return result > 0 && entry.revents & events != 0
    }
  }

  static func systemMessage(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}

/// A monotonic clock in milliseconds, for deadlines.
enum Clock {
  static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }
}
