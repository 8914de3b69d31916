"""Finding and loading the app's files: art, sounds and the rules pages.

The same files live in three places depending on how the app was started:

* a frozen build (PyInstaller): under ``sys._MEIPASS``;
* an installed wheel: package data under ``tabletop/_data/``;
* a source checkout: the repository root, next to the ``tabletop`` package.

:func:`asset_path` looks in that order. Loaders keep a cache so that a font,
image or sound is read from disk once. pygame is imported only inside the
loaders, so that finding files stays cheap.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

#: The asset folders the app ships (``docs`` holds only ``docs/rules``).
KINDS = ("art", "sounds", "docs")

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "_data"
CHECKOUT_ROOT = PACKAGE_DIR.parent

FONT_FILES = {
    "regular": "fonts/Inter-Regular.otf",
    "semibold": "fonts/Inter-SemiBold.otf",
    "bold": "fonts/Inter-Bold.otf",
}


class AssetMissing(FileNotFoundError):
    """An asset that is in none of the places the app looks."""


def search_roots() -> list[Path]:
    """The folders that may hold ``art/``, ``sounds/`` and ``docs/``, in lookup order."""
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
        roots.append(Path(frozen) / "tabletop" / "_data")
    roots.append(DATA_DIR)
    roots.append(CHECKOUT_ROOT)
    return roots


def asset_dir(kind: str) -> Path:
    """The first existing folder for ``kind`` ("art", "sounds" or "docs")."""
    if kind not in KINDS:
        raise ValueError(f"unknown asset kind {kind!r}; known: {', '.join(KINDS)}")
    for root in search_roots():
        candidate = root / kind
        if candidate.is_dir():
            return candidate
    raise AssetMissing(f"no {kind}/ folder in {', '.join(str(r) for r in search_roots())}")


def asset_path(kind: str, name: str) -> Path:
    """The path of ``name`` inside the ``kind`` folder, e.g. ``asset_path("art", "icon.png")``.

    Each root is tried in turn, so a file missing from one copy is still
    found in the next.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown asset kind {kind!r}; known: {', '.join(KINDS)}")
    for root in search_roots():
        candidate = root / kind / name
        if candidate.is_file():
            return candidate
    raise AssetMissing(f"asset {kind}/{name} not found")


def all_assets(kind: str) -> list[Path]:
    """Every file under the ``kind`` folder (sorted), for the self-test."""
    base = asset_dir(kind)
    return sorted(p for p in base.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def rules_text(game_id: str) -> str | None:
    """The Markdown rules page of ``game_id``, or None when it is not written yet."""
    try:
        return asset_path("docs", f"rules/{game_id}.md").read_text(encoding="utf-8")
    except AssetMissing:
        return None


# --- loaders (pygame) ------------------------------------------------------------


@lru_cache(maxsize=256)
def font(size: int, weight: str = "regular") -> pygame.font.Font:
    """The bundled Inter font at ``size`` pixels; ``weight`` is regular, semibold or bold."""
    import pygame

    if weight not in FONT_FILES:
        raise ValueError(f"unknown font weight {weight!r}; known: {', '.join(FONT_FILES)}")
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("art", FONT_FILES[weight])), max(6, int(size)))


@lru_cache(maxsize=256)
def image(name: str) -> pygame.Surface:
    """An image from ``art/``, converted for fast blitting once a window exists."""
    import pygame

    surface = pygame.image.load(str(asset_path("art", name)))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


_sounds: dict[str, Any] = {}


def sound(name: str) -> pygame.mixer.Sound | None:
    """A sound from ``sounds/``, or None when there is no audio device or no such file."""
    if name in _sounds:
        return _sounds[name]
    loaded = None
    try:
        import pygame

        if pygame.mixer.get_init():
            loaded = pygame.mixer.Sound(str(asset_path("sounds", name)))
    except (OSError, RuntimeError):  # missing file, no audio device (pygame.error), bad WAV
        loaded = None
    _sounds[name] = loaded
    return loaded


def clear_caches() -> None:
    """Forget loaded assets (after the display or mixer was re-initialised)."""
    font.cache_clear()
    image.cache_clear()
    _sounds.clear()
