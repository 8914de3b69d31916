"""Art packs: a player's own pictures for the card faces.

A player drops images into ``art/<game id>/`` in the data folder, one a card, each named after
its card (``art/mindbug/Axolotl Healer.png``; the case of the name does not matter). A game's
:class:`~tabletop.ui.cards.CardArt` given :class:`PackCards` then shows such an image, fitted to
the card, in place of our drawn face at every size, and keeps our art for every card without
one. Tabletop ships no such images.

Image files are hostile input. Only PNG and JPEG are read; a file's size is bounded, and so are
the picture's dimensions, read from the file's header before anything is decoded (a small file
may declare a huge picture). A file that fails a check or does not decode is reported (once, as
news for the app to show, and in :meth:`ArtPacks.report`) and skipped: the card keeps our art.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path

import pygame

from tabletop.ui.cards import Colour, SurfaceCache, render_card

FOLDER = "art"
"""The packs' folder in the data folder: one folder a game inside it."""

EXTENSIONS = (".png", ".jpg", ".jpeg")
MAX_BYTES = 20 * 2**20
"""The largest image file read."""
MAX_SIDE = 6000
MAX_PIXELS = 16_000_000
"""The largest picture decoded (about 64 MB of pixels while it is read)."""
MAX_FILES = 500
"""The most files looked at in one game's folder."""
KEPT_HEIGHT = 1200
"""A picture taller than this is scaled down once, when it is read, to keep memory small."""
IMAGE_BYTES = 64 * 2**20
"""The pixel memory the pictures read may hold together (the least recently used go first)."""

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
JPEG_START = b"\xff\xd8"
#: JPEG start-of-frame markers, which carry the picture's size (not DHT, JPG or DAC).
JPEG_FRAMES = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
#: JPEG markers that stand alone, without a length.
JPEG_ALONE = frozenset({0x01, *range(0xD0, 0xD9)})


class BadImage(ValueError):
    """An image file that is not read: why, in words for the player."""


def image_size(data: bytes) -> tuple[int, int]:
    """The (width, height) a PNG or JPEG file declares, from its header alone; BadImage if it is
    neither or the header is damaged."""
    if data.startswith(PNG_SIGNATURE):
        if len(data) < 24 or data[12:16] != b"IHDR":
            raise BadImage("a damaged PNG file (no header)")
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data.startswith(JPEG_START):
        return _jpeg_size(data)
    raise BadImage("not a PNG or JPEG image")


def _jpeg_size(data: bytes) -> tuple[int, int]:
    at = 2
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            raise BadImage("a damaged JPEG file")
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
            continue
        if marker in JPEG_ALONE:
            at += 2
            continue
        (length,) = struct.unpack(">H", data[at + 2:at + 4])
        if length < 2:
            raise BadImage("a damaged JPEG file")
        if marker in JPEG_FRAMES:
            if at + 9 > len(data):
                break
            height, width = struct.unpack(">HH", data[at + 5:at + 9])
            return int(width), int(height)
        at += 2 + length
    raise BadImage("a damaged JPEG file (no picture size)")


def check_size(width: int, height: int) -> None:
    """BadImage unless a picture of ``width`` x ``height`` may be decoded."""
    if width < 1 or height < 1:
        raise BadImage(f"an empty picture ({width}\u00d7{height})")
    if max(width, height) > MAX_SIDE or width * height > MAX_PIXELS:
        raise BadImage(f"too large a picture ({width}\u00d7{height}; at most {MAX_SIDE} a side and"
                       f" {MAX_PIXELS // 1_000_000} million pixels)")


