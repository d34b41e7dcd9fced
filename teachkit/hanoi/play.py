"""The Towers of Hanoi played by hand: click a peg to pick up its top disk, click another to drop it.

Every drop is checked by :class:`teachkit.hanoi.solve.Towers` — the same stacks and rules the iterative solver
uses — so the board cannot disagree with the solver. A refused move names the rule it breaks. The count of
moves is compared with the minimum, 2ⁿ − 1 (:func:`teachkit.hanoi.solve.move_count`).
"""

from __future__ import annotations

from teachkit import palette
from teachkit.hanoi.solve import PEG_NAMES, IllegalMove, Move, Towers, check_disk_count, move_count
from teachkit.playwidget import Game, clickable, svg_document, text

MAX_PLAY_DISKS = 10  # more would not fit a notebook column (and 1023 moves by hand is no fun)
RULE_SIZE = "a larger disk may not go on a smaller one"
RULE_TOP = "only the top disk of a peg can move"
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
DISK_H = 24
MARGIN = 10
LIFT = 44  # room above the pegs for the disk in hand


def power_text(n: int) -> str:
    """'2³ − 1' for n = 3: the minimum number of moves, written as on paper."""
    return f"2{str(n).translate(SUPERSCRIPT)} − 1"


class PlayTowers(Game):
    """n disks on peg A to move to peg C. Click a peg to pick up its top disk, click another peg to drop it
    there (click the same peg again to put it back). Keys A, B, C (or 1, 2, 3) click a peg."""

    kind = "hanoi"
    buttons = (("reset", "Reset", "put every disk back on peg A"),)
    keys = {
        **{name.lower(): f"peg:{i}" for i, name in enumerate(PEG_NAMES)},
        **{name: f"peg:{i}" for i, name in enumerate(PEG_NAMES)},
        **{str(i + 1): f"peg:{i}" for i in range(3)},
        "Escape": "cancel:",
    }

    def __init__(self, n: int = 3):
        super().__init__()
        self.n = check_disk_count(n, limit=MAX_PLAY_DISKS, what="PlayTowers")
        self.src, self.dst = 0, 2
        self.minimum = move_count(self.n)
        self.title = f"Play the Towers of Hanoi with {self.n} disks"
        self.reset()
        self._say(f"click a peg to pick up its top disk: move all {self.n} disks from A to C")

    # ---- the game, without a browser ------------------------------------------------------------------
    @property
    def solved(self) -> bool:
        return self.towers.all_on() == self.dst

    def click(self, peg: int | str) -> bool:
        """Pick up the top disk of ``peg`` if the hand is empty, else drop the disk in hand onto ``peg``."""
        try:
            peg = int(peg)
        except (TypeError, ValueError):
            return self.refuse(f"{peg!r} is not a peg (pegs are 0, 1, 2: A, B, C)")
        if peg not in (0, 1, 2):
            return self.refuse(f"there is no peg {peg} (pegs are 0, 1, 2: A, B, C)")
        return self.pick(peg) if self.held is None else self.drop(peg)

    def pick(self, peg: int) -> bool:
        """Take the top disk of ``peg`` in hand; refused if the peg is empty."""
        disk = self.towers.top(peg)
        if disk is None:
            return self.refuse(f"peg {PEG_NAMES[peg]} is empty: pick up a disk from a peg that has one")
        self.held = peg
        self._say(f"holding disk {disk} from peg {PEG_NAMES[peg]}: click the peg to drop it on")
        self._refresh()
        return True

    def drop(self, peg: int) -> bool:
        """Drop the disk in hand on ``peg`` (the same peg puts it back); the Towers decide if that is legal."""
        src = self.held
        if src is None:
            return self.refuse("no disk in hand: click a peg to pick up its top disk first")
        if peg == src:
            self.held = None
            self._say(f"put disk {self.towers.top(src)} back on peg {PEG_NAMES[src]}")
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
        try:
            self.towers.apply(Move(disk, src, dst))
        except IllegalMove as error:
            self.held = None
            if disk is not None and under is not None and not self.towers.legal(src, dst):
                return self.refuse(
                    f"Refused: disk {disk} onto disk {under} on peg {PEG_NAMES[dst]}. The rule: {RULE_SIZE}."
                )
            return self.refuse(f"Refused: {error}. The rule: {RULE_TOP}.")
        self.held = None
        self.moves.append(Move(disk, src, dst))
        count = len(self.moves)
        if self.solved:
            if count == self.minimum:
                self._say(f"Solved in {count} moves: the minimum, {power_text(self.n)} = {self.minimum}.", "solved")
            else:
                self._say(
                    f"Solved in {count} moves. The minimum is {power_text(self.n)} = {self.minimum}: "
                    f"try again with {count - self.minimum} fewer.",
                    "solved",
                )
        else:
            self._say(f"moved disk {disk} from {PEG_NAMES[src]} to {PEG_NAMES[dst]}")
        self._refresh()
        return True

    def reset(self) -> None:
        """Every disk back on peg A, no moves made, nothing in hand."""
        self.towers = Towers(self.n, self.src)
        self.moves: list[Move] = []
        self.held: int | None = None
        self._say("back at the start")
        self._refresh()

    def done_disks(self) -> int:
        """How many disks are in their final place: at the bottom of peg C, largest first, none missing."""
        stack = self.towers.pegs[self.dst]
        done = 0
        for want, disk in zip(range(self.n, 0, -1), stack):
            if disk != want:
                break
            done += 1
        return done

    def counters(self) -> str:
        return (
            f"moves: {len(self.moves)} (minimum {power_text(self.n)} = {self.minimum}) · "
            f"disks in their final place on C: {self.done_disks()} of {self.n}"
        )

    def help(self) -> str:
        return (
            "Click a peg to pick up its top disk (it rises, in vermillion), then click the peg to drop it on. "
            "Keys A, B, C (or 1, 2, 3) click a peg; Esc puts the disk back. Blue disks are in their final "
            "place on C; the numbers are the disk sizes."
        )

    def actions(self):
        return {"peg": self.click, "cancel": lambda _: self.cancel(), "reset": lambda _: self.reset()}

    def __repr__(self) -> str:
        return f"PlayTowers({self.n}; {self.status()})"

    # ---- the picture ------------------------------------------------------------------------------------
    def alt(self) -> str:
        pegs = "; ".join(
            f"peg {PEG_NAMES[p]}: {' '.join(map(str, s)) or 'empty'}" for p, s in enumerate(self.towers.pegs)
        )
        hand = "" if self.held is None else f"; holding disk {self.towers.top(self.held)}"
        return f"Towers of Hanoi, disks bottom to top, {pegs}{hand}"

    def _disk_width(self, disk: int) -> float:
        return 36 + disk * 16

    def svg(self) -> str:
        """Three pegs, numbered disks (blue when in their final place), the disk in hand raised in vermillion."""
        column = self._disk_width(self.n) + 24
        width = 3 * column + 2 * MARGIN
        base_y = MARGIN + LIFT + (self.n + 1) * DISK_H
        height = base_y + 12 + 30
        final = self.done_disks()
        body = [
            f'<rect x="{MARGIN}" y="{base_y}" width="{3 * column}" height="10" rx="3" fill="{palette.NEUTRAL_DARK}"/>'
        ]
        for peg in range(3):
            cx = MARGIN + column * peg + column / 2
            stack = self.towers.pegs[peg]
            parts = [
                f'<rect class="tk-hover" x="{cx - column / 2 + 2}" y="{MARGIN}" width="{column - 4}" '
                f'height="{base_y + 10 - MARGIN}" rx="6" fill="{palette.PAPER}" fill-opacity="0" '
                f'stroke="none"/>',
                f'<rect x="{cx - 4}" y="{MARGIN + LIFT - 6}" width="8" height="{base_y - MARGIN - LIFT + 6}" '
                f'rx="3" fill="{palette.NEUTRAL_DARK}"/>',
            ]
            for level, disk in enumerate(stack):
                lifted = self.held == peg and level == len(stack) - 1
                y = MARGIN + 8 if lifted else base_y - (level + 1) * DISK_H
                fill = (
                    palette.ACTIVE if lifted else palette.DONE if peg == self.dst and level < final else palette.NEUTRAL
                )
                w = self._disk_width(disk)
                parts.append(
                    f'<rect x="{cx - w / 2}" y="{y + 1}" width="{w}" height="{DISK_H - 2}" rx="6" '
                    f'fill="{fill}" stroke="{palette.INK}" stroke-width="1"/>'
                )
                parts.append(text(cx, y + DISK_H / 2, disk, size=14, fill=palette.ink_on(fill), weight="bold"))
            role = {0: " (start)", 2: " (target)"}.get(peg, "")
            parts.append(text(cx, base_y + 26, f"{PEG_NAMES[peg]}{role}", size=14, weight="bold"))
            top = self.towers.top(peg)
            if self.held is None:
                what = f"pick up disk {top}" if top is not None else "empty"
            elif peg == self.held:
                what = f"put disk {top} back"
            else:
                what = f"drop disk {self.towers.top(self.held)} here"
            label = f"peg {PEG_NAMES[peg]}{role}, {len(stack)} disks: {what}"
            body.append(clickable(f"peg:{peg}", label, "".join(parts)))
        return svg_document(width, height, body, self.alt())
