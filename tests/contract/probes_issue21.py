"""Probes of issue 21 ("Nothing lost, ever"): the silent wrong answers, the unclear answers and the checkers'
hostile student functions, each with its expected class.

Library calls must raise a named TeachkitError (``expect``); checkers must *return* a verdict (``returns``):
"not yet — …" that says why (``arg``), never a traceback, a hang, a dead kernel or a "correct" on nothing.
Hostile student functions run under the checkers' own guard (teachkit.guard) with a short limit
(:func:`quick`), so a probe that loops in C costs seconds, not the 20 s a notebook gives.
"""

from __future__ import annotations

import itertools
import math
import os
import signal
import sys

import numpy as np

from contract.harness import Probe
from teachkit import guard
from teachkit.errors import ArgumentTypeError
from teachkit.hanoi import IllegalMove, InvalidPeg, StepOutOfRange, Towers, moves_array, snapshots
from teachkit.hanoi.checks import (
    check_by_hand,
    check_end_peg,
    check_hanoi_function,
    check_move_at,
    check_move_at_function,
    check_moves,
    check_state_at,
)
from teachkit.knight import NoTourExists, knights_tour
from teachkit.knight.exercises import check_dead_start, check_next_square, check_onward_degree, check_tour
from teachkit.knight.extend import extend_rotate
from teachkit.nbtools import NotebookFormatError, read_percent
from teachkit.player import Player, PlayerError, Scene, shown_indices
from teachkit.sliding import goal, manhattan
from teachkit.sliding.exercises import (
    ExerciseError,
    check_admissible,
    check_astar,
    check_bfs,
    check_branching_factor,
    check_branching_function,
    check_heuristic_function,
    check_heuristic_value,
    check_inversions,
    check_solution,
    check_solvable,
)

QUICK_SECONDS = 2.0


def quick(checker, seconds: float = QUICK_SECONDS):
    """The checker under the same guard, with a short time limit (for probes whose function never returns)."""

    def run(*args, **kwargs):
        return guard.run_guarded(checker.__wrapped__, args, kwargs, seconds)

    run.__qualname__ = checker.__name__
    run.__module__ = checker.__module__
    return run


# ---- hostile student functions (any number of arguments) --------------------------------------------------
def loops_forever(*args):
    while True:
        pass


def swallows_the_limit(*args):
    while True:
        try:
            while True:
                pass
        except BaseException:  # noqa: BLE001 - the point: even BaseException is caught
            pass


def loops_in_c(*args):
    return sum(itertools.count())


def cancels_the_alarm(*args):
    signal.setitimer(signal.ITIMER_REAL, 0)
    while True:
        pass


def ignores_the_alarm(*args):
    signal.signal(signal.SIGALRM, signal.SIG_IGN)
    while True:
        pass


def exits_the_process(*args):
    os._exit(0)


def calls_sys_exit(*args):
    sys.exit()


def eats_memory(*args):
    return [0] * (1 << 40)


class Unprintable(Exception):
    def __str__(self):
        raise RuntimeError("no str")


def raises_unprintable(*args):
    raise Unprintable


def raises_huge_message(*args):
    raise ValueError("x" * 10_000_000)


def recurses(*args):
    return recurses(*args)


class BadRepr:
    def __repr__(self):
        raise RuntimeError("no repr")

    __str__ = __repr__


def returns_bad_repr(*args):
    return BadRepr()


def returns_none(*args):
    return None


def returns_nan(*args):
    return math.nan


def returns_generator(*args):
    return (i for i in range(3))


def returns_huge_int(*args):
    return 10**400


def returns_text(*args):
    return "3"


def prints_a_lot(*args):
    print("spam " * 1_000_000)


HANGS = {  # function -> what the verdict must say
    loops_forever: "did not finish",
    swallows_the_limit: "did not finish",
    loops_in_c: "did not finish",
    cancels_the_alarm: "did not finish",
    ignores_the_alarm: "did not finish",
}
ESCAPES = {
    exits_the_process: "ended the process",
    calls_sys_exit: "sys.exit",
    eats_memory: "memory",
    raises_unprintable: "str() of it fails",
    raises_huge_message: "characters in all",
    recurses: "Recursion",
}
ODD_RETURNS = [returns_bad_repr, returns_none, returns_nan, returns_generator, returns_huge_int, returns_text]

