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

Where tables come from, and why they can be trusted:

- the three 6-6-3 tables of the blank-last 15-puzzle goal **ship with teachkit** (``data/pdb-15-last-*.xz``,
  xz-compressed: about 1 MB for each 6-tile table, under 1 KB for the 3-tile one; loaded in about 0.1 s
  each). The blank-first goal's tables are the same
  tables read backwards (``rotated``), so they need no files of their own. ``benchmarks/ship_pdb.py``
  rebuilds the shipped files from scratch, byte for byte the same;
- any other table is built on demand (with progress) and kept in the cache folder (``cache_dir()``) as
  ``.npy`` with its SHA-256 beside it (``.npy.sha256``);
- ``fast.build_pattern_database_fast`` (with numba) is the same search compiled, one placement at a time; it
  gives the same tables byte for byte (``benchmarks/bench_fast.py --build`` times both on the 6-6-3 tables
  and checks them against the shipped ones);
- every table, shipped, cached or just built, is verified before use (``check_table``): dtype and shape,
  cost 0 at the goal placement, every legal placement costed and no cost above the puzzle's diameter, and its
  SHA-256. For the shipped tables the expected SHA-256 is written in this module (``SHIPPED_SHA256``), not read
  from a file beside the table, so a table rewritten together with its ``.sha256`` file (say, every cost
  tripled) is still refused; the ``.sha256`` files in ``data/`` are for people and ``ship_pdb.py --check``.
  A damaged cache file is rebuilt with a warning; a shipped file that fails is built instead, and a build that
  disagrees with a shipped checksum is refused (PatternDatabaseError).
- what the check promises, and what not: a shipped table (and any cached copy of one) is exactly the table
  ``ship_pdb.py`` builds, or it is not used. A cached table of any *other* pattern is checked against the
  checksum saved beside it and the invariants above: that catches a truncated, damaged or half-written file,
  but not a table and checksum rewritten together on purpose (nothing stored in the same folder can); such a
  table is trusted only as far as the invariants go. Delete the cache folder to rebuild everything.
- every file is written atomically (``teachkit.atomic``: a temporary file, then a rename), so a killed or
  disk-full save leaves the previous file; the cache folder may be missing or read-only: the table is then
  kept in memory for this process, with one warning; the temporary files of killed saves are removed — only
  names teachkit makes, never another file that happens to start with ``pdb-``; a file where the folder
  should be is a ``CacheFolderError``.
