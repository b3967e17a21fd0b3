"""Threat markers and the five penalties (section 12 of RULES.md), with the victims' decisions.

A third marker of a colour "closes the circle" (BRU-128): the three markers go back to the supply, no
points (BRU-138/139), and the colour's penalty strikes. Flood, Raid and Intrigue need no choice; Fire and
Plague are the victim's choice (BRU-161), asked even out of turn, unless there is only one way or none.
"""
from __future__ import annotations

from rules.bruges import engine as E
from rules.bruges import terms
from rules.bruges import town as T
from rules.bruges.components import INTRIGUE_POINTS, PENALTY, PENALTY_AT, SECTIONS
from rules.core.text import N_, seat as seat_ref


def receive(st, seat: int, colour: str, ctx, at_once: bool, log: bool = True) -> bool:
    """One marker from the supply (BRU-045/046). The event (on_event receive_threat) comes first; then a
    third marker is shielded (penalty_shield), strikes now (at_once), or is reported for later (True)."""
    d = st.data
    if d["threat_supply"][colour] <= 0:
        return False
    d["threat_supply"][colour] -= 1
    p = d["players"][seat]
    p["threats"][colour] += 1
    if log:
        E._log(ctx, N_("{who} receives a {colour} threat marker."), who=seat_ref(seat), colour=terms.colour(colour, "marker"))
    E.FX.event(st, seat, "receive_threat", ctx)
    if p["threats"][colour] < PENALTY_AT:
        return False
    if E.FX.shielded(st, seat, colour):
        _return_markers(st, seat, colour)
        E._log(ctx, N_("{who} is protected from {penalty}: the three {colour} markers go back."), who=seat_ref(seat),
               penalty=terms.PENALTIES[PENALTY[colour]], colour=terms.colour(colour, "markers"))
        return False
    if at_once:
        strike(st, seat, colour, ctx)
        return False
    return True


def _return_markers(st, seat: int, colour: str) -> None:
    """BRU-138/139: the three markers of the colour go back to the supply, scoring nothing."""
    d = st.data
    p = d["players"][seat]
    back = min(PENALTY_AT, p["threats"][colour])
    p["threats"][colour] -= back
    d["threat_supply"][colour] += back


def strike(st, seat: int, colour: str, ctx) -> None:
    """BRU-128..141: the markers go back, then the colour's penalty strikes the player."""
    d = st.data
    p = d["players"][seat]
    _return_markers(st, seat, colour)
    penalty = PENALTY[colour]
    E._log(ctx, N_("{who} suffers {penalty}."), who=seat_ref(seat), penalty=terms.PENALTIES[penalty])
    if penalty == "flood":  # BRU-129
        lost = sum(p["workers"].values())
        for c in p["workers"]:
            p["workers"][c] = 0
        if lost:
            E._log(ctx, N_("{who} returns all workers ({count})."), who=seat_ref(seat), count=lost)
    elif penalty == "raid":  # BRU-132
        lost, p["guilders"] = p["guilders"], 0
        if lost:
            E._log(ctx, N_("{who} gives all guilders ({count}) to the bank."), who=seat_ref(seat), count=lost)
    elif penalty == "intrigue":  # BRU-137
        E.score(st, seat, -INTRIGUE_POINTS, ctx)
    elif penalty == "plague":  # BRU-130/131, PET-08
        choices = plague_choices(st, seat)
        if len(choices) > 1:
            E.push(st, {"kind": "plague", "seat": seat})
            return
        if choices:
            plague(st, seat, choices[0], ctx)
            return
    elif penalty == "fire":  # BRU-133..136
        choices = fire_choices(st, seat)
        if len(choices) > 1:
            E.push(st, {"kind": "fire", "seat": seat})
            return
        if choices:
            fire(st, seat, choices[0], ctx)
            return
    suffered(st, seat, ctx)


def suffered(st, seat: int, ctx) -> None:
    """on_event suffer_penalty: after the penalty has resolved (never when shielded)."""
    E.FX.event(st, seat, "suffer_penalty", ctx)


# ---- Plague ---------------------------------------------------------------------------------------------

def plague_choices(st, seat: int) -> list[int]:
    """BRU-130, BRU-148/PET-08: a person of the play area, or a pet instead (never a card in hand). A pet
    only stands in for a person: with no person, Plague takes nothing (BRU-131), pets or not."""
    p = st.data["players"][seat]
    persons = T.persons(p)
    return persons + T.pets(p) if persons else []


def plague(st, seat: int, cid: int, ctx) -> None:
    """BRU-131: the person (or pet) goes to the discard pile; its house stays."""
    d = st.data
    p = d["players"][seat]
    index = T.house_of(p, cid)
    if p["houses"][index]["person"] == cid:
        T.take_person(p, index)
    else:
        T.take_pet(p, index)
    d["discard"].append(cid)
    E._log(ctx, N_("{who} discards {card} from house {house}."), who=seat_ref(seat), card=terms.name(cid),
           house=index + 1)
    suffered(st, seat, ctx)


# ---- Fire -----------------------------------------------------------------------------------------------

def fire_choices(st, seat: int) -> list[tuple[str, object]]:
    """BRU-133/135: a house (any), or the outermost canal token of a section that has one."""
    p = st.data["players"][seat]
    out: list[tuple[str, object]] = [("canal", s) for s in SECTIONS if p["canal"][s]]
    out += [("house", i) for i in range(len(p["houses"]))]
    return out


def fire(st, seat: int, choice: tuple[str, object], ctx) -> None:
    """BRU-134/136, PET-09: a house goes to the discard pile and its occupants back to the hand; a canal
    token leaves no gap and the statue stays."""
    d = st.data
    p = d["players"][seat]
    kind, where = choice
    if kind == "canal":
        E.remove_canal(st, seat, where, ctx)
    else:
        house = T.take_house(p, where)
        d["discard"].append(house["card"])
        back = [c for c in (house["person"], house["pet"]) if c is not None]
        p["hand"].extend(back)
        p["hand"].sort()
        E._log(ctx, N_("{who} loses house {house} ({colour})."), who=seat_ref(seat), house=where + 1,
               colour=terms.colour(house["colour"], "house"))
        for c in back:
            E._log(ctx, N_("{card} goes back to {who}'s hand."), card=terms.name(c), who=seat_ref(seat))
    suffered(st, seat, ctx)
