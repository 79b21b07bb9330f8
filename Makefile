# Quick start: `make run` and `make test` on a fresh machine with Python 3.11+.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m metrox_desktop

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check metrox_desktop tests benchmarks
	$(BIN)/mypy metrox_desktop/engine metrox_desktop/maps

bench: $(STAMP)
	for b in benchmarks/bench_*.py; do QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) build dist *.egg-info
