import LayoutIR
import LayoutMath
import LayoutSemantics

/// Conversions from the checked model's values and conditions to the IR's, and the guard algebra lowering needs.
enum Guards {
  static func condition(_ condition: Condition) -> IRCondition {
    switch condition {
    case .param(let name, let equals, let value):
      return equals ? .paramEquals(param: name, value: value) : .paramNotEquals(param: name, value: value)
    case .viewport(let axis, let op, let value):
      return .viewport(axis == .width ? .width : .height, IRComparison(rawValue: op.rawValue)!, IRNumber(value))
    case .and(let parts): return conjunction(parts.map { self.condition($0) })!
    case .or(let parts):
      var flat: [IRCondition] = []
      for part in parts.map({ self.condition($0) }) {
        if case .or(let inner) = part { flat += inner } else { flat.append(part) }
      }
      return .or(flat)
    case .not(let a): return .not(self.condition(a))
    }
  }

  /// `a and b and …`, flattened; nil parts (no condition) drop out, and no parts at all is nil (always).
  static func conjunction(_ parts: [IRCondition?]) -> IRCondition? {
    var flat: [IRCondition] = []
    for part in parts.compactMap({ $0 }) {
      if case .and(let inner) = part { flat += inner } else { flat.append(part) }
    }
    switch flat.count {
    case 0: return nil
    case 1: return flat[0]
    default: return .and(flat)
    }
  }

  /// For assignments where the last applicable one wins: each assignment together with the guard under which it
  /// is the one that applies (it holds and no later one does), plus the case where none applies (value nil).
  /// Assignments shadowed by a later unconditional one drop out.
  static func exclusive<Value>(_ assignments: [(Value, IRCondition?)]) -> [(Value?, IRCondition?)] {
    var result: [(Value?, IRCondition?)] = []
    var later: [IRCondition] = []
    for (value, condition) in assignments.reversed() {
      guard let condition else {
        result.append((value, conjunction(later.map { .not($0) })))
        return result.reversed()
      }
      result.append((value, conjunction([condition] + later.map { .not($0) })))
      later.append(condition)
    }
    result.append((nil, conjunction(later.map { .not($0) })))
    return result.reversed()
  }

  static func alignment(_ edges: Set<Edge>) -> IRRectAlignment? {
    switch (edges.contains(.top), edges.contains(.bottom), edges.contains(.leading), edges.contains(.trailing)) {
    case (true, false, false, false): .top
    case (true, false, true, false): .topLeading
    case (false, false, true, false): .leading
    case (false, true, true, false): .bottomLeading
    case (false, true, false, false): .bottom
    case (false, true, false, true): .bottomTrailing
    case (false, false, false, true): .trailing
    case (true, false, false, true): .topTrailing
    default: nil
    }
  }

  static func edges(_ edges: Set<Edge>) -> [IREdge] {
    IREdge.allCases.filter { edges.contains(Edge(rawValue: $0.rawValue)!) }
  }

  static func number(_ value: Rational) -> IRNumber { IRNumber(value) }

  static func dimension(_ dimension: Dimension) -> IRDimension {
    switch dimension {
    case .absolute(let v): .absolute(IRNumber(v))
    case .estimated(let v): .estimated(IRNumber(v))
    case .fractionalWidth(let f): .fractionalWidth(IRNumber(f))
    case .fractionalHeight(let f): .fractionalHeight(IRNumber(f))
    }
  }

  static func spacing(_ spacing: Spacing?) -> IRSpacing? {
    spacing.map { $0.isFlexible ? .flexible(IRNumber($0.value)) : .fixed(IRNumber($0.value)) }
  }
}

