"""The play-it-yourself boards in real JupyterLab (Chromium, 1280x800): a throwaway notebook creates the
three boards; clicks and keys change them, illegal moves are refused with the rule named, the kernel records
the moves and answers hints; the same notebook stored with outputs but untrusted shows the static pictures
(never a broken image or an error); and run, saved, shut down and reopened in a plain JupyterLab (no
save-state override) it shows no "model not found" and its boards still play, with no kernel behind them.

Screenshots: build/e2e/play-*.png.
"""

from __future__ import annotations

import json
import statistics
import urllib.request

import nbformat
import pytest

from teachkit.hanoi.play import RULE_SIZE, PlayTowers
from teachkit.knight.play import RULE_MOVE, PlayKnight
from teachkit.playwidget import RUN_HINT
from teachkit.sliding.play import PlayBoard

START = "1 2 3 4 0 6 7 5 8"  # two moves from the goal: tile 5 up, then tile 8 left
CELLS = [
    f'from teachkit.sliding.play import PlayBoard\nsliding = PlayBoard("{START}")\nsliding',
    "from teachkit.hanoi.play import PlayTowers\ntowers = PlayTowers(3)\ntowers",
    "from teachkit.knight.play import PlayKnight\nknight = PlayKnight(5)\nknight",
]
BOARDS = [lambda: PlayBoard(START), lambda: PlayTowers(3), lambda: PlayKnight(5)]

OPEN = """async (name) => {
  const app = window.jupyterapp;
  const panel = [...app.shell.widgets('main')].find(w => w.context && w.context.path === name);
  if (!panel) { return false; }
  app.shell.activateById(panel.id);
  await panel.context.ready;
  window.__tkPanel = panel;
  return true;
}"""

RUN_ALL = """async () => {
  const panel = window.__tkPanel;
  await panel.sessionContext.ready;
  return await window.jupyterapp.commands.execute('notebook:run-all-cells');
}"""

# Click one board square ``n`` times; each time, milliseconds from the click until the kernel's new picture is
# in the page (the view replaces the SVG element when the synced picture changes).
CLICK_LATENCY = """async ([root, act, n]) => {
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = root.querySelector('.tk-board svg');
    const start = performance.now();
    root.querySelector(`[data-act="${act}"]`).dispatchEvent(new MouseEvent('click', {bubbles: true}));
    while (root.querySelector('.tk-board svg') === before) {
      await new Promise(resolve => requestAnimationFrame(resolve));
      if (performance.now() - start > 10000) { throw new Error('no new picture after 10 s'); }
    }
    times.push(performance.now() - start);
  }
  return times;
}"""

SHUTDOWN = "() => window.__tkPanel && window.__tkPanel.sessionContext.shutdown()"

# Run code in the notebook's kernel (not in a cell) and return what it printed.
KERNEL_PRINT = """async (code) => {
  const kernel = window.__tkPanel.sessionContext.session.kernel;
  const future = kernel.requestExecute({code});
  let out = '';
  future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') { out += msg.content.text; } };
  await future.done;
  return out;
}"""
SAVE = "() => window.jupyterapp.commands.execute('docmanager:save')"


