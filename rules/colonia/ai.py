"""What the computer player (rules/ai) knows of Colonia: how to sample what a seat cannot see, how good a
position is, and a cheap way to play on.

What a seat cannot see (COL-011, COL-121; views.py shows nothing of another screen, not even a count):
- behind the other screens: raw materials, goods and money. Their totals per player are public facts (every
  change of them is a public line: 4 raw materials and 1 good at setup, a stall bought, a contract, a load, a
  payout, a price paid, "draws 2 raw materials", "chooses a good"; an exchange keeps the total), but not all of
  the items: the 4 raw materials of setup and those of COL-ORD-05 are drawn blind (COL-019, COL-102), the
  setup good is rolled in secret and a rolled 6 is chosen in secret (COL-020, COL-110), and an exchange under
  COL-ORD-18 is private (COL-113). The state does not remember which items of a screen came in the open, so
  the sample treats every item behind another screen as unknown (a superset of what is unknown: it never
  keeps a real one, it only forgets some public history).
- the bag (COL-016): what it holds is the 90 raw materials minus the stalls and every screen, so it is as
  unknown as the raw materials behind the other screens; the other four decks (week cards, ordinances,
  relics, ships) hold what the public has not seen yet (all that left them was shown), so only their order is
  unknown, and the engine decides that at each draw with `st.rng`.
- the secret answers of a Tuesday family card or a vote already given by others (COL-036, COL-050): who has
  answered is public, what is not.

What stays as it is: everything on the board and in the views; the relics and shrines behind a screen (each
purchase is a public line naming the card, COL-085/086); each other player's number of raw materials, of
goods and of money units (see above); the seat's own screen and own answer.

How it is sampled: the raw materials of the other screens and of the bag form one pool, shuffled and dealt
back to each other screen with its count, the rest to the bag; the goods of the other screens likewise among
them (the supply is public); the money units of the other screens likewise, each screen keeping its total;
each other answer is redrawn among that seat's legal answers (its remaining family cards; yes or no); the
copy gets a fresh RNG, so the decks' order, the dice and every later draw are new. Pools are built from
sorted multisets, so nothing of how the real items lie between the others and the bag reaches the sample.

Evaluation: the relic points (shrines doubled) and the church windows as they would fall, plus what the
resources still promise while the week has a day to use them: money buys relics on Sunday, goods load ships
on Friday, raw materials become goods on Thursday, loaded holds pay on Saturday, pending contracts give goods.
"""
from __future__ import annotations

from rules.ai.adapters import Generic, final_values, pairwise, weighted
from rules.colonia.components import WEEKS, data
from rules.colonia.engine import STAGES
from rules.colonia.harbour import payout
from rules.colonia.scoring import window_winners
from rules.core.rng import Rng

MONEY_VP = 0.22  # VP a money unit buys on a later Sunday (relics cost 3-5 per VP, not every unit gets spent)
GOOD_VP = 0.7  # VP a good is worth while a Friday is left (a hold pays about 3 per good)
MATERIAL_VP = 0.2  # VP a raw material is worth while a Thursday is left (two make a good, with members)
CONTRACT_VP = 0.45  # VP of a contract waiting at a craftsman (a good, likely next Thursday)
SECURED_VP = 0.35  # share of a secured relic's points (likely bought by its securer next Sunday)
WINDOW_EARLY = 0.3  # weight of the windows as they would fall before week 6 (money still moves a lot)

LAST = len(STAGES) - 1
STAGE = {name: i for i, name in enumerate(STAGES)}


def _before(d: dict, stage: str) -> bool:
    """Whether the step `stage` is still to come or under way (always true before week 6)."""
    if d["week"] < WEEKS:
        return True
    return d["stage_index"] < STAGE[stage] or (d["stage_index"] == STAGE[stage] and d["round"] is not None)


