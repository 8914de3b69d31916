"""Meh positions from pictures of the board: the builder the worked examples use too."""

from tabletop.games.meh.positions import STRIPES, TERRAIN_LETTERS, make_state, parse_board, parse_terrain

__all__ = ["STRIPES", "TERRAIN_LETTERS", "make_state", "parse_board", "parse_terrain"]
