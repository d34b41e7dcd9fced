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
import os
import types
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from .. import guard
from ..checks import (
    CheckResult,
    cell_uses,
    code_names,
    copies_library,
    correct,
    first_call,
    library_named,
    names_used,
    source_tree,
    wrong,
)
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
        if "(" in name:  # what a call returned: the student did write something
            return (
                f"{name} is None: did the function forget `return`, or return what list.append or .extend gave "
                f"back? They change the list and return None"
            )
        return f"{name} is None: give your answer"
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
        used = names_used(code)
        for var, cell in zip(code.co_freevars, getattr(inner, "__closure__", None) or ()):
            with contextlib.suppress(ValueError):  # an empty cell
                scope[var] = cell.cell_contents
                used.add(var)
        return library_named(used, scope, originals)
    except Exception:  # never let the inspection itself fail at a student
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
def _disks(n: int) -> str:
    """'1 disk', '3 disks'."""
    return f"{n} disk" if n == 1 else f"{n} disks"


class NotAMove(Exception):
    """An item of a student's list that is not written as a move at all (a lone number, a nested list, a peg
    written as a letter): a mistake of form, reported without calling the move illegal."""


def _is_sequence(value: object) -> bool:
    return isinstance(value, (list, tuple, range)) or (hasattr(value, "__iter__") and not isinstance(value, str))


def _check_form(item: Any, parts: tuple, number: int) -> None:
    """NotAMove if ``parts`` (the item ``item``, already a tuple) is not written as a move."""
    if (isinstance(item, list) and len(parts) not in (2, 3)) or any(_is_sequence(p) for p in parts):
        raise NotAMove(
            f"move {number} is {describe(item)}, a list inside the list of moves: join the lists with +, do not nest "
            f"them"
        )
    if len(parts) not in (2, 3):
        raise NotAMove(f"move {number} is {describe(item)}, not a (src, dst) pair or a Move(disk, src, dst)")
    for peg in parts[-2:]:
        if isinstance(peg, str) and peg.strip().upper() in ("A", "B", "C"):
            raise NotAMove(f"move {number} {describe(item)}: write pegs as numbers 0, 1, 2 (A is 0, B is 1, C is 2)")
        if not _is_int(peg) or peg not in (0, 1, 2):
            raise NotAMove(f"move {number} {describe(item)}: there is no peg {peg!r} (pegs are 0, 1, 2)")


def as_move(item: Any, towers: Towers, number: int) -> Move:
    """A student's move as a Move: (disk, src, dst), or (src, dst) meaning "the top disk of src". NotAMove if the
    item is not written as a move, IllegalMove if it breaks a rule."""
    if isinstance(item, str):
        raise NotAMove(f"move {number} is {describe(item)}, text: write each move as a (src, dst) pair of numbers")
    try:
        parts = tuple(item)
    except TypeError:
        if _is_int(item):
            raise NotAMove(
                f"move {number} is {describe(item)}, a lone number: each move is one (src, dst) pair: wrap it, "
                f"[(src, dst)]"
            ) from None
        raise NotAMove(f"move {number} is {describe(item)}, not a (src, dst) pair or a Move(disk, src, dst)") from None
    _check_form(item, parts, number)
    if len(parts) == 2:
        src, dst = parts
        top = towers.top(src)
        if top is None:
            raise IllegalMove(
                f"move {number} {describe(item)}: peg {PEG_NAMES[src]} is empty (pegs are numbered 0, 1, 2 = A, B, C) "
                f"— it has no disk to give; an empty peg can only receive"
            )
        return Move(top, src, dst)
    return Move(*parts)


def counted_from_one(moves: object) -> bool:
    """Do the moves name a peg 3, and only pegs 1, 2, 3 — pegs numbered 1..3 instead of 0..2?"""
    if not isinstance(moves, (list, tuple)):
        return False
    pegs = []
    for item in moves:
        if not isinstance(item, (list, tuple)) or len(item) not in (2, 3):
            return False
        pegs += list(item[-2:])
    return 3 in pegs and all(_is_int(p) and p in (1, 2, 3) for p in pegs)


def move_limit(n: int) -> int:
    """The most moves a checker replays: four times the minimum, plus some slack for small n."""
    return 4 * 2**n + 100


def first_illegal(n: int, moves: Iterable[object], src: Peg = 0) -> tuple[Towers, int, str | None]:
    """Replay the moves: the towers reached, how many moves were made, and the first problem (or None)."""
    towers = Towers(n, src)
    count = 0
    try:
        items = iter(moves)
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
        except NotAMove as err:
            return towers, count, str(err)
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
    if counted_from_one(moves):
        return wrong(
            "your moves name a peg 3, but the pegs are numbered 0, 1, 2 (drawn A, B, C): did you count them "
            "1, 2, 3? Take 1 off every peg number"
        )
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
        message = f"legal and complete, but {count} moves; the fewest possible for {_disks(n)} is {best}"
        return wrong(message) if minimal else correct(message)
    return correct(f"{count} legal {'move' if count == 1 else 'moves'}, the minimum for {_disks(n)}")


# ---- moves worked out by hand (exercise 01-1) ----------------------------------------------------------
def _solver_made(moves: object) -> str | None:
    """The teachkit solver whose output ``moves`` is (its generator, or its Move objects), else None."""
    code = getattr(moves, "gi_code", None)
    for solver in SOLVERS:
        if code is not None and code is getattr(solver, "__code__", None):
            return solver.__name__
    if code is not None and code.co_filename.startswith(os.path.dirname(os.path.abspath(solve.__file__))):
        return "solvers"
    if isinstance(moves, (list, tuple)) and moves and all(isinstance(item, Move) for item in moves):
        return "Move objects"
    return None


@guarded(CHECK_SECONDS)
def check_by_hand(n: int, moves: Iterable[object], src: Peg = 0, dst: Peg = 2) -> CheckResult:
    """:func:`check_moves` for moves the student works out: teachkit's solvers are refused, whether the moves
    are their output (a generator, Move objects) or the cell that calls this check uses one of them."""
    made = _solver_made(moves)
    if made is None:
        made = cell_uses(SOLVERS)
    if made == "Move objects":
        return wrong(
            "these are Move objects, what teachkit's solvers return: work the moves out yourself and write each "
            "as a (src, dst) pair"
        )
    if made:
        return wrong(
            f"write them yourself — these moves come from teachkit's own {made}, which already does the whole job. "
            "Work them out by hand, on paper or with Towers.apply, and list them as (src, dst) pairs"
        )
    return check_moves(n, moves, src, dst)


# ---- the student's recursive function -----------------------------------------------------------------
HANOI_CASES = ((1, 0, 2, 1), (2, 0, 2, 1), (3, 0, 2, 1), (3, 0, 1, 2), (4, 2, 0, 1), (5, 0, 2, 1), (6, 1, 2, 0))


def _carried_over(fn: object) -> str:
    """A hint if ``fn`` has a default list that earlier calls have filled (``def f(n, ..., moves=[])``), else ""."""
    defaults = getattr(getattr(fn, "__func__", fn), "__defaults__", None) or ()
    if any(isinstance(d, list) and d for d in defaults):
        return (
            ". Your function has a list as a default argument, and it is not empty any more: Python makes that "
            "list once, so each call finds the moves of the calls before it. Start each call with a new list"
        )
    return ""


