"""The Mathenyism bots: the heuristics for blocks, merges, trades and alliances, and their strength."""

from __future__ import annotations

import random

from gametools import play_against_random

from tabletop.ai.levels import build_bot
from tabletop.core.protocol import Action
from tabletop.games.mathenyism.ai import KNOWLEDGE, card_value, choose
from tabletop.games.mathenyism.rules import GAME
from tabletop.games.mathenyism.state import SHOW

from .positions import act, find, make
from .test_combat import attack


def _choice(s) -> Action:  # type: ignore[no-untyped-def]
    return choose(s, GAME.legal_actions(s), random.Random(0))


def test_the_defender_blocks_with_the_weakest_unit_that_wins() -> None:
    s = make(2, units=[["KGB"], ["Slaves", "Stealth Bomber", "Grammar Nazi"]], followers=[0, 5])
    attack(s, 1, "KGB")
    assert _choice(s) == Action("block", (find(s, "KGB", 0), find(s, "Stealth Bomber", 1)))


def test_the_defender_merges_units_into_a_super_unit_that_wins() -> None:
    s = make(2, units=[["Stealth Bomber"], ["Slaves", "Blogger", "KGB"]], followers=[0, 5])
    attack(s, 1, "Stealth Bomber")
    bomber = find(s, "Stealth Bomber", 0)
    while True:
        a = _choice(s)
        if a.kind != "block":
            break
        GAME.apply(s, a)
    assert a.kind == "blocks_done"
    GAME.apply(s, a)
    assert len(s.units[1]) == 1 and len(s.units[1][0]) >= 2 and not s.units[0]  # merged and won
    assert bomber not in [c for u in s.units[0] for c in u]


def test_a_trade_is_accepted_only_for_a_better_card() -> None:
    s = make(2, hands=[["Grammar Nazi", "Slaves"], ["Army", "Sermon"]], leaders=[[], ["The Generalissimo"]])
    act(s, "offer", find(s, "Grammar Nazi", 0), 1)
    assert _choice(s) == Action("swap_back", (find(s, "Sermon", 1),))  # Sermon is religious: useless to them
    s = make(2, hands=[["Slaves"], ["Stealth Bomber", "KGB"]], leaders=[[], ["The Generalissimo"]])
    act(s, "offer", find(s, "Slaves", 0), 1)
    assert _choice(s) == Action("refuse")


def test_a_bot_offers_a_card_it_cannot_play() -> None:
    s = make(2, hands=[["Monks"], ["KGB"]], leaders=[["The Generalissimo"]])
    offers = [a for a in GAME.legal_actions(s) if a.kind == "offer"]
    assert offers
    from tabletop.games.mathenyism.ai import _score_act

    assert _score_act(s, offers[0]) > _score_act(s, Action("end_actions"))


def test_a_bot_allies_with_a_player_behind_and_leaves_an_ally_about_to_win() -> None:
    s = make(3, hands=[["Unholy Alliance"]], followers=[2, 1, 8], units=[[], ["KGB"], ["Army"]])
    plays = [a for a in GAME.legal_actions(s) if a.kind == "action"]
    from tabletop.games.mathenyism.ai import _score_act

    best = max(plays, key=lambda a: _score_act(s, a))
    assert best.args[1] == 1
    s = make(3, hands=[["Backstab"]], followers=[2, 8, 1], blocs=[0, 0, 2])
    plays = [a for a in GAME.legal_actions(s) if a.kind == "action"]
    best = max(plays, key=lambda a: _score_act(s, a))
    assert best.args[1] in (0, 1) and _score_act(s, best) > 0


def test_the_heuristic_beats_random_players_at_four_seats() -> None:
    wins = 0
    games = 12
    for seed in range(games):
        state = GAME.new(GAME.default_config(4), seed)
        play_against_random(GAME, KNOWLEDGE, state, lambda seat: seat == 0, random.Random(seed))
        wins += 0 in GAME.result(state).winners
    assert wins >= games // 2, wins


def test_the_search_bot_picks_legal_moves_from_a_sampled_view() -> None:
    bot = build_bot("ismcts:60", GAME, KNOWLEDGE, 1)
    s = GAME.new(GAME.default_config(4), 2)
    for _ in range(40):
        if GAME.is_over(s):
            break
        seat = GAME.to_act(s)
        legal = GAME.legal_actions(s)
        action = bot.choose(GAME.view(s, seat), legal)
        assert action in legal
        GAME.apply(s, action)


def test_rollout_moves_are_legal_and_evaluations_sum_to_one() -> None:
    rng = random.Random(3)
    for seed in range(5):
        s = GAME.new(GAME.default_config(5), seed)
        while not GAME.is_over(s):
            move = KNOWLEDGE.rollout_move(GAME, s, rng)
            assert move in GAME.legal_actions(s)
            values = KNOWLEDGE.evaluate(GAME, s)
            assert abs(sum(values) - 1.0) < 1e-9
            GAME.advance(s, move)


def test_bots_attack_merge_ally_and_trade() -> None:
    from collections import Counter

    seen: Counter[str] = Counter()
    bots = [build_bot("heuristic", GAME, KNOWLEDGE, q) for q in range(4)]
    for seed in range(12):
        s = GAME.new(GAME.default_config(4), seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            assert seat is not None
            action = bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s))
            shown = KNOWLEDGE.habit(s, action)
            if shown:
                seen[shown] += 1
            GAME.apply(s, action)
    assert {"attack", "merge", "ally", "trade offer", "trade accepted", "trade refused"} <= set(seen), seen


