"""Legal actions per named decision, in player language, and one handler per action kind.

Grammar (canonical texts; N = a card's number, D = a district's number 1..30, C = a cube colour):
  draft N                                 opening draft (MAC-019)
  start C | start2 C                      starting cubes: 1 at sector 1, then 2 of one colour at sector 2 (MAC-021)
  take N | take N replace M | take N discard | take none    phase 1 (MAC-033..036; none: Müssiggänger)
  die C | die C at S                      phase 2, a die (Meister: one sector off) (MAC-042, MAC-158)
  activate N [save C | with gold | free]  phase 3: activate a card (discount sparing a C cube; Graf; Handwerker)
  district D [save C | with gold]         take control of a district (Spekulant; Herold)
  wall K                                  advance K spaces on the wall (2K-1 cubes)
  ship to SPACE                           move the ship (1 cube per space); SPACE a port or sea space id
  deliver GOOD                            sell a goods tile in the port the ship is in
  tribute                                 buy the round's prestige
  use N                                   use an activated card
  joker cube C | joker gold               cash a joker tile
  pass                                    end the phase-3 turn
  pay C                                   a cube of any colour owed (wall, ship, cards)
  cube C                                  a cube of any colour gained
  ship to SPACE | ship stay               a free ship move (Segelmacherei, Steuermann)
Effect decisions are effects.py's (its DECISIONS: kind -> (legal(st, seat, item), perform(st, seat, item,
action, ctx))); this file merges them.
"""
from __future__ import annotations

from rules.macao import engine as E
from rules.macao import rose as R
from rules.macao import sea
from rules.macao import terms
from rules.macao import wall as W
from rules.macao.components import CARD_SPACES, COLOURS, ROSE_SECTORS, board, card, wall_cost
from rules.core import Action
from rules.core.moves import Moves
from rules.core.text import N_, msg

G_DRAFT, G_START, G_TAKE, G_DIE = N_("Draft"), N_("Starting cubes"), N_("Take"), N_("Dice")
G_ACTIVATE, G_DISTRICT, G_WALL, G_SHIP, G_DELIVER, G_TRIBUTE, G_USE, G_JOKER, G_PASS = (
    N_("Activate"), N_("District"), N_("Wall"), N_("Ship"), N_("Deliver"), N_("Tribute"), N_("Use card"),
    N_("Joker"), N_("Pass"))
G_PAY, G_CUBE = N_("Pay"), N_("Cube")


def legal(st, seat: int) -> list[Action]:
    d = st.data
    decision = d["decision"]
    if decision == "over":
        return []
    fx = E.fx_decisions()
    if decision in fx:
        return fx[decision][0](st, seat, d["pending"][-1])
    return LEGAL[decision](st, seat)


# ---- setup ---------------------------------------------------------------------------------------------

def _draft(st, seat):
    return [Action(f"draft {c}", terms.card_ref(c), G_DRAFT, default=i == 0, data=("draft", c))
            for i, c in enumerate(st.data["display"])]


def _start(st, seat):
    first = st.data["players"][seat]["start"] == 0
    word, n, sector = ("start", 1, 1) if first else ("start2", 2, 2)
    return [Action(f"{word} {c}", msg(N_("{cubes} at sector {sector}"), cubes=terms.cubes(c, n), sector=sector),
                   G_START, default=i == 0, data=("start", c)) for i, c in enumerate(COLOURS)]


# ---- phase 1 -------------------------------------------------------------------------------------------

def _take(st, seat):
    d = st.data
    p = d["players"][seat]
    out = []
    full = len(p["board"]) >= CARD_SPACES
    for c in d["display"]:
        if not full:
            out.append(Action(f"take {c}", terms.card_ref(c), G_TAKE, default=not out, data=("take", c, None, False)))
            continue
        out.append(Action(f"take {c} discard", msg(N_("{card}, then discard it (penalty)"), card=terms.card_ref(c)),
                          G_TAKE, default=not out, data=("take", c, None, True)))
        for m in p["board"]:
            out.append(Action(f"take {c} replace {m}", msg(N_("{card} for {old} (penalty)"), card=terms.card_ref(c),
                                                            old=terms.card_ref(m)), G_TAKE, data=("take", c, m, False)))
    if E.hook("may_skip_card", False, st, seat):
        out.append(Action("take none", N_("Take no card"), G_TAKE, default=full, data=("take", None, None, False)))
        if full:
            out[0] = Action(out[0].text, out[0].label, out[0].group, False, out[0].data)
    return out


