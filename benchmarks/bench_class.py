"""How many students at once one machine serves, every notebook cell under 10 s (issue 23).

    .venv/bin/python benchmarks/bench_class.py                       # what `make bench-class` runs
    .venv/bin/python benchmarks/bench_class.py --edition build/release/student --notebook 07-...ipynb

Method, in two steps, on the real hub of `make class` (classroom/jupyterhub_config.py: JupyterHub,
configurable-http-proxy, one JupyterLab per student, nbgitpuller) on loopback, with simulated students
(classroom/student.py: the login form, the spawn, nbgitpuller's sync API, every code cell over the kernel
websocket, each cell timed from sending it to its reply):

1. Calibrate: one student runs every notebook of the edition, one after another; for each cell the wall time
   and the CPU time of the kernel and its child processes (``os.times``, which other work on the machine does
   not inflate). The notebook with the cell of most CPU is the one a class hits the limit with first (N
   students running it at once share the cores, so that cell's wait grows about as N x its CPU / cores); it is
   the one measured next (``--notebook`` picks another).
2. Raise N: N students click the same link at the same moment and run that notebook top to bottom, on a fresh
   hub each time (every student logs in and starts a server, as a class does when the teacher says "go").
   N doubles from 1 until a trial fails (a cell at or over 10 s, or any error), then the gap between the last
   passing and the first failing N is halved until they are neighbours.

The figure is the largest N that passed. It is a lower bound for the machine: other work on it (its load
average is printed before every trial) takes cores from the students, and every student starts at the same
second, which a class does not quite do. The simulated students' own client runs on the same machine too.
Writes build/bench-class.json; exits 1 if even one student fails.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from classroom.localhub import LocalHub, publish  # noqa: E402
from classroom.student import StudentRun, gitpuller_link, run_class  # noqa: E402

LIMIT_S = 10.0
REPO_NAME = "teachkit-student"


def load() -> str:
    """The 1-, 5- and 15-minute load averages of the machine (how busy it was with other work too)."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def mem_available_gib() -> float:
    """MemAvailable from /proc/meminfo, in GiB."""
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) / 2**20
    return float("nan")


def tree_rss_gib(pid: int) -> float:
    """Resident memory of a process and all its descendants (the hub, the proxy, the servers, the kernels)."""
    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0.0
    total = 0
    for process in processes:
        try:
            total += process.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total / 2**30


async def with_memory_peak(work, hub_pid: int) -> tuple[list[StudentRun], float]:
    """Run ``work`` while sampling the hub's process tree each second; return its result and the peak RSS."""
    peak = 0.0
    done = asyncio.Event()

    async def sample():
        nonlocal peak
        while not done.is_set():
            peak = max(peak, await asyncio.to_thread(tree_rss_gib, hub_pid))
            await asyncio.sleep(1)

    sampler = asyncio.create_task(sample())
    try:
        return await work, peak
    finally:
        done.set()
        await sampler


def trial(repo_url: str, notebook: str, students: int, workdir: Path) -> dict:
    """``students`` students at once on a fresh hub, each running ``notebook``; one row of the table."""
    before = load()
    with LocalHub(Path(tempfile.mkdtemp(prefix=f"hub-{students}-", dir=workdir))) as hub:
        link = gitpuller_link(hub.url, repo_url, notebook)
        names = [f"student{i:03d}" for i in range(1, students + 1)]
        start = time.perf_counter()
        class_run = run_class(hub.url, names, link, f"{REPO_NAME}/{notebook}")
        runs, peak = asyncio.run(with_memory_peak(class_run, hub.proc.pid))
        wall = time.perf_counter() - start
        after = load()
    errors = [f"{r.name}: {r.error or next(c.error for c in r.cells if c.error)}" for r in runs if not r.ok]
    slowest = max((r.slowest for r in runs), default=0.0)
    return {
        "students": students,
        "passed": not errors and slowest < LIMIT_S,
        "slowest_cell_s": round(slowest, 2),
        "median_slowest_cell_s": round(statistics.median(r.slowest for r in runs), 2),
        "slowest_open_s": round(max(r.open_s for r in runs), 1),
        "wall_s": round(wall, 1),
        "peak_rss_gib": round(peak, 2),  # hub, proxy, every server and kernel, at the busiest second
        "peak_rss_per_student_mib": round(peak * 1024 / students),
        "load_before": before,
        "load_after": after,
        "errors": errors[:3],
    }


