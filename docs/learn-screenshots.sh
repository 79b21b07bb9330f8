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
# A small window (720x480) with the Hint: the card panel without scrolling, the Hint's
# tag clear of the route names and bonuses, the offer to zoom in the sheet's corner.
"$PY" -m metrox_desktop --screenshot docs/small-window-hint.png --size 720x480 --seed PANEL --play-turns 3 --hint
"$PY" -m metrox_desktop --lang ja --screenshot docs/small-window-hint-ja.png --size 720x480 --seed PANEL --play-turns 3 --hint
# A table of two at 720x480 with the Hint: small sheets' captions in one format.
"$PY" -m metrox_desktop --screenshot docs/table-720x480-hint.png --size 720x480 --seed PANEL --players "Ann,Bo" --play-turns 3 --hint