def _moves_of(fn: Callable, args: tuple) -> list | None:
    """The moves ``fn(*args)`` gives, copied into a new list; None if they cannot be read."""
    try:
        result = fn(*args)
        return None if result is None else list(itertools.islice(result, move_limit(max(args[0], 1)) + 1))
    except TooSlow:
        raise
    except Exception:
        return None


def _returns_none(fn: Callable, args: tuple) -> bool:
    """Does ``fn(*args)`` return None (a function with no `return` at all), rather than something or an error?"""
    try:
        return fn(*args) is None
    except TooSlow:
        raise
    except Exception:
        return False


def _keeps_state(fn: Callable, args: tuple) -> bool:
    """Do two calls of ``fn`` with the same arguments give different moves (at ``args``, or at n = 1)? Then the
    function keeps something between calls, e.g. a list outside it that each call appends to."""
    for call in (args, (1, 0, 2, 1)):
        first = _moves_of(fn, call)
        second = _moves_of(fn, call)
        if first is not None and second is not None and first != second:
            return True
    return False


def _state_hint(fn: Callable, call: str, args: tuple) -> str | None:
    """The message for a function that keeps state between calls, if ``fn`` does, else None."""
    if _carried_over(fn) or not _keeps_state(fn, args):
        return None
    return (
        f"{call}: two calls with the same arguments give different moves — your function keeps state between "
        f"calls (a list outside it?): build a new list in each call"
    )


@guarded(CHECK_SECONDS)
def check_hanoi_function(fn: Callable, name: str = "my_hanoi") -> CheckResult:
    """Does ``fn(n, src, dst, via)`` return the (src, dst) moves of a minimal solution, for several n and pegs?"""
    stub = unfinished(fn, name)
    if stub:
        return wrong(stub)
    if not callable(fn):
        return wrong(f"{name} should be a function, got {describe(fn)}")
    task = "the three steps: n - 1 disks out of the way, the largest, the n - 1 back on top"
    copy = refused(fn, name, SOLVERS, task)
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
                if result is None and n == 0 and not _returns_none(fn, (1, src, dst, via)):  # only n = 0 is None
                    return wrong(f"{call} returned None for n = 0: with no disks, return an empty list []")
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
                        state = _state_hint(fn, call, (n, src, dst, via))
                        return wrong(
                            state or f"{call} should make no moves (there are no disks), got {describe(moves)}"
                        )
                    continue
                verdict = check_moves(n, moves, src, dst)
                if not verdict:
                    state = _state_hint(fn, call, (n, src, dst, via))
                    return wrong(state or f"{call}: {verdict.message}{_carried_over(fn)}")
    except TooSlow as err:
        return wrong(raised(f"{name}(...)", err))
    with contextlib.suppress(Exception):  # it ran without error above
        with time_limit(TIME_LIMIT):
            codes = code_names(SOLVERS)
            called = first_call(lambda: list(itertools.islice(fn(3, 0, 1, 2), 100)), lambda f: codes.get(f.f_code))
        if called:  # e.g. an import inside the function, or getattr(...): not visible in its code
            return wrong(
                f"write it yourself — {name} calls teachkit's own {called}, which already does the whole "
                f"job. Build it from {task}"
            )
    return correct(f"{name} solves n = 0..6 from and to several pegs, legally and in the fewest moves")


# ---- the move at step i -------------------------------------------------------------------------------
def _as_answer_move(answer: Any, what: str) -> tuple[Move | None, str | None]:
    """A student's answer as a Move of ints, or the reason it is not one."""
    stub = unfinished(answer, what)
    if stub:
        return None, stub
    try:
        parts = tuple(answer)
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
    assert given is not None
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
                assert given is not None
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


# ---- watching a student's own code: a step budget, recursion, teachkit's functions called on the way ----------
class OverBudget(BaseException):
    """Raised inside a student's function when it has run more lines than a checker allows (a BaseException,
    so that a student's ``except Exception`` cannot swallow it)."""


class CallsItself(BaseException):
    """Raised inside a student's function when one of the student's functions calls itself (recursion)."""


class CallsLibrary(BaseException):
    """Raised inside a student's function when it calls one of the teachkit functions a checker refuses."""


def _library_dirs() -> tuple[str, ...]:
    """Folders whose code is not the student's: teachkit itself, the standard library, installed packages."""
    import os
    import sysconfig

    paths = sysconfig.get_paths()
    dirs = {os.path.dirname(os.path.dirname(os.path.abspath(__file__)))}
    dirs.update(paths[key] for key in ("stdlib", "platstdlib", "purelib", "platlib") if paths.get(key))
    return tuple(os.path.join(d, "") for d in dirs)


class Watch:
    """Run a student's code with a budget of executed lines, stopping at once if one of the student's functions
    calls itself (a call depth probe: the same code object twice on the stack) or calls a refused teachkit function.

    Use as ``with Watch(budget, refused_functions) as watch: ...``; it restores any tracer that was there before.
    """

    def __init__(self, budget: int, library: Iterable[Callable] = ()):
        self.budget = budget
        self.lines = 0
        self.recursive: str | None = None
        self.partial: list | None = None
        self.library_used: str | None = None
        self.library = {}
        for function in library:
            code = getattr(getattr(function, "__func__", function), "__code__", None)
            if code is not None:
                self.library[code] = function.__name__
        self.dirs = _library_dirs()

    def _student(self, code) -> bool:
        name = code.co_filename
        return not name.startswith(self.dirs) and not name.startswith("<frozen")

    def _call(self, frame, event, arg):
        if event != "call":
            return None
        code = frame.f_code
        if code in self.library:
            self.library_used = self.library[code]
            raise CallsLibrary(self.library_used)
        if not self._student(code):
            return None
        back = frame.f_back
        while back is not None:
            if back.f_code is code:
                self.recursive = code.co_name
                raise CallsItself(code.co_name)
            back = back.f_back
        return self._line

    def _line(self, frame, event, arg):
        if event == "line":
            self.lines += 1
            if self.lines > self.budget:
                self.partial = _moves_so_far(frame)
                raise OverBudget
        return self._line

    def __enter__(self) -> Watch:
        import sys

        self.previous = sys.gettrace()
        sys.settrace(self._call)
        return self

    def __exit__(self, *exc) -> None:
        import sys

        sys.settrace(self.previous)


def _moves_so_far(frame) -> list | None:
    """The longest list of pairs among the local variables of a student's frame: the moves recorded so far by a
    loop that has run out of budget, so that a checker can still name the first wrong one."""
    best = None
    for value in list(frame.f_locals.values()):
        if isinstance(value, list) and value and (best is None or len(value) > len(best)):
            head = value[:20]
            if all(isinstance(x, (tuple, list)) and len(x) in (2, 3) for x in head):
                best = value
    return list(best) if best is not None else None


def _calls_itself(fn: object) -> str | None:
    """The name of ``fn`` if its own code calls it by that name (a static look; the Watch catches the rest)."""
    inner = getattr(fn, "__func__", fn)
    name, code = getattr(inner, "__name__", None), getattr(inner, "__code__", None)
    if not name or code is None:
        return None
    scope = getattr(inner, "__globals__", {})
    return name if name in names_used(code) and scope.get(name) is fn else None


def _library_name(fn: object, originals: tuple) -> str | None:
    """:func:`uses_library`, but naming the function rather than its module when the student wrote
    ``module.function(...)`` and the module shares a function's name (``teachkit.hanoi`` and ``solve.hanoi``)."""
    name = uses_library(fn, originals)
    inner = getattr(fn, "__func__", fn)
    module = getattr(inner, "__globals__", {}).get(name) if name else None
    if isinstance(module, types.ModuleType):
        for attr in names_used(getattr(inner, "__code__", None)):
            if any(getattr(module, attr, None) is original for original in originals):
                return attr
    return name


