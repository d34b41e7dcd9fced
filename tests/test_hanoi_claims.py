"""Figures that notebook 01 states in its text, recomputed: if the code changes, the sentence must change too."""

import re
from pathlib import Path

import nbformat

from teachkit.hanoi import MAX_ENUMERATED_DISKS, move_count, recursion_tree
from teachkit.hanoi.checks import HANOI_CASES

NB01 = Path(__file__).resolve().parents[1] / "notebooks" / "01-hanoi-recursion-and-binary-trees.ipynb"


def text_of(path=NB01):
    cells = nbformat.read(path, as_version=4).cells
    return "\n".join(c.source for c in cells if c.cell_type == "markdown")


def test_the_legend_takes_about_42_ages_of_the_universe():
    years = move_count(64) / (365.25 * 24 * 60 * 60)
    ratio = years / 13.787e9  # Planck 2018, as cited in the notebook
    assert round(ratio) == 42
    assert text_of().count(f"about {round(ratio)} times") == 1  # in the folded answer only, not the summary


def test_the_limit_on_listed_moves_is_the_one_the_text_names():
    assert f"more than {MAX_ENUMERATED_DISKS} disks" in text_of()


def test_the_recursion_checker_tries_what_the_exercise_says():
    sizes = {n for n, *_ in HANOI_CASES} | {0}  # the checker also tries n = 0 first
    assert sizes == set(range(0, 7))
    assert re.search(r"for n = 0 to 6 between several pegs", text_of())
    assert len({(src, dst) for _, src, dst, _ in HANOI_CASES}) >= 3


def test_the_tree_facts_quoted_in_the_predictions():
    three = [node.number for node in _nodes(3) if node.disk == 2]
    assert three == [2, 6] and "disk 2 moves at steps 2 and 6" in text_of()
    four = [node.number for node in _nodes(4) if node.disk == 2]
    assert four == [2, 6, 10, 14] and "Disk 2 moves at steps 2, 6, 10, 14" in text_of()


def _nodes(n):
    from teachkit.hanoi import in_order

    return list(in_order(recursion_tree(n)))
