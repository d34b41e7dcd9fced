"""Exercise checkers for the Towers of Hanoi notebooks: each answers ``correct`` or ``not yet — …``.

A checker never raises on what a student hands it. A wrong type, an unfinished stub (``...`` or ``None``), a
function that raises or runs too long, even bad exercise numbers (n, step, pegs): each comes back as a
``not yet`` verdict that says what to look at. Feedback names the student's own mistake (the first illegal
move, the step where a function goes wrong) and never prints the expected answer. A function exercise is passed
only by the student's own code: handing back teachkit's solver, wrapping it or calling it is refused with
"write it yourself" (:func:`uses_library`).
"""

from __future__ import annotations

import contextlib
import itertools
import numbers
import types
from collections.abc import Callable, Iterable, Iterator

from .. import guard
from ..checks import CheckResult, copies_library, correct, wrong
from ..errors import describe
from ..guard import TimeUp, error_text, guarded
from . import solve, tree
from .solve import (
    PEG_NAMES,
    IllegalMove,
    Move,
    Peg,
    Towers,
    check_disk_count,
    check_enumerable,
    check_pegs,
    check_step,
    end_peg,
    move_at,
    state_at,
)

TIME_LIMIT = 5.0  # seconds a checker lets a student's function run in all, before it reports "too slow"
CHECK_SECONDS = 4 * TIME_LIMIT  # the guard's limit for a whole check (teachkit.guard), a backstop to TIME_LIMIT


class TooSlow(TimeUp):
    """Raised inside a student's function when a checker's time limit is over (a BaseException: a student's
    ``except Exception`` cannot swallow it)."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise TooSlow in the running code after ``seconds``, and again at the end if it was swallowed
    (teachkit.guard.time_limit)."""
    with guard.time_limit(seconds, error=TooSlow):
        yield


def unfinished(answer: object, name: str) -> str | None:
    """What to say if ``answer`` is still a stub (``...`` or ``None``), else None."""
    if answer is Ellipsis:
        return f"{name} is still `...`: replace it with your answer"
    if answer is None:
        hint = " (did the function forget `return`?)" if "(" in name else ""
        return f"{name} is None: give your answer{hint}"
    return None


def raised(call: str, err: BaseException) -> str:
    """A student-readable line for an exception raised by the student's code."""
    if isinstance(err, TooSlow):
        return f"{call} did not finish within {TIME_LIMIT:g} s — a loop that never ends, or far too much work?"
    if isinstance(err, RecursionError):
        return f"{call} recursed without end (RecursionError): does it stop at n == 0, and is n smaller each call?"
    return f"{call} raised {error_text(err)}"


def _is_int(value: object) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


# ---- teachkit's own functions are not an answer --------------------------------------------------------
# What each function exercise must not hand back or call: the library functions that already compute its answer.
SOLVERS = (
    solve.hanoi,
    solve.solve_recursive,
    solve.solve_iterative,
    solve.iterative_snapshots,
    solve.snapshots,
    solve.states,
    solve.moves_array,
    solve.moves_array_bits,
    solve.move_at,
    solve.move_at_bits,
    tree.recursion_tree,
    tree.in_order,
)
STEP_FORMULAS = (
    solve.move_at,
    solve.move_at_bits,
    solve.moves_array,
    solve.moves_array_bits,
    solve.paper_terms,
    solve.hanoi,
    solve.solve_recursive,
    solve.solve_iterative,
    solve.iterative_snapshots,
    solve.snapshots,
    solve.states,
    tree.recursion_tree,
    tree.node_at,
    tree.in_order,
)


def _names_used(code: object) -> set[str]:
    """Every global or attribute name a code object (and the functions and comprehensions inside it) uses."""
    names: set[str] = set()
    todo = [code]
    while todo:
        current = todo.pop()
        names.update(getattr(current, "co_names", ()))
        todo.extend(c for c in getattr(current, "co_consts", ()) if hasattr(c, "co_names"))
    return names


def uses_library(fn: object, originals: tuple) -> str | None:
    """The name of the teachkit function ``fn`` is, wraps or calls (directly or as ``module.name``), else None."""
    try:
        name = copies_library(fn, *originals)
        if name:
            return name
        inner = getattr(fn, "__func__", fn)
        if not hasattr(inner, "__code__"):  # an object with a __call__ method
            inner = getattr(type(fn).__dict__.get("__call__"), "__func__", type(fn).__dict__.get("__call__"))
        code, scope = getattr(inner, "__code__", None), dict(getattr(inner, "__globals__", {}))
        if code is None:
            return None
        used = _names_used(code)
        for var, cell in zip(code.co_freevars, getattr(inner, "__closure__", None) or ()):
            with contextlib.suppress(ValueError):  # an empty cell
                scope[var] = cell.cell_contents
                used.add(var)
        for word in used:
            value = scope.get(word)
            if any(value is original for original in originals):
                return word
            if isinstance(value, types.ModuleType):  # e.g. hanoi.solve_recursive(...) after import teachkit.hanoi
                for attr in used:
                    if any(getattr(value, attr, None) is original for original in originals):
                        return attr
    except Exception:  # never let the inspection itself fail at a student
        return None
    return None


