"""What persons do: one interpreter per effect kind of the deck's vocabulary (cards.yaml `effect_kinds`, 31
kinds), the queries the engine asks about always-on persons, the laurel points, and the decisions effects
need (their legal actions and handlers, in DECISIONS). No card has code of its own: a card's data drives it.

How an effect list resolves (ER-01): entry after entry. An entry that needs a choice pushes a decision on
the stack (engine.push) and the rest of the list waits: the lowest decision the entry left carries
`then` = {"seat", "card", "next"}, and its handler goes on with the list when the choice is made. A
decision of the engine that an entry causes (a victim's Fire or Plague, the Coachman's extra play) does
not stop the list: it is answered after the list is done. (The Poisoner's 2 points thus come before its
victims choose what Plague takes; nothing of the victims' choice depends on them.)

Choices belong to the player the rule names (ER-09, BRU-161): the owner chooses the colours of workers
gained, the pile of each card drawn, the cards discarded or taken, the markers returned, the person
recalled, whether to exchange, the section of an extra canal; a victim chooses the colours of the workers
they give or lose and the section that loses a canal token. A choice with only one way is made at once.
Every decision has a safe default.

Decisions and canonical texts (C = colour, N = card number):
  worker      worker C                          the colour of a worker gained (worker:any; mod_take_workers)
  pile        pile a | pile b                   the pile of the next card drawn (or taken as a house)
  discard     discard N                         a hand card to the discard pile (draw_discard)
  take        take N | stop                     a card of the discard pile into the hand (take_discard)
  return      return C | stop                   a threat marker back to the supply, 1 point (discard_threats)
  recall      recall N | skip                   another person back into the hand (recall_person)
  exchange    exchange | skip                   the optional exchange
  pay         pay C                             a worker of the owner's choice paid for an exchange
  give        give C                            a victim's worker given (steal) or returned (opponents_lose)
  lose        lose left | lose right            a victim's section that loses its outermost canal token
  canal       canal left | canal right          the section of an extra canal token (extra_canal)
"""
from __future__ import annotations

from rules.bruges import cards as K
from rules.bruges import town as T
from rules.bruges.components import CANAL_COST, HAND_SIZE
from rules.core import Action
from rules.core.text import N_, msg, plural, seat as seat_ref

COLOURS = K.COLOURS
SECTIONS = ("left", "right")
PILES = ("a", "b")


# ---- small readers ---------------------------------------------------------------------------------------

def _player(st, seat: int) -> dict:
    return st.data["players"][seat]


def _pending(st) -> list:
    return st.data["pending"]


def _log(ctx, key, **params) -> None:
    if ctx is not None:
        ctx.log(key, **params)


def others(st, seat: int) -> list[int]:
    """ER-09: each other player, in seating order from the acting player's left."""
    return [(seat + i) % st.n for i in range(1, st.n)]


def _always_on(st, seat: int, kind: str) -> list[dict]:
    """The entries of one kind on the seat's always-on persons (infinity types 2 and 3, ER-04), in house
    order; a person works only while it is in the play area (BRU-158)."""
    return [e for _, e in _always_on_by_card(st, seat, kind)]


def _always_on_by_card(st, seat: int, kind: str) -> list[tuple[int, dict]]:
    out = []
    for cid in T.persons(_player(st, seat)):
        c = K.card(cid)
        if c.always_on:
            out += [(cid, e) for e in c.effects if e["kind"] == kind]
    return out


def condition_holds(st, cond: dict) -> bool:
    """`if: {die, in}` (the Powderman): that colour's die shows one of the values this round."""
    dice = st.data.get("dice")
    return bool(dice) and dice.get(cond["die"]) in cond["in"]


# ---- the queries the engine asks (always-on persons; ER-05: they add up, highest min_die/hand_size) ------

def take_workers(st, seat: int) -> tuple[int, bool]:
    """mod_take_workers (the Lawyer, BRU-T13): action I gives 2 + bonus; choose_colour lets the player pick."""
    es = _always_on(st, seat, "mod_take_workers")
    return sum(e["bonus"] for e in es), any(e["choose_colour"] for e in es)


def take_guilders(st, seat: int) -> tuple[int, int]:
    """mod_take_guilders: action II gives max(die, min_die) + bonus."""
    es = _always_on(st, seat, "mod_take_guilders")
    return sum(e["bonus"] for e in es), max([1] + [e["min_die"] for e in es])


def discard_threat_mod(st, seat: int) -> tuple[bool, int]:
    """mod_discard_threat: action III with a marker of any colour; bonus points (action III only)."""
    es = _always_on(st, seat, "mod_discard_threat")
    return any(e["any_colour"] for e in es), sum(e["bonus_points"] for e in es)


def canal_mod(st, seat: int) -> tuple[int, bool]:
    """mod_build_canal: a discount on every token built (action IV or extra_canal); any colour of card."""
    es = _always_on(st, seat, "mod_build_canal")
    return sum(e["discount"] for e in es), any(e["any_colour_card"] for e in es)


