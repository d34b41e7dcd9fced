"""Rules every stored notebook keeps: executed, error-free, small, slide-ready, linked to the index."""

import importlib
import json
import re
from pathlib import Path

import nbformat
import pytest

from teachkit.checks import PREDICT_FIRST
from teachkit.nbtools import SLIDE_TYPES, notebook_to_py, parse_percent, study_minutes

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


def _tags(cell):
    return cell.metadata.get("tags", [])


def _meta(cell):
    return cell.metadata.get("teachkit", {})


def _output_text(cell):
    parts = []
    for out in cell.get("outputs", []):
        parts.append(out.get("text", ""))
        parts.append(out.get("data", {}).get("text/plain", ""))
    return "".join(p if isinstance(p, str) else "".join(p) for p in parts)


def _is_new_slide_heading(cell):
    return (
        cell.cell_type == "markdown"
        and cell.source.lstrip().startswith("#")
        and cell.metadata.get("slideshow", {}).get("slide_type") in ("slide", "subslide")
    )


def predict_problems(cells, name="notebook"):
    """Commit before reveal: every Predict prompt is answered by the student in a ``predict`` cell first.

    A markdown cell with a bold ``**Predict`` prompt is followed at once by a code cell tagged ``predict`` in which
    the student writes an answer (``= ...`` to fill in) and a checker judges it; its stored output (run with the
    ``...`` still there) reveals nothing. What explains the answer comes after that cell, tagged ``answer`` and
    folded (on slides a fragment or the next sub-slide), or the next section starts.
    """
    problems = []
    for k, cell in enumerate(cells):
        after = cells[k + 1] if k + 1 < len(cells) else None
        if cell.cell_type == "markdown" and "**Predict" in cell.source and "answer" not in _tags(cell):
            if after is None or after.cell_type != "code" or "predict" not in _tags(after):
                problems.append(f"{name}: the Predict prompt {_short(cell)!r} is not followed by a 'predict' cell")
        if "predict" in _tags(cell):
            if cell.cell_type != "code" or not re.search(r"=\s*\.\.\.", cell.source):
                problems.append(f"{name}: predict cell {_short(cell)!r} has no '= ...' for the student to fill")
            elif PREDICT_FIRST not in _output_text(cell):
                problems.append(f"{name}: predict cell {_short(cell)!r} stores an output that is not '{PREDICT_FIRST}'")
            keys = re.findall(r"\bpredict\(\s*[\"']([a-z]+:[\w.-]+)[\"']", cell.source)
            if not keys:
                problems.append(f"{name}: predict cell {_short(cell)!r} does not call predict('puzzle:key', guess)")
            for key in keys:
                puzzle, _, entry = key.partition(":")
                try:
                    importlib.import_module(f"teachkit.{puzzle}.predictions").PREDICTIONS[entry]
                except (ImportError, KeyError):
                    problems.append(f"{name}: predict cell {_short(cell)!r} names {key!r}, which is not registered")
            for later in cells[k + 1 :]:  # up to the next heading, everything is a folded answer (or a new prompt)
                if _is_new_slide_heading(later) or {"predict", "exercise"} & set(_tags(later)):
                    break
                if "answer" not in _tags(later) and later.metadata.get("slideshow", {}).get("slide_type") != "notes":
                    problems.append(
                        f"{name}: after predict cell {_short(cell)!r}, before the next heading, comes an unfolded "
                        f"{_short(later)!r}"
                    )
                    break
        if "answer" in _tags(cell):
            folded = _jupyter(cell).get("source_hidden") is True
            if cell.cell_type == "code":
                folded = folded and _jupyter(cell).get("outputs_hidden") is True
            if not folded:
                problems.append(f"{name}: answer cell {_short(cell)!r} is not folded")
            if cell.metadata.get("slideshow", {}).get("slide_type") not in ("fragment", "subslide"):
                problems.append(f"{name}: answer cell {_short(cell)!r} is neither a fragment nor a sub-slide")
            earlier = [c for c in cells[:k] if {"predict", "exercise"} & set(_tags(c))]
            if not earlier:
                problems.append(f"{name}: answer cell {_short(cell)!r} answers nothing the student was asked")
    return problems


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_predict_prompts_are_answered_by_the_student_before_anything_reveals_them(path):
    assert predict_problems(_cells(path), path.name) == []


