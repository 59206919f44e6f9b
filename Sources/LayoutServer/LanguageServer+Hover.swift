import LayoutCompiler

extension LanguageServer {
  /// The phone every hover shows sizes at, beside the layout's own `viewport:` range ends: an iPhone's portrait
  /// viewport in points.
  static let referencePhone = Size(width: 390, height: 844)
  /// Items per section when evaluating for hover: enough to fill the groups of any example several times over.
  static let hoverItemCount = 24
  /// At most this many variants (parameter combinations) are evaluated for one hover.
  static let hoverVariantLimit = 8

  /// `textDocument/hover`: what the name under the cursor is (and, for an item or a supplementary, the size it
  /// resolves to), what a property is (its row of the property table), or else what the code of a diagnostic there
  /// means (its `layoutc explain` page).
  func hover(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let (document, offset) = try documentAndOffset(params) else { return .null }
    let tree = document.compilation.tree
    let index = NameIndex(tree)
    var text: String?
    var span: SourceSpan?
    if let occurrence = index.occurrence(at: offset) {
      text = describe(index.symbols[occurrence.symbol], index: index, in: document)
      span = occurrence.span
    } else if let token = tree.token(atOffset: offset) ?? tree.token(atOffset: offset - 1), token.kind == .identifier,
      token.text == "style", let property = PropertySyntax(tree.node(atOffset: token.span.start)),
      property.name == token
    {
      // `style` is no property (the checker merges the style in), so it has no row: say what it does, and show the
      // style it names as hovering the name does.
      text = Self.styleWordDoc
      if let name = property.value?.node.tokens.first, let occurrence = index.occurrence(at: name.span.start),
        index.symbols[occurrence.symbol].kind == .sectionStyle
      {
        text? += "\n\n" + describe(index.symbols[occurrence.symbol], index: index, in: document)
      }
      span = token.span
    } else if let token = tree.token(atOffset: offset) ?? tree.token(atOffset: offset - 1), token.kind == .identifier,
      let property = PropertySyntax(tree.node(atOffset: token.span.start)), property.name == token,
      let known = Property(rawValue: token.text)
    {
      text = Self.describe(known)
      span = token.span
    } else if let diagnostic = document.compilation.diagnostics.first(where: {
      $0.span.start <= offset && offset <= $0.span.end
    }) {
      // Elsewhere, a diagnostic's page: what `layoutc explain CODE` prints first.
      text = "**\(diagnostic.code.id)**: \(diagnostic.code.title)\n\n\(diagnostic.code.explanation)"
      span = diagnostic.span
    }
    guard let text, let span else { return .null }
    return .object([
      ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
      ("range", encoding.range(of: span, in: document.source)),
    ])
  }

  /// What hovering the word `style` says before the style it names.
  static let styleWordDoc =
    "**style** (section style)\n\nApplies a `section-style` to this section: the style's entries come first, and "
    + "an entry the section writes outside `when` replaces the style's."

  /// The most lines of a section style's declaration a hover shows.
  static let styleHoverLines = 12

