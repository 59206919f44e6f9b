"""Hand derivations of the worked examples of Documentation/Semantics.md, one function per case.

Each function redoes the example's arithmetic step by step in exact fractions, the way the rulebook's text does it,
and checks the intermediate and final numbers the text prints (`quoted`, to its three decimals). derive.py --check
then requires its general model to give exactly these frames, so the model answers to the rulebook's own numbers.
A derivation lists the elements the text talks about (often all of them) and, where the text gives it, the content
size. Frames are (x, y, width, height) after R2.3's rounding.
"""

import math
from fractions import Fraction as Q

W, H = Q(390), Q(844)


def floorpx(v, scale=3):
    """R2.1: floored to the pixel grid (R2.2's 1e-6 pixel tolerance never matters in exact arithmetic here)."""
    return Q(math.floor(v * scale + Q(1, 10**6))) / scale


def roundpx(v, scale=3):
    """R2.3: rounded to the pixel grid, a half away from zero."""
    p = v * scale
    n = math.floor(p)
    return Q(n + 1 if (p - n > Q(1, 2) or (p - n == Q(1, 2) and p > 0)) else n) / scale


def expect(condition, message="a step of the derivation does not hold"):
    """A check that holds under `python3 -O` too."""
    if not condition:
        raise AssertionError(message)


def quoted(value, text):
    """The rulebook prints three decimals: the derived value must round to what it prints."""
    expect(abs(float(value) - float(text)) < 0.0005, f"derived {float(value)}, the text says {text}")
    return value


def frame(x, y, w, h, scale=3):
    return tuple(roundpx(Q(v), scale) for v in (x, y, w, h))


def inset(slot, t, l, b, r):
    """R4.1: the frame is the slot less the insets."""
    x, y, w, h = slot
    return (x + l, y + t, abs(w - l - r), abs(h - t - b))


def cell(i, section=0):
    return ("cell", None, section, i)


DERIVATIONS = {}


def derivation(function):
    DERIVATIONS[function.__name__.replace("_", "-")] = function
    return function


def grid_a(count):
    """18 (a): group 390 x floorpx(390/3); slots 130 square; three per row (R5.2); slot less 2 (R4.1)."""
    group_height = quoted(floorpx(W / 3), "130")
    slot = floorpx(group_height)  # 1/3w of the 390-wide group container, 1h of its 130
    expect(3 * slot <= W + Q(1, 4) < 4 * slot + Q(1, 4))
    cells = {}
    for i in range(count):
        g, j = divmod(i, 3)
        cells[cell(i)] = frame(*inset((j * slot, g * group_height, slot, slot), 2, 2, 2, 2))
    return cells, group_height


@derivation
def worked_a_grid():
    cells, row = grid_a(7)
    expect([cells[cell(i)] for i in (0, 4, 6)] == [(2, 2, 126, 126), (132, 132, 126, 126), (2, 262, 126, 126)])
    return {"content": (W, 3 * row), "elements": cells}  # two full rows and a partial one, not trimmed: 390


@derivation
def worked_a_grid_one_item():
    cells, row = grid_a(1)
    return {"content": (W, row), "elements": cells}


def album(scale):
    """18 (b): sizes by R2.1 and R3.3, placement by R5.5 in depth-first order (R5.9)."""
    root = floorpx(W * Q(16, 9), scale)
    full = floorpx(W * Q(2, 3), scale)  # 1w x 2/3w in the root's container (390 wide)
    main_with_pair = floorpx(W * Q(4, 9), scale)
    triplet = floorpx(W * Q(2, 9), scale)
    reversed_ = main_with_pair
    expect(full + main_with_pair + triplet + reversed_ <= root + Q(1, 4))  # all four fit; full again does not
    main_w, pair_w = floorpx(W * Q(2, 3), scale), floorpx(W / 3, scale)  # in mainWithPair's 390 x 173.333
    pair_h = floorpx(main_with_pair / 2, scale)  # the count: half of trailingPair's height (R5.4)
    third_w = floorpx(W / 3, scale)
    slots = [
        (0, 0, W, full),
        (0, full, main_w, main_with_pair),
        (main_w, full, pair_w, pair_h),
        (main_w, full + pair_h, pair_w, pair_h),
    ]
    y3 = full + main_with_pair
    slots += [(j * third_w, y3, third_w, triplet) for j in range(3)]
    y4 = y3 + triplet
    slots += [(0, y4, pair_w, pair_h), (0, y4 + pair_h, pair_w, pair_h), (pair_w, y4, main_w, main_with_pair)]
    frames = [inset(s, 2, 2, 2, 2) for s in slots]
    return root, frames


