"""The Mindbug table, headless: drag to play and to attack, prompts for every out-of-turn decision,
every legal action reachable with the mouse, layout, animations, and a 2v2 game through the app
with two people and two bots (a Mindbug offer and a block answered by people, the curtain passed)."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import pygame
import pytest
from uitools import TO_ACT, AppSession, SoundRecorder, TableDriver

from tabletop.core.protocol import Action, GameConfig, events_for
from tabletop.games.mindbug.cards import BY_NAME, CREATURES, FIRST_CONTACT, NEW_SERVANTS
from tabletop.games.mindbug.drawing import draw_tokens
from tabletop.games.mindbug.rules import D_BLOCK, D_HUNT, D_MINDBUG, GAME, MindbugState
from tabletop.games.mindbug.scene import TABLE, MindbugTable, lay_cards

from .positions import act, attack, find, make, play_card

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 952, 724)  # the table's rectangle in a 1280x800 window
ui = TableDriver(TABLE, GAME, RECT)
table_for, post, click, drag = ui.table_for, ui.post, ui.click, ui.drag


def key(name: str) -> str:
    return BY_NAME[name].key


def crowded(players: int, in_play: list[int], exhausted: tuple[str, ...] = ()) -> MindbugState:
    """Full hands and ``in_play[q]`` creatures for each seat, the deck's copies dealt in table order."""
    sets = (FIRST_CONTACT,) if players == 2 else (FIRST_CONTACT, NEW_SERVANTS)
    pool = [c.name for c in CREATURES if c.set in sets for _ in range(c.copies)]
    for name in exhausted:
        pool.remove(name)
    pool = list(exhausted) + pool
    play = [[pool.pop(0) for _ in range(n)] for n in in_play]
    hands = [[pool.pop() for _ in range(5)] for _ in range(players)]
    return make(players, hands=hands, play=play, exhausted=exhausted, mindbugs=[2, 1, 2, 0][:players])


# --- playing and attacking ------------------------------------------------------------------------
def test_drag_a_hand_card_onto_your_side_plays_it() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]], play=[["Killer Bee"], ["Plated Scorpion"]])
    table = table_for(s)
    card = find(s, "Luchataur", 0, "hand")
    press, drop = table.aim(Action("play", (key("Luchataur"),)))
    assert table.hand_rect(card).collidepoint(press) and drop is not None

    def lights_up(t: MindbugTable) -> None:
        assert t.drag.dragging == ("hand", card)
        assert t.drag.legal_targets() == {("mine",)}

    action = drag(table, press, drop, check=lights_up)
    assert action == Action("play", (key("Luchataur"),)) and action is not None and action.label == "Play Luchataur"
    events = GAME.apply(s, action)
    table.set_view(GAME.view(s, 0), 0, [])
    table.on_events(events_for(events, 0))
    assert table.busy() and table.flights.pending(card)  # it flies from where it was dropped


def test_a_card_dropped_on_an_enemy_snaps_back_with_the_reason() -> None:
    s = make(2, hands=[["Gorillion"], ["Spider Owl"]], play=[[], ["Plated Scorpion"]])
    table = table_for(s)
    press, _ = table.aim(Action("play", (key("Gorillion"),)))
    assert drag(table, press, table.area_rect(1).center) is None
    assert table.message == "Drop it on your own side to play it"
    assert table.busy()  # sliding back
    for _ in range(10):
        table.update(0.1)
    assert not table.busy()


def test_drag_a_creature_onto_an_enemy_attacks_and_only_enemies_light_up() -> None:
    s = make(4, hands=[["Luchataur"], ["Spider Owl"], ["Bee Bear"], ["Tiger Squirrel"]],
             play=[["Killer Bee"], ["Plated Scorpion"], ["Gorillion"], []])
    table = table_for(s)
    bee = find(s, "Killer Bee", 0)

    def lights_up(t: MindbugTable) -> None:  # the enemies' sides, and their creatures (a Hunter's prey)
        assert t.drag.legal_targets() == {("enemy", 1), ("enemy", 3), ("prey", find(s, "Plated Scorpion", 1))}

    start = table.creature_rect(bee).center
    action = drag(table, start, table.area_rect(3).center, check=lights_up)
    assert action == Action("attack", (bee,))
    # the teammate's side is not a target: the creature slides back, nothing is played
    assert drag(table, start, table.area_rect(2).center) is None


