import LayoutMath
import LayoutSource
import LayoutSyntax

/// Turns the atoms of one property value into its typed value, collecting shape errors (once per value) as data.
///
/// The reader is pure: it reads the atoms, the source text and nothing else, and hands back the value or, in
/// `diagnostics`, why there is none; the checker reports them. Names are the checker's business: a `supplementaries:`
/// list comes back as references that the checker resolves in its scope (`Checker.readProperty`).
///
/// The shapes the grammar gives nodes (`W x H`, `min...max`, `top 8`) are read from their atoms directly. Any other
/// run of atoms is read from `groups`, where those shapes are spelled out token by token again, so that a value
/// the grammar does not derive gets the same specific message whichever nodes the parser made of it.
struct ValueReader {
  let source: SourceFile
  let property: Property
  let owner: DeclarationKind?
  let span: SourceSpan
  /// The comma-separated parts, one atom per element of the value.
  let shaped: [ArraySlice<Atom>]
  /// Whether any part holds a shape (most values do not, and then `groups` is `shaped`).
  private let hasShapes: Bool
  /// What the reading found wrong so far (at most one error per value: each reader stops at its first).
  var diagnostics: [Diagnostic] = []
  /// For a malformed `supplementaries:` list, the entries before the malformed one (see `supplementaries()`).
  private(set) var referencesBeforeError: [SupplementaryReference] = []

  init(source: SourceFile, property: Property, owner: DeclarationKind?, span: SourceSpan, groups: [ArraySlice<Atom>]) {
    self.source = source
    self.property = property
    self.owner = owner
    self.span = span
    self.shaped = groups
    self.hasShapes = groups.contains { $0.contains { !$0.isPlain } }
  }

  /// The parts with every shape spelled out, made only for the values that need it (a size read as a size never
  /// does).
  var groups: [ArraySlice<Atom>] {
    guard hasShapes else { return shaped }
    return shaped.map(Self.spelledOut)
  }

  /// One part with its shapes spelled out.
  static func spelledOut(_ group: ArraySlice<Atom>) -> ArraySlice<Atom> {
    guard group.contains(where: { !$0.isPlain }) else { return group }
    var atoms: [Atom] = []
    for atom in group { atom.appendSpelledOut(to: &atoms) }
    return atoms[...]
  }

  /// Reads any value but a `supplementaries:` list (`supplementaries()` reads those): its typed form, or nil and
  /// the `diagnostics` that say why there is none.
  mutating func read() -> PropertyValue? {
    switch property {
    case .size:
      if case .size(let width, _, let height)? = onlyShape, width.isPlain, height.isPlain {
        guard let width = dimension(width), let height = dimension(height) else { return nil }
        return .size(LayoutSize(width: width, height: height))
      }
      return single().flatMap { size($0) }.map(PropertyValue.size)
    case .insets: return insets().map(PropertyValue.insets)
    case .edges: return edges().map(PropertyValue.edges)
    case .spacing: return single().flatMap { spacing($0) }.map(PropertyValue.spacing)
    case .supplementaries: preconditionFailure("a supplementaries list is read as references (supplementaries())")
    case .anchor, .itemAnchor, .alignment: return single().flatMap { edgeSet($0) }.map(PropertyValue.edgeSet)
    case .offset, .itemOffset: return single().flatMap { offset($0) }.map(PropertyValue.offset)
    case .z: return single().flatMap { integer($0) }.map(PropertyValue.integer)
    case .pinned, .extends, .followsInsets, .paging: return single().flatMap { boolean($0) }.map(PropertyValue.boolean)
    case .scroll:
      return single().flatMap { word($0, ScrollBehavior.allCases.map(\.rawValue)) }
        .flatMap(ScrollBehavior.init(rawValue:)).map(PropertyValue.scroll)
    case .direction:
      return single().flatMap { word($0, ScrollDirection.allCases.map(\.rawValue)) }
        .flatMap(ScrollDirection.init(rawValue:)).map(PropertyValue.direction)
    case .viewport:
      if case .size(let width, _, let height)? = onlyShape, let widths = extent(width), let heights = extent(height) {
        guard let widths = widths, let heights = heights else { return fail() }
        return .viewport(
          ViewportRange(minWidth: widths.0, maxWidth: widths.1, minHeight: heights.0, maxHeight: heights.1))
      }
      return single().flatMap { viewport($0) }.map(PropertyValue.viewport)
    case .flow:
      if case .size(let width, _, let height)? = onlyShape, width.isPlain, height.isPlain {
        return flowSize(width, height).map(PropertyValue.size)
      }
      return single().flatMap { flowSize($0) }.map(PropertyValue.size)
    case .itemSpacing, .lineSpacing: return single().flatMap { flowSpacing($0) }.map(PropertyValue.spacing)
    case .width, .height:
      guard let atoms = single() else { return nil }
      guard atoms.count == 1, let atom = atoms.first else { return fail() }
      return dimension(atom).map(PropertyValue.dimension)
    case .appear, .disappear, .itemAppear, .itemDisappear: return effect().map(PropertyValue.effect)
    case .effect: return scrollEffect().map(PropertyValue.scrollEffect)
    case .follows:
      // The name is resolved against the file's layouts after all are checked (`Checker.validateLinks`).
      guard let atoms = single(), atoms.count == 1, case .word(let name, _) = atoms.first! else { return fail() }
      return .layoutName(name)
    }
  }