def load_image(path: Path) -> pygame.Surface:
    """The picture in ``path``, checked before it is decoded (see the module doc); BadImage if it
    may not or cannot be read."""
    try:
        if not path.is_file():
            raise BadImage("not a file")
        if path.stat().st_size > MAX_BYTES:
            raise BadImage(f"too large a file (more than {MAX_BYTES // 2**20} MB)")
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise BadImage(f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_BYTES:
        raise BadImage(f"too large a file (more than {MAX_BYTES // 2**20} MB)")
    width, height = image_size(data)
    check_size(width, height)
    try:
        picture = pygame.image.load(io.BytesIO(data), path.name)
    except (pygame.error, ValueError, OSError, MemoryError, EOFError) as exc:
        raise BadImage(f"does not decode ({exc})") from None
    if picture.get_size() != (width, height):
        raise BadImage("a damaged image (its size is not the one its header says)")
    if height > KEPT_HEIGHT:
        picture = pygame.transform.smoothscale(picture, (max(1, round(width * KEPT_HEIGHT / height)), KEPT_HEIGHT))
    if pygame.display.get_surface() is not None:
        picture = picture.convert_alpha()
    return picture


def cover(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``picture`` scaled to fill ``size`` (keeping its proportions; what overflows is cut evenly)."""
    w, h = size
    pw, ph = picture.get_size()
    k = max(w / pw, h / ph)
    scaled = pygame.transform.smoothscale(picture, (max(w, round(pw * k)), max(h, round(ph * k))))
    x, y = (scaled.get_width() - w) // 2, (scaled.get_height() - h) // 2
    return scaled.subsurface(pygame.Rect(x, y, w, h)).copy()


@dataclass(frozen=True)
class PackCards:
    """A game's cards as an art pack names them.

    ``names``: every card's name (the files a complete pack holds, less the extension);
    ``name_of(key)``: the name of the card a face key shows (None: a face no pack replaces);
    ``overlay(key, surface)``: paints over a pack's picture what play changed on the card (a
    creature's power now), if the game has such things.
    """

    game_id: str
    names: tuple[str, ...]
    name_of: Callable[[Hashable], str | None]
    overlay: Callable[[Hashable, pygame.Surface], None] | None = None

    def __post_init__(self) -> None:
        PACKS.register(self)

    def stamp(self) -> int:
        """Changes whenever the packs are looked for again (a card art cache keys on it)."""
        return PACKS.generation

    def face(self, key: Hashable, size: tuple[int, int], border: Colour | None) -> pygame.Surface | None:
        """The face of ``key`` from the player's pack at ``size``, or None (our art stays)."""
        name = self.name_of(key)
        picture = PACKS.picture(self.game_id, name) if name is not None else None
        if picture is None:
            return None

        def paint(s: pygame.Surface) -> None:
            s.blit(cover(picture, s.get_size()), (0, 0))
            if self.overlay is not None:
                self.overlay(key, s)

        return render_card(size, paint, border)


@dataclass
class PackReport:
    """One game's pack as the settings show it."""

    game_id: str
    folder: Path | None
    names: tuple[str, ...]
    found: dict[str, Path] = field(default_factory=dict)  # card name -> its picture
    problems: list[str] = field(default_factory=list)  # "file: why it was skipped"
    strangers: list[str] = field(default_factory=list)  # pictures named after no card of the game

    @property
    def missing(self) -> list[str]:
        return [name for name in self.names if name not in self.found]


class ArtPacks:
    """The packs in the data folder: the games' card names, the files found, the pictures read."""

    def __init__(self) -> None:
        self.folder: Path | None = None
        self.generation = 0
        self.cards: dict[str, PackCards] = {}
        self._files: dict[str, dict[str, Path]] = {}
        self._pictures = SurfaceCache(limit=400, max_bytes=IMAGE_BYTES)
        self._bad: dict[Path, str] = {}
        self._news: list[str] = []

    def register(self, cards: PackCards) -> None:
        self.cards[cards.game_id] = cards

    def use(self, folder: Path | None) -> None:
        """Look for packs in ``folder`` (None: no packs) from now on."""
        self.folder = folder
        self.rescan()

    def rescan(self) -> None:
        """Forget what was found and read: the folders are looked at again when next needed."""
        self.generation += 1
        self._files.clear()
        self._pictures.clear()
        self._bad.clear()

    def game_folder(self, game_id: str) -> Path | None:
        return self.folder / game_id if self.folder is not None else None

    def files(self, game_id: str) -> dict[str, Path]:
        """The pictures in the game's folder by their name's case-folded stem (listed once)."""
        found = self._files.get(game_id)
        if found is None:
            found = {}
            folder = self.game_folder(game_id)
            try:
                listed = folder.iterdir() if folder is not None and folder.is_dir() else iter(())
                entries = sorted(islice(listed, MAX_FILES))
            except OSError:
                entries = []
            for path in entries:
                if path.suffix.lower() in EXTENSIONS:
                    found.setdefault(path.stem.casefold(), path)
            self._files[game_id] = found
        return found

    def picture(self, game_id: str, name: str) -> pygame.Surface | None:
        """The picture of the card ``name`` in the game's pack, or None (none, or a bad file)."""
        path = self.files(game_id).get(name.casefold())
        if path is None or path in self._bad:
            return None
        try:
            return self._pictures.get(path, lambda: load_image(path))
        except BadImage as exc:
            self._bad[path] = str(exc)
            self._news.append(f"Art pack: {game_id}/{path.name} is skipped: {exc}.")
            return None

    def take_news(self) -> list[str]:
        """The files skipped since last asked, one sentence each (for the app's messages)."""
        news, self._news = self._news, []
        return news

    def report(self, game_id: str) -> PackReport:
        """What the game's pack holds: every picture is read (and a bad one skipped)."""
        cards = self.cards.get(game_id)
        names = cards.names if cards is not None else ()
        report = PackReport(game_id, self.game_folder(game_id), names)
        by_name = {name.casefold(): name for name in names}
        for stem, path in self.files(game_id).items():
            name = by_name.get(stem)
            if name is None:
                report.strangers.append(path.name)
            elif self.picture(game_id, name) is not None:
                report.found[name] = path
            else:
                report.problems.append(f"{path.name}: {self._bad.get(path, 'skipped')}")
        self._news = [n for n in self._news if not n.startswith(f"Art pack: {game_id}/")]  # the report says it
        return report


PACKS = ArtPacks()
"""The app's art packs (the app points them at its data folder when it starts)."""
