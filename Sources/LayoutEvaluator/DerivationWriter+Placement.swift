import LayoutIR
import LayoutRules

extension DerivationWriter {
  /// A cell or supplementary of a closed-form section (R6.2): solution entry `index` of group instance `group`.
  mutating func closedForm(solutionIndex index: Int, group: Int) -> Rect? {
    guard let f = trace.frame, let root = tree, let groupOrigin = trace.groupOrigin,
      var frame = solved(solutionIndex: index, in: root, f)
    else { return nil }
    frame = frame.offset(by: groupOrigin)
    placement(f, groupOrigin: groupOrigin, group: group)
    return frame.offset(f.axis, by: Double(group) * trace.stride)
  }

  /// The section's container, the root group's size, and the way down `root` to solution entry `index`: its frame
  /// relative to the root group, offset by each group's origin of it (innermost first, as the solver does).
  mutating func solved(solutionIndex index: Int, in root: TraceNode, _ f: SectionBuilder.Frame) -> Rect? {
    let sectionSource = DerivationSource(.section(section), .insets)
    step(
      "R3.2",
      "section container \(DerivationText.size(f.container)): the viewport \(DerivationText.size(viewport)) less "
        + "the section's insets across its groups' axis (\(f.axis.other == .x ? "x" : "y"))", sectionSource)
    if f.orthogonal {
      step(
        "R8.1", "orthogonal section: groups repeat along \(f.axis == .x ? "x" : "y")",
        DerivationSource(.section(section), .scroll))
    }
    step(
      sizeRule(f.rootDimensions),
      "root \(name(ofGroup: f.root)): \(resolved(f.rootDimensions, to: f.rootSize))",
      DerivationSource(.group(f.root), .size))
    var node = root
    var rest = index
    var origins: [Point] = []
    var relative: Rect?
    while case .group(let solved, let children) = node {
      describe(solved, accepted: children.count)
      var k = 0
      while k < children.count && rest >= children[k].elementCount {
        rest -= children[k].elementCount
        k += 1
      }
      guard k < children.count else {
        // U8 / R9.4: one of the group's own supplementaries, anchored to the group's full rect.
        guard solved.supplementaries.indices.contains(rest) else { return nil }
        relative = anchored(solved.supplementaries[rest], rule: "U8", to: name(ofGroup: solved.group))
        break
      }
      let child = children[k]
      let childName: String
      switch child {
      case .item(let item): childName = name(ofItem: item.item)
      case .group(let inner, _): childName = name(ofGroup: inner.group)
      }
      step(
        "R5.5",
        "child \(k + 1) of \(children.count), \(childName), at \(DerivationText.point(solved.origins[k])) in the group "
          + "(group insets, spacing and edge spacing before it; R5.6 across)",
        DerivationSource(.group(solved.group), .spacing))
      origins.append(solved.origins[k])
      node = child
      if case .group(let inner, _) = child {
        step(
          sizeRule(inner.dimensions),
          "\(name(ofGroup: inner.group)) against \(DerivationText.size(solved.childContainer)): "
            + resolved(inner.dimensions, to: inner.size), DerivationSource(.group(inner.group), .size))
      }
    }
    if case .item(let item) = node {
      relative = cell(item, supplementary: rest)
    }
    guard var frame = relative else { return nil }
    // The evaluator's order: each group offsets its children's frames (innermost first), then the group is placed.
    for origin in origins.reversed() { frame = frame.offset(by: origin) }
    return frame
  }

