"""teachkit: solvers and drawing helpers behind the teaching notebooks.

One sub-package per puzzle — ``teachkit.hanoi``, ``teachkit.sliding``, ``teachkit.knight`` — each with its
solvers (no plotting imports) and a ``draw`` module beside them; ``teachkit.player`` replays the frames any
solver returns.
"""

__version__ = "0.1.0"


def _fold_answers_in_jupyterlab() -> None:
    """In a kernel, keep answers and solutions folded after Run All (teachkit.folding); elsewhere nothing."""
    import sys

    if "IPython" in sys.modules and "ipykernel" in sys.modules:
        from teachkit import folding

        folding.register()


_fold_answers_in_jupyterlab()
