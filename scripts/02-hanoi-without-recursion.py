# %% [markdown] slideshow={"slide_type": "slide"}
# # Towers of Hanoi without recursion
#
# **Learning objectives.** Use the rule for which disk moves at step i; prove which way each disk turns;
# write the loop with three stacks (the *direction algorithm*); prove it makes the recursion's moves.
#
# **Prerequisites.** [01 · recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb); induction;
# Python lists.
#
# **Time needed.** About 60 minutes, plus about 5 for the optional part, by the formula of
# [00 · Index](00-index.ipynb); writing the loop counts 35 minutes.
#
# **Next:** [03 · The move at any step](03-hanoi-move-at-any-step.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two facts about the recursion — which disk moves when, and which way — are enough to solve the puzzle with a loop and three stacks; the students write that loop.
#
# Ask: can every recursive program be written as a loop?
#
# Answer: yes, with an explicit stack; here we need no stack of calls at all, only the three pegs.
#
# 50-minute plan:
# - 5 min — Pegs on a circle
# - 10 min — Fact 1 (predict)
# - 10 min — Which way disk 2 turns (predict); fact 2
# - 5 min — The direction algorithm
# - 15 min — Exercise 1 started in class, finished at home
# - 5 min — Where the loop ends (predict); why it makes the recursion's moves
#
# 90-minute plan:
# - 5 min — Pegs on a circle
# - 15 min — Fact 1 (predict), and its proof from the optional part
# - 15 min — Which way disk 2 turns (predict); fact 2 and its proof
# - 10 min — The direction algorithm
# - 25 min — Exercise 1 in class
# - 15 min — Where the loop ends (predict); why it makes the recursion's moves
# - 5 min — Summary and questions
#
# </details>

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Pegs on a circle
#
# Put the pegs A, B, C (0, 1, 2) on a circle.
# * One step **+1**: A → B → C → A (solid arrows).
# * One step **−1**: A → C → B → A (dashed arrows).
# * From peg p, one step d lands on `(p + d) % 3`.
#
# Carrying the tower from A to C is one step −1.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: with the pegs on a circle, every move is one step clockwise or one step anticlockwise.
#
# Ask: from peg C, where does one step +1 land, and where one step −1?
#
# Answer: +1: (2 + 1) % 3 = 0, peg A; −1: (2 − 1) % 3 = 1, peg B.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The circle, drawn

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.draw import draw_peg_circle

draw_peg_circle()

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: solid arrows go clockwise (+1), dashed ones anticlockwise (−1); a disk's move is one arrow.
#
# Ask: which arrow does the move of the largest disk follow when the tower goes from A to C?
#
# Answer: the dashed one from A to C: one step −1.
#
# Run: the circle picture.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Fact 1: which disk moves at step i
#
# In notebook 01's call tree, levels count **from the leaves** and level L moves disk L. The steps on each level,
# for 4 disks:

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import draw_tree, in_order, recursion_tree

tree = recursion_tree(4)
for level in range(4, 0, -1):
    print(f"level {level} (disk {level}):", [node.number for node in in_order(tree) if node.disk == level])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: read the rows slowly; do not name the pattern yet — the Predict on the next slide needs it, applied to steps the rows do not show.
#
# Ask: which level holds step 12?
#
# Answer: 12 = 4 × 3: level 3, disk 3.
#
# Run: the cell that prints the levels.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The pattern
#
# With **5** disks, the largest disk moves once, at step 16.
#
# **Predict.** Which is the largest disk that moves at steps 17 to 31? Have a reason ready: the rows above, or
# what the recursion does after step 16.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
from teachkit.checks import predict

