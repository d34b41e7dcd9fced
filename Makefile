# teachkit — every target sets itself up: a fresh machine needs nothing but Python >= 3.10.
#   make lab        JupyterLab on the notebooks (installs only what a student needs)
#   make test       unit tests + nbval on every notebook + browser tests (what CI runs)
#   make notebooks  re-execute every notebook in place (the only way stored outputs change)
#   make upgrade    refresh constraints.txt (the exact versions every install uses), then make notebooks
#   make slides     offline reveal.js decks in build/slides/    make html   offline pages in build/html/
#   make lint       ruff check + ruff format --check (house style: pyproject.toml [tool.ruff]), import layers, mypy
#   make book       the website (jupyter-book) in build/site/book/   make lite   JupyterLite in build/site/lite/
#   make e2e        browser tests: JupyterLab + the exports in Debian's Chromium (screenshots in build/e2e/)
#   make a11y       axe-core on every notebook, book page and deck, every deck at two sizes (CI runs it)

PYTHON ?= python3
comma  := ,
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.teachkit-installed
# Every install uses the exact versions in constraints.txt (uv's universal lock: one set per Python version),
# so make notebooks, make lab and make test run what produced the stored outputs. make upgrade refreshes it.
CONSTRAINTS := constraints.txt
EXTRAS      := lab,test,site,fast
NOTEBOOKS := $(sort $(wildcard notebooks/[0-9][0-9]-*.ipynb))
export PYTHONHASHSEED := 0
# JupyterLab refuses to run as root unless told; containers and CI often are root.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)
# reveal.js and MathJax for offline exports: fetched once from the npm registry (npm pack) into build/vendor.
VENDOR   := build/vendor
# Browser tests use Debian's Chromium, installed with apt (root in CI; sudo elsewhere), never a downloaded one.
CHROMIUM ?= /usr/bin/chromium
SUDO     := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: help install upgrade lock lab test unit unit-all nbval lint book lite notebooks sync bench clean slides html e2e chromium

help:
	@echo "make lab | test | unit | nbval | lint | e2e | notebooks | slides | html | book | lite | bench | upgrade | clean"

# Two installs: make lab needs only what a student uses (teachkit + JupyterLab: the "lab" extra); every other
# target installs all extras (tests, sites, numba). The full install satisfies make lab too.
LAB_STAMP := $(VENV)/.teachkit-lab-installed
PYTHON_OK := @$(PYTHON) -c 'import sys; sys.exit("teachkit needs Python >= 3.10, found " + sys.version.split()[0]) if sys.version_info < (3, 10) else None'

$(STAMP): pyproject.toml $(CONSTRAINTS)
	$(PYTHON_OK)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[$(EXTRAS)]'
	$(BIN)/python -m teachkit.sliding.aot_build || echo "the IDA* kernels were not compiled ahead of time: numba's run"
	touch $@ $(LAB_STAMP)

$(LAB_STAMP): pyproject.toml $(CONSTRAINTS)
	$(PYTHON_OK)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[lab]'
	touch $@

# make upgrade: re-resolve constraints.txt to the newest versions pyproject.toml allows (Python 3.10 and up),
# install them, then re-execute the notebooks with them: commit constraints.txt and the notebooks together.
# make lock: the same without --upgrade (after a dependency was added to pyproject.toml: other pins stay).
LOCK = $(BIN)/uv pip compile pyproject.toml $(foreach e,$(subst $(comma), ,$(EXTRAS)) grade,--extra $(e)) \
	--universal --python-version 3.10 --quiet --custom-compile-command "make upgrade" -o $(CONSTRAINTS)
upgrade lock:
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip uv
	$(LOCK) $(if $(filter upgrade,$@),--upgrade)
	$(BIN)/python .ci/environment.py
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[$(EXTRAS)]'
	touch $(STAMP)
	@echo "constraints.txt refreshed: now run make notebooks and make test, and commit both"

install: $(STAMP)

# The shipped notebooks are trusted: their Players animate and their play boards play at once, no kernel needed
# (no widget state either: a board is HTML, and plays in a plain JupyterLab reopened without its kernel).
lab: $(LAB_STAMP)
	$(BIN)/jupyter trust $(NOTEBOOKS)
	$(BIN)/jupyter lab --ServerApp.root_dir=notebooks $(ALLOW_ROOT) $(LAB_ARGS) notebooks/00-index.ipynb