# ---- phase 2 -------------------------------------------------------------------------------------------

def _die(st, seat):
    d = st.data
    p = d["players"][seat]
    taken = {c for c, _ in p["picks"]}
    shift = E.hook("die_shift", None, st, seat)
    can_shift = shift is not None and E.used_this_round(st, seat, shift) == 0 and not any(
        s != E.die_value(st, c) for c, s in p["picks"])
    out = []
    for c in COLOURS:
        if c in taken:
            continue
        v = E.die_value(st, c)
        out.append(Action(f"die {c}", msg(N_("{colour} die: {cubes} at sector {sector}"), colour=terms.colour(c),
                                          cubes=terms.cubes(c, v), sector=v), G_DIE, default=not out,
                          data=("die", c, v)))
        if can_shift:
            for s in (v - 1, v + 1):
                if 1 <= s <= ROSE_SECTORS:
                    out.append(Action(f"die {c} at {s}", msg(N_("{colour} die: {cubes} at sector {sector}"),
                                                             colour=terms.colour(c), cubes=terms.cubes(c, v), sector=s),
                                      G_DIE, data=("die", c, s)))
    return out


# ---- phase 3 -------------------------------------------------------------------------------------------

def activation_options(st, seat: int, cid: int) -> list[tuple[str, str, str | None, dict | None]]:
    """Ways to activate a card now: (text suffix, how, saved colour, cubes paid)."""
    p = st.data["players"][seat]
    cubes = p["cubes"]
    cost = card(cid).cost
    out = []
    disc = E.hook("activation_discount", None, st, seat, cid)
    if disc is not None:
        colours = [c for c in sorted(cost) if cost[c] > 0]
        for c in colours:
            paid = dict(cost)
            paid[c] -= 1
            if R.covers(cubes, paid):
                out.append(("" if len(colours) == 1 else f" save {c}", "cubes", c, paid))
    elif R.covers(cubes, cost):
        out.append(("", "cubes", None, dict(cost)))
    g = E.hook("activation_by_gold", None, st, seat, cid)
    if g is not None and p["gold"] >= g[1]:
        out.append((" with gold", "gold", None, None))
    if R.covers(cubes, cost) and E.hook("activation_free", None, st, seat, cid) is not None:
        out.append((" free", "free", None, None))
    return out


def district_options(st, seat: int, i: int, disc=0, g=0) -> list[tuple[str, str, str | None, dict | None]]:
    """Ways to take district i now (disc, g: the answers of district_discount and district_by_gold, when the
    caller has asked them already)."""
    p = st.data["players"][seat]
    cubes = p["cubes"]
    cost = board(st).cost[i]
    out = []
    if disc == 0:
        disc = E.hook("district_discount", None, st, seat)
    if disc is not None:
        colours = [c for c in sorted(cost) if cost[c] > 0]
        for c in colours:
            paid = dict(cost)
            paid[c] -= 1
            if R.covers(cubes, paid):
                out.append(("" if len(colours) == 1 else f" save {c}", "cubes", c, paid))
    elif R.covers(cubes, cost):
        out.append(("", "cubes", None, dict(cost)))
    if g == 0:
        g = E.hook("district_by_gold", None, st, seat)
    if g is not None and p["gold"] >= g[1]:
        out.append((" with gold", "gold", None, None))
    return out


def _paid_label(how: str, paid, st, seat, gold_of):
    if how == "gold":
        return terms.gold(gold_of)
    if how == "free":
        return N_("without spending cubes")
    return terms.cube_set(paid)


class _Lazy:
    """Actions made only when read (a random playout reads one): entries (text, group, data, default, label
    function, its arguments)."""

    __slots__ = ("entries",)

    def __init__(self, entries: list):
        self.entries = entries

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, i: int) -> Action:
        text, group, data, default, label, args = self.entries[i]
        return Action(text, label(*args), group, default, data)


def _l_activate(st, seat, cid, how, paid):
    gold = E.hook("activation_by_gold", (None, 0), st, seat, cid)[1] if how == "gold" else 0
    return msg(N_("Activate {card} for {paid}"), card=terms.card_ref(cid), paid=_paid_label(how, paid, st, seat, gold))


def _l_district(st, seat, i, how, paid, gold):
    return msg(N_("District {district} for {paid}"), district=i + 1, paid=_paid_label(how, paid, st, seat, gold))


