"""Export notebooks as slide decks and static pages that work offline: no kernel, no network.

An exported page has no kernel, so :class:`OfflinePlayers` drops every live widget view
(``application/vnd.jupyter.widget-view+json``) and the notebook's widget state, and keeps the bundle's
HTML or picture: a Player's HTML block animates by itself in the browser.

Decks are written for a lecture hall (:class:`SlideCells`, ``export_slides.css``, ``export_slides.js``):
no In/Out prompts; a code cell's input only if it is tagged ``slide-code``; ``notes`` cells become reveal.js
speaker notes (``S``); long text outputs are trimmed; every slide is fitted into reveal's 1280x720 frame
(scaled to any screen) -- a smaller size if need be, never a cut-off -- and a slide tagged ``slide-scroll``
scrolls with a visible scrollbar. ``build(..., course="course")`` also joins the notebooks into one deck
(:func:`course_notebook`), with a section title slide per notebook.

nbconvert's own templates load reveal.js, require.js, jQuery, Mermaid, MathJax and the widget manager from
CDNs. Our templates (defined below, extending nbconvert's ``reveal`` and ``lab`` templates) load nothing
remote:

* reveal.js comes from the npm registry (``npm pack``, once, into a vendor folder) and is copied beside the
  decks into ``assets/``; it is loaded with plain ``<script>`` tags, so require.js is not needed;
* jQuery, require.js, Mermaid and the widget manager are left out (only widgets needed them, and we strip
  widgets; no notebook here shows Mermaid diagrams);
* MathJax 3 (also from npm) typesets the formulas, with its SVG output: one script, no web fonts to fetch.

Every file written is checked by :func:`remote_urls`; a page that would still fetch something from the
network is an error (:class:`RemoteAssetError`), not a warning.

Command line (used by ``make slides`` and ``make html``)::

    python -m teachkit.export slides --out build/slides --course course notebooks/*.ipynb
    python -m teachkit.export html   --out build/html   notebooks/*.ipynb
    python -m teachkit.export vendor build/vendor        # just fetch reveal.js and MathJax
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from html.parser import HTMLParser
from pathlib import Path
from typing import NamedTuple

import nbformat
from jinja2 import DictLoader
from nbconvert.preprocessors import Preprocessor
from traitlets import Bool, Unicode

from teachkit import atomic
from teachkit.errors import TeachkitError, describe, require_bool

REVEAL = "reveal.js@4.6.1"
MATHJAX = "mathjax@3.2.2"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PLAYER_MARK = re.compile(r"""<div class=["']teachkit-player(?:-offline)?[\s"']""")  # a Player's HTML block
OFFLINE_MARK = "teachkit-player"  # the class every Player's HTML block carries (old and new forms)
ASSETS = "assets"  # folder beside the exported files
DEFAULT_VENDOR = Path("build") / "vendor"
SLIDES_CSS = Path(__file__).with_name("export_slides.css")  # the lecture-hall style sheet, inlined in every deck
SLIDES_JS = Path(__file__).with_name("export_slides.js")  # the slide fitter, inlined in every deck

# The slide conventions (README, "Presenting and exporting"): the same metadata drives jupyterlab-rise.
SHOW_CODE_TAG = "slide-code"  # show this code cell's input on its slide
SCROLL_TAG = "slide-scroll"  # this slide may scroll (a visible scrollbar)
REVEALED_TAGS = ("answer", "solution")  # a Predict/Try-it answer or a solution: on the next key press, not at once
HIDDEN_INPUT_TAG = "teachkit-input-hidden"  # set by SlideCells: the template leaves the input out
MAX_OUTPUT_LINES = 14  # a longer text output is cut to TRIMMED_TO lines on a slide
TRIMMED_TO = 10
SLIDE_WIDTH, SLIDE_HEIGHT = 1280, 720  # reveal's frame, scaled to the screen (same 16:9 as 1920x1080)
THEME_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,40}$")

# What we take from each npm package: (package-relative path, where it goes under the vendor folder).
REVEAL_FILES = ("dist/reveal.css", "dist/reveal.js", "dist/theme/", "plugin/notes/notes.js", "LICENSE")
MATHJAX_FILES = ("es5/tex-svg-full.js", "LICENSE")
MATHJAX_SCRIPT = "mathjax/es5/tex-svg-full.js"
KINDS = {"slides": ".slides.html", "html": ".html"}


class ExportError(TeachkitError, ValueError):
    """An export could not be built: a bad kind, theme, path or notebook (the message names which)."""


