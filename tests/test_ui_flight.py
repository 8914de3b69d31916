"""Cards flying across a table (ui.flight): paths, landing, sounds, and what stays hidden until then."""

from __future__ import annotations

import pygame

from tabletop.ui.flight import Flight, Flights


def _image(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size)


def test_a_flight_starts_after_its_delay_and_ends_on_its_target() -> None:
    start, end = pygame.Rect(0, 0, 40, 60), pygame.Rect(200, 100, 20, 30)
    flight = Flight(_image, start, lambda: end, delay=0.1, duration=0.3)
    assert flight.rect() is None
    flight.elapsed = 0.1
    assert flight.rect() == start
    flight.elapsed = 0.25
    middle = flight.rect()
    assert middle is not None and end.w < middle.w < start.w and start.centerx < middle.centerx < end.centerx
    flight.elapsed = 0.4
    assert flight.done and flight.rect() == end


def test_flights_land_in_order_with_their_sounds_and_say_which_landed() -> None:
    sounds: list[str] = []
    landed: list[str] = []
    flights = Flights(sounds.append)
    r = pygame.Rect(0, 0, 10, 10)
    flights.add(Flight(_image, r, r, duration=0.2, sound="place", on_land=lambda: landed.append("a")))
    flights.add(Flight(_image, r, r, delay=0.2, duration=0.2, on_land=lambda: landed.append("b")))
    assert flights.busy() and len(flights) == 2
    first = flights.update(0.25)
    assert [f.sound for f in first] == ["place"] and landed == ["a"] and sounds == ["place"]
    assert flights.update(0.1) == [] and flights.busy()
    assert len(flights.update(0.1)) == 1 and landed == ["a", "b"] and not flights.busy()


def test_what_a_flight_hides_is_counted_until_it_lands() -> None:
    flights = Flights()
    r = pygame.Rect(0, 0, 10, 10)
    flights.add(Flight(_image, r, r, duration=0.2, key=7, hides=("deck", 1)))
    flights.add(Flight(_image, r, r, duration=0.4, key=8, hides=("deck", 1)))
    flights.add(Flight(_image, r, r, duration=0.4, key=9))  # hides nothing
    assert flights.hidden(("deck", 1)) == 2 and flights.hidden(("deck", 0)) == 0
    assert flights.hiding() == {("deck", 1): 2}
    assert flights.pending(7) and flights.pending(9)
    flights.update(0.3)
    assert flights.hidden(("deck", 1)) == 1 and not flights.pending(7)
    flights.update(0.2)
    assert flights.hidden(("deck", 1)) == 0 and flights.hiding() == {}


def test_clearing_flights_shows_everything_again() -> None:
    flights = Flights()
    r = pygame.Rect(0, 0, 10, 10)
    flights.add(Flight(_image, r, r, hides=3))
    flights.clear()
    assert not flights.busy() and flights.hidden(3) == 0 and flights.hiding() == {}
