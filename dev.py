"""Set up a virtual environment and start the app or run the tests.

    python3 dev.py run     # set up .venv (first time) and start Tabletop
    python3 dev.py test    # set up .venv (first time) and run the test suite
    python3 dev.py build   # set up .venv (first time) and build the one-folder executable
    python3 dev.py figures # measure the built executable: size, start-up, self-test time
    python3 dev.py package [OS-ARCH]        # the built executable as a release archive and its .sha256
                                            # (prints the path; with OS-ARCH, refuses on another machine)
    python3 dev.py check-package [ARCHIVE]  # check the checksum, unpack, run the self-test
    python3 dev.py version [TAG]            # print the version; with a tag (v1.2.3), check it matches
    python3 dev.py mutants [PATH...]        # mutation testing (mutmut) of core/, storage.py and the rules
    python3 dev.py ratings                  # rewrite docs/ai.md's tables from docs/ratings and docs/strength
    python3 dev.py ratings play [GAMES] [NAME...]
                                            # first add GAMES games a pairing to those results (hours),
                                            # or GAMES more games to a docs/strength run named

Works on Linux, macOS and Windows with only Python 3.10+ installed.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import venv
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"run": "", "test": "[test]", "build": "[dev]", "lint": "[lint]", "figures": "[dev]", "mutants": "[dev]",
          "ratings": ""}
#: Commands that need only the standard library (and the built program), not .venv.
PLAIN_COMMANDS = ("package", "check-package", "version")
DIST = ROOT / "dist"
BUNDLE = DIST / "tabletop"


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
    archive = DIST / archive_name(project_version(), platform_tag())
    if archive.is_file():
        print(f"archive {archive.relative_to(ROOT)}: {archive.stat().st_size / 1e6:.1f} MB, "
              f"{unpacked_size(archive) / 1e6:.1f} MB unpacked")
    else:
        print(f"archive: none yet (`python3 dev.py package` makes {archive.relative_to(ROOT)})")
    print(f"{'':24}{'frozen':>12}{'python -m tabletop':>22}")
    for label, pick in (("first frame, median", statistics.median), ("first frame, first run", lambda t: t[0]),
                        ("first frame, best", min), ("first frame, worst", max)):
        print(f"{label:24}{pick(times['frozen']):>11.2f}s{pick(times['source']):>21.2f}s")
    print(f"{'self-test wall time':24}{self_test['frozen'][0]:>11.1f}s{self_test['source'][0]:>21.1f}s")
    print(f"{'self-test exit code':24}{self_test['frozen'][1]:>12}{self_test['source'][1]:>22}")
    print(f"({runs} start-ups each, alternating; SDL dummy video and audio drivers; {sys.platform})")
    return 0


# --- the release archive ---------------------------------------------------------------

#: Written into the bundle by build.spec: the version it was built from, its files and modules.
BUNDLE_MANIFEST = "tabletop-bundle.json"
#: sys.platform prefix -> the system's name in an archive's name.
SYSTEMS = {"win32": "windows", "darwin": "macos", "linux": "linux"}
#: platform.machine() (lower case) -> the architecture's name in an archive's name.
MACHINES = {"x86_64": "x86_64", "amd64": "x86_64", "x64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def project_version() -> str:
    """The version, from the one place it is written: ``tabletop.__version__``."""
    sys.path.insert(0, str(ROOT))
    try:
        from tabletop import __version__
    finally:
        sys.path.remove(str(ROOT))
    return __version__


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """``<os>-<arch>`` as archive names spell it: linux-x86_64, macos-arm64, windows-x86_64 ..."""
    system = sys.platform if system is None else system
    machine = platform.machine() if machine is None else machine
    os_name = next((name for prefix, name in SYSTEMS.items() if system.startswith(prefix)), None)
    arch = MACHINES.get(machine.lower())
    if os_name is None or arch is None:
        raise SystemExit(f"no release archive is made for {system} on {machine}")
    return f"{os_name}-{arch}"


def archive_name(version: str, tag: str) -> str:
    """``tabletop-<version>-<os>-<arch>``: a .zip for Windows, a .tar.gz elsewhere (keeps modes and links)."""
    return f"tabletop-{version}-{tag}" + (".zip" if tag.startswith("windows-") else ".tar.gz")


def shipped_folder() -> Path:
    """What a player unpacks: ``Tabletop.app`` on macOS, the one-folder program elsewhere."""
    return DIST / "Tabletop.app" if sys.platform == "darwin" else BUNDLE


def built_version(folder: Path) -> str:
    """The version the build in ``folder`` was made from (from its manifest)."""
    manifest = next(iter(sorted(folder.rglob(BUNDLE_MANIFEST))), None)
    if manifest is None:
        raise SystemExit(f"no {BUNDLE_MANIFEST} in {folder}: run `python3 dev.py build` first")
    return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])


def _anonymous(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(folder: Path, target: Path) -> Path:
    """``folder``, kept whole as the archive's one top folder, packed into ``target`` (.zip or .tar.gz)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.name.endswith(".zip"):
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            archive.write(folder, folder.name)
            for path in sorted(folder.rglob("*")):
                archive.write(path, Path(folder.name, path.relative_to(folder)).as_posix())
    else:
        with tarfile.open(target, "w:gz", compresslevel=9) as archive:
            archive.add(folder, folder.name, filter=_anonymous)  # sorted, links kept as links
    return target


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def checksum_path(archive: Path) -> Path:
    return archive.with_name(archive.name + ".sha256")


