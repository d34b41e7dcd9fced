"""Open tours of long narrow boards (3×k and 4×k strips) by a column-by-column search with memory.

On a strip, backtracking over knight *paths* wastes its time: a square left behind near the start is
found stranded only hundreds of moves later. This module instead decides the tour's *moves* (the edges
of the tour, seen as a path through all squares) square by square along the strip, and remembers which
partial situations have no completion.

Number the squares column by column, ``v = col * rows + row``. A knight's move joins squares at most two
columns apart, so when square v is reached every move to an earlier square can be decided: choose which
of them belong to the tour. A square lies on two tour moves, except the two ends of the tour, which lie
on one; the start is one end, and any one other square may be chosen as the other end.

After square v, the decided moves form pieces of path. All that matters for the rest of the board is the
*frontier*: for each of the last ``2 * rows + 2`` squares, how many tour moves it still needs and which
of them are the two ends of the same piece (plus: has the second end been chosen yet). Squares further
back have all their knight's moves decided, and must be full. A move may not join a piece to itself
(that would close a cycle), and a piece whose two ends are both tour ends is the finished tour, allowed
only when it holds every square.

Depth-first search over these choices, with a table of frontiers already known to fail at square v, never
looks at the same frontier twice, so the work grows linearly with the length of the strip (the number of
frontiers is bounded by the strip's width). If the search runs through every choice it has *proved* that
no tour starts from that square (a test checks its verdicts against plain backtracking on small boards).
On 4 rows a theorem (see :meth:`StripBoard.inner`) cuts the choices down: the tour's ends lie on the
outer rows, and exactly one of its moves joins two middle squares.

Remembering frontiers by (square, frontier) is exact. On long strips a quicker guess works better: a
frontier that fails somewhere in the long middle of the strip is taken to fail anywhere there
(:func:`_shifted_key`). :func:`strip_tour` tries that quick search first (twice, the second time with a
longer horizon), then the exact one; each pass counts its transitions against the budget and raises
:class:`SearchBudgetExceeded` when it is spent. Only the exact pass can prove that no tour exists.

Searches of this kind, which sweep a narrow board and keep only a summary of the part already decided, are
known as transfer-matrix (or frontier) methods. On every 3- and 4-row board and start tried, this one agrees
with the statement of ``rules.open_tour_obstacle`` and ``rules.start_obstacle``; that is a measurement, not a proof
that it always finishes within its budget.
"""

from __future__ import annotations

from itertools import combinations

from teachkit.errors import require_int
from teachkit.knight.search import MAX_BUDGET, SearchBudgetExceeded
from teachkit.knight.tour import (
    MAX_PLAIN_SQUARES,
    BadBoard,
    BoardTooLarge,
    NoTourExists,
    Square,
    Squares,
    Tour,
    board_shape,
    check_square,
    require_valid,
)

DEFAULT_STRIP_BUDGET = 3_000_000  # frontier transitions tried
MAX_STRIP_LENGTH = 10_000  # columns: 4 rows need about 200 transitions a column, so the budget suffices
Entry = tuple[int, int] | None  # (moves still needed, piece label), or None: the square is full
# the last `window` squares, whether the second end is chosen, moves between inner squares so far
Frontier = tuple[tuple[Entry, ...], bool, int]


class StripBoard:
    """A rows×cols board numbered column by column, with each square's knight's moves to earlier squares."""

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols, self.total = rows, cols, rows * cols
        self.window = 2 * rows + 2
        self.earlier: list[list[int]] = []  # per square v: earlier neighbours u, as offsets v - u
        self.last_neighbour = list(range(self.total))  # per square: its latest neighbour (or itself)
        for v in range(self.total):
            c, r = divmod(v, rows)
            offsets = []
            for dr, dc in ((-2, -1), (2, -1), (-1, -2), (1, -2)):
                if 0 <= r + dr < rows and c + dc >= 0:
                    u = (c + dc) * rows + r + dr
                    offsets.append(v - u)
                    self.last_neighbour[u] = max(self.last_neighbour[u], v)
            self.earlier.append(sorted(offsets))
        self.full_after: list[list[int]] = [[] for _ in range(self.total)]  # squares with no moves left after v
        for u, w in enumerate(self.last_neighbour):
            self.full_after[w].append(u)

    def inner(self, v: int) -> bool:
        """Is square v on one of the two middle rows of a 4-row board?

        On 4 rows a knight on an outer row (0 or 3) always jumps to a middle row. A tour has 2k outer and
        2k inner squares and no two outer squares in a row, so it alternates outer, inner, ... except at
        most once, where two inner squares follow each other. It cannot alternate all the way: then all
        outer squares would lie at every other step, so on one colour, but each outer row has both
        colours. Hence exactly one move joins two inner squares, and both ends are outer squares.
        """
        return self.rows == 4 and v % 4 in (1, 2)

    def square(self, v: int) -> Square:
        """(row, col) of square number v."""
        c, r = divmod(v, self.rows)
        return r, c


