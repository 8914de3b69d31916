"""Hot-seat 2v2 Mindbug, four people: for every seat, the table animates exactly the events its viewer
may see (never those of the seat to act next), and behind the curtain it shows only public things."""

from __future__ import annotations

import random
from typing import Any

from tabletop.core.protocol import Event, events_for
from tabletop.scenes.matches import new_match
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table import TableScene


def test_every_seat_sees_its_own_events_animated_and_nothing_private_behind_the_curtain(make_app: Any) -> None:
    app = make_app()
    app.push(MenuScene(app))
    match = new_match("mindbug", ["human"] * 4, seed=21)
    scene = TableScene(app, match, pace=False)
    app.push(scene)
    game, table = match.game, scene.table
    played: list[list[Event]] = []
    animated: list[tuple[int | None, list[Event]]] = []
    real_play, real_on_events = match.play, table.on_events

    def play(action: Any) -> list[Event]:
        events = real_play(action)
        played.append(events)
        return events

    def on_events(events: Any) -> None:
        animated.append((table.viewer, list(events)))
        real_on_events(events)

    match.play = play  # type: ignore[method-assign]
    table.on_events = on_events  # type: ignore[method-assign]
    rng = random.Random(2)
    private_to: dict[int, int] = dict.fromkeys(range(4), 0)  # steps whose events differ for the mover and the next
    curtains = set()
    for _ in range(3000):
        app.step(1 / 30)
        if match.is_over():
            break
        if scene.curtain_for is not None:
            assert table.viewer is None and table.legal == []
            assert table.view == game.view(match.state, None)
            curtains.add(scene.curtain_for)
            scene.lift_curtain()
            continue
        seat = match.to_act()
        if seat is None or seat != scene.viewer or table.busy():
            continue
        steps, calls = len(played), len(animated)
        assert scene.play(rng.choice(game.legal_actions(match.state)))
        events = played[steps]
        shown = [evs for _, evs in animated[calls:]]
        expected = events_for(events, seat)
        assert shown == ([expected] if expected else []), "the table animated other events than its viewer's"
        assert all(v == seat for v, _ in animated[calls:])
        nxt = match.to_act()
        if nxt is not None and events_for(events, nxt) != expected:
            private_to[seat] += 1
    assert match.is_over(), f"the game did not end: {len(played)} moves"
    assert curtains == {0, 1, 2, 3}
    assert all(private_to.values()), f"a seat never saw an event the next seat could not: {private_to}"
