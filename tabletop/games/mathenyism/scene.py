"""The Mathenyism table, 2–6 seats: leaders, objects, units, followers and hands around a middle of combat.

The viewer sits along the bottom, the others clockwise in turn order. Each
seat's panel shows its name, its alliance (a lettered badge shared by the
allies, and a line linking their panels), the cards in hand and the
followers (with the way to ten), then its court (leader, objects), the card
it last showed, its hand (the viewer's face up) and followers pile, and its
fighting units (a super-unit as one merged fan with its total strength).

Play: drag a card from your hand to your place (leader, object, unit, an
action with no target), onto a player's place or a unit it is aimed at, to
your followers pile, onto another player's hand to offer it in trade (or,
in the final step, to give it), or to the discards. A click on a card with
one place to go plays it there. Combat: click a player to attack, click your
units to send them, then Attack; the defender drags units onto the attackers
and, dropping a unit onto a blocker, merges them after a confirmation; allies
are asked for help with a click on their place; a combat card is dragged onto
the unit or player it is aimed at, or into the combat. Where the middle is
small, the combat is drawn as rows of name tiles with their strengths. The
other decisions are the decision panel's. Hovering a card shows it large,
never over a control, and beside the combat rather than over it.

The geometry is in :mod:`.layout`, the drawing in :mod:`.drawing`, the
cards in :mod:`.art`, the panel's words in :mod:`.stage`, the animations
in :mod:`.animate`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Seat, personalize
from tabletop.games.mathenyism import animate, drawing, labels
from tabletop.games.mathenyism.cards import LEADER, OBJECT, TARGET, TARGET_UNIT, TYPE, UNIT
from tabletop.games.mathenyism.layout import Key, Layout, SeatCards, lay_table
from tabletop.games.mathenyism.stage import MathWords
from tabletop.games.mathenyism.state import (
    ACT,
    ANSWER,
    ATTACK,
    DEFEND,
    DISCARD,
    DOCTRINE,
    HELP,
    MUSTER,
    REACT,
    SHOW,
)
from tabletop.games.mathenyism.view import MathView
from tabletop.ui import theme
from tabletop.ui.banner import Banner
from tabletop.ui.cards import Colour
from tabletop.ui.decision import DecisionPanel, PanelLayout
from tabletop.ui.drag import Spot
from tabletop.ui.drag_table import DragTable
from tabletop.ui.table_parts import StaticLayer

TURN_HINTS = {
    ACT: "Your turn: drag a glowing card where it goes, or end your actions",
    DISCARD: "Drag cards to the discards or onto another player's hand",
    DEFEND: "Drag your units onto the attackers; a unit on a blocker merges with it",
    SHOW: "Click the card you show everyone",
    ATTACK: "Click the place of the player you attack",
    MUSTER: "Click your glowing units to send them, then Attack",
    HELP: "Click the units you lend to your ally",
    REACT: "Drag a glowing combat card onto its target, or let the combat go on",
    ANSWER: "Click a card of your hand to give in return, or refuse",
    DOCTRINE: "Click the place of the player whose hand you look at",
}
"""The status line while the viewer decides, where it says more than the panel's title."""

DISCARD_PILE: Key = ("discard",)
COMBAT_ZONE: Key = ("combat",)
MERGE_YES: Key = ("merge", "yes")
MERGE_NO: Key = ("merge", "no")


