import LayoutIR
import LayoutPrinting

/// The Swift type of one IR layout: parameter enums, element kind constants, `make(…)` and the builder that turns
/// the IR's tables into UIKit objects for one parameter choice and one container size.
struct LayoutEmitter {
  let layout: IRLayout
  let naming: LayoutNaming
  let access: SwiftAccess
  let sourceName: String
  /// UIKit or AppKit: the class names, availability and wording that differ (`SwiftFramework`).
  let framework: SwiftFramework
  /// Items and groups that are the child of a count group, whose builders take the `Share` the group gives them.
  let countChildren: Set<IRChildRef>
  /// Guarded properties as Swift inside the builder. Stored, not made per use: making one copied every table of
  /// `naming` (a retain and a release each), for each of the emitter's hundreds of properties.
  let guarded: GuardedCode

  init(layout: IRLayout, access: SwiftAccess, sourceName: String, framework: SwiftFramework = .uikit) {
    self.layout = layout
    self.framework = framework
    self.naming = LayoutNaming(layout)
    self.guarded = GuardedCode(naming: naming)
    self.access = access
    self.sourceName = sourceName
    var children = Set<IRChildRef>()
    for group in layout.groups where !group.count.isEmpty {
      for entry in group.children.entries { children.insert(entry.value) }
    }
    countChildren = children
  }

  /// Whether a count group needs `repeatingSubitem:count:`, which is iOS 16 API.
  var usesCountGroups: Bool { !countChildren.isEmpty }

  /// `@available`: compositional layouts are iOS 13, tvOS 13 and macOS 10.15 API; `repeatingSubitem:count:` (iOS 16,
  /// macOS 13) is used instead of the `subitem:count:` it deprecates, so a layout with count groups needs it.
  var availability: String { framework.availability(countGroups: usesCountGroups) }

  /// The whole type.
  var doc: Doc {
    var members: [Doc] = []
    for param in layout.params { members.append(naming.parameterEnum(param, access: access)) }
    if !naming.kinds.isEmpty { members.append(kindConstants) }
    members.append(make)
    if let configure = CollectionViewConfiguration.member(of: layout, access: access) { members.append(configure) }
    if usesCountGroups { members.append(shareEnum) }
    if usesScrollEffects { members.append(scrollEffectType) }
    if usesMotionEffects { members.append(motionEffectTypes) }
    members.append(builder)
    let body = Doc.join(members, separator: .blankline)
    return .concat([
      SwiftCode.documentation([
        "The layout `\(layout.name)` of \(sourceName), built with \(framework.displayName)'s compositional layout API."
      ]),
      SwiftCode.line(availability),
      SwiftCode.block("\(access.keyword)enum \(naming.type)", [body]),
    ])
  }

  private var kindConstants: Doc {
    .concat(
      naming.kinds.map { constant, kind in
        .concat([
          SwiftCode.documentation(["The element kind `\(kind)`."]),
          SwiftCode.line("\(access.keyword)static let \(constant) = \(SwiftLiterals.string(kind))"),
        ])
      })
  }

  private var make: Doc {
    let parameters = layout.params.map { param -> String in
      let names = naming.parameters[param.name]!
      return "\(names.field): \(names.type) = .\(SwiftNames.escaped(names.cases[param.defaultValue]!))"
    }
    let fields =
      layout.params.map { naming.parameters[$0.name]!.field }.map { "\($0): \(SwiftNames.escaped($0))" }
      + ["\(LayoutNaming.width): container.width", "\(LayoutNaming.height): container.height"]
    let provider = Doc.concat([
      .text("sectionProvider: { index, environment in"),
      .nest(
        SwiftCode.indent,
        .concat([
          .hardline,
          SwiftCode.line("let container = environment.container.contentSize"),
          SwiftCode.line(.concat([.text("let builder = "), SwiftCall("Builder", fields).doc])),
          SwiftCode.line("return builder.section(index)"),
        ])),
      SwiftCode.line("},"),
    ])
    var body: [Doc] = [
      SwiftCode.line("let configuration = \(framework.configurationClass)()"),
      SwiftCode.line("configuration.scrollDirection = .\(layout.scrollDirection.rawValue)"),
    ]
    var makeNaming = naming
    makeNaming.insideBuilder = false
    body += GuardedCode(naming: makeNaming).assignment(
      layout.spacing, to: "configuration.interSectionSpacing", fallback: IRDefaults.interSectionSpacing,
      implicit: IRDefaults.interSectionSpacing
    ) { .text(SwiftLiterals.number($0)) }
    // E2.1, E2.2: a layout with declared effects is the subclass that applies them, given a builder per size.
    var arguments = [provider]
    if usesMotionEffects {
      let sized =
        layout.params.map { naming.parameters[$0.name]!.field }.map { "\($0): \(SwiftNames.escaped($0))" }
        + ["\(LayoutNaming.width): size.width", "\(LayoutNaming.height): size.height"]
      arguments += [
        SwiftCode.line("configuration: configuration,"),
        SwiftCode.line(.concat([.text("builder: { size in "), SwiftCall("Builder", sized).doc, .text(" })")])),
      ]
    } else {
      arguments.append(SwiftCode.line("configuration: configuration)"))
    }
    let type = usesMotionEffects ? "MotionLayout" : framework.layoutClass
    body.append(
      .concat([.text("return \(type)("), SwiftCode.indented(arguments)]))
    let signature = SwiftCall("\(access.keyword)static func make", parameters)
      .signature(" -> \(framework.layoutClass) {")
    return .concat([
      SwiftCode.documentation([
        "A new layout for these parameters. Each time \(framework.displayName) asks for a section, `when` conditions on "
          + "`width` and",
        "`height` are decided from the collection view's size (`environment.container.contentSize`).",
      ]),
      signature, SwiftCode.indented(body), SwiftCode.line("}"),
    ])
  }

