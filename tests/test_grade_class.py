"""make release + make grade for a class, end to end: ``make test-class`` (TEACHKIT_CLASS=1; skipped otherwise).

1. Every student notebook (build/release/student, made here from notebooks/) runs top to bottom without an
   error: the exercise stubs and the graded tests raise nothing fatal.
2. A folder of simulated submissions, written by this test from the student edition of notebook 01 (two
   exercises: 01-1, a list of moves, 2 points; 01-2, a recursive function, 3 points), goes through
   teachkit.grade (nbgrader): each submission's score is the one expected, and its feedback file says why.
   The gradebook (expected and actual scores) is printed: pytest -s shows it.
"""

from __future__ import annotations

import csv
import os
import time
from pathlib import Path

import nbformat
import pytest

from teachkit import release

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
NAME = "01-hanoi-recursion-and-binary-trees.ipynb"
OTHER = "02-hanoi-without-recursion.ipynb"

pytestmark = [
    pytest.mark.skipif(os.environ.get("TEACHKIT_CLASS") != "1", reason="make test-class sets TEACHKIT_CLASS=1"),
    pytest.mark.filterwarnings("ignore:Object of type:Warning"),  # SQLAlchemy on nbgrader's own sessions
]

MOVES = "my_moves = [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)]\ncheck_moves(3, my_moves, src=0, dst=1)"
HANOI = """from teachkit.hanoi.checks import check_hanoi_function


def my_hanoi(n, src, dst, via):
    if n == 0:
        return []
    return my_hanoi(n - 1, src, via, dst) + [(src, dst)] + my_hanoi(n - 1, via, dst, src)


check_hanoi_function(my_hanoi)
"""


def hanoi_body(body: str) -> str:
    head = "from teachkit.hanoi.checks import check_hanoi_function\n\n\ndef my_hanoi(n, src, dst, via):\n"
    return f"{head}{body}\n\n\ncheck_hanoi_function(my_hanoi)\n"


CANARY = "canary.txt"  # beside the submissions: a cell that deletes it must fail, and it must survive

# student -> (cell of 01-1 or None for the stub, cell of 01-2 or None, expected score out of 6: 2 + 4 points,
# one point per 5 minutes of each exercise)
CELLS = {
    "correct": (MOVES, HANOI, 6),
    "stub": (None, None, 0),
    "wrong-illegal-moves": (
        "my_moves = [(0, 1), (0, 1), (0, 2)]",
        hanoi_body("    return [(src, dst)] * (2**n - 1)"),
        0,
    ),
    "wrong-pegs": (
        "my_moves = [(0, 2), (0, 1), (2, 1), (0, 2), (1, 0), (1, 2), (0, 2)]",  # to peg C, not B
        hanoi_body("    if n == 0:\n        return []\n    return my_hanoi(n - 1, src, dst, via) + [(src, dst)]"),
        0,
    ),
    "half-right": (MOVES, hanoi_body("    return [(src, via), (src, dst), (via, dst)][:2**n - 1]"), 2),
    "teachkit-copy": (
        MOVES,
        "from teachkit.hanoi import solve_recursive\nfrom teachkit.hanoi.checks import check_hanoi_function\n\n\n"
        "def my_hanoi(n, src, dst, via):\n    return [(m.src, m.dst) for m in solve_recursive(n, src, dst, via)]\n\n\n"
        "check_hanoi_function(my_hanoi)\n",
        2,
    ),
    "endless-loop": (MOVES, hanoi_body("    while True:\n        pass"), 2),
    "endless-loop-at-top": ("while True:\n    pass", HANOI, 4),
    "os-exit": ("import os\n\nos._exit(0)", HANOI, 4),
    "cancelled-timer": (
        MOVES,
        hanoi_body(
            "    import signal\n    signal.setitimer(signal.ITIMER_REAL, 0)\n"
            "    signal.signal(signal.SIGALRM, signal.SIG_IGN)\n    while True:\n        pass"
        ),
        2,
    ),
    "4GB-list": (MOVES, hanoi_body("    big = [0] * (1 << 29)\n    return big"), 2),
    "deletes-files": (
        None,  # filled in by the test: deletes the canary beside the submissions, and everything in its folder
        HANOI,
        4,
    ),
    "crash": ("raise RuntimeError('my cell crashes')", HANOI, 4),
}