def exercise_problems(cells, name="notebook"):
    """Every exercise (a code cell tagged ``exercise``) names the teachkit functions that would answer it, in
    ``metadata.teachkit.answered_by``; none of them appears in a code cell before it, each really exists, and a
    folded solution (``metadata.teachkit.solution_of``) follows it."""
    problems = []
    ids = {}
    for k, cell in enumerate(cells):
        if "exercise" not in _tags(cell):
            continue
        meta = _meta(cell)
        ident = meta.get("exercise")
        if not ident or ident in ids:
            problems.append(f"{name}: exercise {_short(cell)!r} needs a unique metadata.teachkit.exercise id")
            continue
        ids[ident] = k
        if "answered_by" not in meta:
            problems.append(f"{name}: exercise {ident} lists no metadata.teachkit.answered_by (may be [])")
        for dotted in meta.get("answered_by", []):
            module, _, attr = dotted.rpartition(".")
            try:
                getattr(importlib.import_module(module), attr)
            except (ImportError, AttributeError):
                problems.append(f"{name}: exercise {ident} names {dotted}, which teachkit does not have")
            for before in cells[: k + 1]:
                if before.cell_type == "code" and re.search(rf"\b{re.escape(attr)}\b", before.source):
                    problems.append(f"{name}: {attr} (answers exercise {ident}) appears before it: {_short(before)!r}")
    solved = {}
    for k, cell in enumerate(cells):
        of = _meta(cell).get("solution_of")
        if of is not None:
            if of not in ids or ids[of] > k:
                problems.append(f"{name}: solution {_short(cell)!r} is for {of!r}, not an exercise above it")
            solved[of] = True
    problems += [f"{name}: exercise {i} has no solution cell" for i in ids if i not in solved]
    return problems


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_exercise_can_be_answered_with_a_teachkit_function_shown_before_it(path):
    assert exercise_problems(_cells(path), path.name) == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_notebook_states_the_time_the_one_formula_gives(path):
    nb = nbformat.read(path, as_version=4)
    found = re.search(r"\*\*Time needed\.\*\* About (\d+) minutes", nb.cells[0].source)
    assert found, f"{path.name}: the header says '**Time needed.** About N minutes' (N from study_minutes)"
    assert int(found.group(1)) == study_minutes(nb), f"{path.name}: the formula gives {study_minutes(nb)} minutes"
    assert study_minutes(nb) <= 60, f"{path.name} takes {study_minutes(nb)} minutes: split it"
    extra = study_minutes(nb, optional=True)
    if extra:
        said = re.search(
            r"About \d+ minutes,? plus about (\d+) (?:minutes )?(?:for|of) (?:the )?optional", nb.cells[0].source
        )
        assert said, f"{path.name}: the header says 'About N minutes, plus about M for the optional ...'"
        assert int(said.group(1)) == extra, f"{path.name}: the optional parts take {extra} minutes by the formula"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_optional_cells_sit_under_a_heading_that_says_so(path):
    cells = _cells(path)
    for k, cell in enumerate(cells):
        if "optional" in _tags(cell) and (k == 0 or "optional" not in _tags(cells[k - 1])):
            assert cell.cell_type == "markdown" and re.match(r"#+ .*optional", cell.source, re.I), (
                f"{path.name}: an optional part starts with {_short(cell)!r}, not a heading that says 'optional'"
            )


def slide_groups(cells):
    """The cells of each slide and sub-slide, in order (skipped cells belong to none)."""
    groups: list[list] = []
    for cell in cells:
        kind = cell.metadata.get("slideshow", {}).get("slide_type", "-")
        if kind == "skip":
            continue
        if kind in ("slide", "subslide") or not groups:
            groups.append([])
        groups[-1].append(cell)
    return groups