def _recursion_refused(name: str, what: str, instead: str = "a plain loop, with no function calling itself") -> str:
    """The "no recursion here" message: which function calls itself, and what to write instead."""
    return f"{name} uses recursion ({what} calls itself). This exercise is about doing without it: {instead}"


NO_RECURSION_CLOSED = "compute the answer from the numbers alone, with no function calling itself"


# ---- notebook 02: the direction algorithm, written by the student -------------------------------------------------
LOOP_LIBRARY = (
    *SOLVERS,
    solve.iterative_snapshots,
    solve.trace_iterative,
    solve.the_other_move,
    solve.end_peg,
    solve.state_at,
    solve.pegs_at,
    solve.paper_terms,
    solve._direction_loop,
    solve._replay,
)
LOOP_CLASSES = (solve.Towers,)
LOOP_CASES = tuple((n, d) for n in range(1, 8) for d in (+1, -1))
LOOP_CASES_LATER = ((9, -1), (8, +1), (10, +1), (8, -1), (10, -1), (9, +1))  # beyond a small stored table, out of order


def loop_budget(n: int) -> int:
    """Lines of the student's code a checker lets one call run: generous for 2**n - 1 moves, small for a loop
    that never stops (which would otherwise fill the memory with moves)."""
    return 300 * 2**n + 20_000


def _looks_like_pegs(value: Any, n: int) -> bool:
    """True for three stacks of disks 1..n (what a loop holds at the end), rather than a list of moves."""
    try:
        stacks = list(value)
        return len(stacks) == 3 and sorted(d for s in stacks for d in s) == list(range(1, n + 1))
    except Exception:
        return False


def _is_stub(fn: Callable) -> bool:
    """True if the function's source still has the notebook's ``...`` line (the exercise is not started)."""
    import inspect

    try:
        source = inspect.getsource(getattr(fn, "__func__", fn))
    except (OSError, TypeError):
        return False
    return any(line.strip().startswith("...") for line in source.splitlines())


def _as_pairs(value: object) -> tuple | None:
    """A list of moves as a tuple of (src, dst) pairs, or None if ``value`` is not one."""
    if not isinstance(value, (list, tuple)) or not 3 <= len(value) <= 5000:
        return None
    pairs = []
    for item in value:
        if not isinstance(item, (list, tuple)) or len(item) not in (2, 3):
            return None
        pairs.append(tuple(item[-2:]))
    return tuple(pairs)


def _stored_moves(fn: Any) -> tuple[str, int] | None:
    """(name, n) if a global, closure cell or default value the function reads already holds the direction
    algorithm's moves for some n >= 2 (a table filled in advance), else None."""
    try:
        inner = getattr(fn, "__func__", fn)
        code = getattr(inner, "__code__", None)
        if code is None:
            return None
        scope = {word: inner.__globals__[word] for word in names_used(code) if word in inner.__globals__}
        for var, cell in zip(code.co_freevars, inner.__closure__ or ()):
            with contextlib.suppress(ValueError):
                scope[var] = cell.cell_contents
        defaults = inner.__defaults__ or ()
        params = code.co_varnames[: code.co_argcount]
        for param, value in zip(params[len(params) - len(defaults) :], defaults):
            scope[f"the default value of {param}"] = value
        scope.update((inner.__kwdefaults__ or {}).items())
        known = {tuple((m.src, m.dst) for m in solve.solve_iterative(n, d)): n for n in range(2, 13) for d in (+1, -1)}
        for word, value in scope.items():
            if isinstance(value, (types.ModuleType, types.FunctionType, type)):
                continue
            items = list(value.values()) if isinstance(value, dict) else [value]
            if isinstance(value, (list, tuple)):
                items += list(value)[:100]
            for item in items[:200]:
                pairs = _as_pairs(item)
                if pairs in known:
                    return word, known[pairs]
    except Exception:  # never let the inspection itself fail at a student
        return None
    return None


def _loop_moves(fn: Callable, name: str, n: int, d: int) -> tuple[list | None, str | None]:
    """Call the student's loop once and read its moves: (moves, None) or (None, what went wrong)."""
    call = f"{name}({n}, {d:+d})"
    result = fn(n, d)
    stub = unfinished(result, f"the result of {call}")
    if stub:
        return None, stub
    if _is_int(result):
        return None, f"{call} returned the number {result}; return the list of moves, one (src, dst) pair per move"
    if not hasattr(result, "__iter__") or isinstance(result, (str, bytes, dict)):
        return None, f"{call} returned {describe(result)}; it should return a list of (src, dst) moves"
    if isinstance(result, (list, tuple)) and _looks_like_pegs(result, n):
        return None, (
            f"{call} returned the three pegs ({describe(result)}), not the moves: record each move as a "
            f"(src, dst) pair in a list as you make it, and return that list"
        )
    moves = list(itertools.islice(result, move_limit(n) + 1))
    return moves, None


_ONLY_ON_C = "went on until they were on peg C"  # the loop's stop test looks at peg C alone


def _tower_peg_after(n: int, moves: list) -> Peg | None:
    """The peg holding all n disks after the moves, replayed from peg A (None if not one peg, or a move is bad)."""
    towers = Towers(n)
    try:
        for number, item in enumerate(moves, start=1):
            towers.apply(as_move(item, towers, number))
    except Exception:  # a malformed or illegal move: no final tower to report
        return None
    return towers.all_on()


