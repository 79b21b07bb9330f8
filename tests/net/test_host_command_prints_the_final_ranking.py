"""metrox-desktop host, its table's game over, prints the final ranking as replay does
for the game's record: each seat's score, then the winner; the totals are the ones the
seats print. Real processes on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from tests.cli.running import run_main
from tests.net.tables import Host, join


def test_host_prints_the_final_ranking_of_its_game_as_replay_does(tmp_path: Path):
    record = tmp_path / "game.json"
    host = Host(tmp_path / "host", "--players", "2", "--seed", "RANK42", "--record", str(record))
    seats = [join(tmp_path / name.lower(), host, name) for name in ("Ann", "Bo")]
    for seat in seats:
        assert seat.finish() == 0, seat.stderr()
    assert host.finish() == 0, host.stderr()
    replayed = run_main("replay", str(record), home=tmp_path).stdout.splitlines()
    first = host.lines.index(f"room {host.room}: finished")
    assert first > host.lines.index("the game is over")
    ranking = host.lines[first : first + len(replayed)]
    assert ranking[1:] == replayed[1:]  # every seat's score, then the winner
    assert ranking[-1].startswith("  winner")
    for seat in seats:
        total = next(line for line in seat.lines if ": total " in line)
        name, _, points = total.partition(": total ")
        assert any(line.startswith(f"  {name}: ") and f"= {points} " in line for line in ranking)
