"""``dev.py package``, ``check-package`` and ``version``: the release archive of the built program.

The last tests take the archive ``python3 dev.py package`` made; they run only when
TABLETOP_RELEASE_ARCHIVE names it (CI does this after its build):

    TABLETOP_RELEASE_ARCHIVE=$(python3 dev.py package) python3 dev.py test tests/bundle/test_package.py
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import stat
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

import tabletop

ARCHIVE_ENV = "TABLETOP_RELEASE_ARCHIVE"
ARCHIVE = os.environ.get(ARCHIVE_ENV)
needs_archive = pytest.mark.skipif(not ARCHIVE, reason=f"set {ARCHIVE_ENV} to the archive `dev.py package` made")
needs_links = pytest.mark.skipif(os.name == "nt", reason="symbolic links need extra rights on Windows")


def fake_bundle(folder: Path, version: str = tabletop.__version__) -> Path:
    """A one-folder build in miniature: the program, a library and its link, the manifest."""
    internal = folder / "_internal"
    (internal / "art").mkdir(parents=True)
    program = folder / "tabletop"
    program.write_bytes(b"\x7fELF program")
    program.chmod(0o755)
    (internal / "libSDL2-2.0.so.0").write_bytes(b"library" * 100)
    (internal / "art" / "icon.png").write_bytes(b"png")
    (internal / "tabletop-bundle.json").write_text(json.dumps({"version": version}), encoding="utf-8")
    if os.name != "nt":
        (internal / "libSDL2.so").symlink_to("libSDL2-2.0.so.0")
    return folder


def tree(folder: Path) -> dict[str, bytes | str]:
    """Every file's bytes (a link's target) under ``folder``, by relative path."""
    return {
        p.relative_to(folder).as_posix(): (f"-> {os.readlink(p)}" if p.is_symlink() else p.read_bytes())
        for p in folder.rglob("*")
        if p.is_file() or p.is_symlink()
    }


# --- names ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("system", "machine", "tag"), [
    ("linux", "x86_64", "linux-x86_64"),
    ("linux", "aarch64", "linux-arm64"),
    ("win32", "AMD64", "windows-x86_64"),
    ("win32", "ARM64", "windows-arm64"),
    ("darwin", "arm64", "macos-arm64"),
    ("darwin", "x86_64", "macos-x86_64"),
])
def test_platform_tag_names_the_system_and_architecture(dev: ModuleType, system: str, machine: str,
                                                        tag: str) -> None:
    assert dev.platform_tag(system, machine) == tag


@pytest.mark.parametrize(("system", "machine"), [("freebsd14", "amd64"), ("linux", "riscv64"), ("win32", "x86")])
def test_platform_tag_refuses_what_no_archive_is_made_for(dev: ModuleType, system: str, machine: str) -> None:
    with pytest.raises(SystemExit, match=f"no release archive is made for {system} on {machine}"):
        dev.platform_tag(system, machine)


def test_archive_names_carry_version_system_and_architecture(dev: ModuleType) -> None:
    assert dev.archive_name("1.2.3", "linux-x86_64") == "tabletop-1.2.3-linux-x86_64.tar.gz"
    assert dev.archive_name("1.2.3", "macos-arm64") == "tabletop-1.2.3-macos-arm64.tar.gz"
    assert dev.archive_name("1.2.3", "windows-x86_64") == "tabletop-1.2.3-windows-x86_64.zip"


def test_the_version_is_the_package_version(dev: ModuleType) -> None:
    assert dev.project_version() == tabletop.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", tabletop.__version__)


def test_version_command_checks_a_tag_against_the_package(dev: ModuleType,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    version = tabletop.__version__
    assert dev.main(["version"]) == 0
    assert capsys.readouterr().out == f"{version}\n"
    assert dev.main(["version", f"v{version}"]) == 0
    assert dev.main(["version", f"refs/tags/v{version}"]) == 0
    capsys.readouterr()
    assert dev.main(["version", f"v{version}.1"]) == 1
    assert dev.main(["version", version]) == 1  # a release tag starts with v
    assert f"does not match the version in tabletop/__init__.py ({version})" in capsys.readouterr().err


# --- archives and checksums ----------------------------------------------------------------


@needs_links
def test_tar_archive_keeps_the_folder_whole_with_modes_and_links(dev: ModuleType, tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "dist" / "tabletop")
    archive = dev.make_archive(bundle, tmp_path / "out" / "tabletop-1.0.0-linux-x86_64.tar.gz")
    with tarfile.open(archive) as packed:
        members = packed.getmembers()
    assert {m.name.split("/")[0] for m in members} == {"tabletop"}  # one top folder
    assert all(m.uid == 0 and m.gid == 0 and m.uname == "" for m in members)
    link = next(m for m in members if m.name == "tabletop/_internal/libSDL2.so")
    assert link.issym() and link.linkname == "libSDL2-2.0.so.0"
    dev.unpack(archive, tmp_path / "unpacked")
    assert tree(tmp_path / "unpacked" / "tabletop") == tree(bundle)
    assert (tmp_path / "unpacked" / "tabletop" / "tabletop").stat().st_mode & stat.S_IXUSR
    assert dev.unpacked_size(archive) == dev.bundle_size(bundle)


def test_zip_archive_keeps_the_folder_whole(dev: ModuleType, tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "dist" / "tabletop")
    archive = dev.make_archive(bundle, tmp_path / "tabletop-1.0.0-windows-x86_64.zip")
    with zipfile.ZipFile(archive) as packed:
        names = packed.namelist()
        assert packed.testzip() is None
    assert all(name.startswith("tabletop/") for name in names)
    assert "tabletop/_internal/art/icon.png" in names
    dev.unpack(archive, tmp_path / "unpacked")
    unpacked = tree(tmp_path / "unpacked" / "tabletop")
    files = {name: data for name, data in tree(bundle).items() if not str(data).startswith("-> ")}
    assert {name: unpacked[name] for name in files} == files
    assert dev.unpacked_size(archive) == dev.bundle_size(tmp_path / "unpacked")


def test_checksum_file_reads_as_sha256sum_writes_it(dev: ModuleType, tmp_path: Path) -> None:
    archive = tmp_path / "tabletop-1.0.0-linux-x86_64.tar.gz"
    archive.write_bytes(b"archive bytes")
    checksum = dev.write_checksum(archive)
    assert checksum.name == "tabletop-1.0.0-linux-x86_64.tar.gz.sha256"
    line = checksum.read_bytes().decode("ascii")
    assert line == f"{dev.file_sha256(archive)}  {archive.name}\n"
    assert line.split()[0] == hashlib.sha256(b"archive bytes").hexdigest()
    dev.verify_checksum(archive)


def test_a_changed_archive_or_a_checksum_of_another_fails_the_check(dev: ModuleType, tmp_path: Path) -> None:
    archive = tmp_path / "tabletop-1.0.0-linux-x86_64.tar.gz"
    archive.write_bytes(b"archive bytes")
    dev.write_checksum(archive)
    archive.write_bytes(b"archive bytes, changed")
    with pytest.raises(ValueError, match="does not match"):
        dev.verify_checksum(archive)
    other = tmp_path / "tabletop-1.0.0-macos-arm64.tar.gz"
    other.write_bytes(b"archive bytes, changed")
    dev.checksum_path(other).write_text(dev.checksum_path(archive).read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(ValueError, match="is for 'tabletop-1.0.0-linux-x86_64.tar.gz'"):
        dev.verify_checksum(other)


@pytest.mark.skipif(not hasattr(tarfile, "data_filter"), reason="tarfile has no data filter before 3.10.12/3.11.4")
def test_unpacking_refuses_a_member_outside_the_folder(dev: ModuleType, tmp_path: Path) -> None:
    archive = tmp_path / "evil.tar.gz"
    with tarfile.open(archive, "w:gz") as packed:
        data = b"not yours"
        info = tarfile.TarInfo("../outside.txt")
        info.size = len(data)
        packed.addfile(info, io.BytesIO(data))
    with pytest.raises(tarfile.FilterError):
        dev.unpack(archive, tmp_path / "unpacked")
    assert not (tmp_path / "outside.txt").exists()


def test_program_in_an_unpacked_archive(dev: ModuleType, tmp_path: Path) -> None:
    for relative in ("Tabletop.app/Contents/MacOS/tabletop", "tabletop/tabletop.exe", "tabletop/tabletop"):
        folder = tmp_path / relative.replace("/", "_")
        (folder / relative).parent.mkdir(parents=True)
        (folder / relative).write_bytes(b"program")
        assert dev.program_in(folder) == folder / relative
    with pytest.raises(FileNotFoundError, match="no Tabletop program"):
        dev.program_in(tmp_path / "empty")


# --- dev.py package --------------------------------------------------------------------------


@pytest.fixture
def dist(dev: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """dev.py's dist/ as a scratch folder, on Linux x86_64."""
    monkeypatch.setattr(dev, "ROOT", tmp_path)
    monkeypatch.setattr(dev, "DIST", tmp_path / "dist")
    monkeypatch.setattr(dev, "BUNDLE", tmp_path / "dist" / "tabletop")
    monkeypatch.setattr(dev, "platform_tag", lambda: "linux-x86_64")
    monkeypatch.setattr(dev, "shipped_folder", lambda: tmp_path / "dist" / "tabletop")
    return tmp_path / "dist"


