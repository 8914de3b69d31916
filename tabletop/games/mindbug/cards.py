"""The Mindbug creatures as a data table: 32 First Contact and 12 New Servants.

Each row is printed as the reference gives it: name, power, keywords, the
kind of trigger (``play``, ``attack``, ``defeated``, ``constant``,
``discard`` for Hyenix's "while in your discard pile", or ``""`` for a
creature without an effect), an effect id that the rules dispatch on, the
effect text, the set and the number of copies in that set.

Keywords are bits so that the rules can test them quickly.
"""

from __future__ import annotations

from dataclasses import dataclass

FRENZY = 1
HUNTER = 2
POISONOUS = 4
SNEAKY = 8
TOUGH = 16

KEYWORD_BITS: dict[str, int] = {
    "Frenzy": FRENZY,
    "Hunter": HUNTER,
    "Poisonous": POISONOUS,
    "Sneaky": SNEAKY,
    "Tough": TOUGH,
}
KEYWORD_NAMES: tuple[str, ...] = tuple(KEYWORD_BITS)

FIRST_CONTACT = "First Contact"
NEW_SERVANTS = "New Servants"

HAND_SIZE = 5
CARDS_PER_PLAYER = 10
START_LIFE = 3
DEFAULT_MINDBUGS = 2


@dataclass(frozen=True)
class Creature:
    """One creature as printed (not a physical card: a set may hold two copies)."""

    index: int
    key: str
    name: str
    power: int
    keywords: int
    trigger: str
    effect: str
    text: str
    set: str
    copies: int

    @property
    def keyword_names(self) -> tuple[str, ...]:
        return keyword_names(self.keywords)


def keyword_names(bits: int) -> tuple[str, ...]:
    """The keyword names in ``bits``, in the printed order."""
    return tuple(name for name, bit in KEYWORD_BITS.items() if bits & bit)


def _kw(letters: str) -> int:
    """Keyword bits from initials: F(renzy), H(unter), P(oisonous), S(neaky), T(ough)."""
    table = {"F": FRENZY, "H": HUNTER, "P": POISONOUS, "S": SNEAKY, "T": TOUGH}
    bits = 0
    for letter in letters:
        bits |= table[letter]
    return bits


# key, name, power, keywords, trigger, effect id, text, copies
_FIRST_CONTACT: tuple[tuple[str, str, int, str, str, str, str, int], ...] = (
    ("axolotl_healer", "Axolotl Healer", 4, "P", "play", "gain_2_life",
     "Play: gain 2 life.", 2),
    ("bee_bear", "Bee Bear", 8, "", "constant", "unblockable_by_6_or_less",
     "Cannot be blocked by creatures with power 6 or less.", 1),
    ("brain_fly", "Brain Fly", 4, "", "play", "control_6_or_more",
     "Play: take control of a creature with power 6 or more.", 1),
    ("chameleon_sniper", "Chameleon Sniper", 1, "S", "attack", "opponent_loses_1",
     "Attack: the opponent loses 1 life.", 1),
    ("compost_dragon", "Compost Dragon", 3, "H", "play", "play_from_own_discard",
     "Play: play a card from your discard pile.", 2),
    ("deathweaver", "Deathweaver", 2, "P", "constant", "no_enemy_play_effects",
     "The opponent cannot activate Play effects.", 1),
    ("elephantopus", "Elephantopus", 7, "T", "constant", "no_blocks_4_or_less",
     "The opponent cannot block with creatures with power 4 or less.", 1),
    ("explosive_toad", "Explosive Toad", 5, "F", "defeated", "defeat_any",
     "Defeated: defeat a creature.", 2),
    ("ferret_bomber", "Ferret Bomber", 2, "S", "play", "opponent_discards_2",
     "Play: the opponent discards 2 cards.", 2),
    ("giraffodile", "Giraffodile", 7, "", "play", "discard_to_hand",
     "Play: put your whole discard pile into your hand.", 1),
    ("goblin_werewolf", "Goblin Werewolf", 2, "H", "constant", "plus_6_your_turn",
     "Has +6 power while it is your turn.", 2),
    ("gorillion", "Gorillion", 10, "", "", "",
     "", 1),
    ("grave_robber", "Grave Robber", 7, "T", "play", "play_from_enemy_discard",
     "Play: play a card from the opponent's discard pile.", 2),
    ("harpy_mother", "Harpy Mother", 5, "", "defeated", "control_two_5_or_less",
     "Defeated: take control of up to two enemy creatures with power 5 or less.", 1),
    ("kangasaurus_rex", "Kangasaurus Rex", 7, "", "play", "defeat_enemies_4_or_less",
     "Play: defeat all enemy creatures with power 4 or less.", 2),
    ("killer_bee", "Killer Bee", 5, "H", "play", "opponent_loses_1",
     "Play: the opponent loses 1 life.", 2),
    ("lone_yeti", "Lone Yeti", 5, "T", "constant", "alone_plus_5_frenzy",
     "While this is your only allied creature, it has +5 power and Frenzy.", 1),
    ("luchataur", "Luchataur", 9, "F", "", "",
     "", 2),
    ("mysterious_mermaid", "Mysterious Mermaid", 7, "", "play", "match_life",
     "Play: set your life equal to the opponent's.", 1),
    ("plated_scorpion", "Plated Scorpion", 2, "PT", "", "",
     "", 2),
    ("rhino_turtle", "Rhino Turtle", 8, "FT", "", "",
     "", 2),
    ("shark_dog", "Shark Dog", 4, "H", "attack", "defeat_enemy_6_or_more",
     "Attack: defeat an enemy creature with power 6 or more.", 1),
    ("sharky_crab_dog_mummypus", "Sharky Crab-Dog-Mummypus", 5, "", "constant", "copy_enemy_keywords",
     "Has Hunter, Sneaky, Frenzy and Poisonous while any enemy creature has that keyword.", 1),
    ("shield_bugs", "Shield Bugs", 4, "T", "constant", "allies_plus_1",
     "Other allied creatures have +1 power.", 2),
    ("snail_hydra", "Snail Hydra", 9, "", "attack", "defeat_if_fewer",
     "Attack: if you control fewer creatures than the opponent, defeat a creature.", 2),
    ("snail_thrower", "Snail Thrower", 1, "P", "constant", "small_allies_hunter_poisonous",
     "Other allied creatures with power 4 or less have Hunter and Poisonous.", 1),
    ("spider_owl", "Spider Owl", 3, "PS", "", "",
     "", 2),
    ("strange_barrel", "Strange Barrel", 6, "", "defeated", "steal_2_random",
     "Defeated: steal 2 random cards from the opponent's hand.", 1),
    ("tiger_squirrel", "Tiger Squirrel", 3, "S", "play", "defeat_enemy_7_or_more",
     "Play: defeat an enemy creature with power 7 or more.", 2),
    ("turbo_bug", "Turbo Bug", 4, "", "attack", "opponent_to_1_life",
     "Attack: the opponent loses all life but 1.", 1),
    ("tusked_extorter", "Tusked Extorter", 8, "", "attack", "opponent_discards_1",
     "Attack: the opponent discards a card.", 2),
    ("urchin_hurler", "Urchin Hurler", 5, "H", "constant", "allies_plus_2_your_turn",
     "Other allied creatures have +2 power while it is your turn.", 1),
)

