"""Tavolo rules: pure, deterministic game logic (no I/O, no asyncio, no chat)."""
from rules.core import (  # noqa: F401  re-exported public API
    Action, Event, Game, IllegalAction, OptionSpec, Result, State, Applied, GameError,
)
from rules.registry import get_game, games, register  # noqa: F401
