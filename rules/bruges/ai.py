"""What the computer player (rules/ai) knows of Bruges: how to sample what a seat cannot see, how good a
position is, and a cheap way to play on.

What a seat cannot see (BRU-011, BRU-031, BRU-032, BRU-151, BRU-157; views.py): the FRONT of
  - every card in another player's hand (its back colour is public: `hand_colours`),
  - the cards the seat itself drew this phase 1 and may not look at until its hand is complete (`new`,
    BRU-032; their backs are public: `new_backs`), and likewise another drawing player's,
  - every house of another player (a card laid face down, BRU-079: only its colour shows; the owner was
    told its front),
  - the top card of each draw pile (its back colour is public),
and both the back and the front of every card below a pile's top and of the extra pile (only their counts
are public). The seat's own hand and own houses, every play area's persons and pets, and the discard pile
are public to it.

Sampling: those cards together are exactly the cards the seat cannot place (every card of the deck minus
what it sees face up or owns). They are pooled, and dealt back into the same slots: every slot whose back
colour is public (a hand card, a new card, a house, a pile's top) gets a card of that colour drawn at
random from the pooled cards of that colour; the cards left over are shuffled into the hidden rest of the
piles and the extra pile, each keeping its size (sorted, as the engine keeps hidden piles). Every deal
consistent with what the seat sees is equally likely. Bruges has no simultaneous or secret choices (every
decision is taken in turn, in the open), so nothing else is resampled. The copy's RNG is reseeded from
the sample (dice of later rounds, which card of a pile surfaces next).

Not modelled: a card that went face up into a hand (taken from the discard pile, a person sent back to its
owner's hand by Fire or the Conjurer) is public knowledge at the table, but the state does not record it,
nor does the seat's view; the sample treats it as any unknown card of its colour (it never peeks, it only
forgets).

Evaluation: the score standing if the game ended now (scoring.breakdown: persons, houses, laurels, flipped
tiles, canals, statues, reputation) plus what resources promise in the rounds left (guilders, workers,
cards in hand, empty houses, a majority currently led), minus the threat of a penalty two markers away
from striking, compared between seats (pairwise).
"""
from __future__ import annotations

from rules.ai.adapters import Generic, final_values, pairwise, weighted
from rules.bruges import engine as E
from rules.bruges import scoring as S
from rules.bruges.components import COLOURS, HAND_SIZE, card
from rules.bruges.moves import _Plays
from rules.core.rng import Rng

# what resources are worth, in points, while rounds remain (a card action yields ~2-3 points of value)
GUILDER = 0.3  # a person costs 0-12 guilders and scores a third of it, plus its ability; a step, a canal
WORKER = 0.35  # a house costs one (1 point + room for a person); activations cost one
HAND_CARD = 1.0  # a card still to play is one more action
EMPTY_HOUSE = 1.2  # room for a person: points and an ability
LEAD = 2.0  # a majority tile (4 points) the seat leads now and has not flipped: it likely flips in phase 4
THREAT_TWO = 1.5  # two markers of a colour: a 5 or 6 of that die strikes (a third of the rolls)

# relative chance of each card play in a rollout: building and recruiting score, resources prepare them
PLAY_WEIGHTS = {"recruit": 8.0, "canal": 5.0, "house": 4.0, "threat": 3.0, "guilders": 2.0, "workers": 1.5}
ACTIVATE_WEIGHT = 3.0


def _rounds_left(d: dict) -> float:
    """About how many rounds of play remain after this one (public: the counts of the piles)."""
    if d["last_round"] is not None:
        return max(0, d["last_round"] - d["round"])
    n = len(d["players"])
    # the game's last round comes once a draw pile runs out; each round takes about 4 cards per player
    # from the two piles together
    smaller = min(len(pl["rest"]) + (pl["top"] is not None) for pl in d["piles"])
    return smaller / (2.0 * n)


def strength(st, seat: int) -> float:
    """The seat's standing: its points if the game ended now, plus what its resources promise."""
    d = st.data
    p = d["players"][seat]
    points = sum(S.breakdown(st, seat).values())
    later = min(1.0, _rounds_left(d) / 2.0 + (0.5 if d["phase"] < 4 else 0.0))  # resources need rounds to pay
    empty = sum(1 for h in p["houses"] if h["person"] is None)
    hand = len(p["hand"]) + len(p["new"])
    resources = (GUILDER * p["guilders"] + WORKER * sum(p["workers"].values()) + HAND_CARD * min(hand, HAND_SIZE)
                 + EMPTY_HOUSE * empty)
    risk = THREAT_TWO * sum(1 for c in COLOURS if p["threats"][c] >= 2)
    return points + later * resources - risk + LEAD * _leads(st, seat)


