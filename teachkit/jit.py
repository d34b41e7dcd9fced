"""numba for the compiled twins (``teachkit[fast]``), imported only when a compiled path first runs.

The compiled twins (``teachkit.sliding.fast``, ``teachkit.knight.fast``) define their kernels as plain Python
functions and list them; :func:`compile_kernels` imports numba and wraps them with ``numba.njit(cache=True)``
the first time one of them is needed. Importing a puzzle package therefore never imports numba (about 0.3 s
CPU and 100 MB measured); ``TEACHKIT_FAST=0`` switches the compiled paths off altogether.

Compiled kernels are cached on disk so that a second process loads them (about 0.2 s) instead of compiling
them again (about 2 s): numba writes them to ``__pycache__`` beside the source when that folder can be
written, else to its user-wide cache folder (``~/.cache/numba``, or ``$NUMBA_CACHE_DIR``). When neither can
be used (a read-only install and a read-only home), the kernels are cached in teachkit's own cache folder
(``atomic.cache_dir() / "numba"``), and if even that fails they are compiled in memory for this process only.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterable


def installed() -> bool:
    """True if numba can be imported (checked without importing it)."""
    if "numba" in sys.modules:
        return sys.modules["numba"] is not None
    try:
        return importlib.util.find_spec("numba") is not None
    except (ImportError, ValueError):
        return False


def switched_on() -> bool:
    """False if the environment sets TEACHKIT_FAST=0."""
    return os.environ.get("TEACHKIT_FAST", "1").strip() != "0"


def available() -> bool:
    """True if the compiled forms can run: numba is installed and TEACHKIT_FAST is not 0 (numba not imported)."""
    return switched_on() and installed()


def _njit(function):
    """numba.njit(cache=True, nogil=True)(function), with the cache somewhere writable (see the module)."""
    import numba

    try:
        return numba.njit(cache=True, nogil=True)(function)
    except RuntimeError:  # "cannot cache function ...: no locator available": nowhere numba may write
        pass
    from teachkit.atomic import cache_dir

    folder = cache_dir() / "numba"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        numba.config.CACHE_DIR = str(folder)  # type: ignore[attr-defined]  # numba.config sets its options at run time
        return numba.njit(cache=True, nogil=True)(function)
    except (OSError, RuntimeError):
        return numba.njit(nogil=True)(function)  # compiled for this process only


def compile_kernels(namespace: dict, names: Iterable[str]) -> None:
    """Replace the plain functions namespace[name] by their numba dispatchers (once; compiled on first call).

    Kernels call each other by their global names, so all of a module's kernels are wrapped together, before
    any of them runs.
    """
    for name in names:
        function = namespace[name]
        if not hasattr(function, "py_func"):  # not wrapped yet
            namespace[name] = _njit(function)


def compiled(dispatcher) -> bool:
    """True if a kernel has been compiled, or loaded from the cache, in this process (its next call is fast)."""
    return bool(getattr(dispatcher, "signatures", None))
