"""The call tree of the recursive solution: one node per call that moves a disk.

A call ``hanoi(h, src, dst, via)`` with h >= 1 makes three things happen, in order: the call
``hanoi(h-1, src, via, dst)`` (the node's left child), the move of disk h from src to dst (the node
itself), and the call ``hanoi(h-1, via, dst, src)`` (its right child). So the tree is a perfect binary tree
(every level full: each internal node has two children and all leaves are at the same depth) of height n, with
2**n - 1 nodes, and reading it *in order* — left subtree, node, right subtree — gives the moves in the order
they are made: the in-order number of a node is its move number. Every node at height h (leaves: height 1)
moves disk h.
"""

from __future__ import annotations

import numbers
from collections.abc import Iterator
from dataclasses import dataclass

from teachkit.errors import ArgumentTypeError, describe

from .solve import PEG_NAMES, Move, Peg, StepOutOfRange, TooManyDisks, check_disk_count, check_pegs, spare

MAX_TREE_DISKS = 16  # 65,535 nodes; a tree you could draw has far fewer


class TreeTooLarge(TooManyDisks):
    """A recursion tree with more nodes than we are willing to build."""


class NoSuchNode(StepOutOfRange, KeyError):
    """A node number outside 1 .. 2**n - 1 (a KeyError too, as a missing key is)."""

    __str__ = ValueError.__str__  # KeyError would show the message in quotes


def _check_tree(tree: object) -> Node:
    if not isinstance(tree, Node):
        raise ArgumentTypeError(f"tree must be a Node from recursion_tree(n), got {describe(tree)}")
    return tree


def _check_number(tree: Node, number: object) -> int:
    """``number`` as an int among the numbers of this (sub)tree, or NoSuchNode."""
    if not isinstance(number, numbers.Integral) or isinstance(number, bool):
        raise ArgumentTypeError(f"number (a node's in-order number) must be an int, got {describe(number)}")
    half = 2 ** (tree.disk - 1) - 1  # nodes on each side of the root of a tree of this height
    low, high = tree.number - half, tree.number + half
    if not low <= number <= high:
        raise NoSuchNode(f"number must name a node of this tree, {low} .. {high}, got {describe(number)}")
    return int(number)


@dataclass(frozen=True)
class Call:
    """One call hanoi(height, src, dst, via): carry a tower of ``height`` disks from src to dst."""

    height: int
    src: Peg
    dst: Peg
    via: Peg

    def __str__(self) -> str:
        return f"hanoi({self.height}, {PEG_NAMES[self.src]}, {PEG_NAMES[self.dst]}, {PEG_NAMES[self.via]})"


@dataclass(frozen=True)
class Node:
    """A call of the recursion, the move it makes, and the two calls it makes before and after."""

    number: int  # in-order position = the step at which this node's move is made
    call: Call
    move: Move
    depth: int  # 0 at the root (disk n), n - 1 at the leaves (disk 1)
    left: Node | None
    right: Node | None

    @property
    def disk(self) -> int:
        """The disk this node moves; it equals the node's height in the tree."""
        return self.move.disk


def recursion_tree(n: int, src: Peg = 0, dst: Peg = 2) -> Node:
    """The call tree of ``solve_recursive(n, src, dst)``, numbered in order (n <= MAX_TREE_DISKS)."""
    n = check_disk_count(n, what="recursion_tree")
    if n > MAX_TREE_DISKS:
        raise TreeTooLarge(
            f"a recursion tree for n={n} has 2**{n} - 1 = {2**n - 1:,} nodes; "
            f"recursion_tree is limited to n <= {MAX_TREE_DISKS}. For one step use move_at(step, {n})."
        )
    src, dst = check_pegs(src, dst)
    counter = iter(range(1, 2**n))
    root = _build(Call(n, src, dst, spare(src, dst)), 0, counter)
    assert root is not None  # n >= 1: there is at least one move
    return root


def _build(call: Call, depth: int, counter: Iterator[int]) -> Node | None:
    """Left child first, then this node takes the next number, then the right child (in-order)."""
    h, src, dst, via = call.height, call.src, call.dst, call.via
    if h == 0:
        return None
    left = _build(Call(h - 1, src, via, dst), depth + 1, counter)
    number = next(counter)
    right = _build(Call(h - 1, via, dst, src), depth + 1, counter)
    return Node(number, call, Move(h, src, dst), depth, left, right)


def in_order(node: Node | None) -> Iterator[Node]:
    """Left subtree, the node, right subtree."""
    if node is not None:
        yield from in_order(node.left)
        yield node
        yield from in_order(node.right)


def pre_order(node: Node | None) -> Iterator[Node]:
    """The node, then its left and right subtrees: the order in which the calls start."""
    if node is not None:
        yield node
        yield from pre_order(node.left)
        yield from pre_order(node.right)


def height(node: Node | None) -> int:
    """Levels below and including this node (0 for no node)."""
    return 0 if node is None else 1 + max(height(node.left), height(node.right))


def node_at(tree: Node, number: int) -> Node:
    """The node with in-order number ``number``, found by walking down (like a binary search)."""
    node, number = _check_tree(tree), _check_number(_check_tree(tree), number)
    while node.number != number:
        node = _child(node, number)
    return node


def _child(node: Node, number: int) -> Node:
    """The child of ``node`` on the way down to the node numbered ``number`` (which is in the tree)."""
    child = node.left if number < node.number else node.right
    assert child is not None, "number was checked to be in the tree"
    return child


def path_to(tree: Node, number: int) -> list[Node]:
    """The calls that are open while move ``number`` is made: root first, that node last."""
    path, node, number = [], _check_tree(tree), _check_number(_check_tree(tree), number)
    while True:
        path.append(node)
        if node.number == number:
            return path
        node = _child(node, number)