class ColoniaAdapter(Generic):
    """The module docstring says what is sampled and why; `strengths` what a position is worth."""

    depth = 25  # about a day of play: `normal` (300 iterations) then takes about 0.3 s of CPU per decision
    scale = 2.5  # VP of lead that make a seat clearly ahead (a relic is worth 1-5)

    # ---- determinization -------------------------------------------------------------------------------

    def determinize(self, game, st, seat: int, rng: Rng):
        copy = game.load(game.dump(st))
        copy.rng = Rng(rng.below(1 << 62))
        d = copy.data
        D = data(copy)
        others = [s for s in range(copy.n) if s != seat]
        players = d["players"]
        # raw materials: the other screens and the bag are one unknown pool (COL-016, COL-019, COL-102)
        pool = sorted(d["bag"] + [m for s in others for m in _items(players[s]["materials"])])
        rng.shuffle(pool)
        for s in others:
            k = sum(players[s]["materials"].values())
            players[s]["materials"] = _counts(D.materials, pool[:k])
            pool = pool[k:]
        d["bag"] = sorted(pool)
        # goods and money behind the other screens: counts and totals kept (COL-011, COL-020, COL-110, COL-113)
        for key, kinds in (("goods", D.goods), ("money", D.currencies)):
            pool = sorted(x for s in others for x in _items(players[s][key]))
            rng.shuffle(pool)
            for s in others:
                k = sum(players[s][key].values())
                players[s][key] = _counts(kinds, pool[:k])
                pool = pool[k:]
        # the secret answers given by others (COL-036, COL-050): redrawn among their legal answers
        sec = d["secret"]
        if sec is not None:
            for s in sorted(sec["answers"], key=int):
                if int(s) == seat:
                    continue
                choices = list(players[int(s)]["cards"]) if sec["kind"] == "card" else ["yes", "no"]
                sec["answers"][s] = choices[rng.below(len(choices))]
        return copy

    # ---- evaluation ------------------------------------------------------------------------------------

    def evaluate(self, game, st) -> list[float]:
        if game.over(st):
            return final_values(game, st)
        return pairwise(strengths(st), self.scale)

    # ---- rollout ---------------------------------------------------------------------------------------

    def rollout_action(self, game, st, seat, legal, rng):
        """A weighted random action: buy, commission, load and buy relics rather than pass; the best relic
        into a shrine; secret answers at random (a family card the members at home can cover, mostly)."""
        if len(legal) == 1:
            return legal[0]
        d = st.data
        D = data(st)
        p = d["players"][seat]
        weights = []
        for action in legal:
            kind = action.data[0]
            if kind == "pass":
                w = PASS_WEIGHT.get(d["decision"], 1.0)
            elif kind == "card":
                w = 1.0 if action.data[1] <= p["home"] else 0.15
            elif kind == "stall":
                w = 2.0 + 0.4 * len(d["stalls"][action.data[1]]["materials"])
            elif kind == "load":
                _, bi, hi, _g = action.data
                pays = 2 if hi is None else D.ships[d["berths"][bi]["id"]]["holds"][hi]["pays"]
                w = 1.0 + 0.5 * pays
            elif kind == "relic":
                w = 1.0 + 2.0 * D.relics[d["display"][action.data[1]]["id"]]["vp"]
            elif kind == "shrine":
                w = 0.3 if action.data[1] is None else 3.0
            elif kind == "exchange":
                w = 0.02
            else:
                w = WEIGHTS.get(kind, 1.0)
            weights.append(w)
        return legal[weighted(weights, rng)]


# weight of a kind of action in a rollout (others: 1), and of passing in each decision
WEIGHTS = {"contract": 4.0, "secure": 1.0, "recall": 2.0, "draw": 4.0}
PASS_WEIGHT = {"market": 1.0, "contracts": 1.0, "loading": 0.4, "buying": 0.8, "securing": 2.0, "recall": 0.3,
               "draw": 0.3, "exchange": 3.0}


def _items(counts: dict) -> list:
    return [x for x, k in counts.items() for _ in range(k)]


def _counts(kinds, items) -> dict:
    out = {x: 0 for x in kinds}
    for x in items:
        out[x] += 1
    return out


def strengths(st) -> list[float]:
    """Per seat: the points it holds now and what its resources still promise (see the module docstring)."""
    d = st.data
    D = data(st)
    money_on = MONEY_VP if _before(d, "buying") else 0.0
    goods_on = GOOD_VP if _before(d, "loading") else 0.0
    make_on = _before(d, "contracts")
    materials_on = MATERIAL_VP if make_on else 0.0
    contract_on = CONTRACT_VP if _before(d, "thursday_end") else 0.0
    windows = window_winners(st)
    window_weight = 1.0 if d["week"] >= WEEKS else WINDOW_EARLY
    out = [0.0] * st.n
    for s, p in enumerate(d["players"]):
        v = sum(D.relics[r]["vp"] for r in p["relics"])
        v += sum(2 * D.relics[x["relic"]]["vp"] for x in p["shrines"] if x["relic"] is not None)
        v += window_weight * sum(D.windows[c] for c, w in windows.items() if w == s)
        v += money_on * sum(p["money"].values())
        v += goods_on * sum(p["goods"].values())
        v += materials_on * sum(p["materials"].values())
        out[s] = v
    for b in d["berths"]:  # loaded holds pay when their ship departs (at the latest in week 6)
        if b is not None:
            for s, amount in payout(st, b):
                out[s] += money_on * amount
    for c in d["crafts"].values():
        for s, _n in c["fields"]:
            out[s] += contract_on
    for r in d["display"]:
        if r is not None and r["secured"] is not None and d["week"] < WEEKS:
            out[r["secured"]] += SECURED_VP * D.relics[r["id"]]["vp"]
    return out


ADAPTER = ColoniaAdapter()
