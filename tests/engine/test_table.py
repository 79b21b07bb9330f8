"""The table without a window: people write in seat order and bots when they answer,
choices stay hidden until no person still has to write, a person takes back only a
choice of their own that shows, a refused command says why with a code and changes
nothing, and the table plays the rules' own game."""

from __future__ import annotations

import doctest
import random
import subprocess
import sys

import pytest

from metrox_desktop.engine import table as table_module
from metrox_desktop.engine.ai import PlayerView, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import CardKind, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.table import Refusal, Refused, SeatKind, Table

P, B, F, R = SeatKind.PERSON, SeatKind.BOT, SeatKind.FRIEND, SeatKind.REMOTE


@pytest.fixture(params=["tokyo", "osaka"])
def board(request: pytest.FixtureRequest) -> Board:
    return Board.load(request.param)


def bot_choice(table: Table, seat: int, rng: random.Random) -> Choice:
    match = table.match
    assert match.card is not None
    view = PlayerView(match.game, seat, match.card, match.deck)
    choice = strategy_named("greedy").choose(view, rng)
    assert choice is not None
    return choice


def route_card_table(board: Board, kinds: list[SeatKind], seed: str = "table") -> Table:
    """A table with a route card face up (free circles before it played)."""
    table = Table.new(board, [f"S{i}" for i in range(len(kinds))], load_deck(), seed, kinds)
    while table.flip().kind is CardKind.FREE:
        for seat in table.waiting():
            table.choose(seat, table.legal_choices(seat)[0])
    return table


