"""Write a file so that it is always either the old file or the new one, never a part of either.

Every file teachkit writes (notebooks, pages, decks, pattern-database tables and their checksums) goes through
:func:`write_bytes` or :func:`write_text`:

1. the bytes go to a temporary file in the same folder, named ``.<name>.<pid>.<random>.teachkit.tmp``;
2. the temporary file is flushed and ``fsync``-ed, given the old file's permissions, then moved over the target
   with ``os.replace`` (atomic on POSIX and Windows when both are in one folder), and the folder is ``fsync``-ed;
3. on any failure (disk full, a file-size limit, permission refused, an exception) the temporary file is removed
   and :class:`WriteFailed` says in one line that the previous file is intact.

A process killed with SIGKILL between 1 and 2 leaves its temporary file behind, never a damaged target. Such
left-overs are removed by the next write to the same target (only names of exactly this form, whose process
is gone): :func:`clean_stale` never touches a name teachkit did not make.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from pathlib import Path

from teachkit.errors import TeachkitError

SUFFIX = ".teachkit.tmp"
_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[0-9a-f]{8}" + re.escape(SUFFIX) + "$")


class WriteFailed(TeachkitError, OSError):
    """A file could not be written; the message says that the previous file (if any) is intact."""


def temp_name(target: Path) -> Path:
    """The temporary file beside ``target`` that a write by this process uses."""
    return target.with_name(f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}{SUFFIX}")


def is_temp_of(name: str, target_name: str | None = None) -> bool:
    """True if ``name`` is a temporary file made by :func:`write_bytes` (for ``target_name`` if given)."""
    match = _TEMP.match(name)
    return match is not None and (target_name is None or match["name"] == target_name)


def process_alive(pid: int) -> bool:
    """Is there a process with this id? (Ours counts as alive: its write may be under way in another thread.)"""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True


def clean_stale(target: Path) -> list[Path]:
    """Remove the temporary files a killed write to ``target`` left behind (process gone); return them."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP.match(entry.name)
        if match and match["name"] == target.name and not process_alive(int(match["pid"])):
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a folder that cannot be opened is left alone."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _mode_for(target: Path) -> int:
    """The old file's permission bits, or what a plain open() would give a new file (0o666 minus the umask)."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError):
        return error.strerror or type(error).__name__
    return f"{type(error).__name__}: {error}"


def _create(scratch: Path) -> int:
    """Open a new scratch file for writing, only for us (a separate function, so tests can refuse it)."""
    return os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)


def write_bytes(path: str | os.PathLike, data: bytes) -> Path:
    """Replace ``path`` by ``data`` atomically (see the module docstring); return the path."""
    target = Path(path)
    existed = target.exists()
    clean_stale(target)
    scratch = temp_name(target)
    try:
        fd = _create(scratch)
    except OSError as error:
        raise WriteFailed(_failed(target, existed, error)) from None
    try:
        with os.fdopen(fd, "wb") as file:
            view = memoryview(data)
            while view:
                view = view[file.write(view[: 1 << 20]) :]
            file.flush()
            os.fsync(file.fileno())
        os.chmod(scratch, _mode_for(target))
        os.replace(scratch, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(scratch)
        if isinstance(error, OSError):
            raise WriteFailed(_failed(target, existed, error)) from None
        raise
    _fsync_folder(target.parent)
    return target


def _failed(target: Path, existed: bool, error: BaseException) -> str:
    kept = f"the previous {target} is intact" if existed else f"nothing was written to {target}"
    return f"could not write {target} ({_reason(error)}); {kept}"


def write_text(path: str | os.PathLike, text: str, encoding: str = "utf-8") -> Path:
    """Replace ``path`` by ``text`` atomically (see :func:`write_bytes`); return the path."""
    return write_bytes(path, text.encode(encoding))


def cache_dir() -> Path:
    """Where tables are kept: $TEACHKIT_CACHE_DIR, else $XDG_CACHE_HOME/teachkit, else ~/.cache/teachkit."""
    if os.environ.get("TEACHKIT_CACHE_DIR"):
        return Path(os.environ["TEACHKIT_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "teachkit"
