"""The trick area (ui.trick): slots in play order, cards placed or flown in, the winner held then flown away."""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Iterator

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui import trick as trick_module
from tabletop.ui.flight import Flight, Flights
from tabletop.ui.trick import TrickArea, lay_trick

RECT = pygame.Rect(100, 100, 600, 300)
PILE = pygame.Rect(20, 500, 50, 70)
COLOURS = {("red", 7): (220, 30, 30), ("blue", 3): (30, 30, 220), ("red", 9): (240, 60, 60)}


@pytest.fixture(autouse=True, scope="module")
def _fonts() -> Iterator[None]:
    pygame.font.init()
    yield


def face(card: Hashable, size: tuple[int, int]) -> pygame.Surface:
    s = pygame.Surface(size)
    s.fill(COLOURS[card])  # type: ignore[index]
    return s


def area(**options: object) -> TrickArea:
    trick = TrickArea(face, lambda seat: f"Player {seat + 1}", **options)  # type: ignore[arg-type]
    trick.start([2, 0, 1])
    trick.lay_out(RECT, 1.0)
    return trick


def drawn(trick: TrickArea) -> pygame.Surface:
    surface = pygame.Surface((800, 600))
    surface.fill(theme.FELT)
    trick.draw(surface, RECT, 1.0)
    return surface


def run(trick: TrickArea, seconds: float, step: float = 1 / 30) -> None:
    for _ in range(round(seconds / step)):
        trick.update(step)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(600, 300), (300, 260), (1200, 500)])
def test_the_slots_sit_in_a_row_inside_the_area_under_the_banner(seats: int, size: tuple[int, int]) -> None:
    rect = pygame.Rect(10, 10, *size)
    lay = lay_trick(rect, seats, 1.0)
    assert len(lay.slots) == seats and rect.contains(lay.banner)
    for slot in lay.slots:
        assert rect.contains(slot)
        if lay.over:  # the banner over the cards' lower part
            assert slot.y < lay.banner.y and lay.banner.bottom == slot.bottom
        else:
            assert slot.y >= lay.banner.bottom
    assert [s.x for s in lay.slots] == sorted(s.x for s in lay.slots)
    assert all(not a.colliderect(b) for a, b in itertools.combinations(lay.slots, 2))
    assert max(s.h for s in lay_trick(pygame.Rect(0, 0, 3000, 2000), 2, 1.0).slots) == 150  # not giant


def test_cards_go_to_their_seats_slots_in_play_order() -> None:
    trick = area()
    assert trick.slot(2).x < trick.slot(0).x < trick.slot(1).x  # the leader first
    trick.place(2, ("red", 7))
    trick.place(0, ("blue", 3))
    surface = drawn(trick)
    assert surface.get_at(trick.slot(2).center)[:3] == COLOURS[("red", 7)]
    assert surface.get_at(trick.slot(0).center)[:3] == COLOURS[("blue", 3)]
    assert surface.get_at(trick.slot(1).center)[:3] == theme.FELT  # not played yet: an empty slot
    assert not trick.busy()


def test_a_card_flies_in_from_where_it_was_played() -> None:
    trick = area()
    trick.place(1, ("red", 9), start=pygame.Rect(600, 500, 50, 70))
    assert trick.busy()
    assert drawn(trick).get_at(trick.slot(1).center)[:3] != COLOURS[("red", 9)]  # still on its way
    run(trick, 0.6)
    assert not trick.busy() and drawn(trick).get_at(trick.slot(1).center)[:3] == COLOURS[("red", 9)]


