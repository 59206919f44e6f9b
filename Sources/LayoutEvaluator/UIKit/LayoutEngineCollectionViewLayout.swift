#if canImport(UIKit)
  import UIKit

  /// A `UICollectionViewLayout` whose every answer comes from a `LayoutEngine`: an app that ships a compiled layout
  /// (the IR JSON) sets it on its collection view. It converts between UIKit's types and the engine's and decides
  /// nothing itself; the engine, tested on every platform, holds the rules.
  ///
  /// Frames are those at rest: pinned boundary items (`Element.isPinned`) are not moved while scrolling.
  open class LayoutEngineCollectionViewLayout: UICollectionViewLayout {
    /// The engine; its last preparation is what every query answers from.
    public private(set) var engine: LayoutEngine
    /// The values of the layout's parameters (those not given take their defaults); set, then invalidate the layout.
    public var parameters: [String: String]
    /// Why the last `prepare()` failed, or `nil`: the layout then keeps answering from the previous preparation.
    public private(set) var lastError: LayoutEngineError?

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
      guard let collectionView else { return }
      let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
      let bounds = collectionView.bounds.size
      do {
        try engine.prepare(
          boundsSize: Size(width: Double(bounds.width), height: Double(bounds.height)),
          scale: Double(collectionView.traitCollection.displayScale), itemCounts: counts, parameters: parameters)
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
      return engine.elements(in: query).map(attributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      engine.item(section: indexPath.section, item: indexPath.item).map(attributes)
    }

    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      engine.supplementary(kind: elementKind, section: indexPath.section, item: indexPath.item).map(attributes)
    }

    open override func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      engine.decoration(kind: elementKind, section: indexPath.section, index: indexPath.item).map(attributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      engine.shouldInvalidate(
        forBoundsChange: Rect(
          x: Double(newBounds.minX), y: Double(newBounds.minY), width: Double(newBounds.width),
          height: Double(newBounds.height)))
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
