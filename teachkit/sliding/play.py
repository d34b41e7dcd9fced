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
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from teachkit import palette
from teachkit.errors import ArgumentValueError
from teachkit.playwidget import Game, clickable, svg_document, text

Board = tuple[int, ...]

ARROWS = {"U": "↑", "L": "←", "R": "→", "D": "↓"}
WORDS = {"U": "up", "L": "left", "R": "right", "D": "down"}
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
    buttons = (
        ("hint", "Hint", "show the first move of a shortest solution"),
        ("reset", "Reset", "go back to the start board"),
    )
    keys = {key: f"key:{key}" for key in KEY_TO_BLANK}

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
        self.title = f"Play the {self.k * self.k - 1}-puzzle"
        self.board = self.start
        self.moves: list[str] = []
        self.hints = 0
        self.hinted: int | None = None  # the tile the last hint named, outlined until the next move
        self._say("click a tile next to the blank, or press an arrow key")

    # ---- the game, without a browser ------------------------------------------------------------------
    @property
    def solved(self) -> bool:
        return self.board == self.goal

    def move(self, move: str) -> bool:
        """Move the blank one step (U, L, R, D); False, with a message naming the rule, if it cannot."""
        from teachkit.sliding.board import IllegalMove, apply_moves

        if move not in ARROWS:
            return self.refuse(f"{move!r} is not a move: the blank moves U, L, R or D")
        try:
            after = apply_moves(self.board, [move])
        except IllegalMove:
            return self.refuse(
                f"the blank cannot move {WORDS[move]} {ARROWS[move]} from there: it would leave the board"
            )
        tile = self.board[after.index(0)]
        self.board = after
        self.moves.append(move)
        self.hinted = None
        slid = OPPOSITE[move]
        if self.solved:
            self._say(f"Solved in {len(self.moves)} moves. Well done!", "solved")
        else:
            self._say(f"slid tile {tile} {WORDS[slid]} {ARROWS[slid]} (the blank moved {move})")
        self._refresh()
        return True

    def slide(self, tile: int | str) -> bool:
        """Slide ``tile`` into the blank; refused (with the rule) unless it is right next to the blank."""
        try:
            tile = int(tile)
        except (TypeError, ValueError):
            return self.refuse(f"{tile!r} is not a tile number")
        if tile not in self.board or tile == 0:
            return self.refuse(f"there is no tile {tile} on this board (tiles are 1 to {self.k * self.k - 1})")
        move = self.blank_move_for(tile)
        if move is None:
            return self.refuse(
                f"tile {tile} is not next to the blank: only a tile beside the blank "
                f"(above, below, left or right) can slide into it"
            )
        return self.move(move)

    def press(self, key: str) -> bool:
        """An arrow key ('ArrowLeft', ...): slide the tile that can move that way into the blank."""
        if key not in KEY_TO_BLANK:
            return self.refuse(f"{key!r} is not an arrow key (ArrowUp, ArrowDown, ArrowLeft, ArrowRight)")
        move = KEY_TO_BLANK[key]
        if not self._blank_can(move):
            way = WORDS[OPPOSITE[move]]
            return self.refuse(
                f"no tile can slide {way} {ARROWS[OPPOSITE[move]]} into the blank: the blank is at the edge"
            )
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
            self._say("already solved: nothing to hint", "solved")
        else:
            from teachkit.sliding.board import apply_moves

            self.hinted = self.board[apply_moves(self.board, [best]).index(0)]
            slid = OPPOSITE[best]
            self._say(f"hint: slide tile {self.hinted} {WORDS[slid]} {ARROWS[slid]} (the blank moves {best})")
        self._refresh()
        return best

    def reset(self) -> None:
        """Back to the start board."""
        self.board, self.moves, self.hints, self.hinted = self.start, [], 0, None
        self._say("back at the start")
        self._refresh()

    def home(self) -> int:
        """How many tiles sit on their goal square."""
        return sum(1 for cell, tile in enumerate(self.board) if tile and self.goal[cell] == tile)

    def counters(self) -> str:
        """Moves (in the blank's letters, as notebook 07's exercise wants them), hints, estimate left, tiles home."""
        name = getattr(self.heuristic, "__name__", "heuristic").replace("_", " ")
        letters = f" ({''.join(self.moves)})" if self.moves else ""
        return (
            f"moves: {len(self.moves)}{letters} · hints: {self.hints} · {name} estimate left: "
            f"{self.heuristic(self.board, self.goal)} · tiles home: {self.home()} of {self.k * self.k - 1}"
        )

    def help(self) -> str:
        return (
            "Click a tile next to the blank to slide it in. Arrow keys slide a tile into the blank: "
            "Left slides the tile on the blank's right to the left (click the board first). "
            "Blue tiles (dark, white number) are on their goal square; grey ones are not. "
            "Moves are written as the blank's directions U, L, R, D."
        )

    def actions(self):
        return {"slide": self.slide, "key": self.press, "hint": lambda _: self.hint(), "reset": lambda _: self.reset()}

    def __repr__(self) -> str:
        return f"PlayBoard({' '.join(map(str, self.board))}; {self.status()})"

    # ---- the picture ------------------------------------------------------------------------------------
    def alt(self) -> str:
        rows = [
            " ".join(str(t) if t else "_" for t in self.board[r * self.k : (r + 1) * self.k]) for r in range(self.k)
        ]
        return (
            f"{self.k}x{self.k} sliding puzzle, rows top to bottom: {' / '.join(rows)} (_ is the blank); "
            f"{self.home()} of {self.k * self.k - 1} tiles on their goal square"
        )

    def svg(self) -> str:
        """The board: numbered tiles, blue on their goal square, grey elsewhere; movable tiles clickable."""
        k, cell = self.k, self.cell
        side = k * cell
        width, height = side + 2 * MARGIN, side + 2 * MARGIN + LEGEND
        size = max(12, round(cell * 0.39))
        body = [
            f'<rect x="{MARGIN - 4}" y="{MARGIN - 4}" width="{side + 8}" height="{side + 8}" rx="10" '
            f'fill="{palette.NEUTRAL_DARK}"/>'
        ]
        for index, tile in enumerate(self.board):
            row, col = divmod(index, k)
            x, y = MARGIN + col * cell, MARGIN + row * cell
            if tile == 0:
                body.append(
                    f'<rect x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" rx="8" fill="#F2F2F2"/>'
                )
                continue
            home = self.goal[index] == tile
            fill = palette.DONE if home else palette.NEUTRAL
            ink = palette.ink_on(fill)
            stroke = (
                f'stroke="{palette.ACTIVE}" stroke-width="5"'
                if tile == self.hinted
                else f'stroke="{palette.INK}" stroke-width="1"'
            )
            tile_svg = (
                f'<rect class="tk-hover" x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" '
                f'rx="8" fill="{fill}" {stroke}/>'
                + text(x + cell / 2, y + cell / 2, tile, size=size, fill=ink, weight="bold")
            )
            move = self.blank_move_for(tile)
            if move is None:  # clickable too: the click is answered with the rule
                body.append(clickable(f"slide:{tile}", f"tile {tile}: not beside the blank", tile_svg))
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
                body.append(
                    clickable(f"slide:{tile}", f"tile {tile}: slide {WORDS[slid]} into the blank", tile_svg + arrow)
                )
        body.append(
            text(MARGIN, side + 2 * MARGIN + LEGEND / 2 - 2, "blue: tile on its goal square", size=13, anchor="start")
        )
        return svg_document(width, height, body, self.alt())
