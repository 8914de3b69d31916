"""The app: one window, a stack of scenes, a 60 fps loop, the settings applied.

``run_app()`` opens the main menu; ``run_app("meh", "human,hard")`` goes
straight to a Meh table. The loop keeps drawing while bots think (they run
on worker threads). Setting ``TABLETOP_FIRST_FRAME=1`` makes the app print
``first-frame <unix time>`` when its first frame is on screen and exit, which
``tabletop bench`` uses to time start-up.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from typing import TYPE_CHECKING, Any

import pygame

from tabletop import memory
from tabletop.commands.usage import INTERRUPTED
from tabletop.storage import Settings, Storage
from tabletop.ui import theme
from tabletop.ui.art_pack import FOLDER as ART_FOLDER
from tabletop.ui.art_pack import PACKS as ART_PACKS
from tabletop.ui.sound import SoundManager
from tabletop.ui.widgets import Toasts

if TYPE_CHECKING:
    from tabletop.scenes.base import Scene
    from tabletop.scenes.menu import MenuScene

DEFAULT_SIZE = (1280, 800)
FPS = 60
FIRST_FRAME_ENV = "TABLETOP_FIRST_FRAME"
TITLE = "Tabletop"


class App:
    """The window, the scene stack and the services scenes share (storage, sound, toasts)."""

    def __init__(self, storage: Storage | None = None, size: tuple[int, int] = DEFAULT_SIZE) -> None:
        self.storage = storage or Storage()
        self.settings: Settings = self.storage.load_settings()
        theme.configure(self.settings.ui_scale, self.settings.high_contrast)
        ART_PACKS.use(self.storage.data_dir / ART_FOLDER)  # the player's own card pictures, if any
        self.sound = SoundManager(self.settings.volume, self.settings.muted)
        self.toasts = Toasts()
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.window_size = size
        self.time = 0.0
        self.frames = 0
        self.frame_seconds = 0.0
        """How long the last frame took to handle its events, update, draw and show (no waiting)."""
        self._trim_due = False  # a scene left the stack since the last frame
        self._fullscreen = False
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        self._set_icon()
        self.screen = self._open(fullscreen=self.settings.fullscreen)
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()
        self.show_problems()

    # --- window ------------------------------------------------------------------
    def _open(self, fullscreen: bool) -> pygame.Surface:
        self._fullscreen = fullscreen
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self._fullscreen = False
        screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self._set_minimum_size()
        return screen

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():  # the display-module bridge is deprecated but still the way here
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = theme.MIN_SIZE
        except (AttributeError, pygame.error, ValueError):
            pass  # older pygame-ce: VIDEORESIZE below enforces the minimum instead

    def _set_icon(self) -> None:
        from tabletop import assets

        try:
            pygame.display.set_icon(pygame.image.load(str(assets.asset_path("art", "icon.png"))))
        except (OSError, pygame.error):
            pass

    @property
    def fullscreen(self) -> bool:
        return self._fullscreen

    def set_fullscreen(self, on: bool) -> None:
        """Switch to or from fullscreen and remember it in the settings."""
        if on != self._fullscreen:
            if not self._fullscreen:
                self.window_size = self.screen.get_size()
            self.screen = self._open(on)
        if self.settings.fullscreen != on:
            self.settings.fullscreen = on
            self.save_settings()

    def _resized(self, size: tuple[int, int]) -> None:
        w, h = max(size[0], theme.MIN_SIZE[0]), max(size[1], theme.MIN_SIZE[1])
        if (w, h) != tuple(size):
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        else:
            self.screen = pygame.display.get_surface() or self.screen
        self.window_size = (w, h)

    # --- settings and messages -----------------------------------------------------
    def apply_settings(self) -> None:
        self.sound.configure(self.settings.volume, self.settings.muted)
        theme.configure(self.settings.ui_scale, self.settings.high_contrast)
        self.set_fullscreen(self.settings.fullscreen)

    def save_settings(self) -> None:
        try:
            self.storage.save_settings(self.settings)
        except OSError as exc:
            self.toasts.show(f"Settings could not be saved: {exc}", "error")

    def show_problems(self) -> None:
        """Show (as toasts) the messages about damaged files that storage collected."""
        for message in self.storage.take_problems():
            self.toasts.show(message, "error", seconds=7.0)

    def message(self, text: str, kind: str = "info") -> None:
        self.toasts.show(text, kind)

    # --- scene stack ---------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; when the last one goes, the app quits."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        self._trim_due = True
        if self.scenes:
            self.scenes[-1].on_enter()
        else:
            self.quit()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
            self._trim_due = True
        self.scenes.append(scene)
        scene.on_enter()

    def pop_to(self, scene_type: type) -> None:
        """Pop scenes until one of ``scene_type`` is on top (or only one scene is left)."""
        while len(self.scenes) > 1 and not isinstance(self.scenes[-1], scene_type):
            self.scenes.pop().on_exit()
            self._trim_due = True
        if self.scenes:
            self.scenes[-1].on_enter()

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # --- loop ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self._fullscreen:
            self._resized(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self._fullscreen)
            return
        top = self.top
        if top is not None:
            top.handle_event(event)

    def step(self, dt: float | None = None) -> None:
        """One frame: events, update, draw, flip. ``dt`` defaults to the real time since the last frame."""
        if dt is None:
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)
        start = time.perf_counter()
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        self.time += dt
        top = self.top
        if top is not None:
            top.update(dt)
        self.toasts.update(dt)
        self.draw()
        for news in ART_PACKS.take_news():  # a picture of an art pack met while drawing and skipped
            self.toasts.show(news, "error", seconds=7.0)
        pygame.display.flip()
        self.frames += 1
        self.frame_seconds = time.perf_counter() - start
        if self._trim_due:  # a scene left: what its surfaces held goes back to the system
            self._trim_due = False
            memory.trim()

    def draw(self) -> None:
        surface = pygame.display.get_surface() or self.screen
        self.screen = surface
        top = self.top
        if top is not None:
            top.draw(surface)
        else:
            surface.fill(theme.WOOD_DARK)
        self.toasts.draw(surface, top.toast_area(surface.get_size()) if top is not None else None)

    def run(self) -> int:
        first_frame = os.environ.get(FIRST_FRAME_ENV)
        try:
            while self.running:
                self.step()
                if first_frame and self.frames == 1:
                    print(f"first-frame {time.time():.4f}", flush=True)
                    self.quit()
        except KeyboardInterrupt:  # Ctrl+C in the terminal that started the app: it closes as its window would
            self.quit(INTERRUPTED)
        for scene in reversed(self.scenes):
            scene.on_exit()
        self.scenes.clear()
        return self.exit_code

    def close(self) -> None:
        """Leave every scene (stopping bot threads) and close the window."""
        while self.scenes:
            self.scenes.pop().on_exit()
        pygame.display.quit()


def parse_seats(text: str | None, game_id: str) -> list[str]:
    """Seat kinds from ``"human,hard"``; ValueError with a clear message if not playable."""
    from tabletop import games
    from tabletop.scenes.matches import SEAT_KINDS

    entry = games.get(game_id)
    rules = entry.rules()
    if text is None:
        kinds = ["human"] + ["normal"] * (max(2, rules.min_players) - 1)
    else:
        kinds = [k.strip().lower().removeprefix("ai:") for k in text.split(",") if k.strip()]
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {kind!r}; use {', '.join(SEAT_KINDS)}")
    if not rules.min_players <= len(kinds) <= rules.max_players:
        raise ValueError(f"{rules.name} is for {rules.min_players}-{rules.max_players} players, not {len(kinds)}")
    return kinds


def open_game(app: App, menu: MenuScene, game_id: str, kinds: list[str] | None, options: dict[str, Any] | None,
              seed: int | None) -> None:
    """From the command line straight into ``game_id``: its seat setup (``kinds`` None) or a new table.

    As from the menu, a new game that would replace an unfinished one of the same kind asks first.
    """
    from tabletop.scenes.matches import new_match
    from tabletop.scenes.menu import ReplaceGameScene
    from tabletop.scenes.table import TableScene

    if kinds is None:
        menu.setup(game_id)
        return

    def start() -> None:
        match = new_match(game_id, kinds, options=options, seed=seed, casual_undo=app.settings.casual_undo)
        app.push(TableScene(app, match))

    save = menu.unfinished_game(game_id)
    if save is None:
        start()
    else:
        app.push(ReplaceGameScene(app, save, lambda: menu.resume_game(game_id), start))


def run_app(game_id: str | None = None, seats: str | None = None, seed: int | None = None,
            options: dict[str, Any] | None = None) -> int:
    """Open the app (optionally straight into ``game_id`` with ``seats`` and game ``options``) and run it;
    the exit code."""
    from tabletop import games
    from tabletop.scenes.menu import MenuScene

    kinds: list[str] | None = None
    if game_id is not None:
        try:
            entry = games.get(game_id)
        except KeyError as exc:
            print(f"tabletop: {exc.args[0]}", file=sys.stderr)
            return 2
        from tabletop.scenes.matches import playable

        if not playable(game_id):
            print(f"tabletop: {entry.name} is not available yet", file=sys.stderr)
            return 2
        try:
            kinds = parse_seats(seats, game_id) if seats is not None else None
        except ValueError as exc:
            print(f"tabletop: {exc}", file=sys.stderr)
            return 2
    app = App()
    menu = MenuScene(app)
    app.push(menu)
    if game_id is not None:
        open_game(app, menu, game_id, kinds, options, seed)
    try:
        return app.run()
    finally:
        pygame.quit()
