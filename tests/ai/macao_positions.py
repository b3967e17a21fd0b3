"""Macao positions for the computer player's tests: seeded random playouts at 2, 3 and 4 players, with
sequential and simultaneous dice (the game's one option, MAC-044)."""
from rules.core import Rng
from tests.ai.playouts import advanced, kept
from rules.macao import GAME

MODES = {
    "2p": (2, {}),
    "3p": (3, {}),
    "4p": (4, {}),
    "2p_simultaneous": (2, {"dice_choice": "simultaneous"}),
    "3p_simultaneous": (3, {"dice_choice": "simultaneous"}),
    "4p_simultaneous": (4, {"dice_choice": "simultaneous"}),
}


def new(mode: str, seed: int):
    n, options = MODES[mode]
    return GAME.new([f"P{i + 1}" for i in range(n)], seed, options)


def random_move(st, chooser: Rng) -> None:
    """A uniformly random legal move of a seat waited for (with simultaneous dice, any of them)."""
    seats = GAME.current(st)
    seat = seats[chooser.below(len(seats))]
    legal = GAME.actions(st, seat)
    GAME.apply(st, seat, legal[chooser.below(len(legal))])


def position(mode: str, seed: int, steps: int):
    """A game of `mode` after `steps` random legal moves (fewer if it ended)."""
    return advanced(GAME, new(mode, seed), Rng(seed * 31 + steps), random_move, steps)


def positions(mode: str, games: int, every: int):
    """Every `every`-th position of `games` random playouts of `mode` (copies, the game not over)."""
    return kept(GAME, lambda seed: new(mode, 1000 + seed), random_move,
                lambda seed, step, st: step % every == every // 2, games)


def secret_dice(mode: str, games: int):
    """Positions of a simultaneous dice phase where some other seat has picked already (copies): every one
    reached in `games` random playouts."""
    def picked(seed, step, st):
        d = st.data
        return d["decision"] == "dice" and any(p["picks"] for p in d["players"])

    return kept(GAME, lambda seed: new(mode, 2000 + seed), random_move, picked, games)
