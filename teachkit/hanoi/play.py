"""The Towers of Hanoi played by hand: click a peg to pick up its top disk, click another to drop it.

Every drop is checked by :class:`teachkit.hanoi.solve.Towers` — the same stacks and rules the iterative solver
uses — so the board cannot disagree with the solver. A refused move names the rule it breaks. The count of
moves is compared with the minimum (:func:`teachkit.hanoi.solve.move_count`), shown as a number only: notebook 01
asks the student to predict the formula after playing.

The same game runs in the browser (``play.js`` beside this file) so that the board plays with no kernel; the
words are shared (``teachkit/playtext.json``) and ``tests/test_play_js.py`` checks the two agree move by move.
"""

from __future__ import annotations

from teachkit import palette
from teachkit.errors import ArgumentValueError
from teachkit.hanoi.solve import PEG_NAMES, IllegalMove, Move, Towers, check_disk_count, move_count
from teachkit.playwidget import Game, clickable, rect, say, svg_document, text

MAX_PLAY_DISKS = 10  # more would not fit a notebook column (and 1023 moves by hand is no fun)
RULE_SIZE = say("hanoi", "rule_size")
RULE_TOP = say("hanoi", "rule_top")
DISK_H = 24
MARGIN = 10
LIFT = 44  # room above the pegs for the disk in hand


