"""The final dialog of a seat at a table across computers, against a real host process
on 127.0.0.1: par, the strong AI's score and the seat's costliest turns are worked out
on the host's deal (told at the end: the seat drew the host's cards without knowing
their order), spoken to the player as "you", and its result code holds that deal; with
the game's worker process running as it does in the app, which ranks the seat's cards
for its Hints but never works out par of a deal it does not know."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from metrox_desktop.engine.ai.review import deal_par
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.persistence.paths import data_dir
from metrox_desktop.persistence.review_cache import game_key
from metrox_desktop.sharing.result_code import decode
from metrox_desktop.ui.dialogs.par_section import ParSection
from metrox_desktop.ui.dialogs.share_section import ShareSection
from metrox_desktop.ui.table.verdict import VerdictWorker
from metrox_desktop.ui.window.table_entries import join_table
from tests.net.tables import LOOPBACK, Host, join
from tests.ui.helpers import open_window
from tests.ui.net.test_table_across_computers import GAME, final_dialog


@pytest.fixture
def small_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """Par and the costly turns with small searches: where the values come from is
    checked, not how good they are."""
    monkeypatch.setattr(ParSection, "default_width", 4)
    monkeypatch.setattr(ParSection, "default_work", 100)


def test_a_seats_final_dialog_reviews_its_game_on_the_hosts_deal(
    qtbot, tmp_path: Path, small_searches: None
):
    kept = tmp_path / "host.json"
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TPAR1", "--record", str(kept))
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    dialog = final_dialog(qtbot, window, seat)
    section = window.par_section
    assert section is not None
    qtbot.waitUntil(lambda: section.done, timeout=GAME)
    texts = [label.text() for label in section.findChildren(QLabel)]
    assert not any("could not be worked out" in text for text in texts), texts
    assert section.par is not None and section.par_label.text() == f"<b>{section.par.par}</b>"
    assert "Your score" in texts and "Ann's score" not in texts  # Ann is the one here
    assert any(text.startswith("Your costliest choices") for text in texts)
    # the result code to share holds Ann's game on the host's deal
    (share,) = dialog.findChildren(ShareSection)
    shared = decode(share.code_label.text())
    assert shared.seed == "TPAR1" and list(shared.players) == ["Ann"]
    assert host.finish() == 0
    record = json.loads(kept.read_text("utf-8"))
    ann = record["players"].index("Ann")
    assert [t.choices[0] for t in shared.turns] == [t["choices"][ann] for t in record["turns"]]


def test_a_seats_final_dialog_shows_par_of_the_hosts_deal_with_the_games_worker_running(
    qtbot, tmp_path: Path, small_searches: None, monkeypatch: pytest.MonkeyPatch
):
    # The worker process the app starts with every game: it followed the seat's game,
    # whose deal it was never told, and once worked out par of the deal "" for it.
    monkeypatch.setattr(VerdictWorker, "autostart", True)
    monkeypatch.setattr(VerdictWorker, "width", 4)
    monkeypatch.setattr(VerdictWorker, "work", 100)
    host = Host(tmp_path / "host", "--players", "2", "--seed", "TPAR1")
    join(tmp_path / "bot", host, "Bo", "--bot", "greedy")
    window = open_window(qtbot)
    seat = join_table(window, (LOOPBACK, host.port), host.room, "Ann")
    assert seat is not None
    final_dialog(qtbot, window, seat)
    verdict = window.session.verdict
    assert verdict is not None and verdict.process_id is not None  # it ran
    section = window.par_section
    assert section is not None
    qtbot.waitUntil(lambda: section.done, timeout=GAME)
    on_the_deal = deal_par(window.session.board, load_deck(), "TPAR1", 4, strong_work=100)
    assert section.par_label.text() == f"<b>{on_the_deal.par}</b>"
    assert section.strong_label.text() == f"<b>{on_the_deal.strong}</b>"
    texts = [label.text() for label in section.findChildren(QLabel)]
    assert any(text.startswith("Your costliest choices") for text in texts), texts
    # No values kept on disk under a deal it did not know: nothing would ever read them.
    reviews = data_dir() / "reviews"
    assert {p.name for p in reviews.glob("*")} <= {f"{game_key(window.session.record())}.json"}
    assert host.finish() == 0
