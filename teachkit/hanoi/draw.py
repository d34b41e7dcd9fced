"""Pictures of the Towers of Hanoi: the towers themselves, the recursion tree, and both side by side.

Everything here *replays* what the solvers return — frames are the :class:`~teachkit.hanoi.solve.Snapshot`
values of :func:`~teachkit.hanoi.solve.snapshots` or :func:`~teachkit.hanoi.solve.iterative_snapshots`,
and the tree is :func:`~teachkit.hanoi.tree.recursion_tree` — so a picture can never drift from the
algorithm it shows.

* :class:`TowersScene` — disks on pegs, for the Player (one frame per state);
* :class:`TowersTreeScene` — the towers above the call tree, the node of the move just made highlighted;
* :func:`draw_tree` / :func:`draw_towers` — static pictures;
* :func:`draw_peg_circle` — the pegs on a circle with the steps +1 and −1 (the two cycles a disk can follow);
* :func:`draw_first_move` — the state just before the largest disk first moves (the lower-bound proof);
* :class:`BinaryLamps` — a number as four lamps (the index notebook's first Player, and the smallest Scene).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
from matplotlib import colormaps
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.patches import FancyArrowPatch, Rectangle

from .. import palette
from ..player import Picture, Scene, figure_of
from .solve import PEG_NAMES, Pegs, Snapshot, Towers, check_disk_count, format_pegs, peg_name
from .tree import Node, in_order, path_to, recursion_tree

FUTURE, DONE, CURRENT = palette.PAPER, palette.DONE_LIGHT, palette.ACTIVE  # tree nodes: pending, finished, now


SAME_COLOURS_UP_TO = 8  # disks 1..8 keep one colour each in every picture, whatever the number of disks


def disk_colours(n: int) -> list:
    """One colour per disk, smallest first: light for small disks, dark for big ones (cividis, which
    colour-blind readers see the same way; every disk also carries its number). Up to 8 disks, disk k has the
    same colour in every picture (a 3-disk tower and a 4-disk tower agree); larger towers spread the same range."""
    steps = max(n, SAME_COLOURS_UP_TO) - 1
    cmap = colormaps[palette.SEQUENTIAL]
    return [cmap(0.95 - 0.75 * k / steps) for k in range(n)]


def as_snapshot(frame: Snapshot | Towers | Iterable[Iterable[int]], index: int = 0) -> Snapshot:
    """Accept a Snapshot, a Towers object or plain stacks as a frame."""
    if isinstance(frame, Snapshot):
        return frame
    if isinstance(frame, Towers):
        return Snapshot(index, frame.state(), None)
    return Snapshot(index, tuple(tuple(p) for p in frame), None)


def new_figure(figsize: tuple[float, float]) -> Figure:
    """A figure with its own Agg canvas (no pyplot, so nothing is shown twice)."""
    fig = Figure(figsize=figsize, dpi=90)
    FigureCanvasAgg(fig)
    return fig


# ---- the towers --------------------------------------------------------------------------------------
class TowersPicture:
    """Three pegs and n disks on one Axes; ``show`` moves the disk patches to a new state."""

    def __init__(self, ax: Axes, n: int, labels: str = PEG_NAMES):
        self.ax, self.n = ax, n
        ax.set_xlim(-0.55, 2.55)
        ax.set_ylim(-0.9, n + 0.9)
        ax.axis("off")
        ax.add_patch(Rectangle((-0.5, -0.3), 3.0, 0.3, color="#7a7a7a"))
        for peg in range(3):
            ax.add_patch(Rectangle((peg - 0.025, 0), 0.05, n + 0.6, color="#5a5a5a"))
            ax.text(
                peg, -0.72, labels[peg], ha="center", va="center", fontsize=14, fontweight="bold", color=palette.INK
            )
        self.colours = disk_colours(n)
        self.disks = [
            Rectangle((0, 0), self.width(d), 0.8, facecolor=self.colours[d - 1], edgecolor=palette.INK, linewidth=0.8)
            for d in range(1, n + 1)
        ]
        for disk in self.disks:
            ax.add_patch(disk)
        numbered = n <= 10
        self.numbers = [
            ax.text(
                0,
                0,
                str(d),
                ha="center",
                va="center",
                fontsize=13 if n <= 6 else 10,
                fontweight="bold",
                color=self._ink(d),
                visible=numbered,
            )
            for d in range(1, n + 1)
        ]

    def _ink(self, disk: int) -> str:
        """Dark or light number, whichever reads on the disk's colour."""
        r, g, b = self.colours[disk - 1][:3]
        return palette.INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 else palette.PAPER

    def width(self, disk: int) -> float:
        """Disk 1 is narrow, disk n nearly a whole peg's width."""
        return 0.25 + 0.65 * disk / self.n

    def show(self, pegs: Pegs, moved: int | None = None) -> None:
        """Put every disk where ``pegs`` says; outline the disk that just moved."""
        if sorted(d for stack in pegs for d in stack) != list(range(1, self.n + 1)):
            raise ValueError(f"this picture has {self.n} disks; the frame {pegs!r} does not hold disks 1..{self.n}")
        for peg, stack in enumerate(pegs):
            for level, disk in enumerate(stack):
                patch = self.disks[disk - 1]
                patch.set_xy((peg - self.width(disk) / 2, level + 0.1))
                patch.set_linewidth(3.0 if disk == moved else 0.8)
                patch.set_edgecolor(palette.ACTIVE if disk == moved else palette.INK)
                self.numbers[disk - 1].set_position((peg, level + 0.5))


