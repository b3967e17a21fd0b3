"""Small explicit positions for the Castles of Burgundy tests (board 1 unless said otherwise).

Board 1 around the starting castle (space 19, die 6): 12 building/3, 13 monastery/1, 18 river/2,
20 river/5, 25 mine/4, 26 building/3.
"""
from rules.castles import GAME
from rules.core.game import Context


def new(n=2, seed=7, **options):
    return GAME.new([f"P{i}" for i in range(n)], seed, options or None)


def turn(st, seat=0, dice=(1, 2), white=None):
    """Make `seat` the active player at the start of a turn with these dice, nothing pending."""
    d = st.data
    others = [s for s in range(st.n) if s != seat]
    d["order"] = [seat] + others
    d["turn"] = 0
    d["active"] = seat
    d["dice"][seat] = list(dice)
    if white is not None:
        d["white"] = white
    d["used"] = [False, False]
    d["bought"] = False
    d["pending"] = []
    d["decision"] = "die_action"
    return d["players"][seat]


def texts(st, seat=0):
    return [a.text for a in GAME.actions(st, seat)]


def act(st, text, seat=0):
    return GAME.apply(st, seat, text)


def set_depot(st, depot, tiles):
    st.data["depots"][depot - 1] = list(tiles)


def player(st, seat=0):
    return st.data["players"][seat]


def cover(st, seat, spaces, code=None):
    """Cover spaces directly (setting up a position, no effects)."""
    from rules.castles.components import board
    b = board(st.data["players"][0]["board"])
    default = {"castle": "castle", "mine": "mine", "monastery": "mon26", "building": "bank",
               "pasture": "cow2", "river": "ship"}
    p = player(st, seat)
    for s in spaces:
        c = code or default[b.colour[s]]
        p["duchy"][s] = c
        if c.startswith("mon"):
            p["mons"].append(int(c[3:]))


def ctx():
    return Context()


def ship_to_load():
    """A ship just placed (COB-091): depot 3 holds turquoise, pink and brown, depot 5 two reds; the player
    holds turquoise and red, so one free colour."""
    st = new(2)
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["ship"]
    p["goods"] = [0, 1, 0, 0, 1, 0, 0]
    st.data["depot_goods"] = [[], [], [1, 3, 5], [], [4, 4], []]
    act(st, "place ship@18")
    return st


def making_room(stored: list[str]):
    """A 2-player game where P0, its storage full of `stored`, has just taken a castle: it must discard
    one tile (COB-062)."""
    st = new()
    turn(st, dice=(3, 4))
    st.data["players"][0]["storage"] = list(stored)
    set_depot(st, 3, ["castle", None])
    act(st, "take 3 castle")
    return st
