"""Offline exports: decks and pages keep every animation, drop live widgets, and load nothing remote."""

import re
from pathlib import Path

import nbformat
import pytest

from teachkit import export

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
VENDOR = ROOT / "build" / "vendor"  # reveal.js and MathJax, fetched from npm once (as `make slides` does)

# An independent, deliberately plain check of what a page fetches: every <script src> and <link href>.
SCRIPT_OR_LINK = re.compile(r"<(script|link)\b[^>]*?\b(src|href)\s*=\s*[\"']?([^\"'\s>]+)", re.I)
REMOTE = re.compile(r"^(https?:)?//", re.I)
FRAME = re.compile(r'frames\[\d+\] = "data:image/png;base64,[A-Za-z0-9+/=\\\n]+"')
OFFLINE_BLOCK = re.compile(r'<div class="teachkit-player-offline" data-frames="(\d+)">(.*?)<!--/teachkit-player-->',
                           re.S)


def stored_animations(path: Path, kind: str = "html") -> list[int]:
    """The frame count of every offline animation stored in a notebook's outputs (decks leave out 'skip' cells)."""
    nb = nbformat.read(path, as_version=4)
    cells = [c for c in nb.cells
             if kind != "slides" or c.metadata.get("slideshow", {}).get("slide_type") != "skip"]
    html = [o.data["text/html"] for c in cells for o in c.get("outputs", [])
            if "text/html" in o.get("data", {}) and export.OFFLINE_MARK in o.data["text/html"]]
    return [int(n) for h in html for n in re.findall(r'data-frames="(\d+)"', h)]


def notebook(*cells, widgets: bool = True) -> nbformat.NotebookNode:
    """A small notebook from (kind, source, outputs) triples."""
    nb = nbformat.v4.new_notebook()
    for kind, source, outputs in cells:
        if kind == "markdown":
            nb.cells.append(nbformat.v4.new_markdown_cell(source))
        else:
            cell = nbformat.v4.new_code_cell(source, execution_count=1)
            cell.outputs = [nbformat.v4.new_output("display_data", data=d) for d in outputs]
            nb.cells.append(cell)
    if widgets:
        nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}, "version_major": 2}}
    return nb


def player_bundle(frames: int = 2) -> dict:
    """What a Player in mode='auto' displays: a widget view and the offline animation."""
    html = (f'<div class="teachkit-player-offline" data-frames="{frames}"><script>function Animation() {{}}'
            + "".join(f'frames[{i}] = "data:image/png;base64,AAAA";' for i in range(frames))
            + "</script></div><!--/teachkit-player-->")
    return {export.WIDGET_VIEW: {"model_id": "abc", "version_major": 2, "version_minor": 0},
            "text/html": html, "text/plain": "Player(2 frames)"}


@pytest.fixture(scope="session")
def vendor_folder():
    return export.vendor(VENDOR)


@pytest.fixture(scope="session")
def built(vendor_folder, tmp_path_factory):
    """Every notebook exported both ways, once per test session; the stored notebooks must not change."""
    before = {p: p.read_bytes() for p in NOTEBOOKS}
    out = tmp_path_factory.mktemp("exports")
    result = {kind: export.build(NOTEBOOKS, out / kind, kind, vendor_folder=vendor_folder) for kind in export.KINDS}
    assert {p: p.read_bytes() for p in NOTEBOOKS} == before, "exporting changed a stored notebook"
    return result


# ---- the preprocessors -------------------------------------------------------------------------------
def test_offline_players_keep_the_animation_and_drop_widgets():
    live_only = {export.WIDGET_VIEW: {"model_id": "x"}, "text/plain": "IntSlider(value=3)"}
    board = {export.WIDGET_VIEW: {"model_id": "y"}, "image/png": "BBBB", "text/plain": "PlayBoard(...)"}
    nb = notebook(("code", "player", [player_bundle()]), ("code", "slider", [live_only]),
                  ("code", "picture", [{"image/png": "AAAA", "text/plain": "<picture>"}]),
                  ("code", "board", [board]))
    nb, resources = export.OfflinePlayers().preprocess(nb, {})
    outputs = [c.outputs[0].data for c in nb.cells]
    assert "widgets" not in nb.metadata
    assert all(export.WIDGET_VIEW not in d for d in outputs)
    assert export.OFFLINE_MARK in outputs[0]["text/html"]
    assert outputs[1] == {"text/plain": "IntSlider(value=3)"}
    assert outputs[2]["image/png"] == "AAAA"
    assert outputs[3] == {"image/png": "BBBB", "text/plain": "PlayBoard(...)"}
    assert resources["teachkit"] == {"animations": 1, "dropped_widgets": 1}


def test_links_between_notebooks_point_at_the_exported_files():
    source = ("[next](01-hanoi.ipynb), [part](02-b.ipynb#Solutions), [web](https://x.org/a.ipynb), "
              "[root](/a.ipynb), [doc](notes.md)")
    cell = nbformat.v4.new_markdown_cell(source)
    cell, _ = export.LocalLinks(suffix=".slides.html").preprocess_cell(cell, {}, 0)
    assert cell.source == ("[next](01-hanoi.slides.html), [part](02-b.slides.html#Solutions), "
                           "[web](https://x.org/a.ipynb), [root](/a.ipynb), [doc](notes.md)")


