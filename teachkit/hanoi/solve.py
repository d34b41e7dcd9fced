"""Towers of Hanoi: the recursive solution, the loop with three stacks, and the move at step i in closed form.

Three pegs, numbered 0, 1, 2 (shown as A, B, C); disks 1..n, disk 1 the smallest. A move takes the top disk
of one peg and puts it on another peg, never on a smaller disk. Moving all n disks from ``src`` to ``dst``
takes at least 2**n - 1 moves, and each algorithm here produces the one minimal sequence from its start peg to
its target (for :func:`solve_iterative` the direction of disk 1 fixes the target: see :func:`end_peg`):

* :func:`solve_recursive` — move n-1 disks out of the way, move the largest, move the n-1 back on top;
* :func:`solve_iterative` — pegs on a circle, disk 1 always steps the same way round, and in between the
  only legal move that leaves disk 1 alone (each peg an explicit stack: :class:`Towers`);
* :func:`move_at` / :func:`move_at_bits` — the move at step i from the number i alone, no recursion,
  no stack; :func:`moves_array` does it for every i at once with numpy; :func:`state_at` says where every
  disk is after i moves without replaying them.

Limits, which bound time and memory (a :class:`TooManyDisks` error says which and what to use instead):
functions that list every move take n <= MAX_ENUMERATED_DISKS (25); the per-step ones — :func:`move_at`,
:func:`state_at`, :func:`move_count`, :class:`Towers` — take n <= MAX_DISKS (100,000). Bad input raises a
:class:`HanoiError` (a :class:`teachkit.errors.TeachkitError` and a ValueError; wrong types a TypeError too).

Nothing here draws: ``teachkit.hanoi.draw`` replays what these functions return.
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple, TextIO, TypeGuard

import numpy as np

from teachkit.errors import TeachkitError, describe, require_int

Peg = int
Disk = int
Pegs = tuple[tuple[Disk, ...], ...]  # the disks on each peg, bottom to top
PEGS: tuple[Peg, ...] = (0, 1, 2)
PEG_NAMES = "ABC"
MAX_ENUMERATED_DISKS = 25  # 2**25 - 1 moves (about 33 million) is the most we list in full
MAX_DISKS = 100_000  # per-step functions (move_at, state_at, move_count, Towers): bounds their time and memory


# ---- errors ---------------------------------------------------------------------------------------
class HanoiError(TeachkitError, ValueError):
    """Base class of every Towers of Hanoi input error (a ValueError; the ``...Type`` ones are TypeErrors too)."""


class InvalidDiskCount(HanoiError):
    """The number of disks is not a positive whole number."""


class DiskCountType(InvalidDiskCount, TypeError):
    """The number of disks is not an int at all (a float, a string, a bool...)."""


class TooManyDisks(HanoiError):
    """This many disks would take too long or too much memory (the limits are MAX_ENUMERATED_DISKS and MAX_DISKS)."""


class StepOutOfRange(HanoiError):
    """A step number outside 1 .. 2**n - 1 (or 0 .. 2**n - 1 for a state)."""


class StepType(StepOutOfRange, TypeError):
    """A step that is not an int."""


class InvalidPeg(HanoiError):
    """A peg that is not 0, 1 or 2, or the same peg given as start and target."""


class PegType(InvalidPeg, TypeError):
    """A peg that is not an int."""


class InvalidDisk(HanoiError):
    """A disk number that is not 1, 2, 3, ... (disk 1 is the smallest)."""


class DiskType(InvalidDisk, TypeError):
    """A disk number that is not an int."""


class InvalidDirection(HanoiError):
    """A direction round the circle of pegs that is not +1 or -1."""


class IllegalMove(HanoiError):
    """A move that breaks the rules: from an empty peg, or a bigger disk onto a smaller one."""


def _is_int(value: object) -> TypeGuard[int]:  # numpy integers count (they act as ints)
    """A whole number: int or numpy integer, but not a bool."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def peg_name(peg: object) -> str:
    """'A', 'B' or 'C' for pegs 0, 1, 2; anything else as it was given."""
    return PEG_NAMES[peg] if peg in PEGS else repr(peg)


