"""The knight scene replays a solver's tour; static plots draw without pyplot."""

import matplotlib
import pytest

matplotlib.use("Agg")

from matplotlib.figure import Figure

from teachkit import palette
from teachkit.knight import failure_map, knight_moves, knights_tour, onward_degrees, warnsdorff
from teachkit.knight.draw import (
    FAILURE_STYLE,
    KnightScene,
    _board_axes,
    degree_grid,
    draw_tour,
    plot_degrees,
    plot_failure_map,
    plot_tour,
    plot_tours,
    square_name,
    tour_frames,
)
from teachkit.knight.failure import COMPLETE, NO_TOUR, STUCK, FailureRow
from teachkit.player import Player


def test_frames_are_prefixes_of_the_solver_tour():
    tour = warnsdorff(5)
    assert tour_frames(tour) == list(range(1, 26))
    thin = tour_frames(knights_tour(10), max_frames=20)
    assert thin[0] == 1 and thin[-1] == 100 and len(thin) == 20


def test_heatmap_is_the_solver_degree_function():
    tour = warnsdorff(6)
    for k in (1, 10, 30):
        grid = degree_grid(tour, k)
        expected = onward_degrees(6, 6, tour.squares[:k])
        for r in range(6):
            for c in range(6):
                assert grid.mask[r, c] if expected[r][c] is None else grid[r, c] == expected[r][c]


def test_scene_updates_in_place_and_survives_a_fresh_figure():
    tour = warnsdorff(5)
    scene = KnightScene(tour)
    fig = Figure()
    scene.setup(fig, 1)
    axes = list(fig.axes)
    scene.update(12, 11)
    assert fig.axes == axes
    assert scene.labels[0][0].get_text() == "1"
    assert list(scene.path.get_xdata()) == [c for _, c in tour.squares[:12]]
    assert "may jump to" in scene.caption(12, 11) and "complete" in scene.caption(25, 24)
    scene.setup(Figure(), 25)  # small multiples call setup again
    scene.update(25, 24)


def test_ask_mode_frames_the_candidates_and_names_the_choice_only_after_the_step():
    tour = warnsdorff(6)
    scene = KnightScene(tour, ask=True)
    scene.setup(Figure(), 1)
    for frame in range(1, len(tour.squares)):
        scene.update(frame, frame - 1)
        here, chosen = tour.squares[frame - 1], tour.squares[frame]
        framed = {(round(b.get_y() + 0.45), round(b.get_x() + 0.45)) for b in scene.boxes if b.get_visible()}
        unvisited = {s for s in knight_moves(here, 6, 6) if s not in tour.squares[:frame]}
        assert framed == unvisited and chosen in framed  # every candidate framed, the chosen one not singled out
        assert not scene.next.get_visible()
        text = scene.caption(frame, frame - 1)
        assert "Which does the rule take?" in text and f"took {square_name(chosen)}" not in text
        assert f"it took {square_name(chosen)} (" in scene.caption(frame + 1, frame)
    assert scene.caption(1, 0).startswith("Knight on a1; candidates (onward squares): c2 (5), b3 (5)")
    assert "a tie, so the first in SEED_ORDER" in scene.caption(2, 1)
    assert scene.caption(36, 35).endswith("The tour is complete")


def test_player_with_the_scene_renders_and_makes_multiples():
    tour = warnsdorff(5)
    player = Player(tour_frames(tour), KnightScene(tour), mode="offline", max_offline_frames=6)
    assert player.png(3)[:4] == b"\x89PNG"
    assert player.to_multiples(panels=4) is not None


@pytest.mark.slow
def test_static_plots():
    for picture in (
        plot_tour(knights_tour(6, closed=True)),
        plot_tours([warnsdorff(5), warnsdorff(6)]),
        plot_degrees(8),
        plot_failure_map({"first": failure_map(range(5, 15))}),
    ):
        assert picture.png()[:4] == b"\x89PNG"


