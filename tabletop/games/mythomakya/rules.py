"""The rules of Mythomakya: Triumph of Heroes at 2-6 players and the quick 2-player version.

``docs/rules/mythomakya.md`` gives the rules in our own words and the
numbered rulings this engine follows.

The game (:data:`GAME`), its options and the decision flow live here; the
rest is split by responsibility: :mod:`.cards` (the 90 myth cards),
:mod:`.deal` (the setup table and the deal), :mod:`.state` (the state),
:mod:`.tricks` (following, playing a card, winning a round), :mod:`.scoring`
(apples, game and series results), :mod:`.labels` (actions and the prompt)
and :mod:`.view` (what a seat sees, and sampling).

A game: the caller calls the senior colour (with 5 players then chooses a
teammate, who leads first); otherwise the player on the caller's left leads.
Rounds follow until every card is played. A series of ``games`` games
(option, default 1) passes the call clockwise; between two games the next
caller deals.

Options (``GameConfig.options``): ``variant`` ("triumph", or "quick" for the
quick 2-player version), ``games`` (games in the series, 1 for a single game,
"series" for one game per player) and ``caller`` (the seat that calls first; by default drawn at random from
the seed).

Events: ``first``, ``deal``, ``call``, ``mate``, ``play``, ``turn_up`` (a
face-down card turned face up: a barrier), ``round``, ``game_end``,
``game_over``.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.core.protocol import Action, Event, Game, GameConfig, IllegalAction, Result, Seat, seat_name
from tabletop.games.mythomakya import battle
from tabletop.games.mythomakya.cards import (
    BATTLE,
    COLOUR_NAMES,
    GOLDEN_APPLE_WORTH,
    QUICK,
    TRIUMPH,
    VARIANT_NAMES,
)
from tabletop.games.mythomakya.deal import CHOSEN_TEAMS, FIXED_TEAMS, deal, layout
from tabletop.games.mythomakya.labels import (
    CALL_COLOUR,
    CHOOSE_MATE,
    COLOUR_BY_KEY,
    PLAY_CARD,
    deal_action,
    prompt,
)
from tabletop.games.mythomakya.scoring import end_game, result, side_name
from tabletop.games.mythomakya.state import (
    BREAK,
    CALL,
    MATE,
    NO_COLOUR,
    NO_SEAT,
    OVER,
    PHASE_NAMES,
    PLAY,
    Ev,
    MythState,
    table,
)
from tabletop.games.mythomakya.tricks import event, playable, take_round
from tabletop.games.mythomakya.tricks import play_card as _play_card
from tabletop.games.mythomakya.view import MythView, sample_state, seat_view

__all__ = [
    "BREAK",
    "CALL",
    "GAME",
    "MATE",
    "OPTIONS",
    "OVER",
    "PHASE_NAMES",
    "PLAY",
    "MythState",
    "MythView",
    "MythomakyaGame",
    "prompt",
    "setup_options",
]

OPTIONS = ("variant", "games", "caller")
"""The option keys a Mythomakya config may hold."""

MAX_GAMES = 30
"""The longest series offered (and accepted)."""

PLAYABLE_VARIANTS = (TRIUMPH, QUICK, BATTLE)


# --- options --------------------------------------------------------------------------------
def _int_option(config: GameConfig, key: str, default: int | None) -> int | None:
    raw = config.options.get(key, default)
    if raw is None:
        return None
    if not isinstance(raw, bool) and isinstance(raw, (int, str)):
        try:
            return int(raw)
        except ValueError:
            pass
    raise ValueError(f"option {key} must be a whole number, not {raw!r}")


def variant_of(config: GameConfig) -> str:
    """The variant ``config`` names (Triumph of Heroes if none), as written: not checked here."""
    return str(config.options.get("variant", TRIUMPH)).strip().lower()


def _options(config: GameConfig) -> tuple[str, int, int | None]:
    """(variant, games in the series, first caller or None) from ``config``; ValueError if bad.

    ``games`` may also be "series": one game per player, so that everybody calls once.
    """
    variant = variant_of(config)
    if str(config.options.get("games", "")).strip().lower() == "series":
        games: int | None = config.players
    else:
        games = _int_option(config, "games", 1)
    caller = _int_option(config, "caller", None)
    assert games is not None
    return variant, games, caller


def setup_options(players: int) -> list[dict[str, Any]]:
    """The seat-setup choices: the variant (the quick version at 2 players) and a single game or a series."""
    variants: tuple[tuple[Any, str], ...] = ((TRIUMPH, VARIANT_NAMES[TRIUMPH]),)
    if players == 2:
        variants += ((QUICK, "Triumph of Heroes, quick version"),)
    variants += ((BATTLE, VARIANT_NAMES[BATTLE]),)
    series: tuple[tuple[Any, str], ...] = ((1, "Single game"), (players, f"Series of {players} games"))
    if players * 2 <= MAX_GAMES:
        series += ((players * 2, f"Series of {players * 2} games"),)
    return [
        {"key": "variant", "label": "Variant", "choices": variants, "per_seat": False,
         "notes": {QUICK: "Strengths 2-5 are taken out: 10 stacks of 2 each.",
                   BATTLE: "Characters with abilities, god cards in hand, open stacks and treasure."}},
        {"key": "games", "label": "Games", "choices": series, "per_seat": False,
         "notes": {players: "The call passes clockwise, so everybody calls once."}},
    ]


# --- the flow -------------------------------------------------------------------------------
def _start_game(s: MythState, rng: random.Random) -> None:
    """Deal a game: stacks laid out, the caller to call."""
    t = s.t
    s.stacks = deal(t.variant, t.n, rng)
    s.treasure = [[] for _ in range(t.n)]
    if t.open:
        battle.deal_gods(s, rng)
    else:
        s.clear_battle()
    s.trick = []
    s.rounds = []
    s.senior = NO_COLOUR
    s.mate = NO_SEAT
    s.team = t.fixed_teams if t.fixed_teams is not None else tuple(range(t.n))
    s.leader = NO_SEAT
    s.turn = s.caller
    s.phase = CALL
    s.rng = rng.getrandbits(64)


def _call(s: MythState, colour: int, ev: Ev) -> None:
    s.senior = colour
    n = s.t.n
    if ev is not None:
        event(ev, "call", f"{seat_name(s.caller)} calls {COLOUR_NAMES[colour]} senior.",
              seat=s.caller, colour=colour)
    if n == CHOSEN_TEAMS:
        s.phase = MATE
        if s.t.open:
            battle.caller_extras(s, ev)
        return
    first = (s.caller + 1) % n
    s.leader = s.turn = first
    s.phase = PLAY
    if ev is not None:
        event(ev, "first", f"{seat_name(first)}, on the caller's left, leads the first round.", seat=first)
    if s.t.open:
        battle.begin_round(s, ev)


def _choose_mate(s: MythState, mate: int, ev: Ev) -> None:
    s.mate = mate
    s.team = tuple(0 if q in (s.caller, mate) else 1 for q in range(s.t.n))
    s.leader = s.turn = mate
    s.phase = PLAY
    if ev is not None:
        others = side_name(tuple(q for q in range(s.t.n) if s.team[q] == 1))
        event(ev, "mate", f"{seat_name(s.caller)} chooses {seat_name(mate)} as teammate; {others} play together."
              f" {seat_name(mate)} leads the first round.", seat=s.caller, mate=mate, teams=list(s.team))
    if s.t.open:
        battle.begin_round(s, ev)


def _play(s: MythState, card: int, ev: Ev) -> None:
    if _play_card(s, s.turn, card, ev):
        take_round(s, ev)
        if not any(any(pile) for pile in s.stacks):
            end_game(s, ev)


def _deal_next(s: MythState, ev: Ev) -> None:
    s.game_no += 1
    s.caller = (s.caller + 1) % s.t.n
    _start_game(s, random.Random(s.rng))
    if ev is not None:
        event(ev, "deal", f"Game {s.game_no} of {s.t.games} is dealt; {seat_name(s.caller)} calls the senior"
              " colour.", barrier=True, game=s.game_no, caller=s.caller)


def _answer(s: MythState, action: Action, ev: Ev) -> None:
    kind = action.kind
    if s.t.open and (s.frames or s.phase == PLAY):
        battle.answer(s, action, ev)
    elif kind == "play":
        _play(s, int(action.args[0]), ev)  # type: ignore[arg-type]
    elif kind == "call":
        _call(s, COLOUR_BY_KEY[str(action.args[0])], ev)
    elif kind == "mate":
        _choose_mate(s, int(action.args[0]), ev)  # type: ignore[arg-type]
    else:
        _deal_next(s, ev)


def _legal(s: MythState) -> list[Action]:
    phase = s.phase
    if s.t.open and (s.frames or phase == PLAY):
        return battle.legal(s)
    if phase == PLAY:
        return [PLAY_CARD[c] for c in playable(s, s.turn)]
    if phase == CALL:
        return list(CALL_COLOUR)
    if phase == MATE:
        return [CHOOSE_MATE[q] for q in range(s.t.n) if q != s.caller]
    if phase == BREAK:
        return [deal_action(s)]
    return []


def _face_up(s: MythState) -> str:
    """How the stacks lie, and what else a Battle player gets."""
    if not s.t.open:
        return "the top card face up"
    return (f"all face up, and takes {battle.GODS_DEALT[s.t.n]} god cards and a golden apple card"
            f" ({GOLDEN_APPLE_WORTH} apples)")


def full_prompt(s: MythState) -> str:
    """Who must decide what now, Battle's decisions in progress included."""
    return (battle.prompt(s) if s.t.open else "") or prompt(s)


