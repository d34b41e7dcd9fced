# %% [markdown] slideshow={"slide_type": "slide"}
# # Knight's tours with guarantees: which boards have tours, and tours you can rely on
#
# **Learning objectives.** After this notebook you can
# * write a backtracking search, and tell a proof of "no tour" from a search that gave up;
# * read how the search's work grows with the board, and rerun it with a bigger budget;
# * say which boards have tours, and who proved it; follow the four-row argument;
# * (optional) splice two closed tours into one, the step that builds tours of big boards.
#
# **Prerequisites.** [08 · Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) (recalled below); Python
# lists, sets, functions and recursion.
#
# **Time needed.** About 60 minutes, plus about 45 for the optional part, by the formula in
# [00-index](00-index.ipynb).
#
# **Previous:** [08 · Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) ·
# **Index:** [00-index](00-index.ipynb) · **Next:** the last notebook — back to the [index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: last time a rule of thumb that can get stuck; today methods that either find a tour or prove there is
# none, and the theorems that say which boards have tours.
# Ask: Warnsdorff's rule got stuck on 35 × 35 from a1. Does that prove 35 × 35 has no tour from a1?
# Answer: no — a tour of 35 × 35 from a1 exists (`knights_tour(35)` builds one and checks it); a stuck
# heuristic proves nothing.
#
# 50-minute plan:
# - 3 min — recap of notebook 08
# - 5 min — backtracking: jump, undo, budget, proof
# - 22 min — Exercise 1 (the search); Exercise 2 is optional
# - 5 min — how the work grows, with its prediction and the bigger budget
# - 12 min — which boards have tours, and the four-row argument
# - 3 min — summary
#
# 90-minute plan:
# - 3 min — recap of notebook 08
# - 7 min — backtracking: jump, undo, budget, proof
# - 30 min — Exercises 1 and 2 (the search, starts with no tour; Exercise 2 is optional)
# - 7 min — how the work grows
# - 13 min — which boards have tours, and the four-row argument
# - 18 min — optional part: the splice and Exercise 3
# - 9 min — optional part: every sequence, tours of big boards
# - 3 min — summary
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## From notebook 08, in brief
#
# * A **knight's tour** visits every square once; **closed** if the last square is a knight's move from
#   the first, else **open**.
# * A square is `(row, col)` from 0; `(0, 0)` is a1, bottom left. n rows, m columns.
# * **Warnsdorff's rule** never undoes a jump, and can get stuck although a tour exists.
# * **Colours.** Every move changes colour. With an odd number of squares a tour starts and ends on the
#   corners' colour, and none is closed.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: four facts from last time; the colour argument is the one we use again today.
# Ask: on 5 × 5, can a tour start on b1?
# Answer: no — 25 squares, b1 is not the corners' colour.
#
# </details>

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Backtracking: jump, and undo when stuck
#
# * Keep a **path** (the squares so far) and the set of **visited** squares.
# * From the last square, try each jump to an unvisited square in turn, and go on from there.
# * When no jump leads on, **undo** the last jump and try the next jump from the square before.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this search tries the jumps in a fixed move order (the order `onward` hands them out, SEED_ORDER) and
# backs up when stuck; it has no rule for which square to prefer.
# Ask: what are the two differences from Warnsdorff's rule?
# Answer: the rule picks the square with the fewest onward squares and never undoes a jump; this search takes
# the squares in fixed move order and undoes a jump that leads nowhere.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Steps, budget, proof
#
# * A **step** is one jump onto a square (not the start, not an undo).
# * A **budget** caps the steps; when it is used up, the search **gives up**.
# * A search that undid every jump and found no tour is **exhaustive**: a *proof* that no tour starts
#   there. A search that gave up proves nothing.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the difference between "searched everything and found nothing" and "gave up" is the difference
# between a proof and a shrug.
# Ask: a search from a square stops after 1,000 steps with no tour. What do we know?
# Answer: nothing, if the budget was 1,000; a proof only if it stopped because every jump had been undone.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["slide-scroll"]
# ### Exercise 1 — the search
#
# Write `my_extend(path, visited, n, m, onward)` for n rows and m columns. `path` is a list of squares,
# `visited` the set of them. Return a tour that begins with `path` (a list of all n·m squares), or `None`
# (not `[]` or `False`) if there is none.
#
# 1. **Done?** If `path` holds all n·m squares, return it.
# 2. **Try each jump.** `for square in onward(path[-1], visited):` gives you, one at a time, the unvisited
#    squares a knight on the last square can jump to. Add `square` to `path` and `visited`, then let
#    `my_extend` itself extend the longer path.
# 3. **Undo.** If that call found no tour, remove `square` from `path` and `visited`, and try the next.

