"""Project rules that keep the collection honest: setup files agree, solvers stay free of plotting."""

import ast
import json
import os
import re
import sys
from pathlib import Path

import nbformat
import yaml

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
PLOTTING = ("matplotlib", "ipywidgets", "IPython")


def requirement_name(spec: str) -> str:
    """'numpy>=1.23' -> 'numpy'; markers and extras are dropped."""
    return re.split(r"[\s<>=!~;\[]", spec.strip(), maxsplit=1)[0].lower()


def pyproject_requirements() -> dict[str, str]:
    """Every runtime and extra requirement in pyproject.toml, name -> spec without markers."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        specs += extra
    return {requirement_name(s): s.split(";")[0].replace(" ", "") for s in specs if "python_version" not in s}


def test_environment_yml_is_written_from_pyproject_and_constraints():
    """environment.yml pins every pyproject.toml package at its constraints.txt version, conda-forge names."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("environment", ROOT / ".ci" / "environment.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (ROOT / "environment.yml").read_text() == module.environment(), "run python .ci/environment.py"
    deps = yaml.safe_load((ROOT / "environment.yml").read_text())["dependencies"]
    names = {requirement_name(d) for d in deps if isinstance(d, str)}
    wanted = {module.CONDA_NAMES.get(n, n) for n in pyproject_requirements()}
    assert wanted <= names, f"missing from environment.yml: {sorted(wanted - names)}"
    assert "playwright-python" in names and "playwright" not in names, "conda-forge calls it playwright-python"
    assert all(
        re.search(r"==[\w.]+$", d) for d in deps if isinstance(d, str) and requirement_name(d) not in ("python", "pip")
    )


def test_environment_yml_installs_the_local_package():
    deps = yaml.safe_load((ROOT / "environment.yml").read_text())["dependencies"]
    pip_section = next(d["pip"] for d in deps if isinstance(d, dict))
    assert "-e ." in pip_section


def test_python_floor_agrees():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    deps = yaml.safe_load((ROOT / "environment.yml").read_text())["dependencies"]
    assert project["requires-python"] == ">=3.10"
    pinned = next(d for d in deps if isinstance(d, str) and d.startswith("python="))
    assert tuple(int(x) for x in pinned.split("=")[1].split(".")) >= (3, 10)


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    readme = (ROOT / "README.md").read_text()
    assert re.search(r"^make test$", ci, re.M)
    assert "make test" in readme and "make lab" in readme


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module a source file imports (absolute and relative)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
            names |= {f"{base}.{a.name}" if node.module else f"{base}{a.name}" for a in node.names}
    return names


def solver_files() -> list[Path]:
    """Every module of a puzzle package except its drawing modules."""
    return [
        p for p in sorted((ROOT / "teachkit").glob("*/*.py")) if not p.stem.startswith("draw") and p.stem != "__init__"
    ]


def test_solvers_never_import_plotting_or_widgets():
    offenders = {}
    for path in solver_files():
        bad = {
            m
            for m in imported_modules(path)
            if m.split(".")[0] in PLOTTING or re.search(r"(^|\.)(draw\w*|player)($|\.)", m)
        }
        if bad:
            offenders[str(path.relative_to(ROOT))] = sorted(bad)
    assert not offenders, offenders


def test_licences_citation_and_contributing_are_present():
    assert "MIT License" in (ROOT / "LICENSE").read_text()
    assert "CC BY 4.0" in (ROOT / "LICENSE-CONTENT.md").read_text()
    citation = yaml.safe_load((ROOT / "CITATION.cff").read_text())
    assert citation["cff-version"].startswith("1.2") and citation["title"] and citation["authors"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert citation["version"] == version() and citation["license"] == project["license"]
    contributing = (ROOT / "CONTRIBUTING.md").read_text()
    for needed in ("nb2py", "py2nb", "make notebooks", "make test", "make lint", "slide_type"):
        assert needed in contributing, needed


def test_ruff_is_configured_and_make_lint_runs_it():
    ruff = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]
    assert ruff["line-length"] == 120
    makefile = (ROOT / "Makefile").read_text()
    assert "ruff check ." in makefile and "ruff format --check ." in makefile


BINDER = ROOT / "binder"
TEST_TOOLS = {"pytest", "nbval", "hypothesis", "playwright", "ruff", "nbclient", "jupytext", "jupyter-book"}


