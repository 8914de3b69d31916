"""Maskmen: the wrestling climbing game with its strength-marker ladder."""