class ExportTypeError(TeachkitError, TypeError):
    """An export argument of the wrong kind (e.g. one string where a list of notebooks is needed)."""


class MissingAssetsError(ExportError, FileNotFoundError):
    """reveal.js or MathJax are not in the vendor folder and could not be fetched."""


class RemoteAssetError(ExportError):
    """An exported page would load a script, style sheet, image or font from the network."""


class Exported(NamedTuple):
    """One written page or deck: where it is, how many offline animations it shows, widgets shown as text."""

    path: Path
    animations: int
    dropped_widgets: int


# ---- the preprocessors -------------------------------------------------------------------------------
class OfflinePlayers(Preprocessor):
    """Drop live widget views and the notebook's widget state; keep each bundle's HTML or picture.

    A Player's bundle is one HTML block (a picture, its caption and a script that animates the frames in the
    browser), which is kept as it is. A bundle with a widget view and a picture (an interactive board that
    also sends a PNG) keeps the picture. A bundle with nothing but a widget view and text (a plain ipywidget)
    falls back to its text; such outputs are counted in ``resources["teachkit"]["dropped_widgets"]`` so the
    build can report them. A picture output without alt text (``image/png`` or ``image/jpeg``, e.g. stored
    before teachkit's pictures carried their own) gets its text as alt text (``<picture: what it shows>``
    gives "what it shows"), which the page and deck templates write into the ``<img>``.
    """

    def preprocess(self, nb, resources):
        nb.metadata.pop("widgets", None)
        counts = resources.setdefault("teachkit", {"animations": 0, "dropped_widgets": 0})
        for cell in nb.cells:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                if is_animation(data.get("text/html", "")):
                    counts["animations"] += 1
                if WIDGET_VIEW in data:
                    del data[WIDGET_VIEW]
                    if set(data) <= {"text/plain"}:  # no picture or HTML to fall back on
                        counts["dropped_widgets"] += 1
                for kind in ("image/png", "image/jpeg"):
                    meta = output.setdefault("metadata", {}).setdefault(kind, {}) if kind in data else None
                    if meta is not None and not meta.get("alt") and data.get("text/plain"):
                        meta["alt"] = alt_from_text("".join(data["text/plain"]))
        return nb, resources


def alt_from_text(text: str) -> str:
    """Alt text from an output's text form: ``<picture: towers with 3 disks>`` -> 'towers with 3 disks'."""
    text = " ".join(text.split())
    found = re.fullmatch(r"<picture:\s*(.*?)\s*>", text)
    return (found.group(1) if found else text) or "a picture"


def is_animation(html) -> bool:
    """Is this text/html output a Player's animation?"""
    text = "".join(html) if isinstance(html, list) else str(html)
    return PLAYER_MARK.search(text) is not None


def trim_lines(text: str, keep: int = TRIMMED_TO, limit: int = MAX_OUTPUT_LINES) -> str:
    """``text`` if it has at most ``limit`` lines, else its first ``keep`` lines and a line saying how many are left."""
    lines = text.rstrip("\n").split("\n")
    if len(lines) <= limit:
        return text
    return "\n".join(lines[:keep]) + f"\n⋯ {len(lines) - keep} more lines in the notebook\n"


_RICH = ("text/html", "image/png", "image/jpeg", "image/svg+xml", "text/latex", "text/markdown")


class SlideCells(Preprocessor):
    """Turn notebook cells into lecture-hall slides (decks only; pages keep everything).

    * a code cell's input is left out unless the cell is tagged ``slide-code`` (its outputs stay);
    * a text output longer than ``MAX_OUTPUT_LINES`` is cut to ``TRIMMED_TO`` lines and says how many are
      left, unless the cell is tagged ``slide-scroll`` (its slide scrolls instead);
    * an answer or a solution (a cell tagged ``answer`` or ``solution``, or a code cell whose output is folded
      in JupyterLab) that continues its slide becomes a fragment: it shows on the next key press, after the
      question, never together with it;
    * ``notes`` cells are left to nbconvert, which writes them as reveal.js speaker notes.
    """

    trim = Bool(True).tag(config=True)

    def preprocess_cell(self, cell, resources, index):
        tags = list(cell.metadata.get("tags", []))
        folded = cell.metadata.get("jupyter", {}).get("outputs_hidden", False)
        if (set(tags) & set(REVEALED_TAGS) or (cell.cell_type == "code" and folded)) and _slide_type(cell) in ("-", ""):
            cell.metadata.setdefault("slideshow", {})["slide_type"] = "fragment"
        if cell.cell_type != "code":
            if set(tags) & set(REVEALED_TAGS) or _slide_type(cell) == "notes":  # a fragment, or the speaker view,
                from teachkit.folding import undetail  # is the fold on a slide: no <details> inside it

                cell.source = undetail(cell.source)
            return cell, resources
        if SHOW_CODE_TAG not in tags:
            cell.metadata["transient"] = {"remove_source": True}
            cell.metadata["tags"] = tags + [HIDDEN_INPUT_TAG]
        if self.trim and SCROLL_TAG not in tags:
            for output in cell.get("outputs", []):
                if output.get("output_type") == "stream":
                    output["text"] = trim_lines("".join(output.get("text", "")))
                elif "text/plain" in output.get("data", {}) and not set(output["data"]) & set(_RICH):
                    output["data"]["text/plain"] = trim_lines("".join(output["data"]["text/plain"]))
        return cell, resources


