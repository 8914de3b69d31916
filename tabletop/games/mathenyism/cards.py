"""The Mathenyism core set: 100 cards as one data table.

Every card is one row of :data:`DESIGNS` (a design with its number of copies);
:data:`CARDS` expands the copies, so a card in play is an int, its index in
:data:`CARDS`. Columns: name, type, affiliation, strength (fighting units only),
effect, timing, copies and the card's text.

Effects are keys that :mod:`.effects` (actions), :mod:`.combat` (strength
bonuses) and :mod:`.turn` (card-effects step, hand limit, affiliations) read.
Leaders are fictional archetypes, never real people.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- types, affiliations, timings -------------------------------------------------------------
LEADER, OBJECT, ACTION, UNIT = "leader", "object", "action", "unit"
POLITICAL, RELIGIOUS, NEUTRAL = "political", "religious", "neutral"
NORMAL, COMBAT, ANY_TIME = "normal", "combat", "any time"
"""When an action card may be played: in its owner's action step, during combat, or at any time."""

# --- effect keys ------------------------------------------------------------------------------
BONUS_OWN = "bonus_own"  # leader/object: +N to your fighting units
BONUS_ALLIES = "bonus_allies"  # leader: +N to your and your allies' fighting units
NO_HAND_LIMIT = "no_hand_limit"  # leader: you and your allies keep any number of cards
EXTRA_DRAW = "extra_draw"  # card-effects step: draw one more card
TITHE = "tithe"  # card-effects step: one follower from the player with the most
DOCTRINE = "doctrine"  # card-effects step: look at a hand and discard a card of it
SHIELD = "shield"  # object: an unblocked attack on you takes one follower fewer
BOTH = "both"  # object: your leader controls both affiliations permanently
TWO_LEADERS = "two_leaders"  # object: you may have a second leader in play
NUKE = "nuke"  # object: makes Nuclear Winter playable
NUCLEAR_WINTER = "nuclear_winter"  # action: destroy every fighting unit in play
OTHER_SIDE = "other_side"  # action: play either affiliation's cards this turn
ALLY = "ally"  # action: your alliance and another player's become one
END_ALLIANCE = "end_alliance"  # action: a player leaves their alliance
STEAL_FOLLOWER = "steal_follower"  # action: one follower from a player who is not your ally
DRAW_TWO = "draw_two"  # action: draw two cards
DESTROY = "destroy"  # action: destroy a fighting unit of one card
SMALL_DESTROY = "small_destroy"  # action: destroy a one-card unit of strength 2 or less
DISCARD_RANDOM = "discard_random"  # action: another player discards a card at random
CANCEL = "cancel"  # combat: the combat is cancelled
BOOST = "boost"  # combat: +3 to one unit in this combat
NONE = ""

TARGET_NONE, TARGET_SEAT, TARGET_UNIT = "none", "seat", "unit"
"""What an action card is aimed at."""


@dataclass(frozen=True)
class Design:
    """One row of the table: a card design and how many copies the deck holds."""

    name: str
    type: str
    affiliation: str
    strength: int
    effect: str
    amount: int
    timing: str
    copies: int
    text: str


def _d(name: str, type_: str, aff: str, copies: int, text: str, *, strength: int = 0, effect: str = NONE,
       amount: int = 0, timing: str = NORMAL) -> Design:
    return Design(name, type_, aff, strength, effect, amount, timing, copies, text)


P, R, N = POLITICAL, RELIGIOUS, NEUTRAL