@derivation
def worked_b_album():
    root, frames = album(3)
    quoted(root, "693.333")
    cells = {cell(i): frame(*f) for i, f in enumerate(frames)}
    table = ["(2, 2, 386, 256)", "(2, 262, 256, 169.333)", "(262, 262, 126, 82.667)", "(262, 348.667, 126, 82.667)",
             "(2, 435.333, 126, 82.667)", "(132, 435.333, 126, 82.667)", "(262, 435.333, 126, 82.667)",
             "(2, 522, 126, 82.667)", "(2, 608.667, 126, 82.667)", "(132, 522, 256, 169.333)"]
    for i, printed in enumerate(table):
        for value, text in zip(cells[cell(i)], printed.strip("()").split(", ")):
            quoted(value, text)
    return {"content": (W, root), "elements": cells}


@derivation
def worked_b_album_partial():
    root, frames = album(3)
    present = frames[:7]
    far = lambda fs: max(f[1] + f[3] for f in fs)
    quoted(far(present), "518")
    quoted(far(frames), "691.333")
    length = root - (far(frames) - far(present))  # R6.4, the trim (U3)
    return {"content": (W, quoted(length, "520")), "elements": {cell(i): frame(*f) for i, f in enumerate(present)}}


@derivation
def worked_b_album_scale2():
    root, frames = album(2)
    expect(root == 693)
    printed = [(2, 2, 386, 256), (2, 262, 256, 169), (262, 262, 126, 82.5), (262, 348.5, 126, 82.5),
               (2, 435, 126, 82.5), (132, 435, 126, 82.5), (262, 435, 126, 82.5), (2, 521.5, 126, 82.5),
               (2, 608, 126, 82.5), (132, 521.5, 256, 169)]
    cells = {cell(i): frame(*f, scale=2) for i, f in enumerate(frames)}
    expect([tuple(map(float, cells[cell(i)])) for i in range(10)] == [tuple(map(float, p)) for p in printed])
    return {"content": (W, Q(693)), "elements": cells}


