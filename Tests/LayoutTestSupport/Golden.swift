import Foundation

/// Golden files: expected output checked into the repository beside the test data.
///
/// One switch updates them all: `LAYOUTC_UPDATE_GOLDEN=1 swift test`. Without it a missing golden is a failure,
/// never a silent pass.
public enum Golden {
  /// Whether goldens are being rewritten in this run.
  public static var isUpdating: Bool { ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDEN"] == "1" }

  /// Compares `actual` with the golden file at `path`. Returns `nil` when they match (or after rewriting it in
  /// update mode), else a message describing the first difference.
  public static func check(_ actual: String, against path: URL) -> String? {
    if isUpdating {
      try? FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
      do {
        try Data(actual.utf8).write(to: path)
        return nil
      } catch {
        return "could not write golden \(path.path): \(error)"
      }
    }
    guard let data = FileManager.default.contents(atPath: path.path) else {
      return "missing golden \(path.path); run LAYOUTC_UPDATE_GOLDEN=1 swift test to create it"
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected == actual { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(expectedLines.count, actualLines.count) {
      let e = i < expectedLines.count ? String(expectedLines[i]) : "<end of file>"
      let a = i < actualLines.count ? String(actualLines[i]) : "<end of file>"
      if e != a {
        return "\(path.lastPathComponent) differs at line \(i + 1):\n  expected: \(e)\n  actual:   \(a)\n"
          + "(LAYOUTC_UPDATE_GOLDEN=1 swift test rewrites goldens)"
      }
    }
    return "\(path.lastPathComponent) differs"
  }
}

/// Locates test data relative to the repository, from a test file's `#filePath`.
public enum Fixtures {
  /// The repository root (the folder holding Package.swift), found upward from `file`.
  public static func repositoryRoot(from file: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
      url = url.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// Files under `folder` (relative to the repository root) with the extension, sorted, recursively.
  public static func files(in folder: String, withExtension ext: String, from file: String = #filePath) -> [URL] {
    let root = repositoryRoot(from: file).appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == ext { result.append(url) }
    return result.sorted { $0.path < $1.path }
  }

  /// The bytes of a file, or an empty array.
  public static func bytes(_ url: URL) -> [UInt8] {
    (try? Data(contentsOf: url)).map(Array.init) ?? []
  }
}
