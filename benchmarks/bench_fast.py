"""The compiled IDA* (teachkit.sliding.fast) against the plain Python forms and plain C, in one run (issue 14).

    .venv/bin/python benchmarks/bench_fast.py            # MD: Korf's 10 easiest; PDB: fast and C on all 100
    .venv/bin/python benchmarks/bench_fast.py --quick    # 3 instances for each (tests, CI)
    .venv/bin/python benchmarks/bench_fast.py --no-pdb   # IDA* + Manhattan only
    .venv/bin/python benchmarks/bench_fast.py --no-pdb --hardest 5 12   # also 80-move positions, fast and C
    .venv/bin/python benchmarks/bench_fast.py --no-md --no-pdb --hardest --no-c --log build/hardest80.log
                                                         # all 17 80-move positions, fast only, logged as they end
    .venv/bin/python benchmarks/bench_fast.py --no-md --no-pdb --first-call   # solve() in fresh processes
    .venv/bin/python benchmarks/bench_fast.py --no-md --no-pdb --build        # 6-6-3 tables: numpy vs compiled
    .venv/bin/python benchmarks/bench_fast.py --no-md --no-pdb --solve        # solve() vs compiled, Korf's 100
    .venv/bin/python benchmarks/bench_fast.py --no-md --no-pdb --imports      # import costs, numba loaded?

IDA* + Manhattan distance runs on Korf's instances with his blank-first goal (so the node counts are his):
plain ``idastar_manhattan_plain``, its compiled twin ``idastar_manhattan_fast`` and ``native/idastar_md.c``.
IDA* + 6-6-3 pattern databases + reflection runs on the same instances for the blank-last goal (the tables
are built for it): compiled ``idastar_pdb_fast`` and ``native/idastar_pdb.c`` on all 100, plain ``idastar_pdb_plain``
on instances 1-10 only (it needs ~40 s CPU for all 100). For every instance all forms must report the same
length and the same numbers of generated and expanded nodes (and agree with the measured Korf counts in
/work/shared/data/korf100_md_nodes_measured.txt where present); the fast and plain forms must return the same
moves. Times are CPU seconds of the search alone (numba's compilation, or loading it from its cache, is timed
apart; C times are the C program's own clock()). Targets (issue 24): fast <= 1.5x C for both searches.
Exits 1 if any count disagrees or a target is missed; C rows are skipped with a message if there is no `cc`.

--hardest: the 17 positions at distance 80, one at a time, each row printed (and logged) when it is done; each
must come out at 80 moves (and, with C, with the C program's node counts). --first-call: wall seconds of one
solve() call in fresh processes with TEACHKIT_FAST=0, with an empty numba cache (NUMBA_CACHE_DIR) and with
the cache that run wrote, on a short and a long Korf instance: the numbers quoted in solve()'s docstring.
--build: the three 6-6-3 tables built by ``pdb.build_pattern_database`` (numpy) and
``fast.build_pattern_database_fast``; both must be byte for byte the shipped tables.
--solve (issue 24): CPU seconds of ``solve()`` on Korf's 100 (blank last) in a fresh process, numba's start-up
included (its kernels cached on disk), against ``fast.idastar_pdb_fast`` alone in another fresh process
(warm-up not counted), and against it in a third fresh process with numba's start-up counted (in its first
call), as it is in solve()'s; rounds interleaved; target solve()/compiled <= 1.3x, same node counts. The
kernels' start-up is numba's (about 0.4 s) unless they are compiled ahead of time (``python -m
teachkit.sliding.aot_build``, which ``make install`` and ``make bench`` run; about 1 ms to load). Then the
boards whose search is small or near the switch to the compiled form, each in fresh processes: solve()
against the plain form alone (TEACHKIT_FAST=0); target: never more than 0.2 s slower.
--imports: CPU seconds of importing each puzzle package in a fresh process, and whether numba got loaded
(target: never), beside importing numba itself.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import teachkit.sliding
from teachkit.sliding import (
    SearchLimitExceeded,
    build_pattern_database,
    fast,
    goal,
    hardest80,
    korf100,
    pdb_663,
    solve,
)
from teachkit.sliding.pdb import PARTITION_663_LAST, _load_shipped, idastar_pdb_plain
from teachkit.sliding.search import idastar_manhattan_plain

HERE = Path(__file__).resolve().parent
DATA = Path(teachkit.sliding.__file__).resolve().parent / "data"
KORF_COUNTS = Path("/work/shared/data/korf100_md_nodes_measured.txt")
# Korf's 10 instances with the fewest IDA* + Manhattan nodes (Korf 1985, table 1), fewest first
EASIEST = (79, 12, 42, 55, 97, 19, 94, 47, 93, 9)
TARGET = 1.5  # fast may take at most this many times the C program's CPU time (issue 24; issue 14 asked 3)


def build(source: str, directory: Path) -> Path | None:
    """Compile benchmarks/native/<source> with the system cc -O2; None (and a message) if that fails."""
    compiler = shutil.which("cc")
    if compiler is None:
        print(f"  no C compiler (cc) on PATH: skipping the C rows of {source}", file=sys.stderr)
        return None
    program = directory / Path(source).stem
    done = subprocess.run(
        [compiler, "-O2", "-o", str(program), str(HERE / "native" / source)], capture_output=True, text=True
    )
    if done.returncode != 0:
        print(f"  cc -O2 {source} failed, skipping its C rows:\n{done.stderr}", file=sys.stderr)
        return None
    return program


def run_c(program: Path | None, arguments: list[str], numbers) -> dict[int, tuple[int, int, int, float]]:
    """instance -> (length, generated, expanded, CPU seconds) as the C program prints them."""
    if program is None:
        return {}
    out = subprocess.run(
        [str(program), *arguments, *map(str, numbers)], capture_output=True, text=True, check=True
    ).stdout
    rows = [line.split() for line in out.splitlines() if line.strip()]
    return {int(r[0]): (int(r[1]), int(r[2]), int(r[3]), float(r[4])) for r in rows}


def korf_counts() -> dict[int, tuple[int, int, int]]:
    """instance -> (length, generated, expanded) of IDA* + Manhattan, if the measured table is present."""
    if not KORF_COUNTS.exists():
        return {}
    rows = [line.split() for line in KORF_COUNTS.read_text().splitlines() if line.strip() and line[0] != "#"]
    return {int(r[0]): (int(r[2]), int(r[3]), int(r[4])) for r in rows}


def cpu(search, *args):
    """(result, CPU seconds) of one call."""
    clock = time.process_time()
    result = search(*args)
    return result, time.process_time() - clock


def ratio(a: float | None, b: float | None) -> str:
    """a / b as '12.3x', or '-' when either is missing or b is too small to divide by."""
    return f"{a / b:.1f}x" if a is not None and b else "-"


def seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def table(title: str, rows: list[tuple]) -> None:
    """Print one row per instance: nodes of each form, CPU time of each, fast/C and plain/fast."""
    print(f"\n{title}")
    print(
        f"{'#':>3} {'len':>3} {'generated (plain / fast / C)':>38} {'plain s':>8} {'fast s':>8} {'C s':>8} "
        f"{'fast/C':>7} {'plain/fast':>10}"
    )
    for number, length, nodes, t_plain, t_fast, t_c in rows:
        shown = " / ".join("-" if g is None else f"{g:,}" for g in nodes)
        print(
            f"{number:>3} {length:>3} {shown:>38} {seconds(t_plain):>8} {seconds(t_fast):>8} {seconds(t_c):>8} "
            f"{ratio(t_fast, t_c):>7} {ratio(t_plain, t_fast):>10}"
        )


def compare(name: str, numbers, boards, plain, fast_form, c_rows, known) -> tuple[list[tuple], list[str], dict]:
    """Run the forms on each instance; rows for the table, the disagreements found, and the CPU totals."""
    rows, problems = [], []
    totals = {"plain": 0.0, "fast": 0.0, "C": 0.0, "plain_on": 0.0, "nodes": 0}
    for number in numbers:
        board, length = boards[number]
        counts = {}
        t_plain = None
        if plain is not None:
            p, t_plain = cpu(plain, board)
            counts["plain"] = (p.cost, p.generated, p.expanded)
        f, t_fast = cpu(fast_form, board)
        counts["fast"] = (f.cost, f.generated, f.expanded)
        if plain is not None and (p.moves != f.moves or p.states != f.states):
            problems.append(f"{name} #{number}: plain and fast found different solutions")
        t_c = None
        if number in c_rows:
            counts["C"], t_c = c_rows[number][:3], c_rows[number][3]
        if number in known:
            counts["Korf"] = known[number]
        if len(set(counts.values())) != 1 or f.cost != length:
            problems.append(
                f"{name} #{number}: (length, generated, expanded) disagree: {counts} (optimal length {length})"
            )
        rows.append(
            (
                number,
                length,
                (counts.get("plain", (0, None))[1], f.generated, counts.get("C", (0, None))[1]),
                t_plain,
                t_fast,
                t_c,
            )
        )
        totals["fast"] += t_fast
        totals["nodes"] += f.generated
        if t_c is not None:
            totals["C"] += t_c
        if t_plain is not None:
            totals["plain"] += t_plain
            totals["plain_on"] += t_fast
    return rows, problems, totals


def npy_tables(heuristic, work: Path) -> list[str]:
    """The 6-6-3 tables written as .npy files for the C program (in the order of PARTITION_663_LAST)."""
    paths = []
    for db in heuristic.databases:
        path = work / f"pdb-{'.'.join(map(str, db.pattern))}.npy"
        if not path.exists():
            np.save(path, db.table)
        paths.append(str(path))
    return paths


def hardest(numbers, max_nodes: int, work: Path, with_c: bool, log: Path | None) -> tuple[list[str], dict]:
    """Solve 80-move positions with the fast 6-6-3 search (and the C program unless with_c is False), one at
    a time; each row is printed (and appended to `log`) as soon as it is done. Disagreements and CPU totals."""
    heuristic = pdb_663(goal(4, "last"), progress=False)
    heuristic.joined()
    positions = {i.number: (i.board, i.length) for i in hardest80()}
    program = build("idastar_pdb.c", work) if with_c else None
    tables = npy_tables(heuristic, work) if program is not None else []
    problems = []
    totals = {"plain": 0.0, "fast": 0.0, "C": 0.0, "plain_on": 0.0, "nodes": 0, "solved": 0}
    clock = time.process_time()
    fast.idastar_pdb_fast(korf100("last")[EASIEST[0] - 1].board, heuristic)  # compile, or load numba's cache
    warm = time.process_time() - clock
    title = (
        f"80-move positions, IDA* + 6-6-3 PDB + reflection (blank-last goal; fast form; CPU seconds; numba "
        f"warm-up {warm:.1f} s, not counted)"
    )
    head = f"{'#':>3} {'len':>3} {'generated':>15} {'expanded':>15} {'fast s':>8} {'C s':>8} {'fast/C':>7}  check"
    emit(log, f"\n{title}\n{head}")
    for number in numbers:
        board, length = positions[number]

        def report(bound, expanded, generated):
            print(f"    80-move #{number}: bound {bound} exhausted, {generated:,} nodes", file=sys.stderr, flush=True)

        try:
            f, t_fast = cpu(fast.idastar_pdb_fast, board, heuristic, max_nodes, report)
        except SearchLimitExceeded as error:
            problems.append(f"80-move #{number}: not solved by the fast search ({error})")
            emit(log, f"{number:>3}   - not solved within {max_nodes:,} nodes")
            continue
        c = run_c(program, [*tables, str(DATA / "hardest80_blank_last.txt")], [number]).get(number)
        check = "length 80" if f.cost == length == 80 else f"LENGTH {f.cost}, NOT 80"
        if f.cost != length or length != 80:
            problems.append(f"80-move #{number}: the fast search found {f.cost} moves, the file says {length}")
        if c is not None:
            same = c[:3] == (f.cost, f.generated, f.expanded)
            check += ", C identical" if same else f", C DISAGREES {c[:3]}"
            if not same:
                problems.append(f"80-move #{number}: fast {(f.cost, f.generated, f.expanded)}, C {c[:3]}")
        t_c = None if c is None else c[3]
        emit(
            log,
            f"{number:>3} {f.cost:>3} {f.generated:>15,} {f.expanded:>15,} {seconds(t_fast):>8} {seconds(t_c):>8} "
            f"{ratio(t_fast, t_c):>7}  {check}",
        )
        totals["fast"] += t_fast
        totals["nodes"] += f.generated
        totals["solved"] += 1
        totals["C"] += 0.0 if t_c is None else t_c
    emit(log, f"{totals['solved']} of {len(numbers)} solved, {totals['nodes']:,} nodes, {totals['fast']:.1f} s fast")
    return problems, totals


def builds() -> list[str]:
    """Build the three 6-6-3 tables with the numpy form and the compiled form; both must be byte for byte the
    shipped tables. Prints CPU seconds of each; returns the disagreements."""
    problems = []
    clock = time.process_time()
    fast.build_pattern_database_fast(goal(4), (2, 3, 4))  # compile, or load numba's cache
    warm = time.process_time() - clock
    print(f"\nbuilding the 6-6-3 tables (blank-last goal; CPU seconds; numba warm-up {warm:.1f} s, not counted)")
    print(f"{'tiles':<20} {'entries':>11} {'numpy s':>8} {'fast s':>8} {'numpy/fast':>10}  same bytes as shipped?")
    total_numpy = total_fast = 0.0
    for pattern in PARTITION_663_LAST:
        shipped = _load_shipped(goal(4), pattern).table.tobytes()
        numpy_form, t_numpy = cpu(build_pattern_database, goal(4), pattern)
        numpy_same = numpy_form.table.tobytes() == shipped
        del numpy_form
        compiled, t_fast = cpu(fast.build_pattern_database_fast, goal(4), pattern)
        fast_same = compiled.table.tobytes() == shipped
        if not (numpy_same and fast_same):
            problems.append(f"build of {pattern}: numpy identical {numpy_same}, fast identical {fast_same}")
        total_numpy, total_fast = total_numpy + t_numpy, total_fast + t_fast
        print(
            f"{' '.join(map(str, pattern)):<20} {len(shipped):>11,} {t_numpy:>8.2f} {t_fast:>8.2f} "
            f"{ratio(t_numpy, t_fast):>10}  numpy {'yes' if numpy_same else 'NO'}, fast {'yes' if fast_same else 'NO'}",
            flush=True,
        )
    print(f"{'all three':<20} {'':>11} {total_numpy:>8.2f} {total_fast:>8.2f} {ratio(total_numpy, total_fast):>10}")
    return problems


FIRST_CALL = """
import sys, time
from teachkit.sliding import korf100, pdb_663, solve
pdb_663(progress=False)  # loading the tables is timed apart (bench_sliding.py)
clock = time.perf_counter()
result = solve(korf100("last")[{index}].board)
print(result.cost, result.generated, result.expanded, time.perf_counter() - clock, "numba" in sys.modules)
"""


STARTUP = """
import time
from teachkit.sliding import apply_moves, goal, pdb_663
heuristic = pdb_663(progress=False)
clock = time.perf_counter()
from teachkit.sliding import fast
fast.idastar_pdb_fast(apply_moves(goal(4), "U"), heuristic)  # a board one move from the goal
print(time.perf_counter() - clock)
"""


def python(script: str, env: dict) -> list[str]:
    """The words a fresh interpreter prints running `script` in the environment `env`."""
    done = subprocess.run([sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True)
    return done.stdout.split()


def first_call(numbers) -> list[str]:
    """solve() in fresh processes: plain only (TEACHKIT_FAST=0), then with an empty numba cache (compiled on
    the spot), then with the cache that run wrote. Prints the seconds of the solve() call; disagreements."""
    problems = []
    print("\nfirst solve() in a fresh process (wall seconds of the call; tables loaded before, not counted)")
    print(f"{'#':>3} {'len':>3} {'generated':>11} {'plain':>7} {'cold cache':>10} {'warm cache':>10}  numba imported?")
    with tempfile.TemporaryDirectory(prefix="teachkit-numba-cache-") as cache:
        for number in numbers:
            runs = {}
            for name, extra in (("plain", {"TEACHKIT_FAST": "0"}), ("cold", {}), ("warm", {})):
                env = {key: value for key, value in os.environ.items() if key != "TEACHKIT_FAST"}
                out = python(FIRST_CALL.format(index=number - 1), dict(env, NUMBA_CACHE_DIR=cache, **extra))
                runs[name] = (int(out[0]), int(out[1]), int(out[2]), float(out[3]), out[4] == "True")
            if len({r[:3] for r in runs.values()}) != 1:
                problems.append(f"first solve() #{number}: plain and dispatched disagree: {runs}")
            cost, generated = runs["plain"][:2]
            loaded = ", ".join(f"{name} {'yes' if r[4] else 'no'}" for name, r in runs.items())
            print(
                f"{number:>3} {cost:>3} {generated:>11,} {runs['plain'][3]:>7.2f} {runs['cold'][3]:>10.2f} "
                f"{runs['warm'][3]:>10.2f}  {loaded}",
                flush=True,
            )
            shutil.rmtree(cache, ignore_errors=True)  # the next instance starts cold again
            os.makedirs(cache)
        env = dict(os.environ, NUMBA_CACHE_DIR=cache, TEACHKIT_FAST="1")
        cold, warm = (float(python(STARTUP, env)[0]) for _ in range(2))
    print(
        f"numba start-up (import teachkit.sliding.fast + one call of idastar_pdb_fast): {cold:.2f} s with an "
        f"empty cache (compiling), {warm:.2f} s with the cache written by that run"
    )
    return problems


SOLVE_ALL = """
import sys, time
from teachkit.sliding import fast, korf100, pdb_663, solve
pdb_663(progress=False).joined()  # loading the tables is timed apart (bench_sliding.py)
form = sys.argv[1]
if form == "compiled":  # numba's start-up and the kernels' load, not counted ("cold": counted, in the first call)
    fast.idastar_pdb_fast(korf100("last")[8].board, pdb_663(progress=False))
