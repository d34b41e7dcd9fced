"""Every slide of every deck, walked in a real browser from disk with the network cut off.

For each deck (a small fixture deck made here, one per notebook, the course deck) at 1280x720 and 1920x1080,
every slide (right and down, all fragments shown) must: fit (its content no taller or wider than the slide,
unless it is tagged ``slide-scroll``, and then it shows a scrollbar), show every picture and button inside the
screen, never wrap code, have something on it, log no console error, and play every animation on it. The
speaker view (``S``) must open and show the notes of the current slide. A screenshot of every slide lands in
build/e2e/slides/, and build/e2e/slides/REPORT.md lists, per deck, the slide count and the slides that
overflow, scroll or had to be shrunk.

Run one deck:  TEACHKIT_E2E=1 .venv/bin/python -m pytest tests/e2e/test_e2e_slides.py -k fixture
"""

from __future__ import annotations

import base64
import io
import json
import os
import re
from pathlib import Path

import nbformat
import pytest

from teachkit import export

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
SHOTS = ROOT / "build" / "e2e" / "slides"
# make test walks every notebook's deck at 1280x720 (the lecture-hall size); make a11y (TEACHKIT_SLIDES_ALL=1, run
# by CI after make test) adds 1920x1080 and the course deck (all notebooks in one), which take three times as long.
ALL = os.environ.get("TEACHKIT_SLIDES_ALL") == "1"
VIEWPORTS = [(1280, 720), (1920, 1080)] if ALL else [(1280, 720)]
FIXTURE = "99-fixture"
COURSE = "course"
DECKS = [FIXTURE] + [p.stem for p in NOTEBOOKS] + ([COURSE] if ALL else [])
# Slides that break a lecture-hall rule because of their content (too much text for one slide, a line too long
# for 20 px code, a picture's legend with no room to grow) are counted per deck and rule; the test fails when a
# count goes above the one in BASELINE (a regression). The fixture deck has none. After a change that removes
# some, write the new counts with TEACHKIT_SLIDES_BASELINE=write (the walk's REPORT.md lists the slides).
HALL_RULES = ("overflowing", "small text", "zoom", "sideways")
BASELINE = Path(__file__).with_name("slides_baseline.json")


def hall_baseline() -> dict:
    return json.loads(BASELINE.read_text(encoding="utf-8")) if BASELINE.is_file() else {}


# ---- how an animation is recognised and played (adapt here when the Player's markup changes) -----------
# An animation is an output that holds a picture (an <img> or an <svg>) and a script: the Player (SVG frames
# swapped in the browser) and the older matplotlib animation (<img> frames) both are. It plays if what it
# shows changes -- by itself (autoplay) or after its play control is pressed. What it shows: PICTURE below,
# the src of its visible images and the markup of its visible SVGs, leaving out the icons on buttons.
ANIMATION = ".jp-OutputArea-output:has(script):is(:has(img), :has(svg))"
PICTURE = """(el) => [...el.querySelectorAll('img, svg')]
  .filter((p) => p.getClientRects().length && !p.closest('button, [role=button]') && !p.parentElement.closest('svg'))
  .map((p) => p.tagName === 'IMG' ? p.getAttribute('src') : p.outerHTML).join('|')"""
PLAY_CONTROL = ":is(button, [role=button], input[type=button])"
PLAY_NAMES = [r"/^\s*(play|▶|►|⏵)\s*$/i", r"/\bplay\b/i"]  # a title, aria-label or text saying "play", best first
AUTOPLAY_MS = 1500
PLAY_MS = 6000