"""

from __future__ import annotations

import hashlib
import io
import itertools
import lzma
import math
import numbers
import os
import re
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

import numpy as np

from teachkit import atomic
from teachkit.atomic import cache_dir
from teachkit.errors import ArgumentTypeError, LimitExceeded, TeachkitError, describe
from teachkit.sliding.board import (
    Board,
    InvalidBoard,
    _goal_for,
    _parse,
    check_solvable,
    mirror_cells,
    move_table,
    reflection_labels,
    transpose_position,
)
from teachkit.sliding.board import (
    _width as width,
)
from teachkit.sliding.board import (
    goal as solved_board,
)
from teachkit.sliding.limits import _blank_path_result, _check_limit, _not_reached, _Stopped

FORMAT_VERSION = 1
UNSEEN = 255
MAX_TABLE_ENTRIES = 1 << 26  # n**m bytes of one table (64 MiB; a numpy build needs about 45 bytes per entry)
MAX_CELLS = 32  # boards of up to 32 cells (blank masks are 32-bit)
DIAMETER = {2: 6, 3: 31, 4: 80, 5: 208}  # most moves any board needs (5x5: an upper bound), caps every cost
SHIPPED = Path(__file__).resolve().parent / "data"  # where the shipped tables are (tests point it elsewhere)
# The SHA-256 of each shipped table's decompressed bytes, by pattern: part of the code, so a table rewritten
# together with a checksum file beside it is still caught. ``benchmarks/ship_pdb.py --check`` compares them.
SHIPPED_SHA256 = {
    (1, 5, 6, 9, 10, 13): "0be375499a522aa50b92e7af0507d310099e77bb9a91f01917f6a10568c7b391",
    (7, 8, 11, 12, 14, 15): "9b65e7509d8788ba2fa3b01baa2543166ac0c54d61b7cce817e6e1dce8a700e5",
    (2, 3, 4): "91bebcb7b767080d6e95b81c70e8c3d79f09490f1ae52954e25422eeac2f6bf7",
}
STALE_SECONDS = 3600  # a *.tmp file of a process that is gone, or older than this, is removed


class PatternDatabaseError(TeachkitError, ValueError):
    """A pattern database that fails its checks and cannot be rebuilt, or a pattern that cannot be built."""


class PatternTypeError(PatternDatabaseError, ArgumentTypeError):
    """A pattern (or table argument) of the wrong kind: a set, a float tile, a number instead of a list."""


class CacheFolderError(PatternDatabaseError):
    """The cache folder cannot be a folder (a file is in its place)."""


class PatternTooLarge(PatternDatabaseError, LimitExceeded):
    """A table above MAX_TABLE_ENTRIES entries, or a board above MAX_CELLS cells."""


class PatternDatabaseWarning(UserWarning):
    """A table was damaged and is rebuilt, or the cache folder cannot be written (the table stays in memory)."""


class BuildProgress(NamedTuple):
    """How far a pattern-database build has got (passed to the progress callback after each level)."""

    pattern: tuple[int, ...]
    level: int  # distance just finished
    placements: int  # placements with a known cost so far
    total: int  # placements in all
    seconds: float
    finished: bool  # True on the last report of a build


# ------------------------------------------------------------------------------------------- the tables


class PatternDatabase(NamedTuple):
    """The cost table of one group of tiles for one goal."""

    goal: Board
    pattern: tuple[int, ...]  # the group's tiles; tile pattern[j] is digit j of the index
    table: np.ndarray  # uint8, length n**m, indexed by sparse_index

    def index(self, board: Sequence[int]) -> int:  # type: ignore[override]  # not tuple.index: a table index
        """The table index of the group's placement on `board`."""
        board = _parse(board, "board")
        if len(board) != len(self.goal):
            raise InvalidBoard(f"board has {len(board)} cells, this table is for {len(self.goal)}-cell boards")
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

    trusted = True  # adapt_heuristic may call .raw directly

    def __init__(self, databases: Sequence[PatternDatabase], reflect: bool = True):
        if isinstance(databases, (set, frozenset, dict, str, bytes)) or not isinstance(databases, Sequence):
            raise PatternTypeError(f"databases must be a list of PatternDatabase, got {describe(databases)}")
        if not databases or not all(isinstance(db, PatternDatabase) for db in databases):
            raise PatternTypeError(f"databases must be a non-empty list of PatternDatabase, got {describe(databases)}")
        if not isinstance(reflect, (bool, np.bool_)):
            raise PatternTypeError(f"reflect must be True or False, got {describe(reflect)}")
        self.databases = tuple(databases)
        self.goal = self.databases[0].goal
        self.k = width(self.goal)
        if any(db.goal != self.goal for db in self.databases):
            raise PatternDatabaseError(
                f"databases must all be for one goal, got {sorted({db.goal for db in self.databases})}"
            )
        tiles = sorted(t for db in self.databases for t in db.pattern)
        if tiles != list(range(1, self.k * self.k)):
            raise PatternDatabaseError(
                f"databases: the groups must split the tiles 1..{self.k * self.k - 1} "
                f"exactly, got {[db.pattern for db in self.databases]}"
            )
        reflect = bool(reflect)
        if reflect:
            try:
                reflection_labels(self.goal)
            except InvalidBoard as error:
                raise PatternDatabaseError(f"reflect=True: {error}") from None
        self.reflect = reflect
        self.relabel: tuple[int, ...] = reflection_labels(self.goal) if reflect else tuple(range(len(self.goal)))

    def __repr__(self) -> str:
        sizes = "-".join(str(len(db.pattern)) for db in self.databases)
        return f"AdditivePDB({sizes}, goal={self.goal}, reflect={self.reflect})"

    def joined(self) -> bytearray:
        """All tables end to end in one buffer (made once), for the fast IDA*s; from then on each table is a
        read-only view into it, so the tables are held once (32 MiB for 6-6-3; both copies only while
        joining). Measured in a fresh process (``benchmarks/bench_fast.py --imports``): 34 MiB resident after
        importing teachkit.sliding, 107 after ``pdb_663()``, 99 after ``joined()`` (149 when the tables were
        kept twice), 155 at the peak."""
        if getattr(self, "_joined", None) is None:
            joined = bytearray(sum(len(db.table) for db in self.databases))
            views, offset = [], 0
            for db in self.databases:
                size = len(db.table)
                joined[offset : offset + size] = np.ascontiguousarray(db.table, dtype=np.uint8).data  # no copy
                view = np.frombuffer(joined, np.uint8, size, offset)
                view.setflags(write=False)
                views.append(db._replace(table=view))
                offset += size
            self.databases, self._joined = tuple(views), joined
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
        return self.plain(mirror_cells(board, self.k, self.relabel))

    def raw(self, board: Board, goal: Board | None = None) -> int:
        """The estimate for a board already checked (what the searches call, through adapt_heuristic)."""
        if goal is not None and goal != self.goal:
            raise PatternDatabaseError(
                f"goal: this pattern database was built for goal {self.goal}, not {describe(goal)}"
            )
        value = self.plain(board)
        return max(value, self.mirrored(board)) if self.reflect else value

    def __call__(self, board: Sequence[int], goal: Sequence[int] | None = None) -> int:
        board = _parse(board, "board")
        if len(board) != len(self.goal):
            raise InvalidBoard(f"board has {len(board)} cells, this pattern database is for {len(self.goal)}")
        return self.raw(board, None if goal is None else _goal_for(board, goal))


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
    print(
        f"\rpattern {p.pattern}: cost {p.level:2d} done, {p.placements / p.total:6.1%} of "
        f"{p.total:,} placements, {p.seconds:5.1f} s",
        end=end,
        file=sys.stderr,
        flush=True,
    )


