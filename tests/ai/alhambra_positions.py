"""Alhambra positions for the computer player's tests: seeded random playouts over the options and player
counts, out-of-turn thieves included (a random player sometimes steals when it may)."""
from rules.alhambra import GAME
from rules.core import Rng
from tests.ai.playouts import kept

ALL = {"walls": True, "thieves": True, "change": True, "traders": True}
MODES = {
    "2p": (2, {}),
    "3p": (3, {}),
    "4p": (4, {}),
    "2p_all_modules": (2, ALL),
    "3p_thieves_change": (3, {"thieves": True, "change": True}),
    "4p_all_modules": (4, ALL),
    "6p_walls_thieves": (6, {"walls": True, "thieves": True}),
    "5p_traders": (5, {"traders": True}),
}


COMMON = ("action", "extra_action", "place_bought")  # decisions met at almost every step


def acting(st) -> list[int]:
    """Every seat with a decision now: those waited for, then those who may act out of turn (thieves)."""
    seats = list(GAME.current(st))
    return seats + [s for s in GAME.may_act(st) if s not in seats]


def random_move(st, chooser: Rng) -> None:
    """A uniformly random legal move of the seat waited for; a third of the time, while a thief may be
    played out of turn, one of those seats moves instead (a steal or a pass)."""
    seats = GAME.current(st)
    extra = [s for s in GAME.may_act(st) if s not in seats]
    if extra and chooser.below(3) == 0:
        seat = extra[chooser.below(len(extra))]
    else:
        seat = seats[chooser.below(len(seats))]
    legal = GAME.actions(st, seat)
    GAME.apply(st, seat, legal[chooser.below(len(legal))])


def new(mode: str, seed: int):
    n, options = MODES[mode]
    return GAME.new([f"P{i + 1}" for i in range(n)], seed, options)


def positions(mode: str, games: int, every: int) -> list:
    """Every `every`-th position of `games` random playouts of `mode`, every position of a rarer decision
    (residents, trader, the last thief window, a leftover building) and every fifth one where a thief may
    act out of turn (copies, the game not over)."""
    def chosen(seed, step, st):
        return step % every == every // 2 or st.data["decision"] not in COMMON or (step % 5 == 0 and GAME.may_act(st))

    return kept(GAME, lambda seed: new(mode, 1000 + seed), random_move, chosen, games)
