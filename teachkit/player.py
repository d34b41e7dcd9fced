"""One replay widget for every puzzle: record the frames a solver returns, then play them back in the browser.

A *scene* knows how to draw one kind of state (towers, a board, a knight's path). The Player owns one
matplotlib figure, asks the scene to create its artists once (``setup``) and then only to *update* them for
each frame. Every frame is drawn **once**, in the kernel, as vector graphics (SVG); the browser then swaps
the pictures, so Play, Pause, step, scrub and speed never wait for the kernel and never lag behind.

What a notebook shows is one HTML block:

* the first frame as an ``<img>`` with alt text, an HTML caption ("move 0 of 15 — start") and a one-line
  hint. That is all an untrusted notebook, a notebook opened without a kernel, or a viewer without
  JavaScript shows — a picture, never a broken image or an error;
* a small script that, wherever scripts run (a trusted notebook in JupyterLab, an exported page or slide
  deck), turns the block into a player: Play/Pause, previous/next, first/last, a scrub slider and a named
  speed (¼× … 8×), with tooltips, aria-labels and keys (Space, ←/→, Home/End while it has focus).

The same HTML works live, in exported pages and in reveal.js decks, offline, with no kernel and no network:
there is only one form. Frames are stored compactly: each SVG is cut into elements, every distinct element
is stored once, and each frame is a short edit of the one before. A replay of up to ``MAX_SHOWN_FRAMES``
frames keeps every frame; a longer one is sub-sampled evenly and its caption says so.

``Player.multiples()`` gives a static grid of small pictures ("small multiples") for print and PDF.

Design notes (why not a widget): a Jupyter widget needs a kernel or saved widget state to show anything,
and shows "Error displaying widget: model not found" when neither is there; trusted HTML runs in every
front end and in every export. The Player keeps no state in the kernel, so a restarted kernel or a
reopened notebook loses nothing.
"""

from __future__ import annotations

import base64
import contextlib
import difflib
import html
import io
import itertools
import json
import os
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import matplotlib
import matplotlib.text as mtext
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.typing import RcKeyType

from teachkit.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    LimitExceeded,
    describe,
    require_int,
    require_real,
)

MODES = ("auto", "live", "offline", "multiples")  # live and offline are the same HTML player now
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
SPEED_NAMES = {0.25: "¼×", 0.5: "½×", 1.0: "1×", 2.0: "2×", 4.0: "4×", 8.0: "8×"}
MAX_SHOWN_FRAMES = 120  # every frame of a replay up to this long is kept; longer ones are sub-sampled
MAX_OFFLINE_FRAMES = MAX_SHOWN_FRAMES  # the old name, kept for callers
MAX_PANELS = 24
MAX_FRAMES = 100_000  # a replay longer than this is a mistake (an endless generator?), not a lesson
CSS_DPI = 100  # CSS pixels per figure inch at a picture's natural display size
MIN_TEXT_PX = 11  # no text in a picture smaller than this at its display size
PNG_DPI = 2 * CSS_DPI  # static pictures are rendered at twice their display size: sharp on HiDPI screens

_player_ids = itertools.count(1)
_SVG_RC: dict[RcKeyType, Any] = {"svg.fonttype": "none", "svg.hashsalt": "teachkit", "svg.id": "teachkit"}
_FONT_FAMILY = re.compile(r"font-family: [^;\"]*")
_SVG_ROOT = re.compile(r"<svg [^>]*>")
_CHUNK_START = re.compile(r"\n(?=\s*<)")


class PlayerError(ArgumentValueError):
    """A Player was given frames or options it cannot show."""


class Scene:
    """Draws one kind of frame. Subclass it: create artists in ``setup``, change them in ``update``.

    ``unit`` names what one frame step is ("move", "expansion", …): the Player numbers frames as
    "move 3 of 15", with frame 0 the start. A scene whose frames are not steps from a start (a set of
    separate pictures, or squares numbered from 1) sets ``first_is_start = False`` and is numbered "picture 1
    of 8" (or "square 1 of 36", with its own ``unit``).
    """

    figsize: tuple[float, float] = (6, 4)
    unit: str = "step"
    first_is_start: bool = True

    def setup(self, fig: Figure, frame: Any) -> None:
        """Create axes and artists on ``fig`` (a Figure or SubFigure) for the first frame."""
        raise NotImplementedError

    def update(self, frame: Any, index: int) -> None:
        """Change the artists created by ``setup`` so that they show ``frame``."""
        raise NotImplementedError

    def caption(self, frame: Any, index: int) -> str:
        """A one-line description of the frame (no frame number: the Player adds 'move i of N')."""
        return ""


