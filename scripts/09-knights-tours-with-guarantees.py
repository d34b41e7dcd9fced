# %% [markdown] slideshow={"slide_type": "slide"}
# # Knight's tours with guarantees: which boards have tours, and tours you can rely on
#
# **Learning objectives.** After this notebook you can
# * write a backtracking search, and tell a proof of "no tour" from a search that gave up;
# * measure how the work of trying every move sequence grows with the board;
# * state which boards have tours, and follow the four-row argument;
# * splice two closed tours into one, which builds tours of any size without search.
#
# **Prerequisites.** [08 · Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) (recalled below); Python
# lists, sets, functions and recursion. **Time needed.** About 60 minutes, by the formula
# explained in [00-index](00-index.ipynb) (words to read, three exercises, two predictions).
# **Previous:** [08 · Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) ·
# **Index:** [00-index](00-index.ipynb) · **Next:** the last notebook — back to the [index](00-index.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## From notebook 08, in brief
#
# * A **knight's tour** visits every square once by knight's moves; it is **closed** if the last square is a
#   knight's move from the first, otherwise **open**.
# * A square is `(row, col)` from 0 on a board of n rows and m columns; `(0, 0)` is a1, bottom left.
# * **Warnsdorff's rule** never undoes a jump, and can get stuck although a tour exists.
# * **Colours.** Every knight's move changes colour; on a board with an odd number of squares a tour starts and
#   ends on the corners' colour, and no closed tour exists.


# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Backtracking: jump, and undo when stuck
#
# The knight keeps a **path** (the squares so far) and the set of **visited** squares. From the last square it
# tries each jump to an unvisited square in turn and goes on from there. When no jump leads on, it **undoes**
# the last jump (the square leaves the path and is unvisited again) and tries the next jump from the square
# before. This is **backtracking**.
#
# * A **step** is one jump onto a square. The start is not a step, and undoing a jump is not one.
# * A **budget** caps the steps; when it is used up, the search gives up.
# * A search that undoes every jump without finding a tour has tried every move sequence from the start: an
#   **exhaustive search**, a *proof* that no tour starts there. A search that gave up proves nothing.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — the search
#
# Write `my_extend(path, visited, n, m, onward)`: extend the path to a tour and return it (the list of squares),
# or return None if no tour extends it. `onward(path[-1], visited)` hands out, one at a time, the unvisited
# squares the knight can jump to; loop over it. The given `count_steps(my_extend, n, m, start, budget)` starts
# your function with `[start]` and `{start}`, counts each square `onward` hands out as a step, stops the search
# when the budget is used up, and returns `(tour or None, steps, gave_up)`.

# %% slideshow={"slide_type": "subslide"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.knight.search.backtrack", "teachkit.knight.search.brute_force", "teachkit.knight.search.search_tour", "teachkit.knight.knights_tour"], "exercise": "09-1", "minutes": 15}
from teachkit.knight.exercises import check_backtracking
from teachkit.knight.search import count_steps


def my_extend(path, visited, n, m, onward):
    """Extend path to a tour of the n x m board: return the tour (a list of squares), or None."""
    ...  # your code


verdict_1 = check_backtracking(my_extend)
verdict_1

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — starts with no tour
#
# 3 × 8 has 12 squares of each colour: the colour argument rules out no start. With `count_steps`,
# find every square of 3 × 8 from which **no** tour starts. A square counts only if the search returned no tour
# and did not give up (if it gave up, give it a bigger budget). Answer `{square: steps, ...}`, with the steps
# of each proving search.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.knight.search.backtrack", "teachkit.knight.search.brute_force", "teachkit.knight.search.search_tour", "teachkit.knight.knights_tour", "teachkit.knight.check_dead_start"], "exercise": "09-2", "minutes": 10}
from teachkit.knight.exercises import check_dead_starts

dead = ...  # {(row, col): steps, ...}: each square your search proved, with the steps it took
check_dead_starts(3, 8, dead)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How the work grows
#
# With your `my_extend` if it passed, else teachkit's `backtrack` (the same search):

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.knight.search import backtrack


def search(n, m, start, budget):
    """(tour or None, steps): your my_extend if it passed, else teachkit's backtrack."""
    return count_steps(my_extend, n, m, start, budget)[:2] if verdict_1 else backtrack(n, m, start, budget)


