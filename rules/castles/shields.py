"""The shields module ("Gli Scudi", RULES.md section 24: COB-280..COB-302; the phase end COB-305/COB-131).

State, only when the module is on: d["depot_shields"][i] = the shields (numbers 1-18) still on numbered
depot i+1, face up (COB-280); each estate's p["shields"] = [{"number": n, "space": its castle's space}];
with shield 6, p["shield6_of"] = the seat whose monasteries it shares and p["shared_mons"] their numbers,
kept in step by monastery_placed (duchy.has_mon reads them). d["die_set"]: shield 16 used this turn.

Decisions (pending kinds; "seat" names who decides: the phase-end ones are not the active player's):
  shield_castle     the castle a new shield goes on (COB-282)            castle S
  shield6_player    whose monasteries shield 6 shares (COB-290)           share P (P: seat number from 1)
  shield_goods      shield 5: one goods colour from every depot (COB-289) goods C | skip
  shield_tile       shield 14/15 at the phase end (COB-298, COB-299)      place TILE@S from D | from black
  shield_upkeep     pay or give up shields at the phase end (COB-283)     pay [with N worker(s)] | discard shield N
  storage_overflow  shield 4 lost: back to 3 stored tiles (reading)       discard TILE
  shield_phase_end  automatic: mine income and the next phase, once the steps above are done (COB-305)
In a turn: shield D N (COB-281; the castle's action with shield 11, COB-295), set V to T (shield 16).

Hooks (guarded calls where the rules apply): engine.setup, settle (step), end_turn (phase_end),
begin_turn, store (#4), place (#6), score_completion (#17), apply_effect (#5), sell (#9, #12),
end_phase (#8), every gain of workers (#2); duchy.has_mon (#6), spaces_for (#18), livestock_points (#1);
moves.legal/perform; scoring.breakdown (COB-284, #7, #10, #13); views.
"""
from __future__ import annotations

from functools import lru_cache

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import terms
from rules.castles.components import COLOURS, SCORING, TILES, _load, board
from rules.core import Action
from rules.core.text import N_, msg, parse_int, seat as seat_ref

DATA = _load("shields.yaml")
VP = {int(n): vp for n, vp in DATA["end_vp"].items()}
UPKEEP = DATA["upkeep_silver"]

KINDS = {"shield_castle", "shield6_player", "shield_goods", "shield_tile", "shield_upkeep", "storage_overflow",
         "shield_phase_end"}
DECISIONS = KINDS - {"shield_phase_end"}
ACTIONS = {"shield", "set", "castle", "share", "goods", "tile", "pay", "give_up", "drop_stored"}


def held(p: dict) -> list[int]:
    return sorted(s["number"] for s in p.get("shields", ()))


def castles(p: dict) -> list[int]:
    """COB-282: the castle spaces of a duchy (the starting castle counts), where shields go."""
    duchy = p["duchy"]
    return [s for s in range(1, len(duchy)) if duchy[s] is not None and TILES[duchy[s]]["kind"] == "castle"]


# ---- setup --------------------------------------------------------------------------------------

def setup(st) -> None:
    """COB-280: shields drawn at random onto the numbered depots by player count and turned face up; the
    rest go back to the box unseen (a game of one plays the 2-player setup)."""
    d = st.data
    pile = list(range(1, DATA["count"] + 1))
    counts = DATA["per_depot"][max(st.n, 2)]
    d["depot_shields"] = [sorted(st.rng.draw(pile) for _ in range(k)) for k in counts]
    for p in d["players"]:
        p["shields"] = []


# ---- taking a shield ----------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _take_action(depot: int, number: int, by_dice: bool, replaces: int | None = None) -> Action:
    if replaces:  # one castle, already shielded: say what the new shield costs (COB-282)
        label = msg(N_("Take shield {number} (depot {depot}), replacing shield {old}"), number=number, depot=depot,
                    old=replaces)
    else:
        label = msg(N_("Take shield {number} (depot {depot})"), number=number, depot=depot)
    return Action(f"shield {depot} {number}", label, N_("Shield"), data=("shield", by_dice, depot, number))


