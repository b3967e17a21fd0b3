"""Castles positions for the computer player's tests: seeded random playouts in every mode."""
from rules.castles import GAME
from rules.castles.components import MODULES
from rules.core import Rng
from tests.ai.playouts import advanced, kept

MODES = {
    "2p": (2, None),
    "3p": (3, None),
    "4p_all_modules": (4, {m: True for m in MODULES}),
    "team": (4, {"team": "yes"}),
    "solo": (1, {"solo": "expert"}),
}


def random_move(st, chooser: Rng) -> None:
    seat = GAME.current(st)[0]
    legal = GAME.actions(st, seat)
    GAME.apply(st, seat, legal[chooser.below(len(legal))])


def new(mode: str, seed: int):
    n, options = MODES[mode]
    return GAME.new([f"P{i + 1}" for i in range(n)], seed, options)


def position(mode: str, seed: int, steps: int):
    """A game of `mode` after `steps` random legal moves (fewer if it ended)."""
    return advanced(GAME, new(mode, seed), Rng(seed * 31 + steps), random_move, steps)


def positions(mode: str, games: int, every: int):
    """Every `every`-th position of `games` random playouts of `mode` (copies, the game not over)."""
    return kept(GAME, lambda seed: new(mode, 1000 + seed), random_move,
                lambda seed, step, st: step % every == every // 2, games)