class PlayTowers(Game):
    """n disks on peg A to move to peg C (or to peg ``dst``: 1 for B). Click a peg to pick up its top disk, click
    another peg to drop it there (click the same peg again to put it back). Keys A, B, C (or 0, 1, 2) click a peg."""

    kind = "hanoi"
    keys = {
        **{name.lower(): f"peg:{i}" for i, name in enumerate(PEG_NAMES)},
        **{name: f"peg:{i}" for i, name in enumerate(PEG_NAMES)},
        **{str(i): f"peg:{i}" for i in range(3)},  # the peg numbers, as in the exercises
        "Escape": "cancel:",
    }
    towers: Towers
    moves: list[Move]
    held: int | None  # the peg whose top disk is in hand

    def __init__(self, n: int = 3, dst: int = 2):
        super().__init__()
        self.n = check_disk_count(n, limit=MAX_PLAY_DISKS, what="PlayTowers")
        if isinstance(dst, bool) or dst not in (1, 2):
            raise ArgumentValueError(f"PlayTowers: dst is the target peg, 1 (B) or 2 (C), from peg 0 (A); got {dst!r}")
        self.src, self.dst = 0, int(dst)
        self.minimum = move_count(self.n)
        self.title = say("hanoi", "title", n=self.n)
        self.reset()
        self._say(say("hanoi", "start", n=self.n, dst=PEG_NAMES[self.dst]))

    # ---- the game, without a browser ------------------------------------------------------------------
    @property
    def solved(self) -> bool:
        return self.towers.all_on() == self.dst

    def click(self, peg: int | str) -> bool:
        """Pick up the top disk of ``peg`` if the hand is empty, else drop the disk in hand onto ``peg``."""
        try:
            peg = int(peg)
        except (TypeError, ValueError):
            return self.refuse(say("hanoi", "not_a_peg", peg=repr(peg)))
        if peg not in (0, 1, 2):
            return self.refuse(say("hanoi", "no_peg", peg=peg))
        return self.pick(peg) if self.held is None else self.drop(peg)

    def pick(self, peg: int) -> bool:
        """Take the top disk of ``peg`` in hand; refused if the peg is empty."""
        disk = self.towers.top(peg)
        if disk is None:
            return self.refuse(say("hanoi", "empty_peg", peg=PEG_NAMES[peg]))
        self.held = peg
        self._say(say("hanoi", "holding", disk=disk, peg=PEG_NAMES[peg]))
        self._refresh()
        return True

    def drop(self, peg: int) -> bool:
        """Drop the disk in hand on ``peg`` (the same peg puts it back); the Towers decide if that is legal."""
        src = self.held
        if src is None:
            return self.refuse(say("hanoi", "nothing_held"))
        if peg == src:
            self.held = None
            self._say(say("hanoi", "put_back", disk=self.towers.top(src), peg=PEG_NAMES[src]))
            self._refresh()
            return True
        return self.move(src, peg)

    def cancel(self) -> None:
        """Put the disk in hand back where it was."""
        if self.held is not None:
            self.drop(self.held)

    def move(self, src: int, dst: int) -> bool:
        """Move the top disk of ``src`` onto ``dst`` if the rules allow it (refused with the rule named)."""
        disk, under = self.towers.top(src), self.towers.top(dst)
        if disk is None:
            self.held = None
            return self.refuse(say("hanoi", "refused_empty", peg=PEG_NAMES[src], rule=RULE_TOP))
        try:
            self.towers.apply(Move(disk, src, dst))
        except IllegalMove as error:
            self.held = None
            if under is not None and not self.towers.legal(src, dst):
                return self.refuse(
                    say("hanoi", "refused_size", disk=disk, under=under, peg=PEG_NAMES[dst], rule=RULE_SIZE)
                )
            return self.refuse(say("hanoi", "refused_other", error=error, rule=RULE_TOP))
        self.held = None
        self.moves.append(Move(disk, src, dst))
        count = len(self.moves)
        if self.solved:
            fill = {"count": count, "minimum": self.minimum}
            if count == self.minimum:
                self._say(say("hanoi", "solved_minimum", **fill), "solved")
            else:
                self._say(say("hanoi", "solved_more", fewer=count - self.minimum, **fill), "solved")
        else:
            self._say(say("hanoi", "moved", disk=disk, src=PEG_NAMES[src], dst=PEG_NAMES[dst]))
        self._refresh()
        return True

    def reset(self) -> None:
        """Every disk back on peg A, no moves made, nothing in hand."""
        self.towers = Towers(self.n, self.src)
        self.moves = []
        self.held = None
        self._say(say("hanoi", "reset"))
        self._refresh()

    def done_disks(self) -> int:
        """How many disks are in their final place: at the bottom of the target peg, largest first, none missing."""
        stack = self.towers.pegs[self.dst]
        done = 0
        for want, disk in zip(range(self.n, 0, -1), stack):
            if disk != want:
                break
            done += 1
        return done

    def counters(self) -> str:
        return say(
            "hanoi",
            "counters",
            moves=len(self.moves),
            minimum=self.minimum,
            done=self.done_disks(),
            n=self.n,
            dst=PEG_NAMES[self.dst],
        )

    def buttons(self):
        return (("reset", say("hanoi", "button_reset"), say("hanoi", "tip_reset")),)

    def actions(self):
        return {"peg": self.click, "cancel": lambda _: self.cancel(), "reset": lambda _: self.reset()}

    def config(self) -> dict:
        return {"n": self.n, "dst": self.dst, "minimum": self.minimum}

    def state(self) -> dict:
        return {
            "pegs": [list(stack) for stack in self.towers.pegs],
            "held": self.held,
            "moves": [list(m) for m in self.moves],
            "message": self.message,
            "tone": self.tone,
        }

    def __repr__(self) -> str:
        target = "" if self.dst == 2 else f", dst={self.dst}"
        return f"PlayTowers({self.n}{target}; {self.status()})"

    # ---- the picture ------------------------------------------------------------------------------------
    def alt(self) -> str:
        pegs = "; ".join(
            say("hanoi", "alt_peg", peg=PEG_NAMES[p], disks=" ".join(map(str, s)) or say("hanoi", "alt_empty"))
            for p, s in enumerate(self.towers.pegs)
        )
        hand = "" if self.held is None else say("hanoi", "alt_hand", disk=self.towers.top(self.held))
        return say("hanoi", "alt", pegs=pegs, hand=hand)

    def _disk_width(self, disk: int) -> float:
        return 36 + disk * 16

    def svg(self) -> str:
        """Three pegs, numbered disks (blue when in their final place), the disk in hand raised in vermilion."""
        column = self._disk_width(self.n) + 24
        width = 3 * column + 2 * MARGIN
        base_y = MARGIN + LIFT + (self.n + 1) * DISK_H
        height = base_y + 12 + 30
        final = self.done_disks()
        body = [rect(MARGIN, base_y, 3 * column, 10, 3, palette.NEUTRAL_DARK)]
        for peg in range(3):
            cx = MARGIN + column * peg + column / 2
            stack = self.towers.pegs[peg]
            parts = [
                rect(
                    cx - column / 2 + 2,
                    MARGIN,
                    column - 4,
                    base_y + 10 - MARGIN,
                    6,
                    palette.PAPER,
                    ' fill-opacity="0" stroke="none" class="tk-hover"',
                ),
                rect(cx - 4, MARGIN + LIFT - 6, 8, base_y - MARGIN - LIFT + 6, 3, palette.NEUTRAL_DARK),
            ]
            # the numbers and the peg's name are drawn over the peg, outside its control (clicks pass through):
            # inside it, text its label does not repeat word for word is an axe violation
            words: list[str] = []
            for level, disk in enumerate(stack):
                lifted = self.held == peg and level == len(stack) - 1
                y = MARGIN + 8 if lifted else base_y - (level + 1) * DISK_H
                fill = (
                    palette.ACTIVE if lifted else palette.DONE if peg == self.dst and level < final else palette.NEUTRAL
                )
                w = self._disk_width(disk)
                parts.append(
                    rect(cx - w / 2, y + 1, w, DISK_H - 2, 6, fill, f' stroke="{palette.INK}" stroke-width="1"')
                )
                words.append(text(cx, y + DISK_H / 2, disk, size=14, fill=palette.ink_on(fill), weight="bold"))
            role = {0: say("hanoi", "role_start"), self.dst: say("hanoi", "role_target")}.get(peg, "")
            words.append(text(cx, base_y + 26, f"{PEG_NAMES[peg]}{role}", size=14, weight="bold"))
            top = self.towers.top(peg)
            if self.held is None:
                what = say("hanoi", "what_pick", disk=top) if top is not None else say("hanoi", "what_empty")
            elif peg == self.held:
                what = say("hanoi", "what_back", disk=top)
            else:
                what = say("hanoi", "what_drop", disk=self.towers.top(self.held))
            label = say("hanoi", "peg_label", peg=PEG_NAMES[peg], role=role, count=len(stack), what=what)
            body.append(clickable(f"peg:{peg}", label, "".join(parts)))
            body.append(f'<g pointer-events="none">{"".join(words)}</g>')
        return svg_document(width, height, body, self.alt())
