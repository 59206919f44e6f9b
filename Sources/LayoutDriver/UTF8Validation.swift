/// Whether `bytes` are well-formed UTF-8 (no invalid, truncated, overlong or surrogate sequences).
///
/// The standard library's `String(validating:as:)` does this too, but only from macOS 15 and iOS 18; this walks the
/// bytes with `Unicode.UTF8.ForwardParser`, which every supported platform has (Documentation/Platforms.md).
func isValidUTF8(_ bytes: [UInt8]) -> Bool {
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid: continue
    case .error: return false
    case .emptyInput: return true
    }
  }
}
