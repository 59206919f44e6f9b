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
    let inputs = CodegenInput.generated.filter { input, _ in
      (input.compilation.ir?.layouts ?? []).contains(where: \.paging)
    }
    #expect(inputs.count >= 1, "paging.layout generates Swift")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-paging-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var originals: [String: IRLayout] = [:]
    var main = "import UIKit\n\n"
    var sources: [String] = []
    for (input, swift) in inputs {
      let file = folder.appendingPathComponent(input.url.deletingPathExtension().lastPathComponent + ".swift")
      let text = SwiftGenerator.file([swift])
      try text.write(to: file, atomically: true, encoding: .utf8)
      sources.append(file.path)
      let document = try #require(input.compilation.ir)
      // One `configure` per paged layout, and none for the others.
      let configures = text.components(separatedBy: "static func configure(_ collectionView: UICollectionView)")
      #expect(configures.count - 1 == document.layouts.filter(\.paging).count, "\(input)")
      for (layout, api) in zip(document.layouts, swift.layouts) {
        originals[layout.name] = layout
        main += "do {\n  let view = UICollectionView()\n"
        if layout.paging { main += "  \(api.type).configure(view)\n" }
        main += "  print(\"\(layout.name)|\\(view.isPagingEnabled)\")\n}\n"
      }
    }
    let mainFile = folder.appendingPathComponent("main.swift")
    try main.write(to: mainFile, atomically: true, encoding: .utf8)
    let program = try RoundTripProgram.build(main: mainFile, sources: sources, in: folder)
    let outcome = try BuiltTool.run(program, [])
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
