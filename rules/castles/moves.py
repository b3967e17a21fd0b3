"""Legal actions per named decision, in player language, and how each one is performed.

Grammar (canonical texts; D = depot 1-6, V = a die value, S = a duchy space 1-37, C = goods colour 1-6):
  take D TILE [with V]        take a tile from depot D with a die showing D (or V shifted by monastery #12)
  place TILE@S [with V]       place a stored tile with a die showing S's number (or V shifted by #9-#11)
  sell C                      sell every goods tile of colour C (with a die showing C)
  workers V | workers         take 2 workers with the die showing V (castle action: no die)
  adjust V to T               spend workers to turn a die showing V into T (COB-050..052)
  buy black TILE [with N worker(s)] / buy D TILE   the once-per-turn purchase (COB-080, #6)
  end-turn | skip             end the turn / decline an optional building effect
  discard TILE                make room in full storage (COB-062)
  discard private TILE        team game: the tile on the own private space when a shared one is alike (COB-236)
  store shared | store private   team game: where a new tile goes when both spaces are free (COB-236)
  ship D [keep C C]           a ship's depot, and the new colours kept when not all fit (COB-091/092)
  start S | start B@S         the starting castle's space (and duchy side B) when the player chooses (COB-022)
Tile modules (extra_tiles.py, white_castles.py, inns.py):
  buy workers                 monastery 28: 2 workers for 1 silver, any number of times (COB-193)
  crane B                     the crane uses building B's effect (COB-194)
  geese A                     the geese join the herd of animal A (COB-196)
  adjust V to T               (white castle's action) workers count the white die's V as T (COB-205)
  buy inn [with N worker(s)]  the top inn beside the black depot (COB-211)
  shield D N | set V to T ... the shields module's actions and decisions: see shields.py
"""
from __future__ import annotations

from functools import lru_cache

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import extra_tiles as XT
from rules.castles import inns as INNS
from rules.castles import team as T
from rules.castles import shields as SH
from rules.castles import solo, terms
from rules.castles import white_castles as WC
from rules.castles import trade_routes as TR
from rules.castles.components import SCORING, TILES, board, ring_neighbours
from rules.core import Action
from rules.core.text import N_, english, msg, plural, seat as seat_ref

FREE_PLACE = {9: ("building",), 10: ("river", "pasture"), 11: ("castle", "mine", "monastery")}  # COB-159..161
BUILDING_TAKE = ("market_take", "carpenter_take", "church_take")
# the tile whose optional effect a "skip" declines, by decision: the log names it
SKIPPED_TILE = {"market_take": "market", "carpenter_take": "carpenter", "church_take": "church",
                "warehouse_sell": "warehouse", "city_hall_place": "cityhall", "ship_adjacent": "mon5"}


def _wrap(v: int) -> int:
    return (v - 1) % 6 + 1


def shift_cost(p: dict, v: int, t: int) -> int:
    """Workers needed to turn v into t: 1 per step, wrapping 6<->1 (COB-051); #8: up to 2 per worker."""
    dist = min((t - v) % 6, (v - t) % 6)
    return (dist + 1) // 2 if D.has_mon(p, 8) else dist


def unused_dice(d: dict, seat: int) -> list[int]:
    out = []
    for i, v in enumerate(d["dice"][seat]):
        if not d["used"][i] and v not in out:
            out.append(v)
    return sorted(out)


# ---- legal actions ----------------------------------------------------------------------------

