import Foundation
import LayoutCompiler
import LayoutMotion
import Testing

/// Declared appear/disappear effects (E rules): worked example (f) of motion.md §8 number for number, the choice of
/// effect per element (E2.2), transitions (E2.4) and the IR feature (E4.1).
@Suite("Declared effects: worked example (f), E2.2 choices, E2.4 transitions, the motion-effects IR feature")
struct EffectExampleTests {
  /// Grid of example (c) whose cell declares the effects of example (f).
  static let effectGrid = """
    layout Grid {
      item cell {
        size: 1/3w x 1h
        insets: 2
        appear: fade, scale 0.5
        disappear: fade, offset 0 -40
      }
      section { horizontal { size: 1w x 1/3w; cell } }
    }
    """

  /// A batch update of `text` with effects resolved for both states, as `eval --update` sets it up.
  static func update(
    _ text: String, _ operations: [UpdateOperation], items: [Int], itemsAfter: [Int]? = nil
  ) throws -> UpdateMotion {
    let layout = try MotionFixtures.layout(text)
    let plan = try UpdatePlan(operations, oldCounts: items, itemsAfter: itemsAfter)
    let before = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.oldCounts))
    let after = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.newCounts))
    var motion = try UpdateMotion(plan: plan, from: before, to: after, viewport: MotionFixtures.phone)
    motion.startEffects = MotionEffects(layout: layout, params: [:], viewport: MotionFixtures.phone)
    motion.endEffects = MotionEffects(layout: layout, params: [:], viewport: MotionFixtures.phone)
    return motion
  }

  static func path(_ section: Int32, _ item: Int32) -> MotionIndexPath { MotionIndexPath(section: section, item: item) }

  static let animated = MotionInterpolator(driver: .animated, scale: 3)

  @Test(
    "E2.1, E2.3, M1.7, M1.8: (f) the insert grows from scale 0.5 while fading in; the delete rises 40 points fading out"
  )
  func workedExampleF() throws {
    let motion = try Self.update(
      Self.effectGrid,
      [.delete(Self.path(0, 1)), .insert(Self.path(0, 4)), .move(Self.path(0, 6), to: Self.path(0, 0))], items: [7])
    let tracks = MotionTrackList(motion).all
    let inserted = try #require(tracks.first { $0.change == .insert })
    let cell = Rect(x: 132, y: 132, width: 126, height: 126)
    #expect(inserted.start == cell && inserted.end == cell)
    #expect(inserted.startAlpha == 0 && inserted.startScale == 0.5 && inserted.endScale == 1)
    let atStart = Self.animated.state(of: inserted, at: 0)
    #expect(atStart.visualFrame == Rect(x: 163.5, y: 163.5, width: 63, height: 63))
    let halfway = Self.animated.state(of: inserted, at: 0.5)
    #expect(halfway.frame == cell && halfway.alpha == 0.5 && halfway.scale == 0.75)
    #expect(halfway.visualFrame == Rect(x: 147.75, y: 147.75, width: 94.5, height: 94.5))
    #expect(Self.animated.state(of: inserted, at: 1).visualFrame == nil)

    let deleted = try #require(tracks.first { $0.change == .delete })
    #expect(deleted.start == Rect(x: 132, y: 2, width: 126, height: 126) && deleted.startAlpha == 1)
    #expect(deleted.end == Rect(x: 132, y: -38, width: 126, height: 126) && deleted.endAlpha == 0)
    #expect(
      Self.animated.state(of: deleted, at: 0.5)
        == MotionState(frame: Rect(x: 132, y: -18, width: 126, height: 126), alpha: 0.5))
    // E2.2: survivors never use effects; every other element is as in (c).
    let survivors = tracks.filter { $0.rule == .updateSurvivor }
    #expect(survivors.count == 6)
    #expect(survivors.allSatisfy { $0.startScale == 1 && $0.endScale == 1 && $0.startAlpha == 1 && $0.endAlpha == 1 })
  }

  @Test("E2.1: 'none' appears at once and disappears unchanged; no declaration is UIKit's fade (MU10)")
  func noneAndDefault() throws {
    let text = """
      layout L {
        item plain { size: 1w x 44 }
        item instant { size: 1w x 44; appear: none; disappear: none }
        section { vertical { size: 1w x 44; instant } }
        section { vertical { size: 1w x 44; plain } }
      }
      """
    let motion = try Self.update(text, [.insert(Self.path(0, 0)), .delete(Self.path(1, 0))], items: [1, 1])
    let tracks = MotionTrackList(motion).all
    let inserted = try #require(tracks.first { $0.change == .insert })
    #expect(inserted.startAlpha == 1 && inserted.start == inserted.end)
    let deleted = try #require(tracks.first { $0.change == .delete })
    #expect(deleted.endAlpha == 0 && deleted.start == deleted.end && deleted.endScale == 1)
  }

  @Test("E2.2: cells of an inserted section take the section's appear; a header its own; reloads use both halves")
  func sectionEffects() throws {
    let text = """
      layout L {
        item cell { size: 1w x 44; appear: scale 0.1 }
        section {
          appear: fade, offset -1w 0
          disappear: offset 0 1h
          header "h" { size: 1w x 30; appear: offset 1w 0 }
          vertical { size: 1w x 44; cell }
        }
        section { vertical { size: 1w x 44; cell } }
      }
      """
    let motion = try Self.update(
      text, [.insertSection(0), .insert(Self.path(1, 0))], items: [1], itemsAfter: [2, 2])
    let tracks = MotionTrackList(motion).all
    // New section 0 is inserted: its cells come from the left, one viewport width away, fading (the section's).
    let sectionCells = tracks.filter { $0.category == .cell && $0.after?.section == 0 }
    #expect(sectionCells.count == 2)
    for track in sectionCells {
      #expect(track.start.x == track.end.x - 390 && track.startAlpha == 0 && track.startScale == 1)
    }
    // Its header takes its own effect: from the right, opaque.
    let header = try #require(tracks.first { $0.category == .boundary })
    #expect(header.start.x == header.end.x + 390 && header.startAlpha == 1)
    // An item inserted into a surviving section takes the item's own effect: it grows in, opaque (MU12).
    let grown = try #require(tracks.first { $0.category == .cell && $0.after == Self.path(1, 0) })
    #expect(grown.startScale == 0.1 && grown.startAlpha == 1 && grown.start == grown.end)

    // A reloaded section: the old half uses the section's disappear, the new half its appear.
    let reload = try Self.update(text, [.reloadSection(0)], items: [1, 1])
    let halves = MotionTrackList(reload).all.filter { $0.isReload && $0.category == .cell }
    let old = try #require(halves.first { $0.after == nil })
    #expect(old.end.y == old.start.y + 844 && old.endAlpha == 1)
    let new = try #require(halves.first { $0.before == nil })
    #expect(new.start.x == new.end.x - 390 && new.startAlpha == 0)
  }

  @Test("E2.4 (MU20): a one-sided element of a transition uses its effect; matched elements never do")
  func transitionEffects() throws {
    let text = """
      layout L {
        param mode: plain | titled = plain
        item cell { size: 1w x 44; appear: scale 0.5 }
        section {
          when mode == titled { header "h" { size: 1w x 30; appear: fade, offset 0 -30; disappear: offset 0 -30 } }
          vertical { size: 1w x 44; cell }
        }
      }
      """
    let layout = try MotionFixtures.layout(text)
    func transition(from: String, to: String) throws -> [MotionTrack] {
      var motion = try MotionFixtures.transition(layout, from: ["mode": from], to: ["mode": to], items: [2])
      motion.startEffects = MotionEffects(layout: layout, params: ["mode": from], viewport: MotionFixtures.phone)
      motion.endEffects = MotionEffects(layout: layout, params: ["mode": to], viewport: MotionFixtures.phone)
      return MotionFixtures.tracks(motion)
    }
    let titled = try transition(from: "plain", to: "titled")
    let header = try #require(titled.first { $0.category == .boundary })
    #expect(header.rule == .transitionAppear && header.startAlpha == 0)
    #expect(header.start == Rect(x: 0, y: -30, width: 390, height: 30) && header.end.y == 0)
    #expect(titled.filter { $0.category == .cell }.allSatisfy { $0.startScale == 1 && $0.rule == .transitionMatched })
    let plain = try transition(from: "titled", to: "plain")
    let leaving = try #require(plain.first { $0.category == .boundary })
    #expect(leaving.rule == .transitionDisappear && leaving.endAlpha == 1 && leaving.end.y == -30)
  }

  @Test("E4.1: the compiled IR requires motion-effects and round-trips; a loaded scale out of range is refused")
  func irFeature() throws {
    let layout = try MotionFixtures.layout(Self.effectGrid)
    #expect(layout.uses(.motionEffects))
    #expect(layout.items[0].appear.assignments.map(\.value) == [IREffect(fade: true, scale: IRNumber(1, 2))])
    let document = IRDocument(layouts: [layout])
    #expect(document.requiredFeatures == [.motionEffects])
    let text = String(decoding: try document.encoded(prettyPrinted: false), as: UTF8.self)
    #expect(text.contains("\"requires\":[\"motion-effects\"]"))
    #expect(try IRDocument.load(from: Data(text.utf8)).layouts[0].items[0] == layout.items[0])
    for bad in ["\"scale\":0", "\"scale\":11", "\"scale\":-1"] {
      let broken = text.replacingOccurrences(of: "\"scale\":{\"den\":2,\"num\":1}", with: bad)
      #expect(broken != text)
      #expect(throws: IRLoadError.self) { try IRDocument.load(from: Data(broken.utf8)) }
    }
    // Without effects the feature is not required, and a document naming it loads here.
    #expect(!(try MotionFixtures.layout(MotionFixtures.grid)).uses(.motionEffects))
  }
}
