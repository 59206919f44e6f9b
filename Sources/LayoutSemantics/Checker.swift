import LayoutMath
import LayoutSource
import LayoutSyntax

/// Resolves names, types properties and checks the rules of `language.md` §5 over a syntax tree.
///
/// It runs on trees with syntax errors too (skipping error nodes), so a file shows its syntax and semantic
/// problems in one run. Walks are iterative or bounded by the parser's depth limit; graph checks (cycles, depth
/// of group nesting) are iterative, so no input overflows the stack.
public final class Checker {
  /// How deeply groups may nest through references before the checker reports it (UIKit layouts nest a few levels).
  public static let maximumGroupDepth = 32
  /// How deeply one `when` condition may nest `and`, `or` and `not` (a chain of one operator is one level, however
  /// long). Lowering adds at most two levels, so every compiled condition stays within what `IRDocument.load`
  /// accepts (64).
  public static let maximumConditionDepth = 32

  let tree: SyntaxTree
  private(set) var diagnostics = DiagnosticLog()

  /// The declaration table of the scope being built, and the syntax node of each entry.
  var declarations: [Declaration] = []
  var declarationNodes: [SyntaxNode] = []
  /// Declaration index by syntax node id (-1: none). Layouts never look up each other's nodes, so the table is
  /// shared by all of them without resetting; file-level declarations keep the same index in every layout.
  var declarationIndex: [Int32]
  /// Names visible in the current scope: the layout's own, then the file's.
  var localNames: [String: Int] = [:]
  var fileNames: [String: Int] = [:]
  var params: [Param] = []
  var fileParamCount = 0
  /// Reused duplicate-property scope (see `buildDeclaration`).
  var propertyScratch = PropertyScope()
  /// Reused storage for the atoms of one property value (see `atoms(of:)`).
  var atomScratch: [Atom] = []
  var groupScratch: [ArraySlice<Atom>] = []
  /// Conditions of `when` clauses by node id, read once (layouts walk their blocks twice). A dictionary, not a table
  /// over every node: `when` clauses are few, and a table of references as long as the tree cost page faults to fill
  /// and a walk over every slot to release.
  var conditionCache: [Int: Condition?] = [:]
  /// The node count of each guarded entry's condition (its own `when` and the enclosing ones), by the entry's first
  /// byte: what lowering copies into the IR for that entry (see `Checker+Budget.swift`).
  var guardTerms: [Int: Int] = [:]
  /// The node count of each `when` clause's own condition, by node id (see `conditionTerms(of:)`).
  var conditionTermCache: [Int: Int] = [:]
  /// The named constants in scope: the file's, then the current layout's (see `Checker+Constants.swift`).
  var constants = ConstantScope()
  /// The condition nodes that folding `width:` and `height:` into sizes copies beyond each assignment's own, by the
  /// declaration's first byte (see `Checker+SizeSides.swift`).
  var foldedSizeTerms: [Int: Int] = [:]
  /// The compiled size of the file so far (see `Checker+Budget.swift`).
  var compiledSize = 0
  /// The "did you mean" work left for this file (see `reportMisspelling`).
  var spelling = SpellingBudget()
  /// Where the tree's diagnostics and the kept semantic ones start, sorted (see `hasDiagnostic(in:)`).
  lazy var treeDiagnosticStarts: [Int] = tree.diagnostics.map(\.span.start).sorted()
  var diagnosticStarts: [Int] = []
  /// Each parameter's index in `params` by name; an entry is only trusted when `params` still has that parameter
  /// at that index (layouts truncate `params` back to the file's own).
  var paramIndex: [String: Int] = [:]
  /// Each section's or section style's `style: NAME`, by the declaration's syntax node id, and the node ids whose
  /// style is merged in already (see `Checker+SectionStyles.swift`).
  var styleUses: [Int: TokenSyntax] = [:]
  var mergedStyles: Set<Int> = []
  /// The constants declared so far, and the name-span starts of those something names (see `Checker+Constants.swift`).
  var declaredConstants: [DeclaredConstant] = []
  var usedConstants: Set<Int> = []
  /// The layout being checked (nil at file level): the scope of the constants it declares.
  var currentLayoutName: String?