def write_checksum(archive: Path) -> Path:
    """``<archive>.sha256``: one line ``<hex>  <name>``, as ``sha256sum -c`` and ``shasum -a 256 -c`` read it."""
    target = checksum_path(archive)
    target.write_text(f"{file_sha256(archive)}  {archive.name}\n", encoding="utf-8", newline="\n")
    return target


def verify_checksum(archive: Path) -> None:
    """Raise ValueError unless ``<archive>.sha256`` names ``archive`` and holds its SHA-256."""
    expected, _, name = checksum_path(archive).read_text(encoding="utf-8").strip().partition("  ")
    if name != archive.name:
        raise ValueError(f"{checksum_path(archive).name} is for {name!r}, not {archive.name}")
    if expected != file_sha256(archive):
        raise ValueError(f"{archive.name} does not match its {checksum_path(archive).name}")


def unpack(archive: Path, into: Path) -> None:
    """Unpack ``archive`` into ``into``; a member that would land outside it is refused."""
    if archive.name.endswith(".zip"):
        with zipfile.ZipFile(archive) as packed:
            packed.extractall(into)  # zipfile drops absolute paths and ".." from every name
        return
    if not hasattr(tarfile, "data_filter"):
        raise SystemExit("unpacking a .tar.gz safely needs Python 3.10.12, 3.11.4 or newer")
    with tarfile.open(archive) as packed:
        packed.extractall(into, filter="data")


def unpacked_size(archive: Path) -> int:
    """Bytes of the files inside ``archive`` (links count as nothing, as in :func:`bundle_size`)."""
    if archive.name.endswith(".zip"):
        with zipfile.ZipFile(archive) as packed:
            return sum(info.file_size for info in packed.infolist() if not info.is_dir())
    with tarfile.open(archive) as packed:
        return sum(member.size for member in packed.getmembers() if member.isfile())