def _pattern_args(target, pattern) -> tuple[Board, tuple[int, ...]]:
    """The goal and the pattern checked before any work: (target, pattern as a tuple of ints)."""
    target = _parse(target, "target")
    n = len(target)
    if n > MAX_CELLS:
        raise PatternTooLarge(
            f"target has {n} cells; pattern databases are built for boards of up to "
            f"MAX_CELLS = {MAX_CELLS} cells (the 24-puzzle's 25 are fine)"
        )
    if isinstance(pattern, (set, frozenset, dict, str, bytes, bytearray)) or not isinstance(
        pattern, (Sequence, np.ndarray)
    ):
        raise PatternTypeError(
            f"pattern must be a list or tuple of tiles (order matters: tile pattern[j] is "
            f"digit j of the index), got {describe(pattern)} ({type(pattern).__name__})"
        )
    if len(pattern) > n:
        raise PatternDatabaseError(
            f"pattern: a pattern is a set of distinct tiles from 1..{n - 1}, got {len(pattern)} tiles"
        )
    for t in pattern:
        if isinstance(t, (bool, np.bool_)) or not isinstance(t, numbers.Integral):
            raise PatternTypeError(
                f"pattern tiles must be ints, got {describe(t)} ({type(t).__name__}) in {describe(pattern)}"
            )
    tiles = tuple(int(t) for t in pattern)
    m = len(tiles)
    if not tiles or len(set(tiles)) != m or not set(tiles) <= set(range(1, n)):
        raise PatternDatabaseError(
            f"pattern: a pattern is a set of distinct tiles from 1..{n - 1}, got {describe(tiles)}"
        )
    if n**m > MAX_TABLE_ENTRIES:
        raise PatternTooLarge(
            f"pattern: {m} tiles on {n} cells need a table of {n}^{m} = {n**m:,} entries, more "
            f"than MAX_TABLE_ENTRIES = {MAX_TABLE_ENTRIES:,} (about 45 bytes each to build without numba, 7 with it); "
            f"split the tiles into smaller groups"
        )
    return target, tiles


def _progress_arg(progress, allow_bool: bool):
    """The progress callback: a function or None (True means print_progress, False None, if allowed)."""
    if allow_bool and isinstance(progress, (bool, np.bool_)):
        return print_progress if progress else None
    if progress is None or callable(progress):
        return progress
    allowed = "True, False, None or a function" if allow_bool else "None or a function"
    raise PatternTypeError(f"progress must be {allowed} of one BuildProgress, got {describe(progress)}")


def build_pattern_database(
    target: Sequence[int], pattern: Sequence[int], progress: Callable[[BuildProgress], object] | None = None
) -> PatternDatabase:
    """Costs of every placement of `pattern`'s tiles, by a level-by-level 0-1 BFS from the goal (numpy).

    Boards of up to MAX_CELLS cells, tables of up to MAX_TABLE_ENTRIES entries (n**m for m tiles on n cells);
    the numpy build needs about 45 bytes per entry (750-800 MB for a 6-tile 15-puzzle group of 16**6
    entries) and is checked (``check_table``) before it is returned.
    """
    clock = time.perf_counter()
    target, pattern = _pattern_args(target, pattern)
    progress = _progress_arg(progress, allow_bool=False)
    k, n, m = width(target), len(target), len(pattern)
    dtype = np.uint32
    size = n**m
    total = math.perm(n, m)
    cost = np.full(size, UNSEEN, dtype=np.uint8)
    visited = np.zeros(size, dtype=dtype)  # blank cells already reached, per placement
    pending = np.zeros(size, dtype=dtype)  # blank cells reached by the level being built
    owner = np.zeros(size, dtype=np.int64)  # scratch space for removing duplicate indices

    home = [target.index(t) for t in pattern]
    start = np.array([sparse_index(home, n)], dtype=np.int64)
    free = ~_occupied([np.array([c]) for c in home], dtype) & dtype((1 << n) - 1)
    mask = _flood(np.array([1 << target.index(0)], dtype=dtype), free, k)
    cost[start], visited[start] = 0, mask
    frontier, masks, level, done = start, mask, 0, 1
    steps = [(-k, lambda c: c >= k), (-1, lambda c: c % k > 0), (1, lambda c: c % k < k - 1), (k, lambda c: c < n - k)]
    while len(frontier):
        cells = _digits(frontier, m, n)
        parts: list[np.ndarray] = []
        for j, cell in enumerate(cells):
            for delta, legal in steps:
                # the blank sits next to tile j (at cell + delta) and the tile slides into it
                ok = legal(cell)
                blank = np.where(ok, cell + delta, 0).astype(dtype)
                ok &= ((masks >> blank) & dtype(1)).astype(bool)
                child = frontier[ok] + delta * n**j
                pending[child] |= dtype(1) << cell[ok].astype(dtype)
                parts.append(child)
        touched = np.concatenate(parts)
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
    _refuse_if_wrong(PatternDatabase(target, pattern, cost), "the table just built", _shipped_digest(target, pattern))
    return PatternDatabase(target, pattern, cost)


