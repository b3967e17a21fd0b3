"""Hand-built Colonia views following the view contract (notes/colonia-brief.md, "The view"), for the renderer's
tests and bench while the rules are written in parallel: 3, 4 and 6 players on several days of a week
("council": Tuesday, the family cards chosen in secret; "thursday": the craftsmen; "vote": Friday, a vote in
secret; "sunday": the relics; "over"); long names; and `pseudo_italian()` (the Macao fixtures' catalog that
lengthens every word the way Italian does). Figures follow the reference's stand-ins (week_cards.yaml W01,
ships.yaml, relics.yaml)."""
from __future__ import annotations

from rules.core.text import N_, listing, msg, seat
from tests.render_words import pseudo_italian  # noqa: F401  (the lengthening catalog)

NAMES = ["Anna", "Bruno", "Chiara", "Dario", "Elena", "Fabio"]
LONG_NAMES = ["Bartholomew-Maximilian von Habsburg-Lothringen", "Maria Costanza Sforza-Visconti di Modrone",
              "小明 Xiǎomíng 王", "Zoë 🎲🎲 the lucky", "Konstantinos Papadopoulos-Wittelsbach", "さくら 🌸🌸🌸"]
MATERIALS = ("leather", "iron", "wood", "linen", "furs")
CRAFTSMEN = [(1, N_("saddler"), ["leather", "iron"], "saddle"), (2, N_("wainwright"), ["iron", "wood"], "cart_wheel"),
             (3, N_("painter"), ["wood", "linen"], "painting"), (4, N_("tailor"), ["linen", "furs"], "dress"),
             (5, N_("shoemaker"), ["furs", "leather"], "shoes")]
ORDINANCES = [
    (1, 3, N_("Market plus one: one more raw material on each stall.")),
    (6, 4, N_("The saddler fulfils two more contracts this week.")),
    (12, 5, N_("Extra hold: every ship in the harbour gets one more hold for any one good, paying 2.")),
    (17, 6, N_("Next week every family sends one member fewer to the council.")),
]
EFFECTS = {3: N_("Last in turn order; 3 votes."), 4: N_("Probably last; 4 votes."),
           5: N_("About the middle of the turn order; 5 votes."), 6: N_("Likely second; 6 votes."),
           7: N_("Likely mayor unless someone plays 8; 7 votes."), 8: N_("Mayor for the week; 8 votes.")}
LONG_EFFECT = N_("Mayor for the week, first in every turn order from Wednesday to Sunday, and 8 votes on each "
                 "ordinance; the mayor also breaks every tie in the votes, so this card decides the week.")


def _week_card():
    return {"id": "COL-WEEK-01", "stalls": [6, 5, 4, 3, 3, 2], "contracts": {1: 1, 2: 2, 3: 1, 4: 2, 5: 1},
            "rolls": 5, "ships": 3}


def _stalls(stage, n):
    mats = [["wood", "wood", "iron", "furs", "linen", "leather"], ["iron", "iron", "linen", "furs", "wood"],
            ["leather", "furs", "furs", "wood"], ["linen", "linen", "iron"], ["wood", "leather", "furs"],
            ["iron", "linen"]]
    if stage == "council":
        return [{"materials": m, "member": None} for m in mats]
    # after Wednesday: bought stalls empty, with their buyer's members
    out = []
    for i, m in enumerate(mats):
        if i < n:
            out.append({"materials": [], "member": i % n, "members": len(m)})
        else:
            out.append({"materials": [], "member": None})
    return out


def _craftsmen(stage, n):
    out = []
    for cid, name, inputs, output in CRAFTSMEN:
        fields = [None] * 12
        if stage != "council":
            for k in range((cid + n) % 5 + 1):
                fields[k] = (cid + k) % n
        out.append({"id": cid, "name": name, "inputs": inputs, "output": output, "contracts": fields,
                    "stick": {1: 1, 2: 2, 3: 1, 4: 2, 5: 1}[cid] + (2 if stage != "council" else 0)})
    return out


def _ships(stage, n):
    specs = [(1, "london", [(["saddle"], 3), (["cart_wheel", "painting"], 7), (["dress", "dress", "shoes"], 10)]),
             (2, "bruegge", [(["saddle", "saddle", "saddle"], 9), (["painting"], 3), (["shoes", "dress"], 7),
                             (["cart_wheel"], 3)]),
             (3, "bergen", [(["dress"], 3), (["shoes", "shoes"], 6), (["painting", "saddle", "cart_wheel"], 11)]),
             (4, "nowgorod", [(["cart_wheel", "cart_wheel"], 6), (["saddle", "dress"], 7), (["painting"], 3),
                              (["shoes"], 3)])]
    loaded = stage in ("vote", "sunday", "over")
    out = []
    for berth, city, holds in specs:
        hs = []
        for k, (goods, pays) in enumerate(holds):
            member = (berth + k) % n if loaded and (berth + k) % 2 == 0 else None
            hs.append({"good": goods, "pays": pays, "member": member})
        out.append({"berth": berth, "city": city, "holds": hs,
                    "extra": {"good": [], "pays": 2, "member": 1 % n} if loaded and berth == 2 else None,
                    "departs": berth <= 3 and stage not in SAILED, "payout": sum(p for _, p in holds)})
    return out


RELICS = [(3, "bergen", 5, 1), (14, "bruegge", 9, 2), (22, "london", 12, 3), (31, "nowgorod", 14, 4),
          (7, "bergen", 15, 5), (18, "bruegge", 5, 1), (25, "london", 9, 2), (36, "nowgorod", 5, 1),
          (12, "bergen", 15, 0), (40, "nowgorod", 12, 3)]


