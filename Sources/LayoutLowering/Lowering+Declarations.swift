import LayoutIR
import LayoutMath
import LayoutSemantics

// Each lowering takes its declaration's index and reads the fields it needs in place, one pass over the assignments
// per property (`lowered(_:_:_:_:)`), rather than through the typed views of `DeclarationViews.swift`: those copy
// the declaration and build an array per property, and the copies' retains, releases and moves were most of
// lowering's time in profiles.
extension LayoutLowerer {
  func item(_ model: Int) -> IRItem {
    let properties = layout.declarations[model].properties
    return withEffects(
      IRItem(
        name: layout.declarations[model].name, size: sizes(properties, .size), insets: insets(properties),
        edges: edges(properties),
        supplementaries: supplementaryList(properties), effect: scrollEffect(properties)), properties)
  }

  func group(_ model: Int) -> IRGroup {
    var children: [IRGuarded<IRChildRef>] = []
    var counts: [IRGuarded<Int>] = []
    let declared = layout.declarations[model].children
    children.reserveCapacity(declared.count)
    for child in declared {
      let guardCondition = child.condition.map(Guards.condition)
      let target = child.value.declaration
      let reference: IRChildRef =
        layout.declarations[target].kind == .item ? .item(index(of: target)) : .group(index(of: target))
      children.append(IRGuarded(reference, when: guardCondition))
      if let count = child.value.count { counts.append(IRGuarded(count, when: guardCondition)) }
    }
    let properties = layout.declarations[model].properties
    return IRGroup(
      name: layout.declarations[model].name,
      axis: layout.declarations[model].kind == .vertical ? .vertical : .horizontal,
      size: sizes(properties, .size), insets: insets(properties), edges: edges(properties),
      spacing: lowered(properties, .spacing, { $0.spacing }) { Guards.spacing($0) },
      supplementaries: supplementaryList(properties), children: IRList(children),
      count: IRProperty(assignments: counts))
  }

  func supplementary(_ model: Int) -> IRSupplementary {
    let properties = layout.declarations[model].properties
    return withEffects(
      IRSupplementary(
        kind: layout.declarations[model].elementKind ?? "", size: sizes(properties, .size),
        anchor: anchors(properties, edges: .anchor, offset: .offset),
        itemAnchor: anchors(properties, edges: .itemAnchor, offset: .itemOffset),
        zIndex: lowered(properties, .z, { $0.integer }) { $0 }, insets: insets(properties)), properties)
  }

  func section(_ model: Int) -> IRSection {
    let properties = layout.declarations[model].properties
    var section = IRSection(
      root: IRProperty(
        assignments: layout.declarations[model].children.map {
          IRGuarded(index(of: $0.value.declaration), when: $0.condition.map(Guards.condition))
        }),
      insets: insets(properties),
      spacing: points(properties, .spacing),
      scroll: lowered(properties, .scroll, { $0.scroll }) { IRScrollBehavior(rawValue: $0.rawValue) },
      boundaries: IRList(
        layout.declarations[model].boundaries.map {
          IRGuarded(boundary($0.value), when: $0.condition.map(Guards.condition))
        }),
      backgrounds: IRList(
        layout.declarations[model].backgrounds.map {
          IRGuarded(background($0.value), when: $0.condition.map(Guards.condition))
        }),
      flow: layout.declarations[model].isFlowSection ? flow(properties) : nil, effect: scrollEffect(properties))
    section.appear = effects(properties, .appear)
    section.disappear = effects(properties, .disappear)
    section.itemAppear = effects(properties, .itemAppear)
    section.itemDisappear = effects(properties, .itemDisappear)
    return section
  }

  /// An item's or a section's scroll `effect`, every guarded assignment kept (SE rules).
  func scrollEffect(_ properties: [Assignment]) -> IRProperty<IRScrollEffect> {
    lowered(properties, .effect, { $0.scrollEffect }) { effect in
      IRScrollEffect(
        scale: effect.scale.map(IRNumber.init), alpha: effect.alpha.map(IRNumber.init),
        parallax: effect.parallax.map(IRNumber.init),
        radius: effect.radius.map { radius -> IRDimension in
          switch radius {
          case .absolute(let v), .estimated(let v): .absolute(IRNumber(v))
          case .fractionalWidth(let v): .fractionalWidth(IRNumber(v))
          case .fractionalHeight(let v): .fractionalHeight(IRNumber(v))
          }
        },
        // SE6: no floor unless written.
        pageParallax: effect.pageParallax.map {
          IRPageParallax(spacing: IRNumber($0), minWidth: IRNumber(effect.minWidth ?? Rational(0)))
        },
        // SE8: an absent spacing stays absent; the evaluator takes the flow's line spacing, which may be guarded.
        focusWidth: effect.focusWidth.map {
          IRFocusWidth(maxWidth: IRNumber($0), spacing: effect.focusSpacing.map(IRNumber.init))
        })
    }
  }

  /// A flow section's `flow`, `item-spacing` and `line-spacing` (UICollectionViewFlowLayout, F1).
  func flow(_ properties: [Assignment]) -> IRFlow {
    IRFlow(
      itemSize: lowered(properties, .flow, { $0.size }) { size in
        switch (size.width, size.height) {
        case (.absolute(let width), .absolute(let height)):
          return IRFlowSize(width: IRNumber(width), height: IRNumber(height))
        case (.estimated(let width), .estimated(let height)):
          // F17: UIKit's estimatedItemSize.
          return IRFlowSize(width: IRNumber(width), height: IRNumber(height), estimated: true)
        default: return nil
        }
      },
      itemSpacing: points(properties, .itemSpacing), lineSpacing: points(properties, .lineSpacing))
  }

  func boundary(_ model: Int) -> IRBoundary {
    // Headers sit on top and footers at the bottom unless told otherwise; a `boundary` always says.
    let fallback = layout.declarations[model].kind == .footer ? IRDefaults.footerAlignment : IRDefaults.headerAlignment
    let properties = layout.declarations[model].properties
    var alignment = lowered(properties, .alignment, { $0.edgeSet }) { Guards.alignment($0) }
    if alignment.assignments.first?.when != nil || alignment.isEmpty {
      alignment.assignments.insert(IRGuarded(fallback), at: 0)
    }
    let lowered = IRBoundary(
      kind: layout.declarations[model].elementKind ?? "", size: sizes(properties, .size), alignment: alignment,
      offset: lowered(properties, .offset, { $0.offset }) { IRPoint(x: IRNumber($0.x), y: IRNumber($0.y)) },
      extends: lowered(properties, .extends, { $0.boolean }) { $0 },
      pinned: lowered(properties, .pinned, { $0.boolean }) { $0 },
      followsInsets: lowered(properties, .followsInsets, { $0.boolean }) { $0 },
      zIndex: lowered(properties, .z, { $0.integer }) { $0 })
    return withEffects(lowered, properties)
  }

  func background(_ model: Int) -> IRBackground {
    let properties = layout.declarations[model].properties
    return withEffects(
      IRBackground(
        kind: layout.declarations[model].elementKind ?? "", insets: insets(properties),
        zIndex: lowered(properties, .z, { $0.integer }) { $0 }), properties)
  }
}