def _replaced(p: dict) -> int | None:
    """The shield a new one replaces without a choice: the only castle already holds one."""
    spaces = castles(p)
    if len(spaces) == 1:
        on = [s["number"] for s in p["shields"] if s["space"] == spaces[0]]
        return on[0] if on else None
    return None


@lru_cache(maxsize=None)
def _set_action(v: int, t: int) -> Action:
    return Action(f"set {v} to {t}", msg(N_("Set die {die} to {value} (shield 16)"), die=v, value=t), N_("Shield"),
                  data=("set", v, t))


def die_actions(st, seat: int) -> list[Action]:
    """COB-281: a pair on both unused dice takes a shield from that depot instead of both actions;
    COB-300: shield 16 sets one unused die to any number, once a turn (reading)."""
    d = st.data
    p = E.estate(d, seat)
    dice = d["dice"][seat]
    out = []
    if not any(d["used"]) and dice[0] == dice[1] and castles(p):
        out += [_take_action(dice[0], n, True, _replaced(p)) for n in d["depot_shields"][dice[0] - 1]]
    if D.has_shield(p, 16) and not d.get("die_set"):
        values = sorted({v for i, v in enumerate(dice) if not d["used"][i]})
        out += [_set_action(v, t) for v in values for t in range(1, 7) if t != v]
    return out


def castle_actions(st, seat: int) -> list[Action]:
    """COB-295: with shield 11 a castle's extra action may take a shield, from any depot (reading: the
    castle's action acts as a die of any value)."""
    d = st.data
    p = E.estate(d, seat)
    if not D.has_shield(p, 11):
        return []
    return [_take_action(i + 1, n, False, _replaced(p)) for i in range(6) for n in d["depot_shields"][i]]


def take(st, seat: int, depot: int, number: int, by_dice: bool, ctx) -> None:
    """COB-281: the shield leaves its depot (never replaced); one castle: it goes there, else a decision."""
    d = st.data
    if by_dice:
        d["used"] = [True, True]  # instead of both actions
    d["depot_shields"][depot - 1].remove(number)
    ctx.log(N_("{who} takes shield {number} from depot {depot}."), who=seat_ref(seat), number=number, depot=depot)
    spaces = castles(E.estate(d, seat))
    if len(spaces) == 1:
        put(st, seat, number, spaces[0], ctx)
    else:
        d["pending"].append({"kind": "shield_castle", "seat": seat, "number": number})


def put(st, seat: int, number: int, space: int, ctx) -> None:
    """COB-282: on a castle without a shield, or replacing one (the old shield leaves the game)."""
    d = st.data
    p = E.estate(d, seat)
    old = next((s["number"] for s in p["shields"] if s["space"] == space), None)
    if old is not None:
        ctx.log(N_("{who} puts shield {number} on the castle on space {space}; shield {old} leaves the game."),
                who=seat_ref(seat), number=number, space=space, old=old)
        lose(st, seat, old)
    else:
        ctx.log(N_("{who} puts shield {number} on the castle on space {space}."), who=seat_ref(seat),
                number=number, space=space)
    p["shields"].append({"number": number, "space": space})
    p["shields"].sort(key=lambda s: s["space"])
    if number == 6:  # COB-290: the player is chosen right after taking it (reading of "at any time")
        d["pending"].append({"kind": "shield6_player", "seat": seat})


def lose(st, seat: int, number: int) -> None:
    """A shield leaves the game: its effect ends (shield 4: back to 3 storage spaces, reading)."""
    d = st.data
    p = E.estate(d, seat)
    p["shields"] = [s for s in p["shields"] if s["number"] != number]
    if number == 6:
        p.pop("shield6_of", None)
        p.pop("shared_mons", None)
    if number == 4:
        d["pending"].append({"kind": "storage_overflow", "seat": seat})


