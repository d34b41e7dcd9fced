"""A simulated student: what a browser does when a student clicks an nbgitpuller link and runs the notebook.

In order, as the pages' own JavaScript would do it, over HTTP and one kernel websocket:

1. open the link: the hub answers with its login form (the link is kept as ``next``);
2. log in with the form (name, password, the form's _xsrf);
3. the hub sends the student to their server; it is not running, so the hub's "not running" page starts it
   (the link the page follows by itself after ``implicit_spawn_seconds``), then the spawn-pending page is
   polled until the server is up and the hub forwards the student to nbgitpuller's page;
4. nbgitpuller's page: read its data-* attributes and call its sync API (an event stream) as its script does,
   until the phase is "finished"; then open the ``urlpath`` the link names (JupyterLab with the notebook);
5. read the notebook through the contents API, start a kernel (REST), and run every code cell in order over
   the kernel's websocket (Jupyter messaging protocol), timing each cell from sending the request to the
   reply: the wait a student sees.

``run_class`` runs N students at once (asyncio) and returns one ``StudentRun`` each.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import time
import uuid
from dataclasses import dataclass, field
from urllib.parse import quote, unquote, urlencode, urljoin, urlsplit

import aiohttp

PASSWORD = "any"  # DummyAuthenticator takes any password
STEP_TIMEOUT_S = 300  # one step (a spawn, a pull, a cell) that takes longer than this has failed


CPU_CLOCK = "sum(__import__('os').times()[:4])"  # user + system, the kernel's and its waited-for children's


def _cpu(reply: dict) -> float:
    """The kernel's CPU clock from an execute_reply's user_expressions (0 if the cell failed before it)."""
    value = reply.get("user_expressions", {}).get("cpu", {})
    return float(value["data"]["text/plain"]) if value.get("status") == "ok" else 0.0


class StudentFailed(RuntimeError):
    """A step of a simulated student's session went wrong (the message names the step and what came back)."""


@dataclass(frozen=True)
class CellRun:
    """One code cell as a student ran it: its index among the notebook's cells, wall seconds, and error if any."""

    index: int
    seconds: float
    error: str = ""  # "ename: evalue" when the cell raised
    cpu: float = 0.0  # CPU seconds of the kernel and its child processes for the cell: its work, whatever the load


@dataclass(frozen=True)
class StudentRun:
    """One student's session: seconds to log in and get the notebook pulled and open, then each code cell."""

    name: str
    open_s: float = 0.0  # from clicking the link to the notebook's page answering (login, spawn, pull)
    cells: tuple[CellRun, ...] = field(default_factory=tuple)
    error: str = ""  # a step that failed before or between cells

    @property
    def ok(self) -> bool:
        """The session reached the notebook and every code cell ran without an error."""
        return not self.error and bool(self.cells) and not any(cell.error for cell in self.cells)

    @property
    def slowest(self) -> float:
        """The longest a cell made this student wait (seconds)."""
        return max((cell.seconds for cell in self.cells), default=0.0)


def gitpuller_link(hub_url: str, repo: str, notebook: str, branch: str = "main", targetpath: str = "") -> str:
    """The nbgitpuller link a teacher hands out: pull ``repo`` into the student's home, open ``notebook``.

    ``notebook`` is its path inside the repository; the folder it lands in is ``targetpath`` (default: the
    repository's last path part, as nbgitpuller names it).
    """
    folder = targetpath or repo.rstrip("/").split("/")[-1]
    query = {"repo": repo, "branch": branch, "urlpath": f"lab/tree/{folder}/{notebook}"}
    if targetpath:
        query["targetpath"] = targetpath
    return f"{hub_url.rstrip('/')}/hub/user-redirect/git-pull?{urlencode(query, quote_via=quote)}"


def _find(pattern: str, page: str, what: str) -> str:
    """The first group of ``pattern`` in ``page`` (HTML-unescaped), or StudentFailed naming ``what``."""
    found = re.search(pattern, page)
    if found is None:
        raise StudentFailed(f"no {what} in the page: {page[:300]!r}")
    return html.unescape(found.group(1))


def _data_attributes(page: str) -> dict[str, str]:
    """nbgitpuller's page carries its parameters as data-* attributes (URL-encoded), as its script reads them."""
    return {key: unquote(html.unescape(value)) for key, value in re.findall(r'data-([a-z-]+)="([^"]*)"', page)}


