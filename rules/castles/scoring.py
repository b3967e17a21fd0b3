"""Final scoring (section 13 of RULES.md) and the monasteries' end-game points (COB-165..169)."""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import extra_tiles as XT
from rules.castles import white_castles as WC
from rules.castles import team as T
from rules.castles import shields as SH
from rules.castles import solo
from rules.castles.components import SCORING, TILES
from rules.castles.engine import estate, turn_order
from rules.core import Result
from rules.core.text import N_
from rules.core.types import rank_by


def monastery_points(p: dict, crane_as: str | None = None) -> int:
    """End-game VP of the monasteries placed in the duchy (stored tiles do not count, COB-142), and of those
    shield 6 shares, as if in this duchy (COB-290); a crane counts as a building of type `crane_as` (COB-195)."""
    total = 0
    for number in p["mons"] + p.get("shared_mons", []):
        spec = TILES[f"mon{number}"]
        effect = spec["effect"]
        if effect == "end_sold_colours":  # 15
            total += spec["vp"] * sum(1 for c in range(1, 7) if p["sold"][c])
        elif effect == "end_building":  # 16-23, 29 (COB-206)
            building = WC.monastery_building(spec)
            cranes = p["duchy"].count("crane") if building == crane_as else 0
            total += spec["vp"] * (D.count_building(p, building) + cranes)
        elif effect == "end_animal_types":  # 24
            animals = {TILES[c]["animal"] for c in p["duchy"][1:] if c is not None and TILES[c]["kind"] == "livestock"}
            total += spec["vp"] * len(animals)
        elif effect == "end_sold_tiles":  # 25
            total += spec["vp"] * sum(p["sold"][1:])
        elif effect == "end_bonus_tiles":  # 26
            total += spec["vp"] * len(p["bonus"])
    return total


def breakdown(p: dict) -> dict[str, int]:
    """Points so far plus what the end-game items are worth now (COB-141)."""
    end = SCORING["end_vp"]
    out = dict(p["vp"])
    out["goods"] = end["goods"] * sum(p["goods"][1:])
    out["silver"] = end["silver"] * p["silver"]
    out["workers"] = p["workers"] // end["workers_per_vp"]
    out["monasteries"] = monastery_points(p)
    crane_as, gain = XT.best_crane_type(p, monastery_points)  # COB-195: the crane's best type, shown
    if crane_as:
        out[f"crane_as_{crane_as}"] = gain
    if "shields" in p:  # shield 10 doubles the monasteries' points, the crane's share included
        out["shields"] = SH.end_points(p, out["monasteries"] + (gain if crane_as else 0))
    return out


def result(st) -> Result:
    """COB-143..145: most VP; ties: more empty duchy spaces, then further back on the bridge."""
    d = st.data
    if solo.on(d):
        return solo.result(st)  # COB-267: the spaces covered
    parts = [breakdown(estate(d, s)) for s in range(st.n)]
    scores = [sum(b.values()) for b in parts]
    empty = [D.empty_spaces(estate(d, s)) for s in range(st.n)]
    if T.on(d):  # COB-240: the team's total for both partners; ties: more empty spaces
        keys = T.result_keys(scores, empty)
        ranking, winners = rank_by(scores, keys)
        return Result(scores, parts, ranking, winners, T.TIEBREAK, keys)
    order = turn_order(d)
    keys = [(scores[s], empty[s], order.index(s)) for s in range(st.n)]
    ranking, winners = rank_by(scores, keys)
    return Result(scores, parts, ranking, winners,
                  N_("more empty duchy spaces, then further back on the turn-order bridge"), keys)
