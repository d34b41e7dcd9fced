"""Command line: ``python -m teachkit execute|py2nb|nb2py|export ...`` (notebook housekeeping)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run one sub-command."""
    parser = argparse.ArgumentParser(prog="python -m teachkit", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("execute", help="re-execute notebooks in place (regenerates stored outputs)")
    run.add_argument("notebooks", nargs="+", type=Path)
    to_nb = sub.add_parser("py2nb", help="percent-format .py -> .ipynb (no outputs)")
    to_nb.add_argument("src", type=Path)
    to_nb.add_argument("dst", type=Path)
    to_py = sub.add_parser("nb2py", help=".ipynb -> percent-format text on stdout")
    to_py.add_argument("src", type=Path)
    sub.add_parser("export", help="offline slides/html: see python -m teachkit.export --help", add_help=False)
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["export"]:
        from teachkit import export

        return export.main(argv[1:])
    args = parser.parse_args(argv)

    from teachkit import nbtools

    if args.command == "execute":
        for path in args.notebooks:
            start = time.perf_counter()
            nbtools.execute(path)
            print(f"executed {path} in {time.perf_counter() - start:.1f} s")
    elif args.command == "py2nb":
        print(f"wrote {nbtools.py_to_notebook(args.src, args.dst)}")
    else:
        sys.stdout.write(nbtools.notebook_to_py(args.src))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