def header_grid(count, scale=3, header=Q(44), follows=True):
    """18 (c): container 358 wide (R3.2), header above the host (R10.4), rows after the top inset (R6.5)."""
    width = W - 32
    group = floorpx(width / 3, scale)
    slot = floorpx(group, scale)
    origin_y = header + 8  # ext_top, then the top inset
    cells = {}
    for i in range(count):
        g, j = divmod(i, 3)
        cells[cell(i)] = frame(*inset((16 + j * slot, origin_y + g * (group + 10), slot, slot), 2, 2, 2, 2), scale=scale)
    rows = -(-count // 3)
    length = rows * group + (rows - 1) * 10
    head = (16, 0, floorpx(width, scale), header) if follows else (0, 0, W, header)
    cells[("boundary", "header", 0, 0)] = frame(*head, scale=scale)
    return cells, header + 8 + length + 8


@derivation
def worked_c_header_grid():
    cells, extent = header_grid(7)
    for i, (x, y) in enumerate([("18", "54"), ("137.333", "54"), ("256.667", "54"), ("18", "183.333"),
                                ("137.333", "183.333"), ("256.667", "183.333"), ("18", "312.667")]):
        quoted(cells[cell(i)][0], x)
        quoted(cells[cell(i)][1], y)
        quoted(cells[cell(i)][2], "115.333")
    expect(cells[("boundary", "header", 0, 0)] == (16, 0, 358, 44))
    return {"content": (W, quoted(extent, "438")), "elements": cells}


@derivation
def worked_c_header_measured():
    cells, extent = header_grid(7, header=Q(60))  # R12.2: the measured 60 replaces the estimate
    return {"content": (W, quoted(extent, str(438 + 16))), "elements": cells}


@derivation
def worked_c_header_not_following():
    cells, extent = header_grid(7, follows=False)
    expect(cells[("boundary", "header", 0, 0)] == (0, 0, 390, 44))
    return {"content": (W, extent), "elements": cells}


@derivation
def worked_c_background():
    _, extent = header_grid(7)
    return {"content": (W, extent), "elements": {("decoration", "background", 0, 0): frame(0, 0, W, extent)}}


@derivation
def worked_c_scale2():
    cells, extent = header_grid(7, scale=2)
    expect([cells[cell(i)][0] for i in range(3)] == [18, 137, 256])
    expect([cells[cell(i)][1] for i in (0, 3, 6)] == [54, 183, 312])
    return {"content": (W, quoted(extent, "437")), "elements": cells}


def badge(offset):
    """18 (d): unit point (1, 0) (R9.1); origin R.x + 1 x 100 - 1 x 20, R.y + 0 - 0 (R9.2); offset x the badge."""
    ox, oy = offset
    return frame(0 + 1 * 100 - 1 * 20 + ox * 20, 0 + 0 * 100 - 0 * 20 + oy * 20, 20, 20)


@derivation
def worked_d_badge():
    b = badge((Q(-3, 10), Q(3, 10)))
    expect(b == (74, 6, 20, 20))
    return {"elements": {("supplementary", "badge", 0, 0): b, cell(0): (0, 0, 100, 100)}}


@derivation
def worked_d_badge_apple():
    b = badge((Q(3, 10), Q(-3, 10)))
    expect(b == (86, -6, 20, 20))
    return {"elements": {("supplementary", "badge", 0, 0): b}}


def flow(count, w, h, a, leading, spacing, line_spacing, top=0, scale=3):
    """16: n per line (F5), justified or centred columns (F6, F7), lines (F9)."""
    n = max(1, math.floor((a + spacing) / (w + spacing)))
    cells = {}
    for i in range(count):
        line, column = divmod(i, n)
        x = leading + (a - w) / 2 if n == 1 else leading + column * (w + (a - n * w) / (n - 1))
        cells[cell(i)] = frame(x, top + line * (h + line_spacing), w, h, scale=scale)
    lines = -(-count // n)
    return cells, lines * h + (lines - 1) * line_spacing


@derivation
def worked_e_flow():
    cells, body = flow(7, Q(100), Q(100), W - 32, 16, 10, 10)
    expect([cells[cell(i)][0] for i in range(3)] == [16, 145, 274])
    expect(cells[cell(6)] == (16, 220, 100, 100))
    return {"content": (W, quoted(body, "320")), "elements": cells}


@derivation
def worked_e_flow_wide():
    cells, body = flow(7, Q(200), Q(100), W - 32, 16, 10, 10)
    expect(all(cells[cell(i)][0] == 95 for i in range(7)))
    return {"content": (W, body), "elements": cells}


@derivation
def worked_f_list():
    heights = [Q(44), Q(60), Q(44), Q(181, 2)]  # the estimate until measured (R12.1, R12.2)
    cells, y = {}, Q(0)
    for i, h in enumerate(heights):
        cells[cell(i)] = frame(0, y, W, h)
        y += h + 1
    return {"content": (W, quoted(y - 1, "241.5")), "elements": cells}


@derivation
def worked_f_grid_spacing():
    width = floorpx((W - 2 * 10) / 3)  # R5.3's second pass: thirds of 390 - 2 x 10
    quoted(width, "123.333")
    xs = [quoted(j * (width + 10), t) for j, t in enumerate(["0", "133.333", "266.667"])]
    cells = {cell(i): frame(xs[i % 3], 100 * (i // 3), width, 100) for i in range(5)}
    return {"content": (W, Q(200)), "elements": cells}


def count_group(count, scale, spacing=0):
    width = floorpx((W - 3 * spacing) / 4, scale)  # R5.4: 1/4 of the group, less the spacings
    return {cell(i): frame((i % 4) * (width + spacing), 100 * (i // 4), width, 100, scale) for i in range(count)}, width


@derivation
def worked_f_count():
    cells, width = count_group(6, 3)
    quoted(width, "97.333")
    return {"content": (W, Q(200)), "elements": cells}


@derivation
def worked_f_count_scale2():
    cells, width = count_group(4, 2)
    expect(width == Q(195, 2))
    return {"content": (W, Q(100)), "elements": cells}


@derivation
def worked_f_count_spacing():
    cells, width = count_group(4, 3, spacing=6)
    expect(width == 93)
    return {"content": (W, Q(100)), "elements": cells}


@derivation
def worked_f_tag_cloud():
    widths = [120, 150, 100, 200, 90, 80]  # measured (R12.2); item 5 keeps the estimate 80
    rows = [[0, 1, 2], [3, 4, 5]]  # 120 + 8 + 150 + 8 + 100 = 386 <= 390; 200 + 8 + 90 + 8 + 80 = 386
    cells = {}
    for r, row in enumerate(rows):
        x = Q(0)
        for i in row:
            cells[cell(i)] = frame(x, 40 * r, widths[i], 32)
            x += widths[i] + 8
    return {"content": (W, Q(72)), "elements": cells}


@derivation
def worked_f_tag_cloud_flexible():
    extra = (W - 386) / 2  # R5.5: the 4 points left over, shared by the two flexible spacings
    cells = {cell(0): frame(0, 0, 120, 32), cell(1): frame(120 + 8 + extra, 0, 150, 32),
             cell(2): frame(120 + 150 + 2 * (8 + extra), 0, 100, 32),
             cell(3): frame(0, 40, 200, 32), cell(4): frame(200 + 8 + extra, 40, 90, 32)}
    return {"elements": cells}


@derivation
def worked_f_centred_root():
    x = 16 + (358 - 200) / Q(2)  # R5.7
    expect(x == 95)
    return {"elements": {cell(0): frame(x, 0, 200, 50), cell(1): frame(x, 50, 200, 50)}}


@derivation
def r2_1_thirds_scale2():
    third = floorpx(Q(100, 3), 2)
    expect(third == 33)
    return {"elements": {cell(j): frame(j * third, 0, third, 50, 2) for j in range(3)}}


@derivation
def r2_2_floor_tolerance():
    strip = floorpx(Q(310, 3))
    fifth = floorpx(strip / 5)
    expect(fifth * 3 == 62)
    return {"elements": {cell(1): frame(fifth, 0, fifth, 40), cell(5): frame(strip, 0, fifth, 40)}}


@derivation
def r2_3_width_62_5():
    expect(roundpx(Q(125, 2)) == Q(188, 3))
    return {"elements": {cell(i): frame(i * Q(125, 2), 0, Q(125, 2), 40) for i in range(3)}}


@derivation
def r2_3_negative_tie():
    y = (40 - Q(179)) / 2  # R5.6
    expect(roundpx(y) == Q(-209, 3))
    # Three 100-wide items per 390-wide row; item 3 starts the second row, 40 further down (R5.11).
    return {"elements": {cell(0): frame(0, y, 100, 179), cell(3): frame(0, 40 + y, 100, 179)}}


@derivation
def r2_3_centred_odd_width():
    x = (391 - Q(200)) / 2
    quoted(roundpx(x), "95.667")
    return {"elements": {cell(0): frame(x, 0, 200, 50)}}


@derivation
def r2_3_scale2_quarter():
    q = Q(41, 4)
    cells = {cell(j): frame(j * q, 0, q, q, 2) for j in range(4)}
    expect([cells[cell(j)][0] for j in range(4)] == [0, Q(21, 2), Q(41, 2), 31])
    cells[cell(4)] = frame(0, q, q, q, 2)
    return {"content": (Q(41), Q(41, 2)), "elements": cells}


@derivation
def r3_2_section_container():
    width, height = floorpx(Q(358, 3)), floorpx(H / 2)
    quoted(width, "119.333")
    expect(height == 422)
    return {"content": (W, 8 + 2 * height + 8),
            "elements": {cell(0): frame(16, 8, width, height), cell(1): frame(16, 8 + height, width, height)}}


@derivation
def r3_3_group_container():
    width = floorpx(Q(180, 2))
    expect(width == 90)
    return {"elements": {cell(0): frame(10, 10, width, 80), cell(1): frame(100, 10, width, 80)}}


@derivation
def r3_5_badge_fraction():
    width, height = floorpx(Q(126) / 5), floorpx(Q(126) / 10)
    expect(width == 25)
    return {"elements": {("supplementary", "mark", 0, 0): frame(2, 2, width, height)}}


@derivation
def r3_7_fractional_group_insets():
    leading, top = Q(1, 10) * 200, Q(1, 4) * 60
    expect((leading, top) == (20, 15))
    slot = (leading, top, 200 - leading, 60 - top)
    return {"elements": {cell(0): frame(*inset(slot, Q(1, 4), Q(1, 4), Q(1, 4), Q(1, 4)))}}


@derivation
def r4_1_inset_larger_than_slot():
    f = inset((0, 0, Q(19, 2), 30), 0, 7, 0, 7)
    expect(f[2] == Q(9, 2) and roundpx(f[2]) == Q(14, 3))
    return {"elements": {cell(0): frame(*f), cell(1): frame(*inset((Q(19, 2), 0, Q(19, 2), 30), 0, 7, 0, 7))}}


@derivation
def r5_2_fit_tolerance():
    expect(W - 3 * Q("130.05") >= Q(-1, 4) and W - 3 * Q("130.2") < Q(-1, 4))
    loose = {cell(j): frame(j * Q("130.05"), 0, Q("130.05"), 50) for j in range(3)}
    tight = {cell(j, 1): frame(j * Q("130.2"), 100, Q("130.2"), 50) for j in range(2)}
    return {"elements": {**loose, **tight}}


@derivation
def r5_3_quarters():
    width = (W - 30) / 4
    expect(width == 90)
    return {"elements": {cell(j): frame(j * 100, 0, 90, 90) for j in range(4)}}


@derivation
def r5_3_edge_spacing_asymmetry():
    expect(2 * 140 <= W + Q(1, 4) < 3 * 140)
    return {"elements": {cell(0): frame(10, 0, 130, 100), cell(1): frame(150, 0, 130, 100),
                         cell(2): frame(10, 100, 130, 100)}}


@derivation
def r5_5_justified():
    extra = (W - 300) / 2
    return {"elements": {cell(j): frame(j * (100 + extra), 0, 100, 50) for j in range(3)}}


@derivation
def r5_6_cross_centred():
    return {"elements": {cell(0): frame(0, (100 - 40) / Q(2), 100, 40)}}


@derivation
def r6_1_solved_once():
    return {"content": (W, Q(50)), "elements": {cell(0): frame(0, 0, 100, 50), cell(1): frame(145, 0, 100, 50)}}


def corner_badge(offset):
    x, y = 100 - 24, 0  # R9.2 with the unit point (1, 0)
    return frame(x + offset[0] * 24, y + offset[1] * 24, 24, 24)


@derivation
def r9_2_badge_corner():
    b = corner_badge((Q(1, 2), Q(-1, 2)))
    expect(b == (88, -12, 24, 24))
    return {"elements": {("supplementary", "badge", 0, 0): b}}


@derivation
def r9_2_badge_corner_plain():
    b = corner_badge((0, 0))
    expect(b == (76, 0, 24, 24))
    return {"elements": {("supplementary", "badge", 0, 0): b}}


@derivation
def r12_2_measured_estimate():
    return {"content": (W, Q(104)), "elements": {cell(0): frame(16, 0, 358, 60), cell(1): frame(16, 60, 358, 44)}}


@derivation
def r12_3_estimated_along_two_children():
    group = 30 + 5 + 30  # R12.3
    expect(group == 65)
    return {"content": (W, 2 * group), "elements": {cell(1): frame(0, 35, W, 30), cell(2): frame(0, group, W, 30)}}


@derivation
def r12_4_fraction_of_estimate():
    return {"content": (W, Q(88)), "elements": {cell(0): frame(0, 0, 195, 44)}}


@derivation
def u5_group_paging_centered():
    pad = (W - 300) / 2
    expect(20 + pad == 65)
    return {"elements": {cell(g): frame(20 + pad + g * 310, 0, 300, 100) for g in range(3)}}


@derivation
def u5_carousel():
    group = floorpx(W * Q(9, 10))
    pad = (W - group) / 2
    expect(pad == Q(39, 2) and roundpx(pad + 4) == Q(71, 3))
    return {"elements": {cell(0): frame(pad + 4, 4, group - 8, 195 - 8)}}


@derivation
def f11_rounding_scale3():
    cells, _ = flow(4, Q(80), Q(30), W - 32, 16, 10, 10)
    expect([float(cells[cell(j)][0]) for j in range(4)] == [16, float(Q(326, 3)), float(Q(604, 3)), 294])
    return {"elements": cells}


@derivation
def f11_rounding_scale2():
    cells, _ = flow(4, Q(80), Q(30), W - 32, 16, 10, 10, scale=2)
    expect([cells[cell(j)][0] for j in range(4)] == [16, Q(217, 2), Q(403, 2), 294])
    return {"elements": cells}


@derivation
def f15_oversize_item():
    cells, body = flow(2, Q(400), Q(50), W - 40, 20, 10, 5)
    expect(cells[cell(0)][0] == -5)
    return {"content": (W, body), "elements": cells}


@derivation
def r10_4_footer_after_bottom_inset():
    return {"content": (W, Q(44 + 8 + 100 + 12 + 30)),
            "elements": {("boundary", "header", 0, 0): (0, 0, W, 44), cell(0): (0, 52, W, 50),
                         ("boundary", "footer", 0, 0): (0, 164, W, 30)}}


@derivation
def r11_1_background_below_header():
    return {"elements": {("decoration", "card", 0, 0): frame(0, 44, W, 44 + 120 - 44)}}


def compare(name, expected):
    """Differences between the model's expected block and the hand derivation of `name`."""
    try:
        hand = DERIVATIONS[name]()
    except AssertionError as error:
        return [f"the hand derivation disagrees with the rulebook's text: {error}"]
    problems = []
    model = {(e["category"], e["kind"], e["section"], e["item"]): e for e in expected["elements"]}
    for key, values in hand["elements"].items():
        element = model.get(key)
        if element is None:
            problems.append(f"{key} missing")
            continue
        got = tuple(Q(element[n]) for n in ("x", "y", "width", "height"))
        if got != tuple(Q(v) for v in values):
            problems.append(f"{key}: model {tuple(map(str, got))}, hand {tuple(map(str, values))}")
    if "content" in hand:
        got = (Q(expected["contentSize"]["width"]), Q(expected["contentSize"]["height"]))
        if got != tuple(Q(v) for v in hand["content"]):
            problems.append(f"content: model {tuple(map(str, got))}, hand {tuple(map(str, hand['content']))}")
    return problems
