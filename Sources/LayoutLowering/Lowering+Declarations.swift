import LayoutIR
import LayoutMath
import LayoutSemantics

extension LayoutLowerer {
  func item(_ declaration: Declaration) -> IRItem {
    IRItem(
      name: declaration.name, size: sizes(declaration), insets: insets(declaration), edges: edges(declaration),
      supplementaries: supplementaryList(declaration))
  }

  func group(_ declaration: Declaration) -> IRGroup {
    var children: [IRGuarded<IRChildRef>] = []
    var counts: [IRGuarded<Int>] = []
    for child in declaration.children {
      let guardCondition = child.condition.map(Guards.condition)
      let target = child.value.declaration
      let reference: IRChildRef =
        layout.declarations[target].kind == .item ? .item(itemIndex[target]!) : .group(groupIndex[target]!)
      children.append(IRGuarded(reference, when: guardCondition))
      if let count = child.value.count { counts.append(IRGuarded(count, when: guardCondition)) }
    }
    return IRGroup(
      name: declaration.name, axis: declaration.kind == .vertical ? .vertical : .horizontal, size: sizes(declaration),
      insets: insets(declaration), edges: edges(declaration),
      spacing: property(declaration.properties, .spacing) { value in
        guard case .spacing(let s) = value else { return nil }
        return s.isFlexible ? .flexible(IRNumber(s.value)) : .fixed(IRNumber(s.value))
      },
      supplementaries: supplementaryList(declaration), children: IRList(children),
      count: IRProperty(assignments: counts))
  }

  func supplementary(_ declaration: Declaration) -> IRSupplementary {
    IRSupplementary(
      kind: declaration.elementKind ?? "", size: sizes(declaration),
      anchor: anchors(declaration, edges: .anchor, offset: .offset),
      itemAnchor: anchors(declaration, edges: .itemAnchor, offset: .itemOffset),
      zIndex: property(declaration.properties, .z) { if case .integer(let z) = $0 { z } else { nil } },
      insets: insets(declaration))
  }

  func section(_ declaration: Declaration) -> IRSection {
    IRSection(
      root: IRProperty(
        assignments: declaration.children.map {
          IRGuarded(groupIndex[$0.value.declaration]!, when: $0.condition.map(Guards.condition))
        }),
      insets: insets(declaration),
      spacing: property(declaration.properties, .spacing) {
        if case .spacing(let s) = $0 { IRNumber(s.value) } else { nil }
      },
      scroll: property(declaration.properties, .scroll) { value in
        guard case .scroll(let behaviour) = value else { return nil }
        return IRScrollBehavior(rawValue: behaviour.rawValue)
      },
      boundaries: IRList(
        declaration.boundaries.map {
          IRGuarded(boundary(layout.declarations[$0.value]), when: $0.condition.map(Guards.condition))
        }),
      backgrounds: IRList(
        declaration.backgrounds.map {
          IRGuarded(background(layout.declarations[$0.value]), when: $0.condition.map(Guards.condition))
        }),
      flow: declaration.isFlowSection ? flow(declaration) : nil)
  }

  /// A flow section's `flow`, `item-spacing` and `line-spacing` (UICollectionViewFlowLayout, F1).
  func flow(_ declaration: Declaration) -> IRFlow {
    func spacing(_ property: Property) -> IRProperty<IRNumber> {
      self.property(declaration.properties, property) {
        if case .spacing(let s) = $0 { IRNumber(s.value) } else { nil }
      }
    }
    return IRFlow(
      itemSize: property(declaration.properties, .flow) { value in
        guard case .size(let size) = value, case .absolute(let width) = size.width,
          case .absolute(let height) = size.height
        else { return nil }
        return IRFlowSize(width: IRNumber(width), height: IRNumber(height))
      },
      itemSpacing: spacing(.itemSpacing), lineSpacing: spacing(.lineSpacing))
  }

  func boundary(_ declaration: Declaration) -> IRBoundary {
    // Headers sit on top and footers at the bottom unless told otherwise; a `boundary` always says.
    let fallback = declaration.kind == .footer ? IRDefaults.footerAlignment : IRDefaults.headerAlignment
    var alignment = property(declaration.properties, .alignment) { value -> IRRectAlignment? in
      guard case .edgeSet(let edges) = value else { return nil }
      return Guards.alignment(edges)
    }
    if alignment.assignments.first?.when != nil || alignment.isEmpty {
      alignment.assignments.insert(IRGuarded(fallback), at: 0)
    }
    func flag(_ property: Property) -> IRProperty<Bool> {
      self.property(declaration.properties, property) { if case .boolean(let b) = $0 { b } else { nil } }
    }
    return IRBoundary(
      kind: declaration.elementKind ?? "", size: sizes(declaration), alignment: alignment,
      offset: property(declaration.properties, .offset) { value in
        guard case .offset(let o) = value else { return nil }
        return IRPoint(x: IRNumber(o.x), y: IRNumber(o.y))
      },
      extends: flag(.extends), pinned: flag(.pinned), followsInsets: flag(.followsInsets),
      zIndex: property(declaration.properties, .z) { if case .integer(let z) = $0 { z } else { nil } })
  }

  func background(_ declaration: Declaration) -> IRBackground {
    IRBackground(
      kind: declaration.elementKind ?? "", insets: insets(declaration),
      zIndex: property(declaration.properties, .z) { if case .integer(let z) = $0 { z } else { nil } })
  }
}
