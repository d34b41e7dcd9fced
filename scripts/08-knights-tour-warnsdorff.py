# %% [markdown] slideshow={"slide_type": "slide"}
# # Knight's tours: Warnsdorff's rule and where it fails
#
# *A greedy rule that builds a tour in one pass when it works: you write it, then measure where it gets stuck.*
#
# **Learning objectives.** After this notebook you can
# * write the onward degree and one step of Warnsdorff's rule;
# * prove with the colour argument that some squares start no tour;
# * read a failure map that tells "the rule got stuck" from "no tour starts here";
# * say on which board sizes the rule was measured, and what the measurement shows.
#
# **Prerequisites.** Python lists, sets and functions.
#
# **Time needed.** About 60 minutes, plus about 15 for the optional part (how they are counted:
# [00-index](00-index.ipynb)).
#
# **Previous:** [07 · The 15-puzzle: pattern databases](07-fifteen-puzzle-pattern-databases.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [09 · Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: today a one-line rule builds a knight's tour without ever undoing a move; the students write it, then
# we measure where it fails and separate its failures from boards where no method can succeed.
# Ask: can a knight visit all 64 squares of a chessboard, each once, starting from the corner a1?
# Answer: yes — the rule we write today does it from a1 (notebook 09's `knights_tour` gives tours too).
#
# 50-minute plan:
# - 5 min — the problem, squares and pictures
# - 8 min — Warnsdorff's rule and one step
# - 15 min — Exercises 1 and 2 (degree, choose)
# - 5 min — the animation and the "nearly cut off" prediction
# - 5 min — the colour argument
# - 10 min — the failure map and the d3 start
# - 2 min — summary
#
# 90-minute plan:
# - 5 min — the problem, squares and pictures
# - 10 min — Warnsdorff's rule and one step
# - 25 min — Exercises 1 and 2 (degree, choose), with a wrong try discussed
# - 8 min — the animation and the "nearly cut off" prediction
# - 7 min — the colour argument
# - 12 min — the failure map and the d3 start
# - 5 min — build a tour by hand on the board widget
# - 15 min — optional part: tie-breaks, Roth's report, bigger boards
# - 3 min — summary
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The problem
#
# * A knight jumps two squares one way and one square at right angles.
# * A **knight's tour** visits every square of a board exactly once.
# * It is **closed** if the last square is a knight's move from the first; otherwise **open**.
# * As a graph (squares are points, knight's moves join them), a tour is a **Hamilton path**: a path
#   through every point once.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a tour is a Hamilton path in the knight's graph; closed means the knight could start over.
# Ask: on a 3 × 3 board, can a knight ever reach the centre square?
# Answer: no — every jump from the centre leaves the board, so 3 × 3 has no tour.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Squares and pictures
#
# * A square is `(row, col)`, from 0, on a board of n rows and m columns.
# * Pictures are chess diagrams: `(0, 0)` is **a1**, bottom left; files a, b, c, … along the bottom, ranks
#   1, 2, 3, … up the side. So `(2, 3)` is d3.
# * The printout below numbers the squares in the order visited, row 0 *first* (the diagram upside down),
#   then says `Completed` (the board is covered) or `Not Completed` (stuck).

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

from teachkit.knight import warnsdorff  # builds the rule's tour of a board; the cells below use it

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.knight import format_board

tour = warnsdorff(5)
print(format_board(tour))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: follow the numbers 1, 2, 3 with a finger; each step is a knight's move.
# Ask: in the printout, where is square 1, and where is it in a chess diagram?
# Answer: top left of the printout (row 0 printed first), bottom left (a1) in the diagram.
# Run: the `format_board(warnsdorff(5))` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# The same tour as a picture, a1 at the bottom left; the circle marks the start and the square the end:

# %% slideshow={"slide_type": "-"}
from teachkit.knight.draw import plot_tour

