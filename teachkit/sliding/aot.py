"""The two IDA* kernels compiled ahead of time, so that a process runs them without starting numba.

``python -m teachkit.sliding.aot`` (``make install`` runs it) compiles ``kernels._md_iteration`` and
``kernels._pdb_iteration`` — the same Python source the just-in-time path compiles, not a copy — with
``numba.pycc`` into an extension module in teachkit's cache folder (``atomic.cache_dir() / "aot"``). Its name
carries a hash of ``kernels.py``, this file, numba's install and Python's version, so a module built from
other kernels is never loaded. :func:`kernels` loads it, without importing numba, or returns None (not built,
or stale); the compiled steps then fall back to numba's just-in-time kernels. Measured
(``benchmarks/bench_fast.py --solve``): loading the module costs about 1 ms, where starting numba and loading
its cached kernels costs about 0.4 s CPU; the kernels run as fast either way. Building needs numba and a C
compiler and takes about 10 s.
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
    """kernels_<hash of kernels.py, this file, numba's install and Python's version>: a module built from other
    kernels or signatures, or with another numba, has another name (numba is found, not imported)."""
    from teachkit.sliding import kernels as source

    spec = importlib.util.find_spec("numba")
    origin = Path(spec.origin) if spec is not None and spec.origin else None
    numba_key = f"{origin} {origin.stat().st_mtime_ns}" if origin is not None and origin.exists() else "-"
    digest = hashlib.sha256(Path(source.__file__).read_bytes() + Path(__file__).read_bytes())
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


def build() -> Path:
    """Compile the two kernels into the cache folder (needs numba and a C compiler); the module's path."""
    import warnings

    from numba.pycc import CC

    from teachkit import jit
    from teachkit.sliding import kernels as source

    existing = path()
    if existing is not None:
        return existing
    jit.compile_kernels(vars(source), source.KERNELS)  # kernels call each other through numba's dispatchers
    name = module_name()
    target = folder()
    target.mkdir(parents=True, exist_ok=True)
    compiler = CC(name)
    compiler.output_dir = str(target)
    compiler.verbose = False
    for kernel, signature in SIGNATURES.items():
        compiler.export(kernel, signature)(getattr(source, kernel).py_func)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # numba.pycc announces its deprecation
        compiler.compile()
    path.cache_clear()
    kernels.cache_clear()
    built = path()
    if built is None:
        raise RuntimeError(f"numba.pycc wrote no module {name} in {target}")
    return built


if __name__ == "__main__":
    print(f"the IDA* kernels compiled ahead of time: {build()}")
