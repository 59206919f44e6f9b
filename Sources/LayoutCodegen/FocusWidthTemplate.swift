/// The Swift of `FocusWidthLayout` (Semantics.md SE8), the same in every generated file but for its access (`ACCESS`)
/// and axis (`ALONG`: `x` or `y`, `ALONG_UPPER`: `X` or `Y`, `ALONG_LENGTH` and `ACROSS_LENGTH`: `width` or
/// `height`, `LEADING_INSET` and `TRAILING_INSET`: `left` and `right`, or `top` and `bottom`). Kept apart from
/// `FlowEmitter+FocusWidth.swift` so that each file reads in one sitting.
enum FocusWidthTemplate {
  static let text = """
    /// Focus width: the section's items one a line, each as long as the flow's `itemSize` and `minimumLineSpacing`
    /// apart, but for the focused pair: item `focus.item` at its natural length hands its growth to the next item as
    /// `focus.progress` goes from 0 to 1, with `focusSpacing` points on each side of the pair. Set `focus` as the
    /// view this one follows scrolls, give `aspectRatio` for the items' natural lengths, and set
    /// `focusContentInset` on the collection view after each layout pass.
    ACCESS final class FocusWidthLayout: UICollectionViewFlowLayout {
      /// An item of the strip and how far the focus has moved on from it towards the next one.
      ACCESS struct Focus: Equatable {
        /// The focused item of section 0.
        ACCESS var item: Int
        /// How far the focus has moved towards `item + 1`, from 0 (at rest on `item`) to 1.
        ACCESS var progress: CGFloat

        /// The focus on `item`, `progress` of the way to the next one.
        ACCESS init(item: Int, progress: CGFloat = 0) {
          self.item = item
          self.progress = progress
        }
      }

      /// The longest the focused item grows along the scroll axis, in points.
      ACCESS let maximumLength: CGFloat
      /// The gap on each side of the focused pair, in points; nil: `minimumLineSpacing`.
      ACCESS let focusSpacing: CGFloat?

      /// The focus the strip is laid out around, kept within the items; a new focus lays the strip out again.
      ACCESS var focus = Focus(item: 0) {
        didSet { if focus != oldValue { invalidateLayout() } }
      }

      /// Each item's aspect ratio (its content's width and height, in any unit): its natural length along the scroll
      /// axis is its thickness times the ratio, kept between the flow item's length and `maximumLength`. Without it,
      /// or for a ratio that is not a positive finite number, an item's natural length is the flow item's.
      ACCESS var aspectRatio: ((IndexPath) -> CGSize)? {
        didSet { invalidateLayout() }
      }

      /// A flow layout whose focused item grows up to `maximumLength` points, `focusSpacing` from its neighbours.
      ACCESS init(maximumLength: CGFloat, focusSpacing: CGFloat? = nil) {
        self.maximumLength = maximumLength
        self.focusSpacing = focusSpacing
        super.init()
      }

      /// Not made from a storyboard: its numbers come from the `.layout` file.
      ACCESS required init?(coder: NSCoder) { return nil }

      /// Short for UIKit's attributes, so that the overrides' signatures fit on a line.
      ACCESS typealias Attributes = UICollectionViewLayoutAttributes

      /// The strip's cells, made by the last `prepare()`.
      private var cells: [Attributes] = []
      /// How much longer the strip is than the flow's lines, which the content size grows by.
      private var growth: CGFloat = 0

      /// Lays the strip out around the focus, from the flow's rest frame of item 0: the strip starts where the flow's
      /// lines start, and its items keep the flow's place across the axis.
      ACCESS override func prepare() {
        super.prepare()
        cells = []
        growth = 0
        let count = itemCount
        let first = IndexPath(item: 0, section: 0)
        guard count > 0, let rest = super.layoutAttributesForItem(at: first) else { return }
        let (n, e) = (itemSize.ALONG_LENGTH, minimumLineSpacing)
        let (g, u) = (focusSpacing ?? e, n + e)
        let (p, q, focused, next) = pair(count: count)
        // The gap before the focused item shrinks from g to e as the focus moves on, and the one after the next
        // item grows by as much.
        let before = (g - e) * (1 - q) + e
        let after = g + e - before
        let nextStart = u * CGFloat(p) + before + focused + g
        for item in 0..<count {
          let start: CGFloat
          switch item {
          case ..<p: start = u * CGFloat(item) + e
          case p: start = u * CGFloat(p) + before
          case p + 1: start = nextStart
          default: start = nextStart + next + after + u * CGFloat(item - p - 2)
          }
          let cell = Attributes(forCellWith: IndexPath(item: item, section: 0))
          var frame = rest.frame
          frame.origin.ALONG = rest.frame.minALONG_UPPER + start
          frame.size.ALONG_LENGTH = item == p ? focused : item == p + 1 ? next : n
          cell.frame = frame
          cells.append(cell)
        }
        // The strip is 2g + Fw + Nw + (N - 2) u + e long; with one item the missing next item's n + e cancels out.
        let length = 2 * g + focused + next + CGFloat(count - 2) * u + e
        growth = length - (CGFloat(count) * n + CGFloat(count - 1) * e)
      }

      ACCESS override var collectionViewContentSize: CGSize {
        var size = super.collectionViewContentSize
        size.ALONG_LENGTH += growth
        return size
      }

      /// The strip's cells that share area with `rect`, after `super`'s other elements there.
      ACCESS override func layoutAttributesForElements(in rect: CGRect) -> [Attributes]? {
        let others = (super.layoutAttributesForElements(in: rect) ?? []).filter {
          $0.representedElementCategory != .cell
        }
        return others + cells.filter { Self.overlaps($0.frame, rect) }
      }

      ACCESS override func layoutAttributesForItem(at indexPath: IndexPath) -> Attributes? {
        guard indexPath.section == 0, cells.indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.item]
      }

      /// The content inset at both ends of the scroll axis that centres the focused pair in the view when it is
      /// scrolled to the focused item's slot: half the view's length, less `focusSpacing` and half of what the pair
      /// grows by; zero without items. Read from the focus and the view, so it answers for a new focus before the
      /// next layout pass. The app sets it on the collection view: a layout object answers UIKit's questions about
      /// frames and does not change its view.
      ACCESS var focusContentInset: UIEdgeInsets {
        let count = itemCount
        guard let collectionView, count > 0 else { return .zero }
        let (_, _, focused, next) = pair(count: count)
        let growth = focused + next - itemSize.ALONG_LENGTH
        let spacing = focusSpacing ?? minimumLineSpacing
        let inset = collectionView.bounds.size.ALONG_LENGTH / 2 - spacing - growth / 2
        var insets = UIEdgeInsets.zero
        insets.LEADING_INSET = inset
        insets.TRAILING_INSET = inset
        return insets
      }

      /// Whether `frame` shares area with `rect`: a frame that only touches the rect's edge is not in it.
      private static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        let alongX = frame.minX < rect.maxX && rect.minX < frame.maxX
        return alongX && frame.minY < rect.maxY && rect.minY < frame.maxY
      }

      /// The items of section 0 the collection view shows (none without a collection view).
      private var itemCount: Int {
        guard let collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
      }

      /// The focus kept within `count` items, and the focused item's and the next one's lengths along the axis. The
      /// last item has no next one, so its progress counts as 0; a progress of 1 is the next item at rest.
      private func pair(count: Int) -> (Int, CGFloat, focused: CGFloat, next: CGFloat) {
        let n = itemSize.ALONG_LENGTH
        let p = min(max(focus.item, 0), count - 1)
        let q = p + 1 < count && focus.progress.isFinite ? min(max(focus.progress, 0), 1) : 0
        let focused = (naturalLength(of: p) - n) * (1 - q) + n
        let next = p + 1 < count ? (naturalLength(of: p + 1) - n) * q + n : n
        return (p, q, focused, next)
      }

      /// An item's natural length th(i) along the scroll axis, its length when it has the focus at rest: the flow
      /// item's thickness times the item's aspect ratio, kept between the flow item's length and `maximumLength`.
      ACCESS func naturalLength(of item: Int) -> CGFloat {
        let n = itemSize.ALONG_LENGTH
        guard let aspect = aspectRatio?(IndexPath(item: item, section: 0)) else { return n }
        let ratio = aspect.ALONG_LENGTH / aspect.ACROSS_LENGTH
        guard ratio.isFinite, ratio > 0 else { return n }
        return max(n, min(itemSize.ACROSS_LENGTH * ratio, maximumLength))
      }
    }

    """
}
