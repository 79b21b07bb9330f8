"""A friend who pastes their game's record itself (the file's text, sent in a chat)
rather than its result code: Play against a result reads it as it reads the file,
within a chat's code block, after the words they wrote, with its quotes made curly by
a notes app, beside a result code; and a record cut short is named by its first
characters, never shown whole."""

from __future__ import annotations

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import record_json
from metrox_desktop.sharing.result_code import encode
from tests.sharing.games import bot_record
from tests.ui.dialogs.test_pasted_codes import pasted

TOKYO = Board.load("tokyo")


def test_a_pasted_record_seats_the_friend_as_its_file_would(qtbot) -> None:
    yuki = record_json(bot_record(TOKYO, "PASTE3", ["Yuki"], ["greedy"]))  # as the file has it
    assert "\n" in yuki
    bo = encode(bot_record(TOKYO, "PASTE3", ["Bo"], ["random"]), 0, TOKYO)
    curly = " ".join(yuki.split()).replace('"', "\u201c")  # one line, quotes made curly
    for text in (
        f"my game on today's deal:\n```json\n{yuki}```\n",  # a chat's code block
        f"{curly}\n",
        f"{yuki}\n{bo}\n",  # and a friend's result code after it
    ):
        dialog = pasted(qtbot, text)
        assert dialog.problem() is None and dialog.play_button.isEnabled(), (
            dialog.problem_label.text()
        )
        table = dialog.table()
        assert (table.map_id, table.seed) == ("tokyo", "PASTE3")
        names = [s.name for s in table.seats]
        assert names in (["Ann", "Yuki"], ["Ann", "Yuki", "Bo"])


def test_a_record_cut_short_is_said_in_one_short_line(qtbot) -> None:
    yuki = record_json(bot_record(TOKYO, "PASTE3", ["Yuki"], ["greedy"]))
    dialog = pasted(qtbot, yuki[: len(yuki) // 2])  # a chat's limit cut it
    said = dialog.problem_label.text()
    assert not dialog.play_button.isEnabled()
    assert said.startswith('{ "format": "metrox-game/1",') and "not valid JSON" in said
    assert "\n" not in said and len(said) < 200