_NEW_SERVANTS: tuple[tuple[str, str, int, str, str, str, str, int], ...] = (
    ("bugserker", "Bugserker", 3, "T", "constant", "plus_8_at_1_life",
     "Has +8 power while you have 1 life.", 2),
    ("count_draculeech", "Count Draculeech", 7, "", "attack", "lose_1_defeat_any",
     "Attack: you lose 1 life; defeat a creature.", 2),
    ("creep_from_the_deep", "Creep from the Deep", 4, "HP", "", "",
     "", 2),
    ("ferret_pacifier", "Ferret Pacifier", 4, "", "constant", "strongest_enemies_cannot_block",
     "The enemy creature(s) with the highest power cannot block.", 2),
    ("froblin_instigator", "Froblin Instigator", 1, "H", "constant", "plus_2_per_ally",
     "Has +2 power for each other allied creature.", 2),
    ("goreagle_alpha", "Goreagle Alpha", 6, "FHT", "play", "lose_1_life",
     "Play: you lose 1 life.", 2),
    ("hamster_lion", "Hamster Lion", 8, "F", "constant", "weakest_enemies_cannot_attack",
     "The enemy creature(s) with the lowest power cannot attack.", 2),
    ("hungry_hungry_hamster", "Hungry Hungry Hamster", 2, "S", "play", "opponent_gives_card",
     "Play: the opponent gives you a card from their hand; play it or keep it.", 2),
    ("hyenix", "Hyenix", 7, "F", "discard", "revive_on_life_loss",
     "When you lose life while this is in your discard pile, you may play it.", 2),
    ("majestic_manticore", "Majestic Manticore", 6, "P", "attack", "defeat_lowest",
     "Attack: defeat the creature(s) with the lowest power.", 2),
    ("the_lurker", "The Lurker", 4, "T", "attack", "sneaky_if_more",
     "Attack: if you control more creatures than the opponent, it has Sneaky this turn.", 2),
    ("turf_the_surfer", "Turf the Surfer", 8, "", "attack", "target_cannot_block",
     "Attack: choose a creature; it cannot block this turn.", 2),
)


def _build() -> tuple[Creature, ...]:
    out: list[Creature] = []
    for set_name, rows in ((FIRST_CONTACT, _FIRST_CONTACT), (NEW_SERVANTS, _NEW_SERVANTS)):
        for key, name, power, kws, trigger, effect, text, copies in rows:
            out.append(Creature(len(out), key, name, power, _kw(kws), trigger, effect, text, set_name, copies))
    return tuple(out)


CREATURES: tuple[Creature, ...] = _build()
"""Every creature, First Contact first, in the reference's order."""

BY_KEY: dict[str, Creature] = {c.key: c for c in CREATURES}
BY_NAME: dict[str, Creature] = {c.name: c for c in CREATURES}

POWER: tuple[int, ...] = tuple(c.power for c in CREATURES)
KEYWORDS: tuple[int, ...] = tuple(c.keywords for c in CREATURES)
NAMES: tuple[str, ...] = tuple(c.name for c in CREATURES)
KEYS: tuple[str, ...] = tuple(c.key for c in CREATURES)


def index_of(key: str) -> int:
    """The creature index of ``key`` (KeyError with the known keys if unknown)."""
    try:
        return BY_KEY[key].index
    except KeyError:
        raise KeyError(f"unknown creature {key!r}") from None


def deck(sets: tuple[str, ...]) -> tuple[int, ...]:
    """The physical cards of ``sets`` as creature indices, one entry per copy, in table order."""
    return tuple(c.index for c in CREATURES if c.set in sets for _ in range(c.copies))


FIRST_CONTACT_DECK: tuple[int, ...] = deck((FIRST_CONTACT,))
TEAM_DECK: tuple[int, ...] = deck((FIRST_CONTACT, NEW_SERVANTS))
