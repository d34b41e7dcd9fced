"""Rules every stored notebook keeps: executed, error-free, small, slide-ready, linked to the index."""

import json
import re
from pathlib import Path

import nbformat
import pytest

from teachkit.nbtools import SLIDE_TYPES, notebook_to_py, parse_percent

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
MAX_BYTES = 1_500_000


def test_there_is_an_index_and_names_follow_the_pattern():
    names = [p.name for p in NOTEBOOKS]
    assert names[0] == "00-index.ipynb"
    assert all(re.fullmatch(r"\d\d-[a-z0-9]+(-[a-z0-9]+)*\.ipynb", n) for n in names), names


def test_index_links_every_notebook():
    index = nbformat.read(ROOT / "notebooks" / "00-index.ipynb", as_version=4)
    text = "\n".join(c.source for c in index.cells if c.cell_type == "markdown")
    for path in NOTEBOOKS[1:]:
        assert f"({path.name})" in text, f"00-index does not link {path.name}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_stored_executed_and_clean(path):
    assert path.stat().st_size <= MAX_BYTES, f"{path.name} is {path.stat().st_size} bytes"
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    code = [c for c in nb.cells if c.cell_type == "code" and c.source.strip()]
    assert code, "a notebook without code teaches nothing here"
    for cell in code:
        assert cell.execution_count is not None, f"not executed: {cell.source[:60]!r}"
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"error output in {cell.source[:60]!r}"
    counts = [c.execution_count for c in code]
    assert counts == sorted(counts), "cells were not run top to bottom in one go"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_cell_has_a_deliberate_slide_type(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        assert cell.metadata.get("slideshow", {}).get("slide_type") in SLIDE_TYPES, cell.source[:60]
    assert nb.cells[0].metadata["slideshow"]["slide_type"] == "slide"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_header_cell_has_objectives_prerequisites_time_and_links(path):
    nb = nbformat.read(path, as_version=4)
    head = nb.cells[0].source
    assert head.startswith("# "), "first cell is the title"
    for word in ("Learning objectives", "Prerequisites", "Time needed"):
        assert word in head, f"{path.name} header lacks {word!r}"
    if path.name != "00-index.ipynb":
        assert "(00-index.ipynb)" in head, "header links back to the index"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_percent_round_trip_keeps_sources_and_metadata(path):
    nb = nbformat.read(path, as_version=4)
    again = parse_percent(notebook_to_py(path))
    assert [(c.cell_type, c.source) for c in again] == [(c.cell_type, c.source) for c in nb.cells]
    assert [json.dumps(c.metadata, sort_keys=True) for c in again] == [
        json.dumps(c.metadata, sort_keys=True) for c in nb.cells
    ]


# ---- no spoilers, student-facing text, slides --------------------------------------------------------
def _cells(path):
    return nbformat.read(path, as_version=4).cells


def _jupyter(cell):
    return cell.metadata.get("jupyter", {})


def _short(cell):
    return cell.source.strip().splitlines()[0][:70] if cell.source.strip() else "<empty cell>"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_result_after_a_predict_prompt_is_stored_folded(path):
    cells = _cells(path)
    for before, cell in zip(cells, cells[1:]):
        if before.cell_type == "markdown" and "Predict" in before.source and cell.cell_type == "code":
            assert _jupyter(cell).get("outputs_hidden") is True, (
                f"{path.name}: the cell after a Predict prompt shows its result: {_short(cell)!r}"
            )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_solution_cells_fold_both_source_and_outputs(path):
    for cell in _cells(path):
        if "solution" in cell.metadata.get("tags", []):
            assert _jupyter(cell).get("source_hidden") is True, f"{path.name}: solution source shown: {_short(cell)!r}"
            assert _jupyter(cell).get("outputs_hidden") is True, f"{path.name}: solution output shown: {_short(cell)!r}"


MAINTAINER_WORDS = re.compile(r"tests/|test_|benchmarks|bench_|nbval")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_text_is_for_students_not_maintainers(path):
    for cell in _cells(path):
        if cell.cell_type == "markdown":
            found = MAINTAINER_WORDS.findall(cell.source)
            assert not found, f"{path.name}: markdown mentions {found} in {_short(cell)!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_cell_has_a_slide_type_a_title_slide_and_a_closing_summary(path):
    cells = _cells(path)
    for cell in cells:
        assert cell.metadata.get("slideshow", {}).get("slide_type") in SLIDE_TYPES, f"{path.name}: {_short(cell)!r}"
    first = cells[0]
    assert first.cell_type == "markdown" and first.metadata["slideshow"]["slide_type"] == "slide"
    assert first.source.startswith("# ") and "Learning objectives" in first.source, "the title slide"
    summaries = [k for k, c in enumerate(cells) if c.cell_type == "markdown" and c.source.startswith("## Summary")]
    assert summaries, f"{path.name} has no '## Summary' cell"
    summary = cells[summaries[-1]]
    assert summary.metadata["slideshow"]["slide_type"] == "slide", "the summary is a slide of its own"
    assert "Where next" in summary.source and ".ipynb)" in summary.source, f"{path.name}: no 'Where next' link"
    for cell in cells[summaries[-1] + 1 :]:  # after the summary: only folded solutions, sources, skipped cells
        assert (
            "solution" in cell.metadata.get("tags", [])
            or cell.metadata["slideshow"]["slide_type"] in ("skip", "notes")
            or re.match(r"## (Solutions|Sources)", cell.source)
        ), f"{path.name}: {_short(cell)!r} comes after the summary"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_links_between_notebooks_resolve(path):
    for cell in _cells(path):
        if cell.cell_type == "markdown":
            for target in re.findall(r"\]\(((?!https?:)[^)#]+\.ipynb)\)", cell.source):
                assert (path.parent / target).exists(), f"{path.name} links to a missing {target}"


def test_the_folding_rules_catch_a_spoiler():
    """The checks above on a small notebook that breaks each rule once."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("**Predict before you run.** How many?"),
        nbformat.v4.new_code_cell("print(7)"),
        nbformat.v4.new_markdown_cell("see tests/test_x.py"),
        nbformat.v4.new_code_cell("x = 1", metadata={"tags": ["solution"], "jupyter": {"source_hidden": True}}),
    ]
    cells = nb.cells
    spoilers = [
        c
        for b, c in zip(cells, cells[1:])
        if b.cell_type == "markdown"
        and "Predict" in b.source
        and c.cell_type == "code"
        and not _jupyter(c).get("outputs_hidden")
    ]
    assert spoilers == [cells[1]]
    assert MAINTAINER_WORDS.findall(cells[2].source) == ["tests/", "test_"]
    assert not _jupyter(cells[3]).get("outputs_hidden")
