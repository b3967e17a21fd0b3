"""Module: the four extra tiles (RULES.md section 16; option `extra_tiles`): monasteries #27 (the bridge) and
#28 (workers), the crane and the geese. The tiles are data (data/tiles.yaml: monasteries 27-28, `special`,
`module_stacks`: COB-190, COB-192).

Hook points (each call guarded by the module being on, or by one of its tiles being in play):
  engine.move_on_bridge, engine.apply_effect (mon27)  pawns_on_top      #27 (COB-191)
  moves._die_actions, white_castles.legal             die_actions       #28: "buy workers" (COB-193)
  engine.building_effect (effect copy_building)       pushes "crane_effect"; CRANE_CHOICES (COB-194)
  engine.apply_effect (livestock)                     geese_placed, geese_bonus (COB-196, COB-197)
  scoring.breakdown                                   best_crane_type (COB-195)
Decisions: crane_effect, geese_herd (DECISIONS); action kinds: buy_workers, crane, geese (HANDLERS).
"""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import shields as SH
from rules.castles import terms
from rules.castles.components import TILE_DATA, TILES, board
from rules.core import Action
from rules.core.text import N_, msg, seat as seat_ref

BASE_BUILDINGS = tuple(TILE_DATA["buildings"])  # the 8 building types of the base game (COB-100)


# ---- monastery 27: the bridge --------------------------------------------------------------------

def pawns_on_top(st, ctx) -> None:
    """COB-191: the bridge pawn of a player with monastery #27 is never under other pawns: it goes on top
    when it moves onto an occupied space and when another pawn lands on its space. Only pawns that have
    played this round are reordered, so this round's order stays as fixed at its start (COB-303)."""
    d = st.data
    for stack in d["bridge"]:
        up = [s for s in stack if D.has_mon(E.estate(d, s), 27)]
        if not up or stack[-len(up):] == up:
            continue
        for s in up:
            stack.remove(s)
            stack.append(s)
            E._log(ctx, N_("{who}'s pawn goes on top of its bridge stack (monastery 27)."), who=seat_ref(s))


# ---- monastery 28: workers -------------------------------------------------------------------------

def die_actions(st, seat: int) -> list[Action]:
    """COB-193 (reading: any number of times during the player's own turn): 2 workers for 1 silver."""
    p = E.estate(st.data, seat)
    spec = TILES["mon28"]
    if not D.has_mon(p, 28) or p["silver"] < spec["silver"]:
        return []
    return [Action("buy workers", msg(N_("Buy {workers} for {silver}"), workers=terms.workers(spec["workers"]),
                                      silver=terms.silver(spec["silver"])), N_("Workers"), data=("buy_workers",))]


def buy_workers(st, seat: int, data, ctx) -> None:
    p = E.estate(st.data, seat)
    spec = TILES["mon28"]
    p["silver"] -= spec["silver"]
    p["workers"] += spec["workers"]
    E._log(ctx, N_("{who} buys {workers} for {silver} (monastery 28)."), who=seat_ref(seat),
            workers=terms.workers(spec["workers"]), silver=terms.silver(spec["silver"]))
    SH.workers_gained(st, seat, ctx)  # shield 2: another player gained workers (COB-286)


# ---- the crane -----------------------------------------------------------------------------------

def crane_choices(d: dict) -> tuple[str, ...]:
    """COB-194: the building types whose effect the crane may use: any other building (= beige tile):
    the 8 of the base game, and the white castle when that module puts white castles among them."""
    return BASE_BUILDINGS + (("whitecastle",) if E.module_on(d, "white_castles") else ())


def crane_actions(st, seat: int) -> list[Action]:
    """The crane's choice; the default is the watchtower, whose 4 VP can always be used."""
    return [Action(f"crane {b}", msg(N_("Use the {building}'s effect"), building=terms.BUILDING_NOUNS[b]),
                   N_("Crane"), default=(b == "watchtower"), data=("crane", b))
            for b in crane_choices(st.data)]


def crane(st, seat: int, data, ctx) -> None:
    """COB-194: the chosen building's effect, as if that building had been placed (COB-102: may be lost).
    The crane stays its own building type for the once-per-city limit (COB-306: its code is "crane")."""
    d = st.data
    d["pending"].pop()
    btype = data[1]
    E._log(ctx, N_("{who} uses the crane as a {building}."), who=seat_ref(seat), building=terms.BUILDING_NOUNS[btype])
    E.building_effect(st, seat, TILES[btype], ctx)


def best_crane_type(p: dict, monastery_points) -> tuple[str | None, int]:
    """COB-195: at final scoring the crane counts as one building type of the player's choice for the
    monasteries that score buildings (16-23, 29); chosen here as the type that adds the most points.
    `monastery_points(p, crane_as)` scores the monasteries with the crane counted as `crane_as`.
    Returns (type, points it adds), or (None, 0) when counting it adds nothing."""
    if "crane" not in p["duchy"]:
        return None, 0
    base = monastery_points(p)
    best, gain = None, 0
    for btype in BASE_BUILDINGS + ("whitecastle",):
        more = monastery_points(p, btype) - base
        if more > gain:
            best, gain = btype, more
    return best, gain


