"""The answers of the notebooks' Predict prompts about the hanoi puzzle, computed by teachkit's own code.

A Predict cell shows only ``my_guess = ...`` and ``predict("hanoi:KEY", my_guess)`` (teachkit.checks.predict), so
nothing in the notebook gives the answer away before the student has written one down. Each entry computes its
truth only when asked, after a guess has been given.
"""

from __future__ import annotations

from teachkit.checks import Prediction

PREDICTIONS: dict[str, Prediction] = {}
