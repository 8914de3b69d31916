"""The Domains of Meh table, headless: layout, drag and drop, clicks, keys, animations,
and whole games driven through the app with posted mouse events."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

import pygame
import pytest
from uitools import AppSession, SoundRecorder, TableDriver

from tabletop.core.protocol import Action, events_for
from tabletop.games.meh.animate import in_flight
from tabletop.games.meh.rules import GAME, MehState
from tabletop.games.meh.scene import TABLE, MehTable

pytestmark = pytest.mark.usefixtures("pygame_display")

SIZES = [(960, 600), (1280, 800), (1600, 900)]
RECT = pygame.Rect(16, 60, 1000, 720)  # not at the origin, like inside the app
ui = TableDriver(TABLE, GAME, RECT)
table_for, post, click, drag = ui.table_for, ui.post, ui.click, ui.drag


def new_state(players: int = 2, seed: int = 1) -> MehState:
    return GAME.new(GAME.default_config(players), seed)


def play_until(state: MehState, done: Any, limit: int = 60) -> None:
    """Play 'largest card on the first territory it can take' until ``done(state)``."""
    for _ in range(limit):
        if done(state):
            return
        legal = GAME.legal_actions(state)
        places = [a for a in legal if a.kind == "place"]
        best = max(places, key=lambda a: (a.args[0], -a.args[1])) if places else legal[0]
        GAME.apply(state, best)
    raise AssertionError("situation not reached")


def table_on_own_territory() -> tuple[MehTable, int]:
    """The first player's table on their second turn, and a territory they already hold."""
    state = new_state()
    mover = state.current
    play_until(state, lambda s: s.current == mover and s.turn > 0)
    mine = next(t for t in range(12) if state.owner[t] == mover)
    return table_for(state), mine


# --- the table alone ----------------------------------------------------------------------
def test_drag_a_card_onto_a_legal_territory_plays_it() -> None:
    state = new_state()
    table = table_for(state)
    size = table.view.hand[0]
    target = next(a for a in GAME.legal_actions(state) if a.kind == "place" and a.args[0] == size)
    action = drag(table, table.hand_card_rect(0).center, table.territory_rect(int(target.args[1])).center)
    assert action == target
    assert action is not None and action.label.startswith(f"Send a {size} to the ")
    assert table.message == ""


def test_legal_targets_light_up_while_dragging() -> None:
    state = new_state()
    table = table_for(state)
    size = table.view.hand[0]
    post(table, pygame.MOUSEBUTTONDOWN, table.hand_card_rect(0).center)
    assert table.drag.legal_targets() == set()  # a press alone is not a drag
    post(table, pygame.MOUSEMOTION, (table.hand_card_rect(0).centerx, table.hand_card_rect(0).y - 40))
    expected = {("territory", a.args[1]) for a in GAME.legal_actions(state) if a.kind == "place" and a.args[0] == size}
    expected.add(("deck",))
    assert table.drag.legal_targets() == expected


def test_illegal_drop_on_own_territory_snaps_back_with_a_reason() -> None:
    table, mine = table_on_own_territory()
    action = drag(table, table.hand_card_rect(0).center, table.territory_rect(mine).center)
    assert action is None
    assert table.message == "You already hold that territory"
    assert table.busy()  # the card slides back
    table.update(1.0)
    assert not table.busy()
    assert table.message == "You already hold that territory"  # still readable for a moment
    table.update(5.0)
    assert table.message == ""


def test_illegal_drop_on_a_bigger_army_names_both_sizes() -> None:
    state = new_state(seed=4)

    def weaker_card_facing_bigger_army(s: MehState) -> bool:
        hand = s.hands[s.current]
        return any(
            s.owner[t] >= 0 and s.owner[t] != s.current and s.size[t] > min(hand, default=9) for t in range(12)
        )

    play_until(state, weaker_card_facing_bigger_army)
    table = table_for(state)
    view = table.view
    small = view.hand[0]
    t = next(t for t in range(12) if view.board[t] and view.board[t][0] != view.viewer and view.board[t][1] > small)
    owner, there = view.board[t]
    assert drag(table, table.hand_card_rect(0).center, table.territory_rect(t).center) is None
    assert table.message == f"A {small} cannot beat Player {owner + 1}'s {there}: you need a bigger army"


