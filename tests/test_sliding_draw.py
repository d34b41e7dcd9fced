"""Pictures of the sliding puzzle: the board scene moves its tile artists, the frontier view replays the
engine's own trace (the play board's tests are in test_play.py)."""

import itertools
from collections import Counter

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from teachkit.player import Player  # noqa: E402
from teachkit.sliding import (  # noqa: E402
    HEURISTICS,
    apply_moves,
    astar,
    astar_trace,
    bfs_distances,
    goal,
    linear_conflict,
    manhattan,
    parse_board,
)
from teachkit.sliding.draw import (  # noqa: E402
    AWAY_COLOR,
    HOME_COLOR,
    BoardScene,
    DrawError,
    FrontierScene,
    accuracy_sample,
    board_picture,
    boards_picture,
    frontier_plot,
    frontier_table,
    heuristic_accuracy,
    heuristic_bars,
    idastar_rounds_picture,
    path_waits,
    waiting_path_picture,
)
from teachkit.sliding.measure import Measurement  # noqa: E402

START = parse_board("1 2 3 / 4 0 6 / 7 5 8")  # two moves from the goal: D, R
FIFTEEN = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")


def tile_cells(scene: BoardScene) -> dict[int, tuple[float, float]]:
    """Where each tile artist sits, read back from the artists themselves."""
    return {t: (box.get_x(), box.get_y()) for t, (box, _) in scene.tiles.items()}


def test_the_scene_draws_each_tile_once_and_moves_the_same_artists():
    result = astar(START)
    scene = BoardScene()
    fig = Figure()
    scene.setup(fig, result.states[0])
    artists = {t: id(box) for t, (box, _) in scene.tiles.items()}
    patches_before = len(scene.ax.patches)
    assert sorted(scene.tiles) == list(range(1, 9))
    for i, state in enumerate(result.states):
        scene.update(state, i)
        for cell, tile in enumerate(state):
            if tile:
                row, col = divmod(cell, 3)
                assert tile_cells(scene)[tile] == pytest.approx((col + 0.05, 2 - row + 0.05))
    assert {t: id(box) for t, (box, _) in scene.tiles.items()} == artists
    assert len(scene.ax.patches) == patches_before  # nothing re-created


def test_tiles_on_their_goal_square_are_coloured_home():
    scene = BoardScene()
    scene.setup(Figure(), START)
    colours = {t: matplotlib.colors.to_hex(box.get_facecolor()) for t, (box, _) in scene.tiles.items()}
    misplaced = {t for t, c in colours.items() if c == AWAY_COLOR}
    assert misplaced == {5, 8}
    assert all(colours[t] == HOME_COLOR for t in set(range(1, 9)) - misplaced)


def test_the_caption_shows_g_h_and_f_along_a_solution():
    result = astar(FIFTEEN, linear_conflict)
    scene = BoardScene(heuristic=linear_conflict)
    scene.setup(Figure(), result.states[0])
    assert scene.caption(result.states[0], 0) == "g = 0, h = 1, f = 1"
    assert scene.caption(result.states[-1], 1) == "g = 1, h = 0, f = 1"


def test_a_scene_works_again_on_a_fresh_figure_and_in_the_player():
    result = astar(parse_board("4 1 3 7 2 6 5 8 0"))
    player = Player(result.states, BoardScene(heuristic=manhattan))
    assert player.png(0)[:4] == b"\x89PNG" and player.png(len(result.states) - 1)[:4] == b"\x89PNG"
    multiples = player.to_multiples(panels=4)
    assert len(multiples.subfigs) == 4
    assert f'data-frames="{len(result.states)}"' in player.to_html()


def test_the_scene_refuses_boards_it_was_not_set_up_for():
    scene = BoardScene()
    scene.setup(Figure(), START)
    with pytest.raises(DrawError):
        scene.update(FIFTEEN, 1)
    with pytest.raises(DrawError):
        BoardScene().setup(Figure(), (1, 2, 3))
    with pytest.raises(DrawError):
        BoardScene(goal=goal(4)).setup(Figure(), START)


def test_static_pictures_render():
    assert board_picture(START, title="start").png()[:4] == b"\x89PNG"
    assert boards_picture([START, goal(3)], ["start", "goal"]).png()[:4] == b"\x89PNG"
    with pytest.raises(DrawError):
        boards_picture([START, goal(3)], ["only one title"])


