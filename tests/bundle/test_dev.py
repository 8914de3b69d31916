"""dev.py's functions for the built program: start-up timing and bundle size."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import ModuleType

import pytest


def test_first_frame_is_the_reported_stamp_minus_the_launch(dev: ModuleType, tmp_path: Path) -> None:
    late = [sys.executable, "-c", "import time; time.sleep(0.3); print('noise'); print(f'first-frame {time.time():.4f}')"]
    took = dev.first_frame_seconds(late, dev.headless_env(str(tmp_path)))
    assert 0.3 <= took < 10


def test_first_frame_missing_is_an_error(dev: ModuleType, tmp_path: Path) -> None:
    silent = [sys.executable, "-c", "import sys; sys.exit(3)"]
    with pytest.raises(RuntimeError, match="exit 3"):
        dev.first_frame_seconds(silent, dev.headless_env(str(tmp_path)))


def test_headless_env_uses_dummy_drivers_and_a_throwaway_home(dev: ModuleType, tmp_path: Path) -> None:
    env = dev.headless_env(str(tmp_path))
    assert env["SDL_VIDEODRIVER"] == env["SDL_AUDIODRIVER"] == "dummy"
    assert env["TABLETOP_HOME"] == str(tmp_path)


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need extra rights on Windows")
def test_bundle_size_counts_files_once(dev: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libSDL2.so").write_bytes(b"x" * 1000)
    (tmp_path / "libSDL2.so").symlink_to(tmp_path / "lib" / "libSDL2.so")  # as PyInstaller lays out libraries
    (tmp_path / "tabletop").write_bytes(b"y" * 24)
    assert dev.bundle_size(tmp_path) == 1024


def test_pip_install_is_quiet_but_shows_the_log_when_it_fails(dev: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="failed"):
        dev.pip_install(Path(sys.executable), "--no-such-option-for-pip")
    assert "no-such-option-for-pip" in capsys.readouterr().err
