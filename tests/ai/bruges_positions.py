"""Bruges positions for the computer player's tests: seeded random playouts over player counts and the pets
option, and the cards a seat cannot place (what its determinization must pool)."""
from rules.bruges import GAME
from rules.core import Rng
from tests.ai.playouts import kept, walk

MODES = {
    "2p": (2, {}),
    "3p": (3, {}),
    "4p": (4, {}),
    "2p_pets": (2, {"pets": True}),
    "3p_pets": (3, {"pets": True}),
    "4p_pets": (4, {"pets": True}),
}


def new(mode: str, seed: int):
    n, options = MODES[mode]
    return GAME.new([f"P{i + 1}" for i in range(n)], seed, options)


def random_move(st, chooser: Rng) -> None:
    seat = GAME.current(st)[0]
    legal = GAME.actions(st, seat)
    GAME.apply(st, seat, legal[chooser.below(len(legal))])


def playout(mode: str, seed: int):
    """Every position of one seeded random game of `mode` (copies, the game not over)."""
    return [GAME.load(GAME.dump(st)) for _, st in walk(GAME, new(mode, 1000 + seed), Rng(seed), random_move)]


def positions(mode: str, games: int, every: int):
    """Every `every`-th position of `games` random playouts of `mode` (copies, the game not over)."""
    return kept(GAME, lambda seed: new(mode, 1000 + seed), random_move,
                lambda seed, step, st: step % every == every // 2, games)


def unknown_to(st, seat: int) -> list[int]:
    """The cards `seat` cannot place (BRU-031/032/079/151), sorted: other hands, every player's cards drawn
    in phase 1 but not yet looked at, other players' houses, the piles' tops and hidden rests, the extra."""
    d = st.data
    out = []
    for s, p in enumerate(d["players"]):
        if s != seat:
            out += p["hand"] + [h["card"] for h in p["houses"]]
        out += p["new"]
    for pile in d["piles"]:
        out += pile["rest"] + ([] if pile["top"] is None else [pile["top"]])
    return sorted(out + d["extra"])


def known_to(st, seat: int) -> dict:
    """What `seat` knows exactly beyond its view: its own hand and its own houses' cards."""
    p = st.data["players"][seat]
    return {"hand": list(p["hand"]), "houses": [dict(h) for h in p["houses"]]}
