"""Export notebooks as slide decks and static pages that work offline: no kernel, no network.

A stored notebook holds, for every Player, one display bundle with two forms: the live ipywidgets view
(``application/vnd.jupyter.widget-view+json``) and the offline JavaScript animation (``text/html``).
An exported page has no kernel, so :class:`OfflinePlayers` drops the widget view and the notebook's
widget state; nbconvert then shows the offline animation, which carries its frames as base64 images.

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

    python -m teachkit.export slides --out build/slides notebooks/*.ipynb
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
from traitlets import Unicode

REVEAL = "reveal.js@4.6.1"
MATHJAX = "mathjax@3.2.2"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
OFFLINE_MARK = "teachkit-player-offline"
ASSETS = "assets"  # folder beside the exported files
DEFAULT_VENDOR = Path("build") / "vendor"

# What we take from each npm package: (package-relative path, where it goes under the vendor folder).
REVEAL_FILES = ("dist/reveal.css", "dist/reveal.js", "dist/theme/", "plugin/notes/notes.js", "LICENSE")
MATHJAX_FILES = ("es5/tex-svg-full.js", "LICENSE")
MATHJAX_SCRIPT = "mathjax/es5/tex-svg-full.js"
KINDS = {"slides": ".slides.html", "html": ".html"}


class ExportError(RuntimeError):
    """An export could not be built."""


class MissingAssetsError(ExportError, FileNotFoundError):
    """reveal.js or MathJax are not in the vendor folder and could not be fetched."""


class RemoteAssetError(ExportError, ValueError):
    """An exported page would load a script, style sheet, image or font from the network."""


class Exported(NamedTuple):
    """One written page or deck: where it is, how many offline animations it shows, widgets shown as text."""
    path: Path
    animations: int
    dropped_widgets: int


# ---- the preprocessors -------------------------------------------------------------------------------
class OfflinePlayers(Preprocessor):
    """Keep each Player's offline animation: drop live widget views and the notebook's widget state.

    A bundle with both a widget view and HTML keeps the HTML (the offline animation); one with a picture
    (e.g. an interactive board that also sends a PNG) keeps the picture. A bundle with nothing but a widget
    view and text (a plain ipywidget, or a Player forced to ``mode="live"``) falls back to its text; such
    outputs are counted in ``resources["teachkit"]["dropped_widgets"]`` so the build can report them.
    """

    def preprocess(self, nb, resources):
        nb.metadata.pop("widgets", None)
        counts = resources.setdefault("teachkit", {"animations": 0, "dropped_widgets": 0})
        for cell in nb.cells:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                if OFFLINE_MARK in str(data.get("text/html", "")):
                    counts["animations"] += 1
                if WIDGET_VIEW in data:
                    del data[WIDGET_VIEW]
                    if set(data) <= {"text/plain"}:  # no picture or HTML to fall back on
                        counts["dropped_widgets"] += 1
        return nb, resources


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
MATHJAX_HEAD = r"""
<script>
window.MathJax = {
  tex: {inlineMath: [['$', '$'], ['\\(', '\\)']], displayMath: [['$$', '$$'], ['\\[', '\\]']],
        processEscapes: true, processEnvironments: true, tags: 'ams'},
  svg: {fontCache: 'global'}
};
</script>
<script src="{{ resources.teachkit_assets }}/""" + MATHJAX_SCRIPT + r""""></script>
"""

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

SLIDES_TEMPLATE = r"""{%- extends 'index.html.j2' -%}
{#- nbconvert's reveal template, with every remote script replaced by a local one or left out -#}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}""" + MATHJAX_HEAD + r"""{%- endblock html_head_js_mathjax -%}
{%- block html_head_css -%}
<style>
/* headings as written (the white theme shouts them in capitals); beats the theme, which loads later */
.reveal .slides :is(h1, h2, h3, h4, h5, h6) { text-transform: none; }
.reveal .jp-InputArea-editor { overflow-x: auto; }  /* long code lines scroll instead of being cut off */
details.teachkit-hidden-input > summary { cursor: pointer; font-size: 0.8em; color: #666; }
</style>
{%- endblock html_head_css -%}
{%- block footer_js -%}
{%- set prefix = resources.reveal.url_prefix -%}
<script src="{{ prefix }}/dist/reveal.js"></script>
<script src="{{ prefix }}/plugin/notes/notes.js"></script>
<script>
Reveal.initialize({
  controls: true, progress: true, history: true, center: false,
  transition: "{{ resources.reveal.transition | default('slide', true) }}",
  slideNumber: "{{ resources.reveal.number | default('c/t', true) }}",
  width: {{ resources.reveal.width | default('960', true) }},
  height: {{ resources.reveal.height | default('700', true) }},
  plugins: [RevealNotes]
});
// a slide taller than the screen scrolls instead of being cut off (nbconvert does this with jQuery)
function scrollTallSlides() {
  var limit = document.querySelector('.reveal').offsetHeight * 0.95;
  document.querySelectorAll('section.present section, .slides > section.present').forEach(function (s) {
    if (s.scrollHeight > limit) { s.style.height = 'calc(95vh)'; s.style.overflowY = 'auto'; }
  });
}
{%- if resources.reveal.scroll %}
Reveal.on('ready', scrollTallSlides);
Reveal.on('slidechanged', scrollTallSlides);
{%- endif %}
</script>
{%- endblock footer_js -%}
""" + HIDDEN_INPUT

