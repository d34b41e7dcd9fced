"""JupyterHub for one class on one machine: every student gets a JupyterLab of their own, and an nbgitpuller
link pulls the student edition into their home.

    jupyterhub -f classroom/jupyterhub_config.py        # or: make class (also publishes the student edition)

Who may log in: anyone, with any password (DummyAuthenticator). Where students work: a single-user JupyterLab
per student, run as the user who started the hub, with its home in TEACHKIT_CLASS_DIR/home/<name>
(SimpleLocalProcessSpawner). Both are JupyterHub's own classes for a trial or a test: NO isolation between
students, no real passwords. For a real class, keep the links and the edition, and run the hub on Kubernetes
(Zero to JupyterHub: see "Serving a class" in README.md).

Every setting that differs between machines comes from the environment:

    TEACHKIT_CLASS_DIR        the hub's state (database, cookie secret, proxy pid) and the students' homes
                              (default build/class)
    TEACHKIT_CLASS_PORT       the port students open: http://127.0.0.1:PORT/ (default 8000)
    TEACHKIT_CLASS_HUB_PORT   the hub's own port, behind the proxy (default 8081)
    TEACHKIT_CLASS_PROXY_API_PORT   the proxy's REST API (default 8001)
    TEACHKIT_CLASS_IP         the address to listen on (default 127.0.0.1: this machine only)
    TEACHKIT_CHP              configurable-http-proxy from npm (default: the one on PATH; `make class` sets
                              the one it installs under build/vendor)
"""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = Path(os.environ.get("TEACHKIT_CLASS_DIR", ROOT / "build" / "class")).resolve()
IP = os.environ.get("TEACHKIT_CLASS_IP", "127.0.0.1")
PORT = int(os.environ.get("TEACHKIT_CLASS_PORT", "8000"))
HUB_PORT = int(os.environ.get("TEACHKIT_CLASS_HUB_PORT", "8081"))
PROXY_API_PORT = int(os.environ.get("TEACHKIT_CLASS_PROXY_API_PORT", "8001"))
CHP = os.environ.get("TEACHKIT_CHP", "configurable-http-proxy")  # `make class` sets it: npm's, under build/vendor
BIN = Path(sys.executable).parent  # the environment JupyterHub runs in also runs the students' servers

STATE.mkdir(parents=True, exist_ok=True)
c = get_config()  # noqa: F821 (JupyterHub's config loader defines it)

# The hub: the public port is the proxy's; the hub itself and the proxy's API listen on loopback only.
c.JupyterHub.bind_url = f"http://{IP}:{PORT}"
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{HUB_PORT}"
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.JupyterHub.cleanup_servers = True  # stopping the hub stops every student's server

# The proxy: configurable-http-proxy from npm, started and stopped by the hub.
c.ConfigurableHTTPProxy.command = [CHP]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{PROXY_API_PORT}"
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")

# Logging in: any name, any password (a trial or a test only).
c.JupyterHub.authenticator_class = "dummy"

# Each student's server: JupyterLab as the current user, started in their own home under STATE/home.
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(STATE / "home" / "{username}")
c.Spawner.cmd = [str(BIN / "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab"
c.Spawner.notebook_dir = "~"
c.Spawner.args = ["--allow-root"] if os.getuid() == 0 else []  # JupyterLab refuses root unless told
# A class logging in at once starts many servers on a small machine: give each time to come up.
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
# A link to a server that is not running shows "start your server?"; start it after 1 s without a click (the
# page's own script), so a student's one click on an nbgitpuller link ends in the notebook.
c.JupyterHub.implicit_spawn_seconds = 1
# nbgitpuller is a Jupyter Server extension that enables itself when installed (the "class" extra): the link
# /hub/user-redirect/git-pull?repo=...&urlpath=lab/tree/... pulls the repository into the student's home and
# opens the notebook. Kept explicit here so a server without it fails loudly instead of answering 404.
c.Spawner.args += ["--ServerApp.jpserver_extensions=nbgitpuller=True"]
# JupyterLab defaults for every student, as `make lab` sets them: widget state is saved with a notebook (a
# board reopened without its kernel still shows), and no pop-up asks to fetch Jupyter news from the internet.
c.Spawner.args += [f"--LabApp.app_settings_dir={ROOT / 'classroom' / 'lab-settings'}"]