D8 = {goal(3): 0, (1, 2, 3, 4, 5, 6, 7, 0, 8): 1, (1, 2, 3, 4, 0, 6, 7, 5, 8): 2}  # three 8-puzzle distances
B8 = (1, 2, 3, 4, 5, 6, 0, 7, 8)


def _function_checkers():
    """(name, checker, arguments after the student's function) of every checker that runs a student function."""
    return [
        ("hanoi", check_hanoi_function, ()),
        ("move_at", check_move_at_function, ()),
        ("heuristic", check_heuristic_function, ("manhattan",)),
        ("admissible", check_admissible, (True, D8)),
        ("branching", check_branching_function, ()),
        ("astar", check_astar, ()),
        ("bfs", check_bfs, ()),
        ("onward", check_onward_degree, ()),
        ("next", check_next_square, ()),
    ]


def _hostile_probes(hang_checkers: tuple[str, ...]) -> list[Probe]:
    probes = []
    for name, checker, rest in _function_checkers():
        for function, words in ESCAPES.items():
            probes.append(
                Probe(
                    quick(checker), (function, *rest), arg=words, returns="not yet", why=f"{name}-{function.__name__}"
                )
            )
        for function in ODD_RETURNS:
            probes.append(
                Probe(quick(checker), (function, *rest), returns="not yet", why=f"{name}-{function.__name__}")
            )
        if name in hang_checkers:
            for function, words in HANGS.items():
                probes.append(
                    Probe(
                        quick(checker),
                        (function, *rest),
                        arg=words,
                        returns="not yet",
                        why=f"{name}-{function.__name__}",
                    )
                )
    probes.append(Probe(quick(check_hanoi_function), (prints_a_lot,), arg="not yet", returns="not yet", why="prints"))
    return probes


class _ZeroScene(Scene):
    figsize = (0, 0)


def _figsize_zero():
    Player([1, 2], _ZeroScene())


def _player():
    return Player([1, 2, 3], lambda ax, frame: ax.plot([0, 1], [0, frame]))


LIBRARY = [
    Probe(lambda: moves_array(3).move(0), arg="step", expect=StepOutOfRange, why="moves-array-step-0"),
    Probe(lambda: moves_array(3).move(8), arg="step", expect=StepOutOfRange, why="moves-array-step-8"),
    Probe(lambda: moves_array(3).move(2.0), arg="step", expect=StepOutOfRange, why="moves-array-step-float"),
    Probe(lambda: list(snapshots(3, [(True, 0, 2)])), arg="disk", expect=IllegalMove, why="bool-disk"),
    Probe(lambda: list(snapshots(3, [(1, True, 2)])), arg="peg", expect=IllegalMove, why="bool-peg"),
    Probe(lambda: Towers(3).top(3), arg="peg", expect=InvalidPeg, why="top-peg-3"),
    Probe(lambda: Towers(3).apply(("1", 0, 2)), arg="'1'", expect=IllegalMove, why="apply-str-disk"),
    Probe(lambda: _player().png(-1), arg="index", expect=PlayerError, why="png-minus-1"),
    Probe(lambda: _player().png(10**6), arg="index", expect=PlayerError, why="png-huge"),
    Probe(lambda: _player().go("x"), arg="index", expect=ArgumentTypeError, why="go-str"),
    Probe(lambda: _player().go(None), arg="index", expect=ArgumentTypeError, why="go-none"),
    Probe(lambda: _player().go(math.nan), arg="index", expect=ArgumentTypeError, why="go-nan"),
    Probe(lambda: _player().go(math.inf), arg="index", expect=ArgumentTypeError, why="go-inf"),
    Probe(shown_indices, (-5, 40), arg="n_frames", expect=PlayerError, why="offline-indices-negative"),
    Probe(_figsize_zero, arg="figsize", expect=PlayerError, why="figsize-zero"),
    Probe(extend_rotate, (2, 2), arg="(0, 0)", expect=NoTourExists, why="extend-rotate-2x2"),
    Probe(knights_tour, (2, 2), expect=NoTourExists, why="knights-tour-2x2"),
    Probe(
        read_percent,
        ('# %% {"slideshow": 5}\nx = 1\n',),
        arg="slideshow",
        expect=NotebookFormatError,
        why="slideshow-5",
    ),
    Probe(read_percent, ('# %% slideshow={"slide_type": "movie"}\nx = 1\n',), arg="slide_type", why="slide-type-movie"),
]

