"""A knight's tour built by hand: click squares, each a knight's move from the last, until every square is used.

The rules come from :mod:`teachkit.knight.tour` (``is_knight_move``, ``knight_moves``, ``onward_degree``,
``Tour``), the same functions Warnsdorff's rule uses. On demand the candidate squares show their *onward
degree* — how many unvisited squares the knight could jump to from there — which is exactly what Warnsdorff's
rule compares (take the smallest).

Coordinates as in chess: files a, b, c, ... left to right along the bottom, ranks 1, 2, 3, ... bottom to top
on the left, so a1 is the bottom-left corner; in Python a square is ``(row, col)`` with ``(0, 0)`` = a1.
"""

from __future__ import annotations

from teachkit import palette
from teachkit.errors import require_int
from teachkit.knight.tour import Square, Tour, check_square, is_knight_move, knight_moves, onward_degree
from teachkit.playwidget import Game, clickable, svg_document, text

MAX_SIDE = 12  # a board wider than this does not fit a notebook column with readable numbers
RULE_MOVE = "a knight jumps two squares one way and one square at right angles"
RULE_ONCE = "a tour visits every square once"
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
    buttons = (
        ("hints", "Hints", "show or hide the onward degree of each square the knight may take next"),
        ("undo", "Undo", "take back the last square"),
        ("reset", "Reset", "clear the board and start again"),
    )
    keys = {"u": "undo:", "h": "hints:", "Backspace": "undo:"}

    def __init__(self, rows: int = 5, cols: int | None = None):
        super().__init__()
        self.rows = require_int("rows", rows, lo=1, hi=MAX_SIDE)
        self.cols = self.rows if cols is None else require_int("cols", cols, lo=1, hi=MAX_SIDE)
        self.title = f"Build a knight's tour of the {self.rows}x{self.cols} board"
        self.cell = 48 if max(self.rows, self.cols) <= 8 else 40
        self.show_hints = False
        self.reset()
        self._say("click any square to start the tour")

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
        return [s for s in knight_moves(self.last, self.rows, self.cols) if s not in self.visited]

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
            return self.refuse(f"{name} is already visited (move {self.path.index(square) + 1}): {RULE_ONCE}")
        if self.path and not is_knight_move(self.last, square):
            return self.refuse(f"{name} is not a knight's move from {square_name(self.last)}: {RULE_MOVE}")
        self.path.append(square)
        self.visited.add(square)
        self._after_move(f"knight to {name} (move {len(self.path)})")
        self._refresh()
        return True

    def _after_move(self, what: str) -> None:
        total = self.rows * self.cols
        tour = self.tour()
        if tour.is_complete:
            closed = (
                " It is a closed tour: the last square is a knight's move from the first." if tour.is_closed else ""
            )
            self._say(f"Tour complete: all {total} squares visited.{closed}", "solved")
        elif not self.candidates():
            self._say(
                f"{what}. Stuck: no unvisited square is a knight's move from {square_name(self.last)} "
                f"({len(self.path)} of {total} visited). Undo and try another square.",
                "refused",
            )
        else:
            self._say(what)

    def undo(self) -> bool:
        """Take back the last square (refused on an empty board)."""
        if not self.path:
            return self.refuse("nothing to undo: the board is empty")
        square = self.path.pop()
        self.visited.discard(square)
        self._say(f"took back {square_name(square)}")
        self._refresh()
        return True

    def toggle_hints(self) -> bool:
        """Show or hide the onward degrees on the candidate squares; returns whether they are shown now."""
        self.show_hints = not self.show_hints
        self._say(
            "hints on: each orange square shows its onward degree; Warnsdorff's rule takes the smallest"
            if self.show_hints
            else "hints off"
        )
        self._refresh()
        return self.show_hints

    def reset(self) -> None:
        """An empty board."""
        self.path: list[Square] = []
        self.visited: set[Square] = set()
        self._say("board cleared: click any square to start")
        self._refresh()

    def counters(self) -> str:
        return (
            f"visited: {len(self.path)} of {self.rows * self.cols}"
            + (f" · knight on {square_name(self.last)}" if self.path else "")
            + f" · hints {'on' if self.show_hints else 'off'}"
        )

    def help(self) -> str:
        return (
            "Click a square a knight's move from the last one (orange rings). Blue squares are visited, "
            "numbered in order; the vermillion one is the knight. Hints writes each orange square's onward "
            "degree. Keys: U or Backspace undo, H hints. Files a, b, c... along the bottom, ranks 1, 2, "
            "3... on the left."
        )

    def actions(self):
        return {
            "square": self.visit,
            "undo": lambda _: self.undo(),
            "hints": lambda _: self.toggle_hints(),
            "reset": lambda _: self.reset(),
        }

    def __repr__(self) -> str:
        return f"PlayKnight({self.rows}x{self.cols}; {self.status()})"

    # ---- the picture ------------------------------------------------------------------------------------
    def alt(self) -> str:
        path = " ".join(square_name(s) for s in self.path) or "none yet"
        return (
            f"knight's tour board, {self.rows} ranks by {self.cols} files, a1 bottom left; "
            f"squares visited in order: {path}"
        )

    def svg(self) -> str:
        """The board: visited squares blue and numbered, the knight vermillion, candidates ringed in orange
        (with their onward degree when hints are on), file letters below and rank numbers on the left."""
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
                    f'<rect class="tk-hover" x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}" '
                    f'stroke="{palette.NEUTRAL_DARK}" stroke-width="1"/>'
                ]
                if square in number:
                    parts.append(
                        text(
                            x + cell / 2,
                            y + cell / 2,
                            number[square],
                            size=16 if cell > 40 else 14,
                            fill=palette.ink_on(fill),
                            weight="bold",
                        )
                    )
                elif square in candidates and self.path:
                    parts.append(
                        f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{cell / 2 - 6}" '
                        f'fill="none" stroke="{palette.CANDIDATE}" stroke-width="4"/>'
                    )
                    if square in degrees:
                        parts.append(text(x + cell / 2, y + cell / 2, degrees[square], size=16, weight="bold"))
                name = square_name(square)
                if square in number:
                    label = f"{name}: visited, move {number[square]}"
                elif square in candidates:
                    label = f"{name}: jump here" + (f" (onward degree {degrees[square]})" if square in degrees else "")
                else:
                    label = f"{name}: not a knight's move from here"
                body.append(clickable(f"square:{name}", label, "".join(parts)))
        for col in range(cols):
            body.append(
                text(left + col * cell + cell / 2, top + rows * cell + LABELS / 2 + 2, chr(ord("a") + col), size=13)
            )
        for row in range(rows):
            body.append(text(MARGIN + LABELS / 2, top + (rows - 1 - row) * cell + cell / 2, row + 1, size=13))
        return svg_document(width, height, body, self.alt())