def test_positions_left_top_right_follow_the_seating() -> None:
    s = make(4, hands=[["Gorillion"], ["Spider Owl"], ["Luchataur"], ["Bee Bear"]])
    for viewer in range(4):
        table = table_for(s, viewer)
        lay = table.layout()
        left, top, right = (viewer + 1) % 4, (viewer + 2) % 4, (viewer + 3) % 4
        assert lay.areas[left].panel.right <= lay.areas[top].panel.x  # the next seat clockwise sits left
        assert lay.areas[right].panel.x >= lay.areas[top].panel.right
        assert lay.areas[top].panel.bottom <= lay.stage.y <= lay.areas[viewer].panel.y


def test_a_creature_stopped_by_hamster_lion_says_why() -> None:
    s = make(4, hands=[["Gorillion"], ["Spider Owl"], ["Luchataur"], ["Bee Bear"]],
             play=[["Spider Owl", "Killer Bee"], ["Hamster Lion"], [], []])
    table = table_for(s)
    owl = find(s, "Spider Owl", 0)
    assert Action("attack", (owl,)) not in GAME.legal_actions(s)
    assert drag(table, table.creature_rect(owl).center, table.area_rect(1).center) is None
    assert "Hamster Lion" in table.message


def test_click_a_card_then_your_side_plays_it_and_keyboard_does_too() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]])
    table = table_for(s)
    press, drop = table.aim(Action("play", (key("Gorillion"),)))
    assert click(table, press) is None and table.drag.selected is not None
    assert drop is not None and click(table, drop) == Action("play", (key("Gorillion"),))

    def press_key(k: int) -> Action | None:
        return ui.key(table, k)

    table = table_for(s)
    assert press_key(pygame.K_TAB) is None and table.drag.focus is not None and table.drag.focus[0] == "hand"
    assert press_key(pygame.K_RETURN) is None and table.drag.focus == ("mine",)
    played = press_key(pygame.K_RETURN)
    assert played is not None and played.kind == "play"


# --- decisions out of turn -------------------------------------------------------------------------
def test_a_mindbug_offer_is_answered_with_the_stage_buttons() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]], mindbugs=[1, 1])
    play_card(s, "Gorillion")
    assert GAME.to_act(s) == 1 and s.dec is not None and s.dec[0] == D_MINDBUG
    table = table_for(s)
    gorillion = s.limbo
    assert gorillion in table.layout().shown  # the card on offer is on the stage
    use = table.button_rect("mindbug")
    let = table.button_rect("pass")
    assert use is not None and let is not None
    assert click(table, use.center) == Action("mindbug", (gorillion,))
    assert click(table, let.center) == Action("pass", ())
    # the player who played it sees the offer but has nothing to press
    watcher = table_for(s, 0)
    assert watcher.layout().buttons == [] and watcher.drag.sources == []
    assert "Mindbug" in watcher.prompt().detail


def test_a_decision_is_answered_with_the_keyboard_too() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]], mindbugs=[1, 1])
    play_card(s, "Gorillion")
    table = table_for(s)

    def press_key(k: int) -> Action | None:
        return ui.key(table, k)

    assert press_key(pygame.K_TAB) is None and table.drag.focus == ("button", 0)
    assert press_key(pygame.K_TAB) is None and table.drag.focus == ("button", 1)
    assert press_key(pygame.K_RETURN) == Action("pass", ())


def test_a_block_is_a_click_on_a_glowing_creature_or_the_button() -> None:
    s = make(2, hands=[["Gorillion"], ["Spider Owl"]], play=[["Luchataur"], ["Rhino Turtle", "Killer Bee"]])
    attack(s, "Luchataur")
    assert s.dec is not None and s.dec[0] == D_BLOCK
    table = table_for(s)
    turtle = find(s, "Rhino Turtle", 1)
    assert set(table.prompt().picks) == {turtle, find(s, "Killer Bee", 1)}
    assert click(table, table.creature_rect(turtle).center) == Action("block", (turtle,))
    button = table.button_rect("noblock")
    assert button is not None and click(table, button.center) == Action("noblock", ())


def test_no_prompt_when_nobody_can_block() -> None:
    """Sneaky attacker, no Sneaky defender: the defender is never asked (the rules skip the question)."""
    s = make(2, hands=[["Gorillion"], ["Spider Owl"]], play=[["Chameleon Sniper"], ["Rhino Turtle"]], mindbugs=[0, 0])
    attack(s, "Chameleon Sniper")
    assert GAME.to_act(s) == 1 and s.dec is not None and s.dec[0] != D_BLOCK  # straight to the next turn


