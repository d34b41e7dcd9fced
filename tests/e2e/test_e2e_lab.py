"""Every notebook in real JupyterLab: run all cells, no errors, every Player renders and steps."""

from __future__ import annotations

import os
import re
import warnings
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(Path(os.environ.get("TEACHKIT_E2E_NOTEBOOKS", ROOT / "notebooks")).glob("[0-9][0-9]-*.ipynb"))

RUN_TIMEOUT_MS = 180_000  # a notebook should run in seconds; this only bounds a hang

FIND_PANEL = """async (name) => {
  const app = window.jupyterapp;
  const panel = [...app.shell.widgets('main')].find(w => w.context && w.context.path === name);
  if (!panel) { return false; }
  app.shell.activateById(panel.id);
  await panel.context.ready;
  await panel.sessionContext.ready;
  window.__tkPanel = panel;
  return true;
}"""

RUN_ALL = """async (ms) => {
  const app = window.jupyterapp;
  await app.commands.execute('notebook:clear-all-cell-outputs');
  const run = app.commands.execute('notebook:run-all-cells').then(ok => 'finished: ' + ok);
  const late = new Promise(resolve => setTimeout(() => resolve('timeout'), ms));
  return await Promise.race([run, late]);  // Run All stops early at an error; then it finishes too
}"""

IDLE = """() => {
  const panel = window.__tkPanel;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return kernel && kernel.status === 'idle'
      && ![...document.querySelectorAll('.jp-InputPrompt')].some(p => p.textContent.includes('*'));
}"""

NOT_RUN = """() => [...window.__tkPanel.content.model.cells]
  .filter(c => c.type === 'code' && c.sharedModel.getSource().trim() && c.executionCount === null)
  .map(c => c.sharedModel.getSource().slice(0, 60))"""

ERRORS = """() => {
  const found = [];
  for (const cell of window.__tkPanel.content.model.cells) {
    if (cell.type !== 'code') { continue; }
    for (const out of cell.outputs.toJSON()) {
      const text = out.output_type === 'stream' ? [].concat(out.text).join('') : '';
      if (out.output_type === 'error') { found.push(out.ename + ': ' + out.evalue); }
      else if (out.name === 'stderr' && /Traceback|Error/.test(text)) { found.push(text.slice(0, 300)); }
    }
  }
  return found;
}"""


PLAYER_MARK = re.compile(r'<div class="teachkit-player tk-player" id="tkp\d+" data-frames="(\d+)"')


FOLDED = """(indices) => indices.map(i => {
  const cell = window.__tkPanel.content.widgets[i];
  const placeholder = cell.node.querySelector('.jp-OutputPlaceholder');
  return {index: i, hidden: cell.outputHidden, outputs: cell.model.outputs.length,
          label: placeholder ? placeholder.textContent.trim() : null};
})"""


def markdown_answers(path: Path) -> list[int]:
    """The markdown cells that are answers, solutions (teachkit.folding.role) or speaker notes, by index."""
    from teachkit import folding

    nb = nbformat.read(path, as_version=4)
    return [
        i
        for i, cell in enumerate(nb.cells)
        if cell.cell_type == "markdown"
        and (folding.role(cell.metadata) or cell.metadata.get("slideshow", {}).get("slide_type") == "notes")
    ]


def answer_cells(path: Path) -> dict[int, str]:
    """The code cells that are answers or solutions (teachkit.folding.role), by index, with their label."""
    from teachkit import folding

    nb = nbformat.read(path, as_version=4)
    found = {}
    for i, cell in enumerate(nb.cells):
        which = folding.role(cell.metadata) if cell.cell_type == "code" and cell.source.strip() else None
        if which:
            found[i] = folding.LABELS[which]
    return found


def stored_players(path: Path, hidden: bool = False) -> list[int]:
    """Frame counts of the Players in the stored outputs that are on screen (with ``hidden``: also those
    in folded outputs), in notebook order."""
    nb = nbformat.read(path, as_version=4)
    counts = []
    for cell in nb.cells:
        if not hidden and cell.metadata.get("jupyter", {}).get("outputs_hidden"):
            continue  # collapsed outputs are not on screen
        for out in cell.get("outputs", []):
            html = "".join(out.get("data", {}).get("text/html", ""))
            counts += [int(n) for n in PLAYER_MARK.findall(html)]
    return counts