def build_pattern_database_plain(target: Sequence[int], pattern: Sequence[int]) -> PatternDatabase:
    """The same table by a textbook 0-1 BFS, one state (placement, blank cell) at a time, with a deque:
    0-cost successors go to the front, 1-cost successors to the back. Slow; for checking small tables."""
    from collections import deque

    target, pattern = _pattern_args(target, pattern)
    if len(pattern) > 4 and len(target) > 9:
        raise PatternTooLarge(
            f"pattern: the plain build is for checking small tables (up to 4 tiles on a "
            f"15-puzzle), got {len(pattern)}; use build_pattern_database"
        )
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
                child = (cells[:j] + (blank,) + cells[j + 1 :], cell)
                cost = d + 1
            else:  # some other tile slides: free
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


# ---------------------------------------------------------------------------------------------- checking


def _digest(table: np.ndarray) -> str:
    """SHA-256 of the table's bytes (hex)."""
    return hashlib.sha256(np.ascontiguousarray(table).data).hexdigest()


def check_table(db: PatternDatabase, digest: str | None = None) -> str:
    """'' if the table can be trusted, else what is wrong with it (one sentence).

    Cheap invariants first: a uint8 array of n**m entries; cost 0 at the goal placement; exactly
    perm(n, m) placements costed (the others, where two tiles share a cell, stay UNSEEN); no cost above the
    puzzle's diameter. Then, if ``digest`` is given, the SHA-256 of its bytes.
    """
    target, pattern, table = db.goal, db.pattern, db.table
    n, m = len(target), len(pattern)
    if not isinstance(table, np.ndarray):
        return f"it is not a numpy array but {type(table).__name__}"
    if table.dtype != np.uint8 or table.shape != (n**m,):
        return f"it is {table.dtype} of shape {table.shape}, not uint8 of shape ({n**m},)"
    home = sparse_index([target.index(t) for t in pattern], n)
    if table[home] != 0:
        return f"the goal placement costs {table[home]}, not 0"
    count = n**m - int(np.count_nonzero(table == UNSEEN))
    if count != math.perm(n, m):
        return f"{count:,} placements have a cost, not the {math.perm(n, m):,} legal ones"
    top = int((table + np.uint8(1)).max()) - 1  # UNSEEN = 255 wraps round to 0: the largest real cost
    bound = DIAMETER.get(width(target), UNSEEN - 1)
    if top > bound:
        return f"a placement costs {top}, more than the {bound} moves any {width(target)}-wide board needs"
    if digest is not None and _digest(table) != digest:
        return f"its SHA-256 is not the stored {digest[:16]}..."
    return ""


def _refuse_if_wrong(db: PatternDatabase, what: str, digest: str | None) -> None:
    """Raise PatternDatabaseError if a table we cannot replace fails its checks."""
    problem = check_table(db, digest)
    if problem:
        raise PatternDatabaseError(
            f"{what} for goal {db.goal}, tiles {db.pattern} fails its check: {problem}; "
            f"reinstall teachkit or regenerate the shipped tables with "
            f"benchmarks/ship_pdb.py"
        )


_WARNED: set = set()


def _warn(key, message: str) -> None:
    """One PatternDatabaseWarning per key (a folder or a file) and process."""
    if key not in _WARNED:
        _WARNED.add(key)
        warnings.warn(message, PatternDatabaseWarning, stacklevel=4)


# ------------------------------------------------------------------------------------- shipped tables


def _shipped_file(target: Board, pattern: tuple[int, ...]) -> Path | None:
    """The shipped xz file of this table, if teachkit ships it (the 6-6-3 tables of the blank-last goal)."""
    if target == solved_board(4, "last") and pattern in PARTITION_663_LAST:
        return SHIPPED / f"pdb-15-last-tiles-{'.'.join(map(str, pattern))}.u8.xz"
    return None


def _digest_file(path: Path) -> Path:
    """Where the SHA-256 of a table file is kept: beside it, with .sha256 added to the name."""
    return path.with_name(path.name + ".sha256")


def _read_digest(path: Path) -> str | None:
    """The hex SHA-256 stored beside `path` (first word of its .sha256 file), or None if unreadable."""
    try:
        words = _digest_file(path).read_text().split()
    except (OSError, UnicodeDecodeError):
        return None
    return words[0] if words and re.fullmatch(r"[0-9a-f]{64}", words[0]) else None


def _shipped_digest(target: Board, pattern: tuple[int, ...]) -> str | None:
    """The checksum a shipped table must have, from SHIPPED_SHA256 (None for tables teachkit does not ship)."""
    return None if _shipped_file(target, pattern) is None else SHIPPED_SHA256.get(tuple(pattern))


