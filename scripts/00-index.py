# %% [markdown] slideshow={"slide_type": "slide"}
# # teachkit — three puzzles, taught by running them
#
# ***The Towers of Hanoi, the 15-puzzle and the Knight's tour: each idea in words, then in code you run.***
#
# **Learning objectives.** After this page you can open a notebook, run it, replay its animations, and check your
# answers.
#
# **Prerequisites.** Basic Python (functions, lists, loops). **Time needed.** About 10 minutes, by the
# study-time formula explained below.
#
# **Next:** [01 · Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb)
#
# **Open it elsewhere:** [run it on Binder](https://mybinder.org/v2/gh/teachkit/teachkit/main?urlpath=lab/tree/notebooks/00-index.ipynb) · [try it in your browser with JupyterLite](https://teachkit.github.io/teachkit/lite/lab/index.html?path=notebooks/00-index.ipynb) · [read it as a book](https://teachkit.github.io/teachkit/book/)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: nine short lessons on three puzzles; in each, the students predict, then write the algorithm, and a checker
# answers.
#
# Ask: who has solved the Towers of Hanoi, the 15-puzzle or a knight's tour by hand?
#
# Answer: usually many have played the first two and few have finished a knight's tour by hand; notebooks 08
# and 09 show why the tour is hard to find.
#
# 50-minute plan:
# - 5 min — The notebooks (the table)
# - 10 min — How to use a notebook; how long one takes
# - 15 min — The Player: predict the lamps for 13, then play
# - 5 min — Exercises are checked by code
# - 5 min — For teachers: the slides (the speaker notes after "Exercises are checked by code")
# - 10 min — start notebook 01: the puzzle by hand (its Exercise 1)
#
# 90-minute plan:
# - 5 min — The notebooks (the table)
# - 10 min — How to use a notebook; how long one takes
# - 20 min — The Player: predict the lamps for 13, play, the same frames on paper
# - 10 min — Exercises are checked by code
# - 5 min — For teachers: the slides (the speaker notes after "Exercises are checked by code")
# - 40 min — notebook 01 up to its Exercise 2 (the recursion)
#
# </details>

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The notebooks: Towers of Hanoi
#
# | # | notebook | the big idea | time |
# |---|---|---|---|
# | 01 | [Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb) | the recursion you write; the fewest moves; the call tree | 60 min |
# | 02 | [Towers of Hanoi without recursion](02-hanoi-without-recursion.ipynb) | a loop with three stacks, which you write, and why it is right | 60 min |
# | 03 | [Towers of Hanoi: the move at any step](03-hanoi-move-at-any-step.ipynb) | any move from the binary digits of its step | 60 min |

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the three Hanoi notebooks build on each other: the recursion, then a loop without it, then a formula
# for any single move.
#
# Ask: why start a course on algorithms with a children's puzzle?
#
# Answer: its rules fit in two lines, yet it needs recursion, induction and binary numbers — and every answer can
# be checked by replaying the moves.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 15-puzzle and the Knight's tour
#
# | # | notebook | the big idea | time |
# |---|---|---|---|
# | 04 | [The 15-puzzle: states and solvability](04-fifteen-puzzle-state-space.ipynb) | how many boards there are, and which can be solved | 60 min |
# | 05 | [The 15-puzzle: A*](05-fifteen-puzzle-a-star.ipynb) | A*: shortest solutions guided by an estimate; you write it | 60 min |
# | 06 | [The 15-puzzle: heuristics](06-fifteen-puzzle-heuristics.ipynb) | estimates compared; admissible and consistent heuristics | 60 min |
# | 07 | [The 15-puzzle: pattern databases](07-fifteen-puzzle-pattern-databases.ipynb) | pattern databases: exact distances for groups of tiles | 60 min |
# | 08 | [Knight's tours: Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) | Warnsdorff's greedy rule, where and why it fails | 60 min |
# | 09 | [Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb) | which boards have tours; search and constructions with proofs | 60 min |

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the 15-puzzle notebooks are about search with an estimate (A*); the knight notebooks about a greedy rule
# and its limits. The algorithms live in the `teachkit` package, so every picture shows what the real code did.
#
# Ask: which of these would you expect to need the most computer memory?
#
# Answer: the 15-puzzle: its 16 squares can be filled in 16! ≈ 2.1 × 10¹³ ways; notebook 04 computes what a
# plain breadth-first search would have to store.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How to use a notebook
#
# * **Run it top to bottom:** *Run → Run All Cells*. A cell still running shows `[*]`.
# * **Guess first, then look.** A *Predict* prompt asks what will happen. Replace the `...` below it with your
#   answer and run the cell: only then does it show the truth and why.
# * **Answers come after you try.** The checker's message is your help; model answers are in the teacher's
#   edition.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the one habit that matters is writing the guess down before looking; a guess kept in your head is
# always "roughly right".
#
# Ask: what does a cell show while it is still running?
#
# Answer: `[*]` on its left; the number appears when it has finished.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Try it, and exercises
#
# * **Try it** prompts say which number is worth changing: change it and run the cell again.
# * **Exercises:** you write code in a cell that ends with a `check_...` call. It answers `correct`, or
#   `not yet` with a hint.
# * If your answer uses teachkit's own solver (your function calls it, or your cell takes its moves from it),
#   the checker says `not yet`: the exercise is the writing.
# * **Graded test** cells (student edition): locked; each reruns the checker for the teacher; run one to see its verdict.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the checkers give hints, never the code; model solutions are folded (most at the end of the notebook) in the
# teacher's edition and left out of the student edition.
#
# Ask: why does the checker refuse teachkit's own solver?
#
# Answer: it would pass without the student writing anything — the exercise is the writing.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How long a notebook takes
#
# Each header states a time from one formula:
# * the words you read, at 150 a minute;
# * plus 8 minutes per exercise (or its stated minutes), 2 per prediction, and the stated minutes of a cell
#   that asks for more than reading (a replay, a board, a long proof);
# * rounded to the nearest minute, then up to a multiple of 5. A part marked **optional** is timed separately.
#
# It is an estimate, not a measurement: take the time you need. Each notebook is kept to 60 minutes or less by it.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the figure is a planning aid; slower readers should take the time they need. What counts as read
# (`teachkit.nbtools.study_minutes`): text and code, folded answers too; not speaker notes, folded solutions or
# cells skipped on the slides.
#
# Ask: a notebook has 1,500 words, two exercises of 20 minutes and three predictions: what does the formula give?
#
# Answer: 10 + 40 + 6 = 56 minutes, rounded up to 60.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The Player: one replay widget for every animation
#
# A solver's moves, replayed, give *frames* (the start, then one state per move); a **scene** draws one frame; the `Player` replays them.
#
# Our smallest scene shows a number from 0 to 15 as four lamps, worth 8, 4, 2 and 1. The values of the lit lamps
# add up to the number.
#
# **Predict.** How many lamps are lit for the number 13? Replace the `...` with your answer and run the cell.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
from teachkit.checks import predict