plot_tour(tour, numbers=True, size=3.2)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the same 25 numbers, now drawn the chess way up, with the path joining them.
# Ask: is this tour closed?
# Answer: no — square 25 is not a knight's move from square 1 (and 5 × 5 has no closed tour at all, as the
# colour slide will show).
# Run: the `plot_tour` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Warnsdorff's rule: hard squares first
#
# The **onward degree** of an unvisited square: how many unvisited squares a knight could jump to from it.
# H. C. von Warnsdorff's rule (1823), in our words: from the current square, jump to the unvisited square
# with the **fewest onward squares**.
#
# * **Greedy**: takes the choice that looks best now, never reconsiders.
# * **Heuristic**: a rule of thumb, no promise that it always works.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the rule looks one jump ahead and counts; "greedy" because it never takes a choice back.
# Ask: what does "heuristic" promise?
# Answer: nothing for certain: a rule of thumb that often works; today we measure where it does not.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# Onward degrees on an empty 8 × 8 board:

# %% slideshow={"slide_type": "-"}
from teachkit.knight.draw import plot_degrees

plot_degrees(8)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: on an empty 8 × 8 board the corners have 2 onward squares and the middle 8; the rule goes for the
# small numbers first.
# Ask: why would a corner be dangerous to leave for later?
# Answer: only two squares lead into it; if both are used up, the corner can never be reached.
# Run: the `plot_degrees(8)` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why fewest first?
#
# * A corner can be entered from only two squares; once both are used up, it is cut off for ever.
# * The rule visits such squares while they can still be reached, and keeps the well-connected middle for
#   the end.
# * It never undoes a move and each move lands on a new square: at most n·m − 1 moves on an n × m board.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the rule spends the hard squares early and the easy ones late, and it runs in one pass.
# Ask: how many moves at most does the rule make on 8 × 8?
# Answer: 63 — every move lands on a new square, and there are 64.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### One step of the rule
#
# * **Candidates**: the unvisited squares a knight's move away.
# * A **tie**: two candidates with the same onward degree. The **classic rule** takes the first in a fixed
#   move order, `SEED_ORDER`: teachkit's list of the eight moves as (row change, column change).
# * How a rule settles ties is its **tie-break**.
#
# Below: the move order, and the onward degrees of 5 × 5 after the first square, a1 (visited: no number).


# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a step has two parts: list the candidates, then take the one with the fewest onward squares.
# Ask: what must a rule do when two candidates have the same onward degree?
# Answer: settle the tie somehow; the classic rule takes the first in SEED_ORDER.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code"]
from teachkit.knight import SEED_ORDER

print("move order (row change, col change):", SEED_ORDER)
plot_degrees(5, visited=[(0, 0)])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the move order is a list of eight (row change, column change) pairs; the picture shows the degrees
# the rule compares from a1.
# Ask: which two squares can the knight reach from a1, and what are their onward degrees?
# Answer: c2 and b3, both 5 on this board with a1 visited.
# Run: the `SEED_ORDER` / `plot_degrees(5, visited=...)` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A tie, settled
#
# * From a1 the knight can jump to c2 = `(1, 2)` and b3 = `(2, 1)`: the same onward degree, a tie.
# * The move to c2 is (+1, +2), the first pair of `SEED_ORDER`; the move to b3, (+2, +1), comes later. So the
#   classic rule takes c2.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two candidates with equal degree, so the tie-break decides: first in SEED_ORDER.
# Ask: if SEED_ORDER began with (2, 1), where would the classic rule go from a1?
# Answer: to b3 = (2, 1): the tie is settled by whichever move comes first.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — count the onward squares
#
# Write `degree(square, visited, n, m)`: how many squares a knight on `square` of an n × m board can jump
# to that are not in `visited`.
#
# * The eight jumps are the pairs in `SEED_ORDER`; remember the board's edges.
# * `check_onward_degree` says `correct` or what is wrong.
# * Plain Python: the checkers refuse teachkit's knight functions.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.knight.onward_degree", "teachkit.knight.onward_degrees", "teachkit.knight.knight_moves"], "exercise": "08-1", "minutes": 12}
from teachkit.knight import SEED_ORDER, check_onward_degree


def degree(square, visited, n, m):
    """How many squares not in visited a knight on square can jump to."""
    ...  # your code here


