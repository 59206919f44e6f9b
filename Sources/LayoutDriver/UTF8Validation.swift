/// Whether `bytes` are well-formed UTF-8 (no invalid, truncated, overlong or surrogate sequences).
///
/// The standard library's `String(validating:as:)` does this too, but only from macOS 15 and iOS 18; this walks the
/// bytes with `Unicode.UTF8.ForwardParser`, which every supported platform has (Documentation/Platforms.md).
func isValidUTF8<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
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

/// `bytes` as a string when they are well-formed UTF-8; nil otherwise (never a string with U+FFFD put in).
func validUTF8<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
  isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
}
