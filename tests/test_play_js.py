"""The boards' rules in the browser (teachkit/*/play.js, run here in node) agree with the Python rules move by
move: the same random clicks and keys through both give the same state, message, tone, counters, alt text and
SVG picture at every step. The words both use come from one file, teachkit/playtext.json."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from teachkit.hanoi.play import PlayTowers
from teachkit.knight.play import PlayKnight, square_name
from teachkit.playwidget import words
from teachkit.sliding.play import PlayBoard

NODE = shutil.which("node")
HARNESS = Path(__file__).resolve().parent / "js" / "play_rules.js"
pytestmark = pytest.mark.skipif(
    NODE is None, reason="node is not installed (it comes with npm, which the exports already need)"
)
STEPS = 150


def browser_traces(games_and_acts) -> list[list[dict]]:
    """Play each game's acts in node, from the game's payload (what the page gets); one trace per game."""
    feed = [{"payload": game.payload(), "acts": acts} for game, acts in games_and_acts]
    done = subprocess.run(
        [NODE, str(HARNESS)], input=json.dumps(feed), capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout)


def seen(game) -> dict:
    return {"state": game.state(), "counters": game.counters(), "alt": game.alt(), "svg": game.svg()}


def random_acts(game, rng: random.Random, steps: int = STEPS) -> list[str]:
    """Clicks and keys a student could make on this board (its squares, buttons and keys), now and then a reset."""
    if game.kind == "hanoi":
        pool = [f"peg:{p}" for p in range(3)] * 6 + ["cancel:"] + list(game.keys.values())
    elif game.kind == "sliding":
        pool = [f"slide:{t}" for t in range(1, game.k * game.k)] + [f"key:{k}" for k in game.keys] * 3
    else:
        squares = [f"square:{square_name((r, c))}" for r in range(game.rows) for c in range(game.cols)]
        pool = squares + ["undo:", "undo:", "hints:"]
    return [rng.choice(pool) if rng.random() > 0.02 else "reset" for _ in range(steps)]


def make_games():
    return [
        PlayTowers(1),
        PlayTowers(3),
        PlayTowers(4),
        PlayTowers(3, dst=1),
        PlayBoard("1 2 3 4 0 6 7 5 8"),
        PlayBoard("2 3 6 1 0 8 4 5 7"),
        PlayBoard("1 2 3 / 4 5 6 / 0 7 8", goal="0 1 2 3 4 5 6 7 8"),
        PlayBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"),
        PlayBoard("3 1 2 0"),
        PlayKnight(1),
        PlayKnight(3),
        PlayKnight(5),
        PlayKnight(4, 6),
        PlayKnight(9),
    ]


def test_the_browser_rules_agree_with_the_python_rules_move_by_move():
    rng = random.Random(20)
    games = make_games()
    plan = [(game, random_acts(game, rng)) for game in games]
    traces = browser_traces(plan)
    refused = solved = 0
    for (game, acts), trace in zip(plan, traces):
        assert len(trace) == len(acts) + 1
        assert trace[0] == seen(game), f"{game!r}: the start differs"
        for step, (act, browser) in enumerate(zip(acts, trace[1:]), start=1):
            game.act(act)
            python = seen(game)
            assert browser == python, (
                f"{game.kind} step {step} ({act}): browser {browser['state']} != {python['state']}"
            )
            refused += game.tone == "refused"
            solved += game.tone == "solved"
    assert refused > 100, "the random moves exercise the refusals"  # counts, so the test is not vacuous
    print(f"{sum(len(a) for _, a in plan)} moves compared, {refused} refused")


def test_a_solution_played_in_both_ends_solved_with_the_same_words():
    towers = PlayTowers(3)
    acts = [f"peg:{p}" for p in (0, 2, 0, 1, 2, 1, 0, 2, 1, 0, 1, 2, 0, 2)]
    knight = PlayKnight(5)
    tour = ["a1", "b3", "a5", "c4", "e5", "d3", "e1", "c2", "a3", "b5", "d4", "e2", "c1",
            "a2", "b4", "d5", "e3", "d1", "b2", "a4", "c5", "e4", "c3", "b1", "d2"]  # fmt: skip
    sliding = PlayBoard("1 2 3 4 0 6 7 5 8")
    plan = [(towers, acts), (knight, [f"square:{s}" for s in tour]), (sliding, ["slide:5", "key:ArrowLeft"])]
    traces = browser_traces(plan)
    for (game, acts), trace in zip(plan, traces):
        for act in acts:
            game.act(act)
        assert game.tone == "solved" and trace[-1]["state"]["tone"] == "solved"
        assert trace[-1] == seen(game)
    assert towers.message == "Solved in 7 moves: the minimum."
    assert knight.message.startswith("Tour complete: all 25 squares visited.")


def test_the_browser_adopts_a_state_the_kernel_sends():
    """After a hint (only Python can give one) the browser loads the kernel's state and draws the same board."""
    board = PlayBoard("2 3 6 1 0 8 4 5 7")
    fresh = PlayBoard("2 3 6 1 0 8 4 5 7")
    board.hint()
    feed = [{"payload": {**fresh.payload(), "state": board.state()}, "acts": []}]
    done = subprocess.run([NODE, str(HARNESS)], input=json.dumps(feed), capture_output=True, text=True, check=True)
    (start,) = json.loads(done.stdout)[0]
    assert start == seen(board) and "hint: slide tile" in start["state"]["message"]
    assert 'stroke-dasharray="8 4"' in start["svg"]  # the hinted tile: a dashed outline, not colour alone


def test_every_word_is_in_one_file():
    """The Python rules read their messages from playtext.json: a message there is what both sides say."""
    text = words()
    assert set(text) >= {"common", "hanoi", "sliding", "knight"}
    towers = PlayTowers(2)
    towers.click(1)
    assert towers.message == text["hanoi"]["empty_peg"].format(peg="B")
    knight = PlayKnight(5)
    knight.visit("a1")
    knight.visit("b2")
    assert knight.message == text["knight"]["not_a_jump"].format(
        square="b2", last="a1", rule=text["knight"]["rule_move"]
    )
