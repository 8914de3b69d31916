"""The 90 Mythomakya myth cards as one data table, and the decks of each variant.

The rulebook gives counts, not a list; the cards are ours. Five colours, each
with its own symbol and name, so that no card depends on colour alone. Each
colour has strengths 1-12 in each variant:

* 30 **shared** cards, in both variants: strengths 3, 4, 5, 10, 11, 12;
* 30 plain **heroes**, Triumph of Heroes' own: strengths 1, 2, 6, 7, 8, 9;
* 30 **characters**, Battle of the Gods' own, at the same strengths, one
  category per strength: muses 1, minor gods 2, poets 6, titans 7,
  goddesses 8, monsters 9.

Golden apples (0-3 on each card) are chosen so that strong cards are not also
the richest: the 11s and 12s carry at most one apple, the weak heroes and the
muses up to three. Every colour holds 14 apples in Triumph of Heroes (70 in
all), 8 in its quick version (40) and 12 in Battle of the Gods (60 in all,
before golden apple cards and unplayed gods), so calling a colour senior never
favours a colour's apples.
``docs/rules/mythomakya.md`` prints the table with its totals.

A card is an int, its index in :data:`CARDS`; the tuples :data:`COLOUR`,
:data:`STRENGTH` and :data:`APPLES` give its values without an attribute
lookup, for the bots' search.
"""

from __future__ import annotations

from dataclasses import dataclass

SHARED = "shared"
HERO = "hero"
CHARACTER = "character"

MUSE = "muse"
MINOR_GOD = "minor god"
POET = "poet"
TITAN = "titan"
GODDESS = "goddess"
MONSTER = "monster"

CATEGORY_BY_STRENGTH: dict[int, str] = {1: MUSE, 2: MINOR_GOD, 6: POET, 7: TITAN, 8: GODDESS, 9: MONSTER}
"""The Battle character category printed at each of the characters' strengths."""

SHARED_STRENGTHS = (3, 4, 5, 10, 11, 12)
OWN_STRENGTHS = (1, 2, 6, 7, 8, 9)
"""The strengths at which each variant has its own cards (heroes, characters)."""


@dataclass(frozen=True)
class Colour:
    """A card colour: its name, the symbol printed with it, and a colour to draw it in."""

    index: int
    key: str
    name: str
    symbol: str
    rgb: tuple[int, int, int]


COLOURS: tuple[Colour, ...] = (
    Colour(0, "yellow", "Yellow", "sun", (226, 182, 40)),
    Colour(1, "black", "Black", "helm", (52, 52, 60)),
    Colour(2, "blue", "Blue", "wave", (46, 110, 196)),
    Colour(3, "red", "Red", "flame", (198, 48, 44)),
    Colour(4, "purple", "Purple", "moon", (126, 64, 168)),
)
YELLOW, BLACK, BLUE, RED, PURPLE = range(5)
COLOUR_NAMES: tuple[str, ...] = tuple(c.name for c in COLOURS)


@dataclass(frozen=True)
class MythCard:
    """One myth card: colour, strength, golden apples, name, which cards it belongs to."""

    index: int
    colour: int
    strength: int
    apples: int
    name: str
    set: str
    category: str | None = None

    @property
    def title(self) -> str:
        """How the rules name the card: "Red 7 Prometheus"."""
        return f"{COLOURS[self.colour].name} {self.strength} {self.name}"

    @property
    def in_triumph(self) -> bool:
        return self.set != CHARACTER

    @property
    def in_battle(self) -> bool:
        return self.set != HERO


