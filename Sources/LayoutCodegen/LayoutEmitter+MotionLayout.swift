/// The Swift of `MotionEffect` and `MotionLayout` (E2.1, E2.2), kept as text since nothing in it depends on the IR.
extension LayoutEmitter {
  static let motionEffectTemplate = """
    /// A declared appear or disappear effect (E2.1): at the hidden end of its motion a cell has alpha 0 when it
    /// fades (1 otherwise), a scale transform about its centre, and its centre moved by `dx`, `dy` points.
    private struct MotionEffect {
      var fade: Bool
      var scale: CGFloat
      var dx: CGFloat
      var dy: CGFloat
    }

    /// The compositional layout that plays the declared effects of inserted and deleted cells (E2.2): it records
    /// what a batch update inserts and deletes (a reload is both) and answers UIKit's initial and final attributes
    /// of those cells with the effect applied; every other answer is UIKit's own.
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
