import Foundation

/// One compiled layout answering, at run time, every question UIKit asks a `UICollectionViewLayout` subclass:
/// prepare, content size, elements in a rect, one cell, supplementary or decoration, and whether a bounds change or
/// a data change invalidates. An app that ships the IR (`layoutc compile`) embeds it; the thin subclass in
/// `UIKit/LayoutEngineCollectionViewLayout.swift` forwards to it. Platform-neutral: no UIKit, so it is tested on Linux.
///
/// The engine keeps the `Evaluation` of its last `prepare`: preparing is cheap (each section's root group is solved
/// once, frames are produced on demand), and every query below asks that evaluation, never all elements, so a rect
/// query costs what the rect holds, whatever the item count (flow sections binary-search their stored frames).
public struct LayoutEngine: Sendable {
  /// The layout this engine lays out.
  public let layout: IRLayout
  /// The input of the last successful `prepare`, or `nil` before it.
  public private(set) var preparedInput: EvaluationInput?
  /// The evaluation of the last successful `prepare`, or `nil` before it.
  public private(set) var evaluation: Evaluation?
  /// What of the viewport's length along the scroll axis the frames read (for the invalidation rule).
  private let viewportReads: ViewportReads

  /// An engine for the layout named `layoutName` in `document`.
  ///
  /// - Throws: `LayoutEngineError.unknownLayout` when the document has no layout of that name.
  public init(document: IRDocument, layoutName: String) throws(LayoutEngineError) {
    guard let layout = document.layout(named: layoutName) else {
      throw .unknownLayout(name: layoutName, available: document.layouts.map(\.name))
    }
    self.layout = layout
    self.viewportReads = ViewportReads(layout)
  }

