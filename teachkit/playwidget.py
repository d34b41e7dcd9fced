"""The shared base of the play-it-yourself boards (15-puzzle, Towers of Hanoi, Knight's tour).

A game lives in Python: it keeps the state, decides every move with the puzzle's own rules and draws the
board as one SVG picture (:meth:`Game.svg`). The browser only shows that picture and reports clicks and
keys back; it never decides a move. So there is one drawing and one set of rules, tested in Python.

* :class:`PlayView` is the widget (an ``anywidget``): it syncs the picture, the message, the status line, the
  buttons and the key map; its view (``playwidget.js``) inserts the SVG into the page, so it is crisp at
  any zoom or device pixel ratio, and sends ``{"act": ...}`` messages back.
* :class:`Game` is the base of ``PlayBoard``, ``PlayTowers`` and ``PlayKnight``: ``act(name)`` dispatches a
  browser action, ``_repr_mimebundle_`` shows the widget and, beside it, a static fallback.

The fallback matters: a notebook opened fresh (not run, untrusted, no kernel) shows only safe renderers.
JupyterLab then skips the widget view and sanitizes ``text/html`` (``packages/apputils/src/sanitizer.ts``):
``<svg>`` is not an allowed tag and scripts are removed, but ``<img>`` with a ``data:`` URI, ``alt``,
``width``/``height`` and a whitelist of inline styles survive. So the fallback is the very same SVG as
an ``<img src="data:image/svg+xml;base64,...">`` with alt text, and a one-line hint to run the cell.
"""

from __future__ import annotations

import base64
import html
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from teachkit import palette

HERE = Path(__file__).resolve().parent
RUN_HINT = "Run the cell to play: this picture is the start position, and moves need a running kernel."
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
MIN_TEXT_PX = 12  # every text in the pictures is at least this big, in CSS px at the natural size


class PlayView(anywidget.AnyWidget):
    """The browser side of a game: a picture, a message, a status line, labelled buttons and a key map."""

    _esm = HERE / "playwidget.js"
    _css = HERE / "playwidget.css"

    kind = traitlets.Unicode("").tag(sync=True)  # "sliding", "hanoi" or "knight" (a CSS hook)
    title = traitlets.Unicode("").tag(sync=True)  # shown above the controls
    svg = traitlets.Unicode("").tag(sync=True)  # the board, drawn by the game
    alt = traitlets.Unicode("").tag(sync=True)  # the board in words (aria-label of the picture)
    message = traitlets.Unicode("").tag(sync=True)  # what the last action did (a live region)
    tone = traitlets.Unicode("info").tag(sync=True)  # "info", "refused" or "solved": styles the message
    status = traitlets.Unicode("").tag(sync=True)  # the counters: moves, hints, ...
    help = traitlets.Unicode("").tag(sync=True)  # how to play, including the key convention
    buttons = traitlets.List().tag(sync=True)  # [{"act", "label", "tip"}]
    keymap = traitlets.Dict().tag(sync=True)  # KeyboardEvent.key -> act ("keys" is taken by Widget)
    serial = traitlets.Int(0).tag(sync=True)  # bumped on every reply, so the view knows one came


Button = tuple[str, str, str]  # (act, label, tooltip)


