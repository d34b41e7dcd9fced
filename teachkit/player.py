"""One replay widget for every puzzle: record the frames a solver returns, then play them back.

A *scene* knows how to draw one kind of state (towers, a board, a knight's path). The Player owns one
figure, asks the scene to create its artists once, and then only asks it to *update* them for each frame.

The same Player has three forms:

* **live** — an ipywidgets control bar (Play/Pause, step back/forward, a scrub slider, a speed control)
  above the figure, redrawn in the kernel. Needs a running kernel.
* **offline** — a self-contained JavaScript animation (matplotlib's ``to_jshtml``) with its frames
  embedded as images, so an exported HTML page or slide deck still animates with no kernel and no network.
  The frame count is capped (frames are sub-sampled evenly, first and last always kept).
* **multiples** — a static grid of small pictures ("small multiples"), for print and PDF.

``mode="auto"`` (the default) sends the live widget *and* the offline animation in one display bundle:
a kernel front-end such as JupyterLab shows the live widget, and ``teachkit.export`` (used by
``make slides`` / ``make html``) keeps only the offline form. ``mode`` forces one form; the environment
variable ``TEACHKIT_PLAYER`` (``live``, ``offline``, ``multiples``) does the same for a whole run.
"""

from __future__ import annotations

import base64
import io
import itertools
import os
import re
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from matplotlib.animation import FuncAnimation
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

MODES = ("auto", "live", "offline", "multiples")
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
MAX_OFFLINE_FRAMES = 40
MAX_PANELS = 24
MAX_FRAMES = 100_000  # a replay longer than this is a mistake (an endless generator?), not a lesson

# matplotlib's JS player draws its buttons with a web font fetched from a CDN; offline we use plain text.
_ICONS = {
    "fa-minus": "−", "fa-fast-backward": "|◀◀", "fa-step-backward": "◀|", "fa-play fa-flip-horizontal": "◀",
    "fa-pause": "❚❚", "fa-play": "▶", "fa-step-forward": "|▶", "fa-fast-forward": "▶▶|", "fa-plus": "+",
}
_REMOTE_STYLESHEET = re.compile(r'<link rel="stylesheet"\s+href="https?://[^"]*">\s*')
_ANIMATION_ID = re.compile(r"(?<=anim)[0-9a-f]{32}")
_player_ids = itertools.count(1)


class PlayerError(ValueError):
    """A Player was given frames or options it cannot show."""


class Scene:
    """Draws one kind of frame. Subclass it: create artists in ``setup``, change them in ``update``."""

    figsize: tuple[float, float] = (6, 4)

    def setup(self, fig: Figure, frame: Any) -> None:
        """Create axes and artists on ``fig`` (a Figure or SubFigure) for the first frame."""
        raise NotImplementedError

    def update(self, frame: Any, index: int) -> None:
        """Change the artists created by ``setup`` so that they show ``frame``."""
        raise NotImplementedError

    def caption(self, frame: Any, index: int) -> str:
        """A one-line description of the frame, shown under the picture."""
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


def offline_indices(n_frames: int, cap: int) -> list[int]:
    """Evenly spaced frame indices, at most ``cap`` of them, always including the first and the last."""
    if n_frames <= cap:
        return list(range(n_frames))
    if cap < 2:
        raise PlayerError(f"max_offline_frames must be at least 2 to keep first and last, got {cap}")
    return sorted({int(i) for i in np.linspace(0, n_frames - 1, cap).round()})


def _as_scene(scene: Scene | Callable[[Any, Any], None]) -> Scene:
    """Accept a Scene, or a plain ``draw(ax, frame)`` function."""
    if isinstance(scene, Scene):
        return scene
    if callable(scene):
        return FunctionScene(scene)
    raise PlayerError(f"scene must be a teachkit.player.Scene or a draw(ax, frame) function, got {scene!r}")


def _chosen_mode(mode: str) -> str:
    """The form to show: the explicit mode, else $TEACHKIT_PLAYER, else 'auto'."""
    if mode not in MODES:
        raise PlayerError(f"mode must be one of {MODES}, got {mode!r}")
    forced = os.environ.get("TEACHKIT_PLAYER", "").strip().lower()
    if mode == "auto" and forced:
        if forced not in MODES:
            raise PlayerError(f"TEACHKIT_PLAYER must be one of {MODES}, got {forced!r}")
        return forced
    return mode