class Student:
    """One simulated student with their own cookie jar (their own browser)."""

    def __init__(self, hub_url: str, name: str):
        self.hub_url = hub_url.rstrip("/")
        self.name = name
        self.session = aiohttp.ClientSession(
            cookie_jar=aiohttp.CookieJar(unsafe=True),  # unsafe: keep cookies for an IP address (127.0.0.1)
            timeout=aiohttp.ClientTimeout(total=STEP_TIMEOUT_S),
        )

    async def close(self) -> None:
        await self.session.close()

    def _xsrf(self) -> str:
        """The _xsrf cookie the single-user server set (sent back as a header on POST, as JupyterLab does)."""
        for cookie in self.session.cookie_jar:
            if cookie.key == "_xsrf" and cookie["path"].startswith(f"/user/{self.name}"):
                return cookie.value
        for cookie in self.session.cookie_jar:
            if cookie.key == "_xsrf":
                return cookie.value
        raise StudentFailed(f"{self.name}: the server set no _xsrf cookie")

    async def _get(self, url: str) -> tuple[int, str, str]:
        """GET, following redirects: (status, final URL, body)."""
        async with self.session.get(url) as reply:
            return reply.status, str(reply.url), await reply.text()

    async def open_link(self, link: str) -> str:
        """Click the link, log in if asked, wait for the server, pull: returns the notebook's page URL."""
        status, url, page = await self._get(link)
        deadline = time.monotonic() + STEP_TIMEOUT_S
        while not self._at_gitpuller(url):
            if time.monotonic() > deadline:
                raise StudentFailed(f"{self.name}: no nbgitpuller page after {STEP_TIMEOUT_S} s (at {url})")
            if "/hub/login" in url:  # the login form; the link rides along as ?next=
                status, url, page = await self._log_in(url, page)
            elif status == 424:  # "server not running": follow its spawn link, as the page does by itself
                spawn = urljoin(url, _find(r'href="([^"]*/hub/spawn/[^"]*)"', page, "spawn link"))
                status, url, page = await self._get(spawn)
            elif "/hub/spawn-pending/" in url or "/hub/spawn/" in url:  # starting: ask again shortly
                await asyncio.sleep(0.5)
                status, url, page = await self._get(url)
            else:
                raise StudentFailed(f"{self.name}: unexpected page {status} {url}: {page[:300]!r}")
        if status != 200:
            raise StudentFailed(f"{self.name}: nbgitpuller answered {status} at {url}")
        return await self._pull(url, page)

    def _at_gitpuller(self, url: str) -> bool:
        """At nbgitpuller's page on the student's own server (not the hub's redirect to it)."""
        return urlsplit(url).path.startswith(f"/user/{self.name}/git-pull")

    async def _log_in(self, url: str, page: str) -> tuple[int, str, str]:
        """Fill in the hub's login form (name, password, its _xsrf) and send it: (status, final URL, body)."""
        action = urljoin(url, _find(r'<form[^>]*action="([^"]*)"', page, "login form"))
        xsrf = _find(r'name="_xsrf"[^>]*value="([^"]*)"', page, "_xsrf field")
        form = {"username": self.name, "password": PASSWORD, "_xsrf": xsrf}
        async with self.session.post(action, data=form) as reply:
            return reply.status, str(reply.url), await reply.text()

    async def _pull(self, url: str, page: str) -> str:
        """Do what nbgitpuller's page script does: call the sync API, wait for "finished", go to the urlpath."""
        data = _data_attributes(page)
        base = urljoin(url, data["base-url"])
        query = {"_xsrf": data["xsrf"], "repo": data["repo"], "targetpath": data["targetpath"]}
        if "branch" in data:
            query["branch"] = data["branch"]
        phase, lines = "", []
        async with self.session.get(f"{base}git-pull/api?{urlencode(query)}") as reply:
            async for raw in reply.content:
                line = raw.decode().strip()
                if line.startswith("data:"):
                    event = json.loads(line[len("data:") :])
                    phase = event.get("phase", "")
                    lines.append(event.get("output") or event.get("message") or "")
                    if phase in ("finished", "error"):
                        break
        if phase != "finished":
            raise StudentFailed(f"{self.name}: nbgitpuller ended with {phase!r}: {''.join(lines)[-500:]}")
        target = base + data["path"]
        status, target, _ = await self._get(target)
        if status != 200:
            raise StudentFailed(f"{self.name}: the notebook page answered {status} ({target})")
        return target

    async def run_notebook(self, path: str) -> list[CellRun]:
        """Start a kernel, run every code cell of the notebook at ``path`` (relative to the home), in order."""
        server = f"{self.hub_url}/user/{self.name}"
        async with self.session.get(f"{server}/api/contents/{quote(path)}?content=1&type=notebook") as reply:
            if reply.status != 200:
                raise StudentFailed(f"{self.name}: contents API answered {reply.status} for {path}")
            notebook = (await reply.json())["content"]
        headers = {"X-XSRFToken": self._xsrf()}
        async with self.session.post(f"{server}/api/kernels", json={"name": "python3"}, headers=headers) as reply:
            if reply.status != 201:
                raise StudentFailed(f"{self.name}: starting a kernel answered {reply.status}: {await reply.text()}")
            kernel = (await reply.json())["id"]
        try:
            return await self._run_cells(server, kernel, notebook["cells"])
        finally:
            async with self.session.delete(f"{server}/api/kernels/{kernel}", headers=headers):
                pass

    async def _run_cells(self, server: str, kernel: str, cells: list[dict]) -> list[CellRun]:
        """Send each code cell as an execute_request; its time runs until the execute_reply comes back."""
        session_id = uuid.uuid4().hex
        ws_url = server.replace("http", "ws", 1) + f"/api/kernels/{kernel}/channels?session_id={session_id}"
        runs = []
        async with self.session.ws_connect(ws_url, max_msg_size=0) as ws:
            cpu_before = _cpu(await self._execute(ws, session_id, ""))  # the kernel's CPU clock, before any cell
            for index, cell in enumerate(cells):
                if cell["cell_type"] != "code":
                    continue
                code = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
                start = time.perf_counter()
                reply = await self._execute(ws, session_id, code)
                seconds = time.perf_counter() - start
                error = "" if reply["status"] == "ok" else f"{reply.get('ename')}: {reply.get('evalue')}"
                cpu_after = _cpu(reply)
                runs.append(CellRun(index, seconds, error, round(cpu_after - cpu_before, 3)))
                cpu_before = cpu_after
                if error:
                    break  # as "Run All" does: the cells after an error are not run
        return runs

    async def _execute(self, ws: aiohttp.ClientWebSocketResponse, session_id: str, code: str) -> dict:
        """One execute_request on the shell channel; returns the content of its execute_reply."""
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id,
            "msg_type": "execute_request",
            "session": session_id,
            "username": self.name,
            "version": "5.3",
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }
        # the one addition to what JupyterLab sends: the kernel's CPU clock, read after the cell (user_expressions
        # are evaluated after the code, in the kernel; nothing is added to the student's namespace)
        content = {"code": code, "silent": False, "store_history": bool(code), "user_expressions": {"cpu": CPU_CLOCK}}
        content |= {"allow_stdin": False, "stop_on_error": True}
        await ws.send_json({"header": header, "parent_header": {}, "metadata": {}, "content": content,
                            "channel": "shell", "buffers": []})  # fmt: skip
        return await asyncio.wait_for(self._reply(ws, msg_id), STEP_TIMEOUT_S)

    async def _reply(self, ws: aiohttp.ClientWebSocketResponse, msg_id: str) -> dict:
        """Read the websocket (output, status, widget messages) until the shell reply to ``msg_id`` comes."""
        async for message in ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                continue  # binary frames: widget buffers, not for us
            data = json.loads(message.data)
            if data.get("channel") == "shell" and data.get("parent_header", {}).get("msg_id") == msg_id:
                return data["content"]
        raise StudentFailed(f"{self.name}: the kernel's websocket closed before replying")


async def run_student(hub_url: str, name: str, link: str, notebook_path: str) -> StudentRun:
    """One student from clicking the link to the last cell; failures are reported in the result, not raised."""
    student = Student(hub_url, name)
    start = time.perf_counter()
    try:
        await student.open_link(link)
        opened = time.perf_counter() - start
        cells = await student.run_notebook(notebook_path)
        return StudentRun(name, opened, tuple(cells))
    except (StudentFailed, aiohttp.ClientError, asyncio.TimeoutError, KeyError, ValueError) as err:
        return StudentRun(name, time.perf_counter() - start, error=f"{type(err).__name__}: {err}")
    finally:
        await student.close()


async def run_class(hub_url: str, names: list[str], link: str, notebook_path: str) -> list[StudentRun]:
    """Every student at once, each from the same link, as a class does when the teacher says "go"."""
    return list(await asyncio.gather(*(run_student(hub_url, name, link, notebook_path) for name in names)))
