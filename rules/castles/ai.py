"""What the computer player (rules/ai) knows of The Castles of Burgundy: how to sample what a seat cannot
see, how good a position is, and a cheap way to play on."""
from __future__ import annotations

from rules.ai.adapters import Generic, final_values, pairwise, weighted
from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import moves as M
from rules.castles import scoring as S
from rules.castles import solo
from rules.castles.components import SCORING, board

STORED_TILE = 2.0  # VP a stored tile is worth before it is placed (its space's area, its effect)
GOODS_EXTRA = 0.5  # VP a goods tile is worth beyond its end-game point: a sale pays more and gives silver

# relative chance of each action kind in a rollout: placing before taking, taking before selling, workers last
WEIGHTS = {"place": 12.0, "take": 6.0, "sell": 4.0, "ship": 4.0, "buy": 3.0, "workers": 1.0, "adjust": 0.2,
           "skip": 0.3}


class CastlesAdapter(Generic):
    """Determinization: the generic one, a copy with a reseeded RNG. What a Castles seat cannot see is only
    what the face-down stacks (COB-012) and the goods pool (COB-013) will give next, and their contents
    follow from public information (the components minus every tile and goods tile in sight), so the state
    keeps them sorted and a draw decides at the moment it happens which one comes out (`st.rng.draw`). The
    dice of later rounds are rolled from the RNG too. A copy whose RNG is reseeded is therefore a sample
    of exactly the states this seat cannot tell apart from the real one; nothing of the real RNG is used.

    Evaluation: the score standing (end-game items included) plus a credit for stored tiles and goods,
    compared between seats; partners of a team share an estate and so a value. Solo: spaces covered."""

    depth = 24
    scale = 6.0

    def evaluate(self, game, st) -> list[float]:
        d = st.data
        if solo.on(d):
            p = E.estate(d, 0)
            size = board(p["board"]).size
            covered = size - D.empty_spaces(p)
            if game.over(st):
                return [covered / size]
            return [min(1.0, (covered + 0.5 * len(E.usable_storage(d, 0))) / size)]
        if game.over(st):
            return final_values(game, st)
        return pairwise([strength(d, s) for s in range(st.n)], self.scale)

    def tree_actions(self, game, st, seat, legal):
        """Every legal move but two that a better one always beats, which drew visits by chance:
        - taking workers with the value of a die changed this turn (COB-050): taking them with that die as
          rolled, before paying for the change, gave the same 2 workers and left the same value to the other
          die (when both dice show it); so a change is judged by what the new value does;
        - ending the turn while taking workers is possible (COB-045): 2 workers are 1 VP at the end (COB-141)
          and pay die changes. Left in, the player sometimes ended a turn with its dice unused."""
        d = st.data
        shifted = d.get("shifted", ())
        if shifted:
            dice, used = d["dice"][seat], d["used"]
            changed = {dice[i] for i in shifted if not used[i]}
            legal = [a for a in legal if not (_kind(a) == "workers" and a.data[1] in changed)] or legal
        if not any(_kind(a) == "workers" for a in legal):
            return legal
        return [a for a in legal if _kind(a) != "end"]

    def rollout_action(self, game, st, seat, legal, rng):
        """A weighted random action: place > take > sell > workers; never end the turn (or skip a free
        effect) while anything else is possible with dice left."""
        weights = []
        for action in legal:
            kind = _kind(action)
            if kind == "end":
                w = 0.0 if len(legal) > 1 and M.unused_dice(st.data, seat) else 0.5
            else:
                w = WEIGHTS.get(kind, 1.0)
            weights.append(w)
        return legal[weighted(weights, rng)]


def _kind(action) -> str:
    """An action's kind (its data's first item): "place", "take", "workers", "end"..."""
    return action.data[0] if isinstance(action.data, tuple) and action.data else ""


def strength(d: dict, seat: int) -> float:
    """The seat's estate: its points now (COB-141 breakdown) plus what stored tiles and goods promise, while
    there are rounds left to place and sell them (a tile still stored at the end scores nothing)."""
    p = E.estate(d, seat)
    points = sum(S.breakdown(p).values())
    promise = STORED_TILE * len(E.usable_storage(d, seat)) + GOODS_EXTRA * sum(p["goods"][1:])
    return points + promise * min(1.0, rounds_left(d) / 2)


def rounds_left(d: dict) -> int:
    """Rounds after the current one (COB-044: five phases of five rounds)."""
    per = SCORING["rounds_per_phase"]
    return max(0, (SCORING["phases"] - 1 - d["phase"]) * per + per - 1 - d["round"])


ADAPTER = CastlesAdapter()
