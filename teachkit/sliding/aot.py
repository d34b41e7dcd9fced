"""The two IDA* kernels compiled ahead of time, so that a process runs them without starting numba.

``python -m teachkit.sliding.aot_build`` (``make install`` runs it) compiles ``kernels._md_iteration`` and
``kernels._pdb_iteration`` — the same Python source the just-in-time path compiles, not a copy — with
``numba.pycc`` into an extension module in teachkit's cache folder (``atomic.cache_dir() / "aot"``). Its name
carries a hash of ``kernels.py``, this file, ``aot_build.py``, numba's install and Python's version, so a module
built from other kernels is never loaded. This module only finds and loads it, and imports nothing of the
sliding package (``kernels`` imports it); the build, which needs ``kernels``, lives in ``aot_build``.

:func:`kernels` loads it, without importing numba, or returns None (not built, or stale); the compiled steps
then fall back to numba's just-in-time kernels. Measured (``benchmarks/bench_fast.py --solve``): loading the
module costs about 1 ms, where starting numba and loading its cached kernels costs about 0.4 s CPU; the kernels
run as fast either way. Building needs numba and a C compiler and takes about 10 s.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import platform
import sys
from functools import lru_cache
from pathlib import Path
from types import ModuleType

SOURCES = ("kernels.py", "aot.py", "aot_build.py")  # the files the compiled module is built from (same folder)
ARRAY, MATRIX = "int64[::1]", "int64[:, ::1]"
RESULT = "UniTuple(int64, 3)"  # (status, next bound, path length)
SIGNATURES = {  # the argument types the steps in kernels.py pass
    "_md_iteration": f"{RESULT}({ARRAY}, {MATRIX}, {ARRAY}, {ARRAY}, int64, int64, int64, {ARRAY}, int64, {ARRAY})",
    "_pdb_iteration": f"{RESULT}({ARRAY}, {MATRIX}, {MATRIX}, {MATRIX}, {ARRAY}, uint8[::1], {ARRAY}, {ARRAY}, "
    f"{ARRAY}, {ARRAY}, {ARRAY}, int64, int64, int64, int64, {ARRAY}, int64, {ARRAY})",
}


def folder() -> Path:
    """Where the compiled module is kept."""
    from teachkit.atomic import cache_dir

    return cache_dir() / "aot"


def module_name() -> str:
    """kernels_<hash of kernels.py, this file, aot_build.py, numba's install and Python's version>: a module built
    from other kernels or signatures, or with another numba, has another name (numba is found, not imported; the
    files are read, not imported)."""
    here = Path(__file__)
    spec = importlib.util.find_spec("numba")
    origin = Path(spec.origin) if spec is not None and spec.origin else None
    numba_key = f"{origin} {origin.stat().st_mtime_ns}" if origin is not None and origin.exists() else "-"
    digest = hashlib.sha256(b"".join(here.with_name(name).read_bytes() for name in SOURCES))
    digest.update(f"{numba_key} {sys.version} {platform.machine()}".encode())
    return "kernels_" + digest.hexdigest()[:16]


@lru_cache(maxsize=1)
def path() -> Path | None:
    """The compiled module built for these kernels, if there is one (nothing loaded)."""
    name = module_name()
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = folder() / (name + suffix)
        if candidate.exists():
            return candidate
    return None


@lru_cache(maxsize=1)
def kernels() -> ModuleType | None:
    """The compiled module (functions _md_iteration and _pdb_iteration), or None if it is not built for these
    kernels or cannot be loaded; loaded once per process, numba not imported."""
    where = path()
    if where is None:
        return None
    spec = importlib.util.spec_from_file_location(where.name.split(".")[0], where)
    if spec is None or spec.loader is None:
        return None
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except ImportError:  # built for another machine, or damaged: numba's just-in-time kernels run instead
        return None
    return module
