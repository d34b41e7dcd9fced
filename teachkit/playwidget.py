"""The shared base of the play-it-yourself boards (15-puzzle, Towers of Hanoi, Knight's tour).

A board plays anywhere: its rules run in Python (``teachkit/*/play.py``) **and** in the browser
(``teachkit/*/play.js``, beside each play.py), with the same words (``playtext.json``) and the same SVG
drawing; ``tests/test_play_js.py`` plays the same random moves through both and compares states, messages
and pictures. What a notebook shows is one HTML block, like the Player's (:mod:`teachkit.player`):

* a static picture of the board (an ``<img>`` with a data: URI and alt text) and a hint: all that an untrusted
  notebook or a page without JavaScript shows. JupyterLab's sanitizer keeps exactly that
  (``packages/apputils/src/sanitizer.ts``: no ``<svg>``, no scripts, but ``<img>`` with a data: URI);
* the board's data (start state, sizes, words, colours) and a script (``playboard.js`` + the puzzle's
  ``play.js``) that, wherever scripts run (a trusted notebook, run or not, the book, a slide deck,
  JupyterLite), replaces the picture with the live board. It needs no kernel.

When a kernel is there, it adds what only it can: a :class:`PlayLink` (an anywidget *model*, never displayed)
carries the browser's actions to the Python game, which records them (``board.moves`` for the exercises) and
answers the sliding puzzle's Hint from the solver; the browser adopts the kernel's state when it differs.
No output refers to a widget view, so a reopened notebook never shows "Error displaying widget: model not
found": the link model is found through a page-wide registry keyed by the board's ``data-key``, and a link
whose kernel is gone simply never answers (the browser asks with a "hello" and waits for the reply).
"""

from __future__ import annotations

import base64
import html
import itertools
import json
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from teachkit import palette

HERE = Path(__file__).resolve().parent
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
MIN_TEXT_PX = 12  # every text in the pictures is at least this big, in CSS px at the natural size
MIN_SHOWN_TEXT_PX = 11  # a picture shrinks to its column only until its smallest text would be this big
_board_keys = itertools.count(1)


@cache
def words() -> dict:
    """Every word the boards say, by puzzle (``playtext.json``; the browser gets the same file)."""
    return json.loads((HERE / "playtext.json").read_text(encoding="utf-8"))


def say(puzzle: str, name: str, /, **fill: object) -> str:
    """The message ``name`` of ``puzzle`` (or "common") with its ``{fields}`` filled in."""
    return words()[puzzle][name].format(**fill)


RUN_HINT = say("common", "static_hint")


class PlayLink(anywidget.AnyWidget):
    """The kernel's end of a board in the page: the board's key, its state, and a counter bumped on every push.

    Never displayed (no widget view is ever stored): its JavaScript only registers the model under ``key``, where
    the board's script (``playboard.js``) finds it."""

    _esm = """
function initialize({ model }) {
  const reg = (globalThis.__teachkitLinks ??= { models: {}, boards: {} });
  const key = model.get("key");
  reg.models[key] = model;
  for (const board of reg.boards[key] || []) board.attach(model);
  return () => {
    if (reg.models[key] === model) delete reg.models[key];
    for (const board of reg.boards[key] || []) board.detach(model);
  };
}
export default { initialize };
"""

    key = traitlets.Unicode("").tag(sync=True)  # the board's data-key in the page
    state = traitlets.Dict().tag(sync=True)  # the game's state (what play.js's load() reads)
    serial = traitlets.Int(0).tag(sync=True)  # bumped once per push: the browser counts its answers


Button = tuple[str, str, str]  # (act, label, tooltip)


