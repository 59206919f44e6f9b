import Foundation
import LayoutFormatter
import LayoutSource
import LayoutSyntax

/// Issue 4's figures: formatting a ~300-line file in process (budget: under 2 ms in release), and `layoutc fmt`
/// as a whole process beside `swift-format format` on a Swift file of about the same length that builds the same
/// kind of compositional layout with UIKit calls (budget: layoutc at least 3x faster), in the same run.
func runFormatterBenchmarks() {
  let layouts = 22
  let layoutText = FormatterBenchData.layoutFile(layouts: layouts)
  // UIKit needs more lines per layout: 17 functions make a Swift file of about the same length (~300 lines).
  let swiftText = FormatterBenchData.swiftFile(layouts: 17)
  let bytes = Array(layoutText.utf8)
  let source = SourceFile(path: "bench.layout", bytes: bytes)
  guard case .formatted(let once) = SourceFormatter.format(Parser.parse(source)), once == bytes else {
    print("formatter: the benchmark file is not canonical; fix FormatterBenchData")
    return
  }
  let messy = Array(
    layoutText.replacingOccurrences(of: "\n  ", with: "\n\t").replacingOccurrences(of: ": ", with: ":").utf8)
  let messySource = SourceFile(path: "messy.layout", bytes: messy)

  var sink = 0
  let parse = Bench.median(runs: 300) { sink &+= Parser.parse(source).tokens.count }
  let format = Bench.median(runs: 300) {
    if case .formatted(let output) = SourceFormatter.format(Parser.parse(source)) { sink &+= output.count }
  }
  let formatMessy = Bench.median(runs: 300) {
    if case .formatted(let output) = SourceFormatter.format(Parser.parse(messySource)) { sink &+= output.count }
  }
  let lines = layoutText.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  let swiftLines = swiftText.split(separator: "\n", omittingEmptySubsequences: false).count - 1

  print("### Formatter (issue 4): \(lines)-line file (\(bytes.count) bytes), median of runs")
  print("")
  print("| case | ms | x parse |")
  print("|---|---:|---:|")
  print("| baseline: lex + parse | \(Bench.format(parse / 1e6, 3)) | 1.0 |")
  print(
    "| parse + format + safety net, canonical input | \(Bench.format(format / 1e6, 3)) | \(Bench.format(format / parse)) |"
  )
  print(
    "| parse + format + safety net, messy input | \(Bench.format(formatMessy / 1e6, 3)) | \(Bench.format(formatMessy / parse)) |"
  )
  print("")
  let budget = Bench.verdict(format / 1e6 < 2)
  print("Budget (< 2 ms in process, release): \(budget).")
  print("")

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-fmt-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: directory) }
  let layoutURL = directory.appendingPathComponent("bench.layout")
  let swiftURL = directory.appendingPathComponent("Layouts.swift")
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(layoutText.utf8).write(to: layoutURL)
    try Data(swiftText.utf8).write(to: swiftURL)
  } catch {
    print("formatter: cannot write the benchmark files: \(error)")
    return
  }
  let layoutc = Bench.productsDirectory.appendingPathComponent("layoutc")
  let swiftFormat = URL(fileURLWithPath: "/opt/swift/usr/bin/swift-format")
  let ours = Bench.medianSpawn(runs: 10, layoutc.path, ["fmt", "--check", layoutURL.path])
  let theirs = Bench.medianSpawn(runs: 10, swiftFormat.path, ["format", swiftURL.path])
  print("| whole process, median of 10 | lines | bytes | ms | x layoutc |")
  print("|---|---:|---:|---:|---:|")
  if let ours {
    print("| `layoutc fmt --check bench.layout` | \(lines) | \(bytes.count) | \(Bench.format(ours / 1e6)) | 1.0 |")
  } else {
    print("| `layoutc fmt` | | | not found beside the benchmark; build it in release too | |")
  }
  if let theirs {
    let ratio = ours.map { Bench.format(theirs / $0) } ?? "-"
    print(
      "| `swift-format format Layouts.swift` | \(swiftLines) | \(swiftText.utf8.count) | \(Bench.format(theirs / 1e6)) | \(ratio) |"
    )
  } else {
    print("| `swift-format format` | | | not found at \(swiftFormat.path) | |")
  }
  if let ours, let theirs {
    print("")
    print("Budget (layoutc fmt at least 3x faster than swift-format): \(Bench.verdict(theirs / ours >= 3)).")
  }
  print("")
  if sink == 42 { print("") }  // keeps the measured work observable
}

/// The benchmark's inputs: the same compositional layouts written as `.layout` and as UIKit Swift.
enum FormatterBenchData {
  /// `layouts` copies of a grid layout in canonical style (14 lines each).
  static func layoutFile(layouts: Int) -> String {
    (0..<layouts).map { index in
      """
      layout Grid\(index) {
        item cell { size: 1/3w x 1h; insets: 2 }
        item wide {
          size: 1w x ~44
          insets: top 8, leading 16, bottom 8, trailing 16
        }

        section {
          insets: 8 16  // vertical, horizontal
          spacing: 10
          header "section-header" { size: 1w x ~44; pinned: true }
          horizontal { size: 1w x 1/3w; cell * 3 }
        }
      }

      """
    }.joined()
  }

  /// The same layouts built with UIKit calls (valid Swift syntax; it is formatted, never compiled here).
  static func swiftFile(layouts: Int) -> String {
    "import UIKit\n\n"
      + (0..<layouts).map { index in
        """
        func makeGrid\(index)Layout() -> UICollectionViewCompositionalLayout {
          let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
          cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let wide = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
          wide.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
          let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: cell, count: 3)
          let section = NSCollectionLayoutSection(group: group)
          section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)  // vertical, horizontal
          section.interGroupSpacing = 10
          let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
          let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: "section-header", alignment: .top)
          header.pinToVisibleBounds = true
          section.boundarySupplementaryItems = [header]
          return UICollectionViewCompositionalLayout(section: section)
        }

        """
      }.joined(separator: "\n")
  }
}
