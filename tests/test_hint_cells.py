"""Every cell whose picture says "Run this cell" works when run alone, after the notebook's first code cell.

A Player shows "Run this cell to animate …" and a play board "Run the cell to play …" until their cell has
run. A student who does exactly that on a freshly opened notebook must get the animation or the board, not a
NameError: each such cell is run in a fresh kernel after the notebook's first code cell (its setup) and
nothing else, and must raise nothing (issue 20).
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
HINT = re.compile(r"Run (this|the) cell|teachkit-player|teachkit-play")


def says_run_this_cell(cell) -> bool:
    """Does a stored output of this code cell show a Player or a play board (which says "Run this cell")?"""
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        html = data.get("text/html", "")
        if WIDGET_VIEW in data or HINT.search("".join(html) if isinstance(html, list) else html):
            return True
    return False


def hint_cells(path: Path) -> list[tuple[int, object]]:
    nb = nbformat.read(path, as_version=4)
    return [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code" and says_run_this_cell(c)]


# Cells known to need the cells above them (their data, not an import), to be fixed in the notebook: the cell
# computes what it shows, or its text names the cell to run first. Keyed by notebook and a piece of the cell's
# source (cell numbers move as notebooks are edited). strict: once fixed, the test says so and this entry goes.
KNOWN: dict[tuple[str, str], str] = {}


def known(path: Path, cell) -> str | None:
    return next((why for (stem, piece), why in KNOWN.items() if stem == path.stem and piece in cell.source), None)


CASES = [
    pytest.param(path, index, marks=pytest.mark.xfail(strict=True, reason=why))
    if (why := known(path, cell))
    else (path, index)
    for path in NOTEBOOKS
    for index, cell in hint_cells(path)
]


def test_every_notebook_with_a_player_or_board_is_checked():
    assert len(CASES) >= 5, CASES  # the Players and boards of notebooks 00-09


@pytest.mark.slow
@pytest.mark.parametrize("path, index", CASES, ids=lambda v: v.stem[:2] if isinstance(v, Path) else f"cell{v}")
def test_a_run_this_cell_cell_runs_alone_after_the_setup_cell(path, index):
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = nbformat.read(path, as_version=4)
    setup = next(c for c in nb.cells if c.cell_type == "code")
    alone = nbformat.v4.new_notebook(metadata=nb.metadata)
    alone.cells = [setup, nb.cells[index]]
    client = NotebookClient(
        alone, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    try:
        client.execute()
    except CellExecutionError as error:
        text = re.sub(r"\x1b\[[0-9;]*m", "", str(error))  # the traceback's colours
        name = re.search(r"^(\w+(Error|Exception)): .*$", text, re.M)
        pytest.fail(
            f"{path.name}, cell {index} (it says 'Run this cell'), run alone after the first code cell: "
            f"{name.group(0) if name else text[-300:]}\n--- the cell:\n{nb.cells[index].source[:400]}"
        )
