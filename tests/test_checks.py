"""teachkit.checks.copies_library: a checker can tell a student's own function from teachkit's."""

import functools

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