my_guess = ...  # a whole number from 0 to 4
predict("hanoi:index-lamps-13", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: every animation in the collection is this one widget: frames from a solver, drawn by a scene. Give the
# room a minute to write a guess for 13 before anyone runs anything.
#
# Ask: what does the Player need from us to animate a puzzle?
#
# Answer: a list of frames (one state per move) and a scene that can draw one frame.
#
# Run: the predict cell, first with the `...`, then with a guess from the room.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Write 13 as a sum of the lamps' values 8, 4, 2, 1: 13 = 8 + 4 + 1, so the lamps 2³, 2² and 2⁰ are lit and
# 2¹ is dark — 1101 in binary, three lamps lit. To find the lamps of any number from 0 to 15: take 8 if the
# number is at least 8, then do the same with what is left and 4, 2, 1.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the answer opens on this sub-slide only after the room has committed; then the player confirms it.
#
# Ask: how many lamps would 15 light, and 16?
#
# Answer: 15 = 8 + 4 + 2 + 1 lights all four; 16 needs a fifth lamp, worth 16 — four lamps stop at 15.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The lamps, played
#
# Each lamp shows its digit and, below it, its value; the line under the lamps adds up the lit values. Press
# Play, or click the player and use Space and ← / →.
#
# *Optional:* `inspect.getsource(BinaryLamps)` (`BinaryLamps` from `teachkit.hanoi.draw`) prints the class that draws these frames.

# %% slideshow={"slide_type": "-"} teachkit={"minutes": 1}
from teachkit.hanoi.draw import BinaryLamps
from teachkit.player import Player

lamps = Player(list(range(16)), BinaryLamps(), interval=500)
lamps

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the scene (`BinaryLamps`, in teachkit/hanoi/draw.py) only knows how to draw one frame (`setup`,
# `update`); the Player does the rest. Run the cell and step to 13 to confirm the prediction.
#
# Ask: which lamp switches on when the number goes from 7 to 8?
#
# Answer: the lamp worth 8 switches on and the three to its right switch off: 0111 becomes 1000.
#
# Run: the player cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Playing it
#
# * Not animated? Run the cell: a notebook you did not run shows the first frame only.
# * **Try it.** Change `interval=500` to `interval=2000` (ms per frame) and run again. Each step, one lamp
#   switches on — the rightmost dark one — and those to its right switch off (up to 15, where all four are lit).
# * The place (counted from the right) of the lamp that switches on goes 1, 2, 1, 3, 1, 2, 1, 4, …: in notebooks
#   01 and 02, this is the disk that moves at each step.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: counting up by one is "switch on the rightmost dark lamp, switch off everything to its right" — this
# ruler pattern comes back in the Hanoi notebooks.
#
# Ask: from 11 to 12, which place (from the right) switches on?
#
# Answer: place 3: 1011 becomes 1100.
#
# Run: the player cell again with `interval=2000`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The same frames on paper
#
# The Player also draws frames as a static grid, for a printed handout: here 6 evenly spaced frames of the 16
# (0, 3, 6, 9, 12, 15), each with its sum.

# %% slideshow={"slide_type": "-"}
lamps.multiples(panels=6, cols=3)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: every animation has this paper form, so a handout or a book page loses nothing.
#
# Ask: which frames would 4 evenly spaced panels of the 16 show?
#
# Answer: 0, 5, 10 and 15.
#
# Run: the `multiples` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercises are checked by code
#
# A checker answers `correct`, or `not yet` and what to look at. An unfinished answer (a `...` left in place)
# gets a `not yet` too, never a crash. The notebooks' checkers answer like these two:

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.checks import correct, wrong

print(correct("7 moves, all legal, minimal"))
print(wrong("move 3 puts disk 2 on disk 1"))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a "not yet" names the mistake — a move, a peg, a rule — never the code that fixes it.
#
# Ask: why "not yet" rather than "wrong"?
#
# Answer: it says what to do next — try again — and every exercise can be retried as often as needed.
#
# Run: the cell with `correct` and `wrong`.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# **For teachers: the notebooks as slides.**
#
# * Every cell is marked as a slide, a sub-slide, a fragment, a continuation, a speaker note, or skipped.
# * `make slides` builds one reveal.js deck per notebook in `build/slides/`; it opens in any browser, offline.
# * In a deck, `S` opens the speaker view with the notes and the lecture plans; `F` goes full screen.
#
# Say: each deck's title notes hold a 50- and a 90-minute plan; every slide's notes say what to say, what to ask
# and which cell to run.
#
# Ask: where do the answers to the Predict prompts appear in a deck?
#
# Answer: on the next sub-slide (down arrow), so the question slide stays short and the room can commit first.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * Nine lessons on three puzzles; the algorithms live in `teachkit`, and you write the one each lesson teaches.
# * Run top to bottom; write your prediction before anything reveals it; exercises answer `correct` or `not yet`.
# * Each header states its time by one formula.
# * Every animation is a `Player`: frames from a solver, drawn by a scene.
#
# **Where next:** [01 · Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: next comes the Towers of Hanoi, solved first by hand, then by a recursion the students write.
#
# Ask: what are the two things to do in every notebook?
#
# Answer: predict before looking, and write the code before opening a solution.
#
# </details>
