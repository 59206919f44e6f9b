import Foundation

/// The versioned, self-describing IR document: the contract between the compiler and every evaluator.
///
/// JSON: `{"format": "layoutc-ir", "version": 1, "layouts": [...]}`. See `Documentation/IR.md`.
public struct IRDocument: Hashable, Sendable, Codable {
  /// The format name every document carries.
  public static let formatName = "layoutc-ir"
  /// The newest IR version this library reads and the one it writes.
  public static let currentVersion = 1
  /// The deepest group nesting (and condition nesting) `load` accepts.
  public static let maximumNestingDepth = 64

  /// Always `layoutc-ir`.
  public var format: String
  /// The IR version.
  public var version: Int
  /// The layouts, in source order.
  public var layouts: [IRLayout]

  /// A current-version document.
  public init(layouts: [IRLayout]) {
    format = IRDocument.formatName
    version = IRDocument.currentVersion
    self.layouts = layouts
  }

  /// The layout with this name, if any.
  public func layout(named name: String) -> IRLayout? {
    layouts.first { $0.name == name }
  }

  /// Parses and validates a document: rejects malformed JSON, a wrong format name, a version other than the
  /// current one, out-of-range indices, group cycles and nesting deeper than `maximumNestingDepth` (and, before
  /// any decoding, JSON nested deeper than a valid document can be).
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
    guard header.version >= 1 else { throw IRLoadError.unsupportedVersion(header.version) }
    let document: IRDocument
    do {
      document = try JSONDecoder().decode(IRDocument.self, from: data)
    } catch {
      throw IRLoadError.malformed(describe(error))
    }
    try document.validate()
    return document
  }

  /// Deterministic JSON: the format name and version first (so `head -3` identifies any IR file), then the
  /// layouts with sorted keys, tables and lists in their stored order.
  public func encoded(prettyPrinted: Bool = true) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
    var layoutsJSON = try encoder.encode(layouts)
    let name = String(decoding: try encoder.encode(format), as: UTF8.self)
    guard prettyPrinted else {
      return Data("{\"format\":\(name),\"version\":\(version),\"layouts\":".utf8) + layoutsJSON + Data("}".utf8)
    }
    // Indent the layouts array one level, as it sits inside the top-level object.
    layoutsJSON = Data(String(decoding: layoutsJSON, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n  ").utf8)
    return Data("{\n  \"format\" : \(name),\n  \"version\" : \(version),\n  \"layouts\" : ".utf8) + layoutsJSON
      + Data("\n}".utf8)
  }

  private struct Header: Decodable {
    var format: String
    var version: Int
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
  /// A version below 1.
  case unsupportedVersion(Int)
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
    case .invalid(let layout, let message): return "invalid IR for layout '\(layout)': \(message)"
    }
  }
}