# ---- what is measured on one slide (the slide is reveal's current one) ----------------------------------
# Lecture-hall rules (issue 20), in slide pixels (reveal's 1280x720 frame; at a 1280x720 screen that is what is
# drawn): every text at least MIN_TEXT_PX, prose (a markdown cell's text, not its code blocks or tables) at
# least MIN_PROSE_PX, no slide zoomed below MIN_ZOOM, no box that scrolls sideways.
MIN_TEXT_PX, MIN_PROSE_PX, MIN_ZOOM = 18, 24, 0.9
# Every text node shown on the slide (not speaker notes, not MathJax): an HTML text's size is its computed
# font size times how much its box is scaled (drawn width / layout width: CSS zoom and reveal's scale); an
# SVG text's size is its font size times its scale on screen (getScreenCTM, which includes a CSS scale set on
# the text itself). The smallest prose text and the smallest other text are kept, with a sample of the words.
TEXT_SIZES = """(slide) => {
  const scale = Reveal.getScale() || 1;
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  let prose = [Infinity, ''], other = [Infinity, '', ''];
  const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim(), el = node.parentElement;
    if (!text || !el || el.closest('script, style, aside.notes, mjx-container, title, desc') || !shown(el)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    let px;
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      if (!m) continue;
      px = size * Math.hypot(m.a, m.b) / scale;  // the CTM holds a CSS scale set on the text, too
    } else {
      let box = el;
      while (box && !box.offsetWidth) box = box.parentElement;
      if (!box) continue;
      px = size * box.getBoundingClientRect().width / box.offsetWidth / scale;
    }
    px = Math.round(px * 10) / 10;
    const isProse = !!el.closest('.jp-RenderedMarkdown') && !el.closest('pre, table');
    const kind = el.closest('.tk-player') ? 'Player' : el.closest('.teachkit-play, .teachkit-play-static') ? 'board'
      : el.closest('pre') ? 'code/output' : isProse ? 'prose' : 'text';
    if (isProse && px < prose[0]) prose = [px, text.slice(0, 40)];
    if (!isProse && px < other[0]) other = [px, kind, text.slice(0, 40)];
  }
  const sideways = [...slide.querySelectorAll('*')].filter((el) => !el.closest('aside.notes') && shown(el) &&
    ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1).length;
  return {proseMin: prose, textMin: other, sideways: sideways};
}"""

MEASURE = """(slide) => {
  const box = slide.getBoundingClientRect();
  const inView = (el) => { const r = el.getBoundingClientRect();
    return r.width === 0 ||
      (r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1); };
  const shown = (el) => el.offsetParent !== null && !el.closest('aside.notes');
  const media = [...slide.querySelectorAll('img, svg, canvas, video, button')].filter(shown);
  const pres = [...slide.querySelectorAll('pre')].filter(shown);
  return {
    indices: Reveal.getIndices(slide),
    title: ((slide.querySelector('h1, h2, h3') || {}).innerText || '').trim().slice(0, 60),
    scrollHeight: slide.scrollHeight, clientHeight: slide.clientHeight,
    scrollWidth: slide.scrollWidth, clientWidth: slide.clientWidth,
    tagged: slide.classList.contains('teachkit-scroll'),
    fallback: slide.classList.contains('teachkit-overflow'),
    overflowY: getComputedStyle(slide).overflowY,
    scrollbar: slide.offsetWidth - slide.clientWidth,
    zoom: parseFloat(slide.dataset.teachkitZoom || '1'),
    text: slide.innerText.replace(/\\s+/g, ' ').trim().length,
    media: media.length,
    offscreen: slide.classList.contains('teachkit-scroll') ? [] :
      media.filter((el) => !inView(el)).map((el) => el.tagName.toLowerCase() + (el.title ? '[' + el.title + ']' : '')),
    wrapping: pres.filter((p) => !p.classList.contains('teachkit-wrapped') &&
      (!getComputedStyle(p).whiteSpace.startsWith('pre') || getComputedStyle(p).whiteSpace === 'pre-wrap')).length,
    notes: [...slide.querySelectorAll('aside.notes')].map((a) => a.innerText.trim()).join('\\n'),
    box: [box.left, box.top, box.width, box.height],
    ...(TEXT_SIZES)(slide),
  };
}""".replace("TEXT_SIZES", TEXT_SIZES)

