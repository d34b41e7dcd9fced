"""Nothing lost, ever: every writer, killed with SIGKILL mid-write or stopped by a full disk, leaves the old file.

Each writer runs in a child process (``python -m teachkit ...`` or a pattern-database save). To kill it in the
middle of a write, the child carries an audit hook (``sys.addaudithook``): when the writer opens a file for
writing in the target folder, a watcher thread kills the process with SIGKILL as soon as that file holds any
bytes, and a rename into the folder (the moment a new file would be published) kills it first. A full disk is
a file-size limit (``ulimit -f`` in the child's shell: writing past it fails with EFBIG, as Python ignores
SIGXFSZ). In every case the previous file must be there byte for byte, and a killed write's scratch file is
removed by the next write.

| writer                      | killed mid-write          | disk full                                       |
| --------------------------- | ------------------------- | ----------------------------------------------- |
| py2nb (a 6 MB notebook)     | old notebook intact       | exit 2, one line "... is intact", old intact    |
| execute (6 MB of outputs)   | old notebook intact       | exit 2, one line "... is intact", old intact    |
| export html (a 6 MB page)   | old page intact           | exit 2, one line "... is intact", old intact    |
| pattern-database cache save | old table intact          | table kept in memory (one warning), old intact  |
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import nbformat
import pytest

from teachkit import atomic

ROOT = Path(__file__).resolve().parents[1]
VENDOR = ROOT / "build" / "vendor"
BIG = 6_000_000  # bytes of output: a write that takes many chunks
LIMIT_BLOCKS = 4000  # ulimit -f in 1 KiB blocks: 4 MB, above every asset, below every new file here

KILLER = textwrap.dedent(
    r"""
    import os, signal, sys, threading, time
    folder = os.path.realpath(sys.argv[1])
    watched = set()

    def die():
        os.kill(os.getpid(), signal.SIGKILL)

    def watch(path):
        while True:
            try:
                if os.path.getsize(path) > 0:
                    die()
            except OSError:
                pass
            time.sleep(0.0002)

    def in_folder(path):
        return isinstance(path, (str, bytes, os.PathLike)) and os.path.dirname(
            os.path.realpath(os.fsdecode(path))) == folder

    def hook(event, args):
        if event == "open" and in_folder(args[0]):
            mode, flags = args[1], args[2]
            writing = any(c in mode for c in "wax+") if isinstance(mode, str) else bool(
                flags & (os.O_WRONLY | os.O_RDWR))
            path = os.path.realpath(os.fsdecode(args[0]))
            if writing and path not in watched:
                watched.add(path)
                threading.Thread(target=watch, args=(path,), daemon=True).start()
        elif event == "os.rename" and in_folder(args[1]):
            die()

    sys.addaudithook(hook)
    exec(sys.argv[2])
    """
)


def child_env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def run_killed(folder: Path, code: str) -> subprocess.CompletedProcess:
    """Run ``code`` in a child that kills itself with SIGKILL in the middle of its first write into ``folder``."""
    done = subprocess.run(
        [sys.executable, "-c", KILLER, str(folder), code],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=300,
    )
    assert done.returncode == -signal.SIGKILL, (done.returncode, done.stderr[-2000:])
    return done


def cli(*args: str) -> str:
    return f"import sys; from teachkit.__main__ import main; sys.exit(main({list(args)!r}))"


def run_full_disk(*args: str) -> subprocess.CompletedProcess:
    """``python -m teachkit ARGS`` with a file-size limit of LIMIT_BLOCKS KiB (a full disk, as far as it sees)."""
    command = " ".join(map(_quote, [sys.executable, "-m", "teachkit", *args]))
    return subprocess.run(
        ["bash", "-c", f"ulimit -f {LIMIT_BLOCKS}; exec {command}"],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=300,
    )


def _quote(word: str) -> str:
    import shlex

    return shlex.quote(word)


def assert_one_line_intact(done: subprocess.CompletedProcess, path: Path) -> None:
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    lines = [line for line in done.stderr.splitlines() if not line.startswith("[IPKernelApp]")]  # the kernel's log
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "intact" in lines[0] and path.name in lines[0], lines[0]


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if atomic.is_temp_of(p.name))


# ---- the files -----------------------------------------------------------------------------------
def big_notebook(path: Path, marker: str) -> bytes:
    """A notebook whose one code cell has BIG bytes of stored output; its markdown cell says ``marker``."""
    nb = nbformat.v4.new_notebook()
    code = nbformat.v4.new_code_cell(f"print('x' * {BIG})")
    code.outputs = [nbformat.v4.new_output("stream", name="stdout", text="y" * BIG + "\n")]
    nb.cells = [nbformat.v4.new_markdown_cell(f"# {marker}"), code]
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    for cell in nb.cells:
        cell.metadata["slideshow"] = {"slide_type": "-"}
        cell.pop("id", None)
    nb.nbformat_minor = 4
    nbformat.write(nb, path)
    return path.read_bytes()


@pytest.fixture
def py2nb_case(tmp_path):
    """An existing 6 MB notebook and a percent-format source that edits its markdown (same cells)."""
    notebook = tmp_path / "v.ipynb"
    old = big_notebook(notebook, "old title")
    source = tmp_path / "v.py"
    source.write_text(
        '# %% [markdown] slideshow={"slide_type": "-"}\n# # new title\n\n'
        '# %% slideshow={"slide_type": "-"}\n' + f"print('x' * {BIG})\n"
    )
    return notebook, source, old


def test_py2nb_killed_mid_write_leaves_the_old_notebook(py2nb_case):
    notebook, source, old = py2nb_case
    run_killed(notebook.parent, cli("py2nb", str(source), str(notebook)))
    assert notebook.read_bytes() == old
    assert leftovers(notebook.parent)  # the killed write's scratch file ...
    done = subprocess.run(
        [sys.executable, "-m", "teachkit", "py2nb", str(source), str(notebook)],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "new title" in notebook.read_text() and leftovers(notebook.parent) == []  # ... is gone after the next


def test_py2nb_on_a_full_disk_leaves_the_old_notebook_and_says_so(py2nb_case):
    notebook, source, old = py2nb_case
    assert_one_line_intact(run_full_disk("py2nb", str(source), str(notebook)), notebook)
    assert notebook.read_bytes() == old and leftovers(notebook.parent) == []


@pytest.fixture
def execute_case(tmp_path):
    """A notebook whose stored outputs are old; executing it prints BIG bytes."""
    notebook = tmp_path / "run.ipynb"
    return notebook, big_notebook(notebook, "run me")


def test_execute_killed_mid_write_leaves_the_old_notebook(execute_case):
    notebook, old = execute_case
    run_killed(notebook.parent, cli("execute", str(notebook)))
    assert notebook.read_bytes() == old


def test_execute_on_a_full_disk_leaves_the_old_notebook_and_says_so(execute_case):
    notebook, old = execute_case
    assert_one_line_intact(run_full_disk("execute", str(notebook)), notebook)
    assert notebook.read_bytes() == old and leftovers(notebook.parent) == []


@pytest.fixture
def export_case(tmp_path):
    """A complete page exported before, and the notebook changed since (its new page is about 6 MB)."""
    if not VENDOR.is_dir():
        pytest.skip("no vendored reveal.js/MathJax (make slides fetches them)")
    notebook = tmp_path / "page.ipynb"
    big_notebook(notebook, "first version")
    out = tmp_path / "out"
    args = ["export", "html", str(notebook), "--out", str(out), "--vendor", str(VENDOR)]
    done = subprocess.run(
        [sys.executable, "-m", "teachkit", *args], capture_output=True, text=True, env=child_env(), timeout=300
    )
    assert done.returncode == 0, done.stderr
    page = out / "page.html"
    old = page.read_bytes()
    big_notebook(notebook, "second version")
    return page, old, args


def test_export_killed_mid_write_leaves_the_old_page(export_case):
    page, old, args = export_case
    run_killed(page.parent, cli(*args))
    assert page.read_bytes() == old


def test_export_on_a_full_disk_leaves_the_old_page_and_says_so(export_case):
    page, old, args = export_case
    assert_one_line_intact(run_full_disk(*args), page)
    assert page.read_bytes() == old and leftovers(page.parent) == []


# ---- the pattern-database cache ------------------------------------------------------------------
SAVE = """
import numpy as np, teachkit.sliding.pdb as pdb
from teachkit.sliding import goal
db = pdb.build_pattern_database(goal(4), (1, 2, 3))
path = pdb._cache_file(goal(4), (1, 2, 3), pdb.Path({folder!r}))
ok = pdb._save(pdb.PatternDatabase(db.goal, db.pattern, np.zeros_like(db.table)), path)
print("saved" if ok else "refused")
"""


@pytest.fixture
def cache_case(tmp_path, monkeypatch):
    import teachkit.sliding.pdb as pdb
    from teachkit.sliding import goal

    folder = tmp_path / "cache"
    monkeypatch.setattr(pdb, "_MEMORY", {})
    pdb.pattern_database(goal(4), (1, 2, 3), folder, progress=False)
    path = pdb._cache_file(goal(4), (1, 2, 3), folder)
    return folder, path, path.read_bytes()


def test_a_killed_cache_save_leaves_the_old_table(cache_case):
    folder, path, old = cache_case
    run_killed(folder, SAVE.format(folder=str(folder)))
    assert path.read_bytes() == old


def test_a_cache_save_on_a_full_disk_leaves_the_old_table(cache_case):
    folder, path, old = cache_case
    blocks = len(old) // 2048  # half the table's size
    done = subprocess.run(
        ["bash", "-c", f'ulimit -f {blocks}; exec "$0" -c "$1"', sys.executable, SAVE.format(folder=str(folder))],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=120,
    )
    assert done.returncode == 0 and done.stdout.strip() == "refused", (done.stdout, done.stderr[-2000:])
    assert path.read_bytes() == old and leftovers(folder) == []


# ---- no silent overwrite -------------------------------------------------------------------------
def teachkit(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "teachkit", *args], capture_output=True, text=True, env=child_env(), timeout=300
    )


def test_py2nb_does_not_replace_an_unrelated_notebook_without_force(tmp_path):
    essay = tmp_path / "essay.ipynb"
    old = big_notebook(essay, "my essay")
    other = tmp_path / "other.py"
    other.write_text("# %% [markdown]\n# # Something else\n\n# %%\nprint(42)\n")
    done = teachkit("py2nb", str(other), str(essay))
    assert done.returncode == 2 and "--force" in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    assert essay.read_bytes() == old
    assert teachkit("py2nb", "--force", str(other), str(essay)).returncode == 0
    assert "Something else" in essay.read_text()


def test_export_does_not_replace_a_page_teachkit_did_not_write_without_force(tmp_path):
    if not VENDOR.is_dir():
        pytest.skip("no vendored reveal.js/MathJax (make slides fetches them)")
    notebook = tmp_path / "notes.ipynb"
    big_notebook(notebook, "notes")
    out = tmp_path / "out"
    out.mkdir()
    mine = out / "notes.html"
    mine.write_text("<html><body>my own notes, written by hand</body></html>")
    args = ["export", "html", str(notebook), "--out", str(out), "--vendor", str(VENDOR)]
    done = teachkit(*args)
    assert done.returncode == 2 and "--force" in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    assert "written by hand" in mine.read_text()
    assert teachkit(*args, "--force").returncode == 0
    page = mine.read_text()
    assert "written by hand" not in page and '<meta name="generator" content="teachkit.export">' in page
    assert teachkit(*args).returncode == 0  # teachkit's own page is replaced without --force