check_onward_degree(degree)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: about 7 minutes in the 50-minute plan (15 for both exercises; a student alone needs about 12 for this
# one); the usual slips are forgetting one edge of the board or counting visited squares.
# Ask: what is the degree of a corner of an empty 8 × 8 board?
# Answer: 2 — of the eight jumps only two stay on the board.
# Run: the exercise cell, first with the `...` still in it, to show the checker's message.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — one step of Warnsdorff's rule
#
# Write `choose(here, visited, n, m)`:
#
# * the candidates: unvisited squares a knight's move from `here`, taken in `SEED_ORDER`;
# * return the one with the fewest onward squares (the first such square on a tie),
# * or `None` if there is none: the knight is stuck.
#
# Use your `degree` from Exercise 1.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.knight.next_square", "teachkit.knight.onward_degree", "teachkit.knight.onward_degrees", "teachkit.knight.knight_moves"], "exercise": "08-2", "minutes": 18}
from teachkit.knight import SEED_ORDER, check_next_square


def choose(here, visited, n, m):
    """The next square by Warnsdorff's rule, or None if the knight is stuck."""
    ...  # your code here


check_next_square(choose)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the step is "filter the candidates, then take the minimum"; the tie rule is the part people get wrong.
# Ask: if two candidates both have degree 2, which one does the classic rule take?
# Answer: the one whose jump comes first in SEED_ORDER (Python's `min` keeps the first of equal keys).
# Run: the exercise cell after a first try, so the room sees a checker hint.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### From here on: teachkit's own versions
#
# We now use teachkit's `onward_degree` and `next_square`.
# Once both exercises pass, this cell prints their code (without argument checks): compare it with yours.
# `tie_break` and `rng` serve other tie-breaks (optional part); the rule as taught returns `tied[0]`.

# %% slideshow={"slide_type": "-"} tags=["slide-scroll"]
import inspect

from teachkit.checks import predict  # judges the Predict prompts below
from teachkit.knight import next_square, onward_degree
from teachkit.knight.tour import _degree, _moves, _next, _pick

if check_onward_degree(degree) and check_next_square(choose):
    for function in (_moves, _degree, _next):
        print(inspect.getsource(function))
    pick = inspect.getsource(_pick).splitlines()
    end = next(i for i, line in enumerate(pick) if line.strip() == "return tied[0]")
    print("\n".join(pick[: end + 1]))
    print("    ...  # other tie-breaks, compared in the optional part")
else:
    print("Not yet: pass Exercises 1 and 2 first.")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: from now on we use teachkit's versions, which make the same choices as a correct solution.
# Ask: which line of `next_square` settles a tie?
# Answer: `return tied[0]` in `_pick`: the tied candidates stay in SEED_ORDER (from a1 on 5 × 5: c2, as on the tie
# slide).
# Run: the source cell, once both exercises pass.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Does the rule always take a square that is nearly cut off?
#
# * **1** onward square: unless the knight jumps to it now, it can only be the tour's last square.
# * **2**: it can be passed through (in by one, out by the other); once either is used up, it is down to 1.
# * We call a square with 2 or fewer onward squares **nearly cut off** (our label).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a square with 1 onward square is a future dead end unless taken now; with 2, one slip away from it.
# Ask: a square has 0 onward squares and is unvisited; what does that mean for the tour?
# Answer: it can only be the last square; if two such squares exist, the tour is already lost.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict:** the rule's tour of 6 × 6 from a1 (replayed below) makes 35 moves (a forced move, with one
# candidate, counts too). In what share of them does the chosen square have 3 or more onward squares?
# Answer `"fewer than a quarter"`, `"a quarter to a half"` or `"more than half"`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "fewer than a quarter", "a quarter to a half" or "more than half", then run the cell
predict("knight:08-three-or-more", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: "fewest" sounds like "always a desperate square"; let the numbers decide.
# Ask: hands up for each of the three answers before anyone runs the cell.
# Answer: the predict cell judges the guess; after the replay, the answer cell counts all 35 moves.
# Run: the predict cell, with a guess from the room, before the replay.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watch the rule at work
#
# The rule's tour of 6 × 6, replayed. Visited squares show their order of visit (top left), unvisited ones their
# *current* onward degree; the knight's candidates are outlined.
#
# **While you step:** predict which candidate the rule takes, then step: the caption says which it took, and
# why. It also counts moves onto squares with 3 or more onward squares.


# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the animation on the next sub-slide shows the degrees the rule compares at every step.
# Ask: what happens to the numbers next to a square the knight has just visited?
# Answer: each drops by one: the visited square is no longer an onward square for them.
#
# </details>

# %% slideshow={"slide_type": "subslide"} teachkit={"minutes": 10}
from teachkit.knight.draw import KnightScene, tour_frames
from teachkit.player import Player

six = warnsdorff(6)
Player(tour_frames(six), KnightScene(six, ask=True), interval=500, title="Warnsdorff's rule on 6x6")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: each visit takes one onward square from every neighbour, so the numbers near the knight drop as it passes.
# Ask: at square 6 of 36 (knight on c6), which candidate does the rule take, and why?
# Answer: a5: 2 onward squares, fewer than d4 (5) and b4 (4); the caption of square 7 confirms it.
# Run: the Player cell; step with the arrow button, don't play at full speed.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from collections import Counter

chosen = Counter(onward_degree(six.squares[k], set(six.squares[:k]), 6, 6) for k in range(1, 36))
print("onward squares of the chosen square -> how many of the 35 moves:", dict(sorted(chosen.items())))
print(f"3 or more: {sum(v for d, v in chosen.items() if d >= 3)} of 35")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# "Fewest" is relative: the rule compares only the knight's candidates, at most eight. It takes a nearly
# cut-off square exactly when one of them is nearly cut off.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the counts show how often the chosen square still had room; the rule is local, not global.
# Ask: does the rule ever look at a square that is not one jump away?
# Answer: only to count its onward squares; it never compares squares beyond the knight's candidates.
# Run: the answer cell (open it after the prediction).
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Squares no tour starts from: the colour argument
#
# Before asking where the *rule* fails: where must *every* method fail?
#
# * Colour the board like a chessboard: `(row, col)` has a1's colour when row + col is even.
# * A knight's move changes row + col by 1 or 3, an odd number.
# * So **every move lands on the other colour**, and a tour alternates colours.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the colour argument is a proof, not a measurement: it holds on every board.
# Ask: a knight on a white square makes 7 moves; what colour is it on now?
# Answer: black — an odd number of moves changes colour an odd number of times.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Odd boards
#
# * n and m both odd: one more square of a1's colour (the corners' colour) than of the other.
# * A path that alternates colours and covers one more of a1's colour must start and end on a1's colour.
# * So on such a board **no tour starts on the other colour**, and **no closed tour exists** (going round,
#   it would need equal counts).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: counting colours proves two things at once: where a tour can start, and that no closed tour exists.
# Ask: why does a closed tour need equally many squares of each colour?
# Answer: going round the loop, the colours alternate and the last move returns to the first colour, so they pair up.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# `knights_tour(n, m, start)` returns a checked tour from `start`, or raises `NoTourExists` with the reason
# (how it works: [notebook 09](09-knights-tours-with-guarantees.ipynb)).

# %% slideshow={"slide_type": "-"}
from teachkit.knight import NoTourExists, knights_tour

for n, m in [(5, 5), (6, 6), (7, 7), (3, 4)]:
    same = sum((r + c) % 2 == 0 for r in range(n) for c in range(m))
    print(f"{n}x{m}: {same} squares of a1's colour, {n * m - same} of the other")
try:
    knights_tour(5, 5, start=(0, 1))
except NoTourExists as why:
    print("5x5 from b1 = (0, 1):", why)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: 5 × 5 has 13 squares of a1's colour and 12 of the other, so a tour starts and ends on a1's colour.
# Ask: can a tour of 5 × 5 start on b1?
# Answer: no — b1 has the other colour; `knights_tour` refuses with exactly this reason.
# Run: the colour-count cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The failure map
#
# The rule gets stuck for one of two different reasons:
#
# * **no tour**: no tour starts on that square (a theorem, or a search of every move sequence): no method could succeed;
# * **rule stuck**: a tour from that square exists (`knights_tour` builds one), but the rule missed it.
#
# `failure_map(sizes, tie_break, start)` sorts each n × n board into *tour found*, *rule stuck* or *no tour*.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two kinds of failure; only one of them is the rule's fault.
# Ask: the rule gets stuck from b1 on 5 × 5. Whose fault is it?
# Answer: the board's: no tour of 5 × 5 starts on b1 (colour argument), so that is "no tour".
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict:** run the classic rule from a1 on every n × n board from 5 × 5 to 60 × 60, 56 sizes. On how
# many of them will it get stuck? Answer `"none"`, `"1–3"`, `"4–10"` or `"more than 10"`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "none", "1–3", "4–10" or "more than 10", then run the cell
predict("knight:08-stuck-5-60", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight import failure_map, failures
from teachkit.knight.failure import STUCK

stuck = failures(failure_map(range(5, 61), "first"), STUCK)
print(f"The classic rule from a1, n = 5..60, gets stuck on {len(stuck)} sizes: {stuck}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: "rule stuck" blames the rule; "no tour" blames the board. Take the vote before anyone runs the cell.
# Ask: hands up for each answer: none, 1–3, 4–10, more than 10.
# Answer: 4–10: stuck on 35, 36, 38, 41, 49 and 52; the predict cell prints them after a guess.
# Run: the predict cell, then the map on the next slide.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The map from a1, and how far the rule got
#
# One column per n × n board, n = 5..60, from a1, and how much of each stuck board the rule covered
# (run it after predicting).

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["slide-scroll"]
from teachkit.knight import failure_map, failures, first_failure
from teachkit.knight.draw import plot_failure_map
from teachkit.knight.failure import NO_TOUR, STUCK

classic = failure_map(range(5, 61), "first")
stuck = failures(classic, STUCK)
print(f"The classic rule from a1, n = 5..60, gets stuck on {len(stuck)} sizes: {stuck}")
print("  no tour on:", failures(classic, NO_TOUR), "— first board where it gets stuck:", first_failure(classic, STUCK))
print(f"{'n':>4} {'squares':>8} {'visited':>8} {'left over':>10} {'covered':>8}")
for row in classic:
    if row.kind == STUCK:
        print(
            f"{row.n:4d} {row.n * row.n:8d} {row.visited:8d} {row.n * row.n - row.visited:10d} "
            f"{row.visited / row.n**2:8.1%}"
        )
plot_failure_map({"first, from a1": classic}, start=(0, 0))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: every purple column is the rule's own failure: a tour from a1 exists on that size; and each time the
# rule had covered most of the board.
# Ask: does the list of stuck sizes follow a pattern (all even, all odd)? Early or late failures?
# Answer: no pattern: 35, 36, 38, 41, 49, 52, odd and even, scattered; late: over 90% covered each time.
# Run: the map cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What "stuck" looks like
#
# It fails late: each time, most of the board was covered. On the chessboard, from a3, it gets stuck too,
# though a tour from a3 exists:

# %% slideshow={"slide_type": "-"} tags=["slide-scroll"]
from teachkit.knight import knights_tour, warnsdorff
from teachkit.knight.draw import plot_stuck

stuck_walk = warnsdorff(8, start=(2, 0))
print(f"from a3: {len(stuck_walk.squares)} of 64 squares; a checked tour from a3 exists:", end=" ")
print(knights_tour(8, 8, (2, 0)).is_complete)
plot_stuck(stuck_walk)

# %% [markdown] slideshow={"slide_type": "fragment"}
# The four squares left still have 2 onward squares each, but only to one another: none is a knight's move
# from b3, and nothing can undo the moves that fenced them off.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a greedy rule that never undoes a move loses all its work when it is fenced off at the end.
# Ask: why is a late failure annoying for a greedy rule?
# Answer: it never undoes a move, so all that work is lost; a search would back up a few moves instead.
# Run: the stuck-picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Another start: d3
#
# **Predict:** the classic rule from d3 = `(2, 3)`, n = 5..60: on which sizes will the map show *no tour*? Answer `"odd"`, `"even"`, `"all"` or `"none"`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "odd", "even", "all" or "none", then run the cell
predict("knight:08-d3-no-tour", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight import failure_map, failures
from teachkit.knight.failure import NO_TOUR

print("no tour from d3, n = 5..60:", failures(failure_map(range(5, 61), "first", start=(2, 3)), NO_TOUR))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# * Every odd size is *no tour*: d3 has row + col = 5, odd, so it is not a1's colour, and on an odd board a
#   tour must start on a1's colour.
# * Those sizes say nothing about the rule; only *rule stuck* is the rule's fault.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this prediction can be reasoned, not guessed; take the vote before anyone runs the cell.
# Ask: which earlier slide answers this without running anything?
# Answer: the colour argument ("Odd boards"): d3 is not a1's colour, so every odd size is "no tour".
# Run: the predict cell, then the map on the next slide.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The map from d3
#
# Run it after you have predicted.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.knight import failure_map, failures
from teachkit.knight.draw import plot_failure_map, square_name
from teachkit.knight.failure import NO_TOUR, STUCK

start = (2, 3)
name = square_name(start)
from_start = failure_map(range(5, 61), "first", start=start)
print(f"no tour from {name}, n = 5..60:", failures(from_start, NO_TOUR))
print(f"rule stuck from {name}, n = 5..60:", failures(from_start, STUCK))
plot_failure_map({f"first, from {name}": from_start}, start=start)

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Try it:** change `start = (2, 3)` to another square, e.g. `(1, 1)` (b2), and run the cell again.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the grey striped columns are the board's fault, the purple crossed ones the rule's.
# Ask: what would the map from b2 = (1, 1) show as "no tour"?
# Answer: nothing from the colour argument: 1 + 1 is even, a1's colour, so no size is ruled out by colour.
# Run: the d3 map cell, then change the start live to (1, 1).
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Build a tour yourself (optional)
#
# * Click a square to start, then click squares a knight's jump away.
# * Ask for hints to see each candidate's onward degree.
# * Follow Warnsdorff's rule by hand: do you cover every square?

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: on the next sub-slide the board is yours: you play the rule.
# Ask: what do you compare before each click?
# Answer: the onward degrees of the candidates (the hints); take the smallest, on a tie the first in SEED_ORDER.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "optional"] teachkit={"minutes": 8}
from teachkit.knight.play import PlayKnight

PlayKnight(5, 5)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: now you are the rule: click, look at the hints, take the fewest.
# Ask: start on a1 and follow the rule by hand; do you cover all 25 squares?
# Answer: yes — settling ties by SEED_ORDER gives the tour printed at the start; on 5 × 5 from a1 every way
# of settling the ties completes a tour (all 32 checked); on other starts or bigger boards another tie choice
# can get stuck.
# Run: the PlayKnight cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional): tie-breaks, Roth's report, bigger boards
#
# Nothing after this part depends on it.
#
# * Arnd Roth's Mathematica program runs Warnsdorff's rule with *his own* tie-break.
# * Two reports of how it did. Ganzfried (2004), citing Roth's web page: it first fails on 428 × 428,
#   and on under 1% of the sizes below 2000. Weisstein's MathWorld entry: it fails on some boards bigger than
#   76 × 76, without naming the first. We could not check Roth's own words.
#
# Both say it found a tour on every size up to 76 × 76. What does *our* classic rule do there?

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a report about one program with its own tie-break; we test ours on the same range.
# Ask: if our rule gets stuck below 76, is Roth's report false?
# Answer: no — his report is about his tie-break, not ours.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "optional"]
from teachkit.knight import knights_tour
from teachkit.knight.failure import stuck_sizes

below_76 = stuck_sizes(range(5, 77))
stuck = [n for n in below_76 if n <= 60]
print(f"The classic rule from a1, n = 5..60, gets stuck on {len(stuck)} sizes: {stuck}")
print("  and on n = 61..76:", [n for n in below_76 if n > 60])
exists = all(knights_tour(n, n, (0, 0)).is_complete for n in below_76)
print("  a checked tour from a1 exists on each of those sizes:", exists)

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# So the classic rule from a1 gets stuck on some sizes below 76 × 76 although a tour exists. This does not
# contradict Roth: his report is about his own tie-break, which teachkit does not implement.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a quotation about one program is not a theorem about every tie-break; we measure ours.
# Ask: does our measurement show Roth was wrong?
# Answer: no — his report is about his tie-break; we ran a different one.
# Run: the `stuck_sizes(range(5, 77))` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Four tie-breaks
#
# * **first**: the first minimum in move order (the classic rule).
# * **roth**: *our simplified form* of Roth's tie-break: among tied squares, the one farthest from the
#   board's exact centre; still tied, the first in move order. (Roth's remaining tie-break, and his exact
#   centre, are not documented in the sources we could read, so his program may choose differently.)
# * **lookahead** (in the style of Ira Pohl): for each tied square add up the onward degrees of *its*
#   unvisited neighbours; take the smallest sum.
# * **random**: a random tied square (seeded); when stuck, start again, up to 50 times.


# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: four ways to settle ties; only the tie-break differs, the rule stays "fewest onward squares".
# Ask: why might pushing the knight to the rim help?
# Answer: the rim squares have few onward squares, like the corners; using them early keeps them reachable.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-scroll", "optional"]
from teachkit.knight import failure_map, failures
from teachkit.knight.draw import plot_failure_map
from teachkit.knight.failure import STUCK

classic = failure_map(range(5, 61), "first")
maps = {
    "first": classic,
    "roth": failure_map(range(5, 61), "roth"),
    "lookahead": failure_map(range(5, 61), "lookahead"),
    "random, 50 restarts": failure_map(range(5, 61), "random", seed=0, restarts=50),
}
stuck = failures(classic, STUCK)
print(f"The classic rule from a1, n = 5..60, gets stuck on {len(stuck)} sizes: {stuck}")
print(f"{'tie-break':>20} {'stuck':>6}  sizes where the rule gets stuck (n = 5..60, start a1)")
for name, rows in maps.items():
    print(f"{name:>20} {len(failures(rows, STUCK)):6d}  {failures(rows, STUCK)}")
most = max(maps["random, 50 restarts"], key=lambda row: row.attempts)
print(f"random: most attempts needed: {most.attempts} (n = {most.n})")
plot_failure_map(maps, start=(0, 0))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the tie-break moves the failures around; none of the deterministic ones is perfect here.
# Ask: which tie-break got stuck least on n = 5..60?
# Answer: random with restarts completes every size here; of the deterministic ones lookahead (stuck only on 21).
# Run: the four-maps cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# Blue: tour found; purple with crosses: rule stuck although a tour exists; grey with stripes: no tour.
# Measured on n = 5..60 from a1, not a guarantee: the ranking changes on larger boards (below).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: from a1 there is no grey: on every size here a tour from a1 exists.
# Ask: why is there no grey column from a1?
# Answer: a1 has the corners' colour, so the colour argument rules nothing out; the rule found a tour itself
# on 50 sizes, and `knights_tour` found a checked one on each of the 6 where it got stuck.
# Run: the `plot_failure_map(maps)` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Bigger boards: a measurement shipped with teachkit
#
# * Walking every size up to 400 is slow in plain Python (as in the browser).
# * So teachkit ships the result: `shipped_stuck()` lists, for n = 5..400 from a1, where each deterministic
#   tie-break got stuck (a tour from a1 was checked on each of those sizes).
# * The cell re-walks n = 61..100 to check the shipped list. (`failure_map` walks with `warnsdorff_fast`, which
#   keeps a table of onward degrees up to date; the cell checks it makes the same moves as `warnsdorff`.)

# %% slideshow={"slide_type": "fragment"} tags=["optional"]
from teachkit.knight import warnsdorff_fast
from teachkit.knight.failure import shipped_stuck

same = all(warnsdorff_fast(n).squares == warnsdorff(n).squares for n in range(5, 21))
print("warnsdorff_fast and warnsdorff make the same moves on n = 5..20:", same)
measured = shipped_stuck()
live = stuck_sizes(range(61, 101))
print("shipped list = live walk on n = 61..100:", [n for n in measured["stuck"]["first"] if 61 <= n <= 100] == live)
ranges = [(5, 60), (61, 200), (201, 400)]
print(f"{'tie-break':>10}" + "".join(f"{f'n = {lo}..{hi}':>22}" for lo, hi in ranges))
for name, sizes in measured["stuck"].items():
    counts = [f"stuck on {sum(lo <= n <= hi for n in sizes)} of {hi - lo + 1}" for lo, hi in ranges]
    print(f"{name:>10}" + "".join(f"{count:>22}" for count in counts))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a shipped measurement is still a measurement; the cell re-checks part of it live.
# Ask: which tie-break looks best on n = 5..60 but collapses on 201..400?
# Answer: lookahead — read its row of the table.
# Run: the `shipped_stuck()` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### What the measurement shows
#
# * Classic rule from a1: stuck more often as the board grows, on most sizes from 201 to 400.
# * `lookahead`, best of the three deterministic tie-breaks on 5..60: stuck on 30 of 140 sizes in 61..200, 130 of 200 in 201..400.
# * Our `roth`: stuck on only a handful of sizes up to 400; a measurement of our simplification, not of
#   Roth's program.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the best tie-break on small boards is not the best on large ones.
# Ask: is our `roth` proved to work on every board?
# Answer: no — measured on n = 5..400 from a1, where it got stuck on 6 sizes.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### What is not measured, and not proved
#
# * Random ties: not measured beyond n = 60.
# * Squirrel and Cull (1996): Warnsdorff's rule with tie-breaking move orders that depend on n mod 8 and
#   switch at set squares. Squirrel claimed it works for every n ≥ 112 (as Ganzfried reports): a conjecture.
# * Ganzfried (2004), measured: it works for every n from 5 to 610 except 74 (another fixed order does 74).
# * Ganzfried, proved: it works whenever n ≡ 7 (mod 8) and n ≥ 47; 7, 15, …, 39 rest on his runs. Other n
#   ≥ 112: measured up to 610, not proved: a conjecture, as far as we found.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: measured, on stated ranges, from a1 only; a conjecture is named as one, and the part that is proved
# (Ganzfried: n ≡ 7 mod 8 from 47 on) is named too.
# Ask: can a measurement up to 400 prove the rule works on every board?
# Answer: no — only a proof can; to be sure of a tour we need notebook 09's methods.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * Warnsdorff's rule (fewest onward squares first) builds a tour in one pass when it works.
# * A heuristic: measured from a1, the classic rule gets stuck on a few sizes up to 60 where a tour exists,
#   and late.
# * Some starts have no tour at all (the colour argument): not the rule's fault.
#
# **Where next:** [09 · Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb): which boards
# have tours, and tours you can rely on. Or back to the [index](00-index.ipynb).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a rule of thumb that usually works is not a guarantee; next time we get guarantees.
# Ask: name one failure of the rule and one failure of the board.
# Answer: rule: a stuck size from a1 in the list; board: any odd size from d3 (colour argument).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * H. C. von Warnsdorff, *Des Rösselsprunges einfachste und allgemeinste Lösung* (1823).
# * `SEED_ORDER`: teachkit's fixed move order; no publication is cited for it.

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ## Sources of the optional part
#
# * Ira Pohl, "A method for finding Hamilton paths and Knight's tours", *Communications of the ACM* (1967).
# * Arnd Roth, *The Problem of the Knight*, a web page and Mathematica notebook (cited by Ganzfried; we could
#   not read it).
# * Eric W. Weisstein, "Knight's Tour", *MathWorld*: reports Roth's program failing above 76 × 76.

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ## Sources of the optional part (continued)
#
# * Douglas Squirrel and Paul Cull, "A Warnsdorff-Rule Algorithm for Knight's Tours on Square Chessboards"
#   (1996).
# * Sam Ganzfried, "A Simple Algorithm for Knight's Tours", Oregon State University REU report, advisor Paul
#   Cull (2004; a later version is titled "A New Algorithm for Knight's Tours"): Roth's 428 × 428, the runs
#   for n = 5..610, and the proof for n ≡ 7 (mod 8), n ≥ 47.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# The model answers, folded: open one only after you have tried the exercise.

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
    candidates = [
        (r + dr, c + dc)
        for dr, dc in SEED_ORDER
        if 0 <= r + dr < n and 0 <= c + dc < m and (r + dr, c + dc) not in visited
    ]
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
