"""The flow of play (ALH-010..024, ALH-070..085): the deal, the end of a turn, the scoring rounds, the
leftover buildings, and the one `settle` that names the decision the table waits for.

st.data["decision"] names it:
  choose_residents  street traders (ALH-401/402): each seat at once chooses 3 residents in secret,
                    then puts its trader next to the fountain
  action            the player whose turn it is: take money, buy a building, redesign (modules add ways)
  extra_action      after an exact payment (ALH-021): another action, or end the turn
  place_bought      end of turn (ALH-023a): each bought building into the Alhambra, onto the reserve,
                    or (two players) to Dirk
  resident_moves_in, new_resident, trader_back   the street traders' end-of-turn steps (ALH-403..407)
  thief_window      after the last turn, every thief holder answers (ALH-208)
  place_leftover    the leftover buildings handed out are placed (ALH-081/082)
  over              the final scores stand
A move's handler (moves.py, a module's) does what the move does and names what follows: a decision,
or one of the STEPS below, which need nobody and which `settle` runs until a decision is named.

The bag of buildings and the money deck are hidden piles: only this module draws from them
(draw_building, draw_money, draw_coin), always with st.rng, so the core marks each draw a reveal.
"""
from __future__ import annotations

from rules.core.text import N_, listing, msg, plural, seat as who
from rules.alhambra import scoring
from rules.alhambra import modules as hooks
from rules.alhambra.components import BUILDINGS, CURRENCIES, CURRENCY_WORDS, MONEY, VALUES, card_msg, tile_name
from rules.alhambra.money import SCORING_CARD

N_SPACES = len(CURRENCIES)
DISPLAY = MONEY["display_size"]
DIRK = MONEY["dirk"]


# ---- setup and the deal ---------------------------------------------------------------------------

def setup(st) -> None:
    """The data's shape is the same for every option mix: a module's keys are None or empty when off."""
    players = []
    for _ in range(st.n):
        players.append({
            "grid": [[0, 0, 0]], "reserve": [], "pending": [], "wood": {}, "residents": {},
            "hand": [], "coins": [0] * N_SPACES, "thieves": [], "auto_pass": False,
            "score": 0, "parts": {"buildings": 0, "walls": 0, "residents": 0},
            "trader": None, "trader_res": [], "trader_moved": False, "chosen": None,
        })
    st.data = {
        "decision": "setup", "turn": 0, "start": 0, "bag": [], "market": [None] * N_SPACES,
        "deck": [], "discard": [], "display": [], "walls_up": [], "walls_used": 0,
        "coin_bag": None, "supply": None, "dirk": [] if st.n == 2 else None, "dirk_score": 0, "rounds": 0,
        "ending": False, "final": False, "thief": None, "res": None, "players": players,
    }
    hooks.call(st, "setup")
    first = hooks.call(st, "first_decision")
    if first:
        st.data["decision"] = first
    else:
        deal(st, None)


def deal(st, ctx) -> None:
    """ALH-011..017, ALH-090/092: market, Dirk, money and its piles (modules add their parts)."""
    d = st.data
    rng = st.rng
    n = st.n
    d["bag"] = sorted(BUILDINGS)  # hidden: no order to learn; every draw is rng.draw
    for i in range(N_SPACES):  # ALH-011
        d["market"][i] = draw_building(st)
    if d["dirk"] is not None:  # ALH-092
        for _ in range(DIRK["tiles_at_setup"]):
            d["dirk"].append(draw_building(st))
    copies = MONEY["copies_two_players"] if n == 2 else MONEY["copies"]  # ALH-090
    deck = [c * 10 + v for c in range(N_SPACES) for v in VALUES for _ in range(copies)]
    rng.shuffle(deck)
    got = []
    for p in d["players"]:  # ALH-013: face up until 20 or more
        while sum(c % 10 for c in p["hand"]) < MONEY["starting_money_at_least"]:
            p["hand"].append(deck.pop())
        p["hand"].sort()
        got.append((len(p["hand"]), sum(c % 10 for c in p["hand"])))
    best = min(got)  # ALH-014: fewest cards, then lowest total, then (our choice) random
    tied = [s for s in range(n) if got[s] == best]
    d["start"] = d["turn"] = tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
    d["display"] = sorted(deck.pop() for _ in range(DISPLAY))  # ALH-015
    # ALH-016: five piles, pile 1 on top; scoring card 1 into pile 2, card 2 into pile 4
    k = MONEY["piles"]
    size, extra = divmod(len(deck), k)
    piles, pos = [], 0
    for i in range(k):
        step = size + (1 if i < extra else 0)
        piles.append(deck[pos:pos + step])
        pos += step
    for card, pile in MONEY["scoring_card_piles"].items():
        piles[pile - 1].append(SCORING_CARD + card)
    hooks.call(st, "money_piles", piles)
    # The deck is kept as its piles, top pile last, each without order: a draw takes a random card of
    # the top pile (the same odds as shuffled piles stacked, and nothing to peek at).
    d["deck"] = [sorted(pile) for pile in reversed(piles)]
    hooks.call(st, "dealt")
    d["decision"] = "action"
    if ctx is not None:
        ctx.log(dealt_lines(d)[0])
        for s, p in enumerate(d["players"]):
            ctx.private(s, N_("Your starting money: {cards}."), cards=cards_msg(p["hand"]))
        ctx.log(dealt_lines(d)[1])