# %% [markdown] slideshow={"slide_type": "fragment"}
# Each square `onward` hands out counts as one step: take them with the `for` loop, not as a list. No budget
# in your code: `count_steps` stops the search when the budget is used up. Stuck? The cell after the
# exercise runs it from a1 on 3 × 4 (a correct search prints `11 False` and a tour) and on 3 × 3, which has no
# tour, so only a search that undoes its jumps tries every path (it prints `14 False None`).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the function calls itself on the longer path; when that call returns None, undo the jump.
# Ask: what is the base case?
# Answer: the path holds all n·m squares: it is a tour, return it.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["exercise", "slide-code"] teachkit={"answered_by": ["teachkit.knight.search.backtrack", "teachkit.knight.search.brute_force", "teachkit.knight.search.search_tour", "teachkit.knight.knights_tour"], "exercise": "09-1", "minutes": 40}
from teachkit.knight.exercises import check_backtracking
from teachkit.knight.search import count_steps


def my_extend(path, visited, n, m, onward):
    """Extend path to a tour of the n x m board: return the tour (a list of squares), or None."""
    ...  # your code


verdict_1 = check_backtracking(my_extend)
verdict_1

# %% slideshow={"slide_type": "fragment"} tags=["slide-code"]
for n, m in [(3, 4), (3, 3)]:  # by hand, from a1
    tour, steps, gave_up = count_steps(my_extend, n, m, (0, 0), 1000)
    print(steps, gave_up, tour)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: about 20 minutes in class (22 in the 50-minute plan; a student alone needs about 40); the usual slips are forgetting to undo (remove from path and visited) and returning too early.
# Ask: after the recursive call returns None, what two things must you undo?
# Answer: pop the square off the path and remove it from visited.
# Run: the exercise cell with a first try, to show a checker hint.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Exercise 2 (optional) — starts with no tour
#
# 3 × 8 has 12 squares of each colour: the colour argument rules out no start.
#
# * With `count_steps` and your `my_extend`, find every square of 3 × 8 from which **no** tour starts.
# * A square counts only if the search returned no tour and did not give up (if it gave up, raise the budget).
# * Answer `{square: steps, ...}`, with the steps of each proving search.
#
# The checker judges the squares and steps, not how you got them. Exercise 1 not passed yet? Skip this one.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code", "optional"] teachkit={"answered_by": ["teachkit.knight.search.backtrack", "teachkit.knight.search.brute_force", "teachkit.knight.search.search_tour", "teachkit.knight.knights_tour", "teachkit.knight.check_dead_start"], "exercise": "09-2", "minutes": 12}
from teachkit.knight.exercises import check_dead_starts

dead = ...  # {(row, col): steps, ...}: each square your search proved, with the steps it took
check_dead_starts(3, 8, dead)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a loop over all 24 squares, one search each; keep only the searches that finished without a tour.
# Ask: a search from some square gives up at the budget. Is that square in the answer?
# Answer: not yet: raise the budget until the search finishes, then decide.
# Run: the exercise cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# Any square in your answer proves more: a closed tour of 3 × 8 could be started on every square, so
# **3 × 8 has no closed tour** (one of Schwenk's exceptions, below).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: one start with no tour rules out a closed tour, because a closed tour can be begun anywhere on it.
# Ask: why does one dead start prove that 3 × 8 has no closed tour?
# Answer: a closed tour passes through that square, and read from there it would be a tour starting on it.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How the work grows
#
# From a1, with your `my_extend` if it passed, else teachkit's `backtrack` (the same search):

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.knight.search import backtrack


