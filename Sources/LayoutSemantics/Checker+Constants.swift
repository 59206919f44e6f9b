import LayoutMath
import LayoutSource
import LayoutSyntax

/// Named constants (Grammar/README.md, "Constants"): `let gutter = 16`, `let cell = 1/3w`, `let row = ~44`.
///
/// A constant is one number or dimension, declared in the file or in a layout (outside `when`), and usable wherever
/// a property value takes a number: the checker puts the constant's value in place of its name, at the name's
/// span, before the value is read, so every property reads constants exactly as literals and a constant of the
/// wrong shape gets the property's own "expected …" message where it is used. A constant's value may name a
/// constant declared before it, so constants never form a cycle and resolving one is a single lookup.
extension Checker {
  /// A constant in scope: its value (an atom: a number, an estimate or a minimum) and where its name is declared.
  struct Constant {
    var value: Atom
    var span: SourceSpan
  }

  /// The constants in scope, in two layers: the file's and the current layout's. A layout's constants go in their
  /// own table, emptied for the next layout, so the file's table is never copied per layout (a file of thousands of
  /// layouts and constants once spent a few per cent of the checker copying it).
  struct ConstantScope {
    private var file: [String: Constant] = [:]
    private var layout: [String: Constant] = [:]
    /// Whether new constants go into the layout's layer (set while a layout is checked).
    var inLayout = false

    var isEmpty: Bool { file.isEmpty && layout.isEmpty }

    /// Every name in scope (for "did you mean").
    var names: [String] { Array(file.keys) + Array(layout.keys) }

    subscript(name: String) -> Constant? {
      get { layout.isEmpty ? file[name] : (layout[name] ?? file[name]) }
      set {
        if inLayout { layout[name] = newValue } else { file[name] = newValue }
      }
    }

    /// Forgets the previous layout's constants, keeping their storage.
    mutating func startLayout() {
      inLayout = true
      if !layout.isEmpty { layout.removeAll(keepingCapacity: true) }
    }
  }

  /// Words that mean something inside values (sides, `x`, flags, behaviours) or conditions: a constant named like
  /// one would change what the value says, so none may be.
  static let wordsOfValues: Set<String> = {
    var words: Set<String> = ["x", "center", "true", "false", "width", "height", "and", "or", "not", "let"]
    words.formUnion(Edge.allCases.map(\.rawValue))
    words.formUnion(ScrollBehavior.allCases.map(\.rawValue))
    words.formUnion(ScrollDirection.allCases.map(\.rawValue))
    return words
  }()

  /// Reads `let name = value` into the current scope (the file's, or the layout's on top of it).
  func readConstant(_ node: SyntaxNode) {
    guard let syntax = ConstantDeclSyntax(node), let nameToken = syntax.name, let valueNode = syntax.value?.node
    else { return }
    let name = nameToken.text
    if Self.wordsOfValues.contains(name) {
      report(
        .error(.reservedWord, "'\(name)' cannot name a constant: values and conditions use it", at: nameToken.span))
      return
    }
    if let previous = constants[name] {
      if let importedFrom, previous.span.start >= importedFrom, nameToken.span.start < importedFrom {
        // Declared in an imported file too: reported there, which the façade turns into a clash at the import.
        report(
          .error(
            .duplicateDeclaration, "invalid redeclaration of constant '\(name)'", at: previous.span,
            notes: [DiagnosticNote("'\(name)' previously declared here", at: nameToken.span)]))
        return
      }
      report(
        .error(
          .duplicateDeclaration, "invalid redeclaration of constant '\(name)'", at: nameToken.span,
          notes: [DiagnosticNote("'\(name)' previously declared here", at: previous.span)]))
      return
    }
    if valueNode.tokenRange.isEmpty { return }  // the parser reported the missing value
    let (groups, hadErrors) = atoms(of: valueNode)
    guard !hadErrors else { return }
    guard groups.count == 1, groups[0].count == 1, var value = groups[0].first else {
      report(
        .error(.invalidValue, "a constant is one number or dimension, such as 16, 1/3w or ~44", at: valueNode.span))
      return
    }
    if case .word(let word, let span) = value {
      guard let earlier = constant(named: word, at: span) else { return }
      value = earlier
    }
    switch value {
    case .number, .estimated, .atLeast:
      constants[name] = Constant(value: value, span: nameToken.span)
      declaredConstants.append(
        DeclaredConstant(
          name: name, nameSpan: nameToken.span, span: node.span, layout: currentLayoutName, isUsed: false))
    default:
      report(
        .error(.invalidValue, "a constant is one number or dimension, such as 16, 1/3w or ~44", at: valueNode.span))
    }
  }

