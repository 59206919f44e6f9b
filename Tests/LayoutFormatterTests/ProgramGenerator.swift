/// SplitMix64: a small seeded generator, so every property test run sees the same programs.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}

/// Generates syntactically valid `.layout` programs with random legal whitespace and comments.
///
/// The program is built as tokens, each followed by the kind of gap the grammar allows after it; rendering
/// fills every gap with a random choice of that kind. Line breaks are significant in two places (inside a
/// value, except after a comma; between entries, where `;` may stand instead), and only there.
struct ProgramGenerator {
  enum Gap {
    /// Anything: spaces, line breaks, blank lines, comments.
    case free
    /// Spaces only (inside a value).
    case inline
    /// Spaces or nothing (`~44`, `>=0`, `320...1366`, `8,`).
    case glue
    /// Between entries: line breaks or `;`, with comments.
    case entry
  }

  private var random: SeededGenerator
  private var pieces: [(text: String, gap: Gap)] = []
  private var commentCount = 0
  private let names = ["cell", "pair", "main", "badge", "row", "tile", "hero", "card"]

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// A program of one or two layouts, rendered with random gaps.
  mutating func program() -> String {
    pieces = []
    if random.chance(30) { item(depth: 0); endEntry() }
    for index in 0..<(1 + random.below(2)) { layout(index) }
    var text = ""
    for (text_, gap) in pieces {
      text += text_
      text += render(gap)
    }
    return text
  }

  // MARK: - Gaps

  private mutating func comment() -> String {
    commentCount += 1
    return random.chance(15) ? "/// d\(commentCount)" : "// c\(commentCount)"
  }

  private mutating func indentation() -> String { random.pick(["", "  ", "    ", "\t", " \t "]) }

  private mutating func render(_ gap: Gap) -> String {
    switch gap {
    case .glue: return random.pick(["", " ", ""])
    case .inline: return random.pick([" ", "  ", "\t"])
    case .free:
      switch random.below(10) {
      case 0...4: return random.pick([" ", "  ", "\t"])
      case 5: return "\n" + indentation()
      case 6: return "\n\n\n" + indentation()
      case 7: return " \(comment())\n" + indentation()
      case 8: return "\n" + indentation() + comment() + "\n" + indentation()
      default: return "\n\n" + comment() + "\n\n" + comment() + "\n" + indentation()
      }
    case .entry:
      switch random.below(10) {
      case 0...2: return "\n" + indentation()
      case 3: return random.pick(["; ", ";", " ; "])
      case 4: return "\n\n" + indentation()
      case 5: return "; \(comment())\n" + indentation()
      case 6: return " \(comment())\n" + indentation()
      case 7: return "\n" + indentation() + comment() + "\n" + indentation()
      case 8: return ";\n\n\n" + indentation()
      default: return "\n\n" + comment() + "\n\n" + indentation()
      }
    }
  }

  // MARK: - Tokens

  private mutating func token(_ text: String, _ gap: Gap = .free) { pieces.append((text, gap)) }

  private mutating func endEntry() { pieces[pieces.count - 1].gap = .entry }

  private mutating func block(_ body: (inout ProgramGenerator) -> Void) {
    token("{")
    body(&self)
    token("}")
  }

  // MARK: - Declarations

  private mutating func layout(_ index: Int) {
    token("layout")
    token("Layout\(index)")
    block { g in
      if g.random.chance(50) { g.parameter() }
      if g.random.chance(40) {
        g.property(
          "viewport",
          [
            ("320", .glue), ("...", .glue), ("1366", .inline), ("x", .inline), ("480", .glue), ("...", .glue),
            ("1366", .inline),
          ])
      }
      for _ in 0..<g.random.below(4) {
        switch g.random.below(3) {
        case 0: g.item(depth: 1)
        case 1: g.group(depth: 1)
        default: g.supplementary()
        }
        g.endEntry()
      }
      for _ in 0..<(1 + g.random.below(2)) {
        g.section()
        g.endEntry()
      }
    }
    endEntry()
  }

  private mutating func parameter() {
    token("param")
    token("mode")
    token(":")
    token("compact")
    for value in ["regular", "wide"].prefix(1 + random.below(2)) {
      token("|")
      token(value)
    }
    if random.chance(60) {
      token("=")
      token("compact")
    }
    endEntry()
  }

