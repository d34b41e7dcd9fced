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


def test_a_markdown_answer_is_wrapped_in_a_closed_details_under_its_neutral_title_and_unwrapped_back():
    text = "**Answer** (open after you have predicted)\n\nAlways $-1$: disk 2 goes A → C.\n\n* one\n* two"
    wrapped = folding.details_markdown(text)
    assert wrapped.startswith("<details>\n<summary><b>Answer</b> (open after you have predicted)</summary>\n\n")
    assert wrapped.endswith("\n\n</details>") and "<details open" not in wrapped
    assert "Always $-1$" in wrapped and folding.details_markdown(wrapped) == wrapped  # once only
    assert folding.undetail(wrapped) == text
    assert folding.undetail(text) == text  # not wrapped: unchanged
    # a continuation without the neutral first line gets the role's title, and keeps all its text inside
    more = folding.details_markdown("The three cases:\n\n* leaves", folding.ANSWER)
    assert more.startswith("<details>\n<summary><b>Answer</b>") and "The three cases:" in more.split("</summary>")[1]
    solution = folding.details_markdown("Proof: by induction.", folding.SOLUTION)
    assert "<summary><b>Solution</b> (open after you have tried)</summary>" in solution


def test_execute_and_py2nb_fold_markdown_answers_and_the_formula_does_not_count_the_tags():
    import nbformat

    from teachkit.nbtools import fold_markdown_answers, study_minutes

    answer = nbformat.v4.new_markdown_cell("**Answer** (open after you have predicted)\n\n" + "word " * 300)
    answer.metadata["tags"] = ["answer"]
    plain = nbformat.v4.new_markdown_cell("**Answer** stays as it is")
    nb = nbformat.v4.new_notebook(cells=[answer, plain])
    before = study_minutes(nb)
    fold_markdown_answers(nb)
    assert nb.cells[0].source.startswith("<details>") and nb.cells[1].source == "**Answer** stays as it is"
    assert study_minutes(nb) == before