  /// Where the imported declarations appended to the file start (nil: none). Imported constants are read before the
  /// file's own, so the file's constants may name them (Grammar/README.md, "Imports").
  let importedFrom: Int?

  init(tree: SyntaxTree, importedFrom: Int? = nil) {
    self.tree = tree
    self.importedFrom = importedFrom
    declarationIndex = Array(repeating: -1, count: tree.nodeCount)
  }

  /// The declaration made by a syntax node, if any.
  func indexOfNode(_ node: SyntaxNode) -> Int? {
    let index = declarationIndex[node.id]
    return index < 0 ? nil : Int(index)
  }

  /// Checks a parsed file: the checked program and the semantic diagnostics (not the tree's own).
  public static func check(_ tree: SyntaxTree, importedFrom: Int? = nil) -> (
    program: Program, diagnostics: [Diagnostic], dropped: DiagnosticCounts, compiledSize: Int
  ) {
    let checker = Checker(tree: tree, importedFrom: importedFrom)
    let program = checker.run()
    return (program, checker.diagnostics.kept, checker.diagnostics.dropped, checker.compiledSize)
  }

  func report(_ diagnostic: Diagnostic) {
    let kept = diagnostics.count
    diagnostics.append(diagnostic)
    guard diagnostics.count > kept else { return }
    let start = diagnostic.span.start
    diagnosticStarts.insert(start, at: Checker.firstIndex(notBelow: start, in: diagnosticStarts))
  }

  /// The parameter named `name` in the current scope, in constant time.
  func param(named name: String) -> Param? {
    guard let index = paramIndex[name], index < params.count, params[index].name == name else { return nil }
    return params[index]
  }

  private func run() -> Program {
    let root = tree.root
    var layoutNodes: [SyntaxNode] = []
    // File scope: shared declarations and params; everything else is misplaced at file level.
    var fileEntries: [SyntaxNode] = []
    let entries = SourceFileSyntax(root)?.entries ?? []
    // Imported constants first: they are declared in files this one reads before it, so its own may name them.
    if let importedFrom {
      for child in entries where child.kind == .constantDecl && child.span.start >= importedFrom { readConstant(child) }
    }
    for child in entries {
      switch child.kind {
      case .layoutDecl: layoutNodes.append(child)
      case .paramDecl: if let param = readParam(child) { addParam(param) }
      case .constantDecl: if importedFrom.map({ child.span.start < $0 }) ?? true { readConstant(child) }
      // The compiler façade resolves imports before checking (see `ImportGraph` in LayoutCompiler).
      case .importDecl: break
      case .itemDecl, .groupDecl, .supplementaryDecl, .sectionStyleDecl:
        requireName(child)
        fileEntries.append(child)
      case .countedChild:
        report(.error(.misplacedEntry, "a count belongs on a child inside a group", at: child.span))
      case .error: break
      default: reportMisplaced(child, in: "the file", hint: "write it inside a layout")
      }
    }
    fileParamCount = params.count
    collect(fileEntries, names: &fileNames)
    buildCollectedDeclarations(from: 0)
    applySectionStyles(from: 0)
    // E0412 is decided before any per-entry validation, so that work is bounded too. Every layout holds the
    // file-level declarations again: their size is spent once more per layout, before its table is built.
    let fileSize = compiledSize(ofLayoutFrom: 0, sections: [], properties: [])
    var withinBudget = spendCompiledSize(
      fileSize.total, at: fileSize.costliest?.declaration.headSpan ?? .point(0), what: "the file-level declarations",
      costliest: fileSize.costliest, sharedCount: 0)
    if withinBudget { validateDeclarations(from: 0) }
    let fileDeclarations = declarations
    let fileNodes = declarationNodes

    var layouts: [LayoutModel] = []
    var layoutNames: [String: SourceSpan] = [:]
    layoutNames.reserveCapacity(layoutNodes.count)
    layouts.reserveCapacity(layoutNodes.count)
    for node in layoutNodes where withinBudget {
      withinBudget = spendCompiledSize(
        fileSize.total, at: node.token(.identifier)?.span ?? node.span,
        what: "layout '\(node.token(.identifier)?.text ?? "")'", costliest: fileSize.costliest,
        sharedCount: fileDeclarations.count)
      guard withinBudget else { break }
      // The model keeps each layout's table, so `declarations` starts afresh; the scratch tables keep their
      // capacity from layout to layout (thousands of small layouts in one file stay cheap).
      declarations = fileDeclarations
      declarations.reserveCapacity(fileDeclarations.count + 16)
      declarationNodes.removeSubrange(fileNodes.count...)
      localNames.removeAll(keepingCapacity: true)
      constants.startLayout()
      // The previous layout's model shares this array: truncating it in place would copy it anyway.
      if params.count != fileParamCount { params = Array(params[..<fileParamCount]) }
      guard let layout = checkLayout(node) else {
        withinBudget = compiledSize <= LayoutLimits.compiledSize(sourceBytes: tree.source.bytes.count)
        continue
      }
      if let previous = layoutNames[layout.name] {
        report(
          .error(
            .duplicateDeclaration, "invalid redeclaration of layout '\(layout.name)'", at: layout.nameSpan,
            notes: [DiagnosticNote("'\(layout.name)' previously declared here", at: previous)]))
      } else {
        layoutNames[layout.name] = layout.nameSpan
      }
      layouts.append(layout)
    }
    validateLinks(layouts)
    for index in declaredConstants.indices {
      declaredConstants[index].isUsed = usedConstants.contains(declaredConstants[index].nameSpan.start)
    }
    return Program(layouts: layouts, constants: declaredConstants)
  }

