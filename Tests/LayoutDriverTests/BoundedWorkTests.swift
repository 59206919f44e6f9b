import Foundation
import LayoutIR
import LayoutSemantics
import LayoutTestSupport
import Testing

@testable import LayoutDriver
@testable import LayoutSource

/// Issue 10 §2.6: the shortcuts that make diagnostics linear give the answers of the quadratic originals. Each
/// bounded path is compared, on seeded random inputs, with a plain reference that does the whole work.
@Suite struct BoundedWorkTests {
  static let code = DiagnosticCode(id: "B0001", phase: .types, title: "b", explanation: "", example: "", fixed: "")

  /// Pieces of long lines: ASCII runs, multi-byte, wide and combining characters, invalid UTF-8, NUL, a bidi
  /// override. No tabs: a tab's width depends on the column it starts at, which a cut line counts from the cut.
  static let pieces: [[UInt8]] = [
    Array(String(repeating: "x", count: 40).utf8), Array(" item".utf8), Array("é".utf8), Array("日本".utf8),
    Array("😀".utf8), [0xFF], [0xC3], [0xE2, 0x80], [0x00], Array("\u{202E}".utf8), Array("e\u{301}".utf8),
    Array("  ".utf8), Array(String(repeating: " ", count: 150).utf8), [0x80, 0x80, 0x80],
  ]

  static func randomSource(_ random: inout SeededGenerator) -> SourceFile {
    var bytes: [UInt8] = []
    for line in 0..<Int.random(in: 1...3, using: &random) {
      if line > 0 { bytes += [[0x0A], [0x0D, 0x0A], [0x0D]].randomElement(using: &random)! }
      let length = Int.random(in: 0...3_000, using: &random)
      while bytes.count < length { bytes += pieces.randomElement(using: &random)! }
    }
    return SourceFile(path: "a.layout", bytes: bytes)
  }

  static func randomSpan(in source: SourceFile, _ random: inout SeededGenerator) -> SourceSpan {
    let start = Int.random(in: 0...source.bytes.count, using: &random)
    let end = min(source.bytes.count, start + [0, 1, 3, 40, 500, 5_000].randomElement(using: &random)!)
    return SourceSpan(start: start, end: end)
  }

