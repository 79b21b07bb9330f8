"""`metrox-desktop par`: the par of a deal, a record's review, and one-line mistakes."""

from __future__ import annotations

import json
import re
import resource
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from metrox_desktop.cli import main
from metrox_desktop.engine.ai import PlayerView, strategy_named
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.records import record_json
from tests.cli.running import par_in_process, run_app
from tests.persistence.hostile import RECORDS


def par_from_what_is_kept(record: Path, home: Path) -> subprocess.CompletedProcess[str]:
    """``par RECORD`` as its own process, each of its processes limited to 3 s of CPU: a
    search for par takes a core several seconds, so only an answer from what is kept
    gets through."""
    return run_app(
        "par",
        str(record),
        home=home,
        before=lambda: resource.setrlimit(resource.RLIMIT_CPU, (3, 3)),
    )


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["par", *args])
    out, err = capsys.readouterr()
    return status, out, err


def greedy_record(path: Path, turns: int) -> Path:
    """The first ``turns`` turns of a greedy solo game on Osaka, with its deal."""
    import random

    board = Board.load("osaka")
    match = Match.new(board, ["Ann"], load_deck(), DEAL[1])
    for _ in range(turns):
        match = match.flip()
        assert match.card is not None
        view = PlayerView(match.game, 0, match.card, match.deck)
        pick = strategy_named("greedy").choose(view, random.Random(0))
        match = match.play(pick)
    path.write_text(record_json(match.record()), encoding="utf-8")
    return path


# Par searches a whole deal (seconds each): the review and the deal on its own are worked
# out once for the module, on the same deal, so each is also checked against the other;
# by small searches (what par says is the point here, not its strength: par_in_process).
DEAL = ("osaka", "PAR-CL1")  # a deal code as the app writes it (canonical)


@pytest.fixture(scope="module")
def review_text(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, str, Path, Path]:
    """``par RECORD`` as text, on six greedy turns of the deal, and the data folder of
    its own where it kept what it worked out."""
    record = greedy_record(tmp_path_factory.mktemp("par") / "game.json", turns=6)
    home = tmp_path_factory.mktemp("home")
    return (*par_in_process(home, str(record)), record, home)


@pytest.fixture(scope="module")
def deal_json(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, str]:
    """``par --map osaka --seed PAR-CL1 --json``: the same deal without a game, searched
    in a data folder of its own (nothing kept there)."""
    return par_in_process(
        tmp_path_factory.mktemp("home"), "--map", *DEAL[:1], "--seed", DEAL[1], "--json"
    )


def test_par_of_a_record_gives_par_the_strong_bot_the_player_and_costly_turns(
    review_text: tuple[int, str, str, Path, Path], deal_json: tuple[int, str, str]
) -> None:
    status, out, err, record, _ = review_text
    assert status == 0 and err == ""
    first, unfinished, player, *turns = out.splitlines()
    deal = json.loads(deal_json[1])
    # The review's par is the deal's par (the same cards), found either way.
    assert first == f"osaka, deal {DEAL[1]}: par {deal['par']}, strong bot {deal['strong']}"
    assert unfinished == "  not finished, 6 turns played: scores so far"
    found = re.fullmatch(r"  (\w+): (-?\d+)  \(0 hints used\)", player)
    assert found is not None, player
    name, score = found.groups()
    assert name == "Ann"
    assert deal["par"] >= deal["strong"] > int(score)
    # At most three costly turns, costliest first, each a better choice than the one made.
    assert 1 <= len(turns) <= 3
    costs = []
    for line in turns:
        found = re.fullmatch(
            r"    turn (\d) \((\S+)\): (\w) expected ([\d.]+), (\w) ([\d.]+) \(cost ([\d.]+)\)",
            line,
        )
        assert found is not None, line
        turn, _card, chosen, chosen_expected, best, best_expected, cost = found.groups()
        assert 1 <= int(turn) <= 6 and chosen != best and float(cost) > 0
        assert float(best_expected) - float(chosen_expected) == pytest.approx(float(cost), abs=0.11)
        costs.append(float(cost))
    assert costs == sorted(costs, reverse=True)
    assert json.loads(record.read_text(encoding="utf-8"))["players"] == ["Ann"]


