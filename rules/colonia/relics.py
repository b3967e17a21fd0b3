"""Sunday, the relics (COL-083..096, COL-111, COL-128): buying (with shrines), securing, refilling."""
from __future__ import annotations

from rules.colonia import family, terms
from rules.colonia.components import WEEKS, data
from rules.core.text import N_, seat as seat_ref


def _reshuffle(st) -> None:
    d = st.data
    if not d["relic_deck"] and d["relic_discard"]:
        d["relic_deck"] = sorted(d["relic_discard"])
        d["relic_discard"] = []


def _draw(st):
    from rules.colonia.engine import draw
    _reshuffle(st)
    return draw(st, "relic_deck")


def refill(st, ctx) -> None:
    """COL-096/128: secured cards on the extra spaces move to free regular spaces; draw up to 10."""
    D = data(st)
    disp = st.data["display"]
    reg = D.relic_spaces
    for j in range(reg, len(disp)):
        if disp[j] is not None:
            for i in range(reg):
                if disp[i] is None:
                    disp[i], disp[j] = disp[j], None
                    break
    for i in range(reg):
        if disp[i] is None:
            rid = _draw(st)
            if rid is None:
                return
            disp[i] = {"id": rid, "secured": None}


def two_extra(st, ctx) -> None:
    """COL-111: two relics onto the free extra spaces."""
    D = data(st)
    disp = st.data["display"]
    for i in range(D.relic_spaces, len(disp)):
        if disp[i] is None:
            rid = _draw(st)
            if rid is not None:
                disp[i] = {"id": rid, "secured": None}


def price(st, i: int) -> tuple[str, int]:
    D = data(st)
    r = D.relics[st.data["display"][i]["id"]]
    return D.currency[r["city"]], r["price"]


def can_buy(st, seat: int, i: int) -> bool:
    if st.data["display"][i] is None:
        return False
    cur, n = price(st, i)
    return st.data["players"][seat]["money"][cur] >= n


def shrine_choices(st, seat: int, rid: str) -> list[str]:
    """COL-087/088: the relics that may go into a shrine right after buying `rid`."""
    D = data(st)
    p = st.data["players"][seat]
    r = D.relics[rid]
    if r["shrine"]:
        return sorted((x for x in p["relics"] if D.relics[x]["city"] == r["city"]),
                      key=lambda x: (-D.relics[x]["vp"], x))
    if any(s["city"] == r["city"] and s["relic"] is None for s in p["shrines"]):
        return [rid]
    return []


def buy(st, seat: int, i: int, ctx) -> None:
    """COL-085/086/091: pay the price, the card behind the screen (a shrine aside); a securing member goes home."""
    D = data(st)
    d = st.data
    p = d["players"][seat]
    slot = d["display"][i]
    rid = slot["id"]
    cur, n = price(st, i)
    p["money"][cur] -= n
    if slot["secured"] is not None:
        d["players"][slot["secured"]]["home"] += 1
    d["display"][i] = None
    r = D.relics[rid]
    if r["shrine"]:
        p["shrines"].append({"id": rid, "city": r["city"], "relic": None})
    else:
        p["relics"].append(rid)
    if ctx is not None:
        key = N_("{player} buys the shrine of {city} for {money}.") if r["shrine"] else \
            N_("{player} buys a relic of {city} ({vp} VP) for {money}.")
        ctx.log(key, player=seat_ref(seat), city=terms.CITY[r["city"]], vp=r["vp"], money=terms.money(n, cur))
    if shrine_choices(st, seat, rid):
        d["pending"].append({"kind": "shrine", "seat": seat, "bought": rid})


def enshrine(st, seat: int, bought: str, rid: str | None, ctx) -> None:
    """COL-087..089: the relic goes into the shrine of its city, open in front of the screen, for good."""
    if rid is None:
        return
    D = data(st)
    p = st.data["players"][seat]
    city = D.relics[rid]["city"]
    shrine = next(s for s in p["shrines"] if s["city"] == city and s["relic"] is None)
    p["relics"].remove(rid)
    shrine["relic"] = rid
    if ctx is not None:
        ctx.log(N_("{player} puts a relic of {city} ({vp} VP) into its shrine."), player=seat_ref(seat),
                vp=D.relics[rid]["vp"], city=terms.CITY[city])


def can_secure(st, seat: int, i: int) -> bool:
    r = st.data["display"][i]
    return r is not None and r["secured"] is None and st.data["players"][seat]["home"] >= 1


def secure(st, seat: int, i: int, ctx) -> None:
    """COL-092/093: one member on a displayed, unsecured relic."""
    family.send(st.data["players"][seat], 1)
    slot = st.data["display"][i]
    slot["secured"] = seat
    if ctx is not None:  # a shrine may lie there too: name the card as the display shows it
        r = data(st).relics[slot["id"]]
        key = N_("{player} secures the shrine of {city} on space {space}.") if r["shrine"] else \
            N_("{player} secures the relic of {city} ({vp} VP) on space {space}.")
        ctx.log(key, player=seat_ref(seat), city=terms.CITY[r["city"]], vp=r["vp"], space=i + 1)


class Buying:
    @staticmethod
    def start(st, ctx) -> bool:
        from rules.colonia.engine import start_round
        start_round(st, "buying")
        return False

    @staticmethod
    def can_act(st, seat: int) -> bool:
        return any(can_buy(st, seat, i) for i in range(len(st.data["display"])))


class Securing:
    @staticmethod
    def start(st, ctx) -> bool:
        from rules.colonia.engine import finish, start_round
        if st.data["week"] >= WEEKS:  # COL-115: the game ends after the last purchases
            finish(st, ctx)
            return False
        if not any(r is not None for r in st.data["display"]):  # COL-094
            return True
        start_round(st, "securing")
        return False

    @staticmethod
    def can_act(st, seat: int) -> bool:
        return any(can_secure(st, seat, i) for i in range(len(st.data["display"])))


def end_sunday(st, ctx) -> None:
    """COL-095/096: unsecured relics to the face-up discard; refill to 10."""
    d = st.data
    for i, r in enumerate(d["display"]):
        if r is not None and r["secured"] is None:
            d["relic_discard"].append(r["id"])
            d["display"][i] = None
    refill(st, ctx)
