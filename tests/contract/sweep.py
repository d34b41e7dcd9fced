"""The sweep of issue 21: every contract probe, the CLI's bad command lines and the data-loss cases, counted.

    PYTHONPATH=. python tests/contract/sweep.py [--jobs 2] [--quick]

Each probe ends in one class:

- CLEAN: a named TeachkitError of the expected class whose message names the argument; a checker's verdict of
  the expected kind ("not yet — …" saying why); a CLI error as one line on stderr with status 2;
- UNCLEAR: a named error, but not the expected class, or a message that does not name the argument;
- SILENT: an answer where an error was due (a value returned, "correct", status 0);
- HANG: still running past the probe's caps (20 s CPU, 30 s wall);
- MEMORY: a MemoryError, or killed at the 4 GiB address-space cap;
- CRASH: a built-in error or a traceback escaped, or the process died;
- LOST: a data-loss case where the old file did not survive.

Prints one line per probe that is not CLEAN, then the table; the exit status is 1 unless every probe is CLEAN.
"""

from __future__ import annotations

import argparse
import collections
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE.parent))  # tests/: the contract package and the data-loss helpers

from contract.harness import Outcome, Probe, run_capped, verdict  # noqa: E402

CLASSES = ("CLEAN", "UNCLEAR", "SILENT", "HANG", "MEMORY", "CRASH", "LOST")


def classify(probe: Probe, outcome: Outcome) -> str:
    """The class of one library or checker probe (see the module docstring)."""
    problem = verdict(probe, outcome)
    if not problem:
        return "CLEAN"
    if outcome.kind == "hang":
        return "MEMORY" if "memory" in outcome.message.lower() else "HANG"
    if outcome.kind == "crash":
        return "CRASH"
    if outcome.error == "builtins.MemoryError":
        return "MEMORY"
    if outcome.kind == "returned":
        return "SILENT"
    if "teachkit.errors.TeachkitError" in outcome.mro:
        return "UNCLEAR"
    return "SILENT" if probe.returns and "correct" in outcome.message[:10] else "CRASH"


def library_probes() -> list[Probe]:
    import importlib
    import pkgutil

    import contract

    probes = []
    for info in sorted(pkgutil.iter_modules(contract.__path__), key=lambda i: i.name):
        if info.name.startswith("probes_"):
            probes += importlib.import_module(f"contract.{info.name}").PROBES
    return probes


