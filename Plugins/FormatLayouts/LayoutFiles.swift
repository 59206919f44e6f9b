import Foundation
import PackagePlugin

// Shared by the command plugins (a symbolic link in CheckLayouts: plugins cannot depend on a library).

/// Which `.layout` files a command plugin works on, and running `layoutc` on them.
enum LayoutFiles {
  /// The paths given on the command line, else the `.layout` files of the named targets (all source targets when
  /// none is named), sorted so the output is the same on every machine.
  static func paths(in package: Package, targets names: [String], given: [String]) throws -> [String] {
    if !given.isEmpty { return given }
    let targets = try names.isEmpty ? package.targets : package.targets(named: names)
    let files = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles(withSuffix: "layout") }
    return files.map(\.url.path).sorted()
  }

  /// Runs `layoutc` with `arguments`, its output going to the terminal; a non-zero exit is an error of the plugin
  /// (so `swift package` exits non-zero too).
  static func run(_ layoutc: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = layoutc
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure("layoutc \(arguments[0]) exited with status \(process.terminationStatus)")
    }
  }
}

/// A plugin's failure, printed by SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