class _NoNoise(random.Random):
    """A generator whose draws never pick the rollouts' noise: the policy's own choice is seen."""

    def random(self) -> float:
        return 0.99


def test_rollouts_offer_a_card_they_cannot_play_before_the_two_actions_and_answer_offers() -> None:
    s = make(3, hands=[["Monks", "KGB", "Slaves"], ["Army"], ["Sermon"]], leaders=[["The Generalissimo"]],
             units=[[], [], []], followers=[0, 1, 8])
    move = KNOWLEDGE.rollout_move(GAME, s, _NoNoise())
    assert move == Action("offer", (find(s, "Monks", 0), 1))  # not to Player 3, about to win
    GAME.advance(s, move)
    assert KNOWLEDGE.rollout_move(GAME, s, _NoNoise()).kind in ("swap_back", "refuse")  # the answer is the policy's


def test_rollouts_play_a_strong_alliance_before_the_unit_and_the_follower() -> None:
    s = make(3, hands=[["Unholy Alliance", "KGB", "Slaves"], [], []], units=[[], ["Stealth Bomber", "KGB"], []],
             followers=[2, 1, 3])
    assert KNOWLEDGE.rollout_move(GAME, s, _NoNoise()) == Action("action", (find(s, "Unholy Alliance", 0), 1))


def test_an_ally_counts_in_the_evaluation() -> None:
    alone = make(3, followers=[3, 3, 3])
    allied = make(3, followers=[3, 3, 3], blocs=[0, 0, 2])
    assert KNOWLEDGE.evaluate(GAME, allied)[0] > KNOWLEDGE.evaluate(GAME, alone)[0]
    assert KNOWLEDGE.evaluate(GAME, allied)[2] < KNOWLEDGE.evaluate(GAME, alone)[2]


def test_the_card_shown_and_a_winning_follower_are_settled_without_a_search() -> None:
    s = GAME.new(GAME.default_config(4), 3)
    assert s.phase == SHOW
    seat = s.active
    view, legal = GAME.view(s, seat), GAME.legal_actions(s)
    [shown] = KNOWLEDGE.search_actions(GAME, view, legal, random.Random(0))
    assert shown in legal and shown == min(legal, key=lambda a: card_value(s, seat, int(a.args[0])))  # type: ignore[arg-type]
    bot = build_bot("ismcts:500", GAME, KNOWLEDGE, 1)
    assert bot.choose(view, legal) == shown and bot.last_stats.iterations == 0

    s = make(3, hands=[["KGB", "Slaves"], ["Army"], ["Monks"]], followers=[9, 2, 2])
    win = KNOWLEDGE.search_actions(GAME, GAME.view(s, 0), GAME.legal_actions(s), random.Random(0))
    assert win == [Action("follower", (find(s, "Slaves", 0),))]  # the least useful card wins
    s = make(3, hands=[["KGB", "Slaves"], ["Army"], ["Monks"]], followers=[8, 2, 2])
    legal = GAME.legal_actions(s)
    assert KNOWLEDGE.search_actions(GAME, GAME.view(s, 0), legal, random.Random(0)) == legal


def test_the_units_sent_against_a_player_nobody_can_block_for_are_settled_and_a_call_off_is_not_searched() -> None:
    s = make(3, units=[["Slaves", "KGB", "Stealth Bomber"], [], ["Army"]], followers=[0, 3, 2])
    act(s, "end_actions")
    act(s, "target", 1)

    def settled() -> Action | None:
        worth = KNOWLEDGE.search_actions(GAME, GAME.view(s, 0), GAME.legal_actions(s), random.Random(0))
        return worth[0] if len(worth) == 1 else None

    assert settled() == Action("send", (find(s, "KGB", 0),))  # the weakest that takes all three followers
    act(s, "send", find(s, "KGB", 0))
    assert settled() == Action("charge")  # the others stay ready for another attack
    s = make(3, units=[["Slaves", "KGB"], [], ["Army"]], followers=[0, 5, 2])
    act(s, "end_actions")
    act(s, "target", 1)
    assert settled() == Action("send", (find(s, "KGB", 0),))  # not enough: the strongest, then more
    act(s, "send", find(s, "KGB", 0))
    assert settled() == Action("send", (find(s, "Slaves", 0),))
    s = make(3, units=[["Slaves"], [], ["Army"]], followers=[0, 0, 2])
    act(s, "end_actions")
    act(s, "target", 1)
    assert settled() == Action("send", (find(s, "Slaves", 0),))  # nothing to take, but no call-off: only one unit
    s = make(3, units=[["KGB"], ["Army"], []], followers=[0, 3, 2])
    act(s, "end_actions")
    act(s, "target", 1)
    assert settled() == Action("send", (find(s, "KGB", 0),))  # Player 2 can block: the one unit, no call-off
    s = make(3, units=[["KGB", "Slaves"], ["Army"], []], followers=[0, 3, 2])
    act(s, "end_actions")
    act(s, "target", 1)
    worth = KNOWLEDGE.search_actions(GAME, GAME.view(s, 0), GAME.legal_actions(s), random.Random(0))
    assert {a.kind for a in worth} == {"send"} and len(worth) == 2  # searched, the call-off left out
