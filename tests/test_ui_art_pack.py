"""Art pack pictures as hostile input: the header read before decoding, every bad file refused
with a reason, the folder listed with limits."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pygame
import pytest

from tabletop import games
from tabletop.ui import art_pack
from tabletop.ui.art_pack import PACKS, BadImage, PackCards, cover, image_size, load_image

pytestmark = pytest.mark.usefixtures("pygame_display", "no_packs_after")


def _saved(tmp_path: Path, name: str, size: tuple[int, int] = (7, 5), colour: tuple[int, int, int] = (200, 40, 30)
           ) -> Path:
    picture = pygame.Surface(size)
    picture.fill(colour)
    path = tmp_path / name
    pygame.image.save(picture, str(path))
    return path


def _png_declaring(width: int, height: int, body: bytes = b"") -> bytes:
    """A PNG signature and header declaring ``width`` x ``height``, then ``body`` (no real picture)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return art_pack.PNG_SIGNATURE + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk)) + body


@pytest.mark.parametrize("name", ["card.png", "card.jpg"])
def test_the_size_comes_from_the_header(tmp_path: Path, name: str) -> None:
    path = _saved(tmp_path, name, (7, 5))
    assert image_size(path.read_bytes()) == (7, 5)
    assert load_image(path).get_size() == (7, 5)


@pytest.mark.parametrize(("data", "why"), [
    (b"", "not a PNG or JPEG"),
    (b"GIF89a....", "not a PNG or JPEG"),
    (art_pack.PNG_SIGNATURE + b"\x00\x00", "damaged PNG"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "damaged JPEG"),
    (b"\xff\xd8\x00\x00\x00\x00", "damaged JPEG"),
])
def test_a_damaged_or_foreign_header_is_refused(data: bytes, why: str) -> None:
    with pytest.raises(BadImage, match=why):
        image_size(data)


def test_a_huge_picture_is_refused_before_it_is_decoded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(_png_declaring(100_000, 100_000, b"\x00" * 64))
    decoded: list[object] = []
    monkeypatch.setattr(pygame.image, "load", lambda *a: decoded.append(a))
    with pytest.raises(BadImage, match="too large a picture"):
        load_image(bomb)
    assert decoded == []  # refused from its header alone
    wide = tmp_path / "wide.png"
    wide.write_bytes(_png_declaring(art_pack.MAX_SIDE + 1, 10))
    with pytest.raises(BadImage, match="too large a picture"):
        load_image(wide)
    empty = tmp_path / "empty.png"
    empty.write_bytes(_png_declaring(0, 10))
    with pytest.raises(BadImage, match="empty picture"):
        load_image(empty)


def test_files_that_do_not_decode_or_are_too_big_or_no_files_are_refused(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    broken = tmp_path / "broken.png"
    broken.write_bytes(_png_declaring(10, 10, b"\x00\x00\x00\x04IDATjunk\x00\x00\x00\x00"))
    with pytest.raises(BadImage, match="does not decode"):
        load_image(broken)
    folder = tmp_path / "folder.png"
    folder.mkdir()
    with pytest.raises(BadImage, match="not a file"):
        load_image(folder)
    big = _saved(tmp_path, "big.png", (40, 40))
    monkeypatch.setattr(art_pack, "MAX_BYTES", 100)
    with pytest.raises(BadImage, match="too large a file"):
        load_image(big)


def test_a_tall_picture_is_kept_smaller_and_covers_a_card_of_any_shape(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(art_pack, "KEPT_HEIGHT", 50)
    picture = load_image(_saved(tmp_path, "tall.png", (60, 100)))
    assert picture.get_size() == (30, 50)
    for size in ((10, 14), (40, 20), (200, 300)):
        assert cover(picture, size).get_size() == size


def test_a_pack_is_listed_by_card_name_whatever_the_case_and_bad_files_are_news_once(tmp_path: Path) -> None:
    cards = PackCards("testgame", ("Red Fox", "Blue Jay", "Grey Owl"), lambda key: str(key))
    folder = tmp_path / "art" / "testgame"
    folder.mkdir(parents=True)
    _saved(folder, "red fox.PNG", (20, 28), (200, 40, 30))
    (folder / "Blue Jay.png").write_bytes(b"not a picture")
    _saved(folder, "Stray Cat.png")
    (folder / "notes.txt").write_text("ignored")
    PACKS.use(tmp_path / "art")
    assert cards.face("Grey Owl", (20, 28), None) is None  # no picture: our art stays
    face = cards.face("Red Fox", (20, 28), None)
    assert face is not None and face.get_at((10, 14))[:3] == (200, 40, 30)
    assert cards.face("Blue Jay", (20, 28), None) is None
    assert PACKS.take_news() == ["Art pack: testgame/Blue Jay.png is skipped: not a PNG or JPEG image."]
    assert cards.face("Blue Jay", (20, 28), None) is None and PACKS.take_news() == []  # said once
    report = PACKS.report("testgame")
    assert list(report.found) == ["Red Fox"] and report.missing == ["Blue Jay", "Grey Owl"]
    assert report.problems == ["Blue Jay.png: not a PNG or JPEG image"]
    assert report.strangers == ["Stray Cat.png"]
    stamp = cards.stamp()
    PACKS.rescan()
    assert cards.stamp() != stamp  # card art caches made before are not used again


def test_a_folder_with_too_many_files_is_read_only_so_far(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(art_pack, "MAX_FILES", 3)
    folder = tmp_path / "art" / "many"
    folder.mkdir(parents=True)
    for i in range(10):
        (folder / f"card {i}.png").write_bytes(b"x")
    PACKS.use(tmp_path / "art")
    assert len(PACKS.files("many")) <= 3


@pytest.mark.parametrize("entry", [e for e in games.GAMES.values() if e.has_table()], ids=lambda e: e.id)
def test_every_table_names_its_cards_to_the_art_packs(entry: games.GameEntry) -> None:
    entry.table()
    cards = PACKS.cards.get(entry.id)
    assert cards is not None, f"{entry.id}'s CardArt has no PackCards"
    assert cards.names and len({n.casefold() for n in cards.names}) == len(cards.names)
    assert all(n == n.strip() and n.isprintable() and not set(n) & set('/\\:*?"<>|') for n in cards.names)
