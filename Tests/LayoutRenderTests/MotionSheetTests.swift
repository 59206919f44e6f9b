import Foundation
import LayoutCompiler
import LayoutMotion
import LayoutRender
import LayoutTestSupport
import Testing

/// Pictures of motion: the filmstrip's columns hold every participant at its frame and alpha at the column's
/// progress (read back from the SVG), the animation's `<animate>`s go from the start to the end values on the
/// documented curve, goldens for the Photos mode switch and an update, and the curve itself.
@Suite struct MotionSheetTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens/Motion")
  static let phone = Size(width: 390, height: 844)

  /// Photos, "All Photos" to "Month Summary" at 8 items (motion.md's worked example d).
  static func photosSwitch(driver: MotionDriver = .transition) throws -> MotionSheetRequest {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Examples/Photos.layout")
    let layout = try Compilation(path: "Examples/Photos.layout", bytes: Fixtures.bytes(url)).layout()
    func evaluate(_ mode: String) throws -> Evaluation {
      try Evaluator.evaluate(
        layout, input: EvaluationInput(viewport: phone, scale: 3, params: ["mode": mode], itemCounts: [8]))
    }
    let motion = try TransitionMotion(from: evaluate("allPhotos"), to: evaluate("monthSummary"), viewport: phone)
    return MotionSheetRequest(
      title: "Photos: allPhotos -> monthSummary", motion: motion,
      interpolator: MotionInterpolator(driver: driver, scale: 3), scrollsVertically: true)
  }

  /// A grid with a delete, an insert and a move (motion.md's worked example c), scrolled by 100 points.
  static func gridUpdate(items: Int = 7, offset: Double = 0) throws -> MotionSheetRequest {
    let layout = try Compilation(
      path: "grid.layout",
      text: """
        layout Grid {
          item cell { size: 1/3w x 1h; insets: 2 }
          section { horizontal { size: 1w x 1/3w; cell } }
        }
        """
    ).layout()
    let plan = try UpdatePlan(
      [
        .delete(MotionIndexPath(section: 0, item: 1)), .insert(MotionIndexPath(section: 0, item: 4)),
        .move(MotionIndexPath(section: 0, item: 6), to: MotionIndexPath(section: 0, item: 0)),
      ], oldCounts: [items])
    let motion = try UpdateMotion(
      plan: plan,
      from: Evaluator.evaluate(layout, input: EvaluationInput(viewport: phone, scale: 3, itemCounts: plan.oldCounts)),
      to: Evaluator.evaluate(layout, input: EvaluationInput(viewport: phone, scale: 3, itemCounts: plan.newCounts)),
      viewport: phone, offset: Point(x: 0, y: offset))
    return MotionSheetRequest(
      title: "Grid: delete 0:1; insert 0:4; move 0:6 -> 0:0", motion: motion,
      interpolator: MotionInterpolator(driver: .animated, scale: 3), scrollsVertically: true)
  }

  static func key(_ motion: any MotionEvaluation, _ track: MotionTrack) -> String {
    let path = track.reported
    return
      ([track.category.description] + (motion.kind(of: track).map { [$0] } ?? []) + [
        "\(path.section)", "\(path.item)",
      ]).joined(separator: ":") + (track.after == nil ? " before" : "")
  }

  /// Every column of the filmstrip, read as XML: the participants at the column's progress, where the column's
  /// `data-` attributes place them, with their alpha.
  static func checkFilmstrip(_ request: MotionSheetRequest, progresses: [Double]) throws {
    let svg = try MotionSheet.filmstrip(request, progresses: progresses)
    let document = try SVGDocument.parse(svg).get()
    let columns = document.nodes.indices.filter { document.nodes[$0].attributes["class"] == "column" }
    #expect(columns.count == progresses.count)
    let participants = request.motion.participants(
      startingIn: request.drawnRect(at: 0), endingIn: request.drawnRect(at: 1), limit: 100_000
    ).tracks
    #expect(!participants.isEmpty)
    for (p, column) in zip(progresses, columns) {
      let caption = document.nodes(named: "text", under: column).first.map { document.nodes[$0].text }
      #expect(caption == "progress \(p == p.rounded() ? String(Int(p)) : "\(p)")")
      let originX = try #require(document.number(column, "data-origin-x"))
      let originY = try #require(document.number(column, "data-origin-y"))
      let drawn = (document.nodes[column].attributes["data-drawn"] ?? "").split(separator: ",").compactMap {
        Double($0)
      }
      try #require(drawn.count == 4)
      // M2.3: each picture starts at the content offset at its progress.
      let offset = request.motion.contentOffset(at: p)
      #expect(drawn[0] == offset.x && drawn[1] == offset.y)
      var shapes: [String: Int] = [:]
      for shape in document.nodes(named: "rect", under: column) {
        guard let key = document.nodes[shape].attributes["data-element"] else { continue }
        let only = document.nodes[shape].attributes["data-only"].map { " \($0)" } ?? ""
        #expect(shapes[key + only] == nil, "\(key + only) drawn twice")
        shapes[key + only] = shape
      }
      #expect(shapes.count == participants.count)
      for track in participants {
        let shape = try #require(shapes[Self.key(request.motion, track)])
        let state = request.interpolator.state(of: track, at: p)
        let want = [
          originX + (state.frame.x - drawn[0]) * 0.5, originY + (state.frame.y - drawn[1]) * 0.5,
          state.frame.width * 0.5, state.frame.height * 0.5,
        ]
        let got = ["x", "y", "width", "height"].map { document.number(shape, $0) ?? .nan }
        #expect(zip(want, got).allSatisfy { abs($0 - $1) <= 0.0006 }, "p \(p) \(Self.key(request.motion, track))")
        #expect((document.number(shape, "opacity") ?? 1) == state.alpha)
      }
    }
  }

  @Test("M2.3, M1.6, T2.2: the filmstrip of the Photos mode switch draws every participant at each progress")
  func photosFilmstrip() throws {
    try Self.checkFilmstrip(Self.photosSwitch(), progresses: MotionSheetRequest.filmstripProgresses(5))
    try Self.checkFilmstrip(Self.photosSwitch(driver: .animated), progresses: [0, 0.5, 1])
  }

  @Test("M2.3, B3.2, B3.4: the filmstrip of an update, scrolled: inserts fade in, deletes fade out")
  func updateFilmstrip() throws {
    try Self.checkFilmstrip(Self.gridUpdate(items: 40, offset: 100), progresses: [0, 0.25, 0.5, 0.75, 1])
  }

  /// T2.1 with motion.md's example (d): item 0 is (9, 24, 372, 347) halfway, the header half visible.
  @Test("T2.1: the Photos switch halfway, as eval reports it")
  func photosHalfway() throws {
    let svg = try MotionSheet.filmstrip(Self.photosSwitch(), progresses: [0.5])
    #expect(svg.contains("large 0:0: cell at (9, 24, 372, 347)"))
    #expect(svg.contains("month-header (boundary) 0: boundary at (0, 0, 390, 44)"))
    #expect(svg.contains("data-element=\"boundary:month-header:0:0\" opacity=\"0.5\""))
  }

  @Test func goldens() throws {
    let cases: [(String, String)] = [
      ("Photos-filmstrip.svg", try MotionSheet.filmstrip(Self.photosSwitch(), progresses: [0, 0.25, 0.5, 0.75, 1])),
      ("Photos-animation.svg", MotionSheet.animation(try Self.photosSwitch())),
      ("Grid-update-filmstrip.svg", try MotionSheet.filmstrip(Self.gridUpdate(), progresses: [0, 0.5, 1])),
      ("Grid-update-animation.svg", MotionSheet.animation(try Self.gridUpdate(items: 40, offset: 100))),
    ]
    for (name, svg) in cases {
      if let difference = Golden.check(svg, against: Self.goldens.appendingPathComponent(name)) {
        Issue.record("\(difference)")
      }
      _ = try SVGDocument.parse(svg).get()
    }
  }

  /// M2.1: each element's `<animate>` holds its start value, moves to its end value on UIKit's ease-in-out, holds.
  @Test("M2.1, M2.2, T2.2: the animation goes from the start to the end values, one-sided elements fading")
  func animation() throws {
    for request in [try Self.photosSwitch(driver: .animated), try Self.photosSwitch(), try Self.gridUpdate()] {
      let svg = MotionSheet.animation(request)
      let document = try SVGDocument.parse(svg).get()
      let curve = request.interpolator.driver == .animated ? "0.42 0 0.58 1" : "0 0 1 1"
      let tracks = document.nodes.indices.filter { document.nodes[$0].attributes["class"] == "track" }
      #expect(!tracks.isEmpty)
      for node in tracks {
        let animations = document.nodes(named: "animate", under: node)
        for animation in animations {
          let attributes = document.nodes[animation].attributes
          #expect(attributes["keyTimes"] == "0;0.4;0.6;1" && attributes["dur"] == "1.5s")
          #expect(attributes["keySplines"] == "0 0 1 1;\(curve);0 0 1 1")
          let values = (attributes["values"] ?? "").split(separator: ";")
          #expect(values.count == 4 && values[0] == values[1] && values[2] == values[3])
        }
        let start = document.nodes[node].attributes["data-start"]
        let end = document.nodes[node].attributes["data-end"]
        let fades = animations.contains { document.nodes[$0].attributes["attributeName"] == "opacity" }
        // A one-sided element stays where it is and fades; a matched one moves at full alpha.
        if fades { #expect(start == end) }
        if start != end { #expect(!fades) }
      }
    }
  }

  @Test("M2.1, M2.2: the time curve")
  func timing() {
    let easeInOut = MotionTiming(driver: .animated)
    #expect(easeInOut.curve == .easeInOut && easeInOut.duration == 0.3)
    // The curve's values at a few times (motion.md §5), to the precision given there.
    for (t, p) in [
      (0.1, 0.019722), (0.25, 0.129162), (0.4, 0.331884), (0.6, 0.668116), (0.75, 0.870838), (0.9, 0.980278),
    ] {
      #expect(abs(easeInOut.progress(atFraction: t) - p) < 5e-7, "B(\(t))")
    }
    #expect(easeInOut.progress(atFraction: 0) == 0 && easeInOut.progress(atFraction: 1) == 1)
    #expect(abs(easeInOut.progress(atFraction: 0.5) - 0.5) < 1e-12)
    let linear = MotionTiming(driver: .transition)
    // DisplaySwitcher's frames: 0.3 s at 60 Hz, p = k/18.
    #expect(linear.frameProgresses() == (0...18).map { Double($0) / 18 })
    let frames = easeInOut.frameProgresses()
    #expect(
      frames.count == 19 && frames.first == 0 && frames.last == 1
        && zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("M2.3: the cost follows the picture: ten million items draw as fast as forty")
  func boundedForHugeLayouts() throws {
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      let request = try Self.gridUpdate(items: 10_000_000, offset: 1_000_000)
      let svg = try MotionSheet.filmstrip(request, progresses: MotionSheetRequest.filmstripProgresses(4))
      #expect(svg.count < 400_000)
      _ = MotionSheet.animation(request)
    }
    #expect(elapsed < .seconds(20))
  }

  @Test func tooManyOrNoFramesAreRefused() throws {
    let request = try Self.photosSwitch()
    #expect(throws: SheetError.columnCount(0)) { try MotionSheet.filmstrip(request, progresses: []) }
    #expect(throws: SheetError.columnCount(65)) {
      try MotionSheet.filmstrip(request, progresses: Array(repeating: 0.5, count: 65))
    }
  }
}