  /// A section style's declaration as written, cut at `styleHoverLines` lines: its entries are what applying it
  /// adds, and a style has no size or frames of its own to show instead.
  private static func declarationText(of symbol: NameIndex.Symbol, in source: SourceFile) -> String {
    let span = symbol.node.span
    let lines = String(decoding: source.bytes[span.start..<span.end], as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let shown = lines.prefix(styleHoverLines).joined(separator: "\n")
    return "```layout\n\(shown)\(lines.count > styleHoverLines ? "\n…" : "")\n```"
  }

  /// A property's row: its doc line, the value it takes, where it belongs.
  static func describe(_ property: Property) -> String {
    let row = property.row
    return "**\(row.name)** (property)\n\n\(row.doc)\n\nValue: \(row.expected).\n\nOn \(row.ownersWording)."
  }

  private func describe(_ symbol: NameIndex.Symbol, index: NameIndex, in document: OpenDocument) -> String {
    var text = "**\(symbol.kind.noun)** `\(symbol.name)`"
    if case .paramValue(let param) = symbol.kind { text += " of parameter `\(index.symbols[param].name)`" }
    if symbol.kind == .param, let param = ParamDeclSyntax(symbol.node) {
      text += ": " + param.values.map { "`\($0.text)`" }.joined(separator: " | ")
      if let value = param.defaultValue { text += ", default `\(value.text)`" }
    }
    if let body = AnyBlockDeclarationSyntax(symbol.node)?.body?.node,
      let size = body.childNodes.lazy.compactMap(PropertySyntax.init).first(where: { $0.name?.text == "size" })?.value
    {
      text += "\n\nsize: `\(size.node.tokens.map(\.text).joined(separator: " "))`"
    }
    if symbol.kind == .sectionStyle { return text + "\n\n" + Self.declarationText(of: symbol, in: document.source) }
    guard symbol.kind == .item || symbol.kind == .supplementary else { return text }
    let lines = resolvedSizes(of: symbol, index: index, in: document)
    if !lines.isEmpty { text += "\n\n" + lines.joined(separator: "\n") }
    if let why = derivation(of: symbol, index: index, in: document) { text += "\n\n" + why }
    return text
  }

  /// Why the declaration's first frame is what it is on the reference phone with the parameters' defaults: the key
  /// steps of its derivation (`layoutc eval --why`), each with the rule it applies.
  private func derivation(of symbol: NameIndex.Symbol, index: NameIndex, in document: OpenDocument) -> String? {
    let compilation = document.compilation
    for layout in Self.layouts(of: symbol, index: index, in: compilation).prefix(3) {
      let input = EvaluationInput(
        viewport: Self.referencePhone,
        itemCounts: Array(repeating: Self.hoverItemCount, count: layout.sections.count))
      guard let derivation = compilation.derivation(ofDeclaration: symbol.node.span, layout: layout.name, input: input)
      else { continue }
      let steps = derivation.keySteps.map { "- \($0.rule): \($0.text)" }
      return "Why, at \(Self.referencePhone) (`layoutc eval --why \(derivation.element.argument)`):\n"
        + steps.joined(separator: "\n")
    }
    return nil
  }

  /// One line per layout, viewport and variant: the sizes the declaration's frames have there, from the evaluator.
  private func resolvedSizes(of symbol: NameIndex.Symbol, index: NameIndex, in document: OpenDocument) -> [String] {
    let compilation = document.compilation
    let layouts = Self.layouts(of: symbol, index: index, in: compilation)
    var lines: [String] = []
    for layout in layouts.prefix(3) {
      var viewports = [Self.referencePhone]
      if let range = layout.viewport {
        for (width, height) in [(range.minWidth, range.minHeight), (range.maxWidth, range.maxHeight)] {
          guard let width, let height else { continue }
          let size = Size(width: width.doubleValue, height: height.doubleValue)
          if !viewports.contains(size) { viewports.append(size) }
        }
      }
      let variants = Self.variants(of: layout)
      for viewport in viewports {
        for variant in variants {
          let input = EvaluationInput(
            viewport: viewport, params: variant,
            itemCounts: Array(repeating: Self.hoverItemCount, count: layout.sections.count))
          let sizes = compilation.frameSizes(ofDeclaration: symbol.node.span, layout: layout.name, input: input)
          guard !sizes.isEmpty else { continue }
          let settings = variant.keys.sorted().map { "\($0) = \(variant[$0]!)" }
          let label = ([viewport.description] + settings).joined(separator: ", ")
          let owner = layouts.count > 1 ? "`\(layout.name)` " : ""
          lines.append("- \(owner)at \(label): " + sizes.map(\.description).joined(separator: ", "))
        }
      }
    }
    return lines
  }

  /// The layouts a declaration can be in: the one around it, or every layout for a file-level declaration.
  private static func layouts(of symbol: NameIndex.Symbol, index: NameIndex, in compilation: Compilation) -> [IRLayout]
  {
    guard let ir = compilation.ir else { return [] }
    return symbol.scope.map { scope in
      ir.layouts.filter { layout in
        index.symbols.contains {
          $0.kind == .layout && $0.name == layout.name && $0.node.span == index.layoutSpans[scope]
        }
      }
    } ?? ir.layouts
  }

  /// Every combination of parameter values, or only the defaults when there are more than `hoverVariantLimit`.
  private static func variants(of layout: IRLayout) -> [[String: String]] {
    var combinations: [[String: String]] = [[:]]
    for param in layout.params {
      combinations = combinations.flatMap { partial in
        param.values.map { value in partial.merging([param.name: value]) { $1 } }
      }
      if combinations.count > hoverVariantLimit { return [[:]] }
    }
    return combinations
  }
}
