"""Screenshots of every table, for looking at the layout at many window sizes and looks.

    python tools/screenshots.py OUT_DIR [--sizes 1280x720,1600x900] [--games meh:2,mythomakya:6:battle]
                                [--scale 1.0] [--contrast] [--seed 7] [--hover] [--end]

Each table is opened through the app's own scenes (menu, then the table), at a
reproducible point about half-way through a random game where the first seat (a
person) is to act, drawn for a few frames and saved as
``<game>-<players>p[-<variant>]-<width>x<height>[-s<scale>][-hc].png`` (a table given as
``game:players:variant`` is played with that ``variant`` option). With ``--end`` the random game
is played to its end instead, and the final table is saved (``...-end.png``). Headless by default
(SDL's dummy drivers); set SDL_VIDEODRIVER to use a real display.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ALL_TABLES = ("meh:2,meh:4,maskmen:4,maskmen:6,mindbug:2,mindbug:4,mythomakya:4,mythomakya:6,"
              "mythomakya:4:battle,mythomakya:6:battle,mathenyism:2,mathenyism:4,mathenyism:6")


def _pairs(text: str, sep: str) -> list[tuple[str, str]]:
    return [tuple(item.split(sep, 1)) for item in text.split(",") if item]  # type: ignore[misc]


def _tables(text: str) -> list[tuple[str, int, str | None]]:
    """``game:players[:variant]`` items as (game, players, variant or None)."""
    tables = []
    for item in (i for i in text.split(",") if i):
        game_id, players, *variant = item.split(":")
        tables.append((game_id, int(players), variant[0] if variant else None))
    return tables


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", default="1280x720,1600x900,1920x1080,2560x1440")
    parser.add_argument("--games", default=ALL_TABLES)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--contrast", action="store_true")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--hover", action="store_true",
                        help="rest the mouse on the first card of the hand (or the first the person may pick)")
    parser.add_argument("--end", action="store_true", help="play the random game to its end: the final table")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.app import App
    from tabletop.commands.frames import last_move_match, midgame_match
    from tabletop.scenes.menu import MenuScene
    from tabletop.scenes.table import TableScene
    from tabletop.storage import Storage

    args.out.mkdir(parents=True, exist_ok=True)
    tag = (f"-s{args.scale:g}" if args.scale != 1.0 else "") + ("-hc" if args.contrast else "")
    tag += "-end" if args.end else ""
    with tempfile.TemporaryDirectory() as home:
        storage = Storage(Path(home) / "config", Path(home) / "data")
        for width, height in ((int(w), int(h)) for w, h in _pairs(args.sizes, "x")):
            app = App(storage=storage, size=(width, height))
            app.settings.ai_pace = 0.0
            app.settings.ui_scale, app.settings.high_contrast = args.scale, args.contrast
            app.apply_settings()
            try:
                for game_id, players, variant in _tables(args.games):
                    options = {"variant": variant} if variant else None
                    if args.end:
                        match, last = last_move_match(game_id, seed=args.seed, players=players, options=options)
                    else:
                        match, last = midgame_match(game_id, seed=args.seed, players=players, options=options), None
                    app.settings.seen_how_to_play = [game_id]
                    app.push(MenuScene(app))
                    scene = TableScene(app, match, autosave=False, record=False, introduce=False)
                    app.push(scene)
                    if last is not None:
                        scene.play(last)
                    for _ in range(300 if args.end else 90):
                        app.step(1 / 60)
                    if args.hover:
                        pos = _first_hand_card(scene)
                        if pos is not None:
                            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                                                 buttons=(0, 0, 0)))
                            for _ in range(40):
                                app.step(1 / 60)
                    name = f"{game_id}-{players}p{'-' + variant if variant else ''}-{width}x{height}{tag}.png"
                    pygame.image.save(app.screen, str(args.out / name))
                    print(args.out / name)
                    app.pop_to(MenuScene)
                    app.pop()
                    scene.close()
            finally:
                app.close()
    return 0


def _first_hand_card(scene: object) -> tuple[int, int] | None:
    """The centre of the first card of the viewer's hand, where the table's layout names one; else of
    the first card or place the person may pick now (tables that lay the hand out per seat)."""
    table = getattr(scene, "table", None)
    layout = getattr(table, "layout", None)
    rects = getattr(layout, "hand_rects", None) or list(getattr(layout, "hand", {}).values())
    if not rects and hasattr(table, "choice_rects"):
        rects = table.choice_rects()
    return rects[0].center if rects else None


if __name__ == "__main__":
    sys.exit(main())