# ---- the command line -------------------------------------------------------------------------------
def cli_cases(folder: Path) -> list[tuple[str, list[str]]]:
    """Bad command lines for every sub-command: (name, argv). Each must end in one line on stderr, status 2."""
    good_py = folder / "ok.py"
    good_py.write_text("# %%\nx = 1\n")
    empty = folder / "empty.ipynb"
    empty.write_text("")
    not_json = folder / "bad.ipynb"
    not_json.write_text("{not json")
    no_cells = folder / "nocells.ipynb"
    no_cells.write_text('{"metadata": {}}')
    bad_slide = folder / "slide.py"
    bad_slide.write_text('# %% {"slideshow": 5}\nx = 1\n')
    unknown_slide = folder / "unknown.py"
    unknown_slide.write_text('# %% slideshow={"slide_type": "movie"}\nx = 1\n')
    a_folder = folder / "dir.ipynb"
    a_folder.mkdir(exist_ok=True)
    missing = folder / "missing.ipynb"
    cases = {
        "no-command": [],
        "unknown-command": ["frobnicate"],
        "hanoi-zero": ["hanoi", "0"],
        "hanoi-text": ["hanoi", "x"],
        "hanoi-huge": ["hanoi", "64"],
        "hanoi-step-text": ["hanoi", "4", "--step", "x"],
        "hanoi-step-zero": ["hanoi", "4", "--step", "0"],
        "hanoi-step-too-big": ["hanoi", "4", "--step", "16"],
        "hanoi-both": ["hanoi", "4", "--trace", "--step", "1"],
        "fifteen-empty": ["fifteen", ""],
        "fifteen-text": ["fifteen", "a b c d"],
        "fifteen-repeat": ["fifteen", "1 1 2 3"],
        "fifteen-not-square": ["fifteen", "1 2 3 0 4"],
        "fifteen-too-wide": ["fifteen", " ".join(map(str, [*range(1, 119), 0, 119, 120]))],
        "fifteen-max-nodes-0": ["fifteen", "1 2 3 0", "--max-nodes", "0"],
        "fifteen-max-nodes-text": ["fifteen", "1 2 3 0", "--max-nodes", "many"],
        "fifteen-max-seconds-nan": ["fifteen", "1 2 3 0", "--max-seconds", "nan"],
        "fifteen-max-seconds-neg": ["fifteen", "1 2 3 0", "--max-seconds", "-2"],
        "knight-zero": ["knight", "0"],
        "knight-huge": ["knight", "1000"],
        "knight-start-off": ["knight", "5", "--start", "z9"],
        "knight-start-text": ["knight", "5", "--start", "middle"],
        "execute-missing": ["execute", str(missing)],
        "execute-empty": ["execute", str(empty)],
        "execute-not-json": ["execute", str(not_json)],
        "execute-folder": ["execute", str(a_folder)],
        "execute-no-cells": ["execute", str(no_cells)],
        "execute-wrong-suffix": ["execute", str(good_py)],
        "nb2py-missing": ["nb2py", str(missing)],
        "nb2py-empty": ["nb2py", str(empty)],
        "nb2py-not-json": ["nb2py", str(not_json)],
        "nb2py-folder": ["nb2py", str(a_folder)],
        "py2nb-missing-src": ["py2nb", str(folder / "nope.py"), str(folder / "o.ipynb")],
        "py2nb-dst-is-src": ["py2nb", str(good_py), str(good_py)],
        "py2nb-dst-suffix": ["py2nb", str(good_py), str(folder / "o.txt")],
        "py2nb-dst-folder": ["py2nb", str(good_py), str(a_folder)],
        "py2nb-dst-no-parent": ["py2nb", str(good_py), str(folder / "no" / "o.ipynb")],
        "py2nb-dst-not-json": ["py2nb", str(good_py), str(not_json)],
        "py2nb-slideshow-5": ["py2nb", str(bad_slide), str(folder / "o.ipynb")],
        "py2nb-slide-type": ["py2nb", str(unknown_slide), str(folder / "o.ipynb")],
        "py2nb-unwritable": ["py2nb", str(good_py), "/proc/teachkit-no.ipynb"],
        "export-no-kind": ["export"],
        "export-bad-kind": ["export", "pdf", str(no_cells)],
        "export-missing": ["export", "html", str(missing)],
        "export-not-json": ["export", "html", str(not_json)],
        "export-out-is-file": ["export", "html", str(not_json), "--out", str(good_py)],
        "export-theme-path": ["export", "slides", str(folder / "page.ipynb"), "--theme", "../x", "--out", str(folder)],
        "export-course-html": ["export", "html", str(folder / "page.ipynb"), "--course", "c"],
    }
    import nbformat

    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# x")]), folder / "page.ipynb")
    return list(cases.items())


def run_cli(argv: list[str]) -> tuple[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "teachkit", *argv], capture_output=True, text=True, env=env, timeout=60
        )
    except subprocess.TimeoutExpired:
        return "HANG", "still running after 60 s"
    lines = [line for line in done.stderr.splitlines() if not line.startswith("[IPKernelApp]")]
    if "Traceback" in done.stderr or done.returncode < 0:
        return "CRASH", done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"status {done.returncode}"
    if done.returncode == 0:
        return "SILENT", "status 0"
    if done.returncode != 2 or len(lines) != 1 or not lines[0].strip():
        return "UNCLEAR", f"status {done.returncode}, stderr {done.stderr.strip()[:200]!r}"
    return "CLEAN", ""


