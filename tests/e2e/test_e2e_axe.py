"""axe-core (from the npm registry) on the notebooks in JupyterLab, the book's pages and the slide decks.

No critical or serious violation is allowed (issue 20). Every slide of a deck is checked (reveal shows one at
a time; axe skips what is hidden), the whole page of the book, and a notebook's own content in JupyterLab,
opened without running (what a student sees first): its rendered markdown and its outputs. JupyterLab's own
parts (menus, side bars, the cell editors, the heading-collapse buttons) are JupyterLab's, not ours; what axe
says about them is in the report but does not fail the test.

``make test`` checks a representative notebook (REPRESENTATIVE: a Player, a play board, pictures, answers and
solutions); ``make a11y`` (TEACHKIT_AXE_ALL=1) checks every notebook, book page and deck. axe-core is fetched
once with ``npm pack`` into build/vendor/, as reveal.js and MathJax are. The violations found go to
build/e2e/axe/REPORT.md.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import threading
from pathlib import Path

import pytest

from teachkit import export

ROOT = Path(__file__).resolve().parents[2]
AXE = "axe-core@4.14.1"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
REPRESENTATIVE = ["08-knights-tour-warnsdorff"]
CHECKED = [p for p in NOTEBOOKS if os.environ.get("TEACHKIT_AXE_ALL") == "1" or p.stem in REPRESENTATIVE]
SERIOUS = ("critical", "serious")
BOOK = ROOT / "build" / "site" / "book"
OUT = ROOT / "build" / "e2e" / "axe"

RUN_AXE = """async ([context]) => {
  const result = await axe.run(context || document, {resultTypes: ['violations']});
  return result.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
    where: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ': ' + (n.failureSummary || '').split('\\n')[1])}));
}"""


@pytest.fixture(scope="session")
def axe_script() -> str:
    """axe.min.js from the npm package, unpacked once into build/vendor/axe-core-<version>/."""
    folder = export._package_dir(ROOT / "build" / "vendor", AXE)
    if not (folder / "axe.min.js").is_file():
        export._npm_pack(AXE, ("axe.min.js", "LICENSE"), folder)
    return (folder / "axe.min.js").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def findings():
    """Every page's serious violations (also the moderate ones, for the record), written out at the end."""
    found: dict[str, list] = {}
    yield found
    if found:
        OUT.mkdir(parents=True, exist_ok=True)
        lines = ["# axe-core on notebooks, book pages and decks (tests/e2e/test_e2e_axe.py)", ""]
        for page, violations in sorted(found.items()):
            lines.append(
                f"- {page}: " + (", ".join(f"{v['id']} ({v['impact']}, {v['count']})" for v in violations) or "none")
            )
        (OUT / "REPORT.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
        (OUT / "report.json").write_text(json.dumps(found, indent=1), encoding="utf-8")


def serious(violations: list[dict]) -> list[str]:
    return [
        f"{v['id']} ({v['impact']}: {v['help']}) x{v['count']}: {v['where']}"
        for v in violations
        if v["impact"] in SERIOUS
    ]


@pytest.fixture(scope="module")
def axe_decks(tmp_path_factory):
    """The checked notebooks as decks, built as `make slides` builds them."""
    out = tmp_path_factory.mktemp("axe-slides")
    built = export.build(CHECKED, out, "slides", vendor_folder=export.vendor(ROOT / "build" / "vendor"))
    return {d.path.name.removesuffix(".slides.html"): d.path for d in built}


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: p.stem[:2])
def test_every_slide_of_a_deck_has_no_serious_violation(browser, axe_script, axe_decks, findings, path):
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    try:
        page.goto(axe_decks[path.stem].resolve().as_uri(), wait_until="load")
        page.wait_for_function("() => window.Reveal && Reveal.isReady() && window.teachkitSlides", timeout=20_000)
        page.evaluate("Reveal.configure({transition: 'none', backgroundTransition: 'none'})")
        page.add_script_tag(content=axe_script)
        problems, everything = [], []
        order = page.evaluate("() => Reveal.getSlides().map((s) => Reveal.getIndices(s))")
        for indices in order:
            page.evaluate(f"Reveal.slide({indices['h']}, {indices.get('v') or 0}, 999)")
            page.wait_for_timeout(50)
            found = page.evaluate(RUN_AXE, [None])
            everything += found
            problems += [f"slide {indices['h']}.{indices.get('v') or 0}: {p}" for p in serious(found)]
        findings[f"deck {path.stem}"] = everything
    finally:
        page.close()
    assert problems == [], "\n".join(problems)


@pytest.fixture(scope="module")
def book_url():
    """build/site/book served on 127.0.0.1 (make e2e builds it first)."""
    if not (BOOK / "index.html").is_file():
        pytest.fail(f"{BOOK} is not built: run `make book` (make e2e does)")
    from conftest import free_port

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", free_port()),
        functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(BOOK)),
    )
    server.RequestHandlerClass.log_message = lambda *args: None
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: p.stem[:2])
def test_a_book_page_has_no_serious_violation(browser, axe_script, book_url, findings, path):
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        page.goto(f"{book_url}/{path.stem}.html", wait_until="load")
        page.wait_for_timeout(500)
        page.add_script_tag(content=axe_script)
        found = page.evaluate(RUN_AXE, [None])
        findings[f"book {path.stem}"] = found
        page.evaluate(
            "() => { document.documentElement.dataset.theme = 'dark'; document.documentElement.dataset.mode = 'dark'; }"
        )
        page.wait_for_timeout(300)
        dark = page.evaluate(RUN_AXE, [None])  # colour contrast again, in the dark theme (Player captions 4.5:1)
        findings[f"book {path.stem} (dark)"] = dark
    finally:
        page.close()
    assert serious(found) == []
    assert serious(dark) == [], "in the dark theme"


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: p.stem[:2])
def test_a_notebook_in_jupyterlab_has_no_serious_violation(lab, browser, axe_script, findings, path):
    from test_e2e_lab import open_notebook

    url, token = lab
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        open_notebook(page, url, token, path.name)
        page.wait_for_timeout(1500)  # the stored outputs render
        page.add_script_tag(content=axe_script)
        found = page.evaluate(
            RUN_AXE, [{"include": [[".jp-Notebook .jp-MarkdownOutput"], [".jp-Notebook .jp-OutputArea"]]}]
        )
        findings[f"jupyterlab {path.stem}"] = found
        findings[f"jupyterlab {path.stem} (whole notebook panel, JupyterLab's parts too)"] = page.evaluate(
            RUN_AXE, [".jp-Notebook"]
        )
    finally:
        context.close()
    assert serious(found) == []
