import LayoutIR
import LayoutPrinting

/// The builder's methods: one per section, group, item, supplementary, boundary item and background of the IR.
extension LayoutEmitter {
  /// `func name(…) -> Type { body; return value }`.
  private func method(_ name: String, _ parameters: String = "", returns type: String, _ body: [Doc]) -> Doc {
    SwiftCode.block("func \(name)(\(parameters)) -> \(type)", body)
  }

  /// The parameter of a builder whose element a count group repeats.
  private func shareParameter(_ child: IRChildRef) -> String {
    countChildren.contains(child) ? "sharing share: Share = .none" : ""
  }

  private func sizeExpression(_ size: Doc, of child: IRChildRef) -> Doc {
    countChildren.contains(child) ? SwiftCall("share.apply", docs: [.concat([.text("to: "), size])]).doc : size
  }

  private func size(_ property: IRProperty<IRSize>) -> (statements: [Doc], expression: Doc) {
    return guarded.value(property, named: "size", type: "NSCollectionLayoutSize", fallback: nil) {
      SwiftLiterals.size($0).doc
    }
  }

  private func insets(_ property: IRProperty<IRInsets>, of target: String) -> [Doc] {
    guarded.assignment(property, to: "\(target).contentInsets", fallback: IRDefaults.insets, implicit: .zero) {
      SwiftLiterals.insets($0).doc
    }
  }

  private func edges(_ property: IRProperty<IREdgeSpacing>, of target: String) -> [Doc] {
    // UIKit's edgeSpacing is nil until set, which spaces no edge: the IR's default.
    guarded.assignment(property, to: "\(target).edgeSpacing", fallback: IRDefaults.edges, implicit: IREdgeSpacing.none)
    {
      $0 == IREdgeSpacing.none ? .text("nil") : SwiftLiterals.edgeSpacing($0).doc
    }
  }

  private func zIndex(_ property: IRProperty<Int>, of target: String, fallback: Int, implicit: Int?) -> [Doc] {
    guarded.assignment(property, to: "\(target).zIndex", fallback: fallback, implicit: implicit) { .text(String($0)) }
  }

  func section(_ index: Int) -> Doc {
    let section = layout.sections[index]
    let root = guarded.value(section.root, named: "root", type: "NSCollectionLayoutGroup", fallback: nil) {
      .text("\(naming.groups[$0])()")
    }
    var body = root.statements
    let effect = scrollEffectStatements(ofSection: index)
    var rootExpression = root.expression
    // The effect's handler reads the root group's size: it is made once and named.
    if !effect.isEmpty, root.statements.isEmpty {
      body.append(SwiftCode.line(.concat([.text("let root = "), root.expression])))
      rootExpression = .text("root")
    }
    body.append(
      SwiftCode.line(.concat([.text("let section = NSCollectionLayoutSection(group: "), rootExpression, .text(")")])))
    body += insets(section.insets, of: "section")
    body += guarded.assignment(
      section.spacing, to: "section.interGroupSpacing", fallback: IRDefaults.sectionSpacing, implicit: 0
    ) { .text(SwiftLiterals.number($0)) }
    body += guarded.assignment(
      section.scroll, to: "section.orthogonalScrollingBehavior", fallback: IRDefaults.scroll,
      implicit: IRScrollBehavior.none
    ) { .text(SwiftLiterals.scroll($0)) }
    // One flag per section in UIKit; `MappingCheck` has made sure every boundary item says the same.
    if let first = section.boundaries.entries.first {
      body += guarded.assignment(
        first.value.followsInsets, to: "section.supplementariesFollowContentInsets",
        fallback: IRDefaults.followsInsets, implicit: true
      ) { .text(String($0)) }
    }
    if !section.boundaries.isEmpty {
      let indices = IRList(
        section.boundaries.entries.indices.map { IRGuarded($0, when: section.boundaries.entries[$0].when) })
      let list = guarded.list(indices, named: "boundaries", type: "NSCollectionLayoutBoundarySupplementaryItem") {
        .text("\(naming.boundaries[index][$0])()")
      }
      body += list.statements
      body.append(SwiftCode.line(.concat([.text("section.boundarySupplementaryItems = "), list.expression])))
    }
    if !section.backgrounds.isEmpty {
      let indices = IRList(
        section.backgrounds.entries.indices.map { IRGuarded($0, when: section.backgrounds.entries[$0].when) })
      let list = guarded.list(indices, named: "decorations", type: "NSCollectionLayoutDecorationItem") {
        .text("\(naming.backgrounds[index][$0])()")
      }
      body += list.statements
      body.append(SwiftCode.line(.concat([.text("section.decorationItems = "), list.expression])))
    }
    body += effect
    body.append(SwiftCode.line("return section"))
    var methods = [method(naming.sections[index], returns: "NSCollectionLayoutSection", body)]
    // A method shared with an earlier section is declared there.
    methods += section.boundaries.entries.indices.filter { naming.declaresBoundary[index][$0] }.map {
      boundary(section.boundaries.entries[$0].value, naming.boundaries[index][$0])
    }
    methods += section.backgrounds.entries.indices.filter { naming.declaresBackground[index][$0] }.map {
      background(section.backgrounds.entries[$0].value, naming.backgrounds[index][$0])
    }
    return .join(methods, separator: .blankline)
  }

