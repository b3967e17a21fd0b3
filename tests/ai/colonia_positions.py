"""Colonia positions for the computer player's tests: seeded random playouts at 3-6 players."""
from rules.colonia import GAME
from rules.core import Rng
from tests.ai.playouts import kept, walk

COUNTS = (3, 4, 5, 6)


def new(n: int, seed: int):
    return GAME.new([f"P{i + 1}" for i in range(n)], seed)


def random_move(st, chooser: Rng) -> None:
    seat = GAME.current(st)[0]
    legal = GAME.actions(st, seat)
    GAME.apply(st, seat, legal[chooser.below(len(legal))])


def positions(n: int, games: int, every: int, first_seed: int = 1000) -> list:
    """Every `every`-th position of `games` random playouts at `n` players (copies, the game not over)."""
    return kept(GAME, lambda seed: new(n, first_seed + seed), random_move,
                lambda seed, step, st: step % every == (seed + every // 2) % every, games,
                chooser=lambda seed: Rng(seed * 7 + n))


def first_of_each_decision(n: int, kinds, games: int = 200, first_seed: int = 5000) -> dict:
    """A position (a copy) waiting on each named decision in `kinds`, from random playouts; the first found."""
    found = {}
    for seed in range(games):
        for _, st in walk(GAME, new(n, first_seed + seed), Rng(seed), random_move):
            if len(found) == len(kinds):
                return found
            kind = st.data["decision"]
            if kind in kinds and kind not in found:
                found[kind] = GAME.load(GAME.dump(st))
    return found
