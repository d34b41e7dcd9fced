# %% [markdown] slideshow={"slide_type": "slide"}
# # Towers of Hanoi: recursion and binary trees
#
# **Learning objectives.** Solve the puzzle by hand and write its recursion; count its moves and prove no
# solution is shorter; read the moves off the call tree.
#
# **Prerequisites.** Python functions and lists; a function that calls itself.
#
# **Time needed.** About 60 minutes, plus about 20 for the optional part, by the formula of
# [00 · Index](00-index.ipynb).
#
# **Next:** [02 · without recursion](02-hanoi-without-recursion.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a three-line recursion solves the puzzle, and a short induction shows nothing does better. The students write the recursion themselves (Exercise 2), so leave them the time.
#
# Ask: who has solved the puzzle with 3 disks? with 4?
#
# Answer: in our experience many manage 3 disks (7 moves) by trial; 4 disks (15 moves) often needs the idea of
# this notebook.
#
# 50-minute plan:
# - 5 min — The puzzle, the rules
# - 10 min — Exercise 1 by hand (the board, then the moves)
# - 15 min — The recursive idea; Exercise 2 started in class, finished at home
# - 10 min — Counting the moves: predict, T(n) = 2ⁿ − 1, the lower bound
# - 5 min — The call tree, in order = in time
# - 5 min — Watching the recursion; the legend of the 64 disks
#
# 90-minute plan:
# - 5 min — The puzzle, the rules
# - 15 min — Exercise 1 by hand (the board, then the moves)
# - 25 min — The recursive idea; Exercise 2 in class
# - 15 min — Counting the moves: predict, T(n) = 2ⁿ − 1, the lower bound
# - 15 min — The call tree: in order = in time, the disk 2 prediction
# - 10 min — Watching the recursion; the legend of the 64 disks
# - 5 min — Summary and questions
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The puzzle
#
# Three pegs, and a tower of n disks on one of them, smallest on top. Carry the whole tower to another peg:
#
# 1. move one disk at a time — the top disk of a peg;
# 2. never put a disk on a smaller one.
#
# The pegs are numbered 0, 1, 2 and drawn as A, B, C; disk 1 is the smallest.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two rules, nothing else. Lucas sold the puzzle in 1883 as "N. Claus de Siam" (an anagram of "Lucas d'Amiens"), with a legend of priests moving 64 golden disks; we check the legend at the end.
#
# Ask: may a disk go onto an empty peg?
#
# Answer: yes: rule 2 only forbids a larger disk on a smaller one.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Three disks on A
#
# `Towers(3)` holds the start: every disk on peg 0 (A), listed bottom first.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import Towers
from teachkit.hanoi.draw import draw_towers

towers = Towers(3)
print(towers)
draw_towers(towers)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the printed line and the picture show the same state; the library draws whatever state it is given.
#
# Ask: which disk is the only one that can move now?
#
# Answer: disk 1, the top disk of A: pegs B and C are empty.
#
# Run: the cell that draws `Towers(3)`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The rules, enforced
#
# `Move(disk, src, dst)`: the disk leaves peg `src` and lands on peg `dst`. `Towers.apply(move)` makes the move,
# or refuses it with an `IllegalMove` that names the broken rule.

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.hanoi import IllegalMove, Move

towers = Towers(3)  # a fresh start, so this cell can be run again
towers.apply(Move(1, 0, 2))  # disk 1 from A to C: fine
try:
    towers.apply(Move(2, 0, 2))  # disk 2 onto disk 1: not allowed
except IllegalMove as err:
    print("refused:", err)
print(towers)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the library refuses an illegal move and says which rule it breaks; the exercises use the same replay.
#
# Ask: after disk 1 went A → C, which moves are legal?
#
# Answer: disk 2 A → B, and disk 1 C → A or C → B (three moves).
#
# Run: the `apply` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — solve it by hand
#
# Carry 3 disks from A (0) to **B (1)** in as few moves as you can. Play it on the board first: click a peg to pick
# up its top disk, another to drop it. Hint: where must disk 1 go first?

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.hanoi.play import PlayTowers

board = PlayTowers(3, dst=1)  # start on A, target B
board