  /// The value of the constant `name` written at `span`, placed there; nil (reported) when no constant has the name.
  private func constant(named name: String, at span: SourceSpan) -> Atom? {
    if let constant = constants[name] {
      usedConstants.insert(constant.span.start)
      return constant.value.placed(at: span)
    }
    reportMisspelling(
      .unknownName, "cannot find constant '\(name)' in scope", name: name, at: span,
      candidates: constants.names.sorted())
    return nil
  }

  /// The value's atoms with every constant's name replaced by its value. Names of supplementaries (the one value
  /// made of names) are left alone; so are the words values use. In a value made of numbers (a size, a dimension,
  /// a spacing, an offset, `z`), any other word is reported as an unknown constant; nil then.
  func substitutingConstants(in groups: [ArraySlice<Atom>], for property: Property) -> [ArraySlice<Atom>]? {
    guard property != .supplementaries else { return groups }
    // Most values are numbers alone: with no word anywhere there is nothing to replace or report, so skip building
    // a copy of every group (that copy was most of this function's cost).
    guard groups.contains(where: { $0.contains(where: \.containsWord) }) else { return groups }
    let numeric: Bool
    switch property.row.valueKind {
    case .size, .dimension, .spacing, .offset, .integer, .insets, .edgeSpacing: numeric = true
    default: numeric = false
    }
    var failed = false
    func substituted(_ atom: Atom) -> Atom {
      switch atom {
      case .word(let word, let span):
        if constants[word] != nil { return constant(named: word, at: span) ?? atom }
        if numeric && !Self.wordsOfValues.contains(word) && !constants.isEmpty {
          failed = true
          _ = constant(named: word, at: span)
        }
        return atom
      case .size(let first, let cross, let last): return .size(substituted(first), cross, substituted(last))
      case .range(let first, let ellipsis, let last): return .range(substituted(first), ellipsis, substituted(last))
      case .side(let word, let amount): return .side(word, substituted(amount))
      default: return atom
      }
    }
    var result: [ArraySlice<Atom>] = []
    result.reserveCapacity(groups.count)
    for group in groups {
      var atoms: [Atom] = []
      atoms.reserveCapacity(group.count)
      for atom in group {
        // The parser reads `gutter 0` as a side and its amount; with a constant first, it is two amounts.
        if case .side(.word(let word, let span), let amount) = atom, constants[word] != nil {
          atoms.append(substituted(.word(word, span)))
          atoms.append(substituted(amount))
        } else {
          atoms.append(substituted(atom))
        }
      }
      result.append(atoms[...])
    }
    return failed ? nil : result
  }
}

extension Atom {
  /// Whether a word appears in it, at any depth.
  var containsWord: Bool {
    switch self {
    case .word: true
    case .range(let first, _, let last), .size(let first, _, let last), .side(let first, let last):
      first.containsWord || last.containsWord
    default: false
    }
  }

  /// The same value, as if written at `span`: where a constant is used, so messages point at the use.
  func placed(at span: SourceSpan) -> Atom {
    switch self {
    case .number(let v, let unit, _): .number(v, unit, span)
    case .estimated(let v, let unit, _): .estimated(v, unit, span)
    case .atLeast(let v, let unit, _): .atLeast(v, unit, span)
    default: self
    }
  }
}
