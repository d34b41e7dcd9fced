"""Build the IDA* kernels ahead of time: ``python -m teachkit.sliding.aot_build`` (``make install`` runs it).

Compiles ``kernels._md_iteration`` and ``kernels._pdb_iteration`` with ``numba.pycc`` into the module that
:mod:`teachkit.sliding.aot` finds and loads (see there). Needs numba and a C compiler; about 10 s. Kept apart
from ``aot`` so that the loader, which ``kernels`` imports, imports nothing of the sliding package.
"""

from __future__ import annotations

from pathlib import Path

from teachkit.sliding import aot


def build() -> Path:
    """Compile the two kernels into the cache folder (needs numba and a C compiler); the module's path."""
    import warnings

    from numba.pycc import CC

    from teachkit import jit
    from teachkit.sliding import kernels as source

    existing = aot.path()
    if existing is not None:
        return existing
    jit.compile_kernels(vars(source), source.KERNELS)  # kernels call each other through numba's dispatchers
    name = aot.module_name()
    target = aot.folder()
    target.mkdir(parents=True, exist_ok=True)
    compiler = CC(name)
    compiler.output_dir = str(target)
    compiler.verbose = False
    for kernel, signature in aot.SIGNATURES.items():
        compiler.export(kernel, signature)(getattr(source, kernel).py_func)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # numba.pycc announces its deprecation
        compiler.compile()
    aot.path.cache_clear()
    aot.kernels.cache_clear()
    built = aot.path()
    if built is None:
        raise RuntimeError(f"numba.pycc wrote no module {name} in {target}")
    return built


if __name__ == "__main__":
    print(f"the IDA* kernels compiled ahead of time: {build()}")
