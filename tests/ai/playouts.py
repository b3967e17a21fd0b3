"""Seeded random playouts for the computer player's tests. Each game's positions module says how one random
move is made and which positions it keeps; walking a game to its end is here, once."""
from rules.core import Rng


def walk(game, st, chooser: Rng, move):
    """Each position of a random playout from `st` to the end, with its step: the live state, before that
    step's move (`move(st, chooser)` plays one random legal move)."""
    step = 0
    while not game.over(st):
        yield step, st
        move(st, chooser)
        step += 1


def advanced(game, st, chooser: Rng, move, steps: int):
    """`st` after `steps` random legal moves (fewer if the game ended)."""
    for step, _ in walk(game, st, chooser, move):
        if step == steps:
            break
    return st


def kept(game, start, move, keep, games: int, chooser=Rng) -> list:
    """Copies of the positions `keep(seed, step, st)` picks in `games` playouts, one from `start(seed)` with
    the moves of `chooser(seed)` for each seed 0, 1, ..."""
    return [game.load(game.dump(st)) for seed in range(games)
            for step, st in walk(game, start(seed), chooser(seed), move) if keep(seed, step, st)]
