import LayoutIR

/// Resolves every guarded property and list of an IR layout for one input (params + viewport).
struct Resolver {
  let layout: IRLayout
  let params: [String: String]
  let viewport: Size
  private var kindIndex: [String: Int32] = [:]
  private(set) var kinds: [String] = []

  init(layout: IRLayout, input: EvaluationInput) throws {
    self.layout = layout
    self.viewport = input.viewport
    var values: [String: String] = [:]
    for param in layout.params { values[param.name] = param.defaultValue }
    for (name, value) in input.params {
      guard let param = layout.params.first(where: { $0.name == name }) else {
        throw EvaluationError.unknownParam(name: name, layout: layout.name)
      }
      guard param.values.contains(value) else {
        throw EvaluationError.unknownParamValue(param: name, value: value, allowed: param.values)
      }
      values[name] = value
    }
    params = values
  }

  func holds(_ condition: IRCondition) -> Bool {
    condition.holds(params: params, viewportWidth: viewport.width, viewportHeight: viewport.height)
  }

  func value<T>(_ property: IRProperty<T>) -> T? { property.resolve(holds) }

  func required<T>(_ property: IRProperty<T>, _ what: @autoclosure () -> String) throws -> T {
    guard let value = property.resolve(holds) else { throw EvaluationError.missingProperty(what()) }
    return value
  }

  mutating func kind(_ name: String) throws -> Int32 {
    if let index = kindIndex[name] { return index }
    // Kinds are indexed with 29 bits in `Element`: refuse more, never wrap (65,536 kinds once became negative).
    guard kinds.count < Evaluator.maximumKindCount else {
      throw EvaluationError.tooManyKinds(limit: Evaluator.maximumKindCount)
    }
    let index = Int32(kinds.count)
    kindIndex[name] = index
    kinds.append(name)
    return index
  }