FIND_ANIMATIONS = """([slide, selector, control, names]) => {
  document.querySelectorAll('[data-teachkit-test], [data-teachkit-play]').forEach((el) => {
    delete el.dataset.teachkitTest; delete el.dataset.teachkitPlay; });  // marks left on earlier slides
  const tests = names.map((name) => new Function('t', 'return ' + name + '.test(t)'));
  const says = (b, test) => [b.title, b.getAttribute('aria-label'), b.value, b.textContent].some((t) => test(t || ''));
  return [...slide.querySelectorAll(selector)].filter((el) => !el.closest('aside.notes')).map((el, i) => {
    el.dataset.teachkitTest = String(i);
    const buttons = [...el.querySelectorAll(control)];
    let play = null;
    for (const test of tests) { play = play || buttons.find((b) => says(b, test)); }
    if (play) play.dataset.teachkitPlay = String(i);
    return {index: i, play: !!play};
  });
}"""


# ---- the fixture deck: every convention once ------------------------------------------------------------
def _png(width_in: float, height_in: float) -> str:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width_in, height_in), dpi=100)
    ax = fig.subplots()
    ax.plot(range(10), [x * x for x in range(10)], marker="o")
    ax.set_title("a picture as big as a notebook figure")
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _player_bundle() -> dict:
    """What the real Player displays for a 6-frame replay (whatever its markup is today)."""
    from IPython.core.formatters import DisplayFormatter

    from teachkit.player import FunctionScene, Player

    def draw(ax, frame):
        ax.bar(range(6), [1 if i == frame else 0.3 for i in range(6)])
        ax.set_ylim(0, 1.1)

    player = Player(list(range(6)), FunctionScene(draw, figsize=(5, 3)))
    data, _ = DisplayFormatter().format(player)
    return data


def _cell(kind: str, source: str, slide_type: str = "-", tags=(), outputs=()):
    cell = (
        nbformat.v4.new_markdown_cell(source)
        if kind == "markdown"
        else nbformat.v4.new_code_cell(source, execution_count=1)
    )
    cell.metadata["slideshow"] = {"slide_type": slide_type}
    if tags:
        cell.metadata["tags"] = list(tags)
    if kind == "code":
        cell.outputs = list(outputs)
    return cell


def fixture_notebook() -> nbformat.NotebookNode:
    stream = lambda text: nbformat.v4.new_output("stream", name="stdout", text=text)  # noqa: E731
    shown = lambda data: nbformat.v4.new_output("display_data", data=data)  # noqa: E731
    long_line = (
        "moves = hanoi_iterative(n=20, source='left', target='right', spare='middle', check=True)  # "
        "a line far longer than a slide is wide"
    )
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        _cell(
            "markdown",
            "# The fixture deck\n\nOne promise: every slide fits.\n\n"
            "* objective one\n* objective two\n* objective three",
            "slide",
        ),
        _cell("markdown", "Narration for the teacher: the first notes of this deck.", "notes"),
        _cell(
            "markdown", "## Code you can read\n\nThe code below is shown because it is tagged `slide-code`.", "slide"
        ),
        _cell(
            "code",
            "def hanoi(n, src, dst, via):\n    if n:\n        yield from hanoi(n - 1, src, via, dst)\n"
            "        yield (n, src, dst)\n        yield from hanoi(n - 1, via, dst, src)\n\n" + long_line,
            "-",
            tags=["slide-code"],
            outputs=[
                nbformat.v4.new_output(
                    "execute_result", execution_count=1, data={"text/plain": "[(1, 0, 2), (2, 0, 1), (1, 2, 1)]"}
                )
            ],
        ),
        _cell("markdown", "Second notes: say why the generator is lazy.", "notes"),
        _cell("code", "secret_setup = 42", "-", outputs=[]),
        _cell("markdown", "## A long output is trimmed", "subslide"),
        _cell(
            "code",
            "for i in range(60): print(i)",
            "-",
            outputs=[stream("".join(f"line {i}: {'x' * 20}\n" for i in range(60)))],
        ),
        _cell("markdown", "## A picture fits with its heading", "slide"),
        _cell("code", "show_picture()", "-", outputs=[shown({"image/png": _png(10, 7), "text/plain": "<fig>"})]),
        _cell("markdown", "and a fragment under it.", "fragment"),
        _cell("markdown", "## An animation", "slide"),
        _cell("code", "Player(frames, scene)", "-", outputs=[shown(_player_bundle())]),
        _cell(
            "markdown",
            "## A slide that may scroll\n\n" + "\n".join(f"* point {i}" for i in range(30)),
            "slide",
            tags=["slide-scroll"],
        ),
        _cell("markdown", "Formula: $2^n - 1$ moves.\n\n$$T(n) = 2T(n-1) + 1$$", "slide"),
        _cell("markdown", "This cell is skipped on slides.", "skip"),
    ]
    return nb


