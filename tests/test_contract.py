"""The reliability contract: every public function answers bad input with a named TeachkitError.

Probe tables live in ``tests/contract/probes_<area>.py`` (each a module-level ``PROBES`` list of
:class:`tests.contract.harness.Probe`); each probe runs in a forked child capped at 20 s CPU and 4 GiB of
address space, so a hang or a memory blow-up fails the probe instead of the test run.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # tests/ itself, for the contract package

import teachkit.errors  # noqa: E402
from contract.harness import Probe, run_capped, verdict  # noqa: E402


def _probe_modules():
    import contract

    for info in sorted(pkgutil.iter_modules(contract.__path__), key=lambda i: i.name):
        if info.name.startswith("probes_"):
            yield importlib.import_module(f"contract.{info.name}")


PROBES: list[Probe] = [p for module in _probe_modules() for p in module.PROBES]


def test_there_are_probes():
    assert len(PROBES) > 0


@pytest.mark.parametrize("probe", PROBES, ids=[p.id for p in PROBES])
def test_bad_input_raises_a_named_teachkit_error(probe: Probe):
    assert verdict(probe, run_capped(probe.fn, probe.args, probe.kwargs)) == ""


def test_the_error_base_is_not_raised_bare():
    """The base is a family name: concrete errors say ValueError or TypeError too."""
    assert not issubclass(teachkit.errors.TeachkitError, (ValueError, TypeError))
    assert issubclass(teachkit.errors.ArgumentTypeError, TypeError)
    assert issubclass(teachkit.errors.LimitExceeded, ValueError)


def test_the_harness_sees_hangs_and_builtin_errors():
    """The runner itself: a built-in error and a CPU-bound loop are both reported, not passed."""
    import itertools

    probe = Probe(int, ("x",), arg="x", why="builtin")
    assert "escaped" in verdict(probe, run_capped(int, ("x",)))
    outcome = run_capped(lambda: sum(itertools.count()), cpu=1, wall=10)
    assert outcome.kind == "hang"


# ------------------------------------------------------------------ Hypothesis: any value, one contract

import math  # noqa: E402
import re  # noqa: E402

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from teachkit.errors import TeachkitError  # noqa: E402
from teachkit.sliding import (  # noqa: E402
    adapt_heuristic,
    astar,
    inversions,
    is_solvable,
    manhattan,
    parse_board,
    solve,
)

CELL = st.one_of(st.integers(-3, 20), st.floats(allow_nan=True), st.text(max_size=2), st.none(), st.booleans())
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.integers(-(10**30), 10**30),
    st.text(max_size=40),
    st.binary(max_size=20),
    st.sets(st.integers(0, 20), max_size=17),
    st.lists(CELL, max_size=30),
    st.lists(st.integers(0, 15), min_size=4, max_size=16).map(tuple),
    st.permutations(range(9)),
    st.permutations(range(16)).map(tuple),
    st.dictionaries(st.integers(0, 9), st.integers(0, 9), max_size=9),
    st.text(alphabet="0123456789 ,/\n-x.", max_size=40),
)
FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def is_board(value) -> bool:
    """An independent statement of what a board is: text of whole numbers or a list/tuple of plain ints,
    k*k of them (k >= 2), each of 0 .. k*k-1 once."""
    if isinstance(value, str):
        words = [w for w in re.split(r"[\s,/]+", value) if w]
        if not all(w.isascii() and w.isdigit() for w in words):
            return False
        cells = [int(w) for w in words]
    elif isinstance(value, (list, tuple)) and all(type(c) is int for c in value):
        cells = list(value)
    else:
        return False
    k = math.isqrt(len(cells))
    return k >= 2 and k * k == len(cells) and sorted(cells) == list(range(len(cells)))


def answers_or_names(fn, value, name: str) -> bool:
    """True if fn(value) answered, False if it raised a TeachkitError (ValueError/TypeError) naming `name`."""
    try:
        fn(value)
    except TeachkitError as error:
        assert isinstance(error, (ValueError, TypeError)), repr(error)
        assert name in str(error), f"{fn.__name__}({value!r}): {error}"
        return False
    return True


@FAST
@given(JUNK)
def test_board_functions_accept_exactly_the_boards(value):
    for fn in (parse_board, inversions, manhattan, is_solvable):
        assert answers_or_names(fn, value, "board") == is_board(value), fn.__name__


@FAST
@given(
    st.one_of(st.integers(-(10**12), 10**12), st.floats(allow_nan=True), st.none(), st.text(max_size=3), st.booleans())
)
def test_search_limits_are_used_as_given_or_refused(limit):
    # the goal itself: any valid limit, even 1, lets the search finish (a 2-move board stores 3 boards, so
    # max_nodes=1 or 2 would rightly stop it with SearchLimitExceeded, which is not what this test is about)
    board = parse_board("1 2 3 4 5 6 7 8 0")
    valid = type(limit) is int and 1 <= limit <= 10**10
    assert answers_or_names(lambda v: astar(board, max_nodes=v), limit, "max_nodes") == valid
    if limit is not None:  # None means "the default" for solve only
        assert answers_or_names(lambda v: solve(board, max_nodes=v), limit, "max_nodes") == valid


@FAST
@given(
    st.one_of(
        st.integers(-5, 50),
        st.floats(allow_nan=True, allow_infinity=True),
        st.none(),
        st.text(max_size=2),
        st.booleans(),
        st.lists(st.integers(), max_size=2),
    )
)
def test_a_heuristic_value_is_a_finite_number_at_least_0_or_a_named_error(value):
    h = adapt_heuristic(lambda board: value)
    valid = not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value) and value >= 0
    assert answers_or_names(lambda b: h(b, None), (1, 2, 3, 0), "heuristic") == valid