def move_caption(snap: Snapshot) -> str:
    """'start' or 'disk 1 from C to A' (the Player adds the number: 'move 5 of 15')."""
    if snap.move is None:
        return "start"
    m = snap.move
    return f"disk {m.disk} from {peg_name(m.src)} to {peg_name(m.dst)}"


class TowersScene(Scene):
    """Disks on pegs: frames are Snapshots (or stacks) of n disks; the disk that just moved is outlined."""

    unit = "move"

    def __init__(self, n: int, figsize: tuple[float, float] = (6.0, 3.0)):
        self.n = check_disk_count(n)
        self.figsize = figsize

    def setup(self, fig, frame) -> None:
        self.picture = TowersPicture(fig.add_subplot(), self.n)
        self.update(frame, 0)

    def update(self, frame, index: int) -> None:
        snap = as_snapshot(frame, index)
        self.picture.show(snap.pegs, snap.move.disk if snap.move else None)

    def caption(self, frame, index: int) -> str:
        return move_caption(as_snapshot(frame, index))


def draw_towers(frame, ax: Axes | None = None, figsize: tuple[float, float] = (4.5, 2.4)) -> Picture:
    """A static picture of one state (a Snapshot, Towers, or stacks bottom to top).

    Returns a Picture: a notebook shows it as a PNG; ``.figure`` is the matplotlib Figure.
    """
    snap = as_snapshot(frame)
    n = sum(len(p) for p in snap.pegs)
    fig = new_figure(figsize) if ax is None else figure_of(ax)
    picture = TowersPicture(fig.add_subplot() if ax is None else ax, n)
    picture.show(snap.pegs, snap.move.disk if snap.move else None)
    return Picture(fig, f"towers with {n} disks: {format_pegs(snap.pegs)}")


