"""Tests run without a display or sound card."""

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(scope="module")
def pygame_display() -> Iterator[None]:
    """A hidden display (and fonts) for the tests of one module, closed after them.

    A module asks for it with ``pytestmark = pytest.mark.usefixtures("pygame_display")``.
    """
    import pygame

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


@pytest.fixture(autouse=True)
def standard_look() -> Iterator[None]:
    """Every test starts and ends with the standard palette and no UI scale (the look is global)."""
    from tabletop.ui import theme

    theme.configure()
    yield
    theme.configure()