def search(n, m, start, budget):
    """(tour or None, steps): your my_extend if it passed, else teachkit's backtrack."""
    if globals().get("verdict_1"):  # your Exercise 1 passed
        return count_steps(my_extend, n, m, start, budget)[:2]
    return backtrack(n, m, start, budget)


# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the measurements use the students' own search when it passed the checker, so they measure their code.
# Ask: why may we swap in teachkit's `backtrack` when `my_extend` failed?
# Answer: the checker showed that a correct `my_extend` takes the same steps as `backtrack` on its cases.
# Run: the `search` cell.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code"]
budget = 100_000
print(f"{'board':>6} {'squares':>8} {'steps':>9}  result (budget {budget:,} steps)")
for n, m in [(3, 3), (3, 4), (4, 4), (4, 5), (3, 8), (5, 5), (5, 6), (6, 6)]:
    tour, steps = search(n, m, (0, 0), budget)
    if tour:
        result = "a tour"
    else:
        result = "no tour from a1: proved" if steps < budget else "budget used up"
    print(f"{n}x{m:<4} {n * m:8d} {steps:9,d}  {result}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **Run:** the budget cell. **Say:** watch how fast the steps grow from one board to the next.
# **Ask:** Which boards use up the budget? **Answer:** the ones the next slide names.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# From 11 steps on 3 × 4 to 74,300 on 5 × 5; on 5 × 6 and 6 × 6 the budget is used up: nothing decided.
#
# **Predict:** 3 × 8 found a tour. Add one column, then two (same budget, 100,000 steps): `"A"` 3 × 9 and
# 3 × 10 both find a tour; `"B"` only 3 × 9 does, 3 × 10 uses up the budget; `"C"` both use it up.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
from teachkit.checks import predict  # judges the Predict prompts

my_guess = ...
predict("knight:09-three-rows-growth", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
before = None
for m in range(7, 11):
    tour, steps = search(3, m, (0, 0), budget)
    growth = f"  x{steps / before:.1f}" if before and tour else ""
    print(f"3x{m:<3} {steps:9,d}  {'a tour' if tour else 'budget used up'}{growth}")
    before = steps

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: about twice the squares, thousands of times the work (11 steps on 3 × 4, 74,300 on 5 × 5); and "budget reached" decides nothing.
# Ask: 5 × 6 reached the budget. Does 5 × 6 have a tour from a1?
# Answer: this table cannot say. The theorems two slides on give 5 × 6 a closed tour (Schwenk), and a
# closed tour can be started on any of its squares, a1 included.
# Run: the table cell; then the vote on the Predict (A, B or C), the predict cell, and the folded answer.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Your turn: a bigger budget
#
# Give the longest board of the Predict ten times the budget: run `search(3, 10, (0, 0), budget)` with a budget
# of 1,000,000, then report what it did: `"found"` (a tour), `"proved none"` (None, fewer steps than the budget)
# or `"gave up"` (None, steps equal to the budget), and the steps it returned.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code"] teachkit={"answered_by": [], "exercise": "09-rerun", "minutes": 3}
from teachkit.knight.exercises import check_budget_rerun

budget = 1_000_000
...  # your code: run the search and print what it returns
result = ...  # "found", "proved none" or "gave up"
steps = ...  # the steps it returned
check_budget_rerun(3, 10, budget, result, steps)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: one line of code and two values; the search takes a second or two.
# Ask: the table said "budget used up" for 3 × 10. What did that tell us about 3 × 10?
# Answer: nothing; with ten times the budget the search finds a tour (the checker prints the steps).
# Run: the exercise cell, after the students have tried it.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which boards have closed tours?
#
# **Predict:** which of 3 × 7, 3 × 8, 3 × 10, 4 × 6, 5 × 5, 5 × 6, 6 × 6 have a closed tour? Write a set of
# `(rows, columns)` pairs, such as `{(3, 7), (4, 6)}`. The colour fact from 08 settles some; guess the others.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...
predict("knight:09-closed-boards", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: decide each board, and say why; some follow from last week's colour argument.
# Ask: which boards can you rule out for sure, before any theorem?
# Answer: 3 × 7 and 5 × 5: an odd number of squares, so no closed tour (colours). The rest the theorem decides.
# Run: the predict cell, then open the theorems.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The theorems: which boards have tours
#
# <details>
# <summary><b>The theorems</b> (open after you have predicted)</summary>
#
# Shorter side s, longer side t.
#
# * **Closed tours** (Allen J. Schwenk, 1991): every board except: both sides odd; s = 1, 2 or 4 (no 4 × k,
#   proved below); 3 × 4, 3 × 6 and 3 × 8.
# * **Open tours, s ≥ 5**: every board (Paul Cull and Jeffery De Curtins, 1978; machine-checked by Lukas
#   Koller).
# * **Square n × n** (n ≥ 2): open tour iff n ≥ 5, closed iff n ≥ 6 is even: the two results above, plus
#   2 × 2 to 4 × 4, which have none.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: these are proofs from the literature, cited by author; titles are in the Sources slide.
# Ask: does 7 × 9 have a closed tour? an open one?
# Answer: no closed tour (both odd, and the colour argument shows why); an open tour, by Cull and De Curtins.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Three and four rows (optional)
#
# The open-tour theorem (Cull and De Curtins, above) needs both sides ≥ 5. The cell below settles 1 to 4 rows up to 12 columns:
#
# * No tour: 1 row (t > 1), no move; 2 rows, each move shifts the column by 2, so the knight keeps to
#   every second column; 3 × 3, the centre has no move; 3 × 5, 3 × 6, 4 × 4, by exhaustive search.
# * 3 × t, t even ≥ 10: closed (Schwenk). The other 3- and 4-row boards up to 12 columns marked C or o: a checked
#   tour on each, found by the cell. Longer ones: no proof here (this notebook cites no theorem for every length
#   of 3- and 4-row open tours); `knights_tour(3, k)` or `knights_tour(4, k)` returns a checked tour or says why not.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: on 3 and 4 rows we separate what is cited, what is proved here, and what is only shown board by board.
# Ask: is "4 × 100 has an open tour" proved in this notebook?
# Answer: only if you ask `knights_tour(4, 100)` and it returns a checked tour; no general proof is claimed.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# n rows down, m columns across: C = closed tour, o = open tour only, · = no tour; 1 × 1 shows o, its one
# square being a tour. An `..._obstacle` function gives None if such a tour exists, else why not.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
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

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: every mark in the table is cited, proved (a short argument or an exhaustive search), or shown by a
# checked tour.
# Ask: why is a single checked tour enough to prove a board has a tour?
# Answer: "there is a tour" needs one example; checking it move by move is the proof. "No tour" needs all
# sequences tried (or a theorem).
# Run: the table cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Four rows
#
# **Predict:** the table of *How the work grows* found a tour of 4 × 5 from a1. From how many of its 20 squares
# does a tour start? Choose 4, 10, 16 or 20.

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code"]
my_guess = ...  # 4, 10, 16 or 20
predict("knight:09-four-by-five-starts", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the prediction is checked by an exhaustive search from all 20 squares.
# Ask: a corner of 4 × 5 has 2 knight moves; the centre square of row 1 (c2) has 6. Where would you expect tours
# to start? Answer: one might guess the centre; the search finds no tour from any square of rows 1 and 2: tours
# start only in rows 0 and 3.
# Run: the predict cell, then open the answer.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from teachkit.knight import knights_tour

four = knights_tour(4, 5, start=(0, 0))
rows = [r for r, c in four.squares]
print("A 4x5 tour, row by row:", rows, "  starts on row", rows[0], "and ends on row", rows[-1])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this tour starts on row 0 and ends on row 3, the two *outer* rows (the next slide names them); the next
# two slides prove every 4 × k tour starts and ends on an outer row.
# Ask: where in the printed rows do two middle rows (1 or 2) follow each other?
# Answer: at places 10 and 11; everywhere else outer and middle rows alternate.
# Run: the answer cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why, for every 4 × k: counting
#
# Rows 0 and 3 (ranks 1 and 4 in the picture) are the **outer** rows, rows 1 and 2 the **middle** rows.
# 1. A move changes the row by 1 or 2, so **from an outer row the knight always jumps to a middle row**.
# 2. Write a tour as a line of 4k places (picture below). By 1, no two outer squares are next to each other
#    in the line, so each of the 2k − 1 gaps between the 2k outer squares holds at least one of the 2k middle
#    squares.
# 3. **Your turn, on paper:** how many middle squares are left over, and where can they go in the line? (Count
#    before you run the picture below: it shows one case.)
#
# <details>
# <summary><b>Step 3</b> (open after you have counted)</summary>
#
# One is left over: **(a)** it is at an end of the line, or **(b)** it is in a gap, which then holds two.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: outer squares are never neighbours in the line, so middle squares separate them, with one to spare.
# Ask: where can the spare middle square go?
# Answer: at an end of the line (case a), or into a gap that then holds two (case b).
#
# </details>

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "subslide"}
from teachkit.knight.draw import plot_outer_middle

plot_outer_middle(knights_tour(4, 5, start=(0, 0)))  # the 4 x 5 tour of the answer above, as a line

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the picture is case (b): the two middle squares side by side are framed; the line starts and ends on O.
# Ask: on 4 × 5, how many outer squares, gaps between them, and middle squares?
# Answer: 10 outer squares, 9 gaps, 10 middle squares: one left over.
# Run: the picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why, for every 4 × k: colours
#
# 1. Every move changes colour, so places an even distance apart in the line have the same colour.
# 2. In (a) the outer squares fill every second place, so they all have one colour. But each outer row has
#    both colours (in the picture, O boxes marked g and w): (a) is impossible.
# 3. So (b): both ends are outer squares. **Every 4 × k tour starts and ends on an outer row**, for every k.
# 4. No move joins two outer squares, so the last square is never a move from the first: **no 4 × k board has
#    a closed tour**.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a counting argument plus the colour argument proves it for every length, no search needed.
# Ask: why is case (a), a middle square at an end of the line, impossible?
# Answer: then outer squares would all be an even number of moves apart, so all one colour; but each outer
# row has both colours.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional): a tour of 500 × 500, without search
#
# Backtracking gave up on 5 × 6. Yet the cell below builds a tour of a quarter of a million squares, checks
# it move by move, and times it (on this machine). How? (Nothing after this part depends on it.)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this part is for those who finished early: how to build tours of huge boards without search.
# Ask: what did plain backtracking decide on 5 × 6 within 100,000 steps?
# Answer: nothing: the budget was used up. Yet `knights_tour(500)` returns a checked tour: this part shows how.
#
# </details>

# %% slideshow={"slide_type": "-"} tags=["nbval-ignore-output", "optional"]
import time

start_time = time.perf_counter()
big = knights_tour(500)
print(f"500 x 500: {len(big.squares):,} squares in {time.perf_counter() - start_time:.2f} s, closed: {big.is_closed}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: no search at all on big boards: fixed pieces, spliced, then checked square by square.
# Ask: why is splicing fast?
# Answer: each splice changes four moves; the work grows with the number of squares, not with sequences.
# Run: the 500 × 500 cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The trick: splice two loops into one
#
# Take closed tours a and b of two neighbouring parts of a board. Look for a move p → q of a and a move
# y → z of b such that p–y and q–z are knight's moves too. Then:
#
# * delete p → q and y → z: each loop becomes a path;
# * add p–y and q–z: one closed loop through every square of both.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two loops, cut one move in each, and cross-connect: one loop.
# Ask: after deleting p → q, where does the path through a start and end?
# Answer: at q and p: the loop, cut open at that move, runs from q all the way round to p.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["optional"]
from teachkit.knight.construct import splice_example
from teachkit.knight.draw import square_name
from teachkit.knight.draw_splice import plot_splice

a, b, p, q, y, z = splice_example()
print(f"a: {len(a)} squares, b: {len(b)} squares")
print(", ".join(f"{label} = {s} = {square_name(s)}" for label, s in zip("pqyz", (p, q, y, z))))
plot_splice(a, b, p, q, y, z)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the picture shows the two tours, the two deleted moves and the two added ones.
# Ask: why must p–y and q–z be knight's moves?
# Answer: they become moves of the new tour, so the knight must be able to make them.
# Run: the `plot_splice` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Exercise 3 — splice two tours
#
# Write `my_splice(a, b, p, q, y, z)`.
#
# * `a` and `b` are lists of squares, each a closed tour (its first square follows its last).
# * In `a`, `q` comes right after `p`; in `b`, `z` right after `y` (also when one is last and the other first).
# * Return one list: a closed tour of all their squares that keeps every move of both except p → q and
#   y → z, and uses p–y and q–z. Any start will do.

# %% slideshow={"slide_type": "-"} tags=["exercise", "slide-code", "optional"] teachkit={"answered_by": ["teachkit.knight.construct.splice_tours"], "exercise": "09-3", "minutes": 20}
from teachkit.knight.exercises import check_splice


def my_splice(a, b, p, q, y, z):
    """One closed tour: a and b without the moves p->q and y->z, joined by p-y and q-z."""
    ...  # your code: return one list of squares


check_splice(my_splice)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: rotate a so it starts at q (it then ends at p), then walk b from y backwards to z.
# Ask: after rotating a to start at q, which square is last?
# Answer: p, because p → q was the move that closed the loop at that point.
# Run: the exercise cell with a first try.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### From splices to big boards
#
# * **Three rows.** Schwenk proves 3 × k has a closed tour for every even k ≥ 10 by splicing: put an *open*
#   3 × 4 tour in place of one move of a closed 3 × k tour, and get a closed 3 × (k + 4) tour. Start from
#   written-out tours of 3 × 10 and 3 × 12.
# * **Both sides ≥ 5.** Cut the board into blocks, give each a closed tour, splice neighbours. Ian Parberry
#   builds closed tours of n × n and n × (n + 2), n even ≥ 6, this way, in time proportional to the number
#   of squares. teachkit uses his idea with its own blocks (sides 5 to 11); if both sides are odd, one
#   block gets an open tour from the start.
# * Conrad, Hindrichs, Morsy and Wegener (1994): on n × n (n ≥ 5), which pairs of squares a tour can join,
#   with a construction.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Schwenk's step is a splice too: an open 3 × 4 tour put in place of one move.
# Ask: why must the 3 × 4 piece be an open tour, not a closed one?
# Answer: 3 × 4 has no closed tour (Schwenk); and an open tour has two ends, which is what replacing one move
# needs.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two constructions, both "fixed pieces plus splices"; no search on big boards.
# Ask: why can no block be 4 squares wide?
# Answer: every block but the one odd × odd block (open tour) needs a closed tour; a 4-wide block is not
# odd × odd, and no 4 × k board has a closed tour (proved above; also Schwenk).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# Tours built by `knights_tour` of 16 × 16 (closed), 17 × 17 and 6 × 11 (closed). Dashed lines are block
# borders; the thick vermilion moves cross them, two per splice. 16 × 16: 4 blocks, 3 splices. **Count:** how
# many splices join the 9 blocks of 17 × 17, and why that many?

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.knight.draw import plot_tours

plot_tours(
    [knights_tour(16, closed=True), knights_tour(17), knights_tour(6, 11, start=(2, 5), closed=True)],
    size=3.4,
    blocks=True,
)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: 16 × 16 is four 8 × 8 blocks with the same tour; the splices are the few moves that cross a dashed line.
# Ask: how many splices join the four blocks of 16 × 16?
# Answer: three — joining four loops into one needs three splices (each merges two loops): the 6 thick moves.
# Run: the `plot_tours` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Check your count
#
# Run the cell below once you have counted.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.knight.draw import crossing_moves

thick = crossing_moves(knights_tour(17))
print(f"17 x 17: {len(thick)} thick moves, {len(thick) // 2} splices: each splice joins two pieces into one")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: count the thick moves in the 17 × 17 picture and halve them; then run the cell.
# Ask: why are there 8 splices for 9 blocks?
# Answer: each splice joins two pieces (loops, or a loop and the one open path) into one, so 9 pieces need 8
# splices to become one.
# Run: the check cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### How much work is *every* sequence?
#
# Backtracking stops at its first tour. To count all tours you must try every move sequence: that is what
# `brute_force(n, m)` does from a1. (It counts the start as a node; we print steps = nodes − 1, jumps only.)

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.knight.search import brute_force

work = {}
for n, m in [(3, 4), (4, 5), (3, 8)]:
    done = brute_force(n, m, max_nodes=2_000_000)
    work[n, m] = done.nodes - 1
    print(f"{n}x{m} ({n * m} squares): steps={done.nodes - 1:,}  tours={done.tours}  finished={done.finished}")

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# **Predict**: 5 × 5 has one square more than 3 × 8. How many steps does trying every sequence from a1 take
# on 5 × 5? `"A"` (fewer than 200,000), `"B"` (200,000 to 10 million) or `"C"` (more).

# %% slideshow={"slide_type": "-"} tags=["predict", "slide-code", "optional"]
my_guess = ...
predict("knight:09-5x5-all-sequences", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: one square more than 3 × 8; let the room guess and say why before anyone runs the predict cell.
# Ask: hands up for A, B and C.
# Answer: the predict cell says; the answer cell shows the steps and the factor per added square.
# Run: the brute-force cell, then the predict cell.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer", "optional"]
# Answer — open after you predict
print("Answer: trying every sequence from a1; per added square, the steps added and the factor")
from teachkit.knight import knight_moves

work[5, 5] = brute_force(5, 5, max_nodes=10_000_000).nodes - 1
boards = [(3, 4), (4, 5), (3, 8), (5, 5)]
print(f"{'board':>5} {'squares':>8} {'moves/square':>13} {'steps':>10} {'added/square':>13} {'factor/square':>14}")
for (n0, m0), (n, m) in zip([(0, 0), *boards], boards):
    moves = [len(knight_moves((r, c), n, m)) for r in range(n) for c in range(m)]
    added = n * m - n0 * m0
    growth = (
        f"{(work[n, m] - work[n0, m0]) / added:13,.0f} {(work[n, m] / work[n0, m0]) ** (1 / added):13.2f}x"
        if n0
        else ""
    )
    print(f"{n}x{m:<3} {n * m:8d} {sum(moves) / len(moves):13.2f} {work[n, m]:10,d} {growth}")
six = brute_force(6, 6, max_nodes=500_000)
print(f"6x6 with a budget of 500,000: finished={six.finished}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer", "optional"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# * The steps added per square grow from thousands to over a million.
# * The factor per added square is not a constant: 3 × 8 has more squares than 4 × 5 but fewer moves per
#   square, and a small factor; 5 × 5 has one square more than 3 × 8, more moves per square, and a far
#   larger factor. Measured on these four boards, not a law.
# * On 6 × 6 a budget of 500,000 is spent before the end.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the factor per square is not a constant; on these boards more moves per square went with more work.
# Ask: what does the table show about 5 × 5 against 3 × 8, besides one more square?
# Answer: more moves per square on average (3.84 against 3.17), so more sequences to try from each square;
# on these four boards the work followed that, which is a measurement, not a proof.
# Run: the answer cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Can you trust a tour from `knights_tour`?
#
# * That a tour **exists** is cited (Schwenk; Cull and De Curtins) or shown by a checked tour; that **none**
#   exists is cited, or proved here (the colour and four-row arguments, the exhaustive searches).
# * Each tour it **returns** is checked move by move before you get it. The cells below also check its closed
#   block tours and the splices between them (the open blocks are checked by teachkit's tests).
# * Open tours of long 4-row boards, and of long 3-row boards not built by Schwenk's construction, use a
#   column-by-column **strip search**, which can also prove "no tour". That
#   it finishes within its budget is only **measured**, on the boards asked for here.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# How teachkit's construction is checked (the two folded cells below, not on the slides):
#
# * Every tour is checked by `verify_tour` / `verify_tour_fast`, move by move. The first cell checks each
#   closed block tour and a splice for each pair of neighbouring closed shapes (`block_splices`); the open
#   blocks used when both sides are odd are checked by teachkit's tests.
# * If the construction failed, or no method covered the board, `knights_tour` would fall back on a **last
#   resort**: Warnsdorff's rule with path rotations, then backtracking, each with a step budget; if both run
#   out it raises an error. The second cell counts how often that happened here.
#
# </details>

# %% [markdown] slideshow={"slide_type": "skip"} tags=["optional"]
# The two cells below check teachkit's own construction: each **block tour** (the closed tour kept for one
# block shape), and a splice for each **neighbour pair** (two shapes side by side, or one above the other).
# If the construction failed, or no method covered the board, `knights_tour` would run a **last-resort search**
# with a budget (Warnsdorff's rule that, when stuck, turns a stretch at the end of its path round to get a new
# last square, or steps back a few squares; its random choices are tried with three seeds, then backtracking);
# the second cell counts how often it ran.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["optional"]
from teachkit.knight.construct import EVEN_PARTS, ODD_PARTS, block_splices, block_tour

sides = sorted(EVEN_PARTS + ODD_PARTS)
shapes = [(a, b) for a in sides for b in sides if a % 2 == 0 or b % 2 == 0]
tours = sum(bool(verify_tour(block_tour(a, b), a, b, closed=True)) for a, b in shapes)
pairs = [(s, t, down) for s in shapes for t in shapes for down in (False, True) if s[down] == t[down]]
joined = sum(bool(block_splices(s, t, down)) for s, t, down in pairs)
print(f"{tours} of {len(shapes)} closed block tours verified; {joined} of {len(pairs)} neighbour pairs have a splice")

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["optional"]
from teachkit.knight import verify_tour_fast
from teachkit.knight.solve import FALLBACKS

asks = [(n, m, (0, 0)) for n in range(5, 13) for m in range(n, 13)] + [(8, 8, divmod(i, 8)) for i in range(64)]
good = sum(verify_tour_fast(knights_tour(n, m, s).squares, n, m) for n, m, s in asks)
print(f"{good} of {len(asks)} checked tours (boards 5x5..12x12 from a1, all 64 starts on 8x8)")
print("uses of the last-resort search with a budget, in this notebook:", sum(FALLBACKS.values()))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the guarantee of the construction is a finite check of its pieces, plus a check of every tour it returns.
# Ask: what would break if one block shape had no splice with its neighbour?
# Answer: two loops could not be joined; the cell shows every neighbour pair has a splice.
# Run: the two check cells.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * Exhaustive "no tour" is a proof; "gave up" proves nothing. The work grew far faster than the board
#   (measured).
# * Which boards have tours: theorems (Schwenk; Cull and De Curtins), exhaustive searches, checked tours.
# * Proved here: no tour of 4 × k starts on a middle row, so none is closed.
#
# **Where next:** the [index](00-index.ipynb).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: find, or prove none; cite, prove or measure — and say which.
# Ask: name one statement today that was proved, one that was cited, and one that was only measured.
# Answer: proved: the four-row argument; cited: Schwenk's closed-tour theorem; measured: the search's step counts.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * P. Cull and J. De Curtins, "Knight's tour revisited", *Fibonacci Quarterly* 16 (1978): open tours when
#   both sides are at least 5, closed ones when also n·m is even.
# * L. Koller, "Knight's Tour Revisited Revisited", an Isabelle/HOL formalisation of Cull and De Curtins'
#   proof that corrected two of its figures (github.com/kollerlukas/knights_tour).
# * A. J. Schwenk, "Which rectangular chessboards have a knight's tour?", *Mathematics Magazine* 64(5)
#   (1991): which rectangles have closed tours.

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ## Sources for the optional part
#
# * A. Conrad, T. Hindrichs, H. Morsy and I. Wegener, "Solution of the knight's Hamiltonian path problem on
#   chessboards", *Discrete Applied Mathematics* 50 (1994): Hamilton paths between given squares of n × n.
# * I. Parberry, "An efficient algorithm for the Knight's tour problem", *Discrete Applied Mathematics* 73
#   (1997): closed tours of n × n and n × (n + 2), n even ≥ 6, by divide and conquer.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# The model answers, folded: open one only after you have tried the exercise.


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

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "09-rerun"}
# Solution — open after you have tried
budget = 1_000_000
tour, steps = search(3, 10, (0, 0), budget)
result = "found" if tour else "proved none" if steps < budget else "gave up"
print(result, steps)
print(check_budget_rerun(3, 10, budget, result, steps))

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
