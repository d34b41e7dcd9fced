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
    assert [json.dumps(c.metadata, sort_keys=True) for c in again] == \
           [json.dumps(c.metadata, sort_keys=True) for c in nb.cells]
