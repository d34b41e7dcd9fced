# %% [markdown] slideshow={"slide_type": "slide"}
# # Towers of Hanoi: the move at any step
#
# **Learning objectives.** From the number i alone: the disk that moves at step i, its move, and where every disk
# is — even for 64 disks.
#
# **Prerequisites.** [02 · without recursion](02-hanoi-without-recursion.ipynb) (facts 1 and 2); binary numbers.
#
# **Time needed.** About 60 minutes, plus about 15 for the optional part, by the formula of
# [00 · Index](00-index.ipynb); the exercises count 20 minutes each.
#
# **Next:** [04 · The 15-puzzle: states and solvability](04-fifteen-puzzle-state-space.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Notebook 02 proved two facts about the recursive solution; today they become a formula for the move at
# any step, with no recursion and no replay.
#
# Ask: Which disk moves at step 8 of a tower of 4 or more disks? Answer: disk 4 — 8 is 1000 in binary, three zeros at the end,
# so L = 1 + 3.
#
# 50-minute plan:
# - 5 min — recap of facts 1 and 2
# - 8 min — which disk: the zeros at the end, the table
# - 7 min — each disk's cycle, the picture
# - 20 min — the move at step i: the worked example, Exercise 1 started in class
# - 5 min — the count of a disk's moves; Exercise 2 set as homework
# - 5 min — the 64-disk tower and the priests' Predict
#
# 90-minute plan:
# - 5 min — recap of facts 1 and 2
# - 10 min — which disk: the zeros at the end, the table
# - 10 min — each disk's cycle, the picture
# - 25 min — the move at step i: the worked example and Exercise 1
# - 15 min — the count of a disk's moves and Exercise 2
# - 10 min — the 64-disk tower and the priests' Predict
# - 15 min — optional part: the bit form, its proof and the race of five forms
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What notebook 02 proved
#
# Pegs 0, 1, 2 (drawn A, B, C) sit on a circle; a step d = ±1 from peg p lands on `(p + d) % 3`.
#
# * **Fact 1.** Disk L moves exactly at the steps i = 2^(L−1) × (an odd number): L = 1 + (the number of times
#   2 divides i).
# * **Fact 2.** When the recursion carries a tower of h disks one step d, disk k always steps d × (−1)^(h−k).
#
# The shortest solution is unique (notebook 01, optional part), so "the move at step i" names one move. Here
# the tower goes from A to C.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: We use both facts as proved in notebook 02; nothing today needs the recursion itself.
#
# Ask: By fact 1, at which steps does disk 3 move? Answer: at 4 × an odd number: steps 4, 12, 20, 28, …
#
# </details>

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which disk moves: count the zeros at the end
#
# * By fact 1 the disks move in the order 1, 2, 1, 3, 1, 2, 1, 4, …: the *ruler sequence*.
# * The times 2 divides i = the zeros at the end of i in binary (its *trailing zeros*); `times_two_divides(i)`
#   counts them. Below, i's lowest 1-bit is in brackets; the last column is the recursion's disk.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import solve_recursive
from teachkit.hanoi.solve import times_two_divides

