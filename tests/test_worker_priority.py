"""Worker processes give the app its core back at once: they run at the system's lowest priority."""

from __future__ import annotations

import ctypes
import os
import sys
from typing import Any

import pytest

from tabletop import workers


@pytest.mark.skipif(not hasattr(os, "nice"), reason="needs Unix priorities")
def test_on_unix_a_worker_goes_to_niceness_19(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    monkeypatch.setattr(os, "nice", lambda step: asked.append(step) or 19)
    workers.run_at_lowest_priority()
    assert asked == [19]


def test_a_system_that_refuses_keeps_the_priority_and_the_worker_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(step: int) -> int:
        raise PermissionError("not allowed")

    monkeypatch.setattr(os, "nice", refuse, raising=False)
    workers.run_at_lowest_priority()  # no error


class _Kernel32:
    def __init__(self) -> None:
        self.classes: list[tuple[Any, int]] = []

    # the Windows API's names
    def GetCurrentProcess(self) -> str:
        return "this process"

    def SetPriorityClass(self, process: Any, priority: int) -> int:
        self.classes.append((process, priority))
        return 1


def test_on_windows_a_worker_takes_the_idle_priority_class(monkeypatch: pytest.MonkeyPatch) -> None:
    kernel32 = _Kernel32()
    monkeypatch.delattr(os, "nice", raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", type("WinDLL", (), {"kernel32": kernel32})(), raising=False)
    workers.run_at_lowest_priority()
    assert kernel32.classes == [("this process", 0x40)]  # IDLE_PRIORITY_CLASS
