"""One guard for a student's code inside an exercise checker: the kernel survives whatever the code does.

A checker decorated with :func:`guarded` runs in a forked child process (where ``os.fork`` exists):

- a **time limit** the student cannot swallow: :class:`TimeUp` derives from ``BaseException``, so
  ``except Exception`` in the student's loop lets it through; it is raised by an interval timer
  (:func:`time_limit`), and the clock is checked again after the call, so code that catches even
  ``BaseException`` or cancels the timer is still reported as too slow;
- for what no in-process limit can stop (a loop in C such as ``sum(itertools.count())``, a cancelled
  ``setitimer``, an ignored SIGALRM, ``os._exit(0)``, ``sys.exit()``, a huge allocation) the child has a CPU
  limit (``RLIMIT_CPU``), a memory limit (``RLIMIT_AS``), a file-size limit, a cap on what it prints, and a
  wall-clock deadline after which the parent kills it;
- whatever happens, the checker answers ``not yet — your function … (why)``; an error of the checker's own set-up
  (a TeachkitError, an ExerciseError: the notebook author's mistake) is raised in the caller as before.

Without ``os.fork`` (Windows), or inside a guarded child already, the checker runs in process under the time
limit only. What the student's code prints is shown after the verdict is in, cut to :data:`OUTPUT_BYTES`.
"""

from __future__ import annotations

import contextlib
import functools
import io
import math
import os
import pickle
import resource
import select
import signal
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from typing import Any, ParamSpec, Protocol, TypeVar, cast

from teachkit.checks import CheckResult, wrong

CHECK_SECONDS = 20.0  # a checker's whole run, by default (its own reference work included)
GRACE_SECONDS = 5.0  # after the time limit, before the child is killed (time to report TimeUp itself)
MEMORY_BYTES = 2 << 30  # address space a check may add to the kernel's own
FILE_BYTES = 64 << 20  # largest file the student's code may write in a check
OUTPUT_BYTES = 20_000  # what the student's code prints during a check, shown at most
MESSAGE_CHARS = 600  # longest piece of the student's text (an exception message, a repr) in a verdict

P = ParamSpec("P")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class Guarded(Protocol[P, R_co]):
    """A checker under the guard: called as the checker is, it answers what the checker returns, or the
    guard's own CheckResult (too slow, crashed...). ``__wrapped__`` is the plain checker, ``guarded_seconds``
    its time limit."""

    @property
    def guarded_seconds(self) -> float: ...

    @property
    def __wrapped__(self) -> Callable[P, R_co]: ...

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R_co | CheckResult: ...


_IN_CHILD = False  # True inside a guarded child: nested guarded checkers run in process


class TimeUp(BaseException):
    """The time a checker gives the student's code is over (a BaseException: ``except Exception`` cannot eat it)."""


# ---- odd values: shown, never a crash --------------------------------------------------------------------
def shown(value: object, limit: int = 80) -> str:
    """``repr(value)`` cut to ``limit`` characters; a repr that fails or is huge never breaks a verdict."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"an int of {value.bit_length()} bits"
    try:
        text = repr(value)
    except BaseException:  # noqa: BLE001 - a student's __repr__ may do anything
        return f"<a {type(value).__name__} whose repr() fails>"
    if not isinstance(text, str):
        return f"<a {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def error_text(error: BaseException, limit: int = MESSAGE_CHARS) -> str:
    """``Name: message`` of a student's exception, cut to ``limit``; a ``str()`` that fails is said so."""
    try:
        message = str(error)
    except BaseException:  # noqa: BLE001
        message = "(its message cannot be shown: str() of it fails)"
    if not isinstance(message, str):
        message = "(its message is not text)"
    if len(message) > limit:
        message = message[: limit - 1] + f"… ({len(message):,} characters in all)"
    name = type(error).__name__
    if isinstance(error, MemoryError):
        name += " (it used too much memory)"
    return f"{name}: {message}" if message else name


