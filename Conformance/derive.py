#!/usr/bin/env python3
"""The conformance suite's oracle: expected frames derived from the rules, independently of layoutc.

This script is a second, deliberately small implementation of the `.layout` language and of the rules in
Documentation/Semantics.md (rule ids in comments), written from that text alone, in exact arithmetic
(fractions.Fraction). It never runs layoutc. Python 3 standard library only.

    python3 Conformance/derive.py --check   # every case's `expected` block agrees with the rules (exit 1 if not)
    python3 Conformance/derive.py --write   # regenerate the generated cases and rewrite every `expected` block

The worked examples of Semantics.md are also transcribed by hand in hand.py, step by step; --check verifies that this
model reproduces those hand derivations, so the model is itself checked against the rulebook's own numbers.
"""

import json
import math
import os
import re
import sys
from fractions import Fraction as Q

HERE = os.path.dirname(os.path.abspath(__file__))

# ----------------------------------------------------------------------------------------------------------------
# Lexing and parsing the .layout language (Grammar/layout.ebnf), as a tree of plain nodes.

TOKEN = re.compile(
    r"""(?P<nl>\r\n|\r|\n)|(?P<ws>[ \t\v\f]+|//[^\r\n]*)
    |(?P<num>-?\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)?[wh%]?(?![A-Za-z0-9_]))
    |(?P<ident>[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)
    |(?P<str>"(?:[^"\\\r\n]|\\.)*")
    |(?P<punct>\.\.\.|>=|<=|==|!=|[{}();:,*~|=<>])""",
    re.X,
)
DECLS = {"layout", "item", "horizontal", "vertical", "supplementary", "section", "header", "footer", "boundary",
         "background"}


def tokenize(text):
    text = text.lstrip("\ufeff")
    tokens, pos = [], 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise SyntaxError(f"unexpected character {text[pos]!r} at offset {pos}")
        pos = m.end()
        if m.lastgroup == "ws":
            continue
        value = m.group()
        if m.lastgroup == "str":
            value = re.sub(r"\\(.)", r"\1", value[1:-1])
        tokens.append((m.lastgroup, value))
    tokens.append(("eof", ""))
    return tokens


class Decl:
    def __init__(self, keyword, name, kind, entries, count=None):
        self.keyword, self.name, self.kind, self.entries, self.count = keyword, name, kind, entries, count


class Prop:
    def __init__(self, name, value):
        self.name, self.value = name, value


class Ref:
    def __init__(self, name, count=None):
        self.name, self.count = name, count


class When:
    def __init__(self, cond, entries):
        self.cond, self.entries = cond, entries


class Param:
    def __init__(self, name, values, default):
        self.name, self.values, self.default = name, values, default


class Parser:
    def __init__(self, text):
        self.tokens, self.i = tokenize(text), 0

    def peek(self, offset=0):
        return self.tokens[self.i + offset]

    def take(self, expected=None):
        token = self.tokens[self.i]
        if expected is not None and token[1] != expected:
            raise SyntaxError(f"expected {expected!r}, found {token[1]!r}")
        self.i += 1
        return token

    def skip_separators(self):
        while self.peek()[0] == "nl" or self.peek()[1] == ";":
            self.i += 1

    def entries(self, closing):
        result = []
        while True:
            self.skip_separators()
            if self.peek()[1] == closing or self.peek()[0] == "eof":
                return result
            result.append(self.entry())

    def entry(self):
        kind, word = self.peek()
        if word == "when":
            self.take()
            cond = self.condition()
            self.take("{")
            body = self.entries("}")
            self.take("}")
            return When(cond, body)
        if word == "param":
            self.take()
            name = self.take()[1]
            self.take(":")
            values = [self.take()[1]]
            while self.peek()[1] == "|":
                self.take()
                values.append(self.take()[1])
            default = values[0]
            if self.peek()[1] == "=":
                self.take()
                default = self.take()[1]
            return Param(name, values, default)
        if word in DECLS:
            return self.declaration()
        if self.peek(1)[1] == ":":
            self.take()
            self.take(":")
            return Prop(word, self.value(word))
        self.take()
        return Ref(word, self.count())

    def count(self):
        if self.peek()[1] == "*":
            self.take()
            return int(self.take()[1])
        return None

    def declaration(self):
        keyword = self.take()[1]
        name = kind = None
        if self.peek()[0] == "ident":
            name = self.take()[1]
        if self.peek()[0] == "str":
            kind = self.take()[1]
        self.take("{")
        body = self.entries("}")
        self.take("}")
        return Decl(keyword, name, kind, body, self.count())

    def value(self, name):
        """A property value: its tokens up to the end of the entry; a value goes on after a line break only right
        after a ','. Inline supplementary declarations in `supplementaries:` are parsed as declarations."""
        items = []
        while True:
            kind, word = self.peek()
            if kind == "eof" or word in (";", "}") or (kind == "nl" and (not items or items[-1] != ",")):
                return items
            if kind == "nl":
                self.take()
            elif word == "supplementary":
                items.append(self.declaration())
            else:
                items.append(self.take()[1])

    def condition(self):
        left = self.conjunction()
        while self.peek()[1] == "or":
            self.take()
            left = ("or", left, self.conjunction())
        return left

    def conjunction(self):
        left = self.negation()
        while self.peek()[1] == "and":
            self.take()
            left = ("and", left, self.negation())
        return left

    def negation(self):
        if self.peek()[1] == "not":
            self.take()
            return ("not", self.negation())
        if self.peek()[1] == "(":
            self.take()
            inner = self.condition()
            self.take(")")
            return inner
        subject, op, value = self.take()[1], self.take()[1], self.take()[1]
        return ("cmp", subject, op, value)


