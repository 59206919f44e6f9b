extension IRLayout {
  /// Whether any declaration carries an appear or disappear effect (the `motion-effects` feature).
  var usesEffects: Bool {
    items.contains { !$0.appear.isEmpty || !$0.disappear.isEmpty }
      || supplementaries.contains { !$0.appear.isEmpty || !$0.disappear.isEmpty }
      || sections.contains { section in
        !section.appear.isEmpty || !section.disappear.isEmpty
          || !section.itemAppear.isEmpty || !section.itemDisappear.isEmpty
          || section.boundaries.entries.contains { !$0.value.appear.isEmpty || !$0.value.disappear.isEmpty }
          || section.backgrounds.entries.contains { !$0.value.appear.isEmpty || !$0.value.disappear.isEmpty }
      }
  }
}

extension LayoutValidator {
  /// Effects are bounded values (a scale in (0, 10], offsets that are not estimates) under valid conditions, so a
  /// loaded document never animates to a singular or absurd transform.
  func checkEffects() throws {
    func check(_ effects: [IRProperty<IREffect>], _ place: String) throws {
      for effect in effects {
        for assignment in effect.assignments {
          if let problem = assignment.value.problem { throw fail("\(place) \(problem)") }
        }
        try checkConditions(effect.assignments.map(\.when), place)
      }
    }
    for (index, item) in layout.items.enumerated() {
      try check([item.appear, item.disappear], "items[\(index)]")
    }
    for (index, supplementary) in layout.supplementaries.enumerated() {
      try check([supplementary.appear, supplementary.disappear], "supplementaries[\(index)]")
    }
    for (index, section) in layout.sections.enumerated() {
      let place = "sections[\(index)]"
      try check([section.appear, section.disappear, section.itemAppear, section.itemDisappear], place)
      for boundary in section.boundaries.entries.map(\.value) {
        try check([boundary.appear, boundary.disappear], "\(place) boundary '\(boundary.kind)'")
      }
      for background in section.backgrounds.entries.map(\.value) {
        try check([background.appear, background.disappear], "\(place) background '\(background.kind)'")
      }
    }
  }
}