def test_binder_environment_is_python_and_pip_and_postbuild_installs_the_lab_extra_with_the_constraints():
    deps = yaml.safe_load((BINDER / "environment.yml").read_text())["dependencies"]
    plain = [d.replace(" ", "") for d in deps if isinstance(d, str)]
    assert {requirement_name(d) for d in plain} == {"python", "pip"}, plain  # the rest: pip, pinned
    pythons = [d for d in plain if requirement_name(d) == "python"]
    assert len(pythons) == 1 and re.fullmatch(r"python=3\.1[0-9]", pythons[0]), pythons  # repo2docker pins x.y
    post_build = (BINDER / "postBuild").read_text()
    assert post_build.startswith("#!") and 'pip install --no-cache-dir -c constraints.txt ".[lab]"' in post_build
    assert (BINDER / "postBuild").stat().st_mode & 0o111, "postBuild must be executable"
    lab = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["lab"]
    names = {requirement_name(d) for d in lab}
    assert "jupyterlab" in names and not names & TEST_TOOLS - {"jupytext"}, names


def test_binder_postbuild_installs_and_trusts_the_notebooks_as_make_lab_does(tmp_path):
    """postBuild run for real, with pip stubbed (no network): the notebooks end up trusted, and the overrides file
    is the one `make lab` writes."""
    import subprocess

    from nbformat.sign import NotebookNotary

    stubs = tmp_path / "bin"
    stubs.mkdir()
    (stubs / "python").write_text(
        f'#!/bin/bash\nif [ "$1 $2" = "-m pip" ]; then echo "$@" >> {tmp_path}/pip.log; exit 0; fi\n'
        f'exec {sys.executable} "$@"\n'
    )
    (stubs / "python").chmod(0o755)
    env = {
        **os.environ,
        "PATH": os.pathsep.join([str(stubs), str(Path(sys.executable).parent), os.environ["PATH"]]),
        "JUPYTER_DATA_DIR": str(tmp_path / "data"),
        "TEACHKIT_LAB_SETTINGS": str(tmp_path / "settings"),
    }
    subprocess.run(["bash", str(BINDER / "postBuild")], cwd=ROOT, env=env, check=True, capture_output=True)
    assert (tmp_path / "pip.log").read_text().split() == [
        "-m",
        "pip",
        "install",
        "--no-cache-dir",
        "-c",
        "constraints.txt",
        ".[lab]",
    ]
    notary = NotebookNotary(data_dir=str(tmp_path / "data"))
    for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")):
        assert notary.check_signature(nbformat.read(path, as_version=4)), f"{path.name} is not trusted"
    # parity with make lab, which no longer turns on "save widget state" (boards are HTML and play kernel-free)
    assert not (tmp_path / "settings" / "overrides.json").exists()
    assert "saveState" not in (ROOT / "Makefile").read_text()


def test_book_navigation_lists_every_notebook_with_the_index_first():
    toc = yaml.safe_load((ROOT / "book" / "_toc.yml").read_text())
    notebooks = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    assert toc["root"] == "00-index"
    assert [c["file"] for c in toc["chapters"]] == [*notebooks[1:], "glossary", "api"]


def test_every_function_the_glossary_names_exists():
    import importlib

    text = (ROOT / "book" / "glossary.md").read_text()
    names = re.findall(r"`(teachkit\.[\w.]+)`", text)
    assert len(names) >= 30
    for dotted in names:
        module, _, attr = dotted.rpartition(".")
        assert hasattr(importlib.import_module(module), attr), dotted
    for target in set(re.findall(r"\]\(([\w-]+\.ipynb)\)", text)):
        assert (ROOT / "notebooks" / target).exists(), target


def test_book_builds_from_stored_outputs_with_local_mathjax_and_launch_buttons():
    config = yaml.safe_load((ROOT / "book" / "_config.yml").read_text())
    assert config["execute"]["execute_notebooks"] == "off"
    sphinx = config["sphinx"]["config"]
    assert not sphinx["mathjax_path"].startswith(("http:", "https:", "//"))
    assert sphinx["nb_ipywidgets_js"] == {}  # no require.js / widget manager from a CDN
    launch = config["launch_buttons"]
    assert launch["binderhub_url"] and launch["jupyterlite_url"] and launch["thebe"] is False


def test_readme_has_the_binder_jupyterlite_and_book_badges_and_says_lite_needs_internet():
    readme = (ROOT / "README.md").read_text()
    head = readme.split("\n## ", 1)[0]
    for target in ("mybinder.org/v2/gh/", "/lite/lab/index.html", "/book/"):
        assert target in head, target
    assert "needs internet when viewed" in readme


def test_lite_site_config_and_make_targets():

    config = json.loads((ROOT / "lite" / "jupyter-lite.json").read_text())
    assert config["jupyter-config-data"]["defaultKernelName"] == "python"
    makefile = (ROOT / "Makefile").read_text()
    for target in ("book", "lite", "upgrade", "lock", "lint"):
        assert re.search(rf"^([\w-]+ )*{target}( [\w-]+)*:", makefile, re.M), target
    assert "-c $(CONSTRAINTS)" in makefile and (ROOT / "constraints.txt").is_file()


