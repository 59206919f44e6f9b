extension ImportCombination {
  /// The source map of the combined text as one of the compiled file: an imported declaration's spans become the
  /// `import` that leads to it, so no span points past the compiled file or into the wrong file.
  func mapped(_ map: SourceMap) -> SourceMap {
    SourceMap(layouts: map.layouts.map(mapped))
  }

  private func mapped(_ layout: LayoutSpans) -> LayoutSpans {
    var copy = LayoutSpans(name: layout.name, nameSpan: mapped(layout.nameSpan))
    copy.itemDeclarations = layout.itemDeclarations.map(mapped)
    copy.groupDeclarations = layout.groupDeclarations.map(mapped)
    copy.supplementaryDeclarations = layout.supplementaryDeclarations.map(mapped)
    copy.sectionDeclarations = layout.sectionDeclarations.map(mapped)
    copy.boundaryDeclarations = layout.boundaryDeclarations.map { $0.map(mapped) }
    copy.backgroundDeclarations = layout.backgroundDeclarations.map { $0.map(mapped) }
    copy.fields = layout.fields.mapValues { $0.map { self.mapped($0) } }
    return copy
  }

  private func mapped(_ declaration: DeclarationSpans) -> DeclarationSpans {
    guard
      declaration.span.start >= rootLength || declaration.head.start >= rootLength
        || declaration.fields.values.contains(where: { $0.contains { $0.start >= rootLength } })
    else { return declaration }
    return DeclarationSpans(
      name: declaration.name, noun: declaration.noun, elementKind: declaration.elementKind,
      span: mapped(declaration.span), head: mapped(declaration.head),
      fields: declaration.fields.mapValues { $0.map { self.mapped($0) } })
  }
}
