"""What players may see (COL-011, COL-121): the board, the played family cards once revealed, who has chosen
in a secret decision (never what), members by place, shrine pairs. Behind each screen (money, raw materials,
goods, relics not in a shrine, empty shrines) only the count is public; the seat's own view adds its
"screen", its own secret answer ("my_choice") and what each family card left would do if played now, with the members
at home now ("card_effects", all game long).

Shapes beyond the brief's: stalls[i]["materials"] (a stall holds several raw materials; "material" is set only
when they are all of one kind), craftsmen[i]["contracts"] / ["members"] (one entry per field, top down, None when
free) and "stick" (fields fulfilled this week), ships[i]["holds"][k]["goods"] (a hold may take several goods;
"good" only when it takes one), "decision", "order" (= town_hall.order), "chosen" (seats that have answered: the log
says so too), "secret" (card | vote | None), "stand_ins", "bag" and "decks" (counts), "supply",
"relic_discard" (face-up ids), "windows" (at the end: city -> seat|None), "sailed" (Saturday's ships have
departed: on Sunday and at the end no ship on a berth "departs")."""
from __future__ import annotations

from rules.colonia import craftsmen, family, harbour, scoring, terms
from rules.colonia.components import data


def _week_card(st) -> dict | None:
    d = st.data
    if d["week_card"] is None:
        return None
    w = data(st).weeks[d["week_card"]]
    return {"id": d["week_card"], "stalls": list(w["stalls"]), "contracts": dict(w["contracts"]),
            "rolls": w["rolls"], "ships": d["depart"]}


def _player(st, s: int, me, revealed: bool) -> dict:
    D = data(st)
    p = st.data["players"][s]
    return {
        "members": {"home": p["home"], "council": p["council"], "street": dict(p["street"]),
                    "board": family.on_board(st, s)},
        "family_cards": list(p["cards"]),
        "played": p["played"] if revealed else None,
        "zero": bool(p["zero"]) if revealed else False,
        "shrines": [{"city": x["city"], "relics": [{"id": x["relic"], "vp": D.relics[x["relic"]]["vp"]}]}
                    for x in p["shrines"] if x["relic"] is not None],
    }  # nothing of what stands behind the screen, not even how much (COL-011, COL-121)


def card_effect(st, seat: int, v: int):
    """What family card v would do if played now (COL-037/038/040): the members it sends (one fewer on the
    Tuesday after COL-ORD-17 passed: during the choice `fewer_now`, before it `fewer`) and the votes it gives,
    or that too few members are at home."""
    from rules.core.text import N_, msg
    d = st.data
    p = d["players"][seat]
    sec = d["secret"]
    fewer = d.get("fewer_now") if sec is not None and sec["kind"] == "card" else d.get("fewer")
    need = max(0, v - 1) if fewer else v
    if p["home"] >= need:
        return msg(N_("sends {members} to the council: {votes} votes"), members=terms.members(need), votes=v)
    return msg(N_("sends {members}, {short} from the street fields: counts 0, no votes, last"),
               members=terms.members(need), short=need - p["home"])