def legal(st, seat: int) -> list[Action]:
    d = st.data
    decision = d["decision"]
    if decision == "die_action":
        return _die_actions(st, seat)
    if decision in ("castle_bonus_action", "solo_target_action"):  # COB-095; COB-265: as for a castle
        return _castle_actions(st, seat)
    if decision in SH.DECISIONS:
        return SH.legal(st, seat)
    if decision in solo.DECISIONS:
        return solo.legal(st, seat)
    if decision == "start_castle":
        return _start_actions(d, seat)
    if decision == "choose_storage_discard":
        return _discard_actions(d, seat)
    if decision == "choose_storage_space":
        return T.storage_actions()
    if decision in ("ship_depot", "ship_adjacent"):
        return _ship_actions(st, seat, decision)
    if decision in BUILDING_TAKE or decision == TR.TAKE:  # a building's or a trade route space's take
        entry = d["pending"][-1]
        out = [_take(dep, c, None) for dep, c in E.depot_tiles_of(d, entry["kinds"])]
        return out + [_skip()]
    if decision == "warehouse_sell":
        p = E.estate(d, seat)
        out = [_sell(c, p["goods"][c], None) for c in range(1, 7) if p["goods"][c]]
        return out + [_skip()]
    if decision == "city_hall_place":
        out = [_place(c, s, None, True) for c, s in E.city_hall_options(st, seat)]
        return out + [_skip()]
    if decision in TILE_DECISIONS:
        return TILE_DECISIONS[decision](st, seat)
    return []


def _discard_actions(d: dict, seat: int) -> list[Action]:
    """COB-062: any stored tile the player may use; in the team game the private one is named when the
    shared spaces hold the same tile, since the new tile takes the space the discarded one leaves."""
    shared = E.estate(d, seat)["storage"]
    own = E.private_storage(d, seat) or []
    out = [Action(f"discard {c}", msg(N_("Discard {tile}"), tile=terms.tile(c)), N_("Discard"), default=not i,
                  data=("discard", c, None)) for i, c in enumerate(sorted(set(shared) | set(own)))]
    out += [T.discard_private(c) for c in sorted(set(own) & set(shared))]
    return out


def _start_actions(d: dict, seat: int) -> list[Action]:
    """COB-022: the starting castle's dark-green space (and the duchy's side, when there is a choice)."""
    options = E.start_castle_options(d, seat)
    sides = len({key for key, _ in options}) > 1
    out = []
    for key, space in options:
        if sides:
            out.append(Action(f"start {key}@{space}", msg(N_("Duchy {duchy}, castle on space {space} (die {die})"),
                                                          duchy=key, space=space, die=board(key).die[space]),
                              N_("Start"), default=not out,
                              data=("start", key, space)))
        else:
            out.append(Action(f"start {space}", msg(N_("Starting castle on space {space} (die {die})"), space=space,
                                                    die=board(key).die[space]), N_("Start"),
                              default=not out, data=("start", key, space)))
    return out


def _skip() -> Action:
    return Action("skip", N_("Skip this effect"), N_("End"), default=True, data=("skip",))


# Actions are immutable, so the same one is built once and reused (legal_actions runs twice per move).
@lru_cache(maxsize=None)
def _take(dep: int, code: str, die) -> Action:
    if die is None or dep == die:
        return Action(f"take {dep} {code}", msg(N_("Take {tile} from depot {depot}"), tile=terms.tile(code), depot=dep),
                      N_("Take"), data=("take", die, dep, code))
    return Action(f"take {dep} {code} with {die}",
                  msg(N_("Take {tile} from depot {depot} (die {die})"), tile=terms.tile(code), depot=dep, die=die),
                  N_("Take"), data=("take", die, dep, code))


@lru_cache(maxsize=None)
def _place(code: str, space: int, die, exact: bool) -> Action:
    if exact:
        return Action(f"place {code}@{space}",
                      msg(N_("Place {tile} on space {space}"), tile=terms.tile(code), space=space),
                      N_("Place"), data=("place", die, code, space))
    return Action(f"place {code}@{space} with {die}",
                  msg(N_("Place {tile} on space {space} (die {die})"), tile=terms.tile(code), space=space, die=die),
                  N_("Place"), data=("place", die, code, space))


@lru_cache(maxsize=None)
def _sell(colour: int, count: int, die) -> Action:
    return Action(f"sell {colour}", msg(N_("Sell {count} {goods}"), count=count, goods=terms.goods(colour, count)),
                  N_("Sell"), data=("sell", die, colour))


@lru_cache(maxsize=None)
def _workers(die, default: bool) -> Action:
    if die is None:
        return Action("workers", N_("Take workers"), N_("Workers"), default=default, data=("workers", None))
    return Action(f"workers {die}", msg(N_("Take workers with die {die}"), die=die), N_("Workers"), default=default,
                  data=("workers", die))


