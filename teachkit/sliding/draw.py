"""Pictures of the sliding puzzle: a board scene for the Player, the A* frontier, heuristic comparisons,
and a board you can play yourself.

Everything here *draws* what the engine (board.py, heuristics.py, search.py) computed; nothing here searches.
A scene creates its artists once (``setup``) and then only moves them (``update``), so a replay of a
solution slides the very same tile artists around.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure, SubFigure
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch, Patch
from matplotlib.ticker import FuncFormatter, LogLocator, MaxNLocator

from teachkit import palette
from teachkit.player import Picture, Scene
from teachkit.sliding.measure import Measurement

Board = tuple[int, ...]

HOME_COLOR = palette.DONE  # a tile on its goal square: blue, white number, thick outline
AWAY_COLOR = palette.NEUTRAL  # a tile somewhere else: light grey, dark number
BLANK_COLOR = "#6b6b6b"  # the empty cell: a dark hole
EDGE_COLOR = palette.INK
KEY_TEXT = "blue: on its goal square; grey: not"  # the colour key under a board
FRONTIER_FONT = 14  # points, for every text in FrontierScene's frames
FRONTIER_DOTS = 40  # FrontierScene draws the first waiting boards only, best first
FRONTIER_PATH = palette.BLUISH_GREEN  # a waiting board on the solution path
FRONTIER_OTHER = palette.NEUTRAL  # any other waiting board


class DrawError(ValueError):
    """A picture was asked for with data it cannot show."""


def _new_figure(figsize: tuple[float, float], dpi: int = 72) -> Figure:
    """A figure with its own Agg canvas: no pyplot, so nothing is shown twice in a notebook."""
    fig = Figure(figsize=figsize, dpi=dpi)
    FigureCanvasAgg(fig)
    return fig


def board_width(board: Sequence[int]) -> int:
    """k for a board of k*k cells (the 8-puzzle has k = 3, the 15-puzzle k = 4)."""
    k = math.isqrt(len(board))
    if k < 2 or k * k != len(board):
        raise DrawError(f"a board has k*k cells with k >= 2, got {len(board)} cells: {tuple(board)!r}")
    return k


def _default_goal(k: int) -> Board:
    """The engine's standard goal for width k (blank last)."""
    from teachkit.sliding.board import goal

    return tuple(goal(k))


class BoardScene(Scene):
    """A k x k board of numbered tiles. Frames are boards (tuples, 0 = blank), e.g. ``SearchResult.states``.

    Tiles on their goal square are blue with a white number, the others light grey with a dark number —
    so the picture also shows the *misplaced tiles* count, with a second cue besides colour. With
    ``heuristic`` the caption shows g (the frame number = moves made), h and f = g + h.
    """

    unit = "move"

    def __init__(
        self,
        goal: Sequence[int] | None = None,
        heuristic: Callable[..., int] | None = None,
        size: float = 5.2,
        captions: Sequence[str] | None = None,
    ):
        self.goal = None if goal is None else tuple(goal)
        self.heuristic = heuristic
        self.figsize = (size, size)
        self.captions = captions

    def setup(self, fig, frame: Sequence[int]) -> None:
        """One axes, one rounded square and one label per tile; the blank is just the background."""
        self.k = board_width(frame)
        if self.goal is None:
            self.goal = _default_goal(self.k)
        if len(self.goal) != len(frame):
            raise DrawError(f"goal has {len(self.goal)} cells but the board has {len(frame)}")
        self.ax = ax = fig.add_subplot()
        k = self.k
        if self.figsize[0] >= 3.5:  # big enough for a key under the board, readable from the back of a hall
            fig.subplots_adjust(left=0.02, right=0.98, top=0.98, bottom=0.11)
            fig.text(0.5, 0.02, KEY_TEXT, ha="center", fontsize=16, color=palette.INK)
        ax.set_xlim(-0.05, k + 0.05)
        ax.set_ylim(-0.05, k + 0.05)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.add_patch(
            FancyBboxPatch(
                (0, 0), k, k, boxstyle="round,pad=0.03", facecolor=BLANK_COLOR, edgecolor=EDGE_COLOR, linewidth=2
            )
        )
        fontsize = max(9.0, 17 * 4 / k * self.figsize[0] / 4.2)
        self.tiles: dict[int, tuple[FancyBboxPatch, Any]] = {}
        for tile in sorted(set(frame) - {0}):
            box = ax.add_patch(
                FancyBboxPatch(
                    (0, 0), 0.9, 0.9, boxstyle="round,pad=0,rounding_size=0.12", edgecolor=EDGE_COLOR, linewidth=1.2
                )
            )
            label = ax.text(
                0, 0, str(tile), ha="center", va="center", fontsize=fontsize, fontweight="bold", color=palette.INK
            )
            self.tiles[tile] = (box, label)
        self.update(frame, 0)

    def cell_xy(self, index: int) -> tuple[float, float]:
        """Lower-left corner of cell ``index`` (row-major, row 0 on top)."""
        row, col = divmod(index, self.k)
        return col, self.k - 1 - row

    def update(self, frame: Sequence[int], index: int) -> None:
        """Slide every tile artist to its cell in ``frame`` and colour it by whether it is home."""
        if len(frame) != self.k * self.k or set(frame) - {0} != set(self.tiles):
            raise DrawError(
                f"this scene draws {self.k}x{self.k} boards with tiles 1..{self.k**2 - 1}, got {tuple(frame)!r}"
            )
        goal = self.goal
        assert goal is not None, "setup chose the goal"
        for cell, tile in enumerate(frame):
            if tile == 0:
                continue
            box, label = self.tiles[tile]
            x, y = self.cell_xy(cell)
            box.set_x(x + 0.05)
            box.set_y(y + 0.05)
            home = goal[cell] == tile
            box.set_facecolor(HOME_COLOR if home else AWAY_COLOR)
            box.set_linewidth(2.4 if home else 1.0)
            label.set_color(palette.PAPER if home else palette.INK)
            label.set_position((x + 0.5, y + 0.5))

    def caption(self, frame: Sequence[int], index: int) -> str:
        """The given caption, or g, h and f = g + h if the scene knows a heuristic."""
        if self.captions is not None:
            return self.captions[index]
        if self.heuristic is None:
            return ""
        h = self.heuristic(tuple(frame))
        return f"g = {index}, h = {h}, f = {index + h}"


def board_picture(
    board: Sequence[int],
    goal: Sequence[int] | None = None,
    size: float = 2.4,
    title: str | None = None,
    key: bool = False,
) -> Picture:
    """A static picture of one board; with ``key``, a colour key under it (what blue and grey mean)."""
    if key:
        return boards_picture([board], None if title is None else [title], goal=goal, size=size, key=True)
    fig = _new_figure((size, size + (0.3 if title else 0)))
    scene = BoardScene(goal=goal, size=size)
    scene.setup(fig, tuple(board))
    if title:
        scene.ax.set_title(title, fontsize=10)
    return Picture(fig, title or f"board {tuple(board)}")


def _order_letter(order: int) -> str:
    """The letter of place ``order`` (1 -> a, 26 -> z, 27 -> aa, ...): 24 places on a 5 x 5 board at most."""
    letters = ""
    while order:
        order, r = divmod(order - 1, 26)
        letters = chr(ord("a") + r) + letters
    return letters


