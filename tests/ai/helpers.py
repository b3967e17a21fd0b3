"""Castles positions for the computer player's tests: seeded random playouts in every mode."""
from rules.castles import GAME
from rules.castles.components import MODULES
from rules.core import Rng

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


def position(mode: str, seed: int, steps: int):
    """A game of `mode` after `steps` random legal moves (fewer if it ended)."""
    n, options = MODES[mode]
    st = GAME.new([f"P{i + 1}" for i in range(n)], seed, options)
    chooser = Rng(seed * 31 + steps)
    while steps and not GAME.over(st):
        random_move(st, chooser)
        steps -= 1
    return st


def positions(mode: str, games: int, every: int):
    """Every `every`-th position of `games` random playouts of `mode` (copies, the game not over)."""
    out = []
    for seed in range(games):
        n, options = MODES[mode]
        st = GAME.new([f"P{i + 1}" for i in range(n)], 1000 + seed, options)
        chooser = Rng(seed)
        step = 0
        while not GAME.over(st):
            if step % every == every // 2:
                out.append(GAME.load(GAME.dump(st)))
            random_move(st, chooser)
            step += 1
    return out
