"""Pictures of knight's tours: a replay scene with an onward-degree heatmap, and static plots.

The scene replays a Tour that a solver returned: frame k shows the first k squares of ``tour.squares``.
The heatmap is ``onward_degrees`` from :mod:`teachkit.knight.tour` — the same function Warnsdorff's rule
uses — computed for the position on screen. Nothing here chooses a move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from matplotlib import colormaps
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import BoundaryNorm, ListedColormap, to_hex
from matplotlib.figure import Figure
from matplotlib.patches import Patch, Rectangle

from teachkit import palette
from teachkit.knight.failure import COMPLETE, KINDS, NO_TOUR, STUCK, UNDECIDED, FailureRow
from teachkit.knight.tour import Square, Tour, knight_moves, onward_degrees
from teachkit.player import Picture, Scene, figure_of

DEGREE_COLOURS = ListedColormap(
    ["#d62728", "#ff7f0e", "#fdd835", "#c5e1a5", "#81c784", "#4caf50", "#388e3c", "#2e7d32", "#1b5e20"]
)
DEGREE_NORM = BoundaryNorm(np.arange(-0.5, 9.5), DEGREE_COLOURS.N)
VISITED = "#cfd8dc"
MAX_LABELLED = 12  # boards up to 12×12 get a number in every square
FILES = "abcdefghijklmnopqrstuvwxyz"  # chess files: column 0 is file a


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


def square_name(square: Square) -> str:
    """The chess name of a square: (0, 0) is a1, (2, 3) is d3 (file letter from the column, rank = row + 1)."""
    r, c = square
    return f"{FILES[c]}{r + 1}" if c < len(FILES) else f"({r}, {c})"


def _board_axes(ax: Axes, n: int, m: int) -> None:
    """Square cells drawn as on a chess diagram: (0, 0) = a1 bottom-left, files a, b, … along the bottom,
    ranks 1, 2, … up the side. Data coordinates are x = col, y = row, so (r, c) is drawn at (c, r)."""
    ax.set_xlim(-0.5, m - 0.5)
    ax.set_ylim(-0.5, n - 0.5)  # row 0 at the bottom; this also turns autoscaling off, so imshow keeps it
    ax.set_aspect("equal")
    ax.set_xticks(np.arange(-0.5, m, 1), minor=True)
    ax.set_yticks(np.arange(-0.5, n, 1), minor=True)
    ax.grid(which="minor", color="white", linewidth=1)
    ax.tick_params(which="both", length=0, labelsize=10)
    if m <= MAX_LABELLED and m <= len(FILES):
        ax.set_xticks(range(m), [FILES[c] for c in range(m)])
    else:
        ax.set_xticks([])
    if n <= MAX_LABELLED:
        ax.set_yticks(range(n), [str(r + 1) for r in range(n)])
    else:
        ax.set_yticks([])
    ax.set_facecolor(VISITED)


SMALLEST_PT = 8.0  # the smallest label: 8 pt is 11 CSS px at the scene's display size (player.MIN_TEXT_PX)
LEGEND_PT = 15.0  # the key beside a replayed tour: 18 px or more on a 1280x720 slide
MOVE_PT = 14.5  # a visited square's move number (in its corner), up to 8x8 boards: 18 px or more on a slide


class KnightScene(Scene):
    """Replay a tour on a chess-style board (a1 bottom-left): visited squares light blue with their move
    number (small and italic, in the square's top-left corner, so it is not read as a degree), the knight
    (vermilion disc), the square it takes next (orange frame), and on every unvisited square its onward degree
    as a number on a cividis colour (darker = fewer onward squares = more urgent).

    ``ask=True`` is for predicting each step before taking it: a frame then frames the knight's candidates (all
    of them, orange) instead of the square it takes, and its caption asks "which does the rule take?"; which one
    the rule took, and why, is said by the next frame's caption, after the student has stepped.
    """

    figsize = (8.6, 5.2)  # landscape, the key beside the board: on a 1280x720 slide it shows near full size
    unit = "square"  # "square 1 of 36": the frame's number is the knight's square's number on the board
    first_is_start = False

    def __init__(self, tour: Tour, numbers: bool | None = None, ask: bool = False):
        self.tour = tour
        self.numbers = max(tour.n, tour.m) <= MAX_LABELLED if numbers is None else numbers
        self.ask = bool(ask)
        self._chosen: list[int] | None = None  # the onward degree of each square taken, counted once when asked

    def setup(self, fig: Figure, frame: int) -> None:
        from matplotlib import colormaps
        from matplotlib.patches import Rectangle

        n, m = self.tour.n, self.tour.m
        self.cmap = colormaps[palette.SEQUENTIAL]
        self.ax = ax = fig.add_axes((0.05, 0.09, 0.56, 0.89))
        ax.set_xlim(-0.5, m - 0.5)
        ax.set_ylim(-0.5, n - 0.5)
        ax.set_aspect("equal")
        ax.axis("off")
        self.cells = [
            [ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, edgecolor="white", linewidth=1)) for c in range(m)]
            for r in range(n)
        ]
        self.size = size = max(SMALLEST_PT, min(15.0, 120 / max(n, m)))
        self.labels = (
            [[ax.text(c, r, "", ha="center", va="center", fontsize=size) for c in range(m)] for r in range(n)]
            if self.numbers
            else []
        )
        if max(n, m) <= 26:
            for c in range(m):
                ax.text(c, -0.5 - 0.3, square_name((0, c))[0], ha="center", va="center", fontsize=13)
            for r in range(n):
                ax.text(-0.5 - 0.35, r, str(r + 1), ha="center", va="center", fontsize=13)
        (self.path,) = ax.plot([], [], color=palette.INK, linewidth=1.5, alpha=0.7)
        (self.knight,) = ax.plot(
            [],
            [],
            marker="o",
            markersize=max(6, 160 / max(n, m)),
            color=palette.ACTIVE,
            markeredgecolor="white",
            markeredgewidth=1.5,
            linestyle="none",
            alpha=0.85,
        )
        self.next = Rectangle(
            (0, 0), 0.9, 0.9, facecolor="none", edgecolor=palette.CANDIDATE, linewidth=3.5, visible=False
        )
        ax.add_patch(self.next)
        self.boxes = [  # ask=True: one frame for each candidate (a knight has at most eight)
            Rectangle((0, 0), 0.9, 0.9, facecolor="none", edgecolor=palette.CANDIDATE, linewidth=3.5, visible=False)
            for _ in range(8 if self.ask else 0)
        ]
        for box in self.boxes:
            ax.add_patch(box)
        self._legend(fig)
        self.update(frame, 0)

    def _legend(self, fig: Figure) -> None:
        """A key beside the board, large enough to read on a slide (LEGEND_PT: 18 px or more as shown): the
        onward-degree colours 0..8 with their numbers, visited squares, the knight and its next square (or
        candidates; ``update`` hides that entry on a frame with nothing to frame: the knight is stuck or done)."""
        from matplotlib.patches import Rectangle

        key = fig.add_axes((0.64, 0.04, 0.35, 0.92))
        key.set_xlim(0, 10)
        key.set_ylim(0, 10)
        key.axis("off")
        size = LEGEND_PT
        key.text(0, 9.4, "onward squares:", va="center", fontsize=size)
        for d in range(9):
            colour = self.cmap(DEGREE_NORM(d) / (DEGREE_COLOURS.N - 1))
            key.add_patch(Rectangle((1.1 * d, 7.9), 1.05, 0.95, facecolor=colour))
            key.text(
                1.1 * d + 0.52,
                8.37,
                str(d),
                ha="center",
                va="center",
                fontsize=size,
                color=palette.ink_on(_hex(colour)),
            )
        key.add_patch(Rectangle((0, 6.2), 1.05, 0.95, facecolor=palette.DONE_LIGHT))
        key.text(1.5, 6.67, "visited", va="center", fontsize=size)
        key.text(1.5, 5.85, "(order of visit", va="center", fontsize=MOVE_PT)
        key.text(1.5, 5.1, "in its corner)", va="center", fontsize=MOVE_PT)
        key.plot([0.52], [3.7], marker="o", markersize=16, color=palette.ACTIVE, markeredgecolor="white")
        key.text(1.5, 3.7, "the knight", va="center", fontsize=size)
        self.next_key = [
            key.add_patch(
                Rectangle((0.05, 1.85), 0.95, 0.85, facecolor="none", edgecolor=palette.CANDIDATE, linewidth=3)
            ),
            key.text(1.5, 2.27, "its candidates" if self.ask else "its next square", va="center", fontsize=size),
        ]

    def update(self, frame: int, index: int) -> None:
        squares = self.tour.squares[:frame]
        degrees = onward_degrees(self.tour.n, self.tour.m, squares)
        number = {s: k for k, s in enumerate(squares, start=1)}
        for r, row in enumerate(self.cells):
            for c, cell in enumerate(row):
                d = degrees[r][c]
                colour = palette.DONE_LIGHT if d is None else _hex(self.cmap(d / 8))
                cell.set_facecolor(colour)
                if self.labels:  # a move number: small, italic, in the top-left corner; a degree: large, centred
                    label = self.labels[r][c]
                    label.set_text(str(number[r, c]) if d is None else str(d))
                    label.set_color(palette.INK if d is None else palette.ink_on(colour))
                    if d is None:
                        label.set(
                            x=c - 0.44,
                            y=r + 0.44,
                            ha="left",
                            va="top",
                            fontsize=max(min(MOVE_PT, 0.97 * self.size), SMALLEST_PT),
                            fontstyle="italic",
                        )
                    else:
                        label.set(x=c, y=r, ha="center", va="center", fontsize=self.size, fontstyle="normal")
        self.path.set_data([c for _, c in squares], [r for r, _ in squares])
        self.knight.set_data([c for _, c in squares[-1:]], [r for r, _ in squares[-1:]])
        if self.ask:  # frame the candidates, not the answer
            candidates = [s for s, _ in self._candidates(frame)] if frame < len(self.tour.squares) else []
            for k, box in enumerate(self.boxes):
                box.set_visible(k < len(candidates))
                if k < len(candidates):
                    box.set_xy((candidates[k][1] - 0.45, candidates[k][0] - 0.45))
            self.next.set_visible(False)
            for artist in self.next_key:
                artist.set_visible(bool(candidates))
            return
        upcoming = self.tour.squares[frame : frame + 1]
        self.next.set_visible(bool(upcoming))
        for artist in self.next_key:
            artist.set_visible(bool(upcoming))
        if upcoming:
            r, c = upcoming[0]
            self.next.set_xy((c - 0.45, r - 0.45))

    def _candidates(self, frame: int) -> list[tuple[Square, int]]:
        """The knight's unvisited jumps after the first ``frame`` squares, in move order, with their onward degrees."""
        squares = self.tour.squares
        visited = set(squares[:frame])
        grid = onward_degrees(self.tour.n, self.tour.m, visited)
        here = squares[frame - 1]
        return [
            (s, degree)
            for s in knight_moves(here, self.tour.n, self.tour.m)
            if s not in visited and (degree := grid[s[0]][s[1]]) is not None  # unvisited: never None
        ]

    def _chosen_degrees(self) -> list[int]:
        """For each move of the tour, the onward degree of the square it took, counted when it was taken."""
        if self._chosen is None:
            squares, n, m = self.tour.squares, self.tour.n, self.tour.m
            self._chosen = []
            for k in range(1, len(squares)):
                before = set(squares[:k])
                self._chosen.append(sum(1 for s in knight_moves(squares[k], n, m) if s not in before))
        return self._chosen

    def caption(self, frame: int, index: int) -> str:
        squares = self.tour.squares
        here = squares[frame - 1]
        done = frame == len(squares)
        verdict = "the tour is complete" if self.tour.is_complete else "stuck: no unvisited square to jump to"
        if self.ask:
            took = ""
            if frame > 1:  # what the step just taken chose, and why
                before = self._candidates(frame - 1)
                fewest = min(d for _, d in before)
                tied = sum(d == fewest for _, d in before) > 1
                why = (
                    "the only candidate"
                    if len(before) == 1
                    else "the fewest; a tie, so the first in SEED_ORDER"
                    if tied
                    else "the fewest"
                )
                roomy = sum(d >= 3 for d in self._chosen_degrees()[: frame - 1])
                took = (
                    f"it took {square_name(here)} ({_plural(fewest, 'onward square')}, {why}). "
                    f"So far {roomy} of {frame - 1} moves (forced ones included) took a square with 3 or more "
                    "onward squares. "
                )
            if done:
                return f"{took}{verdict[0].upper()}{verdict[1:]}"
            options = ", ".join(f"{square_name(s)} ({d})" for s, d in self._candidates(frame))
            return (
                f"{took}Knight on {square_name(here)}; candidates (onward squares): {options}. "
                f"Which does the rule take? Predict, then step"
            )
        if done:
            return f"knight on {square_name(here)} — {verdict}"
        options = ", ".join(f"{square_name(s)} ({d})" for s, d in self._candidates(frame))
        return (
            f"knight on {square_name(here)}; it may jump to {options} (onward squares in brackets); "
            f"the rule takes {square_name(squares[frame])}"
        )


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _hex(colour) -> str:
    """'#rrggbb' of an RGBA tuple."""
    r, g, b = (round(255 * v) for v in colour[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


# ---- static pictures -----------------------------------------------------------------------------


def _figure(figsize: tuple[float, float]) -> Figure:
    fig = Figure(figsize=figsize, dpi=80)
    FigureCanvasAgg(fig)
    return fig


def checker_board(ax: Axes, n: int, m: int) -> None:
    """The n x m board's squares in two shades, a1's colour grey (the board under a tour or a splice)."""
    ax.imshow(
        np.indices((n, m)).sum(axis=0) % 2,
        cmap=ListedColormap([palette.NEUTRAL, palette.PAPER]),
        interpolation="nearest",
        origin="lower",
        vmin=0,
        vmax=1,
    )


def crossing_moves(tour: Tour) -> list[tuple[Square, Square]]:
    """The moves of a divide-and-conquer tour that cross a block border (the splices), closing move included."""
    from teachkit.knight.construct import block_parts, offsets

    r0, c0 = tour.squares[0]
    rows, cols = block_parts(tour.n, tour.m, (int(r0), int(c0)))
    row_starts, col_starts = offsets(rows), offsets(cols)

    def block(square: Square) -> tuple[int, int]:
        return sum(r <= square[0] for r in row_starts), sum(c <= square[1] for c in col_starts)

    squares = list(tour.squares)
    pairs = list(zip(squares, squares[1:])) + ([(squares[-1], squares[0])] if tour.is_closed else [])
    return [(a, b) for a, b in pairs if block(a) != block(b)]


def draw_blocks(ax: Axes, tour: Tour) -> None:
    """The borders of the blocks a divide-and-conquer tour was spliced from (thick dashed lines between
    squares), and the moves that cross them, the splices (thick, in the knight's colour)."""
    from teachkit.knight.construct import block_parts, offsets

    for a, b in crossing_moves(tour):
        ax.plot([a[1], b[1]], [a[0], b[0]], color=palette.ACTIVE, linewidth=3, zorder=6)
    r0, c0 = tour.squares[0]
    rows, cols = block_parts(tour.n, tour.m, (int(r0), int(c0)))
    style: dict[str, Any] = {"color": palette.INK, "linewidth": 2.2, "linestyle": (0, (4, 2)), "zorder": 5}
    for r in offsets(rows)[1:]:
        ax.plot([-0.5, tour.m - 0.5], [r - 0.5, r - 0.5], **style)
    for c in offsets(cols)[1:]:
        ax.plot([c - 0.5, c - 0.5], [-0.5, tour.n - 0.5], **style)


def draw_tour(
    ax: Axes, tour: Tour, numbers: bool | None = None, shade_rows: Sequence[int] = (), blocks: bool = False
) -> None:
    """The tour on one Axes: a checkered board (a1's colour grey), the path, start (disc) and end (square).

    ``shade_rows`` are tinted (e.g. the outer rows of a 4×k board); ``blocks`` draws the block borders of a
    divide-and-conquer tour (:func:`draw_blocks`).
    """
    n, m = tour.n, tour.m
    _board_axes(ax, n, m)
    checker_board(ax, n, m)
    if blocks and tour.method == "divide-and-conquer":
        draw_blocks(ax, tour)
    for row in shade_rows:
        ax.axhspan(row - 0.5, row + 0.5, color=palette.CANDIDATE, alpha=0.3, linewidth=0)
    rows = [r for r, _ in tour.squares]
    cols = [c for _, c in tour.squares]
    if tour.is_closed:
        rows, cols = rows + rows[:1], cols + cols[:1]
    ax.plot(cols, rows, color=palette.DONE, linewidth=max(0.3, min(1.5, 20 / max(n, m))))
    start, end = tour.squares[0], tour.squares[-1]
    numbered = numbers if numbers is not None else max(n, m) <= 8
    if numbered:  # rings around the numbers 1 and N, so both stay readable
        box = ax.get_position()
        fig = figure_of(ax)
        cell = min(box.width * fig.get_figwidth() / m, box.height * fig.get_figheight() / n) * 72
        ring: dict[str, Any] = {
            "markerfacecolor": "none",
            "markeredgecolor": palette.INK,
            "markeredgewidth": 2,
            "markersize": 0.8 * cell,
            "zorder": 4,
        }
        ax.plot([start[1]], [start[0]], "o", **ring)
        ax.plot([end[1]], [end[0]], "s", **ring)
    else:
        marker = max(4, min(9, 80 / max(n, m)))
        ax.plot([start[1]], [start[0]], "o", color=palette.INK, markersize=marker)
        ax.plot(
            [end[1]],
            [end[0]],
            "s",
            markerfacecolor=palette.PAPER,
            markeredgecolor=palette.INK,
            markeredgewidth=1.5,
            markersize=marker,
        )
    if numbered:
        for k, (r, c) in enumerate(tour.squares, start=1):
            ax.text(
                c,
                r,
                str(k),
                ha="center",
                va="center",
                fontsize=10,
                color=palette.INK,
                bbox={"boxstyle": "round,pad=0.1", "facecolor": "white", "edgecolor": "none", "alpha": 0.8},
            )
    kind = "closed tour" if tour.is_closed else "tour" if tour.is_complete else "stuck"
    ax.set_title(f"{n}x{m} {kind}: ● {square_name(start)} to ■ {square_name(end)}", fontsize=10)


def _describe(tour: Tour) -> str:
    """Alt text for a tour picture."""
    kind = "closed tour" if tour.is_closed else "tour" if tour.is_complete else "path that got stuck"
    return (
        f"{tour.n}x{tour.m} {kind} of {len(tour.squares)} squares from {square_name(tour.squares[0])} "
        f"to {square_name(tour.squares[-1])}, a1 bottom-left"
    )


def plot_tour(tour: Tour, numbers: bool | None = None, size: float = 4.0, shade_rows: Sequence[int] = ()) -> Picture:
    """A picture of one tour, a1 bottom-left; ``shade_rows`` are tinted."""
    fig = _figure((size, size * tour.n / tour.m + 0.4))
    draw_tour(fig.add_subplot(), tour, numbers, shade_rows)
    fig.tight_layout()
    ranks = [str(r + 1) for r in shade_rows]  # chess ranks count from 1: row 0 is rank 1
    listed = ", ".join(ranks[:-1]) + f" and {ranks[-1]}" if len(ranks) > 1 else "".join(ranks)
    shaded = f"; {'ranks' if len(ranks) > 1 else 'rank'} {listed} shaded (rows {tuple(shade_rows)})" if ranks else ""
    return Picture(fig, _describe(tour) + shaded)


def plot_stuck(tour: Tour) -> Picture:
    """Where a walk that got stuck ended, drawn as the replay's last frame: visited squares with their move
    numbers, every unvisited square with its onward degree, the knight on its last square."""
    scene = KnightScene(tour)
    fig = _figure(scene.figsize)
    scene.setup(fig, len(tour.squares))
    n, m, squares = tour.n, tour.m, tour.squares
    left = n * m - len(squares)
    text = (
        f"{n}x{m} from {square_name(squares[0])}: the knight is stuck on {square_name(squares[-1])} after "
        f"{len(squares)} of {n * m} squares; {_plural(left, 'square')} never visited (shown with their onward degrees)"
    )
    return Picture(fig, text)


def plot_outer_middle(tour: Tour) -> Picture:
    """A 4×k tour (its outer rows framed in orange) and, below it, the tour as a line of places marked O (outer
    row: 0 or 3, orange frame) or M (middle row), with its move numbers. Each box is filled with its square's
    colour as on the board (a1's colour grey, the other white), with a second cue under it (g, w); the two middle
    squares that are neighbours in the line are framed (dashed, vermilion)."""
    n, squares = tour.n, tour.squares
    outer = [r in (0, n - 1) for r, _ in squares]
    dark = [(r + c) % 2 == 0 for r, c in squares]  # a1's colour (a dark square in chess)
    places = len(squares)
    fig = _figure((max(6.0, 0.42 * places + 0.6), 5.3))
    board = fig.add_axes((0.2, 0.40, 0.6, 0.56))
    draw_tour(board, tour, numbers=True)  # the board's own grey and white, as in the line below
    for row in (0, n - 1):  # the outer rows framed in orange, as the O boxes are
        board.add_patch(
            Rectangle(
                (-0.45, row - 0.45),
                tour.m - 0.1,
                0.9,
                facecolor="none",
                edgecolor=palette.CANDIDATE,
                linewidth=3,
                zorder=5,
            )
        )
    line = fig.add_axes((0.02, 0.02, 0.96, 0.3))
    line.set_xlim(-0.6, places - 0.4)
    line.set_ylim(-1.45, 1.5)
    line.axis("off")
    line.text(
        -0.5,
        1.3,
        "the tour as a line:  O = outer row (orange frame), M = middle row",
        fontsize=11,
        va="center",
    )
    line.text(
        -0.5,
        0.8,
        "fill and letter below = the square's colour on the board:  grey (g) = a1's colour,  white (w) = the other",
        fontsize=11,
        va="center",
    )
    for k, (is_outer, is_dark) in enumerate(zip(outer, dark)):
        line.add_patch(
            Rectangle(
                (k - 0.4, -0.4),
                0.8,
                0.8,
                facecolor=palette.NEUTRAL if is_dark else palette.PAPER,
                edgecolor=palette.CANDIDATE if is_outer else palette.INK,
                linewidth=3 if is_outer else 1,
            )
        )
        line.text(k, 0, "O" if is_outer else "M", ha="center", va="center", fontsize=12, fontweight="bold")
        line.text(k, -0.75, "g" if is_dark else "w", ha="center", va="center", fontsize=12, color=palette.INK)
        line.text(k, -1.2, str(k + 1), ha="center", va="center", fontsize=10)
    pairs = [k for k in range(places - 1) if not outer[k] and not outer[k + 1]]
    for k in pairs:
        frame = Rectangle((k - 0.5, -0.52), 2.0, 1.04, facecolor="none", edgecolor=palette.ACTIVE, linewidth=3)
        frame.set_linestyle("--")
        line.add_patch(frame)
    outer_colours = sorted({"●" if d else "○" for o, d in zip(outer, dark) if o})
    text = (
        f"{_describe(tour)}; outer rows framed; as a line: {' '.join('O' if o else 'M' for o in outer)}; "
        f"colours along the line (g a1's colour, w the other): {' '.join('g' if d else 'w' for d in dark)}; "
        f"the outer squares have {'both colours' if len(outer_colours) == 2 else 'one colour'}; "
        f"middle squares side by side at places {', '.join(f'{k + 1} and {k + 2}' for k in pairs) or 'none'}"
    )
    return Picture(fig, text)


def plot_tours(tours: Sequence[Tour], cols: int = 3, size: float = 3.0, blocks: bool = False) -> Picture:
    """Several tours side by side; ``blocks`` outlines the blocks of divide-and-conquer tours (dashed)."""
    rows = -(-len(tours) // cols)
    fig = _figure((size * min(cols, len(tours)), (size + 0.3) * rows))
    for i, tour in enumerate(tours):
        draw_tour(fig.add_subplot(rows, min(cols, len(tours)), i + 1), tour, numbers=False, blocks=blocks)
    fig.tight_layout()
    outlined = "; block borders dashed, the moves across them (the splices) thick and vermilion" if blocks else ""
    return Picture(fig, "; ".join(_describe(t) for t in tours) + outlined)


DEGREE_SEQUENTIAL = colormaps[palette.SEQUENTIAL].resampled(9)  # 0..8 onward squares, dark = few


def plot_degrees(n: int, m: int | None = None, visited: Sequence = ()) -> Picture:
    """The onward degree of every square (corners 2, edges 3-4, middle 8) on an empty or partly visited board.

    Each unvisited square shows its number (the first cue) on a cividis shade, dark = few (the second).
    """
    m = n if m is None else m
    tour = Tour(n, m, tuple(visited))
    fig = _figure((3.8, 3.6 * n / m))
    ax = fig.add_subplot()
    _board_axes(ax, n, m)
    grid = degree_grid(tour, len(visited))
    masked = np.ma.getmaskarray(grid)
    ax.imshow(grid, cmap=DEGREE_SEQUENTIAL, norm=DEGREE_NORM, interpolation="nearest", origin="lower")
    for r in range(n):
        for c in range(m):
            if not masked[r, c]:
                shade = to_hex(DEGREE_SEQUENTIAL(int(grid[r, c])))
                ax.text(c, r, str(grid[r, c]), ha="center", va="center", fontsize=11, color=palette.ink_on(shade))
    visits = f"\nafter the knight has visited {', '.join(square_name(s) for s in visited)}" if visited else ""
    ax.set_title(
        f"onward squares{visits} ({n}x{m} board)"
        if len(visited) <= 3
        else f"onward squares with {len(visited)} squares visited ({n}x{m})",
        fontsize=10,
    )
    fig.tight_layout()
    counts = sorted({int(v) for v in grid.compressed()})
    return Picture(
        fig,
        f"onward squares of each square of a {n}x{m} board (values {counts[0]} to {counts[-1]}), a1 bottom-left"
        if counts
        else f"a fully visited {n}x{m} board",
    )


# How each kind of FailureRow is drawn: fill colour, hatch (the second cue) and the legend's words.
FAILURE_STYLE = {
    COMPLETE: (palette.DONE, "", "tour found"),
    STUCK: (palette.WARNING, "xx", "rule stuck (a tour exists)"),
    NO_TOUR: (palette.NEUTRAL, "//", "no tour from this start"),
    UNDECIDED: (palette.PAPER, "..", "undecided"),
}


def _kind(row: FailureRow) -> str:
    """The row's kind; rows made without one (older code) count as complete or undecided."""
    return row.kind or (COMPLETE if row.complete else UNDECIDED)


def plot_failure_map(maps: Mapping[str, Sequence[FailureRow]], start: Square | None = None) -> Picture:
    """One strip per tie-break: tour found (blue), rule stuck (purple, crossed), no tour (grey, striped).

    ``start`` only labels the axis; the rows say themselves how each size ended.
    """
    names = list(maps)
    sizes = sorted({row.n for rows in maps.values() for row in rows})
    fig = _figure((8, 0.5 * len(names) + 1.5))
    ax = fig.add_subplot()
    seen = set()
    for y, name in enumerate(names):
        for row in maps[name]:
            kind = _kind(row)
            seen.add(kind)
            fill, hatch, _ = FAILURE_STYLE[kind]
            ax.add_patch(
                Rectangle(
                    (row.n - 0.5, y - 0.4),
                    1,
                    0.8,
                    facecolor=fill,
                    hatch=hatch,
                    edgecolor=palette.INK if hatch else fill,
                    linewidth=0,
                )
            )
    # a thin white line between neighbouring sizes, so two stuck sizes side by side (35, 36) read as two columns
    ax.vlines([n + 0.5 for n in sizes[:-1]], -0.5, len(names) - 0.5, colors="white", linewidth=1.2, label="_separators")
    ax.set_xlim(sizes[0] - 0.5, sizes[-1] + 0.5)
    ax.set_ylim(len(names) - 0.5, -0.5)
    ax.set_yticks(range(len(names)), names, fontsize=10)
    ax.set_xticks([n for n in sizes if n % 5 == 0] or sizes)
    where = f"start {square_name(start)}" if start is not None else "each map's start"
    ax.set_xlabel(f"board size n (n×n board, {where})", fontsize=10)
    ax.tick_params(labelsize=10, length=0)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    handles = [
        Patch(
            facecolor=FAILURE_STYLE[k][0], hatch=FAILURE_STYLE[k][1], edgecolor=palette.INK, label=FAILURE_STYLE[k][2]
        )
        for k in KINDS
        if k in seen or k != UNDECIDED
    ]
    ax.legend(
        handles=handles,
        loc="lower center",
        bbox_to_anchor=(0.5, 1.0),
        ncol=len(handles),
        fontsize=10,
        frameon=False,
        handlelength=1.6,
    )
    fig.tight_layout()
    summary = "; ".join(
        f"{name}: "
        + ", ".join(
            f"{sum(_kind(r) == k for r in maps[name])} {FAILURE_STYLE[k][2]}"
            for k in KINDS
            if any(_kind(r) == k for r in maps[name])
        )
        for name in names
    )
    return Picture(fig, f"failure map, n = {sizes[0]}..{sizes[-1]}: {summary}")