  private var shareEnum: Doc {
    func rewritten(_ width: String, _ height: String) -> Doc {
      SwiftCode.line(
        .concat([
          .text("return "),
          SwiftCall("NSCollectionLayoutSize", ["widthDimension: \(width)", "heightDimension: \(height)"]).doc,
        ]))
    }
    let apply = SwiftCode.block(
      "func apply(to size: NSCollectionLayoutSize) -> NSCollectionLayoutSize",
      [
        SwiftCode.switchBlock(
          "self",
          [
            ("case .none:", [SwiftCode.line("return size")]),
            ("case .width(let count):", [rewritten(".fractionalWidth(1 / CGFloat(count))", "size.heightDimension")]),
            ("case .height(let count):", [rewritten("size.widthDimension", ".fractionalHeight(1 / CGFloat(count))")]),
          ])
      ])
    return .concat([
      SwiftCode.documentation([
        "The size a count group gives its child: `1/count` of the group along the group's axis, the other",
        "dimension kept, as `subitem:count:` did; `repeatingSubitem:count:` (iOS 16) keeps the child's own size.",
      ]),
      SwiftCode.block(
        "private enum Share",
        [
          SwiftCode.line("case none"), SwiftCode.line("case width(Int)"), SwiftCode.line("case height(Int)"),
          .blankline, apply,
        ]),
    ])
  }

  private var builder: Doc {
    var fields: [Doc] = layout.params.map { param in
      let names = naming.parameters[param.name]!
      return SwiftCode.line("let \(SwiftNames.escaped(names.field)): \(names.type)")
    }
    fields.append(SwiftCode.line("let \(LayoutNaming.width): CGFloat"))
    fields.append(SwiftCode.line("let \(LayoutNaming.height): CGFloat"))
    var methods: [Doc] = [sectionSwitch]
    methods += layout.sections.indices.map(section)
    methods += layout.groups.indices.map(group)
    methods += layout.items.indices.map(item)
    methods += layout.supplementaries.indices.map(supplementary)
    if usesMotionEffects { methods += [motionEffectMethod(appearing: true), motionEffectMethod(appearing: false)] }
    return .concat([
      SwiftCode.documentation(["Builds the layout's objects for one choice of parameters and one container size."]),
      SwiftCode.block("private struct Builder", [.concat(fields), .blankline, .join(methods, separator: .blankline)]),
    ])
  }

  private var sectionSwitch: Doc {
    var cases = layout.sections.indices.map { ("case \($0):", [SwiftCode.line("return \(naming.sections[$0])()")]) }
    // UIKit asks for every section the data source has; one the layout does not declare has no layout (R7.4).
    cases.append(("default:", [SwiftCode.line("return nil")]))
    return SwiftCode.block(
      "func section(_ index: Int) -> NSCollectionLayoutSection?", [SwiftCode.switchBlock("index", cases)])
  }
}

/// The access level of the generated types and their API.
public enum SwiftAccess: String, Sendable, CaseIterable {
  /// `public`: for a layout shared from a framework.
  case `public`
  /// `internal` (written as nothing): for a layout used in the module that holds it.
  case `internal`

  /// The keyword and its space, or nothing for `internal`.
  var keyword: String { self == .public ? "public " : "" }
}
