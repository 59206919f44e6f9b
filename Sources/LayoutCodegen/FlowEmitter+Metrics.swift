import LayoutIR
import LayoutPrinting

extension FlowEmitter {
  /// `SectionMetrics`: the values a `UICollectionViewDelegateFlowLayout` returns for the metrics that differ between
  /// sections or read the container size, one method per metric, decided for one choice of parameters and one
  /// collection view size (F2).
  var metrics: Doc {
    let sizeLabel = unclaimedLabel
    var fields: [Doc] = layout.params.map { param in
      let names = naming.parameters[param.name]!
      return SwiftCode.line("let \(SwiftNames.escaped(names.field)): \(names.type)")
    }
    fields.append(SwiftCode.line("let \(LayoutNaming.width): CGFloat"))
    fields.append(SwiftCode.line("let \(LayoutNaming.height): CGFloat"))
    let parameters =
      layout.params.map { param -> String in
        let names = naming.parameters[param.name]!
        return "\(names.field): \(names.type) = .\(SwiftNames.escaped(names.cases[param.defaultValue]!))"
      } + ["\(sizeLabel): CGSize"]
    let assignments =
      layout.params.map { param -> Doc in
        let field = SwiftNames.escaped(naming.parameters[param.name]!.field)
        return SwiftCode.line("self.\(field) = \(field)")
      } + [
        SwiftCode.line("\(LayoutNaming.width) = \(sizeLabel).width"),
        SwiftCode.line("\(LayoutNaming.height) = \(sizeLabel).height"),
      ]
    let initializer = Doc.concat([
      SwiftCode.documentation([
        "The metrics for the parameters given to `make` and the collection view's size (`bounds.size`)."
      ]),
      SwiftCall("\(access.keyword)init", parameters).signature(" {"),
      .nest(SwiftCode.indent, .concat([.hardline] + assignments)), SwiftCode.line("}"),
    ])
    let methods = delegated.map(method)
    return .concat([
      SwiftCode.documentation(
        Self.wrapped(
          "What the collection view's `UICollectionViewDelegateFlowLayout` returns for each section, for the values "
            + "that differ between sections or depend on its size: its "
            + "`collectionView(_:layout:insetForSectionAt:)` returns `SectionMetrics(\(sizeLabel): "
            + "collectionView.bounds.size).inset(forSection: section)`\(layout.params.isEmpty ? "" : " (with the parameters given to `make`)"), "
            + "and so on. `when` conditions on `width` and `height` read that size, the viewport the evaluator "
            + "speaks of.")),
      SwiftCode.block(
        "\(access.keyword)struct SectionMetrics",
        [.concat(fields), .blankline, .join([initializer] + methods, separator: .blankline)]),
    ])
  }

  /// The label of the size argument: `size`, unless a parameter is called that.
  private var unclaimedLabel: String {
    let fields = Set(layout.params.compactMap { naming.parameters[$0.name]?.field })
    return ["size", "boundsSize", "collectionViewSize"].first { !fields.contains($0) } ?? "size_"
  }

  /// `func inset(forSection section: Int) -> UIEdgeInsets`: a case per section, deciding its guards.
  private func method(_ metric: FlowMetric) -> Doc {
    var cases = sections.enumerated().map { index, values in
      ("case \(index):", answer(metric, of: values))
    }
    // UIKit asks only for the sections the data source has; one the layout does not declare gets UIKit's default.
    cases.append(("default:", [SwiftCode.line("return \(uikitDefault(metric))")]))
    let role = metric == .itemSize ? "every item of `section`" : "`section`"
    return .concat([
      SwiftCode.documentation(["The `\(metric.rawValue)` of \(role)."]),
      SwiftCode.block(
        "\(access.keyword)func \(metric.methodName)(forSection section: Int) -> \(metric.swiftType)",
        [SwiftCode.switchBlock("section", cases)]),
    ])
  }

  /// `return value`, or an `if` chain of returns testing the guards from the last assignment back.
  private func answer(_ metric: FlowMetric, of values: FlowSectionValues) -> [Doc] {
    switch metric {
    case .itemSize:
      return returns(values.itemSize, fallback: nil) { .text(Self.size($0)) }
    case .inset:
      return returns(values.insets, fallback: IRDefaults.insets) { Self.insets($0).doc }
    case .minimumLineSpacing:
      return returns(values.lineSpacing, fallback: IRDefaults.flowLineSpacing) { .text(SwiftLiterals.number($0)) }
    case .minimumInteritemSpacing:
      return returns(values.itemSpacing, fallback: IRDefaults.flowItemSpacing) { .text(SwiftLiterals.number($0)) }
    case .headerReferenceSize:
      return returns(values.header, fallback: 0) { .text(referenceSize($0)) }
    case .footerReferenceSize:
      return returns(values.footer, fallback: 0) { .text(referenceSize($0)) }
    }
  }

  /// The last assignment whose guard holds, else `fallback`; nil for a required property (the item size), whose
  /// last candidate then always holds, as `GuardedCode.value` reads it.
  private func returns<Value>(_ property: IRProperty<Value>, fallback: Value?, _ expression: (Value) -> Doc)
    -> [Doc]
  {
    var branches = GuardedCode(naming: naming).candidates(property)
    if let last = branches.last, last.condition != nil {
      if let fallback { branches.append((nil, fallback)) } else { branches[branches.count - 1].condition = nil }
    }
    if branches.isEmpty, let fallback { branches = [(nil, fallback)] }
    func give(_ value: Value) -> [Doc] { [SwiftCode.line(.concat([.text("return "), expression(value)]))] }
    if branches.count == 1 { return give(branches[0].value) }
    return [SwiftCode.ifChain(branches.map { ($0.condition, give($0.value)) })]
  }

  /// UIKit's own value when neither the layout object nor the delegate says (F1): 50 x 50 items, spacings of 10, no
  /// insets, no header or footer.
  private func uikitDefault(_ metric: FlowMetric) -> String {
    switch metric {
    case .itemSize: "CGSize(width: 50, height: 50)"
    case .inset: ".zero"
    case .minimumLineSpacing, .minimumInteritemSpacing: "10"
    case .headerReferenceSize, .footerReferenceSize: ".zero"
    }
  }
}
