"""The player's look at every table: the size of cards and text reaches the cards themselves (not only
the bars around them) and keeps every table inside its window at 1280x720; high contrast reaches the
cards' own drawing; no word on a table is drawn under the floor for text."""

from __future__ import annotations

import gc
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from tabletop.commands.frames import midgame_match
from tabletop.games.maskmen import art as maskmen_art
from tabletop.games.maskmen.cards import WRESTLERS
from tabletop.games.mathenyism import art as mathenyism_art
from tabletop.games.meh import art as meh_art
from tabletop.games.mindbug import art as mindbug_art
from tabletop.games.mythomakya import art as mythomakya_art
from tabletop.games.mythomakya.art import STRENGTH_LEAST, has_name_room, strength_size
from tabletop.games.mythomakya.card_preview import myth_preview
from tabletop.games.mythomakya.drawing import table_controls
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table import TableScene
from tabletop.ui import cards as ui_cards
from tabletop.ui import theme
from tabletop.ui.pile import caption_height

TABLES = [("meh", 4), ("maskmen", 2), ("maskmen", 4), ("maskmen", 6), ("mindbug", 2), ("mindbug", 4), ("mythomakya", 4),
          ("mathenyism", 4)]
"""A table of each game (Maskmen's with a full hand at two and four seats, and at six)."""
SMALL_TABLES = [("meh", 2), ("meh", 4), ("maskmen", 2), ("maskmen", 4), ("maskmen", 6), ("mindbug", 2),
                ("mindbug", 4), ("mythomakya", 4), ("mythomakya", 6), ("mathenyism", 2), ("mathenyism", 4),
                ("mathenyism", 6)]
"""Every table at the seat counts whose layouts differ most."""


@pytest.fixture(autouse=True)
def standard_look() -> Iterator[None]:
    yield
    theme.configure()


def open_at(make_app: Any, game_id: str, players: int, size: tuple[int, int], ui_scale: float,
            options: dict[str, Any] | None = None, match: Any = None) -> TableScene:
    """``game_id``'s table (with the game's ``options``) half-way through a game (or ``match``), in a window of
    ``size`` at the UI scale ``ui_scale``."""
    app = make_app(size=size)
    app.settings.ui_scale = ui_scale
    app.apply_settings()
    app.push(MenuScene(app))
    match = match if match is not None else midgame_match(game_id, players=players, options=options)
    scene = TableScene(app, match, autosave=False, record=False, introduce=False)
    app.push(scene)
    app.step(1 / 60)
    return scene


def layout(scene: TableScene) -> Any:
    return scene.table._current_layout()  # type: ignore[attr-defined]


def hand_card_height(game_id: str, lay: Any) -> int:
    """The height of a card in the viewer's own hand (or stacks) on ``game_id``'s table."""
    if game_id == "maskmen":
        return int(lay.card[1])
    if game_id == "mythomakya":
        return int(lay.seats[lay.home].stacks[0].top.h)
    if game_id == "mathenyism":
        return int(next(iter(lay.seats[lay.home].hand.values())).h)
    return int(lay.hand_card[1])


def card_rects(game_id: str, lay: Any) -> list[pygame.Rect]:
    """Every card place and seat panel of ``game_id``'s layout."""
    if game_id == "meh":
        return [*lay.tiles, *lay.hand_rects, *(r for b in lay.boxes.values() for r in (b.panel, b.deck, b.discard))]
    if game_id == "maskmen":
        return [r for _, _, r in lay.hand_cards] + [*lay.others.values(), lay.home, lay.ring, lay.ladder_panel,
                                                     lay.board, lay.pass_rect]
    if game_id == "mindbug":
        return [*lay.hand.values(), lay.stage, *lay.panel.shown.values(),
                *(r for a in lay.areas.values() for r in (a.panel, *a.slots.values()))]
    if game_id == "mathenyism":
        return [lay.deck, lay.discard, lay.stage, *(
            r for p in lay.seats.values()
            for r in (p.panel, *p.court, p.shown, p.followers, *p.hand.values(), *([p.pile] if p.pile else []),
                      *(c for unit in p.units.values() for c in unit.cards)))]
    return [r for p in lay.seats.values() for r in (p.panel, p.treasure, *(g.top for g in p.stacks))]


