"""The worked examples of the Mathenyism rulebook, as positions to play (see
:mod:`tabletop.core.examples`): its three combat examples, the third both ways. No pygame here.

Each starts at Player 1's combat step, the action step done; Player 2 defends. The hands hold
no card that could be played in a combat, so the combat goes as the book tells it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.core.examples import Example, Step, step
from tabletop.core.protocol import GameConfig
from tabletop.games.mathenyism.cards import by_name
from tabletop.games.mathenyism.positions import make
from tabletop.games.mathenyism.state import ATTACK, MathState

ATTACKER, DEFENDER = 0, 1
TWO_PLAYERS = GameConfig(players=2)

SOURCE = "Rulebook, Combat Examples"
DEFENDING = "Rulebook, Defending During Combat"


def card(name: str) -> int:
    """The card a position gives ``name``: its first copy (each position names a card once)."""
    return by_name(name)[0]


def attack(*units: str) -> tuple[Step, ...]:
    """Player 1 attacks Player 2 with ``units``: the steps up to the charge."""
    return (
        step("target", DEFENDER, note="Player 1, in the combat step, chooses to attack Player 2."),
        *(step("send", card(u), note=f"Player 1 sends {u} into the attack.") for u in units),
        step("charge", note=f"Player 1 attacks with {' and '.join(units)}: Player 2 decides how to block."),
    )


def position(units: Sequence[Sequence[str]], hands: Sequence[Sequence[str]], followers: Sequence[int],
             leaders: Sequence[Sequence[str]] = ()) -> Callable[[int], MathState]:
    """A position at Player 1's combat step; the seed decides what the deck gives later."""
    def build(seed: int) -> MathState:
        return make(2, units=units, hands=hands, leaders=leaders, followers=followers, active=ATTACKER,
                    phase=ATTACK, chance=seed)
    return build


grammar_nazi = position(
    units=[["Grammar Nazi"], ["Slaves", "Stealth Bomber"]],
    leaders=[[], ["The Generalissimo"]],
    hands=[["Tax Audit", "Lobbyists", "Propaganda Ministry"],
           ["Election Promise", "Riot Police", "Treaty of Convenience", "Bunker", "Zombie Horde"]],
    followers=[0, 6],
)

kgb_blogger_slaves = position(
    units=[["Stealth Bomber"], ["Slaves", "Blogger", "KGB"]],
    hands=[["Leaked Memo", "Drone Swarm", "Plutonium"],
           ["Election Promise", "Riot Police", "Backstab", "Puppet Regime", "Army"]],
    followers=[0, 3],
)

knights_and_monks = position(
    units=[["Knights Templar", "Monks"], ["Slaves", "Army"]],
    hands=[["Sermon", "Angry Mob", "Holy Relic"],
           ["Tax Audit", "Lobbyists", "Backstab", "Propaganda Ministry", "Zombie Horde"]],
    followers=[0, 4],
)

KNIGHTS_AND_MONKS = ("Player 1 attacks with Knights Templar (strength 2) and Monks (strength 1); Player 2 has only"
                     " Slaves (strength 1) and Army (strength 1) to defend with.")

EXAMPLES: tuple[Example[MathState], ...] = (
    Example(
        id="grammar-nazi",
        title="A Grammar Nazi against a Stealth Bomber with its leader's bonus",
        context=("Player 1 attacks with a Grammar Nazi (strength 5); Player 2 has Slaves (strength 1) and a"
                 " Stealth Bomber (strength 4, +2 from The Generalissimo: 6)."),
        outcome=("Blocked by the Stealth Bomber (6 against 5), the Grammar Nazi is destroyed and no followers"
                 " are lost. Blocking with the Slaves would lose the Slaves; not blocking, five followers."),
        source=SOURCE,
        config=TWO_PLAYERS,
        build=grammar_nazi,
        script=(
            *attack("Grammar Nazi"),
            step("block", card("Grammar Nazi"), card("Stealth Bomber"),
                 note=("Player 2 blocks with the Stealth Bomber, 6 with the leader's bonus. (The Slaves would"
                       " die; no block would cost five followers; both together would merge into one unit.)")),
            step("blocks_done", note="The Stealth Bomber, 6 against 5, destroys the Grammar Nazi."),
        ),
    ),
    Example(
        id="kgb-blogger-slaves",
        title="Three units merge into the KGB Blogger Slaves",
        context=("Player 1 attacks with a Stealth Bomber (strength 4); Player 2 has Slaves (1), Blogger (1) and"
                 " KGB (3), any one of which alone would lose."),
        outcome=("Blocking with all three merges them into one super-unit of strength 5, which destroys the"
                 " Stealth Bomber and remains after the combat."),
        source=DEFENDING,
        config=TWO_PLAYERS,
        build=kgb_blogger_slaves,
        script=(
            *attack("Stealth Bomber"),
            step("block", card("Stealth Bomber"), card("KGB"), note="Player 2 blocks with the KGB..."),
            step("block", card("Stealth Bomber"), card("Blogger"), note="...the Blogger..."),
            step("block", card("Stealth Bomber"), card("Slaves"), note="...and the Slaves, all on the same attacker."),
            step("blocks_done", note=("The three merge into the KGB Blogger Slaves, strength 5, for good: it"
                                      " destroys the Stealth Bomber and stays in play.")),
        ),
    ),
    Example(
        id="knights-and-monks-both-blocked",
        title="Knights Templar and Monks, each blocked",
        context=KNIGHTS_AND_MONKS,
        outcome=("Slaves against the Knights and Army against the Monks: both defenders die, the Monks too (a"
                 " tie destroys both), and no followers are lost."),
        source=SOURCE,
        config=TWO_PLAYERS,
        build=knights_and_monks,
        script=(
            *attack("Knights Templar", "Monks"),
            step("block", card("Knights Templar"), card("Slaves"), note="The Slaves block the Knights Templar."),
            step("block", card("Monks"), card("Army"), note="The Army blocks the Monks."),
            step("blocks_done", note=("The Knights (2) destroy the Slaves (1); the Army and the Monks tie at 1 and"
                                      " both die. Nothing gets through.")),
        ),
    ),
    Example(
        id="knights-and-monks-merged",
        title="Knights Templar and Monks, Slaves and Army merged",
        context=KNIGHTS_AND_MONKS,
        outcome=("Slaves and Army merged (strength 2) block only the Monks and destroy them; the Knights"
                 " Templar get through and take two followers."),
        source=SOURCE,
        config=TWO_PLAYERS,
        build=knights_and_monks,
        script=(
            *attack("Knights Templar", "Monks"),
            step("block", card("Monks"), card("Slaves"), note="Player 2 blocks the Monks with the Slaves..."),
            step("block", card("Monks"), card("Army"), note="...and the Army: the two merge into one unit."),
            step("blocks_done", note=("The Slaves and Army (2) destroy the Monks (1); the unblocked Knights"
                                      " Templar take two followers from Player 2.")),
        ),
    ),
)