def put_notebook(url: str, token: str, name: str, nb) -> None:
    """Save ``nb`` on the test server through the contents API (unsigned, so it opens untrusted)."""
    body = json.dumps({"type": "notebook", "format": "json", "content": nb}).encode()
    request = urllib.request.Request(
        f"{url}/api/contents/{name}",
        data=body,
        method="PUT",
        headers={"Authorization": f"token {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as reply:
        assert reply.status in (200, 201)


def notebook(with_outputs: bool, trusted: bool = False):
    """The three boards, one per cell; with outputs, each cell stores what displaying its board gives.

    ``trusted``: mark the cells trusted, so the server signs the notebook."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    games = []
    for source, make in zip(CELLS, BOARDS):
        cell = nbformat.v4.new_code_cell(source)
        if with_outputs:
            games.append(make())
            data = games[-1]._repr_mimebundle_()
            cell.outputs = [nbformat.v4.new_output("execute_result", data=data, execution_count=1)]
            cell.execution_count = 1
        nb.cells.append(cell)
    content = json.loads(nbformat.writes(nb))
    for cell in content["cells"]:  # after writes(), which strips this transient flag; the server then signs
        cell["metadata"]["trusted"] = trusted
    return content


@pytest.fixture()
def page(lab, browser):
    """A 1280x800 page that may reach only the test server; closed (kernel shut down) afterwards."""
    url, _ = lab
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    context.route(
        "**/*",
        lambda route: route.continue_() if route.request.url.startswith((url, "data:", "blob:")) else route.abort(),
    )
    page = context.new_page()
    try:
        yield page
    finally:
        try:
            page.evaluate(SHUTDOWN)
        except Exception:
            pass  # the page may be gone already; the lab fixture stops every kernel anyway
        context.close()


def open_notebook(page, lab, name: str) -> None:
    url, token = lab
    page.goto(f"{url}/lab/tree/{name}?token={token}&reset", wait_until="domcontentloaded")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60_000)
    page.wait_for_function(
        f"() => [...window.jupyterapp.shell.widgets('main')].some(w => w.context && w.context.path === {name!r})",
        timeout=60_000,
    )
    assert page.evaluate(OPEN, name)


def test_untrusted_stored_boards_show_their_pictures(lab, page, screenshots):
    put_notebook(*lab, "play-untrusted.ipynb", notebook(with_outputs=True))
    open_notebook(page, lab, "play-untrusted.ipynb")
    try:
        pictures = page.locator(".jp-OutputArea-output[data-mime-type='text/html'] img")
        pictures.first.wait_for()
        assert pictures.count() == 3, "each board falls back to its text/html picture"
        for i in range(3):
            picture = pictures.nth(i)
            picture.scroll_into_view_if_needed()
            page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle())
            box = picture.bounding_box()
            assert box["width"] > 150 and box["height"] > 150, box
            assert picture.get_attribute("src").startswith("data:image/svg+xml;base64,")
            assert picture.get_attribute("alt")
        assert page.get_by_text(RUN_HINT).count() == 3
        assert page.locator(".teachkit-play").count() == 0, "no live widget view in an untrusted notebook"
        assert page.get_by_text("Error displaying widget").count() == 0
        pictures.first.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / "play-untrusted.png"))
    except Exception:
        page.screenshot(path=str(screenshots / "play-untrusted-FAILED.png"))
        raise


def wait_text(page, locator, text: str) -> None:
    """Until the element's text contains ``text`` (the kernel answered)."""
    page.wait_for_function(
        "([el, text]) => el.textContent.includes(text)", arg=[locator.element_handle(), text], timeout=30_000
    )


def test_the_boards_play_in_a_running_kernel(lab, page, screenshots):
    put_notebook(*lab, "play-live.ipynb", notebook(with_outputs=False))
    open_notebook(page, lab, "play-live.ipynb")
    try:
        page.evaluate(RUN_ALL)
        boards = page.locator(".teachkit-play")
        page.wait_for_function("() => document.querySelectorAll('.teachkit-play svg').length === 3", timeout=90_000)
        page.wait_for_function(
            "() => [...document.querySelectorAll('.teachkit-play')].every(el => el.dataset.live === '1')",
            timeout=30_000,
        )  # each board found its kernel link and the kernel answered its hello
        assert page.get_by_text("Error displaying widget").count() == 0
        sliding, hanoi, knight = (boards.nth(i) for i in range(3))
        # Screen readers reach the squares: the inline picture is a group of buttons, not one image.
        assert sliding.get_by_role("button", name="tile 5: slide up into the blank").count() == 1

        # 15-puzzle: a click on a tile away from the blank is refused, a click beside it slides it,
        # and ArrowLeft slides the tile right of the blank to the left: solved.
        sliding.scroll_into_view_if_needed()
        status, message = sliding.locator(".tk-status"), sliding.locator(".tk-message")
        sliding.locator('[data-act="slide:1"]').click()  # top left: not beside the blank
        wait_text(page, message, "only a tile beside the blank")
        assert message.get_attribute("data-tone") == "refused"
        sliding.locator('[data-act="slide:6"]').click()
        wait_text(page, status, "moves: 1 (R)")
        sliding.locator('[data-act="slide:6"]').click()  # back again: 6 is beside the blank
        wait_text(page, status, "moves: 2 (RL)")
        sliding.get_by_role("button", name="Hint: show the first move of a shortest solution").click()
        wait_text(page, message, "hint: slide tile 5 up")  # only the kernel's solver knows
        wait_text(page, status, "hints: 1")
        sliding.locator('[data-act="slide:5"]').click()
        wait_text(page, status, "moves: 3 (RLD)")
        page.wait_for_timeout(300)
        assert page.evaluate(KERNEL_PRINT, "print(''.join(sliding.moves), sliding.hints)").strip() == "RLD 1"
        page.screenshot(path=str(screenshots / "play-sliding-moved.png"))
        sliding.locator(".tk-board").focus()
        page.keyboard.press("ArrowLeft")
        wait_text(page, message, "Solved in 4 moves")
        assert "slid tile" not in message.text_content()
        page.keyboard.press("ArrowDown")  # the blank is bottom right: tile 6 above it slides down
        wait_text(page, status, "moves: 5")
        page.keyboard.press("ArrowUp")  # and back up
        wait_text(page, message, "Solved in 6 moves")
        assert sliding.locator(".tk-board svg").bounding_box()["width"] >= 200
        assert sliding.locator(".tk-board").bounding_box()["y"] + 250 < 800, "board on screen with its controls"
        page.screenshot(path=str(screenshots / "play-sliding-solved.png"))
        # A move made from a cell shows on the board: the kernel pushes its state.
        page.evaluate(KERNEL_PRINT, "sliding.reset()")
        wait_text(page, status, "moves: 0 ·")
        # tile 6 down and up again, 10 times each, ending solved
        latencies = page.evaluate(CLICK_LATENCY, [sliding.element_handle(), "slide:6", 20])
        median, p95 = statistics.median(latencies), sorted(latencies)[int(0.95 * len(latencies)) - 1]
        (screenshots / "play-latency.txt").write_text(
            f"click on a tile -> new board on screen, {len(latencies)} clicks: median {median:.0f} ms, "
            f"p95 {p95:.0f} ms\n"
        )
        print(f"play latency: median {median:.0f} ms, p95 {p95:.0f} ms over {len(latencies)} clicks")
        assert median < 100, latencies  # the rules run in the page: no kernel round trip before the picture

        # Hanoi: pick up from A, drop on C; then disk 2 onto disk 1 is refused with the rule.
        hanoi.scroll_into_view_if_needed()
        status, message = hanoi.locator(".tk-status"), hanoi.locator(".tk-message")
        hanoi.locator('[data-act="peg:0"]').click()
        wait_text(page, message, "holding disk 1")
        hanoi.locator('[data-act="peg:2"]').click()
        wait_text(page, status, "moves: 1 (minimum 7)")
        hanoi.locator('[data-act="peg:0"]').click()
        wait_text(page, message, "holding disk 2")
        page.screenshot(path=str(screenshots / "play-hanoi-holding.png"))
        hanoi.locator('[data-act="peg:2"]').click()
        wait_text(page, message, RULE_SIZE)
        assert message.get_attribute("data-tone") == "refused"
        page.screenshot(path=str(screenshots / "play-hanoi-refused.png"))

        # Knight: a1, then b2 is refused (not a knight's move), b3 is taken; hints show onward degrees.
        knight.scroll_into_view_if_needed()
        status, message = knight.locator(".tk-status"), knight.locator(".tk-message")
        knight.locator('[data-act="square:a1"]').click()
        wait_text(page, status, "visited: 1 of 25")
        knight.locator('[data-act="square:b2"]').click()
        wait_text(page, message, RULE_MOVE)
        knight.locator('[data-act="square:b3"]').click()
        wait_text(page, status, "visited: 2 of 25 · knight on b3")
        knight.get_by_role(
            "button", name="Hints: show or hide the onward degree of each square the knight may take next"
        ).click()
        wait_text(page, status, "hints on")
        assert knight.locator('[aria-label^="a5: jump here (onward degree"]').count() == 1
        assert knight.locator(".tk-board").bounding_box()["height"] < 600
        page.screenshot(path=str(screenshots / "play-knight-hints.png"))

        # Keys on the Hanoi board (A, B, C click a peg), then the dark theme: texts follow it, boards stay cards.
        hanoi.locator(".tk-board").focus()
        page.keyboard.press("a")
        wait_text(page, hanoi.locator(".tk-message"), "holding disk 2")
        page.keyboard.press("b")
        wait_text(page, hanoi.locator(".tk-status"), "moves: 2")
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
        page.wait_for_timeout(500)
        hanoi.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / "play-dark.png"))
    except Exception:
        page.screenshot(path=str(screenshots / "play-live-FAILED.png"))
        raise


