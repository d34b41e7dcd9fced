"""The package as a stranger gets it: a wheel installed in a clean venv outside the repository.

Built with `pip wheel --no-build-isolation` (the venv's setuptools), installed with the locked versions
(`-c constraints.txt`; from pip's cache after `make install`). Marked slow: about a minute.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
KORF_1_BLANK_FIRST = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"  # Korf (1985) instance 1, optimal length 57

pytestmark = pytest.mark.slow


def run(args, cwd, **kw):
    done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600, **kw)
    return done.returncode, done.stdout + done.stderr


@pytest.fixture(scope="module")
def wheel_venv(tmp_path_factory):
    work = tmp_path_factory.mktemp("stranger")
    code, out = run([sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "-q", "-w",
                     str(work / "dist"), str(ROOT)], cwd=work)  # fmt: skip
    assert code == 0, out
    wheel = next((work / "dist").glob("teachkit-*.whl"))
    code, out = run([sys.executable, "-m", "venv", str(work / "venv")], cwd=work)
    assert code == 0, out
    python = work / "venv" / "bin" / "python"
    code, out = run([str(python), "-m", "pip", "install", "-q", "-c", str(ROOT / "constraints.txt"), str(wheel)],
                    cwd=work)  # fmt: skip
    assert code == 0, out
    return work, python


def test_the_first_line_of_korf_1_solves_from_the_command_line_and_from_python(wheel_venv):
    work, python = wheel_venv
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    code, out = run([str(python.parent / "teachkit"), "fifteen", "--goal", "first", KORF_1_BLANK_FIRST], cwd=work,
                    env=env)  # fmt: skip
    assert code == 0, out
    assert "57 moves" in out, out
    script = (
        "import teachkit, sys\n"
        "assert 'site-packages' in teachkit.__file__, teachkit.__file__\n"
        "from teachkit.sliding import korf100, solve\n"
        "print(solve(korf100()[0].board).cost, solve(korf100()[0]).cost)\n"
    )
    code, out = run([str(python), "-c", script], cwd=work, env=env)
    assert code == 0, out
    assert out.split() == ["57", "57"], out


def test_a_command_that_needs_an_extra_says_which_in_one_line(wheel_venv):
    work, python = wheel_venv
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    (work / "x.py").write_text("# %%\nprint(1)\n")
    for args in (["nb2py", "x.ipynb"], ["py2nb", "x.py", "x.ipynb"], ["execute", "x.ipynb"], ["export", "--help"]):
        code, out = run([str(python.parent / "teachkit"), *args], cwd=work, env=env)
        if code == 0:
            continue  # this command needs nothing beyond the package (argparse help)
        lines = [line for line in out.strip().splitlines() if line.strip()]
        assert len(lines) == 1 and "install teachkit[" in lines[0], f"{args}: {out}"
