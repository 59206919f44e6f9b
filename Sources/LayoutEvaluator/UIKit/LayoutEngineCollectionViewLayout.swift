#if canImport(UIKit)
  import UIKit

  /// A `UICollectionViewLayout` whose every answer comes from a `LayoutEngine`: an app that ships a compiled layout
  /// (the IR JSON) sets it on its collection view. It converts between UIKit's types and the engine's and decides
  /// nothing itself; the engine, tested on every platform, holds the rules.
  ///
  /// Rects are answered at the collection view's `contentOffset` (`LayoutEngine.elements(in:at:)`): pinned boundary
  /// items are clamped into the visible part of their section (S4, S5) and cells carry their scroll effect as a
  /// transform and an alpha (SE2, SE3; the inner parallax, SE4, is `engine.effect(of:at:)`'s for the cell to apply).
  /// Orthogonal rows are at rest (this layout has no row scroll views). A cell looked up alone is answered at the
  /// content offset too, with its effect (a page of a page-parallax section moves, SE6), and a supplementary (a pinned
  /// header is clamped, S4, S5); decorations never move.
  open class LayoutEngineCollectionViewLayout: UICollectionViewLayout {
    /// The engine; its last preparation is what every query answers from.
    public private(set) var engine: LayoutEngine
    /// The values of the layout's parameters (those not given take their defaults); set, then invalidate the layout.
    public var parameters: [String: String]
    /// Per-item sizes of flow sections (F2), as `EvaluationInput.itemSizes`; set, then invalidate the layout.
    public var itemSizes: [FlowItemSizes?] = []
    /// The focus of a focus-width section (SE8), as `EvaluationInput.focus`: a follower's layout takes the one
    /// `LinkedScrollViews` answers (L1); set, then invalidate the layout.
    public var focus: ScrollFocus = .first
    /// Why the last `prepare()` failed, or `nil`: the layout then keeps answering from the previous preparation.
    public private(set) var lastError: LayoutEngineError?
    /// Whether the next `prepare()` evaluates again: not after a bounds change that only scrolled (S3).
    private var needsEvaluation = true

    /// A layout driven by `engine` with the given parameter values.
    public init(engine: LayoutEngine, parameters: [String: String] = [:]) {
      self.engine = engine
      self.parameters = parameters
      super.init()
    }

    /// Not supported: the engine comes from an IR document, not from an archive.
    public required init?(coder: NSCoder) { nil }

    // Runs after every invalidation, bounds and data changes included, so counts are always read afresh.
    open override func prepare() {
      super.prepare()
      guard let collectionView, needsEvaluation else { return }
      needsEvaluation = false
      let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
      let bounds = collectionView.bounds.size
      do {
        var input = EvaluationInput(
          viewport: Size(width: Double(bounds.width), height: Double(bounds.height)),
          scale: Double(collectionView.traitCollection.displayScale), params: parameters, itemCounts: counts)
        input.itemSizes = itemSizes
        input.focus = focus
        try engine.prepare(input)
        lastError = nil
      } catch {
        lastError = error
      }
    }

    open override var collectionViewContentSize: CGSize {
      CGSize(width: engine.contentSize.width, height: engine.contentSize.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      let query = Rect(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
      let position = scrollPosition
      let found = (try? engine.elements(in: query, at: position)) ?? []
      return found.map { attributes($0, at: position) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      // At the content offset, as the rects are answered: a page of a page-parallax section (SE6) moves with it, and
      // a cell under a scroll effect carries the same transform and alpha (SE2, SE3).
      let position = scrollPosition
      let found =
        (try? engine.item(section: indexPath.section, item: indexPath.item, at: position))
        ?? engine.item(section: indexPath.section, item: indexPath.item)
      return found.map { attributes($0, at: position) }
    }

    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      // At the content offset too: a pinned header is where the rect query puts it (S4, S5).
      let position = scrollPosition
      let found =
        (try? engine.supplementary(
          kind: elementKind, section: indexPath.section, item: indexPath.item, at: position))
        ?? engine.supplementary(kind: elementKind, section: indexPath.section, item: indexPath.item)
      return found.map { attributes($0, at: position) }
    }

    open override func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      engine.decoration(kind: elementKind, section: indexPath.section, index: indexPath.item).map { attributes($0) }
    }

    // A resize that moves frames evaluates again; scrolling alone only re-asks the rects when pinning or effects
    // depend on the offset.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      let resize = engine.shouldInvalidate(
        forBoundsChange: Rect(
          x: Double(newBounds.minX), y: Double(newBounds.minY), width: Double(newBounds.width),
          height: Double(newBounds.height)))
      if resize { needsEvaluation = true }
      return resize || engine.answersDependOnOffset
    }

    // Data and explicit invalidations (`invalidateLayout()`, new parameters) evaluate again.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if context.invalidateEverything || context.invalidateDataSourceCounts { needsEvaluation = true }
      super.invalidateLayout(with: context)
    }

    /// The collection view's content offset as the engine's position (orthogonal rows at rest).
    private var scrollPosition: ScrollPosition {
      let offset = collectionView?.contentOffset ?? .zero
      return ScrollPosition(contentOffset: Point(x: Double(offset.x), y: Double(offset.y)))
    }

    /// UIKit's attributes for one of the engine's elements found at `position`, with its scroll effect as a transform
    /// and an alpha (SE2, SE3): the rect query and the one-element lookups answer alike.
    private func attributes(_ element: Element, at position: ScrollPosition) -> UICollectionViewLayoutAttributes {
      let result = attributes(element)
      if let effect = engine.effect(of: element, at: position) {
        if let scale = effect.scale { result.transform = CGAffineTransform(scaleX: scale, y: scale) }
        if let alpha = effect.alpha { result.alpha = CGFloat(alpha) }
      }
      return result
    }

    /// UIKit's attributes for one of the engine's elements.
    private func attributes(_ element: Element) -> UICollectionViewLayoutAttributes {
      let indexPath = IndexPath(item: element.item, section: element.section)
      let kind = engine.kind(of: element) ?? ""
      let result: UICollectionViewLayoutAttributes
      switch element.category {
      case .cell: result = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      case .supplementary, .boundary:
        result = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
      case .decoration: result = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
      }
      let frame = element.frame
      result.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      result.zIndex = element.zIndex
      return result
    }
  }
#endif
