"""The checkers of the student's own Hanoi code (notebooks 02 and 03): a correct answer passes, each typical
mistake gets its own hint, teachkit's own functions and recursion are refused, and nothing runs away."""

import time

import pytest

import teachkit.hanoi as hanoi
from teachkit.hanoi import Move, Towers, move_at, solve_iterative, solve_recursive, state_at
from teachkit.hanoi.checks import (
    Watch,
    check_direction_loop,
    check_my_move_at,
    check_my_state_at,
    loop_budget,
)
from teachkit.hanoi.solve import cycle_of, moves_made_by, times_two_divides


# ---- 02: the direction loop ---------------------------------------------------------------------------------
def loop(n, direction, *, wrong_way=False, larger=False, stop_test="other", late=False, keep_pegs=False, raw=False):
    """The direction algorithm with three lists, or one of its typical mistakes."""
    pegs = [list(range(n, 0, -1)), [], []]
    moves = []
    small = 0
    while True:
        if stop_test == "any-first" and any(len(p) == n for p in pegs):
            return moves
        step = -direction if wrong_way else direction
        to = small + step if raw else (small + step) % 3
        pegs[to].append(pegs[small].pop())
        moves.append((small, to))
        small = to % 3
        if stop_test == "other" and (len(pegs[1]) == n or len(pegs[2]) == n):
            if late:
                moves.append((small, (small + direction) % 3))
            return pegs if keep_pegs else moves
        a, b = [p for p in range(3) if p != small]
        if not pegs[a] and not pegs[b]:
            continue
        take_a = not pegs[b] or (pegs[a] and pegs[a][-1] < pegs[b][-1])
        if larger and pegs[a] and pegs[b]:
            take_a = not take_a
        src, dst = (a, b) if take_a else (b, a)
        pegs[dst].append(pegs[src].pop())
        moves.append((src, dst))


def good(n, direction):
    return loop(n, direction)


def test_a_correct_loop_passes_as_a_list_or_a_generator():
    assert check_direction_loop(good).ok
    assert "n = 1..10" in check_direction_loop(good).message

    def as_generator(n, direction):
        yield from loop(n, direction)

    assert check_direction_loop(as_generator).ok


def recursion_on_a_stack(n, direction):
    """The recursion's calls kept on an explicit stack: right moves, but not the direction algorithm."""
    dst = 1 if (direction == 1) == (n % 2 == 1) else 2  # the peg the direction algorithm ends on
    moves, todo = [], [(n, 0, dst, 3 - dst)]
    while todo:
        k, src, to, via = todo.pop()
        if k == 0:
            continue
        if k < 0:  # a move record
            moves.append((src, to))
            continue
        todo.append((k - 1, via, to, src))
        todo.append((-1, src, to, via))
        todo.append((k - 1, src, via, to))
    return moves


def test_the_recursion_kept_on_a_stack_passes_with_a_note_that_it_is_not_the_direction_algorithm():
    verdict = check_direction_loop(recursion_on_a_stack)
    assert verdict.ok and "recursion in disguise" in verdict.message, verdict.message
    assert "disguise" not in check_direction_loop(good).message


def test_disk_1_moved_the_wrong_way():
    result = check_direction_loop(lambda n, d: loop(n, d, wrong_way=True))
    assert not result.ok and "disk 1 must step +1 every time" in result.message


def test_the_larger_top_disk_moved_is_named_even_though_the_loop_never_ends():
    result = check_direction_loop(lambda n, d: loop(n, d, larger=True))
    assert not result.ok
    assert "on the smaller disk" in result.message and "picked the larger" in result.message


def test_a_stop_test_that_fires_at_the_start():
    result = check_direction_loop(lambda n, d: loop(n, d, stop_test="any-first"))
    assert not result.ok and "made 0 moves; the solution for 1 disk has 1" in result.message
    assert "other than the start" in result.message


def test_a_loop_that_never_stops_is_cut_off_quickly():
    start = time.perf_counter()
    result = check_direction_loop(lambda n, d: loop(n, d, stop_test="never"))
    assert time.perf_counter() - start < 3
    assert not result.ok and "did not stop" in result.message and "complete on peg B after move 1" in result.message
    assert "trace_loop(my_direction_loop, 3, +1) shows each move" in result.message  # a stale peg for disk 1, too

    def silent(n, direction):
        while True:
            pass

    result = check_direction_loop(silent)
    assert not result.ok and f"within {loop_budget(1):,} executed lines" in result.message


