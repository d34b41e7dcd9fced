"""Faults of the pattern-database tables and their cache: nothing damaged is ever trusted.

| fault                                   | behaviour                                                          |
| --------------------------------------- | ------------------------------------------------------------------ |
| cache file truncated / garbage / .npz   | one warning, table rebuilt and the file rewritten                  |
| cache file with wrong values            | checksum mismatch: one warning, rebuilt                            |
| cache file and checksum both forged     | for a shipped table the shipped checksum decides: rebuilt          |
| table breaking an invariant             | check_table names it (goal cost, count of placements, diameter)    |
| shipped file damaged or wrong values    | one warning, cache or build instead (Korf #4 still 56 moves)       |
| shipped checksum and build disagree     | PatternDatabaseError (refused), nothing used                       |
| read-only or uncreatable cache folder   | one warning, table kept in memory, not built twice                 |
| a file where the cache folder should be | CacheFolderError naming the path, before any build                 |
| shipped table and .sha256 both rewritten | the checksum in the code decides: refused, built instead            |
| leftover scratch file of a killed save  | removed (a live process's scratch file is left alone)              |
| the user's own pdb-notes.tmp etc.        | left alone: only names teachkit makes are removed                  |

Tests that would otherwise build the 750 MB 6-tile tables replace the builder by one that hands back the
correct (shipped) table and counts its calls.
"""

from __future__ import annotations

import io
import lzma
import os
import shutil
import time
import warnings

import numpy as np
import pytest

import teachkit.sliding.pdb as pdb
from teachkit import atomic
from teachkit.sliding import goal, korf100, solve
from teachkit.sliding.pdb import (
    CacheFolderError,
    PatternDatabase,
    PatternDatabaseError,
    PatternDatabaseWarning,
    build_pattern_database,
    check_table,
    pattern_database,
    pdb_663,
)

SMALL = (1, 2, 3)  # a 15-puzzle group teachkit does not ship: built in milliseconds
SHIPPED_SMALL = (2, 3, 4)  # the shipped 3-tile group of the 6-6-3 split
BIG = (1, 5, 6, 9, 10, 13)  # a shipped 6-tile group


@pytest.fixture(autouse=True)
def fresh_state(tmp_path, monkeypatch):
    """A copy of the shipped files, an empty cache folder and no tables already in memory or warned about."""
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    for path in pdb.SHIPPED.glob("pdb-15-*"):
        shutil.copy(path, shipped / path.name)
    monkeypatch.setattr(pdb, "SHIPPED", shipped)
    monkeypatch.setenv("TEACHKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(pdb, "_LOADED", {})
    monkeypatch.setattr(pdb, "_MEMORY", {})
    monkeypatch.setattr(pdb, "_WARNED", set())


def cached_path(tmp_path, pattern=SMALL):
    return pdb._cache_file(goal(4), pattern, tmp_path / "cache")


def counting_builder(monkeypatch, pattern):
    """Replace the builder: it returns the correct table for `pattern` (from the original shipped file)."""
    table = np.frombuffer(
        lzma.decompress(
            (
                pdb.Path(pdb.__file__).parent / "data" / f"pdb-15-last-tiles-{'.'.join(map(str, pattern))}.u8.xz"
            ).read_bytes()
        ),
        dtype=np.uint8,
    )
    calls = []

    def build(target, tiles, progress=None):
        calls.append(tuple(tiles))
        return PatternDatabase(tuple(target), tuple(tiles), table.copy())

    monkeypatch.setattr(pdb, "build_pattern_database", build)
    monkeypatch.setattr(pdb, "build_pattern_database_fast", build)  # large tables are built compiled
    return calls


def no_build(monkeypatch):
    monkeypatch.setattr(pdb, "build_pattern_database", lambda *a, **k: pytest.fail("nothing should be built"))
    monkeypatch.setattr(pdb, "build_pattern_database_fast", lambda *a, **k: pytest.fail("nothing should be built"))


def tamper_shipped(pattern, change):
    """Rewrite a shipped xz file with changed values, leaving its checksum file as it was."""
    path = pdb.SHIPPED / f"pdb-15-last-tiles-{'.'.join(map(str, pattern))}.u8.xz"
    table = np.frombuffer(lzma.decompress(path.read_bytes()), dtype=np.uint8).copy()
    change(table)
    path.write_bytes(lzma.compress(table.tobytes(), preset=0))  # preset 0: quick to write


def raise_costs(table):
    """Overestimate a fifth of the placements by 6 moves (well-formed: still below the diameter)."""
    costed = np.flatnonzero((table != 255) & (table > 0))
    table[costed[::5]] += 6


# ------------------------------------------------------------------------------------- the cache files


def reference(tmp_path):
    db = pattern_database(goal(4), SMALL, progress=False)
    assert cached_path(tmp_path).exists() and pdb._digest_file(cached_path(tmp_path)).exists()
    return db


@pytest.mark.parametrize("damage", ["truncated", "garbage", "npz", "wrong values", "no checksum"])
def test_a_damaged_cache_file_is_rebuilt_with_one_warning(tmp_path, damage):
    db = reference(tmp_path)
    path = cached_path(tmp_path)
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[:1000])
    elif damage == "garbage":
        path.write_bytes(os.urandom(5000))
    elif damage == "npz":
        buffer = io.BytesIO()
        np.savez(buffer, table=db.table)
        path.write_bytes(buffer.getvalue())
    elif damage == "wrong values":
        table = db.table.copy()
        table[table == 3] = 9
        np.save(path, table)
    else:
        pdb._digest_file(path).unlink()
    with pytest.warns(PatternDatabaseWarning, match="damaged"):
        again = pattern_database(goal(4), SMALL, progress=False)
    assert np.array_equal(again.table, db.table)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # repaired: loads cleanly now
        assert np.array_equal(pattern_database(goal(4), SMALL, progress=False).table, db.table)