def player_view(st, seat) -> dict:
    d = st.data
    D = data(st)
    sec = d["secret"]
    card_secret = sec is not None and sec["kind"] == "card"
    out = {
        "week": max(1, d["week"]), "day": d["day"], "day_name": terms.DAY[d["day"]], "decision": d["decision"],
        "week_card": _week_card(st),
        "stalls": [{"material": x["materials"][0] if len(set(x["materials"])) == 1 else None,
                    "materials": list(x["materials"]), "member": x["seat"], "members": x["n"],
                    "extra": i >= D.stall_count} for i, x in enumerate(d["stalls"])],
        "craftsmen": [{"id": i + 1, "key": c, "name": terms.CRAFTSMAN[c], "inputs": list(D.inputs[c]),
                       "output": D.output[c], "contracts": _fields(d["crafts"][c]["fields"], 0, D.fields),
                       "members": _fields(d["crafts"][c]["fields"], 1, D.fields), "stick": d["crafts"][c]["stick"],
                       "next_cost": craftsmen.cost(st, c), "fields": D.fields}
                      for i, c in enumerate(D.craftsmen)],
        "ships": [_ship(st, i, b) for i, b in enumerate(d["berths"]) if b is not None],
        "sailed": sailed(st),
        "relics": [{"space": i + 1, "id": r["id"], "code": D.code[r["id"]], "city": D.relics[r["id"]]["city"],
                    "price": D.relics[r["id"]]["price"], "vp": D.relics[r["id"]]["vp"],
                    "shrine": D.relics[r["id"]]["shrine"], "secured_by": r["secured"], "extra": i >= D.relic_spaces}
                   for i, r in enumerate(d["display"]) if r is not None],
        "ordinances": [{"id": o["id"], "day": D.ordinances[o["id"]]["day"],
                        "text": terms.ordinance(D.ordinances[o["id"]]["key"]), "status": o["status"]}
                       for o in d["ords"]],
        "town_hall": {"order": list(d["order"]), "mayor": d["order"][0] if d["week"] and not card_secret and
                      d["players"][d["order"][0]]["played"] is not None else None},
        "order": list(d["order"]),
        "choosing": [s for s in sec["asked"] if str(s) not in sec["answers"]] if sec is not None else [],
        "chosen": [int(s) for s in sec["answers"]] if sec is not None else [],
        "secret": sec["kind"] if sec is not None else None,
        "players": [_player(st, s, seat, not card_secret) for s in range(st.n)],
        "supply": dict(d["supply"]), "bag": len(d["bag"]),
        "decks": {"week": len(d["week_deck"]), "ordinances": len(d["ord_deck"]), "relics": len(d["relic_deck"]),
                  "ships": len(d["ship_deck"])},
        "relic_discard": list(d["relic_discard"]),
        "windows": dict(d["windows"]) if d["windows"] is not None else None,
        "stand_ins": [n for n, v in D.stand_in.items() if v],
    }
    if seat is not None and 0 <= seat < st.n:
        p = d["players"][seat]
        out["screen"] = {"money": {c: p["money"][D.currency[c]] for c in D.cities},
                         "materials": dict(p["materials"]), "goods": dict(p["goods"]),
                         "relics": [{"id": r, "code": D.code[r], "city": D.relics[r]["city"], "vp": D.relics[r]["vp"]}
                                    for r in p["relics"]],
                         "empty_shrines": [x["city"] for x in p["shrines"] if x["relic"] is None]}
        out["my_choice"] = sec["answers"].get(str(seat)) if sec is not None else None
        out["card_effects"] = {str(v): card_effect(st, seat, v) for v in p["cards"]} if not d["over"] else {}
        if d["over"]:
            out["breakdown"] = scoring.breakdown(st, seat)
    return out


def _fields(fields: list, k: int, size: int) -> list:
    """A craftsman's contract fields top down: the seat (k=0) or the members (k=1) on each, None when free."""
    return [f[k] for f in fields] + [None] * (size - len(fields))


def _ship(st, i: int, b: dict) -> dict:
    D = data(st)
    s = D.ships[b["id"]]
    d = st.data
    return {"berth": i + 1, "id": b["id"], "city": s["city"], "currency": D.currency[s["city"]],
            "holds": [{"goods": list(h["goods"]), "good": h["goods"][0] if len(h["goods"]) == 1 else None,
                       "pays": h["pays"], "member": b["holds"][k]} for k, h in enumerate(s["holds"])],
            "extra": b["extra"], "extra_open": harbour.extra_open(st, b),
            "departs": i < d["depart"] and not sailed(st), "payout": sum(a for _, a in harbour.payout(st, b))}


def sailed(st) -> bool:
    """Saturday's departures are over (Sunday, or the game's end): the ships now on the berths came after
    them and do not depart this week (COL-081/082)."""
    return st.data["over"] or st.data["day"] == 7
