# ruff: noqa: F811  (the fixtures imported from test_e2e_sites are parameters here)
"""The play boards with no kernel at all: on the book's pages, on a slide opened from disk, and in JupyterLite
with the network cut (where the page must also say, within 15 s, that the kernel needs the internet).

On each board: a click the rules refuse shows the refusal with its rule, a legal click changes the board and
its counters, and the Hint of the sliding puzzle says it needs a kernel. Screenshots: build/e2e/boards-*.png.
"""

from __future__ import annotations

import time
from pathlib import Path

import nbformat
import pytest
from test_e2e_sites import (  # noqa: F401  (fixtures: the built sites served on 127.0.0.1, other hosts cut)
    Handler,
    local_browser,
    local_context,
    open_page,
    site,
)

from teachkit import export
from teachkit.hanoi.play import RULE_SIZE, PlayTowers
from teachkit.knight.play import RULE_MOVE, PlayKnight
from teachkit.playwidget import say
from teachkit.sliding.play import PlayBoard

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
KINDS = {"PlayBoard(": "sliding", "PlayTowers(": "hanoi", "PlayKnight(": "knight"}
OFFLINE_NOTICE_S = 15


def boards_in(path: Path) -> list[tuple[str, bool]]:
    """The boards a notebook displays, in order: (kind, whether its stored output is the playable HTML)."""
    found = []
    for cell in nbformat.read(path, as_version=4).cells:
        kind = next((k for call, k in KINDS.items() if cell.cell_type == "code" and call in cell.source), None)
        html = "".join(str(o.get("data", {}).get("text/html", "")) for o in cell.get("outputs", []))
        if kind and ("teachkit-board" in html or "teachkit-play-static" in html):
            found.append((kind, "teachkit-board" in html))
    return found


BOOK_BOARDS = [p for p in NOTEBOOKS if boards_in(p)]


def first_board_cell(path: Path) -> int:
    """The index of the first cell that displays a board."""
    cells = nbformat.read(path, as_version=4).cells
    return next(i for i, c in enumerate(cells) if c.cell_type == "code" and any(k in c.source for k in KINDS))


def wait_text(page, locator, text: str) -> None:
    page.wait_for_function(
        "([el, text]) => el.textContent.includes(text)", arg=[locator.element_handle(), text], timeout=10_000
    )


def play(page, board, kind: str) -> None:
    """A refused click (the rule named, tone 'refused'), then a legal one (the counters change)."""
    status, message = board.locator(".tk-status"), board.locator(".tk-message")
    board.scroll_into_view_if_needed()
    if kind == "sliding":
        board.locator('[aria-label$="not beside the blank"]').first.click()
        wait_text(page, message, "only a tile beside the blank")
        assert message.get_attribute("data-tone") == "refused"
        board.locator('[aria-label$="into the blank"]').first.click()
        wait_text(page, status, "moves: 1 (")
        board.locator('.tk-button[data-act="hint"]').click()
        wait_text(page, message, say("common", "no_kernel"))
    elif kind == "hanoi":
        for peg in (0, 2):
            board.locator(f'[data-act="peg:{peg}"]').click()
        wait_text(page, status, "moves: 1 (")
        for peg in (0, 2):
            board.locator(f'[data-act="peg:{peg}"]').click()
        wait_text(page, message, RULE_SIZE)
        assert message.get_attribute("data-tone") == "refused"
    else:
        board.locator('[data-act="square:a1"]').click()
        wait_text(page, status, "visited: 1 of")
        board.locator('[data-act="square:b2"]').click()
        wait_text(page, message, RULE_MOVE)
        assert message.get_attribute("data-tone") == "refused"


