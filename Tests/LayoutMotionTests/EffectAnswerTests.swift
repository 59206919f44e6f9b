import LayoutCompiler
import LayoutMotion
import Testing

/// The runtime engine's answers to UIKit during updates and transitions (motion.md §7): the initial and final
/// attributes of appearing and disappearing elements, nil meaning "call super".
@Suite("Runtime answers: initial and final attributes with declared effects (E2.1, E2.2, E2.4, B3.5)")
struct EffectAnswerTests {
  static func path(_ section: Int32, _ item: Int32) -> MotionIndexPath { MotionIndexPath(section: section, item: item) }

  static let operations: [UpdateOperation] = [
    .delete(path(0, 1)), .insert(path(0, 4)), .move(path(0, 6), to: path(0, 0)),
  ]

  @Test("B3.5, E2.1: (f)'s insert and delete are answered with their effects; survivors and others get super")
  func updateAnswers() throws {
    let motion = try EffectExampleTests.update(EffectExampleTests.effectGrid, Self.operations, items: [7])
    let inserted = try #require(motion.initialAttributes(forAppearing: MotionFixtures.cell(0, 4)))
    #expect(inserted == MotionState(frame: Rect(x: 132, y: 132, width: 126, height: 126), alpha: 0, scale: 0.5))
    let deleted = try #require(motion.finalAttributes(forDisappearing: MotionFixtures.cell(0, 1)))
    #expect(deleted == MotionState(frame: Rect(x: 132, y: -38, width: 126, height: 126), alpha: 0))
    // UIKit asks for survivors too (B3.5): new 0:1 was old 0:0, old 0:2 stays; both get super.
    #expect(motion.initialAttributes(forAppearing: MotionFixtures.cell(0, 1)) == nil)
    #expect(motion.finalAttributes(forDisappearing: MotionFixtures.cell(0, 2)) == nil)
    #expect(motion.initialAttributes(forAppearing: MotionFixtures.cell(0, 99)) == nil)
    // The answers agree with the tracks eval prints.
    let tracks = MotionTrackList(motion).all
    let insertTrack = try #require(tracks.first { $0.change == .insert })
    #expect(inserted == MotionInterpolator(driver: .animated, scale: 3).state(of: insertTrack, at: 0))
  }

  @Test("MU10: without declared effects every answer is super (UIKit's own fade)")
  func noEffects() throws {
    let motion = try EffectExampleTests.update(MotionFixtures.grid, Self.operations, items: [7])
    #expect(motion.initialAttributes(forAppearing: MotionFixtures.cell(0, 4)) == nil)
    #expect(motion.finalAttributes(forDisappearing: MotionFixtures.cell(0, 1)) == nil)
  }

  @Test("E2.4, T2.3: during a transition only one-sided elements with an effect are answered")
  func transitionAnswers() throws {
    let text = """
      layout L {
        param mode: plain | titled = plain
        item cell { size: 1w x 44; appear: scale 0.5 }
        section {
          when mode == titled { header "h" { size: 1w x 30; appear: fade, offset 0 -30 } }
          vertical { size: 1w x 44; cell }
        }
      }
      """
    let layout = try MotionFixtures.layout(text)
    var motion = try MotionFixtures.transition(layout, from: ["mode": "plain"], to: ["mode": "titled"], items: [2])
    motion.endEffects = MotionEffects(layout: layout, params: ["mode": "titled"], viewport: MotionFixtures.phone)
    let header = ElementID(category: .boundary, kind: "h", section: 0, item: 0)
    #expect(
      motion.initialAttributes(forAppearing: header)
        == MotionState(frame: Rect(x: 0, y: -30, width: 390, height: 30), alpha: 0))
    #expect(motion.initialAttributes(forAppearing: MotionFixtures.cell(0, 0)) == nil)
    #expect(motion.finalAttributes(forDisappearing: header) == nil)
  }
}
