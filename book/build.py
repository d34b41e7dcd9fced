"""Build the teachkit website (jupyter-book 1.x) from the stored notebooks, offline: ``make book``.

1. Stage: copy book/_config.yml, book/_toc.yml and every notebook (its student edition unless ``--edition
   instructor``: teachkit.release) into a build folder; each notebook goes
   through teachkit.export.OfflinePlayers, so a Player shows its stored HTML (first frame, caption, script)
   and a PlayBoard its static picture — no widget views, no widget state (they would need a CDN).
2. MathJax 3 (from the npm package, fetched once into build/vendor like the slide exports) goes into
   ``_static/mathjax`` and the book points Sphinx at it.
3. ``jupyter-book build`` with execution off (stored outputs only).
4. Every HTML and CSS file of the site is checked like teachkit.export checks its pages: a file that would
   load a script, style sheet, image or font from another host fails the build.

    python book/build.py [--site build/site/book] [--repo URL] [--lite URL] [--vendor build/vendor]
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import yaml

from teachkit import export, release

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"


def stage(
    src: Path, notebooks: list[Path], vendor: Path, repo: str | None, lite: str | None, edition: str = "student"
) -> None:
    """Fill ``src`` with the book's configuration, the offline form of every notebook (of the ``student`` or
    ``instructor`` edition, teachkit.release, without the graded test cells) and MathJax."""
    if src.exists():
        shutil.rmtree(src)
    src.mkdir(parents=True)
    config = yaml.safe_load((BOOK / "_config.yml").read_text(encoding="utf-8"))
    if repo:
        config["repository"]["url"] = repo
    if lite:
        config["launch_buttons"]["jupyterlite_url"] = lite
    (src / "_config.yml").write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    shutil.copyfile(BOOK / "_toc.yml", src / "_toc.yml")
    shutil.copyfile(BOOK / "glossary.md", src / "glossary.md")
    (src / "api.md").write_text(api_page(), encoding="utf-8")
    offline = export.OfflinePlayers()
    for path in notebooks:
        nb = release.edition(nbformat.read(path, as_version=4), edition, tests=False, name=path.name)
        nb, _ = offline.preprocess(nb, {})
        nbformat.write(fold_for_the_book(nb), src / path.name)
    mathjax = export._package_dir(export.vendor(vendor), export.MATHJAX)
    static = src / "_static" / "mathjax"
    static.mkdir(parents=True)
    shutil.copyfile(BOOK / "teachkit.css", src / "_static" / "teachkit.css")
    shutil.copyfile(mathjax / "es5" / "tex-svg-full.js", static / "tex-svg-full.js")
    shutil.copyfile(mathjax / "LICENSE", static / "LICENSE")


API_MODULES = ("teachkit.hanoi", "teachkit.sliding", "teachkit.knight", "teachkit.checks", "teachkit.player")
FENCE = "`" * 3


def api_page() -> str:
    """The API reference as one page, written from the docstrings: per module its summary, then every public
    name (its ``__all__``) with its signature and docstring, shown as plain text (no markup is interpreted)."""
    import importlib
    import inspect

    lines = [
        "# API reference",
        "",
        "Every public name of the teachkit modules the notebooks use, with its signature and docstring, written "
        "from the code when the book is built. The [glossary](glossary.md) says which notebook teaches each idea.",
    ]
    for name in API_MODULES:
        module = importlib.import_module(name)
        summary = (inspect.getdoc(module) or "").split("\n\n")[0]
        lines += ["", f"## `{name}`", "", f"{FENCE}text", summary, FENCE]
        public = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
        for attr in sorted(public, key=str.lower):
            thing = getattr(module, attr, None)
            if not callable(thing) or inspect.ismodule(thing):
                continue
            try:
                signature = f"{attr}{inspect.signature(thing)}"
            except (TypeError, ValueError):
                signature = attr
            doc = (inspect.getdoc(thing) or "(no docstring)").replace(FENCE, "~~~")
            lines += ["", f"### `{name}.{attr}`", "", f"{FENCE}text", signature, "", doc, FENCE]
    return "\n".join(lines) + "\n"


FOLDED = ("solution", "answer")
TOGGLE_TITLES = {
    "solution": "Solution — open it after you have tried",
    "answer": "Answer — open it after you have predicted",
}
_INSTALL_CELL = re.compile(r"sys\.platform\s*==\s*[\"']emscripten")


def fold_for_the_book(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Solutions and answers behind a toggle that starts closed; the JupyterLite install cell not shown at all.

    A code cell tagged ``solution`` or ``answer`` gets MyST-NB's ``hide-cell`` tag (a "show" button, closed); a
    markdown one becomes a dropdown admonition titled by its role, so its text is in the page but folded. The
    cell that installs teachkit in the browser is removed (``remove-cell``): a reader of the book never runs it.
    """
    for cell in nb.cells:
        tags = cell.metadata.setdefault("tags", [])
        role = next((t for t in FOLDED if t in tags), None)
        if cell.cell_type == "code" and _INSTALL_CELL.search(cell.source):
            tags.append("remove-cell")
            continue
        if role is None:
            continue
        title = TOGGLE_TITLES[role]
        if cell.cell_type == "code":
            tags.append("hide-cell")
            cell.metadata["mystnb"] = {"code_prompt_show": title, "code_prompt_hide": f"Hide the {role}"}
        else:
            from teachkit.folding import undetail  # the notebook's own <details> fold gives way to the dropdown

            body = re.sub(r"^#{1,6} +(.*)$", r"**\1**", undetail(cell.source), flags=re.M)  # no headings inside
            cell.source = f":::{{admonition}} {title}\n:class: dropdown\n\n{body}\n:::"
    return nb