def test_a_finished_round_is_held_names_its_winner_then_flies_to_the_pile() -> None:
    trick = area(hold=1.0)
    for seat, card in ((2, ("red", 7)), (0, ("blue", 3)), (1, ("red", 9))):
        trick.place(seat, card)
    trick.finish(1, "red is senior", PILE)
    assert trick.busy()
    run(trick, 0.5)
    surface = drawn(trick)
    assert trick.busy() and surface.get_at(trick.slot(1).center)[:3] == COLOURS[("red", 9)]  # held
    banner = trick.lay_out(RECT, 1.0).banner
    assert theme.BRASS in [surface.get_at((x, banner.centery))[:3] for x in range(banner.x, banner.right)]
    run(trick, 0.6)  # the hold is over: the cards leave their slots
    assert trick.busy() and drawn(trick).get_at(trick.slot(1).center)[:3] != COLOURS[("red", 9)]
    run(trick, 1.0)
    assert not trick.busy() and trick.trick.played == {}
    assert trick.last is not None and trick.last.winner == 1 and trick.last.why == "red is senior"
    assert trick.last.played == {2: ("red", 7), 0: ("blue", 3), 1: ("red", 9)}


def test_what_comes_while_the_round_is_held_waits_its_turn() -> None:
    trick = area(hold=0.5)
    trick.place(2, ("red", 7))
    trick.finish(2, "", PILE)
    trick.start([0, 1, 2])
    trick.place(0, ("blue", 3))
    assert trick.trick.order == (2, 0, 1) and trick.trick.played == {2: ("red", 7)}
    run(trick, 2.0)
    assert not trick.busy()
    assert trick.trick.order == (0, 1, 2) and trick.trick.played == {0: ("blue", 3)}


def test_the_last_round_can_be_shown_again_until_the_next_card() -> None:
    trick = area(hold=0.0)
    assert not trick.toggle_last()  # nothing to show yet
    trick.place(2, ("red", 7))
    trick.finish(2, "only card", PILE)
    run(trick, 1.0)
    trick.start([2, 0, 1])
    assert drawn(trick).get_at(trick.slot(2).center)[:3] != COLOURS[("red", 7)]
    assert trick.toggle_last() and trick.showing_last
    assert drawn(trick).get_at(trick.slot(2).center)[:3] == COLOURS[("red", 7)]
    trick.place(2, ("blue", 3))
    assert not trick.showing_last


def test_show_sets_a_round_at_once_and_a_shared_flight_group_is_the_tables() -> None:
    flights = Flights()
    trick = TrickArea(face, str, flights=flights, hold=0.0)
    trick.show([0, 1], [(0, ("red", 7))])
    trick.lay_out(RECT, 1.0)
    assert trick.trick.played == {0: ("red", 7)} and not trick.busy()
    trick.finish(0, "", PILE)
    assert len(flights) == 1 and trick.busy()
    flights.add(Flight(lambda size: face(("red", 9), size), PILE, PILE))
    flights.clear()  # the table dropped its flights (an undo): the area is not left waiting
    assert not trick.busy()


def test_cards_on_their_way_to_the_winners_pile_are_counted_until_they_land() -> None:
    trick = area(hold=0.5)
    trick.place(2, ("red", 7))
    trick.place(0, ("blue", 3))
    trick.finish(0, "", PILE)
    assert trick.incoming(0) == 2 and trick.incoming(2) == 0  # held
    run(trick, 0.6)
    assert trick.incoming(0) == 2  # flying
    run(trick, 1.0)
    assert trick.incoming(0) == 0 and not trick.busy()


def test_the_card_under_a_point_is_the_one_drawn_in_that_slot() -> None:
    trick = area()
    trick.show([2, 0, 1], [(2, ("red", 7)), (0, ("blue", 3))])
    drawn(trick)
    assert trick.card_at(trick.slot(0).center) == (("blue", 3), trick.slot(0))
    assert trick.card_at(trick.slot(2).center) == (("red", 7), trick.slot(2))
    assert trick.card_at(trick.slot(1).center) is None  # seat 1 has not played yet
    assert trick.card_at((RECT.x - 5, RECT.y - 5)) is None