# a relative Markdown link to a notebook: ](01-name.ipynb) or ](01-name.ipynb#section)
_NOTEBOOK_LINK = re.compile(r"(?<=\]\()(?![a-zA-Z][a-zA-Z0-9+.-]*:|/)([^()\s#]+)\.ipynb(?=[#)\s])")


class LocalLinks(Preprocessor):
    """Point links between notebooks at the exported files: ``01-x.ipynb`` -> ``01-x.slides.html``."""

    suffix = Unicode(".html").tag(config=True)

    def preprocess_cell(self, cell, resources, index):
        if cell.cell_type == "markdown":
            cell.source = _NOTEBOOK_LINK.sub(lambda m: m.group(1) + self.suffix, cell.source)
        return cell, resources


# ---- the templates -----------------------------------------------------------------------------------
MATHJAX_HEAD = (
    r"""
<script>
window.MathJax = {
  tex: {inlineMath: [['$', '$'], ['\\(', '\\)']], displayMath: [['$$', '$$'], ['\\[', '\\]']],
        processEscapes: true, processEnvironments: true, tags: 'ams'},
  svg: {fontCache: 'global'}
};
</script>
<script src="{{ resources.teachkit_assets }}/"""
    + MATHJAX_SCRIPT
    + r""""></script>
"""
)

# A cell whose source is hidden in JupyterLab (solutions) stays folded in exports: the reader clicks to see it.
HIDDEN_INPUT = r"""
{%- block input_group -%}
{%- if cell.metadata.get('jupyter', {}).get('source_hidden', False) -%}
<details class="teachkit-hidden-input"><summary>Show the code</summary>
{{ super() }}
</details>
{%- else -%}
{{ super() }}
{%- endif -%}
{%- endblock input_group -%}
"""

SLIDES_TEMPLATE = (
    r"""{%- extends 'index.html.j2' -%}
{#- nbconvert's reveal template, with every remote script replaced by a local one or left out -#}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}"""
    + MATHJAX_HEAD
    + r"""{%- endblock html_head_js_mathjax -%}
{%- block body_header -%}
<body class="jp-Notebook" data-jp-theme-light="true" data-jp-theme-name="JupyterLab Light">
{#- after nbconvert's and the theme's style sheets, so that these rules win -#}
<style>
{{ resources.teachkit_slides_css }}
</style>
<main>
<div class="reveal">
<div class="slides">
{%- endblock body_header -%}
{%- block footer_js -%}
{%- set prefix = resources.reveal.url_prefix -%}
<script src="{{ prefix }}/dist/reveal.js"></script>
<script src="{{ prefix }}/plugin/notes/notes.js"></script>
<script>
Reveal.initialize({
  width: {{ resources.teachkit_width }}, height: {{ resources.teachkit_height }}, margin: 0,
  minScale: 0.2, maxScale: 2.0, center: false,
  controls: true, controlsLayout: "edges", progress: true, hash: true, slideNumber: "c/t",
  transition: "{{ resources.reveal.transition | default('slide', true) }}",
  plugins: [RevealNotes]
});
</script>
<script>
{{ resources.teachkit_slides_js }}
</script>
{%- endblock footer_js -%}
"""
    + HIDDEN_INPUT
)

