"""The play-it-yourself boards: the Python side decides every move with the puzzles' own rules and names the rule
it refuses a move by; every display bundle is one HTML block (a static picture for untrusted pages, the data and
script that play it in the browser) and never a widget view. tests/test_play_js.py checks the browser rules."""

import base64
import json
import re
from html.parser import HTMLParser

import pytest

from teachkit.errors import ArgumentTypeError, ArgumentValueError, LimitExceeded
from teachkit.hanoi.play import RULE_SIZE, PlayTowers
from teachkit.hanoi.solve import InvalidDiskCount, TooManyDisks, solve_recursive
from teachkit.knight.play import RULE_MOVE, RULE_ONCE, PlayKnight, parse_square, square_name
from teachkit.knight.tour import onward_degree, warnsdorff
from teachkit.playwidget import MIN_TEXT_PX, RUN_HINT, PlayLink, has_emoji
from teachkit.sliding import UnsolvableBoard, apply_moves, astar, goal, hint, parse_board
from teachkit.sliding.play import PlayBoard

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
START = parse_board("1 2 3 / 4 0 6 / 7 5 8")  # two moves from the goal: D, R


class _Tags(HTMLParser):
    """Every start tag of an HTML fragment with its attributes."""

    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def tags(html: str) -> list[tuple[str, dict]]:
    parser = _Tags()
    parser.feed(html)
    return parser.tags


# JupyterLab 4's sanitizer (packages/apputils/src/sanitizer.ts): the tags and attributes a fallback may use.
SANITIZER_TAGS = {"div", "p", "img", "em", "span", "b", "strong"}
SANITIZER_IMG_ATTRIBUTES = {"src", "alt", "title", "width", "height", "style", "class"}


def check_fallback(game) -> str:
    """The bundle is HTML and text, no widget view; its picture part survives JupyterLab's sanitizer (which drops
    scripts with their content); the scripts carry the board's data. Returns the picture's SVG."""
    bundle = game._repr_mimebundle_()
    assert WIDGET_VIEW not in bundle and set(bundle) == {"text/html", "text/plain"}
    assert bundle["text/plain"] == repr(game)
    block = bundle["text/html"]
    assert block.startswith('<div class="teachkit-board"') and block.endswith("<!--/teachkit-board-->")
    scripts = re.findall(r"(?s)<script\b[^>]*>.*?</script>", block)
    assert len(scripts) == 2 and "TeachkitPlay.start(document.currentScript)" in scripts[1]
    data = json.loads(re.sub(r"(?s)^<script[^>]*>|</script>$", "", scripts[0]))
    assert data["kind"] == game.kind and data["state"] == game.state() and data["config"] == game.config()
    html = re.sub(r"(?s)<script\b[^>]*>.*?</script>", "", block)  # what an untrusted notebook keeps
    found = tags(html)
    assert {t for t, _ in found} <= SANITIZER_TAGS, "a tag JupyterLab's sanitizer would drop"
    assert "<svg" not in html  # inline SVG is not kept by the sanitizer: an <img>
    (img,) = [a for t, a in found if t == "img"]
    assert set(img) <= SANITIZER_IMG_ATTRIBUTES
    assert img["src"].startswith("data:image/svg+xml;base64,")
    assert int(img["width"]) > 100 and int(img["height"]) > 100 and img["alt"]
    assert "max-width: 100%" in img["style"]
    assert RUN_HINT in html and "run the cell to play" in html.lower()
    svg = base64.b64decode(img["src"].split(",", 1)[1]).decode("utf-8")
    assert svg.startswith("<svg") and svg.endswith("</svg>") and 'xmlns="http://www.w3.org/2000/svg"' in svg
    assert svg == game.svg()
    sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) >= MIN_TEXT_PX >= 11  # drawn at natural size: CSS px
    for text in (html, game.status(), game.help(), svg):
        assert not has_emoji(text)
    return svg


def test_has_emoji_tells_pictographs_from_arrows():
    assert has_emoji("solved! \N{PARTY POPPER}") and has_emoji("\N{BLACK STAR}")
    assert not has_emoji("slide tile 5 ← · 2³ − 1 = 7")


# ---- the 15-puzzle -----------------------------------------------------------------------------------------


