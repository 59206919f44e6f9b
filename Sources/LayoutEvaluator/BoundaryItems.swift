import LayoutIR
import LayoutRules

/// Boundary items of one section placed around their host rect (R10.1–R10.5, R3.6).
struct BoundaryPlacement {
  /// How far extending items stick out before and after the host rect along the layout axis (R10.4).
  var extensionBefore = 0.0
  var extensionAfter = 0.0
  /// Frames relative to the section origin BEFORE the extension shift (add `extensionBefore` along the layout axis).
  var frames: [(boundary: ResolvedBoundary, frame: Rect)] = []
  /// What each item's size resolved against, in `frames` order (for derivations, R3.6).
  var containers: [Size] = []

  /// `hostLength` = sec.top + primary length + sec.bottom along the layout axis (R10.2).
  init(
    section: ResolvedSection, sectionIndex: Int, hostLength: Double, layoutAxis: Axis, viewport: Size,
    grid: PixelGrid, kinds: [String], measured: [ElementID: Size]
  ) {
    let cross = layoutAxis.other
    var near = 0.0
    var far = hostLength
    for boundary in section.boundaries {
      // R3.6: across, the container loses the section's insets when the item follows them; along, it is whole.
      var container = viewport
      var anchorStart = 0.0
      if boundary.followsInsets {
        container[cross] -= section.insets.sum(cross)
        anchorStart = section.insets.start(cross)
      }
      let id = ElementID(category: .boundary, kind: kinds[Int(boundary.kind)], section: sectionIndex, item: 0)
      let size = boundary.size.resolve(in: container, grid: grid, measured: measured[id])
      let anchorRect = Rect(layoutAxis, along: 0, across: anchorStart, length: hostLength, thickness: container[cross])
      // R10.1: alignment -> container edges; an extending item on an edge of the scroll axis gets the opposite item
      // anchor on that axis, which puts it outside the host rect.
      let edges = Self.edges(boundary.alignment)
      let a = Anchor.unitPoint(edges)
      var b = a
      let axisEdges: Set<IREdge> = layoutAxis == .y ? [.top, .bottom] : [.leading, .trailing]
      if boundary.extends && !edges.isDisjoint(with: axisEdges) {
        b[layoutAxis] = 1 - a[layoutAxis]
      }
      let frame = Rect(
        x: anchorRect.x + a.x * anchorRect.width - b.x * size.width,
        y: anchorRect.y + a.y * anchorRect.height - b.y * size.height, width: size.width, height: size.height)
      if boundary.extends {
        near = min(near, frame.origin(layoutAxis))
        far = max(far, frame.end(layoutAxis))
      }
      // R10.4: the absolute offset moves the item after the section's extent is settled.
      frames.append((boundary, frame.offset(by: boundary.offset)))
      containers.append(container)
    }
    extensionBefore = -near
    extensionAfter = far - hostLength
  }

  static func edges(_ alignment: IRRectAlignment) -> Set<IREdge> {
    switch alignment {
    case .top: return [.top]
    case .topLeading: return [.top, .leading]
    case .leading: return [.leading]
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return [.bottom]
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return [.trailing]
    case .topTrailing: return [.top, .trailing]
    }
  }
}

/// R11.1: a background spans the section's full extent (boundary items and insets included) and the layout's whole
/// cross extent (U10), less its own insets. Not created for a section with no size.
func decorationFrames(
  _ section: ResolvedSection, sectionIndex: Int32, origin: Double, extent: Double, layoutAxis: Axis, viewport: Size
) -> [Element] {
  guard extent > 0 else { return [] }
  let full = Rect(layoutAxis, along: origin, across: 0, length: extent, thickness: viewport[layoutAxis.other])
  return section.backgrounds.enumerated().map { index, background in
    let insets = background.insets
    let frame = Rect(
      x: full.x + insets.leading, y: full.y + insets.top, width: full.width - insets.sum(.x),
      height: full.height - insets.sum(.y))
    return Element(
      frame: frame, category: .decoration, kindIndex: background.kind, section: sectionIndex, item: Int32(index),
      zIndex: background.zIndex, isPinned: false)
  }
}
