/// Where a compiled layout's declarations were written, kept in the IR when `layoutc compile --source-locations`
/// asks for it, so a tool holding only the IR (an app's shipped file, `eval --why` of an IR document) can still say
/// which line an element came from.
///
/// An optional key (`IR.md`, "Format and version policy"): ignoring it gives the same frames, so it needs no feature
/// and no new version, and a reader that predates it skips it. Each array is parallel to the layout's table of the
/// same name; an entry is `"LINE:COLUMN"` (1-based, the column in UTF-8 bytes) of the declaration's first character.
public struct IRSourceLocations: Hashable, Sendable, Codable {
  /// The source file's path as the compiler was given it.
  public var file: String
  /// `IRLayout.items[i]` was declared at `items[i]`.
  public var items: [String]
  /// `IRLayout.groups[i]` was declared at `groups[i]`.
  public var groups: [String]
  /// `IRLayout.supplementaries[i]` was declared at `supplementaries[i]`.
  public var supplementaries: [String]
  /// `IRLayout.sections[i]` was declared at `sections[i]`.
  public var sections: [String]

  /// Creates the locations of one layout.
  public init(file: String, items: [String], groups: [String], supplementaries: [String], sections: [String]) {
    self.file = file
    self.items = items
    self.groups = groups
    self.supplementaries = supplementaries
    self.sections = sections
  }

  /// `"LINE:COLUMN"` for a position.
  public static func position(line: Int, column: Int) -> String { "\(line):\(column)" }

  /// Why these locations do not fit `layout`, or nil when they do: one entry per table entry, each `LINE:COLUMN`
  /// with both numbers at least 1.
  func problem(in layout: IRLayout) -> String? {
    let tables: [(String, [String], Int)] = [
      ("items", items, layout.items.count), ("groups", groups, layout.groups.count),
      ("supplementaries", supplementaries, layout.supplementaries.count),
      ("sections", sections, layout.sections.count),
    ]
    for (name, positions, count) in tables {
      guard positions.count == count else {
        return "sourceLocations.\(name) has \(positions.count) entries for \(count) \(name)"
      }
      for position in positions where !Self.isPosition(position) {
        return "sourceLocations.\(name) entry '\(position)' is not LINE:COLUMN"
      }
    }
    return nil
  }

  private static func isPosition(_ text: String) -> Bool {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { part in
        part.count <= 9 && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && (Int(part) ?? 0) >= 1
      }
  }
}
