import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// The generated Swift compiles against UIKit's API and means the same layout: the oracle is the round trip.
///
/// The generated file of every Example and fixture is compiled with the toolchain's `swiftc` against the stand-in
/// UIKit of `UIKitSurface/` (built as a module named `UIKit` in a temporary directory), together with `Recorder.swift`
/// and a `main.swift` this test writes. The program makes each layout for every choice of parameters, asks it for its
/// sections at sampled container sizes, and prints what was built as IR. Each recorded layout must evaluate to exactly
/// the frames of the original IR for the same parameters and viewport, at scales 2 and 3 and several item counts.
///
/// Why `swiftc` on a temporary directory rather than a test target holding the generated sources: it compiles the
/// very text the goldens hold (nothing copied, nothing to regenerate), and the stand-in can be named `UIKit` without
/// a target of that name in the package, where it would shadow the real framework in an iOS build.
@Suite struct RoundTripTests {
  /// Container sizes: phones and tablets, and both sides of every `when` threshold.
  static func viewports(of layout: IRLayout) throws -> [(width: Double, height: Double)] {
    var widths: Set<Double> = [320, 390, 744, 1024, 1366]
    var heights: Set<Double> = [568, 844, 1366]
    let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(layout))
    func visit(_ value: Any) {
      if let object = value as? [String: Any] {
        if let dimension = object["viewport"] as? String, let threshold = number(object["value"]) {
          for sample in [threshold - 1, threshold, threshold + 1] where sample > 0 {
            if dimension == "width" { widths.insert(sample) } else { heights.insert(sample) }
          }
        }
        object.values.forEach(visit)
      } else if let array = value as? [Any] {
        array.forEach(visit)
      }
    }
    visit(json)
    let pairs = widths.sorted().map { ($0, 844.0) } + [390.0, 1024].flatMap { w in heights.sorted().map { (w, $0) } }
    var seen = Set<[Double]>()
    return pairs.filter { seen.insert([$0.0, $0.1]).inserted }
  }

  private static func number(_ value: Any?) -> Double? {
    if let integer = value as? Int { return Double(integer) }
    if let fraction = value as? [String: Any], let num = fraction["num"] as? Int, let den = fraction["den"] as? Int {
      return Double(num) / Double(den)
    }
    return nil
  }

  /// Whether `layout` evaluates at `viewport` for every choice of parameters: the evaluator refuses a page parallax
  /// section whose lines hold two items (SE10), while the generated flow layout lays them out at rest all the same;
  /// such viewports are left out of the comparison. Its frames at an offset: `PageParallaxRoundTripTests`.
  static func holdsPages(_ layout: IRLayout, at viewport: (width: Double, height: Double)) -> Bool {
    guard layout.uses(.pageParallax) else { return true }
    return choices(of: layout).allSatisfy { choice in
      let counts = Array(repeating: 2, count: layout.sections.count)
      let size = Size(width: viewport.width, height: viewport.height)
      return
        (try? Evaluator.evaluate(layout, input: EvaluationInput(viewport: size, params: choice, itemCounts: counts)))
        != nil
    }
  }

  /// `layout` as the recording sees it: a focus width (SE8) lays its strip out in the subclass's `prepare()` from the
  /// flow the layout object's properties describe, and the recorder reads those properties, so the original is
  /// compared without the effect. The strip itself: `FocusWidthRoundTripTests`.
  static func restFlow(_ layout: IRLayout) -> IRLayout {
    guard layout.uses(.focusWidth) else { return layout }
    var rest = layout
    for index in rest.sections.indices { rest.sections[index].effect = IRProperty() }
    return rest
  }

  /// Every choice of parameters, as `.layout` names.
  static func choices(of layout: IRLayout) -> [[String: String]] {
    layout.params.reduce([[:]]) { choices, param in
      choices.flatMap { choice in param.values.map { choice.merging([param.name: $0]) { $1 } } }
    }
  }

  static func label(_ layout: IRLayout, _ choice: [String: String], _ viewport: Int) -> String {
    "\(layout.name)|\(layout.params.map { "\($0.name)=\(choice[$0.name]!)" }.joined(separator: ","))|\(viewport)"
  }

  @Test func generatedSwiftBuildsTheFramesOfTheIR() throws {
    let generated = CodegenInput.generated
    var tally = Tally()
    for batch in Self.batches(generated) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-roundtrip-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try Self.roundTrip(batch, in: folder, tally: &tally)
    }
    #expect(tally.files == generated.count)
    print(
      "round trip: \(tally.files) generated files compiled, \(tally.layouts) layouts, \(tally.choices) parameter "
        + "combinations, \(tally.recorded) recorded layouts, \(tally.frames) frames compared")
  }

  /// What the round trip compiled and compared, over every batch.
  struct Tally {
    var files = 0
    var layouts = 0
    var choices = 0
    var recorded = 0
    var frames = 0
  }

  /// The generated files in batches whose type names do not collide, each compiled as one program: one module
  /// cannot hold two types of one name (ScrollingAlbum's `Photos` and Photos.layout's both make `PhotosLayout`).
  static func batches(
    _ generated: [(input: CodegenInput, swift: GeneratedSwift)]
  ) -> [[(input: CodegenInput, swift: GeneratedSwift)]] {
    var batches: [[(input: CodegenInput, swift: GeneratedSwift)]] = []
    var names: [Set<String>] = []
    for entry in generated {
      let types = Set(entry.swift.layouts.map(\.type))
      if let index = names.firstIndex(where: { $0.isDisjoint(with: types) }) {
        batches[index].append(entry)
        names[index].formUnion(types)
      } else {
        batches.append([entry])
        names.append(types)
      }
    }
    return batches
  }

  /// Compiles `batch` into one recording program in `folder`, runs it, and compares each recorded layout's frames with
  /// the original IR's. The program imports `module` and is built by `build` (main, sources, folder): UIKit's stand-in
  /// by default, AppKit's for `AppKitRoundTripTests`.
  static func roundTrip(
    _ batch: [(input: CodegenInput, swift: GeneratedSwift)], in folder: URL, tally: inout Tally,
    importing module: String = "UIKit",
    build: (URL, [String], URL) throws -> URL = RoundTripProgram.build
  ) throws {
    // The original IR of each layout, and the program that records it.
    var originals: [String: (layout: IRLayout, viewports: [(width: Double, height: Double)])] = [:]
    var main = "import \(module)\n\nvar layouts: [[String: Any]] = []\ndo {\n"
    var sources: [String] = []
    var choiceCount = 0
    for (input, swift) in batch {
      let file = folder.appendingPathComponent(input.url.deletingPathExtension().lastPathComponent + ".swift")
      try SwiftGenerator.file([swift]).write(to: file, atomically: true, encoding: .utf8)
      sources.append(file.path)
      let document = try #require(input.compilation.ir)
      for (layout, api) in zip(document.layouts, swift.layouts) {
        let viewports = try viewports(of: layout).filter { holdsPages(layout, at: $0) }
        originals[layout.name] = (FlowRoundTripProgram.withUIKitKinds(restFlow(layout)), viewports)
        choiceCount += choices(of: layout).count
        main += RoundTripProgram.loops(layout: layout, api: api, viewports: viewports)
      }
    }
    main += "  try Recorder.print(layouts)\n} catch {\n  fatalError(\"\\(error)\")\n}\n"
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)

    let program = try build(mainFile, sources, folder)
    let outcome = try BuiltTool.run(program, [])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let recorded = try IRDocument.load(from: Data(outcome.standardOutput))

    var comparedFrames = 0
    var comparedLayouts = 0
    for layout in recorded.layouts {
      let parts = layout.name.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      let original = try #require(originals[parts[0]])
      let params = Dictionary(
        uniqueKeysWithValues: parts[1].split(separator: ",").map { pair in
          let halves = pair.split(separator: "=", maxSplits: 1).map(String.init)
          return (halves[0], halves[1])
        })
      let viewport = original.viewports[Int(parts[2])!]
      for scale in [2.0, 3.0] {
        for count in [1, 7, 30] {
          let counts = Array(repeating: count, count: original.layout.sections.count)
          let size = Size(width: viewport.width, height: viewport.height)
          let expected = try Evaluator.evaluate(
            original.layout, input: EvaluationInput(viewport: size, scale: scale, params: params, itemCounts: counts))
          let actual = try Evaluator.evaluate(
            layout, input: EvaluationInput(viewport: size, scale: scale, itemCounts: counts))
          let want = RoundTripProgram.observed(expected)
          let got = RoundTripProgram.observed(actual)
          // One message per difference, naming the first differing element, not two arrays of frames.
          if expected.contentSize != actual.contentSize || want != got {
            let place = "\(layout.name) @\(scale)x, \(count) items"
            let sizes = "content size \(expected.contentSize) vs \(actual.contentSize)"
            Issue.record("\(place): \(sizes); \(RoundTripProgram.firstDifference(want, got))")
          }
          comparedFrames += want.count
        }
      }
      comparedLayouts += 1
    }
    #expect(
      comparedLayouts == originals.values.reduce(0) { $0 + choices(of: $1.layout).count * $1.viewports.count })
    tally.files += sources.count
    tally.layouts += originals.count
    tally.choices += choiceCount
    tally.recorded += comparedLayouts
    tally.frames += comparedFrames
  }
}