DESIGNS: tuple[Design, ...] = (
    # --- leaders (8) ------------------------------------------------------------------------
    _d("The Generalissimo", LEADER, P, 1, "+2 to your fighting units. Medals on medals.",
       effect=BONUS_OWN, amount=2),
    _d("The Party Chairman", LEADER, P, 1, "You and your allies have no hand limit. Five-year plans need paper.",
       effect=NO_HAND_LIMIT),
    _d("The Supreme Chancellor", LEADER, P, 1, "+2 to your and your allies' fighting units. A coalition of the willing.",
       effect=BONUS_ALLIES, amount=2),
    _d("The Media Baron", LEADER, P, 1, "Card effects: draw one more card. Owns the news, and your attention.",
       effect=EXTRA_DRAW),
    _d("The Grand Inquisitor", LEADER, R, 1, "+2 to your fighting units. Nobody expects him.",
       effect=BONUS_OWN, amount=2),
    _d("The Cult Leader", LEADER, R, 1, "You and your allies have no hand limit. Bring everything you own.",
       effect=NO_HAND_LIMIT),
    _d("The Holy Crusader", LEADER, R, 1, "+2 to your and your allies' fighting units. Deus vult, mostly.",
       effect=BONUS_ALLIES, amount=2),
    _d("The Televangelist", LEADER, R, 1,
       "Card effects: if another player has more followers than you, one of theirs (the most) joins you."
       " Operators are standing by.", effect=TITHE),
    # --- fighting units (37) -------------------------------------------------------------------
    _d("Slaves", UNIT, N, 3, "They did not volunteer.", strength=1),
    _d("Blogger", UNIT, N, 3, "Fights in the comments.", strength=1),
    _d("Zombie Horde", UNIT, N, 2, "Nobody's side. Everybody's problem.", strength=3),
    _d("Army", UNIT, P, 3, "Underfunded, overdeployed.", strength=1),
    _d("Lobbyists", UNIT, P, 2, "Strength in numbers, numbers in envelopes.", strength=2),
    _d("Riot Police", UNIT, P, 2, "Keeping the peace, one shield at a time.", strength=2),
    _d("KGB", UNIT, P, 2, "They already know where you live.", strength=3),
    _d("Drone Swarm", UNIT, P, 1, "Piloted from a comfortable chair.", strength=3),
    _d("Stealth Bomber", UNIT, P, 2, "You never saw it. That's the point.", strength=4),
    _d("Grammar Nazi", UNIT, P, 1, "Your going down. *You're.", strength=5),
    _d("Monks", UNIT, R, 3, "Vow of silence; vow of violence.", strength=1),
    _d("Missionaries", UNIT, R, 2, "They brought pamphlets.", strength=1),
    _d("Knights Templar", UNIT, R, 3, "Guarding the grail, and the gift shop.", strength=2),
    _d("Angry Mob", UNIT, R, 2, "Pitchforks sold separately.", strength=2),
    _d("Nun with a Ruler", UNIT, R, 1, "Knuckles, meet discipline.", strength=2),
    _d("Crusaders", UNIT, R, 2, "On a long walk with swords.", strength=3),
    _d("Holy Warriors", UNIT, R, 2, "Sure of everything.", strength=4),
    _d("Archangel", UNIT, R, 1, "Flaming sword, no sense of humour.", strength=5),
    # --- objects (13) ------------------------------------------------------------------------
    _d("Nuclear Warhead", OBJECT, P, 1, "+1 to your fighting units. Makes Nuclear Winter possible.",
       effect=NUKE, amount=1),
    _d("Plutonium", OBJECT, P, 1, "Makes Nuclear Winter possible. Do not lick.", effect=NUKE),
    _d("Puppet Regime", OBJECT, P, 1, "You may have a second leader in play.", effect=TWO_LEADERS),
    _d("Propaganda Ministry", OBJECT, P, 2, "Card effects: draw one more card.", effect=EXTRA_DRAW),
    _d("Bunker", OBJECT, P, 1, "Each unblocked attack on you takes one follower fewer.", effect=SHIELD),
    _d("Mega-Church", OBJECT, R, 2, "Card effects: draw one more card. Parking for 3,000.", effect=EXTRA_DRAW),
    _d("Holy Relic", OBJECT, R, 2, "+1 to your fighting units. Certified bone of a saint (probably).",
       effect=BONUS_OWN, amount=1),
    _d("Sanctuary", OBJECT, R, 1, "Each unblocked attack on you takes one follower fewer.", effect=SHIELD),
    _d("The Doctrine of Mathenyism", OBJECT, N, 1,
       "Card effects: look at another player's hand and discard one card of it.", effect=DOCTRINE),
    _d("Divine Right", OBJECT, N, 1,
       "Your leader controls both politics and religion, permanently: play cards of both affiliations.",
       effect=BOTH),
    # --- actions (42) ------------------------------------------------------------------------
    _d("Nuclear Winter", ACTION, P, 1,
       "Only while a Nuclear Warhead or Plutonium is in play: destroy every fighting unit in play.",
       effect=NUCLEAR_WINTER),
    _d("Born-Again", ACTION, P, 1, "This turn you may play religious cards too.", effect=OTHER_SIDE),
    _d("Jihad", ACTION, R, 1, "This turn you may play political cards too.", effect=OTHER_SIDE),
    _d("Treaty of Convenience", ACTION, P, 3, "Ally with a player: your alliance and theirs become one.",
       effect=ALLY),
    _d("Holy Alliance", ACTION, R, 3, "Ally with a player: your alliance and theirs become one.", effect=ALLY),
    _d("Unholy Alliance", ACTION, N, 2, "Ally with a player: your alliance and theirs become one.", effect=ALLY),
    _d("Backstab", ACTION, N, 2, "End alliance: a player of your choice leaves their alliance.",
       effect=END_ALLIANCE),
    _d("Schism", ACTION, R, 1, "End alliance: a player of your choice leaves their alliance.",
       effect=END_ALLIANCE),
    _d("Diplomatic Incident", ACTION, P, 1, "End alliance: a player of your choice leaves their alliance.",
       effect=END_ALLIANCE),
    _d("Tax Audit", ACTION, P, 2, "Take one follower from a player who is not your ally.",
       effect=STEAL_FOLLOWER),
    _d("Conversion", ACTION, R, 2, "Take one follower from a player who is not your ally.",
       effect=STEAL_FOLLOWER),
    _d("Election Promise", ACTION, P, 2, "Draw two cards. Keep none of the promises.", effect=DRAW_TWO),
    _d("Sermon", ACTION, R, 2, "Draw two cards. The collection plate goes round.", effect=DRAW_TWO),
    _d("Revival Meeting", ACTION, R, 2, "Draw two cards. Hallelujah, etc.", effect=DRAW_TWO),
    _d("Assassination", ACTION, P, 1, "Destroy a fighting unit of one card (not a super-unit).", effect=DESTROY),
    _d("Smite", ACTION, R, 1, "Destroy a fighting unit of one card (not a super-unit).", effect=DESTROY),
    _d("Exorcism", ACTION, R, 1, "Destroy a fighting unit of one card (not a super-unit).", effect=DESTROY),
    _d("Scandal", ACTION, N, 2, "Another player discards a card at random.", effect=DISCARD_RANDOM),
    _d("Leaked Memo", ACTION, P, 2, "Another player discards a card at random.", effect=DISCARD_RANDOM),
    _d("Miracle", ACTION, R, 2, "Play during combat: the combat is cancelled.", effect=CANCEL, timing=COMBAT),
    _d("Ceasefire", ACTION, P, 1, "Play during combat: the combat is cancelled.", effect=CANCEL, timing=COMBAT),
    _d("Air Support", ACTION, P, 2, "Play during combat: +3 to one unit in this combat.", effect=BOOST,
       amount=3, timing=COMBAT),
    _d("Holy Water", ACTION, R, 2, "Play during combat: +3 to one unit in this combat.", effect=BOOST,
       amount=3, timing=COMBAT),
    _d("Fake News", ACTION, N, 2, "Play at any time: another player discards a card at random.",
       effect=DISCARD_RANDOM, timing=ANY_TIME),
    _d("Act of God", ACTION, R, 1,
       "Play at any time: destroy a fighting unit of one card with strength 2 or less.",
       effect=SMALL_DESTROY, timing=ANY_TIME),
)