def test_invariants_catch_a_table_even_with_a_matching_checksum():
    db = build_pattern_database(goal(4), SMALL)
    assert check_table(db, pdb._digest(db.table)) == ""
    broken = {
        "goal placement": lambda t: t.__setitem__(pdb.sparse_index([0, 1, 2], 16), 1),
        "placements": lambda t: t.__setitem__(np.flatnonzero(t == 5)[0], 255),
        "diameter": lambda t: t.__setitem__(np.flatnonzero(t == 5)[0], 81),
    }
    for words, change in broken.items():
        table = db.table.copy()
        change(table)
        problem = check_table(PatternDatabase(db.goal, db.pattern, table), pdb._digest(table))
        assert problem, words
    assert "uint8" in check_table(PatternDatabase(db.goal, db.pattern, db.table.astype(np.int16)))
    assert "shape" in check_table(PatternDatabase(db.goal, db.pattern, db.table[:-1]))
    assert "SHA-256" in check_table(db, "0" * 64)


# ------------------------------------------------------------------------------------- shipped tables


def test_the_shipped_tables_load_without_any_build_or_cache(tmp_path, monkeypatch):
    no_build(monkeypatch)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        h = pdb_663()
    assert [len(db.pattern) for db in h.databases] == [6, 6, 3]
    assert not (tmp_path / "cache").exists()  # the cache is not even created
    assert all(check_table(db, pdb._shipped_digest(db.goal, db.pattern)) == "" for db in h.databases)


def test_korf_4_is_still_56_moves_when_a_shipped_table_holds_wrong_values(tmp_path, monkeypatch):
    tamper_shipped(BIG, raise_costs)
    # and a forged cache copy of the wrong table, with a checksum to match: the shipped checksum decides
    wrong = np.frombuffer(
        lzma.decompress((pdb.SHIPPED / pdb._shipped_file(goal(4), BIG).name).read_bytes()), dtype=np.uint8
    )
    pdb._save(PatternDatabase(goal(4), BIG, wrong), cached_path(tmp_path, BIG))
    calls = counting_builder(monkeypatch, BIG)
    board = korf100("last")[3]
    assert board.length == 56
    with pytest.warns(PatternDatabaseWarning) as caught:
        result = solve(board.board)
    assert result.cost == 56 and calls == [BIG]
    assert any("shipped" in str(w.message) for w in caught) and any("damaged" in str(w.message) for w in caught)


@pytest.mark.parametrize("damage", ["garbage", "truncated", "missing"])
def test_an_unreadable_shipped_file_is_built_instead(tmp_path, damage):
    path = pdb.SHIPPED / pdb._shipped_file(goal(4), SHIPPED_SMALL).name
    if damage == "garbage":
        path.write_bytes(b"not xz at all")
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[:200])
    else:
        path.unlink()
    with pytest.warns(PatternDatabaseWarning, match="shipped"):
        db = pattern_database(goal(4), SHIPPED_SMALL, progress=False)
    assert np.array_equal(db.table, build_pattern_database(goal(4), SHIPPED_SMALL).table)
    assert cached_path(tmp_path, SHIPPED_SMALL).exists()


def test_a_build_that_disagrees_with_the_shipped_checksum_is_refused(monkeypatch):
    # the checksum in the code no longer fits the (correct) table
    monkeypatch.setitem(pdb.SHIPPED_SHA256, SHIPPED_SMALL, "ab" * 32)
    with pytest.warns(PatternDatabaseWarning, match="shipped"):
        with pytest.raises(PatternDatabaseError, match="fails its check"):
            pattern_database(goal(4), SHIPPED_SMALL, progress=False)


# ----------------------------------------------------------------------------------------- the folder


