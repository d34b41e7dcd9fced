"""The replay Player: frames, bounds, speed, and an offline form that needs no kernel and no network."""

import itertools
import re

import numpy as np
import pytest
from matplotlib.figure import Figure

from teachkit.player import Player, PlayerError, Scene, offline_indices


class DotScene(Scene):
    """A dot at angle `frame` on the unit circle; counts how often axes are created."""

    figsize = (2, 2)

    def __init__(self):
        self.setups = 0
        self.updates = []

    def setup(self, fig, frame):
        self.setups += 1
        ax = fig.add_subplot()
        ax.set_xlim(-1.2, 1.2)
        ax.set_ylim(-1.2, 1.2)
        (self.dot,) = ax.plot([np.cos(frame)], [np.sin(frame)], "o")

    def update(self, frame, index):
        self.updates.append(index)
        self.dot.set_data([np.cos(frame)], [np.sin(frame)])

    def caption(self, frame, index):
        return f"angle {frame:.2f}"


def player(n=10, **kw):
    return Player(np.linspace(0, 6.28, n), DotScene(), **kw)


def test_frame_count_and_repr():
    p = player(100)
    assert len(p) == 100
    assert repr(p) == "Player(100 frames, 40 in the offline form, mode='auto')"


def test_step_and_go_stop_at_both_ends():
    p = player(10)
    assert p.step(-1) == 0
    assert p.step(3) == 3
    assert p.go(99) == 9
    assert p.step(+1) == 9
    assert p.go(-5) == 0


def test_redraw_updates_artists_without_new_axes():
    p = player(10)
    for i in range(10):
        p.go(i)
    assert p.scene.setups == 1
    assert len(p.figure().axes) == 1
    x, y = p.scene.dot.get_data()
    assert np.isclose(x[0], np.cos(6.28)) and np.isclose(y[0], np.sin(6.28))


def test_caption_counts_frames():
    p = player(4)
    assert p.caption(0) == "1/4  angle 0.00"
    assert p.caption(3).startswith("4/4")


def test_speed_changes_play_interval():
    p = player(5, interval=400)
    p.widget()
    p.set_speed(2)
    assert p.frame_interval() == 200 and p._play.interval == 200
    p._speed.value = 0.5  # the speed control, as a user would move it
    assert p._play.interval == 800
    with pytest.raises(PlayerError, match="positive"):
        p.set_speed(0)


def test_live_widget_controls_are_linked_and_bounded():
    p = player(7)
    w = p.widget()
    assert p._play.max == p._slider.max == 6
    before = p._image.value
    p.step(+1)
    assert p._slider.value == 1 and p.index == 1
    assert p._image.value != before  # the picture changed
    p._slider.value = 6  # scrubbing
    assert p.index == 6
    assert "teachkit-player" in w._dom_classes


@pytest.mark.parametrize("n,cap", [(5, 40), (40, 40), (41, 40), (1000, 40), (1000, 2), (3, 2)])
def test_offline_indices_capped_first_and_last_kept(n, cap):
    idx = offline_indices(n, cap)
    assert len(idx) == min(n, cap)
    assert idx[0] == 0 and idx[-1] == n - 1
    assert idx == sorted(set(idx))


def test_offline_form_is_self_contained_html():
    p = player(100, max_offline_frames=12)
    html = p.to_jshtml()
    assert html.startswith('<div class="teachkit-player-offline" data-frames="12">')
    assert html.count("data:image/png;base64,") == 12
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html), "no remote scripts or styles"
    assert "fa fa-" not in html  # the CDN icon font is replaced by text buttons
    assert "<script" in html and "play_animation" in html


def test_auto_mode_bundles_live_and_offline_forms():
    bundle = player(5)._repr_mimebundle_()
    assert {"text/plain", "text/html", "application/vnd.jupyter.widget-view+json"} <= set(bundle)


def test_forced_modes(monkeypatch):
    assert "application/vnd.jupyter.widget-view+json" not in player(5, mode="offline")._repr_mimebundle_()
    assert "text/html" not in player(5, mode="live")._repr_mimebundle_()
    assert set(player(5, mode="multiples")._repr_mimebundle_()) == {"image/png", "text/plain"}
    monkeypatch.setenv("TEACHKIT_PLAYER", "offline")
    assert player(5).mode == "offline"
    assert player(5, mode="live").mode == "live"  # an explicit mode wins over the environment


def test_small_multiples_is_a_static_grid():
    p = player(30)
    fig = p.to_multiples(panels=6, cols=3)
    assert isinstance(fig, Figure)
    assert len(fig.subfigs) == 6
    p.go(5)  # the player still works afterwards
    assert p.index == 5


@pytest.mark.parametrize("kwargs,match", [
    (dict(frames=[]), "at least one frame"),
    (dict(mode="movie"), "mode must be one of"),
    (dict(interval=0), "interval"),
    (dict(max_offline_frames=1), "max_offline_frames"),
    (dict(scene=42), "scene must be"),
    (dict(frames=itertools.count()), "at most"),
])
def test_bad_input_is_named(kwargs, match):
    args = dict(frames=[1, 2], scene=DotScene())
    args.update(kwargs)
    with pytest.raises(PlayerError, match=match):
        Player(args.pop("frames"), args.pop("scene"), **args)


def test_plain_draw_function_is_accepted():
    p = Player([1, 2, 3], lambda ax, f: ax.bar([0], [f]))
    assert len(p.png(2)) > 100


def test_multiples_picture_displays_as_png():
    picture = player(30).multiples(panels=4, cols=4)
    assert picture._repr_png_().startswith(b"\x89PNG")
    assert repr(picture) == "<picture: 4 of 30 frames>"