def reading_order_picture(board: Sequence[int], size: float = 2.8, title: str | None = None) -> Picture:
    """One board for counting inversions: every tile the same grey (colour means nothing here), each tile's
    place in the reading order (row by row, the blank left out) as a blue letter, a, b, c, ..., in its top-left
    corner, and a title that
    lists the inverted pairs, larger number first."""
    board = tuple(board)
    fig = _new_figure((size, size + 0.6))
    scene = BoardScene(goal=(-1,) * len(board), size=size)  # no tile matches this goal: all drawn grey
    scene.setup(fig, board)
    fig.subplots_adjust(left=0.02, right=0.98, top=0.84, bottom=0.02)
    order = 0
    for cell, tile in enumerate(board):
        if tile == 0:
            continue
        order += 1
        x, y = scene.cell_xy(cell)
        letter = _order_letter(order)  # a letter in another colour, so it never reads as a tile number
        scene.ax.text(x + 0.1, y + 0.8, letter, ha="left", va="center", fontsize=11, color=palette.BLUE, style="italic")
    tiles = [t for t in board if t != 0]
    pairs = [(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1 :] if a > b]
    listed = " ".join(f"({a},{b})" for a, b in pairs) or "none"
    scene.ax.set_title(f"{title}\ninverted: {listed}" if title else f"inverted: {listed}", fontsize=11)
    return Picture(fig, title or f"board {board} in reading order")


def vertical_move_picture(board: Sequence[int], move: str = "U", size: float = 2.6) -> Picture:
    """A vertical move and the pairs it flips: the board before and after ``move`` (``U`` or ``D``); the tile
    that moves red with a thick outline, the k − 1 tiles read between its two squares orange with a dashed
    outline; under them, which pairs turn inverted and which come into order."""
    from matplotlib.patches import Patch

    from teachkit.sliding.board import neighbors

    if move not in ("U", "D"):
        raise DrawError(f"a vertical move is U or D, got {move!r}")
    before = tuple(board)
    k = board_width(before)
    after = dict(neighbors(before)).get(move)
    if after is None:
        raise DrawError(f"the blank of {before!r} cannot move {move}")
    old, new = sorted((before.index(0), after.index(0)))
    mover = before[after.index(0)]
    passed = [t for t in before[old + 1 : new] if t != 0]
    fig = _new_figure((2 * size + 0.6, size + 1.8))
    top, bottom = fig.subfigures(2, 1, height_ratios=[size + 0.4, 1.4], squeeze=False).ravel()
    for sub, shown, title in zip(
        top.subfigures(1, 2, squeeze=False).ravel(), (before, after), ("before", f"after the blank moves {move}")
    ):
        scene = BoardScene(goal=(-1,) * len(shown), size=size)
        scene.setup(sub, shown)
        scene.ax.set_title(title, fontsize=12)
        for tile in [mover, *passed]:
            box, label = scene.tiles[tile]
            box.set_facecolor(palette.ACTIVE if tile == mover else palette.CANDIDATE)
            box.set_linewidth(3.0 if tile == mover else 2.4)
            box.set_linestyle("-" if tile == mover else (0, (3, 2)))
            label.set_color(palette.ink_on(palette.ACTIVE) if tile == mover else palette.INK)
    turned = [t for t in passed if (t < mover) != (before.index(t) > before.index(mover))]  # in order before
    mended = [t for t in passed if t not in turned]

    def pairs(tiles: list[int]) -> str:
        return ", ".join(f"({max(t, mover)}, {min(t, mover)})" for t in tiles) or "none"

    change = f"{len(turned) - len(mended):+d}".replace("-", "−")
    lines = [
        f"Read row by row, tile {mover} passes {len(passed)} tiles: {', '.join(map(str, passed))}.",
        f"Pairs that turn inverted: {pairs(turned)};  pairs that come into order: {pairs(mended)}.",
        f"The inversions change by {len(turned)} − {len(mended)} = {change}.",
    ]
    handles = [
        Patch(facecolor=palette.ACTIVE, edgecolor=EDGE_COLOR, linewidth=3.0, label="the tile that moves"),
        Patch(
            facecolor=palette.CANDIDATE,
            edgecolor=EDGE_COLOR,
            linewidth=2.0,
            linestyle=(0, (3, 2)),
            label=f"the {len(passed)} tiles it passes",
        ),
    ]
    bottom.legend(handles=handles, loc="upper center", ncol=2, fontsize=11, frameon=False, handlelength=1.4)
    for i, line in enumerate(lines):
        bottom.text(0.03, 0.56 - 0.22 * i, line, ha="left", va="center", fontsize=11, color=palette.INK)
    text = f"a vertical move on a {k} × {k} board: tile {mover} passes {len(passed)} tiles"
    return Picture(fig, text, " ".join(lines))


def _home_key():
    """The key entry of a tile on its goal square (blue, thick outline), as ``BoardScene`` draws it."""
    return Patch(facecolor=HOME_COLOR, edgecolor=EDGE_COLOR, linewidth=2.4, label="on its goal square")


def _colour_key(fig) -> None:
    """A key across the bottom of ``fig``: a blue and a grey tile, each with what it means."""
    from matplotlib.patches import Patch

    handles = [
        _home_key(),
        Patch(facecolor=AWAY_COLOR, edgecolor=EDGE_COLOR, linewidth=1.0, label="not on its goal square"),
    ]
    fig.legend(handles=handles, loc="center", ncol=2, fontsize=12, frameon=False, handlelength=1.4, handleheight=1.4)


def boards_picture(
    boards: Sequence[Sequence[int]],
    titles: Sequence[str] | None = None,
    goal: Sequence[int] | None = None,
    size: float = 2.0,
    key: bool = False,
) -> Picture:
    """Several boards side by side (at most 8), each with an optional title; with ``key``, a colour key under
    them (blue: on its goal square; grey: not)."""
    if not 1 <= len(boards) <= 8:
        raise DrawError(f"boards_picture shows 1 to 8 boards, got {len(boards)}")
    if titles is not None and len(titles) != len(boards):
        raise DrawError(f"{len(boards)} boards but {len(titles)} titles")
    width = max(size * len(boards), 4.8 if key else 0)
    fig = _new_figure((width, size + 0.3 + (0.45 if key else 0)))
    top: Figure | SubFigure = fig
    if key:
        top, bottom = fig.subfigures(2, 1, height_ratios=[size + 0.3, 0.45], squeeze=False).ravel()
        _colour_key(bottom)
    for i, (sub, board) in enumerate(zip(top.subfigures(1, len(boards), squeeze=False).ravel(), boards, strict=True)):
        scene = BoardScene(goal=goal, size=size)
        scene.setup(sub, tuple(board))
        if titles is not None:
            scene.ax.set_title(titles[i], fontsize=9)
    details = "blue tiles are on their goal square, grey tiles are not" if key else ""
    return Picture(fig, f"{len(boards)} boards" if len(boards) > 1 else titles[0] if titles else "a board", details)


