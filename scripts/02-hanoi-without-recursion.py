# %% [markdown] slideshow={"slide_type": "slide"}
# # Towers of Hanoi without recursion
#
# ***Two facts about the recursive solution give a plain loop with three stacks, and a proof that it is right.***
#
# **Learning objectives.** After this notebook you can
# * prove two facts about the recursive solution: which disk moves at step i, and that every disk always
#   turns the same way round the pegs;
# * write, yourself, the loop with three stacks that solves the puzzle — the *direction algorithm*;
# * say on which peg that loop ends, and prove that it makes exactly the moves of the recursion.
#
# **Prerequisites.** [01 · Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb)
# (the recursive solution, its call tree, the 2ⁿ − 1 bound); proof by induction; Python lists.
# **Time needed.** About 40 minutes, by the formula explained in [00-index](00-index.ipynb) (words read at 150 a
# minute, plus the minutes set for each exercise and 2 for each prediction): reading with three proofs, 2 Predict
# prompts and 1 exercise — writing the loop, counted as 20 minutes.
#
# **Previous:** [01 · recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb) ·
# **Index:** [00-index](00-index.ipynb) · **Next:** [03 · The move at any step](03-hanoi-move-at-any-step.ipynb)

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Pegs on a circle
#
# As in notebook 01, the pegs are numbered 0, 1, 2 and drawn as A, B, C, and the tower starts on A. Put the
# pegs on a circle, A → B → C → A. A disk that moves one step **+1** goes A → B, B → C or C → A (the solid
# arrows); one step **−1** goes the other way round: A → C, C → B or B → A (the dashed arrows). With numbers,
# one step d from peg p lands on `(p + d) % 3`. Carrying the tower from A to C is one step −1 for the tower as
# a whole.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.draw import draw_peg_circle

draw_peg_circle()

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Fact 1: which disk moves at step i
#
# Recall the call tree of notebook 01, levels counted **from the leaves**: the leaves are level 1, the root
# is level n, and the nodes on level L move disk L. Here are the numbers — the steps — on each level, for 4
# disks:

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import draw_tree, in_order, recursion_tree

tree = recursion_tree(4)
for level in range(4, 0, -1):
    print(f"level {level} (disk {level}):", [node.number for node in in_order(tree) if node.disk == level])
draw_tree(tree)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The pattern, and why it holds
#
# Level 1 holds the odd numbers, level 2 the odd multiples of 2, level 3 the odd multiples of 4. In general:
#
# > **Disk L moves exactly at the steps i = 2^(L−1) × (an odd number).** Equivalently, the disk at step i is
# > **L = 1 + (the number of times 2 divides i)**.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Proof of fact 1
#
# *By induction on n.* For n = 1 the only step is 1 = 2⁰ × 1, made by disk 1. For n disks, the
# solution is: the (n − 1)-disk solution (steps 1 … 2ⁿ⁻¹ − 1), then disk n (step 2ⁿ⁻¹ = 2ⁿ⁻¹ × 1, as
# claimed), then the (n − 1)-disk solution again, each of its steps j now made at step j + 2ⁿ⁻¹. The first
# part is right by induction. In the third part, j < 2ⁿ⁻¹, so 2 divides j fewer than n − 1 times: write
# j = 2ᵗ × odd with t < n − 1; then j + 2ⁿ⁻¹ = 2ᵗ × (odd + 2ⁿ⁻¹⁻ᵗ), and odd + even is odd. So j + 2ⁿ⁻¹ is
# divisible by 2 exactly as often as j, and the same disk moves at both. ∎

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import solve_recursive
from teachkit.hanoi.solve import times_two_divides

for n in range(1, 13):
    assert [move.disk for move in solve_recursive(n)] == [1 + times_two_divides(i) for i in range(1, 2**n)]
