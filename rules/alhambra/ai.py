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

Evaluation (`strengths`): the score standing plus what the present cities would score in each scoring
round still to come, its majorities softened by how many buildings will be bought before it (the scoring
cards' piles are public, ALH-016: `round_horizons`), with bought tiles counted in and reserve ones in part;
the longest wall and residents, which stay; money while there is time to spend it (capped), market buildings
the hand can pay exactly and the share of all prices each currency could pay exactly (`flexibility`), thieves
in hand (a steal must be worth more than keeping the thief), and a loss for a cramped city (bought buildings
that fit nowhere never score). A city walled in, where nothing fits any more,
loses points for every building its player could still buy, and its reserve tiles (and bought ones that fit
nowhere) count for nothing. Near the end the market buildings count for whoever is likely to hold the most of
their currency when the game ends (ALH-081: `leftover_shares`; the autopilot hoards money and so gets about
1.3 of them a game). At three players turned into each seat's chance of beating every other seat
(`win_chances`: the search plays to win, not to come second), at other counts compared through `pairwise`.

The tree (`tree_actions`, `expand_action`, hooks of rules/ai) looks only at the best payment(s) per
building (an overpaid one only near the end), the richest takes and the best cell per bought building, each node's likeliest good move first;
rollouts place a bought building on its best cell (`placement_score`: open cells, walls facing out, the
longest wall), so buying is not judged by a random placement.
"""
from __future__ import annotations

import math
from collections import Counter
from itertools import combinations

from rules.ai.adapters import Generic, final_values, final_wins, pairwise, weighted, win_chances
from rules.core.rng import Rng
from rules.alhambra import city, fast
from rules.alhambra.engine import money_held
from rules.alhambra import modules as hooks
from rules.alhambra.components import (BUILDINGS, COLOURS, CURRENCIES, MODULES, SCORING, STEP, TILE_PRICE, TILE_TYPE,
                                       TILE_WALLS, TYPES)
from rules.alhambra.fast.geometry import code, counter
from rules.alhambra.money import SCORING_CARD, WALL_CARD

MAJORITY = SCORING["majority"]
# every thief of the game (ALH-200): currency index, three of each
ALL_THIEVES = [c for c in range(len(CURRENCIES)) for _ in range(MODULES["thieves"]["per_currency"])]
# every legal secret choice of residents (ALH-401), as traders.choose_residents lists them
RESIDENT_CHOICES = [list(trio) for trio in combinations(COLOURS, MODULES["street_traders"]["chosen_at_setup"])]

# how far off a scoring round is, in the buildings bought before it: money cards drawn per building bought
CARDS_PER_TILE = 2.0
SPREAD = 0.35  # a majority's uncertainty (in buildings) when its round is now
SPREAD_GROWTH = 0.8  # ... growing with the square root of the buildings a player adds of one type before it
RESERVE_COUNT = 0.5  # a tile on the reserve counts as this much of a building towards the majorities
PENDING_COUNT = 1.0  # a bought tile not yet placed joins the city this turn
CITY_TILE = 1.0  # points a building in the city (or bought) is worth beyond the majorities: it may swing one
MONEY_POINT = 0.8  # points a unit of money in hand is worth while there is time to spend it: it buys buildings
MONEY_CAP = 36  # money beyond this much buys nothing more before the next refill of the market
THIEF_MONEY = 5.0  # money a thief in hand is worth while turns remain: a later window offers it a good card of
# its currency (ALH-202), so a steal pays only above this (and a thief is worth nothing in the last window)
EXACT_HAND = 1.0  # points for each market building the hand could pay exactly (another action)
FLEX = 3.0  # points per currency whose cards (and coins) could pay any building's price exactly, a share of it for
# fewer prices: a big hand pays most buildings exactly, each an extra action (ALH-021), the tempo the hoarding
# autopilot lives on (README, Computer players, says what it changed)
PLACE_KEEP = 1  # placements of a bought building the tree looks at (the best by the walls first)
TAKE_KEEP = 2  # takes the tree looks at (the most money first), with the best that makes an exact payment
ROOMY = 3.0  # a city where a building drawn at random fits on fewer open cells than this is cramped:
CRAMPED = 5.0  # points lost per open cell short of that while buildings are still to come (they go to the reserve)
# a city walled in (no building fits anywhere) loses this much per building its player could still buy: they all
# go to the reserve and never score; its reserve tiles count only as far as the city has room for them
CLOSED_BUY = 3.0
UNFIT_BUY = 0.1  # how much likelier a rollout buys a building that fits nowhere in the city (a waste)
WALL_GAIN = 1.0  # a placement's score: per segment it adds to the longest wall,
TOUCH = 1.0  # per neighbour it touches,
OUTWARD = 1.5  # per wall facing away from the fountain (less per wall facing it or sideways),
OPEN = 4.0  # per open cell (for a random building) it gains or loses,
CLOSED = 6.0  # and less this when no building would fit anywhere after it
# the leftover buildings (ALH-081): when the bag holds fewer than this many buildings per player, the market's
# buildings are likely to be there at the end and go to whoever holds the most of their currency
LEFTOVER_BAG = 2.0
LEFTOVER_STAY = 0.7  # the chance a market building is still there at the end (the last buyer takes one or more)
LEFTOVER_SPREAD = 2.0  # how much a lead in one currency may still change, per building left in the bag (+1)
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
    # the seat counts at which the search plays to win (`win_chances`) rather than for the mean of its pairwise
    # chances: at three, the mean made it content with second place (against two autopilots, seeds 0-29: 19
    # wins, 27 so; 148 of 200); at four the product of three chances flattened the values and it played worse
    # (seeds 0-29: 23 wins by the mean, 16 so), so there, and above, it keeps the mean
    TO_WIN = (3,)

    def evaluate(self, game, st) -> list[float]:
        to_win = st.n in self.TO_WIN
        if game.over(st):
            return final_wins(game, st) if to_win else final_values(game, st)
        return (win_chances if to_win else pairwise)(strengths(st), self.scale)

    # ---- the tree -------------------------------------------------------------------------------------
    def tree_actions(self, game, st, seat, legal):
        """The moves worth a branch: per building on the market its exact payments (two at most), or its
        cheapest overpayment only near the end (`spent_soon`) or when no money can be taken; the takes worth the most; a bought or reserve tile on its best cells only (the
        longest wall, then compactness), onto the reserve only when it fits nowhere; no tile of the city
        moved to the reserve. Everything else (modules' moves, ending the turn) as it is."""
        decision = st.data["decision"]
        if decision not in ("action", "extra_action", "place_bought", "place_leftover"):
            return legal
        legal = list(legal)
        market = st.data["market"]
        buys, takes, places, fits, out = {}, [], {}, set(), []
        for a in legal:
            data = a.data
            kind = data[0]
            if kind == "buy_building":
                buys.setdefault(data[1], []).append(a)
            elif kind == "take_money":
                takes.append(a)
            elif kind in ("place_bought", "place_from_reserve"):
                places.setdefault(data[1], []).append(a)
                fits.add(data[1])
            elif kind in ("move_to_reserve", "swap_with_reserve", "thief_never", "ask_again"):
                continue  # (the thieves' standing answer is a person's setting, not a move)
            elif kind == "reserve_bought":
                out.append(a)
            else:
                out.append(a)
        out = [a for a in out if a.data[0] != "reserve_bought" or a.data[1] not in fits]
        for i, ways in buys.items():
            price = TILE_PRICE[market[i]]
            ways.sort(key=lambda a: (a.data[4] - price, -len(a.data[2])))
            exact = [a for a in ways if a.data[4] == price]
            if exact:
                out.extend(exact[:2])
            elif not takes or spent_soon(st):  # overpaying costs the tempo an exact buy gives (and money)
                out.extend(ways[:1])
        takes.sort(key=lambda a: (-sum(c % 10 for c in a.data[1]), len(a.data[1])))
        out.extend(takes[:TAKE_KEEP])
        hand = st.data["players"][seat]["hand"]
        if len(takes) > TAKE_KEEP:  # and the best take that lets the hand pay a building exactly
            before = exact_buys(hand, market)
            for a in takes[TAKE_KEEP:]:
                if exact_buys(hand + list(a.data[1]), market) > before:
                    out.append(a)
                    break
        if places:
            lay = fast.city(st, seat)
            for t, ways in places.items():
                ways.sort(key=lambda a: -placement_score(lay, t, a.data[2]))
                out.extend(ways[:PLACE_KEEP if ways[0].data[0] == "place_bought" else 1])
        return out or legal

    def expand_action(self, game, st, seat, untried, rng):
        """The likeliest good move first (see `prior`), so that the first look at a move is not spoiled by a
        poor follow-up of the same player; ties by the game's order."""
        market = st.data["market"]
        lay = fast.city(st, seat) if st.data["players"][seat]["pending"] or \
            any(a.data and a.data[0] == "place_from_reserve" for a in untried) else None
        return max(untried, key=lambda a: prior(a, market, lay))

    # ---- rollouts -------------------------------------------------------------------------------------
    def rollout_action(self, game, st, seat, legal, rng):
        if st.data["decision"] in ("place_bought", "place_leftover"):  # the best cell for the walls
            lay = fast.city(st, seat)
            return max(legal, key=lambda a: placement_score(lay, a.data[1], a.data[2])
                       if a.data[0] == "place_bought" else -1.0)
        return self.weighted_action(st, seat, legal, rng)

    def weighted_action(self, st, seat, legal, rng):
        """A weighted random action: place a bought tile > buy (exactly above all) > take (the more the
        better); redesign seldom, never the standing "never ask me"; a pass only when nothing better.
        (Rollouts that mostly followed the autopilot's choice played worse against it.)"""
        market = st.data["market"]
        weights = []
        lay = None
        for action in legal:
            data = action.data
            kind = data[0]
            w = WEIGHTS.get(kind, 1.0)
            if kind == "buy_building":
                t = market[data[1]]
                over = data[4] - TILE_PRICE[t]
                w *= EXACT if not over else 1.0 / (1 + over)  # exact: another action (ALH-021)
                if lay is None:
                    lay = fast.city(st, seat)
                if not lay.fit_count(lay.mask(t)):  # it would go to the reserve
                    w *= UNFIT_BUY
            elif kind == "take_money":
                w *= (sum(c % 10 for c in data[1]) / 4.0) ** TAKE_POWER  # the more the better
            weights.append(w)
        return legal[weighted(weights, rng)]


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


def prior(action, market, lay) -> float:
    """How likely a move is to be good at first sight: an exact buy (the dearer the better), then placing a
    tile well, a take (the more money the better), an overpaid buy, anything else."""
    data = action.data
    kind = data[0] if data else ""
    if kind == "buy_building":
        price = TILE_PRICE[market[data[1]]]
        over = data[4] - price
        return (30.0 + price) if not over else 10.0 - over
    if kind in ("place_bought", "place_from_reserve"):
        return (40.0 if kind == "place_bought" else 5.0) + placement_score(lay, data[1], data[2])
    if kind == "take_money":
        return 10.0 + sum(c % 10 for c in data[1]) / 2.0
    if kind == "end_turn":
        return 1.0
    return 0.0


def round_horizons(d: dict) -> list[tuple[int, float]]:
    """The scoring rounds still to come and, for each, how many buildings will be bought before it (all
    players together): scoring cards 1 and 2 lie in known piles of the deck (ALH-016; top pile last), so the
    money cards above them tell roughly when; round 3 comes when the bag runs out (ALH-080)."""
    tiles_left = len(d["bag"]) + sum(1 for t in d["market"] if t)
    piles = d["deck"]
    out = []
    above = 0.0
    found = {}
    for pile in reversed(piles):  # top pile first
        money = sum(1 for c in pile if c < SCORING_CARD)
        for c in pile:
            if SCORING_CARD <= c < WALL_CARD:
                found[c - SCORING_CARD] = above + money / 2.0
        above += money
    for rnd in range(d["rounds"] + 1, 4):
        if rnd < 3 and rnd in found:
            out.append((rnd, min(tiles_left, found[rnd] / CARDS_PER_TILE)))
        elif rnd == 3:
            out.append((3, float(tiles_left)))
    return out, tiles_left


def soft_points(counts: list[float], table: list[int], spread: float, added: float) -> list[float]:
    """Expected majority points of one type (ALH-073/074) when each count is uncertain by `spread`: a seat's
    place is the number of seats likely ahead of it (a tie counts half, as tied seats share places), read
    off the table between its places. A seat without the type scores only as likely as it is to get one
    (`added`: buildings of one type a player adds before the round)."""
    n = len(counts)
    out = [0.0] * n
    padded = list(table) + [0] * (n + 1)
    for s in range(n):
        cs = counts[s]
        has = 1.0 if cs > 0 else min(1.0, added)
        if not has:
            continue
        ahead = 0.0
        for o in range(n):
            if o != s:
                z = max(-30.0, min(30.0, (counts[o] - cs) / spread))
                ahead += 1.0 / (1.0 + math.exp(-z))
        k = int(ahead)
        f = ahead - k
        out[s] = has * (padded[k] * (1 - f) + padded[k + 1] * f)
    return out


def strengths(st) -> list[float]:
    """Per seat: its points, what its city would score in the rounds still to come, and credits. The
    majorities are read from the present counts (bought and reserve tiles counted in part) with an
    uncertainty that grows with how many buildings will be bought before each round; the longest wall and
    the residents stay; money counts while there is time to spend it, and for each building on the market
    the hand could pay exactly (another action, ALH-021)."""
    d = st.data
    n = st.n
    players = d["players"]
    out = [float(p["score"]) for p in players]
    groups = []
    lays = [fast.city(st, s) for s in range(n)]
    room = [openness(lay) for lay in lays]
    unfit = [0] * n  # bought tiles that fit nowhere in the city: they go to the reserve
    # a reserve tile counts in part, and not at all in a city with no room to build it in later
    reserve_count = [RESERVE_COUNT * min(1.0, r / ROOMY) for r in room]
    for s, p in enumerate(players):
        row = dict.fromkeys(TYPES, 0.0)
        for _, _, t in p["grid"]:
            if t:
                row[TILE_TYPE[t]] += 1.0
        for t in p["reserve"]:
            row[TILE_TYPE[t]] += reserve_count[s]
        for t in p["pending"]:
            if lays[s].fit_count(lays[s].mask(t)):
                row[TILE_TYPE[t]] += PENDING_COUNT
            else:
                row[TILE_TYPE[t]] += reserve_count[s]
                unfit[s] += 1
        groups.append(row)
    if d["dirk"] is not None:
        row = dict.fromkeys(TYPES, 0.0)
        for t in d["dirk"]:
            row[TILE_TYPE[t]] += 1.0
        groups.append(row)
    horizons, tiles_left = round_horizons(d)
    buyers = max(1, n)
    kept = [0.0] * n
    cramped = [0.0] * n
    for s in range(n):
        lay = lays[s]
        kept[s] = float(lay.longest_wall())
        cramped[s] = max(0.0, ROOMY - room[s])
        more = hooks.call(st, "round_points", s)
        if more:
            kept[s] += more[1]
    shares = leftover_shares(st)
    for rnd, before in horizons:
        added = before / (buyers * len(TYPES))
        spread = SPREAD + SPREAD_GROWTH * math.sqrt(added)
        counted = groups
        if rnd == 3 and shares:  # the leftover buildings join the cities before the last round
            counted = [dict(g) for g in groups]
            for s, t, share in shares:
                counted[s][TILE_TYPE[t]] += share
        for t in TYPES:
            pts = soft_points([g[t] for g in counted], MAJORITY[t][rnd - 1], spread, added)
            for s in range(n):
                out[s] += pts[s]
        for s in range(n):
            out[s] += kept[s]
    # money buys buildings while there are some left to buy: a player buys about tiles_left / n more
    time_left = min(1.0, tiles_left / (3.0 * buyers))
    market = d["market"]
    thief = 0.0 if d["decision"] == "thief_window" else MONEY_POINT * THIEF_MONEY
    for s, p in enumerate(players):
        by_cur = [0] * len(CURRENCIES)
        for c in p["hand"]:
            by_cur[c // 10] += c % 10
        for i, v in enumerate(p["coins"]):
            by_cur[i] += v
        money = sum(by_cur)
        exact = 0
        if p["hand"]:
            for i, t in enumerate(market):
                if t and by_cur[i] >= TILE_PRICE[t] and payable_exactly(p["hand"], i, TILE_PRICE[t]):
                    exact += 1
        tiles = len(p["grid"]) - 1 + len(p["pending"]) - unfit[s] + reserve_count[s] * (len(p["reserve"]) + unfit[s])
        flex = sum(flexibility(p, c) for c in range(len(CURRENCIES)))
        out[s] += time_left * (MONEY_POINT * min(money, MONEY_CAP) + EXACT_HAND * exact - CRAMPED * cramped[s]
                               + FLEX * flex
                               + thief * len(p["thieves"])) \
            + CITY_TILE * tiles - CLOSED_BUY * max(0.0, 1.0 - room[s]) * tiles_left / buyers
    for s, _, share in shares:
        out[s] += CITY_TILE * share
    return out


def spent_soon(st) -> bool:
    """Whether the bag is nearly empty (fewer than LEFTOVER_BAG buildings a player): money then buys little more
    than a leftover (ALH-081), so overpaying loses little. Before that, an overpaid buy costs the extra action an
    exact one gives (ALH-021): the autopilot never overpays and wins on that tempo."""
    return len(st.data["bag"]) < LEFTOVER_BAG * st.n


def leftover_shares(st) -> list[tuple[int, int, float]]:
    """Near the end, the market buildings each seat may expect to get as leftovers (ALH-081): (seat, tile,
    expected share). A building goes to the one player with strictly the most money of its space's currency
    (coins too); while the bag is not empty that lead may still change, and the building may yet be bought.
    In a search sample the other hands are sampled ones, so this reads nothing the seat may not know."""
    d = st.data
    n = st.n
    bag = len(d["bag"])
    horizon = LEFTOVER_BAG * n
    if bag >= horizon or d["final"]:
        return []
    ending = d["ending"]  # this turn is the last: what is on the market now is left over
    stay = 1.0 if ending else LEFTOVER_STAY * (1.0 - bag / horizon)
    spread = 0.0 if ending else LEFTOVER_SPREAD * (bag + 1)
    out = []
    players = d["players"]
    for i, t in enumerate(d["market"]):
        if not t:
            continue
        money = [0 if s in st.resigned else money_held(st, p, i) for s, p in enumerate(players)]
        for s in range(n):
            if not money[s]:
                continue
            chance = 1.0
            for o in range(n):
                if o == s:
                    continue
                if not spread:
                    chance *= 1.0 if money[s] > money[o] else 0.0
                else:  # a tie gives it to nobody: half a unit of lead is needed
                    z = max(-30.0, min(30.0, (money[s] - money[o] - 0.5) / spread))
                    chance *= 1.0 / (1.0 + math.exp(-z))
            if chance > 0.01:
                out.append((s, t, stay * chance))
    return out


def exact_buys(hand: list[int], market: list) -> int:
    """How many buildings on the market the hand's cards can pay exactly (ALH-021)."""
    return sum(1 for i, t in enumerate(market) if t and payable_exactly(hand, i, TILE_PRICE[t]))


_PRICES = Counter(TILE_PRICE[t] for t in BUILDINGS)
PRICE_SHARE = [(price, k / len(BUILDINGS)) for price, k in sorted(_PRICES.items())]


def flexibility(p: dict, currency: int) -> float:
    """The share of all buildings whose price this player's cards of this currency, with its coins of it (the
    Change module's, ALH-304), could pay exactly (ALH-021)."""
    reach = 1  # bit k: a subset sums to k
    for c in p["hand"]:
        if c // 10 == currency:
            reach |= reach << (c % 10)
    for _ in range(p["coins"][currency]):
        reach |= reach << 1
    return sum(share for price, share in PRICE_SHARE if reach >> price & 1)


def payable_exactly(hand: list[int], currency: int, price: int) -> bool:
    """Whether some of the hand's cards of this currency add up to exactly `price`."""
    reach = 1  # bit k: a subset sums to k
    for c in hand:
        if c // 10 == currency:
            reach |= reach << (c % 10)
    return bool(reach >> price & 1)


_PLACES: dict = {}  # (a city's cells by code, the tile's walls, the cell) -> placement_score
_WALLS: dict = {}  # a city's cells (frozen) -> its longest outer wall: the same few cities recur in a search


_MASKS = Counter(TILE_WALLS[t] for t in BUILDINGS)
MASK_SHARE = {m: k / len(BUILDINGS) for m, k in _MASKS.items()}  # how common each wall mask is


def wall_of(cells: frozenset) -> int:
    known = _WALLS.get(cells)
    if known is None:
        if len(_WALLS) > 200_000:
            _WALLS.clear()
        known = _WALLS[cells] = city.longest_wall(dict(cells))
    return known


def openness(lay) -> float:
    """On how many open cells of this city a building drawn at random would fit (ALH-061..064)."""
    known = lay.memo.get("ai.open")
    if known is None:
        total = lay.fit_total
        known = lay.memo["ai.open"] = sum(f * counter(total, m) for m, f in MASK_SHARE.items())
    return known


def placement_score(lay, t: int, c) -> float:
    """How good cell c is for tile t in this city: the longest outer wall it makes (ALH-075), the
    neighbours it touches, and above all the open cells where later buildings still fit (walls facing
    out close the city: a building that fits nowhere goes to the reserve and never scores)."""
    base = lay.memo.get("ai.cells")
    if base is None:
        base = lay.memo["ai.cells"] = frozenset(lay.kcells.items())
    m = lay.mask(t)
    key = (base, m, c)
    known = _PLACES.get(key)
    if known is not None:
        return known
    if len(_PLACES) > 200_000:
        _PLACES.clear()
    cells = lay.cells
    gain = wall_of(frozenset(cells.items()) | {(c, m)}) - wall_of(frozenset(cells.items()))
    x, y = c
    touching = sum(1 for dx, dy in STEP if (x + dx, y + dy) in cells)
    after = openness(lay.changed(code(c), t))
    facing = 0  # walls facing away from the fountain (+1) or back towards it (-1): a ring of walls far out
    for d, (dx, dy) in enumerate(STEP):  # encloses room to build; walls facing in close the city early
        if m >> d & 1:
            dot = dx * x + dy * y
            facing += 1 if dot > 0 else -1
    score = OUTWARD * facing + WALL_GAIN * gain + TOUCH * touching + OPEN * (after - openness(lay)) \
        - (CLOSED if after < 1.0 else 0.0)
    _PLACES[key] = score
    return score


ADAPTER = AlhambraAdapter()
