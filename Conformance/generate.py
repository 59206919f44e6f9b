"""Generated conformance cases: random layouts from a fixed seed, for breadth beyond the hand-written cases.

Each family draws layouts from a small space of the language (grids, nested and counted groups, orthogonal rows,
supplementaries, edge spacing, flow sections) with a deterministic generator, so the same files come out on every
machine. derive.py --write writes them with their expected frames from the model; --check fails when they are stale.
The generator avoids the few corners where Semantics.md leaves a choice open (see README.md, "What the cases avoid").
"""

from fractions import Fraction as Q

VIEWPORTS = [(320, 568), (375, 667), (390, 844), (393, 852), (414, 896), (428, 926), (744, 1133), (768, 1024),
             (834, 1194), (1024, 1366), (1180, 820)]


class Random:
    """A 64-bit linear congruential generator (Knuth's MMIX constants): reproducible everywhere."""

    def __init__(self, seed):
        self.state = (seed * 0x9E3779B97F4A7C15 + 1) % 2**64

    def below(self, n):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return (self.state >> 33) % n

    def pick(self, options):
        return options[self.below(len(options))]

    def chance(self, percent):
        return self.below(100) < percent


def points(value):
    text = str(Q(value))
    return text if "/" not in text else str(float(Q(value)))  # halves and quarters: exact decimals


def insets_text(r, choices):
    kind = r.below(3)
    if kind == 0:
        return points(r.pick(choices))
    if kind == 1:
        return f"{points(r.pick(choices))} {points(r.pick(choices))}"
    return " ".join(points(r.pick(choices)) for _ in range(4))


def spacing_text(r):
    value = r.pick([4, 6, 8, 10, 12, 7.5])
    return f">={points(value)}" if r.chance(30) else points(value)


class Family:
    """A family of generated cases: name, how many, a function making one (layout text, inputs, the rules its layouts
    draw on) and the family's central rule. A generated case names only that rule in `rules`, so that Semantics.md's
    Tests: lines stay readable; its `generated` note lists every rule the drawn layout exercises."""

    def __init__(self, name, count, make, description, rule):
        self.name, self.count, self.make, self.description, self.rule = name, count, make, description, rule


def boundaries(r, rules, kinds_used):
    """Optional header, footer and background for a section (R10, R11)."""
    lines = []
    if r.chance(45):
        height = r.pick(["30", "44", "~44", "28.5", "1/20h"])
        flags = []
        if r.chance(30):
            flags.append("follows-insets: false")
        if r.chance(25):
            flags.append("pinned: true")
        lines.append(f'header "header" {{ size: {r.pick(["1w", "1/2w", "200"])} x {height}{"; " if flags else ""}'
                     f'{"; ".join(flags)} }}')
        rules.update(["R10.1", "R10.4", "R3.6"])
        if height.startswith("~"):
            rules.add("R10.3")
    if r.chance(30):
        lines.append(f'footer "footer" {{ size: 1w x {r.pick(["20", "36", "12.5"])} }}')
        rules.update(["R10.1", "R10.4"])
    if r.chance(30):
        insets = f"insets: {insets_text(r, [0, 2, 4, 8])}; " if r.chance(50) else ""
        z = "z: -1" if r.chance(20) else ""
        lines.append(f'background "background" {{ {insets}{z} }}')
        rules.update(["R11.1", "R11.2"])
    return lines


def grid_section(r, rules, width_fractions=True):
    """A section whose root group is a row of one or two kinds of item."""
    columns = r.pick([1, 2, 3, 4, 5])
    lines = []
    items = []
    if width_fractions or r.chance(50):
        item_width = f"1/{columns}w" if columns > 1 else "1w"
        rules.update(["R2.1", "R3.3"])
    else:
        item_width = points(r.pick([60, 80, 95.5, 100, 120.25, 150]))
    item_height = r.pick(["1h", "1h", "80", "1/2h"])
    item_insets = r.pick(["", "", "insets: 2", "insets: 1.5", "insets: 4 8", "insets: 0.5"])
    items.append(f"item {{ size: {item_width} x {item_height}{'; ' + item_insets if item_insets else ''} }}")
    if item_insets:
        rules.add("R4.1")
    if r.chance(25):
        other = r.pick(["1/4w x 1h", "100 x 1h", "1/3w x 1/2h", "2/3w x 1h"])
        items.append(f"item {{ size: {other}; insets: 1 }}")
        rules.update(["R5.2", "R5.9"])
    group_height = r.pick(["1/3w", "100", "1/4w", "120", "88.5", "1/6h"])
    group = [f"size: 1w x {group_height}"]
    if r.chance(50):
        group.append(f"spacing: {spacing_text(r)}")
        rules.update(["R5.3", "R5.5"])
    if r.chance(20):
        group.append(f"insets: {insets_text(r, [0, 2, 5, 10])}")
        rules.update(["R3.3", "R4.3"])
    section = []
    if r.chance(60):
        section.append(f"insets: {insets_text(r, [0, 4, 8, 12, 16, 20, 10.5])}")
        rules.update(["R3.2", "R4.4", "R6.5"])
    if r.chance(50):
        section.append(f"spacing: {points(r.pick([2, 8, 10, 16, 5.5]))}")
        rules.add("R6.6")
    section += boundaries(r, rules, set())
    body = "; ".join(group + items)
    section.append(f"horizontal {{ {body} }}")
    rules.update(["R5.2", "R6.2", "R6.4"])
    return section


