"""Probes for teachkit.knight's solvers, rules and checkers of tours (the exercise checkers and the failure
map belong to the notebook side)."""

import numpy as np

from contract.harness import Probe
from teachkit.errors import LimitExceeded
from teachkit.knight import (
    SEED_ORDER,
    BadBoard,
    BadOrder,
    BadRequest,
    BadSquare,
    BadTieBreak,
    closed_tour_obstacle,
    construct_closed,
    construct_open,
    extend_rotate,
    format_board,
    knight_moves,
    knights_tour,
    next_square,
    onward_degree,
    onward_degrees,
    open_tour_obstacle,
    search_tour,
    start_obstacle,
    strip_tour,
    verify_tour,
    verify_tour_fast,
    warnsdorff,
    warnsdorff_fast,
)
from teachkit.knight.schwenk import closed_3xk
from teachkit.knight.search import brute_force
from teachkit.knight.tour import BoardTooLarge, BoardType, SquareType, Tour

BAD_N = [
    (2.5, "float", BoardType),
    ("8", "str", BoardType),
    (None, "None", BoardType),
    (True, "bool", BoardType),
    (0, "zero", BadBoard),
    (-3, "negative", BadBoard),
    ([8], "list", BoardType),
    (np.float64(8), "np-float", BoardType),
]
BOARD_FUNCTIONS = [warnsdorff, warnsdorff_fast, knights_tour, search_tour, extend_rotate, strip_tour, brute_force]
BAD_START = [
    ((8, 0), "start-off", BadSquare),
    ((-1, 0), "start-negative", BadSquare),
    ((0,), "start-short", SquareType),
    ("a1", "start-str", SquareType),
    ((0.0, 1), "start-float", SquareType),
    ((True, 0), "start-bool", SquareType),
    (None, "start-None", SquareType),
    ((2**70, 0), "start-huge", BadSquare),
]

PROBES = []
for fn in BOARD_FUNCTIONS:
    for value, why, error in BAD_N:
        PROBES.append(Probe(fn, (value,), arg="n", expect=error, why=f"n-{why}"))
    for value, why, error in BAD_START:
        PROBES.append(
            Probe(
                fn,
                (6, value, 6) if fn in (warnsdorff, warnsdorff_fast) else (6, 6, value),
                arg="start",
                expect=error,
                why=why,
            )
        )
    PROBES.append(
        Probe(
            fn,
            (6, (0, 0), 2.0) if fn in (warnsdorff, warnsdorff_fast) else (6, 2.0),
            arg="m",
            expect=BoardType,
            why="m-float",
        )
    )
for fn in (closed_tour_obstacle, open_tour_obstacle, construct_closed, construct_open):
    PROBES.append(Probe(fn, (0, 0), arg="n", expect=BadBoard, why="zero"))
    PROBES.append(Probe(fn, (5.0, 6), arg="n", expect=BoardType, why="float"))
    PROBES.append(Probe(fn, (6, "6"), arg="m", expect=BoardType, why="m-str"))