def test_run_saved_and_reopened_in_a_plain_lab_the_boards_still_play(lab, page, screenshots):
    """Run All, save, shut the kernel down, reopen (this JupyterLab has no saveState override): no "model not
    found", and each board plays in the page; a hint says it needs a kernel."""
    put_notebook(*lab, "play-reopen.ipynb", notebook(with_outputs=False))
    open_notebook(page, lab, "play-reopen.ipynb")
    try:
        page.evaluate(RUN_ALL)
        page.wait_for_function("() => document.querySelectorAll('.teachkit-play svg').length === 3", timeout=90_000)
        page.locator(".teachkit-play").first.locator('[data-act="slide:5"]').click()  # played before saving
        page.wait_for_timeout(500)
        page.evaluate(SAVE)
        page.wait_for_timeout(1000)
        page.evaluate(SHUTDOWN)
        page.wait_for_timeout(1000)
        open_notebook(page, lab, "play-reopen.ipynb")
        page.wait_for_function("() => document.querySelectorAll('.teachkit-play svg').length === 3", timeout=60_000)
        page.wait_for_timeout(2000)  # the widget manager has restored whatever it will
        assert page.get_by_text("model not found").count() == 0
        assert page.get_by_text("Error displaying widget").count() == 0
        sliding, hanoi, knight = (page.locator(".teachkit-play").nth(i) for i in range(3))
        # the stored board is the one displayed (the start), and it plays with no kernel behind it
        sliding.locator('[data-act="slide:1"]').click()
        wait_text(page, sliding.locator(".tk-message"), "only a tile beside the blank")
        sliding.locator('[data-act="slide:5"]').click()
        wait_text(page, sliding.locator(".tk-status"), "moves: 1 (D)")
        sliding.get_by_role("button", name="Hint: show the first move of a shortest solution").click()
        wait_text(page, sliding.locator(".tk-message"), "kernel")
        hanoi.locator('[data-act="peg:0"]').click()
        hanoi.locator('[data-act="peg:1"]').click()
        wait_text(page, hanoi.locator(".tk-status"), "moves: 1")
        knight.locator('[data-act="square:a1"]').click()
        knight.locator('[data-act="square:a2"]').click()
        wait_text(page, knight.locator(".tk-message"), RULE_MOVE)
        assert knight.locator(".tk-message").get_attribute("data-tone") == "refused"
        page.screenshot(path=str(screenshots / "play-reopened.png"))
    except Exception:
        page.screenshot(path=str(screenshots / "play-reopened-FAILED.png"))
        raise
