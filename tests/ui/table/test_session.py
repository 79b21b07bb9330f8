"""GameSession: the match as a Qt model; signals, undo, previews straight from the engine."""

from __future__ import annotations

import pytest

from metrox_desktop.deal import random_seed
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import MatchError, Phase
from metrox_desktop.engine.rules import (
    IllegalChoice,
    apply_choice,
    newly_complete,
    stations_filled,
)
from metrox_desktop.ui.table.session import GameSession


@pytest.fixture
def session(qtbot) -> GameSession:
    s = GameSession()
    s.new_game(Board.load("tokyo"), load_deck(), "session")
    return s


def test_signals_follow_a_turn(session: GameSession) -> None:
    seen: list[str] = []
    session.card_flipped.connect(lambda _c: seen.append("flipped"))
    session.choice_made.connect(lambda _c: seen.append("chosen"))
    session.turn_resolved.connect(lambda _c: seen.append("resolved"))
    session.choice_undone.connect(lambda: seen.append("undone"))
    session.flip()
    choice = session.legal_choices()[0]
    session.choose(choice)
    session.undo()
    assert seen == ["flipped", "chosen", "resolved", "undone"]
    assert session.phase is Phase.CHOOSE


def test_preview_is_the_engine_move(session: GameSession) -> None:
    while True:
        card = session.flip()
        if card.kind is not CardKind.FREE:
            break
        session.choose(session.legal_choices()[0])
    for choice in session.legal_choices():
        preview = session.preview(choice)
        assert preview is not None
        move = apply_choice(session.board, session.sheet, card, choice)
        stations = stations_filled(session.board, session.sheet, card, choice.index)
        assert preview.stations == stations
        assert preview.mark == move.mark and preview.indicator == card.code
        assert preview.completing == newly_complete(session.board, move.sheet, move.stations)


def test_undo_only_until_the_next_flip(session: GameSession) -> None:
    session.flip()
    session.choose(session.legal_choices()[0])
    assert session.undo_stack.canUndo()
    assert session.card is not None  # the played card stays on show
    session.flip()
    assert not session.undo_stack.canUndo() and not session.undo()


def test_illegal_choices_are_explained_and_refused(session: GameSession) -> None:
    assert "Flip" in (session.why_illegal(Choice.route(0)) or "")
    with pytest.raises(MatchError):
        session.choose(Choice.route(0))
    card = session.flip()
    with pytest.raises(IllegalChoice):
        session.choose(Choice.for_card(card, 10_000))
    with pytest.raises(MatchError):
        session.flip()


def test_game_over_is_emitted_once_with_the_score(session: GameSession) -> None:
    scores = []
    session.game_over.connect(scores.append)
    while session.phase is not Phase.OVER:
        session.flip()
        session.choose(session.legal_choices()[-1])
    assert len(scores) == 1 and scores[0] == (session.score(),)  # by player


def test_deal_codes_are_short_and_readable() -> None:
    codes = {random_seed() for _ in range(50)}
    assert len(codes) > 45
    assert all(len(c) == 5 and not set(c) & set("01OI") for c in codes)
