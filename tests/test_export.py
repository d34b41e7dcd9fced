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


def player_bundle(frames: int = 2, player_id: str = "tkp1") -> dict:
    """What a real Player displays (one HTML block), with its element id set as one kernel would number it."""
    from teachkit.player import FunctionScene, Player

    player = Player(list(range(frames)), FunctionScene(lambda ax, f: ax.plot([0, f], [0, 1]), figsize=(2, 1.5)))
    bundle = dict(player._repr_mimebundle_())
    bundle["text/html"] = re.sub(r'id="tkp\d+"', f'id="{player_id}"', bundle["text/html"])
    assert export.is_animation(bundle["text/html"])
    return bundle


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
    nb = notebook(
        ("code", "player", [{export.WIDGET_VIEW: {"model_id": "z"}, **player_bundle()}]),
        ("code", "slider", [live_only]),
        ("code", "picture", [{"image/png": "AAAA", "text/plain": "<picture>"}]),
        ("code", "board", [board]),
    )
    nb, resources = export.OfflinePlayers().preprocess(nb, {})
    outputs = [c.outputs[0].data for c in nb.cells]
    assert "widgets" not in nb.metadata
    assert all(export.WIDGET_VIEW not in d for d in outputs)
    assert export.is_animation(outputs[0]["text/html"])
    assert outputs[1] == {"text/plain": "IntSlider(value=3)"}
    assert outputs[2]["image/png"] == "AAAA"
    assert outputs[3] == {"image/png": "BBBB", "text/plain": "PlayBoard(...)"}
    assert resources["teachkit"] == {"animations": 1, "dropped_widgets": 1}


def test_links_between_notebooks_point_at_the_exported_files():
    source = (
        "[next](01-hanoi.ipynb), [part](02-b.ipynb#Solutions), [web](https://x.org/a.ipynb), "
        "[root](/a.ipynb), [doc](notes.md)"
    )
    cell = nbformat.v4.new_markdown_cell(source)
    cell, _ = export.LocalLinks(suffix=".slides.html").preprocess_cell(cell, {}, 0)
    assert cell.source == (
        "[next](01-hanoi.slides.html), [part](02-b.slides.html#Solutions), "
        "[web](https://x.org/a.ipynb), [root](/a.ipynb), [doc](notes.md)"
    )


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
    assert sorted(export.remote_urls(page)) == sorted(
        [
            "https://cdn.example/require.js",
            "//fonts.example/css",
            "http://example.org/a.png",
            "https://cdn.example/mermaid.mjs",
            "https://fonts.example/x.css",
            "//img.example/b.png",
        ]
    )
    assert export.local_paths(page) == ["assets/local.js"]


def test_a_notebook_that_loads_a_remote_script_is_refused(vendor_folder, tmp_path):
    nb = notebook(
        ("markdown", "# Title", []),
        ("code", "show()", [{"text/html": '<script src="https://cdn.example/lib.js"></script>', "text/plain": "lib"}]),
    )
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


def test_export_errors_are_teachkit_errors():
    from teachkit.errors import TeachkitError

    for error in (export.ExportError, export.MissingAssetsError, export.RemoteAssetError):
        assert issubclass(error, TeachkitError) and issubclass(error, ValueError)
        assert not issubclass(error, RuntimeError)
    assert issubclass(export.ExportTypeError, TeachkitError) and issubclass(export.ExportTypeError, TypeError)
    assert issubclass(export.MissingAssetsError, FileNotFoundError)


