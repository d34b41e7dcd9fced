# %% [markdown] slideshow={"slide_type": "slide"}
# # Knight's tours: Warnsdorff's rule and where it fails
#
# *A greedy rule that builds a tour in one pass when it works — you will write it, measure on which boards
# it gets stuck, and compare the measurement with what Arnd Roth wrote about his version of it.*
#
# **Learning objectives.** After this notebook you can
# * write the onward degree and one step of Warnsdorff's rule;
# * prove with the colour argument that some squares start no tour;
# * read a failure map that tells "the rule got stuck" from "no tour starts here";
# * say on which board sizes the rule was measured, and what the measurement shows.
#
# **Prerequisites.** Python lists, sets and functions.
#
# **Time needed.** About 50 minutes, from the formula explained in [00-index](00-index.ipynb): the words to
# read at 150 a minute, plus the minutes set for each exercise and 2 for each prediction.
#
# **Previous:** [07 · The 15-puzzle: pattern databases](07-fifteen-puzzle-pattern-databases.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [09 · Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The problem
#
# A knight jumps two squares one way and one square at right angles. A **knight's tour** visits every square
# of a board exactly once. It is **closed** if the last square is again a knight's move from the first, so the
# knight could start over; otherwise it is **open**.
#
# Think of the board as a *graph*: the squares are its points, and two squares are joined when a knight can
# jump between them. A path through a graph that visits every point exactly once is a **Hamilton path**
# (after W. R. Hamilton), so a knight's tour is a Hamilton path of the knight's graph.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Squares and pictures
#
# In `teachkit.knight` a square is `(row, col)`, counted from 0, on a board of n rows and m columns. The
# pictures are drawn like a chess diagram: `(0, 0)` is the corner **a1** at the bottom left, columns are the
# files a, b, c, … along the bottom and rows the ranks 1, 2, 3, … up the side. So `(2, 3)` is d3.
#
# Here is a tour of the 5 × 5 board, printed as a table of numbers: each square shows when the knight got
# there. The printout lists row 0 *first*, so it is the chess diagram upside down.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.knight import format_board, warnsdorff

tour = warnsdorff(5)
print(format_board(tour))

# %% [markdown] slideshow={"slide_type": "subslide"}
# Follow the numbers 1, 2, 3, … with your finger: each step is a knight's move. The same tour as a picture,
# a1 at the bottom left; the circle marks the start and the square the end:

# %% slideshow={"slide_type": "-"}
from teachkit.knight.draw import plot_tour

plot_tour(tour, numbers=True, size=3.2)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Warnsdorff's rule: hard squares first
#
# The **onward degree** of an unvisited square is the number of unvisited squares a knight could jump to
# from it. In 1823 H. C. von Warnsdorff proposed a rule that needs no undoing at all:
#
# > From the current square, jump to the unvisited square with the **fewest onward squares**.
#
# It is a **greedy** rule (it takes the choice that looks best now and never reconsiders) and a
# **heuristic** (a rule of thumb, with no promise that it always works). On an empty board the corners have
# the fewest onward squares and the middle the most:

# %% slideshow={"slide_type": "-"}
from teachkit.knight.draw import plot_degrees

plot_degrees(8)

# %% [markdown] slideshow={"slide_type": "subslide"}
# A corner can be entered from only two squares. If the knight leaves it for later, both may be used up, and
# the corner is cut off for ever. The rule visits such awkward squares while they can still be reached, and
# keeps the well-connected middle for the end. It never undoes a move, and each move lands on a new square,
# so on an n × m board it makes at most n·m − 1 moves.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One step of the rule
#
# Each step chooses among the **candidates**: the unvisited squares a knight's move away. When two
# candidates have the same onward degree — a **tie** — the **classic rule** takes the first one in a fixed
# move order, `SEED_ORDER` (row change, column change; the order of the program this collection started
# from). How a rule settles ties is its **tie-break**. Below: the move order, and the onward degrees of
# the 5 × 5 board after the knight's first square, a1 (now visited, so it shows no number).

