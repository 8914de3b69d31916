"""Mindbug: hybrid creatures fight, and a played creature can be stolen with a Mindbug (1v1 and 2v2)."""
