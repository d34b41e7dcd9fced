"""Run every benchmark in a sensible order, then print one table of the issue-14 rows from that same run.

    .venv/bin/python benchmarks/summary.py                 # what `make bench` runs (about 10 min, 2 quiet cores)
    .venv/bin/python benchmarks/summary.py --hardest 5 12  # also 80-move positions, fast and C (minutes each)
    .venv/bin/python benchmarks/summary.py --hardest all   # all 17 of them (bench_fast.py --hardest; hours)
    .venv/bin/python benchmarks/summary.py --only bench_hanoi.py bench_knight.py   # some of them

Each benchmark runs as its own process and prints its own tables (they scroll past as they run); the rows of
the final table are the lines a benchmark prints in the form made by :func:`row` (``ROW | label | plain |
fast | comparator | ratio | target | verdict``), plus the last table of ``bench_fast.py`` (IDA* against C),
read from its output. A row shows what that benchmark measured and judged; nothing is recomputed here. The
table ends with each benchmark's exit status and the load average before and after (the machine may be
shared: timings are CPU time where the benchmark can measure it). Exits 1 if a benchmark failed.
The benchmarks import :func:`row` and :func:`best_cpu` from here.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELDS = ("row", "teachkit plain", "teachkit fast", "comparator", "ratio", "target", "verdict")


def row(label: str, plain: str, fast: str, comparator: str, ratio: str, target: str, verdict: str) -> None:
    """Print one summary row (also readable by itself); '-' marks what does not apply."""
    cells = (label, plain, fast, comparator, ratio, target, verdict)
    print("ROW | " + " | ".join(cell.replace("|", "/") or "-" for cell in cells), flush=True)


def best_cpu(repeats: int, work) -> float:
    """The smallest CPU time (process_time) of ``repeats`` calls of work(), in seconds (for the benchmarks)."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return min(times)


def steps(hardest: list[str]) -> list[tuple[str, list[str]]]:
    """(name, arguments) of each benchmark, quickest first."""
    extra = [] if not hardest else ["--hardest"] if hardest == ["all"] else ["--hardest", *hardest]
    return [
        ("bench_hanoi.py", []),
        ("bench_knight.py", []),
        # IDA* + MD on Korf's 10 easiest, 6-6-3 PDB on all 100, against C; solve() against the compiled search
        # and the plain form, import costs (issue 24)
        ("bench_fast.py", ["--solve", "--imports", *extra]),
        ("bench_sliding.py", []),
        ("bench_player.py", []),
        ("bench_notebooks.py", []),
    ]


def run(script: str, arguments: list[str]) -> tuple[int, list[str], float]:
    """Run one benchmark, echoing its output as it comes; (exit status, output lines, wall seconds)."""
    print(f"\n==== {script} {' '.join(arguments)}".rstrip(), flush=True)
    clock = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, str(HERE / script), *arguments], stdout=subprocess.PIPE, text=True, bufsize=1
    )
    lines = []
    for line in process.stdout:
        print(line, end="", flush=True)
        lines.append(line.rstrip("\n"))
    return process.wait(), lines, time.perf_counter() - clock


def rows_printed(lines: list[str]) -> list[tuple[str, ...]]:
    """The ROW lines of one benchmark's output, as tuples of cells."""
    found = []
    for line in lines:
        if line.startswith("ROW | "):
            cells = tuple(cell.strip() for cell in line[len("ROW | ") :].split(" | "))
            found.append((cells + ("-",) * len(FIELDS))[: len(FIELDS)])
    return found


FAST_LABELS = {
    "IDA*+MD": "IDA*+MD, Korf's 10 easiest (blank first)",
    "IDA*+PDB": "IDA*+6-6-3 PDB+reflection, Korf 100 (plain: first 10)",
    "80-move": "IDA*+6-6-3 PDB, 80-move positions asked for",
}


def fast_rows(lines: list[str]) -> list[tuple[str, ...]]:
    """The rows of bench_fast.py's last table (search, nodes, plain s, fast s, C s, fast/C, plain/fast, verdict)."""
    found, inside = [], False
    for line in lines:
        words = line.split()
        if words[:2] == ["search", "nodes"]:
            inside, target = True, line.split("target", 1)[-1].strip()
            continue
        if inside and len(words) == 8 and words[0] in FAST_LABELS:
            name, _nodes, plain, fast, c, fast_c, plain_fast, verdict = words
            found.append(
                (
                    FAST_LABELS[name] + " CPU s",
                    f"{plain} ({plain_fast} fast)" if plain != "0.00" else "-",
                    fast,
                    f"C {c}",
                    f"fast/C {fast_c}",
                    target,
                    verdict,
                )
            )
        elif inside and words and words[0] not in FAST_LABELS:
            inside = False
    return found


def table(rows: list[tuple[str, ...]]) -> None:
    """Print the rows with aligned columns."""
    widths = [max(len(r[i]) for r in [FIELDS, *rows]) for i in range(len(FIELDS))]
    for r in [FIELDS, *rows]:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--hardest",
        nargs="*",
        default=[],
        metavar="NUMBER",
        help="80-move positions (1..17, or all) for bench_fast.py --hardest",
    )
    parser.add_argument(
        "--only", nargs="+", default=None, metavar="SCRIPT", help="run only these benchmarks (e.g. bench_knight.py)"
    )
    args = parser.parse_args(argv)
    chosen = [(script, a) for script, a in steps(args.hardest) if args.only is None or script in args.only]
    load_before = os.getloadavg()
    clock = time.perf_counter()
    collected, statuses = [], []
    for script, arguments in chosen:
        status, lines, wall = run(script, arguments)
        found = rows_printed(lines) + (fast_rows(lines) if script == "bench_fast.py" else [])
        if script == "bench_fast.py" and not found:
            found = [(f"{script}: its summary table was not found", "-", "-", "-", "-", "-", "see its output above")]
        collected += found
        statuses.append(f"{script} exit {status} ({wall:.0f} s wall)")
    load_after = os.getloadavg()
    print(f"\n==== summary (issue 14), from this run; {time.perf_counter() - clock:.0f} s wall in all")
    table(collected)
    print("; ".join(statuses))
    print(
        "load average (1, 5, 15 min) before: "
        + ", ".join(f"{x:.2f}" for x in load_before)
        + "; after: "
        + ", ".join(f"{x:.2f}" for x in load_after)
        + f"; {os.cpu_count()} CPUs"
    )
    if not args.hardest:
        print(
            "80-move positions: not run by default: make bench HARDEST='5 12' (or HARDEST=all), "
            "or bench_fast.py --hardest 5 12 / bench_sliding.py --hardest 5"
        )
    failed = [s for s in statuses if " exit 0 " not in s]
    print("all benchmarks met their targets" if not failed else "FAILED: " + "; ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