PAGE_TEMPLATE = (
    r"""{%- extends 'index.html.j2' -%}
{#- nbconvert's lab template, with every remote script replaced by a local one or left out -#}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block html_head_js_mathjax -%}"""
    + MATHJAX_HEAD
    + r"""{%- endblock html_head_js_mathjax -%}
"""
    + HIDDEN_INPUT
)

TEMPLATES = DictLoader({"teachkit-slides.html.j2": SLIDES_TEMPLATE, "teachkit-page.html.j2": PAGE_TEMPLATE})


def exporter(kind: str, theme: str = "white"):
    """An nbconvert exporter for ``kind`` ("slides" or "html") that writes offline pages."""
    from nbconvert import HTMLExporter, SlidesExporter

    kind = _check_kind(kind)
    if kind == "slides":
        ex: HTMLExporter = SlidesExporter(
            template_name="reveal",
            template_file="teachkit-slides.html.j2",
            extra_loaders=[TEMPLATES],
            reveal_url_prefix=f"{ASSETS}/reveal.js",
            reveal_theme=_check_theme(theme),
            exclude_input_prompt=True,
            exclude_output_prompt=True,
        )
        ex.register_preprocessor(SlideCells(), enabled=True)
    else:
        ex = HTMLExporter(template_name="lab", template_file="teachkit-page.html.j2", extra_loaders=[TEMPLATES])
    ex.register_preprocessor(OfflinePlayers(), enabled=True)
    ex.register_preprocessor(LocalLinks(suffix=KINDS[kind]), enabled=True)
    return ex


def _slide_resources() -> dict:
    """What the slides template inlines: the lecture-hall style sheet and the slide fitter."""
    return {
        "teachkit_slides_css": SLIDES_CSS.read_text(encoding="utf-8"),
        "teachkit_slides_js": SLIDES_JS.read_text(encoding="utf-8"),
        "teachkit_width": SLIDE_WIDTH,
        "teachkit_height": SLIDE_HEIGHT,
    }


# ---- what a page loads -------------------------------------------------------------------------------
_LOADING_ATTRS = {
    "script": ("src",),
    "link": ("href",),
    "img": ("src", "srcset"),
    "iframe": ("src",),
    "source": ("src", "srcset"),
    "video": ("src", "poster"),
    "audio": ("src",),
    "embed": ("src",),
    "object": ("data",),
    "track": ("src",),
}
_REMOTE = re.compile(r"^\s*(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?//")
_JS_IMPORT = re.compile(r"""(?:\bimport\s*\(?|\bfrom)\s*['"]((?:[a-zA-Z][a-zA-Z0-9+.-]*:)?//[^'"]+)['"]""")
_CSS_URL = re.compile(r"""(?:@import\s+|url\(\s*)['"]?((?:[a-zA-Z][a-zA-Z0-9+.-]*:)?//[^'")\s]+)""")


class _AssetLinks(HTMLParser):
    """Collect the URLs that tags make a browser fetch (not <a href>: following a link is the reader's choice)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value and name in _LOADING_ATTRS.get(tag, ()):
                self.urls += [v.strip().split(" ")[0] for v in value.split(",")] if name == "srcset" else [value]


def loaded_urls(html: str) -> list[str]:
    """Every URL an HTML page (with its inline scripts and styles) asks the browser to load."""
    parser = _AssetLinks()
    parser.feed(html)
    parser.close()
    return parser.urls + _JS_IMPORT.findall(html) + _CSS_URL.findall(html)


def remote_urls(html: str) -> list[str]:
    """The loaded URLs that point at another host (``http://``, ``https://``, ``//host``)."""
    return [u for u in loaded_urls(html) if _REMOTE.match(u)]


def local_paths(html: str) -> list[str]:
    """The loaded URLs that are files relative to the page (no scheme, no ``data:``, no fragment-only)."""
    return [
        u.split("#")[0].split("?")[0]
        for u in loaded_urls(html)
        if not _REMOTE.match(u) and not re.match(r"^\s*([a-zA-Z][a-zA-Z0-9+.-]*:|#)", u)
    ]


# ---- vendored assets ---------------------------------------------------------------------------------
def _package_dir(vendor: Path, spec: str) -> Path:
    """Where an npm package spec ('name@version') lives inside the vendor folder."""
    return vendor / spec.replace("@", "-")


def _wanted(member: str, files: tuple[str, ...]) -> bool:
    """Is this tarball member (``package/...``) one of the files we keep (a trailing '/' keeps a folder)?"""
    name = member.removeprefix("package/")
    return any(name == f or (f.endswith("/") and name.startswith(f)) for f in files)


def _npm_pack(spec: str, files: tuple[str, ...], dest: Path) -> None:
    """Download one npm package with ``npm pack`` and unpack the files we keep into ``dest``."""
    npm = shutil.which("npm")
    if npm is None:
        raise MissingAssetsError(
            f"{spec} is not in {dest.parent} and npm is not installed to fetch it "
            f"(install Node.js, or copy the package there by hand)"
        )
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [npm, "pack", "--silent", spec, "--pack-destination", tmp],
            cwd=tmp,
            capture_output=True,
            text=True,
            timeout=300,
        )
        tarballs = list(Path(tmp).glob("*.tgz"))
        if done.returncode or not tarballs:
            raise MissingAssetsError(f"npm pack {spec} failed: {done.stderr.strip() or done.stdout.strip()}")
        staging = Path(tmp) / "unpacked"
        with tarfile.open(tarballs[0]) as tar:
            members = [m for m in tar.getmembers() if m.isfile() and _wanted(m.name, files)]
            if hasattr(tarfile, "data_filter"):  # Python >= 3.10.12
                tar.extractall(staging, members=members, filter="data")
            else:
                tar.extractall(staging, members=members)
        if dest.exists():
            shutil.rmtree(dest)
        shutil.move(staging / "package", dest)


