"""Which form of a fast IDA* runs, plain Python or compiled (numba): chosen one iteration at a time.

IDA* is a sequence of depth-first iterations with rising bounds, and each iteration depends on nothing but
its bound. So any iteration can be run by either form, and the counts simply add up: the moves and the node
counts are the same whichever form ran which iteration (tests check it). That is what lets ``idastar_pdb``,
``idastar_manhattan`` and ``solve`` choose the form cheaply, and change their mind between iterations, without
throwing work away.

The choice, for each iteration, is made from an estimate of its size (generated nodes):

- *certain*: an iteration with bound b creates no board more than b moves from the start, so it generates at
  most the number of blank walks of length <= b that never undo the previous move (``walks``: exact, from
  the width and the blank's cell). A start with a small h (the first bound) is thus certainly quick;
- *predicted*: each iteration is larger than the one before by a fairly steady factor (on Korf's 100 with the
  6-6-3 tables: median 7.3, 90 % between 4.7 and 23, ``benchmarks/bench_growth.py``; ``GROWTH`` is used until
  two iterations are known).

Costs, measured (``benchmarks/bench_fast.py --no-md --no-pdb --solve``; CPU seconds on this 2-core machine):
the plain forms generate about 2 M nodes a second, the compiled ones about 40-50 M (Korf's 100: 57.6 M nodes
in 1.15-1.5 s; the 80-move positions: about 37 M a second, under load) with some 0.2 ms of fixed cost per
search and 5 us per iteration, and starting numba costs about 0.4 s once per process (0.2 s to import it,
0.2 s to load the cached kernels; about 2 s the very first time, when they are compiled and cached). Hence:

- before numba has started, an iteration runs compiled only if it is expected to generate more than
  ``COLD_NODES`` nodes (about what the start-up costs in plain nodes); otherwise it runs plain, stopped at
  ``COLD_NODES`` nodes if it proves larger than expected and then run again compiled (the only work ever
  thrown away: fewer than ``COLD_NODES`` nodes, about 0.5 s, once per process at most);
- once the kernels are loaded, every iteration that is not certainly smaller than ``WARM_NODES`` runs
  compiled;
- when the kernels are compiled ahead of time (``aot``), they count as loaded from the start: no start-up;
- without numba, or with ``TEACHKIT_FAST=0``, everything runs plain and nothing is ever thrown away.

A board whose every iteration is certainly small (a solution of up to 16 moves on the 15-puzzle) thus never
starts numba. The last iteration cannot be predicted well (it ends when the goal is found, often after a
small part of it), so a board whose search is just past the switch may pay the start-up for little: measured
worst case on Korf's boards, +0.4 s against the plain form (``--solve`` prints them).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from teachkit import jit
from teachkit.sliding.board import move_table
from teachkit.sliding.limits import SearchLimitExceeded

NOT_FOUND, FOUND, LIMIT = 0, 1, 2  # how one iteration ended
COLD_NODES = 1_000_000  # numba's start-up (about 0.4-0.5 s) in plain nodes (about 2 M a second)
WARM_NODES = 5_000  # below this an iteration is as quick plain (a few ms) as compiled
PLAIN_NODES_PER_SECOND = 2e6  # measured: see the module docstring
COMPILED_NODES_PER_SECOND = 40e6
GROWTH = 8  # nodes of an iteration / nodes of the one before, until two are known (Korf's 100: median 7.3)

# step(bound, counts, limit) -> (status, next bound, the blank's cells after the start if FOUND): one iteration
# within `bound`; counts = [expanded, generated] is updated in place; LIMIT once generated passes `limit`
Step = Callable[[int, list, int], tuple[int, int, list]]


def iterate(step: Step, bound: int, limit: int, on_iteration: Callable[[int, int, int], object] | None = None):
    """Raise the bound until an iteration finds the goal: (the blank's path, [expanded, generated]).

    Raises SearchLimitExceeded once more than `limit` nodes are generated; ``on_iteration(bound, expanded,
    generated)`` is called after each unsuccessful iteration.
    """
    counts = [0, 1]
    if bound == 0:  # the start is the goal: nothing is expanded
        return [], counts
    while True:
        status, next_bound, path = step(bound, counts, limit)
        if status == LIMIT:
            raise SearchLimitExceeded(f"IDA* generated more than max_nodes={limit:,} nodes (bound {bound})")
        if status == FOUND:
            return path, counts
        if on_iteration is not None:
            on_iteration(bound, counts[0], counts[1])
        bound = next_bound


@lru_cache(maxsize=1024)
def walks(k: int, blank: int, bound: int) -> int:
    """1 + the number of blank walks of length 1..bound from `blank` on a k x k board that never undo the move
    before: an upper bound on the nodes one IDA* iteration with this bound generates."""
    table = [[c for _, c in moves] for moves in move_table(k)]
    ways = {(blank, -1): 1}  # (where the blank is, where it came from): walks ending so
    total = 1
    for _ in range(bound):
        after: dict = {}
        for (a, came), count in ways.items():
            for c in table[a]:
                if c != came:
                    after[c, a] = after.get((c, a), 0) + count
        ways = after
        total += sum(after.values())
        if total > 1 << 40:  # far beyond any limit: stop counting
            break
    return total


class Chooser:
    """A step that runs each iteration in the form expected to be quicker (see the module docstring).

    plain: the plain form's step; compiled: makes the compiled form's step (starting numba), or returns None
    if it cannot; ready: whether the compiled kernels are already loaded in this process; certain(bound): the
    certain upper bound on an iteration's nodes. ``forms`` records which form ran each iteration ('plain',
    'compiled', or 'plain, stopped' for an iteration abandoned and run again compiled).
    """

    def __init__(
        self,
        plain: Step,
        compiled: Callable[[], Step | None],
        ready: Callable[[], bool],
        certain: Callable[[int], int],
    ):
        self.plain, self.make_compiled, self.ready, self.certain = plain, compiled, ready, certain
        self.compiled: Step | None = None
        self.possible = jit.available()  # numba installed, TEACHKIT_FAST not 0 (numba not imported)
        self.sizes: list[int] = []  # generated nodes of each iteration so far
        self.forms: list[str] = []

    def predicted(self, bound: int) -> int | None:
        """Expected nodes of the iteration with this bound (None: no iteration known yet and no certain bound
        below COLD_NODES)."""
        certain = self.certain(bound)
        if not self.sizes:
            return certain if certain <= COLD_NODES else None
        growth = GROWTH if len(self.sizes) < 2 else min(max(self.sizes[-1] / max(self.sizes[-2], 1), 2.0), 50.0)
        return min(certain, int(self.sizes[-1] * growth))

    def go_compiled(self) -> Step | None:
        """Start the compiled form (numba) now and return its step; None if it cannot be used after all."""
        if self.compiled is None and self.possible:
            try:
                self.compiled = self.make_compiled()
            except ImportError:
                self.compiled = None
            self.possible = self.compiled is not None
        return self.compiled

    def __call__(self, bound: int, counts: list, limit: int) -> tuple[int, int, list]:
        before = list(counts)
        cap = limit
        if self.possible:
            warm = self.compiled is not None or self.ready()
            threshold = WARM_NODES if warm else COLD_NODES
            predicted = self.predicted(bound)
            if warm and self.certain(bound) > WARM_NODES or predicted is not None and predicted > threshold:
                compiled = self.go_compiled()
                if compiled is not None:
                    return self._record("compiled", compiled(bound, counts, limit), before, counts)
            cap = min(limit, counts[1] + threshold) if self.possible else limit
        result = self.plain(bound, counts, cap)
        compiled = self.go_compiled() if result[0] == LIMIT and cap < limit else None
        if compiled is not None:  # larger than expected: run it compiled
            counts[:] = before
            self.forms.append("plain, stopped")
            return self._record("compiled", compiled(bound, counts, limit), before, counts)
        return self._record("plain", result, before, counts)

    def _record(self, form: str, result: tuple[int, int, list], before: list, counts: list) -> tuple[int, int, list]:
        """Note the form and size of an iteration just run; return its result."""
        self.forms.append(form)
        self.sizes.append(counts[1] - before[1])
        return result
