"""What the computer player (rules/ai) knows of Macao: how to sample what a seat cannot see, how good a
position is, and a cheap way to play on.

What a Macao seat cannot see (MAC-007, views.py): every card on a board or activated, every district and its
tile, the ships, the wind roses, gold and prestige are open, and so is the discard pile. Hidden are only
  1. the order of the face-down deck of buildings and persons (MAC-016): its contents are public (the 96
     cards minus every card in sight), the state keeps it sorted and a draw decides at the moment it happens
     which card comes out (`st.rng.draw`); the dice of rounds to come are rolled from the same RNG (MAC-040);
  2. with `dice_choice=simultaneous`, the dice other seats have picked this round until everyone has picked
     both (MAC-044, views.py: "picks" None for another seat, and no "used" mark on its phase-2 cards, which
     would tell that its Meister put a pick one sector off, MAC-158). What stays public is whether a seat has
     picked both ("chosen"); nothing tells a seat with one pick from a seat with none.
The sample therefore is a copy whose RNG is reseeded from the sampler (future draws and dice), and in a
simultaneous dice phase every other seat's secret picks are redrawn on the public dice: a seat that has chosen
both gets two distinct dice (with a Meister, one of them one sector off now and then, marked used), a seat that
has not gets none back ("not chosen yet", which the state allows, its Meister unused). The searching seat's
own picks stay. Nothing of the real RNG and no real secret pick or mark of another seat is read.

Evaluation: the points a seat would score now (MAC-202: prestige, penalties, game-end cards, the largest
city group) plus what its position promises: goods aboard, jokers, gold (tribute), cubes waiting on the wind
rose, activated cards that still pay for the rounds left, minus the penalties that cards left on the board
(MAC-201) and an empty arrow (MAC-046) threaten; compared between seats with `pairwise`.
"""
from __future__ import annotations

from rules.ai.adapters import Generic, final_values, pairwise, weighted
from rules.core import Rng
from rules.core.moves import Moves
from rules.macao import engine as E
from rules.macao import moves as M
from rules.macao import scoring as S
from rules.macao.components import COLOURS, ROSE_SECTORS, ROUNDS, board, card

# what a position promises, in PP (tuned on bench/ai_strength.py)
GOODS_PP = 4.0  # a goods tile aboard: a delivery is worth 3..11 PP, less the cubes to sail there
JOKER_PP = 1.5  # a joker: 1 cube or 3 gold
GOLD_PP = 0.6  # a gold coin: the tribute sells PP for gold (about 1.5 PP per gold, once a round)
ROSE_CUBE_PP = 0.35  # a cube waiting on the wind rose: the fuel of a later turn
ACTIVE_CUBE_PP = 0.1  # an active cube not yet spent (it goes back to the supply at the pass)
CARD_BASE_PP = 1.0  # an activated phase-1..3 card, however it helps
CARD_ROUND_PP = (0.9, 0.45)  # ... plus per round left: a card giving PP, any other
BOARD_CARD_PP = 3.0  # a card left on the board costs a -3 marker at the end (MAC-201) unless activated
EMPTY_ARROW_PP = 1.5  # nothing at sector 1: next round's arrow may point at no cube (MAC-046)

# relative chance of each phase-3 action kind in a rollout (MAC-052): sell and use first, then activate and
# take districts, buy the tribute; move the wall rarely and never pass while cubes are left if avoidable
TURN_WEIGHTS = {"deliver": 40.0, "use": 8.0, "activate": 12.0, "district": 8.0, "tribute": 6.0,
                "wall": 0.6, "ship": 0.4, "joker": 0.5, "pass": 0.3}


class MacaoAdapter(Generic):
    """The determinization of the module docstring, the evaluation `strength`, and a rollout policy by
    decision."""

    depth = 20  # actions: about one phase-3 turn; an iteration then costs ~1 ms (normal ~0.35 s CPU)
    scale = 8.0

    def determinize(self, game, st, seat: int, rng: Rng):
        copy = game.load(game.dump(st))
        copy.rng = Rng(rng.below(1 << 62))  # what the deck and the dice give next (MAC-016, MAC-040)
        d = copy.data
        if E.simultaneous(copy) and d["phase"] == 2 and not d["over"]:
            for other in range(copy.n):
                if other != seat:
                    resample_picks(copy, other, rng)
        return copy

    def evaluate(self, game, st) -> list[float]:
        if game.over(st):
            return final_values(game, st)
        return pairwise([strength(st, s) for s in range(st.n)], self.scale)

    def rollout_action(self, game, st, seat, legal, rng):
        decision = st.data["decision"]
        policy = POLICIES.get(decision)
        if policy is None:
            return legal[rng.below(len(legal))]
        weights = policy(st, seat, entries(legal))
        return legal[weighted(weights, rng)]


# ---- the determinization --------------------------------------------------------------------------------
MEISTER_ODDS = 3  # 1 in 3: how often a sampled seat with a Meister put one of its two picks one sector off

