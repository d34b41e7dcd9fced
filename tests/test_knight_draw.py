"""The knight scene replays a solver's tour; static plots draw without pyplot."""

import matplotlib

matplotlib.use("Agg")

import numpy as np
from matplotlib.figure import Figure

from teachkit.knight import failure_map, knights_tour, onward_degrees, warnsdorff
from teachkit.knight.draw import (KnightScene, degree_grid, plot_degrees, plot_failure_map, plot_tour,
                                  plot_tours, tour_frames)
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
                assert (grid.mask[r, c] if expected[r][c] is None else grid[r, c] == expected[r][c])


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


def test_player_with_the_scene_renders_and_makes_multiples():
    tour = warnsdorff(5)
    player = Player(tour_frames(tour), KnightScene(tour), mode="offline", max_offline_frames=6)
    assert player.png(3)[:4] == b"\x89PNG"
    assert player.to_multiples(panels=4) is not None


def test_static_plots():
    for picture in (plot_tour(knights_tour(6, closed=True)), plot_tours([warnsdorff(5), warnsdorff(6)]),
                    plot_degrees(8), plot_failure_map({"first": failure_map(range(5, 15))})):
        assert picture._repr_png_()[:4] == b"\x89PNG"
