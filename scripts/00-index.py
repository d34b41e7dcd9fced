# %% [markdown] slideshow={"slide_type": "slide"}
# # teachkit — three puzzles, taught by running them
#
# ***The Towers of Hanoi, the 15-puzzle and the Knight's tour: each idea in words, then in code you run.***
#
# **Learning objectives.** After this page you can open any notebook of the collection, run it, replay its
# animations, check your exercise answers, and present a notebook as slides.
#
# **Prerequisites.** Basic Python (functions, lists, loops). **Time needed.** About 15 minutes, by the
# study-time formula explained below.
#
# **Next:** [01 · Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb)
#
# **Open it elsewhere:** [run it on Binder](https://mybinder.org/v2/gh/teachkit/teachkit/main?urlpath=lab/tree/notebooks/00-index.ipynb) · [try it in your browser with JupyterLite](https://teachkit.github.io/teachkit/lite/lab/index.html?path=notebooks/00-index.ipynb) · [read it as a book](https://teachkit.github.io/teachkit/book/)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The notebooks
#
# | # | notebook | the big idea | time |
# |---|---|---|---|
# | 01 | [Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb) | the puzzle by hand, a recursive solution you write yourself, the fewest moves possible, and the call tree read in order | 50 min |
# | 02 | [Towers of Hanoi without recursion](02-hanoi-without-recursion.ipynb) | the same moves from a loop with three stacks — the direction algorithm — and a proof that it makes exactly the recursion's moves | 40 min |
# | 03 | [Towers of Hanoi: the move at any step](03-hanoi-move-at-any-step.ipynb) | the move at any step from the binary digits of the step number — proved, then written by you; even for 64 disks | 50 min |
# | 04 | [The 15-puzzle: states and solvability](04-fifteen-puzzle-state-space.ipynb) | how many boards there are, how much memory a plain breadth-first search would need, and which boards can be solved (inversion parity) | 40 min |
# | 05 | [The 15-puzzle: A*](05-fifteen-puzzle-a-star.ipynb) | how A* (f = g + h) finds shortest solutions with an estimate of the distance left — an A* you write yourself | 50 min |
# | 06 | [The 15-puzzle: heuristics](06-fifteen-puzzle-heuristics.ipynb) | comparing estimates by the nodes A* needs; admissible and consistent heuristics | 60 min |
# | 07 | [The 15-puzzle: pattern databases](07-fifteen-puzzle-pattern-databases.ipynb) | pattern databases: exact distances for groups of tiles, looked up during the search | 60 min |
# | 08 | [Knight's tours: Warnsdorff's rule](08-knights-tour-warnsdorff.ipynb) | a greedy rule that finds tours on many boards — one step of it written by you — and where and why it fails | 50 min |
# | 09 | [Knight's tours with guarantees](09-knights-tours-with-guarantees.ipynb) | which boards have tours, how fast the work of trying everything grows, and tours built by constructions that come with proofs | 60 min |
#
# The algorithms live in the package (`teachkit.hanoi`, `teachkit.sliding`, `teachkit.knight`), so every
# picture shows what the real algorithm did, and the notebooks stay short.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How to use a notebook
#
# * **Run it top to bottom:** *Run → Run All Cells*, then read from the top. A cell still running shows `[*]`
#   on its left.
# * **Guess first, then look.** A *Predict* prompt asks what will happen. In the cell below it, replace the `...`
#   with your answer and run the cell: only then does it show the truth and why. A longer explanation follows
#   in folded cells: click the bar (or the `…`) on their left to open them. The lamps below have one to try.
# * **Change a number and run again.** The **Try it** prompts say which numbers are worth changing.
# * **Exercises:** you write the code (or the answer) in a cell that ends with a `check_...` call, which
#   answers `correct`, or `not yet` with a hint. In the exercises where you write a function, the checker
#   refuses teachkit's own solver (or a call to it). Solutions are in folded cells after the exercise or at
#   the end — try first.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### How long a notebook takes
#
# Every header, and the time column of the table above, states a time from one formula: the words you read
# (text and code, not speaker notes, skipped cells or folded solutions) at 150 words a minute, plus 8 minutes
# per exercise (or the minutes the exercise states) and 2 minutes per prediction; the sum is rounded to a whole
# minute, then up to a multiple of 5. It is an estimate, not a measurement: take longer where you need to.
# Each notebook is kept to 60 minutes or less by this formula.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The Player: one replay widget for every animation
#
# A solver returns a list of *frames* — states of the puzzle, one per move. A **scene** knows how to draw one
# frame: it creates its pictures once (`setup`) and then only changes them (`update`). The `Player` puts the
# two together. Here is the smallest scene we could think of: a number from 0 to 15 shown as four lamps, one
# per binary digit, each labelled with its digit.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"}
from matplotlib.patches import Circle