# ---- small types ----------------------------------------------------------------------------------
class Move(NamedTuple):
    """Move ``disk`` from peg ``src`` to peg ``dst``."""

    disk: Disk
    src: Peg
    dst: Peg

    def __str__(self) -> str:
        return f"disk {self.disk}: {peg_name(self.src)}→{peg_name(self.dst)}"


class MovesArray(NamedTuple):
    """Every move of a solution as three numpy arrays; row k is move k + 1."""

    disk: np.ndarray
    src: np.ndarray
    dst: np.ndarray

    def __len__(self) -> int:
        return len(self.disk)

    def move(self, step: int) -> Move:
        """The move at 1-based ``step`` as a :class:`Move` (1 .. len; no counting from the end)."""
        if not _is_int(step):
            raise StepType(f"step must be an int, got {describe(step)} ({type(step).__name__})")
        if not 1 <= step <= len(self):
            raise StepOutOfRange(f"step must be between 1 and {len(self):,} (the moves held), got {describe(step)}")
        k = int(step) - 1
        return Move(int(self.disk[k]), int(self.src[k]), int(self.dst[k]))


class PaperTerms(NamedTuple):
    """The closed form's working for one step, pegs numbered 1..3 (start 1, target 3) as on paper."""

    L: int  # the disk that moves: 1 + (how many times 2 divides the step)
    S: int  # which move of that disk this is (1st, 2nd, ...): its index within its level of the tree
    p: int  # its place in that disk's 3-cycle of moves: 1, 2 or 3
    s: int  # the peg it leaves (1..3)
    d: int  # the peg it lands on (1..3)


class Snapshot(NamedTuple):
    """The towers after ``step`` moves, and the move that led there (None at the start)."""

    step: int
    pegs: Pegs
    move: Move | None


# ---- checking input -------------------------------------------------------------------------------
def check_disk_count(n: object, limit: int = MAX_DISKS, what: str = "") -> int:
    """``n`` as an int: DiskCountType unless it is one, InvalidDiskCount if < 1, TooManyDisks if > ``limit``."""
    if not _is_int(n):
        raise DiskCountType(f"n (the number of disks) must be a positive int, got {describe(n)} ({type(n).__name__})")
    count = int(n)
    if count < 1:
        raise InvalidDiskCount(f"n (the number of disks) must be at least 1, got {count}")
    if count > limit:
        raise TooManyDisks(
            f"{what or 'this function'} takes n (the number of disks) up to {limit:,} "
            f"(a limit that bounds time and memory), got {describe(count)}"
        )
    return count


def check_enumerable(n: object, what: str = "all moves") -> int:
    """``n`` checked, or TooManyDisks if listing every move would be unreasonable."""
    count = check_disk_count(n, what=what)
    if count > MAX_ENUMERATED_DISKS:
        raise TooManyDisks(
            f"{what} for n={count} would mean 2**{count} - 1 moves (a number with "
            f"{int(count * 0.30102999566398120) + 1:,} digits); listing them is limited to "
            f"n <= {MAX_ENUMERATED_DISKS}. Ask for single steps "
            f"instead: move_at(step, n) or state_at(step, n) work for n up to {MAX_DISKS:,}."
        )
    return count


def check_peg(peg: object, name: str = "peg") -> Peg:
    """``peg`` as an int, or InvalidPeg unless it is 0, 1 or 2."""
    if not _is_int(peg):
        raise PegType(f"{name} must be a peg 0, 1 or 2, got {describe(peg)} ({type(peg).__name__})")
    if peg not in PEGS:
        raise InvalidPeg(f"{name} must be a peg 0, 1 or 2, got {describe(peg)}")
    return int(peg)


def check_pegs(src: object, dst: object) -> tuple[Peg, Peg]:
    """(src, dst) as ints, or InvalidPeg unless they are two different pegs among 0, 1, 2."""
    src, dst = check_peg(src, "src"), check_peg(dst, "dst")
    if src == dst:
        raise InvalidPeg(f"src and dst (start and target) must be different pegs, got src=dst={src}")
    return src, dst