budget = 100_000
print(f"{'board':>6} {'squares':>8} {'steps':>9}  result (budget {budget:,} steps)")
for n, m in [(3, 3), (3, 4), (4, 4), (4, 5), (3, 8), (5, 5), (5, 6), (6, 6)]:
    tour, steps = search(n, m, (0, 0), budget)
    result = "a tour" if tour else "no tour: proved" if steps < budget else "budget reached: not decided"
    print(f"{n}x{m:<4} {n * m:8d} {steps:9,d}  {result}")

# %% [markdown] slideshow={"slide_type": "fragment"}
# From 11 steps on 3 × 4 to 74,300 on 5 × 5; on 5 × 6 and 6 × 6 the budget is reached. "No tour" on 3 × 3
# and 4 × 4 is a proof.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Trying every sequence
#
# `brute_force(n, m)` tries *every* move sequence from a1 and counts the
# tours. (Its `nodes` count the start too; we print steps = nodes − 1, jumps only.)

# %% slideshow={"slide_type": "-"}
from teachkit.knight.search import brute_force

work = {}
for n, m in [(3, 4), (4, 5), (3, 8)]:
    done = brute_force(n, m, max_nodes=2_000_000)
    work[n, m] = done.nodes - 1
    print(f"{n}x{m} ({n * m} squares): steps={done.nodes - 1:,}  tours={done.tours}  finished={done.finished}")

# %% [markdown] slideshow={"slide_type": "notes"}
# Speaker: let the room guess (and say why) before anyone runs the predict cell.

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict**: 5 × 5 has one square more than 3 × 8. How many steps does trying every sequence from a1 take
# on 5 × 5? `"A"` (fewer than 200,000), `"B"` (200,000 to 10 million) or `"C"` (more).

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
from teachkit.checks import predict

