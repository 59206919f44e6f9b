import LayoutCompiler

/// One version of the previewed file, as the server last read it: its compilation (or why it could not be read) and
/// a version string that changes whenever the bytes do. Every answer is computed from one snapshot.
public struct PreviewSnapshot: Sendable {
  /// The file's path as given on the command line (shown on the page and in diagnostics).
  public let path: String
  /// The compilation of the bytes read, or nil when the file could not be read.
  public let compilation: Compilation?
  /// Why the file could not be read, when it could not.
  public let readError: String?
  /// A hash of the bytes (or of the read error), in hex: what the page polls to know when to reload.
  public let version: String

  /// A snapshot of the bytes read from `path`.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    compilation = Compilation(path: path, bytes: bytes)
    readError = nil
    version = PreviewSnapshot.hash(bytes)
  }

  /// A snapshot of a file that could not be read, and why.
  public init(path: String, readError: String) {
    self.path = path
    compilation = nil
    self.readError = readError
    version = "unread-" + PreviewSnapshot.hash(Array(readError.utf8))
  }

  /// What the page shows instead of a picture when the file has errors: the text `layoutc check` prints (human
  /// format, no colour, at most `limit` diagnostics), or the read error; nil when the file compiles.
  public func problems(limit: Int?) -> String? {
    if let readError { return "error: cannot read '\(path)': \(readError)\n" }
    guard let compilation, compilation.ir == nil else { return nil }
    let file = FileDiagnostics(
      source: compilation.source, diagnostics: compilation.diagnostics, omitted: compilation.dropped
    ).limited(to: limit)
    let rendered = DiagnosticFormat.human.render([file], colors: false)
    // `check`'s report: the diagnostics, a blank line, the summary.
    return rendered + (rendered.isEmpty ? "" : "\n") + DiagnosticSummary([file]).line + "\n"
  }

  /// FNV-1a, 64 bits: not a defence against anyone, just a cheap, stable fingerprint of a file version.
  static func hash(_ bytes: [UInt8]) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
