"""Scoring rounds (ALH-070..077): building majorities with the tie rule, the longest outer wall, and
what the modules add (street-trader resident sets); Dirk takes part in the majorities (ALH-093)."""
from __future__ import annotations

from rules.core.text import N_, msg
from rules.alhambra import fast
from rules.alhambra import modules as hooks
from rules.alhambra import city
from rules.alhambra.components import SCORING, TYPES

MAJORITY = SCORING["majority"]
SET_POINTS = SCORING["resident_set_points"]


def majority_points(counts: list[int], table: list[int]) -> list[int]:
    """ALH-073/074: points for one building type. Players with 0 take no place; tied players
    occupy as many places as they are, share those places' points (0 beyond the table) and
    round down; the players after them move down."""
    out = [0] * len(counts)
    order = sorted((c, i) for i, c in enumerate(counts) if c > 0)
    order.reverse()
    place = 0
    k = 0
    while k < len(order):
        c = order[k][0]
        group = [i for cc, i in order if cc == c]
        pts = sum(table[p] for p in range(place, place + len(group)) if p < len(table))
        for i in group:
            out[i] = pts // len(group)
        place += len(group)
        k += len(group)
    return out


def round_building_points(counts_by_type: dict[str, list[int]], rnd: int) -> list[int]:
    """Sum over the 6 types for scoring round `rnd` (1..3)."""
    n = len(next(iter(counts_by_type.values())))
    total = [0] * n
    for t in TYPES:
        for i, p in enumerate(majority_points(counts_by_type[t], MAJORITY[t][rnd - 1])):
            total[i] += p
    return total


# How the log reads a part of a round's points ("5 for buildings + 3 for the wall": points, not a count of
# buildings), and the words of the end-of-game breakdown (Result.breakdown's keys), marked for the catalogs.
# The wall is the longest outer wall (ALH-075), one wall in both: "for the wall", "wall 12" (Italian "muro").
PART_WORDS = {"buildings": N_("{points} for buildings"), "walls": N_("{points} for the wall"),
              "residents": N_("{points} for residents")}
BREAKDOWN_WORDS = {"buildings": N_("buildings"), "walls": N_("wall"), "residents": N_("residents")}


def joined(key: str, items: list):
    """Messages joined by a separator message with {first} and {rest} ("{first}; {rest}"), nested."""
    return items[0] if len(items) == 1 else msg(key, first=items[0], rest=joined(key, items[1:]))


def parts_msg(parts: dict):
    """A round's points of one player: "5 for buildings + 3 for the wall"."""
    return joined(N_("{first} + {rest}"), [msg(PART_WORDS[part], points=points) for part, points in parts.items()])


def round_gains(st, rnd: int) -> tuple[list[dict], int | None]:
    """What scoring round `rnd` gives each player ({part: points}, parts in PART_WORDS order) and Dirk
    (None without Dirk)."""
    d = st.data
    groups = [[t for _, _, t in p["grid"]] for p in d["players"]]
    if d["dirk"] is not None:
        groups.append(d["dirk"])
    by_type = {t: [] for t in TYPES}
    for g in groups:
        c = city.counts(g)
        for t in TYPES:
            by_type[t].append(c[t])
    pts = round_building_points(by_type, rnd)
    gains = []
    for s in range(st.n):
        parts = {"buildings": pts[s], "walls": fast.city(st, s).longest_wall()}
        more = hooks.call(st, "round_points", s)
        if more:
            parts[more[0]] = more[1]
        gains.append(parts)
    return gains, (pts[-1] if d["dirk"] is not None else None)


def resident_points(colours: list[str]) -> int:
    """ALH-409: set k holds every colour the player has at least k residents of; a set of m
    colours scores SET_POINTS[m-1]. 3 red, 2 white, 2 green, 1 blue -> 10 + 6 + 1 = 17."""
    counts = {}
    for c in colours:
        counts[c] = counts.get(c, 0) + 1
    total = 0
    k = 1
    while True:
        size = sum(1 for n in counts.values() if n >= k)
        if not size:
            return total
        total += SET_POINTS[size - 1]
        k += 1
