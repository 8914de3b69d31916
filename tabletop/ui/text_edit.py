"""The editing model of a one-line text field: text, caret and selection, no drawing.

:class:`TextEdit` does what people expect of a text field: typing replaces the selection,
Backspace/Delete remove it or one character, arrows move the caret (with Shift they select,
with Ctrl they jump a word), Home/End, select all, cut, copy and paste. The widget that draws
it (:class:`tabletop.ui.widgets.TextInput`) maps keys and clicks onto these calls. Kept apart
from pygame so that it can be tested exhaustively.
"""

from __future__ import annotations

from collections.abc import Callable


def _printable(text: str) -> str:
    return "".join(ch for ch in text if ch.isprintable())


class TextEdit:
    """``text`` with a caret at ``caret`` and a selection from ``anchor`` to ``caret``.

    ``max_len`` caps the text; what does not fit of a paste or typed text is dropped.
    """

    def __init__(self, text: str = "", max_len: int = 64) -> None:
        self.max_len = max_len
        self.text = _printable(text)[:max_len]
        self.caret = len(self.text)
        self.anchor = self.caret

    # --- selection ------------------------------------------------------------------
    @property
    def selection(self) -> tuple[int, int]:
        """The selected span as (start, end); empty when start == end."""
        return (min(self.anchor, self.caret), max(self.anchor, self.caret))

    def selected(self) -> str:
        start, end = self.selection
        return self.text[start:end]

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.text)

    def set_text(self, text: str) -> None:
        """Replace the whole text (from outside), caret at its end."""
        self.text = _printable(text)[: self.max_len]
        self.caret = self.anchor = len(self.text)

    # --- moving ---------------------------------------------------------------------
    def move_to(self, index: int, select: bool = False) -> None:
        """Put the caret at ``index``; with ``select`` the selection grows to it."""
        self.caret = max(0, min(len(self.text), index))
        if not select:
            self.anchor = self.caret

    def move(self, step: int, select: bool = False, word: bool = False) -> None:
        """One character (or with ``word`` one word) left (-1) or right (+1).

        Without ``select``, a selection collapses to its edge on that side first.
        """
        start, end = self.selection
        if not select and start != end:
            self.move_to(start if step < 0 else end)
            return
        target = self._word_edge(step) if word else self.caret + step
        self.move_to(target, select)

    def _word_edge(self, step: int) -> int:
        i, text = self.caret, self.text
        if step < 0:
            while i > 0 and text[i - 1].isspace():
                i -= 1
            while i > 0 and not text[i - 1].isspace():
                i -= 1
        else:
            while i < len(text) and not text[i].isspace():
                i += 1
            while i < len(text) and text[i].isspace():
                i += 1
        return i

    # --- changing -------------------------------------------------------------------
    def insert(self, typed: str) -> bool:
        """Type ``typed`` over the selection; True if the text changed."""
        start, end = self.selection
        room = self.max_len - (len(self.text) - (end - start))
        piece = _printable(typed)[: max(0, room)]
        if not piece and start == end:
            return False
        self.text = self.text[:start] + piece + self.text[end:]
        self.caret = self.anchor = start + len(piece)
        return True

    def delete(self, step: int, word: bool = False) -> bool:
        """Backspace (-1) or Delete (+1): the selection, else one character or word; True if changed."""
        start, end = self.selection
        if start == end:
            edge = self._word_edge(step) if word else self.caret + step
            start, end = sorted((self.caret, max(0, min(len(self.text), edge))))
            if start == end:
                return False
        self.text = self.text[:start] + self.text[end:]
        self.caret = self.anchor = start
        return True

    def cut(self, put: Callable[[str], None]) -> bool:
        """Give the selection to ``put`` (the clipboard) and remove it; True if changed."""
        if not self.selected():
            return False
        put(self.selected())
        return self.delete(-1)

    def copy(self, put: Callable[[str], None]) -> None:
        if self.selected():
            put(self.selected())

    def paste(self, text: str) -> bool:
        """Type the clipboard's first line over the selection; True if changed."""
        return self.insert(text.splitlines()[0] if text else "")
