/// The kinds of node in the syntax tree. Tokens are leaves; see `TokenKind`.
public enum SyntaxKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
  /// The whole file: declarations, then the end-of-file token.
  case sourceFile
  /// `layout Name { … }`
  case layoutDecl
  /// `item [name] { … }`
  case itemDecl
  /// `horizontal|vertical [name] { … }`
  case groupDecl
  /// `supplementary [name] "kind" { … }`
  case supplementaryDecl
  /// `section [name] { … }`
  case sectionDecl
  /// `header|footer|boundary "kind" { … }`
  case boundaryDecl
  /// `background "kind" { … }`
  case backgroundDecl
  /// `param name: a | b = a`
  case paramDecl
  /// `when condition { … }`
  case whenClause
  /// `{ entries }`
  case block
  /// `name: value`
  case property
  /// The tokens (and inline declarations) after a property's colon.
  case value
  /// A bare name used as a child or root group: `cell`.
  case reference
  /// A child repeated by a count: `pair * 2`, `item { … } * 3`.
  case countedChild
  /// `a and b and …` or `a or b or …`: a whole chain of one operator is one node, its operands the children
  /// (a chain never nests, so a long one adds no depth to the tree).
  case binaryCondition
  /// `not a`
  case notCondition
  /// `( condition )`
  case parenCondition
  /// `mode == monthSummary`, `width >= 700`
  case comparison
  /// In a value: `~44`, an estimated dimension (a plain number, `1/3w`, stays a token).
  case dimension
  /// In a value: `320...1366`.
  case extent
  /// In a value: `1/3w x ~44`, `320...1366 x 480`: two operands (dimensions or extents) around the word `x`.
  case sizeValue
  /// In a value: `>=0`, a flexible minimum.
  case flexibleSpacing
  /// In a value: a side and its amount, `top 8`, `leading >=0`.
  case sideValue
  /// Tokens the parser skipped while recovering from an error.
  case error
  /// `let name = value`: a named number or dimension (last, so the other kinds keep their raw values).
  case constantDecl
  /// `import "Shared.layout"`: another file whose shared declarations this file uses (appended after
  /// `constantDecl`, so the other kinds keep their raw values).
  case importDecl
  /// `section-style name { … }`: section properties and children declared once, applied by `style: name`
  /// (appended last, so the other kinds keep their raw values).
  case sectionStyleDecl

  public var description: String { String(describing: Self.names[Int(rawValue)]) }

  private static let names: [String] = [
    "sourceFile", "layoutDecl", "itemDecl", "groupDecl", "supplementaryDecl", "sectionDecl", "boundaryDecl",
    "backgroundDecl", "paramDecl", "whenClause", "block", "property", "value", "reference", "countedChild",
    "binaryCondition", "notCondition", "parenCondition", "comparison", "dimension", "extent", "sizeValue",
    "flexibleSpacing", "sideValue", "error", "constantDecl", "importDecl", "sectionStyleDecl",
  ]

  /// Whether nodes of this kind are the grammar of a property value (a size, a dimension, …), not a declaration.
  @inlinable public var isValuePart: Bool {
    switch self {
    case .dimension, .extent, .sizeValue, .flexibleSpacing, .sideValue: true
    default: false
    }
  }

  /// Whether nodes of this kind are declarations with a keyword and a block.
  @inlinable public var isDeclaration: Bool {
    switch self {
    case .layoutDecl, .itemDecl, .groupDecl, .supplementaryDecl, .sectionDecl, .boundaryDecl, .backgroundDecl,
      .paramDecl, .sectionStyleDecl:
      true
    default: false
    }
  }
}
