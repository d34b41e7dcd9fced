"""One colour meaning across every notebook, from a palette colour-blind readers can tell apart.

The colours are Okabe and Ito's set ("Color Universal Design", 2008), chosen so that the common kinds of
colour blindness still see them as different. Colour is never the only cue: every picture that uses a
colour for a meaning also shows it another way (a number, an outline, a hatch or a label).

Meanings (the same in Hanoi, the 15-puzzle and the Knight's tour):

* ``DONE``      blue         — in its final place: a tile on its goal square, a visited square, a finished call
* ``ACTIVE``    vermilion    — what acts now: the disk being moved, the knight, the current node
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
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return INK if luminance > 0.45 else PAPER


# ---- checking the palette: colour-vision-deficiency simulation ------------------------------------
# Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision
# Deficiency" (IEEE TVCG 2009): full-severity matrices, applied to linear sRGB.
CVD_MATRICES = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(colour: str) -> list[float]:
    """Linear-light RGB of a '#rrggbb' colour."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    return [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]


def _lab(rgb: list[float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of linear RGB."""
    m = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
    xyz = [sum(m[i][j] * rgb[j] for j in range(3)) / w for i, w in enumerate((0.95047, 1.0, 1.08883))]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def seen_as(colour: str, deficiency: str | None = None) -> tuple[float, float, float]:
    """L*a*b* of ``colour`` as seen with normal vision (None) or a simulated deficiency."""
    rgb = _linear(colour)
    if deficiency is not None:
        m = CVD_MATRICES[deficiency]
        rgb = [min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3)]
    return _lab(rgb)


def difference(a: str, b: str, deficiency: str | None = None) -> float:
    """CIE76 colour difference ΔE between two colours, as seen with ``deficiency`` (None: normal vision)."""
    la, lb = seen_as(a, deficiency), seen_as(b, deficiency)
    return sum((x - y) ** 2 for x, y in zip(la, lb)) ** 0.5