def submission(student_nb: nbformat.NotebookNode, cells: tuple) -> nbformat.NotebookNode:
    nb = nbformat.from_dict(nbformat.reads(nbformat.writes(student_nb), as_version=4))
    for cell in nb.cells:
        ident = release.exercise_id(cell)
        if ident == "01-1" and cells[0] is not None:
            cell.source = cells[0]
        if ident == "01-2" and cells[1] is not None:
            cell.source = cells[1]
    return nb


@pytest.fixture(scope="module")
def student_edition(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("release")
    began = time.perf_counter()
    release.build(NOTEBOOKS, out)
    print(f"\nrelease of {len(NOTEBOOKS)} notebooks: {time.perf_counter() - began:.1f} s")
    return out / "student"


@pytest.mark.parametrize("name", [p.name for p in NOTEBOOKS])
def test_every_student_notebook_runs_top_to_bottom_without_an_error(student_edition, name, tmp_path):
    from nbclient import NotebookClient

    nb = nbformat.read(student_edition / name, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    errors = [
        (k, o.ename)
        for k, c in enumerate(nb.cells)
        if c.cell_type == "code"
        for o in c.outputs
        if o.output_type == "error"
    ]
    assert errors == []
    tests = [c for c in nb.cells if "graded-test" in release.tags(c)]
    assert all("when graded: 0 of" in release.output_text(c) for c in tests), "a stub scores zero, and says so"


def test_a_class_of_simulated_submissions_gets_the_expected_grades(student_edition, tmp_path, monkeypatch):
    from teachkit import grade

    monkeypatch.setenv("TEACHKIT_GRADE_SECONDS", "10")
    monkeypatch.setenv("TEACHKIT_CELL_SECONDS", "4")
    folder = tmp_path / "submissions"
    folder.mkdir()
    canary = folder / CANARY
    canary.write_text("still here")
    base = nbformat.read(student_edition / NAME, as_version=4)
    cells = dict(CELLS)
    cells["deletes-files"] = (
        f"import os\n\nfor name in os.listdir('.'):\n    os.remove(name)\nos.remove({str(canary)!r})\n" + MOVES,
        HANOI,
        4,
    )
    expected = {student: score for student, (_, _, score) in cells.items()}
    for student, these in cells.items():
        (folder / student).mkdir()
        nbformat.write(submission(base, these), folder / student / NAME)
    # a tampered notebook: stubs left, the graded tests edited to pass and to be worth 100 points
    tampered = submission(base, (None, None, 0))
    for cell in tampered.cells:
        if "graded-test" in release.tags(cell):
            cell.source = 'print("correct")'
            cell.metadata["nbgrader"]["points"] = 100
    (folder / "tampered-tests").mkdir()
    nbformat.write(tampered, folder / "tampered-tests" / NAME)
    expected["tampered-tests"] = 0
    # tampered metadata: the right function, but its cell claims to be another exercise
    moved = submission(base, (MOVES, HANOI, 6))
    for cell in moved.cells:
        if release.exercise_id(cell) == "01-2":
            cell.metadata["teachkit"]["exercise"] = "01-9"
    (folder / "tampered-metadata").mkdir()
    nbformat.write(moved, folder / "tampered-metadata" / NAME)
    expected["tampered-metadata"] = 2
    (folder / "empty-file").mkdir()
    (folder / "empty-file" / NAME).write_text("")
    expected["empty-file"] = 0
    (folder / "other-assignment").mkdir()  # notebook 02's student edition, handed in under 01's name
    nbformat.write(nbformat.read(student_edition / OTHER, as_version=4), folder / "other-assignment" / NAME)
    expected["other-assignment"] = 0

    out = tmp_path / "grade"
    began = time.perf_counter()
    rows = grade.grade(folder, student_edition, out)
    seconds = time.perf_counter() - began
    actual: dict[str, float] = {}
    for row in rows:
        actual[row["student"]] = actual.get(row["student"], 0) + row["score"]
    print(f"\nmake grade: {len(expected)} submissions of {NAME} in {seconds:.0f} s")
    print(f"{'submission':<20} {'expected':>8} {'actual':>6}")
    for student in sorted(expected):
        print(f"{student:<20} {expected[student]:>8} {actual.get(student, 0):>6g}")
    assert actual == expected
    assert canary.read_text() == "still here"
    with open(out / "gradebook.csv", newline="") as f:
        table = list(csv.DictReader(f))
    assert len(table) == 2 * len(expected) and {r["exercise"] for r in table} == {"01-1", "01-2"}
    with open(out / "grades.csv", newline="") as f:
        assert {r["student_id"]: float(r["score"]) for r in csv.DictReader(f)} == expected
    for student in expected:
        text = (out / "feedback" / f"{student}.md").read_text()
        assert f"{actual[student]:g} of 6 points" in text
    assert "not yet" in (out / "feedback" / "stub.md").read_text()
    assert "edited" in (out / "feedback" / "tampered-tests.md").read_text()
    assert "another assignment" in (out / "feedback" / "other-assignment.md").read_text()
    assert "empty" in (out / "feedback" / "empty-file.md").read_text()
    assert "write it yourself" in (out / "feedback" / "teachkit-copy.md").read_text()
    assert list((out / "course" / "feedback" / "correct").rglob("*.html"))


# (07-1's model answer once computed its moves with astar; it now writes them, as a student must)
NEEDS: dict[str, str] = {}  # exercise id -> lines a model answer needs that its notebook imports elsewhere


def filled_in(stub: str, answer: str) -> str:
    """Where a model answer passes a value straight to the checker (``check_x(aima, 18)``) and the stub's call
    names a variable (``check_x(aima, my_manhattan)``), the assignment a student would write (``my_manhattan = 18``)."""
    import ast

    _, official = release.checker_call(stub)
    try:
        _, theirs = release.checker_call(answer)
    except release.ExerciseFormatError:
        return ""
    mine, model = ast.parse(official).body[0].value, ast.parse(theirs).body[0].value
    pairs = list(zip(mine.args, model.args))
    pairs += [(k.value, m.value) for k in mine.keywords for m in model.keywords if k.arg == m.arg]
    return "\n".join(
        f"{a.id} = {ast.unparse(b)}" for a, b in pairs if isinstance(a, ast.Name) and ast.unparse(a) != ast.unparse(b)
    )


def test_the_model_answers_of_every_assignment_get_full_marks_through_the_sandbox(student_edition, tmp_path):
    """A student who writes each model answer below the stub of its exercise cell: every checker passes when run
    by the grader (out of process, behind the audit hook), on every assignment."""
    from teachkit import grade

    folder = tmp_path / "submissions" / "model-answers"
    folder.mkdir(parents=True)
    full = 0
    for path in NOTEBOOKS:
        source = nbformat.read(path, as_version=4)
        answers = {
            c.metadata["teachkit"]["solution_of"]: c.source
            for c in source.cells
            if "solution_of" in c.metadata.get("teachkit", {})
        }
        nb = nbformat.read(student_edition / path.name, as_version=4)
        exercises = [c for c in nb.cells if release.exercise_id(c)]
        if not exercises:
            continue
        for cell in exercises:
            ident = release.exercise_id(cell)
            cell.source = (
                f"{cell.source}\n\n{NEEDS.get(ident, '')}{answers[ident]}\n{filled_in(cell.source, answers[ident])}"
            )
            full += release.points(cell)
        nbformat.write(nb, folder / path.name)
    began = time.perf_counter()
    rows = grade.grade(folder.parent, student_edition, tmp_path / "grade")
    print(f"\nmake grade: the model answers of {len(rows)} exercises in {time.perf_counter() - began:.0f} s")
    wrong = [(r["exercise"], r["verdict"]) for r in rows if r["score"] != r["max_score"]]
    assert wrong == []
    assert sum(r["score"] for r in rows) == full