def _is_content(group) -> bool:
    shown = [c for c in group if c.metadata.get("slideshow", {}).get("slide_type") != "notes"]
    if not shown or all("solution" in _tags(c) for c in shown):
        return False
    return not re.match(r"## (Solutions|Sources|References)", shown[0].source)


NOTE_PARTS = ("Say:", "Ask:", "Answer:")


def notes_problems(cells, name="notebook"):
    """Speaker notes a teacher can lecture from: a plan on the title slide, say/ask/answer on every content slide."""
    problems = []
    groups = slide_groups(cells)
    for k, group in enumerate(groups):
        if not _is_content(group):
            continue
        notes = "\n".join(c.source for c in group if c.metadata.get("slideshow", {}).get("slide_type") == "notes")
        where = f"{name} slide {k} ({_short(group[0])!r})"
        if not notes:
            problems.append(f"{where} has no speaker notes")
            continue
        problems += [f"{where}: its notes lack {part!r}" for part in NOTE_PARTS if part not in notes]
        if k == 0:
            for slot in (50, 90):
                plan = re.search(rf"{slot}-minute plan:(.*?)(?:\n\s*\n|\Z)", notes, re.S)
                if not plan:
                    problems.append(f"{where}: the title notes lack a '{slot}-minute plan:' list")
                    continue
                minutes = [int(m) for m in re.findall(r"^\s*[-*] (\d+) min", plan.group(1), re.M)]
                if sum(minutes) != slot:
                    problems.append(f"{where}: the {slot}-minute plan adds up to {sum(minutes)} minutes")
    return problems


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_content_slide_has_speaker_notes_a_teacher_can_lecture_from(path):
    assert notes_problems(_cells(path), path.name) == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_speaker_notes_are_folded_for_students(path):
    """A notes cell holds answers (Ask/Answer): in JupyterLab it is an ordinary markdown cell, so it is folded
    (source hidden, and its text inside a closed <details>: Run All renders markdown cells) under a title that
    only says what it is."""
    for cell in _cells(path):
        if cell.metadata.get("slideshow", {}).get("slide_type") == "notes":
            assert _jupyter(cell).get("source_hidden") is True, f"{path.name}: notes shown: {_short(cell)!r}"
            # closed <details> under a neutral title: Run All in JupyterLab renders the cell, the fold stays
            title = "<details>\n<summary><b>Speaker notes</b> — for the teacher</summary>"
            assert cell.source.startswith(title), f"{path.name}: {_short(cell)!r}"
            assert cell.source.rstrip().endswith("</details>") and "<details open" not in cell.source


