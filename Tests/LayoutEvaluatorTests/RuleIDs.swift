import Foundation

/// A rule id of `Documentation/Semantics.md`: `R5.3`, `R8`, `U2`, `F7`, `SD1`, `S5`.
///
/// The grammar (Semantics.md states it too, under "Rule ids"):
///
///     id     = ( "R" | "M" | "T" | "B" | "S" ) number [ "." number ] | "U" number | "F" number | "SD" number
///              | "MU" number | "SE" number | "E" number "." number | "L" number
///     number = a digit 1-9, then any digits
///
/// An id stands alone: the character before it is not a letter, a digit, `_` or `.`, and the one after it is not a
/// letter, a digit or `_`, nor a `.` followed by a digit. So `E0101` (a diagnostic code), `UTF8`, `endLine2` and
/// `R2.3.1` are not ids, while `(R2.3)`, `R2.3.` and `R5.3's` are. `A–B` or `A-B` (an en dash or a hyphen, no spaces)
/// where `A` and `B` are ids of one family (and, for `R`, one chapter) and `A` comes first cites every id from `A`
/// to `B`: `R10.2–R10.4` cites R10.2, R10.3 and R10.4.
struct RuleID: Hashable, Comparable, CustomStringConvertible {
  enum Family: Int, Comparable {
    case r, u, f, sd
    /// Motion (Semantics.md chapter 20): the model, transitions, batch updates and their decisions.
    case m, t, b, mu
    /// Scrolling (Semantics.md chapter 21): frames at a scroll position and where scrolling comes to rest.
    case s
    /// Scroll effects (Semantics.md chapter 21, "Scroll effects"): SE1, SE2.
    case se
    /// Declared appear and disappear effects (Semantics.md chapter 20): always with a rule part (`E2.1`), so that a
    /// diagnostic code (`E0401`) is never one.
    case e
    /// Linked scroll views (Semantics.md chapter 21, "Linked scroll views"): L1, L2, L3.
    case l

    var prefix: String { ["R", "U", "F", "SD", "M", "T", "B", "MU", "S", "SE", "E", "L"][rawValue] }

    /// Families whose ids have a rule part (`R5.3`, `T3.2`, `S4.1`, `E2.1`).
    var hasRules: Bool { self == .r || self == .m || self == .t || self == .b || self == .s || self == .e }
    static func < (a: Family, b: Family) -> Bool { a.rawValue < b.rawValue }
  }

  var family: Family
  var number: Int
  /// The rule within chapter `number`; only families R, M, T, B and S have one, and a chapter id (`R8`) has none.
  var rule: Int?

  var description: String { family.prefix + String(number) + (rule.map { ".\($0)" } ?? "") }

  /// `R8` for `R8.3`; nil for an id without a rule part.
  var chapter: RuleID? { rule == nil ? nil : RuleID(family: family, number: number, rule: nil) }

  static func < (a: RuleID, b: RuleID) -> Bool {
    (a.family, a.number, a.rule ?? 0) < (b.family, b.number, b.rule ?? 0)
  }

  /// Parses a whole string as one id (`"R2.3"`); nil when it is anything else.
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard let (id, end) = RuleIDScanner.id(in: bytes, at: 0), end == bytes.count else { return nil }
    self = id
  }

  init(family: Family, number: Int, rule: Int?) {
    self.family = family
    self.number = number
    self.rule = rule
  }
}