@pytest.mark.parametrize(("width", "height"), [(240, 160), (320, 160), (900, 320)])
def test_names_under_narrow_slots_read_apart_and_the_markers_give_way_first(width: int, height: int) -> None:
    """At 130% with four seats the round's slots were 50 px wide and the names under them ran into each
    other ("Grace● Player 1"). Each name keeps a clear gap to the next; where a name and its marker do
    not fit the slots' pitch, no slot has a marker and the names keep their room."""
    rect = pygame.Rect(0, 0, width, height)
    trick = TrickArea(face, lambda seat: ("Grace", "Player 1", "Ada", "Claude")[seat])  # type: ignore[arg-type]
    trick.start([0, 1, 2, 3])
    lay = trick.lay_out(rect, 1.3)
    surface = pygame.Surface((width, height))
    surface.fill(theme.FELT)
    trick.draw(surface, rect, 1.3)
    row = range(lay.slots[0].bottom + 2, min(height, lay.slots[0].bottom + 30))
    inked = {x for x in range(width) if any(surface.get_at((x, y))[:3] != theme.FELT for y in row)}
    for left, right in itertools.pairwise(lay.slots):
        middle = (left.right + right.x) // 2
        assert not inked & set(range(middle - 3, middle + 4)), f"names touch between {lay.slots[0].w} px slots"
    assert all(inked & set(range(slot.x, slot.right)) for slot in lay.slots)
    marker = {tuple(theme.seat_style(seat).color) for seat in range(4)}
    colours = {tuple(surface.get_at((x, y))[:3]) for x in inked for y in row}
    assert bool(marker & colours) == (width == 900), lay.slots[0].w


def test_in_a_short_area_the_cards_take_the_banners_line_and_the_banner_lies_over_their_feet(
        monkeypatch: pytest.MonkeyPatch) -> None:
    roomy = lay_trick(pygame.Rect(0, 0, 600, 260), 3, 1.0)
    assert not roomy.over and roomy.slots[0].y >= roomy.banner.bottom
    short = pygame.Rect(0, 0, 600, 110)
    lay = lay_trick(short, 3, 1.0)
    with monkeypatch.context() as patch:
        patch.setattr(trick_module, "BANNER_OVER_BELOW", 0)  # the line always kept, as before
        lined = lay_trick(short, 3, 1.0)
    assert not lined.over and lined.slots[0].h < 60
    assert lay.over and lay.slots[0].h >= 60
    assert all(short.contains(slot) for slot in lay.slots)
    assert lay.slots[0].y > short.y, "a margin above the cards"
    # a row limited by its width gains nothing from the line: it stays
    narrow = lay_trick(pygame.Rect(0, 0, 120, 200), 6, 1.0)
    assert not narrow.over


def test_where_the_cards_took_the_line_the_winner_shows_over_them_and_their_tops_stay_in_sight() -> None:
    short = pygame.Rect(100, 100, 600, 110)
    trick = TrickArea(face, lambda seat: f"Player {seat + 1}", hold=1.0)
    trick.start([2, 0, 1])
    lay = trick.lay_out(short, 1.0)
    assert lay.over
    for seat, card in ((2, ("red", 7)), (0, ("blue", 3)), (1, ("red", 9))):
        trick.place(seat, card)
    assert trick.tag_spot(2) == (trick.slot(2).centerx, trick.slot(2).bottom - 2), "a tag over the card's foot"
    trick.finish(1, "red is senior", PILE)
    run(trick, 0.5)
    surface = pygame.Surface((800, 600))
    surface.fill(theme.FELT)
    trick.draw(surface, short, 1.0)
    row = [surface.get_at((x, lay.banner.centery))[:3] for x in range(lay.banner.x, lay.banner.right)]
    assert theme.BRASS in row, "the banner, over the cards"
    for seat, card in ((2, ("red", 7)), (0, ("blue", 3)), (1, ("red", 9))):
        slot = trick.slot(seat)
        assert surface.get_at((slot.centerx, slot.y + 4))[:3] == COLOURS[card], "each card's top shows"


def test_a_tag_over_a_card_stands_on_its_top_edge_where_the_banner_has_its_line() -> None:
    trick = area()
    assert not trick.lay_out(RECT, 1.0).over
    assert trick.tag_spot(0) == (trick.slot(0).centerx, trick.slot(0).y + 2)