def number(text):
    """A number token as (exact value, unit): `1/3w` is (1/3, 'w'), `-30%` is (-3/10, '%'), `44` is (44, '')."""
    unit = text[-1] if text[-1] in "wh%" else ""
    body = text[: len(text) - len(unit)]
    value = Q(1)
    parts = body.split("/")
    value = Q(parts[0]) / (Q(parts[1]) if len(parts) == 2 else 1)
    return (value / 100 if unit == "%" else value), unit


# ----------------------------------------------------------------------------------------------------------------
# The model of one variant: what the declarations mean for a given parameter choice and viewport.

SIDES = {"leading": (0, 0), "trailing": (0, 1), "top": (1, 0), "bottom": (1, 1)}  # side -> (axis, 0 lead / 1 trail)


def dimension(tokens):
    """('abs', v) points, ('est', v) an estimate, ('frac', f, axis) a fraction of the container's width (0) or
    height (1) (R1, R2.1)."""
    if tokens[0] == "~":
        return ("est", number(tokens[1])[0])
    value, unit = number(tokens[0])
    return ("frac", value, 0 if unit == "w" else 1) if unit in ("w", "h") else ("abs", value)


def size_of(tokens):
    cut = tokens.index("x")
    return (dimension(tokens[:cut]), dimension(tokens[cut + 1:]))


def insets_of(tokens):
    """Insets as ((leading, trailing), (top, bottom)): per axis, its leading and trailing side."""
    if tokens and tokens[0] in SIDES:
        result = [[Q(0), Q(0)], [Q(0), Q(0)]]
        for i in range(0, len(tokens), 3):
            axis, end = SIDES[tokens[i]]
            result[axis][end] = number(tokens[i + 1])[0]
        return tuple(map(tuple, result))
    v = [number(t)[0] for t in tokens]
    if len(v) == 1:
        v = v * 4
    elif len(v) == 2:
        v = v * 2
    top, leading, bottom, trailing = v
    return ((leading, trailing), (top, bottom))


NO_INSETS = ((Q(0), Q(0)), (Q(0), Q(0)))


def edges_of(tokens):
    """Edge spacing per axis and end: (minimum, flexible) or None."""
    result = [[None, None], [None, None]]
    i = 0
    while i < len(tokens):
        axis, end = SIDES[tokens[i]]
        flexible = tokens[i + 1] == ">="
        i += 2 if flexible else 1
        result[axis][end] = (number(tokens[i])[0], flexible)
        i += 2  # the value and the ',' after it
    return result


def spacing_of(tokens):
    return (number(tokens[-1])[0], tokens[0] == ">=")


def unit_point(tokens):
    """R9.1: edges to a unit point; leading alone 0, trailing alone 1, neither 0.5; likewise top and bottom."""
    names = set(tokens) - {"center"}
    x = Q(0) if names & {"leading"} and "trailing" not in names else (
        Q(1) if "trailing" in names and "leading" not in names else Q(1, 2))
    y = Q(0) if "top" in names and "bottom" not in names else (
        Q(1) if "bottom" in names and "top" not in names else Q(1, 2))
    return (x, y)


def offset_of(tokens):
    (ox, ux), (oy, uy) = number(tokens[0]), number(tokens[1])
    return (ox, oy, ux == "%")


class Env:
    """Names in scope, parameter values and the viewport: what `when` conditions and references see."""

    def __init__(self, file_scope, layout_scope, params, width, height):
        self.file_scope, self.layout_scope = file_scope, layout_scope
        self.params, self.width, self.height = params, width, height

    def lookup(self, name):
        return self.layout_scope.get(name) or self.file_scope[name]

    def holds(self, cond):
        op = cond[0]
        if op == "or":
            return self.holds(cond[1]) or self.holds(cond[2])
        if op == "and":
            return self.holds(cond[1]) and self.holds(cond[2])
        if op == "not":
            return not self.holds(cond[1])
        _, subject, relation, value = cond
        if subject in ("width", "height"):
            left, right = (self.width if subject == "width" else self.height), number(value)[0]
            return {"==": left == right, "!=": left != right, "<": left < right, "<=": left <= right,
                    ">": left > right, ">=": left >= right}[relation]
        return (self.params[subject] == value) == (relation == "==")

    def contents(self, entries):
        """Applicable properties (the last assignment wins) and other entries in order, `when` resolved."""
        props, others = {}, []

        def walk(entries):
            for entry in entries:
                if isinstance(entry, When):
                    if self.holds(entry.cond):
                        walk(entry.entries)
                elif isinstance(entry, Prop):
                    props[entry.name] = entry.value
                else:
                    others.append(entry)

        walk(entries)
        return props, others


class Item:
    def __init__(self, decl, env):
        props, _ = env.contents(decl.entries)
        self.size = size_of(props["size"])
        self.insets = insets_of(props["insets"]) if "insets" in props else NO_INSETS
        self.edges = edges_of(props["edges"]) if "edges" in props else [[None, None], [None, None]]
        self.supplementaries = supplementaries_of(props.get("supplementaries", []), env)
        self.is_group = False


