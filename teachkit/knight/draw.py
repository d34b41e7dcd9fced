"""Pictures of knight's tours: a replay scene with an onward-degree heatmap, and static plots.

The scene replays a Tour that a solver returned: frame k shows the first k squares of ``tour.squares``.
The heatmap is ``onward_degrees`` from :mod:`teachkit.knight.tour` — the same function Warnsdorff's rule
uses — computed for the position on screen. Nothing here chooses a move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import BoundaryNorm, ListedColormap
from matplotlib.figure import Figure

from teachkit.knight.failure import FailureRow
from teachkit.knight.tour import Tour, knight_moves, onward_degrees
from teachkit import palette
from teachkit.player import Picture, Scene

DEGREE_COLOURS = ListedColormap(["#d62728", "#ff7f0e", "#fdd835", "#c5e1a5", "#81c784", "#4caf50",
                                 "#388e3c", "#2e7d32", "#1b5e20"])
DEGREE_NORM = BoundaryNorm(np.arange(-0.5, 9.5), DEGREE_COLOURS.N)
VISITED = "#cfd8dc"
MAX_LABELLED = 12  # boards up to 12×12 get a number in every square


def tour_frames(tour: Tour, max_frames: int | None = None) -> list[int]:
    """Frame k = 'the first k squares of the tour', for k = 1..len(tour) (evenly thinned to max_frames)."""
    count = len(tour.squares)
    if max_frames is None or count <= max_frames:
        return list(range(1, count + 1))
    return sorted({int(k) for k in np.linspace(1, count, max_frames).round()})


def degree_grid(tour: Tour, k: int) -> np.ma.MaskedArray:
    """Onward degrees of the unvisited squares after the first k squares (visited squares masked)."""
    grid = onward_degrees(tour.n, tour.m, tour.squares[:k])
    values = np.array([[-1 if d is None else d for d in row] for row in grid])
    return np.ma.masked_less(values, 0)


def _board_axes(ax: Axes, n: int, m: int) -> None:
    """Square cells, row 0 at the top (as in format_board), light grid lines, no ticks."""
    ax.set_xlim(-0.5, m - 0.5)
    ax.set_ylim(n - 0.5, -0.5)
    ax.set_aspect("equal")
    ax.set_xticks(np.arange(-0.5, m, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, n, 1), minor=True)
    ax.grid(which="minor", color="white", linewidth=1)
    ax.tick_params(which="both", length=0, labelsize=7)
    ax.set_xticks(range(m)) if m <= MAX_LABELLED else ax.set_xticks([])
    ax.set_yticks(range(n)) if n <= MAX_LABELLED else ax.set_yticks([])
    ax.set_facecolor(VISITED)


def square_name(square: tuple[int, int]) -> str:
    """Chess name of ``(row, col)``: (0, 0) is a1, columns are files a, b, … and rows are ranks 1, 2, …"""
    row, col = square
    letters = "abcdefghijklmnopqrstuvwxyz"
    file = letters[col] if col < 26 else f"f{col + 1}"
    return f"{file}{row + 1}"


class KnightScene(Scene):
    """Replay a tour on a chess-style board (a1 bottom-left): visited squares light blue with their move
    number, the knight (vermillion disc), the square it takes next (orange frame), and on every unvisited
    square its onward degree as a number on a cividis colour (darker = fewer onward squares = more urgent).
    """

    figsize = (6.0, 5.2)
    unit = "move"

    def __init__(self, tour: Tour, numbers: bool | None = None):
        self.tour = tour
        self.numbers = max(tour.n, tour.m) <= MAX_LABELLED if numbers is None else numbers

    def setup(self, fig: Figure, frame: int) -> None:
        from matplotlib import colormaps
        from matplotlib.patches import Rectangle

        n, m = self.tour.n, self.tour.m
        self.cmap = colormaps[palette.SEQUENTIAL]
        self.ax = ax = fig.add_axes((0.07, 0.16, 0.9, 0.8))
        ax.set_xlim(-0.5, m - 0.5)
        ax.set_ylim(-0.5, n - 0.5)
        ax.set_aspect("equal")
        ax.axis("off")
        self.cells = [[ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, edgecolor="white", linewidth=1))
                       for c in range(m)] for r in range(n)]
        size = max(8.0, min(13.0, 80 / max(n, m)))
        self.labels = [[ax.text(c, r, "", ha="center", va="center", fontsize=size) for c in range(m)]
                       for r in range(n)] if self.numbers else []
        if max(n, m) <= 26:
            for c in range(m):
                ax.text(c, -0.5 - 0.3, square_name((0, c))[0], ha="center", va="center", fontsize=10)
            for r in range(n):
                ax.text(-0.5 - 0.3, r, str(r + 1), ha="center", va="center", fontsize=10)
        (self.path,) = ax.plot([], [], color=palette.INK, linewidth=1.5, alpha=0.7)
        (self.knight,) = ax.plot([], [], marker="o", markersize=max(6, 160 / max(n, m)), color=palette.ACTIVE,
                                 markeredgecolor="white", markeredgewidth=1.5, linestyle="none", alpha=0.85)
        self.next = ax.add_patch(Rectangle((0, 0), 0.9, 0.9, facecolor="none", edgecolor=palette.CANDIDATE,
                                           linewidth=3.5, visible=False))
        self._legend(fig)
        self.update(frame, 0)

    def _legend(self, fig: Figure) -> None:
        """A key under the board: the onward-degree colours 0..8 with their numbers, and the markers."""
        from matplotlib.patches import Rectangle

        key = fig.add_axes((0.07, 0.0, 0.9, 0.12))
        key.set_xlim(0, 20)
        key.set_ylim(0, 2)
        key.axis("off")
        key.text(0, 1.45, "onward squares:", va="center", fontsize=9)
        for d in range(9):
            colour = self.cmap(DEGREE_NORM(d) / (DEGREE_COLOURS.N - 1))
            key.add_patch(Rectangle((4.2 + 0.85 * d, 1.05), 0.8, 0.8, facecolor=colour))
            key.text(4.6 + 0.85 * d, 1.45, str(d), ha="center", va="center", fontsize=9,
                     color=palette.ink_on(_hex(colour)))
        key.add_patch(Rectangle((12.4, 1.05), 0.8, 0.8, facecolor=palette.DONE_LIGHT))
        key.text(13.4, 1.45, "visited (move number)", va="center", fontsize=9)
        key.plot([4.6], [0.35], marker="o", markersize=9, color=palette.ACTIVE, markeredgecolor="white")
        key.text(5.2, 0.35, "the knight", va="center", fontsize=9)
        key.add_patch(Rectangle((9.0, 0.0), 0.7, 0.7, facecolor="none", edgecolor=palette.CANDIDATE, linewidth=2.5))
        key.text(9.9, 0.35, "its next square", va="center", fontsize=9)

    def update(self, frame: int, index: int) -> None:
        squares = self.tour.squares[:frame]
        degrees = onward_degrees(self.tour.n, self.tour.m, squares)
        number = {s: k for k, s in enumerate(squares, start=1)}
        for r, row in enumerate(self.cells):
            for c, cell in enumerate(row):
                d = degrees[r][c]
                colour = palette.DONE_LIGHT if d is None else _hex(self.cmap(d / 8))
                cell.set_facecolor(colour)
                if self.labels:
                    label = self.labels[r][c]
                    label.set_text(str(number[r, c]) if d is None else str(d))
                    label.set_color(palette.INK if d is None else palette.ink_on(colour))
        self.path.set_data([c for _, c in squares], [r for r, _ in squares])
        self.knight.set_data([c for _, c in squares[-1:]], [r for r, _ in squares[-1:]])
        upcoming = self.tour.squares[frame:frame + 1]
        self.next.set_visible(bool(upcoming))
        if upcoming:
            r, c = upcoming[0]
            self.next.set_xy((c - 0.45, r - 0.45))

    def caption(self, frame: int, index: int) -> str:
        squares = self.tour.squares
        here = squares[frame - 1]
        if frame == len(squares):
            verdict = "the tour is complete" if self.tour.is_complete else "stuck: no unvisited square to jump to"
            return f"knight on {square_name(here)} — {verdict}"
        visited = set(squares[:frame])
        grid = onward_degrees(self.tour.n, self.tour.m, visited)
        options = ", ".join(f"{square_name(s)} ({grid[s[0]][s[1]]})"
                            for s in knight_moves(here, self.tour.n, self.tour.m) if s not in visited)
        return (f"knight on {square_name(here)}; it may jump to {options} (onward squares in brackets); "
                f"the rule takes {square_name(squares[frame])}")


def _hex(colour) -> str:
    """'#rrggbb' of an RGBA tuple."""
    r, g, b = (round(255 * v) for v in colour[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


# ---- static pictures -----------------------------------------------------------------------------


def _figure(figsize: tuple[float, float]) -> Figure:
    fig = Figure(figsize=figsize, dpi=80)
    FigureCanvasAgg(fig)
    return fig


def draw_tour(ax: Axes, tour: Tour, numbers: bool | None = None) -> None:
    """The tour on one Axes: a checkered board, the path, start (green) and end (red)."""
    n, m = tour.n, tour.m
    _board_axes(ax, n, m)
    ax.imshow(np.indices((n, m)).sum(axis=0) % 2, cmap=ListedColormap(["#f5f5f5", "#bdbdbd"]),
              interpolation="nearest")
    rows = [r for r, _ in tour.squares]
    cols = [c for _, c in tour.squares]
    if tour.is_closed:
        rows, cols = rows + rows[:1], cols + cols[:1]
    ax.plot(cols, rows, color="#1565c0", linewidth=max(0.3, min(1.5, 20 / max(n, m))))
    ax.plot(cols[:1], rows[:1], "o", color="#2e7d32", markersize=6)
    ax.plot(tour.squares[-1][1:], tour.squares[-1][:1], "s", color="#c62828", markersize=6)
    if numbers if numbers is not None else max(n, m) <= 8:
        for k, (r, c) in enumerate(tour.squares, start=1):
            ax.text(c, r, str(k), ha="center", va="center", fontsize=7, color="#263238",
                    bbox={"boxstyle": "round,pad=0.1", "facecolor": "white", "edgecolor": "none", "alpha": 0.7})
    kind = "closed tour" if tour.is_closed else "tour" if tour.is_complete else "stuck"
    ax.set_title(f"{n}x{m}: {kind}, {len(tour.squares)} squares", fontsize=9)


def plot_tour(tour: Tour, numbers: bool | None = None, size: float = 4.0) -> Picture:
    """A picture of one tour."""
    fig = _figure((size, size * tour.n / tour.m + 0.3))
    draw_tour(fig.add_subplot(), tour, numbers)
    fig.tight_layout()
    return Picture(fig, repr(tour))


def plot_tours(tours: Sequence[Tour], cols: int = 3, size: float = 3.0) -> Picture:
    """Several tours side by side."""
    rows = -(-len(tours) // cols)
    fig = _figure((size * min(cols, len(tours)), size * rows))
    for i, tour in enumerate(tours):
        draw_tour(fig.add_subplot(rows, min(cols, len(tours)), i + 1), tour, numbers=False)
    fig.tight_layout()
    return Picture(fig, f"{len(tours)} tours")


def plot_degrees(n: int, m: int | None = None, visited: Sequence = ()) -> Picture:
    """The onward degree of every square (corners 2, edges 3-4, middle 8) on an empty or partly visited board."""
    m = n if m is None else m
    tour = Tour(n, m, tuple(visited))
    fig = _figure((3.6, 3.4 * n / m))
    ax = fig.add_subplot()
    _board_axes(ax, n, m)
    grid = degree_grid(tour, len(visited))
    ax.imshow(grid, cmap=DEGREE_COLOURS, norm=DEGREE_NORM, interpolation="nearest")
    for r in range(n):
        for c in range(m):
            if grid.mask is np.ma.nomask or not grid.mask[r, c]:
                ax.text(c, r, str(grid[r, c]), ha="center", va="center", fontsize=8)
    ax.set_title(f"onward squares on a {n}x{m} board", fontsize=9)
    fig.tight_layout()
    return Picture(fig, f"degrees on {n}x{m}")


def plot_failure_map(maps: Mapping[str, Sequence[FailureRow]]) -> Picture:
    """One strip per tie-break: green where the rule completed the n×n board, red where it got stuck."""
    names = list(maps)
    sizes = [row.n for row in maps[names[0]]]
    grid = np.array([[row.complete for row in maps[name]] for name in names], dtype=float)
    fig = _figure((8, 0.45 * len(names) + 1.0))
    ax = fig.add_subplot()
    ax.imshow(grid, cmap=ListedColormap(["#c62828", "#81c784"]), aspect="auto", interpolation="nearest",
              extent=(sizes[0] - 0.5, sizes[-1] + 0.5, len(names) - 0.5, -0.5), vmin=0, vmax=1)
    ax.set_yticks(range(len(names)), names, fontsize=8)
    ax.set_xlabel("board size n (n×n, start in the corner a1); red = stuck", fontsize=8)
    ax.tick_params(labelsize=7)
    for y, name in enumerate(names):
        for row in maps[name]:
            if not row.complete:
                ax.text(row.n, y, str(row.n), ha="center", va="center", fontsize=5, color="white", rotation=90)
    fig.tight_layout()
    return Picture(fig, "failure map")
