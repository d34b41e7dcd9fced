"""The student and instructor editions (teachkit.release): no solution or answer text survives in the student one."""

import functools
import json
from pathlib import Path

import nbformat
import pytest

from teachkit import release

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("[0-9][0-9]-*.ipynb"))

WITH_EXERCISES = [p for p in NOTEBOOKS if any(release.exercise_id(c) for c in nbformat.read(p, as_version=4).cells)]


@functools.cache
def _both(path):
    """The notebook and its two editions (made once per notebook; the tests only read them)."""
    nb = nbformat.read(path, as_version=4)
    return nb, release.edition(nb, "student", name=path.name), release.edition(nb, "instructor", name=path.name)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_solution_answer_or_speaker_notes_text_survives_in_the_student_edition(path):
    nb, student, instructor = _both(path)
    secrets = release.secrets(nb)
    removed = [c for c in nb.cells if {"solution", "answer"} & set(release.tags(c)) or release.slide_type(c) == "notes"]
    assert len(secrets) == len(removed)  # every solution, answer and speaker-notes cell
    assert release.surviving(nb, student) == []
    if any(secrets.values()):  # the search has teeth: the instructor edition still has every secret line
        assert len(release.surviving(nb, instructor)) == sum(len(v) for v in secrets.values())


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_student_edition_removes_solutions_answers_and_notes_and_keeps_the_rest_in_order(path):
    nb, student, _ = _both(path)
    for cell in student.cells:
        assert not {"solution", "answer"} & set(release.tags(cell)), cell.source[:60]
        assert release.slide_type(cell) != "notes", cell.source[:60]
    added = ("graded-test", "edition-notice", "edition-imports")
    mine = [c.source for c in student.cells if not set(added) & set(release.tags(c))]
    kept = [c.source for c in nb.cells if release.removed_from_student(c) is None]
    dropped = [s for s in kept if s not in mine]
    assert all(s.lstrip().startswith("## Solution") for s in dropped), dropped  # only empty "Solutions" sections
    assert [s for s in kept if s in mine] == mine
    assert student.metadata["teachkit"]["edition"] == "student"


@pytest.mark.parametrize("path", WITH_EXERCISES, ids=lambda p: p.name)
def test_each_exercise_keeps_its_stub_without_outputs_and_is_followed_by_its_graded_test(path):
    nb, student, instructor = _both(path)
    for edition in (student, instructor):
        cells = edition.cells
        for k, cell in enumerate(cells):
            ident = release.exercise_id(cell)
            if ident is None:
                continue
            test = cells[k + 1]
            meta = test.metadata["nbgrader"]
            assert meta["grade"] and meta["locked"] and meta["grade_id"] == f"test-{ident}"
            assert meta["points"] == release.points(cell) >= 1
            assert f'graded("{ident}", {meta["points"]}, lambda: check_' in test.source
            assert test.metadata["editable"] is False and test.metadata["deletable"] is False
            if edition is student:
                assert cell.outputs == [] and cell.execution_count is None
    source_exercises = [c.source for c in nb.cells if release.exercise_id(c)]
    assert [c.source for c in student.cells if release.exercise_id(c)] == source_exercises


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_instructor_edition_is_the_whole_notebook_plus_the_graded_tests(path):
    nb, _, instructor = _both(path)
    mine = [c for c in instructor.cells if "graded-test" not in release.tags(c)]
    assert [(c.source, c.get("outputs")) for c in mine] == [(c.source, c.get("outputs")) for c in nb.cells]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_student_edition_keeps_only_the_widget_state_its_outputs_show(path):
    _, student, _ = _both(path)
    state = student.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    shown = {m for c in student.cells for o in c.get("outputs", []) for m in release._model_ids(o.get("data", {}))}
    assert shown <= set(state) or not state
    referenced = set(shown)
    for model in list(shown):
        referenced |= set(release._model_ids(state.get(model, {})))
    assert set(state) <= referenced | shown


def test_a_checker_call_is_found_in_each_exercise_and_a_cell_without_one_is_refused():
    imports, call = release.checker_call("from teachkit.hanoi import check_moves\n\nx = ...\ncheck_moves(3, x)\n")
    assert imports == ["from teachkit.hanoi import check_moves"] and call == "check_moves(3, x)"
    _, call = release.checker_call("v = check_backtracking(f)\nv")
    assert call == "check_backtracking(f)"
    with pytest.raises(release.ExerciseFormatError, match="no check_"):
        release.checker_call("x = 1\nprint(x)")


