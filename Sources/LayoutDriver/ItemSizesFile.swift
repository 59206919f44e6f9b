import LayoutEvaluator
import LayoutIR
import LayoutSource

/// `eval --item-sizes FILE.json`: the per-item sizes of flow sections (F2), the answers a delegate's
/// `sizeForItemAt` would give. Read with hard limits, checked against the layout and `--items`, and every problem
/// reported with its place in the file (a line and column for malformed JSON, a path such as `sections[0].sizes[3]`
/// for a wrong value), exit 2.
enum ItemSizesFile {
  /// The largest file read: about two million `[w, h]` pairs, as many as an evaluation takes
  /// (`Evaluator.itemSizeLimit`), while the parsed document stays a few hundred MB at most.
  static let maximumSize = 16 << 20
  /// The format, for messages and help.
  static let format =
    #"{"sections": [{"sizes": [[W, H], ...]} | {"aspects": [[W, H], ...]} | null, ...], "layouts": {NAME: {"sections": [...]}}}"#

  /// The sizes a file gives: the evaluated layout's, and each linked layout's (L3).
  struct Sizes {
    /// The evaluated layout's entries, one per section.
    var sections: [FlowItemSizes?]
    /// The entries of each linked layout by name: those the file names under `layouts`, and for the others the
    /// evaluated layout's aspect ratios (a linked layout shows the same items; sizes in points do not carry over).
    var linked: [String: [FlowItemSizes?]] = [:]
  }

  /// Reads and checks the file at `path`; `linked` are the layouts linked to `layout` (`follows:`), which with
  /// `layout` itself are the names `layouts` may hold.
  static func load(
    _ path: String, layout: IRLayout, itemCounts: [Int], linked: [IRLayout] = [], in environment: any DriverEnvironment
  ) throws(UsageError) -> Sizes {
    let bytes: [UInt8]
    do {
      bytes = try environment.readFile(atPath: path)
    } catch {
      throw UsageError("--item-sizes \(quoted(path)): \(error)")
    }
    return try parse(bytes, name: path, layout: layout, itemCounts: itemCounts, linked: linked)
  }

