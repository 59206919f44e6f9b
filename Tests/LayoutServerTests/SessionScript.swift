import LayoutCompiler

/// A scripted editor session: what a test sends to the server, read from a `.session` file.
///
/// One step per line (blank lines and `#` comments are skipped):
/// - `send METHOD [JSON]`: a request; ids count from 1. `notify METHOD [JSON]`: a notification.
/// - `open NAME` or `change NAME`, then the document's text up to a line holding only `.`: `didOpen` (version 1)
///   or a whole-text `didChange` (next version) of `file:///work/NAME`. A `«marker»` in the text is taken out and
///   remembered; `@marker` in later JSON becomes its LSP position.
/// - `raw TEXT`: bytes as they are (`\r`, `\n`, `\\` and `\xHH` escapes), for frames a client should never send;
///   `frame TEXT`: such bytes as the body of a well-formed frame.
/// - `encoding utf-8`: later markers count UTF-8 bytes (after a client offered it at `initialize`).
/// - `eof`: closes the input and records how the server ends.
/// - `quiet STEP`: any step whose answers are counted in the transcript but not written out (an `initialize` result
///   that another session shows in full).
struct SessionScript {
  enum Step {
    case request(id: Int, method: String, params: String)
    case notification(method: String, params: String)
    case raw([UInt8])
    case endOfInput
  }

  /// Each step with the line that describes it in the transcript.
  var steps: [(title: String, step: Step)] = []
  /// The indices of the steps whose answers are counted, not written out.
  var quiet: Set<Int> = []

  /// A script read from its text; a malformed line is a thrown message with its number.
  init(_ text: String) throws {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    var markers: [String: (uri: String, offset: Int, source: SourceFile)] = [:]
    var versions: [String: Int] = [:]
    var nextID = 1
    var utf8 = false
    var number = 0
    func position(_ name: String) -> String? {
      guard let marker = markers[name] else { return nil }
      if utf8 {
        let location = marker.source.location(of: marker.offset)
        return "{\"line\": \(location.line - 1), \"character\": \(location.column - 1)}"
      }
      let location = marker.source.utf16Location(of: marker.offset)
      return "{\"line\": \(location.line - 1), \"character\": \(location.column - 1)}"
    }
    func substituted(_ json: String) throws -> String {
      var output = ""
      var rest = json[...]
      while let at = rest.firstIndex(of: "@") {
        output += rest[..<at]
        let name = rest[rest.index(after: at)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let text = position(String(name)) else { throw ScriptError("line \(number): no marker '\(name)'") }
        output += text
        rest = rest[rest.index(at, offsetBy: name.count + 1)...]
      }
      return output + rest
    }
    while var line = lines.popFirst() {
      number += 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("quiet ") {
        line = String(line.dropFirst(6))
        quiet.insert(steps.count)
      }
      let words = line.split(separator: " ", maxSplits: 2).map(String.init)
      switch words[0] {
      case "send" where words.count >= 2:
        steps.append(
          (
            "send \(nextID) \(words[1])",
            .request(id: nextID, method: words[1], params: try substituted(words.count > 2 ? words[2] : "null"))
          ))
        nextID += 1
      case "notify" where words.count >= 2:
        steps.append(
          (
            "notify \(words[1])",
            .notification(method: words[1], params: try substituted(words.count > 2 ? words[2] : "null"))
          ))
      case "open" where words.count == 2, "change" where words.count == 2:
        var text: [String] = []
        while let next = lines.popFirst(), next != "." {
          number += 1
          text.append(next)
        }
        number += 1
        let uri = "file:///work/" + words[1]
        let (content, found) = Self.takingMarkers(text.joined(separator: "\n") + "\n")
        let source = SourceFile(path: words[1], text: content)
        for (name, offset) in found { markers[name] = (uri, offset, source) }
        let version = (versions[uri] ?? 0) + 1
        versions[uri] = version
        let quoted = JSONValue.quoted(content)
        if words[0] == "open" {
          steps.append(
            (
              "open \(words[1])",
              .notification(
                method: "textDocument/didOpen",
                params:
                  "{\"textDocument\": {\"uri\": \"\(uri)\", \"languageId\": \"layout\", \"version\": 1, \"text\": \(quoted)}}"
              )
            ))
        } else {
          steps.append(
            (
              "change \(words[1]) (whole text, version \(version))",
              .notification(
                method: "textDocument/didChange",
                params:
                  "{\"textDocument\": {\"uri\": \"\(uri)\", \"version\": \(version)}, \"contentChanges\": [{\"text\": \(quoted)}]}"
              )
            ))
        }
      case "raw":
        steps.append(("raw " + line.dropFirst(4), .raw(Self.unescaped(String(line.dropFirst(4))))))
      case "frame":
        let body = Self.unescaped(String(line.dropFirst(6)))
        steps.append(("frame " + line.dropFirst(6), .raw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)))
      case "encoding" where words.count == 2 && words[1] == "utf-8":
        utf8 = true
      case "eof" where words.count == 1:
        steps.append(("eof", .endOfInput))
      default:
        throw ScriptError("line \(number): cannot read '\(line)'")
      }
    }
  }

  /// The text without its `«name»` markers, and each marker's byte offset.
  static func takingMarkers(_ text: String) -> (String, [(String, Int)]) {
    var output: [UInt8] = []
    var found: [(String, Int)] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
      output += Array(rest[..<open].utf8)
      found.append((String(rest[rest.index(after: open)..<close]), output.count))
      rest = rest[rest.index(after: close)...]
    }
    output += Array(rest.utf8)
    return (String(decoding: output, as: UTF8.self), found)
  }

  /// `\r`, `\n`, `\\` and `\xHH` turned into their bytes.
  static func unescaped(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var input = Array(text.utf8)[...]
    while let byte = input.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "x"):
        let hex = String(decoding: input.prefix(2), as: UTF8.self)
        input = input.dropFirst(2)
        bytes.append(UInt8(hex, radix: 16) ?? 0)
      case UInt8(ascii: "\\"): bytes.append(next)
      default: bytes += [byte, next]
      }
    }
    return bytes
  }
}

/// A script that cannot be read.
struct ScriptError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