def refused(fn: object, name: str, originals: tuple, task: str) -> str | None:
    """The "write it yourself" message if ``fn`` is, or calls, one of teachkit's own functions, else None."""
    used = uses_library(fn, originals)
    if used is None:
        return None
    return (
        f"write it yourself — {name} uses teachkit's own {used}, which already does the whole job. Build it from {task}"
    )


# ---- a list of moves ----------------------------------------------------------------------------------
def as_move(item: object, towers: Towers, number: int) -> Move:
    """A student's move as a Move: (disk, src, dst), or (src, dst) meaning "the top disk of src"."""
    try:
        parts = tuple(item)  # type: ignore[arg-type]
    except TypeError:
        raise IllegalMove(
            f"move {number} is {describe(item)}, not a (src, dst) pair or a Move(disk, src, dst)"
        ) from None
    if len(parts) == 2:
        src, dst = parts
        if not _is_int(src) or src not in (0, 1, 2):
            raise IllegalMove(f"move {number} {describe(item)}: there is no peg {src!r} (pegs are 0, 1, 2)")
        top = towers.top(src)
        if top is None:
            raise IllegalMove(f"move {number} {describe(item)}: peg {PEG_NAMES[src]} is empty")
        return Move(top, src, dst)
    if len(parts) == 3:
        return Move(*parts)
    raise IllegalMove(f"move {number} is {describe(item)}, not a (src, dst) pair or a Move(disk, src, dst)")


def move_limit(n: int) -> int:
    """The most moves a checker replays: four times the minimum, plus some slack for small n."""
    return 4 * 2**n + 100


def first_illegal(n: int, moves: Iterable[object], src: Peg = 0) -> tuple[Towers, int, str | None]:
    """Replay the moves: the towers reached, how many moves were made, and the first problem (or None)."""
    towers = Towers(n, src)
    count = 0
    try:
        items = iter(moves)  # type: ignore[call-overload]
    except TypeError:
        return towers, 0, f"the moves must be a list of (src, dst) pairs, got {describe(moves)}"
    number = 0
    while True:
        number += 1
        try:
            item = next(items)
        except StopIteration:
            return towers, count, None
        except Exception as err:  # a generator of the student's that fails half way
            return towers, count, raised(f"producing move {number}", err)
        if number > move_limit(n):
            return towers, count, f"more than {move_limit(n):,} moves for n={n}: the minimum is {2**n - 1}"
        try:
            towers.apply(as_move(item, towers, number))
        except IllegalMove as err:
            return towers, count, f"move {number} is illegal — {err}"
        except Exception as err:  # an odd object: report it, never a traceback
            return towers, count, f"move {number} ({describe(item)}) cannot be read as a move: {err}"
        count = number


@guarded(CHECK_SECONDS)
def check_moves(n: int, moves: Iterable[object], src: Peg = 0, dst: Peg = 2, minimal: bool = True) -> CheckResult:
    """Do the moves carry n disks from src to dst legally (and, if ``minimal``, in 2**n - 1 moves)?"""
    stub = unfinished(moves, "the list of moves")
    if stub:
        return wrong(stub)
    try:
        n = check_enumerable(n, "check_moves")
        src, dst = check_pegs(src, dst)
    except ValueError as err:
        return wrong(f"the exercise itself is set up wrongly: {err}")
    towers, count, problem = first_illegal(n, moves, src)
    if problem:
        return wrong(problem)
    best = 2**n - 1
    if towers.all_on() != dst:
        left = ", ".join(f"{PEG_NAMES[p]}: {list(s)}" for p, s in enumerate(towers.pegs) if s)
        made = (
            "no moves yet" if count == 0 else "the one move is legal" if count == 1 else f"all {count} moves are legal"
        )
        return wrong(f"{made}, but the disks are not all on peg {PEG_NAMES[dst]} yet ({left})")
    if count > best:
        message = f"legal and complete, but {count} moves; the fewest possible is 2**{n} - 1 = {best}"
        return wrong(message) if minimal else correct(message)
    return correct(f"{count} legal moves, the minimum 2**{n} - 1")


