"""``tabletop self-test``: a hidden window, every asset loaded, each game's worked examples shown,
one AI game of each game.

Each available game plays one short all-AI game (random seats, no pacing)
through its real table scene, drawing every frame, until the result screen
shows. The report lists each check; the exit code is 0 when all pass.
"""

from __future__ import annotations

import os
import tempfile
import time
import traceback
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: Frames allowed for one game before the self-test calls it stuck.
MAX_FRAMES = 30000
#: Wall-clock seconds allowed for one game.
MAX_SECONDS = 120.0


class Missing(Exception):
    """A part of a game that is not there yet (reported without a traceback)."""


class Report:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.failures = 0

    def check(self, name: str, fn: Callable[[], str | None]) -> Any:
        start = time.perf_counter()
        try:
            detail = fn()
        except Missing as exc:
            self.failures += 1
            self.lines.append(f"FAIL  {name}: {exc}")
            return None
        except Exception as exc:  # noqa: BLE001 - every failure is reported, the rest still run
            self.failures += 1
            self.lines.append(f"FAIL  {name}: {type(exc).__name__}: {exc}")
            tb = traceback.format_exc().strip().splitlines()
            self.lines.extend(f"        {line}" for line in tb[-6:])
            return None
        took = time.perf_counter() - start
        self.lines.append(f"ok    {name}" + (f": {detail}" if detail else "") + f" ({took:.1f} s)")
        return detail


def parallel_search_check() -> str:
    """One decision searched by two worker processes, as Hard searches at the table (and a frozen
    build must start its own executable as a worker for it)."""
    from tabletop.ai.levels import game_knowledge
    from tabletop.ai.parallel import ParallelISMCTSBot
    from tabletop.games import available_games

    entry = available_games()[0]
    game = entry.rules()
    state = game.new(game.default_config(game.min_players), 7)
    seat = game.to_act(state)
    bot = ParallelISMCTSBot(game, game_knowledge(entry.id), 7, processes=2, iterations=60, early_stop=False)
    bot.choose(game.view(state, seat), game.legal_actions(state))
    if bot.last_stats.iterations != 60:
        raise RuntimeError(f"the workers ran {bot.last_stats.iterations} of 60 iterations")
    return f"{entry.id}, 60 iterations on 2 processes"


def load_assets() -> str:
    """Load every file under art/, sounds/ and docs/rules the way the app would."""
    import pygame

    from tabletop import assets
    from tabletop.scenes.markdown_view import layout, parse
    from tabletop.ui import theme

    counts = {"images": 0, "fonts": 0, "sounds": 0, "texts": 0, "rules pages": 0}
    problems: list[str] = []
    for kind in ("art", "sounds"):
        for path in assets.all_assets(kind):
            suffix = path.suffix.lower()
            try:
                if suffix in (".png", ".jpg", ".jpeg", ".bmp", ".gif"):
                    pygame.image.load(str(path))
                    counts["images"] += 1
                elif suffix in (".otf", ".ttf"):
                    font = pygame.font.Font(str(path), 24)
                    if font.size("Tabletop")[0] <= 0:
                        raise ValueError("renders nothing")
                    counts["fonts"] += 1
                elif suffix == ".wav":
                    with wave.open(str(path)) as wav:
                        if wav.getnframes() <= 0:
                            raise ValueError("empty sound")
                    if pygame.mixer.get_init():
                        pygame.mixer.Sound(str(path))
                    counts["sounds"] += 1
                else:
                    path.read_bytes()
                    counts["texts"] += 1
            except Exception as exc:  # noqa: BLE001 - collect every broken file
                problems.append(f"{kind}/{path.name}: {exc}")
    for weight in assets.FONT_FILES:
        assets.font(18, weight)
    rules_dir = assets.asset_dir("docs") / "rules"
    for path in sorted(rules_dir.glob("*.md")):
        layout(parse(path.read_text(encoding="utf-8")), 800, theme.Scale(1.0))
        counts["rules pages"] += 1
    if problems:
        raise ValueError("; ".join(problems))
    return ", ".join(f"{n} {what}" for what, n in counts.items())


#: Written into a frozen build by build.spec: the asset files and modules the bundle must hold.
BUNDLE_MANIFEST = "tabletop-bundle.json"


