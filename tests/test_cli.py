"""python -m teachkit from a terminal: puzzle answers that agree with the library, one-line user errors."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from teachkit.hanoi import move_at, move_count, solve_recursive
from teachkit.knight import verify_tour

ROOT = Path(__file__).resolve().parents[1]
INDEX = ROOT / "notebooks" / "00-index.ipynb"


def teachkit(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """Run ``python -m teachkit ARGS`` in a fresh process."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "teachkit", *args], capture_output=True, text=True, cwd=cwd, env=env, timeout=120
    )


def assert_user_error(done: subprocess.CompletedProcess, *words: str) -> None:
    """Exit status 2, nothing on stdout, exactly one line on stderr that contains ``words``, no traceback."""
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    for word in words:
        assert word in lines[0], (word, lines[0])


# ---- hanoi --------------------------------------------------------------------------------------
def test_hanoi_lists_the_minimal_moves():
    done = teachkit("hanoi", "4")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [line.split(None, 1)[1] for line in lines[:-1]] == [str(m) for m in solve_recursive(4)]
    assert lines[-1].startswith(f"{move_count(4)} moves")


def test_hanoi_trace_follows_the_direction_algorithm_and_ends_on_c():
    done = teachkit("hanoi", "4", "--trace")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == move_count(4) + 1  # the start, then one line per move
    assert lines[0].split()[:2] == ["0", "start"]
    assert lines[-1].endswith("A: - | B: - | C: 4 3 2 1")
    assert [line.split(None, 1)[1][:12].strip() for line in lines[1:]] == [str(m) for m in solve_recursive(4)]


def test_hanoi_step_is_the_closed_form():
    done = teachkit("hanoi", "64", "--step", "1000")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"move 1,000 of {2**64 - 1:,}: {move_at(1000, 64)}"


@pytest.mark.parametrize(
    "args, words",
    [
        (["hanoi", "0"], ["n", "'0'"]),
        (["hanoi", "four"], ["n", "'four'"]),
        (["hanoi", "4", "--step", "16"], ["step", "16"]),
        (["hanoi", "4", "--step", "-3"], ["--step", "'-3'"]),
        (["hanoi", "4", "--step", "1", "--trace"], ["not allowed"]),
        (["hanoi", "30"], ["n=30", "--step"]),
        (["hanoi", "100001", "--step", "1"], ["100,000"]),
        ([], ["command"]),
        (["frobnicate"], ["frobnicate"]),
    ],
)
def test_hanoi_and_general_usage_errors_are_one_line(args, words):
    assert_user_error(teachkit(*args), *words)


# ---- fifteen ------------------------------------------------------------------------------------
def test_fifteen_solves_an_eight_puzzle_optimally():
    done = teachkit("fifteen", "8 1 3 / 4 0 2 / 7 6 5")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "solvable: yes" in out
    cost = int(out.split("optimal solution: ")[1].split()[0])
    moves = out.split("of the blank\n")[1].splitlines()[0].split()
    assert len(moves) == cost > 0
    from teachkit.sliding import apply_moves, goal, parse_board, solve

    assert apply_moves(parse_board("8 1 3 4 0 2 7 6 5"), moves) == goal(3)
    assert cost == solve(parse_board("8 1 3 4 0 2 7 6 5")).cost
    assert "nodes:" in out and "expanded" in out and "time:" in out


def test_fifteen_says_when_a_board_is_unsolvable():
    done = teachkit("fifteen", "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0")
    assert done.returncode == 1 and "not solvable" in done.stdout and done.stderr == ""


@pytest.mark.parametrize("board", ["1 2 x", "1 2 3", "1 1 2 3", ""])
def test_fifteen_bad_boards_are_one_line(board):
    assert_user_error(teachkit("fifteen", board), "board")


# ---- knight -------------------------------------------------------------------------------------
def tour_from_grid(text: str, n: int) -> list[tuple[int, int]]:
    """The squares in visiting order, read back from the printed numbered grid."""
    rows = [line.split("|")[1].split() for line in text.splitlines() if "|" in line]
    assert len(rows) == n
    where = {int(v): (r, c) for r, row in enumerate(rows) for c, v in enumerate(row)}
    return [where[i] for i in range(1, n * len(rows[0]) + 1)]


def test_knight_prints_a_closed_tour_from_a1_as_the_numbered_grid():
    done = teachkit("knight", "8", "--start", "a1", "--closed")
    assert done.returncode == 0, done.stderr
    squares = tour_from_grid(done.stdout, 8)
    assert squares[0] == (7, 0)  # a1 is the bottom-left corner
    assert verify_tour(squares, 8, closed=True)
    assert done.stdout.splitlines()[-1].split() == list("abcdefgh")


