import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// The generated link helper (`follows:`, L1, L2, SD11) moves the two views as `LinkedScrollViews` does, the
/// evaluator's linked pair that `layoutc eval --offset` prints for a linked layout.
///
/// Every generated file with a follower is compiled against the stand-in UIKit with a program that shows the leader
/// and the follower in two stand-in collection views, each with the layout its `make()` returns (a focus-width strip
/// given the aspect ratios the pair evaluates with), and then runs one script of scrolls: the leader at rest, within
/// a page, bouncing before the first item and far past the last (L1, SD11), then the follower dragged before its
/// first slot, between slots and past its last (L2), then the leader again. After each call the program prints the
/// follower's offset, inset and focus (L1) or the leader's offset (L2); the same script through `LinkedScrollViews`
/// must give the same numbers, the offset and inset within a pixel (the pair's bounce reads a rounded frame).
@Suite struct LinkRoundTripTests {
  static let scale = 3.0
  static let itemCounts = [0, 1, 4]
  static let leaderOffsets: [Double] = [0, 150, 375, 500, -75, -150, 1125, 1300, 5000, 20]
  static let followerOffsets: [Double] = [-200, -136.5, 47, 48, 100, 5000]
  /// None (every thumbnail the flow's length) and the seed's photos (3:2, 2:3, 4:3, 1:1).
  static let aspectLists: [[Size]?] = [
    nil, [Size(width: 3, height: 2), Size(width: 2, height: 3), Size(width: 4, height: 3), Size(width: 1, height: 1)],
  ]

  /// One step of the script: which view the user moves, and to where along its axis.
  enum Step {
    case leader(Double)
    case follower(Double)
  }

  static var script: [Step] {
    leaderOffsets.dropLast().map(Step.leader) + followerOffsets.map(Step.follower) + [.leader(leaderOffsets.last!)]
  }

  /// The viewport a layout declares (`viewport: W x H`), else a phone's.
  static func viewport(of layout: IRLayout) -> Size {
    Size(
      width: layout.viewport?.minWidth.map { $0.value.doubleValue } ?? 375,
      height: layout.viewport?.minHeight.map { $0.value.doubleValue } ?? 667)
  }

  @Test func helperMovesTheViewsAsTheLinkedPair() throws {
    var expected: [String: [Double]] = [:]
    let run = try SubclassProgram.run(tag: "link", inputsWhere: { $0.layouts.contains { $0.follows != nil } }) {
      document, swift in
      let types = Dictionary(uniqueKeysWithValues: zip(document.layouts.map(\.name), swift.layouts.map(\.type)))
      var text = ""
      for follower in document.layouts {
        guard let name = follower.follows, let leader = document.layouts.first(where: { $0.name == name }) else {
          continue
        }
        text += try Self.program(
          document: document, leader: leader, follower: follower, types: types, expected: &expected)
      }
      return text
    }
    #expect(run.inputs >= 2, "ScrollingAlbum.layout and follows.layout generate Swift")
    let outcome = run.outcome
    #expect(outcome.status == 0, "\(outcome.standardError)")

    var compared = 0
    for line in outcome.text.split(separator: "\n") {
      let fields = line.split(separator: "|").map(String.init)
      try #require(fields.count == 5, "\(line)")
      let wanted = try #require(expected[fields[0]], "\(fields[0]): no such step")
      let actual = fields[1...].map { Double($0) ?? .nan }
      let pixel = 1 / Self.scale + 1e-9
      // Offset and inset within a pixel, the focus item exactly, its progress to rounding.
      let close =
        abs(actual[0] - wanted[0]) <= pixel && abs(actual[1] - wanted[1]) <= pixel && actual[2] == wanted[2]
        && abs(actual[3] - wanted[3]) <= 1e-9
      if !close { Issue.record("\(fields[0]): helper \(actual), linked pair \(wanted)") }
      compared += 1
    }
    #expect(compared == expected.count && compared > 100)
  }

