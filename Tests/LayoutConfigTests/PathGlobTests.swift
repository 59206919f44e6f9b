import LayoutConfig
import LayoutTestSupport
import Testing

/// The glob matcher against a reference matcher (plain recursion, exponential but obviously right) on generated
/// patterns and paths, and its edge cases by hand.
@Suite struct PathGlobTests {
  @Test(arguments: [
    ("*.layout", "a.layout", true), ("*.layout", "a/b.layout", false), ("a/*/c", "a/b/c", true),
    ("a/**/c", "a/c", true), ("a/**/c", "a/x/y/c", true), ("**/c", "c", true), ("a/**", "a/b/c", true),
    ("a/**", "a", true), ("?.layout", "ab.layout", false), ("[abc].x", "b.x", true), ("[!abc].x", "b.x", false),
    ("[^a-c].x", "d.x", true), ("[a-c]", "/", false), ("a\\*b", "a*b", true), ("a\\*b", "axb", false),
    ("*", "", false), ("**", "any/path/at/all", true), ("a*b*c", "abxbxc", true), ("a*b*c", "abxbx", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) throws {
    #expect(try PathGlob(pattern).matches(path) == expected)
  }

  @Test(arguments: ["", "a[b", "a/***/b", "a**", "**b/c", "x\\", "a//b", "[z-a]"])
  func invalidPatternsAreRefused(pattern: String) {
    #expect(throws: PathGlob.Problem.self) { try PathGlob(pattern) }
  }

  @Test func unclosedClassIsLocatedAtItsBracket() {
    #expect(throws: PathGlob.Problem.self) { try PathGlob("src/[ab") }
    do {
      _ = try PathGlob("src/[ab")
    } catch {
      #expect(error.offset == 4 && error.message.contains("never closed"))
    }
  }

  /// Property: the matcher agrees with the reference on 3,000 generated pattern/path pairs over a small alphabet, so
  /// `*`, `**` and `?` meet every overlap.
  @Test func agreesWithReferenceMatcher() throws {
    var random = SeededGenerator(seed: 17)
    let atoms = ["a", "b", "*", "?", "[ab]", "[!a]"]
    for _ in 0..<3_000 {
      let segments = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Int.random(in: 0..<5, using: &random) == 0
          ? "**"
          : (0..<Int.random(in: 1...3, using: &random)).map { _ in atoms.randomElement(using: &random)! }.joined()
      }
      let pattern = segments.joined(separator: "/")
      let path = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        (0..<Int.random(in: 1...3, using: &random)).map { _ in ["a", "b"].randomElement(using: &random)! }.joined()
      }.joined(separator: "/")
      guard let glob = try? PathGlob(pattern) else { continue }
      #expect(
        glob.matches(path) == Reference.matches(segments, path.split(separator: "/").map(String.init)),
        "\(pattern) \(path)")
    }
  }

  /// Long adversarial input finishes (the matcher is linear in retries, not exponential).
  @Test func adversarialPatternIsFast() throws {
    let pattern = String(repeating: "*a", count: 200) + "b"
    #expect(try !PathGlob(pattern).matches(String(repeating: "a", count: 5_000)))
    let deep = Array(repeating: "**/a", count: 100).joined(separator: "/") + "/b"
    #expect(try !PathGlob(deep).matches(Array(repeating: "a", count: 500).joined(separator: "/")))
  }
}

/// The obvious recursive matcher (tests only: exponential in the worst case, fine at these sizes).
private enum Reference {
  static func matches(_ pattern: [String], _ path: [String]) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return (0...path.count).contains { matches(Array(pattern.dropFirst()), Array(path.dropFirst($0))) }
    }
    guard let segment = path.first else { return false }
    return name(Array(tokens(first)), Array(segment)) && matches(Array(pattern.dropFirst()), Array(path.dropFirst()))
  }

  /// Splits a segment pattern into `*`, `?`, `[...]` and literal tokens.
  static func tokens(_ text: String) -> [String] {
    var result: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first == "[", let close = rest.firstIndex(of: "]") {
        result.append(String(rest[...close]))
        rest = rest[rest.index(after: close)...]
      } else {
        result.append(String(first))
        rest = rest.dropFirst()
      }
    }
    return result
  }

  static func name(_ tokens: [String], _ text: [Character]) -> Bool {
    guard let token = tokens.first else { return text.isEmpty }
    if token == "*" { return (0...text.count).contains { name(Array(tokens.dropFirst()), Array(text.dropFirst($0))) } }
    guard let character = text.first else { return false }
    let ok: Bool
    switch token {
    case "?": ok = true
    case "[ab]": ok = character == "a" || character == "b"
    case "[!a]": ok = character != "a"
    default: ok = token == String(character)
    }
    return ok && name(Array(tokens.dropFirst()), Array(text.dropFirst()))
  }
}
