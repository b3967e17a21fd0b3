"""Module trade routes (RULES.md section 20): sold goods go on a route of bonus spaces.

Italian rulebook: "Le vie commerciali". The route tiles are stand-ins (data/stand_ins.yaml,
trade_route_tiles: each space [goods colour, bonus, amount]). Per estate the state keeps `route_tiles`
(the tiles drawn, in route order) and `route`, its spaces left to right: {"colour", "bonus", "amount",
"goods"} with `goods` the colour of the goods tile on it or None.

Hooks (each guarded by the option): engine.setup (the routes), engine.sell (every sale), moves.legal and
game.prompt (the decision "route_take"), views.player_view.
"""
from __future__ import annotations

from rules.castles import stand_ins, terms
from rules.castles.components import COLOURS
from rules.core.text import N_, plural, seat as seat_ref

TILES_PER_ROUTE = {1: 5, 2: 5, 3: 4, 4: 3}  # COB-220, by estates (the solo game: the 2-player figure)
GAINS = ("workers", "silver", "vp")
TAKE = "route_take"  # the decision a tile-taking space asks for


def tiles() -> list[list]:
    """The route tiles of the stand-in file, checked: tile i (1-based) is tiles()[i - 1]."""
    out = stand_ins.current()["trade_route_tiles"]
    for tile in out:
        for colour, bonus, amount in tile:
            assert 1 <= colour <= 6 and (bonus in GAINS and amount > 0 or bonus == "take"), tile
            assert bonus != "take" or amount == "any" or set(amount) <= set(COLOURS), tile
    return out


def setup(st) -> None:
    """COB-220: each player random tiles (3/4/5 with 4/3/2 players), in random order, as one route."""
    d = st.data
    table = tiles()
    pile = list(range(1, len(table) + 1))  # sorted: a hidden pile
    count = TILES_PER_ROUTE[len(d["players"])]
    for p in d["players"]:
        drawn = [st.rng.draw(pile) for _ in range(count)]  # the draw order is the route's order
        p["route_tiles"] = drawn
        p["route"] = [{"colour": colour, "bonus": bonus, "amount": amount, "goods": None}
                      for tile in drawn for colour, bonus, amount in table[tile - 1]]
        p["vp"]["route"] = 0


def lay(st, seat: int, p: dict, colour: int, count: int, ctx) -> None:
    """COB-221: the sold goods go one at a time, left to right, on the next empty route spaces (all of one
    colour, so their order does not matter); COB-222 a space of their colour gives its bonus now; COB-223
    the rest go to the sold pile once the route is full. They stay sold (p["sold"], COB-224)."""
    route = p["route"]
    free = [i for i, space in enumerate(route) if space["goods"] is None][:count]
    who = seat_ref(seat)
    for i in free:
        route[i]["goods"] = colour
    if free:
        _log(ctx, plural("{who} lays {n} goods tile on trade route space {first}.",
                         "{who} lays {n} goods tiles on trade route spaces {first}-{last}.", "n",
                         who=who, n=len(free), first=free[0] + 1, last=free[-1] + 1))
    if count > len(free):
        _log(ctx, plural("{who}'s trade route is full: {n} goods tile goes to the sold pile.",
                         "{who}'s trade route is full: {n} goods tiles go to the sold pile.", "n",
                         who=who, n=count - len(free)))
    takes = []
    for i in free:
        space = route[i]
        if space["colour"] != colour:
            continue
        if space["bonus"] == "take":
            takes.append(i)
        else:
            _gain(p, space["bonus"], space["amount"])
            _log(ctx, N_("Trade route space {space}: {who} gains {gains}."), space=i + 1, who=who,
                 gains=terms.route_bonus(space["bonus"], space["amount"]))
            if space["bonus"] == "workers":
                from rules.castles import shields  # shield 2: another player gained workers (COB-286)
                shields.workers_gained(st, seat, ctx)
    from rules.castles import engine as E  # the depots and the decision stack are the engine's
    for i in reversed(takes):  # the leftmost is decided first (top of the stack)
        kinds = take_colours(route[i]["amount"])
        if E.depot_tiles_of(st.data, kinds):
            st.data["pending"].append({"kind": TAKE, "kinds": kinds, "space": i + 1})
        else:
            _log(ctx, N_("Trade route space {space}: the depots hold no tile to take."), space=i + 1)


def take_colours(amount) -> list[str]:
    """The duchy colours of the tiles a take space allows."""
    return list(COLOURS) if amount == "any" else list(amount)


def _gain(p: dict, bonus: str, amount: int) -> None:
    if bonus == "vp":
        p["vp"]["route"] += amount
    else:
        p[bonus] += amount


def view(p: dict) -> list[dict]:
    """players[s]["route"]: each space's goods colour, its bonus as a message, the goods tile on it."""
    return [{"colour": s["colour"], "bonus": terms.route_bonus(s["bonus"], s["amount"]), "goods": s["goods"]}
            for s in p["route"]]


def _log(ctx, message, **params) -> None:
    if ctx is not None:
        ctx.log(message, **params)
