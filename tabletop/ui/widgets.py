"""Small widgets for the app's scenes: text, panels, buttons, toggles, sliders,
choice pickers, a name field and toasts.

Widgets keep their own ``rect`` (set by the scene's layout each frame) and
react to events through ``handle_event(event) -> bool`` (True when the event
was used). Mouse positions always come from ``event.pos``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.cards import SurfaceCache
from tabletop.ui.text_edit import TextEdit

# --- text ----------------------------------------------------------------------------

_text_cache = SurfaceCache(limit=800, max_bytes=4 * 2**20)


def render_text(text: str, font: pygame.font.Font, color: Sequence[int]) -> pygame.Surface:
    """The rendered text, cached (fonts come from the asset cache, so ids are stable)."""
    return _text_cache.get((text, id(font), tuple(color)), lambda: font.render(text, True, color))


def draw_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    color: Sequence[int],
    pos: tuple[int, int],
    anchor: str = "topleft",
) -> pygame.Rect:
    """Blit ``text`` with its ``anchor`` point ("center", "midleft", ...) at ``pos``."""
    rendered = render_text(text, font, color)
    rect = rendered.get_rect(**{anchor: pos})
    surface.blit(rendered, rect)
    return rect


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (breaking long words if needed)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width``."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


# --- shapes ----------------------------------------------------------------------------


_panel_cache = SurfaceCache(limit=64)


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Sequence[int] = theme.PANEL,
    border: Sequence[int] | None = theme.PANEL_BORDER,
    radius: int = 10,
    shadow: int = 4,
    alpha: int = 255,
) -> None:
    """A rounded panel with a soft drop shadow and an optional border (cached per look and size)."""
    key = (rect.size, tuple(color), tuple(border) if border is not None else None, radius, shadow, alpha)
    panel = _panel_cache.get(key, lambda: _make_panel(rect.size, color, border, radius, shadow, alpha))
    surface.blit(panel, (rect.x - shadow, rect.y - shadow))


def _make_panel(
    size: tuple[int, int],
    color: Sequence[int],
    border: Sequence[int] | None,
    radius: int,
    shadow: int,
    alpha: int,
) -> pygame.Surface:
    w, h = size
    out = pygame.Surface((w + shadow * 2, h + shadow * 3), pygame.SRCALPHA)
    body = pygame.Rect(shadow, shadow, w, h)
    if shadow > 0:
        pygame.draw.rect(out, (0, 0, 0, 70), body.move(shadow // 2, shadow).inflate(shadow, shadow),
                         border_radius=radius + shadow)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color[:3], alpha), layer.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(layer, (*border[:3], 255), layer.get_rect(), width=max(1, radius // 6),
                         border_radius=radius)
    out.blit(layer, body.topleft)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


_background_cache = SurfaceCache(limit=1)  # the felt for the window's size


def _felt(size: tuple[int, int]) -> pygame.Surface:
    """Felt with a smooth radial light in the middle and a faint woven speckle."""
    small_w, small_h = 48, 30
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.3)
            small.set_at((x, y), theme.lerp_color(theme.FELT_LIGHT, theme.FELT_DARK, d * d))
    felt = _with_alpha(pygame.transform.smoothscale(small, size))
    w, h = size
    for k in range(w * h // 160):
        x = (k * 7919) % w
        y = (k * 104729 // 7) % h
        c = felt.get_at((x, y))
        felt.set_at((x, y), (max(0, c.r - 7), max(0, c.g - 9), max(0, c.b - 7)))
    return felt


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def _make_background(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(theme.WOOD)
    # wood grain: faint horizontal bands
    band = max(3, h // 90)
    for y in range(0, h, band):
        shade = theme.lerp_color(theme.WOOD, theme.WOOD_GRAIN, 0.5 + 0.5 * ((y * 7919) % 13) / 13)
        pygame.draw.line(surface, shade, (0, y), (w, y + band // 3), 1)
    # felt inset with a soft vignette
    s = theme.Scale.for_size(size)
    inset = pygame.Rect(0, 0, w, h).inflate(-s(28), -s(28))
    pygame.draw.rect(surface, theme.WOOD_DARK, inset.inflate(s(6), s(6)), border_radius=s(22))
    felt = _felt(inset.size)
    mask = pygame.Surface(inset.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=s(20))
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(felt, inset.topleft)
    pygame.draw.rect(surface, theme.BRASS_DARK, inset, width=max(1, s(2)), border_radius=s(20))
    return surface


def draw_background(surface: pygame.Surface) -> None:
    """The walnut table with its felt, cached per window size."""
    size = surface.get_size()

    def make() -> pygame.Surface:
        background = _make_background(size)
        return background.convert() if pygame.display.get_surface() is not None else background

    surface.blit(_background_cache.get((size, theme.look()), make), (0, 0))


def dim(surface: pygame.Surface, alpha: int = 150, color: Sequence[int] = (0, 0, 0)) -> None:
    """Darken the whole surface (behind a dialog or curtain)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*color[:3], alpha))
    surface.blit(veil, (0, 0))


