"""Tuesday (COL-036..047) and the votes (COL-048..053): secret simultaneous family cards and yes/no cards.

A secret decision is st.data["secret"] = {kind, asked, answers, ord}: every seat asked is in to_act until it
answers; an answer is logged in private and in public only as "X has chosen"; it can be changed until the
last answer comes in; then settle reveals them all in one public line (ctx.reveal) and resolves here."""
from __future__ import annotations

from rules.colonia import family, terms
from rules.colonia.components import data
from rules.core.text import N_, listing, msg, seat as seat_ref


def open_cards(st, ctx) -> None:
    """COL-036: every player chooses one of the remaining family cards face down."""
    d = st.data
    d["fewer_now"], d["fewer"] = d["fewer"], False  # COL-040: COL-ORD-17 passed last week
    d["secret"] = {"kind": "card", "asked": list(range(st.n)), "answers": {}, "ord": None}


def answer(st, seat: int, value, ctx) -> None:
    sec = st.data["secret"]
    changed = str(seat) in sec["answers"]
    sec["answers"][str(seat)] = value
    if ctx is None:
        return
    if sec["kind"] == "card":
        ctx.private(seat, N_("You chose family card {value}."), value=value)
    else:
        ctx.private(seat, N_("You voted {vote}."), vote=N_("yes") if value == "yes" else N_("no"))
    if not changed:  # that they answered is public, what they answered is not
        ctx.log(N_("{player} has chosen.") if sec["kind"] == "card" else N_("{player} has voted."),
                player=seat_ref(seat))


def to_send(st, value: int) -> int:
    """COL-037/040: members to the council (one fewer after COL-ORD-17)."""
    return max(0, value - 1) if st.data.get("fewer_now") else value


def resolve_cards(st, sec, ctx) -> None:
    """COL-037..046: reveal, send members, the turn order and the mayor."""
    d = st.data
    values = {}
    for s in range(st.n):
        v = sec["answers"][str(s)]
        p = d["players"][s]
        p["cards"].remove(v)
        p["played"] = v
        need = to_send(st, v)
        if p["home"] >= need:
            p["council"] += family.send(p, need)
            p["zero"] = False
        else:  # COL-038/126: the missing members come from the street fields; the card counts 0
            at_home = p["home"]
            p["home"] = 0
            p["council"] += at_home + family.short_take(p, need - at_home)
            p["zero"] = True
        values[s] = 0 if p["zero"] else v
    if ctx is not None:
        # "Bot 2: 7": a colon keeps a number in a player's name apart from the card
        ctx.log(N_("Family cards: {cards}."), cards=listing(
            msg(N_("{player}: {value}"), player=seat_ref(s), value=d["players"][s]["played"])
            if not d["players"][s]["zero"]
            else msg(N_("{player}: {value} (too few members at home: turned face down, counts 0 and gives no votes)"),
                     player=seat_ref(s), value=d["players"][s]["played"])  # COL-038, COL-046
            for s in range(st.n)))
    d["prev_order"] = list(d["order"])
    d["order"] = turn_order(st, values, ctx)
    d["fewer_now"] = False
    if ctx is not None:
        ctx.log(N_("Turn order: {order}; {mayor} is mayor."), order=listing(seat_ref(s) for s in d["order"]),
                mayor=seat_ref(d["order"][0]))