def layout_text(name, family, seed, sections, header=()):
    lines = [f"// Generated by Conformance/generate.py (family {family}, seed {seed}); derive.py --write rewrites it.",
             f"layout {name} {{"]
    lines += [f"  {h}" for h in header]
    for section in sections:
        lines.append("  section {")
        lines += [f"    {entry}" for entry in section]
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def counts(r, sections, most=20):
    """Item counts: now and then an empty section, mostly a few rows' worth."""
    return [0 if r.chance(8) else 1 + r.below(most) for _ in range(sections)]


def viewport(r):
    w, h = r.pick(VIEWPORTS)
    return {"width": w, "height": h}


def make_grids(r, name, seed):
    rules = {"R2.3", "R7.1", "R7.3"}
    sections = [grid_section(r, rules) for _ in range(r.pick([1, 2, 3, 4]))]
    header = [f"spacing: {points(r.pick([0, 10, 24, 12.5]))}"] if r.chance(50) else []
    inputs = {"viewport": viewport(r), "scale": r.pick([1, 2, 3, 3]), "items": counts(r, len(sections))}
    return layout_text("Grids", "grids", seed, sections, header), inputs, rules


def make_nested(r, name, seed):
    """Nested groups, counted children and item order (R5.4, R5.8, R5.9, R6.4)."""
    rules = {"R5.8", "R5.9", "R6.4", "R2.3", "R5.4", "R1"}
    count = r.pick([2, 3, 4])
    stack_axis = r.pick(["vertical", "horizontal"])
    spacing = f"spacing: {points(r.pick([4, 6, 10]))}; " if r.chance(50) else ""
    if spacing:
        rules.add("R5.3")
    inner = (f"{stack_axis} stack {{ size: {r.pick(['1/3w', '1/2w', '2/5w'])} x 1h; {spacing}"
             f"item {{ size: 1w x 1h; insets: {points(r.pick([1, 2, 3]))} }} * {count} }}")
    big = f"item big {{ size: {r.pick(['2/3w', '1/2w', '3/5w'])} x 1h; insets: {points(r.pick([0, 2, 4]))} }}"
    order = r.pick([["big", "stack"], ["stack", "big"]])
    row = f"horizontal row {{ size: 1w x {r.pick(['1/2w', '1/3w', '200'])}; {'; '.join(order)} }}"
    strip = f"horizontal strip {{ size: 1w x {r.pick(['1/4w', '1/5w', '60'])}; item {{ size: 1/{r.pick([3, 4, 5])}w x 1h; insets: 1 }} }}"
    root_children = r.pick([["row", "strip"], ["strip", "row"], ["row", "strip", "row"], ["row"]])
    root_height = r.pick(["1w", "4/3w", "1h", "600", "~300"])
    if root_height.startswith("~"):
        rules.add("R12.3")
    section = [f"spacing: {points(r.pick([0, 8, 12]))}"]
    if r.chance(50):
        section.append(f"insets: {insets_text(r, [0, 6, 16])}")
        rules.update(["R3.2", "R6.5"])
    section.append(f"vertical {{ size: 1w x {root_height}; {'; '.join(root_children)} }}")
    text = layout_text("Nested", "nested", seed, [section], [big, inner, row, strip])
    return text, {"viewport": viewport(r), "scale": r.pick([2, 3]), "items": [1 + r.below(40)]}, rules


