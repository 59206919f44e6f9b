import Foundation

// Issue 10 §3: `layoutc eval` as a whole process printing 10^7 frames, beside a C program that computes the same
// closed-form frames and writes the same bytes (for `summary`: the same counts and checksum), compiled in the same
// run with the system `cc`; and the peak resident memory of `eval` as the item count grows.

/// The §18 (a) grid as a `.layout` file (also drawn by the render section): three 126-point squares in every 130-point row of a 390-point viewport. All
/// frames are whole points at scale 3, so the C program can print them with integer formatting only.
let gridLayout = """
  layout Grid {
    item cell { size: 1/3w x 1h; insets: 2 }
    section { horizontal { size: 1w x 1/3w; cell * 3 } }
  }

  """

/// The baseline: the grid's frames in closed form (item i sits in row i / 3, column i % 3), written with a 64 KiB
/// output buffer in exactly the bytes `layoutc eval` prints for the same arguments.
private let baselineSource = #"""
  #include <stdint.h>
  #include <stdio.h>
  #include <stdlib.h>
  #include <string.h>

  static char buffer[1 << 16];
  static size_t used;

  static void flush_buffer(void) {
    fwrite(buffer, 1, used, stdout);
    used = 0;
  }

  static void put(const char *text, size_t length) {
    if (used + length > sizeof buffer) flush_buffer();
    memcpy(buffer + used, text, length);
    used += length;
  }

  static void put_text(const char *text) { put(text, strlen(text)); }

  static void put_spaces(int count) {
    while (count-- > 0) put(" ", 1);
  }

  /* Decimal digits of a non-negative integer. */
  static int digit_count(long long value) {
    int count = 1;
    while (value >= 10) {
      value /= 10;
      count++;
    }
    return count;
  }

  static void put_int(long long value) {
    char digits[24];
    int length = 0;
    do {
      digits[sizeof digits - 1 - length++] = (char)('0' + value % 10);
      value /= 10;
    } while (value > 0);
    put(digits + sizeof digits - length, (size_t)length);
  }

  /* A table cell: numbers are right-aligned, words left-aligned, every cell padded to its column's width. */
  static void put_cell(const char *text, int length, int width, int right) {
    if (right) put_spaces(width - length);
    put(text, (size_t)length);
    if (!right) put_spaces(width - length);
  }

  static void put_number_cell(long long value, int width) {
    put_spaces(width - digit_count(value));
    put_int(value);
  }

  /* FNV-1a over the eight little-endian bytes of a 64-bit value. */
  static inline uint64_t fnv_mix(uint64_t hash, uint64_t value) {
    for (int byte = 0; byte < 8; byte++) {
      hash = (hash ^ (value & 0xff)) * 0x100000001b3ULL;
      value >>= 8;
    }
    return hash;
  }

  static uint64_t double_bits(double value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    return bits;
  }

  static long long column_x(long long item) { return (item % 3) * 130 + 2; }
  static long long row_y(long long item) { return (item / 3) * 130 + 2; }

  int main(int argc, char **argv) {
    if (argc != 3) return 2;
    const char *format = argv[1];
    long long count = atoll(argv[2]);
    long long content_height = (count + 2) / 3 * 130;
    if (strcmp(format, "summary") == 0) {
      uint64_t hash = 0xcbf29ce484222325ULL;
      for (long long item = 0; item < count; item++) {
        hash = fnv_mix(hash, 0);                   /* category: cell */
        hash = fnv_mix(hash, 0);                   /* section */
        hash = fnv_mix(hash, (uint64_t)item);      /* item */
        hash = fnv_mix(hash, (uint64_t)-1);        /* no element kind */
        hash = fnv_mix(hash, double_bits((double)column_x(item)));
        hash = fnv_mix(hash, double_bits((double)row_y(item)));
        hash = fnv_mix(hash, double_bits(126.0));
        hash = fnv_mix(hash, double_bits(126.0));
      }
      printf("layout: Grid\nviewport: 390x844 scale 3\ncontent size: 390 x %lld\nelements: %lld", content_height,
             count);
      if (count > 0) printf(" (%lld cell)", count);
      printf("\nchecksum: %llx\n", (unsigned long long)hash);
      return 0;
    }
    if (strcmp(format, "json") == 0) {
      put_text("{\"layout\": \"Grid\", \"viewport\": {\"width\": 390, \"height\": 844}, \"scale\": 3, ");
      put_text("\"contentSize\": {\"width\": 390, \"height\": ");
      put_int(content_height);
      put_text("}, \"elements\": [");
      for (long long item = 0; item < count; item++) {
        put_text(item == 0 ? "\n  " : ",\n  ");
        put_text("{\"category\": \"cell\", \"kind\": null, \"section\": 0, \"item\": ");
        put_int(item);
        put_text(", \"frame\": {\"x\": ");
        put_int(column_x(item));
        put_text(", \"y\": ");
        put_int(row_y(item));
        put_text(", \"width\": 126, \"height\": 126}, \"zIndex\": 0}");
      }
      put_text(count == 0 ? "]}\n" : "\n]}\n");
      flush_buffer();
      return 0;
    }
    if (strcmp(format, "table") == 0) {
      /* Column widths: the header's, or the widest value in the column. */
      int item_width = 4, x_width = 1, y_width = 1;
      for (long long item = 0; item < count; item++) {
        if (digit_count(item) > item_width) item_width = digit_count(item);
        if (digit_count(column_x(item)) > x_width) x_width = digit_count(column_x(item));
        if (digit_count(row_y(item)) > y_width) y_width = digit_count(row_y(item));
      }
      put_text("layout Grid at 390x844 scale 3: content 390 x ");
      put_int(content_height);
      put_text("\n\ncategory  kind  section  ");
      put_cell("item", 4, item_width, 1);
      put_text("  ");
      put_cell("x", 1, x_width, 1);
      put_text("  ");
      put_cell("y", 1, y_width, 1);
      put_text("  width  height  z  pinned\n");
      for (long long item = 0; item < count; item++) {
        put_text("cell      -           0  ");
        put_number_cell(item, item_width);
        put_text("  ");
        put_number_cell(column_x(item), x_width);
        put_text("  ");
        put_number_cell(row_y(item), y_width);
        put_text("    126     126  0\n");
      }
      flush_buffer();
      return 0;
    }
    return 2;
  }

  """#

func runStreamingBenchmarks() {
  print("## eval as a whole process: 10^7 frames beside a C program writing the same bytes (issue 10 §3)\n")
  let layoutc = Bench.productsDirectory.appendingPathComponent("layoutc").path
  guard FileManager.default.isExecutableFile(atPath: layoutc) else {
    print("(layoutc not built beside the benchmark; build it in release too)\n")
    return
  }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-eval-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: directory) }
  let layoutPath = directory.appendingPathComponent("Grid.layout").path
  let sourcePath = directory.appendingPathComponent("frames.c").path
  let baselinePath = directory.appendingPathComponent("frames").path
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(gridLayout.utf8).write(to: URL(fileURLWithPath: layoutPath))
    try Data(baselineSource.utf8).write(to: URL(fileURLWithPath: sourcePath))
  } catch {
    print("(cannot write the benchmark files: \(error))\n")
    return
  }
  func evalArguments(_ format: String, _ count: Int) -> [String] {
    ["eval", layoutPath, "--viewport", "390x844", "--scale", "3", "--items", "\(count)", "--format", format]
  }
  let formats = ["summary", "json", "table"]

  var baseline: String?
  if let cc = Bench.executableOnPath("cc") {
    if Bench.spawn(cc, ["-O2", "-o", baselinePath, sourcePath])?.status == 0 {
      baseline = baselinePath
    } else {
      print("(the C baseline did not compile with \(cc); its rows are skipped)\n")
    }
  } else {
    print("(no C compiler `cc` on PATH: the C baseline rows are skipped)\n")
  }

  // The baseline must print exactly what layoutc prints, or its time means nothing.
  if let program = baseline {
    var mismatches: [String] = []
    for format in formats {
      for count in [0, 1, 2, 3, 4, 10_007] {
        let ours = Bench.capture(layoutc, evalArguments(format, count))
        let theirs = Bench.capture(program, [format, "\(count)"])
        if ours == nil || ours != theirs { mismatches.append("\(format) \(count)") }
      }
    }
    if !mismatches.isEmpty {
      print("(the C baseline's output differs from layoutc's for: \(mismatches.joined(separator: ", ")); skipped)\n")
      baseline = nil
    } else {
      print("The C baseline's output is byte-identical to layoutc's (checked at 0-4 and 10,007 items, every format).\n")
    }
  }

  let count = 10_000_000
  print("| `layoutc eval Grid.layout --items 10000000 --format F`, median of 5 | layoutc s | C baseline s | ratio |")
  print("|---|---:|---:|---:|")
  var summaryRatio: Double?
  for format in formats {
    guard let ours = Bench.medianSpawn(runs: 5, layoutc, evalArguments(format, count)) else {
      print("| \(format) | could not run | | |")
      continue
    }
    let theirs = baseline.flatMap { Bench.medianSpawn(runs: 5, $0, [format, "\(count)"]) }
    let ratio = theirs.map { ours / $0 }
    if format == "summary" { summaryRatio = ratio }
    print(
      "| \(format) | \(Bench.format(ours / 1e9, 3)) | \(theirs.map { Bench.format($0 / 1e9, 3) } ?? "skipped") | "
        + "\(ratio.map { Bench.format($0, 2) + "x" } ?? "-") |")
  }
  if let summaryRatio {
    print("\nBudget (whole-process summary <= 3x the C baseline): \(Bench.verdict(summaryRatio <= 3)).")
  }

  let meter = PeakMemoryMeter(directory: directory)
  print("\n| peak RSS of `layoutc eval … --format F` (MiB) | 10^5 items | 10^6 items | 10^7 items |")
  print("|---|---:|---:|---:|")
  for format in formats {
    let peaks = [100_000, 1_000_000, 10_000_000].map { items in
      meter.peakMiB(layoutc, evalArguments(format, items)).map { Bench.format($0) } ?? "-"
    }
    print("| \(format) | \(peaks.joined(separator: " | ")) |")
  }
  if let program = baseline {
    let peaks = [100_000, 1_000_000, 10_000_000].map { items in
      meter.peakMiB(program, ["summary", "\(items)"]).map { Bench.format($0) } ?? "-"
    }
    print("| C baseline, summary | \(peaks.joined(separator: " | ")) |")
  }
  print("\n(\(meter.method))")
  print("")
}

/// Peak resident memory of a child process. GNU `time` (`/usr/bin/time -f %M`) reports the child's own peak; without
/// it, `wait4`'s figure is used, which on Linux never reads below the benchmark's own size (the child is spawned
/// sharing the benchmark's memory until it starts the program, and that memory counts towards its peak).
private struct PeakMemoryMeter {
  let gnuTime: String?
  let report: String

  init(directory: URL) {
    report = directory.appendingPathComponent("peak-rss").path
    let candidate = "/usr/bin/time"
    let works =
      FileManager.default.isExecutableFile(atPath: candidate)
      && Bench.spawn(candidate, ["-f", "%M", "-o", report, "/bin/sh", "-c", ":"])?.status == 0
      && Self.kilobytes(in: report) != nil
    gnuTime = works ? candidate : nil
  }

  var method: String {
    gnuTime != nil
      ? "peak RSS as GNU time reports it (`/usr/bin/time -f %M`), one run each"
      : "peak RSS from wait4 (GNU time not found): on Linux every figure includes the benchmark's own size as a floor"
  }

  func peakMiB(_ path: String, _ arguments: [String]) -> Double? {
    if let gnuTime {
      guard Bench.spawn(gnuTime, ["-f", "%M", "-o", report, path] + arguments)?.status == 0 else { return nil }
      return Self.kilobytes(in: report).map { Double($0) / 1024 }
    }
    return Bench.spawn(path, arguments).map { Double($0.maxResidentKiB) / 1024 }
  }

  private static func kilobytes(in file: String) -> Int? {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }
}