@dataclass(frozen=True)
class Card:
    """One card of the deck: its index and its design."""

    index: int
    design: Design

    @property
    def name(self) -> str:
        return self.design.name


CARDS: tuple[Card, ...] = tuple(
    Card(i, d) for i, d in enumerate(d for d in DESIGNS for _ in range(d.copies))
)
DECK_SIZE = len(CARDS)

# Columns as tuples indexed by card, for the rules' hot paths.
NAME: tuple[str, ...] = tuple(c.design.name for c in CARDS)
TYPE: tuple[str, ...] = tuple(c.design.type for c in CARDS)
AFFILIATION: tuple[str, ...] = tuple(c.design.affiliation for c in CARDS)
STRENGTH: tuple[int, ...] = tuple(c.design.strength for c in CARDS)
EFFECT: tuple[str, ...] = tuple(c.design.effect for c in CARDS)
AMOUNT: tuple[int, ...] = tuple(c.design.amount for c in CARDS)
TIMING: tuple[str, ...] = tuple(c.design.timing for c in CARDS)


def _plays_as() -> tuple[int, ...]:
    rules_columns = list(zip(TYPE, AFFILIATION, STRENGTH, EFFECT, AMOUNT, TIMING))
    return tuple(rules_columns.index(columns) for columns in rules_columns)


PLAYS_AS: tuple[int, ...] = _plays_as()
"""For each card, the first card that plays exactly as it does: equal in every column the rules read
(type, affiliation, strength, effect, amount, timing). These are its copies and the cards that differ
from it only in name and text (Monks and Missionaries); the rules never read a name."""

TARGET_OF: dict[str, str] = {
    NUCLEAR_WINTER: TARGET_NONE, OTHER_SIDE: TARGET_NONE, DRAW_TWO: TARGET_NONE, CANCEL: TARGET_NONE,
    ALLY: TARGET_SEAT, END_ALLIANCE: TARGET_SEAT, STEAL_FOLLOWER: TARGET_SEAT, DISCARD_RANDOM: TARGET_SEAT,
    DESTROY: TARGET_UNIT, SMALL_DESTROY: TARGET_UNIT, BOOST: TARGET_UNIT,
}
"""What each action effect is aimed at."""

TARGET: tuple[str, ...] = tuple(TARGET_OF.get(e, TARGET_NONE) if t == ACTION else TARGET_NONE
                                for e, t in zip(EFFECT, TYPE))


def by_name(name: str) -> list[int]:
    """The cards (indexes) with that name, in deck order."""
    found = [c.index for c in CARDS if c.design.name == name]
    if not found:
        raise KeyError(f"no card named {name!r}")
    return found
