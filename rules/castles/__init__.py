"""The Castles of Burgundy (2019/2020 edition): base game rules for Tavolo."""
from rules.castles.game import GAME, Castles  # noqa: F401
