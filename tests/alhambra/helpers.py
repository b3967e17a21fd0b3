"""Small explicit positions for the Alhambra tests."""
from __future__ import annotations

from rules.alhambra import GAME
from rules.alhambra.components import BUILDINGS, CURRENCIES, TILE_PRICE, TILE_TYPE, TILE_WALLS, side_mask

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def tile(kind: str, price: int, walls: str = "") -> int:
    """The number of the building tile of that type, price and printed walls."""
    for t in BUILDINGS:
        if TILE_TYPE[t] == kind and TILE_PRICE[t] == price and TILE_WALLS[t] == side_mask(walls):
            return t
    raise KeyError((kind, price, walls))


def money(currency: str, value: int) -> int:
    return CURRENCIES.index(currency) * 10 + value


def stack(*cards: int) -> list[list[int]]:
    """A money deck whose draws come in this order, the top card last: each card a pile of its own
    (a real pile keeps no order, and a draw takes any of its cards)."""
    return [[c] for c in cards]


def new(n: int = 3, seed: int = 1, **modules):
    opts = {k: "yes" if v else "no" for k, v in modules.items()}
    st = GAME.new(NAMES[:n], seed, opts)
    if modules.get("traders"):
        finish_trader_setup(st)
    return st


def finish_trader_setup(st):
    for s in range(st.n):
        GAME.apply(st, s, "residents blue red brown")
        GAME.apply(st, s, "trader at 0,-1")


def blank(st, turn: int = 0):
    """A clean turn for `turn`: empty hands, Alhambras of just the fountain, nothing pending."""
    d = st.data
    d["decision"] = "action"
    d["turn"] = turn
    for p in d["players"]:
        p["grid"] = [[0, 0, 0]]
        p["reserve"] = []
        p["pending"] = []
        p["hand"] = []
        p["thieves"] = []
        p["wood"] = {}
        p["residents"] = {}
    return st


def texts(st, seat: int | None = None) -> list[str]:
    if seat is None:
        seat = GAME.current(st)[0]
    return [a.text for a in GAME.actions(st, seat)]


def finish_turn(st, seat: int):
    """Put every bought tile on the reserve (the default) until the turn has passed."""
    while GAME.current(st) == [seat] and st.data["decision"] in ("place_bought", "trader_back", "resident_moves_in", "new_resident"):
        GAME.apply(st, seat, GAME.default_action(st, seat))


def every_thief(st):
    """Every player holds a thief of each currency: whoever is not next may steal (ALH-204)."""
    for p in st.data["players"]:
        p["thieves"] = [0, 1, 2, 3]
