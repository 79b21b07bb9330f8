"""The search's compact rules agree with the rules engine on random positions."""

from __future__ import annotations

import pickle
import random

import pytest

from metrox_desktop.engine.ai.fast import (
    FastSheet,
    claimed_mask,
    encode_card,
    fast_board,
    fast_sheet,
    final_score,
    legal,
    play,
    stations,
)
from metrox_desktop.engine.ai.playout import Policy
from metrox_desktop.engine.board import Board
from metrox_desktop.engine.cards import Card, load_deck
from metrox_desktop.engine.choice import Choice
from metrox_desktop.engine.match import Match
from metrox_desktop.engine.rules import legal_indices, play_turn, preview
from metrox_desktop.engine.scoring import score

CODES = ("2", "3", "4", "5", "6", "circled-2", "circled-3", "star", "free")
ALL_CARDS = [Card.parse(c) for c in CODES]


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_compact_state_plays_every_choice_like_the_engine(map_id: str) -> None:
    board = Board.load(map_id)
    fb = fast_board(board)
    deck = load_deck()
    rng = random.Random(map_id)
    positions = crowns = diamonds = 0
    for seed in range(60):
        players = 1 + seed % 3
        match = Match.new(board, ["P"] * players, deck, f"fast-{seed}")
        while not match.game.finished:
            match = match.flip()
            assert match.card is not None
            game = match.game
            # The dealt card, and now and then any other card, on the same position.
            for card in (match.card, rng.choice(ALL_CARDS)):
                code = encode_card(card)
                claimed = claimed_mask(game.claimed)
                for player, sheet in enumerate(game.sheets):
                    compact = fast_sheet(board, sheet)
                    assert final_score(fb, compact) == score(board, sheet).total
                    choices = legal_indices(board, sheet, card)
                    assert legal(fb, compact, code) == choices
                    positions += 1
                    some = rng.sample(choices, min(4, len(choices)))
                    tried = choices if card.takes_route else some
                    for choice in tried:
                        if card.takes_route:
                            assert (
                                stations(fb, sheet.filled, code, choice)
                                == preview(board, sheet, card, choice)[0]
                            )
                        others = [legal_indices(board, s, card) or (None,) for s in game.sheets]
                        picks = [rng.choice(o) for o in others]
                        picks[player] = choice
                        after = play_turn(game, card, picks).game.sheets[player]
                        played, done = play(fb, compact, code, choice, claimed)
                        assert played == fast_sheet(board, after)
                        assert final_score(fb, played) == score(board, after).total
                        for r in range(board.route_count):
                            if done >> r & 1:
                                assert after.awards[r] is not None
                                crowns += not claimed >> r & 1
                                diamonds += claimed >> r & 1
            card = match.card
            picks = [rng.choice(legal_indices(board, s, card) or (None,)) for s in game.sheets]
            for player, pick in enumerate(picks):
                match = match.choose(player, Choice.for_card(card, pick))
            match = match.resolve()
    assert positions > 3000
    assert crowns > 20 and diamonds > 5


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_playout_policy_fills_what_the_rules_fill(map_id: str) -> None:
    # The policy looks up what a card fills by the route's empty stations (remembered
    # from earlier sheets); on any sheet it must be what the rules write.
    board = Board.load(map_id)
    fb = fast_board(board)
    policy = Policy(fb, [encode_card(c) for c in load_deck().cards if c.takes_route])
    rng = random.Random(map_id)
    checked = 0
    for _ in range(400):
        filled = 0
        for s in range(fb.station_count):
            if rng.random() < rng.choice((0.2, 0.5, 0.8)):
                filled |= 1 << s
        left = [rng.randint(0, n) for n in fb.indicator_counts]
        for card in (encode_card(c) for c in ALL_CARDS):
            choice, got = policy.pick(filled, left, 0, card, 10)
            if choice is None:
                assert not any(left) and card < 48 or filled.bit_count() == fb.station_count
                continue
            if card >= 48:
                assert not filled >> choice & 1 and got == 1 << choice
            else:
                assert left[choice] > 0
                want = stations(fb, filled, card, choice)
                assert got == sum(1 << s for s in want)
                checked += bool(want)
    assert checked > 1000


@pytest.mark.parametrize("map_id", ["tokyo", "osaka"])
def test_the_compact_board_crosses_a_process_boundary_small_and_equal(map_id: str) -> None:
    # What a worker process would be sent: about 1 KB, equal by value on arrival
    # (a Board carries its whole map file, over 20 KB, and compares by identity).
    board = Board.load(map_id)
    fb = fast_board(board)
    sent = pickle.dumps(fb)
    assert len(sent) < 2_000 < 10 * len(sent) < len(pickle.dumps(board))
    arrived = pickle.loads(sent)
    assert arrived == fb and hash(arrived) == hash(fb)
    sheet = FastSheet(0, fb.indicator_counts, 0, 0)
    card = encode_card(Card.parse("4"))
    assert [play(arrived, sheet, card, r, 0) for r in legal(arrived, sheet, card)] == [
        play(fb, sheet, card, r, 0) for r in legal(fb, sheet, card)
    ]
