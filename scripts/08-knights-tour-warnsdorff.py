# %% [markdown] slideshow={"slide_type": "slide"}
# # Knight's tours: Warnsdorff's rule and where it fails
#
# *You write a greedy rule for knight's tours, then measure where it fails.*
#
# **Learning objectives.** You can
# * write Warnsdorff's rule: onward degree, one step, the whole walk;
# * prove by counting colours where a tour cannot start when both sides of the board are odd;
# * read a failure map: "rule stuck" versus "no tour", on the sizes measured.
#
# **Prerequisites.** Python lists, sets and functions.
#
# **Time needed.** About 60 minutes, plus about 15 for the optional part (how they are counted:
# [00-index](00-index.ipynb)).
#
# **Previous:** [07 · The 15-puzzle: pattern databases](07-fifteen-puzzle-pattern-databases.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Where next:** [09 · Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb)

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
# - 15 min — Exercises 1–3 (degree, choose, walk; the walk may be homework)
# - 5 min — the animation and the "nearly cut off" prediction
# - 5 min — the colour argument
# - 10 min — the failure map and the d3 start
# - 2 min — summary
#
# 90-minute plan:
# - 5 min — the problem, squares and pictures
# - 10 min — Warnsdorff's rule and one step
# - 25 min — Exercises 1–3 (degree, choose, walk), with a wrong try discussed
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
# * A knight jumps two squares one way and one at right angles.
# * A **knight's tour** visits every square exactly once; **closed** if the last square is a knight's move
#   from the first, otherwise **open**.
# * In the graph of knight's moves, a tour is a **Hamilton path**.

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
# * A square is `(row, col)`, from 0, on n rows and m columns.
# * Pictures are chess diagrams: `(0, 0)` is **a1**, bottom left; `(2, 3)` is d3 (rank 3, file d).
# * The printout numbers squares in visiting order, row 0 *first* (upside down); `Not Completed` means stuck.

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
# The same tour drawn, a1 bottom left; circle = start, square = end:

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
# Warnsdorff's rule (1823), in our words: jump to the unvisited square with the **fewest onward squares**.
#
# It is **greedy** (never reconsiders) and a **heuristic** (a rule of thumb, with no promise).

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
# * A corner is entered from two squares only; once both are used, it is cut off.
# * So the rule usually takes such a candidate while it still can (a tie can leave it behind); squares with
#   many onward squares can wait.
# * No move is undone: at most n·m − 1 moves.

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
# * A **tie** (equal onward degrees) is settled by a **tie-break**. Our **classic rule** takes the first in
#   `SEED_ORDER`, teachkit's own fixed order of the eight moves.
#
# Below: that order, and 5 × 5 with a1 visited.


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
# * From a1 the candidates c2 = `(1, 2)` and b3 = `(2, 1)` tie.
# * (+1, +2), the move to c2, comes before (+2, +1) in `SEED_ORDER`, so the classic rule takes c2.

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
# Write `degree(square, visited, n, m)`: how many squares not in `visited` a knight on `square` of an
# n × m board can jump to.
#
# The jumps are `SEED_ORDER`'s pairs; mind the edges. The checker refuses teachkit's knight functions.

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
# Write `choose(here, visited, n, m)` with your `degree`: of the unvisited squares a knight's move from
# `here`, in `SEED_ORDER`, return the one with the fewest onward squares (on a tie, the first), or `None` if
# there is none (stuck).

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.knight.next_square", "teachkit.knight.onward_degree", "teachkit.knight.onward_degrees", "teachkit.knight.knight_moves"], "exercise": "08-2", "minutes": 15}
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
# ### Exercise 3 — the whole walk
#
# Write `walk(start, n, m)`: the squares the rule visits from `start`, in order. `start` is visited from the
# outset; ask your `choose` for the next square until it returns `None`.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.knight.next_square", "teachkit.knight.onward_degree", "teachkit.knight.onward_degrees", "teachkit.knight.knight_moves"], "exercise": "08-3", "minutes": 6}
from teachkit.knight import check_walk


def walk(start, n, m):
    """The squares Warnsdorff's rule visits from start, in order, until the knight is stuck."""
    ...  # your code here


