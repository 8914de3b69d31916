"""The drag controller's clicks (one legal target, clickable and draggable sources) and the chores
every drag table does by itself: a new turn or an undo drops the drag, events forget the last drop."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.protocol import Action, Event
from tabletop.ui.drag import DragDrop, Spot
from tabletop.ui.drag_table import DragTable, Key

CARD = pygame.Rect(0, 0, 20, 30)
GOOD = pygame.Rect(100, 0, 40, 40)
ALSO = pygame.Rect(200, 0, 40, 40)


def press(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def release(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def move(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


Play = tuple[str, "str | None"]
"""What the controller below plays: (source, target)."""


def controller(legal: set[str], click_plays_single: bool = True, **spot: bool) -> DragDrop[str, Play]:
    drag: DragDrop[str, Play] = DragDrop(lambda s, t: (s, t), lambda s: legal, click_plays_single=click_plays_single)
    drag.set_spots([Spot("card", CARD, **spot)], [Spot("good", GOOD), Spot("also", ALSO)])
    return drag


def click(drag: DragDrop[str, Play], pos: tuple[int, int]) -> Play | None:
    assert drag.handle(press(pos)) is None
    return drag.handle(release(pos))


def test_a_click_on_a_source_with_one_legal_target_plays_it_there() -> None:
    drag = controller({"good"})
    assert click(drag, CARD.center) == ("card", "good") and drag.selected is None


def test_a_click_on_a_source_with_several_targets_selects_it_for_a_second_click() -> None:
    drag = controller({"good", "also"})
    assert click(drag, CARD.center) is None and drag.selected == "card"
    assert click(drag, ALSO.center) == ("card", "also")


def test_a_table_may_keep_the_two_clicks_for_a_single_target() -> None:
    drag = controller({"good"}, click_plays_single=False)
    assert click(drag, CARD.center) is None and drag.selected == "card"
    assert click(drag, GOOD.center) == ("card", "good")


def test_a_source_may_be_both_clicked_alone_and_dragged() -> None:
    drag = controller({"good"}, alone=True, drags=True)
    assert click(drag, CARD.center) == ("card", None)
    drag.handle(press(CARD.center))
    drag.handle(move(GOOD.center))
    assert drag.dragging == "card" and drag.handle(release(GOOD.center)) == ("card", "good")
    button = controller({"good"}, alone=True)  # alone only: a press and a move never drag it
    button.handle(press(CARD.center))
    button.handle(move(GOOD.center))
    assert button.dragging is None and button.handle(release(GOOD.center)) is None


@dataclass
class Turn:
    turn: int
    to_act: int


class Tiny(DragTable[pygame.Rect]):
    """One card that may go to one of two places."""

    animated: list[tuple[str, object]]

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        return tuple(rect)

    def _lay_out(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect)

    def _spots(self, lay: pygame.Rect) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        return [Spot(("card",), CARD)], [Spot(("good",), GOOD), Spot(("also",), ALSO)]

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        return Action("go", (target[0],)) if target is not None else None

    def _targets_for(self, source: Key) -> set[Key]:
        return {("good",), ("also",)} if self.legal else set()

    def _animate(self, events: Sequence[Event]) -> None:
        self.animated = [(e.kind, self.drag.last_drop) for e in events]


RECT = pygame.Rect(0, 0, 300, 200)


def tiny(turn: int = 1, to_act: int = 0) -> Tiny:
    table = Tiny(None, ["Ann", "Bo"])  # type: ignore[arg-type]
    table.set_view(Turn(turn, to_act), 0, [Action("go", ("good",)), Action("go", ("also",))])
    return table


def test_a_new_turn_drops_the_selection_and_the_same_turn_keeps_it() -> None:
    table = tiny()
    table.handle_event(press(CARD.center), RECT)
    table.handle_event(release(CARD.center), RECT)
    assert table.drag.selected == ("card",)
    table.set_view(Turn(1, 0), 0, table.legal)  # the same turn shown again
    assert table.drag.selected == ("card",)
    table.set_view(Turn(2, 0), 0, table.legal)
    assert table.drag.selected is None


def test_undo_drops_the_snap_and_the_reason_of_the_later_view() -> None:
    table = tiny()
    table.handle_event(press(CARD.center), RECT)
    table.handle_event(move((150, 150)), RECT)
    table.handle_event(release((150, 150)), RECT)  # dropped on the felt: it slides home
    table.drag.say("Not there")
    assert table.busy()
    table.on_undo()
    assert not table.busy() and table.message == "" and table.drag.last_drop is None


def test_events_see_where_the_card_was_dropped_and_then_it_is_forgotten() -> None:
    table = tiny()
    table.handle_event(press(CARD.center), RECT)
    table.handle_event(move(GOOD.center), RECT)
    assert table.handle_event(release(GOOD.center), RECT) == Action("go", ("good",))
    dropped = table.drag.last_drop
    assert dropped is not None and dropped[0] == ("card",)
    table.on_events([Event("go", "Ann goes")])
    assert table.animated == [("go", dropped)] and table.drag.last_drop is None


def test_the_table_flies_cards_until_they_land_and_undo_grounds_them() -> None:
    from tabletop.ui.flight import Flight

    table = tiny()
    landed: list[int] = []
    table._landed = lambda flights: landed.append(len(flights))  # type: ignore[method-assign]
    card = pygame.Surface((10, 10))
    table.flights.add(Flight(lambda size: card, pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 0, 10, 10), duration=0.1))
    assert table.busy()
    table.update(0.2)
    assert not table.busy() and landed == [1]
    table.flights.add(Flight(lambda size: card, pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 0, 10, 10), duration=0.1))
    table.on_undo()
    assert not table.busy() and len(table.flights) == 0


def test_a_picked_card_rises_with_its_ring_and_is_not_drawn_while_dragged() -> None:
    from tabletop.ui import theme

    table = tiny()
    table._sync(RECT)
    assert table.pose(("card",), CARD, 10) == (CARD, None)
    table.handle_event(press(CARD.center), RECT)
    table.handle_event(release(CARD.center), RECT)
    assert table.pose(("card",), CARD, 10) == (CARD.move(0, -10), theme.SELECTED)
    assert table.target_glow(("good",)) == theme.LEGAL and table.status() == ("Your turn", theme.LEGAL)
    table.handle_event(press(CARD.center), RECT)
    table.handle_event(move(GOOD.center), RECT)
    assert table.pose(("card",), CARD, 10) == (None, None)
    assert table.target_glow(("good",)) == theme.LEGAL_HOVER
    assert table.dragged_rect(CARD.size).center == GOOD.center  # held where it was taken


class OnePlace(Tiny):
    """The card may go to "good" only; "also" refuses it."""

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        return "Not there" if target == ("also",) else super()._resolve(source, target)

    def _targets_for(self, source: Key) -> set[Key]:
        return {("good",)}


def test_a_refused_target_glows_red_under_the_dragged_card() -> None:
    from tabletop.ui import theme

    table = OnePlace(None, ["Ann", "Bo"])  # type: ignore[arg-type]
    table.set_view(Turn(1, 0), 0, [Action("go", ("good",))])
    table._sync(RECT)
    table.handle_event(press(CARD.center), RECT)
    table.handle_event(move(ALSO.center), RECT)
    assert table.target_glow(("also",)) == theme.DANGER and table.target_glow(("good",)) == theme.LEGAL
    table.handle_event(release(ALSO.center), RECT)
    assert table.status() == ("Not there", theme.DANGER)
