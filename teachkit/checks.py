"""The answer of an exercise checker: ``correct``, or what is wrong."""

from __future__ import annotations

import ast
import contextlib
import inspect
import linecache
import os
import sys
import textwrap
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class CheckResult:
    """The verdict of a ``check_...`` function: ``ok`` and a message a student can act on.

    A failing verdict reads "not yet — …": try again. A wrong prediction whose answer is then shown
    (``revealed``) reads as its message alone ("you predicted 0; the answer is -1 …"): there is nothing left to
    try, so it does not say "not yet".
    """

    ok: bool
    message: str = ""
    revealed: bool = False

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return f"correct — {self.message}" if self.message else "correct"
        if self.revealed:
            return self.message
        return f"not yet — {self.message}"

    __repr__ = __str__


def correct(message: str = "") -> CheckResult:
    """A passing verdict."""
    return CheckResult(True, message)


def wrong(message: str) -> CheckResult:
    """A failing verdict that says what is wrong."""
    return CheckResult(False, message)


def _function_of(function: object) -> object:
    """The plain function behind a bound method, a functools.partial or a decorated function (a few layers)."""
    for _ in range(8):
        inner = getattr(function, "func", None) or getattr(function, "__wrapped__", None)
        if inner is None:
            break
        function = inner
    return getattr(function, "__func__", function)


def _code_of(function: object) -> object:
    """The code object behind a function, a bound method, a functools.partial or a decorated function."""
    return getattr(_function_of(function), "__code__", None)


def copies_library(candidate: object, *originals: object) -> str | None:
    """The name of the library function ``candidate`` is (or merely calls), else None.

    Exercise checkers use it to refuse an answer that hands back teachkit's own function, so the exercise can only
    be passed by writing the algorithm: ``candidate is original``, the same code object (a re-bound copy or a
    partial of it), or a thin wrapper: a function that refers to one of the originals by name and has no variable
    and no nested function of its own (``lambda b: manhattan(b)``, ``def h(b): return sliding.manhattan(b)``).
    The test reads only the code object's name tables and counts, never its bytecode, so it does not depend on
    the opcodes of one Python version.
    """
    function = _function_of(candidate)
    code = getattr(function, "__code__", None)
    for original in originals:
        name = getattr(original, "__name__", repr(original))
        if candidate is original or (code is not None and code is _code_of(original)):
            return name
        if code is not None and _forwards_to(function, code, original, name):
            return name
        defaults = (
            *(getattr(function, "__defaults__", None) or ()),
            *(getattr(function, "__kwdefaults__", None) or {}).values(),
        )
        if any(d is original for d in defaults):  # lambda b, h=manhattan: h(b)
            return name
    return None


_VARARGS, _VARKEYWORDS = 0x04, 0x08  # inspect.CO_VARARGS, inspect.CO_VARKEYWORDS


def first_call(work: Callable[[], object], name_of: Callable[[types.FrameType], str | None]) -> str | None:
    """Run ``work()`` watching every Python call (``sys.setprofile``): the first non-None ``name_of(frame)``,
    else None. How a checker sees a student's function reach one of teachkit's own, however it was spelled (an
    import inside the function, a module alias, ``getattr``). Exceptions from ``work`` propagate."""
    found: list[str] = []

    def watch(frame: types.FrameType, event: str, arg: object) -> None:
        if event == "call" and not found:
            name = name_of(frame)
            if name is not None:
                found.append(name)

    previous = sys.getprofile()
    sys.setprofile(watch)
    try:
        work()
    finally:
        sys.setprofile(previous)
    return found[0] if found else None


def names_used(code: object) -> set[str]:
    """Every global or attribute name a code object uses, and the functions and comprehensions nested in it
    (empty for anything that is not code)."""
    names: set[str] = set()
    todo = [code]
    while todo:
        current = todo.pop()
        names.update(getattr(current, "co_names", ()))
        todo.extend(c for c in getattr(current, "co_consts", ()) if hasattr(c, "co_names"))
    return names


def source_tree(function: Callable) -> ast.Module | None:
    """The parsed source of a student's function (a method's underlying function), dedented so that a function
    defined inside another parses; None when Python cannot show or parse its source (a builtin, a function typed
    at a prompt)."""
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(getattr(function, "__func__", function))))
    except (OSError, TypeError, SyntaxError):
        return None


