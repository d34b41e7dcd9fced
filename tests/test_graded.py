"""The grader's sandbox (teachkit.graded): each hostile exercise cell scores zero and harms nothing else.

These run the grading child directly (no nbgrader, no kernel): the cells are recorded as the grader's kernel
records them, and grade_exercise runs one in a forked, limited, sandboxed child. The whole pipeline through
nbgrader is tests/test_grade_class.py (make test-class).
"""

import os
import time

import pytest

from teachkit import graded
from teachkit.hanoi.checks import check_hanoi_function, check_moves

CORRECT_MOVES = "my_moves = [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)]\ncheck_moves(3, my_moves, 0, 1)"
CORRECT_HANOI = """
def my_hanoi(n, src, dst, via):
    if n == 0:
        return []
    return my_hanoi(n - 1, src, via, dst) + [(src, dst)] + my_hanoi(n - 1, via, dst, src)

check_hanoi_function(my_hanoi)
"""
SECONDS = 8.0


@pytest.fixture
def kernel(monkeypatch, tmp_path):
    """A fresh record of exercise cells, as in the grader's kernel; the namespace is this module's __main__."""
    monkeypatch.setattr(graded, "_cells", [])
    monkeypatch.setattr(graded, "_ran_clean", {})
    monkeypatch.setattr(graded, "CELL_SECONDS", 3.0)
    monkeypatch.setenv("TEACHKIT_GRADE_PRIVATE", str(tmp_path / "private"))
    (tmp_path / "private").mkdir()
    (tmp_path / "private" / "gradebook.db").write_text("the grader's own file")
    return tmp_path


def grade_hanoi(cells: dict[str, str]):
    """Record the two cells of notebook 01's exercises; grade both; (verdict 01-1, verdict 01-2)."""
    for ident, source in cells.items():
        graded.record(ident, source)
    moves = graded.grade_exercise("01-1", lambda: check_moves(3, globals_()["my_moves"], src=0, dst=1), SECONDS)
    hanoi = graded.grade_exercise("01-2", lambda: check_hanoi_function(globals_()["my_hanoi"]), SECONDS)
    return moves, hanoi


def globals_():
    return graded._namespace()


def test_correct_cells_pass_and_the_kernel_namespace_is_untouched(kernel):
    moves, hanoi = grade_hanoi({"01-1": CORRECT_MOVES, "01-2": CORRECT_HANOI})
    assert moves.ok and hanoi.ok, (moves, hanoi)
    assert "my_hanoi" not in globals_(), "the student's code ran in the child, not here"


@pytest.mark.parametrize(
    "hostile, says",
    [
        ("while True:\n    pass", "did not finish"),  # an endless loop at the top of the cell
        ("import os\nos._exit(0)", "ended the process"),
        (
            "import signal\nsignal.setitimer(signal.ITIMER_REAL, 0)\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\n"
            "while True:\n    pass",
            "did not finish",
        ),
        ("big = [0] * (1 << 29)", "memory"),  # 4 GiB of list slots
        ("raise RuntimeError('boom')", "RuntimeError: boom"),
        ("def broken(:\n    pass", "SyntaxError"),
    ],
    ids=["endless-loop", "os-exit", "cancelled-timer", "4GB-list", "crash", "syntax-error"],
)
def test_a_hostile_first_cell_scores_zero_and_the_next_exercise_still_passes(kernel, hostile, says):
    began = time.monotonic()
    moves, hanoi = grade_hanoi({"01-1": hostile, "01-2": CORRECT_HANOI})
    assert not moves.ok and says in moves.message, moves
    assert hanoi.ok, hanoi
    assert time.monotonic() - began < 2 * SECONDS + 15


def test_a_later_exercise_sees_the_values_of_an_earlier_cell_that_ran_clean(kernel):
    first = CORRECT_MOVES + "\nPEGS = 3"
    second = CORRECT_HANOI.replace("if n == 0:", "if n == 0 or PEGS != 3:")
    moves, hanoi = grade_hanoi({"01-1": first, "01-2": second})
    assert moves.ok and hanoi.ok, (moves, hanoi)


def test_a_hostile_function_scores_zero(kernel):
    endless = "def my_hanoi(n, src, dst, via):\n    while True:\n        pass"
    _, hanoi = grade_hanoi({"01-1": CORRECT_MOVES, "01-2": endless})
    assert not hanoi.ok and "did not finish" in hanoi.message, hanoi