my_guess = ...
predict("knight:09-5x5-all-sequences", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
print("Answer: trying every sequence from a1; per added square, the steps added and the factor")
work[5, 5] = brute_force(5, 5, max_nodes=10_000_000).nodes - 1
boards = [(3, 4), (4, 5), (3, 8), (5, 5)]
for (n0, m0), (n, m) in zip([(0, 0), *boards], boards):
    added = n * m - n0 * m0
    per = f"+{(work[n, m] - work[n0, m0]) / added:,.0f}  x{(work[n, m] / work[n0, m0]) ** (1 / added):.2f}" if n0 else ""
    print(f"{n}x{m} ({n * m} squares): steps={work[n, m]:,}  {per}")
six = brute_force(6, 6, max_nodes=500_000)
print(f"6x6 with a budget of 500,000: finished={six.finished}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# The steps added per square are not steady: they grow from thousands to over a million. The factor per square
# varies with the shape (×2.2, ×1.25, ×19.9 here): shape matters as much as size. (A knight has at most
# seven onward jumps, so a square multiplies the sequences by up to seven.) On 6 × 6 a budget of 500,000 is
# spent before the end.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which boards have tours?
#
# Call the shorter side of a board s and the longer side t.
#
# * **Closed tours.** Allen J. Schwenk ("Which rectangular chessboards have a knight's tour?", 1991) proved that
#   the s × t board has a closed tour unless s and t are both odd, or s is 1, 2 or 4, or s = 3 and t is 4, 6 or 8.
# * **Open tours, s ≥ 5.** Paul Cull and Jeffery De Curtins ("Knight's tour revisited", 1978) proved that every
#   such board has an open tour.
# * **Open tours, s ≤ 4.** s = 1 (t > 1) or 2: none (the knight cannot reach every square). 3 × 3: none (the
#   centre has no move). 3 × 5, 3 × 6, 4 × 4: none, by exhaustive search below. Other 3- and 4-row boards: a
#   claim, which the strip search (later) confirms on every one up to 12 columns, below.

# %% [markdown] slideshow={"slide_type": "subslide"}
# The table prints these statements (`closed_tour_obstacle`, `open_tour_obstacle`) for n rows down and m columns
# across: C = closed tour, o = open tour only, · = no tour.

# %% slideshow={"slide_type": "-"}
from teachkit.knight import closed_tour_obstacle, knights_tour, open_tour_obstacle, verify_tour


def mark(n, m):  # C, o or ·
    return "C" if not closed_tour_obstacle(n, m) else "o" if not open_tour_obstacle(n, m) else "·"


print("n\\m " + " ".join(f"{m:2d}" for m in range(1, 13)))
for n in range(1, 9):
    print(f"{n:3d} " + " ".join(f"{mark(n, m):>2}" for m in range(1, 13)))
for n, m in [(3, 5), (3, 6), (4, 4)]:
    runs = [search(n, m, (r, c), 100_000) for r in range(n) for c in range(m)]
    proved = all(tour is None and steps < 100_000 for tour, steps in runs)
    print(f"{n}x{m}: no tour from any of its {n * m} squares, proved by exhaustive search: {proved}")
strips = [(n, m) for n in (3, 4) for m in range(n, 13) if mark(n, m) != "·"]
found = all(verify_tour(knights_tour(n, m).squares, n, m) for n, m in strips)
print(f"3- and 4-row boards up to 12 columns marked C or o: a checked tour on each of the {len(strips)}: {found}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Four rows
#
# On a 4 × k board call rows 0 and 3 the **outer** rows and rows 1 and 2 the **middle** rows. A knight's move
# changes the row by 1 or 2, so **a knight on an outer row always jumps to a middle row**. There are 2k outer
# and 2k middle squares.
#
# **Predict** before you read on: on a 4 × 5 board, on which rows can a tour start? Answer `"0 and 3"`,
# `"1 and 2"` or `"all four"`.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...
predict("knight:09-four-rows-start", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Write the tour as a line of 4k places. No two outer squares are neighbours in it, so the 2k − 1 gaps between
# consecutive outer squares hold 2k − 1 middle squares or more; there are 2k, one extra. If it is at an end,
# outer squares fill every second place, an even number of moves apart, so (colours) all of one colour; but
# each outer row has both colours. So it is in a gap, and the line starts and ends on outer squares: **every
# 4 × k tour starts and ends on an outer row**, proved for every k.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight.draw import plot_tour

print("Answer: a 4x5 tour; O = on an outer row, M = on a middle row (shaded: rows 0 and 3, ranks 1 and 4)")
four = knights_tour(4, 5, start=(0, 0))
print(" ".join("O" if r in (0, 3) else "M" for r, c in four.squares))
plot_tour(four, numbers=True, size=4, shade_rows=(0, 3))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Building tours without search: the splice
#
# Take closed tours a and b on neighbouring parts of a board, where a uses the move p → q, b uses y → z, and
# p–y and q–z are knight's moves. **Splicing**: delete p → q and y → z (each loop becomes a path) and add p–y
# and q–z: one closed loop.

# %% slideshow={"slide_type": "-"}
from teachkit.knight.construct import splice_example
from teachkit.knight.draw import square_name
from teachkit.knight.draw_splice import plot_splice

a, b, p, q, y, z = splice_example()
print(f"a: {len(a)} squares, b: {len(b)} squares")
print(", ".join(f"{label} = {s} = {square_name(s)}" for label, s in zip("pqyz", (p, q, y, z))))
plot_splice(a, b, p, q, y, z)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 3 — splice two tours
#
# Write `my_splice(a, b, p, q, y, z)`. `a` and `b` are lists of squares, each a closed tour (its first square
# follows its last); in `a`, `q` comes right after `p`, in `b`, `z` right after `y` (also when one is last and
# the other first). Return one list: a closed tour of all their squares that keeps every move of both except
# p → q and y → z, and uses p–y and q–z. Any start will do.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.knight.construct.splice_tours"], "exercise": "09-3", "minutes": 15}
from teachkit.knight.exercises import check_splice


def my_splice(a, b, p, q, y, z):
    """One closed tour: a and b without the moves p->q and y->z, joined by p-y and q-z."""
    ...  # your code: return one list of squares


check_splice(my_splice)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Splices build tours of any size
#
# * **Three rows, even length ≥ 10** (Schwenk's proof): a 3 × 4 block spliced onto the end turns a closed tour
#   of 3 × k into one of 3 × (k + 4), from written-out tours of 3 × 10 and 3 × 12.
# * **Both sides at least 5** (after Ian Parberry, "An efficient algorithm for the Knight's tour problem",
#   1997): cut the board into blocks with sides 5 to 11, give each a fixed checked tour, and splice neighbours
#   until one tour is left. `knights_tour` calls this method `divide-and-conquer`.
#
# Small boards get backtracking; long 3- and 4-row boards a **strip search** (exhaustive, column by column).
# A quarter of a million squares (the time varies by machine):

# %% slideshow={"slide_type": "-"} tags=["nbval-ignore-output"]
import time

start_time = time.perf_counter()
big = knights_tour(500)
print(f"500 x 500: {len(big.squares):,} squares in {time.perf_counter() - start_time:.2f} s, "
      f"closed: {big.is_closed}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# Built tours of 16 × 16 (closed), 17 × 17 and 6 × 11 (closed). Look for the blocks (5 to 11 squares a side)
# where the path stays inside, and the few moves across a block border: the splices.

# %% slideshow={"slide_type": "-"}
from teachkit.knight.draw import plot_tours

plot_tours([knights_tour(16, closed=True), knights_tour(17), knights_tour(6, 11, start=(2, 5), closed=True)],
           size=2.6)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What is proved, and what is only measured
#
# **Proved.** The cited theorems; the colour and four-row arguments; every "no tour" of an exhaustive search;
# the 3 × k construction; the block splicing, resting on finitely many block tours and splices that teachkit's
# tests check one by one (the closed ones below). **Measured.** That the strip search finishes within its
# budget (it did on every board given here). Every tour returned is checked square by square.

# %% slideshow={"slide_type": "-"}
from teachkit.knight.construct import EVEN_PARTS, ODD_PARTS, block_splices, block_tour

sides = sorted(EVEN_PARTS + ODD_PARTS)
shapes = [(a, b) for a in sides for b in sides if a % 2 == 0 or b % 2 == 0]
tours = sum(bool(verify_tour(block_tour(a, b), a, b, closed=True)) for a, b in shapes)
pairs = [(s, t, down) for s in shapes for t in shapes for down in (False, True) if s[down] == t[down]]
joined = sum(bool(block_splices(s, t, down)) for s, t, down in pairs)
print(f"{tours} of {len(shapes)} closed block tours verified; {joined} of {len(pairs)} neighbour pairs have a splice")

# %% slideshow={"slide_type": "-"}
from teachkit.knight import verify_tour_fast
from teachkit.knight.solve import FALLBACKS

asks = [(n, m, (0, 0)) for n in range(5, 13) for m in range(n, 13)] + [(8, 8, divmod(i, 8)) for i in range(64)]
good = sum(verify_tour_fast(knights_tour(n, m, s).squares, n, m) for n, m, s in asks)
print(f"{good} of {len(asks)} checked tours (boards 5x5..12x12 from a1, all 64 starts on 8x8)")
print("uses of the last-resort search with a budget, in this notebook:", sum(FALLBACKS.values()))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * An exhaustive search's "no tour" is a proof; a search that gave up proves nothing. The work grows far
#   faster than the board (5 × 5 from a1: under 2 million steps).
# * Which boards have tours: theorems, small exhaustive searches, and the strip search on 3- and 4-row boards.
# * Proved here: no tour starts on a middle row of 4 × k, nor from two squares of 3 × 8.
# * Splicing fixed pieces builds checked tours of any size, fast.
#
# **Where next:** the [index](00-index.ipynb).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# P. Cull and J. De Curtins, "Knight's tour revisited", *Fibonacci Quarterly* 16 (1978);
# A. J. Schwenk, "Which rectangular chessboards have a knight's tour?", *Mathematics Magazine* 64 (1991);
# Ian Parberry, "An efficient algorithm for the Knight's tour problem", *Discrete Applied Mathematics* 73 (1997).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# Try the exercises first; the solutions below are folded.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "09-1"}
# Solution — open after you have tried
def my_extend(path, visited, n, m, onward):
    """Extend path to a tour of the n x m board: return the tour (a list of squares), or None."""
    if len(path) == n * m:
        return path  # every square visited: a tour
    for square in onward(path[-1], visited):
        path.append(square)  # jump
        visited.add(square)
        tour = my_extend(path, visited, n, m, onward)
        if tour is not None:
            return tour  # found further on: pass it up
        path.pop()  # undo the jump
        visited.remove(square)
    return None  # no jump from here leads to a tour


print(check_backtracking(my_extend))

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "09-2"}
# Solution — open after you have tried
dead = {}
for r in range(3):
    for c in range(8):
        tour, steps, gave_up = count_steps(my_extend, 3, 8, (r, c), 1_000_000)
        if tour is None and not gave_up:  # tried every move sequence: a proof
            dead[r, c] = steps
print(dead)
print(check_dead_starts(3, 8, dead))

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "09-3"}
# Solution — open after you have tried
def my_splice(a, b, p, q, y, z):
    """One closed tour: a and b without the moves p->q and y->z, joined by p-y and q-z."""
    i = a.index(q)
    a_from_q = a[i:] + a[:i]  # q ... p: all of a, following its moves from q (p -> q is not used)
    k = b.index(z)
    b_from_z = b[k:] + b[:k]  # z ... y: all of b, following its moves from z
    y_to_z = b_from_z[::-1]  # y ... z: the same squares backwards (y -> z is not used)
    return a_from_q + y_to_z  # ... p, then p -> y, y ... z; and z -> q closes the loop


print(check_splice(my_splice))
