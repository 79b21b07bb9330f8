#!/bin/sh
# Regenerate the README screenshots: start, mid-game with a preview, final score; both maps;
# and a table of three players mid-turn and its final ranking.
# Run from the repository root: sh docs/screenshots.sh
set -e
PY=${PYTHON:-.venv/bin/python}
export QT_QPA_PLATFORM=offscreen
HOME_DIR=$(mktemp -d)  # never the player's own settings
export METROX_DESKTOP_HOME="$HOME_DIR"
export LANGUAGE=en  # English pictures on any system; the Japanese ones say --lang ja
for map in tokyo osaka; do
  "$PY" -m metrox_desktop --map "$map" --seed DOCS1 --screenshot "docs/$map-start.png"
  "$PY" -m metrox_desktop --map "$map" --seed DOCS1 --play-turns 10 \
    --screenshot "docs/$map-mid-game.png"
  "$PY" -m metrox_desktop --map "$map" --seed DOCS1 --to-end --screenshot "docs/$map-final-score.png"
done
# A table of three: two people and a greedy bot, mid-turn (Bo writes), and the ranking.
TABLE="Ann,Bo,Bot:greedy"
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --players "$TABLE" --play-turns 10 \
  --screenshot docs/table-mid-turn.png
"$PY" -m metrox_desktop --map osaka --seed DOCS1 --players "$TABLE" --to-end \
  --screenshot docs/table-final-ranking.png
# The game in Japanese: solo on Tokyo mid-game, a table of three on Osaka mid-turn.
"$PY" -m metrox_desktop --lang ja --map tokyo --seed DOCS1 --play-turns 10 \
  --screenshot docs/tokyo-ja.png
"$PY" -m metrox_desktop --lang ja --map osaka --seed DOCS1 --players "さくら,ハル:greedy,ケン:random" \
  --play-turns 6 --screenshot docs/osaka-table-ja.png
# The Hint (issue 10) and the final dialog once par is worked out (--par takes a minute).
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --play-turns 5 --hint --screenshot docs/tokyo-hint.png
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --to-end --par --screenshot docs/tokyo-par.png
rm -rf "$HOME_DIR"