print("disk at step i == 1 + times_two_divides(i), every step, n = 1..12")
print("n = 4:", [1 + times_two_divides(i) for i in range(1, 16)])

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which way does disk 2 turn?
#
# In the tree of fact 1 (the 4-disk tower A → C), the nodes on level 2 are the moves of disk 2.
#
# **Predict before you run.** Each time disk 2 moves, which way round the circle does it go: always +1, always
# −1, or does it change from move to move?

# %% slideshow={"slide_type": "-"} tags=["predict"]
from teachkit.checks import predict

my_guess = ...  # +1, -1, or 0 if it changes from move to move
predict("hanoi:02-disk-2-direction", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Always −1: the cell below lists disk 2's four moves from the recursion, A → C → B → A → C, each one step −1
# round the circle. Fact 2, next, says which way every disk turns, and proves it.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
print("Disk 2's moves in the 4-disk tower A -> C:")
for step, move in enumerate(solve_recursive(4), start=1):
    if move.disk == 2:
        way = "+1" if (move.dst - move.src) % 3 == 1 else "-1"
        print(f"step {step:>2}: {'ABC'[move.src]} -> {'ABC'[move.dst]}, one step {way}")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Fact 2: every disk always turns the same way
#
# > **In carrying a tower of h disks one step d round the circle, disk h moves once, one step d, and each
# > smaller disk k always moves one step d × (−1)^(h−k).** So the directions alternate from disk to disk.
#
# *Proof, by induction on h.* For h = 1, the single move is one step d. For h > 1, if the tower goes from
# peg a to peg b = a + d, the third peg is c = a − d, and the recursion carries h − 1 disks a → c, moves
# disk h a → b, and carries h − 1 disks c → b. Both smaller transfers are one step −d (a − d = c, and
# c − d = a − 2d = a + d = b, since −2 ≡ 1 mod 3). By induction, in both of them disk k moves one step
# (−d) × (−1)^(h−1−k) = d × (−1)^(h−k). ∎

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Fact 2, checked
#
# For the tower A → C (d = −1) with n disks: disk n steps −1, disk n − 1 steps +1, and so on — disk k steps
# −1 if n − k is even, +1 if n − k is odd. The cell checks every move of the recursion:

# %% slideshow={"slide_type": "-"}
for n in range(1, 13):
    for move in solve_recursive(n):
        step = (move.dst - move.src) % 3  # 1 for a step +1, 2 for a step -1
        assert step == (2 if (n - move.disk) % 2 == 0 else 1)
print("every move of solve_recursive(n) turns its disk the predicted way, n = 1..12")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The direction algorithm
#
# The two facts say: disk 1 moves at every odd step (fact 1), always one step the same way (fact 2). At an
# even step some other disk moves, and there is only one legal move that leaves disk 1 alone: between the two
# pegs without disk 1, the smaller of their top disks goes onto the other peg (an empty peg takes anything, and
# gives nothing). Both are empty only when all n disks sit on disk 1's peg: a complete tower.
# So a loop can make every move without recursion. Choose a direction d = +1 or −1 and repeat:
#
# 1. move disk 1 one step d; stop if all disks are now on one peg other than the start;
# 2. make the only legal move that does not involve disk 1.

# %% [markdown] slideshow={"slide_type": "notes"}
# This rule is usually credited to Raoul Olive, Lucas's nephew, and was published by Lucas in 1883–84;
# P. Buneman and L. Levy, "The Towers of Hanoi problem" (*Information Processing Letters*, 1980), wrote it
# as a program and proved it correct.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise 1 — the loop with three stacks
#
# Write `my_direction_loop(n, direction)`. Keep each peg as a Python list of disks, bottom first — at the start
# `pegs = [[n, …, 2, 1], [], []]` — so `pegs[p][-1]` is the top disk of peg p, and a move is
# `pegs[dst].append(pegs[src].pop())`. Run the two steps above with `direction` = +1 or −1 and return the list of
# moves as `(src, dst)` pairs, e.g. `[(0, 1), (0, 2), …]`. Write it with lists and a loop: no recursion, none of
# teachkit's Hanoi functions, and no table of moves filled in advance (the checker refuses them).
#
# The checker compares your moves with the recursion's for n = 1 … 10 in both directions, names the first move that
# goes wrong and what kind of mistake it is, and stops a loop that does not end (after 5 seconds, or a budget of
# executed lines). It answers **correct** or **not yet** with a hint; a solution is folded at the end.

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.solve_iterative", "teachkit.hanoi.iterative_snapshots", "teachkit.hanoi.trace_iterative", "teachkit.hanoi.Towers", "teachkit.hanoi.end_peg"], "exercise": "02-1", "minutes": 20}
from teachkit.hanoi.checks import check_direction_loop


def my_direction_loop(n, direction):
    """The moves (src, dst) of the direction algorithm for n disks that start on peg 0."""
    pegs = [list(range(n, 0, -1)), [], []]  # bottom first: pegs[p][-1] is the top disk of peg p
    moves = []
    ...  # your loop: disk 1 one step `direction`; stop if done; the one legal move without disk 1
    return moves


check_direction_loop(my_direction_loop)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where does the loop end?
#
# Going +1 with 3 disks, the tower ends on peg **B** after 7 moves — not on C (run your loop to see it).
#
# **Predict before you run.** Going +1 with **4** disks, on which peg does the tower end: "A", "B" or "C"?

# %% slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # a letter, "A", "B" or "C" (a peg number 0, 1 or 2 is read as its letter)
predict("hanoi:02-end-peg-4-plus", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# Going +1, odd n end on B and even n on C (the table below, n = 1 … 8). The reason: the loop fixes disk 1's
# direction d. By fact 2, in the recursion disk 1 turns the same way as the whole tower when n − 1 is even, and
# the opposite way when n − 1 is odd. So the loop should end where the recursion ends when its disk 1 steps d:
#
# * **n odd:** one step d round from A — peg `d % 3`;
# * **n even:** one step −d round from A — peg `-d % 3`.
#
# The cell after the table checks this rule against the loop for n = 1 … 12 and both directions; the proof further
# on, that the loop makes the recursion's moves, shows why it holds for every n.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
from teachkit.hanoi import Towers, solve_iterative


def final_peg(moves, n):
    """Apply the moves to fresh towers and say which peg holds them all."""
    towers = Towers(n)
    for move in moves:
        towers.apply(move)
    return "ABC"[towers.all_on()]


print("The end peg of the loop going +1, for n = 1..8:")
print(f"{'n':>3} {'going +1 ends on':>17} {'moves':>6}")
for n in range(1, 9):
    moves = list(solve_iterative(n, +1))
    print(f"{n:>3} {final_peg(moves, n):>17} {len(moves):>6}")

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — the rule checked against the loop
for n in range(1, 13):
    for direction in (+1, -1):
        towers = Towers(n)
        for move in solve_iterative(n, direction):
            towers.apply(move)
        predicted = (direction if n % 2 else -direction) % 3  # the rule in the answer above
        assert towers.all_on() == predicted
print("checked: solve_iterative(n, d) ends on the rule's peg, n = 1..12, both directions")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The model loop, step by step
#
# teachkit's own loop, `solve_iterative`, keeps each peg as an explicit stack — a `Towers` object, which refuses
# illegal moves. `trace_iterative(n, direction)` replays it and prints every step and every peg, bottom to top;
# compare it with what your loop does:

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import trace_iterative

trace_iterative(3, direction=+1)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why the loop makes the recursion's moves
#
# Fix d and n, and let e be the end peg of the rule in the answer above. Take the recursive solution from A to e. Its
# tower goes one step d when n is odd, and
# disk 1 then turns with it; one step −d when n is even, and disk 1 then turns against it: by fact 2, its disk 1
# always steps d. At its odd steps it moves disk 1 one step d, like the loop; at its even steps
# it makes a move without disk 1, and there is only one legal one, so again it does what the loop does. The loop
# stops at the first moment the tower is complete on a peg other than A. The recursion completes it on e at its last
# step, 2ⁿ − 1, and never earlier: a complete tower on any other peg after fewer moves would be a solution shorter
# than 2ⁿ − 1, which notebook 01 proved impossible. So the loop makes exactly the recursion's 2ⁿ − 1 moves, and
# ends on e. ∎

# %% slideshow={"slide_type": "-"}
for n in range(1, 13):
    for direction in (+1, -1):
        e = (direction if n % 2 else -direction) % 3  # the end peg
        assert list(solve_iterative(n, direction)) == list(solve_recursive(n, 0, e))
print("solve_iterative(n, d) == solve_recursive(n, 0, e), n = 1..12, both directions")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Watch the loop
#
# The animation replays the states the loop passes through (`iterative_snapshots`, the generator behind
# `solve_iterative`); the disk that just moved is outlined. Watch disk 1: every second move, one step +1.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import iterative_snapshots
from teachkit.hanoi.draw import TowersScene
from teachkit.player import Player

Player(list(iterative_snapshots(3, +1)), TowersScene(3), interval=700)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **Fact 1:** the disk at step i is L = 1 + (the number of times 2 divides i); so disk 1 moves at every odd step.
# * **Fact 2:** every disk always steps the same way round A → B → C → A, the directions alternating from disk
#   to disk.
# * **The loop:** disk 1 one step round, then the only other legal move — exactly the recursion's moves; it
#   ends one step d round from A for odd n, one step −d for even n (d: disk 1's direction).
#
# **Where next:** [03 · Towers of Hanoi: the move at any step](03-hanoi-move-at-any-step.ipynb) — the same two
# facts give the move at step i from the number i alone, even for 64 disks. · **Index:** [00-index](00-index.ipynb)

# %% [markdown] slideshow={"slide_type": "skip"}
# ## Solutions
#
# Open a folded cell (click the bar on its left) only after you have tried the exercise.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "02-1"}
# Solution — open after you have tried
def my_direction_loop(n, direction):
    """The moves (src, dst) of the direction algorithm for n disks that start on peg 0."""
    pegs = [list(range(n, 0, -1)), [], []]  # bottom first: pegs[p][-1] is the top disk of peg p
    moves = []
    small = 0  # the peg of disk 1
    while True:
        to = (small + direction) % 3  # (1) disk 1 one step round
        pegs[to].append(pegs[small].pop())
        moves.append((small, to))
        small = to
        if len(pegs[1]) == n or len(pegs[2]) == n:  # all on one peg other than the start
            return moves
        a, b = [peg for peg in range(3) if peg != small]  # (2) the two pegs without disk 1
        if not pegs[b] or (pegs[a] and pegs[a][-1] < pegs[b][-1]):
            src, dst = a, b  # the smaller top disk goes onto the other peg
        else:
            src, dst = b, a
        pegs[dst].append(pegs[src].pop())
        moves.append((src, dst))


check_direction_loop(my_direction_loop)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Sources
#
# * Édouard Lucas (as N. Claus de Siam), *La Tour d'Hanoï* (1883): the puzzle.
# * A. M. Hinz, S. Klavžar, U. Milutinović and C. Petr, *The Tower of Hanoi — Myths and Maths* (2013): the
#   history, including Raoul Olive's rule for the smallest disk, published by Lucas.
# * R. S. Scorer, P. M. Grundy and C. A. B. Smith, "Some binary games", *The Mathematical Gazette* 28 (1944):
#   an early account of the binary ("ruler") pattern of the moves — far older than the computer-science
#   paper below.
# * P. Buneman and L. Levy, "The Towers of Hanoi problem", *Information Processing Letters* 10 (1980): the
#   direction algorithm as a program, with a proof.
# * R. L. Graham, D. E. Knuth, O. Patashnik, *Concrete Mathematics*, 2nd ed. (1994), §1.1: the recurrence
#   and the 2ⁿ − 1 count.
