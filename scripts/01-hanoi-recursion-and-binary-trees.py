# %% [markdown] slideshow={"slide_type": "slide"}
# # Towers of Hanoi: recursion and binary trees
#
# ***A puzzle solved by a function of three lines, and a proof that no solution is shorter.***
#
# **Learning objectives.** After this notebook you can
# * solve the puzzle by hand and write the recursive solution yourself;
# * count the moves the recursion makes, and prove that no solution makes fewer;
# * draw the call tree of the recursion and explain why reading it *in order* gives the moves in order;
# * say how long the legendary 64-disk tower would take.
#
# **Prerequisites.** Python functions and lists; you have seen a function call itself at least once.
# **Time needed.** About 50 minutes, by the study-time formula explained in [00 · Index](00-index.ipynb).
#
# **Previous:** [00 · Index](00-index.ipynb) · **Index:** [00-index](00-index.ipynb) ·
# **Next:** [02 · Towers of Hanoi without recursion](02-hanoi-without-recursion.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The puzzle
#
# Three pegs and a tower of n disks, smallest on top. Move the whole tower to another peg, following two
# rules:
#
# 1. move one disk at a time — the top disk of a peg;
# 2. never put a disk on a smaller one.
#
# In `teachkit` the pegs are numbered 0, 1, 2 and drawn as A, B, C; disk 1 is the smallest.

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

# %% [markdown] slideshow={"slide_type": "notes"}
# Édouard Lucas sold the puzzle in 1883 under the name "N. Claus de Siam" (an anagram of "Lucas d'Amiens"),
# with a legend: in a temple, priests move a tower of 64 golden disks, and when they finish, the world ends.
# We check at the end of this notebook whether we need to worry.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The rules, enforced
#
# `Towers.apply(move)` makes a move, or refuses it with an `IllegalMove` that names the broken rule.
# `Move(disk, src, dst)`: the disk leaves peg `src` and lands on peg `dst`.

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.hanoi import IllegalMove, Move

towers.apply(Move(1, 0, 2))  # disk 1 from A to C: fine
try:
    towers.apply(Move(2, 0, 2))  # disk 2 onto disk 1: not allowed
except IllegalMove as err:
    print("refused:", err)
print(towers)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — solve it by hand
#
# Write the moves that carry 3 disks from peg **A (0) to peg B (1)**, as `(src, dst)` pairs (the disk is the
# top one of `src`), in as few moves as you can. Work on paper, or try moves on a fresh `Towers(3)` with
# `apply`. Hint: where must disk 1 go first?

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.solve_recursive", "teachkit.hanoi.solve_iterative", "teachkit.hanoi.snapshots", "teachkit.hanoi.moves_array"], "exercise": "01-1", "minutes": 10}
from teachkit.hanoi import check_moves

my_moves = ...  # a list of (src, dst) pairs, pegs 0, 1, 2
check_moves(3, my_moves, src=0, dst=1)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The recursive idea
#
# To move a tower of n disks from peg `src` to peg `dst`, with the third peg `via`:
#
# 1. move the top n − 1 disks out of the way, from `src` onto `via`;
# 2. move disk n, the largest of the tower, from `src` to `dst`;
# 3. move the n − 1 disks from `via` onto `dst`, on top of disk n.
#
# Steps 1 and 3 are the same puzzle with one disk fewer, so the same idea solves them. With no disks
# there is nothing to do: that is where the recursion stops.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why step 2 is always legal
#
# `dst` need not be empty: inside a bigger solution, larger disks may sit on it. But after step 1 **every disk
# smaller than disk n is on `via`**, so nothing lies on disk n and whatever lies on `dst` is larger. The same
# holds one level down, in steps 1 and 3: they move the n − 1 smallest disks, and every other disk is larger.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — write the recursion
#
# Write `my_hanoi(n, src, dst, via)` so that it **returns a list** of the `(src, dst)` moves for `n` disks,
# following the three steps above (`+` joins lists). The checker runs it for n = 0 to 6 between several pegs
# and replays every move; teachkit's own solver is not accepted.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.solve_recursive", "teachkit.hanoi.solve_iterative", "teachkit.hanoi.moves_array"], "exercise": "01-2", "minutes": 15}
from teachkit.hanoi.checks import check_hanoi_function


def my_hanoi(n, src, dst, via):
    """The moves that carry n disks from src to dst, as (src, dst) pairs."""
    if n == 0:
        return []
    return [(src, dst)]  # replace: n-1 disks out of the way, then the largest, then the n-1 on top


check_hanoi_function(my_hanoi)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### teachkit's version
#
# Once the checker says **correct**, open the folded cell below: it prints the function `teachkit` uses and the
# moves it makes for 3 disks. It is a *generator*: it hands out (`yield`s) one move at a time, and `yield from`
# passes on the moves of a smaller call. `solve_recursive(n, src=0, dst=2)` checks its input and runs it.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "-"} tags=["solution"] teachkit={"solution_of": "01-2"}
# Solution — open after you have tried
import inspect

from teachkit.hanoi.solve import hanoi

print("teachkit.hanoi.solve.hanoi:")
print(inspect.getsource(hanoi))