def test_a_hunter_chooses_its_prey_on_the_table() -> None:
    s = make(2, hands=[["Luchataur"], ["Bee Bear"]], play=[["Killer Bee"], ["Gorillion", "Spider Owl"]])
    attack(s, "Killer Bee")
    table = table_for(s)
    gorillion = find(s, "Gorillion", 1)
    assert click(table, table.creature_rect(gorillion).center) == Action("hunt", (gorillion,))
    button = table.button_rect("nohunt")
    assert button is not None and click(table, button.center) == Action("nohunt", ())


def test_a_hunter_dropped_on_an_enemy_creature_hunts_it() -> None:
    s = make(2, hands=[["Luchataur"], ["Bee Bear"]], play=[["Killer Bee", "Spider Owl"], ["Gorillion", "Rhino Turtle"]])
    table = table_for(s)
    bee, turtle = find(s, "Killer Bee", 0), find(s, "Rhino Turtle", 1)
    target = table.creature_rect(turtle).center

    def names_the_prey(t: MindbugTable) -> None:
        assert t.drag.target_under_pointer() == ("prey", turtle) and ("prey", turtle) in t.drag.legal_targets()

    action = drag(table, table.creature_rect(bee).center, target, check=names_the_prey)
    assert action == Action("attack", (bee,))
    GAME.apply(s, action)
    assert s.dec is not None and s.dec[0] == D_HUNT and GAME.to_act(s) == 0
    table.set_view(GAME.view(s, 0), 0, GAME.legal_actions(s))
    assert table.follow_up() == Action("hunt", (turtle,))  # the drop answers the Hunter's question
    assert table.follow_up() is None  # once


def test_a_drop_names_no_prey_unless_the_hunter_asks_at_once() -> None:
    s = make(2, hands=[["Luchataur"], ["Bee Bear"]], play=[["Killer Bee", "Spider Owl"], ["Gorillion", "Rhino Turtle"]])
    bee, owl, turtle = find(s, "Killer Bee", 0), find(s, "Spider Owl", 0), find(s, "Rhino Turtle", 1)
    # a Hunter dropped on the enemy's side, not on a creature: the question is asked
    table = table_for(s)
    hunt = s.clone()
    assert drag(table, table.creature_rect(bee).center, table.area_rect(1).topleft) == Action("attack", (bee,))
    GAME.apply(hunt, Action("attack", (bee,)))
    table.set_view(GAME.view(hunt, 0), 0, GAME.legal_actions(hunt))
    assert table.follow_up() is None and table.button_rect("nohunt") is not None
    # a creature that is no Hunter dropped on a creature attacks; the defender decides, nothing follows
    table = table_for(s)
    plain = s.clone()
    assert drag(table, table.creature_rect(owl).center, table.creature_rect(turtle).center) == Action("attack", (owl,))
    GAME.apply(plain, Action("attack", (owl,)))
    table.set_view(GAME.view(plain, 0), 0, GAME.legal_actions(plain) if GAME.to_act(plain) == 0 else [])
    assert table.follow_up() is None
    # undo forgets the prey
    table = table_for(s)
    undone = s.clone()
    drag(table, table.creature_rect(bee).center, table.creature_rect(turtle).center)
    GAME.apply(undone, Action("attack", (bee,)))
    table.set_view(GAME.view(undone, 0), 0, GAME.legal_actions(undone))
    table.on_undo()
    assert table.follow_up() is None


def test_a_discard_is_a_click_on_a_hand_card() -> None:
    s = make(2, hands=[["Ferret Bomber"], ["Gorillion", "Luchataur", "Spider Owl"]])
    play_card(s, "Ferret Bomber")
    assert GAME.to_act(s) == 1
    table = table_for(s)
    owl = find(s, "Spider Owl", 1, "hand")
    assert click(table, table.hand_rect(owl).center) == Action("discard", (key("Spider Owl"),))
    assert "Discard 2" in table.prompt().title


def test_a_card_from_a_discard_pile_is_chosen_on_the_stage() -> None:
    s = make(2, hands=[["Compost Dragon"], ["Spider Owl"]], discards=[["Gorillion", "Luchataur"], []])
    play_card(s, "Compost Dragon")
    table = table_for(s)
    shown = table.layout().shown
    gorillion = find(s, "Gorillion", 0, "disc")
    assert gorillion in shown and find(s, "Luchataur", 0, "disc") in shown
    assert click(table, shown[gorillion].center) == Action("target", (gorillion,))