  private func checkLayout(_ node: SyntaxNode) -> LayoutModel? {
    guard let layout = LayoutDeclSyntax(node), let nameToken = layout.name else { return nil }
    let block = layout.body?.node
    currentLayoutName = nameToken.text
    defer { currentLayoutName = nil }
    let firstLocal = declarations.count
    var localEntries: [SyntaxNode] = []
    localEntries.reserveCapacity(block?.children.count ?? 0)
    var sections: [Guarded<Int>] = []
    var properties: [Assignment] = []
    // Params and declarations are visible throughout the layout whatever their order, so collect them first.
    forEachEntry(of: block, condition: nil) { entry, condition in
      switch entry.kind {
      case .paramDecl:
        if condition != nil {
          report(.error(.misplacedEntry, "a parameter cannot be declared inside 'when'", at: entry.span))
        } else if let param = readParam(entry) {
          addParam(param)
        }
      case .constantDecl:
        if condition != nil {
          report(.error(.misplacedEntry, "a constant cannot be declared inside 'when'", at: entry.span))
        } else {
          readConstant(entry)
        }
      case .itemDecl, .groupDecl, .supplementaryDecl, .sectionDecl, .sectionStyleDecl:
        if condition != nil && entry.kind == .sectionDecl {
          // Sections are numbered (item counts are given per section), so they cannot come and go.
          report(
            .error(
              .misplacedEntry, "sections cannot be declared inside 'when'; put the 'when' inside the section",
              at: entry.span))
          return
        }
        if condition != nil {
          report(.error(.misplacedEntry, "declarations cannot be made inside 'when'", at: entry.span))
        }
        if entry.kind != .sectionDecl { requireName(entry) }
        localEntries.append(entry)
      default: break
      }
    }
    collect(localEntries, names: &localNames)
    var seen = PropertyScope()
    forEachEntry(of: block, condition: nil) { entry, condition in
      switch entry.kind {
      case .sectionDecl:
        if let index = indexOfNode(entry) { sections.append(Guarded(condition: condition, value: index)) }
      case .property:
        readProperty(entry, owner: nil, condition: condition, seen: &seen, into: &properties)
      case .paramDecl, .constantDecl, .itemDecl, .groupDecl, .supplementaryDecl, .sectionStyleDecl, .error: break
      case .reference, .countedChild:
        report(.error(.misplacedEntry, "a layout holds sections; put children inside a group", at: entry.span))
      case .importDecl:
        reportMisplaced(entry, in: "a layout", hint: "imports go at the top of the file")
      default:
        reportMisplaced(entry, in: "a layout", hint: nil)
      }
    }
    buildCollectedDeclarations(from: firstLocal)
    applySectionStyles(from: firstLocal)
    let ownSize = compiledSize(ofLayoutFrom: firstLocal, sections: sections, properties: properties)
    guard
      spendCompiledSize(
        ownSize.total, at: nameToken.span, what: "layout '\(nameToken.text)'", costliest: ownSize.costliest,
        sharedCount: 0)
    else { return nil }
    validateDeclarations(from: firstLocal)
    validateFlowLayout(sections: sections, properties: properties)
    validatePageParallax(sections: sections)
    let name = nameToken.text
    if sections.isEmpty && !hasDiagnostic(in: node.span) {
      report(.error(.missingRequirement, "layout '\(name)' has no sections", at: nameToken.span))
    }
    return LayoutModel(
      name: name, nameSpan: nameToken.span, params: params, properties: properties, declarations: declarations,
      sections: sections)
  }

