"""Probes for the shared validators in teachkit.errors."""

from contract.harness import Probe
from teachkit.errors import (
    ArgumentTypeError,
    ArgumentValueError,
    LimitExceeded,
    require_bool,
    require_callable,
    require_choice,
    require_int,
    require_real,
)

PROBES = [
    Probe(require_int, ("n", 2.5), arg="n", expect=ArgumentTypeError, why="float"),
    Probe(require_int, ("n", True), arg="n", expect=ArgumentTypeError, why="bool"),
    Probe(require_int, ("n", -1), {"lo": 0}, arg="n", why="negative"),
    Probe(require_int, ("n", 10**5000), {"hi": 64}, arg="n", expect=LimitExceeded, why="huge"),
    Probe(require_bool, ("closed", 1), arg="closed", why="int-as-bool"),
    Probe(require_choice, ("order", "x", ("a", "b")), arg="order", why="unknown"),
    Probe(require_choice, ("order", [], ("a", "b")), arg="order", why="unhashable"),
    Probe(require_real, ("max_seconds", "1"), arg="max_seconds", expect=ArgumentTypeError, why="str"),
    Probe(require_real, ("max_seconds", True), arg="max_seconds", expect=ArgumentTypeError, why="bool"),
    Probe(require_real, ("max_seconds", float("nan")), arg="max_seconds", expect=ArgumentValueError, why="nan"),
    Probe(require_real, ("max_seconds", 10**400), arg="max_seconds", expect=ArgumentValueError, why="huge-int"),
    Probe(require_real, ("max_seconds", 0), {"lo": 0, "lo_open": True}, arg="max_seconds", why="open-lo"),
    Probe(require_real, ("tol", 2.0), {"hi": 1}, arg="tol", why="above-hi"),
    Probe(require_callable, ("trace", 5), arg="trace", expect=ArgumentTypeError, why="not-callable"),
]