# ---- finding what a page loads -----------------------------------------------------------------------
def test_remote_urls_finds_every_way_a_page_fetches_something():
    page = """
    <script src="https://cdn.example/require.js"></script>
    <link rel="stylesheet" href="//fonts.example/css">
    <img src="http://example.org/a.png" alt="">
    <script type="module">import mermaid from 'https://cdn.example/mermaid.mjs';</script>
    <style>@import url("https://fonts.example/x.css"); b { background: url(//img.example/b.png) }</style>
    <a href="https://example.org/read-more">a link the reader may follow</a>
    <img src="data:image/png;base64,AAAA"><script src="assets/local.js"></script>
    """
    assert sorted(export.remote_urls(page)) == sorted([
        "https://cdn.example/require.js", "//fonts.example/css", "http://example.org/a.png",
        "https://cdn.example/mermaid.mjs", "https://fonts.example/x.css", "//img.example/b.png"])
    assert export.local_paths(page) == ["assets/local.js"]


def test_a_notebook_that_loads_a_remote_script_is_refused(vendor_folder, tmp_path):
    nb = notebook(("markdown", "# Title", []),
                  ("code", "show()", [{"text/html": '<script src="https://cdn.example/lib.js"></script>',
                                       "text/plain": "lib"}]))
    path = tmp_path / "00-remote.ipynb"
    nbformat.write(nb, path)
    with pytest.raises(export.RemoteAssetError, match="cdn.example/lib.js"):
        export.build([path], tmp_path / "out", "html", vendor_folder=vendor_folder)


def test_bad_requests_raise_named_errors(vendor_folder, tmp_path):
    with pytest.raises(export.ExportError, match="kind must be one of"):
        export.build(NOTEBOOKS[:1], tmp_path, "pdf", vendor_folder=vendor_folder)
    with pytest.raises(export.ExportError, match="no theme 'nosuch'.*white"):
        export.build(NOTEBOOKS[:1], tmp_path, "slides", vendor_folder=vendor_folder, theme="nosuch")
    with pytest.raises(export.ExportError, match="no notebooks"):
        export.build([], tmp_path, "html", vendor_folder=vendor_folder)


def test_missing_assets_without_npm_say_how_to_get_them(tmp_path, monkeypatch):
    monkeypatch.setattr(export.shutil, "which", lambda name: None)
    with pytest.raises(export.MissingAssetsError, match="npm is not installed"):
        export.vendor(tmp_path / "empty")


# ---- the real decks and pages ------------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(export.KINDS))
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_export_embeds_every_animation_and_loads_nothing_remote(built, kind, path):
    done = next(d for d in built[kind] if d.path.name == path.stem + export.KINDS[kind])
    html = done.path.read_text(encoding="utf-8")

    expected = stored_animations(path, kind)
    blocks = OFFLINE_BLOCK.findall(html)
    assert [int(n) for n, _ in blocks] == expected and done.animations == len(expected)
    for n, body in blocks:
        assert len(FRAME.findall(body)) == int(n), "every frame is embedded as a base64 image"
        assert "function Animation" in body and "Animation.prototype.next_frame" in body
    assert export.WIDGET_VIEW not in html and "widget-state" not in html

    fetched = [m[2] for m in SCRIPT_OR_LINK.findall(html)]
    assert fetched, "a page loads at least MathJax"
    assert [u for u in fetched if REMOTE.match(u)] == []
    assert export.remote_urls(html) == []
    for host in ("unpkg.com", "cdnjs.cloudflare.com", "cdn.jsdelivr.net"):
        assert host not in html
    for relative in fetched + export.local_paths(html):
        if not relative.startswith("data:"):
            assert (done.path.parent / relative).is_file(), f"{relative} is not beside {done.path.name}"
    if kind == "slides":
        assert "assets/reveal.js/dist/reveal.js" in fetched and "Reveal.initialize" in html
        assert 'class="reveal"' in html


@pytest.mark.parametrize("kind", sorted(export.KINDS))
def test_assets_are_local_all_the_way_down(built, kind):
    assets = built[kind][0].path.parent / export.ASSETS
    css = list(assets.rglob("*.css"))
    assert (kind == "slides") == bool(css)
    for sheet in css:
        urls = re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8"))
        assert [u for u in urls if REMOTE.match(u)] == [], sheet
        for u in urls:
            if not u.startswith("data:"):
                assert (sheet.parent / u.split("?")[0].split("#")[0]).is_file(), f"{sheet.name}: {u}"
    assert (assets / export.MATHJAX_SCRIPT).stat().st_size > 1_000_000


@pytest.mark.parametrize("kind", sorted(export.KINDS))
def test_hidden_solutions_stay_folded(vendor_folder, tmp_path, kind):
    nb = notebook(("markdown", "# Solutions", []), ("code", "answer = 42", []), widgets=False)
    nb.cells[1].metadata["jupyter"] = {"source_hidden": True}
    path = tmp_path / "00-hidden.ipynb"
    nbformat.write(nb, path)
    done, = export.build([path], tmp_path / "out", kind, vendor_folder=vendor_folder)
    html = done.path.read_text(encoding="utf-8")
    folded = re.search(r'<details class="teachkit-hidden-input"><summary>.*?</details>', html, re.S)
    assert folded and "answer" in folded.group(0) and html.count("answer") == 1


def test_the_command_line_writes_pages(vendor_folder, tmp_path, capsys):
    assert export.main(["html", "--out", str(tmp_path), "--vendor", str(vendor_folder), str(NOTEBOOKS[0])]) == 0
    assert (tmp_path / "00-index.html").is_file()
    assert "animation(s)" in capsys.readouterr().out