# ---- the in-process time limit ----------------------------------------------------------------------------
@contextlib.contextmanager
def time_limit(seconds: float, what: str = "your function", error: type[TimeUp] = TimeUp) -> Iterator[None]:
    """Raise :class:`TimeUp` in the running code after ``seconds``; checked again when the block ends.

    Nests: an outer limit's timer is restored (with the time it has left) when an inner block ends. Outside
    the main thread, or without ``setitimer``, only the check at the end applies.
    """
    start = time.monotonic()
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        if time.monotonic() - start > seconds:
            raise error(f"{what} did not finish within {seconds:g} s")
        return

    def ring(signum, frame):
        raise error(f"{what} did not finish within {seconds:g} s")

    outer_left, _ = signal.getitimer(signal.ITIMER_REAL)
    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, max(min(seconds, outer_left or math.inf), 1e-3))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer_left:
            signal.setitimer(signal.ITIMER_REAL, max(outer_left - (time.monotonic() - start), 1e-3))
    if time.monotonic() - start > seconds:  # the student caught TimeUp, or stopped the timer
        raise error(f"{what} did not finish within {seconds:g} s")


# ---- the child process ------------------------------------------------------------------------------------
class _CappedText(io.TextIOBase):
    """A stdout/stderr that keeps the first OUTPUT_BYTES characters and counts the rest."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.kept = 0
        self.dropped = 0

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        text = str(text)
        room = OUTPUT_BYTES - self.kept
        self.parts.append(text[: max(room, 0)])
        self.kept += min(len(text), max(room, 0))
        self.dropped += max(len(text) - max(room, 0), 0)
        return len(text)

    def value(self) -> str:
        cut = f"\n… ({self.dropped:,} more characters of output not shown)\n" if self.dropped else ""
        return "".join(self.parts) + cut


def _virtual_bytes() -> int:
    """This process's address space now (VmSize), or 0 if it cannot be read."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def grace(seconds: float) -> float:
    """How long after the time limit a child is killed: a quarter of the limit, from 1 s to GRACE_SECONDS."""
    return min(GRACE_SECONDS, max(1.0, seconds / 4))


def _set_limits(seconds: float) -> None:
    cpu = int(math.ceil(seconds + grace(seconds)))
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu += int(used.ru_utime + used.ru_stime) + 1  # RLIMIT_CPU counts the time the kernel used before the fork
    limits = [(resource.RLIMIT_CPU, cpu), (resource.RLIMIT_FSIZE, FILE_BYTES)]
    base = _virtual_bytes()
    if base:
        limits.append((resource.RLIMIT_AS, base + MEMORY_BYTES))
    for which, value in limits:
        with contextlib.suppress(ValueError, OSError):
            soft, hard = resource.getrlimit(which)
            value = value if hard == resource.RLIM_INFINITY else min(value, hard)
            resource.setrlimit(which, (value, hard))


def _child(checker: Callable[..., object], args: tuple, kwargs: dict, seconds: float, write_fd: int) -> None:
    """Run the checker with the limits; send back ("result", verdict) or ("raise", error), and the output."""
    global _IN_CHILD
    _IN_CHILD = True
    out = _CappedText()
    sys.stdout = sys.stderr = out
    _set_limits(seconds)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    try:
        with time_limit(seconds):
            value = checker(*args, **kwargs)
        reply = ("result", value)
    except TimeUp:
        reply = ("result", wrong(_too_slow(seconds)))
    except BaseException as error:  # noqa: BLE001 - the student's code can raise anything
        reply = _answer_for(error)
    try:
        data = pickle.dumps((reply, out.value()))
    except BaseException:  # noqa: BLE001 - an unpicklable verdict or error
        data = pickle.dumps((("result", wrong("the answer could not be judged (it cannot be copied)")), out.value()))
    view = memoryview(data)
    while view:
        view = view[os.write(write_fd, view) :]


def _too_slow(seconds: float) -> str:
    return f"your function did not finish within {seconds:g} s — a loop that never ends, or far too much work?"