class Group:
    def __init__(self, decl, env):
        props, others = env.contents(decl.entries)
        self.name = decl.name or "<inline>"
        self.axis = 0 if decl.keyword == "horizontal" else 1
        self.size = size_of(props["size"])
        self.insets = insets_of(props["insets"]) if "insets" in props else NO_INSETS
        self.edges = edges_of(props["edges"]) if "edges" in props else [[None, None], [None, None]]
        self.spacing = spacing_of(props["spacing"]) if "spacing" in props else (Q(0), False)
        self.supplementaries = supplementaries_of(props.get("supplementaries", []), env)
        self.children, self.count = [], None
        for entry in others:
            target = env.lookup(entry.name) if isinstance(entry, Ref) else entry
            self.children.append(element(target, env))
            self.count = entry.count
        self.is_group = True


def element(decl, env):
    return Group(decl, env) if decl.keyword in ("horizontal", "vertical") else Item(decl, env)


class Supplementary:
    def __init__(self, decl, env):
        props, _ = env.contents(decl.entries)
        self.kind = decl.kind
        self.size = size_of(props["size"])
        self.anchor = unit_point(props["anchor"])
        self.item_anchor = unit_point(props["item-anchor"]) if "item-anchor" in props else None
        self.offset = offset_of(props["offset"]) if "offset" in props else (Q(0), Q(0), False)
        self.item_offset = offset_of(props["item-offset"]) if "item-offset" in props else (Q(0), Q(0), False)
        self.insets = insets_of(props["insets"]) if "insets" in props else NO_INSETS
        self.z = int(props["z"][0]) if "z" in props else 1  # R9.6


def supplementaries_of(tokens, env):
    return [Supplementary(env.lookup(t) if isinstance(t, str) else t, env) for t in tokens if t != ","]


class Boundary:
    def __init__(self, decl, env):
        props, _ = env.contents(decl.entries)
        self.kind = decl.kind
        self.size = size_of(props["size"])
        fallback = {"header": ["top"], "footer": ["bottom"]}.get(decl.keyword)
        self.alignment = props.get("alignment", fallback)
        self.offset = tuple(number(t)[0] for t in props["offset"]) if "offset" in props else (Q(0), Q(0))
        self.z = int(props["z"][0]) if "z" in props else 1  # R9.6
        flag = lambda name, default: props[name][0] == "true" if name in props else default
        self.pinned, self.extends, self.follows = flag("pinned", False), flag("extends", True), flag(
            "follows-insets", True)


class Background:
    def __init__(self, decl, env):
        props, _ = env.contents(decl.entries)
        self.kind = decl.kind
        self.insets = insets_of(props["insets"]) if "insets" in props else NO_INSETS
        self.z = int(props["z"][0]) if "z" in props else 0  # R11.2


class Section:
    def __init__(self, decl, env):
        props, others = env.contents(decl.entries)
        self.insets = insets_of(props["insets"]) if "insets" in props else NO_INSETS
        self.spacing = number(props["spacing"][0])[0] if "spacing" in props else Q(0)
        self.scroll = props.get("scroll", ["none"])[0]
        self.boundaries = [Boundary(e, env) for e in others if isinstance(e, Decl) and e.keyword in (
            "header", "footer", "boundary")]
        self.backgrounds = [Background(e, env) for e in others if isinstance(e, Decl) and e.keyword == "background"]
        roots = [e for e in others if isinstance(e, Ref) or (isinstance(e, Decl) and e.keyword in (
            "horizontal", "vertical"))]
        self.root = None
        if roots:  # the last applicable root group wins, like a property
            target = env.lookup(roots[-1].name) if isinstance(roots[-1], Ref) else roots[-1]
            self.root = Group(target, env)
        self.flow = None
        if "flow" in props:
            width, height = props["flow"][0], props["flow"][2]
            self.flow = (number(width)[0], number(height)[0])
            self.item_spacing = number(props["item-spacing"][0])[0] if "item-spacing" in props else Q(10)  # F1
            self.line_spacing = number(props["line-spacing"][0])[0] if "line-spacing" in props else Q(10)


class Layout:
    def __init__(self, decl, env):
        props, others = env.contents(decl.entries)
        self.name = decl.name
        self.spacing = number(props["spacing"][0])[0] if "spacing" in props else Q(0)
        self.direction = props.get("direction", ["vertical"])[0]
        self.sections = [Section(e, env) for e in others if isinstance(e, Decl) and e.keyword == "section"]


def collect_names(entries, scope):
    """Named items, groups and supplementaries anywhere in `entries` (inline ones join the scope too)."""
    for entry in entries:
        if isinstance(entry, When):
            collect_names(entry.entries, scope)
        elif isinstance(entry, Prop):
            collect_names([v for v in entry.value if isinstance(v, Decl)], scope)
        elif isinstance(entry, Decl) and entry.keyword != "layout":
            if entry.name and entry.keyword in ("item", "horizontal", "vertical", "supplementary"):
                scope[entry.name] = entry
            collect_names(entry.entries, scope)


def load_layout(source, name, params, width, height):
    """The layout named `name` (or the file's only one) for these parameters and this viewport."""
    tree = Parser(source).entries(None)
    layouts = [e for e in tree if isinstance(e, Decl) and e.keyword == "layout"]
    decl = next(l for l in layouts if l.name == name) if name else layouts[0]
    file_scope, layout_scope = {}, {}
    collect_names([e for e in tree if not (isinstance(e, Decl) and e.keyword == "layout")], file_scope)
    collect_names(decl.entries, layout_scope)
    declared = [e for e in tree + decl.entries if isinstance(e, Param)]
    values = {p.name: p.default for p in declared}
    unknown = set(params) - set(values)
    if unknown:
        raise ValueError(f"unknown parameters {sorted(unknown)}")
    values.update(params)
    return Layout(decl, Env(file_scope, layout_scope, values, width, height))