# %% [markdown] slideshow={"slide_type": "-"}
# Then write your moves as `(src, dst)` pairs: the disk is the top one of `src`. Played on the board?
# `my_moves = [(m.src, m.dst) for m in board.moves]` copies the moves (made with the kernel running).

# %% slideshow={"slide_type": "-"} tags=["slide-code", "slide-scroll", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.solve_recursive", "teachkit.hanoi.solve_iterative", "teachkit.hanoi.snapshots", "teachkit.hanoi.moves_array"], "exercise": "01-1", "minutes": 10}
from teachkit.hanoi.checks import check_by_hand

my_moves = ...  # a list of (src, dst) pairs, pegs 0, 1, 2
check_by_hand(3, my_moves, src=0, dst=1)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the checker replays the moves and names the first illegal one, or says whether the count is minimal.
#
# Ask: how many moves did your solution need?
#
# Answer: 7 is the fewest for 3 disks; the rest of the notebook shows why no one can do it in fewer.
#
# Run: the exercise cell with a student's list.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The recursive idea
#
# To carry n disks from `src` to `dst`, with the third peg `via`:
#
# 1. carry the top n − 1 disks from `src` to `via`;
# 2. move disk n, the largest, from `src` to `dst`;
# 3. carry the n − 1 disks from `via` to `dst`.
#
# Steps 1 and 3 are the same puzzle with one disk fewer. With 0 disks there is nothing to do: the recursion stops.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the whole solution is: get the largest disk free, move it, put the rest back on it.
#
# Ask: in step 1, which peg plays the role of `dst`?
#
# Answer: `via`: the n − 1 disks go from `src` to `via`, with `dst` as the spare peg.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — write the recursion
#
# Write `my_hanoi(n, src, dst, via)`. It **returns a list** of `(src, dst)` moves for `n` disks, following the
# three steps above (`+` joins lists); do not forget when to stop. The checker replays its moves
# for n = 0 to 6 between several pegs.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.solve_recursive", "teachkit.hanoi.solve_iterative", "teachkit.hanoi.moves_array"], "exercise": "01-2", "minutes": 20}
from teachkit.hanoi.checks import check_hanoi_function


def my_hanoi(n, src, dst, via):
    """The moves that carry n disks from src to dst, as (src, dst) pairs."""
    # replace: when to stop; then n-1 disks out of the way, the largest, the n-1 on top
    return [(src, dst)]


check_hanoi_function(my_hanoi)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the scaffold has no base case on purpose: the checker's first hint asks for it (0 disks: an empty list);
# the rest is the three steps written as one `+` of lists.
#
# Ask: what must `my_hanoi(0, 0, 2, 1)` return?
#
# Answer: an empty list: no disks, no moves.
#
# Run: the exercise cell with the stub first: the checker's hint names the first wrong case.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### teachkit's version
#
# teachkit's own `hanoi` (in `teachkit.hanoi.solve`) makes the same three steps as a *generator*: it hands out one move at a time (`yield`;
# `yield from` hands out every move of a smaller call). The cells below use `solve_recursive(n, src=0, dst=2)`:
# it wraps `hanoi` and fills in the third peg.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "-"} tags=["solution"] teachkit={"solution_of": "01-2"}
# Solution — open after you have tried
import inspect

from teachkit.hanoi.solve import hanoi

print("teachkit.hanoi.solve.hanoi:")
print(inspect.getsource(hanoi))

from teachkit.hanoi import solve_recursive

