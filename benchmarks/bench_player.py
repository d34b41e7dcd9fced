"""Step latency of every Player in the stored notebooks, measured in Debian's Chromium.

For each Player in each notebook's stored outputs, the page is built from that very HTML, and the
benchmark clicks "Next" repeatedly: the latency is the time from the click to the frame after the new
picture was painted (two animation frames later). Target (issue 9): median <= 50 ms, p95 <= 100 ms.

    python benchmarks/bench_player.py [--steps 40] [notebooks/NN-....ipynb ...]

Needs playwright (the test extra) and /usr/bin/chromium (`make chromium`). Prints one row per Player.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
MARK = '<div class="teachkit-player tk-player"'

MEASURE = """async ([index, steps]) => {
  const el = document.querySelectorAll('.tk-player')[index];
  const next = el.querySelector('button.tk-next'), first = el.querySelector('button.tk-first');
  const n = +el.querySelector('.tk-slider').max + 1;
  const painted = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const times = [];
  first.click(); await painted();
  for (let k = 0; k < steps; k++) {
    if (+el.getAttribute('data-frame') >= n - 1) { first.click(); await painted(); }
    const before = +el.getAttribute('data-frame');
    const t0 = performance.now();
    next.click();
    await painted();
    const t1 = performance.now();
    if (+el.getAttribute('data-frame') !== before + 1) { throw new Error('the frame did not advance'); }
    times.push(t1 - t0);
  }
  return {n, times};
}"""


def players(path: Path) -> list[str]:
    """The HTML of every Player in a notebook's stored outputs."""
    found = []
    for cell in nbformat.read(path, as_version=4).cells:
        for out in cell.get("outputs", []):
            html = "".join(out.get("data", {}).get("text/html", ""))
            if MARK in html:
                found.append(html)
    return found


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    if not Path(args.chromium).is_file():
        print(f"skipped: {args.chromium} not found (make chromium installs it)")
        return 0
    from playwright.sync_api import sync_playwright

    rows, worst = [], []
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as tmp:
        browser = pw.chromium.launch(executable_path=args.chromium, args=["--headless", "--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        for path in paths:
            blocks = players(path)
            if not blocks:
                continue
            page_file = Path(tmp) / f"{path.stem}.html"
            page_file.write_text(
                "<!doctype html><meta charset=utf-8><body style='width:850px'>" + "\n".join(blocks) + "</body>"
            )
            page.goto(page_file.as_uri())
            for index in range(len(blocks)):
                result = page.evaluate(MEASURE, [index, args.steps])
                times = result["times"]
                median, p95 = statistics.median(times), percentile(times, 0.95)
                worst.append((median, p95))
                rows.append((path.stem, index + 1, result["n"], median, p95, max(times)))
        browser.close()
    print(f"{'notebook':38} {'player':>6} {'frames':>6} {'median ms':>9} {'p95 ms':>7} {'max ms':>7}")
    for name, k, n, median, p95, top in rows:
        print(f"{name:38} {k:6} {n:6} {median:9.1f} {p95:7.1f} {top:7.1f}")
    if worst:
        ok = all(m <= 50 and p <= 100 for m, p in worst)
        print(f"target median <= 50 ms and p95 <= 100 ms for every Player: {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