VERDICTS = [
    # silent "correct" on nothing, or on a wrong answer
    Probe(check_admissible, (manhattan, True, {}), arg="distances", expect=ExerciseError, why="empty"),
    Probe(check_admissible, (returns_nan, True, D8), arg="NaN", returns="not yet", why="nan-heuristic"),
    Probe(check_admissible, (returns_none, True, D8), arg="None", returns="not yet", why="none-heuristic"),
    Probe(check_admissible, (returns_text, True, D8), returns="not yet", why="str-heuristic"),
    Probe(check_admissible, (returns_generator, True, D8), returns="not yet", why="generator-heuristic"),
    Probe(check_heuristic_function, (manhattan, "manhattan"), {"count": 0}, arg="count", expect=ExerciseError),
    Probe(check_heuristic_function, (returns_nan, "manhattan"), {"k": 2.5}, arg="k", expect=ExerciseError),
    Probe(check_heuristic_function, (returns_nan, "manhattan"), {"k": []}, arg="k", expect=ExerciseError, why="k-[]"),
    Probe(check_heuristic_function, (returns_nan, "manhattan"), returns="not yet", why="nan"),
    Probe(check_branching_factor, (52, 5, 1.9), {"tolerance": -1}, arg="tolerance", expect=ExerciseError),
    Probe(check_branching_factor, (52, 5, 10**400), arg="number", returns="not yet", why="huge-answer"),
    Probe(check_branching_factor, (52, 5, math.nan), arg="number", returns="not yet", why="nan-answer"),
    Probe(check_branching_function, (returns_huge_int,), returns="not yet", why="huge-int"),
    Probe(check_solution, (B8, "LL"), {"optimal": -1}, arg="optimal", expect=ExerciseError, why="optimal-minus-1"),
    Probe(check_solution, (B8, itertools.cycle("UD")), arg="moves", returns="not yet", why="endless-moves"),
    Probe(check_solution, (B8, [1, 2]), returns="not yet", why="int-moves"),
    Probe(check_solution, (B8, [BadRepr()]), returns="not yet", why="bad-repr-move"),
    # equivalent numpy values accepted
    Probe(check_inversions, (B8, np.int64(0)), returns="correct", why="numpy-int"),
    Probe(check_heuristic_value, (B8, "manhattan", np.int32(2)), returns="correct", why="numpy-int"),
    Probe(check_solvable, (B8, np.bool_(True)), returns="correct", why="numpy-bool"),
    Probe(check_solution, (B8, np.array(["R", "R"])), returns="correct", why="numpy-moves"),
    Probe(check_move_at, (1, 3, np.array([1, 0, 2])), returns="correct", why="numpy-move"),
    Probe(check_end_peg, (3, -1, np.int64(2)), returns="correct", why="numpy-peg"),
    Probe(check_state_at, (1, 3, np.array([2, 0, 0])), returns="correct", why="numpy-state"),
    Probe(check_moves, (1, np.array([[0, 2]])), returns="correct", why="numpy-moves"),
    Probe(check_tour, (5, np.array(knights_tour(5).squares)), returns="correct", why="numpy-tour"),
    Probe(check_dead_start, (5, np.array([0, 1])), returns="correct", why="numpy-square"),
    # odd answers judged, never a crash
    Probe(check_inversions, (B8, BadRepr()), returns="not yet", why="bad-repr"),
    Probe(check_inversions, (B8, 10**400), returns="not yet", why="huge-int"),
    Probe(check_inversions, (B8, math.nan), returns="not yet", why="nan"),
    Probe(check_move_at, (1, 3, BadRepr()), returns="not yet", why="bad-repr"),
    Probe(check_tour, (5, [BadRepr()]), returns="not yet", why="bad-repr"),
    Probe(check_tour, (5, (s for s in [(0, 0)])), returns="not yet", why="generator"),
    Probe(check_dead_start, (5, BadRepr()), returns="not yet", why="bad-repr"),
    Probe(check_moves, (3, itertools.cycle([(0, 1), (1, 0)])), arg="moves", returns="not yet", why="endless"),
    Probe(check_by_hand, (3, itertools.cycle([(0, 1), (1, 0)])), arg="moves", returns="not yet", why="endless"),
    Probe(check_by_hand, (3, snapshots(3)), returns="not yet", why="library-moves"),
]

PROBES = LIBRARY + VERDICTS + _hostile_probes(hang_checkers=("hanoi", "heuristic", "onward"))