def check_step(step: object, n: int, first: int = 1) -> int:
    """``step`` as an int, or StepOutOfRange unless first <= step <= 2**n - 1."""
    if not _is_int(step):
        raise StepType(f"step must be an int, got {describe(step)} ({type(step).__name__})")
    i = int(step)
    if not first <= i < 1 << n:
        last = f"{(1 << n) - 1:,}" if n <= 64 else f"a {n}-bit number"
        raise StepOutOfRange(f"step must be between {first} and 2**{n} - 1 = {last} for n={n}, got {describe(i)}")
    return i


def spare(src: Peg, dst: Peg) -> Peg:
    """The third peg, neither src nor dst."""
    return 3 - src - dst


def move_count(n: int) -> int:
    """The fewest moves for n disks: 2**n - 1 (from T(n) = 2 T(n-1) + 1, T(0) = 0); n <= MAX_DISKS."""
    return (1 << check_disk_count(n, what="move_count")) - 1


# ---- the towers as three stacks -------------------------------------------------------------------
class Towers:
    """Three pegs, each a stack of disks (bottom first); ``apply`` checks every move against the rules."""

    def __init__(self, n: int, src: Peg = 0):
        n = check_disk_count(n, what="Towers")
        src = check_peg(src, "src")
        self.n = n
        self.pegs: list[list[Disk]] = [[], [], []]
        self.pegs[src] = list(range(n, 0, -1))

    @classmethod
    def from_pegs(cls, pegs: Sequence[Sequence[Disk]]) -> Towers:
        """Towers holding exactly the given stacks (bottom to top); IllegalMove if they break the rules."""
        if (
            not isinstance(pegs, (list, tuple))
            or len(pegs) != 3
            or not all(isinstance(p, (list, tuple)) and all(_is_int(d) for d in p) for p in pegs)
        ):
            raise IllegalMove(f"pegs must be three lists (or tuples) of int disks, bottom to top, got {describe(pegs)}")
        if sum(len(p) for p in pegs) > MAX_DISKS:
            raise TooManyDisks(f"pegs may hold up to {MAX_DISKS:,} disks in all, got {sum(len(p) for p in pegs):,}")
        stacks = [[int(d) for d in p] for p in pegs]
        disks = sorted(d for p in stacks for d in p)
        if not disks or disks != list(range(1, len(disks) + 1)):
            raise IllegalMove(f"pegs must hold disks 1..n once each, got {describe(stacks)}")
        for peg, stack in enumerate(stacks):
            if any(a < b for a, b in zip(stack, stack[1:])):
                raise IllegalMove(f"peg {PEG_NAMES[peg]} has a bigger disk on a smaller one: {stack}")
        towers = cls(len(disks))
        towers.pegs = stacks
        return towers

    def top(self, peg: Peg) -> Disk | None:
        """The disk on top of ``peg``, or None if it is empty."""
        stack = self.pegs[check_peg(peg)]
        return stack[-1] if stack else None

    def legal(self, src: Peg, dst: Peg) -> bool:
        """Whether the top disk of src may go onto dst."""
        top, under = self.top(src), self.top(dst)
        return src != dst and top is not None and (under is None or top < under)

    def apply(self, move: Move | tuple[Peg, Peg]) -> Towers:
        """Make ``move`` (changing these towers) and return them; IllegalMove if it breaks a rule.

        ``move`` is a Move(disk, src, dst) or a pair (src, dst), which moves the top disk of ``src``."""
        if isinstance(move, tuple) and len(move) == 2:
            src, dst = move
            for name, peg in (("from", src), ("to", dst)):
                if isinstance(peg, bool) or not isinstance(peg, numbers.Integral) or peg not in PEGS:
                    raise IllegalMove(f"{move}: there is no peg {peg!r} to move {name} (pegs are 0, 1, 2)")
            top = self.top(src)
            if top is None:
                raise IllegalMove(f"{move}: peg {PEG_NAMES[src]} is empty, it has no disk to give")
            move = Move(top, src, dst)
        if not isinstance(move, tuple) or len(move) != 3:
            raise IllegalMove(f"move must be a Move(disk, src, dst) or a pair (src, dst), got {describe(move)}")
        disk, src, dst = move
        if isinstance(disk, bool) or not isinstance(disk, numbers.Integral):
            raise IllegalMove(f"{describe(move)}: the disk must be a whole number, got {describe(disk)}")
        for name, peg in (("from", src), ("to", dst)):
            if isinstance(peg, bool) or not isinstance(peg, numbers.Integral) or peg not in PEGS:
                raise IllegalMove(f"{move}: there is no peg {peg!r} to move {name} (pegs are 0, 1, 2)")
        where = f"disk {disk} from {peg_name(src)} to {peg_name(dst)}"
        if src == dst:
            raise IllegalMove(f"{where}: a move must go to a different peg")
        top, under = self.top(src), self.top(dst)
        if top is None:
            raise IllegalMove(f"{where}: peg {PEG_NAMES[src]} is empty")
        if top != disk:
            raise IllegalMove(f"{where}: the top disk of peg {PEG_NAMES[src]} is disk {top}, not disk {disk!r}")
        if under is not None and under < top:
            raise IllegalMove(f"{where}: disk {top} cannot go on the smaller disk {under}")
        self.pegs[dst].append(self.pegs[src].pop())
        return self

    def state(self) -> Pegs:
        """The disks on each peg, bottom to top, as an immutable tuple."""
        return tuple(tuple(p) for p in self.pegs)

    def positions(self) -> tuple[Peg, ...]:
        """The peg of each disk: element k - 1 is where disk k sits."""
        where = [0] * self.n
        for peg, stack in enumerate(self.pegs):
            for disk in stack:
                where[disk - 1] = peg
        return tuple(where)

    def all_on(self) -> Peg | None:
        """The peg holding every disk, or None while the disks are spread out."""
        full = [peg for peg in PEGS if len(self.pegs[peg]) == self.n]
        return full[0] if full else None

    def copy(self) -> Towers:
        """Independent towers in the same state."""
        return Towers.from_pegs(self.pegs)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Towers) and self.state() == other.state()

    def __repr__(self) -> str:
        return "Towers(" + "  ".join(f"{PEG_NAMES[p]}:{list(s)}" for p, s in enumerate(self.pegs)) + ")"


