"""Build hook: ship art/, sounds/ and docs/rules inside the wheel as ``tabletop/_data``.

All project metadata lives in pyproject.toml; this file only copies the asset
folders into the built package so that ``tabletop.assets`` finds them in an
installed wheel exactly as it does in a checkout.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_DIRS = {"art": "art", "sounds": "sounds", "docs/rules": "docs/rules"}


class build_py_with_assets(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the assets from the checkout
        target = Path(self.build_lib) / "tabletop" / "_data"
        for source, dest in ASSET_DIRS.items():
            src = ROOT / source
            if src.is_dir():
                shutil.copytree(
                    src, target / dest, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.py"),
                )


setup(cmdclass={"build_py": build_py_with_assets})
