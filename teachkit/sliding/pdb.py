"""Additive pattern databases: exact costs of sub-problems, stored in a table, added up.

Split the tiles into disjoint groups (the *pattern*s; 6-6-3 for the 15-puzzle). For one group, forget the
other tiles' numbers: a state is where the group's tiles are plus where the blank is. Moving a tile of the
group costs 1; moving any other tile costs 0. The cheapest cost from each state back to the goal is found by
a breadth-first search from the goal with 0-cost moves taken first (a "0-1 BFS"), and the table stores, for
every placement of the group's tiles, the minimum over blank positions. Every real move moves one tile,
which belongs to exactly one group, so the group costs can be *added* and the sum still never overestimates
(Korf & Felner, "Disjoint pattern database heuristics", 2002; Felner, Korf & Hanan, "Additive pattern
database heuristics", 2004).

Admissible, but not always *consistent*: the minimum over blank positions may come from a blank cell the
real blank cannot reach without moving a group tile, so one move can lower a table's value by 3 or more
(tests count such moves on the 8-puzzle). IDA* needs only admissibility; A* stays optimal because it queues a
board again whenever it finds a cheaper path to it.

Reflection: mirroring a board about the main diagonal (and renaming tiles so the goal mirrors onto itself)
keeps its distance to the goal, so the same tables looked up on the mirrored board give a second admissible
estimate; we take the larger.

Tables use a sparse index: a group of m tiles on n = k*k cells at cells p_0 .. p_(m-1) is stored at
p_0 + p_1*n + ... + p_(m-1)*n^(m-1) (16^6 bytes = 16 MiB for a 6-tile group). Sliding one tile from cell a to b
changes that index by (b - a)*n^j: the fast IDA* below updates indices by such deltas instead of recomputing.

The breadth-first search works on all placements of one level at once (numpy). For each placement it keeps
the set of blank cells reached (a bit mask); 0-cost moves are a flood fill of that mask through the cells the
group does not occupy, and a 1-cost move slides a group tile into an adjacent reached blank cell.
"""

from __future__ import annotations

import itertools
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np

from teachkit.sliding.board import (
    Board, InvalidBoard, check_solvable, goal as solved_board, move_table, parse_board, reflection_labels,
    transpose_position, width,
)

FORMAT_VERSION = 1
UNSEEN = 255


class BuildProgress(NamedTuple):
    """How far a pattern-database build has got (passed to the progress callback after each level)."""

    pattern: tuple[int, ...]
    level: int          # distance just finished
    placements: int     # placements with a known cost so far
    total: int          # placements in all
    seconds: float
    finished: bool      # True on the last report of a build


# ------------------------------------------------------------------------------------------- the tables

class PatternDatabase(NamedTuple):
    """The cost table of one group of tiles for one goal."""

    goal: Board
    pattern: tuple[int, ...]   # the group's tiles; tile pattern[j] is digit j of the index
    table: np.ndarray          # uint8, length n**m, indexed by sparse_index

    def index(self, board: Sequence[int]) -> int:
        """The table index of the group's placement on `board`."""
        where = {t: p for p, t in enumerate(board)}
        return sparse_index([where[t] for t in self.pattern], len(board))

    def cost(self, board: Sequence[int]) -> int:
        """Fewest moves of this group's tiles needed to bring them home (other tiles move for free)."""
        return int(self.table[self.index(board)])


def sparse_index(cells: Sequence[int], n: int) -> int:
    """cells[0] + cells[1]*n + cells[2]*n^2 + ...: the index of a placement."""
    return sum(cell * n**j for j, cell in enumerate(cells))