def resample_picks(st, seat: int, rng: Rng) -> None:
    """Another seat's secret dice picks this round (MAC-044), redrawn on the public dice: two distinct dice
    when the seat has chosen both, else none; one pick one sector off exactly when its Meister shows used
    (MAC-158: the mark is public, which pick it was is not)."""
    p = st.data["players"][seat]
    shift = E.hook("die_shift", None, st, seat)
    count = 2 if len(p["picks"]) >= 2 else 0
    shifted = shift is not None and count == 2 and rng.below(MEISTER_ODDS) == 0
    if shift is not None:  # its mark follows the sample, never the real pick (hidden while picks are)
        p["used"].pop(str(shift), None)
        if shifted:
            E.mark_used(p, shift)
    off = rng.below(count) if shifted else -1  # which pick went one sector off
    colours = list(COLOURS)
    picks = []
    for i in range(count):
        colour = colours.pop(rng.below(len(colours)))
        value = E.die_value(st, colour)
        sector = value
        if i == off:
            near = [s for s in (value - 1, value + 1) if 1 <= s <= ROSE_SECTORS]
            sector = near[rng.below(len(near))]
        picks.append([colour, sector])
    p["picks"] = picks


# ---- the evaluation ------------------------------------------------------------------------------------

def strength(st, seat: int) -> float:
    """The seat's points now (MAC-202) plus what its position promises (module docstring)."""
    d = st.data
    p = d["players"][seat]
    points = float(S.score(st, seat))
    rounds_left = ROUNDS - d["round"]
    late = d["round"] / ROUNDS
    value = points + GOODS_PP * len(p["goods"]) + JOKER_PP * len(p["jokers"]) + GOLD_PP * p["gold"]
    value += ROSE_CUBE_PP * sum(sum(x.values()) for x in p["rose"]) + ACTIVE_CUBE_PP * sum(p["cubes"].values())
    for cid in p["active_cards"]:
        c = card(cid)
        if c.timing != "game_end":  # game-end cards are in the score already
            value += CARD_BASE_PP + CARD_ROUND_PP[0 if c.gives_pp else 1] * rounds_left
    # a card on the board is a -3 marker at the end unless activated: the later, the surer (MAC-201)
    if not E.hook("no_card_penalty", False, st, seat):
        value -= BOARD_CARD_PP * late * late * len(p["board"])
    if rounds_left and not p["rose"][0]:
        value -= EMPTY_ARROW_PP
    return value


# ---- the rollout policy --------------------------------------------------------------------------------

def entries(legal) -> list:
    """The data tuple of every legal action. A phase-3 turn is a lazy block (moves._Lazy) whose labels cost
    more than the whole choice: read its entries' data without making the actions."""
    if type(legal) is Moves and len(legal.blocks) == 1 and isinstance(legal.blocks[0], M._Lazy):
        return [e[2] for e in legal.blocks[0].entries]
    return [a.data for a in legal]


def _take(st, seat, data):
    """Phase 1 (MAC-033..036): a cheap card rather than a dear one; with a full board, no card (Müssiggänger)
    or the new card discarded rather than an older one replaced."""
    out = []
    for x in data:
        _, cid, replace, discard_new = x
        if cid is None:
            out.append(20.0)
        elif replace is not None:
            out.append(0.1)
        else:
            out.append(5.0 - sum(card(cid).cost.values()))
    return out


def _die(st, seat, data):
    """Phase 2 (MAC-042..046): more cubes, and above all a sector still empty; sector 1 empty is a penalty
    at the next turn of the rose."""
    rose = st.data["players"][seat]["rose"]
    out = []
    for _, colour, sector in data:
        w = 1.0 + 0.3 * E.die_value(st, colour)
        if not rose[sector - 1]:
            w += 4.0 if sector == 1 else 2.0
        out.append(w)
    return out


def _turn(st, seat, data):
    """Phase 3 (MAC-052): by action kind; a ship move only towards a port that buys a good aboard."""
    p = st.data["players"][seat]
    cubes = sum(p["cubes"].values())
    wants = None
    out = []
    for x in data:
        kind = x[0]
        w = TURN_WEIGHTS.get(kind, 1.0)
        if kind == "ship":
            if wants is None:
                b = board(st)
                wants = {pid for pid, pr in b.ports.items() if pr["buys"] in p["goods"]}
            w = 6.0 if x[1] in wants else 0.1
        elif kind == "wall":
            w /= x[1]
        elif kind == "tribute" and st.data["tribute"][1] == 0:
            w = 0.0
        elif kind == "joker" and x[1] == "gold":
            w = 0.2
        elif kind == "pass" and not cubes:
            w = 3.0
        out.append(w)
    return out


def _pay(st, seat, data):
    """A cube of any colour owed: the colour held most, so the rarer ones stay for card costs."""
    held = st.data["players"][seat]["cubes"]
    return [float(held.get(x[1], 0)) for x in data]


def _cathedral(st, seat, data):
    return [1.0 if x[0] == "stop" else 10.0 for x in data]


def _bury(st, seat, data):
    return [10.0 if x[0] == "keep" else 0.5 for x in data]


POLICIES = {"take": _take, "die": _die, "dice": _die, "turn": _turn, "pay": _pay, "cathedral": _cathedral,
            "bury": _bury}


ADAPTER = MacaoAdapter()