class FunctionScene(Scene):
    """The simplest scene: ``draw(ax, frame)`` redraws one Axes from scratch (clears it first).

    Fine for a tiny demo; puzzle scenes subclass :class:`Scene` and update their artists instead.
    """

    def __init__(self, draw: Callable[[Any, Any], None], figsize: tuple[float, float] = (4, 3)):
        self.draw = draw
        self.figsize = figsize

    def setup(self, fig: Figure, frame: Any) -> None:
        self.ax = fig.add_subplot()
        self.draw(self.ax, frame)

    def update(self, frame: Any, index: int) -> None:
        self.ax.clear()
        self.draw(self.ax, frame)


def shown_indices(n_frames: int, cap: int = MAX_SHOWN_FRAMES) -> list[int]:
    """Evenly spaced frame indices, at most ``cap`` of them, always including the first and the last."""
    n_frames = require_int("n_frames", n_frames, lo=1, hi=MAX_FRAMES, value_error=PlayerError)
    cap = require_int("cap", cap, lo=1, hi=4 * MAX_SHOWN_FRAMES, value_error=PlayerError)
    if n_frames <= cap:
        return list(range(n_frames))
    if cap < 2:
        raise PlayerError(f"max_frames must be at least 2 to keep first and last, got {cap}")
    return sorted({int(i) for i in np.linspace(0, n_frames - 1, cap).round()})


offline_indices = shown_indices  # the old name


def _check_figsize(figsize: Any) -> None:
    """A scene's figsize is two finite sizes in inches, each above 0 and at most 40."""
    try:
        width, height = figsize
        for name, value in (("width", width), ("height", height)):
            require_real(f"figsize {name}", value, lo=0, lo_open=True, hi=40, value_error=PlayerError)
    except (TypeError, ValueError) as error:
        if isinstance(error, PlayerError):
            raise
        raise PlayerError(f"figsize must be (width, height) in inches, got {describe(figsize)}") from None


def _as_scene(scene: Scene | Callable[[Any, Any], None]) -> Scene:
    """Accept a Scene, or a plain ``draw(ax, frame)`` function."""
    if isinstance(scene, Scene):
        return scene
    if callable(scene):
        return FunctionScene(scene)
    raise PlayerError(f"scene must be a teachkit.player.Scene or a draw(ax, frame) function, got {describe(scene)}")


def _chosen_mode(mode: str) -> str:
    """The form to show: the explicit mode, else $TEACHKIT_PLAYER, else 'auto'."""
    if mode not in MODES:
        raise PlayerError(f"mode must be one of {MODES}, got {describe(mode)}")
    forced = os.environ.get("TEACHKIT_PLAYER", "").strip().lower()
    if mode == "auto" and forced:
        if forced not in MODES:
            raise PlayerError(f"TEACHKIT_PLAYER must be one of {MODES}, got {forced!r}")
        return forced
    return mode