def _relabel(entries: list[Entry]) -> tuple[Entry, ...]:
    """The same frontier with piece labels renumbered in order of appearance (so equal frontiers match)."""
    names: dict[int, int] = {}
    out: list[Entry] = []
    for e in entries:
        if e is None:
            out.append(None)
        else:
            out.append((e[0], names.setdefault(e[1], len(names))))
    return tuple(out)


def _step(
    board: StripBoard, v: int, frontier: Frontier, is_start: bool, counter: list[int]
) -> list[tuple[Frontier, tuple[int, ...]]]:
    """Every frontier after square v, with the earlier squares v is joined to, best guess first."""
    entries, second_end_chosen, inner_used = frontier
    w = board.window
    base = v - w  # entries[i] describes square base + i
    open_neighbours = [v - off for off in board.earlier[v] if entries[w - off] is not None]
    if is_start:
        kinds = [(1, second_end_chosen)]
    elif second_end_chosen or (board.rows == 4 and board.inner(v)):
        kinds = [(2, second_end_chosen)]  # on 4 rows the tour ends on the outer rows (see `inner`)
    else:
        kinds = [(2, False), (1, True)]  # a middle square, or the tour's other end
    results = []
    last = v == board.total - 1
    for need, now_chosen in kinds:
        for size in range(min(need, len(open_neighbours)), -1, -1):
            for joined in combinations(open_neighbours, size):
                counter[0] += 1
                inner_moves = inner_used + sum(board.inner(v) and board.inner(u) for u in joined)
                if inner_moves > (board.rows == 4):
                    continue
                new = _join(entries, base, v, need, joined, last)
                if new is None:
                    continue
                shifted = new[1:]
                if any(shifted[u - base - 1] is not None for u in board.full_after[v] if u > base):
                    continue
                if new[0] is not None:
                    continue
                results.append(((_relabel(list(shifted)), now_chosen, inner_moves), joined))
    return results


def _join(
    entries: tuple[Entry, ...], base: int, v: int, need: int, joined: tuple[int, ...], last: bool
) -> list[Entry] | None:
    """The frontier entries (oldest square first, v last) after joining v to `joined`, or None if illegal."""
    new = list(entries) + [None]
    label = 1 + max((e[1] for e in entries if e is not None), default=-1)
    mine = need  # moves v still needs
    finished = False
    for u in joined:
        i = u - base
        entry = new[i]
        assert entry is not None, "only a square with moves still needed is joined"
        u_need, u_label = entry
        if u_label == label:
            return None  # the move would close a cycle
        new[i] = (u_need - 1, u_label) if u_need > 1 else None
        for j, e in enumerate(new):  # the two pieces become one, named `label`
            if e is not None and e[1] == u_label:
                new[j] = (e[0], label)
        mine -= 1
        if mine == 0 and not any(e is not None and e[1] == label for e in new):
            finished = True  # no open end is left: both ends are tour ends
    new[-1] = (mine, label) if mine else None
    if finished and not (last and all(e is None for e in new)):
        return None  # a finished path that misses squares
    if last and not finished:
        return None
    return new


def _exact_key(board: StripBoard, v: int, start: int, frontier: Frontier, horizon: int) -> tuple:
    """What the table of failed frontiers is indexed by: the square and the frontier."""
    return v, frontier


def _shifted_key(board: StripBoard, v: int, start: int, frontier: Frontier, horizon: int) -> tuple:
    """A coarser index: frontiers far from both the start and the board's end are taken as equal.

    A frontier that fails at square v usually fails as well a column further on. Treating them as one
    (beyond `horizon` columns from the start and from the end) is a guess, not a proof, used only by
    the quick passes; the exact pass does not rely on it.
    """
    far = horizon * board.rows
    ahead = start - v if start >= v else -1
    return v % board.rows, min(board.total - v, far), min(ahead, far), frontier


QUICK_HORIZONS = {3: (3, 8), 4: (2, 8)}  # columns, per number of rows, for the quick passes (measured)