def test_code_that_deletes_or_reads_files_outside_its_folder_is_refused(kernel):
    canary = kernel / "canary.txt"
    canary.write_text("still here")
    deleting = f"import os, shutil\nos.remove({str(canary)!r})\nmy_moves = []"
    moves, _ = grade_hanoi({"01-1": deleting, "01-2": CORRECT_HANOI})
    assert not moves.ok and "PermissionError" in moves.message, moves
    assert canary.read_text() == "still here"
    graded._cells.clear()
    reading = f"print(open({str(kernel / 'private' / 'gradebook.db')!r}).read())\nmy_moves = []"
    moves, _ = grade_hanoi({"01-1": reading, "01-2": CORRECT_HANOI})
    assert not moves.ok and "its own files" in moves.message, moves


def test_files_in_its_own_folder_are_allowed_and_the_folder_is_removed_afterwards(kernel):
    cell = "import os\nopen('scratch.txt', 'w').write('x')\nos.remove('scratch.txt')\n" + CORRECT_MOVES
    before = set(os.listdir("/tmp"))
    moves, _ = grade_hanoi({"01-1": cell, "01-2": CORRECT_HANOI})
    assert moves.ok, moves
    assert not {n for n in set(os.listdir("/tmp")) - before if n.startswith("teachkit-grade-")}


def test_processes_and_signals_are_refused(kernel):
    cell = "import subprocess\nsubprocess.run(['true'])\n" + CORRECT_MOVES
    moves, _ = grade_hanoi({"01-1": cell, "01-2": CORRECT_HANOI})
    assert not moves.ok and "start a process" in moves.message, moves
    graded._cells.clear()
    cell = "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)\n" + CORRECT_MOVES
    moves, _ = grade_hanoi({"01-1": cell, "01-2": CORRECT_HANOI})
    assert not moves.ok and "send a signal" in moves.message, moves


def test_a_missing_exercise_cell_is_named(kernel):
    graded.record("01-2", CORRECT_HANOI)
    verdict = graded.grade_exercise("01-1", lambda: check_moves(3, [], src=0, dst=1), SECONDS)
    assert not verdict.ok and "no cell for exercise 01-1" in verdict.message


def test_a_later_exercise_gets_the_functions_of_an_earlier_cell_but_not_its_top_level_code():
    source = "def helper():\n    return 1\nimport os\nos._exit(3)\nx = 1"
    assert graded.definitions_only(source) == "def helper():\n    return 1\nimport os"
    assert graded.without_checks("f = 1\ncheck_moves(3, f)\nverdict = check_x(f)\nverdict\n") == "f = 1"


def test_outside_the_grader_graded_runs_the_same_check_and_names_the_points(capsys):
    graded.graded("01-1", 2, lambda: check_moves(3, ..., src=0, dst=1))
    out = capsys.readouterr().out
    assert "not yet — the list of moves is still `...`" in out and "0 of 2 points" in out
    graded.graded("01-1", 2, lambda: check_moves(3, [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)], 0, 1))
    assert "2 of 2 points" in capsys.readouterr().out
    graded.graded("01-2", 3, lambda: check_hanoi_function(undefined_name))  # noqa: F821
    assert "run the exercise cell above first" in capsys.readouterr().out


def test_the_preview_judges_the_exercise_cell_as_the_grader_does(monkeypatch, capsys):
    """s8 student: moves copied from solve_recursive got 'write them yourself' in the exercise cell but '2 of 2
    points' in the graded cell's preview (which looked at its own cell). The preview now reads the exercise cell
    from the kernel's history, as the grader reads the recorded cell."""
    import __main__
    from teachkit.hanoi import solve_recursive
    from teachkit.hanoi.checks import check_by_hand

    moves = [(m.src, m.dst) for m in solve_recursive(3, src=0, dst=1)]
    cheat = (
        "from teachkit.hanoi import solve_recursive\n"
        "my_moves = [(m.src, m.dst) for m in solve_recursive(3, src=0, dst=1)]\n"
        "check_by_hand(3, my_moves, src=0, dst=1)"
    )
    honest = f"my_moves = {moves!r}\ncheck_by_hand(3, my_moves, src=0, dst=1)"
    test_cell = 'graded("01-1", 2, lambda: check_by_hand(3, my_moves, src=0, dst=1))'
    monkeypatch.setattr(__main__, "solve_recursive", solve_recursive, raising=False)
    for cell, says, points in ((cheat, "write them yourself", "0 of 2 points"), (honest, "correct", "2 of 2 points")):
        monkeypatch.setattr(graded, "_history", lambda cell=cell: ["", cell, "print(1)", test_cell])
        graded.graded("01-1", 2, lambda: check_by_hand(3, moves, src=0, dst=1))
        out = capsys.readouterr().out
        assert says in out and points in out, out
        assert graded.exercise_source is None  # restored after the preview
    assert graded.exercise_cell_in_history(lambda: check_by_hand(3, moves), ["", "print(1)", test_cell]) is None
