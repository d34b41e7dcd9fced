"""The recursion tree: perfect (every level full), height n, in-order numbers = moves, level L moves disk L."""

import pytest

from teachkit.hanoi import (
    InvalidDiskCount,
    Move,
    TooManyDisks,
    TreeTooLarge,
    in_order,
    move_at,
    node_at,
    path_to,
    pre_order,
    recursion_tree,
    solve_recursive,
)
from teachkit.hanoi.tree import MAX_TREE_DISKS, height


@pytest.mark.parametrize("n", range(1, 11))
def test_in_order_walk_gives_the_recursive_moves_numbered_by_step(n):
    nodes = list(in_order(recursion_tree(n)))
    assert [node.move for node in nodes] == list(solve_recursive(n))
    assert [node.number for node in nodes] == list(range(1, 2**n))


@pytest.mark.parametrize("n", range(1, 9))
def test_tree_is_perfect_of_height_n_and_each_level_moves_one_disk(n):
    tree = recursion_tree(n)
    assert height(tree) == n
    for node in in_order(tree):
        assert (node.left is None) == (node.right is None) == (node.disk == 1)
        assert node.disk == n - node.depth == node.call.height
        assert node.move == move_at(node.number, n)
        # the number of a node at level L is an odd multiple of 2**(L-1)
        assert node.number % 2 ** (node.disk - 1) == 0 and (node.number >> (node.disk - 1)) % 2 == 1
    for level in range(1, n + 1):
        assert sum(1 for node in in_order(tree) if node.disk == level) == 2 ** (n - level)


def test_three_disk_tree_by_hand():
    root = recursion_tree(3)
    assert (root.number, root.move, str(root.call)) == (4, Move(3, 0, 2), "hanoi(3, A, C, B)")
    assert (root.left.number, root.left.move) == (2, Move(2, 0, 1))
    assert (root.right.number, root.right.move) == (6, Move(2, 1, 2))
    assert [n.number for n in pre_order(root)] == [4, 2, 1, 3, 6, 5, 7]


def test_node_at_and_path_to():
    tree = recursion_tree(4)
    assert node_at(tree, 11).move == Move(1, 2, 0)
    assert [node.number for node in path_to(tree, 11)] == [8, 12, 10, 11]
    with pytest.raises(KeyError):
        node_at(tree, 16)


def test_other_pegs():
    assert [node.move for node in in_order(recursion_tree(3, 1, 0))] == list(solve_recursive(3, 1, 0))


def test_bad_sizes_are_refused():
    with pytest.raises(InvalidDiskCount):
        recursion_tree(0)
    with pytest.raises(TreeTooLarge, match="move_at") as err:
        recursion_tree(MAX_TREE_DISKS + 1)
    assert isinstance(err.value, TooManyDisks)