def _castle_choices(p: dict, number: int) -> list[Action]:
    on = {s["space"]: s["number"] for s in p["shields"]}
    spaces = castles(p)
    free = [s for s in spaces if s not in on]
    default = free[0] if free else max(spaces, key=lambda s: on[s])  # else the lowest-VP shield goes
    out = []
    for s in spaces:
        label = msg(N_("Space {space}, replacing shield {number}"), space=s, number=on[s]) if s in on else \
            msg(N_("Castle on space {space}"), space=s)
        out.append(Action(f"castle {s}", label, N_("Shield"), default=(s == default), data=("castle", s, number)))
    return out


# ---- shield 6 -----------------------------------------------------------------------------------

def _share_choices(d: dict, seat: int) -> list[int]:
    """The seats of the other estates (a team's partner shares the estate already)."""
    mine = d["estate_of"][seat]
    return [s for s, _ in E.owners(d) if d["estate_of"][s] != mine]


def share(st, seat: int, other: int, ctx) -> None:
    """COB-290: the chosen player's monasteries, present and future, also work for this player."""
    d = st.data
    p = E.estate(d, seat)
    p["shield6_of"] = other
    p["shared_mons"] = list(E.estate(d, other)["mons"])
    ctx.log(N_("{who} chooses {other}: their monasteries also work for {who} (shield 6)."), who=seat_ref(seat),
            other=seat_ref(other))


def monastery_placed(st, seat: int) -> None:
    """COB-290: a monastery the chosen player places later works for the shield 6 holder too."""
    d = st.data
    q = E.estate(d, seat)
    for p in d["players"]:
        if "shield6_of" in p and E.estate(d, p["shield6_of"]) is q:
            p["shared_mons"] = list(q["mons"])


# ---- shields 2, 9 and 12 -------------------------------------------------------------------------

def workers_gained(st, seat: int, ctx) -> None:
    """COB-286: whenever another player gains workers, the shield 2 holder takes 1 (reading: once per
    gain, however many workers it brings)."""
    d = st.data
    if "depot_shields" not in d:  # the module is off
        return
    gainer = d["estate_of"][seat]
    for s, p in E.owners(d):
        if d["estate_of"][s] != gainer and D.has_shield(p, 2):
            p["workers"] += 1
            ctx.log(N_("{who} takes {workers} (shield 2)."), who=seat_ref(s), workers=terms.workers(1))


def sale(p: dict, count: int, silver: int, vp: int) -> tuple[int, int]:
    """COB-293: shield 9 pays 1 silver per goods tile sold instead of 1 per sale (reading: with monastery 3
    the better of the two); COB-296: shield 12 doubles the sale's VP."""
    if D.has_shield(p, 9):
        silver = max(silver, count)
    if D.has_shield(p, 12):
        vp *= 2
    return silver, vp


# ---- shield 5 -----------------------------------------------------------------------------------

def ship_placed(st, seat: int) -> None:
    """COB-289: after the ship's depot (pushed above this), shield 5 may take one colour from all depots."""
    if D.has_shield(E.estate(st.data, seat), 5):
        st.data["pending"].append({"kind": "shield_goods", "seat": seat})


def _goods_colours(d: dict, p: dict) -> list[int]:
    """Colours in some depot that the player may store (COB-092: at most 3 colours)."""
    held_colours = {c for c in range(1, 7) if p["goods"][c]}
    room = SCORING["goods_colour_limit"] - len(held_colours)
    present = {g for goods in d["depot_goods"] for g in goods}
    return sorted(c for c in present if c in held_colours or room > 0)


def gather(st, seat: int, colour: int, ctx) -> None:
    d = st.data
    p = E.estate(d, seat)
    taken = 0
    for i, goods in enumerate(d["depot_goods"]):
        taken += goods.count(colour)
        d["depot_goods"][i] = [g for g in goods if g != colour]
    p["goods"][colour] += taken
    ctx.log(N_("{who} takes {goods} from every depot (shield 5)."), who=seat_ref(seat),
            goods=terms.goods_list([colour] * taken))


# ---- shields 14 and 15 --------------------------------------------------------------------------

