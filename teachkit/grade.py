"""Grade a class's notebooks with nbgrader: ``make grade SUBMISSIONS=DIR``.

``DIR`` holds one folder per student with the notebooks handed in, named as in the student edition
(``DIR/ada/01-hanoi-recursion-and-binary-trees.ipynb``; nbgrader's own layout ``DIR/ada/<assignment>/...`` works
too). Every notebook of the student edition that has exercises is an nbgrader assignment (its name without
``.ipynb``); its graded test cells (:mod:`teachkit.release`) are nbgrader's grade cells, with their points.

1. A course folder for nbgrader is written in ``OUT/course``: ``source/`` holds the student edition, and
   ``nbgrader generate_assignment`` records its grade cells (and their checksums) in the gradebook.
2. Each submission is **prepared** for nbgrader's ``submitted/`` folder: the student edition again, in which
   each exercise cell is replaced by the student's cell for that exercise (found by ``metadata.teachkit.exercise``)
   under the line ``%%teachkit_exercise ID``; everything else (the tests, their points, the other cells) comes
   from the release, so an edited test or metadata changes nothing, and is reported. A notebook of another
   assignment, an empty or unreadable file, or a missing exercise cell leaves those exercises without an answer.
3. ``nbgrader autograde`` runs each prepared notebook in a kernel with :mod:`teachkit.graded` loaded: an exercise
   cell is only recorded there, and its graded test runs it in a sandboxed child process with a time and memory
   limit, then the exercise's own checker (see :mod:`teachkit.graded`).
4. ``nbgrader generate_feedback`` writes an HTML page per student and assignment; ``OUT/gradebook.csv`` has one
   row per student and exercise (score, points, the checker's verdict), ``OUT/grades.csv`` is nbgrader's own
   export (one row per student and assignment), and ``OUT/feedback/<student>.md`` sums up each student.

    python -m teachkit.grade --submissions DIR [--release build/release/student] [--out build/grade]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import shutil
import sys
import time
import warnings
from pathlib import Path

import nbformat

from teachkit import graded, guard, release
from teachkit.errors import TeachkitError

ROOT = Path(__file__).resolve().parents[1]


class GradeError(TeachkitError, RuntimeError):
    """An nbgrader step that failed (its output is in OUT/nbgrader.log)."""


# ---- the course -------------------------------------------------------------------------------------------
def assignments(release_dir: Path) -> dict[str, Path]:
    """Assignment id -> student-edition notebook, for every released notebook that has graded tests."""
    found = {}
    for path in sorted(release_dir.glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        if any("nbgrader" in c.metadata for c in nb.cells):
            found[path.stem] = path
    return found


def nbgrader_api(course: Path):
    """nbgrader's API on the course folder: its gradebook, the grader's kernel, a cell timeout above the guard's."""
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config import Config

    c = Config()
    c.CourseDirectory.root = str(course)
    c.CourseDirectory.db_url = f"sqlite:///{course / 'gradebook.db'}"
    c.CourseDirectory.course_id = "teachkit"
    c.Execute.timeout = int(graded.GRADE_SECONDS + guard.grace(graded.GRADE_SECONDS) + 30)
    c.Execute.kernel_name = "python3"
    c.Execute.extra_arguments = ["--HistoryManager.hist_file=:memory:", "--ext=teachkit.graded"]
    return NbGraderAPI(coursedir=CourseDirectory(config=c), config=c)


def step(log: Path, what: str, result: dict) -> None:
    """Keep an nbgrader step's log in OUT/nbgrader.log; raise GradeError if it failed."""
    with open(log, "a", encoding="utf-8") as f:
        f.write(f"\n$ {what}\n{result.get('log', '')}{result.get('error', '')}\n")
    if not result.get("success"):
        raise GradeError(f"nbgrader {what} failed: see {log}")


# ---- the submissions ----------------------------------------------------------------------------------------
def submissions(folder: Path) -> dict[str, list[Path]]:
    """Student -> the notebooks (any ``*.ipynb`` file) in their folder, at any depth."""
    found = {}
    for student in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")):
        found[student.name] = sorted(student.rglob("*.ipynb"))
    return found


def read_submission(path: Path) -> tuple[nbformat.NotebookNode | None, str]:
    """The notebook in a submitted file, or None and why it cannot be read."""
    if path.stat().st_size == 0:
        return None, "the file is empty"
    try:
        return nbformat.read(path, as_version=4), ""
    except Exception as error:  # noqa: BLE001 - any unreadable file is a note, not a crash
        return None, f"the file is not a notebook nbformat can read ({type(error).__name__})"


