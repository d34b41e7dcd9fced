"""Student and instructor editions of the notebooks, from the one source in notebooks/: ``make release``.

The **student edition** is what a class gets. From each notebook it removes (not hides) what a student should
work out first:

- every cell tagged ``solution`` (the folded model answers) and ``answer`` (what explains a Predict prompt);
- every speaker-notes cell (``slide_type`` ``notes``): teacher-only remarks;
- the stored outputs of every exercise cell (they would show the state the stub left, or a solved one), and of
  any other cell whose stored output repeats a line of a removed cell (a later cell printing an answer), and of
  every timing cell (tag ``nbval-ignore-output``: the student measures on their own machine, after predicting),
  and of every cell whose output the notebook folds (``jupyter.outputs_hidden``, for example a picture or table
  that answers a Predict above it): it shows only when the student runs the cell;
- the widget state (notebook metadata) of the views that only removed cells showed.

It keeps the exercise stubs and their ``check_...`` calls (formative feedback), the Predict cells (their
``predict(...)`` says "write your prediction first", then judges the guess), and every other stored output, so a
picture still shows before any code runs. After each exercise it adds a **graded test** cell: read-only, worth
the exercise's points (:func:`points`), it runs the same checker (:mod:`teachkit.graded`); nbgrader reads its
``metadata.nbgrader`` (``make grade``, :mod:`teachkit.grade`).

The **instructor edition** is the notebook as it is, with every solution, answer and note, plus the same
graded test cells. Each edition is a folder that can be zipped or pushed as it is: the notebooks, a README
that says what is in it and how to run it, and a ``requirements.txt`` with the pinned teachkit line.

    python -m teachkit.release --out build/release notebooks/*.ipynb
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import re
import shutil
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

import nbformat

from teachkit import __version__
from teachkit.errors import TeachkitError
from teachkit.nbtools import read_notebook, write_notebook

EDITIONS = ("student", "instructor")
REMOVED_TAGS = ("solution", "answer")  # cells a student edition leaves out
MINUTES_PER_POINT = 5  # an exercise is worth one point per 5 minutes it takes (metadata.teachkit.minutes)
DEFAULT_MINUTES = 8  # teachkit.nbtools.MINUTES_PER_EXERCISE: an exercise without its own minutes
MIN_LINE = 8  # shorter lines ("else:", "n = 3") are too common to tell a solution from anything else
IMPORT = re.compile(r"(from +[\w.]+ +)?import +[\w., ()]+$")


class ExerciseFormatError(TeachkitError, ValueError):
    """An exercise cell the release cannot turn into a graded test: no ``check_...(...)`` call at its end."""


# ---- what a cell is ---------------------------------------------------------------------------------------
def tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def slide_type(cell) -> str | None:
    return cell.get("metadata", {}).get("slideshow", {}).get("slide_type")


def exercise_id(cell) -> str | None:
    """The exercise a cell poses (``metadata.teachkit.exercise``, on a cell tagged ``exercise``), else None."""
    if "exercise" not in tags(cell):
        return None
    return cell.get("metadata", {}).get("teachkit", {}).get("exercise")


def removed_from_student(cell) -> str | None:
    """Why the student edition leaves this cell out ("solution", "answer", "notes"), or None if it keeps it."""
    for tag in REMOVED_TAGS:
        if tag in tags(cell):
            return tag
    if slide_type(cell) == "notes":
        return "notes"
    return None


def points(cell) -> int:
    """What an exercise is worth when graded: one point per MINUTES_PER_POINT minutes of work, at least 1."""
    minutes = cell.get("metadata", {}).get("teachkit", {}).get("minutes", DEFAULT_MINUTES)
    return max(1, round(minutes / MINUTES_PER_POINT))


def output_text(cell) -> str:
    """Every text an output of the cell shows (plain, HTML, markdown, LaTeX, error), one string."""
    parts: list[str] = []
    for out in cell.get("outputs", []):
        parts.append(_text(out.get("text", "")))
        parts.append(_text(out.get("evalue", "")))
        for kind, value in out.get("data", {}).items():
            if kind.startswith("text/") or kind == "application/javascript":
                parts.append(_text(value))
    return "\n".join(p for p in parts if p)


def _text(value) -> str:
    return value if isinstance(value, str) else "".join(value)


# ---- the graded test after each exercise ------------------------------------------------------------------
def checker_call(source: str, ident: str | None = "?") -> tuple[list[str], str]:
    """The imports that bring in the exercise's checker, and its ``check_...(...)`` call, from the cell's code.

    The call is the cell's last ``check_...(...)`` statement (an expression, or the value of an assignment such
    as ``verdict_1 = check_backtracking(my_extend)``).
    """
    try:
        tree = ast.parse(source)
    except SyntaxError as error:
        raise ExerciseFormatError(f"exercise {ident}: its code does not parse ({error.msg}, line {error.lineno})")
    calls = [node for node in tree.body if _checker_name(node)]
    if not calls:
        raise ExerciseFormatError(f"exercise {ident}: no check_...(...) call at the top level of its cell")
    last = calls[-1]
    call = last.value if isinstance(last, (ast.Expr, ast.Assign)) else last
    name = _checker_name(last)
    imports = [
        ast.get_source_segment(source, node)
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == name for a in node.names)
    ]
    return [i for i in imports if i], ast.get_source_segment(source, call) or ""


def _checker_name(node: ast.stmt) -> str | None:
    value = node.value if isinstance(node, (ast.Expr, ast.Assign)) else None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id.startswith("check_"):
        return value.func.id
    return None


def test_cell(exercise: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The graded test of an exercise cell: read-only, nbgrader grade cell, the same checker call."""
    ident = exercise_id(exercise)
    worth = points(exercise)
    imports, call = checker_call(exercise.source, ident)
    source = "\n".join(
        [
            f"# Graded test of exercise {ident} ({worth} point{'s' * (worth != 1)}): the check of the cell above. "
            "The grader runs",
            "# that cell in a separate process, with a time and memory limit; run this cell to see what it will say.",
            "from teachkit.graded import graded",
            *imports,
            "",
            f'graded("{ident}", {worth}, lambda: {call})',
        ]
    )
    cell = nbformat.v4.new_code_cell(source)
    cell.metadata = {
        "deletable": False,
        "editable": False,
        "slideshow": {"slide_type": "skip"},
        "tags": ["graded-test"],
        "nbgrader": {
            "grade": True,
            "grade_id": f"test-{ident}",
            "locked": True,
            "points": worth,
            "schema_version": 3,
            "solution": False,
            "task": False,
        },
        "teachkit": {"test_of": ident},
    }
    cell.pop("id", None)
    return cell