def test_an_opponent_is_chosen_by_button_or_by_clicking_their_side() -> None:
    s = make(4, hands=[["Ferret Bomber"], ["Gorillion", "Luchataur"], ["Bee Bear"], ["Spider Owl", "Killer Bee"]])
    play_card(s, "Ferret Bomber")
    assert GAME.to_act(s) == 0
    table = table_for(s)
    assert {b.label for b in table.layout().buttons} == {"Player 2", "Player 4"}
    assert click(table, table.area_rect(3).center) == Action("opponent", (3,))


def test_every_legal_action_is_reachable_with_the_mouse() -> None:
    """Seeded random 1v1 and 2v2 games: at every decision, each legal action is aimed at and played."""
    checked: dict[str, int] = {}
    for players, seed in ((2, 3), (4, 5), (4, 11)):
        config = GAME.default_config(players)
        s = GAME.new(config, seed)
        rng = random.Random(seed)
        table = TABLE(GAME, [f"Player {i + 1}" for i in range(players)])
        for _ in range(70):
            if GAME.is_over(s):
                break
            seat = GAME.to_act(s)
            legal = GAME.legal_actions(s)
            table.set_view(GAME.view(s, seat), seat, legal)
            for action in legal:
                press, drop = table.aim(action)
                got = click(table, press) if drop is None else drag(table, press, drop)
                assert got == action, f"{action} aimed, {got} played"
                checked[action.kind] = checked.get(action.kind, 0) + 1
            GAME.apply(s, rng.choice(legal))
    assert {"play", "attack", "mindbug", "pass"} <= set(checked)


