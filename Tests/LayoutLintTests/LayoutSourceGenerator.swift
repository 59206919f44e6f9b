import LayoutTestSupport

/// Random `.layout` sources for the cross-check: nested groups with fractions and absolutes, item and group insets,
/// spacing, edge spacing, counts and section insets, sized so that some children overflow, some frames are empty and
/// most layouts are fine. No estimates (the analysis stops below an estimate by design).
struct LayoutSourceGenerator {
  var rng: SeededGenerator
  private var declarations: [String] = []
  private var counter = 0
  /// Whether guards go everywhere (`richLayout`); the other layouts draw the same numbers as before it existed.
  private var rich = false

  init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

  /// A dimension along `axis` ("w" or "h"): a fraction of either axis or points.
  mutating func dimension(_ unit: String) -> String {
    switch int(0...5) {
    case 0: return "\(pick([40, 80, 120, 150, 200, 300, 420]))"
    case 1: return "1\(unit)"
    case 2: return "1/\(int(2...4))\(unit)"
    case 3: return "\(int(1...3))/4\(unit)"
    case 4: return "\(pick(["2/3", "3/5", "1/3", "1/2"]))\(unit)"
    default: return "1/\(int(2...3))\(unit == "w" ? "h" : "w")"
    }
  }

  mutating func insets() -> String {
    guard chance(0.35) else { return "" }
    return chance(0.5) ? "; insets: \(pick([2, 8, 20, 40]))" : "; insets: \(pick([0, 4, 30])) \(pick([0, 6, 25, 60]))"
  }

  mutating func name(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  /// Declares a child (item or group) and returns how it is listed.
  mutating func child(depth: Int) -> String {
    if depth < 3 && chance(0.35) { return group(depth: depth + 1, root: false) }
    let n = name("i")
    var body = "size: \(dimension("w")) x \(dimension("h"))\(insets())"
    if rich && chance(0.4) {
      body +=
        chance(0.6)
        ? "; when \(condition()) { size: \(dimension("w")) x \(dimension("h")) }"
        : "; when \(condition()) { insets: \(pick([0, 8, 30, 60])) }"
    }
    declarations.append("  item \(n) { \(body) }")
    return n
  }

  /// A `when` condition of `richLayout`: two parameters and thresholds on both axes, alone or combined.
  mutating func condition() -> String {
    let atoms = [
      "mode == a", "mode != a", "size == s", "size == l", "size != m", "width < \(pick([400, 600, 900]))",
      "width >= \(pick([500, 700]))", "height > \(pick([500, 800]))", "height <= 700", "width == 600",
    ]
    switch int(0...5) {
    case 0: return "\(pick(atoms)) and \(pick(atoms))"
    case 1: return "\(pick(atoms)) or \(pick(atoms))"
    case 2: return "not (\(pick(atoms)))"
    default: return pick(atoms)
    }
  }

  mutating func group(depth: Int, root: Bool) -> String {
    let n = name("g")
    let kind = pick(["horizontal", "vertical"])
    let size = root ? "1w x \(pick(["1/2w", "300", "2/3h", "1/3w"]))" : "\(dimension("w")) x \(dimension("h"))"
    var body = "size: \(size)"
    if chance(0.3) { body += "; spacing: \(pick([4, 10, 16]))" }
    if rich && chance(0.2) { body += "; when \(condition()) { spacing: \(pick([0, 8, 40])) }" }
    if chance(0.25) { body += "; insets: \(pick([4, 12, 30]))" }
    if !root && chance(0.15) { body += kind == "horizontal" ? "; edges: leading 8" : "; edges: top 8" }
    if !root && chance(0.2) {
      body += "; \(child(depth: depth)) * \(int(1...4))"
    } else {
      for _ in 0..<int(1...3) {
        let listed = child(depth: depth)
        body += rich && chance(0.25) ? "; when \(condition()) { \(listed) }" : "; \(listed)"
      }
    }
    declarations.append("  \(kind) \(n) { \(body) }")
    return n
  }

  /// One layout with one or two sections. With `variants`, a parameter `mode: a | b` chooses between two root
  /// groups and a width threshold changes the section insets, so findings hold in one variant or one range only.
  mutating func layout(variants: Bool = false) -> String {
    declarations = []
    var sections: [String] = []
    for _ in 0..<int(1...2) {
      let root = group(depth: 0, root: true)
      let insets = chance(0.3) ? "insets: 0 \(pick([16, 40, 100])); " : ""
      if variants {
        let other = group(depth: 0, root: true)
        let threshold = pick([400, 600, 900])
        sections.append(
          "  section { \(insets)when width < \(threshold) { insets: 0 \(pick([24, 80])) }; when mode == a { \(root) }; when mode == b { \(other) } }"
        )
      } else {
        sections.append("  section { \(insets)\(root) }")
      }
    }
    let param = variants ? "  param mode: a | b\n" : ""
    return "layout Generated {\n" + param + declarations.joined(separator: "\n") + "\n"
      + sections.joined(separator: "\n") + "\n}\n"
  }

  /// One layout with guards everywhere: parameters `mode: a | b` and `size: s | m | l`, thresholds on both axes, and
  /// `when` on item sizes and insets, group spacing and children, section insets and root groups.
  mutating func richLayout() -> String {
    rich = true
    defer { rich = false }
    declarations = []
    var sections: [String] = []
    for _ in 0..<int(1...2) {
      var parts: [String] = []
      if chance(0.5) { parts.append("when \(condition()) { insets: 0 \(pick([16, 40, 100])) }") }
      parts.append(group(depth: 0, root: true))
      if chance(0.5) { parts.append("when \(condition()) { \(group(depth: 0, root: true)) }") }
      sections.append("  section { " + parts.joined(separator: "; ") + " }")
    }
    return "layout Generated {\n  param mode: a | b\n  param size: s | m | l = m\n"
      + declarations.joined(separator: "\n") + "\n" + sections.joined(separator: "\n") + "\n}\n"
  }
}