my_guess = ...  # a disk number, 1 to 5
predict("hanoi:02-largest-disk-17-to-31", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: students who know notebook 01's rule must apply it to a range; others can see that steps 17 to 31 replay the 4-disk solution. The trap is disk 5.
#
# Ask: which disk moves at step 40 of a tower of 6 or more disks?
#
# Answer: 40 = 2³ × 5: 2 divides it 3 times, so disk 4.
#
# Run: the predict cell with a guess from the room.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### After your guess: the same levels in the tree

# %% slideshow={"slide_type": "-"}
draw_tree(tree, show_moves=False)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: each row of the printout is one level of the tree, its nodes numbered in order.
#
# Ask: how many nodes are on level 2 of the 4-disk tree?
#
# Answer: 4 = 2⁴⁻²: steps 2, 6, 10, 14.
#
# Run: the tree cell (steps only, no moves).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Fact 1, stated
#
# <details>
# <summary><b>Fact 1</b>, and the answer (open after you have predicted)</summary>
#
# Level 1 holds the odd numbers, level 2 the odd multiples of 2, level 3 the odd multiples of 4:
#
# > **Disk L moves exactly at the steps i = 2^(L−1) × (an odd number).** Equivalently, the disk at step i is
# > **L = 1 + (the number of times 2 divides i)**.
#
# **Disk 4**: among steps 17 to 31, only 24 = 2³ × 3 is a multiple of 8, and none of 16. Or: after step 16 the
# 4-disk solution runs again, shifted by 16; its largest disk moves in its middle, at 16 + 8 (the proof below).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the number of times 2 divides i is the number of zeros at the right end of i in binary — the ruler of notebook 00's lamps.
#
# Ask: which disk moves at step 24 with 5 disks, and at step 24 with 9 disks?
#
# Answer: disk 4 both times: 24 = 2³ × 3, and the disk at step i does not depend on n.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Proof of fact 1 (optional)
#
# Notebook 01 proved it with the tree (its optional part); here is a second proof, *by induction on n.* For n = 1, the only step is 1 = 2⁰ × 1, disk 1. For n disks, the solution is
# * the (n − 1)-disk solution, steps 1 … 2ⁿ⁻¹ − 1: right by induction;
# * disk n at step 2ⁿ⁻¹ = 2ⁿ⁻¹ × 1: as claimed;
# * the (n − 1)-disk solution again, its step j now made at step j + 2ⁿ⁻¹.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the first two parts are immediate; the whole proof is in the third.
#
# Ask: in the 4-disk solution, at which step is step 3 of the second 3-disk part made?
#
# Answer: 3 + 8 = 11.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The third part
#
# Write j = 2ᵗ × odd. As 2ᵗ ≤ j < 2ⁿ⁻¹, t < n − 1. Then j + 2ⁿ⁻¹ = 2ᵗ × (odd + 2ⁿ⁻¹⁻ᵗ), and 2ⁿ⁻¹⁻ᵗ is even
# (its exponent is at least 1), so the bracket is odd.
#
# So 2 divides j + 2ⁿ⁻¹ exactly as often as j: the same disk moves at both. ∎

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.hanoi import solve_recursive
from teachkit.hanoi.solve import times_two_divides

for n in range(1, 13):
    assert [move.disk for move in solve_recursive(n)] == [1 + times_two_divides(i) for i in range(1, 2**n)]
print("disk at step i == 1 + times_two_divides(i), every step, n = 1..12")
print("n = 4:", [1 + times_two_divides(i) for i in range(1, 16)])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: adding a larger power of 2 does not change the trailing zeros of j.
#
# Ask: why must t be less than n − 1?
#
# Answer: because j < 2ⁿ⁻¹: if 2ⁿ⁻¹ divided j, j would be at least 2ⁿ⁻¹.
#
# Run: the check against `solve_recursive`, n = 1..12.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which way does disk 2 turn?
#
# In the 4-disk tower A → C, disk 2 moves four times: at steps 2, 6, 10 and 14.
#
# **Predict.** Each time disk 2 moves, which way round the circle does it go: always +1, always −1, or does it
# change? (Play the first six moves on paper; with 4 disks the first is disk 1 A → B, notebook 01.)

# %% slideshow={"slide_type": "-"} tags=["predict"]
from teachkit.checks import predict

my_guess = ...  # +1, -1, or 0 if it changes from move to move
predict("hanoi:02-disk-2-direction", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: let the room commit; some will try to trace the moves, others will guess from symmetry.
#
# Ask: where is disk 2 before its first move, and where is disk 1?
#
# Answer: both on A at the start; disk 1 leaves A at step 1, and disk 2 is then the top disk of A.
#
# Run: the predict cell.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Always −1: disk 2 goes A → C → B → A → C. The cells below list its moves and show the tree with every
# move. Fact 2, next, covers every disk.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
print("Disk 2's moves in the 4-disk tower A -> C:")
for step, move in enumerate(solve_recursive(4), start=1):
    if move.disk == 2:
        way = "+1" if (move.dst - move.src) % 3 == 1 else "-1"
        print(f"step {step:>2}: {'ABC'[move.src]} -> {'ABC'[move.dst]}, one step {way}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: disk 2 never changes direction; nor does any other disk — that is fact 2.
#
# Ask: which way does disk 2 turn in the 3-disk tower A → C?
#
# Answer: one step +1 each time: A → B → C (fact 2: d × (−1)^(3−2) = +1).
#
# Run: the folded cell that lists disk 2's moves.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# Answer — open after you predict
print("The 4-disk tree A -> C, each node with its move (level 2: disk 2)")
draw_tree(tree)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the same tree as in fact 1, now with each node's move: read level 2 from left to right.
#
# Ask: on the tree, which way does disk 3 turn at steps 4 and 12?
#
# Answer: A → B and B → C: both one step +1.
#
# Run: the folded tree cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Fact 2: which way each disk turns
#
# Let the recursion carry h disks from peg a one step d, to b = a + d; the third peg is c = a − d (peg
# arithmetic is mod 3 from here on). It carries h − 1 disks a → c, moves disk h a → b, then h − 1 disks c → b.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: set up the three pegs in terms of a and d; everything else is arithmetic mod 3.
#
# Ask: why is the third peg a − d?
#
# Answer: the three pegs are a, a + d and a + 2d = a − d (mod 3); the third is the one that is neither a nor a + d.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Both halves turn the other way
#
# Both smaller transfers are one step −d: a − d = c, and c − d = a − 2d = a + d = b (as −2 ≡ 1 mod 3).
# Below: 4 disks A → C, d = −1.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.hanoi.draw import draw_disk_paths, draw_halves

draw_halves(4)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the key line: both halves of the recursion move their tower the other way, −d.
#
# Ask: check c − d = b with a = A, d = +1.
#
# Answer: b = B, c = C, and C − 1 = B.
#
# Run: the picture of the 4-disk tower's three parts.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 2}
# ### Fact 2, stated and proved
#
# > **When the recursion moves a tower of h disks one step d round the circle, disk h moves once, one step d,
# > and each smaller disk k always moves one step d × (−1)^(h−k).**
#
# *Proof, by induction on h.* For h = 1, the single move is one step d. For h > 1, disk h moves one step d, and
# both halves carry h − 1 disks one step −d, so by induction disk k < h moves one step
# (−d) × (−1)^(h−1−k) = d × (−1)^(h−k). ∎
#
# So each disk always turns the same way; the directions alternate from disk to disk.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the largest disk turns with the tower, the next one against it, and so on.
#
# Ask: carrying 4 disks A → C (d = −1), which way does disk 1 turn?
#
# Answer: d × (−1)^(4−1) = −1 × −1 = +1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Each disk's path, drawn
#
# The 4-disk tower A → C: each disk's moves on the circle, with the steps that make them on the arrows.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
draw_disk_paths(4)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: one circle per disk: disks 1 and 3 only ever go clockwise (+1), disks 2 and 4 only anticlockwise (−1).
#
# Ask: how many times does disk 1 go from A to B, and at which steps?
#
# Answer: three times, at steps 1, 7 and 13: it goes round its cycle every 6 steps.
#
# Run: the picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Fact 2, checked
#
# Tower A → C (d = −1), n disks: disk k steps −1 if n − k is even, else +1. Checked on every move:

# %% slideshow={"slide_type": "-"}
for n in range(1, 13):
    for move in solve_recursive(n):
        step = (move.dst - move.src) % 3  # 1 for a step +1, 2 for a step -1
        assert step == (2 if (n - move.disk) % 2 == 0 else 1)
print("every move of solve_recursive(n) turns its disk the predicted way, n = 1..12")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the proof covers every n; the code confirms it for n up to 12.
#
# Ask: with 5 disks A → C, which way does disk 2 turn?
#
# Answer: 5 − 2 = 3 is odd: +1.
#
# Run: the check cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The direction algorithm
#
# Disk 1 moves at every odd step (fact 1), always one step the same way (fact 2). So choose disk 1's direction
# d = +1 or −1 (from here on, d is disk 1's direction, not the tower's) and repeat:
#
# 1. move disk 1 one step d; stop if all disks are now on one peg other than the start;
# 2. make the only legal move that does not involve disk 1.
#
# It works for d = +1 and d = −1; where it ends is a Predict after the exercise.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Hinz et al. (2013) credit this rule to Raoul Olive, in Lucas's time; P. Buneman and L. Levy (Information Processing Letters, 1980) wrote it as a program and proved it correct.
#
# Ask: after disk 1 moves, why is there never more than one legal move without it?
#
# Answer: between the two other pegs, only the smaller top disk may move onto the other peg (next slide).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The other move
#
# * It goes between the two pegs without disk 1.
# * The smaller of their top disks goes onto the other peg; an empty peg takes anything and gives nothing.
# * Both can be empty only when the tower is complete on disk 1's peg, and the stop test of step 1 has caught
#   that already: it is the only stop test you need.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the legal move is unique because a larger disk may never go onto a smaller one.
#
# Ask: pegs without disk 1 hold [3] and [2]: which move is it?
#
# Answer: disk 2 onto disk 3 (2 is the smaller top disk).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### By hand: 3 disks, d = +1
#
# * 1: disk 1, A → B
# * 2: A (top 2) and C (empty): disk 2, A → C
# * 3: disk 1, B → C
# * 4: A (top 3) and B (empty): disk 3, A → B
# * 5: disk 1, C → A
# * 6: B (top 3) and C (top 2): disk 2, C → B
# * 7: disk 1, A → B; all disks are on B, not the start: stop.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: run the two rules by hand once before coding them; the stop test comes right after disk 1's move.
#
# Ask: at step 6, why does disk 2 move and not disk 3?
#
# Answer: the pegs without disk 1 are B (top 3) and C (top 2); the smaller top disk, 2, goes onto the other peg.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise 1 — the loop with three stacks
#
# Write `my_direction_loop(n, direction)`:
# * each peg is a list, bottom first: `pegs = [[n, …, 2, 1], [], []]`, so `pegs[p][-1]` is peg p's top disk;
# * a move is `pegs[dst].append(pegs[src].pop())`;
# * run the two steps above and return the moves as `(src, dst)` pairs, e.g. `[(0, 1), (0, 2), …]`.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the students write the loop from the two rules; the checker names the first wrong move and the kind of mistake.
#
# Ask: what should `my_direction_loop(1, +1)` return?
#
# Answer: `[(0, 1)]`: disk 1 one step +1, and the tower is complete on B.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The rules of the exercise
#
# Lists and a loop only: no recursion, no teachkit Hanoi functions, no moves listed in advance. The checker
# compares your moves with the recursion's for the tower onto the peg where the loop ends (n = 1 … 10, both
# directions), names the first wrong one, and stops a loop that does not end.
#
# **Debugging:** `trace_loop(my_direction_loop, 3, +1)` prints your moves and the pegs after each, like the hand
# run above, and stops at the first illegal move.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: no shortcuts: the point is the loop; the checker refuses the library, recursion and stored answers.
#
# Ask: how does the checker stop a loop that never ends?
#
# Answer: it counts the lines your code executes and stops it after a budget (or 5 seconds), then says which move went wrong, if one did.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.solve_iterative", "teachkit.hanoi.iterative_snapshots", "teachkit.hanoi.trace_iterative", "teachkit.hanoi.Towers", "teachkit.hanoi.end_peg"], "exercise": "02-1", "minutes": 35}
from teachkit.hanoi.checks import check_direction_loop, trace_loop


def my_direction_loop(n, direction):
    """The moves (src, dst) of the direction algorithm for n disks that start on peg 0."""
    pegs = [list(range(n, 0, -1)), [], []]  # bottom first: pegs[p][-1] is the top disk of peg p
    moves = []
    ...  # your loop: disk 1 one step `direction`; stop if done; the one legal move without disk 1
    return moves


# trace_loop(my_direction_loop, 3, +1)  # remove the # to see your loop's moves, step by step
check_direction_loop(my_direction_loop)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: common mistakes: disk 1 moved the wrong way, the larger top disk moved, a stop test that is true before any move, or one that only looks at peg C.
#
# Ask: why test the stop rule right after disk 1's move?
#
# Answer: the last move, 2ⁿ − 1, is odd: a move of disk 1. After it there is no other move to make.
#
# Run: the exercise cell with the stub, then with a student's loop.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where does the loop end?
#
# The hand run (3 disks, +1) ended on peg **B**, not C.
#
# **Predict.** Going +1 with **4** disks, on which peg does the tower end: "A", "B" or "C"?

# %% slideshow={"slide_type": "-"} tags=["predict"]
my_guess = ...  # a letter, "A", "B" or "C" (a peg number 0, 1 or 2 is read as its letter)
predict("hanoi:02-end-peg-4-plus", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: fact 2 links disk 1's direction to the tower's; let the room use it.
#
# Ask: can the tower end on A?
#
# Answer: no: the loop stops only on a peg other than the start.
#
# Run: the predict cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Your loop, run

# %% slideshow={"slide_type": "-"} tags=["slide-code"]
if check_direction_loop(my_direction_loop).ok:  # your loop, going +1
    trace_loop(my_direction_loop, 4, +1)
else:
    print("Not yet: pass Exercise 1 first.")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the students' own loops answer the Predict; until a loop passes Exercise 1 the cell prints only "Not yet".
#
# Ask: how many moves should the 4-disk run print?
#
# Answer: 15 = 2⁴ − 1, the last one onto peg C.
#
# Run: the cell, once the loop passes the checker.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# Going +1, odd n end on B and even n on C (the table below). The loop fixes disk 1's direction d; by fact 2,
# disk 1 turns with the tower when n is odd, against it when n is even. So the tower ends:
#
# * **n odd:** one step d round from A — peg `d % 3`;
# * **n even:** one step −d round from A — peg `-d % 3`.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the loop only chooses disk 1's direction; the tower's direction then depends on whether n is odd or even.
#
# Ask: going −1 with 4 disks, where does the tower end?
#
# Answer: n even: one step +1 from A, peg B.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
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

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the end peg alternates with n because disk 1's direction relative to the tower alternates.
#
# Ask: going −1 with 5 disks, where does the tower end?
#
# Answer: n odd: one step −1 from A, peg C.
#
# Run: the folded table cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} teachkit={"minutes": 2}
# ### Why the loop makes the recursion's moves
#
# Fix d and n. Let the recursion carry the n disks from A one step D = d × (−1)^(n−1), to peg e. By fact 2 its
# disk 1 steps D × (−1)^(n−1) = d, like the loop's. (d = +1, n = 4: D = −1 and e = C, where your loop ended.)
#
# Then, by induction on the step number, both are in the same state before each step:
# * odd step: both move disk 1 one step d (facts 1 and 2);
# * even step: the recursion moves another disk (fact 1); only one legal move avoids disk 1, and the loop makes it.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the loop and the recursion agree move by move as long as both go on.
#
# Ask: with n = 3 and d = +1, what is e?
#
# Answer: n odd, so D = d = +1: one step +1 from A, peg B.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### And both stop together
#
# The loop stops the first time the tower is complete off A. The recursion first gets there at its last step,
# 2ⁿ − 1, on e: earlier would be a solution shorter than 2ⁿ − 1, impossible by notebook 01. Step 2ⁿ − 1 is odd,
# a move of disk 1, right where the loop tests. So the loop makes exactly the recursion's moves. ∎

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.hanoi import solve_recursive

for n in range(1, 13):
    for direction in (+1, -1):
        e = (direction if n % 2 else -direction) % 3  # the end peg
        assert list(solve_iterative(n, direction)) == list(solve_recursive(n, 0, e))
print("solve_iterative(n, d) == solve_recursive(n, 0, e), n = 1..12, both directions")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the lower bound of notebook 01 is what makes the stop rule right.
#
# Ask: could the loop stop early, on the start peg A?
#
# Answer: no: it only stops on a peg other than A, and a complete tower elsewhere before step 2ⁿ − 1 is impossible.
#
# Run: the check `solve_iterative(n, d) == solve_recursive(n, 0, e)`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional)
#
# ### The model loop, step by step
#
# teachkit's own loop, `solve_iterative`, keeps each peg as a `Towers` stack, which refuses illegal moves.
# `trace_iterative` replays it and prints every step and every peg, bottom to top:

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.hanoi import trace_iterative

trace_iterative(3, direction=+1)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: the trace is the loop's own record; students can compare it line by line with theirs.
#
# Ask: in the trace, after which step is disk 3 first free to move?
#
# Answer: after step 3: disks 1 and 2 are both on peg C, and A holds disk 3 alone; it moves to B at step 4.
#
# Run: the trace cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Watch the loop
#
# The animation replays the states the loop passes through (`iterative_snapshots`); the disk that just moved is
# outlined. Watch disk 1: every second move, one step +1.

# %% slideshow={"slide_type": "-"} tags=["optional"] teachkit={"minutes": 2}
from teachkit.hanoi import iterative_snapshots
from teachkit.hanoi.draw import TowersScene
from teachkit.player import Player

Player(list(iterative_snapshots(3, +1)), TowersScene(3), interval=700)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: disk 1 circles A → B → C → A, one step every second move.
#
# Ask: how many times does disk 1 move for 3 disks?
#
# Answer: 4 times: at steps 1, 3, 5, 7.
#
# Run: the player.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **Fact 1:** the disk at step i is 1 + (the number of times 2 divides i); disk 1 moves at every odd step.
# * **Fact 2:** every disk always steps the same way round A → B → C → A, alternating from disk to disk.
# * **The loop:** disk 1 one step d, then the only other legal move: exactly the recursion's moves.
#
# **Where next:** [03 · The move at any step](03-hanoi-move-at-any-step.ipynb): the move at step i from i alone.
# · **Index:** [00-index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: two facts, one loop, one proof that the loop is the recursion in disguise.
#
# Ask: what does the loop need to remember between moves, besides the pegs?
#
# Answer: only the direction d and n (and, for speed, where disk 1 is).
#
# </details>

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
#   history, including the rule for the smallest disk they credit to Raoul Olive.
# * R. S. Scorer, P. M. Grundy and C. A. B. Smith, "Some binary games", *The Mathematical Gazette* 28 (1944):
#   an early account of the binary ("ruler") pattern of the moves.
# * P. Buneman and L. Levy, "The Towers of Hanoi problem", *Information Processing Letters* 10 (1980): the
#   direction algorithm as a program, with a proof.
# * R. L. Graham, D. E. Knuth, O. Patashnik, *Concrete Mathematics*, 2nd ed. (1994), §1.1: the recurrence
#   and the 2ⁿ − 1 count.
