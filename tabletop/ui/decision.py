"""The decision panel every table can show: what is asked, of whom, and every way to answer.

:func:`decide` turns the decision now (whose it is, the viewer's legal
actions) into a :class:`Decision`: a title and a detail line, cards shown on
the stage with captions, cards and seats to click, a multi-select, and
buttons for the rest. With no game code at all the title says whose decision
it is and every legal action is a button labelled with its own label, the
buttons grouped by action kind. A game words its decisions and says where
their answers lie by overriding methods of one :class:`DecisionHooks` object.

:class:`DecisionPanel` keeps the decision for the table's view, lays it out in
the rectangle it is given (:class:`PanelLayout`; its :meth:`~PanelLayout.controls`
are the rectangles nothing may cover), gives the table's
:class:`~tabletop.ui.drag.DragDrop` its clickable spots and answers for them
(mouse, Tab/arrows/Enter, and the number keys 1-9 for the buttons), and draws
itself; the cards it shows are drawn by the game through a callback.

Keys of the spots: ``("button", i)`` the i-th button, ``("pick", card)`` a card
that answers, ``("seat", seat)`` a seat that answers, ``("item", item)`` a
multi-select item that toggles, ``("confirm",)`` the multi-select's Confirm.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.core.protocol import Action, Seat, personalize, seat_name
from tabletop.ui import theme
from tabletop.ui.cards import TEXT_FLOOR, Colour, fit_text, font, font_size, text, wrap
from tabletop.ui.drag import DragDrop, Spot
from tabletop.ui.table_parts import draw_button, draw_pill

Item = Hashable
"""A card, unit or any other thing a decision is about (the game's own identifier)."""

Key = tuple[Any, ...]

CONFIRM: Key = ("confirm",)
MORE: Key = ("more",)

NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9)
KEYPAD_KEYS = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6, pygame.K_KP7,
               pygame.K_KP8, pygame.K_KP9)


# --- what is asked ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Ask:
    """The decision now as the viewer sees it: what the hooks are given."""

    view: Any
    viewer: Seat | None
    seat: Seat | None  # whose decision it is (None: nobody's, e.g. the game is over)
    legal: tuple[Action, ...]  # the viewer's legal actions (empty unless the viewer decides now)
    names: tuple[str, ...]

    @property
    def mine(self) -> bool:
        """The viewer must decide."""
        return bool(self.legal) and self.viewer is not None and self.seat == self.viewer

    def name(self, seat: Seat) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else seat_name(seat)

    def who(self, seat: Seat) -> str:
        """"You" for the viewer, else the seat's name."""
        return "You" if self.viewer is not None and seat == self.viewer else self.name(seat)

    def personal(self, words: str) -> str:
        """``words`` with the rules' "Player N" replaced by the seats' names."""
        return personalize(words, self.names)


