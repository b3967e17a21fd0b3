"""Macao positions for the computer player's tests: seeded random playouts at 2, 3 and 4 players, with
sequential and simultaneous dice (the game's one option, MAC-044)."""
from rules.core import Rng
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
    st = new(mode, seed)
    chooser = Rng(seed * 31 + steps)
    while steps and not GAME.over(st):
        random_move(st, chooser)
        steps -= 1
    return st


def positions(mode: str, games: int, every: int):
    """Every `every`-th position of `games` random playouts of `mode` (copies, the game not over)."""
    out = []
    for seed in range(games):
        st = new(mode, 1000 + seed)
        chooser = Rng(seed)
        step = 0
        while not GAME.over(st):
            if step % every == every // 2:
                out.append(GAME.load(GAME.dump(st)))
            random_move(st, chooser)
            step += 1
    return out


def secret_dice(mode: str, games: int):
    """Positions of a simultaneous dice phase where some other seat has picked already (copies): every one
    reached in `games` random playouts."""
    out = []
    for seed in range(games):
        st = new(mode, 2000 + seed)
        chooser = Rng(seed)
        while not GAME.over(st):
            d = st.data
            if d["decision"] == "dice" and any(p["picks"] for p in d["players"]):
                out.append(GAME.load(GAME.dump(st)))
            random_move(st, chooser)
    return out
