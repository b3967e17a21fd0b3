"""The flow of play (setup, rounds of four phases, turns), the one `settle` that names the next decision,
the draws from the hidden piles, and the primitives card effects use (effects.py calls them).

One named decision at a time (st.data["decision"]). Effects that need a choice push an item on
st.data["pending"] (a stack; the top is decided first; `item["seat"]` decides it, possibly out of turn,
BRU-161). Items of AUTO kinds are steps the engine runs by itself (handing out a roll's threat markers,
a single penalty left to apply). When the stack is empty the phase decides: phase 1 `draw`, phase 2
`reputation`, phase 3 `turn`, phase 4 runs by itself.

Decisions answered by effects.py (its DECISIONS) get their item left on the stack: their `perform`
pops it when done (or keeps it to ask again).

Primitives for effects.py (each logs one public line, except `score` with log=False and `take_top`):
  gain(st, seat, resource, amount, ctx)           resource "guilders" | "points" | "worker:<colour>"
  lose(st, seat, resource, amount, ctx) -> int    as much as the player has, up to amount (BRU-105)
  score(st, seat, n, ctx, log=True) -> int        n may be negative; a score never drops below 0
  give_threat(st, seat, colour, ctx) -> bool      a marker from a card effect: a third one strikes at once
  discard_threat(st, seat, colour, ctx) -> bool   return one marker, +1 point (BRU-068)
  draw(st, seat, pile, ctx) -> card | None        one card into the hand (pile 0/1 or "a"/"b")
  take_top(st, pile, ctx) -> card | None          the top card of a pile, for a house (extra_house)
  piles_open(st) -> [pile indexes with cards]
  advance(st, seat, steps, ctx) -> int            reputation steps, capped at 12, an event per step
  build_canal(st, seat, section, price, ctx)      pay `price`, a token on the section's next space
  remove_canal(st, seat, section, ctx)            the outermost token of a section (Fire, Troublemaker)
  build_house(st, seat, card, colour, ctx)        a card laid face down as a house (no worker paid here)
  recall_person(st, seat, card, ctx)              a person from its house back to the hand
  discard_cards(st, seat, cards, ctx)             hand cards to the discard pile
  take_discard(st, seat, card, ctx)               a card of the discard pile into the hand
  extra_play(st, seat, ctx)                       play one more card and take an action now (Coachman)
  push(st, item)                                  a decision of item["seat"] on the stack
"""
from __future__ import annotations

from rules.bruges import cards as _cards
from rules.bruges import terms
from rules.bruges import town as T
from rules.bruges.components import (CANAL_COST, CANAL_SPACES, COLOURS, DISCARD_POINTS, MAJORITIES,
                                     REP_STEPS, SETUP_PILES, START_GUILDERS, START_POINTS,
                                     START_WORKERS, STATUES, THREATS_PER_COLOUR, TURNS_PER_ROUND,
                                     HAND_SIZE, MAX_STATUES, card, person_ids, pet_ids)
from rules.core.text import N_, listing, msg, seat as seat_ref

# What persons do (effects.py, EFFECTS): the interface of the brief (recruited, activatable, activate, the
# always-on queries, event, laurel_points, DECISIONS).
from rules.bruges import effects as FX  # noqa: E402

# Pending kinds the engine decides (others come from effects.DECISIONS); AUTO kinds run by themselves.
ENGINE_DECISIONS = ("penalty_order", "fire", "plague", "extra_play")
AUTO = ("hand_out",)


def _log(ctx, key, **params) -> None:
    if ctx is not None:
        ctx.log(key, **params)


def order_from(st, first: int) -> list[int]:
    """Seats clockwise starting with `first`."""
    return [(first + i) % st.n for i in range(st.n)]


# ---- setup ---------------------------------------------------------------------------------------------

def new_player(pets: bool) -> dict:
    """BRU-022..026: 5 points, the pawn in the town hall, 1 worker of each colour, 5 guilders, no card."""
    majorities = {m: False for m in MAJORITIES}
    if pets:
        majorities["pets"] = False
    return {"hand": [], "new": [], "score": START_POINTS, "rep": 0, "rep_bought": False,
            "guilders": START_GUILDERS, "workers": dict(START_WORKERS), "threats": {c: 0 for c in COLOURS},
            "houses": [], "canal": {"left": 0, "right": 0}, "statue_from": [], "statues": [],
            "majorities": majorities, "used": [], "played": 0}