def pegs_from_positions(positions: Iterable[Peg]) -> Pegs:
    """Stacks from each disk's peg: larger disks are always below smaller ones, so the order is forced."""
    if isinstance(positions, (str, bytes, set, frozenset, dict)) or not isinstance(positions, Iterable):
        raise InvalidPeg(f"positions must be a sequence of pegs 0, 1, 2 (one per disk), got {describe(positions)}")
    where = list(positions)
    if len(where) > MAX_DISKS:
        raise TooManyDisks(f"positions may name up to {MAX_DISKS:,} disks, got {len(where):,}")
    for disk, peg in enumerate(where, start=1):
        if not _is_int(peg) or peg not in PEGS:
            raise InvalidPeg(f"positions[{disk - 1}] (the peg of disk {disk}) must be 0, 1 or 2, got {describe(peg)}")
    return tuple(tuple(d for d in range(len(where), 0, -1) if where[d - 1] == peg) for peg in PEGS)


# ---- 1. the recursive solution --------------------------------------------------------------------
def hanoi(n: int, src: Peg, dst: Peg, via: Peg) -> Iterator[Move]:
    """Move n-1 disks out of the way, move the largest, move the n-1 back on top."""
    if n:
        yield from hanoi(n - 1, src, via, dst)
        yield Move(n, src, dst)
        yield from hanoi(n - 1, via, dst, src)


def solve_recursive(n: int, src: Peg = 0, dst: Peg = 2) -> Iterator[Move]:
    """The 2**n - 1 moves that carry n disks from src to dst, by recursion (inputs checked first)."""
    n = check_enumerable(n, "solve_recursive")
    src, dst = check_pegs(src, dst)
    return hanoi(n, src, dst, spare(src, dst))


# ---- 2. the direction algorithm: a loop and three stacks ------------------------------------------
def end_peg(n: int, direction: int = +1, start: Peg = 0) -> Peg:
    """Where the direction algorithm leaves the tower: one step round in ``direction`` if n is odd,
    one step the other way if n is even.

    Why: in the recursive solution the largest disk n moves once, straight from start to target, and
    every smaller disk always steps round the circle the opposite way to the disk just below it in size
    (a tower a→b is built from two towers a→c and c→b, and on a circle of three pegs both of those go the
    other way round from a→b). So disk 1 turns the same way as disk n when n - 1 is even (n odd), and the
    opposite way when n is even. Fixing disk 1's direction therefore fixes the target: start + direction
    for odd n, start - direction for even n.
    """
    n = check_disk_count(n, what="end_peg")
    direction = check_direction(direction)
    start = check_peg(start, "start")
    return (start + direction) % 3 if n % 2 == 1 else (start - direction) % 3


