import Foundation

/// Timing helpers shared by the benchmark sections. Every figure is a median of repeated runs, and budgets are
/// ratios to a baseline measured in the same run, so the numbers hold on a noisy 2-core machine.
enum Bench {
  /// Monotonic time in nanoseconds.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The median wall time of `body` in nanoseconds over `runs` runs (after one warm-up run).
  static func median(runs: Int, _ body: () -> Void) -> Double {
    body()
    var samples: [UInt64] = []
    for _ in 0..<runs {
      let start = now()
      body()
      samples.append(now() - start)
    }
    samples.sort()
    return Double(samples[samples.count / 2])
  }

  /// Runs a process to completion and returns its wall time in nanoseconds, or nil if it could not start.
  static func timeProcess(_ executable: URL, _ arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = now()
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    return Double(now() - start)
  }

  /// The median wall time of a whole process over `runs` runs.
  static func medianProcess(runs: Int, _ executable: URL, _ arguments: [String]) -> Double? {
    _ = timeProcess(executable, arguments)
    var samples: [Double] = []
    for _ in 0..<runs {
      guard let t = timeProcess(executable, arguments) else { return nil }
      samples.append(t)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The folder holding this benchmark's executable (and the `layoutc` built beside it).
  static var productsDirectory: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// The repository's `Examples` folder, found from the current directory upward.
  static func examplesDirectory() -> URL? {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while url.path != "/" {
      let candidate = url.appendingPathComponent("Examples")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("AlbumDetail.layout").path) {
        return candidate
      }
      url = url.deletingLastPathComponent()
    }
    return nil
  }

  static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
}