def prepare(source: nbformat.NotebookNode, path: Path, assignment: str) -> tuple[nbformat.NotebookNode, list[str]]:
    """The notebook nbgrader grades for one submission (see the module docstring, step 2), and notes."""
    notes: list[str] = []
    submitted, why = read_submission(path)
    answers: dict[str, str] = {}
    if submitted is None:
        notes.append(f"{path.name}: {why}; no exercise could be graded")
    else:
        made_for = submitted.metadata.get("teachkit", {}).get("notebook")
        if made_for and made_for != f"{assignment}.ipynb":
            notes.append(f"{path.name} is the notebook of another assignment ({made_for}): its cells are not graded")
        else:
            answers, found = exercise_answers(submitted), tampering(source, submitted)
            notes += found
    prepared = nbformat.from_dict(json.loads(nbformat.writes(source)))
    for cell in prepared.cells:
        ident = release.exercise_id(cell)
        if ident is None:
            continue
        cell.outputs, cell.execution_count = [], None
        if ident in answers:
            cell.source = f"%%teachkit_exercise {ident}\n{answers[ident]}"
        else:
            cell.source = f"# no cell for exercise {ident} in the submission"
            if submitted is not None and not notes:
                notes.append(f"exercise {ident}: no cell with its metadata in {path.name}")
    return prepared, notes


def exercise_answers(nb: nbformat.NotebookNode) -> dict[str, str]:
    """Exercise id -> the source of the first code cell that carries it (``metadata.teachkit.exercise``)."""
    answers: dict[str, str] = {}
    for cell in nb.cells:
        ident = cell.get("metadata", {}).get("teachkit", {}).get("exercise")
        if cell.get("cell_type") == "code" and isinstance(ident, str) and ident not in answers:
            answers[ident] = cell.get("source", "")
    return answers


def tampering(source: nbformat.NotebookNode, submitted: nbformat.NotebookNode) -> list[str]:
    """What was changed in the graded test cells (source or nbgrader metadata): the grader uses the originals."""
    theirs = {
        c.metadata["nbgrader"].get("grade_id"): c
        for c in submitted.cells
        if isinstance(c.get("metadata", {}).get("nbgrader"), dict)
    }
    notes = []
    for cell in source.cells:
        meta = cell.metadata.get("nbgrader")
        if not meta or not meta.get("grade"):
            continue
        other = theirs.get(meta["grade_id"])
        if other is None:
            notes.append(f"the graded test {meta['grade_id']} was deleted: the grader ran the original")
        elif other.source != cell.source or other.metadata.get("nbgrader") != meta:
            notes.append(
                f"the graded test {meta['grade_id']} was edited (code or metadata): the grader ran the original"
            )
    return notes


# ---- the results ---
def export_grades(course: Path, to: Path) -> None:
    """nbgrader's own CSV export of the gradebook (one row per student and assignment)."""
    from nbgrader.api import Gradebook
    from nbgrader.plugins import CsvExportPlugin

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        CsvExportPlugin(to=str(to)).export(gb)


# --------------------------------------------------------------------------------------------
def verdicts(autograded: Path) -> dict[str, str]:
    """grade_id -> the text the graded test printed or raised, from an autograded notebook."""
    found = {}
    for path in autograded.glob("*.ipynb"):
        for cell in nbformat.read(path, as_version=4).cells:
            grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
            if grade_id:
                lines = [
                    re.sub(r"^exercise \S+: \d+ of \d+ points? — ", "", ln)
                    for ln in release.output_text(cell).splitlines()
                ]
                said = [ln for ln in lines if ln.startswith(("correct", "not yet"))]  # the verdict, after any prints
                found[grade_id] = said[-1] if said else next((ln for ln in lines if ln.strip()), "")
    return found


