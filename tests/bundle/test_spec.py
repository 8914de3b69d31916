"""build.spec, run without PyInstaller: what goes into the bundle and how the program is made.

The spec is executed with stand-ins for PyInstaller's build objects that record their
arguments, once for each operating system it knows. The recorded data files are then laid
out like a one-folder build to check that the app and its self-test find everything there.
"""

from __future__ import annotations

import importlib
import pkgutil
import shutil
import struct
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop import assets
from tabletop.commands import selftest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build.spec"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class Recorder:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: keeps the arguments."""

    made: list[Recorder]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.made.append(self)
        # what the Analysis object offers to the later steps
        self.pure, self.scripts, self.binaries = ["pure"], ["scripts"], ["binaries"]
        self.datas = kwargs.get("datas", [])


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str) -> dict[str, Any]:
    """Execute build.spec as PyInstaller would on ``platform``; its recorded build steps."""
    collected: list[str] = []

    def collect_submodules(package: str, filter: Any = None) -> list[str]:
        collected.append(package)
        root = importlib.import_module(package)
        names = [package] + [m.name for m in pkgutil.walk_packages(root.__path__, package + ".")]
        return [name for name in names if filter is None or filter(name)]

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = collect_submodules  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "PyInstaller", types.ModuleType("PyInstaller"))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils", types.ModuleType("PyInstaller.utils"))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    steps: dict[str, list[Recorder]] = {}
    namespace: dict[str, Any] = {"SPECPATH": str(ROOT), "workpath": str(tmp_path / "work"), "__name__": "__main__"}
    for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        made: list[Recorder] = []
        steps[name] = made
        namespace[name] = type(name, (Recorder,), {"made": made})
    monkeypatch.setattr(sys, "platform", platform)
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)  # noqa: S102 - as PyInstaller does
    finally:
        monkeypatch.undo()
    return {"steps": steps, "collected": collected, "namespace": namespace}