  /// Records an error and returns nil, so that a reader can `return fail(...)`.
  mutating func fail<T>(_ detail: String? = nil, at location: SourceSpan? = nil) -> T? {
    diagnostics.append(Self.invalidValue(property, detail, at: location ?? span))
    return nil
  }

  /// "expected <the property's shape>; <detail>" at `span`: the message of any malformed value.
  static func invalidValue(_ property: Property, _ detail: String?, at span: SourceSpan) -> Diagnostic {
    .error(.invalidValue, "expected \(property.expectedShape)" + (detail.map { "; \($0)" } ?? ""), at: span)
  }

  /// The value's one atom when the value is one part made of one shape (`1w x 1h`), else nil.
  var onlyShape: Atom? {
    guard shaped.count == 1, shaped[0].count == 1, let atom = shaped[0].first, !atom.isPlain else { return nil }
    return atom
  }

  /// A viewport operand: `.some(nil)` for a number or range that is not a valid extent, nil for any other atom.
  func extent(_ atom: Atom) -> (Rational, Rational)?? {
    switch atom {
    case .number(let v, .points, _) where v.signum > 0: return .some((v, v))
    case .range(.number(let low, .points, _), _, .number(let high, .points, _)):
      return .some(low.signum > 0 && high.signum > 0 && low <= high ? (low, high) : nil)
    case .number, .range: return .some(nil)
    default: return nil
    }
  }

  /// The value as one comma-free run of atoms.
  mutating func single() -> ArraySlice<Atom>? {
    guard groups.count == 1, !groups[0].isEmpty else { return fail("found \(groups.count) comma-separated parts") }
    return groups[0]
  }

  mutating func size(_ atoms: ArraySlice<Atom>) -> LayoutSize? {
    let first = atoms.startIndex
    guard atoms.count == 3, case .word("x", _) = atoms[first + 1] else { return fail() }
    guard let width = dimension(atoms[first]), let height = dimension(atoms[first + 2]) else { return nil }
    return LayoutSize(width: width, height: height)
  }

  mutating func dimension(_ atom: Atom) -> Dimension? {
    let value: Rational
    let result: Dimension
    switch atom {
    case .number(let v, .points, _): (value, result) = (v, .absolute(v))
    case .number(let v, .width, _): (value, result) = (v, .fractionalWidth(v))
    case .number(let v, .height, _): (value, result) = (v, .fractionalHeight(v))
    case .estimated(let v, .points, _): (value, result) = (v, .estimated(v))
    case .number(_, .percent, _):
      return fail("a percentage is only for supplementary offsets; write a fraction such as 0.3w", at: atom.span)
    default: return fail(at: atom.span)
    }
    guard value.signum > 0 else {
      let what = result.isEstimated ? "an estimate" : (value == .zero ? "a dimension" : "a dimension")
      diagnostics.append(.error(.nonPositiveValue, "\(what) must be positive, found \(result)", at: atom.span))
      return nil
    }
    return result
  }

