"""Build the JupyterLite site (``make lite``): the notebooks, run in the browser by the Pyodide kernel.

What goes in, all from this checkout or the package registries, nothing fetched at build time from elsewhere:

* the notebooks (stored outputs kept, so a page shows its pictures before anything runs), under
  ``notebooks/`` as in the repository (the book's JupyterLite buttons use that path);
* a teachkit wheel built from this checkout, and the pure-Python wheels it needs that Pyodide does not ship
  (ipywidgets and its parts, anywidget, psygnal, typing_extensions; pinned versions from constraints.txt, the
  platform-independent ``py3-none-any`` builds), served by the site's own piplite index;
* the Pyodide core (``pyodide.mjs``, the WebAssembly interpreter, the standard library) from the npm
  package ``pyodide``, vendored into ``static/pyodide`` at the version jupyterlite-pyodide-kernel expects,
  its lock file pointing at the Pyodide CDN for every package (micropip, numpy, matplotlib, ...).

numpy and matplotlib are compiled packages that are on neither PyPI nor npm for Pyodide, and Pyodide's
micropip (which the kernel loads to start) is not on PyPI at the version the lock file names: when a student
opens the site they come from the Pyodide CDN, so the kernel **needs internet when viewed**. Every page of the
site therefore carries a small check (``offline.js``, written here): it asks the CDN for micropip as the page
opens and, if no answer comes within 10 s, shows a message that says what is missing, that it needs internet,
and how to use Binder or ``make lab`` instead. The boards and Players in the stored outputs work without a
kernel either way.

    python lite/build.py [--site build/site/lite] [--vendor build/vendor] notebooks/*.ipynb
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"
PURE_PYTHON_WHEELS = (
    "ipywidgets",
    "widgetsnbextension",
    "jupyterlab_widgets",
    "comm",
    "anywidget",
    "psygnal",
    "typing-extensions",
)
NEEDED_FROM_CDN = ("micropip", "numpy", "matplotlib")  # what teachkit's kernel loads that only the CDN has
PROBE_TIMEOUT_MS = 10_000


def pyodide_version() -> str:
    """The Pyodide release the installed jupyterlite-pyodide-kernel is built for."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def vendor_pyodide(vendor: Path) -> Path:
    """The npm package ``pyodide@<version>`` unpacked in ``vendor`` (fetched with ``npm pack`` once)."""
    version = pyodide_version()
    dest = vendor / f"pyodide-{version}"
    if (dest / "pyodide.mjs").exists() and (dest / "pyodide-lock.json").exists():
        return dest
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit(f"lite: npm is needed once to fetch pyodide@{version} into {vendor}")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [npm, "pack", "--silent", f"pyodide@{version}", "--pack-destination", tmp],
            cwd=tmp,
            check=True,
            capture_output=True,
            timeout=600,
        )
        tarball = next(Path(tmp).glob("*.tgz"))
        with tarfile.open(tarball) as tar:
            safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            tar.extractall(Path(tmp) / "x", **safe)
        if dest.exists():
            shutil.rmtree(dest)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(Path(tmp) / "x" / "package", dest)
    return dest


def cdn_url() -> str:
    """Where Pyodide's compiled packages (numpy, matplotlib, ...) are fetched from when the site is viewed."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_CDN_URL

    return PYODIDE_CDN_URL.rstrip("/") + "/"


def patch_lock(core: Path) -> int:
    """Point Pyodide's lock file at the Pyodide CDN for every package not in the site (absolute URLs).

    The npm package holds the core only; without this the kernel would look for micropip (which it loads to
    start, and which is not on PyPI at this version) and numpy beside the vendored core and find nothing.
    Returns how many packages are left to the CDN.
    """
    lock_path = core / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    remote = 0
    for package in lock["packages"].values():
        name = package["file_name"]
        if not re.match(r"^[a-z]+://", name) and not (core / name).exists():
            package["file_name"] = cdn_url() + name
            remote += 1
    lock_path.write_text(json.dumps(lock), encoding="utf-8")
    return remote


def closure(lock: dict, names) -> list[str]:
    """The packages of Pyodide's lock that ``names`` need, themselves included (sorted)."""
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in lock and name not in seen:
            seen.add(name)
            todo += lock[name].get("depends", [])
    return sorted(seen)


