"""The flow of play (setup, 12 rounds of three phases, the end), the one `settle` that names the next decision,
the only draws from hidden things (the deck, the dice, setup's shuffles), and the primitives card effects call.

State (st.data, plain JSON):
  round 1..12, phase 0 (setup) | 1 cards | 2 dice | 3 actions, stage ("draft" | "start" in phase 0),
  decision (the named decision), pending (stack of items {"kind", "seat", ...}; the top is decided first),
  over, board (digest of the city/sea data), cards (digest of the card file), deck (hidden, sorted, drawn with st.rng.draw), discard (public),
  offices [[a, b] x 12] (face up; round r's pair at index r-1, emptied when it goes to the display), display (this round's cards, in draw order,
  offices last), tribute [gold, pp], dice {colour: value as rolled} | None, districts [{owner, tile} x 30],
  ports {port id: filled delivery spaces}, wall [[seats bottom..top] x 16], queue (seats still to act in the
  draft, the starting cubes, phase 1 and sequential phase 2), order (phase-3 order, fixed at its start: K-02),
  turn (index into order), players: [{gold, pp, penalties, board [cards, max 5], active_cards [cards],
  rose [{colour: n} x 6] (index 0 = sector 1), cubes {colour: n} (active), ship (space id), goods [goods],
  jokers [uses made per joker tile], used {str(card): uses this round}, done {district, wall, tribute, ship
  (spaces moved)}, gained {gold, pp} (this round), picks [[colour, sector]] (phase-2 dice this round),
  start (starting cubes placed: 0, 1, 2)}].

Decisions (moves.py has their actions): draft, start, start2, take, die (sequential) | dice (simultaneous),
turn; pending kinds the engine answers: pay (a cube of any colour to pay), cube (a cube of any colour
gained), ship_free (a free ship move); other pending kinds belong to effects.DECISIONS.

Primitives for effects.py (each logs its public line):
  gain(st, seat, what, n, ctx)           what "gold" | "pp" | a colour | "cube:any" (pushes `cube` choices)
  pay(st, seat, what, n, ctx) -> bool    same kinds; False (nothing paid) when the seat cannot pay;
                                         "cube:any" pushes `pay` choices (auto-paid when there is no choice)
  push(st, item)                         a decision of item["seat"] on top of the stack
  move_wall(st, seat, spaces, ctx, free=True) -> int   advance a wall disc (Brunnen, Wachposten: free)
  move_ship(st, seat, to, ctx, free=True)              move a ship to a space (free: no cubes)
  free_ship(st, seat, spaces, ctx, card=None)          push a choice: move the ship up to N spaces, free
  deliver(st, seat, good, ctx) -> int    sell one goods tile in the port the ship is in; the PP scored
  discard_card(st, seat, card, ctx)      an activated or unactivated card of the seat to the discard pile
  penalty(st, seat, ctx)                 one -3 penalty marker
helpers: wall_order(st), is_first(st, seat), is_last(st, seat), office_count(st, seat, colour=None),
  activated(st, seat, type=None) -> [cards], used_this_round(st, seat, card), empty_spaces(st, seat),
  districts_owned(st, seat), dark_owned(st, seat), cube_total(st, seat), leader/last on prestige
  (prestige_rank), card(cid) (components).

Hooks asked of effects.py (a missing function means "no effect"; names and answers in HOOKS below).
"""
from __future__ import annotations

from rules.macao import city as C
from rules.macao import rose as R
from rules.macao import terms
from rules.macao import wall as W
from rules.macao.components import (CARD_SPACES, COLOURS, DISPLAY_DRAW, GOODS, JOKER_GOLD, OFFICES_PER_ROUND,
                                    REMOVED, ROSE_SECTORS, ROUNDS, START_GOLD, WALL_SPACES, board, card,
                                    current_board, deck_ids, effective, office_ids)
from rules.core.text import N_, listing, msg, seat as seat_ref
from rules.macao import cards as _cards

try:  # CARDS' effects; until it exists, no card has an effect
    from rules.macao import effects as FX
except ImportError:  # pragma: no cover - only before effects.py lands
    FX = None

