"""Hanoi pictures replay the solver: disks where the state says, tree node k lit at frame k."""

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.colors import to_rgba  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from teachkit.hanoi import Move, draw_tree, iterative_snapshots, snapshots  # noqa: E402
from teachkit.hanoi.draw import CURRENT, DONE, FUTURE, TowersScene, TowersTreeScene, as_snapshot, draw_towers  # noqa: E402
from teachkit.player import Player  # noqa: E402


def disk_places(scene):
    """(peg, level) of every disk patch, read back from the artists."""
    out = []
    for disk, patch in enumerate(scene.picture.disks, start=1):
        x, y = patch.get_xy()
        out.append((round(x + patch.get_width() / 2), round(y - 0.1)))
    return out


def test_towers_scene_puts_each_disk_where_the_state_says():
    frames = list(snapshots(3))
    scene = TowersScene(3)
    scene.setup(Figure(), frames[0])
    for index, snap in enumerate(frames):
        scene.update(snap, index)
        expected = [None] * 3
        for peg, stack in enumerate(snap.pegs):
            for level, disk in enumerate(stack):
                expected[disk - 1] = (peg, level)
        assert disk_places(scene) == expected
    assert scene.caption(frames[0], 0) == "start"
    assert scene.caption(frames[5], 5) == "disk 1 from B to A"


def test_towers_scene_accepts_plain_stacks_and_iterative_frames():
    scene = TowersScene(2)
    scene.setup(Figure(), ((2, 1), (), ()))
    scene.update(((2,), (1,), ()), 1)
    assert disk_places(scene) == [(1, 0), (0, 0)]
    with pytest.raises(ValueError, match="has 2 disks"):
        scene.update(((3, 2, 1), (), ()), 2)
    frames = list(iterative_snapshots(3, +1))
    scene = TowersScene(3)
    scene.setup(Figure(), frames[0])
    scene.update(frames[-1], 7)
    assert [peg for peg, _ in disk_places(scene)] == [1, 1, 1]


def test_tree_scene_highlights_the_node_of_the_move_just_made():
    frames = list(snapshots(4))
    scene = TowersTreeScene(4)
    scene.setup(Figure(), frames[0])
    for index in (0, 1, 8, 11, 15):
        scene.update(frames[index], index)
        faces = [tuple(f) for f in scene.picture.dots.get_facecolors()]
        numbers = [node.number for node in scene.picture.nodes]
        for number, face in zip(numbers, faces):
            want = CURRENT if number == index else DONE if number < index else FUTURE
            assert face == to_rgba(want), (index, number)
    assert "by hanoi(1, C, A, B)" in scene.caption(frames[11], 11)


def test_tree_scene_refuses_frames_from_another_solution():
    scene = TowersTreeScene(3)
    other = list(iterative_snapshots(3, +1))  # ends on peg B, not the tree's C
    scene.setup(Figure(), other[0])
    with pytest.raises(ValueError, match="use snapshots"):
        scene.update(other[1], 1)


def test_player_replays_the_scenes_offline_and_as_multiples():
    frames = list(snapshots(3))
    player = Player(frames, TowersTreeScene(3), mode="offline")
    assert player.png(4)[:4] == b"\x89PNG"
    assert 'data-frames="8"' in player.to_jshtml()
    assert isinstance(player.to_multiples(4), Figure)


def test_static_pictures():
    picture = draw_tree(3, current=5)
    assert repr(picture) == "<picture: recursion tree for n=3, step 5 highlighted>"
    assert picture.png()[:4] == b"\x89PNG"
    fig = picture.figure
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert [t for t in texts if t.isdigit()] == [str(i) for i in range(1, 8)]
    assert "B→A" in texts  # step 5 moves disk 1 from B to A; its label is there too
    assert isinstance(draw_towers(((3,), (2, 1), ())).figure, Figure)
    assert as_snapshot(((1,), (), ()), 0).move is None
    assert Move(1, 0, 2) in [s.move for s in snapshots(1)]


def test_tree_scene_shows_a_move_only_once_it_is_made():
    """The animation must not give away the moves ahead: frame k labels nodes 1..k only."""
    frames = list(snapshots(4))
    scene = TowersTreeScene(4)
    scene.setup(Figure(), frames[0])
    for index in (0, 5, 15):
        scene.update(frames[index], index)
        shown = sorted(n for n, label in scene.picture.move_labels.items() if label.get_visible())
        assert shown == list(range(1, index + 1)), index
    everything = TowersTreeScene(4, show_moves=True)
    everything.setup(Figure(), frames[0])
    assert all(label.get_visible() for label in everything.picture.move_labels.values())
    with pytest.raises(ValueError, match="show_moves"):
        TowersTreeScene(3, show_moves="later").setup(Figure(), list(snapshots(3))[0])


