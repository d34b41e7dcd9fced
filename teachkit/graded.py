"""The graded test of an exercise: the exercise's own checker, run by the grader on the student's cell out of process.

Each exercise in a released notebook (:mod:`teachkit.release`) is followed by a read-only cell::

    from teachkit.graded import graded
    from teachkit.hanoi.checks import check_hanoi_function

    graded("01-2", 3, lambda: check_hanoi_function(my_hanoi))

In a student's notebook, :func:`graded` runs that check as the exercise cell does and says what it would score:
the grade and the formative message come from the same checker, so they always agree.

In the grader's kernel (nbgrader's autograde, started by ``make grade`` with this module loaded as an IPython
extension, see :mod:`teachkit.grade`) each exercise cell starts with ``%%teachkit_exercise 01-2``: the cell is
recorded, **not** run in the kernel. :func:`graded` then forks a child (:func:`teachkit.guard.run_guarded`: time,
CPU, memory, file-size and output limits; a wall-clock deadline after which the child is killed) that, in an
empty temporary folder and behind an audit hook (:func:`sandbox`: no writing, deleting or renaming files outside
that folder, no reading the grader's own files, no new processes, no signals, no ctypes), runs the earlier
exercise cells (in full if each ran to its end in its own grading run, else only their imports, functions and
classes), then this exercise's cell without its ``check_...`` calls, then the check. Whatever that code does
(an endless loop, ``os._exit``, a cancelled timer, a 4 GB list, deleting files), the child ends, this exercise
gets ``not yet`` and zero points, and the kernel grades the next one.
"""

from __future__ import annotations

import ast
import contextlib
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Callable

from teachkit import guard
from teachkit.checks import CheckResult, wrong

GRADE_SECONDS = float(os.environ.get("TEACHKIT_GRADE_SECONDS", 60))  # one exercise: its cell and its check
CELL_SECONDS = float(os.environ.get("TEACHKIT_CELL_SECONDS", 10))  # the cell's own top-level code, within that

_grading = False  # True in the grader's kernel (the extension is loaded)
_cells: list[tuple[str, str]] = []  # (exercise id, source) of every exercise cell recorded, in notebook order
exercise_source: str | None = None  # in a grading child: the source of the exercise cell being graded
previewing = False  # True while a graded cell previews its check in the student's kernel: staged hints stay put
_ran_clean: dict[str, bool] = {}  # exercise id -> its cell ran to the end, in time, in its own grading run


class NotYet(AssertionError):
    """An exercise the grader does not pass: nbgrader gives its test zero points; the message says why."""


# ---- the test cell ----------------------------------------------------------------------------------------
def graded(ident: str, worth: int, check: Callable[[], CheckResult]) -> None:
    """The graded test of exercise ``ident`` (``worth`` points): ``check()`` is the exercise cell's own check."""
    if not _grading:
        global exercise_source, previewing
        before = exercise_source
        exercise_source = exercise_cell_in_history(check, _history()) or before  # judged as the grader judges it
        previewing = True
        try:
            verdict = check()
        except NameError as error:
            verdict = wrong(f"run the exercise cell above first ({guard.error_text(error)})")
        finally:
            exercise_source, previewing = before, False
        print(f"{verdict}\n(when graded: {worth if verdict else 0} of {worth} points)")
        return
    verdict = grade_exercise(ident, check)
    if not verdict:
        raise NotYet(f"exercise {ident}: 0 of {worth} points — {verdict}")
    print(f"{verdict}\nexercise {ident}: {worth} of {worth} points")


def _history() -> list[str]:
    """The kernel's inputs so far (IPython's ``In``; the running cell last), or [] outside IPython."""
    history = _namespace().get("In", [])
    return [str(source) for source in history] if isinstance(history, list) else []


