"""Run one call in a forked child under a CPU-time and address-space cap, and report how it ended.

A probe is a call with bad input. The contract: it raises a :class:`teachkit.errors.TeachkitError` whose message
names the argument, before any real work; it never returns, never raises a built-in error, never hangs and
never eats memory without bound. ``run_capped`` forks (imports are already done, so a probe costs milliseconds),
caps the child with ``RLIMIT_CPU`` and ``RLIMIT_AS``, and sends back a small, picklable account.
"""

from __future__ import annotations

import inspect
import os
import pickle
import resource
import select
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

CPU_SECONDS = 20
MEMORY_BYTES = 4 << 30
WALL_SECONDS = 30


@dataclass(frozen=True)
class Probe:
    """``fn(*args, **kwargs)`` must raise a TeachkitError (of ``expect`` if given) whose message names ``arg``."""

    fn: Callable[..., Any]
    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    arg: str = ""  # the argument the message must name ("" = do not check the name)
    expect: type | None = None  # a more specific error class, when the contract names one
    why: str = ""  # the rule broken, for the test id
    returns: str = ""  # for a checker: the verdict must start with this ("not yet" or "correct"), not an error

    @property
    def id(self) -> str:
        name = getattr(self.fn, "__qualname__", repr(self.fn))
        module = getattr(self.fn, "__module__", "") or ""
        return f"{module.removeprefix('teachkit.')}.{name}[{self.why or self.arg}]"


@dataclass(frozen=True)
class Outcome:
    """How a capped call ended: ``returned``, ``raised`` (with the class's MRO names), ``hang`` or ``crash``."""

    kind: str
    error: str = ""
    mro: tuple[str, ...] = ()
    message: str = ""
    seconds: float = 0.0


def _child(fn, args, kwargs, write_fd: int, cpu: int, memory: int) -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    start = time.perf_counter()
    try:
        result = fn(*args, **kwargs)
        if inspect.isgenerator(result):  # the contract: validate at the call, not at the first next()
            result = "a generator (validation deferred to the first next())"
        outcome = Outcome("returned", message=repr(result)[:2000])
    except BaseException as exc:  # noqa: BLE001 - the point is to see every kind
        mro = tuple(f"{k.__module__}.{k.__qualname__}" for k in type(exc).__mro__)
        outcome = Outcome("raised", error=mro[0], mro=mro, message=str(exc)[:2000])
    outcome = Outcome(outcome.kind, outcome.error, outcome.mro, outcome.message, time.perf_counter() - start)
    data = pickle.dumps(outcome)
    view = memoryview(data)
    while view:
        view = view[os.write(write_fd, view) :]
    os._exit(0)


def run_capped(
    fn: Callable[..., Any],
    args: tuple = (),
    kwargs: dict | None = None,
    *,
    cpu: int = CPU_SECONDS,
    memory: int = MEMORY_BYTES,
    wall: float = WALL_SECONDS,
) -> Outcome:
    """Call ``fn`` in a forked child with the caps; a child past ``wall`` seconds is killed (``hang``)."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read_fd)
        try:
            _child(fn, args, kwargs or {}, write_fd, cpu, memory)
        finally:
            os._exit(1)
    os.close(write_fd)
    chunks, deadline = [], time.monotonic() + wall
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return Outcome("hang", message=f"still running after {wall:.0f} s wall")
            ready, _, _ = select.select([read_fd], [], [], left)
            if ready:
                chunk = os.read(read_fd, 1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
    finally:
        os.close(read_fd)
    _, status = os.waitpid(pid, 0)
    if chunks:
        return pickle.loads(b"".join(chunks))
    if os.WIFSIGNALED(status):
        sig = signal.Signals(os.WTERMSIG(status)).name
        cause = "CPU cap" if sig == "SIGXCPU" else "killed"
        return Outcome("hang" if sig in ("SIGXCPU", "SIGKILL") else "crash", message=f"{sig} ({cause})")
    return Outcome("crash", message=f"exit status {status}")


def verdict(probe: Probe, outcome: Outcome) -> str:
    """'' when the probe met the contract, else what went wrong (for the assertion message)."""
    if probe.returns:
        if outcome.kind != "returned":
            return f"{probe.id}: {outcome.kind} — {outcome.error} {outcome.message}"
        if not outcome.message.startswith(probe.returns):
            return f"{probe.id}: expected a verdict {probe.returns!r}, got {outcome.message}"
        if probe.arg and probe.arg not in outcome.message:
            return f"{probe.id}: the verdict does not say {probe.arg!r}: {outcome.message}"
        return ""
    if outcome.kind != "raised":
        return f"{probe.id}: {outcome.kind} — {outcome.message}"
    if "teachkit.errors.TeachkitError" not in outcome.mro:
        return f"{probe.id}: built-in or foreign error escaped: {outcome.error}: {outcome.message}"
    if not ({"builtins.ValueError", "builtins.TypeError"} & set(outcome.mro)):
        return f"{probe.id}: {outcome.error} derives from neither ValueError nor TypeError"
    if probe.expect is not None:
        wanted = f"{probe.expect.__module__}.{probe.expect.__qualname__}"
        if wanted not in outcome.mro:
            return f"{probe.id}: expected {wanted}, got {outcome.error}: {outcome.message}"
    if probe.arg and probe.arg not in outcome.message:
        return f"{probe.id}: message does not name {probe.arg!r}: {outcome.message}"
    return ""
