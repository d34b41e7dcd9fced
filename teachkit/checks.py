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


# ---- predictions: the student commits to an answer before anything reveals it ------------------------------------
PREDICT_FIRST = "write your prediction first"


def check_prediction(guess: object, truth: object, why: str = "") -> CheckResult:
    """Compare a prediction with the truth, but only once the student has written one down.

    A Predict cell in a notebook reads ``my_guess = ...`` followed by ``check_prediction(my_guess, truth, why)``.
    While ``my_guess`` is still ``...`` (or None) nothing is revealed: the answer says to predict first. Once a
    guess is written, the truth and the reason are shown whether the guess was right or not: a prediction is a
    commitment, not a quiz to bisect.
    """
    if guess is ... or guess is None:
        return wrong(f"{PREDICT_FIRST}: replace the ... with your answer, then run the cell again")
    try:
        same = bool(guess == truth)
    except Exception:  # noqa: BLE001 - an odd value is judged, never a crash
        same = False
    if not same and isinstance(guess, str) and isinstance(truth, str):
        same = guess.strip().casefold() == truth.strip().casefold()
    told = f" {why}" if why else ""
    if same:
        return correct(f"you predicted {guess!r}, and that is right.{told}")
    return wrong(f"you predicted {guess!r}; the answer is {truth!r}.{told}")