# ----------------------------------------------------------------------------------------------------------------
# Pixels (R2).

class Grid:
    def __init__(self, scale):
        self.scale = scale

    def floor(self, v):
        """R2.1 with R2.2's tolerance: floorpx(v) = floor(v * scale + 1e-6) / scale."""
        return Q(math.floor(v * self.scale + Q(1, 10**6))) / self.scale

    def round(self, v):
        """R2.3: roundpx(v), a half (or within 1e-6 pixel of one) going away from zero."""
        p = v * self.scale
        n = math.floor(p)
        f = p - n
        if abs(f - Q(1, 2)) <= Q(1, 10**6):
            pixels = n + 1 if p > 0 else n
        else:
            pixels = n if f < Q(1, 2) else n + 1
        return Q(pixels) / self.scale


# ----------------------------------------------------------------------------------------------------------------
# Groups (R3-R5, R12.3).

class Container:
    """A container: its size and its insets; fractions refer to the size less the insets (R2.1, R3)."""

    def __init__(self, size, insets=NO_INSETS):
        self.size, self.insets = size, insets

    def effective(self, axis):
        return self.size[axis] - self.insets[axis][0] - self.insets[axis][1]


class Node:
    """A solved item or group: its slot size, its cells (frames relative to the slot's origin, with the item model)
    and its groups (model, rect, first cell, cell count) in layout order."""

    def __init__(self, size, cells=(), groups=()):
        self.size, self.cells, self.groups = list(size), list(cells), list(groups)


class Solver:
    def __init__(self, grid, measured_cell=lambda index: None):
        self.grid, self.measured_cell = grid, measured_cell
        self.solves = 0

    def resolve(self, dim, container, axis, measured=None):
        """R2.1: a dimension as a length on `axis` of an element in `container`; R12.2 for a measured estimate."""
        if dim[0] == "abs":
            return dim[1]
        if dim[0] == "est":
            return measured[axis] if measured is not None else dim[1]
        return self.grid.floor(dim[1] * container.effective(dim[2]))

    def solve(self, model, dims, container, cursor):
        """Solves `model` sized by `dims` in `container`; `cursor` is the section index of its first cell (for
        measured sizes). Returns the node and the cursor after its cells."""
        self.solves += 1
        if self.solves > 200000:
            raise RuntimeError("too many solves")
        if not model.is_group:
            measured = self.measured_cell(cursor)
            size = [self.resolve(dims[a], container, a, measured) for a in (0, 1)]
            # R4.1, R4.2: the frame is the slot less the insets, none along an estimated axis.
            ins = [(Q(0), Q(0)) if dims[a][0] == "est" else model.insets[a] for a in (0, 1)]
            frame = (ins[0][0], ins[1][0], abs(size[0] - ins[0][0] - ins[0][1]), abs(size[1] - ins[1][0] - ins[1][1]))
            return Node(size, [(frame, model)]), cursor + 1
        return self.solve_group(model, dims, container, cursor)

    def group_insets(self, group, size, estimated):
        """R4.2 and R3.7: none along an estimated axis; a value strictly between 0 and 0.5 is a fraction of the
        group's size on that axis (U1)."""
        result = []
        for a in (0, 1):
            pair = tuple(Q(0) if estimated[a] else (v * size[a] if 0 < v < Q(1, 2) else v) for v in group.insets[a])
            result.append(pair)
        return tuple(result)

    def solve_group(self, group, dims, container, cursor):
        A, C = group.axis, 1 - group.axis
        size = [self.resolve(dims[a], container, a) for a in (0, 1)]
        estimated = [dims[a][0] == "est" for a in (0, 1)]
        ins = self.group_insets(group, size, estimated)
        effective = [size[a] - ins[a][0] - ins[a][1] for a in (0, 1)]
        if size[0] <= 0 or size[1] <= 0 or effective[A] <= 0:  # R5.1: no room
            return Node(size, [], [(group, (0, 0, size[0], size[1]), 0, 0)]), cursor
        s, s_flexible = group.spacing
        if group.count:  # R1, R5.4: the deprecated count form puts 1/count of the group along the axis
            child = group.children[0]
            child_dims = list(child.size)
            child_dims[A] = ("frac", Q(1, group.count), A)
            candidates = [(child, tuple(child_dims))]
        else:
            candidates = [(c, c.size) for c in group.children]

        def depends(child_dims):  # R5.3: a fraction of the container along the group's axis, in either dimension
            return any(d[0] == "frac" and d[2] == A for d in child_dims)

        def fill(inner, second_pass):
            """R5.2: take children cyclically while `remaining` stays at or above -0.25."""
            accepted, remaining, at, k, idle = [], effective[A], cursor, 0, 0
            while True:
                if group.count and k == group.count:
                    break
                if estimated[A] and k == len(candidates):  # R12.3: one run of the children, each once
                    break
                child, child_dims = candidates[k % len(candidates)]
                node, after = self.solve(child, child_dims, inner, at)
                pre, post = [child.edges[A][e][0] if child.edges[A][e] else Q(0) for e in (0, 1)]
                cost = node.size[A] + pre + post
                if accepted and s != 0 and (second_pass or not depends(child_dims)):
                    cost += s
                if not group.count and not estimated[A] and remaining - cost < Q(-1, 4):
                    break
                remaining -= cost
                accepted.append((child, child_dims, node))
                at, k = after, k + 1
                idle = idle + 1 if cost == 0 else 0
                if idle >= len(candidates) and not group.count:  # children taking no room end the fill
                    break
                if k > 100000:
                    raise RuntimeError("group fill does not end")
            return accepted, at

        inner = Container(size, ins)
        accepted, after = fill(inner, False)
        n = len(accepted)
        if s != 0 and n >= 2 and any(depends(d) for _, d, _ in accepted):
            # R5.3, R3.4: the second pass, in a container shortened by the spacings, with no insets along.
            second = [None, None]
            second[A] = effective[A] - s * (n - 1)
            second[C] = size[C]
            second_insets = [None, None]
            second_insets[A] = (Q(0), Q(0))
            second_insets[C] = ins[C]
            accepted, after = fill(Container(second, tuple(second_insets)), True)
            n = len(accepted)
        if not accepted:  # R5.2: not even the first child fits
            return Node(size, [], [(group, (0, 0, size[0], size[1]), 0, 0)]), cursor

        def edge(child, axis, end):
            return child.edges[axis][end] or (Q(0), False)

        # R12.3: a group estimated along its axis is as long as what it holds; across, as thick as its thickest child.
        total = sum(node.size[A] + edge(c, A, 0)[0] + edge(c, A, 1)[0] for c, _, node in accepted) + s * (n - 1)
        if estimated[A]:
            size[A] = effective[A] = total
        if estimated[C]:
            size[C] = effective[C] = max(node.size[C] + edge(c, C, 0)[0] + edge(c, C, 1)[0] for c, _, node in accepted)
        # R5.5: along the axis, flexible spacings share what is left (possibly negative).
        flexible = sum(edge(c, A, e)[1] for c, _, _ in accepted for e in (0, 1)) + (n - 1 if s_flexible else 0)
        extra = (effective[A] - total) / flexible if flexible else Q(0)
        result = Node(size, [], [(group, (0, 0, size[0], size[1]), 0, 0)])
        position = ins[A][0]
        for index, (child, _, node) in enumerate(accepted):
            if index > 0:
                position += s + (extra if s_flexible else 0)
            pre, post = edge(child, A, 0), edge(child, A, 1)
            position += pre[0] + (extra if pre[1] else 0)
            origin = [None, None]
            origin[A] = position
            position += node.size[A] + post[0] + (extra if post[1] else 0)
            # R5.6: across, each child on its own; flexible edges share the room left across.
            top, bottom = edge(child, C, 0), edge(child, C, 1)
            room = effective[C] - node.size[C] - top[0] - bottom[0]
            shares = top[1] + bottom[1]
            origin[C] = ins[C][0] + top[0] + (room / shares if top[1] else 0)
            first = len(result.cells)
            for frame, model in node.cells:
                result.cells.append(((frame[0] + origin[0], frame[1] + origin[1], frame[2], frame[3]), model))
            for model, rect, start, count in node.groups:
                result.groups.append(
                    (model, (rect[0] + origin[0], rect[1] + origin[1], rect[2], rect[3]), first + start, count))
        result.groups[0] = (group, (0, 0, size[0], size[1]), 0, len(result.cells))
        return result, after