def _describe_loop_mistake(n: int, d: int, moves: list, call: str, finished: bool = True) -> str | None:
    """What is wrong with the student's moves for one case (None if they are the direction algorithm's);
    ``finished=False`` for the moves a loop had recorded when it was stopped (then too many is "never stops")."""
    expected = list(solve.solve_iterative(n, d))
    towers = Towers(n)
    for number, item in enumerate(moves, start=1):
        if number > len(expected):
            extra = len(moves) - len(expected)
            where = PEG_NAMES[end] if (end := towers.all_on()) is not None else "?"
            if len(moves) > move_limit(n) or not finished:
                return (
                    f"{call} did not stop: it had made {len(moves):,} moves, yet the tower was complete on peg "
                    f"{where} after move {len(expected)}. Test the stop rule right after each move of disk 1. If it "
                    f"looks right, trace_loop(my_direction_loop, 3, +1) shows each move: disk 1 must move at every "
                    f"odd step, from the peg where it really lies"
                )
            late = "one move late" if extra == 1 else f"{extra} moves late"
            if end != 2 and _tower_peg_after(n, moves) == 2:  # it stopped only once the tower was on peg C
                return (
                    f"{call} stops {late}: after move {len(expected)} all disks are on peg {where}, but your loop "
                    f"{_ONLY_ON_C}. The tower can end complete on peg B: stop as soon as all "
                    f"disks are on one peg other than the start, whichever peg that is"
                )
            return (
                f"{call} stops {late}: after move {len(expected)} (a move of disk 1) all disks are on peg {where}, "
                f"but your loop goes on. Test the stop rule right after disk 1's move, before the other move"
            )
        parts = tuple(item) if isinstance(item, (list, tuple)) else None
        if parts is None or len(parts) not in (2, 3):
            return (
                f"{call}: move {number} is {describe(item)}; each move should be a (src, dst) pair, "
                f"e.g. (0, 1) for the top disk of peg 0 onto peg 1"
            )
        pegs_given = parts[-2:]
        if any(not _is_int(p) or p not in (0, 1, 2) for p in pegs_given):
            bad = next(p for p in pegs_given if not _is_int(p) or p not in (0, 1, 2))
            tip = (
                " (a negative index such as pegs[-1] still finds a list, so take peg numbers % 3)"
                if _is_int(bad)
                else ""
            )
            return (
                f"{call}: move {number} is {describe(item)}, with a peg {bad!r} that does not exist "
                f"(pegs are 0, 1, 2){tip}"
            )
        try:
            move = as_move(item, towers, number)
        except IllegalMove as err:
            return f"{call}: {err}"
        want = expected[number - 1]
        if move == want:
            towers.apply(move)
            continue
        small = PEG_NAMES[towers.positions()[0]]
        if number % 2 == 1:  # disk 1's turn
            if move.disk == 1:
                way = (move.dst - move.src) % 3
                return (
                    f"{call}: move {number} takes disk 1 {PEG_NAMES[move.src]}→{PEG_NAMES[move.dst]}, one step "
                    f"{'+1' if way == 1 else '-1'}, but the direction is {d:+d}: disk 1 must step {d:+d} every time"
                )
            return (
                f"{call}: move {number} moves disk {move.disk}, but every odd-numbered move is disk 1's (fact 1): "
                f"after each other move, disk 1 steps once"
            )
        if move.disk == 1:
            return (
                f"{call}: move {number} moves disk 1 again, right after its move {number - 1}; between two moves of "
                f"disk 1 comes one move of another disk"
            )
        if move.src == towers.positions()[0] or move.dst == towers.positions()[0]:
            return (
                f"{call}: move {number} goes {PEG_NAMES[move.src]}→{PEG_NAMES[move.dst]}, but disk 1 is on peg "
                f"{small}: the other move is between the two pegs without disk 1"
            )
        under = towers.top(move.dst)
        if under is not None and under < move.disk:
            return (
                f"{call}: move {number} puts disk {move.disk} on the smaller disk {under} — it picked the larger "
                f"of the two top disks. Between the two pegs without disk 1, the smaller of their top disks goes "
                f"onto the other peg (an empty peg takes anything)"
            )
        try:
            towers.apply(move)
        except IllegalMove as err:
            return f"{call}: move {number} is illegal — {err}"
        return f"{call}: move {number} ({move}) is not the direction algorithm's move there"  # pragma: no cover
    if len(moves) < len(expected) and finished:
        total = f"{len(expected)} move{'s' if len(expected) > 1 else ''}"
        if not moves:
            return (
                f"{call} made 0 moves; the solution for {n} disk{'s' if n > 1 else ''} has {len(expected)}. A loop "
                f"over a fixed range of moves must run to the last one, move 2**n - 1. A stop rule must not fire "
                f"at once: at the start all disks are on the start peg, so 'all disks on one peg' is true before "
                f"anything moves — the rule says a peg other than the start"
            )
        if len(moves) == len(expected) - 1:
            return (
                f"{call} made {len(moves)} of {total}, one move short: the last move is move 2**n - 1 = "
                f"{len(expected)} (a loop over a fixed range of moves must include it). The loop should run until "
                f"the tower is complete on a peg other than the start"
            )
        left = ", ".join(f"{PEG_NAMES[p]}: {list(s)}" for p, s in enumerate(towers.pegs) if s)
        return (
            f"{call} made {len(moves)} of {total}, all legal, then stopped with the disks still spread out "
            f"({left}): the loop should run until the tower is complete on a peg other than the start"
        )
    return None


def _moves_in_traceback(err: BaseException) -> list | None:
    """The moves a student's loop had recorded when it raised ``err`` (from the innermost frame that has them)."""
    found, tb = None, err.__traceback__
    while tb is not None:
        found = _moves_so_far(tb.tb_frame) or found
        tb = tb.tb_next
    return found


def _pairs_in(value: object) -> list | None:
    """``value`` as a list of recorded moves (pairs or triples), if it looks like one: a list or tuple of them,
    or the values of a dict of them (a log keyed by move number)."""
    if isinstance(value, dict):
        value = list(value.values())
    if not isinstance(value, (list, tuple)) or not value:
        return None
    head = value[:20]
    if all(isinstance(x, (tuple, list)) and len(x) in (2, 3) for x in head):
        return list(value)
    return None


def _student_frames(err: BaseException, watch: Watch) -> list:
    """The frames of the student's own code that ``err`` passed through, outermost first."""
    frames, tb = [], err.__traceback__
    while tb is not None:
        if watch._student(tb.tb_frame.f_code):
            frames.append(tb.tb_frame)
        tb = tb.tb_next
    return frames


def _moves_when_stopped(err: BaseException, watch: Watch) -> list | None:
    """The longest list of moves recorded in any of the student's frames when the line budget ran out: the loop's
    own frame, not only the helper function it happened to be in at that moment."""
    best = watch.partial
    for frame in _student_frames(err, watch):
        for value in list(frame.f_locals.values()):
            moves = _pairs_in(value)
            if moves is not None and (best is None or len(moves) > len(best)):
                best = moves
    return best


def _broken_pegs(err: BaseException, watch: Watch) -> str | None:
    """If a student's frame holds three pegs with a disk on a smaller one, say so (an illegal move happened,
    though the moves themselves were not recorded where the checker can read them)."""
    for frame in reversed(_student_frames(err, watch)):
        for value in list(frame.f_locals.values()):
            if not isinstance(value, list) or len(value) != 3 or not all(isinstance(s, list) for s in value):
                continue
            for p, stack in enumerate(value):
                for below, above in zip(stack, stack[1:]):
                    if _is_int(below) and _is_int(above) and above > below:
                        return f"peg {PEG_NAMES[p]} holds disk {above} on the smaller disk {below}"
    return None


def _over_budget(n: int, d: int, call: str, err: BaseException, watch: Watch) -> str:
    """What to say when the student's loop ran out of its line budget: its first wrong move if the moves it
    recorded show one, else an illegal state of its pegs, else that it never stopped."""
    moves = _moves_when_stopped(err, watch)
    if moves:
        mistake = _describe_loop_mistake(n, d, moves, call, finished=False)
        if mistake:
            return mistake
    broken = _broken_pegs(err, watch)
    if broken:
        return (
            f"{call} did not stop, and when it was stopped {broken}: some move broke the rule 'never on a "
            f"smaller disk', so the tower can never be completed. Between the two pegs without disk 1, the smaller "
            f"of their top disks goes onto the other peg (an empty peg takes anything). Record each move in your "
            f"list of moves as you make it, and the checker names the first wrong one"
        )
    if moves and len(moves) >= 2**n - 1:
        return (
            f"{call} did not stop: the tower was complete on peg {PEG_NAMES[solve.end_peg(n, d)]} after move "
            f"{2**n - 1}, but your loop went on. Test the stop rule right after each move of disk 1. If it looks "
            f"right, trace_loop(my_direction_loop, 3, +1) shows each move: disk 1 must move at every odd step, "
            f"from the peg where it really lies"
        )
    recorded = f" after {len(moves):,} move{'s' if len(moves) > 1 else ''}, all of them right" if moves else ""
    return (
        f"{call} did not stop within {loop_budget(n):,} executed lines of your code{recorded} (the solution has "
        f"2**{n} - 1 = {2**n - 1} move{'s' if n > 1 else ''}): a loop that never ends, or one that stopped making "
        f"moves? Check that each turn of the loop makes a move, and the stop rule — all disks on one peg other "
        f"than the start, tested right after disk 1's move"
    )


