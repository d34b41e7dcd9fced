# %% [markdown] slideshow={"slide_type": "slide"}
# # The 15-puzzle, part 1: states and solvability
#
# **Learning objectives.** After this notebook you can
# * write a breadth-first search, count the boards of the 8- and 15-puzzle, and estimate the memory a search
#   would need to keep every board it has seen;
# * find an invariant no move changes, and use it to decide which boards can reach the goal;
# * write a function that decides, for any width, whether a board can be solved.
#
# **Prerequisites.** Python lists, tuples, dictionaries and functions.
# **Time needed.** About 60 minutes, plus about 5 for the optional part, by the formula of
# [00-index](00-index.ipynb).
#
# **Previous:** [03 · Towers of Hanoi: the move at any step](03-hanoi-move-at-any-step.ipynb) ·
# **Index:** [00-index](00-index.ipynb) ·
# **Next:** [05 · The 15-puzzle, part 2: A*](05-fifteen-puzzle-a-star.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The 15-puzzle is our first puzzle without a formula; today we count its boards, prove that half of them
# can never be solved, and see why a complete search does not fit in a laptop's memory.
#
# Ask: A 4 × 4 board has 16 squares for 15 tiles and a blank. How many arrangements? Answer: 16!, about
# 2.1 × 10¹³.
#
# 50-minute plan:
# - 5 min — the puzzle, moves, the first Predict
# - 8 min — how many boards; Exercise 1 (breadth-first search) shown, finished as homework
# - 12 min — inversions, the invariant, two classes of equal size
# - 15 min — Exercise 2 (solvable or not?) started in class
# - 5 min — watching the invariant; the search checks first
# - 5 min — remembering every board: the memory figures
#
# 90-minute plan:
# - 5 min — the puzzle, moves, the first Predict
# - 20 min — how many boards; Exercise 1, breadth-first search, written in class
# - 15 min — inversions, the invariant, two classes of equal size
# - 20 min — Exercise 2, with its wrong tries discussed
# - 10 min — watching the invariant; the search checks first
# - 15 min — remembering every board; what Korf & Schultze did
# - 5 min — summary and questions
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## The puzzle
#
# * Fifteen tiles in a 4 × 4 frame, one empty square: the *blank*.
# * A tile next to the blank can slide into it.
# * The goal: tiles 1 to 15 in order, blank last.
# * The 3 × 3 version, with 8 tiles, is the *8-puzzle*.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Two sizes today: the 15-puzzle, and the 8-puzzle, small enough that we search all of its boards.
#
# Ask: How many tiles and squares has the 8-puzzle? Answer: 8 tiles on 9 squares, one of them the blank.
#
# </details>

# %% slideshow={"slide_type": "skip"}
import sys

if sys.platform == "emscripten":  # running in the browser (JupyterLite): install teachkit there first
    import piplite

    await piplite.install("teachkit")

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### A board in Python
#
# A board is a tuple of k² numbers read row by row, 0 for the blank.

# %% slideshow={"slide_type": "-"}
from teachkit.checks import predict
from teachkit.sliding import goal, parse_board, random_board
from teachkit.sliding.draw import boards_picture

start = random_board(4, seed=2024)
print("a random board:", start)
print("the goal:      ", goal(4))
boards_picture([start, goal(4)], ["a random start", "the goal"], key=True)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: In `teachkit.sliding` a board is a tuple of k² numbers read row by row, with 0 for the blank; the
# pictures mark the tiles that are on their goal square.
#
# Ask: Where is the blank in `goal(4)`, as an index of the tuple? Answer: at index 15, the last square.
#
# Run: the cell that prints and draws the two boards.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Moves
#
# A move is named by the direction the **blank** travels: `U`, `L`, `R`, `D`. `neighbors(board)` gives the
# boards one move away. All tiles are grey here: the picture does not tell you which are home.

# %% slideshow={"slide_type": "-"}
from teachkit.sliding import neighbors

