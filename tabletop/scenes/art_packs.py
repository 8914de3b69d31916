"""The art packs screen (from the settings): where to put pictures of your own cards, and per
game which cards have one, which are missing and which files were skipped and why."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.scenes.base import Scene
from tabletop.ui import theme
from tabletop.ui.art_pack import EXTENSIONS, PACKS, PackReport
from tabletop.ui.widgets import (
    Button,
    FocusRing,
    draw_background,
    draw_panel,
    draw_text,
    ellipsize,
    wrap_text,
)

if TYPE_CHECKING:
    from tabletop.app import App

SHOWN_NAMES = 12
"""How many missing cards are named before "and N more"."""
SHOWN_PROBLEMS = 3


def pack_lines(report: PackReport, game_name: str) -> list[tuple[str, str]]:
    """What the screen says of one game's pack: (text, kind) with kind "head", "text" or "problem"."""
    total, found = len(report.names), len(report.found)
    if not found:
        head = f"{game_name}: no pack ({total} cards may have a picture)"
    elif found == total:
        head = f"{game_name}: all {total} cards have a picture"
    else:
        head = f"{game_name}: {found} of {total} cards have a picture"
    lines = [(head, "head")]
    missing = report.missing
    if found and missing:
        named = ", ".join(missing[:SHOWN_NAMES])
        more = f" and {len(missing) - SHOWN_NAMES} more" if len(missing) > SHOWN_NAMES else ""
        lines.append((f"Missing: {named}{more}", "text"))
    for problem in report.problems[:SHOWN_PROBLEMS]:
        lines.append((f"Skipped {problem}", "problem"))
    if len(report.problems) > SHOWN_PROBLEMS:
        lines.append((f"and {len(report.problems) - SHOWN_PROBLEMS} more files skipped", "problem"))
    if report.strangers:
        named = ", ".join(report.strangers[:4]) + (" \u2026" if len(report.strangers) > 4 else "")
        lines.append((f"Not named after a card: {named}", "problem"))
    return lines


class ArtPacksScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.again = Button("Look again", self.look_again, style="secondary")
        self.back = Button("Done", self.app.pop, hotkey=pygame.K_ESCAPE)
        self.ring = FocusRing(lambda: [self.again, self.back])
        self.reports: list[tuple[str, PackReport]] = []
        self.look_again()

    def look_again(self) -> None:
        """Look in the folders again (the player may just have added pictures)."""
        from tabletop import games

        PACKS.rescan()
        self.reports = []
        for entry in games.GAMES.values():
            if not entry.has_table():
                continue
            entry.table()  # the table's card art names the game's cards to the packs
            if entry.id not in PACKS.cards:
                continue
            folder = PACKS.game_folder(entry.id)
            if folder is not None:
                try:  # the folders are there for the player to find
                    folder.mkdir(parents=True, exist_ok=True)
                except OSError:
                    pass
            self.reports.append((entry.name, PACKS.report(entry.id)))

    def lines(self) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        for name, report in self.reports:
            out += pack_lines(report, name)
        return out

    def layout(self, size: tuple[int, int]) -> theme.Scale:
        s = theme.Scale.for_size(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - s(80), s(900)), h - s(150))
        self.panel.center = (w // 2, h // 2 + s(30))
        bw, bh, gap = s(180), s(theme.BUTTON_H), s(20)
        self.again.rect = pygame.Rect(self.panel.centerx - bw - gap // 2, self.panel.bottom - bh - s(22), bw, bh)
        self.back.rect = pygame.Rect(self.panel.centerx + gap // 2, self.again.rect.y, bw, bh)
        return s

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.screen.get_size())
        if self.ring.handle_event(event) or self.again.handle_event(event):
            return
        self.back.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.layout(surface.get_size())
        draw_background(surface)
        panel = self.panel
        draw_text(surface, "Art packs", s.font("title", "bold"), theme.BRASS, (panel.centerx, panel.y - s(34)),
                  "center")
        draw_panel(surface, panel, theme.PANEL, theme.PANEL_BORDER, radius=s(16), shadow=s(6))
        x, width = panel.x + s(30), panel.w - s(60)
        y = panel.y + s(22)
        small, body, head = s.font("small"), s.font("body"), s.font("label", "bold")
        folder = str(PACKS.folder) if PACKS.folder is not None else "(no data folder)"
        intro = (f"Pictures of your own cards replace the drawn faces. Put them in {folder}, one folder per game,"
                 f" each file named after its card: mindbug/Axolotl Healer.png"
                 f" ({', '.join(e.lstrip('.').upper() for e in EXTENSIONS[:2])}). Tabletop ships no pictures.")
        for line in wrap_text(intro, body, width):
            draw_text(surface, line, body, theme.TEXT_DIM, (x, y))
            y += body.get_linesize()
        y += s(10)
        bottom = self.again.rect.y - s(12)
        for text, kind in self.lines():
            font = head if kind == "head" else small
            colour = theme.TEXT if kind == "head" else theme.DANGER if kind == "problem" else theme.TEXT_MUTED
            if kind == "head":
                y += s(8)
            for part in wrap_text(text, font, width)[:2]:
                if y + font.get_linesize() > bottom:
                    draw_text(surface, "\u2026", font, theme.TEXT_MUTED, (x, y - s(4)))
                    break
                draw_text(surface, ellipsize(part, font, width), font, colour, (x, y))
                y += font.get_linesize()
        self.again.draw(surface, s)
        self.back.draw(surface, s)