def test_heuristic_pictures_render_one_bar_group_per_heuristic():
    rows = [
        Measurement("zero", "a", 4, 30, 50, 2.1),
        Measurement("manhattan", "a", 4, 5, 9, 1.2),
        Measurement("zero", "b", 6, 90, 150, 2.0),
        Measurement("manhattan", "b", 6, 7, 12, 1.1),
    ]
    picture = heuristic_bars(rows)
    ax = picture.figure.axes[0]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["zero", "manhattan"]
    assert sorted(round(p.get_height()) for p in ax.patches) == [9, 12, 50, 150]
    assert ax.get_yscale() == "linear" and {t.get_text() for t in ax.texts} == {"9", "12", "50", "150"}
    with pytest.raises(DrawError):
        heuristic_bars(rows, value="seconds")
    distances = {goal(3): 0, START: 2, apply_moves(goal(3), "U"): 1}
    accuracy = heuristic_accuracy(distances, {"manhattan": manhattan}, per_depth=3)
    assert accuracy.png()[:4] == b"\x89PNG"
    two = heuristic_accuracy(distances, {"misplaced": HEURISTICS["misplaced"], "manhattan": manhattan}, per_depth=3)
    panels = two.figure.axes  # one panel per heuristic, so the bands never overlap
    assert [ax.get_title() for ax in panels] == ["misplaced", "manhattan"]
    bands = [ax.collections[0] for ax in panels]
    assert len({band.get_hatch() for band in bands}) == 2  # a second cue besides colour
    assert len({tuple(band.get_facecolor()[0][:3]) for band in bands}) == 2
    with pytest.raises(DrawError):
        heuristic_accuracy(distances, {"manhattan": manhattan}, per_depth=0)


def test_the_accuracy_sample_takes_up_to_so_many_boards_at_every_depth():
    distances = bfs_distances(3)
    chosen = accuracy_sample(distances, per_depth=50, seed=0)
    per = Counter(distances[b] for b in chosen)
    assert sorted(per) == list(range(distances.max_distance + 1))  # every depth, 0 to 31
    assert per[0] == 1 and per[31] == 2 and per[20] == 50  # all where fewer, 50 elsewhere
    assert chosen == accuracy_sample(distances, per_depth=50, seed=0)


def test_the_frontier_scene_replays_the_engines_trace():
    board = parse_board("4 1 3 7 2 6 5 8 0")
    trace = list(astar_trace(board))
    assert trace[-1].current.board == goal(3)
    scene = FrontierScene(trace)
    fig = Figure(figsize=scene.figsize)
    scene.setup(fig, trace[0])
    for i, snapshot in enumerate(trace):
        scene.update(snapshot, i)
        xs, ys = scene.lines["f"].get_data()
        assert list(ys) == [s.current.f for s in trace[: i + 1]]
        assert len(scene.frontier_dots.get_offsets()) == len(snapshot.frontier)
    assert scene.caption(trace[0], 0).startswith("expanding a board with f = g + h = 0 + ")
    assert Player(trace, FrontierScene(trace)).png(len(trace) - 1)[:4] == b"\x89PNG"
    with pytest.raises(DrawError):
        FrontierScene([])


def test_frontier_table_and_plot_show_the_engine_numbers():
    trace = list(itertools.islice(astar_trace(parse_board("4 1 3 7 2 6 5 8 0")), 3))
    text = frontier_table(trace[1], rows=2)
    first = trace[1].frontier[0]
    assert f"{first.f:>3} {first.g:>3} {first.h:>3}  " + " ".join(map(str, first.board)) in text
    assert text.startswith(f"step 1: expanding a board with f = g + h = {trace[1].current.g} + ")
    picture = frontier_plot(trace)
    assert list(picture.figure.axes[0].lines[0].get_ydata()) == [s.current.f for s in trace]


def test_the_frontier_plot_rings_the_steps_off_the_solution_path():
    from teachkit.sliding import astar, manhattan

    board = (1, 2, 3, 5, 8, 7, 0, 4, 6)  # notebook 05's traced board: steps 3, 4 and 7 are off the path
    trace = list(astar_trace(board, manhattan))
    picture = frontier_plot(trace, path=astar(board, manhattan).states)
    rings = next(line for line in picture.figure.axes[0].lines if line.get_label() == "off the solution path")
    assert list(rings.get_xdata()) == [3, 4, 7]
    assert list(rings.get_ydata()) == [trace[i].current.f for i in (3, 4, 7)]


