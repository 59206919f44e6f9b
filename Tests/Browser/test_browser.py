#!/usr/bin/env python3
"""Real-browser tests of `layoutc render` and `layoutc preview` (issue 13), in headless Chromium through Selenium.

1. Pixels: every Example's golden sheet (what `layoutc render` draws, kept so by `swift test`) is painted by
   Chromium to a PNG, and each column is evaluated by `layoutc eval --format json` at its viewport and variant; at
   each cell's centre (placed with the sheet's origin, zoom and drawn rect, as Documentation/Render.md says) the
   pixel is the cell colour, while just outside each cell's edges, away from every other element, it is the
   column's background. Past the first screen both are faded.
2. Preview: `layoutc preview` on a copy of an Example; the page is driven like a person would: the width slider
   dragged (the picture changes), a parameter chosen, the file saved with a syntax error (the diagnostic with its
   code replaces the picture), the file fixed (the picture returns); requests for other paths get 404 and no file.
   Saved with another declared `viewport:` the page moves to it, until a size slider is moved.
3. Motion: `layoutc preview` of the Photos mode switch (its progress slider moved, its play button pressed: every
   picture agrees with `layoutc eval` at the progress drawn), the same switch to another file (`--to-file`), and `layoutc render --animate` paused through the SVG
   DOM at several times (each element where `eval --driver animated` puts it at UIKit's ease-in-out progress).

Run by Tests/Browser/run.sh, which installs Chromium, chromium-driver and Selenium, and passes their paths in
LAYOUTC, CHROMIUM and CHROMEDRIVER. Exits non-zero on the first failure.
"""

import base64
import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngread  # noqa: E402

LAYOUTC = os.environ["LAYOUTC"]
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
EXAMPLES = os.path.join(ROOT, "Examples")
GOLDENS = os.path.join(ROOT, "Tests", "LayoutRenderTests", "Goldens")
SVG = "{http://www.w3.org/2000/svg}"

# The sheet's colours (Sources/LayoutRender/SheetLegend.swift) and the fade past the first screen: white at 0.6.
CELL = (0xD6, 0xE6, 0xFF)
BACKGROUND = (0xFA, 0xFA, 0xFA)
FADE = 0.6
TOLERANCE = 6
# Pixels this close to an edge or a line may be blended by anti-aliasing; samples keep away from them.
MARGIN = 3.0


def faded(colour):
    return tuple(round(FADE * 255 + (1 - FADE) * c) for c in colour)


def close(actual, expected):
    return all(abs(a - e) <= TOLERANCE for a, e in zip(actual, expected))