# --- widgets ----------------------------------------------------------------------------

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    """Something with a rect that can draw and take events."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.visible = True
        self.enabled = True
        self.focused = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def on_key(self, key: int) -> bool:
        """A key pressed while this widget has the keyboard focus; True if used."""
        return False

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        raise NotImplementedError

    def draw_focus(self, surface: pygame.Surface, s: theme.Scale, rect: pygame.Rect | None = None) -> None:
        if self.focused:
            r = (rect or self.rect).inflate(s(8), s(8))
            pygame.draw.rect(surface, theme.SELECTED, r, width=max(2, s(2)), border_radius=s(12))

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)


class Button(Widget):
    """A rounded button; ``on_click`` runs on a left click released over it, or Enter when focused."""

    def __init__(
        self,
        label: str,
        on_click: Callable[[], Any] | None = None,
        style: str = "primary",
        enabled: bool = True,
        hotkey: int | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.style = style  # primary, secondary, danger
        self.enabled = enabled
        self.hotkey = hotkey
        self.pressed = False
        self.tooltip = ""  # said under the button while the pointer is over it (enabled or not)

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = False
            if self.rect.collidepoint(event.pos) and self.enabled:
                self.click()
                return True
        if event.type == pygame.KEYDOWN and self.enabled and self.hotkey is not None and event.key == self.hotkey:
            self.click()
            return True
        return False

    def on_key(self, key: int) -> bool:
        if key in ACTIVATE_KEYS and self.enabled:
            self.click()
            return True
        return False

    def colors(self) -> tuple[Sequence[int], Sequence[int]]:
        """(fill, text) colours for the current state."""
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_MUTED
        if self.style == "secondary":
            fill = theme.BUTTON_SECONDARY_HOVER if self.hover or self.focused else theme.BUTTON_SECONDARY
            return fill, theme.TEXT
        if self.style == "danger":
            base = theme.DANGER
            return (theme.lerp_color(base, (255, 255, 255), 0.15) if self.hover else base), theme.TEXT
        if self.pressed:
            return theme.BUTTON_PRESSED, theme.TEXT_ON_BRASS
        return (theme.BUTTON_HOVER if self.hover or self.focused else theme.BUTTON), theme.TEXT_ON_BRASS

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        if not self.visible:
            return
        fill, text = self.colors()
        radius = max(4, s(9))
        rect = self.rect.move(0, s(1)) if self.pressed else self.rect
        if self.enabled:
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, max(1, s(3))), border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge = theme.lerp_color(fill, (255, 255, 255), 0.25) if self.enabled else theme.BUTTON_DISABLED
        pygame.draw.rect(surface, edge, rect, width=max(1, s(1)), border_radius=radius)
        if self.focused:
            pygame.draw.rect(surface, theme.SELECTED, rect.inflate(s(6), s(6)), width=max(2, s(2)),
                             border_radius=radius + s(3))
        size = "label" if self.rect.h >= s(40) else "body"
        font = s.font(size, "semibold")
        label = ellipsize(self.label, font, rect.w - s(16))
        draw_text(surface, label, font, text, rect.center, "center")


class Toggle(Widget):
    """An on/off switch with a label at its left.

    With ``source`` the switch shows what ``source()`` says at every frame instead of a copy
    taken when it was made, so a value that can also change elsewhere (fullscreen by F11)
    never goes stale.
    """

    def __init__(
        self,
        label: str,
        value: bool,
        on_change: Callable[[bool], Any] | None = None,
        source: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self._value = value
        self.on_change = on_change
        self.source = source

    @property
    def value(self) -> bool:
        return self.source() if self.source is not None else self._value

    @value.setter
    def value(self, value: bool) -> None:
        self._value = value

    def switch_rect(self, s: theme.Scale) -> pygame.Rect:
        w, h = s(56), s(28)
        return pygame.Rect(self.rect.right - w, self.rect.centery - h // 2, w, h)

    def set(self, value: bool) -> None:
        self.value = value
        if self.on_change is not None:
            self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.set(not self.value)
            return True
        return False

    def on_key(self, key: int) -> bool:
        if key in (*ACTIVATE_KEYS, pygame.K_LEFT, pygame.K_RIGHT):
            self.set(not self.value if key in ACTIVATE_KEYS else key == pygame.K_RIGHT)
            return True
        return False

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        draw_text(surface, self.label, s.font("label"), theme.TEXT, (self.rect.x, self.rect.centery), "midleft")
        track = self.switch_rect(s)
        color = theme.SUCCESS if self.value else theme.BUTTON_DISABLED
        pygame.draw.rect(surface, color, track, border_radius=track.h // 2)
        knob_x = track.right - track.h // 2 if self.value else track.x + track.h // 2
        pygame.draw.circle(surface, theme.CARD_FACE, (knob_x, track.centery), track.h // 2 - s(3))
        self.draw_focus(surface, s, track)
        word = "On" if self.value else "Off"
        draw_text(surface, word, s.font("small", "semibold"), theme.TEXT_DIM,
                  (track.x - s(10), track.centery), "midright")


class Slider(Widget):
    """A horizontal slider between ``low`` and ``high``; ``fmt`` turns the value into text."""

    def __init__(
        self,
        label: str,
        value: float,
        low: float,
        high: float,
        on_change: Callable[[float], Any] | None = None,
        fmt: Callable[[float], str] = lambda v: f"{v:.1f}",
        step: float = 0.0,
    ) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.low = low
        self.high = high
        self.on_change = on_change
        self.fmt = fmt
        self.step = step
        self.dragging = False
        self._track = pygame.Rect(0, 0, 0, 0)
        self.value_rect = pygame.Rect(0, 0, 0, 0)  # where the value was last drawn
        self.knob_rect = pygame.Rect(0, 0, 0, 0)  # where the knob was last drawn

    KNOB_RADIUS = 11
    """The knob's radius in design units."""

    def track_rect(self, s: theme.Scale) -> pygame.Rect:
        w = min(s(300), self.rect.w * 2 // 5)
        return pygame.Rect(self.rect.right - w - s(10), self.rect.centery - s(3), w, s(6))

    def _set_from_x(self, x: int) -> None:
        track = self._track
        if track.w <= 0:
            return
        t = max(0.0, min(1.0, (x - track.x) / track.w))
        value = self.low + t * (self.high - self.low)
        if self.step:
            value = round(value / self.step) * self.step
        value = max(self.low, min(self.high, value))
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._track_hover(event)
        grab = self._track.inflate(24, 30)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and grab.collidepoint(event.pos):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._set_from_x(event.pos[0])
            return True
        return False

    def on_key(self, key: int) -> bool:
        if key not in (pygame.K_LEFT, pygame.K_RIGHT):
            return False
        step = self.step or (self.high - self.low) / 20
        value = self.value + (step if key == pygame.K_RIGHT else -step)
        value = max(self.low, min(self.high, round(value / step) * step))
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)
        return True

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        self._track = self.track_rect(s)
        track = self._track
        draw_text(surface, self.label, s.font("label"), theme.TEXT, (self.rect.x, self.rect.centery), "midleft")
        radius = s(self.KNOB_RADIUS)
        self.value_rect = draw_text(surface, self.fmt(self.value), s.font("body", "semibold"), theme.BRASS,
                                    (track.x - radius - s(12), self.rect.centery), "midright")
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=track.h // 2)
        t = (self.value - self.low) / (self.high - self.low) if self.high > self.low else 0.0
        filled = track.copy()
        filled.w = int(track.w * t)
        pygame.draw.rect(surface, theme.BRASS, filled, border_radius=track.h // 2)
        knob = (track.x + int(track.w * t), track.centery)
        self.knob_rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        self.knob_rect.center = knob
        pygame.draw.circle(surface, theme.CARD_FACE, knob, radius)
        pygame.draw.circle(surface, theme.SELECTED if self.focused else theme.BRASS_DARK, knob, radius,
                           max(1, s(3) if self.focused else s(2)))


@dataclass(frozen=True)
class Option:
    value: Any
    label: str


class Choice(Widget):
    """A value picked from a list with ‹ › arrows (click the arrows or the value to cycle)."""

    def __init__(
        self,
        options: Sequence[Option],
        index: int = 0,
        on_change: Callable[[Any], Any] | None = None,
        disabled_values: Callable[[], set[Any]] | None = None,
    ) -> None:
        super().__init__()
        if not options:
            raise ValueError("a choice needs options")
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.disabled_values = disabled_values

    @property
    def value(self) -> Any:
        return self.options[self.index].value

    def select(self, value: Any) -> None:
        for i, option in enumerate(self.options):
            if option.value == value:
                self.index = i
                return
        raise ValueError(f"{value!r} is not an option")

    def step(self, direction: int) -> None:
        blocked = self.disabled_values() if self.disabled_values else set()
        n = len(self.options)
        for k in range(1, n + 1):
            i = (self.index + direction * k) % n
            if self.options[i].value not in blocked or i == self.index:
                self.index = i
                break
        if self.on_change is not None:
            self.on_change(self.value)

    def on_key(self, key: int) -> bool:
        if key == pygame.K_LEFT:
            self.step(-1)
            return True
        if key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
            self.step(1)
            return True
        return False

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.h
        return (pygame.Rect(self.rect.x, self.rect.y, h, h), pygame.Rect(self.rect.right - h, self.rect.y, h, h))

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            left, _ = self.arrow_rects()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        radius = max(4, s(8))
        fill = theme.PANEL_LIGHT if not self.hover else theme.BUTTON_SECONDARY_HOVER
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, width=max(1, s(1)), border_radius=radius)
        left, right = self.arrow_rects()
        for rect, sign in ((left, -1), (right, 1)):
            cx, cy, k = rect.centerx, rect.centery, s(6)
            pts = [(cx - sign * k // 2, cy - k), (cx + sign * k, cy), (cx - sign * k // 2, cy + k)]
            pygame.draw.polygon(surface, theme.BRASS, pts)
        self.draw_focus(surface, s)
        font = s.font("body", "semibold")
        text = ellipsize(self.options[self.index].label, font, self.rect.w - 2 * left.w)
        draw_text(surface, text, font, theme.TEXT, self.rect.center, "center")


class TextInput(Widget):
    """A one-line text field (for seat names), editing as people expect (see :class:`TextEdit`).

    Click to focus and place the caret, drag to select; Ctrl+A selects all; Ctrl+C, Ctrl+X and
    Ctrl+V copy, cut and paste through the system clipboard (Cmd on macOS); Enter, Escape, Tab
    or a click elsewhere ends editing.
    """

    def __init__(self, text: str, max_len: int = 18, on_change: Callable[[str], Any] | None = None) -> None:
        super().__init__()
        self.edit = TextEdit(text, max_len)
        self.on_change = on_change
        self.blink = 0.0
        self.selecting = False
        self._font: pygame.font.Font | None = None  # as last drawn, to find the caret from a click
        self._text_x = 0

    @property
    def text(self) -> str:
        return self.edit.text

    @text.setter
    def text(self, value: str) -> None:
        self.edit.set_text(value)

    @property
    def max_len(self) -> int:
        return self.edit.max_len

    def _changed(self) -> None:
        self.blink = 0.0
        if self.on_change is not None:
            self.on_change(self.text)

    def index_at(self, x: int) -> int:
        """The caret position nearest to ``x`` on screen."""
        if self._font is None:
            return len(self.text)
        best, best_gap = 0, abs(x - self._text_x)
        for i in range(1, len(self.text) + 1):
            gap = abs(x - (self._text_x + self._font.size(self.text[:i])[0]))
            if gap < best_gap:
                best, best_gap = i, gap
        return best

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused:
                if not was:
                    pygame.key.start_text_input()
                shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
                self.edit.move_to(self.index_at(event.pos[0]), select=shift)
                self.selecting = True
                self.blink = 0.0
            return self.focused
        if event.type == pygame.MOUSEMOTION and self.selecting:
            self.edit.move_to(self.index_at(event.pos[0]), select=True)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.selecting:
            self.selecting = False
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            if self.edit.insert(event.text):
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        command = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mod & pygame.KMOD_SHIFT)
        edit, key, changed = self.edit, event.key, False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.focused = False
            self.selecting = False
            return key != pygame.K_TAB
        if command and key == pygame.K_a:
            edit.select_all()
        elif command and key == pygame.K_c:
            edit.copy(clipboard_put)
        elif command and key == pygame.K_x:
            changed = edit.cut(clipboard_put)
        elif command and key == pygame.K_v:
            changed = edit.paste(clipboard_get())
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            changed = edit.delete(-1 if key == pygame.K_BACKSPACE else 1, word=command)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            edit.move(-1 if key == pygame.K_LEFT else 1, select=shift, word=command)
        elif key in (pygame.K_HOME, pygame.K_END):
            edit.move_to(0 if key == pygame.K_HOME else len(edit.text), select=shift)
        self.blink = 0.0
        if changed:
            self._changed()
        return True

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface, s: theme.Scale) -> None:
        radius = max(4, s(8))
        pygame.draw.rect(surface, theme.CARD_FACE if self.focused else theme.PANEL_LIGHT, self.rect,
                         border_radius=radius)
        border = theme.SELECTED if self.focused else theme.PANEL_BORDER
        pygame.draw.rect(surface, border, self.rect, width=max(1, s(2)), border_radius=radius)
        font = s.font("body", "semibold")
        self._font, self._text_x = font, self.rect.x + s(12)
        top, bottom = self.rect.y + s(8), self.rect.bottom - s(8)
        start, end = self.edit.selection
        if self.focused and start != end:
            x0 = self._text_x + font.size(self.text[:start])[0]
            x1 = self._text_x + font.size(self.text[:end])[0]
            pygame.draw.rect(surface, theme.SELECTION, (x0, top, x1 - x0, bottom - top))
        color = theme.TEXT_DARK if self.focused else theme.TEXT
        shown = self.text or ("" if self.focused else "(name)")
        draw_text(surface, shown, font, color if self.text else theme.TEXT_MUTED, (self._text_x, self.rect.centery),
                  "midleft")
        if self.focused and self.blink < 0.55:
            x = self._text_x + font.size(self.text[: self.edit.caret])[0]
            pygame.draw.line(surface, theme.TEXT_DARK, (x, top), (x, bottom), max(1, s(2)))


