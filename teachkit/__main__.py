"""Command line: ``python -m teachkit hanoi|fifteen|knight|execute|py2nb|nb2py|export ...``.

Puzzles from a terminal::

    python -m teachkit hanoi 4                 # the 15 moves of the minimal solution
    python -m teachkit hanoi 4 --trace         # the direction algorithm, step by step, every peg shown
    python -m teachkit hanoi 64 --step 1000    # the move at step 1000, in closed form (no listing)
    python -m teachkit fifteen "0 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15"
    python -m teachkit knight 8 --start a1 --closed

Notebook housekeeping: ``execute`` (regenerate stored outputs), ``nb2py`` / ``py2nb`` (edit as jupytext
percent text; ``py2nb`` updates an existing notebook and keeps its outputs), ``export`` (offline slides and
pages, see ``python -m teachkit export --help``).

A user error (bad arguments, a missing, empty or non-JSON notebook, a destination equal to its source, a
bad path) prints one line on stderr and exits with status 2, never a traceback. A well-posed question whose
answer is "no" (an unsolvable board, a board with no tour, a search limit reached) prints the answer and
exits with status 1.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import sys
import time
from pathlib import Path

USAGE_ERROR = 2
NO_ANSWER = 1
MAX_LISTED_DISKS = 20  # 2**20 - 1 = 1,048,575 lines; beyond that ask for single steps with --step
MAX_PRINTED_BOARD = 100  # rows or columns of a knight's tour grid worth printing in a terminal
MAX_STEP_DIGITS = 40_000  # a step of 2**100000 has 30,103 digits; longer text is not a step number


PROG = "teachkit" if Path(sys.argv[0]).name == "teachkit" else "python -m teachkit"


class UsageError(Exception):
    """A user error found by the command line itself: reported as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse, but an error is one line on stderr (no usage block) and exit status 2."""

    def error(self, message: str):
        self.exit(USAGE_ERROR, f"{self.prog}: error: {message}\n")


def one_line(error: BaseException) -> str:
    """An exception as one line: its first line of text, prefixed by its class name when that helps."""
    text = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return text if len(text) <= 500 else text[:497] + "..."


# ---- hanoi --------------------------------------------------------------------------------------
def parse_step(text: str) -> int:
    """A 1-based step number from the command line (digits only; huge steps are fine)."""
    if len(text) > MAX_STEP_DIGITS or not re.fullmatch(r"\d+", text.strip()):
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise argparse.ArgumentTypeError(f"--step must be a positive whole number, got {shown!r}")
    if sys.version_info >= (3, 11):
        sys.set_int_max_str_digits(max(sys.get_int_max_str_digits(), MAX_STEP_DIGITS + 1))
    return int(text)


def count_text(n: int) -> str:
    """2**n - 1 written out when it is short enough to read, else as a formula."""
    return f"{2**n - 1:,}" if n <= 64 else f"2**{n} - 1"


def run_hanoi(args) -> int:
    """Print the moves, the direction algorithm's trace, or the move at one step."""
    from teachkit import hanoi

    n = hanoi.solve.check_disk_count(args.n, what="python -m teachkit hanoi")
    if args.step is not None:
        move = hanoi.move_at(args.step, n)
        print(f"move {args.step:,} of {count_text(n)}: {move}" if n <= 64 else f"move at step {args.step}: {move}")
        return 0
    if n > MAX_LISTED_DISKS:
        raise UsageError(
            f"n={n}: listing {count_text(n)} moves is limited to n <= {MAX_LISTED_DISKS} here; "
            f"ask for one move with --step i"
        )
    if args.trace:
        direction = +1 if n % 2 == 0 else -1  # disk 1's direction that ends the tower on peg C
        hanoi.trace_iterative(n, direction, 0, file=sys.stdout)
        return 0
    total = hanoi.move_count(n)
    width = len(str(total))
    for step, move in enumerate(hanoi.solve_recursive(n), start=1):
        print(f"{step:>{width}}  {move}")
    print(f"{total:,} move{'s' if total > 1 else ''} (2**{n} - 1), all disks from A to C")
    return 0


