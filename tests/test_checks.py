"""teachkit.checks.copies_library: a checker can tell a student's own function from teachkit's."""

import functools

import pytest

import teachkit.knight as knight
from teachkit.checks import copies_library
from teachkit.knight import onward_degree


def test_the_library_function_itself_and_its_wrappers_are_recognised():
    def forwards(square, visited, n, m):
        return onward_degree(square, visited, n, m)

    def forwards_by_module(square, visited, n, m):
        return knight.onward_degree(square, visited, n=n, m=m)

    for candidate in (
        onward_degree,
        functools.partial(onward_degree),
        forwards,
        forwards_by_module,
        lambda s, v, n, m: onward_degree(s, v, n, m),
    ):
        assert copies_library(candidate, onward_degree) == "onward_degree"


def test_a_function_of_the_students_own_is_not_a_copy():
    def own(square, visited, n, m):
        r, c = square
        jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
        return sum(0 <= r + a < n and 0 <= c + b < m and (r + a, c + b) not in visited for a, b in jumps)

    assert copies_library(own, onward_degree) is None
    assert copies_library(len, onward_degree) is None
    assert copies_library(None, onward_degree) is None


def test_a_wrapper_is_recognised_from_name_tables_not_from_bytecode():
    """The check reads co_names, co_nlocals and co_consts only: a wrapper compiled by any CPython is seen."""

    def wrapper(square, visited, n, m):
        return onward_degree(square, visited, n, m)

    def own_with_local(square, visited, n, m):
        count = 0
        for a, b in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
            count += 0 <= square[0] + a < n and 0 <= square[1] + b < m and (square[0] + a, square[1] + b) not in visited
        return count

    assert copies_library(wrapper, onward_degree) == "onward_degree"
    assert copies_library(own_with_local, onward_degree) is None
    rebuilt = wrapper.__code__.replace(co_code=wrapper.__code__.co_code)  # same tables, any bytecode
    assert copies_library(type(wrapper)(rebuilt, {"onward_degree": onward_degree}), onward_degree) == "onward_degree"


def test_the_library_function_smuggled_in_as_a_default_argument_is_recognised():
    assert copies_library(lambda s, v, n, m, d=onward_degree: d(s, v, n, m), onward_degree) == "onward_degree"


def test_a_prediction_is_judged_only_once_written_and_numbers_written_as_text_count():
    from teachkit.checks import PREDICT_FIRST, check_prediction

    assert PREDICT_FIRST in str(check_prediction(..., 10)) and "10" not in str(check_prediction(..., 10))
    assert check_prediction(10, 10).ok and check_prediction("10", 10).ok and check_prediction("1,023", 1023).ok
    assert not check_prediction(9, 10).ok and "the answer is 10" in str(check_prediction(9, 10))
    # the answer is shown, so the verdict does not say "not yet" (that would invite another try)
    assert str(check_prediction(9, 10)) == "you predicted 9; the answer is 10."
    assert str(check_prediction(..., 10)).startswith("not yet — ")  # nothing revealed: "not yet" stays
    assert check_prediction(" c ", "C").ok and not check_prediction("ten", 10).ok


def test_predict_looks_its_answer_up_in_the_package_and_checks_choices_before_revealing(monkeypatch):
    import sys
    import types

    from teachkit.checks import PREDICT_FIRST, Prediction, predict

    asked = []
    table = {
        "lamps-13": Prediction(truth=lambda: asked.append(1) or 3, why=lambda t: f"{t} lamps: 13 is 1101."),
        "peg": Prediction(truth=lambda: 2, choices=(0, 1, 2), normalize=lambda g: "ABC".index(g) if g in "ABC" else g),
    }
    monkeypatch.setitem(sys.modules, "teachkit.demo", types.ModuleType("teachkit.demo"))
    monkeypatch.setitem(sys.modules, "teachkit.demo.predictions", types.SimpleNamespace(PREDICTIONS=table))
    assert PREDICT_FIRST in str(predict("demo:lamps-13", ...)) and asked == [], "no truth computed before a guess"
    assert not predict("demo:lamps-13", 2).ok and "the answer is 3. 3 lamps: 13 is 1101." in str(
        predict("demo:lamps-13", 2)
    )
    assert predict("demo:lamps-13", "3").ok
    assert predict("demo:peg", "C").ok and predict("demo:peg", 2).ok
    refused = predict("demo:peg", 7)
    assert not refused.ok and "pick one of 0, 1, 2" in str(refused) and "answer is" not in str(refused)
    assert str(refused).startswith("not yet — ") and str(predict("demo:lamps-13", 2)).startswith("you predicted 2;")
    with pytest.raises(KeyError, match="hanoi:moves-10"):
        predict("demo:nothing", 1)


@pytest.mark.parametrize("puzzle", ["hanoi", "sliding", "knight"])
def test_every_packaged_prediction_computes_its_truth_and_its_reason(puzzle):
    import importlib

    from teachkit.checks import predict

    for key, entry in importlib.import_module(f"teachkit.{puzzle}.predictions").PREDICTIONS.items():
        truth = entry.truth()
        if entry.choices is not None:
            assert truth in entry.choices, (key, truth)
        assert predict(f"{puzzle}:{key}", truth).ok, key


def test_names_used_sees_nested_functions_and_comprehensions():
    from teachkit.checks import names_used

    def outer(xs):
        import heapq
        import math

        def inner():
            return math.floor(1.5)

        return [heapq.heappop(x) for x in xs], inner

    used = names_used(outer.__code__)
    assert {"heappop", "heapq", "floor"} <= used
    assert names_used(None) == set() and names_used(42) == set()