check_walk(walk)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: three lines of loop around your `choose`; the checker tries a board where the knight gets stuck too.
# Ask: when does the loop stop, and what is in the list at that moment?
# Answer: when `choose` returns None; the list holds every square visited, the start and the last square too.
# Run: the exercise cell; the usual slips are a start not marked visited and a list one square short.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Your walk, and teachkit's
#
# From here on we call teachkit's versions (`warnsdorff` and helpers); they choose as yours do.

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict
from teachkit.knight import onward_degree

print("your walk((0, 0), 5, 5) == warnsdorff(5):", check_walk(walk) and walk((0, 0), 5, 5) == list(tour.squares))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the library's walk and yours make the same moves; from now on we call the library for speed and checks.
# Ask: which line of teachkit's `_pick` settles a tie (Solutions)?
# Answer: `return tied[0]`: the tied candidates stay in SEED_ORDER (from a1 on 5 × 5: c2, as on the tie slide).
# Run: the comparison cell, once Exercise 3 passes.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Does the rule always take a square that is nearly cut off?
#
# * **1** onward square: unless taken now, it can only be the last square.
# * **2**: passable (in by one, out by the other) until either is used.
# * We call 2 or fewer **nearly cut off**.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a square with 1 onward square is a future dead end unless taken now; with 2, one slip away from it.
# Ask: a square has 0 onward squares and is unvisited; what does that mean for the tour?
# Answer: the knight can enter it only by jumping there now, and would then be stuck: unless it is the last
# unvisited square, the tour is already lost.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict:** the rule's tour of 6 × 6 from a1 (replayed below) makes 35 moves. In what share of them does
# the square it jumps to still have 3 or more onward squares? Count every move, even one with a single candidate.

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
# The 6 × 6 tour, replayed: visited squares show their number, unvisited ones their *current* onward degree;
# candidates are outlined. **Before each of the first 10 steps**, predict the choice; the caption gives the
# rule's, and why. Then play the rest.


# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the animation on the next sub-slide shows the degrees the rule compares at every step.
# Ask: what happens to the numbers next to a square the knight has just visited?
# Answer: each drops by one: the visited square is no longer an onward square for them.
#
# </details>

