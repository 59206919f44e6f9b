import LayoutIR
import LayoutMath

// Small constructors so Swift-side tests read like the `.layout` language: `fw(1, 3)` is `1/3w`.

func num(_ n: Int64, _ d: Int64 = 1) -> IRNumber { IRNumber(n, d)! }
func abs(_ v: Int64) -> IRDimension { .absolute(num(v)) }
func est(_ v: Int64) -> IRDimension { .estimated(num(v)) }
func fw(_ n: Int64, _ d: Int64 = 1) -> IRDimension { .fractionalWidth(num(n, d)) }
func fh(_ n: Int64, _ d: Int64 = 1) -> IRDimension { .fractionalHeight(num(n, d)) }
func size(_ w: IRDimension, _ h: IRDimension) -> IRProperty<IRSize> { IRProperty(IRSize(width: w, height: h)) }
func insets(_ all: Int64) -> IRProperty<IRInsets> { IRProperty(IRInsets(all: num(all))) }
func insets(_ t: IRNumber, _ l: IRNumber, _ b: IRNumber, _ r: IRNumber) -> IRProperty<IRInsets> {
  IRProperty(IRInsets(top: t, leading: l, bottom: b, trailing: r))
}

func item(_ w: IRDimension, _ h: IRDimension, insets ins: IRProperty<IRInsets> = IRProperty()) -> IRItem {
  IRItem(size: size(w, h), insets: ins)
}

func group(
  _ axis: IRAxis, _ w: IRDimension, _ h: IRDimension, _ children: [IRChildRef], count: Int? = nil,
  spacing: IRSpacing? = nil
) -> IRGroup {
  IRGroup(
    axis: axis, size: size(w, h), spacing: spacing.map { IRProperty($0) } ?? IRProperty(),
    children: IRList(children.map { IRGuarded($0) }), count: count.map { IRProperty($0) } ?? IRProperty())
}

func section(root: Int, insets ins: IRProperty<IRInsets> = IRProperty(), spacing: Int64 = 0) -> IRSection {
  IRSection(root: IRProperty(root), insets: ins, spacing: spacing == 0 ? IRProperty() : IRProperty(num(spacing)))
}

/// §18 (a): item 1/3w x 1h insets 2; group horizontal 1w x 1/3w.
func gridLayout() -> IRLayout {
  IRLayout(
    name: "Grid", items: [item(fw(1, 3), fh(1), insets: insets(2))],
    groups: [group(.horizontal, fw(1), fw(1, 3), [.item(0)])], sections: [section(root: 0)])
}

/// §18 (b): the album detail layout.
func albumLayout() -> IRLayout {
  IRLayout(
    name: "AlbumDetail",
    items: [
      item(fw(1), fw(2, 3), insets: insets(2)),  // 0 full
      item(fw(2, 3), fh(1), insets: insets(2)),  // 1 main
      item(fw(1), fh(1, 2), insets: insets(2)),  // 2 pair
      item(fw(1, 3), fh(1), insets: insets(2)),  // 3 third
    ],
    groups: [
      group(.vertical, fw(1, 3), fh(1), [.item(2)], count: 2),  // 0 trailingPair
      group(.horizontal, fw(1), fw(4, 9), [.item(1), .group(0)]),  // 1 mainWithPair
      group(.horizontal, fw(1), fw(2, 9), [.item(3)], count: 3),  // 2 triplet
      group(.horizontal, fw(1), fw(4, 9), [.group(0), .item(1)]),  // 3 reversed
      group(.vertical, fw(1), fw(16, 9), [.item(0), .group(1), .group(2), .group(3)]),  // 4 root
    ],
    sections: [section(root: 4)])
}