def check_direction(direction: object) -> int:
    """``direction`` as +1 or -1, or InvalidDirection."""
    if not _is_int(direction) or direction not in (1, -1):
        raise InvalidDirection(f"direction must be +1 (0→1→2→0) or -1 (0→2→1→0), got {describe(direction)}")
    return int(direction)


def the_other_move(towers: Towers, small_peg: Peg) -> Move | None:
    """The only legal move between the two pegs that do not hold disk 1 (None if neither can move)."""
    a, b = (peg for peg in PEGS if peg != small_peg)
    for src, dst in ((a, b), (b, a)):
        disk = towers.top(src)
        if disk is not None and towers.legal(src, dst):
            return Move(disk, src, dst)
    return None


def iterative_snapshots(n: int, direction: int = +1, start: Peg = 0) -> Iterator[Snapshot]:
    """The direction algorithm, step by step: the towers after each move (the start first).

    Pegs sit on a circle. Repeat: (1) move disk 1 to the next peg in ``direction``; stop if all disks are
    now on one peg other than the start; (2) make the only legal move that does not involve disk 1.
    (The input is checked here, at the call; the loop itself is :func:`_direction_loop`.)
    """
    n = check_enumerable(n, "iterative_snapshots")
    return _direction_loop(n, check_direction(direction), check_peg(start, "start"))


def _direction_loop(n: int, direction: int, start: Peg) -> Iterator[Snapshot]:
    """The loop of :func:`iterative_snapshots` on checked input."""
    towers = Towers(n, start)
    small, step = start, 0
    yield Snapshot(step, towers.state(), None)
    while True:
        move = Move(1, small, (small + direction) % 3)  # (1) disk 1 steps round the circle
        towers.apply(move)
        small, step = move.dst, step + 1
        yield Snapshot(step, towers.state(), move)
        if towers.all_on() not in (None, start):
            return
        other = the_other_move(towers, small)  # (2) the one move that leaves disk 1 alone
        if other is None:  # pragma: no cover - cannot happen before the tower is complete
            raise AssertionError(f"no legal move apart from disk 1 at step {step}: {towers}")
        towers.apply(other)
        step += 1
        yield Snapshot(step, towers.state(), other)


def solve_iterative(n: int, direction: int = +1, start: Peg = 0) -> Iterator[Move]:
    """The moves of the direction algorithm (2**n - 1 of them, ending on :func:`end_peg`)."""
    snapshots = iterative_snapshots(n, direction, start)  # checks the input now, not on first next()
    next(snapshots)
    return (snap.move for snap in snapshots if snap.move is not None)  # only the first snapshot has none


def format_pegs(pegs: Pegs) -> str:
    """'A: 3 2 1 | B: - | C: -' — every peg's disks bottom to top."""
    if not isinstance(pegs, (list, tuple)) or len(pegs) != 3 or not all(isinstance(p, (list, tuple)) for p in pegs):
        raise IllegalMove(f"pegs must be three stacks of disks (lists or tuples), got {describe(pegs)}")
    return " | ".join(f"{PEG_NAMES[p]}: {' '.join(map(str, s)) if s else '-'}" for p, s in enumerate(pegs))


def trace_iterative(n: int, direction: int = +1, start: Peg = 0, file: TextIO | None = None) -> None:
    """Print each step of the direction algorithm: step number, the move, every peg bottom to top."""
    for snap in iterative_snapshots(n, direction, start):
        what = str(snap.move) if snap.move else "start"
        print(f"{snap.step:>4}  {what:<12}  {format_pegs(snap.pegs)}", file=file)