  mutating func points(_ atom: Atom) -> Rational? {
    guard case .number(let v, .points, _) = atom else {
      return fail("found '\(source.text(atom.span))'", at: atom.span)
    }
    return v
  }

  mutating func insets() -> Insets? {
    // A part holding a shape is never all numbers (a shape spells out with a word or a `...`).
    if !hasShapes, shaped.count == 1, shaped[0].allSatisfy({ if case .number = $0 { true } else { false } }) {
      let values = shaped[0].compactMap { points($0) }
      guard values.count == shaped[0].count else { return nil }
      switch values.count {
      case 1: return Insets(top: values[0], leading: values[0], bottom: values[0], trailing: values[0])
      case 2: return Insets(top: values[0], leading: values[1], bottom: values[0], trailing: values[1])
      case 4: return Insets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
      default: return fail("found \(values.count) numbers")
      }
    }
    guard let sides = namedSides() else { return nil }
    var insets = Insets.zero
    for (edge, value) in sides {
      guard let v = points(value) else { return nil }
      switch edge {
      case .top: insets.top = v
      case .leading: insets.leading = v
      case .bottom: insets.bottom = v
      case .trailing: insets.trailing = v
      }
    }
    return insets
  }

  /// `top 8, leading 16`: pairs of a side and a value, each side once.
  mutating func namedSides() -> [(Edge, Atom)]? {
    var result: [(Edge, Atom)] = []
    for shapedGroup in shaped {
      // A side node (`top 8`) is the pair; any other part is read as the tokens it is made of.
      let pair: (Atom, Atom)?
      let group: ArraySlice<Atom>
      if shapedGroup.count == 1, case .side(let word, let amount)? = shapedGroup.first, amount.isPlain {
        pair = (word, amount)
        group = shapedGroup
      } else {
        group = Self.spelledOut(shapedGroup)
        pair = group.count == 2 ? (group[group.startIndex], group[group.startIndex + 1]) : nil
      }
      guard let (word, amount) = pair, case .word(let name, let nameSpan) = word, let edge = Edge(rawValue: name) else {
        return fail(at: group.first.map { $0.span.union(group.last!.span) } ?? span)
      }
      if result.contains(where: { $0.0 == edge }) { return fail("'\(name)' is given twice", at: nameSpan) }
      result.append((edge, amount))
    }
    return result
  }

  mutating func edges() -> EdgeSpacing? {
    guard let sides = namedSides() else { return nil }
    var edges = EdgeSpacing()
    for (edge, atom) in sides {
      let spacing: Spacing
      switch atom {
      case .number(let v, .points, _): spacing = Spacing(value: v, isFlexible: false)
      case .atLeast(let v, .points, _): spacing = Spacing(value: v, isFlexible: true)
      default: return fail(at: atom.span)
      }
      switch edge {
      case .top: edges.top = spacing
      case .leading: edges.leading = spacing
      case .bottom: edges.bottom = spacing
      case .trailing: edges.trailing = spacing
      }
    }
    return edges
  }

  mutating func spacing(_ atoms: ArraySlice<Atom>) -> Spacing? {
    guard atoms.count == 1, let atom = atoms.first else { return fail() }
    switch atom {
    case .number(let v, .points, _): return Spacing(value: v, isFlexible: false)
    case .atLeast(let v, .points, let s):
      guard owner?.isGroup == true else { return fail("flexible spacing ('>=') is only for groups", at: s) }
      return Spacing(value: v, isFlexible: true)
    default: return fail(at: atom.span)
    }
  }

  /// The entries of a `supplementaries:` list, in order. On a malformed entry, the entries before it and the error:
  /// the checker resolves those first and reports the error only if they all resolve (the order in which a reader
  /// that resolved as it went would have met them).
  mutating func supplementaries() -> [SupplementaryReference]? {
    var result: [SupplementaryReference] = []
    for group in groups {
      guard group.count == 1, let atom = group.first else {
        referencesBeforeError = result
        return fail(at: group.first?.span)
      }
      switch atom {
      case .declaration(let node):
        guard node.kind == .supplementaryDecl else {
          referencesBeforeError = result
          return fail("only supplementaries can be declared here", at: node.span)
        }
        result.append(.inline(node))
      case .word(_, let wordSpan): result.append(.named(at: wordSpan.start))
      default:
        referencesBeforeError = result
        return fail(at: atom.span)
      }
    }
    return result
  }

