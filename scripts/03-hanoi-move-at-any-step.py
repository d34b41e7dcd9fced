# %% [markdown] slideshow={"slide_type": "slide"}
# # Towers of Hanoi: the move at any step
#
# ***The move at step i, and where every disk is, from the number i alone — no recursion, no earlier moves.***
#
# **Learning objectives.** After this notebook you can
# * say which disk moves at step i by counting the zeros at the end of i in binary;
# * give each disk's cycle of pegs, and count how often it has moved after any step;
# * derive, and write yourself, the move at any step i from the number i alone, and where every disk is
#   after i moves — even for the 64-disk tower, with no recursion and no replay;
# * prove a bit trick that gives the same moves, and compare the speed of five ways to list them.
#
# **Prerequisites.** [01 · Towers of Hanoi: recursion and binary trees](01-hanoi-recursion-and-binary-trees.ipynb)
# (the recursive solution, the 2ⁿ − 1 bound);
# [02 · Towers of Hanoi without recursion](02-hanoi-without-recursion.ipynb) (fact 1, fact 2 and the loop);
# binary numbers.
# **Time needed.** About 50 minutes, by the formula explained in [00-index](00-index.ipynb) (words read at 150 a
# minute, plus the minutes set for each exercise and 2 for each prediction): reading with a derivation and one
# proof, 1 Predict prompt and 2 exercises (the closed form counted as 15 minutes, the state as 10).
#
# **Previous:** [02 · without recursion](02-hanoi-without-recursion.ipynb) ·
# **Index:** [00-index](00-index.ipynb) · **Next:** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## What notebook 02 proved
#
# The pegs 0, 1, 2 (drawn A, B, C) sit on a circle A → B → C → A; one step d (+1 or −1) from peg p lands on
# `(p + d) % 3`. [Notebook 02](02-hanoi-without-recursion.ipynb) proved two facts about the recursive solution:
#
# * **Fact 1.** Disk L moves exactly at the steps i = 2^(L−1) × (an odd number): the disk at step i is
#   L = 1 + (the number of times 2 divides i).
# * **Fact 2.** In carrying a tower of h disks one step d round the circle, each disk k always moves one step
#   d × (−1)^(h−k): the directions alternate from disk to disk.
#
# Here the tower goes from A to C, and the two facts give the move at any step i without making the moves
# before it.

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which disk moves: count the zeros at the end
#
# By fact 1, the disks move in the order 1, 2, 1, 3, 1, 2, 1, 4, …: the *ruler sequence*, the lengths of the marks
# on a ruler.
# In binary, the number of times 2 divides i is the number of zeros at the end of i (its *trailing zeros*).
# `times_two_divides` counts them without a loop, with a bit trick proved in the bit form below. Its docstring uses
# two terms (and says *set bit* for a 1-bit):
#
# * **two's complement** is how Python's bit operations see a negative integer: −i acts as (not i) + 1, that is,
#   every bit of i flipped (the endless leading zeros become ones), then 1 added;
# * **`x.bit_length()`** is the number of binary digits of a positive x, leading zeros not counted: 2ᵗ has bit length t + 1.

# %% slideshow={"slide_type": "-"}
import inspect

from teachkit.hanoi import solve_recursive
from teachkit.hanoi.solve import times_two_divides