# --- layout, drawing, animation ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1600, 900)])
def test_layout_fits_and_nothing_overlaps(players: int, size: tuple[int, int]) -> None:
    rect = pygame.Rect(16, 60, size[0] - 16 - 330, size[1] - 60 - 16)
    s = crowded(players, [7] + [3] * (players - 1), exhausted=("Rhino Turtle",))
    table = table_for(s, 0, rect)
    lay = table.layout()
    panels = [a.panel for a in lay.areas.values()] + [lay.stage, lay.info]
    for panel in panels:
        assert rect.contains(panel), panel
    for i, a in enumerate(panels):
        for b in panels[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for area in lay.areas.values():
        slots = list(area.slots.values())
        assert len(slots) == len(s.play[area.seat])
        for r in slots:
            assert area.creatures.contains(r)
        for i, a in enumerate(slots):
            for b in slots[i + 1:]:
                assert not a.colliderect(b)
    turtle = find(s, "Rhino Turtle", 0)
    assert table.creature_rect(turtle).w > table.creature_rect(turtle).h  # exhausted: sideways
    for r in lay.hand.values():
        assert rect.contains(r) and not r.colliderect(lay.info)


@pytest.mark.parametrize("width", [30, 44, 80])
def test_mindbug_tokens_shrink_to_the_room_their_header_row_leaves(width: int) -> None:
    """At four seats and 130% a side seat's second Mindbug ran over its panel's edge: two tokens as tall
    as the row did not fit the room left beside the piles."""
    box = pygame.Rect(10, 10, width, 24)
    surface = pygame.Surface((120, 44), pygame.SRCALPHA)
    draw_tokens(surface, box, 1, 2, 1.3)
    inked = [(x, y) for x in range(120) for y in range(44) if surface.get_at((x, y)).a]
    assert inked and all(box.collidepoint(point) for point in inked)
    assert max(x for x, _ in inked) - min(x for x, _ in inked) > box.w // 2  # both tokens drawn, not one


def _decisions() -> dict[str, MindbugState]:
    """Decisions whose buttons sit next to cards: a Mindbug offer, a block, a 2v2 opponent, Frenzy."""
    offer = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl", "Killer Bee"]], mindbugs=[1, 1])
    play_card(offer, "Gorillion")
    block = make(2, hands=[["Gorillion"], ["Spider Owl"]], play=[["Luchataur"], ["Rhino Turtle", "Killer Bee"]])
    attack(block, "Luchataur")
    opponent = make(4, hands=[["Ferret Bomber"], ["Gorillion", "Luchataur"], ["Bee Bear"], ["Spider Owl"]],
                    play=[["Killer Bee", "Plated Scorpion"], ["Rhino Turtle"], [], ["Tiger Squirrel"]])
    play_card(opponent, "Ferret Bomber")
    frenzy = make(2, hands=[["Gorillion"], ["Spider Owl"]], play=[["Luchataur", "Killer Bee"], []])
    attack(frenzy, "Luchataur")
    return {"offer": offer, "block": block, "opponent": opponent, "frenzy": frenzy}


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("case", ["offer", "block", "opponent", "frenzy"])
def test_no_card_preview_ever_covers_a_button(case: str, size: tuple[int, int]) -> None:
    """Hover every card (the ones on the stage beside the buttons too): the large card shows, clear of
    every control (the seats that answer too), and not one pixel of a control changes."""
    rect = pygame.Rect(16, 60, size[0] - 16 - 330, size[1] - 60 - 16)
    s = _decisions()[case]
    table = table_for(s, TO_ACT, rect)
    screen = pygame.Surface(size)
    controls = table.controls()
    assert controls and table.layout().shown

    def frame(pos: tuple[int, int]) -> list[bytes]:
        post(table, pygame.MOUSEMOTION, pos, rect)
        table.update(0.5)
        screen.fill((0, 0, 0))
        table.draw(screen, rect)
        return [pygame.image.tobytes(screen.subsurface(c), "RGB") for c in controls]

    clean = frame((2, 2))  # the pointer off the table
    cards = [hit[0].copy() for hit in table._hits]
    previews = 0
    for card in cards:
        for pos in (card.center, (card.right - 2, card.centery), (card.centerx, card.bottom - 2)):
            now = frame(pos)
            for control, before, after in zip(controls, clean, now):
                if not control.collidepoint(pos):  # a seat's panel under the pointer lights up, as it should
                    assert before == after, (case, card, pos, control)
            if table.preview_at is not None:
                previews += 1
                assert table.preview_at.collidelist(controls) < 0 and rect.contains(table.preview_at)
    assert previews >= len(table.layout().shown) * 3  # the cards on the stage, next to the buttons, show large


def test_lay_cards_keeps_order_and_size_limits() -> None:
    area = pygame.Rect(0, 0, 300, 200)
    rects = lay_cards(area, [False, True, False], 120)
    assert [r.x for r in rects] == sorted(r.x for r in rects)
    assert all(area.contains(r) and r.h <= 120 for r in rects)
    assert rects[1].w > rects[1].h and rects[0].h > rects[0].w
    assert lay_cards(area, [], 100) == []


def test_spectator_sees_backs_and_takes_no_input() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]], play=[["Killer Bee"], []])
    table = table_for(s, None)
    assert all(card < 0 for card in table.layout().hand)  # backs only
    assert table.drag.sources == []
    assert click(table, table.creature_rect(find(s, "Killer Bee", 0)).center) is None


def test_a_fight_animates_the_attack_and_the_defeat() -> None:
    s = make(2, hands=[["Gorillion"], ["Spider Owl"]], play=[["Luchataur"], ["Killer Bee"]])
    table = table_for(s, 1)
    luchataur, bee = find(s, "Luchataur", 0), find(s, "Killer Bee", 1)
    events = attack(s, "Luchataur") + act(s, "block", bee)
    sounds = SoundRecorder()
    table.sound = sounds
    seat = GAME.to_act(s)
    table.set_view(GAME.view(s, 1), 1, GAME.legal_actions(s) if seat == 1 else [])
    table.on_events(events_for(events, 1))
    assert table.busy()
    assert table.flights.pending(luchataur) and table.flights.pending(("disc", bee))
    discards = len(s.disc[1])
    assert discards == 1 and table.flights.hidden(("discard", 1)) == 1  # the pile shows it only once it lands
    surface = pygame.Surface((RECT.right + 16, RECT.bottom + 16))
    for _ in range(60):
        table.update(1 / 30)
        table.draw(surface, RECT)
    assert not table.busy() and table.flights.hidden(("discard", 1)) == 0
    assert "capture" in sounds.played


def test_a_mindbug_flies_the_card_to_its_taker_with_a_banner() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]], mindbugs=[1, 1])
    play_card(s, "Gorillion")
    gorillion = s.limbo
    table = table_for(s, 1)
    events = act(s, "mindbug", gorillion)
    table.set_view(GAME.view(s, 1), 1, [])
    table.on_events(events_for(events, 1))
    assert table.flights.pending(gorillion) and table.banner is not None and "Mindbug" in table.banner[0]
    for _ in range(30):
        table.update(0.05)
    assert not table.busy() and gorillion in table.layout().areas[1].slots