def write_gradebook(course: Path, out: Path, notes: dict[tuple[str, str], list[str]]) -> list[dict]:
    """OUT/gradebook.csv (one row per student and exercise) and OUT/feedback/<student>.md; the rows."""
    from nbgrader.api import Gradebook, MissingEntry

    rows = []
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        for assignment in sorted(a.name for a in gb.assignments):
            for student in sorted(s.id for s in gb.students):
                try:
                    submission = gb.find_submission(assignment, student)
                except MissingEntry:
                    continue
                said = verdicts(course / "autograded" / student / assignment)
                for nb in submission.notebooks:
                    for grade in sorted(nb.grades, key=lambda g: g.name):
                        rows.append(
                            {
                                "student": student,
                                "assignment": assignment,
                                "exercise": grade.name.removeprefix("test-"),
                                "score": grade.score,
                                "max_score": grade.max_score,
                                "verdict": said.get(grade.name, ""),
                            }
                        )
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "gradebook.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["student", "assignment", "exercise", "score", "max_score", "verdict"])
        writer.writeheader()
        writer.writerows(rows)
    feedback = out / "feedback"
    feedback.mkdir(exist_ok=True)
    for student in sorted({r["student"] for r in rows} | {s for s, _ in notes}):
        mine = [r for r in rows if r["student"] == student]
        lines = [f"# Feedback for {student}", ""]
        for assignment in sorted({r["assignment"] for r in mine} | {a for s, a in notes if s == student}):
            these = [r for r in mine if r["assignment"] == assignment]
            score, total = sum(r["score"] for r in these), sum(r["max_score"] for r in these)
            lines += [f"## {assignment}: {score:g} of {total:g} points", ""]
            lines += [
                f"- exercise {r['exercise']}: {r['score']:g} of {r['max_score']:g} — {r['verdict']}" for r in these
            ]
            lines += [f"- note: {n}" for n in notes.get((student, assignment), [])]
            page = course / "feedback" / student / assignment
            if page.is_dir():
                lines += [
                    f"- the graded notebook with every output: {p.relative_to(course)}" for p in page.glob("*.html")
                ]
            lines.append("")
        (feedback / f"{student}.md").write_text("\n".join(lines), encoding="utf-8")
    return rows


# ---- the whole run ------------------------------------------------------------------------------------------
def grade(submitted: Path, release_dir: Path, out: Path) -> list[dict]:
    """Grade every submission in ``submitted`` against the student edition in ``release_dir``; write ``out``."""
    submitted, release_dir, out = submitted.resolve(), release_dir.resolve(), out.resolve()
    course = out / "course"
    if out.exists():
        shutil.rmtree(out)
    (course / "source").mkdir(parents=True)
    (course / "submitted").mkdir()
    known = assignments(release_dir)
    os.environ["TEACHKIT_GRADE_PRIVATE"] = os.pathsep.join([str(out), str(submitted)])  # the kernels inherit it
    os.environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])  # alembic
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")]))
    notes: dict[tuple[str, str], list[str]] = {}
    handed_in: dict[str, list[str]] = {}
    for student, paths in submissions(submitted).items():
        for path in paths:
            assignment = path.stem
            if assignment not in known:
                notes.setdefault((student, "(not graded)"), []).append(
                    f"{path.relative_to(submitted / student)} is not a notebook of this course's assignments"
                )
                continue
            source = nbformat.read(known[assignment], as_version=4)
            prepared, found = prepare(source, path, assignment)
            notes[(student, assignment)] = found
            target = course / "submitted" / student / assignment / known[assignment].name
            target.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(prepared, target)
            handed_in.setdefault(assignment, []).append(student)
    api, log = nbgrader_api(course), out / "nbgrader.log"
    for assignment, path in known.items():
        if assignment not in handed_in:
            continue
        (course / "source" / assignment).mkdir()
        shutil.copyfile(path, course / "source" / assignment / path.name)
        step(log, f"generate_assignment {assignment}", api.generate_assignment(assignment))
        for student in handed_in[assignment]:
            step(log, f"autograde {assignment} {student}", api.autograde(assignment, student))
        step(log, f"generate_feedback {assignment}", api.generate_feedback(assignment))
    export_grades(course, out / "grades.csv")
    return write_gradebook(course, out, notes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--submissions", type=Path, required=True, help="one folder per student")
    parser.add_argument("--release", type=Path, default=ROOT / "build" / "release" / "student")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "grade")
    args = parser.parse_args(argv)
    for folder, what in ((args.submissions, "submissions"), (args.release, "student edition (make release)")):
        if not folder.is_dir():
            print(f"grade: the {what} folder {folder} does not exist", file=sys.stderr)
            return 2
    began = time.perf_counter()
    warnings.filterwarnings("ignore", module="nbgrader")  # SQLAlchemy's warnings about nbgrader's own sessions
    rows = grade(args.submissions, args.release, args.out)
    students = len({r["student"] for r in rows})
    print(
        f"grade: {args.out / 'gradebook.csv'} ({len(rows)} graded tests, {students} students), "
        f"{args.out / 'feedback'}/<student>.md, {args.out / 'grades.csv'}; {time.perf_counter() - began:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
