"""Notebook housekeeping: edit notebooks as plain text (jupytext), and regenerate outputs by executing them.

Notebooks are stored *with* their outputs (nbval compares them), and the only way outputs get there is
:func:`execute` — never by hand. For authoring, a notebook can be written as a jupytext "percent" file::

    # %% [markdown] slideshow={"slide_type": "slide"}
    # # Title
    # Some prose.

    # %% tags=["slide-code"]
    print("code")

:func:`notebook_to_py` writes that text (``jupytext --to py:percent``); :func:`py_to_notebook` turns it back
into an ``.ipynb``. When the notebook already exists it is *updated*, like ``jupytext --update``: cells whose
code is unchanged keep their stored outputs, and the notebook keeps its metadata (kernel, widget state).

jupytext does the conversion; the small fixer here (:func:`fix_cells`) adds only what it does not do:
a deliberate default ``slideshow.slide_type`` for every cell that has none (see :func:`default_slide_type`),
a refusal of unknown slide types, no cell ids and no ``jupytext`` notebook metadata (so diffs stay small).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import nbformat

from teachkit import atomic
from teachkit.errors import ArgumentValueError, TeachkitError, describe, require_bool, require_real

TEXT_FORMAT = "py:percent"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
SLIDE_TYPES = ("slide", "subslide", "fragment", "skip", "notes", "-")


class NotebookFormatError(TeachkitError, ValueError):
    """A notebook or percent-format text that cannot be read: empty, not JSON, no cells, a bad slide type."""


class NotebookPathError(ArgumentValueError):
    """A path that cannot be used: missing, a folder, the wrong suffix, or a destination equal to the source."""


class WouldOverwrite(TeachkitError, ValueError):
    """An existing notebook whose cells do not come from the source given: replacing it needs ``force``."""


def write_notebook(nb: nbformat.NotebookNode, path: str | Path) -> Path:
    """Store ``nb`` at ``path`` as nbformat.write does, but atomically (the old file survives any failure)."""
    text = nbformat.writes(nb)
    return atomic.write_text(path, text if text.endswith("\n") else text + "\n")


def _first_line(source: str) -> str:
    return next((line.strip() for line in source.splitlines() if line.strip()), "")


def shared_cells(old: nbformat.NotebookNode, new: nbformat.NotebookNode) -> tuple[int, int]:
    """How many of ``old``'s non-empty cells reappear in ``new`` (same source, or same first line), of how many."""
    sources = {c.source.strip() for c in new.cells}
    firsts = {_first_line(c.source) for c in new.cells} - {""}
    cells = [c for c in old.cells if c.source.strip()]
    kept = sum(1 for c in cells if c.source.strip() in sources or _first_line(c.source) in firsts)
    return kept, len(cells)


def default_slide_type(cell_type: str, source: str) -> str:
    """Headings start slides ('#', '##') or sub-slides ('###'); every other cell continues the slide."""
    if cell_type == "markdown":
        first = source.lstrip().split("\n", 1)[0]
        if re.match(r"^#{1,2} ", first):
            return "slide"
        if first.startswith("### "):
            return "subslide"
    return "-"