def test_undo_drops_animations_in_flight() -> None:
    s = make(2, hands=[["Gorillion", "Luchataur"], ["Spider Owl"]])
    before = s.clone()
    table = table_for(s, 0)
    events = play_card(s, "Gorillion")
    table.set_view(GAME.view(s, 0), 0, [])
    table.on_events(events_for(events, 0))
    assert table.busy()
    before.turn -= 1  # an earlier turn, as undo gives
    table.set_view(GAME.view(before, 0), 0, GAME.legal_actions(before))
    table.on_undo()
    assert not table.busy()


def test_setup_offers_one_or_two_mindbugs_and_names_the_formats() -> None:
    (option,) = TABLE.setup_options(GAME, 4)
    assert option.key == "mindbugs" and not option.per_seat
    assert {value for value, _ in option.choices} == {1, 2}
    for value, _ in option.choices:
        GAME.validate_config(GameConfig(4, (0, 1, 0, 1), {"mindbugs": value}))
    assert TABLE.players_label(2) == "1v1" and TABLE.players_label(4) == "2v2"


def test_seat_setup_offers_1v1_and_2v2_only() -> None:
    from tabletop.scenes.seat_setup import player_counts

    assert player_counts("mindbug") == [2, 4]  # three players is no Mindbug game
    assert player_counts("meh") == [2, 3, 4]


def test_the_busiest_table_draws_fast() -> None:
    """2v2 with full play areas at 1600x900: the median frame stays well inside a 60 Hz frame."""
    rect = pygame.Rect(18, 67, 1237, 815)
    s = crowded(4, [5, 4, 3, 4])
    table = table_for(s, 0, rect)
    screen = pygame.Surface((1600, 900))
    times = []
    for i in range(60):
        post(table, pygame.MOUSEMOTION, (40 + (i * 37) % 1200, 500 + (i * 13) % 380), rect)
        table.update(1 / 60)
        start = time.thread_time()  # the work of drawing, not the waits of a busy machine
        table.draw(screen, rect)
        times.append(time.thread_time() - start)
    assert statistics.median(times[10:]) < 0.016


# --- through the app ---------------------------------------------------------------------------------
def _choose(table: MindbugTable, rng: random.Random) -> Action:
    """A person's choice: take Mindbugs and block when they can, otherwise mostly play or attack."""
    legal = table.legal
    for kind in ("mindbug", "block"):
        wanted = [a for a in legal if a.kind == kind]
        if wanted and rng.random() < 0.8:
            return rng.choice(wanted)
    main = [a for a in legal if a.kind in ("play", "attack")]
    if main and rng.random() < 0.9:
        return rng.choice(main)
    return rng.choice(legal)


def test_two_people_and_two_bots_play_2v2_through_the_app(tmp_path: Any) -> None:
    session = AppSession(tmp_path, "mindbug", ["human", "human", "easy", "easy"], 21, (1280, 800), MindbugTable,
                         private=lambda table: all(h is None for h in table.view.hands))
    session.app.settings.ai_pace = 0.0
    session.app.settings.animation_speed = 3.0  # the same animations, quicker, to keep the test short
    match = session.match
    assert match.config.teams == (0, 1, 0, 1)
    rng = random.Random(4)
    stats = session.stats
    stats.update({"mindbug_offers": 0, "blocks_offered": 0, "blocked": 0})
    on_screen: int | None = None
    try:
        for table in session.turns(30000, stop=lambda: match.is_over() and stats["person_moves"] > 0):
            seat = match.to_act()
            assert seat is not None and table.viewer == seat and match.seats[seat].is_human
            # the curtain came up exactly when the screen passed to a different person
            assert session.lifted == (on_screen != seat), (on_screen, seat, session.lifted)
            on_screen = seat
            decision = table.view.decision[0]
            stats["mindbug_offers"] += decision == D_MINDBUG
            stats["blocks_offered"] += decision == D_BLOCK
            action = _choose(table, rng)
            stats["blocked"] += action.kind == "block"
            session.play(table, action, rng)
        assert match.is_over()
        session.check_people_played_as_intended()
        assert stats["mindbug_offers"] >= 1 and stats["blocks_offered"] >= 1 and stats["blocked"] >= 1, stats
        assert stats["curtains"] >= 1 and stats["drags"] >= 1, stats
    finally:
        session.close()
