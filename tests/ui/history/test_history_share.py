"""History: Copy result of a finished game, and Compare of several games of one deal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from metrox_desktop.engine.board import Board
from metrox_desktop.engine.records import GameRecord, TurnRecord, record_json, replay
from metrox_desktop.engine.scoring import score
from metrox_desktop.persistence.saves import history_dir
from metrox_desktop.persistence.settings import Settings
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.history.history_window import HistoryWindow
from tests.sharing.games import bot_record
from tests.ui.helpers import shown_number

TOKYO = Board.load("tokyo")


def keep(name: str, record: GameRecord) -> None:
    folder = history_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(record_json(record), encoding="utf-8")


def opened(qtbot) -> HistoryWindow:
    history = HistoryWindow(history_dir())
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: history.model.complete, timeout=10_000)
    return history


def select(history: HistoryWindow, seeds: list[str]) -> None:
    """Select the rows of these deals, as Ctrl+click does."""
    model = history.table.selectionModel()
    model.clearSelection()
    for row in range(history.rows.rowCount()):
        item = history.model.items[history.rows.mapToSource(history.rows.index(row, 0)).row()]
        if getattr(item, "seed", None) in seeds:
            flags = (
                QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            )
            model.select(history.rows.index(row, 0), flags)
            model.setCurrentIndex(
                history.rows.index(row, 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )


def test_copy_result_puts_the_final_dialog_s_line_on_the_clipboard(qtbot) -> None:
    finished = bot_record(TOKYO, "CP1", ["You"], ["greedy"])
    keep("20260101-100000-tokyo-CP1.json", finished)
    settings = Settings.load()
    settings.player_name = "Yuki"  # asked at the first copy (tests/ui/dialogs/test_player_name)
    settings.save()
    left = replace(finished, turns=finished.turns[:6])
    keep("20260102-100000-tokyo-CP2.json", replace(left, seed="CP2"))
    history = opened(qtbot)

    select(history, ["CP2"])  # left unfinished: nothing to share yet
    assert not history.copy_button.isEnabled()
    assert "finished" in history.copy_button.toolTip()

    select(history, ["CP1"])
    assert history.copy_button.isEnabled()
    history.copy_button.click()
    line = ShareSection(finished, 0, TOKYO, named_here=True).line  # what the final dialog copies
    assert QGuiApplication.clipboard().text() == line
    assert line.startswith("MetroX Tokyo, deal CP1 \u2013 ")
    assert "Copied" in history.status.text()


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: messages.append(text))
    return messages


def test_compare_ranks_games_of_one_deal_and_names_another_deal(qtbot, said: list[str]) -> None:
    ann = bot_record(TOKYO, "CMP", ["Ann"], ["greedy"])
    bo = bot_record(TOKYO, "CMP", ["Bo"], ["random"])
    keep("20260101-100000-tokyo-CMP.json", ann)
    keep("20260102-100000-tokyo-CMP.json", bo)
    keep("20260103-100000-tokyo-OTHER.json", bot_record(TOKYO, "OTHER", ["Cy"], ["greedy"]))
    history = opened(qtbot)

    select(history, ["CMP"])
    assert len(history.chosen()) == 2
    assert history.compare_button.isEnabled()
    dialog = history.compare()
    assert dialog is not None
    qtbot.addWidget(dialog)
    # At one table, as the engine replays them side by side: crowns and diamonds shared.
    together = replace(
        bo,
        players=["Bo", "Ann"],
        turns=[
            TurnRecord(card=b.card, choices=[*b.choices, *a.choices])
            for b, a in zip(bo.turns, ann.turns, strict=True)
        ],
    )  # the list is newest first: Bo's game, then Ann's
    totals = {
        name: score(TOKYO, sheet).total
        for name, sheet in zip(together.players, replay(together, TOKYO).sheets, strict=True)
    }
    shown = [
        (
            row.name_label.text().replace("<b>", "").replace("</b>", ""),
            shown_number(row.values["total"].text()),
        )
        for row in dialog.ranking.rows
    ]
    assert sorted(shown, key=lambda pair: pair[0]) == sorted(totals.items())
    assert [total for _name, total in shown] == sorted(totals.values(), reverse=True)
    assert "deal CMP: 2 games" in dialog.headline.text()

    select(history, ["CMP", "OTHER"])
    assert history.compare() is None
    assert len(said) == 1
    assert said == [  # the newest game first: the first game of another deal is named
        "20260102-100000-tokyo-CMP.json: another deal (CMP) than"
        " 20260103-100000-tokyo-OTHER.json (OTHER)"
    ]