def run(arguments):
    result = subprocess.run(arguments, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def browser():
    options = Options()
    options.binary_location = os.environ["CHROMIUM"]
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", "--hide-scrollbars", "--window-size=1400,1000"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=os.environ["CHROMEDRIVER"]), options=options)


def screenshot(driver, width, height):
    """The page's top-left width x height CSS pixels, one device pixel each, as a decoded PNG."""
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    return pngread.decode(base64.b64decode(shot["data"]))


class Box:
    def __init__(self, x, y, width, height):
        self.x, self.y, self.width, self.height = x, y, width, height

    def contains(self, x, y, margin=0.0):
        return (self.x - margin <= x <= self.x + self.width + margin
                and self.y - margin <= y <= self.y + self.height + margin)

    def near_edge(self, x, y, margin):
        """Whether (x, y) is within `margin` of one of the box's four edge lines."""
        inside_x = self.x - margin <= x <= self.x + self.width + margin
        inside_y = self.y - margin <= y <= self.y + self.height + margin
        return ((inside_y and (abs(x - self.x) <= margin or abs(x - self.x - self.width) <= margin))
                or (inside_x and (abs(y - self.y) <= margin or abs(y - self.y - self.height) <= margin)))


def sheets(example):
    """The golden sheets of an Example, one per layout, as (path, IR layout, eval's layout selection): NAME.svg for a
    file of one layout, FILE-LAYOUT.svg for each layout of a file of several (SheetGoldenTests names them so)."""
    layouts = json.loads(run([LAYOUTC, "compile", example]))["layouts"]
    stem = os.path.basename(example).replace(".layout", "")
    if len(layouts) == 1:
        return [(os.path.join(GOLDENS, stem + ".svg"), layouts[0], [])]
    return [(os.path.join(GOLDENS, f"{stem}-{layout['name']}.svg"), layout, ["--layout", layout["name"]])
            for layout in layouts]


def check_pixels(driver, example, sheet_path, layout, selection):
    """Cell colour at cell centres, background just outside cell edges, in every column of one of the Example's
    golden sheets (Tests/LayoutRenderTests/Goldens, which `swift test` keeps equal to what `layoutc render` draws);
    each column is evaluated by `layoutc eval` at its caption's viewport and parameters. Returns the counts checked."""
    name = os.path.basename(sheet_path).replace(".svg", ".layout")
    root = ET.parse(sheet_path).getroot()
    vertical = layout.get("scrollDirection", "vertical") == "vertical"
    items = ",".join(["24"] * len(layout["sections"]))  # the goldens' (and render's default) 24 a section

    width, height = float(root.get("width")), float(root.get("height"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": int(width), "height": int(height), "deviceScaleFactor": 1, "mobile": False})
    driver.get("file://" + sheet_path)
    image = screenshot(driver, width, height)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    inside = outside = 0
    failures = []
    for column in (g for g in root.iter(SVG + "g") if g.get("class") == "column"):
        caption = next(t for t in column.iter(SVG + "text") if t.get("class") == "caption").text
        size, _, variant = caption.partition("; ")
        settings = [arg for pair in variant.split(", ") if pair for arg in ("--set", pair)]
        evaluation = json.loads(
            run([LAYOUTC, "eval", example, "--viewport", size, "--items", items] + selection + settings))
        viewport = evaluation["viewport"]
        origin_x, origin_y, zoom = (float(column.get(k)) for k in ("data-origin-x", "data-origin-y", "data-zoom"))
        drawn_x, drawn_y, drawn_w, drawn_h = (float(v) for v in column.get("data-drawn").split(","))

        def on_sheet(frame):
            return Box(origin_x + (frame["x"] - drawn_x) * zoom, origin_y + (frame["y"] - drawn_y) * zoom,
                       frame["width"] * zoom, frame["height"] * zoom)

        drawn = Box(origin_x, origin_y, drawn_w * zoom, drawn_h * zoom)
        outline = on_sheet({"x": drawn_x, "y": drawn_y, "width": viewport["width"], "height": viewport["height"]})
        # Where the fade starts: the end of the first screen along the scroll axis.
        fade_line = outline.y + outline.height if vertical else outline.x + outline.width

        def past_first_screen(x, y):
            return (y if vertical else x) > fade_line

        def near_lines(x, y):
            return outline.near_edge(x, y, MARGIN) or abs((y if vertical else x) - fade_line) <= MARGIN

        elements = [(element, on_sheet(element["frame"])) for element in evaluation["elements"]]
        cells = [(e, box) for e, box in elements
                 if e["category"] == "cell" and box.width >= 8 and box.height >= 8
                 and drawn.contains(box.x, box.y) and drawn.contains(box.x + box.width, box.y + box.height)]
        where = f"{caption}:"
        for element, box in cells:
            others = [b for e, b in elements if e is not element and e["category"] != "decoration"]
            # Below the label (drawn from the top-left corner, its baseline 9 units down) when the cell is tall enough.
            x = box.x + box.width / 2
            y = box.y + max(box.height / 2, 12.5)
            if (y <= box.y + box.height - 2.5 and not near_lines(x, y)
                    and not any(b.contains(x, y, MARGIN) for b in others)):
                expected = faded(CELL) if past_first_screen(x, y) else CELL
                actual = image.pixel(int(x), int(y))
                inside += 1
                if not close(actual, expected):
                    failures.append(f"{where} cell {element['section']}:{element['item']} at ({x:.1f}, {y:.1f}): "
                                    f"{actual}, expected {expected}")
            centre_x, centre_y = box.x + box.width / 2, box.y + box.height / 2
            for x, y in [(box.x - MARGIN, centre_y), (box.x + box.width + MARGIN, centre_y),
                         (centre_x, box.y - MARGIN), (centre_x, box.y + box.height + MARGIN)]:
                if not drawn.contains(x, y, -MARGIN) or near_lines(x, y):
                    continue
                if any(b.contains(x, y, MARGIN - 0.5) for _, b in elements):
                    continue
                expected = faded(BACKGROUND) if past_first_screen(x, y) else BACKGROUND
                actual = image.pixel(int(x), int(y))
                outside += 1
                if not close(actual, expected):
                    failures.append(f"{where} outside cell {element['section']}:{element['item']} at "
                                    f"({x:.1f}, {y:.1f}): {actual}, expected {expected}")
    if failures:
        raise AssertionError(f"{name}: {len(failures)} pixels wrong:\n  " + "\n  ".join(failures[:20]))
    if inside == 0:
        raise AssertionError(f"{name}: no cell centre could be checked")
    print(f"ok: {name}: {inside} cell centres and {outside} background points as drawn")
    return inside, outside


def fetch(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read().decode("utf-8", "replace")
    connection.close()
    return response.status, body


def check_preview(driver, folder):
    path = os.path.join(folder, "Photos.layout")
    shutil.copy(os.path.join(EXAMPLES, "Photos.layout"), path)
    with open(path, encoding="utf-8") as file:
        good = file.read()
    server = subprocess.Popen([LAYOUTC, "preview", path, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        match = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/", url)
        assert match, f"the first line is not the page's URL: {url!r}"
        port = int(match.group(1))
        print(f"ok: preview serves {url}")
        wait = WebDriverWait(driver, 20)
        driver.get(url)

        def state():
            return driver.find_element(By.TAG_NAME, "body").get_attribute("data-state")

        def sheet_width():
            pictures = driver.find_elements(By.CSS_SELECTOR, "#picture svg")
            return pictures[0].get_attribute("width") if pictures else None

        def first_cell():
            cells = driver.find_elements(By.CSS_SELECTOR, "#picture rect.cell[data-element]")
            return cells[0].get_attribute("width") if cells else None

        wait.until(lambda d: state() == "picture" and sheet_width())
        before = (sheet_width(), first_cell())
        # The page painted: the first cell's centre is the cell colour on the screenshot of the page.
        box = driver.execute_script(
            "const r = document.querySelector('#picture rect.cell[data-element]').getBoundingClientRect();"
            "return [r.x + r.width / 2, r.y + Math.max(r.height / 2, 14)];")
        image = screenshot(driver, 1400, 1000)
        colour = image.pixel(int(box[0]), int(box[1]))
        assert close(colour, CELL), f"the page's first cell is {colour} at {box}, expected {CELL}"
        print(f"ok: the page shows the picture (sheet width {before[0]}, first cell {colour} at {box[0]:.0f},{box[1]:.0f})")

        slider = driver.find_element(By.ID, "width")
        ActionChains(driver).drag_and_drop_by_offset(slider, 40, 0).perform()
        value = slider.get_attribute("value")
        assert value != "390", "dragging the slider did not move it"
        wait.until(lambda d: state() == "picture" and first_cell() not in (None, before[1]))
        after = (sheet_width(), first_cell())
        print(f"ok: width slider moved to {value}: sheet width {before[0]} -> {after[0]}, first cell {before[1]} -> {after[1]}")

        selects = driver.find_elements(By.CSS_SELECTOR, "#params select")
        assert selects, "no control for the layout's parameter"
        choice = Select(selects[0])
        old_picture = driver.find_element(By.ID, "picture").get_attribute("innerHTML")
        other = next(o.get_attribute("value") for o in choice.options if not o.is_selected())
        choice.select_by_value(other)
        wait.until(lambda d: state() == "picture"
                   and d.find_element(By.ID, "picture").get_attribute("innerHTML") != old_picture)
        print(f"ok: parameter {selects[0].get_attribute('id')[6:]}={other} redrew the picture")
        shown = first_cell()

        with open(path, "w", encoding="utf-8") as file:
            file.write(good.replace("{", "{ ]", 1))
        wait.until(lambda d: state() == "errors")
        text = driver.find_element(By.ID, "diagnostics").text
        assert re.search(r"error: .*\[E\d{4}\]", text), f"no diagnostic code on the page: {text!r}"
        assert not driver.find_element(By.ID, "picture").is_displayed(), "the picture is still shown"
        print(f"ok: saved with an error, the page shows: {text.splitlines()[0]}")

        with open(path, "w", encoding="utf-8") as file:
            file.write(good)
        wait.until(lambda d: state() == "picture" and first_cell() == shown)
        assert slider.get_attribute("value") == value, "the reload lost the slider's value"
        print(f"ok: fixed, the picture is back (width {value}, the chosen {other})")

        for target in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
                       "/render/../../etc/passwd", "/Photos.layout"]:
            status, body = fetch(port, target)
            assert status == 404 and "root:" not in body and "layout " not in body, f"{target}: {status} {body!r}"
        print("ok: /../../etc/passwd and its escaped forms: 404, nothing served")
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
        status = server.wait(timeout=20)
        errors = server.stderr.read()
    assert status == 0 and "stopped" in errors, f"preview did not stop cleanly on SIGINT: {status} {errors!r}"
    print("ok: Ctrl-C stopped the preview (exit 0)")


def check_preview_follows_viewport(driver, folder):
    """Without --viewport the sliders start at the layout's declared single size; saved with another declared size
    the page moves to it as the start-up did, until a slider is moved: then the size stays the user's."""
    path = os.path.join(folder, "Sized.layout")
    template = ("layout Sized {\n  viewport: SIZE\n  item cell { size: 1/2w x 60 }\n"
                "  section { horizontal { size: 1w x 60; cell * 2 } }\n}\n")

    def save(size):
        with open(path, "w", encoding="utf-8") as file:
            file.write(template.replace("SIZE", size))

    save("375 x 500")
    server = subprocess.Popen([LAYOUTC, "preview", path, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), f"the first line is not the page's URL: {url!r}"
        wait = WebDriverWait(driver, 20)
        driver.get(url)
        body = driver.find_element(By.TAG_NAME, "body")
        width = driver.find_element(By.ID, "width")
        height = driver.find_element(By.ID, "height")

        def shown(size):
            # The sliders and the drawn picture (the status line names the size drawn) agree on `size`.
            status = driver.find_element(By.ID, "status").text
            return (body.get_attribute("data-state") == "picture" and status == size
                    and f"{width.get_attribute('value')}x{height.get_attribute('value')}" == size)

        wait.until(lambda d: shown("375x500"))
        print("ok: preview starts at the declared viewport 375x500")
        save("500 x 700")
        wait.until(lambda d: shown("500x700"))
        print("ok: saved with viewport: 500 x 700, the page moved to 500x700")
        save("1600 x 900")
        wait.until(lambda d: shown("1600x900"))
        assert int(width.get_attribute("max")) >= 1600, "the width slider's range does not hold 1600"
        print("ok: saved with viewport: 1600 x 900, the page moved there and the slider's range grew to hold it")

        ActionChains(driver).drag_and_drop_by_offset(width, -30, 0).perform()
        moved = width.get_attribute("value")
        assert moved != "1600", "dragging the slider did not move it"
        wait.until(lambda d: shown(f"{moved}x900"))
        version = body.get_attribute("data-version")
        save("420 x 640")
        wait.until(lambda d: body.get_attribute("data-version") != version and shown(f"{moved}x900"))
        print(f"ok: after the slider moved to {moved}, saved with viewport: 420 x 640, the page kept {moved}x900")
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
        server.wait(timeout=20)


# The Photos mode switch (motion.md's worked example d), drawn by the motion tests below.
PHOTOS_SWITCH = ["--viewport", "390x844", "--items", "8", "--from", "mode=allPhotos", "--to", "mode=monthSummary"]


def motion_frames(path, progress, driver_name, arguments=PHOTOS_SWITCH):
    """`layoutc eval`'s frames and alphas of the motion (the switch, unless told) at `progress`, by the sheet's
    element key."""
    evaluation = json.loads(run([LAYOUTC, "eval", path] + arguments
                                + ["--progress", repr(progress), "--driver", driver_name]))
    frames = {}
    for element in evaluation["elements"]:
        key = ":".join([element["category"]] + ([element["kind"]] if element["kind"] else [])
                       + [str(element["section"]), str(element["item"])])
        frames[key] = (element["frame"], element["alpha"])
    return frames


def check_motion_picture(driver, progress, where, arguments=PHOTOS_SWITCH):
    """The preview's picture at `progress`: each drawn element where `eval` puts it at that progress, with its alpha
    (Semantics.md M2.3: the page's SVG is the filmstrip column `render --progress` draws)."""
    frames = motion_frames(os.path.join(EXAMPLES, "Photos.layout"), progress, "transition", arguments)
    column = driver.find_element(By.CSS_SELECTOR, "#picture g.column")
    origin_x, origin_y, zoom = (float(column.get_attribute(k)) for k in ("data-origin-x", "data-origin-y", "data-zoom"))
    drawn_x, drawn_y = (float(v) for v in column.get_attribute("data-drawn").split(",")[:2])
    shapes = driver.execute_script(
        "return Array.from(document.querySelectorAll('#picture g.column rect[data-element]')).map(r => ["
        "r.dataset.element, r.x.baseVal.value, r.y.baseVal.value, r.width.baseVal.value, r.height.baseVal.value,"
        "Number(getComputedStyle(r).opacity)]);")
    assert len(shapes) >= 9, f"{where}: {len(shapes)} elements drawn"
    for key, x, y, width, height, opacity in shapes:
        frame, alpha = frames[key]
        want = (origin_x + (frame["x"] - drawn_x) * zoom, origin_y + (frame["y"] - drawn_y) * zoom,
                frame["width"] * zoom, frame["height"] * zoom)
        assert all(abs(a - b) <= 0.01 for a, b in zip((x, y, width, height), want)), \
            f"{where}: {key} at {(x, y, width, height)}, eval puts it at {want}"
        assert abs(opacity - alpha) <= 0.01, f"{where}: {key} opacity {opacity}, eval's alpha {alpha}"
    return len(shapes)


def check_motion_preview(driver, folder):
    """`layoutc preview` with a motion: the progress slider redraws at its value, the play button steps through the
    frames of the animation and ends at progress 1; every picture agrees with `eval`."""
    path = os.path.join(folder, "Photos.layout")
    shutil.copy(os.path.join(EXAMPLES, "Photos.layout"), path)
    server = subprocess.Popen([LAYOUTC, "preview", path, "--port", "0"] + PHOTOS_SWITCH + ["--progress", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), f"the first line is not the page's URL: {url!r}"
        wait = WebDriverWait(driver, 20)
        driver.get(url)

        def body(name):
            return driver.find_element(By.TAG_NAME, "body").get_attribute("data-" + name)

        wait.until(lambda d: body("state") == "picture" and body("progress") == "0")
        count = check_motion_picture(driver, 0, "progress 0")
        print(f"ok: a motion's page draws progress 0 ({count} elements where eval puts them)")

        slider = driver.find_element(By.ID, "progress")
        ActionChains(driver).click_and_hold(slider).move_by_offset(1, 0).release().perform()
        wait.until(lambda d: body("state") == "picture" and body("progress") == slider.get_attribute("value"))
        moved = float(slider.get_attribute("value"))
        assert 0 < moved < 1, f"clicking the slider's middle gave progress {moved}"
        count = check_motion_picture(driver, moved, f"slider at {moved}")
        print(f"ok: the progress slider moved to {moved:.3f}; {count} elements where eval puts them")

        driver.find_element(By.ID, "play").click()
        wait.until(lambda d: body("playing") == "done")
        frames = int(body("frames"))
        assert frames == 19, f"play drew {frames} frames, expected 19 (0.3 s at 60 Hz)"
        assert slider.get_attribute("value") == "1" and body("progress") == "1", "play did not end at progress 1"
        count = check_motion_picture(driver, 1, "after play")
        print(f"ok: play drew {frames} frames and ended at progress 1 ({count} elements where eval puts them)")

        status, answer = fetch(int(url.rsplit(":", 1)[1].strip("/")), "/render?progress=2")
        assert status == 400 and "invalid --progress '2'" in answer, f"progress=2: {status} {answer!r}"
        print("ok: /render?progress=2 is a 400 with render's message")
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
        server.wait(timeout=20)


def check_animation(driver, folder):
    """`layoutc render --animate`, paused at several times through the SVG DOM: each element where `eval
    --driver animated` puts it at the progress UIKit's ease-in-out gives for that time (Semantics.md M2.1)."""
    path = os.path.join(folder, "switch.svg")
    run([LAYOUTC, "render", os.path.join(EXAMPLES, "Photos.layout")] + PHOTOS_SWITCH
        + ["--driver", "animated", "--animate", "-o", path])
    driver.get("file://" + path)
    column = driver.find_element(By.CSS_SELECTOR, "g.column")
    hold, duration = float(column.get_attribute("data-hold")), float(column.get_attribute("data-duration"))
    origin_x, origin_y, zoom = (float(column.get_attribute(k)) for k in ("data-origin-x", "data-origin-y", "data-zoom"))
    window_x, window_y = (float(v) for v in column.get_attribute("data-drawn").split(",")[:2])
    # (fraction of the motion's time, the progress ease-in-out gives there: motion.md §5's values)
    for fraction, progress in [(0, 0), (0.25, 0.129162), (0.5, 0.5), (0.9, 0.980278), (1, 1)]:
        shapes = driver.execute_script(
            "const svg = document.querySelector('svg'); svg.pauseAnimations(); svg.setCurrentTime(arguments[0]);"
            "return Array.from(document.querySelectorAll('g.track')).map(g => { const r = g.querySelector('rect');"
            "return [g.dataset.element, r.x.animVal.value, r.y.animVal.value, r.width.animVal.value,"
            "r.height.animVal.value, Number(getComputedStyle(g).opacity)]; });", hold + fraction * duration)
        frames = motion_frames(os.path.join(EXAMPLES, "Photos.layout"), progress, "animated")
        for key, x, y, width, height, opacity in shapes:
            frame, alpha = frames[key]
            want = (origin_x + (frame["x"] - window_x) * zoom, origin_y + (frame["y"] - window_y) * zoom,
                    frame["width"] * zoom, frame["height"] * zoom)
            assert all(abs(a - b) <= 0.05 for a, b in zip((x, y, width, height), want)), \
                f"animation at {fraction}: {key} at {(x, y, width, height)}, eval at {progress} puts it at {want}"
            assert abs(opacity - alpha) <= 0.01, f"animation at {fraction}: {key} opacity {opacity}, alpha {alpha}"
        print(f"ok: the animation at {fraction:.2f} of its time: {len(shapes)} elements where eval puts them at "
              f"progress {progress}")


def check_to_file_preview(driver, folder):
    """`layoutc preview --to-file OTHER`: the transition to a layout of another file, each element drawn where
    `eval --to-file` puts it at the progress."""
    path = os.path.join(folder, "Photos.layout")
    other = os.path.join(folder, "Other.layout")
    shutil.copy(os.path.join(EXAMPLES, "Photos.layout"), path)
    shutil.copy(os.path.join(EXAMPLES, "Photos.layout"), other)
    arguments = ["--viewport", "390x844", "--items", "8", "--set", "mode=monthSummary", "--from", "mode=allPhotos",
                 "--to-file", other]
    server = subprocess.Popen([LAYOUTC, "preview", path, "--port", "0"] + arguments + ["--progress", "0.5"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), f"the first line is not the page's URL: {url!r}"
        driver.get(url)
        WebDriverWait(driver, 20).until(
            lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "picture"
            and d.find_element(By.TAG_NAME, "body").get_attribute("data-progress") == "0.5")
        count = check_motion_picture(driver, 0.5, "--to-file at 0.5", arguments)
        print(f"ok: preview --to-file draws the transition to the other file ({count} elements where eval puts them)")
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
        server.wait(timeout=20)


def main():
    folder = tempfile.mkdtemp(prefix="layoutc-browser-")
    driver = browser()
    try:
        print(f"browser: {driver.capabilities.get('browserName')} {driver.capabilities.get('browserVersion')}")
        totals = [0, 0]
        for name in sorted(os.listdir(EXAMPLES)):
            if name.endswith(".layout"):
                example = os.path.join(EXAMPLES, name)
                for sheet_path, layout, selection in sheets(example):
                    inside, outside = check_pixels(driver, example, sheet_path, layout, selection)
                    totals[0] += inside
                    totals[1] += outside
        if totals[1] == 0:
            raise AssertionError("no background point could be checked in any sheet")
        check_preview(driver, folder)
        check_preview_follows_viewport(driver, folder)
        check_motion_preview(driver, folder)
        check_to_file_preview(driver, folder)
        check_animation(driver, folder)
        print(f"browser tests passed: {totals[0]} cell centres and {totals[1]} background points in "
              f"{len([n for n in os.listdir(EXAMPLES) if n.endswith('.layout')])} sheets, the preview and motion")
    finally:
        driver.quit()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    try:
        main()
    except AssertionError as error:
        print(f"FAILED: {error}")
        sys.exit(1)
