"""The harbour: Friday's loading (COL-071..075, COL-105/106/129), Saturday's departures and payouts
(COL-076..082), and the early departures of COL-ORD-13/14 (COL-107..109)."""
from __future__ import annotations

from collections import Counter

from rules.colonia import family, terms
from rules.colonia.components import data
from rules.core.text import N_, chained, listing, msg, seat as seat_ref

EXTRA_PAYS = 2  # COL-105


def refill(st) -> None:
    """COL-082: ships move toward berth I keeping their order; empty berths from the deck (reshuffled)."""
    from rules.colonia.engine import draw
    d = st.data
    ships = [b for b in d["berths"] if b is not None]
    while len(ships) < 4:
        if not d["ship_deck"]:
            d["ship_deck"] = sorted(d["ship_discard"])
            d["ship_discard"] = []
            if not d["ship_deck"]:
                break
        sid = draw(st, "ship_deck")
        ships.append({"id": sid, "holds": [None] * len(data(st).ships[sid]["holds"]), "extra": None})
    d["berths"] = ships + [None] * (4 - len(ships))


def has_goods(p: dict, goods: list[str]) -> bool:
    need = Counter(goods)
    return all(p["goods"][g] >= n for g, n in need.items())


def extra_open(st, b: dict) -> bool:
    return st.data["extra_hold"] and st.data["day"] == 5 and b["extra"] is None


def loads(st, seat: int):
    """Every (berth, hold, good) the seat may load now: hold None = the extra hold with `good`."""
    d = st.data
    p = d["players"][seat]
    if p["home"] < 1:
        return []
    D = data(st)
    out = []
    for bi, b in enumerate(d["berths"]):
        if b is None:
            continue
        for hi, h in enumerate(b["holds"]):
            if h is None and has_goods(p, D.ships[b["id"]]["holds"][hi]["goods"]):
                out.append((bi, hi, None))
        if extra_open(st, b):
            for g in D.goods:
                if p["goods"][g]:
                    out.append((bi, None, g))
    return out


def load(st, seat: int, bi: int, hi, good, ctx) -> None:
    """COL-073/074: hand in the hold's goods, 1 member on the hold."""
    d = st.data
    D = data(st)
    p = d["players"][seat]
    b = d["berths"][bi]
    goods = [good] if hi is None else D.ships[b["id"]]["holds"][hi]["goods"]
    for g in goods:
        p["goods"][g] -= 1
        d["supply"][g] += 1
    family.send(p, 1)
    if hi is None:
        b["extra"] = seat
    else:
        b["holds"][hi] = seat
    if ctx is not None:
        ctx.log(N_("{player} loads {goods} on the ship at berth {berth}."), player=seat_ref(seat),
                goods=terms.goods(goods), berth=terms.BERTH[bi + 1])


class Round:
    @staticmethod
    def start(st, ctx) -> bool:
        from rules.colonia.engine import start_round
        start_round(st, "loading")
        return False

    @staticmethod
    def can_act(st, seat: int) -> bool:
        return bool(loads(st, seat))


def payout(st, b: dict) -> list[tuple[int, int]]:
    D = data(st)
    out = [(s, D.ships[b["id"]]["holds"][i]["pays"]) for i, s in enumerate(b["holds"]) if s is not None]
    if b["extra"] is not None:
        out.append((b["extra"], EXTRA_PAYS))
    return out


def depart(st, count: int, ctx) -> None:
    """COL-077..082: berths I..count depart; each marked hold pays its owner; the members go to the Friday
    street field; the ships are set aside; the rest move up and the berths are refilled. Each ship has its own
    line, named as the loading names it (its destination and berth), with who is paid what for it (each player
    once per ship), or that its holds were empty."""
    d = st.data
    D = data(st)
    for bi in range(min(count, 4)):
        b = d["berths"][bi]
        if b is None:
            continue
        city = D.ships[b["id"]]["city"]
        cur = D.currency[city]
        paid: dict[tuple[int, str], int] = {}  # (seat, currency) -> what its holds on this ship pay
        for s, amount in payout(st, b):
            d["players"][s]["money"][cur] += amount
            d["players"][s]["street"]["fri"] += 1
            paid[s, cur] = paid.get((s, cur), 0) + amount
        d["ship_discard"].append(b["id"])
        d["berths"][bi] = None
        if ctx is not None:
            ship = msg(N_("The ship to {city} (berth {berth})"), city=terms.CITY[city], berth=terms.BERTH[bi + 1])
            if paid:
                ctx.log(N_("{ship} departs: {payments}."), ship=ship, payments=payments(paid))
            else:
                ctx.log(N_("{ship} departs with empty holds."), ship=ship)
    refill(st)


def payments(paid: dict):
    """{(seat, currency): amount} as each player once, in the order first paid, with what they got in each
    currency: "Ann: 7 Grivna; Bot 1: 2 Grivna" (a semicolon between players, as a player's own currencies would
    be joined with "and")."""
    by_seat: dict[int, list] = {}
    for (s, cur), n in paid.items():
        by_seat.setdefault(s, []).append(terms.money(n, cur))
    parts = [msg(N_("{player}: {money}"), player=seat_ref(s), money=listing(money)) for s, money in by_seat.items()]
    return chained(parts, N_("{first}; {rest}"), "first", "rest")


def depart_now(st, count: int, ctx) -> None:
    """COL-107..109: early departures on Friday; the departure stick keeps its berth."""
    depart(st, count, ctx)


def saturday(st, ctx) -> None:
    depart(st, st.data["depart"], ctx)
