"""The state of one game: common envelope plus the game's own data."""
from __future__ import annotations

import json
from typing import Any

from rules.core.rng import Rng

ENVELOPE_VERSION = 1


class State:
    """Everything needed to continue a game. Games keep their own data in `data` (any object their
    `encode_data`/`decode_data` turn into JSON), draw all randomness from `rng`, and never touch the
    other fields."""

    __slots__ = ("game", "schema", "names", "n", "seed", "options", "rng", "data", "moves", "resigned", "offered",
                 "quiet", "cache")

    def __init__(self, game: str, schema: int, names: list[str], seed: int, options: dict,
                 rng: Rng, data: Any = None, moves: int = 0, resigned: list[int] | None = None, quiet: int = 0):
        self.game = game
        self.schema = schema
        self.names = list(names)
        self.n = len(self.names)  # seats never change during a game
        self.seed = seed
        self.options = dict(options)
        self.rng = rng
        self.data = data
        self.moves = moves
        self.resigned = list(resigned or [])
        # actions nobody else could see (no public log line: a thief window passed in private); the
        # public move count leaves them out, so it never tells that somebody had a secret choice
        self.quiet = quiet
        # (moves, seat, actions) last offered by Game.actions: applying one of those very objects needs
        # no second generation of the legal list. Never serialised.
        self.offered: tuple | None = None
        # what a game derives from `data` only to answer faster (Alhambra: each city's geometry); never
        # serialised, empty after load, so nothing in it can be relied on beyond being a faster answer
        self.cache: dict = {}

    def envelope(self, encoded_data: Any) -> dict:
        return {
            "v": ENVELOPE_VERSION,
            "game": self.game,
            "schema": self.schema,
            "names": self.names,
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "moves": self.moves,
            "resigned": self.resigned,
            "quiet": self.quiet,
            "data": encoded_data,
        }


def dumps(obj: dict) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