# ---- the student's recursive function -----------------------------------------------------------------
HANOI_CASES = ((1, 0, 2, 1), (2, 0, 2, 1), (3, 0, 2, 1), (3, 0, 1, 2), (4, 2, 0, 1), (5, 0, 2, 1), (6, 1, 2, 0))


@guarded(CHECK_SECONDS)
def check_hanoi_function(fn: Callable, name: str = "my_hanoi") -> CheckResult:
    """Does ``fn(n, src, dst, via)`` return the (src, dst) moves of a minimal solution, for several n and pegs?"""
    stub = unfinished(fn, name)
    if stub:
        return wrong(stub)
    if not callable(fn):
        return wrong(f"{name} should be a function, got {describe(fn)}")
    copy = refused(fn, name, SOLVERS, "the three steps: n - 1 disks out of the way, the largest, the n - 1 back on top")
    if copy:
        return wrong(copy)
    try:
        with time_limit(TIME_LIMIT):
            for n, src, dst, via in ((0, 0, 2, 1),) + HANOI_CASES:
                call = f"{name}({n}, {src}, {dst}, {via})"
                try:
                    result = fn(n, src, dst, via)
                except TooSlow:
                    raise
                except Exception as err:
                    return wrong(raised(call, err))
                stub = unfinished(result, f"the result of {call}")
                if stub:
                    return wrong(stub)
                if not hasattr(result, "__iter__") or isinstance(result, (str, bytes, dict)):
                    return wrong(f"{call} returned {describe(result)}; it should return a list of (src, dst) moves")
                try:
                    moves = list(itertools.islice(result, move_limit(max(n, 1)) + 1))
                except TooSlow:
                    raise
                except Exception as err:
                    return wrong(raised(f"reading the moves of {call}", err))
                if n == 0:
                    if moves:
                        return wrong(f"{call} should make no moves (there are no disks), got {describe(moves)}")
                    continue
                verdict = check_moves(n, moves, src, dst)
                if not verdict:
                    return wrong(f"{call}: {verdict.message}")
    except TooSlow as err:
        return wrong(raised(f"{name}(...)", err))
    return correct(f"{name} solves n = 0..6 from and to several pegs, legally and in 2**n - 1 moves")


# ---- the move at step i -------------------------------------------------------------------------------
def _as_answer_move(answer: object, what: str) -> tuple[Move | None, str | None]:
    """A student's answer as a Move of ints, or the reason it is not one."""
    stub = unfinished(answer, what)
    if stub:
        return None, stub
    try:
        parts = tuple(answer)  # type: ignore[arg-type]
    except TypeError:
        return None, f"{what} is {describe(answer)}, not a Move(disk, src, dst)"
    if len(parts) != 3:
        return None, f"{what} is {describe(answer)}: a Move has three parts, (disk, src, dst)"
    if any(isinstance(p, float) for p in parts):
        return None, (
            f"{what} is {describe(answer)}, with floats in it: use whole-number arithmetic "
            f"(//, >>, %), which stays exact for huge steps"
        )
    if not all(_is_int(p) for p in parts):
        return None, f"{what} is {describe(answer)}: disk and pegs must be whole numbers (pegs 0, 1, 2)"
    return Move(*(int(p) for p in parts)), None


@guarded(CHECK_SECONDS)
def check_move_at(step: int, n: int, answer: object) -> CheckResult:
    """Is ``answer`` the move at ``step`` for n disks from peg 0 to peg 2? Give a Move or (disk, src, dst)."""
    try:
        n = check_disk_count(n)
        step = check_step(step, n)
    except ValueError as err:
        return wrong(f"the exercise itself is set up wrongly: {err}")
    expected = move_at(step, n)
    given, problem = _as_answer_move(answer, "the answer")
    if problem:
        return wrong(problem)
    if given.disk != expected.disk:
        return wrong(
            f"disk {given.disk} is not the disk that moves at step {step} (count how many times 2 divides {step})"
        )
    if (given.src, given.dst) != (expected.src, expected.dst):
        return wrong(
            f"disk {given.disk} is right, but it does not go {given.src}→{given.dst} at step {step}: "
            f"which move of disk {given.disk} is this (S), and where does its cycle go first?"
        )
    return correct(f"step {step}: {expected}")


# Steps where float arithmetic (i / 2**L, round, ceil) goes wrong for 64 disks: odd multiples of 2**(L-1) with
# more significant bits than a float holds, e.g. 2**62 + 1.
BIG_STEPS = (
    1,
    2,
    3,
    2**40,
    12_345_678_901_234_567,
    10**18,
    2**62 + 1,
    2**62 + 3,
    2**63,
    2**63 + 2**10,
    2**64 - 3,
    2**64 - 1,
)