def strip_tour_edges(
    rows: int, cols: int, start: int, budget: int = DEFAULT_STRIP_BUDGET, exact: bool = True, horizon: int = 3
) -> list[tuple[int, int]]:
    """The tour's moves as pairs of square numbers, by the search of the module docstring.

    With exact=False the table of failures uses :func:`_shifted_key` (fast on long strips, but its
    failure proves nothing: it raises SearchBudgetExceeded instead of NoTourExists).
    """
    board = StripBoard(rows, cols)
    counter = [0]
    key = _exact_key if exact else _shifted_key
    failed: set[tuple] = set()
    first: Frontier = ((None,) * board.window, False, 0)
    stack = [iter(_step(board, 0, first, start == 0, counter))]
    frontiers = [first]
    chosen: list[tuple[int, ...]] = []
    while stack:
        if counter[0] > budget:
            raise SearchBudgetExceeded(
                f"the strip search on the {rows}x{cols} board used its budget of {budget} "
                f"transitions without a tour (none is ruled out either)"
            )
        v = len(chosen)  # square being decided
        nxt = next(stack[-1], None)
        if nxt is None:
            stack.pop()
            failed.add(key(board, v, start, frontiers.pop(), horizon))
            if chosen:
                chosen.pop()
            continue
        frontier, joined = nxt
        if v + 1 == board.total:
            chosen.append(joined)
            return [(u, w) for w, js in enumerate(chosen) for u in js]
        if key(board, v + 1, start, frontier, horizon) in failed:
            continue
        chosen.append(joined)
        frontiers.append(frontier)
        stack.append(iter(_step(board, v + 1, frontier, start == v + 1, counter)))
    if not exact:
        raise SearchBudgetExceeded(
            f"the quick strip search on the {rows}x{cols} board found no tour (this proves nothing)"
        )
    raise NoTourExists(
        f"no tour of the {rows}x{cols} board starts at square {start} (numbered column by "
        f"column): the exhaustive strip search ({counter[0]} transitions) found none"
    )


def _walk(edges: list[tuple[int, int]], start: int, total: int) -> list[int]:
    """The squares of the path made of `edges`, from start."""
    links: dict[int, list[int]] = {}
    for u, w in edges:
        links.setdefault(u, []).append(w)
        links.setdefault(w, []).append(u)
    path, previous = [start], -1
    while len(path) < total:
        here = path[-1]
        step = [x for x in links.get(here, []) if x != previous]
        if not step:
            break
        previous = here
        path.append(step[0])
    return path


def strip_tour(n: int, m: int | None = None, start: Square = (0, 0), *, budget: int = DEFAULT_STRIP_BUDGET) -> Tour:
    """An open tour of a board with 3 or 4 rows (or columns) from start, checked before it is returned.

    Raises NoTourExists when the exhaustive search proves there is none from start, SearchBudgetExceeded
    if it runs out of budget first.
    """
    n, m = board_shape(n, m, limit=MAX_PLAIN_SQUARES)
    start = check_square(start, n, m)
    budget = require_int("budget", budget, lo=1, hi=MAX_BUDGET, type_error=BadBoard, value_error=BadBoard)
    if min(n, m) > 6:
        raise BadBoard(f"strip_tour is for boards with a short side (board size n or m) of at most 6, got {n}x{m}")
    if max(n, m) > MAX_STRIP_LENGTH:
        raise BoardTooLarge(
            f"board size n x m = {n}x{m}: strips are limited to a long side of {MAX_STRIP_LENGTH:,} "
            f"(a limit that bounds time; about 1 s a thousand columns)"
        )
    flip = n > m  # work with the short side as rows
    rows, cols = (m, n) if flip else (n, m)
    r, c = (start[1], start[0]) if flip else start
    edges = None
    for horizon in QUICK_HORIZONS.get(rows, ()):
        try:
            edges = strip_tour_edges(rows, cols, c * rows + r, budget, exact=False, horizon=horizon)
            break
        except SearchBudgetExceeded:
            continue
    if edges is None:
        try:
            edges = strip_tour_edges(rows, cols, c * rows + r, budget, exact=True)
        except NoTourExists as proof:
            raise NoTourExists(
                f"no tour of the {n}x{m} board starts at {start}: an exhaustive strip search found none ({proof})"
            ) from None
    board = StripBoard(rows, cols)
    squares = [board.square(v) for v in _walk(edges, c * rows + r, rows * cols)]
    if flip:
        squares = [(b, a) for a, b in squares]
    return require_valid(Tour(n, m, Squares(squares), method="strip search"))
