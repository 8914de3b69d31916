"""Hints: the Hard bot's search of a view, told as each choice's share of the search."""

from __future__ import annotations

import pytest

from tabletop.ai.hint import Choice, Hint, Hinter, HintWorker, hint_from_search, make_hinter
from tabletop.ai.ismcts import ISMCTSBot
from tabletop.ai.knowledge import Knowledge
from tabletop.core.protocol import Action

from .toy_games import Nim


def _position() -> tuple[Nim, object, list[Action]]:
    game = Nim()
    state = game.new(game.default_config(2), 0)
    return game, game.view(state, game.to_act(state)), game.legal_actions(state)


def test_a_hint_ranks_every_legal_move_by_its_share_and_starts_with_the_bots_move() -> None:
    game, view, legal = _position()
    bot = ISMCTSBot(game, Knowledge(), 5, iterations=600, early_stop=False)
    root = bot.search(view, None, legal)
    hint = hint_from_search(root, legal)
    assert len(hint.choices) == len(legal) and {c.action for c in hint.choices} == set(legal)
    assert hint.best == ISMCTSBot.best_action(root, legal)
    assert sum(c.share for c in hint.choices) == pytest.approx(1.0)
    assert [c.share for c in hint.choices] == sorted((c.share for c in hint.choices), reverse=True)
    assert hint.iterations == 600


def test_the_same_view_and_seed_give_the_same_hint() -> None:
    game, view, legal = _position()
    first = Hinter(ISMCTSBot(game, Knowledge(), 9, iterations=300)).hint(view, legal)
    again = Hinter(ISMCTSBot(game, Knowledge(), 9, iterations=300)).hint(view, legal)
    assert first == again


def test_one_legal_move_is_the_whole_hint_without_a_search() -> None:
    only = Action("take", (1,), label="Take 1")
    hint = Hinter(ISMCTSBot(Nim(), Knowledge(), 0, iterations=10)).hint(None, [only])
    assert hint == Hint((Choice(only, 1.0),))
    assert hint.lines(["Ada"]) == ["Take 1 \u2014 100%"]


def test_the_words_use_the_players_names_and_leave_out_moves_never_tried() -> None:
    hint = Hint((Choice(Action("a", label="Attack Player 2 with Luchataur"), 0.613),
                 Choice(Action("b", label="Play Killer Bee"), 0.22),
                 Choice(Action("c", label="Play Sharky"), 0.004),
                 Choice(Action("d", label="Pass"), 0.0)), 1000)
    assert hint.lines(["Ada", "Bruno"]) == ["Attack Bruno with Luchataur \u2014 61%", "Play Killer Bee \u2014 22%",
                                            "Play Sharky \u2014 under 1%"]
    assert hint.lines(["Ada", "Bruno"], shown=2) == hint.lines(["Ada", "Bruno"])[:2]
    tied = Hint((Choice(Action("a", label="A"), 1.0), Choice(Action("b", label="B"), 0.0)))
    assert tied.sentence([]) == "A \u2014 100%"


def test_hints_need_a_searching_bot() -> None:
    with pytest.raises(ValueError, match="searching bot"):
        make_hinter("meh", 0, kind="easy")


def test_the_worker_hands_the_hint_over_once() -> None:
    game, view, legal = _position()
    worker = HintWorker()
    worker.start(Hinter(ISMCTSBot(game, Knowledge(), 1, iterations=200)), view, legal)
    worker.close()  # waits for the search to end... and cancels its result
    assert worker.poll() is None
    worker.start(Hinter(ISMCTSBot(game, Knowledge(), 1, iterations=200)), view, legal)
    thread = worker._thread
    assert thread is not None
    thread.join(10)
    hint = worker.poll()
    assert isinstance(hint, Hint) and hint.best in legal
    assert worker.poll() is None


def test_a_real_games_hint_is_a_legal_move() -> None:
    from tabletop.games import get

    game = get("mindbug").rules()
    state = game.new(game.default_config(2), 4)
    seat = game.to_act(state)
    legal = game.legal_actions(state)
    hint = make_hinter("mindbug", 3, kind="ismcts:200").hint(game.view(state, seat), legal)
    assert hint.best in legal and hint.iterations > 0
