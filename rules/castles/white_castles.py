"""Module: the white castles (RULES.md section 18; option `white_castles`): 6 beige-backed white castles,
monastery #29 and 2 black-backed tiles (data/tiles.yaml `module_stacks`, COB-204; the fronts of the black
ones and the building #29 scores are stand-ins: data/stand_ins.yaml, section `white_castles`).

A white castle is a building type of its own (code "whitecastle"), a ninth type once per city (COB-207,
reading): duchy.building_allowed applies to it as to the others.

Hook points:
  engine.building_effect (effect white_die_action)  pushes {"kind": "white_castle_action", "value": white die}
  scoring.monastery_points, views.tile_info          monastery_building (#29, COB-206)
Decision: white_castle_action (DECISIONS); action kind: white_adjust (HANDLERS); its take, place, sell and
workers actions are the castle action's, with no die of the player's spent.
"""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import moves as M
from rules.castles import stand_ins, terms
from rules.castles.components import TILES, board
from rules.core import Action
from rules.core.text import N_, msg, seat as seat_ref


def monastery_building(spec: dict) -> str:
    """The building type an end-game monastery scores; #29's is a stand-in (COB-206, GAP: white castle)."""
    building = spec["building"]
    if building == "stand_in":
        return stand_ins.current()["white_castles"]["monastery_29_building"]
    return building


def legal(st, seat: int) -> list[Action]:
    """COB-205: one action with the white die's value (as the entry holds it): take a tile from that depot,
    place a stored tile on a space of that number, sell that goods colour, or take workers. Workers may
    change the value for this action only ("adjust V to T"); monasteries 9-12 shift it by 1 for free as
    they would one of the player's dice."""
    d = st.data
    p = E.estate(d, seat)
    b = board(p["board"])
    v = d["pending"][-1]["value"]
    near = (v, M._wrap(v - 1), M._wrap(v + 1))
    out = []
    for dep in (near if D.has_mon(p, 12) else (v,)):
        for code in sorted({c for c in d["depots"][dep - 1] if c is not None}):
            out.append(M._take(dep, code, None))
    free_colours = {c for number, colours in M.FREE_PLACE.items() if D.has_mon(p, number) for c in colours}
    for code in sorted(set(p["storage"])):
        numbers = near if TILES[code]["colour"] in free_colours else (v,)
        for space in D.spaces_for(b, p, code, numbers):
            out.append(M._place(code, space, None, True))
    if p["goods"][v]:
        out.append(M._sell(v, p["goods"][v], None))
    out.append(M._workers(None, True))
    for t in range(1, 7):
        cost = M.shift_cost(p, v, t)
        if t != v and cost <= p["workers"]:
            out.append(Action(f"adjust {v} to {t}",
                              msg(N_("Count the white die's {die} as {value} ({workers})"), die=v, value=t,
                                  workers=terms.workers(cost)), N_("Workers"), data=("white_adjust", t, cost)))
    if E.module_on(d, "extra_tiles"):  # monastery 28: workers to change the value with (COB-193)
        from rules.castles import extra_tiles
        out.extend(extra_tiles.die_actions(st, seat))
    return out


def white_adjust(st, seat: int, data, ctx) -> None:
    """COB-205: workers change the value for the white castle's action; the white die stays as rolled."""
    d = st.data
    entry = d["pending"][-1]
    _, value, cost = data
    E.estate(d, seat)["workers"] -= cost
    E._log(ctx, N_("{who} spends {workers}: the white die's {die} counts as {value} for the white castle."),
           who=seat_ref(seat), workers=terms.workers(cost), die=entry["value"], value=value)
    entry["value"] = value


DECISIONS = {"white_castle_action": legal}
HANDLERS = {"white_adjust": white_adjust}
