"""The reliability contract: every public function answers bad input with a named TeachkitError.

Probe tables live in ``tests/contract/probes_<area>.py`` (each a module-level ``PROBES`` list of
:class:`tests.contract.harness.Probe`); each probe runs in a forked child capped at 20 s CPU and 4 GiB of
address space, so a hang or a memory blow-up fails the probe instead of the test run.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # tests/ itself, for the contract package

from contract.harness import Probe, run_capped, verdict  # noqa: E402

import teachkit.errors  # noqa: E402


def _probe_modules():
    import contract

    for info in sorted(pkgutil.iter_modules(contract.__path__), key=lambda i: i.name):
        if info.name.startswith("probes_"):
            yield importlib.import_module(f"contract.{info.name}")


PROBES: list[Probe] = [p for module in _probe_modules() for p in module.PROBES]


def test_there_are_probes():
    assert len(PROBES) > 0


@pytest.mark.parametrize("probe", PROBES, ids=[p.id for p in PROBES])
def test_bad_input_raises_a_named_teachkit_error(probe: Probe):
    assert verdict(probe, run_capped(probe.fn, probe.args, probe.kwargs)) == ""


def test_the_error_base_is_not_raised_bare():
    """The base is a family name: concrete errors say ValueError or TypeError too."""
    assert not issubclass(teachkit.errors.TeachkitError, (ValueError, TypeError))
    assert issubclass(teachkit.errors.ArgumentTypeError, TypeError)
    assert issubclass(teachkit.errors.LimitExceeded, ValueError)


def test_the_harness_sees_hangs_and_builtin_errors():
    """The runner itself: a built-in error and a CPU-bound loop are both reported, not passed."""
    import itertools

    probe = Probe(int, ("x",), arg="x", why="builtin")
    assert "escaped" in verdict(probe, run_capped(int, ("x",)))
    outcome = run_capped(lambda: sum(itertools.count()), cpu=1, wall=10)
    assert outcome.kind == "hang"
