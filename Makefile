# teachkit — every target sets itself up: a fresh machine needs nothing but Python >= 3.10.
#   make lab        JupyterLab on the notebooks
#   make test       unit tests + nbval on every notebook + browser tests (what CI runs)
#   make notebooks  re-execute every notebook in place (the only way stored outputs change)
#   make slides     offline reveal.js decks in build/slides/    make html   offline pages in build/html/
#   make e2e        browser tests: JupyterLab + the exports in Debian's Chromium (screenshots in build/e2e/)

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.teachkit-installed
NOTEBOOKS := $(sort $(wildcard notebooks/[0-9][0-9]-*.ipynb))
export PYTHONHASHSEED := 0
# JupyterLab refuses to run as root unless told; containers and CI often are root.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)
# reveal.js and MathJax for offline exports: fetched once from the npm registry (npm pack) into build/vendor.
VENDOR   := build/vendor
# Browser tests use Debian's Chromium, installed with apt (root in CI; sudo elsewhere), never a downloaded one.
CHROMIUM ?= /usr/bin/chromium
SUDO     := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: help install lab test unit nbval notebooks bench clean slides html e2e chromium

help:
	@echo "make lab | test | unit | nbval | e2e | notebooks | slides | html | bench | clean"

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("teachkit needs Python >= 3.10, found " + sys.version.split()[0]) if sys.version_info < (3, 10) else None'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[lab,test]'
	touch $@

install: $(STAMP)

lab: install
	$(BIN)/jupyter lab --ServerApp.root_dir=notebooks $(ALLOW_ROOT) $(LAB_ARGS) notebooks/00-index.ipynb

unit: install
	$(BIN)/python -m pytest tests --ignore=tests/e2e

nbval: install
	$(BIN)/python -m pytest -p no:cacheprovider --nbval --nbval-current-env \
		--nbval-sanitize-with tests/nbval_sanitize.cfg $(NOTEBOOKS)

test: unit nbval e2e

slides: install
	$(BIN)/python -m teachkit.export slides --out build/slides --vendor $(VENDOR) --course course $(NOTEBOOKS)

html: install
	$(BIN)/python -m teachkit.export html --out build/html --vendor $(VENDOR) $(NOTEBOOKS)

chromium:
	@test -x $(CHROMIUM) || \
		($(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium)

e2e: install chromium slides html
	TEACHKIT_E2E=1 TEACHKIT_CHROMIUM=$(CHROMIUM) $(BIN)/python -m pytest -p no:cacheprovider tests/e2e

notebooks: install
	$(BIN)/python -m teachkit execute $(NOTEBOOKS)

bench: install
	for b in benchmarks/bench_*.py; do $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) build .pytest_cache