PICTURES = """() => [...document.querySelectorAll('.jp-Notebook .tk-player')].map(p => {
  const img = p.querySelector('img.tk-still');
  const svg = p.querySelector('.tk-stage svg');
  const shown = img && img.offsetParent !== null ? img : svg;
  return {
    natural: img ? img.naturalWidth : 0,
    width: shown ? shown.getBoundingClientRect().width : 0,
    column: p.closest('.jp-OutputArea-output').getBoundingClientRect().width,
    caption: (p.querySelector('.tk-caption') || {}).textContent || '',
  };
})"""

STATE = """(el) => ({frame: +el.getAttribute('data-frame'), slider: +el.querySelector('.tk-slider').value,
  caption: el.querySelector('.tk-caption').textContent, playing: el.getAttribute('data-playing'),
  expected: JSON.parse(el.querySelector('script.tk-data').textContent).captions})"""


def open_notebook(page, url, token, name):
    page.goto(f"{url}/lab/tree/{name}?token={token}&reset", wait_until="domcontentloaded")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60_000)
    page.wait_for_function(
        f"() => [...window.jupyterapp.shell.widgets('main')].some(w => w.context && w.context.path === {name!r})",
        timeout=60_000,
    )
    assert page.evaluate(FIND_PANEL, name), f"{name} did not open"


def assert_state_consistent(player):
    state = player.evaluate(STATE)
    assert state["frame"] == state["slider"], state
    assert state["caption"] == state["expected"][state["frame"]], state
    return state


