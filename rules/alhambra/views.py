"""What a seat may see of an Alhambra game (None: the public): the views renderers and chats draw from."""
from __future__ import annotations

from rules.alhambra import city, fast
from rules.alhambra import modules as hooks
from rules.alhambra.components import CURRENCIES, TILE_PRICE, TILE_TYPE, TILE_WALLS, mask_sides


def tile_view(p, t, c=None) -> dict:
    out = {"n": t, "type": TILE_TYPE[t], "price": TILE_PRICE[t], "walls": mask_sides(TILE_WALLS[t]),
           "wood": mask_sides(p["wood"].get(str(t), 0)) if p is not None else ""}
    if p is not None and str(t) in p["residents"]:
        out["resident"] = p["residents"][str(t)]
    if c is not None:
        out["x"], out["y"] = c
    return out


def player_view(st, seat) -> dict:
    d = st.data
    players = []
    for s, p in enumerate(d["players"]):
        pv = {
            "score": p["score"], "parts": dict(p["parts"]),
            "hand_count": len(p["hand"]),
            "grid": [tile_view(p, t, (x, y)) for x, y, t in p["grid"]],
            "reserve": [tile_view(p, t) for t in p["reserve"]],
            "pending": [tile_view(p, t) for t in p["pending"]],
            "counts": city.counts(t for _, _, t in p["grid"]),
            "longest_wall": fast.city(st, s).longest_wall(),
        }
        hooks.call(st, "player_view", s, pv)
        players.append(pv)
    out = {
        "decision": d["decision"], "turn": d["turn"], "start": d["start"],
        "extra_action": d["decision"] == "extra_action",
        "rounds_scored": d["rounds"], "last_turn": d["ending"],
        "market": [{"currency": CURRENCIES[i], "tile": tile_view(None, t) if t else None}
                   for i, t in enumerate(d["market"])],
        "display": [{"currency": CURRENCIES[c // 10], "value": c % 10} for c in d["display"]],
        "deck_count": sum(map(len, d["deck"])), "discard_count": len(d["discard"]), "bag_count": len(d["bag"]),
        "players": players,
    }
    if d["dirk"] is not None:
        out["dirk"] = {"tiles": [tile_view(None, t) for t in d["dirk"]], "score": d["dirk_score"],
                       "counts": city.counts(d["dirk"])}
    if seat is not None:
        p = d["players"][seat]
        out["hand"] = [{"currency": CURRENCIES[c // 10], "value": c % 10} for c in p["hand"]]
        out["legal_cells"] = [list(c) for c in highlight_cells(st, seat)]
    hooks.call(st, "view", seat, out)
    return out


def highlight_cells(st, seat) -> list:
    """Cells where one of the seat's waiting tiles could go now (bought tiles, else reserve); the
    trader's cells while it comes back."""
    d = st.data
    p = d["players"][seat]
    lay = fast.city(st, seat)
    if d["decision"] == "trader_back" and d["turn"] == seat:
        return lay.trader_cells()
    tiles = p["pending"] or p["reserve"]
    fit = set()
    for t in tiles:
        fit.update(lay.fitting_cells(lay.mask(t)))
    return sorted(fit)