# Every hook point once: name -> (arguments, what it answers, the answer when effects.py has none).
HOOKS = {
    "usable": ("st, seat", "[card ids] the seat may use now in its phase-3 turn", []),
    "use": ("st, seat, card, ctx", "use an activated card (the engine has counted it in used)", None),
    "activation_discount": ("st, seat, card", "card id of a discount (Archiv, Kran, Heiler) for activating `card`, "
                            "or None", None),
    "activation_by_gold": ("st, seat, card", "(card id, gold) to pay instead of cubes (Graf), or None", None),
    "activation_free": ("st, seat, card", "card id letting `card` be activated without spending (Handwerker)", None),
    "on_activate": ("st, seat, card, ctx", "after a card was activated (Baumeister, Kämmerer, Spital)", None),
    "district_discount": ("st, seat", "card id of a one-cube district discount (Spekulant), or None", None),
    "district_by_gold": ("st, seat", "(card id, gold) to pay instead of a district's cubes (Herold), or None", None),
    "districts_per_round": ("st, seat", "districts the seat may take this round (Nachtwächter: 2)", 1),
    "on_district": ("st, seat, district, tile, ctx", "after a district was taken (Brunnen, Zimmerman)", None),
    "tributes_per_round": ("st, seat", "tribute purchases this round (Diplomat: 2)", 1),
    "on_tribute": ("st, seat, ctx", "after a tribute purchase (Botschaft, Gesandter)", None),
    "joker_uses": ("st, seat", "how often each joker tile may be cashed (Gaukler: 2)", 1),
    "delivery_points": ("st, seat, good, value", "PP for a delivery onto a space worth `value` (warehouses)", None),
    "on_deliver": ("st, seat, good, ctx", "after a delivery (Böttcherei, Leuchtturm)", None),
    "on_ship": ("st, seat, spaces, ctx", "after the ship moved `spaces` spaces (Kapitän)", None),
    "wall_on_top": ("st, seat", "whether the seat's disc is always the top of its stack (Turm)", False),
    "may_skip_card": ("st, seat", "whether the seat may take no card in phase 1 (Müssiggänger)", False),
    "die_shift": ("st, seat", "card id letting a die's cubes go one sector off (Meister), or None", None),
    "on_die": ("st, seat, colour, value, sector, ctx", "after the seat took cubes for a die (Forscher, Professor)",
               None),
    "on_phase": ("st, phase, ctx", "at the start of phase 1, 2 or 3 (all seats)", None),
    "no_card_penalty": ("st, seat", "whether unactivated cards cost no penalty at the end (Abt)", False),
    "end_points": ("st, seat", "{card id: PP} of the seat's game-end cards", {}),
    "card_text": ("card", "the effect of a card as a message", None),
}

_HOOKS_FOUND: dict = {}


def hook(name: str, default, *args):
    """Ask effects.py's `name`; `default` when it has none."""
    f = _HOOKS_FOUND.get(name, 0)
    if f == 0:
        f = _HOOKS_FOUND[name] = getattr(FX, name, None) if FX is not None else None
    return default if f is None else f(*args)


def fx_decisions() -> dict:
    return getattr(FX, "DECISIONS", {}) if FX is not None else {}


ENGINE_PENDING = ("pay", "cube", "ship_free")


def _log(ctx, key, **params) -> None:
    if ctx is not None:
        ctx.log(key, **params)


# ---- setup (MAC-010..021) -------------------------------------------------------------------------------

def new_player(start: str) -> dict:
    """MAC-010/011: 5 gold, ship on the start space, an empty board and wind rose."""
    return {"gold": START_GOLD, "pp": 0, "penalties": 0, "board": [], "active_cards": [],
            "rose": [{} for _ in range(ROSE_SECTORS)], "cubes": {}, "ship": start, "goods": [], "jokers": [],
            "used": {}, "done": {"district": 0, "wall": 0, "tribute": 0, "ship": 0}, "gained": {"gold": 0, "pp": 0},
            "picks": [], "start": 0}