def _relics(stage, n):
    out = []
    for i, (rid, city, price, vp) in enumerate(RELICS):
        shrine = rid == 12
        out.append({"id": rid, "city": city, "price": price, "vp": vp, "shrine": shrine,
                    "secured_by": (i % n) if stage in ("sunday", "over") and i % 3 == 0 else None})
    return out


def _players(stage, n, week):
    played_all = {"council": None, "thursday": [8, 6, 5, 7, 3, 4], "vote": [7, 3, 8, 0, 5, 6],
                  "sunday": [5, 8, 4, 6, 7, 3], "over": [3, 4, 5, 6, 7, 8]}[stage]
    players = []
    for s in range(n):
        used = week - 1
        cards = [3, 4, 5, 6, 7, 8][:6 - used] if stage != "over" else []
        played = played_all[s] if played_all else None
        shrines = []
        if stage in ("sunday", "over") and s % 2 == 0:
            shrines = [{"city": "london", "relics": [{"id": 20 + s, "vp": 3}]}]
        if stage == "over" and s == 1:
            shrines = [{"city": "bergen", "relics": []}]
        players.append({"members": {"home": 20 - 2 * s, "council": played or 0 if stage == "council" else 0,
                                    "street": {"tue": (s + 3) % 5, "wed": (s * 2) % 4, "thu": s % 3,
                                               "fri": (s + 1) % 3},
                                    "board": 6 + s},
                        "family_cards": cards, "played": played, "shrines": shrines})
    return players


STAGES = ("council", "thursday", "vote", "sunday", "over")
SAILED = ("sunday", "over")  # Saturday's ships have gone: the berths hold the next ones (views.sailed)
WEEKS = {"council": 2, "thursday": 3, "vote": 4, "sunday": 5, "over": 6}
DAYS = {"council": 2, "thursday": 4, "vote": 5, "sunday": 7, "over": 7}
FIXTURES = [(n, stage) for n in (3, 4, 6) for stage in STAGES]


def view(n: int = 3, stage: str = "thursday", seat_: int | None = None, lang: str = "en", long: bool = False) -> dict:
    """A view of an n-player game at `stage` (STAGES); seat_ None for the public view, else that seat's."""
    week, day = WEEKS[stage], DAYS[stage]
    names = (LONG_NAMES if long else NAMES)[:n]
    order = [(s * 2 + week) % n for s in range(n)]
    order = list(dict.fromkeys(order + list(range(n))))
    players = _players(stage, n, week)
    if players[0]["played"] is not None:  # highest card first; a face-down card (0) last
        order = sorted(range(n), key=lambda s: -players[s]["played"])
    over = stage == "over"
    choosing = {"council": list(range(1, n)), "vote": [0, 2 % n]}.get(stage, [])
    to_act = choosing if choosing else ([] if over else [order[0]])
    status = {1: "passed", 6: "failed", 12: "pending", 17: "pending"}
    if stage in ("council",):
        status = {k: "pending" for k in status}
    ords = [{"id": oid, "day": d, "text": t, "status": status[oid], "stand_in": oid == 17}
            for oid, d, t in ORDINANCES[:3]]
    if long:
        ords[2]["text"] = N_("Extra hold: every ship in the harbour gets, this week, one extra hold for any one good, "
                             "paying 2 of its currency; loading it is a normal loading turn with one good and one "
                             "family member, and it stays until its ship departs.")
    v = {
        "game": "colonia", "title": N_("Colonia"), "seat": seat_, "names": names, "options": {},
        "moves": 40 * week, "to_act": to_act, "resigned": [], "over": over, "lang": lang,
        "waiting": msg(N_("Waiting for {players}."), players=listing(seat(s) for s in to_act)) if to_act
        else N_("The game is over."),
        "week": week, "day": day, "day_name": {2: N_("Tuesday"), 4: N_("Thursday"), 5: N_("Friday"),
                                               7: N_("Sunday")}[day],
        "week_card": _week_card(), "stalls": _stalls(stage, n), "craftsmen": _craftsmen(stage, n),
        "ships": _ships(stage, n), "sailed": stage in SAILED, "relics": _relics(stage, n), "ordinances": ords,
        "town_hall": {"order": [] if stage == "council" else order, "mayor": None if stage == "council" else order[0]},
        "choosing": choosing, "players": players,
    }
    if over:
        scores = [12 + 3 * s % 7 for s in range(n)]
        ranking = sorted(range(n), key=lambda s: -scores[s])
        v["result"] = {"scores": scores, "ranking": ranking, "winners": ranking[:1], "tiebreak_note": "",
                       "breakdown": [{"relics": scores[s] - 4, "shrines": 2, "windows": 2} for s in range(n)]}
    if seat_ is not None:
        me = players[seat_]
        v["screen"] = {"money": {"mark": 5 + seat_, "gulden": 3, "pfund_sterling": 0, "grivna": 11},
                       "materials": {"wood": 2, "iron": 1, "furs": 3} if seat_ % 2 == 0 else {},
                       "goods": {"saddle": 1, "dress": 2, "shoes": 1},
                       "relics": [{"id": 5, "city": "bergen", "price": 9, "vp": 2, "shrine": False},
                                  {"id": 44, "city": "nowgorod", "price": 15, "vp": 0, "shrine": True}][:1 + seat_ % 2]}
        v["card_effects"] = {c: (LONG_EFFECT if long and c == 8 else EFFECTS[c]) for c in me["family_cards"]}
        v["my_choice"] = None
        if stage == "council" and seat_ == 0:
            v["my_choice"] = 6  # chosen already, can still change it
        if stage == "vote" and seat_ == 1:
            v["my_choice"] = "yes"
        v["prompt"] = {"council": N_("Choose a family card in secret."),
                       "vote": N_("Vote on the ordinance in secret: yes or no.")}.get(stage) if seat_ in to_act else None
    return v
