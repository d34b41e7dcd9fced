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


class KnightScene(Scene):
    """Replay a tour: visited squares grey with their move number, the path, and onward degrees as colours."""

    figsize = (4.2, 3.6)

    def __init__(self, tour: Tour, numbers: bool | None = None):
        self.tour = tour
        self.numbers = max(tour.n, tour.m) <= MAX_LABELLED if numbers is None else numbers

    def setup(self, fig: Figure, frame: int) -> None:
        n, m = self.tour.n, self.tour.m
        self.ax = ax = fig.add_subplot()
        _board_axes(ax, n, m)
        self.heat = ax.imshow(degree_grid(self.tour, frame), cmap=DEGREE_COLOURS, norm=DEGREE_NORM,
                              interpolation="nearest")
        colourbar = fig.colorbar(self.heat, ax=ax, ticks=range(9), fraction=0.046, pad=0.03)
        colourbar.set_label("onward squares", fontsize=8)
        colourbar.ax.tick_params(labelsize=7)
        (self.path,) = ax.plot([], [], color="#263238", linewidth=1.2, alpha=0.8)
        (self.knight,) = ax.plot([], [], marker="o", markersize=max(4, 60 / max(n, m)), color="#1565c0",
                                 markeredgecolor="white", linestyle="none")
        (self.next,) = ax.plot([], [], marker="s", markersize=max(5, 100 / max(n, m)), markerfacecolor="none",
                               markeredgecolor="#1565c0", markeredgewidth=1.5, linestyle="none")
        size = max(5, min(9, 70 / max(n, m)))
        self.labels = [[ax.text(c, r, "", ha="center", va="center", fontsize=size) for c in range(m)]
                       for r in range(n)] if self.numbers else []
        self.update(frame, 0)

    def update(self, frame: int, index: int) -> None:
        squares = self.tour.squares[:frame]
        degrees = degree_grid(self.tour, frame)
        self.heat.set_data(degrees)
        rows = [r for r, _ in squares]
        cols = [c for _, c in squares]
        self.path.set_data(cols, rows)
        self.knight.set_data(cols[-1:], rows[-1:])
        upcoming = self.tour.squares[frame:frame + 1]
        self.next.set_data([c for _, c in upcoming], [r for r, _ in upcoming])
        if self.labels:
            number = {s: k for k, s in enumerate(squares, start=1)}
            for r, row in enumerate(self.labels):
                for c, label in enumerate(row):
                    if (r, c) in number:
                        label.set_text(str(number[r, c]))
                        label.set_color("#37474f")
                    else:
                        label.set_text(str(degrees[r, c]))
                        label.set_color("black")

    def caption(self, frame: int, index: int) -> str:
        squares = self.tour.squares
        here = squares[frame - 1]
        if frame == len(squares):
            return f"square {frame}: {here} — {'complete' if self.tour.is_complete else 'stuck'}"
        visited = set(squares[:frame])
        grid = onward_degrees(self.tour.n, self.tour.m, visited)
        options = " ".join(f"{s[0]},{s[1]}→{grid[s[0]][s[1]]}" for s in knight_moves(here, self.tour.n, self.tour.m)
                           if s not in visited)
        return f"at {here[0]},{here[1]}; options (onward squares): {options}"


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