def test_ties_explain_who_wins_them() -> None:
    # seat 1 plays elves (no ties): make them face an equal card
    state = new_state(seed=2)
    play_until(
        state,
        lambda s: s.current == 1
        and any(s.owner[t] == 0 and s.size[t] in s.hands[1] for t in range(12)),
    )
    table = table_for(state)
    view = table.view
    index, t = next(
        (i, t) for i, z in enumerate(view.hand) for t in range(12) if view.board[t] == (0, z)
    )
    assert drag(table, table.hand_card_rect(index).center, table.territory_rect(t).center) is None
    z = view.hand[index]
    assert table.message == (
        f"A {z} cannot beat Player 1's {z}: only dwarves and orcs win ties, so you need a bigger army"
    )


def test_click_a_card_then_a_territory() -> None:
    state = new_state(players=3, seed=5)
    table = table_for(state)
    index = len(table.view.hand) - 1
    size = table.view.hand[index]
    assert click(table, table.hand_card_rect(index).center) is None
    assert table.drag.selected == ("hand", index)
    legal = [a for a in GAME.legal_actions(state) if a.kind == "place" and a.args[0] == size]
    action = click(table, table.territory_rect(int(legal[-1].args[1])).center)
    assert action == legal[-1]
    assert table.drag.selected is None


def test_clicking_an_illegal_territory_keeps_the_selection_and_says_why() -> None:
    table, mine = table_on_own_territory()
    click(table, table.hand_card_rect(0).center)
    assert click(table, table.territory_rect(mine).center) is None
    assert table.message == "You already hold that territory"
    assert table.drag.selected == ("hand", 0)


def test_drop_on_the_deck_puts_the_card_at_the_bottom() -> None:
    state = new_state(seed=7)
    table = table_for(state)
    size = table.view.hand[-1]
    action = drag(table, table.hand_card_rect(len(table.view.hand) - 1).center, table.deck_rect().center)
    assert action == Action("bottom", (size,))
    assert action is not None and action.label == f"Put a {size} on the bottom of your deck"
    # and by clicks
    assert click(table, table.hand_card_rect(0).center) is None
    assert click(table, table.deck_rect().center) == Action("bottom", (table.view.hand[0],))


def test_drop_on_empty_felt_snaps_back_silently() -> None:
    table = table_for(new_state())
    start = table.hand_card_rect(0).center
    assert drag(table, start, (RECT.right - 3, RECT.y + 3)) is None
    assert table.message == ""
    assert table.busy()


def test_keyboard_tab_enter_enter_plays() -> None:
    state = new_state(seed=3)
    table = table_for(state)

    def key(k: int, mod: int = 0) -> Action | None:
        return ui.key(table, k, mod)

    assert key(pygame.K_TAB) is None
    assert table.drag.focus == ("hand", 0)
    assert key(pygame.K_RIGHT) is None
    assert table.drag.focus == ("hand", 1)
    assert key(pygame.K_RETURN) is None
    assert table.drag.selected == ("hand", 1)
    legal_targets = table.drag.legal_targets()
    assert table.drag.focus in legal_targets
    focused = table.drag.focus
    action = key(pygame.K_RETURN)
    assert action is not None and action in GAME.legal_actions(state)
    assert action.args[0] == table.view.hand[1]
    if focused == ("deck",):
        assert action.kind == "bottom"
    else:
        assert action == Action("place", (table.view.hand[1], focused[1]))


def test_pass_button_when_passing_is_the_only_move() -> None:
    state = new_state()
    seat = state.current
    view = dataclasses.replace(GAME.view(state, seat), hand=())
    table = TABLE(GAME, ["Ann", "Bo"])
    pass_action = Action("pass", (), label="Pass (no cards left)")
    table.set_view(view, seat, [pass_action])
    table.draw(pygame.Surface((RECT.right, RECT.bottom)), RECT)
    button = table.pass_rect()
    assert button is not None
    assert click(table, button.center) == pass_action
    table.set_view(view, seat, [])
    assert table.pass_rect() is None


