"""A class on this machine: publish the student edition as a git repository, run JupyterHub, hand out links.

    python -m classroom.localhub [--edition notebooks] [--port 8000]     # what `make class` runs

prints one nbgitpuller link per notebook and serves until Ctrl-C. The e2e test (tests/class/) and the
concurrency benchmark (benchmarks/bench_class.py) start the same hub with ``LocalHub`` on free ports.

The edition is the folder students get: ``build/release/student`` once ``make release`` has built it (notebooks
without solutions), or any folder of notebooks. ``publish`` commits it into a local git repository that
nbgitpuller pulls from with a file:// URL, so nothing leaves the machine; for a real class, push the same folder
to a repository students' servers can reach and use its URL in the links.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from classroom.student import gitpuller_link

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "classroom" / "jupyterhub_config.py"
VENDOR = ROOT / "build" / "vendor"  # `make class` installs configurable-http-proxy@<version> from npm there
START_S = 120  # the hub and its proxy must answer within this
GIT_IDENTITY = ["-c", "user.name=teachkit", "-c", "user.email=teachkit@localhost", "-c", "commit.gpgsign=false"]


class HubFailed(RuntimeError):
    """The local hub did not start, or stopped (the message carries the end of its log)."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def find_chp() -> Path:
    """configurable-http-proxy: $TEACHKIT_CHP, else the newest under build/vendor, else the one on PATH."""
    if os.environ.get("TEACHKIT_CHP"):
        return Path(os.environ["TEACHKIT_CHP"])
    vendored = sorted(VENDOR.glob("configurable-http-proxy@*/node_modules/.bin/configurable-http-proxy"))
    on_path = shutil.which("configurable-http-proxy")
    if vendored:
        return vendored[-1]
    if on_path:
        return Path(on_path)
    raise HubFailed("configurable-http-proxy not found: `make class` installs it from npm into build/vendor")


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", *GIT_IDENTITY, *args], cwd=repo, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} in {repo} failed: {done.stderr.strip()}")
    return done.stdout


def publish(edition: Path, repo: Path, branch: str = "main") -> str:
    """Commit the edition folder's files as the newest state of the git repository ``repo``; return its URL.

    Files gone from the edition are removed from the repository too; a republish with no change commits
    nothing. Students who pulled before get the change by clicking their link again (nbgitpuller merges it
    and keeps their own edits).
    """
    edition, repo = Path(edition).resolve(), Path(repo).resolve()
    if not edition.is_dir():
        raise FileNotFoundError(f"edition folder {edition} does not exist (make release builds build/release/student)")
    if not (repo / ".git").is_dir():
        repo.mkdir(parents=True, exist_ok=True)
        _git(repo, "init", "--quiet", "--initial-branch", branch)
    for old in repo.iterdir():
        if old.name != ".git":
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    shutil.copytree(edition, repo, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".ipynb_checkpoints", ".git"))
    _git(repo, "add", "--all")
    if _git(repo, "status", "--porcelain").strip():
        _git(repo, "commit", "--quiet", "-m", f"student edition from {edition}")
    return repo.as_uri()


class LocalHub:
    """JupyterHub (classroom/jupyterhub_config.py) on free loopback ports, its state in ``folder``.

    ``with LocalHub(folder) as hub:`` starts it and waits until its login page answers; leaving the block stops
    the hub, which stops the proxy and every student's server.
    """

    def __init__(self, folder: Path, port: int = 0, chp: Path | None = None, env: dict[str, str] | None = None):
        self.folder = Path(folder).resolve()
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.chp = (Path(chp) if chp else find_chp()).resolve()  # the hub runs in its own folder
        self.extra_env = env or {}
        self.log = self.folder / "jupyterhub.log"
        self.proc: subprocess.Popen | None = None

    def start(self) -> LocalHub:
        if not self.chp.is_file():
            raise HubFailed(f"{self.chp} not found: `make class` installs configurable-http-proxy from npm")
        self.folder.mkdir(parents=True, exist_ok=True)
        env = os.environ | self.extra_env | {
            "TEACHKIT_CLASS_DIR": str(self.folder),
            "TEACHKIT_CLASS_PORT": str(self.port),
            "TEACHKIT_CLASS_HUB_PORT": str(free_port()),
            "TEACHKIT_CLASS_PROXY_API_PORT": str(free_port()),
            "TEACHKIT_CHP": str(self.chp),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])),
        }  # fmt: skip
        jupyterhub = Path(sys.executable).parent / "jupyterhub"
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen(
                [str(jupyterhub), "-f", str(CONFIG)],
                cwd=self.folder,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own process group: stop() reaches the proxy and servers too
            )
        deadline = time.monotonic() + START_S
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise HubFailed(f"jupyterhub exited with {self.proc.returncode}:\n{self.tail()}")
            try:
                with urllib.request.urlopen(f"{self.url}/hub/login", timeout=2) as reply:
                    if reply.status == 200:
                        return self
            except OSError:
                time.sleep(0.5)
        self.stop()
        raise HubFailed(f"jupyterhub did not answer within {START_S} s:\n{self.tail()}")

    def tail(self, chars: int = 4000) -> str:
        """The end of the hub's log (the proxy and the students' servers log there too)."""
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else ""

    def stop(self) -> None:
        """SIGTERM to the hub (it stops the servers and the proxy), then anything left in its process group."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the group is ours alone (start_new_session)
        except ProcessLookupError:
            pass
        self.proc.wait()

    def __enter__(self) -> LocalHub:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m classroom.localhub", description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", type=Path, default=ROOT / "notebooks", help="the folder students get")
    parser.add_argument("--state", type=Path, default=ROOT / "build" / "class", help="hub state and homes")
    parser.add_argument("--port", type=int, default=8000, help="the port students open")
    args = parser.parse_args(argv)
    repo_url = publish(args.edition, args.state / "teachkit-student")
    hub = LocalHub(args.state, port=args.port)
    hub.start()
    print(f"JupyterHub at {hub.url} (any name, any password); log: {hub.log}")
    print("nbgitpuller links (each pulls the student edition into the student's home and opens the notebook):")
    for notebook in sorted(args.edition.glob("*.ipynb")):
        print(" ", gitpuller_link(hub.url, repo_url, notebook.name))
    try:
        while hub.proc.poll() is None:
            time.sleep(1)
    except KeyboardInterrupt:
        pass
    finally:
        hub.stop()


if __name__ == "__main__":
    main()
