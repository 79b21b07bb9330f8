"""Every game the app can start is saved and resumed through the real save path, or is
refused where its values enter (New game, --seed, --players, --friend, Play against a
result) with one line: never a game that autosaves every turn and cannot be read back.

Values are drawn at and past every limit: names of seats and friends (commas, controls,
75 and more kanji, emoji), deal codes of 39 to 41 characters and past, friends' codes
whose name or deal code is longer than a record holds."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from metrox_desktop.deal import DEAL_CODE_MAX, SEED_ALPHABET, deal_code_problem, typed_deal_code
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.match import Match, Phase
from metrox_desktop.engine.record_limits import NAME_MOST, SEED_MOST
from metrox_desktop.engine.records import record_json
from metrox_desktop.persistence import saves
from metrox_desktop.seats import NAME_MAX, Seat, SeatError, check_seats
from metrox_desktop.sharing.friends import seat_friends
from metrox_desktop.sharing.merge import MergeError
from metrox_desktop.sharing.result_code import encode
from tests.sharing.games import bot_record, unchecked_record

BOARDS = {map_id: Board.load(map_id) for map_id in ("tokyo", "osaka")}
# Characters of one, two, three and four bytes of UTF-8, and what a name cannot hold.
LETTERS = "aZ9 é東京ゆき🚇,:\t\u202e\u3000"


def text_near(limit: int) -> st.SearchStrategy[str]:
    """Texts of any length up to a little past ``limit``, and at the limit and one past."""
    return st.one_of(
        st.text(alphabet=LETTERS, max_size=limit + 2),
        st.sampled_from((limit - 1, limit, limit + 1)).flatmap(
            lambda n: st.text(alphabet=LETTERS, min_size=n, max_size=n)
        ),
    )


deal_codes = st.one_of(
    st.text(alphabet=SEED_ALPHABET, min_size=1, max_size=8),
    text_near(DEAL_CODE_MAX),
    st.sampled_from(("55g4r", "東" * DEAL_CODE_MAX, "🚇" * DEAL_CODE_MAX, " \u3000" * 50 + "7")),
)
names = st.one_of(text_near(NAME_MAX), st.sampled_from(("東" * 75, "漢" * NAME_MOST)))
seats = st.lists(
    st.tuples(names, st.sampled_from((None, None, "greedy", "random"))), min_size=1, max_size=4
)
friends = st.lists(
    st.tuples(
        st.one_of(text_near(NAME_MOST), st.just("東" * 75)),
        st.booleans(),  # given as a record file rather than a code
    ),
    max_size=3,
)
friend_deals = st.one_of(deal_codes, text_near(SEED_MOST), st.just("🚇" * SEED_MOST))


def started(
    map_id: str,
    deal: str | None,
    here: tuple[Seat, ...],
    folder: Path,
    friends_of: list[tuple[str, bool]],
) -> tuple[str, str, tuple[Seat, ...]] | str:
    """The game the app starts with these values (its map, deal code and seats), or the
    one line that refuses them where they enter."""
    try:
        check_seats(here)  # --players and the seat list of New game
    except SeatError as error:
        return str(error)
    if not friends_of:
        if deal is None:
            return map_id, "8HQ2C", here  # a random deal
        problem = deal_code_problem(deal)  # --seed and New game's deal code
        return problem if problem is not None else (map_id, typed_deal_code(deal), here)
    assert deal is not None
    sources = []
    for number, (name, as_file) in enumerate(friends_of):
        strategies = ["random"]
        fits = 0 < len(name) <= NAME_MOST and 0 < len(deal) <= SEED_MOST
        if not fits:  # another program's code, holding more than a record holds
            game = unchecked_record(BOARDS[map_id], deal, [name or "?"], strategies)
        else:
            game = bot_record(BOARDS[map_id], deal, [name], strategies)
        if as_file and fits:
            path = folder / f"friend-{number}.json"
            path.write_text(record_json(game), encoding="utf-8")
            sources.append(str(path))
        else:
            sources.append(encode(game))
    try:
        table = seat_friends(sources, here)  # --friend and Play against a result
    except MergeError as error:
        return str(error)
    return table.map_id, table.seed, table.seats


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    map_id=st.sampled_from(sorted(BOARDS)),
    deal=st.none() | deal_codes,
    friend_deal=friend_deals,
    here=seats,
    friends_of=friends,
    turns=st.sampled_from((0, 1, 7, 100)),
)
def test_every_game_the_app_starts_is_saved_and_resumed_or_refused_where_it_enters(
    tmp_path: Path,
    map_id: str,
    deal: str | None,
    friend_deal: str,
    here: list[tuple[str, str | None]],
    friends_of: list[tuple[str, bool]],
    turns: int,
) -> None:
    seated = tuple(Seat(name.strip(), bot) for name, bot in here)
    game = started(map_id, friend_deal if friends_of else deal, seated, tmp_path, friends_of)
    if isinstance(game, str):
        assert game and "\n" not in game  # refused in one line
        return
    map_id, seed, table = game
    match = Match.new(BOARDS[map_id], [seat.name for seat in table], load_deck(), seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if match.phase is Phase.OVER:
            break
        match = match.flip()
        for player in range(len(table)):
            if player not in match.chosen:
                options = match.legal_choices(player)
                match = match.choose(player, rng.choice(options) if options else None)
        match = match.resolve()
    kinds = tuple(seat.kind for seat in table)
    saved = saves.SavedGame(match, datetime(2026, 11, 26, 9, 30), kinds)
    path = tmp_path / "autosave.json"
    saves.write_save(saved, path)
    again = saves.read_save(path)  # the autosave a start reads back, through Match.resume
    assert again.match.record() == match.record()
    assert again.seats == kinds
