"""The shared decision panel (ui.decision) on a toy game: with no game code every legal action is a button,
hooks change the words and the grouping, a multi-select confirms exactly a legal set, keys answer too, and
the panel lays itself out in any rectangle it is given."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame
import pytest
from app.toy import GAME, ToyState
from uitools import TableDriver, key_event

from tabletop.core.protocol import Action, GameConfig
from tabletop.ui.decision import (
    Answer,
    Ask,
    DecisionHooks,
    DecisionPanel,
    Item,
    OnCard,
    PanelLayout,
    Pick,
    Words,
)
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable, Key

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(20, 40, 700, 220)


class PanelTable(DragTable[PanelLayout]):
    """A table that is nothing but the shared decision panel: no game code at all."""

    def __init__(self, game: Any, seat_names: Sequence[str], hooks: DecisionHooks | None = None,
                 cards: dict[Item, pygame.Rect] | None = None) -> None:
        super().__init__(game, seat_names)
        self.panel = DecisionPanel(hooks)
        self.cards = cards or {}  # where this table shows cards (picks and items found there)

    def set_view(self, view: Any, viewer: int | None, legal: Sequence[Action]) -> None:
        super().set_view(view, viewer, legal)
        self.panel.show(view, viewer, legal, self.seat_names, view["current"])

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        return (tuple(rect), self.panel.key())

    def _lay_out(self, rect: pygame.Rect) -> PanelLayout:
        return self.panel.lay_out(rect, card_at=self.cards.get)

    def _spots(self, lay: PanelLayout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        return self.panel.spots(lay), []

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        return self.panel.resolve(source, self._current_layout())

    def _targets_for(self, source: Key) -> set[Key]:
        return set()

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        action = self.panel.number_key(event, self._sync(rect))
        return action if action is not None else super().handle_event(event, rect)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.panel.draw(surface, self._sync(rect), self.drag)

    def layout_now(self) -> PanelLayout:
        return self._current_layout()


def toy_state(hands: list[list[int]], current: int = 0) -> ToyState:
    state = GAME.new(GameConfig(len(hands)), 1)
    state.hands = hands
    state.current = current
    return state


def shown(state: ToyState, seat: int | None, legal: Sequence[Action] | None = None, **kw: Any) -> PanelTable:
    """The panel table as ``seat`` sees ``state``, with ``legal`` (default: the rules' own when it is their turn)."""
    table = PanelTable(GAME, ["Mia", "Ada", "Grace"][:len(state.hands)], **kw)
    if legal is None:
        legal = GAME.legal_actions(state) if seat == state.current else []
    table.set_view(GAME.view(state, seat), seat, legal)
    table.draw(pygame.Surface((RECT.right + 20, RECT.bottom + 20)), RECT)
    return table


ui = TableDriver(PanelTable, GAME, RECT)


def press(table: PanelTable, key: int, mod: int = 0) -> Action | None:
    return table.handle_event(key_event(key, mod), RECT)


def centre(table: PanelTable, label: str) -> tuple[int, int]:
    lay = table.layout_now()
    return next(b.rect.center for b in lay.buttons if b.label == label)


# --- with no game code -------------------------------------------------------------------------
def test_with_no_game_code_every_legal_action_is_a_button_with_its_label() -> None:
    state = toy_state([[2, 5, 7], [1, 3]])
    table = shown(state, 0)
    d = table.panel.decision
    assert d.mine and d.title == "Your decision"
    assert [b.label for b in table.layout_now().buttons] == ["Play 2", "Play 5", "Play 7"]
    for label, card in (("Play 2", 2), ("Play 7", 7)):
        assert ui.click(table, centre(table, label)) == Action("play", (card,))
    # the one waiting sees whose decision it is, and nothing to press
    other = shown(state, 1)
    assert other.panel.decision.title == "Mia is deciding" and not other.panel.decision.mine
    assert other.layout_now().buttons == [] and other.drag.sources == []


def test_buttons_are_grouped_by_kind_a_row_per_kind_when_they_do_not_fit_one() -> None:
    state = toy_state([[2, 5], [1]])
    legal = [Action("play", (2,), "Play 2"), Action("pass", (), "Pass"), Action("play", (5,), "Play 5"),
             Action("pass", (1,), "Pass and draw")]
    table = shown(state, 0, legal)
    assert [b.label for b in table.layout_now().buttons] == ["Play 2", "Play 5", "Pass", "Pass and draw"]
    wide = table.layout_now().buttons
    assert len({b.rect.y for b in wide}) == 1  # all fit on one row
    narrow = table.panel.lay_out(pygame.Rect(0, 0, 220, 260))
    rows = [b.rect.y for b in narrow.buttons]
    assert rows[0] == rows[1] and rows[2] == rows[3] and rows[2] > rows[0]  # a row per kind


def test_the_keyboard_answers_tab_arrows_enter_and_number_keys() -> None:
    state = toy_state([[2, 5, 7], [1, 3]])
    table = shown(state, 0)
    assert press(table, pygame.K_TAB) is None and table.drag.focus == ("button", 0)
    assert press(table, pygame.K_RIGHT) is None and table.drag.focus == ("button", 1)
    assert press(table, pygame.K_TAB, pygame.KMOD_SHIFT) is None and table.drag.focus == ("button", 0)
    assert press(table, pygame.K_RETURN) == Action("play", (2,))
    assert press(table, pygame.K_3) == Action("play", (7,))
    assert press(table, pygame.K_KP2) == Action("play", (5,))
    assert press(table, pygame.K_9) is None  # no ninth button
    assert press(shown(state, 1), pygame.K_1) is None  # not the viewer's decision


def test_the_number_keys_show_on_the_buttons_while_keys_are_in_use() -> None:
    state = toy_state([[2, 5, 7], [1, 3]])
    table = shown(state, 0)
    second = table.layout_now().buttons[1].rect  # not the focused one, which lights up anyway
    spot = pygame.Rect(second.x + 2, second.centery - 2, 4, 4)  # inside the button, where its digit sits

    def look() -> bytes:
        surface = pygame.Surface((RECT.right + 20, RECT.bottom + 20))
        table.draw(surface, RECT)
        return pygame.image.tobytes(surface.subsurface(spot), "RGB")

    mouse = look()
    press(table, pygame.K_TAB)
    assert look() != mouse  # the "2" on the second button
    ui.post(table, pygame.MOUSEBUTTONDOWN, (RECT.x + 2, RECT.y + 2))
    assert look() == mouse  # the mouse again: the digits go


# --- a game's hooks ----------------------------------------------------------------------------
class Wording(DecisionHooks):
    """Toy words: a title of its own, short labels, the pass button plain, and card 5 answered by a click."""

    def words(self, ask: Ask) -> Words:
        base = super().words(ask)
        return Words("Pick a card" if ask.mine else base.title, "Highest total wins.", [(9, "last played")])

    def answer(self, ask: Ask, action: Action) -> Answer | None:
        if action.kind == "pass":
            return Answer("Skip", action, primary=False, group="pass")
        return Answer(str(action.args[0]), action, group="play")

    def picks(self, ask: Ask, action: Action) -> Sequence[Pick]:
        return (OnCard(action.args[0]),) if action.args == (5,) else ()


def test_hooks_change_the_words_the_labels_and_what_a_click_answers() -> None:
    state = toy_state([[2, 5], [1]])
    legal = GAME.legal_actions(state) + [Action("pass", (), "Pass")]
    card5 = pygame.Rect(30, 50, 50, 70)
    table = shown(state, 0, legal, hooks=Wording(), cards={5: card5})
    d = table.panel.decision
    assert (d.title, d.detail, d.shown) == ("Pick a card", "Highest total wins.", [(9, "last played")])
    lay = table.layout_now()
    assert [(b.label, b.answer.primary) for b in lay.buttons] == [("2", True), ("Skip", False)]
    assert 9 in lay.shown and lay.shown[9].right < lay.text.x  # the shown card sits left of the words
    assert ui.click(table, card5.center) == Action("play", (5,))  # on the table, where the game shows it
    assert table.panel.glow(5, table.drag) is not None and table.panel.glow(2, table.drag) is None
    # a pick the table cannot show still gets a button: every legal action stays reachable
    nowhere = shown(state, 0, legal, hooks=Wording())
    assert [b.label for b in nowhere.layout_now().buttons] == ["2", "Skip", "5"]


# --- multi-select ---------------------------------------------------------------------------------
class Pairs(DecisionHooks):
    """Discard two cards: an action's args are the cards it discards."""

    def items(self, ask: Ask, action: Action) -> frozenset[Item] | None:
        return frozenset(action.args) if action.kind == "discard" else None

    def item_label(self, ask: Ask, item: Item) -> str:
        return f"Card {item}"

    def confirm_label(self, ask: Ask) -> str:
        return "Discard"


PAIR_LEGAL = [Action("discard", (a, b), f"Discard {a} and {b}") for a, b in ((2, 5), (2, 7), (5, 7))] + [
    Action("pass", (), "Keep them")]


def test_a_multi_select_confirms_exactly_when_the_choice_is_a_legal_action() -> None:
    state = toy_state([[2, 5, 7], [1]])
    table = shown(state, 0, PAIR_LEGAL, hooks=Pairs())
    lay = table.layout_now()
    multi = table.panel.decision.multi
    assert multi is not None and set(lay.toggles) == {2, 5, 7} and lay.confirm is not None
    assert [b.label for b in lay.buttons] == ["Keep them"]  # the other action is still a button
    confirm = lay.confirm.center
    assert ui.click(table, confirm) is None and table.message == "Choose 2 (0 chosen)"
    assert ui.click(table, lay.toggles[7].center) is None and multi.chosen == [7]
    assert ui.click(table, confirm) is None and multi.action() is None
    assert ui.click(table, lay.toggles[2].center) is None and multi.chosen == [7, 2]
    assert ui.click(table, lay.toggles[5].center) is None and multi.chosen == [7, 2]  # a third would not fit
    assert "Choose 2" in table.message
    assert ui.click(table, lay.toggles[7].center) is None and multi.chosen == [2]  # toggled off
    assert ui.click(table, lay.toggles[5].center) is None
    assert ui.click(table, confirm) == Action("discard", (2, 5), "Discard 2 and 5")


def test_a_multi_select_by_keyboard_and_on_the_table() -> None:
    state = toy_state([[2, 5, 7], [1]])
    table = shown(state, 0, PAIR_LEGAL, hooks=Pairs())
    assert press(table, pygame.K_TAB) is None and table.drag.focus == ("item", 2)
    assert press(table, pygame.K_RETURN) is None  # chosen, focus stays
    assert press(table, pygame.K_TAB) is None and press(table, pygame.K_TAB) is None
    assert table.drag.focus == ("item", 7) and press(table, pygame.K_SPACE) is None
    assert press(table, pygame.K_1) == Action("discard", (2, 7), "Discard 2 and 7")  # 1: Confirm
    assert press(table, pygame.K_2) == Action("pass", (), "Keep them")
    # items the table shows are chosen where they lie, glowing while they may be added, blue once chosen
    places = {c: pygame.Rect(40 + 60 * i, 50, 50, 70) for i, c in enumerate((2, 5, 7))}
    table = shown(state, 0, PAIR_LEGAL, hooks=Pairs(), cards=places)
    assert table.layout_now().toggles == {}
    assert ui.click(table, places[5].center) is None
    assert table.panel.glow(5, table.drag) == (92, 200, 255)
    assert ui.click(table, places[2].center) is None
    confirm = table.layout_now().confirm
    assert confirm is not None and ui.click(table, confirm.center) == Action("discard", (2, 5), "Discard 2 and 5")


def test_the_choice_survives_a_new_view_with_the_same_options() -> None:
    state = toy_state([[2, 5, 7], [1]])
    table = shown(state, 0, PAIR_LEGAL, hooks=Pairs())
    ui.click(table, table.layout_now().toggles[5].center)
    table.set_view(GAME.view(state, 0), 0, PAIR_LEGAL)
    multi = table.panel.decision.multi
    assert multi is not None and multi.chosen == [5]
    table.set_view(GAME.view(state, 0), 0, PAIR_LEGAL[:2])
    multi = table.panel.decision.multi
    assert multi is not None and multi.chosen == []


# --- layout --------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(360, 150), (700, 220), (1100, 330)])
def test_the_panel_lays_itself_out_in_any_rectangle(size: tuple[int, int]) -> None:
    state = toy_state([[1, 2, 3, 4, 5, 6, 7, 8, 9], [1]])
    table = shown(state, 0, GAME.legal_actions(state) + [Action("pass", (), "Pass")], hooks=Wording())
    rect = pygame.Rect(10, 20, *size)
    lay = table.panel.lay_out(rect)
    controls = lay.controls()
    assert len(controls) == 10  # nine plays and Skip (5 is a pick with no place here: a button too)
    for r in controls + list(lay.shown.values()):
        assert rect.contains(r), (r, rect)
    for i, a in enumerate(controls):
        assert not any(a.colliderect(b) for b in controls[i + 1:])
    assert not any(r.colliderect(c) for r in lay.shown.values() for c in controls)
    small = table.panel.lay_out(pygame.Rect(0, 0, 360, 150)).buttons[0].rect.h
    assert (lay.buttons[0].rect.h > small) == (size[1] > 150)  # it scales with the rectangle


def test_more_answers_than_fit_are_paged_and_every_one_is_reachable() -> None:
    state = toy_state([[2, 5], [1]])
    legal = [Action("play", (i,), f"Play the card number {i}") for i in range(40)] + [Action("pass", (), "Pass")]
    table = shown(state, 0, legal)
    played: set[Action] = set()
    pages: set[str] = set()
    for _ in range(6):
        lay = table.layout_now()
        assert lay.more is not None
        for r in lay.controls():
            assert RECT.contains(r)
        for button in lay.buttons:
            played.add(ui.click(table, button.rect.center))
        pages.add(next(b.label for b in lay.buttons))
        assert ui.click(table, lay.more.center) is None  # the next page
    assert played == set(legal) and len(pages) == table.panel.pages < 6
    # the keyboard turns the pages too: the focus rests on "More answers"
    first = table.layout_now().buttons[0].label
    while table.drag.focus != ("more",):
        press(table, pygame.K_TAB)
    press(table, pygame.K_RETURN)
    assert table.layout_now().buttons[0].label != first and table.drag.focus == ("more",)


# --- where a hinted move is ----------------------------------------------------------------------
def test_the_places_of_a_move_are_its_button_the_next_page_or_a_multi_selects_items_and_confirm() -> None:
    state = toy_state([[2, 5], [1]])
    legal = [Action("play", (i,), f"Play the card number {i}") for i in range(40)] + [Action("pass", (), "Pass")]
    table = shown(state, 0, legal)
    lay = table.layout_now()
    on_page = lay.buttons[0]
    assert table.hint_places(on_page.action) == [on_page.rect]
    elsewhere = next(a for a in legal if all(b.action != a for b in lay.buttons))
    assert lay.more is not None and table.hint_places(elsewhere) == [lay.more]
    assert table.hint_places(Action("play", (99,))) == []  # not a legal move
    pairs = shown(toy_state([[2, 5, 7], [1]]), 0, PAIR_LEGAL, hooks=Pairs())
    lay = pairs.layout_now()
    assert lay.confirm is not None
    assert set(map(tuple, pairs.hint_places(PAIR_LEGAL[1]))) == {tuple(lay.toggles[2]), tuple(lay.toggles[7]),
                                                                tuple(lay.confirm)}
    assert pairs.panel.decision.multi is not None and pairs.panel.decision.multi.chosen == []  # nothing pressed
