import LayoutIR
import LayoutMath
import LayoutSemantics

extension LayoutLowerer {
  func item(_ item: ItemDeclaration) -> IRItem {
    IRItem(
      name: item.declaration.name, size: sizes(item.size), insets: insets(item.insets), edges: edges(item.edges),
      supplementaries: supplementaryList(item.supplementaries))
  }

  func group(_ group: GroupDeclaration) -> IRGroup {
    var children: [IRGuarded<IRChildRef>] = []
    var counts: [IRGuarded<Int>] = []
    for child in group.children {
      let guardCondition = child.condition.map(Guards.condition)
      let target = child.value.declaration
      let reference: IRChildRef =
        layout.declarations[target].kind == .item ? .item(index(of: target)) : .group(index(of: target))
      children.append(IRGuarded(reference, when: guardCondition))
      if let count = child.value.count { counts.append(IRGuarded(count, when: guardCondition)) }
    }
    return IRGroup(
      name: group.declaration.name, axis: group.isVertical ? .vertical : .horizontal, size: sizes(group.size),
      insets: insets(group.insets), edges: edges(group.edges),
      spacing: lowered(group.spacing) { Guards.spacing($0) },
      supplementaries: supplementaryList(group.supplementaries), children: IRList(children),
      count: IRProperty(assignments: counts))
  }

  func supplementary(_ supplementary: SupplementaryDeclaration) -> IRSupplementary {
    IRSupplementary(
      kind: supplementary.declaration.elementKind ?? "", size: sizes(supplementary.size),
      anchor: anchors(supplementary.anchor, offsets: supplementary.offset),
      itemAnchor: anchors(supplementary.itemAnchor, offsets: supplementary.itemOffset),
      zIndex: lowered(supplementary.z) { $0 }, insets: insets(supplementary.insets))
  }

  func section(_ section: SectionDeclaration) -> IRSection {
    IRSection(
      root: IRProperty(
        assignments: section.roots.map {
          IRGuarded(index(of: $0.value.declaration), when: $0.condition.map(Guards.condition))
        }),
      insets: insets(section.insets),
      spacing: points(section.spacing),
      scroll: lowered(section.scroll) { IRScrollBehavior(rawValue: $0.rawValue) },
      boundaries: IRList(
        section.boundaries.map {
          IRGuarded(
            boundary(BoundaryDeclaration(layout.declarations[$0.value])!), when: $0.condition.map(Guards.condition))
        }),
      backgrounds: IRList(
        section.backgrounds.map {
          IRGuarded(
            background(BackgroundDeclaration(layout.declarations[$0.value])!), when: $0.condition.map(Guards.condition))
        }),
      flow: section.declaration.isFlowSection ? flow(section) : nil)
  }

  /// A flow section's `flow`, `item-spacing` and `line-spacing` (UICollectionViewFlowLayout, F1).
  func flow(_ section: SectionDeclaration) -> IRFlow {
    IRFlow(
      itemSize: lowered(section.flowItemSize) { size in
        guard case .absolute(let width) = size.width, case .absolute(let height) = size.height else { return nil }
        return IRFlowSize(width: IRNumber(width), height: IRNumber(height))
      },
      itemSpacing: points(section.itemSpacing), lineSpacing: points(section.lineSpacing))
  }

  func boundary(_ boundary: BoundaryDeclaration) -> IRBoundary {
    // Headers sit on top and footers at the bottom unless told otherwise; a `boundary` always says.
    let fallback = boundary.declaration.kind == .footer ? IRDefaults.footerAlignment : IRDefaults.headerAlignment
    var alignment = lowered(boundary.alignment) { Guards.alignment($0) }
    if alignment.assignments.first?.when != nil || alignment.isEmpty {
      alignment.assignments.insert(IRGuarded(fallback), at: 0)
    }
    return IRBoundary(
      kind: boundary.declaration.elementKind ?? "", size: sizes(boundary.size), alignment: alignment,
      offset: lowered(boundary.offset) { IRPoint(x: IRNumber($0.x), y: IRNumber($0.y)) },
      extends: lowered(boundary.extends) { $0 }, pinned: lowered(boundary.pinned) { $0 },
      followsInsets: lowered(boundary.followsInsets) { $0 }, zIndex: lowered(boundary.z) { $0 })
  }

  func background(_ background: BackgroundDeclaration) -> IRBackground {
    IRBackground(
      kind: background.declaration.elementKind ?? "", insets: insets(background.insets),
      zIndex: lowered(background.z) { $0 })
  }
}
