"""Exercise checkers for the Towers of Hanoi notebooks: each answers ``correct`` or says what is wrong."""

from __future__ import annotations

from collections.abc import Iterable

from ..checks import CheckResult, correct, wrong
from .solve import (PEG_NAMES, HanoiError, IllegalMove, Move, Peg, Towers, check_disk_count, check_enumerable,
                    check_pegs, check_step, end_peg, move_at, state_at)


def as_move(item: object, towers: Towers, number: int) -> Move:
    """A student's move as a Move: (disk, src, dst), or (src, dst) meaning "the top disk of src"."""
    try:
        parts = tuple(item)  # type: ignore[arg-type]
    except TypeError:
        raise IllegalMove(f"move {number} is {item!r}, not a (src, dst) pair or a Move(disk, src, dst)") from None
    if len(parts) == 2:
        src, dst = parts
        if src not in (0, 1, 2):
            raise IllegalMove(f"move {number} {item!r}: there is no peg {src!r} (pegs are 0, 1, 2)")
        top = towers.top(src)
        if top is None:
            raise IllegalMove(f"move {number} {item!r}: peg {PEG_NAMES[src]} is empty")
        return Move(top, src, dst)
    if len(parts) == 3:
        return Move(*parts)
    raise IllegalMove(f"move {number} is {item!r}, not a (src, dst) pair or a Move(disk, src, dst)")


def move_limit(n: int) -> int:
    """The most moves a checker replays: four times the minimum, plus some slack for small n."""
    return 4 * 2**n + 100


def first_illegal(n: int, moves: Iterable[object], src: Peg = 0) -> tuple[Towers, int, str | None]:
    """Replay the moves: the towers reached, how many moves were made, and the first problem (or None)."""
    towers = Towers(n, src)
    count = 0
    for number, item in enumerate(moves, start=1):
        if number > move_limit(n):
            return towers, count, f"more than {move_limit(n):,} moves for n={n}: the minimum is {2**n - 1}"
        try:
            towers.apply(as_move(item, towers, number))
        except IllegalMove as err:
            return towers, count, f"move {number} is illegal — {err}"
        count = number
    return towers, count, None


def check_moves(n: int, moves: Iterable[object], src: Peg = 0, dst: Peg = 2, minimal: bool = True) -> CheckResult:
    """Do the moves carry n disks from src to dst legally (and, if ``minimal``, in 2**n - 1 moves)?"""
    n = check_enumerable(n, "check_moves")
    src, dst = check_pegs(src, dst)
    towers, count, problem = first_illegal(n, moves, src)
    if problem:
        return wrong(problem)
    best = 2**n - 1
    if towers.all_on() != dst:
        left = ", ".join(f"{PEG_NAMES[p]}: {list(s)}" for p, s in enumerate(towers.pegs) if s)
        made = "no moves yet" if count == 0 else "the one move is legal" if count == 1 else f"all {count} moves are legal"
        return wrong(f"{made}, but the disks are not all on peg {PEG_NAMES[dst]} yet ({left})")
    if count > best:
        message = f"legal and complete, but {count} moves; the fewest possible is 2**{n} - 1 = {best}"
        return wrong(message) if minimal else correct(message)
    return correct(f"{count} legal moves, the minimum 2**{n} - 1")


def check_move_at(step: int, n: int, answer: object) -> CheckResult:
    """Is ``answer`` the move at ``step`` for n disks from peg 0 to peg 2? Give a Move or (disk, src, dst)."""
    n = check_disk_count(n)
    step = check_step(step, n)
    expected = move_at(step, n)
    try:
        given = Move(*answer)  # type: ignore[misc]
    except TypeError:
        return wrong(f"answer {answer!r} is not a Move(disk, src, dst)")
    if given.disk != expected.disk:
        return wrong(f"disk {given.disk!r} is not the disk that moves at step {step} "
                     f"(count how many times 2 divides {step})")
    if (given.src, given.dst) != (expected.src, expected.dst):
        return wrong(f"disk {given.disk} is right, but it does not go {given.src!r}→{given.dst!r} at step {step}: "
                     f"which move of disk {given.disk} is this (Sn), and where does its 3-cycle go first?")
    return correct(f"step {step}: {expected}")


def check_end_peg(n: int, direction: int, answer: object) -> CheckResult:
    """Is ``answer`` the peg where the direction algorithm ends for n disks started on peg 0?"""
    expected = end_peg(n, direction)
    if answer == expected:
        return correct(f"n={n}, direction {direction:+d}: the tower ends on peg {expected}")
    parity = "odd" if n % 2 else "even"
    return wrong(f"for n={n} ({parity}) going {direction:+d} the tower does not end on peg {answer!r}; "
                 f"think about which way disk {n} turns when disk 1 turns {direction:+d}")


def check_state_at(step: int, n: int, answer: object) -> CheckResult:
    """Is ``answer`` the peg of every disk (disk 1 first) after ``step`` moves?"""
    try:
        expected = state_at(step, n)
    except HanoiError as err:
        return wrong(str(err))
    given = tuple(answer) if isinstance(answer, (list, tuple)) else answer
    if given == expected:
        return correct(f"after {step} moves: {expected}")
    if not isinstance(given, tuple) or len(given) != len(expected):
        return wrong(f"give one peg per disk, {len(expected)} numbers (disk 1 first), got {answer!r}")
    k = next(k for k, (a, b) in enumerate(zip(given, expected), start=1) if a != b)
    return wrong(f"disk {k} is not on peg {given[k - 1]!r} after {step} moves "
                 f"(how many times has disk {k} moved, and which way round does it turn?)")