def _leads(st, seat: int) -> int:
    """Majorities the seat leads strictly now and has not flipped yet (BRU-107..110)."""
    p = st.data["players"][seat]
    out = 0
    for name, flipped in p["majorities"].items():
        if flipped:
            continue
        counts = E.majority_counts(st, name)
        mine = counts[seat]
        if mine > 0 and all(c < mine for s, c in enumerate(counts) if s != seat):
            out += 1
    return out


class BrugesAdapter(Generic):
    """Bruges: hands, face-down houses and piles sampled (module docstring); evaluation by standing."""

    depth = 20  # about a round of play at 2 players: the evaluation credits what lies further
    scale = 5.0

    def determinize(self, game, st, seat: int, rng: Rng):
        copy = game.load(game.dump(st))
        d = copy.data
        # the slots whose back colour is public, as (list or dict, index or key), a hand card as (None, card);
        # the hidden rests keep only their sizes
        coloured: list[tuple] = []
        for s, p in enumerate(d["players"]):
            if s != seat:
                coloured += [(None, x) for x in p["hand"]]  # dealt by colour below
                coloured += [(h, "card") for h in p["houses"]]
            coloured += [(p["new"], i) for i in range(len(p["new"]))]  # BRU-032: unseen even by their drawer
        coloured += [(pl, "top") for pl in d["piles"] if pl["top"] is not None]
        rests = [pl["rest"] for pl in d["piles"]] + [d["extra"]]
        # pool every card the seat cannot place (reading them only to know which cards are unknown)
        by_colour: dict[str, list[int]] = {c: [] for c in COLOURS}
        for where, key in coloured:
            cid = key if where is None else where[key]
            by_colour[card(cid).colour].append(cid)
        loose = [cid for rest in rests for cid in rest]
        for cid in loose:
            by_colour[card(cid).colour].append(cid)
        for c in COLOURS:
            by_colour[c].sort()  # the pool's order must not tell where a card was
        # each coloured slot takes a random card of its colour (drawn, not shuffled: fewer random numbers),
        # the slots taken in an order the seat sees: a sorted hand's order of colours follows the real
        # cards' numbers, so a hand is dealt by its colours sorted, and sorted again
        for s, p in enumerate(d["players"]):
            if s != seat:
                p["hand"][:] = sorted(rng.draw(by_colour[c]) for c in sorted(card(x).colour for x in p["hand"]))
        for where, key in coloured:
            if where is not None:
                where[key] = rng.draw(by_colour[card(where[key]).colour])
        # whatever is left fills the hidden rests, each keeping its size: a random part for each but the
        # largest, which takes the remainder (drawing from a sorted list leaves it sorted)
        left = sorted(cid for c in COLOURS for cid in by_colour[c])
        largest = max(range(len(rests)), key=lambda i: len(rests[i]))
        for i, rest in enumerate(rests):
            if i != largest:
                rest[:] = sorted(rng.draw(left) for _ in range(len(rest)))
        rests[largest][:] = left
        copy.rng = Rng(rng.below(1 << 62))
        return copy

    def evaluate(self, game, st) -> list[float]:
        if game.over(st):
            return final_values(game, st)
        return pairwise([strength(st, s) for s in range(st.n)], self.scale)

    def rollout_action(self, game, st, seat, legal, rng):
        """A weighted random action: of the turn's card plays, recruiting and building before taking
        resources; persons activated when they can be; a reputation step bought when offered; the rest
        (piles, penalties, effect choices) uniformly."""
        decision = st.data["decision"]
        if decision == "reputation":
            return legal[0] if rng.below(4) else legal[1]  # "reputation pay" first: usually worth it
        plays = _plays_of(legal)
        if plays is None:
            if decision == "turn" and len(legal) > 1 and rng.below(4):
                return legal[rng.below(len(legal) - 1)]  # an activation before "end turn" (listed last)
            return legal[rng.below(len(legal))]
        weights = [PLAY_WEIGHTS[action] for _, action, _ in plays.options]
        rest = len(legal) - len(weights)  # activations (the end of the turn never comes with a card to play)
        weights += [ACTIVATE_WEIGHT] * rest
        return legal[weighted(weights, rng)]


def _plays_of(legal):
    """The card plays block of a turn's legal moves (moves._turn / _extra_play put it first), or None."""
    blocks = getattr(legal, "blocks", None)  # a Moves; a plain list has no blocks
    if blocks and isinstance(blocks[0], _Plays):
        return blocks[0]
    return None


ADAPTER = BrugesAdapter()
