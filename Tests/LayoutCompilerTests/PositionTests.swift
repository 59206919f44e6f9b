import LayoutCompiler
import LayoutTestSupport
import Testing

/// Position conversions on `SourceFile` (byte offsets, lines with UTF-8 and UTF-16 columns) and what is at an
/// offset in a `SyntaxTree`.
@Suite struct PositionTests {
  /// `é` is 2 bytes and 1 unit, `😀` 4 bytes and 2 units, `\r\n` one line break.
  @Test func multiByteCharactersAndLineBreaks() {
    let source = SourceFile(path: "a.layout", text: "é😀x\r\nab\rc")
    #expect(source.lineCount == 3)
    #expect([0, 2, 6, 7].map { source.utf16Location(of: $0) }.map(\.column) == [1, 2, 4, 5])
    #expect(source.utf16Location(of: 9) == UTF16Location(line: 2, column: 1))
    #expect(source.utf16Location(of: 12) == UTF16Location(line: 3, column: 1))
    #expect(source.offset(of: UTF16Location(line: 1, column: 4)) == 6)
    #expect(source.offset(of: UTF16Location(line: 2, column: 3)) == 11)
    #expect(source.offset(line: 2, column: 2) == 10)
    #expect(source.lineEnd(1) == 7 && source.lineEnd(2) == 11 && source.lineEnd(3) == 13)
  }

  @Test func clamping() {
    let source = SourceFile(path: "a.layout", text: "ab😀\r\ncd")
    // Offsets outside the file.
    #expect(source.utf16Location(of: -5) == UTF16Location(line: 1, column: 1))
    #expect(source.utf16Location(of: 99) == UTF16Location(line: 2, column: 3))
    // Lines outside the file, columns outside the line.
    #expect(source.offset(of: UTF16Location(line: 0, column: 3)) == 0)
    #expect(source.offset(of: UTF16Location(line: 9, column: 1)) == source.bytes.count)
    #expect(source.offset(of: UTF16Location(line: 1, column: -3)) == 0)
    #expect(source.offset(of: UTF16Location(line: 1, column: 40)) == 6)  // before the \r\n
    #expect(source.offset(line: 1, column: 40) == 6)
    #expect(source.offset(line: 2, column: 0) == 8)
    // Between the two units of 😀: the character's start.
    #expect(source.offset(of: UTF16Location(line: 1, column: 4)) == 2)
    // Inside 😀's bytes: the cut character counts as one U+FFFD.
    #expect(source.utf16Location(of: 4).column == 4)
    // Between \r and \n: the column after the \r.
    #expect(source.utf16Location(of: 7) == UTF16Location(line: 1, column: 6))
  }

  /// Invalid UTF-8 counts one unit per maximal invalid piece, as a lenient decoder (and SARIF) counts it.
  @Test func invalidBytes() {
    let source = SourceFile(path: "a.layout", bytes: [0xFF, 0xE2, 0x82, UInt8(ascii: "x"), 0x80])
    #expect([0, 1, 3, 4, 5].map { source.utf16Location(of: $0).column } == [1, 2, 3, 4, 5])
    #expect(source.offset(of: UTF16Location(line: 1, column: 3)) == 3)
    #expect(SARIFRenderer.utf16Column(of: source.location(of: 3), in: source) == 3)
  }

  /// One piece of a random file: its bytes and how many UTF-16 units it counts for (nil: a line break).
  static let pieces: [(bytes: [UInt8], units: Int?)] = [
    (Array("a".utf8), 1), (Array("{".utf8), 1), (Array(" ".utf8), 1), (Array("é".utf8), 1), (Array("€".utf8), 1),
    (Array("😀".utf8), 2), ([0xFF], 1), ([0xE2, 0x82], 1), ([0x80], 1), ([0xC0], 1), (Array("\n".utf8), nil),
    (Array("\r".utf8), nil), (Array("\r\n".utf8), nil),
  ]

