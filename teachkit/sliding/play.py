"""The sliding puzzle played by hand: click a tile next to the blank, or press an arrow key.

Moves are the engine's (``board.apply_moves``); hints are the engine's (``solver.hint``, the first move of a
shortest solution). The board is drawn as SVG here and shown by the shared play widget
(:mod:`teachkit.playwidget`); a fresh, untrusted notebook shows the same drawing as a static picture.

Two ways to name a move, both kept:

* the engine's: the direction the *blank* travels, ``"U"``, ``"L"``, ``"R"``, ``"D"`` (:meth:`PlayBoard.move`;
  ``PlayBoard.moves`` lists these letters, and the status line shows them: what the exercise of notebook 07 asks for);
* the player's: the direction a *tile* slides. An arrow key slides the tile that can move that way into the
  blank (Left slides the tile right of the blank to the left, so the blank moves R) — :meth:`PlayBoard.press`;
  clicking a tile next to the blank slides it (:meth:`PlayBoard.slide`).

The same game runs in the browser (``play.js`` beside this file) so that the board plays with no kernel; only
the hint needs one (the solver is Python). The words are shared (``teachkit/playtext.json``) and
``tests/test_play_js.py`` checks the two agree move by move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from teachkit import palette
from teachkit.errors import ArgumentValueError
from teachkit.playwidget import BLANK, Game, clickable, rect, say, svg_document, text, words

Board = tuple[int, ...]

ARROWS = words()["sliding"]["arrows"]  # {"U": "↑", "L": "←", "R": "→", "D": "↓"}
WORDS = words()["sliding"]["words"]  # {"U": "up", ...}
OPPOSITE = {"U": "D", "D": "U", "L": "R", "R": "L"}
# An arrow key names the way the tile slides; the blank goes the other way.
KEY_TO_BLANK = {"ArrowUp": "D", "ArrowDown": "U", "ArrowLeft": "R", "ArrowRight": "L"}
CELL = 72
MARGIN = 10
LEGEND = 30


class PlayBoard(Game):
    """A board to play by hand: slide a tile into the blank (click it, or an arrow key), ask for a hint (the
    first move of a shortest solution, from the engine's ``hint``), or reset. In a kernel it shows the board
    beside its buttons; elsewhere (an untrusted notebook, an exported page) a static picture of the start.
    The methods work without a browser.

    On the 8-puzzle a hint is an A* search with linear conflict (milliseconds). On the 15-puzzle the engine's hint
    is an IDA* search with the 6-6-3 pattern databases, which ship with teachkit (loaded from its data folder the
    first time, a fraction of a second); pass ``hint=`` to use another.
    """

    kind = "sliding"
    keys = {key: f"key:{key}" for key in KEY_TO_BLANK}
    kernel_only = ("hint",)

    def __init__(
        self,
        board,
        goal: Sequence[int] | None = None,
        hint: Callable | None = None,
        heuristic: Callable | None = None,
        size: float = 2.6,
    ):
        from teachkit.sliding.board import _goal_for, check_solvable, parse_board, width
        from teachkit.sliding.heuristics import manhattan

        super().__init__()
        self.start = parse_board(board)
        self.goal = _goal_for(self.start, goal)
        check_solvable(self.start, self.goal)  # UnsolvableBoard now, not after the student has played
        self.k = width(self.start)
        if not isinstance(size, (int, float)) or isinstance(size, bool) or not 1.5 <= size <= 6:
            raise ArgumentValueError(
                f"size (the board's width in inches at 96 px each, as before) must be a "
                f"number from 1.5 to 6, got {size!r}"
            )
        self.cell = round(CELL * size / 2.6 * 4 / max(self.k, 4))  # 72 px tiles for the 8- and 15-puzzle
        self._hint = hint
        self.heuristic = heuristic or manhattan
        self.title = say("sliding", "title", tiles=self.k * self.k - 1)
        self.board = self.start
        self.moves: list[str] = []
        self.hints = 0
        self.hinted: int | None = None  # the tile the last hint named, outlined until the next move
        self._say(say("sliding", "start"))

    # ---- the game, without a browser ------------------------------------------------------------------
    @property
    def solved(self) -> bool:
        return self.board == self.goal

    def move(self, move: str) -> bool:
        """Move the blank one step (U, L, R, D); False, with a message naming the rule, if it cannot."""
        from teachkit.sliding.board import IllegalMove, apply_moves

        if move not in ARROWS:
            return self.refuse(say("sliding", "not_a_move", move=repr(move)))
        try:
            after = apply_moves(self.board, [move])
        except IllegalMove:
            return self.refuse(say("sliding", "off_board", word=WORDS[move], arrow=ARROWS[move]))
        tile = self.board[after.index(0)]
        self.board = after
        self.moves.append(move)
        self.hinted = None
        slid = OPPOSITE[move]
        if self.solved:
            self._say(say("sliding", "solved", count=len(self.moves)), "solved")
        else:
            self._say(say("sliding", "slid", tile=tile, word=WORDS[slid], arrow=ARROWS[slid], move=move))
        self._refresh()
        return True

    def slide(self, tile: int | str) -> bool:
        """Slide ``tile`` into the blank; refused (with the rule) unless it is right next to the blank."""
        try:
            tile = int(tile)
        except (TypeError, ValueError):
            return self.refuse(say("sliding", "not_a_tile", tile=repr(tile)))
        if tile not in self.board or tile == 0:
            return self.refuse(say("sliding", "no_tile", tile=tile, last=self.k * self.k - 1))
        move = self.blank_move_for(tile)
        if move is None:
            return self.refuse(say("sliding", "not_beside", tile=tile))
        return self.move(move)

    def press(self, key: str) -> bool:
        """An arrow key ('ArrowLeft', ...): slide the tile that can move that way into the blank."""
        if key not in KEY_TO_BLANK:
            return self.refuse(say("sliding", "not_an_arrow", key=repr(key)))
        move = KEY_TO_BLANK[key]
        if not self._blank_can(move):
            way = OPPOSITE[move]
            return self.refuse(say("sliding", "at_edge", word=WORDS[way], arrow=ARROWS[way]))
        return self.move(move)

    def blank_move_for(self, tile: int) -> str | None:
        """The blank's move that slides ``tile`` into the blank, or None if the tile is not beside it."""
        blank, cell = divmod(self.board.index(0), self.k), divmod(self.board.index(tile), self.k)
        step = (cell[0] - blank[0], cell[1] - blank[1])
        return {(-1, 0): "U", (1, 0): "D", (0, -1): "L", (0, 1): "R"}.get(step)

    def _blank_can(self, move: str) -> bool:
        row, col = divmod(self.board.index(0), self.k)
        return {"U": row > 0, "D": row < self.k - 1, "L": col > 0, "R": col < self.k - 1}[move]

    def hint(self) -> str | None:
        """The engine's next optimal move of the blank from here (None when solved); also shown as the message."""
        if self._hint is None:
            from teachkit.sliding.solver import hint as engine_hint

            self._hint = engine_hint
        best = self._hint(self.board, self.goal)
        self.hints += 1
        if best is None:
            self.hinted = None
            self._say(say("sliding", "hint_solved"), "solved")
        else:
            from teachkit.sliding.board import apply_moves

            self.hinted = self.board[apply_moves(self.board, [best]).index(0)]
            slid = OPPOSITE[best]
            self._say(say("sliding", "hint", tile=self.hinted, word=WORDS[slid], arrow=ARROWS[slid], move=best))
        self._refresh()
        return best

    def reset(self) -> None:
        """Back to the start board."""
        self.board, self.moves, self.hints, self.hinted = self.start, [], 0, None
        self._say(say("sliding", "reset"))
        self._refresh()

    def home(self) -> int:
        """How many tiles sit on their goal square."""
        return sum(1 for cell, tile in enumerate(self.board) if tile and self.goal[cell] == tile)

    def counters(self) -> str:
        """Moves (in the blank's letters, as notebook 07's exercise wants them), hints, estimate left, tiles home."""
        letters = f" ({''.join(self.moves)})" if self.moves else ""
        return say(
            "sliding",
            "counters",
            count=len(self.moves),
            letters=letters,
            hints=self.hints,
            heuristic=self.heuristic_name(),
            estimate=self.heuristic(self.board, self.goal),
            home=self.home(),
            last=self.k * self.k - 1,
        )

    def heuristic_name(self) -> str:
        return getattr(self.heuristic, "__name__", "heuristic").replace("_", " ")

    def buttons(self):
        return (
            ("hint", say("sliding", "button_hint"), say("sliding", "tip_hint")),
            ("reset", say("sliding", "button_reset"), say("sliding", "tip_reset")),
        )

    def actions(self):
        return {"slide": self.slide, "key": self.press, "hint": lambda _: self.hint(), "reset": lambda _: self.reset()}

    def config(self) -> dict:
        """The browser computes Manhattan distances itself; any other estimate comes from the kernel."""
        from teachkit.sliding.heuristics import manhattan

        return {
            "k": self.k,
            "start": list(self.start),
            "goal": list(self.goal),
            "cell": self.cell,
            "heuristic": self.heuristic_name(),
            "manhattan": self.heuristic is manhattan,
        }

    def state(self) -> dict:
        return {
            "board": list(self.board),
            "moves": "".join(self.moves),
            "hints": self.hints,
            "hinted": self.hinted,
            "estimate": self.heuristic(self.board, self.goal),
            "message": self.message,
            "tone": self.tone,
        }

    def __repr__(self) -> str:
        return f"PlayBoard({' '.join(map(str, self.board))}; {self.status()})"

    # ---- the picture ------------------------------------------------------------------------------------
    def alt(self) -> str:
        rows = [
            " ".join(str(t) if t else "_" for t in self.board[r * self.k : (r + 1) * self.k]) for r in range(self.k)
        ]
        return say("sliding", "alt", k=self.k, rows=" / ".join(rows), home=self.home(), last=self.k * self.k - 1)

    def svg(self) -> str:
        """The board: numbered tiles, blue on their goal square, grey elsewhere; movable tiles clickable."""
        k, cell = self.k, self.cell
        side = k * cell
        width, height = side + 2 * MARGIN, side + 2 * MARGIN + LEGEND
        size = max(12, round(cell * 0.39))
        body = [rect(MARGIN - 4, MARGIN - 4, side + 8, side + 8, 10, palette.NEUTRAL_DARK)]
        for index, tile in enumerate(self.board):
            row, col = divmod(index, k)
            x, y = MARGIN + col * cell, MARGIN + row * cell
            if tile == 0:
                body.append(rect(x + 3, y + 3, cell - 6, cell - 6, 8, BLANK))
                continue
            home = self.goal[index] == tile
            fill = palette.DONE if home else palette.NEUTRAL
            ink = palette.ink_on(fill)
            stroke = (
                f' stroke="{palette.ACTIVE}" stroke-width="5" stroke-dasharray="8 4"'
                if tile == self.hinted
                else f' stroke="{palette.INK}" stroke-width="1"'
            )
            tile_svg = rect(x + 3, y + 3, cell - 6, cell - 6, 8, fill, stroke + ' class="tk-hover"') + text(
                x + cell / 2, y + cell / 2, tile, size=size, fill=ink, weight="bold"
            )
            move = self.blank_move_for(tile)
            if move is None:  # clickable too: the click is answered with the rule
                body.append(clickable(f"slide:{tile}", say("sliding", "label_away", tile=tile), tile_svg))
            else:
                slid = OPPOSITE[move]
                # a small arrow by the edge the tile leaves through (corners for sideways: clear of 2 digits)
                ax, ay = {
                    "U": (cell / 2, 14),
                    "D": (cell / 2, cell - 14),
                    "L": (13, cell - 14),
                    "R": (cell - 13, cell - 14),
                }[slid]
                arrow = text(x + ax, y + ay, ARROWS[slid], size=13, fill=ink)
                label = say("sliding", "label_slide", tile=tile, word=WORDS[slid])
                body.append(clickable(f"slide:{tile}", label, tile_svg + arrow))
        legend = say("sliding", "legend")
        body.append(text(MARGIN, side + 2 * MARGIN + LEGEND / 2 - 2, legend, size=13, anchor="start"))
        return svg_document(width, height, body, self.alt())