# ---- the recursion tree ------------------------------------------------------------------------------
class TreePicture:
    """The call tree on one Axes: node i at x = i (its in-order number = its step), y = its disk."""

    def __init__(
        self,
        ax: Axes,
        tree: Node,
        show_moves: bool | str = True,
        fontsize: float = 13,
        show_numbers: bool | str = True,
        row_labels: str = "level",
        show_calls: bool = False,
    ):
        """``show_moves``: True labels every node with its move, False none, "done" only the moves made so far
        (the current one included), so that an animation does not show a move before it happens.
        ``show_numbers``: the same choice for the nodes' in-order numbers (their steps). ``fontsize`` (points) is
        that of every label: 13 pt is 18 CSS pixels at a picture's natural size, the least a lecture hall reads.
        A move label sits below a leaf and to the right of any other node, on a white ground, clear of its edges.
        ``row_labels``: "level" labels each row "level L · disk L" (the static tree and the animation alike), "disk"
        just "disk L"; both on one line (a browser draws a two-line SVG label as two overlapping lines).
        ``show_calls``: label each node with its call and, on a second line, its move (``hanoi(2, A, B, C)`` over
        ``A→B``): for a static picture (a PNG), where two lines are safe."""
        if row_labels not in ("level", "disk"):
            raise ValueError(f'row_labels must be "level" or "disk", got {row_labels!r}')
        for name, value in (("show_moves", show_moves), ("show_numbers", show_numbers)):
            if value not in (True, False, "done"):
                raise ValueError(f'{name} must be True, False or "done", got {value!r}')
        self.ax, self.tree, self.show_moves, self.show_numbers = ax, tree, show_moves, show_numbers
        self.fontsize = fontsize
        self.nodes = list(in_order(tree))
        n = tree.disk
        self.colours = disk_colours(n)
        edges: list[list[tuple[int, int]]] = []
        self.edge_index: dict[int, int] = {}
        for node in self.nodes:
            for child in (node.left, node.right):
                if child is not None:
                    self.edge_index[child.number] = len(edges)
                    edges.append([(node.number, node.disk), (child.number, child.disk)])
        self.edges = LineCollection(edges, colors="grey", linewidths=1.0, zorder=1)
        ax.add_collection(self.edges)
        xs = [node.number for node in self.nodes]
        ys = [node.disk for node in self.nodes]
        size = max(200, 640 - 40 * len(self.nodes) ** 0.5)  # room for a 13 pt number inside the node
        self.dots = ax.scatter(xs, ys, s=size, zorder=2, facecolors=FUTURE, edgecolors=palette.INK, linewidths=1.2)
        small = len(self.nodes) <= 31
        self.move_labels, self.number_labels = {}, {}
        for node in self.nodes:
            if show_numbers and small:
                self.number_labels[node.number] = ax.text(
                    node.number, node.disk, str(node.number), ha="center", va="center", fontsize=fontsize, zorder=3
                )
            if (show_moves or show_calls) and small:
                move = f"{peg_name(node.move.src)}→{peg_name(node.move.dst)}"
                self.move_labels[node.number] = self._label(node, f"{node.call}\n{move}" if show_calls else move)
        ax.set_xlim(0.3 - (1.2 if show_calls else 0), len(self.nodes) + (1.9 if show_calls else 0.7))
        ax.set_ylim(-0.05 if show_calls else 0.3 if show_moves else 0.6, n + 0.5)
        rows = [f"level {d} · disk {d}" if row_labels == "level" else f"disk {d}" for d in range(1, n + 1)]
        ax.set_yticks(range(1, n + 1), rows, fontsize=fontsize)
        ax.set_xticks([])
        for side in ("top", "right", "bottom"):
            ax.spines[side].set_visible(False)

    def _label(self, node: Node, words: str):
        """A node's label, clear of its circle and its edges: below a leaf; beside any other node, a little
        above its centre, on the side away from its parent (left of a left child, right of the root and of a right
        child), where only the edge to one child runs, downwards."""
        leaf = node.left is None and node.right is None
        left_child = any(other.left is node for other in self.nodes)
        x = node.number if leaf else node.number + (-0.4 if left_child else 0.4)
        return self.ax.text(
            x,
            node.disk - (0.55 + 0.2 * words.count("\n")) if leaf else node.disk + 0.2,
            words,
            ha="center" if leaf else "right" if left_child else "left",
            va="center",
            fontsize=self.fontsize,
            color="#333333",
            zorder=3,
            bbox={"boxstyle": "square,pad=0.1", "facecolor": palette.PAPER, "edgecolor": "none"},
        )

    def highlight(self, step: int) -> None:
        """Nodes before ``step`` done, node ``step`` current, the open calls above it drawn bold."""
        faces = [CURRENT if node.number == step else DONE if node.number < step else FUTURE for node in self.nodes]
        self.dots.set_facecolor(faces)
        if self.show_moves == "done":
            for number, label in self.move_labels.items():
                label.set_visible(number <= step)
        if self.show_numbers == "done":
            for number, label in self.number_labels.items():
                label.set_visible(number <= step)
        widths = [1.0] * len(self.edge_index)
        colours = ["#c8c8c8"] * len(self.edge_index)
        if step >= 1:
            for node in path_to(self.tree, step)[1:]:
                widths[self.edge_index[node.number]] = 3.0
                colours[self.edge_index[node.number]] = palette.INK
        self.edges.set_linewidth(widths)
        self.edges.set_colors(colours)