def test_knight_says_when_no_tour_exists():
    done = teachkit("knight", "3")
    assert done.returncode == 1 and "no open tour of the 3x3 board" in done.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (["knight", "8", "--start", "z9"], ["--start", "z9"]),
        (["knight", "8", "--start", "middle"], ["--start"]),
        (["knight", "0"], ["n"]),
        (["knight", "1000"], ["n", "100"]),
    ],
)
def test_knight_usage_errors_are_one_line(args, words):
    assert_user_error(teachkit(*args), *words)


# ---- notebook housekeeping ----------------------------------------------------------------------
@pytest.fixture()
def files(tmp_path):
    """A scratch folder with an empty notebook, a non-JSON one and a percent-format source."""
    (tmp_path / "empty.ipynb").write_text("")
    (tmp_path / "bad.ipynb").write_text("{not json")
    (tmp_path / "x.py").write_text("# %% [markdown]\n# # Title\n\n# %%\nx = 1\n")
    return tmp_path


@pytest.mark.parametrize(
    "args, words",
    [
        (["nb2py", "missing.ipynb"], ["missing.ipynb", "does not exist"]),
        (["nb2py", "empty.ipynb"], ["empty.ipynb", "is empty"]),
        (["nb2py", "bad.ipynb"], ["bad.ipynb", "is not JSON"]),
        (["py2nb", "x.py", "x.py"], ["the source itself"]),
        (["py2nb", "x.py", "x.txt"], [".ipynb"]),
        (["py2nb", "missing.py", "x.ipynb"], ["missing.py", "does not exist"]),
        (["py2nb", "x.py", "nowhere/x.ipynb"], ["does not exist"]),
        (["execute", "bad.ipynb"], ["bad.ipynb", "is not JSON"]),
        (["execute", "empty.ipynb"], ["is empty"]),
        (["export"], ["command"]),
        (["export", "pdf", str(INDEX)], ["pdf"]),
        (["export", "html", "bad.ipynb"], ["bad.ipynb", "is not JSON"]),
        (["export", "html", "missing.ipynb"], ["does not exist"]),
        (["export", "html", "--out", "x.py", str(INDEX)], ["--out", "x.py"]),
        (["export", "html", "--vendor", "x.py", str(INDEX)], ["--vendor", "x.py"]),
    ],
)
@pytest.mark.slow
def test_notebook_user_errors_are_one_line(files, args, words):
    before = (files / "x.py").read_text()
    assert_user_error(teachkit(*args, cwd=files), *words)
    assert (files / "x.py").read_text() == before  # py2nb x.py x.py leaves the source alone


@pytest.mark.slow
def test_nb2py_then_py2nb_round_trip_keeps_outputs(tmp_path):
    target = tmp_path / INDEX.name
    shutil.copyfile(INDEX, target)
    text = teachkit("nb2py", str(target))
    assert text.returncode == 0 and text.stdout.startswith("# ---")
    (tmp_path / "index.py").write_text(text.stdout)
    done = teachkit("py2nb", str(tmp_path / "index.py"), str(target))
    assert done.returncode == 0, done.stderr
    assert target.read_bytes() == INDEX.read_bytes()


def test_fifteen_takes_the_goal_the_blank_as_a_dot_and_unquoted_tiles():
    korf1 = "14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3"  # Korf's #1 as published, for the blank-first goal
    out = teachkit("fifteen", korf1)
    assert out.returncode == 1 and "not solvable" in out.stdout and "blank in row 2" in out.stdout
    assert "--goal first" in out.stdout
    out = teachkit("fifteen", *"1 2 3 / 4 5 6 / 7 . 8".split())
    assert out.returncode == 0 and "optimal solution: 1 move" in out.stdout
    out = teachkit("fifteen", "_ 1 2 / 3 4 5 / 6 7 8", "--goal", "first")
    assert out.returncode == 0 and "optimal solution: 0 moves" in out.stdout
    out = teachkit("fifteen", "123/456/780")
    assert out.returncode == 2 and "put a space between the tiles" in out.stderr


def test_a_bare_command_points_to_help_and_knight_help_states_the_coordinates():
    out = teachkit()
    assert out.returncode == 2 and "--help" in out.stderr
    assert "row 0 = the TOP row" in " ".join(teachkit("knight", "--help").stdout.split())