from teachkit.palette import INK, NEUTRAL, YELLOW
from teachkit.player import Player, Scene


class BinaryLamps(Scene):
    """A number from 0 to 15 as four lamps: lit (yellow, digit 1) or dark (grey, digit 0)."""

    figsize = (5, 1.6)

    def setup(self, fig, frame):
        ax = fig.add_subplot()
        ax.set_xlim(-1.7, 3.6)
        ax.set_ylim(-0.9, 0.6)
        ax.set_aspect("equal")
        ax.axis("off")
        self.lamps = [ax.add_patch(Circle((i, 0), 0.4, edgecolor=INK)) for i in range(4)]
        self.digits = [ax.text(i, 0, "", ha="center", va="center", fontsize=12, color=INK) for i in range(4)]
        self.number = ax.text(-0.65, 0, "", ha="right", va="center", fontsize=13, color=INK)
        for i in range(4):
            ax.text(i, -0.75, f"2^{3 - i}", ha="center", fontsize=11, color=INK)
        self.update(frame, 0)

    def update(self, frame, index):
        for lamp, digit, bit in zip(self.lamps, self.digits, format(frame, "04b")):
            lamp.set_facecolor(YELLOW if bit == "1" else NEUTRAL)
            digit.set_text(bit)
        self.number.set_text(f"{frame} =")

    def caption(self, frame, index):
        return f"{frame} = {format(frame, '04b')} in binary"


lamps = Player(list(range(16)), BinaryLamps(), interval=500)
lamps

# %% [markdown] slideshow={"slide_type": "subslide"}
# The Player shows the first frame with its caption. Wherever scripts run — a notebook you have run yourself,
# an exported page, a slide deck — it becomes a player with Play/Pause, previous/next, first/last, a slider
# and a speed control; while it has the focus, Space plays or pauses and ← / → step. In a notebook you
# opened but have not run, you see the first frame and a hint: run the cell to animate it.
#
# **Try it.** In the cell above, change `interval=500` to `interval=2000` (milliseconds per frame) and run it
# again, so that you can follow each step. From one number to the next, exactly one lamp switches on — the
# rightmost dark one — and every lamp to its right switches off. Its place counted from the right goes 1, 2,
# 1, 3, 1, 2, 1, 4, …. Notebook 02 proves that this same sequence says which disk moves at each step of the
# Towers of Hanoi; notebook 03 reads it off the binary digits of the step number.

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** How many lamps are lit for the number 13? Replace the `...` with your answer and run the cell.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
from teachkit.checks import predict

my_guess = ...  # a whole number from 0 to 4
predict("hanoi:index-lamps-13", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Write 13 as a sum of the lamps' values 8, 4, 2, 1: 13 = 8 + 4 + 1, so the lamps 2³, 2² and 2⁰ are lit and
# 2¹ is dark — 1101 in binary, three lamps lit. To find the lamps of any number from 0 to 15: take 8 if the
# number is at least 8, then do the same with what is left and 4, 2, 1.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The same frames on paper
#
# The same object also draws its frames as a static grid ("small multiples"), which is what a printed
# handout wants. Here 6 evenly spaced frames of the 16, first and last included (0, 3, 6, 9, 12, 15):

# %% slideshow={"slide_type": "-"}
lamps.multiples(panels=6, cols=3)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercises are checked by code
#
# A checker returns a `CheckResult`: `correct`, or `not yet` and what to look at. It never crashes on an
# unfinished answer: a stub left as `...` gets a `not yet` too. The checkers of the notebooks answer like
# these two:

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.checks import correct, wrong

print(correct("7 moves, all legal, minimal"))
print(wrong("move 3 puts disk 2 on disk 1"))

# %% [markdown] slideshow={"slide_type": "slide"}
# ## For teachers: the notebooks as slides
#
# * Every cell is marked as a slide, a sub-slide (down arrow), a fragment, a continuation, a speaker note, or
#   skip (left out of the slides, like the setup cell that installs teachkit in the browser).
# * `make slides` builds one reveal.js deck per notebook in `build/slides/`; open a deck in any browser, no
#   network needed. Arrow keys move on, `S` opens the speaker view with the notes, `F` goes full screen.
# * `make lab` opens JupyterLab on these notebooks.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * Nine lessons (01–09) and this index, three puzzles; the algorithms are in the `teachkit` package, the
#   notebooks narrate and call them, and you write the algorithm each one teaches.
# * Run top to bottom; write your prediction before anything reveals it; exercises answer `correct` or
#   `not yet`.
# * Each header states its time by one formula: words at 150 a minute, 8 minutes per exercise (or its stated
#   time), 2 per prediction.
# * Every animation is a `Player`: frames from a solver, drawn by a scene.
#
# **Where next:** [01 · Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb)
