"""Notebook housekeeping: write notebooks as plain text, and regenerate their outputs by executing them.

Notebooks are stored *with* their outputs (nbval compares them), and the only way outputs get there is
:func:`execute` — never by hand. For authoring, a notebook can be written as a "percent" Python file::

    # %% [markdown] {"slideshow": {"slide_type": "slide"}}
    # # Title
    # Some prose.

    # %%
    print("code")

:func:`py_to_notebook` turns that into an ``.ipynb``; :func:`notebook_to_py` turns it back.
A cell without an explicit ``slideshow.slide_type`` gets a deliberate default (see :func:`default_slide_type`).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import nbformat

CELL_MARKER = re.compile(r"^# %%(?P<kind> \[markdown\])?(?P<meta> \{.*\})?\s*$")
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
SLIDE_TYPES = ("slide", "subslide", "fragment", "skip", "notes", "-")


class NotebookFormatError(ValueError):
    """A percent-format source that cannot be turned into a notebook."""


def default_slide_type(cell_type: str, source: str) -> str:
    """Headings start slides ('#', '##') or sub-slides ('###'); every other cell continues the slide."""
    if cell_type == "markdown":
        first = source.lstrip().split("\n", 1)[0]
        if re.match(r"^#{1,2} ", first):
            return "slide"
        if first.startswith("### "):
            return "subslide"
    return "-"


def _strip_comment(line: str) -> str:
    """Markdown lines are stored as comments: '# text' -> 'text'; '#' and blank lines -> ''."""
    if line.startswith("# "):
        return line[2:]
    if line.rstrip() in ("#", ""):
        return ""
    raise NotebookFormatError(f"markdown lines must start with '# ', got {line!r}")


def _trim(lines: list[str]) -> list[str]:
    """Drop blank lines at both ends of a cell."""
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def parse_percent(text: str) -> list[nbformat.NotebookNode]:
    """The cells of a percent-format source, in order."""
    cells: list[nbformat.NotebookNode] = []
    kind, meta, body = None, {}, []

    def flush() -> None:
        if kind is None:
            return
        lines = _trim([_strip_comment(l) for l in body] if kind == "markdown" else body)
        source = "\n".join(lines)
        cell = (nbformat.v4.new_markdown_cell(source) if kind == "markdown"
                else nbformat.v4.new_code_cell(source))
        cell.metadata.update(meta)
        slideshow = cell.metadata.setdefault("slideshow", {})
        slide_type = slideshow.setdefault("slide_type", default_slide_type(kind, source))
        if slide_type not in SLIDE_TYPES:
            raise NotebookFormatError(f"slide_type must be one of {SLIDE_TYPES}, got {slide_type!r}")
        cells.append(cell)

    for number, line in enumerate(text.splitlines(), start=1):
        match = CELL_MARKER.match(line)
        if match:
            flush()
            kind = "markdown" if match["kind"] else "code"
            try:
                meta = json.loads(match["meta"]) if match["meta"] else {}
            except json.JSONDecodeError as err:
                raise NotebookFormatError(f"line {number}: cell metadata is not JSON: {err}") from None
            body = []
        elif kind is None:
            if line.strip():
                raise NotebookFormatError(f"line {number}: text before the first '# %%' marker")
        else:
            body.append(line)
    flush()
    if not cells:
        raise NotebookFormatError("no cells found: start each cell with a '# %%' line")
    return cells


def py_to_notebook(src: str | Path, dst: str | Path) -> Path:
    """Write the notebook described by percent-format file ``src`` to ``dst`` (outputs empty)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = parse_percent(Path(src).read_text(encoding="utf-8"))
    nb.metadata["kernelspec"] = KERNELSPEC
    nb.metadata["language_info"] = {"name": "python"}
    for cell in nb.cells:  # stable ids keep diffs readable
        cell.pop("id", None)
    nb.nbformat_minor = 4
    dst = Path(dst)
    nbformat.write(nb, dst)
    return dst


def notebook_to_py(src: str | Path) -> str:
    """The percent-format text of a notebook (outputs dropped), for editing as plain text."""
    nb = nbformat.read(src, as_version=4)
    parts = []
    for cell in nb.cells:
        meta = json.dumps(dict(cell.metadata), ensure_ascii=False)
        if cell.cell_type == "markdown":
            body = "\n".join(f"# {l}" if l else "#" for l in cell.source.split("\n"))
            parts.append(f"# %% [markdown] {meta}\n{body}\n")
        else:
            parts.append(f"# %% {meta}\n{cell.source}\n")
    return "\n".join(parts)


def execute(path: str | Path, timeout: int = 600) -> Path:
    """Run a notebook top to bottom in a fresh kernel and store its outputs in place."""
    from nbclient import NotebookClient

    path = Path(path)
    nb = nbformat.read(path, as_version=4)
    os.environ.setdefault("PYTHONHASHSEED", "0")  # the kernel inherits it: set iteration order is stable
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    for cell in nb.cells:
        cell.metadata.pop("execution", None)  # timestamps would make every run a diff
    nbformat.write(nb, path)
    return path