def setup(st) -> None:
    """MAC-010..021: tiles on the districts, office cards in pairs on the rounds, the deck, a random wall
    stack (K-01), then the opening draft of players + 2 cards in reverse wall order."""
    b = current_board()
    rng = st.rng
    tiles = sorted(g for g in GOODS for _ in range(3))  # MAC-014: 3 tiles per good, one per light district
    districts = []
    for i in range(b.districts):
        districts.append({"owner": None, "tile": "joker" if b.dark[i] else rng.draw(tiles)})
    offices = rng.shuffled(office_ids())  # MAC-015
    pairs = [sorted(offices[i:i + OFFICES_PER_ROUND]) for i in range(0, len(offices), OFFICES_PER_ROUND)]
    stack = rng.shuffled(range(st.n))  # K-01: the initial stack order is random
    st.data = {
        "round": 1, "phase": 0, "stage": "draft", "decision": "draft", "pending": [], "over": False,
        "board": b.digest, "cards": _cards.fingerprint(), "deck": sorted(deck_ids()), "discard": [], "offices": pairs[:ROUNDS], "display": [],
        "tribute": [0, 0], "dice": None, "districts": districts, "ports": {pid: 0 for pid in b.ports},
        "wall": [[] for _ in range(WALL_SPACES)], "queue": [], "order": [], "turn": 0,
        "players": [new_player(b.start) for _ in range(st.n)],
    }
    st.data["wall"][0] = list(stack)  # bottom..top
    st.cache["board"] = b
    # MAC-019/210: players + 2 cards; reverse wall order chooses
    st.data["display"] = [draw_card(st) for _ in range(st.n + 2)]
    st.data["queue"] = list(reversed(wall_order(st)))
    settle(st, None)


def draw_card(st) -> int:
    """The only draw from the face-down deck (MAC-016/030)."""
    return st.rng.draw(st.data["deck"])


# ---- the decision machine ----------------------------------------------------------------------------

def settle(st, ctx) -> None:
    """Run automatic steps until the game waits for a decision; name it."""
    d = st.data
    while True:
        if d["over"]:
            d["decision"] = "over"
            return
        pending = d["pending"]
        if pending:
            top = pending[-1]
            if top["kind"] == "pay" and _auto_pay(st, top, ctx):
                continue
            if top["kind"] == "ship_free" and top["spaces"] <= 0:
                pending.pop()
                continue
            d["decision"] = top["kind"]
            return
        phase = d["phase"]
        if phase == 0:
            if d["queue"]:
                seat = d["queue"][0]
                d["decision"] = "draft" if d["stage"] == "draft" else (
                    "start" if d["players"][seat]["start"] == 0 else "start2")
                return
            if d["stage"] == "draft":
                _discard_display(st, ctx)
                d["stage"] = "start"
                d["queue"] = wall_order(st)  # MAC-020/021
                continue
            start_round(st, ctx)
            continue
        if phase == 1:
            if d["queue"]:
                d["decision"] = "take"
                return
            _discard_display(st, ctx)  # MAC-034
            start_phase2(st, ctx)
            continue
        if phase == 2:
            if simultaneous(st):
                if any(len(d["players"][s]["picks"]) < 2 for s in range(st.n)):
                    d["decision"] = "dice"
                    return
                resolve_dice(st, ctx)
                continue
            if d["queue"]:
                d["decision"] = "die"
                return
            start_phase3(st, ctx)
            continue
        if d["turn"] < len(d["order"]):
            d["decision"] = "turn"
            return
        end_round(st, ctx)


def to_act(st) -> list[int]:
    d = st.data
    if d["over"]:
        return []
    if d["pending"]:
        return [d["pending"][-1]["seat"]]
    if d["phase"] in (0, 1):
        return [d["queue"][0]]
    if d["phase"] == 2:
        if simultaneous(st):
            return [s for s in range(st.n) if len(d["players"][s]["picks"]) < 2]
        return [d["queue"][0]]
    return [d["order"][d["turn"]]]


def simultaneous(st) -> bool:
    return st.options.get("dice_choice") == "simultaneous"


def push(st, item: dict) -> None:
    """A decision of item["seat"] on top of the stack: asked before anything below it goes on."""
    st.data["pending"].append(item)


def _discard_display(st, ctx) -> None:
    d = st.data
    if d["display"]:
        _log(ctx, N_("To the discard pile: {cards}."), cards=listing(terms.name(c) for c in d["display"]))
        d["discard"].extend(d["display"])
        d["display"] = []


# ---- rounds -------------------------------------------------------------------------------------------

