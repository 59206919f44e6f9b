import LayoutCompiler

/// The preview page: HTML with its style, and the script it loads from `/preview.js`. The page draws nothing
/// itself; it asks `/render` for the SVG `layoutc render` draws and puts it inline (so each element's `<title>` is
/// its tooltip), or shows the text of the answer when there is no picture (the file's diagnostics, or why the
/// values cannot be drawn).
enum PreviewPage {
  /// The page's content security policy: scripts from this server only (the page's own script, never one inside a
  /// drawn file's text), requests to this server only, and no framing by other pages.
  static let contentPolicy =
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; "
    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  /// The page, with the command line's values as the controls' first values.
  static func html(_ settings: PreviewSettings, _ snapshot: PreviewSnapshot) -> String {
    // The sliders reach at least an iPad Pro's long side, and whatever --viewport asked for.
    let widthLimit = max(1400, Int(Double(settings.width)?.rounded(.up) ?? 0))
    let heightLimit = max(1400, Int(Double(settings.height)?.rounded(.up) ?? 0))
    let params = "[" + settings.params.map { JSONValue.quoted($0) }.joined(separator: ",") + "]"
    // A motion gets a progress slider (any value from 0 to 1, so a played frame is drawn at its exact progress)
    // and a play button that steps it through the frames of UIKit's animation.
    let motionControls =
      settings.motion.isEmpty
      ? ""
      : """
      <label>progress <input id="progress" type="range" min="0" max="1" step="any" \
      value="\(escaped(settings.progress))"><output id="progress-value"></output></label>
      <button id="play" type="button">play</button>

      """
    let play = "[" + settings.playProgresses.joined(separator: ",") + "]"
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>layoutc preview: \(escaped(snapshot.path))</title>
      <style>
      body.preview { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #fff; color: #111; }
      .preview-bar { position: sticky; top: 0; z-index: 1; background: #f4f4f6; border-bottom: 1px solid #ccc;
        padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 6px 18px; align-items: center; }
      .preview-bar label { display: inline-flex; gap: 6px; align-items: center; }
      .preview-bar output { min-width: 3.5em; font-variant-numeric: tabular-nums; }
      #status { color: #555; }
      #picture { padding: 12px; }
      #diagnostics { margin: 12px; padding: 12px; background: #fff4f4; border: 1px solid #e0a0a0;
        white-space: pre-wrap; font: 13px ui-monospace, Menlo, monospace; }
      </style>
      </head>
      <body class="preview" data-set="\(escaped(params))" data-play="\(escaped(play))" data-state="loading">
      <div class="preview-bar">
      <strong>\(escaped(snapshot.path))</strong>
      <label>width <input id="width" type="range" min="1" max="\(widthLimit)" step="1" \
      value="\(escaped(settings.width))"><output id="width-value"></output></label>
      <label>height <input id="height" type="range" min="1" max="\(heightLimit)" step="1" \
      value="\(escaped(settings.height))"><output id="height-value"></output></label>
      <label>items <input id="items" type="text" size="10" value="\(escaped(settings.items ?? ""))" \
      placeholder="N[,N...]"></label>
      <span id="params"></span>
      \(motionControls)<span id="status">loading</span>
      </div>
      <pre id="diagnostics" hidden></pre>
      <div id="picture"></div>
      <script src="/preview.js"></script>
      </body>
      </html>

      """
  }

  /// Text escaped for HTML content and quoted attribute values.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// The page's script. Live reload polls `/version` (a hash of the file's bytes) every 300 ms rather than holding
  /// a long poll or an event stream open: the server answers one request per connection in a single loop, so a
  /// held connection would need threads or a table of open streams, while a poll costs one tiny answer and is over
  /// in well under a millisecond. Answers that arrive out of order are dropped (the later request wins).
  static let script = """
    "use strict";
    (function () {
      const body = document.body;
      const width = document.getElementById("width");
      const height = document.getElementById("height");
      const items = document.getElementById("items");
      const paramsBox = document.getElementById("params");
      const picture = document.getElementById("picture");
      const diagnostics = document.getElementById("diagnostics");
      const status = document.getElementById("status");
      const progress = document.getElementById("progress");
      const play = document.getElementById("play");
      let chosen = {};
      for (const setting of JSON.parse(body.dataset.set || "[]")) {
        const equals = setting.indexOf("=");
        if (equals > 0) chosen[setting.slice(0, equals)] = setting.slice(equals + 1);
      }
      let version = null;
      // Whether the user has moved a size slider: from then on the size is theirs, and an edit of the file's
      // declared viewport no longer moves the sliders.
      let resized = false;
      let asked = 0;
      let shown = 0;

      function query() {
        const values = new URLSearchParams();
        values.set("width", width.value);
        values.set("height", height.value);
        if (items.value.trim() !== "") values.set("items", items.value.trim());
        for (const [name, value] of Object.entries(chosen)) values.append("set", name + "=" + value);
        if (progress) values.set("progress", progress.value);
        return values.toString();
      }

      async function draw() {
        document.getElementById("width-value").textContent = width.value;
        document.getElementById("height-value").textContent = height.value;
        const drawnProgress = progress ? progress.value : null;
        if (progress) document.getElementById("progress-value").textContent = Number(progress.value).toFixed(3);
        const ticket = ++asked;
        let response;
        let text;
        try {
          response = await fetch("/render?" + query(), { cache: "no-store" });
          text = await response.text();
        } catch (error) {
          status.textContent = "the preview server is not answering";
          return;
        }
        if (ticket < shown) return;
        shown = ticket;
        if (response.ok) {
          picture.innerHTML = text.replace(/^<\\?xml[^>]*>\\s*/, "");
          picture.hidden = false;
          diagnostics.hidden = true;
          diagnostics.textContent = "";
          body.dataset.state = "picture";
          if (drawnProgress !== null) body.dataset.progress = drawnProgress;
          status.textContent = width.value + "x" + height.value;
        } else {
          diagnostics.textContent = text;
          diagnostics.hidden = false;
          picture.hidden = true;
          picture.replaceChildren();
          body.dataset.state = response.status === 422 ? "errors" : "refused";
          status.textContent = response.status === 422 ? "the file has errors" : "these values cannot be drawn";
        }
      }

      // The sliders to a size the server chose ("WxH"), each slider's range grown to hold it as the page's are.
      function startAt(size) {
        const sides = size.split("x");
        for (const [slider, side] of [[width, sides[0]], [height, sides[1]]]) {
          slider.max = String(Math.max(Number(slider.max), Math.ceil(Number(side))));
          slider.value = side;
        }
      }

      async function loadControls() {
        const controls = await (await fetch("/controls", { cache: "no-store" })).json();
        if (controls.errors) return;
        // The start the file chooses now (its declared viewport, when --viewport did not fix one), as at start-up.
        if (controls.viewport && !resized) startAt(controls.viewport);
        const kept = {};
        paramsBox.replaceChildren();
        for (const param of controls.params) {
          const label = document.createElement("label");
          label.textContent = param.name;
          const select = document.createElement("select");
          select.id = "param-" + param.name;
          for (const value of param.values) {
            const option = document.createElement("option");
            option.value = value;
            option.textContent = value;
            select.append(option);
          }
          select.value = param.values.includes(chosen[param.name]) ? chosen[param.name] : param.default;
          kept[param.name] = select.value;
          select.addEventListener("change", () => {
            chosen[param.name] = select.value;
            draw();
          });
          label.append(select);
          paramsBox.append(label);
        }
        chosen = kept;
        items.placeholder = controls.sections + " section(s): N or N,N,...";
      }

      async function poll() {
        try {
          const now = await (await fetch("/version", { cache: "no-store" })).text();
          if (now !== version) {
            await loadControls();
            await draw();
            version = now;
            body.dataset.version = now;
          }
        } catch (error) {
          status.textContent = "the preview server stopped";
        }
        setTimeout(poll, 300);
      }

      // Play: each frame is drawn before the next is asked for, at most one a display refresh, so a slow render
      // slows the play down instead of skipping frames; the slider follows.
      async function playMotion() {
        const steps = JSON.parse(body.dataset.play || "[]");
        play.disabled = true;
        body.dataset.playing = "playing";
        let frames = 0;
        for (const step of steps) {
          const started = performance.now();
          progress.value = String(step);
          await draw();
          frames += 1;
          body.dataset.frames = String(frames);
          const rest = 1000 / 60 - (performance.now() - started);
          if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        }
        body.dataset.playing = "done";
        play.disabled = false;
      }

      if (progress) progress.addEventListener("input", draw);
      if (play) play.addEventListener("click", playMotion);
      for (const slider of [width, height]) {
        slider.addEventListener("input", () => {
          resized = true;
          draw();
        });
      }
      items.addEventListener("change", draw);
      poll();
    })();

    """
}