def test_the_waiting_path_picture_shows_the_lemma_on_the_engine_trace():
    """Notebook 05's lemma: before every step some board n_i of the returned path waits on the frontier with
    g = i — the first one not yet taken off with g = i; checked on A*'s own trace, board by board."""
    board = parse_board("4 1 3 / 7 2 6 / 5 8 0")  # notebook 05's example: step 1 is off the path
    path = astar(board, manhattan).states
    trace = list(astar_trace(board, manhattan))
    waits = path_waits(trace, path)
    assert [w.waiting for w in waits] == [0, 1, 1, 2, 3, 4, 5, 6, 7, 8]
    assert waits[1].taken is None and waits[2].taken == 1 and waits[-1].taken == len(path) - 1
    distances = bfs_distances(3)
    for start in sorted(distances)[::20011]:  # the lemma holds on other runs too, with boards off the path and ties
        run = list(astar_trace(start, manhattan))
        assert all(w.waiting in w.queued for w in path_waits(run, astar(start, manhattan).states))
    picture = waiting_path_picture(board, steps=[0, 1, 9])
    assert "step 1: n1 waits with g = 1, done: [0]" in picture.alt()
    assert "each row: just before" in [t.get_text() for t in picture.figure.axes[0].texts]  # rows: before the pop
    assert [t.get_text() for t in picture.figure.legends[0].get_texts()][1] == "first not done: waits, g = i"
    with pytest.raises(DrawError):  # a path the trace never follows: its first board is not waiting
        path_waits(trace, [goal(3), *path])


def test_a_colour_key_can_go_under_boards_and_says_what_blue_and_grey_mean():
    from teachkit.sliding import goal, parse_board
    from teachkit.sliding.draw import board_picture, boards_picture

    for picture in (
        boards_picture([goal(3), parse_board("1 2 3 / 4 0 6 / 7 5 8")], ["a", "b"], key=True),
        board_picture(goal(3), title="the goal", key=True),
    ):
        texts = [t.get_text() for sub in picture.figure.subfigs for leg in sub.legends for t in leg.get_texts()]
        assert texts == ["on its goal square", "not on its goal square"]
        assert "blue tiles are on their goal square" in picture.alt()
    assert not boards_picture([goal(3)]).figure.subfigs[0].legends  # no key unless asked


def test_the_frontier_scene_writes_every_text_at_hall_size():
    from matplotlib.figure import Figure

    from teachkit.sliding import astar, astar_trace, manhattan, parse_board
    from teachkit.sliding.draw import FRONTIER_FONT, FrontierScene

    board = parse_board("4 1 3 / 7 2 6 / 5 8 0")
    trace = list(astar_trace(board, manhattan))
    scene = FrontierScene(trace, path=astar(board, manhattan).states)
    fig = Figure(figsize=scene.figsize)
    scene.setup(fig, trace[0])
    sizes = {t.get_fontsize() for t in fig.findobj(lambda a: hasattr(a, "get_fontsize") and a.get_text())}
    assert FRONTIER_FONT >= 13.5 and min(sizes) >= FRONTIER_FONT - 0.01, sizes  # 13.5 pt = 18 CSS px
    assert scene.caption(trace[-2], len(trace) - 2).endswith(f"{len(trace[-2].frontier)} boards on the frontier")
    assert scene.caption(trace[-1], len(trace) - 1).startswith("taking the goal off the frontier")  # no expansion
    assert scene.unit == "step"  # the Player says "step 13 of 13", as the plot's axis does: the goal is not expanded


def test_the_reading_order_picture_numbers_the_tiles_and_lists_the_inverted_pairs():
    from teachkit.sliding.draw import reading_order_picture

    picture = reading_order_picture((1, 3, 2, 4, 0, 5, 7, 8, 6), title="reads 1 3 2 4 5 7 8 6")
    ax = picture.figure.axes[0]
    texts = {t.get_text() for t in ax.texts}
    assert set("abcdefgh") <= texts  # the reading order, blank left out, in letters: never read as tile numbers
    assert not any(t.endswith(".") for t in texts)
    assert ax.get_title() == "reads 1 3 2 4 5 7 8 6\ninverted: (3,2) (7,6) (8,6)"
    assert "inverted: none" in reading_order_picture((1, 2, 3, 4, 5, 6, 7, 8, 0)).figure.axes[0].get_title()