def _loop_crash(n: int, d: int, call: str, err: Exception) -> str:
    """What to say when the student's loop raised ``err``: the first wrong move before it, if there was one, or
    that the tower was already complete (the loop did not stop), or else the error itself, explained."""
    moves = _moves_in_traceback(err)
    expected = 2**n - 1
    if moves is not None:
        mistake = _describe_loop_mistake(n, d, moves[:expected], call, finished=False)
        if mistake:
            return mistake
        if len(moves) >= expected:
            return (
                f"{call} made every move of the solution ({expected}) — the tower was complete on peg "
                f"{PEG_NAMES[solve.end_peg(n, d)]} — but did not stop, and then raised {type(err).__name__}: {err}. "
                f"Stop as soon as all disks are on one peg other than the start, whichever peg that is. If your "
                f"stop test does that, trace_loop(my_direction_loop, 3, +1) shows each move: disk 1 must move at "
                f"every odd step, from the peg where it really lies"
            )
    if isinstance(err, IndexError) and "pop" in str(err):
        return _empty_peg_crash(n, d, call, moves or [])
    if isinstance(err, IndexError):
        where = f" while making move {len(moves) + 1}" if moves is not None else ""
        return (
            f"{call} raised IndexError ({err}){where}. Two usual causes: reading the top disk of an empty peg "
            f"(`pegs[p][-1]` when `pegs[p]` is empty: test `if pegs[p]` first — an empty peg has no top disk and "
            f"can only receive), or a peg number outside 0..2 (take peg numbers % 3)"
        )
    return raised(call, err)


def _empty_peg_crash(n: int, d: int, call: str, moves: list) -> str:
    """What to say when the student's loop popped from an empty list after ``moves`` (all right so far): the move
    it was making, and which peg was empty there (read off the solution's own state)."""
    towers = Towers(n)
    for move in itertools.islice(solve.solve_iterative(n, d), len(moves)):
        towers.apply(move)
    number = len(moves) + 1
    small = towers.positions()[0]
    if number % 2 == 1:
        return (
            f"{call} raised IndexError (pop from empty list) at move {number}, a move of disk 1: it took a disk "
            f"from an empty peg, but disk 1 was on peg {PEG_NAMES[small]}. Does your loop keep track of the peg disk "
            f"1 is on, and move it from there?"
        )
    others = [p for p in range(3) if p != small]
    empty = [p for p in others if not towers.pegs[p]]
    if len(empty) == 1:
        full = next(p for p in others if p != empty[0])
        return (
            f"{call}: at move {number} it took a disk from empty peg {PEG_NAMES[empty[0]]} (IndexError: pop from "
            f"empty list): an empty peg can only receive. Here the disk goes from peg {PEG_NAMES[full]} onto peg "
            f"{PEG_NAMES[empty[0]]}: check the case of an empty peg in the rule 'the smaller top disk goes onto "
            f"the other peg'"
        )
    return (
        f"{call} raised IndexError (pop from empty list) at move {number}: it took a disk from an empty peg — "
        f"a peg number outside 0..2, or the wrong one of the two pegs without disk 1?"
    )


@guarded()
def check_direction_loop(fn: Callable, name: str = "my_direction_loop") -> CheckResult:
    """Does ``fn(n, direction)`` make the moves of the direction algorithm for n disks from peg 0, as (src, dst)
    pairs, for n = 1..10 and both directions? The student's own loop only: teachkit's solvers, its ``Towers`` and
    recursion are refused, and each call runs under a time limit and a budget of executed lines."""
    stub = unfinished(fn, name)
    if stub:
        return wrong(stub)
    if not callable(fn):
        return wrong(f"{name} should be a function, got {describe(fn)}")
    used = _library_name(fn, LOOP_LIBRARY + LOOP_CLASSES)
    if used == "Towers":
        return wrong(
            f"write it yourself — {name} uses teachkit's Towers, which checks every move for you. Keep each "
            "peg as a plain list (bottom first) and move disks with pop() and append()"
        )
    if used:
        return wrong(
            f"write it yourself — {name} uses teachkit's own {used}, which already does the whole job. Build it "
            "from the two rules: disk 1 one step round, then the one legal move without disk 1"
        )
    itself = _calls_itself(fn)
    if itself:
        return wrong(_recursion_refused(name, itself))
    stored = _stored_moves(fn)
    if stored:
        return wrong(
            f"{name} hands back moves stored in advance: {stored[0]} already holds the moves for n = {stored[1]}, "
            "computed before the function runs. The exercise is the loop itself: make the moves with three lists, "
            "inside the function, each time it is called"
        )
    call = f"{name}(...)"
    only_on_c: str | None = None
    try:
        with time_limit(TIME_LIMIT):
            for n, d in LOOP_CASES + LOOP_CASES_LATER:
                call = f"{name}({n}, {d:+d})"
                watch = Watch(loop_budget(n), LOOP_LIBRARY)
                try:
                    with watch:
                        moves, problem = _loop_moves(fn, name, n, d)
                except TooSlow:
                    raise
                except CallsItself:
                    return wrong(_recursion_refused(name, watch.recursive or name))
                except CallsLibrary:
                    return wrong(
                        f"write it yourself — {call} calls teachkit's own {watch.library_used}. Build the loop "
                        "from the two rules, with three plain lists"
                    )
                except OverBudget as err:
                    return wrong(_over_budget(n, d, call, err, watch))
                except Exception as err:
                    return wrong(_loop_crash(n, d, call, err))
                if problem:
                    return wrong(problem)
                assert moves is not None
                if not moves and _is_stub(fn):
                    return wrong(f"{call} made no moves: the loop is still to be written (replace the `...` line)")
                mistake = _describe_loop_mistake(n, d, moves, call)
                if mistake and _ONLY_ON_C in mistake and only_on_c is None:
                    only_on_c = mistake  # said at the end, unless a tower that ends on peg C shows another mistake
                elif mistake and (only_on_c is None or solve.end_peg(n, d) == 2):
                    return wrong(mistake)
    except TooSlow as err:
        return wrong(raised(call, err))
    if only_on_c:
        return wrong(only_on_c)
    verdict = (
        f"{name} makes exactly the recursion's 2**n - 1 moves for n = 1..10 in both directions, and stops on "
        f"the complete tower"
    )
    if _stacks_the_recursions_calls(fn):
        verdict += (
            ". Your loop keeps the recursion's calls on a stack of its own (it pushes a call with n - 1 disks): that "
            "passes, but it is the recursion in disguise; the exercise practises the direction algorithm (disk 1 one "
            "step, then the one legal move without it) — try that version too"
        )
    elif not {"pop", "append"} <= _names_used_with_helpers(fn):
        verdict += (
            ". Your loop never moves a disk with pop() and append(): that passes, but the exercise practises the two "
            "rules on three stacks — try that version too"
        )
    return correct(verdict)


