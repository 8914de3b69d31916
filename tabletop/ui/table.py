"""The contract between the generic table host and one game's table.

The host (``tabletop.scenes.table``) owns the match, the bots, the hot-seat
curtain, the log panel, undo and autosave. A game's ``scene.py`` subclasses
:class:`GameTable` to draw that game's view and turn a person's input into
an :class:`~tabletop.core.protocol.Action`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.core.protocol import Action, Event, Game, Result, Seat, personalize, seat_name

if TYPE_CHECKING:
    from tabletop.ui.decision import DecisionPanel


@dataclass(frozen=True)
class SetupOption:
    """A game-specific choice offered on the seat-setup screen.

    The chosen value goes into ``GameConfig.options[key]``: one value per
    seat (a list) when ``per_seat``, else a single value. ``choices`` are
    ``(value, label)`` pairs; ``distinct`` asks that no two seats pick the
    same value (Meh's armies); ``notes`` maps a value to a one-line
    description shown under the choice. Defaults come from
    ``game.default_config(players).options[key]``.
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    per_seat: bool = True
    distinct: bool = False
    notes: dict[Any, str] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class HowToPlay:
    """How to play a table, in a few short steps: ``steps`` are (what, how) pairs such as
    ("Play a card", "Drag it from your hand onto a territory that glows.")."""

    goal: str
    steps: tuple[tuple[str, str], ...]


GENERIC_HOW_TO_PLAY = HowToPlay(
    "Play by the rules of the game; the table shows what you may do.",
    (
        ("Your moves", ("Cards and places you may use now glow. Drag a card onto a glowing place, or click "
                        "the card and then the place.")),
        ("Questions", "When you are asked something, the answers are the glowing cards and the buttons."),
        ("Refused?", "A move the rules forbid slides back and says why."),
        ("Keyboard", "Tab and the arrows move between choices; Enter plays the one in focus."),
        ("Help", "F1 opens the rules. The log on the right tells every move."),
    ),
)


class GameTable:
    """Draws one game's view inside a rectangle and turns input into actions."""

    panel: DecisionPanel | None = None
    """The table's decision panel, if it shows one (the host reads what it asks)."""

    def __init__(self, game: Game[Any, Any], seat_names: Sequence[str]) -> None:
        self.game = game
        self.seat_names = list(seat_names)
        self.view: Any = None
        self.viewer: Seat | None = None
        self.legal: list[Action] = []
        #: The app's sound manager (anything with ``play(name)``); the host may set it. None: silent.
        self.sound: Any = None
        #: Each seat's team now (from ``Game.teams``, which the host gives with every view).
        self.teams: tuple[int, ...] = tuple(range(len(self.seat_names)))
        #: The game's result (the host sets it when the game ends; None while it runs).
        self.result: Result | None = None

    @classmethod
    def setup_options(cls, game: Game[Any, Any], players: int) -> list[SetupOption]:
        """Game-specific choices for the seat-setup screen (none by default)."""
        return []

    @classmethod
    def how_to_play(cls) -> HowToPlay:
        """The short "how to play this table" shown the first time a game is opened (and by the
        top bar's Help button, and beside the seat setup): what to drag or click, and where.

        By default the ``HOW_TO_PLAY`` of the game's ``howto`` module (next to its ``scene``
        module), else :data:`GENERIC_HOW_TO_PLAY`.
        """
        package = cls.__module__.rpartition(".")[0]
        try:
            found = importlib.import_module(f"{package}.howto").HOW_TO_PLAY
        except (ImportError, AttributeError):
            return GENERIC_HOW_TO_PLAY
        return found if isinstance(found, HowToPlay) else GENERIC_HOW_TO_PLAY

    @classmethod
    def how_to_play_with(cls, options: dict[str, Any]) -> HowToPlay:
        """The how-to-play of a game set up with ``options`` (the seat setup's choices, such as a
        variant that plays differently); by default :meth:`how_to_play`."""
        return cls.how_to_play()

    def introduction(self) -> tuple[str, HowToPlay]:
        """The how-to-play of the game on this table now, and the name under which the settings remember
        that it was shown. By default the game's id and :meth:`how_to_play`; a variant that plays
        differently may give its own (read from the view, which is set when the host asks)."""
        return self.game.id, self.how_to_play()

    @classmethod
    def players_label(cls, players: int) -> str:
        """How the seat-setup screen names a table of ``players`` seats ("2v2" for a team game)."""
        return f"{players} players"

    @property
    def outcome(self) -> str:
        """The game's result in a sentence, with the players' names (empty while the game runs)."""
        return personalize(self.result.summary, self.seat_names) if self.result is not None else ""

    def seat_name(self, seat: Seat) -> str:
        """The name shown for ``seat``: its player's name, else "Player N"."""
        if 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return seat_name(seat)

    def team_of(self, seat: Seat) -> int:
        """``seat``'s team now (the host keeps :attr:`teams` up to date from the game)."""
        return self.teams[seat] if 0 <= seat < len(self.teams) else seat

    def teammates(self, seat: Seat) -> tuple[Seat, ...]:
        """The other seats on ``seat``'s team now."""
        team = self.team_of(seat)
        return tuple(q for q in range(len(self.teams)) if q != seat and self.teams[q] == team)

    def refusal(self, action: Action) -> str:
        """Why the viewer may not play ``action`` now, for a refusal pill: the rules' own reason
        (:meth:`Game.why_not`) with the players' names, without the closing full stop."""
        reason = self.game.why_not(self.view, action) or "You can't play that now"
        return personalize(reason, self.seat_names).rstrip(".")

    def set_view(self, view: Any, viewer: Seat | None, legal: Sequence[Action]) -> None:
        """Show ``view`` as seen by ``viewer``; ``legal`` is empty unless that seat must act now."""
        self.view = view
        self.viewer = viewer
        self.legal = list(legal)

    def draw_seat_marker(self, surface: pygame.Surface, seat: Seat, center: tuple[int, int], radius: int) -> None:
        """The small colour-and-symbol mark of ``seat`` that the host shows by names
        (top bar, result screen). Override to match the game's own seat colours."""
        from tabletop.ui import theme

        theme.draw_seat_marker(surface, seat, center, radius)

    def question(self) -> str:
        """What the viewer is asked now, in a few words, for the host's top bar ("" if nothing).

        A table with a decision panel (``self.panel``) answers with the panel's title while
        the decision is the viewer's.
        """
        if self.panel is None:
            return ""
        decision = self.panel.decision
        return decision.title if decision.mine else ""

    def curtain_context(self, seat: Seat) -> list[str]:
        """Why ``seat`` is handed the screen, for the hot-seat curtain, in at most two lines.

        The host asks while the curtain is down and the table holds the spectator's view, so
        only public things can be said. By default a table with a decision panel answers with
        the panel's words for onlookers ("Ada plays Goreagle Alpha", "Bea may use a Mindbug to
        take it"); a table without one says nothing and the host tells the last public move.
        """
        if self.panel is None or self.viewer is not None:
            return []
        decision = self.panel.decision
        return [line for line in (decision.title, decision.detail) if line]

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where the table shows how to play ``action``: what to take, then where it goes (for the
        host's hint marks). None by default: the hint is told in words only."""
        return []

    def places_key(self) -> Hashable:
        """What :meth:`hint_places` depends on besides the view and the table's rectangle, as drawn last
        (the decision panel's page, say): the host finds the hint's places again when it changes. None by
        default: nothing else."""
        return None

    def play_sound(self, name: str) -> None:
        """Play the effect ``name`` ("place", "draw", ...) if the host gave the table a sound manager."""
        if self.sound is not None:
            self.sound.play(name)

    def on_events(self, events: Sequence[Event]) -> None:
        """Events just applied (already filtered for the viewer): start animations, sounds."""

    def on_undo(self) -> None:
        """The match went back (undo) and the earlier view is shown: drop what was in flight."""

    def handle_event(self, event: pygame.event.Event, rect: pygame.Rect) -> Action | None:
        """Turn one input event into an action to play, or None."""
        return None

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def follow_up(self) -> Action | None:
        """A move the person already chose with their last input, to be played now if it is legal
        (e.g. the creature an attacker was dropped on answers "which creature must block?")."""
        return None

    def busy(self) -> bool:
        """True while an animation runs (the host waits before the next bot move)."""
        return False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect,
             marks: Callable[[pygame.Surface], None] | None = None) -> None:
        """Draw the table into ``rect`` of ``surface``: the table itself, then the host's ``marks`` on it
        (the rings of a hint), then what floats over both (:meth:`draw_over`), so that no mark covers a
        card's preview, the card in the hand or a card in flight."""
        self.draw_table(surface, rect)
        if marks is not None:
            marks(surface)
        self.draw_over(surface, rect)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the table itself into ``rect`` of ``surface``."""
        raise NotImplementedError

    def draw_over(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw what floats over the table: cards in flight, the card being dragged, banners, a card's
        large preview, tips and dialogs (nothing by default)."""