  /// A random file and, by construction, every offset between two pieces outside a line break, with its line and
  /// UTF-16 column.
  static func randomFile(seed: Int) -> (SourceFile, [(offset: Int, location: UTF16Location)]) {
    var random = SeededGenerator(seed: UInt64(seed))
    var bytes: [UInt8] = []
    var line = 1
    var column = 1
    var boundaries: [(offset: Int, location: UTF16Location)] = [(0, UTF16Location(line: 1, column: 1))]
    for _ in 0..<Int.random(in: 0..<400, using: &random) {
      let piece = pieces.randomElement(using: &random)!
      // A continuation byte after a cut sequence would complete it: not a piece of its own then.
      if piece.bytes == [0x80], bytes.suffix(2) == [0xE2, 0x82] { continue }
      if piece.units == nil, piece.bytes == [0x0A], bytes.last == 0x0D {
        // `\r` then `\n` is one line break: the offset between them is inside it.
        boundaries.removeLast()
      } else if piece.units == nil {
        line += 1
        column = 1
      } else {
        column += piece.units!
      }
      bytes += piece.bytes
      boundaries.append((bytes.count, UTF16Location(line: line, column: column)))
    }
    return (SourceFile(path: "random.layout", bytes: bytes), boundaries)
  }

  @Test(arguments: 0..<40)
  func utf16RoundTrips(seed: Int) {
    let (source, boundaries) = Self.randomFile(seed: seed)
    let boundaryOffsets = Set(boundaries.map(\.offset))
    for (offset, location) in boundaries {
      #expect(source.utf16Location(of: offset) == location, "offset \(offset)")
      #expect(source.offset(of: location) == offset, "location \(location)")
      let utf8 = source.location(of: offset)
      #expect(utf8.line == location.line && source.offset(line: utf8.line, column: utf8.column) == offset)
    }
    for offset in 0...source.bytes.count {
      let location = source.utf16Location(of: offset)
      // The definition: the UTF-16 length of the line's bytes before the offset, decoded leniently.
      let lineStart = source.lineStart(location.line)
      let prefix = String(decoding: source.bytes[lineStart..<offset], as: UTF8.self)
      #expect(location.column == prefix.utf16.count + 1, "offset \(offset)")
      // Back to an offset: a boundary on the same line, which converts back to itself.
      let back = source.offset(of: location)
      #expect(boundaryOffsets.contains(back), "offset \(offset) -> \(location) -> \(back)")
      #expect(source.location(of: back).line == location.line)
      #expect(source.offset(of: source.utf16Location(of: back)) == back)
    }
  }

  /// Every offset: the token that holds it is the one a linear scan finds, and the node is the innermost holding it.
  @Test(arguments: 0..<10)
  func tokenAndNodeAtOffset(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    var text = "layout A {\n  item cell { size: 1/3w x 1h }\r\n  section { horizontal { size: 1w x 44; cell } }\n}\n"
    // Damage it a little: the lookups must hold on broken trees too.
    for _ in 0..<seed {
      let index = text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &random))
      text.insert(["{", "}", ";", "é", " "].randomElement(using: &random)!, at: index)
    }
    let tree = Compilation(path: "a.layout", text: text).tree
    let tokens = tree.tokens.indices.map { tree.token(at: $0) }
    for offset in 0...tree.source.bytes.count {
      let expected =
        tokens.first { $0.span.contains(offset) && $0.span.start < $0.span.end }
        ?? tokens.first { $0.span.contains(offset) }
      #expect(tree.token(atOffset: offset)?.span == expected?.span, "offset \(offset)")
      let node = try #require(tree.node(atOffset: offset))
      #expect(node == tree.root || node.span.contains(offset))
      #expect(!node.childNodes.contains { $0.span.contains(offset) && $0.span.start < $0.span.end }, "offset \(offset)")
    }
    #expect(tree.node(atOffset: -1) == nil && tree.node(atOffset: tree.source.bytes.count + 1) == nil)
  }

  @Test func whatIsUnderTheCursor() throws {
    let text = "layout A {\n  item cell { size: 1/3w x 1h }\n  section { horizontal { size: 1w x 44; cell } }\n}\n"
    let compilation = Compilation(path: "a.layout", text: text)
    let tree = compilation.tree
    let name = try #require(text.utf8.firstRange(of: "cell".utf8))
    let offset = text.utf8.distance(from: text.utf8.startIndex, to: name.lowerBound) + 1
    #expect(tree.token(atOffset: offset)?.text == "cell")
    #expect(tree.node(atOffset: offset)?.kind == .itemDecl)
    #expect(tree.token(atOffset: 6) == nil)  // the space after `layout`
    #expect(tree.node(atOffset: 6)?.kind == .layoutDecl)
  }
}