PAGE_TEMPLATE = r"""{%- extends 'index.html.j2' -%}
{#- nbconvert's lab template, with every remote script replaced by a local one or left out -#}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block html_head_js_mathjax -%}""" + MATHJAX_HEAD + r"""{%- endblock html_head_js_mathjax -%}
""" + HIDDEN_INPUT

TEMPLATES = DictLoader({"teachkit-slides.html.j2": SLIDES_TEMPLATE, "teachkit-page.html.j2": PAGE_TEMPLATE})


def exporter(kind: str, theme: str = "white"):
    """An nbconvert exporter for ``kind`` ("slides" or "html") that writes offline pages."""
    from nbconvert import HTMLExporter, SlidesExporter

    if kind not in KINDS:
        raise ExportError(f"kind must be one of {sorted(KINDS)}, got {kind!r}")
    if kind == "slides":
        ex = SlidesExporter(template_name="reveal", template_file="teachkit-slides.html.j2",
                            extra_loaders=[TEMPLATES], reveal_url_prefix=f"{ASSETS}/reveal.js",
                            reveal_theme=theme, reveal_scroll=True)
    else:
        ex = HTMLExporter(template_name="lab", template_file="teachkit-page.html.j2", extra_loaders=[TEMPLATES])
    ex.register_preprocessor(OfflinePlayers(), enabled=True)
    ex.register_preprocessor(LocalLinks(suffix=KINDS[kind]), enabled=True)
    return ex


# ---- what a page loads -------------------------------------------------------------------------------
_LOADING_ATTRS = {"script": ("src",), "link": ("href",), "img": ("src", "srcset"), "iframe": ("src",),
                  "source": ("src", "srcset"), "video": ("src", "poster"), "audio": ("src",),
                  "embed": ("src",), "object": ("data",), "track": ("src",)}
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
    return [u.split("#")[0].split("?")[0] for u in loaded_urls(html)
            if not _REMOTE.match(u) and not re.match(r"^\s*([a-zA-Z][a-zA-Z0-9+.-]*:|#)", u)]


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
        raise MissingAssetsError(f"{spec} is not in {dest.parent} and npm is not installed to fetch it "
                                 f"(install Node.js, or copy the package there by hand)")
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([npm, "pack", "--silent", spec, "--pack-destination", tmp], cwd=tmp,
                              capture_output=True, text=True, timeout=300)
        tarballs = list(Path(tmp).glob("*.tgz"))
        if done.returncode or not tarballs:
            raise MissingAssetsError(f"npm pack {spec} failed: {done.stderr.strip() or done.stdout.strip()}")
        staging = Path(tmp) / "unpacked"
        with tarfile.open(tarballs[0]) as tar:
            members = [m for m in tar.getmembers() if m.isfile() and _wanted(m.name, files)]
            safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}  # Python >= 3.10.12
            tar.extractall(staging, members=members, **safe)
        if dest.exists():
            shutil.rmtree(dest)
        shutil.move(staging / "package", dest)


