"""What the computer player (rules/ai) knows of Alhambra: how to sample what a seat cannot see, how good a
position is, and a cheap way to play on. Rule ids refer to rules/alhambra/RULES.md.

What a seat cannot see, and how `determinize` samples it:
- the money cards in the other players' hands (ALH-031: only their number is public), the money cards left
  in the face-down deck (ALH-016) and those on the discard pile: a payment tells the table only its
  currency and total (the log names no card, the view gives the discards' number), so which cards were
  spent is private too. Every such card is pooled, shuffled and dealt back: each other hand and the
  discard pile keep their sizes, each pile of the deck its number of money cards. The scoring cards stay in
  the piles they were shuffled into (scoring card 1 in pile 2, card 2 in pile 4: public, ALH-016); the
  city-wall cards (ALH-101) still in the deck are public in number per pile but not in kind, so their
  kinds are dealt anew over the same places. (Cards taken face up from the display are public, and a
  perfect memory would place some of them in a hand; the state keeps no such record, so the sample is a
  little wider than what such a memory knows, never narrower.)
- the other players' thieves (ALH-201: face down, only their number is public) and the thieves set aside
  unseen: the other players' thieves are dealt anew, each keeping its number, from the 12 thieves less the
  seat's own (the currencies of thieves already played were told when they stole, but the state does not
  keep them: wider again, never narrower);
- the other players' standing answer "never ask me about thieves" and their passes in a thief window are
  private: they go back to the defaults (asked, not passed); their claims in the last thief window, not yet
  revealed, go back to "not answered" (ALH-208), so the search answers for them;
- the residents another player chose in secret for the street trader (ALH-401), before they are revealed:
  resampled uniformly among the 20 legal choices;
- the order of future draws from the bag of buildings, the money deck's piles and the coin bag: the copy
  gets a fresh RNG. The bag's contents follow from what is in sight (the 54 buildings less every one on
  the market, in a city, a reserve or with Dirk), as do the coin bag's (coins lie face up, ALH-304):
  those are kept as they are.
Nothing of the real hidden contents decides anything but "these items are unknown to this seat".

Evaluation: the score standing plus what the present cities would score in the scoring rounds still to
come (majorities against everyone, Dirk included, the next round weighing more than later ones; the
longest wall and residents, which stay), plus credits for buildings in the city, bought or on the reserve
and for money in hand and coins (capped: a hoard buys nothing once the game ends); compared between seats
through `pairwise`.
"""
from __future__ import annotations

from itertools import combinations

from rules.ai.adapters import Generic, final_values, pairwise
from rules.core.rng import Rng
from rules.alhambra import scoring
from rules.alhambra.components import COLOURS, CURRENCIES, MODULES, TILE_PRICE
from rules.alhambra.money import SCORING_CARD, WALL_CARD

# every thief of the game (ALH-200): currency index, three of each
ALL_THIEVES = [c for c in range(len(CURRENCIES)) for _ in range(MODULES["thieves"]["per_currency"])]
# every legal secret choice of residents (ALH-401), as traders.choose_residents lists them
RESIDENT_CHOICES = [list(trio) for trio in combinations(COLOURS, MODULES["street_traders"]["chosen_at_setup"])]

# weight of what the next scoring round, and each later one, would give the present cities' majorities
NEXT_ROUND = 0.6
LATER_ROUND = 0.2
KEPT = 0.8  # weight of the walls' and residents' points in each round still to come: they stay
MONEY_POINT = 0.2  # points a unit of money in hand is worth: it buys buildings
MONEY_CAP = 20  # money beyond this much is worth nothing more: a hoard buys nothing before the game ends
CITY_TILE = 2.0  # points a building in the city is worth beyond the majorities it holds now: it counts
# towards every majority still to come (a step function seen from the present counts)
RESERVE_TILE = 1.0  # points a tile on the reserve is worth: it may still join the city
PENDING_TILE = 2.5  # points a bought tile not yet placed is worth: it joins the city this turn

TAKE_POWER = 2.0  # a take's weight grows with its total to this power
EXACT = 8.0  # how much likelier a buy paid exactly is than an overpaid one in a rollout
# relative chance of each action kind in a rollout (see rollout_action)
WEIGHTS = {
    "take_money": 4.0, "buy_building": 6.0, "place_bought": 10.0, "reserve_bought": 0.5, "give_to_dirk": 0.3,
    "place_from_reserve": 3.0, "move_to_reserve": 0.05, "swap_with_reserve": 0.2, "end_turn": 0.5,
    "build_wall": 1.0, "thief_steal": 4.0, "thief_pass": 1.0, "thief_never": 0.0, "ask_again": 0.0,
    "resident_move_in": 5.0, "residents_stay": 0.5, "resident_swap": 0.5, "resident_take": 1.0,
}