for step, move in enumerate(solve_recursive(3), start=1):
    print(f"step {step}: {move}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the model answer has the same three lines as the students' list version, one move at a time.
#
# Ask: why might a generator be better than a list for 25 disks?
#
# Answer: it never holds all the moves in memory at once (for 25 disks, tens of millions): each is made when asked for.
#
# Run: the folded solution cell, after the room has a correct answer.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Counting the moves
#
# **Predict.** 3 disks take the recursion 7 moves. How many moves does it make for 10 disks? (Work out 4 disks
# first, from the three steps.)

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
from teachkit.checks import predict

my_guess = ...  # a whole number: the moves for 10 disks
predict("hanoi:01-moves-10", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: give the room two minutes to work out 4 disks from the three steps, then 5, and to see the pattern.
#
# Ask: which of the three steps tell you how the count grows with n?
#
# Answer: steps 1 and 3: each is the whole puzzle for one disk fewer; step 2 is a single move.
#
# Run: the predict cell with a guess from the room.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from teachkit.hanoi import solve_recursive

print(f"{'n':>3} {'moves made':>11}")
for n in range(1, 13):
    print(f"{n:>3} {len(list(solve_recursive(n))):>11}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the table shows the count doubling and adding one.
#
# Ask: what is the pattern in the column?
#
# Answer: each count is twice the one above plus one; each is one less than a power of 2.
#
# Run: the folded table cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Solving the recurrence
#
# Let T(n) be the moves the recursion makes for n disks. Steps 1 and 3 make T(n − 1) moves each and step 2 one:
# T(n) = 2·T(n − 1) + 1, with T(0) = 0.
#
# <details>
# <summary><b>The closed form</b> (open after you have predicted)</summary>
#
# Add 1 to both sides: T(n) + 1 = 2·(T(n − 1) + 1). So T(n) + 1 starts at 1 and doubles with every disk:
# **T(n) = 2ⁿ − 1** (Graham, Knuth and Patashnik, *Concrete Mathematics*, §1.1).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: adding 1 turns the recurrence into plain doubling.
#
# Ask: what is T(5)?
#
# Answer: 2⁵ − 1 = 31.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 4}
# ### No solution does better
#
# **Claim.** Every solution that carries n disks to a different peg makes at least T(n) moves, as many as the
# recursion.
#
# *Proof by induction on n.* For n = 0: 0 moves, and T(0) = 0. Suppose it holds for n − 1 disks, between any
# two different pegs. Disk n must move at least once.
#
# **Third peg:** for a move of disk n, the peg it neither leaves nor lands on.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the recursion's count is not just one solution's count: it is the least possible.
#
# Ask: why must disk n move at least once?
#
# Answer: it starts on the start peg and must end on the goal peg, a different one.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before disk n first moves
#
# **Predict.** Take any solution for 4 disks, A to C, whose first move of disk 4 is A → C (as in the shortest).
# At that moment, where are disks 1–3: all on A, all on B, all on C, or spread? Use the two rules.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_pegs = ...  # "A", "B", "C" or "spread"
predict("hanoi:01-before-disk-4", my_pegs)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this is the one idea of the lower bound; let the room find it from the two rules before anything is shown.
#
# Ask: could a smaller disk sit on disk 4 when it moves? on peg C?
#
# Answer: no to both: disk 4 must be the top of A, and it may not land on a smaller disk; so all of 1-3 are on B.
#
# Run: the predict cell with the room's answer.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>The step of the proof</b> (open after you have predicted)</summary>
#
# Disk n is **free** (only a top disk moves) and its landing peg holds no smaller disk (rule 2): so the n − 1
# smaller disks are all on the third peg. The picture: n = 4, disk 4 moving A → C.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
from teachkit.hanoi.draw import draw_first_move

draw_first_move(4, src=0, dst=2)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: disk n never blocks a smaller disk, so the moves of the smaller disks form a solution for n − 1 disks.
#
# Ask: where are the n − 1 smaller disks at the moment disk n first moves?
#
# Answer: all on the third peg of that move: not on disk n (it must be free), not on its landing peg (it would land on a smaller disk).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before disk n first moves, and after it last moves
#
# **Before:** the moves before disk n first moves carried the n − 1 smaller disks from the start peg to the third
# peg (your prediction). Disk n, at the bottom of the start peg, blocked none of them: a solution for n − 1 disks,
# at least T(n − 1) moves by the hypothesis.
#
# **After:** after its *last* move, disk n stays on the goal peg. Just before that move the smaller disks were on its third peg (as above);
# the moves after it carry them to the goal peg: at least T(n − 1) more. They come after the moves counted
# above, even when disk n moves only once: no move is counted twice.
#
# In all, at least T(n − 1) + 1 + T(n − 1) = 2ⁿ − 1 moves. ∎ (Only one solution is this short: see the
# optional part.) Below, `move_count(n)` is checked against the recursion.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import move_count, solve_recursive

assert all(len(list(solve_recursive(n))) == move_count(n) == 2**n - 1 for n in range(1, 13))
print("moves made by solve_recursive(n) == move_count(n) == 2**n - 1 for n = 1..12")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the moves before the first move of disk n, that move, and the moves after its last move do not overlap, so their counts add up.
#
# Ask: if disk n moves twice, is the bound still right?
#
# Answer: yes, and such a solution is longer still: the bound counts only one move of disk n.
#
# (Uniqueness of the shortest solution is in the optional part.)
#
# Run: the check `move_count(n) == 2**n - 1`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The call tree
#
# Each call `hanoi(h, src, dst, via)` with h ≥ 1 does three things in order:
# * a call for h − 1 disks: its **left child**;
# * one move of disk h: the **node** itself;
# * another call for h − 1 disks: its **right child**.
#
# Calls for 0 disks do nothing and are left out.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the tree is the recursion drawn out: one node per call, one move per node.
#
# Ask: how many nodes does the tree for n disks have?
#
# Answer: one per move: 2ⁿ − 1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Levels
#
# The calls form a *perfect binary tree*: two children per inner node, all leaves at the same depth.
#
# Levels count **from the leaves**: leaves are level 1, the root level n. A node on level L is a call with L
# disks (a call always carries disks 1…L, and moves its largest), so **the node on level L moves disk L**.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: counting levels from the leaves makes the level equal to the disk, whatever n is.
#
# Ask: how many nodes are on level L, for n disks?
#
# Answer: 2ⁿ⁻ᴸ: the root level has one, and each level down doubles.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### In order = in time
#
# The moves happen in the order "left subtree, node, right subtree": an **in-order traversal**. So, with the nodes
# numbered in that order, a node's number *is* the step of its move. Below, each node shows its call over its move.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import draw_tree, in_order, recursion_tree

tree = recursion_tree(3)
draw_tree(tree, show_calls=True)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: read the picture left to right: the numbers are the steps.
#
# Ask: in this 3-disk tree, which disk moves at step 4?
#
# Answer: disk 3, the root: it is in the middle, with 3 nodes on each side.
#
# Run: the tree cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** In this 3-disk tree, disk 2 moves at steps 2 and 6. In the 4-disk solution (15 moves), at which
# step does disk 2 move for the third time?

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_step = ...  # a whole number
predict("hanoi:01-disk-2-third-move", my_step)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: give the room a minute: the 4-disk tree is built from 3-disk trees, as the recursion says.
#
# Ask: how many nodes does the 4-disk tree have?
#
# Answer: 15, one per move.
#
# Run: the predict cell.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Disk 2 moves at steps 2, 6, 10, 14. The 4-disk tree is two 3-disk trees around disk 4's node (step 8): disk 2
# moves at steps 2 and 6 in the left one, at 2 + 8 and 6 + 8 in the right one.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the right subtree of the root repeats the left one, shifted by 8: 2 and 6 become 10 and 14.
#
# Ask: which steps belong to disk 1 in the 4-disk solution?
#
# Answer: the odd steps 1, 3, 5, …, 15.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Which disk moves when
#
# <details>
# <summary><b>The rule</b> (open after you have predicted)</summary>
#
# Disk 1 moves at the odd steps, disk 2 every 4th step from 2, disk 3 every 8th from 4. In general, **disk L moves
# at the steps 2ᴸ⁻¹ × (an odd number)**, up to 2ⁿ − 1: proved from the tree in the optional part, and by induction
# in notebook 02.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this rule is the bridge to notebooks 02 and 03: the disk that moves at a step can be read off the step alone.
#
# Ask: which disk moves at step 12 of the 4-disk solution?
#
# Answer: 12 = 4 × 3 = 2² × (an odd number), so disk 3.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watching the recursion
#
# **Predict.** The animation below replays `solve_recursive(4)`, from A to C. Before you play it: what is **move 5
# of 15** — which disk, from which peg to which? From the root `hanoi(4, A, C, B)`: is step 5 before, at or after
# the move of disk 4? Write `(disk, src, dst)`, pegs as 0, 1, 2 or `"A"`, `"B"`, `"C"`.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"] teachkit={"minutes": 3}
my_move_5 = ...  # a tuple (disk, src, dst)
predict("hanoi:01-move-5-of-4", my_move_5)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the question in the prompt (before, at or after disk 4?) is the first step; let the room commit before anyone plays the animation.
#
# Ask: which steps does the left subtree of the root cover?
#
# Answer: steps 1 to 7: disk 4 moves at step 8, the middle of 15.
#
# Run: the predict cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The animation
#
# Vermilion: the move being made; pale blue: moves made; white: moves to come; bold edges: the open calls
# (the *call stack*). Step to move 5.

# %% slideshow={"slide_type": "-"} teachkit={"minutes": 3}
from teachkit.hanoi import snapshots
from teachkit.hanoi.draw import TowersTreeScene
from teachkit.player import Player

frames = list(snapshots(4))
Player(frames, TowersTreeScene(4, show_numbers="done"), interval=700)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the bold path is the call stack: its length is at most n.
#
# Ask: at move 8, how many calls are open?
#
# Answer: one: the root, `hanoi(4, A, C, B)`, making the move of disk 4.
#
# Run: the player; step with → to move 5, then to 8.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## The legend of the 64 disks (optional)
#
# Lucas sold the puzzle in 1883 as *La Tour d'Hanoï*, signed "N. Claus (de Siam)", with a legend: in a temple,
# priests carry the *Tower of Brahma*, 64 golden disks, by our two rules; when they finish, the world ends.
#
# A story invented to sell a toy, not history (Hinz et al., 2013; see Sources). But we can time it: 64 disks
# need 2⁶⁴ − 1 moves.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: tell it as a story: the legend came with the toy, as its advertising; no such temple is known.
#
# Ask: why does the legend need exactly 64 disks?
#
# Answer: it does not; 64 makes 2⁶⁴ − 1 moves, far too many to finish — the count of this notebook.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### How long would the priests need?
#
# The universe is about 13.8 billion years old: 13.787 ± 0.020 billion years, the Planck Collaboration's
# estimate (2020; see Sources) within the standard model of cosmology (ΛCDM), from Planck and BAO data.
#
# **Predict.** At one move per second, without a pause, how many times the present age of the universe do the
# priests need? Pick the nearest: 0.001, 1, 40 or 1000.

# %% slideshow={"slide_type": "-"} tags=["optional", "slide-code", "predict"]
my_guess = ...  # 0.001, 1, 40 or 1000
predict("hanoi:01-ages-of-universe-64", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: a year is about 3.2 × 10⁷ seconds, and 2⁶⁴ ≈ 1.8 × 10¹⁹.
#
# Ask: about how many seconds are in a year?
#
# Answer: 365.25 × 24 × 3600 ≈ 3.16 × 10⁷.
#
# Run: the predict cell.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["optional", "answer"]
# Answer — open after you predict
moves = move_count(64)
seconds_per_year = 365.25 * 24 * 60 * 60  # a Julian year
years = moves / seconds_per_year
age_of_universe = 13.787e9  # years (Planck 2018 results, see Sources)
print(f"moves:                  {moves:,}")
print(f"years at 1 move/second: {years:.3e}")
print(f"age of the universe:    {age_of_universe:.3e} years")
print(f"ratio:                  {years / age_of_universe:.1f} times the age of the universe")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["optional", "answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# The last line above: about 42 times the present age of the universe, so 40 is the nearest choice, and the
# legend is safe for now.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: 1.8 × 10¹⁹ / 3.16 × 10⁷ ≈ 5.8 × 10¹¹ years, about 42 ages of the universe.
#
# Ask: with a machine making a billion moves a second, how long would it take?
#
# Answer: about 585 years.
#
# Run: the folded answer cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional)
#
# ### Why disk L moves at the odd multiples of 2ᴸ⁻¹
#
# A subtree whose root is on level L has 2ᴸ − 1 nodes. Suppose they are numbered k·2ᴸ + 1 to k·2ᴸ + 2ᴸ − 1, for
# a whole k ≥ 0: true for the whole tree (L = n, k = 0).

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: an induction from the root down, on the numbering of each subtree.
#
# Ask: how many nodes does a subtree with its root on level 2 have?
#
# Answer: 3: the root and two leaves.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 3}
# ### The induction step
#
# * The left subtree (2ᴸ⁻¹ − 1 nodes) comes first, so the root is number k·2ᴸ + 2ᴸ⁻¹ = (2k + 1)·2ᴸ⁻¹: an odd
#   multiple of 2ᴸ⁻¹.
# * The left subtree takes the numbers from (2k)·2ᴸ⁻¹ + 1, the right one those from (2k + 1)·2ᴸ⁻¹ + 1: the same
#   form one level down, with k replaced by 2k and by 2k + 1.
#
# So every node on level L is an odd multiple of 2ᴸ⁻¹. Conversely, the steps 1 … 2ⁿ − 1 are the nodes, one each,
# and a step is an odd multiple of exactly one power of 2 (the largest that divides it): so level L holds every
# odd multiple of 2ᴸ⁻¹ below 2ⁿ, and disk L moves at those steps and no others. ∎

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the root sits right after its left subtree; both subtrees keep the form of the hypothesis.
#
# Ask: in the 4-disk tree, which number does the root of the right 3-disk subtree get?
#
# Answer: 12 = 3 · 4: k = 1, L = 3, (2k + 1)·2ᴸ⁻¹ = 3 · 4.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Checking the claims in code
#
# For every n up to 10: the tree is perfect; the in-order walk gives the moves of `solve_recursive`, numbered 1,
# 2, 3, …; the nodes on level L move disk L, at odd multiples of 2ᴸ⁻¹; level L has 2ⁿ⁻ᴸ nodes. A node's `depth`
# counts the edges from the root (0 at the root, n − 1 at a leaf), so its level is n − depth.

# %% slideshow={"slide_type": "-"} tags=["optional"]
for n in range(1, 11):
    nodes = list(in_order(recursion_tree(n)))
    leaves = [node for node in nodes if node.left is None and node.right is None]
    inner = [node for node in nodes if node.left is not None or node.right is not None]
    assert all(node.left is not None and node.right is not None for node in inner)  # two children each
    assert all(node.depth == n - 1 for node in leaves)  # all leaves at the same depth
    assert [node.move for node in nodes] == list(solve_recursive(n))
    assert [node.number for node in nodes] == list(range(1, 2**n))
    for node in nodes:  # level L (from the leaves) = disk L; its numbers are odd multiples of 2**(L-1)
        assert node.disk == n - node.depth and (node.number // 2 ** (node.disk - 1)) % 2 == 1
        assert node.number % 2 ** (node.disk - 1) == 0
    assert all(sum(node.disk == level for node in nodes) == 2 ** (n - level) for level in range(1, n + 1))
print("checked for n = 1..10: perfect tree, in-order numbers = steps, level L = disk L,")
print("its numbers the odd multiples of 2**(L-1), and disk L moves 2**(n-L) times")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the code checks, for n ≤ 10, what the proofs show for every n.
#
# Ask: how many times does disk L move, for n disks?
#
# Answer: 2ⁿ⁻ᴸ times, once per node of level L; these add up to 2ⁿ − 1.
#
# Run: the checking cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 3}
# ### Why every move of the recursion is legal
#
# **Claim.** Start `hanoi(h, src, dst, via)` with disks 1 … h on top of `src` and only larger disks on `dst` and
# `via`. It makes only legal moves and ends with disks 1 … h on top of `dst`, the other disks unmoved.
#
# *By induction on h*; h = 0 makes no move. For h ≥ 1:
# 1. Step 1, `hanoi(h − 1, src, via, dst)`, starts as the claim needs (disk h and larger lie below or elsewhere):
#    legal, and it ends with disks 1 … h − 1 on `via`.
# 2. Disk h is now on top of `src`, and `dst` holds only larger disks: step 2 is legal.
# 3. Step 3, `hanoi(h − 1, via, dst, src)`, starts as the claim needs (`dst` has disk h on top, `src` larger
#    disks): legal, and it ends with disks 1 … h − 1 on disk h. ∎

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: this is why the recursion never breaks rule 2, even deep inside the call tree.
#
# Ask: in step 3, can a disk of the n − 1 land on something smaller than itself?
#
# Answer: no: inside the group the same argument holds one level down, and every disk outside the group — disk n and whatever lies under it — is larger.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 3}
# ### Only one shortest solution
#
# **Claim.** The recursion's solution is the only one with exactly T(n) moves.
#
# *By induction on n*, with the counts of the lower bound; for n = 0 there is nothing to move. With two moves of
# disk n, those counts would give at least T(n) + 1 moves. So a solution of exactly T(n) moves moves disk n once,
# from the start peg to the goal peg, with exactly T(n − 1) moves before it and T(n − 1) after: two shortest
# solutions for n − 1 disks, by the hypothesis the recursion's. So it is the recursion's solution: *the* shortest
# solution. ∎

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the lower bound's three counts add up to T(n) only if each is as small as it can be.
#
# Ask: why is the group of moves before disk n's move the recursion's, and not just some shortest solution?
#
# Answer: the induction hypothesis says the shortest solution for n − 1 disks is unique: the recursion's.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Too many moves to list
#
# `teachkit` refuses to list the moves of more than 25 disks, and says what to use instead:

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.hanoi import TooManyDisks

try:
    solve_recursive(64)
except TooManyDisks as err:
    print(err)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: 2²⁵ − 1 is about 33 million moves; beyond that the library points to formulas that need no list.
#
# Ask: how many moves would 64 disks need?
#
# Answer: 2⁶⁴ − 1 ≈ 1.8 × 10¹⁹.
#
# Run: the `TooManyDisks` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **The idea:** n − 1 disks out of the way, the largest to `dst`, the n − 1 back on top; no disks: no moves.
# * **The count:** T(n) = 2·T(n − 1) + 1 gives 2ⁿ − 1 moves, and no solution makes fewer.
# * **The tree:** a perfect binary tree; in-order position = step; level L moves disk L, at the odd multiples
#   of 2ᴸ⁻¹.
#
# **Where next:** [02 · Towers of Hanoi without recursion](02-hanoi-without-recursion.ipynb): the same moves, by a
# loop. · **Index:** [00-index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: three ideas to keep: the recursion, the count with its lower bound, the tree read in order.
#
# Ask: why is 2ⁿ − 1 the least, not just the recursion's count?
#
# Answer: the induction: the n − 1 smaller disks must be carried away before disk n first moves and onto it after it last moves.
#
# </details>

# %% [markdown] slideshow={"slide_type": "skip"}
# ## Solutions
#
# Open a folded cell (click the bar on its left) only after you have tried the exercise.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "01-1"}
# Solution — open after you have tried
# Exercise 1: disks 1 and 2 go out of the way to C, disk 3 goes to B, disks 1 and 2 follow it
my_moves = [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)]
check_by_hand(3, my_moves, src=0, dst=1)


# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "01-2"}
# Solution — open after you have tried
# Exercise 2: the three steps, each a list
def my_hanoi(n, src, dst, via):
    """The moves that carry n disks from src to dst, as (src, dst) pairs."""
    if n == 0:
        return []
    return my_hanoi(n - 1, src, via, dst) + [(src, dst)] + my_hanoi(n - 1, via, dst, src)


check_hanoi_function(my_hanoi)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Sources
#
# * Édouard Lucas (as N. Claus de Siam), *La Tour d'Hanoï* (1883), the puzzle and its legend; also in
#   Lucas, *Récréations mathématiques*, vol. 3 (1893).
# * A. M. Hinz, S. Klavžar, U. Milutinović and C. Petr, *The Tower of Hanoi — Myths and Maths* (2013): the
#   history of the puzzle and of its legend.
# * R. L. Graham, D. E. Knuth, O. Patashnik, *Concrete Mathematics*, 2nd ed. (1994), §1.1 "The Tower of
#   Hanoi": the recurrence T(n) = 2T(n − 1) + 1 and its solution.
# * Planck Collaboration, "Planck 2018 results. VI. Cosmological parameters", *Astronomy & Astrophysics* 641,
#   A6 (2020): the age of the universe, 13.787 ± 0.020 Gyr.
