import LayoutCompiler
import LayoutMotion

/// What `layoutc render` draws for a transition or a batch update: the motion (two rest evaluations and their
/// tracks), how its in-between values are made, and how much of the content each picture shows.
public struct MotionSheetRequest: Sendable {
  /// The sheet's title: the layout, the file and the change (`Photos (Photos.layout): mode=allPhotos -> …`).
  public var title: String
  /// The transition or the update.
  public var motion: any MotionEvaluation
  /// The driver and scale of the in-between frames (M1.6).
  public var interpolator: MotionInterpolator
  /// Whether the layout scrolls vertically (the drawn rect runs along its scroll axis).
  public var scrollsVertically: Bool
  /// How many screens along the scroll axis each picture shows, from the content offset at its progress.
  public var screens: Double

  /// The most pictures a filmstrip holds: the columns of a rest sheet.
  public static let maximumFrames = SheetRequest.maximumColumns

  /// Creates a request.
  public init(
    title: String, motion: any MotionEvaluation, interpolator: MotionInterpolator, scrollsVertically: Bool,
    screens: Double = 2
  ) {
    self.title = title
    self.motion = motion
    self.interpolator = interpolator
    self.scrollsVertically = scrollsVertically
    self.screens = screens
  }

  /// The part of the content a picture at progress `p` shows (M2.3): from the content offset at `p`, the viewport
  /// across the scroll axis and `screens` screens along it, no further than the content at `p` goes.
  public func drawnRect(at p: Double) -> Rect {
    let offset = motion.contentOffset(at: p)
    let content = motion.contentSize(at: p, driver: interpolator.driver)
    let viewport = motion.viewport
    return scrollsVertically
      ? Rect(
        x: offset.x, y: offset.y, width: viewport.width,
        height: max(viewport.height, min(viewport.height * screens, content.height - offset.y)))
      : Rect(
        x: offset.x, y: offset.y, width: max(viewport.width, min(viewport.width * screens, content.width - offset.x)),
        height: viewport.height)
  }

  /// The filmstrip's progress values: 0, 1/(n - 1), …, 1. `n` is at least 2.
  public static func filmstripProgresses(_ n: Int) -> [Double] {
    (0..<n).map { $0 == n - 1 ? 1 : Double($0) / Double(n - 1) }
  }
}

/// Draws a motion as SVG 1.1: a filmstrip (one column per progress value, side by side like a rest sheet) or one
/// animated picture. Pure: a motion in, text out.
public enum MotionSheet {
  /// The filmstrip of `request` at each of `progresses` (each in [0, 1]), one column a value, each captioned with
  /// its progress.
  public static func filmstrip(_ request: MotionSheetRequest, progresses: [Double]) throws(SheetError) -> String {
    guard (1...MotionSheetRequest.maximumFrames).contains(progresses.count) else {
      throw .columnCount(progresses.count)
    }
    let cast = MotionCast(request)
    let columns = progresses.map { ColumnDrawing(cast: cast, request: request, at: $0) }
    return SheetWriter(title: request.title, columns: columns, findings: []).svg()
  }

  /// One picture whose elements move from their start to their end frames, with their alphas, over the motion's
  /// duration and curve (M2.1, M2.2), between pauses at both ends, repeated: SMIL animations every current browser
  /// plays in an SVG file or an inline SVG.
  public static func animation(_ request: MotionSheetRequest) -> String {
    MotionAnimationWriter(
      request: request, cast: MotionCast(request), timing: MotionTiming(driver: request.interpolator.driver)
    ).svg()
  }
}

/// The elements a picture of a motion draws (M2.3), in paint order, with their names: computed once and shared by
/// every column of a filmstrip and by the animation.
struct MotionCast {
  struct Member {
    var track: MotionTrack
    var id: ElementID
    var label: String
  }

  var members: [Member]
  /// Participants past ``SheetRequest/maximumShapesPerColumn``, not drawn.
  var omitted: Int

  init(_ request: MotionSheetRequest) {
    let motion = request.motion
    let found = motion.participants(
      startingIn: request.drawnRect(at: 0), endingIn: request.drawnRect(at: 1),
      limit: SheetRequest.maximumShapesPerColumn)
    var members: [Member] = []
    members.reserveCapacity(found.tracks.count)
    for track in found.tracks {
      let path = track.reported
      let id = ElementID(
        category: track.category, kind: motion.kind(of: track), section: Int(path.section), item: Int(path.item))
      // Named after the side it is reported from: after the change, else before it.
      let side = track.after == nil ? motion.from : motion.to
      members.append(Member(track: track, id: id, label: ColumnDrawing.label(id, origin: side.origin(of: id))))
    }
    // Decorations behind, then by the end z-index (M1.5 takes it at once), ties in the order found.
    let order = members.indices.sorted { a, b in
      let (x, y) = (members[a].track, members[b].track)
      let layerX = x.category == .decoration ? 0 : 1
      let layerY = y.category == .decoration ? 0 : 1
      if layerX != layerY { return layerX < layerY }
      if x.zIndex != y.zIndex { return x.zIndex < y.zIndex }
      return a < b
    }
    self.members = order.map { members[$0] }
    omitted = found.omitted
  }
}

extension ColumnDrawing {
  /// The column of a filmstrip at progress `p`: every member of the cast at its frame and alpha there, the viewport
  /// at the content offset there. Lint findings are not drawn on motion pictures.
  init(cast: MotionCast, request: MotionSheetRequest, at p: Double) {
    let motion = request.motion
    caption = "progress \(SVGText.number(p))"
    viewport = motion.viewport
    drawnRect = request.drawnRect(at: p)
    contentSize = motion.contentSize(at: p, driver: request.interpolator.driver)
    scale = request.interpolator.scale
    scrollsVertically = request.scrollsVertically
    viewportOrigin = motion.contentOffset(at: p)
    shapes = cast.members.map { member in
      let state = request.interpolator.state(of: member.track, at: p)
      return Shape(
        frame: state.frame, zIndex: Int(member.track.zIndex), isPinned: member.track.isPinned, alpha: state.alpha,
        isOnlyBefore: member.track.after == nil, id: member.id, origin: nil, label: member.label, findings: [])
    }
    omitted = cast.omitted
    findings = []
  }
}