def turn_order(st, values: dict, ctx=None) -> list[int]:
    """COL-041..044: highest first; ties reverse last week's relative order (week 1: the die decides, and
    every throw is logged, so the order can be followed; later weeks log each tie and its order)."""
    d = st.data
    prev = d["prev_order"]
    if d["week"] == 1:
        from rules.colonia.engine import roll
        rolls, said = {}, {}
        for v in sorted(set(values.values())):  # (rolled lowest tie first, as ever: the same seed, the same game)
            tied = [s for s in range(st.n) if values[s] == v]
            if len(tied) < 2:
                continue
            while True:  # COL-044: re-roll equal rolls
                r = {s: roll(st) for s in tied}
                again = len(set(r.values())) < len(tied)
                key = (N_("Tie at {value}, the die decides: {rolls}; equal rolls, so they roll again.") if again
                       else N_("Tie at {value}, the die decides (the higher roll goes first): {rolls}."))
                said.setdefault(v, []).append((key, listing(  # highest roll first, as they will act
                    msg(N_("{player} rolls {roll}"), player=seat_ref(s), roll=n)
                    for s, n in sorted(r.items(), key=lambda sn: -sn[1]))))
                if not again:
                    break
            rolls.update(r)
        for v in sorted(said, reverse=True) if ctx is not None else ():  # told highest first, as the order reads
            for key, told in said[v]:
                ctx.log(key, value=v, rolls=told)
        return sorted(range(st.n), key=lambda s: (-values[s], -rolls.get(s, 0)))
    order = sorted(range(st.n), key=lambda s: (-values[s], -prev.index(s)))
    if ctx is not None:  # COL-043: say how each tie was broken, as the die is shown in week 1
        for v in sorted(set(values.values()), reverse=True):
            tied = [s for s in order if values[s] == v]
            if len(tied) > 1:
                ctx.log(N_("Tie at {value}, last week's order reversed (who acted later last week goes first): "
                           "{players}."), value=v, players=listing(seat_ref(s) for s in tied))
    return order


def end_tuesday(st, ctx) -> None:
    """COL-047: the Tuesday street field goes home (not in week 1), the council members go onto it."""
    family.street_home(st, "tue")
    for p in st.data["players"]:
        p["street"]["tue"] += p["council"]
        p["council"] = 0


def voters(st) -> list[int]:
    """COL-046/050: players with a face-up card."""
    return [s for s in st.data["order"] if not st.data["players"][s]["zero"] and st.data["players"][s]["played"]]


def open_vote(st, index: int) -> bool:
    """COL-050: the voters pick yes or no in secret; False when nobody may vote (COL-125)."""
    asked = sorted(voters(st))
    if not asked:
        return False
    st.data["secret"] = {"kind": "vote", "asked": asked, "answers": {}, "ord": index}
    return True


def tally(st, answers: dict) -> bool:
    """COL-051/052: the weight of each side; the mayor's side wins a tie."""
    d = st.data
    yes = no = 0
    for s, v in answers.items():
        w = d["players"][int(s)]["played"]
        if v == "yes":
            yes += w
        else:
            no += w
    if yes != no:
        return yes > no
    return answers.get(str(d["order"][0])) == "yes"


def resolve_vote(st, sec, ctx) -> None:
    from rules.colonia import ordinances
    d = st.data
    answers = sec["answers"]
    passed = tally(st, answers)
    o = d["ords"][sec["ord"]]
    key = data(st).ordinances[o["id"]]["key"]
    yes = sum(d["players"][int(s)]["played"] for s, v in answers.items() if v == "yes")
    no = sum(d["players"][int(s)]["played"] for s, v in answers.items() if v == "no")
    if ctx is not None:
        mayor = d["order"][0]
        tie = yes == no and str(mayor) in answers  # COL-052: the mayor's side wins a tie
        ctx.log(N_("Votes on '{ordinance}': {votes}; {yes} yes to {no} no, a tie broken by the mayor ({mayor}): "
                   "{outcome}.") if tie else N_("Votes on '{ordinance}': {votes}; {yes} yes to {no} no: {outcome}."),
                ordinance=terms.ordinance(key), mayor=seat_ref(mayor),
                votes=listing(msg(N_("{player}: {vote}"), player=seat_ref(int(s)),
                                  vote=N_("yes") if answers[str(s)] == "yes" else N_("no")) for s in sec["asked"]),
                yes=yes, no=no, outcome=N_("passed") if passed else N_("failed"))
    ordinances.decided(st, sec["ord"], passed, ctx)
