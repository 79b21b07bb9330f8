# Quick start: `make run` and `make test` on a fresh machine with Python 3.11+.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

# The standalone bundle (packaging/metrox-desktop.spec) is built in its own venv with
# the app installed as users get it (not editable).
BUNDLE_VENV := build/bundle-venv
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
BUNDLE_TAR := dist/metrox-desktop-$(VERSION)-linux-$(shell uname -m).tar.gz
APP_ID := $(basename $(notdir $(wildcard packaging/*.desktop)))
ICON_SIZES := 16 24 32 48 64 128 256 512
# Qt's X11 plugin needs these at build time to carry them in the bundle (Debian/Ubuntu).
BUNDLE_LIBS := libxcb-icccm.so.4 libxcb-keysyms.so.1

.PHONY: run test lint bench bundle smoke i18n clean

# What each target needs, installed once into .venv: the app alone for `make run`; the
# test tools and the linters for `make test` and `make lint` (tests/test_architecture.py
# runs ruff and lint-imports, so the suite needs them too).
APP_STAMP := $(VENV)/.installed-app
STAMP := $(VENV)/.installed

# The venv's own pip (Python 3.11's installs an editable pyproject project) installs: a
# newer one first cost a fresh machine another download and 2 s.
$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)

$(APP_STAMP): pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(APP_STAMP)

$(STAMP): pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

run: $(APP_STAMP)
	$(BIN)/python -m metrox_desktop

# On every core (pytest-xdist): each worker is a process with its own Qt application,
# every test its own temporary user folder (tests/conftest.py); a test file stays on one
# worker, so a module's shared fixture (a par search, a window) is made once. Three workers
# more than the cores: many tests wait on a real process, a socket or a window's timer, and
# a core left idle meanwhile is what makes the suite slow (on 2 cores, 2,248 tests: 3
# workers took 223 and 230 s, 5 workers 197 and 190 s, on a quiet machine).
TEST_WORKERS ?= $(shell $(PYTHON) -c "import os; a = getattr(os, 'sched_getaffinity', None); print((len(a(0)) if a else os.cpu_count() or 1) + 3)")
# The tests' temporary folders on the RAM disk where there is one with room (2 GB free):
# each test's data folder takes the app's saves, written whole (fsync, rename) after
# every choice, and on a disk those waits were a quarter to a third of a game test's
# time. Nothing a test checks depends on the disk: a test of a full disk mounts its own.
TEST_TMPDIR ?= $(shell df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 > 2000000 {print "/dev/shm"}')
test: $(STAMP)
	$(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR) )QT_QPA_PLATFORM=offscreen \
	  $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile

# packaging/smoke is a Python script without the .py ending: named so ruff sees it.
LINTED := metrox_desktop tests benchmarks packaging packaging/smoke docs/examples

lint: $(STAMP)
	$(BIN)/ruff check $(LINTED)
	$(BIN)/ruff format --check $(LINTED)
	$(BIN)/mypy metrox_desktop docs/examples
	$(BIN)/lint-imports

# After changing texts of the interface: collect them into resources/i18n/*.ts
# (pyside6-lupdate), translate the new ones, then run it again to compile the .qm.
i18n: $(STAMP)
	$(BIN)/python -m metrox_desktop.i18n

bench: $(STAMP)
	for b in benchmarks/bench_*.py; do QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(BIN)/python $$b; done

$(BUNDLE_STAMP): pyproject.toml
	test -x $(BUNDLE_VENV)/bin/python || $(PYTHON) -m venv $(BUNDLE_VENV)
	$(BUNDLE_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BUNDLE_VENV)/bin/python -m pip install --quiet '.[bundle]'
	touch $(BUNDLE_STAMP)

# dist/metrox-desktop/ (one folder, runs without Python) and its .tar.gz.
bundle: $(BUNDLE_STAMP)
	@test "$$(uname)" != Linux || for lib in $(BUNDLE_LIBS); do \
	  /sbin/ldconfig -p | grep -q "$$lib" || { \
	  echo "make bundle: $$lib is missing: apt-get install libxcb-icccm4 libxcb-keysyms1"; \
	  exit 1; }; done
	$(BUNDLE_VENV)/bin/python -m pip install --quiet --no-deps --force-reinstall .
	rm -rf dist/metrox-desktop
	$(BUNDLE_VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
	  --workpath build/pyinstaller packaging/metrox-desktop.spec
	@# share/: the launcher entry, metainfo and icons, laid out as under ~/.local/share
	install -Dm644 packaging/$(APP_ID).desktop dist/metrox-desktop/share/applications/$(APP_ID).desktop
	install -Dm644 packaging/$(APP_ID).metainfo.xml dist/metrox-desktop/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 resources/icons/metrox-desktop.svg \
	  dist/metrox-desktop/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	for size in $(ICON_SIZES); do install -Dm644 resources/icons/metrox-desktop-$$size.png \
	  dist/metrox-desktop/share/icons/hicolor/$${size}x$$size/apps/$(APP_ID).png; done
	tar -C dist -czf $(BUNDLE_TAR) metrox-desktop
	@echo "bundle: dist/metrox-desktop/ $$(du -sh dist/metrox-desktop | cut -f1)," \
	  "$(BUNDLE_TAR) $$(du -h $(BUNDLE_TAR) | cut -f1)"

# The bundle, copied outside the checkout, shows its window, replays and checks maps.
smoke:
	packaging/smoke

clean:
	rm -rf $(VENV) build dist *.egg-info