# ---- data loss ----------------------------------------------------------------------------------------
def data_loss_cases(folder: Path) -> list[tuple[str, object]]:
    """(name, a function that returns '' if the old file survived, else what was lost)."""
    import test_data_loss as loss

    def py2nb_killed() -> str:
        case = folder / "kill-py2nb"
        case.mkdir()
        notebook, source, old = _py2nb_case(loss, case)
        loss.run_killed(case, loss.cli("py2nb", str(source), str(notebook)))
        return "" if notebook.read_bytes() == old else "py2nb: the old notebook was damaged"

    def py2nb_full() -> str:
        case = folder / "full-py2nb"
        case.mkdir()
        notebook, source, old = _py2nb_case(loss, case)
        done = loss.run_full_disk("py2nb", str(source), str(notebook))
        ok = notebook.read_bytes() == old and done.returncode == 2 and "intact" in done.stderr
        return "" if ok else f"py2nb on a full disk: status {done.returncode}, {done.stderr[-200:]!r}"

    def execute_killed() -> str:
        case = folder / "kill-execute"
        case.mkdir()
        notebook = case / "run.ipynb"
        old = loss.big_notebook(notebook, "run me")
        loss.run_killed(case, loss.cli("execute", str(notebook)))
        return "" if notebook.read_bytes() == old else "execute: the old notebook was damaged"

    def cache_killed() -> str:
        import teachkit.sliding.pdb as pdb
        from teachkit.sliding import goal

        case = folder / "kill-cache"
        pdb.pattern_database(goal(4), (1, 2, 3), case, progress=False)
        path = pdb._cache_file(goal(4), (1, 2, 3), case)
        old = path.read_bytes()
        loss.run_killed(case, loss.SAVE.format(folder=str(case)))
        return "" if path.read_bytes() == old else "the pattern-database cache file was damaged"

    def user_files_kept() -> str:
        import teachkit.sliding.pdb as pdb
        from teachkit.sliding import goal

        case = folder / "user-files"
        case.mkdir()
        mine = [case / n for n in ("pdb-notes.tmp", "pdb-report.tmpl", "pdb-draft.tmp.md")]
        for path in mine:
            path.write_text("mine")
            os.utime(path, (0, 0))
        pdb.pattern_database(goal(4), (5, 6, 7), case, progress=False)
        gone = [p.name for p in mine if not p.exists()]
        return f"the cache cleanup deleted {gone}" if gone else ""

    return [
        ("py2nb-killed", py2nb_killed),
        ("py2nb-full-disk", py2nb_full),
        ("execute-killed", execute_killed),
        ("cache-killed", cache_killed),
        ("cache-keeps-user-files", user_files_kept),
    ]


def _py2nb_case(loss, folder: Path):
    notebook = folder / "v.ipynb"
    old = loss.big_notebook(notebook, "old title")
    source = folder / "v.py"
    source.write_text(
        '# %% [markdown] slideshow={"slide_type": "-"}\n# # new title\n\n'
        '# %% slideshow={"slide_type": "-"}\n' + f"print('x' * {loss.BIG})\n"
    )
    return notebook, source, old


# ---- the sweep -------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="probes run at once (default 2)")
    parser.add_argument("--quick", action="store_true", help="library and checker probes only")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    counts = {area: collections.Counter() for area in ("library and checkers", "command line", "data loss")}
    problems: list[str] = []
    probes = library_probes()
    devnull = os.open(os.devnull, os.O_WRONLY)
    saved = os.dup(1)
    os.dup2(devnull, 1)  # what the student functions print (they print a lot) goes nowhere
    try:
        with ThreadPoolExecutor(args.jobs) as pool:
            outcomes = list(pool.map(lambda p: run_capped(p.fn, p.args, p.kwargs), probes))
    finally:
        os.dup2(saved, 1)
    for probe, outcome in zip(probes, outcomes):
        kind = classify(probe, outcome)
        counts["library and checkers"][kind] += 1
        if kind != "CLEAN":
            problems.append(f"{kind:8} {verdict(probe, outcome)[:300]}")
    if not args.quick:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            cases = cli_cases(folder)
            with ThreadPoolExecutor(args.jobs) as pool:
                results = list(pool.map(lambda case: run_cli(case[1]), cases))
            for (name, argv), (kind, why) in zip(cases, results):
                counts["command line"][kind] += 1
                if kind != "CLEAN":
                    problems.append(f"{kind:8} cli {name}: {why}")
            for name, case in data_loss_cases(folder):
                try:
                    lost = case()
                except Exception as error:  # noqa: BLE001 - a failed case is reported, not raised
                    lost = f"{type(error).__name__}: {error}"
                counts["data loss"]["LOST" if lost else "CLEAN"] += 1
                if lost:
                    problems.append(f"LOST     {name}: {lost}")
    for line in problems:
        print(line)
    total = collections.Counter()
    print(f"\n| area                 | probes | {' | '.join(f'{c:>7}' for c in CLASSES)} |")
    print(f"| -------------------- | -----: | {' | '.join('------:' for _ in CLASSES)} |")
    for area, counter in counts.items():
        total.update(counter)
        row = " | ".join(f"{counter[c]:>7}" for c in CLASSES)
        print(f"| {area:20} | {sum(counter.values()):>6} | {row} |")
    row = " | ".join(f"{total[c]:>7}" for c in CLASSES)
    print(f"| {'all':20} | {sum(total.values()):>6} | {row} |")
    clean = total["CLEAN"] / max(1, sum(total.values()))
    print(f"\n{clean:.1%} CLEAN, in {time.perf_counter() - began:.0f} s")
    return 0 if total["CLEAN"] == sum(total.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