def test_build_writes_two_folders_ready_to_zip(tmp_path):
    summary = release.build(NOTEBOOKS, tmp_path)
    for which in release.EDITIONS:
        folder = tmp_path / which
        assert sorted(p.name for p in folder.glob("*.ipynb")) == [p.name for p in NOTEBOOKS]
        assert (folder / "requirements.txt").read_text().startswith("teachkit[lab]==")
        readme = (folder / "README.md").read_text()
        assert f"{which} edition" in readme and f"{summary[which]['points']} points" in readme
    assert summary["student"] == summary["instructor"] and summary["student"]["exercises"] >= 1
    cells = [c for p in (tmp_path / "student").glob("*.ipynb") for c in nbformat.read(p, as_version=4).cells]
    assert not [c for c in cells if {"solution", "answer"} & set(release.tags(c))]
    assert "open after you have tried" not in json.dumps(cells)


def test_an_import_put_back_for_a_removed_cell_is_put_back_once():
    def code(source, tags=()):
        cell = nbformat.v4.new_code_cell(source)
        cell.metadata = {"tags": list(tags)}
        return cell

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Title"),
        code("# Solution\nfrom math import sqrt, pi\nprint(sqrt(2))", ["solution"]),
        code("print(sqrt(3))"),
        code("# Answer\nfrom math import sqrt\nprint(sqrt(5))", ["answer"]),
        code("print(sqrt(7), pi)"),
    ]
    student = release.edition(nb, "student", name="x.ipynb")
    put_back = [c.source for c in student.cells if "edition-imports" in release.tags(c)]
    assert len(put_back) == 1 and "from math import sqrt, pi" in put_back[0]


def test_an_import_put_back_is_hidden_and_off_the_slides():
    nb = nbformat.v4.new_notebook()
    solution = nbformat.v4.new_code_cell("# Solution\nfrom math import sqrt\nprint(sqrt(2))")
    solution.metadata = {"tags": ["solution"]}
    nb.cells = [nbformat.v4.new_markdown_cell("# Title"), solution, nbformat.v4.new_code_cell("print(sqrt(3))")]
    student = release.edition(nb, "student", name="x.ipynb")
    put_back = [c for c in student.cells if "edition-imports" in release.tags(c)]
    assert len(put_back) == 1
    assert put_back[0].metadata["jupyter"]["source_hidden"] is True
    assert put_back[0].metadata["slideshow"]["slide_type"] == "skip"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_notice_is_true_the_header_time_is_at_least_the_formula_on_the_student_edition(path):
    import re

    from teachkit.nbtools import study_minutes

    nb, student, _ = _both(path)
    stated = int(re.search(r"\*\*Time needed\.\*\* About (\d+) minutes", nb.cells[0].source).group(1))
    assert stated == study_minutes(nb)
    assert study_minutes(student) <= stated  # the notice: "a few minutes more than the formula gives on this edition"
    assert stated - study_minutes(student) <= 10
    assert "Predict answers included" in release.WHAT["student"]  # the student README says why the header can be more


def test_timing_cells_reach_the_student_without_the_stored_measurement():
    """A race run after a Predict (03's five forms) must not show the authors' ranking below the prompt."""
    timed = 0
    for path in NOTEBOOKS:
        nb, student, _ = _both(path)
        for cell in student.cells:
            if cell.cell_type == "code" and "nbval-ignore-output" in release.tags(cell):
                timed += 1
                assert cell.outputs == [] and cell.execution_count is None, (path.name, cell.source[:60])
    assert timed >= 3  # 03's race, 05's and 07's timings, 09's big tour


def test_a_folded_output_reaches_the_student_only_when_the_cell_is_run():
    """s8 students: a picture or table that answers a Predict (06's expanded counts, 08's failure map) must not be
    stored in the student edition; the notebook folds its output, the edition drops it."""
    folded = 0
    for path in NOTEBOOKS:
        nb, student, _ = _both(path)
        for cell in student.cells:
            if cell.cell_type == "code" and cell.metadata.get("jupyter", {}).get("outputs_hidden"):
                folded += 1
                assert cell.outputs == [], (path.name, cell.source[:60])
    assert folded >= 8