_SCRIPT = re.compile(r"<script\b[^>]*>.*?</script>", re.S)


def drop_repeated_scripts(html_dir: Path) -> int:
    """In each page's head keep one of identical ``<script>`` elements or of those loading one file; count the rest.

    jupyter-book 1.0.4 (with Sphinx 7.4) writes each configured script twice into every page; MathJax loaded
    twice throws ("Cannot set property Package") and sphinx-thebe's constants are declared twice.
    """
    dropped = 0
    for path in html_dir.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        seen: set[str] = set()

        def once(match: re.Match) -> str:
            nonlocal dropped
            src = re.search(r'\bsrc="([^"?]+)', match.group(0).split(">", 1)[0])
            key = src.group(1) if src else match.group(0)  # the same file, however it is loaded, once
            if key in seen:
                dropped += 1
                return ""
            seen.add(key)
            return match.group(0)

        head, sep, body = text.partition("</head>")
        if not sep:
            continue
        new = _SCRIPT.sub(once, head) + sep + body  # scripts in the body (Players) are left alone
        if new != text:
            path.write_text(new, encoding="utf-8")
    return dropped


def check_site(html_dir: Path) -> int:
    """Raise export.RemoteAssetError if any page or style sheet of the site loads from another host."""
    files = sorted(html_dir.rglob("*.html")) + sorted(html_dir.rglob("*.css"))
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        export.check_offline(text, path.relative_to(html_dir))
        if path.suffix == ".html":
            missing = [p for p in export.local_paths(text) if p and "{{" not in p and not (path.parent / p).exists()]
            if missing:
                raise export.MissingAssetsError(f"{path.relative_to(html_dir)} refers to missing files: {missing[:3]}")
    return len(files)


# Controls of the theme whose accessible name is not their visible text (axe: label-content-name-mismatch,
# serious): the name a screen reader says must contain the words a sighted user sees (WCAG 2.5.3).
_NAMED_BY_TEXT = (
    ('<summary aria-label="Toggle hidden content">', "<summary>"),  # MyST-NB's folded cells: "Answer — open it…"
    ('<span class="search-button__kbd-shortcut">', '<span class="search-button__kbd-shortcut" aria-hidden="true">'),
    ('<i class="theme-switch ', '<i aria-hidden="true" class="theme-switch '),  # (their titles become SVG titles:)
    ('data-mode="light" title="Light"', 'data-mode="light"'),
    ('data-mode="dark"  title="Dark"', 'data-mode="dark"'),
    ('data-mode="auto"  title="System Settings"', 'data-mode="auto"'),
    ('<i class="fa-solid fa-magnifying-glass"></i>', '<i aria-hidden="true" class="fa-solid fa-magnifying-glass"></i>'),
    (
        'search-button__button pst-js-only" title="Search" aria-label="Search"',
        'search-button__button pst-js-only" title="Search"',
    ),
)


def name_controls_by_their_text(html_dir: Path) -> int:
    """Make the theme's controls' accessible names match their visible text, in every page; count the edits."""
    edits = 0
    for path in html_dir.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        fixed = text
        for old, new in _NAMED_BY_TEXT:
            fixed = fixed.replace(old, new)
        if fixed != text:
            edits += sum(text.count(old) for old, _ in _NAMED_BY_TEXT)
            path.write_text(fixed, encoding="utf-8")
    return edits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "book", help="jupyter-book's working folder")
    parser.add_argument(
        "--site",
        type=Path,
        default=ROOT / "build" / "site" / "book",
        help="where the finished HTML goes (beside the lite site: ../lite)",
    )
    parser.add_argument("--vendor", type=Path, default=ROOT / "build" / "vendor")
    parser.add_argument("--repo", help="repository URL for the Binder and repository buttons")
    parser.add_argument("--lite", help="URL of the JupyterLite site's lab/index.html (launch button)")
    parser.add_argument("--strict", action="store_true", help="fail on any Sphinx warning (-W)")
    parser.add_argument(
        "--edition",
        choices=release.EDITIONS,
        default="student",
        help="student (default: no solutions, answers or notes) or instructor (everything)",
    )
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args(argv)
    args.out, args.site, args.vendor = args.out.resolve(), args.site.resolve(), args.vendor.resolve()
    notebooks = args.notebooks or sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    began = time.perf_counter()
    src = args.out / "src"
    stage(src, notebooks, args.vendor, args.repo, args.lite, args.edition)
    jb = Path(sys.executable).with_name("jupyter-book")
    subprocess.run(
        [
            str(jb),
            "build",
            str(src),
            "--path-output",
            str(args.out),
            "--all",
            "-q",
            *(["-W", "--keep-going"] * args.strict),
        ],
        check=True,
    )
    html = args.out / "_build" / "html"
    drop_repeated_scripts(html)
    name_controls_by_their_text(html)
    checked = check_site(html)
    if args.site.exists():
        shutil.rmtree(args.site)
    shutil.copytree(html, args.site)
    (args.site / "edition.txt").write_text(
        args.edition + "\n", encoding="utf-8"
    )  # which edition (the e2e test reads it)
    size = sum(p.stat().st_size for p in args.site.rglob("*") if p.is_file())
    print(
        f"book: {args.site} ({args.edition} edition, {len(notebooks)} notebooks, {checked} HTML/CSS files checked "
        f"offline, {size / 2**20:.1f} MiB) in {time.perf_counter() - began:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
