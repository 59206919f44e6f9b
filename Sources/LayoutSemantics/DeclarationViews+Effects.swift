/// The declared appear and disappear effects (E1.1) on the views of the kinds that may declare them.
extension ItemDeclaration {
  /// `appear:` assignments (none: UIKit's fade).
  public var appear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .appear) { $0.effect } }
  /// `disappear:` assignments (none: UIKit's fade).
  public var disappear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .disappear) { $0.effect } }
}

extension SupplementaryDeclaration {
  /// `appear:` assignments (none: UIKit's fade).
  public var appear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .appear) { $0.effect } }
  /// `disappear:` assignments (none: UIKit's fade).
  public var disappear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .disappear) { $0.effect } }
}

extension SectionDeclaration {
  /// `appear:` assignments: how the section's cells enter when the section itself is inserted (E2.2).
  public var appear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .appear) { $0.effect } }
  /// `disappear:` assignments: how the section's cells leave when the section itself is deleted (E2.2).
  public var disappear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .disappear) { $0.effect } }
  /// `item-appear:` assignments of a flow section: how its cells enter when inserted (E1.1).
  public var itemAppear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .itemAppear) { $0.effect } }
  /// `item-disappear:` assignments of a flow section: how its cells leave when deleted (E1.1).
  public var itemDisappear: [Guarded<Located<ElementEffect>>] {
    declaration.assignments(of: .itemDisappear) { $0.effect }
  }
}

extension BoundaryDeclaration {
  /// `appear:` assignments (none: UIKit's fade).
  public var appear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .appear) { $0.effect } }
  /// `disappear:` assignments (none: UIKit's fade).
  public var disappear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .disappear) { $0.effect } }
}

extension BackgroundDeclaration {
  /// `appear:` assignments (none: UIKit's fade).
  public var appear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .appear) { $0.effect } }
  /// `disappear:` assignments (none: UIKit's fade).
  public var disappear: [Guarded<Located<ElementEffect>>] { declaration.assignments(of: .disappear) { $0.effect } }
}