def test_the_play_board_plays_by_the_engine_rules():
    play = PlayBoard(START)
    assert not play.solved
    assert play.move("U") and play.board == apply_moves(START, "U")
    assert play.move("D") and play.board == START
    assert not play.move("X") and play.board == START  # not a move name: refused with a message
    assert "U, L, R or D" in play.message and play.tone == "refused"
    corner = PlayBoard(goal(3))
    assert corner.solved and not corner.move("D") and "cannot move" in corner.status()
    assert "leave the board" in corner.message
    assert corner.hint() is None


def test_clicking_a_tile_beside_the_blank_slides_it_and_others_are_refused_with_the_rule():
    play = PlayBoard(START)  # blank in the centre; 5 below it, 6 right of it
    assert not play.slide(1) and play.board == START
    assert "not next to the blank" in play.message and "only a tile beside the blank" in play.message
    assert not play.slide(9) and "no tile 9" in play.message
    assert play.slide(5) and play.board == apply_moves(START, "D") and play.moves == ["D"]
    assert "slid tile 5 up" in play.message
    assert play.slide("8") and play.solved and play.moves == ["D", "R"]  # the browser sends text
    assert play.tone == "solved" and play.message.startswith("Solved in 2 moves")


def test_an_arrow_key_slides_a_tile_that_way_into_the_blank():
    play = PlayBoard(START)
    assert play.press("ArrowUp") and play.board == apply_moves(START, "D")  # 5 slides up, the blank down
    assert play.press("ArrowLeft") and play.solved  # 8 slides left, the blank right
    edge = PlayBoard(parse_board("1 2 3 4 5 6 7 8 0"))
    assert not edge.press("ArrowUp") and "edge" in edge.message  # nothing below the blank
    assert not edge.press("Enter") and "not an arrow key" in edge.message
    assert "Left slides the tile on the blank's right to the left" in edge.help()


def test_following_the_hints_solves_the_board_optimally():
    board = parse_board("4 1 3 7 2 6 5 8 0")
    play = PlayBoard(board)
    while not play.solved:
        assert play.move(play.hint())
    assert len(play.moves) == astar(board).cost == play.hints
    assert hint(board) == play.moves[0]
    play.reset()
    assert play.board == board and play.moves == [] and play.hints == 0


def test_a_hint_names_the_tile_and_outlines_it():
    play = PlayBoard(START)
    assert play.hint() == "D" and play.hinted == 5
    assert "hint: slide tile 5 up" in play.message and "(the blank moves D)" in play.message
    assert 'stroke="#d55e00" stroke-width="5" stroke-dasharray="8 4"' in play.svg()  # ACTIVE, dashed: tile 5 only
    play.slide(5)
    assert play.hinted is None and 'stroke-width="5"' not in play.svg()


def test_a_custom_hint_function_is_used_and_size_scales_the_tiles():
    calls = []
    play = PlayBoard(START, hint=lambda board, target: calls.append(board) or "D")
    assert play.hint() == "D" and calls == [START]
    assert PlayBoard(START).cell == 72 and PlayBoard(START, size=5.2).cell == 144
    with pytest.raises(ArgumentValueError, match="size"):
        PlayBoard(START, size=0)


def test_the_play_board_refuses_an_unsolvable_start_and_has_a_static_fallback():
    with pytest.raises(UnsolvableBoard):
        PlayBoard(parse_board("2 1 3 4 5 6 7 8 0"))
    play = PlayBoard(START)
    svg = check_fallback(play)
    assert play._repr_mimebundle_()["text/plain"].startswith("PlayBoard(1 2 3 4 0 6 7 5 8;")
    play.slide("6")  # the text form shows the board as it is now, not the start
    assert repr(play).startswith("PlayBoard(1 2 3 4 6 0 7 5 8;")
    play.reset()
    assert svg.count('data-act="slide:') == 8  # every tile answers a click ...
    assert svg.count("into the blank</title>") == 4  # ... and the four around the centre blank slide
    assert svg.count('fill="#0072b2"') == 6  # DONE blue: tiles 1 2 3 4 6 7 are home
    assert svg.count('fill="#d9d9d9"') == 2  # NEUTRAL: 5 and 8 are away
    assert "blue: tile on its goal square" in svg
    assert "tiles home: 6 of 8" in play.status()