def _stacks_the_recursions_calls(fn: Callable) -> bool:
    """True if fn's source pushes a call of the recursion onto a list of its own: an append/insert/extend whose
    argument is a tuple or list of 3 or more items, one of them ``something - 1`` (e.g. ``todo.append((k - 1,
    src, via, dst))``). The direction loop pushes disks, never such a record."""
    import ast

    tree = source_tree(fn)
    if tree is None:
        return False

    def minus_one(node: ast.AST) -> bool:
        return (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Sub)
            and isinstance(node.right, ast.Constant)
            and node.right.value == 1
        )

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr not in ("append", "insert", "extend", "appendleft"):
                continue
            for arg in node.args:
                records = arg.elts if node.func.attr == "extend" and isinstance(arg, (ast.List, ast.Tuple)) else [arg]
                for record in records:
                    if (
                        isinstance(record, (ast.Tuple, ast.List))
                        and len(record.elts) >= 3
                        and any(minus_one(item) for item in record.elts)
                    ):
                        return True
    return False


def _names_used_with_helpers(fn: object) -> set[str]:
    """The names ``fn``'s code uses, with those of the student's own functions it names (helpers), to any depth."""
    names: set[str] = set()
    todo, seen = [getattr(fn, "__func__", fn)], set()
    while todo:
        inner = todo.pop()
        code = getattr(inner, "__code__", None)
        if code is None or id(inner) in seen:
            continue
        seen.add(id(inner))
        used = names_used(code)
        names |= used
        scope = getattr(inner, "__globals__", {})
        todo += [scope[w] for w in used if isinstance(scope.get(w), types.FunctionType)]
    return names


TRACE_MOVES = 200  # trace_loop prints at most this many moves


def _pegs_text(pegs: list[list[int]]) -> str:
    """'A: 3 2 1 | B: - | C: -' for plain stacks, as trace_iterative prints them."""
    return solve.format_pegs(tuple(tuple(stack) for stack in pegs))


def _trace_line(step: int, pair: tuple, pegs: list[list[int]], note: str = "") -> str:
    """One line of trace_loop: the step, the move with its disk, every peg bottom to top, and a remark."""
    src, dst = (PEG_NAMES[p] if _is_int(p) and 0 <= p <= 2 else repr(p) for p in pair)
    what = f"{src}→{dst}" if note else f"disk {pegs[pair[1]][-1]}, {src}→{dst}"
    return f"{step:>4}  {what:<14}  {_pegs_text(pegs)}{note}"


def _illegal(pair: object, pegs: list) -> str | None:
    """Why the move ``pair`` cannot be made on ``pegs`` (plain stacks, bottom first), or None if it can."""
    if not isinstance(pair, (list, tuple)) or len(pair) not in (2, 3):
        return f"a move should be a (src, dst) pair, got {describe(pair)}"
    src, dst = pair[-2:]
    if not (_is_int(src) and _is_int(dst) and 0 <= src <= 2 and 0 <= dst <= 2):
        return "pegs are numbered 0, 1, 2"
    if src == dst:
        return "a move goes from one peg to another"
    if not pegs[src]:
        return f"peg {PEG_NAMES[src]} is empty"
    if pegs[dst] and pegs[dst][-1] < pegs[src][-1]:
        return f"disk {pegs[src][-1]} would go on the smaller disk {pegs[dst][-1]}"
    return None


@guarded()
def trace_loop(fn: Callable, n: int = 3, direction: int = +1, name: str = "my_direction_loop") -> None:
    """Print the moves of the student's loop ``fn(n, direction)`` one by one, every peg after each (bottom to
    top), as ``trace_iterative`` prints teachkit's loop; stop at the first illegal move and say why, and say at the
    end where the tower is. A debugging aid: it judges legality only (``check_direction_loop`` judges the rest)."""
    n = check_disk_count(n, what="trace_loop")
    if n > 7:
        raise ValueError(f"trace_loop prints every move: use at most 7 disks (127 moves), got {n}")
    if direction not in (+1, -1):
        raise ValueError(f"direction is +1 or -1, got {direction!r}")
    stub = unfinished(fn, name)
    if stub or not callable(fn):
        print(f"not yet — {stub or f'{name} should be a function, got {describe(fn)}'}")
        return
    call = f"{name}({n}, {direction:+d})"
    watch = Watch(loop_budget(n), LOOP_LIBRARY)
    stopped = ""
    try:
        with time_limit(TIME_LIMIT), watch:
            moves, problem = _loop_moves(fn, name, n, direction)
    except TooSlow as err:
        print(f"not yet — {raised(call, err)}")
        return
    except OverBudget as err:
        moves, problem = _moves_when_stopped(err, watch), None
        stopped = f"{call} did not stop within {loop_budget(n):,} executed lines; the moves it had recorded:"
    except (CallsItself, CallsLibrary):
        print(f"not yet — {call} calls itself or teachkit's own solver: the trace follows your loop only")
        return
    except Exception as err:
        moves, problem = _moves_in_traceback(err), None
        stopped = f"{call} raised {error_text(err)}; the moves it had made before:"
    if problem:
        print(f"not yet — {problem}")
        return
    print(stopped or f"{call}: {len(moves or [])} moves")
    pegs: list[list[int]] = [list(range(n, 0, -1)), [], []]
    print(f"{0:>4}  {'start':<14}  {_pegs_text(pegs)}")
    for step, pair in enumerate((moves or [])[:TRACE_MOVES], start=1):
        why = _illegal(pair, pegs)
        if why:
            if isinstance(pair, (list, tuple)) and len(pair) in (2, 3):
                print(_trace_line(step, tuple(pair[-2:]), pegs, f"  <- illegal: {why}"))
            else:
                print(f"{step:>4}  {describe(pair):<14}  <- illegal: {why}")
            return
        src, dst = pair[-2:]
        pegs[dst].append(pegs[src].pop())
        print(_trace_line(step, (src, dst), pegs))
    done = [p for p in (1, 2) if len(pegs[p]) == n]
    if len(moves or []) > TRACE_MOVES:
        print(f"… {len(moves or []) - TRACE_MOVES:,} more moves not shown")
    elif done:
        print(f"the tower is complete on peg {PEG_NAMES[done[0]]} after {len(moves or [])} moves")
    else:
        print("the loop stopped, but the tower is not complete on a peg other than A")


# ---- notebook 03: the move at step i and where every disk is, written by the student --------------------------
CLOSED_FORM_LIBRARY = (
    *STEP_FORMULAS,
    solve.state_at,
    solve.pegs_at,
    solve.end_peg,
    solve.trace_iterative,
    solve._direction_loop,
    solve._replay,
    solve.the_other_move,
)
MOVE_AT_LIBRARY = (*CLOSED_FORM_LIBRARY, solve.moves_made_by)  # S is moves_made_by(L, i): exercise 03-1's count
STATE_CASES_BIG = (0, 1, 2**40, 12_345_678_901_234_567, 10**18, 2**62 + 1, 2**63, 2**64 - 3, 2**64 - 1)


def _closed_form_refusal(fn: object, name: str, task: str, library: tuple = CLOSED_FORM_LIBRARY) -> str | None:
    """Why a closed-form answer is refused before it runs (teachkit's own function, or recursion), else None."""
    used = _library_name(fn, library)
    if used == "moves_made_by" and "count" in task:
        return (
            f"write it yourself — {name} uses teachkit's moves_made_by, which already counts each disk's moves, "
            f"the number this exercise asks you to find. How many odd multiples of 2**(k-1) are at most step?"
        )
    if used == "moves_made_by":
        return (
            f"write it yourself — {name} uses teachkit's moves_made_by, which already counts S, the number this "
            f"exercise asks you to find from i. Solve i = 2**(L-1) * (2S - 1) for S yourself"
        )
    if used:
        return (
            f"write it yourself — {name} uses teachkit's own {used}, which already does the whole job. "
            f"Build it from {task}"
        )
    itself = _calls_itself(fn)
    return _recursion_refused(name, itself, NO_RECURSION_CLOSED) if itself else None


