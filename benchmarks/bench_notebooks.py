"""How long each notebook takes in a fresh kernel (issue 24 target: at most 10 s wall, kernel start included,
slowest cell at most 3 s), both without the fast extra and with it from a cold numba cache.

    .venv/bin/python benchmarks/bench_notebooks.py                        # every notebooks/NN-*.ipynb, both ways
    .venv/bin/python benchmarks/bench_notebooks.py --cells 5 notebooks/08-knights-tour-warnsdorff.ipynb
    .venv/bin/python benchmarks/bench_notebooks.py --only plain           # only without the fast extra

Each notebook runs top to bottom in a fresh kernel (nbclient, as ``python -m teachkit execute`` runs it), twice:

* **plain**: ``TEACHKIT_FAST=0`` in the kernel's environment and numba made unimportable in the kernel (a first
  cell sets ``sys.modules['numba'] = None`` before anything imports teachkit), as without ``teachkit[fast]``;
* **fast, cold**: numba as installed, with ``NUMBA_CACHE_DIR`` set to a new empty folder for each notebook, so
  every JIT kernel a notebook uses is compiled during the run (the IDA* kernels compiled ahead of time at install,
  :mod:`teachkit.sliding.aot_build`, are used as a student's install has them).

The notebook files are not written. For each notebook the table shows:

* cells s: the sum over its code cells of the time from the kernel starting the cell to its reply (nbclient's
  timing in the cell metadata): wall time, the number the target is about;
* kernel CPU s: the kernel's CPU time (process_time) over the same cells (read by one cell at the start and
  one at the end that this benchmark adds and does not count), less affected by other work on the machine;
* slowest cell, and run s: the wall time of the whole run including the kernel's start.

The targets are on run s (<= 10 s) and the slowest cell (<= 3 s); the CPU column shows how much of the time is
the notebook's own work when the machine is shared. Exits 1 if a notebook fails to run or misses a target.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from summary import row

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 10.0  # wall seconds a notebook, kernel start included
CELL_TARGET_S = 3.0  # the slowest cell
FIRST = (
    "import sys, time\n"
    "sys.modules['numba'] = None  # as without teachkit[fast]: `import numba` raises ImportError\n"
    "_bench_clock = time.process_time()"
)
LAST = "print(time.process_time() - _bench_clock)"


def seconds_between(start: str, end: str) -> float:
    """Seconds between two ISO timestamps as nbclient writes them."""
    return (
        datetime.fromisoformat(end.replace("Z", "+00:00")) - datetime.fromisoformat(start.replace("Z", "+00:00"))
    ).total_seconds()


def cell_seconds(cell) -> float:
    """Wall seconds from the kernel starting the cell to its reply (0 if nbclient recorded no timing)."""
    timing = cell.metadata.get("execution", {})
    if "iopub.execute_input" not in timing or "shell.execute_reply" not in timing:
        return 0.0
    return seconds_between(timing["iopub.execute_input"], timing["shell.execute_reply"])


def measure(path: Path, with_fast: bool = False) -> dict:
    """Run one notebook in a fresh kernel, plain or fast from a cold numba cache; its timings (file not written)."""
    nb = nbformat.read(path, as_version=4)
    cold = tempfile.TemporaryDirectory(prefix="teachkit-numba-cold-") if with_fast else None
    if cold is not None:
        os.environ["NUMBA_CACHE_DIR"] = cold.name  # the kernel inherits it: nothing cached, every kernel compiles
    first = FIRST if not with_fast else "\n".join(line for line in FIRST.splitlines() if "numba" not in line)
    nb.cells.insert(0, nbformat.v4.new_code_cell(first))
    nb.cells.append(nbformat.v4.new_code_cell(LAST))
    client = NotebookClient(
        nb, timeout=600, kernel_name="python3", record_timing=True, resources={"metadata": {"path": str(path.parent)}}
    )
    clock = time.perf_counter()
    try:
        client.execute()
    finally:
        if cold is not None:
            os.environ.pop("NUMBA_CACHE_DIR")
            cold.cleanup()
    wall = time.perf_counter() - clock
    cells = [(i, cell_seconds(c)) for i, c in enumerate(nb.cells[1:-1], start=1) if c.cell_type == "code"]
    cpu = float(nb.cells[-1].outputs[0]["text"].strip())
    slowest = max(cells, key=lambda pair: pair[1], default=(0, 0.0))
    ranked = sorted(cells, key=lambda pair: -pair[1])
    heads = [(i, s, nb.cells[i].source.strip().splitlines()[0][:70]) for i, s in ranked]
    return {
        "cells": len(cells),
        "seconds": sum(s for _, s in cells),
        "cpu": cpu,
        "slowest": slowest,
        "wall": wall,
        "ranked": heads,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="default: every notebooks/NN-*.ipynb")
    parser.add_argument(
        "--only", choices=("plain", "fast"), default=None, help="one way only (default: plain, then fast from cold)"
    )
    parser.add_argument("--cells", type=int, default=0, metavar="K", help="also list each notebook's K slowest cells")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    os.environ.setdefault("PYTHONHASHSEED", "0")
    failed = []
    for mode in ("plain", "fast") if args.only is None else (args.only,):
        with_fast = mode == "fast"
        saved = os.environ.get("TEACHKIT_FAST")
        if not with_fast:
            os.environ["TEACHKIT_FAST"] = "0"  # the kernels inherit the environment
        print(
            "\nnotebooks WITH the fast extra, cold numba cache (a new NUMBA_CACHE_DIR each)"
            if with_fast
            else "\nnotebooks without the fast extra (TEACHKIT_FAST=0, no numba)"
        )
        print(f"targets: run s <= {TARGET_S:g} (kernel start included), slowest cell <= {CELL_TARGET_S:g} s")
        print(
            f"{'notebook':<42} {'code cells':>10} {'cells s':>8} {'kernel CPU s':>12} {'slowest cell':>14} {'run s':>6}"
        )
        for path in paths:
            try:
                r = measure(path, with_fast)
            except Exception as error:  # a notebook that does not run is a result to report, not a crash
                print(f"{path.name:<42} FAILED: {type(error).__name__}: {str(error).splitlines()[0][:80]}")
                failed.append(f"{path.name} ({mode})")
                row(f"notebook {path.stem[:28]} ({mode})", "failed", "-", "-", "-", f"<= {TARGET_S:g} s", "FAILED")
                continue
            index, slowest = r["slowest"]
            print(
                f"{path.name:<42} {r['cells']:>10} {r['seconds']:>8.2f} {r['cpu']:>12.2f} "
                f"{f'#{index} {slowest:.2f} s':>14} {r['wall']:>6.1f}"
            )
            for i, seconds, head in r["ranked"][: args.cells]:
                print(f"    cell #{i}: {seconds:.2f} s  {head}")
            ok = r["wall"] <= TARGET_S and slowest <= CELL_TARGET_S
            if not ok:
                failed.append(f"{path.name} ({mode})")
            row(
                f"notebook {path.stem[:28]} run s ({'fast, cold numba cache' if with_fast else 'no fast extra'})",
                "-" if with_fast else f"{r['wall']:.1f} (cells {r['seconds']:.2f}, slowest {slowest:.2f})",
                f"{r['wall']:.1f} (cells {r['seconds']:.2f}, slowest {slowest:.2f})" if with_fast else "-",
                f"{TARGET_S:g} s",
                f"{r['wall'] / TARGET_S:.2f}",
                f"<= {TARGET_S:g} s, cell <= {CELL_TARGET_S:g} s",
                "ok" if ok else "MISSED",
            )
        if saved is None:
            os.environ.pop("TEACHKIT_FAST", None)
        else:
            os.environ["TEACHKIT_FAST"] = saved
    print("all notebooks within the targets" if not failed else "MISSED or FAILED: " + ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