def draw_tree(
    tree: Node | int,
    current: int | None = None,
    ax: Axes | None = None,
    show_moves: bool = True,
    figsize: Sequence[float] | None = None,
    show_calls: bool = False,
) -> Picture:
    """The recursion tree, nodes numbered in order (= step), node ``current`` highlighted; with ``show_calls``
    each node also carries its call, ``hanoi(h, src, dst, via)`` (pegs as letters), above it.

    ``tree`` is a tree from :func:`recursion_tree` or a number of disks. Returns a Picture: a notebook
    shows it as a PNG; ``.figure`` is the matplotlib Figure (pass ``ax`` to draw into your own).
    """
    tree = recursion_tree(tree) if not isinstance(tree, Node) else tree
    if ax is None:
        width = min(10.0, 2.0 + 0.5 * 2**tree.disk) if not show_calls else min(12.0, 3.0 + 1.0 * 2**tree.disk)
        height = 0.9 * tree.disk + (1.2 if show_calls else 0.6)
        fig = new_figure((figsize[0], figsize[1]) if figsize else (width, height))
        ax = fig.add_subplot()
    picture = TreePicture(ax, tree, show_moves, show_calls=show_calls)
    picture.highlight(current if current is not None else 0)
    lit = f", step {current} highlighted" if current else ""
    calls = ""
    if show_calls:
        calls = "; " + ", ".join(
            f"step {node.number}: {node.call} moves {peg_name(node.move.src)}→{peg_name(node.move.dst)}"
            for node in in_order(tree)
        )
    return Picture(figure_of(ax), f"recursion tree for n={tree.disk}{lit}{calls}")


class TowersTreeScene(Scene):
    """The towers above the recursion tree, in step: frame k shows the state after move k and
    highlights tree node k, the call that made it (frames from ``snapshots(n, src=..., dst=...)``). A node is
    labelled with its move only once that move has been made (``show_moves="done"``), so the first frame does not
    list the solution; ``show_moves=True`` labels every node from the start. ``show_numbers="done"`` likewise shows a
    node's step number only once it has been reached (default True: all numbers from the start)."""

    unit = "move"

    def __init__(
        self,
        n: int,
        src: int = 0,
        dst: int = 2,
        figsize: tuple[float, float] = (9.6, 3.8),
        show_moves: bool | str = "done",
        show_numbers: bool | str = True,
    ):
        self.tree = recursion_tree(n, src, dst)
        self.n = self.tree.disk
        self.figsize = figsize
        self.show_moves = show_moves
        self.show_numbers = show_numbers

    def setup(self, fig, frame) -> None:
        top, bottom = fig.subplots(2, 1, gridspec_kw={"height_ratios": [1, 1.1]})
        fig.subplots_adjust(left=0.16, right=0.99, top=0.98, bottom=0.04, hspace=0.1)  # room for "level 4 · disk 4"
        self.towers = TowersPicture(top, self.n)
        self.picture = TreePicture(
            bottom, self.tree, self.show_moves, show_numbers=self.show_numbers, row_labels="level"
        )
        self.update(frame, 0)

    def update(self, frame, index: int) -> None:
        snap = as_snapshot(frame, index)
        if snap.move is not None and self.picture.nodes[snap.step - 1].move != snap.move:
            raise ValueError(
                f"frame {index} shows move {snap.move} at step {snap.step}, but the recursion "
                f"tree makes {self.picture.nodes[snap.step - 1].move} there: use snapshots(n)"
            )
        self.towers.show(snap.pegs, snap.move.disk if snap.move else None)
        self.picture.highlight(snap.step)

    def caption(self, frame, index: int) -> str:
        snap = as_snapshot(frame, index)
        if snap.move is None:
            return f"start: {self.tree.call}"
        node = self.picture.nodes[snap.step - 1]
        return f"{move_caption(snap)}, by {node.call}"


# ---- the pegs on a circle ---------------------------------------------------------------------------------
CIRCLE_ANGLES = (90.0, -30.0, 210.0)  # A at the top, B lower right, C lower left: +1 turns clockwise


def peg_circle_points(radius: float = 1.0) -> list[tuple[float, float]]:
    """Where pegs A, B, C sit on the circle (A at the top; one step +1 turns clockwise)."""
    return [(radius * np.cos(np.radians(a)), radius * np.sin(np.radians(a))) for a in CIRCLE_ANGLES]


def circle_styles() -> dict[int, tuple[str, str, float]]:
    """(colour, line style, arc bend) of the arrows of a step +1 and a step −1: the same in every circle picture."""
    return {+1: (palette.DONE, "-", -0.55), -1: (palette.ACTIVE, "--", -0.25)}


