"""Probes for the replay Player and the static grid: wrong kinds, sizes and options are named errors."""

import itertools

from contract.harness import Probe
from teachkit.errors import ArgumentTypeError, LimitExceeded
from teachkit.player import Player, PlayerError


def _draw(ax, frame):
    ax.plot([0, 1], [0, frame])


def _player(**kw):
    return Player([1, 2, 3], _draw, **kw)


def _speed(value):
    _player().set_speed(value)


def _multiples(**kw):
    _player().to_multiples(**kw)


PROBES = [
    Probe(Player, ([], _draw), arg="frame", expect=PlayerError, why="no-frames"),
    Probe(Player, (42, _draw), arg="frames", expect=ArgumentTypeError, why="frames-int"),
    Probe(Player, ("abc", _draw), arg="frames", expect=ArgumentTypeError, why="frames-str"),
    Probe(Player, (itertools.count(), _draw), arg="frames", expect=LimitExceeded, why="endless-frames"),
    Probe(Player, ([1, 2], 42), arg="scene", expect=PlayerError, why="scene-int"),
    Probe(_player, (), {"mode": "movie"}, arg="mode", expect=PlayerError, why="mode-unknown"),
    Probe(_player, (), {"interval": 0}, arg="interval", expect=PlayerError, why="interval-zero"),
    Probe(_player, (), {"interval": 2.5}, arg="interval", expect=ArgumentTypeError, why="interval-float"),
    Probe(_player, (), {"interval": True}, arg="interval", expect=ArgumentTypeError, why="interval-bool"),
    Probe(_player, (), {"max_frames": 1}, arg="max_frames", expect=PlayerError, why="max-frames-one"),
    Probe(_player, (), {"max_frames": 10**9}, arg="max_frames", expect=LimitExceeded, why="max-frames-huge"),
    Probe(
        _player,
        (),
        {"max_offline_frames": "40"},
        arg="max_offline_frames",
        expect=ArgumentTypeError,
        why="old-name-str",
    ),
    Probe(_player, (), {"title": 3}, arg="title", expect=ArgumentTypeError, why="title-int"),
    Probe(_player, (), {"unit": ""}, arg="unit", expect=ArgumentTypeError, why="unit-empty"),
    Probe(_speed, (0,), arg="speed", expect=PlayerError, why="speed-zero"),
    Probe(_speed, (3,), arg="speed", expect=PlayerError, why="speed-not-a-step"),
    Probe(_speed, ("fast",), arg="speed", expect=PlayerError, why="speed-str"),
    Probe(_multiples, (), {"panels": 0}, arg="panels", expect=PlayerError, why="panels-zero"),
    Probe(_multiples, (), {"panels": 10**6}, arg="panels", expect=LimitExceeded, why="panels-huge"),
    Probe(_multiples, (), {"cols": 1.5}, arg="cols", expect=ArgumentTypeError, why="cols-float"),
]