  func group(_ index: Int) -> Doc {
    let group = layout.groups[index]
    let reference = IRChildRef.group(index)
    let size = size(group.size)
    var body = size.statements
    let factory = "NSCollectionLayoutGroup.\(group.axis.rawValue)"
    let layoutSize = Doc.concat([.text("layoutSize: "), sizeExpression(size.expression, of: reference)])
    func listForm() -> (statements: [Doc], expression: Doc) {
      let list = guarded.list(group.children, named: "subitems", type: "NSCollectionLayoutItem") {
        childCall($0, share: nil)
      }
      let subitems = Doc.concat([.text("subitems: "), list.expression])
      return (list.statements, SwiftCall(factory, docs: [layoutSize, subitems]).doc)
    }
    func countForm(_ count: Int) -> (statements: [Doc], expression: Doc) {
      let share = group.axis == .horizontal ? ".width(\(count))" : ".height(\(count))"
      // The first child whose guard holds is repeated (R5.4): the last holding assignment of the reversed list.
      let child = guarded.value(
        IRProperty(assignments: group.children.entries.reversed()), named: "subitem", type: "NSCollectionLayoutItem",
        fallback: nil
      ) { childCall($0, share: share) }
      let repeating = Doc.concat([.text("repeatingSubitem: "), child.expression])
      return (child.statements, SwiftCall(factory, docs: [layoutSize, repeating, .text("count: \(count)")]).doc)
    }
    // A group is a count group where its count applies and a list group elsewhere (R5.4, R5.2).
    var forms = guarded.candidates(group.count).map { ($0.condition, countForm($0.value)) }
    if forms.last?.0 != nil || forms.isEmpty { forms.append((nil, listForm())) }
    if forms.count == 1 {
      body += forms[0].1.statements
      body.append(SwiftCode.line(.concat([.text("let group = "), forms[0].1.expression])))
    } else {
      body.append(SwiftCode.line("let group: NSCollectionLayoutGroup"))
      body.append(
        SwiftCode.ifChain(
          forms.map { condition, form in
            (condition, form.statements + [SwiftCode.line(.concat([.text("group = "), form.expression]))])
          }))
    }
    body += insets(group.insets, of: "group")
    body += edges(group.edges, of: "group")
    body += guarded.assignment(
      group.spacing, to: "group.interItemSpacing", fallback: IRDefaults.groupSpacing, implicit: .fixed(0)
    ) {
      .text(SwiftLiterals.spacing($0))
    }
    if !group.supplementaries.isEmpty {
      let list = guarded.list(
        group.supplementaries, named: "supplementaries", type: "NSCollectionLayoutSupplementaryItem"
      ) {
        .text("\(naming.supplementaries[$0])()")
      }
      body += list.statements
      body.append(SwiftCode.line(.concat([.text("group.supplementaryItems = "), list.expression])))
    }
    body.append(SwiftCode.line("return group"))
    return method(naming.groups[index], shareParameter(reference), returns: "NSCollectionLayoutGroup", body)
  }

  private func childCall(_ child: IRChildRef, share: String?) -> Doc {
    let name: String
    switch child {
    case .item(let index): name = naming.items[index]
    case .group(let index): name = naming.groups[index]
    }
    return .text(share.map { "\(name)(sharing: \($0))" } ?? "\(name)()")
  }

  func item(_ index: Int) -> Doc {
    let item = layout.items[index]
    let reference = IRChildRef.item(index)
    let size = size(item.size)
    var body = size.statements
    var arguments = [Doc.concat([.text("layoutSize: "), sizeExpression(size.expression, of: reference)])]
    if !item.supplementaries.isEmpty {
      let list = guarded.list(
        item.supplementaries, named: "supplementaries", type: "NSCollectionLayoutSupplementaryItem"
      ) {
        .text("\(naming.supplementaries[$0])()")
      }
      body += list.statements
      arguments.append(.concat([.text("supplementaryItems: "), list.expression]))
    }
    body.append(
      SwiftCode.line(.concat([.text("let item = "), SwiftCall("NSCollectionLayoutItem", docs: arguments).doc])))
    body += insets(item.insets, of: "item")
    body += edges(item.edges, of: "item")
    body.append(SwiftCode.line("return item"))
    return method(naming.items[index], shareParameter(reference), returns: "NSCollectionLayoutItem", body)
  }

