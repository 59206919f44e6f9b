import LayoutEvaluator

/// How in-between values are produced (M1.6, T1.3).
public enum MotionDriver: String, Sendable, CaseIterable {
  /// UICollectionViewTransitionLayout: centres on the half-pixel grid, sizes on the pixel grid (M1.6, MU3).
  case transition
  /// A UIView animation (setCollectionViewLayout(_:animated:), batch updates): presentation values, unrounded.
  case animated
}

/// Which visible cell a transition keeps in view (T3.1, T3.2).
public enum TransitionAnchor: String, Sendable, CaseIterable {
  /// UIKit's default: the visible cell nearest the viewport centre ends centred, then the offset is clamped (MU2).
  case uikit
  /// UIKit's explicit-reference branch with the first visible cell: it keeps its on-screen origin.
  case first
}

/// What happens to an element during a change (motion.md §6 `"change"`).
public enum MotionChange: String, Sendable, CaseIterable {
  /// On both sides with the same frame.
  case `static`
  /// On both sides with different frames.
  case move
  /// A batch update inserted it (B3.2).
  case insert
  /// A batch update deleted it (B3.2).
  case delete
  /// Only the end state of a transition has it (T2.2), or a batch update adds it without inserting an item.
  case appear
  /// Only the start state of a transition has it (T2.2), or a batch update removes it without deleting an item.
  case disappear
}

/// The rule that decided a track (motion.md §6 `"rule"`).
public enum MotionRule: UInt8, Sendable, CaseIterable, CustomStringConvertible {
  /// T2.1: the same key on both sides of a transition, from its start attributes to its end attributes.
  case transitionMatched
  /// T2.2: only the end state has it; an alpha-0 copy of its end attributes.
  case transitionAppear
  /// T2.2: only the start state has it; it fades out where it starts.
  case transitionDisappear

  /// B3.2: an inserted cell (or one of an inserted section, or the new half of a reload) fades in at its new frame.
  case updateInsert
  /// B3.2: a deleted cell (or one of a deleted section, or the old half of a reload) fades out at its old frame.
  case updateDelete
  /// B3.2 (MU6): a survivor slides from its old frame to its new one.
  case updateSurvivor
  /// B3.2: a section-level element only after the update (its section inserted, or a variant change, B3.7).
  case updateAppear
  /// B3.2: a section-level element only before the update.
  case updateDisappear

  /// The id and a word, as printed: `T2.2 appear`.
  public var description: String {
    switch self {
    case .updateInsert: return "B3.2 insert"
    case .updateDelete: return "B3.2 delete"
    case .updateSurvivor: return "B3.2 survivor"
    case .updateAppear: return "B3.2 appear"
    case .updateDisappear: return "B3.2 disappear"
    case .transitionMatched: return "T2.1 matched"
    case .transitionAppear: return "T2.2 appear"
    case .transitionDisappear: return "T2.2 disappear"
    }
  }
}

/// A section and an item index, as an element is numbered on one side of a change.
public struct MotionIndexPath: Hashable, Sendable, CustomStringConvertible {
  /// The section.
  public var section: Int32
  /// The index within the section (`ElementID.item`).
  public var item: Int32

  /// Creates an index path.
  public init(section: Int32, item: Int32) {
    self.section = section
    self.item = item
  }

  /// `0:4`, the form the update syntax uses.
  public var description: String { "\(section):\(item)" }
}

/// One element's motion: where it starts, where it ends, and how visible it is at both ends (M1.4). Plain values
/// and no references, so a stream of millions of tracks allocates nothing per track.
public struct MotionTrack: Hashable, Sendable {
  /// The category.
  public var category: ElementCategory
  /// The index of the element kind in the motion's kind list (`TransitionMotion.kinds`); -1 for cells.
  public var kindIndex: Int32
  /// Its index path before the change; `nil` when only the end state has it.
  public var before: MotionIndexPath?
  /// Its index path after the change; `nil` when only the start state has it.
  public var after: MotionIndexPath?
  /// The frame at progress 0.
  public var start: Rect
  /// The frame at progress 1.
  public var end: Rect
  /// The alpha at progress 0.
  public var startAlpha: Double
  /// The alpha at progress 1.
  public var endAlpha: Double
  /// What happens to it.
  public var change: MotionChange
  /// The rule that decided it.
  public var rule: MotionRule
  /// One half of a reload (B1.2): the old one disappears, the new one appears.
  public var isReload = false
  /// Whether UIKit animates it (T2.1, B3.3); others take their end state at once.
  public var isAnimated: Bool
  /// The z-index (the end value at once, M1.5).
  public var zIndex: Int32
  /// A pinned boundary item (R10.5) on the side it is reported from.
  public var isPinned: Bool
  /// The transform scale at progress 0 (1: identity; a declared `appear: scale S`, E2.1).
  public var startScale = 1.0
  /// The transform scale at progress 1 (a declared `disappear: scale S`).
  public var endScale = 1.0

  /// The index path the element is reported under: after the change, or before it when it exists only before.
  public var reported: MotionIndexPath { after ?? before! }
}

/// The frame and alpha of a track at one progress value.
public struct MotionState: Hashable, Sendable {
  /// The frame.
  public var frame: Rect
  /// The alpha.
  public var alpha: Double
  /// The transform scale about the centre (1: identity, M1.7); `frame` stays the untransformed rect (M1.8).
  public var scale = 1.0

  /// Creates a state.
  public init(frame: Rect, alpha: Double, scale: Double = 1) {
    self.frame = frame
    self.alpha = alpha
    self.scale = scale
  }

  /// M1.8: the bounding box of the frame scaled about its centre, what the user sees; nil when the transform is the
  /// identity.
  public var visualFrame: Rect? {
    guard scale != 1 else { return nil }
    let width = frame.width * scale
    let height = frame.height * scale
    return Rect(
      x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
  }
}