def make_orthogonal(r, name, seed):
    """Orthogonal rows at rest among ordinary sections (R8)."""
    rules = {"R8.1", "R8.2", "R8.3", "R3.2", "R7.1", "R2.3"}
    sections = []
    for _ in range(r.pick([1, 2, 3])):
        scroll = r.pick(["continuous", "continuous-leading", "paging", "group-paging", "group-paging-centered"])
        if scroll == "group-paging-centered":
            rules.add("U5")
        width = r.pick(["0.9w", "1/2w", "140", "0.85w", "1/3w"])
        height = r.pick(["1/2w", "180", "1/4h", "9/16w"])
        axis = r.pick(["horizontal", "vertical"])
        item = r.pick(["1w x 1h", "1w x 1/2h", "1/2w x 1h"])
        section = [f"scroll: {scroll}"]
        if r.chance(60):
            section.append(f"insets: {insets_text(r, [0, 8, 12, 16])}")
        if r.chance(60):
            section.append(f"spacing: {points(r.pick([8, 10, 16]))}")
        section += boundaries(r, rules, set())
        if any(line.startswith("background") for line in section):
            rules.add("R8.5")
        section.append(f"{axis} {{ size: {width} x {height}; item {{ size: {item}; insets: {points(r.pick([0, 4]))} }} }}")
        sections.append(section)
    if r.chance(60):
        sections.insert(r.below(len(sections) + 1), grid_section(r, rules))
    header = [f"spacing: {points(r.pick([0, 16, 24]))}"] if r.chance(50) else []
    inputs = {"viewport": viewport(r), "scale": r.pick([2, 3]), "items": counts(r, len(sections), 12)}
    return layout_text("Rows", "orthogonal", seed, sections, header), inputs, rules


def anchor(r):
    return r.pick(["top", "top trailing", "top leading", "bottom", "bottom trailing", "bottom leading", "leading",
                   "trailing", "center"])


def make_supplementaries(r, name, seed):
    """Item and group supplementaries: anchors, item anchors, offsets, sizes, insets and z (R9)."""
    rules = {"R9.1", "R9.2", "R9.3", "R9.6", "R2.3"}
    supplementaries = []
    for index in range(r.pick([1, 2, 3])):
        size = r.pick(["20 x 20", "24 x 16", "0.2w x 0.2w", "1w x 20", "~40 x 20", "1/3w x 1/4h"])
        entries = [f"size: {size}", f"anchor: {anchor(r)}"]
        if "w" in size or "h" in size:
            rules.add("R3.5")
        if r.chance(50):
            entries.append("offset: " + r.pick(["50% -50%", "-30% 30%", "4 -4", "-6 6", "10% 0%"]))
        if r.chance(35):
            entries.append(f"item-anchor: {anchor(r)}")
            if r.chance(50):
                entries.append("item-offset: " + r.pick(["2 2", "25% 25%", "-3 0"]))
        if r.chance(30):
            entries.append(f"insets: {insets_text(r, [1, 2, 3])}")
            rules.add("R9.5")
        if r.chance(30):
            entries.append(f"z: {r.pick([0, 2, 5, -1])}")
        supplementaries.append(f'supplementary s{index} "mark-{index}" {{ {"; ".join(entries)} }}')
    names = [f"s{i}" for i in range(len(supplementaries))]
    item = (f"item cell {{ size: 1/{r.pick([2, 3, 4])}w x 1h; insets: {points(r.pick([0, 2, 6]))}; "
            f"supplementaries: {', '.join(names)} }}")
    group_supplementary = ""
    if r.chance(50):
        group_supplementary = f'; supplementaries: supplementary "row-mark" {{ size: 1w x 2; anchor: {r.pick(["bottom", "top"])} }}'
        rules.update(["R9.4", "R9.7", "U8"])
    section = []
    if r.chance(50):
        section.append(f"insets: {insets_text(r, [0, 8, 16])}")
    if r.chance(40):
        section.append('background "background" { }')
        rules.add("R11.2")
    section.append(f"horizontal {{ size: 1w x {r.pick(['1/3w', '120', '1/4w'])}{group_supplementary}; cell }}")
    text = layout_text("Marks", "supplementaries", seed, [section], supplementaries + [item])
    return text, {"viewport": viewport(r), "scale": r.pick([1, 2, 3]), "items": [2 + r.below(15)]}, rules


