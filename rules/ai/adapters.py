"""What the search needs to know of one game, and where it finds it.

A game may give `rules/<game>/ai.py` with `ADAPTER`, an object answering the three questions below; a game
without one plays with `Generic`. The search itself (search.py) knows nothing of any game.
"""
from __future__ import annotations

import importlib
import math

from rules.core.rng import Rng


def pairwise(strength: list[float], scale: float) -> list[float]:
    """A value in [0, 1] per seat from a strength per seat: the mean chance of being ahead of each other
    seat, a logistic of the difference (`scale` points of lead ~ 73%). Seats of equal strength (partners
    sharing an estate) are even with each other, so partners always get the same value."""
    n = len(strength)
    if n < 2:
        return [0.5] * n
    out = []
    for s in range(n):
        total = 0.0
        for o in range(n):
            if o != s:
                z = max(-30.0, min(30.0, (strength[s] - strength[o]) / scale))
                total += 1.0 / (1.0 + math.exp(-z))
        out.append(total / (n - 1))
    return out


def win_chances(strength: list[float], scale: float) -> list[float]:
    """A value in [0, 1] per seat: its chance of finishing ahead of every other seat, the product of its
    pairwise chances (`scale` as in `pairwise`). With two or more opponents, a search valuing the mean of
    the pairwise chances settles for second place (worth half a win there); one valuing this plays to win,
    which is what the table counts. Two seats: the same as `pairwise`. Not for partners (team games), who
    would count each other as a rival."""
    out = []
    for s, mine in enumerate(strength):
        chance = 1.0
        for o, theirs in enumerate(strength):
            if o != s:
                z = max(-30.0, min(30.0, (mine - theirs) / scale))
                chance *= 1.0 / (1.0 + math.exp(-z))
        out.append(chance)
    return out


def final_wins(game, st) -> list[float]:
    """Values of a finished game for a search playing to win (`win_chances`): each winner's share of the win
    (1/k when k seats share it; the rules' tie-breaks decide first, a resigned seat never wins), else 0."""
    winners = game.final(st).winners
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(st.n)]


def weighted(weights: list[float], rng: Rng) -> int:
    """An index drawn with chances in proportion to `weights` (uniform when they are all zero): the pick of
    a rollout policy."""
    total = sum(weights)
    if total <= 0:
        return rng.below(len(weights))
    x = rng.below(1 << 30) / (1 << 30) * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def final_values(game, st) -> list[float]:
    """Values of a finished game: per seat, the share of other seats it finished ahead of (a tie counts
    half); a game of one: 1 when won, else 0."""
    res = game.final(st)
    n = st.n
    if n == 1:
        return [1.0 if 0 in res.winners else 0.0]
    place = {seat: i for i, seat in enumerate(res.ranking)}
    keys = res.keys
    out = []
    for s in range(n):
        total = 0.0
        for o in range(n):
            if o == s:
                continue
            if s in st.resigned or o in st.resigned or keys is None:
                total += 1.0 if place[s] < place[o] else 0.0
            elif keys[s] == keys[o]:
                total += 0.5
            else:
                total += 1.0 if keys[s] > keys[o] else 0.0
        out.append(total / (n - 1))
    return out


class Generic:
    """The adapter of a game that has no `ai.py`.

    Determinization: a copy of the state whose RNG is reseeded from the sample. This is exact for a game
    whose only hidden information is the ORDER of future draws from piles whose contents follow from public
    information (the house rules keep such piles sorted, and every draw goes through `st.rng`); a game with
    hands or secret choices must give its own `determinize`."""

    depth = 30  # actions of rollout before the position is evaluated
    scale = 5.0  # points of lead that make a seat clearly ahead (pairwise)

    def determinize(self, game, st, seat: int, rng: Rng):
        copy = game.load(game.dump(st))
        copy.rng = Rng(rng.below(1 << 62))
        return copy

    def evaluate(self, game, st) -> list[float]:
        """A value in [0, 1] per seat: the result when the game is over, else the score standing."""
        if game.over(st):
            return final_values(game, st)
        return pairwise([float(x) for x in game.result(st).scores], self.scale)

    def rollout_action(self, game, st, seat: int, legal, rng: Rng):
        return legal[rng.below(len(legal))]

    def tree_actions(self, game, st, seat: int, legal):
        """The actions of `seat` the search considers in the tree at this node: every legal one. A game may
        leave out some it knows to be poor (never all of them), so the budget goes to the others; the
        root's ranking still lists every legal action, those left out last."""
        return legal

    def expand_action(self, game, st, seat: int, untried: list, rng: Rng):
        """Which of the actions not yet in the tree at this node the search adds (`untried`: the legal
        actions of `seat` in the sample `st` that have no child yet, in the game's order). Uniformly at
        random; a game may order them (its likeliest good move first), so that a move followed by the
        mover's own forced follow-up (buy, then place) is not judged by a random follow-up."""
        return untried[rng.below(len(untried))]


GENERIC = Generic()


def adapter_for(game):
    """The game's adapter: `ADAPTER` of `rules.<game id>.ai`. A game without one has no computer player yet:
    the generic adapter would peek at hands and secret choices, so it is never chosen silently (a game whose
    only hidden information is the order of future draws names GENERIC in its own ai.py)."""
    try:
        module = importlib.import_module(f"rules.{game.id}.ai")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"rules.{game.id}", f"rules.{game.id}.ai"):
            raise  # the game's ai.py exists but is broken: say so, never play silently without it
        raise NotImplementedError(f"{game.id} has no computer player yet (no rules/{game.id}/ai.py)") from None
    return module.ADAPTER