_clipboard = [""]
"""Our own clipboard, used when the system's is not available (no window, no clipboard support)."""


def clipboard_put(text: str) -> None:
    """Put ``text`` on the system clipboard (and ours)."""
    _clipboard[0] = text
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        pass


def clipboard_get() -> str:
    """The system clipboard's text, else what we last put there."""
    try:
        if pygame.scrap.has_text():
            return pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        pass
    return _clipboard[0]


def draw_tooltip(surface: pygame.Surface, s: theme.Scale, anchor: pygame.Rect, text: str) -> pygame.Rect:
    """``text`` on a small dark panel just under ``anchor`` (wrapped, kept on screen); returns its rect."""
    font = s.font("small")
    lines = wrap_text(text, font, s(320))
    pad = s(10)
    w = max(font.size(line)[0] for line in lines) + 2 * pad
    h = len(lines) * font.get_linesize() + 2 * pad
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (anchor.centerx, anchor.bottom + s(8))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.WOOD_DARK, box, border_radius=s(8))
    pygame.draw.rect(surface, theme.BRASS_DARK, box, width=max(1, s(1)), border_radius=s(8))
    y = box.y + pad
    for line in lines:
        draw_text(surface, line, font, theme.TEXT, (box.x + pad, y))
        y += font.get_linesize()
    return box