@lru_cache(maxsize=None)
def _adjust(v: int, t: int, cost: int) -> Action:
    return Action(f"adjust {v} to {t}", msg(N_("Turn die {die} into {value} ({workers})"), die=v, value=t,
                                            workers=terms.workers(cost)),
                  N_("Workers"), data=("adjust", v, t, cost))


@lru_cache(maxsize=None)
def _end(default: bool, forfeit: bool) -> Action:
    # the forfeit's label has no closing brackets: the service reads a label typed without them ("gaukler" for
    # "Gaukler (87)"), and "end turn" at a turn not begun must get explain.late_end instead
    return Action("end-turn", N_("End turn: unused dice are lost") if forfeit else N_("End turn"), N_("End"),
                  default=default, data=("end",))


def _die_actions(st, seat: int) -> list[Action]:
    d = st.data
    p = E.estate(d, seat)
    b = board(p["board"])
    die_of = b.die
    out: list[Action] = []
    dice = unused_dice(d, seat)
    free_take = D.has_mon(p, 12)
    free_colours = set()
    for number, colours in FREE_PLACE.items():
        if D.has_mon(p, number):
            free_colours.update(colours)
    # where each stored tile could go with these dice (one more each way for #9-#11); matched per die below
    near = tuple({n for v in dice for n in (v, _wrap(v - 1), _wrap(v + 1))})
    spots = [(code, D.spaces_for(b, p, code, near if TILES[code]["colour"] in free_colours else tuple(dice)))
             for code in sorted(set(E.usable_storage(d, seat)))]
    seen = set()
    for v in dice:
        # take (COB-060; #12 COB-162)
        targets = (v, _wrap(v - 1), _wrap(v + 1)) if free_take else (v,)
        for dep in targets:
            for code in d["depots"][dep - 1]:
                if code is None:
                    continue
                action = _take(dep, code, v)
                if action.text not in seen:
                    seen.add(action.text)
                    out.append(action)
        # place (COB-070; #9-#11 COB-159..161)
        for code, spaces in spots:
            shifted = TILES[code]["colour"] in free_colours
            for space in spaces:
                number = die_of[space]
                if number == v:
                    action = _place(code, space, v, True)
                elif shifted and (number == _wrap(v - 1) or number == _wrap(v + 1)):
                    action = _place(code, space, v, False)
                else:
                    continue
                if action.text not in seen:
                    seen.add(action.text)
                    out.append(action)
        # sell (COB-075)
        if p["goods"][v]:
            out.append(_sell(v, p["goods"][v], v))
    # take workers (COB-078): the default is the lowest die, the least useful one
    for i, v in enumerate(dice):
        out.append(_workers(v, i == 0))
    # adjust a die with workers (COB-050..052)
    workers = p["workers"]
    if workers:
        for v in dice:
            for t in range(1, 7):
                cost = shift_cost(p, v, t)
                if t != v and cost <= workers:
                    out.append(_adjust(v, t, cost))
    if E.module_on(d, "extra_tiles"):  # monastery 28 (COB-193)
        out.extend(XT.die_actions(st, seat))
    if E.module_on(d, "shields"):
        out.extend(SH.die_actions(st, seat))  # a pair takes a shield (COB-281); shield 16
    out.extend(_buy_actions(st, seat))
    out.append(_end(not dice, bool(dice)))
    return out