def vendor(folder: str | Path = DEFAULT_VENDOR) -> Path:
    """Make sure reveal.js and MathJax are unpacked in ``folder`` (fetching them from npm once)."""
    folder = _check_folder("vendor_folder", folder)
    for spec, files in ((REVEAL, REVEAL_FILES), (MATHJAX, MATHJAX_FILES)):
        dest = _package_dir(folder, spec)
        complete = all((dest / f).exists() for f in files)
        if not complete:
            _npm_pack(spec, files, dest)
    return folder


def _theme_css(vendor_folder: Path, theme: str) -> Path:
    """The style sheet of a reveal.js theme in the vendor folder; an unknown theme is an ExportError."""
    folder = _package_dir(vendor_folder, REVEAL) / "dist" / "theme"
    css = folder / f"{_check_theme(theme)}.css"
    if not css.is_file():
        themes = sorted(p.stem for p in folder.glob("*.css"))
        raise ExportError(f"theme: reveal.js has no theme {theme!r}; choose one of {themes}")
    return css


def install_assets(out: Path, vendor_folder: Path, kind: str, theme: str = "white") -> Path:
    """Copy what the pages need from the vendor folder into ``out/assets`` (reveal.js only for slides)."""
    kind, theme = _check_kind(kind), _check_theme(theme)
    assets = out / ASSETS
    mathjax = _package_dir(vendor_folder, MATHJAX)
    pieces = [
        (mathjax / "es5" / "tex-svg-full.js", assets / MATHJAX_SCRIPT),
        (mathjax / "LICENSE", assets / "mathjax" / "LICENSE"),
    ]
    if kind == "slides":
        reveal = _package_dir(vendor_folder, REVEAL)
        theme_css = _theme_css(vendor_folder, theme)
        pieces += [
            (reveal / f, assets / "reveal.js" / f)
            for f in ("dist/reveal.css", "dist/reveal.js", "plugin/notes/notes.js", "LICENSE")
        ]
        pieces += [
            (theme_css, assets / "reveal.js" / "dist" / "theme" / theme_css.name),
            (reveal / "dist" / "theme" / "fonts", assets / "reveal.js" / "dist" / "theme" / "fonts"),
        ]
    for src, dst in pieces:
        if not src.exists():
            raise MissingAssetsError(f"{src} is missing: run `python -m teachkit.export vendor {vendor_folder}`")
        _copy(src, dst)
    for css in assets.rglob("*.css"):
        check_offline(css.read_text(encoding="utf-8"), css)
    return assets


def _copy(src: Path, dst: Path) -> None:
    """Copy a file, or a folder's files, each written atomically (an interrupted copy leaves the old file)."""
    files = [(src, dst)] if not src.is_dir() else [(f, dst / f.relative_to(src)) for f in src.rglob("*") if f.is_file()]
    for a, b in files:
        data = a.read_bytes()
        if b.is_file() and b.stat().st_size == len(data) and b.read_bytes() == data:
            continue  # already there: a rebuild rewrites only what changed
        b.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_bytes(b, data)