# --- toasts ----------------------------------------------------------------------------


@dataclass
class _Toast:
    text: str
    kind: str
    left: float


class Toasts:
    """Short messages under the top bar that fade out, newest first."""

    def __init__(self) -> None:
        self.items: list[_Toast] = []

    def show(self, text: str, kind: str = "info", seconds: float = 3.5) -> None:
        self.items = [t for t in self.items if t.text != text][-3:]
        self.items.append(_Toast(text, kind, seconds))

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.left -= dt
        self.items = [t for t in self.items if t.left > 0]

    def texts(self) -> list[str]:
        return [t.text for t in self.items]

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> list[pygame.Rect]:
        """Draw the toasts stacked down from the top centre of ``area`` (default: centred under
        the top bar), each at most as wide as it; the rectangles drawn."""
        if not self.items:
            return []
        s = theme.Scale.for_size(surface.get_size())
        if area is None:
            width = min(s(760) + s(56), surface.get_width() - s(80) + s(56))
            area = pygame.Rect((surface.get_width() - width) // 2, s(theme.TOP_BAR_H + 14), width, 0)
        font = s.font("body", "semibold")
        y = area.y
        drawn: list[pygame.Rect] = []
        for toast in reversed(self.items):
            lines = wrap_text(toast.text, font, max(s(80), area.w - s(56)))
            line_h = font.get_linesize()
            w = max(font.size(line)[0] for line in lines) + s(56)
            h = line_h * len(lines) + s(22)
            rect = pygame.Rect(0, 0, w, h)
            rect.midtop = (area.centerx, y)
            drawn.append(rect)
            alpha = int(255 * min(1.0, toast.left / 0.4))
            accent = {"error": theme.DANGER, "success": theme.SUCCESS}.get(toast.kind, theme.BRASS)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_panel(layer, layer.get_rect(), theme.PANEL, accent, radius=s(12), shadow=0)
            pygame.draw.circle(layer, accent, (s(22), h // 2), s(6))
            for i, line in enumerate(lines):
                draw_text(layer, line, font, theme.TEXT, (s(38), s(11) + i * line_h), "topleft")
            layer.set_alpha(alpha)
            surface.blit(layer, rect)
            y = rect.bottom + s(8)
        return drawn


# --- keyboard focus --------------------------------------------------------------------


class FocusRing:
    """Keyboard navigation over a scene's widgets: Tab / Shift+Tab and Up / Down move the
    focus, the focused widget gets the other keys (Enter, Space, Left, Right).

    ``widgets`` returns the widgets in order each time (visible, enabled ones are used).
    A mouse click clears the focus, so mouse and keyboard never fight.
    """

    def __init__(self, widgets: Callable[[], Sequence[Widget]]) -> None:
        self.widgets = widgets

    def _usable(self) -> list[Widget]:
        return [w for w in self.widgets() if w.visible and w.enabled]

    def current(self) -> Widget | None:
        return next((w for w in self._usable() if w.focused), None)

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets():
            w.focused = w is widget
        if isinstance(widget, TextInput):
            pygame.key.start_text_input()

    def move(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        cur = self.current()
        if cur is None:
            index = 0 if step > 0 else len(usable) - 1
        else:
            index = (usable.index(cur) + step) % len(usable)
        self.focus(usable[index])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            for w in self.widgets():
                if not isinstance(w, TextInput):
                    w.focused = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            self.move(1 if event.key == pygame.K_DOWN else -1)
            return True
        cur = self.current()
        return cur is not None and cur.on_key(event.key)