def test_no_input_when_it_is_not_the_viewers_turn() -> None:
    state = new_state()
    other = 1 - state.current
    table = TABLE(GAME, ["Ann", "Bo"])
    table.set_view(GAME.view(state, other), other, [])
    table.draw(pygame.Surface((RECT.right, RECT.bottom)), RECT)
    target = next(t for t in range(12) if state.owner[t] < 0)
    assert drag(table, table.hand_card_rect(0).center, table.territory_rect(target).center) is None
    assert click(table, table.hand_card_rect(0).center) is None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_layout_fits_and_nothing_overlaps(players: int, size: tuple[int, int]) -> None:
    state = new_state(players=players, seed=players)
    play_until(state, lambda s: s.turn >= 2 * players)
    rect = pygame.Rect(0, 0, *size)
    table = table_for(state, rect=rect)
    lay = table._current_layout()
    tiles = [table.territory_rect(t) for t in range(12)]
    hand = [table.hand_card_rect(i) for i in range(len(table.view.hand))]
    panels = [lay.home.panel] + [b.panel for b in lay.others]
    for r in tiles + hand + panels:
        assert rect.contains(r), r
    for a in range(12):
        for b in range(a + 1, 12):
            assert not tiles[a].colliderect(tiles[b])
    for tile in tiles:
        assert not any(tile.colliderect(p) for p in panels)
    for r in hand + [table.deck_rect(), table.discard_rect()]:
        assert lay.home.panel.contains(r)
    for a, b in itertools.pairwise(hand):
        assert not a.colliderect(b)
    assert not table.deck_rect().colliderect(table.discard_rect())
    for box in lay.others:
        assert box.panel.contains(box.deck) and box.panel.contains(box.discard)
    # cards stay readable: the map's cards are at least 40 px tall even at 960x600
    assert lay.map_card[1] >= 40 and lay.hand_card[1] >= 80


def test_moves_animate_and_hide_what_is_still_flying() -> None:
    state = new_state(seed=9)
    mover = state.current
    play_until(state, lambda s: s.current == mover and any(
        s.owner[t] >= 0 and s.owner[t] != mover and s.size[t] < max(s.hands[mover]) for t in range(12)))
    table = table_for(state)
    big = max(table.view.hand)
    t = next(t for t in range(12) if state.owner[t] >= 0 and state.owner[t] != mover and state.size[t] < big)
    loser = (state.owner[t], state.size[t])
    action = drag(table, table.hand_card_rect(table.view.hand.index(big)).center, table.territory_rect(t).center)
    assert action == Action("place", (big, t))
    events = GAME.apply(state, action)
    table.set_view(GAME.view(state, mover), mover, [])
    table.on_events(events_for(events, mover))
    assert table.busy()
    surface = pygame.Surface((RECT.right, RECT.bottom))
    # while the card flies, the beaten army still shows on the territory and not yet in its discard
    assert table._hide_board[t] == loser
    steps = 0
    while table.busy():
        table.update(1 / 30)
        table.draw(surface, RECT)
        steps += 1
        assert steps < 200
    assert 10 < steps  # it took a visible moment
    assert table._hide_board == {} and all(not in_flight(table, "discard", s) for s in range(state.players))
    assert all(not in_flight(table, "hand", s) for s in range(state.players))
    assert table.last_territory == t


def test_sounds_are_asked_for_when_a_sound_manager_is_set() -> None:
    state = new_state(seed=11)
    table = table_for(state)
    table.sound = SoundRecorder()
    seat = state.current
    action = next(a for a in GAME.legal_actions(state) if a.kind == "place")
    events = GAME.apply(state, action)
    table.set_view(GAME.view(state, seat), seat, [])
    table.on_events(events_for(events, seat))
    for _ in range(60):
        table.update(1 / 30)
    assert "place" in table.sound.played and "draw" in table.sound.played


def test_setup_offers_distinct_armies() -> None:
    (option,) = MehTable.setup_options(GAME, 3)
    assert option.key == "armies" and option.distinct and option.per_seat
    assert [value for value, _ in option.choices] == ["dwarves", "elves", "humans", "orcs"]
    # the default config's armies are among the choices
    assert set(GAME.default_config(3).options["armies"]) <= {value for value, _ in option.choices}


def _drawn(state: MehState, seat: int | None) -> bytes:
    """The pixels of the table as ``seat`` sees ``state`` (no legal moves: nobody is dragging)."""
    table = TABLE(GAME, [f"P{i}" for i in range(GAME.players(state))])
    table.set_view(GAME.view(state, seat), seat, [])
    surface = pygame.Surface((1280, 800))
    table.draw(surface, pygame.Rect(0, 0, 1280, 800))
    return pygame.image.tobytes(surface, "RGB")


