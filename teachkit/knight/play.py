"""A knight's tour built by hand: click squares, each a knight's move from the last, until every square is used.

The rules come from :mod:`teachkit.knight.tour` (``is_knight_move``, ``knight_moves``, ``onward_degree``,
``Tour``), the same functions Warnsdorff's rule uses. On demand the candidate squares show their *onward
degree* — how many unvisited squares the knight could jump to from there — which is exactly what Warnsdorff's
rule compares (take the smallest).

Coordinates as in chess: files a, b, c, ... left to right along the bottom, ranks 1, 2, 3, ... bottom to top
on the left, so a1 is the bottom-left corner; in Python a square is ``(row, col)`` with ``(0, 0)`` = a1.

The same game runs in the browser (``play.js`` beside this file) so that the board plays with no kernel; the
words are shared (``teachkit/playtext.json``) and ``tests/test_play_js.py`` checks the two agree move by move.
The squares the knight may take next carry two cues, not colour alone: an orange ring and a dark dashed one.
"""

from __future__ import annotations

from teachkit import palette
from teachkit.errors import require_int
from teachkit.knight.tour import Square, Tour, check_square, is_knight_move, knight_moves, onward_degree
from teachkit.playwidget import Game, clickable, num, rect, say, svg_document, text

MAX_SIDE = 12  # a board wider than this does not fit a notebook column with readable numbers
RULE_MOVE = say("knight", "rule_move")
RULE_ONCE = say("knight", "rule_once")
MARGIN = 10
LABELS = 24  # room for the rank numbers (left) and the file letters (bottom)


def square_name(square: Square) -> str:
    """'a1' for (0, 0), 'c2' for (1, 2): file letter from the column, rank number from the row."""
    row, col = square
    return f"{chr(ord('a') + col)}{row + 1}"


def parse_square(name: str) -> Square:
    """(row, col) from a chess name such as 'c2'; the inverse of :func:`square_name`."""
    name = str(name).strip().lower()
    if len(name) < 2 or not name[0].isalpha() or not name[1:].isdigit():
        raise ValueError(f"a square is a file letter and a rank number such as 'c2', got {name!r}")
    return int(name[1:]) - 1, ord(name[0]) - ord("a")