# The breakdown's words for the crane's points ("crane_as_<type>" keys of scoring.breakdown).
CRANE_BREAKDOWN = {
    "crane_as_market": N_("crane as market"), "crane_as_carpenter": N_("crane as carpenter"),
    "crane_as_church": N_("crane as church"), "crane_as_warehouse": N_("crane as warehouse"),
    "crane_as_boarding": N_("crane as boarding house"), "crane_as_bank": N_("crane as bank"),
    "crane_as_cityhall": N_("crane as city hall"), "crane_as_watchtower": N_("crane as watchtower"),
    "crane_as_whitecastle": N_("crane as white castle"),
}


# ---- the geese -----------------------------------------------------------------------------------

def _pasture(b, space: int) -> tuple:
    return b.areas[b.area_of[space]][1]


def herds(b, p: dict, space: int) -> dict[str, int]:
    """Each other animal type in the pasture of `space`, with the VP it would score if the geese joined
    that herd: its animals, plus 1 per tile with monastery #7 (COB-157)."""
    totals: dict[str, int] = {}
    tiles: dict[str, int] = {}
    for s in _pasture(b, space):
        code = p["duchy"][s]
        if code is None or s == space:
            continue
        tile = TILES[code]
        if tile["kind"] == "livestock" and code != "geese":
            totals[tile["animal"]] = totals.get(tile["animal"], 0) + tile["animals"]
            tiles[tile["animal"]] = tiles.get(tile["animal"], 0) + 1
    if D.has_mon(p, 7):
        totals = {a: v + tiles[a] for a, v in totals.items()}
    return totals


def _own_vp(p: dict, key: str) -> int:
    """The geese's own VP (placement or later), and +1 with monastery #7 as a tile that scores (reading)."""
    return TILES["geese"][key] + (1 if D.has_mon(p, 7) else 0)


def geese_placed(st, seat: int, space: int, ctx) -> None:
    """COB-196: 2 VP plus the VP of one other animal type in the same pasture, as if that herd had been
    extended; with several types the player picks one (reading), the best by default."""
    d = st.data
    p = E.estate(d, seat)
    found = herds(board(p["board"]), p, space)
    if len(found) > 1:
        d["pending"].append({"kind": "geese_herd", "space": space})
        return
    animal = next(iter(found), None)
    _score_geese(st, seat, animal, found.get(animal, 0), ctx)


def _score_geese(st, seat: int, animal: str | None, herd_vp: int, ctx) -> None:
    p = E.estate(st.data, seat)
    vp = _own_vp(p, "vp") + herd_vp
    p["vp"]["livestock"] += vp
    if animal is None:
        E._log(ctx, N_("{who} scores {vp} for the geese."), who=seat_ref(seat), vp=terms.vp(vp))
    else:
        E._log(ctx, N_("{who} scores {vp} for the geese joining {herd}."), who=seat_ref(seat), vp=terms.vp(vp),
                herd=terms.HERDS[animal])


def geese_actions(st, seat: int) -> list[Action]:
    d = st.data
    p = E.estate(d, seat)
    found = herds(board(p["board"]), p, d["pending"][-1]["space"])
    own = _own_vp(p, "vp")
    order = sorted(found, key=lambda a: (-found[a], a))
    return [Action(f"geese {a}", msg(N_("Join {herd}: {vp}"), herd=terms.HERDS[a], vp=terms.vp(own + found[a])),
                   N_("Geese"), default=(i == 0), data=("geese", a)) for i, a in enumerate(order)]


def geese(st, seat: int, data, ctx) -> None:
    d = st.data
    entry = d["pending"].pop()
    p = E.estate(d, seat)
    found = herds(board(p["board"]), p, entry["space"])
    _score_geese(st, seat, data[1], found[data[1]], ctx)


def geese_bonus(st, seat: int, space: int, ctx) -> None:
    """COB-197: each later livestock tile placed in the geese's pasture gives the geese 2 VP more."""
    p = E.estate(st.data, seat)
    b = board(p["board"])
    count = sum(1 for s in _pasture(b, space) if p["duchy"][s] == "geese")
    if count:
        vp = count * _own_vp(p, "later_vp")
        p["vp"]["livestock"] += vp
        E._log(ctx, N_("{who} scores {vp} more for the geese in that pasture."), who=seat_ref(seat), vp=terms.vp(vp))


DECISIONS = {"crane_effect": crane_actions, "geese_herd": geese_actions}
HANDLERS = {"buy_workers": buy_workers, "crane": crane, "geese": geese}