print("1 + times_two_divides(i), i = 1..15:", [1 + times_two_divides(i) for i in range(1, 16)])
print("the disks of solve_recursive(4):    ", [move.disk for move in solve_recursive(4)])
print()
print(inspect.getsource(times_two_divides))
for i in (12, 11, 8):
    print(f"i = {i:>2} = {i:04b} in binary: bit length {i.bit_length()}, "
          f"i & -i = {i & -i:04b}, times_two_divides = {times_two_divides(i)}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The lowest 1-bit, step by step
#
# The table writes each step i in binary with its lowest 1-bit in brackets: the zeros after the brackets are
# the zeros at the end of i, and the disk is one more than their count.

# %% slideshow={"slide_type": "-"}
print(f"{'i':>3}  {'i in binary':>12}  {'zeros at the end':>16}  {'disk':>4}")
for i in range(1, 13):
    bits = f"{i:04b}"
    zeros = times_two_divides(i)
    low = len(bits) - 1 - zeros  # the position of the lowest 1-bit in the string
    marked = bits[:low] + "[" + bits[low] + "]" + bits[low + 1 :]
    print(f"{i:>3}  {marked:>12}  {zeros:>16}  {1 + zeros:>4}")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the trick costs
#
# On a machine word (say 64 bits), `i & -i` is a few instructions, whatever the word holds. Python's integers have
# no size limit: CPython stores one as an array of 30-bit digits on most builds (its source file
# `Objects/longobject.c`), and `-i` and `i & -i` each build a new integer digit by digit, so their time grows in
# proportion to the number of bits of i. A loop that divides by 2 until i is odd makes one such pass over i per
# trailing zero. So `times_two_divides(i)` takes time in proportion to the length of i, not constant time; every
# step of the 64-disk tower is below 2⁶⁴, which fits in three 30-bit digits, so there the cost stays small.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Each disk's cycle
#
# For the tower A → C (d = −1) with n disks, fact 2 says: disk n steps −1, disk n − 1 steps +1, and so on.
# Every disk starts on A, so each disk visits its pegs in a fixed **cycle** of three:
#
# * if n − k is even, disk k steps −1: **A → C → B → A** (pegs 0, 2, 1);
# * if n − k is odd, disk k steps +1: **A → B → C → A** (pegs 0, 1, 2).
#
# `teachkit` keeps the cycle in a small function; with `src = 0` and `dst = 2` it returns exactly the two
# cycles above:

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.solve import cycle_of

print(inspect.getsource(cycle_of))
print("n = 4:", {disk: cycle_of(disk, 4, 0, 2) for disk in range(1, 5)})

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The two cycles on the circle
#
# Every disk of the tower A → C follows one of the two cycles: the solid arrows when n − k is odd, the dashed
# ones when n − k is even — disk n, the largest, always the dashed one.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.draw import draw_peg_circle

draw_peg_circle("+1: A → B → C → A, disk k with n − k odd", "−1: A → C → B → A, disk k with n − k even")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The move at step i, from i alone
#
# For the tower A → C with n disks, three questions give the move at step i:
#
# 1. **Which disk?** L = 1 + (the number of times 2 divides i), by fact 1.
# 2. **Which of its moves is it?** Disk L moves at steps 2^(L−1) × 1, × 3, × 5, …: its S-th move is at step
#    i = 2^(L−1) × (2S − 1).
# 3. **From where, to where?** The disk goes round its cycle (fact 2), starting at A (place 0 of the cycle), one
#    place on per move; its S-th move leaves the place where its first S − 1 moves took it.
#
# The worked example answers questions 2 and 3 by *counting*, a loop over the earlier steps: far too long for step
# 2⁶⁴ − 1 (the checker stops a function after 5 seconds). Exercise 1 asks you to answer them by *arithmetic* on i.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A worked example, by counting: n = 4, step i = 10
#
# 10 is 1010 in binary, with one zero at the end: L = 2. The cell lists disk 2's steps up to 10 and counts them,
# then walks round disk 2's cycle one place per earlier move (n − L = 2 is even, so the cycle is A → C → B:
# place 0 is peg 0, place 1 is peg 2, place 2 is peg 1). Mind the difference between a place in the cycle and
# the peg at that place. The recursion agrees:

# %% slideshow={"slide_type": "-"}
i, n = 10, 4
L = 1 + times_two_divides(i)
its_steps = [j for j in range(1, i + 1) if 1 + times_two_divides(j) == L]  # disk L's steps up to i
S = len(its_steps)  # step i is disk L's S-th move
cycle = cycle_of(L, n, 0, 2)
place = 0  # every disk starts on A, place 0 of its cycle
for _ in range(S - 1):  # its earlier moves, one place on each
    place = (place + 1) % 3
print(f"i = {i}: disk L = {L}; its steps up to {i}: {its_steps}, so this is its move S = {S}")
after = (place + 1) % 3
print(f"cycle {cycle}: after {S - 1} moves disk {L} is at place {place}, which is peg {cycle[place]} "
      f"({'ABC'[cycle[place]]}); move {S} takes it to place {after}, peg {cycle[after]} ({'ABC'[cycle[after]]})")
print(f"the recursion's move {i}:", list(solve_recursive(n))[i - 1])

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — the move from i alone
#
# Write `my_move_at(i, n)`: the move at step i of the n-disk solution from A (0) to C (2), as
# `Move(disk, src, dst)` with pegs 0..2. Replace both counts of the worked example by arithmetic: solve
# i = 2^(L−1) × (2S − 1) for S, and find the place reached after S − 1 moves without walking. Use whole numbers:
# `i >> m` drops the last m binary digits of i (it is `i // 2**m`); floats do not hold every whole number above 2⁵³, and `round`
# sends halves to the even neighbour. You may use `times_two_divides` and `cycle_of`; no recursion, no loop over
# earlier steps. The checker tries every step of n = 1 … 8 and 12 steps of the 64-disk tower, up to 2⁶⁴ − 1, and
# refuses teachkit's own move, count and state functions.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.move_at", "teachkit.hanoi.move_at_bits", "teachkit.hanoi.moves_array", "teachkit.hanoi.paper_terms", "teachkit.hanoi.state_at", "teachkit.hanoi.pegs_at", "teachkit.hanoi.solve.moves_made_by"], "exercise": "03-1", "minutes": 15}
from teachkit.hanoi import Move
from teachkit.hanoi.checks import check_my_move_at


def my_move_at(i, n):
    """The move at step i of the minimal solution for n disks from peg 0 to peg 2."""
    L = ...  # the disk
    S = ...  # which move of disk L this is, from i alone
    cycle = ...  # the three pegs disk L visits, in order
    return ...  # Move(L, from, to)


check_my_move_at(my_move_at)

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Where is every disk after a given step?
#
# *Read this after you have passed Exercise 1: it uses the count of that exercise.* Disk k moves at steps 2^(k−1) × (2S − 1) for S = 1, 2, …. Within the first `step` moves, its S-th move
# happens if 2^(k−1) × (2S − 1) ≤ step, that is S ≤ (step + 2^(k−1)) / 2^k. So disk k has moved
#
# > **⌊(step + 2^(k−1)) / 2^k⌋ times**, in Python `(step + 2**(k - 1)) // 2**k`,
#
# `moves_made_by(k, step)` is that count; the cell checks it against a replay of the recursion. Turning the counts
# into pegs is Exercise 2.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi.solve import moves_made_by

print(inspect.getsource(moves_made_by))
for n in range(1, 9):
    made = [0] * (n + 1)  # made[k]: the moves of disk k so far
    for step, move in enumerate(solve_recursive(n), start=1):
        made[move.disk] += 1
        assert all(made[k] == moves_made_by(k, step) for k in range(1, n + 1))
print("moves of each disk in the replay == moves_made_by after every step, n = 1..8")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 2 — where is every disk?
#
# Write `my_state_at(step, n)`: the peg of every disk after `step` moves (0 ≤ step ≤ 2ⁿ − 1) of the n-disk
# solution from A to C, as a tuple of n pegs, disk 1 first, from `step` alone, with `moves_made_by` and
# `cycle_of`. No replay of the moves: the checker tries every step of n = 1 … 7 and 9 steps of the 64-disk tower.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.hanoi.state_at", "teachkit.hanoi.pegs_at"], "exercise": "03-2", "minutes": 10}
from teachkit.hanoi.checks import check_my_state_at


def my_state_at(step, n):
    """The peg of every disk (disk 1 first) after `step` moves of the n-disk solution from peg 0 to peg 2."""
    return ...  # a tuple of n pegs


check_my_state_at(my_state_at)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Step i of the 64-disk tower
#
# Neither formula needs the earlier moves, and Python integers have no size limit, so the legend's tower costs
# about what a small one does: `move_at(i, n)`, teachkit's closed form (the function of Exercise 1), does a few
# operations on 64-bit numbers per step; `state_at(step, n)` (that of Exercise 2) does a few per disk.

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import move_at, state_at

n = 64
for step in (1, 3 * 2**40, 2**63, 2**64 - 1):
    print(f"step {step:>26,}: {move_at(step, n)}")
big = 2**63 + 12_345_678_901_234_567
print(f"after {big:,} moves, the moves made by disks 58..64:", [moves_made_by(k, big) for k in range(58, 65)])
print("and their pegs:", state_at(big, n)[57:])

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The priests' billionth second
#
# The priests of notebook 01 make one move per second, without a pause: move 1 fills the first second, and move k
# the k-th second, ending k seconds after they start.
#
# **Predict before you run.** Which disk do they move during the 10⁹-th second? Work it out with fact 1.

# %% slideshow={"slide_type": "-"} tags=["predict"]
from teachkit.checks import predict

my_guess = ...  # a disk number, 1 to 64
predict("hanoi:03-disk-at-second-1e9", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# **Answer** (open after you have predicted)
#
# 10⁹ = 2⁹ × 5⁹, so 2 divides it 9 times and, by fact 1, the disk is 1 + 9 (the cell below prints it). Mind the
# count: if the first move were made at the very start, at second 0, then the move made 10⁹ seconds later would
# be move 10⁹ + 1, an odd step, and disk 1 would move. The last move, 2⁶⁴ − 1, ends 2⁶⁴ − 1 seconds after the start.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "fragment"} tags=["answer"]
# Answer — open after you predict
print("The priests' clock, worked out:")
step = 10**9  # move k is made during the k-th second
t = times_two_divides(step)
print(f"step {step:,} = 2**{t} * {step >> t:,}: disk {1 + t} moves, {move_at(step, 64)}")
print(f"step {step + 1:,} (counting the first move at second 0): {move_at(step + 1, 64)}")
last = 2**64 - 1
years = last / (365.25 * 24 * 3600)
print(f"the last move, {last:,}, ends {last:,} seconds after the start: {years / 1e9:,.1f} billion years of 365.25 days")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The bit form
#
# Number the bits of i from the right, starting at **0**: bit 0 is worth 1, bit t is worth 2ᵗ. The lowest 1-bit of i is
# bit L − 1, because i = 2^(L−1) × odd (fact 1). `&` and `|` are bitwise AND and OR. The same moves come out of three
# bit operations on i:
#
# * disk = L = 1 + (the index of the lowest 1-bit, counted from 0): `(i & -i).bit_length()`;
# * from peg `(i & (i - 1)) % 3`: i with its lowest 1-bit cleared;
# * to peg `((i | (i - 1)) + 1) % 3`: i with its trailing zeros set to 1, plus one.
#
# Taken as it is, this carries the tower A → C when n is odd and A → B when n is even; `move_at_bits` renames
# the pegs for any start and target.

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Why the bit form is right
#
# Write i in binary as q, then a 1 (bit L − 1), then L − 1 zeros: i = q × 2^L + 2^(L−1), where q = i >> L = S − 1.
#
# * `i & -i` is 2^(L−1): in two's complement, −i = (not i) + 1 keeps the lowest 1-bit of i (and the zeros below it)
#   and flips every bit above it, so the AND leaves only that 1-bit. Its bit length is L — the disk of fact 1.
# * `i & (i - 1)` = q × 2^L: subtracting 1 turns the lowest 1 into 0 and the zeros below it into 1s; the AND
#   clears them all.
# * `(i | (i - 1)) + 1` = (q + 1) × 2^L: the OR sets the L − 1 low bits; adding 1 carries into bit L.
#
# Since 2 ≡ −1 (mod 3), 2^L ≡ (−1)^L, so the move goes from peg (−1)^L × (S − 1) to peg (−1)^L × S
# (mod 3): disk L starts on peg 0 and steps (−1)^L each time. That is fact 2 for a tower whose largest
# disk steps (−1)^n: for odd n that is −1, the tower A → C; for even n it is +1, the tower A → B. ∎

# %% slideshow={"slide_type": "-"}
from teachkit.hanoi import move_at_bits, moves_array

for n in range(1, 13):
    expected = list(solve_recursive(n))
    assert [move_at(i, n) for i in range(1, 2**n)] == expected
    assert [move_at_bits(i, n) for i in range(1, 2**n)] == expected
    array = moves_array(n)
    assert [array.move(i) for i in range(1, 2**n)] == expected
print("recursion == move_at == move_at_bits == moves_array, every step, n = 1..12")

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which form is fastest?
#
# Five ways to list all 2¹⁴ − 1 moves of 14 disks: the recursive generator, the loop with three stacks,
# `move_at` and `move_at_bits` called once per step, and `moves_array`, which fills three numpy arrays the
# way the recursion builds the solution — two copies of the (n − 1)-disk block, with the pegs renamed, around
# the move of the largest disk — so most of its work is block copies inside numpy. The timings depend on the
# machine; read them as ratios.

# %% slideshow={"slide_type": "-"} tags=["nbval-ignore-output"]
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
print(f"{'form':<22} {'ms':>9} {'speed vs recursive':>19}")
for name, seconds in times.items():
    print(f"{name:<22} {seconds * 1000:>9.2f} {base / seconds:>18.1f}x")
fastest = min(times, key=times.get)
print(f"fastest: {fastest}, {base / times[fastest]:.0f} times faster than solve_recursive")

# %% [markdown] slideshow={"slide_type": "fragment"}
# The four other forms do some Python work for every single move: a generator step, a stack operation or a
# function call. `moves_array` does its Python work a few times per disk, not per move, and leaves the
# copying to numpy, which is why it can be much faster; the table shows how much on this machine. The race is not
# quite even: the four others hand back one Python object per move (a `Move`), while `moves_array` hands back
# its three numpy arrays and builds a `Move` only when asked (`array.move(i)`).

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * **Which disk:** the disk at step i is L = 1 + (the number of zeros at the end of i in binary) — the ruler
#   sequence.
# * **Each disk's cycle:** every disk starts on A and goes round a fixed cycle of three pegs (fact 2); disk k
#   has moved ⌊(step + 2^(k−1)) / 2^k⌋ times after `step` moves.
# * **The closed form:** S = (i >> L) + 1, and the move goes from place (S − 1) % 3 to place S % 3 of disk L's
#   cycle. Exact for any n, even 64.
# * **The bit form** is the same thing in disguise, because 2 ≡ −1 (mod 3).
#
# **Where next:** [04 · The 15-puzzle, part 1: states and solvability](04-fifteen-puzzle-state-space.ipynb) — a puzzle with no formula, where
# search needs a good estimate. · **Index:** [00-index](00-index.ipynb)

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
# Exercise 2: disk k has made moves_made_by(k, step) moves, one place on each, so it sits at that count % 3 on
# its cycle. teachkit's state_at(step, n) gives the same, for n up to 100,000.
def my_state_at(step, n):
    """The peg of every disk (disk 1 first) after `step` moves of the n-disk solution from peg 0 to peg 2."""
    return tuple(cycle_of(k, n, 0, 2)[moves_made_by(k, step) % 3] for k in range(1, n + 1))


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
