"""Set up a virtual environment and start the app or run the tests.

    python3 dev.py run     # set up .venv (first time) and start Tabletop
    python3 dev.py test    # set up .venv (first time) and run the test suite
    python3 dev.py build   # set up .venv (first time) and build the one-folder executable

Works on Linux, macOS and Windows with only Python 3.10+ installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"run": "", "test": "[test]", "build": "[dev]", "lint": "[dev]"}


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def ensure_venv(extra: str) -> Path:
    python = venv_python()
    if not python.exists():
        print(f"creating {VENV.name}/ ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / f".installed{extra or '[base]'}"
    project = ROOT / "pyproject.toml"
    if not stamp.exists() or stamp.stat().st_mtime < project.stat().st_mtime:
        subprocess.check_call([str(python), "-m", "pip", "install", "-q", "--upgrade", "pip"])
        subprocess.check_call([str(python), "-m", "pip", "install", "-q", "-e", f".{extra}"], cwd=ROOT)
        stamp.touch()
    return python


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "run"
    rest = argv[1:]
    if command not in EXTRAS:
        print(__doc__)
        return 2
    python = str(ensure_venv(EXTRAS[command]))
    if command == "run":
        return subprocess.call([python, "-m", "tabletop", *rest], cwd=ROOT)
    if command == "test":
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        return subprocess.call([python, "-m", "pytest", *rest], cwd=ROOT, env=env)
    if command == "lint":
        first = subprocess.call([python, "-m", "ruff", "check", "tabletop", "tests"], cwd=ROOT)
        second = subprocess.call([python, "-m", "mypy", "tabletop"], cwd=ROOT)
        return first or second
    return subprocess.call([python, "-m", "PyInstaller", "--noconfirm", "--clean", "build.spec"], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