def test_the_peg_circle_has_three_pegs_and_six_arrows_with_their_labels():
    from matplotlib.patches import FancyArrowPatch

    from teachkit.hanoi.draw import draw_peg_circle, peg_circle_points

    picture = draw_peg_circle("+1: disk k, n - k odd", "-1: disk k, n - k even")
    ax = picture.figure.axes[0]
    arrows = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
    assert len(arrows) == 6
    assert {t.get_text() for t in ax.texts} == {"A\n0", "B\n1", "C\n2"}
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["+1: disk k, n - k odd", "-1: disk k, n - k even"]
    assert "n - k odd" in picture.text and "clockwise" in picture.text
    (ax_, ay), (bx, by), (cx, cy) = peg_circle_points()
    assert ay > by and bx > cx  # A on top, B right of C: +1 is clockwise
    assert picture.png()[:4] == b"\x89PNG"


# ---- one colour per disk; several states side by side; one disk's cycle (round r8) ----------------------------
def test_a_disk_has_the_same_colour_in_towers_of_different_sizes():
    from teachkit.hanoi.draw import disk_colours

    three, four, eight = disk_colours(3), disk_colours(4), disk_colours(8)
    assert three == four[:3] == eight[:3] and len(set(eight)) == 8  # disk k alike up to 8 disks, all distinct
    assert len(set(disk_colours(12))) == 12


def test_draw_steps_shows_each_state_titled_by_its_step():
    from teachkit.hanoi import snapshots
    from teachkit.hanoi.draw import draw_steps
    from teachkit.hanoi.solve import format_pegs

    picture = draw_steps(4, [9, 10])
    titles = [ax.get_title() for ax in picture.figure.axes]
    assert titles == ["after step 9: disk 1, B→C", "after step 10: disk 2, B→A"]
    frames = list(snapshots(4))
    assert format_pegs(frames[10].pegs) in picture.alt()


@pytest.mark.parametrize("steps", [[], [16], [-1], [2.5]])
def test_draw_steps_refuses_a_step_outside_the_solution(steps):
    from teachkit.hanoi.draw import draw_steps

    with pytest.raises(ValueError, match="steps must be whole numbers from 0 to 15"):
        draw_steps(4, steps)


def test_draw_cycle_labels_each_place_with_its_peg_and_refuses_a_non_cycle():
    from teachkit.hanoi.draw import draw_cycle

    picture = draw_cycle((0, 2, 1), disk=2)
    texts = [t.get_text() for t in picture.figure.axes[0].texts]
    assert texts == ["A (0)\nplace 0", "C (2)\nplace 1", "B (1)\nplace 2"]
    assert "A → C → B → A" in picture.figure.axes[0].get_title()
    with pytest.raises(ValueError, match="pegs 0, 1, 2 once each"):
        draw_cycle((0, 0, 1))


def test_draw_cycle_puts_each_peg_and_draws_each_direction_as_the_peg_circle_does():
    from matplotlib.patches import Circle, FancyArrowPatch

    from teachkit.hanoi.draw import draw_cycle, draw_peg_circle

    def pegs_at(picture):  # peg letter -> centre of its circle
        ax = picture.figure.axes[0]
        centres = [p.center for p in ax.patches if isinstance(p, Circle)]
        return {t.get_text()[0]: c for t, c in zip(ax.texts, centres)}

    def arrow_styles(picture):
        return {
            (p.get_edgecolor(), p.get_linestyle())
            for p in picture.figure.axes[0].patches
            if isinstance(p, FancyArrowPatch)
        }

    circle = draw_peg_circle()
    for cycle in ((0, 1, 2), (1, 2, 0), (0, 2, 1), (2, 1, 0)):
        picture = draw_cycle(cycle)
        assert all(pegs_at(picture)[k] == pytest.approx(pegs_at(circle)[k]) for k in "ABC")
        assert len(arrow_styles(picture)) == 1 and arrow_styles(picture) < arrow_styles(circle)
    plus, minus = arrow_styles(draw_cycle((0, 1, 2))), arrow_styles(draw_cycle((0, 2, 1)))
    assert plus != minus and plus | minus == arrow_styles(circle)
    with pytest.raises(ValueError, match="pegs 0, 1, 2 once each"):
        draw_cycle((0, 0, 1))


