"""A tiny hidden-hand game and its table, to test the app without a real game.

Each seat is dealt three cards (1-9) it alone can see; on your turn you play
one face up; when every hand is empty the highest total wins. The table
draws the viewer's hand in pure magenta so a test can see whether any hand
is on screen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.core.protocol import Action, Event, Game, GameConfig, IllegalAction, Result, ranks_from_scores
from tabletop.games import GameEntry
from tabletop.ui.table import GameTable

HAND_COLOUR = (255, 0, 255)


@dataclass
class ToyState:
    hands: list[list[int]]
    played: list[list[int]]
    current: int = 0
    rng: random.Random = field(default_factory=random.Random)


class ToyGame(Game[ToyState, dict[str, Any]]):
    id = "toy"
    name = "Toy"
    min_players = 2
    max_players = 3

    def new(self, config: GameConfig, seed: int) -> ToyState:
        rng = random.Random(seed)
        deck = list(range(1, 10))
        rng.shuffle(deck)
        hands = [sorted(deck[i * 3:(i + 1) * 3]) for i in range(config.players)]
        return ToyState(hands=hands, played=[[] for _ in hands], rng=rng)

    def players(self, state: ToyState) -> int:
        return len(state.hands)

    def to_act(self, state: ToyState) -> int | None:
        return None if self.is_over(state) else state.current

    def legal_actions(self, state: ToyState) -> list[Action]:
        return [Action("play", (c,), label=f"Play {c}") for c in state.hands[state.current]]

    def apply(self, state: ToyState, action: Action) -> list[Event]:
        if self.is_over(state):
            raise IllegalAction("the game is over")
        card = action.args[0] if action.args else None
        if action.kind != "play" or card not in state.hands[state.current]:
            raise IllegalAction(f"you do not hold {card}")
        seat = state.current
        state.hands[seat].remove(card)  # type: ignore[arg-type]
        state.played[seat].append(card)  # type: ignore[arg-type]
        state.current = (seat + 1) % len(state.hands)
        return [
            Event("play", f"Player {seat + 1} plays a {card}.", data={"seat": seat}),
            Event("secret", f"Player {seat + 1} thinks about {card}.", visible_to=frozenset({seat})),
        ]

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        return {
            "viewer": seat,
            "hand": tuple(state.hands[seat]) if seat is not None else (),
            "counts": tuple(len(h) for h in state.hands),
            "played": tuple(tuple(p) for p in state.played),
            "current": state.current,
        }

    def sample(self, view: dict[str, Any], rng: random.Random) -> ToyState:
        seen = {c for p in view["played"] for c in p} | set(view["hand"])
        unknown = [c for c in range(1, 10) if c not in seen]
        rng.shuffle(unknown)
        hands = []
        for seat, count in enumerate(view["counts"]):
            if seat == view["viewer"]:
                hands.append(list(view["hand"]))
            else:
                hands.append(sorted(unknown[:count]))
                unknown = unknown[count:]
        return ToyState(hands, [list(p) for p in view["played"]], view["current"])

    def clone(self, state: ToyState) -> ToyState:
        return ToyState([list(h) for h in state.hands], [list(p) for p in state.played], state.current)

    def is_over(self, state: ToyState) -> bool:
        return all(not h for h in state.hands)

    def result(self, state: ToyState) -> Result:
        scores = tuple(float(sum(p)) for p in state.played)
        ranks = ranks_from_scores(scores)
        winners = tuple(i for i, r in enumerate(ranks) if r == 0)
        breakdown = tuple({"Cards": float(sum(p))} for p in state.played)
        return Result(scores, ranks, winners, breakdown, f"Player {winners[0] + 1} has the most.")


class ToyTable(GameTable):
    def __init__(self, game: Game[Any, Any], seat_names: Any) -> None:
        super().__init__(game, seat_names)
        self.draws: list[tuple[int | None, tuple[int, ...]]] = []
        self.events_seen: list[Event] = []

    def card_rect(self, rect: pygame.Rect, index: int) -> pygame.Rect:
        return pygame.Rect(rect.x + 20 + index * 70, rect.bottom - 110, 60, 90)

    def on_events(self, events: Any) -> None:
        self.events_seen.extend(events)

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, card in enumerate(self.view["hand"] if self.view else ()):
                if self.card_rect(rect, i).collidepoint(event.pos):
                    return Action("play", (card,))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_x:
            return Action("play", (99,))
        return None

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        hand = tuple(self.view["hand"]) if self.view else ()
        self.draws.append((self.viewer, hand))
        for i in range(len(hand)):
            pygame.draw.rect(surface, HAND_COLOUR, self.card_rect(rect, i))


GAME = ToyGame()


@dataclass(frozen=True)
class ToyEntry(GameEntry):
    def rules(self) -> Any:
        return GAME

    def knowledge(self) -> Any:
        from tabletop.ai.knowledge import Knowledge

        return Knowledge()

    def table(self) -> type:
        return ToyTable

    def available(self) -> bool:
        return True


ENTRY = ToyEntry("toy", "Toy", "2-3", "A tiny test game.")