def pattern_picture(board: Sequence[int], group: Sequence[int], size: float = 2.4) -> Picture:
    """A board beside its *pattern* for a pattern database of ``group``: the group's tiles where they stand
    (blue when home), and every other square, the blank's too, hatched: the table does not tell the
    other tiles apart, nor know where the blank is."""
    board, group = tuple(board), tuple(group)
    key = 0.4  # inches under the boards for the key of the hatching
    fig = _new_figure((2 * size, size + 0.45 + key))
    left, right = fig.subfigures(1, 2, squeeze=False).ravel()
    for sub in (left, right):
        sub.subplots_adjust(bottom=key / (size + 0.45 + key))
    BoardScene(size=size).setup(left, board)
    left.axes[0].set_title("the board", fontsize=11)
    scene = BoardScene(size=size)
    scene.setup(right, board)
    for cell, tile in enumerate(board):
        if tile in group:
            continue
        x, y = scene.cell_xy(cell)
        if tile:
            box, label = scene.tiles[tile]
            box.set_visible(False)
            label.set_visible(False)
        scene.ax.add_patch(
            FancyBboxPatch(
                (x + 0.05, y + 0.05),
                0.9,
                0.9,
                boxstyle="round,pad=0,rounding_size=0.12",
                facecolor=palette.PAPER,
                edgecolor=EDGE_COLOR,
                linewidth=1.0,
                hatch="///",
            )
        )
    names = ", ".join(map(str, sorted(group)))
    scene.ax.set_title(f"its pattern for tiles {names}", fontsize=11)
    hatched = Patch(facecolor=palette.PAPER, edgecolor=EDGE_COLOR, hatch="///", label="another tile or the blank")
    handles = (
        [_home_key(), hatched]
        if any(t and t == target for t, target in zip(board, _default_goal(board_width(board))))
        else [hatched]
    )
    fig.legend(
        handles=handles,
        loc="lower center",
        ncol=len(handles),
        fontsize=11,
        frameon=False,
        handlelength=1.4,
        handleheight=1.4,
    )
    details = (
        f"left: the board; right: the same board as the table of tiles {names} sees it — those tiles where they "
        f"stand, every other square (the blank's too) hatched: not told apart"
    )
    return Picture(fig, f"a board and its pattern for tiles {names}", details)


def linear_conflict_picture(board: Sequence[int], *pairs: tuple[int, int], size: float = 3.0) -> Picture:
    """Linear conflicts in rows, one ``(stepper, other)`` pair each: two tiles in their goal row, in the wrong
    order. ``other`` (orange, dashed outline) slides along the row to its goal square, ``stepper`` (red, thick
    outline) steps out of the row, along, and back in. Arrows show both paths; a key names the colours, and the
    caption counts the 2 moves per pair that Manhattan distance misses (rows counted from 0 at the top)."""
    board = tuple(board)
    k = board_width(board)
    target = _default_goal(k)
    if not pairs:
        raise DrawError("linear_conflict_picture needs at least one (stepper, other) pair")
    tiles = [t for pair in pairs for t in pair]
    if len(set(tiles)) != len(tiles):
        raise DrawError(f"each tile may be in one pair only, got {pairs!r}")
    for stepper, other in pairs:
        if stepper not in board or other not in board or 0 in (stepper, other):
            raise DrawError(f"stepper and other are two different tiles of {board!r}, got {stepper!r} and {other!r}")
        row = board.index(stepper) // k
        if board.index(other) // k != row or any(target.index(t) // k != row for t in (stepper, other)):
            raise DrawError(f"tiles {stepper} and {other} must both stand in their goal row, {row}, of {board!r}")
        here = {t: board.index(t) % k for t in (stepper, other)}
        home = {t: target.index(t) % k for t in (stepper, other)}
        if (here[stepper] < here[other]) == (home[stepper] < home[other]):
            raise DrawError(f"tiles {stepper} and {other} are in goal order in their row: no conflict to draw")
    lines = []
    for stepper, other in pairs:
        row = board.index(stepper) // k
        lines.append(f"Row {row}: tile {other} slides along; tile {stepper} steps out and back, +2.")
    lines.append(f"Penalty: 2 × {len(pairs)} = {2 * len(pairs)} moves that Manhattan distance does not count.")
    in_pairs = {tile for pair in pairs for tile in pair}
    elsewhere = any(t and board.index(t) != target.index(t) and t not in in_pairs for t in board)
    key = [
        "red: steps out and back",
        "orange, dashed: slides along",
        KEY_TEXT if elsewhere else "blue: on its goal square",
    ]
    fig = _new_figure((size + 2.0, size + 0.6 + 0.3 * (len(lines) + len(key))))
    top, bottom = fig.subfigures(
        2, 1, height_ratios=[size + 0.4, 0.3 * (len(lines) + len(key)) + 0.2], squeeze=False
    ).ravel()
    scene = BoardScene(size=size)
    scene.setup(top, board)
    arrow = {"arrowstyle": "-|>", "lw": 3, "mutation_scale": 22}
    for stepper, other in pairs:
        row = board.index(stepper) // k
        here = {t: board.index(t) % k for t in (stepper, other)}
        home = {t: target.index(t) % k for t in (stepper, other)}
        for tile in (stepper, other):
            box, label = scene.tiles[tile]
            box.set_facecolor(palette.ACTIVE if tile == stepper else palette.CANDIDATE)
            box.set_linewidth(3.0 if tile == stepper else 2.4)
            box.set_linestyle("-" if tile == stepper else (0, (3, 2)))
            label.set_color(palette.ink_on(palette.ACTIVE) if tile == stepper else palette.INK)
        y = k - 1 - row  # the row's lower edge, in the scene's coordinates
        scene.ax.text(-0.1, y + 0.5, f"row {row}", ha="right", va="center", fontsize=12, color=palette.INK)
        below = row < k - 1  # the stepper's lane runs just below the row (just above it, for the bottom row)
        lane_y, enter, slide_y = (y - 0.17, y + 0.3, y + 0.84) if below else (y + 1.17, y + 0.7, y + 0.16)
        x0, x1 = here[stepper] + 0.5, home[stepper] + 0.5
        lane = [(x0, enter), (x0, lane_y), (x1, lane_y), (x1, enter)]
        scene.ax.plot([p[0] for p in lane[:3]], [p[1] for p in lane[:3]], color=palette.ACTIVE, lw=3, zorder=5)
        scene.ax.annotate("", xy=lane[3], xytext=lane[2], arrowprops={**arrow, "color": palette.ACTIVE}, zorder=5)
        scene.ax.annotate(
            "",
            xy=(home[other] + 0.5 + (0.25 if home[other] < here[other] else -0.25), slide_y),
            xytext=(here[other] + 0.5, slide_y),
            arrowprops={**arrow, "color": palette.INK},
            zorder=5,
        )
    scene.ax.set_title("linear conflicts (rows counted from 0 at the top)", fontsize=12)
    n = len(lines) + len(key)
    for i, line in enumerate(lines + ["Key — " + key[0] + "; " + key[1] + ";", key[2] + "."]):
        bottom.text(0.03, 1 - (i + 0.6) / n, line, ha="left", va="center", fontsize=11.5, color=palette.INK)
    text = "linear conflicts: " + ", ".join(
        f"tiles {a} and {b} in their goal row, in the wrong order" for a, b in pairs
    )
    return Picture(fig, text, " ".join(lines) + " Key: " + "; ".join(key) + ".")


# ---- heuristics compared ---------------------------------------------------------------------------------