class MythomakyaGame(Game[MythState, MythView]):
    id = "mythomakya"
    name = "Mythomakya"
    min_players = 2
    max_players = 6

    # --- setup -------------------------------------------------------------------------------
    def default_config(self, players: int) -> GameConfig:
        return GameConfig(players=players, teams=FIXED_TEAMS.get(players), options={"variant": TRIUMPH, "games": 1})

    def validate_config(self, config: GameConfig) -> None:
        super().validate_config(config)
        unknown = set(config.options) - set(OPTIONS)
        if unknown:
            raise ValueError(f"unknown Mythomakya option(s): {', '.join(sorted(unknown))}; known: {', '.join(OPTIONS)}")
        variant, games, caller = _options(config)
        if variant not in PLAYABLE_VARIANTS:
            raise ValueError(f"unknown variant {variant!r}: use triumph, quick or battle")
        layout(variant, config.players)
        if not 1 <= games <= MAX_GAMES:
            raise ValueError(f"a series has 1 to {MAX_GAMES} games, not {games}")
        if caller is not None and not 0 <= caller < config.players:
            raise ValueError(f"the first caller must be a seat from 0 to {config.players - 1}, not {caller}")
        fixed = FIXED_TEAMS.get(config.players)
        teams = config.teams
        if teams is not None:
            if fixed is not None and tuple(teams) != fixed:
                where = "opposite" if config.players == 4 else "alternately"
                raise ValueError(f"with {config.players} players the teams sit {where}: teams must be {fixed}")
            if fixed is None and len(set(teams)) != len(teams):
                why = "the caller chooses a teammate" if config.players == CHOSEN_TEAMS else "everyone plays alone"
                raise ValueError(f"with {config.players} players there are no fixed teams ({why})")

    def new(self, config: GameConfig, seed: int) -> MythState:
        self.validate_config(config)
        variant, games, caller = _options(config)
        rng = random.Random(seed)
        s = MythState()
        s.t = table(config.players, variant, games)
        s.first_caller = s.caller = caller if caller is not None else rng.randrange(config.players)
        s.game_no = 1
        s.wins = [0] * config.players
        s.credited = [0] * config.players
        s.record = []
        s.stop_after = games
        _start_game(s, rng)
        return s

    def opening_events(self, state: MythState) -> list[Event]:
        t = state.t
        shape = t.layout
        series = f" A series of {t.games} games; the call passes clockwise." if t.games > 1 else ""
        out = [
            Event("deal", f"{VARIANT_NAMES[t.variant]}: each player lays {shape.cards} cards in {shape.stacks} stacks"
                  f" of {shape.depth}, {_face_up(state)}.{series}", data={"game": 1}),
        ]
        if t.fixed_teams is not None:
            teams = "; ".join(
                side_name(tuple(q for q in range(t.n) if t.fixed_teams[q] == team)) for team in (0, 1)
            )
            out.append(Event("teams", f"Teams: {teams}.", data={"teams": list(t.fixed_teams)}))
        out.append(Event("first", f"{seat_name(state.first_caller)} calls the senior colour.",
                         data={"seat": state.first_caller}))
        return out

    # --- queries -----------------------------------------------------------------------------
    def to_act(self, state: MythState) -> Seat | None:
        if state.phase == OVER:
            return None
        return state.frames[-1][1] if state.frames else state.turn

    def is_over(self, state: MythState) -> bool:
        return state.phase == OVER

    def active_seat(self, state: MythState) -> Seat | None:
        """Whose turn it is: in a Battle round, the seat to play even while others are asked (the
        god moment, an answer window, a payment), so the host treats those as answers."""
        if state.phase == OVER:
            return None
        return state.turn if state.t.open and state.phase == PLAY else self.to_act(state)

    def teams(self, state: MythState) -> tuple[int, ...]:
        """Each seat's team in the game in progress: fixed at 4 and 6, the caller's choice at 5."""
        return state.team

    def has_secrets(self, state: MythState, seat: Seat) -> bool:
        """In Triumph of Heroes no seat sees more than the others (face-down cards and treasure piles
        are hidden from everyone), so people pass the screen without the hot-seat curtain; in Battle
        of the Gods the god cards in a hand are its own secret."""
        return state.t.open and (bool(state.gods[seat]) or state.hera[seat] >= 0)

    def chance_seed(self, state: MythState) -> int:
        """The seed of the deals of the series' games still to come."""
        return state.rng

    def clone(self, state: MythState) -> MythState:
        return state.clone()

    def legal_actions(self, state: MythState) -> list[Action]:
        return _legal(state)

    def find_legal(self, state: MythState, action: Action) -> Action:
        if state.phase == OVER:
            raise IllegalAction(f"{action}: the game is over")
        for legal in _legal(state):
            if legal == action:
                return legal
        raise IllegalAction(f"{action} is not a legal move now ({full_prompt(state)})")

    # --- moves -------------------------------------------------------------------------------
    def advance(self, state: MythState, action: Action) -> None:
        if action.kind == "play" and not state.t.open:  # the bots' search: almost every action is a card
            _play(state, action.args[0], None)  # type: ignore[arg-type]
        else:
            _answer(state, action, None)

    def apply(self, state: MythState, action: Action) -> list[Event]:
        action = self.find_legal(state, action)
        ev: list[Event] = []
        _answer(state, action, ev)
        return ev

    # --- information -------------------------------------------------------------------------
    def view(self, state: MythState, seat: Seat | None) -> MythView:
        return seat_view(state, seat)

    def sample(self, view: MythView, rng: random.Random) -> MythState:
        return sample_state(view, rng)

    # --- the end ------------------------------------------------------------------------------
    def result(self, state: MythState) -> Result:
        return result(state)


GAME = MythomakyaGame()