@guarded(CHECK_SECONDS)
def check_move_at_function(fn: Callable, name: str = "my_move_at") -> CheckResult:
    """Does ``fn(i, n)`` give the move at step i of the n-disk solution from peg 0 to peg 2, for every step
    of n = 1..8 and for some huge steps of n = 64?"""
    stub = unfinished(fn, name)
    if stub:
        return wrong(stub)
    if not callable(fn):
        return wrong(f"{name} should be a function, got {describe(fn)}")
    copy = refused(fn, name, STEP_FORMULAS, "the disk L, which move S of disk L this is, and its cycle of pegs")
    if copy:
        return wrong(copy)
    cases = [(i, n) for n in range(1, 9) for i in range(1, 2**n)] + [(i, 64) for i in BIG_STEPS]
    try:
        with time_limit(TIME_LIMIT):
            for i, n in cases:
                call = f"{name}({i}, {n})"
                try:
                    result = fn(i, n)
                except TooSlow:
                    raise
                except Exception as err:
                    return wrong(raised(call, err))
                given, problem = _as_answer_move(result, f"{call}")
                if problem:
                    return wrong(problem)
                expected = move_at(i, n)
                if given.disk != expected.disk:
                    return wrong(
                        f"{call} moves disk {given.disk}, but that is not the disk that moves at step "
                        f"{i}: L is 1 + the number of times 2 divides i"
                    )
                if (given.src, given.dst) != (expected.src, expected.dst):
                    return wrong(
                        f"{call}: disk {given.disk} is right, but it does not go "
                        f"{given.src}→{given.dst} (pegs 0..2) at step {i}. Check S = (i >> L) + 1, "
                        f"the cycle of disk {given.disk} when n = {n}, and place (S - 1) % 3 in it"
                    )
    except TooSlow as err:
        return wrong(raised(f"{name}(...)", err))
    return correct(
        f"{name} matches the minimal solution at all {len(cases) - len(BIG_STEPS)} steps of n = 1..8 "
        f"and at {len(BIG_STEPS)} steps of n = 64, up to 2**64 - 1"
    )


# ---- where the loop ends, where every disk is --------------------------------------------------------
@guarded(CHECK_SECONDS)
def check_end_peg(n: int, direction: int, answer: object) -> CheckResult:
    """Is ``answer`` the peg where the direction algorithm ends for n disks started on peg 0?"""
    try:
        expected = end_peg(n, direction)
    except ValueError as err:
        return wrong(f"the exercise itself is set up wrongly: {err}")
    stub = unfinished(answer, "your peg")
    if stub:
        return wrong(stub)
    if not _is_int(answer) or answer not in (0, 1, 2):
        return wrong(f"give a peg 0, 1 or 2, got {describe(answer)}")
    if answer == expected:
        return correct(f"n={n}, direction {direction:+d}: the tower ends on peg {expected}")
    parity = "odd" if n % 2 else "even"
    return wrong(
        f"for n={n} ({parity}) going {direction:+d} the tower does not end on peg {answer}; "
        f"think about which way disk {n} turns when disk 1 turns {direction:+d}"
    )


@guarded(CHECK_SECONDS)
def check_state_at(step: int, n: int, answer: object) -> CheckResult:
    """Is ``answer`` the peg of every disk (disk 1 first) after ``step`` moves from peg 0 to peg 2?"""
    try:
        expected = state_at(step, n)
    except ValueError as err:
        return wrong(f"the exercise itself is set up wrongly: {err}")
    stub = unfinished(answer, "your answer")
    if stub:
        return wrong(stub)
    if hasattr(answer, "tolist") and not isinstance(answer, (list, tuple)):  # a numpy array
        with contextlib.suppress(Exception):
            answer = answer.tolist()
    if not isinstance(answer, (list, tuple)) or len(answer) != len(expected):
        return wrong(f"give one peg per disk, {len(expected)} numbers (disk 1 first), got {describe(answer)}")
    if not all(_is_int(p) and int(p) in (0, 1, 2) for p in answer):
        return wrong(f"every peg must be 0, 1 or 2, got {describe(answer)}")
    given = tuple(int(p) for p in answer)
    if given == expected:
        return correct(f"after {step} moves: {expected}")
    k = next(k for k, (a, b) in enumerate(zip(given, expected), start=1) if a != b)
    return wrong(
        f"disk {k} is not on peg {given[k - 1]} after {step} moves "
        f"(how many times has disk {k} moved, and which way round does it turn?)"
    )
