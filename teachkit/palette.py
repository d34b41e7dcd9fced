"""One colour meaning across every notebook, from a palette colour-blind readers can tell apart.

The colours are Okabe and Ito's set ("Color Universal Design", 2008), chosen so that the common kinds of
colour blindness still see them as different. Colour is never the only cue: every picture that uses a
colour for a meaning also shows it another way (a number, an outline, a hatch or a label).

Meanings (the same in Hanoi, the 15-puzzle and the Knight's tour):

* ``DONE``      blue         — in its final place: a tile on its goal square, a visited square, a finished call
* ``ACTIVE``    vermillion   — what acts now: the disk being moved, the knight, the current node
* ``CANDIDATE`` orange       — options under consideration: frontier nodes, squares the knight may take next
* ``WARNING``   reddish purple — a problem: a dead end, an illegal move, a square that can no longer be reached
* ``NEUTRAL``   light grey   — everything else (tiles away from home, unvisited squares, pending calls)

Sequential data (a knight's onward degrees, node counts) uses ``SEQUENTIAL``, matplotlib's "cividis" map,
which was designed to read the same for colour-blind and colour-normal viewers (Nuñez, Anderton and
Renslow, "Optimizing colormaps with consideration for color vision deficiency", PLOS ONE 2018).

Pictures are drawn on ``PAPER`` (a light card) with ``INK`` text, so they stay readable in JupyterLab's
light and dark themes alike.
"""

from __future__ import annotations

BLACK = "#000000"
ORANGE = "#e69f00"
SKY_BLUE = "#56b4e9"
BLUISH_GREEN = "#009e73"
YELLOW = "#f0e442"
BLUE = "#0072b2"
VERMILLION = "#d55e00"
REDDISH_PURPLE = "#cc79a7"

DONE = BLUE
DONE_LIGHT = "#9cc9e8"  # a lighter blue for large areas (visited squares) under dark ink
ACTIVE = VERMILLION
CANDIDATE = ORANGE
WARNING = REDDISH_PURPLE
NEUTRAL = "#d9d9d9"
NEUTRAL_DARK = "#8c8c8c"
INK = "#1a1a1a"
PAPER = "#ffffff"
SEQUENTIAL = "cividis"

MEANINGS = {
    "done": DONE,
    "active": ACTIVE,
    "candidate": CANDIDATE,
    "warning": WARNING,
    "neutral": NEUTRAL,
}


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (a '#rrggbb' string)."""
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return INK if luminance > 0.45 else PAPER
