"""How much each IDA* iteration grows over the one before: the figure ``teachkit.sliding.dispatch`` uses to
predict the next iteration's size (its ``GROWTH``).

    .venv/bin/python benchmarks/bench_growth.py

For each of Korf's 100 boards (blank-last goal), compiled IDA* with the shipped 6-6-3 tables and reflection;
``on_iteration`` reports the nodes generated so far after each unsuccessful iteration, so an iteration's own
nodes are the difference of two reports. Prints, over every pair of consecutive completed iterations, the
median ratio and the range holding 90 % of them (5th to 95th percentile), and the total nodes generated.
Needs the fast extra (numba); about 2-5 s of search.
"""

from __future__ import annotations

import statistics

from teachkit.sliding import korf100, pdb_663
from teachkit.sliding.fast import idastar_pdb_fast


def main() -> None:
    heuristic = pdb_663()  # the blank-last goal
    ratios: list[float] = []
    total = 0
    for instance in korf100("last"):
        reports: list[int] = []
        result = idastar_pdb_fast(instance.board, heuristic, on_iteration=lambda b, e, g: reports.append(g))
        total += result.generated
        sizes = [after - before for before, after in zip([1, *reports], reports)]
        ratios += [later / earlier for earlier, later in zip(sizes, sizes[1:]) if earlier > 0]
    cuts = statistics.quantiles(ratios, n=20)  # 5 %, 10 %, ..., 95 %
    print(f"Korf's 100, 6-6-3 tables with reflection: {total:,} nodes generated in all")
    print(
        f"growth of an iteration over the one before ({len(ratios)} pairs of completed iterations): "
        f"median {statistics.median(ratios):.1f}, 90 % between {cuts[0]:.1f} and {cuts[-1]:.1f}"
    )


if __name__ == "__main__":
    main()