search = solve if form == "solve" else lambda board: fast.idastar_pdb_fast(board, pdb_663(progress=False))
for instance in korf100("last"):
    clock = time.process_time()
    result = search(instance.board)
    print(instance.number, result.cost, result.generated, result.expanded, time.process_time() - clock)
from teachkit.sliding import aot
print("compiled", "numba" in sys.modules or aot.kernels.cache_info().currsize > 0 and aot.kernels() is not None)
"""

SOLVE_ONE = """
import sys, time
from teachkit.sliding import pdb_663, solve
pdb_663(progress=False).joined()
clock = time.process_time()
result = solve(tuple(map(int, sys.argv[1].split(","))))
from teachkit.sliding import aot
loaded = "numba" in sys.modules or aot.kernels.cache_info().currsize > 0 and aot.kernels() is not None
print(result.cost, result.generated, time.process_time() - clock, loaded)
"""


def fresh(script: str, arguments: list[str], env: dict | None = None) -> list[list[str]]:
    """The lines (as words) a fresh interpreter prints running `script` with `arguments`."""
    done = subprocess.run(
        [sys.executable, "-c", script, *arguments], env=env, check=True, capture_output=True, text=True
    )
    return [line.split() for line in done.stdout.splitlines() if line.strip()]


def one_process(rounds: int) -> tuple[float, float, int, list[str]]:
    """In this process, numba started first: solve() and idastar_pdb_fast on each of Korf's 100 in turn
    (interleaved), best of rounds per board; (solve CPU s, compiled CPU s, nodes, disagreements)."""
    heuristic = pdb_663(goal(4, "last"), progress=False)
    heuristic.joined()
    boards = [i.board for i in korf100("last")]
    fast.idastar_pdb_fast(boards[8], heuristic)  # numba's start-up, not counted
    solve(boards[8])
    t_solve = t_fast = 0.0
    nodes, problems = 0, []
    for number, board in enumerate(boards, 1):
        best_solve = best_fast = float("inf")
        for _ in range(rounds):
            s, t = cpu(solve, board)
            f, u = cpu(fast.idastar_pdb_fast, board, heuristic)
            best_solve, best_fast = min(best_solve, t), min(best_fast, u)
        if s._replace(seconds=0) != f._replace(seconds=0):
            problems.append(f"solve() #{number}: not the compiled search's answer")
        t_solve, t_fast, nodes = t_solve + best_solve, t_fast + best_fast, nodes + f.generated
    return t_solve, t_fast, nodes, problems


def easy_boards(count: int = 4) -> list[tuple[str, tuple[int, ...]]]:
    """Boards 12, 18, 24, 30 moves from the goal: states along the optimal solution of Korf #1 (blank last)."""
    states = fast.idastar_pdb_fast(korf100("last")[0].board, pdb_663(goal(4, "last"), progress=False)).states
    return [(f"{d} moves", states[-1 - d]) for d in (12, 18, 24, 30)[:count]]