# ---- 3. the move at step i, from i alone ----------------------------------------------------------
def times_two_divides(i: int) -> int:
    """How many times 2 divides i (i > 0): the number of trailing zero bits.

    ``i & -i`` keeps only the lowest set bit of i (two's complement), 2**t for t trailing zeros, and its
    bit length is t + 1. No loop: on a machine word that is a few instructions; on Python's unbounded ints,
    ``-i`` and ``&`` each make a new int digit by digit, so the time grows with the number of bits of i
    (a loop dividing by 2 would make one such pass per trailing zero, t passes).
    """
    return (i & -i).bit_length() - 1


def cycle_of(disk: Disk, n: int, src: Peg, dst: Peg) -> tuple[Peg, Peg, Peg]:
    """The three pegs a disk visits in turn: start, target, spare when n and the disk have the same
    parity (like disk n itself), otherwise start, spare, target."""
    via = spare(src, dst)
    return (src, dst, via) if (n - disk) % 2 == 0 else (src, via, dst)


def paper_terms(step: int, n: int) -> PaperTerms:
    """The closed form's working for ``step``, with pegs numbered 1..3, start 1 and target 3.

    Ln = 1 + (times 2 divides i) is the disk; Sn = i // 2**Ln + 1 is which move of that disk this is (the same
    as i / 2**Ln rounded half up, since i / 2**Ln is always k + 1/2); p = (Sn - 1) mod 3 + 1 is the place in the
    disk's cycle of three moves.
    Example: n=4, i=11 gives Ln=1, Sn=6, p=3 and the move 3→1.
    """
    n = check_disk_count(n, what="paper_terms")
    i = check_step(step, n)
    L = 1 + times_two_divides(i)
    S = (i >> L) + 1  # i / 2**L is always k + 1/2 (i = 2**(L-1) * odd), and k = i >> L
    p = (S - 1) % 3 + 1
    cycle = _paper_cycle(L, n)
    return PaperTerms(L, S, p, cycle[p - 1], cycle[p % 3])


def _paper_cycle(disk: Disk, n: int) -> tuple[int, int, int]:
    """The 3-cycle of pegs on paper (1 = start, 2 = spare, 3 = target)."""
    a, b, c = cycle_of(disk, n, 0, 2)
    return a + 1, b + 1, c + 1


def move_at(step: int, n: int, src: Peg = 0, dst: Peg = 2) -> Move:
    """The move at 1-based ``step`` of the minimal solution, with no recursion and no stack.

    The disk is Ln = 1 + (times 2 divides the step); this is that disk's Sn-th move, Sn = step // 2**Ln + 1;
    the disk visits its three pegs in a fixed cycle (see :func:`cycle_of`), so move Sn goes from place
    (Sn - 1) mod 3 of the cycle to the next place. Any n up to MAX_DISKS, e.g. n = 64.
    """
    step, n, src, dst = _step_args(step, n, src, dst, "move_at")
    disk = (step & -step).bit_length()  # 1 + times_two_divides(step)
    place = (step >> disk) % 3  # (Sn - 1) mod 3
    cycle = _CYCLES[src][dst][(n - disk) & 1]
    return _new_move(Move, (disk, cycle[place], cycle[(place + 1) % 3]))  # = Move(...), without its keyword layer


def _step_args(step: object, n: object, src: object, dst: object, what: str) -> tuple[int, int, Peg, Peg]:
    """The arguments of a per-step function, checked: plain ints in range pass one quick test (which keeps the
    checking a small part of move_at's time); anything else goes through the checks that say exactly what is
    wrong."""
    if (
        type(step) is int
        and type(n) is int
        and type(src) is int
        and type(dst) is int  # noqa: E721
        and 0 < n <= MAX_DISKS
        and 0 < step
        and step >> n == 0
        and src != dst
        and src in PEGS
        and dst in PEGS
    ):
        return step, n, src, dst
    n = check_disk_count(n, what=what)
    return check_step(step, n), n, *check_pegs(src, dst)


def _cycles_table() -> list[list[tuple]]:
    """_CYCLES[src][dst][parity]: cycle_of for every peg pair and both parities of n - disk."""
    return [[(cycle_of(2, 2, s, d), cycle_of(1, 2, s, d)) if s != d else () for d in PEGS] for s in PEGS]


_CYCLES = _cycles_table()
_new_move = tuple.__new__


