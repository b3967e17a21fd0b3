"""Which games exist. Built-in games are imported lazily; TAVOLO_EXTRA_GAMES adds others
("module:ATTR,module:ATTR"), which is how the tests register their small test game."""
from __future__ import annotations

import importlib
import logging
import os

from rules.core.errors import SetupError
from rules.core.text import N_
from rules.core.game import Game

# id -> "module:attribute". A game appears here once it is playable.
BUILTIN = {
    "castles": "rules.castles:GAME",
    "alhambra": "rules.alhambra:GAME",
    "bruges": "rules.bruges:GAME",
    "macao": "rules.macao:GAME",
    "colonia": "rules.colonia:GAME",
}

_loaded: dict[str, Game] = {}
_tried: set[str] = set()


def register(game: Game) -> Game:
    _loaded[game.id] = game
    return game


def _load(ref: str) -> Game:
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr or "GAME")


def _refs() -> dict[str, str]:
    refs = dict(BUILTIN)
    for ref in filter(None, (r.strip() for r in os.environ.get("TAVOLO_EXTRA_GAMES", "").split(","))):
        refs[ref] = ref
    return refs


def games() -> dict[str, Game]:
    """Every available game by id (a built-in game whose package is missing is left out)."""
    for key, ref in _refs().items():
        if ref in _tried:
            continue
        _tried.add(ref)
        try:
            game = _load(ref)
        except (ImportError, AttributeError) as exc:  # a game still being written must not break the others
            logging.getLogger(__name__).warning("game %s is not available: %s", ref, exc)
            continue
        _loaded[game.id] = game
    return dict(sorted(_loaded.items()))


def get_game(game_id: str) -> Game:
    all_games = games()
    key = game_id.strip().lower()
    if key in all_games:
        return all_games[key]
    for game in all_games.values():  # accept the title too ("Castles of Burgundy")
        if key in (game.title.lower(), game.title.lower().removeprefix("the ")):
            return game
    raise SetupError(N_("Unknown game '{game}'. Games: {games}."), game={"text": str(game_id)[:40]},
                     games={"text": ", ".join(all_games) or "-"})