def solve_against_compiled(rounds: int) -> tuple[list[str], bool]:
    """solve() against the compiled search alone on Korf's 100 (fresh processes, start-up included; and in one
    process, numba started), then against the plain form on easy and borderline boards, in fresh processes.
    Prints ROW lines; (problems, missed)."""
    from summary import row

    problems, missed = [], False
    totals: dict[str, list[float]] = {"solve": [], "compiled": [], "cold": []}
    counts: dict[str, dict] = {}
    for _ in range(rounds):
        for form in ("solve", "compiled", "cold"):
            lines = fresh(SOLVE_ALL, [form])
            counts[form] = {int(w[0]): tuple(map(int, w[1:4])) for w in lines[:-1]}
            totals[form].append(sum(float(w[4]) for w in lines[:-1]))
            if form == "compiled" and lines[-1] != ["compiled", "True"]:
                problems.append("the compiled run loaded neither numba nor the kernels compiled ahead of time")
    if not counts["solve"] == counts["compiled"] == counts["cold"]:
        problems.append("solve() and idastar_pdb_fast disagree on Korf's 100 (length, generated, expanded)")
    best = {form: min(t) for form, t in totals.items()}
    nodes = sum(c[1] for c in counts["compiled"].values())
    print(
        f"\nsolve() vs the compiled search alone, Korf's 100 (blank last), each in a fresh process, {rounds} "
        f"round(s) interleaved, best CPU s: solve() {best['solve']:.2f} (the kernels' start-up included), compiled "
        f"{best['compiled']:.2f} (its warm-up not counted), compiled {best['cold']:.2f} (the kernels' start-up "
        f"included), {nodes:,} nodes each; all rounds: "
        + "; ".join(f"{form} " + ", ".join(f"{t:.2f}" for t in ts) for form, ts in totals.items())
    )
    row(
        "solve() / compiled, Korf 100, fresh process, CPU s (solve incl. the kernels' start-up)",
        "-",
        f"solve {best['solve']:.2f}",
        f"compiled {best['compiled']:.2f}",
        f"{best['solve'] / best['compiled']:.2f}x",
        "(1.3x)",
        "info",
    )
    cold_ratio = best["solve"] / best["cold"]
    verdict = "ok" if cold_ratio <= 1.3 else "MISSED"
    missed |= verdict == "MISSED"
    row(
        "solve() / compiled, Korf 100, fresh process, CPU s, the kernels' start-up counted in both",
        "-",
        f"solve {best['solve']:.2f}",
        f"compiled {best['cold']:.2f}",
        f"{cold_ratio:.2f}x",
        "<= 1.3x",
        verdict,
    )
    t_solve, t_fast, nodes, found = one_process(rounds)
    problems += found
    ratio_one = t_solve / t_fast
    print(
        f"solve() vs the compiled search in one process (numba started first), board by board interleaved, best "
        f"of {rounds}: solve() {t_solve:.2f} s, compiled {t_fast:.2f} s CPU, {nodes:,} nodes, {ratio_one:.2f}x"
    )
    verdict = "ok" if ratio_one <= 1.3 and not found else "MISSED"
    missed |= verdict == "MISSED"
    row(
        "solve() / compiled IDA*+PDB, Korf 100, one process, CPU s",
        "-",
        f"solve {t_solve:.2f}",
        f"compiled {t_fast:.2f}",
        f"{ratio_one:.2f}x",
        "<= 1.3x",
        verdict,
    )
    # easy boards, then Korf's boards near the switch (nodes around dispatch.COLD_NODES), in fresh processes
    by_nodes = sorted(counts["compiled"], key=lambda number: counts["compiled"][number][1])
    near = [n for n in by_nodes if 200_000 <= counts["compiled"][n][1] <= 3_000_000]
    korf = {i.number: i.board for i in korf100("last")}
    chosen = easy_boards() + [(f"Korf #{n}", korf[n]) for n in by_nodes[:2] + near[:: max(1, len(near) // 6)][:6]]
    print(f"\nsolve() against the plain form alone, fresh processes (CPU s of the call; best of {rounds})")
    print(f"{'board':>12} {'generated':>11} {'plain':>7} {'solve()':>8} {'excess':>7}  compiled kernel loaded?")
    worst = {"easy": -1.0, "Korf": -1.0}
    env_plain = dict(os.environ, TEACHKIT_FAST="0")
    for name, board in chosen:
        plain_t, solve_t, loaded = [], [], False
        argument = ",".join(map(str, board))
        for _ in range(rounds):
            plain_words = fresh(SOLVE_ONE, [argument], env_plain)[0]
            solve_words = fresh(SOLVE_ONE, [argument])[0]
            plain_t.append(float(plain_words[2]))
            solve_t.append(float(solve_words[2]))
            loaded = solve_words[3] == "True"
            if plain_words[:2] != solve_words[:2]:
                problems.append(f"solve() {name}: plain {plain_words[:2]}, dispatched {solve_words[:2]}")
        excess = min(solve_t) - min(plain_t)
        kind = "Korf" if name.startswith("Korf") else "easy"
        worst[kind] = max(worst[kind], excess)
        print(
            f"{name:>12} {int(plain_words[1]):>11,} {min(plain_t):>7.3f} {min(solve_t):>8.3f} "
            f"{excess:>+7.3f}  {'yes' if loaded else 'no'}",
            flush=True,
        )
    verdict = "ok" if worst["easy"] <= 0.2 else "MISSED"
    missed |= verdict == "MISSED"
    row(
        "solve() - plain, easy boards (12-30 moves), CPU s",
        "-",
        f"{worst['easy']:+.3f}",
        "-",
        "-",
        "<= +0.2 s",
        verdict,
    )
    row(
        "solve() - plain, Korf boards near the switch (worst), CPU s",
        "-",
        f"{worst['Korf']:+.3f}",
        "-",
        "-",
        "(+0.2 s)",
        "info",
    )
    return problems, missed


IMPORT = """
import sys, time
clock = time.process_time()
import {module}
print(time.process_time() - clock, "numba" in sys.modules)
"""


MEMORY = """
import gc, resource
def resident():
    return int(open("/proc/self/statm").read().split()[1]) * 4096 / 2**20
from teachkit.sliding import pdb_663
imported = resident()
heuristic = pdb_663(progress=False)
gc.collect()
loaded = resident()
heuristic.joined()
gc.collect()
print(imported, loaded, resident(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def table_memory() -> None:
    """Resident MiB of a fresh process: after importing teachkit.sliding, after pdb_663(), after joined()."""
    if not os.path.exists("/proc/self/statm"):
        return
    imported, loaded, joined, peak = map(float, fresh(MEMORY, [])[0])
    print(
        f"\n6-6-3 tables in memory (fresh process, resident MiB): {imported:.0f} after import, {loaded:.0f} after "
        f"pdb_663(), {joined:.0f} after joined() (the tables held once: 32 MiB), peak {peak:.0f}"
    )


def import_costs(rounds: int) -> tuple[list[str], bool]:
    """CPU seconds of importing each puzzle package (fresh processes, best of rounds, interleaved) and whether
    numba was loaded. Prints ROW lines; (problems, missed)."""
    from summary import row

    modules = ("teachkit.hanoi", "teachkit.knight", "teachkit.sliding", "teachkit.sliding.fast", "numba")
    times: dict[str, list[float]] = {m: [] for m in modules}
    loaded: dict[str, bool] = {}
    for _ in range(rounds):
        for module in modules:
            words = fresh(IMPORT.format(module=module), [])[0]
            times[module].append(float(words[0]))
            loaded[module] = words[1] == "True"
    missed = False
    print(f"\nimport costs, fresh processes, best CPU s of {rounds}")
    for module in modules:
        ok = module == "numba" or not loaded[module]
        missed |= not ok
        print(f"  import {module:<24} {min(times[module]):6.3f} s  numba loaded: {'yes' if loaded[module] else 'no'}")
        if module != "numba":
            row(
                f"import {module}, CPU s (fresh process; numba loaded?)",
                f"{min(times[module]):.3f}",
                "-",
                f"import numba {min(times['numba']):.3f}",
                "-",
                "numba not loaded",
                "ok" if ok else "MISSED (numba loaded)",
            )
    return [], missed


def emit(log: Path | None, line: str) -> None:
    """Print a line at once (long runs), and append it to the log file if there is one."""
    print(line, flush=True)
    if log is not None:
        with open(log, "a") as file:
            file.write(line + "\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 instances per search (for tests and CI)")
    parser.add_argument("--no-pdb", action="store_true", help="skip IDA* + 6-6-3 PDB on Korf's 100")
    parser.add_argument("--no-md", action="store_true", help="skip IDA* + Manhattan")
    parser.add_argument("--no-c", action="store_true", help="do not run the C program on the 80-move positions")
    parser.add_argument(
        "--first-call",
        type=int,
        nargs="*",
        default=None,
        metavar="NUMBER",
        help="time solve() on these Korf instances (blank last; none given: 9 and 17) in fresh processes: "
        "plain only, compiled with an empty numba cache, and with a warm one",
    )
    parser.add_argument(
        "--build", action="store_true", help="build the 6-6-3 tables with numpy and compiled (about 1 GB, a minute)"
    )
    parser.add_argument(
        "--solve", action="store_true", help="solve() against the compiled search and the plain form (issue 24)"
    )
    parser.add_argument("--imports", action="store_true", help="import costs, and whether numba gets loaded")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of --solve and --imports (interleaved)")
    parser.add_argument("--log", type=Path, default=None, help="append each 80-move row to this file as it is done")
    parser.add_argument(
        "--hardest",
        type=int,
        nargs="*",
        default=None,
        metavar="NUMBER",
        help="also solve these of the 17 80-move positions (1..17, as in the data file; none given: all 17) "
        "with the fast 6-6-3 PDB search and the C program (minutes each)",
    )
    parser.add_argument(
        "--hardest-nodes",
        type=int,
        default=10_000_000_000,
        help="node limit of the fast search per 80-move position (default 1e10, the most any search accepts)",
    )
    args = parser.parse_args(argv)
    if not fast.available():
        print(
            "the fast path is not available (numba missing or TEACHKIT_FAST=0): pip install 'teachkit[fast]'",
            file=sys.stderr,
        )
        return 1
    md_numbers = EASIEST[:3] if args.quick else EASIEST
    verdicts, problems = [], []
    extra_missed = False  # a target of --solve or --imports missed
    work = Path(tempfile.mkdtemp(prefix="teachkit-native-"))
    try:
        # ------------------------------------------------------------------ IDA* + Manhattan, blank first
        if not args.no_md:
            first = goal(4, "first")
            boards = {i.number: (i.board, i.length) for i in korf100("first")}
            clock = time.process_time()
            fast.idastar_manhattan_fast(boards[EASIEST[0]][0], first)  # compile (or load from numba's cache)
            warm_md = time.process_time() - clock
            program = build("idastar_md.c", work)
            c_rows = run_c(program, [str(DATA / "korf100_blank_first.txt")], md_numbers)
            rows, found, totals = compare(
                "IDA*+MD",
                md_numbers,
                boards,
                lambda b: idastar_manhattan_plain(b, first),
                lambda b: fast.idastar_manhattan_fast(b, first),
                c_rows,
                korf_counts(),
            )
            problems += found
            table(
                f"IDA* + Manhattan, Korf's {len(md_numbers)} easiest (blank-first goal; numba warm-up "
                f"{warm_md:.1f} s CPU, not counted)",
                rows,
            )
            verdicts.append(("IDA*+MD", totals, True))

        # ------------------------------------------- IDA* + 6-6-3 PDB + reflection, blank last, all 100
        if not args.no_pdb:
            heuristic = pdb_663(goal(4, "last"))
            heuristic.joined()
            boards = {i.number: (i.board, i.length) for i in korf100("last")}
            numbers = md_numbers if args.quick else tuple(sorted(boards))
            clock = time.process_time()
            fast.idastar_pdb_fast(boards[EASIEST[0]][0], heuristic)
            warm_pdb = time.process_time() - clock
            program = build("idastar_pdb.c", work)
            tables = npy_tables(heuristic, work) if program is not None else []
            c_rows = run_c(program, [*tables, str(DATA / "korf100_blank_last.txt")], numbers)
            plain_on = numbers[:3] if args.quick else numbers[:10]
            rows, found, totals = compare(
                "IDA*+PDB", numbers, boards, None, lambda b: fast.idastar_pdb_fast(b, heuristic), c_rows, {}
            )
            problems += found
            # the plain form on the easiest instances only, checked against the fast rows just made
            by_number = {r[0]: r for r in rows}
            for number in plain_on:
                p, t_plain = cpu(idastar_pdb_plain, boards[number][0], heuristic)
                f = fast.idastar_pdb_fast(boards[number][0], heuristic)
                if (p.cost, p.generated, p.expanded, p.moves) != (f.cost, f.generated, f.expanded, f.moves):
                    problems.append(f"IDA*+PDB #{number}: plain {p.generated:,} nodes, fast {f.generated:,}")
                r = by_number[number]
                by_number[number] = (r[0], r[1], (p.generated, *r[2][1:]), t_plain, r[4], r[5])
                totals["plain"] += t_plain
                totals["plain_on"] += r[4]
            rows = [by_number[n] for n in numbers]
            table(
                f"IDA* + 6-6-3 PDB + reflection, Korf's {len(numbers)} (blank-last goal; plain form on "
                f"the first {len(plain_on)} only; numba warm-up {warm_pdb:.1f} s CPU)",
                rows,
            )
            verdicts.append(("IDA*+PDB", totals, bool(c_rows)))
        if args.build:
            problems += builds()
        if args.solve:
            found, solve_missed = solve_against_compiled(args.rounds)
            problems += found
            extra_missed |= solve_missed
        if args.imports:
            table_memory()
            found, import_missed = import_costs(args.rounds)
            problems += found
            extra_missed |= import_missed
        if args.first_call is not None:
            problems += first_call(args.first_call or [9, 17])
        if args.hardest is not None:
            numbers = args.hardest or [i.number for i in hardest80()]
            found, totals = hardest(numbers, args.hardest_nodes, work, not args.no_c, args.log)
            problems += found
            verdicts.append(("80-move", totals, totals["C"] > 0))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    if not verdicts:
        for problem in problems:
            print("DISAGREE:", problem)
        return 1 if problems or extra_missed else 0
    print(
        f"\n{'search':<9} {'nodes':>13} {'plain s':>8} {'fast s':>8} {'C s':>8} {'fast/C':>7} "
        f"{'plain/fast':>10}  target fast/C <= {TARGET:g}x"
    )
    missed = False
    for name, t, have_c in verdicts:
        c = t["C"] if have_c and t["C"] > 0 else None
        verdict = "-" if c is None else ("ok" if t["fast"] <= TARGET * c else "MISSED")
        missed |= verdict == "MISSED"
        print(
            f"{name:<9} {t['nodes']:>13,} {t['plain']:>8.2f} {t['fast']:>8.2f} {seconds(c):>8} "
            f"{ratio(t['fast'], c):>7} {ratio(t['plain'], t['plain_on']):>10}  {verdict}"
        )
    print("(plain/fast over the instances the plain form ran on; CPU seconds of the searches alone)")
    for problem in problems:
        print("DISAGREE:", problem)
    if not problems:
        print(
            "every check passed: lengths optimal, node counts identical in every form that ran (and Korf's "
            "counts where known), plain and fast moves identical where both ran"
        )
    return 1 if problems or missed or extra_missed else 0


if __name__ == "__main__":
    sys.exit(main())