def check_offline(html: str, where: Path | str) -> None:
    """Raise RemoteAssetError if a page or style sheet would load anything from the network."""
    remote = remote_urls(html)
    if remote:
        raise RemoteAssetError(
            f"{where} would load {len(remote)} remote URL(s), e.g. {remote[0]!r}; exports must work offline"
        )


# ---- checking what we are asked to do ---------------------------------------------------------------
def _check_kind(kind) -> str:
    if not isinstance(kind, str):
        raise ExportTypeError(f"kind must be a string, one of {sorted(KINDS)}, got {describe(kind)}")
    if kind not in KINDS:
        raise ExportError(f"kind must be one of {sorted(KINDS)}, got {describe(kind)}")
    return kind


def _check_theme(theme) -> str:
    """A reveal.js theme is a plain name (``white``, ``simple``), never a path."""
    if not isinstance(theme, str):
        raise ExportTypeError(f"theme must be a reveal.js theme name (a string), got {describe(theme)}")
    if not THEME_NAME.match(theme):
        raise ExportError(
            f"theme must be a reveal.js theme name such as 'white' (lower-case letters, digits, "
            f"'-' or '_'; no path), got {describe(theme)}"
        )
    return theme


def _check_folder(name: str, folder, create: bool = True) -> Path:
    """``folder`` as a Path to a folder (created if missing and ``create``); a file in its place is an error."""
    if isinstance(folder, bool) or not isinstance(folder, (str, Path)):
        raise ExportTypeError(f"{name} must be a folder path (str or Path), got {describe(folder)}")
    if isinstance(folder, str) and not folder.strip():
        raise ExportError(f"{name} must be a folder path, got an empty string")
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise ExportError(f"{name} {str(folder)!r} is a file, not a folder; give a folder (it is created if missing)")
    if not create:
        return folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"{name} {str(folder)!r} cannot be created: {e.strerror or e}") from None
    return folder


def read_notebook(path) -> nbformat.NotebookNode:
    """The notebook stored at ``path``; a missing, empty or non-notebook file is an :class:`ExportError`."""
    if isinstance(path, bool) or not isinstance(path, (str, Path)):
        raise ExportTypeError(f"notebooks must be paths (str or Path), got {describe(path)}")
    path = Path(path)
    if path.suffix != ".ipynb":
        raise ExportError(f"notebooks: {str(path)!r} is not a .ipynb file")
    if not path.is_file():
        raise ExportError(
            f"notebooks: {str(path)!r} does not exist"
            if not path.exists()
            else f"notebooks: {str(path)!r} is not a file"
        )
    try:
        return nbformat.read(path, as_version=4)
    except Exception as e:  # JSON errors, schema errors, undecodable bytes: all "not a notebook"
        first = (str(e).strip().splitlines() or [type(e).__name__])[0][:120]
        raise ExportError(f"notebooks: {str(path)!r} is not a Jupyter notebook ({first})") from None


def _check_notebooks(notebooks) -> list[Path]:
    if isinstance(notebooks, (str, Path)) or not isinstance(notebooks, (list, tuple)):
        raise ExportTypeError(f"notebooks must be a list of notebook paths, got {describe(notebooks)}")
    if not notebooks:
        raise ExportError("notebooks: no notebooks given to export")
    paths = [Path(p) if isinstance(p, (str, Path)) and not isinstance(p, bool) else p for p in notebooks]
    for p in paths:
        if not isinstance(p, Path):
            raise ExportTypeError(f"notebooks must be paths (str or Path), got {describe(p)}")
    stems = [p.stem for p in paths]
    twice = sorted({s for s in stems if stems.count(s) > 1})
    if twice:
        raise ExportError(f"notebooks: two notebooks named {twice[0]!r} would write the same file")
    return paths


# ---- building ----------------------------------------------------------------------------------------
GENERATOR = '<meta name="generator" content="teachkit.export">'


class WouldOverwrite(ExportError):
    """An existing page in the output folder that teachkit did not write: replacing it needs ``force``."""


def made_by_teachkit(path: Path) -> bool:
    """True if the file at ``path`` carries teachkit's generator mark (or, from older versions, its asset links)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            head = file.read(1 << 16)
    except OSError:
        return False
    return GENERATOR in head or f'src="{ASSETS}/' in head or f'href="{ASSETS}/' in head


def _mark(body: str) -> str:
    """The page with teachkit's generator mark as the first element of its head."""
    marked, count = re.subn(r"<head(\s[^>]*)?>", lambda m: m[0] + "\n" + GENERATOR, body, count=1)
    return marked if count else GENERATOR + "\n" + body


