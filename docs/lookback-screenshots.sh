#!/bin/sh
# Screenshots of looking back: the History list, the replay viewer with the
# strong AI's view of a turn, the Statistics window over 200 bot games (also in the
# dark theme and in Japanese), and a page of an exported sheet (needs pdftoppm, from
# poppler-utils). Run from the repository root: sh docs/lookback-screenshots.sh
set -e
PY=${PYTHON:-.venv/bin/python}
export QT_QPA_PLATFORM=offscreen
HOME_DIR=$(mktemp -d)  # never the player's own history
export METROX_DESKTOP_HOME="$HOME_DIR"
export LANGUAGE=en
HISTORY="$HOME_DIR/data/history"
# 200 games played by greedy bots (a person's seat marked as one), some left unfinished.
"$PY" benchmarks/history_games.py "$HISTORY" 200
# Par of the three newest solo Tokyo deals, as the final dialog keeps it.
"$PY" - "$HISTORY" <<'PYEOF'
import sys
from pathlib import Path
from metrox_desktop.engine.ai.review import deal_par
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import read_record
from metrox_desktop.persistence.par_cache import remember_par

board, deck = Board.load("tokyo"), load_deck()
solo = [r for r in map(read_record, sorted(Path(sys.argv[1]).glob("*-tokyo-*.json"), reverse=True))
        if r.players == ["You"]][:3]
for record in solo:
    remember_par("tokyo", record.deck, record.seed, deal_par(board, deck, record.seed).par)
PYEOF
# The windows, drawn once every row and number is in.
shoot() {  # WHAT FILE [LANG] [THEME]
  "$PY" - "$@" <<'PYEOF'
import sys
from PySide6.QtCore import QTimer
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.themes import start_theme

app = make_app([])
what, out = sys.argv[1], sys.argv[2]
set_language(sys.argv[3] if len(sys.argv) > 3 else "en")
if what == "history":
    from metrox_desktop.ui.history.history_window import HistoryWindow
    window = HistoryWindow(history_dir())
    ready = lambda: window.model.complete
else:
    from metrox_desktop.ui.history.stats_window import StatisticsWindow
    window = StatisticsWindow(history_dir())
    ready = lambda: window.ready
start_theme(sys.argv[4] if len(sys.argv) > 4 else "light")
window.show()

def shoot():
    if not ready():
        QTimer.singleShot(100, shoot)
        return
    if what == "stats":
        window.show_map("tokyo")
    QTimer.singleShot(200, lambda: (window.grab().save(out), app.quit()))

QTimer.singleShot(50, shoot)
app.exec()
print("wrote", out)
PYEOF
}
shoot history docs/history-list.png
shoot stats docs/statistics.png
shoot stats docs/statistics-dark.png en dark
shoot stats docs/statistics-ja.png ja
# The replay viewer on a solo game, at the first turn where the strong AI would have
# chosen otherwise (worked out as the viewer does; the viewer keeps it, so the picture
# shows it at once), at the viewer's own size on a screen larger than Qt's offscreen
# one (800x800).
TURN=$("$PY" - "$HISTORY" <<'PYEOF'
import sys
from pathlib import Path
from metrox_desktop.engine.ai.review import turn_values
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.records import read_record

path = sorted(Path(sys.argv[1]).glob("*-tokyo-H0.json"))[0]
record = read_record(path)
for value in turn_values(record, Board.load("tokyo"), load_deck()):
    if value.cost > 1.0 and value.turn > 6:
        print(value.turn)
        break
PYEOF
)
"$PY" -m metrox_desktop view "$(ls "$HISTORY"/*-tokyo-H0.json | head -1)" --turn "$TURN" \
  --size 1180x820 --screenshot docs/replay-ai-view.png
# A played sheet exported (Game > Export sheet, a PDF) and its page through pdftoppm: Ann
# alone on Osaka, deal 55G4R, after eight turns, the caption under the sheet.
"$PY" - "$HOME_DIR/export.pdf" <<'PYEOF'
import sys
from metrox_desktop.seats import parse_seats
from metrox_desktop.ui.sheet.export import export_sheets
from metrox_desktop.ui.start.app import make_app
from metrox_desktop.ui.table.autoplay import play_turns
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.keepsakes import sheet_pages
from metrox_desktop.ui.window.main_window import MainWindow

VerdictWorker.autostart = False  # no review process: the picture needs none
app = make_app([])
window = MainWindow()
window.start_game("osaka", seed="55G4R", seats=parse_seats("Ann"))
play_turns(window.session, 8)
export_sheets(window.session.board, sheet_pages(window.session, 0), sys.argv[1])
print("wrote", sys.argv[1])
PYEOF
if command -v pdftoppm >/dev/null; then
  pdftoppm -png -scale-to 1000 -singlefile "$HOME_DIR/export.pdf" docs/export-pdf-page
else
  echo "docs/lookback-screenshots.sh: pdftoppm is missing: docs/export-pdf-page.png not made" >&2
fi
rm -rf "$HOME_DIR"