def test_the_notes_rule_catches_a_slide_without_notes():
    new_md = nbformat.v4.new_markdown_cell
    cells = [
        new_md("# Title", metadata={"slideshow": {"slide_type": "slide"}}),
        new_md(
            "Say: hi. Ask: why? Answer: because.\n\n50-minute plan:\n- 20 min — a\n- 20 min — b\n",
            metadata={"slideshow": {"slide_type": "notes"}},
        ),
        new_md("## Next", metadata={"slideshow": {"slide_type": "subslide"}}),
    ]
    problems = notes_problems(cells)
    assert any("50-minute plan adds up to 40" in p for p in problems)
    assert any("'90-minute plan:'" in p for p in problems)
    assert any("slide 1" in p and "no speaker notes" in p for p in problems)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_solution_cells_fold_both_source_and_outputs(path):
    for cell in _cells(path):
        if "solution" in cell.metadata.get("tags", []):
            assert _jupyter(cell).get("source_hidden") is True, f"{path.name}: solution source shown: {_short(cell)!r}"
            assert _jupyter(cell).get("outputs_hidden") is True, f"{path.name}: solution output shown: {_short(cell)!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_markdown_answers_stay_closed_after_run_all(path):
    """JupyterLab shows a markdown cell whole when Run All renders it: the fold is a closed <details> in the text
    (teachkit.folding.details_markdown; python -m teachkit execute and py2nb add it)."""
    from teachkit import folding

    for cell in _cells(path):
        if cell.cell_type == "markdown" and folding.role(cell.metadata):
            assert folding._DETAILS.match(cell.source), f"{path.name}: answer not inside <details>: {_short(cell)!r}"
            assert "<details open" not in cell.source


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
    new_md, new_code = nbformat.v4.new_markdown_cell, nbformat.v4.new_code_cell
    slide = {"slideshow": {"slide_type": "-"}}
    cells = [
        new_md("**Predict before you run.** How many?", metadata=slide),
        new_code("print(7)", metadata=slide),  # no predict cell: the answer is shown at once
        new_code("guess = ...\ncheck_prediction(guess, 7)", metadata={"tags": ["predict"], **slide}),
        new_md("It is 7, because ...", metadata=slide),  # visible under the prediction
        new_md("see tests/test_x.py", metadata=slide),
        new_code("x = 1", metadata={"tags": ["solution"], "jupyter": {"source_hidden": True}}),
        new_code("move_at(5, 3)", metadata=slide),
        new_code(
            "my_move_at = ...",
            metadata={"tags": ["exercise"], "teachkit": {"exercise": "e1", "answered_by": ["teachkit.hanoi.move_at"]}},
        ),
    ]
    problems = predict_problems(cells)
    assert any("is not followed by a 'predict' cell" in p for p in problems)
    assert any("stores an output" in p for p in problems)
    assert any("comes an unfolded" in p for p in problems)
    assert MAINTAINER_WORDS.findall(cells[4].source) == ["tests/", "test_"]
    assert not _jupyter(cells[5]).get("outputs_hidden")
    problems = exercise_problems(cells)
    assert any("move_at (answers exercise e1) appears before it" in p for p in problems)
    assert any("exercise e1 has no solution cell" in p for p in problems)


@pytest.mark.parametrize("path", NOTEBOOKS[1:], ids=lambda p: p.name)
def test_every_lesson_has_the_student_write_something_a_checker_judges(path):
    exercises = [c for c in _cells(path) if "exercise" in _tags(c)]
    assert exercises, f"{path.name} has no cell tagged 'exercise'"
    for cell in exercises:
        assert re.search(r"\bcheck_\w+\(", cell.source), f"{path.name}: exercise {_short(cell)!r} calls no checker"


def test_the_formula_counts_words_exercises_predictions_and_stated_minutes():
    words = " ".join(["word"] * 1500)  # 10 minutes at 150 a minute
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell(words),
        nbformat.v4.new_code_cell("", metadata={"tags": ["exercise"], "teachkit": {"minutes": 20}}),
        nbformat.v4.new_code_cell("", metadata={"tags": ["exercise"]}),  # 8 by default
        nbformat.v4.new_code_cell("", metadata={"tags": ["predict"]}),  # 2
        nbformat.v4.new_code_cell("", metadata={"teachkit": {"minutes": 7}}),  # a replay to step through
    ]
    assert study_minutes(nb) == 5 * -(-(10 + 20 + 8 + 2 + 7) // 5)  # 47 → 50
    nb.cells[-1].metadata["tags"] = ["optional"]
    assert study_minutes(nb) == 40 and study_minutes(nb, optional=True) == 7 // 5 * 5 + 5


DEICTIC_SLIDE = re.compile(r"\b(next|this|previous|last|following) (sub-?)?slide\b", re.IGNORECASE)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_student_text_points_at_no_slide(path):
    """A student alone reads a notebook, not a deck: "the next slide" means nothing there (speaker notes may say it)."""
    said = [
        _short(cell)
        for cell in _cells(path)
        if cell.cell_type == "markdown"
        and cell.metadata.get("slideshow", {}).get("slide_type") != "notes"
        and DEICTIC_SLIDE.search(cell.source)
    ]
    assert said == []