def vendor_pure_python(core: Path, vendor: Path) -> list[str]:
    """Put beside the core the pure-Python wheels the kernel needs (packaging, cycler, six, ...) from PyPI, at the
    versions the lock names; returns their names.

    Pyodide re-packs pure-Python wheels (so their sha256 differs from PyPI's: the lock is given the hash of the
    file we ship); the code is the same release. Compiled packages (numpy, matplotlib and their compiled
    dependencies) are built for WebAssembly and exist only on the CDN, and so does micropip at the lock's
    version (it is not on PyPI): those are fetched when the site is viewed."""
    import hashlib

    whole = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock = whole["packages"]
    cache = vendor / "pyodide-pypi-wheels"
    cache.mkdir(parents=True, exist_ok=True)
    done = []
    for name in closure(lock, NEEDED_FROM_CDN):
        entry = lock[name]
        wheel = entry["file_name"].rsplit("/", 1)[-1]
        if not wheel.endswith("-none-any.whl") or (core / wheel).exists():
            continue
        if not (cache / wheel).exists():
            pip = [sys.executable, "-m", "pip", "--quiet", "download", "--no-deps", "--only-binary=:all:"]
            anywhere = ["--platform", "any", "--implementation", "py", "--abi", "none", "--python-version", "3.12"]
            got = subprocess.run([*pip, *anywhere, "--dest", str(cache), f"{entry['name']}=={entry['version']}"])
            if got.returncode != 0 or not (cache / wheel).exists():
                continue  # not on PyPI under that name and version: left to the CDN
        shutil.copyfile(cache / wheel, core / wheel)
        entry["sha256"] = hashlib.sha256((cache / wheel).read_bytes()).hexdigest()  # Pyodide's repack differs
        done.append(name)
    (core / "pyodide-lock.json").write_text(json.dumps({**whole, "packages": lock}), encoding="utf-8")
    return done


def pinned(name: str) -> str:
    """``name==version`` from constraints.txt for this Python (the versions every install uses)."""
    from packaging.markers import default_environment
    from packaging.requirements import Requirement

    env = default_environment()
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line and re.match(rf"^{re.escape(name)}\s*==", line, re.I):
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate(env):
                return f"{req.name}{req.specifier}"
    return name


def wheels(dest: Path) -> list[Path]:
    """A teachkit wheel from this checkout and the pure-Python widget wheels, in ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "--quiet"]
    subprocess.run([*pip, "wheel", "--no-deps", "--wheel-dir", str(dest), str(ROOT)], check=True)
    anywhere = ["--platform", "any", "--implementation", "py", "--abi", "none", "--python-version", "3.12"]
    subprocess.run(
        [*pip, "download", "--no-deps", "--only-binary=:all:", *anywhere, "--dest", str(dest)]
        + list(map(pinned, PURE_PYTHON_WHEELS)),
        check=True,
    )
    return sorted(dest.glob("*.whl"))


def trusted(src: Path, dest: Path) -> None:
    """Copy a notebook with every code cell marked trusted, as ``make lab`` trusts the shipped notebooks.

    JupyterLite has no server to check a notebook's signature; JupyterLab takes a cell's ``metadata.trusted``
    as given. Multi-line outputs are stored as single strings (a server would join them when it serves them).
    Trusted, the stored HTML outputs run their scripts: the Players animate and the play boards play with no
    kernel (untrusted, they would show only their still pictures)."""
    import nbformat

    nb = nbformat.reads(src.read_text(encoding="utf-8"), as_version=4)  # multi-line strings joined, as a server does
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.metadata["trusted"] = True
    # json, not nbformat.writes: that would split outputs into lists of lines again, and JupyterLite hands
    # such a list to the HTML renderer as it is (joined with commas: every script breaks)
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def binder_url() -> str:
    """The Binder launch link of the repository the book points at (book/_config.yml)."""
    import yaml

    config = yaml.safe_load((ROOT / "book" / "_config.yml").read_text(encoding="utf-8"))
    repo = config["repository"]["url"].rstrip("/").removeprefix("https://github.com/")
    branch = config["repository"].get("branch", "main")
    return f"https://mybinder.org/v2/gh/{repo}/{branch}?urlpath=lab"


def offline_script(core: Path) -> str:
    """The page check: ask the CDN for micropip; without an answer in time, say what is missing and what to do.

    The URL is micropip's in the (patched) lock file, so the check asks exactly what the kernel will ask."""
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    remote = [name for name in NEEDED_FROM_CDN if re.match(r"^[a-z]+://", lock.get(name, {}).get("file_name", ""))]
    if not remote:
        return ""
    probe = lock[remote[0]]["file_name"]
    host = re.sub(r"^[a-z]+://([^/]+)/.*$", r"\1", probe)
    words = {
        "title": "The Python kernel cannot start: this page needs the internet",
        "body": (
            f"This site runs Python in your browser. To start, the kernel fetches {', '.join(remote)} from the "
            f"Pyodide package server ({host}), and that server cannot be reached. Connect to the internet and "
            "reload this page, or run the notebooks with a kernel elsewhere:"
        ),
        "binder": binder_url(),
        "local": "on your own machine: git clone the repository, then run make lab",
        "still": "The stored pictures, animations and play boards on the pages work without a kernel.",
    }
    return (
        "(function () {\n"
        f"  var PROBE = {json.dumps(probe)}, WORDS = {json.dumps(words)}, WAIT = {PROBE_TIMEOUT_MS};\n"
        + (LITE / "offline.js").read_text(encoding="utf-8")
        + "\n})();\n"
    )


