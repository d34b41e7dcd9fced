"""teachkit.atomic: a file is always the old one or the new one; failures say the old one is intact."""

import os

import pytest

from teachkit import atomic
from teachkit.atomic import WriteFailed


def test_a_write_replaces_the_file_and_keeps_its_permissions(tmp_path):
    path = tmp_path / "a.txt"
    path.write_text("old")
    path.chmod(0o640)
    assert atomic.write_text(path, "new") == path
    assert path.read_text() == "new" and path.stat().st_mode & 0o777 == 0o640
    assert os.listdir(tmp_path) == ["a.txt"]  # no temporary file left


def test_a_new_file_gets_the_usual_permissions(tmp_path):
    umask = os.umask(0o022)
    try:
        atomic.write_bytes(tmp_path / "b.bin", b"\0\1")
    finally:
        os.umask(umask)
    assert (tmp_path / "b.bin").stat().st_mode & 0o777 == 0o644


def test_a_failed_write_leaves_the_old_file_and_says_so(tmp_path, monkeypatch):
    path = tmp_path / "a.txt"
    path.write_text("old")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(WriteFailed, match="intact") as caught:
        atomic.write_text(path, "new")
    assert isinstance(caught.value, OSError) and "No space left" in str(caught.value)
    assert path.read_text() == "old" and os.listdir(tmp_path) == ["a.txt"]


def test_an_exception_mid_write_removes_the_temporary_file(tmp_path, monkeypatch):
    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        atomic.write_text(tmp_path / "c.txt", "x")
    assert os.listdir(tmp_path) == []


def test_a_missing_folder_is_a_one_line_error(tmp_path):
    with pytest.raises(WriteFailed, match="nothing was written"):
        atomic.write_text(tmp_path / "no" / "d.txt", "x")


def test_only_the_leftovers_of_dead_writers_to_the_same_file_are_cleaned(tmp_path):
    target = tmp_path / "e.txt"
    dead = tmp_path / f".e.txt.999999999.0123abcd{atomic.SUFFIX}"
    alive = tmp_path / f".e.txt.{os.getppid()}.0123abcd{atomic.SUFFIX}"
    other = tmp_path / f".f.txt.999999999.0123abcd{atomic.SUFFIX}"
    users = [tmp_path / "e.txt.tmp", tmp_path / ".e.txt.tmp", tmp_path / "e.txt.999.tmp"]
    for path in (dead, alive, other, *users):
        path.write_text("x")
    atomic.write_text(target, "new")
    assert not dead.exists() and alive.exists() and other.exists() and all(p.exists() for p in users)
    assert atomic.is_temp_of(dead.name, "e.txt") and not atomic.is_temp_of("e.txt.tmp")