@pytest.mark.parametrize("path", BOOK_BOARDS, ids=[p.stem[:2] for p in BOOK_BOARDS])
def test_boards_play_on_the_book_pages(local_context, site, screenshots, path):
    kinds = boards_in(path)
    stale = [kind for kind, playable in kinds if not playable]
    assert not stale, f"{path.name} stores an old board output ({stale}): re-execute it (make notebooks)"
    page = open_page(local_context, f"{site}/book/{path.stem}.html")
    try:
        boards = page.locator(".teachkit-play")
        boards.first.wait_for(timeout=10_000)
        assert boards.count() == len(kinds)
        assert page.locator(".teachkit-play-static:visible").count() == 0, "the still picture gave way to the board"
        for i, (kind, _) in enumerate(kinds):
            play(page, boards.nth(i), kind)
        assert page.errors == [] and local_context.attempted == []
        page.evaluate("() => { document.documentElement.dataset.theme = 'dark'; }")  # the book's dark mode
        colours = page.evaluate(
            "(el) => [getComputedStyle(el.querySelector('.tk-status')).color, getComputedStyle(el).backgroundColor]",
            boards.first.element_handle(),
        )
        assert contrast(*colours) >= 4.5, colours  # the board keeps its own light card: texts stay readable
        page.evaluate("() => { document.documentElement.dataset.theme = 'light'; }")
        page.evaluate("(el) => window.scrollBy(0, el.getBoundingClientRect().top - 120)", boards.first.element_handle())
        page.screenshot(path=str(screenshots / f"boards-book-{path.stem[:2]}.png"))
    except Exception:
        page.screenshot(path=str(screenshots / f"boards-book-{path.stem[:2]}-FAILED.png"))
        raise


@pytest.fixture(scope="module")
def board_deck(tmp_path_factory) -> Path:
    """A deck of three slides, one board each, as `make slides` builds decks (offline, from disk)."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    for source, game in (
        ('PlayBoard("1 2 3 4 0 6 7 5 8")', PlayBoard("1 2 3 4 0 6 7 5 8")),
        ("PlayTowers(3)", PlayTowers(3)),
        ("PlayKnight(5)", PlayKnight(5)),
    ):
        cell = nbformat.v4.new_code_cell(source, execution_count=1)
        cell.metadata["slideshow"] = {"slide_type": "slide"}
        cell.outputs = [nbformat.v4.new_output("execute_result", data=game._repr_mimebundle_(), execution_count=1)]
        nb.cells.append(cell)
    folder = tmp_path_factory.mktemp("board-deck")
    source = folder / "98-boards.ipynb"
    nbformat.write(nb, source)
    (done,) = export.build([source], folder / "out", "slides", vendor_folder=export.vendor(ROOT / "build" / "vendor"))
    return done.path


def test_boards_play_on_slides_from_disk(offline_context, board_deck, screenshots):
    page = offline_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(board_deck.resolve().as_uri(), wait_until="load")
    page.wait_for_function("() => window.Reveal && Reveal.isReady()")
    try:
        for number, kind in enumerate(("sliding", "hanoi", "knight")):
            page.evaluate(f"Reveal.slide({number})")
            page.wait_for_timeout(400)
            board = page.locator(".reveal .slides section.present .teachkit-play")
            assert board.count() == 1, f"slide {number}: one live board"
            play(page, board, kind)
            page.screenshot(path=str(screenshots / f"boards-slide-{kind}.png"))
        assert errors == [] and offline_context.attempted == []
    except Exception:
        page.screenshot(path=str(screenshots / "boards-slide-FAILED.png"))
        raise


def test_lite_offline_says_what_is_missing_and_the_boards_play(local_context, site, screenshots):
    """JupyterLite with every other host cut: the page says the kernel needs the internet (and what to use
    instead) within 15 s of opening, and a board plays in the stored output all the same."""
    playable = [p for p in BOOK_BOARDS if all(ok for _, ok in boards_in(p))]
    if not playable:
        pytest.fail("no notebook stores a playable board: re-execute them (make notebooks)")
    path = min(playable, key=first_board_cell)  # JupyterLite renders only the cells near the top at first
    page = local_context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    began = time.monotonic()
    page.goto(f"{site}/lite/lab/index.html?path=notebooks/{path.name}", wait_until="commit")
    notice = page.locator("#teachkit-offline")
    notice.wait_for(timeout=OFFLINE_NOTICE_S * 1000)
    waited = time.monotonic() - began
    text = notice.inner_text()
    for needed in ("internet", "micropip", "numpy", "Binder", "make lab"):
        assert needed in text, f"the notice names {needed!r}: {text}"
    print(f"lite offline notice after {waited:.1f} s")
    (screenshots / "lite-offline.txt").write_text(f"offline notice shown {waited:.1f} s after opening {path.name}\n")
    assert waited < OFFLINE_NOTICE_S
    board = page.locator(".jp-OutputArea-output .teachkit-play").first
    board.wait_for(timeout=60_000)
    page.locator("#teachkit-offline button").click()  # Close
    play(page, board, boards_in(path)[0][0])
    assert page.get_by_text("model not found").count() == 0
    page.screenshot(path=str(screenshots / "boards-lite-offline.png"))


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two CSS colours 'rgb(r, g, b)' or 'rgba(...)'."""

    def luminance(colour: str) -> float:
        r, g, b = (int(float(v)) / 255 for v in colour[colour.index("(") + 1 : -1].split(",")[:3])
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


