import Foundation
import LayoutIR
import LayoutMath
import Testing

/// `IRDocument.load` holds an IR file to the limits the checker holds source to (issue 10 §2.4, §2.5): counts of 1 to
/// `LayoutLimits.maximumCount`, at most `LayoutLimits.framesPerGroup` frames in one group (E0411 for source), and
/// numbers that are exact 64-bit fractions, refused by name otherwise.
@Suite("IR loading: limits")
struct IRLimitsTests {
  func loadError(_ layout: IRLayout) -> IRLoadError? {
    do {
      _ = try IRDocument.load(from: try IRDocument(layouts: [layout]).encoded())
      return nil
    } catch let error as IRLoadError {
      return error
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  func loadError(json: String) -> IRLoadError? {
    do {
      _ = try IRDocument.load(from: Data(json.utf8))
      return nil
    } catch let error as IRLoadError {
      return error
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  func badge(_ kind: String) -> IRSupplementary {
    IRSupplementary(kind: kind, size: size(abs(10), abs(10)), anchor: IRProperty(IRAnchor(edges: [.top])))
  }

  /// `outer` holds `outerCount` copies of `inner`, which holds `innerCount` cells.
  func nested(_ innerCount: Int, _ outerCount: Int, outerSupplementaries: Int = 0) -> IRLayout {
    IRLayout(
      name: "N", items: [item(fw(1), fh(1))],
      groups: [
        IRGroup(
          name: "inner", axis: .horizontal, size: size(fw(1), abs(10)), children: IRList([IRGuarded(.item(0))]),
          count: IRProperty(innerCount)),
        IRGroup(
          name: "outer", axis: .vertical, size: size(fw(1), fh(1)),
          supplementaries: IRList((0..<outerSupplementaries).map { _ in IRGuarded(0) }),
          children: IRList([IRGuarded(.group(0))]), count: IRProperty(outerCount)),
      ], supplementaries: [badge("b")], sections: [section(root: 1)])
  }

  @Test("counts are 1 to 10,000: 10^7 and 0 are refused with the group's place")
  func countRange() {
    let message = { (count: Int) in "groups[0] has count \(count); a count is from 1 to 10000" }
    #expect(loadError(nested(10_000_000, 1)) == .invalid(layout: "N", message: message(10_000_000)))
    #expect(loadError(nested(0, 1)) == .invalid(layout: "N", message: message(0)))
    #expect(loadError(nested(-5, 1)) == .invalid(layout: "N", message: message(-5)))
    #expect(loadError(nested(10_000, 1)) == nil)
  }

  @Test("E0411 for IR: nested counts multiply; 100,000 frames load, 100,001 do not")
  func nestedCounts() {
    #expect(
      loadError(nested(10_000, 10_000))
        == .invalid(
          layout: "N",
          message: "groups[1] ('outer') holds 100000000 frames in one run of its children; a group holds at most 100000"
        ))
    #expect(loadError(nested(1_000, 100)) == nil)
    #expect(loadError(nested(1_000, 100, outerSupplementaries: 1))?.description.contains("holds 100001 frames") == true)
  }

  @Test("item and group supplementaries count; every guarded child counts once")
  func supplementariesAndChildren() {
    // A cell with four badges is 5 frames; 10,000 of them are 50,000; two such groups and one more cell pass the limit.
    let five = IRItem(size: size(fw(1), fh(1)), supplementaries: IRList((0..<4).map { _ in IRGuarded(0) }))
    func layout(extraCell: Bool) -> IRLayout {
      IRLayout(
        name: "S", items: [five],
        groups: [
          group(.horizontal, fw(1), abs(10), [.item(0)], count: 10_000),
          IRGroup(
            axis: .vertical, size: size(fw(1), fh(1)),
            children: IRList(
              [
                IRGuarded(.group(0)),
                IRGuarded(.group(0), when: .viewport(.width, .greaterOrEqual, num(700))),
              ] + (extraCell ? [IRGuarded(.item(0), when: .viewport(.width, .less, num(700)))] : []))),
        ], supplementaries: [badge("b")], sections: [section(root: 1)])
    }
    #expect(loadError(layout(extraCell: false)) == nil)
    #expect(
      loadError(layout(extraCell: true))
        == .invalid(
          layout: "S",
          message: "groups[1] holds 100005 frames in one run of its children; a group holds at most 100000"))
  }

  @Test("a guarded count counts at its largest")
  func guardedCounts() {
    var layout = nested(1_000, 100)
    layout.groups[1].count = IRProperty(
      assignments: [IRGuarded(100), IRGuarded(101, when: .viewport(.width, .greaterOrEqual, num(700)))])
    #expect(loadError(layout)?.description.contains("groups[1] ('outer') holds 101000 frames") == true)
  }

  @Test(
    "numbers that are not exact 64-bit fractions are refused by name, never rounded or dropped",
    arguments: [
      ("-9223372036854775808", "number -9223372036854775808 is out of range"),
      ("1.5", "number 1.5 is not an integer"),
      ("99999999999999999999", "is not an integer of at most 2^63 - 1"),
      ("1e30", "is not an integer of at most 2^63 - 1"),
      (#"{"num": -9223372036854775808, "den": 3}"#, "invalid rational"),
      (#"{"num": 1, "den": 99999999999999999999}"#, nil),
    ])
  func numbers(json: String, message: String?) {
    let item = #"{"size": {"width": {"absolute": \#(json)}, "height": {"absolute": 1}}}"#
    let document =
      #"{"format": "layoutc-ir", "version": 1, "layouts": [{"name": "L", "items": [\#(item)], "groups": [], "sections": []}]}"#
    let error = loadError(json: document)
    guard case .malformed(let text)? = error else {
      Issue.record("\(json) was not refused as malformed")
      return
    }
    #expect(error?.description.hasPrefix("malformed IR document") == true)
    if let message { #expect(text.contains(message), "\(text)") }
  }

  @Test("the largest 64-bit numbers load and stay exact")
  func largestNumbers() throws {
    let item =
      #"{"size": {"width": {"absolute": 9223372036854775807}, "height": {"absolute": {"num": -9223372036854775807, "den": 9223372036854775807}}}}"#
    let document = try IRDocument.load(
      from: Data(
        #"{"format": "layoutc-ir", "version": 1, "layouts": [{"name": "L", "items": [\#(item)], "groups": [], "sections": []}]}"#
          .utf8))
    #expect(document.layouts[0].items[0].size.assignments[0].value.width == .absolute(IRNumber(Rational(Int64.max))))
    #expect(document.layouts[0].items[0].size.assignments[0].value.height == .absolute(num(-1)))
  }

  @Test("z-indices beyond 32 bits are refused, not clamped")
  func zIndexRange() {
    var layout = nested(10, 1)
    layout.supplementaries[0].zIndex = IRProperty(Int(Int32.max) + 1)
    #expect(
      loadError(layout)
        == .invalid(
          layout: "N", message: "supplementaries[0] has z-index 2147483648; a z-index is from -2147483648 to 2147483647"
        ))
    layout.supplementaries[0].zIndex = IRProperty(Int(Int32.min))
    #expect(loadError(layout) == nil)
    layout.sections[0].backgrounds = IRList([IRGuarded(IRBackground(kind: "bg", zIndex: IRProperty(-(1 << 40))))])
    #expect(loadError(layout)?.description.contains("sections[0] background 'bg' has z-index -1099511627776") == true)
  }
}
