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

  /// The median wall time in nanoseconds of a process started with `posix_spawn` and reaped with `waitpid`
  /// (output to /dev/null), after one warm-up run; nil if it cannot start. Foundation's `Process` adds tens of
  /// milliseconds of its own on Linux, which would blur a ratio between two short-lived tools.
  static func medianSpawn(runs: Int, _ path: String, _ arguments: [String]) -> Double? {
    var samples: [Double] = []
    for run in 0...runs {
      guard let time = spawnTime(path, arguments) else { return nil }
      if run > 0 { samples.append(time) }
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  private static func spawnTime(_ path: String, _ arguments: [String]) -> Double? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Double(Bench.now() - start)
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
