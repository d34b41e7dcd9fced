"""teachkit.folding: the label shown before an answer or a solution that JupyterLab runs (e2e: test_e2e_lab)."""

from teachkit import folding


class Events:
    def __init__(self):
        self.hooks = []

    def register(self, name, hook):
        assert name == "pre_run_cell"
        self.hooks.append(hook)


class Kernel:
    def __init__(self, metadata):
        self.metadata = metadata

    def get_parent(self, channel):
        return {"metadata": self.metadata}


class Shell:
    def __init__(self, metadata):
        self.events = Events()
        self.kernel = Kernel(metadata)


def test_role_comes_from_the_tags():
    assert folding.role({"tags": ["answer"]}) == "answer"
    assert folding.role({"tags": ["solution", "answer"]}) == "solution"
    assert folding.role({"jupyter": {"outputs_hidden": True}, "tags": ["predict"]}) is None  # the student's guess
    assert folding.role({"tags": ["predict"]}) is None and folding.role({}) is None


def test_the_label_is_the_first_line_and_the_script_folds_once_per_run():
    html = folding.label_html("answer", 7)
    assert html.split("\n")[0] == "answer — open after you predict"  # what JupyterLab's placeholder shows
    assert '"data-tk-folded") === "7"' in html and ".jp-Cell-outputCollapser" in html


def test_the_label_is_shown_only_when_jupyterlab_runs_an_answer(monkeypatch):
    shown = []
    monkeypatch.setattr("IPython.display.display", lambda data, raw: shown.append(data))
    for metadata, expected in [
        ({"tags": ["answer"], "cellId": "c1"}, 1),
        ({"tags": ["solution"], "cellId": "c2"}, 1),
        ({"tags": ["answer"]}, 0),  # nbclient (teachkit execute, nbval): no cell id, stored outputs unchanged
        ({"tags": ["exercise"], "cellId": "c3"}, 0),
    ]:
        shown.clear()
        shell = Shell(metadata)
        assert folding.register(shell) is True
        assert folding.register(shell) is True and len(shell.events.hooks) == 1  # once per shell
        shell.events.hooks[0]()
        assert len(shown) == expected, metadata