def _buy_actions(st, seat: int) -> list[Action]:
    """COB-047/080/081; monastery #6 (COB-156): any depot, workers may pay."""
    d = st.data
    if not E.can_buy(st, seat):
        return []
    p = E.estate(d, seat)
    price = SCORING["purchase_price"]
    sources = [("black", c) for c in sorted({c for c in d["black"] if c is not None})]
    payments = [(price, 0)]
    if D.has_mon(p, 6):
        sources += E.depot_tiles_of(d, ("castle", "mine", "monastery", "building", "pasture", "river"))
        payments = [(price - w, w) for w in range(price + 1)]
    payments = [(s, w) for s, w in payments if s <= p["silver"] and w <= p["workers"]]
    out = INNS.buy_actions(st, seat, payments) if E.module_on(d, "inns") else []
    for src, code in sources:
        for silver, workers in payments:
            text = f"buy {src} {code}"
            tile = terms.tile(code)
            if workers:
                text += f" with {workers} worker{'s' if workers > 1 else ''}"
                label = msg(N_("Buy {tile} (black, {workers})"), tile=tile, workers=terms.workers(workers)) \
                    if src == "black" else msg(N_("Buy {tile} (depot {depot}, {workers})"), tile=tile, depot=src,
                                               workers=terms.workers(workers))
            else:
                label = msg(N_("Buy {tile} (black depot)"), tile=tile) if src == "black" else \
                    msg(N_("Buy {tile} (depot {depot})"), tile=tile, depot=src)
            out.append(Action(text, label, N_("Buy"), data=("buy", src, code, silver, workers)))
    return out


def _castle_actions(st, seat: int) -> list[Action]:
    """COB-095: one extra action as if with a die of any value."""
    d = st.data
    p = E.estate(d, seat)
    b = board(p["board"])
    out = []
    for dep in range(1, 7):
        for code in sorted({c for c in d["depots"][dep - 1] if c is not None}):
            out.append(_take(dep, code, None))
    for code in sorted(set(E.usable_storage(d, seat))):
        for space in D.spaces_for(b, p, code, None):
            out.append(_place(code, space, None, True))
    for c in range(1, 7):
        if p["goods"][c]:
            out.append(_sell(c, p["goods"][c], None))
    if E.module_on(d, "shields"):
        out.extend(SH.castle_actions(st, seat))  # shield 11 (COB-295)
    out.append(_workers(None, True))
    return out


def _ship_actions(st, seat: int, decision: str) -> list[Action]:
    d = st.data
    p = E.estate(d, seat)
    if decision == "ship_depot":
        depots = E.depots_with_goods(d)
    else:
        depots = [n for n in ring_neighbours(d["pending"][-1]["depot"]) if d["depot_goods"][n - 1]]
    out = []
    for dep in depots:
        goods = d["depot_goods"][dep - 1]
        choices = E.goods_choices(p, goods, solo.goods_colour_limit(d))
        for keep in choices:
            text = f"ship {dep}" if len(choices) == 1 else f"ship {dep} keep " + " ".join(map(str, keep))
            out.append(Action(text, ship_label(p, dep, goods, keep), N_("Ship"), default=not out,
                              data=("ship", dep, keep)))
    if decision == "ship_adjacent":
        out.append(Action("skip", N_("Skip the adjacent depot"), N_("End"), default=False, data=("skip",)))
    return out


def ship_label(p: dict, dep: int, goods: list[int], keep: tuple) -> str:
    """What a ship takes from depot `dep` (the colours held, and the new ones kept), and what stays."""
    allowed = {c for c in range(1, 7) if p["goods"][c]} | set(keep)
    taken = [g for g in goods if g in allowed]
    left = [g for g in goods if g not in allowed]
    label = msg(N_("Depot {depot}: {goods}"), depot=dep, goods=terms.goods_list(taken)) if taken else \
        msg(N_("Depot {depot}: nothing fits"), depot=dep)
    if left:  # what stays, when a button has room for it (measured in English, the shorter language)
        longer = plural("{label} ({left} stays)", "{label} ({left} stay)", "n", label=label,
                        left=terms.goods_list(left), n=len(left))
        if len(english(longer)) <= 40:
            return longer
    return label


# The tile modules' decisions (name -> legal actions) and action kinds (kind -> handler).
TILE_DECISIONS = {**XT.DECISIONS, **WC.DECISIONS}
TILE_HANDLERS = {**XT.HANDLERS, **WC.HANDLERS}


# ---- performing ---------------------------------------------------------------------------------

def _use_die(d: dict, seat: int, value) -> None:
    if value is None:
        return
    dice = d["dice"][seat]
    for i in range(2):
        if not d["used"][i] and dice[i] == value:
            d["used"][i] = True
            return


