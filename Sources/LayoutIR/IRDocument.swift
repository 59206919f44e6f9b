import Foundation

/// The versioned, self-describing IR document: the contract between the compiler and every evaluator.
///
/// JSON: `{"format": "layoutc-ir", "version": 1, "requires": [...], "layouts": [...]}`, `requires` omitted when the
/// document uses no feature (`IRFeature`). The version follows from `requires`: 2 when the list is non-empty, 1 when
/// it is empty (`version`). See `Documentation/IR.md`.
public struct IRDocument: Hashable, Sendable, Codable {
  /// The format name every document carries.
  public static let formatName = "layoutc-ir"
  /// The version written for a document that requires no feature: every reader, even one from before `requires`
  /// existed, reads it correctly.
  public static let baseVersion = 1
  /// The version written for a document that requires a feature. A reader from before `requires` existed would
  /// ignore the list and the keys behind it, and report wrong frames without a word; raising the version makes it
  /// refuse the document instead. Features added later are named in `requires` without raising it again.
  public static let featuresVersion = 2
  /// The newest IR version this library reads (`load` accepts 1 through this).
  public static let currentVersion = featuresVersion
  /// The deepest group nesting (and condition nesting) `load` accepts.
  public static let maximumNestingDepth = 64

  /// Always `layoutc-ir`.
  public var format: String
  /// The layouts, in source order.
  public var layouts: [IRLayout]

  /// The IR version this document is written with: `featuresVersion` (2) when it requires a feature,
  /// `baseVersion` (1) otherwise.
  ///
  /// Derived from the content, like `requiredFeatures`, so it can never disagree with the `requires` written beside
  /// it. A version-1 document that lists features (written by layoutc builds from before version 2) loads, and is
  /// written back as version 2.
  public var version: Int {
    requiredFeatures.isEmpty ? IRDocument.baseVersion : IRDocument.featuresVersion
  }

  /// A document of these layouts.
  public init(layouts: [IRLayout]) {
    format = IRDocument.formatName
    self.layouts = layouts
  }

  /// The layout with this name, if any.
  public func layout(named name: String) -> IRLayout? {
    layouts.first { $0.name == name }
  }

