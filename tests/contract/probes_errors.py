"""Probes for the shared validators in teachkit.errors."""

from contract.harness import Probe

from teachkit.errors import ArgumentTypeError, LimitExceeded, require_bool, require_choice, require_int

PROBES = [
    Probe(require_int, ("n", 2.5), arg="n", expect=ArgumentTypeError, why="float"),
    Probe(require_int, ("n", True), arg="n", expect=ArgumentTypeError, why="bool"),
    Probe(require_int, ("n", -1), {"lo": 0}, arg="n", why="negative"),
    Probe(require_int, ("n", 10**5000), {"hi": 64}, arg="n", expect=LimitExceeded, why="huge"),
    Probe(require_bool, ("closed", 1), arg="closed", why="int-as-bool"),
    Probe(require_choice, ("order", "x", ("a", "b")), arg="order", why="unknown"),
    Probe(require_choice, ("order", [], ("a", "b")), arg="order", why="unhashable"),
]