class PlayKnight(Game):
    """A rows x cols board: click a first square, then squares a knight's move from the last one. Undo takes
    back the last square; Hints shows the onward degree on every square the knight may take next."""

    kind = "knight"
    keys = {"u": "undo:", "h": "hints:", "Backspace": "undo:"}

    def __init__(self, rows: int = 5, cols: int | None = None):
        super().__init__()
        self.rows = require_int("rows", rows, lo=1, hi=MAX_SIDE)
        self.cols = self.rows if cols is None else require_int("cols", cols, lo=1, hi=MAX_SIDE)
        self.title = say("knight", "title", rows=self.rows, cols=self.cols)
        self.cell = 48 if max(self.rows, self.cols) <= 8 else 44  # at least 44 px: a finger's target
        self.show_hints = False
        self.reset()
        self._say(say("knight", "start"))

    # ---- the game, without a browser ------------------------------------------------------------------
    @property
    def last(self) -> Square | None:
        return self.path[-1] if self.path else None

    @property
    def solved(self) -> bool:
        """Is every square visited (a complete tour)?"""
        return self.tour().is_complete

    def tour(self) -> Tour:
        return Tour(self.rows, self.cols, tuple(self.path), method="by hand")

    def candidates(self) -> list[Square]:
        """Squares the knight may take next: every square at the start, then the unvisited knight moves."""
        if not self.path:
            return [(r, c) for r in range(self.rows) for c in range(self.cols)]
        return [s for s in knight_moves(self.path[-1], self.rows, self.cols) if s not in self.visited]

    def degrees(self) -> dict[Square, int]:
        """The onward degree of each candidate, counted as if the knight stood there (Warnsdorff's number)."""
        return {s: onward_degree(s, self.visited | {s}, self.rows, self.cols) for s in self.candidates()}

    def visit(self, square) -> bool:
        """Add ``square`` ((row, col) or a name like 'c2') to the tour, if it is a knight's move from the last
        square and not yet visited; otherwise refuse, naming the rule."""
        try:
            square = parse_square(square) if isinstance(square, str) else square
            square = check_square(square, self.rows, self.cols, name="square")
        except ValueError as error:
            return self.refuse(str(error))
        name = square_name(square)
        if square in self.visited:
            number = self.path.index(square) + 1
            return self.refuse(say("knight", "already", square=name, number=number, rule=RULE_ONCE))
        if self.path and not is_knight_move(self.path[-1], square):
            last = square_name(self.path[-1])
            return self.refuse(say("knight", "not_a_jump", square=name, last=last, rule=RULE_MOVE))
        self.path.append(square)
        self.visited.add(square)
        self._after_move(say("knight", "moved", square=name, number=len(self.path)))
        self._refresh()
        return True

    def _after_move(self, what: str) -> None:
        total = self.rows * self.cols
        tour = self.tour()
        if tour.is_complete:
            closed = say("knight", "closed") if tour.is_closed else ""
            self._say(say("knight", "complete", total=total, closed=closed), "solved")
        elif not self.candidates():  # only after a first square: before it, every square is a candidate
            last = square_name(self.path[-1])
            self._say(say("knight", "stuck", what=what, last=last, count=len(self.path), total=total), "refused")
        else:
            self._say(what)

    def undo(self) -> bool:
        """Take back the last square (refused on an empty board)."""
        if not self.path:
            return self.refuse(say("knight", "nothing_to_undo"))
        square = self.path.pop()
        self.visited.discard(square)
        self._say(say("knight", "took_back", square=square_name(square)))
        self._refresh()
        return True

    def toggle_hints(self) -> bool:
        """Show or hide the onward degrees on the candidate squares; returns whether they are shown now."""
        self.show_hints = not self.show_hints
        self._say(say("knight", "hints_on" if self.show_hints else "hints_off"))
        self._refresh()
        return self.show_hints

    def reset(self) -> None:
        """An empty board."""
        self.path: list[Square] = []
        self.visited: set[Square] = set()
        self._say(say("knight", "cleared"))
        self._refresh()

    def counters(self) -> str:
        knight = say("knight", "counters_knight", square=square_name(self.path[-1])) if self.path else ""
        hints = say("knight", "on" if self.show_hints else "off")
        return say("knight", "counters", count=len(self.path), total=self.rows * self.cols, knight=knight, hints=hints)

    def buttons(self):
        return tuple(
            (act, say("knight", f"button_{act}"), say("knight", f"tip_{act}")) for act in ("hints", "undo", "reset")
        )

    def actions(self):
        return {
            "square": self.visit,
            "undo": lambda _: self.undo(),
            "hints": lambda _: self.toggle_hints(),
            "reset": lambda _: self.reset(),
        }

    def config(self) -> dict:
        return {"rows": self.rows, "cols": self.cols, "cell": self.cell}

    def state(self) -> dict:
        return {
            "path": [list(s) for s in self.path],
            "show_hints": self.show_hints,
            "message": self.message,
            "tone": self.tone,
        }

    def __repr__(self) -> str:
        return f"PlayKnight({self.rows}x{self.cols}; {self.status()})"

    # ---- the picture ------------------------------------------------------------------------------------
    def alt(self) -> str:
        path = " ".join(square_name(s) for s in self.path) or say("knight", "alt_none")
        return say("knight", "alt", rows=self.rows, cols=self.cols, path=path)

    def svg(self) -> str:
        """The board: visited squares blue and numbered, the knight vermilion, candidates ringed in orange and
        dashed dark (with their onward degree when hints are on), file letters below and rank numbers on the left."""
        cell, rows, cols = self.cell, self.rows, self.cols
        left, top = MARGIN + LABELS, MARGIN
        width = left + cols * cell + MARGIN
        height = top + rows * cell + LABELS + MARGIN
        number = {s: i + 1 for i, s in enumerate(self.path)}
        candidates = set(self.candidates())
        degrees = self.degrees() if self.show_hints else {}
        body = []
        for row in range(rows):
            for col in range(cols):
                square = (row, col)
                x, y = left + col * cell, top + (rows - 1 - row) * cell
                if square == self.last:
                    fill = palette.ACTIVE
                elif square in number:
                    fill = palette.DONE_LIGHT
                else:
                    fill = palette.PAPER if (row + col) % 2 else palette.NEUTRAL
                parts = [
                    rect(
                        x, y, cell, cell, 0, fill, f' stroke="{palette.NEUTRAL_DARK}" stroke-width="1" class="tk-hover"'
                    )
                ]
                if square in number:
                    size = 16 if cell > 44 else 14
                    parts.append(text(x + cell / 2, y + cell / 2, number[square], size, palette.ink_on(fill), "bold"))
                elif square in candidates and self.path:
                    cx, cy, r = num(x + cell / 2), num(y + cell / 2), cell / 2 - 6
                    parts.append(
                        f'<circle cx="{cx}" cy="{cy}" r="{num(r)}" fill="none" stroke="{palette.CANDIDATE}" '
                        f'stroke-width="4"/>'
                        f'<circle cx="{cx}" cy="{cy}" r="{num(r - 4)}" fill="none" stroke="{palette.INK}" '
                        f'stroke-width="2" stroke-dasharray="4 3"/>'
                    )
                    if square in degrees:
                        parts.append(text(x + cell / 2, y + cell / 2, degrees[square], size=16, weight="bold"))
                name = square_name(square)
                if square in number:
                    label = say("knight", "label_visited", square=name, number=number[square])
                elif square in candidates:
                    degree = say("knight", "label_degree", degree=degrees[square]) if square in degrees else ""
                    label = say("knight", "label_jump", square=name) + degree
                else:
                    label = say("knight", "label_away", square=name)
                body.append(clickable(f"square:{name}", label, "".join(parts)))
        for col in range(cols):
            body.append(
                text(left + col * cell + cell / 2, top + rows * cell + LABELS / 2 + 2, chr(ord("a") + col), size=13)
            )
        for row in range(rows):
            body.append(text(MARGIN + LABELS / 2, top + (rows - 1 - row) * cell + cell / 2, row + 1, size=13))
        return svg_document(width, height, body, self.alt())
