import Foundation
import PackagePlugin

/// `swift package check-layouts [--target NAME]... [OPTIONS] [PATH...]`: `layoutc check` on the `.layout` files of the
/// package's targets (or of the paths given); options such as `--strict` or `--output-format json` are passed on.
@main struct CheckLayouts: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let layoutc = try context.tool(named: "layoutc").url
    var extractor = ArgumentExtractor(arguments)
    let targets = extractor.extractOption(named: "target")
    let rest = extractor.remainingArguments
    let options = rest.filter { $0.hasPrefix("-") }
    let named = rest.filter { !$0.hasPrefix("-") }
    let paths = try LayoutFiles.paths(in: context.package, targets: targets, given: named)
    if paths.isEmpty {
      print("no .layout files to check")
      return
    }
    try LayoutFiles.run(layoutc, ["check"] + options + paths)
  }
}
