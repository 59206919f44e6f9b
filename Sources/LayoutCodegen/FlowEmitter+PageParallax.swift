import LayoutIR
import LayoutPrinting

/// Page parallax (Semantics.md SE6) in generated Swift: the layout is a `UICollectionViewFlowLayout` subclass that
/// asks `super` for its rest attributes and replaces the current and the next page's frames at the collection view's
/// content offset. UIKit asks again on every scroll because the subclass invalidates on every bounds change.
///
/// The subclass is nested in the generated type and written as text, like `ScrollEffect`: nothing in it depends on
/// the IR but the axis; the effect's two numbers are arguments of its initialiser, written in `make`.
extension FlowEmitter {
  /// The one page parallax of the layout, or nil. `MappingCheck.pageParallaxProblems` has made sure it is the only
  /// assignment of the layout's only section, with nothing decorative beside it.
  var pageParallax: IRPageParallax? {
    guard layout.sections.count == 1 else { return nil }
    return layout.sections[0].effect.assignments.first?.value.pageParallax
  }

  /// `PageParallaxLayout(spacing: 100, minimumLength: 40)`, what `make` starts from.
  func pageParallaxCall(_ effect: IRPageParallax) -> String {
    "PageParallaxLayout(spacing: \(SwiftLiterals.number(effect.spacing)), "
      + "minimumLength: \(SwiftLiterals.number(effect.minWidth)))"
  }

  /// The nested subclass for the layout's scroll axis and access.
  var pageParallaxType: Doc { Self.pageParallaxLines.doc(access: access, direction: layout.scrollDirection) }

  private static let pageParallaxLines = AxisTemplate { access, horizontal in
    pageParallaxTemplate
      .replacingOccurrences(of: "ACCESS ", with: access.keyword)
      .replacingOccurrences(of: "ALONG_LENGTH", with: horizontal ? "width" : "height")
      .replacingOccurrences(of: "ALONG_UPPER", with: horizontal ? "X" : "Y")
      .replacingOccurrences(of: "ALONG", with: horizontal ? "x" : "y")
  }

  /// The Swift of `PageParallaxLayout`, the same in every generated file but for its access (`ACCESS`) and axis
  /// (`ALONG`: `x` or `y`, `ALONG_UPPER`: `X` or `Y`, `ALONG_LENGTH`: `width` or `height`).
  private static let pageParallaxTemplate = """
    /// Page parallax: at the collection view's content offset, the page being left narrows by up to `spacing`
    /// points while the next one widens to its full length, neither shorter than `minimumLength`, both centred on
    /// the frames the flow layout gives them at rest. Every other element keeps the flow layout's frame.
    ACCESS final class PageParallaxLayout: UICollectionViewFlowLayout {
      /// How much the current page narrows over one page, in points.
      ACCESS let spacing: CGFloat
      /// The shortest a page gets along the scroll axis, in points.
      ACCESS let minimumLength: CGFloat

      /// A flow layout whose pages breathe by `spacing` points, never shorter than `minimumLength`.
      ACCESS init(spacing: CGFloat, minimumLength: CGFloat) {
        self.spacing = spacing
        self.minimumLength = minimumLength
        super.init()
      }

      /// Not made from a storyboard: its numbers come from the `.layout` file.
      ACCESS required init?(coder: NSCoder) { return nil }

      /// Short for UIKit's attributes, so that the overrides' signatures fit on a line.
      ACCESS typealias Attributes = UICollectionViewLayoutAttributes

      /// `super`'s elements in `rect` at the offset, keeping the cells whose moved frame is still in `rect`, and the
      /// two pages that move, should their moved frame reach into `rect` from outside it (a page widens while the
      /// view bounces before the first one).
      ACCESS override func layoutAttributesForElements(in rect: CGRect) -> [Attributes]? {
        guard let rest = super.layoutAttributesForElements(in: rect) else { return nil }
        var answers = rest.map(atOffset).filter {
          $0.representedElementCategory != .cell || Self.overlaps($0.frame, rect)
        }
        let cells = rest.filter { $0.representedElementCategory == .cell }
        let listed = Set(cells.map { $0.indexPath })
        for path in movingPages() where !listed.contains(path) {
          if let page = layoutAttributesForItem(at: path), Self.overlaps(page.frame, rect) {
            answers.append(page)
          }
        }
        return answers
      }

      ACCESS override func layoutAttributesForItem(at indexPath: IndexPath) -> Attributes? {
        super.layoutAttributesForItem(at: indexPath).map(atOffset)
      }

      /// Every scroll moves the pages, so every bounds change lays out again.
      ACCESS override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
      }

      /// Whether `frame` shares area with `rect`: a frame that only touches the rect's edge is not in it.
      private static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        let alongX = frame.minX < rect.maxX && rect.minX < frame.maxX
        return alongX && frame.minY < rect.maxY && rect.minY < frame.maxY
      }

      /// The index paths of the current and the next page at the content offset (none without pages).
      private func movingPages() -> [IndexPath] {
        guard let collectionView, collectionView.numberOfSections > 0 else { return [] }
        let count = collectionView.numberOfItems(inSection: 0)
        let (current, _) = page(count: count, in: collectionView)
        return [current, current + 1].filter { $0 < count }.map { IndexPath(item: $0, section: 0) }
      }

      /// The current page c and its progress f at the content offset: the offset over the pitch (a page's length
      /// and the line spacing), c kept between 0 and the last of `count` pages; (0, 0) without pages or pitch, as in the
      /// evaluator.
      private func page(count: Int, in view: UICollectionView) -> (Int, CGFloat) {
        let pitch = itemSize.ALONG_LENGTH + minimumLineSpacing
        guard count > 0, pitch > 0 else { return (0, 0) }
        let ratio = view.contentOffset.ALONG / pitch
        // Clamped before the conversion, so that an offset far past the content never traps.
        let current = Int(min(max(ratio.rounded(.towardZero), 0), CGFloat(count - 1)))
        return (current, ratio - CGFloat(current))
      }

      /// `attributes` (a rest frame from `super`) at the collection view's content offset: page c is `spacing * f`
      /// shorter and page c + 1 `spacing * (1 - f)` shorter than at rest, never below `minimumLength`.
      private func atOffset(_ attributes: Attributes) -> Attributes {
        guard attributes.representedElementCategory == .cell, let collectionView else {
          return attributes
        }
        let count = collectionView.numberOfItems(inSection: attributes.indexPath.section)
        let (current, progress) = page(count: count, in: collectionView)
        let item = attributes.indexPath.item
        guard item == current || item == current + 1 else { return attributes }
        let shortening = spacing * (item == current ? progress : 1 - progress)
        let moved = attributes.copy() as! Attributes
        var frame = attributes.frame
        frame.size.ALONG_LENGTH = max(minimumLength, attributes.frame.size.ALONG_LENGTH - shortening)
        frame.origin.ALONG = attributes.frame.midALONG_UPPER - frame.size.ALONG_LENGTH / 2
        moved.frame = frame
        return moved
      }
    }

    """
}