def _l_wall(k):
    return msg(N_("Wall: {spaces} for {cubes}"), spaces=_spaces(k), cubes=terms.cubes("any", wall_cost(k)))


def _l_ship(st, sid, dist):
    return msg(N_("Ship to {space} for {cubes}"), space=terms.space(sid, board(st)), cubes=terms.cubes("any", dist))


def _l_deliver(g):
    return msg(N_("Deliver {good}"), good=terms.good(g))


def _l_tribute(gold, points):
    return msg(N_("Tribute: {pp} for {gold}"), pp=terms.pp(points), gold=terms.gold(gold))


def _l_use(cid):
    return msg(N_("Use {card}"), card=terms.card_ref(cid))


def _l_joker(c):
    return msg(N_("Joker for {gold}"), gold=terms.gold(3)) if c == "gold" else msg(N_("Joker for {cubes}"),
                                                                                   cubes=terms.cubes(c, 1))


def _l_pass():
    return N_("Pass (end your turn)")


def turn_entries(st, seat) -> list:
    """Every action of a phase-3 turn as an entry of _Lazy (MAC-052)."""
    d = st.data
    p = d["players"][seat]
    out: list = []
    add = out.append
    b = board(st)
    cubes = p["cubes"]
    total = R.total(cubes)
    # activate (MAC-055)
    for cid in p["board"]:
        for suffix, how, save, paid in activation_options(st, seat, cid):
            add((f"activate {cid}{suffix}", G_ACTIVATE, ("activate", cid, how, save), False, _l_activate,
                 (st, seat, cid, how, paid)))
    # district (MAC-060, MAC-065)
    if p["done"]["district"] < E.hook("districts_per_round", 1, st, seat):
        disc = E.hook("district_discount", None, st, seat)
        by_gold = E.hook("district_by_gold", None, st, seat)
        gold = by_gold[1] if by_gold else 0
        if total or (by_gold and p["gold"] >= gold):
            free = [i for i, dist in enumerate(d["districts"]) if dist["owner"] is None]
        else:
            free = []
        for i in free:
            if by_gold is None and disc is None:
                if R.covers(cubes, b.cost[i]):
                    add((f"district {i + 1}", G_DISTRICT, ("district", i, "cubes", None), False, _l_district,
                         (st, seat, i, "cubes", b.cost[i], 0)))
                continue
            for suffix, how, save, paid in district_options(st, seat, i, disc, by_gold):
                add((f"district {i + 1}{suffix}", G_DISTRICT, ("district", i, how, save), False, _l_district,
                     (st, seat, i, how, paid, gold)))
    # wall (MAC-067)
    if not p["done"]["wall"] and total:
        for k in range(1, min(W.spaces_left(st, seat), (total + 1) // 2) + 1):
            add((f"wall {k}", G_WALL, ("wall", k), False, _l_wall, (k,)))
    # ship (MAC-070)
    if total:
        for sid, dist in b.distance[p["ship"]].items():
            if 0 < dist <= total:
                add((f"ship to {sid}", G_SHIP, ("ship", sid), False, _l_ship, (st, sid, dist)))
    # deliver (MAC-072)
    for g in sea.deliverable(st, seat):
        add((f"deliver {g}", G_DELIVER, ("deliver", g), False, _l_deliver, (g,)))
    # tribute (MAC-075)
    gold, points = d["tribute"]
    if p["done"]["tribute"] < E.hook("tributes_per_round", 1, st, seat) and p["gold"] >= gold:
        add(("tribute", G_TRIBUTE, ("tribute",), False, _l_tribute, (gold, points)))
    # use (MAC-078)
    for cid in E.hook("usable", [], st, seat):
        add((f"use {cid}", G_USE, ("use", cid), False, _l_use, (cid,)))
    # joker (MAC-064, K-03)
    if p["jokers"]:
        for c in COLOURS:
            add((f"joker cube {c}", G_JOKER, ("joker", c), False, _l_joker, (c,)))
        add(("joker gold", G_JOKER, ("joker", "gold"), False, _l_joker, ("gold",)))
    add(("pass", G_PASS, ("pass",), True, _l_pass, ()))
    return out


def _turn(st, seat):
    return Moves([_Lazy(turn_entries(st, seat))])


def _spaces(k: int):
    from rules.core.text import plural
    return plural("{n} space", "{n} spaces", "n", n=k)


# ---- engine's pending choices ------------------------------------------------------------------------

def _pay(st, seat):
    cubes = st.data["players"][seat]["cubes"]
    most = max(cubes, key=lambda c: (cubes[c], -COLOURS.index(c)))
    item = st.data["pending"][-1]
    return [Action(f"pay {c}", msg(N_("Pay {cubes} ({left} to pay)"), cubes=terms.cubes(c, 1), left=item["n"]), G_PAY,
                   default=c == most, data=("pay", c)) for c in COLOURS if cubes.get(c)]


def _cube(st, seat):
    return [Action(f"cube {c}", msg(N_("Take {cubes}"), cubes=terms.cubes(c, 1)), G_CUBE, default=i == 0,
                   data=("cube", c)) for i, c in enumerate(COLOURS)]


def _ship_free(st, seat):
    item = st.data["pending"][-1]
    p = st.data["players"][seat]
    b = board(st)
    out = [Action("ship stay", N_("Do not move the ship"), G_SHIP, default=True, data=("ship_free", None))]
    for sid, dist in b.distance[p["ship"]].items():
        if 0 < dist <= item["spaces"]:
            out.append(Action(f"ship to {sid}", msg(N_("Ship to {space} for free"), space=terms.space(sid, b)), G_SHIP,
                              data=("ship_free", sid)))
    return out


LEGAL = {"draft": _draft, "start": _start, "start2": _start, "take": _take, "die": _die, "dice": _die,
         "turn": _turn, "pay": _pay, "cube": _cube, "ship_free": _ship_free}


# ---- handlers ------------------------------------------------------------------------------------------

def perform(st, seat: int, action: Action, ctx) -> None:
    d = st.data
    decision = d["decision"]
    fx = E.fx_decisions()
    if decision in fx:
        fx[decision][1](st, seat, d["pending"][-1], action, ctx)
    else:
        HANDLERS[action.data[0]](st, seat, action.data, ctx)
    E.settle(st, ctx)


def perform_draft(st, seat, data, ctx):
    E.draft_card(st, seat, data[1], ctx)


def perform_start(st, seat, data, ctx):
    E.starting_cubes(st, seat, data[1], ctx)


def perform_take(st, seat, data, ctx):
    _, cid, replace, discard_new = data
    E.take_card(st, seat, cid, replace, discard_new, ctx)


def perform_die(st, seat, data, ctx):
    _, colour, sector = data
    if sector != E.die_value(st, colour):
        E.mark_used(st.data["players"][seat], E.hook("die_shift", None, st, seat))
    E.pick_die(st, seat, colour, sector, ctx)


def perform_activate(st, seat, data, ctx):
    _, cid, how, save = data
    E.activate(st, seat, cid, how, save, ctx)


def perform_district(st, seat, data, ctx):
    _, i, how, save = data
    E.take_district(st, seat, i, how, save, ctx)


def perform_wall(st, seat, data, ctx):
    E.wall_action(st, seat, data[1], ctx)


def perform_ship(st, seat, data, ctx):
    E.ship_action(st, seat, data[1], ctx)


def perform_deliver(st, seat, data, ctx):
    E.deliver(st, seat, data[1], ctx)


def perform_tribute(st, seat, data, ctx):
    E.buy_tribute(st, seat, ctx)


def perform_use(st, seat, data, ctx):
    E.use_card(st, seat, data[1], ctx)


def perform_joker(st, seat, data, ctx):
    E.cash_joker(st, seat, data[1], ctx)


def perform_pass(st, seat, data, ctx):
    E.end_turn(st, seat, ctx)


def perform_pay(st, seat, data, ctx):
    E.pay_cube(st, seat, data[1], ctx)


def perform_cube(st, seat, data, ctx):
    E.gain_cube(st, seat, data[1], ctx)


def perform_ship_free(st, seat, data, ctx):
    st.data["pending"].pop()  # the free move it stood for is taken now
    if data[1] is not None:
        E.move_ship(st, seat, data[1], ctx, free=True)


HANDLERS = {"draft": perform_draft, "start": perform_start, "take": perform_take, "die": perform_die,
            "activate": perform_activate, "district": perform_district, "wall": perform_wall, "ship": perform_ship,
            "deliver": perform_deliver, "tribute": perform_tribute, "use": perform_use, "joker": perform_joker,
            "pass": perform_pass, "pay": perform_pay, "cube": perform_cube, "ship_free": perform_ship_free}