def heuristic_bars(rows: Sequence[Measurement], value: str = "generated") -> Picture:
    """Grouped bars on a linear axis, each labelled with its count: nodes ``value`` ('generated' or 'expanded')
    per instance, one colour per heuristic."""
    if value not in ("generated", "expanded"):
        raise DrawError(f"value must be 'generated' or 'expanded', got {value!r}")
    if not rows:
        raise DrawError("heuristic_bars needs at least one measurement")
    heuristics = list(dict.fromkeys(r.heuristic for r in rows))
    instances = list(dict.fromkeys(r.instance for r in rows))
    counts = {(r.heuristic, r.instance): getattr(r, value) for r in rows}
    fig = _new_figure((6, 3.2))
    ax = fig.add_subplot()
    width = 0.8 / len(heuristics)
    for j, name in enumerate(heuristics):
        xs = [i + (j - (len(heuristics) - 1) / 2) * width for i, inst in enumerate(instances) if (name, inst) in counts]
        ys = [counts[name, inst] for inst in instances if (name, inst) in counts]
        colour, hatch, _ = heuristic_style(name, j)
        bars = ax.bar(xs, ys, width=width, label=name, color=colour, hatch=hatch, edgecolor=palette.INK, linewidth=0.6)
        ax.bar_label(bars, labels=[f"{y:,}" for y in ys], fontsize=7, padding=2)
    ax.set_xticks(range(len(instances)), instances, fontsize=8)
    ax.set_ylabel(f"nodes {value}")
    ax.margins(y=0.12)
    ax.legend(fontsize=8, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    return Picture(fig, f"nodes {value} per heuristic and instance")


def accuracy_sample(distances: Mapping[Board, int], per_depth: int = 50, seed: int = 0) -> list[Board]:
    """Up to ``per_depth`` boards at each true distance (all of them where there are fewer), chosen with ``seed``."""
    rng = np.random.default_rng(seed)
    by_depth: dict[int, list[Board]] = {}
    for board, d in distances.items():
        by_depth.setdefault(d, []).append(board)
    chosen: list[Board] = []
    for d in sorted(by_depth):
        boards = by_depth[d]
        if len(boards) <= per_depth:
            chosen.extend(boards)
        else:
            chosen.extend(boards[i] for i in sorted(rng.choice(len(boards), size=per_depth, replace=False)))
    return chosen


# One look per heuristic in the accuracy panels: colour (Okabe-Ito), hatch and marker, so each band reads
# apart without colour too.
ACCURACY_STYLES = (
    (palette.BLUISH_GREEN, "///", "o"),
    (palette.BLUE, "\\\\\\", "s"),
    (palette.VERMILLION, "...", "^"),
    (palette.REDDISH_PURPLE, "xx", "D"),
    (palette.ORANGE, "++", "v"),
)

# notebook 06's heuristics keep one look in every picture; any other name takes the k-th style above
HEURISTIC_STYLES = {
    "zero": (palette.NEUTRAL_DARK, "xx", "D"),
    "misplaced": ACCURACY_STYLES[0],
    "manhattan": ACCURACY_STYLES[1],
    "linear conflict": ACCURACY_STYLES[2],
}


def heuristic_style(name: str, k: int) -> tuple[str, str, str]:
    """(colour, hatch, marker) for the heuristic called ``name``, the k-th drawn in its picture."""
    return HEURISTIC_STYLES.get(name, ACCURACY_STYLES[k % len(ACCURACY_STYLES)])


def heuristic_accuracy(
    distances: Mapping[Board, int],
    heuristics: Mapping[str, Callable[[Board], int]],
    per_depth: int = 50,
    seed: int = 0,
) -> Picture:
    """Each heuristic's average h (line) and its smallest to largest h (band) against the true distance h*, on up
    to ``per_depth`` seeded boards at every depth (all boards where there are fewer): closer to the diagonal =
    better informed. One panel per heuristic, on shared axes, each with its own colour, hatch and marker."""
    if per_depth < 1:
        raise DrawError(f"per_depth must be at least 1, got {per_depth}")
    if not heuristics:
        raise DrawError("heuristic_accuracy needs at least one heuristic")
    chosen = accuracy_sample(distances, per_depth, seed)
    exact = np.array([distances[b] for b in chosen])
    depths = np.unique(exact)
    n = len(heuristics)
    fig = _new_figure((2.9 * n + 0.6, 3.3))
    axes = fig.subplots(1, n, sharex=True, sharey=True, squeeze=False)[0]
    for k, (ax, (name, h)) in enumerate(zip(axes, heuristics.items())):
        colour, hatch, marker = heuristic_style(name, k)
        values = np.array([h(b) for b in chosen])
        mean = [values[exact == d].mean() for d in depths]
        low = [values[exact == d].min() for d in depths]
        high = [values[exact == d].max() for d in depths]
        ax.plot(depths, depths, color=palette.INK, linestyle="--", linewidth=1, label="h = h* (perfect)")
        ax.fill_between(
            depths,
            low,
            high,
            facecolor=colour,
            alpha=0.25,
            hatch=hatch,
            edgecolor=colour,
            linewidth=0.8,
            label="smallest to largest h",
        )
        ax.plot(depths, mean, color=colour, marker=marker, markersize=3, linewidth=1.8, label="average h")
        ax.set_title(name, fontsize=11, color=colour, fontweight="bold")
        ax.set_xlabel("true distance h*")
        ax.spines[["top", "right"]].set_visible(False)
    axes[0].legend(fontsize=7.5, frameon=False, loc="upper left")
    axes[0].set_ylabel("heuristic value h")
    fig.tight_layout()
    return Picture(
        fig,
        f"h against h* on {len(chosen)} boards, up to {per_depth} at each depth, one panel per heuristic "
        f"({', '.join(heuristics)}): average line, band from smallest to largest h, dashed diagonal h = h*",
    )


# ---- the A* frontier -------------------------------------------------------------------------------------


def _snapshot_fields(snapshot) -> tuple[int, int, int]:
    """(f, g, h) of the board a FrontierSnapshot is expanding."""
    node = snapshot.current
    return node.f, node.g, node.h


def frontier_table(snapshot, rows: int = 6) -> str:
    """A plain-text view of one A* step: the board taken off the frontier, then the next ``rows`` in line."""
    f, g, h = _snapshot_fields(snapshot)
    lines = [
        f"step {snapshot.step}: expanding a board with f = g + h = {g} + {h} = {f}; "
        f"{len(snapshot.frontier)} boards wait on the frontier",
        f"   {'f':>3} {'g':>3} {'h':>3}  board",
    ]
    for node in snapshot.frontier[:rows]:
        lines.append(f"   {node.f:>3} {node.g:>3} {node.h:>3}  {' '.join(map(str, node.board))}")
    if len(snapshot.frontier) > rows:
        lines.append(f"   ... and {len(snapshot.frontier) - rows} more")
    return "\n".join(lines)


class FrontierScene(Scene):
    """One A* step per frame: the board being expanded, f, g and h of every expansion so far, and the
    frontier's f values. Frames are the FrontierSnapshots of ``astar_trace`` (pass the whole trace here too,
    so the axes can be sized once). Given ``path`` (the boards of the solution, e.g. ``astar(...).states``),
    the title and caption say whether the board being expanded is on it."""

    figsize = (8.0, 4.0)
    unit = "step"  # text in the frames at FRONTIER_FONT points: 18 px or more on a 1280 x 720 slide

    def __init__(
        self,
        trace: Sequence[Any],
        goal: Sequence[int] | None = None,
        rows: int = 5,
        path: Sequence[Sequence[int]] | None = None,
    ):
        if not trace:
            raise DrawError("FrontierScene needs a non-empty A* trace")
        self.trace = list(trace)
        self.goal = goal
        self.rows = rows
        self.path = None if path is None else {tuple(board) for board in path}
        self.fgh = np.array([_snapshot_fields(s) for s in self.trace])

    def setup(self, fig, frame) -> None:
        """Board on the left; on the right f/g/h per step above the frontier's f values."""
        left, right = fig.subfigures(1, 2, width_ratios=[1, 1.9])
        self.board = BoardScene(goal=self.goal, size=2.9)
        self.board.setup(left, frame.current.board)
        self.board.ax.set_title("board being expanded", fontsize=FRONTIER_FONT)
        ax, fax = right.subplots(2, 1, height_ratios=[1.4, 1])
        right.subplots_adjust(left=0.13, right=0.72, top=0.88, bottom=0.2, hspace=0.9)
        top = max(int(self.fgh.max()), 1) + 1
        self.lines = {}
        styles = [("f", palette.INK, "-"), ("g", palette.DONE, "--"), ("h", palette.ACTIVE, ":")]
        for name, color, dash in styles:  # the steps so far only: the run to come is not given away
            (self.lines[name],) = ax.plot(
                [], [], color=color, linewidth=2.5, linestyle=dash, marker="o", markersize=4, label=name
            )
        self.marker = ax.axvline(0, color="grey", linewidth=0.8)
        ax.set_xlim(-0.5, max(len(self.trace) - 0.5, 1))
        ax.set_ylim(0, top)
        ax.set_ylabel("moves", fontsize=FRONTIER_FONT)
        ax.set_xlabel("step (one expansion each)", fontsize=FRONTIER_FONT)
        ax.tick_params(labelsize=FRONTIER_FONT)
        ax.xaxis.set_major_locator(MaxNLocator(4, integer=True))
        ax.yaxis.set_major_locator(MaxNLocator(3, integer=True))
        ax.legend(fontsize=FRONTIER_FONT, frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.12), handlelength=1.4)
        ax.set_title("f, g, h of each expanded board", fontsize=FRONTIER_FONT)
        # the waiting boards, best first (the order of the heap: smallest f, then smallest h, then oldest), at
        # their f; boards of the solution path in green, the others grey; the line is the expanded board's f
        shown = [s.frontier[:FRONTIER_DOTS] for s in self.trace]
        fs = [n.f for waiting in shown for n in waiting] + [int(self.fgh[:, 0].min()), int(self.fgh[:, 0].max())]
        most = max(1, max(len(waiting) for waiting in shown))
        self.frontier_dots = fax.scatter([], [], s=30, edgecolors=palette.INK, linewidths=0.5, zorder=3)
        self.current_f = fax.axhline(frame.current.f, color=palette.INK, linewidth=1.2)
        fax.set_xlim(0.3, most + 0.7)
        fax.set_ylim(min(fs) - 1.2, max(fs) + 1.2)
        fax.set_ylabel("f", fontsize=FRONTIER_FONT)
        fax.set_xlabel("waiting boards, the next first", fontsize=FRONTIER_FONT)
        fax.tick_params(labelsize=FRONTIER_FONT)
        fax.xaxis.set_major_locator(MaxNLocator(4, integer=True))
        fax.yaxis.set_major_locator(MaxNLocator(3, integer=True, steps=[1, 2, 5, 10]))
        dot: dict[str, Any] = {"marker": "o", "linestyle": "none", "markersize": 7, "markeredgecolor": palette.INK}
        handles = (
            [Line2D([], [], markerfacecolor=FRONTIER_PATH, label="on path", **dot)] if self.path is not None else []
        )
        handles += [
            Line2D(
                [], [], markerfacecolor=FRONTIER_OTHER, label="off path" if self.path is not None else "waiting", **dot
            ),
            Line2D([], [], color=palette.INK, linewidth=1.2, label="expanded"),
        ]
        fax.legend(
            handles=handles,
            fontsize=FRONTIER_FONT,
            frameon=False,
            loc="upper left",
            bbox_to_anchor=(1.0, 1.15),
            handlelength=1.0,
            handletextpad=0.4,
            borderaxespad=0.2,
        )
        self.ax, self.fax = ax, fax
        self.update(frame, 0)

    def update(self, frame, index: int) -> None:
        """Show step ``index``: move the tiles, extend the f/g/h lines, draw the waiting boards best first."""
        self.board.update(frame.current.board, index)
        title = "the goal, taken off" if self._ends(frame, index) else self._where(frame) or "board being expanded"
        self.board.ax.set_title(title, fontsize=FRONTIER_FONT)
        upto = np.arange(index + 1)
        for column, name in enumerate("fgh"):
            self.lines[name].set_data(upto, self.fgh[: index + 1, column])
        self.marker.set_xdata([index, index])
        waiting = frame.frontier[:FRONTIER_DOTS]
        places = np.arange(1, len(waiting) + 1, dtype=float)
        fs = np.array([n.f for n in waiting], dtype=float)
        self.frontier_dots.set_offsets(np.column_stack([places, fs]) if len(waiting) else np.empty((0, 2)))
        on = [self.path is not None and tuple(n.board) in self.path for n in waiting]
        self.frontier_dots.set_facecolors([FRONTIER_PATH if p else FRONTIER_OTHER for p in on] or FRONTIER_OTHER)
        self.current_f.set_ydata([frame.current.f, frame.current.f])

    def _ends(self, frame, index: int) -> bool:
        """True for the last step of a trace that takes the goal off the frontier (no expansion: the search ends)."""
        return index == len(self.trace) - 1 and frame.current.h == 0

    def _where(self, frame) -> str:
        """'on the solution path' or 'OFF the solution path' (empty without a path)."""
        if self.path is None:
            return ""
        return "on the solution path" if tuple(frame.current.board) in self.path else "OFF the solution path"

    def caption(self, frame, index: int) -> str:
        f, g, h = _snapshot_fields(frame)
        where = f" ({self._where(frame)})" if self.path is not None else ""
        waiting = len(frame.frontier)
        if self._ends(frame, index):
            return f"taking the goal off the frontier with f = g + h = {g} + {h} = {f}: the search ends"
        return (
            f"expanding a board{where} with f = g + h = {g} + {h} = {f}; {waiting} "
            f"board{'' if waiting == 1 else 's'} on the frontier"
        )