def start_round(st, ctx) -> None:
    """MAC-030..032: 4 cards from the deck and the round's 2 office cards; the tribute from all 6; then the
    last 1 (3 players) or 2 (2 players) cards drawn are removed."""
    d = st.data
    d["phase"] = 1
    d["stage"] = None
    drawn = [draw_card(st) for _ in range(min(DISPLAY_DRAW, len(d["deck"])))]
    offices = d["offices"][d["round"] - 1]
    d["offices"][d["round"] - 1] = []  # the pair leaves its segment for the display
    shown = drawn + list(offices)
    d["tribute"] = [sum(card(c).tribute[0] for c in shown), sum(card(c).tribute[1] for c in shown)]  # MAC-031
    _log(ctx, N_("Round {round}: the cards are {cards}; the tribute is {gold} for {pp}."), round=d["round"],
         cards=listing(terms.name(c) for c in shown), gold=terms.gold(d["tribute"][0]), pp=terms.pp(d["tribute"][1]))
    removed = REMOVED.get(st.n, 0)
    if removed:
        gone = drawn[len(drawn) - removed:]
        drawn = drawn[:len(drawn) - removed]
        d["discard"].extend(gone)
        _log(ctx, N_("Removed for the number of players: {cards}."), cards=listing(terms.name(c) for c in gone))
    d["display"] = drawn + list(offices)
    d["queue"] = wall_order(st)  # MAC-033
    hook("on_phase", None, st, 1, ctx)


def start_phase2(st, ctx) -> None:
    """MAC-040: roll the six dice (the only roll); MAC-044: picks in wall order, or all at once."""
    d = st.data
    d["phase"] = 2
    d["dice"] = {c: st.rng.die() for c in COLOURS}
    if ctx is not None:
        ctx.reveal()
    conv = {c: effective(v, d["round"]) for c, v in d["dice"].items()}
    _log(ctx, N_("The dice: {dice}."), dice=listing(
        msg(N_("{colour} {value}"), colour=terms.colour(c), value=d["dice"][c]) if conv[c] == d["dice"][c]
        else msg(N_("{colour} {value} (counts as {counted})"), colour=terms.colour(c), value=d["dice"][c],
                 counted=conv[c]) for c in COLOURS))
    for p in d["players"]:
        p["picks"] = []
    d["queue"] = [] if simultaneous(st) else wall_order(st)
    hook("on_phase", None, st, 2, ctx)


def die_value(st, colour: str) -> int:
    """MAC-041: the die's value as it counts this round."""
    return effective(st.data["dice"][colour], st.data["round"])


def take_die(st, seat: int, colour: str, sector: int, ctx) -> None:
    """MAC-042/043: cubes of the die's colour, as many as its value, at the sector (its value, or one off with
    Meister)."""
    p = st.data["players"][seat]
    value = die_value(st, colour)
    R.add(p, sector, colour, value)
    _log(ctx, N_("{player} takes {cubes} for sector {sector}."), player=seat_ref(seat), cubes=terms.cubes(colour, value),
         sector=sector)
    hook("on_die", None, st, seat, colour, value, sector, ctx)


def turn_rose(st, seat: int, ctx) -> None:
    """MAC-045/046: turn the wind rose; an arrow pointing at no cube is a penalty marker."""
    p = st.data["players"][seat]
    active = R.turn(p)
    if not R.total(active):
        _log(ctx, N_("{player}'s arrow points at no cube: a penalty marker."), player=seat_ref(seat))
        penalty(st, seat, None)
    else:
        _log(ctx, N_("{player}'s active cubes: {cubes}."), player=seat_ref(seat), cubes=terms.cube_set(active))


def rose_turned(st, seat: int) -> bool:
    """MAC-045: whether the seat's wind rose has turned this round (its second die taken; with simultaneous
    picks, once all have come to light). Before, sector 1's cubes are this round's active cubes."""
    d = st.data
    if d["phase"] == 3:
        return True
    return d["phase"] == 2 and not simultaneous(st) and len(d["players"][seat]["picks"]) >= 2


def pick_die(st, seat: int, colour: str, sector: int, ctx) -> None:
    """One pick of phase 2 (MAC-042): sequential picks take effect at once; the second turns the rose.
    Simultaneous picks stay secret until everyone has picked both (resolve_dice)."""
    d = st.data
    p = d["players"][seat]
    p["picks"].append([colour, sector])
    if simultaneous(st):
        if ctx is not None:
            ctx.private(seat, N_("You pick the {colour} die for sector {sector}."), colour=terms.colour(colour),
                        sector=sector)
            if len(p["picks"]) == 2:
                ctx.log(N_("{player} has chosen."), player=seat_ref(seat))
        return
    take_die(st, seat, colour, sector, ctx)
    if len(p["picks"]) == 2:
        turn_rose(st, seat, ctx)
        d["queue"].pop(0)


