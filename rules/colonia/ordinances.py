"""The 18 council ordinances (COL-098..114): each one's effect in one place, keyed as in
data/ordinances.yaml, whose `day` (3 Wednesday .. 6 Saturday) says when it is voted and takes effect.
COL-ORD-03 is a stand-in card (reference GAPS 4). Choices of "each player" effects are asked in turn order
(COL-114) as pending items: recall (1-3 members home), draw (2 raw materials), good (a rolled 6), exchange."""
from __future__ import annotations

from rules.colonia import craftsmen, harbour, market, relics, terms
from rules.colonia.components import WEEKS, data
from rules.core.text import N_, seat as seat_ref


def next_vote(st, ctx) -> bool:
    """COL-048/049: the next pending ordinance of today, left to right; False when none is left."""
    from rules.colonia import council
    d = st.data
    D = data(st)
    for i, o in enumerate(d["ords"]):
        if o["status"] == "pending" and D.ordinances[o["id"]]["day"] == d["day"]:
            if not council.open_vote(st, i):  # COL-125: nobody may vote; the ordinance fails
                if ctx is not None:
                    ctx.log(N_("Nobody may vote on '{ordinance}': it fails."),
                            ordinance=terms.ordinance(D.ordinances[o["id"]]["key"]))
                decided(st, i, False, ctx)
            return True
    return False


def decided(st, index: int, passed: bool, ctx) -> None:
    """COL-051/053: a passed ordinance takes effect at once; either way it leaves the game."""
    o = st.data["ords"][index]
    o["status"] = "passed" if passed else "failed"
    if passed:
        EFFECTS[data(st).ordinances[o["id"]]["key"]](st, ctx)


def _each(st, kind: str, **extra) -> None:
    """Ask every player in turn order (the first in turn order on top of the stack)."""
    for s in reversed(st.data["order"]):
        st.data["pending"].append({"kind": kind, "seat": s, **extra})


def _recall(street):
    def effect(st, ctx):  # COL-100, COL-101, COL-104
        for s in reversed(st.data["order"]):
            if st.data["players"][s]["street"][street]:
                st.data["pending"].append({"kind": "recall", "seat": s, "street": street})
    return effect


def _plus_two(craftsman):
    def effect(st, ctx):  # COL-103
        craftsmen.move_stick(st, craftsman, 2)
    return effect


def _draw_two(st, ctx):  # COL-102
    _each(st, "draw")


def _roll_for_good(st, ctx):  # COL-110, COL-124
    from rules.colonia.engine import roll, take_good
    D = data(st)
    for s in st.data["order"]:
        v = roll(st)
        if v in D.die_good:
            g = D.die_good[v]
            got = take_good(st, s, g)
            if ctx is not None:
                ctx.log(N_("{player} rolls {value} and takes {good}.") if got else
                        N_("{player} rolls {value}, but the supply has no {good} left."),
                        player=seat_ref(s), value=v, good=terms.a_good(g) if got else terms.good(g))
        else:
            if ctx is not None:
                ctx.log(N_("{player} rolls {value} and chooses a good."), player=seat_ref(s), value=v)
            st.data["pending"].insert(0, {"kind": "good", "seat": s})
    # the choices of the sixes are asked in turn order: the earliest is the top of the stack
    sixes = [x for x in st.data["pending"] if x["kind"] == "good"]
    st.data["pending"] = [x for x in st.data["pending"] if x["kind"] != "good"] + sixes[::-1]


def _fewer(st, ctx):  # COL-112: no effect in week 6
    if st.data["week"] < WEEKS:
        st.data["fewer"] = True


def _exchange(st, ctx):  # COL-113
    _each(st, "exchange")


def _extra_hold(st, ctx):  # COL-105/129
    st.data["extra_hold"] = True


EFFECTS = {
    "market_plus_one": market.plus_one,  # COL-098
    "foreign_merchants": market.foreign_merchants,  # COL-099
    "recall_from_tuesday_street": _recall("tue"),  # COL-100 (stand-in card)
    "recall_from_wednesday_street": _recall("wed"),  # COL-101
    "draw_two_raw_materials": _draw_two,  # COL-102
    "saddler_plus_two": _plus_two("saddler"),  # COL-103
    "wainwright_plus_two": _plus_two("wainwright"),
    "painter_plus_two": _plus_two("painter"),
    "tailor_plus_two": _plus_two("tailor"),
    "shoemaker_plus_two": _plus_two("shoemaker"),
    "recall_from_thursday_street": _recall("thu"),  # COL-104
    "extra_hold": _extra_hold,  # COL-105
    "two_ships_depart": lambda st, ctx: harbour.depart_now(st, 2, ctx),  # COL-107/109
    "one_ship_departs": lambda st, ctx: harbour.depart_now(st, 1, ctx),  # COL-108/109
    "roll_for_a_good": _roll_for_good,  # COL-110
    "two_extra_relics": relics.two_extra,  # COL-111/128
    "one_fewer_council_member": _fewer,  # COL-112
    "currency_exchange": _exchange,  # COL-113
}