def program_in(folder: Path) -> Path:
    """The program in an unpacked archive: inside Tabletop.app on macOS, else tabletop/tabletop(.exe)."""
    for candidate in (folder / "Tabletop.app" / "Contents" / "MacOS" / "tabletop",
                      folder / "tabletop" / "tabletop.exe", folder / "tabletop" / "tabletop"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no Tabletop program in {folder}")


def run_self_test(program: Path, home: Path) -> subprocess.CompletedProcess[str]:
    """``program self-test`` headless, with ``home`` as its throwaway TABLETOP_HOME.

    The Windows program has no console, so there its report is empty and the exit code is the verdict.
    """
    return subprocess.run([str(program), "self-test"], env=headless_env(str(home)), capture_output=True,
                          text=True, timeout=900, check=False)


def package(expected_tag: str | None = None) -> int:
    """Pack the built program for this system; print the archive's path alone on standard output."""
    version, tag, shipped = project_version(), platform_tag(), shipped_folder()
    if expected_tag is not None and expected_tag != tag:
        raise SystemExit(f"this machine makes {tag} archives, not {expected_tag}")
    if not shipped.is_dir():
        raise SystemExit(f"no {shipped.relative_to(ROOT)}: run `python3 dev.py build` first")
    built = built_version(shipped)
    if built != version:
        raise SystemExit(f"{shipped.relative_to(ROOT)} is version {built}, the checkout {version}: "
                         "run `python3 dev.py build` again")
    archive = make_archive(shipped, DIST / archive_name(version, tag))
    checksum = write_checksum(archive)
    print(f"made {archive.name} ({archive.stat().st_size / 1e6:.1f} MB, {unpacked_size(archive) / 1e6:.1f} MB "
          f"unpacked) and {checksum.name}", file=sys.stderr)
    print(archive)
    return 0


def check_package(archive: Path | None = None) -> int:
    """Check ``archive`` (by default this system's) against its checksum, unpack it, run its self-test."""
    archive = archive or DIST / archive_name(project_version(), platform_tag())
    if not archive.is_file() or not checksum_path(archive).is_file():
        raise SystemExit(f"no {archive} with its .sha256: run `python3 dev.py package` first")
    try:
        verify_checksum(archive)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    with tempfile.TemporaryDirectory() as scratch:
        unpack(archive, Path(scratch) / "unpacked")
        proc = run_self_test(program_in(Path(scratch) / "unpacked"), Path(scratch) / "home")
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    print(f"{archive.name}: checksum ok; the unpacked program's self-test exited {proc.returncode}")
    return proc.returncode


def check_version(tag: str | None = None) -> int:
    """Print the version; with a tag (``v1.2.3`` or ``refs/tags/v1.2.3``), exit 1 unless it names this version."""
    version = project_version()
    if tag is None:
        print(version)
        return 0
    if tag.removeprefix("refs/tags/") != f"v{version}":
        print(f"tag {tag} does not match the version in tabletop/__init__.py ({version})", file=sys.stderr)
        return 1
    print(f"tag {tag} is version {version}")
    return 0


def run_plain(command: str, rest: list[str]) -> int:
    """The commands that need no .venv: package, check-package, version."""
    if len(rest) > 1:
        print(__doc__)
        return 2
    given = rest[0] if rest else None
    if command == "package":
        return package(given)
    if command == "check-package":
        return check_package(Path(given).resolve() if given else None)
    return check_version(given)


# --- mutation testing ------------------------------------------------------------------

MUTANTS_DIR = ROOT / ".mutants"
"""Where ``mutants`` copies the project and mutmut keeps its results (so a second run re-tests only
the functions that changed)."""

RULES_DATA = {"cards.py", "labels.py"}
"""Modules of a game's rules that hold data or words, not logic: not mutated by default."""

SLOW_OR_UI_TESTS = ("random_play", "_ai", "ai.py", "table", "card_look", "frames", "spectator")
"""Names of a game's test files that play many games, drive bots or draw tables: left out of FAST_TESTS."""


def rules_modules(game: Path) -> list[str]:
    """``rules.py`` of the game folder ``game`` and every module of the game it imports, at any depth
    (a game's rules may be split into several modules), except RULES_DATA."""
    found: list[str] = []
    todo = ["rules"]
    submodule = re.compile(rf"^\s*from tabletop\.games\.{game.name}\.(\w+) import", re.MULTILINE)
    modules = re.compile(rf"^\s*from tabletop\.games\.{game.name} import ([\w, ]+)$", re.MULTILINE)
    while todo:
        name = todo.pop()
        path = game / f"{name}.py"
        if name in found or not path.exists():
            continue
        found.append(name)
        text = path.read_text(encoding="utf-8")
        todo += submodule.findall(text)
        todo += [part.strip() for names in modules.findall(text) for part in names.split(",")]
    return [f"tabletop/games/{game.name}/{name}.py" for name in sorted(found) if f"{name}.py" not in RULES_DATA]


def default_mutated() -> list[str]:
    """What ``python3 dev.py mutants`` mutates by default: the game protocol, saves and undo (core/),
    the user's files (storage.py) and each game's rules."""
    games = sorted(p.parent for p in (ROOT / "tabletop" / "games").glob("*/rules.py"))
    return ["tabletop/core/*.py", "tabletop/storage.py", *(m for game in games for m in rules_modules(game))]


def fast_tests() -> list[str]:
    """The tests each mutant meets (those of them that run the mutated function): the core, undo and
    storage tests and each game's rules tests, without the slow random-play, bot and table tests."""
    core = ["tests/test_core_match.py", "tests/test_core_protocol.py", "tests/test_strict_undo_all_games.py",
            "tests/test_action_arguments.py", "tests/test_views_all_games.py", "tests/test_examples.py",
            "tests/app/test_storage.py",
            "tests/app/test_damaged_files.py",
            # replays, without the test that draws every table
            "tests/test_core_replay.py::test_the_match_after_any_move_is_the_replayed_one",
            "tests/test_core_replay.py::test_continue_from_a_move_with_other_seats"]
    games = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "tests").glob("*/test_*.py"))
             if (ROOT / "tabletop" / "games" / p.parent.name).is_dir()
             and not any(word in p.name for word in SLOW_OR_UI_TESTS) and not draws(p)]
    return core + games