class Player:
    """Replay a sequence of frames with a scene: live controls in a kernel, a JS animation offline."""

    def __init__(
        self,
        frames: Sequence[Any],
        scene: Scene | Callable[[Any, Any], None],
        *,
        mode: str = "auto",
        interval: int = 400,
        max_offline_frames: int = MAX_OFFLINE_FRAMES,
        title: str | None = None,
        dpi: int = 72,
    ):
        self.frames = list(itertools.islice(frames, MAX_FRAMES + 1))
        if len(self.frames) > MAX_FRAMES:
            raise PlayerError(f"a Player replays at most {MAX_FRAMES} frames; sample the sequence first "
                              f"(e.g. frames[::k])")
        if not self.frames:
            raise PlayerError("a Player needs at least one frame, got an empty sequence")
        if not isinstance(interval, int) or interval < 10:
            raise PlayerError(f"interval is milliseconds per frame, an int >= 10, got {interval!r}")
        if not isinstance(max_offline_frames, int) or max_offline_frames < 2:
            raise PlayerError(f"max_offline_frames must be an int >= 2, got {max_offline_frames!r}")
        self.scene = _as_scene(scene)
        self.mode = _chosen_mode(mode)
        self.interval = interval
        self.max_offline_frames = max_offline_frames
        self.title = title
        self.dpi = dpi
        self.index = 0
        self.speed = 1.0
        self._fig: Figure | None = None
        self._caption = None
        self._widget = None

    # ---- frames and position -------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.frames)

    def __repr__(self) -> str:
        return (f"Player({len(self)} frames, {len(self.offline_frame_indices())} in the offline form, "
                f"mode={self.mode!r})")

    def go(self, index: int) -> int:
        """Show frame ``index`` (clamped to the first and last frame); return the index shown."""
        self.index = min(max(int(index), 0), len(self) - 1)
        if self._widget is None:
            self._render(self.index)
        elif self._slider.value != self.index:
            self._slider.value = self.index  # the slider's observer redraws the picture
        return self.index

    def step(self, delta: int = 1) -> int:
        """Move ``delta`` frames forward (negative: back), stopping at the ends."""
        return self.go(self.index + delta)

    def set_speed(self, speed: float) -> None:
        """Play ``speed`` times faster than the base interval."""
        if not speed > 0:
            raise PlayerError(f"speed must be a positive number, got {speed!r}")
        self.speed = float(speed)
        if self._widget is not None:
            self._play.interval = self.frame_interval()
            if self._speed.value != self.speed:
                self._speed.value = self.speed

    def frame_interval(self) -> int:
        """Milliseconds between frames at the current speed."""
        return max(10, round(self.interval / self.speed))

    # ---- drawing ---------------------------------------------------------------------------------
    def _new_figure(self, figsize: tuple[float, float]) -> Figure:
        """A figure with its own Agg canvas: no pyplot, so nothing is displayed twice."""
        fig = Figure(figsize=figsize, dpi=self.dpi)
        FigureCanvasAgg(fig)
        return fig

    def figure(self) -> Figure:
        """The one figure this Player draws on (created on first use)."""
        if self._fig is None:
            w, h = self.scene.figsize
            self._fig = self._new_figure((w, h + 0.35))
            self._fig.subplots_adjust(bottom=0.12)
            self.scene.setup(self._fig, self.frames[0])  # the caption sits along the bottom edge
            if self.title:
                self._fig.suptitle(self.title)
            self._caption = self._fig.text(0.5, 0.01, "", ha="center", va="bottom", fontsize=10)
        return self._fig

    def _render(self, index: int) -> Figure:
        """Update the artists for frame ``index`` (no new figure, no new axes)."""
        fig = self.figure()
        frame = self.frames[index]
        self.scene.update(frame, index)
        self._caption.set_text(self.caption(index))
        return fig

    def caption(self, index: int) -> str:
        """'frame i/N' followed by the scene's own caption."""
        text = self.scene.caption(self.frames[index], index)
        counter = f"{index + 1}/{len(self)}"
        return f"{counter}  {text}" if text else counter

    def png(self, index: int | None = None) -> bytes:
        """The picture of one frame (default: the current one) as PNG bytes."""
        fig = self._render(self.index if index is None else index)
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=self.dpi)
        return buf.getvalue()

    # ---- offline forms ---------------------------------------------------------------------------
    def offline_frame_indices(self) -> list[int]:
        """Which frames the offline animation embeds."""
        return offline_indices(len(self), self.max_offline_frames)

    def to_jshtml(self) -> str:
        """A self-contained HTML/JavaScript animation (frames embedded, no network, no kernel)."""
        fig = self.figure()
        indices = self.offline_frame_indices()
        interval = self.interval * max(1, round(len(self) / len(indices)))
        anim = FuncAnimation(fig, lambda i: [self._render(i)], frames=indices,
                             interval=min(interval, 2000), repeat=True, blit=False)
        html = _offline_html(anim.to_jshtml(default_mode="once"))
        self._render(self.index)
        return (f'<div class="teachkit-player-offline" data-frames="{len(indices)}">{html}</div>'
                f"<!--/teachkit-player-->")

    def to_multiples(self, panels: int = 8, cols: int = 4) -> Figure:
        """A static grid of ``panels`` evenly spaced frames (first and last included)."""
        if not 1 <= panels <= MAX_PANELS:
            raise PlayerError(f"panels must be between 1 and {MAX_PANELS}, got {panels!r}")
        indices = offline_indices(len(self), max(panels, 2))[:panels] if panels > 1 else [0]
        cols = min(cols, len(indices))
        rows = -(-len(indices) // cols)
        w, h = self.scene.figsize
        scale = min(1.0, 10.0 / (w * cols))  # at most 10 inches wide in all
        fig = self._new_figure((w * scale * cols, (h * scale + 0.35) * rows))
        subs = np.atleast_1d(fig.subfigures(rows, cols)).ravel()
        for sub, i in zip(subs, indices):
            self.scene.setup(sub, self.frames[i])
            self.scene.update(self.frames[i], i)
            sub.suptitle(self.caption(i), fontsize=7, y=0.01, va="bottom")
        self._fig = None  # the scene now points at the last panel: rebuild the main figure when next drawn
        return fig

    def multiples(self, panels: int = 8, cols: int = 4) -> "Picture":
        """The small-multiples grid as something a notebook cell displays (a PNG)."""
        return Picture(self.to_multiples(panels, cols), f"{panels} of {len(self)} frames")

    # ---- live form -------------------------------------------------------------------------------
    def widget(self):
        """The live ipywidgets form: controls above the picture."""
        if self._widget is not None:
            return self._widget
        import ipywidgets as w  # imported here: solvers and offline exports never need it

        last = len(self) - 1
        self._play = w.Play(value=self.index, min=0, max=last, step=1, interval=self.frame_interval(),
                            description="Play", show_repeat=True)
        self._slider = w.IntSlider(value=self.index, min=0, max=last, step=1, description="frame",
                                   continuous_update=True, layout=w.Layout(width="320px"))
        w.jslink((self._play, "value"), (self._slider, "value"))
        back = w.Button(description="◀ step", tooltip="previous frame", layout=w.Layout(width="70px"))
        forward = w.Button(description="step ▶", tooltip="next frame", layout=w.Layout(width="70px"))
        back.on_click(lambda _: self.step(-1))
        forward.on_click(lambda _: self.step(+1))
        self._speed = w.SelectionSlider(options=[(f"{s:g}×", s) for s in SPEEDS], value=self.speed,
                                        description="speed", layout=w.Layout(width="220px"))
        self._speed.observe(lambda change: self.set_speed(change["new"]), names="value")
        self._image = w.Image(value=self.png(), format="png")
        self._slider.observe(self._on_slide, names="value")
        controls = w.HBox([self._play, back, forward, self._slider, self._speed])
        self._widget = w.VBox([controls, self._image], layout=w.Layout(align_items="flex-start"))
        self._widget.add_class("teachkit-player")
        return self._widget

    def _on_slide(self, change: dict) -> None:
        """Slider moved (by Play, by hand or by a step button): redraw that frame."""
        self.index = change["new"]
        self._image.value = self.png(self.index)

    # ---- display -----------------------------------------------------------------------------------
    def _repr_mimebundle_(self, include=None, exclude=None) -> dict:
        """What Jupyter displays: live widget and/or offline animation, by mode."""
        text = repr(self)
        if self.mode == "multiples":
            picture = self.multiples()
            return {"image/png": base64.b64encode(picture._repr_png_()).decode("ascii"), "text/plain": text}
        bundle: dict[str, Any] = {"text/plain": text}
        if self.mode in ("auto", "offline"):
            bundle["text/html"] = self.to_jshtml()
        if self.mode in ("auto", "live"):
            bundle.update(self.widget()._repr_mimebundle_())
            bundle["text/plain"] = text
        return bundle


class Picture:
    """A static figure that Jupyter displays as a PNG (no pyplot needed)."""

    def __init__(self, figure: Figure, text: str):
        self.figure = figure
        self.text = text

    def __repr__(self) -> str:
        return f"<picture: {self.text}>"

    def _repr_png_(self) -> bytes:
        buf = io.BytesIO()
        self.figure.savefig(buf, format="png")
        return buf.getvalue()


def _offline_html(html: str) -> str:
    """Make matplotlib's JS animation fully offline and stable: no CDN stylesheet, text buttons, fixed ids."""
    html = _REMOTE_STYLESHEET.sub("", html)
    for icon, text in _ICONS.items():
        html = html.replace(f'<i class="fa {icon}"></i>', text)
    found = _ANIMATION_ID.search(html)
    if found:
        html = html.replace(found.group(0), f"teachkit{next(_player_ids)}")
    return html