@pytest.fixture
def read_only(tmp_path, monkeypatch):
    """The cache folder refuses writes: for real (chmod) unless we are root, who may write anyway."""
    folder = tmp_path / "cache"
    folder.mkdir()
    if os.geteuid() != 0:
        folder.chmod(0o500)
        yield folder
        folder.chmod(0o700)
        return

    create = atomic._create

    def refuse(path):
        if str(path).startswith(str(folder)):
            raise PermissionError(13, "Permission denied", str(path))
        return create(path)

    monkeypatch.setattr(atomic, "_create", refuse)  # every save opens its scratch file with atomic._create
    yield folder


def test_a_read_only_cache_folder_keeps_tables_in_memory_with_one_warning(read_only, monkeypatch):
    with pytest.warns(PatternDatabaseWarning, match="memory") as caught:
        first = pattern_database(goal(4), SMALL, progress=False)
        other = pattern_database(goal(4), (5, 6, 7), progress=False)
    assert len(caught) == 1  # one warning for the folder, not one per table
    assert list(read_only.iterdir()) == []  # nothing written, no scratch files left behind
    no_build(monkeypatch)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert pattern_database(goal(4), SMALL, progress=False) is first  # from memory, not built again
        assert pattern_database(goal(4), (5, 6, 7), progress=False) is other


def test_a_missing_cache_folder_is_created(tmp_path):
    folder = tmp_path / "a" / "b" / "c"
    db = pattern_database(goal(4), SMALL, folder, progress=False)
    assert pdb._cache_file(goal(4), SMALL, folder).exists() and check_table(db) == ""


@pytest.mark.parametrize("where", ["folder", "parent"])
def test_a_file_in_place_of_the_cache_folder_is_a_clear_error(tmp_path, monkeypatch, where):
    blocker = tmp_path / "cache"
    blocker.write_text("I am a file")
    folder = blocker if where == "folder" else blocker / "inner"
    no_build(monkeypatch)
    with pytest.raises(CacheFolderError, match="is a file, not a folder") as error:
        pattern_database(goal(4), SMALL, folder, progress=False)
    assert str(blocker) in str(error.value) and "directory" in str(error.value)
    # the shipped tables need no cache: solve still works with a file where the cache should be
    monkeypatch.setenv("TEACHKIT_CACHE_DIR", str(blocker))
    assert pdb_663() is not None


def test_leftover_scratch_files_are_removed(tmp_path):
    folder = tmp_path / "cache"
    folder.mkdir()
    stem = pdb._cache_file(goal(4), SMALL, folder).name
    dead = folder / f"{stem}.999999999.tmp"  # no such process
    old = folder / f"{stem}.{os.getppid()}.tmp"  # a live process, but written two hours ago
    live = folder / f"{stem}.sha256.{os.getppid()}.tmp"  # a live process saving right now
    new_dead = folder / f".{stem}.999999999.0123abcd.teachkit.tmp"  # teachkit.atomic's naming, process gone
    users = [folder / name for name in ("pdb-notes.tmp", "pdb-report.tmpl", "pdb-draft.tmp.md", "pdb-old.tmp.npy")]
    for path in (dead, old, live, new_dead, *users):
        path.write_bytes(b"\0" * 1000)
    hours_ago = time.time() - 2 * 3600
    for path in (old, *users):
        os.utime(path, (hours_ago, hours_ago))
    pattern_database(goal(4), SMALL, folder, progress=False)
    assert not dead.exists() and not old.exists() and not new_dead.exists()
    assert live.exists() and all(path.exists() for path in users)  # not teachkit's names: never removed
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [stem, stem + ".sha256", live.name, *(p.name for p in users)]
    )


def test_a_shipped_table_rewritten_with_its_checksum_file_is_refused(tmp_path, monkeypatch):
    """Every cost tripled, the .sha256 beside it rewritten to match: the checksum in the code catches it."""
    path = pdb.SHIPPED / pdb._shipped_file(goal(4), SHIPPED_SMALL).name
    table = np.frombuffer(lzma.decompress(path.read_bytes()), dtype=np.uint8).copy()
    costed = table != 255
    table[costed] = np.minimum(table[costed].astype(int) * 3, 80).astype(np.uint8)
    path.write_bytes(lzma.compress(table.tobytes(), preset=0))
    pdb._digest_file(path).write_text(f"{pdb._digest(table)}  forged\n")
    with pytest.warns(PatternDatabaseWarning, match="shipped"):
        db = pattern_database(goal(4), SHIPPED_SMALL, progress=False)
    assert not np.array_equal(db.table, table)
    assert pdb._digest(db.table) == pdb.SHIPPED_SHA256[SHIPPED_SMALL]


def test_the_checksums_in_the_code_match_the_shipped_files():
    for pattern in pdb.PARTITION_663_LAST:
        path = pdb.Path(pdb.__file__).parent / "data" / pdb._shipped_file(goal(4), pattern).name
        assert pdb._read_digest(path) == pdb.SHIPPED_SHA256[pattern]
