"""The game the app starts when nothing is left unfinished: one like the last game
(its map, deck and seats), remembered in the settings as the window closes."""

from __future__ import annotations

from metrox_desktop.persistence.settings import Settings
from metrox_desktop.seats import Seat, SeatError, parse_seats, seats_text
from metrox_desktop.ui.table.friends import people_and_bots
from metrox_desktop.ui.table.session import GameSession


def remember_game(settings: Settings, session: GameSession) -> None:
    """Note the game in ``session`` as the one to start like next time (not saved here)."""
    if not session.started:
        return
    settings.map_id = session.board.map_id
    settings.deck_id = session.match.deck.spec.id
    # One person plays under the default name of the language of the day.
    # Friends' games belong to their deal: only the people and bots are remembered.
    # At a table across computers only this screen's seat was played here.
    kept = () if session.hosted else people_and_bots(session.seats)
    settings.seats = "" if not kept or _lone_person(kept) else seats_text(kept)


def last_seats(settings: Settings) -> tuple[Seat, ...] | None:
    """The seats of the last game (None: one person, as the first time)."""
    try:
        seats = parse_seats(settings.seats)
    except SeatError:  # none yet, or a bot the app no longer has
        return None
    return None if _lone_person(seats) else seats


def _lone_person(seats: tuple[Seat, ...]) -> bool:
    return len(seats) == 1 and not seats[0].is_bot
