"""Thursday, the craftsmen (COL-031, COL-061..070, COL-103, COL-127): contracts, the sticks, the goods."""
from __future__ import annotations

from rules.colonia import family, terms
from rules.colonia.components import data
from rules.core.text import N_, listing, msg, seat as seat_ref


def move_stick(st, craftsman: str, n: int) -> None:
    """COL-031/066/103: the stick goes n fields down; never below the last field (COL-127)."""
    c = st.data["crafts"][craftsman]
    c["stick"] = min(data(st).fields, c["stick"] + n)


def monday(st, contracts: dict) -> None:
    for c, n in contracts.items():
        move_stick(st, c, n)


def cost(st, craftsman: str) -> int:
    """COL-064: the k-th new contract at a craftsman this week takes k members."""
    return st.data["crafts"][craftsman]["new"] + 1


def can_contract(st, seat: int, craftsman: str) -> bool:
    """COL-063/064/127: both raw materials, k members at home, a free field."""
    D = data(st)
    c = st.data["crafts"][craftsman]
    p = st.data["players"][seat]
    a, b = D.inputs[craftsman]
    return (len(c["fields"]) < D.fields and p["materials"][a] >= 1 + (a == b) and p["materials"][b] >= 1
            and p["home"] >= c["new"] + 1)


def contract(st, seat: int, craftsman: str, ctx) -> None:
    D = data(st)
    d = st.data
    c = d["crafts"][craftsman]
    p = d["players"][seat]
    k = c["new"] + 1
    for m in D.inputs[craftsman]:  # COL-063: the two raw materials back into the bag
        p["materials"][m] -= 1
        d["bag"].append(m)
    d["bag"].sort()
    family.send(p, k)
    c["fields"].append([seat, k])
    c["new"] = k
    if ctx is not None:
        ctx.log(N_("{player} commissions the {craftsman} with {members} (field {field})."), player=seat_ref(seat),
                craftsman=terms.CRAFTSMAN[craftsman], members=terms.members(k), field=len(c["fields"]))


class Round:
    @staticmethod
    def start(st, ctx) -> bool:
        from rules.colonia.engine import start_round
        start_round(st, "contracts")
        return False

    @staticmethod
    def can_act(st, seat: int) -> bool:
        return any(can_contract(st, seat, c) for c in st.data["crafts"])


def end_thursday(st, ctx) -> None:
    """COL-066..070: the extra rolls, one good per field above the stick, the street field, the reset."""
    from rules.colonia.engine import roll
    D = data(st)
    d = st.data
    rolls = []
    for _ in range(D.weeks[d["week_card"]]["rolls"]):
        v = roll(st)
        rolls.append(v)
        if v in D.by_die:
            move_stick(st, D.by_die[v], 1)
        else:  # a 6 moves all five sticks
            for c in d["crafts"]:
                move_stick(st, c, 1)
    if ctx is not None and rolls:  # each roll with what it moves (COL-066)
        ctx.log(N_("Extra contracts: the die shows {rolls}; each roll moves that craftsman's stick one field "
                   "down, a 6 moves all five."),
                rolls=listing(msg(N_("{roll} ({craftsman})"), roll=v, craftsman=terms.CRAFTSMAN[D.by_die[v]])
                              if v in D.by_die else msg(N_("{roll} (all craftsmen)"), roll=v) for v in rolls))
    family.street_home(st, "thu")
    made: dict[int, list] = {}  # seat -> goods, each player's on one line, counted
    taken = any(c["fields"] for c in d["crafts"].values())
    reached = any(c["stick"] and c["fields"] for c in d["crafts"].values())
    for name, c in d["crafts"].items():
        g = D.output[name]
        keep = []
        for i, (seat, n) in enumerate(c["fields"]):
            if i < c["stick"] and d["supply"][g] > 0:  # COL-067/068: top down, while the supply lasts
                d["supply"][g] -= 1
                d["players"][seat]["goods"][g] += 1
                d["players"][seat]["street"]["thu"] += n
                made.setdefault(seat, []).append(g)
            else:
                keep.append([seat, n])
        c["fields"] = keep  # COL-070: unfulfilled contracts slide up, keeping their order
        c["stick"] = 0
        c["new"] = 0
    if ctx is not None:
        if not made:  # why: nobody holds a contract, the sticks stopped above them all, or the goods ran out
            ctx.log(N_("No contract is fulfilled: the supply has none of those goods left.") if reached else  # COL-068
                    N_("No contract is fulfilled: none stands above its craftsman's stick.") if taken else  # COL-067
                    N_("No contract is fulfilled: nobody holds one."))
        for seat, goods in made.items():
            ctx.log(N_("{player} receives {goods} from the craftsmen."), player=seat_ref(seat),
                    goods=terms.goods(goods))
