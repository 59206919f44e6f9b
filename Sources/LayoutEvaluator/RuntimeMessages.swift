/// A problem UIKit reports (or silently has) while solving a layout (R4.1, R5.1, R5.2), as the evaluator sees it.
///
/// Used to check static analyses (the linter) against the evaluator: `Evaluator.runtimeMessages` solves each section's
/// root group once with a `MessageLog`; `evaluate` solves with `NoMessages`, so frames cost nothing extra.
public struct RuntimeMessage: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Sendable, Hashable {
    /// R5.1: "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no
    /// room for any subitems itself": the group's size, or its size less its insets along its axis, is not positive.
    case noRoom
    /// R5.2: "This group cannot fit even a single item": the first child is larger than the group along its axis.
    case cannotFitSingleItem
    /// R5.2: fewer children were laid out than the group lists (UIKit says nothing; the rest are never shown).
    case childrenNotLaidOut
    /// R4.1: an item's slot less its insets is zero or negative on an axis (UIKit shows the absolute difference).
    case emptyFrame
  }

  /// What happened.
  public var kind: Kind
  /// The group's name (IR name), or `item N` for an item by its IR index.
  public var element: String

  /// Creates a message.
  public init(_ kind: Kind, element: String) {
    self.kind = kind
    self.element = element
  }

  public var description: String { "\(kind.rawValue): \(element)" }
}

extension Evaluator {
  /// The runtime messages of laying `layout` out for `input` (Semantics.md §14): every section's root group is solved
  /// once, as `evaluate` does for sections without measured sizes, with recording on. Item counts are not needed.
  public static func runtimeMessages(_ layout: IRLayout, input: EvaluationInput) throws -> [RuntimeMessage] {
    let (resolved, builder) = try prepare(layout, input: input)
    var messages: [RuntimeMessage] = []
    // Flow sections (F rules) have no root group and no such messages.
    for section in resolved.sections {
      guard case .groups(let root) = section.content else { continue }
      let frame = builder.frame(of: section, root: root)
      let log = MessageLog()
      _ = try GroupSolver(
        layout: resolved, grid: builder.grid, itemBase: 0, measured: nil, cache: SolveCache(), recorder: log
      )
      .solve(group: root, dimensions: frame.rootDimensions, size: frame.rootSize, leaf: 0)
      messages += log.messages
    }
    return messages
  }
}

/// Where a group solve reports runtime messages. A message recorded for a candidate that is then discarded (a rejected
/// fit candidate, the first spacing pass of R5.3) is taken back, as UIKit never lays that candidate out.
protocol MessageRecorder {
  /// Whether this recorder keeps anything; a constant, so a solver specialised for `NoMessages` drops every test.
  static var isRecording: Bool { get }
  /// A position to come back to with `discard(from:)`.
  var mark: Int { get }
  func record(_ message: RuntimeMessage)
  /// Drops what was recorded since `mark`.
  func discard(from mark: Int)
  /// Whether the recorder keeps the solve's steps for a derivation (`SolveTrace.swift`; false unless implemented).
  static var isTracing: Bool { get }
  /// Keeps one step of the solve (`SolveTrace`); nothing by default.
  func trace(_ step: SolveStep)
}

/// The evaluation's recorder: keeps nothing (and every solve may be served from the memo).
struct NoMessages: MessageRecorder {
  static var isRecording: Bool { false }
  var mark: Int { 0 }
  func record(_ message: RuntimeMessage) {}
  func discard(from mark: Int) {}
}

/// Keeps every message, in the order the solver meets them (`Evaluator.runtimeMessages`).
final class MessageLog: MessageRecorder {
  static var isRecording: Bool { true }
  private(set) var messages: [RuntimeMessage] = []
  var mark: Int { messages.count }
  func record(_ message: RuntimeMessage) { messages.append(message) }
  func discard(from mark: Int) { messages.removeSubrange(mark...) }
}
