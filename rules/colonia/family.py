"""Family members (COL-022..026): each member is in one place; the one door for moving them, and the return
cycle of the street fields. Home and street fields are counts per player; the board's places (stalls,
contract fields, holds, relics) record the seat and count they hold."""
from __future__ import annotations

from rules.colonia.components import STREETS


def send(p: dict, n: int) -> int:
    """Take n members from home (the caller checked there are enough); returns n."""
    assert 0 <= n <= p["home"], "not enough family members at home"
    p["home"] -= n
    return n


def to_street(p: dict, street: str, n: int) -> None:
    p["street"][street] += n


def street_home(st, street: str) -> None:
    """COL-024 first half: every family's members on this street field go home (not in week 1)."""
    if st.data["week"] == 1:
        return
    for p in st.data["players"]:
        p["home"] += p["street"][street]
        p["street"][street] = 0


RECALL_MOST = 3  # COL-100/101/104: an ordinance brings 1, 2 or 3 members home


def recall_most(st, seat: int) -> int:
    """How many of the seat's members the pending ordinance may bring home: up to 3, from the street field it
    names."""
    return min(RECALL_MOST, st.data["players"][seat]["street"][st.data["pending"][-1]["street"]])


def recall(p: dict, street: str, n: int) -> None:
    """COL-100/101/104: n of one's own members from a street field home."""
    n = min(n, p["street"][street])
    p["street"][street] -= n
    p["home"] += n


def short_take(p: dict, n: int) -> int:
    """COL-038/126: members missing at home come from the Tuesday, then the following street fields; how many
    were found (fewer than n when all four are empty too)."""
    found = 0
    for s in STREETS:
        take = min(n - found, p["street"][s])
        p["street"][s] -= take
        found += take
    return found


def on_board(st, seat: int) -> int:
    """Members on stalls, contract fields, ship holds and secured relics."""
    d = st.data
    n = sum(x["n"] for x in d["stalls"] if x["seat"] == seat)
    n += sum(f[1] for c in d["crafts"].values() for f in c["fields"] if f[0] == seat)
    for b in d["berths"]:
        if b is None:
            continue
        n += sum(1 for h in b["holds"] if h == seat) + (b["extra"] == seat)
    n += sum(1 for r in d["display"] if r is not None and r["secured"] == seat)
    return n
