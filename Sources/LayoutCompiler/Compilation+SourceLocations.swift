extension Compilation {
  /// The IR with each layout's declaration positions written into it (`IRLayout.sourceLocations`, what
  /// `layoutc compile --source-locations` writes), or nil when the file has errors.
  public var irWithSourceLocations: IRDocument? {
    guard var document = ir, let map = sourceMap else { return nil }
    func positions(_ spans: [SourceSpan]) -> [String] {
      spans.map { span in
        let location = source.location(of: span.start)
        return IRSourceLocations.position(line: location.line, column: location.column)
      }
    }
    for index in document.layouts.indices where map.layouts.indices.contains(index) {
      let spans = map.layouts[index]
      document.layouts[index].sourceLocations = IRSourceLocations(
        file: source.path, items: positions(spans.items), groups: positions(spans.groups),
        supplementaries: positions(spans.supplementaries), sections: positions(spans.sections))
    }
    return document
  }
}