def frontier_plot(trace: Sequence[Any], path: Sequence[Sequence[int]] | None = None) -> Picture:
    """f, g and h of the board A* expands at each step, and the frontier size: the whole run at once.

    Each step is a dot, with a flat line to the next step centred on it (the last step is drawn too). With
    ``path`` (the boards of the solution), the steps that expand a board off that path get a red ring on f.
    """
    if not trace:
        raise DrawError("frontier_plot needs a non-empty A* trace")
    fgh = np.array([_snapshot_fields(s) for s in trace])
    sizes = [len(s.frontier) for s in trace]
    fig = _new_figure((6.4, 3.2))
    ax = fig.add_subplot()
    steps = np.arange(len(trace))
    # one value per expansion step: a dot, drawn as steps centred on it (flat), not as slopes between them
    style: dict[str, Any] = {"drawstyle": "steps-mid", "marker": "o", "markersize": 3}
    ax.plot(steps, fgh[:, 0], color="black", label="f = g + h", **style)
    ax.plot(steps, fgh[:, 1], color="tab:blue", label="g (moves made)", **style)
    ax.plot(steps, fgh[:, 2], color="tab:orange", label="h (estimate left)", **style)
    if path is not None:
        on_path = {tuple(b) for b in path}
        off = [i for i, s in enumerate(trace) if tuple(s.current.board) not in on_path]
        ax.plot(
            off,
            fgh[off, 0],
            linestyle="none",
            marker="o",
            markersize=9,
            markerfacecolor="none",
            markeredgecolor="tab:red",
            markeredgewidth=1.5,
            label="off the solution path",
        )
    ax.set_xlabel("step (the last takes the goal off the frontier)")
    ax.set_ylabel("moves")
    ax.spines[["top"]].set_visible(False)
    right = ax.twinx()
    right.plot(
        steps, sizes, color="tab:green", linewidth=0.8, linestyle=":", label="frontier size", drawstyle="steps-mid"
    )
    right.set_ylabel("boards on the frontier", color="tab:green")
    handles = ax.get_legend_handles_labels()[0] + right.get_legend_handles_labels()[0]
    ax.legend(handles=handles, fontsize=8, frameon=False, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=3)
    ax.set_xlim(-0.5, len(trace) - 0.5)
    fig.tight_layout()
    return Picture(fig, f"A* run of {len(trace)} steps")