def required_assets() -> list[tuple[str, str]]:
    """The files the app asks for by name, as (kind, name): icon, fonts and licence, sound effects."""
    from tabletop import assets
    from tabletop.ui.sound import EFFECTS

    wanted = [("art", "icon.png"), ("art", "fonts/OFL.txt")]
    wanted += [("art", name) for name in assets.FONT_FILES.values()]
    wanted += [("sounds", f"{effect}.wav") for effect in EFFECTS]
    return wanted


def source_modules(package_dir: Path) -> list[str]:
    """The dotted names of the modules under ``package_dir`` (the tabletop package), from its files."""
    names: list[str] = []
    for path in sorted(package_dir.rglob("*.py")):
        if "__pycache__" in path.parts or path.name == "__main__.py":
            continue
        parts = [package_dir.name, *path.relative_to(package_dir).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def check_bundle(frozen_root: str | None = None) -> str:
    """Every file the app names and every tabletop module is there; fails listing what is not.

    In a frozen build (``frozen_root`` is ``sys._MEIPASS``) the list also holds everything
    in the build's manifest, each file must be found inside the bundle, and a build without
    its manifest fails. From a checkout or wheel the modules are read from the package folder.
    """
    import importlib
    import json
    import sys

    from tabletop import assets

    if frozen_root is None:
        frozen_root = getattr(sys, "_MEIPASS", None)
    wanted = required_assets()
    if frozen_root:
        manifest_path = Path(frozen_root) / BUNDLE_MANIFEST
        if not manifest_path.is_file():
            raise FileNotFoundError(f"{BUNDLE_MANIFEST} is not in the bundle ({frozen_root})")
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        for entry in manifest["assets"]:
            kind, _, name = str(entry).partition("/")
            wanted.append((kind, name))
        modules = [str(name) for name in manifest["modules"]]
    else:
        modules = source_modules(assets.PACKAGE_DIR)
    missing: list[str] = []
    wanted = list(dict.fromkeys(wanted))
    for kind, name in wanted:
        try:
            found = assets.asset_path(kind, name)
        except assets.AssetMissing:
            missing.append(f"{kind}/{name}")
            continue
        if frozen_root and not found.resolve().is_relative_to(Path(frozen_root).resolve()):
            missing.append(f"{kind}/{name} (only outside the bundle, at {found})")
    for module in modules:
        try:
            importlib.import_module(module)
        except Exception as exc:  # noqa: BLE001 - a module that is missing or fails to import
            missing.append(f"module {module} ({type(exc).__name__}: {exc})")
    if missing:
        raise FileNotFoundError(f"{len(missing)} missing: " + "; ".join(missing))
    return f"{len(wanted)} files, {len(modules)} modules"


EXTRA_VARIANTS: dict[str, list[dict[str, Any]]] = {"mythomakya": [{"variant": "battle"}]}
"""Game options played too, each as one more game: variants with rules of their own."""


def play_game(app: Any, game_id: str, seed: int, options: dict[str, Any] | None = None) -> str:
    """One all-AI game of ``game_id`` (with ``options``) through its table scene, to the result screen."""
    from tabletop import assets, games
    from tabletop.scenes.matches import new_match, playable
    from tabletop.scenes.menu import MenuScene
    from tabletop.scenes.result import ResultScene
    from tabletop.scenes.table import TableScene

    if not playable(game_id):
        raise Missing(f"no table scene (tabletop/games/{game_id}/scene.py)")
    if assets.rules_text(game_id) is None:
        raise Missing(f"no rules page (docs/rules/{game_id}.md)")
    game = games.get(game_id).rules()
    kinds = ["random"] * game.min_players
    match = new_match(game_id, kinds, options=options, seed=seed)
    scene = TableScene(app, match, pace=False, autosave=False, record=False)
    app.push(scene)
    start = time.perf_counter()
    frames = 0
    try:
        while not isinstance(app.top, ResultScene):
            app.step(1 / 60)
            frames += 1
            if scene.error:
                raise RuntimeError(scene.error)
            if frames > MAX_FRAMES or time.perf_counter() - start > MAX_SECONDS:
                raise TimeoutError(f"no result after {frames} frames ({len(match.actions)} actions)")
        app.step(1 / 60)  # draw the result screen once
    finally:
        scene.close()
        app.pop_to(MenuScene)
    result = match.game.result(match.state)
    return f"{len(match.actions)} actions, {frames} frames, winners {list(result.winners)}"


def play_rules_only(game_id: str, seed: int) -> str:
    """One all-random game of a game whose table is not built yet, through its rules alone.

    Such a game is not offered in the menu; this still proves its rules are in the
    build and play to the end.
    """
    import random

    from tabletop import games
    from tabletop.scenes.matches import new_match

    game = games.get(game_id).rules()
    match = new_match(game_id, ["random"] * game.min_players, seed=seed)
    rng = random.Random(seed)
    limit = 100_000
    while not match.is_over():
        if len(match.actions) >= limit:
            raise TimeoutError(f"no end after {limit} actions")
        legal = game.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    return f"rules only, no table yet: {len(match.actions)} actions, winners {list(game.result(match.state).winners)}"


def draw_scenes(app: Any, game_ids: list[str]) -> str:
    """Open each screen of the app once: menu, seat setup and rules of each game, settings."""
    from tabletop.scenes.menu import MenuScene
    from tabletop.scenes.rules import RulesScene
    from tabletop.scenes.seat_setup import SeatSetupScene
    from tabletop.scenes.settings import SettingsScene

    shown = 0
    for make in [lambda: SettingsScene(app)] + [
        (lambda g=g: SeatSetupScene(app, g)) for g in game_ids
    ] + [(lambda g=g: RulesScene(app, g)) for g in game_ids]:
        app.push(make())
        app.step(1 / 60)
        app.pop_to(MenuScene)
        shown += 1
    return f"{shown} screens"


def show_examples(app: Any, game_ids: list[str]) -> str:
    """Each game's Examples screen, and each example stepped to its end on its table."""
    from tabletop import games
    from tabletop.scenes.examples import ExampleScene, ExamplesScene
    from tabletop.scenes.menu import MenuScene

    shown = 0
    for game_id in game_ids:
        if not games.get(game_id).has_examples():
            continue
        screen = ExamplesScene(app, game_id)
        app.push(screen)
        app.step(1 / 60)
        for example in screen.examples:
            replay = screen.replay(example)
            if replay is None:
                raise RuntimeError(f"{game_id} example {example.id!r} cannot be shown")
            viewer = ExampleScene(app, replay, example)
            app.push(viewer)
            viewer.seek(replay.length)
            app.step(1 / 60)
            app.pop()
            shown += 1
        app.pop_to(MenuScene)
    return f"{shown} examples"


def _game_check(app: Any, game_id: str, seed: int, options: dict[str, Any] | None = None) -> Callable[[], str]:
    return lambda: play_game(app, game_id, seed, options)


def _rules_check(game_id: str, seed: int) -> Callable[[], str]:
    return lambda: play_rules_only(game_id, seed)


def run_self_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop import games
    from tabletop.app import App
    from tabletop.scenes.menu import MenuScene
    from tabletop.storage import Storage

    report = Report()
    print("Tabletop self-test", flush=True)
    with tempfile.TemporaryDirectory() as home:
        app = App(storage=Storage(Path(home) / "config", Path(home) / "data"))
        try:
            try:
                pygame.mixer.init()
            except pygame.error:
                pass  # no audio device: sounds are still checked as WAV files
            app.settings.animation_speed = 4.0
            report.check("assets", load_assets)
            report.check("bundle", check_bundle)
            app.push(MenuScene(app))
            app.step(1 / 60)
            ids = [entry.id for entry in games.available_games() if entry.has_table()]
            report.check("screens", lambda: draw_scenes(app, ids))
            report.check("examples", lambda: show_examples(app, ids))
            for index, game_id in enumerate(ids):
                report.check(f"game {game_id}", _game_check(app, game_id, 1000 + index))
                for options in EXTRA_VARIANTS.get(game_id, []):
                    words = ", ".join(f"{key} {value}" for key, value in options.items())
                    report.check(f"game {game_id} ({words})", _game_check(app, game_id, 1000 + index, options))
            for index, entry in enumerate(games.available_games()):
                if not entry.has_table():
                    report.check(f"game {entry.id}", _rules_check(entry.id, 2000 + index))
            report.check("search in worker processes", parallel_search_check)
            if not ids:
                report.failures += 1
                report.lines.append("FAIL  no game is available")
        finally:
            app.close()
            pygame.quit()
    for line in report.lines:
        print(line)
    print("self-test passed" if report.failures == 0 else f"self-test FAILED: {report.failures} problem(s)")
    return 0 if report.failures == 0 else 1