# ----------------------------------------------------------------------------------------------------------------
# Supplementaries (R9) and the evaluation of a layout (R6-R8, R10, R11, F rules).

def anchored(rect, size, anchor, item_anchor, offset, item_offset):
    """R9.2: the origin of a supplementary of `size` anchored in `rect`."""
    ax, ay = anchor
    bx, by = item_anchor if item_anchor is not None else anchor
    x = rect[0] + ax * rect[2] - bx * size[0]
    y = rect[1] + ay * rect[3] - by * size[1]
    for ox, oy, fractional in (offset, item_offset):
        x += ox * size[0] if fractional else ox
        y += oy * size[1] if fractional else oy
    return x, y


class Evaluation:
    def __init__(self, layout, width, height, scale, counts, measured):
        self.layout, self.viewport, self.grid = layout, (width, height), Grid(scale)
        self.counts, self.measured = counts, measured
        self.widest = Q(0)  # the widest root group of an ordinary section (R7.3)
        self.elements = []  # (category, kind, section, item, rect, z, pinned), rects exact until `rounded`

    def measured_size(self, category, kind, section, item):
        return self.measured.get((category, kind, section, item))

    def run(self):
        L = 0 if self.layout.direction == "horizontal" else 1  # the layout's scroll axis
        start = Q(0)
        for index, section in enumerate(self.layout.sections):
            count = self.counts[index] if index < len(self.counts) else 0
            if section.flow is not None:
                extent = self.flow_section(index, section, count, start)
                start += extent  # F12: flow sections stack with no spacing
            else:
                extent = self.section(index, section, count, start, L)
                start += extent + self.layout.spacing  # R7.1
        if not any(s.flow for s in self.layout.sections) and self.layout.sections:
            start -= self.layout.spacing
        content = [None, None]
        # R7.3, F14: W across, or more when a root group is wider; not rounded.
        content[L], content[1 - L] = start, max(self.viewport[1 - L], self.widest)
        return tuple(content)

    def section(self, index, section, count, start, L):
        W = self.viewport
        orthogonal = section.scroll != "none"
        SA = 1 - L if orthogonal else L  # R8.1: orthogonal sections lay their groups out across the scroll axis
        X = 1 - SA
        # R3.2: the section container loses the section's insets across the section's own axis only.
        ins = [None, None]
        ins[SA], ins[X] = (Q(0), Q(0)), section.insets[X]
        container = Container(W, tuple(ins))
        measured_section = any(k[0] == "cell" and k[2] == index for k in self.measured)
        solver = Solver(self.grid, lambda item: self.measured_size("cell", None, index, item))
        root = section.root
        pre = root.edges[SA][0] if root.edges[SA][0] and not root.edges[SA][0][1] else (Q(0), False)
        post = root.edges[SA][1] if root.edges[SA][1] and not root.edges[SA][1][1] else (Q(0), False)
        # R5.11, R5.7: a group repeats by its length plus fixed root edge spacing along the axis (flexible ignored).
        trims = not (root.size == (("frac", Q(1), 0), ("frac", Q(1), 1)))  # U3
        instances, position, first, base = [], Q(0), 0, None
        while first < count:
            if measured_section or base is None:  # R12.5: measured sections are solved group by group
                node, _ = solver.solve(root, root.size, container, first)
                base = node
            node = base
            held = len(node.cells)
            if held == 0:  # R5.2: a root group that holds nothing: the section has no items
                break
            present = min(held, count - first)
            extent = node.size[SA] + pre[0] + post[0]
            if present < held and trims and not orthogonal:
                # R6.4: trim what the missing items would have added, measured on frames.
                far = lambda cells: max(f[SA] + f[2 + SA] for f, _ in cells)
                extent -= far(node.cells) - far(node.cells[:present])
            instances.append((first, node, present, position))
            position += extent + section.spacing
            first += held
        if orthogonal:
            length = max((node.size[L] for _, node, _, _ in instances), default=Q(0))  # R8.2
        else:
            length = position - section.spacing if instances else Q(0)  # R6.4, R6.6
        has_items = bool(instances)
        if has_items and not orthogonal:
            self.widest = max([self.widest] + [node.size[X] for _, node, _, _ in instances])
        lead_along, trail_along = section.insets[L]
        # R10: boundary items around the host rectangle.
        boundaries, low, high = [], Q(0), lead_along + length + trail_along
        host_along = (Q(0), high)
        for b in section.boundaries:
            bins = [None, None]
            bins[L], bins[1 - L] = (Q(0), Q(0)), (section.insets[1 - L] if b.follows else (Q(0), Q(0)))
            bcontainer = Container(W, tuple(bins))  # R3.6
            measured = self.measured_size("boundary", b.kind, index, 0)
            bsize = [solver.resolve(b.size[a], bcontainer, a, measured) for a in (0, 1)]
            # R10.2: along, the host spans insets and content; across, the width boundary items resolve against.
            host = [None, None, None, None]
            host[L], host[2 + L] = host_along
            host[1 - L] = section.insets[1 - L][0] if b.follows else Q(0)
            host[3 - L] = bcontainer.effective(1 - L)
            anchor = unit_point(b.alignment)
            item_anchor = list(anchor)
            along_names = {"top", "bottom"} if L == 1 else {"leading", "trailing"}
            if b.extends and along_names & set(b.alignment):  # R10.1: anchored by the opposite edge
                item_anchor[L] = 1 - anchor[L]
            x, y = anchored(host, bsize, anchor, tuple(item_anchor), (Q(0), Q(0), False), (Q(0), Q(0), False))
            rect = [x, y, bsize[0], bsize[1]]
            if b.extends:  # R10.4: extending items make room
                low, high = min(low, rect[L]), max(high, rect[L] + rect[2 + L])
            boundaries.append((b, rect))
        ext_before, ext_after = host_along[0] - low, high - host_along[1]
        if not has_items and not section.boundaries:  # R7.2
            return Q(0)
        extent = ext_before + lead_along + length + trail_along + ext_after  # R6.5
        content_along = start + ext_before + lead_along
        raised = bool(section.backgrounds) and extent > 0  # R11.2
        z_of = (lambda z: max(z, 1)) if raised else (lambda z: z)
        # Cells and supplementaries (R6.2, R6.3, R8.2, R9).
        kind_counter = {}
        lead_across = section.insets[X][0]
        pad = Q(0)
        if section.scroll == "group-paging-centered" and instances:  # U5
            pad = (W[SA] - instances[0][1].size[SA]) / 2
        cross_room = container.effective(X)
        for first, node, present, position in instances:
            origin = [None, None]
            if orthogonal:
                origin[SA] = section.insets[SA][0] + pad + position + pre[0]
                origin[X] = content_along
            else:
                origin[SA] = content_along + position + pre[0]
                # R5.7: across, the root group moves by its leading spacing and a share of the room if flexible.
                top, bottom = root.edges[X][0] or (Q(0), False), root.edges[X][1] or (Q(0), False)
                room = cross_room - node.size[X] - top[0] - bottom[0]
                origin[X] = lead_across + top[0] + (room / (top[1] + bottom[1]) if top[1] else 0)
            for j in range(present):
                (fx, fy, fw, fh), model = node.cells[j]
                frame = (fx + origin[0], fy + origin[1], fw, fh)
                self.add("cell", None, index, first + j, frame, z_of(0), False)
                for supp in model.supplementaries:  # R9.3, R3.5: anchored to and sized in the item's frame
                    self.supplementary(supp, frame, index, first + j, z_of)
            for model, rect, cell_start, cell_count in node.groups:
                if cell_count == 0 or cell_start >= present:  # R9.7: only groups holding a present item
                    continue
                grect = (rect[0] + origin[0], rect[1] + origin[1], rect[2], rect[3])
                for supp in model.supplementaries:  # R9.4, U8: the group's full rectangle
                    number_ = kind_counter.get(supp.kind, 0)
                    kind_counter[supp.kind] = number_ + 1
                    self.supplementary(supp, grect, index, number_, z_of, measured_key=False)
        for b, rect in boundaries:
            rect[L] += start + ext_before
            rect[0] += b.offset[0]  # R10.4: the offset moves the item after the room is made
            rect[1] += b.offset[1]
            self.add("boundary", b.kind, index, 0, tuple(rect), z_of(b.z), b.pinned)  # R10.7
        if extent > 0:
            for number_, bg in enumerate(section.backgrounds):  # R11.1, U10
                rect = [None, None, None, None]
                rect[L], rect[2 + L] = start, extent
                rect[1 - L], rect[3 - L] = Q(0), W[1 - L]
                rect = (rect[0] + bg.insets[0][0], rect[1] + bg.insets[1][0],
                        rect[2] - bg.insets[0][0] - bg.insets[0][1], rect[3] - bg.insets[1][0] - bg.insets[1][1])
                self.add("decoration", bg.kind, index, number_, rect, bg.z, False)
        return extent

    def supplementary(self, supp, rect, section, item, z_of, measured_key=True):
        measured = self.measured_size("supplementary", supp.kind, section, item) if measured_key else None
        container = Container((rect[2], rect[3]))
        solver = Solver(self.grid)
        size = [solver.resolve(supp.size[a], container, a, measured) for a in (0, 1)]
        x, y = anchored(rect, size, supp.anchor, supp.item_anchor, supp.offset, supp.item_offset)
        # R9.5: then its own insets, none along an estimated axis.
        ins = [(Q(0), Q(0)) if supp.size[a][0] == "est" else supp.insets[a] for a in (0, 1)]
        frame = (x + ins[0][0], y + ins[1][0], abs(size[0] - ins[0][0] - ins[0][1]), abs(size[1] - ins[1][0] - ins[1][1]))
        self.add("supplementary", supp.kind, section, item, frame, z_of(supp.z), False)

    def flow_section(self, index, section, count, start):
        """Chapter 16, the fixed path (F3): every item has the section's size."""
        W = self.viewport[0]
        (top, bottom), (leading, trailing) = section.insets[1], section.insets[0]
        w, h = section.flow
        si, sl = section.item_spacing, section.line_spacing
        A = W - leading - trailing  # F4
        per_line = max(1, math.floor((A + si) / (w + si)))  # F5
        lines = -(-count // per_line)
        header = footer = Q(0)
        for b in section.boundaries:  # F13: only the height counts
            height = self.boundary_height(b)
            header, footer = (height, footer) if b.alignment == ["top"] else (header, height)
        y0 = start + header + top  # F9
        for i in range(count):
            line, column = divmod(i, per_line)
            if per_line == 1:
                x = leading + (A - w) / 2  # F6, SD2, F15: one item per line is centred
            else:
                gap = (A - per_line * w) / (per_line - 1)  # F6; F7: a short last line keeps these columns
                x = leading + column * (w + gap)
            y = y0 + line * (h + sl)  # F8: a line is as tall as its items
            self.add("cell", None, index, i, (x, y, w, h), 0, False)
        body = lines * h + max(lines - 1, 0) * sl
        extent = header + top + body + bottom + footer  # F12
        for b in section.boundaries:
            height = self.boundary_height(b)
            if height > 0:
                y = start if b.alignment == ["top"] else start + extent - height
                self.add("boundary", b.kind, index, 0, (Q(0), y, W, height), 10, False)  # F13
        return extent

    def boundary_height(self, b):
        return b.size[1][1]

    def add(self, category, kind, section, item, rect, z, pinned):
        self.elements.append((category, kind, section, item, rect, z, pinned))


def evaluate(source, inputs, layout_name=None):
    """The expected block for one case: content size and every element, rounded to the pixel grid (R2.3)."""
    width, height = (Q(inputs["viewport"]["width"]), Q(inputs["viewport"]["height"]))
    scale = exact(inputs.get("scale", 3))
    layout = load_layout(source, layout_name, inputs.get("params", {}), width, height)
    measured = {}
    for m in inputs.get("measured", []):
        key = (m["category"], m.get("kind"), m["section"], m.get("item", 0))
        measured[key] = (exact(m["width"]), exact(m["height"]))
    evaluation = Evaluation(layout, width, height, scale, inputs["items"], measured)
    content = evaluation.run()
    order = {"cell": 0, "supplementary": 1, "boundary": 2, "decoration": 3}
    elements = []
    for category, kind, section, item, rect, z, pinned in sorted(
            evaluation.elements, key=lambda e: (e[2], order[e[0]], e[1] or "", e[3])):
        entry = {"category": category, "kind": kind, "section": section, "item": item}
        for name, value in zip(("x", "y", "width", "height"), rect):
            entry[name] = text(evaluation.grid.round(value))
        entry["z"] = z
        if pinned:
            entry["pinned"] = True
        elements.append(entry)
    return {"contentSize": {"width": text(content[0]), "height": text(content[1])}, "elements": elements}


def exact(value):
    """A case number: an integer, or a string "p/q" or "-p/q" (exact rationals)."""
    if isinstance(value, bool):
        raise ValueError("not a number")
    if isinstance(value, int):
        return Q(value)
    if isinstance(value, str) and re.fullmatch(r"-?\d+(/\d+)?", value):
        return Q(value)
    raise ValueError(f"not an exact number: {value!r}")


def text(value):
    return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


# ----------------------------------------------------------------------------------------------------------------
# Cases: schema, generation, writing and checking.

def validate(value, schema, root, path="$"):
    """A small JSON Schema validator for the keywords schema.json uses: type, enum, const, pattern, minimum,
    required, properties, additionalProperties, items, minItems, oneOf, $ref (to #/$defs/...)."""
    if "$ref" in schema:
        schema = root["$defs"][schema["$ref"].split("/")[-1]]
    problems = []
    if "oneOf" in schema:
        matches = [s for s in schema["oneOf"] if not validate(value, s, root, path)]
        if len(matches) != 1:
            problems.append(f"{path}: matches {len(matches)} of the allowed forms")
        return problems
    types = schema.get("type")
    if types:
        types = types if isinstance(types, list) else [types]
        checks = {"object": lambda v: isinstance(v, dict), "array": lambda v: isinstance(v, list),
                  "string": lambda v: isinstance(v, str), "integer": lambda v: isinstance(v, int) and not isinstance(
                      v, bool), "boolean": lambda v: isinstance(v, bool), "null": lambda v: v is None}
        if not any(checks[t](value) for t in types):
            return [f"{path}: expected {' or '.join(types)}"]
    if "enum" in schema and value not in schema["enum"]:
        problems.append(f"{path}: {value!r} is not one of {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        problems.append(f"{path}: expected {schema['const']!r}")
    if "pattern" in schema and isinstance(value, str) and not re.search(schema["pattern"], value):
        problems.append(f"{path}: {value!r} does not match {schema['pattern']}")
    if "minimum" in schema and isinstance(value, int) and value < schema["minimum"]:
        problems.append(f"{path}: below {schema['minimum']}")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                problems.append(f"{path}: missing {key!r}")
        for key, item in value.items():
            if key in schema.get("properties", {}):
                problems += validate(item, schema["properties"][key], root, f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                problems.append(f"{path}: unknown key {key!r}")
            elif isinstance(schema.get("additionalProperties"), dict):
                problems += validate(item, schema["additionalProperties"], root, f"{path}.{key}")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            problems.append(f"{path}: fewer than {schema['minItems']} entries")
        if "items" in schema:
            for i, item in enumerate(value):
                problems += validate(item, schema["items"], root, f"{path}[{i}]")
    return problems


def case_paths():
    folder = os.path.join(HERE, "cases")
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json"))


def dump(case):
    return json.dumps(case, indent=1, ensure_ascii=False) + "\n"


def main(arguments):
    sys.path.insert(0, HERE)
    import generate
    import hand

    write = "--write" in arguments
    if write == ("--check" in arguments):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    problems = []
    generated = generate.cases()
    for relative, content in generated.items():  # the generated files are part of the suite: keep them current
        path = os.path.join(HERE, relative)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if relative.endswith(".json"):
            old = json.loads(current) if current else {}
            content = dict(content, expected=old.get("expected"))
            content = dump(content)
        if current != content:
            if write:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(content)
            else:
                problems.append(f"{relative}: not what generate.py makes (run derive.py --write)")
    for folder in ("cases", "layouts"):  # generated files that generate.py no longer makes
        for file in sorted(os.listdir(os.path.join(HERE, folder))):
            relative = f"{folder}/{file}"
            if file.startswith("generated-") and relative not in generated:
                if write:
                    os.remove(os.path.join(HERE, relative))
                else:
                    problems.append(f"{relative}: generate.py no longer makes it (run derive.py --write)")
    schema = json.load(open(os.path.join(HERE, "schema.json"), encoding="utf-8"))
    names, elements = set(), 0
    for path in case_paths():
        name = os.path.basename(path)[:-5]
        case = json.load(open(path, encoding="utf-8"))
        source = open(os.path.join(HERE, case["layout"]), encoding="utf-8").read()
        try:
            expected = evaluate(source, case["inputs"], case.get("layoutName"))
        except Exception as error:  # a case the model cannot run is a broken case
            problems.append(f"{name}: cannot derive: {type(error).__name__}: {error}")
            continue
        if name in hand.DERIVATIONS:
            for problem in hand.compare(name, expected):
                problems.append(f"{name}: model and hand derivation differ: {problem}")
        names.add(name)
        elements += len(expected["elements"])
        if case.get("expected") != expected:
            if write:
                case["expected"] = expected
                with open(path, "w", encoding="utf-8") as f:
                    f.write(dump(case))
            else:
                problems.append(f"{name}: `expected` differs from the derivation (run derive.py --write)")
        for problem in validate(case, schema, schema):
            problems.append(f"{name}: {problem}")
    for name in hand.DERIVATIONS:
        if name not in names:
            problems.append(f"hand.py derives {name}, which is not a case")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(names)} cases, {elements} elements, {len(hand.DERIVATIONS)} hand derivations"
          + (f", {len(problems)} problems" if problems else ", all agree"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