def test_boards_are_drawn_as_chess_diagrams_a1_bottom_left():
    assert (square_name((0, 0)), square_name((2, 3)), square_name((7, 7))) == ("a1", "d3", "h8")
    ax = Figure().add_subplot()
    _board_axes(ax, 5, 6)
    bottom, top = ax.get_ylim()
    assert bottom < top and bottom < 0 < top  # row 0 at the bottom
    assert [t.get_text() for t in ax.get_xticklabels()] == list("abcdef")
    assert [t.get_text() for t in ax.get_yticklabels()] == ["1", "2", "3", "4", "5"]


def test_draw_tour_puts_row_0_at_the_bottom_and_marks_start_and_end():
    tour = warnsdorff(5)
    fig = Figure()
    ax = fig.add_subplot()
    draw_tour(ax, tour, numbers=True)
    bottom, top = ax.get_ylim()
    assert bottom < top  # imshow did not flip the axis back
    start_y = ax.transData.transform((0, 0))[1]
    top_y = ax.transData.transform((0, 4))[1]
    assert start_y < top_y  # in display coordinates a1 is below a5
    assert "a1" in ax.get_title() and square_name(tour.squares[-1]) in ax.get_title()
    assert "a1" in plot_tour(tour).text and "bottom-left" in plot_tour(tour).text


def test_plot_degrees_uses_the_sequential_map_and_writes_every_number():
    picture = plot_degrees(8)
    texts = [t.get_text() for t in picture.figure.axes[0].texts]
    assert len(texts) == 64 and texts.count("2") == 4 and texts.count("8") == 16
    assert "values 2 to 8" in picture.text


def test_failure_map_draws_three_kinds_with_palette_colours_and_hatches():
    rows = [
        FailureRow(5, 25, True, 1, COMPLETE),
        FailureRow(6, 30, False, 1, STUCK),
        FailureRow(7, 10, False, 1, NO_TOUR),
    ]
    picture = plot_failure_map({"first": rows})
    patches = picture.figure.axes[0].patches
    fills = [p.get_facecolor()[:3] for p in patches]
    from matplotlib.colors import to_rgb

    assert fills == [to_rgb(palette.DONE), to_rgb(palette.WARNING), to_rgb(palette.NEUTRAL)]
    hatches = [p.get_hatch() for p in patches]
    assert not hatches[0] and hatches[1] and hatches[2] and hatches[1] != hatches[2]  # a second cue
    legend = [t.get_text() for t in picture.figure.axes[0].get_legend().get_texts()]
    assert legend == [FAILURE_STYLE[k][2] for k in (COMPLETE, STUCK, NO_TOUR)]
    assert "1 rule stuck" in picture.text and "1 no tour" in picture.text
    old = plot_failure_map({"old": [FailureRow(5, 25, True, 1), FailureRow(6, 30, False, 1)]})  # rows without kind
    assert old.png()[:4] == b"\x89PNG"


def test_block_borders_follow_the_construction_cut():
    """plot_tours(..., blocks=True) draws the block borders the construction used: 16 = 8 + 8 (one line each
    way), 17 from a1 = 5 + 6 + 6, and nothing for a tour that was not spliced from blocks."""
    from teachkit.knight import knights_tour
    from teachkit.knight.construct import block_parts
    from teachkit.knight.draw import draw_tour, plot_tours

    assert block_parts(16, 16) == ([8, 8], [8, 8])
    assert block_parts(17, 17, (0, 0)) == ([5, 6, 6], [5, 6, 6])
    assert block_parts(6, 11) == ([6], [5, 6])
    sixteen = knights_tour(16, closed=True)
    assert sixteen.method == "divide-and-conquer"
    lines = {}
    for blocks in (False, True):
        fig = Figure()
        ax = fig.add_subplot()
        draw_tour(ax, sixteen, numbers=False, blocks=blocks)
        lines[blocks] = len(ax.lines)
    from teachkit.knight.draw import crossing_moves

    splices = len(crossing_moves(sixteen))  # each move across a border is drawn thick, on top
    assert lines[True] - lines[False] == 2 + splices  # one row border, one column border, the crossing moves
    small = knights_tour(3, 4)
    fig = Figure()
    ax = fig.add_subplot()
    draw_tour(ax, small, numbers=False, blocks=True)
    before = len(ax.lines)
    ax2 = Figure().add_subplot()
    draw_tour(ax2, small, numbers=False)
    assert before == len(ax2.lines)  # not spliced from blocks: no borders
    assert "block borders dashed" in repr(plot_tours([sixteen], blocks=True))