# %% slideshow={"slide_type": "subslide"} tags=["slide-code"]
from teachkit.knight import SEED_ORDER

print("move order (row change, col change):", SEED_ORDER)
plot_degrees(5, visited=[(0, 0)])

# %% [markdown] slideshow={"slide_type": "fragment"}
# From a1 the knight can jump to c2 = `(1, 2)` and b3 = `(2, 1)`; the picture shows both with the same
# onward degree, a tie. The jump to c2 is `(1, 2)`, the first pair of `SEED_ORDER`, so the classic rule takes
# c2. In the two exercises you write this rule yourself.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — count the onward squares
#
# Write `degree(square, visited, n, m)`, the onward degree of `square`: how many squares a knight on
# `square` of an n × m board can jump to that are not in `visited`. The eight jumps are the `(row change,
# col change)` pairs in `SEED_ORDER`; remember the board's edges. `check_onward_degree` tries your function
# on 200 positions and says `correct` or what is wrong. Write it in plain Python: the checkers refuse
# teachkit's own knight functions, and stop a call that runs longer than 2 seconds.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.knight.onward_degree", "teachkit.knight.onward_degrees", "teachkit.knight.knight_moves"], "exercise": "08-1", "minutes": 8}
from teachkit.knight import check_onward_degree


def degree(square, visited, n, m):
    ...  # your code here


check_onward_degree(degree)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — one step of Warnsdorff's rule
#
# Write `choose(here, visited, n, m)`: among the unvisited squares a knight's move from `here`, taken in
# `SEED_ORDER`, return the one with the fewest onward squares (the first such square on a tie), or `None` if
# there is none — then the knight is stuck. Use your `degree` from exercise 1.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.knight.next_square", "teachkit.knight.onward_degree", "teachkit.knight.onward_degrees", "teachkit.knight.knight_moves"], "exercise": "08-2", "minutes": 10}
from teachkit.knight import check_next_square


def choose(here, visited, n, m):
    ...  # your code here


check_next_square(choose)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### From here on: teachkit's own versions
#
# teachkit has the same two functions, `onward_degree(square, visited, n, m)` and `next_square(here, visited,
# n, m)`; the rest of the notebook uses them, and their source is the model answer in the Solutions at the
# end. Its choice from a1 on the 5 × 5 board:

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict  # judges the Predict prompts below
from teachkit.knight import next_square, onward_degree

print("next_square from a1 = (0, 0) on 5x5:", next_square((0, 0), {(0, 0)}, 5, 5))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watch the rule at work
#
# The animation replays the tour Warnsdorff's rule found on a 6 × 6 board. Visited squares show their move
# number, small and italic in the top-left corner; every unvisited square shows its *current* onward
# degree, large in the middle and as a colour (the key under the board). The outlined square is where the knight goes next.
#
# **While you step:** on each frame, find the knight's candidates and check that the outlined one shows the
# smallest number among them (on a tie, the first in `SEED_ORDER`).

# %% slideshow={"slide_type": "subslide"}
from teachkit.knight.draw import KnightScene, tour_frames
from teachkit.player import Player

six = warnsdorff(6)
Player(tour_frames(six), KnightScene(six), interval=500, title="Warnsdorff's rule on 6x6")