def test_par_of_a_record_again_answers_at_once_from_what_the_first_kept(
    review_text: tuple[int, str, str, Path, Path], deal_json: tuple[int, str, str]
) -> None:
    status, out, _, record, home = review_text
    assert status == 0
    # Kept as the game window keeps them: par, the strong bot and the par line; each turn.
    deal = json.loads(deal_json[1])
    kept = json.loads((home / "data" / "par.json").read_text(encoding="utf-8"))
    line = [turn["choices"][0] for turn in deal["record"]["turns"]]
    assert kept == {f"{DEAL[0]}/okazu-20/{DEAL[1]}": [deal["par"], deal["strong"], line]}
    # Again, as its own process (searching as hard as the app): the same answer, from
    # what is kept. A search for par takes a core several seconds (its second process
    # too): a limit of 3 s of CPU on each of its processes stops one that searches.
    again = par_from_what_is_kept(record, home)
    assert (again.returncode, again.stderr) == (0, "")
    assert again.stdout == out


def test_par_of_a_deal_on_its_own(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, deal_json: tuple[int, str, str]
) -> None:
    status, out, err = deal_json
    assert status == 0 and err == ""
    result = json.loads(out)
    assert (result["map"], result["seed"], result["deck"]) == (*DEAL, "okazu-20")
    assert result["par"] >= result["strong"] >= 25
    assert "players" not in result and len(result["record"]["turns"]) >= 23
    # The par line is a complete record with its deal: replay scores it at par.
    line = tmp_path / "par.json"
    line.write_text(json.dumps(result["record"]), encoding="utf-8")
    assert main(["replay", "--json", str(line)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["finished"] and replayed["players"][0]["total"] == result["par"]
    assert result["record"]["seed"] == DEAL[1] and result["record"]["deck"] == "okazu-20"


@pytest.mark.parametrize(
    "args,message",
    [
        ((), "give either a RECORD or both --map and --seed"),
        (("--map", "tokyo"), "give either a RECORD or both --map and --seed"),
        (("--map", "nowhere", "--seed", "1"), "nowhere"),
        (("--map", "tokyo", "--seed", ""), "the deal code is empty"),
        (("--map", "tokyo", "--seed", "x" * 5000), "longer than 40 characters"),
        (("--map", "tokyo", "--seed", "AB\x1b[31mC"), "cannot be shown"),
    ],
)
def test_a_mistake_on_the_line_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "record,message",
    [
        ("not json", "not valid JSON"),
        ({"format": "metrox-game/1", "map": "tokyo", "players": ["A"], "turns": []}, "no seed"),
        (
            {
                "format": "metrox-game/1",
                "map": "tokyo",
                "players": ["A"],
                "turns": [{"card": "free", "choices": ["G1"]}],
                "deck": "okazu-20",
                "seed": "8HQ2",
            },
            "turn 1: the deal gives",
        ),
        (
            {
                "format": "metrox-game/1",
                "map": "tokyo",
                "players": ["A"],
                "turns": [],
                "deck": "no-such-deck",
                "seed": "1",
            },
            "no deck called",
        ),
    ],
)
def test_a_bad_or_seedless_record_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record: object, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    status, out, err = run(capsys, str(path))
    assert status == 2 and out == ""
    assert message in err and err.count("\n") == 1
    assert err.startswith(f"metrox-desktop: {path}: ")  # which file, as for a file unread


@pytest.mark.parametrize(
    "name",
    [
        "binary",
        "too large",
        "link to /dev/zero",
        "fifo",
        "100000 deep",
        "5000-digit number",
        "4 MB seed",
        "lone surrogate seed",
        "not an object",
        "unknown map",
        "card the deal never gives",
    ],
)
def test_a_hostile_record_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    path = tmp_path / "record.json"
    RECORDS[name](path)
    status, out, err = run(capsys, str(path))
    assert status == 2 and out == ""
    assert err.startswith(f"metrox-desktop: {path}: ") and err.count("\n") == 1
    assert len(err) < 300


def test_each_player_reads_as_in_the_final_dialog_hints_for_people_the_level_for_bots(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person's hints, a bot's level, a seat of a table across computers as one at
    another computer and a friend's seat as their result (never "bot, table")."""
    # Par and the costly turns are searched elsewhere in this module; here only who is who.
    from metrox_desktop.commands import par as command
    from metrox_desktop.engine.ai.review import CostlyTurn, DealPar
    from metrox_desktop.persistence.review_cache import ReviewCache
    from metrox_desktop.sharing.friends import FRIEND

    board = Board.load("osaka")
    match = Match.new(board, ["Ann", "Bot", "Cy", "Di"], load_deck(), "seats")
    match = match.flip()
    assert match.card is not None
    for p in range(4):
        match = match.choose(p, Choice.for_card(match.card, match.game.sheets[p].open_routes[0]))
    seats = ["person", "strong", "table", f"{FRIEND}5LHX5AWZPDK882SH73J3E85NK7J3W"]
    record = replace(match.resolve().record(), seats=seats, hints=[2, 0, 0, 0])
    path = tmp_path / "table.json"
    path.write_text(record_json(record), encoding="utf-8")
    monkeypatch.setattr(command, "deal_par", lambda *_, **__: DealPar(50, 45, record))
    cache = ReviewCache(record)  # each turn's value as kept while the game was played
    for p, choice in enumerate(record.turns[0].choices):
        cache.put(p, CostlyTurn(1, record.turns[0].card, choice, 20.0, choice, 20.0))
    status, out, err = run(capsys, str(path))
    assert status == 0 and err == ""
    assert out.splitlines()[2:] == [
        "  Ann: -10  (2 hints used)",
        "  Bot: -10  (bot, strong)",
        "  Cy: -10  (at another computer)",
        "  Di: -10  (a friend's result)",
    ]
    status, out, err = run(capsys, str(path), "--json")
    players = json.loads(out)["players"]
    assert [(p["seat"], p["hints"]) for p in players] == [
        ("person", 2),
        ("strong", 0),
        ("table", 0),
        (seats[3], 0),
    ]


def test_a_review_reads_the_turn_values_kept_while_the_game_was_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from metrox_desktop.commands import par as command
    from metrox_desktop.engine.ai.review import CostlyTurn, DealPar
    from metrox_desktop.engine.records import read_record
    from metrox_desktop.persistence.review_cache import ReviewCache

    path = greedy_record(tmp_path / "game.json", turns=2)
    record = read_record(path)
    cache = ReviewCache(record)  # as the game's worker kept them
    for turn in record.turns[:1]:
        cache.put(0, CostlyTurn(1, "kept", turn.choices[0], 20.0, "best", 29.5))
    cache.put(0, CostlyTurn(2, "kept", record.turns[1].choices[0], 30.0, "best", 30.0))
    monkeypatch.setattr(command, "deal_par", lambda *_, **__: DealPar(50, 45, record))
    status, out, err = run(capsys, str(path), "--json")
    assert status == 0 and err == ""
    [costly] = json.loads(out)["players"][0]["costly_turns"]
    assert (costly["turn"], costly["card"], costly["cost"]) == (1, "kept", 9.5)


HOSTILE_REVIEWS = [
    [],  # not an object
    {"version": 3, "players": []},
    {"version": 3, "players": {"0": []}},
    {"version": 3, "players": {"0": {"1": []}}},
    {"version": 3, "players": {"0": {"1": [{"a": 1}, None, 1e400, ["G"], "x", "d"]}}},
    {"version": 3, "players": {"²": {}, "0": {"9" * 5000: ["3", "G", 1, "M", 2, "d"]}}},
]


@pytest.mark.parametrize("hostile", HOSTILE_REVIEWS, ids=lambda h: json.dumps(h)[:40])
def test_a_review_file_of_another_shape_is_worked_out_again_never_a_traceback(
    review_text: tuple[int, str, str, Path, Path], tmp_path: Path, hostile: object
) -> None:
    _, out, _, record, home = review_text
    damaged = tmp_path / "home"
    (damaged / "data").mkdir(parents=True)
    kept = home / "data" / "par.json"
    (damaged / "data" / "par.json").write_bytes(kept.read_bytes())  # par is known
    reviews = damaged / "data" / "reviews"
    reviews.mkdir()
    (good,) = (home / "data" / "reviews").iterdir()
    (reviews / good.name).write_text(json.dumps(hostile), encoding="utf-8")
    status, again, err = par_in_process(damaged, str(record))
    assert (status, err) == (0, "")
    assert again == out  # the turns valued again, as the first time


def test_the_values_kept_are_read_beside_entries_of_another_shape(
    review_text: tuple[int, str, str, Path, Path],
) -> None:
    """A review file whose good values sit beside damaged ones still answers at once from
    the good ones (a search would take this process more than its 3 s of CPU)."""
    _, out, _, record, home = review_text
    (path,) = (home / "data" / "reviews").iterdir()
    good = path.read_bytes()
    data = json.loads(good)
    data["players"]["0"]["40"] = ["3", "G", 1e400, "M", None, "d"]
    data["players"]["0"]["0"] = ["3", "G", 1, "M", 2, "d"]
    data["players"]["7"] = {"1": [1, 2, 3]}
    try:
        path.write_text(json.dumps(data), encoding="utf-8")
        again = par_from_what_is_kept(record, home)
    finally:
        path.write_bytes(good)
    assert (again.returncode, again.stderr) == (0, "")
    assert again.stdout == out
