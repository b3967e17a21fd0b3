"""Final scoring (section 11 of RULES.md): a)-f) added to the points already on the track, and the
tie-break. Works mid-game too (the standing if the game ended now)."""
from __future__ import annotations

from rules.bruges import engine as E
from rules.bruges import town as T
from rules.bruges.components import (CANAL_SPACES, MAJORITY_POINTS, PET_MAJORITY_POINTS, THIRD_SPACE_POINTS,
                                     card, rep_points)
from rules.core import Result
from rules.core.text import N_
from rules.core.types import rank_by

THIRD_SPACE = 3
# The words of the final breakdown (Result.breakdown's keys), so a player can check every point.
BREAKDOWN_WORDS = {"track": N_("track"), "persons": N_("persons"), "houses": N_("houses"), "laurels": N_("laurels"),
                   "majorities": N_("majority tiles"), "canals": N_("canals"), "statues": N_("statues"),
                   "reputation": N_("reputation"), "pets": N_("pets")}


def breakdown(st, seat: int) -> dict[str, int]:
    """BRU-117..126, BRU-160, PET-07/12: the track (5 to start, BRU-126, plus points scored in play), then
    (a) persons, (b) houses, (c) laurel persons, (d) flipped majority tiles, (e) third canal spaces and
    statues, (f) reputation last; pets' points with the module."""
    p = st.data["players"][seat]
    persons = T.persons(p)
    out = {
        "track": p["score"],
        "persons": sum(card(c).points for c in persons),  # BRU-118
        "houses": len(p["houses"]),  # BRU-119
        "laurels": sum(E.FX.laurel_points(st, seat, c) for c in persons
                       if card(c).activation == "laurel"),  # BRU-120
        "majorities": sum(PET_MAJORITY_POINTS if name == "pets" else MAJORITY_POINTS
                          for name, flipped in p["majorities"].items() if flipped),  # BRU-121, PET-07
        "canals": THIRD_SPACE_POINTS * sum(1 for built in p["canal"].values()
                                           if built >= min(THIRD_SPACE, CANAL_SPACES)),  # BRU-074/122
        "statues": sum(p["statues"]),  # BRU-122
        "reputation": rep_points(p["rep"]),  # BRU-123
    }
    if "pets" in p["majorities"]:
        out["pets"] = sum(card(c).points for c in T.pets(p))  # PET-12
    return out


def result(st) -> Result:
    """BRU-127: most points; a tie goes to the most guilders; still tied, the victory is shared."""
    d = st.data
    parts = [breakdown(st, s) for s in range(st.n)]
    scores = [sum(b.values()) for b in parts]
    keys = [(scores[s], d["players"][s]["guilders"]) for s in range(st.n)]
    ranking, winners = rank_by(scores, keys)
    return Result(scores, parts, ranking, winners, N_("more guilders; still tied, the victory is shared"), keys)