# Per colour: (strength, name, apples) for the shared cards, the heroes and the characters.
_Row = tuple[int, str, int]
_TABLE: dict[int, dict[str, tuple[_Row, ...]]] = {
    YELLOW: {
        SHARED: ((3, "Icarus", 2), (4, "Daedalus", 1), (5, "Phaethon", 1),
                 (10, "Midas", 1), (11, "Eos", 0), (12, "Helios", 0)),
        HERO: ((1, "Narcissus", 3), (2, "Ganymede", 2), (6, "Asclepius", 2),
               (7, "Jason", 1), (8, "Perseus", 1), (9, "Heracles", 0)),
        CHARACTER: ((1, "Urania", 2), (2, "Nike", 2), (6, "Pindar", 1),
                    (7, "Atlas", 1), (8, "Artemis", 1), (9, "Sphinx", 0)),
    },
    BLACK: {
        SHARED: ((3, "Charon", 1), (4, "Sisyphus", 2), (5, "Tantalus", 1),
                 (10, "Thanatos", 0), (11, "Erebus", 1), (12, "Nyx", 0)),
        HERO: ((1, "Eurydice", 2), (2, "Tiresias", 2), (6, "Alcestis", 2),
               (7, "Hector", 2), (8, "Orion", 1), (9, "Ajax", 0)),
        CHARACTER: ((1, "Melpomene", 2), (2, "Hypnos", 1), (6, "Orpheus", 2),
                    (7, "Iapetus", 1), (8, "Persephone", 1), (9, "Cerberus", 0)),
    },
    BLUE: {
        SHARED: ((3, "Glaucus", 1), (4, "Proteus", 1), (5, "Triton", 2),
                 (10, "Nereus", 1), (11, "Thetis", 0), (12, "Pontus", 0)),
        HERO: ((1, "Arion", 3), (2, "Nausicaa", 2), (6, "Telemachus", 1),
               (7, "Peleus", 2), (8, "Theseus", 0), (9, "Odysseus", 1)),
        CHARACTER: ((1, "Thalia", 1), (2, "Iris", 2), (6, "Homer", 1),
                    (7, "Oceanus", 2), (8, "Amphitrite", 0), (9, "Scylla", 1)),
    },
    RED: {
        SHARED: ((3, "Talos", 2), (4, "Brontes", 1), (5, "Enyo", 0),
                 (10, "Deimos", 1), (11, "Phobos", 1), (12, "Typhon", 0)),
        HERO: ((1, "Meleager", 2), (2, "Cadmus", 3), (6, "Diomedes", 2),
               (7, "Penthesilea", 1), (8, "Hippolyta", 1), (9, "Achilles", 0)),
        CHARACTER: ((1, "Calliope", 2), (2, "Eris", 2), (6, "Hesiod", 1),
                    (7, "Prometheus", 0), (8, "Hestia", 1), (9, "Chimera", 1)),
    },
    PURPLE: {
        SHARED: ((3, "Ariadne", 1), (4, "Semele", 1), (5, "Circe", 2),
                 (10, "Hecate", 0), (11, "Morpheus", 0), (12, "Uranus", 1)),
        HERO: ((1, "Echo", 3), (2, "Andromeda", 2), (6, "Medea", 1),
               (7, "Atalanta", 1), (8, "Castor", 2), (9, "Pollux", 0)),
        CHARACTER: ((1, "Terpsichore", 3), (2, "Pan", 1), (6, "Sappho", 1),
                    (7, "Mnemosyne", 1), (8, "Selene", 1), (9, "Medusa", 0)),
    },
}


def _build() -> tuple[MythCard, ...]:
    cards: list[MythCard] = []
    for colour in range(len(COLOURS)):
        for kind in (SHARED, HERO, CHARACTER):
            for strength, name, apples in _TABLE[colour][kind]:
                category = CATEGORY_BY_STRENGTH[strength] if kind == CHARACTER else None
                cards.append(MythCard(len(cards), colour, strength, apples, name, kind, category))
    return tuple(cards)


CARDS: tuple[MythCard, ...] = _build()
"""All 90 myth cards, by index."""

COLOUR: tuple[int, ...] = tuple(c.colour for c in CARDS)
STRENGTH: tuple[int, ...] = tuple(c.strength for c in CARDS)
APPLES: tuple[int, ...] = tuple(c.apples for c in CARDS)
TITLE: tuple[str, ...] = tuple(c.title for c in CARDS)

TRIUMPH = "triumph"
QUICK = "quick"
BATTLE = "battle"
VARIANT_NAMES: dict[str, str] = {
    TRIUMPH: "Triumph of Heroes",
    QUICK: "Triumph of Heroes, quick 2-player version",
    BATTLE: "Battle of the Gods",
}

QUICK_REMOVED = (2, 3, 4, 5)
"""The strengths the quick 2-player version takes out of the Triumph deck."""


def deck(variant: str) -> tuple[int, ...]:
    """The cards a variant plays with, by index."""
    if variant == BATTLE:
        return tuple(c.index for c in CARDS if c.in_battle)
    cards = tuple(c.index for c in CARDS if c.in_triumph)
    if variant == QUICK:
        return tuple(c for c in cards if STRENGTH[c] not in QUICK_REMOVED)
    if variant != TRIUMPH:
        raise ValueError(f"unknown variant {variant!r}")
    return cards


def apple_totals(variant: str) -> dict[str, int]:
    """Golden apples per colour name in a variant's deck, and ``"all"``."""
    cards = deck(variant)
    out = {c.name: sum(APPLES[x] for x in cards if COLOUR[x] == c.index) for c in COLOURS}
    out["all"] = sum(APPLES[x] for x in cards)
    return out


# --- Battle of the Gods: the other cards of the box -------------------------------------------
GOLDEN_APPLE_WORTH = 2
"""Apples a golden apple card is worth (ours: the rulebook does not print it; ruling 13)."""

GOLDEN_APPLES: tuple[int, ...] = tuple(range(len(CARDS), len(CARDS) + 6))
"""The six golden apple cards, numbered after the myth cards (they lie in treasure piles)."""

