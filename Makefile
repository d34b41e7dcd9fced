# teachkit — every target sets itself up: a fresh machine needs nothing but Python >= 3.10.
#   make lab        JupyterLab on the notebooks (installs only what a student needs)
#   make test       unit tests + nbval on every notebook + browser tests (what CI runs)
#   make notebooks  re-execute every notebook in place (the only way stored outputs change)
#   make upgrade    refresh constraints.txt (the exact versions every install uses), then make notebooks
#   make slides     offline reveal.js decks in build/slides/    make html   offline pages in build/html/
#   make lint       ruff check + ruff format --check (house style: pyproject.toml [tool.ruff])
#   make book       the website (jupyter-book) in build/site/book/   make lite   JupyterLite in build/site/lite/
#   make e2e        browser tests: JupyterLab + the exports in Debian's Chromium (screenshots in build/e2e/)

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

.PHONY: help install upgrade lock lab test unit unit-all nbval lint book lite notebooks bench clean slides html e2e chromium

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
	touch $@ $(LAB_STAMP)

$(LAB_STAMP): pyproject.toml $(CONSTRAINTS)
	$(PYTHON_OK)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[lab]'
	touch $@

# make upgrade: re-resolve constraints.txt to the newest versions pyproject.toml allows (Python 3.10 and up),
# install them, then re-execute the notebooks with them: commit constraints.txt and the notebooks together.
# make lock: the same without --upgrade (after a dependency was added to pyproject.toml: other pins stay).
LOCK = $(BIN)/uv pip compile pyproject.toml $(foreach e,$(subst $(comma), ,$(EXTRAS)),--extra $(e)) \
	--universal --python-version 3.10 --quiet --custom-compile-command "make upgrade" -o $(CONSTRAINTS)
upgrade lock:
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip uv
	$(LOCK) $(if $(filter upgrade,$@),--upgrade)
	$(BIN)/python -m pip install --quiet -c $(CONSTRAINTS) -e '.[$(EXTRAS)]'
	touch $(STAMP)
	@echo "constraints.txt refreshed: now run make notebooks and make test, and commit both"

install: $(STAMP)

# The shipped notebooks are trusted (their Players animate at once, no kernel needed) and JupyterLab saves
# widget state with a notebook (a play board reopened without its kernel still shows up), via an overrides file
# in the venv's JupyterLab settings.
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json
lab: $(LAB_STAMP)
	$(BIN)/jupyter trust $(NOTEBOOKS)
	@mkdir -p $(dir $(LAB_OVERRIDES)) && test -f $(LAB_OVERRIDES) || \
		echo '{"@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": true}}' > $(LAB_OVERRIDES)
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

test: lint unit-all nbval e2e

slides: install
	$(BIN)/python -m teachkit.export slides --out build/slides --vendor $(VENDOR) --course course $(NOTEBOOKS)

html: install
	$(BIN)/python -m teachkit.export html --out build/html --vendor $(VENDOR) $(NOTEBOOKS)

# The website and the in-browser site, side by side in build/site/ (book/ and lite/), built offline from the
# stored outputs. REPO_URL sets where the Binder and repository buttons point.
SITE     := build/site
REPO_URL ?=
book: install
	$(BIN)/python book/build.py --out build/book --site $(SITE)/book --vendor $(VENDOR) --strict $(if $(REPO_URL),--repo $(REPO_URL))

lite: install
	$(BIN)/python lite/build.py --site $(SITE)/lite $(NOTEBOOKS)

chromium:
	@test -x $(CHROMIUM) || \
		($(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium)

e2e: install chromium slides html book lite
	TEACHKIT_E2E=1 TEACHKIT_CHROMIUM=$(CHROMIUM) $(BIN)/python -m pytest -p no:cacheprovider tests/e2e

notebooks: install
	$(BIN)/python -m teachkit execute $(NOTEBOOKS)

# make bench: every benchmark in turn (hanoi, knight, IDA* vs C, sliding, player, notebooks), then one summary
# table of the issue-14 rows from that run (benchmarks/summary.py; about 10 min on 2 quiet cores).
# HARDEST='5 12' also solves those 80-move positions with the fast search and C (minutes each); HARDEST=all: all 17.
HARDEST ?=
bench: install chromium
	$(BIN)/python benchmarks/summary.py $(if $(strip $(HARDEST)),--hardest $(HARDEST))

clean:
	rm -rf $(VENV) build .pytest_cache

# A class on one server (issue 23): JupyterHub with nbgitpuller links (the "class" extra, installed with the
# rest) and npm's configurable-http-proxy (installed once into build/vendor, like reveal.js). CLASS_EDITION is
# the folder students get (make release's build/release/student once it exists; notebooks/ stands in for it).
#   make class        serve CLASS_EDITION on http://127.0.0.1:8000 (prints the nbgitpuller links; Ctrl-C stops)
#   make test-class   CLASS_STUDENTS simulated students log in at once and run CLASS_NOTEBOOK (tests/class/)
#   make bench-class  how many students at once one machine serves with every cell under 10 s
.PHONY: class test-class bench-class
EXTRAS := $(EXTRAS),class
CHP_VERSION    := 5.3.0
CHP            := $(VENDOR)/configurable-http-proxy@$(CHP_VERSION)/node_modules/.bin/configurable-http-proxy
CLASS_EDITION  ?= notebooks
CLASS_STUDENTS ?= 3
CLASS_NOTEBOOK ?= 01-hanoi-recursion-and-binary-trees.ipynb
CLASS_ENV = TEACHKIT_CHP=$(CHP) TEACHKIT_CLASS_EDITION=$(CLASS_EDITION)

$(CHP):
	@command -v npm >/dev/null || ($(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y npm)
	npm install --prefix $(VENDOR)/configurable-http-proxy@$(CHP_VERSION) --no-save --no-audit --no-fund \
		--loglevel=error configurable-http-proxy@$(CHP_VERSION)

class: install $(CHP)
	$(CLASS_ENV) $(BIN)/python -m classroom.localhub --edition $(CLASS_EDITION)

test-class: install chromium $(CHP)
	$(CLASS_ENV) TEACHKIT_CLASS=1 TEACHKIT_CLASS_STUDENTS=$(CLASS_STUDENTS) TEACHKIT_CLASS_NOTEBOOK=$(CLASS_NOTEBOOK) \
		$(BIN)/python -m pytest -p no:cacheprovider -s tests/class

bench-class: install $(CHP)
	$(CLASS_ENV) $(BIN)/python benchmarks/bench_class.py --edition $(CLASS_EDITION)
