import LayoutIR
import LayoutPrinting

/// The Swift type of one IR layout made of flow sections: parameter enums, element kind constants, a `make(…)` that
/// returns a `UICollectionViewFlowLayout`, and, when a value differs between sections or reads the container size,
/// a `SectionMetrics` value that an app's `UICollectionViewDelegateFlowLayout` forwards to (F2).
///
/// Why the split: a value every section shares, decided by parameters alone, is a property of the layout object, set
/// once in `make` (where parameters are known); UIKit takes anything per section or per size from the delegate only,
/// and the collection view's delegate is the app's (it also handles selection), so the generated code does not
/// replace it: it gives the answers, and the app's delegate returns them.
struct FlowEmitter {
  let layout: IRLayout
  let naming: LayoutNaming
  let access: SwiftAccess
  let sourceName: String
  /// Each section's values; `MappingCheck.flowProblems` has refused the layouts for which one would be nil.
  let sections: [FlowSectionValues]
  /// The values answered by `SectionMetrics`, in `FlowMetric` order; the others are set on the layout object.
  let delegated: [FlowMetric]
  /// The layout this one `follows` (L1-L3), whose view the generated link helper moves and reads.
  var leader: IRLayout?

  init(layout: IRLayout, access: SwiftAccess, sourceName: String) {
    self.layout = layout
    self.naming = LayoutNaming(layout)
    self.access = access
    self.sourceName = sourceName
    let sections = layout.sections.compactMap { FlowSectionValues($0, axis: layout.scrollDirection) }
    self.sections = sections
    delegated = FlowMetric.allCases.filter { metric in
      guard let first = sections.first else { return false }
      let shared = sections.allSatisfy { $0.agrees(with: first, on: metric) }
      let readsSize = first.guards(of: metric).contains { $0.map(MappingCheck.readsViewport) ?? false }
      return !shared || readsSize
    }
  }

  /// The parameters' fields, which the locals of `make` and the labels of `SectionMetrics.init` must not hide.
  private var fields: Set<String> { Set(layout.params.compactMap { naming.parameters[$0.name]?.field }) }

  /// `preferred`, or the first alternative that names no parameter.
  private func unclaimed(_ names: [String]) -> String { names.first { !fields.contains($0) } ?? names[0] + "_" }

  /// The whole type.
  var doc: Doc {
    var members: [Doc] = []
    for param in layout.params { members.append(naming.parameterEnum(param, access: access)) }
    if !naming.kinds.isEmpty { members.append(kindConstants) }
    members.append(make)
    if let configure = CollectionViewConfiguration.member(of: layout, access: access) { members.append(configure) }
    if !delegated.isEmpty { members.append(metrics) }
    if pageParallax != nil { members.append(pageParallaxType) }
    if focusWidth != nil { members.append(focusWidthType) }
    if let leader { members.append(scrollLink(following: leader)) }
    return .concat([
      SwiftCode.documentation([
        "The layout `\(layout.name)` of \(sourceName), built with UIKit's flow layout API."
      ]),
      // The floor of every generated type (compositional layouts); the flow layout itself needs iOS 9 for pinning.
      SwiftCode.line("@available(iOS 13.0, tvOS 13.0, *)"),
      SwiftCode.block("\(access.keyword)enum \(naming.type)", [.join(members, separator: .blankline)]),
    ])
  }

  /// F13: the flow layout names every header `elementKindSectionHeader` and every footer `elementKindSectionFooter`,
  /// whatever the `.layout` file calls them; the constants keep the file's names for the app's code.
  private var kindConstants: Doc {
    .concat(
      naming.kinds.map { constant, kind in
        let header = layout.sections.contains { section in
          section.boundaries.entries.contains {
            $0.value.kind == kind && FlowSectionValues.edges(of: $0.value) == [.top]
          }
        }
        let uikit = header ? "elementKindSectionHeader" : "elementKindSectionFooter"
        return .concat([
          SwiftCode.documentation([
            "The element kind `\(kind)`: the flow layout's section \(header ? "header" : "footer")."
          ]),
          SwiftCode.line("\(access.keyword)static let \(constant) = UICollectionView.\(uikit)"),
        ])
      })
  }

