"""Decks and pages opened from disk with the network cut off: slides advance, animations play, math renders.

Every slide of every deck, at lecture-hall sizes, is walked in test_e2e_slides.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from teachkit import export

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
MATH = re.compile(r"\$[^$\n]+\$|\\\(|\\\[")

ANIMATED = ".jp-OutputArea-output:has(script):is(:has(img), :has(svg)):not(aside.notes *)"  # as in test_e2e_slides


@pytest.fixture(scope="session")
def exports(tmp_path_factory):
    """Every notebook built as a deck and as a page, into a temporary folder, as `make slides html` does."""
    out = tmp_path_factory.mktemp("offline")
    folder = export.vendor(ROOT / "build" / "vendor")
    return {
        kind: {d.path.name: d for d in export.build(NOTEBOOKS, out / kind, kind, vendor_folder=folder)}
        for kind in export.KINDS
    }


def has_math(path: Path) -> bool:
    import nbformat

    nb = nbformat.read(path, as_version=4)
    return any(MATH.search(c.source) for c in nb.cells if c.cell_type == "markdown")


def open_offline(context, path: Path):
    """Open a file in the network-less context; collect script errors."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(path.resolve().as_uri(), wait_until="load")
    return page, errors


def check_math(page, path: Path) -> None:
    """MathJax (the local copy) started, and typeset the notebook's formulas if it has any."""
    page.wait_for_function("() => window.MathJax && MathJax.startup && MathJax.startup.promise", timeout=20_000)
    page.evaluate("() => MathJax.startup.promise")
    if has_math(path):
        assert page.locator("mjx-container").count() > 0, "formulas were typeset"


def play_every_animation(page, root) -> int:
    """Play every animation under ``root`` (an element handle) as the slide walk does; how many there were."""
    from test_e2e_slides import _play_animations  # one definition of "an animation plays" for decks and pages

    count, problems = _play_animations(page, root)
    assert problems == []
    return count


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_deck_works_from_disk_without_network(exports, offline_context, screenshots, path):
    done = exports["slides"][path.stem + ".slides.html"]
    page, errors = open_offline(offline_context, done.path)
    page.wait_for_function("() => window.Reveal && Reveal.isReady()", timeout=20_000)
    assert page.evaluate("Reveal.getTotalSlides()") >= 2
    start = page.evaluate("JSON.stringify(Reveal.getIndices())")
    page.keyboard.press("ArrowRight")  # the next fragment or slide
    page.wait_for_function("(start) => JSON.stringify(Reveal.getIndices()) !== start", arg=start, timeout=10_000)
    page.evaluate("Reveal.next()")
    check_math(page, path)

    if done.animations:  # go to the first slide with an animation and play it
        page.evaluate("Reveal.configure({transition: 'none'})")
        slide = page.evaluate(f"() => Reveal.getIndices(document.querySelector({ANIMATED!r}).closest('section'))")
        page.evaluate(f"Reveal.slide({slide['h']}, {slide.get('v') or 0}, 999)")
        page.wait_for_timeout(300)
        assert play_every_animation(page, page.evaluate_handle("Reveal.getCurrentSlide()")) >= 1
    page.screenshot(path=str(screenshots / f"slides-{path.stem}.png"))
    assert offline_context.attempted == [], "the deck tried to reach the network"
    assert errors == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_page_works_from_disk_without_network(exports, offline_context, screenshots, path):
    done = exports["html"][path.stem + ".html"]
    page, errors = open_offline(offline_context, done.path)
    check_math(page, path)
    assert play_every_animation(page, page.evaluate_handle("document.body")) == done.animations
    if done.animations:
        page.locator(ANIMATED).first.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / f"html-{path.stem}.png"))
    assert offline_context.attempted == [], "the page tried to reach the network"
    assert errors == []


@pytest.mark.parametrize("kind", sorted(export.KINDS))
def test_formulas_are_typeset_offline(offline_context, tmp_path, kind):
    """The local MathJax typesets inline and display math with no network (a notebook made for the test)."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Moves\n\nHanoi needs $2^n - 1$ moves:\n\n$$T(n) = 2T(n-1) + 1$$"),
        nbformat.v4.new_markdown_cell("## Next\n\nand $f = g + h$ for A*."),
    ]
    nb.cells[1].metadata["slideshow"] = {"slide_type": "slide"}
    source = tmp_path / "09-math.ipynb"
    nbformat.write(nb, source)
    (done,) = export.build([source], tmp_path / kind, kind, vendor_folder=ROOT / "build" / "vendor")
    page, errors = open_offline(offline_context, done.path)
    if kind == "slides":
        page.wait_for_function("() => window.Reveal && Reveal.isReady()", timeout=20_000)
    check_math(page, source)
    formulas = ".slides mjx-container" if kind == "slides" else "mjx-container"  # not reveal's aria copy
    assert page.locator(formulas).count() == 3
    assert page.locator(f"{formulas} > svg").count() == 3, "SVG output: no web fonts needed"
    assert offline_context.attempted == [] and errors == []