@pytest.mark.parametrize("game_id, players", TABLES)
def test_the_size_of_cards_and_text_grows_the_cards_of_every_table(make_app: Any, game_id: str,
                                                                  players: int) -> None:
    heights = {}
    for ui_scale in (1.0, 1.3):
        scene = open_at(make_app, game_id, players, (1600, 900), ui_scale)
        heights[ui_scale] = hand_card_height(game_id, layout(scene))
        scene.close()
    assert heights[1.3] >= heights[1.0] * 1.1, heights


@pytest.mark.parametrize("game_id, players", SMALL_TABLES)
def test_the_largest_size_keeps_every_table_inside_a_small_window(make_app: Any, game_id: str,
                                                                  players: int) -> None:
    scene = open_at(make_app, game_id, players, (1280, 720), 1.3)
    lay = layout(scene)
    for r in card_rects(game_id, lay):
        assert scene.table_rect.contains(r), (r, scene.table_rect)
    assert hand_card_height(game_id, lay) >= 100
    scene.close()


def test_meh_at_four_seats_keeps_the_other_seats_cards_readable_at_the_largest_size(make_app: Any) -> None:
    """At 1280x720 and 130% the three other seats' cards were 30 px tall (the two-line header and the
    captions took the panel): a one-line header gives them their room, the viewer's hand keeps its size."""
    hands = {}
    for ui_scale in (1.0, 1.3):
        scene = open_at(make_app, "meh", 4, (1280, 720), ui_scale)
        lay = layout(scene)
        assert min(box.card[1] for box in lay.others) >= 56, [box.card for box in lay.others]
        hands[ui_scale] = lay.hand_card[1]
        scene.close()
    assert hands[1.3] >= hands[1.0] * 1.2, hands


@pytest.mark.parametrize("ui_scale, least", [(1.0, 70), (1.3, 64)])
def test_mythomakya_at_six_seats_keeps_the_other_seats_stacks_readable_at_1280x720(make_app: Any, ui_scale: float,
                                                                                   least: int) -> None:
    """The four side seats (two to a column) were 61 px tall at 100% and 45 at 130%; their columns now run
    down beside the home band. Every other seat's top cards show their strength at the floor for text."""
    scene = open_at(make_app, "mythomakya", 6, (1280, 720), ui_scale)
    lay = layout(scene)
    others = [p for seat, p in lay.seats.items() if seat != lay.home]
    heights = [p.stacks[0].top.h for p in others]
    assert min(heights) >= least, heights
    assert all(strength_size(g.top.size) >= STRENGTH_LEAST for p in others for g in p.stacks)
    assert lay.seats[lay.home].stacks[0].top.h >= 110  # the viewer's own stacks stay the largest
    scene.close()


@pytest.mark.parametrize("options", [None, {"variant": "battle"}], ids=["triumph", "battle"])
def test_mythomakya_at_four_seats_keeps_the_top_seats_stacks_readable_at_the_largest_size(
        make_app: Any, options: dict[str, Any] | None) -> None:
    """At 1280x720 and 130% the top seat's cards were 31x44 px under a two-line header: a wide top seat's
    header is one line, and its stacks come near the side seats' size, their names and strengths shown."""
    scene = open_at(make_app, "mythomakya", 4, (1280, 720), 1.3, options)
    lay = layout(scene)
    top = next(p for p in lay.seats.values() if p.side == "top")
    sides = [p for p in lay.seats.values() if p.side in ("left", "right")]
    height = top.stacks[0].top.h
    assert height >= 60 and height >= 0.85 * min(p.stacks[0].top.h for p in sides), height
    assert all(strength_size(g.top.size) >= STRENGTH_LEAST and has_name_room(g.top.size) for g in top.stacks)
    scene.close()