def _tile_choices(st, seat: int, number: int) -> list[tuple]:
    """(source, code, space): a tile of a numbered depot (14) or of the black depot (15) on a space where
    it may go, colour and adjacency as usual, no die (COB-298 reading)."""
    d = st.data
    p = E.estate(d, seat)
    b = board(p["board"])
    if number == 14:
        sources = E.depot_tiles_of(d, COLOURS)
    else:
        sources = [("black", c) for c in sorted({c for c in d["black"] if c is not None})]
    return [(src, code, s) for src, code in sources for s in D.spaces_for(b, p, code, None)]


def place_tile(st, seat: int, src, code: str, space: int, ctx) -> None:
    """COB-298/299: the tile goes straight into the duchy, scoring and acting as any placed tile."""
    d = st.data
    slots = d["black"] if src == "black" else d["depots"][src - 1]
    slots[slots.index(code)] = None
    ctx.log(N_("{who} takes {tile} with shield {number}."), who=seat_ref(seat), tile=terms.tile(code),
            number=14 if src != "black" else 15)
    E.place(st, seat, code, space, ctx, stored=False)


# ---- the phase end ------------------------------------------------------------------------------

def phase_end(st) -> None:
    """COB-305: after the last turn, shields 14 then 15 place a tile, then each estate pays upkeep in
    turn order (COB-283), then the "shield_phase_end" step: mine income and the next phase."""
    d = st.data
    order = E.turn_order(d)
    estates = sorted(E.owners(d), key=lambda o: order.index(o[0]))
    steps = [{"kind": "shield_tile", "seat": s, "number": n} for n in (14, 15) for s, p in estates
             if D.has_shield(p, n)]
    steps += [{"kind": "shield_upkeep", "seat": s} for s, _ in estates]  # all: a shield may come meanwhile
    d["pending"] = [{"kind": "shield_phase_end"}] + steps[::-1]


def _can_pay(p: dict) -> int:
    """How many shields the estate can pay for (COB-287: shield 3 lets workers pay too)."""
    return (p["silver"] + (p["workers"] if D.has_shield(p, 3) else 0)) // UPKEEP


def _upkeep_actions(p: dict) -> list[Action]:
    k = len(p["shields"])
    out = []
    if _can_pay(p) >= k:
        workers = p["workers"] if D.has_shield(p, 3) else 0
        low = max(0, k * UPKEEP - p["silver"])
        for w in range(low, min(k * UPKEEP, workers) + 1):  # silver first is the default
            out.append(_pay_action(k * UPKEEP - w, w, w == low))
    # else keep the highest VP: the lowest VP goes first (VP fall as numbers rise)
    drop = None if out else max(held(p))
    for n in held(p):
        out.append(Action(f"discard shield {n}", msg(N_("Give up shield {number} ({vp})"), number=n,
                                                      vp=terms.vp(VP[n])),
                          N_("Shield"), default=(n == drop), data=("give_up", n)))
    return out


@lru_cache(maxsize=None)
def _pay_action(silver: int, workers: int, default: bool) -> Action:
    if not workers:
        return Action("pay", msg(N_("Pay {silver}"), silver=terms.silver(silver)), N_("Pay"), default=default,
                      data=("pay", silver, 0))
    text = f"pay with {workers} worker{'s' if workers > 1 else ''}"
    label = msg(N_("Pay {silver} and {workers}"), silver=terms.silver(silver), workers=terms.workers(workers)) \
        if silver else msg(N_("Pay {workers}"), workers=terms.workers(workers))
    return Action(text, label, N_("Pay"), default=default, data=("pay", silver, workers))


# ---- final scoring and the view -----------------------------------------------------------------

def end_points(p: dict, monastery_vp: int) -> int:
    """COB-284: each shield's printed VP, all doubled by shield 13 (COB-297, itself included); shield 7
    counts the bonus tiles again (COB-291), shield 10 the monasteries (COB-294)."""
    numbers = held(p)
    total = sum(VP[n] for n in numbers)
    if 13 in numbers:
        total *= 2
    if 7 in numbers:
        total += sum(bonus[2] for bonus in p["bonus"])
    if 10 in numbers:
        total += monastery_vp
    return total