class Game:
    """A puzzle played by hand. Subclasses set ``kind``, ``title``, ``buttons``, ``keys`` and write
    ``svg``, ``alt``, ``counters``, ``help`` and ``actions``; ``message`` and ``tone`` say what the last action did."""

    kind = ""
    title = ""
    buttons: Sequence[Button] = ()
    keys: Mapping[str, str] = {}

    def __init__(self) -> None:
        self.message = ""
        self.tone = "info"
        self._widget: PlayView | None = None

    # ---- what subclasses provide ------------------------------------------------------------------
    def svg(self) -> str:
        raise NotImplementedError

    def alt(self) -> str:
        raise NotImplementedError

    def counters(self) -> str:
        """The counters shown under the message (moves made, hints, ...)."""
        raise NotImplementedError

    def status(self) -> str:
        """The counters and the last message, in one line (what ``repr`` and the text form show)."""
        return f"{self.counters()} · {self.message}"

    def help(self) -> str:
        return ""

    def actions(self) -> Mapping[str, Callable[[str], Any]]:
        """Action name -> handler taking the text after the colon (``"slide:5"`` calls ``slide`` with '5')."""
        raise NotImplementedError

    # ---- messages ------------------------------------------------------------------------------------
    def _say(self, message: str, tone: str = "info") -> None:
        """Set the message shown under the buttons and how it is styled (info, refused or solved)."""
        self.message, self.tone = message, tone

    def refuse(self, message: str) -> bool:
        """Say why a move was refused (the message names the rule); returns False for the caller to return."""
        self._say(message, "refused")
        self._refresh()
        return False

    # ---- the browser talks to the game ----------------------------------------------------------------
    def act(self, action: str) -> None:
        """Run one browser action ``name`` or ``name:argument``; an unknown one is refused with a message."""
        name, _, argument = str(action).partition(":")
        handler = self.actions().get(name)
        if handler is None:
            self.refuse(f"unknown action {action!r} (known: {', '.join(sorted(self.actions()))})")
            return
        handler(argument)  # every handler redraws (through _refresh or refuse) when something changed

    def _on_msg(self, widget, content, buffers) -> None:
        if isinstance(content, dict) and "act" in content:
            self.act(content["act"])
            widget.serial += 1  # even a refused move with the same message gets an answer

    def widget(self) -> PlayView:
        """The live widget (created on first use; later calls return the same one)."""
        if self._widget is None:
            self._widget = PlayView(
                kind=self.kind,
                title=self.title,
                keymap=dict(self.keys),
                buttons=[{"act": a, "label": label, "tip": tip} for a, label, tip in self.buttons],
            )
            self._widget.on_msg(self._on_msg)
            self._refresh()
        return self._widget

    def _refresh(self) -> None:
        """Push the current picture and texts to the widget, if there is one."""
        if self._widget is not None:
            with self._widget.hold_sync():
                self._widget.svg = self.svg()
                self._widget.alt = self.alt()
                self._widget.message = self.message
                self._widget.tone = self.tone
                self._widget.status = self.counters()
                self._widget.help = self.help()

    # ---- display ----------------------------------------------------------------------------------
    def static_html(self) -> str:
        """The fallback for untrusted or kernel-less pages: the board as an <img> plus the hint to run the cell."""
        return static_html(self.svg(), self.alt(), self.title, self.counters())

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The live widget, a static picture (text/html) for pages without a kernel, and text.

        Untrusted or kernel-less front ends skip the widget view and show the text/html picture."""
        shown = self.widget()._repr_mimebundle_(include=include, exclude=exclude) or {}
        data, metadata = shown if isinstance(shown, tuple) else (shown, {})
        bundle = {**data, "text/html": self.static_html(), "text/plain": repr(self)}
        return (bundle, metadata) if metadata else bundle


# ---- drawing helpers shared by the three boards ------------------------------------------------------
def esc(text: object) -> str:
    """Text made safe for SVG/HTML content and attributes."""
    return html.escape(str(text), quote=True)


def esc_text(text: object) -> str:
    """Text made safe for HTML content (quotes stay as they are, as an HTML serialiser writes them)."""
    return html.escape(str(text), quote=False)


def svg_document(width: float, height: float, body: Sequence[str], label: str) -> str:
    """A standalone SVG (it works inline and as an <img> data URI) on a light card, text in ``FONT``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{esc(label)}" '
        f'font-family="{FONT}">'
        f"<title>{esc(label)}</title>"
        f'<rect width="{width:g}" height="{height:g}" rx="8" fill="{palette.PAPER}"/>' + "".join(body) + "</svg>"
    )


def text(
    x: float,
    y: float,
    content: object,
    size: float = 14,
    fill: str = palette.INK,
    weight: str = "normal",
    anchor: str = "middle",
) -> str:
    """One SVG text, centred on (x, y) by default; never smaller than MIN_TEXT_PX."""
    size = max(size, MIN_TEXT_PX)
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" fill="{fill}" '
        f'text-anchor="{anchor}" dominant-baseline="central">{esc(content)}</text>'
    )


def clickable(act: str, label: str, inner: str) -> str:
    """A group the view makes clickable and focusable: ``data-act`` is sent to the kernel when activated."""
    return (
        f'<g class="tk-act" data-act="{esc(act)}" role="button" tabindex="0" aria-label="{esc(label)}">'
        f"<title>{esc(label)}</title>{inner}</g>"
    )


def data_uri(svg: str) -> str:
    """The SVG as a base64 data: URI (JupyterLab's sanitizer keeps it in an <img src>)."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def svg_size(svg: str) -> tuple[str, str]:
    """The width and height attributes of the outer <svg> element."""
    head = svg[: svg.index(">")]
    width = head.split(' width="', 1)[1].split('"', 1)[0]
    height = head.split(' height="', 1)[1].split('"', 1)[0]
    return width, height


def static_html(svg: str, alt: str, title: str, status: str) -> str:
    """A picture and two lines of text, using only tags, attributes and styles JupyterLab's sanitizer keeps."""
    width, height = svg_size(svg)
    return (
        f'<div class="teachkit-play-static">'
        f'<p style="font-size: 14px; font-weight: bold; margin: 0 0 4px 0">{esc_text(title)}</p>'
        f'<img src="{data_uri(svg)}" alt="{esc(alt)}" title="{esc(alt)}" width="{width}" height="{height}" '
        f'style="max-width: 100%; height: auto"/>'
        f'<p style="font-size: 14px; margin: 4px 0 0 0">{esc_text(status)}</p>'
        f'<p style="font-size: 14px; margin: 2px 0 0 0"><em>{esc_text(RUN_HINT)}</em></p>'
        f"</div>"
    )


def has_emoji(text: str) -> bool:
    """Whether ``text`` holds an emoji or another pictograph (U+2600 and up) that common fonts may lack."""
    return any(ord(ch) >= 0x1F000 or (ord(ch) >= 0x2600 and unicodedata.category(ch) == "So") for ch in text)