def _run_watched(fn: Callable, args: tuple, name: str, library: tuple = CLOSED_FORM_LIBRARY) -> tuple[Any, str | None]:
    """``fn(*args)`` under the recursion and library watch (no line budget: the time limit bounds it)."""
    watch = Watch(10**12, library)
    call = f"{name}({', '.join(map(str, args))})"
    try:
        with watch:
            return fn(*args), None
    except TooSlow:
        raise
    except CallsItself:
        return None, _recursion_refused(name, watch.recursive or name, NO_RECURSION_CLOSED)
    except CallsLibrary:
        return None, f"write it yourself — {call} calls teachkit's own {watch.library_used}"
    except IndexError as err:
        if "tuple index" in str(err) or "list index" in str(err):
            return None, (
                f"{call} raised IndexError ({err}): a place in a cycle of three is 0, 1 or 2. A disk that has moved "
                f"3 times is back where it started: wrap round the cycle"
            )
        return None, raised(call, err)
    except solve.InvalidDisk as err:
        return None, (
            f"{raised(call, err)}. Disk numbers start at 1: the n disks are 1, 2, …, n (range(1, n + 1)), not 0 … n - 1"
        )
    except Exception as err:
        return None, raised(call, err)


def _ordinal(k: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 12th, 21st ..."""
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


@guarded()
def check_my_move_at(fn: Callable, name: str = "my_move_at") -> CheckResult:
    """Does ``fn(i, n)`` give the move at step i (peg 0 to peg 2), for every step of n = 1..8 and huge steps of
    n = 64? Refuses teachkit's move, count and state functions and recursion; names the kind of mistake (the disk, the
    place in the cycle, the direction of the cycle, floats on huge steps) without giving the formula."""
    stub = unfinished(fn, name)
    if stub:
        return wrong(stub)
    if not callable(fn):
        return wrong(f"{name} should be a function, got {describe(fn)}")
    why = _closed_form_refusal(
        fn, name, "fact 1 (the disk), which move of that disk this is, and its cycle", MOVE_AT_LIBRARY
    )
    if why:
        return wrong(why)
    small = [(i, n) for n in range(1, 9) for i in range(1, 2**n)]
    cases = small + [(i, 64) for i in BIG_STEPS]
    try:
        with time_limit(TIME_LIMIT):
            for i, n in cases:
                call = f"{name}({i}, {n})"
                result, problem = _run_watched(fn, (i, n), name, MOVE_AT_LIBRARY)
                if problem:
                    return wrong(problem)
                given, problem = _as_answer_move(result, call)
                if problem:
                    return wrong(problem)
                assert given is not None
                expected = move_at(i, n)
                if given == expected:
                    continue
                huge = n == 64 and i > 2**53
                if given.disk != expected.disk:
                    if huge:
                        return wrong(
                            f"{call}: right for every step of n = 1..8, but at step {i} (above 2**53) the disk is "
                            f"wrong — floats (i / 2**k, math.log2) lose exactness there: count with whole numbers"
                        )
                    return wrong(
                        f"{call} moves disk {given.disk}, but that is not the disk that moves at step {i}: "
                        f"L is 1 + the number of times 2 divides i (fact 1)"
                    )
                cycle = cycle_of_checked(expected.disk, n)
                other = (cycle[0], cycle[2], cycle[1])
                pair = (given.src, given.dst)
                steps_on = [(cycle[k % 3], cycle[(k + 1) % 3]) for k in range(3)]
                steps_back = [(other[k % 3], other[(k + 1) % 3]) for k in range(3)]
                if huge:
                    return wrong(
                        f"{call}: right for every step of n = 1..8, but wrong at step {i} of 64 disks, above 2**53 — "
                        f"floats (i / 2**L, round) are not exact there: use whole-number arithmetic (//, >>, %)"
                    )
                S = (i >> expected.disk) + 1
                if pair == ((S - 1) % 3, S % 3) and _places_as_pegs(fn, name, i, n):
                    return wrong(
                        f"{call}: disk {given.disk} is right, and {given.src}→{given.dst} are the right places in its "
                        f"cycle, but places are not pegs: place p of the cycle is peg cycle[p]. Look the two places "
                        f"up in `cycle`"
                    )
                if pair == (expected.dst, expected.src):
                    return wrong(
                        f"{call}: disk {given.disk} is right, and it goes between the right two pegs, but your move "
                        f"goes from where the disk goes to: {given.src}→{given.dst} is its move read backwards. On "
                        f"which of the two pegs does the disk sit before the move?"
                    )
                if pair in steps_on:  # the right cycle, but the move of another of the disk's moves: S is wrong
                    number = steps_on.index(pair) + 1  # the given move is the disk's number-th (mod 3) move
                    odd = i >> (expected.disk - 1)  # 2S - 1, the odd factor of i
                    said = f"{call}: step {i} is disk {given.disk}'s {_ordinal(S)} move; your move is the one of its "
                    if odd % 3 == number % 3 and odd != S:
                        return wrong(
                            f"{said}{_ordinal(odd)}: {odd} = i / 2**(L-1) is the odd number 2S - 1 in "
                            f"i = 2**(L-1) * (2S - 1), not S. Solve that for S"
                        )
                    return wrong(
                        f"{said}{_ordinal(number)} (or of every third move after it). Check S (solve "
                        f"i = 2**(L-1) * (2S - 1) for S, and try it at step {i}), and check the place the move "
                        f"starts from: the S-th move starts at the place reached after S - 1 moves"
                    )
                if pair in steps_back:
                    return wrong(
                        f"{call}: disk {given.disk} is right, but {given.src}→{given.dst} turns it the wrong way "
                        f"round: which of the two cycles belongs to disk {given.disk} when n - L = {n - given.disk}? "
                        f"(fact 2)"
                    )
                return wrong(
                    f"{call}: disk {given.disk} is right, but {given.src}→{given.dst} is not one of its moves "
                    f"(a disk steps between neighbouring places of its cycle of pegs 0..2)"
                )
    except TooSlow as err:
        return wrong(
            raised(f"{name}(...)", err)
            + " A loop over the earlier steps cannot reach step 2**64 - 1: compute the move from i alone"
        )
    return correct(
        f"{name} matches the minimal solution at all {len(small)} steps of n = 1..8 and at {len(BIG_STEPS)} "
        f"steps of n = 64, up to 2**64 - 1"
    )


def _places_as_pegs(fn: Callable, name: str, i: int, n: int) -> bool:
    """True if ``fn`` gets step i right for n + 1 disks, where disk L's cycle is the other one: its moves follow
    the places 0 → 1 → 2 whatever the cycle, so it uses the places as pegs (a wrong cycle would fail there too)."""
    if n >= 64:
        return True
    result, problem = _run_watched(fn, (i, n + 1), name, MOVE_AT_LIBRARY)
    given, problem = _as_answer_move(result, name) if problem is None else (None, problem)
    return problem is None and given == move_at(i, n + 1)


def _state_places(step: int, n: int) -> tuple[int, ...]:
    """Each disk's place in its cycle after ``step`` moves (what a state that forgot the cycles gives)."""
    return tuple(solve.moves_made_by(k, step) % 3 for k in range(1, n + 1))