# ---- fixtures ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def decks(tmp_path_factory) -> dict[str, Path]:
    """The fixture deck, every notebook's deck and the course deck, built as `make slides` builds them."""
    out = tmp_path_factory.mktemp("slides")
    source = tmp_path_factory.mktemp("fixture") / f"{FIXTURE}.ipynb"
    nbformat.write(fixture_notebook(), source)
    folder = export.vendor(ROOT / "build" / "vendor")
    built = export.build([source], out, "slides", vendor_folder=folder)
    built += export.build(NOTEBOOKS, out, "slides", vendor_folder=folder, course=COURSE)
    return {d.path.name.removesuffix(".slides.html"): d for d in built}


@pytest.fixture(scope="session")
def slide_browser(pw):
    """Debian's Chromium as conftest's `browser`, but with real scrollbars (Playwright hides them by default)."""
    from conftest import CHROMIUM, CHROMIUM_ARGS

    chromium = pw.chromium.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS, timeout=60_000, ignore_default_args=["--hide-scrollbars"]
    )
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture(scope="session")
def report():
    """Per deck and screen: what the walk found; written to build/e2e/slides/REPORT.md at the end."""
    found: dict[str, dict] = {}
    yield found
    if not found:
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    earlier = SHOTS / "report.json"  # a run of some decks only updates their rows
    if earlier.is_file():
        found = {**json.loads(earlier.read_text(encoding="utf-8")), **found}
    lines = [
        "# Slide decks walked in Chromium (tests/e2e/test_e2e_slides.py)",
        "",
        "| deck | screen | slides | with notes | animations | overflowing | scrollable (tagged) | shrunk (zoom) "
        "| failures |",
        "| --- | --- | ---: | ---: | ---: | --- | --- | --- | ---: |",
    ]
    for key in sorted(found):
        r = found[key]
        lines.append(
            f"| {r['deck']} | {r['screen']} | {r['slides']} | {r['with_notes']} | {r['animations']} | "
            f"{', '.join(r['overflowing']) or '-'} | "
            f"{', '.join(r['scrollable']) or '-'} | {', '.join(r['shrunk']) or '-'} | {len(r['problems'])} |"
        )
    lines += ["", "Slides are named h.v (reveal's indices: h-th slide, v-th sub-slide, from 0)."]
    lines += [
        "",
        f"## Lecture-hall rules (text >= {MIN_TEXT_PX} px, prose >= {MIN_PROSE_PX} px, zoom >= {MIN_ZOOM}, "
        "no sideways scroll; slide pixels)",
        "",
        "| deck | screen | slides | smallest text px | smallest prose px | lowest zoom | sideways-scroll slides "
        "| overflowing | small text |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for key in sorted(found):
        r = found[key]
        if "hall" in r:
            lines.append(
                f"| {r['deck']} | {r['screen']} | {r['slides']} | {r['smallest_text']} | {r['smallest_prose']} | "
                f"{r['lowest_zoom']:.2f} | {r['sideways']} | {r['hall']['overflowing']} | {r['hall']['small text']} |"
            )
    for key in sorted(found):
        if found[key].get("breaks"):
            lines += ["", f"### {key}: slides that break a rule because of their content", ""]
            lines += [
                f"- {name}: " + "; ".join(f"{k}: {v}" for k, v in b.items()) for name, b in found[key]["breaks"].items()
            ]
    for key in sorted(found):
        if found[key]["problems"]:
            lines += ["", f"## {key}", ""] + [f"- {p}" for p in found[key]["problems"]]
    (SHOTS / "REPORT.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    if os.environ.get("TEACHKIT_SLIDES_BASELINE") == "write":
        counts = {key: r["hall"] for key, r in found.items() if "hall" in r and not key.startswith(FIXTURE)}
        BASELINE.write_text(json.dumps({**hall_baseline(), **counts}, indent=1, sort_keys=True) + "\n")
    (SHOTS / "report.json").write_text(json.dumps(found, indent=1), encoding="utf-8")


def _offline_page(browser, width: int, height: int):
    """A page of its own context: files only, every other request aborted and recorded, errors collected."""
    context = browser.new_context(viewport={"width": width, "height": height})
    context.set_default_timeout(20_000)
    attempted: list[str] = []

    def only_files(route):
        if route.request.url.startswith(("file://", "data:", "blob:", "about:")):
            route.continue_()
        else:
            attempted.append(route.request.url)
            route.abort()

    context.route("**/*", only_files)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    page.on("console", lambda m: errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
    return context, page, errors, attempted


def _name(indices: dict) -> str:
    return f"{indices['h']}.{indices.get('v') or 0}"


def _play_animations(page, slide_handle) -> tuple[int, list[str]]:
    """Play every animation on the current slide: how many there are, and the problems found."""
    problems = []
    found = page.evaluate(FIND_ANIMATIONS, [slide_handle, ANIMATION, PLAY_CONTROL, PLAY_NAMES])
    for anim in found:
        block = page.locator(f"[data-teachkit-test='{anim['index']}']")
        handle = block.element_handle()
        before = page.evaluate(PICTURE, handle)
        changed = f"([el, before]) => ({PICTURE})(el) !== before"
        if not before:
            problems.append(f"animation {anim['index']}: shows no picture")
            continue
        try:
            page.wait_for_function(changed, arg=[handle, before], timeout=AUTOPLAY_MS)
            continue  # it plays by itself
        except Exception:
            pass
        if not anim["play"]:
            problems.append(f"animation {anim['index']}: no play control and it does not play by itself")
            continue
        block.locator(f"[data-teachkit-play='{anim['index']}']").click()
        try:
            page.wait_for_function(changed, arg=[handle, before], timeout=PLAY_MS)
        except Exception:
            problems.append(f"animation {anim['index']}: its picture did not change after pressing play")
    return len(found), problems


def _check_speaker_view(page, with_notes: list[dict], shot: Path) -> list[str]:
    """Open the speaker view on a slide with notes; it must show them, and follow the deck to the next one.

    A deck without notes still gets its speaker view opened (on the first slide, showing that slide)."""
    problems = []
    first = with_notes[0] if with_notes else {"indices": {"h": 0, "v": 0}}
    page.evaluate(f"Reveal.slide({first['indices']['h']}, {first['indices'].get('v') or 0}, 999)")
    page.locator("body").focus()
    with page.expect_popup(timeout=10_000) as popup_info:
        page.keyboard.press("s")
    speaker = popup_info.value
    notes = ".speaker-controls-notes .value"
    try:  # the speaker view shows the current slide in a frame of its own (the same file, offline)
        speaker.wait_for_selector("#current-slide iframe", state="attached", timeout=10_000)
        speaker.wait_for_timeout(300)
        current = next(f for f in speaker.frames if "receiver" in f.url and "controls=false" not in f.url)
        want = page.evaluate("Reveal.getIndices()")
        current.wait_for_function(
            "(want) => window.Reveal && Reveal.isReady() && Reveal.getIndices().h === want.h"
            " && (Reveal.getIndices().v || 0) === (want.v || 0)",
            arg=want,
            timeout=15_000,
        )
    except Exception as e:
        problems.append(f"the speaker view does not show the current slide ({type(e).__name__})")
    for slide in with_notes[:2]:
        page.evaluate(f"Reveal.slide({slide['indices']['h']}, {slide['indices'].get('v') or 0}, 999)")
        expected = slide["notes"].split("\n")[0][:40]
        try:
            speaker.wait_for_function(
                "([sel, text]) => { const el = document.querySelector(sel);"
                " return el && el.innerText.includes(text); }",
                arg=[notes, expected],
                timeout=10_000,
            )
        except Exception:
            shown = speaker.evaluate(f"() => (document.querySelector({notes!r}) || {{}}).innerText")
            problems.append(
                f"speaker view on slide {_name(slide['indices'])} shows {shown!r}, not the notes {expected!r}"
            )
    speaker.wait_for_timeout(500)  # the iframes of the current and the next slide
    speaker.screenshot(path=str(shot))
    speaker.close()
    return problems


def hall_breaks(m: dict) -> dict[str, str]:
    """The lecture-hall rules a measured slide breaks, each with what was found (empty: it keeps them all)."""
    breaks = {}
    if m["overflowing"]:
        breaks["overflowing"] = (
            f"content {m['scrollWidth']}x{m['scrollHeight']} px does not fit the {m['clientWidth']}x"
            f"{m['clientHeight']} slide at zoom {MIN_ZOOM} (it scrolls: split it, or tag it slide-scroll)"
        )
    small = []
    if m["textMin"][0] < MIN_TEXT_PX:
        small.append(f"{m['textMin'][1]} text {m['textMin'][0]} px ({m['textMin'][2]!r})")
    if m["proseMin"][0] < MIN_PROSE_PX:
        small.append(f"prose {m['proseMin'][0]} px ({m['proseMin'][1]!r})")
    if small:
        breaks["small text"] = "; ".join(small)
    if m["zoom"] < MIN_ZOOM - 0.005:
        breaks["zoom"] = f"zoomed to {m['zoom']:.2f}"
    if m["sideways"]:
        breaks["sideways"] = f"{m['sideways']} box(es) scroll sideways"
    return breaks


def walk(page, deck: str, width: int, height: int, errors: list[str]) -> tuple[list[dict], list[str]]:
    """Visit every slide with all fragments shown: measure it, play its animations, take its screenshot."""
    page.wait_for_function("() => window.Reveal && Reveal.isReady() && window.teachkitSlides", timeout=20_000)
    page.evaluate("() => MathJax.startup.promise")
    page.evaluate("Reveal.configure({transition: 'none', backgroundTransition: 'none'})")
    for stale in SHOTS.glob(f"{deck}-{width}x{height}-*.png"):
        stale.unlink()
    order = page.evaluate("() => Reveal.getSlides().map((s) => Reveal.getIndices(s))")
    slides, problems = [], []
    for n, indices in enumerate(order):
        seen = len(errors)
        page.evaluate(f"Reveal.slide({indices['h']}, {indices.get('v') or 0}, 999)")
        page.wait_for_function(
            f"() => {{ const i = Reveal.getIndices(); return i.h === {indices['h']} && "
            f"(i.v || 0) === {indices.get('v') or 0}; }}"
        )
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        slide = page.evaluate_handle("Reveal.getCurrentSlide()")
        m = page.evaluate(MEASURE, slide)
        name = _name(indices)
        where = f"slide {name} ({m['title'] or 'untitled'})"
        fits = m["scrollHeight"] <= m["clientHeight"] + 1 and m["scrollWidth"] <= m["clientWidth"] + 1
        m["overflowing"] = (not fits or m["fallback"]) and not m["tagged"]  # fallback: it did not fit at 0.9
        m["breaks"] = hall_breaks(m)  # content too big for a lecture hall: counted against the baseline
        if m["tagged"] and (m["overflowY"] not in ("auto", "scroll") or (not fits and m["scrollbar"] <= 0)):
            problems.append(f"{where}: tagged slide-scroll but shows no scrollbar (overflow-y {m['overflowY']})")
        if m["offscreen"] and not m["overflowing"]:
            problems.append(f"{where}: off the screen: {', '.join(m['offscreen'][:5])}")
        if m["wrapping"]:
            problems.append(f"{where}: {m['wrapping']} code block(s) wrap their lines")
        if not m["text"] and not m["media"]:
            problems.append(f"{where}: the slide is empty")
        played, trouble = _play_animations(page, slide)
        m["animations"] = played
        problems += [f"{where}: {p}" for p in trouble]
        page.evaluate(f"Reveal.slide({indices['h']}, {indices.get('v') or 0}, 999)")  # play may move focus
        page.screenshot(path=str(SHOTS / f"{deck}-{width}x{height}-{n:03d}-{name}.png"))
        problems += [f"{where}: {e}" for e in errors[seen:]]
        slides.append(m)
    return slides, problems


@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("deck", DECKS)
def test_every_slide_fits_plays_and_has_its_notes(slide_browser, decks, report, deck, size):
    width, height = size
    SHOTS.mkdir(parents=True, exist_ok=True)
    context, page, errors, attempted = _offline_page(slide_browser, width, height)
    try:
        page.goto(decks[deck].path.resolve().as_uri(), wait_until="load")
        slides, problems = walk(page, deck, width, height, errors)
        problems += _check_speaker_view(
            page, [s for s in slides if s["notes"]], SHOTS / f"{deck}-{width}x{height}-speaker-view.png"
        )
    finally:
        context.close()
    if attempted:
        problems.append(f"the deck tried to reach the network: {attempted[:3]}")
    shown = sum(s["animations"] for s in slides)
    if shown != decks[deck].animations:
        problems.append(f"{shown} animation(s) found on the slides, but the deck holds {decks[deck].animations}")
    breaking = {rule: [s for s in slides if rule in s["breaks"]] for rule in HALL_RULES}
    counts = {rule: len(found) for rule, found in breaking.items()}
    allowed = hall_baseline().get(f"{deck} {width}x{height}", dict.fromkeys(HALL_RULES, 0))
    for rule in HALL_RULES:
        if counts[rule] > allowed.get(rule, 0):
            problems.append(
                f"{counts[rule]} slide(s) break the rule '{rule}', more than the {allowed.get(rule, 0)} in "
                f"{BASELINE.name} (a regression): "
                + "; ".join(f"{_name(s['indices'])}: {s['breaks'][rule]}" for s in breaking[rule])
            )
    report[f"{deck} {width}x{height}"] = {
        "deck": deck,
        "screen": f"{width}x{height}",
        "slides": len(slides),
        "overflowing": [_name(s["indices"]) for s in slides if s["overflowing"]],
        "scrollable": [_name(s["indices"]) for s in slides if s["tagged"]],
        "shrunk": [f"{_name(s['indices'])} ({s['zoom']:.2f})" for s in slides if s["zoom"] < 1],
        "with_notes": sum(1 for s in slides if s["notes"]),
        "animations": shown,
        "problems": problems,
        "smallest_text": min(min(s["textMin"][0], s["proseMin"][0]) for s in slides),
        "smallest_prose": min(s["proseMin"][0] for s in slides),
        "lowest_zoom": min(s["zoom"] for s in slides),
        "sideways": sum(1 for s in slides if s["sideways"]),
        "hall": counts,
        "breaks": {f"{_name(s['indices'])} ({s['title'] or 'untitled'})": s["breaks"] for s in slides if s["breaks"]},
    }
    assert len(slides) >= 2
    assert problems == [], f"{deck} at {width}x{height}: {len(problems)} problem(s):\n" + "\n".join(problems)


def test_the_fixture_deck_follows_the_conventions(decks):
    """What the fixture deck must contain for the walk above to mean something (checked in the HTML)."""
    html = decks[FIXTURE].path.read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", html)
    assert html.count('<aside class="notes">') == 2
    assert "def hanoi(n, src, dst, via)" in text and "secret_setup" not in text  # tagged shown, untagged hidden
    assert 'class="jp-InputPrompt' not in html and 'class="jp-OutputPrompt' not in html  # no In/Out prompts
    assert "jp-OutputArea-executeResult" in html
    assert "more lines in the notebook" in html and "line 59" not in html
    assert "celltag_slide-scroll" in html
    assert "This cell is skipped" not in html


# ---- keys in a deck (issue 20): the deck's keys move the deck unless the Player is in focus mode -----------
STATE = """() => { const el = document.querySelector('.reveal .slides section.present .tk-player');
  const i = Reveal.getIndices();
  return {slide: i.h + '.' + (i.v || 0), frame: +el.getAttribute('data-frame'),
          playing: el.getAttribute('data-playing'), mode: el.getAttribute('data-focus-mode'),
          inside: el.contains(document.activeElement)}; }"""

CONTRAST = """(el) => {  // the focus ring's contrast against the page behind it (WCAG relative luminance)
  const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  let bg = 'rgb(255, 255, 255)';
  for (let p = el.parentElement; p; p = p.parentElement) {
    const c = getComputedStyle(p).backgroundColor;
    if (c && !c.startsWith('rgba(0, 0, 0, 0)') && c !== 'transparent') { bg = c; break; } }
  const s = getComputedStyle(el), a = lum(s.outlineColor), b = lum(bg);
  return {style: s.outlineStyle, width: parseFloat(s.outlineWidth),
          ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)};
}"""


def test_deck_keys_move_the_deck_unless_the_player_is_in_focus_mode(slide_browser, decks):
    context, page, errors, _ = _offline_page(slide_browser, 1280, 720)
    try:
        page.goto(decks[FIXTURE].path.resolve().as_uri(), wait_until="load")
        page.wait_for_function("() => window.Reveal && Reveal.isReady() && window.teachkitSlides")
        page.evaluate("Reveal.configure({transition: 'none'})")
        where = page.evaluate(
            "() => { const s = [...Reveal.getSlides()].find((s) => s.querySelector('.tk-player'));"
            " return Reveal.getIndices(s); }"
        )
        home = f"Reveal.slide({where['h']}, {where.get('v') or 0}, 0)"
        page.evaluate(home)
        player = page.locator(".reveal .slides section.present .tk-player")
        player.get_by_role("button", name="Next", exact=False).click()  # a click on a control ...
        before = page.evaluate(STATE)
        assert before["frame"] == 1 and before["mode"] == "0"
        page.keyboard.press("ArrowRight")  # ... leaves the arrows with the deck
        after = page.evaluate(STATE.replace("section.present .tk-player", ".tk-player"))
        assert page.evaluate("Reveal.getIndices().h") != where["h"], "ArrowRight after a click moves the deck"
        assert after["frame"] == 1, "and does not step the animation"
        page.evaluate(home)
        player.get_by_role("button", name="Play").focus()
        page.keyboard.press(" ")  # Space on a focused control, not in focus mode: the deck moves, nothing plays
        assert page.evaluate("Reveal.getIndices().h") != where["h"], "Space moves the deck"
        assert page.evaluate(STATE.replace("section.present .tk-player", ".tk-player"))["playing"] == "0"

        page.evaluate(home)
        player.focus()
        page.keyboard.press("Enter")  # focus mode: shown, and the keys step the animation
        state = page.evaluate(STATE)
        assert state["mode"] == "1" and player.locator(".tk-mode").is_visible()
        assert "Escape" in player.locator(".tk-mode").inner_text()
        page.keyboard.press("ArrowRight")
        state = page.evaluate(STATE)
        assert state["frame"] == 2 and state["slide"] == f"{where['h']}.{where.get('v') or 0}"
        page.keyboard.press("Tab")  # to the first control; Space presses only the focused button
        player.get_by_role("button", name="Next", exact=False).focus()
        ring = player.get_by_role("button", name="Next", exact=False).evaluate(CONTRAST)
        assert ring["style"] != "none" and ring["width"] >= 2 and ring["ratio"] >= 3, ring
        page.keyboard.press(" ")
        state = page.evaluate(STATE)
        assert state["frame"] == 3 and state["playing"] == "0", "Space on Next steps once and does not play"
        page.keyboard.press("Escape")  # back to the deck
        state = page.evaluate(STATE)
        assert state["mode"] == "0" and not state["inside"]
        page.keyboard.press("ArrowRight")
        assert page.evaluate("Reveal.getIndices().h") != where["h"], "after Escape the arrows move the deck"
        page.evaluate(home)
        play = player.get_by_role("button", name="Play")
        play.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")  # keyboard focus: the ring shows on the blue Play button too
        ring = play.evaluate(CONTRAST)
        assert ring["style"] != "none" and ring["ratio"] >= 3, ring
    finally:
        context.close()
    assert errors == []