def _circle_arrow(a, b, colour, line: str, bend: float, shrink: float) -> FancyArrowPatch:
    """One step round the peg circle, from point a to point b, in the style of its direction (circle_styles)."""
    return FancyArrowPatch(
        a,
        b,
        connectionstyle=f"arc3,rad={bend}",
        arrowstyle="-|>,head_length=7,head_width=4",
        linestyle=line,
        linewidth=2,
        color=colour,
        shrinkA=shrink,
        shrinkB=shrink,
        zorder=2,
    )


def draw_peg_circle(
    plus_label: str = "+1: A → B → C → A",
    minus_label: str = "−1: A → C → B → A",
    figsize: tuple[float, float] = (5.6, 3.0),
) -> Picture:
    """The three pegs on a circle, with the step +1 (solid arrows, outside, clockwise) and the step −1 (dashed
    arrows, inside, anticlockwise). Each kind of arrow carries its label in a legend, so colour is never the only cue.
    """
    from matplotlib.lines import Line2D
    from matplotlib.patches import Circle

    fig = new_figure(figsize)
    ax = fig.add_subplot()
    ax.set_aspect("equal")
    ax.axis("off")
    points = peg_circle_points()
    for step, (colour, line, bend) in circle_styles().items():
        for peg in range(3):
            ax.add_patch(_circle_arrow(points[peg], points[(peg + step) % 3], colour, line, bend, shrink=17))
    for peg, (x, y) in enumerate(points):
        ax.add_patch(Circle((x, y), 0.2, facecolor=palette.PAPER, edgecolor=palette.INK, linewidth=1.5, zorder=3))
        ax.text(x, y, f"{PEG_NAMES[peg]}\n{peg}", ha="center", va="center", fontsize=11, color=palette.INK, zorder=4)
    handles = [
        Line2D([], [], color=palette.DONE, linestyle="-", linewidth=2, label=plus_label),
        Line2D([], [], color=palette.ACTIVE, linestyle="--", linewidth=2, label=minus_label),
    ]
    ax.legend(handles=handles, loc="center left", bbox_to_anchor=(1.02, 0.5), frameon=False, fontsize=11)
    ax.set_xlim(-1.45, 1.45)
    ax.set_ylim(-1.05, 1.45)
    text = (
        "pegs A (0), B (1), C (2) on a circle; solid arrows outside, clockwise: "
        f"{plus_label}; dashed arrows inside, anticlockwise: {minus_label}"
    )
    return Picture(fig, text)


# ---- several states side by side, and one disk's cycle ------------------------------------------------------
def draw_steps(
    n: int, steps: Sequence[int], src: int = 0, dst: int = 2, figsize: tuple[float, float] | None = None
) -> Picture:
    """The towers after each of ``steps`` of the minimal n-disk solution from ``src`` to ``dst``, side by side,
    each titled "after step k" and the disk that made step k outlined (frames replayed from ``snapshots``)."""
    from .solve import snapshots

    frames = list(snapshots(n, src=src, dst=dst))
    bad = [k for k in steps if not (isinstance(k, int) and 0 <= k < len(frames))]
    if bad or not steps:
        raise ValueError(f"steps must be whole numbers from 0 to {len(frames) - 1} (2**{n} - 1), got {list(steps)!r}")
    fig = new_figure(figsize or (4.2 * len(steps), 2.6))
    for k, ax in zip(steps, fig.subplots(1, len(steps), squeeze=False)[0]):
        snap = frames[k]
        TowersPicture(ax, n).show(snap.pegs, snap.move.disk if snap.move else None)
        what = f": disk {snap.move.disk}, {peg_name(snap.move.src)}→{peg_name(snap.move.dst)}" if snap.move else ""
        ax.set_title(f"after step {k}{what}", fontsize=14, color=palette.INK)
    fig.subplots_adjust(left=0.01, right=0.99, top=0.86, bottom=0.02, wspace=0.08)
    text = "; ".join(f"after step {k}: {format_pegs(frames[k].pegs)}" for k in steps)
    return Picture(fig, f"towers of {n} disks, {text}")