/// Finds rule ids in text by the grammar of `RuleID`.
enum RuleIDScanner {
  /// Ids cited in `text` with their 1-based line numbers, ranges expanded, in order of appearance.
  static func citations(in text: String) -> [(id: RuleID, line: Int)] {
    let bytes = Array(text.utf8)
    var result: [(id: RuleID, line: Int)] = []
    var line = 1
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        i += 1
        continue
      }
      guard i == 0 || !blocksStart(bytes[i - 1]), let (first, end) = id(in: bytes, at: i) else {
        i += 1
        continue
      }
      var next = end
      var cited = [first]
      if let afterDash = dash(in: bytes, at: end), let (last, rangeEnd) = id(in: bytes, at: afterDash),
        let range = expand(first, last)
      {
        cited = range
        next = rangeEnd
      }
      for id in cited { result.append((id, line)) }
      i = next
    }
    return result
  }

  /// The set of ids cited in `text`.
  static func ids(in text: String) -> Set<RuleID> { Set(citations(in: text).map(\.id)) }

  /// An id starting exactly at `start` (the character before it is the caller's business) and the index after it.
  static func id(in bytes: [UInt8], at start: Int) -> (RuleID, Int)? {
    func byte(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
    let family: RuleID.Family
    var j = start
    switch byte(j) {
    case UInt8(ascii: "R"): family = .r
    case UInt8(ascii: "U"): family = .u
    case UInt8(ascii: "F"): family = .f
    case UInt8(ascii: "S") where byte(j + 1) == UInt8(ascii: "D"):
      family = .sd
      j += 1
    case UInt8(ascii: "S") where byte(j + 1) == UInt8(ascii: "E"):
      family = .se
      j += 1
    case UInt8(ascii: "M") where byte(j + 1) == UInt8(ascii: "U"):
      family = .mu
      j += 1
    case UInt8(ascii: "M"): family = .m
    case UInt8(ascii: "T"): family = .t
    case UInt8(ascii: "B"): family = .b
    case UInt8(ascii: "S"): family = .s
    case UInt8(ascii: "E"): family = .e
    case UInt8(ascii: "L"): family = .l
    default: return nil
    }
    j += 1
    func number() -> Int? {
      guard let first = byte(j), first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9") else { return nil }
      var value = 0
      while let digit = byte(j), isDigit(digit) {
        // Ids are small; a longer run of digits is not one.
        guard value < 10_000 else { return nil }
        value = value * 10 + Int(digit - UInt8(ascii: "0"))
        j += 1
      }
      return value
    }
    guard let major = number() else { return nil }
    var rule: Int?
    if family.hasRules, byte(j) == UInt8(ascii: "."), let next = byte(j + 1), isDigit(next) {
      j += 1
      guard let minor = number() else { return nil }
      rule = minor
    }
    if family == .e && rule == nil { return nil }
    if let after = byte(j) {
      if isIdentifier(after) { return nil }
      if after == UInt8(ascii: "."), let next = byte(j + 1), isDigit(next) { return nil }
    }
    return (RuleID(family: family, number: major, rule: rule), j)
  }

  /// Ids from `first` to `last` when they form a range (same family and chapter, ascending, at most 50 ids).
  static func expand(_ first: RuleID, _ last: RuleID) -> [RuleID]? {
    guard first.family == last.family, first < last else { return nil }
    if let a = first.rule, let b = last.rule, first.number == last.number, b - a < 50 {
      return (a...b).map { RuleID(family: first.family, number: first.number, rule: $0) }
    }
    if first.rule == nil, last.rule == nil, last.number - first.number < 50 {
      return (first.number...last.number).map { RuleID(family: first.family, number: $0, rule: nil) }
    }
    return nil
  }

  /// The index after a hyphen or an en dash at `index`, if there is one.
  private static func dash(in bytes: [UInt8], at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "-") { return index + 1 }
    if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0x93 {
      return index + 3
    }
    return nil
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  private static func isIdentifier(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
      || b == UInt8(ascii: "_")
  }

  private static func blocksStart(_ b: UInt8) -> Bool { isIdentifier(b) || b == UInt8(ascii: ".") }
}

/// Where a test names a rule: a file under `Tests/` (or `Conformance/`) and, for Swift, the test function if the id
/// is in its `@Test` title, in a comment right above it or in its body.
struct TestReference: Hashable, Comparable {
  var file: String
  var test: String?

  static func < (a: TestReference, b: TestReference) -> Bool { (a.file, a.test ?? "") < (b.file, b.test ?? "") }
}

