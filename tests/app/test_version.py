"""One version, written in ``tabletop/__init__.py``: the package metadata, ``tabletop --version``
and the menu's corner all show it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

import tabletop
from tabletop.cli import main
from tabletop.scenes.menu import MenuScene
from tabletop.ui import theme
from tabletop.ui.widgets import draw_background

ROOT = Path(__file__).resolve().parents[2]


def test_the_package_metadata_takes_the_version_from_the_package() -> None:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]  # written once, in tabletop/__init__.py
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "tabletop.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", tabletop.__version__)


def test_version_option_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"tabletop {tabletop.__version__}\n"


@pytest.mark.parametrize(("size", "look"), [((1280, 720), (1.0, False)), ((800, 600), (1.3, False)),
                                            ((2560, 1440), (0.8, True)), ((1024, 768), (1.3, True))])
def test_the_menu_shows_the_version_in_its_corner_clear_of_everything(
    make_app: Any, size: tuple[int, int], look: tuple[float, bool]
) -> None:
    theme.configure(*look)
    app = make_app(size=size)
    menu = MenuScene(app)
    app.push(menu)
    surface = pygame.Surface(size)
    menu.draw(surface)
    rect = menu.version_rect
    assert rect.w > 0 and surface.get_rect().contains(rect)
    assert rect.left < size[0] // 4 and rect.bottom > size[1] * 0.9  # the bottom-left corner
    others = [tile.rect for tile in menu.tiles] + [button.rect for button in menu.buttons]
    assert not any(rect.colliderect(other) for other in others)
    assert not rect.colliderect(menu.toast_area(size))
    # what is drawn there is the version's words, over the bare table
    words = theme.Scale.for_size(size).font("small").render(f"version {tabletop.__version__}", True,
                                                            theme.TEXT_MUTED)
    assert words.get_size() == rect.size
    bare = pygame.Surface(size)
    draw_background(bare)
    assert pygame.image.tobytes(surface.subsurface(rect), "RGB") != pygame.image.tobytes(bare.subsurface(rect), "RGB")