  /// Parses and checks a document: `sections` for `layout`, and under `layouts` the sections of layouts linked to
  /// it (or of `layout` itself, which then replace `sections`); `sections` may be left out when `layouts` is given.
  static func parse(
    _ bytes: [UInt8], name: String, layout: IRLayout, itemCounts: [Int], linked: [IRLayout] = []
  ) throws(UsageError) -> Sizes {
    func fail(_ place: String, _ message: String) -> UsageError {
      UsageError("--item-sizes \(quoted(name)): \(place): \(message)")
    }
    guard bytes.count <= maximumSize else {
      throw UsageError("--item-sizes \(quoted(name)) is larger than \(maximumSize >> 20) MiB, the most eval reads")
    }
    let document: JSONValue
    do {
      document = try JSONValue.parse(bytes)
    } catch {
      let (line, column) = position(of: error.offset, in: bytes)
      throw fail("line \(line), column \(column)", error.reason)
    }
    guard case .object(let fields) = document, document["sections"] != nil || document["layouts"] != nil else {
      throw fail("the document", "expected \(format)")
    }
    if let other = fields.first(where: { $0.0 != "sections" && $0.0 != "layouts" }) {
      throw fail("the document", "unknown key \(quoted(other.0)); expected \(format)")
    }
    var total = 0
    var sizes = Sizes(sections: [])
    if let sections = document["sections"] {
      sizes.sections = try entries(
        sections, place: "sections", layout: layout, itemCounts: itemCounts, total: &total, fail: fail)
    }
    // L3: a linked layout shows the evaluated layout's items, so it takes their aspect ratios unless named below.
    let shared = sizes.sections.map { entry -> FlowItemSizes? in
      if case .aspects? = entry { return entry }
      return nil
    }
    for other in linked { sizes.linked[other.name] = shared }
    if let layouts = document["layouts"] {
      guard case .object(let named) = layouts else { throw fail("layouts", #"expected {NAME: {"sections": [...]}}"#) }
      for (key, value) in named {
        // The evaluated layout may be named too: one file then serves `eval` on either end of a link.
        guard let other = ([layout] + linked).first(where: { $0.name == key }) else {
          let names = linked.map(\.name)
          throw fail(
            "layouts",
            "\(quoted(key)) is neither '\(layout.name)' nor a layout linked to it (linked: "
              + (names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")) + ")")
        }
        let place = "layouts.\(key)"
        guard case .object(let keys) = value, keys.count == 1, let sections = value["sections"] else {
          throw fail(place, #"expected {"sections": [...]}"#)
        }
        let own = try entries(
          sections, place: "\(place).sections", layout: other, itemCounts: itemCounts, total: &total, fail: fail)
        if key == layout.name { sizes.sections = own } else { sizes.linked[key] = own }
      }
    }
    return sizes
  }

  /// One layout's `sections`: one entry per section at most, each null or describing every item of a flow section,
  /// with sizes (or ratios) above 0 and at most `EvaluationInput.maximumLength`.
  private static func entries(
    _ value: JSONValue, place sectionsPlace: String, layout: IRLayout, itemCounts: [Int], total: inout Int,
    fail: (String, String) -> UsageError
  ) throws(UsageError) -> [FlowItemSizes?] {
    guard let sections = value.arrayValue else { throw fail(sectionsPlace, "expected an array of entries") }
    guard sections.count <= layout.sections.count else {
      throw fail(
        sectionsPlace, "\(sections.count) entries, but layout '\(layout.name)' has \(layout.sections.count) sections")
    }
    var result: [FlowItemSizes?] = []
    for (index, entry) in sections.enumerated() {
      let place = "\(sectionsPlace)[\(index)]"
      if entry.isNull {
        result.append(nil)
        continue
      }
      guard case .object(let keys) = entry, keys.count == 1, let (key, list) = keys.first,
        key == "sizes" || key == "aspects", let pairs = list.arrayValue
      else {
        throw fail(place, #"expected null, {"sizes": [[W, H], ...]} or {"aspects": [[W, H], ...]}"#)
      }
      guard layout.sections[index].flow != nil else {
        throw fail(place, "section \(index) is not a flow section; only flow sections take per-item sizes")
      }
      let items = index < itemCounts.count ? itemCounts[index] : 0
      guard pairs.count == items else {
        throw fail("\(place).\(key)", "\(pairs.count) entries, but --items gives section \(index) \(items) items")
      }
      total += pairs.count
      guard total <= Evaluator.itemSizeLimit else {
        throw fail(place, "more than \(Evaluator.itemSizeLimit) item sizes in all")
      }
      var sizes: [Size] = []
      sizes.reserveCapacity(pairs.count)
      for (item, pair) in pairs.enumerated() {
        let size = try self.size(pair, place: "\(place).\(key)[\(item)]", fail: fail)
        sizes.append(size)
      }
      result.append(key == "sizes" ? .sizes(sizes) : .aspects(sizes))
    }
    return result
  }

  /// One `[W, H]` pair: two numbers, each above 0 and at most `EvaluationInput.maximumLength` (UIKit refuses
  /// negative sizes; a zero size has nowhere to go on a line).
  private static func size(
    _ pair: JSONValue, place: String, fail: (String, String) -> UsageError
  ) throws(UsageError) -> Size {
    guard let values = pair.arrayValue, values.count == 2 else { throw fail(place, "expected [WIDTH, HEIGHT]") }
    var numbers: [Double] = []
    for (value, side) in zip(values, ["width", "height"]) {
      let number: Double
      switch value {
      case .number(let integer): number = Double(integer)
      case .exact(let fraction): number = fraction.doubleValue
      default: throw fail(place, "the \(side) is not a number")
      }
      guard number > 0, number <= EvaluationInput.maximumLength else {
        throw fail(
          place,
          "the \(side) \(value.compact) must be above 0 and at most \(Int(EvaluationInput.maximumLength)) points")
      }
      numbers.append(number)
    }
    return Size(width: numbers[0], height: numbers[1])
  }

  /// The 1-based line and byte column of a byte offset.
  private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
