#!/bin/sh
# Screenshots of the guided first game (Help > Learn to play, --learn): its first
# lesson (the sheet), the star on the fourth card and the free circle on the sixth,
# and the first lesson in Japanese. Run from the repository root:
# sh docs/learn-screenshots.sh
set -e
PY=${PYTHON:-.venv/bin/python}
export QT_QPA_PLATFORM=offscreen
export METROX_DESKTOP_HOME="$(mktemp -d)"  # a picture never touches the player's files
"$PY" -m metrox_desktop --learn --screenshot docs/learn-1-sheet.png --size 1280x860
"$PY" -m metrox_desktop --learn --screenshot docs/learn-2-star.png --play-turns 3 --size 1280x860
"$PY" -m metrox_desktop --learn --screenshot docs/learn-3-free-circle.png --play-turns 5 --size 1280x860
"$PY" -m metrox_desktop --learn --lang ja --screenshot docs/learn-1-sheet-ja.png --size 1280x860