@dataclass
class Words:
    """What the panel says: a title, a detail line, and cards shown with a caption each."""

    title: str
    detail: str = ""
    shown: list[tuple[Item, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Answer:
    """A button: its label, the action it plays, brass (``primary``) or plain, and the group it sits in."""

    label: str
    action: Action
    primary: bool = True
    group: Hashable = None


@dataclass(frozen=True)
class OnCard:
    """Clicking ``card`` (where the table or the stage shows it) answers."""

    card: Item


@dataclass(frozen=True)
class OnSeat:
    """Clicking the seat's place answers (it also gets a button)."""

    seat: Seat


Pick = OnCard | OnSeat


class DecisionHooks:
    """How a game words its decisions and where their answers lie. Every method has a default.

    Override only what the game wants different: the words (title, detail,
    cards shown), a button's label, look and group, the cards or seats that
    answer an action, and the items a multi-select action chooses.
    """

    def words(self, ask: Ask) -> Words:
        """The title and detail; by default whose decision it is."""
        if ask.seat is None:
            return Words("")
        if ask.mine:
            return Words("Your decision")
        return Words(f"{ask.name(ask.seat)} is deciding")

    def answer(self, ask: Ask, action: Action) -> Answer | None:
        """The button for ``action`` (None: the table's own input plays it, e.g. a drag)."""
        return Answer(ask.personal(action.label or action.kind), action, group=action.kind)

    def picks(self, ask: Ask, action: Action) -> Sequence[Pick]:
        """The cards or seats a click on which plays ``action`` (none by default)."""
        return ()

    def items(self, ask: Ask, action: Action) -> frozenset[Item] | None:
        """The items whose choice, all together, plays ``action`` in a multi-select (None: not one)."""
        return None

    def item_label(self, ask: Ask, item: Item) -> str:
        """The label of a multi-select item the table does not show (it becomes a toggle in the panel)."""
        return str(item)

    def confirm_label(self, ask: Ask) -> str:
        return "Confirm"


class MultiSelect:
    """Choosing several items: each toggles on and off; Confirm plays the action whose items are
    exactly those chosen. An item may be added only while the choice can still become a legal one."""

    def __init__(self, options: dict[frozenset[Item], Action], label: str = "Confirm") -> None:
        self.options = options
        self.label = label
        self.items: list[Item] = []
        for chosen in options:
            self.items.extend(i for i in sorted(chosen, key=repr) if i not in self.items)
        self.chosen: list[Item] = []

    def can_add(self, item: Item) -> bool:
        want = set(self.chosen) | {item}
        return any(want <= option for option in self.options)

    def toggle(self, item: Item) -> bool:
        """Choose ``item`` or drop it; False when it may not be added now."""
        if item in self.chosen:
            self.chosen.remove(item)
            return True
        if item not in self.items or not self.can_add(item):
            return False
        self.chosen.append(item)
        return True

    def action(self) -> Action | None:
        """The action the choice plays now (None: it matches no legal action)."""
        return self.options.get(frozenset(self.chosen))

    def hint(self) -> str:
        """How many to choose, and how many are chosen."""
        sizes = sorted({len(option) for option in self.options})
        need = str(sizes[0]) if len(sizes) == 1 else f"{sizes[0]} to {sizes[-1]}"
        return f"Choose {need} ({len(self.chosen)} chosen)"


@dataclass
class Decision:
    """What the panel says and offers now."""

    title: str
    detail: str = ""
    shown: list[tuple[Item, str]] = field(default_factory=list)
    picks: dict[Item, Action] = field(default_factory=dict)  # card -> action (on the table or the stage)
    seats: dict[Seat, Action] = field(default_factory=dict)  # seat -> action (click its place)
    buttons: list[Answer] = field(default_factory=list)
    multi: MultiSelect | None = None
    mine: bool = False


def decide(ask: Ask, hooks: DecisionHooks) -> Decision:
    """The :class:`Decision` for ``ask`` as ``hooks`` word it; every legal action is reachable."""
    words = hooks.words(ask)
    decision = Decision(words.title, words.detail, list(words.shown), mine=ask.mine)
    if not ask.mine:
        return decision
    options: dict[frozenset[Item], Action] = {}
    buttons: list[Answer] = []
    for action in ask.legal:
        chosen = hooks.items(ask, action)
        if chosen is not None:
            options.setdefault(frozenset(chosen), action)
            continue
        picks = hooks.picks(ask, action)
        by_card = False
        for pick in picks:
            if isinstance(pick, OnCard):
                decision.picks.setdefault(pick.card, action)
                by_card = True
            else:
                decision.seats.setdefault(pick.seat, action)
        if not by_card:
            answer = hooks.answer(ask, action)
            if answer is not None:
                buttons.append(answer)
    if options:
        decision.multi = MultiSelect(options, hooks.confirm_label(ask))
    groups: list[Hashable] = []
    for answer in buttons:
        if answer.group not in groups:
            groups.append(answer.group)
    decision.buttons = sorted(buttons, key=lambda a: groups.index(a.group))
    return decision


# --- where things are ---------------------------------------------------------------------------
@dataclass
class PanelButton:
    rect: pygame.Rect
    answer: Answer

    @property
    def label(self) -> str:
        return self.answer.label

    @property
    def action(self) -> Action:
        return self.answer.action


@dataclass
class PanelLayout:
    """Where the panel's parts are in its rectangle, and where the table shows what answers."""

    rect: pygame.Rect
    unit: float
    text: pygame.Rect  # title, detail and hint lines
    title_lines: tuple[str, ...] = ()
    detail_lines: tuple[str, ...] = ()
    shown: dict[Item, pygame.Rect] = field(default_factory=dict)  # cards on the stage
    buttons: list[PanelButton] = field(default_factory=list)
    toggles: dict[Item, pygame.Rect] = field(default_factory=dict)  # multi-select items drawn in the panel
    confirm: pygame.Rect | None = None
    more: pygame.Rect | None = None  # turns the page when there are more answers than fit
    hint_y: int = 0
    on_table: dict[Item, pygame.Rect] = field(default_factory=dict)  # picks and items where the table shows them
    seat_places: dict[Seat, pygame.Rect] = field(default_factory=dict)

    def controls(self) -> list[pygame.Rect]:
        """The controls (buttons, toggles, Confirm, the seats that answer): nothing may be drawn over them.

        Cards that answer are not among them: a card's preview may cover its neighbours."""
        rects = [b.rect for b in self.buttons] + list(self.toggles.values()) + list(self.seat_places.values())
        rects += [r for r in (self.confirm, self.more) if r is not None]
        return rects


Locate = Callable[[Item], "pygame.Rect | None"]
DrawCard = Callable[[pygame.Surface, Item, pygame.Rect, "Colour | None"], None]


class DecisionPanel:
    """A decision, laid out in a rectangle, answered by mouse and keys, drawn. See the module doc."""

    def __init__(self, hooks: DecisionHooks | None = None, card_ratio: float = 0.7) -> None:
        self.hooks = hooks or DecisionHooks()
        self.card_ratio = card_ratio
        self._ask: Ask | None = None
        self._decision: Decision | None = None
        self.page = 0  # which page of answers shows, when they do not all fit
        self._pages = 1
        self.laid: PanelLayout | None = None
        """The last layout made (the one on screen)."""

    # --- the decision -------------------------------------------------------------------------
    def show(self, view: Any, viewer: Seat | None, legal: Sequence[Action], names: Sequence[str],
             seat: Seat | None) -> None:
        """The table's view changed: ``seat`` decides now; ``legal`` is empty unless that is the viewer."""
        old = self._decision
        if self._ask is None or self._ask.legal != tuple(legal):
            self.page = 0
        self._ask = Ask(view, viewer, seat, tuple(legal), tuple(names))
        self._decision = None
        if old is not None and old.multi is not None:
            multi = self.decision.multi
            if multi is not None and multi.options == old.multi.options:
                multi.chosen = list(old.multi.chosen)  # the same choice still open: keep what was chosen

    @property
    def ask(self) -> Ask:
        if self._ask is None:
            self._ask = Ask(None, None, None, (), ())
        return self._ask

    @property
    def decision(self) -> Decision:
        if self._decision is None:
            self._decision = decide(self.ask, self.hooks)
        return self._decision

    @property
    def pages(self) -> int:
        """How many pages of answers the last layout needed (1: they all fit)."""
        return self._pages

    def key(self) -> Hashable:
        """What the panel's layout depends on (besides its rectangle)."""
        d = self.decision
        multi = tuple(d.multi.items) if d.multi is not None else None
        return (d.title, d.detail, tuple(c for c, _ in d.shown), tuple((b.label, b.action) for b in d.buttons),
                multi, tuple(d.picks), tuple(d.seats), self.page)

    # --- layout --------------------------------------------------------------------------------
    def lay_out(self, rect: pygame.Rect, unit: float | None = None, card_at: Locate | None = None,
                seat_at: Callable[[Seat], pygame.Rect | None] | None = None, bottom: bool = False) -> PanelLayout:
        """The panel in ``rect``: shown cards on the left, the words and the controls beside them.

        ``unit`` scales sizes (default: from the rectangle); ``card_at`` says where the table
        shows a card (picks and items it does not show are offered in the panel), ``seat_at``
        where a seat's place is. ``bottom``: the words and controls lie at the bottom of ``rect``
        (the table keeps the room above them, from ``text.y``) rather than in its middle.
        """
        d = self.decision
        ask = self.ask
        u = unit if unit is not None else max(0.5, min(rect.w / 700, rect.h / 220))
        lay = PanelLayout(rect=pygame.Rect(rect), unit=u, text=pygame.Rect(rect))
        buttons = list(d.buttons)
        for card, action in d.picks.items():
            place = card_at(card) if card_at is not None else None
            if place is not None:
                lay.on_table[card] = place
            elif card not in dict(d.shown):  # nowhere to click: a button says it (the default one if need be)
                answer = self.hooks.answer(ask, action) or DecisionHooks.answer(self.hooks, ask, action)
                assert answer is not None
                buttons.append(answer)
        if seat_at is not None:
            for seat in d.seats:
                place = seat_at(seat)
                if place is not None:
                    lay.seat_places[seat] = place
        toggles: list[Item] = []
        if d.multi is not None:
            for item in d.multi.items:
                place = card_at(item) if card_at is not None else None
                if place is not None:
                    lay.on_table[item] = place
                elif item not in dict(d.shown):
                    toggles.append(item)
        gap = round(10 * u)
        box = pygame.Rect(rect)
        if d.shown:
            cards = self._lay_shown(lay, [c for c, _ in d.shown], len(d.shown) > 1)
            used = max(r.right for r in cards.values())
            box = pygame.Rect(used + gap, rect.y, rect.right - used - gap, rect.h)
        lay.text = box
        title_size = font_size(u, 17, 12)
        detail_size = font_size(u, 14, 11)
        lay.title_lines = wrap(d.title, title_size, max(20, box.w), "bold")[:2]
        lay.detail_lines = wrap(d.detail, detail_size, max(20, box.w))[:3] if d.detail else ()
        title_h = len(lay.title_lines) * _line(title_size) + round(2 * u)
        detail_h = len(lay.detail_lines) * (detail_size + round(3 * u))
        hint_h = detail_size + round(6 * u) if d.multi is not None else 0
        # controls: the toggles on rows of their own, then Confirm and the buttons
        size = font_size(u, 15, 11)
        button_h = round(38 * u)
        labels: list[tuple[Key, str, Hashable]] = [(("item", item), self.hooks.item_label(ask, item), "items")
                                                    for item in toggles]
        if d.multi is not None:
            labels.append((CONFIRM, d.multi.label, "confirm"))
        labels += [(("button", i), b.label, b.group) for i, b in enumerate(buttons)]
        widths = [min(box.w, max(round(96 * u), text(label, size, theme.TEXT, "bold").get_width() + round(28 * u)))
                  for _, label, _ in labels]
        groups = [group for _, _, group in labels]
        n = len(toggles)
        rows = _rows(widths[:n], groups[:n], box.w, gap) + [
            [n + i for i in row] for row in _rows(widths[n:], groups[n:], box.w, gap)]
        least_h = size + max(6, round(10 * u))
        if lay.detail_lines and rows and title_h + detail_h + hint_h + round(14 * u) + least_h > box.h:
            lay.detail_lines, detail_h = (), 0  # a small box: the title and the answers come first
        words_h = title_h + detail_h + hint_h + (round(14 * u) if rows else 0)
        fit = max(2, (box.h - words_h + gap // 2) // (least_h + gap // 2))  # rows that fit at their least height
        self._pages = 1
        if len(rows) > fit:  # too many answers: pages of rows, and a button to turn them
            pages = [rows[i:i + fit - 1] for i in range(0, len(rows), fit - 1)]
            self._pages = len(pages)
            page = self.page % len(pages)
            labels.append((MORE, f"More answers ({page + 1}/{len(pages)})", "more"))
            widths.append(min(box.w, text(labels[-1][1], size, theme.TEXT, "bold").get_width() + round(28 * u)))
            rows = pages[page] + [[len(labels) - 1]]
        if rows:  # lower buttons when the rows would not fit under the words
            room = box.h - words_h - max(0, len(rows) - 1) * (gap // 2)
            button_h = max(min(button_h, room // len(rows)), least_h)
        buttons_h = len(rows) * button_h + max(0, len(rows) - 1) * (gap // 2)
        total = min(box.h, words_h + buttons_h)
        top = box.bottom - total if bottom else box.y + max(0, (box.h - total) // 2)
        lay.text = pygame.Rect(box.x, top, box.w, total)
        lay.hint_y = top + title_h + detail_h
        y = lay.text.bottom - buttons_h
        for row in rows:
            width = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = box.centerx - width // 2
            for i in row:
                key, _, _ = labels[i]
                r = pygame.Rect(x, y, widths[i], button_h)
                if key[0] == "item":
                    lay.toggles[key[1]] = r
                elif key == CONFIRM:
                    lay.confirm = r
                elif key == MORE:
                    lay.more = r
                else:
                    lay.buttons.append(PanelButton(r, buttons[key[1]]))
                x += widths[i] + gap
            y += button_h + gap // 2
        self.laid = lay
        return lay

    def places_of(self, action: Action) -> list[pygame.Rect]:
        """Where the panel on screen (:attr:`laid`) offers ``action``: its button, the card or seat
        that answers with it, or a multi-select's items and Confirm (none: it is not the panel's)."""
        lay, d = self.laid, self.decision
        if lay is None or not d.mine:
            return []
        places = [b.rect for b in lay.buttons if b.action == action]
        if not places and lay.more is not None and any(b.action == action for b in d.buttons):
            places = [lay.more]  # on another page of answers: turn to it
        places += [r for card, r in {**lay.shown, **lay.on_table}.items() if d.picks.get(card) == action]
        places += [r for seat, r in lay.seat_places.items() if d.seats.get(seat) == action]
        if d.multi is not None:
            chosen = next((items for items, option in d.multi.options.items() if option == action), None)
            if chosen is not None:
                places += [r for item in chosen
                           if (r := lay.toggles.get(item) or lay.on_table.get(item) or lay.shown.get(item))]
                places += [lay.confirm] if lay.confirm is not None else []
        return places

    def _lay_shown(self, lay: PanelLayout, cards: list[Item], several: bool) -> dict[Item, pygame.Rect]:
        """The shown cards in a row at the left of the panel, captions under them."""
        rect, u = lay.rect, lay.unit
        caption = font_size(u, 12, TEXT_FLOOR) + round(4 * u)
        h = rect.h - caption
        n = len(cards)
        step_gap = 0.14
        room = round(rect.w * (0.62 if several else 0.4))
        h = max(8, min(h, int(room / (n * self.card_ratio + (n - 1) * step_gap))))
        w = round(h * self.card_ratio)
        step = w + round(h * step_gap)
        y = rect.y + (rect.h - caption - h) // 2
        for i, card in enumerate(cards):
            lay.shown[card] = pygame.Rect(rect.x + i * step, y, w, h)
        return lay.shown

    # --- input ---------------------------------------------------------------------------------------
    def spots(self, lay: PanelLayout) -> list[Spot[Key]]:
        """What the viewer may click now: answering cards and seats, items, Confirm and the buttons."""
        d = self.decision
        if not d.mine:
            return []
        spots: list[Spot[Key]] = []
        for card in d.picks:
            place = lay.on_table.get(card) or lay.shown.get(card)
            if place is not None:
                spots.append(Spot(("pick", card), place, alone=True))
        for seat, place in lay.seat_places.items():
            spots.append(Spot(("seat", seat), place, alone=True))
        if d.multi is not None:
            for item in d.multi.items:
                place = lay.toggles.get(item) or lay.on_table.get(item) or lay.shown.get(item)
                if place is not None:
                    spots.append(Spot(("item", item), place, alone=True))
            if lay.confirm is not None:
                spots.append(Spot(CONFIRM, lay.confirm, alone=True))
        for i, button in enumerate(lay.buttons):
            spots.append(Spot(("button", i), button.rect, alone=True))
        if lay.more is not None:
            spots.append(Spot(MORE, lay.more, alone=True))
        return spots

    @staticmethod
    def owns(key: Key) -> bool:
        """Whether ``key`` is one of the panel's spots."""
        return bool(key) and key[0] in ("button", "pick", "seat", "item", "confirm", "more")

    def resolve(self, key: Key, lay: PanelLayout) -> Action | str | None:
        """The action a click on the panel's spot ``key`` plays, a reason why not, or None (a toggle)."""
        d = self.decision
        tag = key[0]
        if tag == "button":
            i = int(key[1])
            return lay.buttons[i].action if 0 <= i < len(lay.buttons) else None
        if tag == "pick":
            return d.picks.get(key[1])
        if tag == "seat":
            return d.seats.get(key[1])
        if tag == "more":
            self.page = (self.page + 1) % self._pages
            return None
        if d.multi is None:
            return None
        if tag == "item":
            if not d.multi.toggle(key[1]):
                return f"That does not fit this choice: {d.multi.hint()}"
            return None
        return d.multi.action() or d.multi.hint()

    def number_key(self, event: pygame.event.Event, lay: PanelLayout) -> Action | None:
        """The number keys 1-9 press the panel's buttons, Confirm first when there is one."""
        if event.type != pygame.KEYDOWN or not self.decision.mine:
            return None
        if event.key in NUMBER_KEYS:
            n = NUMBER_KEYS.index(event.key)
        elif event.key in KEYPAD_KEYS:
            n = KEYPAD_KEYS.index(event.key)
        else:
            return None
        numbered = self._numbered(lay)
        if n >= len(numbered):
            return None
        answer = numbered[n][1]
        multi = self.decision.multi
        return answer.action if answer is not None else multi.action() if multi is not None else None

    def _numbered(self, lay: PanelLayout) -> list[tuple[pygame.Rect, Answer | None]]:
        """The controls the number keys press, in order: Confirm (no answer of its own), then the buttons."""
        first = [(lay.confirm, None)] if lay.confirm is not None and self.decision.multi is not None else []
        return first + [(b.rect, b.answer) for b in lay.buttons]

    # --- drawing ---------------------------------------------------------------------------------------
    def glow(self, card: Item, drag: DragDrop[Key, Action]) -> Colour | None:
        """The highlight of a card the table draws: an answer glows, a chosen item is blue."""
        d = self.decision
        focus = drag.focus if drag.keyboard_active else None
        if card in d.picks:
            return theme.LEGAL_HOVER if ("pick", card) in (drag.hover, focus) else theme.LEGAL
        if d.multi is not None and card in d.multi.items:
            if card in d.multi.chosen:
                return theme.SELECTED
            if d.multi.can_add(card):
                return theme.LEGAL_HOVER if ("item", card) in (drag.hover, focus) else theme.LEGAL
        return None

    def draw(self, surface: pygame.Surface, lay: PanelLayout, drag: DragDrop[Key, Action],
             draw_card: DrawCard | None = None) -> None:
        """The shown cards (``draw_card`` paints each), captions, words, toggles, Confirm and buttons."""
        d = self.decision
        u = lay.unit
        captions = dict(d.shown)
        cap_size = font_size(u, 12, TEXT_FLOOR)
        for card, r in lay.shown.items():
            if draw_card is not None:
                draw_card(surface, card, r, self.glow(card, drag) if card not in lay.on_table else None)
            cap = fit_text(captions.get(card, ""), cap_size, theme.TEXT_DIM, max(r.w + round(30 * u), 40))
            surface.blit(cap, cap.get_rect(midtop=(r.centerx, r.bottom + round(3 * u))))
        box = lay.text
        size = font_size(u, 17, 12)
        y = box.y
        for line in lay.title_lines:
            title = fit_text(line, size, theme.LEGAL if d.mine else theme.TEXT, box.w, "bold")
            surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
            y += _line(size)
        y += round(2 * u)
        detail_size = font_size(u, 14, 11)
        for line in lay.detail_lines:
            t = fit_text(line, detail_size, theme.TEXT_DIM, box.w)
            surface.blit(t, t.get_rect(midtop=(box.centerx, y)))
            y += detail_size + round(3 * u)
        focus = drag.focus if drag.keyboard_active else None
        button_size = font_size(u, 15, 11)
        multi = d.multi
        if multi is not None:
            t = fit_text(multi.hint(), detail_size, theme.TEXT, box.w, "semibold")
            surface.blit(t, t.get_rect(midtop=(box.centerx, lay.hint_y + round(2 * u))))
            for item, r in lay.toggles.items():
                key = ("item", item)
                on = item in multi.chosen
                _draw_control(surface, r, self.hooks.item_label(self.ask, item), button_size, u,
                              hover=key in (drag.hover, focus), focus=key == focus, primary=on,
                              enabled=on or multi.can_add(item), chosen=on)
            if lay.confirm is not None:
                _draw_control(surface, lay.confirm, multi.label, button_size, u,
                              hover=CONFIRM in (drag.hover, focus), focus=CONFIRM == focus, primary=True,
                              enabled=multi.action() is not None)
        for i, button in enumerate(lay.buttons):
            key = ("button", i)
            _draw_control(surface, button.rect, button.label, button_size, u, hover=key in (drag.hover, focus),
                          focus=key == focus, primary=button.answer.primary)
        if drag.keyboard_active and d.mine:  # the number key of each button, while keys are in use
            digit = font_size(u, 12, TEXT_FLOOR)
            for n, (r, _) in enumerate(self._numbered(lay)[:9]):
                draw_pill(surface, text(str(n + 1), digit, theme.TEXT, "bold"), theme.WOOD_DARK,
                          (round(digit * 0.8), round(digit * 0.2)), border=theme.BRASS_DARK, center=r.midleft)
        if lay.more is not None:
            label = f"More answers ({self.page % self._pages + 1}/{self._pages})"
            _draw_control(surface, lay.more, label, button_size, u, hover=MORE in (drag.hover, focus),
                          focus=MORE == focus, primary=False)


def _line(size: int) -> int:
    """The line height of a bold title at ``size``."""
    return int(font(size, "bold").get_linesize())


def _rows(widths: list[int], groups: list[Hashable], width: int, gap: int) -> list[list[int]]:
    """Indices of the controls per row: all on one row when they fit, else a new row for each
    group, each row filled as far as the width allows."""
    if not widths:
        return []
    if sum(widths) + gap * (len(widths) - 1) <= width:
        return [list(range(len(widths)))]
    rows: list[list[int]] = []
    row_w = 0
    for i, w in enumerate(widths):
        if not rows or row_w + gap + w > width or groups[i] != groups[i - 1]:
            rows.append([i])
            row_w = w
        else:
            rows[-1].append(i)
            row_w += gap + w
    return rows


def _draw_control(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, u: float, *, hover: bool,
                  focus: bool, primary: bool, enabled: bool = True, chosen: bool = False) -> None:
    """A button of the panel; a disabled one is dim and flat, a chosen toggle has a blue edge."""
    if enabled:
        draw_button(surface, rect, label, size, hover=hover, focus=focus, primary=primary, outline=max(1, round(u)),
                    room=round(12 * u))
    else:
        radius = rect.h // 3
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, rect, border_radius=radius)
        if focus:
            pygame.draw.rect(surface, theme.SELECTED, rect.inflate(6, 6), width=3, border_radius=radius + 3)
        t = fit_text(label, size, theme.TEXT_MUTED, rect.w - round(12 * u), "bold")
        surface.blit(t, t.get_rect(center=rect.center))
    if chosen:
        pygame.draw.rect(surface, theme.SELECTED, rect, width=max(2, round(2 * u)), border_radius=rect.h // 3)
