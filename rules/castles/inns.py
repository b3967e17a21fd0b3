"""Module: the inns (RULES.md section 19; option `inns`): COB-210..214, COB-307 and the inn exception of
COB-031. State: d["inns"], how many inns are stacked beside the black depot (only with the module; only
the top one can be bought, and all inns are alike, so a count says everything).

The inn is data (data/tiles.yaml `special`: colour "any", once_per_area): duchy.py places it like any tile
on a space of any colour (COB-212) with at most one per area (COB-213). It has no effect and is no
building, livestock or mine (COB-214, COB-307: its kind is "inn"), but it covers its space for adjacency,
area completion and the colour bonus like any tile.

Hook points:
  engine.fill_phase        phase_starts     one more inn at each phase start, never cleared (COB-210, COB-031)
  engine.can_buy           d["inns"]        an inn is for sale (COB-211)
  moves._buy_actions       buy_actions      "buy inn" (with #6: "buy inn with N worker(s)")
  moves.perform (buy)      bought           into storage like a bought tile (COB-211)
  engine.score_completion  counted_size     the area counts one size larger, at most 8 (COB-214)
  views.player_view        view["inns"]
"""
from __future__ import annotations

from rules.castles import engine as E
from rules.castles import terms
from rules.castles.components import SCORING
from rules.core import Action
from rules.core.text import N_, msg, plural, seat as seat_ref

LARGEST_AREA = max(SCORING["area_points"])  # COB-214: "fino a un massimo assoluto di 8"


def phase_starts(st, ctx) -> None:
    """COB-210: at the start of each phase one inn goes beside the black depot, on any unsold ones; inns
    are not cleared with the other tiles (COB-031)."""
    d = st.data
    d["inns"] = d.get("inns", 0) + 1
    E._log(ctx, plural("An inn is put beside the black depot ({n} there).",
                       "An inn is put beside the black depot ({n} there).", "n", n=d["inns"]))


def buy_actions(st, seat: int, payments: list[tuple[int, int]]) -> list[Action]:
    """COB-211: the top inn, bought as the turn's one purchase (COB-081) for the purchase price; `payments`
    are the (silver, workers) mixes the player may use (workers only with monastery #6)."""
    if not st.data.get("inns"):
        return []
    out = []
    for silver, workers in payments:
        if workers:
            out.append(Action(f"buy inn with {workers} worker{'s' if workers > 1 else ''}",
                              msg(N_("Buy an inn ({workers})"), workers=terms.workers(workers)), N_("Buy"),
                              data=("buy", "inn", "inn", silver, workers)))
        else:
            out.append(Action("buy inn", N_("Buy an inn"), N_("Buy"), data=("buy", "inn", "inn", silver, workers)))
    return out


def bought(st, seat: int, ctx) -> None:
    """The top inn goes to storage (COB-211; a full storage first discards, COB-062/080)."""
    d = st.data
    d["inns"] -= 1
    E._log(ctx, N_("{who} buys an inn."), who=seat_ref(seat))
    E.store(st, seat, "inn", ctx)


def counted_size(b, p: dict, space: int, size: int) -> int:
    """COB-214: a completed area holding an inn scores as one size larger, never above 8 (an area holds at
    most one inn, COB-213)."""
    if any(p["duchy"][s] == "inn" for s in b.areas[b.area_of[space]][1]):
        return min(size + 1, LARGEST_AREA)
    return size