# Unit tests run on every core (pytest-xdist; a file's tests stay on one worker). `make unit` is the fast subset
# (no test marked slow); `make test` runs them all and prints the slowest.
JOBS     ?= auto
PARALLEL := -n $(JOBS) --dist loadfile
unit: install
	$(BIN)/python -m pytest -p no:cacheprovider tests --ignore=tests/e2e -m "not slow" $(PARALLEL)

unit-all: install
	$(BIN)/python -m pytest -p no:cacheprovider tests --ignore=tests/e2e $(PARALLEL) --durations=15

nbval: install
	$(BIN)/python -m pytest -p no:cacheprovider --nbval --nbval-current-env \
		--nbval-sanitize-with tests/nbval_sanitize.cfg $(NOTEBOOKS)

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	$(BIN)/mypy teachkit

test: lint unit-all nbval e2e

slides: install
	$(BIN)/python -m teachkit.export slides --out build/slides --vendor $(VENDOR) --course course $(NOTEBOOKS)

html: install
	$(BIN)/python -m teachkit.export html --out build/html --vendor $(VENDOR) $(NOTEBOOKS)

# The website and the in-browser site, side by side in build/site/ (book/ and lite/), built offline from the
# stored outputs. REPO_URL sets where the Binder and repository buttons point.
SITE     := build/site
REPO_URL ?=
# EDITION=student (the default: no solutions, answers or notes, teachkit/release.py) or EDITION=instructor.
EDITION  ?= student
book: install
	$(BIN)/python book/build.py --out build/book --site $(SITE)/book --vendor $(VENDOR) --strict --edition $(EDITION) \
		$(if $(REPO_URL),--repo $(REPO_URL))

lite: install
	$(BIN)/python lite/build.py --site $(SITE)/lite $(NOTEBOOKS)

