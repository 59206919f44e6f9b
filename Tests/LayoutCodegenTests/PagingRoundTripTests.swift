import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// `paging: true` (S7) round-trips through the generated `configure(_:)`: every generated file is compiled against the
/// stand-in UIKit with a program that configures a stand-in collection view for each layout (a layout without paging
/// has no `configure`, and its view keeps UIKit's default) and prints the view's `isPagingEnabled`; that value, put
/// back into the layout's IR as `paging`, must give the original IR.
@Suite struct PagingRoundTripTests {
  @Test func configureSetsTheIRsPaging() throws {
    var originals: [String: IRLayout] = [:]
    let run = try SubclassProgram.run(tag: "paging", inputsWhere: { $0.layouts.contains(where: \.paging) }) {
      document, swift in
      // One `configure` per paged layout, and none for the others.
      let configures = SwiftGenerator.file([swift]).components(
        separatedBy: "static func configure(_ collectionView: UICollectionView)")
      #expect(configures.count - 1 == document.layouts.filter(\.paging).count, "\(swift.layouts.map(\.type))")
      var text = ""
      for (layout, api) in zip(document.layouts, swift.layouts) {
        originals[layout.name] = layout
        text += "do {\n  let view = UICollectionView()\n"
        if layout.paging { text += "  \(api.type).configure(view)\n" }
        text += "  print(\"\(layout.name)|\\(view.isPagingEnabled)\")\n}\n"
      }
      return text
    }
    #expect(run.inputs >= 1, "paging.layout generates Swift")
    let outcome = run.outcome
    #expect(outcome.status == 0, "\(outcome.standardError)")

    var compared = 0
    for line in outcome.text.split(separator: "\n") {
      let fields = line.split(separator: "|").map(String.init)
      try #require(fields.count == 2, "\(line)")
      let original = try #require(originals[fields[0]])
      var recorded = original
      recorded.paging = fields[1] == "true"
      #expect(recorded == original, "\(fields[0]): isPagingEnabled \(fields[1]), IR paging \(original.paging)")
      compared += 1
    }
    #expect(compared == originals.count)
    #expect(originals.values.contains(where: \.paging) && originals.values.contains { !$0.paging })
  }
}
