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

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
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


def live_players(path: Path) -> list[int]:
    """Frame counts of the Players whose stored output has a live widget (in notebook order)."""
    nb = nbformat.read(path, as_version=4)
    counts = []
    for cell in nb.cells:
        if cell.metadata.get("jupyter", {}).get("outputs_hidden"):
            continue  # collapsed outputs are not on screen
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            found = re.match(r"Player\((\d+) frames", str(data.get("text/plain", "")))
            if WIDGET_VIEW in data and found:
                counts.append(int(found.group(1)))
    return counts


def image_src(player) -> str:
    return player.locator("img").first.get_attribute("src") or ""


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_in_jupyterlab_and_players_animate(lab, browser, screenshots, path):
    url, token = lab
    context = browser.new_context(viewport={"width": 1280, "height": 900})
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
    try:
        page.goto(f"{url}/lab/tree/{path.name}?token={token}&reset", wait_until="domcontentloaded")
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60_000)
        page.wait_for_function(f"() => [...window.jupyterapp.shell.widgets('main')]"
                               f".some(w => w.context && w.context.path === {path.name!r})", timeout=60_000)
        assert page.evaluate(FIND_PANEL, path.name), f"{path.name} did not open"
        assert page.evaluate(RUN_ALL, RUN_TIMEOUT_MS) != "timeout", f"{path.name} still running"
        page.wait_for_function(IDLE, timeout=30_000, polling=250)

        assert page.evaluate(ERRORS) == []
        assert page.evaluate(NOT_RUN) == [], "every code cell ran"
        assert page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]').count() == 0
        for text in page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').all_inner_texts():
            assert "Traceback" not in text and "Error" not in text, text[:300]

        frames = live_players(path)
        players = page.locator(".teachkit-player:visible")
        assert players.count() == len(frames), f"expected {len(frames)} Player widgets, as in the stored outputs"
        for i, n in enumerate(frames):
            player = players.nth(i)
            player.scroll_into_view_if_needed()
            assert player.locator("img").count() >= 1, "a Player shows its picture"
            if n < 2:
                continue
            before = image_src(player)
            assert before, "the Player's image has a source"
            player.get_by_role("button", name="step ▶").click()
            try:
                page.wait_for_function("([el, src]) => el.querySelector('img').src !== src",
                                       arg=[player.element_handle(), before], timeout=15_000)
            except Exception:  # already at the last frame: stepping back must change the picture instead
                player.get_by_role("button", name="◀ step").click()
                page.wait_for_function("([el, src]) => el.querySelector('img').src !== src",
                                       arg=[player.element_handle(), before], timeout=15_000)
            assert image_src(player) != before
            if i == 0:  # and Play runs the animation by itself (the Play widget's first button)
                before = image_src(player)
                player.locator(".widget-play button").first.click()
                page.wait_for_function("([el, src]) => el.querySelector('img').src !== src",
                                       arg=[player.element_handle(), before], timeout=15_000)
                player.locator(".widget-play button").nth(1).click()  # pause: the screenshot is stable
        if frames:
            players.first.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / f"{path.stem}.png"))
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