class Game:
    """A puzzle played by hand. Subclasses set ``kind`` and ``keys``, and write ``config``, ``state``, ``svg``,
    ``alt``, ``counters``, ``help``, ``buttons`` and ``actions``; ``message`` and ``tone`` say what the last
    action did. ``kernel_only`` names the actions only Python can answer (the browser forwards them)."""

    kind = ""
    title = ""
    keys: Mapping[str, str] = {}
    kernel_only: tuple[str, ...] = ()

    def __init__(self) -> None:
        self.message = ""
        self.tone = "info"
        self._link: PlayLink | None = None
        self._acting = False

    # ---- what subclasses provide ------------------------------------------------------------------
    def config(self) -> dict:
        """What the browser game needs besides the state: sizes, start, goal (JSON)."""
        raise NotImplementedError

    def state(self) -> dict:
        """Everything that changes while playing, with the message and its tone (JSON, as play.js keeps it)."""
        raise NotImplementedError

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
        return say(self.kind, "help")

    def buttons(self) -> Sequence[Button]:
        return ()

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
            known = ", ".join(sorted(self.actions()))
            self.refuse(say("common", "unknown_action", action=repr(action), known=known))
            return
        handler(argument)  # every handler redraws (through _refresh or refuse) when something changed

    def _on_msg(self, link, content, buffers) -> None:
        """A browser action: play it here too (or just answer a "hello"), then push the state once."""
        if isinstance(content, dict) and "act" in content:
            if content["act"] != "hello":
                self._acting = True
                try:
                    self.act(content["act"])
                finally:
                    self._acting = False
            self._push()

    def widget(self) -> PlayLink:
        """The kernel link (created on first use; later calls return the same one)."""
        if self._link is None:
            self._link = PlayLink(key=f"tkb{next(_board_keys)}", state=self.state())
            self._link.on_msg(self._on_msg)
        return self._link

    def _push(self) -> None:
        if self._link is not None:
            with self._link.hold_sync():
                self._link.state = self.state()
                self._link.serial += 1

    def _refresh(self) -> None:
        """Tell the page the state changed (a call from Python); during a browser action, once at its end."""
        if not self._acting:
            self._push()

    # ---- display ----------------------------------------------------------------------------------
    def static_html(self) -> str:
        """The fallback for untrusted pages: the board as an <img> plus the hint to run the cell."""
        return static_html(self.svg(), self.alt(), self.title, self.counters())

    def payload(self) -> dict:
        """What the browser game starts from: the kind, config, state, words, colours and the board's CSS."""
        return {
            "kind": self.kind,
            "config": self.config(),
            "state": self.state(),
            "keys": dict(self.keys),
            "buttons": [{"act": a, "label": label, "tip": tip} for a, label, tip in self.buttons()],
            "kernel_only": list(self.kernel_only),
            "title": self.title,
            "help": self.help(),
            "text": {"common": words()["common"], self.kind: words()[self.kind]},
            "palette": palette_for_js(),
            "min_text": [MIN_TEXT_PX, MIN_SHOWN_TEXT_PX],
        }

    def to_html(self, key: str | None = None) -> str:
        """The board as one self-contained HTML block (see the module docstring)."""
        key = key or self.widget().key
        blob = json.dumps(self.payload(), separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")
        return (
            f'<div class="teachkit-board" data-kind="{esc(self.kind)}" data-key="{esc(key)}">'
            f"{self.static_html()}"
            f'<script type="application/json" class="tk-play-data">{blob}</script>'
            f"<script>{board_script(self.kind)}</script>"
            f"</div><!--/teachkit-board-->"
        )

    def _repr_mimebundle_(self, include=None, exclude=None):
        """The board as HTML (live wherever scripts run, a picture elsewhere) and as text; no widget view."""
        return {"text/html": self.to_html(), "text/plain": repr(self)}


@cache
def board_script(kind: str) -> str:
    """The browser side of one puzzle: the shared base (playboard.js, with the CSS) and the puzzle's play.js."""
    base = (HERE / "playboard.js").read_text(encoding="utf-8")
    css = (HERE / "playwidget.css").read_text(encoding="utf-8")
    game = (HERE / kind / "play.js").read_text(encoding="utf-8")
    script = f"{base}\nTeachkitPlay.css = {json.dumps(css)};\n{game}\nTeachkitPlay.start(document.currentScript);"
    return script.replace("</script", "<\\/script")


@cache
def palette_for_js() -> dict:
    """The palette colours the boards use, and the ink (black or white) that reads on each."""
    names = ("INK", "PAPER", "NEUTRAL", "NEUTRAL_DARK", "DONE", "DONE_LIGHT", "ACTIVE", "CANDIDATE")
    colours = {name: getattr(palette, name) for name in names}
    return {**colours, "ink_on": {c: palette.ink_on(c) for c in colours.values()}, "BLANK": BLANK}


BLANK = "#F2F2F2"  # the sliding puzzle's empty square


# ---- drawing helpers shared by the three boards (play.js mirrors them in playboard.js) ---------------
def esc(text: object) -> str:
    """Text made safe for SVG/HTML content and attributes."""
    return html.escape(str(text), quote=True)


def esc_text(text: object) -> str:
    """Text made safe for HTML content (quotes stay as they are, as an HTML serialiser writes them)."""
    return html.escape(str(text), quote=False)


def num(x: float) -> str:
    """A number as the browser writes it (``TeachkitPlay.num``): no '.0' on whole numbers, at most 2 decimals."""
    x = round(float(x), 2)
    return str(int(x)) if x.is_integer() else repr(x)


def svg_document(width: float, height: float, body: Sequence[str], label: str) -> str:
    """A standalone SVG (it works inline and as an <img> data URI) on a light card, text in ``FONT``."""
    w, h = num(width), num(height)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" role="img" aria-label="{esc(label)}" '
        f'font-family="{FONT}">'
        f"<title>{esc(label)}</title>"
        f'<rect width="{w}" height="{h}" rx="8" fill="{palette.PAPER}"/>' + "".join(body) + "</svg>"
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
    """One SVG text, centred on (x, y) by default; never smaller than MIN_TEXT_PX. Hidden from screen readers
    (aria-hidden): the board's alt text and each control's aria-label say what it shows, and a text inside a
    control that its label does not repeat word for word is an axe violation (label-content-name-mismatch)."""
    size = max(size, MIN_TEXT_PX)
    return (
        f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" font-weight="{weight}" fill="{fill}" '
        f'text-anchor="{anchor}" dominant-baseline="central" aria-hidden="true">{esc(content)}</text>'
    )


def rect(x: float, y: float, width: float, height: float, rx: float, fill: str, extra: str = "") -> str:
    """One SVG rectangle; ``extra`` holds more attributes (a class, a stroke), written after the fill."""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(width)}" height="{num(height)}" rx="{num(rx)}" '
        f'fill="{fill}"{extra}/>'
    )


def clickable(act: str, label: str, inner: str) -> str:
    """A group the page makes clickable and focusable: its ``data-act`` is played when it is activated."""
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