  mutating func resolve() throws -> ResolvedLayout {
    let items = try layout.items.enumerated().map { index, item in
      ResolvedItem(
        size: convert(try required(item.size, "size of item '\(item.name ?? "#\(index)")'")),
        insets: convert(value(item.insets) ?? IRDefaults.insets), edges: convert(value(item.edges) ?? IRDefaults.edges),
        supplementaries: item.supplementaries.resolve(holds), effect: value(item.effect))
    }
    let groups = try layout.groups.enumerated().map { index, group in
      let name = group.name ?? "#\(index)"
      return ResolvedGroup(
        name: name, axis: group.axis == .horizontal ? .x : .y,
        size: convert(try required(group.size, "size of group '\(name)'")),
        insets: convert(value(group.insets) ?? IRDefaults.insets),
        edges: convert(value(group.edges) ?? IRDefaults.edges),
        spacing: convert(value(group.spacing) ?? IRDefaults.groupSpacing),
        supplementaries: group.supplementaries.resolve(holds),
        children: group.children.resolve(holds).map { ref in
          switch ref {
          case .item(let i): return .item(i)
          case .group(let g): return .group(g)
          }
        },
        count: value(group.count))
    }
    var supplementaries: [ResolvedSupplementary] = []
    for (index, supplementary) in layout.supplementaries.enumerated() {
      let what = "supplementary '\(supplementary.kind)' (#\(index))"
      supplementaries.append(
        ResolvedSupplementary(
          kind: try kind(supplementary.kind), size: convert(try required(supplementary.size, "size of \(what)")),
          anchor: convert(try required(supplementary.anchor, "anchor of \(what)")),
          itemAnchor: value(supplementary.itemAnchor).map(convert),
          zIndex: Int32(clamping: value(supplementary.zIndex) ?? IRDefaults.supplementaryZIndex),
          insets: convert(value(supplementary.insets) ?? IRDefaults.insets)))
    }
    var sections: [ResolvedSection] = []
    for (index, section) in layout.sections.enumerated() {
      sections.append(try resolve(section, index))
    }
    return ResolvedLayout(
      name: layout.name, scrollAxis: layout.scrollDirection == .horizontal ? .x : .y, paging: layout.paging,
      interSectionSpacing: (value(layout.spacing) ?? IRDefaults.interSectionSpacing).doubleValue, items: items,
      groups: groups,
      supplementaries: supplementaries, sections: sections, kinds: kinds, itemNames: layout.items.map(\.name),
      groupNames: layout.groups.map(\.name))
  }

  private mutating func resolve(_ section: IRSection, _ index: Int) throws -> ResolvedSection {
    var boundaries: [ResolvedBoundary] = []
    for boundary in section.boundaries.resolve(holds) {
      let what = "boundary '\(boundary.kind)' of section \(index)"
      boundaries.append(
        ResolvedBoundary(
          kind: try kind(boundary.kind), size: convert(try required(boundary.size, "size of \(what)")),
          alignment: try required(boundary.alignment, "alignment of \(what)"),
          offset: convert(value(boundary.offset) ?? IRDefaults.offset),
          extends: value(boundary.extends) ?? IRDefaults.boundaryExtends,
          pinned: value(boundary.pinned) ?? IRDefaults.boundaryPinned,
          followsInsets: value(boundary.followsInsets) ?? IRDefaults.followsInsets,
          zIndex: Int32(clamping: value(boundary.zIndex) ?? IRDefaults.boundaryZIndex)))
    }
    var backgrounds: [ResolvedBackground] = []
    for background in section.backgrounds.resolve(holds) {
      backgrounds.append(
        ResolvedBackground(
          kind: try kind(background.kind), insets: convert(value(background.insets) ?? IRDefaults.insets),
          zIndex: Int32(clamping: value(background.zIndex) ?? IRDefaults.backgroundZIndex)))
    }
    let content: ResolvedSectionContent
    if let flow = section.flow {
      content = .flow(try resolve(flow, section: index))
    } else {
      content = .groups(root: try required(section.root, "root group of section \(index)"))
    }
    return ResolvedSection(
      content: content, insets: convert(value(section.insets) ?? IRDefaults.insets),
      spacing: (value(section.spacing) ?? IRDefaults.sectionSpacing).doubleValue,
      scroll: value(section.scroll) ?? IRDefaults.scroll, boundaries: boundaries, backgrounds: backgrounds,
      effect: value(section.effect))
  }

  private func convert(_ size: IRSize) -> ResolvedLayoutSize {
    func one(_ dimension: IRDimension) -> ResolvedDimension {
      switch dimension {
      case .absolute(let v): return .absolute(v.doubleValue)
      case .estimated(let v): return .estimated(v.doubleValue)
      case .fractionalWidth(let f):
        return .fraction(numerator: Double(f.value.numerator), denominator: Double(f.value.denominator), of: .x)
      case .fractionalHeight(let f):
        return .fraction(numerator: Double(f.value.numerator), denominator: Double(f.value.denominator), of: .y)
      }
    }
    return ResolvedLayoutSize(width: one(size.width), height: one(size.height))
  }

  private func convert(_ insets: IRInsets) -> ResolvedInsets {
    ResolvedInsets(
      top: insets.top.doubleValue, leading: insets.leading.doubleValue, bottom: insets.bottom.doubleValue,
      trailing: insets.trailing.doubleValue)
  }

  private func convert(_ spacing: IRSpacing) -> ResolvedSpacing {
    ResolvedSpacing(value: spacing.value.doubleValue, isFlexible: spacing.isFlexible)
  }

  private func convert(_ edges: IREdgeSpacing) -> ResolvedEdgeSpacing {
    ResolvedEdgeSpacing(
      top: edges.top.map(convert), leading: edges.leading.map(convert), bottom: edges.bottom.map(convert),
      trailing: edges.trailing.map(convert))
  }

  private func convert(_ point: IRPoint) -> Point { Point(x: point.x.doubleValue, y: point.y.doubleValue) }

  private func convert(_ anchor: IRAnchor) -> Anchor {
    Anchor(
      unit: Anchor.unitPoint(Set(anchor.edges)),
      offset: convert(anchor.offset),
      isFractional: anchor.fractional)
  }
}