def test_mathenyism_at_six_seats_keeps_the_side_seats_cards_readable_at_1280x720(make_app: Any) -> None:
    """The four side seats' cards were 47 to 51 px tall, in one row with the seat's piles over an empty place
    for units; the court and the shown card now have the top row, the piles lie beside the units under it."""
    scene = open_at(make_app, "mathenyism", 6, (1280, 720), 1.0)
    lay = layout(scene)
    sides = [p for p in lay.seats.values() if p.side in ("left", "right")]
    assert len(sides) == 4 and min(p.court[0].h for p in sides) >= 60, [p.court[0].h for p in sides]
    for p in sides:
        piles = [p.followers, *([p.pile] if p.pile else [])]
        assert not any(r.colliderect(c) for r in [*piles, p.units_area] for c in [*p.court, p.shown])
        assert not any(r.colliderect(p.units_area) for r in piles) and p.panel.contains(p.progress)
    scene.close()


def test_mythomakya_shows_a_card_too_small_for_its_name_large_under_the_pointer(make_app: Any) -> None:
    """In the smallest window at 130% the top seat's cards go without their names; resting the pointer on one
    shows it large, beside it and over no control. The viewer's own cards, large with their names, do not."""
    scene = open_at(make_app, "mythomakya", 4, theme.MIN_SIZE, 1.3, BATTLE)
    table, lay = scene.table, layout(scene)
    view = table.myth  # type: ignore[attr-defined]
    top = next(p for p in lay.seats.values() if p.side == "top")
    i = next(i for i, stack in enumerate(view.stacks[top.seat]) if stack)
    small = top.stacks[i].top
    assert not has_name_room(small.size)

    def preview_at(pos: tuple[int, int]) -> tuple[int, pygame.Rect] | None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        scene.app.step(1 / 60)
        return myth_preview(table, layout(scene), table_controls(table, layout(scene)), with_round=True)

    shown = preview_at(small.center)
    assert shown is not None and shown[0] == view.stacks[top.seat][i][-1] and shown[1].h >= 2 * small.h
    assert not any(shown[1].colliderect(c) for c in table_controls(table, layout(scene)))
    scene.close()
    scene = open_at(make_app, "mythomakya", 4, (1600, 900), 1.0, BATTLE)
    table, lay = scene.table, layout(scene)
    home = lay.seats[lay.home]
    j = next(j for j, stack in enumerate(table.myth.stacks[lay.home]) if stack)  # type: ignore[attr-defined]
    assert preview_at(home.stacks[j].top.center) is None
    scene.close()


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_mythomakya_side_seats_treasure_says_its_count_under_it_not_over_its_top_cards_name(
        make_app: Any, size: tuple[int, int]) -> None:
    """A side seat's open treasure pile lies in a stack's place; its count lay over its top card's name
    ("Th2s"). It has its caption under it, where a stack's cards would show, clear of every card."""
    scene = open_at(make_app, "mythomakya", 4, size, 1.0, BATTLE)
    lay = layout(scene)
    sides = [p for p in lay.seats.values() if p.side in ("left", "right")]
    for place in sides:
        assert place.caption
        words = pygame.Rect(0, 0, round(place.treasure.w * 1.12), caption_height(lay.unit))
        words.midtop = place.treasure.midbottom
        assert place.panel.contains(words)
        assert not any(words.colliderect(g.top) for g in place.stacks)
    scene.close()



