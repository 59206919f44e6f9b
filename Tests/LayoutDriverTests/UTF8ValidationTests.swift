import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `isValidUTF8` replaces `String(validating:as:)`, which needs macOS 15 / iOS 18 (Documentation/Platforms.md).
/// The oracle here is available everywhere: valid UTF-8 survives decoding unchanged, invalid UTF-8 is repaired.
@Suite struct UTF8ValidationTests {
  static func decodesUnchanged(_ bytes: [UInt8]) -> Bool { Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes }

  @Test(
    arguments: [
      ([], true), ([0x61, 0x0A], true), ([0xEF, 0xBB, 0xBF, 0x61], true),  // empty, ASCII, a BOM
      ([0xC3, 0xA9], true), ([0xE2, 0x82, 0xAC], true), ([0xF0, 0x9F, 0x98, 0x80], true),  // é € 😀
      ([0xF4, 0x8F, 0xBF, 0xBF], true),  // U+10FFFF, the last scalar
      ([0x80], false), ([0xFF], false), ([0xC0, 0x80], false), ([0xE0, 0x80, 0x80], false),  // stray, overlong
      ([0xED, 0xA0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false),  // a surrogate, past U+10FFFF
      ([0xE2, 0x82], false), ([0x61, 0xF0, 0x9F, 0x98], false),  // truncated at the end
    ] as [([UInt8], Bool)])
  func edgeCases(_ bytes: [UInt8], _ valid: Bool) {
    #expect(isValidUTF8(bytes) == valid)
    #expect(Self.decodesUnchanged(bytes) == valid)
  }

  @Test func agreesWithDecodingOnRandomBytes() {
    var random = SeededGenerator(seed: 8)
    // Bytes drawn mostly from the ranges UTF-8 sequences are made of, so both outcomes are common.
    let pool: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xA0, 0x9F, 0x90]
    var outcomes: Set<Bool> = []
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...6, using: &random)).map { _ in pool.randomElement(using: &random)! }
      let valid = isValidUTF8(bytes)
      outcomes.insert(valid)
      #expect(valid == Self.decodesUnchanged(bytes), "\(bytes)")
    }
    #expect(outcomes == [true, false])
  }
}
