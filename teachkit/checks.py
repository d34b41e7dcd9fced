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


def _code_of(function: object) -> object:
    """The code object behind a function, a bound method, a functools.partial or a lambda wrapping nothing else."""
    seen = 0
    while seen < 8:  # unwrap partials and decorators, a few layers at most
        seen += 1
        inner = getattr(function, "func", None) or getattr(function, "__wrapped__", None)
        if inner is None:
            break
        function = inner
    function = getattr(function, "__func__", function)
    return getattr(function, "__code__", None)


def copies_library(candidate: object, *originals: object) -> str | None:
    """The name of the library function ``candidate`` is (or merely calls), else None.

    Exercise checkers use it to refuse an answer that hands back teachkit's own function, so the exercise can only
    be passed by writing the algorithm: ``candidate is original``, the same code object (a re-bound copy or a
    partial of it), or a one-line function whose body only calls one of the originals.
    """
    code = _code_of(candidate)
    for original in originals:
        name = getattr(original, "__name__", repr(original))
        if candidate is original or (code is not None and code is _code_of(original)):
            return name
        if code is not None and name in code.co_names and _only_forwards(code):
            return name
    return None


def _only_forwards(code) -> bool:
    """True for a function whose whole body is ``return f(...)`` of its own arguments (a thin wrapper)."""
    import dis

    ops = [i.opname for i in dis.get_instructions(code)]
    ignored = {"RESUME", "NOP", "CACHE", "PRECALL", "COPY_FREE_VARS", "PUSH_NULL", "KW_NAMES", "EXTENDED_ARG"}
    body = [op for op in ops if op not in ignored]
    allowed = {
        "LOAD_GLOBAL",
        "LOAD_DEREF",
        "LOAD_FAST",
        "LOAD_ATTR",
        "LOAD_METHOD",
        "LOAD_CONST",
        "CALL",
        "CALL_FUNCTION",
        "CALL_FUNCTION_KW",
        "CALL_METHOD",
        "CALL_KW",
        "RETURN_VALUE",
        "RETURN_CONST",
        "LOAD_FAST_LOAD_FAST",
        "BUILD_TUPLE",
        "CALL_FUNCTION_EX",
    }
    calls = sum(op.startswith("CALL") for op in body)
    return calls == 1 and all(op in allowed for op in body)