def resolve_dice(st, ctx) -> None:
    """Simultaneous picks come to light together and are applied in wall order."""
    if ctx is not None:
        ctx.reveal()
    d = st.data
    for s in wall_order(st):
        for colour, sector in d["players"][s]["picks"]:
            take_die(st, s, colour, sector, ctx)
        turn_rose(st, s, ctx)
    start_phase3(st, ctx)


def start_phase3(st, ctx) -> None:
    """MAC-051, K-02: the order of phase 3 is the wall order at its start."""
    d = st.data
    d["phase"] = 3
    d["order"] = wall_order(st)
    d["turn"] = 0
    hook("on_phase", None, st, 3, ctx)


def end_turn(st, seat: int, ctx) -> None:
    """MAC-054/079: the seat passes; unspent active cubes go back to the supply."""
    d = st.data
    p = d["players"][seat]
    p["cubes"] = {}
    _log(ctx, N_("{player} passes."), player=seat_ref(seat))
    d["turn"] += 1


def end_round(st, ctx) -> None:
    """After phase 3: the next round, or the end after round 12 (MAC-200)."""
    d = st.data
    for p in d["players"]:
        p["used"] = {}
        p["done"] = {"district": 0, "wall": 0, "tribute": 0, "ship": 0}
        p["gained"] = {"gold": 0, "pp": 0}
    if d["round"] >= ROUNDS:
        end_game(st, ctx)
        return
    d["round"] += 1
    d["dice"] = None
    start_round(st, ctx)


def end_game(st, ctx) -> None:
    """MAC-201: a penalty marker per unactivated card, unless Abt; the game is over (scoring.py)."""
    d = st.data
    for s in range(st.n):
        p = d["players"][s]
        if p["board"] and not hook("no_card_penalty", False, st, s):
            for _ in p["board"]:
                p["penalties"] += 1
            _log(ctx, N_("{player} takes {count} penalty markers for unactivated cards."), player=seat_ref(s),
                 count=len(p["board"]))
    d["over"] = True
    d["decision"] = "over"


# ---- phase 1: cards ----------------------------------------------------------------------------------

def take_card(st, seat: int, cid: int | None, replace: int | None, discard_new: bool, ctx) -> None:
    """MAC-033..036: a card of the display onto a free space; with 5 full, one of the 6 is discarded and a
    penalty taken. cid None: Müssiggänger takes nothing (MAC-035)."""
    d = st.data
    p = d["players"][seat]
    d["queue"].pop(0)
    if cid is None:
        _log(ctx, N_("{player} takes no card."), player=seat_ref(seat))
        return
    d["display"].remove(cid)
    _log(ctx, N_("{player} takes {card}."), player=seat_ref(seat), card=terms.name(cid))
    if len(p["board"]) < CARD_SPACES:
        p["board"].append(cid)
        return
    if discard_new:
        d["discard"].append(cid)
        _log(ctx, N_("{player} has no free space and discards {card}."), player=seat_ref(seat), card=terms.name(cid))
    else:
        p["board"].remove(replace)
        p["board"].append(cid)
        d["discard"].append(replace)
        _log(ctx, N_("{player} has no free space and discards {card}."), player=seat_ref(seat),
             card=terms.name(replace))
    penalty(st, seat, ctx)


def draft_card(st, seat: int, cid: int, ctx) -> None:
    """MAC-019: a card of the opening draft onto the seat's board."""
    d = st.data
    d["display"].remove(cid)
    d["players"][seat]["board"].append(cid)
    d["queue"].pop(0)
    _log(ctx, N_("{player} takes {card}."), player=seat_ref(seat), card=terms.name(cid))


def starting_cubes(st, seat: int, colour: str, ctx) -> None:
    """MAC-021: 1 cube at sector 1, then 2 cubes of one colour at sector 2."""
    d = st.data
    p = d["players"][seat]
    if p["start"] == 0:
        R.add(p, 1, colour, 1)
        p["start"] = 1
        _log(ctx, N_("{player} puts {cubes} at sector 1."), player=seat_ref(seat), cubes=terms.cubes(colour, 1))
    else:
        R.add(p, 2, colour, 2)
        p["start"] = 2
        d["queue"].pop(0)
        _log(ctx, N_("{player} puts {cubes} at sector 2."), player=seat_ref(seat), cubes=terms.cubes(colour, 2))


# ---- phase 3: the actions (moves.py calls these after checking) ----------------------------------------

