import Foundation
import LayoutEvaluator
import LayoutTestSupport
import Testing

/// `LinkedScrollViews`, the runtime side of `follows:` (L1, L2): two engines over `Examples/ScrollingAlbum.layout`
/// compiled to IR, as an app ships it, give the numbers `eval --offset` prints for the pair: the worked example of
/// `ScrollingAlbumExampleTests` by hand, and random leader offsets against the CLI's `"linked"` JSON.
@Suite struct LinkedScrollViewsTests {
  /// The Example and its item sizes, read per call (a static would hold the files until exit).
  static func environment() -> FakeEnvironment {
    let examples = Fixtures.repositoryRoot().appendingPathComponent("Examples")
    var files: [String: String] = [:]
    for name in ["ScrollingAlbum.layout", "album.json"] {
      files[name] = String(decoding: Fixtures.bytes(examples.appendingPathComponent(name)), as: UTF8.self)
    }
    return FakeEnvironment(files: files)
  }

  /// The photo aspects of `album.json` (its one section's `aspects`), read from the file the CLI reads.
  static func albumAspects() throws -> [Size] {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Examples/album.json")
    let object = try JSONSerialization.jsonObject(with: Data(Fixtures.bytes(url))) as? [String: Any]
    let sections = try #require(object?["sections"] as? [[String: Any]])
    let pairs = try #require(sections.first?["aspects"] as? [[Double]])
    return pairs.map { Size(width: $0[0], height: $0[1]) }
  }

  /// The pair of the Example as the seed runs it: pages 375 x 500, strip 375 x 48, scale 3, four photos.
  static func album() throws -> LinkedScrollViews {
    let environment = environment()
    #expect(environment.run("compile", "ScrollingAlbum.layout") == 0, "\(environment.standardError)")
    let json = Data(environment.standardOutput.utf8)
    var pair = try LinkedScrollViews(
      leader: LayoutEngine(json: json, layoutName: "Photos"),
      follower: LayoutEngine(json: json, layoutName: "Thumbnails"))
    let sizes = [FlowItemSizes.aspects(try albumAspects())]
    var photos = EvaluationInput(viewport: Size(width: 375, height: 500), scale: 3, itemCounts: [4])
    photos.itemSizes = sizes
    // The strip's count is left at 0: the pair gives it the leader's (L3).
    var strip = EvaluationInput(viewport: Size(width: 375, height: 48), scale: 3, itemCounts: [0])
    strip.itemSizes = sizes
    try pair.prepare(leader: photos, follower: strip)
    return pair
  }

  /// The follower's cells visible at `position`, as a scroll view of its viewport shows them.
  static func visibleCells(_ pair: LinkedScrollViews, at position: FollowerPosition) throws -> [Rect] {
    let offset = position.contentOffset
    let bounds = Rect(x: offset.x, y: offset.y, width: 375, height: 48)
    return try pair.follower.elements(in: bounds, at: ScrollPosition(contentOffset: offset)).map(\.frame)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var rule: String
    var photoOffset: Double
    var stripOffset: Double
    var inset: Double
    /// The visible thumbnails' frames as x and width (y 0, height 48), to the 3 decimals the worked example has.
    var thumbnails: [(Double, Double)]
    var testDescription: String { "\(rule): photos at \(photoOffset) put the strip at \(stripOffset)" }
  }

  // The numbers of ScrollingAlbumExampleTests (there worked out by hand).
  static let cases: [Case] = [
    Case(
      rule: "L1", photoOffset: 0, stripOffset: -136.5, inset: 136.5,
      thumbnails: [(15, 72), (102, 30), (134, 30), (166, 30)]),
    Case(
      rule: "L1", photoOffset: 150, stripOffset: -131.7, inset: 144.5,
      thumbnails: [(9.667, 55.333), (80, 30.667), (118, 30), (150, 30)]),
    Case(
      rule: "L1", photoOffset: 375, stripOffset: -124.5, inset: 156.5,
      thumbnails: [(2, 30), (47, 32), (94, 30), (126, 30)]),
    Case(
      rule: "L1 (bouncing)", photoOffset: -75, stripOffset: -150.9, inset: 136.5,
      thumbnails: [(15, 72), (102, 30), (134, 30), (166, 30)]),
  ]

  @Test(arguments: cases)
  func leaderOffsetMovesTheStripAsEvalDoes(_ testCase: Case) throws {
    var pair = try Self.album()
    let position = try pair.followerPosition(forLeaderOffset: Point(x: testCase.photoOffset, y: 0))
    #expect(abs(position.contentOffset.x - testCase.stripOffset) < 1e-9 && position.contentOffset.y == 0)
    #expect(position.contentInset == testCase.inset)
    let frames = try Self.visibleCells(pair, at: position)
    #expect(frames.count == testCase.thumbnails.count, "\(frames)")
    for (frame, expected) in zip(frames, testCase.thumbnails) {
      #expect(abs(frame.x - expected.0) < 5e-4 && abs(frame.width - expected.1) < 5e-4, "\(frame)")
      #expect(frame.y == 0 && frame.height == 48)
    }
  }

