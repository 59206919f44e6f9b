import LayoutIR

/// A value `UICollectionViewFlowLayout` takes, either from a property of the layout object (the same for every
/// section) or from its delegate, `UICollectionViewDelegateFlowLayout`, section by section (F2).
public enum FlowMetric: String, CaseIterable, Sendable, Hashable {
  /// `itemSize`, or the delegate's `collectionView(_:layout:sizeForItemAt:)`.
  case itemSize
  /// `sectionInset`, or `collectionView(_:layout:insetForSectionAt:)`.
  case inset
  /// `minimumLineSpacing`, or `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
  case minimumLineSpacing
  /// `minimumInteritemSpacing`, or `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
  case minimumInteritemSpacing
  /// `headerReferenceSize`, or `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
  case headerReferenceSize
  /// `footerReferenceSize`, or `collectionView(_:layout:referenceSizeForFooterInSection:)`.
  case footerReferenceSize

  /// The generated `SectionMetrics` method that answers it: `inset(forSection:)`.
  public var methodName: String {
    switch self {
    case .itemSize: "itemSize"
    case .inset: "inset"
    case .minimumLineSpacing: "minimumLineSpacing"
    case .minimumInteritemSpacing: "minimumInteritemSpacing"
    case .headerReferenceSize: "headerReferenceSize"
    case .footerReferenceSize: "footerReferenceSize"
    }
  }

  /// The Swift type of the value.
  var swiftType: String {
    switch self {
    case .itemSize, .headerReferenceSize, .footerReferenceSize: "CGSize"
    case .inset: "UIEdgeInsets"
    case .minimumLineSpacing, .minimumInteritemSpacing: "CGFloat"
    }
  }
}

/// A flow section's values as the flow layout reads them, guards kept: its item size, spacings and insets, and
/// the length of its header and footer along the scroll axis (F13: the only length that counts), 0 when it has none.
struct FlowSectionValues: Hashable {
  var itemSize: IRProperty<IRFlowSize>
  var itemSpacing: IRProperty<IRNumber>
  var lineSpacing: IRProperty<IRNumber>
  var insets: IRProperty<IRInsets>
  var header: IRProperty<IRNumber>
  var footer: IRProperty<IRNumber>

  /// The values of `section`, or nil when it is not a flow section or a header or footer has a length that is not
  /// in points along `axis` (which `MappingCheck` reports).
  init?(_ section: IRSection, axis: IRAxis) {
    guard let flow = section.flow else { return nil }
    itemSize = flow.itemSize
    itemSpacing = flow.itemSpacing
    lineSpacing = flow.lineSpacing
    insets = section.insets
    guard let header = Self.length(of: section, edge: .top, axis: axis),
      let footer = Self.length(of: section, edge: .bottom, axis: axis)
    else { return nil }
    self.header = header
    self.footer = footer
  }

  /// The property a metric reads.
  func guards(of metric: FlowMetric) -> [IRCondition?] {
    switch metric {
    case .itemSize: itemSize.assignments.map(\.when)
    case .inset: insets.assignments.map(\.when)
    case .minimumLineSpacing: lineSpacing.assignments.map(\.when)
    case .minimumInteritemSpacing: itemSpacing.assignments.map(\.when)
    case .headerReferenceSize: header.assignments.map(\.when)
    case .footerReferenceSize: footer.assignments.map(\.when)
    }
  }

  /// Whether `metric` has the same assignments here as in `other`.
  func agrees(with other: FlowSectionValues, on metric: FlowMetric) -> Bool {
    switch metric {
    case .itemSize: itemSize == other.itemSize
    case .inset: insets == other.insets
    case .minimumLineSpacing: lineSpacing == other.lineSpacing
    case .minimumInteritemSpacing: itemSpacing == other.itemSpacing
    case .headerReferenceSize: header == other.header
    case .footerReferenceSize: footer == other.footer
    }
  }

  /// The length along the scroll axis of the section's first boundary item at `edge` (a header at the top, a footer
  /// at the bottom), as a property whose default 0 means none: the boundary's guard joined to each size assignment's.
  /// Nil when a length is a fraction or an estimate, which the flow layout's reference sizes cannot express.
  static func length(of section: IRSection, edge: IREdge, axis: IRAxis) -> IRProperty<IRNumber>? {
    guard let entry = section.boundaries.entries.first(where: { edges(of: $0.value).contains(edge) }) else {
      return IRProperty()
    }
    var assignments: [IRGuarded<IRNumber>] = []
    // Where the boundary's own guard fails there is no header: length 0, overridden by the sizes when it holds.
    if entry.when != nil { assignments.append(IRGuarded(0)) }
    for assignment in entry.value.size.assignments {
      let dimension = axis == .vertical ? assignment.value.height : assignment.value.width
      guard case .absolute(let points) = dimension else { return nil }
      let guards = [entry.when, assignment.when].compactMap { $0 }
      let when: IRCondition? = guards.count > 1 ? .and(guards) : guards.first
      assignments.append(IRGuarded(points, when: when))
    }
    return IRProperty(assignments: assignments)
  }

  /// The edges a boundary's unguarded alignment touches (`top` for a header, `bottom` for a footer); none when its
  /// alignment is guarded or absent, which `MappingCheck` refuses.
  static func edges(of boundary: IRBoundary) -> Set<IREdge> {
    guard boundary.alignment.assignments.count == 1, let only = boundary.alignment.assignments.first,
      only.when == nil
    else { return [] }
    switch only.value {
    case .top: return [.top]
    case .bottom: return [.bottom]
    case .topLeading, .topTrailing: return [.top]
    case .bottomLeading, .bottomTrailing: return [.bottom]
    case .leading, .trailing: return []
    }
  }
}