@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("ui_scale", [1.0, 1.3])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_mythomakya_treasure_captions_stay_inside_their_seats_panel(make_app: Any, players: int, ui_scale: float,
                                                                    size: tuple[int, int]) -> None:
    """At six seats and 130% the viewer's "Treasure 5" ran past its panel's right edge and was cut off (at
    1280x720, and at 1600x900 over the border). The caption keeps inside the panel's border, and the widest
    caption ("Treasure 88"), shrunk as far as text may, fits there."""
    from tabletop.games.mythomakya.layout import _caption_width, caption_bounds
    from tabletop.ui.seat_panel import turn_border

    scene = open_at(make_app, "mythomakya", players, size, ui_scale, BATTLE)
    lay = layout(scene)
    for place in lay.seats.values():
        if place.caption:
            bounds = caption_bounds(place, lay.unit)
            border = turn_border(lay.unit)
            assert bounds.x >= place.panel.x + border and bounds.right <= place.panel.right - border
            width = _caption_width(lay.unit)
            assert width <= bounds.w
            x = max(bounds.x, min(place.treasure.centerx - width // 2, bounds.right - width))  # as drawn
            under = min(x + width, place.treasure.right) - max(x, place.treasure.x)
            assert under >= place.treasure.w // 2, (place.seat, x, place.treasure)  # still the pile's caption
    scene.close()


def test_the_log_keeps_its_width_whatever_the_size_of_cards(make_app: Any) -> None:
    """A larger size of cards and text goes to the table, not to the log beside it."""
    widths = []
    for ui_scale in (1.0, 1.3):
        scene = open_at(make_app, "meh", 2, (1600, 900), ui_scale)
        widths.append((scene.log_rect.w, scene.table_rect.w))
        scene.close()
    assert widths[0] == widths[1]


def test_a_mindbug_cards_words_grow_with_the_size_of_cards_and_text() -> None:
    kind = next(k for k, c in enumerate(mindbug_art.CREATURES) if c.text)
    before = mindbug_art.text_sizes(kind, (150, 200))
    theme.configure(1.3)
    after = mindbug_art.text_sizes(kind, (150, 200))
    assert after[0] > before[0] and after[1] > before[1], (before, after)


CARD_FACES: list[tuple[str, Callable[[tuple[int, int]], pygame.Surface]]] = [
    ("meh", lambda size: meh_art.CARD_ART.face(("dwarves", 3), size)),
    ("meh back", lambda size: meh_art.CARD_ART.back("orcs", size)),
    ("maskmen", lambda size: maskmen_art.CARD_ART.face(WRESTLERS[0], size)),
    ("mindbug", lambda size: mindbug_art.face(0, size)),
    ("mindbug back", mindbug_art.back),
    ("mythomakya", lambda size: mythomakya_art.CARD_ART.face(0, size)),
    ("mathenyism", lambda size: mathenyism_art.face(0, size)),
    ("mathenyism back", mathenyism_art.back),
]


@pytest.mark.usefixtures("pygame_display")
@pytest.mark.parametrize("name, draw", CARD_FACES, ids=[n for n, _ in CARD_FACES])
def test_high_contrast_frames_every_games_cards(name: str, draw: Callable[[tuple[int, int]], pygame.Surface]) -> None:
    """In high contrast a card has a white edge (it parts from the dark felt) round a thick black frame."""
    size = (120, 168)
    plain = draw(size)
    theme.configure(high_contrast=True)
    strong = draw(size)
    assert strong is not plain
    mid = size[0] // 2
    assert min(strong.get_at((mid, 0))[:3]) >= 240 and max(strong.get_at((mid, 4))[:3]) <= 16
    assert min(plain.get_at((mid, 0))[:3]) < 240


@pytest.mark.usefixtures("pygame_display")
def test_high_contrast_sets_a_mindbug_cards_words_black_on_white() -> None:
    kind = next(k for k, c in enumerate(mindbug_art.CREATURES) if c.text)
    size = (150, 200)
    parts = mindbug_art.face_parts(kind, mindbug_art.CREATURES[kind].keywords, size)
    probe = (parts.rules.right - 3, parts.rules.bottom - 2)  # the ground at the end of the rules text
    plain = mindbug_art.face(kind, size).get_at(probe)[:3]
    theme.configure(high_contrast=True)
    strong = mindbug_art.face(kind, size).get_at(probe)[:3]
    assert plain == mindbug_art.CREAM and strong == (255, 255, 255)


@contextmanager
def text_sizes() -> Iterator[list[int]]:
    """Every font size asked for by the drawing done inside the block, with every cache of drawn words and
    cards emptied first (so that each word is drawn anew, card faces included)."""
    for cache in [o for o in gc.get_objects() if isinstance(o, ui_cards.SurfaceCache)]:
        cache.clear()
    ui_cards.wrap.cache_clear()
    real = ui_cards.font
    sizes: list[int] = []

    def recording(size: int, weight: str = "regular") -> pygame.font.Font:
        sizes.append(int(size))
        return real(size, weight)

    users = [m for m in list(sys.modules.values()) if getattr(m, "font", None) is real]
    for module in users:
        module.font = recording  # type: ignore[attr-defined]
    try:
        yield sizes
    finally:
        for module in users:
            module.font = real  # type: ignore[attr-defined]


BATTLE = {"variant": "battle"}


@pytest.mark.parametrize("game_id, players, options", [
    ("meh", 2, None), ("meh", 4, None), ("maskmen", 4, None), ("maskmen", 6, None), ("mindbug", 2, None),
    ("mindbug", 4, None), ("mythomakya", 4, None), ("mythomakya", 6, None), ("mythomakya", 4, BATTLE),
    ("mythomakya", 6, BATTLE), ("mathenyism", 2, None), ("mathenyism", 4, None), ("mathenyism", 6, None)])
@pytest.mark.parametrize("ui_scale", [1.0, 1.3])
@pytest.mark.parametrize("size", [(1280, 720), theme.MIN_SIZE], ids=["1280x720", "smallest"])
def test_no_word_on_a_table_is_under_the_floor_for_text(make_app: Any, game_id: str, players: int,
                                                        options: dict[str, Any] | None, ui_scale: float,
                                                        size: tuple[int, int]) -> None:
    """At 1280x720 and in the smallest window the app allows (:data:`theme.MIN_SIZE`)."""
    scene = open_at(make_app, game_id, players, size, ui_scale, options)
    with text_sizes() as sizes:
        scene.table.draw(pygame.Surface(size), scene.table_rect)
    assert sizes and min(sizes) >= ui_cards.TEXT_FLOOR, sorted(set(sizes))[:4]
    scene.close()


def ability_in_a_round() -> Any:
    """A four-seat Battle game half-way, where the person (seat 0) may play a card with its ability after the
    round's lead (the first such of the seeds tried, so that a change to the rules does not lose the scene)."""
    for seed in range(7, 60):
        match = midgame_match("mythomakya", seed=seed, players=4, options=BATTLE)
        if match.state.trick and any(a.kind == "ability" for a in match.game.legal_actions(match.state)):
            return match
    raise AssertionError("no seed gave a decision with an ability in a round")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_battle_decision_panel_in_a_round_never_lies_over_the_rounds_places(make_app: Any,
                                                                           size: tuple[int, int]) -> None:
    """The panel's words and ability buttons take the lower part of the middle; the round's places the rest."""
    scene = open_at(make_app, "mythomakya", 4, size, 1.0, BATTLE, match=ability_in_a_round())
    scene.table.draw(pygame.Surface(size), scene.table_rect)
    lay = layout(scene)
    assert lay.panel is not None and (lay.panel.buttons or lay.panel.title_lines)
    panel_parts = [lay.panel.text] + [button.rect for button in lay.panel.buttons]
    slots = scene.table.trick._layout.slots  # type: ignore[attr-defined]
    assert slots
    for slot in slots:
        assert not any(slot.colliderect(part) for part in panel_parts), (slot, panel_parts)
    scene.close()


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("ui_scale", [1.0, 1.3])
def test_mathenyism_shows_all_four_things_of_the_turn_at_every_size(make_app: Any, monkeypatch: pytest.MonkeyPatch,
                                                                    size: tuple[int, int], ui_scale: float) -> None:
    """Where the middle has one line above the decision panel, the caption gives up its room to the turn's
    four chips (at 1600x900 and 130% only the first chip showed)."""
    from tabletop.games.mathenyism import drawing

    chips: list[pygame.Surface] = []
    pills: list[pygame.Surface] = []
    real_chips, real_pill = drawing._turn_chips, drawing.draw_pill

    def recording_chips(*args: Any) -> list[tuple[pygame.Surface, bool]]:
        out = real_chips(*args)
        chips.extend(chip for chip, _ in out)
        return out

    def recording_pill(surface: pygame.Surface, label: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Rect:
        pills.append(label)
        return real_pill(surface, label, *args, **kwargs)

    monkeypatch.setattr(drawing, "_turn_chips", recording_chips)
    monkeypatch.setattr(drawing, "draw_pill", recording_pill)
    scene = open_at(make_app, "mathenyism", 4, size, ui_scale)
    scene.table.draw(pygame.Surface(size), scene.table_rect)
    assert len(chips) >= 4 and all(any(chip is pill for pill in pills) for chip in chips[-4:])
    scene.close()


def test_battle_round_keeps_readable_places_beside_a_decision_at_1280x720_and_130_percent(make_app: Any) -> None:
    """With abilities offered, the round's places were 30x40 px under three lines of words and a button: the
    status line alone says what the buttons add, and the panel keeps to its buttons at the bottom."""
    scene = open_at(make_app, "mythomakya", 4, (1280, 720), 1.3, BATTLE, match=ability_in_a_round())
    scene.table.draw(pygame.Surface((1280, 720)), scene.table_rect)
    lay = layout(scene)
    assert lay.panel is not None and lay.panel.buttons and not lay.panel.title_lines
    assert "ability below" in scene.table.status()[0]
    slots = scene.table.trick._layout.slots  # type: ignore[attr-defined]
    assert min(slot.h for slot in slots) >= 70, slots
    panel_parts = [lay.panel.text] + [button.rect for button in lay.panel.buttons]
    assert not any(slot.colliderect(part) for slot in slots for part in panel_parts)
    scene.close()


@pytest.mark.parametrize("game_id, players, options", [
    ("mindbug", 4, None), ("mythomakya", 5, None), ("mythomakya", 5, BATTLE), ("mythomakya", 6, BATTLE)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_seats_status_chips_are_shown_at_1280x720(make_app: Any, monkeypatch: pytest.MonkeyPatch,
                                                        game_id: str, players: int, options: dict[str, Any] | None,
                                                        seed: int) -> None:
    """A narrow panel once left out Battle of the Gods' "caller": counts took the chips' line."""
    from tabletop.ui import seat_panel

    left_out: list[tuple[str, list[str]]] = []
    render, draw_chips = seat_panel._render, seat_panel._draw_chips

    def recording_render(size: Any, info: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
        calls: list[tuple[Any, int]] = []

        def chips(s: Any, shown: Any, *rest: Any) -> int:
            calls.append((shown, draw_chips(s, shown, *rest)))
            return calls[-1][1]

        monkeypatch.setattr(seat_panel, "_draw_chips", chips)
        try:
            return render(size, info, *args, **kwargs)
        finally:
            monkeypatch.setattr(seat_panel, "_draw_chips", draw_chips)
            if calls and calls[-1][1] < len(calls[-1][0]):  # the last place tried is the name line
                left_out.append((info.name, [c.label for c in calls[-1][0][calls[-1][1]:]]))

    monkeypatch.setattr(seat_panel, "_render", recording_render)
    seat_panel._surfaces.clear()
    match = midgame_match(game_id, seed=seed, players=players, options=options)
    scene = open_at(make_app, game_id, players, (1280, 720), 1.0, options, match=match)
    scene.table.draw(pygame.Surface((1280, 720)), scene.table_rect)
    assert not left_out
    scene.close()


@pytest.mark.parametrize("game_id, players", [("mindbug", 4), ("mythomakya", 6), ("mathenyism", 6), ("maskmen", 6)])
def test_a_whole_game_keeps_every_seats_name_whole_at_the_largest_size(make_app: Any, cut_texts: list[str],
                                                                       game_id: str, players: int) -> None:
    """A seat's name beside its chips ("deciding", "enemy") gives up a chip before it is cut short."""
    match = new_match(game_id, ["human"] + ["random"] * (players - 1), seed=1)
    scene = open_at(make_app, game_id, players, (1600, 900), 1.3, match=match)
    rng = random.Random(1)
    names = set(scene.names)
    for _ in range(400):
        if match.is_over():
            break
        if match.to_act() == 0:
            assert scene.play(rng.choice(match.game.legal_actions(match.state)))
        for _ in range(4):
            scene.app.step(1 / 30)
        assert not names & set(cut_texts), f"a seat's name cut short: {names & set(cut_texts)}"
    assert match.is_over() or len(match.actions) > 40, "the game went on"
