"""What players may see (MAC-007): everything is open except the order of the deck and, with simultaneous
dice, the picks of others until all have chosen. A seat's own view adds what each action would cost now and
the cards it may use.

Shapes beyond the brief's: players[s]["rose"][k] = {colour: n} waiting at sector k+1 (index 0 = sector 1, the
cubes that become active at the next turn of the rose); "arrow" is always 0 (the rose is kept as a queue, so
the arrow needs no index); "cubes" = the active cubes under the arrow; "wall" = the disc's space; "picks" =
the dice chosen this round ([colour, sector]; None for another seat while simultaneous picks are secret) and
"chosen" whether both are chosen; "turned" whether the rose has turned this round (MAC-045): before it turns,
sector 1 holds the cubes that become active this very round. "turn_order" = the phase-3 order fixed at its start (K-02). Sea spaces have
x/y from the sea file's drawing layout. "costs" are the printed costs (before any card's discount).
"""
from __future__ import annotations

from rules.macao import city as C
from rules.macao import engine as E
from rules.macao import wall as W
from rules.macao.components import board, card, effective, ROUNDS, wall_cost


def card_view(st, cid: int, seat: int | None = None) -> dict:
    c = card(cid)
    text = E.hook("card_text", None, cid)
    used = False
    if seat is not None:
        used = E.used_this_round(st, seat, cid) > 0
    return {"id": cid, "name": {"text": c.name}, "type": c.type, "colour": c.colour, "cost": dict(c.cost),
            "tribute": list(c.tribute), "timing": c.timing, "text": text, "used": used, "stand_in": c.stand_in}


def _player(st, s: int, me: int | None) -> dict:
    p = st.data["players"][s]
    picks = p["picks"]
    hidden = E.simultaneous(st) and st.data["phase"] == 2 and s != me
    return {
        "gold": p["gold"], "pp": p["pp"], "penalties": p["penalties"],
        "board": [card_view(st, c) for c in p["board"]],
        # while the picks are secret, a phase-2 card's "used" mark would tell one of them (Meister: a die one
        # sector off, MAC-158): shown once the picks come to light
        "activated": [card_view(st, c, None if hidden and card(c).timing == "phase2" else s)
                      for c in p["active_cards"]],
        "rose": [dict(x) for x in p["rose"]], "arrow": 0, "cubes": dict(p["cubes"]), "ship": p["ship"],
        "goods": list(p["goods"]), "jokers": len(p["jokers"]), "districts": len(C.owned(st, s)),
        "wall": W.position(st, s),
        "picks": None if hidden else [list(x) for x in picks], "chosen": len(picks) >= 2,
        "turned": E.rose_turned(st, s),
    }


def player_view(st, seat) -> dict:
    d = st.data
    b = board(st)
    dice = d["dice"]
    rnd = d["round"]
    out = {
        "round": rnd, "phase": d["phase"], "decision": d["decision"],
        "dice": dict(dice) if dice else None,
        "converted": {c: effective(v, rnd) for c, v in dice.items()} if dice else None,
        "conversion": [v for v in range(1, 7) if effective(v, rnd) == 1 and v != 1],
        "tribute": {"gold": d["tribute"][0], "pp": d["tribute"][1]},
        "display": [card_view(st, c) for c in d["display"]],
        # the office cards of the rounds to come: the current round's pair is in the display from phase 1 on,
        # and face up with the others before it (MAC-015: during the opening draft, round 1's too)
        "offices": [[card_view(st, c) for c in pair] for pair in d["offices"][rnd - (d["phase"] == 0):]]
        if rnd <= ROUNDS else [],
        "deck": len(d["deck"]), "discard": {"count": len(d["discard"]), "cards": list(d["discard"])},
        "city": [{"id": i + 1, "row": b.grid[i][0], "col": b.grid[i][1],
                  "colour": next(iter(b.cost[i]), None), "dark": b.dark[i], "cost": dict(b.cost[i]),
                  "owner": x["owner"], "tile": x["tile"], "adjacent": [j + 1 for j in b.adjacent[i]]}
                 for i, x in enumerate(d["districts"])],
        "sea": {"spaces": [{"id": s, "kind": b.space_kind[s], "x": b.space_xy[s][0], "y": b.space_xy[s][1]}
                          for s in b.spaces], "edges": [list(e) for e in b.edges],
                "ports": [{"id": pid, "name": pr["name"], "good": pr["buys"], "values": list(pr["values"]),
                           "filled": d["ports"][pid]} for pid, pr in b.ports.items()],
                "ships": {s: d["players"][s]["ship"] for s in range(st.n)}},
        "wall": [list(x) for x in d["wall"]], "order": E.wall_order(st),
        "turn_order": list(d["order"]) if d["phase"] == 3 else None,
        "players": [_player(st, s, seat) for s in range(st.n)],
        "stand_ins": ["city", "sea", "card costs", "card tributes"],
    }
    if seat is not None and 0 <= seat < st.n and not d["over"]:
        out["costs"] = costs(st, seat)
        mine = d["decision"] == "turn" and not d["pending"] and d["order"][d["turn"]] == seat
        out["usable"] = list(E.hook("usable", [], st, seat)) if mine else []
    return out


def costs(st, seat: int) -> dict:
    """What each action would cost the seat now (cubes by colour, or gold)."""
    b = board(st)
    p = st.data["players"][seat]
    out = {}
    for i, x in enumerate(st.data["districts"]):
        if x["owner"] is None:
            out[f"district {i + 1}"] = dict(b.cost[i])
    # the wall up to 4 spaces (1/3/5/7 cubes: further is rarely worth it) and the ship to the ports only:
    # a phone shows the list whole
    for k in range(1, min(4, W.spaces_left(st, seat)) + 1):
        out[f"wall {k}"] = wall_cost(k)
    for cid in p["board"]:
        out[f"activate {cid}"] = dict(card(cid).cost)
    for sid, dist in b.distance[p["ship"]].items():
        if dist and b.space_kind[sid] == "port":
            out[f"ship to {sid}"] = dist
    out["tribute"] = {"gold": st.data["tribute"][0]}
    return out