WAIT_FONT = 14  # points: every text in waiting_path_picture


class PathWait(NamedTuple):
    """The lemma of notebook 05 at one A* step, just before that step takes a board off the frontier."""

    step: int
    done: frozenset[int]  # i of every path board n_i already taken off with g = i
    waiting: int  # i of the first path board not done: it waits on the frontier with g = i
    queued: frozenset[int]  # i of every path board on the frontier with g = i (``waiting`` among them)
    taken: int | None  # i of the path board this step takes off with g = i, None if it takes another board


def path_waits(trace: Sequence[Any], path: Sequence[Sequence[int]]) -> list[PathWait]:
    """For each step of an A* trace (``astar_trace``), which boards of the solution ``path`` are done (taken off
    with g = their index), and the first one not done, which the lemma says waits on the frontier with g = i.
    Raises DrawError if it does not wait there (the lemma would be false for this trace)."""
    index = {tuple(board): i for i, board in enumerate(path)}
    done: set[int] = set()
    waits = []
    for snapshot in trace:
        on_heap = (snapshot.current, *snapshot.frontier)  # the frontier just before this step's pop
        queued = frozenset(index[tuple(n.board)] for n in on_heap if index.get(tuple(n.board)) == n.g)
        first = next(i for i in range(len(path)) if i not in done)
        if first not in queued:
            raise DrawError(f"step {snapshot.step}: path board n{first} does not wait on the frontier with g = {first}")
        taken = index.get(tuple(snapshot.current.board))
        taken = taken if taken == snapshot.current.g else None
        waits.append(PathWait(snapshot.step, frozenset(done), first, queued, taken))
        if taken is not None:
            done.add(taken)
    return waits


ROWS_BEFORE = "each row: just before"  # the lemma picture's rows show the frontier before their step's pop


def waiting_path_picture(board: Sequence[int], heuristic: Callable | None = None, steps: Sequence[int] | None = None):
    """The lemma seen on teachkit's own A* run from ``board``: one row per chosen step, the boards n_0 … n_C of
    the solution A* returns as a row of nodes: done (taken off with g = i), the first not done (it waits on the
    frontier with g = i, outlined), other path boards waiting, and path boards not yet reached."""
    from teachkit.sliding.heuristics import manhattan
    from teachkit.sliding.search import astar, astar_trace

    h = manhattan if heuristic is None else heuristic
    path = astar(tuple(board), h).states
    trace = list(astar_trace(tuple(board), h))
    waits = path_waits(trace, path)
    rows = [waits[i] for i in (range(len(waits)) if steps is None else steps)]
    fig = _new_figure((1.0 * len(path) + 3.0, 0.8 * len(rows) + 1.6))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-3.2, len(path))
    ax.set_ylim(-len(rows) - 1.0, 0.9)  # room for the key at the bottom
    ax.axis("off")
    for i in range(len(path)):
        ax.text(i + 0.5, 0.55, f"n{i}", ha="center", va="center", fontsize=WAIT_FONT, color=palette.INK)
    ax.text(-3.1, 0.55, ROWS_BEFORE, ha="left", va="center", fontsize=WAIT_FONT, color=palette.INK, weight="bold")
    for r, w in enumerate(rows):
        y = -r - 0.5
        if w.taken is None:
            doing = "takes off a board\nOFF the path"
        elif w.taken == len(path) - 1:
            doing = f"takes off n{w.taken},\nthe goal: ends"
        else:
            doing = f"takes off n{w.taken}"
        ax.text(-3.1, y, f"step {w.step}: {doing}", ha="left", va="center", fontsize=WAIT_FONT, color=palette.INK)
        ax.plot([0.5, len(path) - 0.5], [y, y], color=palette.NEUTRAL_DARK, linewidth=1, zorder=1)
        for i in range(len(path)):
            if i in w.done:
                face, text, tone, edge, width = palette.DONE, "✓", palette.PAPER, palette.INK, 1.0
            elif i == w.waiting:
                face, text, tone, edge, width = palette.ACTIVE, f"g={i}", palette.PAPER, palette.INK, 3.2
            elif i in w.queued:
                face, text, tone, edge, width = palette.CANDIDATE, f"g={i}", palette.INK, palette.INK, 1.0
            else:
                face, text, tone, edge, width = palette.PAPER, "", palette.INK, palette.NEUTRAL_DARK, 1.0
            box = FancyBboxPatch(
                (i + 0.12, y - 0.34),
                0.76,
                0.68,
                boxstyle="round,pad=0.02",
                facecolor=face,
                edgecolor=edge,
                linewidth=width,
                zorder=2,
            )
            ax.add_patch(box)
            ax.text(i + 0.5, y, text, ha="center", va="center", fontsize=WAIT_FONT - 1, color=tone, zorder=3)
    handles = [
        Patch(facecolor=palette.DONE, edgecolor=palette.INK, label="✓ done: taken off with g = i"),
        Patch(facecolor=palette.ACTIVE, edgecolor=palette.INK, linewidth=3.2, label="first not done: waits, g = i"),
        Patch(facecolor=palette.PAPER, edgecolor=palette.NEUTRAL_DARK, label="not on the frontier with g = i"),
    ]
    if any(w.queued - {w.waiting} for w in rows):  # other path boards wait too: keyed only when drawn
        handles.insert(2, Patch(facecolor=palette.CANDIDATE, edgecolor=palette.INK, label="also waiting, g = i"))
    fig.legend(handles=handles, loc="lower center", ncol=2, fontsize=WAIT_FONT - 1, frameon=False)
    text = f"the {len(path) - 1}-move path n0 … n{len(path) - 1} at {len(rows)} steps of A*"
    details = "; ".join(
        f"step {w.step}: n{w.waiting} waits with g = {w.waiting}, done: {sorted(w.done) or 'none'}" for w in rows
    )
    return Picture(fig, text, details)


IDA_FONT = 10  # points (about 14 px at the display size): every text in idastar_rounds_picture


def _tree_positions(paths: Sequence[str]) -> dict[str, tuple[float, int]]:
    """(x, depth) of each node of a tree given by its paths from the root ('' = root) in depth-first order:
    leaves side by side in that order, a parent centred over its children."""
    children: dict[str, list[str]] = {path: [] for path in paths}
    for path in paths[1:]:
        children[path[:-1]].append(path)
    spots: dict[str, tuple[float, int]] = {}
    leaves = 0

    def place(path: str) -> float:
        nonlocal leaves
        if children[path]:
            xs = [place(child) for child in children[path]]
            x = (xs[0] + xs[-1]) / 2
        else:
            x, leaves = float(leaves), leaves + 1
        spots[path] = (x, len(path))
        return x

    place(paths[0])
    return spots