def _load_shipped(target: Board, pattern: tuple[int, ...]) -> PatternDatabase | None:
    """The shipped table, decompressed and verified; None (with a warning) if it is missing or damaged."""
    path = _shipped_file(target, pattern)
    if path is None:
        return None
    digest = _shipped_digest(target, pattern)
    try:
        table = np.frombuffer(lzma.decompress(path.read_bytes()), dtype=np.uint8)
    except (OSError, lzma.LZMAError, ValueError) as error:
        problem = f"it cannot be read ({type(error).__name__}: {error})"
    else:
        problem = "teachkit has no checksum for it" if digest is None else ""
        problem = problem or check_table(PatternDatabase(target, pattern, table), digest)
    if problem:
        _warn(path, f"the shipped pattern database {path} cannot be used: {problem}; building it instead")
        return None
    return PatternDatabase(target, pattern, table)


def ship_tables(
    directory: Path | str = SHIPPED, progress: Callable[[BuildProgress], object] | None = print_progress
) -> list[Path]:
    """Build the shipped tables from scratch and write them (xz, preset 6) with their SHA-256 files.

    Deterministic: the build is exact and xz output depends only on the bytes and the preset, so running it
    again gives the same files. Returns the paths written.
    """
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for pattern in PARTITION_663_LAST:
        target = solved_board(4, "last")
        db = build_pattern_database(target, pattern, progress)
        shipped = _shipped_file(target, pattern)
        assert shipped is not None, "the 6-6-3 groups of the standard goal are the shipped ones"
        name = shipped.name
        path = directory / name
        data = lzma.compress(db.table.tobytes(), format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=6)
        atomic.write_bytes(path, data)
        atomic.write_text(
            _digest_file(path),
            f"{_digest(db.table)}  sha256 of the {len(db.table):,} uint8 costs in {name} (decompressed)\n",
        )
        written += [path, _digest_file(path)]
    return written


# ---------------------------------------------------------------------------------------------- caching


def _cache_file(target: Board, pattern: tuple[int, ...], directory: Path) -> Path:
    """One file per goal and pattern (the format version is in the name)."""
    name = f"pdb-v{FORMAT_VERSION}-goal-{'.'.join(map(str, target))}-tiles-{'.'.join(map(str, pattern))}.npy"
    return directory / name


def _directory_arg(directory) -> Path:
    """The cache folder: the one given (str or path) or cache_dir(); a file in its place is an error."""
    if directory is None:
        directory = cache_dir()
    elif not isinstance(directory, (str, os.PathLike)):
        raise PatternTypeError(
            f"directory must be None, a str or a path, got {describe(directory)} ({type(directory).__name__})"
        )
    directory = Path(directory)
    for folder in (directory, *directory.parents):
        if folder.exists() and not folder.is_dir():
            raise CacheFolderError(
                f"directory: the pattern-database cache folder {directory} cannot be made: "
                f"{folder} is a file, not a folder; move it away or set TEACHKIT_CACHE_DIR "
                f"to a folder"
            )
        if folder.exists():
            break
    return directory


# The scratch names saves make: teachkit.atomic's ".<name>.<pid>.<hex>.teachkit.tmp" for a cache file, and the
# "<name>.<pid>.tmp" of earlier versions. Nothing else in the folder is ever removed.
_CACHE_NAME = r"pdb-v\d+-goal-[\d.]+-tiles-[\d.]+\.npy(?:\.sha256)?"
_SCRATCH = re.compile(rf"^(?:\.{_CACHE_NAME}\.(\d+)\.[0-9a-f]{{8}}\.teachkit\.tmp|{_CACHE_NAME}\.(\d+)\.tmp)$")


def _clean_stale(directory: Path) -> None:
    """Remove the scratch files of killed saves (names teachkit makes only, see _SCRATCH): of a process that
    is gone, or older than STALE_SECONDS."""
    try:
        scratch = [entry for entry in directory.iterdir() if _SCRATCH.match(entry.name)]
    except OSError:
        return
    now = time.time()
    for path in scratch:
        match = _SCRATCH.match(path.name)
        assert match is not None  # scratch holds only names that match
        pid = int(match[1] or match[2])
        try:
            stale = now - path.stat().st_mtime > STALE_SECONDS or not atomic.process_alive(pid)
            if stale:
                path.unlink()
        except OSError:
            pass  # someone else removed it, or the folder is read-only


def _load_cached(path: Path, target: Board, pattern: tuple[int, ...], known: str | None) -> PatternDatabase | None:
    """The cached table at `path`, verified; None if there is none, or (with a warning) if it is damaged."""
    if not path.exists():
        return None
    digest = known or _read_digest(path)
    try:
        table = np.load(io.BytesIO(path.read_bytes()), allow_pickle=False)
    except (OSError, ValueError, EOFError) as error:
        problem = f"it cannot be read ({type(error).__name__})"
    else:
        if not isinstance(table, np.ndarray):  # an .npz archive where an .npy file should be
            problem = f"it is a {type(table).__name__}, not one .npy array"
        elif digest is None:
            problem = "its checksum file is missing"
        else:
            problem = check_table(PatternDatabase(target, pattern, table), digest)
    if problem:
        _warn(path, f"the cached pattern database {path} is damaged: {problem}; building it again")
        return None
    return PatternDatabase(target, pattern, table)