# ---- fifteen ------------------------------------------------------------------------------------
def run_fifteen(args) -> int:
    """Say whether the board is solvable and, if so, print an optimal solution and what it cost."""
    from teachkit import sliding

    text = " ".join(args.board)
    try:
        board = sliding.parse_board(text)
    except (ValueError, TypeError) as err:
        raise UsageError(f"board {text!r}: {one_line(err)}{_board_hint(text)}") from None
    k = sliding.width(board)
    target = sliding.goal(k, args.goal)
    cell = len(str(k * k - 1))
    print(f"board ({k}x{k}, . = blank), goal: blank {args.goal}:")
    for row in range(k):
        print("  " + " ".join(f"{v:>{cell}}" if v else " " * (cell - 1) + "." for v in board[row * k : (row + 1) * k]))
    try:
        sliding.board.check_solvable(board, target)
    except sliding.UnsolvableBoard as err:
        reason = str(err).split(": ", 1)[-1]
        print(f"not solvable: {reason}; no sequence of moves reaches the goal")
        return NO_ANSWER
    print("solvable: yes (same inversion parity class as the goal)")
    plan = sliding.solver.plan(board, target, max_nodes=args.max_nodes, max_seconds=args.max_seconds)
    print(f"trying: {plan}", flush=True)
    began = time.perf_counter()

    def progress(nodes: int, seconds: float) -> None:
        print(f"  ... still searching: {nodes:,} nodes, {seconds:.0f} s", file=sys.stderr, flush=True)

    try:
        result = sliding.solve(board, target, max_nodes=args.max_nodes, max_seconds=args.max_seconds, progress=progress)
    except sliding.SearchLimitExceeded as err:
        print(f"no answer within the search limit: {one_line(err)}")
        return NO_ANSWER
    total = time.perf_counter() - began
    print(f"optimal solution: {result.cost} move{'s' if result.cost != 1 else ''} of the blank")
    if result.moves:
        print("  " + " ".join(result.moves))
    print(f"nodes: {result.expanded:,} expanded, {result.generated:,} generated")
    print(f"time: {result.seconds:.3f} s searching ({total:.3f} s in all, with loading any tables)")
    return 0


def _board_hint(text: str) -> str:
    """A hint for the usual ways a board is mistyped: digits run together, or a stray character."""
    words = text.replace("/", " ").replace(",", " ").split()
    if words and any(len(w) > 2 and w.isdigit() for w in words) and len(words) < 9:
        return '; put a space between the tiles, e.g. "1 2 3 / 4 5 6 / 7 8 ."'
    return '; write the tiles row by row, e.g. "1 2 3 / 4 5 6 / 7 8 ." (0, . or _ for the blank)'


# ---- knight -------------------------------------------------------------------------------------
def parse_square(text: str, n: int, m: int) -> tuple[int, int]:
    """'a1' (file letter, rank number; rank 1 is the bottom row) or 'row,col' (0-based) -> (row, col)."""
    chess = re.fullmatch(r"\s*([a-zA-Z])(\d{1,3})\s*", text)
    pair = re.fullmatch(r"\s*(\d{1,4})\s*,\s*(\d{1,4})\s*", text)
    if chess:
        col, rank = ord(chess[1].lower()) - ord("a"), int(chess[2])
        if not (0 <= col < m and 1 <= rank <= n):
            raise UsageError(
                f"--start {text!r} is off the {n}x{m} board (files a..{chr(ord('a') + min(m, 26) - 1)}, ranks 1..{n})"
            )
        return n - rank, col
    if pair:
        row, col = int(pair[1]), int(pair[2])
        if not (0 <= row < n and 0 <= col < m):
            raise UsageError(f"--start {text!r} is off the {n}x{m} board (rows 0..{n - 1}, cols 0..{m - 1})")
        return row, col
    raise UsageError(f"--start must be a square like a1 (file, rank) or 0,0 (row, col), got {text!r}")


def square_name(square: tuple[int, int], n: int) -> str:
    """(row, col) -> 'a1' style (rank 1 is the bottom row); boards wider than 26 use 'row,col'."""
    row, col = square
    return f"{chr(ord('a') + col)}{n - row}" if col < 26 else f"{row},{col}"


def board_text(tour, n: int, m: int) -> str:
    """The classic numbered grid: move numbers, rank numbers on the left, file letters below."""
    grid = tour.board()
    width = len(str(n * m))
    label = len(str(n))
    lines = [f"{n - r:>{label}} | " + " ".join(f"{v:>{width}}" for v in row) for r, row in enumerate(grid)]
    lines.append(" " * label + " +-" + "-" * ((width + 1) * m - 1))
    if m <= 26:
        lines.append(" " * label + "   " + " ".join(f"{chr(ord('a') + c):>{width}}" for c in range(m)))
    return "\n".join(lines)