def activate(st, seat: int, cid: int, how: str, save: str | None, ctx) -> None:
    """MAC-055..057: pay the card's cost from the active cubes (or as a card allows) and activate it.
    how: "cubes" (save: the colour a discount card spares), "gold" (Graf), "free" (Handwerker)."""
    d = st.data
    p = d["players"][seat]
    c = card(cid)
    if how == "gold":
        src, gold = hook("activation_by_gold", None, st, seat, cid)
        p["gold"] -= gold
        mark_used(p, src)
        paid = terms.gold(gold)
    elif how == "free":
        mark_used(p, hook("activation_free", None, st, seat, cid))
        paid = N_("nothing")
    else:
        cost = dict(c.cost)
        if save is not None:
            cost[save] -= 1
            mark_used(p, hook("activation_discount", None, st, seat, cid))
        R.take(p["cubes"], cost)
        paid = terms.cube_set(cost)
    p["board"].remove(cid)
    p["active_cards"].append(cid)
    _log(ctx, N_("{player} activates {card}, paying {paid}."), player=seat_ref(seat), card=terms.name(cid), paid=paid)
    hook("on_activate", None, st, seat, cid, ctx)


def mark_used(p: dict, cid) -> None:
    """Count a use of a card this round (p["used"], keys are str(card id))."""
    if cid is not None:
        key = str(cid)
        p["used"][key] = p["used"].get(key, 0) + 1


def used_this_round(st, seat: int, cid: int) -> int:
    return st.data["players"][seat]["used"].get(str(cid), 0)


def take_district(st, seat: int, i: int, how: str, save: str | None, ctx) -> None:
    """MAC-060..065: pay the district's cubes (or 3 gold with Herold), put a control marker on it, take its
    tile: goods onto the ship space (MAC-063), a joker beside the board (MAC-064)."""
    d = st.data
    p = d["players"][seat]
    b = board(st)
    if how == "gold":
        src, gold = hook("district_by_gold", None, st, seat)
        p["gold"] -= gold
        mark_used(p, src)
        paid = terms.gold(gold)
    else:
        cost = dict(b.cost[i])
        if save is not None:
            cost[save] -= 1
            mark_used(p, hook("district_discount", None, st, seat))
        R.take(p["cubes"], cost)
        paid = terms.cube_set(cost)
    tile = C.take(st, seat, i)
    p["done"]["district"] += 1
    if tile == "joker":
        p["jokers"].append(0)
    elif tile is not None:
        p["goods"].append(tile)
    _log(ctx, N_("{player} takes control of district {district}, paying {paid}, and takes {tile}."),
         player=seat_ref(seat), district=i + 1, paid=paid,
         tile=N_("a joker") if tile == "joker" else (terms.good(tile) if tile else N_("nothing")))
    hook("on_district", None, st, seat, i, tile, ctx)


def wall_action(st, seat: int, spaces: int, ctx) -> None:
    """MAC-067: once per round, n spaces for 2n-1 cubes of any colours (chosen in `pay` decisions)."""
    p = st.data["players"][seat]
    p["done"]["wall"] = 1
    move_wall(st, seat, spaces, ctx, free=False)
    pay(st, seat, "cube:any", 2 * spaces - 1, ctx)


def ship_action(st, seat: int, to: str, ctx) -> None:
    """MAC-070: move the ship along the route, 1 cube of any colour per space."""
    p = st.data["players"][seat]
    spaces = board(st).distance[p["ship"]][to]
    move_ship(st, seat, to, ctx, free=False)
    pay(st, seat, "cube:any", spaces, ctx)


def buy_tribute(st, seat: int, ctx) -> None:
    """MAC-075: pay the tribute's gold, receive its PP (once per round; Diplomat twice)."""
    d = st.data
    p = d["players"][seat]
    gold, points = d["tribute"]
    p["gold"] -= gold
    p["done"]["tribute"] += 1
    _log(ctx, N_("{player} pays {gold} for the tribute."), player=seat_ref(seat), gold=terms.gold(gold))
    gain(st, seat, "pp", points, ctx)
    hook("on_tribute", None, st, seat, ctx)


def cash_joker(st, seat: int, what: str, ctx) -> None:
    """MAC-064 (K-03: during the owner's turn): a joker tile for 1 cube of any colour or 3 gold, then it is
    removed from the game (Gaukler: each tile twice)."""
    p = st.data["players"][seat]
    uses = hook("joker_uses", 1, st, seat)
    p["jokers"][0] += 1
    if p["jokers"][0] >= uses:
        p["jokers"].pop(0)
    _log(ctx, N_("{player} cashes a joker."), player=seat_ref(seat))
    if what == "gold":
        gain(st, seat, "gold", JOKER_GOLD, ctx)
    else:
        gain(st, seat, what, 1, ctx)