def make_edges(r, name, seed):
    """Edge spacing along and across, fixed and flexible, and flexible group spacing (R5.5, R5.6, R5.7)."""
    rules = {"R5.2", "R5.5", "R5.6", "R2.3"}
    def edge(side):
        value = points(r.pick([0, 4, 10, 2.5]))
        return f"{side} >={value}" if r.chance(50) else f"{side} {value}"
    sides = [s for s in ("top", "leading", "bottom", "trailing") if r.chance(50)] or ["leading"]
    item = (f"item cell {{ size: {r.pick(['80', '1/4w', '100', '55.5'])} x {r.pick(['40', '1/2h', '30.5'])}; "
            f"edges: {', '.join(edge(s) for s in sides)} }}")
    group = [f"size: 1w x {r.pick(['100', '80', '1/4w'])}"]
    if r.chance(50):
        group.append(f"spacing: {spacing_text(r)}")
        rules.add("R5.3")
    root_edges = ""
    if r.chance(40):
        group[0] = f"size: {r.pick(['300', '2/3w', '250.5'])} x {r.pick(['100', '80'])}"
        root_edges = f"; edges: leading >=0, trailing >=0, top {points(r.pick([0, 6]))}"
        rules.update(["R5.7", "R5.11"])
    section = []
    if r.chance(50):
        section.append(f"insets: {insets_text(r, [0, 8, 16, 5])}")
    section.append(f"horizontal {{ {'; '.join(group)}{root_edges}; cell }}")
    text = layout_text("Edges", "edges", seed, [section], [item])
    return text, {"viewport": viewport(r), "scale": r.pick([1, 2, 3]), "items": [2 + r.below(15)]}, rules


def make_flow(r, name, seed):
    """Flow sections (chapter 16): line breaking, justification, last lines, headers and footers."""
    rules = {"F4", "F5", "F6", "F7", "F9", "F12", "F14", "F3", "F11", "R2.3"}
    sections = []
    for _ in range(r.pick([1, 2, 3])):
        w = r.pick([44, 50, 80, 100, 110, 120.5, 150, 200, 333, 500])
        h = r.pick([30, 32, 44, 50.5, 100])
        section = [f"flow: {points(w)} x {points(h)}"]
        if r.chance(70):
            section.append(f"insets: {insets_text(r, [0, 8, 16, 20, 7.5])}")
        if r.chance(60):
            section.append(f"item-spacing: {points(r.pick([0, 4, 8, 12.5]))}")
        if r.chance(60):
            section.append(f"line-spacing: {points(r.pick([0, 2, 8, 15]))}")
        if r.chance(40):
            section.append(f'header "header" {{ size: 1w x {r.pick([20, 44, 30.5])} }}')
            rules.add("F13")
        if r.chance(30):
            section.append(f'footer "footer" {{ size: 1w x {r.pick([10, 24])} }}')
            rules.add("F13")
        sections.append(section)
    inputs = {"viewport": viewport(r), "scale": r.pick([1, 2, 3]), "items": counts(r, len(sections), 30)}
    return layout_text("Flow", "flow", seed, sections), inputs, rules


FAMILIES = [
    Family("grids", 30, make_grids, "rows and grids with insets, spacing, headers, footers and backgrounds", "R6.2"),
    Family("nested", 12, make_nested, "nested, counted and estimated groups", "R5.9"),
    Family("orthogonal", 12, make_orthogonal, "orthogonal rows among ordinary sections", "R8.2"),
    Family("supplementaries", 10, make_supplementaries, "item and group supplementaries", "R9.2"),
    Family("edges", 10, make_edges, "edge spacing and flexible spacing", "R5.5"),
    Family("flow", 16, make_flow, "flow sections", "F5"),
]


def cases():
    """Every generated file: {path relative to Conformance/: content}; a case is a dict without `expected`."""
    files = {}
    for family in FAMILIES:
        for number in range(1, family.count + 1):
            seed = 1000 * (FAMILIES.index(family) + 1) + number
            name = f"generated-{family.name}-{number:02d}"
            text, inputs, rules = family.make(Random(seed), name, seed)
            # The linter proves the layout for the case's viewport only (other viewports are not the case's business).
            size = inputs["viewport"]
            first, rest = text.split("{\n", 1)
            text = f"{first}{{\n  viewport: {size['width']} x {size['height']}\n{rest}"
            files[f"layouts/{name}.layout"] = text
            files[f"cases/{name}.json"] = {
                "version": 1,
                "description": f"Generated ({family.description}), seed {seed}",
                "rules": [family.rule],
                "layout": f"layouts/{name}.layout",
                "inputs": inputs,
                "generated": f"generate.py, family {family.name}, seed {seed}; expected frames from derive.py's model; "
                + f"exercises {', '.join(sorted(rules, key=rule_order))}",
            }
    return files


def rule_order(rule):
    family = "".join(c for c in rule if c.isalpha())
    numbers = [int(n) for n in rule[len(family):].split(".")]
    return (["R", "U", "F", "SD"].index(family), numbers)