START = "start"
TURN = "turn"
ANSWER = "answer"
"""When a god card may be played: at the start of a round before the lead, in one's own turn
before one's card, or in answer to an opponent."""


@dataclass(frozen=True)
class God:
    """A god card: its name, activation cost in apples, when it is played, and what it does."""

    index: int
    name: str
    cost: int
    moment: str
    text: str


_GODS: tuple[tuple[str, int, str, str], ...] = (
    ("Hades", 2, START, "return a myth card from a treasure pile into one of its owner's stacks, under the top"),
    ("Apollo", 2, START, ("give one of your face-up 1, 11 or 12 to an opponent's treasure pile and choose the"
                         " senior colour")),
    ("Ares", 2, TURN, "your card this turn gets +5 strength and wins ties"),
    ("Athena", 2, START, "swap one of your stacks with an opponent's stack"),
    ("Aphrodite", 2, TURN, "once a card is played this round, choose the cards the later players play"),
    ("Hera", 0, START, "every player passes one god card to the player on their right"),
    ("Hermes", 2, ANSWER, "cancel a god card an opponent plays (not Kronos's move)"),
    ("Hephaestus", 1, START, "draw two god cards at random from the box"),
    ("Dionysus", 1, TURN, "you need not follow this round; Dionysus passes to the round's first player"),
    ("Zeus", 3, START, "discard any face-up myth card"),
    ("Kronos", 0, START, "sits on one of your stacks and blocks it; anyone may move him for 2 apples"),
    ("Poseidon", 2, ANSWER, "cancel a character ability an opponent activates"),
    ("Aeolus", 0, START, "reorder the cards of up to three stacks"),
    ("Eros", 1, START, "name an unplayed god and take it from an opponent or from the box"),
)
GODS: tuple[God, ...] = tuple(God(i, *row) for i, row in enumerate(_GODS))
"""The 14 god cards; a god is its index here. Costs other than Apollo's and Kronos's are ours
(docs/rules/mythomakya.md, ruling 14)."""
GOD_NAMES: tuple[str, ...] = tuple(g.name for g in GODS)
(HADES, APOLLO, ARES, ATHENA, APHRODITE, HERA, HERMES, HEPHAESTUS, DIONYSUS, ZEUS, KRONOS, POSEIDON, AEOLUS,
 EROS) = range(14)

KRONOS_MOVE_COST = 2
"""What moving Kronos to another stack costs (the rulebook's figure)."""


@dataclass(frozen=True)
class Ability:
    """A character category's ability: its cost in apples and what it does."""

    category: str
    cost: int
    text: str


ABILITIES: dict[str, Ability] = {
    MONSTER: Ability(MONSTER, 0, "strength becomes 0; you lead the next round"),
    GODDESS: Ability(GODDESS, 2, "choose the cards the later players play this round"),
    TITAN: Ability(TITAN, 2, "the round's cards are discarded; you lead the next round"),
    POET: Ability(POET, 0, "at the end, 7 cards of this colour with this poet give 5 apples"),
    MINOR_GOD: Ability(MINOR_GOD, 1, "strength becomes 8, winning ties at 8"),
    MUSE: Ability(MUSE, 7, "this card's colour becomes the senior colour"),
}
"""The six character abilities, by category (costs as the rulebook gives them)."""

POET_BONUS = 5
POET_COUNT = 7
"""A poet's reward: 5 apples for 7 cards of its colour (the poet included) at the end."""

GOD_COUNT = len(GOD_NAMES)
GOD_BASE = GOLDEN_APPLES[-1] + 1
"""A god card in a treasure pile or the discard pile is the number ``GOD_BASE + god``."""

UNPLAYED_GOD_WORTH = 1
"""An unplayed god card is worth one apple at the end."""

WORTH: tuple[int, ...] = (
    APPLES + (GOLDEN_APPLE_WORTH,) * len(GOLDEN_APPLES) + (UNPLAYED_GOD_WORTH,) * GOD_COUNT
)
"""``WORTH[card]``: the apples of any card that can lie in a treasure pile (myth, golden apple, god)."""


def is_myth(card: int) -> bool:
    """Whether ``card`` is one of the 90 myth cards (not a golden apple or god card)."""
    return 0 <= card < len(CARDS)


def treasure_name(card: int) -> str:
    """A treasure card's name: a myth card's title, "Golden apple", or a god's name."""
    if is_myth(card):
        return TITLE[card]
    if card < GOD_BASE:
        return "Golden apple"
    return GOD_NAMES[card - GOD_BASE]


def find(title: str) -> int:
    """The card with this title ("Red 7 Prometheus") or name ("Prometheus")."""
    for card in CARDS:
        if title in (card.title, card.name):
            return card.index
    raise KeyError(f"no myth card {title!r}")

CATEGORY: tuple[str | None, ...] = tuple(c.category for c in CARDS)
"""``CATEGORY[card]``: a Battle character's category (None for the others)."""