def version() -> str:
    """teachkit.__version__, read from the source (the one place the version is written)."""
    text = (ROOT / "teachkit" / "__init__.py").read_text()
    return re.search(r'^__version__ = "([^"]+)"$', text, re.M).group(1)


def test_one_version_source_a_changelog_entry_and_package_metadata():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = pyproject["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "teachkit.__version__"}
    assert re.search(rf"^## \[?{re.escape(version())}\]?", (ROOT / "CHANGELOG.md").read_text(), re.M)
    for key in ("authors", "keywords", "classifiers", "urls", "scripts"):
        assert project.get(key), key
    assert project["scripts"] == {"teachkit": "teachkit.__main__:main"}
    assert (ROOT / "teachkit" / "py.typed").exists() and "py.typed" in str(pyproject["tool"]["setuptools"])


DOCS = ("README.md", "CONTRIBUTING.md")
REPO = "https://github.com/teachkit/teachkit/blob/main/"  # README links are absolute: it is also the index page
TOP = ("teachkit/", "tests/", "notebooks/", "benchmarks/", "book/", "lite/", "binder/", ".ci/")


def _code_text(markdown: str) -> str:
    """The code blocks and inline code spans of a markdown text: where commands and paths are named."""
    blocks = re.findall(r"```.*?```", markdown, re.S)
    rest = re.sub(r"```.*?```", "", markdown, flags=re.S)
    return "\n".join(blocks + re.findall(r"`([^`\n]+)`", rest))


def test_every_make_target_and_path_the_docs_name_exists():
    makefile = (ROOT / "Makefile").read_text()
    targets = {t for line in re.findall(r"^([a-z][\w -]*):(?!=)", makefile, re.M) for t in line.split()}
    for doc in DOCS:
        text = (ROOT / doc).read_text()
        code = _code_text(text)
        for target in re.findall(r"\bmake ([a-z][\w-]*)", code):
            assert target in targets, f"{doc} names `make {target}`, which the Makefile does not have"
        links = re.findall(r"\]\((?!https?:|#)([^)#\s]+)", text) + re.findall(re.escape(REPO) + r"([^)#\s]+)", text)
        tops = "|".join(map(re.escape, TOP))
        named = re.findall(rf"(?<![\w./-])((?:{tops})[\w./<>*…-]*)", code)
        for path in links + named:
            path = path.rstrip(".,:;")
            if "…" in path or "*" in path or "NN" in path or "<" in path or path == "teachkit/teachkit":  # a repo name
                continue
            assert (ROOT / path).exists(), f"{doc} names {path}, which does not exist"


def test_readme_links_are_absolute_so_they_work_on_the_package_index():
    text = (ROOT / "README.md").read_text()
    assert re.findall(r"\]\((?!https?:|#)([^)\s]+)\)", text) == []
    assert text.count(REPO) >= 10


NOTEBOOK_FILES = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))


def test_every_notebook_has_its_text_twin_in_step():
    """jupytext.toml pairs notebooks/NN-x.ipynb with scripts/NN-x.py; the two hold the same cells and metadata."""
    import jupytext
    import nbformat

    config = (ROOT / "jupytext.toml").read_text()
    assert 'formats = "notebooks///ipynb,scripts///py:percent"' in config
    twins = sorted((ROOT / "scripts").glob("*.py"))
    assert [p.stem for p in twins] == [p.stem for p in NOTEBOOK_FILES], "run make sync"
    for path in NOTEBOOK_FILES:
        notebook = nbformat.read(path, as_version=4)
        text = jupytext.read(ROOT / "scripts" / f"{path.stem}.py")
        assert len(text.cells) == len(notebook.cells), f"{path.name}: run make sync"
        for k, (a, b) in enumerate(zip(notebook.cells, text.cells)):
            meta = {key: value for key, value in a.metadata.items() if key != "execution"}
            assert (a.cell_type, a.source, meta) == (b.cell_type, b.source, dict(b.metadata)), (
                f"{path.name} cell {k} differs from its twin in scripts/: run make sync"
            )


def test_pre_commit_runs_ruff_on_code_and_notebooks_and_keeps_pairs_in_step():
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())
    hooks = {hook["id"]: (repo["rev"], hook) for repo in config["repos"] for hook in repo["hooks"]}
    pinned = dict(re.findall(r"^([a-z\-]+)==([\d.]+)$", (ROOT / "constraints.txt").read_text(), re.M))
    for hook_id in ("ruff-check", "ruff-format"):
        rev, hook = hooks[hook_id]
        assert "jupyter" in hook["types_or"], f"{hook_id} must also run on notebooks"
        assert rev == f"v{pinned['ruff']}", f"{hook_id}: pin rev to ruff {pinned['ruff']} (constraints.txt)"
    rev, hook = hooks["jupytext"]
    assert "--sync" in hook["args"] and rev == f"v{pinned['jupytext']}"
