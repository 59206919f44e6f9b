import LayoutIR

/// Every identifier the Swift of one layout uses, chosen once from the IR so that all emitters agree.
struct LayoutNaming {
  /// One parameter: its field in the builder, its enum type and a case per value.
  struct Parameter {
    var field: String
    var type: String
    var cases: [String: String]
  }

  /// The generated type: `PhotosLayout`.
  var type: String
  /// Parameters by their `.layout` name.
  var parameters: [String: Parameter] = [:]
  /// Element kind constants in first-use order: (constant, kind).
  var kinds: [(constant: String, kind: String)] = []
  /// The builder methods of items, groups, supplementaries and sections, parallel to the IR tables.
  var items: [String] = []
  var groups: [String] = []
  var supplementaries: [String] = []
  var sections: [String] = []
  /// The builder methods of each section's boundary items and backgrounds, parallel to its IR lists. Equal values
  /// share one method (sections made from one section style repeat their headers, footers and backgrounds), which
  /// the first entry to use it declares.
  var boundaries: [[String]] = []
  var backgrounds: [[String]] = []
  /// Whether the entry at the same place in `boundaries` / `backgrounds` is the one that declares its method.
  var declaresBoundary: [[Bool]] = []
  var declaresBackground: [[Bool]] = []

  /// The locals of the builder's methods: a condition reads a parameter of one of these names through `self.`.
  static let locals: Set<String> = [
    "size", "item", "group", "section", "root", "anchor", "itemAnchor", "offset", "alignment", "subitems", "subitem",
    "boundaries", "decorations", "supplementaries", "share", "effect",
  ]

  /// Whether conditions are written inside the builder, where its methods' locals can hide a parameter; `make`
  /// reads its own parameters and sets this to false.
  var insideBuilder = true

  /// The builder fields that hold the container size, named as conditions name them.
  static let width = "width"
  static let height = "height"

  init(_ layout: IRLayout) {
    type = SwiftNames.typeName(ofLayout: layout.name)
    // The builder holds the parameters, the container size and the methods: one scope. `make`'s section provider
    // names its closure's parameters and locals, which a parameter of the same name would be hidden by.
    var builderScope = IdentifierScope(
      reserved: [Self.width, Self.height, "section", "index", "environment", "container", "configuration", "builder"])
    // Nested types and the static members of the generated type share the type's scope.
    var typeScope = IdentifierScope(reserved: ["make", "Builder", "Share", "ScrollEffect", "SectionMetrics"])
    for param in layout.params {
      let field = builderScope.claim(SwiftNames.lowerCamel(param.name) ?? "parameter")
      let type = typeScope.claim(SwiftNames.upperCamel(param.name) ?? "Parameter")
      var caseScope = IdentifierScope(reserved: ["allCases", "init", "rawValue"])
      var cases: [String: String] = [:]
      for value in param.values { cases[value] = caseScope.claim(SwiftNames.lowerCamel(value) ?? "value") }
      parameters[param.name] = Parameter(field: field, type: type, cases: cases)
    }
    var kindConstants: [String: String] = [:]
    func kind(_ name: String) {
      guard kindConstants[name] == nil else { return }
      let constant = typeScope.claim(SwiftNames.lowerCamel(name) ?? "kind")
      kindConstants[name] = constant
      kinds.append((constant, name))
    }
    for section in layout.sections {
      for entry in section.boundaries.entries { kind(entry.value.kind) }
      for entry in section.backgrounds.entries { kind(entry.value.kind) }
    }
    for supplementary in layout.supplementaries { kind(supplementary.kind) }
    // `suffix` and its capitalised form, both literals: `uppercased()` per method was a third of naming's time.
    func method(_ name: String?, _ suffix: String, _ capitalised: String, _ index: Int) -> String {
      guard let name, let base = SwiftNames.lowerCamel(name) else { return builderScope.claim("\(suffix)\(index)") }
      return builderScope.claim(base + capitalised)
    }
    sections = layout.sections.indices.map { builderScope.claim("section\($0)") }
    items = layout.items.enumerated().map { method($0.element.name, "item", "Item", $0.offset) }
    groups = layout.groups.enumerated().map { method($0.element.name, "group", "Group", $0.offset) }
    supplementaries = layout.supplementaries.enumerated().map {
      method($0.element.kind, "supplementary", "Supplementary", $0.offset)
    }
    (boundaries, declaresBoundary) = Self.sharedMethods(layout.sections.map { $0.boundaries.entries.map(\.value) }) {
      method($0.kind, "boundary", "Boundary", $1)
    }
    (backgrounds, declaresBackground) = Self.sharedMethods(layout.sections.map { $0.backgrounds.entries.map(\.value) })
    {
      method($0.kind, "decoration", "Decoration", $1)
    }
  }

  /// The methods of each list's values, named by `name` (a value and its place in its list), equal values sharing the
  /// first one's method; and whether each entry is the one that declares its method.
  private static func sharedMethods<Value: Hashable>(
    _ lists: [[Value]], name: (Value, Int) -> String
  ) -> ([[String]], [[Bool]]) {
    var known: [Value: String] = [:]
    var names: [[String]] = []
    var declares: [[Bool]] = []
    for list in lists {
      names.append([])
      declares.append([])
      for (offset, value) in list.enumerated() {
        let shared = known[value]
        let method = shared ?? name(value, offset)
        known[value] = method
        names[names.count - 1].append(method)
        declares[declares.count - 1].append(shared == nil)
      }
    }
    return (names, declares)
  }

  /// The constant that names `kind`.
  func constant(ofKind kind: String) -> String {
    kinds.first { $0.kind == kind }.map { "\(type).\($0.constant)" } ?? SwiftLiterals.string(kind)
  }

  /// A guard as a Swift condition over the builder's fields: `mode == .monthSummary && width >= 700`.
  func condition(_ condition: IRCondition) -> String {
    switch condition {
    case .paramEquals(let param, let value): return "\(field(param)) == .\(caseName(param, value))"
    case .paramNotEquals(let param, let value): return "\(field(param)) != .\(caseName(param, value))"
    case .viewport(let dimension, let op, let value):
      let field = dimension == .width ? Self.width : Self.height
      return "\(field) \(op.rawValue) \(SwiftLiterals.number(value))"
    case .and(let parts): return distinct(parts.map(operand)).joined(separator: " && ")
    case .or(let parts): return distinct(parts.map(operand)).joined(separator: " || ")
    case .not(let inner):
      return "!(\(self.condition(inner)))"
    }
  }

  /// An operand of `&&` or `||`: parenthesised unless it is a comparison or a negation, so that the Swift reads as
  /// the source groups it whatever Swift's precedence.
  private func operand(_ condition: IRCondition) -> String {
    switch condition {
    case .and, .or: "(\(self.condition(condition)))"
    default: self.condition(condition)
    }
  }

  /// Operands without repeats (lowering may join a guard with itself), in their order.
  private func distinct(_ operands: [String]) -> [String] {
    var seen = Set<String>()
    return operands.filter { seen.insert($0).inserted }
  }

  private func field(_ param: String) -> String {
    let field = parameters[param]?.field ?? param
    return insideBuilder && Self.locals.contains(field) ? "self.\(field)" : SwiftNames.escaped(field)
  }

  private func caseName(_ param: String, _ value: String) -> String {
    SwiftNames.escaped(parameters[param]?.cases[value] ?? value)
  }
}
