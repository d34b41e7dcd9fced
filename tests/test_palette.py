"""The shared colours stay apart for colour-blind readers (simulated), and keep one meaning each."""

import itertools

import pytest

from teachkit import palette
from teachkit.palette import CVD_MATRICES, difference

VISIONS = [None, *CVD_MATRICES]
# Pairs that meet in one picture with colour as the first cue: tiles home/away, visited/unvisited, the knight.
MAIN_PAIRS = [
    ("DONE", "NEUTRAL"),
    ("DONE", "ACTIVE"),
    ("DONE", "CANDIDATE"),
    ("ACTIVE", "NEUTRAL"),
    ("CANDIDATE", "NEUTRAL"),
]
# Pairs that always come with a second cue as well (hatching on the failure map, disc versus frame).
CUED_PAIRS = [("DONE", "WARNING"), ("WARNING", "NEUTRAL"), ("ACTIVE", "CANDIDATE")]


@pytest.mark.parametrize("a,b", MAIN_PAIRS)
def test_main_pairs_are_far_apart_for_every_kind_of_vision(a, b):
    worst = min(difference(getattr(palette, a), getattr(palette, b), v) for v in VISIONS)
    assert worst >= 40, f"{a} vs {b}: ΔE only {worst:.0f} for some reader"


@pytest.mark.parametrize("a,b", CUED_PAIRS)
def test_pairs_with_a_second_cue_are_still_distinguishable(a, b):
    worst = min(difference(getattr(palette, a), getattr(palette, b), v) for v in VISIONS)
    assert worst >= 15, f"{a} vs {b}: ΔE only {worst:.0f}"


def test_every_meaning_has_its_own_colour():
    colours = list(palette.MEANINGS.values())
    assert len(set(colours)) == len(colours)


def test_simulation_keeps_grey_grey_and_white_white():
    assert difference("#ffffff", "#ffffff", "deuteranopia") == 0
    for v in CVD_MATRICES:
        assert difference(palette.NEUTRAL, palette.NEUTRAL, v) == 0
        assert abs(palette.seen_as("#808080", v)[1]) < 1.0  # a grey stays grey (a* near 0)


@pytest.mark.parametrize("colour", [palette.DONE, palette.ACTIVE, palette.NEUTRAL, palette.PAPER, palette.INK])
def test_ink_on_picks_a_readable_text_colour(colour):
    ink = palette.ink_on(colour)
    assert difference(ink, colour) > 40


def test_no_two_meanings_collide_under_any_simulation():
    for (na, a), (nb, b) in itertools.combinations(palette.MEANINGS.items(), 2):
        assert min(difference(a, b, v) for v in VISIONS) > 15, (na, nb)