# ---- the editions -------------------------------------------------------------------------------------------
def distinctive_lines(text: str, elsewhere: str) -> set[str]:
    """The lines of ``text`` (stripped, at least MIN_LINE characters) found nowhere in ``elsewhere``; import
    lines do not count (importing a library function reveals nothing; see :func:`imports_used`)."""
    lines = {line for line in (raw.strip() for raw in text.splitlines()) if len(line) >= MIN_LINE}
    return {line for line in lines if line not in elsewhere and not IMPORT.match(line)}


def cell_text(cell) -> str:
    return cell.source + "\n" + output_text(cell)


def secrets(nb: nbformat.NotebookNode) -> dict[str, set[str]]:
    """What a student edition must not contain: per removed solution, answer or speaker-notes cell (by its first
    line), the lines of its code, text and outputs that no kept cell of the notebook shows (source or outputs)."""
    kept = "\n".join(cell_text(c) for c in nb.cells if removed_from_student(c) is None)
    found = {}
    for k, cell in enumerate(nb.cells):
        if removed_from_student(cell) is not None:
            first = next((ln for ln in cell.source.splitlines() if ln.strip()), "<empty>")
            found[f"cell {k} ({first[:50]})"] = distinctive_lines(cell_text(cell), kept)
    return found


def shown_lines(cell) -> set[str]:
    """The stripped lines of a cell's outputs."""
    return {line.strip() for line in output_text(cell).splitlines() if len(line.strip()) >= MIN_LINE}


def edition(nb: nbformat.NotebookNode, which: str, *, tests: bool = True, name: str = "") -> nbformat.NotebookNode:
    """The ``student`` or ``instructor`` edition of a notebook (a new notebook; ``nb`` is not changed).

    ``tests=False`` leaves out the graded test cells (the book shows no grading machinery).
    """
    if which not in EDITIONS:
        raise ValueError(f"edition must be one of {EDITIONS}, not {which!r}")
    nb = copy.deepcopy(nb)
    removed_text = "\n".join(cell_text(c) for c in nb.cells if removed_from_student(c) in REMOVED_TAGS)
    removed_lines = {ln.strip() for ln in removed_text.splitlines() if len(ln.strip()) >= MIN_LINE}
    cells = []
    imported: set[tuple] = set()  # names already imported back: once made, an import holds for the cells after
    for k, cell in enumerate(nb.cells):
        if which == "student" and removed_from_student(cell):
            later = "\n".join(
                c.source for c in nb.cells[k + 1 :] if c.cell_type == "code" and not removed_from_student(c)
            )
            needed = not_yet_imported(imports_used(cell, later), imported)
            if needed:
                cells.append(imports_cell(needed))
            continue
        if which == "student" and cell.cell_type == "code":
            folded = cell.get("metadata", {}).get("jupyter", {}).get("outputs_hidden", False)
            if exercise_id(cell) or shown_lines(cell) & removed_lines or "nbval-ignore-output" in tags(cell) or folded:
                cell.outputs = []
                cell.execution_count = None
        cells.append(cell)
        if tests and exercise_id(cell):
            cells.append(test_cell(cell))
    nb.cells = cells
    if which == "student":
        nb.cells = without_empty_sections(nb.cells)
        nb.cells.insert(1, notice())
        prune_widget_state(nb)
    nb.metadata["teachkit"] = {"edition": which, "notebook": name, "version": __version__}
    return nb