small = parse_board("1 2 3 / 4 0 6 / 7 5 8")
nexts = list(neighbors(small))  # (move, board) pairs
titles = ["start"] + [f"blank {move}" for move, _ in nexts]
boards_picture([small] + [board for _, board in nexts], titles, goal=(-1,) * 9)  # no tile is marked as home

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The letter is the blank's direction, not the tile's; the tile goes the other way.
#
# Ask: When the blank moves up, which way does the tile move? Answer: down, into the blank's old square.
#
# Run: the `neighbors` cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** The start above is 2 moves from the goal (`D`, then `R`). How many of its four neighbours are
# one move *farther* from the goal, 3 moves away? Write a number from 0 to 4.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # 0, 1, 2, 3 or 4
predict("sliding:04-farther-neighbours", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: `D` gets closer; the question is whether `U`, `L` or `R` could stay 2 moves away.
#
# Ask: Can a neighbour of the start be 2 moves from the goal too? Answer: no — every move changes the blank's
# square colour on a chessboard, so the distance changes by exactly one.
#
# Run: the predict cell with the room's number.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 3: only `D` gets closer. Any neighbour is within one move of the start, so 1, 2 or 3 moves from the goal.
# It cannot be 2: colour the squares like a chessboard; every move takes the blank to the other colour, so every
# way from a board to the goal has an even number of moves, or every way an odd one. Every move is undone by
# the opposite one (`U` by `D`, `L` by `R`).
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: After `D` the move `R` finishes; `U`, `L` and `R` each lead one move farther, to 3.
#
# Ask: Which move undoes `L`? Answer: `R`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## How many boards?
#
# A *state* is one arrangement: k² symbols (tiles and blank) on k² squares, so (k²)! arrangements.

# %% slideshow={"slide_type": "-"}
import math

for k in (3, 4, 5):
    print(f"{k * k - 1:>2}-puzzle: {math.factorial(k * k):>32,} arrangements (≈ {math.factorial(k * k):.3g})")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The count grows as a factorial: one more row and column takes 9! to 16! to 25!.
#
# Ask: Roughly how many arrangements has the 15-puzzle? Answer: 16! ≈ 2.09 × 10¹³.
#
# Run: the factorial cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 8-puzzle, searched completely
#
# * *Breadth-first search* visits boards in order of distance from the start: 0, 1, 2 moves, …, each once.
# * Run from the goal, it lists the boards that can reach the goal (every move can be undone).

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** What share of the 9! = 362,880 arrangements will the search reach from the goal? Pick one:
# `"under 20%"`, `"20% to 40%"`, `"40% to 60%"`, `"over 60%, not all"` or `"all"`.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # "under 20%", "20% to 40%", "40% to 60%", "over 60%, not all" or "all"
predict("sliding:04-bfs-share", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Take a show of hands for each of the five choices before opening the answer.
#
# Ask: Why does it not matter whether we search from the goal or towards it? Answer: every move can be
# undone, so the boards that reach the goal are exactly those the goal reaches.
#
# Run: the predict cell with the room's choice written in.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# "40% to 60%": exactly half. You write the search next; teachkit's then prints its count beside 9!/2.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Half, exactly; the room writes the search next, and teachkit's prints its own count after it.
#
# Ask: Does the count say why no other board is reached? Answer: no — it says what was reached; the proof
# comes in the next section.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Breadth-first search in words
#
# 1. The start is *seen*, at distance 0, and waits in a queue.
# 2. Take the board that has waited longest and *expand* it: list its neighbours. Each one not seen before is
#    now seen, at one more than this board's distance, and joins the back of the queue.
# 3. Repeat until the queue is empty.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A board's distance is fixed when it is first seen: one more than the board being expanded.
#
# Ask: Why take the board that has waited longest? Answer: then every board of distance d comes out before any
# of distance d + 1, so the first way found to a board is a shortest one.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Its first layers, from the goal

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import bfs_layers_picture

bfs_layers_picture(goal(3))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Each line is one expansion finding a new board; the distance in each column is the one before plus one.
#
# Ask: The goal is a neighbour of both boards at distance 1; why is it not drawn again at distance 2? Answer: it
# was already seen, so it is skipped.
#
# Run: the picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Exercise 1 — breadth-first search
#
# Write `my_bfs(start, neighbors)`: a dict mapping every board reachable from `start` to its distance in moves.
# Keep the queue in a `collections.deque` (`append` adds, `popleft` takes the oldest); `neighbors(board)` gives
# the `(move, board)` pairs one move away. The checker runs it on 2 × 2 boards and the whole 8-puzzle (it
# allows 20 seconds in all) and names any mistake.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: About 12 minutes, some 8 lines. The usual slips: no test for boards already seen, marking a board only
# when it leaves the queue, `pop()` instead of `popleft()`; the checker names each.
#
# Ask: When must a board be recorded as seen: when it goes into the queue or when it comes out? Answer: when it
# goes in, so it never enters the queue twice.
#
# Run: the exercise cell with the stub, to show the checker's "not yet".
#
# </details>

# %% slideshow={"slide_type": "-"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.sliding.bfs_distances", "teachkit.sliding.bfs_distances_plain"], "exercise": "04-1", "minutes": 12}
from collections import deque

from teachkit.sliding.exercises import check_bfs


def my_bfs(start, neighbors):
    """{board: moves from start} for every board reachable from `start`, by breadth-first search."""
    ...  # your code: a dict of distances and a deque of boards to expand


check_bfs(my_bfs)

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The search, run
#
# teachkit's `bfs_distances(3)` runs the same search from the goal, with numpy: the count, and the boards at
# each distance.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding import bfs_distances

distances = bfs_distances(3)
print("Breadth-first search of the 8-puzzle from the goal:")
print(
    f"{len(distances):,} boards reached, 9!/2 = {math.factorial(9) // 2:,}; "
    f"the farthest are {distances.max_distance} moves from the goal"
)
counts = distances.counts()
for d in range(0, len(counts), 8):
    print("   ".join(f"d={i:>2}: {counts[i]:>6,}" for i in range(d, min(d + 8, len(counts)))))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Exactly half, and no board farther than 31 moves; the next section proves why no other board is
# reached.
#
# Ask: How many boards are 31 moves from the goal? Answer: 2 (the last entry of the table).
#
# Run: the search cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Which boards can be solved?
#
# * In the 1880 craze, prizes were offered for solving the "14-15" board: the goal with tiles 14 and 15 swapped
#   (Slocum & Sonneveld, *The 15 Puzzle*, 2006).
# * They were safe: no sequence of moves solves it, as this section proves.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Sam Loyd later claimed to have invented the puzzle and offered that prize; Slocum & Sonneveld (*The 15
# Puzzle*, 2006) found no evidence for either claim: the puzzle came from Noyes Chapman, a postmaster in
# Canastota, New York. Johnson & Story ("Notes on the 15 puzzle", 1879) proved which boards can be solved.
#
# Ask: Who invented the 15-puzzle? Answer: Noyes Chapman, not Sam Loyd (Slocum & Sonneveld, 2006).
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Inversions
#
# Read the tiles row by row, skipping the blank. An **inversion** is a pair of tiles read larger first. The board
# below reads 1 3 2 4 5 7 8 6: 3 inversions, (3, 2), (7, 6) and (8, 6). The small blue letters give the reading
# order: a, b, c, ….

# %% slideshow={"slide_type": "-"}
from teachkit.sliding.draw import reading_order_picture

reading_order_picture(parse_board("1 3 2 / 4 0 5 / 7 8 6"), title="reads 1 3 2 4 5 7 8 6")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Count pairs, not tiles out of place: each pair with the larger number first is one inversion.
#
# Ask: How many inversions has 2 1 3 5 4? Answer: 2 — (2, 1) and (5, 4).
#
# Run: the picture cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What a move does to the inversions
#
# 1. A horizontal move keeps the reading order: no pair changes.
# 2. A vertical move carries one tile past the k − 1 tiles read between its old and new square.
#
# Below, one vertical move on the 4 × 4 board passes k − 1 = 3 tiles:

# %% slideshow={"slide_type": "-"} tags=["slide-scroll"]
from teachkit.sliding.draw import vertical_move_picture

vertical_move_picture(parse_board("1 2 3 4 / 5 7 6 10 / 9 0 8 11 / 12 13 14 15"), "U", size=2.0)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Only vertical moves matter, and only the parity of k − 1 decides what they do to the parity.
#
# Ask: On the 8-puzzle, by how much can a vertical move change the inversions? Answer: by −2, 0 or +2 (two
# pairs flip): always even.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# **Predict.** Your turn: on the 5 × 5 board, by how much can a vertical move change the number of
# inversions? Write every possible change with its sign (a rise positive, a fall negative), as a Python set
# of integers.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # a set of integers, e.g. {-1, 1}
predict("sliding:04-vertical-changes", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Count the pairs the moving tile passes, as in the picture; ask for the whole set, not one number.
#
# Ask: How many tiles does a vertical move pass on the 5 × 5 board? Answer: 4.
#
# Run: the predict cell with the room's set written in.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Steps 3 and 4 of the vertical-move argument
#
# <details>
# <summary><b>The end of the argument</b> (open after you have predicted)</summary>
#
# 3. Each of the k − 1 pairs the moving tile passes flips (in order ↔ inverted): +1 or −1 each.
# 4. A sum of k − 1 terms ±1 has the parity of k − 1.
#
# On the 5 × 5 board four terms: −4, −2, 0, 2 or 4, always even. On the 4 × 4 board three: −3, −1, 1 or 3,
# always odd. The walk after Exercise 2 shows both.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Four pairs flip on the 5 × 5 board: the change is even. Three on the 4 × 4 board: odd, and the blank's
# row changes too.
#
# Ask: Can a vertical move on the 4 × 4 board leave the inversions unchanged? Answer: no — a sum of three
# terms ±1 is odd, never 0.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### An invariant
#
# 1. A sideways move changes no pair.
# 2. A vertical move changes k − 1 pairs by ±1 each: an even total if k is odd, odd if k is even.
# 3. Odd k (the 8-puzzle): so the *parity* of the inversions never changes.
# 4. Even k (the 15-puzzle): a vertical move flips that parity and moves the blank one row, so the parity of
#    *inversions + row of the blank* (from 0 at the top) never changes.
#
# That parity, 0 or 1, is the board's **parity class**: an *invariant* of the moves.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: An invariant turns "no sequence of moves can do it" into one line of arithmetic.
#
# Ask: On the 15-puzzle, why must the blank's row be added? Answer: a vertical move changes the inversions by an
# odd amount, and the blank's row by 1, so only the sum keeps its parity.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The 1880 prize
#
# * A board whose class differs from the goal's can never reach the goal.
# * The 14-15 board has one inversion more than the goal, (15, 14), and the same blank square: another class.
#   The prize was safe.
# * Which class the goal is in depends on k: Exercise 2 has you work it out.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: On the 15-puzzle the goal's inversions + blank row is 0 + 3 = 3, odd; the 14-15 board's is 1 + 3 = 4, even.
#
# Ask: Is the 8-puzzle board 1 2 3 / 4 5 6 / 8 7 _ solvable? Answer: no — one inversion, odd, and the goal's
# is 0, even.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Two classes of equal size
#
# Swapping tiles 1 and 2 (not a move) will pair the two classes. First a count: 1 6 5 2 has 3 inversions,
# (6, 5), (6, 2) and (5, 2).
#
# **Predict.** Swap 1 and 2: how many inversions has 2 6 5 1?

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # a whole number
predict("sliding:04-swap-count", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: List the pairs read larger first, one tile at a time from the left.
#
# Ask: Which pair is new after the swap? Answer: (2, 1); (6, 2) and (5, 2) become (6, 1) and (5, 1).
#
# Run: the predict cell with the room's number.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# 4: (2, 1), (6, 5), (6, 1), (5, 1). The pair of 1 and 2 flipped; 6 and 5 each form one inverted pair with 1
# and 2: with the one read after them, 2 before the swap and 1 after.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: 3 became 4: only the pair of 1 and 2 changed; the tiles between kept one inverted pair each.
#
# Ask: Would 2 6 5 1 → 1 6 5 2 change the count by one too? Answer: yes, by −1: it is the same swap undone.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The swap flips the class
#
# **Proved here.** Swap tiles 1 and 2 on any board:
# 1. The blank stays put; the pair (1, 2) flips: ±1.
# 2. A tile read before both, or after both, still meets 1 and 2 on the same side: no change.
# 3. A tile read between them is larger than both: only its pair with the later one is inverted, before and
#    after (6 and 5 above). No change.
# 4. So the inversions change by exactly one: the class flips.
# 5. Swapping again gives the board back: the swap pairs the classes one to one, (k²)!/2 boards each.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: A one-to-one pairing between two sets proves they have the same size, with no counting.
#
# Ask: Why tiles 1 and 2? Answer: every tile between them is larger than both, so no other pair changes and
# the count moves by exactly one; swapping 3 and 7 also flips the parity, but a tile 5 between them changes two
# more pairs, and the proof gets longer.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Which class reaches the goal
#
# * **Proved.** Only the goal's class can reach the goal.
# * **Counted.** On the 8-puzzle the search reached 9!/2 boards: all of the goal's class.
# * **Cited.** For every width, Story proved that every board of the goal's class can reach the goal (Johnson &
#   Story, "Notes on the 15 puzzle", 1879).
#
# So a board can be solved exactly when its parity class is the goal's.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: One direction (no other class) is proved here; the other (the whole class) is counted for the 8-puzzle
# and cited for every width.
#
# Ask: Which half of the statement did our invariant prove? Answer: that boards of the other class can never
# reach the goal.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Exercise 2 — solvable or not?
#
# Write `my_is_solvable(board, k)`: True if the board can reach `goal(k)`, for any width k ≥ 2.
#
# 1. Count the inversions (the blank is not a tile).
# 2. On an even width, add the blank's row, `board.index(0) // k`.
# 3. Which parity means "solvable"? Work it out from `goal(k)`, for odd and for even k.
#
# The checker tries widths 2 to 5 and names any mistake; teachkit's own functions are refused.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: The first two bullets give the number; the third asks the room to find the goal's parity themselves (0
# for odd k; for even k the value is 0 + (k − 1), which is odd).
#
# Ask: On the 3 × 3 board, does the blank's row enter the rule? Answer: no — on odd widths only the parity of the
# inversions counts.
#
# </details>

# %% slideshow={"slide_type": "subslide"} tags=["slide-code", "exercise"] teachkit={"answered_by": ["teachkit.sliding.is_solvable", "teachkit.sliding.inversions", "teachkit.sliding.parity_class"], "exercise": "04-2", "minutes": 20}
from teachkit.sliding.exercises import check_solvable_function


def my_is_solvable(board, k):
    """True if `board` (k*k numbers read row by row, 0 = blank) can reach the blank-last goal."""
    ...  # your code: count the pairs in the wrong order, then apply the rule


check_solvable_function(my_is_solvable)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Allow about 20 minutes; the usual slips are counting the blank as a tile, the column instead of the row,
# and the goal's parity on even widths; the checker names each.
#
# Ask: What is the goal's value of inversions + blank row on the 15-puzzle? Answer: 0 + 3 = 3, odd.
#
# Run: the exercise cell with the stub, to show the checker's "not yet".
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Watching the invariant
#
# teachkit's `inversions` and `parity_class` answer Exercise 2, so they are imported only now. 1000 seeded
# random moves from the goal, on the 4 × 4 and 5 × 5 boards, test the invariant; the 5 × 5 line checks your
# prediction.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
import random
from collections import Counter

from teachkit.sliding import inversions, parity_class

for k in (4, 5):
    rng = random.Random(1)
    walk, changes, classes = goal(k), Counter(), set()
    for _ in range(1000):
        move, nxt = rng.choice(list(neighbors(walk)))
        kind = "vertical" if move in "UD" else "horizontal"
        changes[kind, inversions(nxt) - inversions(walk)] += 1
        classes.add(parity_class(nxt))
        walk = nxt
    print(f"The seeded walk of 1000 moves from the {k} × {k} goal:")
    for kind in ("horizontal", "vertical"):
        print(f"    {kind:<10} moves changed the inversions by", sorted({c for m, c in changes if m == kind}))
    print("    parity classes visited:", classes, "— the goal's class is", parity_class(goal(k)))

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: 1000 moves a width, one class each: the invariant held on every move of these walks.
#
# Ask: Does the walk prove the invariant? Answer: no — it only tests it on 1000 moves; the proof is the
# argument on the slides.
#
# Run: the walk cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### The search checks first
#
# teachkit's searches test the class first. The cell prints the goal's class, Exercise 2's answer: run it once
# your Exercise 2 passes.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding import UnsolvableBoard, astar, is_solvable

swapped = parse_board("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 0")
for name, b in [("goal", goal(4)), ("14-15 swap", swapped)]:
    print(
        f"{name:<11} inversions {inversions(b)}, blank in row {b.index(0) // 4} (from 0 at the top), "
        f"class {parity_class(b)}, solvable: {is_solvable(b)}"
    )
try:
    astar(swapped)
except UnsolvableBoard as err:
    print("\nUnsolvableBoard:", str(err).split("; ")[0])  # the reason
print(f"\nboards in the 14-15 board's class: 16!/2 = {math.factorial(16) // 2:,}")

# %% [markdown] slideshow={"slide_type": "fragment"}
# Without the test, the search would explore the start's class (up to 16!/2 boards, never the goal) until its
# limit on stored boards stopped it.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: One line of arithmetic saves a search that could never succeed.
#
# Ask: What would A* do on the 14-15 board without the test? Answer: explore boards of the wrong class, never
# the goal, until its limit on stored boards stopped it.
#
# Run: the cell that calls `astar(swapped)`.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Remembering every board
#
# What memory would a breadth-first search need to keep every 15-puzzle board it has seen? The most frugal
# table of every board seen numbers a class's boards 0, 1, 2, … (a board's *rank*); bit r says whether board r was seen.

# %% [markdown] slideshow={"slide_type": "fragment"}
# **Predict.** At one bit for each of the 16!/2 boards (printed under "The search checks first"), how many
# 16 GB laptops' memory would the table fill? Pick a range: `"under 1"`, `"1 to 9"`, `"10 to 99"` or `"100 or more"`.

# %% slideshow={"slide_type": "-"} tags=["slide-code", "predict"]
my_guess = ...  # "under 1", "1 to 9", "10 to 99" or "100 or more"
predict("sliding:04-laptops", my_guess)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Let the room work it out on paper: bits to bytes, bytes to laptops.
#
# Ask: How many bytes is 16 GB? Answer: 16 × 10⁹.
#
# Run: the predict cell with the room's range written in.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "subslide"} tags=["answer"]
# <details>
# <summary><b>Answer</b> (open after you have predicted)</summary>
#
# `"10 to 99"`: 16!/2 bits ÷ 8 bits a byte ÷ 16 × 10⁹ bytes a laptop. The next cell prints it.
#
# </details>

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: About 1.05 × 10¹³ bits is 1.3 × 10¹² bytes: dozens of laptops, before storing a single board.
#
# Ask: Is a table of one bit per board a full search? Answer: no — it only remembers which boards were seen;
# the search also needs its frontier.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### Three ways to store the boards
#
# `state_space_storage(k)`: one bit per board; packed boards, 4 bits a cell; and teachkit's Python boards.

# %% jupyter={"outputs_hidden": true} slideshow={"slide_type": "-"}
from teachkit.sliding.measure import state_space_storage

laptop = 16e9  # bytes of memory in a laptop
rate = 1_000_000  # boards a second: a generous speed


def size(n):
    """n bytes in the largest unit that keeps it at least 1."""
    for unit, power in [("PB", 15), ("TB", 12), ("GB", 9), ("MB", 6), ("kB", 3)]:
        if n >= 10**power:
            return f"{n / 10**power:,.1f} {unit}"
    return f"{n} bytes"


def share(n):
    """n bytes as laptops' memory, or a percentage of one."""
    return f"{n / laptop:,.1f} laptops' memory" if n >= laptop else f"{100 * n / laptop:.2g}% of a laptop's memory"


for k in (3, 4):
    s = state_space_storage(k)
    seconds = s.states / rate
    when = f"{seconds / 86_400:,.1f} days" if seconds > 86_400 else f"{seconds:.2f} seconds"
    print(f"{k * k - 1}-puzzle: {s.states:,} boards, {when} at {rate:,} boards a second")
    for what, n in [
        ("one bit per board", s.bitmap_bytes),
        (f"packed boards, {s.packed_board_bytes} bytes each", s.packed_bytes),
        (f"teachkit's boards, ~{s.python_board_bytes} bytes each", s.python_bytes),
    ]:
        print(f"    {what:<34} {size(n):>9} = {share(n)}")

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Even the most frugal table here, one bit per board, is far beyond a laptop for the 15-puzzle.
#
# Ask: How many bytes is one bit for each of 16!/2 boards? Answer: 16!/2 / 8 ≈ 1.3 × 10¹² bytes, 1.3 TB.
#
# Run: the storage cell.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ### What the figures say
#
# **Computed above.** A complete in-memory search of the 15-puzzle does not fit in a laptop: one bit per board
# already fills the laptops printed above; the other two need far more. Time, the days printed, is the smaller obstacle: days can
# be waited out, memory must be bought. The 8-puzzle fits easily.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Memory, not time, is what stops a plain in-memory search of the 15-puzzle on a laptop.
#
# Ask: How long would a million boards a second take over all 16!/2 boards? Answer: about 121 days (the cell
# prints 121.1).
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"} tags=["optional"]
# ## It has been done, by other means (optional)
#
# * **Cited.** Korf & Schultze (2005) ran the first complete breadth-first search of the 15-puzzle: the boards
#   on disk instead of in memory, and only the frontier (boards generated but not yet expanded) kept, not every
#   board seen.
# * A search for *one* solution need not visit every board: part 2 uses an estimate of the distance to the
#   goal to visit far fewer, and counts them.

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"} tags=["optional"]
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: "Does not fit in a laptop's memory" is not "cannot be done": disks and frontier search did it.
#
# Ask: What did Korf & Schultze keep instead of every board seen? Answer: only the frontier, on disk.
#
# </details>

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Summary
#
# * (k²)! arrangements, in two parity classes of equal size; no move changes a board's class.
# * You wrote breadth-first search: a queue and a table of boards seen.
# * Solvable exactly when the class is the goal's (proved one way, counted for the 8-puzzle, cited for every
#   width); you wrote the test.
# * 16!/2 ≈ 1.05 × 10¹³ reachable boards: 1.3 TB at one bit each, beyond a laptop's memory.
#
# **Where next:** [05 · The 15-puzzle, part 2: A*](05-fifteen-puzzle-a-star.ipynb): a search guided by an
# estimate. · **Index:** [00-index](00-index.ipynb)

# %% [markdown] jupyter={"source_hidden": true} slideshow={"slide_type": "notes"}
# <details>
# <summary><b>Speaker notes</b> — for the teacher</summary>
#
# Say: Count, prove an invariant, measure memory: three ways to learn about a search space before searching it.
#
# Ask: Is the board with tiles 1 and 2 swapped (all else solved) solvable on the 15-puzzle? Answer: no — the swap
# flips the class, so it is in the other class, like the 14-15 board.
#
# </details>

# %% [markdown] slideshow={"slide_type": "subslide"}
# ## Sources
#
# * W. W. Johnson, W. E. Story, "Notes on the 15 puzzle", *American Journal of Mathematics* 2(4), 1879 —
#   which boards are solvable (Story's part proves that every board of the goal's class is).
# * R. E. Korf, P. Schultze, "Large-Scale Parallel Breadth-First Search", *Proceedings of the 20th National
#   Conference on Artificial Intelligence (AAAI-05)*, 2005 — the first complete breadth-first search of the
#   15-puzzle, on disk.
# * J. Slocum, D. Sonneveld, *The 15 Puzzle*, Slocum Puzzle Foundation, 2006 — the history of the craze.

# %% [markdown] slideshow={"slide_type": "slide"}
# ## Solutions
#
# Expand the hidden cells below — after you have tried.

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "04-1"}
# Solution — open after you have tried
def my_bfs(start, neighbors):
    """{board: moves from start} for every board reachable from `start`, by breadth-first search."""
    distance = {start: 0}  # every board seen, with its distance
    queue = deque([start])  # boards seen but not yet expanded, oldest first
    while queue:
        board = queue.popleft()
        for move, child in neighbors(board):
            if child not in distance:  # seen the first time: record it as it goes in
                distance[child] = distance[board] + 1
                queue.append(child)
    return distance


check_bfs(my_bfs)

# %% jupyter={"outputs_hidden": true, "source_hidden": true} slideshow={"slide_type": "skip"} tags=["solution"] teachkit={"solution_of": "04-2"}
# Solution — open after you have tried
def my_is_solvable(board, k):
    """True if `board` (k*k numbers read row by row, 0 = blank) can reach the blank-last goal."""
    tiles = [t for t in board if t != 0]  # the blank is not a tile
    wrong_order = sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1 :] if a > b)
    if k % 2 == 1:
        return wrong_order % 2 == 0  # the goal has no inversions: even
    row = board.index(0) // k  # counted from 0 at the top
    return (wrong_order + row) % 2 == 1  # the goal: 0 inversions + blank in row k - 1, an odd number


check_solvable_function(my_is_solvable)
