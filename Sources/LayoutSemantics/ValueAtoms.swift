import LayoutMath
import LayoutSource
import LayoutSyntax

/// The unit written after a number.
enum NumberUnit: Equatable {
  case points, width, height, percent
}

/// A property value broken into meaningful pieces: `~44` is one estimate, `>=0` one minimum.
enum Atom {
  case number(Rational, NumberUnit, Span)
  case estimated(Rational, NumberUnit, Span)
  case atLeast(Rational, NumberUnit, Span)
  case word(String, Span)
  case string(String, Span)
  case ellipsis(Span)
  case declaration(SyntaxNode)
  /// A token that means nothing in a value (already reported, or reported by the reader).
  case stray(Span)

  var span: Span {
    switch self {
    case .number(_, _, let s), .estimated(_, _, let s), .atLeast(_, _, let s), .word(_, let s), .string(_, let s),
      .ellipsis(let s), .stray(let s):
      s
    case .declaration(let node): node.span
    }
  }
}

/// Reads number tokens exactly: `12`, `-6`, `0.5`, `1/3w`, `2/3h`, `30%`.
enum NumberLiteral {
  enum Failure: Error {
    case zeroDenominator, tooLarge, malformed
  }

  static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(Rational, NumberUnit), Failure> {
    var body = bytes[...]
    var unit = NumberUnit.points
    switch body.last {
    case UInt8(ascii: "w"): unit = .width
    case UInt8(ascii: "h"): unit = .height
    case UInt8(ascii: "%"): unit = .percent
    default: break
    }
    if unit != .points { body = body.dropLast() }
    var negative = false
    if body.first == UInt8(ascii: "-") {
      negative = true
      body = body.dropFirst()
    }
    let slash = body.firstIndex(of: UInt8(ascii: "/"))
    let numeratorBytes = body[..<(slash ?? body.endIndex)]
    guard let numerator = Rational(decimal: numeratorBytes) else {
      return .failure(numeratorBytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E } ? .tooLarge : .malformed)
    }
    var value = numerator
    if let slash {
      guard let denominator = Rational(decimal: body[body.index(after: slash)...]) else { return .failure(.malformed) }
      guard denominator != .zero else { return .failure(.zeroDenominator) }
      guard let quotient = numerator.divided(by: denominator) else { return .failure(.tooLarge) }
      value = quotient
    }
    // Bound magnitudes so that exact arithmetic through any nesting stays far from Int64 overflow.
    guard value.numerator.magnitude <= 1_000_000_000, value.denominator <= 1_000_000 else { return .failure(.tooLarge) }
    if unit == .percent { value = value / Rational(100) }
    return .success((negative ? -value : value, unit))
  }
}

extension Checker {
  /// Splits a `value` node into atoms, reporting tokens that cannot be part of any value.
  func atoms(of value: SyntaxNode) -> (atoms: [ArraySlice<Atom>], hadErrors: Bool) {
    // One flat array cut at the commas: no array per comma-separated part.
    let children = value.children
    // Scratch storage kept on the checker: the previous value's reader is gone by now, so the buffers are
    // uniquely referenced again and are refilled without allocating (two arrays per property otherwise).
    var groups = groupScratch
    groupScratch = []
    groups.removeAll(keepingCapacity: true)  // first: the old slices still share the atom buffer
    var flat = atomScratch
    atomScratch = []
    flat.removeAll(keepingCapacity: true)
    defer { atomScratch = flat }
    var cuts: [Int] = []
    var hadErrors = false
    var i = 0
    func number(_ token: TokenSyntax) -> (Rational, NumberUnit)? {
      switch NumberLiteral.read(token.unsafeBytes) {
      case .success(let pair): return pair
      case .failure(.zeroDenominator):
        report(.error(.nonPositiveValue, "fraction has a zero denominator", at: token.span))
      case .failure(.tooLarge):
        report(.error(.numberOutOfRange, "number '\(token.text)' is too large", at: token.span))
      case .failure(.malformed): break  // the lexer reported it
      }
      hadErrors = true
      return nil
    }
    while i < children.count {
      defer { i += 1 }
      guard let token = children[i].token else {
        flat.append(.declaration(children[i].node!))
        continue
      }
      switch token.kind {
      case .comma:
        cuts.append(flat.count)
      case .number:
        if let (v, unit) = number(token) { flat.append(.number(v, unit, token.span)) }
      case .tilde, .greaterEqual:
        if i + 1 < children.count, let next = children[i + 1].token, next.kind == .number {
          i += 1
          guard let (v, unit) = number(next) else { continue }
          let span = token.span.union(next.span)
          flat.append(token.kind == .tilde ? .estimated(v, unit, span) : .atLeast(v, unit, span))
        } else {
          report(.error(.expectedToken, "expected a number after '\(token.text)'", at: token.span))
          hadErrors = true
        }
      case .identifier:
        flat.append(.word(token.text, token.span))
      case _ where token.kind.isKeyword:
        flat.append(.word(token.text, token.span))
      case .string:
        flat.append(.string(unquote(token), token.span))
      case .ellipsis:
        flat.append(.ellipsis(token.span))
      case .unknown:
        hadErrors = true
      default:
        flat.append(.stray(token.span))
      }
    }
    var start = 0
    for cut in cuts {
      groups.append(flat[start..<cut])
      start = cut
    }
    groups.append(flat[start...])
    groupScratch = groups
    return (groups, hadErrors)
  }

  /// The contents of a string literal without quotes and escapes.
  func unquote(_ token: TokenSyntax) -> String {
    let raw = token.unsafeBytes
    // Most kinds have no escapes: read them straight from the tree.
    if raw.count >= 2, raw.last == UInt8(ascii: "\""), !raw.contains(UInt8(ascii: "\\")) {
      return String(decoding: UnsafeBufferPointer(rebasing: raw[1..<(raw.count - 1)]), as: UTF8.self)
    }
    var bytes = Array(token.bytes.dropFirst())
    if bytes.last == UInt8(ascii: "\"") { bytes.removeLast() }
    var out: [UInt8] = []
    var escaped = false
    for byte in bytes {
      if !escaped && byte == UInt8(ascii: "\\") {
        escaped = true
        continue
      }
      escaped = false
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