class AdditivePDB:
    """h(board) = sum of the group costs, and (with reflection) the max of that and the mirrored board's sum.

    A callable like the other heuristics: ``h(board, goal=None)`` (the goal must be the one it was built for).
    """

    def __init__(self, databases: Sequence[PatternDatabase], reflect: bool = True):
        self.databases = tuple(databases)
        self.goal = self.databases[0].goal
        self.k = width(self.goal)
        tiles = sorted(t for db in self.databases for t in db.pattern)
        if tiles != list(range(1, self.k * self.k)):
            raise ValueError(f"the groups must split the tiles 1..{self.k * self.k - 1} exactly, got "
                             f"{[db.pattern for db in self.databases]}")
        self.reflect = reflect
        self.relabel = reflection_labels(self.goal) if reflect else None

    def __repr__(self) -> str:
        sizes = "-".join(str(len(db.pattern)) for db in self.databases)
        return f"AdditivePDB({sizes}, goal={self.goal}, reflect={self.reflect})"

    def joined(self) -> bytes:
        """All tables end to end as one bytes object (made once), for the fast IDA*."""
        if getattr(self, "_joined", None) is None:
            self._joined = b"".join(db.table.tobytes() for db in self.databases)
        return self._joined

    def plain(self, board: Sequence[int]) -> int:
        """The sum of the group costs on the board itself (no reflection)."""
        n = len(board)
        where = [0] * n
        for p, t in enumerate(board):
            where[t] = p
        return sum(int(db.table[sparse_index([where[t] for t in db.pattern], n)]) for db in self.databases)

    def mirrored(self, board: Sequence[int]) -> int:
        """The sum of the group costs on the board mirrored about the main diagonal."""
        k, relabel = self.k, self.relabel
        cells = [0] * (k * k)
        for p, t in enumerate(board):
            cells[transpose_position(p, k)] = relabel[t]
        return self.plain(cells)

    def __call__(self, board: Sequence[int], goal: Sequence[int] | None = None) -> int:
        if goal is not None and tuple(goal) != self.goal:
            raise ValueError(f"this pattern database was built for goal {self.goal}, not {tuple(goal)}")
        value = self.plain(board)
        return max(value, self.mirrored(board)) if self.reflect else value


# ------------------------------------------------------------------------------------------ building

def _cell_masks(k: int) -> tuple[int, int, int]:
    """All cells, cells not in the first column, cells not in the last column (as bit masks)."""
    full = (1 << (k * k)) - 1
    first = sum(1 << (r * k) for r in range(k))
    last = sum(1 << (r * k + k - 1) for r in range(k))
    return full, full & ~first, full & ~last


def _flood(mask: np.ndarray, free: np.ndarray, k: int) -> np.ndarray:
    """Grow each blank-cell mask through the free cells until it stops: all cells the blank reaches for free."""
    full, not_first, not_last = _cell_masks(k)
    mask = mask & free
    while True:
        grown = mask | (mask << k) | (mask >> k) | ((mask << 1) & not_first) | ((mask >> 1) & not_last)
        grown &= free & full
        if np.array_equal(grown, mask):
            return mask
        mask = grown