  private var make: Doc {
    let parameters = layout.params.map { param -> String in
      let names = naming.parameters[param.name]!
      return "\(names.field): \(names.type) = .\(SwiftNames.escaped(names.cases[param.defaultValue]!))"
    }
    let local = unclaimed(["layout", "flowLayout"])
    var makeNaming = naming
    makeNaming.insideBuilder = false
    let guarded = GuardedCode(naming: makeNaming)
    // SE6: page parallax needs a subclass that moves the pages as the view scrolls; SE8: focus width one that lays
    // the strip out around the focus the app sets.
    let object =
      pageParallax.map(pageParallaxCall) ?? focusWidth.map(focusWidthCall) ?? "UICollectionViewFlowLayout()"
    var body: [Doc] = [
      SwiftCode.line("let \(local) = \(object)"),
      SwiftCode.line("\(local).scrollDirection = .\(layout.scrollDirection.rawValue)"),
    ]
    if let first = sections.first {
      for metric in FlowMetric.allCases where !delegated.contains(metric) {
        body += layoutProperty(metric, of: first, on: local, guarded: guarded)
      }
    }
    // S4: pinning is one flag per layout for headers and one for footers; the checker makes every section agree.
    for (edge, property) in [
      (IREdge.top, "sectionHeadersPinToVisibleBounds"), (.bottom, "sectionFootersPinToVisibleBounds"),
    ]
    where pins(edge) {
      body.append(SwiftCode.line("\(local).\(property) = true"))
    }
    body.append(SwiftCode.line("return \(local)"))
    let signature = SwiftCall("\(access.keyword)static func make", parameters)
      .signature(" -> \(focusWidth == nil ? "UICollectionViewFlowLayout" : "FocusWidthLayout") {")
    let words =
      delegated.isEmpty
      ? "A new layout for these parameters: every value is a property of the flow layout, the same in every section."
      : "A new layout for these parameters, with the values every section shares. The others ("
        + delegated.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        + ") come from `SectionMetrics`, which the collection view's `UICollectionViewDelegateFlowLayout` returns."
    return .concat([
      SwiftCode.documentation(Self.wrapped(words)), signature, .nest(SwiftCode.indent, .concat([.hardline] + body)),
      SwiftCode.line("}"),
    ])
  }

  private func pins(_ edge: IREdge) -> Bool {
    layout.sections.contains { section in
      section.boundaries.entries.contains { entry in
        FlowSectionValues.edges(of: entry.value) == [edge] && entry.value.pinned.assignments.contains(where: \.value)
      }
    }
  }

  /// Statements that set `metric` on the layout object, decided by parameters (a shared value reads no size).
  private func layoutProperty(
    _ metric: FlowMetric, of values: FlowSectionValues, on local: String, guarded: GuardedCode
  )
    -> [Doc]
  {
    switch metric {
    case .itemSize:
      let target = values.itemSize.assignments.contains(where: \.value.estimated) ? "estimatedItemSize" : "itemSize"
      return guarded.assignment(
        values.itemSize, to: "\(local).\(target)", fallback: values.itemSize.assignments[0].value, implicit: nil
      ) { .text(Self.size($0)) }
    case .inset:
      return guarded.assignment(
        values.insets, to: "\(local).sectionInset", fallback: IRDefaults.insets, implicit: IRDefaults.insets
      ) { Self.insets($0).doc }
    case .minimumLineSpacing:
      return guarded.assignment(
        values.lineSpacing, to: "\(local).minimumLineSpacing", fallback: IRDefaults.flowLineSpacing,
        implicit: IRDefaults.flowLineSpacing
      ) { .text(SwiftLiterals.number($0)) }
    case .minimumInteritemSpacing:
      return guarded.assignment(
        values.itemSpacing, to: "\(local).minimumInteritemSpacing", fallback: IRDefaults.flowItemSpacing,
        implicit: IRDefaults.flowItemSpacing
      ) { .text(SwiftLiterals.number($0)) }
    case .headerReferenceSize, .footerReferenceSize:
      let property = metric == .headerReferenceSize ? values.header : values.footer
      return guarded.assignment(property, to: "\(local).\(metric.rawValue)", fallback: 0, implicit: 0) {
        .text(referenceSize($0))
      }
    }
  }

  /// `text` in lines short enough for a documentation comment two levels in (`swift format`'s 100 columns).
  static func wrapped(_ text: String, width: Int = 92) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + (line.isEmpty ? [] : [line])
  }

  /// `CGSize(width: 110, height: 32)`.
  static func size(_ size: IRFlowSize) -> String {
    "CGSize(width: \(SwiftLiterals.number(size.width)), height: \(SwiftLiterals.number(size.height)))"
  }

  /// UIKit's `UIEdgeInsets` is left and right: leading is left, since the evaluator lays out left to right only.
  static func insets(_ insets: IRInsets) -> SwiftCall {
    SwiftCall(
      "UIEdgeInsets",
      [
        "top: \(SwiftLiterals.number(insets.top))", "left: \(SwiftLiterals.number(insets.leading))",
        "bottom: \(SwiftLiterals.number(insets.bottom))", "right: \(SwiftLiterals.number(insets.trailing))",
      ])
  }

  /// A header's or footer's reference size: only its length along the scroll axis counts (F13), the other is 0.
  func referenceSize(_ length: IRNumber) -> String {
    let points = SwiftLiterals.number(length)
    return layout.scrollDirection == .vertical
      ? "CGSize(width: 0, height: \(points))" : "CGSize(width: \(points), height: 0)"
  }
}