  private mutating func item(depth: Int) {
    token("item")
    if random.chance(80) { token(random.pick(names)) }
    block { g in
      g.entries(depth: depth, count: 1 + g.random.below(4), allowChildren: false)
    }
  }

  private mutating func group(depth: Int) {
    token(random.pick(["horizontal", "vertical"]))
    if random.chance(60) { token(random.pick(names)) }
    block { g in
      g.size()
      for _ in 0..<(1 + g.random.below(3)) { g.child(depth: depth + 1) }
      if g.random.chance(25) { g.when(depth: depth + 1) }
    }
  }

  private mutating func supplementary() {
    token("supplementary")
    token("badge")
    token("\"badge-kind\"")
    block { g in
      g.size()
      g.property("anchor", [("top", .inline), ("trailing", .inline)])
      if g.random.chance(50) { g.property("offset", [("-30%", .inline), ("30%", .inline)]) }
    }
  }

  private mutating func section() {
    token("section")
    block { g in
      if g.random.chance(50) { g.property("insets", [("8", .inline), ("16", .inline)]) }
      if g.random.chance(40) { g.property("scroll", [("group-paging-centered", .inline)]) }
      if g.random.chance(40) {
        g.token(g.random.pick(["header", "footer"]))
        g.token("\"section-header\"")
        g.block { g in
          g.size()
          if g.random.chance(50) { g.property("pinned", [("true", .inline)]) }
        }
        g.endEntry()
      }
      if g.random.chance(40) { g.when(depth: 2) }
      g.group(depth: 2)
      g.endEntry()
    }
  }

  private mutating func child(depth: Int) {
    if depth < 6 && random.chance(25) {
      random.chance(50) ? item(depth: depth) : group(depth: depth)
    } else {
      token(random.pick(names))
    }
    if random.chance(30) {
      token("*")
      token("\(2 + random.below(3))")
    }
    endEntry()
  }

  private mutating func entries(depth: Int, count: Int, allowChildren: Bool) {
    size()
    for _ in 0..<count {
      switch random.below(5) {
      case 0:
        property(
          "insets",
          random.chance(50)
            ? [("2", .inline)] : [("top", .inline), ("8", .glue), (",", .free), ("leading", .inline), ("16", .inline)])
      case 1:
        property(
          "edges",
          [
            ("leading", .inline), (">=", .glue), ("0", .glue), (",", .free), ("trailing", .inline), (">=", .glue),
            ("0", .inline),
          ])
      case 2: supplementaries()
      case 3 where depth < 5: when(depth: depth + 1)
      default: property("z", [("\(random.below(20))", .inline)])
      }
    }
  }

  private mutating func supplementaries() {
    token("supplementaries")
    token(":", .inline)
    token("badge", .glue)
    if random.chance(50) {
      token(",")
      token("supplementary")
      token("\"dot\"")
      block { g in
        g.size()
        g.property("anchor", [("top", .inline), ("leading", .inline)])
      }
    }
    endEntry()
  }

  private mutating func size() {
    let dimensions: [[(String, Gap)]] = [
      [("1w", .inline)], [("1/3w", .inline)], [("0.5w", .inline)], [("2/3h", .inline)], [("120", .inline)],
      [("~", .glue), ("44", .inline)],
    ]
    property("size", random.pick(dimensions) + [("x", .inline)] + random.pick(dimensions))
  }

  private mutating func property(_ name: String, _ value: [(String, Gap)]) {
    token(name)
    token(":", .inline)  // a value starts on the line of its ':'

    for (text, gap) in value { token(text, gap) }
    endEntry()
  }

  private mutating func when(depth: Int) {
    token("when")
    condition(depth: 0)
    block { g in
      g.entries(depth: depth, count: g.random.below(3), allowChildren: true)
    }
    endEntry()
  }

  private mutating func condition(depth: Int) {
    switch depth < 3 ? random.below(6) : 0 {
    case 1, 2:
      condition(depth: depth + 1)
      token(random.pick(["and", "or"]))
      condition(depth: depth + 1)
    case 3:
      token("not")
      condition(depth: depth + 1)
    case 4:
      token("(")
      condition(depth: depth + 1)
      token(")")
    default:
      if random.chance(50) {
        token("mode")
        token(random.pick(["==", "!="]))
        token(random.pick(["compact", "regular"]))
      } else {
        token(random.pick(["width", "height"]))
        token(random.pick(["<", "<=", ">", ">="]))
        token("\(random.below(1400))")
      }
    }
  }
}
