"""One rule for a player's name: a name --players refuses (a control or bidirectional
character, too long, a comma) is refused by Open game too, with the same reason, in one
line; a name both take opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.persistence import saves
from metrox_desktop.seats import Seat, SeatError, check_seats, parse_seats
from tests.persistence.hostile import record

REFUSED = {
    "right-to-left override": "Ann\u202eevil",
    "escape sequence": "Bo\x1b[31mred",
    "line break": "Ann\nBo",
    "zero-width space": "Ann\u200b",
    "too long": "A" * 30,
    "comma": "Ann, Bo",
}


@pytest.mark.parametrize("name", REFUSED.values(), ids=REFUSED.keys())
def test_a_name_players_refuses_is_refused_by_open_game_with_the_same_reason(
    tmp_path: Path, name: str
) -> None:
    with pytest.raises(SeatError) as refused:  # as --players and New game check a seat
        check_seats([Seat(name)])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record(players=[name])), encoding="utf-8")
    with pytest.raises(saves.SaveError) as opened:
        saves.read_save(path)
    message = str(opened.value)
    assert "\n" not in message and "\u202e" not in message and "\x1b" not in message
    assert str(refused.value) in message


def test_a_name_both_take_opens(tmp_path: Path) -> None:
    name = "Åsa-Li 2"
    assert [s.name for s in parse_seats(name)] == [name]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record(players=[name])), encoding="utf-8")
    assert saves.read_save(path).match.record().players == [name]