def library_named(used: set[str], scope: dict, originals: tuple) -> str | None:
    """The name of the first of ``originals`` that a name in ``used`` refers to in ``scope`` (directly or as a
    module's attribute, e.g. ``hanoi.solve_recursive`` after ``import teachkit.hanoi as hanoi``), else None."""
    for word in used:
        value = scope.get(word)
        if any(value is original for original in originals):
            return word
        if isinstance(value, types.ModuleType):
            for attr in used:
                if any(getattr(value, attr, None) is original for original in originals):
                    return attr
    return None


def calling_cell() -> tuple[object, dict] | None:
    """The code and the namespace of the cell that called a checker: the first frame outside teachkit, or, in
    the grader's kernel, the exercise cell it has just run (teachkit.graded.exercise_source). None if unknown.
    For checks of answers worked out by hand: :func:`names_used` and :func:`library_named` tell whether the
    cell made its answer with one of teachkit's own functions."""
    graded = sys.modules.get("teachkit.graded")
    source = getattr(graded, "exercise_source", None)
    if graded is not None and source:
        with contextlib.suppress(Exception):
            return compile(graded._without_magics(source), "<your exercise cell>", "exec"), graded._namespace()
    package = os.path.dirname(os.path.abspath(__file__))
    frame: types.FrameType | None = sys._getframe(1)
    while frame is not None and os.path.abspath(frame.f_code.co_filename).startswith(package + os.sep):
        frame = frame.f_back
    if frame is None:
        return None
    if frame.f_code.co_name == "<module>":  # a notebook cell: IPython runs its last line as code of its own
        lines = linecache.getlines(frame.f_code.co_filename, frame.f_globals)
        with contextlib.suppress(Exception):
            if lines:
                return compile("".join(lines), "<your cell>", "exec"), frame.f_globals
    return frame.f_code, frame.f_globals


def cell_uses(originals: tuple) -> str | None:
    """The name under which the cell that called a checker (:func:`calling_cell`) uses one of teachkit's
    ``originals`` (:func:`library_named`), else None. Never raises: the inspection must not fail at a student."""
    with contextlib.suppress(Exception):
        cell = calling_cell()
        if cell is not None:
            return library_named(names_used(cell[0]), dict(cell[1]), originals)
    return None


def code_names(functions: object) -> Mapping[types.CodeType, str]:
    """{code object: name} for ``functions`` and whatever they wrap (``__wrapped__``, a method's ``__func__``),
    for :func:`first_call`'s ``name_of``: ``lambda frame: codes.get(frame.f_code)``."""
    codes: dict[types.CodeType, str] = {}
    for function in functions:  # type: ignore[attr-defined]
        inner = function
        while inner is not None:
            code = getattr(getattr(inner, "__func__", inner), "__code__", None)
            if isinstance(code, types.CodeType):
                codes.setdefault(code, getattr(function, "__name__", "?"))
            inner = getattr(inner, "__wrapped__", None)
    return codes


def _forwards_to(function: object, code: types.CodeType, original: object, name: str) -> bool:
    """True for a thin wrapper of ``original``: its code names it (directly or as a module's attribute), every
    other global it names is a module, and it has no local variable and no nested function of its own."""
    parameters = code.co_argcount + code.co_kwonlyargcount
    parameters += bool(code.co_flags & _VARARGS) + bool(code.co_flags & _VARKEYWORDS)
    if code.co_nlocals != parameters or any(isinstance(c, types.CodeType) for c in code.co_consts):
        return False
    scope = dict(getattr(function, "__globals__", None) or {})
    for var, cell in zip(code.co_freevars, getattr(function, "__closure__", None) or (), strict=False):
        try:
            scope[var] = cell.cell_contents
        except ValueError:  # an empty cell
            continue
    used = [scope.get(n) for n in (*code.co_names, *code.co_freevars) if n != name]
    if name not in code.co_names + code.co_freevars or not all(isinstance(u, types.ModuleType) for u in used):
        return False
    return scope.get(name) is original or any(getattr(u, name, None) is original for u in used)


# ---- predictions: the student commits to an answer before anything reveals it ------------------------------------
PREDICT_FIRST = "write your prediction first"