def test_package_makes_the_archive_and_checksum_and_prints_the_path(
    dev: ModuleType, dist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_bundle(dist / "tabletop")
    assert dev.main(["package", "linux-x86_64"]) == 0
    out, err = capsys.readouterr()
    archive = dist / f"tabletop-{tabletop.__version__}-linux-x86_64.tar.gz"
    assert out == f"{archive}\n"  # the path alone, for a script to take
    assert f"made {archive.name}" in err and f"{archive.name}.sha256" in err
    dev.verify_checksum(archive)


def test_package_refuses_a_stale_build_a_missing_one_and_the_wrong_machine(dev: ModuleType, dist: Path) -> None:
    with pytest.raises(SystemExit, match="run `python3 dev.py build` first"):
        dev.main(["package"])
    fake_bundle(dist / "tabletop", version="0.0.1")
    with pytest.raises(SystemExit, match=f"is version 0.0.1, the checkout {tabletop.__version__}"):
        dev.main(["package"])
    with pytest.raises(SystemExit, match="this machine makes linux-x86_64 archives, not macos-arm64"):
        dev.main(["package", "macos-arm64"])
    assert not list(dist.glob("*.tar.gz"))


def test_check_package_runs_the_unpacked_program(dev: ModuleType, dist: Path, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    fake_bundle(dist / "tabletop")
    dev.main(["package"])
    ran: list[Path] = []

    def self_test(program: Path, home: Path) -> subprocess.CompletedProcess[str]:
        ran.append(program)
        assert program.read_bytes() == b"\x7fELF program" and not program.is_relative_to(dist)
        return subprocess.CompletedProcess([str(program), "self-test"], 1, "FAIL  bundle\n", "")

    monkeypatch.setattr(dev, "run_self_test", self_test)
    assert dev.main(["check-package"]) == 1  # the program's exit code
    assert ran and ran[0].name == "tabletop"
    assert "FAIL  bundle" in capsys.readouterr().out


def test_check_package_refuses_an_archive_its_checksum_does_not_match(
    dev: ModuleType, dist: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_bundle(dist / "tabletop")
    dev.main(["package"])
    archive = next(dist.glob("*.tar.gz"))
    archive.write_bytes(archive.read_bytes() + b"\0")
    monkeypatch.setattr(dev, "run_self_test", lambda program, home: pytest.fail("ran a damaged archive"))
    with pytest.raises(SystemExit, match="does not match its"):
        dev.main(["check-package", str(archive)])
    dev.checksum_path(archive).unlink()
    with pytest.raises(SystemExit, match="with its .sha256: run `python3 dev.py package` first"):
        dev.main(["check-package"])


# --- the real archive --------------------------------------------------------------------------


def the_archive() -> Path:
    return Path(ARCHIVE or "").resolve()


@needs_archive
def test_the_archive_is_named_for_this_version_and_system(dev: ModuleType) -> None:
    archive = the_archive()
    assert archive.name == dev.archive_name(tabletop.__version__, dev.platform_tag())
    dev.verify_checksum(archive)


@needs_archive
def test_the_unpacked_archive_passes_its_self_test_and_knows_its_version(dev: ModuleType, tmp_path: Path) -> None:
    dev.unpack(the_archive(), tmp_path / "unpacked")
    program = dev.program_in(tmp_path / "unpacked")
    proc = dev.run_self_test(program, tmp_path / "home")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    if sys.platform != "win32":  # the Windows program has no console: there the exit code says it all
        assert "self-test passed" in proc.stdout
        version = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=60,
                                 check=False)
        assert version.stdout == f"tabletop {tabletop.__version__}\n"