def _refuse_foreign(target: Path, force: bool) -> None:
    if target.exists() and not force and not made_by_teachkit(target):
        raise WouldOverwrite(
            f"{target} exists and was not written by teachkit (no generator mark); it is left as it is "
            f"(use --force to replace it)"
        )


def _write(
    nb: nbformat.NotebookNode, name: str, folder: Path, out: Path, kind: str, theme: str, force: bool = False
) -> Exported:
    """Convert one notebook node and write it as ``out/<name><suffix>`` (assets must already be there)."""
    resources = {"metadata": {"name": name, "path": str(folder)}, "teachkit_assets": ASSETS}
    if kind == "slides":
        resources.update(_slide_resources())
    body, resources = exporter(kind, theme).from_notebook_node(nb, resources=resources)
    target = out / f"{name}{KINDS[kind]}"
    check_offline(body, target)
    missing = [p for p in local_paths(body) if not (out / p).exists()]
    if missing:
        raise MissingAssetsError(f"{target} refers to files that are not there: {missing[:3]}")
    _refuse_foreign(target, force)
    atomic.write_text(target, _mark(body))
    return Exported(target, count_animations(body), resources.get("teachkit", {}).get("dropped_widgets", 0))


def count_animations(body: str) -> int:
    """How many Player animations a written page or deck shows (decks leave out 'skip' cells)."""
    return len(PLAYER_MARK.findall(body))


def export_notebook(path: str | Path, out: Path, kind: str, theme: str = "white", force: bool = False) -> Exported:
    """Write one notebook as an offline deck or page into ``out`` (assets must already be there).

    An existing page that teachkit did not write is replaced only with ``force=True``."""
    nb = read_notebook(path)
    path = Path(path)
    force = require_bool("force", force)
    return _write(nb, path.stem, path.parent, Path(out), _check_kind(kind), _check_theme(theme), force)


def build(
    notebooks: list[str | Path],
    out: str | Path,
    kind: str,
    *,
    vendor_folder: str | Path = DEFAULT_VENDOR,
    theme: str = "white",
    course: str | None = None,
    force: bool = False,
) -> list[Exported]:
    """Export every notebook as ``kind`` ("slides" or "html") into ``out``, with its assets, offline.

    With ``course="course"`` (slides only) the notebooks are also joined into one deck,
    ``out/course.slides.html`` (see :func:`course_notebook`); it is the last item returned. Every file is
    written atomically; an existing page that teachkit did not write is refused (before anything is written)
    unless ``force=True``.
    """
    kind, theme = _check_kind(kind), _check_theme(theme)
    force = require_bool("force", force)
    paths = _check_notebooks(notebooks)
    if course is not None:
        if kind != "slides":
            raise ExportError(f"course: a course deck is a slide deck; kind must be 'slides', got {kind!r}")
        _check_course_name(course, paths)
    nodes = [read_notebook(p) for p in paths]  # every notebook checked before anything is written
    out = _check_folder("out", out, create=False)
    vendor_folder = vendor(vendor_folder)
    if kind == "slides":
        _theme_css(vendor_folder, theme)
    names = [p.stem for p in paths] + ([course] if course is not None else [])
    for name in names:  # refuse before anything is written
        _refuse_foreign(out / f"{name}{KINDS[kind]}", force)
    install_assets(_check_folder("out", out), vendor_folder, kind, theme)
    done = [_write(nb, p.stem, p.parent, out, kind, theme, force) for nb, p in zip(nodes, paths)]
    if course is not None:
        done.append(_write(course_notebook(nodes), course, paths[0].parent, out, kind, theme, force))
    return done


# ---- one deck for the whole course -------------------------------------------------------------------
COURSE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,60}$")
_HEADING = re.compile(r"^\s{0,3}#{1,2}\s+(.+?)\s*#*\s*$", re.M)
# the element ids of one notebook's Players, numbered per kernel: tkp1, tkp2 ... (the old form: teachkit1 ...)
_PLAYER_ID = re.compile(r"\b(tkp)(\d+)\b|(teachkit)(\d+)(?!\d)")


def _check_course_name(course, paths: list[Path]) -> str:
    if not isinstance(course, str):
        raise ExportTypeError(f"course must be a file name (a string), got {describe(course)}")
    if not COURSE_NAME.match(course):
        raise ExportError(
            f"course must be a plain file name such as 'course' (letters, digits, '-', '_'; "
            f"no path), got {describe(course)}"
        )
    if course in {p.stem for p in paths}:
        raise ExportError(f"course: {course!r} is also the name of a notebook; choose another name")
    return course


