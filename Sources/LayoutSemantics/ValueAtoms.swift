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
    /// `1/0w`.
    case zeroDenominator
    /// The value's magnitude is above `LayoutLimits.maximumNumerator` (or a part does not fit in 64 bits).
    case tooLarge
    /// The reduced denominator is above `LayoutLimits.maximumDenominator`: `4/99999999999999999999`, `0.0000001`.
    case tooFine
    /// Not a number at all (the lexer reported it).
    case malformed
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
    guard let numerator = Rational(decimal: numeratorBytes) else { return .failure(overflow(numeratorBytes)) }
    var value = numerator
    if let slash {
      let denominatorBytes = body[body.index(after: slash)...]
      // A denominator too long for 64 bits makes the value too fine, never too large (`4/99999999999999999999`);
      // before this case was told apart from a malformed token, the value was dropped without a word.
      guard let denominator = Rational(decimal: denominatorBytes) else {
        let failure = overflow(denominatorBytes)
        return .failure(failure == .malformed ? .malformed : .tooFine)
      }
      guard denominator != .zero else { return .failure(.zeroDenominator) }
      guard let quotient = numerator.divided(by: denominator) else { return .failure(.tooLarge) }
      value = quotient
    }
    // Bound magnitudes so that exact arithmetic through any nesting stays far from Int64 overflow.
    guard value.denominator <= LayoutLimits.maximumDenominator else { return .failure(.tooFine) }
    guard value.numerator.magnitude <= LayoutLimits.maximumNumerator else { return .failure(.tooLarge) }
    if unit == .percent { value = value / Rational(100) }
    return .success((negative ? -value : value, unit))
  }

  /// Why digits that `Rational(decimal:)` refused did not fit: too many before the point (too large), else too many
  /// after it (too fine). Anything but digits and one point is malformed.
  private static func overflow(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Failure {
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E }),
      bytes.filter({ $0 == 0x2E }).count <= 1
    else { return .malformed }
    let whole = bytes.prefix { $0 != 0x2E }.drop { $0 == 0x30 }
    return whole.count > 10 ? .tooLarge : .tooFine
  }

  /// The message for a number that does not fit, written `text` in the source.
  static func message(_ failure: Failure, _ text: String) -> String {
    switch failure {
    case .tooFine:
      return "number '\(text)' is too fine: a fraction's denominator is at most \(LayoutLimits.maximumDenominator)"
    default:
      return "number '\(text)' is too large: numbers are at most \(LayoutLimits.maximumNumerator)"
    }
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
      case .failure(let failure) where failure == .tooLarge || failure == .tooFine:
        report(.error(.numberOutOfRange, NumberLiteral.message(failure, token.text), at: token.span))
      case .failure: break  // malformed: the lexer reported it
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