def _state_places_as_pegs(fn: Callable, name: str, given: tuple, step: int, n: int) -> bool:
    """True if ``given`` is every disk's place, not its peg. Where that equals the state with every cycle turned
    the other way (n = 1), ``fn`` is asked about n + 1 disks, where the two differ."""
    if given != _state_places(step, n):
        return False
    other = tuple((c[0], c[2], c[1])[p] for c, p in zip(_cycles(n), _state_places(step, n)))
    if given != other or n >= 64:
        return True
    result, problem = _run_watched(fn, (step, n + 1), name)
    try:
        return problem is None and tuple(result) == _state_places(step, n + 1)
    except TypeError:  # not a sequence: not the places either
        return False


def _cycles(n: int) -> list[tuple[Peg, Peg, Peg]]:
    """The cycle of every disk of the tower 0 → 2, disk 1 first."""
    return [cycle_of_checked(k, n) for k in range(1, n + 1)]


def cycle_of_checked(disk: int, n: int) -> tuple[Peg, Peg, Peg]:
    """The cycle of ``disk`` for the tower 0 → 2 (a checker's helper)."""
    return solve.cycle_of(disk, n, 0, 2)


_MISCOUNTS: tuple[tuple[Callable[[int, int], int], str], ...] = (
    (
        lambda k, step: step >> (k - 1),
        "your count takes every multiple of 2**(k-1) up to step, but disk k moves only at the odd ones",
    ),
    (
        lambda k, step: step >> k,
        "your count takes the multiples of 2**k (the even multiples of 2**(k-1)), but disk k moves at the odd ones",
    ),
    (
        lambda k, step: solve.moves_made_by(k, max(step - 1, 0)),
        "your count leaves out a move of disk k made at step `step` itself: after `step` moves, that move is made",
    ),
)


def _counted_state(count: Callable[[int, int], int], step: int, n: int) -> tuple[Peg, ...]:
    """Every disk's peg after ``step`` moves if each disk's moves were counted by ``count``."""
    return tuple(c[count(k, step) % 3] for k, c in enumerate(_cycles(n), start=1))


def _miscount(fn: Callable, name: str, step: int, n: int, given: tuple[Peg, ...]) -> str | None:
    """What a usual wrong count of each disk's moves did, if it gives exactly the pegs ``given`` here and ``fn``'s
    answers at every step of a small tower (so two slips that agree here are told apart), else None."""
    turned = tuple((c[0], c[2], c[1])[solve.moves_made_by(k, step) % 3] for k, c in enumerate(_cycles(n), start=1))
    if given == turned:  # the wrong cycle gives these pegs too: that is said elsewhere
        return None
    small = min(max(n, 4), 6)
    for count, said in _MISCOUNTS:
        if given != _counted_state(count, step, n):
            continue
        agrees = True
        for other in range(2**small):
            result, problem = _run_watched(fn, (other, small), name, MOVE_AT_LIBRARY)
            try:
                agrees = problem is None and tuple(result) == _counted_state(count, other, small)
            except TypeError:
                agrees = False
            if not agrees:
                break
        if agrees:
            right = solve.moves_made_by
            first = next(k for k in range(1, n + 1) if (count(k, step) - right(k, step)) % 3)
            return said.replace("disk k", f"disk {first}")
    return None


@guarded()
def check_my_state_at(fn: Callable, name: str = "my_state_at") -> CheckResult:
    """Does ``fn(step, n)`` give the peg of every disk (disk 1 first) after ``step`` moves from peg 0 to peg 2, for
    every step of n = 1..7 and huge steps of n = 64? Refuses teachkit's state and move functions and recursion."""
    stub = unfinished(fn, name)
    if stub:
        return wrong(stub)
    if not callable(fn):
        return wrong(f"{name} should be a function, got {describe(fn)}")
    why = _closed_form_refusal(fn, name, "each disk's count of moves and its cycle", MOVE_AT_LIBRARY)
    if why:
        return wrong(why)
    small = [(step, n) for n in range(1, 8) for step in range(2**n)]
    cases = small + [(step, 64) for step in STATE_CASES_BIG]
    try:
        with time_limit(TIME_LIMIT):
            for step, n in cases:
                call = f"{name}({step}, {n})"
                result, problem = _run_watched(fn, (step, n), name, MOVE_AT_LIBRARY)
                if problem and "TypeError" in problem and "float" in problem:
                    problem += (
                        ". A float got in: 2**(k-1) is 0.5 when k = 0 (disk numbers start at 1: range(1, n + 1)), "
                        "and / always gives a float (// and >> keep whole numbers)"
                    )
                if problem:
                    return wrong(problem)
                stub = unfinished(result, f"the result of {call}")
                if stub:
                    return wrong(stub)
                if hasattr(result, "tolist") and not isinstance(result, (list, tuple)):
                    with contextlib.suppress(Exception):
                        result = result.tolist()
                if not isinstance(result, (list, tuple)) or len(result) != n:
                    return wrong(
                        f"{call} should give one peg per disk, {n} numbers (disk 1 first), got {describe(result)}"
                    )
                if not all(_is_int(p) and int(p) in (0, 1, 2) for p in result):
                    return wrong(f"{call}: every peg must be a whole number 0, 1 or 2, got {describe(result)}")
                given, expected = tuple(int(p) for p in result), state_at(step, n)
                if given == expected:
                    continue
                k = next(k for k, (a, b) in enumerate(zip(given, expected), start=1) if a != b)
                cycle = cycle_of_checked(k, n)
                put = f"you put disk {k} on peg {given[k - 1]} ({PEG_NAMES[given[k - 1]]})"
                if given[::-1] == expected:
                    return wrong(
                        f"{call}: {put}, but your tuple read backwards is right: is your tuple disk 1 first? "
                        f"(element k - 1 is the peg of disk k)"
                    )
                if step == 0:
                    return wrong(f"{call}: {put}, but after 0 moves no disk has moved yet: every disk is on peg 0 (A)")
                if n == 64 and step > 2**53:
                    return wrong(
                        f"{call}: right for every step of n = 1..7, but wrong for disk {k} after {step} moves of 64 "
                        f"disks, above 2**53 — floats are not exact there: use whole-number arithmetic (//, >>, %)"
                    )
                count = solve.moves_made_by(k, step) % 3
                if _state_places_as_pegs(fn, name, given, step, n):
                    return wrong(
                        f"{call}: {put}. Its number of moves looks right, but {given[k - 1]} is its place in its "
                        f"cycle, not a peg: place p of the cycle is peg cycle[p]. Look each place up in the disk's "
                        f"cycle"
                    )
                miscount = _miscount(fn, name, step, n, given)
                if miscount:
                    return wrong(f"{call}: {put} after step {step}, and that is not its peg: {miscount}")
                if given[k - 1] == (cycle[0], cycle[2], cycle[1])[count]:
                    return wrong(
                        f"{call}: {put}. Its number of moves looks right, but it went round the wrong cycle: "
                        f"which cycle belongs to disk {k} when n - k = {n - k}? (fact 2)"
                    )
                return wrong(
                    f"{call}: {put} after step {step}, and that is not its peg. How many of the first {step} "
                    f"moves are disk {k}'s (its moves come at steps 2**(k-1) times an odd number), and where does "
                    f"that many steps round its cycle take it?"
                )
    except TooSlow as err:
        return wrong(
            raised(f"{name}(...)", err)
            + " Replaying the moves cannot reach step 2**64 - 1: work each disk out from step alone"
        )
    return correct(
        f"{name} is right after every step of n = 1..7 and after {len(STATE_CASES_BIG)} steps of n = 64, "
        f"up to 2**64 - 1"
    )