from teachkit.hanoi import solve_recursive

for step, move in enumerate(solve_recursive(3), start=1):
    print(f"step {step}: {move}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Counting the moves
#
# **Predict.** 3 disks take the recursion 7 moves. How many moves does it make for 10 disks? (Work out 4
# disks first, from the three steps.)

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
from teachkit.checks import predict

my_guess = ...  # a whole number: the moves for 10 disks
predict("hanoi:01-moves-10", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
from teachkit.hanoi import solve_recursive

print(f"{'n':>3} {'moves made':>11}")
for n in range(1, 13):
    print(f"{n:>3} {len(list(solve_recursive(n))):>11}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Solving the recurrence
#
# Let T(n) be the number of moves the recursion makes for n disks: T(n − 1) moves, then one, then T(n − 1)
# again, so T(n) = 2·T(n − 1) + 1, with T(0) = 0.
#
# Add 1 to both sides: T(n) + 1 = 2·(T(n − 1) + 1). So T(n) + 1 starts at 1 and doubles with every disk:
# T(n) + 1 = 2ⁿ, and **T(n) = 2ⁿ − 1** (Graham, Knuth and Patashnik, *Concrete Mathematics*, §1.1).

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### No solution does better
#
# **Claim.** Every solution that carries n disks from one peg to a different peg makes at least 2ⁿ − 1 moves.
#
# *Proof by induction on n.* For n = 0 there is nothing to move, and 2⁰ − 1 = 0. Suppose the claim holds for
# n − 1 disks (between any two different pegs), and take any solution for n disks, from the **start peg** to the **goal peg**. Disk n, the
# largest, must move at least once. For a move of disk n, call the peg it neither leaves nor lands on the
# **third peg** of that move.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Before and after disk n moves
#
# * **Before the first move of disk n**, nothing lies on disk n and the peg it lands on holds no smaller disk, so
#   the n − 1 smaller disks are all on the third peg, not the start peg that disk n leaves. The moves so far
#   carried them there from the start peg: a solution for n − 1 disks (disk n, the largest, never blocks
#   them), so by the hypothesis at least 2ⁿ⁻¹ − 1 moves.
# * **After the last move of disk n**, it lies on the goal peg for good. Just before that move the smaller disks
#   were all on its third peg, not the goal peg; at the end they are on the goal peg: again at least 2ⁿ⁻¹ − 1.
#
# These moves and the moves of disk n do not overlap: at least (2ⁿ⁻¹ − 1) + 1 + (2ⁿ⁻¹ − 1) = 2ⁿ − 1. ∎

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import move_count

assert all(len(list(solve_recursive(n))) == move_count(n) == 2**n - 1 for n in range(1, 13))
print("moves made by solve_recursive(n) == move_count(n) == 2**n - 1 for n = 1..12")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The call tree
#
# Every call `hanoi(h, src, dst, via)` with h ≥ 1 does three things in order: a call for h − 1 disks (the **left
# child**), one move of disk h (the **node itself**), another call for h − 1 disks (the **right child**). Calls
# with 0 disks do nothing and are left out. The calls form a *perfect binary tree* (every level full): each
# internal node has two children and all the leaves are at the same depth. (So it is also *full*: no node has
# just one child.)
#
# We number the **levels from the leaves up**: leaves are level 1, the root — the first call — is level n. A
# node on level L is a call with L disks, so **the node on level L moves disk L**.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### In order = in time
#
# The moves happen in the order "left subtree, node, right subtree": an **in-order traversal**. So if we
# number the nodes in order, the number of a node *is* the step at which its move is made.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import draw_tree, in_order, recursion_tree

tree = recursion_tree(3)
print("root:", tree.call, "makes", tree.move, "at step", tree.number)
draw_tree(tree)

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** In this 3-disk tree, disk 2 moves at steps 2 and 6. In the 4-disk solution (15 moves), at which
# step does disk 2 move for the third time?

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_step = ...  # a whole number
predict("hanoi:01-disk-2-third-move", my_step)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Disk 2 moves at steps 2, 6, 10, 14: each is twice an odd number. Level 1 holds the odd numbers, level 3 four
# times an odd number: on level L, the **odd multiples of 2ᴸ⁻¹**. Notebook 03 turns this into a formula for the
# move at any step.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Why** (open after you have predicted)
#
# A subtree whose root is on level L is a call with L disks: it has 2ᴸ − 1 nodes, one per move. Suppose its
# nodes are numbered k·2ᴸ + 1 to k·2ᴸ + 2ᴸ − 1 for some whole k ≥ 0 — true for the whole tree (L = n, k = 0).
#
# * Its left subtree (2ᴸ⁻¹ − 1 nodes) comes first, so its root is number k·2ᴸ + 2ᴸ⁻¹ = (2k + 1)·2ᴸ⁻¹: an
#   odd multiple of 2ᴸ⁻¹.
# * Its left subtree takes the numbers from (2k)·2ᴸ⁻¹ + 1, its right subtree those from (2k + 1)·2ᴸ⁻¹ + 1,
#   2ᴸ⁻¹ − 1 numbers each: the same form one level down, with k replaced by 2k and by 2k + 1.
#
# So, by induction from the root down, every node on level L is an odd multiple of 2ᴸ⁻¹. ∎

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Checking the claims in code
#
# The claims above, checked for every n up to 10: the tree is perfect; the in-order walk gives the moves of
# `solve_recursive`, numbered 1, 2, 3, …; the nodes on level L move disk L and are odd multiples of 2ᴸ⁻¹;
# level L has 2ⁿ⁻ᴸ nodes, so disk L moves 2ⁿ⁻ᴸ times, and 2ⁿ⁻¹ + … + 2 + 1 = 2ⁿ − 1 again.

# %% slideshow={"slide_type": "-"}
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

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watching the recursion
#
# **Predict.** The animation below replays `solve_recursive(4)`, from A to C. Before you play it:
# what is **move 5 of 15** — which disk, from which peg to which? Follow the recursion from the root
# `hanoi(4, A, C, B)`: is step 5 before, at or after the move of disk 4? Write it as `(disk, src, dst)`,
# the pegs as 0, 1, 2 or as `"A"`, `"B"`, `"C"`.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_move_5 = ...  # a tuple (disk, src, dst)
predict("hanoi:01-move-5-of-4", my_move_5)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The animation
#
# Below the towers, the tree node that made the move is highlighted, and each node shows its step number and
# its move once it has been made. The bold edges run from the root down to that node: the calls still open,
# the *call stack*. Step to move 5 and compare with your prediction.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import snapshots
from teachkit.hanoi.draw import TowersTreeScene
from teachkit.player import Player

frames = list(snapshots(4))
Player(frames, TowersTreeScene(4, show_numbers="done"), interval=700)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Play it yourself
#
# Click a peg to pick up its top disk, click another peg to drop it there. The board refuses a move that breaks
# a rule and counts your moves. Then change the 3 to 4 and use the recursive idea.

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
from teachkit.hanoi.play import PlayTowers

PlayTowers(3)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The legend of the 64 disks
#
# The priests need 2⁶⁴ − 1 moves. The universe is 13.787 ± 0.020 billion years old (Planck Collaboration,
# "Planck 2018 results", published in 2020; see Sources).
#
# **Predict.** At one move per second, without a pause, how many times the present age of the universe do the
# priests need? Pick the nearest: 0.001, 1, 40 or 1000.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # 0.001, 1, 40 or 1000
predict("hanoi:01-ages-of-universe-64", my_guess)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
moves = move_count(64)
seconds_per_year = 365.25 * 24 * 60 * 60  # a Julian year
years = moves / seconds_per_year
age_of_universe = 13.787e9  # years (Planck 2018 results, see Sources)
print(f"moves:                  {moves:,}")
print(f"years at 1 move/second: {years:.3e}")
print(f"age of the universe:    {age_of_universe:.3e} years")
print(f"ratio:                  {years / age_of_universe:.1f} times the age of the universe")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# The last line above: about 42 times the present age of the universe, so 40 is the nearest choice, and the
# legend is safe for now.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Too many moves to list
#
# `teachkit` refuses to list the moves of more than 25 disks, and says what to use instead:

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import TooManyDisks

try:
    solve_recursive(64)
except TooManyDisks as err:
    print(err)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **The idea:** n − 1 disks out of the way, the largest disk from `src` to `dst`, the n − 1 back on top; with
#   no disks, nothing to do.
# * **The count:** T(n) = 2·T(n − 1) + 1 gives 2ⁿ − 1 moves, and no solution can do with fewer.
# * **The tree:** the calls form a perfect binary tree; in-order position = step; level L (from the leaves)
#   moves disk L, 2ⁿ⁻ᴸ times, at the odd multiples of 2ᴸ⁻¹.
# * **The legend:** 2⁶⁴ − 1 moves at one a second outlast the universe's present age many times over.
#
# **Where next:** [02 · Towers of Hanoi without recursion](02-hanoi-without-recursion.ipynb) — the same moves
# from a plain loop with three stacks; then [03](03-hanoi-move-at-any-step.ipynb) finds the move at any step
# from a formula. · **Index:** [00-index](00-index.ipynb)

# %% [markdown] slideshow={"slide_type": "skip"}
# ## Solutions
#
# Open a folded cell (click the bar on its left) only after you have tried the exercise.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "01-1"}
# Solution — open after you have tried
# Exercise 1: disks 1 and 2 go out of the way to C, disk 3 goes to B, disks 1 and 2 follow it
my_moves = [(0, 1), (0, 2), (1, 2), (0, 1), (2, 0), (2, 1), (0, 1)]
check_moves(3, my_moves, src=0, dst=1)


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
# * R. L. Graham, D. E. Knuth, O. Patashnik, *Concrete Mathematics*, 2nd ed. (1994), §1.1 "The Tower of
#   Hanoi": the recurrence T(n) = 2T(n − 1) + 1 and its solution.
# * Planck Collaboration, "Planck 2018 results. VI. Cosmological parameters", *Astronomy & Astrophysics* 641,
#   A6 (2020): the age of the universe, 13.787 ± 0.020 Gyr.