def draws(test_file: Path) -> bool:
    """Whether a test module imports pygame: it draws a table or runs the app, so it is no rules test."""
    return re.search(r"^\s*(import|from) pygame\b", test_file.read_text(encoding="utf-8"), re.MULTILINE) is not None


_MUTANT_MODULE = re.compile(r"^(?P<module>[\w.]+?)\.x[_\u01c1]")


def mutmut_config(paths: list[str]) -> str:
    """The ``[tool.mutmut]`` section for mutating ``paths`` (files or folders) with the fast tests."""
    only = [p if p.endswith((".py", "*")) else p.rstrip("/") + "/*.py" for p in paths]
    quoted = ", ".join(f'"{p}"' for p in only)
    tests = ", ".join(f'"{t}"' for t in fast_tests())
    return (f"\n[tool.mutmut]\nsource_paths = [\"tabletop\"]\nonly_mutate = [{quoted}]\n"
            f"also_copy = [\"art\", \"sounds\", \"docs\"]\n"
            f"pytest_add_cli_args_test_selection = [{tests}]\n"
            f"pytest_add_cli_args = [\"-p\", \"no:cacheprovider\", \"-x\"]\n")


def prepare_mutants_dir(paths: list[str], every: int) -> None:
    """A copy of the package, its art, the tests and pyproject (with the mutmut section) in MUTANTS_DIR.

    Files that did not change keep their time, so mutmut generates again only the changed ones; a sample of
    another size drops the generated mutants (mutmut would keep the old sample's)."""
    MUTANTS_DIR.mkdir(exist_ok=True)
    stamp = MUTANTS_DIR / "sample.txt"
    if not stamp.exists() or stamp.read_text(encoding="utf-8") != str(every):
        shutil.rmtree(MUTANTS_DIR / "mutants", ignore_errors=True)
        stamp.write_text(str(every), encoding="utf-8")
    for folder in ("tabletop", "tests", "art", "sounds", "docs"):  # the app tests draw with the font
        mirror(ROOT / folder, MUTANTS_DIR / folder)
    retest_survivors_if_tests_changed()
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8") + mutmut_config(paths)
    target = MUTANTS_DIR / "pyproject.toml"
    if not target.exists() or target.read_text(encoding="utf-8") != project:
        target.write_text(project, encoding="utf-8")


UNKILLED_EXIT_CODES = {0, 2, 5, 33}
"""mutmut's exit codes of a mutant that survived, was interrupted, or met no test."""