recursion = [move.disk for move in solve_recursive(4)]
print(f"{'i':>3}  {'i in binary':>11}  {'zeros at the end':>16}  {'disk':>4}  {'recursion':>9}")
for i in range(1, 13):
    bits, zeros = f"{i:04b}", times_two_divides(i)
    low = len(bits) - 1 - zeros  # the position of the lowest 1-bit in the string
    marked = bits[:low] + "[" + bits[low] + "]" + bits[low + 1 :]
    print(f"{i:>3}  {marked:>11}  {zeros:>16}  {1 + zeros:>4}  {recursion[i - 1]:>9}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Read a row from the right: count the zeros up to the bracket, add one, that is the disk; the recursion
# agrees, step by step.
#
# Ask: Which disk moves at step 40 of a tower of 6 or more disks? Answer: 40 is 101000, three zeros at the end: disk 4.
#
# Run: the table cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Each disk's cycle
#
# Tower A → C (d = −1: (0 − 1) % 3 = 2, so one step −1 from A is C), n disks: by fact 2, disk n steps −1,
# disk n − 1 steps +1, and so on. Every disk starts on A, so it visits its pegs in a fixed **cycle** of three:
#
# * n − k even: disk k steps −1, **A → C → B → A** (pegs 0, 2, 1);
# * n − k odd: disk k steps +1, **A → B → C → A** (pegs 0, 1, 2).
#
# `cycle_of(k, n, 0, 2)` returns that cycle (`spare(a, b)` is the third peg, neither a nor b):

# %% slideshow={"slide_type": "-"}
import inspect

from teachkit.hanoi.solve import cycle_of

print(inspect.getsource(cycle_of))
print("n = 4:", {disk: cycle_of(disk, 4, 0, 2) for disk in range(1, 5)})

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Only the parity of n − k matters: disks of the same parity as n go A → C → B, the others A → B → C.
#
# Ask: With n = 5, which cycle does disk 2 follow? Answer: n − k = 3 is odd, so A → B → C, pegs (0, 1, 2).
#
# Run: the `cycle_of` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The two cycles on the circle
#
# Solid arrows: the cycle of disk k when n − k is odd. Dashed: when n − k is even — disk n, the largest,
# always.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.draw import draw_peg_circle

draw_peg_circle("+1: A → B → C → A, disk k with n − k odd", "−1: A → C → B → A, disk k with n − k even")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Each disk only ever turns one way round this circle.
#
# Ask: Disk n moves once. Where does its dashed cycle take it? Answer: one step −1, from A straight to C, the
# target.
#
# Run: the picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The move at step i, from i alone
#
# Tower A → C, n disks. Three questions give the move at step i:
#
# 1. **Which disk?** L = 1 + (the number of times 2 divides i): fact 1.
# 2. **Which of its moves?** Disk L moves at steps 2^(L−1) × 1, × 3, × 5, …: its S-th move is at step
#    i = 2^(L−1) × (2S − 1).
# 3. **From where, to where?** Disk L goes round its cycle from place 0 (A), one place a move: move S leaves
#    the place its first S − 1 moves reached. (Place p is the cycle's entry p,
#    counted from 0: in A → C → B, place 1 is C, which is peg 2. A place is not a peg number.)
#
# **Predict.** n = 4, step i = 10: which disk moves, from which peg to which? Answer the three questions by hand
# (the cycles of n = 4 are printed above).

# %% slideshow={"slide_type": "-"} tags=["predict"]
from teachkit.checks import predict

my_move_10 = ...  # a tuple (disk, src, dst), pegs as 0, 1, 2 or "A", "B", "C"
predict("hanoi:03-move-10-of-4", my_move_10)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Question 1 is solved; questions 2 and 3 are today's work. Collect the room's move for step 10 before the
# worked example is opened.
#
# Ask: Disk 1 moves at the odd steps. Which of its moves is step 7? Answer: its 4th: 2S − 1 = 7 gives S = 4.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The worked example, by counting
#
# <details>
# <summary><b>The worked example</b> (open after you have predicted)</summary>
#
# The folded cell below answers the three questions by counting, with two loops: disk 2's steps up to 10 give S;
# its cycle A → C → B is walked one place per earlier move.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"}
# The worked example, by counting — open after you predict
i, n = 10, 4
L = 1 + times_two_divides(i)
its_steps = [j for j in range(1, i + 1) if 1 + times_two_divides(j) == L]  # disk L's steps up to i
S = len(its_steps)  # step i is disk L's S-th move
cycle = cycle_of(L, n, 0, 2)
place = 0  # every disk starts on A, place 0 of its cycle
for _ in range(S - 1):  # its earlier moves, one place on each
    place = (place + 1) % 3
src, dst = cycle[place], cycle[(place + 1) % 3]
print(f"L = {L}, steps {its_steps}, S = {S}; cycle {cycle}, place {place}: {'ABC'[src]} -> {'ABC'[dst]}")
print(f"the recursion's move {i}: {list(solve_recursive(n))[i - 1]}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Both counts here are loops over earlier steps; Exercise 1 replaces each by arithmetic on i.
#
# Ask: Which move is this, and where does it go? Answer: disk 2 moves at steps 2, 6, 10, so S = 3; after two
# moves it is at place 2, peg 1 (B), and move 3 takes it to place 0, peg 0 (A).
#
# Run: the worked example cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Places and pegs, drawn
#
# Disk 2's cycle (n = 4): places 0, 1, 2, each with its peg.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.draw import draw_cycle, draw_steps

draw_cycle(cycle_of(2, 4, 0, 2), disk=2)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A place counts moves round the cycle; a peg is where the disk sits. Disk 2's place 1 is peg C.
#
# Ask: After two moves, where is disk 2, as a place and as a peg? Answer: place 2, peg B.
#
# Run: the cycle picture.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The towers after steps 9 and 10
#
# Run it, and compare with your prediction.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
draw_steps(4, [9, 10])

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The picture confirms the worked example: step 10 is disk 2's third move, from B to A.
#
# Ask: After step 9, where is disk 2, as a place and as a peg? Answer: place 2 (two moves made), peg B.
#
# Run: the `draw_steps` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — the move from i alone
#
# Write `my_move_at(i, n)`: the move at step i for n disks from A (0) to C (2), as `Move(disk, src, dst)`.
#
# * Replace both loops of the worked example (folded above) by arithmetic on i: S, then the place after S − 1
#   moves.
# * **First, on paper:** step 10 = 1010 in binary is disk 2's 3rd move (L = 2, S = 3). What is left of 1010 when
#   you drop its last L bits (`i >> L` drops them), how does it relate to S, and why for every i?
# * Whole numbers only: above 2⁵³ not every whole number is a float, so `i / 2**m` can be wrong.
# * Use `times_two_divides` and `cycle_of`; no recursion, no loop over earlier steps.
#
# The checker tries every step of n = 1 … 8 and steps of 64 disks up to 2⁶⁴ − 1.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The two loops of the worked example become two formulas: one for S, one for the place.
#
# Ask: Solve i = 2^(L−1) × (2S − 1) for S in words. Answer: divide i by 2^(L−1), add 1, halve: S = (i / 2^(L−1)
# + 1) / 2, done in whole numbers.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.move_at", "teachkit.hanoi.move_at_bits", "teachkit.hanoi.moves_array", "teachkit.hanoi.paper_terms", "teachkit.hanoi.state_at", "teachkit.hanoi.pegs_at", "teachkit.hanoi.solve.moves_made_by"], "exercise": "03-1", "minutes": 20}
from teachkit.hanoi import Move
from teachkit.hanoi.checks import check_my_move_at
from teachkit.hanoi.solve import cycle_of, times_two_divides  # facts 1 and 2, from above


def my_move_at(i, n):
    """The move at step i of the minimal solution for n disks from peg 0 to peg 2."""
    L = ...  # the disk
    S = ...  # which move of disk L this is, from i alone
    cycle = ...  # the three pegs disk L visits, in order
    return ...  # Move(L, from, to)


check_my_move_at(my_move_at)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Allow about 20 minutes; the usual slips are a place used as a peg and floats on huge steps, and the
# checker names both.
#
# Ask: For i = 12, what are L and S? Answer: 12 = 4 × 3, so L = 3 and 2S − 1 = 3, S = 2.
#
# Run: the exercise cell with the stub, to show the checker's "not yet".
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where is every disk after a given step?
#
# Each move takes a disk one place round its cycle, so after `step` moves disk k is at place (its moves so far) % 3.
#
# Example, n = 4: after 10 moves disk 2 has moved 3 times (steps 2, 6, 10), back at place 0, peg A; after 11
# moves, still 3. The table counts each disk's moves by walking the steps.

# %% slideshow={"slide_type": "-"}
print("moves made by each disk after `step` moves (counted by walking the steps):")
print(f"{'step':>6}", *(f"{step:>3}" for step in range(16)))
for k in range(1, 5):
    counts = [sum(1 for j in range(1, step + 1) if 1 + times_two_divides(j) == k) for step in range(16)]
    print(f"{'disk ' + str(k):>6}", *(f"{c:>3}" for c in counts))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Exercise 2 is Exercise 1's equation read the other way: not "which move is step i" but "how many moves
# fit below step".
#
# Ask: Among the first 7 steps, how many are disk 1's? Answer: 4 — steps 1, 3, 5 and 7.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — where is every disk?
#
# Write `my_state_at(step, n)`: the peg of every disk after `step` moves (0 ≤ step ≤ 2ⁿ − 1), tower A → C,
# as a tuple of n pegs, disk 1 first.
#
# * Count disk k's moves from `step` alone: how many odd multiples of 2^(k−1) are at most `step`? (Solve
#   2^(k−1) × (2S − 1) ≤ step for S, in whole numbers; the table's flat parts must come out right.)
# * Use `cycle_of`; no loop over the steps.
# * The checker tries every step of n = 1 … 7 and steps of 64 disks, and names a count that is off.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A disk's peg after `step` moves depends only on how often it has moved, modulo 3, and on its cycle.
#
# Ask: Disk 2 of 4 has moved 3 times. Where is it? Answer: back on A — three places round its cycle.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.state_at", "teachkit.hanoi.pegs_at", "teachkit.hanoi.solve.moves_made_by"], "exercise": "03-2", "minutes": 20}
from teachkit.hanoi.checks import check_my_state_at
from teachkit.hanoi.solve import cycle_of  # each disk's cycle, from above


def my_state_at(step, n):
    """Every disk's peg (disk 1 first) after `step` moves, tower from peg 0 to 2."""
    return ...  # a tuple of n pegs


check_my_state_at(my_state_at)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Each move takes a disk one place further round its cycle, so only the count modulo 3 matters.
#
# Ask: After 0 moves, what should `my_state_at(0, 3)` return? Answer: (0, 0, 0): every disk still on A.
#
# Run: the exercise cell with the stub.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have passed Exercise 2)</summary>
#
# Disk k's S-th move is at step 2^(k−1) × (2S − 1). It is among the first `step` moves when
# 2^(k−1) × (2S − 1) ≤ step, that is S ≤ (step + 2^(k−1)) / 2^k. So disk k has moved
#
# > **⌊(step + 2^(k−1)) / 2^k⌋ times**: `moves_made_by(k, step)`, in Python `(step + 2**(k - 1)) // 2**k`.
#
# The cell below checks it against a replay of the recursion.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you have passed Exercise 2
from teachkit.hanoi.solve import moves_made_by

print("The count of each disk's moves, checked:")
for n in range(1, 9):
    made = [0] * (n + 1)  # made[k]: the moves of disk k so far
    for step, move in enumerate(solve_recursive(n), start=1):
        made[move.disk] += 1
        assert all(made[k] == moves_made_by(k, step) for k in range(1, n + 1))
print("moves of each disk in the replay == moves_made_by after every step, n = 1..8")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Once Exercise 2 passes, compare the class's counts with teachkit's `moves_made_by`.
#
# Ask: After 10 moves, how often has disk 2 moved? Answer: ⌊(10 + 2) / 4⌋ = 3 times (steps 2, 6, 10).
#
# Run: the folded check cell, after the class has done Exercise 2.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Step i of the 64-disk tower
#
# Neither formula needs the earlier moves, and Python integers grow as needed. teachkit's `move_at(i, n)`
# (Exercise 1), `state_at(step, n)` (Exercise 2) and `moves_made_by(k, step)` (Exercise 2's count of disk k's
# moves) take the legend's 64-disk tower in a few operations per step or per disk.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import move_at, state_at
from teachkit.hanoi.solve import moves_made_by

n = 64
for step in (1, 3 * 2**40, 2**63, 2**64 - 1):
    print(f"step {step:>26,}: {move_at(step, n)}")
big = 2**63 + 12_345_678_901_234_567
print(f"after {big:,} moves, the moves made by disks 58..64:", [moves_made_by(k, big) for k in range(58, 65)])
print("and their pegs:", state_at(big, n)[57:])
print(f"big - 2**63 = {big - 2**63:,}, below 2**54 = {2**54:,}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The last move of the legend is computed as quickly as the first.
#
# Ask: Which disk makes move 2⁶³? Answer: disk 64: 2⁶³ has 63 zeros at the end — the largest disk's only move.
#
# Run: the 64-disk cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why disks 55 … 63 still sit on B (peg 1)
#
# The cell shows 58 … 64:
#
# * steps 1 … 2⁶³ − 1 carry disks 1 … 63 from A to B, disk k moving 2⁶³⁻ᵏ times (the 32, 16, …, 1 printed);
# * step 2⁶³ is disk 64's one move, A → C;
# * after it, disk k first moves at step 2⁶³ + 2ᵏ⁻¹: beyond big for every k ≥ 55, as 2⁵⁴ > big − 2⁶³.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: after disk 64's move the 63 smaller disks start again from B, and the small ones move first.
#
# Ask: When does disk 1 first move after step 2⁶³? Answer: at once, at step 2⁶³ + 2⁰ = 2⁶³ + 1.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The priests' clock
#
# The priests of notebook 01 make one move per second, without a pause: move k fills the k-th second.
#
# **Predict.** Which disk do they move during the 600,000,000-th second? Work it out with fact 1, without calling `move_at`.

# %% slideshow={"slide_type": "-"} tags=["predict"]
from teachkit.checks import predict

my_guess = ...  # a disk number, 1 to 64
predict("hanoi:03-disk-at-second-6e8", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Collect the guesses before anything is opened; the only work is factoring 600,000,000 — not counting its
# decimal zeros.
#
# Ask: How many times does 2 divide 600,000,000? Answer: 9 times: 6 × 10⁸ = (2 × 3) × (2⁸ × 5⁸).
#
# Run: the predict cell with the room's guess written in.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 600,000,000 = 6 × 10⁸ = 2⁹ × 3 × 5⁸: 2 divides it 9 times, so by fact 1 the disk is 1 + 9 = 10 (printed
# below). The 8 decimal zeros give only 2⁸; the 6 = 2 × 3 holds one more 2. Had the first move been made at
# second 0, that second would hold move 600,000,001, an odd step: disk 1.
#
# </details>

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
step = 600_000_000  # move k is made during the k-th second
t = times_two_divides(step)
print(f"step {step:,} = 2**{t} * {step >> t:,}: disk {1 + t} moves, {move_at(step, 64)}")
print(f"step {step + 1:,} (counting the first move at second 0): {move_at(step + 1, 64)}")
years = (2**64 - 1) / (365.25 * 24 * 60 * 60)  # one move a second, 365.25-day years
print(f"the last move, step 2**64 - 1, comes {years / 1e9:.1f} billion years after the first")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Disk 10 moves in that second, not disk 9 as the decimal zeros suggest; counting the first move at second 0
# would shift every step by one.
#
# Ask: How long until the last move? Answer: 2⁶⁴ − 1 seconds, about 584.5 billion years (the folded answer cell prints it).
#
# Run: the folded answer cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## Going further (optional): the bit trick
#
# Not needed for the rest of the course. Two terms first:
#
# * **two's complement**: how Python's bit operations see a negative integer: −i acts as (not i) + 1, every bit
#   of i flipped (the endless leading zeros become ones), then 1 added;
# * **`x.bit_length()`**: the number of binary digits of a positive x: 2ᵗ has bit length t + 1.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Two tools first: how Python sees −i in binary, and the length of a number in bits.
#
# Ask: What is the bit length of 8? Answer: 4: 8 is 1000 in binary (2³, so t + 1 = 4).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### `times_two_divides`, read

# %% slideshow={"slide_type": "-"} tags=["optional"]
print(inspect.getsource(times_two_divides))
for i in (12, 11, 8):
    print(
        f"i = {i:>2} = {i:04b} in binary: bit length {i.bit_length()}, "
        f"i & -i = {i & -i:04b}, times_two_divides = {times_two_divides(i)}"
    )

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: `i & -i` keeps only the lowest 1-bit of i; its bit length is one more than the zeros below it.
#
# Ask: What is 12 & -12? Answer: 4 (binary 100): the lowest 1-bit of 1100.
#
# Run: the cell that prints the three examples.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### What the trick costs
#
# * On a machine word (say 64 bits), `i & -i` is a few instructions.
# * Python's integers grow as needed: CPython stores one as an array of 30-bit digits on most builds; `-i` and
#   `i & -i` each build a new integer digit by digit.
# * So the time grows with the number of bits of i, not constant. A step of the 64-disk tower fits in three
#   such digits: there the cost stays small.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: "One step whatever i is" is true on a machine word, not on Python's unbounded integers.
#
# Ask: How many 30-bit digits does 2⁶⁴ − 1 need? Answer: three, since 64 bits need ⌈64 / 30⌉ = 3 digits.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The bit form
#
# <details>
# <summary><b>The bit form</b> (open after your Exercise 1 is correct)</summary>
#
# Number the bits of i from the right, from **0**: bit t is worth 2ᵗ; the lowest 1-bit of i is bit L − 1
# (fact 1). With bitwise AND `&` and OR `|`:
#
# * disk = `(i & -i).bit_length()`;
# * from peg `(i & (i - 1)) % 3`: i with its lowest 1-bit cleared;
# * to peg `((i | (i - 1)) + 1) % 3`: i with its trailing zeros set to 1, plus one.
#
# The three never look at n: they carry the tower A → C when n is odd, A → B when n is even (proved below).
# `move_at_bits(i, n)` swaps pegs B and C for even n: its tower always goes A → C.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Three bit operations give the same move as the closed form; the next slide proves it.
#
# Ask: For i = 6 (110), which pegs does the bit form give? Answer: from 4 % 3 = 1, to (7 + 1) % 3 = 2: disk 2,
# B → C.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"] teachkit={"minutes": 5}
# ### Why the bit form is right
#
# <details>
# <summary><b>The proof</b> (open after your Exercise 1 is correct)</summary>
#
# Write i = q × 2^L + 2^(L−1): q = i >> L = S − 1, then a 1 (bit L − 1), then L − 1 zeros.
#
# * `i & -i` = 2^(L−1): −i keeps the lowest 1-bit of i and the zeros below it and flips every bit above, so
#   the AND leaves that 1-bit. Its bit length is L.
# * `i & (i - 1)` = q × 2^L: subtracting 1 turns the lowest 1 into 0 and the zeros below it into 1s; the AND
#   clears them.
# * `(i | (i - 1)) + 1` = (q + 1) × 2^L: the OR sets the L − 1 low bits; adding 1 carries into bit L.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Each expression is read off the binary form of i: q, then a 1, then L − 1 zeros.
#
# Ask: For i = 12 (1100), what are i & (i − 1) and (i | (i − 1)) + 1? Answer: 8 and 16, that is q × 2^L and
# (q + 1) × 2^L with q = 1, L = 3.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### … and modulo 3
#
# Since 2 ≡ −1 (mod 3), 2^L ≡ (−1)^L: the move goes from peg (−1)^L × (S − 1) to peg (−1)^L × S (mod 3).
# Disk L starts on peg 0 and steps (−1)^L each time. That is fact 2 for a tower whose largest disk steps
# (−1)^n: −1 (A → C) for odd n, +1 (A → B) for even n. ∎ The cell checks all forms against the recursion, and
# `moves_array`, which fills numpy arrays block by block as the recursion builds the solution.

# %% slideshow={"slide_type": "-"} tags=["optional"]
from teachkit.hanoi import move_at_bits, moves_array

for n in range(1, 13):
    expected = list(solve_recursive(n))
    assert [move_at(i, n) for i in range(1, 2**n)] == expected
    assert [move_at_bits(i, n) for i in range(1, 2**n)] == expected
    array = moves_array(n)
    assert [array.move(i) for i in range(1, 2**n)] == expected
print("recursion == move_at == move_at_bits == moves_array, every step, n = 1..12")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Modulo 3, a factor 2 is a step −1 round the circle; that is the whole trick.
#
# Ask: What is 2⁵ modulo 3? Answer: 2, that is −1, because 2 ≡ −1 and 5 is odd.
#
# Run: the cell that checks every form against the recursion.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### Which form is slowest?
#
# Five ways to list all 2¹⁴ − 1 moves of 14 disks, and what each does per move:
#
# * `solve_recursive`: hands one `Move` up a chain of generators (`yield from`), up to 14 deep;
# * `solve_iterative` (notebook 02): applies the move to its `Towers`, which checks it, and records a snapshot
#   (a copy of the three pegs);
# * `move_at`, once per step: a few integer operations on i, one `Move`;
# * `move_at_bits`, once per step: three bit operations, a renaming of the pegs for n's parity, one `Move`;
# * `moves_array`: no work per move: numpy copies blocks of moves, a few Python steps per disk.
#
# **Predict.** Which of the five is the slowest? (Think of what each form does for every move it makes.)

# %% slideshow={"slide_type": "-"} tags=["predict", "optional"]
my_guess = ...  # "solve_recursive", "solve_iterative", "move_at", "move_at_bits" or "moves_array"
predict("hanoi:03-slowest-form", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Collect guesses first; many expect the loop of notebook 02 to beat the recursion.
#
# Ask: What does solve_iterative do at each step that the others do not? Answer: it checks the move on a Towers
# object and copies all three pegs into a snapshot.
#
# Run: the predict cell with the room's guess.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"} tags=["optional"]
# ### The race, run
#
# Timings depend on the machine: read them as ratios. The cell prints the forms from slowest to fastest.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"} tags=["nbval-ignore-output", "optional", "slide-scroll"]
import time

from teachkit.hanoi import solve_iterative

N = 14
STEPS = range(1, 2**N)
forms = {
    "solve_recursive": lambda: list(solve_recursive(N)),
    "solve_iterative": lambda: list(solve_iterative(N, -1 if N % 2 else +1)),  # ends on peg 2
    "move_at per step": lambda: [move_at(i, N) for i in STEPS],
    "move_at_bits per step": lambda: [move_at_bits(i, N) for i in STEPS],
    "moves_array (numpy)": lambda: moves_array(N),
}


def best_time(run, repeats=3):
    """The fastest of a few runs, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


times = {name: best_time(run) for name, run in forms.items()}
base = times["solve_recursive"]
print(f"{len(STEPS):,} moves of {N} disks")
print(f"{'form':<22} {'ms':>9} {'times as fast as solve_recursive':>33}")
for name, seconds in sorted(times.items(), key=lambda item: -item[1]):  # slowest first
    print(f"{name:<22} {seconds * 1000:>9.2f} {base / seconds:>32.1f}x")
fastest = min(times, key=times.get)
print(f"fastest: {fastest}, {base / times[fastest]:.0f} times faster than solve_recursive")

# %% [markdown] slideshow={"slide_type": "fragment"} tags=["optional"]
# Four forms do Python work and make a `Move` for every move; `solve_iterative` also checks each move on a
# `Towers` object and copies all three pegs into a snapshot. `moves_array` runs Python code only a few
# times per disk (at most six blocks per level of the tree, at most three of them built, the rest copies) and lets numpy copy the rest; it makes a `Move` only when asked: not quite an even race.
# If `move_at_bits` came out slower than `move_at` on your machine, look at its wrapper before its bit
# arithmetic: on every call it renames the pegs for n's parity (`_peg_map`) and builds its
# `Move` the ordinary way, while `move_at` reads its cycle from a prepared table and builds its `Move` by a faster
# path.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Per-move Python work dominates; moving the work into numpy's block copies removes it.
#
# Ask: Why is `moves_array` so much faster than `move_at` called per step? Answer: `move_at` makes one Python
# call and one `Move` per step; `moves_array` does Python work a few times per disk and lets numpy copy blocks.
#
# Run: the timing cell (its numbers change from run to run).
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **Which disk:** L = 1 + (the zeros at the end of i in binary).
# * **Cycles:** each disk goes round a fixed cycle of three pegs from A, the same way every time (fact 2).
# * **From i alone, in whole numbers:** the move at step i (Exercise 1) and every disk's peg (Exercise 2).
# * **Optional:** the bit form is the same, because 2 ≡ −1 (mod 3).
#
# **Where next:** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb) — a
# puzzle with no formula. · **Index:** [00-index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: One count (the zeros of i) and one cycle per disk replace the whole recursion.
#
# Ask: Which move is step 2⁶⁴ − 1 of the 64-disk tower? Answer: disk 1 (the step is odd), its 2⁶³-th move, from
# place (2⁶³ − 1) % 3 = 1 to place 2 of its cycle A → B → C: from B to C.
#
# </details>

# %% [markdown] slideshow={"slide_type": "skip"}
# ## Solutions
#
# Open a folded cell (click the bar on its left) only after you have tried the exercise.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "03-1"}
# Solution — open after you have tried
# Exercise 1. Shifting i right by L - 1 bits leaves the odd number 2S - 1; one more shift drops its last bit,
# the 1, and leaves S - 1. After S - 1 moves the disk is at place (S - 1) % 3 of its cycle.
def my_move_at(i, n):
    """The move at step i of the minimal solution for n disks from peg 0 to peg 2."""
    L = 1 + times_two_divides(i)  # fact 1
    S = (i >> L) + 1  # disk L's S-th move
    cycle = cycle_of(L, n, 0, 2)  # fact 2: (0, 2, 1) if n - L is even, else (0, 1, 2)
    return Move(L, cycle[(S - 1) % 3], cycle[S % 3])


check_my_move_at(my_move_at)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "03-2"}
# Solution — open after you have tried
# Exercise 2. Disk k's S-th move is at step 2**(k-1) * (2S - 1), which is at most `step` when
# S <= (step + 2**(k-1)) / 2**k: it has made (step + 2**(k-1)) >> k moves, one place on each, so it sits at
# that count % 3 on its cycle. teachkit's state_at(step, n) gives the same, for n up to 100,000.
def my_state_at(step, n):
    """Every disk's peg (disk 1 first) after `step` moves, tower from peg 0 to 2."""
    pegs = []
    for k in range(1, n + 1):
        made = (step + 2 ** (k - 1)) >> k  # disk k's moves among the first `step`
        pegs.append(cycle_of(k, n, 0, 2)[made % 3])
    return tuple(pegs)


check_my_state_at(my_state_at)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Sources
#
# * Édouard Lucas (as N. Claus de Siam), *La Tour d'Hanoï* (1883): the puzzle.
# * R. S. Scorer, P. M. Grundy and C. A. B. Smith, "Some binary games", *The Mathematical Gazette* 28 (1944):
#   an early account of the binary ("ruler") pattern of the moves — far older than the computer-science
#   papers below.
# * M. C. Er, "A representation approach to the Tower of Hanoi problem", *The Computer Journal* 25 (1982), and
#   T. R. Walsh, "The Towers of Hanoi revisited: moving the rings by counting the moves", *Information
#   Processing Letters* 15 (1982): computing a move from its step number.
