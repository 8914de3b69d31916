"""Tabletop: five small card games on one table."""

__version__ = "0.1.0"