extension LayoutLowerer {
  /// The assignments of one property as IR assignments, in source order, each with its guard. `payload` takes the
  /// property's value out of its case (the checker reads each property into the one case the property table gives
  /// it; a mismatch is skipped, as `Sequence.assignments(of:_:)` does), `transform` makes the IR value (nil: skip).
  ///
  /// One pass by index: the assignments of other properties are neither copied nor retained.
  func lowered<Payload, Value>(
    _ properties: [Assignment], _ property: Property, _ payload: (PropertyValue) -> Payload?,
    _ transform: (Payload) -> Value?
  ) -> IRProperty<Value> {
    var assignments: [IRGuarded<Value>] = []
    for index in properties.indices where properties[index].property == property {
      guard let value = payload(properties[index].value).flatMap(transform) else { continue }
      assignments.append(IRGuarded(value, when: properties[index].condition.map(Guards.condition)))
    }
    return IRProperty(assignments: assignments)
  }

  /// The guarded values of one property, in source order, with their guards (for `Guards.exclusive`).
  func guarded<Payload>(
    _ properties: [Assignment], _ property: Property, _ payload: (PropertyValue) -> Payload?
  ) -> [(Payload, IRCondition?)] {
    var result: [(Payload, IRCondition?)] = []
    for index in properties.indices where properties[index].property == property {
      guard let value = payload(properties[index].value) else { continue }
      result.append((value, properties[index].condition.map(Guards.condition)))
    }
    return result
  }

  func sizes(_ properties: [Assignment], _ property: Property) -> IRProperty<IRSize> {
    lowered(properties, property, { $0.size }) {
      IRSize(width: Guards.dimension($0.width), height: Guards.dimension($0.height))
    }
  }

  func insets(_ properties: [Assignment]) -> IRProperty<IRInsets> {
    lowered(properties, .insets, { $0.insets }) {
      IRInsets(
        top: IRNumber($0.top), leading: IRNumber($0.leading), bottom: IRNumber($0.bottom),
        trailing: IRNumber($0.trailing))
    }
  }

  func edges(_ properties: [Assignment]) -> IRProperty<IREdgeSpacing> {
    lowered(properties, .edges, { $0.edges }) {
      IREdgeSpacing(
        top: Guards.spacing($0.top), leading: Guards.spacing($0.leading), bottom: Guards.spacing($0.bottom),
        trailing: Guards.spacing($0.trailing))
    }
  }

  /// A spacing property in points (section, layout and flow spacings are never flexible).
  func points(_ properties: [Assignment], _ property: Property) -> IRProperty<IRNumber> {
    lowered(properties, property, { $0.spacing }) { IRNumber($0.value) }
  }

  /// `supplementaries:` is a property (the last applicable list wins); the IR holds a guarded list, so each
  /// list's entries get the guard under which that list is the one that applies.
  func supplementaryList(_ properties: [Assignment]) -> IRList<Int> {
    let lists = guarded(properties, .supplementaries) { $0.supplementaries }
    if lists.isEmpty { return IRList([]) }
    var entries: [IRGuarded<Int>] = []
    for (list, guardCondition) in Guards.exclusive(lists) {
      for supplementary in list ?? [] { entries.append(IRGuarded(index(of: supplementary), when: guardCondition)) }
    }
    return IRList(entries)
  }

  /// An anchor is written as two properties (edges and offset) that may vary separately; the IR anchor holds
  /// both, so every combination gets the guard under which both of its parts apply.
  func anchors(_ properties: [Assignment], edges: Property, offset: Property) -> IRProperty<IRAnchor> {
    let edgeSets = guarded(properties, edges) { $0.edgeSet }
    if edgeSets.isEmpty { return IRProperty() }
    let offsets = guarded(properties, offset) { $0.offset }
    var assignments: [IRGuarded<IRAnchor>] = []
    for (edges, edgeGuard) in Guards.exclusive(edgeSets) {
      guard let edges else { continue }
      for (offset, offsetGuard) in Guards.exclusive(offsets) {
        // No offset written: the anchor's default offset, in points.
        let anchor =
          offset.map {
            IRAnchor(
              edges: Guards.edges(edges), offset: IRPoint(x: IRNumber($0.x), y: IRNumber($0.y)),
              fractional: $0.isFractional)
          } ?? IRAnchor(edges: Guards.edges(edges), offset: IRDefaults.offset)
        assignments.append(IRGuarded(anchor, when: Guards.conjunction([edgeGuard, offsetGuard])))
      }
    }
    return IRProperty(assignments: assignments)
  }
}