def test_spectator_view_draws_backs_and_takes_no_input() -> None:
    """The spectator's picture is the same whatever the hands hold (it shows no face of a hidden card),
    while a seat's picture shows its own hand; and the spectator cannot pick anything up."""
    state = new_state(players=4, seed=8)
    rng = random.Random(0)
    for _ in range(5):
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    swapped = GAME.clone(state)
    pool = [card for hand in state.hands for card in hand]
    while sorted(swapped.hands[0]) == sorted(state.hands[0]):  # the hands' cards dealt again, as many each
        rng.shuffle(pool)
        cut = list(itertools.accumulate(len(h) for h in state.hands))
        swapped.hands = [pool[a:b] for a, b in zip([0, *cut], cut)]
    assert _drawn(swapped, None) == _drawn(state, None)
    assert _drawn(swapped, 0) != _drawn(state, 0)  # a seat's own faces are drawn, so a change shows
    table = TABLE(GAME, [f"P{i}" for i in range(4)])
    table.set_view(GAME.view(state, None), None, [])
    table.draw(pygame.Surface((1280, 800)), pygame.Rect(0, 0, 1280, 800))
    assert table.drag.sources == []
    assert click(table, (640, 700), pygame.Rect(0, 0, 1280, 800)) is None


# --- whole games through the app ------------------------------------------------------------
def _aim(table: MehTable, action: Action) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """Where to press and where to drop to play ``action`` (drop None: a button click)."""
    if action.kind == "pass":
        button = table.pass_rect()
        assert button is not None
        return button.center, None
    index = table.view.hand.index(action.args[0])
    start = table.hand_card_rect(index).center
    if action.kind == "bottom":
        return start, table.deck_rect().center
    return start, table.territory_rect(int(action.args[1])).center


def play_through_app(tmp_path: Any, kinds: list[str], seed: int, size: tuple[int, int]) -> dict[str, Any]:
    """Play a whole match in the app by posting mouse events, to the result screen."""
    session = AppSession(tmp_path, "meh", kinds, seed, size, MehTable, private=lambda table: table.view.hand == ())
    rng = random.Random(seed)
    try:
        for table in session.turns(6000):
            places = [a for a in table.legal if a.kind == "place"]
            others = [a for a in table.legal if a.kind != "place"]
            pool = places if places and (not others or rng.random() < 0.85) else others
            session.play(table, rng.choice(pool), rng, drag_share=0.7, aim=_aim)
        assert session.at_result and session.match.is_over()
        session.check_people_played_as_intended()
        return {**session.stats, "result": session.app.top.result, "match": session.match}
    finally:
        session.close()


def test_two_people_hot_seat_game_through_the_app(tmp_path: Any) -> None:
    stats = play_through_app(tmp_path, ["human", "human"], seed=21, size=(1280, 800))
    match = stats["match"]
    assert stats["person_moves"] == len(match.actions)
    # the screen is passed whenever the turn changes hands (not after the last move)
    assert stats["curtains"] >= len(match.actions) - 1
    assert stats["drags"] > 0 and stats["clicks"] > 0
    assert stats["result"].scores == GAME.result(match.state).scores


def test_person_against_ai_through_the_app(tmp_path: Any) -> None:
    stats = play_through_app(tmp_path, ["human", "easy"], seed=5, size=(960, 600))
    match = stats["match"]
    assert stats["curtains"] == 0
    assert 0 < stats["person_moves"] < len(match.actions)
    assert any(not match.seats[s.seat].is_human for s in match.steps)


def test_undo_to_an_earlier_view_drops_animations_in_flight() -> None:
    state = new_state(seed=13)
    seat = state.current
    before = GAME.view(state, seat)
    table = table_for(state)
    action = next(a for a in GAME.legal_actions(state) if a.kind == "place")
    events = GAME.apply(state, action)
    table.set_view(GAME.view(state, seat), seat, [])
    table.on_events(events_for(events, seat))
    assert table.busy() and table.last_territory == action.args[1]
    table.set_view(before, seat, GAME.legal_actions(GAME.new(GAME.default_config(2), 13)))
    table.on_undo()
    assert not table.busy()
    assert table.last_territory is None and table._hide_board == {} and table.flights.hiding() == {}


def test_an_illegal_drop_sounds_an_error_once() -> None:
    table, mine = table_on_own_territory()
    table.sound = SoundRecorder()
    drag(table, table.hand_card_rect(0).center, table.territory_rect(mine).center)
    assert table.sound.played == ["error"]
    click(table, (RECT.right - 3, RECT.y + 3))  # a click on the felt while the reason still shows
    assert table.sound.played == ["error"]


