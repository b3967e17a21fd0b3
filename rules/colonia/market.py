"""Wednesday, the market (COL-029/030, COL-054..060, COL-098/099): whole stalls for family members."""
from __future__ import annotations

from collections import Counter

from rules.colonia import family, terms
from rules.colonia.components import data
from rules.core.text import N_, listing, seat as seat_ref


def _fill(st, stall: dict, n: int) -> None:
    from rules.colonia.engine import draw
    for _ in range(n):  # COL-030: fill in board order until the bag is empty
        m = draw(st, "bag")
        if m is None:
            return
        stall["materials"].append(m)
    stall["materials"].sort()


def fill(st, sizes: list[int]) -> None:
    """COL-029: the week card's number of raw materials on each regular stall."""
    for stall, n in zip(st.data["stalls"], sizes):
        _fill(st, stall, n)


def plus_one(st, ctx) -> None:
    """COL-098: one more raw material on each regular stall."""
    for stall in st.data["stalls"][:data(st).stall_count]:
        _fill(st, stall, 1)


def foreign_merchants(st, ctx) -> None:
    """COL-099: 4 raw materials on each extra stall."""
    for stall in st.data["stalls"][data(st).stall_count:]:
        _fill(st, stall, 4)


def can_buy(st, seat: int, i: int) -> bool:
    """COL-056/057: a stall with raw materials, not yet bought, and enough members at home."""
    stall = st.data["stalls"][i]
    return bool(stall["materials"]) and stall["seat"] is None and len(stall["materials"]) <= st.data["players"][seat]["home"]


def buy(st, seat: int, i: int, ctx) -> None:
    """COL-056: all the stall's raw materials behind the screen, as many members on the stall."""
    stall = st.data["stalls"][i]
    p = st.data["players"][seat]
    n = len(stall["materials"])
    family.send(p, n)
    for m in stall["materials"]:
        p["materials"][m] += 1
    if ctx is not None:
        ctx.log(N_("{player} buys stall {stall} with {members}."), player=seat_ref(seat), stall=i + 1,
                members=terms.members(n))
        # counted as the market's menu shows them ("furs ×2"), not one word per piece
        ctx.private(seat, N_("You took: {materials}."),
                    materials=listing(terms.counted(Counter(stall["materials"]), terms.material)))
    stall["materials"] = []
    stall["seat"], stall["n"] = seat, n


class Round:
    @staticmethod
    def start(st, ctx) -> bool:
        from rules.colonia.engine import start_round
        start_round(st, "market")
        return False

    @staticmethod
    def can_act(st, seat: int) -> bool:
        return any(can_buy(st, seat, i) for i in range(len(st.data["stalls"])))


def end_wednesday(st, ctx) -> None:
    """COL-059/060: leftovers back into the bag; the street field home; stall members onto it."""
    d = st.data
    family.street_home(st, "wed")
    for stall in d["stalls"]:
        if stall["materials"]:
            d["bag"].extend(stall["materials"])
            stall["materials"] = []
        if stall["seat"] is not None:
            d["players"][stall["seat"]]["street"]["wed"] += stall["n"]
            stall["seat"], stall["n"] = None, 0
    d["bag"].sort()