def exercise_cell_in_history(check: Callable, history: list[str]) -> str | None:
    """The last cell run before this one (``history[-1]``) that calls the checker ``check`` calls, cells that
    call ``graded(`` skipped: normally the student's exercise cell (a later cell calling the same checker is taken
    instead). The preview of a graded test then judges that cell as the grader
    does (a checker that reads how the cell made its answer, e.g. moves copied from teachkit's solver, refuses
    it in both). None if no such cell was run."""

    code = getattr(check, "__code__", None)
    names = [
        name for name in (*getattr(code, "co_names", ()), *getattr(code, "co_freevars", ())) if name.startswith("check")
    ]
    for source in reversed(history[:-1]):
        if "graded(" in source:
            continue
        if any(re.search(rf"\b{re.escape(name)}\s*\(", source) for name in names):
            return source
    return None


def grade_exercise(ident: str, check: Callable[[], CheckResult], seconds: float = GRADE_SECONDS) -> CheckResult:
    """Run the recorded cell of exercise ``ident`` and then ``check()``, in a sandboxed child process."""
    order = [i for i, _ in _cells]
    if ident not in order:
        return wrong(
            f"the notebook has no cell for exercise {ident}: was it deleted, or its metadata changed? "
            "Write your answer in the exercise cell the notebook came with."
        )
    k = order.index(ident)
    earlier = [without_checks(source) if _ran_clean.get(i) else definitions_only(source) for i, source in _cells[:k]]
    own = _cells[k][1]
    private = [p for p in os.environ.get("TEACHKIT_GRADE_PRIVATE", "").split(os.pathsep) if p]
    workdir = tempfile.mkdtemp(prefix="teachkit-grade-")
    try:
        outcome = guard.run_guarded(_child, (earlier, own, check, workdir, private), {}, seconds)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if isinstance(outcome, tuple):
        clean, verdict = outcome
    else:  # the child gave no answer of its own (killed, exited): the guard's verdict
        clean, verdict = False, outcome
    _ran_clean[ident] = clean
    return verdict


def _child(earlier: list[str], own: str, check: Callable, workdir: str, private: list[str]):
    """In the forked child: sandbox, earlier definitions, the student's cell, the check. (cell ran clean, verdict)"""
    global exercise_source
    sandbox(workdir, private)
    exercise_source = own  # for checkers that read how the cell made its answer (teachkit.checks.calling_cell)
    namespace = _namespace()
    for source in earlier:
        with contextlib.suppress(BaseException):  # an earlier cell's own failure was graded with it
            _run(source, namespace, CELL_SECONDS)
    try:
        _run(without_checks(own), namespace, CELL_SECONDS)
    except guard.TimeUp:
        return False, wrong(f"your cell did not finish within {CELL_SECONDS:g} s (before any check could run)")
    except BaseException as error:  # noqa: BLE001 - the student's code may raise anything
        return False, wrong(f"your cell raised {guard.error_text(error)}")
    return True, check()


def _namespace() -> dict:
    """The kernel's namespace (the student's cells see what the notebook's other cells defined)."""
    try:
        return get_ipython().user_ns  # type: ignore[name-defined]  # noqa: F821  (a builtin only in IPython)
    except NameError:
        return vars(sys.modules["__main__"])


def _run(source: str, namespace: dict, seconds: float) -> None:
    with guard.time_limit(seconds, "your cell"):
        exec(compile(source, "<your exercise cell>", "exec"), namespace)


# ---- what of a cell runs -------------------------------------------------------------------------------------
def _statements(source: str) -> tuple[ast.Module, list[ast.stmt]]:
    tree = ast.parse(_without_magics(source))
    return tree, list(tree.body)


def _without_magics(source: str) -> str:
    """IPython lines (``%magic``, ``!shell``) become comments: the grader runs plain Python."""
    return "\n".join("# " + line if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines())


def _is_check(node: ast.stmt) -> bool:
    """A top-level statement that calls a ``check_...`` function (``check_x(f)``, ``v = check_x(f)``,
    ``print(check_x(f))``), or a bare name (showing a verdict): the grader leaves it out."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Name):
        return True
    return any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id.startswith("check_")
        for n in ast.walk(node)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    )


def without_checks(source: str) -> str:
    """The cell's code without its top-level ``check_...(...)`` calls (the grader runs the official one)."""
    tree, body = _statements(source)
    tree.body = [node for node in body if not _is_check(node)]
    return ast.unparse(tree)


