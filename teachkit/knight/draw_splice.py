"""The picture of a splice: two closed tours, the two moves a splice deletes, and the two it adds.

Tour a is drawn in blue (solid), tour b in orange (dash-dot); the moves p→q and y→z that a splice deletes are
grey dotted lines with a cross in the middle; the moves p–y and q–z it adds are thick vermilion lines. The four
squares carry their letters, so the picture reads without colour too. Nothing here splices anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from teachkit import palette
from teachkit.knight.draw import _board_axes, _figure, checker_board, square_name
from teachkit.knight.tour import Square
from teachkit.player import Picture


def _loop(ax, squares: Sequence[Square], skip: set[frozenset], **style) -> None:
    """Draw the moves of a closed tour, leaving out the moves in skip."""
    for u, v in zip(squares, list(squares[1:]) + list(squares[:1])):
        if frozenset((u, v)) not in skip:
            ax.plot([u[1], v[1]], [u[0], v[0]], **style)


def plot_splice(
    a: Sequence[Square], b: Sequence[Square], p: Square, q: Square, y: Square, z: Square, added: bool = True
) -> Picture:
    """Tours a and b on one board, the splice's four squares lettered; with added=False the new moves are left out."""
    a, b = [(r, c) for r, c in a], [(r, c) for r, c in b]
    n = 1 + max(r for r, _ in a + b)
    m = 1 + max(c for _, c in a + b)
    fig = _figure((0.55 * m + 0.6, 0.55 * n + 0.8))
    ax = fig.add_subplot()
    _board_axes(ax, n, m)
    checker_board(ax, n, m)
    cut = {frozenset((p, q)), frozenset((y, z))}
    _loop(ax, a, cut, color=palette.DONE, linewidth=1.4, linestyle="-")
    _loop(ax, b, cut, color=palette.CANDIDATE, linewidth=1.4, linestyle="-.")
    for u, v in ((p, q), (y, z)):
        ax.plot([u[1], v[1]], [u[0], v[0]], color=palette.NEUTRAL_DARK, linewidth=1.6, linestyle=":")
        ax.plot([(u[1] + v[1]) / 2], [(u[0] + v[0]) / 2], "x", color=palette.INK, markersize=9, markeredgewidth=2)
    if added:
        for u, v in ((p, y), (q, z)):
            ax.plot([u[1], v[1]], [u[0], v[0]], color=palette.ACTIVE, linewidth=3.2)
    for name, (r, c) in zip("pqyz", (p, q, y, z)):
        ax.text(
            c,
            r,
            name,
            ha="center",
            va="center",
            fontsize=13,
            fontweight="bold",
            color=palette.INK,
            bbox={"boxstyle": "circle,pad=0.15", "facecolor": "white", "edgecolor": palette.INK},
            zorder=5,
        )
    title = "a (blue, solid) and b (orange, dash-dot); the moves p→q and y→z (dotted, ✕) are deleted"
    if added:
        title += ";\np–y and q–z (thick) are added"
    ax.set_title(title, fontsize=10)
    fig.tight_layout()
    names = ", ".join(f"{k} = {square_name(s)}" for k, s in zip("pqyz", (p, q, y, z)))
    text = (
        f"two closed tours on a {n}x{m} board, a in rows {1 + min(r for r, _ in a)}-{1 + max(r for r, _ in a)} and b "
        f"in rows {1 + min(r for r, _ in b)}-{1 + max(r for r, _ in b)}; {names}; the moves p-q and y-z are crossed out"
    )
    return Picture(fig, text + ("; the moves p-y and q-z are added" if added else ""))
