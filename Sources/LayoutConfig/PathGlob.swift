/// A path pattern of `exclude` and `.gitignore`: `*` (any characters but `/`), `?` (one character but `/`), `**` (any
/// number of whole path segments), `[abc]`, `[a-z]` and `[!a]` / `[^a]` (one character but `/`), and `\x` for a
/// literal `x`.
///
/// Compiled once into segments; matching is a backtracking walk bounded by the pattern and path lengths (each `**`
/// and `*` retries positions, and the sizes are bounded by the config file limit and by paths), with no recursion on
/// the path, so a hostile pattern cannot overflow the stack.
public struct PathGlob: Sendable, Hashable {
  /// One element of a segment pattern.
  enum Token: Sendable, Hashable {
    case literal(Character)
    case anyOne
    case anyRun
    case set(negated: Bool, ranges: [ClosedRange<Character>])
  }

  /// A segment: `**`, or a list of tokens matched against one path segment.
  enum Segment: Sendable, Hashable {
    case anyDepth
    case tokens([Token])
  }

  /// The pattern as written.
  public let text: String
  let segments: [Segment]

  /// Why a pattern cannot be compiled, with the character offset (in `text`) of the problem.
  public struct Problem: Error, Sendable, Hashable {
    /// What is wrong, for a diagnostic.
    public var message: String
    /// Where, in characters from the start of the pattern.
    public var offset: Int
  }

  /// Compiles a pattern; a `/` separates segments (a leading or trailing `/` is the caller's business: anchoring and
  /// directory-only marks are stripped before).
  public init(_ text: String) throws(Problem) {
    self.text = text
    guard !text.isEmpty else { throw Problem(message: "empty pattern", offset: 0) }
    let characters = Array(text)
    var segments: [Segment] = []
    var current: [Token] = []
    var index = 0
    var segmentStart = 0
    func finishSegment() throws(Problem) {
      let raw = characters[segmentStart..<index]
      if raw.elementsEqual("**") {
        if case .anyDepth? = segments.last {} else { segments.append(.anyDepth) }
      } else if raw.isEmpty {
        throw Problem(message: "empty path segment ('//')", offset: index)
      } else {
        segments.append(.tokens(current))
      }
      current = []
    }
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "/":
        try finishSegment()
        index += 1
        segmentStart = index
        continue
      case "\\":
        guard index + 1 < characters.count else {
          throw Problem(message: "'\\' at the end of the pattern escapes nothing", offset: index)
        }
        current.append(.literal(characters[index + 1]))
        index += 2
        continue
      case "?":
        current.append(.anyOne)
      case "*":
        var run = index
        while run < characters.count, characters[run] == "*" { run += 1 }
        let whole =
          (index == segmentStart) && (run == characters.count || characters[run] == "/")
        if run - index > 2 || (run - index == 2 && !whole) {
          throw Problem(
            message: "'**' must be a whole path segment ('a/**/b'); use '*' within a name", offset: index)
        }
        if run - index == 1 { current.append(.anyRun) }
        index = run
        continue
      case "[":
        let (token, next) = try Self.characterSet(characters, from: index)
        current.append(token)
        index = next
        continue
      default:
        current.append(.literal(character))
      }
      index += 1
    }
    try finishSegment()
    self.segments = segments
  }

  /// Reads `[...]` starting at `start`; returns the set and the index after `]`.
  private static func characterSet(_ characters: [Character], from start: Int) throws(Problem) -> (Token, Int) {
    var index = start + 1
    var negated = false
    if index < characters.count, characters[index] == "!" || characters[index] == "^" {
      negated = true
      index += 1
    }
    var ranges: [ClosedRange<Character>] = []
    var first = true
    while index < characters.count {
      var character = characters[index]
      if character == "]" && !first { return (.set(negated: negated, ranges: ranges), index + 1) }
      if character == "/" { break }
      if character == "\\" {
        guard index + 1 < characters.count else { break }
        index += 1
        character = characters[index]
      }
      first = false
      if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
        let upper = characters[index + 2]
        guard character <= upper else {
          throw Problem(message: "character range '\(character)-\(upper)' is reversed", offset: index)
        }
        ranges.append(character...upper)
        index += 3
      } else {
        ranges.append(character...character)
        index += 1
      }
    }
    throw Problem(message: "'[' opens a character class that is never closed with ']'", offset: start)
  }

  /// Whether the pattern matches the whole of `path` (segments separated by `/`, no leading `./`).
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
    return Self.match(segments[...], parts[...])
  }

  /// Whether the pattern matches the last segment alone: for patterns without a `/`, which match a name at any depth.
  public func matchesName(_ name: String) -> Bool {
    guard segments.count == 1, case .tokens(let tokens) = segments[0] else { return segments == [.anyDepth] }
    return Self.match(tokens[...], Array(name)[...])
  }

  /// Segment matching with `**`: iterative over the `**` positions (one pending retry, as in wildcard matching).
  private static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<[Character]>) -> Bool {
    var p = pattern.startIndex
    var s = path.startIndex
    var retry: (pattern: Int, path: Int)? = nil
    while s < path.endIndex || p < pattern.endIndex {
      if p < pattern.endIndex {
        switch pattern[p] {
        case .anyDepth:
          retry = (p, s)
          p += 1
          continue
        case .tokens(let tokens) where s < path.endIndex && match(tokens[...], path[s][...]):
          p += 1
          s += 1
          continue
        default:
          break
        }
      }
      guard let pending = retry, pending.path < path.endIndex else { return false }
      retry = (pending.pattern, pending.path + 1)
      p = pending.pattern + 1
      s = pending.path + 1
    }
    return true
  }

  /// Token matching within one segment: the same one-retry walk for `*`.
  private static func match(_ tokens: ArraySlice<Token>, _ name: ArraySlice<Character>) -> Bool {
    var t = tokens.startIndex
    var c = name.startIndex
    var retry: (token: Int, character: Int)? = nil
    while c < name.endIndex || t < tokens.endIndex {
      if t < tokens.endIndex {
        if case .anyRun = tokens[t] {
          retry = (t, c)
          t += 1
          continue
        }
        if c < name.endIndex, matchesOne(tokens[t], name[c]) {
          t += 1
          c += 1
          continue
        }
      }
      guard let pending = retry, pending.character < name.endIndex else { return false }
      retry = (pending.token, pending.character + 1)
      t = pending.token + 1
      c = pending.character + 1
    }
    return true
  }

  private static func matchesOne(_ token: Token, _ character: Character) -> Bool {
    switch token {
    case .literal(let expected): return expected == character
    case .anyOne: return true
    case .anyRun: return true
    case .set(let negated, let ranges): return ranges.contains { $0.contains(character) } != negated
    }
  }
}