def _peg_map(n: int, src: Peg, dst: Peg) -> tuple[Peg, Peg, Peg]:
    """Rename pegs of the bit formula's solution (0 → 2 for odd n, 0 → 1 for even n) to src → dst."""
    bit_dst = 2 if n % 2 == 1 else 1
    names = [0, 0, 0]
    names[0], names[bit_dst], names[3 - bit_dst] = src, dst, spare(src, dst)
    return names[0], names[1], names[2]


def move_at_bits(step: int, n: int, src: Peg = 0, dst: Peg = 2) -> Move:
    """The move at ``step`` by bit tricks: disk = position of the lowest set bit, from peg
    (i & (i-1)) mod 3 to peg ((i | (i-1)) + 1) mod 3, pegs then renamed for n's parity and src/dst."""
    i, n, src, dst = _step_args(step, n, src, dst, "move_at_bits")
    names = _peg_map(n, src, dst)
    disk = (i & -i).bit_length()
    return Move(disk, names[(i & (i - 1)) % 3], names[((i | (i - 1)) + 1) % 3])


def moves_array(n: int, src: Peg = 0, dst: Peg = 2) -> MovesArray:
    """All 2**n - 1 moves at once as numpy arrays (n <= 25), built the way the recursion builds them.

    The solution for j disks from a to b is: the solution for j - 1 disks from a to c, the move of disk j,
    then the solution for j - 1 disks from c to b. That last part is the first part with every peg turned
    one step round the circle a→c→b→a, i.e. peg + D (mod 3) with D = c - a. So the whole array is made of
    blocks "the j-disk solution, pegs turned by e": the first time a (j, e) block is needed it is assembled
    from its two halves and its middle move; every later (j, e) block is a plain copy of the first one.
    Each byte is written once, mostly by memcpy. :func:`moves_array_bits` computes the same arrays from the
    bit formula (a cross-check).
    """
    n = check_enumerable(n, "moves_array")
    src, dst = check_pegs(src, dst)
    total = (1 << n) - 1
    disk, frm, to = (np.empty(total, dtype=np.uint8) for _ in range(3))
    targets = [0, dst]  # targets[j]: where the j-disk prefix goes (src to dst for all n disks)
    for j in range(n - 1, 0, -1):
        targets.insert(1, spare(src, targets[1]))
    built: dict[tuple[int, int], int] = {}  # (j, e) -> where that block was first written

    def block(at: int, j: int, e: int) -> None:
        """Write the j-disk solution from src to targets[j], pegs turned by e, at index ``at``."""
        size = (1 << j) - 1
        if (j, e) in built:
            first = built[(j, e)]
            frm[at : at + size], to[at : at + size] = frm[first : first + size], to[first : first + size]
            return
        half = size >> 1
        if j > 1:
            block(at, j - 1, e)
        frm[at + half], to[at + half] = (src + e) % 3, (targets[j] + e) % 3
        if j > 1:
            block(at + half + 1, j - 1, (e + targets[j - 1] - src) % 3)
        built[(j, e)] = at

    block(0, n, 0)
    disk[0] = 1
    for j in range(1, n):  # disk numbers: the j-disk prefix, disk j + 1, the prefix again
        half = (1 << j) - 1
        disk[half] = j + 1
        disk[half + 1 : 2 * half + 1] = disk[:half]
    return MovesArray(disk, frm, to)


def moves_array_bits(n: int, src: Peg = 0, dst: Peg = 2, chunk: int = 1 << 20) -> MovesArray:
    """The arrays of :func:`moves_array` from the bit formula of :func:`move_at_bits`, in numpy batches."""
    n = check_enumerable(n, "moves_array_bits")
    src, dst = check_pegs(src, dst)
    chunk = require_int("chunk", chunk, lo=1)
    total = (1 << n) - 1
    names = np.array(_peg_map(n, src, dst), dtype=np.uint8)
    disk, frm, to = (np.empty(total, dtype=np.uint8) for _ in range(3))
    for lo in range(1, total + 1, chunk):
        i = np.arange(lo, min(lo + chunk, total + 1), dtype=np.int32)
        low_bit = i & -i
        k = slice(lo - 1, lo - 1 + len(i))
        disk[k] = np.frexp(low_bit.astype(np.float32))[1]  # low_bit = 2**(disk-1) = 0.5 * 2**disk
        frm[k] = names[(i & (i - 1)) % 3]
        to[k] = names[((i | (i - 1)) + 1) % 3]
    return MovesArray(disk, frm, to)