  /// `main.swift` lines that run the script on `leader` and `follower`'s generated types for every item count and
  /// aspect list; `expected` gets, for each label, what `LinkedScrollViews` answers: (offset, inset, focus item,
  /// focus progress) of the follower after an L1 step, (leader offset, 0, focus item, 0) after an L2 step; the focus
  /// of a follower with focus width only.
  static func program(
    document: IRDocument, leader: IRLayout, follower: IRLayout, types: [String: String],
    expected: inout [String: [Double]]
  ) throws -> String {
    let (leaderType, followerType) = (types[leader.name]!, types[follower.name]!)
    let (leaderSize, followerSize) = (viewport(of: leader), viewport(of: follower))
    let leaderX = leader.scrollDirection == .horizontal
    let followerX = follower.scrollDirection == .horizontal
    let focused = follower.uses(.focusWidth)
    var text = ""
    for count in itemCounts {
      for (aspectIndex, aspects) in aspectLists.enumerated() where focused || aspects == nil {
        let ratios = aspects.map { Array($0.prefix(count)) }
        var pair = try LinkedScrollViews(
          leader: LayoutEngine(document: document, layoutName: leader.name),
          follower: LayoutEngine(document: document, layoutName: follower.name))
        var leaderInput = EvaluationInput(viewport: leaderSize, scale: scale, itemCounts: [count])
        var followerInput = EvaluationInput(viewport: followerSize, scale: scale, itemCounts: [count])
        if let ratios {
          leaderInput.itemSizes = [.aspects(ratios)]
          followerInput.itemSizes = [.aspects(ratios)]
        }
        try pair.prepare(leader: leaderInput, follower: followerInput)
        text += "do {\n"
        for (role, type, size) in [("leader", leaderType, leaderSize), ("follower", followerType, followerSize)] {
          text += "  let \(role) = \(type).make()\n"
          text += "  let \(role)View = UICollectionView()\n"
          text += "  \(role)View.recordedItemCounts = [\(count)]\n"
          text += "  \(role)View.bounds = CGRect(x: 0, y: 0, width: \(size.width), height: \(size.height))\n"
          text += "  \(role)View.collectionViewLayout = \(role)\n"
          text += "  \(role).recordedCollectionView = \(role)View\n"
        }
        if let ratios, focused {
          let sizes = ratios.map { "CGSize(width: \($0.width), height: \($0.height))" }
          text += "  let ratios: [CGSize] = [\(sizes.joined(separator: ", "))]\n"
          text += "  follower.aspectRatio = { ratios[$0.item] }\n"
        }
        let focus = focused ? "\\(follower.focus.item)|\\(follower.focus.progress)" : "0|0.0"
        for (index, step) in script.enumerated() {
          let label = "\(follower.name)/\(count)/\(aspectIndex)/\(index)"
          switch step {
          case .leader(let along):
            let point = Point(x: leaderX ? along : 0, y: leaderX ? 0 : along)
            let position = try pair.followerPosition(forLeaderOffset: point)
            let offset = followerX ? position.contentOffset.x : position.contentOffset.y
            // A follower without focus width has no focus to compare; the program prints 0 for it.
            let focus = focused ? position.focus : .first
            expected[label] = [offset, position.contentInset, Double(focus.item), focus.progress]
            text += "  leaderView.contentOffset = CGPoint(x: \(point.x), y: \(point.y))\n"
            text += "  \(followerType).leaderDidScroll(leaderView, follower: followerView)\n"
          case .follower(let along):
            let point = Point(x: followerX ? along : 0, y: followerX ? 0 : along)
            let offset = try pair.leaderOffset(forFollowerOffset: point)
            let focus = focused ? pair.follower.preparedInput?.focus ?? .first : .first
            expected[label] = [leaderX ? offset.x : offset.y, 0, Double(focus.item), focus.progress]
            text += "  followerView.contentOffset = CGPoint(x: \(point.x), y: \(point.y))\n"
            text += "  \(followerType).followerDidScroll(followerView, leader: leaderView)\n"
          }
          let (along, leading) = followerX ? ("x", "left") : ("y", "top")
          let (leaderAlong, _) = leaderX ? ("x", "left") : ("y", "top")
          let printed: String
          if case .leader = step {
            printed = "\\(followerView.contentOffset.\(along))|\\(followerView.contentInset.\(leading))|\(focus)"
          } else {
            printed = "\\(leaderView.contentOffset.\(leaderAlong))|0.0|\(focus)"
          }
          text += "  print(\"\(label)|\(printed)\")\n"
        }
        text += "}\n"
      }
    }
    return text
  }
}