def test_one_move_late():
    result = check_direction_loop(lambda n, d: loop(n, d, late=True))
    assert not result.ok and "one move late" in result.message


def test_wrong_shapes():
    assert "returned the three pegs" in check_direction_loop(lambda n, d: loop(n, d, keep_pegs=True)).message
    assert "returned the number 7" in check_direction_loop(lambda n, d: 7).message
    assert "is None" in check_direction_loop(lambda n, d: None).message
    assert "each move should be a (src, dst) pair" in check_direction_loop(lambda n, d: [0, 1]).message
    negative = check_direction_loop(lambda n, d: loop(n, d, raw=True))
    assert "peg -1 that does not exist" in negative.message and "% 3" in negative.message
    assert "still `...`" in check_direction_loop(...).message
    assert "should be a function" in check_direction_loop(3).message


def test_a_pop_from_an_empty_peg_is_explained():
    def crashes(n, direction):
        pegs = [list(range(n, 0, -1)), [], []]
        pegs[1].pop()
        return []

    result = check_direction_loop(crashes)
    assert not result.ok and "IndexError" in result.message and "empty peg" in result.message


def test_teachkit_and_recursion_are_refused():
    def library(n, d):
        return [(m.src, m.dst) for m in solve_iterative(n, d)]

    def via_module(n, d):
        return [(m.src, m.dst) for m in hanoi.solve_recursive(n, 0, 1 if (n % 2) == (d == 1) else 2)]

    def with_towers(n, d):
        Towers(n)
        return good(n, d)

    def recursive(n, d):
        return [] if n == 0 else recursive(n - 1, d) + [(0, 1)]

    def helper_recursion(n, d):
        def depth(k):
            return 0 if k == 0 else 1 + depth(k - 1)

        depth(2)
        return good(n, d)

    assert "solve_iterative" in check_direction_loop(library).message
    assert "write it yourself" in check_direction_loop(via_module).message
    assert "Towers" in check_direction_loop(with_towers).message
    assert "recursion (recursive calls itself)" in check_direction_loop(recursive).message
    assert "recursion (depth calls itself)" in check_direction_loop(helper_recursion).message


def test_the_watch_restores_the_tracer_and_stops_at_its_budget():
    import sys

    def spin():
        while True:
            pass

    before = sys.gettrace()
    watch = Watch(50)
    try:
        with watch:
            spin()  # the watch follows the calls made inside it
    except BaseException as err:  # OverBudget is a BaseException on purpose
        assert type(err).__name__ == "OverBudget"
    assert sys.gettrace() is before and watch.lines == 51


# ---- 03: the move at step i and the state after step i --------------------------------------------------------
def my_move_at(i, n, shift=1, reverse=False, floats=False):
    L = 1 + times_two_divides(i)
    S = int(i / 2**L + 0.5) if floats else (i >> L) + shift
    cycle = cycle_of(L, n + reverse, 0, 2)
    return Move(L, cycle[(S - 1) % 3], cycle[S % 3])


def test_the_closed_form_passes_and_its_mistakes_are_told_apart():
    assert check_my_move_at(my_move_at).ok
    off_by_one = check_my_move_at(lambda i, n: my_move_at(i, n, shift=0)).message
    assert "step 1 is disk 1's 1st move; your move is the one of its 3rd" in off_by_one and "Check S" in off_by_one
    assert "wrong way" in check_my_move_at(lambda i, n: my_move_at(i, n, reverse=True)).message
    floats = check_my_move_at(lambda i, n: my_move_at(i, n, floats=True))
    assert "right for every step of n = 1..8" in floats.message and "whole-number" in floats.message
    assert "not the disk" in check_my_move_at(lambda i, n: Move(2, 0, 2)).message
    assert "floats in it" in check_my_move_at(lambda i, n: (1.0, 0, 2)).message


def test_the_closed_form_refuses_teachkit_recursion_and_replay():
    def from_states(i, n):
        a, b = state_at(i - 1, n), state_at(i, n)
        k = next(k for k in range(n) if a[k] != b[k])
        return Move(k + 1, a[k], b[k])

    def recursive(i, n):
        half = 2 ** (n - 1)
        return Move(n, 0, 2) if i == half else recursive(i % half, n - 1)

    def replay(i, n):
        return next(m for k, m in enumerate(solve_recursive(min(n, 25)), 1) if k == i)

    assert "state_at" in check_my_move_at(from_states).message
    assert "move_at" in check_my_move_at(lambda i, n: move_at(i, n)).message
    assert "recursion (recursive calls itself)" in check_my_move_at(recursive).message
    assert "write it yourself" in check_my_move_at(replay).message