class MathTable(DragTable[Layout]):
    """Draws a :class:`MathView` and turns drags, clicks and keys into Mathenyism actions."""

    START_RECT = (0, 0, 952, 724)
    panel: DecisionPanel

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        super().__init__(game, seat_names)
        self.panel = DecisionPanel(MathWords())
        self.banner = Banner()
        self.moves: dict[Key, dict[Key, Action]] = {}
        """Each drag source of the viewer's -> the targets it may go to -> the action it plays there."""
        self.merge: Action | None = None
        """A block that merges units, waiting for the person's confirmation."""
        self.held = 0.0
        """Seconds the table still holds after a move worth seeing (the next move waits)."""
        self._before: Layout | None = None
        """The layout of the view before the last one (where animated cards come from)."""
        self.static = StaticLayer()
        """The seats and piles as they stand, drawn again only when something on them changes."""
        self.view_no = 0
        """Counts the views shown: what the static layer is drawn for."""

    # --- the GameTable contract ---------------------------------------------------------
    def set_view(self, view: Any, viewer: Seat | None, legal: Sequence[Action]) -> None:
        self._before = self._layout
        self.view_no += 1
        super().set_view(view, viewer, legal)
        self.moves = self._moves()
        if self.merge is not None and self.merge not in self.legal:
            self.merge = None
        if view is not None:
            self.panel.show(view, viewer, legal, self.seat_names, view.to_act)

    def _turn_key(self, view: Any) -> Hashable:
        return (view.turns, view.phase, view.to_act, view.combat is not None)

    def on_undo(self) -> None:
        super().on_undo()
        self.merge = None
        self.held = 0.0
        self.banner.clear()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.banner.update(dt)
        self.held = max(0.0, self.held - dt)

    def hold(self, seconds: float) -> None:
        """Keep the table busy for ``seconds`` (a move to be read before the next one is shown)."""
        self.held = max(self.held, seconds)

    def busy(self) -> bool:
        return super().busy() or self.held > 0

    def curtain_context(self, seat: Seat) -> list[str]:
        """Why ``seat`` gets the screen: an offer to answer, an attack to block, help asked, a reaction."""
        view = self.math
        if view is None or self.viewer is not None:
            return []
        name = self.seat_name(seat)
        if view.phase == ANSWER and view.offer is not None:
            return [f"{self.seat_name(view.offer[0])} offers {name} a card for one of theirs",
                    f"{name} accepts or refuses, in private"]
        if view.combat is not None and view.phase in (DEFEND, HELP, REACT):
            attacker, defender = view.combat[0], view.combat[1]
            first = f"{self.seat_name(attacker)} attacks {self.seat_name(defender)}"
            second = {DEFEND: f"{name} blocks", HELP: f"{self.seat_name(defender)} asks {name} for help",
                      REACT: f"{name} may play a combat card"}[view.phase]
            return [first, second]
        return super().curtain_context(seat)

    # --- the view -------------------------------------------------------------------------
    @property
    def math(self) -> MathView:
        view: MathView = self.view
        return view

    def home(self) -> int:
        return self._home_seat()

    def _watched_seat(self) -> int:
        """Behind the curtain the table is drawn around the seat whose turn it is."""
        return int(self.math.active) if self.view is not None else 0

    def personal(self, words: str) -> str:
        return personalize(words, [self.seat_name(q) for q in range(self.math.players)])

    def mine(self) -> bool:
        """The viewer decides now."""
        view = self.math
        return bool(self.legal) and view.seat is not None and view.to_act == view.seat

    def court_cards(self, seat: int) -> list[int]:
        """``seat``'s leaders then objects, in the order they are laid out."""
        return list(self.math.leaders[seat]) + list(self.math.objects[seat])

    def unit_cards(self, uid: int) -> tuple[int, ...]:
        for units in self.math.units:
            for u in units:
                if u[0] == uid:
                    return u[1]
        return (uid,)

    def unit_strength(self, uid: int) -> int:
        for units in self.math.units:
            for u in units:
                if u[0] == uid:
                    return u[2]
        return 0

    def blocks(self) -> dict[int, tuple[int, ...]]:
        """The combat's blocks: attacker -> the units blocking it."""
        combat = self.math.combat
        return {a: b for a, b in combat[3]} if combat is not None else {}

    def shown_blocks(self) -> dict[int, tuple[int, ...]]:
        """The blocks as drawn: a unit waiting for the merge's confirmation is with its blocker."""
        blocks = self.blocks()
        if self.merge is not None:
            a, b = int(self.merge.args[0]), int(self.merge.args[1])  # type: ignore[arg-type]
            blocks[a] = (*blocks.get(a, ()), b)
        return blocks

    def _turn_text(self) -> tuple[str, Colour]:
        if self.merge is not None:
            return "Merge the units into a super-unit? It stays merged for good", theme.LEGAL
        return TURN_HINTS.get(self.math.phase, "Your decision: answer in the middle"), theme.LEGAL

    def _waiting_text(self) -> str:
        return self.personal(self.math.prompt).rstrip(".")

    # --- what a drag plays ----------------------------------------------------------------
    def _moves(self) -> dict[Key, dict[Key, Action]]:
        """For every legal action played on the table, its source and target."""
        moves: dict[Key, dict[Key, Action]] = {}
        if self.view is None or not self.mine():
            return moves
        home = self.home()
        for action in self.legal:
            kind, args = action.kind, action.args
            if kind == "block":
                source: Key = ("unit", args[1])
                target: Key = ("versus", args[0])
            elif kind in ("leader", "object", "unit"):
                source, target = ("hand", args[0]), ("court", home)
            elif kind in ("action", "react"):
                card, aim = int(args[0]), args[1]  # type: ignore[arg-type]
                source = ("hand", card)
                nowhere = COMBAT_ZONE if kind == "react" else ("court", home)
                target = nowhere if aim is None else ("unit", aim) if TARGET[card] == TARGET_UNIT \
                    else ("court", aim)
            elif kind == "follower":
                source, target = ("hand", args[0]), ("followers", home)
            elif kind in ("offer", "give"):
                source, target = ("hand", args[0]), ("pile", args[1])
            elif kind == "discard":
                source, target = ("hand", args[0]), DISCARD_PILE
            else:
                continue
            moves.setdefault(source, {}).setdefault(target, action)
        return moves

    def natural(self, card: int, target: Key | None) -> Action:
        """The action a person means by dropping ``card`` on ``target`` (to ask the rules why not)."""
        home = self.home()
        kind = TYPE[card]
        if self.math.phase == REACT:
            aim = None if target is None or target == COMBAT_ZONE else target[1]
            return Action("react", (card, aim))
        if target is None or target == ("court", home):
            if kind == LEADER:
                return labels.leader(card)
            if kind == OBJECT:
                return labels.object_(card)
            if kind == UNIT:
                return labels.unit(card)
            return Action("action", (card, None))
        if target[0] == "followers":
            return labels.follower(card)
        if target[0] == "pile":
            return (labels.give if self.math.phase == DISCARD else labels.offer)(card, int(target[1]))
        if target == DISCARD_PILE:
            return labels.discard(card)
        return Action("action", (card, target[1]))

    # --- positions, for tests and the test driver -----------------------------------------
    def layout(self) -> Layout:
        return self._current_layout()

    def card_rect(self, card: int) -> pygame.Rect | None:
        """Where the viewer's hand card ``card`` lies (None: not in hand)."""
        r = self._current_layout().seats[self.home()].hand.get(card)
        return r.copy() if r is not None else None

    def unit_rect(self, uid: int) -> pygame.Rect | None:
        place = self._current_layout().unit_place(uid)
        return place.rect if place is not None else None

    def target_rect(self, key: Key) -> pygame.Rect:
        lay = self._current_layout()
        tag = key[0]
        if tag == "court":
            return lay.seats[int(key[1])].court_area.copy()
        if tag == "followers":
            return lay.seats[int(key[1])].followers.copy()
        if tag == "pile":
            place = lay.seats[int(key[1])]
            return (place.pile or place.court_area).copy()
        if tag == "discard":
            return lay.discard.copy()
        if tag == "combat":
            assert lay.combat is not None
            return lay.combat.rect.copy()
        if tag == "unit":
            found = self.unit_rect(int(key[1]))
            assert found is not None
            return found
        if tag == "versus":
            assert lay.combat is not None
            a = int(key[1])
            return lay.combat.blocks[a].copy() if self.blocks().get(a) else lay.combat.row(a)
        raise KeyError(key)

    def source_rect(self, key: Key) -> pygame.Rect:
        """Where ``key`` may be taken: a hand card's part that the next card does not cover, or a unit."""
        if key[0] != "hand":
            found = self.unit_rect(int(key[1]))
            assert found is not None, key
            return found
        hand = self._current_layout().seats[self.home()].hand
        rect = hand[int(key[1])].copy()
        later = [r.x for r in hand.values() if r.x > rect.x]
        if later:
            rect.w = min(later) - rect.x
        return rect

    def button_rect(self, action: Action) -> pygame.Rect | None:
        """Where the decision panel offers ``action`` (a button, a card or a seat to click)."""
        lay = self._sync(self._rect)
        if lay.panel is None:
            return None
        places = self.panel.places_of(action)
        return places[0].copy() if places else None

    def aim(self, action: Action) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """Where to press, and where to drop (None: a click is enough), to play ``action``.

        A block that merges needs the confirmation afterwards: once it is asked, the "Merge" button.
        An answer on another page of the decision panel: its "More answers" button first."""
        self._sync(self._rect)
        if self.merge == action:
            return self._current_layout().combat.yes.center, None  # type: ignore[union-attr]
        for source, targets in self.moves.items():
            for target, move in targets.items():
                if move == action:
                    return self.source_rect(source).center, self.target_rect(target).center
        rect = self.button_rect(action)
        if rect is not None:
            return rect.center, None
        more = self._current_layout().panel
        if more is not None and more.more is not None:
            return more.more.center, None  # on another page of answers: turn the page first
        raise KeyError(f"no place on the table plays {action}")

    # --- layout and input -------------------------------------------------------------------
    def _seat_cards(self) -> dict[int, SeatCards]:
        view = self.math
        home = self.home()
        out = {}
        for q in range(view.players):
            hand = view.hand if q == home and view.seat == q else None
            out[q] = SeatCards(len(view.leaders[q]) + len(view.objects[q]), tuple(u[1] for u in view.units[q]),
                               tuple(hand) if hand is not None else None)
        return out

    def _attackers(self) -> tuple[tuple[int, ...], ...] | None:
        combat = self.math.combat
        if combat is None:
            return None
        return tuple(self.unit_cards(a) for a in combat[2])

    def _layout_key_for(self, rect: pygame.Rect) -> Hashable:
        view = self.math
        return (tuple(rect), view.players, self.home(), tuple(sorted(self._seat_cards().items())),
                self._attackers(), self.panel.key())

    def _lay_out(self, rect: pygame.Rect) -> Layout:
        view = self.math
        lay = lay_table(rect, view.players, self.home(), self._seat_cards(), self._attackers())
        hand = lay.seats[self.home()].hand
        card_at = None if view.phase in (SHOW,) else self._place_of(lay, hand)
        lay.panel = self.panel.lay_out(lay.panel_area, lay.unit, card_at=card_at,
                                       seat_at=lambda seat: lay.seats[seat].panel)
        return lay

    @staticmethod
    def _place_of(lay: Layout, hand: dict[int, pygame.Rect]) -> Any:
        def at(item: Hashable) -> pygame.Rect | None:
            if not isinstance(item, int):
                return None
            if item in hand:
                return hand[item]
            unit = lay.unit_place(item)
            return unit.rect if unit is not None else None
        return at

    def _spots(self, lay: Layout) -> tuple[list[Spot[Key]], list[Spot[Key]]]:
        sources: list[Spot[Key]] = []
        targets: list[Spot[Key]] = []
        if self.merge is not None and lay.combat is not None:
            return [Spot(MERGE_YES, lay.combat.yes, alone=True), Spot(MERGE_NO, lay.combat.no, alone=True)], []
        view = self.math
        home = self.home()
        if self.mine() and view.phase in (ACT, DISCARD, REACT):
            for card, rect in lay.seats[home].hand.items():
                playable = ("hand", card) in self.moves
                sources.append(Spot(("hand", card), rect, alone=not playable, drags=True))
        for source in self.moves:
            if source[0] == "unit":
                unit = self.unit_rect(int(source[1]))
                if unit is not None:
                    sources.append(Spot(source, unit, drags=True))
        seen: set[Key] = set()
        for target in [t for moves in self.moves.values() for t in moves] + self._places(lay):
            if target not in seen:
                seen.add(target)
                targets.append(Spot(target, self.target_rect(target)))
        if lay.panel is not None:
            sources += self.panel.spots(lay.panel)
        return sources, targets

    def _places(self, lay: Layout) -> list[Key]:
        """Every place a person may drop a card or a unit on now, legal or not (a refused drop says why)."""
        view = self.math
        if not self.mine():
            return []
        home = self.home()
        if view.phase in (ACT, DISCARD):
            places: list[Key] = [("court", q) for q in lay.seats] + [("followers", home), DISCARD_PILE]
            places += [("pile", q) for q in lay.seats if q != home]
            return places + [("unit", uid) for place in lay.seats.values() for uid in place.units]
        if view.phase == DEFEND and lay.combat is not None:
            return [("versus", a) for a in lay.combat.attackers]
        if view.phase == REACT:
            places = [("court", q) for q in lay.seats] + [("unit", uid) for place in lay.seats.values() for uid in place.units]
            return places + ([COMBAT_ZONE] if lay.combat is not None else [])
        return []

    def _targets_for(self, source: Key) -> set[Key]:
        return set(self.moves.get(source, {}))

    def _resolve(self, source: Key, target: Key | None) -> Action | str | None:
        return self._answer(source, target, confirm=True)

    def _probe(self, source: Key, target: Key | None) -> Action | str | None:
        return self._answer(source, target, confirm=False)

    def _answer(self, source: Key, target: Key | None, confirm: bool) -> Action | str | None:
        lay = self._current_layout()
        if source == MERGE_YES:
            action, self.merge = self.merge, None
            self._spots_key = None
            return action
        if source == MERGE_NO:
            self.merge = None
            self._spots_key = None
            return None
        if self.panel.owns(source):
            return self.panel.resolve(source, lay.panel) if lay.panel is not None else None
        action = self.moves.get(source, {}).get(target) if target is not None else None
        if action is not None:
            if confirm and action.kind == "block" and self.blocks().get(int(action.args[0])):  # type: ignore[arg-type]
                self.merge = action  # a unit dropped onto a blocker: merge them after a confirmation
                self._spots_key = None
                self.play_sound("click")
                return None
            return action
        if source[0] == "hand":
            return self.refusal(self.natural(int(source[1]), target))
        return "That unit cannot go there"

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        """Escape cancels a merge; the rest is dragging (and the panel's number keys, not during a merge)."""
        if self.view is not None and event.type == pygame.KEYDOWN and self.merge is not None \
                and event.key == pygame.K_ESCAPE:
            self.merge = None
            self._spots_key = None
            return None
        played = super().handle_event(event, rect)
        if self.merge is not None:  # the unit waits in the blocker's place for the confirmation, not at home
            self.drag.snaps = [snap for snap in self.drag.snaps if snap.key != ("unit", self.merge.args[1])]
        return played

    def _laid_panel(self, lay: Layout) -> PanelLayout | None:
        return None if self.merge is not None else lay.panel

    # --- animations -----------------------------------------------------------------------------
    def _animate(self, events: Sequence[Event]) -> None:
        animate.animate(self, events, self._before, self._current_layout())

    # --- drawing ----------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is not None:
            drawing.draw(surface, self, self._sync(rect))

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view is not None:
            drawing.draw_over(surface, self, self._sync(rect))

    def static_key(self) -> Hashable:
        """What the seats and piles look like now: the view, the layout, what the pointer or keyboard
        points at or carries, the cards still in flight, the merge asked."""
        drag = self.drag
        focus = drag.focus if drag.keyboard_active else None
        return (self.view_no, self._layout_key, drag.hover, drag.dragging, drag.selected, focus,
                drag.target_under_pointer() if drag.dragging is not None else None,
                tuple(sorted(self.flights.hiding().items(), key=repr)), self.merge)

    def hovered_card(self) -> tuple[int, pygame.Rect] | None:
        """The face-up card under the pointer (for the preview), with its place."""
        return drawing.card_under(self, self._current_layout(), self.pointer)


TABLE = MathTable