# ---- pictures added for the t5 report: a stuck end state, the four-row line, the splices, the replay's count ------
def test_the_stuck_picture_names_where_the_walk_ended():
    from teachkit.knight.draw import plot_stuck

    walk = warnsdorff(8, start=(2, 0))  # the classic rule gets stuck on the chessboard from a3
    assert not walk.is_complete
    text = plot_stuck(walk).alt()
    assert f"after {len(walk.squares)} of 64 squares" in text and "stuck on b3" in text


def test_the_outer_middle_line_frames_the_two_middle_squares_side_by_side():
    from teachkit.knight.draw import plot_outer_middle

    four = knights_tour(4, 5, start=(0, 0))
    line = " ".join("O" if r in (0, 3) else "M" for r, _ in four.squares)
    text = plot_outer_middle(four).alt()
    assert line in text and line.startswith("O") and line.endswith("O")
    marks = line.split()
    pairs = [i for i in range(len(marks) - 1) if marks[i] == marks[i + 1] == "M"]
    assert len(pairs) == 1 and f"places {pairs[0] + 1} and {pairs[0] + 2}" in text


def test_the_moves_across_block_borders_are_two_per_splice():
    from teachkit.knight.draw import crossing_moves

    for tour, blocks in [(knights_tour(16, closed=True), 4), (knights_tour(6, 11, start=(2, 5), closed=True), 2)]:
        moves = crossing_moves(tour)
        assert len(moves) == 2 * (blocks - 1)
        assert all(abs(a[0] - b[0]) * abs(a[1] - b[1]) == 2 for a, b in moves)  # knight's moves


def test_the_replay_counts_the_choices_with_three_or_more_onward_squares():
    six = warnsdorff(6)
    scene = KnightScene(six, ask=True)
    last = scene.caption(len(six.squares), 0)
    many = sum(
        sum(1 for s in knight_moves(six.squares[k], 6, 6) if s not in set(six.squares[:k])) >= 3
        for k in range(1, len(six.squares))
    )
    assert f"So far {many} of {len(six.squares) - 1} moves (forced ones included) took a square with 3 or more" in last


def test_the_replay_calls_a_forced_move_the_only_candidate():
    six = warnsdorff(6)
    scene = KnightScene(six, ask=True)
    forced = [f for f in range(2, len(six.squares) + 1) if len(scene._candidates(f - 1)) == 1]
    assert forced, "the 6x6 tour has forced moves"
    assert all("the only candidate" in scene.caption(f, 0) for f in forced)


def test_the_outer_middle_line_shows_each_square_s_colour():
    from teachkit.knight.draw import plot_outer_middle

    four = knights_tour(4, 5, start=(0, 0))
    colours = " ".join("g" if (r + c) % 2 == 0 else "w" for r, c in four.squares)
    text = plot_outer_middle(four).alt()
    assert f"colours along the line (g a1's colour, w the other): {colours}" in text
    assert "the outer squares have both colours" in text  # what rules out case (a) of the four-row proof


def test_failure_map_separates_neighbouring_sizes_so_two_stuck_columns_count_as_two():
    """Student report s10-08: stuck n = 35 and 36 merged into one wide stripe; a white line now parts every pair."""
    from matplotlib.colors import to_rgba

    rows = [FailureRow(35, 1000, False, 1, STUCK), FailureRow(36, 1200, False, 1, STUCK), FailureRow(37, 1369, True, 1)]
    ax = plot_failure_map({"first": rows, "other": rows}).figure.axes[0]
    (lines,) = [c for c in ax.collections if c.get_label() == "_separators"]
    assert sorted(seg[0][0] for seg in lines.get_segments()) == [35.5, 36.5]  # one between each pair of sizes
    assert all(tuple(c) == to_rgba("white") for c in lines.get_colors())
    low, high = sorted(ax.get_ylim())
    assert all(seg[0][1] <= low and seg[1][1] >= high for seg in lines.get_segments())  # through every strip