def check_prediction(
    guess: object,
    truth: object,
    why: str = "",
    choices: tuple | None = None,
    normalize: Callable[[object], object] | None = None,
    form: Callable[[object], str | None] | None = None,
    show: Callable[[object, object], str] | None = None,
) -> CheckResult:
    """Compare a prediction with the truth, but only once the student has written one down.

    A Predict cell in a notebook reads ``my_guess = ...`` followed by ``check_prediction(my_guess, truth, why)``.
    While ``my_guess`` is still ``...`` (or None) nothing is revealed: the answer says to predict first. Once a
    guess is written, the truth and the reason are shown whether the guess was right or not: a prediction is a
    commitment, not a quiz to bisect. A guess outside ``choices``, or one ``form`` finds badly formed (it returns
    what a guess should look like), is sent back without revealing anything. ``show(guess, truth)``, if given,
    writes the truth in the notation of the guess as the student wrote it (pegs as letters, say).
    """
    if guess is ... or guess is None:
        return wrong(f"{PREDICT_FIRST}: replace the ... with your answer, then run the cell again")
    shown = guess
    if normalize is not None:
        try:
            guess = normalize(guess)
        except Exception:  # noqa: BLE001 - a guess in a form we cannot read is judged, never a crash
            guess = shown
    if choices is not None and not any(_same(guess, c) for c in choices):
        listed = ", ".join(repr(c) for c in choices)
        return wrong(f"{shown!r} is not one of the choices: pick one of {listed} (nothing is revealed yet)")
    try:
        expected = form(guess) if form is not None else None
    except Exception:  # noqa: BLE001 - a form test that cannot read the guess judges it as written
        expected = None
    if expected:
        return wrong(f"{shown!r} is not in the form asked for: {expected} (nothing is revealed yet)")
    same = _same(guess, truth)
    told = f" {why}" if why else ""
    if same:
        return correct(f"you predicted {shown!r}, and that is right.{told}")
    written = repr(truth)
    if show is not None:
        with contextlib.suppress(Exception):  # a notation we cannot write falls back to the truth's repr
            written = show(shown, truth)
    return CheckResult(False, f"you predicted {shown!r}; the answer is {written}.{told}", revealed=True)


def _same(guess: object, truth: object) -> bool:
    """A guess equals the truth: equal values, text equal up to case and spaces, or a number written as text."""
    try:
        same = bool(guess == truth)
    except Exception:  # noqa: BLE001 - an odd value is judged, never a crash
        same = False
    if not same and isinstance(guess, str) and isinstance(truth, str):
        same = guess.strip().casefold() == truth.strip().casefold()
    if not same and isinstance(guess, str) and isinstance(truth, (int, float)) and not isinstance(truth, bool):
        try:  # '10' for 10: the same number written as text
            same = float(guess.replace(",", "").replace("_", "").strip()) == truth
        except ValueError:
            pass
    return same


def whole_number(guess: object) -> object:
    """A Prediction's ``normalize`` for a count: a whole number written as text (' 3 ') is read as the number;
    anything else is returned as it was."""
    return int(guess) if isinstance(guess, str) and guess.strip().isdigit() else guess


@dataclass(frozen=True)
class Prediction(Generic[T]):
    """A Predict prompt's answer, kept in the package so the notebook cell shows nothing of it.

    ``truth`` computes the answer with teachkit's own code when the student has committed; ``why`` turns the
    truth into the sentence shown after it; ``choices`` (if any) are checked first, so a guess outside them is
    sent back without revealing anything; ``normalize`` reads other forms of an answer (e.g. 'C' for peg 2);
    ``form``, for an answer without choices, returns what a guess should look like when it is badly formed (a
    number where a set is asked for), else None, so such a guess is sent back unrevealed too; ``show(guess,
    truth)`` writes the truth in the notation of the guess (pegs as letters if the student wrote letters).
    """

    truth: Callable[[], T]
    why: Callable[[T], str] | str = ""
    choices: tuple | None = None
    normalize: Callable[[object], object] | None = None
    form: Callable[[object], str | None] | None = None
    show: Callable[[object, object], str] | None = None


def predict(key: str, guess: object) -> CheckResult:
    """Judge the prediction ``guess`` for the prompt ``key`` ('hanoi:moves-10', 'sliding:…', 'knight:…').

    The answers live in ``teachkit.<puzzle>.predictions.PREDICTIONS``: a Predict cell reads only
    ``my_guess = ...`` and ``predict("hanoi:moves-10", my_guess)``, so its source gives nothing away.
    """
    import importlib

    puzzle, _, name = str(key).partition(":")
    try:
        table = importlib.import_module(f"teachkit.{puzzle}.predictions").PREDICTIONS
        entry = table[name]
    except (ImportError, AttributeError, KeyError):
        raise KeyError(f"no prediction {key!r}: keys look like 'hanoi:moves-10'") from None
    if guess is ... or guess is None:
        return check_prediction(guess, None)
    truth = entry.truth()
    why = entry.why(truth) if callable(entry.why) else entry.why
    return check_prediction(guess, truth, why, entry.choices, entry.normalize, entry.form, entry.show)