NOTICE = (
    "*Student edition: the model answers, the answers to the Predict prompts and the teacher's notes are left "
    "out; where the text mentions a folded solution or answer, your teacher has it.*"
)


def notice() -> nbformat.NotebookNode:
    """The line under the title of a student notebook that says what this edition leaves out."""
    cell = nbformat.v4.new_markdown_cell(NOTICE)
    cell.metadata = {"slideshow": {"slide_type": "skip"}, "tags": ["edition-notice"]}
    cell.pop("id", None)
    return cell


def _heading_level(cell) -> int:
    if cell.cell_type != "markdown":
        return 0
    match = re.match(r"(#{1,6}) ", cell.source.lstrip())
    return len(match.group(1)) if match else 0


def without_empty_sections(cells: list) -> list:
    """Drop a section heading (a markdown cell starting with "## Solutions" or similar) whose section lost all its
    code: a "Solutions" section of folded model answers is only its title and an "open after you tried" line."""
    kept = []
    for k, cell in enumerate(cells):
        level = _heading_level(cell)
        if level and re.match(r"#+ +(Solutions?|Model answers?)\b", cell.source.lstrip()):
            section = []
            for later in cells[k + 1 :]:
                if 0 < _heading_level(later) <= level:
                    break
                section.append(later)
            if not any(c.cell_type == "code" or _heading_level(c) for c in section):
                continue
        kept.append(cell)
    return kept


def imports_used(cell, later: str) -> list[str]:
    """The import statements of a removed code cell that bind a name the later kept code uses: importing a
    library function reveals nothing, and without them the student edition would not run top to bottom."""
    if cell.cell_type != "code":
        return []
    try:
        tree = ast.parse("\n".join(ln for ln in cell.source.splitlines() if not ln.lstrip().startswith(("%", "!"))))
        used = {n.id for n in ast.walk(ast.parse(later)) if isinstance(n, ast.Name)}
    except SyntaxError:
        return []
    found = []
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a for a in node.names if (a.asname or a.name).split(".")[0] in used]
            if names:
                node.names = names
                found.append(ast.unparse(node))
    return found


def not_yet_imported(lines: list[str], imported: set[tuple]) -> list[str]:
    """``lines`` (import statements) without the names ``imported`` already holds; adds the rest to it."""
    kept = []
    for line in lines:
        node = ast.parse(line).body[0]
        assert isinstance(node, (ast.Import, ast.ImportFrom))
        module = (getattr(node, "module", None), getattr(node, "level", 0))
        fresh = [a for a in node.names if (module, a.name, a.asname) not in imported]
        imported.update((module, a.name, a.asname) for a in fresh)
        if fresh:
            node.names = fresh
            kept.append(ast.unparse(node))
    return kept


def imports_cell(lines: list[str]) -> nbformat.NotebookNode:
    """A code cell with the imports a left-out cell made for the cells after it: source hidden and off the slides,
    so it does not sit unexplained between a Predict and the cell it feeds."""
    cell = nbformat.v4.new_code_cell("# the imports the cells below need\n" + "\n".join(lines))
    cell.metadata = {
        "jupyter": {"source_hidden": True},
        "slideshow": {"slide_type": "skip"},
        "tags": ["edition-imports"],
    }
    cell.pop("id", None)
    return cell


def _model_ids(value) -> Iterator[str]:
    """Every widget model id a JSON value names (a view's model_id, an "IPY_MODEL_..." reference)."""
    if isinstance(value, dict):
        if isinstance(value.get("model_id"), str):
            yield value["model_id"]
        for item in value.values():
            yield from _model_ids(item)
    elif isinstance(value, list):
        for item in value:
            yield from _model_ids(item)
    elif isinstance(value, str) and value.startswith("IPY_MODEL_"):
        yield value[len("IPY_MODEL_") :]