def draw_cycle(cycle: Sequence[int], disk: int | None = None, figsize: tuple[float, float] = (4.8, 3.6)) -> Picture:
    """One disk's cycle of three pegs: each peg where ``draw_peg_circle`` puts it (A top, B lower right, C lower
    left), labelled with its place 0, 1, 2 in the cycle; an arrow from each place to the next, in the style of that
    direction in ``draw_peg_circle`` (+1 solid, −1 dashed, same colours), shows the way the disk goes round."""
    from matplotlib.patches import Circle

    cycle = tuple(cycle)
    if sorted(cycle) != [0, 1, 2]:
        raise ValueError(f"a cycle lists the pegs 0, 1, 2 once each, in the order a disk visits them; got {cycle!r}")
    step = +1 if (cycle[1] - cycle[0]) % 3 == 1 else -1
    colour, line, bend = circle_styles()[step]
    fig = new_figure(figsize)
    ax = fig.add_subplot()
    ax.set_aspect("equal")
    ax.axis("off")
    points = peg_circle_points()
    for place in range(3):
        ax.add_patch(_circle_arrow(points[cycle[place]], points[cycle[(place + 1) % 3]], colour, line, bend, shrink=34))
    for place, peg in enumerate(cycle):
        x, y = points[peg]
        ax.add_patch(Circle((x, y), 0.4, facecolor=palette.PAPER, edgecolor=palette.INK, linewidth=1.5, zorder=3))
        ax.text(
            x,
            y,
            f"{PEG_NAMES[peg]} ({peg})\nplace {place}",
            ha="center",
            va="center",
            fontsize=11,
            color=palette.INK,
            zorder=4,
        )
    who = f"disk {disk}" if disk is not None else "the disk"
    order = " → ".join(PEG_NAMES[p] for p in cycle + cycle[:1])
    ax.set_title(f"{who}: {order}, step {'+1' if step > 0 else '−1'}", fontsize=13, color=palette.INK)
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.0, 1.5)
    text = (
        f"{who}'s cycle, one step {'+1 per move (solid arrows)' if step > 0 else '−1 per move (dashed arrows)'}: "
        + ", ".join(f"place {p} is peg {PEG_NAMES[cycle[p]]} ({cycle[p]})" for p in range(3))
    )
    return Picture(fig, text)


# ---- fact 2 drawn: the two halves of the recursion, and each disk's path ------------------------------------------
def _arc_label_point(a, b, bend: float, push: float) -> tuple[float, float]:
    """A point beside the middle of the arc arrow a → b of ``_circle_arrow`` (matplotlib's arc3 with rad = bend),
    ``push`` further out on the arc's side: where that arrow's label goes."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    side = 0.5 * bend - push * (1 if bend >= 0 else -1)
    return (x1 + x2) / 2 + side * dy, (y1 + y2) / 2 - side * dx


def _outside_arc(a, b, bend: float, push: float) -> tuple[float, float]:
    """A point ``push`` further from the circle's centre than the middle of the arc arrow a → b (arc3, rad = bend):
    a label there sits clear of the arrow, on the side away from the other arrows."""
    (x1, y1), (x2, y2) = a, b
    x = (x1 + x2) / 2 + 0.5 * bend * (y2 - y1)
    y = (y1 + y2) / 2 - 0.5 * bend * (x2 - x1)
    scale = 1 + push / max(np.hypot(x, y), 1e-9)
    return x * scale, y * scale


def _peg_circle_axes(ax: Axes, radius: float = 0.2) -> list[tuple[float, float]]:
    """Pegs A, B, C as labelled circles where ``draw_peg_circle`` puts them; returns their centres."""
    from matplotlib.patches import Circle

    ax.set_aspect("equal")
    ax.axis("off")
    points = peg_circle_points()
    for peg, (x, y) in enumerate(points):
        ax.add_patch(Circle((x, y), radius, facecolor=palette.PAPER, edgecolor=palette.INK, linewidth=1.5, zorder=3))
        ax.text(x, y, PEG_NAMES[peg], ha="center", va="center", fontsize=12, color=palette.INK, zorder=4)
    return points


def draw_halves(n: int = 4, figsize: tuple[float, float] = (7.6, 3.4)) -> Picture:
    """The recursion carrying n disks A → C (one step −1), as three arrows on the peg circle, in the styles of
    ``draw_peg_circle``: the first half (n − 1 disks A → B), disk n (A → C), the second half (n − 1 disks B → C).
    Both halves step +1, the other way from the tower: fact 2's key line. Each arrow carries its part and steps."""
    n = check_disk_count(n, what="draw_halves")
    if n < 2:
        raise ValueError(f"draw_halves needs at least 2 disks (a tower with two halves), got {n}")
    half = 2 ** (n - 1)
    parts = [  # (src, dst, direction, label)
        (0, 1, +1, f"① steps 1–{half - 1}: {n - 1} disks A → B, +1"),
        (0, 2, -1, f"② step {half}: disk {n} A → C, −1"),
        (1, 2, +1, f"③ steps {half + 1}–{2 * half - 1}: {n - 1} disks B → C, +1"),
    ]
    fig = new_figure(figsize)
    ax = fig.add_axes((0.0, 0.02, 0.42, 0.84))
    points = _peg_circle_axes(ax)
    styles = circle_styles()
    for number, (src, dst, way, _) in zip("①②③", parts):
        colour, line, bend = styles[way]
        ax.add_patch(_circle_arrow(points[src], points[dst], colour, line, bend, shrink=17))
        x, y = _arc_label_point(points[src], points[dst], bend, 0.16)
        ax.text(x, y, number, ha="center", va="center", fontsize=13, color=colour, zorder=5)
    ax.set_xlim(-1.3, 1.3)
    ax.set_ylim(-1.05, 1.35)
    fig.suptitle(f"the recursion for {n} disks, tower A → C (one step −1)", fontsize=13, color=palette.INK)
    legend = fig.add_axes((0.42, 0.02, 0.58, 0.84))
    legend.axis("off")
    for row, (_, _, way, label) in enumerate(parts):
        colour, line, _ = styles[way]
        y = 0.8 - 0.3 * row
        legend.plot([0.0, 0.1], [y, y], color=colour, linestyle=line, linewidth=2)
        legend.text(0.13, y, label, va="center", fontsize=11, color=palette.INK)
    legend.text(0.0, 0.0, "both halves turn the other way from the tower", fontsize=11, color=palette.INK)
    legend.set_xlim(0, 1)
    legend.set_ylim(-0.1, 1)
    text = f"the recursion for {n} disks A → C, in three parts: " + "; ".join(label[2:] for *_, label in parts)
    return Picture(fig, text)