def view(st, out: dict) -> None:
    """The view's shields: depot_shields, shield_info (each shield in the view) and, per player, shields
    and shield6_of (see the castles brief's view contract)."""
    d = st.data
    out["depot_shields"] = [list(x) for x in d["depot_shields"]]
    numbers = {n for x in d["depot_shields"] for n in x}
    for s, pv in enumerate(out["players"]):
        p = E.estate(d, s)
        pv["shields"] = [{"number": x["number"], "space": x["space"]} for x in p["shields"]]
        pv["shield6_of"] = p.get("shield6_of")
        numbers.update(held(p))
    out["shield_info"] = {str(n): {"vp": VP[n], "text": terms.SHIELDS[n]} for n in sorted(numbers)}


# ---- the decision machine -----------------------------------------------------------------------

def step(st, top: dict, ctx) -> bool:
    """A pending step of this module: resolved at once when there is nothing to choose (True), else its
    seat becomes the one the game waits for (False)."""
    d = st.data
    kind = top["kind"]
    if kind == "shield_phase_end":
        d["pending"].pop()
        E.finish_phase(st, ctx)
        return True
    seat = top["seat"]
    p = E.estate(d, seat)
    if kind == "shield6_player":
        choices = _share_choices(d, seat)
        if len(choices) > 1:
            return _ask(d, seat)
        d["pending"].pop()
        if choices:
            share(st, seat, choices[0], ctx)
        return True
    if kind == "shield_goods":
        return _ask(d, seat) if _goods_colours(d, p) else _done(d)
    if kind == "shield_tile":
        if not D.has_shield(p, top["number"]):  # given up meanwhile (replaced by a shield 11 took)
            return _done(d)
        if _tile_choices(st, seat, top["number"]):
            return _ask(d, seat)
        ctx.log(N_("{who} has no tile to place with shield {number}."), who=seat_ref(seat), number=top["number"])
        return _done(d)
    if kind == "shield_upkeep":
        if not p["shields"]:
            return _done(d)
        if _can_pay(p) == 0:  # COB-283: nothing to pay with: every shield goes
            d["pending"].pop()
            for n in held(p):
                ctx.log(N_("{who} cannot pay for shield {number}: it leaves the game."), who=seat_ref(seat), number=n)
                lose(st, seat, n)
            return True
        return _ask(d, seat)
    if kind == "storage_overflow":
        return _ask(d, seat) if len(p["storage"]) > E.storage_spaces(d, seat) else _done(d)
    return _ask(d, seat)  # shield_castle


def prompt(st, seat: int, key: str):
    """game.PROMPTS[decision] with what it names."""
    d = st.data
    top = d["pending"][-1]
    if top["kind"] in ("shield_castle", "shield_tile"):
        source = N_("a numbered depot") if top["number"] == 14 else N_("the black depot")
        return msg(key, number=top["number"], source=source) if top["kind"] == "shield_tile" else \
            msg(key, number=top["number"])
    if top["kind"] == "shield_upkeep":
        p = E.estate(d, seat)
        paying = msg(N_("you have {silver} and {workers}; workers may pay too"), silver=terms.silver(p["silver"]),
                     workers=terms.workers(p["workers"])) if D.has_shield(p, 3) else \
            msg(N_("you have {silver}"), silver=terms.silver(p["silver"]))
        return msg(key, paying=paying)
    return key


def explain(st, seat: int, words: list[str]):
    """Why `shield D N` is refused in a turn."""
    d = st.data
    if "depot_shields" not in d:
        return N_("Shields are not in play at this table.")
    depot = parse_int(words[1], 1, 6) if len(words) == 3 else None
    number = parse_int(words[2], 1, DATA["count"]) if len(words) == 3 else None
    if depot is None or number is None:
        return N_("Write shield D N: shield N from depot D (1 to 6).")
    if number not in d["depot_shields"][depot - 1]:
        return msg(N_("Depot {depot} has no shield {number}."), depot=depot, number=number)
    return msg(N_("A shield from depot {depot} needs both your dice, unused, showing {depot}."), depot=depot)


def _ask(d: dict, seat: int) -> bool:
    d["active"] = seat
    return False


def _done(d: dict) -> bool:
    d["pending"].pop()
    return True