def test_bad_paths_and_names_are_refused_before_anything_is_written(vendor_folder, tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    empty = tmp_path / "00-empty.ipynb"
    empty.write_text("")
    not_json = tmp_path / "00-text.ipynb"
    not_json.write_text("print('hello')")
    good = NOTEBOOKS[:1]
    out = tmp_path / "out"
    cases = [
        (dict(notebooks=good, out=a_file), export.ExportError, "out .*a-file.* is a file, not a folder"),
        (dict(notebooks=good, out=out, vendor_folder=a_file), export.ExportError, "vendor_folder .*a-file.* is a file"),
        (dict(notebooks=good, out=out, theme="../../etc/passwd"), export.ExportError, "theme must be a reveal.js"),
        (dict(notebooks=good, out=out, theme=3), export.ExportTypeError, "theme must be"),
        (dict(notebooks=str(good[0]), out=out), export.ExportTypeError, "notebooks must be a list"),
        (dict(notebooks=[tmp_path / "00-missing.ipynb"], out=out), export.ExportError, "00-missing.* does not exist"),
        (dict(notebooks=[tmp_path], out=out), export.ExportError, "is not a .ipynb file"),
        (dict(notebooks=[empty], out=out), export.ExportError, "00-empty.* is not a Jupyter notebook"),
        (dict(notebooks=[not_json], out=out), export.ExportError, "00-text.* is not a Jupyter notebook"),
        (dict(notebooks=[good[0], good[0]], out=out), export.ExportError, "two notebooks named"),
        (dict(notebooks=[3], out=out), export.ExportTypeError, "notebooks must be paths"),
        (dict(notebooks=good, out=3), export.ExportTypeError, "out must be a folder path"),
        (dict(notebooks=good, out=out, course="../x"), export.ExportError, "course must be a plain file name"),
        (dict(notebooks=good, out=out, course=good[0].stem), export.ExportError, "also the name of a notebook"),
        (dict(notebooks=good, out=out, kind="html", course="course"), export.ExportError, "course deck is a slide"),
    ]
    for kwargs, error, message in cases:
        kwargs.setdefault("kind", "slides")
        kwargs.setdefault("vendor_folder", vendor_folder)
        with pytest.raises(error, match=message):
            export.build(kwargs.pop("notebooks"), kwargs.pop("out"), kwargs.pop("kind"), **kwargs)
    assert not out.exists(), "nothing was written"


def test_the_command_line_reports_a_user_error_in_one_line(vendor_folder, tmp_path, capsys):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    assert export.main(["slides", "--out", str(a_file), "--vendor", str(vendor_folder), str(NOTEBOOKS[0])]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a file, not a folder" in err and "Traceback" not in err


def test_missing_assets_without_npm_say_how_to_get_them(tmp_path, monkeypatch):
    monkeypatch.setattr(export.shutil, "which", lambda name: None)
    with pytest.raises(export.MissingAssetsError, match="npm is not installed"):
        export.vendor(tmp_path / "empty")


# ---- the real decks and pages ------------------------------------------------------------------------
def squeeze(html: str) -> str:
    """What an HTML block says and runs: its text and scripts without tags, runs of white space as one space.

    (nbconvert re-serialises HTML outputs, e.g. it gives every <img> an alt text, so tags are compared apart.)
    """
    return re.sub(r"\s+", " ", re.sub(r"<[^>]*>", " ", html)).strip()


def shown_html_outputs(path: Path, kind: str) -> list[str]:
    """The text/html outputs a page shows (a deck leaves out 'skip' cells and shows 'notes' as speaker notes)."""
    nb = nbformat.read(path, as_version=4)
    cells = [c for c in nb.cells if kind != "slides" or c.metadata.get("slideshow", {}).get("slide_type") != "skip"]
    return [o.data["text/html"] for c in cells for o in c.get("outputs", []) if "text/html" in o.get("data", {})]


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(export.KINDS))
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_export_keeps_every_html_output_and_loads_nothing_remote(built, kind, path):
    done = next(d for d in built[kind] if d.path.name == path.stem + export.KINDS[kind])
    html = done.path.read_text(encoding="utf-8")

    stored = shown_html_outputs(path, kind)
    squeezed = squeeze(html)
    for block in stored:  # a Player's HTML block (its picture, caption and script) is kept as it is
        assert squeeze(block) in squeezed
        for src in re.findall(r'<img[^>]*\bsrc="([^"]+)"', block):
            assert src in html
    assert done.animations == sum(1 for b in stored if export.is_animation(b))
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
        assert 'class="jp-InputPrompt' not in html and 'class="jp-OutputPrompt' not in html


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


def test_hidden_solutions_stay_folded_in_pages_and_off_slides_unless_tagged(vendor_folder, tmp_path):
    nb = notebook(
        ("markdown", "# Solutions", []), ("code", "answer = 42", []), ("code", "shown = 43", []), widgets=False
    )
    nb.cells[1].metadata["jupyter"] = {"source_hidden": True}
    nb.cells[2].metadata["jupyter"] = {"source_hidden": True}
    nb.cells[2].metadata["tags"] = [export.SHOW_CODE_TAG]
    path = tmp_path / "00-hidden.ipynb"
    nbformat.write(nb, path)
    (page,) = export.build([path], tmp_path / "html", "html", vendor_folder=vendor_folder)
    (deck,) = export.build([path], tmp_path / "slides", "slides", vendor_folder=vendor_folder)
    html, slides = page.path.read_text(encoding="utf-8"), deck.path.read_text(encoding="utf-8")
    folded = re.findall(r'<details class="teachkit-hidden-input"><summary>.*?</details>', html, re.S)
    assert len(folded) == 2 and "answer" in folded[0] and html.count("answer") == 1
    assert "answer" not in slides  # untagged: no code on the slide
    folded = re.findall(r'<details class="teachkit-hidden-input"><summary>.*?</details>', slides, re.S)
    assert len(folded) == 1 and "shown" in folded[0]


# ---- slides for a lecture hall -------------------------------------------------------------------------
def test_trim_lines_keeps_short_text_and_cuts_long_text():
    assert export.trim_lines("a\nb\n") == "a\nb\n"
    long = "".join(f"{i}\n" for i in range(40))
    trimmed = export.trim_lines(long)
    assert trimmed.splitlines()[: export.TRIMMED_TO] == [str(i) for i in range(export.TRIMMED_TO)]
    assert trimmed.splitlines()[-1] == f"⋯ {40 - export.TRIMMED_TO} more lines in the notebook"
    exactly = "".join(f"{i}\n" for i in range(export.MAX_OUTPUT_LINES))
    assert export.trim_lines(exactly) == exactly


def test_slide_cells_hide_untagged_code_and_trim_long_text_outputs():
    long = "".join(f"row {i}\n" for i in range(30))
    nb = notebook(
        ("code", "hidden()", [{"text/plain": long}]),
        ("code", "shown()", [{"text/plain": "short"}]),
        ("code", "scrolls()", [{"text/plain": long}]),
        ("code", "picture()", [{"image/png": "AAAA", "text/plain": long}]),
        ("markdown", "# Title", []),
    )
    nb.cells[1].metadata["tags"] = [export.SHOW_CODE_TAG]
    nb.cells[2].metadata["tags"] = [export.SCROLL_TAG]
    nb.cells[0].outputs.append(nbformat.v4.new_output("stream", name="stdout", text=long))
    processor = export.SlideCells()
    cells = [processor.preprocess_cell(c, {}, i)[0] for i, c in enumerate(nb.cells)]
    hidden = [c.metadata.get("transient", {}).get("remove_source", False) for c in cells]
    assert hidden == [True, False, True, True, False]
    assert export.HIDDEN_INPUT_TAG in cells[0].metadata["tags"]
    assert cells[0].outputs[0].data["text/plain"].count("\n") == export.TRIMMED_TO + 1
    assert cells[0].outputs[1].text == export.trim_lines(long)
    assert cells[1].outputs[0].data["text/plain"] == "short"
    assert cells[2].outputs[0].data["text/plain"] == long  # a slide-scroll cell keeps all of it
    assert cells[3].outputs[0].data["text/plain"] == long  # a picture's text fallback is not shown: untouched


def test_a_deck_is_made_for_a_lecture_hall(vendor_folder, tmp_path):
    nb = notebook(
        ("markdown", "# Title\n\nA promise.", []),
        ("markdown", "Say this aloud.", []),
        ("code", "visible_code()", [{"text/plain": "42"}]),
        ("code", "invisible_code()", []),
        ("markdown", "## Long", []),
        widgets=False,
    )
    for cell, kind in zip(nb.cells, ("slide", "notes", "-", "-", "slide")):
        cell.metadata["slideshow"] = {"slide_type": kind}
    nb.cells[2].metadata["tags"] = [export.SHOW_CODE_TAG]
    nb.cells[4].metadata["tags"] = [export.SCROLL_TAG]
    path = tmp_path / "05-lecture.ipynb"
    nbformat.write(nb, path)
    (deck,) = export.build([path], tmp_path / "out", "slides", vendor_folder=vendor_folder)
    html = deck.path.read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", html)
    notes = re.findall(r'<aside class="notes">(.*?)</aside>', html, re.S)
    assert len(notes) == 1 and "Say this aloud." in notes[0]
    assert "visible_code()" in text and "invisible_code" not in text
    assert 'class="jp-InputPrompt' not in html and 'class="jp-OutputPrompt' not in html
    assert "celltag_slide-scroll" in html
    assert f"width: {export.SLIDE_WIDTH}, height: {export.SLIDE_HEIGHT}" in html and "center: false" in html
    assert "plugins: [RevealNotes]" in html
    for asset in (export.SLIDES_CSS, export.SLIDES_JS):  # inlined: a deck needs nothing but assets/ beside it
        first_rule = asset.read_text(encoding="utf-8").splitlines()[0]
        assert first_rule in html
    assert html.index("teachkit slides: a 1280x720") > html.index('id="theme"'), "our rules load after the theme"


# ---- the course deck ------------------------------------------------------------------------------------
def test_course_notebook_has_a_section_slide_per_notebook_and_unique_player_ids():
    one = notebook(("markdown", "# Hanoi\n\npromise", []), ("code", "p", [player_bundle(2)]), widgets=False)
    two = notebook(("markdown", "intro without heading", []), ("code", "p", [player_bundle(3)]), widgets=False)
    for nb in (one, two):  # both Players are tkp1: each notebook's kernel numbers its Players from 1
        nb.cells[0].metadata["slideshow"] = {"slide_type": "-"}
    before = nbformat.writes(one)
    course = export.course_notebook([one, two], names=["01-hanoi", "02-other"])
    assert nbformat.writes(one) == before, "the notebooks themselves are not changed"
    sections = [c for c in course.cells if "teachkit-section" in c.metadata.get("tags", [])]
    assert [s.source.splitlines()[-1] for s in sections] == ["# Hanoi", "# 02-other"]
    assert all("Part" in s.source and s.metadata.slideshow.slide_type == "slide" for s in sections)
    kinds = [c.metadata.get("slideshow", {}).get("slide_type", "-") for c in course.cells]
    assert kinds == ["slide", "slide", "-", "slide", "slide", "-"]
    ids = [c["id"] for c in course.cells]
    assert len(set(ids)) == len(ids)
    html = [c.outputs[0].data["text/html"] for c in course.cells if c.cell_type == "code"]
    assert 'id="tkp1x1"' in html[0] and 'id="tkp2x1"' in html[1]
    nbformat.validate(course)


def test_the_course_deck_is_written_beside_the_decks(vendor_folder, tmp_path):
    paths = []
    for i, title in enumerate(("Index", "Hanoi")):
        nb = notebook((("markdown", f"# {title}\n\n[next](01-b.ipynb)", [])), widgets=False)
        paths.append(tmp_path / f"0{i}-{'ab'[i]}.ipynb")
        nbformat.write(nb, paths[-1])
    done = export.build(paths, tmp_path / "out", "slides", vendor_folder=vendor_folder, course="course")
    assert [d.path.name for d in done] == ["00-a.slides.html", "01-b.slides.html", "course.slides.html"]
    html = done[-1].path.read_text(encoding="utf-8")
    assert html.count("Part 1 of 2") == 1 and html.count("Part 2 of 2") == 1
    assert 'href="01-b.slides.html"' in html  # links go to the per-notebook decks beside it


def test_the_command_line_writes_pages(vendor_folder, tmp_path, capsys):
    assert export.main(["html", "--out", str(tmp_path), "--vendor", str(vendor_folder), str(NOTEBOOKS[0])]) == 0
    assert (tmp_path / "00-index.html").is_file()
    assert "animation(s)" in capsys.readouterr().out


def test_the_slide_assets_ship_with_the_package():
    """export_slides.css/.js are read at export time, so an installed (non-editable) teachkit needs them."""
    import fnmatch

    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["teachkit"]
    for asset in (export.SLIDES_CSS, export.SLIDES_JS):
        assert asset.is_file()
        name = asset.relative_to(ROOT / "teachkit").as_posix()
        assert any(fnmatch.fnmatch(name, p) for p in patterns), f"pyproject.toml package-data misses {name}"


def test_a_stored_picture_without_alt_text_gets_its_text_as_alt_in_pages_and_decks():
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("draw_towers(towers)")
    cell.outputs = [
        nbformat.v4.new_output(
            "display_data", data={"image/png": "AAAA", "text/plain": "<picture: towers with 3 disks: A: 3 2 1>"}
        )
    ]
    nb.cells = [cell]
    nb, _ = export.OfflinePlayers().preprocess(nb, {})
    assert nb.cells[0].outputs[0].metadata["image/png"]["alt"] == "towers with 3 disks: A: 3 2 1"
    assert export.alt_from_text("<Figure size 640x480 with 1 Axes>") == "<Figure size 640x480 with 1 Axes>"


def test_answers_and_solutions_continuing_a_slide_become_fragments():
    cells = [
        nbformat.v4.new_markdown_cell("## Predict"),
        nbformat.v4.new_code_cell("reveal(guess)"),
        nbformat.v4.new_markdown_cell("The answer, in words."),
        nbformat.v4.new_code_cell("solution()"),
        nbformat.v4.new_markdown_cell("## Next"),
    ]
    cells[1].metadata["jupyter"] = {"outputs_hidden": True}
    cells[2].metadata["tags"] = ["answer"]
    cells[3].metadata.update(tags=["solution"], slideshow={"slide_type": "subslide"})
    cells[4].metadata["slideshow"] = {"slide_type": "slide"}
    slides = export.SlideCells()
    types = [
        slides.preprocess_cell(c, {}, i)[0].metadata.get("slideshow", {}).get("slide_type") for i, c in enumerate(cells)
    ]
    assert types == [None, "fragment", "fragment", "subslide", "slide"]