def house_any_worker(st, seat: int) -> bool:
    """mod_build_house: action V paid with a worker of any colour."""
    return any(e["any_worker_colour"] for e in _always_on(st, seat, "mod_build_house"))


def recruit_discount(st, seat: int, card: int) -> int:
    """mod_recruit: action VI costs less, for persons (never pets, BRU-162) of the group if one is named."""
    c = K.card(card)
    if c.pet:
        return 0
    return sum(e["discount"] for e in _always_on(st, seat, "mod_recruit") if e.get("group") in (None, c.group))


def reputation_discount(st, seat: int) -> int:
    """mod_reputation: the phase-2 step costs less (the engine keeps it at 0 or more)."""
    return sum(e["discount"] for e in _always_on(st, seat, "mod_reputation"))


def hand_size(st, seat: int) -> int:
    """hand_size (the Inventor, BRU-034): the largest refill target of the seat's persons, else 5."""
    return max([HAND_SIZE] + [e["size"] for e in _always_on(st, seat, "hand_size")])


def shielded(st, seat: int, colour: str) -> bool:
    """penalty_shield: a third marker of that colour goes back without its penalty."""
    return any(e["colour"] == colour for e in _always_on(st, seat, "penalty_shield"))


def majority_bonus(st, seat: int, majority: str) -> int:
    """majority_bonus (BRU-159): added in the phase-4 check only; the engine adds it on a real count >= 1."""
    return sum(e["amount"] for e in _always_on(st, seat, "majority_bonus") if e["majority"] == majority)


def event(st, seat: int, name: str, ctx) -> None:
    """on_event: something happened to `seat` (advance_reputation, build_house, build_canal, recruit,
    receive_threat, suffer_penalty, take_guilders, take_workers); each matching person gives its gain right
    after it. A gain is never an event itself (ER-10). `recruit` is fired before the new person is in play,
    so a person never answers its own recruiting."""
    for cid, e in _always_on_by_card(st, seat, "on_event"):
        if e["event"] == name:
            gain(st, seat, e["gain"]["resource"], e["gain"]["amount"], ctx, cid)


# ---- laurels (final scoring, BRU-099/120/160) -------------------------------------------------------------

def laurel_points(st, seat: int, card: int) -> int:
    """The points a laurel person of the seat's play area scores now (its counters include itself)."""
    c = K.card(card)
    if c.pet or c.activation != "laurel" or not T.in_play(_player(st, seat), card):
        return 0
    return sum(SCORES[e["kind"]](st, seat, e) for e in c.effects)