def prune_widget_state(nb: nbformat.NotebookNode) -> None:
    """Keep only the stored widget models that a kept output shows, and the models those refer to."""
    widgets = nb.metadata.get("widgets", {})
    key = "application/vnd.jupyter.widget-state+json"
    state = widgets.get(key, {}).get("state")
    if not state:
        return
    todo = [m for cell in nb.cells for out in cell.get("outputs", []) for m in _model_ids(out.get("data", {}))]
    keep: set[str] = set()
    while todo:
        model = todo.pop()
        if model in keep or model not in state:
            continue
        keep.add(model)
        todo.extend(_model_ids(state[model]))
    widgets[key]["state"] = {m: v for m, v in state.items() if m in keep}


# ---- the folders -------------------------------------------------------------------------------------------
README = """# teachkit notebooks: {title}

{what}

Run them: `python -m pip install -r requirements.txt`, then `jupyter lab` in this folder
(or open them on any Jupyter server with teachkit installed). Start with `00-index.ipynb`.

Each exercise is followed by a read-only **graded test** cell: it runs the same check as the exercise cell and
says how many points the exercise is worth. When the notebooks are handed in, the teacher's grader
(`make grade` in the teachkit repository, on nbgrader) runs each exercise cell in a separate process, with a
time and memory limit, and then that check.

Built by `make release` from teachkit {version}: {count} notebooks, {exercises} exercises worth {total} points.
"""

WHAT = {
    "student": "The student edition: exercises with their checkers, Predict prompts, pictures. Model answers, "
    "the answers to the Predict prompts and the speaker notes are not in these files. The time in each header "
    "is estimated on the full notebook (words at 150 a minute, Predict answers included, plus minutes per "
    "exercise and prompt), so a notebook here can take a few minutes less than its header says.",
    "instructor": "The instructor edition: everything in the student edition, plus the model answers (cells "
    "tagged `solution`), the answers to every Predict prompt (tagged `answer`) and the speaker notes "
    "(slide type `notes`; open a notebook as slides and press S for the speaker view).",
}


def requirement_line() -> str:
    """An edition's requirements.txt: this version of teachkit, with JupyterLab (the ``lab`` extra)."""
    return f"teachkit[lab]=={__version__}\n"


def build(notebooks: Iterable[Path], out: Path) -> dict[str, dict]:
    """Write ``out/student`` and ``out/instructor``; return per edition its notebooks, exercises and points."""
    notebooks = [Path(p) for p in notebooks]
    summary: dict[str, dict] = {}
    for which in EDITIONS:
        folder = out / which
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        exercises = total = 0
        for path in notebooks:
            nb = edition(read_notebook(path), which, name=path.name)
            tests = [c for c in nb.cells if "nbgrader" in c.metadata]
            exercises += len(tests)
            total += sum(c.metadata["nbgrader"]["points"] for c in tests)
            write_notebook(nb, folder / path.name)
        (folder / "requirements.txt").write_text(requirement_line(), encoding="utf-8")
        (folder / "README.md").write_text(
            README.format(
                title=f"{which} edition",
                what=WHAT[which],
                version=__version__,
                count=len(notebooks),
                exercises=exercises,
                total=total,
            ),
            encoding="utf-8",
        )
        summary[which] = {"notebooks": len(notebooks), "exercises": exercises, "points": total}
    return summary


def strings(value) -> Iterator[str]:
    """Every string inside a JSON value (a notebook: sources, outputs, metadata), decoded."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def surviving(source: nbformat.NotebookNode, student: nbformat.NotebookNode) -> list[str]:
    """The secret lines (:func:`secrets`) of ``source`` that appear anywhere in the ``student`` notebook file."""
    blob = "\n".join(strings(json.loads(nbformat.writes(student))))
    return [f"{where}: {line!r}" for where, lines in secrets(source).items() for line in sorted(lines) if line in blob]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("build/release"))
    parser.add_argument("notebooks", nargs="+", type=Path)
    args = parser.parse_args(argv)
    began = time.perf_counter()
    summary = build(args.notebooks, args.out)
    for which, numbers in summary.items():
        print(
            f"release: {args.out / which}: {numbers['notebooks']} notebooks, {numbers['exercises']} exercises, "
            f"{numbers['points']} points"
        )
    left = [f"{p.name} {line}" for p in args.notebooks for line in surviving(read_notebook(p), _read(args.out, p))]
    if left:
        print("release: solution, answer or speaker-notes text left in the student edition:\n  " + "\n  ".join(left))
        return 1
    seconds = time.perf_counter() - began
    print(f"release: no solution, answer or speaker-notes text in the student edition; {seconds:.1f} s")
    return 0


def _read(out: Path, path: Path) -> nbformat.NotebookNode:
    return read_notebook(out / "student" / path.name)


if __name__ == "__main__":
    sys.exit(main())