def use_card(st, seat: int, cid: int, ctx) -> None:
    """MAC-078/081: use an activated card (effects.py); the engine counts the use."""
    p = st.data["players"][seat]
    mark_used(p, cid)
    _log(ctx, N_("{player} uses {card}."), player=seat_ref(seat), card=terms.name(cid))
    hook("use", None, st, seat, cid, ctx)


# ---- primitives for effects.py --------------------------------------------------------------------------

def gain(st, seat: int, what: str, n: int, ctx) -> None:
    """The seat gains n gold, PP, cubes of a colour (to the active cubes, MAC-084), or cubes of any colour
    ("cube:any": one `cube` choice per cube). Gold and PP gained are counted for the round (Kapelle,
    Pfandleihe)."""
    if n <= 0:
        return
    p = st.data["players"][seat]
    if what == "cube:any":
        push(st, {"kind": "cube", "seat": seat, "n": n})
        return
    if what in ("gold", "pp"):
        p[what] += n
        p["gained"][what] += n
    elif what in COLOURS:
        p["cubes"][what] = p["cubes"].get(what, 0) + n
    else:
        raise ValueError(f"cannot gain {what}")
    _log(ctx, N_("{player} gains {amount}."), player=seat_ref(seat), amount=terms.amount(what, n))


def can_pay(st, seat: int, what: str, n: int) -> bool:
    p = st.data["players"][seat]
    if what in ("gold", "pp"):
        return p[what] >= n
    if what in COLOURS:
        return p["cubes"].get(what, 0) >= n
    if what == "cube:any":
        return R.total(p["cubes"]) >= n
    raise ValueError(f"cannot pay {what}")


def pay(st, seat: int, what: str, n: int, ctx) -> bool:
    """The seat pays n gold, PP, cubes of a colour, or cubes of any colours ("cube:any": `pay` choices, paid
    at once when there is no choice). False, and nothing paid, when it cannot."""
    if n <= 0:
        return True
    if not can_pay(st, seat, what, n):
        return False
    p = st.data["players"][seat]
    if what == "cube:any":
        item = {"kind": "pay", "seat": seat, "n": n}
        if not _auto_pay(st, item, ctx):
            push(st, item)
        return True
    if what in ("gold", "pp"):
        p[what] -= n
    else:
        R.take(p["cubes"], {what: n})
    _log(ctx, N_("{player} pays {amount}."), player=seat_ref(seat), amount=terms.amount(what, n))
    return True


def _auto_pay(st, item: dict, ctx) -> bool:
    """Pay cubes of any colours without asking when there is no choice: a single colour held, or exactly as
    many cubes as owed. Pops the item if it is on the stack."""
    p = st.data["players"][item["seat"]]
    cubes = p["cubes"]
    n = item["n"]
    if len(cubes) > 1 and R.total(cubes) > n:
        return False
    if len(cubes) == 1:
        paid = {next(iter(cubes)): n}
    else:
        paid = dict(cubes)
    R.take(cubes, paid)
    _log(ctx, N_("{player} pays {cubes}."), player=seat_ref(item["seat"]), cubes=terms.cube_set(paid))
    pending = st.data["pending"]
    if pending and pending[-1] is item:
        pending.pop()
    return True


def pay_cube(st, seat: int, colour: str, ctx) -> None:
    """Answer to a `pay` item: one cube of that colour."""
    item = st.data["pending"][-1]
    R.take(st.data["players"][seat]["cubes"], {colour: 1})
    _log(ctx, N_("{player} pays {cubes}."), player=seat_ref(seat), cubes=terms.cubes(colour, 1))
    item["n"] -= 1
    if item["n"] <= 0:
        st.data["pending"].pop()


def gain_cube(st, seat: int, colour: str, ctx) -> None:
    """Answer to a `cube` item: one cube of that colour."""
    item = st.data["pending"][-1]
    item["n"] -= 1
    if item["n"] <= 0:
        st.data["pending"].pop()
    gain(st, seat, colour, 1, ctx)


def penalty(st, seat: int, ctx) -> None:
    """MAC-036/046: a control marker flipped to -3 on the penalty space."""
    st.data["players"][seat]["penalties"] += 1
    _log(ctx, N_("{player} takes a penalty marker."), player=seat_ref(seat))