def definitions_only(source: str) -> str:
    """The imports, function and class definitions of a cell (what a later exercise may build on), nothing else."""
    kinds = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    try:
        tree, body = _statements(source)
    except SyntaxError:
        return ""
    tree.body = [node for node in body if isinstance(node, kinds)]
    return ast.unparse(tree)


# ---- the sandbox -------------------------------------------------------------------------------------------------
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
_CHANGES = {
    "os.remove",
    "os.rmdir",
    "os.rename",
    "os.truncate",
    "os.chmod",
    "os.chown",
    "os.link",
    "os.symlink",
    "os.mkdir",
    "os.utime",
    "shutil.rmtree",
    "shutil.move",
    "shutil.copyfile",
    "shutil.copytree",
}
_FORBIDDEN = {
    "subprocess.Popen": "start a process",
    "os.system": "start a process",
    "os.exec": "start a process",
    "os.posix_spawn": "start a process",
    "os.spawn": "start a process",
    "os.fork": "start a process",
    "os.forkpty": "start a process",
    "os.kill": "send a signal",
    "os.killpg": "send a signal",
    "signal.pthread_kill": "send a signal",
    "resource.setrlimit": "change its limits",
    "resource.prlimit": "change its limits",
    "ctypes.dlopen": "load C code (ctypes)",
    "ctypes.dlsym": "load C code (ctypes)",
    "ctypes.cdata": "use C memory (ctypes)",
    "socket.connect": "use the network",
    "socket.bind": "use the network",
    "socket.sendto": "use the network",
}


def sandbox(workdir: str, private: list[str]) -> None:
    """Work in ``workdir``; from now on (an audit hook: it cannot be removed) refuse to change a file outside
    it, to read a path under ``private``, or to start processes, send signals, load C code or use the network."""
    os.chdir(workdir)
    inside = os.path.realpath(workdir) + os.sep
    hidden = [os.path.realpath(p) + os.sep for p in private]

    def where(path) -> str | None:
        if isinstance(path, int):  # an open file descriptor
            return None
        with contextlib.suppress(TypeError, ValueError):
            return os.path.realpath(os.fsdecode(path)) + os.sep
        return None

    def hook(event: str, args: tuple) -> None:
        if event in _FORBIDDEN:
            raise PermissionError(f"the grader does not let exercise code {_FORBIDDEN[event]} ({event})")
        if event == "open":
            path, mode, flags = (list(args) + [None, None])[:3]
            full = where(path)
            if full is None:
                return
            if any(full.startswith(h) for h in hidden):
                raise PermissionError("the grader does not let exercise code read its own files")
            writes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
                isinstance(flags, int) and flags & _WRITE_FLAGS
            )
            if writes and not full.startswith(inside):
                raise PermissionError(f"the grader does not let exercise code write outside its folder ({path})")
        elif event in _CHANGES:
            for path in args[:2]:
                full = where(path)
                if full is not None and not full.startswith(inside):
                    raise PermissionError(
                        f"the grader does not let exercise code change files outside its folder ({event} {path})"
                    )

    sys.addaudithook(hook)


# ---- the IPython extension (the grader's kernel) --------------------------------------------------------------
def record(line: str, cell: str) -> None:
    """``%%teachkit_exercise ID``: record the cell for exercise ID's graded test; do not run it here."""
    ident = line.strip()
    if ident in dict(_cells):
        print(f"exercise {ident}: a second cell for it is ignored (the grader takes the first)")
        return
    _cells.append((ident, cell))
    print(f"exercise {ident}: graded by the test below, in a separate process")


def load_ipython_extension(ipython) -> None:
    """Turn a kernel into the grader's: ``%%teachkit_exercise`` records cells, :func:`graded` runs them apart."""
    global _grading
    _grading = True
    ipython.register_magic_function(record, "cell", "teachkit_exercise")
    with contextlib.suppress(Exception):
        ipython.InteractiveTB.set_mode("Minimal")  # a failed test shows its message, not a traceback
