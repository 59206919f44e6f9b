import LayoutRules

/// Everything needed to produce the frames of one section without touching the IR again: where the section lies
/// along the scroll axis, its content (placed by one strategy) and the section-level elements every strategy shares.
struct SectionPlan: Sendable {
  var index: Int32
  /// The layout's scroll axis.
  var layoutAxis: Axis
  /// Section start and extent along the layout axis (R6.5, R7.1).
  var origin: Double
  var extent: Double
  /// The cells and their supplementaries.
  var content: SectionContent
  /// Backgrounds (R11), handed out before the content.
  var decorations: [Element] = []
  /// Boundary items (R10, F13), handed out after the content.
  var boundaries: [Element] = []
  /// What frames at a scroll position need beyond the rest frames (S5, S6; `ScrollPass.swift`).
  var scrolling = SectionScrolling()
  /// F15: a flow section's items that are longer than a line (reported, not clamped).
  var flowOversize: FlowOversize?
  /// SD3: a horizontal per-item flow section whose spacings differ, reported because UIKit swaps them.
  var flowSpacingSwap: FlowSpacingSwap?
  /// SE8: the symmetric content inset a focus-width section sets along the scroll axis; nil for every other section.
  var contentInset: Double?

  /// Frames this plan keeps in memory (counted against `Evaluator.storedFrameLimit`).
  var storedFrameCount: Int { content.storedFrameCount + boundaries.count + decorations.count }

  /// How many elements the section hands out.
  var elementCount: Int { decorations.count + content.elementCount + boundaries.count }
}

/// How a section's cells and their supplementaries are placed: one strategy per kind of section.
///
/// Every output of an `Evaluation` (`allElements()`, `forEachBatch`, `elements(in:)`, `element(for:)`,
/// `origin(of:)`) asks the strategy for the content and then adds the section-level elements of `SectionPlan` in one
/// pass (`SectionPass.swift`), whatever the strategy: that pass is where pinning clamps, scroll offsets and
/// scroll effects belong.
enum SectionContent: Sendable {
  /// R6.2: one solution of the root group, repeated; frames computed when asked for.
  case closedForm(ClosedFormPlacement)
  /// R12.5: a section whose measured items make every group instance differ; frames stored group by group.
  case explicit(ExplicitPlacement)
  /// F rules: a flow section's rows; frames stored.
  case flow(FlowPlacement)

  var elementCount: Int {
    switch self {
    case .closedForm(let placement): placement.elementCount
    case .explicit(let placement): placement.elementCount
    case .flow(let placement): placement.elementCount
    }
  }

  var storedFrameCount: Int {
    switch self {
    case .closedForm(let placement): placement.storedFrameCount
    case .explicit(let placement): placement.storedFrameCount
    case .flow(let placement): placement.storedFrameCount
    }
  }

  var batchUnit: Int {
    switch self {
    case .closedForm(let placement): placement.batchUnit
    case .explicit(let placement): placement.batchUnit
    case .flow(let placement): placement.batchUnit
    }
  }

  func writeAll(to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
    switch self {
    case .closedForm(let placement): placement.writeAll(to: start)
    case .explicit(let placement): placement.writeAll(to: start)
    case .flow(let placement): placement.writeAll(to: start)
    }
  }

  func stream(
    in rect: Rect?, into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    switch self {
    case .closedForm(let placement): try placement.stream(in: rect, into: &batch, body)
    case .explicit(let placement): try placement.stream(in: rect, into: &batch, body)
    case .flow(let placement): try placement.stream(in: rect, into: &batch, body)
    }
  }

  func locate(_ category: ElementCategory, kind: Int32, item: Int) -> (element: Element, source: SourceRef)? {
    switch self {
    case .closedForm(let placement): placement.locate(category, kind: kind, item: item)
    case .explicit(let placement): placement.locate(category, kind: kind, item: item)
    case .flow(let placement): placement.locate(category, kind: kind, item: item)
    }
  }

  func forEachCoordinate(_ body: (Double) throws -> Void) rethrows {
    switch self {
    case .closedForm(let placement): try placement.forEachCoordinate(body)
    case .explicit(let placement): try placement.forEachCoordinate(body)
    case .flow(let placement): try placement.forEachCoordinate(body)
    }
  }

  /// R2.3, the evaluation's last step (`Rounding.swift`).
  mutating func roundFrames(grid: PixelGrid) {
    switch self {
    case .closedForm(var placement):
      placement.roundFrames(grid: grid)
      self = .closedForm(placement)
    case .explicit(var placement):
      placement.roundFrames(grid: grid)
      self = .explicit(placement)
    case .flow(var placement):
      placement.roundFrames(grid: grid)
      self = .flow(placement)
    }
  }
}

/// What every placement strategy owns: writing all its elements in order, streaming them (all, or those meeting a
/// rect) in bounded batches, finding one element, and saying which declaration each element came from.
protocol SectionPlacement: Sendable {
  /// How many elements `writeAll(to:)` writes.
  var elementCount: Int { get }
  /// Frames kept in memory (counted against `Evaluator.storedFrameLimit`).
  var storedFrameCount: Int { get }
  /// The most elements `stream` hands a batch at once (a batch is at least this large).
  var batchUnit: Int { get }
  /// Writes every element in order from `start` (`Element` is trivial: initialising over old values is fine);
  /// returns the next free slot.
  func writeAll(to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element>
  /// Appends every element (only those meeting `rect`, when given) to `batch` in `writeAll` order, handing full
  /// batches to `body`; the cost of a rect follows the elements near it, not the item count.
  func stream(
    in rect: Rect?, into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows
  /// The element of `category`, kind index `kind` (-1 for cells) and index `item`, with its declaration.
  func locate(_ category: ElementCategory, kind: Int32, item: Int) -> (element: Element, source: SourceRef)?
  /// Every number that bounds a frame this strategy can hand out (for `Evaluator.checkRange`).
  func forEachCoordinate(_ body: (Double) throws -> Void) rethrows
  /// R2.3: rounds the stored frames (`Rounding.swift`).
  mutating func roundFrames(grid: PixelGrid)
}

/// The declaration a cell or supplementary came from, in 8 bytes kept beside the element, never in it: the closed form
/// keeps one per template (`SolvedElement.source`), a stored strategy one per element.
struct SourceRef: Hashable, Sendable {
  /// An IR item index (0 or more); a group as `-2 - index`; -1 for none (a flow section's cells).
  var owner: Int32
  /// The IR supplementary index; -1 for the owner's cell.
  var supplementary: Int32

  static let none = SourceRef(owner: -1, supplementary: -1)

  static func item(_ index: Int, supplementary: Int = -1) -> SourceRef {
    SourceRef(owner: Int32(index), supplementary: Int32(supplementary))
  }

  static func group(_ index: Int, supplementary: Int) -> SourceRef {
    SourceRef(owner: -2 - Int32(index), supplementary: Int32(supplementary))
  }
}