  /// A group's container and fill (R3.3, R3.7, R5.2, R5.3, R5.4).
  private mutating func describe(_ solved: GroupTrace, accepted: Int) {
    let group = layout.groups[solved.group]
    let source = DerivationSource(.group(solved.group), .insets)
    step(
      "R3.3",
      "\(name(ofGroup: solved.group)) \(DerivationText.size(solved.size)), insets "
        + "\(DerivationText.insets(solved.insets)) (R3.7: below 0.5 a fraction of the size)"
        + (solved.secondPass ? "" : ": children resolve against \(DerivationText.size(solved.childContainer))"), source)
    if solved.secondPass {
      step(
        "R5.3",
        "spacing \(DerivationText.number(group.spacing.value)) takes its share first: children resolve against "
          + DerivationText.size(solved.childContainer), DerivationSource(.group(solved.group), .spacing))
    }
    if let count = group.count {
      step(
        "R5.4", "count \(count): the child repeated \(count) times, 1/\(count) of the group along its axis",
        DerivationSource(.group(solved.group), .count))
    } else {
      step(
        "R5.2",
        "fill: \(accepted) laid out from the \(group.children.count) listed (repeated while they fit), "
          + "spacing \(DerivationText.number(group.spacing.value))\(group.spacing.isFlexible ? " flexible (R5.5)" : "")",
        DerivationSource(.group(solved.group), .spacing))
    }
  }

  /// An item's slot and frame (R2.1, R4.1, R4.2), or supplementary `supplementary - 1` of it (R9.3).
  private mutating func cell(_ item: ItemTrace, supplementary: Int) -> Rect? {
    let itemSource = DerivationSource(.item(item.item), .size)
    step(
      sizeRule(item.dimensions),
      "\(name(ofItem: item.item)) against \(DerivationText.size(item.container)): "
        + resolved(item.dimensions, to: item.slot), itemSource)
    step(
      item.dimensions.hasEstimate ? "R4.2" : "R4.1",
      "frame: the slot \(DerivationText.size(item.slot)) less insets \(DerivationText.insets(item.insets)) -> "
        + DerivationText.rect(item.frame), DerivationSource(.item(item.item), .insets))
    guard supplementary > 0 else { return item.frame }
    guard item.supplementaries.indices.contains(supplementary - 1) else { return nil }
    return anchored(item.supplementaries[supplementary - 1], rule: "R9.3", to: name(ofItem: item.item))
  }

  /// A supplementary anchored to its host (R3.5, R9.2, R9.5).
  private mutating func anchored(_ trace: AnchoredTrace, rule: String, to host: String) -> Rect {
    let supplementary = layout.supplementaries[trace.supplementary]
    // R3.5: an item's supplementary resolves against the item's frame; U8: a group's against the group.
    step(
      supplementary.size.hasEstimate ? "R12.1" : (rule == "U8" ? "U8" : "R3.5"),
      "\(name(ofSupplementary: trace.supplementary)) against \(DerivationText.size(Size(width: trace.container.width, height: trace.container.height))): "
        + resolved(supplementary.size, to: trace.size), DerivationSource(.supplementary(trace.supplementary), .size))
    step(
      rule,
      "anchored to \(host)'s rect \(DerivationText.rect(trace.container)), then its insets "
        + "\(DerivationText.insets(supplementary.insets)) (R9.2, R9.5) -> \(DerivationText.rect(trace.frame))",
      DerivationSource(.supplementary(trace.supplementary), .anchor))
    return trace.frame
  }

  /// Where the content and group 0 start (R6.5, R7.1, R10.4, R5.7, U5) and group instance `group` (R6.2).
  mutating func placement(_ f: SectionBuilder.Frame, groupOrigin: Point, group: Int) {
    let extensionText =
      trace.extensionBefore != 0
      ? ", after \(DerivationText.number(trace.extensionBefore)) of room for extending boundary items (R10.4)" : ""
    let centred = f.section.scroll == .groupPagingCentered ? ", centred in the viewport (U5)" : ""
    step(
      "R6.5",
      "content starts at \(DerivationText.point(trace.contentOrigin)): the section starts at "
        + "\(DerivationText.number(trace.origin)) (R7.1)\(extensionText), then the section insets\(centred)",
      DerivationSource(.section(section), .insets))
    step(
      "R5.7", "group 0 at \(DerivationText.point(groupOrigin)) (the root group's edge spacing)",
      DerivationSource(.group(f.root), .edges))
    if group > 0 {
      step(
        "R6.2",
        "group \(group): + \(group) x \(DerivationText.number(trace.stride)) along \(f.axis == .x ? "x" : "y") "
          + "(the root group's length plus the section's spacing)", DerivationSource(.section(section), .spacing))
    }
  }
}
