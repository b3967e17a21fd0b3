"""The end (COL-115..120): church windows, relic and shrine points, tie-breaks, the breakdown."""
from __future__ import annotations

from rules.colonia import terms
from rules.colonia.components import data
from rules.core.text import N_, listing, msg, seat as seat_ref
from rules.core.types import Result, rank_by

BREAKDOWN_WORDS = {"relics": N_("relics"), "shrines": N_("relics in shrines (doubled)"),
                   "windows": N_("church windows")}


def window_winners(st) -> dict:
    """COL-116: for each city, the player with strictly the most of its currency (None on a tie)."""
    D = data(st)
    out = {}
    for city in D.cities:
        cur = D.currency[city]
        amounts = [p["money"][cur] for p in st.data["players"]]
        best = max(amounts)
        out[city] = amounts.index(best) if best > 0 and amounts.count(best) == 1 else None
    return out


def award_windows(st, ctx) -> None:
    """COL-116/117: the window winner hands all money of that currency to the bank."""
    D = data(st)
    won = window_winners(st)
    for city, s in won.items():
        if s is not None:
            st.data["players"][s]["money"][D.currency[city]] = 0
    st.data["windows"] = won
    if ctx is not None:
        ctx.log(N_("Church windows: {windows}."), windows=listing(
            msg(N_("{city} to {player}"), city=terms.CITY[c], player=seat_ref(s)) if s is not None
            else msg(N_("{city} to nobody"), city=terms.CITY[c]) for c, s in won.items()))


def breakdown(st, seat: int) -> dict[str, int]:
    """COL-119: relic VP + twice each shrined relic + window VP (mid-game: the windows as they would fall)."""
    D = data(st)
    p = st.data["players"][seat]
    won = st.data["windows"] if st.data["windows"] is not None else window_winners(st)
    return {"relics": sum(D.relics[r]["vp"] for r in p["relics"]),
            "shrines": sum(2 * D.relics[s["relic"]]["vp"] for s in p["shrines"] if s["relic"] is not None),
            "windows": sum(D.windows[c] for c, s in won.items() if s == seat)}


def keys(st, seat: int, score: int) -> tuple:
    """COL-120: score, then money (all currencies at face value), goods, raw materials."""
    p = st.data["players"][seat]
    return (score, sum(p["money"].values()), sum(p["goods"].values()), sum(p["materials"].values()))


def result(st) -> Result:
    parts = [breakdown(st, s) for s in range(st.n)]
    scores = [sum(b.values()) for b in parts]
    k = [keys(st, s, scores[s]) for s in range(st.n)]
    ranking, winners = rank_by(scores, k)
    top = [s for s in range(st.n) if scores[s] == scores[ranking[0]]]
    note = N_("most money, then goods, then raw materials") if len(top) > 1 else ""
    return Result(scores, parts, ranking, winners, note, k)