SMALLEST_TEXT = """(root) => Math.min(...[...root.querySelectorAll('.tk-board svg')].flatMap((svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].map((t) => parseFloat(t.getAttribute('font-size')) * scale);
}))"""


def test_boards_on_a_touch_screen_and_a_narrow_column(browser, tmp_path, screenshots):
    """Touch targets >= 44 x 44 px, visible focus rings (3:1), a second cue for the knight's next squares, and
    pictures that fit their column while their text stays >= 11 px (then the board scrolls sideways)."""
    games = [PlayBoard("1 2 3 4 0 6 7 5 8"), PlayTowers(3), PlayKnight(5)]
    boards = "".join(f"<section>{g.to_html()}</section>" for g in games)
    narrow = f'<div id="narrow" style="width:180px">{PlayKnight(8).to_html()}</div>'
    page_file = tmp_path / "boards.html"
    head = '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
    page_file.write_text(f'{head}<body style="margin:8px">{boards}{narrow}</body>')
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(page_file.as_uri())
        page.locator(".teachkit-play").nth(3).wait_for()
        assert page.evaluate("() => matchMedia('(pointer: coarse)').matches"), "the touch screen is emulated"
        sizes = page.evaluate(
            """() => [...document.querySelectorAll('section .tk-button, section .tk-act')].map((el) => {
                 const r = el.getBoundingClientRect(); return [el.dataset.act || el.getAttribute('data-act'),
                 Math.round(r.width), Math.round(r.height)]; })"""
        )
        small = [s for s in sizes if s[1] < 44 or s[2] < 44]
        assert len(sizes) > 40 and small == [], f"controls under 44 x 44 px: {small}"
        # pictures fit their column; their text is >= 11 px where they fit, and in a 180 px column they scroll
        for i in range(3):
            box = page.locator("section .tk-board svg").nth(i).bounding_box()
            assert box["x"] + box["width"] <= 390, box
            assert page.evaluate(SMALLEST_TEXT, page.locator("section .teachkit-play").nth(i).element_handle()) >= 11
        narrow_board = page.locator("#narrow .teachkit-play")
        assert page.evaluate(SMALLEST_TEXT, narrow_board.element_handle()) >= 11 - 0.01
        assert page.evaluate(
            "(el) => el.scrollWidth > el.clientWidth", narrow_board.locator(".tk-board").element_handle()
        )
        # the knight's next squares: orange ring and a dark dashed ring (a cue that does not need colour)
        knight = page.locator("section .teachkit-play").nth(2)
        knight.locator('[data-act="square:c3"]').click()
        jumps = knight.locator('[aria-label$="jump here"]').count()
        assert jumps == 8 and knight.locator("circle[stroke-dasharray]").count() == jumps
        # focus rings: a button reached with the keyboard, and a square
        page.locator("section .tk-button").first.focus()
        page.keyboard.press("Tab")
        page.keyboard.press("Shift+Tab")
        ring = page.evaluate(
            """() => { const s = getComputedStyle(document.activeElement);
                 return [document.activeElement.className, s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor,
                         getComputedStyle(document.body).backgroundColor]; }"""
        )
        assert ring[0] == "tk-button" and ring[1] == "solid" and ring[2] >= 2, ring
        assert contrast(ring[3], "rgb(255, 255, 255)") >= 3, ring
        square = knight.locator('[data-act="square:a1"]')
        square.focus()
        stroke = page.evaluate("(g) => getComputedStyle(g.querySelector('.tk-hover')).stroke", square.element_handle())
        assert contrast(stroke, "rgb(255, 255, 255)") >= 3, stroke
        page.screenshot(path=str(screenshots / "boards-touch.png"), full_page=True)
    finally:
        context.close()
