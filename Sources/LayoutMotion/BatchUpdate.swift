/// One operation of a batch update (B1.1), with its index paths in the coordinates B1.2 gives it: deletes, reloads
/// and move sources before the update, inserts and move targets after it.
public enum UpdateOperation: Hashable, Sendable, CustomStringConvertible {
  case insert(MotionIndexPath)
  case delete(MotionIndexPath)
  case reload(MotionIndexPath)
  case move(MotionIndexPath, to: MotionIndexPath)
  case insertSection(Int)
  case deleteSection(Int)
  case reloadSection(Int)
  case moveSection(Int, to: Int)

  /// The canonical form, as `--update` takes it: `move 0:6 -> 0:0`.
  public var description: String {
    switch self {
    case .insert(let path): return "insert \(path)"
    case .delete(let path): return "delete \(path)"
    case .reload(let path): return "reload \(path)"
    case .move(let source, let target): return "move \(source) -> \(target)"
    case .insertSection(let section): return "insert-section \(section)"
    case .deleteSection(let section): return "delete-section \(section)"
    case .reloadSection(let section): return "reload-section \(section)"
    case .moveSection(let source, let target): return "move-section \(source) -> \(target)"
    }
  }
}

/// Why a batch update is invalid (B2.3); each message quotes the offending operations in canonical form.
public struct UpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message, UIKit's wording where UIKit has one.
  public var message: String
  /// The operations at fault.
  public var operations: [UpdateOperation]

  /// Creates an error.
  public init(_ message: String, _ operations: [UpdateOperation]) {
    self.message = message
    self.operations = operations
  }

  /// `attempt to delete and move the same item (delete 0:1, move 0:1 -> 0:3)`.
  public var description: String {
    operations.isEmpty ? message : "\(message) (\(operations.map(\.description).joined(separator: ", ")))"
  }
}

/// B2.1 for one list (the sections, or the items of one section): which old indexes leave, which new indexes are
/// filled by name, and the survivors in between keep their order. Answers both directions in O(|removed| + |fixed|)
/// without a table per element, so a section of millions of items costs what its operations cost.
public struct ListMapping: Sendable, Equatable {
  /// The old length.
  public let oldCount: Int
  /// The new length.
  public let newCount: Int
  /// Old indexes that leave (deleted, moved away, reloaded), ascending.
  let removed: [Int]
  /// New indexes filled by an insert, a move or a reload, ascending.
  let fixed: [Int]

  /// A mapping; `removed` and `fixed` hold no duplicates and lie in range, and the survivors fill the rest exactly.
  init(oldCount: Int, newCount: Int, removed: [Int], fixed: [Int]) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.removed = removed.sorted()
    self.fixed = fixed.sorted()
  }

  /// The new index of a surviving old index; `nil` when it was removed.
  public func newIndex(ofSurvivor old: Int) -> Int? {
    var rank = old
    for index in removed {
      if index == old { return nil }
      if index > old { break }
      rank -= 1
    }
    // The rank-th new index not fixed by name.
    var new = rank
    for index in fixed {
      if index > new { break }
      new += 1
    }
    return new
  }

  /// The old index of the survivor at a new index; `nil` when the index is fixed by name.
  public func oldIndex(ofSurvivorAt new: Int) -> Int? {
    var rank = new
    for index in fixed {
      if index == new { return nil }
      if index > new { break }
      rank -= 1
    }
    var old = rank
    for index in removed {
      if index > old { break }
      old += 1
    }
    return old
  }
}
