"""The line a player pastes into a chat: map, deal, total, par, day, and the result code.

    MetroX Tokyo, deal 55G4R – 42 points (91% of par). Today's deal, 2026-11-26. 5GFT2-...

The deal code stands apart, spaces on both sides: a player who copies it from the line
copies no punctuation with it (none would be read as part of it, deal.py, anyway). A
dash, not a hyphen, stands between it and the total, and the total is written as every
view writes it (``words.points_text``): "– 12 points", "– −3 points", never
"- 12 points", which reads as a total below zero.

The words are marked for translation (the window shows them in its language, the
command line in English); the result code is the same in every language. No Qt.
"""

from __future__ import annotations

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.sharing.result_code import encode
from metrox_desktop.sharing.today import is_daily_deal
from metrox_desktop.words import QT_TRANSLATE_NOOP, Words, points_text, with_minus

TOTAL = QT_TRANSLATE_NOOP("sharing", "MetroX {map}, deal {deal} \u2013 {total} points.")
TOTAL_PAR = QT_TRANSLATE_NOOP(
    "sharing", "MetroX {map}, deal {deal} \u2013 {total} points ({percent}% of par)."
)
DAY = QT_TRANSLATE_NOOP("sharing", "Today's deal, {date}.")
PRACTICE = QT_TRANSLATE_NOOP("sharing", "Today's deal, {date} (practice).")


def share_words(
    record: GameRecord, player: int, board: Board, map_name: str, par: int | None = None
) -> tuple[list[Words], str]:
    """The sentences of the share line (to translate one by one) and the result code;
    raises ResultCodeError (sharing.result_code) if the game has no code."""
    code = encode(record, player, board)
    total = score(board, replay(record, board).sheets[player]).total
    deal = record.seed or "?"
    points = points_text(total)
    if par is not None and par > 0:
        percent = with_minus(str(round(100 * total / par)))
        parts = [TOTAL_PAR.format(map=map_name, deal=deal, total=points, percent=percent)]
    else:
        parts = [TOTAL.format(map=map_name, deal=deal, total=points)]
    if record.today is not None and is_daily_deal(record):
        day = PRACTICE if record.today.practice else DAY
        parts.append(day.format(date=record.today.date))
    return parts, code


def share_line(parts: list[str], code: str) -> str:
    """The sentences (translated or not) and the code as one line."""
    return " ".join([*parts, code])
