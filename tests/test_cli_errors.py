"""python -m teachkit (issue 21): every sub-command answers a user or file-system error with one line on stderr
and status 2; a wide sliding-puzzle search says what it will try and stops within its stated bounds."""

import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from teachkit import __main__ as cli
from teachkit import nbtools
from teachkit.sliding import random_board, solver
from teachkit.sliding.search import SearchLimitExceeded
from teachkit.sliding.solver import plan, solve

ROOT = Path(__file__).resolve().parents[1]


def teachkit(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "teachkit", *args], capture_output=True, text=True, env=env, timeout=timeout
    )


def one_line(text: str) -> str:
    lines = text.splitlines()
    assert len(lines) == 1 and "Traceback" not in text, text
    return lines[0]


@pytest.fixture
def notebook(tmp_path):
    path = tmp_path / "n.ipynb"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Title")]
    nbformat.write(nb, path)
    return path


def test_an_export_build_error_is_one_line_on_stderr(notebook, tmp_path):
    done = teachkit("export", "html", str(notebook), "--out", str(tmp_path / "out"), "--theme", "../evil")
    assert done.returncode == 2 and done.stdout == ""
    assert "theme" in one_line(done.stderr)


def test_a_write_the_file_system_refuses_is_one_line(tmp_path):
    src = tmp_path / "s.py"
    src.write_text("# %%\nx = 1\n")
    done = teachkit("py2nb", str(src), "/proc/teachkit-cannot-write-here.ipynb")
    assert done.returncode == 2
    assert "could not write" in one_line(done.stderr)


def test_an_oserror_in_any_subcommand_is_one_line(notebook, monkeypatch, capsys):
    def refuse(src):
        raise PermissionError(13, "Permission denied", str(src))

    monkeypatch.setattr(nbtools, "notebook_to_py", refuse)
    assert cli.main(["nb2py", str(notebook)]) == 2
    line = one_line(capsys.readouterr().err)
    assert "Permission denied" in line and str(notebook) in line


def test_a_missing_optional_extra_says_what_to_install(notebook, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "jupytext", None)  # import jupytext now fails as if it were not installed
    assert cli.main(["nb2py", str(notebook)]) == 2
    assert "install teachkit[lab]" in one_line(capsys.readouterr().err)


def test_a_bad_slideshow_value_is_one_line(tmp_path):
    src = tmp_path / "s.py"
    src.write_text('# %% {"slideshow": 5}\nx = 1\n')
    done = teachkit("py2nb", str(src), str(tmp_path / "d.ipynb"))
    assert done.returncode == 2 and "slideshow" in one_line(done.stderr)


def test_execute_refuses_a_zero_timeout(notebook):
    with pytest.raises(ValueError, match="timeout"):
        nbtools.execute(notebook, timeout=0)


# ---- wide boards: a stated plan, bounded in nodes and time -----------------------------------------
WIDE = random_board(5, seed=1)  # a scrambled 24-puzzle board: far out of reach of IDA* with linear conflict


def test_plan_says_what_solve_will_try():
    assert "IDA* with linear conflict" in plan(WIDE) and f"{solver.WIDE_MAX_SECONDS:g} s" in plan(WIDE)
    assert "at most 5,000 nodes or 2 s" in plan(WIDE, max_nodes=5000, max_seconds=2)
    assert "pattern database" in plan(random_board(4, seed=1))


def test_a_wide_search_stops_within_its_time_bound():
    began = time.perf_counter()
    with pytest.raises(SearchLimitExceeded, match="max_seconds=1.5"):
        solve(WIDE, max_seconds=1.5)
    assert time.perf_counter() - began < 1.5 + 1.0


def test_the_default_time_bound_applies_to_wide_boards(monkeypatch):
    monkeypatch.setattr(solver, "WIDE_MAX_SECONDS", 1.0)
    began = time.perf_counter()
    with pytest.raises(SearchLimitExceeded):
        solve(WIDE)
    assert time.perf_counter() - began < 2.0


def test_a_wide_search_stops_within_its_node_bound_and_reports_progress(monkeypatch):
    monkeypatch.setattr(solver, "PROGRESS_EVERY", 1000)
    reports = []
    with pytest.raises(SearchLimitExceeded, match="max_nodes=5,000"):
        solve(WIDE, max_nodes=5000, progress=lambda nodes, seconds: reports.append(nodes))
    assert reports and reports == sorted(reports) and reports[-1] <= 5000


def test_the_cli_states_its_plan_reports_progress_and_stops(tmp_path):
    board = " ".join(map(str, WIDE))
    began = time.perf_counter()
    done = teachkit("fifteen", board, "--max-seconds", "2")
    assert time.perf_counter() - began < 30
    assert done.returncode == 1, done.stderr
    assert "trying: IDA* with linear conflict" in done.stdout and "or 2 s" in done.stdout
    assert "no answer within the search limit" in done.stdout
    assert "still searching" in done.stderr
    done = teachkit("fifteen", board, "--max-nodes", "3000")
    assert done.returncode == 1 and "max_nodes=3,000" in done.stdout


@pytest.mark.parametrize("option", [["--max-nodes", "0"], ["--max-seconds", "-1"], ["--max-seconds", "nan"]])
def test_the_cli_refuses_bad_bounds(option):
    done = teachkit("fifteen", "1 2 3 4 5 6 7 8 0", *option)
    assert done.returncode == 2 and option[0] in one_line(done.stderr)
