"""teachkit.jit: numba imported only when a compiled path runs, and its compiled kernels cached somewhere writable."""

import os
import subprocess
import sys

import pytest

from teachkit import jit

needs_numba = pytest.mark.skipif(not jit.installed(), reason="numba is not installed (pip install 'teachkit[fast]')")

WALK = (
    "import sys\n"
    "from teachkit.knight import fast, warnsdorff_fast\n"
    "assert 'numba' not in sys.modules\n"
    "warnsdorff_fast(8, (0, 0), tie_break='first')\n"
    "print(sum(fast._walk.stats.cache_hits.values()))\n"
)


def test_available_follows_the_switch_without_importing_numba(monkeypatch):
    monkeypatch.setenv("TEACHKIT_FAST", "0")
    assert not jit.available()
    monkeypatch.setenv("TEACHKIT_FAST", "1")
    assert jit.available() == jit.installed()
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from teachkit import jit; jit.available(); print('numba' in sys.modules)"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.split() == ["False"], done.stderr


@needs_numba
def test_kernels_are_cached_in_teachkits_folder_when_numba_has_nowhere_else_to_write(tmp_path):
    """numba's own places (beside the source, the user-wide folder) switched off, as on a read-only install
    with a read-only home: the kernels go to teachkit's cache folder, and a second process loads them."""
    env = dict(os.environ, NUMBA_CACHE_LOCATOR_CLASSES="UserProvidedCacheLocator", TEACHKIT_CACHE_DIR=str(tmp_path))
    env.pop("NUMBA_CACHE_DIR", None)
    env.pop("TEACHKIT_FAST", None)
    hits = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", WALK], capture_output=True, text=True, timeout=300, env=env)
        assert done.returncode == 0, done.stderr
        hits.append(int(done.stdout))
    assert hits == [0, 1]  # compiled and written by the first process, loaded by the second
    assert list((tmp_path / "numba").rglob("*.nbi"))