  func supplementary(_ index: Int) -> Doc {
    let supplementary = layout.supplementaries[index]
    let size = size(supplementary.size)
    let anchor = guarded.value(
      supplementary.anchor, named: "anchor", type: "NSCollectionLayoutAnchor", fallback: nil
    ) { SwiftLiterals.anchor($0).doc }
    var body = size.statements + anchor.statements
    let kind = Doc.text("elementKind: \(naming.constant(ofKind: supplementary.kind))")
    var arguments = [
      .concat([.text("layoutSize: "), size.expression]), kind,
      .concat([.text("containerAnchor: "), anchor.expression]),
    ]
    let make = { (arguments: [Doc]) in SwiftCall("NSCollectionLayoutSupplementaryItem", docs: arguments).doc }
    let itemAnchors = supplementary.itemAnchor.assignments
    if itemAnchors.contains(where: { $0.when == nil }) {
      let itemAnchor = guarded.value(
        supplementary.itemAnchor, named: "itemAnchor", type: "NSCollectionLayoutAnchor", fallback: nil
      ) { SwiftLiterals.anchor($0).doc }
      body += itemAnchor.statements
      arguments.append(.concat([.text("itemAnchor: "), itemAnchor.expression]))
      body.append(SwiftCode.line(.concat([.text("let item = "), make(arguments)])))
    } else if !itemAnchors.isEmpty {
      // An item anchor only where a guard holds: UIKit takes one through a second initializer.
      let optional = IRProperty(assignments: itemAnchors.map { IRGuarded(Optional($0.value), when: $0.when) })
      let itemAnchor = guarded.value(
        optional, named: "itemAnchor", type: "NSCollectionLayoutAnchor?", fallback: .some(nil)
      ) { $0.map { SwiftLiterals.anchor($0).doc } ?? .text("nil") }
      body += itemAnchor.statements
      body.append(SwiftCode.line("let item: NSCollectionLayoutSupplementaryItem"))
      let anchored = arguments + [.text("itemAnchor: itemAnchor")]
      body.append(
        SwiftCode.ifChain([
          ("let itemAnchor", [SwiftCode.line(.concat([.text("item = "), make(anchored)]))]),
          (nil, [SwiftCode.line(.concat([.text("item = "), make(arguments)]))]),
        ]))
    } else {
      body.append(SwiftCode.line(.concat([.text("let item = "), make(arguments)])))
    }
    // UIKit documents no default z index for supplementaries: the IR's is always written.
    body += zIndex(supplementary.zIndex, of: "item", fallback: IRDefaults.supplementaryZIndex, implicit: nil)
    body += insets(supplementary.insets, of: "item")
    body.append(SwiftCode.line("return item"))
    return method(naming.supplementaries[index], returns: "NSCollectionLayoutSupplementaryItem", body)
  }

  private func boundary(_ boundary: IRBoundary, _ name: String) -> Doc {
    let size = size(boundary.size)
    let alignment = guarded.value(boundary.alignment, named: "alignment", type: "NSRectAlignment", fallback: nil) {
      .text(SwiftLiterals.alignment($0))
    }
    var body = size.statements + alignment.statements
    var arguments: [Doc] = [
      .concat([.text("layoutSize: "), size.expression]),
      .text("elementKind: \(naming.constant(ofKind: boundary.kind))"),
      .concat([.text("alignment: "), alignment.expression]),
    ]
    if !boundary.offset.isEmpty, boundary.offset.assignments != [IRGuarded(IRDefaults.offset)] {
      let offset = guarded.value(boundary.offset, named: "offset", type: "CGPoint", fallback: IRDefaults.offset) {
        .text(SwiftLiterals.point($0))
      }
      body += offset.statements
      arguments.append(.concat([.text("absoluteOffset: "), offset.expression]))
    }
    body.append(
      SwiftCode.line(
        .concat([.text("let item = "), SwiftCall("NSCollectionLayoutBoundarySupplementaryItem", docs: arguments).doc])))
    body += guarded.assignment(
      boundary.extends, to: "item.extendsBoundary", fallback: IRDefaults.boundaryExtends, implicit: true
    ) {
      .text(String($0))
    }
    body += guarded.assignment(
      boundary.pinned, to: "item.pinToVisibleBounds", fallback: IRDefaults.boundaryPinned, implicit: false
    ) {
      .text(String($0))
    }
    body += zIndex(boundary.zIndex, of: "item", fallback: IRDefaults.boundaryZIndex, implicit: nil)
    body.append(SwiftCode.line("return item"))
    return method(name, returns: "NSCollectionLayoutBoundarySupplementaryItem", body)
  }

  private func background(_ background: IRBackground, _ name: String) -> Doc {
    let kind = "elementKind: \(naming.constant(ofKind: background.kind))"
    var body = [
      SwiftCode.line(
        .concat([.text("let item = "), SwiftCall("NSCollectionLayoutDecorationItem.background", [kind]).doc]))
    ]
    body += insets(background.insets, of: "item")
    // UIKit's decoration items start at z index 0, the IR's default (R11.2).
    body += zIndex(
      background.zIndex, of: "item", fallback: IRDefaults.backgroundZIndex, implicit: IRDefaults.backgroundZIndex)
    body.append(SwiftCode.line("return item"))
    return method(name, returns: "NSCollectionLayoutDecorationItem", body)
  }
}
