"""Final scoring (MAC-201..205) and the standing mid-game: prestige on the track, -3 per penalty marker, the
game-end cards (effects.end_points), 2 PP per district of the largest connected group; ties go to the seat
earliest in wall order."""
from __future__ import annotations

from rules.macao import city as C
from rules.macao import engine as E
from rules.macao.components import DISTRICT_PP, PENALTY_PP
from rules.core.text import N_
from rules.core.types import Result, rank_by


# The words of the final breakdown (Result.breakdown's keys), so a player can check every point.
BREAKDOWN_WORDS = {"prestige": N_("prestige during play"), "penalties": N_("penalties"),
                   "cards": N_("cards at the end"), "city": N_("city")}


def breakdown(st, seat: int) -> dict[str, int]:
    """MAC-202: the parts of a seat's final score."""
    p = st.data["players"][seat]
    cards = E.hook("end_points", {}, st, seat) or {}
    return {"prestige": p["pp"], "penalties": -PENALTY_PP * p["penalties"], "cards": sum(cards.values()),
            "city": DISTRICT_PP * C.largest_group(st, seat)}


def score(st, seat: int) -> int:
    return sum(breakdown(st, seat).values())


def result(st) -> Result:
    """MAC-204: most PP wins; a tie goes to the seat earliest in wall order (MAC-025)."""
    parts = [breakdown(st, s) for s in range(st.n)]
    scores = [sum(b.values()) for b in parts]
    order = E.wall_order(st)
    keys = [(scores[s], -order.index(s)) for s in range(st.n)]
    ranking, winners = rank_by(scores, keys)
    tied = [s for s in range(st.n) if scores[s] == scores[ranking[0]]]
    note = N_("the wall order (the disc furthest along wins)") if len(tied) > 1 else ""
    return Result(scores, parts, ranking, winners, note, keys)