def test_the_animated_tree_labels_its_rows_on_one_line_and_every_label_is_hall_sized():
    from teachkit.hanoi.draw import TowersTreeScene, TreePicture, new_figure

    scene = TowersTreeScene(4, show_numbers="done")
    fig = new_figure(scene.figsize)
    scene.setup(fig, next(iter(snapshots(4))))
    rows = [label.get_text() for label in scene.picture.ax.get_yticklabels()]
    assert rows == [f"level {d} · disk {d}" for d in range(1, 5)]  # no "\n": an SVG frame would overlap two lines
    static = draw_tree(4).figure.axes[0]
    assert [label.get_text() for label in static.get_yticklabels()] == rows  # the same labels as the static tree
    sizes = [t.get_fontsize() for t in scene.picture.ax.texts] + [t.get_fontsize() for t in scene.towers.ax.texts]
    assert min(sizes) >= 13  # 13 pt = 18 CSS px at the picture's natural size
    with pytest.raises(ValueError, match="row_labels"):
        TreePicture(new_figure((4, 3)).add_subplot(), scene.tree, row_labels="depth")


def test_draw_disk_paths_labels_each_arrow_with_the_steps_of_the_recursion_that_make_it():
    from matplotlib.patches import FancyArrowPatch

    from teachkit.hanoi import solve_recursive
    from teachkit.hanoi.draw import circle_styles, draw_disk_paths

    picture = draw_disk_paths(4)
    for disk, ax in enumerate(picture.figure.axes, start=1):
        labels = {t.get_text() for t in ax.texts} - set("ABC")
        steps = sorted(int(s) for label in labels for s in label.split(", "))
        assert steps == [i for i, m in enumerate(solve_recursive(4), start=1) if m.disk == disk]
        way = +1 if (4 - disk) % 2 else -1  # fact 2 for the tower A -> C
        colour, line, _ = circle_styles()[way]
        arrows = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
        expected = FancyArrowPatch((0, 0), (1, 1), linestyle=line).get_linestyle()
        assert arrows and {p.get_linestyle() for p in arrows} == {expected}
        assert ax.get_title() == f"disk {disk}: always {'+1' if way > 0 else '−1'}"
    assert "disk 2 (−1): A→C at steps 2, 14" in picture.text
    with pytest.raises(ValueError, match="up to 6 disks"):
        draw_disk_paths(7)


def test_draw_halves_shows_both_halves_turning_against_the_tower():
    from teachkit.hanoi.draw import draw_halves

    picture = draw_halves(4)
    assert "steps 1–7: 3 disks A → B, +1" in picture.text and "step 8: disk 4 A → C, −1" in picture.text
    assert "steps 9–15: 3 disks B → C, +1" in picture.text
    with pytest.raises(ValueError, match="at least 2 disks"):
        draw_halves(1)


def test_the_tree_with_calls_labels_every_node_with_its_call_and_move():
    from teachkit.hanoi import in_order, recursion_tree

    picture = draw_tree(3, show_calls=True)
    texts = [t.get_text() for t in picture.figure.axes[0].texts]
    for node in in_order(recursion_tree(3)):
        move = f"{'ABC'[node.move.src]}→{'ABC'[node.move.dst]}"
        assert f"{node.call}\n{move}" in texts and f"step {node.number}: {node.call} moves {move}" in picture.text
    assert "hanoi(2, A, B, C)\nA→B" in texts  # the left child of the root: disks 1-2 out of the way, to B


def test_move_labels_keep_clear_of_their_node_and_of_the_parent_edge():
    from teachkit.hanoi import in_order, recursion_tree
    from teachkit.hanoi.draw import TreePicture

    fig = Figure()
    tree = recursion_tree(4)
    picture = TreePicture(fig.add_subplot(), tree)
    lefts = {node.left.number for node in in_order(tree) if node.left is not None}
    for node in in_order(tree):
        x, y = picture.move_labels[node.number].get_position()
        if node.left is None:  # a leaf: below it, further than the circle reaches
            assert x == node.number and y <= node.disk - 0.55
        else:  # above the centre, on the side away from the parent edge
            assert y > node.disk and (x < node.number if node.number in lefts else x > node.number)


def test_draw_first_move_puts_the_smaller_disks_on_the_third_peg():
    from teachkit.hanoi.draw import draw_first_move

    picture = draw_first_move(4, src=0, dst=2)
    assert "disks 1–3 on the third peg B" in picture.text and "disk 4 on C" in picture.text
    titles = [ax.get_title() for ax in picture.figure.axes]
    assert titles == ["just before disk 4 moves A→C", "just after: disks 1–3 still on B"]
    assert "third peg C" in draw_first_move(3, src=0, dst=1).text
    with pytest.raises(ValueError):
        draw_first_move(3, src=1, dst=1)


def test_binary_lamps_light_the_binary_digits_and_sum_them():
    from teachkit.hanoi.draw import BinaryLamps

    scene = BinaryLamps()
    scene.setup(Figure(), 0)
    assert scene.sum.get_text() == "0: no lamp lit"
    scene.update(13, 13)
    assert [d.get_text() for d in scene.digits] == list("1101") and scene.sum.get_text() == "13 = 8 + 4 + 1"
    assert scene.caption(13, 13) == "13 = 1101 in binary"
    assert len(Player(list(range(16)), scene)) == 16
