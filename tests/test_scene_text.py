"""Every Scene, drawn at its display size, has no text smaller than MIN_TEXT_PX CSS pixels."""

import re

import pytest

from teachkit.hanoi import snapshots
from teachkit.hanoi.draw import BinaryLamps, TowersScene, TowersTreeScene
from teachkit.knight import warnsdorff
from teachkit.knight.draw import KnightScene, tour_frames
from teachkit.player import CSS_DPI, MIN_TEXT_PX, Player
from teachkit.sliding import astar_trace, manhattan, parse_board, solve
from teachkit.sliding.draw import BoardScene, FrontierScene


def scenes():
    board = parse_board("1 2 3 4 0 6 7 5 8")
    fifteen = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15")
    trace = list(astar_trace(parse_board("4 1 3 7 2 6 0 5 8"), manhattan))
    yield "towers-3", list(snapshots(3)), TowersScene(3)
    yield "towers-8", list(snapshots(8))[:5], TowersScene(8)
    yield "towers-tree-4", list(snapshots(4)), TowersTreeScene(4)
    yield "binary-lamps", list(range(16)), BinaryLamps()
    yield "board-3x3", list(solve(board).states), BoardScene(heuristic=manhattan)
    yield "board-4x4", [fifteen], BoardScene()
    yield "frontier", trace, FrontierScene(trace)
    for n in (5, 8, 12):
        tour = warnsdorff(n)
        yield f"knight-{n}", tour_frames(tour)[:3], KnightScene(tour)
    yield "knight-ask-6", tour_frames(warnsdorff(6))[:3], KnightScene(warnsdorff(6), ask=True)


def font_sizes_px(player: Player, index: int) -> list[float]:
    """CSS pixel size of every text in the SVG of one frame, shown at the player's display width."""
    svg = player.svg(index)
    view_width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    scale = player.display_width() / view_width  # CSS px per SVG unit
    return [float(size) * scale for size in re.findall(r"font-size: ([\d.]+)px", svg)]


@pytest.mark.parametrize("name,frames,scene", list(scenes()), ids=lambda v: v if isinstance(v, str) else "")
def test_no_text_smaller_than_the_minimum(name, frames, scene):
    player = Player(frames, scene)
    for index in {0, len(frames) - 1}:
        sizes = font_sizes_px(player, index)
        assert sizes, f"{name}: no text found"
        assert min(sizes) >= MIN_TEXT_PX, f"{name} frame {index}: smallest text {min(sizes):.1f} px"
    assert player.display_width() == round(scene.figsize[0] * CSS_DPI)