def test_the_table_shows_the_last_round() -> None:
    from tabletop.games.meh.drawing import _draw_last_round
    from tabletop.ui import theme

    from .pictures import make_state

    state = make_state("a1 a2 a3 b1\nb2 b3 a1 a2\nb1 . . .", hands=[[3, 3], [2, 2, 3, 3]])
    table = table_for(state, seat=0)
    surface = pygame.Surface((RECT.right + 16, RECT.bottom + 16))
    lay = table._current_layout()
    assert _draw_last_round(pygame.Surface(surface.get_size()), lay, table.view) is None  # not yet
    events = GAME.apply(state, Action("place", (3, 9)))
    table.set_view(GAME.view(state, 0), 0, [])
    table.on_events(events_for(events, 0))
    assert table.banner.message == "Last round: the game can end before Player 2 plays again"
    own = table_for(make_state("a1 a2 a3 b1\nb2 b3 a1 a2\nb1 . . .", hands=[[3, 3], [2, 2, 3, 3]]), seat=1)
    own.on_events(events)
    assert own.banner.message == "Last round: the game can end before you play again"
    table.draw(surface, RECT)
    tag = _draw_last_round(pygame.Surface(surface.get_size()), lay, table.view)
    assert tag is not None and lay.home.panel.contains(tag)
    assert surface.get_at((tag.centerx, tag.y + 2))[:3] == theme.BRASS  # the table drew the tag
    for _ in range(80):
        table.update(0.05)
    assert table.banner.message is None  # the banner goes; the tag stays
    table.draw(surface, RECT)
    assert surface.get_at((tag.centerx, tag.y + 2))[:3] == theme.BRASS


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_every_table_shows_the_whole_scoring_panel(players: int, size: tuple[int, int]) -> None:
    from tabletop.games.meh.drawing import _draw_compact_legend, legend_in_column

    rect = pygame.Rect(16, 60, size[0] - 16 - 320, size[1] - 60 - 16)
    table = table_for(new_state(players), seat=0, rect=rect)
    lay = table._current_layout()
    if players == 2:
        assert legend_in_column(lay, table.view)  # under the one other seat, as it always was
    if not legend_in_column(lay, table.view):  # else the home seat shows it, one line an army
        head = lay.home.header
        bottom = _draw_compact_legend(pygame.Surface(rect.bottomright), lay, table.view, head, head.y + head.h // 3)
        assert bottom <= head.bottom


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_hovering_a_score_explains_it_and_covers_no_control(size: tuple[int, int]) -> None:
    rect = pygame.Rect(16, 60, size[0] - 16 - 320, size[1] - 60 - 16)
    state = new_state(4)
    play_until(state, lambda s: s.turn >= 8 and s.current == 0)
    table = table_for(state, seat=0, rect=rect)
    surface = pygame.Surface((rect.right + 16, rect.bottom + 16))
    hover = pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
    for seat in range(4):
        hover.pos = table.score_rect(seat).center
        assert table.handle_event(hover, rect) is None
        assert table.score_under_pointer() == seat
        table.draw(surface, rect)
        tip = table.tip_at
        assert tip is not None and rect.contains(tip), seat
        assert tip.collidelist(table.controls()) < 0  # no card, territory, deck or button under it
    hover.pos = table.territory_rect(5).center
    table.handle_event(hover, rect)
    table.draw(surface, rect)
    assert table.tip_at is None  # away from the scores, no tip


def test_the_log_tells_the_viewer_that_the_last_round_begins_with_them(tmp_path: Any) -> None:
    """The log's last-round line names the seat it begins with, and says "you" to that seat."""
    from tabletop.app import App
    from tabletop.scenes.matches import new_match
    from tabletop.scenes.table import TableScene
    from tabletop.storage import Storage

    for seed in range(20):  # a game whose last round begins with the person in seat 0
        match = new_match("meh", ["human", "random"], seed=seed)
        rng = random.Random(seed)
        while not match.is_over() and not any(e.kind == "last_round" for e in match.log):
            match.play(rng.choice(match.game.legal_actions(match.state)))
        news = [e for e in match.log if e.kind == "last_round"]
        if news and news[0].data["seat"] == 0 and not match.is_over():
            break
    else:
        raise AssertionError("no game's last round began with seat 0")
    app = App(storage=Storage(tmp_path / "config", tmp_path / "data"), size=(1280, 720))
    try:
        scene = TableScene(app, match, pace=False, introduce=False)
        app.push(scene)
        app.step(1 / 60)
        said = [line for line in scene.log.lines if line.startswith("The last round begins")]
        reason = news[0].data["reason"]
        assert said == [f"The last round begins with you: {reason}, so the game can end before you play again."]
    finally:
        app.close()
