"""The breadth-first search checker of notebook 04 (``check_bfs``): a correct student search passes (marking a
board when it goes into the queue, or skipping boards already done when they come out), and each typical mistake
gets its own hint that names it without pasting the code. Every wrong variant is written out as a student would."""

from collections import deque

from teachkit.sliding import bfs_distances
from teachkit.sliding.exercises import _quick_neighbors, bfs_cases, check_bfs


def good_bfs(start, neighbors):
    """The model answer: a dict of distances and a queue; a board is recorded when it is first seen."""
    distance = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for _, child in neighbors(board):
            if child not in distance:
                distance[child] = distance[board] + 1
                queue.append(child)
    return distance


def done_when_popped(start, neighbors):
    """A correct variant: (board, d) pairs queued, a board recorded when it first comes out, later copies skipped."""
    distance = {}
    queue = deque([(start, 0)])
    while queue:
        board, d = queue.popleft()
        if board in distance:
            continue
        distance[board] = d
        for _, child in neighbors(board):
            if child not in distance:
                queue.append((child, d + 1))
    return distance


def marked_when_popped(start, neighbors):
    """(a) Marks a board only when it comes out, and expands every copy of it."""
    distance = {}
    queue = deque([(start, 0)])
    while queue:
        board, d = queue.popleft()
        distance.setdefault(board, d)
        for _, child in neighbors(board):
            if child not in distance:
                queue.append((child, d + 1))
    return distance


def no_seen_test(start, neighbors):
    """(b) Queues every neighbour, seen or not: the start comes back as a child of its children."""
    distance = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for _, child in neighbors(board):
            distance[child] = distance[board] + 1
            queue.append(child)
    return distance


def with_a_stack(start, neighbors):
    """(c) Takes the newest board (list.pop()): a depth-first search, distances too long."""
    distance = {start: 0}
    stack = [start]
    while stack:
        board = stack.pop()
        for _, child in neighbors(board):
            if child not in distance:
                distance[child] = distance[board] + 1
                stack.append(child)
    return distance


def pairs_as_boards(start, neighbors):
    """(d) Iterates over neighbors(board) without unpacking: (move, board) pairs recorded as boards."""
    distance = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for child in neighbors(board):
            if child not in distance:
                distance[child] = distance.get(board, 0) + 1
                queue.append(child[1])
    return distance


def start_at_one(start, neighbors):
    """(e) Gives the start distance 1."""
    table = good_bfs(start, neighbors)
    return {board: d + 1 for board, d in table.items()}


def one_round(start, neighbors):
    """(f) Only the start's neighbours: no loop."""
    distance = {start: 0}
    for _, child in neighbors(start):
        distance[child] = 1
    return distance


def test_the_cases_hold_both_widths_and_a_start_that_is_not_the_goal():
    widths = {len(b) for b in bfs_cases()}
    assert widths == {4, 9}
    assert len(dict(bfs_distances(3).items())) == 181_440


def test_quick_neighbours_are_teachkit_s_neighbours():
    from teachkit.sliding import neighbors, random_board

    for k in (2, 3, 4):
        quick = _quick_neighbors(k)
        for seed in range(50):
            board = random_board(k, seed=seed)
            assert quick(board) == list(neighbors(board))


def test_a_correct_search_passes_in_either_usual_form():
    for search in (good_bfs, done_when_popped):
        verdict = check_bfs(search)
        assert verdict.ok and "181,440" in verdict.message, verdict


def recursive_dfs(start, neighbors):
    """(a') A recursive depth-first search that lowers a distance when a shorter way turns up: its table is right,
    but it expands boards again, and it has no queue."""
    distance = {start: 0}

    def visit(board):
        for _, child in neighbors(board):
            if child not in distance or distance[child] > distance[board] + 1:
                distance[child] = distance[board] + 1
                visit(child)

    visit(start)
    return distance


def test_marking_when_a_board_comes_out_is_named():
    said = check_bfs(marked_when_popped).message
    assert "times" in said and "waiting in line twice" in said, said
    assert "when you put it in" in said and "not when it comes out" not in said, said


def test_a_recursive_depth_first_search_is_named_without_a_queue():
    said = check_bfs(recursive_dfs).message
    assert "went deep first" in said and "recursion makes a depth-first search" in said, said
    assert "when you put it in" in said and "out of the queue" not in said, said


def test_no_test_for_boards_seen_is_named_as_the_start_coming_back():
    said = check_bfs(no_seen_test).message
    assert "expanded the start again" in said and "already seen" in said, said


def test_a_stack_is_told_breadth_first_takes_the_oldest():
    said = check_bfs(with_a_stack).message
    assert "shorter way" in said and "first in, first out" in said, said


def test_move_board_pairs_are_named():
    said = check_bfs(pairs_as_boards).message
    assert "(move, board) pair" in said, said


def pairs_queued(start, neighbors):
    """(d') Iterates over neighbors(board) without unpacking and queues the pairs: neighbors is then given a pair."""
    distance = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        for child in neighbors(board):
            if child not in distance:
                distance[child] = distance[board] + 1
                queue.append(child)
    return distance


def test_a_pair_handed_back_to_neighbors_is_named_not_reported_as_a_board_error():
    said = check_bfs(pairs_queued).message
    assert "neighbors(board) yields (move, board) pairs" in said, said
    assert "unpack each pair" in said and "BoardTypeError" not in said, said
    assert "for _, child in" not in said and "for _, child in" not in check_bfs(pairs_as_boards).message, said


def counter_distances(start, neighbors):
    """(s12) A deque taken oldest first (popleft), but distances from a running counter, not from the parent."""
    distance = {}
    todo = deque([start])
    d = 0
    while todo:
        board = todo.popleft()
        if board not in distance:
            distance[board] = d
            d += 1
            for _, child in neighbors(board):
                todo.append(child)
    return distance


def test_a_queue_with_distances_from_a_counter_is_not_blamed_on_pop():
    said = check_bfs(counter_distances).message
    assert "pop()" not in said and "shorter way" in said, said
    assert "board it was reached from" in said and "count of the boards seen" in said, said
    assert "pop()" in check_bfs(with_a_stack).message


def test_a_table_of_one_board_is_not_called_1_boards():
    said = check_bfs(lambda start, neighbors: {start: 0}).message
    assert "has 1 board," in said and "1 boards" not in said, said


def test_a_start_not_at_zero_and_a_loop_that_stops_early_are_named():
    assert "the start is 0 moves from itself" in check_bfs(start_at_one).message
    said = check_bfs(one_round).message
    assert "can be reached" in said and "queue is empty" in said, said


def test_stubs_signatures_and_teachkit_s_own_search_are_a_not_yet():
    def stub(start, neighbors): ...

    def own(start, neighbors):
        return dict(bfs_distances(3).items())

    def own_inside(start, neighbors):
        from teachkit.sliding import bfs_distances_plain

        return bfs_distances_plain(3)

    assert "returns None" in check_bfs(stub).message
    assert "two arguments" in check_bfs(lambda start: {}).message
    assert "teachkit's own `bfs_distances`" in check_bfs(own).message
    assert "teachkit's own `bfs_distances_plain`" in check_bfs(own_inside).message
    assert "dict" in check_bfs(lambda start, neighbors: [start]).message