# %% slideshow={"slide_type": "subslide"} teachkit={"minutes": 6}
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
print("onward squares of the chosen square: moves", dict(sorted(chosen.items())))
print(f"3 or more: {sum(v for d, v in chosen.items() if d >= 3)} of 35")

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

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### So, does it always take a nearly cut-off square?
#
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# No. The rule compares only the knight's own candidates, so it takes a nearly cut-off square only when one is a
# knight's move away; otherwise the fewest onward squares may still be 3 or more.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: "fewest" is relative: the rule picks the least bad of the knight's own candidates.
# Ask: when can the rule take a square with 1 onward square?
# Answer: only when it is one of the knight's candidates; there only a square with 0 (or a tie) can beat it.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Squares no tour starts from: the colour argument
#
# * `(row, col)` has a1's colour when row + col is even.
# * A knight's move changes row + col by 1 or 3, an odd number, so **every move changes colour**.

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
# **Predict:** a tour of 5 × 5 alternates colours, so squares 1, 3, …, 25 of it share square 1's colour. Count
# each colour on 5 × 5: which colour must square 1 have?

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # "a1's colour", "the other colour" or "either", then run the cell
predict("knight:08-tour-start-colour", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: count first, then decide; the odd places of a tour all have square 1's colour.
# Ask: how many squares of each colour does 5 × 5 have?
# Answer: 13 of a1's colour, 12 of the other; so square 1 has a1's colour.
# Run: the predict cell, with a vote first.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The proof on 5 × 5
#
# <details>
# <summary><b>The proof</b> (open after you have predicted)</summary>
#
# 1. a1's colour (the corners') has 13 squares on 5 × 5, the other colour 12.
# 2. A tour's odd places 1, 3, …, 25 are 13, its even places 12, and the odd places share square 1's colour.
# 3. The tour visits each square once, so its 13 odd places are 13 different squares of one colour; only a1's
#    colour has 13: **a tour of 5 × 5 starts (and ends) on a1's colour; no tour starts on the other colour**.
# 4. A closed tour, a loop, alternates all the way round, so it needs equal counts: **5 × 5 has no closed tour**.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: counting colours proves two things at once: where a tour can start, and that no closed tour exists.
# Ask: why does a closed tour need equally many squares of each colour?
# Answer: going round the loop, the colours alternate and the last move returns to the first colour, so they pair up.
# Run: the predict cell, with a vote first; then open the proof.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The proof at work
#
# `knights_tour(n, m, start)` (notebook 09) refuses a start that the proof rules out, and says why (run it):

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.knight import NoTourExists, knights_tour

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
# Run: the `knights_tour(5, 5, start=(0, 1))` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The failure map
#
# Two kinds of failure:
#
# * **no tour**: no tour starts there (a theorem, or a search of every move sequence);
# * **rule stuck**: a tour from there exists (`knights_tour` builds one); the rule missed it.
#
# `failure_map(sizes, tie_break, start)` sorts n × n boards into *tour found*, *rule stuck*, *no tour*.

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
# **Predict:** the classic rule from a1 on every n × n board, n = 5..60 (56 sizes): on how many does it get
# stuck?

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
# One column per size.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["slide-scroll"]
from teachkit.knight import failure_map, failures
from teachkit.knight.draw import plot_failure_map
from teachkit.knight.failure import NO_TOUR, STUCK

classic = failure_map(range(5, 61), "first")
print("no tour on:", failures(classic, NO_TOUR))
print(f"rule stuck on {len(failures(classic, STUCK))} of the {len(classic)} sizes:")
for row in classic:
    if row.kind == STUCK:
        print(f"  n = {row.n}: stuck after {row.visited} of {row.n**2} squares ({row.visited / row.n**2:.1%})")
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
# It fails late on the chessboard from a3 too, where a tour exists:

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["slide-scroll"]
from teachkit.knight import knights_tour, warnsdorff
from teachkit.knight.draw import plot_stuck

stuck_walk = warnsdorff(8, start=(2, 0))
print(f"from a3: {len(stuck_walk.squares)} of 64 squares; a checked tour from a3 exists:", end=" ")
print(knights_tour(8, 8, (2, 0)).is_complete)
plot_stuck(stuck_walk)

# %% [markdown] slideshow={"slide_type": "fragment"}
# The four squares left have 2 onward squares each, both among the four, and none is a knight's move from b3:
# fenced off for good.

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
# **Predict:** from d3 = `(2, 3)`, n = 5..60: on which sizes will the map show *no tour*?

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
# Every odd size: d3 (row + col = 5) is not a1's colour. The board's fault, not the rule's.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this prediction can be reasoned, not guessed; take the vote before anyone runs the cell.
# Ask: which earlier slide answers this without running anything?
# Answer: the colour proof: d3 is not a1's colour, so every odd size is "no tour".
# Run: the predict cell, then the map on the next slide.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The map from d3

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.knight import failure_map, failures
from teachkit.knight.draw import plot_failure_map, square_name
from teachkit.knight.failure import NO_TOUR, STUCK

start = (2, 3)
from_start = failure_map(range(5, 61), "first", start=start)
print(f"from {square_name(start)}, n = 5..60: no tour on", failures(from_start, NO_TOUR))
print("  rule stuck on", failures(from_start, STUCK))
plot_failure_map({f"first, from {square_name(start)}": from_start}, start=start)

# %% [markdown] slideshow={"slide_type": "fragment"}
# <details>
# <summary><b>The colour rule on any board</b> (open after you have predicted)</summary>
#
# The 5 × 5 proof works on every board with an odd number of squares (n and m both odd): a1's colour has one
# square more, so every tour starts on a1's colour and no closed tour exists. With an even number of squares
# the colours are equal, and counting colours rules out no start.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the grey striped columns are the board's fault, the purple crossed ones the rule's.
# Ask: on which sizes is the map from d3 "no tour"?
# Answer: every odd size: d3 is not a1's colour.
# Run: the d3 map cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Try it: from b2
#
# b2 = `(1, 1)` has a1's colour: where will its map show *no tour*? Decide, then run the next cell.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
start = (1, 1)
from_b2 = failure_map(range(5, 61), "first", start=start)
print(f"from {square_name(start)}: no tour on", failures(from_b2, NO_TOUR), "; rule stuck on", failures(from_b2, STUCK))

# %% [markdown] slideshow={"slide_type": "fragment"}
# <details>
# <summary><b>From b2</b> (open after you have run it)</summary>
#
# Colour rules out no size from b2; the rule still gets stuck on some.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a start of a1's colour: the colour count no longer rules anything out.
# Ask: what would the map from b2 = (1, 1) show as "no tour"?
# Answer: nothing from the colour argument: 1 + 1 is even, a1's colour, so no size is ruled out by colour.
# Run: the b2 cell after the room has answered.
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
# ## Going further (optional): can a better tie-break rescue the rule?
#
# Our rule got stuck on some sizes (the map from a1 printed how many). Is the rule to blame, or only the way it settles ties? (Nothing after
# this part depends on it.)
#
# Arnd Roth ran the rule with a tie-break of his own. By Weisstein's *MathWorld* (Sources) it found a tour on
# every size up to 76 × 76; Ganzfried reports Roth's own claim that it first fails at 428 × 428.
# Does our classic rule do as well up to 76?

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
# No: from a1 it gets stuck on sizes below 76 × 76 where a tour exists. No contradiction with Roth: his
# tie-break is not ours. So do tie-breaks matter?

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
# * **first**: the first in move order (the classic rule).
# * **roth**: the tied square farthest from the board's centre; still tied, the first in move order. Our
#   simplification of Roth's rule: his program measures from a point slightly off the centre and keeps its own
#   move order, so its tours differ from ours.
# * **lookahead** (after Ira Pohl): add up the onward degrees of each tied square's unvisited neighbours;
#   take the smallest sum; still tied, the first in move order.
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
# Blue: tour found; purple with crosses: rule stuck, a tour exists. No column is *no tour*: a tour from a1
# exists on each of these sizes. The tie-break moves the failures around. But this is n = 5..60 from a1: does the ranking hold on bigger boards?

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
# ### Bigger boards: does the ranking hold?
#
# Walking every size up to 400 is slow in plain Python, so teachkit ships the result: `shipped_stuck()` lists,
# for n = 5..400 from a1, where each deterministic tie-break got stuck (a tour from a1 was checked on each).
# The cell re-walks n = 61..100 to check it, and checks that the fast walk `failure_map` uses,
# `warnsdorff_fast`, moves like `warnsdorff`.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "fragment"} tags=["optional"]
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
# ### What the table shows
#
# * The classic rule gets stuck more often as boards grow: on most sizes from 201 to 400.
# * `lookahead`, the best deterministic tie-break on 5..60, collapses on the big boards as well.
# * Our `roth` gets stuck least: a measurement of our simplification, not of Roth's program.
#
# So the tie-break matters a lot, and the best one on small boards need not be best on big ones.

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
# ### Is there a version that always works?
#
# Not one that is proved for every n, as far as we found.
#
# * Squirrel and Cull (1996) settle ties with move orders that depend on n mod 8 and switch at set squares.
#   By Ganzfried's report, Squirrel claimed it works for every n ≥ 112: a conjecture.
# * Ganzfried (2004) ran it for every n from 5 to 610: it works except at 74 (another fixed order does 74).
#   He proved it for n ≡ 7 (mod 8), n ≥ 47; other sizes rest on the runs.
# * Our random ties: measured only up to n = 60.
#
# For tours you can rely on, notebook 09 builds them with proofs.

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
# * Warnsdorff's rule builds a tour in one pass, when it works.
# * A heuristic: measured from a1, n = 5..60, it gets stuck late on the sizes the map printed; a tour exists
#   on each.
# * Some starts have no tour (colour argument): not the rule's fault.
#
# **Where next:** [09 · Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb), or the
# [index](00-index.ipynb).

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
# * Arnd Roth, "The Problem of the Knight: A Fast and Simple Algorithm", Mathematica program, Wolfram Library
#   Archive, MathSource item 909.
# * Eric W. Weisstein, "Knight's Tour", *MathWorld*.
# * Douglas Squirrel and Paul Cull, "A Warnsdorff-Rule Algorithm for Knight's Tours on Square Chessboards"
#   (1996).
# * Sam Ganzfried, "A Simple Algorithm for Knight's Tours", Oregon State University REU report, advisor Paul
#   Cull (2004; a later version is titled "A New Algorithm for Knight's Tours").

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


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "08-3"}
# Solution — open after you have tried
def walk(start, n, m):
    visited = {start}
    squares = [start]
    here = choose(start, visited, n, m)
    while here is not None:
        visited.add(here)
        squares.append(here)
        here = choose(here, visited, n, m)
    return squares


check_walk(walk)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"]
# teachkit's own versions, the model answers: their source
import inspect

from teachkit.knight import next_square
from teachkit.knight.tour import _degree, _moves, _next, _pick

for function in (onward_degree, _degree, _moves, next_square, _next, _pick):
    print(inspect.getsource(function))