def run_knight(args) -> int:
    """Find a knight's tour (closed if asked) and print it as the numbered board."""
    from teachkit import knight

    n, m = args.n, args.m if args.m is not None else args.n
    for name, value in (("n", n), ("m", m)):
        if not 1 <= value <= MAX_PRINTED_BOARD:
            raise UsageError(f"{name} must be between 1 and {MAX_PRINTED_BOARD} for a printed board, got {value}")
    start = parse_square(args.start, n, m)
    kind = "closed tour" if args.closed else "open tour"
    began = time.perf_counter()
    try:
        tour = knight.knights_tour(n, m, start=start, closed=args.closed)
    except knight.NoTourExists as err:
        print(f"no {kind} of the {n}x{m} board from {square_name(start, n)}: {one_line(err)}")
        return NO_ANSWER
    except knight.SearchBudgetExceeded as err:
        print(f"no answer within the search budget: {one_line(err)}")
        return NO_ANSWER
    seconds = time.perf_counter() - began
    print(
        f"{kind} of the {n}x{m} board from {square_name(start, n)} ({tour.method or 'knights_tour'}, "
        f"{seconds:.3f} s); numbers give the order of the visits:"
    )
    print(board_text(tour, n, m))
    return 0


# ---- notebooks ----------------------------------------------------------------------------------
def run_execute(args) -> int:
    """Re-execute notebooks in place (all are checked to be readable before the first one runs)."""
    from teachkit import nbtools

    for path in args.notebooks:
        nbtools.read_notebook(path)
    for path in args.notebooks:
        start = time.perf_counter()
        try:
            nbtools.execute(path)
        except Exception as err:
            if type(err).__name__ not in ("CellExecutionError", "CellTimeoutError", "DeadKernelError"):
                raise
            print(f"{path}: {type(err).__name__}: {one_line(err)}", file=sys.stderr)
            return NO_ANSWER
        print(f"executed {path} in {time.perf_counter() - start:.1f} s")
    return 0


def run_py2nb(args) -> int:
    from teachkit import nbtools

    print(f"wrote {nbtools.py_to_notebook(args.src, args.dst, force=args.force)}")
    return 0


def run_nb2py(args) -> int:
    from teachkit import nbtools

    sys.stdout.write(nbtools.notebook_to_py(args.src))
    return 0


def run_export(argv: list[str]) -> int:
    """teachkit.export's command line, with its errors reported as one line and status 2.

    Notebooks named on the line are read first (missing, empty or non-JSON files are user errors), and
    argparse's usage block is reduced to its error line.
    """
    from teachkit import nbtools

    for arg in argv:
        if arg.endswith(".ipynb"):
            nbtools.read_notebook(arg)
    for flag in ("--out", "--vendor"):
        if flag in argv[:-1]:
            value = Path(argv[argv.index(flag) + 1])
            if value.exists() and not value.is_dir():
                raise UsageError(f"export {flag} {str(value)!r} is a file, not a folder")
    from teachkit import export  # nbconvert is slow to import: only once the arguments look right

    errors = io.StringIO()
    try:
        with contextlib.redirect_stderr(errors):
            status = export.main(argv)
        if status not in (0, None):
            lines = [line for line in errors.getvalue().splitlines() if line.strip()]
            text = lines[-1].split("error: ", 1)[-1] if lines else f"exit status {status}"
            errors = io.StringIO()
            raise UsageError(f"export: {text}")
        return 0
    except SystemExit as done:
        if done.code not in (0, None):
            lines = [line for line in errors.getvalue().splitlines() if line.strip()]
            raise UsageError(f"export: {lines[-1] if lines else f'exit status {done.code}'}") from None
        return 0
    except (export.ExportError, OSError, ValueError, TypeError) as err:
        raise UsageError(f"export: {one_line(err)}") from None
    finally:
        sys.stderr.write(errors.getvalue() if "error:" not in errors.getvalue() else "")


EXTRAS = {"jupytext": "lab", "jupyterlab": "lab", "nbclient": "lab", "nbconvert": "lab", "nbformat": "lab"}
EXTRAS.update({"ipykernel": "lab", "numba": "fast"})


def missing_extra(err: ModuleNotFoundError) -> str:
    """What to install when a command needs a package of an optional extra (or names the missing module)."""
    top = (err.name or "").split(".")[0]
    extra = EXTRAS.get(top, "lab")
    return f"this command needs the package {top or err}, which is not installed: install teachkit[{extra}]"


# ---- the parser ---------------------------------------------------------------------------------
def positive_int(text: str) -> int:
    """A whole number >= 1 from the command line."""
    if not re.fullmatch(r"\s*\d{1,7}\s*", text) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive whole number, got {text!r}")
    return int(text)


def node_count(text: str) -> int:
    """A node limit from the command line: a whole number from 1 to 10**10."""
    if not re.fullmatch(r"\s*\d{1,11}\s*", text) or not 1 <= int(text) <= 10**10:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to 10000000000, got {text!r}")
    return int(text)


