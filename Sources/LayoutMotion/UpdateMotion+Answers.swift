import LayoutEvaluator

extension UpdateMotion {
  /// The declared effect an element of the end state appears with (E2.2): the cells of an inserted (or reloaded)
  /// section take the section's effect first. Nil: nothing declared (UIKit's fade).
  func appearingEffect(of end: Element) -> ResolvedEffect? {
    let sectionInserted = plan.oldSection(of: end.section) == nil || plan.reloadedSections.contains(end.section)
    return endEffects.effect(for: to.id(of: end), in: to, appearing: true, sectionChanged: sectionInserted)
  }

  /// The declared effect an element of the start state disappears with (E2.2): the cells of a deleted (or reloaded)
  /// section take the section's effect first.
  func disappearingEffect(of start: Element) -> ResolvedEffect? {
    let sectionDeleted = plan.newSection(of: start.section) == nil || plan.reloadedSections.contains(start.section)
    return startEffects.effect(for: from.id(of: start), in: from, appearing: false, sectionChanged: sectionDeleted)
  }

  /// What a layout answers to `initialLayoutAttributesForAppearing…(at:)` for element `id` (its key after the
  /// update; motion.md §7, B3.5): the start of an inserted or appearing element with a declared effect (E2.1), or
  /// nil to call `super`, whose answer is UIKit's own (the alpha-0 copy for an insert, the old attributes for a
  /// survivor, MU10). UIKit asks for survivors too: the answer comes from the mapping, not from the path.
  public func initialAttributes(forAppearing id: ElementID) -> MotionState? {
    guard !endEffects.isEmpty, let end = to.element(for: id) else { return nil }
    guard counterpart(of: end, kind: id.kind).element == nil, let effect = appearingEffect(of: end) else { return nil }
    let hidden = effect.hidden(from: end.frame)
    return MotionState(frame: hidden.frame, alpha: hidden.alpha, scale: hidden.scale)
  }

  /// What a layout answers to `finalLayoutAttributesForDisappearing…(at:)` for element `id` (its key before the
  /// update): the end of a deleted or disappearing element with a declared effect, built from its attributes before
  /// the update (E2.1), or nil to call `super`.
  public func finalAttributes(forDisappearing id: ElementID) -> MotionState? {
    guard !startEffects.isEmpty, let start = from.element(for: id) else { return nil }
    guard counterpart(ofStart: start, kind: id.kind).element == nil, let effect = disappearingEffect(of: start) else {
      return nil
    }
    let hidden = effect.hidden(from: start.frame)
    return MotionState(frame: hidden.frame, alpha: hidden.alpha, scale: hidden.scale)
  }
}

extension TransitionMotion {
  /// `initialLayoutAttributesForAppearing…(at:)` during a transition (T2.3, E2.4): an element only the end state has,
  /// with a declared effect, starts from its end attributes changed by it; anything else is nil (`super`: the other
  /// layout's attributes, or the plain fade).
  public func initialAttributes(forAppearing id: ElementID) -> MotionState? {
    guard let end = to.element(for: id), from.element(for: id) == nil,
      let effect = endEffects.effect(for: id, in: to, appearing: true)
    else { return nil }
    let hidden = effect.hidden(from: end.frame)
    return MotionState(frame: hidden.frame, alpha: hidden.alpha, scale: hidden.scale)
  }

  /// `finalLayoutAttributesForDisappearing…(at:)` during a transition (T2.3, E2.4): an element only the start state
  /// has, with a declared effect, ends at its start attributes changed by it; anything else is nil.
  public func finalAttributes(forDisappearing id: ElementID) -> MotionState? {
    guard let start = from.element(for: id), to.element(for: id) == nil,
      let effect = startEffects.effect(for: id, in: from, appearing: false)
    else { return nil }
    let hidden = effect.hidden(from: start.frame)
    return MotionState(frame: hidden.frame, alpha: hidden.alpha, scale: hidden.scale)
  }
}