def fix_cells(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """What jupytext leaves to us: default slide types, only known slide types, no ids, no jupytext metadata."""
    for number, cell in enumerate(nb.cells, start=1):
        slideshow = cell.metadata.setdefault("slideshow", {})
        if not isinstance(slideshow, dict):
            raise NotebookFormatError(
                f'cell {number}: slideshow must be a mapping such as {{"slide_type": "slide"}}, '
                f"got {describe(slideshow)}"
            )
        slide_type = slideshow.setdefault("slide_type", default_slide_type(cell.cell_type, cell.source))
        if slide_type not in SLIDE_TYPES:
            raise NotebookFormatError(
                f"cell {number}: slideshow.slide_type must be one of {SLIDE_TYPES}, got {describe(slide_type)}"
            )
        cell.pop("id", None)  # nbformat 4.4 has no cell ids: stable files, readable diffs
    fold_markdown_answers(nb)
    nb.metadata.pop("jupytext", None)
    nb.nbformat_minor = 4
    return nb


def fold_markdown_answers(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Every markdown answer, solution and speaker-notes cell inside a closed ``<details>``
    (``teachkit.folding.details_markdown``): JupyterLab shows a markdown cell whole when Run All renders it, so
    the fold has to be in the text."""
    from teachkit import folding

    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        notes = cell.metadata.get("slideshow", {}).get("slide_type") == "notes"
        which = folding.NOTES if notes else folding.role(cell.metadata)
        if which:
            cell.source = folding.details_markdown(cell.source, which)
    return nb


def read_percent(text: str) -> nbformat.NotebookNode:
    """The notebook (inputs only) described by percent-format ``text``, fixed by :func:`fix_cells`."""
    import jupytext

    if not isinstance(text, str):
        raise NotebookFormatError(f"text must be a str, got {describe(text)}")
    if not text.strip():
        raise NotebookFormatError("the percent-format text is empty: start each cell with a '# %%' line")
    try:
        nb = jupytext.reads(text, fmt=TEXT_FORMAT)
    except Exception as err:  # jupytext reports bad metadata and headers in its own ways
        raise NotebookFormatError(f"not a percent-format notebook: {err}") from None
    if not any(c.source.strip() for c in nb.cells):
        raise NotebookFormatError("no cells found: start each cell with a '# %%' line")
    return fix_cells(nb)


def parse_percent(text: str) -> list[nbformat.NotebookNode]:
    """The cells of a percent-format source, in order."""
    return read_percent(text).cells


def _existing_file(name: str, path: str | Path, suffix: str) -> Path:
    """``path`` as a Path if it is an existing, non-empty file ending in ``suffix``."""
    if not isinstance(path, (str, os.PathLike)):
        raise NotebookPathError(f"{name} must be a path, got {describe(path)}")
    path = Path(path)
    if path.suffix != suffix:
        raise NotebookPathError(f"{name} must be a {suffix} file, got {str(path)!r}")
    if not path.exists():
        raise NotebookPathError(f"{name} {str(path)!r} does not exist")
    if not path.is_file():
        raise NotebookPathError(f"{name} {str(path)!r} is not a file")
    if path.stat().st_size == 0:
        raise NotebookFormatError(f"{name} {str(path)!r} is empty")
    return path


def read_notebook(path: str | Path, name: str = "notebook") -> nbformat.NotebookNode:
    """A stored notebook, or a :class:`NotebookFormatError` that says why it cannot be read."""
    path = _existing_file(name, path, ".ipynb")
    text = path.read_text(encoding="utf-8")
    try:
        json.loads(text)
    except json.JSONDecodeError as err:
        raise NotebookFormatError(f"{name} {str(path)!r} is not JSON: {err}") from None
    try:
        nb = nbformat.reads(text, as_version=4)
    except Exception as err:
        raise NotebookFormatError(f"{name} {str(path)!r} is not a Jupyter notebook: {err}") from None
    if not isinstance(nb.get("cells"), list):
        raise NotebookFormatError(f"{name} {str(path)!r} is not a Jupyter notebook: it has no list of cells")
    return nb


def notebook_to_py(src: str | Path) -> str:
    """The percent-format text of a notebook (outputs dropped, cell metadata kept), for editing as text."""
    import jupytext

    return jupytext.writes(read_notebook(src, "src"), fmt=TEXT_FORMAT)


def py_to_notebook(src: str | Path, dst: str | Path, force: bool = False) -> Path:
    """Write the notebook described by percent-format file ``src`` to ``dst``.

    A new ``dst`` has no outputs. An existing ``dst`` is updated (``jupytext --update``): cells keep their
    outputs where their code is unchanged, and the notebook keeps its metadata. ``src`` is never overwritten.
    An existing ``dst`` of which fewer than half of the cells come from ``src`` (same source or same first
    line) is another notebook: it is replaced only with ``force=True``. The write is atomic.
    """
    from jupytext.combine import combine_inputs_with_outputs

    src = _existing_file("src", src, ".py")
    require_bool("force", force)
    if not isinstance(dst, (str, os.PathLike)):
        raise NotebookPathError(f"dst must be a path, got {describe(dst)}")
    dst = Path(dst)
    if dst.resolve() == src.resolve():
        raise NotebookPathError(f"dst {str(dst)!r} is the source itself: give a .ipynb destination")
    if dst.suffix != ".ipynb":
        raise NotebookPathError(f"dst must be a .ipynb file, got {str(dst)!r}")
    if dst.is_dir():
        raise NotebookPathError(f"dst {str(dst)!r} is a folder, not a notebook file")
    if not dst.parent.is_dir():
        raise NotebookPathError(f"dst {str(dst)!r}: the folder {str(dst.parent)!r} does not exist")
    nb = read_percent(src.read_text(encoding="utf-8"))
    if dst.exists():
        old = read_notebook(dst, "dst")
        kept, cells = shared_cells(old, nb)
        if not force and 2 * kept < cells:
            raise WouldOverwrite(
                f"dst {str(dst)!r} is another notebook: only {kept} of its {cells} cells come from "
                f"{str(src)!r}; replacing it would drop its text and outputs (use --force to replace it)"
            )
        nb = fix_cells(combine_inputs_with_outputs(nb, old, fmt=TEXT_FORMAT))
    else:
        nb.metadata["kernelspec"] = KERNELSPEC
        nb.metadata["language_info"] = {"name": "python"}
    write_notebook(nb, dst)
    return dst


def execute(path: str | Path, timeout: int = 600) -> Path:
    """Run a notebook top to bottom in a fresh kernel and store its outputs in place."""
    from nbclient import NotebookClient

    if timeout is not None:  # None: no limit per cell, as in nbclient
        require_real("timeout", timeout, lo=0, lo_open=True)
    nb = read_notebook(path)
    path = Path(path)
    os.environ.setdefault("PYTHONHASHSEED", "0")  # the kernel inherits it: set iteration order is stable
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        # no output needs widget state: the play boards and Players are self-contained HTML, and a board's kernel
        # link (teachkit.playwidget.PlayLink) means nothing without its kernel
        store_widget_state=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    fold_markdown_answers(nb)
    nb.metadata.pop("widgets", None)  # state stored by an earlier run
    for cell in nb.cells:
        cell.metadata.pop("execution", None)  # timestamps would make every run a diff
    write_notebook(nb, path)
    return path


# ---- how long a notebook takes a student: one formula for every notebook ------------------------------------------
WORDS_PER_MINUTE = 150
MINUTES_PER_EXERCISE = 8  # a cell tagged "exercise"; its metadata teachkit.minutes overrides it
MINUTES_PER_PROMPT = 2  # a cell tagged "predict"
_NOT_READ = ("skip", "notes")


_HTML_TAG = re.compile(r"</?(?:details|summary|b)>")


def _tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def study_minutes(nb: nbformat.NotebookNode, *, optional: bool = False) -> int:
    """Minutes a student needs for a notebook, rounded to the nearest minute, then up to a multiple of 5: the one
    formula every header states.

    The words a student reads (markdown and code, outside speaker notes, skipped cells and folded solutions) at
    150 a minute, plus 8 minutes per exercise (a cell tagged ``exercise``; its ``metadata.teachkit.minutes``
    gives another figure for a longer one), 2 minutes per prediction (a cell tagged ``predict``), and the
    ``metadata.teachkit.minutes`` of any other cell that asks for time beyond reading it (a replay to step
    through, a board to play).

    Cells tagged ``optional`` (an aside under a heading that says it is optional) are not in that figure;
    ``optional=True`` gives the minutes of those cells alone, by the same formula (0 when there are none).
    """
    words = 0.0
    extra = 0.0
    for cell in nb.cells:
        tags = _tags(cell)
        if ("optional" in tags) != optional:
            continue
        stated = cell.get("metadata", {}).get("teachkit", {}).get("minutes")
        if "exercise" in tags:
            extra += float(MINUTES_PER_EXERCISE if stated is None else stated)
        elif stated is not None:
            extra += float(stated)  # a Player to step through, a board to play
        if "predict" in tags:
            extra += MINUTES_PER_PROMPT
        if cell.get("metadata", {}).get("slideshow", {}).get("slide_type") in _NOT_READ or "solution" in tags:
            continue
        words += len(_HTML_TAG.sub(" ", cell.source).split())  # the <details> around an answer is not read
    minutes = words / WORDS_PER_MINUTE + extra
    if optional and minutes == 0:
        return 0
    return max(5, 5 * -(-int(round(minutes)) // 5))
