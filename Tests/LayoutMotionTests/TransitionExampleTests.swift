import LayoutCompiler
import LayoutMotion
import Testing

/// The worked examples (a), (b) and (d) of motion.md §8, number for number.
@Suite("Transitions: motion.md's worked examples")
struct TransitionExampleTests {
  static func list(_ items: Int, offset: Point = Point(x: 0, y: 0), anchor: TransitionAnchor = .uikit) throws
    -> TransitionMotion
  {
    try MotionFixtures.transition(
      MotionFixtures.layout(MotionFixtures.switcher), from: ["style": "list"], to: ["style": "grid"], items: [items],
      offset: offset, anchor: anchor)
  }

  /// MU2: the default reference is the visible cell nearest the viewport's centre.
  @Test("(a) list -> grid at 0, 0.5 and 1: T2.1 matching, M1.5 interpolation, T3.2 + T3.3 clamp to 0, T2.4 size")
  func listToGrid() throws {
    let motion = try Self.list(6)
    #expect(motion.reference == TransitionReference(section: 0, item: 5, anchor: .uikit))
    #expect(motion.endOffset == Point(x: 0, y: 0))
    #expect(motion.contentSize(at: 0.5, driver: .transition) == Size(width: 390, height: 480))
    let half: [Rect] = [
      Rect(x: 0, y: 0, width: 260, height: 105), Rect(x: 65, y: 40, width: 260, height: 105),
      Rect(x: 130, y: 80, width: 260, height: 105), Rect(x: 0, y: 185, width: 260, height: 105),
      Rect(x: 65, y: 225, width: 260, height: 105), Rect(x: 130, y: 265, width: 260, height: 105),
    ]
    let interpolator = MotionInterpolator(driver: .transition, scale: 3)
    for item in 0..<6 {
      let track = try #require(motion.track(for: MotionFixtures.cell(0, item)))
      #expect(track.start == Rect(x: 0, y: Double(80 * item), width: 390, height: 80))
      #expect(track.end == Rect(x: Double(130 * (item % 3)), y: Double(130 * (item / 3)), width: 130, height: 130))
      #expect(interpolator.state(of: track, at: 0.5) == MotionState(frame: half[item], alpha: 1))
      #expect(track.change == .move && track.isAnimated)
    }
  }

  /// T1.3: `--driver transition` (rounded) against `--driver animated` (unrounded).
  @Test("(a) at p = 0.33: M1.6 rounds centres to 1/6 and sizes to 1/3 point (MU3); the animated driver does not")
  func listToGridRounding() throws {
    let motion = try Self.list(6)
    let rounded: [Int: [Double]] = [
      0: [0, 0, 304.3333, 96.6667], 1: [42.8333, 53.5, 304.3333, 96.6667], 3: [0, 203.6667, 304.3333, 96.6667],
      5: [85.6667, 310.8333, 304.3333, 96.6667],
    ]
    let unrounded: [Int: [Double]] = [
      0: [0, 0, 304.2, 96.5], 1: [42.9, 53.6, 304.2, 96.5], 3: [0, 203.7, 304.2, 96.5], 5: [85.8, 310.9, 304.2, 96.5],
    ]
    for (item, expected) in rounded {
      let track = try #require(motion.track(for: MotionFixtures.cell(0, item)))
      let transition = MotionInterpolator(driver: .transition, scale: 3).state(of: track, at: 0.33)
      let animated = MotionInterpolator(driver: .animated, scale: 3).state(of: track, at: 0.33)
      #expect(transition.frame.fourDecimals == expected)
      #expect(animated.frame.fourDecimals == unrounded[item])
    }
  }

  @Test("M1.5: a tie computed in doubles a hair below .5 pixel still rounds away from zero")
  func tieTolerance() {
    // Width 56.6667 -> 131.6667 at p = 0.1 is 64.1667, 192.5 pixels exactly, 192.49999999999997 in doubles.
    let start = Rect(x: 0, y: 0, width: 170.0 / 3, height: 10)
    let end = Rect(x: 0, y: 0, width: 395.0 / 3, height: 10)
    let frame = MotionInterpolator(driver: .transition, scale: 3).frame(from: start, to: end, at: 0.1)
    #expect(frame.width == 193.0 / 3)
  }