/// Which test names which rule id, read from the kinds of files tests are made of.
enum TestNames {
  /// Every (id, reference) named by one file, by its extension: Swift files (test titles, comments, code), `.layout`
  /// corpora (comments), JSON cases (the top-level `rules` list; other text such as notes does not count).
  /// Problems (a `rules` entry that is not an id) go to `problems`.
  static func references(file: String, text: String, problems: inout [String]) -> [(RuleID, TestReference)] {
    if file.hasSuffix(".swift") { return swift(file: file, text: text) }
    if file.hasSuffix(".json") {
      guard let data = text.data(using: .utf8),
        let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], let rules = root["rules"]
      else { return [] }
      guard let list = rules as? [Any] else {
        problems.append("\(file): `rules` is not a list")
        return []
      }
      var result: [(RuleID, TestReference)] = []
      for entry in list {
        guard let text = entry as? String, let id = RuleID(text) else {
          problems.append("\(file): `rules` entry \(entry) is not a rule id")
          continue
        }
        result.append((id, TestReference(file: file, test: nil)))
      }
      return result
    }
    return RuleIDScanner.citations(in: text).map { ($0.id, TestReference(file: file, test: nil)) }
  }

  /// Attributes ids in a Swift test file to test functions. A function is a test when `@Test` precedes its `func`
  /// line; its body is followed by counting braces outside string literals and comments. Ids in the `@Test` lines
  /// and in comment lines right above them belong to that test; ids elsewhere belong to the file.
  static func swift(file: String, text: String) -> [(RuleID, TestReference)] {
    var result: [(RuleID, TestReference)] = []
    var depth = 0
    var inMultilineString = false
    // The test whose body is being read; `opened` once its `{` has been seen (a signature may span lines).
    var current: (name: String, depth: Int, opened: Bool)?
    var pending: [RuleID] = []
    var inAttribute = false
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let ids = RuleIDScanner.citations(in: line).map(\.id)
      let startDepth = depth
      let wasInString = inMultilineString
      depth += braceBalance(line, inMultilineString: &inMultilineString)
      if var test = current {
        result += ids.map { ($0, TestReference(file: file, test: test.name)) }
        if depth > test.depth { test.opened = true }
        current = test.opened && depth <= test.depth ? nil : test
        continue
      }
      if !wasInString, trimmed.hasPrefix("@Test") { inAttribute = true }
      if inAttribute, let name = functionName(trimmed) {
        result += (pending + ids).map { ($0, TestReference(file: file, test: name)) }
        pending = []
        inAttribute = false
        current = (name: name, depth: startDepth, opened: depth > startDepth)
        if depth <= startDepth && line.contains("{") { current = nil }  // a body on one line
        continue
      }
      if inAttribute || (!wasInString && trimmed.hasPrefix("//")) {
        pending += ids
        continue
      }
      result += (pending + ids).map { ($0, TestReference(file: file, test: nil)) }
      pending = []
    }
    return result + pending.map { ($0, TestReference(file: file, test: nil)) }
  }

  /// `name` of a line declaring `func name(` or `func name<`.
  private static func functionName(_ line: String) -> String? {
    guard let range = line.range(of: "func ") else { return nil }
    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// `{` minus `}` outside comments and string literals; tracks `"""` strings across lines.
  private static func braceBalance(_ line: String, inMultilineString: inout Bool) -> Int {
    let chars = Array(line)
    var balance = 0
    var inString = false
    var k = 0
    func at(_ i: Int) -> Character? { i < chars.count ? chars[i] : nil }
    while k < chars.count {
      let c = chars[k]
      if inMultilineString {
        if c == "\"", at(k + 1) == "\"", at(k + 2) == "\"" {
          inMultilineString = false
          k += 3
          continue
        }
        k += c == "\\" ? 2 : 1
        continue
      }
      if inString {
        if c == "\\" {
          k += 2
          continue
        }
        if c == "\"" { inString = false }
        k += 1
        continue
      }
      if c == "/", at(k + 1) == "/" { break }
      if c == "\"" {
        if at(k + 1) == "\"", at(k + 2) == "\"" {
          inMultilineString = true
          k += 3
          continue
        }
        inString = true
      } else if c == "{" {
        balance += 1
      } else if c == "}" {
        balance -= 1
      }
      k += 1
    }
    return balance
  }
}

/// The rule ids `Documentation/Semantics.md` documents: each heading that starts with an id documents it. Rule
/// headings (level 3 and deeper) carry a `Tests:` paragraph that `RuleCoverage.updatedDocument` writes.
struct RuleDocument {
  struct Heading {
    var id: RuleID
    var level: Int
    var line: Int
    /// The 0-based line indices of its `Tests:` paragraph (the `Tests:` line and the lines continuing it), if any.
    var testsLines: Range<Int>?
  }

  var lines: [String]
  var headings: [Heading] = []