def _save(db: PatternDatabase, path: Path) -> bool:
    """Write the table and its SHA-256 atomically (teachkit.atomic); False if the folder refuses."""
    buffer = io.BytesIO()
    np.save(buffer, db.table)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_text(_digest_file(path), f"{_digest(db.table)}  {path.name}\n")
        atomic.write_bytes(path, buffer.getvalue())
        return True
    except OSError:
        return False


def pattern_database(
    target: Sequence[int],
    pattern: Sequence[int],
    directory: Path | str | None = None,
    progress: Callable[[BuildProgress], object] | bool | None = True,
) -> PatternDatabase:
    """The table for `pattern`: the shipped one, else the cached one, else built (and cached).

    Every table is verified first (``check_table``); see the module docstring for what happens when one is
    damaged, when the folder is read-only or missing (memory, one warning) or is a file (CacheFolderError).
    progress: True prints a line on stderr while building, False/None is silent, a callable receives
    BuildProgress tuples.
    """
    target, pattern = _pattern_args(target, pattern)
    report = _progress_arg(progress, allow_bool=True)
    shipped = _load_shipped(target, pattern)
    if shipped is not None:
        return shipped
    directory = _directory_arg(directory)
    key = (target, pattern)
    if key in _MEMORY:
        return _MEMORY[key]
    path = _cache_file(target, pattern, directory)
    _clean_stale(directory)
    cached = _load_cached(path, target, pattern, _shipped_digest(target, pattern))
    if cached is not None:
        return cached
    db = _build(target, pattern, report)
    if not _save(db, path):
        _warn(
            directory,
            f"cannot write pattern databases to {directory} (missing, read-only or full); "
            f"keeping them in memory for this process only",
        )
        _MEMORY[key] = db
    return db


_MEMORY: dict = {}  # tables that could not be saved, kept for this process
COMPILED_BUILD_ENTRIES = 1 << 20  # tables this large are built compiled when numba can run


def _build(target: Board, pattern: tuple[int, ...], progress) -> PatternDatabase:
    """``build_pattern_database``, or its compiled twin ``fast.build_pattern_database_fast`` (the same table)
    when numba can run and the table has at least COMPILED_BUILD_ENTRIES entries (5 tiles or more on the
    15-puzzle), where it repays numba's start-up: a 6-tile table takes about 10 s and 800 MB in numpy, about
    2.5 s and 270 MB compiled (``benchmarks/bench_fast.py --build``)."""
    from teachkit import jit

    if len(target) ** len(pattern) >= COMPILED_BUILD_ENTRIES and jit.available():
        return build_pattern_database_fast(target, pattern, progress)
    return build_pattern_database(target, pattern, progress)


def build_pattern_database_fast(target: Sequence[int], pattern: Sequence[int], progress=None):
    """The twin of ``pdb.build_pattern_database``, compiled: the same level-by-level 0-1 breadth-first search,
    one placement at a time instead of one level at a time in numpy. The same table, byte for byte (checked
    the same way before it is returned: ``check_table``, and the shipped checksum for the 6-6-3 tables).

    Instead of lists of the level's placements it keeps one array of blank masks per role: ``current`` (the
    level being expanded), ``pending`` (blank cells the children reached) and ``visited``; each level scans
    them whole. 7 bytes per entry up to 16 cells (117 MB for a 6-tile 15-puzzle group), 13 above; the numpy
    build needs about 45.
    """
    from teachkit.sliding.kernels import _expand_level, _require, _settle_level

    _require()
    clock = time.perf_counter()
    target, pattern = _pattern_args(target, pattern)
    progress = _progress_arg(progress, allow_bool=False)
    k, n, m = width(target), len(target), len(pattern)
    size, total = n**m, math.perm(n, m)
    powers = np.array([n**j for j in range(m)], np.int64)
    cost = np.full(size, UNSEEN, np.uint8)
    masks = np.uint16 if n <= 16 else np.uint32  # one bit per cell
    visited = np.zeros(size, masks)
    current = np.zeros(size, masks)
    pending = np.zeros(size, masks)
    home = [target.index(t) for t in pattern]
    start = sparse_index(home, n)
    free = ~_occupied([np.array([c]) for c in home], masks) & masks((1 << n) - 1)
    mask = _flood(np.array([1 << target.index(0)], masks), free, k)
    cost[start], visited[start], current[start] = 0, mask[0], mask[0]
    level, done, frontier = 0, 1, 1
    while frontier:
        _expand_level(current, pending, m, n, k, powers)
        level += 1
        frontier, first = _settle_level(cost, visited, current, pending, m, n, k, powers, level)
        done += first
        if progress is not None and frontier:
            progress(BuildProgress(pattern, level, done, total, time.perf_counter() - clock, False))
    if progress is not None:
        progress(BuildProgress(pattern, level - 1, done, total, time.perf_counter() - clock, True))
    assert done == total, (done, total)
    db = PatternDatabase(target, pattern, cost)
    _refuse_if_wrong(db, "the table just built", _shipped_digest(target, pattern))
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


