"""The answers of the notebooks' Predict prompts about the hanoi puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("hanoi:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

import ast
import operator
import re
from typing import Any

from teachkit.checks import Prediction

PREDICTIONS: dict[str, Prediction] = {}


# ---- notebooks 00 (index) and 01 (recursion and binary trees) ---------------------------------------------------
def _lamps_13() -> int:
    return format(13, "b").count("1")


def _moves_10() -> int:
    from teachkit.hanoi import solve_recursive

    return sum(1 for _ in solve_recursive(10))


def _third_move_of_disk_2() -> int:
    from teachkit.hanoi import in_order, recursion_tree

    return [node.number for node in in_order(recursion_tree(4)) if node.disk == 2][2]


def _why_disk_2(truth: object) -> str:
    from teachkit.hanoi import in_order, recursion_tree

    steps = [node.number for node in in_order(recursion_tree(4)) if node.disk == 2]
    return f"Disk 2 moves at steps {', '.join(map(str, steps))}."


def _move_5_of_4() -> tuple[int, int, int]:
    from teachkit.hanoi import node_at, recursion_tree

    disk, src, dst = node_at(recursion_tree(4), 5).move
    return disk, src, dst


def _why_move_5(truth: object) -> str:
    from teachkit.hanoi import path_to, recursion_tree

    calls = " inside ".join(str(node.call) for node in reversed(path_to(recursion_tree(4), 5)))
    return f"(disk, src, dst) with pegs 0, 1, 2 = A, B, C. It is made by {calls}."


def _as_move(guess: Any) -> object:
    """(1, 'C', 'A'), (1, 2, 0), [1, 2, 0] or a Move: all read as the tuple (1, 2, 0); anything else unchanged."""
    if isinstance(guess, str):  # '1 C A', '(1, 2, 0)', 'disk 1 from C to A'
        parts = tuple(re.findall(r"\b(?:[0-9]+|[ABCabc])\b", guess))
        if len(parts) != 3:
            return guess
    else:
        parts = tuple(guess)
    pegs = {"A": 0, "B": 1, "C": 2}
    out = [int(p) if isinstance(p, str) and p.strip().isdigit() else p for p in parts]
    out[1:] = [pegs.get(p.strip().upper(), p) if isinstance(p, str) else p for p in out[1:]]
    return tuple(out)


def _move_as_written(guess: Any, truth: Any) -> str:
    """The move ``truth`` (disk, src, dst) in the notation of the guess: pegs as letters if the guess wrote any
    peg as a letter ((1, 'C', 'A'), '1 C A'), else as numbers."""
    if isinstance(guess, str):
        letters = bool(re.search(r"\b[ABCabc]\b", guess))
    else:
        letters = any(isinstance(part, str) and part.strip().upper() in ("A", "B", "C") for part in tuple(guess))
    disk, src, dst = truth
    return repr((disk, "ABC"[src], "ABC"[dst])) if letters else repr((disk, src, dst))


# Every move a tower of 4 disks can make: disk 1..4 from one peg to another (a guess outside is sent back).
_MOVES_4 = tuple((disk, src, dst) for disk in range(1, 5) for src in range(3) for dst in range(3) if src != dst)


def _where_before_disk_4() -> str:
    """Where disks 1-3 are when disk 4 first moves, A -> C (the same in every solution whose first move of disk 4
    is A -> C; computed on teachkit's): a peg's letter, or 'spread' if they are not all on one peg."""
    from teachkit.hanoi import solve_recursive

    pegs: list[list[int]] = [[4, 3, 2, 1], [], []]
    for move in solve_recursive(4, src=0, dst=2):
        if move.disk == 4:
            break
        pegs[move.dst].append(pegs[move.src].pop())
    holding = {"ABC"[k] for k in range(3) for disk in pegs[k] if disk < 4}
    return holding.pop() if len(holding) == 1 else "spread"


def _why_before_disk_4(truth: object) -> str:
    return (
        f"All three on {truth}, the third peg of the move. Not on A: disk 4 must be free (only a top disk moves). "
        "Not on C: disk 4 would land on a smaller disk. So B, in every solution whose first move of disk 4 is "
        "A -> C; in general, on the third peg of disk 4's first move."
    )


def _as_peg_or_spread(guess: object) -> object:
    """'b', ' B ', 1 (peg index): 'B'; 'Spread': 'spread'; anything else unchanged."""
    if isinstance(guess, int) and not isinstance(guess, bool) and guess in (0, 1, 2):
        return "ABC"[guess]
    if isinstance(guess, str):
        text = guess.strip()
        return text.upper() if text.upper() in ("A", "B", "C") else text.lower()
    return guess


def _ages_of_universe_64() -> float:
    import math

    from teachkit.hanoi import move_count

    years = move_count(64) / (365.25 * 24 * 60 * 60)  # one move a second, Julian years
    age = 13.787e9  # years (Planck Collaboration, Planck 2018 results VI, published 2020)
    return min((0.001, 1, 40, 1000), key=lambda choice: abs(math.log(choice * age / years)))


def _why_ages(truth: object) -> str:
    from teachkit.hanoi import move_count

    years = move_count(64) / (365.25 * 24 * 60 * 60)
    ratio = years / 13.787e9
    return (
        f"2**64 - 1 seconds are about {years / 1e9:.0f} billion years, {ratio:.1f} times the present age of the "
        f"universe (13.787 billion years), so {truth} is the nearest choice."
    )


def _as_number(guess: object) -> object:
    """'40', '40x', 40.0: the number 40; arithmetic written as text, '2**10 - 1' or '2^10-1', its value; anything
    else unchanged."""
    if isinstance(guess, str):
        text = guess.replace(",", "").replace("_", "").strip().rstrip("x×").strip()
        try:
            return float(text)
        except ValueError:
            return _arithmetic(text.replace("^", "**"))
    return guess


_OPERATORS: dict[type, Any] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Pow: operator.pow,
}


def _arithmetic(text: str) -> float:
    """The value of a small sum written with numbers, + - * / // ** and brackets (no names, no calls); a
    ValueError for anything else, or for a power too large to be a guess."""

    def value(node: ast.AST) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            inner = value(node.operand)
            return -inner if isinstance(node.op, ast.USub) else inner
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            left, right = value(node.left), value(node.right)
            if isinstance(node.op, ast.Pow) and abs(right) > 200:
                raise ValueError("too large a power for a guess")
            return _OPERATORS[type(node.op)](left, right)
        raise ValueError(f"not plain arithmetic: {text!r}")

    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        raise ValueError(f"not plain arithmetic: {text!r}") from None
    return value(tree.body)


PREDICTIONS.update(
    {
        "index-lamps-13": Prediction(
            truth=_lamps_13,
            why="13 = 8 + 4 + 1 is 1101 in binary: three digits 1, so three lamps lit.",
            choices=(0, 1, 2, 3, 4),
            normalize=_as_number,
        ),
        "01-moves-10": Prediction(
            truth=_moves_10,
            why=lambda t: f"{t} moves. Each extra disk doubles the count and adds one: 7, 15, 31, …",
            normalize=_as_number,
        ),
        "01-disk-2-third-move": Prediction(truth=_third_move_of_disk_2, why=_why_disk_2, normalize=_as_number),
        "01-move-5-of-4": Prediction(
            truth=_move_5_of_4, why=_why_move_5, choices=_MOVES_4, normalize=_as_move, show=_move_as_written
        ),
        "01-before-disk-4": Prediction(
            truth=_where_before_disk_4,
            why=_why_before_disk_4,
            choices=("A", "B", "C", "spread"),
            normalize=_as_peg_or_spread,
        ),
        "01-ages-of-universe-64": Prediction(
            truth=_ages_of_universe_64, why=_why_ages, choices=(0.001, 1, 40, 1000), normalize=_as_number
        ),
    }
)


# ---- notebooks 02 (without recursion) and 03 (the move at any step) ---------------------------------------------
def _disk_2_direction() -> int:
    """+1 if disk 2 of the 4-disk tower A -> C always steps +1 round A -> B -> C -> A, -1 if always -1, 0 if mixed."""
    from teachkit.hanoi import solve_recursive

    turns = {(move.dst - move.src) % 3 for move in solve_recursive(4) if move.disk == 2}  # 1: +1, 2: -1
    return (+1 if turns == {1} else -1) if len(turns) == 1 else 0


def _why_disk_2_direction(truth: int) -> str:
    from teachkit.hanoi import solve_recursive

    pegs = [move.src for move in solve_recursive(4) if move.disk == 2]
    pegs.append([move.dst for move in solve_recursive(4) if move.disk == 2][-1])
    cycles = {+1: "A -> B -> C -> A", -1: "A -> C -> B -> A"}
    way = f"each move is one step {truth:+d} ({cycles[truth]})" if truth else "its direction changes"
    return f"Disk 2 visits {' -> '.join('ABC'[p] for p in pegs)}: {way}."


def _as_direction(guess: object) -> object:
    """'+1', '-1', '−1' (a typographic minus), 'changes': the numbers +1, -1, 0; anything else unchanged."""
    if isinstance(guess, str):
        text = guess.strip().casefold().replace("−", "-").replace("–", "-")
        if "chang" in text or "altern" in text or "mix" in text:
            return 0
        return int(text)
    return guess


def _end_peg_4_plus() -> str:
    """The peg on which teachkit's loop, going +1 with 4 disks, leaves the tower: replayed on a Towers object."""
    from teachkit.hanoi import Towers, solve_iterative

    towers = Towers(4)
    for move in solve_iterative(4, +1):
        towers.apply(move)
    end = towers.all_on()
    assert end is not None, "the loop leaves the tower on one peg"
    return "ABC"[end]


def _why_end_peg(truth: object) -> str:
    from teachkit.hanoi import Towers, solve_iterative

    ends = []
    for n in (3, 4, 5):
        towers = Towers(n)
        for move in solve_iterative(n, +1):
            towers.apply(move)
        end = towers.all_on()
        assert end is not None, "the loop leaves the tower on one peg"
        ends.append(f"{n} disks on {'ABC'[end]}")
    return (
        f"Peg {truth} ({'ABC'.index(str(truth))}). Going +1 the loop ends with {', '.join(ends)}; the reason follows."
    )


def _as_peg_letter(guess: object) -> object:
    """'C', 'c', 'peg C', 2, '2': the letter 'C' (pegs 0, 1, 2 = A, B, C); anything else unchanged."""
    if isinstance(guess, bool):
        return guess
    if isinstance(guess, int) and 0 <= guess <= 2:
        return "ABC"[guess]
    if isinstance(guess, str):
        parts = re.findall(r"\b(?:[0-2]|[ABCabc])\b", guess)
        if len(parts) == 1:
            part = parts[0]
            return "ABC"[int(part)] if part.isdigit() else part.upper()
    return guess


SECOND_HALF = range(17, 32)  # notebook 02's Predict: the largest disk that moves at steps 17 to 31 of 5 disks


def _largest_disk_17_to_31() -> int:
    from teachkit.hanoi import solve_recursive

    moves = list(solve_recursive(5))
    return max(moves[step - 1].disk for step in SECOND_HALF)


def _why_largest_disk_17_to_31(truth: object) -> str:
    from teachkit.hanoi import solve_recursive
    from teachkit.hanoi.solve import times_two_divides

    moves = list(solve_recursive(5))
    step = next(i for i in SECOND_HALF if moves[i - 1].disk == truth)
    t = times_two_divides(step)
    disks = [moves[i - 1].disk for i in SECOND_HALF]
    return (
        f"Disk {truth}, at step {step} = 2**{t} * {step >> t}: among steps 17 to 31 it is the only multiple of "
        f"2**{t}, and none is a multiple of 16 (disk 5 moves only at step 16). Another way: after disk 5's move, "
        f"the 4-disk solution runs again, shifted by 16, and its largest disk moves in its middle, 16 + 8. "
        f"The disks at steps 17 to 31: {', '.join(map(str, disks))}."
    )


STEP_6E8 = 600_000_000  # notebook 03's Predict: the move made during the 600,000,000-th second


def _disk_at_second_6e8() -> int:
    from teachkit.hanoi import move_at

    return move_at(STEP_6E8, 64).disk


def _why_disk_at_second_6e8(truth: object) -> str:
    from teachkit.hanoi.solve import times_two_divides

    t = times_two_divides(STEP_6E8)
    return (
        f"That second holds move 600,000,000 = 2**{t} * {STEP_6E8 >> t:,}: 2 divides it {t} times, so disk 1 + {t}. "
        f"Its 8 decimal zeros give only 2**8 (each 10 is 2 * 5); the 6 = 2 * 3 in front gives one factor 2 more."
    )


WORKED = (10, 4)  # notebook 03's first Predict, then its worked example: step i = 10 of n = 4 disks, A -> C


def _move_10_of_4() -> tuple[int, int, int]:
    from teachkit.hanoi import move_at

    disk, src, dst = move_at(*WORKED)
    return disk, src, dst


def _why_move_10_of_4(truth: Any) -> str:
    from teachkit.hanoi.solve import cycle_of, times_two_divides

    i, n = WORKED
    L = 1 + times_two_divides(i)
    steps = [j for j in range(1, i + 1) if 1 + times_two_divides(j) == L]
    cycle = " -> ".join("ABC"[p] for p in cycle_of(L, n, 0, 2))
    disk, src, dst = truth
    return (
        f"{i} is {i:b} in binary: {L - 1} zero{'' if L == 2 else 's'} at the end, so disk {L}. It moves at steps "
        f"{', '.join(map(str, steps))}: step {i} is its move {len(steps)}. Its cycle (n - L = {n - L}) is {cycle}; "
        f"after {len(steps) - 1} moves it sits on {'ABC'[src]}, so it goes {'ABC'[src]} -> {'ABC'[dst]}."
    )


FORMS = ("solve_recursive", "solve_iterative", "move_at", "move_at_bits", "moves_array")  # notebook 03's race
RACE_DISKS = 14  # the race in notebook 03 lists the moves of N = 14 disks (a test compares the two)


def _form_seconds(disks: int = RACE_DISKS) -> dict[str, float]:
    """Each of notebook 03's five forms listing all moves of ``disks`` disks: the best of three runs, in seconds."""
    import time

    from teachkit.hanoi import move_at, move_at_bits, moves_array, solve_iterative, solve_recursive

    steps = range(1, 2**disks)
    runs = {
        "solve_recursive": lambda: list(solve_recursive(disks)),
        "solve_iterative": lambda: list(solve_iterative(disks, -1 if disks % 2 else +1)),
        "move_at": lambda: [move_at(i, disks) for i in steps],
        "move_at_bits": lambda: [move_at_bits(i, disks) for i in steps],
        "moves_array": lambda: moves_array(disks),
    }
    seconds = {}
    for name, run in runs.items():
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            run()
            best = min(best, time.perf_counter() - start)
        seconds[name] = best
    return seconds


def _slowest_form() -> str:
    """The slowest of the five forms, measured here (solve_iterative by several times on every machine tried)."""
    seconds = _form_seconds()
    return max(seconds, key=lambda name: seconds[name])


def _why_slowest(truth: object) -> str:
    measured = (
        f"Measured just now, listing the {2**RACE_DISKS - 1:,} moves of {RACE_DISKS} disks as the race below does."
    )
    if truth != "solve_iterative":  # not seen on any machine tried; say so rather than explain the usual answer
        return f"{measured} Timings depend on the machine; the cell below times all five."
    return (
        f"{measured} The reason does not depend on the machine: at every move solve_iterative checks the move on a "
        "Towers object and copies all three pegs into a snapshot (and after each move of disk 1 tests whether the "
        "tower is complete); the recursion, move_at and move_at_bits make one Move per move and do none of that "
        "checking or copying, and moves_array does Python work only a few times per disk. The cell below times "
        "all five."
    )


def _as_form(guess: object) -> object:
    """'move_at per step', 'solve_iterative()', 'moves_array (numpy)': the form's name; anything else unchanged."""
    if isinstance(guess, str):
        words = re.findall(r"[a-z_]+", guess.casefold())
        named = [word for word in words if word in FORMS]
        if len(named) == 1:
            return named[0]
    return guess


PREDICTIONS.update(
    {
        "03-move-10-of-4": Prediction(
            truth=_move_10_of_4, why=_why_move_10_of_4, choices=_MOVES_4, normalize=_as_move, show=_move_as_written
        ),
        "03-slowest-form": Prediction(truth=_slowest_form, why=_why_slowest, choices=FORMS, normalize=_as_form),
        "02-disk-2-direction": Prediction(
            truth=_disk_2_direction, why=_why_disk_2_direction, choices=(+1, -1, 0), normalize=_as_direction
        ),
        "02-largest-disk-17-to-31": Prediction(
            truth=_largest_disk_17_to_31,
            why=_why_largest_disk_17_to_31,
            choices=(1, 2, 3, 4, 5),
            normalize=_as_number,
        ),
        "02-end-peg-4-plus": Prediction(
            truth=_end_peg_4_plus, why=_why_end_peg, choices=("A", "B", "C"), normalize=_as_peg_letter
        ),
        "03-disk-at-second-6e8": Prediction(
            truth=_disk_at_second_6e8,
            why=_why_disk_at_second_6e8,
            normalize=_as_number,  # no choices: the text lets the student derive the number with fact 1
        ),
    }
)
