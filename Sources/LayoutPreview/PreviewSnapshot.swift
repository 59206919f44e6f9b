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
  /// A hash of the bytes and of the files they import (or of the read error), in hex: what the page polls to know
  /// when to reload.
  public let version: String

  /// A snapshot of the bytes read from `path`, compiled with the files they import: `imports`, resolved by the
  /// caller the way `check` resolves them (the façade does no IO). The version covers the imported files too, so
  /// saving one of them reloads the page as saving the file does.
  public init(path: String, bytes: [UInt8], imports: ImportGraph = .empty) {
    self.path = path
    compilation = Compilation(source: SourceFile(path: path, bytes: bytes), imports: imports)
    readError = nil
    var fingerprint = Fingerprint()
    fingerprint.add(bytes)
    // Separators keep the parts apart: moving bytes from one file to the next changes the version.
    for file in imports.files {
      fingerprint.add([0xFF] + Array(file.displayPath.utf8) + [0xFF])
      fingerprint.add(file.tree.source.bytes)
    }
    for diagnostic in imports.diagnostics { fingerprint.add([0xFF] + Array(diagnostic.message.utf8)) }
    version = fingerprint.hex
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

  /// The fingerprint of `bytes` alone, in hex.
  static func hash(_ bytes: [UInt8]) -> String {
    var fingerprint = Fingerprint()
    fingerprint.add(bytes)
    return fingerprint.hex
  }
}

/// FNV-1a, 64 bits, fed in parts: not a defence against anyone, just a cheap, stable fingerprint of a file version
/// and the files it imports, without copying them into one buffer.
private struct Fingerprint {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x100_0000_01b3
    }
  }

  /// Sixteen hex digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
