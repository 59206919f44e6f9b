import LayoutCompiler
import LayoutMotion

/// Writes a motion as one animated SVG picture (M2.1–M2.3). SMIL, not CSS keyframes: an `<animate>` sets the very
/// attributes the filmstrip writes (x, y, width, height, opacity) with a `keySplines` curve, needs no stylesheet
/// per element, plays in a standalone file as well as inline, and a reader can pause it at any time through the
/// SVG DOM (`setCurrentTime`), which is how the browser test compares it with `eval`.
///
/// One cycle: `hold` seconds at the start, the motion over `timing.duration`, `hold` seconds at the end, repeated.
/// Each element is drawn at its start frame relative to the start offset; the content moves under the fixed window
/// by the content offset's change (T3.4, B3.4), on the same curve.
struct MotionAnimationWriter {
  var request: MotionSheetRequest
  var cast: MotionCast
  var timing: MotionTiming

  /// The pause at each end of the cycle, in seconds: long enough to see the two rest states.
  static let hold = 0.6

  var cycle: Double { 2 * Self.hold + timing.duration }

  func svg() -> String {
    let zoom = LayoutSheet.zoom
    let start = request.drawnRect(at: 0)
    let end = request.drawnRect(at: 1)
    // The window: the larger of the two drawn rects, from the start offset.
    let window = Rect(
      x: start.x, y: start.y, width: max(start.width, end.width), height: max(start.height, end.height))
    let caption =
      "progress 0 to 1 over \(SVGText.number(timing.duration)) s (\(timing.curve.rawValue)), "
      + "\(SVGText.number(Self.hold)) s pauses, repeating"
    let note =
      "content \(request.motion.from.contentSize) to \(request.motion.to.contentSize) at scale "
      + "\(SVGText.number(request.interpolator.scale))"
      + (cast.omitted > 0 ? ", \(cast.omitted) more elements not drawn" : "")
    let legend = SheetWriter.legend(top: 40)
    let textWidth = [request.title, caption, note].map { Double($0.count) * SheetWriter.characterWidth }.max() ?? 0
    let width = max(window.width * zoom + 2 * SheetWriter.margin, textWidth + 2 * SheetWriter.margin, legend.width)
      .rounded(.up)
    let originX = SheetWriter.margin
    let originY = SheetWriter.columnsTop + SheetWriter.captionHeight
    let height = (originY + window.height * zoom + SheetWriter.margin).rounded(.up)
    func place(_ rect: Rect) -> String {
      SVGText.box(
        x: originX + (rect.x - window.x) * zoom, y: originY + (rect.y - window.y) * zoom,
        width: max(0, rect.width) * zoom, height: max(0, rect.height) * zoom)
    }
    let windowText = [window.x, window.y, window.width, window.height].map(SVGText.number).joined(separator: ",")
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(SVGText.number(width))" \
      height="\(SVGText.number(height))" viewBox="0 0 \(SVGText.number(width)) \(SVGText.number(height))">
      <title>\(SVGText.escaped(request.title))</title>
      \(SheetWriter.style)
      <rect class="sheet" x="0" y="0" width="\(SVGText.number(width))" height="\(SVGText.number(height))"/>
      <text class="heading" x="\(SVGText.number(SheetWriter.margin))" y="26">\(SVGText.escaped(request.title))</text>

      """
    out += legend.svg
    out += """
      <g class="column animation" data-column="1" data-origin-x="\(SVGText.number(originX))" \
      data-origin-y="\(SVGText.number(originY))" data-zoom="\(SVGText.number(zoom))" data-drawn="\(windowText)" \
      data-hold="\(SVGText.number(Self.hold))" data-duration="\(SVGText.number(timing.duration))" \
      data-curve="\(timing.curve.rawValue)">
      <text class="caption" x="\(SVGText.number(originX))" y="\(SVGText.number(SheetWriter.columnsTop + 12))">\
      \(SVGText.escaped(caption))</text>
      <text class="note" x="\(SVGText.number(originX))" y="\(SVGText.number(SheetWriter.columnsTop + 26))">\
      \(SVGText.escaped(note))</text>
      <defs><clipPath id="column-1"><rect \(place(window))/></clipPath></defs>
      <g clip-path="url(#column-1)">
      <rect class="drawn" \(place(window))/>
      <g class="content">

      """
    let startOffset = request.motion.startOffset
    let endOffset = request.motion.endOffset
    if startOffset != endOffset {
      let dx = -(endOffset.x - startOffset.x) * zoom
      let dy = -(endOffset.y - startOffset.y) * zoom
      out += "<animateTransform attributeName=\"transform\" type=\"translate\" "
      out +=
        "values=\"0 0;0 0;\(SVGText.number(dx)) \(SVGText.number(dy));\(SVGText.number(dx)) \(SVGText.number(dy))\" "
      out += timingAttributes + "/>\n"
    }
    for member in cast.members {
      out += shape(member, place: place, window: window)
    }
    out += "</g>\n"
    // What lies past the first screen of the window, faded; the viewport's outline stays where the screen is.
    let screen =
      request.scrollsVertically
      ? Rect(
        x: window.x, y: window.y + request.motion.viewport.height, width: window.width,
        height: window.height - request.motion.viewport.height)
      : Rect(
        x: window.x + request.motion.viewport.width, y: window.y,
        width: window.width - request.motion.viewport.width, height: window.height)
    if screen.width > 0, screen.height > 0 { out += "<rect class=\"past\" \(place(screen))/>\n" }
    let viewport = Rect(
      x: window.x, y: window.y, width: request.motion.viewport.width, height: request.motion.viewport.height)
    out +=
      "</g>\n<rect class=\"viewport\" \(place(viewport))><title>viewport \(request.motion.viewport)</title></rect>\n"
    return out + "</g>\n</svg>\n"
  }

  /// One element: its rect and label in a group whose opacity follows its alpha, each attribute that changes
  /// animated from its start value to its end value.
  func shape(_ member: MotionCast.Member, place: (Rect) -> String, window: Rect) -> String {
    let zoom = LayoutSheet.zoom
    let track = member.track
    // The animation is a UIView animation's presentation values: unrounded, whatever the filmstrip's driver.
    let startState = MotionState(frame: track.start, alpha: track.startAlpha)
    let endState = MotionState(frame: track.end, alpha: track.endAlpha)
    let originX = SheetWriter.margin
    let originY = SheetWriter.columnsTop + SheetWriter.captionHeight
    func sheet(_ frame: Rect) -> [Double] {
      [
        originX + (frame.x - window.x) * zoom, originY + (frame.y - window.y) * zoom, max(0, frame.width) * zoom,
        max(0, frame.height) * zoom,
      ]
    }
    let (a, b) = (sheet(startState.frame), sheet(endState.frame))
    var about = "\(member.label): \(member.id.category) from \(track.start) to \(track.end)"
    about += ", alpha \(SVGText.number(track.startAlpha)) to \(SVGText.number(track.endAlpha)), \(track.rule)"
    var out = "<g class=\"track\" data-element=\"\(SVGText.escaped(SheetWriter.key(member.id)))\""
    if track.after == nil { out += " data-only=\"before\"" }
    out += " data-start=\"\(Self.rectText(track.start))\" data-end=\"\(Self.rectText(track.end))\""
    if startState.alpha != 1 { out += " opacity=\"\(SVGText.number(startState.alpha))\"" }
    out += ">"
    if startState.alpha != endState.alpha { out += animate("opacity", startState.alpha, endState.alpha) }
    out += "<rect class=\"\(member.id.category)\" \(place(track.start))><title>\(SVGText.escaped(about))</title>"
    for (index, name) in ["x", "y", "width", "height"].enumerated() where a[index] != b[index] {
      out += animate(name, a[index], b[index])
    }
    out += "</rect>"
    // Labelled when the smaller of its two frames has room, as a rest sheet labels a cell.
    let room = (width: min(a[2], b[2]), height: min(a[3], b[3]))
    if room.height >= 11, let text = SVGText.fitted(member.label, width: room.width - 4) {
      out += "<text class=\"label\" x=\"\(SVGText.number(a[0] + 2))\" y=\"\(SVGText.number(a[1] + 9))\">"
      if a[0] != b[0] { out += animate("x", a[0] + 2, b[0] + 2) }
      if a[1] != b[1] { out += animate("y", a[1] + 9, b[1] + 9) }
      out += "\(SVGText.escaped(text))</text>"
    }
    return out + "</g>\n"
  }

  /// An attribute held at `from`, moved to `to` over the motion, held at `to`.
  func animate(_ attribute: String, _ from: Double, _ to: Double) -> String {
    let (a, b) = (SVGText.number(from), SVGText.number(to))
    return "<animate attributeName=\"\(attribute)\" values=\"\(a);\(a);\(b);\(b)\" \(timingAttributes)/>"
  }

  /// The cycle's key times and curve (M2.1, M2.2): the pauses are straight, the motion follows the timing's spline.
  var timingAttributes: String {
    let first = SVGText.number(Self.hold / cycle)
    let second = SVGText.number((Self.hold + timing.duration) / cycle)
    return "keyTimes=\"0;\(first);\(second);1\" calcMode=\"spline\" "
      + "keySplines=\"0 0 1 1;\(timing.keySpline);0 0 1 1\" dur=\"\(SVGText.number(cycle))s\" repeatCount=\"indefinite\""
  }

  /// `x,y,width,height` as numbers, for the structural tests.
  static func rectText(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map(SVGText.number).joined(separator: ",")
  }
}
