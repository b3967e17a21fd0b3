"""What players may see (BRU-151, BRU-157): everything in the play areas, the dice, the discard pile, the
size of every pile and the back colour of each pile's top card and of every card in a hand. A hand's
fronts only in its owner's view, and newly drawn ones only once the hand is complete (BRU-032)."""
from __future__ import annotations

from rules.bruges import cards
from rules.bruges import engine as E
from rules.bruges.components import COLOURS, CANAL_COST, REPUTATION_POINTS, card, section_colours


def card_view(cid: int, used: bool = False) -> dict:
    out = cards.describe(cid)
    out["used"] = used
    return out


def _player(st, s: int) -> dict:
    p = st.data["players"][s]
    used = set(p["used"])
    colours = sorted(card(c).colour for c in p["hand"] + p["new"])
    return {
        "score": p["score"], "rep": p["rep"], "guilders": p["guilders"],
        "workers": dict(p["workers"]), "threats": dict(p["threats"]), "majorities": dict(p["majorities"]),
        "hand_colours": colours, "hand_count": len(colours), "played": p["played"],
        "houses": [{"colour": h["colour"],
                    "person": None if h["person"] is None else card_view(h["person"], h["person"] in used),
                    "pet": None if h["pet"] is None else card_view(h["pet"])} for h in p["houses"]],
        "canal": dict(p["canal"]),
        "sections": {side: [{"colour": c, "price": CANAL_COST[i]} for i, c in enumerate(section_colours(s, side))]
                     for side in ("left", "right")},
        "statues": list(p["statues"]),
    }


def player_view(st, seat) -> dict:
    d = st.data
    dice = d["dice"]
    low = [v for v in dice.values() if v <= 2] if dice else []
    discard = d["discard"]
    out = {
        "round": d["round"], "phase": d["phase"], "decision": d["decision"],
        "last_round": d["last_round"] is not None and d["last_round"] == d["round"],
        "final_round": d["last_round"], "start": d["start"], "active": None if d["over"] else d["active"],
        "dice": dict(dice) if dice else None, "rep_price": sum(low) if low else None,
        "piles": [{"count": len(pl["rest"]) + (pl["top"] is not None),
                   "top": None if pl["top"] is None else card(pl["top"]).colour} for pl in d["piles"]],
        "extra": {"count": len(d["extra"]), "in": d["extra_in"]},
        "discard": {"count": len(discard), "colours": {c: sum(1 for x in discard if card(x).colour == c)
                                                       for c in COLOURS},
                    "top": card_view(discard[-1]) if discard else None},
        "threat_supply": dict(d["threat_supply"]), "statues": list(d["statues"]),
        "reputation_points": list(REPUTATION_POINTS),
        "players": [_player(st, s) for s in range(st.n)],
    }
    if seat is not None and 0 <= seat < st.n:
        p = d["players"][seat]
        used = set(p["used"])
        out["hand"] = [card_view(c, c in used) for c in p["hand"]]
        out["new_backs"] = sorted(card(c).colour for c in p["new"])
        mine = not d["over"] and d["decision"] == "turn" and d["active"] == seat and not d["pending"]
        out["usable"] = list(E.FX.activatable(st, seat)) if mine else []
        if out["rep_price"] is not None:
            out["rep_price"] = E.step_price(st, seat)
    return out