def add_offline_check(site: Path, script: str) -> int:
    """Put the check into every app page of the site (lab, notebooks, tree, ...); how many pages got it."""
    if not script:
        return 0
    (site / "offline-check.js").write_text(script, encoding="utf-8")
    pages = 0
    for page in site.glob("*/index.html"):
        text = page.read_text(encoding="utf-8")
        if "jupyter-config-data" in text and "offline-check.js" not in text:
            page.write_text(text.replace("</body>", '<script src="../offline-check.js"></script></body>'), "utf-8")
            pages += 1
    return pages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site" / "lite")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--vendor", type=Path, default=ROOT / "build" / "vendor")
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args(argv)
    args.site, args.work, args.vendor = args.site.resolve(), args.work.resolve(), args.vendor.resolve()
    notebooks = args.notebooks or sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    began = time.perf_counter()
    if args.work.exists():
        shutil.rmtree(args.work)
    lite_dir, contents = args.work / "lite-dir", args.work / "contents" / "notebooks"
    contents.mkdir(parents=True)
    for path in notebooks:
        trusted(path, contents / path.name)
    lite_dir.mkdir(parents=True)
    shutil.copyfile(LITE / "jupyter-lite.json", lite_dir / "jupyter-lite.json")
    shutil.copytree(vendor_pyodide(args.vendor), lite_dir / "static" / "pyodide")  # the "well-known" place
    local = vendor_pure_python(lite_dir / "static" / "pyodide", args.vendor)
    from_cdn = patch_lock(lite_dir / "static" / "pyodide")
    lock = json.loads((lite_dir / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    still = [n for n in closure(lock, NEEDED_FROM_CDN) if re.match(r"^[a-z]+://", lock[n]["file_name"])]
    built = wheels(args.work / "wheels")
    if args.site.exists():
        shutil.rmtree(args.site)
    jupyter = Path(sys.executable).with_name("jupyter")
    cmd = [
        str(jupyter),
        "lite",
        "build",
        "--lite-dir",
        str(lite_dir),
        "--output-dir",
        str(args.site),
        "--contents",
        str(args.work / "contents"),
        "--no-sourcemaps",
    ]
    for wheel in built:
        cmd += ["--piplite-wheels", str(wheel)]
    subprocess.run(cmd, check=True, cwd=args.work)
    for served in (args.site / "files").rglob("*.ipynb"):  # `jupyter lite build` split the outputs again
        trusted(served, served)
    checked = add_offline_check(args.site, offline_script(args.site / "static" / "pyodide"))
    size = sum(p.stat().st_size for p in args.site.rglob("*") if p.is_file())
    core = sum(p.stat().st_size for p in (args.site / "static" / "pyodide").rglob("*") if p.is_file())
    print(
        f"lite: {args.site} ({len(notebooks)} notebooks, {len(built)} wheels, Pyodide {pyodide_version()} core "
        f"{core / 2**20:.1f} MiB, {from_cdn} packages on the CDN, {size / 2**20:.1f} MiB in all, offline check in "
        f"{checked} pages; the kernel's own packages: {len(local)} vendored ({', '.join(local)}), "
        f"{len(still)} from the CDN ({', '.join(still)})) "
        f"in {time.perf_counter() - began:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
