"""Browser tests: Debian's Chromium driven by Playwright (never a downloaded browser), JupyterLab on loopback.

These tests run only when TEACHKIT_E2E=1 (``make e2e`` sets it, after installing Chromium); a plain
``pytest tests`` reports them as skipped. Screenshots go to build/e2e/ (kept as CI artifacts).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK_DIR = Path(os.environ.get("TEACHKIT_E2E_NOTEBOOKS", ROOT / "notebooks"))  # another folder: debugging
SCREENSHOTS = ROOT / "build" / "e2e"
CHROMIUM = os.environ.get("TEACHKIT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TOKEN = "teachkit-e2e-token"
SERVER_START_S = 90
E2E_DIR = Path(__file__).resolve().parent

# JupyterLab user settings for the test server: every cell stays in the page (no virtual scrolling), and
# nothing asks the internet for news, updates or extensions.
LAB_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": '{"windowingMode": "none"}',
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": (
        '{"fetchNews": "false", "checkForUpdates": false}'
    ),
    "@jupyterlab/extensionmanager-extension/plugin.jupyterlab-settings": '{"enabled": false}',
}


def pytest_collection_modifyitems(config, items):
    """Skip the browser tests unless asked for (they need Chromium and take a minute or two)."""
    if os.environ.get("TEACHKIT_E2E") == "1":
        return
    skip = pytest.mark.skip(reason="browser tests: run `make e2e` (installs Chromium, sets TEACHKIT_E2E=1)")
    for item in items:
        if E2E_DIR in Path(item.path).resolve().parents:
            item.add_marker(skip)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def pw():
    """The one Playwright driver of the session: every browser here is launched from it (Playwright's sync API
    allows only one driver at a time in a process)."""
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"{CHROMIUM} not found: `make e2e` installs Debian's chromium package")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(pw):
    """Headless Debian Chromium (the system binary; Playwright never downloads one here)."""
    chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, timeout=60_000)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for stale in SCREENSHOTS.glob("*-FAILED.png"):  # only this run's failures are shown
        stale.unlink()
    return SCREENSHOTS


def _wait_until_up(url: str, proc: subprocess.Popen, log: Path) -> None:
    """Poll the server's status API until it answers, the process dies, or time runs out."""
    deadline = time.monotonic() + SERVER_START_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"jupyter lab exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/api/status?token={TOKEN}", timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"jupyter lab did not answer within {SERVER_START_S} s:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="session")
def lab():
    """JupyterLab on 127.0.0.1 serving a temporary COPY of notebooks/ (running cells never touches the repo).

    Yields (base_url, token); the server is stopped and every temporary folder removed afterwards.
    """
    tmp = Path(tempfile.mkdtemp(prefix="teachkit-e2e-"))
    root = tmp / "notebooks"
    shutil.copytree(NOTEBOOK_DIR, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = tmp / "lab-settings"
    for name, text in LAB_SETTINGS.items():
        (settings / name).parent.mkdir(parents=True, exist_ok=True)
        (settings / name).write_text(text)
    env = {k: v for k, v in os.environ.items() if k != "TEACHKIT_PLAYER"}
    env.update(
        JUPYTER_RUNTIME_DIR=str(tmp / "runtime"),
        JUPYTER_CONFIG_DIR=str(tmp / "config"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(tmp / "workspaces"),
        IPYTHONDIR=str(tmp / "ipython"),
        PYTHONHASHSEED="0",
        JUPYTER_DATA_DIR=str(tmp / "data"),
    )  # an empty trust database: notebooks open untrusted
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
    ]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    log = tmp / "server.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(
            cmd,
            cwd=tmp,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    try:
        _wait_until_up(url, proc, log)
        yield url, TOKEN
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:  # the server and its kernels form their own process group
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=15)
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture()
def offline_context(browser):
    """A browser context that may read files but has every network request aborted (and recorded)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(20_000)
    attempted: list[str] = []

    def only_files(route):
        if route.request.url.startswith(("file://", "data:", "blob:")):
            route.continue_()
        else:
            attempted.append(route.request.url)
            route.abort()

    context.route("**/*", only_files)
    context.attempted = attempted
    try:
        yield context
    finally:
        context.close()