def perform(st, seat: int, action: Action, ctx) -> None:
    d = st.data
    data = action.data
    kind = data[0]
    decision = d["decision"]
    if kind == "start":
        E.choose_start_castle(st, seat, data[1], data[2], ctx)
        return
    entry = None
    if kind in TILE_HANDLERS:  # the tile modules' actions settle their own pending entries
        TILE_HANDLERS[kind](st, seat, data, ctx)
        E.settle(st, ctx)
        return
    if decision not in ("die_action", "choose_storage_discard"):
        entry = d["pending"].pop()  # the effect this decision answers is settled now
    if kind in SH.ACTIONS:
        SH.perform(st, seat, data, ctx)
        E.settle(st, ctx)
        return
    if kind == "take":
        _, die, dep, code = data
        _use_die(d, seat, die)
        E.take_from_depot(st, seat, dep, code, ctx)
    elif kind == "place":
        _, die, code, space = data
        _use_die(d, seat, die)
        E.place(st, seat, code, space, ctx)
    elif kind == "sell":
        _, die, colour = data
        _use_die(d, seat, die)
        E.sell(st, seat, colour, ctx)
    elif kind == "workers":
        _use_die(d, seat, data[1])
        E.take_workers(st, seat, ctx)
    elif kind == "adjust":
        _, v, t, cost = data
        dice = d["dice"][seat]
        i = next(i for i in range(2) if not d["used"][i] and dice[i] == v)
        dice[i] = t
        d["shifted"] = d.get("shifted", []) + [i]  # the dice changed this turn (in sight of all; the AI reads it)
        E.estate(d, seat)["workers"] -= cost
        ctx.log(N_("{who} spends {workers}: die {die} becomes {value}."), who=seat_ref(seat),
                workers=terms.workers(cost), die=v, value=t)
    elif kind == "buy":
        _, src, code, silver, workers = data
        p = E.estate(d, seat)
        p["silver"] -= silver
        p["workers"] -= workers
        d["bought"] = True
        if src == "inn":  # COB-211
            INNS.bought(st, seat, ctx)
        elif src == "black":
            ctx.log(N_("{who} buys {tile} from the black depot."), who=seat_ref(seat), tile=terms.tile(code))
        else:
            ctx.log(N_("{who} buys {tile} from depot {depot}."), who=seat_ref(seat), tile=terms.tile(code), depot=src)
        if src == "black":
            E.take_from_black(st, seat, code, ctx)
        elif src != "inn":
            slots = d["depots"][src - 1]
            slots[slots.index(code)] = None
            E.store(st, seat, code, ctx)
    elif kind == "discard":
        E.discard_and_store(st, seat, data[1], ctx, data[2])
    elif kind == "store":  # COB-236: a shared space or the player's own
        private = data[1] == "private"
        E.put_in_storage(d, seat, entry["tile"], private)
        ctx.log(T.STORED[private], who=seat_ref(seat), tile=terms.tile(entry["tile"]))
    elif kind == "ship":
        _, dep, keep = data
        E.ship_take(st, seat, dep, keep, ctx)
        p = E.estate(d, seat)
        if decision == "ship_depot" and D.has_mon(p, 5):  # COB-155
            if any(d["depot_goods"][n - 1] for n in ring_neighbours(dep)):
                d["pending"].append({"kind": "ship_adjacent", "depot": dep})
    elif kind == "end":
        d["used"] = [True, True]
        d["bought"] = True
        ctx.log(N_("{who} ends the turn."), who=seat_ref(seat))
    elif kind == "skip" and decision == "solo_trade":  # COB-260: no trade
        ctx.log(N_("{who} keeps the goods."), who=seat_ref(seat))
    elif kind == "skip" and decision in SKIPPED_TILE:
        ctx.log(N_("{who} skips the effect of {tile}."), who=seat_ref(seat), tile=terms.tile(SKIPPED_TILE[decision]))
    elif kind == "skip":
        ctx.log(N_("{who} skips the effect."), who=seat_ref(seat))
    elif kind in solo.KINDS:
        solo.perform(st, seat, data, ctx)
    E.settle(st, ctx)