def exercise_player(page, player, n):
    """Step, scrub, keys, and Play at 8x then Pause: picture, slider and caption always agree."""
    player.scroll_into_view_if_needed()
    assert player.locator(".tk-stage svg").count() == 1, "the Player animates (its script ran)"
    if n < 2:
        return
    player.get_by_role("button", name="First", exact=False).click()
    assert assert_state_consistent(player)["frame"] == 0
    player.get_by_role("button", name="Next", exact=False).click()
    assert assert_state_consistent(player)["frame"] == 1
    player.evaluate(
        "(el) => { const s = el.querySelector('.tk-slider'); s.value = s.max; s.dispatchEvent(new Event('input')); }"
    )
    assert assert_state_consistent(player)["frame"] == n - 1, "scrubbing to the end"
    player.focus()
    page.keyboard.press("Home")
    assert assert_state_consistent(player)["frame"] == 0
    page.keyboard.press("ArrowRight")
    assert assert_state_consistent(player)["frame"] == 1
    page.keyboard.press("End")
    assert assert_state_consistent(player)["frame"] == n - 1
    page.keyboard.press("Home")
    player.locator("select.tk-speed").select_option("8")
    player.get_by_role("button", name="Play").click()
    page.wait_for_timeout(180)
    player.get_by_role("button", name="Pause").click()
    paused = assert_state_consistent(player)
    assert paused["playing"] == "0"
    page.wait_for_timeout(300)
    assert assert_state_consistent(player)["frame"] == paused["frame"], "Pause stops on the frame shown"
    active = page.evaluate("() => window.__tkPanel.content.activeCellIndex")
    player.locator(".tk-slider").focus()
    page.keyboard.press("ArrowDown")  # the slider's key: never JupyterLab's "next cell"
    page.keyboard.press("ArrowUp")
    assert page.evaluate("() => window.__tkPanel.content.activeCellIndex") == active, "the active cell stayed"
    player.get_by_role("button", name="First", exact=False).click()
    player.get_by_role("button", name="Next", exact=False).focus()
    page.keyboard.press(" ")  # Space on a focused button presses that button only: one step, no playing
    page.wait_for_timeout(150)
    state = assert_state_consistent(player)
    assert state["frame"] == 1 and state["playing"] == "0", state


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_opened_without_running_shows_every_player_as_a_picture(lab, browser, screenshots, path):
    url, token = lab
    frames = stored_players(path)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        open_notebook(page, url, token, path.name)
        page.wait_for_timeout(1500)  # outputs render
        pictures = page.evaluate(PICTURES)
        assert len(pictures) == len(frames), f"expected {len(frames)} Players, as in the stored outputs"
        for k, picture in enumerate(pictures):
            assert picture["natural"] > 0, f"Player {k}: its first picture did not load"
            assert picture["width"] >= 200, f"Player {k}: the picture is only {picture['width']} px wide"
            assert re.match(r"\w+ \d+ of \d+", picture["caption"]), picture["caption"]
        body = page.locator(".jp-Notebook").inner_text()
        assert "Error displaying widget" not in body and "model not found" not in body
        if frames:
            page.locator(".jp-Notebook .tk-player").first.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / f"{path.stem}-unrun.png"))
    except Exception:
        page.screenshot(path=str(screenshots / f"{path.stem}-unrun-FAILED.png"))
        raise
    finally:
        context.close()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_in_jupyterlab_and_players_animate(lab, browser, screenshots, path):
    url, token = lab
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    elsewhere: list[str] = []

    def loopback_only(route):  # JupyterLab may ask the internet for news; nothing here may leave the machine
        if route.request.url.startswith((url, "data:", "blob:")):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    context.route("**/*", loopback_only)
    page = context.new_page()
    console_errors: list[str] = []
    page.on("pageerror", lambda error: console_errors.append(str(error)))
    try:
        open_notebook(page, url, token, path.name)
        assert page.evaluate(RUN_ALL, RUN_TIMEOUT_MS) != "timeout", f"{path.name} still running"
        page.wait_for_function(IDLE, timeout=30_000, polling=250)

        assert page.evaluate(ERRORS) == []
        assert page.evaluate(NOT_RUN) == [], "every code cell ran"
        assert page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]').count() == 0
        for text in page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').all_inner_texts():
            assert "Traceback" not in text and "Error" not in text, text[:300]

        # Answers and solutions stay folded after Run All, their placeholder a neutral label (teachkit.folding)
        answers = answer_cells(path)
        page.wait_for_timeout(500)
        unfolded = [
            f"cell {c['index']}: hidden={c['hidden']}, placeholder {c['label']!r}"
            for c in page.evaluate(FOLDED, list(answers))
            if not c["hidden"] or c["label"] != answers[c["index"]]
        ]
        assert unfolded == [], f"{len(unfolded)} of {len(answers)} answers/solutions not folded after Run All"
        # markdown answers and speaker notes: rendered by Run All, their text stays in a closed <details> (folding)
        wrapped = markdown_answers(path)
        shown = page.evaluate(
            """(indices) => indices.map((i) => {
                 const node = window.__tkPanel.content.widgets[i].node;
                 const details = node.querySelector('.jp-RenderedMarkdown details');
                 return {index: i, rendered: !!node.querySelector('.jp-RenderedMarkdown'),
                         closed: !!details && !details.open};
               })""",
            wrapped,
        )
        opened = [c["index"] for c in shown if c["rendered"] and not c["closed"]]
        assert opened == [], f"markdown answers or notes shown open after Run All: cells {opened}"
        if answers:
            page.evaluate(
                f"() => window.__tkPanel.content.widgets[{min(answers)}].node.scrollIntoView({{block: 'center'}})"
            )
            page.screenshot(path=str(screenshots / f"{path.stem}-answers-folded.png"))

        frames = stored_players(path)
        everywhere = stored_players(path, hidden=True)
        players = page.locator(".jp-Notebook .tk-player:visible")
        assert len(frames) <= players.count() <= len(everywhere), (
            f"expected {len(frames)} to {len(everywhere)} Players, as in the stored outputs"
        )
        for i in range(players.count()):
            player = players.nth(i)
            exercise_player(page, player, int(player.get_attribute("data-frames")))
        assert not [e for e in console_errors if "tk" in e or "player" in e.lower()], console_errors
        if frames:
            players.first.scroll_into_view_if_needed()
            players.first.get_by_role("button", name="Next", exact=False).click()
        page.screenshot(path=str(screenshots / f"{path.stem}.png"))
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
        page.wait_for_timeout(1500)
        page.screenshot(path=str(screenshots / f"{path.stem}-dark.png"))
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
        if elsewhere:
            warnings.warn(f"JupyterLab tried to reach {len(elsewhere)} outside URL(s), aborted: {elsewhere[:3]}")
    except Exception:
        page.screenshot(path=str(screenshots / f"{path.stem}-FAILED.png"))  # what the page showed, for CI
        raise
    finally:
        try:
            page.evaluate("() => window.__tkPanel && window.__tkPanel.sessionContext.shutdown()")
        except Exception:
            pass  # the page may already be gone; the server fixture stops every kernel anyway
        context.close()