  /// A windowed excerpt decodes a few hundred bytes of a line, and prints what the whole line would give.
  @Test(arguments: 0..<120)
  func windowedExcerptsMatchWholeLines(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let source = Self.randomSource(&random)
    var fixIts: [FixIt] = []
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let edits = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        TextEdit(
          span: Self.randomSpan(in: source, &random),
          replacement: ["", ";", "cell", "a\nb", String(repeating: "y", count: 300)].randomElement(using: &random)!)
      }
      fixIts.append(FixIt(message: "fix", edits: edits))
    }
    let diagnostic = Diagnostic.error(
      Self.code, "problem", at: Self.randomSpan(in: source, &random),
      notes: [DiagnosticNote("here", at: Self.randomSpan(in: source, &random))], fixIts: fixIts)
    let palette = Palette(isEnabled: false)
    let windowed = HumanRenderer.render(diagnostic, in: source, palette: palette)
    let whole = HumanRenderer.render(diagnostic, in: source, palette: palette, wholeLines: true)
    #expect(windowed == whole)
  }

  /// UTF-16 columns remembered along a long line equal the count of decoding the line's prefix, in any order.
  @Test(arguments: 0..<20)
  func sarifColumnsMatchTheDirectCount(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    var bytes: [UInt8] = []
    while bytes.count < 6_000 { bytes += Self.pieces.randomElement(using: &random)! }
    let source = SourceFile(path: "a.layout", bytes: bytes + [0x0A] + bytes)
    let columns = SARIFRenderer.UTF16Columns(source)
    var offsets = Array(0...source.bytes.count)
    offsets.shuffle(using: &random)
    for offset in offsets.prefix(3_000) {
      let location = source.location(of: offset)
      #expect(columns.column(of: location) == SARIFRenderer.utf16Column(of: location, in: source), "offset \(offset)")
    }
  }

  /// The display decoder splits any bytes exactly as Swift's UTF-8 decoder does (one U+FFFD per maximal invalid
  /// piece), so excerpts and columns agree with every other place that decodes.
  @Test(arguments: 0..<50)
  func displayDecoderMatchesSwiftsDecoder(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let interesting: [UInt8] =
      [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0]
      + [0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
    let bytes = (0..<400).map { _ in interesting.randomElement(using: &random)! }
    var expected: [(Unicode.Scalar, Int)] = []
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    parsing: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): expected.append((Unicode.UTF8.decode(encoded), encoded.count))
      case .error(let length): expected.append(("\u{FFFD}", length))
      case .emptyInput: break parsing
      }
    }
    var actual: [(Unicode.Scalar, Int)] = []
    var index = 0
    let slice = bytes[...]
    while index < bytes.count {
      let (scalar, length) = DisplayLine.decode(slice, at: index)
      actual.append((scalar, length))
      index += length
    }
    #expect(actual.map(\.0) == expected.map(\.0))
    #expect(actual.map(\.1) == expected.map(\.1))
  }

  /// `--fix` takes the same fix-its as checking every new edit against every edit taken.
  @Test(arguments: 0..<100)
  func fixApplicationMatchesThePairwiseCheck(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let bytes = Array(String(repeating: "abcdefghij", count: 20).utf8)
    let fixIts = (0..<Int.random(in: 0...60, using: &random)).map { _ in
      FixIt(
        message: "f",
        edits: (0..<Int.random(in: 1...3, using: &random)).map { _ in
          let start = Int.random(in: 0...bytes.count, using: &random)
          let end = min(bytes.count, start + Int.random(in: 0...4, using: &random))
          return TextEdit(
            span: SourceSpan(start: start, end: end), replacement: ["", "Z", "YY"].randomElement(using: &random)!)
        })
    }
    // The reference: every edit of a new fix-it against every edit accepted before.
    var accepted: [TextEdit] = []
    var count = 0
    for fixIt in fixIts {
      let edits = fixIt.edits.sorted { $0.span < $1.span }
      if zip(edits, edits.dropFirst()).contains(where: { FixApplication.overlap($0, $1) }) { continue }
      if edits.contains(where: { edit in accepted.contains { FixApplication.overlap(edit, $0) } }) { continue }
      accepted += edits
      count += 1
    }
    var expected: [UInt8] = []
    var cursor = 0
    for edit in accepted.sorted(by: { $0.span < $1.span }) {
      expected += bytes[cursor..<edit.span.start] + Array(edit.replacement.utf8)
      cursor = edit.span.end
    }
    expected += bytes[cursor...]
    let result = FixApplication.apply(fixIts, to: bytes)
    #expect(result.applied == count)
    #expect(result.bytes == (count == 0 ? bytes : expected))
  }

  // MARK: - Did you mean

  /// The plain optimal-string-alignment table, for reference.
  static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  static func randomWord(_ random: inout SeededGenerator, maximumLength: Int = 9) -> String {
    String((0..<Int.random(in: 0...maximumLength, using: &random)).map { _ in "abcAB".randomElement(using: &random)! })
  }

  @Test(arguments: 0..<20)
  func bandedDistanceMatchesTheFullTable(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    for _ in 0..<200 {
      let a = Array(Self.randomWord(&random))
      let b = Array(Self.randomWord(&random))
      let full = Self.fullDistance(a, b)
      for limit in 0...7 {
        var work = 0
        #expect(
          Spelling.distance(a, b, atMost: limit, work: &work) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
      }
      #expect(Spelling.editDistance(String(a), String(b)) == full)
    }
  }

  /// The original search: every candidate in sorted order, the first closest, accepted within a third of the
  /// shorter word.
  static func exhaustiveClosest(to name: String, in candidates: [String]) -> String? {
    let target = name.lowercased()
    var best: (String, Int)? = nil
    for candidate in candidates.sorted() where candidate != name {
      let distance = fullDistance(Array(target), Array(candidate.lowercased()))
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    return distance <= max(1, min(target.count, candidate.count) / 3) ? candidate : nil
  }

  @Test(arguments: 0..<40)
  func closestMatchesTheExhaustiveSearch(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    for _ in 0..<50 {
      let candidates = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.randomWord(&random) }
      let name = Bool.random(using: &random) ? Self.randomWord(&random) : candidates.randomElement(using: &random) ?? ""
      #expect(
        Spelling.closest(to: name, in: candidates.shuffled(using: &random))
          == Self.exhaustiveClosest(to: name, in: candidates), "\(name) in \(candidates)")
    }
  }

  @Test func spentBudgetDoesNotEvenListTheCandidates() {
    var budget = SpellingBudget(units: 1)
    #expect(budget.closest(to: "cel", in: ["cell", "card"]) == "cell")
    #expect(budget.remaining <= 0)
    var listed = false
    let suggestion = budget.closest(
      to: "cel",
      in: {
        listed = true
        return ["cell"]
      }())
    #expect(suggestion == nil)
    #expect(!listed)
  }

  /// Thousands of misspelt references among thousands of names: each is reported, the first with a suggestion,
  /// and the work stops growing once the file's budget is spent (the run stays linear).
  @Test func thousandsOfMisspellingsAmongThousandsOfNames() {
    let count = 3_000
    var text = "layout A {\n"
    for index in 0..<count { text += "  item cell\(index) { size: 1w x 1h }\n" }
    text += "  section {\n    horizontal {\n      size: 1w x 1h\n"
    for index in 0..<count { text += "      cel\(index)\n" }
    text += "    }\n  }\n}\n"
    let checked = FrontEnd.check(SourceFile(path: "a.layout", text: text))
    let unknown = checked.diagnostics.filter { $0.code == .unknownName || $0.message.hasPrefix("cannot find") }
    #expect(unknown.count == count)
    #expect(unknown.first?.message == "cannot find 'cel0' in scope; did you mean 'cell0'?")
    let suggested = unknown.filter { $0.message.contains("did you mean") }.count
    #expect(suggested > 10)
    #expect(suggested < count)
  }

  /// Twenty thousand declarations, each with a syntax error: the checker asks for every declaration whether an
  /// error lies inside it, which scanned every diagnostic each time; it now searches sorted offsets.
  @Test func damagedDeclarationsAreCheckedInLinearTime() {
    let count = 20_000
    var text = ""
    for index in 0..<count { text += "item a\(index) { size: 1w x 1h } @\n" }
    let checked = FrontEnd.check(SourceFile(path: "a.layout", text: text))
    let unexpected = checked.diagnostics.filter { $0.message == "unexpected character '@'" }
    #expect(unexpected.count == DiagnosticLog.capacity)
    #expect(checked.droppedDiagnostics.errors == count - DiagnosticLog.capacity)
    // The damaged declarations themselves get no follow-up errors (their spans hold an error).
    #expect(checked.diagnostics.count == DiagnosticLog.capacity)
  }

  // MARK: - IR parameters

  /// A layout with thousands of parameters, each read by a condition, compiles and loads: validation looks each
  /// reference up once (it searched every parameter per reference).
  @Test func irWithThousandsOfParametersLoads() throws {
    let count = 2_000
    var text = ""
    for index in 0..<count { text += "param p\(index): on | off = off\n" }
    text += "layout A {\n  item cell { size: 1w x 1h }\n  section {\n    horizontal {\n      size: 1w x 1h; cell\n"
    for index in 0..<count { text += "      when p\(index) == on { spacing: \(index % 7) }\n" }
    text += "    }\n  }\n}\n"
    let environment = FakeEnvironment(files: ["a.layout": text])
    #expect(environment.run("compile", "a.layout", "-o", "a.json") == 0, "\(environment.standardError)")
    let ir = try #require(environment.written["a.json"])
    let document = try IRDocument.load(from: Data(ir))
    #expect(document.layouts.first?.params.count == count)
    // And a reference to a value a parameter does not have is still caught.
    let encoded = String(decoding: ir, as: UTF8.self)
    let broken = encoded.replacingFirst("\"equals\" : \"on\"", with: "\"equals\" : \"maybe\"")
    #expect(broken != encoded)
    #expect(throws: IRLoadError.self) { _ = try IRDocument.load(from: Data(broken.utf8)) }
  }
}
