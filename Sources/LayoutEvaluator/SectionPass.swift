/// The one pass over a section that every output of an `Evaluation` goes through: the section's backgrounds (R11),
/// then its content from whichever strategy places it (`SectionContent`), then its boundary items (R10, F13).
///
/// Section-level treatment that does not depend on how the content is placed belongs here, once: a pinning clamp for
/// pinned boundary items (R10.5), a scroll offset for an orthogonal row or a scroll effect would adjust the
/// elements in these three methods, and every output (materialised, streamed, rect query, one element) would see it.
extension SectionPlan {
  /// Writes every element of the section from `start`; returns the next free slot.
  func write(to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
    var cursor = start
    for element in decorations {
      cursor.initialize(to: element)
      cursor += 1
    }
    cursor = content.writeAll(to: cursor)
    for element in boundaries {
      cursor.initialize(to: element)
      cursor += 1
    }
    return cursor
  }

  /// Appends the section's elements (only those meeting `rect`, when given) to `batch`, in `write` order.
  func stream(
    in rect: Rect?, into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    for element in decorations where rect.map(element.frame.intersects) ?? true {
      try batch.append(element, body)
    }
    try content.stream(in: rect, into: &batch, body)
    for element in boundaries where rect.map(element.frame.intersects) ?? true {
      try batch.append(element, body)
    }
  }

  /// The element of `category`, kind index `kind` (-1 for none) and index `item`, with its declaration (`.none` for
  /// boundary items and decorations, which name their declaration by kind).
  func locate(_ category: ElementCategory, kind: Int32, item: Int) -> (element: Element, source: SourceRef)? {
    switch category {
    case .boundary:
      // R10.7: a boundary item's index is 0; its kind is unique in the section (R7.4).
      guard item == 0, let element = boundaries.first(where: { $0.kindStorage == kind }) else { return nil }
      return (element, .none)
    case .decoration:
      // R11.2: a decoration's index is its position in the section's background list.
      guard decorations.indices.contains(item), decorations[item].kindStorage == kind else { return nil }
      return (decorations[item], .none)
    case .cell, .supplementary:
      return content.locate(category, kind: kind, item: item)
    }
  }
}
