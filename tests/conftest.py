"""Tests run without a display or sound card."""

import importlib.util
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

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


@pytest.fixture
def no_packs_after() -> Iterator[None]:
    """The art packs the test found are forgotten after it (the packs in use are global)."""
    yield
    from tabletop.ui.art_pack import PACKS

    PACKS.use(None)


@pytest.fixture(autouse=True)
def standard_look() -> Iterator[None]:
    """Every test starts and ends with the standard palette and no UI scale (the look is global)."""
    from tabletop.ui import theme

    theme.configure()
    yield
    theme.configure()


@pytest.fixture(scope="session")
def dev() -> ModuleType:
    """``dev.py`` (the project's set-up and release script) loaded as a module."""
    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("tabletop_dev_script", root / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def stop_after(monkeypatch: pytest.MonkeyPatch) -> Callable[[ModuleType, int], None]:
    """``stop_after(module, count)``: the games a command module plays stop, as at Ctrl+C, after ``count``."""

    def arrange(module: ModuleType, count: int) -> None:
        real = module.map_in_order

        def stopping(work: Callable[[Any], Any], tasks: Iterable[Any], jobs: int) -> Iterator[Any]:
            for number, outcome in enumerate(real(work, tasks, jobs)):
                if number == count:
                    raise KeyboardInterrupt
                yield outcome

        monkeypatch.setattr(module, "map_in_order", stopping)

    return arrange
