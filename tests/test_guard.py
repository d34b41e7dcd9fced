"""teachkit.guard: the time limit cannot be swallowed, nests, and odd values never break a verdict."""

import signal
import time

import pytest

from teachkit import guard
from teachkit.checks import correct, wrong
from teachkit.guard import TimeUp, error_text, shown, time_limit


def test_time_up_is_not_an_exception():
    assert issubclass(TimeUp, BaseException) and not issubclass(TimeUp, Exception)


def test_the_limit_interrupts_a_loop_that_catches_exception():
    began = time.monotonic()
    with pytest.raises(TimeUp):
        with time_limit(0.2):
            while True:
                try:
                    time.sleep(0.01)
                except Exception:  # noqa: BLE001 - what a student writes
                    pass
    assert time.monotonic() - began < 2


def test_a_swallowed_limit_is_caught_when_the_block_ends():
    with pytest.raises(TimeUp):
        with time_limit(0.1):
            try:
                time.sleep(0.5)
            except BaseException:  # noqa: BLE001 - even this
                time.sleep(0.2)


def test_an_inner_limit_restores_the_outer_one():
    with pytest.raises(TimeUp):
        with time_limit(0.5):
            with time_limit(5):
                pass
            assert 0 < signal.getitimer(signal.ITIMER_REAL)[0] <= 0.5
            time.sleep(2)


def test_odd_values_are_shown_not_raised():
    class Bad:
        def __repr__(self):
            raise RuntimeError

    class Unprintable(Exception):
        def __str__(self):
            raise RuntimeError

    assert "repr() fails" in shown(Bad())
    assert shown(10**400) == "an int of 1329 bits"
    assert len(shown("x" * 10**6)) == 80
    assert "str() of it fails" in error_text(Unprintable())
    assert "characters in all" in error_text(ValueError("x" * 10**6)) and len(error_text(ValueError("x" * 10**6))) < 700


def test_a_guarded_checker_returns_the_verdict_of_its_child():
    assert guard.run_guarded(lambda: correct("fine"), (), {}, 5) == correct("fine")
    seen = guard.run_guarded(lambda: wrong(f"pid {__import__('os').getpid()}"), (), {}, 5)
    assert seen.message != f"pid {__import__('os').getpid()}"  # it ran in another process


def test_a_setup_error_is_raised_in_the_caller():
    from teachkit.errors import ArgumentValueError

    def checker():
        raise ArgumentValueError("count must be >= 1")

    with pytest.raises(ArgumentValueError, match="count"):
        guard.run_guarded(checker, (), {}, 5)


def test_a_checker_that_dies_or_hangs_in_c_is_not_yet():
    import itertools
    import os

    assert "ended the process" in str(guard.run_guarded(lambda: os._exit(3), (), {}, 5))
    began = time.monotonic()
    verdict = guard.run_guarded(lambda: sum(itertools.count()), (), {}, 1)
    assert "did not finish" in str(verdict) and time.monotonic() - began < 1 + guard.grace(1) + 2
