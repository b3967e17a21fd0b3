"""Module border posts (RULES.md section 17): the duchies 11a-11f and their three border points.

Italian rulebook: "Nuovi ducati (numeri 11a-11f)", the "punti di frontiera" (box: "I posti di confine").
The boards are stand-ins (data/stand_ins.yaml, border_duchies). Per estate the state keeps
`border` = {"linked": two points linked (COB-201 scored), "all": all three linked}; `border_all` counts
the players who have linked all three (the first and the second score, COB-202, COB-203).

Hooks (each guarded by the option): engine.duchies_for (the duchies), engine.setup (the marks),
engine.score_completion (after every placement), views.player_view, game.opening.
"""
from __future__ import annotations

from rules.castles import stand_ins, terms
from rules.castles.components import SCORING, board
from rules.core.text import N_, listing, msg, seat as seat_ref


def duchies(st, n: int) -> list[str]:
    """COB-200: each player a different duchy 11, drawn at random."""
    pile = sorted(stand_ins.current()["border_duchies"])
    return [st.rng.draw(pile) for _ in range(n)]


def setup(d: dict) -> None:
    """COB-201..203: nothing linked yet, no one has linked all three."""
    for p in d["players"]:
        p["border"] = {"linked": False, "all": False}
        p["vp"]["border"] = 0
    d["border_all"] = 0


def linked(b, p: dict) -> int:
    """The most border points joined by one chain of placed tiles (edge-adjacent covered spaces, both
    border spaces covered): 0 or 1 when no two are linked, 2 or 3."""
    duchy = p["duchy"]
    best = 0
    for start in b.border_points:
        if duchy[start] is None:
            continue
        seen, todo = {start}, [start]
        while todo:
            s = todo.pop()
            for n in b.neighbours[s]:
                if n not in seen and duchy[n] is not None:
                    seen.add(n)
                    todo.append(n)
        best = max(best, sum(1 for point in b.border_points if point in seen))
    return best


def check(st, seat: int, p: dict, ctx) -> None:
    """After a placement: COB-201 the first pair linked scores the phase VP (once per player); COB-202 the
    first to link all three scores the phase VP again and COB-203 5/6/7 VP, the second 2/3/4 VP only."""
    reached = p["border"]  # not "mark": the catalogs read mark(...) as a marked word
    if reached["all"]:
        return
    b = board(p["board"])
    joined = linked(b, p)
    if joined < 2:
        return
    d = st.data
    phase_vp = SCORING["phase_bonus"][d["phase"]]
    who = seat_ref(seat)
    if not reached["linked"]:
        reached["linked"] = True
        p["vp"]["border"] += phase_vp
        _log(ctx, N_("{who} links two border points: {vp}."), who=who, vp=terms.vp(phase_vp))
    if joined < 3:
        return
    reached["all"] = True
    rank = d["border_all"]
    d["border_all"] += 1
    if rank == 0:
        vp = phase_vp + SCORING["bonus_large"][st.n]
        _log(ctx, N_("{who} is the first to link all three border points: {vp}."), who=who, vp=terms.vp(vp))
    elif rank == 1:
        vp = SCORING["bonus_small"][st.n]
        _log(ctx, N_("{who} is the second to link all three border points: {vp}."), who=who, vp=terms.vp(vp))
    else:
        vp = 0
        _log(ctx, N_("{who} links all three border points, after two others: no points for it."), who=who)
    p["vp"]["border"] += vp


def opening(st) -> list:
    """COB-200: which duchy each player drew, and its border points (a line each, when the game starts)."""
    from rules.castles import engine as E  # the engine calls this module: import when used
    if not E.module_on(st.data, "border_posts"):
        return []
    return [msg(N_("{who} plays border duchy {duchy}, border points {points}."), who=seat_ref(seat),
                duchy=p["board"], points=listing(board(p["board"]).border_points)) for seat, p in E.owners(st.data)]


def bonus_left(d: dict, n: int) -> list[int]:
    """The VP still to take for linking all three: the first's 5/6/7 and the second's 2/3/4 (COB-203)."""
    return [SCORING["bonus_large"][n], SCORING["bonus_small"][n]][d["border_all"]:]


def view(p: dict) -> dict:
    return {"points": list(board(p["board"]).border_points), "linked": p["border"]["linked"],
            "all": p["border"]["all"]}


def _log(ctx, key: str, **params) -> None:
    if ctx is not None:
        ctx.log(key, **params)
