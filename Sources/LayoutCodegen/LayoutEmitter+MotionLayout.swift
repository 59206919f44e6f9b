/// The Swift of `MotionEffect` and `MotionLayout` (E2.1, E2.2), kept as text since nothing in it depends on the IR.
extension LayoutEmitter {
  static let motionEffectTemplate = """
    /// A declared appear or disappear effect (E2.1): at the hidden end of its motion an element has alpha 0 when it
    /// fades (1 otherwise), a scale transform about its centre, and its centre moved by `dx`, `dy` points.
    private struct MotionEffect {
      var fade: Bool
      var scale: CGFloat
      var dx: CGFloat
      var dy: CGFloat
    }

    /// The compositional layout that plays the declared effects (E2.2): it records the cells and
    /// sections a batch update inserts and deletes (a reload is both) and answers UIKit's initial and
    /// final attributes of the elements that come and go with them with the effect applied; every
    /// other answer is UIKit's own.
    private final class MotionLayout: UICollectionViewCompositionalLayout {
      /// A builder for a collection view of a size, which decides `when` and the fractions of offsets.
      private var builder: ((CGSize) -> Builder)?
      private var insertedItems: Set<IndexPath> = []
      private var deletedItems: Set<IndexPath> = []
      private var insertedSections: Set<Int> = []
      private var deletedSections: Set<Int> = []

      init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration,
        builder: @escaping (CGSize) -> Builder
      ) {
        self.builder = builder
        super.init(sectionProvider: sectionProvider, configuration: configuration)
      }

      /// Made by `make` only: an archived layout has no parameters to decide its effects with.
      required init?(coder: NSCoder) { return nil }

      override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
          let action = update.updateAction
          // A reload is a delete of the old cell and an insert of the new one (E2.2).
          if action == .delete || action == .reload, let path = update.indexPathBeforeUpdate {
            Self.record(path, items: &deletedItems, sections: &deletedSections)
          }
          if action == .insert || action == .reload, let path = update.indexPathAfterUpdate {
            Self.record(path, items: &insertedItems, sections: &insertedSections)
          }
        }
      }

      override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedItems = []
        deletedItems = []
        insertedSections = []
        deletedSections = []
      }

      override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
      {
        let answer = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        let sectionChanged = insertedSections.contains(itemIndexPath.section)
        // Survivors keep UIKit's answer; an inserted cell starts from its attributes at rest after the update.
        guard sectionChanged || insertedItems.contains(itemIndexPath),
          let size = collectionView?.bounds.size,
          let effect = builder?(size).appearEffect(
            itemIndexPath.section, sectionChanged: sectionChanged),
          let rest = (layoutAttributesForItem(at: itemIndexPath) ?? answer)?.copy()
            as? UICollectionViewLayoutAttributes
        else { return answer }
        return Self.hide(rest, with: effect)
      }

      override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
      {
        let answer = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        let sectionChanged = deletedSections.contains(itemIndexPath.section)
        // A deleted cell ends from its attributes before the update, which are UIKit's own answer.
        guard sectionChanged || deletedItems.contains(itemIndexPath),
          let size = collectionView?.bounds.size,
          let effect = builder?(size).disappearEffect(
            itemIndexPath.section, sectionChanged: sectionChanged),
          let rest = answer?.copy() as? UICollectionViewLayoutAttributes
        else { return answer }
        return Self.hide(rest, with: effect)
      }

    """

  /// `MotionLayout`'s answers for supplementaries (boundary items and items' supplementaries) and decorations
  /// (backgrounds), which the builder's effects by kind decide (E2.2, E4.2).
  static let motionElementTemplate = """
      override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
      ) -> UICollectionViewLayoutAttributes? {
        let answer = super.initialLayoutAttributesForAppearingSupplementaryElement(
          ofKind: elementKind, at: elementIndexPath)
        let rest =
          layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath) ?? answer
        return appearing(elementKind, at: elementIndexPath, from: rest) ?? answer
      }

      override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
      ) -> UICollectionViewLayoutAttributes? {
        let answer = super.finalLayoutAttributesForDisappearingSupplementaryElement(
          ofKind: elementKind, at: elementIndexPath)
        return disappearing(elementKind, at: elementIndexPath, from: answer) ?? answer
      }

      override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
      ) -> UICollectionViewLayoutAttributes? {
        let answer = super.initialLayoutAttributesForAppearingDecorationElement(
          ofKind: elementKind, at: decorationIndexPath)
        let rest =
          layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath) ?? answer
        return appearing(elementKind, at: decorationIndexPath, from: rest) ?? answer
      }

      override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
      ) -> UICollectionViewLayoutAttributes? {
        let answer = super.finalLayoutAttributesForDisappearingDecorationElement(
          ofKind: elementKind, at: decorationIndexPath)
        return disappearing(elementKind, at: decorationIndexPath, from: answer) ?? answer
      }

      /// An element of `kind` that appears with its section, or with its item when it is the item's
      /// supplementary, started from its attributes at rest after the update; nil for UIKit's own answer.
      private func appearing(
        _ kind: String, at path: IndexPath, from rest: UICollectionViewLayoutAttributes?
      ) -> UICollectionViewLayoutAttributes? {
        let sectionChanged = insertedSections.contains(path.section)
        guard sectionChanged || insertedItems.contains(path),
          let size = collectionView?.bounds.size,
          let effect = builder?(size).appearEffect(
            kind: kind, section: path.section, sectionChanged: sectionChanged),
          let rest = rest?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        return Self.hide(rest, with: effect)
      }

      /// An element of `kind` that disappears with its section or its item, ended from its attributes before the
      /// update (UIKit's own answer); nil for that answer.
      private func disappearing(
        _ kind: String, at path: IndexPath, from rest: UICollectionViewLayoutAttributes?
      ) -> UICollectionViewLayoutAttributes? {
        let sectionChanged = deletedSections.contains(path.section)
        guard sectionChanged || deletedItems.contains(path),
          let size = collectionView?.bounds.size,
          let effect = builder?(size).disappearEffect(
            kind: kind, section: path.section, sectionChanged: sectionChanged),
          let rest = rest?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        return Self.hide(rest, with: effect)
      }

    """

  /// The end of `MotionLayout`: what every answer shares.
  static let motionEffectTemplateEnd = """
      /// `attributes`, a copy at rest, changed to the hidden end of the motion; a method of the layout, whose
      /// isolation UIKit's attributes share.
      private static func hide(
        _ attributes: UICollectionViewLayoutAttributes, with effect: MotionEffect
      ) -> UICollectionViewLayoutAttributes {
        attributes.alpha = effect.fade ? 0 : 1
        attributes.transform = CGAffineTransform(scaleX: effect.scale, y: effect.scale)
        let center = attributes.center
        attributes.center = CGPoint(x: center.x + effect.dx, y: center.y + effect.dy)
        return attributes
      }

      /// A cell's path (a section and an item) or a section's (one index).
      private static func record(
        _ path: IndexPath, items: inout Set<IndexPath>, sections: inout Set<Int>
      ) {
        if path.count == 2, path.item != NSNotFound {
          items.insert(path)
        } else if let section = path.first {
          sections.insert(section)
        }
      }
    }

    """
}
