"""The compiled Warnsdorff walk (teachkit.knight.fast) gives the same tours as the Python loop and the plain rule."""

import random
import subprocess
import sys

import numpy as np
import pytest

from teachkit import jit
from teachkit.knight import SEED_ORDER, TIE_BREAKS, fast, warnsdorff, warnsdorff_fast
from teachkit.knight.tour import _walk_python

needs_numba = pytest.mark.skipif(not fast.installed(), reason="numba is not installed (the fast extra)")


def python_walk(n, m, start, order, tie_break):
    """The Python loop of warnsdorff_fast, called directly (checked arguments)."""
    return _walk_python(n, m, start, tuple(order), tie_break, random.Random(0), 0)


@needs_numba
@pytest.mark.parametrize("tie_break", sorted(fast.COMPILED_TIE_BREAKS))
def test_compiled_and_python_walks_agree_on_many_boards_and_starts(tie_break):
    rng = random.Random(14)
    for _ in range(120):
        n, m = rng.randint(1, 45), rng.randint(1, 45)
        start = (rng.randrange(n), rng.randrange(m))
        order = SEED_ORDER if rng.random() < 0.5 else tuple(rng.sample(SEED_ORDER, 8))
        squares = fast.walk(n, m, start, order, tie_break)
        expected = python_walk(n, m, start, order, tie_break)
        assert np.array_equal(squares, np.asarray(expected.squares)), (n, m, start, order)


@needs_numba
def test_compiled_walk_agrees_on_big_boards_complete_or_stuck():
    for n, start, tie_break in [(200, (0, 0), "first"), (257, (100, 3), "roth"), (150, (7, 7), "lookahead")]:
        squares = fast.walk(n, n, start, SEED_ORDER, tie_break)
        assert np.array_equal(squares, np.asarray(python_walk(n, n, start, SEED_ORDER, tie_break).squares))
    stuck = fast.walk(4, 4, (0, 0), SEED_ORDER, "first")
    assert len(stuck) < 16 and stuck.dtype == np.int32 and not stuck.flags.writeable


@needs_numba
def test_warnsdorff_fast_uses_the_compiled_walk_and_matches_the_plain_rule(monkeypatch):
    monkeypatch.setenv("TEACHKIT_FAST", "1")  # even when the suite runs with the fast path off
    calls = []
    real = fast.walk
    monkeypatch.setattr(fast, "walk", lambda *args: calls.append(args) or real(*args))
    for n in range(1, 30):
        assert warnsdorff_fast(n, (0, 0), tie_break="roth") == warnsdorff(n, (0, 0), tie_break="roth")
    assert len(calls) == 29
    warnsdorff_fast(9, tie_break="random", seed=3)
    assert len(calls) == 29  # 'random' is never compiled: it draws from Python's random.Random


def refuse_compiled(*args):
    raise AssertionError("the compiled walk was called")


@pytest.mark.parametrize("switch", ["env", "no-numba"])
def test_without_the_fast_path_warnsdorff_fast_is_the_python_loop(monkeypatch, switch):
    if switch == "env":
        monkeypatch.setenv("TEACHKIT_FAST", "0")
    else:
        monkeypatch.setattr(jit, "installed", lambda: False)
    assert not fast.available()
    monkeypatch.setattr(fast, "walk", refuse_compiled)
    for tie_break in TIE_BREAKS:
        for n in (5, 8, 13, 24):
            kwargs = {"seed": n, "restarts": 2} if tie_break == "random" else {}
            start = (n // 2, n // 3)
            assert warnsdorff_fast(n, start, tie_break=tie_break, **kwargs) == warnsdorff(
                n, start, tie_break=tie_break, **kwargs
            )


def test_the_package_imports_and_walks_without_numba():
    script = (
        "import sys; sys.modules['numba'] = None\n"  # makes `import numba` raise ImportError
        "from teachkit.knight import fast, warnsdorff, warnsdorff_fast\n"
        "assert not fast.installed() and not fast.available()\n"
        "assert warnsdorff_fast(12, (1, 1), tie_break='lookahead') == warnsdorff(12, (1, 1), tie_break='lookahead')\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_available_reads_the_switch(monkeypatch):
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    assert not fast.available()
    monkeypatch.setenv("TEACHKIT_FAST", "1")
    assert fast.available() == fast.installed()


def test_importing_any_puzzle_package_leaves_numba_unloaded():
    script = (
        "import sys\n"
        "import teachkit.knight, teachkit.sliding, teachkit.hanoi\n"
        "from teachkit.sliding import fast as sliding_fast\n"
        "from teachkit.knight import fast as knight_fast\n"
        "print('numba' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False"]


@needs_numba
def test_numba_is_loaded_once_the_compiled_walk_runs():
    script = (
        "import sys\n"
        "from teachkit.knight import warnsdorff_fast\n"
        "assert 'numba' not in sys.modules\n"
        "warnsdorff_fast(8, (0, 0))\n"
        "print('numba' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True"]