def idastar_rounds_picture(trace: Sequence[tuple[int, Any]]) -> Picture:
    """IDA*'s search tree in each round of ``trace``, a list of (bound, the round's record) as teachkit's own
    trace gives them (``exercises.idastar_round(board, h, bound)``, whose ``visits`` are (the blank's moves, f,
    cut off?) and ``smallest_cut``, ``found``): each board as the letter of the blank's last move with its f;
    cut-off boards (f above the round's bound) grey; those whose f is the smallest cut off -- the next round's
    bound -- with a thick orange outline. One panel per round, its bound in the title. (The trace is passed in:
    drawing sits below the exercises module.)"""
    trace = list(trace)
    if not trace:
        raise DrawError("idastar_rounds_picture needs at least one round: [(bound, idastar_round(...)), ...]")
    rounds = len(trace)
    shapes = [_tree_positions([moves for moves, _, _ in result.visits]) for _, result in trace]
    leaves = [max(x for x, _ in spots.values()) + 1 for spots in shapes]
    depth = max(d for spots in shapes for _, d in spots.values())
    fig = _new_figure((0.68 * sum(leaves) + 0.5 * rounds + 0.4, 0.62 * (depth + 1) + 1.25))
    grid = fig.add_gridspec(1, rounds, width_ratios=[n + 0.6 for n in leaves], wspace=0.08)
    for i, ((bound, result), spots) in enumerate(zip(trace, shapes, strict=True)):
        ax = fig.add_subplot(grid[0, i])
        for moves, (x, d) in spots.items():
            if moves:
                px, pd = spots[moves[:-1]]
                ax.plot([px, x], [-pd, -d], color=palette.NEUTRAL_DARK, linewidth=1.0, zorder=1)
        for moves, f, cut in result.visits:
            x, d = spots[moves]
            smallest = cut and f == result.smallest_cut
            ax.text(
                x,
                -d,
                f"{moves[-1] if moves else 'start'}\nf = {f}",
                ha="center",
                va="center",
                fontsize=IDA_FONT,
                color=palette.INK,
                gid=f"{'smallest' if smallest else 'cut' if cut else 'searched'}:{moves}",  # read by the tests
                bbox={
                    "boxstyle": "round,pad=0.25",
                    "facecolor": AWAY_COLOR if cut else palette.PAPER,
                    "edgecolor": palette.CANDIDATE if smallest else (palette.NEUTRAL_DARK if cut else palette.DONE),
                    "linewidth": 2.6 if smallest else 1.2,
                },
                zorder=2,
            )
        ax.set_xlim(-0.6, leaves[i] - 0.4)
        ax.set_ylim(-depth - 0.5, 0.5)
        ax.axis("off")
        after = (
            "it reaches the goal"
            if result.found
            else f"smallest f cut off: {result.smallest_cut:g} = round {i + 2}'s bound"
        )
        ax.set_title(f"round {i + 1}: bound {bound}\n{after}", fontsize=IDA_FONT + 1)
    keys = [
        Patch(facecolor=palette.PAPER, edgecolor=palette.DONE, label="white: f ≤ bound, searched deeper"),
        Patch(facecolor=AWAY_COLOR, edgecolor=palette.NEUTRAL_DARK, label="grey: f > bound, cut off"),
        Patch(facecolor=AWAY_COLOR, edgecolor=palette.CANDIDATE, linewidth=2.6, label="orange: the smallest f cut off"),
    ]
    fig.legend(handles=keys, loc="lower center", ncol=3, fontsize=IDA_FONT, frameon=False)
    fig.subplots_adjust(left=0.02, right=0.98, top=1 - 0.75 / fig.get_figheight(), bottom=0.5 / fig.get_figheight())
    details = "; ".join(
        f"round {i + 1}, bound {bound}: "
        + ", ".join(f"{moves or 'start'} f={f}{' cut off' if cut else ''}" for moves, f, cut in result.visits)
        for i, (bound, result) in enumerate(trace)
    )
    return Picture(fig, f"IDA*'s search tree in rounds 1 to {rounds}", details)


from teachkit.sliding.play import PlayBoard  # noqa: E402,F401  (moved to play.py; old callers import it here)

# ---- where A* spends its work: expanded boards by depth, one panel per heuristic -------------------------------


def expanded_by_depth(nodes: Sequence[Any], path: Sequence[Sequence[int]]) -> tuple[list[int], list[bool]]:
    """(expanded boards at each depth g = 0, 1, …, whether the solution path's board at that depth is among them)
    for one A* run's expanded Nodes (``expanded_nodes``) and its solution ``path`` (``SearchResult.states``).
    The lists reach the deepest g expanded, or len(path) − 2 if that is deeper."""
    depth = max([len(path) - 1] + [node.g + 1 for node in nodes])
    counts = [0] * depth
    on_path = [False] * depth
    for node in nodes:
        if node.g < 0:
            raise DrawError(f"an expanded node has g = {node.g}: depths are 0 or more")
        counts[node.g] += 1
        on_path[node.g] |= node.g < len(path) and tuple(node.board) == tuple(path[node.g])
    return counts, on_path


def expanded_by_depth_picture(runs: Mapping[str, Sequence[Any]], path: Sequence[Sequence[int]]) -> Picture:
    """Small multiples, one panel per heuristic: bars of the boards A* expanded at each depth g (moves from the
    start), on one log axis shared by every panel, each bar labelled with its count; a black diamond marks the
    solution path's board at a depth where A* expanded it (so none at the goal's depth: the goal is taken off, not
    expanded). ``runs`` maps a heuristic's name to its run's ``expanded_nodes``."""
    if not runs:
        raise DrawError("expanded_by_depth_picture needs at least one run")
    if len(path) < 2:
        raise DrawError("expanded_by_depth_picture needs a path of at least one move")
    data = {name: expanded_by_depth(nodes, path) for name, nodes in runs.items()}
    n = len(runs)
    cols = 2 if n > 2 else n
    rows = -(-n // cols)
    # Sized for a slide: shown at most 480 px high (export_slides.css), a 5.6-inch figure is scaled by about 0.86,
    # so 13-point bar labels still come out about 15 px high.
    fig = _new_figure((6.4 * cols, 2.6 * rows + 0.4))
    axes = fig.subplots(rows, cols, sharex=True, sharey=True, squeeze=False).ravel()
    top = max(max(counts) for counts, _ in data.values())
    for k, (ax, (name, (counts, on_path))) in enumerate(zip(axes, data.items())):
        colour, hatch, _ = heuristic_style(name, k)
        depths = list(range(len(counts)))
        bars = ax.bar(depths, counts, width=0.8, color=colour, hatch=hatch, edgecolor=palette.INK, linewidth=0.6)
        ax.bar_label(bars, labels=[f"{c:,}" if c else "" for c in counts], fontsize=13, padding=2, rotation=90)
        marked = [g for g in depths if on_path[g]]
        ax.plot(marked, [1] * len(marked), "D", color=palette.INK, markersize=5, label="its board on the solution path")
        ax.set_yscale("log")
        ax.set_ylim(0.6, top * 200)
        ax.yaxis.set_major_locator(LogLocator(base=100))
        ax.yaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:,.0f}"))
        ax.set_title(f"{name}: {sum(counts):,} boards expanded", fontsize=16, color=palette.INK, fontweight="bold")
        ax.spines[["top", "right"]].set_visible(False)
        ax.tick_params(labelsize=14)
    for ax in axes[n:]:
        ax.set_visible(False)
    for ax in axes[(rows - 1) * cols :]:
        ax.set_xlabel("depth g (moves from the start)", fontsize=14)
    for ax in axes[::cols]:
        ax.set_ylabel("expanded\n(log scale)", fontsize=14)
    axes[0].legend(fontsize=14, frameon=False, loc="upper left", borderaxespad=0.1, handletextpad=0.2)
    axes[0].xaxis.set_major_locator(MaxNLocator(integer=True))
    fig.tight_layout()
    totals = ", ".join(f"{name} {sum(counts):,}" for name, (counts, _) in data.items())
    return Picture(
        fig,
        f"boards A* expanded at each depth of a {len(path) - 1}-move solution, one panel per heuristic ({totals})",
        details="bars on one shared log axis, numbers on the bars; diamonds mark the solution path's boards",
    )