def test_the_kernel_link_follows_the_game_and_runs_browser_actions():
    play = PlayBoard(START)
    link = play.widget()
    assert isinstance(link, PlayLink) and play.widget() is link and link.key.startswith("tkb")
    assert f'data-key="{link.key}"' in play.to_html()
    assert [b[0] for b in play.buttons()] == ["hint", "reset"] and all(b[2] for b in play.buttons())
    assert play.keys["ArrowLeft"] == "key:ArrowLeft" and play.kernel_only == ("hint",)
    play._on_msg(link, {"act": "hello"}, [])  # the page asks whether a kernel is there: one answer
    assert link.serial == 1 and link.state == play.state()
    play._on_msg(link, {"act": "slide:5"}, [])
    assert link.state["board"] == list(play.board) and link.state["moves"] == "D" and link.serial == 2
    assert play.moves == ["D"]  # recorded in Python, for the exercises
    assert link.state["message"] == play.message and play.message not in play.counters()  # said once, not twice
    play._on_msg(link, {"act": "slide:1"}, [])  # refused: the same board, an answer all the same
    assert link.state["tone"] == "refused" and link.serial == 3
    play._on_msg(link, {"act": "hint"}, [])  # only the kernel can answer a hint
    assert link.state["hints"] == 1 and link.state["hinted"] == 8 and link.serial == 4
    play.act("key:ArrowLeft")  # a call from Python (a cell) is pushed to the page at once
    assert play.solved and link.state["tone"] == "solved" and "Solved" in link.state["message"]
    assert link.serial == 5
    play.act("reset")
    assert play.board == START and link.state["moves"] == ""
    play.act("teleport:3")
    assert "unknown action" in link.state["message"]


def test_the_old_import_still_works():
    from teachkit.sliding.draw import PlayBoard as Old

    assert Old is PlayBoard


# ---- the Towers of Hanoi ---------------------------------------------------------------------------------


def test_towers_pick_up_and_drop_by_the_rules():
    play = PlayTowers(3)
    assert play.click(0) and play.held == 0 and "holding disk 1" in play.message
    assert play.click(2) and play.held is None and play.towers.state() == ((3, 2), (), (1,))
    assert play.click(0) and play.click(2) is False  # disk 2 onto disk 1
    assert RULE_SIZE == "a larger disk may not go on a smaller one" and RULE_SIZE in play.message
    assert play.tone == "refused" and play.towers.state() == ((3, 2), (), (1,)) and len(play.moves) == 1
    assert not play.click(1) and "peg B is empty" in play.message  # nothing to pick up
    assert play.click(0) and play.click(0) and play.held is None  # the same peg puts it back
    assert "put disk 2 back" in play.message and len(play.moves) == 1
    assert not play.click(7) and "no peg 7" in play.message


def test_playing_the_solvers_moves_solves_in_the_minimum():
    for n in (1, 3, 5):
        play = PlayTowers(n)
        for move in solve_recursive(n):
            assert play.click(move.src) and play.click(move.dst), play.message
        assert play.solved and len(play.moves) == 2**n - 1 == play.minimum
        assert play.tone == "solved" and play.message == f"Solved in {2**n - 1} moves: the minimum."
        assert play.done_disks() == n and f"{n} of {n}" in play.counters()


def test_a_longer_solution_is_solved_but_compared_with_the_minimum():
    play = PlayTowers(1)
    for peg in (0, 1, 1, 2):
        play.click(peg)
    assert play.solved and len(play.moves) == 2
    assert "Solved in 2 moves" in play.message and "1 fewer" in play.message
    play.reset()
    assert play.towers.state() == ((1,), (), ()) and play.moves == []


def test_towers_refuse_bad_sizes_with_named_errors():
    with pytest.raises(TooManyDisks, match="PlayTowers"):
        PlayTowers(11)
    with pytest.raises(InvalidDiskCount):
        PlayTowers(0)
    with pytest.raises(TypeError):
        PlayTowers(2.5)


def test_towers_can_target_peg_b():
    play = PlayTowers(3, dst=1)
    assert "from A to B" in play.message and "on B: 0 of 3" in play.counters()
    svg = play.svg()
    assert "A (start)" in svg and "B (target)" in svg and "C (target)" not in svg
    for move in solve_recursive(3, src=0, dst=1):
        assert play.click(move.src) and play.click(move.dst), play.message
    assert play.solved and play.tone == "solved" and "3 of 3" in play.counters()
    with pytest.raises(ValueError, match="dst"):
        PlayTowers(3, dst=0)