def test_the_vertical_move_picture_names_the_tiles_passed_and_the_change_it_draws():
    from teachkit.sliding import inversions, neighbors, parse_board
    from teachkit.sliding.draw import vertical_move_picture

    board = parse_board("1 2 3 4 / 5 7 6 10 / 9 0 8 11 / 12 13 14 15")
    picture = vertical_move_picture(board, "U")
    change = inversions(dict(neighbors(board))["U"]) - inversions(board)
    assert "passes 3 tiles: 6, 10, 9" in picture.details and f"= +{change}." in picture.details
    assert "(7, 6)" in picture.details.split("come into order:")[1]
    with pytest.raises(DrawError):
        vertical_move_picture(board, "L")


def test_a_pattern_picture_hides_the_other_tiles_and_the_blank():
    from teachkit.sliding.draw import pattern_picture

    board = (3, 5, 8, 7, 2, 1, 0, 6, 4)
    picture = pattern_picture(board, (1, 2, 3, 4))
    assert picture.png()[:4] == b"\x89PNG"
    right = picture.figure.subfigs[1].axes[0]
    shown = {t.get_text() for t in right.texts if t.get_visible()}
    assert shown == {"1", "2", "3", "4"}  # the other tiles' numbers are hidden
    hatched = [p for p in right.patches if p.get_hatch() == "///"]
    assert len(hatched) == 5  # tiles 5-8 and the blank's square


def test_a_linear_conflict_picture_marks_every_pair_with_a_key_and_refuses_a_row_in_order():
    from teachkit.sliding.draw import linear_conflict_picture
    from teachkit.sliding.heuristics import conflict_penalty

    board = parse_board("2 1 3 / 4 5 6 / 8 7 0")
    picture = linear_conflict_picture(board, (2, 1), (8, 7))
    assert picture.png()[:4] == b"\x89PNG"
    assert "tiles 2 and 1" in picture.text and "tiles 8 and 7" in picture.text
    assert "Row 0:" in picture.details and "Row 2:" in picture.details  # rows counted from 0, as the checkers do
    assert f"= {conflict_penalty(board)} moves" in picture.details  # the penalty drawn is the penalty printed
    assert "red: steps out and back" in picture.details and "blue: on its goal square" in picture.details
    assert "grey: not" not in picture.details  # every misplaced tile is in a pair: no grey tile to name (s10)
    assert "grey: not" in linear_conflict_picture(parse_board("2 1 3 / 4 5 6 / 7 0 8"), (2, 1)).details
    ax = picture.figure.subfigs[0].axes[0]
    assert {"row 0", "row 2"} <= {t.get_text() for t in ax.texts}
    assert len([c for c in ax.get_children() if type(c).__name__ == "Annotation"]) == 4  # 2 arrows per pair
    with pytest.raises(DrawError):
        linear_conflict_picture(board, (3, 1))  # 1 and 3 stand in goal order: no conflict
    with pytest.raises(DrawError):
        linear_conflict_picture(board, (2, 5))  # 5 is not in row 0
    with pytest.raises(DrawError):
        linear_conflict_picture(board)  # no pair to draw


def test_idastar_rounds_picture_labels_match_teachkit_trace():
    """Each panel shows one round of exercises.idastar_round: one node per board looked at, labelled with the
    blank's last move and f; cut-off boards grey; the smallest f cut off outlined; the bound in the title."""
    from teachkit.sliding.exercises import idastar_bounds, idastar_round
    from teachkit.sliding.measure import pick_at_depths

    board = pick_at_depths(bfs_distances(3), [12], seed=5)[12]  # notebook 07's board12
    bounds = idastar_bounds(board, manhattan)
    picture = idastar_rounds_picture([(b, idastar_round(board, manhattan, b)) for b in bounds[:2]])
    axes = picture.figure.axes
    assert len(axes) == 2
    for ax, bound in zip(axes, bounds, strict=False):
        result = idastar_round(board, manhattan, bound)
        nodes = [t for t in ax.texts if t.get_gid()]
        kinds = [t.get_gid().split(":") for t in nodes]
        assert [t.get_text() for t in nodes] == [f"{m[-1] if m else 'start'}\nf = {f}" for m, f, _ in result.visits]
        assert [m for _, m in kinds] == [m for m, _, _ in result.visits]
        expected = [
            "smallest" if cut and f == result.smallest_cut else "cut" if cut else "searched"
            for _, f, cut in result.visits
        ]
        assert [kind for kind, _ in kinds] == expected
        assert "smallest" in expected
        assert ax.get_title().startswith(f"round {bounds.index(bound) + 1}: bound {bound}\n")
        assert f"smallest f cut off: {result.smallest_cut:g}" in ax.get_title()
    assert bounds[:3] == [6, 8, 10]
    with pytest.raises(DrawError):
        idastar_rounds_picture([])