def calibrate(repo_url: str, notebooks: list[str], workdir: Path) -> list[dict]:
    """One student, every notebook in turn: each notebook's slowest cell and its cells' total."""
    rows = []
    with LocalHub(Path(tempfile.mkdtemp(prefix="hub-calibrate-", dir=workdir))) as hub:
        for notebook in notebooks:
            link = gitpuller_link(hub.url, repo_url, notebook)
            (run,) = asyncio.run(run_class(hub.url, ["calibrate"], link, f"{REPO_NAME}/{notebook}"))
            rows.append(
                {
                    "notebook": notebook,
                    "ok": run.ok,
                    "cells": len(run.cells),
                    "slowest_cell_s": round(run.slowest, 2),
                    "slowest_cell_index": max(run.cells, key=lambda c: c.seconds).index if run.cells else None,
                    "most_cpu_cell_s": max((c.cpu for c in run.cells), default=0.0),
                    "most_cpu_cell_index": max(run.cells, key=lambda c: c.cpu).index if run.cells else None,
                    "cells_total_s": round(sum(c.seconds for c in run.cells), 2),
                    "error": run.error or next((c.error for c in run.cells if c.error), ""),
                }
            )
            row = rows[-1]
            print(f"  {notebook:<48} {row['cells']:>5} {row['slowest_cell_s']:>8.2f} {row['cells_total_s']:>8.2f} "
                  f"{row['most_cpu_cell_s']:>8.2f} {row['most_cpu_cell_index']!s:>7}  {row['error']}",
                  flush=True)  # fmt: skip
    return rows


def print_row(row: dict) -> None:
    print(
        f"  {row['students']:>8} {'yes' if row['passed'] else 'NO':>6} {row['slowest_cell_s']:>12.2f} "
        f"{row['median_slowest_cell_s']:>13.2f} {row['slowest_open_s']:>9.1f} {row['wall_s']:>7.1f} "
        f"{row['peak_rss_gib']:>8.2f} {row['peak_rss_per_student_mib']:>11}  {row['load_before']:<16} "
        f"{'; '.join(row['errors'])[:120]}",
        flush=True,
    )


def search(repo_url: str, notebook: str, workdir: Path, largest: int) -> list[dict]:
    """Double N from 1 until a trial fails (or ``largest`` passes), then bisect to the last N that passes."""
    print(f"\nN students at once on {notebook} (a fresh hub each trial; limit {LIMIT_S:.0f} s a cell):")
    print(f"  {'students':>8} {'passed':>6} {'slowest cell':>12} {'median slowest':>13} {'open s':>9} "
          f"{'wall s':>7} {'RSS GiB':>8} {'MiB/student':>11}  {'load before':<16} errors")  # fmt: skip
    rows: dict[int, dict] = {}

    def run(n: int) -> bool:
        rows[n] = trial(repo_url, notebook, n, workdir)
        print_row(rows[n])
        return rows[n]["passed"]

    good, bad, n = 0, None, 1
    while n <= largest:
        if not run(n):
            bad = n
            break
        good, n = n, n * 2
    if bad is None and good < largest:
        if run(largest):
            good = largest
        else:
            bad = largest
    while bad is not None and bad - good > 1:
        middle = (good + bad) // 2
        if run(middle):
            good = middle
        else:
            bad = middle
    return [rows[n] for n in sorted(rows)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", type=Path, default=ROOT / "notebooks", help="the folder students get")
    parser.add_argument("--notebook", help="measure N on this notebook, without step 1 (default: step 1's pick)")
    parser.add_argument("--largest", type=int, default=64, help="stop raising N here")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "bench-class.json")
    args = parser.parse_args(argv)
    edition = args.edition if args.edition.is_absolute() else ROOT / args.edition
    notebooks = sorted(p.name for p in edition.glob("[0-9][0-9]-*.ipynb"))
    print(f"machine: {os.cpu_count()} cores, {mem_available_gib():.1f} GiB available, load average {load()}")
    with tempfile.TemporaryDirectory(prefix="bench-class-") as tmp:
        workdir = Path(tmp)
        repo_url = publish(edition, workdir / REPO_NAME)
        calibration = []
        if not args.notebook:  # step 1 picks the notebook; --notebook names it (a rerun of step 2 alone)
            print(f"\n1. one student, every notebook of {edition}:")
            print(f"  {'notebook':<48} {'cells':>5} {'slowest':>8} {'total s':>8} {'most CPU':>8} {'cell #':>7}")
            calibration = calibrate(repo_url, notebooks, workdir)
            if not all(row["ok"] for row in calibration):
                print("a notebook fails with one student: fix that first")
                return 1
        binding = args.notebook or max(calibration, key=lambda r: r["most_cpu_cell_s"])["notebook"]
        rows = search(repo_url, binding, workdir, args.largest)
    served = max((row["students"] for row in rows if row["passed"]), default=0)
    first_fail = min((row["students"] for row in rows if not row["passed"]), default=None)
    print(
        f"\n{served} students at once, every cell of {binding} under {LIMIT_S:.0f} s"
        + (f"; {first_fail} failed" if first_fail else f" (the largest tried, --largest {args.largest})")
        + f". A lower bound: load average at the end {load()} (other work on the machine)."
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps(
            {
                "cores": os.cpu_count(),
                "limit_s": LIMIT_S,
                "calibration": calibration,
                "notebook": binding,
                "trials": rows,
                "students_served": served,
                "first_failing": first_fail,
            },
            indent=1,
        )  # fmt: skip
        + "\n"
    )
    print(f"written: {args.out}")
    return 0 if served else 1


if __name__ == "__main__":
    sys.exit(main())