  init(_ text: String) {
    lines = text.components(separatedBy: "\n")
    var open: Int?
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("#") {
        open = nil
        let level = line.prefix { $0 == "#" }.count
        let title = line.dropFirst(level).trimmingCharacters(in: .whitespaces)
        let first = String(title.prefix { !$0.isWhitespace })
        if let id = RuleID(first) {
          headings.append(Heading(id: id, level: level, line: index + 1))
          open = headings.count - 1
        }
      } else if let heading = open, headings[heading].testsLines == nil, line.hasPrefix("Tests:") {
        var end = index + 1
        while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).isEmpty, !lines[end].hasPrefix("#") {
          end += 1
        }
        headings[heading].testsLines = index..<end
      }
    }
  }

  var ids: Set<RuleID> { Set(headings.map(\.id)) }
}

/// The checks that keep rule ids, tests and Semantics.md in step, as pure functions of file contents.
enum RuleCoverage {
  /// `sources` and `tests` are (path, contents) pairs; paths are shown in messages and in the `Tests:` lines.
  struct Inputs {
    var sources: [(path: String, text: String)]
    var tests: [(path: String, text: String)]
    var document: String
  }

  struct Report {
    /// Id -> where Sources cite it (`path:line`).
    var cited: [RuleID: [String]] = [:]
    /// Id -> tests naming it.
    var named: [RuleID: Set<TestReference>] = [:]
    var document: RuleDocument
    var problems: [String] = []
  }

  static func report(_ inputs: Inputs) -> Report {
    var report = Report(document: RuleDocument(inputs.document))
    for (path, text) in inputs.sources {
      for citation in RuleIDScanner.citations(in: text) {
        report.cited[citation.id, default: []].append("\(path):\(citation.line)")
      }
    }
    for (path, text) in inputs.tests {
      for (id, reference) in TestNames.references(file: path, text: text, problems: &report.problems) {
        report.named[id, default: []].insert(reference)
      }
    }
    let documented = report.document.ids
    var seen = Set<RuleID>()
    for heading in report.document.headings {
      if !seen.insert(heading.id).inserted {
        report.problems.append("Semantics.md documents \(heading.id) twice (line \(heading.line))")
      }
      if heading.level >= 3 && heading.testsLines == nil {
        report.problems.append("Semantics.md: \(heading.id) (line \(heading.line)) has no `Tests:` line")
      }
    }
    // A chapter id (R8) is tested when a test names it or any of its rules.
    let namedChapters = Set(report.named.keys.compactMap(\.chapter))
    for id in report.cited.keys.sorted() where report.named[id] == nil && !namedChapters.contains(id) {
      report.problems.append(
        "\(id) is cited in Sources but no test names it (cited at \(report.cited[id]!.joined(separator: ", ")))")
    }
    for id in Set(report.cited.keys).union(report.named.keys).sorted() where !documented.contains(id) {
      let places = (report.cited[id] ?? []) + (report.named[id] ?? []).sorted().map(\.file)
      report.problems.append(
        "\(id) is not documented in Documentation/Semantics.md (used at \(places.prefix(5).joined(separator: ", ")))")
    }
    return report
  }

  /// The `Tests:` paragraph of a rule: the files naming it (paths relative to `Tests/`), Swift files with their
  /// tests, wrapped at 120 columns like the rest of the document.
  static func testsParagraph(_ references: Set<TestReference>?) -> [String] {
    var lines: [String] = []
    for word in testsText(references).split(separator: " ") {
      if let last = lines.last, last.count + 1 + word.count <= 120 {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(String(word))
      }
    }
    return lines
  }

  static func testsText(_ references: Set<TestReference>?) -> String {
    guard let references, !references.isEmpty else { return "Tests: none yet." }
    var byFile: [String: Set<String>] = [:]
    for reference in references {
      byFile[reference.file, default: []].formUnion(reference.test.map { [$0] } ?? [])
    }
    let parts = byFile.keys.sorted().map { file -> String in
      let tests = byFile[file]!.sorted().map { "`\($0)`" }
      return tests.isEmpty ? "`\(file)`" : "`\(file)` (\(tests.joined(separator: ", ")))"
    }
    return "Tests: " + parts.joined(separator: "; ") + "."
  }

  /// Semantics.md with every `Tests:` line rewritten from the report.
  static func updatedDocument(_ report: Report) -> String {
    var lines = report.document.lines
    for heading in report.document.headings.reversed() {
      guard let range = heading.testsLines else { continue }
      lines.replaceSubrange(range, with: testsParagraph(report.named[heading.id]))
    }
    return lines.joined(separator: "\n")
  }
}