def _answer_for(error: BaseException) -> tuple[str, Any]:
    """What a checker's exception means: the author's set-up error is raised again; the rest is "not yet"."""
    from teachkit.errors import TeachkitError

    if isinstance(error, SystemExit):
        return "result", wrong("your function called sys.exit() (SystemExit): `return` the answer instead")
    if isinstance(error, KeyboardInterrupt):
        return "result", wrong("your function was interrupted (KeyboardInterrupt)")
    if isinstance(error, MemoryError):
        return "result", wrong("your function used too much memory (MemoryError): is a list or a loop unbounded?")
    if isinstance(error, RecursionError):
        return "result", wrong("your function recursed without end (RecursionError): does it stop?")
    if isinstance(error, TeachkitError) or type(error).__name__ == "ExerciseError":
        return "raise", error
    return "result", wrong(f"your answer could not be judged: it raised {error_text(error)}")


def _in_parent(pid: int, read_fd: int, wall: float) -> tuple[tuple[str, Any] | None, str, str]:
    """Wait for the child: (reply or None, its output, why it gave none)."""
    chunks: list[bytes] = []
    deadline = time.monotonic() + wall
    why = ""
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                why = "time"
                break
            try:
                ready, _, _ = select.select([read_fd], [], [], min(left, 0.5))
            except InterruptedError:
                continue
            if ready:
                chunk = os.read(read_fd, 1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
    except BaseException:  # KeyboardInterrupt (the stop button): end the child, then stop as asked
        _end(pid)
        raise
    finally:
        os.close(read_fd)
    if why:
        _end(pid)
        return None, "", "time"
    _, status = os.waitpid(pid, 0)
    if chunks:
        with contextlib.suppress(Exception):
            reply, output = pickle.loads(b"".join(chunks))
            return reply, output, ""
    if os.WIFSIGNALED(status):
        return None, "", signal.Signals(os.WTERMSIG(status)).name
    return None, "", f"exit {os.WEXITSTATUS(status)}"


def _end(pid: int) -> None:
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        os.waitpid(pid, 0)


def _no_reply(why: str, seconds: float) -> CheckResult:
    if why in ("time", "SIGXCPU"):
        return wrong(
            f"your function did not finish within {seconds:g} s, even when told to stop — a loop that never "
            f"ends (perhaps in a built-in such as sum(itertools.count())), or one that catches every exception?"
        )
    if why == "SIGKILL":
        return wrong("your function was stopped: it used too much memory, or far too much time")
    if why.startswith("exit"):
        return wrong(
            f"your function ended the process ({why}: os._exit() or similar) instead of returning: `return` the answer"
        )
    return wrong(f"your function crashed the process that ran it ({why}): too much memory, or a fault in C code?")


def run_guarded(checker: Callable[..., R], args: tuple, kwargs: dict, seconds: float) -> R | CheckResult:
    """``checker(*args, **kwargs)`` in a child process with the limits (see the module docstring)."""
    if _IN_CHILD or not hasattr(os, "fork"):
        try:
            with time_limit(seconds):
                return checker(*args, **kwargs)
        except TimeUp:
            return wrong(_too_slow(seconds))
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    read_fd, write_fd = os.pipe()
    with warnings.catch_warnings():  # a kernel has threads; the child only runs Python code, then os._exit
        warnings.simplefilter("ignore", DeprecationWarning)
        pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            os.close(read_fd)
            _child(checker, args, kwargs, seconds, write_fd)
        finally:
            os._exit(0)
    os.close(write_fd)
    reply, output, why = _in_parent(pid, read_fd, seconds + grace(seconds))
    if output:
        print(output, end="" if output.endswith("\n") else "\n")
    if reply is None:
        return _no_reply(why, seconds)
    kind, value = reply
    if kind == "raise":
        raise value
    return value


def guarded(seconds: float = CHECK_SECONDS) -> Callable[[Callable[P, R]], Guarded[P, R]]:
    """Decorator: the checker runs under the guard (a child process with time, CPU, memory and output limits)."""

    def wrap(checker: Callable[P, R]) -> Guarded[P, R]:
        @functools.wraps(checker)
        def run(*args: P.args, **kwargs: P.kwargs) -> R | CheckResult:
            return run_guarded(checker, args, kwargs, seconds)

        setattr(run, "guarded_seconds", seconds)  # noqa: B010 (read by the notebooks' timing notes and tests)
        return cast("Guarded[P, R]", run)

    return wrap
