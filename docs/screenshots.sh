#!/bin/sh
# Regenerate every screenshot in docs/: start, mid-game with a preview, final score, both
# maps; a table of three mid-turn and its final ranking; the game in Japanese; the themes
# (dark, high contrast, colour-blind palette); the Hint, par and a costly turn; the card
# flipper; a printed blank sheet (needs pdftoppm, from poppler-utils); close-ups of the
# sheet's print (badges, titles, crossings).
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
# Six seats' final ranking: the winner and the buttons stay in view, the rest scrolls
# when the window is short.
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --players "Ann,Bo,Cy,Gus:greedy,Rae:random,Sam:normal" \
  --to-end --screenshot docs/table-six-final.png
# Six seats in the smallest window (720x480): the big sheet as large as alone, the others
# as compact standings (a click on a chip shows that sheet).
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --players "Ann,Bo,Cy,Gus:greedy,Rae:random,Sam:normal" \
  --size 720x480 --play-turns 10 --screenshot docs/table-small-window.png
# The game in Japanese: solo on Tokyo mid-game, a table of three on Osaka mid-turn.
"$PY" -m metrox_desktop --lang ja --map tokyo --seed DOCS1 --play-turns 10 \
  --screenshot docs/tokyo-ja.png
"$PY" -m metrox_desktop --lang ja --map osaka --seed DOCS1 --players "さくら,ハル:greedy,ケン:random" \
  --play-turns 6 --screenshot docs/osaka-table-ja.png
# Against two friends' results (docs/result-code.md) on their deal: mid-turn (their
# choices are in, hidden until Ann writes) and the final ranking with its Share line;
# today's deal's final dialog (the deal of the day the script runs) with its share line.
YUKI=3UKZN-8BSXY-6PHU3-JUDDG-PEJ4E-85NK7-J3-2
KEN=APDNX-2T7DR-5FS85-GEP7J-3W85N-K7J3-9
"$PY" -m metrox_desktop --players Ann --friend "$YUKI" --friend "$KEN" --play-turns 9 \
  --screenshot docs/friends-mid-turn.png
"$PY" -m metrox_desktop --players Ann --friend "$YUKI" --friend "$KEN" --to-end \
  --screenshot docs/friends-final-ranking.png
"$PY" -m metrox_desktop --today --to-end --par --screenshot docs/today-final.png
# The Hint and the final dialog once par is worked out (--par takes a minute).
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --play-turns 5 --hint --screenshot docs/tokyo-hint.png
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --to-end --par --screenshot docs/tokyo-par.png
# A costly turn looked at again (the final dialog's Show): the replay viewer at the
# costliest choice of a greedy game on deal DOCS1, the choice made and the best ringed.
"$PY" - <<'EOF'
from PySide6.QtCore import QCoreApplication

from metrox_desktop.engine.ai import strategy_named
from metrox_desktop.engine.ai.review import bot_game, costly_turns
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.ui.history.viewer import open_turn
from metrox_desktop.ui.start.app import make_app

app = make_app([])
board, deck = Board.load("tokyo"), load_deck()
record = bot_game(board, deck, "DOCS1", strategy_named("greedy")).record()
[turn] = costly_turns(record, board, deck, 0, 1)
viewer = open_turn(None, record, board, 0, turn)
viewer.analyst.stop()  # the picture shows the turn the dialog listed, not the search
viewer.resize(1180, 820)  # as on a desktop screen (the offscreen one is 800x800)
for _ in range(20):
    QCoreApplication.processEvents()
viewer.grab().save("docs/tokyo-turn-review.png")
print("wrote docs/tokyo-turn-review.png")
EOF
# Themes: Tokyo mid-game dark and in high contrast, the table of three dark; the
# colour-blind palette is a setting (View > Colours), so it comes from a settings file.
for theme in dark contrast; do
  "$PY" -m metrox_desktop --theme "$theme" --map tokyo --seed DOCS1 --play-turns 10 \
    --screenshot "docs/tokyo-$theme.png"
done
"$PY" -m metrox_desktop --theme dark --map tokyo --seed DOCS1 --players "$TABLE" --play-turns 10 \
  --screenshot docs/table-dark.png
mkdir -p "$HOME_DIR/config"
echo '{"theme": "light+colour-blind"}' > "$HOME_DIR/config/settings.json"
"$PY" -m metrox_desktop --map tokyo --seed DOCS1 --play-turns 10 \
  --screenshot docs/tokyo-colour-blind.png
rm "$HOME_DIR/config/settings.json"
# The card flipper at deal ABC's reshuffle card (turn 3), and a blank Tokyo sheet as
# printed: the PDF's page at 100 dpi.
"$PY" -m metrox_desktop flipper --seed ABC --flips 3 --screenshot docs/flipper.png
"$PY" -m metrox_desktop sheets --map tokyo --out "$HOME_DIR/blank.pdf"
if command -v pdftoppm >/dev/null; then
  pdftoppm -png -r 100 -singlefile "$HOME_DIR/blank.pdf" docs/blank-sheet-tokyo
else
  echo "docs/screenshots.sh: pdftoppm is missing: docs/blank-sheet-tokyo.png not made" >&2
fi
# Close-ups of the sheet as the app draws it, to hold beside the printed sheet: Tokyo's
# Fukutoshin and Yurakucho badges with crown and diamond, both titles, Osaka's Sakaisuji
# crown clear of its boxes, and Tokyo's lines crossing (Marunouchi over Yurakucho, Ginza
# over Yurakucho, Hibiya over Hanzomon).
"$PY" - <<'EOF'
from PySide6.QtCore import QRectF

from metrox_desktop.engine.board import Board
from metrox_desktop.ui.sheet.render import ensure_app, render_image
from metrox_desktop.ui.sheet.scene import MapScene

ensure_app()
sheets = {m: MapScene(Board.load(m)) for m in ("tokyo", "osaka")}
for name, map_id, (x, y, w, h), scale in [
    ("closeup-tokyo-badges", "tokyo", (0, 20, 215, 140), 4),
    ("closeup-tokyo-title", "tokyo", (660, 5, 368, 100), 3),
    ("closeup-osaka-title", "osaka", (0, 5, 370, 105), 3),
    ("closeup-osaka-sakaisuji", "osaka", (500, 70, 190, 80), 4),
    ("closeup-tokyo-crossings", "tokyo", (700, 330, 200, 170), 3),
]:
    render_image(sheets[map_id], scale, region=QRectF(x, y, w, h)).save(f"docs/{name}.png")
    print(f"wrote docs/{name}.png")
EOF
rm -rf "$HOME_DIR"