def pdb_663(
    goal: Sequence[int] | None = None,
    directory: Path | str | None = None,
    progress: Callable[[BuildProgress], object] | bool | None = True,
    reflect: bool = True,
) -> AdditivePDB:
    """The additive 6-6-3 pattern database of the 15-puzzle, with reflection, for the blank-last goal or
    Korf's blank-first goal (the second is the first turned round, so one set of tables serves both).
    The tables ship with teachkit (about 0.3 s to load and verify); see ``pattern_database``."""
    last, first = solved_board(4, "last"), solved_board(4, "first")
    target = last if goal is None else _parse(goal, "goal")
    if target not in (last, first):
        raise InvalidBoard(f"goal: pdb_663 is made for the goals {last} and {first}, got {describe(target)}")
    if not isinstance(reflect, (bool, np.bool_)):
        raise PatternTypeError(f"reflect must be True or False, got {describe(reflect)}")
    _progress_arg(progress, allow_bool=True)
    if directory is not None and not isinstance(directory, (str, os.PathLike)):
        _directory_arg(directory)
    directory = cache_dir() if directory is None else Path(directory)
    key = (target, str(directory), bool(reflect))
    if key not in _LOADED:
        with ThreadPoolExecutor(len(PARTITION_663_LAST)) as pool:  # xz and sha256 let go of the GIL
            shipped = dict(zip(PARTITION_663_LAST, pool.map(lambda p: _load_shipped(last, p), PARTITION_663_LAST)))
        tables = [shipped[p] or pattern_database(last, p, directory, progress) for p in PARTITION_663_LAST]
        if target == first:
            tables = [rotated(db) for db in tables]
        _LOADED[key] = AdditivePDB(tables, reflect)
    return _LOADED[key]


_LOADED: dict = {}  # pdb_663 results already in memory, so that hint() and solve() do not reload 33 MB


# ------------------------------------------------------------------------------------------- fast IDA*


class _SearchSetup(NamedTuple):
    """What the fast IDA* loops (plain ``idastar_pdb``, compiled ``fast.idastar_pdb_fast``) start from: the
    board as a list, each group's table index kept up to date as tiles slide, and how one slide changes it."""

    start: Board
    limit: int  # the node limit, checked
    tables: bytearray  # every group's table end to end (``AdditivePDB.joined``)
    # slot[t]: which entry of index tile t changes; weight[t]: n^j for its digit j (mirrored board: mslot,
    # mweight, with slots groups .. 2 groups - 1, where tile relabel[t] plays the part of t)
    slot: list[int]
    weight: list[int]
    mslot: list[int]
    mweight: list[int]
    mirror: list[int]  # the cell p lands on when the board is mirrored (p itself without reflection)
    indices: list[int]  # table index of each group on the board, then on the mirrored board
    h_plain: int  # sum of the group costs on the board
    h_mirror: int  # the same on the mirrored board
    # moves[a]: (c, a - c, mirror[a] - mirror[c]) for each cell c the blank at a can go to, order U, L, R, D
    moves: list[tuple[tuple[int, int, int], ...]]


def _search_setup(board, heuristic: AdditivePDB, max_nodes: int, on_iteration=None) -> _SearchSetup:
    """Check the arguments of a fast pattern-database IDA* before searching and build what it starts from."""
    start = _parse(board, "board")
    if not isinstance(heuristic, AdditivePDB):
        raise PatternTypeError(
            f"heuristic must be an AdditivePDB (such as pdb_663()), got {describe(heuristic)} "
            f"({type(heuristic).__name__}); use search.idastar for other heuristics"
        )
    target = heuristic.goal
    if len(start) != len(target):
        raise InvalidBoard(
            f"board has {len(start)} cells, the pattern database is for {len(target)}: {describe(start)}"
        )
    check_solvable(start, target)
    limit = _check_limit(max_nodes)
    if on_iteration is not None and not callable(on_iteration):
        raise PatternTypeError(
            f"on_iteration must be None or a function (bound, expanded, generated), got {describe(on_iteration)}"
        )
    k, n = heuristic.k, len(target)
    dbs = heuristic.databases
    tables = heuristic.joined()
    offsets = list(itertools.accumulate([0] + [len(db.table) for db in dbs[:-1]]))  # where each table starts
    groups = len(dbs)
    slot, weight = [0] * n, [0] * n
    mslot, mweight = [0] * n, [0] * n
    relabel = heuristic.relabel  # the identity without reflection
    for g, db in enumerate(dbs):
        for j, t in enumerate(db.pattern):
            slot[t], weight[t] = g, n**j
            mslot[relabel[t]], mweight[relabel[t]] = groups + g, n**j  # relabel is its own inverse
    # without reflection the "mirrored" indices simply repeat the plain ones
    mirror = [transpose_position(p, k) if heuristic.reflect else p for p in range(n)]
    mirrored = [0] * n
    for p, t in enumerate(start):
        mirrored[mirror[p]] = relabel[t]
    index = [offsets[g] + db.index(start) for g, db in enumerate(dbs)]
    index += [offsets[g] + db.index(mirrored) for g, db in enumerate(dbs)]
    h_plain = sum(tables[i] for i in index[:groups])
    h_mirror = sum(tables[i] for i in index[groups:])
    moves = [tuple((c, a - c, mirror[a] - mirror[c]) for _, c in move_table(k)[a]) for a in range(n)]
    return _SearchSetup(start, limit, tables, slot, weight, mslot, mweight, mirror, index, h_plain, h_mirror, moves)