@pytest.fixture(scope="module")
def linux(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    with pytest.MonkeyPatch.context() as mp:
        return run_spec(tmp_path_factory.mktemp("linux"), mp, "linux")


def checkout_assets() -> set[str]:
    """The shippable files of the checkout: art/, sounds/ and docs/rules/ without scripts."""
    found = set()
    for folder in ("art", "sounds", "docs/rules"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix != ".py" and "__pycache__" not in path.parts:
                found.add(path.relative_to(ROOT).as_posix())
    return found


def bundled(datas: list[tuple[str, str]]) -> set[str]:
    """Where each data file lands inside the bundle, as a relative path."""
    return {(Path(dest) / Path(src).name).as_posix() for src, dest in datas}


def test_one_folder_program_named_tabletop(linux: dict[str, Any]) -> None:
    steps = linux["steps"]
    assert len(steps["Analysis"]) == len(steps["EXE"]) == len(steps["COLLECT"]) == 1
    exe, coll = steps["EXE"][0], steps["COLLECT"][0]
    assert exe.kwargs["name"] == "tabletop" and coll.kwargs["name"] == "tabletop"
    assert exe.kwargs["exclude_binaries"] is True  # one folder, not one file
    assert exe.kwargs["upx"] is False and coll.kwargs["upx"] is False
    assert exe.kwargs["console"] is True  # Linux keeps the console so `tabletop self-test` prints
    assert steps["BUNDLE"] == []


def test_every_asset_is_bundled_in_its_folder_and_scripts_are_not(linux: dict[str, Any]) -> None:
    datas = linux["steps"]["Analysis"][0].kwargs["datas"]
    inside = bundled(datas)
    expected = checkout_assets()
    assert expected <= inside
    for must in ("art/fonts/Inter-Regular.otf", "art/fonts/Inter-SemiBold.otf", "art/fonts/Inter-Bold.otf",
                 "art/fonts/OFL.txt", "art/icon.png", "sounds/click.wav", "docs/rules/meh.md"):
        assert must in inside
    assert not any(name.endswith(".py") for name in inside)
    assert inside - expected == {"tabletop-bundle.json"}


def test_every_game_module_is_a_hidden_import(linux: dict[str, Any]) -> None:
    assert linux["collected"] == ["tabletop"]
    hidden = set(linux["steps"]["Analysis"][0].kwargs["hiddenimports"])
    games_dir = ROOT / "tabletop" / "games"
    game_modules = {
        f"tabletop.games.{path.parent.name}.{path.stem}"
        for path in games_dir.glob("*/*.py")
        if path.stem != "__init__"
    }
    assert game_modules, "no game modules found in the checkout"
    assert game_modules <= hidden
    assert {"tabletop.cli", "tabletop.commands.selftest", "tabletop.app", "tabletop.storage"} <= hidden
    assert not any(name.endswith("__main__") for name in hidden)


def test_unused_libraries_and_test_code_are_excluded(linux: dict[str, Any]) -> None:
    analysis = linux["steps"]["Analysis"][0].kwargs
    excludes = set(analysis["excludes"])
    assert {"numpy", "tkinter", "_tkinter", "unittest", "pytest", "_pytest", "test", "tests",
            "pygame.tests", "pygame.examples"} <= excludes
    assert not any(name == "tests" or name.startswith("tests.") for name in analysis["hiddenimports"])
    # nothing the app imports may be excluded
    for needed in ("pygame", "platformdirs", "json", "random", "statistics", "tabletop"):
        assert needed not in excludes


def test_manifest_lists_assets_and_modules(linux: dict[str, Any]) -> None:
    import json

    datas = linux["steps"]["Analysis"][0].kwargs["datas"]
    manifest_src = next(src for src, dest in datas if Path(src).name == "tabletop-bundle.json")
    manifest = json.loads(Path(manifest_src).read_text(encoding="utf-8"))
    assert set(manifest["assets"]) == checkout_assets()
    assert manifest["version"] == tabletop.__version__  # the version dev.py package names the archive after
    assert manifest["modules"] == selftest.source_modules(ROOT / "tabletop")
    assert "tabletop.games.meh.scene" in manifest["modules"]


def test_windows_build_is_windowed_with_an_ico(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    steps = run_spec(tmp_path, monkeypatch, "win32")["steps"]
    exe = steps["EXE"][0].kwargs
    assert exe["console"] is False
    assert steps["BUNDLE"] == []
    data = Path(exe["icon"]).read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 2
    sizes = []
    for i in range(count):
        w, h, _colours, _r, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        image = data[offset: offset + length]
        assert image[:8] == PNG_MAGIC and len(image) == length
        assert struct.unpack(">II", image[16:24]) == (w or 256, h or 256)
        assert (planes, bits) == (1, 32)
        sizes.append(w or 256)
    assert 256 in sizes and 32 in sizes


def test_macos_build_is_a_windowed_app_bundle_with_an_icns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    steps = run_spec(tmp_path, monkeypatch, "darwin")["steps"]
    assert steps["EXE"][0].kwargs["console"] is False
    assert steps["EXE"][0].kwargs["strip"] is False
    (bundle,) = steps["BUNDLE"]
    assert bundle.kwargs["name"] == "Tabletop.app"
    assert bundle.kwargs["version"] == tabletop.__version__
    assert bundle.args[0] is steps["COLLECT"][0]
    data = Path(bundle.kwargs["icon"]).read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, kinds = 8, []
    while offset < len(data):
        kind, length = data[offset: offset + 4], struct.unpack(">I", data[offset + 4: offset + 8])[0]
        assert data[offset + 8: offset + 16] == PNG_MAGIC
        kinds.append(kind)
        offset += length
    assert offset == len(data)
    assert b"ic08" in kinds  # the 256 px image


# --- the bundle's layout, as the frozen program sees it -------------------------------------


@pytest.fixture
def frozen_layout(linux: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The spec's data files copied like PyInstaller does, with the app looking only there."""
    internal = tmp_path / "dist" / "tabletop" / "_internal"
    for src, dest in linux["steps"]["Analysis"][0].kwargs["datas"]:
        (internal / dest).mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, internal / dest / Path(src).name)
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    monkeypatch.setattr(assets, "DATA_DIR", internal / "tabletop" / "_data")
    monkeypatch.setattr(assets, "CHECKOUT_ROOT", internal)
    return internal


def test_frozen_layout_finds_every_asset_and_passes_the_bundle_check(frozen_layout: Path) -> None:
    assert assets.asset_dir("art") == frozen_layout / "art"
    assert assets.asset_path("art", "fonts/Inter-Bold.otf") == frozen_layout / "art" / "fonts" / "Inter-Bold.otf"
    assert assets.asset_path("sounds", "win.wav").parent == frozen_layout / "sounds"
    assert assets.rules_text("meh") == (ROOT / "docs" / "rules" / "meh.md").read_text(encoding="utf-8")
    detail = selftest.check_bundle(str(frozen_layout))
    assert detail.endswith(f"{len(selftest.source_modules(ROOT / 'tabletop'))} modules")


@pytest.mark.parametrize("lost", ["sounds/click.wav", "art/fonts/OFL.txt", "art/icon-32.png", "docs/rules/meh.md"])
def test_a_file_missing_from_the_bundle_fails_the_check(frozen_layout: Path, lost: str) -> None:
    (frozen_layout / lost).unlink()
    with pytest.raises(FileNotFoundError, match=lost.split("/", 1)[1]):
        selftest.check_bundle(str(frozen_layout))


def test_a_file_found_only_outside_the_bundle_fails_the_check(
    frozen_layout: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(assets, "CHECKOUT_ROOT", ROOT)  # a lookup that strays into the checkout
    (frozen_layout / "sounds" / "turn.wav").unlink()
    with pytest.raises(FileNotFoundError, match="turn.wav .only outside the bundle"):
        selftest.check_bundle(str(frozen_layout))


def test_a_bundle_without_its_manifest_fails_the_check(frozen_layout: Path) -> None:
    (frozen_layout / "tabletop-bundle.json").unlink()
    with pytest.raises(FileNotFoundError, match="tabletop-bundle.json"):
        selftest.check_bundle(str(frozen_layout))


def test_a_module_missing_from_the_manifest_list_fails_the_check(frozen_layout: Path) -> None:
    import json

    path = frozen_layout / "tabletop-bundle.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    manifest["modules"].append("tabletop.games.no_such_game.scene")
    path.write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(FileNotFoundError, match="module tabletop.games.no_such_game.scene"):
        selftest.check_bundle(str(frozen_layout))


def test_from_the_checkout_the_check_needs_no_manifest(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    detail = selftest.check_bundle()
    files = len(set(selftest.required_assets()))
    assert detail == f"{files} files, {len(selftest.source_modules(ROOT / 'tabletop'))} modules"
    assert files >= 12  # icon, 3 fonts and the licence, 8 sound effects