def test_the_tour_runs_as_written() -> None:
    result = doctest.testmod(table_module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_importing_the_table_loads_no_qt() -> None:
    code = "import sys, metrox_desktop.engine.table\nprint('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_people_and_bots_play_a_whole_game_of_the_rules(board: Board) -> None:
    """Two people and two bots, bots answering at random moments: every turn, no
    choice shows while a person still writes, and the game is the one the match plays
    with the same choices."""
    kinds = [P, B, P, B]
    table = Table.new(board, ["Ann", "Bot1", "Bo", "Bot2"], load_deck(), "whole", kinds)
    plain = Match.new(board, table.names, load_deck(), "whole")
    rng = random.Random(3)
    while table.phase is not Phase.OVER:
        table.flip()
        plain = plain.flip()
        start = table.match.game.sheets
        made: dict[int, Choice] = {}
        while table.phase is Phase.CHOOSE:
            bots = table.waiting(B)
            if bots and (table.chooser is None or rng.random() < 0.5):
                seat = rng.choice(bots)
                made[seat] = bot_choice(table, seat, rng)
            else:
                person = table.chooser  # people at the screen are asked in seat order
                assert person is not None and person == min(table.waiting(P))
                seat = person
                made[seat] = rng.choice(table.legal_choices(seat))
            result = table.choose(seat, made[seat])
            if result is None and table.chooser is not None:
                for chosen in made:  # hidden while a person still has to write
                    assert table.visible_sheet(chosen) == start[chosen]
        assert table.settled is not None and table.settled == table.match.history[-1]
        for seat, choice in made.items():
            plain = plain.choose(seat, choice)
        plain = plain.resolve()
        assert table.match.game == plain.game
    assert table.match.history == plain.history


def test_a_person_never_takes_back_another_persons_hidden_choice(board: Board) -> None:
    table = route_card_table(board, [P, P, B])
    ann_start = table.match.game.sheets[0]
    table.choose(0, table.legal_choices(0)[0])
    assert table.chooser == 1
    assert table.why_not_undo(0) is Refusal.HIDDEN  # Bo holds the mouse
    assert table.why_not_undo(1) is Refusal.OTHERS_HIDDEN
    before = table.match
    with pytest.raises(Refused) as refused:
        table.undo(0)
    assert refused.value.reason is Refusal.HIDDEN and table.match is before
    assert table.visible_sheet(0) == ann_start
    table.reveal = True  # the teaching option shows it, and so opens it to undo
    assert table.visible_sheet(0) != ann_start and table.why_not_undo(0) is None
    table.reveal = False
    table.choose(1, table.legal_choices(1)[0])
    table.choose(2, table.legal_choices(2)[0])  # the bot settles the turn
    assert table.phase is Phase.FLIP
    assert table.why_not_undo(2) is Refusal.NOTHING_TO_UNDO  # a bot's choice is final
    assert table.undo(0) == 0  # once it shows, Ann takes hers back: the turn opens
    assert table.phase is Phase.CHOOSE and table.chooser == 0
    assert table.has_chosen(1) and table.has_chosen(2)
    assert table.why_not_undo(1) is Refusal.HIDDEN  # Bo's stays hidden from Ann


def test_a_choice_is_final_once_the_next_card_is_flipped(board: Board) -> None:
    table = route_card_table(board, [P])
    table.choose(0, table.legal_choices(0)[0])
    assert table.phase is Phase.FLIP and table.why_not_undo(0) is None
    table.flip()
    assert table.why_not_undo(0) is Refusal.NOTHING_TO_UNDO
    with pytest.raises(Refused):
        table.undo()


def test_the_undo_of_a_settled_turn_gives_the_turn_back(board: Board) -> None:
    table = route_card_table(board, [P, P])
    before = table.match
    first, second = table.legal_choices(0)[0], table.legal_choices(1)[-1]
    table.choose(0, first)
    table.choose(1, second)
    assert table.undo() == 1  # the last to write
    assert table.match.history == before.history and table.chooser == 1
    other = table.legal_choices(1)[0]
    result = table.choose(1, other)
    assert result is not None and result.moves[1].chosen == other
    assert result.moves[0].chosen == first  # Ann's choice stood


def test_the_last_turn_of_the_game_is_final_for_every_person(board: Board) -> None:
    """The last card leaves each sheet one choice only: nothing to take back, and the
    game's end (its score, the history, the day's result) stands."""
    table = Table.new(board, ["Ann", "Bo"], load_deck(), seed="ENDS", kinds=[P, P])
    while table.phase is not Phase.OVER:
        table.flip()
        for seat in table.waiting():
            table.choose(seat, table.legal_choices(seat)[0])
    assert table.written == (0, 1) and table.settled is not None
    assert [table.why_not_undo(seat) for seat in (0, 1)] == [Refusal.GAME_OVER] * 2
    with pytest.raises(Refused):
        table.undo()
    assert table.phase is Phase.OVER


def test_a_remote_seat_may_change_its_choice_until_the_turn_settles(board: Board) -> None:
    table = route_card_table(board, [R, R, R])
    assert table.chooser is None  # nobody is asked at this screen
    start = table.match.game.sheets
    table.choose(2, table.legal_choices(2)[0])
    table.choose(0, table.legal_choices(0)[0])
    assert table.why_not_undo(0) is None  # before the turn settles, a seat may change
    assert table.undo(0) == 0 and table.visible_sheet(0) == start[0]
    table.choose(0, table.legal_choices(0)[-1])
    table.choose(1, table.legal_choices(1)[0])
    assert table.phase is Phase.FLIP
    assert table.why_not_undo(1) is Refusal.SETTLED  # the settled turn was sent out


def test_a_host_may_make_a_settled_turn_final_for_its_own_people(board: Board) -> None:
    table = route_card_table(board, [P, R])
    table.reopen_settled = False
    table.choose(1, table.legal_choices(1)[0])
    table.choose(0, table.legal_choices(0)[0])
    assert table.phase is Phase.FLIP and table.why_not_undo(0) is Refusal.SETTLED


def test_friends_answer_when_they_like_and_are_final(board: Board) -> None:
    table = route_card_table(board, [F, P])
    assert table.chooser == 1 and table.waiting(F) == (0,)
    table.choose(0, table.legal_choices(0)[0])
    assert not table.choice_shown(0)  # the person has not written yet
    assert table.why_not_undo(0) is Refusal.NOTHING_TO_UNDO
    table.choose(1, table.legal_choices(1)[0])
    assert table.written == (1,)


def test_every_refusal_has_its_code_and_changes_nothing(board: Board) -> None:
    table = Table.new(board, ["Ann", "Bo"], load_deck(), "refused", [P, P])

    def refused(command: object, *args: object) -> Refusal:
        before = (table.match, table.written, table.chooser)
        with pytest.raises(Refused) as error:
            command(*args)  # type: ignore[operator]
        assert (table.match, table.written, table.chooser) == before
        return error.value.reason

    assert refused(table.choose, 0, Choice.route(0)) is Refusal.NO_CARD
    card = table.flip()
    assert refused(table.flip) is Refusal.STILL_CHOOSING
    assert refused(table.choose, 5, Choice.route(0)) is Refusal.NO_SUCH_SEAT
    while card.kind is not CardKind.FREE:
        table.choose(0, table.legal_choices(0)[0])
        table.choose(1, table.legal_choices(1)[0])
        card = table.flip()
    filled = next(s for s, mark in enumerate(table.match.game.sheets[0].marks) if mark)
    assert refused(table.choose, 0, Choice.station(filled)) is Refusal.STATION_FILLED
    assert refused(table.choose, 0, Choice.route(0)) is Refusal.NOT_A_STATION
    assert refused(table.choose, 0, Choice.station(10_000)) is Refusal.NOT_A_STATION
    table.choose(0, table.legal_choices(0)[0])
    assert refused(table.choose, 0, table.legal_choices(1)[0]) is Refusal.ALREADY_CHOSEN
    table.choose(1, table.legal_choices(1)[0])
    card = table.flip()
    while card.kind is CardKind.FREE:
        table.choose(0, table.legal_choices(0)[0])
        table.choose(1, table.legal_choices(1)[0])
        card = table.flip()
    assert refused(table.choose, 0, Choice.station(0)) is Refusal.NOT_A_ROUTE
    assert refused(table.choose, 0, Choice.route(board.route_count)) is Refusal.NOT_A_ROUTE


def test_a_full_route_is_refused_as_full(board: Board) -> None:
    table = route_card_table(board, [P], seed="full")
    route = min(range(board.route_count), key=lambda r: board.indicator_counts[r])
    while table.phase is not Phase.OVER:
        if table.phase is Phase.FLIP:
            table.flip()
        card = table.match.card
        assert card is not None
        if card.takes_route and Choice.route(route) not in table.legal_choices(0):
            break
        legal = table.legal_choices(0)
        table.choose(0, Choice.route(route) if Choice.route(route) in legal else legal[0])
    assert table.phase is Phase.CHOOSE
    assert table.why_not(0, Choice.route(route)) is Refusal.ROUTE_FULL
    with pytest.raises(Refused) as refused:
        table.choose(0, Choice.route(route))
    assert refused.value.rule is not None  # the rules' own words come along


def test_the_game_over_refuses_every_choice_and_flip(board: Board) -> None:
    table = Table.new(board, ["Ann"], load_deck(), "over")
    while table.phase is not Phase.OVER:
        table.flip()
        if table.phase is Phase.CHOOSE:
            table.choose(0, table.legal_choices(0)[0])
    assert table.why_not_flip() is Refusal.GAME_OVER
    assert table.why_not(0, Choice.route(0)) is Refusal.GAME_OVER
    assert table.card == table.match.history[-1].card  # the last card stays face up