def test_the_frontier_scene_draws_the_waiting_boards_best_first_and_colours_the_solution_path():
    from matplotlib.colors import to_hex
    from matplotlib.figure import Figure

    from teachkit import palette
    from teachkit.sliding import astar, manhattan
    from teachkit.sliding.draw import FrontierScene

    board = (1, 2, 3, 5, 8, 7, 0, 4, 6)  # notebook 05's traced board: at step 4 the path board with f = 8 waits first
    trace = list(astar_trace(board, manhattan))
    scene = FrontierScene(trace, path=astar(board, manhattan).states)
    fig = Figure(figsize=scene.figsize)
    scene.setup(fig, trace[0])
    scene.update(trace[4], 4)
    offsets = scene.frontier_dots.get_offsets()
    assert [tuple(p) for p in offsets] == [(i + 1, n.f) for i, n in enumerate(trace[4].frontier)]
    colours = [to_hex(c) for c in scene.frontier_dots.get_facecolors()]
    assert colours[0] == palette.BLUISH_GREEN and set(colours[1:]) == {palette.NEUTRAL}
    assert scene.fax.get_ylabel() == "f" and "stacked" not in scene.fax.get_ylabel()
    labels = [t.get_text() for t in scene.fax.get_legend().get_texts()]
    assert labels == ["on path", "off path", "expanded"]
    assert len(scene.lines["f"].get_xdata()) == 5 and len(scene.ax.lines) == 4  # no faint run to come


def test_expanded_nodes_replays_astar_and_the_depth_picture_counts_them_per_depth_with_the_path_marked():
    from teachkit.sliding import HEURISTICS, astar, misplaced
    from teachkit.sliding.draw import DrawError, expanded_by_depth, expanded_by_depth_picture
    from teachkit.sliding.search import expanded_nodes

    board = (1, 2, 3, 5, 8, 7, 0, 4, 6)
    path = astar(board, misplaced).states
    nodes = expanded_nodes(board, misplaced)
    assert len(nodes) == astar(board, misplaced).expanded and nodes[0].g == 0 and nodes[0].board == board
    counts, on_path = expanded_by_depth(nodes, path)
    assert sum(counts) == len(nodes) and counts[0] == 1
    assert all(on_path[: len(path) - 1])  # with a consistent h, every path board but the goal is expanded
    runs = {name: expanded_nodes(board, h) for name, h in HEURISTICS.items()}
    picture = expanded_by_depth_picture(runs, path)
    axes = [ax for ax in picture.figure.axes if ax.get_visible()]
    assert len(axes) == len(HEURISTICS) and all(ax.get_yscale() == "log" for ax in axes)
    assert len({ax.get_ylim() for ax in axes}) == 1  # one shared axis
    # readable on a slide, where export_slides.css caps a picture at 480 px high (100 px per figure inch):
    # every text, scaled down with the figure, stays at least 13 px high
    scale = min(1.0, 4.8 / picture.figure.get_size_inches()[1])
    texts = [t for ax in axes for t in [*ax.texts, ax.title, ax.xaxis.label, *ax.get_yticklabels()] if t.get_text()]
    sizes = [t.get_fontsize() for t in texts]
    assert min(sizes) * 100 / 72 * scale >= 13
    for ax, (name, nodes) in zip(axes, runs.items()):
        assert ax.get_title() == f"{name}: {len(nodes):,} boards expanded"
        shown = [t.get_text() for t in ax.texts if t.get_text()]
        assert [int(t.replace(",", "")) for t in shown] == [c for c in expanded_by_depth(nodes, path)[0] if c]
    with pytest.raises(DrawError):
        expanded_by_depth_picture({}, path)
    with pytest.raises(TypeError):
        astar(board, misplaced, on_expand=3)