def _positive_int(name: str, value: Any, lo: int) -> int:
    """``value`` as an int >= lo, or a PlayerError naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise ArgumentTypeError(f"{name} must be an int, got {describe(value)} ({type(value).__name__})")
    if value < lo:
        raise PlayerError(f"{name} must be at least {lo}, got {value}")
    return int(value)


class Player:
    """Replay a sequence of frames with a scene, animated in the browser (see the module docstring)."""

    def __init__(
        self,
        frames: Sequence[Any],
        scene: Scene | Callable[[Any, Any], None],
        *,
        mode: str = "auto",
        interval: int = 400,
        max_frames: int | None = None,
        title: str | None = None,
        unit: str | None = None,
        max_offline_frames: int | None = None,
        dpi: int | None = None,
    ):
        """``interval`` is milliseconds per frame at 1× speed; ``max_frames`` caps the frames kept (default
        120); ``unit`` overrides the scene's name for one step. ``max_offline_frames`` is the old name of
        ``max_frames``; ``dpi`` is accepted for old callers and ignored (frames are vector graphics)."""
        if isinstance(frames, (str, bytes)) or not hasattr(frames, "__iter__"):
            raise ArgumentTypeError(f"frames must be a sequence of frames, got {describe(frames)}")
        self.frames = list(itertools.islice(frames, MAX_FRAMES + 1))
        if len(self.frames) > MAX_FRAMES:
            raise LimitExceeded(
                f"a Player replays at most {MAX_FRAMES} frames; sample the sequence first (e.g. frames[::k])"
            )
        if not self.frames:
            raise PlayerError("a Player needs at least one frame, got an empty sequence")
        self.interval = _positive_int("interval", interval, 10)
        if max_frames is None:
            max_frames = MAX_SHOWN_FRAMES if max_offline_frames is None else max_offline_frames
        self.max_frames = _positive_int(
            "max_frames" if max_offline_frames is None else "max_offline_frames", max_frames, 2
        )
        if self.max_frames > 4 * MAX_SHOWN_FRAMES:
            raise LimitExceeded(
                f"max_frames is at most {4 * MAX_SHOWN_FRAMES} (the page must stay small), got {self.max_frames}"
            )
        if title is not None and not isinstance(title, str):
            raise ArgumentTypeError(f"title must be a string or None, got {describe(title)}")
        if unit is not None and not (isinstance(unit, str) and unit.strip()):
            raise ArgumentTypeError(f"unit must be a non-empty string or None, got {describe(unit)}")
        self.scene = _as_scene(scene)
        _check_figsize(getattr(self.scene, "figsize", None))
        self.mode = _chosen_mode(mode)
        self.title = title
        self.unit = unit or getattr(self.scene, "unit", "step")
        self.dpi = dpi
        self.index = 0
        self.speed = 1.0
        self._fig: Figure | None = None

    # ---- frames and position -------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.frames)

    def __repr__(self) -> str:
        shown = len(self.shown_frame_indices())
        kept = "every frame" if shown == len(self) else f"{shown} shown"
        return f"Player({len(self)} frames, {kept}, at {self.label(self.index)})"  # the frame the picture shows

    def go(self, index: int) -> int:
        """Choose the frame shown first (clamped to the first and last frame); return the index chosen."""
        index = require_int("index", index, type_error=ArgumentTypeError)
        self.index = min(max(index, 0), len(self) - 1)
        return self.index

    def step(self, delta: int = 1) -> int:
        """Move ``delta`` frames forward (negative: back), stopping at the ends."""
        return self.go(self.index + delta)

    def set_speed(self, speed: float) -> None:
        """Play ``speed`` times faster than the base interval (one of ¼, ½, 1, 2, 4, 8)."""
        if isinstance(speed, bool) or not isinstance(speed, (int, float)) or float(speed) not in SPEEDS:
            raise PlayerError(f"speed must be a positive number among {SPEEDS}, got {describe(speed)}")
        self.speed = float(speed)

    def frame_interval(self) -> int:
        """Milliseconds between frames at the current speed."""
        return max(10, round(self.interval / self.speed))

    def shown_frame_indices(self) -> list[int]:
        """Which frames the player keeps (all of them up to ``max_frames``)."""
        return shown_indices(len(self), self.max_frames)

    offline_frame_indices = shown_frame_indices  # the old name

    # ---- numbering and captions ------------------------------------------------------------------
    def label(self, index: int) -> str:
        """The one numbering every form uses: 'move 7 of 15' (frame 0 is the start), or 'picture 2 of 8'."""
        if getattr(self.scene, "first_is_start", True) and len(self) > 1:
            return f"{self.unit} {index} of {len(self) - 1}"
        return f"{self.unit if self.unit != 'step' else 'picture'} {index + 1} of {len(self)}"

    def caption(self, index: int) -> str:
        """'move i of N' followed by the scene's own description of the frame."""
        text = self.scene.caption(self.frames[index], index)
        label = self.label(index)
        return f"{label} — {text}" if text else label

    def _sampling_note(self) -> str:
        shown = self.shown_frame_indices()
        if len(shown) == len(self):
            return ""
        return f"{len(shown)} of {len(self)} frames shown (about every {round((len(self) - 1) / (len(shown) - 1))}th)"

    # ---- drawing ---------------------------------------------------------------------------------
    def _new_figure(self, figsize: tuple[float, float]) -> Figure:
        """A figure with its own Agg canvas: no pyplot, so nothing is displayed twice."""
        fig = Figure(figsize=figsize, dpi=CSS_DPI, facecolor="white")
        FigureCanvasAgg(fig)
        return fig

    def figure(self) -> Figure:
        """The one figure this Player draws on (created on first use)."""
        if self._fig is None:
            width, height = self.scene.figsize
            self._fig = self._new_figure((width, height))
            self.scene.setup(self._fig, self.frames[0])  # the title is HTML text above the picture
        return self._fig

    def _render(self, index: int) -> Figure:
        """Update the artists for frame ``index`` (no new figure, no new axes)."""
        fig = self.figure()
        self.scene.update(self.frames[index], index)
        return fig

    def _frame_index(self, index: object) -> int:
        """``index`` if it names a frame (0 .. len - 1; no counting from the end), else a PlayerError."""
        return require_int("index", index, lo=0, hi=len(self) - 1, value_error=PlayerError, limit_error=PlayerError)

    def png(self, index: int | None = None) -> bytes:
        """The picture of one frame (default: the one shown first) as PNG bytes, at twice display size."""
        fig = self._render(self.index if index is None else self._frame_index(index))
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=PNG_DPI)
        return buf.getvalue()

    def svg(self, index: int | None = None) -> str:
        """The picture of one frame as an SVG document (text stays text)."""
        fig = self._render(self.index if index is None else self._frame_index(index))
        buf = io.StringIO()
        with matplotlib.rc_context(_SVG_RC), _svg_text_metrics_cached():
            fig.savefig(buf, format="svg", metadata={"Date": None})
        return buf.getvalue()

    def display_width(self) -> int:
        """The picture's natural width in CSS pixels (it shrinks to fit a narrower column)."""
        return round(self.scene.figsize[0] * CSS_DPI)

    # ---- the HTML player ---------------------------------------------------------------------------
    def frames_data(self) -> dict:
        """Every kept frame as compact SVG data: distinct elements once, each frame an edit of the last."""
        indices = self.shown_frame_indices()
        table: dict[str, int] = {}
        encoded: list[list[int]] = []
        header = ""
        previous: list[int] = []
        first = ""
        for i in indices:
            svg = self.svg(i)
            if not first:
                first = svg
            root, body = _split_svg(svg)
            header = header or root
            ids = [table.setdefault(chunk, len(table)) for chunk in body]
            encoded.append(_edit(previous, ids))
            previous = ids
        chunks = sorted(table, key=table.__getitem__)
        return {"root": header, "chunks": chunks, "frames": encoded, "indices": indices, "first": first}

    def to_html(self) -> str:
        """The player as one self-contained HTML block (see the module docstring)."""
        data = self.frames_data()
        indices = data["indices"]
        start = indices.index(min(indices, key=lambda i: abs(i - self.index)))
        width = self.display_width()
        player_id = f"tkp{next(_player_ids)}"
        captions = [self.caption(i) for i in indices]
        labels = [self.label(i) for i in indices]
        first_svg = _standalone_svg(data["first"] if start == 0 else self.svg(indices[start]))
        first_uri = "data:image/svg+xml;base64," + base64.b64encode(first_svg.encode()).decode("ascii")
        note = self._sampling_note()
        payload = {
            "root": _inline_root(data["root"]),
            "chunks": data["chunks"],
            "frames": data["frames"],
            "captions": captions,
            "labels": labels,
            "interval": self.interval,
            "speed": self.speed,
            "speeds": [[SPEED_NAMES[s], s] for s in SPEEDS],
            "start": start,
            "unit": self.unit,
            "note": note,
            "title": self.title or "",
        }
        blob = json.dumps(payload, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")
        title = f'<div class="tk-title">{html.escape(self.title, quote=False)}</div>' if self.title else ""
        hint = (
            f"Run this cell to animate (click in it, press Shift+Enter): this is frame {start + 1} of {len(indices)}."
            + (f" {note}." if note else "")
        )
        return (
            f'<div class="teachkit-player tk-player" id="{player_id}" data-frames="{len(indices)}" '
            f'style="max-width:{width}px">'
            f"<style>{_PLAYER_CSS}</style>{title}"
            f'<figure class="tk-card" style="margin:0">'
            f'<img class="tk-still" src="{first_uri}" width="{width}" alt="{html.escape(captions[start])}">'
            f'<figcaption class="tk-caption">{html.escape(captions[start], quote=False)}</figcaption></figure>'
            f'<p class="tk-hint"><em>{html.escape(hint, quote=False)}</em></p>'
            f'<script type="application/json" class="tk-data">{blob}</script>'
            f"<script>{_PLAYER_JS}</script>"
            f"</div><!--/teachkit-player-->"
        )

    to_jshtml = to_html  # the old name

    # ---- static grid -------------------------------------------------------------------------------
    def to_multiples(self, panels: int = 8, cols: int = 4) -> Figure:
        """A static grid of ``panels`` evenly spaced frames (first and last included)."""
        panels = _positive_int("panels", panels, 1)
        cols = _positive_int("cols", cols, 1)
        if panels > MAX_PANELS:
            raise LimitExceeded(f"panels must be between 1 and {MAX_PANELS}, got {panels}")
        indices = shown_indices(len(self), max(panels, 2))[:panels] if panels > 1 else [0]
        cols = min(cols, len(indices))
        rows = -(-len(indices) // cols)
        w, h = self.scene.figsize
        scale = min(1.0, 10.0 / (w * cols))  # at most 10 inches wide in all
        fig = self._new_figure((w * scale * cols, (h * scale + 0.4) * rows))
        subs = fig.subfigures(rows, cols, squeeze=False).ravel()
        for sub, i in zip(subs, indices):
            self.scene.setup(sub, self.frames[i])
            self.scene.update(self.frames[i], i)
            sub.suptitle(self.label(i), fontsize=10, y=0.01, va="bottom")
        self._fig = None  # the scene now points at the last panel: rebuild the main figure when next drawn
        return fig

    def multiples(self, panels: int = 8, cols: int = 4) -> Picture:
        """The small-multiples grid as something a notebook cell displays (a PNG with alt text)."""
        fig = self.to_multiples(panels, cols)
        shown = shown_indices(len(self), max(panels, 2))[:panels] if panels > 1 else [0]
        what = ", ".join(self.caption(i) for i in shown)
        return Picture(fig, f"{len(shown)} of {len(self)} frames", details=what)

    # ---- display -----------------------------------------------------------------------------------
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict:
        """What Jupyter displays: the HTML player, or the small-multiples grid when mode='multiples'."""
        if self.mode == "multiples":
            return self.multiples()._repr_mimebundle_()
        return {"text/html": self.to_html(), "text/plain": repr(self)}


class Picture:
    """A static figure that Jupyter displays as a sharp PNG on a light card (no pyplot needed), with alt text.

    JupyterLab draws an ``image/png`` output as an ``<img>`` without alt text (its image renderer has no
    place for one), so a Picture is displayed as an HTML ``<img>`` whose ``alt`` says what it shows: its text
    (the same words its caller would print under it) and the titles and axis labels of the figure.
    """

    def __init__(self, figure: Figure, text: str, details: str = ""):
        """``text`` names the picture (its repr); ``details`` (optional) adds what only the alt text says."""
        self.figure = figure
        self.text = text
        self.details = details

    def __repr__(self) -> str:
        return f"<picture: {self.text}>"

    def png(self) -> bytes:
        """The picture as PNG bytes, at twice its display size (sharp on HiDPI screens)."""
        buf = io.BytesIO()
        self.figure.savefig(buf, format="png", dpi=PNG_DPI, bbox_inches="tight", pad_inches=0.12, facecolor="white")
        return buf.getvalue()

    def alt(self) -> str:
        """What the picture shows, in words: its text, then the figure's titles and axis labels."""
        return describe_figure(self.figure, f"{self.text}: {self.details}" if self.details else self.text)

    def html(self) -> str:
        """An ``<img>`` with the PNG inline, its display width and its alt text."""
        png = self.png()
        width = round(int.from_bytes(png[16:20], "big") * CSS_DPI / PNG_DPI)  # the IHDR chunk holds the width
        src = "data:image/png;base64," + base64.b64encode(png).decode("ascii")
        return f'<img class="tk-picture" src="{src}" width="{width}" alt="{html.escape(self.alt())}">'

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        """HTML (an ``<img>`` with alt text; the PNG at twice its display size) and the text."""
        return {"text/html": self.html(), "text/plain": repr(self)}


def figure_of(ax: Axes) -> Figure:
    """The whole figure ``ax`` is drawn on (the root figure when ``ax`` sits in a subfigure)."""
    fig = ax.figure
    return fig if isinstance(fig, Figure) else fig.figure


def describe_figure(figure: Figure, text: str = "") -> str:
    """Alt text for a figure: ``text``, then every title and axis label on it that ``text`` does not hold."""
    words: list[str] = [text.strip()] if text and text.strip() else []

    def add(label: str, prefix: str = "") -> None:
        label = " ".join(label.split())
        if label and not any(label in w for w in words):
            words.append(prefix + label)

    for fig in [figure, *figure.subfigs]:
        suptitle = fig._suptitle  # type: ignore[attr-defined]  # private; get_suptitle() needs matplotlib >= 3.8
        if suptitle is not None:
            add(suptitle.get_text())
    for ax in figure.get_axes():
        for title in (ax.get_title("left"), ax.get_title(), ax.get_title("right")):
            add(title)
        add(ax.get_xlabel(), "across: ")
        add(ax.get_ylabel(), "up: ")
    return "; ".join(words) or "a figure"


# ---- SVG frames ------------------------------------------------------------------------------------
_TEXT_METRICS: dict = {}


@contextlib.contextmanager
def _svg_text_metrics_cached() -> Iterator[None]:
    """While drawing SVG frames, remember text sizes across frames (matplotlib caches them per renderer,
    and every savefig makes a new one). SVG text metrics depend only on the text and the font at 72 dpi."""
    # a private matplotlib function, absent from its stubs
    original = mtext._get_text_metrics_with_cache  # type: ignore[attr-defined]

    def cached(renderer: Any, text: str, fontprop: Any, ismath: Any, dpi: float) -> Any:
        key = (text, hash(fontprop), ismath, dpi)
        if key not in _TEXT_METRICS:
            if len(_TEXT_METRICS) > 100_000:
                _TEXT_METRICS.clear()
            _TEXT_METRICS[key] = original(renderer, text, fontprop.copy(), ismath, dpi)
        return _TEXT_METRICS[key]

    mtext._get_text_metrics_with_cache = cached  # type: ignore[attr-defined]
    try:
        yield
    finally:
        mtext._get_text_metrics_with_cache = original  # type: ignore[attr-defined]


def _split_svg(svg: str) -> tuple[str, list[str]]:
    """The root ``<svg …>`` tag and the body cut into elements (metadata and the global style dropped)."""
    svg = re.sub(r"(?s)<metadata>.*?</metadata>\s*", "", svg)
    svg = re.sub(r'(?s)\s*<style type="text/css">.*?</style>', "", svg)
    svg = _FONT_FAMILY.sub("font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif", svg)
    root = _SVG_ROOT.search(svg)
    assert root is not None, "matplotlib's SVG has a root <svg> tag"
    body = svg[root.end() : svg.rindex("</svg>")].strip("\n")
    return root.group(0), _CHUNK_START.split(body)


def _standalone_svg(svg: str) -> str:
    """One frame as a file-like SVG (for the first picture), with the same clean-ups as the frames."""
    root, body = _split_svg(svg)
    root = root.replace("<svg ", '<svg stroke-linejoin="round" stroke-linecap="butt" ', 1)
    return root + "\n".join(body) + "</svg>"


def _inline_root(root: str) -> str:
    """The root tag for an inline SVG that fills its container's width."""
    root = re.sub(r'\s(width|height)="[^"]*"', "", root)
    return root.replace("<svg ", '<svg stroke-linejoin="round" stroke-linecap="butt" role="img" ', 1)


def _edit(previous: list[int], ids: list[int]) -> list[int]:
    """``ids`` as an edit of ``previous``: runs copied from it are (-1 - start, end), new ids are >= 0."""
    out: list[int] = []
    matcher = difflib.SequenceMatcher(None, previous, ids, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            out += [-1 - i1, i2]
        elif tag in ("replace", "insert"):
            out += ids[j1:j2]
    return out


def decode_frames(frames: list[list[int]]) -> list[list[int]]:
    """Undo :func:`_edit` (what the browser does): each frame's element ids."""
    decoded: list[list[int]] = []
    previous: list[int] = []
    for enc in frames:
        ids: list[int] = []
        k = 0
        while k < len(enc):
            if enc[k] >= 0:
                ids.append(enc[k])
                k += 1
            else:
                ids += previous[-1 - enc[k] : enc[k + 1]]
                k += 2
        decoded.append(ids)
        previous = ids
    return decoded


# The Player's style and script live beside this module (package data) and are inlined in every Player's HTML
# block: a notebook output, an exported page and a slide deck must each carry what they need.
_PLAYER_CSS = Path(__file__).with_name("player.css").read_text(encoding="utf-8")
_PLAYER_JS = Path(__file__).with_name("player.js").read_text(encoding="utf-8")
