"""The index's table of notebooks states each notebook's time as the one formula gives it (study_minutes).

A row may say "—" only while that notebook is being revised (its own header does not state the formula's time
yet); as soon as the notebook is consistent, its row must give the same number.
"""

import re
from pathlib import Path

import nbformat

from teachkit.nbtools import study_minutes

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
ROW = re.compile(r"^\| (\d\d) \| \[[^\]]+\]\(([^)]+\.ipynb)\) \| .* \| ([^|]+) \|$", re.M)
NOT_YET = "is being revised"


def table_rows():
    index = nbformat.read(NOTEBOOKS / "00-index.ipynb", as_version=4)
    text = "\n".join(c.source for c in index.cells if c.cell_type == "markdown")
    return text, ROW.findall(text)


def test_the_table_lists_every_notebook_once_with_its_number():
    _, rows = table_rows()
    assert [number for number, _, _ in rows] == sorted({number for number, _, _ in rows}), "numbers in order, once"
    for number, target, _ in rows:
        assert target.startswith(f"{number}-"), f"row {number} links {target}"


def test_every_time_in_the_table_is_the_formulas():
    text, rows = table_rows()
    wrong = []
    for number, target, time in rows:
        path = NOTEBOOKS / target
        if not path.exists():  # the links test reports a missing notebook
            continue
        nb = nbformat.read(path, as_version=4)
        minutes = study_minutes(nb)
        header = re.search(r"\*\*Time needed\.\*\* About (\d+) minutes", nb.cells[0].source)
        revising = not header or int(header.group(1)) != minutes  # its own header is not final yet
        if time.strip() == "—" and revising:
            continue
        if time.strip() != f"{minutes} min":
            wrong.append(f"row {number} says {time.strip()!r}, the formula gives '{minutes} min'")
    assert wrong == [], "00-index's table of notebooks: " + "; ".join(wrong)
    if all(time.strip() != "—" for _, _, time in rows):
        assert NOT_YET not in text, "every row has its time: drop the sentence that explains '—'"