def draw_disk_paths(n: int = 4, figsize: tuple[float, float] | None = None) -> Picture:
    """Each disk's moves in the minimal n-disk solution A → C (replayed from ``solve_recursive``), one peg circle
    per disk: an arrow for each step between two pegs the disk makes, in the style of its direction (+1 solid,
    −1 dashed, as in ``draw_peg_circle``), labelled with the step numbers that make it."""
    from .solve import solve_recursive

    n = check_disk_count(n, what="draw_disk_paths")
    if n > 6:
        raise ValueError(f"draw_disk_paths draws up to 6 disks (its labels list every step), got {n}")
    steps: dict[int, dict[tuple[int, int], list[int]]] = {disk: {} for disk in range(1, n + 1)}
    for number, move in enumerate(solve_recursive(n), start=1):
        steps[move.disk].setdefault((move.src, move.dst), []).append(number)
    fig = new_figure(figsize or (2.7 * n, 3.1))
    styles = circle_styles()
    described = []
    for disk, ax in zip(range(1, n + 1), fig.subplots(1, n, squeeze=False)[0]):
        points = _peg_circle_axes(ax)
        ways = {+1 if (dst - src) % 3 == 1 else -1 for src, dst in steps[disk]}
        for (src, dst), numbers in steps[disk].items():
            way = +1 if (dst - src) % 3 == 1 else -1
            colour, line, bend = styles[way]
            ax.add_patch(_circle_arrow(points[src], points[dst], colour, line, bend, shrink=17))
            x, y = _outside_arc(points[src], points[dst], bend, 0.42 if way > 0 else 0.32)
            label = ", ".join(map(str, numbers))
            ax.text(x, y, label, ha="center", va="center", fontsize=11, color=palette.INK, zorder=5)
        way_text = " and ".join(f"{w:+d}".replace("-", "−") for w in sorted(ways, reverse=True))
        ax.set_title(f"disk {disk}: always {way_text}" if len(ways) == 1 else f"disk {disk}: {way_text}", fontsize=12)
        ax.set_xlim(-1.6, 1.6)
        ax.set_ylim(-1.3, 1.45)
        moves = "; ".join(
            f"{PEG_NAMES[s]}→{PEG_NAMES[d]} at steps {', '.join(map(str, v))}" for (s, d), v in steps[disk].items()
        )
        described.append(f"disk {disk} ({way_text}): {moves}")
    fig.subplots_adjust(left=0.01, right=0.99, top=0.86, bottom=0.02, wspace=0.05)
    return Picture(fig, f"each disk's moves in the {n}-disk tower A → C: " + "; ".join(described))


