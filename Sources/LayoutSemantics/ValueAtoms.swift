import LayoutMath
import LayoutSource
import LayoutSyntax

/// The unit written after a number.
enum NumberUnit: Equatable {
  case points, width, height, percent
}

/// A property value broken into meaningful pieces, read from the value's nodes: `~44` is one estimate, `>=0` one
/// minimum, `1/3w x ~44` one size.
enum Atom {
  case number(Rational, NumberUnit, SourceSpan)
  case estimated(Rational, NumberUnit, SourceSpan)
  case atLeast(Rational, NumberUnit, SourceSpan)
  case word(String, SourceSpan)
  case string(String, SourceSpan)
  case ellipsis(SourceSpan)
  case declaration(SyntaxNode)
  /// A token that means nothing in a value (already reported, or reported by the reader).
  case stray(SourceSpan)
  /// `320...1366` (an extent node): the two numbers and the span of the `...`.
  indirect case range(Atom, SourceSpan, Atom)
  /// `W x H` (a size node): the two operands and the span of the `x`.
  indirect case size(Atom, SourceSpan, Atom)
  /// `top 8` (a side node): the word and the amount.
  indirect case side(Atom, Atom)

  var span: SourceSpan {
    switch self {
    case .number(_, _, let s), .estimated(_, _, let s), .atLeast(_, _, let s), .word(_, let s), .string(_, let s),
      .ellipsis(let s), .stray(let s):
      s
    case .declaration(let node): node.span
    case .range(let first, _, let last), .size(let first, _, let last), .side(let first, let last):
      first.span.union(last.span)
    }
  }

  /// Whether it is one token's worth (or `~44`, `>=0`), not a shape made of several.
  var isPlain: Bool {
    switch self {
    case .range, .size, .side: false
    default: true
    }
  }

  /// The atoms of the tokens the shape was read from, in order: what readers of shapes the grammar has no node for
  /// (and the messages about them) see, exactly as if the value had no nodes.
  func appendSpelledOut(to atoms: inout [Atom]) {
    switch self {
    case .range(let lower, let ellipsis, let upper):
      atoms += [lower, .ellipsis(ellipsis), upper]
    case .size(let width, let cross, let height):
      width.appendSpelledOut(to: &atoms)
      atoms.append(.word("x", cross))
      height.appendSpelledOut(to: &atoms)
    case .side(let word, let amount):
      atoms.append(word)
      amount.appendSpelledOut(to: &atoms)
    default:
      atoms.append(self)
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
  /// Reads a `value` node into atoms, one per element (token or node), cut at the commas; reports numbers that do
  /// not fit and a `~` or `>=` without its number.
  func atoms(of value: SyntaxNode) -> (atoms: [ArraySlice<Atom>], hadErrors: Bool) {
    // One flat array cut at the commas: no array per comma-separated part.
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
    for element in value.children {
      // Most elements are tokens: read them here, and only nodes through the (recursive, so never inlined) reader.
      switch element {
      case .token(let token) where token.kind == .comma:
        cuts.append(flat.count)
      case .token(let token):
        if let atom = atom(token: token, hadErrors: &hadErrors) { flat.append(atom) }
      case .node(let node):
        if let atom = atom(node: node, hadErrors: &hadErrors) { flat.append(atom) }
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

  /// The atom of one element of a value, or nil for an element that is an error (reported here or by the lexer).
  /// Recurses only into the value nodes, which nest at most three deep (a size, its dimension, its number).
  private func atom(_ element: SyntaxElement, hadErrors: inout Bool) -> Atom? {
    switch element {
    case .token(let token): atom(token: token, hadErrors: &hadErrors)
    case .node(let node): atom(node: node, hadErrors: &hadErrors)
    }
  }

  private func atom(node: SyntaxNode, hadErrors: inout Bool) -> Atom? {
    switch node.kind {
    case .dimension:
      let dimension = DimensionSyntax(unchecked: node)
      guard let tilde = dimension.tilde else {
        return dimension.number.flatMap { atom(token: $0, hadErrors: &hadErrors) }
      }
      return estimate(tilde, dimension.number, hadErrors: &hadErrors)
    case .flexibleSpacing:
      let spacing = FlexibleSpacingSyntax(unchecked: node)
      return spacing.greaterEqual.flatMap { estimate($0, spacing.number, hadErrors: &hadErrors) }
    case .extent:
      let extent = ExtentSyntax(unchecked: node)
      guard let lower = extent.lower, let ellipsis = extent.ellipsis, let upper = extent.upper else { return nil }
      let first = atom(token: lower, hadErrors: &hadErrors)
      let last = atom(token: upper, hadErrors: &hadErrors)
      guard let first, let last else { return nil }
      return .range(first, ellipsis.span, last)
    case .sizeValue:
      let size = SizeValueSyntax(unchecked: node)
      guard let width = size.width, let cross = size.cross, let height = size.height else { return nil }
      let first = atom(width, hadErrors: &hadErrors)
      let last = atom(height, hadErrors: &hadErrors)
      guard let first, let last else { return nil }
      return .size(first, cross.span, last)
    case .sideValue:
      let side = SideValueSyntax(unchecked: node)
      guard let word = side.side, let amount = side.amount.flatMap({ atom($0, hadErrors: &hadErrors) }) else {
        return nil
      }
      return .side(.word(word.text, word.span), amount)
    default:
      return .declaration(node)
    }
  }

  /// `~44` or `>=0`: the sign and its number, which must be there.
  private func estimate(_ sign: TokenSyntax, _ number: TokenSyntax?, hadErrors: inout Bool) -> Atom? {
    guard let number else {
      report(.error(.expectedToken, "expected a number after '\(sign.text)'", at: sign.span))
      hadErrors = true
      return nil
    }
    guard let (v, unit) = self.number(number, hadErrors: &hadErrors) else { return nil }
    let span = sign.span.union(number.span)
    return sign.kind == .tilde ? .estimated(v, unit, span) : .atLeast(v, unit, span)
  }

  private func number(_ token: TokenSyntax, hadErrors: inout Bool) -> (Rational, NumberUnit)? {
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

  @inline(__always) private func atom(token: TokenSyntax, hadErrors: inout Bool) -> Atom? {
    switch token.kind {
    case .number:
      return number(token, hadErrors: &hadErrors).map { .number($0.0, $0.1, token.span) }
    case .identifier:
      return .word(token.text, token.span)
    case _ where token.kind.isKeyword:
      return .word(token.text, token.span)
    case .string:
      return .string(token.unquotedText, token.span)
    case .ellipsis:
      return .ellipsis(token.span)
    case .unknown:
      hadErrors = true
      return nil
    default:
      // `~` and `>=` always open a node, so they never get here.
      return .stray(token.span)
    }
  }
}