# ---- where every disk is after `step` moves ---------------------------------------------------------
def moves_made_by(disk: Disk, step: int) -> int:
    """How many of the first ``step`` moves belong to ``disk``: it moves at steps 2**(disk-1) * odd.

    Disks are numbered from 1 (the smallest): DiskType if ``disk`` is not an int, InvalidDisk if it is below 1;
    StepType if ``step`` is not an int, StepOutOfRange if it is negative. Both are checked before any arithmetic.
    """
    if not _is_int(disk):
        raise DiskType(f"disks are numbered 1, 2, 3, ... (whole numbers); got {describe(disk)} ({type(disk).__name__})")
    if disk < 1:
        raise InvalidDisk(f"disks are numbered 1..n (disk 1 is the smallest); got {describe(disk)}")
    if not _is_int(step):
        raise StepType(f"step must be an int, got {describe(step)} ({type(step).__name__})")
    if step < 0:
        raise StepOutOfRange(f"step must be 0 or more (the moves made so far), got {describe(step)}")
    disk, step = int(disk), int(step)
    return (step + 2 ** (disk - 1)) // 2**disk


def state_at(step: int, n: int, src: Peg = 0, dst: Peg = 2) -> tuple[Peg, ...]:
    """The peg of every disk (element k - 1 for disk k) after ``step`` moves, 0 <= step <= 2**n - 1.

    No replay: disk k has made ``moves_made_by(k, step)`` moves, each one place further along its
    3-cycle, so it sits at that count mod 3 in the cycle. Only the count mod 3 matters, and
    moves_made_by(k, i) = (i >> k) + (bit k - 1 of i); reading the bits of i from the top,
    (i >> (k - 1)) mod 3 = (2 * (i >> k) + bit) mod 3, so every disk costs O(1): O(n) for all n (n <= MAX_DISKS).
    """
    n = check_disk_count(n, what="state_at")
    i = check_step(step, n, first=0)
    src, dst = check_pegs(src, dst)
    bits = format(i, f"0{n}b")  # bits[n - k] is bit k - 1 of i
    where, high = [0] * n, 0  # high = (i >> k) mod 3, starting at k = n
    for k in range(n, 0, -1):
        bit = bits[n - k] == "1"
        where[k - 1] = cycle_of(k, n, src, dst)[(high + bit) % 3]
        high = (2 * high + bit) % 3
    return tuple(where)


def pegs_at(step: int, n: int, src: Peg = 0, dst: Peg = 2) -> Pegs:
    """The stacks after ``step`` moves (from :func:`state_at`)."""
    return pegs_from_positions(state_at(step, n, src, dst))


# ---- replaying moves --------------------------------------------------------------------------------
def snapshots(n: int, moves: Iterable[Move] | None = None, src: Peg = 0, dst: Peg = 2) -> Iterator[Snapshot]:
    """The towers before the first move and after every move (default: the recursive solution).

    Moves are applied to :class:`Towers`, so an illegal move raises IllegalMove when it is reached.
    """
    n = check_enumerable(n, "snapshots")
    src, dst = check_pegs(src, dst)
    todo = solve_recursive(n, src, dst) if moves is None else moves
    return _replay(Towers(n, src), todo)


def _replay(towers: Towers, moves: Iterable[Move]) -> Iterator[Snapshot]:
    """Apply the moves one by one, yielding the towers after each."""
    yield Snapshot(0, towers.state(), None)
    for step, move in enumerate(moves, start=1):
        move = Move(*move)
        towers.apply(move)
        yield Snapshot(step, towers.state(), move)


def states(n: int, moves: Iterable[Move] | None = None, src: Peg = 0, dst: Peg = 2) -> Iterator[Pegs]:
    """Just the stacks of :func:`snapshots`: 2**n states for a full solution."""
    return (snap.pegs for snap in snapshots(n, moves, src, dst))
