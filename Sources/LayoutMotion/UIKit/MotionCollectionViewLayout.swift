#if canImport(UIKit)
  import UIKit
  import LayoutEvaluator

  /// A `LayoutEngineCollectionViewLayout` that also answers UIKit's questions during batch updates (motion.md §7):
  /// it keeps the evaluation before the update, maps the update items into an `UpdatePlan`, and answers the initial
  /// and final attributes of appearing and disappearing elements with the layout's declared effects (E2.1, E2.2),
  /// falling back to `super` (UIKit's own fade, never nil: MU10) wherever nothing is declared, survivors included.
  /// The frames it hands UIKit are the ones `layoutc eval --update` predicts.
  open class MotionCollectionViewLayout: LayoutEngineCollectionViewLayout {
    /// The evaluation and item counts of the preparation before the last one (the state before an update).
    private var previous: (evaluation: Evaluation, counts: [Int])?
    /// The update UIKit is animating, between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`.
    private var update: UpdateMotion?

    open override func prepare() {
      if let evaluation = engine.evaluation, let input = engine.preparedInput {
        previous = (evaluation, input.itemCounts)
      }
      super.prepare()
    }

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      update = nil
      guard let previous, let after = engine.evaluation, let input = engine.preparedInput,
        let collectionView
      else { return }
      let operations = updateItems.compactMap(Self.operation)
      let offset = collectionView.contentOffset
      do {
        let plan = try UpdatePlan(operations, oldCounts: previous.counts, itemsAfter: input.itemCounts)
        var motion = try UpdateMotion(
          plan: plan, from: previous.evaluation, to: after, viewport: input.viewport,
          offset: Point(x: Double(offset.x), y: Double(offset.y)))
        let params = input.params
        motion.startEffects = MotionEffects(layout: engine.layout, params: params, viewport: input.viewport)
        motion.endEffects = motion.startEffects
        update = motion
      } catch {
        // An update the plan refuses, or an offset outside the old content: UIKit's defaults apply.
        update = nil
      }
    }

    open override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      update = nil
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      answer(.appearing, Self.cell(itemIndexPath)) { UICollectionViewLayoutAttributes(forCellWith: itemIndexPath) }
        ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      answer(.disappearing, Self.cell(itemIndexPath)) { UICollectionViewLayoutAttributes(forCellWith: itemIndexPath) }
        ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      answer(.appearing, Self.supplementary(elementKind, elementIndexPath)) {
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: elementIndexPath)
      } ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      answer(.disappearing, Self.supplementary(elementKind, elementIndexPath)) {
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: elementIndexPath)
      } ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(
      ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      answer(.appearing, Self.decoration(elementKind, decorationIndexPath)) {
        UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: decorationIndexPath)
      } ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(
      ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      answer(.disappearing, Self.decoration(elementKind, decorationIndexPath)) {
        UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: decorationIndexPath)
      } ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    /// Which end of an update UIKit asks about: where an appearing element starts, or where a disappearing one ends.
    private enum End { case appearing, disappearing }

    /// The declared effect's attributes for the first of `ids` the update has an answer for, on attributes `make`
    /// creates (with the element's z-index on the side it is shown on); nil when none has one, so that the caller
    /// falls back to `super` (MU10). The six initial and final methods differ only in `ids` and `make`.
    private func answer(
      _ end: End, _ ids: [ElementID], _ make: () -> UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes? {
      guard let update else { return nil }
      for id in ids {
        switch end {
        case .appearing:
          if let state = update.initialAttributes(forAppearing: id) {
            return Self.attributes(make(), state, id, update.to)
          }
        case .disappearing:
          if let state = update.finalAttributes(forDisappearing: id) {
            return Self.attributes(make(), state, id, update.from)
          }
        }
      }
      return nil
    }

    private static func cell(_ indexPath: IndexPath) -> [ElementID] {
      [ElementID(category: .cell, kind: nil, section: indexPath.section, item: indexPath.item)]
    }

    /// A UIKit supplementary is a boundary item or an item's supplementary in the engine's terms.
    private static func supplementary(_ kind: String, _ indexPath: IndexPath) -> [ElementID] {
      [ElementCategory.boundary, .supplementary].map {
        ElementID(category: $0, kind: kind, section: indexPath.section, item: indexPath.item)
      }
    }

    private static func decoration(_ kind: String, _ indexPath: IndexPath) -> [ElementID] {
      [ElementID(category: .decoration, kind: kind, section: indexPath.section, item: indexPath.item)]
    }

    /// `attributes` with the state's frame, alpha and scale (M1.8: the frame is untransformed, the scale a transform
    /// about the centre) and the element's z-index in `evaluation`.
    private static func attributes(
      _ attributes: UICollectionViewLayoutAttributes, _ state: MotionState, _ id: ElementID, _ evaluation: Evaluation
    ) -> UICollectionViewLayoutAttributes {
      let frame = state.frame
      attributes.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      attributes.alpha = CGFloat(state.alpha)
      attributes.transform = CGAffineTransform(scaleX: CGFloat(state.scale), y: CGFloat(state.scale))
      if let element = evaluation.element(for: id) { attributes.zIndex = element.zIndex }
      return attributes
    }

    /// One update item as the update syntax's operation (B1.1): an item of `NSNotFound` is a section operation.
    private static func operation(_ item: UICollectionViewUpdateItem) -> UpdateOperation? {
      let before = item.indexPathBeforeUpdate
      let after = item.indexPathAfterUpdate
      func path(_ indexPath: IndexPath) -> MotionIndexPath {
        MotionIndexPath(section: Int32(indexPath.section), item: Int32(indexPath.item))
      }
      func isSection(_ indexPath: IndexPath) -> Bool { indexPath.item == NSNotFound }
      switch item.updateAction {
      case .insert:
        guard let after else { return nil }
        return isSection(after) ? .insertSection(after.section) : .insert(path(after))
      case .delete:
        guard let before else { return nil }
        return isSection(before) ? .deleteSection(before.section) : .delete(path(before))
      case .reload:
        guard let before else { return nil }
        return isSection(before) ? .reloadSection(before.section) : .reload(path(before))
      case .move:
        guard let before, let after else { return nil }
        return isSection(before)
          ? .moveSection(before.section, to: after.section) : .move(path(before), to: path(after))
      case .none:
        return nil
      @unknown default:
        return nil
      }
    }
  }
#endif
