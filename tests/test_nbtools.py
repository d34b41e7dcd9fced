"""nbtools: notebooks edited as jupytext percent text keep their outputs, slide metadata and tags."""

import shutil
from pathlib import Path

import nbformat
import pytest

from teachkit.errors import TeachkitError
from teachkit.nbtools import (
    NotebookFormatError,
    NotebookPathError,
    default_slide_type,
    notebook_to_py,
    parse_percent,
    py_to_notebook,
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
HANOI = ROOT / "notebooks" / "02-hanoi-without-recursion.ipynb"


def outputs(nb):
    """The outputs of every code cell, in order."""
    return [c.outputs for c in nb.cells if c.cell_type == "code"]


@pytest.fixture()
def copy(tmp_path):
    """A copy of a stored notebook (with outputs) and the path for its text form."""
    nb_path = tmp_path / HANOI.name
    shutil.copyfile(HANOI, nb_path)
    return nb_path, tmp_path / "02.py"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_round_trip_through_text_leaves_every_notebook_byte_identical(path, tmp_path):
    target = tmp_path / path.name
    shutil.copyfile(path, target)
    text = tmp_path / "nb.py"
    text.write_text(notebook_to_py(target))
    py_to_notebook(text, target)
    assert target.read_bytes() == path.read_bytes()


def test_editing_the_text_keeps_outputs_slide_types_and_tags(copy):
    nb_path, text = copy
    before = nbformat.read(nb_path, as_version=4)
    assert any(outputs(before)), "the stored notebook has outputs to keep"
    source = notebook_to_py(nb_path)
    first_markdown = next(c.source for c in before.cells[1:] if c.cell_type == "markdown")
    edited = source.replace(first_markdown.split("\n")[0][:30], "EDITED " + first_markdown.split("\n")[0][:30], 1)
    assert edited != source
    text.write_text(edited)
    py_to_notebook(text, nb_path)
    after = nbformat.read(nb_path, as_version=4)
    assert outputs(after) == outputs(before)
    assert [c.metadata for c in after.cells] == [c.metadata for c in before.cells]
    assert any("tags" in c.metadata for c in after.cells)
    assert sum("EDITED" in c.source for c in after.cells) == 1
    assert after.metadata == before.metadata  # kernel and widget state stay


def test_a_new_cell_gets_a_default_slide_type_and_no_outputs(copy):
    nb_path, text = copy
    before = nbformat.read(nb_path, as_version=4)
    text.write_text(notebook_to_py(nb_path) + "\n# %% [markdown]\n# ### A new sub-slide\n\n# %%\nprint(6 * 7)\n")
    py_to_notebook(text, nb_path)
    after = nbformat.read(nb_path, as_version=4)
    assert len(after.cells) == len(before.cells) + 2
    heading, code = after.cells[-2:]
    assert heading.metadata.slideshow.slide_type == "subslide" and code.metadata.slideshow.slide_type == "-"
    assert code.outputs == [] and code.execution_count is None
    assert outputs(after)[:-1] == outputs(before)


def test_text_to_a_new_notebook(tmp_path):
    text = tmp_path / "new.py"
    text.write_text('# %% [markdown]\n# # Title\n\n# %% tags=["slide-code"]\nx = 1\n')
    target = py_to_notebook(text, tmp_path / "new.ipynb")
    nb = nbformat.read(target, as_version=4)
    nbformat.validate(nb)
    assert [c.cell_type for c in nb.cells] == ["markdown", "code"]
    assert nb.cells[0].metadata.slideshow.slide_type == "slide"
    assert nb.cells[1].metadata.tags == ["slide-code"]
    assert nb.metadata.kernelspec.name == "python3" and "jupytext" not in nb.metadata


def test_default_slide_types_follow_headings():
    assert default_slide_type("markdown", "# Title") == "slide"
    assert default_slide_type("markdown", "## Part") == "slide"
    assert default_slide_type("markdown", "### Detail") == "subslide"
    assert default_slide_type("markdown", "Plain prose") == "-"
    assert default_slide_type("code", "# a comment") == "-"


def test_unknown_slide_type_is_refused():
    with pytest.raises(NotebookFormatError, match="slide_type must be one of"):
        parse_percent('# %% [markdown] slideshow={"slide_type": "sliide"}\n# # Title\n')


def test_source_is_never_overwritten(tmp_path):
    text = tmp_path / "x.py"
    text.write_text("# %%\nx = 1\n")
    with pytest.raises(NotebookPathError, match="is the source itself"):
        py_to_notebook(text, text)
    assert text.read_text() == "# %%\nx = 1\n"


@pytest.mark.parametrize(
    "content, error, words",
    [
        (None, NotebookPathError, "does not exist"),
        ("", NotebookFormatError, "is empty"),
        ("{not json", NotebookFormatError, "is not JSON"),
        ('{"cells": 3}', NotebookFormatError, "not a Jupyter notebook"),
    ],
)
def test_unreadable_notebooks_are_named_errors(tmp_path, content, error, words):
    path = tmp_path / "bad.ipynb"
    if content is not None:
        path.write_text(content)
    with pytest.raises(error, match=words) as caught:
        notebook_to_py(path)
    assert isinstance(caught.value, TeachkitError) and isinstance(caught.value, ValueError)
    assert "src" in str(caught.value)


def test_bad_destinations_are_named_errors(tmp_path):
    text = tmp_path / "x.py"
    text.write_text("# %%\nx = 1\n")
    for dst, words in [(tmp_path / "x.txt", "must be a .ipynb file"), (tmp_path / "no" / "x.ipynb", "does not exist")]:
        with pytest.raises(NotebookPathError, match=words):
            py_to_notebook(text, dst)
    (tmp_path / "d.ipynb").mkdir()
    with pytest.raises(NotebookPathError, match="is a folder"):
        py_to_notebook(text, tmp_path / "d.ipynb")