def retest_survivors_if_tests_changed() -> None:
    """mutmut keeps a result until the mutated function changes, even when a test was added that would kill
    it: when the tests changed since the last run, the mutants no test killed are tested again. (A killed one
    stays killed; delete .mutants/ to start afresh.)"""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "tests").rglob("*.py")):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    stamp = MUTANTS_DIR / "tests.sha256"
    if stamp.exists() and stamp.read_text(encoding="utf-8") == digest.hexdigest():
        return
    for meta in (MUTANTS_DIR / "mutants").rglob("*.py.meta"):
        data = json.loads(meta.read_text(encoding="utf-8"))
        codes = data.get("exit_code_by_key", {})
        if any(code in UNKILLED_EXIT_CODES for code in codes.values()):
            data["exit_code_by_key"] = {name: None if code in UNKILLED_EXIT_CODES else code
                                        for name, code in codes.items()}
            meta.write_text(json.dumps(data, indent=4), encoding="utf-8")
    stamp.write_text(digest.hexdigest(), encoding="utf-8")


def mirror(source: Path, target: Path) -> None:
    """Make ``target`` a copy of the folder ``source`` (without caches and built data), copying only the files
    whose content changed, with their times, and deleting the files ``source`` no longer has."""
    skip = {"__pycache__", "_data"}
    wanted = {p.relative_to(source) for p in source.rglob("*")
              if p.is_file() and not skip.intersection(p.relative_to(source).parts)}
    for old in [p for p in target.rglob("*") if p.is_file()] if target.exists() else []:
        if old.relative_to(target) not in wanted and not skip.intersection(old.relative_to(target).parts):
            old.unlink()
    for name in sorted(wanted):
        src, dst = source / name, target / name
        if not dst.exists() or dst.read_bytes() != src.read_bytes():
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)


def mutant_results(python: str) -> dict[str, str]:
    """Every mutant's name and status (killed, survived, no tests, timeout, not checked, ...) from mutmut."""
    out = subprocess.run([python, "-m", "mutmut", "results", "--all", "true"], cwd=MUTANTS_DIR,
                         capture_output=True, text=True, check=False).stdout
    results: dict[str, str] = {}
    for line in out.splitlines():
        name, sep, status = line.strip().rpartition(": ")
        if sep and name:
            results[name] = status
    return results


def mutant_module(name: str) -> str:
    """The module a mutant's name belongs to (``tabletop.core.match.x_f__mutmut_3`` -> ``tabletop.core.match``)."""
    found = _MUTANT_MODULE.match(name)
    return found.group("module") if found else name


def score_table(results: dict[str, str]) -> list[str]:
    """Lines of killed / total per module, over the mutants checked (a timeout counts as killed)."""
    per: dict[str, dict[str, int]] = {}
    for name, status in results.items():
        if status != "not checked":
            counts = per.setdefault(mutant_module(name), {})
            counts[status] = counts.get(status, 0) + 1
    lines = [f"{'module':36}{'killed':>8}{'total':>7}{'survived':>10}{'no tests':>10}{'score':>8}"]
    for module, counts in sorted(per.items()):
        total = sum(counts.values())
        killed = counts.get("killed", 0) + counts.get("timeout", 0)
        lines.append(f"{module:36}{killed:>8}{total:>7}{counts.get('survived', 0):>10}"
                     f"{counts.get('no tests', 0):>10}{killed / total:>8.0%}")
    return lines


def mutants(python: str, args: list[str]) -> int:
    """``mutants [--all | --every N] [PATH...]``: mutmut over PATHs (default: default_mutated()) with fast_tests(), on
    every N-th mutant of each function (default 20; --all: every mutant); print scores and survivors.
    ``mutants --show NAME`` prints one mutant's change."""
    if os.name == "nt":
        print("mutmut needs fork(): run `python3 dev.py mutants` on Linux or macOS (or WSL)")
        return 2
    if args[:1] == ["--show"]:
        return subprocess.call([python, "-m", "mutmut", "show", *args[1:]], cwd=MUTANTS_DIR)
    every = 20
    if args[:1] == ["--all"]:
        every, args = 1, args[1:]
    elif args[:1] == ["--every"] and len(args) > 1 and args[1].isdigit():
        every, args = int(args[1]), args[2:]
    if every < 1:
        print("--every takes a whole number from 1")
        return 2
    prepare_mutants_dir(args or default_mutated(), every)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.perf_counter()
    code = subprocess.call([python, str(ROOT / "tools" / "mutmut_sample.py"), str(every), "run",
                            "--max-children", str(os.cpu_count() or 1)], cwd=MUTANTS_DIR, env=env)
    seconds = time.perf_counter() - start
    results = mutant_results(python)
    if every > 1:
        print(f"\nmutants numbered 1, {1 + every}, {1 + 2 * every}, ... in each function: {len(results)}"
              " (--all runs every one)")
    print("\n".join(["", *score_table(results)]))
    survivors = sorted(name for name, status in results.items() if status in ("survived", "no tests"))
    print(f"\n{len(survivors)} survivors of {len(results)} mutants; {seconds / 60:.1f} min in all:")
    for name in survivors:
        print(f"  {name}: {results[name]}")
    if survivors:
        print("see one with: python3 dev.py mutants --show NAME")
    return code