# %% [markdown] slideshow={"slide_type": "notes"}
# Each visit takes one onward square from every neighbour, so the counts near the knight drop as it passes.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Does the rule always take a square that is nearly cut off?
#
# Take an unvisited square with only 1 onward square. Unless the knight jumps to it now, it can only be
# entered later from that one square, and then it has no way out: it can only be the tour's last square.
# A square with 2 onward squares can still be passed through, but only in by one and out by the other; once
# a neighbour uses up either, it is down to 1. So we *choose* to call an unvisited square **nearly cut off**
# when it has 2 onward squares or fewer (a label for this notebook, not a standard term).
#
# **Predict:** the 6 × 6 tour made 35 choices. In what share of them did the chosen square still have 3 or
# more onward squares when it was chosen? Answer `"fewer than a quarter"`, `"a quarter to a half"` or
# `"more than half"`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "fewer than a quarter", "a quarter to a half" or "more than half", then run the cell
predict("knight:08-three-or-more", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from collections import Counter

steps = range(1, len(six.squares))
chosen = Counter(onward_degree(six.squares[k], set(six.squares[:k]), 6, 6) for k in steps)
print("The 35 choices of the 6x6 tour, counted:")
print("onward squares of the chosen square -> number of steps:", dict(sorted(chosen.items())))
print(f"nearly cut off (2 or fewer): {sum(v for d, v in chosen.items() if d <= 2)} of {len(steps)}")
print(f"3 or more: {sum(v for d, v in chosen.items() if d >= 3)} of {len(steps)}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# "Fewest" is relative: the rule compares only the knight's own candidates, at most eight squares, never the
# rest of the board. So it takes a nearly cut-off square exactly when one of its candidates is nearly cut
# off; in the other steps every candidate had 3 or more onward squares, and the rule took one of those.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Squares no tour starts from: the colour argument
#
# Before we ask where the *rule* fails, we need to know where *every* method must fail. Colour the board
# like a chessboard: `(row, col)` has a1's colour when row + col is even. A knight's move changes row + col by
# 1 or 3, an odd number, so **every move lands on the other colour**, and a tour alternates colours.

# %% [markdown] slideshow={"slide_type": "subslide"}
# An n × m board with an odd number of squares (n and m both odd) has one more square of a1's colour (the
# colour of all four corners) than of the other. A path that alternates colours and covers one more square of
# a1's colour must start and end on a1's colour. So on such a board **no tour starts on the other colour**,
# and **no closed tour exists** (going round, it would need equal counts).

# %% [markdown] slideshow={"slide_type": "fragment"}
# To test this we call `knights_tour(n, m, start)`: it returns a tour of the n × m board that starts at
# `start`, checked move by move, or raises `NoTourExists` with the reason there is none. (It can also
# raise `BoardTooLarge` for a board beyond its size limit, or `SearchBudgetExceeded` if a search runs out of
# its budget before deciding.) How it finds its tours, and why you can rely on them, is the subject of
# [notebook 09](09-knights-tours-with-guarantees.ipynb).

# %% slideshow={"slide_type": "-"}
import textwrap

from teachkit.knight import NoTourExists, knights_tour

for n, m in [(5, 5), (6, 6), (7, 7), (3, 4)]:
    same = sum((r + c) % 2 == 0 for r in range(n) for c in range(m))
    print(f"{n}x{m}: {same} squares of a1's colour, {n * m - same} of the other")
try:
    knights_tour(5, 5, start=(0, 1))
except NoTourExists as why:
    print("5x5 from b1 = (0, 1):\n" + textwrap.fill(str(why), 100, initial_indent="    ", subsequent_indent="    "))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The failure map
#
# When Warnsdorff's rule gets stuck there are two very different reasons:
#
# * **no tour** — no tour starts on that square at all, proved by a theorem (e.g. the colour argument) or
#   by an exhaustive search; no method could have succeeded;
# * **rule stuck** — a tour from that square exists (`knights_tour` builds one), but
#   the greedy rule missed it.
#
# `failure_map(sizes, tie_break, start)` runs the rule on each n × n board and sorts every size into *tour
# found*, *rule stuck* or *no tour*.

# %% [markdown] slideshow={"slide_type": "notes"}
# `failure_map` uses `warnsdorff_fast`, which keeps a table of onward degrees up to date instead of
# recounting them. It made the same moves as `warnsdorff` on every size compared: the answer cell below
# compares n = 5..20 from a1, teachkit's own tests more sizes and starts.

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict:** run the classic rule from a1 on every n × n board from 5 × 5 to 60 × 60, 56 sizes. On how
# many of them will it get stuck? Answer `"none"`, `"1–3"`, `"4–10"` or `"more than 10"`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "none", "1–3", "4–10" or "more than 10", then run the cell
predict("knight:08-stuck-5-60", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight import failure_map, failures, first_failure, warnsdorff_fast
from teachkit.knight.failure import NO_TOUR, STUCK

classic = failure_map(range(5, 61), "first")

print("The classic rule from a1, n = 5..60:")
print("  rule stuck on:", failures(classic, STUCK), "— no tour on:", failures(classic, NO_TOUR))
print("  first board where the rule gets stuck:", first_failure(classic, STUCK))
print("fast and plain forms make the same moves on n = 5..20:",
      all(warnsdorff_fast(n).squares == warnsdorff(n).squares for n in range(5, 21)))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How close does the knight come?
#
# Every size marked *rule stuck* has a tour from a1 — `failure_map` asked `knights_tour` for one and checked
# it — so each is a failure of the rule itself:

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
print(f"{'n':>4} {'squares':>8} {'visited':>8} {'left over':>10} {'covered':>8}")
for row in classic:
    if row.kind == STUCK:
        print(f"{row.n:4d} {row.n * row.n:8d} {row.visited:8d} {row.n * row.n - row.visited:10d} "
              f"{row.visited / row.n ** 2:8.1%}")
print(f"least covered: {min(row.visited / row.n ** 2 for row in classic):.1%} of the board")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# On these sizes the rule does not fail early: each time it had covered most of the squares before it got
# stuck. It goes wrong late.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Roth's 76 × 76, and our classic rule
#
# Arnd Roth, in *The Problem of the Knight: A Fast and Simple Algorithm* (Wolfram Library Archive,
# MathSource item 909), writes of Warnsdorff's rule with *his own* tie-break: "at least for chessboards
# bigger than 76 × 76 squares, it also runs into blind alleys. For smaller boards, it solves the problem
# quite nicely." That is about his program. What does *our* classic rule — first minimum in `SEED_ORDER`,
# starting on a1 — do on the boards up to 76 × 76? `stuck_sizes(sizes)` walks it on each n × n board and
# lists the sizes where it got stuck:

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["slide-code", "answer"]
# Answer — open after you predict
from teachkit.knight.failure import stuck_sizes

below_76 = stuck_sizes(range(5, 77))
print("The classic rule (first minimum, SEED_ORDER), from a1, on n x n for n = 5..76:")
print("  stuck on:", below_76)
print("  a checked tour from a1 exists on each of those sizes:",
      all(knights_tour(n, n, (0, 0)).is_complete for n in below_76))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# So the classic rule from a1 does run into blind alleys below 76 × 76, on the sizes listed, although a tour
# from a1 exists on each. This does not contradict Roth: he wrote about his own tie-break, which teachkit
# does not implement, and we have not run his program. The next slide measures a simplified form of it.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How the tie-break changes the map
#
# * **first** — the first minimum in move order (the classic rule).
# * **roth** — among tied squares, the one farthest from the exact centre of the board, then move order. It
#   keeps pushing the knight to the rim, like the rule itself. This is *our simplification* of Arnd Roth's
#   tie-break: Roth's program measures from a point near the centre (half a square to a square and a half
#   off it, towards the starting corner) and settles the remaining ties by its own move order. So it can
#   choose differently, and where our `roth` gets stuck says nothing about where his program does.
# * **lookahead** — a second level in the style of Ira Pohl: for each tied square add up the onward degrees
#   of *its* unvisited neighbours and take the smallest sum; remaining ties go to move order.
# * **random** — a random tied square (seeded, so the result is the same on every run); when stuck, start
#   again from the same square, up to 50 times.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
maps = {
    "first": classic,
    "roth": failure_map(range(5, 61), "roth"),
    "lookahead": failure_map(range(5, 61), "lookahead"),
    "random, 50 restarts": failure_map(range(5, 61), "random", seed=0, restarts=50),
}
print(f"{'tie-break':>20} {'stuck':>6}  sizes where the rule gets stuck (n = 5..60, start a1)")
for name, rows in maps.items():
    print(f"{name:>20} {len(failures(rows, STUCK)):6d}  {failures(rows, STUCK)}")
most = max(maps["random, 50 restarts"], key=lambda row: row.attempts)
print(f"random: most attempts needed: {most.attempts} (n = {most.n})")

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight.draw import plot_failure_map

plot_failure_map(maps, start=(0, 0))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# On n = 5..60 from a1, both other deterministic tie-breaks get stuck on fewer sizes than the classic rule,
# but none of the three is perfect: each gets stuck on a few scattered sizes, and not the same ones. Random
# ties with restarts complete every board here. All of this is a measurement on these sizes, not a
# guarantee — and on larger boards the ranking changes (two slides on).

# %% [markdown] slideshow={"slide_type": "notes"}
# Blue = tour found, purple with crosses = the rule got stuck although a tour exists, grey with stripes = no
# tour from this start. From a1 there is no grey: every start a1 of an n × n board with n ≥ 5 that the map
# covers has a tour.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Bigger boards: a measurement shipped with teachkit
#
# Walking every size up to 400 takes seconds with teachkit's compiled walk, but minutes per tie-break
# without it (in the browser, for one, the walk runs in plain Python). So teachkit ships the result:
# `shipped_stuck()` lists, for every n from 5 to 400 from a1, the sizes where each deterministic tie-break
# got stuck. teachkit computed it with `measure_stuck()` and checked a tour from a1 on each of those sizes.
# The cell re-walks n = 61..100 to check it.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight.failure import shipped_stuck

measured = shipped_stuck()
live = stuck_sizes(range(61, 101))
print("shipped list = live walk on n = 61..100:", [n for n in measured["stuck"]["first"] if 61 <= n <= 100] == live)
ranges = [(5, 60), (61, 200), (201, 400)]
print(f"{'tie-break':>10}" + "".join(f"{f'n = {lo}..{hi}':>22}" for lo, hi in ranges))
for name, sizes in measured["stuck"].items():
    counts = [f"stuck on {sum(lo <= n <= hi for n in sizes)} of {hi - lo + 1}" for lo, hi in ranges]
    print(f"{name:>10}" + "".join(f"{count:>22}" for count in counts))

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the measurement shows
#
# Measured from a1 (the table above): the classic rule gets stuck more and more often as the board grows,
# and on most sizes from 201 to 400. `lookahead`, the best of the three on n = 5..60, collapses too: stuck
# on 30 of the 140 sizes from 61 to 200 and on 130 of the 200 from 201 to 400. So a tie-break that looks
# best on small boards need not stay best. Our `roth` got stuck on only a handful of sizes up to 400 — a
# measurement of our simplification, not of Roth's program, and not a guarantee.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Not measured here, and not proved
#
# The random tie-break is not in the table: teachkit's compiled walk knows only the three deterministic
# tie-breaks, so random walks in plain Python, and the whole board again on every restart. teachkit did not
# measure it beyond n = 60.
#
# Douglas Squirrel and Paul Cull break ties by move orders that depend on the board size and change at
# fixed squares, and *conjecture* (it is not proved) that with them the rule finds a tour on every square
# board from 5 × 5 up.
#
# To be *sure* of a tour we need a different idea: [notebook 09](09-knights-tours-with-guarantees.ipynb).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Another start: d3
#
# Start the classic rule on d3 = `(2, 3)` instead of a1 and draw its map for n = 5..60.
#
# **Predict:** on which sizes will the map show *no tour*? Answer `"odd"`, `"even"`, `"all"` or `"none"`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "odd", "even", "all" or "none", then run the cell
predict("knight:08-d3-no-tour", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from_d3 = failure_map(range(5, 61), "first", start=(2, 3))
no_tour = failures(from_d3, NO_TOUR)
print("The map from d3, n = 5..60:")
print(textwrap.fill(f"no tour from d3: {no_tour}", 100, subsequent_indent="    "))
print("rule stuck from d3:", failures(from_d3, STUCK))
plot_failure_map({"first, from d3": from_d3}, start=(2, 3))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Every odd size is *no tour*: d3 has row + col = 5, odd, so it is not a1's colour, and on an odd board a
# tour must start on a1's colour. Those sizes say nothing about the rule; only the *rule stuck* sizes are
# the rule's fault. **Try it:** change `start=(2, 3)` to another square, e.g. `(1, 1)`, and run the map
# again.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Build a tour yourself
#
# Click a square to start, then click squares a knight's jump away. Ask for hints to see each candidate's
# onward degree — and try Warnsdorff's rule by hand.

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.knight.play import PlayKnight

PlayKnight(5, 5)


# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * Warnsdorff's rule — fewest onward squares first — builds a tour in one pass when it works: it uses up
#   awkward squares while they can still be reached.
# * It is a heuristic. Measured from a1, the classic rule (first minimum, `SEED_ORDER`) gets stuck on a few
#   sizes up to 60, also below the 76 × 76 that Arnd Roth gave for his own tie-break, and on most sizes from
#   201 to 400. The tie-break moves the failures to other sizes; `lookahead`, the best of the three on
#   n = 5..60, gets stuck on most sizes from 201 to 400.
# * Some starts have no tour at all (the colour argument); that is not the rule's fault.
#
# **Where next:** [09 · Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb): which boards
# have tours at all (the theorems), and `knights_tour`, which returns a checked tour or a proved "no tour".
# Or back to the [index](00-index.ipynb).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# H. C. von Warnsdorff, *Des Rösselsprunges einfachste und allgemeinste Lösung* (1823);
# Ira Pohl, "A method for finding Hamilton paths and Knight's tours", *Communications of the ACM* (1967);
# Arnd Roth, *The Problem of the Knight: A Fast and Simple Algorithm*, a Mathematica notebook, Wolfram
# Library Archive, MathSource item 909 (the 76 × 76 quotation); Douglas Squirrel and Paul Cull, "A
# Warnsdorff-Rule Algorithm for Knight's Tours on Square Chessboards" (1996). `SEED_ORDER` is the move order
# of the program this collection started from; its author and title are not recorded in the project, so it
# is not cited here.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# Try the exercises first. The solution cells below are collapsed, code and output; click to open them.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "08-1"}
# Solution — open after you have tried
def degree(square, visited, n, m):
    r, c = square
    targets = [(r + dr, c + dc) for dr, dc in SEED_ORDER]
    return sum(1 for (a, b) in targets if 0 <= a < n and 0 <= b < m and (a, b) not in visited)


check_onward_degree(degree)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "08-2"}
# Solution — open after you have tried
def choose(here, visited, n, m):
    r, c = here
    candidates = [(r + dr, c + dc) for dr, dc in SEED_ORDER
                  if 0 <= r + dr < n and 0 <= c + dc < m and (r + dr, c + dc) not in visited]
    if not candidates:
        return None
    return min(candidates, key=lambda s: degree(s, visited, n, m))  # min keeps the first of equal keys


check_next_square(choose)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"]
# teachkit's own versions, the model answers: their source
import inspect

from teachkit.knight.tour import _degree, _moves, _next, _pick

for function in (onward_degree, _degree, _moves, next_square, _next, _pick):
    print(inspect.getsource(function))
