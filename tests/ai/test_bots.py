"""RandomBot, HeuristicBot, seat kinds and make_bot."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from tabletop.ai.bots import HeuristicBot, RandomBot
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.ai.levels import HARD_SECONDS, NORMAL_SECONDS, build_bot, make_bot, parse_kind
from tabletop.core.protocol import Action, Game, GameConfig
from tabletop.games import GAMES

from .toy_games import HighLow, HighLowView, Nim, Poison


class TakeMost(Knowledge[Any]):
    """Heuristic: take as many counters as allowed."""

    def heuristic_action(
        self, game: Game[Any, Any], state: Any, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        return max(actions, key=lambda a: a.args[0])  # type: ignore[arg-type, return-value]


def test_random_bot_is_uniform_over_legal_actions_and_seeded() -> None:
    game = Nim(10)
    state = game.new(GameConfig(players=2), 0)
    legal = game.legal_actions(state)
    picks = [RandomBot(game, Knowledge(), seed).choose(game.view(state, 0), legal) for seed in range(300)]
    counts = {a: picks.count(a) for a in legal}
    assert all(60 < n < 140 for n in counts.values()), counts
    a = RandomBot(game, Knowledge(), 5)
    b = RandomBot(game, Knowledge(), 5)
    assert [a.choose(state, legal) for _ in range(20)] == [b.choose(state, legal) for _ in range(20)]


def test_heuristic_bot_plays_the_knowledge_move_with_its_label() -> None:
    game = Nim(10)
    state = game.new(GameConfig(players=2), 0)
    legal = game.legal_actions(state)
    action = HeuristicBot(game, TakeMost(), 0).choose(game.view(state, 0), legal)
    assert action == Action("take", (3,)) and action.label == "Take 3"


def test_heuristic_bot_with_randomness_sometimes_deviates() -> None:
    game = Nim(10)
    state = game.new(GameConfig(players=2), 0)
    legal = game.legal_actions(state)
    bot = HeuristicBot(game, TakeMost(), 0, randomness=0.5)
    picks = [bot.choose(state, legal).args[0] for _ in range(200)]
    assert 80 < picks.count(3) < 200 and picks.count(1) > 20


def test_heuristic_bot_only_sees_a_determinisation() -> None:
    game = HighLow()
    legal = game.legal_actions(game.deal(5, 1))
    action = HeuristicBot(game, Knowledge(), 0).choose(HighLowView(own=5, secret=Poison()), legal)
    assert action in legal


def test_parse_kind_accepts_every_documented_form() -> None:
    assert parse_kind("random").family == "random"
    assert parse_kind("heuristic").family == "heuristic"
    easy = parse_kind("easy")
    assert easy.family == "heuristic" and 0 < easy.randomness < 1
    assert parse_kind("normal").seconds == NORMAL_SECONDS
    assert parse_kind("ai:hard").seconds == HARD_SECONDS
    assert parse_kind(" Hard ").kind == "hard"
    assert parse_kind("ismcts:250").iterations == 250
    assert parse_kind("ismcts:0.2s").seconds == 0.2
    noisy = parse_kind("heuristic:0.5")
    assert noisy.family == "heuristic" and noisy.randomness == 0.5 and noisy.level is None
    assert parse_kind("heuristic:1").randomness == 1.0


@pytest.mark.parametrize("bad", ["", "human", "ismcts", "ismcts:0", "ismcts:-3", "ismcts:x", "ismcts:0s", "hardest",
                                 "heuristic:", "heuristic:1.5", "heuristic:-0.1", "heuristic:nan", "heuristic:x"])
def test_parse_kind_rejects_nonsense(bad: str) -> None:
    with pytest.raises(ValueError, match="seat kind"):
        parse_kind(bad)


def test_build_bot_makes_the_right_bot() -> None:
    game = Nim(5)
    knowledge: Knowledge[Any] = Knowledge()
    assert isinstance(build_bot("random", game, knowledge, 0), RandomBot)
    easy = build_bot("easy", game, knowledge, 0)
    assert isinstance(easy, HeuristicBot) and easy.kind == "easy" and easy.randomness > 0
    hard = build_bot("hard", game, knowledge, 0)
    assert isinstance(hard, ISMCTSBot) and hard.seconds == HARD_SECONDS and hard.iterations is None
    fixed = build_bot("ismcts:40", game, knowledge, 0)
    assert isinstance(fixed, ISMCTSBot) and fixed.iterations == 40 and fixed.kind == "ismcts:40"


class _PlacedLevels(Knowledge[Any]):
    easy_randomness = 0.6
    normal_iterations = 120


def test_a_game_may_place_easy_and_normal() -> None:
    game = Nim(5)
    placed = _PlacedLevels()
    easy = build_bot("easy", game, placed, 0)
    assert isinstance(easy, HeuristicBot) and easy.randomness == 0.6
    normal = build_bot("normal", game, placed, 0)
    assert isinstance(normal, ISMCTSBot) and normal.iterations == 120 and normal.seconds is None
    assert normal.kind == "normal"
    hard = build_bot("hard", game, placed, 0)
    assert isinstance(hard, ISMCTSBot) and hard.seconds == HARD_SECONDS, "Hard keeps its time budget"
    plain = build_bot("heuristic:0.25", game, placed, 0)
    assert isinstance(plain, HeuristicBot) and plain.randomness == 0.25, "only the level names follow the game"
    default = build_bot("normal", game, Knowledge(), 0)
    assert isinstance(default, ISMCTSBot) and default.seconds == NORMAL_SECONDS and default.iterations is None


class _LargerTables(Knowledge[Any]):
    normal_iterations = 120
    larger_table_levels = ((4, (0.5, 30)), (6, (0.75, 5)))


def test_a_game_may_place_its_levels_for_larger_tables() -> None:
    from tabletop.core.protocol import GameConfig

    knowledge = _LargerTables()
    assert knowledge.placed_levels(None) == (0.25, 120), "no set-up: the plain places"
    assert [knowledge.placed_levels(GameConfig(players=n)) for n in (2, 3, 4, 5, 6, 7)] == [
        (0.25, 120), (0.25, 120), (0.5, 30), (0.5, 30), (0.75, 5), (0.75, 5)]
    normal = build_bot("normal", Nim(5), knowledge, 0, config=GameConfig(players=4))
    assert isinstance(normal, ISMCTSBot) and normal.iterations == 30


def test_make_bot_uses_the_registry() -> None:
    with pytest.raises(KeyError, match="unknown game"):
        make_bot("random", "no-such-game", 0)
    available = [entry for entry in GAMES.values() if entry.available()]
    assert available, "no game's rules can be found"
    entry = available[0]
    bot = make_bot("normal", entry.id, 3)
    assert isinstance(bot, ISMCTSBot) and bot.game is entry.rules()


def test_a_game_may_place_normal_per_variant() -> None:
    from tabletop.core.protocol import GameConfig
    from tabletop.games.mythomakya.ai import BATTLE_NORMAL_ITERATIONS, TRIUMPH_NORMAL_ITERATIONS

    def normal(options: dict[str, Any]) -> ISMCTSBot:
        bot = make_bot("normal", "mythomakya", 0, config=GameConfig(players=2, options=options))
        assert isinstance(bot, ISMCTSBot)
        return bot

    assert normal({"variant": "triumph"}).iterations == TRIUMPH_NORMAL_ITERATIONS
    assert normal({}).iterations == TRIUMPH_NORMAL_ITERATIONS, "Triumph of Heroes is the default variant"
    assert normal({"variant": "battle"}).iterations == BATTLE_NORMAL_ITERATIONS
    assert normal({"variant": "quick"}).iterations == TRIUMPH_NORMAL_ITERATIONS, "placed as Triumph of Heroes"
    unknown = make_bot("normal", "mythomakya", 0)
    assert isinstance(unknown, ISMCTSBot) and unknown.seconds == NORMAL_SECONDS, "no set-up: Normal's time"


def test_a_game_may_place_its_levels_per_player_count() -> None:
    from tabletop.core.protocol import GameConfig
    from tabletop.games.mythomakya.ai import (
        BATTLE_NORMAL_ITERATIONS,
        TEAM_LEVEL_PLAYERS,
        TRIUMPH_NORMAL_ITERATIONS,
        TRIUMPH_TEAM_LEVELS,
    )

    def placed(players: int, variant: str = "triumph") -> tuple[float, int | None]:
        config = GameConfig(players=players, options={"variant": variant})
        easy = make_bot("easy", "mythomakya", 0, config=config)
        normal = make_bot("normal", "mythomakya", 0, config=config)
        assert isinstance(easy, HeuristicBot) and isinstance(normal, ISMCTSBot)
        return easy.randomness, normal.iterations

    assert TEAM_LEVEL_PLAYERS == {4, 6}, "teams set by the seating (the rulebook: 4 opposite, 6 alternating)"
    for players in (2, 3, 5):  # with 5 the caller chooses a partner during the game
        assert placed(players) == (0.25, TRIUMPH_NORMAL_ITERATIONS)
    for players in (4, 6):
        assert placed(players) == TRIUMPH_TEAM_LEVELS
    assert placed(4, "battle") == (0.25, BATTLE_NORMAL_ITERATIONS), "Battle of the Gods places Normal alone"
    assert placed(2, "quick") == (0.25, TRIUMPH_NORMAL_ITERATIONS), "the quick version is for 2 players only"


def test_mindbug_places_normal_in_2v2_only() -> None:
    from tabletop.core.protocol import GameConfig
    from tabletop.games.mindbug.ai import TEAM_NORMAL_ITERATIONS

    two = make_bot("normal", "mindbug", 0, config=GameConfig(players=2))
    assert isinstance(two, ISMCTSBot) and two.iterations is None and two.seconds == NORMAL_SECONDS
    four = make_bot("normal", "mindbug", 0, config=GameConfig(players=4, teams=(0, 1, 0, 1)))
    assert isinstance(four, ISMCTSBot) and four.iterations == TEAM_NORMAL_ITERATIONS and four.seconds is None


def test_mathenyism_places_its_levels_lower_with_three_players_or_more() -> None:
    from tabletop.core.protocol import GameConfig
    from tabletop.games.mathenyism.ai import MANY_PLAYERS, MANY_PLAYERS_LEVELS

    def placed(players: int) -> tuple[float, int | None]:
        config = GameConfig(players=players)
        easy = make_bot("easy", "mathenyism", 0, config=config)
        normal = make_bot("normal", "mathenyism", 0, config=config)
        assert isinstance(easy, HeuristicBot) and isinstance(normal, ISMCTSBot)
        return easy.randomness, normal.iterations

    assert MANY_PLAYERS == 3
    assert placed(2) == (0.5, 10)
    assert placed(3) == placed(4) == placed(6) == MANY_PLAYERS_LEVELS != (0.5, 10)