# --- the bots' ratings in docs/ai.md -----------------------------------------------------
AI_DOC = ROOT / "docs" / "ai.md"
RATINGS_DIR = ROOT / "docs" / "ratings"
RATINGS_START = "<!-- ratings: generated by `python3 dev.py ratings`; edits between these lines are lost -->"
RATINGS_END = "<!-- end of ratings -->"
STRENGTH_DIR = ROOT / "docs" / "strength"
STRENGTH_START = "<!-- strength: generated by `python3 dev.py ratings` from docs/strength; edits here are lost -->"
STRENGTH_END = "<!-- end of strength -->"
BUDGETS_START = "<!-- more time: generated by `python3 dev.py ratings` from docs/ratings; edits here are lost -->"
BUDGETS_END = "<!-- end of more time -->"
RATINGS_RUNS = [
    # (game, players, variant): every game, player count and variant that exists, in the order of docs/ai.md;
    # a set-up with no file yet shows there as not measured
    ("meh", 2, None), ("meh", 3, None), ("meh", 4, None),
    ("maskmen", 2, None), ("maskmen", 3, None), ("maskmen", 4, None), ("maskmen", 5, None), ("maskmen", 6, None),
    ("mindbug", 2, None), ("mindbug", 4, None),
    ("mythomakya", 2, None), ("mythomakya", 3, None), ("mythomakya", 4, None), ("mythomakya", 5, None),
    ("mythomakya", 6, None), ("mythomakya", 2, "variant=quick"),
    ("mythomakya", 2, "variant=battle"), ("mythomakya", 3, "variant=battle"), ("mythomakya", 4, "variant=battle"),
    ("mythomakya", 5, "variant=battle"), ("mythomakya", 6, "variant=battle"),
    ("mathenyism", 2, None), ("mathenyism", 3, None), ("mathenyism", 4, None), ("mathenyism", 5, None),
    ("mathenyism", 6, None),
]


def ratings_file(game: str, players: int, variant: str | None) -> Path:
    """Where the results of one game and player count are kept (``docs/ratings/mindbug-2.json``)."""
    tail = f"-{variant.partition('=')[2] or variant}" if variant else ""
    return RATINGS_DIR / f"{game}-{players}{tail}.json"


def setup_label(game: str, players: int, variant: str | None) -> str:
    """``mythomakya, 2 players (variant=battle)``: a set-up as docs/ai.md names it."""
    return f"{game}, {players} players" + (f" ({variant})" if variant else "")


def budget_row(setup: str, row: dict[str, Any]) -> str:
    """A line of the table of Hard at other budgets: ``row`` as ``tabletop ratings --from FILE --json`` gives it."""
    return "| " + " | ".join([setup, *row["cells"]]) + " |"


