"""A text field edits as people expect: the model (caret, selection, words, clipboard) and the
widget driven by posted keys and clicks."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.text_edit import TextEdit
from tabletop.ui.widgets import TextInput


def test_typing_replaces_the_selection_and_respects_the_cap() -> None:
    edit = TextEdit("Player 1", max_len=10)
    edit.select_all()
    assert edit.insert("Mia")
    assert (edit.text, edit.caret, edit.selection) == ("Mia", 3, (3, 3))
    assert edit.insert("xxxxxxxxxxxx")
    assert edit.text == "Miaxxxxxxx" and len(edit.text) == 10
    assert not edit.insert("y")  # full: nothing changes
    assert edit.text == "Miaxxxxxxx"


def test_unprintable_characters_are_dropped() -> None:
    edit = TextEdit("a\x00b\nc")
    assert edit.text == "abc"
    edit.insert("\x07d")
    assert edit.text == "abcd"


def test_arrows_move_and_with_shift_select_and_collapse() -> None:
    edit = TextEdit("hello world")
    edit.move(-1)
    edit.move(-1, select=True)
    edit.move(-1, select=True)
    assert edit.selected() == "rl"
    edit.move(1)  # collapses to the right edge
    assert edit.caret == 10 and edit.selected() == ""
    edit.move_to(0)
    edit.move(1, select=True, word=True)
    assert edit.selected() == "hello "
    edit.move_to(len(edit.text))
    edit.move(-1, word=True)
    assert edit.caret == 6


@pytest.mark.parametrize(("step", "word", "expected"), [(-1, False, "hello worl"), (-1, True, "hello "),
                                                        (1, False, "hello world")])
def test_backspace_and_delete(step: int, word: bool, expected: str) -> None:
    edit = TextEdit("hello world")
    edit.delete(step, word=word)
    assert edit.text == expected


def test_delete_takes_the_selection_first() -> None:
    edit = TextEdit("hello world")
    edit.move_to(2)
    edit.move_to(7, select=True)
    assert edit.delete(1)
    assert (edit.text, edit.caret) == ("heorld", 2)
    edit.move_to(0)
    assert not edit.delete(-1)  # nothing before the caret


def test_cut_copy_paste_through_a_clipboard() -> None:
    board: list[str] = []
    edit = TextEdit("Ann Bell", max_len=12)
    edit.move_to(0)
    edit.move_to(3, select=True)
    edit.copy(board.append)
    assert board == ["Ann"] and edit.text == "Ann Bell"
    assert edit.cut(board.append)
    assert board == ["Ann", "Ann"] and edit.text == " Bell"
    edit.move_to(len(edit.text))
    assert edit.paste("Ann\nsecond line")
    assert edit.text == " BellAnn"
    assert not edit.cut(board.append)  # nothing selected


@pytest.fixture
def field() -> TextInput:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((400, 120))
    widget = TextInput("Player 1", max_len=18)
    widget.rect = pygame.Rect(20, 30, 300, 44)
    widget.draw(surface, theme.Scale(1.0))
    return widget


def _key(widget: TextInput, key: int, mod: int = 0) -> None:
    widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def _mouse(widget: TextInput, kind: int, pos: tuple[int, int]) -> None:
    extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"buttons": (1, 0, 0), "rel": (0, 0)}
    widget.handle_event(pygame.event.Event(kind, pos=pos, **extra))


def test_ctrl_a_then_typing_replaces_the_name(field: TextInput) -> None:
    _mouse(field, pygame.MOUSEBUTTONDOWN, field.rect.center)
    _mouse(field, pygame.MOUSEBUTTONUP, field.rect.center)
    _key(field, pygame.K_a, pygame.KMOD_LCTRL)
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Mia"))
    assert field.text == "Mia"


def test_a_click_puts_the_caret_between_the_letters_under_it(field: TextInput) -> None:
    font = theme.Scale(1.0).font("body", "semibold")
    x = field.rect.x + 12 + font.size("Pla")[0]
    _mouse(field, pygame.MOUSEBUTTONDOWN, (x + 1, field.rect.centery))
    _mouse(field, pygame.MOUSEBUTTONUP, (x + 1, field.rect.centery))
    assert field.focused and field.edit.caret == 3


def test_dragging_selects_and_copy_paste_round_trips(field: TextInput) -> None:
    font = theme.Scale(1.0).font("body", "semibold")
    left = field.rect.x + 12
    y = field.rect.centery
    _mouse(field, pygame.MOUSEBUTTONDOWN, (left, y))
    _mouse(field, pygame.MOUSEMOTION, (left + font.size("Player")[0], y))
    _mouse(field, pygame.MOUSEBUTTONUP, (left + font.size("Player")[0], y))
    assert field.edit.selected() == "Player"
    _key(field, pygame.K_c, pygame.KMOD_LCTRL)
    _key(field, pygame.K_END)
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=" "))
    _key(field, pygame.K_v, pygame.KMOD_LCTRL)
    assert field.text == "Player 1 Player"


def test_changes_are_reported_and_enter_ends_editing(field: TextInput) -> None:
    seen: list[str] = []
    field.on_change = seen.append
    _mouse(field, pygame.MOUSEBUTTONDOWN, field.rect.center)
    _key(field, pygame.K_BACKSPACE)
    _key(field, pygame.K_LEFT)  # moving changes nothing
    assert seen == ["Player "]
    _key(field, pygame.K_RETURN)
    assert not field.focused
    _mouse(field, pygame.MOUSEBUTTONDOWN, (5, 5))  # a click elsewhere does not focus it
    assert not field.focused
