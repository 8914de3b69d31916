"""Set up a virtual environment and start the app or run the tests.

    python3 dev.py run     # set up .venv (first time) and start Tabletop
    python3 dev.py test    # set up .venv (first time) and run the test suite
    python3 dev.py build   # set up .venv (first time) and build the one-folder executable
    python3 dev.py figures # measure the built executable: size, start-up, self-test time

Works on Linux, macOS and Windows with only Python 3.10+ installed.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"run": "", "test": "[test]", "build": "[dev]", "lint": "[lint]", "figures": "[dev]"}
BUNDLE = ROOT / "dist" / "tabletop"


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
        pip_install(python, "--upgrade", "pip")
        pip_install(python, "-e", f".{extra}")
        stamp.touch()
    return python


def pip_install(python: Path, *args: str) -> None:
    """``pip install -q ARGS`` in the venv; its output (build warnings and all) shows only if it fails."""
    proc = subprocess.run([str(python), "-m", "pip", "install", "-q", *args], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit(f"pip install {' '.join(args)} failed (exit {proc.returncode})")


# --- the built executable ------------------------------------------------------------


def bundle_program() -> Path:
    """The program inside the one-folder build (the same path on macOS, next to Tabletop.app)."""
    return BUNDLE / ("tabletop.exe" if os.name == "nt" else "tabletop")


def bundle_size(folder: Path) -> int:
    """Bytes in ``folder`` (symbolic links count as nothing, as ``du`` counts them)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def headless_env(home: str) -> dict[str, str]:
    """Dummy video and audio drivers and a throwaway TABLETOP_HOME."""
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_HOME=home)


def first_frame_seconds(command: list[str], env: dict[str, str]) -> float:
    """Seconds from launching ``command`` to the first frame it reports (TABLETOP_FIRST_FRAME)."""
    start = time.time()
    proc = subprocess.run(command, env=dict(env, TABLETOP_FIRST_FRAME="1"), cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    found = re.search(r"^first-frame (\d+(?:\.\d+)?)", proc.stdout, re.MULTILINE)
    if found is None:
        raise RuntimeError(f"{command[0]} reported no first frame (exit {proc.returncode}): {proc.stderr[-400:]}")
    return float(found.group(1)) - start


def figures(python: str, runs: int = 5) -> int:
    """Print the bundle's size, start-up time next to ``python -m tabletop``, and self-test times."""
    program = bundle_program()
    if not program.exists():
        print(f"no {program.relative_to(ROOT)}: run `python3 dev.py build` first")
        return 1
    frozen, source = [str(program)], [python, "-m", "tabletop"]
    times: dict[str, list[float]] = {"frozen": [], "source": []}
    with tempfile.TemporaryDirectory() as home:
        env = headless_env(home)
        for _ in range(max(1, runs)):  # alternate, so that both meet the same machine load
            times["frozen"].append(first_frame_seconds(frozen, env))
            times["source"].append(first_frame_seconds(source, env))
        self_test: dict[str, tuple[float, int]] = {}
        for name, command in (("frozen", frozen), ("source", source)):
            start = time.perf_counter()
            code = subprocess.run([*command, "self-test"], env=env, cwd=ROOT, capture_output=True,
                                  check=False).returncode
            self_test[name] = (time.perf_counter() - start, code)
    du = shutil.which("du")
    du_out = subprocess.run([du, "-sh", str(BUNDLE)], capture_output=True, text=True, check=False).stdout if du else ""
    du_text = du_out.split()[0] if du_out.split() else "-"
    print(f"bundle  {BUNDLE.relative_to(ROOT)}: {bundle_size(BUNDLE) / 1e6:.1f} MB (du -sh: {du_text}), "
          f"{sum(1 for p in BUNDLE.rglob('*') if p.is_file())} files")
    print(f"{'':24}{'frozen':>12}{'python -m tabletop':>22}")
    for label, pick in (("first frame, median", statistics.median), ("first frame, first run", lambda t: t[0]),
                        ("first frame, best", min), ("first frame, worst", max)):
        print(f"{label:24}{pick(times['frozen']):>11.2f}s{pick(times['source']):>21.2f}s")
    print(f"{'self-test wall time':24}{self_test['frozen'][0]:>11.1f}s{self_test['source'][0]:>21.1f}s")
    print(f"{'self-test exit code':24}{self_test['frozen'][1]:>12}{self_test['source'][1]:>22}")
    print(f"({runs} start-ups each, alternating; SDL dummy video and audio drivers; {sys.platform})")
    return 0


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
    if command == "figures":
        return figures(python, runs=int(rest[0]) if rest else 5)
    code = subprocess.call([python, "-m", "PyInstaller", "--noconfirm", "--clean", "build.spec"], cwd=ROOT)
    if code == 0:
        print(f"built {bundle_program().relative_to(ROOT)} ({bundle_size(BUNDLE) / 1e6:.1f} MB)")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
