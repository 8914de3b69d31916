"""The Mythomakya table, headless: the layout at every player count, playing by drag and by click,
refusals with their reason, the caller's buttons, a round held and flown to its winner, the last
round shown again, every legal action reachable with the mouse, and a 4-seat game played through
the app by two people (the curtain passed) with two bots."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from uitools import AppSession, SoundRecorder, TableDriver

from tabletop.core.protocol import Action, GameConfig, events_for
from tabletop.games.mythomakya.cards import BATTLE, COLOUR, COLOUR_NAMES, TRIUMPH
from tabletop.games.mythomakya.drawing import score_sides, seat_info
from tabletop.games.mythomakya.rules import GAME
from tabletop.games.mythomakya.scene import TABLE, MythTable
from tabletop.games.mythomakya.state import BREAK, CALL, MATE, PLAY, MythState
from tabletop.ui import theme

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 952, 724)  # the table's rectangle in a 1280x800 window
ui = TableDriver(TABLE, GAME, RECT)
table_for, post, click, drag = ui.table_for, ui.post, ui.click, ui.drag


def new_state(players: int, seed: int = 1, variant: str = TRIUMPH, games: int = 1) -> MythState:
    config = GAME.default_config(players)
    options = {**config.options, "variant": variant, "games": games}
    return GAME.new(GameConfig(players=players, teams=config.teams, options=options), seed)


def play_until(state: MythState, stop: Callable[[MythState], bool], rng: random.Random,
               limit: int = 400) -> MythState:
    """Random moves until ``stop(state)``; fails when the game ends first."""
    for _ in range(limit):
        if stop(state):
            return state
        assert not GAME.is_over(state), "the game ended before the position looked for"
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    raise AssertionError("no such position")


def must_follow(state: MythState) -> bool:
    """The seat to play has a face-up card it may not play (it must follow the colour led)."""
    if state.phase != PLAY or not state.trick:
        return False
    tops = [st[-1] for st in state.stacks[state.turn] if st]
    legal = {a.args[0] for a in GAME.legal_actions(state)}
    return any(c not in legal for c in tops)


def settle(table: MythTable, seconds: float = 6.0) -> None:
    for _ in range(round(seconds * 30)):
        table.update(1 / 30)


def apply(table: MythTable, state: MythState, action: Action) -> None:
    """Play ``action`` and show the table the result as the host would (the same viewer)."""
    events = GAME.apply(state, action)
    viewer = table.viewer
    legal = GAME.legal_actions(state) if viewer is not None and GAME.to_act(state) == viewer else []
    table.set_view(GAME.view(state, viewer), viewer, legal)
    table.on_events(events_for(events, viewer))


# --- the layout ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("rect", [RECT, pygame.Rect(0, 0, 1600, 900), pygame.Rect(10, 50, 700, 520)])
def test_every_seat_has_its_stacks_and_treasure_inside_its_panel(players: int, rect: pygame.Rect) -> None:
    s = new_state(players)
    for viewer in (0, players - 1, None):
        table = table_for(s, viewer, rect)
        lay = table.layout()
        panels = [p.panel for p in lay.seats.values()]
        for place in lay.seats.values():
            assert rect.contains(place.panel) and place.panel.contains(place.treasure)
            assert len(place.stacks) == len(s.stacks[place.seat])
            for stack in place.stacks:
                assert place.panel.contains(stack.bounds), (players, place.seat, stack.bounds, place.panel)
                assert not stack.bounds.colliderect(place.treasure)
            for a, b in itertools.combinations(place.stacks, 2):
                assert not a.bounds.colliderect(b.bounds)
        for a, b in itertools.combinations(panels + [lay.centre], 2):
            assert not a.colliderect(b)
        assert lay.centre.contains(lay.trick) and lay.centre.contains(lay.senior)
        assert lay.seats[viewer if viewer is not None else 0].side == "bottom"


# --- playing a card -------------------------------------------------------------------------------------
def test_drag_a_face_up_card_to_the_middle_plays_it_and_it_flies_there() -> None:
    s = play_until(new_state(4, 3), lambda q: q.phase == PLAY, random.Random(1))
    table = table_for(s)
    action = GAME.legal_actions(s)[0]
    press, drop = table.aim(action)
    assert drop is not None and table.middle_rect().collidepoint(drop)

    def lights_up(t: MythTable) -> None:
        assert t.drag.dragging is not None and t.drag.legal_targets() == {("middle",)}

    assert drag(table, press, drop, check=lights_up) == action
    apply(table, s, action)
    assert table.busy() and table.flights.busy()  # the card flies from where it was dropped
    settle(table)
    assert not table.busy() and table.trick.trick.played == {s.trick[0][0]: action.args[0]}


def test_a_click_on_a_playable_card_plays_it() -> None:
    s = play_until(new_state(3, 5), lambda q: q.phase == PLAY, random.Random(2))
    table = table_for(s)
    action = GAME.legal_actions(s)[-1]
    press, _ = table.aim(action)
    assert click(table, press) == action


def test_a_card_that_must_not_be_played_says_why_and_slides_back() -> None:
    s = play_until(new_state(2, 8), must_follow, random.Random(3))
    table = table_for(s)
    table.sound = SoundRecorder()
    legal = {a.args[0] for a in GAME.legal_actions(s)}
    home = table.home()
    stack = next(i for i, st in enumerate(s.stacks[home]) if st and st[-1] not in legal)
    led = COLOUR_NAMES[COLOUR[s.trick[0][1]]]
    press = table.stack_rect(home, stack).center

    def says_why(t: MythTable) -> None:
        assert t.drag.refusal_under_pointer() == f"You must follow {led}"

    assert drag(table, press, table.middle_rect().center, check=says_why) is None
    assert table.message == f"You must follow {led}" and table.sound.played == ["error"]
    assert table.busy()  # sliding back
    settle(table, 1.0)
    assert not table.busy()
    assert click(table, press) is None and table.message == f"You must follow {led}"  # a click says it too


def test_the_top_bar_says_what_the_viewer_is_asked() -> None:
    s = new_state(3, 4)
    assert table_for(s).question() == "Call the senior colour"
    assert table_for(s, (s.turn + 1) % 3).question() == ""
    play_until(s, lambda q: q.phase == PLAY and not q.trick, random.Random(2))
    assert table_for(s).question() == "Lead the round"
    play_until(s, lambda q: len(q.trick) == 1, random.Random(2))
    assert table_for(s).question() == f"Follow {COLOUR_NAMES[COLOUR[s.trick[0][1]]]} if you can"


def test_the_cards_glow_only_on_the_viewers_turn() -> None:
    s = play_until(new_state(2, 4), lambda q: q.phase == PLAY, random.Random(5))
    mine = table_for(s)
    assert {spot.key[0] for spot in mine.drag.sources} == {"stack"}
    watching = table_for(s, 1 - s.turn)
    assert watching.drag.sources == [] and watching.drag.targets == []
    assert drag(watching, watching.stack_rect(1 - s.turn, 0).center, watching.middle_rect().center) is None


# --- the caller ----------------------------------------------------------------------------------------------
def buttons(table: MythTable) -> list[Action]:
    panel = table.layout().panel
    return [b.action for b in panel.buttons] if panel is not None else []


def test_the_caller_calls_the_senior_colour_with_a_button_per_colour() -> None:
    s = new_state(4, 2)
    assert s.phase == CALL
    table = table_for(s)
    calls = GAME.legal_actions(s)
    assert buttons(table) == calls and table.panel.decision.title == "Call the senior colour"
    for action in calls:
        press, drop = table.aim(action)
        assert drop is None and click(table, press) == action
    assert ui.key(table, pygame.K_3) == calls[2]  # the number keys press the buttons too
    watching = table_for(s, (s.turn + 1) % 4)
    assert buttons(watching) == [] and watching.panel.decision.title.endswith("is calling the senior colour")


def test_at_five_players_the_caller_chooses_a_teammate_by_button_or_by_their_panel() -> None:
    s = new_state(5, 6)
    GAME.apply(s, GAME.legal_actions(s)[2])
    assert s.phase == MATE
    table = table_for(s)
    mates = GAME.legal_actions(s)
    assert buttons(table) == mates
    assert click(table, table.aim(mates[1])[0]) == mates[1]
    seat = int(mates[2].args[0])
    assert click(table, table.layout().seats[seat].panel.center) == mates[2]


# --- a round -------------------------------------------------------------------------------------------------
def test_a_finished_round_shows_its_winner_then_flies_to_the_winners_treasure() -> None:
    rng = random.Random(7)
    s = play_until(new_state(3, 9), lambda q: q.phase == PLAY and len(q.trick) == 2, rng)
    table = table_for(s)
    action = GAME.legal_actions(s)[0]
    before = [len(pile) for pile in s.treasure]
    apply(table, s, action)
    winner = s.rounds[-1][1]
    assert table.trick.busy() and table.trick.trick.winner == winner
    assert table.trick.incoming(winner) == 3  # the pile shows them only once they land
    assert [len(p) for p in s.treasure][winner] == before[winner] + 3
    settle(table)
    assert not table.busy() and table.trick.incoming(winner) == 0
    assert table.trick.last is not None and table.trick.last.winner == winner and table.trick.last.why
    # "Last round" shows it again, and back
    last = table.layout().last
    assert click(table, last.center) is None and table.trick.showing_last
    assert click(table, last.center) is None and not table.trick.showing_last


def test_an_undo_or_a_loaded_game_shows_the_round_of_the_view() -> None:
    s = play_until(new_state(4, 11), lambda q: q.phase == PLAY and len(q.trick) == 2, random.Random(4))
    table = table_for(s)
    assert table.trick.trick.played == dict(s.trick) and table.trick.trick.order[0] == s.trick[0][0]
    earlier = play_until(new_state(4, 11), lambda q: q.phase == PLAY and len(q.trick) == 1, random.Random(4))
    table.on_undo()
    table.set_view(GAME.view(earlier, earlier.turn), earlier.turn, GAME.legal_actions(earlier))
    table.draw(pygame.Surface((1000, 800)), RECT)
    assert table.trick.trick.played == dict(earlier.trick)


@pytest.mark.parametrize("variant", [TRIUMPH, BATTLE])
def test_an_undo_of_a_rounds_last_card_drops_the_finished_round_at_once(variant: str) -> None:
    """Undo right after the card that ended a round kept showing the round as won for its hold, with the
    undone card in it and the winner's pile counted below zero, then flew it to the pile; "Last round" then
    showed the round that was taken back."""
    rng = random.Random(5)
    s = play_until(new_state(4, 12, variant), lambda q: q.phase == PLAY and len(q.trick) == 3 and len(q.rounds) >= 1,
                   rng)
    before = s.clone()
    table = table_for(s)
    apply(table, s, next(a for a in GAME.legal_actions(s) if a.kind == "play"))
    winner = s.rounds[-1][1]
    assert table.trick.busy() and table.trick.incoming(winner) == 4
    # the host shows the earlier view, then tells the table it went back
    table.set_view(GAME.view(before, before.turn), before.turn, GAME.legal_actions(before))
    table.on_undo()
    table.draw(pygame.Surface((RECT.right + 16, RECT.bottom + 16)), RECT)
    assert not table.busy() and table.trick.incoming(winner) == 0
    assert table.trick.trick.played == dict(before.trick) and table.trick.trick.winner is None
    last, last_winner = before.rounds[-1]
    assert table.trick.last is not None
    assert (table.trick.last.played, table.trick.last.winner) == (dict(last), last_winner)
    settle(table, 2.0)
    assert table.trick.trick.played == dict(before.trick) and table.trick.last.winner == last_winner


# --- the seats' panels and the series ---------------------------------------------------------------------
def test_the_panels_show_teams_the_caller_and_after_the_game_the_apples() -> None:
    s = new_state(4, 13, games=3)
    table = table_for(s)
    info = {q: seat_info(table, table.myth, q) for q in range(4)}
    assert [info[q].team for q in range(4)] == [0, 1, 0, 1]  # opposite seats play together
    assert [c.label for c in info[s.caller].chips] == ["caller"] and info[s.caller].turn
    assert all(not c.label.startswith("apple") for q in range(4) for c in info[q].counts)
    assert [c.label for c in info[0].counts] == ["cards", "won"]  # no god cards in Triumph of Heroes
    alone = seat_info(table_for(new_state(3, 13)), GAME.view(new_state(3, 13), 0), 0)
    assert alone.team is None
    play_until(s, lambda q: q.phase == BREAK, random.Random(9))
    table = table_for(s)
    apples = {q: next(c.value for c in seat_info(table, table.myth, q).counts if c.label.startswith("apple"))
              for q in range(4)}
    assert sum(apples.values()) == sum(s.record[-1][0][q] for q in (0, 1))  # the teams' totals add up


def test_with_five_players_the_callers_teammate_is_named_as_the_callers_until_the_game_ends() -> None:
    s = play_until(new_state(5, 3), lambda q: q.phase == PLAY, random.Random(4))
    table = table_for(s)
    chips = {q: [(c.label, c.short) for c in seat_info(table, table.myth, q).chips if c.tone != "legal"]
             for q in range(5)}
    assert chips[s.caller] == [("caller", "")]
    assert chips[s.mate] == [("caller's teammate", "teammate")]  # not "teammate": whose?
    assert all(chips[q] == [] for q in range(5) if q not in (s.caller, s.mate))
    play_until(s, GAME.is_over, random.Random(5))
    table = table_for(s)
    assert all(not seat_info(table, table.myth, q).chips for q in range(5))  # the result says who won


def test_between_two_games_the_series_score_is_shown_over_the_deal_button() -> None:
    s = play_until(new_state(4, 14, games=2), lambda q: q.phase == BREAK, random.Random(10))
    table = table_for(s)
    assert score_sides(table.myth) == [(0, 2), (1, 3)]
    panel = table.layout().panel
    assert panel is not None and [b.action.kind for b in panel.buttons] == ["deal"]
    assert panel.buttons[0].rect.top > table.middle_rect().centery  # low, under the scoreboard
    surface = pygame.Surface((1000, 800))
    table.draw(surface, RECT)
    board = pygame.Rect(table.middle_rect().x, table.middle_rect().y, table.middle_rect().w, 60)
    assert any(surface.get_at((x, y))[:3] == theme.TEXT for x in range(board.x, board.right, 2)
               for y in range(board.y, board.bottom))  # the heading is written there
    assert score_sides(GAME.view(new_state(5, 1), 0)) == [(q,) for q in range(5)]


# --- every move by mouse ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_every_legal_action_is_reachable_with_the_mouse(players: int) -> None:
    s = new_state(players, 12 + players, games=2)
    rng = random.Random(players)
    seen: set[str] = set()
    while not GAME.is_over(s):
        table = table_for(s)
        legal = GAME.legal_actions(s)
        for action in rng.sample(legal, min(3, len(legal))):
            press, drop = table.aim(action)
            got = click(table, press) if drop is None else drag(table, press, drop)
            assert got == action, (action, got)
            seen.add(action.kind)
        GAME.apply(s, rng.choice(legal))
    assert {"call", "play", "deal"} <= seen and ("mate" in seen) == (players == 5)


# --- a game through the app ----------------------------------------------------------------------------------
def test_two_people_and_two_bots_play_a_game_through_the_app(tmp_path: Any) -> None:
    session = AppSession(tmp_path, "mythomakya", ["human", "random", "human", "random"], 5, (1280, 800), MythTable,
                         private=lambda table: table.viewer is None)
    session.app.settings.ai_pace = 0.0
    session.app.settings.animation_speed = 4.0  # the same animations, quicker, to keep the test short
    match = session.match
    rng = random.Random(8)
    kinds: set[str] = set()
    try:
        for table in session.turns(40000, stop=lambda: match.is_over()):
            action = rng.choice(table.legal)
            kinds.add(action.kind)
            session.play(table, action, rng, drag_share=0.5)
        assert match.is_over()
        session.check_people_played_as_intended()
        assert "play" in kinds and session.stats["drags"] >= 1 and session.stats["clicks"] >= 1, session.stats
    finally:
        session.close()


def test_a_card_turned_face_up_is_ringed_for_a_moment_without_holding_the_table() -> None:
    s = play_until(new_state(2, 15), lambda q: q.phase == PLAY and not q.trick and q.turn == 0, random.Random(6))
    table = table_for(s, 1)  # the other seat watches
    action = GAME.legal_actions(s)[0]
    stack = next(i for i, st in enumerate(s.stacks[0]) if st and st[-1] == action.args[0])
    apply(table, s, action)
    assert (0, stack) in table.turned  # the card under it is face up now
    settle(table, 0.6)
    assert not table.busy() and (0, stack) in table.turned
    settle(table, 1.2)
    assert table.turned == {}


def test_an_undo_takes_the_ring_off_a_card_turned_up_by_the_move_taken_back() -> None:
    """The ring of a card just turned face up stayed on its stack after an undo put the played card back
    over it: a ring around a card that was never turned."""
    s = play_until(new_state(2, 15), lambda q: q.phase == PLAY and not q.trick and q.turn == 0, random.Random(6))
    before = s.clone()
    table = table_for(s, 0)
    apply(table, s, GAME.legal_actions(s)[0])
    assert table.turned
    table.set_view(GAME.view(before, 0), 0, GAME.legal_actions(before))
    table.on_undo()
    assert table.turned == {}