def reflection_picture(board: Sequence[int], group: Sequence[int], size: float = 3.0) -> Picture:
    """A board beside its reflection, as ``AdditivePDB`` flips it: over the main diagonal (dashed), each tile
    renamed so the goal flips onto itself. The tiles the table of ``group`` sees on the flipped board are
    orange on both sides; on the right each renamed tile carries its real name in small type."""
    from teachkit.sliding.board import mirror_cells, reflection_labels

    board, group = tuple(board), tuple(group)
    k = board_width(board)
    target = _default_goal(k)
    relabel = reflection_labels(target)  # relabel[t]: real tile t's name on the flipped board
    flipped = mirror_cells(board, k, relabel)  # the very function the pattern database mirrors with
    real_name = {relabel[t]: t for t in range(k * k)}
    if not group or 0 in group or not set(group) <= set(board):
        raise DrawError(f"group is some tiles of {board!r} (not the blank), got {group!r}")
    seen = sorted(real_name[t] for t in group)  # the real tiles behind the group's names
    key = 0.5
    fig = _new_figure((2 * size, size + 0.75 + key))
    panels = fig.subfigures(1, 2, squeeze=False).ravel()
    names, real = ", ".join(map(str, sorted(group))), ", ".join(map(str, seen))
    titles = (f"the board\n(real tiles {real} orange)", f"flipped and renamed\n(the table of {names} sees these)")
    for sub, frame, title, marked in zip(panels, (board, flipped), titles, (seen, group)):
        sub.subplots_adjust(left=0.04, right=0.96, top=size / (size + 0.75 + key), bottom=key / (size + 0.75 + key))
        scene = BoardScene(size=size)
        scene.setup(sub, frame)
        for tile, (box, label) in scene.tiles.items():
            mine = tile in marked
            box.set_facecolor(palette.ORANGE if mine else palette.NEUTRAL)
            box.set_linewidth(2.4 if mine else 1.0)
            label.set_color(palette.INK)
        scene.ax.plot([0, k], [k, 0], linestyle="--", color=palette.BLUE, linewidth=2, alpha=0.7, zorder=4)
        scene.ax.set_title(title, fontsize=12)
        if frame is flipped:
            for cell, tile in enumerate(flipped):
                if tile and real_name[tile] != tile:
                    x, y = scene.cell_xy(cell)
                    label = f"real {real_name[tile]}"
                    scene.ax.text(x + 0.5, y + 0.16, label, ha="center", va="center", fontsize=10, color=palette.INK)
    handles = [
        Patch(facecolor=palette.ORANGE, edgecolor=EDGE_COLOR, label=f"seen by the table of {names}"),
        Line2D([], [], linestyle="--", color=palette.BLUE, linewidth=2, label="the main diagonal"),
    ]
    fig.legend(handles=handles, loc="lower center", ncol=2, fontsize=11, frameon=False, handlelength=1.6)
    pairs = sorted({tuple(sorted((t, relabel[t]))) for t in range(1, k * k) if relabel[t] != t})
    renamed = ", ".join(f"{a} ↔ {b}" for a, b in pairs)
    details = (
        f"left: the board, real tiles {real} in orange; right: the board flipped over its main diagonal (dashed) "
        f"with tiles renamed {renamed}, so the goal flips onto itself; there the real tiles {real} carry the names "
        f"{names}, the tiles the table of {names} sees"
    )
    return Picture(fig, f"a board and its reflection for the table of tiles {names}", details)


def bfs_layers(start: Sequence[int], depth: int = 2) -> list[list[tuple[Board, list[Board]]]]:
    """The boards at distance 0, 1, …, ``depth`` from ``start`` (k = 2 or 3), read from teachkit's own
    breadth-first search (``bfs_distances``), each with the boards one layer back it can be reached from."""
    from teachkit.sliding.board import neighbors
    from teachkit.sliding.search import bfs_distances

    start = tuple(start)
    table = bfs_distances(board_width(start), goal=start)
    layers: list[list[tuple[Board, list[Board]]]] = [[(start, [])]]
    for d in range(1, depth + 1):
        seen = {board for board, _ in layers[-1]}
        layer: list[tuple[Board, list[Board]]] = []
        for parent, _ in layers[-1]:  # in the order a queue would take them: the picture reads like the search
            for _, child in neighbors(parent):
                if table[child] == d and child not in {b for b, _ in layer}:
                    layer.append((child, [b for _, b in neighbors(child) if b in seen]))
        layers.append(layer)
    return layers


def _small_board(ax, board: Board, x: float, y: float, cell: float) -> None:
    """A plain board, every tile grey, with its top-left corner at (x, y) in data units (y grows upwards)."""
    k = board_width(board)
    ax.add_patch(
        FancyBboxPatch(
            (x, y - k * cell),
            k * cell,
            k * cell,
            boxstyle="square,pad=0",
            facecolor=BLANK_COLOR,
            edgecolor=EDGE_COLOR,
            linewidth=1.5,
        )
    )
    for i, tile in enumerate(board):
        if tile == 0:
            continue
        row, col = divmod(i, k)
        left, top = x + col * cell, y - row * cell
        ax.add_patch(
            FancyBboxPatch(
                (left + 0.05 * cell, top - 0.95 * cell),
                0.9 * cell,
                0.9 * cell,
                boxstyle="square,pad=0",
                facecolor=AWAY_COLOR,
                edgecolor=EDGE_COLOR,
                linewidth=0.8,
            )
        )
        ax.text(left + cell / 2, top - cell / 2, str(tile), ha="center", va="center", fontsize=13, color=palette.INK)


def bfs_layers_picture(start: Sequence[int], depth: int = 2) -> Picture:
    """Breadth-first search's layers as columns: the start at distance 0, then every board at distance 1, 2, …
    (from ``bfs_layers``, teachkit's own search), a line from each board to the boards one layer back that reach
    it. At most 6 boards a layer."""
    layers = bfs_layers(start, depth)
    tallest = max(len(layer) for layer in layers)
    if tallest > 6:
        raise DrawError(f"a layer has {tallest} boards; this picture shows at most 6 a layer: ask for a smaller depth")
    k = board_width(start)
    cell, gap, step = 0.3, 0.35, 2.4  # board cell, space between boards, distance between columns
    size = k * cell
    height = tallest * size + (tallest - 1) * gap
    right, top_edge = step * (len(layers) - 1) + size + 0.5, height + 0.85
    scale = 1.05  # inches per data unit: square board cells, numbers readable on a slide
    fig = _new_figure((scale * (right + 0.5), scale * (top_edge + 0.9)))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-0.5, right)
    ax.set_ylim(-0.9, top_edge)
    ax.set_aspect("equal")
    ax.axis("off")
    where: dict[Board, tuple[float, float]] = {}
    for d, layer in enumerate(layers):
        x = d * step
        column = len(layer) * size + (len(layer) - 1) * gap
        title = "distance 0\n(the start)" if d == 0 else f"distance {d}\n= {d - 1} + 1"
        ax.text(x + size / 2, height + 0.45, title, ha="center", va="center", fontsize=15, color=palette.INK)
        for i, (board, parents) in enumerate(layer):
            top = height - (height - column) / 2 - i * (size + gap)
            _small_board(ax, board, x, top, cell)
            where[board] = (x, top - size / 2)
            for parent in parents:
                px, py = where[parent]
                ax.add_line(Line2D([px + size + 0.05, x - 0.05], [py, top - size / 2], color=palette.BLUE, lw=1.5))
    ax.text(
        (step * (len(layers) - 1) + size) / 2,
        -0.55,
        "a line joins a board to the one it was reached from",
        ha="center",
        va="center",
        fontsize=14,
        color=palette.INK,
    )
    counts = ", ".join(f"{len(layer)} at distance {d}" for d, layer in enumerate(layers))
    return Picture(fig, f"breadth-first layers from {tuple(start)}: {counts}")