def notebook_title(nb: nbformat.NotebookNode, default: str) -> str:
    """The first level-1 or level-2 heading of a notebook's markdown, or ``default``."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            found = _HEADING.search(cell.source)
            if found:
                return found.group(1)
    return default


def _slide_type(cell) -> str:
    return cell.metadata.get("slideshow", {}).get("slide_type", "-")


def _namespace_players(cell, part: int) -> None:
    """Give one notebook's Player element ids a per-part prefix, so that ids stay unique in the course deck."""
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        if "text/html" in data:
            html = "".join(data["text/html"]) if isinstance(data["text/html"], list) else data["text/html"]
            data["text/html"] = _PLAYER_ID.sub(
                lambda m: f"{m.group(1) or m.group(3)}{part}x{m.group(2) or m.group(4)}", html
            )


def course_notebook(notebooks: list[nbformat.NotebookNode], names: list[str] | None = None) -> nbformat.NotebookNode:
    """One notebook for the course deck: per notebook a section title slide ("Part k of n"), then its cells.

    Each part starts on a new slide; its Players get unique element ids. The notebooks are not changed.
    """
    import copy

    course = nbformat.v4.new_notebook()
    course.metadata = copy.deepcopy(notebooks[0].metadata)
    course.metadata.pop("widgets", None)
    course.metadata["title"] = "Course"
    course.nbformat, course.nbformat_minor = 4, 5  # cells carry ids (given below, unique in the course)
    n = len(notebooks)
    for part, nb in enumerate(notebooks, start=1):
        title = notebook_title(nb, names[part - 1] if names else f"Notebook {part}")
        section = nbformat.v4.new_markdown_cell(f'<p class="teachkit-part">Part {part} of {n}</p>\n\n# {title}')
        section.metadata["slideshow"] = {"slide_type": "slide"}
        section.metadata["tags"] = ["teachkit-section"]
        course.cells.append(section)
        first = True
        for cell in copy.deepcopy(nb.cells):
            if first and _slide_type(cell) not in ("skip", "notes"):
                cell.metadata.setdefault("slideshow", {})["slide_type"] = "slide"
                first = False
            _namespace_players(cell, part)
            course.cells.append(cell)
    for i, cell in enumerate(course.cells):
        cell["id"] = f"course-{i}"
    return course


def main(argv: list[str] | None = None) -> int:
    """``python -m teachkit.export slides|html|vendor ...``"""
    parser = argparse.ArgumentParser(prog="python -m teachkit.export", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for kind in KINDS:
        p = sub.add_parser(kind, help=f"write offline {kind} for the notebooks")
        p.add_argument("notebooks", nargs="+", type=Path)
        p.add_argument("--out", type=Path, default=Path("build") / kind)
        p.add_argument("--vendor", type=Path, default=DEFAULT_VENDOR, help="where reveal.js/MathJax are kept")
        p.add_argument("--theme", default="white", help="reveal.js theme (slides only)")
        p.add_argument("--force", action="store_true", help="replace pages in --out that teachkit did not write")
        if kind == "slides":
            p.add_argument(
                "--course",
                metavar="NAME",
                default=None,
                help="also join all the notebooks into one deck, NAME.slides.html",
            )
    v = sub.add_parser("vendor", help="fetch reveal.js and MathJax from npm into a folder")
    v.add_argument("folder", type=Path, nargs="?", default=DEFAULT_VENDOR)
    args = parser.parse_args(argv)
    try:
        if args.command == "vendor":
            print(f"reveal.js and MathJax are in {vendor(args.folder)}")
            return 0
        course = getattr(args, "course", None)
        written = build(
            args.notebooks,
            args.out,
            args.command,
            vendor_folder=args.vendor,
            theme=args.theme,
            course=course,
            force=args.force,
        )
    except (TeachkitError, OSError) as e:  # a user or file-system error: one line, no traceback
        text = (str(e).strip().splitlines() or [type(e).__name__])[0]
        print(f"python -m teachkit.export: error: {text}", file=sys.stderr)
        return 2
    for done in written:
        note = f", {done.dropped_widgets} live-only widget(s) shown as text" if done.dropped_widgets else ""
        print(f"wrote {done.path} ({done.path.stat().st_size // 1024} KiB, {done.animations} animation(s){note})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