def deal_piles(st, cards: list[int]) -> tuple[list[dict], list[int]]:
    """BRU-016..019 (PET-10): the cards split into 5 piles as equal as possible; as many piles as players
    make the two draw piles (the first gets the odd card); the others stay together as the extra pile.
    Every pile is hidden: stored sorted, its cards drawn at random (only the top's back is public)."""
    pool = sorted(cards)
    total = len(pool)
    sizes = [total // SETUP_PILES + (1 if i < total % SETUP_PILES else 0) for i in range(SETUP_PILES)]
    used = sum(sizes[:st.n])
    piles = []
    for size in ((used + 1) // 2, used // 2):
        rest = sorted(st.rng.draw(pool) for _ in range(size))
        piles.append({"top": st.rng.draw(rest) if rest else None, "rest": rest})
    return piles, pool


def setup(st) -> None:
    pets = bool(st.options.get("pets"))
    deck = _cards.use()  # a new game reads the deck setting afresh and records which deck it plays
    cards = list(person_ids()) + (list(pet_ids()) if pets else [])
    piles, extra = deal_piles(st, cards)
    start = st.rng.below(st.n)  # BRU-027: the start player is drawn at random
    st.data = {
        "round": 1, "phase": 1, "decision": "draw", "pending": [], "over": False,
        "start": start, "active": start, "queue": order_from(st, start), "turns_left": {}, "plays": 0,
        "piles": piles, "extra": extra, "extra_in": False, "last_round": None,
        "discard": [], "dice": None,
        "threat_supply": {c: THREATS_PER_COLOUR for c in COLOURS}, "statues": list(STATUES),
        "players": [new_player(pets) for _ in range(st.n)],
        "deck": deck.digest,
    }
    settle(st, None)


# ---- the decision machine ----------------------------------------------------------------------------

def settle(st, ctx) -> None:
    """Run automatic steps and phases until the game waits for a decision; name it."""
    d = st.data
    while True:
        if d["over"]:
            d["decision"] = "over"
            return
        pending = d["pending"]
        if pending:
            top = pending[-1]
            kind = top["kind"]
            if kind == "hand_out":
                _hand_out(st, top, ctx)
                continue
            if kind == "penalty_order" and len(top["colours"]) == 1:
                pending.pop()
                from rules.bruges.threats import strike
                strike(st, top["seat"], top["colours"][0], ctx)
                continue
            if kind == "extra_play" and not d["players"][top["seat"]]["hand"]:
                pending.pop()
                continue
            d["decision"] = kind
            return
        phase = d["phase"]
        if phase == 1:
            if _wants_draw(st, d["active"]):
                d["decision"] = "draw"
                return
            end_draw(st, d["active"], ctx)
            continue
        if phase == 2:
            if d["queue"] and can_buy_step(st, d["queue"][0]):
                d["active"] = d["queue"][0]
                d["decision"] = "reputation"
                return
            if d["queue"]:
                _no_step(st, d["queue"].pop(0), ctx)
                continue
            start_phase3(st, ctx)
            continue
        if phase == 3:
            seat = d["active"]
            p = d["players"][seat]
            if (d["plays"] and p["hand"]) or FX.activatable(st, seat):
                d["decision"] = "turn"
                return
            end_turn(st, seat, ctx)
            continue
        phase4(st, ctx)


def to_act(st) -> list[int]:
    d = st.data
    if d["over"]:
        return []
    if d["pending"]:
        return [d["pending"][-1]["seat"]]
    if d["phase"] == 2:
        return [d["queue"][0]]
    return [d["active"]]


def push(st, item: dict) -> None:
    """A decision of item["seat"] on top of the stack: it is asked before anything below it goes on."""
    st.data["pending"].append(item)


# ---- phase 1: draw cards ----------------------------------------------------------------------------

def hand_count(p: dict) -> int:
    return len(p["hand"]) + len(p["new"])


def refill_target(st, seat: int) -> int:
    """BRU-029/034: refill to 5, or to the larger size a card allows (the Inventor: may go to 6)."""
    return max(HAND_SIZE, FX.hand_size(st, seat))


def _wants_draw(st, seat: int) -> bool:
    """BRU-029/033/041: a player below the refill target draws while a card is left anywhere."""
    p = st.data["players"][seat]
    return hand_count(p) < refill_target(st, seat) and bool(piles_open(st))


def may_stop(st, seat: int) -> bool:
    """BRU-034: once the hand holds 5, the extra cards of a larger hand size are optional."""
    return hand_count(st.data["players"][seat]) >= HAND_SIZE


def end_draw(st, seat: int, ctx) -> None:
    """BRU-032: the hand is complete: the new cards' fronts are seen now; the next player draws, or phase 2
    begins once everyone has."""
    d = st.data
    p = d["players"][seat]
    if p["new"]:
        ctx_private(ctx, seat, N_("Your new cards: {cards}."), cards=listing(terms.name(c) for c in p["new"]))
        p["hand"].extend(p["new"])
        p["hand"].sort()
        p["new"] = []
    d["queue"].pop(0)
    if d["queue"]:
        d["active"] = d["queue"][0]
        return
    start_phase2(st, ctx)


def ctx_private(ctx, seat: int, key, **params) -> None:
    if ctx is not None:
        ctx.private(seat, key, **params)


# ---- the piles (BRU-035..041) -------------------------------------------------------------------------

def piles_open(st) -> list[int]:
    """The draw piles that still hold a card."""
    return [i for i, pile in enumerate(st.data["piles"]) if pile["top"] is not None]


def pile_index(pile) -> int:
    return {"a": 0, "b": 1}.get(pile, pile) if isinstance(pile, str) else int(pile)


def take_top(st, pile, ctx) -> int | None:
    """Take the top card of a draw pile (its back was public); the next card surfaces, drawn at random
    from the hidden rest. An emptied pile is replaced at once (BRU-035)."""
    d = st.data
    i = pile_index(pile)
    pl = d["piles"][i]
    cid = pl["top"]
    if cid is None:
        return None
    pl["top"] = st.rng.draw(pl["rest"]) if pl["rest"] else None
    if ctx is not None:  # a back surfacing card after card is no news for a board of its own (the next shows it)
        ctx.hush()
    if pl["top"] is None:
        pile_ran_out(st, i, ctx)
    return cid


def pile_ran_out(st, i: int, ctx) -> None:
    """BRU-035..040: the first pile to run out is replaced by the extra pile, which fixes the final round:
    this one when it happens in phase 1 (BRU-036), else the next (BRU-037). Afterwards an emptied pile is
    made again from half of the remaining one (BRU-038/039); the final round never moves (BRU-040)."""
    d = st.data
    piles = d["piles"]
    label = terms.PILES[i]
    if not d["extra_in"]:
        d["extra_in"] = True
        rest, d["extra"] = d["extra"], []
        piles[i] = {"top": st.rng.draw(rest) if rest else None, "rest": rest}
        if d["last_round"] is None:
            d["last_round"] = d["round"] if d["phase"] == 1 else d["round"] + 1
        if d["last_round"] == d["round"]:
            _log(ctx, N_("Pile {pile} is empty: the extra pile replaces it, and this round is the last."), pile=label)
        else:
            _log(ctx, N_("Pile {pile} is empty: the extra pile replaces it, and next round is the last."), pile=label)
        return
    other = piles[1 - i]
    total = len(other["rest"]) + (1 if other["top"] is not None else 0)
    if total < 2:
        return
    moved = sorted(st.rng.draw(other["rest"]) for _ in range(total // 2))
    piles[i] = {"top": st.rng.draw(moved), "rest": moved}
    _log(ctx, N_("Pile {pile} is empty: the other pile is split in two."), pile=label)


def draw(st, seat: int, pile, ctx) -> int | None:
    """One card from a pile into the hand: in phase 1 among the new cards whose fronts are seen only when
    the hand is complete (BRU-032), otherwise seen at once (draw_cards). None when that pile is empty."""
    d = st.data
    i = pile_index(pile)
    top = d["piles"][i]["top"]
    if top is None:
        return None
    # the draw is told before what it leads to (an emptied pile replaced by the extra pile)
    _log(ctx, N_("{who} draws a {colour} card from pile {pile}."), who=seat_ref(seat),
         colour=terms.colour(card(top).colour, "card"), pile=terms.PILES[i])
    cid = take_top(st, i, ctx)
    p = d["players"][seat]
    if d["phase"] == 1 and d["pending"] == [] and seat == d["active"]:
        p["new"].append(cid)
    else:
        p["hand"].append(cid)
        p["hand"].sort()
        ctx_private(ctx, seat, N_("You draw {card}."), card=terms.name(cid))
    return cid


def discard_cards(st, seat: int, cards: list[int], ctx) -> None:
    """Hand cards to the face-up discard pile (BRU-152)."""
    p = st.data["players"][seat]
    for cid in cards:
        p["hand"].remove(cid)
        st.data["discard"].append(cid)
    if cards:
        _log(ctx, N_("{who} discards {cards}."), who=seat_ref(seat), cards=listing(terms.name(c) for c in cards))


def take_discard(st, seat: int, cid: int, ctx) -> None:
    """A card of the public discard pile into the hand (take_discard; not a draw)."""
    d = st.data
    d["discard"].remove(cid)
    p = d["players"][seat]
    p["hand"].append(cid)
    p["hand"].sort()
    _log(ctx, N_("{who} takes {card} from the discard pile."), who=seat_ref(seat), card=terms.name(cid))


# ---- phase 2: dice, threats, reputation ------------------------------------------------------------------

def start_phase2(st, ctx) -> None:
    """BRU-042..044: the start player rolls the five dice; they stay for the round."""
    d = st.data
    d["dice"] = {c: st.rng.die() for c in COLOURS}
    if ctx is not None:
        ctx.reveal()  # the roll is news for everyone, even in the move of a quiet draw
    _log(ctx, N_("{who} rolls the dice: {dice}."), who=seat_ref(d["start"]),
         dice=listing(msg(N_("{colour} {value}"), colour=terms.colour(c), value=d["dice"][c]) for c in COLOURS))
    after_roll(st, ctx)


def after_roll(st, ctx) -> None:
    """BRU-045/049/051: every die on 5 or 6 gives every player a marker of its colour (die by die in colour
    order, player by player from the start player); then each player in turn may buy a reputation step."""
    d = st.data
    d["phase"] = 2
    d["queue"] = order_from(st, d["start"])
    for p in d["players"]:
        p["rep_bought"] = False
    todo = [[c, s] for c in COLOURS if d["dice"][c] >= 5 for s in order_from(st, d["start"])]
    if todo:
        push(st, {"kind": "hand_out", "seat": d["start"], "todo": todo, "due": [], "seen": [], "rush": []})


def _hand_out(st, item: dict, ctx) -> None:
    """BRU-045/048/057/128: hand out the roll's markers. Penalties wait until all are out, then each
    player from the start player resolves theirs in the order they choose; but when the supply of a
    colour is short of one marker per player, that colour's markers strike as they arrive."""
    from rules.bruges.threats import receive
    d = st.data
    pending = d["pending"]
    while item["todo"]:
        c, s = item["todo"].pop(0)
        if c not in item["seen"]:  # BRU-057: a colour short of one marker per player strikes at once
            item["seen"].append(c)
            if d["threat_supply"][c] < st.n:
                item["rush"].append(c)
            _log(ctx, N_("Everyone receives a {colour} threat marker."), colour=terms.colour(c, "marker"))
        at_once = c in item["rush"]
        third = receive(st, s, c, ctx, at_once=at_once, log=False)
        if third and not at_once:
            item["due"].append([s, c])
        if pending[-1] is not item:
            return  # a penalty that struck at once asks its victim first
    pending.pop()
    due: dict[int, list[str]] = {}
    for s, c in item["due"]:
        due.setdefault(s, []).append(c)
    for s in reversed(order_from(st, d["start"])):
        if s in due:
            push(st, {"kind": "penalty_order", "seat": s, "colours": due[s]})


def step_price(st, seat: int) -> int | None:
    """BRU-050/055: the sum of the dice showing 1 or 2 (minus a card's discount, never below 0); None when
    no die shows 1 or 2."""
    dice = st.data["dice"] or {}
    low = [v for v in dice.values() if v <= 2]
    if not low:
        return None
    return max(0, sum(low) - FX.reputation_discount(st, seat))


def can_buy_step(st, seat: int) -> bool:
    """BRU-051..055/058: one paid step per round, at the full price, below the top step."""
    p = st.data["players"][seat]
    price = step_price(st, seat)
    return price is not None and not p["rep_bought"] and p["rep"] < REP_STEPS and p["guilders"] >= price


def _no_step(st, seat: int, ctx) -> None:
    """Why a player is not asked about a reputation step, said once (BRU-053/055/058): the table reads why
    the round went on."""
    d = st.data
    p = d["players"][seat]
    price = step_price(st, seat)
    if price is None:
        if seat == d["start"]:
            _log(ctx, N_("No die shows 1 or 2: nobody can buy a reputation step this round."))
    elif p["rep"] >= REP_STEPS:
        _log(ctx, N_("{who} is on the top reputation step."), who=seat_ref(seat))
    elif not p["rep_bought"] and p["guilders"] < price:
        _log(ctx, N_("{who} cannot pay {guilders} for a reputation step."), who=seat_ref(seat),
             guilders=terms.guilders(price))


def buy_step(st, seat: int, ctx) -> None:
    d = st.data
    p = d["players"][seat]
    price = step_price(st, seat)
    p["guilders"] -= price
    p["rep_bought"] = True
    _log(ctx, N_("{who} pays {guilders} for a reputation step."), who=seat_ref(seat), guilders=terms.guilders(price))
    advance(st, seat, 1, ctx)
    d["queue"].pop(0)


def pass_step(st, seat: int, ctx) -> None:
    _log(ctx, N_("{who} does not buy a reputation step."), who=seat_ref(seat))
    st.data["queue"].pop(0)


# ---- phase 3: turns ---------------------------------------------------------------------------------------

def start_phase3(st, ctx) -> None:
    """BRU-060/061: four turns each, from the start player clockwise."""
    d = st.data
    d["phase"] = 3
    d["turns_left"] = {str(s): TURNS_PER_ROUND for s in range(st.n)}
    for p in d["players"]:
        p["played"] = 0
    begin_turn(st, d["start"])


def begin_turn(st, seat: int) -> None:
    d = st.data
    d["active"] = seat
    d["plays"] = 1


def end_turn(st, seat: int, ctx) -> None:
    """The turn is over (BRU-041: one without a card is skipped); the next player with turns left goes on,
    or phase 4 begins."""
    d = st.data
    p = d["players"][seat]
    if d["plays"] and not p["hand"]:
        _log(ctx, N_("{who} has no card to play."), who=seat_ref(seat))
    d["plays"] = 0
    d["turns_left"][str(seat)] -= 1
    for s in order_from(st, (seat + 1) % st.n):
        if d["turns_left"][str(s)] > 0:
            begin_turn(st, s)
            return
    d["phase"] = 4


# ---- the six actions (BRU-060..085) -------------------------------------------------------------------

def play_options(st, seat: int, cid: int, mods: dict | None = None) -> list[tuple[str, object]]:
    """The actions a card in hand can take now, as (action, argument) (BRU-063, BRU-156: only those that can
    be carried out): workers, guilders, threat [colour], canal section, house [worker colour], recruit house.
    `mods`: the player's action modifiers (action_mods), when the caller asks for a whole hand."""
    d = st.data
    p = d["players"][seat]
    c = card(cid)
    m = mods or action_mods(st, seat)
    out: list[tuple[str, object]] = [("workers", None), ("guilders", None)]
    if m["threat_any"]:  # mod_discard_threat: a marker of any colour
        out += [("threat", k) for k in COLOURS if p["threats"][k]]
    elif p["threats"][c.colour]:  # BRU-069
        out.append(("threat", None))
    for section, (colour, price) in m["canal"].items():
        if (m["canal_any"] or colour == c.colour) and p["guilders"] >= price:
            out.append(("canal", section))
    if m["house_any"]:  # mod_build_house: any worker colour pays
        out += [("house", k) for k in COLOURS if p["workers"][k]]
    elif p["workers"][c.colour]:
        out.append(("house", None))
    houses = m["pet_houses"] if c.pet else m["person_houses"]
    if houses and (p["guilders"] >= c.price or p["guilders"] >= recruit_price(st, seat, cid)):
        out += [("recruit", i + 1) for i in houses]
    return out


def action_mods(st, seat: int) -> dict:
    """What the player's always-on persons change about the six actions now, asked once for a whole hand:
    the canal sections open (their next colour and price), and the houses a person or a pet may go into."""
    p = st.data["players"][seat]
    threat_any, _ = FX.discard_threat_mod(st, seat)
    discount, canal_any = FX.canal_mod(st, seat)
    canal = {}
    for section in ("left", "right"):
        nxt = T.next_space(p, seat, section)
        if nxt:
            canal[section] = (nxt[1], max(0, CANAL_COST[nxt[0] - 1] - discount))
    return {"threat_any": threat_any, "canal": canal, "canal_any": canal_any, "house_any": FX.house_any_worker(st, seat),
            "person_houses": T.person_houses(p), "pet_houses": T.pet_houses(p)}


def recruit_price(st, seat: int, cid: int) -> int:
    """BRU-082: the card's price, less a person's recruiting discount (never below 0; pets get none, PET-13)."""
    c = card(cid)
    if c.pet:
        return c.price
    return max(0, c.price - FX.recruit_discount(st, seat, cid))


def play_card(st, seat: int, cid: int, action: str, arg, ctx) -> None:
    """BRU-060: a card from the hand for one of the six actions (the caller checked play_options)."""
    p = st.data["players"][seat]
    p["hand"].remove(cid)
    p["played"] += 1
    {"workers": take_workers, "guilders": take_guilders, "threat": discard_threat_action, "canal": build_canal_action,
     "house": build_house_action, "recruit": recruit}[action](st, seat, cid, arg, ctx)


def take_workers(st, seat: int, cid: int, arg, ctx) -> None:
    """BRU-065 (I): the card to the discard pile, 2 workers of its colour (mod_take_workers: more, or
    colours of the player's choice)."""
    d = st.data
    d["discard"].append(cid)
    colour = card(cid).colour
    bonus, choose = FX.take_workers(st, seat)
    n = 2 + bonus
    if choose and hasattr(FX, "choose_workers"):
        _log(ctx, N_("{who} plays {card} and takes {workers}."), who=seat_ref(seat), card=terms.name(cid),
             workers=terms.workers("any", n))
        FX.choose_workers(st, seat, n, ctx)
    else:
        d["players"][seat]["workers"][colour] += n
        _log(ctx, N_("{who} plays {card} and takes {workers}."), who=seat_ref(seat), card=terms.name(cid),
             workers=terms.workers(colour, n))
    FX.event(st, seat, "take_workers", ctx)


def take_guilders(st, seat: int, cid: int, arg, ctx) -> None:
    """BRU-066 (II): the card to the discard pile, as many guilders as the die of its colour shows
    (mod_take_guilders: at least min_die, plus a bonus)."""
    d = st.data
    d["discard"].append(cid)
    bonus, min_die = FX.take_guilders(st, seat)
    n = max(d["dice"][card(cid).colour], min_die) + bonus
    d["players"][seat]["guilders"] += n
    _log(ctx, N_("{who} plays {card} and takes {guilders}."), who=seat_ref(seat), card=terms.name(cid),
         guilders=terms.guilders(n))
    FX.event(st, seat, "take_guilders", ctx)


def discard_threat_action(st, seat: int, cid: int, arg, ctx) -> None:
    """BRU-067..069 (III): the card to the discard pile, one marker of its colour (or the chosen colour,
    mod_discard_threat) back to the supply, 1 point (plus a bonus)."""
    d = st.data
    d["discard"].append(cid)
    colour = arg or card(cid).colour
    _, bonus = FX.discard_threat_mod(st, seat)
    p = d["players"][seat]
    p["threats"][colour] -= 1
    d["threat_supply"][colour] += 1
    gained = score(st, seat, DISCARD_POINTS + bonus, ctx, log=False)
    _log(ctx, N_("{who} plays {card}, discards a {colour} threat marker and scores {points}."), who=seat_ref(seat),
         card=terms.name(cid), colour=terms.colour(colour, "marker"), points=terms.points(gained))


def build_canal_action(st, seat: int, cid: int, section: str, ctx) -> None:
    """BRU-070..078 (IV): the card (of the space's colour) to the discard pile, the space's price paid."""
    st.data["discard"].append(cid)
    build_canal(st, seat, section, canal_price(st, seat, section), ctx, cid=cid)


def build_house_action(st, seat: int, cid: int, worker: str | None, ctx) -> None:
    """BRU-079..081 (V): the card face down as a house of its colour, paying a worker of that colour (or of
    any colour, mod_build_house)."""
    colour = card(cid).colour
    build_house(st, seat, cid, colour, ctx, worker=worker or colour)


def recruit(st, seat: int, cid: int, house: int, ctx) -> None:
    """BRU-082..085 (VI), PET-01/12: the card onto a house (numbered from 1) without a person (a pet: without
    a pet), paying its price; an arrow person's effect follows at once (BRU-092)."""
    d = st.data
    p = d["players"][seat]
    c = card(cid)
    price = recruit_price(st, seat, cid)
    p["guilders"] -= price
    _log(ctx, N_("{who} recruits {card} into house {house} for {guilders}."), who=seat_ref(seat),
         card=terms.name(cid), house=house, guilders=terms.guilders(price))
    if c.pet:
        T.put_pet(p, house - 1, cid)
        return
    FX.event(st, seat, "recruit", ctx)  # other persons' on_event recruit (before this one is in play)
    T.put_person(p, house - 1, cid)
    FX.recruited(st, seat, cid, ctx)


def activate(st, seat: int, cid: int, ctx) -> None:
    """BRU-091..101: a worker or once-per-round person of the player's own, in their turn."""
    _log(ctx, N_("{who} activates {card}."), who=seat_ref(seat), card=terms.name(cid))
    FX.activate(st, seat, cid, ctx)


def end_turn_action(st, seat: int, ctx) -> None:
    _log(ctx, N_("{who} ends the turn."), who=seat_ref(seat))
    end_turn(st, seat, ctx)


def extra_play(st, seat: int, ctx) -> None:
    """BRU-102 (extra_action, the Coachman): play one more card now and take an action with it; it uses
    none of the four turns."""
    push(st, {"kind": "extra_play", "seat": seat})


# ---- phase 4: majorities, start player, end -----------------------------------------------------------------

def majority_counts(st, name: str) -> list[int]:
    """BRU-107..109/159, PET-06: each player's count for a majority at this check (a card's bonus only
    on a real count of at least 1)."""
    counter = {"reputation": "reputation_step", "persons": "persons", "canals": "canal_tokens", "pets": "pets"}[name]
    out = []
    for s in range(st.n):
        real = T.count(st, s, counter)
        out.append(real + (FX.majority_bonus(st, s, name) if real >= 1 and name != "pets" else 0))
    return out


def check_majorities(st, ctx) -> None:
    """BRU-106..113, PET-06: in order, a player strictly ahead of each other player flips that tile; a
    flipped tile stays flipped."""
    d = st.data
    names = list(MAJORITIES) + (["pets"] if "pets" in d["players"][0]["majorities"] else [])
    for name in names:
        counts = majority_counts(st, name)
        best = max(counts)
        if best <= 0 or counts.count(best) > 1:
            continue
        s = counts.index(best)
        p = d["players"][s]
        if not p["majorities"][name]:
            p["majorities"][name] = True
            _log(ctx, N_("{who} leads in {majority} and turns that majority tile."), who=seat_ref(s),
                 majority=terms.MAJORITIES[name])


def phase4(st, ctx) -> None:
    """BRU-106..116: majorities, turned cards straightened, the start player passes clockwise; after the
    final round the game ends."""
    d = st.data
    check_majorities(st, ctx)
    for p in d["players"]:
        p["used"] = []
    if d["last_round"] is not None and d["round"] >= d["last_round"]:
        d["over"] = True
        d["decision"] = "over"
        _log(ctx, N_("Round {round} was the last: final scoring."), round=d["round"])
        return
    d["start"] = (d["start"] + 1) % st.n
    d["round"] += 1
    d["phase"] = 1
    d["dice"] = None
    d["queue"] = order_from(st, d["start"])
    d["active"] = d["start"]
    _log(ctx, N_("Round {round} begins; {who} is the start player."), round=d["round"], who=seat_ref(d["start"]))


# ---- primitives ------------------------------------------------------------------------------------------

def score(st, seat: int, n: int, ctx, log: bool = True) -> int:
    """Move the score pawn by n (BRU-137: never below 0). Returns the change made."""
    p = st.data["players"][seat]
    before = p["score"]
    p["score"] = max(0, before + n)
    change = p["score"] - before
    if log and change:
        if change > 0:
            _log(ctx, N_("{who} scores {points}."), who=seat_ref(seat), points=terms.points(change))
        else:
            _log(ctx, N_("{who} loses {points}."), who=seat_ref(seat), points=terms.points(-change))
    return change


def gain(st, seat: int, resource: str, amount: int, ctx) -> None:
    """Take `amount` of a resource from the supply (unlimited, BRU-008/009): guilders, points (the score
    track) or workers of one colour."""
    if amount <= 0:
        return
    p = st.data["players"][seat]
    if resource == "points":
        score(st, seat, amount, ctx)
        return
    if resource == "guilders":
        p["guilders"] += amount
    else:
        p["workers"][_worker_colour(resource)] += amount
    _log(ctx, N_("{who} takes {what}."), who=seat_ref(seat), what=terms.resource(resource, amount))


def lose(st, seat: int, resource: str, amount: int, ctx) -> int:
    """Give back up to `amount` of a resource (BRU-105: as much as the player has). Returns what went."""
    p = st.data["players"][seat]
    if amount <= 0:
        return 0
    if resource == "points":
        return -score(st, seat, -amount, ctx)
    if resource == "guilders":
        lost = min(amount, p["guilders"])
        p["guilders"] -= lost
    else:
        c = _worker_colour(resource)
        lost = min(amount, p["workers"][c])
        p["workers"][c] -= lost
    if lost:
        _log(ctx, N_("{who} returns {what}."), who=seat_ref(seat), what=terms.resource(resource, lost))
    return lost


def _worker_colour(resource: str) -> str:
    kind, _, c = resource.partition(":")
    if kind != "worker" or c not in COLOURS:
        raise ValueError(f"not a worker of a colour: {resource!r}")
    return c


def give_threat(st, seat: int, colour: str, ctx) -> bool:
    """A threat marker from a card effect: a third marker strikes at once, with the victim's own choices
    (BRU-128/140, BRU-161); a shield skips the penalty. False when the supply has none left."""
    from rules.bruges.threats import receive
    if st.data["threat_supply"][colour] <= 0:
        return False
    receive(st, seat, colour, ctx, at_once=True)
    return True


def discard_threat(st, seat: int, colour: str, ctx) -> bool:
    """BRU-067/068: return one marker of the colour to the supply and score 1 point. False without one."""
    d = st.data
    p = d["players"][seat]
    if p["threats"][colour] <= 0:
        return False
    p["threats"][colour] -= 1
    d["threat_supply"][colour] += 1
    _log(ctx, N_("{who} discards a {colour} threat marker."), who=seat_ref(seat), colour=terms.colour(colour, "marker"))
    score(st, seat, DISCARD_POINTS, ctx)
    return True


def advance(st, seat: int, steps: int, ctx) -> int:
    """Move the reputation pawn up (BRU-052: the first step leaves the town hall; BRU-058: never past 12);
    each step moved is an event (on_event advance_reputation). Returns the steps moved."""
    p = st.data["players"][seat]
    moved = 0
    for _ in range(steps):
        if p["rep"] >= REP_STEPS:
            break
        p["rep"] += 1
        moved += 1
        _log(ctx, N_("{who} moves up to reputation step {step}."), who=seat_ref(seat), step=p["rep"])
        FX.event(st, seat, "advance_reputation", ctx)
    return moved


def canal_price(st, seat: int, section: str) -> int | None:
    """BRU-072: the printed price of a section's next space, less any discount (never below 0)."""
    p = st.data["players"][seat]
    nxt = T.next_space(p, seat, section)
    if nxt is None:
        return None
    discount, _ = FX.canal_mod(st, seat)
    return max(0, CANAL_COST[nxt[0] - 1] - discount)


def build_canal(st, seat: int, section: str, price: int, ctx, cid: int | None = None) -> None:
    """BRU-071..078: pay, and a token on the next space of the section from the seal outwards. The fifth
    space earns the top statue, once per section, while the stack lasts (BRU-075..078). `cid`: the card
    played for action IV (named in the log line)."""
    d = st.data
    p = d["players"][seat]
    p["guilders"] -= price
    space = T.add_token(p, section)
    if cid is None:
        _log(ctx, N_("{who} pays {guilders} and builds the canal on space {space} of the {section} section."),
             who=seat_ref(seat), guilders=terms.guilders(price), space=space, section=terms.SECTIONS[section])
    else:
        _log(ctx, N_("{who} plays {card}, pays {guilders} and builds the canal on space {space} of the {section} "
                     "section."), who=seat_ref(seat), card=terms.name(cid), guilders=terms.guilders(price),
             space=space, section=terms.SECTIONS[section])
    if space == CANAL_SPACES and section not in p["statue_from"] and d["statues"] \
            and len(p["statues"]) < MAX_STATUES:
        value = d["statues"].pop(0)
        p["statues"].append(value)
        p["statue_from"].append(section)
        _log(ctx, N_("{who} completes a canal section and takes the statue worth {value}."), who=seat_ref(seat),
             value=value)
    FX.event(st, seat, "build_canal", ctx)


def remove_canal(st, seat: int, section: str, ctx) -> None:
    """BRU-135/136: the outermost token of a section goes back; a statue taken is kept (BRU-078)."""
    p = st.data["players"][seat]
    space = T.remove_token(p, section)
    _log(ctx, N_("{who} loses the canal token on space {space} of the {section} section."), who=seat_ref(seat),
         space=space, section=terms.SECTIONS[section])


def build_house(st, seat: int, cid: int, colour: str, ctx, worker: str | None = None) -> None:
    """BRU-079..081: a card laid face down is a house of its back colour; `worker`: the colour of the worker
    action V pays (effects pay none). The card's front stays secret: only its owner is told."""
    p = st.data["players"][seat]
    if worker is not None:
        p["workers"][worker] -= 1
        _log(ctx, N_("{who} pays {worker} and builds a {colour} house."), who=seat_ref(seat),
             worker=terms.workers(worker, 1), colour=terms.colour(colour, "house"))
    else:
        _log(ctx, N_("{who} builds a {colour} house."), who=seat_ref(seat), colour=terms.colour(colour, "house"))
    T.add_house(p, cid, colour)
    ctx_private(ctx, seat, N_("Your new house {house} is {card}, face down."), house=len(p["houses"]),
                card=terms.name(cid))
    FX.event(st, seat, "build_house", ctx)


def recall_person(st, seat: int, cid: int, ctx) -> None:
    """A person from its house back to the hand (recall_person); the house stays, empty. BRU-155: if it
    was activated this round it stays used."""
    p = st.data["players"][seat]
    T.take_person(p, T.house_of(p, cid))
    p["hand"].append(cid)
    p["hand"].sort()
    _log(ctx, N_("{who} takes {card} back into the hand."), who=seat_ref(seat), card=terms.name(cid))