def move_wall(st, seat: int, spaces: int, ctx, free: bool = True) -> int:
    """Advance the seat's wall disc (MAC-067..069); free moves (Brunnen, Wachposten) are not the wall action.
    Returns the spaces actually moved."""
    start = W.position(st, seat)
    if start >= WALL_SPACES or spaces <= 0:
        return 0
    end = W.place(st, seat, start + spaces)
    _log(ctx, N_("{player} moves on the wall to space {space}."), player=seat_ref(seat), space=end)
    return end - start


def move_ship(st, seat: int, to: str, ctx, free: bool = True) -> int:
    """Move the ship to a space (MAC-070/071); the spaces moved count for the round (Kapitän). Returns them."""
    p = st.data["players"][seat]
    b = board(st)
    spaces = b.distance[p["ship"]][to]
    p["ship"] = to
    p["done"]["ship"] += spaces
    _log(ctx, N_("{player} sails to {space}."), player=seat_ref(seat), space=terms.space(to, b))
    hook("on_ship", None, st, seat, spaces, ctx)
    return spaces


def free_ship(st, seat: int, spaces: int, ctx, card: int | None = None) -> None:
    """Push a choice: move the ship up to `spaces` spaces without cubes (Segelmacherei, Steuermann)."""
    push(st, {"kind": "ship_free", "seat": seat, "spaces": spaces, "card": card})


def deliver(st, seat: int, good: str, ctx) -> int:
    """MAC-072/073: sell one tile of `good` in the port the ship is in, on its highest free delivery space;
    warehouses may change the PP (delivery_points), then on_deliver (Böttcherei, Leuchtturm)."""
    from rules.macao import sea
    d = st.data
    p = d["players"][seat]
    pid = p["ship"]
    value = sea.next_value(st, pid)
    p["goods"].remove(good)
    d["ports"][pid] += 1
    points = hook("delivery_points", None, st, seat, good, value)
    points = value if points is None else points
    _log(ctx, N_("{player} delivers {good} to {port}."), player=seat_ref(seat), good=terms.good(good),
         port=terms.port(pid, board(st)))
    gain(st, seat, "pp", points, ctx)
    hook("on_deliver", None, st, seat, good, ctx)
    return points


def discard_card(st, seat: int, cid: int, ctx) -> None:
    """A card of the seat (activated or on its board) to the open discard pile (Totengräber)."""
    d = st.data
    p = d["players"][seat]
    if cid in p["active_cards"]:
        p["active_cards"].remove(cid)
    else:
        p["board"].remove(cid)
    d["discard"].append(cid)
    _log(ctx, N_("{player} discards {card}."), player=seat_ref(seat), card=terms.name(cid))


# ---- helpers ------------------------------------------------------------------------------------------

def wall_order(st) -> list[int]:
    """MAC-025: the turn order read from the wall."""
    return W.order(st)


def is_first(st, seat: int) -> bool:
    return W.is_first(st, seat)


def is_last(st, seat: int) -> bool:
    return W.is_last(st, seat)


def activated(st, seat: int, type: str | None = None) -> list[int]:
    """The seat's activated cards (MAC-080), of one type ("office", "building", "person") if given."""
    cards = st.data["players"][seat]["active_cards"]
    return list(cards) if type is None else [c for c in cards if card(c).type == type]


def office_count(st, seat: int, colour: str | None = None) -> int:
    """Activated office cards of the seat, of one colour if given."""
    return sum(1 for c in st.data["players"][seat]["active_cards"]
               if card(c).type == "office" and (colour is None or card(c).colour == colour))


def empty_spaces(st, seat: int) -> int:
    return CARD_SPACES - len(st.data["players"][seat]["board"])


def districts_owned(st, seat: int) -> int:
    return len(C.owned(st, seat))


def dark_owned(st, seat: int) -> int:
    return C.dark_owned(st, seat)


def cube_total(st, seat: int) -> int:
    return R.total(st.data["players"][seat]["cubes"])


def prestige_rank(st, seat: int) -> str | None:
    """K-05: "first" when strictly ahead of all others on the prestige track, "last" when strictly behind
    all others, else None."""
    mine = st.data["players"][seat]["pp"]
    others = [p["pp"] for s, p in enumerate(st.data["players"]) if s != seat]
    if all(mine > o for o in others):
        return "first"
    if all(mine < o for o in others):
        return "last"
    return None