def _score_per(st, seat: int, e: dict) -> int:
    """score_per: points x floor(count / divisor) (the Bishop: 1 per 2 workers; the Mayor: 2 per Bureaucrat)."""
    return e["points"] * (T.count(st, seat, e["per"]) // e["divisor"])


def _score_distinct(st, seat: int, e: dict) -> int:
    """score_distinct: points x different groups / colours among persons, or colours among houses (the
    Engraver: 2 per group)."""
    p = _player(st, seat)
    if e["of"] == "house_colours":
        kinds = {h["colour"] for h in p["houses"]}
    elif e["of"] == "person_colours":
        kinds = {K.card(c).colour for c in T.persons(p)}
    else:
        kinds = {K.card(c).group for c in T.persons(p)}
    return e["points"] * len(kinds)


def _score_sets(st, seat: int, e: dict) -> int:
    """score_sets: points x complete sets of the 5 colours (the smallest colour count)."""
    return e["points"] * min(T.count(st, seat, f"{e['of']}:{c}") for c in COLOURS)


def _score_if(st, seat: int, e: dict) -> int:
    return e["points"] if T.count(st, seat, e["counter"]) >= e["at_least"] else 0


SCORES = {"score_per": _score_per, "score_distinct": _score_distinct, "score_sets": _score_sets,
          "score_if": _score_if}


# ---- recruiting and activating (BRU-091..105) ---------------------------------------------------------------

def recruited(st, seat: int, card: int, ctx) -> None:
    """BRU-092: an arrow person's list resolves once, right after it is placed and paid. (The engine fires
    the `recruit` event for the other persons before this one goes into its house.)"""
    c = K.card(card)
    if not c.pet and c.activation == "arrow":
        resolve(st, seat, card, 0, ctx)


def activatable(st, seat: int) -> list[int]:
    """BRU-091..101/155, ER-02: the seat's worker and once-per-round persons it may use now: in its own
    phase-3 turn, not yet used this round, the worker payable, and nothing that refuses the whole
    activation (a false condition, an exchange it cannot pay, an extra canal it cannot build or pay, an
    extra action without a card in hand)."""
    d = st.data
    if d.get("phase") != 3 or d.get("active") != seat:
        return []
    p = _player(st, seat)
    return [cid for cid in T.persons(p)
            if K.card(cid).once_per_round and cid not in p["used"] and _usable(st, seat, K.card(cid))]


def _usable(st, seat: int, c) -> bool:
    p = _player(st, seat)
    workers = dict(p["workers"])
    if c.worker:
        if workers[c.worker] < 1:
            return False
        workers[c.worker] -= 1  # the worker paid to activate cannot pay an exchange too
    for e in c.effects:
        if "if" in e and not condition_holds(st, e["if"]):
            return False
        if e["kind"] == "exchange" and not _can_pay(st, seat, e["pay"], workers):
            return False
        if e["kind"] == "extra_canal" and not _canal_options(st, seat, e["cost_multiplier"]):
            return False
        if e["kind"] == "extra_action" and not p["hand"]:
            return False
    return True


def activate(st, seat: int, card: int, ctx) -> None:
    """BRU-093..095/101: pay the worker (if any), turn the card (BRU-094/155), resolve its list. When the
    list opens with an exchange, nothing is paid or turned until the exchange is accepted (ER-03: a
    declined exchange leaves the card unturned). The engine has logged the activation."""
    c = K.card(card)
    if c.effects[0]["kind"] == "exchange":
        before = len(_pending(st))
        _ask_exchange(st, seat, card, 0, ctx, activation=True)
        _wait(st, before, _then(seat, card, 1))
        return
    _pay_activation(st, seat, card, ctx)
    resolve(st, seat, card, 0, ctx)


def _pay_activation(st, seat: int, card: int, ctx) -> None:
    """BRU-093/094: the worker of the icon to the supply; the card is turned until phase 4."""
    c = K.card(card)
    if c.worker:
        E.lose(st, seat, f"worker:{c.worker}", 1, ctx)
    _player(st, seat)["used"].append(card)


def _then(seat: int, card: int, nxt: int) -> dict | None:
    """Where a card's list goes on (None when nothing is left of it)."""
    return {"seat": seat, "card": card, "next": nxt} if nxt < len(K.card(card).effects) else None


def resolve(st, seat: int, card: int, start: int, ctx) -> None:
    """ER-01/02/08: the card's entries from `start`, in order; an entry whose condition is false does
    nothing; a person that left the play area stops; an entry waiting for a choice holds the rest."""
    c = K.card(card)
    for i in range(start, len(c.effects)):
        if not T.in_play(_player(st, seat), card):
            return  # ER-08
        e = c.effects[i]
        if "if" in e and not condition_holds(st, e["if"]):
            continue
        before = len(_pending(st))
        IMMEDIATE[e["kind"]](st, seat, card, i, e, ctx)
        if _wait(st, before, _then(seat, card, i + 1)):
            return


def _wait(st, before: int, then: dict | None) -> bool:
    """After a step: did it leave one of our decisions on the stack? Then the list waits for the lowest of
    them (it carries `then`). A decision of the engine (a victim's Fire) lets the list go on."""
    pending = _pending(st)
    for item in pending[before:]:
        if item["kind"] in DECISIONS and "then" not in item:
            if then is not None:
                item["then"] = then
            return True
    return False


def _go_on(st, before: int, item: dict, ctx) -> None:
    """A decision is complete: the card's list goes on (unless a new decision of ours holds it again)."""
    then = item.get("then")
    if then is not None and not _wait(st, before, then):
        resolve(st, then["seat"], then["card"], then["next"], ctx)


def _push(st, item: dict) -> None:
    E.push(st, item)


# ---- the immediate kinds (arrow, worker, once per round) --------------------------------------------------
# Each takes (st, seat, card, index of the entry, entry, ctx); one that needs a choice pushes a decision.

def gain(st, seat: int, resource: str, amount: int, ctx, card: int | None = None) -> None:
    """Take from the supply; worker:any asks the receiver for each worker's colour (BRU-153)."""
    if amount <= 0:
        return
    if resource == "worker:any":
        _push(st, {"kind": "worker", "seat": seat, "count": amount, "card": card})
        return
    E.gain(st, seat, resource, amount, ctx)


def _gain(st, seat, card, i, e, ctx):
    """gain (the Alchemist: 6 guilders, BRU-T13; the Queen: 1 point; the Accountant: 2 guilders)."""
    gain(st, seat, e["resource"], e["amount"], ctx, card)


def _gain_per(st, seat, card, i, e, ctx):
    """gain_per: amount x floor(count / divisor), counted now (an arrow person's own house counts)."""
    gain(st, seat, e["resource"], e["amount"] * (T.count(st, seat, e["per"]) // e["divisor"]), ctx, card)


def _gain_die(st, seat, card, i, e, ctx):
    """gain_die: guilders equal to a die of this round (action II modifiers do not apply)."""
    dice = st.data.get("dice")
    if not dice:
        return
    value = max(dice.values()) if e["die"] == "highest" else min(dice.values()) if e["die"] == "lowest" \
        else dice[e["die"]]
    gain(st, seat, "guilders", value, ctx, card)


def _draw_cards(st, seat, card, i, e, ctx):
    """draw_cards (the Servant, BRU-T13): one card at a time, the pile chosen before each; exhaustion as
    BRU-035..041 (the engine's draw); no card left anywhere: stop."""
    _draw_on(st, {"kind": "pile", "seat": seat, "card": card, "left": e["amount"], "purpose": "draw"}, ctx)


def _draw_discard(st, seat, card, i, e, ctx):
    """draw_discard (the Mathematician: draw 4, then discard 4): draw first; one card fewer to discard for
    each card that could not be drawn; all of the hand if it holds fewer."""
    _draw_on(st, {"kind": "pile", "seat": seat, "card": card, "left": e["draw"], "purpose": "draw",
                  "discard": e["discard"]}, ctx)


def _draw_on(st, item: dict, ctx) -> None:
    """Draw the cards still due: from the only pile left without asking, else ask which pile."""
    seat = item["seat"]
    while item["left"] > 0:
        open_piles = E.piles_open(st)
        if not open_piles:
            break
        if len(open_piles) > 1:
            _push(st, item)
            return
        _take_from_pile(st, item, open_piles[0], ctx)
    if "discard" in item:
        short = item["left"]  # cards that could not be drawn
        _discard_on(st, {"kind": "discard", "seat": seat, "card": item["card"],
                         "left": max(0, item["discard"] - short)}, ctx)


def _take_from_pile(st, item: dict, pile: int, ctx) -> None:
    if item["purpose"] == "house":
        _house_from_pile(st, item["seat"], pile, ctx)
    else:
        E.draw(st, item["seat"], pile, ctx)
    item["left"] -= 1


def _discard_on(st, item: dict, ctx) -> None:
    """Discard what is due: the whole hand without asking when it holds no more than that."""
    hand = _player(st, item["seat"])["hand"]
    if item["left"] <= 0 or not hand:
        return
    if len(hand) <= item["left"]:
        E.discard_cards(st, item["seat"], list(hand), ctx)
        return
    _push(st, item)


def _take_discard(st, seat, card, i, e, ctx):
    """take_discard: up to `amount` cards of the public discard pile into the hand (not a draw)."""
    if st.data["discard"]:
        _push(st, {"kind": "take", "seat": seat, "card": card, "left": e["amount"]})


def _discard_threats(st, seat, card, i, e, ctx):
    """discard_threats (the Jailer): up to `amount` own markers (of `colour`, or any), 1 point each
    (BRU-068); `all`: up to every marker of that colour. The owner chooses which and how many (ER-03)."""
    p = _player(st, seat)
    if e["amount"] == "all":
        left = sum(p["threats"].values()) if e["colour"] == "any" else p["threats"][e["colour"]]
    else:
        left = e["amount"]
    item = {"kind": "return", "seat": seat, "card": card, "left": left, "colour": e["colour"]}
    if left > 0 and _threat_colours(st, item):
        _push(st, item)


def _threat_colours(st, item: dict) -> list[str]:
    p = _player(st, item["seat"])
    allowed = COLOURS if item["colour"] == "any" else (item["colour"],)
    return [c for c in allowed if p["threats"][c] > 0]


def _advance_reputation(st, seat, card, i, e, ctx):
    """advance_reputation (BRU-054 reading): free steps, never past 12, an event per step moved."""
    E.advance(st, seat, e["steps"], ctx)


def _canal_options(st, seat: int, multiplier: int) -> list[tuple[str, int]]:
    """extra_canal: (section, price) of each section with a free space the owner can pay: the printed
    price x multiplier, less mod_build_canal discounts, never below 0."""
    p = _player(st, seat)
    discount, _ = canal_mod(st, seat)
    out = []
    for section in SECTIONS:
        nxt = T.next_space(p, seat, section)
        if nxt is None:
            continue
        price = max(0, CANAL_COST[nxt[0] - 1] * multiplier - discount)
        if p["guilders"] >= price:
            out.append((section, price))
    return out


def _extra_canal(st, seat, card, i, e, ctx):
    """extra_canal (the Acrobat: without a card, double price): counts like action IV for statues, third
    spaces, the majority and on_event build_canal (the engine's build_canal)."""
    options = _canal_options(st, seat, e["cost_multiplier"])
    if len(options) == 1:
        E.build_canal(st, seat, options[0][0], options[0][1], ctx)
    elif options:
        _push(st, {"kind": "canal", "seat": seat, "card": card, "multiplier": e["cost_multiplier"]})


def _extra_house(st, seat, card, i, e, ctx):
    """extra_house (the Carpenter): the top card of a pile of the owner's choice becomes a house of its
    back colour, no worker paid; it counts as drawing (BRU-035) and as building (on_event build_house)."""
    _draw_on(st, {"kind": "pile", "seat": seat, "card": card, "left": 1, "purpose": "house"}, ctx)


def _house_from_pile(st, seat: int, pile: int, ctx) -> None:
    cid = E.take_top(st, pile, ctx)
    if cid is not None:
        E.build_house(st, seat, cid, K.card(cid).colour, ctx)


def _extra_action(st, seat, card, i, e, ctx):
    """extra_action (the Coachman, BRU-102/T14): one more card and action now, not one of the 4 turns."""
    if _player(st, seat)["hand"]:
        E.extra_play(st, seat, ctx)


def _exchange(st, seat, card, i, e, ctx):
    """exchange (ER-03): always optional; only when all of `pay` can be paid."""
    _ask_exchange(st, seat, card, i, ctx, activation=False)


def _ask_exchange(st, seat: int, card: int, index: int, ctx, activation: bool) -> None:
    e = K.card(card).effects[index]
    p = _player(st, seat)
    workers = dict(p["workers"])
    c = K.card(card)
    if activation and c.worker:
        workers[c.worker] -= 1
    if _can_pay(st, seat, e["pay"], workers):
        _push(st, {"kind": "exchange", "seat": seat, "card": card, "entry": index, "activation": activation})


def _can_pay(st, seat: int, pay: list, workers: dict) -> bool:
    """Whether everything of an exchange's `pay` can be paid in full (no paying in part)."""
    p = _player(st, seat)
    need_any = 0
    workers = dict(workers)
    for x in pay:
        r, n = x["resource"], x["amount"]
        if r == "guilders" and p["guilders"] < n or r == "points" and p["score"] < n:
            return False
        if r == "worker:any":
            need_any += n
        elif r.startswith("worker:"):
            colour = r.split(":")[1]
            if workers[colour] < n:
                return False
            workers[colour] -= n
    return sum(workers.values()) >= need_any


def _steal(st, seat, card, i, e, ctx):
    """steal (the Beggar: each other player gives 2 workers or as many as they can): from each other player
    in seating order; the giver chooses worker colours (BRU-153/161); with points, the owner gains exactly
    what the others lost. Receiving is no event."""
    resource, n = e["resource"], e["amount"]
    later = []
    for v in others(st, seat):
        if resource == "worker:any":
            item = {"kind": "give", "seat": v, "to": seat, "card": card, "left": n}
            if _give_on(st, item, ctx):
                later.append(item)
        else:
            _hand_over(st, v, seat, resource, n, ctx)
    for item in reversed(later):  # the first giver on top: asked first
        _push(st, item)


def _hand_over(st, giver: int, taker: int, resource: str, n: int, ctx) -> int:
    """Up to n guilders, points or workers of one colour from one player to another, in one log line
    (the engine's lose and gain would log a return and a take)."""
    if resource == "points":
        moved = -E.score(st, giver, -n, ctx, log=False)
        E.score(st, taker, moved, ctx, log=False)
    else:
        p = _player(st, giver)
        if resource == "guilders":
            moved = min(n, p["guilders"])
            p["guilders"] -= moved
            _player(st, taker)["guilders"] += moved
        else:
            colour = resource.split(":")[1]
            moved = min(n, p["workers"][colour])
            p["workers"][colour] -= moved
            _player(st, taker)["workers"][colour] += moved
    if moved:
        _log(ctx, N_("{giver} gives {what} to {taker}."), giver=seat_ref(giver), what=K.amount(resource, moved),
             taker=seat_ref(taker))
    return moved


def _give_on(st, item: dict, ctx) -> bool:
    """A victim gives (to a player) or returns (to the supply) up to `left` workers: without asking while
    the colours leave no choice; True when the victim must choose (the item is to be pushed)."""
    p = _player(st, item["seat"])
    while item["left"] > 0:
        held = [c for c in COLOURS if p["workers"][c] > 0]
        if not held:
            return False
        if len(held) > 1 and sum(p["workers"][c] for c in held) > item["left"]:
            return True
        colour = held[0]
        n = min(item["left"], p["workers"][colour])
        _give_workers(st, item, colour, n, ctx)
    return False


def _give_workers(st, item: dict, colour: str, n: int, ctx) -> None:
    item["left"] -= n
    if item.get("to") is None:
        E.lose(st, item["seat"], f"worker:{colour}", n, ctx)
    else:
        _hand_over(st, item["seat"], item["to"], f"worker:{colour}", n, ctx)


def _opponents_lose(st, seat, card, i, e, ctx):
    """opponents_lose (the Troublemaker: each other player returns 1 canal token): each other player in
    seating order returns up to `amount` to the supply; the loser chooses worker colours and the section
    (its outermost token; a statue taken is kept, BRU-078/136)."""
    what, n = e["what"], e["amount"]
    later = []
    for v in others(st, seat):
        if what == "worker:any":
            item = {"kind": "give", "seat": v, "to": None, "card": card, "left": n}
            if _give_on(st, item, ctx):
                later.append(item)
        elif what == "canal_token":
            item = {"kind": "lose", "seat": v, "card": card, "left": n}
            if _lose_on(st, item, ctx):
                later.append(item)
        else:
            E.lose(st, v, what, n, ctx)
    for item in reversed(later):
        _push(st, item)


def _lose_on(st, item: dict, ctx) -> bool:
    """A victim loses up to `left` canal tokens: without asking while only one section has any; True when
    the victim must choose."""
    p = _player(st, item["seat"])
    while item["left"] > 0:
        built = [s for s in SECTIONS if p["canal"][s] > 0]
        if not built:
            return False
        if len(built) > 1:
            return True
        E.remove_canal(st, item["seat"], built[0], ctx)
        item["left"] -= 1
    return False


def _opponents_threat(st, seat, card, i, e, ctx):
    """opponents_threat (the Poisoner, the Inquisitor): each other player in seating order receives a
    marker; a third strikes at once with the victim's own choices (the engine's give_threat, BRU-057/128)."""
    for v in others(st, seat):
        E.give_threat(st, v, e["colour"], ctx)


def _recall_person(st, seat, card, i, e, ctx):
    """recall_person (the Conjurer): optionally one OTHER person back into the hand (ER-03)."""
    if [c for c in T.persons(_player(st, seat)) if c != card]:
        _push(st, {"kind": "recall", "seat": seat, "card": card})


IMMEDIATE = {
    "gain": _gain, "gain_per": _gain_per, "gain_die": _gain_die, "draw_cards": _draw_cards,
    "draw_discard": _draw_discard, "take_discard": _take_discard, "discard_threats": _discard_threats,
    "advance_reputation": _advance_reputation, "extra_canal": _extra_canal, "extra_house": _extra_house,
    "extra_action": _extra_action, "exchange": _exchange, "steal": _steal, "opponents_lose": _opponents_lose,
    "opponents_threat": _opponents_threat, "recall_person": _recall_person,
}
assert set(IMMEDIATE) == set(K.IMMEDIATE)
# The always-on kinds are answered by the queries above, the laurel kinds by SCORES.
ANSWERED_BY = {"mod_take_workers": take_workers, "mod_take_guilders": take_guilders,
               "mod_discard_threat": discard_threat_mod, "mod_build_canal": canal_mod,
               "mod_build_house": house_any_worker, "mod_recruit": recruit_discount,
               "mod_reputation": reputation_discount, "hand_size": hand_size, "on_event": event,
               "penalty_shield": shielded, "majority_bonus": majority_bonus, **SCORES}
assert set(IMMEDIATE) | set(ANSWERED_BY) == set(K.KINDS)


# ---- the decisions: legal actions and handlers ------------------------------------------------------------
# A handler pops its item, does one step, and either pushes the item again (more to choose) or goes on
# with the card's list (_go_on).

def _colour_word(c: str):
    return K.COLOUR_WORDS[c]


def _fewest_first(counts: dict) -> list[str]:
    return sorted(COLOURS, key=lambda c: (counts[c], COLOURS.index(c)))


def _most_first(counts: dict, colours) -> list[str]:
    return sorted(colours, key=lambda c: (-counts[c], COLOURS.index(c)))


def _worker_legal(st, seat: int, item: dict) -> list[Action]:
    """`worker C`: the colour of one worker gained; default the colour held least."""
    best = _fewest_first(_player(st, seat)["workers"])[0]
    return [Action(f"worker {c}", K.workers_of(c, 1), N_("Workers"), default=(c == best), data=("worker", c))
            for c in COLOURS]


def _worker_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    E.gain(st, seat, f"worker:{action.data[1]}", 1, ctx)
    item["count"] -= 1
    if item["count"] > 0:
        _push(st, item)
        return
    _go_on(st, before, item, ctx)


def _pile_legal(st, seat: int, item: dict) -> list[Action]:
    """`pile a|b`: the pile of the next card (its top's back colour is public); default pile A."""
    out = []
    for i in E.piles_open(st):
        top = st.data["piles"][i]["top"]
        out.append(Action(f"pile {PILES[i]}", msg(N_("Pile {pile} ({colour} back)"), pile=PILES[i].upper(),
                                                  colour=_colour_word(K.card(top).colour)),
                          N_("Piles"), default=not out, data=("pile", i)))
    return out


def _pile_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    _take_from_pile(st, item, action.data[1], ctx)
    _draw_on(st, item, ctx)
    if pending[before:] and pending[before] is item:
        return  # asked again for the next card
    _go_on(st, before, item, ctx)


def _discard_legal(st, seat: int, item: dict) -> list[Action]:
    """`discard N`: a hand card to the discard pile; default the cheapest."""
    hand = sorted(set(_player(st, seat)["hand"]))
    cheapest = min(hand, key=lambda c: (K.card(c).price, c))
    return [Action(f"discard {c}", K.name(c), N_("Discard"), default=(c == cheapest), data=("discard", c))
            for c in hand]


def _discard_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    E.discard_cards(st, seat, [action.data[1]], ctx)
    item["left"] -= 1
    _discard_on(st, item, ctx)
    if pending[before:] and pending[before] is item:
        return
    _go_on(st, before, item, ctx)


_COLOUR_GROUPS = {"blue": N_("Blue cards"), "brown": N_("Brown cards"), "red": N_("Red cards"),
                  "purple": N_("Purple cards"), "yellow": N_("Yellow cards")}


def _take_legal(st, seat: int, item: dict) -> list[Action]:
    """`take N` | `stop`: a card of the discard pile (grouped by colour); default stop."""
    out = [Action(f"take {c}", K.name(c), _COLOUR_GROUPS[K.card(c).colour], data=("take", c))
           for c in sorted(set(st.data["discard"]))]
    stop = N_("Take no more") if item.get("taken") else N_("Take none")
    return out + [Action("stop", stop, N_("End"), default=True, data=("stop",))]


def _take_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    if action.data[0] == "take":
        E.take_discard(st, seat, action.data[1], ctx)
        item["left"] -= 1
        item["taken"] = item.get("taken", 0) + 1
        if item["left"] > 0 and st.data["discard"]:
            _push(st, item)
            return
    _go_on(st, before, item, ctx)


def _return_legal(st, seat: int, item: dict) -> list[Action]:
    """`return C` | `stop`: one marker back, 1 point; default the colour held most (a marker returned is
    never a loss)."""
    p = _player(st, seat)
    colours = _most_first(p["threats"], _threat_colours(st, item))
    out = [Action(f"return {c}", K.threats_of(c, 1), N_("Threat"), default=(i == 0), data=("return", c))
           for i, c in enumerate(colours)]
    stop = N_("Return no more") if item.get("returned") else N_("Return none")
    return out + [Action("stop", stop, N_("End"), default=not out, data=("stop",))]


def _return_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    if action.data[0] == "return":
        E.discard_threat(st, seat, action.data[1], ctx)
        item["left"] -= 1
        item["returned"] = item.get("returned", 0) + 1
        if item["left"] > 0 and _threat_colours(st, item):
            _push(st, item)
            return
    _go_on(st, before, item, ctx)


def _recall_legal(st, seat: int, item: dict) -> list[Action]:
    """`recall N` | `skip`: another person back into the hand; default skip."""
    out = [Action(f"recall {c}", K.name(c), N_("Recall"), data=("recall", c))
           for c in T.persons(_player(st, seat)) if c != item["card"]]
    return out + [Action("skip", N_("Recall nobody"), N_("End"), default=True, data=("skip",))]


def _recall_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    if action.data[0] == "recall":
        E.recall_person(st, seat, action.data[1], ctx)
    _go_on(st, before, item, ctx)


def _exchange_legal(st, seat: int, item: dict) -> list[Action]:
    """`exchange` | `skip`: the optional exchange; default skip."""
    e = K.card(item["card"]).effects[item["entry"]]
    label = msg(N_("Pay {pay} for {gain}"), pay=_amounts(e["pay"]), gain=_amounts(e["gain"]))
    return [Action("exchange", label, N_("Exchange"), data=("exchange",)),
            Action("skip", N_("Do not exchange"), N_("End"), default=True, data=("skip",))]


def _amounts(items: list):
    return K.joined_and([K.amount(x["resource"], x["amount"]) for x in items])


def _exchange_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    """Accepted: (the activation's worker and turn, if it waited for this), then the payment, then the
    gain. Declined: an activation that opened with it is not used at all (the card stays unturned)."""
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    card = item["card"]
    if action.data[0] == "skip":
        _log(ctx, N_("{who} does not exchange."), who=seat_ref(seat))
        if item["activation"]:
            return  # ER-02/03: nothing of the card happens
        _go_on(st, before, item, ctx)
        return
    if item["activation"]:
        _pay_activation(st, seat, card, ctx)
    e = K.card(card).effects[item["entry"]]
    any_workers = 0
    for x in e["pay"]:
        if x["resource"] == "worker:any":
            any_workers += x["amount"]
        else:
            E.lose(st, seat, x["resource"], x["amount"], ctx)
    pay = {"kind": "pay", "seat": seat, "to": None, "card": card, "left": any_workers, "gain": e["gain"]}
    if any_workers and _give_on(st, pay, ctx):
        _push(st, pay)  # its handler gives the gain; the list waits for it (_go_on)
    else:
        _gain_all(st, seat, e["gain"], card, ctx)
    _go_on(st, before, item, ctx)


def _gain_all(st, seat: int, gains: list, card: int, ctx) -> None:
    for x in gains:
        gain(st, seat, x["resource"], x["amount"], ctx, card)


def _give_legal(st, seat: int, item: dict) -> list[Action]:
    """`give C` (a victim) or `pay C` (the owner paying an exchange): one worker of a colour held; default
    the colour held most."""
    p = _player(st, seat)
    colours = _most_first(p["workers"], [c for c in COLOURS if p["workers"][c] > 0])
    verb = "pay" if item["kind"] == "pay" else "give"
    out = []
    for i, c in enumerate(colours):
        if item["kind"] == "pay":
            label = msg(N_("Pay {what}"), what=K.workers_of(c, 1))
        elif item.get("to") is None:
            label = msg(N_("Return {what}"), what=K.workers_of(c, 1))
        else:
            label = msg(N_("Give {what}"), what=K.workers_of(c, 1))
        out.append(Action(f"{verb} {c}", label, N_("Workers"), default=(i == 0), data=(verb, c)))
    return out


def _give_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    _give_workers(st, item, action.data[1], 1, ctx)
    if _give_on(st, item, ctx):
        _push(st, item)
        return
    if item["kind"] == "pay":  # the exchange's payment is complete: now its gain
        _gain_all(st, seat, item["gain"], item["card"], ctx)
    _go_on(st, before, item, ctx)


def _lose_legal(st, seat: int, item: dict) -> list[Action]:
    """`lose left|right`: the victim's section that loses its outermost token; default the longer section
    whose outermost token is not on a third space (a third-space token scores 3, BRU-074)."""
    p = _player(st, seat)
    built = [s for s in SECTIONS if p["canal"][s] > 0]
    best = sorted(built, key=lambda s: (p["canal"][s] == 3, -p["canal"][s], SECTIONS.index(s)))[0]
    return [Action(f"lose {s}", msg(N_("Token on space {space} of the {section} section"), space=p["canal"][s],
                                    section=_SECTION_WORDS[s]),
                   N_("Canal"), default=(s == best), data=("lose", s)) for s in built]


_SECTION_WORDS = {"left": N_("left"), "right": N_("right")}


def _lose_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    E.remove_canal(st, seat, action.data[1], ctx)
    item["left"] -= 1
    if _lose_on(st, item, ctx):
        _push(st, item)
        return
    _go_on(st, before, item, ctx)


def _canal_legal(st, seat: int, item: dict) -> list[Action]:
    """`canal left|right`: the section of the extra token and its price; default the cheaper."""
    options = _canal_options(st, seat, item["multiplier"])
    p = _player(st, seat)
    cheapest = min(options, key=lambda o: (o[1], SECTIONS.index(o[0])))[0]
    return [Action(f"canal {s}", msg(N_("Space {space} of the {section} section for {guilders}"),
                                     space=p["canal"][s] + 1, section=_SECTION_WORDS[s], guilders=K.guilders(price)),
                   N_("Canal"), default=(s == cheapest), data=("canal", s, price)) for s, price in options]


def _canal_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    pending = _pending(st)
    pending.pop()
    before = len(pending)
    E.build_canal(st, seat, action.data[1], action.data[2], ctx)
    _go_on(st, before, item, ctx)


DECISIONS = {
    "worker": (_worker_legal, _worker_perform),
    "pile": (_pile_legal, _pile_perform),
    "discard": (_discard_legal, _discard_perform),
    "take": (_take_legal, _take_perform),
    "return": (_return_legal, _return_perform),
    "recall": (_recall_legal, _recall_perform),
    "exchange": (_exchange_legal, _exchange_perform),
    "pay": (_give_legal, _give_perform),
    "give": (_give_legal, _give_perform),
    "lose": (_lose_legal, _lose_perform),
    "canal": (_canal_legal, _canal_perform),
}


def choose_workers(st, seat: int, count: int, ctx=None) -> None:
    """Ask `seat` the colours of `count` workers it gains (worker:any; action I with choose_colour)."""
    gain(st, seat, "worker:any", count, ctx)


# ---- what each decision asks (game.prompt) -----------------------------------------------------------------

def prompt(st, seat: int, item: dict):
    """The question of an effect decision, naming the card that asks it."""
    kind = item["kind"]
    card = K.name(item["card"]) if item.get("card") else N_("Your take-workers action")
    if kind == "worker":
        return plural("{card}: choose the colour of the worker you gain.",
                      "{card}: choose the colour of each of the {n} workers you gain, one at a time.", "n",
                      card=card, n=item["count"])
    if kind == "pile":
        if item["purpose"] == "house":
            return msg(N_("{card}: choose the pile whose top card becomes your house."), card=card)
        return plural("{card}: choose the pile of the card you draw.",
                      "{card}: choose the pile of each of the {n} cards you draw, one at a time.", "n",
                      card=card, n=item["left"])
    if kind == "discard":
        return plural("{card}: discard a card from your hand.",
                      "{card}: discard {n} cards from your hand, one at a time.", "n", card=card, n=item["left"])
    if kind == "take":
        return plural("{card}: you may take a card from the discard pile.",
                      "{card}: you may take up to {n} cards from the discard pile, one at a time.", "n",
                      card=card, n=item["left"])
    if kind == "return":
        return plural("{card}: you may return a threat marker for 1 point.",
                      "{card}: you may return up to {n} threat markers, 1 point each, one at a time.", "n",
                      card=card, n=item["left"])
    if kind == "recall":
        return msg(N_("{card}: you may take one of your other persons back into your hand."), card=card)
    if kind == "exchange":
        return msg(N_("{card}: do you exchange?"), card=card)
    if kind == "pay":
        return plural("{card}: choose the colour of the worker you pay.",
                      "{card}: choose the colours of the {n} workers you pay, one at a time.", "n",
                      card=card, n=item["left"])
    if kind == "give":
        if item.get("to") is None:
            return plural("{card}: choose the colour of the worker you return.",
                          "{card}: choose the colours of the {n} workers you return, one at a time.", "n",
                          card=card, n=item["left"])
        return plural("{card}: choose the colour of the worker you give to {taker}.",
                      "{card}: choose the colours of the {n} workers you give to {taker}, one at a time.", "n",
                      card=card, n=item["left"], taker=seat_ref(item["to"]))
    if kind == "lose":
        return msg(N_("{card}: choose the canal section that loses its outermost token."), card=card)
    return msg(N_("{card}: choose the section of your new canal token."), card=card)


# engine.py imports this module while it loads (engine.FX); importing it last lets either module be loaded
# first and each find the other complete when a function runs.
from rules.bruges import engine as E  # noqa: E402