def positive_seconds(text: str) -> float:
    """A number of seconds > 0 from the command line (at most a day)."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value <= 86_400:
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0 (at most 86400), got {text!r}")
    return value


def build_parser() -> Parser:
    """The command line: one sub-command per puzzle, plus the notebook housekeeping."""
    parser = Parser(
        prog=PROG,
        description="The three puzzles from a terminal (hanoi, fifteen, knight) and the notebook housekeeping "
        "(execute, nb2py, py2nb, export). `teachkit COMMAND --help` explains each command.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="command")

    h = sub.add_parser("hanoi", help="Towers of Hanoi: the moves, the direction algorithm's trace, or one step")
    h.add_argument("n", type=positive_int, help="number of disks")
    how = h.add_mutually_exclusive_group()
    how.add_argument("--trace", action="store_true", help="trace the iterative direction algorithm")
    how.add_argument("--step", type=parse_step, metavar="I", help="only the move at step I (closed form)")
    h.set_defaults(run=run_hanoi)

    f = sub.add_parser("fifteen", help="sliding puzzle: solvable?, an optimal solution, nodes and time")
    f.add_argument(
        "board",
        nargs="+",
        help='tiles row by row, 0, . or _ = blank: "1 2 3 / 4 5 6 / 7 8 ." (any k x k; quotes optional)',
    )
    f.add_argument(
        "--goal",
        choices=("last", "first"),
        default="last",
        help="the goal: blank last (1 2 ... 15 .; the default) or first (. 1 2 ... 15, as Korf's 100 are published)",
    )
    f.add_argument("--max-nodes", type=node_count, default=None, metavar="N", help="stop after N nodes")
    f.add_argument(
        "--max-seconds", type=positive_seconds, default=None, metavar="S", help="stop after S seconds (k != 4)"
    )
    f.set_defaults(run=run_fifteen)

    k = sub.add_parser("knight", help="a knight's tour of an n x n (or n x m) board, as the numbered grid")
    k.add_argument("n", type=positive_int, help="rows")
    k.add_argument("m", type=positive_int, nargs="?", help="columns (default: n)")
    k.add_argument(
        "--start",
        default="a1",
        help="first square: a chess name like a1 (file a.., rank 1 = the bottom row) or row,col counted from 0 "
        "with row 0 = the TOP row (so 0,0 is a8 on 8x8)",
    )
    k.add_argument("--closed", action="store_true", help="a closed tour (the last square attacks the first)")
    k.set_defaults(run=run_knight)

    run = sub.add_parser("execute", help="re-execute notebooks in place (regenerates stored outputs)")
    run.add_argument("notebooks", nargs="+", type=Path, help="the .ipynb files to run top to bottom, in place")
    run.set_defaults(run=run_execute)
    to_nb = sub.add_parser("py2nb", help="percent-format .py -> .ipynb (updates an existing one, keeping outputs)")
    to_nb.add_argument("src", type=Path, help="the percent-format .py text")
    to_nb.add_argument("dst", type=Path, help="the .ipynb to write or update")
    to_nb.add_argument("--force", action="store_true", help="replace a dst whose cells do not come from src")
    to_nb.set_defaults(run=run_py2nb)
    to_py = sub.add_parser("nb2py", help=".ipynb -> percent-format text on stdout")
    to_py.add_argument("src", type=Path, help="the .ipynb to print as percent-format text")
    to_py.set_defaults(run=run_nb2py)
    sub.add_parser("export", help="offline slides/html: see python -m teachkit export --help", add_help=False)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run one sub-command; user errors become one line on stderr, status 2."""
    from teachkit.errors import TeachkitError

    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        print(f"{PROG}: give a command; `{PROG} --help` lists them (hanoi, fifteen, knight, ...)", file=sys.stderr)
        return USAGE_ERROR
    try:
        if argv[:1] == ["export"]:
            return run_export(argv[1:])
        args = build_parser().parse_args(argv)
        return args.run(args)
    except (UsageError, TeachkitError, ValueError, TypeError) as err:
        print(f"python -m teachkit: error: {one_line(err)}", file=sys.stderr)
        return USAGE_ERROR
    except BrokenPipeError:  # `... | head`: the reader left; say nothing more
        sys.stderr = io.StringIO()
        return 0
    except ModuleNotFoundError as err:  # an optional extra that is not installed
        print(f"python -m teachkit: error: {missing_extra(err)}", file=sys.stderr)
        return USAGE_ERROR
    except OSError as err:  # a file-system error: a folder that is read-only, full, missing
        where = f" {err.filename}" if getattr(err, "filename", None) else ""
        print(f"python -m teachkit: error:{where} {err.strerror or one_line(err)}", file=sys.stderr)
        return USAGE_ERROR
    except KeyboardInterrupt:
        print("python -m teachkit: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