def own_count(k, step):
    """The student's count of disk k's moves among the first `step`: the odd multiples of 2**(k-1) up to step."""
    return (step + 2 ** (k - 1)) >> k


def my_state_at(step, n, count=None, reverse=False):
    count = count or own_count
    return tuple(cycle_of(k, n + reverse, 0, 2)[count(k, step) % 3] for k in range(1, n + 1))


def test_the_state_passes_and_its_mistakes_are_told_apart():
    assert check_my_state_at(my_state_at).ok
    assert "wrong cycle" in check_my_state_at(lambda s, n: my_state_at(s, n, reverse=True)).message
    places = check_my_state_at(lambda s, n: tuple(own_count(k, s) % 3 for k in range(1, n + 1)))
    assert "not a peg" in places.message and "cycle[p]" in places.message
    result = check_my_state_at(lambda s, n: my_state_at(s, n, count=lambda k, s: s // 2**k))
    assert "multiples of 2**k" in result.message and "odd ones" in result.message
    every = check_my_state_at(lambda s, n: my_state_at(s, n, count=lambda k, s: s >> (k - 1)))
    assert "every multiple of 2**(k-1)" in every.message
    short = check_my_state_at(lambda s, n: my_state_at(s, n, count=lambda k, s: (s + 2 ** (k - 1) - 1) >> k))
    assert "leaves out a move of disk 1 made at step `step` itself" in short.message
    still = check_my_state_at(lambda s, n: my_state_at(s, n, count=lambda k, s: 0))  # agrees with s >> k at step 1
    assert "How many of the first" in still.message  # only there: no usual slip named, the general question
    floats = check_my_state_at(lambda s, n: my_state_at(s, n, count=lambda k, s: int((s + 2 ** (k - 1)) / 2**k)))
    assert "floats" in floats.message
    assert "one peg per disk" in check_my_state_at(lambda s, n: (0, 0, 0)).message
    assert "still `...`" in check_my_state_at(lambda s, n: ...).message


def test_the_state_refuses_state_at():
    assert "state_at" in check_my_state_at(lambda s, n: state_at(s, n)).message
    assert "pegs_at" in check_my_state_at(lambda s, n: hanoi.pegs_at(s, n)).message


def test_a_loop_that_waits_for_peg_c_is_told_the_tower_was_complete():
    def only_c(n, direction):
        pegs = [list(range(n, 0, -1)), [], []]
        moves = []
        small = 0
        while True:
            to = (small + direction) % 3
            pegs[to].append(pegs[small].pop())
            moves.append((small, to))
            small = to
            if len(pegs[2]) == n:
                return moves
            a, b = [p for p in range(3) if p != small]
            src, dst = (a, b) if not pegs[b] or (pegs[a] and pegs[a][-1] < pegs[b][-1]) else (b, a)
            pegs[dst].append(pegs[src].pop())
            moves.append((src, dst))

    result = check_direction_loop(only_c)
    assert not result.ok
    assert "made every move of the solution (1) — the tower was complete on peg B — but did not stop" in result.message
    assert "disk 1 must move at every odd step" in result.message


def test_a_crash_after_a_wrong_move_names_the_wrong_move():
    def crashes_late(n, direction):
        moves = [(0, 2)]  # disk 1 the wrong way for +1
        raise ValueError(f"oops after {len(moves)} move")

    result = check_direction_loop(crashes_late)
    assert "disk 1 must step +1" in result.message


# ---- the student's report on 02 and 03 -------------------------------------------------------------------------
def test_an_empty_peg_that_gives_a_disk_away_is_named():
    def empty_gives(n, direction):
        pegs = [list(range(n, 0, -1)), [], []]
        moves, small = [], 0
        while True:
            to = (small + direction) % 3
            pegs[to].append(pegs[small].pop())
            moves.append((small, to))
            small = to
            if len(pegs[1]) == n or len(pegs[2]) == n:
                return moves
            a, b = [peg for peg in range(3) if peg != small]
            src, dst = (a, b) if not pegs[a] or (pegs[b] and pegs[a][-1] < pegs[b][-1]) else (b, a)
            pegs[dst].append(pegs[src].pop())
            moves.append((src, dst))

    result = check_direction_loop(empty_gives)
    assert not result.ok
    assert "my_direction_loop(2, +1): at move 2 it took a disk from empty peg C" in result.message
    assert "an empty peg can only receive" in result.message


def test_moves_read_from_a_table_filled_in_advance_are_refused():
    table = {(n, d): [(m.src, m.dst) for m in solve_iterative(n, d)] for n in range(1, 8) for d in (+1, -1)}

    def from_table(n, direction, table=table):
        return table[n, direction]

    def from_closure(n, direction):
        return list(table[n, direction])

    for fn in (from_table, from_closure):
        result = check_direction_loop(fn)
        assert not result.ok and "stored in advance" in result.message and "table already holds" in result.message


def test_a_fixed_range_one_move_short_is_counted():
    result = check_direction_loop(lambda n, d: good(n, d)[: 2**n - 2])
    assert "made 0 moves; the solution for 1 disk has 1" in result.message and "fixed range" in result.message
    shorter = check_direction_loop(lambda n, d: good(n, d)[: 2**n - 2] if n > 1 else good(n, d))
    assert "made 2 of 3 moves, one move short" in shorter.message and "move 2**n - 1 = 3" in shorter.message
    spread = check_direction_loop(lambda n, d: good(n, d)[:1])
    assert "made 1 of 3 moves, all legal, then stopped" in spread.message


def test_the_untouched_stub_is_told_to_write_the_loop():
    def my_direction_loop(n, direction):
        moves = []
        ...  # your loop
        return moves

    result = check_direction_loop(my_direction_loop)
    assert "the loop is still to be written" in result.message and "stop rule" not in result.message


def test_a_slow_loop_names_its_arguments():
    def forever(n, direction):
        while True:
            time.sleep(0.01)

    assert "my_direction_loop(1, +1) did not finish" in check_direction_loop(forever).message


def test_places_used_as_pegs_and_a_missing_wrap_are_told():
    def places(i, n):
        L = 1 + times_two_divides(i)
        S = (i >> L) + 1
        return Move(L, (S - 1) % 3, S % 3)

    def no_wrap(i, n):
        L = 1 + times_two_divides(i)
        S = (i >> L) + 1
        return Move(L, cycle_of(L, n, 0, 2)[S - 1], cycle_of(L, n, 0, 2)[S])

    assert "places are not pegs" in check_my_move_at(places).message
    assert "wrap round the cycle" in check_my_move_at(no_wrap).message


def test_moves_made_by_answers_both_exercises_and_is_refused_in_both():
    def counted(i, n):
        L = 1 + times_two_divides(i)
        S = moves_made_by(L, i)
        cycle = cycle_of(L, n, 0, 2)
        return Move(L, cycle[(S - 1) % 3], cycle[S % 3])

    assert "moves_made_by" in check_my_move_at(counted).message
    assert check_my_state_at(my_state_at).ok
    refused = check_my_state_at(lambda s, n: my_state_at(s, n, count=moves_made_by))
    assert "moves_made_by" in refused.message and "odd multiples of 2**(k-1)" in refused.message


def test_the_state_says_where_the_student_put_the_disk():
    backwards = check_my_state_at(lambda s, n: my_state_at(s, n)[::-1])
    assert "you put disk 1 on peg 0 (A)" in backwards.message and "disk 1 first?" in backwards.message
    no_wrap = check_my_state_at(lambda s, n: tuple(cycle_of(k, n, 0, 2)[own_count(k, s)] for k in range(1, n + 1)))
    assert "wrap round the cycle" in no_wrap.message
    wrong_count = check_my_state_at(lambda s, n: my_state_at(s, n, count=lambda k, s: s // 2**k))
    assert "you put disk 1 on peg 0 (A) after step 1" in wrong_count.message


def test_reading_the_top_of_an_empty_peg_is_named_as_such():
    def peeks_at_an_empty_peg(n, direction):
        pegs = [list(range(n, 0, -1)), [], []]
        moves, small = [], 0
        while len(pegs[0]) != n or not moves:
            nxt = (small + direction) % 3
            pegs[nxt].append(pegs[small].pop())
            moves.append((small, nxt))
            small = nxt
            if len(pegs[1]) == n or len(pegs[2]) == n:
                break
            a, b = [p for p in range(3) if p != small]
            if pegs[a][-1] < pegs[b][-1]:  # no test for an empty peg
                pegs[b].append(pegs[a].pop())
                moves.append((a, b))
            else:
                pegs[a].append(pegs[b].pop())
                moves.append((b, a))
        return moves

    verdict = check_direction_loop(peeks_at_an_empty_peg)
    assert not verdict.ok and "top disk of an empty peg" in verdict.message and "if pegs[p]" in verdict.message


# ---- 02: the line budget runs out, yet the first wrong move is named ----------------------------------------
def _larger_of(pegs, small):
    """A helper a student might write for the other move, with the typical mistake: the larger top disk moves."""
    a, b = [p for p in range(3) if p != small]
    if pegs[a] and (not pegs[b] or pegs[a][-1] > pegs[b][-1]):
        return a, b
    return b, a


_LOG: list = []  # where one student keeps the moves: outside the function, out of the checker's sight


def _loop_with(record, other=_larger_of):
    """A direction loop whose other move comes from a helper; ``record`` (list or dict) keeps the moves."""

    def my_direction_loop(n, direction):
        pegs = [list(range(n, 0, -1)), [], []]
        moves = {} if record is dict else []
        small = 0
        while True:
            to = (small + direction) % 3
            pegs[to].append(pegs[small].pop())
            _record(moves, (small, to))
            small = to
            if len(pegs[1]) == n or len(pegs[2]) == n:
                return list(moves.values()) if isinstance(moves, dict) else list(moves)
            if not pegs[(small + 1) % 3] and not pegs[(small + 2) % 3]:
                continue
            src, dst = other(pegs, small)
            pegs[dst].append(pegs[src].pop())
            _record(moves, (src, dst))

    def _record(moves, move):
        if isinstance(moves, dict):
            moves[len(moves)] = move
        else:
            moves.append(move)

    return my_direction_loop


def test_over_budget_in_a_helper_names_the_first_illegal_move_not_the_stop_rule():
    result = check_direction_loop(_loop_with(list))
    assert not result.ok
    assert "move 6 puts disk 3 on the smaller disk 2" in result.message and "picked the larger" in result.message
    assert "stop rule" not in result.message


def test_over_budget_with_moves_kept_in_a_dict_names_the_first_illegal_move():
    result = check_direction_loop(_loop_with(dict))
    assert not result.ok and "move 6 puts disk 3 on the smaller disk 2" in result.message


def test_over_budget_without_recorded_moves_names_the_broken_peg():
    def my_direction_loop(n, direction):  # keeps its moves in the global _LOG, out of the checker's sight
        pegs = [list(range(n, 0, -1)), [], []]
        _LOG.clear()
        small = 0
        while True:
            to = (small + direction) % 3
            pegs[to].append(pegs[small].pop())
            _LOG.append((small, to))
            small = to
            if len(pegs[1]) == n or len(pegs[2]) == n:
                return list(_LOG)
            if pegs[(small + 1) % 3] or pegs[(small + 2) % 3]:
                src, dst = _larger_of(pegs, small)
                pegs[dst].append(pegs[src].pop())
                _LOG.append((src, dst))

    result = check_direction_loop(my_direction_loop)
    assert not result.ok and "on the smaller disk" in result.message and "never on a smaller disk" in result.message
    assert "Check the stop rule" not in result.message


def test_over_budget_with_right_moves_only_is_still_the_stop_rule():
    def stalls(n, direction):
        moves = [(0, direction % 3)]  # the right first move, then nothing more
        while n > 1:
            pass
        return moves

    result = check_direction_loop(stalls)
    assert not result.ok and "after 1 move, all of them right" in result.message
    assert "each turn of the loop makes a move" in result.message

    def never_stops(n, direction):
        moves = good(n, direction)
        while moves:  # the right moves, kept in a local, and no stop
            pass

    result = check_direction_loop(never_stops)
    assert not result.ok and "complete on peg B after move 1" in result.message and "stop rule" in result.message


def test_the_odd_factor_used_as_s_is_told_from_the_move_it_gives():
    def odd_factor(i, n):  # S = i >> (L - 1) is 2S - 1, the odd factor: right at each disk's first move only
        L = 1 + times_two_divides(i)
        S = i >> (L - 1)
        cycle = cycle_of(L, n, 0, 2)
        return Move(L, cycle[(S - 1) % 3], cycle[S % 3])

    message = check_my_move_at(odd_factor).message
    assert "my_move_at(3, 2): step 3 is disk 1's 2nd move; your move is the one of its 3rd" in message
    assert "odd number 2S - 1" in message and "try step 1" not in message


def test_the_right_s_with_the_place_after_s_moves_is_told_to_check_the_place_after_s_minus_1_moves():
    def place_after_s(i, n):  # S is right, but the move starts at the place after S moves
        L = 1 + times_two_divides(i)
        S = (i >> L) + 1
        cycle = cycle_of(L, n, 0, 2)
        return Move(L, cycle[S % 3], cycle[(S + 1) % 3])

    message = check_my_move_at(place_after_s).message
    assert "my_move_at(1, 1): step 1 is disk 1's 1st move; your move is the one of its 2nd" in message
    assert "Check S" in message and "starts at the place reached after S - 1 moves" in message


def test_a_move_from_where_the_disk_goes_to_is_told_as_reversed():
    def swapped(i, n):
        L = 1 + times_two_divides(i)
        S = (i >> L) + 1
        cycle = cycle_of(L, n, 0, 2)
        return Move(L, cycle[S % 3], cycle[(S - 1) % 3])

    message = check_my_move_at(swapped).message
    assert "my_move_at(1, 1)" in message and "goes from where the disk goes to" in message
    assert "wrong way round" not in message


def test_disk_0_is_a_named_error_and_the_state_checker_says_disks_start_at_1():
    from teachkit.hanoi import DiskType, InvalidDisk

    with pytest.raises(InvalidDisk, match=r"disks are numbered 1..n .*got 0"):
        moves_made_by(0, 5)
    with pytest.raises(DiskType):
        moves_made_by(1.0, 5)
    assert moves_made_by(2, 10) == 3

    def from_disk_0(step, n):
        return tuple(cycle_of(k + 1, n, 0, 2)[own_count(k, step) % 3] for k in range(0, n))

    message = check_my_state_at(from_disk_0).message
    assert "2**(k-1) is 0.5 when k = 0" in message and "disk numbers start at 1" in message


def test_a_loop_without_pop_and_append_passes_with_a_nudge_towards_the_stacks():
    def closed_form(n, direction):  # fact 1 and fact 2 with a list of positions, no pegs at all
        where = [0] * (n + 1)
        moves = []
        for i in range(1, 2**n):
            disk = 1 + times_two_divides(i)
            way = direction if disk % 2 else -direction
            moves += [(where[disk], (where[disk] + way) % 3)]
            where[disk] = (where[disk] + way) % 3
        return moves

    verdict = check_direction_loop(closed_form)
    assert verdict.ok and "never moves a disk with pop() and append()" in verdict.message
    assert "pop()" not in check_direction_loop(good).message


def test_trace_loop_prints_the_students_moves_and_stops_at_the_first_illegal_one(capfd):
    from teachkit.hanoi.checks import trace_loop

    trace_loop(good, 3, +1)
    out = capfd.readouterr().out
    assert "   7  disk 1, A→B" in out and "the tower is complete on peg B after 7 moves" in out
    trace_loop(lambda n, d: loop(n, d, larger=True), 3, +1)
    out = capfd.readouterr().out
    assert "<- illegal: disk 3 would go on the smaller disk 2" in out and "complete" not in out
    trace_loop(lambda n, d: loop(n, d, stop_test="never"), 2, +1)  # never stops: cut off, its moves still shown
    out = capfd.readouterr().out
    assert "did not stop" in out and "   1  disk 1, A→B" in out
    trace_loop(lambda n, d: [(0, 1)], 2, +1)
    assert "not complete" in capfd.readouterr().out
    trace_loop(..., 3, +1)
    assert "not yet" in capfd.readouterr().out


def test_a_loop_that_stops_only_on_peg_c_is_told_the_tower_can_end_on_peg_b():
    """v2 report: testing only peg C (and `continue` when no other move exists) is a wrong stop condition, not a
    stop test in the wrong place, so the hint is about the condition."""

    def only_c(n, direction):
        pegs = [list(range(n, 0, -1)), [], []]
        moves, small = [], 0
        while True:
            to = (small + direction) % 3
            pegs[to].append(pegs[small].pop())
            moves.append((small, to))
            small = to
            if len(pegs[2]) == n:
                return moves
            a, b = [peg for peg in range(3) if peg != small]
            if not pegs[a] and not pegs[b]:
                continue
            src, dst = (a, b) if not pegs[b] or (pegs[a] and pegs[a][-1] < pegs[b][-1]) else (b, a)
            pegs[dst].append(pegs[src].pop())
            moves.append((src, dst))

    result = check_direction_loop(only_c)
    assert not result.ok
    assert "all disks are on peg B, but your loop went on until they were on peg C" in result.message
    assert "whichever peg that is" in result.message
    assert "right after disk 1's move" not in result.message
    assert "one move late" in check_direction_loop(lambda n, d: loop(n, d, late=True)).message  # still told apart
