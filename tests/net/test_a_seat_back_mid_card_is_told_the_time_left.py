"""A seat that comes back while a card with a time is on the table hears from the host
how much of it is left (the welcome's card, ``time_left``), and whether it was told late
on it (``late``: the grace runs), where it heard only the card's whole time and could
show nothing. Raw connections to a real host process on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from tests.net.tables import IN_TIME, Host, Raw


def test_a_seat_back_mid_card_hears_the_time_left_then_the_grace_left(tmp_path: Path) -> None:
    host = Host(
        tmp_path / "host", "--players", "2", "--turn-time", str(IN_TIME), "--bot-after-grace",
        "--idle-time", "60",
    )  # fmt: skip
    ann, bo = Raw(host.port), Raw(host.port)
    token = ann.hello(host.room, "Ann")["token"]
    assert bo.hello(host.room, "Bo")["type"] == "welcome"
    flipped = ann.until("card")
    assert flipped["turn_time"] == IN_TIME
    ann.close()  # Ann's connection drops mid-card, and comes back

    back = Raw(host.port)
    card = back.hello(host.room, "Ann", token)["card"]
    assert card["turn"] == flipped["turn"]
    assert card["turn_time"] == IN_TIME and 0 < card["time_left"] <= IN_TIME
    assert card["late"] == []  # the card's own time still runs
    late = bo.until("late")  # the time runs out: neither has chosen
    back.close()

    again = Raw(host.port)
    card = again.hello(host.room, "Ann", token)["card"]
    assert sorted(late["seats"]) == [0, 1] and sorted(card["late"]) == [0, 1]
    assert 0 < card["time_left"] <= IN_TIME  # of the grace, before the host's bot chooses
    again.close()
    bo.close()


def test_a_table_without_a_time_tells_none_left(tmp_path: Path) -> None:
    host = Host(tmp_path / "host", "--players", "1")
    ann = Raw(host.port)
    token = ann.hello(host.room, "Ann")["token"]
    ann.until("card")
    ann.close()
    back = Raw(host.port)
    card = back.hello(host.room, "Ann", token)["card"]
    assert card["turn_time"] is None and card["time_left"] is None and card["late"] == []
    back.close()
