"""The in-app rules page as a player reads it: rules and rulings without test references, every
line inside the page at any window size, and contents that jump to a section."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop import assets, games
from tabletop.scenes.markdown_view import contents, layout, parse
from tabletop.scenes.rules import RulesScene
from tabletop.ui import theme

from .conftest import click

PAGES = [entry.id for entry in games.GAMES.values() if assets.rules_text(entry.id) is not None]


def test_every_game_with_rules_has_a_page() -> None:
    assert {"meh", "maskmen", "mindbug"} <= set(PAGES)


@pytest.mark.parametrize("game_id", PAGES)
def test_players_see_no_test_references_but_developers_can(game_id: str) -> None:
    text = assets.rules_text(game_id)
    assert text is not None and "tests/" in text  # the file keeps them for developers
    shown = " ".join(block.text for block in parse(text))
    assert "tests/" not in shown and "Test:" not in shown and "::" not in shown
    assert "tests/" in " ".join(block.text for block in parse(text, references=True))


def test_a_reference_ends_at_its_paragraph() -> None:
    text = "**1. A ruling.** Why.\nTest: `tests/x.py::a`,\n`tests/x.py::b`.\n\nNext paragraph stays."
    assert [b.text for b in parse(text)] == ["**1. A ruling.** Why.", "Next paragraph stays."]


@pytest.mark.parametrize("game_id", PAGES)
@pytest.mark.parametrize("width", [180, 420, 800])
def test_every_line_stays_inside_the_column(game_id: str, width: int) -> None:
    text = assets.rules_text(game_id)
    assert text is not None
    for references in (False, True):
        pieces, _ = layout(parse(text, references), width, theme.Scale(1.0))
        for piece in pieces:
            if piece.kind == "text":
                assert piece.x + piece.font.size(piece.text)[0] <= width, (piece.text, width)


def test_a_word_wider_than_the_column_is_cut_to_fit() -> None:
    word = "tests/mindbug/test_rules.py::test_a_very_long_name_that_cannot_fit_in_a_narrow_column"
    pieces, _ = layout(parse(word), 150, theme.Scale(1.0))
    assert len(pieces) > 1
    assert "".join(p.text for p in pieces) == word
    assert all(p.x + p.font.size(p.text)[0] <= 150 for p in pieces)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_contents_jump_to_a_section_and_mark_it(make_app: Any, home: Path, size: tuple[int, int]) -> None:
    app = make_app()
    app.screen = pygame.display.set_mode(size)
    scene = RulesScene(app, "mindbug")
    app.push(scene)
    app.step(1 / 60)
    app.step(1 / 60)
    headings = [block.text for block in scene.blocks if block.kind == "h2"]
    assert [heading for heading, _ in scene.sections] == headings
    assert len(scene.section_rects) == len(headings)
    assert all(not rect.colliderect(scene.panel) for rect in scene.section_rects)
    assert all(app.screen.get_rect().contains(rect) for rect in scene.section_rects)
    assert scene.scroll == 0 and scene.current_section() == 0
    target = headings.index("Keywords")
    click(app, scene.section_rects[target].center)
    assert scene.scroll == scene.sections[target][1]
    assert scene.current_section() == target


def test_a_narrow_window_leaves_the_page_readable_without_contents(make_app: Any, home: Path) -> None:
    app = make_app()
    app.screen = pygame.display.set_mode(theme.MIN_SIZE)
    scene = RulesScene(app, "mindbug")
    app.push(scene)
    app.step(1 / 60)
    s = theme.Scale.for_size(theme.MIN_SIZE)
    assert scene.panel.w >= s(560)
    assert all(not rect.colliderect(scene.panel) for rect in scene.section_rects)


def test_contents_list_the_h2_headings_in_order() -> None:
    pieces, _ = layout(parse("# T\n\n## One\n\ntext\n\n## Two words\n\n### Sub"), 300, theme.Scale(1.0))
    sections = contents(pieces)
    assert [name for name, _ in sections] == ["One", "Two words"]
    assert sections[0][1] < sections[1][1]