def idastar_pdb(
    board,
    heuristic: AdditivePDB,
    max_nodes: int = 300_000_000,
    on_iteration: Callable[[int, int, int], object] | None = None,
):
    """IDA* with an additive pattern database: the same search as ``search.idastar(board, heuristic,
    heuristic.goal)`` (same move order, same counts, same solution), written for speed, each iteration run
    plain or compiled, whichever is expected to be quicker (``dispatch``: plain for iterations that are
    certainly or predictably small, compiled with numba for the rest; measured there).

    ``idastar_pdb_plain`` is the plain form alone, ``fast.idastar_pdb_fast`` the compiled one.
    ``on_iteration(bound, expanded, generated)``, if given, is called after each unsuccessful iteration.
    """
    from teachkit.sliding import dispatch, kernels

    clock = time.perf_counter()
    setup = _search_setup(board, heuristic, max_nodes, on_iteration)
    k, blank = heuristic.k, setup.start.index(0)
    step = dispatch.Chooser(
        _pdb_plain_step(setup),
        lambda: kernels._pdb_step(setup),
        kernels._pdb_ready,
        lambda bound: dispatch.walks(k, blank, bound),
    )
    path, counts = dispatch.iterate(step, max(setup.h_plain, setup.h_mirror), setup.limit, on_iteration)
    return _result(setup, heuristic, path, counts, clock)


def idastar_pdb_plain(
    board,
    heuristic: AdditivePDB,
    max_nodes: int = 300_000_000,
    on_iteration: Callable[[int, int, int], object] | None = None,
):
    """``idastar_pdb`` in plain Python only.

    The board is one mutable list; each group's table index (and its mirrored index) is kept up to date by
    adding (a - c) * n^j when the tile at cell c slides into the blank at a, and h is updated from the one
    group that changed (``_search_setup`` builds these). The tables are joined into one ``bytearray``,
    whose items are plain small ints. The mirrored estimate is only looked up when the plain one does not
    already cut the child off.
    """
    from teachkit.sliding import dispatch

    clock = time.perf_counter()
    setup = _search_setup(board, heuristic, max_nodes, on_iteration)
    bound = max(setup.h_plain, setup.h_mirror)
    path, counts = dispatch.iterate(_pdb_plain_step(setup), bound, setup.limit, on_iteration)
    return _result(setup, heuristic, path, counts, clock)


def _result(setup: _SearchSetup, heuristic: AdditivePDB, path, counts, clock: float):
    """The SearchResult of the blank's path found from setup.start."""
    return _blank_path_result(setup.start, heuristic.goal, setup.start.index(0), path, counts, clock)


def _pdb_plain_step(setup: _SearchSetup):
    """One iteration of IDA* + pattern databases in plain Python: step(bound, counts, limit) -> (status, next
    bound, the blank's path if found), as ``dispatch.Step`` says."""
    from teachkit.sliding.dispatch import FOUND, LIMIT, NOT_FOUND

    tables, moves = setup.tables, setup.moves
    slot, weight, mslot, mweight = setup.slot, setup.weight, setup.mslot, setup.mweight
    blank = setup.start.index(0)

    def iteration(bound: int, counts: list, limit: int) -> tuple[int, int, list]:
        cells = list(setup.start)
        index = list(setup.indices)
        path: list[int] = []
        next_bound = 10**9

        def search(a: int, came_from: int, g: int, h1: int, h2: int) -> bool:
            """Expand the board whose blank is at a (f within the bound); True once the goal is found."""
            nonlocal next_bound
            counts[0] += 1
            options = moves[a]
            counts[1] += len(options) - (came_from >= 0)
            if counts[1] > limit:
                raise _Stopped
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

        try:
            found = search(blank, -1, 0, setup.h_plain, setup.h_mirror)
        except _Stopped:
            return LIMIT, next_bound, []
        path.reverse()
        return (FOUND if found else NOT_FOUND), next_bound, path

    return iteration
