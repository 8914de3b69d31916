"""Tabletop: five small card games on one table."""

#: The version, written here only: the package metadata (pyproject.toml), ``tabletop --version``,
#: the menu, the built program and the release archives' names all take it from here.
__version__ = "0.1.0"