  mutating func edgeSet(_ atoms: ArraySlice<Atom>) -> Set<Edge>? {
    var edges = Set<Edge>()
    for atom in atoms {
      guard case .word(let name, let s) = atom else { return fail(at: atom.span) }
      if name == "center", atoms.count == 1 {
        if property == .alignment { return fail("a boundary item aligns to at least one edge", at: s) }
        return []
      }
      guard let edge = Edge(rawValue: name), !edges.contains(edge) else { return fail(at: s) }
      edges.insert(edge)
    }
    if edges.contains(.top) && edges.contains(.bottom) || edges.contains(.leading) && edges.contains(.trailing) {
      return fail("opposite edges cannot be combined")
    }
    return edges
  }

  mutating func offset(_ atoms: ArraySlice<Atom>) -> Offset? {
    let atoms = Array(atoms)
    let isBoundary = owner?.isBoundary ?? false
    if isBoundary, atoms.contains(where: { if case .number(_, .percent, _) = $0 { true } else { false } }) {
      return fail("headers and footers are offset in points")
    }
    guard atoms.count == 2, case .number(let x, let ux, _) = atoms[0], case .number(let y, let uy, _) = atoms[1],
      ux == uy, ux == .points || ux == .percent
    else { return fail() }
    return Offset(x: x, y: y, isFractional: ux == .percent)
  }

  mutating func integer(_ atoms: ArraySlice<Atom>) -> Int? {
    guard atoms.count == 1, case .number(let v, .points, let atomSpan) = atoms.first!, v.isInteger else {
      return fail()
    }
    guard v.numerator.magnitude < 1_000_000 else {
      diagnostics.append(
        .error(
          .numberOutOfRange, "'\(property.rawValue)' of \(v) is out of range; it is between -999999 and 999999",
          at: atomSpan))
      return nil
    }
    return Int(v.numerator)
  }

  mutating func boolean(_ atoms: ArraySlice<Atom>) -> Bool? {
    guard atoms.count == 1, case .word(let name, _) = atoms.first!, name == "true" || name == "false" else {
      return fail()
    }
    return name == "true"
  }

  mutating func word(_ atoms: ArraySlice<Atom>, _ allowed: [String]) -> String? {
    guard atoms.count == 1, case .word(let name, let s) = atoms.first! else { return fail() }
    guard allowed.contains(name) else {
      let suggestion = Spelling.closest(to: name, in: allowed)
      return fail(suggestion.map { "did you mean '\($0)'?" }, at: s)
    }
    return name
  }

  mutating func viewport(_ atoms: ArraySlice<Atom>) -> ViewportRange? {
    let atoms = Array(atoms)
    guard let x = atoms.firstIndex(where: { if case .word("x", _) = $0 { true } else { false } }) else { return fail() }
    guard let widths = range(Array(atoms[..<x])), let heights = range(Array(atoms[(x + 1)...])) else { return fail() }
    return ViewportRange(minWidth: widths.0, maxWidth: widths.1, minHeight: heights.0, maxHeight: heights.1)
  }

  private func range(_ atoms: [Atom]) -> (Rational, Rational)? {
    var values: [Rational] = []
    for (i, atom) in atoms.enumerated() {
      if i == 1, case .ellipsis = atom { continue }
      guard case .number(let v, .points, _) = atom, v.signum > 0 else { return nil }
      values.append(v)
    }
    if values.count == 1, atoms.count == 1 { return (values[0], values[0]) }
    guard values.count == 2, atoms.count == 3, values[0] <= values[1] else { return nil }
    return (values[0], values[1])
  }
}

/// One entry of a `supplementaries:` list as written, before the checker resolves it to a declaration.
enum SupplementaryReference {
  /// `supplementary "badge" { … }` declared in the list.
  case inline(SyntaxNode)
  /// A name, by the byte offset of its token.
  case named(at: Int)
}