def vendor(folder: str | Path = DEFAULT_VENDOR) -> Path:
    """Make sure reveal.js and MathJax are unpacked in ``folder`` (fetching them from npm once)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for spec, files in ((REVEAL, REVEAL_FILES), (MATHJAX, MATHJAX_FILES)):
        dest = _package_dir(folder, spec)
        complete = all((dest / f).exists() for f in files)
        if not complete:
            _npm_pack(spec, files, dest)
    return folder


def install_assets(out: Path, vendor_folder: Path, kind: str, theme: str = "white") -> Path:
    """Copy what the pages need from the vendor folder into ``out/assets`` (reveal.js only for slides)."""
    assets = out / ASSETS
    mathjax = _package_dir(vendor_folder, MATHJAX)
    pieces = [(mathjax / "es5" / "tex-svg-full.js", assets / MATHJAX_SCRIPT),
              (mathjax / "LICENSE", assets / "mathjax" / "LICENSE")]
    if kind == "slides":
        reveal = _package_dir(vendor_folder, REVEAL)
        theme_css = reveal / "dist" / "theme" / f"{theme}.css"
        if not theme_css.exists():
            themes = sorted(p.stem for p in (reveal / "dist" / "theme").glob("*.css"))
            raise ExportError(f"reveal.js has no theme {theme!r}; choose one of {themes}")
        pieces += [(reveal / f, assets / "reveal.js" / f) for f in
                   ("dist/reveal.css", "dist/reveal.js", "plugin/notes/notes.js", "LICENSE")]
        pieces += [(theme_css, assets / "reveal.js" / "dist" / "theme" / theme_css.name),
                   (reveal / "dist" / "theme" / "fonts", assets / "reveal.js" / "dist" / "theme" / "fonts")]
    for src, dst in pieces:
        if not src.exists():
            raise MissingAssetsError(f"{src} is missing: run `python -m teachkit.export vendor {vendor_folder}`")
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.is_dir():
            shutil.copytree(src, dst, dirs_exist_ok=True)
        else:
            shutil.copyfile(src, dst)
    for css in assets.rglob("*.css"):
        check_offline(css.read_text(encoding="utf-8"), css)
    return assets


def check_offline(html: str, where: Path | str) -> None:
    """Raise RemoteAssetError if a page or style sheet would load anything from the network."""
    remote = remote_urls(html)
    if remote:
        raise RemoteAssetError(f"{where} would load {len(remote)} remote URL(s), e.g. {remote[0]!r}; "
                               f"exports must work offline")


# ---- building ----------------------------------------------------------------------------------------
def export_notebook(path: str | Path, out: Path, kind: str, theme: str = "white") -> Exported:
    """Write one notebook as an offline deck or page into ``out`` (assets must already be there)."""
    path = Path(path)
    nb = nbformat.read(path, as_version=4)
    resources = {"metadata": {"name": path.stem, "path": str(path.parent)}, "teachkit_assets": ASSETS}
    body, resources = exporter(kind, theme).from_notebook_node(nb, resources=resources)
    target = out / f"{path.stem}{KINDS[kind]}"
    check_offline(body, target)
    missing = [p for p in local_paths(body) if not (out / p).exists()]
    if missing:
        raise MissingAssetsError(f"{target} refers to files that are not there: {missing[:3]}")
    target.write_text(body, encoding="utf-8")
    shown = body.count(f'<div class="{OFFLINE_MARK}"')  # in the page itself: decks leave out 'skip' cells
    return Exported(target, shown, resources.get("teachkit", {}).get("dropped_widgets", 0))


def build(notebooks: list[str | Path], out: str | Path, kind: str, *, vendor_folder: str | Path = DEFAULT_VENDOR,
          theme: str = "white") -> list[Exported]:
    """Export every notebook as ``kind`` ("slides" or "html") into ``out``, with its assets, offline."""
    if kind not in KINDS:
        raise ExportError(f"kind must be one of {sorted(KINDS)}, got {kind!r}")
    if not notebooks:
        raise ExportError("no notebooks given to export")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    install_assets(out, vendor(vendor_folder), kind, theme)
    return [export_notebook(nb, out, kind, theme) for nb in notebooks]


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
    v = sub.add_parser("vendor", help="fetch reveal.js and MathJax from npm into a folder")
    v.add_argument("folder", type=Path, nargs="?", default=DEFAULT_VENDOR)
    args = parser.parse_args(argv)
    if args.command == "vendor":
        print(f"reveal.js and MathJax are in {vendor(args.folder)}")
        return 0
    for done in build(args.notebooks, args.out, args.command, vendor_folder=args.vendor, theme=args.theme):
        note = f", {done.dropped_widgets} live-only widget(s) shown as text" if done.dropped_widgets else ""
        print(f"wrote {done.path} ({done.path.stat().st_size // 1024} KiB, {done.animations} animation(s){note})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