# ---- the lower-bound proof: where the smaller disks are when the largest moves ----------------------------------
def draw_first_move(n: int = 4, src: int = 0, dst: int = 2, figsize: tuple[float, float] = (9.0, 2.9)) -> Picture:
    """The two states the lower-bound proof looks at, for a move of disk n from ``src`` to ``dst``: just before
    it (disk n alone on ``src``, the n − 1 smaller disks all on the third peg, an arrow for the move) and just
    after it (disk n on ``dst``, the smaller disks still on the third peg)."""
    n = check_disk_count(n, limit=8, what="draw_first_move")
    src, dst = (int(src), int(dst))
    if {src, dst} - {0, 1, 2} or src == dst:
        raise ValueError(f"src and dst must be two different pegs 0, 1, 2; got {src!r} and {dst!r}")
    third = 3 - src - dst
    smaller = tuple(range(n - 1, 0, -1))
    before: list[tuple[int, ...]] = [(), (), ()]
    before[src], before[third] = (n,), smaller
    after: list[tuple[int, ...]] = [(), (), ()]
    after[dst], after[third] = (n,), smaller
    fig = new_figure(figsize)
    left, right = fig.subplots(1, 2)
    TowersPicture(left, n).show(tuple(before))
    TowersPicture(right, n).show(tuple(after), n)
    from matplotlib.path import Path

    up = n + 0.25  # over the smaller disks' stack, whichever peg it is on
    route = [(src + 0.15, 1.0), (src + 0.15, up), (dst, up), (dst, 1.0)]
    left.add_patch(
        FancyArrowPatch(
            path=Path(route, [Path.MOVETO, Path.LINETO, Path.LINETO, Path.LINETO]),
            arrowstyle="-|>,head_length=8,head_width=5",
            linewidth=2.5,
            color=palette.ACTIVE,
            zorder=4,
        )
    )
    group = f"disks 1–{n - 1}" if n > 2 else "disk 1"
    name = PEG_NAMES
    left.set_title(f"just before disk {n} moves {name[src]}→{name[dst]}", fontsize=13, color=palette.INK)
    right.set_title(f"just after: {group} still on {name[third]}", fontsize=13, color=palette.INK)
    fig.subplots_adjust(left=0.01, right=0.99, top=0.86, bottom=0.02, wspace=0.08)
    text = (
        f"just before disk {n} moves from {name[src]} to {name[dst]}: disk {n} alone on {name[src]}, {group} on "
        f"the third peg {name[third]}; just after: disk {n} on {name[dst]}, {group} still on {name[third]}"
    )
    return Picture(fig, text)


# ---- a number as lamps: the index notebook's first Player -------------------------------------------------------
class BinaryLamps(Scene):
    """A number from 0 to 15 as four lamps worth 8, 4, 2 and 1: lit (yellow, digit 1) or dark (grey, digit 0), each
    lamp's value under it and the sum of the lit values below. Frames are the numbers themselves.

    It is also the smallest Scene to read: ``setup`` makes the artists once, ``update`` changes them for a frame,
    ``caption`` is the text under the picture; the Player does the rest."""

    figsize = (5, 2.0)
    values = (8, 4, 2, 1)

    def setup(self, fig, frame) -> None:
        from matplotlib.patches import Circle

        ax = fig.add_subplot()
        ax.set_xlim(-1.0, 4.0)
        ax.set_ylim(-1.6, 0.5)
        ax.set_aspect("equal")
        ax.axis("off")
        self.lamps = [ax.add_patch(Circle((i, 0), 0.4, edgecolor=palette.INK)) for i in range(4)]
        self.digits = [ax.text(i, 0, "", ha="center", va="center", fontsize=14, color=palette.INK) for i in range(4)]
        for i, value in enumerate(self.values):  # each lamp's value, under it
            ax.text(i, -0.75, str(value), ha="center", fontsize=14, color=palette.INK)
        self.sum = ax.text(1.5, -1.4, "", ha="center", fontsize=14, color=palette.INK)
        self.update(frame, 0)

    def update(self, frame, index: int) -> None:
        for lamp, digit, bit in zip(self.lamps, self.digits, format(frame, "04b")):
            lamp.set_facecolor(palette.YELLOW if bit == "1" else palette.NEUTRAL)
            digit.set_text(bit)
        lit = [str(value) for value in self.values if frame & value]
        self.sum.set_text(f"{frame} = {' + '.join(lit)}" if lit else "0: no lamp lit")

    def caption(self, frame, index: int) -> str:
        return f"{frame} = {format(frame, '04b')} in binary"
