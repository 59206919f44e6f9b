import Foundation

/// Timing helpers shared by the benchmark sections. Every figure is a median of repeated runs, and budgets are
/// ratios to a baseline measured in the same run, so the numbers hold on a noisy 2-core machine.
enum Bench {
  /// Monotonic time in nanoseconds.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Whether `median` reads this thread's CPU time instead of wall time (`LAYOUTC_BENCH_CLOCK=cpu`). On a machine
  /// shared with other work, wall time counts the waits for a core as well; CPU time counts only this work.
  static let cpuClock = ProcessInfo.processInfo.environment["LAYOUTC_BENCH_CLOCK"] == "cpu"

  /// Whether every timing runs once (`LAYOUTC_BENCH_SMOKE=1`): CI's check that each section still runs to its end on
  /// today's Examples, in seconds; the figures of a smoke run are single samples, not medians, and prove nothing.
  static let smoke = ProcessInfo.processInfo.environment["LAYOUTC_BENCH_SMOKE"] == "1"

  /// A budget's verdict, the one word every section's budget line prints: `met` or `MISSED` from a real run's figures,
  /// `not judged (smoke run)` under `smoke`, whose single cold samples say nothing about a budget.
  static func verdict(_ met: Bool) -> String {
    smoke ? "not judged (smoke run)" : met ? "met" : "MISSED"
  }

  /// This thread's CPU time in nanoseconds.
  static func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The median time of `body` in nanoseconds over `runs` runs (after one warm-up run): wall time, or CPU time when
  /// `cpuClock` says so.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    if !smoke { body() }
    let clock = cpuClock ? threadCPUTime : now
    var samples: [UInt64] = []
    for _ in 0..<(smoke ? 1 : runs) {
      let start = clock()
      body()
      samples.append(clock() - start)
    }
    samples.sort()
    return Double(samples[samples.count / 2])
  }

  /// The median wall time in nanoseconds of a process started with `posix_spawn` and reaped with `waitpid`
  /// (output to /dev/null), after one warm-up run; nil if it cannot start. Foundation's `Process` adds tens of
  /// milliseconds of its own on Linux, which would blur a ratio between two short-lived tools.
  static func medianSpawn(runs: Int, _ path: String, _ arguments: [String]) -> Double? {
    var samples: [Double] = []
    for run in 0...(smoke ? 1 : runs) {
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

  /// What a finished child process reported: its exit status, wall time and peak resident set size.
  struct Run {
    var status: Int32
    var nanoseconds: Double
    var maxResidentKiB: Int
  }

  /// Runs a process once with standard output and error going to `/dev/null` (or standard output to `output`),
  /// reaped with `wait4` so that its own peak resident set size is known; nil if it cannot start.
  static func spawn(_ path: String, _ arguments: [String], output: String = "/dev/null") -> Run? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let elapsed = Double(now() - start)
    // ru_maxrss is in kilobytes on Linux and in bytes on Darwin.
    #if canImport(Darwin)
      let kilobytes = Int(usage.ru_maxrss) / 1024
    #else
      let kilobytes = Int(usage.ru_maxrss)
    #endif
    // WEXITSTATUS, spelled out (the macro is not imported): the status byte of a normal exit.
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    return Run(status: exitStatus, nanoseconds: elapsed, maxResidentKiB: kilobytes)
  }

  /// The standard output of one run (through a temporary file), or nil if the process cannot start or fails.
  static func capture(_ path: String, _ arguments: [String]) -> [UInt8]? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-bench-capture-\(getpid())")
    defer { try? FileManager.default.removeItem(at: file) }
    guard let run = spawn(path, arguments, output: file.path), run.status == 0,
      let data = FileManager.default.contents(atPath: file.path)
    else { return nil }
    return Array(data)
  }

  /// The first executable called `name` in a directory of `PATH`, or nil.
  static func executableOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
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

  /// A query near the start and the same query deep in a section, each timed 2,001 times in alternation (so load
  /// on the machine falls on both alike): their median times in ns and the result each gave last.
  static func nearAndDeep(_ query: (_ deep: Bool) -> Int) -> (near: Double, deep: Double, found: (Int, Int)) {
    var times: ([Double], [Double]) = ([], [])
    var found = (0, 0)
    for repetition in 0..<2_001 {
      for deep in repetition.isMultiple(of: 2) ? [false, true] : [true, false] {
        let start = now()
        let result = query(deep)
        let time = Double(now() - start)
        if deep {
          found.1 = result
          times.1.append(time)
        } else {
          found.0 = result
          times.0.append(time)
        }
      }
    }
    return (times.0.sorted()[1_000], times.1.sorted()[1_000], found)
  }

  static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
}