  @Test("(b) 30 items at offset 0,1000, p = 0.5: T3.1 nearest centre, T3.3 clamp, T3.4 offset, T2.1 participants")
  func scrolledListToGrid() throws {
    let motion = try Self.list(30, offset: Point(x: 0, y: 1000))
    #expect(motion.reference == TransitionReference(section: 0, item: 17, anchor: .uikit))
    #expect(motion.endOffset == Point(x: 0, y: 293))
    #expect(motion.contentOffset(at: 0.5) == Point(x: 0, y: 646.5))
    #expect(motion.contentSize(at: 0.5, driver: .transition) == Size(width: 390, height: 2400))
    let interpolator = MotionInterpolator(driver: .transition, scale: 3)
    let item17 = try #require(motion.track(for: MotionFixtures.cell(0, 17)))
    #expect(interpolator.state(of: item17, at: 0.5).frame == Rect(x: 130, y: 1005, width: 260, height: 105))
    let item8 = try #require(motion.track(for: MotionFixtures.cell(0, 8)))
    #expect(item8.start == Rect(x: 0, y: 640, width: 390, height: 80))
    #expect(item8.end == Rect(x: 260, y: 260, width: 130, height: 130))
    #expect(interpolator.state(of: item8, at: 0.5).frame == Rect(x: 130, y: 450, width: 260, height: 105))
    let animated = MotionFixtures.tracks(motion).filter(\.isAnimated).map { Int($0.reported.item) }
    #expect(animated == Array(6...26))
  }

  @Test("(b) with --anchor first: T3.2's explicit reference keeps item 12's on-screen origin, then T3.3 clamps")
  func firstVisibleAnchor() throws {
    let motion = try Self.list(30, offset: Point(x: 0, y: 1000), anchor: .first)
    #expect(motion.reference == TransitionReference(section: 0, item: 12, anchor: .first))
    #expect(motion.endOffset == Point(x: 0, y: 456))
  }

  @Test("(d) Photos allPhotos -> monthSummary: T2.2 the header fades in where it ends (MU1); items slide")
  func photos() throws {
    let motion = try MotionFixtures.transition(
      MotionFixtures.example("Photos"), from: ["mode": "allPhotos"], to: ["mode": "monthSummary"], items: [8])
    #expect(motion.reference == TransitionReference(section: 0, item: 2, anchor: .uikit))
    #expect(motion.endOffset == Point(x: 0, y: 0))
    let header = try #require(
      motion.track(for: ElementID(category: .boundary, kind: "month-header", section: 0, item: 0)))
    #expect(header.change == .appear && header.before == nil)
    #expect(header.start == Rect(x: 0, y: 0, width: 390, height: 44) && header.end == header.start)
    for driver in MotionDriver.allCases {
      let interpolator = MotionInterpolator(driver: driver, scale: 3)
      #expect(interpolator.state(of: header, at: 0).alpha == 0)
      #expect(interpolator.state(of: header, at: 0.5).alpha == 0.5)
      #expect(interpolator.state(of: header, at: 1).alpha == 1)
    }
    let interpolator = MotionInterpolator(driver: .transition, scale: 3)
    let expected: [Int: Rect] = [
      0: Rect(x: 9, y: 24, width: 372, height: 347), 4: Rect(x: 9, y: 544, width: 372, height: 347),
      1: Rect(x: 2, y: 375, width: 126, height: 126), 6: Rect(x: 132, y: 895, width: 126, height: 126),
    ]
    for (item, frame) in expected {
      let track = try #require(motion.track(for: MotionFixtures.cell(0, item)))
      #expect(interpolator.state(of: track, at: 0.5).frame == frame)
    }
    for item in 5...7 {
      #expect(try #require(motion.track(for: MotionFixtures.cell(0, item))).isAnimated == false)
    }
  }
}
