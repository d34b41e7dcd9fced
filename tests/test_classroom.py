"""classroom.localhub.publish: an edition folder becomes the newest commit of the git repository students pull."""

from __future__ import annotations

import subprocess

import pytest

from classroom.localhub import publish


def git(repo, *args) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def test_publish_commits_the_edition_and_follows_its_changes(tmp_path):
    edition, repo = tmp_path / "student", tmp_path / "teachkit-student"
    edition.mkdir()
    (edition / "01-a.ipynb").write_text("{}")
    (edition / "02-b.ipynb").write_text("{}")
    (edition / ".ipynb_checkpoints").mkdir()
    (edition / ".ipynb_checkpoints" / "01-a-checkpoint.ipynb").write_text("{}")

    url = publish(edition, repo)
    assert url == repo.resolve().as_uri()
    assert git(repo, "ls-files").split() == ["01-a.ipynb", "02-b.ipynb"]  # checkpoints stay behind
    assert git(repo, "branch", "--show-current").strip() == "main"

    (edition / "02-b.ipynb").unlink()
    (edition / "01-a.ipynb").write_text('{"changed": true}')
    publish(edition, repo)
    assert git(repo, "ls-files").split() == ["01-a.ipynb"]  # a file gone from the edition goes from the repo
    assert git(repo, "show", "HEAD:01-a.ipynb") == '{"changed": true}'
    assert len(git(repo, "log", "--oneline").splitlines()) == 2

    publish(edition, repo)  # nothing changed: no new commit
    assert len(git(repo, "log", "--oneline").splitlines()) == 2


def test_publish_names_a_missing_edition(tmp_path):
    with pytest.raises(FileNotFoundError, match="make release"):
        publish(tmp_path / "no-such-edition", tmp_path / "repo")
