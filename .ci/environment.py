"""Write environment.yml (conda, conda-forge) from pyproject.toml and constraints.txt: the same packages as
every extra of pyproject.toml, each pinned to the version constraints.txt gives for CONDA_PYTHON, under its
conda-forge name. `make lock` and `make upgrade` run it; tests/test_project.py checks the file is current.

    python .ci/environment.py            # rewrite environment.yml
    python .ci/environment.py --check    # exit 1 if environment.yml is not what this would write
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
CONDA_PYTHON = "3.12"  # the Python the conda environment pins (constraints.txt holds a set for each version)
# PyPI name -> conda-forge name, where they differ
CONDA_NAMES = {"playwright": "playwright-python"}


def _name(spec: str) -> str:
    return re.split(r"[\s<>=!~;\[]", spec.strip(), maxsplit=1)[0].lower().replace("_", "-")


def _applies(marker: str, python: str) -> bool:
    """Does a constraints.txt marker such as python_full_version >= '3.11' hold for `python` (major.minor)?"""
    version = tuple(int(x) for x in python.split("."))
    for part in re.split(r"\s+and\s+", marker.strip()):
        found = re.fullmatch(r"python_(?:full_)?version\s*(==|>=|<=|<|>|!=)\s*'([\d.*]+)'", part.strip())
        if not found:
            if re.search(r"platform|implementation|os_name", part):
                return False  # platform-only packages are not ours to list
            raise ValueError(f"constraints.txt: a marker this script does not read: {marker!r}")
        op, value = found.groups()
        if value.endswith(".*"):
            wanted = tuple(int(x) for x in value[:-2].split("."))
            same = version[: len(wanted)] == wanted
            ok = same if op == "==" else not same
        else:
            other = tuple(int(x) for x in value.split("."))[:2]
            ok = {"==": version == other, "!=": version != other, ">=": version >= other, "<=": version <= other,
                  "<": version < other, ">": version > other}[op]  # fmt: skip
        if not ok:
            return False
    return True


def pins(python: str = CONDA_PYTHON) -> dict[str, str]:
    """name -> version of every package constraints.txt pins for `python`."""
    found: dict[str, str] = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        match = re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)\s*(?:;\s*(.*))?$", line)
        if match and (match.group(3) is None or _applies(match.group(3), python)):
            found[_name(match.group(1))] = match.group(2)
    return found


def environment() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        specs += extra
    versions = pins()
    names: list[str] = []
    for spec in specs:
        name = _name(spec)
        if name in versions and name not in names:
            names.append(name)
    lines = [
        "# Conda (conda-forge): every package of pyproject.toml (all extras), at the versions of constraints.txt for",
        f"# Python {CONDA_PYTHON}, conda-forge names. Written by .ci/environment.py (make lock); do not edit.",
        "# conda env create -f environment.yml && conda activate teachkit && jupyter lab notebooks/00-index.ipynb",
        "name: teachkit",
        "channels:",
        "  - conda-forge",
        "dependencies:",
        f"  - python={CONDA_PYTHON}",
        "  - pip",
    ]
    lines += [f"  - {CONDA_NAMES.get(name, name)}=={versions[name]}" for name in names]
    lines += ["  - pip:", "      - -e ."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    path = ROOT / "environment.yml"
    text = environment()
    if "--check" in sys.argv:
        sys.exit(0 if path.read_text() == text else "environment.yml is out of date: run python .ci/environment.py")
    path.write_text(text)