def _digits(index: np.ndarray, m: int, n: int) -> list[np.ndarray]:
    """The cell of each group tile, from placement indices."""
    return [(index // n**j) % n for j in range(m)]


def _occupied(cells: list[np.ndarray], dtype) -> np.ndarray:
    """Bit mask of the cells the group's tiles sit on."""
    occupied = np.zeros(len(cells[0]), dtype=dtype)
    one = dtype(1)
    for c in cells:
        occupied |= one << c.astype(dtype)
    return occupied


def print_progress(p: BuildProgress) -> None:
    """The default progress display: one line on stderr, rewritten after each level."""
    end = "\n" if p.finished else ""
    print(f"\rpattern {p.pattern}: cost {p.level:2d} done, {p.placements / p.total:6.1%} of "
          f"{p.total:,} placements, {p.seconds:5.1f} s", end=end, file=sys.stderr, flush=True)


def build_pattern_database(target: Sequence[int], pattern: Sequence[int],
                           progress: Callable[[BuildProgress], object] | None = None) -> PatternDatabase:
    """Costs of every placement of `pattern`'s tiles, by a level-by-level 0-1 BFS from the goal (numpy)."""
    clock = time.perf_counter()
    target = parse_board(target)
    pattern = tuple(int(t) for t in pattern)
    k, n, m = width(target), len(target), len(pattern)
    if not pattern or len(set(pattern)) != m or not set(pattern) <= set(range(1, n)):
        raise ValueError(f"a pattern is a set of distinct tiles from 1..{n - 1}, got {pattern}")
    if n > 32:
        raise ValueError(f"pattern databases are built for boards of up to 32 cells, got {n}")
    dtype = np.uint32
    size = n**m
    total = math.perm(n, m)
    cost = np.full(size, UNSEEN, dtype=np.uint8)
    visited = np.zeros(size, dtype=dtype)    # blank cells already reached, per placement
    pending = np.zeros(size, dtype=dtype)    # blank cells reached by the level being built
    owner = np.zeros(size, dtype=np.int64)   # scratch space for removing duplicate indices

    home = [target.index(t) for t in pattern]
    start = np.array([sparse_index(home, n)], dtype=np.int64)
    free = ~_occupied([np.array([c]) for c in home], dtype) & dtype((1 << n) - 1)
    mask = _flood(np.array([1 << target.index(0)], dtype=dtype), free, k)
    cost[start], visited[start] = 0, mask
    frontier, masks, level, done = start, mask, 0, 1
    steps = [(-k, lambda c: c >= k), (-1, lambda c: c % k > 0), (1, lambda c: c % k < k - 1),
             (k, lambda c: c < n - k)]
    while len(frontier):
        cells = _digits(frontier, m, n)
        touched = []
        for j, cell in enumerate(cells):
            for delta, legal in steps:
                # the blank sits next to tile j (at cell + delta) and the tile slides into it
                ok = legal(cell)
                blank = np.where(ok, cell + delta, 0).astype(dtype)
                ok &= ((masks >> blank) & dtype(1)).astype(bool)
                child = frontier[ok] + delta * n**j
                pending[child] |= dtype(1) << cell[ok].astype(dtype)
                touched.append(child)
        touched = np.concatenate(touched)
        owner[touched] = np.arange(len(touched))
        touched = touched[owner[touched] == np.arange(len(touched))]
        fresh = pending[touched] & ~visited[touched]
        pending[touched] = 0
        keep = fresh != 0
        frontier, fresh = touched[keep], fresh[keep]
        free = ~_occupied(_digits(frontier, m, n), dtype) & dtype((1 << n) - 1)
        masks = _flood(fresh, free, k)
        visited[frontier] |= masks
        level += 1
        first = cost[frontier] == UNSEEN
        cost[frontier[first]] = level
        done += int(first.sum())
        if progress is not None and len(frontier):
            progress(BuildProgress(pattern, level, done, total, time.perf_counter() - clock, False))
    if progress is not None:
        progress(BuildProgress(pattern, level - 1, done, total, time.perf_counter() - clock, True))
    assert done == total, (done, total)
    return PatternDatabase(target, pattern, cost)


def build_pattern_database_plain(target: Sequence[int], pattern: Sequence[int]) -> PatternDatabase:
    """The same table by a textbook 0-1 BFS, one state (placement, blank cell) at a time, with a deque:
    0-cost successors go to the front, 1-cost successors to the back. Slow; for checking small tables."""
    from collections import deque

    target = parse_board(target)
    pattern = tuple(int(t) for t in pattern)
    k, n, m = width(target), len(target), len(pattern)
    table = move_table(k)
    start = (tuple(target.index(t) for t in pattern), target.index(0))
    best = {start: 0}
    queue = deque([(0, start)])
    while queue:
        d, state = queue.popleft()
        if d > best[state]:
            continue
        cells, blank = state
        for _, cell in table[blank]:
            if cell in cells:  # a group tile slides into the blank: cost 1
                j = cells.index(cell)
                child = (cells[:j] + (blank,) + cells[j + 1:], cell)
                cost = d + 1
            else:              # some other tile slides: free
                child, cost = (cells, cell), d
            if cost < best.get(child, UNSEEN):
                best[child] = cost
                if cost == d:
                    queue.appendleft((cost, child))
                else:
                    queue.append((cost, child))
    costs = np.full(n**m, UNSEEN, dtype=np.uint8)
    for (cells, _), d in best.items():
        i = sparse_index(cells, n)
        costs[i] = min(costs[i], d)
    return PatternDatabase(target, pattern, costs)


# ---------------------------------------------------------------------------------------------- caching

def cache_dir() -> Path:
    """Where tables are kept: $TEACHKIT_CACHE_DIR, else $XDG_CACHE_HOME/teachkit, else ~/.cache/teachkit."""
    if os.environ.get("TEACHKIT_CACHE_DIR"):
        return Path(os.environ["TEACHKIT_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "teachkit"


def _cache_file(target: Board, pattern: tuple[int, ...], directory: Path) -> Path:
    """One file per goal and pattern (the format version is in the name)."""
    name = (f"pdb-v{FORMAT_VERSION}-goal-{'.'.join(map(str, target))}"
            f"-tiles-{'.'.join(map(str, pattern))}.npy")
    return directory / name


def pattern_database(target: Sequence[int], pattern: Sequence[int], directory: Path | str | None = None,
                     progress: Callable[[BuildProgress], object] | bool | None = True) -> PatternDatabase:
    """The table for `pattern`, loaded from the cache directory or built (and saved) if it is not there.

    progress: True prints a line on stderr while building, False/None is silent, a callable receives
    BuildProgress tuples.
    """
    target = parse_board(target)
    pattern = tuple(int(t) for t in pattern)
    directory = cache_dir() if directory is None else Path(directory)
    path = _cache_file(target, pattern, directory)
    if path.exists():
        try:
            table = np.load(path)
        except (OSError, ValueError, EOFError):
            table = None  # a damaged file: build it again
        if table is not None and table.dtype == np.uint8 and table.shape == (len(target) ** len(pattern),):
            return PatternDatabase(target, pattern, table)
    report = print_progress if progress is True else (progress or None)
    db = build_pattern_database(target, pattern, report)
    directory.mkdir(parents=True, exist_ok=True)
    scratch = path.with_name(f"{path.stem}.{os.getpid()}.tmp.npy")
    np.save(scratch, db.table)
    os.replace(scratch, path)
    return db


def rotated(db: PatternDatabase) -> PatternDatabase:
    """The same table for the goal turned 180 degrees with tiles renamed t -> n - t (blank-last <-> first).

    Cell p becomes n-1-p, so index sum(p_j n^j) becomes sum((n-1-p_j) n^j) = n^m - 1 - index: the table
    is simply read backwards.
    """
    n = len(db.goal)
    target = tuple(n - db.goal[n - 1 - p] if db.goal[n - 1 - p] else 0 for p in range(n))
    return PatternDatabase(target, tuple(n - t for t in db.pattern), db.table[::-1].copy())


# The 6-6-3 split for the blank-last 15-puzzle goal, by goal squares (left block, right block, top row).
PARTITION_663_LAST = ((1, 5, 6, 9, 10, 13), (7, 8, 11, 12, 14, 15), (2, 3, 4))


def pdb_663(goal: Sequence[int] | None = None, directory: Path | str | None = None,
            progress: Callable[[BuildProgress], object] | bool | None = True,
            reflect: bool = True) -> AdditivePDB:
    """The additive 6-6-3 pattern database of the 15-puzzle, with reflection, for the blank-last goal or
    Korf's blank-first goal (the second is the first turned round, so one set of tables serves both)."""
    last, first = solved_board(4, "last"), solved_board(4, "first")
    target = last if goal is None else parse_board(goal)
    if target not in (last, first):
        raise InvalidBoard(f"pdb_663 is made for the goals {last} and {first}, got {target}")
    directory = cache_dir() if directory is None else Path(directory)
    key = (target, str(directory), reflect)
    if key not in _LOADED:
        tables = [pattern_database(last, p, directory, progress) for p in PARTITION_663_LAST]
        if target == first:
            tables = [rotated(db) for db in tables]
        _LOADED[key] = AdditivePDB(tables, reflect)
    return _LOADED[key]


_LOADED: dict = {}  # pdb_663 results already in memory, so that hint() and solve() do not reload 33 MB


# ------------------------------------------------------------------------------------------- fast IDA*

def idastar_pdb(board, heuristic: AdditivePDB, max_nodes: int = 300_000_000,
                on_iteration: Callable[[int, int, int], object] | None = None):
    """IDA* with an additive pattern database: the same search as ``search.idastar(board, heuristic,
    heuristic.goal)`` (same move order, same counts, same solution), written for speed.

    The board is one mutable list; each group's table index (and its mirrored index) is kept up to date by
    adding (a - c) * n^j when the tile at cell c slides into the blank at a, and h is updated from the one
    group that changed. The tables are joined into one ``bytes`` object, whose items are plain small ints.
    The mirrored estimate is only looked up when the plain one does not already cut the child off.
    ``on_iteration(bound, expanded, generated)``, if given, is called after each unsuccessful iteration.
    """
    from teachkit.sliding.search import SearchLimitExceeded, _blank_path_result, _check_limit, _not_reached

    clock = time.perf_counter()
    start = parse_board(board)
    target = heuristic.goal
    if len(start) != len(target):
        raise InvalidBoard(f"board has {len(start)} cells, the pattern database is for {len(target)}: {start}")
    check_solvable(start, target)
    limit = _check_limit(max_nodes)
    k, n = heuristic.k, len(target)
    dbs = heuristic.databases
    tables = heuristic.joined()
    offsets = list(itertools.accumulate([0] + [len(db.table) for db in dbs[:-1]]))  # where each table starts
    groups = len(dbs)
    # slot[t]: which index tile t changes; weight[t]: n^j for its digit j (mirrored: slot groups + ...)
    slot, weight = [0] * n, [0] * n
    mslot, mweight = [0] * n, [0] * n
    relabel = heuristic.relabel if heuristic.reflect else tuple(range(n))
    for g, db in enumerate(dbs):
        for j, t in enumerate(db.pattern):
            slot[t], weight[t] = g, n**j
            # on the mirrored board tile relabel[t] plays the part of t (relabel is its own inverse)
            mslot[relabel[t]], mweight[relabel[t]] = groups + g, n**j
    # without reflection the "mirrored" indices simply repeat the plain ones
    mirror = [transpose_position(p, k) if heuristic.reflect else p for p in range(n)]
    cells = list(start)
    where = {t: p for p, t in enumerate(cells)}
    index = [offsets[g] + sparse_index([where[t] for t in db.pattern], n) for g, db in enumerate(dbs)]
    if heuristic.reflect:
        mirrored = [0] * n
        for p, t in enumerate(cells):
            mirrored[mirror[p]] = relabel[t]
        mwhere = {t: p for p, t in enumerate(mirrored)}
        index += [offsets[g] + sparse_index([mwhere[t] for t in db.pattern], n) for g, db in enumerate(dbs)]
    else:
        index += index
    h_plain = sum(tables[i] for i in index[:groups])
    h_mirror = sum(tables[i] for i in index[groups:])
    # moves[a]: (c, a - c, mirror[a] - mirror[c]) for each cell c the blank at a can go to, order U, L, R, D
    moves = [tuple((c, a - c, mirror[a] - mirror[c]) for _, c in move_table(k)[a]) for a in range(n)]
    counts = [0, 1]  # expanded, generated
    path: list[int] = []
    bound = max(h_plain, h_mirror)
    next_bound = 0

    def search(a: int, came_from: int, g: int, h1: int, h2: int) -> bool:
        """Expand the board whose blank is at a (f within the bound); True once the goal is found."""
        nonlocal next_bound
        counts[0] += 1
        options = moves[a]
        counts[1] += len(options) - (came_from >= 0)
        if counts[1] > limit:
            raise SearchLimitExceeded(f"IDA* generated more than max_nodes={limit:,} nodes (bound {bound})")
        g += 1
        for c, step, mstep in options:
            if c == came_from:
                continue
            t = cells[c]
            i = slot[t]
            old = index[i]
            new = old + step * weight[t]
            p1 = h1 - tables[old] + tables[new]
            if g + p1 > bound and g + p1 >= next_bound:
                continue  # cut off, and its f = g + max(p1, p2) >= g + p1 cannot lower the next bound
            mi = mslot[t]
            mold = index[mi]
            mnew = mold + mstep * mweight[t]
            p2 = h2 - tables[mold] + tables[mnew]
            f = g + (p1 if p1 > p2 else p2)
            if f > bound:
                if f < next_bound:
                    next_bound = f
                continue
            if f == g:  # h = 0: the goal
                path.append(c)
                counts[1] -= _not_reached([o[0] for o in options], c, came_from)
                return True
            cells[a] = t
            cells[c] = 0
            index[i] = new
            index[mi] = mnew
            found = search(c, a, g, p1, p2)
            cells[c] = t
            cells[a] = 0
            index[i] = old
            index[mi] = mold
            if found:
                path.append(c)
                counts[1] -= _not_reached([o[0] for o in options], c, came_from)
                return True
        return False

    blank = cells.index(0)
    if bound > 0:
        while True:
            next_bound = 10**9
            if search(blank, -1, 0, h_plain, h_mirror):
                break
            if on_iteration is not None:
                on_iteration(bound, counts[0], counts[1])
            bound = next_bound
    else:
        counts[0] = 0
    path.reverse()
    return _blank_path_result(start, target, blank, path, counts, clock)