chromium:
	@test -x $(CHROMIUM) || \
		($(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium)

e2e: install chromium slides html book lite
	TEACHKIT_E2E=1 TEACHKIT_CHROMIUM=$(CHROMIUM) $(BIN)/python -m pytest -p no:cacheprovider tests/e2e

notebooks: install
	$(BIN)/python -m teachkit execute $(NOTEBOOKS)
	$(MAKE) sync

# make sync: each notebook and its text twin scripts/NN-x.py (paired in jupytext.toml) brought in step, the newer
# one winning: after `make notebooks` the twins are rewritten; after editing a twin its notebook's cells are
# updated (outputs kept). tests/test_project.py checks every pair agrees.
sync: install
	$(BIN)/jupytext --quiet --sync $(NOTEBOOKS)

# make bench: every benchmark in turn (hanoi, knight, IDA* vs C, sliding, player, notebooks), then one summary
# table of the issue-14 rows from that run (benchmarks/summary.py; about 10 min on 2 quiet cores).
# HARDEST='5 12' also solves those 80-move positions with the fast search and C (minutes each); HARDEST=all: all 17.
# The IDA* kernels are compiled ahead of time first (teachkit.sliding.aot_build; again only if kernels.py changed).
HARDEST ?=
bench: install chromium
	$(BIN)/python -m teachkit.sliding.aot_build || echo "the IDA* kernels were not compiled ahead of time: numba's run"
	$(BIN)/python benchmarks/summary.py $(if $(strip $(HARDEST)),--hardest $(HARDEST))

clean:
	rm -rf $(VENV) build .pytest_cache

# make a11y: axe-core (npm) on every notebook in JupyterLab, every book page and every deck: no critical or serious
# violation; and the slide walk at 1920x1080 and on the course deck too. make e2e (so make test) checks a
# representative notebook and walks each notebook's deck at 1280x720; CI runs this after make test (.ci/run).
.PHONY: a11y
a11y: install chromium book
	TEACHKIT_AXE_ALL=1 TEACHKIT_SLIDES_ALL=1 TEACHKIT_E2E=1 TEACHKIT_CHROMIUM=$(CHROMIUM) \
		$(BIN)/python -m pytest -p no:cacheprovider tests/e2e/test_e2e_axe.py tests/e2e/test_e2e_slides.py

# ---- For teachers (issue 23): make release, make grade SUBMISSIONS=DIR, make test-class --------------------------
# make release: build/release/student (no solutions, answers or notes) and build/release/instructor (everything),
# each a folder to zip or push (teachkit/release.py). make grade: nbgrader autogrades the notebooks in
# SUBMISSIONS (one folder per student) against the student edition: build/grade/gradebook.csv, grades.csv and
# feedback/<student>.md (teachkit/grade.py). nbgrader (the "grade" extra) goes into the same venv; its JupyterLab
# and server extensions, and those of the notebook package it brings, stay off: make lab looks and starts as before.
.PHONY: release grade test-grade test-class
RELEASE     := build/release
GRADE_STAMP := $(VENV)/.teachkit-grade-installed
NBGRADER_SERVER := formgrader validate_assignment assignment_list course_list
$(GRADE_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[$(EXTRAS),grade]'
	$(BIN)/jupyter labextension disable --level=sys_prefix @jupyter/nbgrader @jupyter-notebook/lab-extension
	$(foreach e,$(NBGRADER_SERVER),$(BIN)/jupyter server extension disable --sys-prefix nbgrader.server_extensions.$(e) &&) \
		$(BIN)/jupyter server extension disable --sys-prefix notebook
	touch $@

release: install
	$(BIN)/python -m teachkit.release --out $(RELEASE) $(NOTEBOOKS)

SUBMISSIONS ?=
$(if $(filter grade,$(MAKECMDGOALS)),$(if $(SUBMISSIONS),,$(error usage: make grade SUBMISSIONS=DIR (DIR/<student>/<notebook>.ipynb))))
grade: $(GRADE_STAMP) release
	$(BIN)/python -m teachkit.grade --submissions $(SUBMISSIONS) --release $(RELEASE)/student --out build/grade

# The class tests: every student notebook runs top to bottom, and 17 simulated submissions get the grades expected
# (tests/test_grade_class.py, about 5 minutes on 2 busy cores). Other class tests append themselves to test-class.
test-grade: $(GRADE_STAMP)
	TEACHKIT_CLASS=1 $(BIN)/python -m pytest -p no:cacheprovider tests/test_grade_class.py -n 2 -s

test-class: test-grade

# A class on one server (issue 23): JupyterHub with nbgitpuller links (the "class" extra, installed with the
# rest) and npm's configurable-http-proxy (installed once into build/vendor, like reveal.js). CLASS_EDITION is
# the folder students get: make release's build/release/student (built first), or CLASS_EDITION=notebooks.
#   make class        serve CLASS_EDITION on http://127.0.0.1:8000 (prints the nbgitpuller links; Ctrl-C stops)
#   make test-class   CLASS_STUDENTS simulated students log in at once and run CLASS_NOTEBOOK (tests/class/)
#   make bench-class  how many students at once one machine serves with every cell under 10 s
.PHONY: class test-class bench-class
EXTRAS := $(EXTRAS),class
CHP_VERSION    := 5.3.0
CHP            := $(VENDOR)/configurable-http-proxy@$(CHP_VERSION)/node_modules/.bin/configurable-http-proxy
CLASS_EDITION  ?= $(RELEASE)/student
CLASS_STUDENTS ?= 3
CLASS_NOTEBOOK ?= 01-hanoi-recursion-and-binary-trees.ipynb
CLASS_ENV = TEACHKIT_CHP=$(CHP) TEACHKIT_CLASS_EDITION=$(CLASS_EDITION)

$(CHP):
	@command -v npm >/dev/null || ($(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y npm)
	npm install --prefix $(VENDOR)/configurable-http-proxy@$(CHP_VERSION) --no-save --no-audit --no-fund \
		--loglevel=error configurable-http-proxy@$(CHP_VERSION)

class: install release $(CHP)
	$(CLASS_ENV) $(BIN)/python -m classroom.localhub --edition $(CLASS_EDITION)

test-class: install chromium release $(CHP)
	$(CLASS_ENV) TEACHKIT_CLASS=1 TEACHKIT_CLASS_STUDENTS=$(CLASS_STUDENTS) TEACHKIT_CLASS_NOTEBOOK=$(CLASS_NOTEBOOK) \
		$(BIN)/python -m pytest -p no:cacheprovider -s tests/class

bench-class: install release $(CHP)
	$(CLASS_ENV) $(BIN)/python benchmarks/bench_class.py --edition $(CLASS_EDITION)