class AlhambraAdapter(Generic):
    """Alhambra's sampling, evaluation and rollout policy (the module docstring says what and why)."""

    depth = 6
    scale = 12.0

    # ---- sampling -------------------------------------------------------------------------------------
    def determinize(self, game, st, seat: int, rng: Rng):
        copy = game.load(game.dump(st))
        copy.rng = Rng(rng.below(1 << 62))
        d = copy.data
        others = [s for s in range(copy.n) if s != seat]
        deal_money(d, others, rng)
        if d["players"][seat]["thieves"] or any(d["players"][s]["thieves"] for s in others):
            deal_thieves(d, seat, others, rng)
        forget_thief_choices(d, others)
        if d["supply"] is None and d["decision"] == "choose_residents":
            for s in others:  # a secret choice already made: any legal one
                if d["players"][s]["chosen"] is not None:
                    d["players"][s]["chosen"] = list(RESIDENT_CHOICES[rng.below(len(RESIDENT_CHOICES))])
        return copy

    # ---- evaluation -----------------------------------------------------------------------------------
    def evaluate(self, game, st) -> list[float]:
        if game.over(st):
            return final_values(game, st)
        return pairwise(strengths(st), self.scale)

    # ---- rollouts -------------------------------------------------------------------------------------
    def rollout_action(self, game, st, seat, legal, rng):
        """A weighted random action: place a bought tile > buy (exactly above all) > take (the more the
        better); redesign seldom, never the standing "never ask me"; a pass only when nothing better.
        (Rollouts that mostly followed the autopilot's choice played worse against it.)"""
        market = st.data["market"]
        weights = []
        for action in legal:
            data = action.data
            kind = data[0]
            w = WEIGHTS.get(kind, 1.0)
            if kind == "buy_building":
                over = data[4] - TILE_PRICE[market[data[1]]]
                w *= EXACT if not over else 1.0 / (1 + over)  # exact: another action (ALH-021)
            elif kind == "take_money":
                w *= (sum(c % 10 for c in data[1]) / 4.0) ** TAKE_POWER  # the more the better
            weights.append(w)
        total = sum(weights)
        if total <= 0:
            return legal[rng.below(len(legal))]
        x = rng.below(1 << 30) / (1 << 30) * total
        for action, w in zip(legal, weights):
            x -= w
            if x < 0:
                return action
        return legal[-1]


def deal_money(d: dict, others: list[int], rng: Rng) -> None:
    """The other hands' money cards, the deck's and the discards, pooled and dealt back into the same
    places (hand sizes, the discards' number, money cards per pile); wall cards' kinds dealt anew over
    their places in the deck; scoring cards stay in their piles."""
    hands = [d["players"][s]["hand"] for s in others] + [d["discard"]]
    piles = d["deck"]
    # sorted first: the sample then depends on what is unknown as a multiset only, never on where it is
    pool = sorted([c for h in hands for c in h] + [c for pile in piles for c in pile if c < SCORING_CARD])
    walls = sorted(c for pile in piles for c in pile if c >= WALL_CARD)
    rng.shuffle(pool)
    rng.shuffle(walls)
    for h in hands:
        k = len(h)
        h[:] = sorted(pool[:k])
        del pool[:k]
    for i, pile in enumerate(piles):
        money = sum(1 for c in pile if c < SCORING_CARD)
        n_walls = sum(1 for c in pile if c >= WALL_CARD)
        scoring_cards = [c for c in pile if SCORING_CARD <= c < WALL_CARD]
        piles[i] = sorted(pool[:money] + walls[:n_walls] + scoring_cards)
        del pool[:money]
        del walls[:n_walls]


def deal_thieves(d: dict, seat: int, others: list[int], rng: Rng) -> None:
    """The other players' thieves dealt anew (each keeps its number) from every thief but the seat's own."""
    pool = list(ALL_THIEVES)
    for c in d["players"][seat]["thieves"]:
        pool.remove(c)
    rng.shuffle(pool)
    for s in others:
        p = d["players"][s]
        k = len(p["thieves"])
        p["thieves"] = sorted(pool[:k])
        del pool[:k]


def forget_thief_choices(d: dict, others: list[int]) -> None:
    """The others' private thief answers back to the defaults (see the module docstring)."""
    for s in others:
        d["players"][s]["auto_pass"] = False
    w = d["thief"]
    if w is None:
        return
    if "done" in w:
        for s in others:
            w["done"][s] = False
    if "answers" in w:
        for s in others:
            w["answers"][s] = None


def strengths(st) -> list[float]:
    """Per seat: its points, what its city would score in the rounds still to come, and credits. The
    majorities of the present counts are a rough guess of a round far away (a single building leads a
    type early on), so later rounds weigh less; a wall or a resident stays, so they weigh more."""
    d = st.data
    out = [float(p["score"]) for p in d["players"]]
    for rnd in range(d["rounds"] + 1, 4):
        weight = NEXT_ROUND if rnd == d["rounds"] + 1 else LATER_ROUND
        gains, _ = scoring.round_gains(st, rnd)
        for s, parts in enumerate(gains):
            out[s] += weight * parts["buildings"] + KEPT * (sum(parts.values()) - parts["buildings"])
    for s, p in enumerate(d["players"]):
        money = sum(c % 10 for c in p["hand"]) + sum(p["coins"])
        out[s] += MONEY_POINT * min(money, MONEY_CAP) + CITY_TILE * (len(p["grid"]) - 1) + RESERVE_TILE * len(p["reserve"]) \
            + PENDING_TILE * len(p["pending"])
    return out


ADAPTER = AlhambraAdapter()