  /// Parses and validates a document: rejects malformed JSON, a wrong format name, a version outside 1 through
  /// `currentVersion`, a `requires` list naming a feature this library does not know, out-of-range indices, group cycles
  /// and nesting deeper than `maximumNestingDepth` (and, before any decoding, JSON nested deeper than a valid document
  /// can be). Keys that belong to no required feature are ignored.
  public static func load(from data: Data) throws -> IRDocument {
    // Decoding recurses once per level of JSON nesting: bound it before Foundation sees the bytes.
    if let offset = JSONNesting.firstTooDeep(in: data) {
      throw IRLoadError.malformed(
        "byte \(offset): arrays and objects nest deeper than \(JSONNesting.maximumDepth) levels")
    }
    // Check the header first so that a newer document is reported as such, not as a decoding failure.
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw IRLoadError.malformed(describe(error))
    }
    guard header.format == formatName else { throw IRLoadError.wrongFormat(header.format) }
    guard header.version <= currentVersion else {
      throw IRLoadError.newerVersion(found: header.version, supported: currentVersion)
    }
    guard header.version >= baseVersion else { throw IRLoadError.unsupportedVersion(header.version) }
    // Before the layouts: a document using a feature from the future may not even decode here.
    let unsupported = unsupportedFeatures(in: header.requires ?? [])
    guard unsupported.isEmpty else { throw IRLoadError.unsupportedFeatures(unsupported) }
    let document: IRDocument
    do {
      document = try JSONDecoder().decode(IRDocument.self, from: data)
    } catch {
      throw IRLoadError.malformed(describe(error))
    }
    try document.validate()
    return document
  }

  /// Deterministic JSON: the format name and version first (so `head -3` identifies any IR file), then `requires`
  /// (`requiredFeatures`, sorted; omitted when empty), then the layouts with sorted keys, tables and lists in their
  /// stored order.
  public func encoded(prettyPrinted: Bool = true) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
    var layoutsJSON = try encoder.encode(layouts)
    let name = String(decoding: try encoder.encode(format), as: UTF8.self)
    let features = requiredFeatures
    var requires = features.isEmpty ? nil : String(decoding: try encoder.encode(features), as: UTF8.self)
    let version = self.version
    guard prettyPrinted else {
      let requiresJSON = requires.map { "\"requires\":\($0)," } ?? ""
      return Data("{\"format\":\(name),\"version\":\(version),\(requiresJSON)\"layouts\":".utf8) + layoutsJSON
        + Data("}".utf8)
    }
    // Indent the nested arrays one level, as they sit inside the top-level object. Foundation prints an empty array
    // as `[`, a blank line and `]`, and the indent would leave that line as two spaces: trailing whitespace, which
    // `git diff --check` flags in every repository that ships the IR. A line ending in a space is never inside a
    // string (JSON strings hold no raw line breaks), so trimming line ends changes no value.
    let lines = String(decoding: layoutsJSON, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    layoutsJSON = Data(
      lines.enumerated().map { index, line -> Substring in
        var text = line
        while text.last == " " { text = text.dropLast() }
        return index == 0 || text.isEmpty ? text : "  " + text
      }.joined(separator: "\n").utf8)
    requires = requires?.replacingOccurrences(of: "\n", with: "\n  ")
    let requiresJSON = requires.map { "\n  \"requires\" : \($0)," } ?? ""
    return Data("{\n  \"format\" : \(name),\n  \"version\" : \(version),\(requiresJSON)\n  \"layouts\" : ".utf8)
      + layoutsJSON + Data("\n}".utf8)
  }

  private struct Header: Decodable {
    var format: String
    var version: Int
    /// Feature names as written: a name this library does not know must still decode, to be reported by name.
    var requires: [String]?
  }

  private enum CodingKeys: String, CodingKey {
    case format, version, requires, layouts
  }

  /// Decodes a document, refusing one that requires a feature this library does not know (as `load` does, which
  /// also validates the document and reports problems as `IRLoadError`s).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    // Read so that a document without a version is malformed; the value itself follows from `requires` (`version`).
    _ = try container.decode(Int.self, forKey: .version)
    let unsupported = Self.unsupportedFeatures(
      in: try container.decodeIfPresent([String].self, forKey: .requires) ?? [])
    guard unsupported.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .requires, in: container, debugDescription: IRLoadError.unsupportedFeatures(unsupported).description)
    }
    layouts = try container.decode([IRLayout].self, forKey: .layouts)
  }

  /// Encodes the document with its `version` and `requires` list (`requiredFeatures`), omitted when empty.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(version, forKey: .version)
    let features = requiredFeatures
    if !features.isEmpty { try container.encode(features, forKey: .requires) }
    try container.encode(layouts, forKey: .layouts)
  }

  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error.localizedDescription)" }
    func path(_ context: DecodingError.Context) -> String {
      let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return parts.isEmpty ? "document" : String(parts.dropFirst(parts.hasPrefix(".") ? 1 : 0))
    }
    switch decoding {
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?).map { ": \($0.localizedDescription)" } ?? ""
      return "\(path(context)): \(context.debugDescription)\(underlying)"
    case .keyNotFound(let key, let context): return "\(path(context)): missing key '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(decoding)"
    }
  }
}

/// Why an IR document could not be loaded.
public enum IRLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not JSON, or JSON not shaped like an IR document.
  case malformed(String)
  /// The `format` field is not `layoutc-ir`.
  case wrongFormat(String)
  /// The document was written by a newer compiler.
  case newerVersion(found: Int, supported: Int)
  /// A version below `IRDocument.baseVersion` (1).
  case unsupportedVersion(Int)
  /// The document's `requires` names features this library does not know (listed in their order, without repeats).
  case unsupportedFeatures([String])
  /// A structural error: an index out of range, a cycle, nesting too deep, a missing required property.
  case invalid(layout: String, message: String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .malformed(let detail): return "malformed IR document: \(detail)"
    case .wrongFormat(let format):
      return "not a layoutc IR document: format is '\(format)', expected '\(IRDocument.formatName)'"
    case .newerVersion(let found, let supported):
      return "IR version \(found) is newer than this evaluator supports (\(supported))"
    case .unsupportedVersion(let version): return "IR version \(version) is not supported"
    case .unsupportedFeatures(let names):
      let known = IRFeature.allCases.map(\.rawValue).sorted().joined(separator: ", ")
      return "IR requires \(names.count == 1 ? "feature" : "features") \(IRFeature.quoted(names)), which this reader "
        + "does not support (it supports: \(known.isEmpty ? "none" : known)); use a newer layoutc or LayoutRuntime"
    case .invalid(let layout, let message): return "invalid IR for layout '\(layout)': \(message)"
    }
  }
}