def dealt_lines(d) -> list:
    """What the deal shows everyone: the market and the money display, and who starts (ALH-014)."""
    return [msg(N_("Market: {market}. Display: {cards}."), market=market_text(d), cards=cards_msg(d["display"])),
            msg(N_("{who} starts (fewest cards, then lowest total)."), who=who(d["start"]))]


def cards_msg(cards):
    """Money cards as a list parameter ("blue 3, green 2 and yellow 7")."""
    return listing(card_msg(c // 10, c % 10) for c in cards)


def market_text(d: dict):
    return listing(msg(N_("{currency}: {tile}"), currency=CURRENCY_WORDS[CURRENCIES[i]],
                       tile=tile_name(t) if t else N_("empty")) for i, t in enumerate(d["market"]))


# ---- the only draws from what is hidden ------------------------------------------------------------

def draw_building(st) -> int:
    return st.rng.draw(st.data["bag"])


def draw_money(st, ctx) -> int | None:
    """ALH-085: the top card of the money deck; an empty deck is the discards, reshuffled."""
    d = st.data
    deck = d["deck"]
    while deck and not deck[-1]:
        deck.pop()
    if not deck:
        if not d["discard"]:
            return None
        d["deck"] = deck = [sorted(d["discard"])]
        d["discard"] = []
        ctx.log(N_("The money deck is reshuffled from the discards."))
    return st.rng.draw(deck[-1])


def draw_coin(st) -> int | None:
    """One coin drawn blind from the Change module's bag (ALH-302): its currency, or None when empty."""
    bag = st.data["coin_bag"]
    left = sum(bag)
    if not left:
        return None
    k = st.rng.below(left)
    for cur in range(N_SPACES):
        if k < bag[cur]:
            break
        k -= bag[cur]
    bag[cur] -= 1
    return cur


# ---- settle: the steps that need nobody -------------------------------------------------------------

def settle(st, ctx) -> None:
    """Run the steps that need nobody until a decision is named (after every move)."""
    d = st.data
    while d["decision"] in STEPS:
        STEPS[d["decision"]](st, ctx)


def turn_end(st, ctx) -> None:
    """ALH-023a: after the actions, in order: the modules' steps (a resident moves in), the bought tiles,
    the modules' later steps (the trader comes back), then the refills. While the leftover buildings
    are placed, the next player with one follows instead."""
    d = st.data
    p = d["players"][d["turn"]]
    step = hooks.call(st, "before_placing")
    if step is None and p["pending"]:
        step = "place_leftover" if d["final"] else "place_bought"
    if step is None and d["final"]:
        step = "leftovers"
    d["decision"] = step or hooks.call(st, "after_placing") or "refill"


def refill(st, ctx) -> None:
    """ALH-024/080: refill the market in ascending spaces (a short bag makes this the last turn) and
    the money display; then the next turn, or the end of the game."""
    d = st.data
    market = d["market"]
    if None in market:
        filled = []
        for i in range(N_SPACES):
            if market[i] is None:
                if d["bag"]:
                    market[i] = draw_building(st)
                    filled.append(msg(N_("{tile} ({currency})"), tile=tile_name(market[i]),
                                      currency=CURRENCY_WORDS[CURRENCIES[i]]))
                else:
                    d["ending"] = True
        if filled:
            ctx.log(plural("New in the market: {tiles}.", "New in the market: {tiles}.", "new",
                           tiles=listing(filled), new=len(filled)))  # (Italian: "arriva" / "arrivano")
    if d["ending"]:
        ctx.log(N_("The market cannot be refilled: this was the last turn."))
    if len(d["display"]) < DISPLAY:
        refill_display(st, ctx)
    if not d["ending"]:
        next_turn(st)
    elif not hooks.call(st, "last_turn_over", ctx):
        hand_out_leftovers(st, ctx)


def refill_display(st, ctx) -> None:
    """ALH-071/085: draw to 4 money cards; scoring cards (and a module's cards) are set aside on the
    way, and the scoring rounds they call come after."""
    d = st.data
    rounds = []
    new = []
    while len(d["display"]) < DISPLAY:
        c = draw_money(st, ctx)
        if c is None:
            break
        if hooks.call(st, "card_drawn", c, ctx):
            continue
        if c >= SCORING_CARD:
            rounds.append(c - SCORING_CARD)
        else:
            d["display"].append(c)
            new.append(c)
    d["display"].sort()
    if new:
        ctx.log(N_("Money display: {cards}."), cards=cards_msg(d["display"]))
    for r in sorted(rounds):
        score_round(st, r, ctx)


def next_turn(st) -> None:
    """The next player's turn begins (a resigned seat has none)."""
    d = st.data
    before = nxt = d["turn"]
    for _ in range(st.n):
        nxt = (nxt + 1) % st.n
        if nxt not in st.resigned:
            break
    d["turn"] = nxt
    d["decision"] = "action"
    hooks.call(st, "turn_begins", before, nxt)


# ---- scoring and the end --------------------------------------------------------------------------

def score_round(st, rnd: int, ctx) -> None:
    """ALH-070..077 (+ ALH-093 Dirk): one scoring round; after rounds 1 and 2 Dirk gets buildings."""
    d = st.data
    gains, dirk = scoring.round_gains(st, rnd)
    lines = []
    for s, (p, parts) in enumerate(zip(d["players"], gains)):
        for part, points in parts.items():
            p["parts"][part] += points
        gain = sum(parts.values())
        p["score"] += gain
        lines.append(msg(N_("{who} +{gain} ({parts})"), who=who(s), gain=gain, parts=scoring.parts_msg(parts)))
    if dirk is not None:
        d["dirk_score"] += dirk
        lines.append(msg(N_("Dirk +{gain}"), gain=dirk))
    d["rounds"] = rnd
    ctx.log(N_("Scoring round {round}: {lines}."), round=rnd, lines=scoring.joined(N_("{first}; {rest}"), lines))
    if d["dirk"] is not None and rnd < 3:  # ALH-094/095/098
        due = DIRK["tiles_after_round_1"] if rnd == 1 else len(d["bag"]) // DIRK["after_round_2_divisor"]
        got = [draw_building(st) for _ in range(min(due, len(d["bag"])))]
        d["dirk"].extend(got)
        if got:
            ctx.log(N_("Dirk receives {tiles}."), tiles=listing(map(tile_name, got)))


def money_held(st, p: dict, currency: int) -> int:
    return sum(c % 10 for c in p["hand"] if c // 10 == currency) + hooks.total(st, "money_held", p, currency)


def hand_out_leftovers(st, ctx) -> None:
    """ALH-081/082: each leftover tile to the one player with strictly the most of its currency."""
    d = st.data
    d["final"] = True
    for i, t in enumerate(d["market"]):
        if not t:
            continue
        money = [0 if s in st.resigned else money_held(st, p, i) for s, p in enumerate(d["players"])]
        top = max(money)
        if top > 0 and money.count(top) == 1:
            s = money.index(top)
            d["players"][s]["pending"].append(t)
            d["market"][i] = None
            ctx.log(N_("{tile} ({currency}) goes to {who}, who has the most {currency} ({top})."), tile=tile_name(t),
                    currency=CURRENCY_WORDS[CURRENCIES[i]], who=who(s), top=top)
        else:
            ctx.log(N_("Nobody has strictly the most {currency}: {tile} stays."),
                    currency=CURRENCY_WORDS[CURRENCIES[i]], tile=tile_name(t))
    d["decision"] = "leftovers"


def leftovers(st, ctx) -> None:
    """The next player (from the one whose turn it was) with a leftover building places it; when
    nobody has one, the last scoring round (ALH-083) ends the game."""
    d = st.data
    for k in range(st.n):
        s = (d["turn"] + k) % st.n
        if d["players"][s]["pending"]:
            d["turn"] = s
            d["decision"] = "place_leftover"
            return
    score_round(st, 3, ctx)
    d["decision"] = "over"
    ctx.reveal()


def actions_over(st) -> None:
    """The player's actions are over: the end-of-turn steps follow."""
    st.data["decision"] = "turn_end"


STEPS = {"turn_end": turn_end, "refill": refill, "leftovers": leftovers}


def remove_seat(st, seat: int, ctx) -> None:
    """A resigned seat keeps its Alhambra (it still counts in the scoring, as Dirk's tiles do) but
    takes no more from the others: its money goes to the discards (the modules take back theirs), and
    its turns are skipped, so no autopilot empties the display or collects the leftover buildings
    (ALH-081). A turn it was playing ends here."""
    d = st.data
    p = d["players"][seat]
    d["discard"].extend(p["hand"])
    p["hand"] = []
    ctx.log(N_("{who}'s money goes to the discards; their Alhambra stays and still scores."), who=who(seat))
    hooks.call(st, "resigned", seat, ctx)
    if d["turn"] == seat and d["decision"] in ("action", "extra_action"):
        actions_over(st)  # bought tiles are placed by autopilot, then the turn passes
    settle(st, ctx)