def test_towers_keys_and_fallback():
    play = PlayTowers(4)
    svg = check_fallback(play)
    assert svg.count('data-act="peg:') == 3 and "A (start)" in svg and "C (target)" in svg
    assert "minimum 15)" in play.status() and "2⁴" not in play.status()  # no formula before 01 asks for it
    assert (
        play.keys["a"] == "peg:0"
        and play.keys["2"] == "peg:2"
        and "3" not in play.keys
        and play.keys["Escape"] == "cancel:"
    )
    play.act(play.keys["a"])
    assert 'fill="#d55e00"' in play.svg() and "holding disk 1" in play.message  # the lifted disk is ACTIVE
    play.act("cancel:")
    assert play.held is None and 'fill="#d55e00"' not in play.svg()


# ---- the Knight's tour -----------------------------------------------------------------------------------


def test_square_names_are_chess_coordinates():
    assert square_name((0, 0)) == "a1" and square_name((1, 2)) == "c2" and square_name((7, 7)) == "h8"
    assert all(parse_square(square_name((r, c))) == (r, c) for r in range(8) for c in range(8))
    board = PlayKnight(3, 4).svg()
    assert board.count('data-act="square:') == 12 and 'data-act="square:d3"' in board


def test_the_knight_takes_only_knight_moves_to_unvisited_squares():
    play = PlayKnight(5)
    assert play.visit("a1") and play.last == (0, 0)
    assert not play.visit("b2") and RULE_MOVE in play.message and "from a1" in play.message
    assert play.visit("b3") and play.visit((0, 2)) and play.last == (0, 2)  # c1, given as (row, col)
    play.reset()
    assert play.visit("a1") and play.visit("c2") and not play.visit("a1")
    assert RULE_ONCE in play.message and "already visited (move 1)" in play.message
    assert not play.visit("z9") and play.tone == "refused"
    assert len(play.path) == 2


def test_undo_reset_and_hints_use_the_onward_degree():
    play = PlayKnight(5)
    assert not play.undo() and "nothing to undo" in play.message
    play.visit("a1")
    assert play.toggle_hints() and "Warnsdorff" in play.message
    degrees = play.degrees()
    assert set(degrees) == {(1, 2), (2, 1)}  # b3 and c2
    for square, degree in degrees.items():
        assert degree == onward_degree(square, {(0, 0), square}, 5, 5)
        assert f'aria-label="{square_name(square)}: jump here (onward degree {degree})"' in play.svg()
    assert play.undo() and play.path == [] and "took back a1" in play.message
    assert not play.toggle_hints() and "onward degree" not in play.svg()
    play.visit("a1")  # the squares to take next: an orange ring and a dark dashed one (not colour alone)
    svg = play.svg()
    assert svg.count('stroke="#e69f00" stroke-width="4"') == 2 and svg.count('stroke-dasharray="4 3"') == 2


def test_a_warnsdorff_tour_played_by_hand_is_complete():
    tour = warnsdorff(5)
    play = PlayKnight(5)
    for square in tour.squares:
        assert play.visit(square), play.message
    assert play.solved and play.tone == "solved" and play.message.startswith("Tour complete: all 25 squares")
    svg = check_fallback(play)
    assert svg.count(">25</text>") == 1


def test_a_dead_end_is_named():
    play = PlayKnight(3)  # the centre of a 3x3 board is no knight's move from anywhere
    assert play.visit("a1") and play.visit("b3") and play.visit("c1") and play.visit("a2")
    assert play.visit("c3") and play.visit("b1") and play.visit("a3") and play.visit("c2")
    assert play.candidates() == [] and "Stuck" in play.message and play.tone == "refused"
    assert not play.visit("b2") and RULE_MOVE in play.message


def test_knight_board_sizes_are_checked():
    with pytest.raises(LimitExceeded, match="rows"):
        PlayKnight(13)
    with pytest.raises(ArgumentValueError, match="cols"):
        PlayKnight(5, 0)
    with pytest.raises(ArgumentTypeError):
        PlayKnight("8")


def test_the_knight_fallback_shows_files_and_ranks():
    play = PlayKnight(8)
    svg = check_fallback(play)
    for label in "abcdefgh":
        assert f">{label}</text>" in svg
    for rank in range(1, 9):
        assert f">{rank}</text>" in svg
