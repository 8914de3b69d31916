"""Hot-seat Battle of the Gods: an answer with Hermes is asked behind the curtain of the right person,
each person seeing only their own god cards, and it cancels the god card it answers (mouse events only)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from uitools import AppSession

from tabletop.core.protocol import Action
from tabletop.games.mythomakya.cards import BATTLE, GOD_BASE, HERMES, ZEUS
from tabletop.games.mythomakya.drawing import hand_cards
from tabletop.games.mythomakya.moments import WINDOW
from tabletop.games.mythomakya.scene import MythTable

from .battle_positions import god, make

pytestmark = pytest.mark.usefixtures("pygame_display")


def nothing_private(table: MythTable) -> bool:
    """Behind the curtain: no seat's god cards are in the view, none are drawn."""
    return table.viewer is None and table.myth.hand == () and hand_cards(table.layout(), 0) == []


def test_hermes_answers_zeus_behind_the_curtain_of_the_person_who_holds_it(tmp_path: Path) -> None:
    session = AppSession(tmp_path, "mythomakya", ["human", "human", "human"], 1, (1280, 720), MythTable,
                         private=nothing_private, options={"variant": BATTLE})
    # Player 1 may play Zeus; Player 2 holds Ares (no answer to a god card), Player 3 holds Hermes
    s = make([[["Charon", "Erebus"]], [["Glaucus", "Proteus"]], [["Helios", "Nyx"]]], "blue",
             gods=[["Zeus"], ["Ares"], ["Hermes"]], treasure=[["golden", "Talos"], ["golden"], ["golden"]],
             moment=True)
    session.match.state = s
    session.scene.refresh()
    rng = random.Random(1)
    hands: dict[int, tuple[int, ...]] = {}
    curtains: list[int] = []
    asked: list[int] = []
    said: dict[int, str] = {}

    def look(table: MythTable) -> None:
        scene = session.scene
        if scene.curtain_for is not None and (not curtains or curtains[-1] != scene.curtain_for):
            curtains.append(scene.curtain_for)
            said[scene.curtain_for] = " ".join(scene.curtain_lines)
        if table.viewer is not None:
            hands.setdefault(table.viewer, table.myth.hand)  # what each person first saw of the god cards

    def cancelled() -> bool:
        return GOD_BASE + ZEUS in s.discard and GOD_BASE + HERMES in s.discard

    try:
        for table in session.turns(400, stop=cancelled, look=look):
            seat = table.viewer
            legal: list[Action] = table.legal
            frame = session.match.state.frames[-1] if session.match.state.frames else ()
            if frame and frame[0] == WINDOW:
                asked.append(seat)
            if seat == 0 and any(a.kind == "god" and a.args == (god("Zeus"),) for a in legal):
                action = next(a for a in legal if a.kind == "god" and a.args == (god("Zeus"),))
            elif any(a.kind == "counter" for a in legal):
                action = next(a for a in legal if a.kind == "counter")
            elif any(a.kind == "allow" for a in legal):
                action = next(a for a in legal if a.kind == "allow")
            elif any(a.kind == "pay" for a in legal):
                action = table.panel.decision.multi.action() or next(a for a in legal if a.kind == "pay")
            else:
                break  # Zeus is over: the round goes on
            session.play(table, action, rng)
        for _ in range(10):
            session.app.step(1 / 20)
        # the window asked Player 2 then Player 3, each behind their own curtain
        assert asked == [1, 2]
        assert [q for q in curtains if q != 0][:2] == [1, 2]
        for seat, name in ((1, "Player 2"), (2, "Player 3")):
            assert "Player 1's Zeus" in said[seat] and f"{name} answers" in said[seat], said[seat]
        # each saw only their own god card
        assert hands[0] == (ZEUS,) and hands[1] == (god("Ares"),) and hands[2] == (HERMES,)
        # Hermes took effect: Zeus discarded unused, Hermes paid and discarded, Zeus never asked its card
        assert cancelled()
        texts = [e.text for e in session.match.log]
        assert "Player 3 plays Hermes to cancel Player 1's Zeus." in texts
        assert "Hermes cancels Player 1's Zeus." in texts
        assert not any(a.kind == "zeus" for a in session.match.actions)
        assert ZEUS not in s.gods[0] and HERMES not in s.gods[2]
        assert len(s.treasure[2]) == 0  # Player 3 paid Hermes with the golden apple
        session.check_people_played_as_intended(complete=True)
        pygame.event.clear()
    finally:
        session.close()