  /// An engine for the layout named `layoutName` in the IR document `json` (the bytes `layoutc compile` writes).
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` when the bytes are not a valid IR document this library reads,
  ///   `LayoutEngineError.unknownLayout` when it has no layout of that name.
  public init(json: Data, layoutName: String) throws(LayoutEngineError) {
    let document: IRDocument
    do {
      document = try IRDocument.load(from: json)
    } catch let error as IRLoadError {
      throw .invalidDocument(error)
    } catch {
      // `load` reports every failure as an `IRLoadError`; anything else is still malformed input, not a crash.
      throw .invalidDocument(.malformed(String(describing: error)))
    }
    try self.init(document: document, layoutName: layoutName)
  }

  /// Lays the layout out for a collection view of `boundsSize` on a display of `scale`, with `itemCounts` items per
  /// section (UIKit's `prepare()`). Parameters not given take their defaults; `measuredSizes` replace estimates
  /// (self-sizing cells). On failure the engine keeps its previous preparation.
  ///
  /// - Throws: `LayoutEngineError.evaluation` for input the evaluator refuses (a bounds size or scale out of range,
  ///   a negative item count, more counts than sections, an unknown parameter or value, a layout too large).
  public mutating func prepare(
    boundsSize: Size, scale: Double, itemCounts: [Int], parameters: [String: String] = [:],
    measuredSizes: [ElementID: Size] = [:]
  ) throws(LayoutEngineError) {
    try prepare(
      EvaluationInput(
        viewport: boundsSize, scale: scale, params: parameters, itemCounts: itemCounts, measuredSizes: measuredSizes))
  }

  /// Lays the layout out for `input` (see `prepare(boundsSize:scale:itemCounts:parameters:measuredSizes:)`).
  public mutating func prepare(_ input: EvaluationInput) throws(LayoutEngineError) {
    do {
      evaluation = try Evaluator.evaluate(layout, input: input)
      preparedInput = input
    } catch let error as EvaluationError {
      throw .evaluation(error)
    } catch {
      throw .unexpected(String(describing: error))
    }
  }

  /// Lays the layout out again with the prepared input and `focus` (E5, SE8: which item of a focus-width section is
  /// widened), as a follower does while its leader scrolls (L1, `LinkedScrollViews`). Nothing is evaluated when the
  /// engine is already prepared at that focus.
  ///
  /// - Throws: `LayoutEngineError.notPrepared` before the first `prepare`, `.evaluation` for a focus the evaluator
  ///   refuses (an item that does not exist, a progress outside 0 ..< 1; the previous preparation is kept).
  public mutating func prepare(focus: ScrollFocus) throws(LayoutEngineError) {
    guard var input = preparedInput else { throw .notPrepared }
    guard input.focus != focus else { return }
    input.focus = focus
    try prepare(input)
  }

  /// The data changed (UIKit's `invalidateLayout(with:)` after `reloadData` or batch updates): lays out again with
  /// the new item counts and the prepared bounds, scale, parameters and measured sizes. Measured sizes of items past
  /// a section's new count are dropped, since they name items that no longer exist.
  ///
  /// - Throws: `LayoutEngineError.notPrepared` before the first `prepare`, `.evaluation` for counts the evaluator
  ///   refuses (the previous preparation is kept).
  public mutating func itemCountsDidChange(_ itemCounts: [Int]) throws(LayoutEngineError) {
    guard var input = preparedInput else { throw .notPrepared }
    input.itemCounts = itemCounts
    input.measuredSizes = input.measuredSizes.filter { id, _ in
      id.category == .boundary || id.category == .decoration
        || (id.section < itemCounts.count && id.item < itemCounts[id.section])
    }
    try prepare(input)
  }

  /// The size of the scrollable content (UIKit's `collectionViewContentSize`); zero before the first `prepare`.
  public var contentSize: Size { evaluation?.contentSize ?? Size(width: 0, height: 0) }

  /// The elements whose frames share area with `rect` (UIKit's `layoutAttributesForElements(in:)`), through the
  /// evaluator's rect query: cost proportional to the answer, not to the item count. Empty before `prepare`.
  public func elements(in rect: Rect) -> [Element] { evaluation?.elements(in: rect) ?? [] }

  /// The elements whose frames at `position` share area with `rect`: rest frames, pinned boundary items clamped into
  /// the visible part of their section (S5), orthogonal rows moved by their offsets (S6). Pass the collection view's
  /// bounds as `rect` and its content offset in `position`; the cost follows the answer, not the item count. Empty
  /// before `prepare`.
  ///
  /// - Throws: `ScrollError` for a non-finite offset or a section offset of a section that does not scroll (SD7).
  public func elements(in rect: Rect, at position: ScrollPosition) throws(ScrollError) -> [Element] {
    guard let evaluation else { return [] }
    try evaluation.check(position)
    return evaluation.elements(at: position, in: rect)
  }

  /// The scroll effect values of `element` as `elements(in:at:)` returned it at `position` (SE1-SE5: the scale a
  /// layout applies as the cell's transform, the alpha, the inner parallax), or nil for an element that has none;
  /// nil before `prepare`.
  public func effect(of element: Element, at position: ScrollPosition) -> CellEffect? {
    evaluation?.effect(of: element, at: position)
  }

  /// Whether some answer of the last preparation depends on the content offset: a pinned boundary item (S4, S5),
  /// a cell under a scroll effect (SE1) or a page of a page-parallax section (SE6). A `UICollectionViewLayout` over
  /// the engine then asks to be invalidated on every bounds change, so that UIKit asks again at the new offset,
  /// without preparing again (the frames at rest do not change while scrolling, S3; SE6 replaces two of them at
  /// query time). False before `prepare`.
  public var answersDependOnOffset: Bool {
    guard let evaluation else { return false }
    return evaluation.hasScrollEffects || evaluation.hasPageParallax
      || evaluation.sections.contains { $0.scrolling.pins }
  }

  /// The cell of `item` in `section` (UIKit's `layoutAttributesForItem(at:)`), or `nil` if there is none.
  public func item(section: Int, item: Int) -> Element? {
    evaluation?.element(for: ElementID(category: .cell, kind: nil, section: section, item: item))
  }

  /// The cell of `item` in `section` at `position` (UIKit's `layoutAttributesForItem(at:)` while scrolled), as
  /// `elements(in:at:)` returns it: under page parallax (SE6) the current and the next page at their frames for the
  /// offset, a cell of an orthogonal row moved by its section offset (S6), every other cell at its rest frame
  /// (`item(section:item:)`). Its scroll effect is `effect(of:at:)`'s, as for the rect's. `nil` if there is none.
  ///
  /// - Throws: `ScrollError` for a position `elements(in:at:)` refuses (a non-finite offset, a page out of range).
  public func item(section: Int, item: Int, at position: ScrollPosition) throws(ScrollError) -> Element? {
    guard let evaluation else { return nil }
    try evaluation.check(position)
    return evaluation.element(for: ElementID(category: .cell, kind: nil, section: section, item: item), at: position)
  }

  /// The supplementary view of `kind` at (`section`, `item`) (UIKit's
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`), or `nil`. UIKit has one kind of supplementary view where
  /// the evaluator has two: an item's or a group's supplementary (R9) is looked up first, then a section's boundary
  /// item (R10, always item 0), so a kind used for both answers with the item supplementary.
  public func supplementary(kind: String, section: Int, item: Int) -> Element? {
    guard let evaluation else { return nil }
    for category in [ElementCategory.supplementary, .boundary] {
      if let found = evaluation.element(for: ElementID(category: category, kind: kind, section: section, item: item)) {
        return found
      }
    }
    return nil
  }

  /// The supplementary view of `kind` at (`section`, `item`) at `position`, as `elements(in:at:)` returns it: a
  /// pinned boundary item clamped into the visible part of its section (S4, S5), a supplementary of an orthogonal row
  /// moved by its section offset (S6), any other at rest; looked up as `supplementary(kind:section:item:)` does.
  ///
  /// - Throws: `ScrollError` for a position `elements(in:at:)` refuses.
  public func supplementary(kind: String, section: Int, item: Int, at position: ScrollPosition) throws(ScrollError)
    -> Element?
  {
    guard let evaluation else { return nil }
    try evaluation.check(position)
    for category in [ElementCategory.supplementary, .boundary] {
      let id = ElementID(category: category, kind: kind, section: section, item: item)
      if let found = evaluation.element(for: id, at: position) { return found }
    }
    return nil
  }

  /// The decoration view of `kind` at (`section`, `index`) (UIKit's `layoutAttributesForDecorationView(ofKind:at:)`):
  /// `index` is the background's position in its section's list (R11.2). `nil` if there is none.
  public func decoration(kind: String, section: Int, index: Int) -> Element? {
    evaluation?.element(for: ElementID(category: .decoration, kind: kind, section: section, item: index))
  }

  /// The element kind of `element` (`nil` for cells): the string UIKit's attributes carry.
  public func kind(of element: Element) -> String? { evaluation?.kind(of: element) }

  /// Whether moving the collection view to `newBounds` must lay out again (UIKit's
  /// `shouldInvalidateLayout(forBoundsChange:)`).
  ///
  /// The rule: nothing prepared yet always invalidates; a change of origin alone (scrolling) never does; a different
  /// length across the scroll axis always does (fractional sizes, the content's cross size, boundary items and
  /// decorations all read it); a different length along the scroll axis does when the layout reads that length: some
  /// size is a fraction of it (anywhere in the layout, a conservative test), or a `when` comparison on it (`when
  /// height >= 600` in a vertical layout) answers differently for the old and the new length. Those are the only two
  /// places the evaluator reads it, so the rule never misses a resize that moves a frame.
  public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
    guard let prepared = preparedInput?.viewport else { return true }
    return viewportReads.mayMoveFrames(from: prepared, to: Size(width: newBounds.width, height: newBounds.height))
  }
}

/// Why a `LayoutEngine` could not be built or prepared.
public enum LayoutEngineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not an IR document this library reads.
  case invalidDocument(IRLoadError)
  /// The document has no layout of this name (`available` lists the names it has, in order).
  case unknownLayout(name: String, available: [String])
  /// The evaluator refused the input.
  case evaluation(EvaluationError)
  /// A data change arrived before the first `prepare`.
  case notPrepared
  /// The evaluator threw something other than an `EvaluationError` (it documents none; kept so that a future one is
  /// reported, not trapped).
  case unexpected(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .invalidDocument(let error): return "invalid IR document: \(error)"
    case .unknownLayout(let name, let available):
      let names = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
      return "the IR document has no layout '\(name)' (layouts: \(names))"
    case .evaluation(let error): return error.description
    case .notPrepared: return "the layout engine was asked to update before its first prepare"
    case .unexpected(let message): return "the evaluator failed: \(message)"
    }
  }
}