def legal(st, seat: int) -> list[Action]:
    d = st.data
    top = d["pending"][-1]
    kind = top["kind"]
    p = E.estate(d, seat)
    if kind == "shield_castle":
        return _castle_choices(p, top["number"])
    if kind == "shield6_player":
        return [Action(f"share {s + 1}", msg(N_("Monasteries of {who}"), who=seat_ref(s)), N_("Shield"),
                       default=(i == 0), data=("share", s)) for i, s in enumerate(_share_choices(d, seat))]
    if kind == "shield_goods":
        colours = _goods_colours(d, p)
        count = {c: sum(g.count(c) for g in d["depot_goods"]) for c in colours}
        best = max(colours, key=lambda c: (count[c], -c))
        out = [Action(f"goods {c}", msg(N_("{goods} from every depot"), goods=terms.goods(c, count[c])),
                      N_("Ship"), default=(c == best), data=("goods", c)) for c in colours]
        return out + [Action("skip", N_("Skip this effect"), N_("End"), data=("skip",))]
    if kind == "shield_tile":
        out = []
        for src, code, s in _tile_choices(st, seat, top["number"]):
            label = msg(N_("{tile} on space {space}, black depot"), tile=terms.tile(code), space=s) \
                if src == "black" else msg(N_("{tile} on space {space}, depot {depot}"), tile=terms.tile(code),
                                           space=s, depot=src)
            out.append(Action(f"place {code}@{s} from {src}", label, N_("Place"), default=not out,
                              data=("tile", src, code, s)))
        return out
    if kind == "shield_upkeep":
        return _upkeep_actions(p)
    if kind == "storage_overflow":
        return [Action(f"discard {c}", msg(N_("Discard {tile}"), tile=terms.tile(c)), N_("Discard"),
                       default=(i == 0), data=("drop_stored", c)) for i, c in enumerate(sorted(set(p["storage"])))]
    return []


def perform(st, seat: int, data: tuple, ctx) -> None:
    """This module's actions (the decision's pending entry is already taken off the stack)."""
    d = st.data
    kind = data[0]
    p = E.estate(d, seat)
    if kind == "shield":
        _, by_dice, depot, number = data
        take(st, seat, depot, number, by_dice, ctx)
    elif kind == "set":  # COB-300
        _, v, t = data
        dice = d["dice"][seat]
        dice[next(i for i in range(2) if not d["used"][i] and dice[i] == v)] = t
        d["die_set"] = True
        ctx.log(N_("{who} sets die {die} to {value} (shield 16)."), who=seat_ref(seat), die=v, value=t)
    elif kind == "castle":
        put(st, seat, data[2], data[1], ctx)
    elif kind == "share":
        share(st, seat, data[1], ctx)
    elif kind == "goods":
        gather(st, seat, data[1], ctx)
    elif kind == "tile":
        _, src, code, space = data
        place_tile(st, seat, src, code, space, ctx)
    elif kind == "pay":  # COB-283, COB-287
        _, silver, workers = data
        p["silver"] -= silver
        p["workers"] -= workers
        if workers and silver:
            ctx.log(N_("{who} pays {silver} and {workers} for shield upkeep."), who=seat_ref(seat),
                    silver=terms.silver(silver), workers=terms.workers(workers))
        else:
            ctx.log(N_("{who} pays {cost} for shield upkeep."), who=seat_ref(seat),
                    cost=terms.workers(workers) if workers else terms.silver(silver))
    elif kind == "give_up":  # COB-283: not paid for, it leaves the game; the rest are asked again
        d["pending"].append({"kind": "shield_upkeep", "seat": seat})
        ctx.log(N_("{who} gives up shield {number}: it leaves the game."), who=seat_ref(seat), number=data[1])
        lose(st, seat, data[1])
    elif kind == "drop_stored":
        p["storage"].remove(data[1])
        d["pending"].append({"kind": "storage_overflow", "seat": seat})
        ctx.log(N_("{who} discards {tile} from storage: without shield 4 there is no room."),
                who=seat_ref(seat), tile=terms.tile(data[1]))