def ratings_doc(python: str, rest: list[str]) -> int:
    """``ratings``: rewrite docs/ai.md's tables from docs/ratings; ``ratings play [GAMES] [NAME...]``:
    first add a run of GAMES games a pairing (default 40) to every file there, or to those named
    (a game, or a file's name without .json: ``mindbug-4``, ``mythomakya-2-battle``)."""
    if rest and rest[0] == "play":
        games = int(rest[1]) if len(rest) > 1 and rest[1].isdigit() else 40
        wanted = [word for word in rest[1:] if not word.isdigit()]
        for game, players, variant in RATINGS_RUNS:
            if wanted and game not in wanted and ratings_file(game, players, variant).stem not in wanted:
                continue
            command = [python, "-m", "tabletop", "ratings", game, "--players", str(players), "--games", str(games),
                       "--add-to", str(ratings_file(game, players, variant))]
            if variant:
                command += ["--variant", variant]
            print(" ".join(command[2:]), flush=True)
            code = subprocess.call(command, cwd=ROOT)
            if code != 0:
                return code
        for path in sorted(STRENGTH_DIR.glob("*.json")):  # a strength run goes on only when named
            if path.stem in wanted:
                game = json.loads(path.read_text(encoding="utf-8"))["game"]
                command = [python, "-m", "tabletop", "simulate", str(game), "--games", str(games), "--add-to",
                           str(path)]
                print(" ".join(command[2:]), flush=True)
                code = subprocess.call(command, cwd=ROOT)
                if code != 0:
                    return code
    sections = []
    budget_rows: list[str] = []
    unmeasured: dict[str, bool] = {}  # per game (and variant): whether no file has Hard against a variant of it
    for game, players, variant in RATINGS_RUNS:
        path = ratings_file(game, players, variant)
        setup = setup_label(game, players, variant)
        if not path.exists():
            sections.append(f"**{setup}**: not measured yet (`python3 dev.py ratings play 40 {path.stem}`).")
            continue
        outputs = []
        for form in ("--markdown", "--json"):
            done = subprocess.run([python, "-m", "tabletop", "ratings", "--from", str(path), form], cwd=ROOT,
                                  capture_output=True, text=True, check=False)
            if done.returncode != 0:
                sys.stderr.write(done.stderr)
                return done.returncode
            outputs.append(done.stdout)
        sections.append(outputs[0].strip())
        beside = json.loads(outputs[1])["beside_hard"]
        game_name = game + (f" ({variant})" if variant else "")
        unmeasured[game_name] = unmeasured.get(game_name, True) and not beside
        budget_rows += [budget_row(setup, row) for row in beside]
    kept_runs = []
    for path in sorted(STRENGTH_DIR.glob("*.json")):
        done = subprocess.run([python, "-m", "tabletop", "simulate", "--from", str(path), "--markdown"], cwd=ROOT,
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            return done.returncode
        kept_runs.append(f"`{path.relative_to(ROOT).as_posix()}`: {done.stdout.strip()}")
    budgets = ["| set-up | Hard at | plays as | over Hard | 95% interval | its score against Hard |",
               "|---|---|---|---:|---|---:|", *budget_rows]
    missing = [name for name, none in unmeasured.items() if none]
    if missing:
        budgets.append(f"\nNo variant of Hard has played Hard yet in: {', '.join(missing)}.")
    text = AI_DOC.read_text(encoding="utf-8")
    for start, end, parts in ((RATINGS_START, RATINGS_END, sections), (STRENGTH_START, STRENGTH_END, kept_runs),
                              (BUDGETS_START, BUDGETS_END, ["\n".join(budgets)])):
        head, found_start, rest_of_doc = text.partition(start)
        _, found_end, tail = rest_of_doc.partition(end)
        if not found_start or not found_end:
            print(f"{AI_DOC.relative_to(ROOT)} lacks the markers {start}", file=sys.stderr)
            return 1
        text = f"{head}{start}\n" + "\n\n".join(parts) + f"\n{end}{tail}"
    AI_DOC.write_text(text, encoding="utf-8")
    print(f"wrote {AI_DOC.relative_to(ROOT)}")
    return 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "run"
    rest = argv[1:]
    if command in PLAIN_COMMANDS:
        return run_plain(command, rest)
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
    if command == "mutants":
        return mutants(python, rest)
    if command == "figures":
        return figures(python, runs=int(rest[0]) if rest else 5)
    if command == "ratings":
        return ratings_doc(python, rest)
    code = subprocess.call([python, "-m", "PyInstaller", "--noconfirm", "--clean", "build.spec"], cwd=ROOT)
    if code == 0:
        print(f"built {bundle_program().relative_to(ROOT)} ({bundle_size(BUNDLE) / 1e6:.1f} MB)")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
