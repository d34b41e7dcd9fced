"""teachkit: solvers and drawing helpers behind the teaching notebooks.

One sub-package per puzzle — ``teachkit.hanoi``, ``teachkit.sliding``, ``teachkit.knight`` — each with its
solvers (no plotting imports) and a ``draw`` module beside them; ``teachkit.player`` replays the frames any
solver returns.
"""

__version__ = "0.1.0"
