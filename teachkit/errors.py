"""The one error family: every exception teachkit raises on purpose derives from :class:`TeachkitError`.

Each concrete error also derives from ``ValueError`` (a value is wrong: out of range, too large, illegal) or
``TypeError`` (a value of the wrong kind), so ``except ValueError`` keeps working for callers who never heard
of teachkit. Messages name the argument, show the value (abbreviated when huge) and state the rule:

    >>> from teachkit.errors import require_int
    >>> require_int("n", 2.5, lo=0)
    Traceback (most recent call last):
    ...
    teachkit.errors.ArgumentTypeError: n must be an int, got 2.5 (float)
"""

from __future__ import annotations

import math
import numbers
import reprlib
from collections.abc import Iterable
from typing import Any

__all__ = [
    "TeachkitError",
    "ArgumentTypeError",
    "ArgumentValueError",
    "LimitExceeded",
    "describe",
    "require_int",
    "require_bool",
    "require_choice",
    "require_real",
    "require_callable",
]


class TeachkitError(Exception):
    """Base of every error teachkit raises on purpose (never raised itself)."""


class ArgumentTypeError(TeachkitError, TypeError):
    """An argument of the wrong kind (a float where a whole number is needed, a set where order matters)."""


class ArgumentValueError(TeachkitError, ValueError):
    """An argument of the right kind with a value the rule forbids (negative, out of range, unknown name)."""


class LimitExceeded(ArgumentValueError):
    """A size above a documented limit that bounds time and memory; the message says what to use instead."""


_short = reprlib.Repr()
_short.maxstring = 60
_short.maxother = 60
_short.maxlong = 40
_short.maxlist = _short.maxtuple = _short.maxset = _short.maxdict = 8


def describe(value: Any) -> str:
    """``repr`` of ``value`` cut to a readable length (huge ints and long sequences are abbreviated)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"an int of {value.bit_length()} bits"
    try:
        return _short.repr(value)
    except Exception:  # a broken __repr__ must not hide the real error
        return f"<{type(value).__name__}>"


def _kind(value: Any) -> str:
    return type(value).__name__


def require_int(
    name: str,
    value: Any,
    *,
    lo: int | None = None,
    hi: int | None = None,
    type_error: type[TeachkitError] = ArgumentTypeError,
    value_error: type[TeachkitError] = ArgumentValueError,
    limit_error: type[TeachkitError] | None = None,
    hint: str = "",
) -> int:
    """``value`` as an ``int`` in ``[lo, hi]``; bools and floats are refused, numpy integers accepted.

    ``hi`` is a size limit: above it ``limit_error`` (default :class:`LimitExceeded`) is raised, with ``hint``
    (what to use instead) appended to the message.
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise type_error(f"{name} must be an int, got {describe(value)} ({_kind(value)})")
    value = int(value)
    if lo is not None and value < lo:
        raise value_error(f"{name} must be >= {lo}, got {describe(value)}")
    if hi is not None and value > hi:
        error = limit_error or LimitExceeded
        extra = f"; {hint}" if hint else ""
        raise error(f"{name} must be <= {hi} (a limit that bounds time and memory), got {describe(value)}{extra}")
    return value


def require_bool(name: str, value: Any, *, type_error: type[TeachkitError] = ArgumentTypeError) -> bool:
    """``value`` if it is a ``bool`` (numpy bools too); anything else is a type error."""
    if isinstance(value, bool) or (type(value).__module__ == "numpy" and type(value).__name__ in ("bool_", "bool")):
        return bool(value)
    raise type_error(f"{name} must be True or False, got {describe(value)} ({_kind(value)})")


def require_choice(
    name: str,
    value: Any,
    choices: Iterable[Any],
    *,
    type_error: type[TeachkitError] = ArgumentTypeError,
    value_error: type[TeachkitError] = ArgumentValueError,
) -> Any:
    """``value`` if it is one of ``choices`` (compared by equality; unhashable values are a type error)."""
    choices = tuple(choices)
    try:
        ok = value in choices
    except TypeError:
        ok = False
        raise type_error(f"{name} must be one of {', '.join(map(repr, choices))}, got {describe(value)}") from None
    if not ok:
        raise value_error(f"{name} must be one of {', '.join(map(repr, choices))}, got {describe(value)}")
    return value


def require_real(
    name: str,
    value: Any,
    *,
    lo: float | None = None,
    hi: float | None = None,
    lo_open: bool = False,
    type_error: type[TeachkitError] = ArgumentTypeError,
    value_error: type[TeachkitError] = ArgumentValueError,
) -> float:
    """``value`` as a finite ``float`` in ``[lo, hi]`` (``(lo, hi]`` with ``lo_open``); bools and NaN are refused."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise type_error(f"{name} must be a number, got {describe(value)} ({_kind(value)})")
    try:
        number = float(value)
    except OverflowError:
        number = math.inf
    if not math.isfinite(number):
        raise value_error(f"{name} must be a finite number, got {describe(value)}")
    if lo is not None and (number <= lo if lo_open else number < lo):
        raise value_error(f"{name} must be {'>' if lo_open else '>='} {lo}, got {describe(value)}")
    if hi is not None and number > hi:
        raise value_error(f"{name} must be <= {hi}, got {describe(value)}")
    return number


def require_callable(
    name: str, value: Any, *, what: str = "a function", type_error: type[TeachkitError] = ArgumentTypeError
) -> Any:
    """``value`` if it can be called; anything else is a type error that says what was expected."""
    if not callable(value):
        raise type_error(f"{name} must be {what}, got {describe(value)} ({_kind(value)})")
    return value
