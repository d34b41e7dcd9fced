"""The answer of an exercise checker: ``correct``, or what is wrong."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CheckResult:
    """The verdict of a ``check_...`` function: ``ok`` and a message a student can act on."""

    ok: bool
    message: str = ""

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"correct — {self.message}" if self.message else "correct"
        return f"not yet — {self.message}"

    __repr__ = __str__


def correct(message: str = "") -> CheckResult:
    """A passing verdict."""
    return CheckResult(True, message)


def wrong(message: str) -> CheckResult:
    """A failing verdict that says what is wrong."""
    return CheckResult(False, message)