  /// L2: the strip at -60 (inset 136.5 of focus 0) settles on thumbnail 2, so the photos go to page 2 at 750, and
  /// the strip is laid out at rest on it (inset 140.5, thumbnail 2 at 79, 64 wide).
  @Test func stripOffsetMovesThePhotosByWholePagesL2() throws {
    var pair = try Self.album()
    let offset = try pair.leaderOffset(forFollowerOffset: Point(x: -60, y: 0))
    #expect(offset == Point(x: 750, y: 0))
    #expect(pair.follower.preparedInput?.focus == ScrollFocus(item: 2))
    #expect(pair.follower.evaluation?.contentInset == 140.5)
    #expect(pair.follower.item(section: 0, item: 2)?.frame == Rect(x: 79, y: 0, width: 64, height: 48))
  }

  /// L1 for random leader offsets (bouncing at both ends included, seed fixed): the engine pair's strip offset,
  /// inset and visible frames are those of `eval --offset` on the photos, read from its JSON `"linked"` entry.
  @Test func engineMatchesEvalsLinkedOutputL1() throws {
    var generator = SeededGenerator(seed: 16)
    var pair = try Self.album()
    for _ in 0..<12 {
      let photoOffset = (Double.random(in: -200...1_400, using: &generator) * 4).rounded() / 4
      let position = try pair.followerPosition(forLeaderOffset: Point(x: photoOffset, y: 0))
      let environment = Self.environment()
      let status = environment.run(
        "eval", "ScrollingAlbum.layout", "--layout", "Photos", "--viewport", "375x500", "--items", "4",
        "--item-sizes", "album.json", "--scale", "3", "--offset", "\(photoOffset),0", "--format", "json")
      #expect(status == 0, "\(environment.standardError)")
      let object = try JSONSerialization.jsonObject(with: Data(environment.standardOutput.utf8)) as? [String: Any]
      let linked = try #require((object?["linked"] as? [[String: Any]])?.first)
      let offset = try #require(linked["contentOffset"] as? [String: Double])
      let inset = try #require(linked["contentInset"] as? [String: Double])
      // Foundation's JSON reader on Linux may miss the last bit of the shortest round-trip digits eval writes.
      #expect(Self.close(position.contentOffset.x, offset["x"]), "at \(photoOffset)")
      #expect(position.contentOffset.y == 0 && offset["y"] == 0, "at \(photoOffset)")
      #expect(Self.close(position.contentInset, inset["left"]), "at \(photoOffset)")
      let printed = try #require(linked["elements"] as? [[String: Any]]).map { $0["frame"] as? [String: Double] ?? [:] }
      let frames = try Self.visibleCells(pair, at: position)
      #expect(frames.count == printed.count, "at \(photoOffset)")
      for (frame, text) in zip(frames, printed) {
        let matches = [
          Self.close(frame.x, text["x"]), Self.close(frame.y, text["y"]), Self.close(frame.width, text["width"]),
          Self.close(frame.height, text["height"]),
        ]
        #expect(!matches.contains(false), "at \(photoOffset): \(frame) against \(text)")
      }
    }
  }

  static func close(_ value: Double, _ printed: Double?) -> Bool {
    guard let printed else { return false }
    return abs(value - printed) <= 1e-9 * max(1, abs(printed))
  }

  /// Whether `body` throws `nonFiniteOffset` (a NaN offset is not equal to itself, so the case is matched).
  static func throwsNonFinite(_ body: () throws -> Void) -> Bool {
    do {
      try body()
      return false
    } catch let error as LinkedScrollError {
      if case .nonFiniteOffset = error { return true }
      return false
    } catch {
      return false
    }
  }

  @Test func badInputsAreTypedErrors() throws {
    var pair = try Self.album()
    #expect(Self.throwsNonFinite { _ = try pair.followerPosition(forLeaderOffset: Point(x: .nan, y: 0)) })
    #expect(Self.throwsNonFinite { _ = try pair.leaderOffset(forFollowerOffset: Point(x: .infinity, y: 0)) })
    #expect(Self.throwsNonFinite { _ = try pair.followerPosition(forLeaderOffset: Point(x: 0, y: -.infinity)) })
    let environment = Self.environment()
    #expect(environment.run("compile", "ScrollingAlbum.layout") == 0)
    let json = Data(environment.standardOutput.utf8)
    let photos = try LayoutEngine(json: json, layoutName: "Photos")
    let strip = try LayoutEngine(json: json, layoutName: "Thumbnails")
    // L3: the link runs one way; the photos do not follow the strip.
    #expect(throws: LinkedScrollError.notLinked(leader: "Thumbnails", follower: "Photos")) {
      _ = try LinkedScrollViews(leader: strip, follower: photos)
    }
    var unprepared = try LinkedScrollViews(leader: photos, follower: strip)
    #expect(throws: LinkedScrollError.notPrepared) {
      _ = try unprepared.followerPosition(forLeaderOffset: Point(x: 0, y: 0))
    }
  }
}
