"""Domains of Meh: send reluctant armies to hold a 3x4 map of territories."""
