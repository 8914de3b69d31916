"""Asset lookup: frozen build first, then the wheel's package data, then the checkout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop import assets


def _make(root: Path, kind: str, name: str, text: str) -> None:
    path = root / kind / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


@pytest.fixture
def roots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    paths = {name: tmp_path / name for name in ("frozen", "data", "checkout")}
    monkeypatch.setattr(assets, "DATA_DIR", paths["data"])
    monkeypatch.setattr(assets, "CHECKOUT_ROOT", paths["checkout"])
    monkeypatch.setattr(sys, "_MEIPASS", str(paths["frozen"]), raising=False)
    return paths


def test_lookup_order_prefers_frozen_then_wheel_then_checkout(roots: dict[str, Path]) -> None:
    _make(roots["checkout"], "sounds", "click.wav", "checkout")
    assert assets.asset_path("sounds", "click.wav").read_text() == "checkout"
    _make(roots["data"], "sounds", "click.wav", "wheel")
    assert assets.asset_path("sounds", "click.wav").read_text() == "wheel"
    _make(roots["frozen"], "sounds", "click.wav", "frozen")
    assert assets.asset_path("sounds", "click.wav").read_text() == "frozen"


def test_frozen_build_may_keep_data_inside_package(roots: dict[str, Path]) -> None:
    _make(roots["frozen"] / "tabletop" / "_data", "art", "icon.png", "bundled")
    _make(roots["checkout"], "art", "icon.png", "checkout")
    assert assets.asset_path("art", "icon.png").read_text() == "bundled"


def test_missing_file_falls_through_to_next_root(roots: dict[str, Path]) -> None:
    _make(roots["data"], "art", "a.png", "wheel")
    _make(roots["checkout"], "art", "b.png", "checkout")
    assert assets.asset_path("art", "b.png").read_text() == "checkout"


def test_missing_asset_and_unknown_kind_raise(roots: dict[str, Path]) -> None:
    with pytest.raises(assets.AssetMissing):
        assets.asset_path("art", "nope.png")
    with pytest.raises(ValueError):
        assets.asset_path("secrets", "x")


def test_without_frozen_build_only_package_and_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert assets.search_roots() == [assets.DATA_DIR, assets.CHECKOUT_ROOT]


def test_real_checkout_has_fonts_and_fonts_load() -> None:
    for weight in ("regular", "semibold", "bold"):
        f = assets.font(20, weight)
        assert f.size("Meh")[0] > 0
    assert assets.font(20) is assets.font(20)
    with pytest.raises(ValueError):
        assets.font(20, "thin")


def test_rules_text_missing_game_is_none() -> None:
    assert assets.rules_text("no-such-game") is None
