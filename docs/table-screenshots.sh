#!/bin/sh
# The pictures of a table across computers (docs/table_screenshots.py): Join a table with
# an open table listed, a host with six seats mid-turn (also in Japanese on the dark
# theme, and in a small window), a seat's window mid-turn and reconnecting, a host at 99
# seats. Every host, seat and announcement is on 127.0.0.1. Run from the repository
# root: sh docs/table-screenshots.sh
set -e
PY=${PYTHON:-.venv/bin/python}
export QT_QPA_PLATFORM=offscreen
HOME_DIR=$(mktemp -d)  # never the player's own data folder
export METROX_DESKTOP_HOME="$HOME_DIR"
export LANGUAGE=en
"$PY" docs/table_screenshots.py
rm -rf "$HOME_DIR"