# sizes: every function is bounded (the inputs of the outside sweep that hung or ate memory)
PROBES += [
    Probe(knights_tour, (5000,), arg="n x m", expect=BoardTooLarge, why="n-5000"),
    Probe(knights_tour, (3, 10**7), arg="n x m", expect=BoardTooLarge, why="strip-10**7"),
    Probe(knights_tour, (4, 100_000), arg="n x m", expect=BoardTooLarge, why="strip-4x100000"),
    Probe(knights_tour, (100_001, 3), arg="n x m", expect=BoardTooLarge, why="strip-100001x3"),
    Probe(strip_tour, (4, 20_000), arg="n x m", expect=BoardTooLarge, why="strip-4x20000"),
    Probe(knights_tour, (10**30,), arg="n x m", expect=BoardTooLarge, why="n-10**30"),
    Probe(warnsdorff, (2000,), arg="n x m", expect=BoardTooLarge, why="plain-n-2000"),
    Probe(warnsdorff_fast, (5000,), arg="n x m", expect=BoardTooLarge, why="n-5000"),
    Probe(
        warnsdorff,
        (4, (0, 0), None, SEED_ORDER, "random"),
        {"restarts": 10**9},
        arg="restarts",
        expect=LimitExceeded,
        why="restarts-10**9",
    ),
    Probe(
        warnsdorff_fast,
        (1000, (0, 0), None, SEED_ORDER, "random"),
        {"restarts": 100},
        arg="restarts",
        expect=LimitExceeded,
        why="restarts-times-squares",
    ),
    Probe(construct_closed, (4000, 4000), arg="n x m", expect=BoardTooLarge, why="n-4000"),
    Probe(construct_open, (4001, 4001), arg="n x m", expect=BoardTooLarge, why="n-4001"),
    Probe(search_tour, (1000,), arg="n x m", expect=BoardTooLarge, why="n-1000"),
    Probe(extend_rotate, (1000,), arg="n x m", expect=BoardTooLarge, why="n-1000"),
    Probe(brute_force, (30,), arg="n x m", expect=BoardTooLarge, why="n-30"),
    Probe(onward_degrees, (1000, 1000, []), arg="n x m", expect=BoardTooLarge, why="n-1000"),
    Probe(closed_3xk, (10**9,), arg="k", expect=BoardTooLarge, why="k-huge"),
    Probe(closed_3xk, (12.0,), arg="k", expect=BoardType, why="k-float"),
    Probe(closed_3xk, (13,), arg="k", expect=BadBoard, why="k-odd"),
    # options
    Probe(knights_tour, (8,), {"closed": "yes"}, arg="closed", expect=BadRequest, why="closed-str"),
    Probe(knights_tour, (8,), {"closed": 1}, arg="closed", expect=BadRequest, why="closed-int"),
    Probe(knights_tour, (8,), {"budget": 0}, arg="budget", expect=BadRequest, why="budget-0"),
    Probe(knights_tour, (8,), {"budget": 2.5}, arg="budget", expect=BadRequest, why="budget-float"),
    Probe(knights_tour, (8,), {"budget": 10**12}, arg="budget", expect=LimitExceeded, why="budget-huge"),
    Probe(search_tour, (5,), {"budget": -1}, arg="budget", why="budget-negative"),
    Probe(search_tour, (5,), {"closed": None}, arg="closed", why="closed-None"),
    Probe(extend_rotate, (8,), {"rotations": 10**12}, arg="rotations", why="rotations-huge"),
    Probe(extend_rotate, (8,), {"seed": 1.5}, arg="seed", why="seed-float"),
    Probe(strip_tour, (8, 8), arg="short side", expect=BadBoard, why="not-a-strip"),
    Probe(strip_tour, (3, 40), {"budget": "big"}, arg="budget", why="budget-str"),
    Probe(brute_force, (5,), {"max_nodes": 0}, arg="max_nodes", why="max_nodes-0"),
    Probe(brute_force, (5,), {"max_nodes": 10**12}, arg="max_nodes", why="max_nodes-huge"),
    Probe(warnsdorff, (5,), {"tie_break": "smart"}, arg="tie_break", expect=BadTieBreak, why="tie-unknown"),
    Probe(warnsdorff_fast, (5,), {"tie_break": ["first"]}, arg="tie_break", expect=BadTieBreak, why="tie-list"),
    Probe(
        warnsdorff,
        (5,),
        {"tie_break": "roth", "restarts": 3},
        arg="restarts",
        expect=BadTieBreak,
        why="restarts-deterministic",
    ),
    Probe(warnsdorff_fast, (5,), {"tie_break": "random", "restarts": -1}, arg="restarts", why="restarts-negative"),
    Probe(warnsdorff_fast, (5,), {"tie_break": "random", "restarts": 1.0}, arg="restarts", why="restarts-float"),
    Probe(warnsdorff, (5,), {"seed": "s"}, arg="seed", why="seed-str"),
    Probe(warnsdorff, (5,), {"order": SEED_ORDER[:7]}, arg="order", expect=BadOrder, why="order-7"),
    Probe(
        warnsdorff_fast,
        (5,),
        {"order": SEED_ORDER[:7] + ((1, 1),)},
        arg="order",
        expect=BadOrder,
        why="order-not-knight",
    ),
    Probe(warnsdorff, (5,), {"order": None}, arg="order", expect=BadOrder, why="order-None"),
    Probe(warnsdorff, (5,), {"order": "abcdefgh"}, arg="order", expect=BadOrder, why="order-str"),
    # single-square helpers
    Probe(knight_moves, ((0, 0.5), 5, 5), arg="square", expect=SquareType, why="square-float"),
    Probe(knight_moves, ((0, 0), 5, "5"), arg="m", expect=BoardType, why="m-str"),
    Probe(onward_degree, ((0, 0), None, 5, 5), arg="visited", expect=SquareType, why="visited-None"),
    Probe(onward_degree, ((9, 9), set(), 5, 5), arg="square", expect=BadSquare, why="square-off"),
    Probe(onward_degrees, (5, 5, 7), arg="visited", expect=SquareType, why="visited-int"),
    Probe(onward_degrees, (5, 5, [(0, 0), "b2"]), arg="visited", expect=SquareType, why="visited-str-square"),
    Probe(
        next_square,
        ((0, 0), {(0, 0)}, 5),
        {"tie_break": "best"},
        arg="tie_break",
        expect=BadTieBreak,
        why="tie-unknown",
    ),
    Probe(next_square, ((0, 0), {(0, 0)}, 5), {"rng": 3}, arg="rng", expect=BadTieBreak, why="rng-int"),
    Probe(next_square, ((7, 0), {(0, 0)}, 5), arg="here", expect=BadSquare, why="here-off"),
    Probe(next_square, ((0, 0), 5, 5), arg="visited", expect=SquareType, why="visited-int"),
    Probe(start_obstacle, (5, 5, (5, 5)), arg="start", expect=BadSquare, why="start-off"),
    Probe(start_obstacle, (5, 5, "c3"), arg="start", expect=SquareType, why="start-str"),
    # checking tours
    Probe(verify_tour, (None, 5), arg="squares", expect=SquareType, why="squares-None"),
    Probe(verify_tour, ("a1b3", 5), arg="squares", expect=SquareType, why="squares-str"),
    Probe(verify_tour, (np.zeros((3, 3), dtype=int), 5), arg="squares", expect=SquareType, why="squares-3-columns"),
    Probe(verify_tour, ([(0, 0)], 5), {"closed": "no"}, arg="closed", why="closed-str"),
    Probe(verify_tour_fast, (5, 5), arg="squares", expect=SquareType, why="squares-int"),
    Probe(verify_tour_fast, ([(0, 0)], 0), arg="n", expect=BadBoard, why="n-zero"),
    Probe(verify_tour_fast, ([(0, 0)], 5), {"complete": None}, arg="complete", why="complete-None"),
    Probe(format_board, ("tour",), arg="tour", expect=BadBoard, why="not-a-tour"),
    Probe(Tour, (3, 3, [(0.5, 1)]), arg="squares", expect=SquareType, why="squares-float"),
    Probe(Tour, (3, 3, [(0, 1, 2)]), arg="squares", expect=SquareType, why="squares-triples"),
    Probe(Tour, ("3", 3, [(0, 1)]), arg="n", expect=BoardType, why="n-str"),
    Probe(Tour, (3, 0, [(0, 1)]), arg="m", expect=BadBoard, why="m-zero"),
]
