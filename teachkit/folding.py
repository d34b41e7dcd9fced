"""Answers stay folded after Run All in JupyterLab, under a neutral label.

JupyterLab unfolds a cell's output whenever the cell runs (``CodeCell.execute`` sets ``outputHidden = false``,
with no setting to keep it), and a folded output's placeholder shows the output's first line -- which for a
Predict cell is the answer. So when JupyterLab runs a cell that is an answer or a solution (tagged ``answer``
or ``solution``), the kernel first displays a label: one line of text,
"answer — open after you predict", which becomes the placeholder's text, and a small script that folds the
cell's output again as soon as the label is drawn (JupyterLab runs scripts in outputs it has just produced).
A click on the placeholder opens the answer, which then stays open.

A *markdown* answer cannot be refolded that way (running a markdown cell shows it whole), so its text is stored
inside an HTML ``<details>`` element, closed, under the same neutral title (``details_markdown``): it stays
closed in JupyterLab after Run All, on GitHub and in any viewer, until the student clicks the title. The book
and the slides unwrap it (``undetail``) and fold it their own way (a dropdown; a fragment). Speaker notes (they
hold the answers to the questions a teacher asks) are folded the same way; the slides unwrap them into reveal's
speaker view.

The label is only shown when JupyterLab (or Notebook 7) runs the cell: they send the cell's metadata and id
with the request. ``python -m teachkit execute``, nbval and the exports send no cell id, so the stored
outputs do not change. Registered when teachkit is imported in an IPython kernel (see ``teachkit/__init__``).
"""

from __future__ import annotations

import html
import itertools
import re
from typing import Any

ANSWER, SOLUTION = "answer", "solution"
LABELS = {
    ANSWER: "answer — open after you predict",
    SOLUTION: "solution — open after you have tried",
}
_runs = itertools.count(1)

# Fold the output of the cell this script is in, once per run (a script that runs again when its output is
# shown again must not fold it back). JupyterLab's output collapser toggles the fold; a folded output's
# placeholder shows the first line of the label above.
_FOLD_JS = """<script>(function () {
  var me = document.currentScript, cell = me && me.closest ? me.closest(".jp-CodeCell") : null;
  if (!cell || cell.getAttribute("data-tk-folded") === "RUN") return;
  cell.setAttribute("data-tk-folded", "RUN");
  var collapser = cell.querySelector(".jp-Cell-outputCollapser .jp-Collapser-child") ||
    cell.querySelector(".jp-Cell-outputCollapser");
  if (collapser && !cell.querySelector(".jp-OutputPlaceholder")) collapser.click();
})();</script>"""


def role(metadata: dict[str, Any]) -> str | None:
    """'answer' or 'solution' if a cell with this metadata is one (by its tag), else None.

    (A Predict cell whose output is stored folded is not one: it shows the student's own guess, or asks for it.)
    """
    tags = metadata.get("tags") or []
    if SOLUTION in tags:
        return SOLUTION
    if ANSWER in tags:
        return ANSWER
    return None


def label_html(which: str, run: int) -> str:
    """The label (its first line is what a folded output shows) and the script that folds the output."""
    return html.escape(LABELS[which]) + "\n" + _FOLD_JS.replace("RUN", str(run))


def _request_metadata(shell) -> dict[str, Any]:
    """The metadata of the execute request being run (JupyterLab sends the cell's metadata and its id)."""
    kernel = getattr(shell, "kernel", None)
    if kernel is None:
        return {}
    try:
        parent = kernel.get_parent("shell") if hasattr(kernel, "get_parent") else kernel._parent_header
    except Exception:  # an older or different kernel: no label, nothing breaks
        return {}
    return (parent or {}).get("metadata") or {}


def register(shell=None) -> bool:
    """Show the label before every answer or solution cell that JupyterLab runs; True if now registered."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None or not hasattr(shell, "events"):
        return False
    if getattr(shell, "_teachkit_folding", False):
        return True

    def before_cell(info=None) -> None:
        metadata = _request_metadata(shell)
        which = role(metadata) if "cellId" in metadata else None
        if which:
            from IPython.display import display

            display({"text/html": label_html(which, next(_runs)), "text/plain": LABELS[which]}, raw=True)

    shell.events.register("pre_run_cell", before_cell)
    shell._teachkit_folding = True
    return True


NOTES = "notes"  # a speaker-notes cell (slide type notes): folded the same way, it holds Ask/Answer lines
TITLES = {
    ANSWER: "**Answer** (open after you have predicted)",
    SOLUTION: "**Solution** (open after you have tried)",
    NOTES: "**Speaker notes** — for the teacher",
}
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_DETAILS = re.compile(r"\A\s*<details>\s*<summary>(?P<title>.*?)</summary>\s*(?P<body>.*?)\s*</details>\s*\Z", re.S)
_NEUTRAL = re.compile(r"\A\*\*(Answer|Solution|Speaker notes)\b[^*]*\*\*.*\Z")


def details_markdown(source: str, which: str = ANSWER) -> str:
    """A markdown answer or solution wrapped in a closed ``<details>`` element, titled by its first line.

    The first line is the neutral title when it is one (``**Answer** (open after you have predicted)``,
    ``**Answer, continued**``); otherwise the title is ``TITLES[which]`` and the whole text goes inside. Already
    wrapped text is returned as it is.
    """
    if _DETAILS.match(source):
        return source
    first, _, rest = source.strip().partition("\n")
    if _NEUTRAL.match(first.strip()):
        title, body = first.strip(), rest.strip()
    else:
        title, body = TITLES[which], source.strip()
    summary = _BOLD.sub(r"<b>\1</b>", title)
    return f"<details>\n<summary>{summary}</summary>\n\n{body}\n\n</details>"


def undetail(source: str) -> str:
    """The inverse of ``details_markdown``: the title as a bold first line, then the text (unchanged if not wrapped)."""
    found = _DETAILS.match(source)
    if not found:
        return source
    title = re.sub(r"<b>(.+?)</b>", r"**\1**", found["title"].strip())
    return f"{title}\n\n{found['body']}"
