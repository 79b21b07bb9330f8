"""`metrox-desktop replay [--json] RECORD...`: the example records, bad records, text output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from tests.cli.running import run_app

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
EXAMPLES = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".expected.json"))


def expected(record: Path) -> dict[str, object]:
    result = json.loads(record.with_name(record.stem + ".expected.json").read_text("utf-8"))
    assert isinstance(result, dict)
    return result


def write(folder: Path, name: str, record: object) -> Path:
    path = folder / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def tokyo_game(players: list[str], *turns: tuple[str, list[str]]) -> dict[str, object]:
    """A record on Tokyo: each turn a card and every player's choice."""
    return {
        "format": "metrox-game/1",
        "map": "tokyo",
        "players": players,
        "turns": [{"card": card, "choices": choices} for card, choices in turns],
    }


def test_there_are_four_example_records() -> None:
    assert [p.name for p in EXAMPLES] == [
        "osaka-full-3p.json",
        "osaka-two-players.json",
        "tokyo-full-1p.json",
        "tokyo-solo-opening.json",
    ]


@pytest.mark.parametrize("record", EXAMPLES, ids=lambda p: p.stem)
def test_replay_json_gives_exactly_the_expected_result(
    record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", "--json", str(record)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert len(lines) == 1  # one JSON object per record per line
    assert json.loads(lines[0]) == expected(record)


def test_replay_json_prints_one_line_per_record_in_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", "--json", *map(str, EXAMPLES)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line) for line in lines] == [expected(r) for r in EXAMPLES]


def test_the_real_entry_point_replays_the_examples(tmp_path: Path) -> None:
    done = run_app("replay", "--json", *map(str, EXAMPLES), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert [json.loads(line) for line in done.stdout.splitlines()] == [
        expected(r) for r in EXAMPLES
    ]


def test_the_real_entry_point_rejects_a_bad_record_in_one_line(tmp_path: Path) -> None:
    bad = write(
        tmp_path,
        "bad.json",
        tokyo_game(["Ann"], ("4", ["Q"])),
    )
    done = run_app("replay", "--json", str(bad), str(EXAMPLES[0]), home=tmp_path)
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr
    assert [json.loads(line) for line in done.stdout.splitlines()] == [expected(EXAMPLES[0])]


def test_an_invalid_record_fails_in_one_line_and_the_others_are_still_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = write(
        tmp_path,
        "bad.json",
        tokyo_game(["Ann", "Bo"], ("4", ["G", "M"]), ("3", ["G", "Q"])),
    )
    first, last = EXAMPLES[0], EXAMPLES[-1]
    assert main(["replay", "--json", str(first), str(bad), str(last)]) == 2
    out, err = capsys.readouterr()
    assert [json.loads(line) for line in out.splitlines()] == [expected(first), expected(last)]
    [line] = err.splitlines()
    assert "Traceback" not in err
    assert "bad.json" in line and "turn 2" in line and "Bo" in line


def test_a_missing_file_fails_in_one_line_and_the_others_are_still_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere.json"
    assert main(["replay", "--json", str(missing), str(EXAMPLES[0])]) == 2
    out, err = capsys.readouterr()
    assert [json.loads(line) for line in out.splitlines()] == [expected(EXAMPLES[0])]
    [line] = err.splitlines()
    assert "nowhere.json" in line and "Traceback" not in err


@pytest.mark.parametrize(
    "content",
    [
        b"not json at all",
        b"[1, 2, 3]",
        b'{"format": "metrox-game/2", "map": "tokyo", "players": ["A"], "turns": []}',
        b"\xff\xfe\x00garbage",
        b"[" * 100_000 + b"]" * 100_000,
        b"",
    ],
    ids=["not-json", "a-list", "wrong-format", "not-utf8", "deeply-nested", "empty"],
)
def test_an_unreadable_record_fails_in_one_line(
    content: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    [line] = err.splitlines()
    assert "broken.json" in line and "Traceback" not in err


def test_the_text_output_shows_each_breakdown_and_the_winners(
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = RECORDS / "osaka-full-3p.json"
    result = expected(record)
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert str(record) in out and "finished" in out
    players = result["players"]
    assert isinstance(players, list)
    for p in players:
        [line] = [line for line in out.splitlines() if line.strip().startswith(f"{p['name']}:")]
        breakdown = (
            f"{p['completion_bonus']} + {p['intersection_bonus']} - {p['penalty']} = {p['total']}"
        )
        assert breakdown in line
        assert f"{p['empty_stations']} empty" in line
        for letter, award in p["completed"].items():
            assert f"{letter} {award}" in line
    assert "winner: P1" in out


def test_the_text_output_names_every_tied_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Both players make the same choices: same score, same empty stations, both win.
    record = write(
        tmp_path,
        "tie.json",
        tokyo_game(["Ann", "Bo"], ("4", ["G", "G"])),
    )
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert "not finished" in out
    assert "winners: Ann, Bo" in out
