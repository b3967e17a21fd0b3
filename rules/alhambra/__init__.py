"""Alhambra with the four modules of "The Thief's Turn" (city walls, thieves, change, street traders)."""
from rules.alhambra.game import GAME, Alhambra  # noqa: F401
