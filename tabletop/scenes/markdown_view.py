"""A small Markdown renderer for the rules pages.

It understands what ``docs/rules/*.md`` uses: ``#``/``##``/``###`` headings,
paragraphs, ``-``/``*`` bullets, ``1.`` numbered items, ``**bold**`` spans,
``*italic*`` (drawn plain), inline ``code`` (drawn plain) and ``---`` rules.
:func:`layout` turns the text into positioned lines once per width; drawing
just blits the visible ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from tabletop.ui import theme

_BOLD = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
_STRIP = (re.compile(r"`([^`]*)`"), re.compile(r"(?<![\w*])\*(?!\s)([^*]+?)\*(?!\w)"),
          re.compile(r"\[([^\]]+)\]\([^)]*\)"))


@dataclass
class Block:
    kind: str  # h1, h2, h3, p, bullet, number, rule
    text: str
    marker: str = ""
    depth: int = 0


_REFERENCE = re.compile(r"^Tests?:\s")
"""A line naming the tests of a ruling ("Test: `tests/...::test_...`"), for developers."""


def parse(text: str, references: bool = False) -> list[Block]:
    """Markdown text to blocks (paragraph lines joined).

    A ruling's test references (a line starting "Test:" or "Tests:" and its continuation lines
    of code spans) are for developers: left out unless ``references``.
    """
    blocks: list[Block] = []
    para: list[str] = []
    in_reference = False

    def flush() -> None:
        if para:
            blocks.append(Block("p", " ".join(para)))
            para.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        indent = len(line) - len(line.lstrip(" "))
        if not stripped:
            in_reference = False
            flush()
            continue
        if not references and (_REFERENCE.match(stripped) or (in_reference and stripped.startswith("`"))):
            in_reference = True
            continue
        in_reference = False
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^[-*+]\s+(.*)$", stripped)
        number = re.match(r"^(\d+)[.)]\s+(.*)$", stripped)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append(Block(f"h{level}", heading.group(2).strip()))
        elif re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("rule", ""))
        elif bullet:
            flush()
            blocks.append(Block("bullet", bullet.group(1), "•", indent // 2))
        elif number:
            flush()
            blocks.append(Block("number", number.group(2), f"{number.group(1)}.", indent // 2))
        elif blocks and blocks[-1].kind in ("bullet", "number") and indent >= 2 and not para:
            blocks[-1].text += " " + stripped  # continuation of a list item
        else:
            para.append(stripped)
    flush()
    return blocks


def spans(text: str) -> list[tuple[str, bool]]:
    """``text`` split into (piece, bold) runs, other inline marks removed."""
    for pattern in _STRIP:
        text = pattern.sub(r"\1", text)
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in _BOLD.finditer(text):
        if m.start() > pos:
            out.append((text[pos:m.start()], False))
        out.append((m.group(1) or m.group(2), True))
        pos = m.end()
    if pos < len(text):
        out.append((text[pos:], False))
    return out


@dataclass
class Piece:
    """A run of text at (x, y) relative to the page, or a rule/marker."""

    x: int
    y: int
    text: str
    font: pygame.font.Font
    color: tuple[int, int, int]
    kind: str = "text"  # text or rule
    width: int = 0
    anchor: str = ""  # on the first piece of a ``##`` heading: the heading's text (for contents)


def layout(blocks: list[Block], width: int, s: theme.Scale) -> tuple[list[Piece], int]:
    """Positioned pieces for ``blocks`` in a column ``width`` wide, and the total height."""
    pieces: list[Piece] = []
    y = 0
    styles = {
        "h1": (s.font("title", "bold"), theme.BRASS, s(18), s(12)),
        "h2": (s.font("heading", "bold"), theme.BRASS, s(22), s(8)),
        "h3": (s.font("label", "bold"), theme.TEXT, s(16), s(6)),
    }
    body = s.font("body")
    bold = s.font("body", "bold")
    for block in blocks:
        if block.kind == "rule":
            y += s(10)
            pieces.append(Piece(0, y, "", body, theme.PANEL_BORDER, "rule", width))
            y += s(14)
            continue
        if block.kind in styles:
            font, color, before, after = styles[block.kind]
            y += before if pieces else 0
            anchor = block.text if block.kind == "h2" else ""
            for line in _wrap_runs([(block.text, False)], font, font, width):
                for x, text, _ in line:
                    pieces.append(Piece(x, y, text, font, color, anchor=anchor))
                    anchor = ""
                y += font.get_linesize()
            y += after
            continue
        indent = 0
        if block.kind in ("bullet", "number"):
            indent = s(26) + block.depth * s(22)
            marker_x = indent - s(20)
            pieces.append(Piece(marker_x, y, block.marker, bold if block.kind == "number" else body, theme.BRASS))
        for line in _wrap_runs(spans(block.text), body, bold, width - indent):
            for x, text, is_bold in line:
                pieces.append(Piece(indent + x, y, text, bold if is_bold else body,
                                    theme.TEXT if is_bold else theme.TEXT_DIM))
            y += body.get_linesize()
        y += s(8) if block.kind == "p" else s(4)
    return pieces, y


def _wrap_runs(
    runs: list[tuple[str, bool]], regular: pygame.font.Font, bold: pygame.font.Font, width: int
) -> list[list[tuple[int, str, bool]]]:
    """Word-wrap styled runs into lines of (x, text, bold) pieces."""
    words: list[tuple[str, bool]] = []
    for text, is_bold in runs:
        parts = re.split(r"(\s+)", text)
        font = bold if is_bold else regular
        for part in parts:
            if part and not part.isspace():
                # a word wider than the column is cut into pieces that fit (no space between them)
                while font.size(part)[0] > width and len(part) > 1:
                    head = _longest_prefix(part, font, width) or part[0]
                    words.append((head, is_bold))
                    part = part[len(head):]
                words.append((part, is_bold))
            elif part:
                words.append((" ", is_bold))
    lines: list[list[tuple[int, str, bool]]] = [[]]
    x = 0
    space = regular.size(" ")[0]
    pending_space = False
    for word, is_bold in words:
        if word == " ":
            pending_space = bool(lines[-1])
            continue
        font = bold if is_bold else regular
        w = font.size(word)[0]
        gap = space if pending_space else 0
        if lines[-1] and x + gap + w > width:
            lines.append([])
            x, gap = 0, 0
        lines[-1].append((x + gap, word, is_bold))
        x += gap + w
        pending_space = False
    return [line for line in lines if line] or [[]]


def _longest_prefix(word: str, font: pygame.font.Font, width: int) -> str:
    """The longest start of ``word`` that fits ``width`` pixels in ``font`` ("" if none does)."""
    lo, hi = 0, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(word[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return word[:lo]


def contents(pieces: list[Piece]) -> list[tuple[str, int]]:
    """The page's ``##`` headings with the height each starts at, in order."""
    return [(piece.anchor, piece.y) for piece in pieces if piece.anchor]