def test_a_reflection_picture_draws_the_flip_the_pattern_database_uses():
    from teachkit import palette
    from teachkit.sliding import AdditivePDB, goal, reflect
    from teachkit.sliding.draw import reflection_picture
    from teachkit.sliding.pdb import build_pattern_database

    board = (3, 5, 8, 7, 2, 1, 0, 6, 4)
    picture = reflection_picture(board, (1, 2, 3, 4))
    assert picture.png()[:4] == b"\x89PNG"
    assert "2 ↔ 4, 3 ↔ 7, 6 ↔ 8" in picture.details and "real tiles 1, 2, 4, 7" in picture.details
    left, right = (sub.axes[0] for sub in picture.figure.subfigs)

    def tiles(ax):  # the number on each cell, read from the drawing (row 0 on top)
        return {
            (round(t.get_position()[0] - 0.5), round(2.5 - t.get_position()[1])): t.get_text()
            for t in ax.texts
            if t.get_text().isdigit()
        }

    def orange(ax):
        return sum(1 for p in ax.patches if p.get_facecolor()[:3] == matplotlib.colors.to_rgb(palette.ORANGE))

    flipped = reflect(board)
    assert tiles(right) == {(p % 3, p // 3): str(t) for p, t in enumerate(flipped) if t}
    assert tiles(left) == {(p % 3, p // 3): str(t) for p, t in enumerate(board) if t}
    assert orange(left) == orange(right) == 4
    assert {t.get_text() for t in right.texts if t.get_text().startswith("real")} == {
        "real 3",
        "real 7",
        "real 2",
        "real 6",
        "real 8",
        "real 4",
    }
    tables = [build_pattern_database(goal(3), g) for g in [(1, 2, 3, 4), (5, 6, 7, 8)]]
    pdb = AdditivePDB(tables, reflect=True)
    assert pdb.mirrored(board) == pdb.plain(flipped)  # the picture's flip is the database's flip
    with pytest.raises(DrawError):
        reflection_picture(board, (0, 1))


def test_bfs_layers_come_from_teachkit_s_search_and_link_each_board_one_layer_back():
    from teachkit.sliding import bfs_distances, goal
    from teachkit.sliding.board import neighbors
    from teachkit.sliding.draw import bfs_layers, bfs_layers_picture

    layers = bfs_layers(goal(3), 2)
    table = bfs_distances(3)
    assert [len(layer) for layer in layers] == [1, 2, 4]
    for d, layer in enumerate(layers):
        for board, parents in layer:
            assert table[board] == d
            assert all(table[p] == d - 1 and board in {b for _, b in neighbors(p)} for p in parents)
            assert (len(parents) >= 1) == (d > 0)
    assert sum(1 for b in table if table[b] <= 2) == 7  # every board within 2 moves is drawn
    picture = bfs_layers_picture(goal(3))
    assert "2 at distance 1, 4 at distance 2" in picture.text
    texts = [t.get_text() for t in picture.figure.axes[0].texts]
    assert "distance 2\n= 1 + 1" in texts and any("reached from" in t for t in texts)


def test_bfs_layers_picture_refuses_layers_too_tall_to_read():
    import pytest

    from teachkit.sliding import goal
    from teachkit.sliding.draw import DrawError, bfs_layers_picture

    with pytest.raises(DrawError, match="at most 6"):
        bfs_layers_picture(goal(3), 4)


def test_a_pattern_picture_names_the_blue_of_a_tile_at_home_only_when_one_is():
    # student s25: blue tiles with no key (Exercise 3's board has tiles 3-6 home)
    from teachkit.sliding.draw import pattern_picture

    def keys(board, group):
        legend = pattern_picture(board, group).figure.legends[0]
        return [t.get_text() for t in legend.get_texts()]

    assert keys(parse_board("2 1 3 / 4 5 6 / 8 7 0"), (1, 2)) == ["on its goal square", "another tile or the blank"]
    assert keys((3, 5, 8, 7, 2, 1, 0, 6, 4), (1, 2, 3, 4)) == ["another tile or the blank"]
