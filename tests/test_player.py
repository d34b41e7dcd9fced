"""The replay Player: frames, bounds, speed, and an offline form that needs no kernel and no network."""

import base64
import itertools
import json
import re

import numpy as np
import pytest
from matplotlib.figure import Figure

from teachkit.errors import TeachkitError
from teachkit.player import MAX_SHOWN_FRAMES, Player, PlayerError, Scene, _split_svg, decode_frames, shown_indices


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
    assert repr(p) == "Player(100 frames, every frame, at step 0 of 99)"  # the frame shown, as the picture
    assert repr(player(300)) == "Player(300 frames, 120 shown, at step 0 of 299)"
    p.go(5)
    assert repr(p).endswith("at step 5 of 99)")


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
        p.svg(i)
    assert p.scene.setups == 1
    assert len(p.figure().axes) == 1
    x, y = p.scene.dot.get_data()
    assert np.isclose(x[0], np.cos(6.28)) and np.isclose(y[0], np.sin(6.28))


def test_one_numbering_everywhere():
    p = player(4)
    assert p.label(0) == "step 0 of 3" and p.label(3) == "step 3 of 3"
    assert p.caption(0) == "step 0 of 3 — angle 0.00"
    html = p.to_html()
    data = json.loads(re.search(r'class="tk-data">(.*?)</script>', html).group(1).replace("<\\/", "</"))
    assert data["labels"] == [p.label(i) for i in range(4)]
    assert data["captions"][2] == p.caption(2)
    assert "step 0 of 3 — angle 0.00</figcaption>" in html


def test_speed_is_a_named_step():
    p = player(5, interval=400)
    p.set_speed(2)
    assert p.frame_interval() == 200
    for bad in (0, -1, 3, "fast", True):
        with pytest.raises(PlayerError, match="speed"):
            p.set_speed(bad)
    data = json.loads(re.search(r'class="tk-data">(.*?)</script>', p.to_html()).group(1))
    assert [name for name, _ in data["speeds"]] == ["¼×", "½×", "1×", "2×", "4×", "8×"]
    assert data["speed"] == 2.0


@pytest.mark.parametrize("n", [1, 2, 5, 37, 120])
def test_every_frame_is_kept_up_to_120_and_decodes_to_the_svg_of_that_frame(n):
    p = player(n)
    data = p.frames_data()
    assert data["indices"] == list(range(n))
    for i, ids in zip(data["indices"], decode_frames(data["frames"])):
        body = "\n".join(data["chunks"][k] for k in ids)
        assert body == "\n".join(_split_svg(p.svg(i))[1])


def test_long_replays_are_subsampled_and_say_so():
    p = player(500)
    idx = p.shown_frame_indices()
    assert len(idx) == MAX_SHOWN_FRAMES and idx[0] == 0 and idx[-1] == 499
    assert "120 of 500 frames shown" in p.to_html()


@pytest.mark.parametrize("n,cap", [(5, 40), (40, 40), (41, 40), (1000, 40), (1000, 2), (3, 2)])
def test_shown_indices_capped_first_and_last_kept(n, cap):
    idx = shown_indices(n, cap)
    assert len(idx) == min(n, cap)
    assert idx[0] == 0 and idx[-1] == n - 1
    assert idx == sorted(set(idx))


def test_html_is_self_contained_with_a_picture_caption_and_hint():
    p = player(30)
    html = p.to_html()
    assert html.startswith('<div class="teachkit-player tk-player"') and html.endswith("<!--/teachkit-player-->")
    assert 'data-frames="30"' in html
    assert re.search(
        r'<img class="tk-still" src="data:image/svg\+xml;base64,[A-Za-z0-9+/=]+" width="200" alt="step 0', html
    )
    assert "Run this cell" in html  # what an untrusted notebook shows under the picture
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html), "no remote scripts or styles"
    assert "<script>" in html and "data-lm-suppress-shortcuts" in html
    first = base64.b64decode(re.search(r'base64,([A-Za-z0-9+/=]+)"', html).group(1)).decode()
    assert first.startswith("<svg ") and first.endswith("</svg>")
    assert "<metadata>" not in first and "<style" not in first  # no page-wide CSS from inline SVG


def test_the_bundle_is_html_only_no_widget_state_needed():
    bundle = player(5)._repr_mimebundle_()
    assert set(bundle) == {"text/plain", "text/html"}
    assert set(player(5, mode="live")._repr_mimebundle_()) == {"text/plain", "text/html"}
    data = player(5, mode="multiples")._repr_mimebundle_()
    assert set(data) == {"text/html", "text/plain"}
    img = re.fullmatch(
        r'<img class="tk-picture" src="data:image/png;base64,[^"]+" width="(\d+)" alt="([^"]+)">', data["text/html"]
    )
    assert img and int(img.group(1)) > 0
    assert img.group(2).startswith("5 of 5 frames: step 0 of 4"), "the alt text says what the panels show"


def test_a_picture_has_alt_text_from_its_words_and_its_figure():
    from matplotlib.figure import Figure

    from teachkit.player import Picture, describe_figure

    fig = Figure()
    ax = fig.add_subplot()
    ax.set_title("nodes generated")
    ax.set_xlabel("instance")
    ax.set_ylabel("nodes (log scale)")
    assert describe_figure(fig, "bars per heuristic") == (
        "bars per heuristic; nodes generated; across: instance; up: nodes (log scale)"
    )
    assert describe_figure(Figure()) == "a figure"
    html = Picture(fig, 'a "quoted" <word>')._repr_mimebundle_()["text/html"]
    assert 'alt="a &quot;quoted&quot; &lt;word&gt;; nodes generated;' in html


def test_environment_forces_a_mode(monkeypatch):
    monkeypatch.setenv("TEACHKIT_PLAYER", "multiples")
    assert player(5).mode == "multiples"
    assert player(5, mode="live").mode == "live"  # an explicit mode wins over the environment


def test_small_multiples_is_a_static_grid():
    p = player(30)
    fig = p.to_multiples(panels=6, cols=3)
    assert isinstance(fig, Figure)
    assert len(fig.subfigs) == 6
    p.go(5)  # the player still works afterwards
    assert p.index == 5
    assert p.svg().startswith("<?xml")


@pytest.mark.parametrize(
    "kwargs,match",
    [
        (dict(frames=[]), "at least one frame"),
        (dict(frames=42), "frames must be a sequence"),
        (dict(frames="abc"), "frames must be a sequence"),
        (dict(mode="movie"), "mode must be one of"),
        (dict(interval=0), "interval"),
        (dict(interval=2.5), "interval must be an int"),
        (dict(max_frames=1), "max_frames"),
        (dict(max_offline_frames=1), "max_offline_frames"),
        (dict(max_frames=10**6), "max_frames is at most"),
        (dict(scene=42), "scene must be"),
        (dict(title=3), "title"),
        (dict(unit=""), "unit"),
        (dict(frames=itertools.count()), "at most"),
    ],
)
def test_bad_input_is_named(kwargs, match):
    args = dict(frames=[1, 2], scene=DotScene())
    args.update(kwargs)
    with pytest.raises(TeachkitError, match=match):
        Player(args.pop("frames"), args.pop("scene"), **args)


def test_plain_draw_function_is_accepted():
    p = Player([1, 2, 3], lambda ax, f: ax.bar([0], [f]))
    assert len(p.png(2)) > 100


def test_multiples_picture_displays_as_png():
    picture = player(30).multiples(panels=4, cols=4)
    assert picture.png().startswith(b"\x89PNG")
    assert repr(picture) == "<picture: 4 of 30 frames>"