  /// Calls `body` for each entry of a block, descending into `when` clauses with their conditions joined.
  ///
  /// Records the size of each guarded entry's condition in `guardTerms` on the way, counted once per clause rather
  /// than once per entry: a long condition over many entries costs its length plus the entries, not their product.
  func forEachEntry(of block: SyntaxNode?, condition: Condition?, _ body: (SyntaxNode, Condition?) -> Void) {
    forEachEntry(of: block, condition: condition, terms: condition?.nodeCount ?? 0, body)
  }

  private func forEachEntry(
    of block: SyntaxNode?, condition: Condition?, terms: Int, _ body: (SyntaxNode, Condition?) -> Void
  ) {
    guard let block else { return }
    for element in block.children {
      guard let entry = element.node else { continue }
      if let clause = WhenClauseSyntax(entry) {
        let inner = readCondition(of: entry)
        let joined = Condition.conjunction(condition, inner)
        let joinedTerms =
          condition != nil && inner != nil
          ? terms + conditionTerms(of: entry) + 1 : (inner == nil ? terms : conditionTerms(of: entry))
        forEachEntry(of: clause.body?.node, condition: joined, terms: joinedTerms, body)
      } else {
        if terms > 0 { guardTerms[entry.span.start] = terms }
        body(entry, condition)
      }
    }
  }

  /// Reports an error about a misspelt `name` at `span`; when a candidate is close, the message asks "did you mean"
  /// and a fix-it replaces the name. The candidates are listed only while the file's spelling budget lasts, so a
  /// file of thousands of misspellings among thousands of names stays linear.
  func reportMisspelling(
    _ code: DiagnosticCode, _ message: String, name: String, at span: SourceSpan,
    candidates: @autoclosure () -> [String],
    notes: [DiagnosticNote] = []
  ) {
    guard let suggestion = spelling.closest(to: name, in: candidates()) else {
      report(.error(code, message, at: span, notes: notes))
      return
    }
    let fix = FixIt(
      message: "replace '\(name)' with '\(suggestion)'", edits: [TextEdit(span: span, replacement: suggestion)])
    report(.error(code, message + "; did you mean '\(suggestion)'?", at: span, notes: notes, fixIts: [fix]))
  }

  /// Items, groups and supplementaries declared at file or layout level are used by name, so they need one.
  func requireName(_ node: SyntaxNode) {
    guard let declaration = AnyBlockDeclarationSyntax(node), declaration.name == nil,
      let keyword = declaration.keyword, !hasDiagnostic(in: node.span)
    else {
      return
    }
    report(
      .error(
        .missingRequirement, "'\(keyword.text)' declared here needs a name; only children and values can be unnamed",
        at: keyword.span))
  }

  func reportMisplaced(_ node: SyntaxNode, in place: String, hint: String?) {
    let what: String
    switch node.kind {
    case .property: what = "property '\(PropertySyntax(node)?.name?.text ?? "")'"
    case .whenClause: what = "'when'"
    case .reference: what = "child '\(ReferenceSyntax(node)?.name?.text ?? "")'"
    default: what = "'\(node.tokens.first?.text ?? "")'"
    }
    report(
      .error(.misplacedEntry, "\(what) is not allowed in \(place)" + (hint.map { "; \($0)" } ?? ""), at: node.span))
  }
}
