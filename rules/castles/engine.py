"""The flow of play (setup, phases, rounds, turns) and every tile effect.

The game waits on one named decision at a time (st.data["decision"]). Effects that need a choice are
pushed on st.data["pending"] (a stack; the top is decided first); effects that need none run at once.
When the stack is empty the active player is back at "die_action", and a turn whose dice are spent and
that cannot buy ends by itself.
"""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import shields as SH
from rules.castles import solo, stand_ins, terms
from rules.castles import team as T
from rules.castles import border_posts, trade_routes  # modules: sections 17 and 20
from rules.castles.components import (CENTRAL, COLOURS, MODULES, PHASE_LETTERS, SCORING, TILES,
                                      black_depot_size, board, board_sides, depot_spaces, stacks_for_setup)
from rules.core.text import N_, plural, seat as seat_ref

# Pending kinds that are decisions of a player; "bridge" is an automatic step kept on the stack so it
# runs after the ship's goods choice (COB-091 then COB-093), and so is the solo game's "solo_after_ship"
# (COB-259: the other goods leave once the ship's are taken).
AUTO_KINDS = {"bridge", "solo_after_ship"}
# The tile modules (extra_tiles.py, inns.py) import this file, so the hooks below import them where called.


# ---- setup ------------------------------------------------------------------------------------

def setup(st) -> None:
    """COB-010..021; the options choose the duchies (COB-022), the modules and team or solo play."""
    n, rng = st.n, st.rng
    modules = sorted(m for m in MODULES if st.options.get(m))
    stacks = stacks_for_setup(modules)
    pool = [c for c in range(1, 7) for _ in range(SCORING["goods_per_colour"])]
    team = T.chosen(st.options)
    # COB-019: the highest roll starts; any seat equally likely (team game: the start player is A1, COB-235)
    start = T.start_player(rng) if team else rng.below(n)
    order = [(start + i) % n for i in range(n)]
    boards = duchies_for(st, n)
    estate_of = T.estate_of() if team else list(range(n))  # seat -> estate (COB-237: a team shares one)
    players = []
    for e in range(max(estate_of) + 1):
        seat = estate_of.index(e)
        sides = boards[seat] if isinstance(boards[seat], list) else None
        p = new_estate(sides[0] if sides else boards[seat])
        b = board(p["board"])
        castle = stacks["castle"].pop()  # COB-016 (all castles alike): set aside now, laid now or once chosen
        if sides:
            p["sides"] = sides  # COB-022: the side is chosen with the castle space
        elif b.start_castle:
            p["duchy"][b.start_castle] = castle  # COB-304: no effect, no points
        for _ in range(SCORING["starting_goods"]):  # COB-017
            p["goods"][rng.draw(pool)] += 1
        players.append(p)
    if team:
        T.supplies(players)  # COB-233
    else:
        for i, seat in enumerate(order):  # COB-019
            players[seat]["workers"] = SCORING["starting_workers"][i]
    st.data = {
        "modules": modules, "stand_ins": stand_ins.digest() if uses_stand_ins(st) else None,
        "phase": 0, "round": 0, "over": False,
        "estate_of": estate_of,  # seat -> index in "players" (one estate per seat but in the team game)
        "goods_pool": pool,  # hidden: what the phase stacks and the box hold (COB-013)
        "round_goods": [],
        "stacks": stacks,  # hidden contents; tiles are drawn at random at each refill
        "depots": [[] for _ in range(6)], "depot_types": [[] for _ in range(6)],
        "depot_goods": [[] for _ in range(6)],
        "black": [],
        "dice": [[0, 0] for _ in range(n)], "white": 0,
        "bridge": [list(reversed(order))] + [[] for _ in range(_bridge_spaces() - 1)],  # COB-020
        "order": order, "turn": 0, "active": order[0], "used": [False, False], "bought": False,
        "pending": [], "decision": "die_action",
        "bonus_taken": {c: 0 for c in COLOURS},
        "players": players,
        "start_player": start,
    }
    if team:
        T.add_state(st.data, n)
    if n == 1:
        solo.setup(st)  # COB-251, COB-253
    if module_on(st.data, "border_posts"):
        border_posts.setup(st.data)
    if module_on(st.data, "trade_routes"):
        trade_routes.setup(st)
    fill_phase(st, None)
    if module_on(st.data, "shields"):
        SH.setup(st)  # COB-280
    # COB-022: who chose no fixed duchy space puts the starting castle on a dark-green space, in turn order;
    # a team chooses once, by the partner who plays first (COB-232, 12b)
    first = {}  # estate -> the first of its seats in turn order
    for s in order:
        first.setdefault(estate_of[s], s)
    choosing = [s for e, s in first.items() if "sides" in players[e] or not board(players[e]["board"]).start_castle]
    if choosing:
        d = st.data
        d["castle_choices"] = choosing
        d["active"] = choosing[0]
        d["decision"] = "start_castle"
        return
    start_round(st, None)


def stand_ins_in_play(st) -> list[str]:
    """The components of data/stand_ins.yaml this game plays on (terms.STAND_INS names them)."""
    o = st.options
    return [key for key, used in (("duchy_sides", str(o.get("duchy")) == "random"),
                                  ("border_duchies", o.get("border_posts")),
                                  ("team_duchies", o.get("team", "no") != "no"),
                                  ("trade_route_tiles", o.get("trade_routes")),
                                  ("white_castles", o.get("white_castles"))) if used]


def uses_stand_ins(st) -> bool:
    """Whether this game plays on a component of data/stand_ins.yaml (so a stored game names the file)."""
    return bool(stand_ins_in_play(st))


def new_estate(board_key: str) -> dict:
    """What one duchy holds: the player's own in the standard game, a team's shared one (COB-237)."""
    size = board(board_key).size
    return {"board": board_key, "duchy": [None] * (size + 1), "mons": [], "storage": [], "goods": [0] * 7,
            "sold": [0] * 7, "silver": SCORING["starting_silver"], "workers": 0, "bonus": [],
            "vp": {"areas": 0, "livestock": 0, "sales": 0, "buildings": 0, "bonus": 0}}


def duchies_for(st, n: int) -> list[str]:
    """The duchy of each seat: everyone on duchy 1 or 2 (COB-015), everyone on another number, or a
    different random one each (COB-022, duchy=random)."""
    if T.chosen(st.options):
        return [T.board_key(st.options)] * n  # COB-231
    choice = st.options.get("duchy", 1)
    if n == 1:
        return [solo.board_key(st.options)]  # COB-250: duchy 13a or 13b
    if st.options.get("border_posts"):
        return border_posts.duchies(st, n)  # COB-200
    if str(choice) == "random":
        sides = board_sides()
        boxed = list(range(len(sides)))
        return [list(map(str, sides[st.rng.draw(boxed)])) for _ in range(n)]  # both sides, to choose
    return [str(choice)] * n


def module_on(d: dict, name: str) -> bool:
    """Whether a module of MODULES is in play at this table (its option was set)."""
    return name in d["modules"]


def estate(d: dict, seat: int) -> dict:
    """The estate `seat` plays: its duchy, storage, goods, silver, workers and points."""
    return d["players"][d["estate_of"][seat]]


def start_castle_options(d: dict, seat: int) -> list[tuple[str, int]]:
    """(duchy, space) pairs: the board's sides when the player chooses one, each dark-green space."""
    p = estate(d, seat)
    return [(key, space) for key in p.get("sides", [p["board"]]) for space in board(key).castle_choices]


def owners(d: dict) -> list[tuple[int, dict]]:
    """Each estate once, with the first seat that plays it (who a team's income line names)."""
    return [(d["estate_of"].index(i), p) for i, p in enumerate(d["players"])]


def choose_start_castle(st, seat: int, key: str, space: int, ctx) -> None:
    """COB-022: the duchy's side and the starting castle's dark-green space (no effect, no points, COB-304)."""
    d = st.data
    p = estate(d, seat)
    if p.pop("sides", None):
        p["board"] = key
        _log(ctx, N_("{who} plays duchy {duchy} and puts the starting castle on space {space}."), who=seat_ref(seat),
             duchy=key, space=space)
    else:
        _log(ctx, N_("{who} puts the starting castle on space {space}."), who=seat_ref(seat), space=space)
    p["duchy"][space] = "castle"  # the one set aside at setup
    d["castle_choices"].pop(0)
    if d["castle_choices"]:
        d["active"] = d["castle_choices"][0]
        return
    del d["castle_choices"]
    start_round(st, ctx)


def _bridge_spaces() -> int:
    return CENTRAL["bridge_spaces"]


def _log(ctx, key: str, **params) -> None:
    if ctx is not None:
        ctx.log(key, **params)


# ---- phases and rounds ------------------------------------------------------------------------

def start_phase(st, ctx) -> None:
    fill_phase(st, ctx)
    start_round(st, ctx)


def fill_phase(st, ctx) -> None:
    """COB-031..035: clear the hex tiles, refill depots and black depot, lay out the phase's goods."""
    d, rng = st.data, st.rng
    phase = d["phase"]
    spaces = depot_spaces(solo.counted_players(st))
    for i in range(6):
        slots, types = [], []
        for spec in spaces[i]:
            kind = spec.get("three_player_phases", [spec["type"]] * 5)[phase]  # COB-183
            types.append(kind)
            slots.append(_draw(st, kind))
        d["depots"][i], d["depot_types"][i] = slots, types  # COB-032: goods stay
    d["black"] = [_draw(st, "black") for _ in range(black_depot_size(solo.counted_players(st)))]
    if module_on(d, "inns"):  # COB-210, COB-031: one more inn beside the black depot, never cleared
        from rules.castles import inns
        inns.phase_starts(st, ctx)
    pool = d["goods_pool"]
    d["round_goods"] = [rng.draw(pool) for _ in range(SCORING["phase_goods"])]
    d["round"] = 0
    _log(ctx, N_("Phase {phase} begins: depots refilled."), phase=PHASE_LETTERS[phase])


def _draw(st, stack_name: str):
    stack = st.data["stacks"][stack_name]
    return st.rng.draw(stack) if stack else None


def turn_order(d: dict) -> list[int]:
    """COB-043: the pawn nearest the centre first; within a stack from the top down."""
    order = []
    for stack in reversed(d["bridge"]):
        order.extend(reversed(stack))
    return order


def start_round(st, ctx) -> None:
    """COB-040/041/303: roll every die, the white die places the next goods, fix this round's order."""
    d, rng = st.data, st.rng
    for seat in range(st.n):
        d["dice"][seat] = [rng.die(), rng.die()]
    d["white"] = rng.die()
    goods = d["round_goods"].pop(0)
    d["depot_goods"][d["white"] - 1].append(goods)
    d["order"] = turn_order(d)
    d["turn"] = 0
    _log(ctx, N_("Round {round} of phase {phase}: white die {white}, {goods} to depot {depot}."),
         round=d["round"] + 1, phase=PHASE_LETTERS[d["phase"]], white=d["white"], goods=terms.goods(goods, 1),
         depot=d["white"])
    if solo.on(d):
        solo.remove_depot_tile(st, ctx)  # COB-256
    begin_turn(st, d["order"][0])


def begin_turn(st, seat: int) -> None:
    d = st.data
    d["active"] = seat
    d["used"] = [False, False]
    d["bought"] = False
    d.pop("die_set", None)  # shield 16: once per turn
    d.pop("shifted", None)  # the dice changed with workers this turn
    d["pending"] = []
    d["decision"] = "die_action"


def end_turn(st, ctx) -> None:
    d = st.data
    d["turn"] += 1
    if d["turn"] < st.n:
        begin_turn(st, d["order"][d["turn"]])
        return
    d["round"] += 1  # COB-044
    if d["round"] < SCORING["rounds_per_phase"]:
        start_round(st, ctx)
        return
    if module_on(d, "shields"):
        SH.phase_end(st)  # COB-305: shields 14/15 and upkeep first; its last step calls finish_phase
        return
    finish_phase(st, ctx)


def finish_phase(st, ctx) -> None:
    """COB-037/140: mine income, then the next phase or the final scoring."""
    d = st.data
    end_phase(st, ctx)  # COB-037
    d["phase"] += 1
    if d["phase"] >= SCORING["phases"]:
        d["over"] = True  # COB-140
        d["decision"] = "over"
        d["pending"] = []
        # "Game over" is the table's end line
        _log(ctx, N_("Phase {phase} is over: final scoring."), phase=PHASE_LETTERS[-1])
        return
    start_phase(st, ctx)


def end_phase(st, ctx) -> None:
    """COB-130/152: 1 silver per mine; with monastery #2 also 1 worker per mine."""
    for seat, p in owners(st.data):
        mines = D.count_kind(p, "kind", "mine")
        if mines:
            silver = mines * 2 if D.has_shield(p, 8) else mines  # COB-292
            p["silver"] += silver
            if D.has_mon(p, 2):
                p["workers"] += mines
                _log(ctx, N_("{who} takes {silver} and {workers} for mines."), who=seat_ref(seat),
                     silver=terms.silver(silver), workers=terms.workers(mines))
                SH.workers_gained(st, seat, ctx)
            else:
                _log(ctx, N_("{who} takes {silver} for mines."), who=seat_ref(seat), silver=terms.silver(silver))


# ---- the decision machine ---------------------------------------------------------------------

def settle(st, ctx) -> None:
    """Run automatic steps, end a finished turn, and name the decision the game now waits for."""
    d = st.data
    if solo.on(d):
        solo.settle(st, ctx)  # COB-267: the duchy full ends the game; COB-264: VP gained move the counter
    while True:
        if d["over"]:
            d["decision"] = "over"
            return
        pending = d["pending"]
        if pending:
            top = pending[-1]
            if top["kind"] in SH.KINDS and SH.step(st, top, ctx):  # shields: resolved without a choice
                continue
            if top["kind"] in AUTO_KINDS:
                pending.pop()
                if top["kind"] == "bridge":
                    move_on_bridge(st, d["active"], ctx)
                else:
                    solo.after_ship(st, d["active"], ctx)
                continue
            d["decision"] = top["kind"]
            return
        if all(d["used"]) and not can_buy(st, d["active"]):
            end_turn(st, ctx)
            continue
        d["decision"] = "die_action"
        return


def can_buy(st, seat: int) -> bool:
    """COB-047/081: one purchase per turn, 2 silver (monastery #6: silver or workers, any depot)."""
    d = st.data
    if d["bought"]:
        return False
    p = estate(d, seat)
    price = SCORING["purchase_price"]
    if module_on(d, "inns") and d["inns"] and p["silver"] + (p["workers"] if D.has_mon(p, 6) else 0) >= price:
        return True  # COB-211: an inn is for sale like a black-depot tile
    if D.has_mon(p, 6):
        if p["silver"] + p["workers"] < price:
            return False
        return any(t is not None for t in d["black"]) or any(t for dep in d["depots"] for t in dep)
    return p["silver"] >= price and any(t is not None for t in d["black"])


# ---- gaining tiles ------------------------------------------------------------------------------

def take_from_depot(st, seat: int, depot: int, code: str, ctx) -> None:
    """COB-060: take one tile from numbered depot `depot` (1-6) into storage."""
    slots = st.data["depots"][depot - 1]
    slots[slots.index(code)] = None
    _log(ctx, N_("{who} takes {tile} from depot {depot}."), who=seat_ref(seat), tile=terms.tile(code), depot=depot)
    store(st, seat, code, ctx)


def take_from_black(st, seat: int, code: str, ctx) -> None:
    slots = st.data["black"]
    slots[slots.index(code)] = None
    store(st, seat, code, ctx)


# ---- storage: the ONE way tiles go in and out of storage spaces ----------------------------------
# An estate's `storage` holds the tiles on its storage spaces; in the team game those are the team's shared
# spaces, and each player also has one private space (`d["private_storage"][seat]`, COB-236). Moves, texts
# and views read storage only through `usable_storage`; tiles go in by `store` and out by `unstore`.

def storage_spaces(d: dict, seat: int) -> int:
    """How many (shared) storage spaces the seat's estate has: 3 (COB-061), a team's 2 (COB-236)."""
    if module_on(d, "shields"):
        p = estate(d, seat)
        if D.has_shield(p, 4):
            return float("inf")  # COB-288: unlimited with shield 4
    return T.SHARED_SPACES if T.on(d) else SCORING["storage_spaces"]


def private_storage(d: dict, seat: int) -> list | None:
    """The seat's own private storage space (team game, COB-236), else None."""
    return d["private_storage"][seat] if T.on(d) else None


def usable_storage(d: dict, seat: int) -> list[str]:
    """The stored tiles `seat` may place or discard: the estate's, plus its own private one, never the
    partner's (COB-237)."""
    own = private_storage(d, seat)
    return estate(d, seat)["storage"] + own if own else estate(d, seat)["storage"]


def store(st, seat: int, code: str, ctx) -> None:
    """COB-061/062: into an empty storage space; when all are full, first discard one (a decision).
    Team game: when a shared and the player's private space are both free, the player chooses (COB-236)."""
    d = st.data
    p = estate(d, seat)
    shared = len(p["storage"]) < storage_spaces(d, seat)
    own = private_storage(d, seat)
    private = own is not None and len(own) < T.PRIVATE_SPACES
    if shared and private:
        d["pending"].append({"kind": "choose_storage_space", "tile": code})
    elif shared or private:
        put_in_storage(d, seat, code, private=private)
    else:
        d["pending"].append({"kind": "choose_storage_discard", "tile": code})


def put_in_storage(d: dict, seat: int, code: str, private: bool = False) -> None:
    """Onto a free shared space, or the seat's private one; tiles never move between spaces (COB-237)."""
    (private_storage(d, seat) if private else estate(d, seat)["storage"]).append(code)


def unstore(d: dict, seat: int, code: str, private: bool | None = None) -> bool:
    """Take `code` off a storage space the seat may use; whether it was the private one. By default the
    seat's own private space first: the shared tile stays for both partners (COB-237)."""
    own = private_storage(d, seat)
    if own and code in own and private is not False:
        own.remove(code)
        return True
    estate(d, seat)["storage"].remove(code)
    return False


def discard_and_store(st, seat: int, discard: str, ctx, private: bool | None = None) -> None:
    """COB-062: discard a stored tile to the box; the new tile takes the space it leaves. By default the
    shared one when both spaces hold such a tile (`private=True` names the private one)."""
    d = st.data
    entry = d["pending"].pop()
    if private is None:  # "discard TILE": the shared one when a shared space holds it
        private = discard not in estate(d, seat)["storage"]
    unstore(d, seat, discard, private)
    put_in_storage(d, seat, entry["tile"], private)
    _log(ctx, N_("{who} discards {tile} from storage to make room."), who=seat_ref(seat), tile=terms.tile(discard))


# ---- goods --------------------------------------------------------------------------------------

def sell(st, seat: int, colour: int, ctx) -> None:
    """COB-075/076/077: sell the whole stack of one colour; 1 silver per sale plus VP per tile.
    Monastery #3: 2 silver; #4: also 1 worker (COB-153/154)."""
    p = estate(st.data, seat)
    count = p["goods"][colour]
    p["goods"][colour] = 0
    p["sold"][colour] += count
    silver = 2 if D.has_mon(p, 3) else SCORING["sale_silver"]
    vp = count * SCORING["sale_vp_per_tile"][solo.counted_players(st)]  # COB-308: solo at the 2-player rate
    silver, vp = SH.sale(p, count, silver, vp)  # shields 9 and 12
    p["silver"] += silver
    if D.has_mon(p, 4):
        p["workers"] += 1
    p["vp"]["sales"] += vp
    _log(ctx, plural("{who} sells {n} {colour} goods tile: {vp}, {silver}.",
                     "{who} sells {n} {colour} goods tiles: {vp}, {silver}.", "n", who=seat_ref(seat), n=count,
                     colour=terms.colour(colour, count), vp=terms.vp(vp), silver=terms.silver(silver)))
    if D.has_mon(p, 4):
        _log(ctx, N_("{who} takes {workers} (monastery 4)."), who=seat_ref(seat), workers=terms.workers(1))
        SH.workers_gained(st, seat, ctx)
    if module_on(st.data, "trade_routes"):  # COB-221..224: the goods go on the route, still sold
        trade_routes.lay(st, seat, p, colour, count, ctx)


def take_workers(st, seat: int, ctx) -> None:
    """COB-078: 2 workers whatever the die; #14: 4 instead; #13: also 1 silver (COB-163/164)."""
    p = estate(st.data, seat)
    gain = 4 if D.has_mon(p, 14) else SCORING["take_workers"]
    p["workers"] += gain
    if D.has_mon(p, 13):
        p["silver"] += 1
        _log(ctx, N_("{who} takes {workers} and {silver}."), who=seat_ref(seat), workers=terms.workers(gain),
             silver=terms.silver(1))
    else:
        _log(ctx, N_("{who} takes {workers}."), who=seat_ref(seat), workers=terms.workers(gain))
    SH.workers_gained(st, seat, ctx)


def goods_choices(p: dict, depot_goods: list[int],
                  limit: int = SCORING["goods_colour_limit"]) -> list[tuple[int, ...]]:
    """COB-092: colours held always stack; new colours only up to 3 (`limit`) in all. Each choice is the tuple
    of new colours taken (sorted); one empty tuple when no choice arises."""
    held = {c for c in range(1, 7) if p["goods"][c]}
    new = sorted({c for c in depot_goods if c not in held})
    room = limit - len(held)
    if len(new) <= room:
        return [tuple(new)]
    return [combo for combo in _combos(new, room)]


def _combos(items: list[int], k: int) -> list[tuple[int, ...]]:
    if k <= 0:
        return [()]
    if k > len(items):
        return []
    out = []
    for i, first in enumerate(items):
        for rest in _combos(items[i + 1:], k - 1):
            out.append((first,) + rest)
    return out


def ship_take(st, seat: int, depot: int, new_colours: tuple, ctx) -> None:
    """COB-091/092: take all goods of one depot that fit; the rest stay there."""
    d = st.data
    p = estate(d, seat)
    held = {c for c in range(1, 7) if p["goods"][c]}
    allowed = held | set(new_colours)
    taken, left = [], []
    for g in d["depot_goods"][depot - 1]:
        (taken if g in allowed else left).append(g)
    d["depot_goods"][depot - 1] = left
    for g in taken:
        p["goods"][g] += 1
    who = seat_ref(seat)
    if taken and left:
        _log(ctx, plural("{who} ships goods from depot {depot}: {taken}; {left} stays there.",
                         "{who} ships goods from depot {depot}: {taken}; {left} stay there.", "n",
                         who=who, depot=depot, taken=terms.goods_list(taken), left=terms.goods_list(left), n=len(left)))
    elif taken:
        _log(ctx, N_("{who} ships goods from depot {depot}: {taken}."), who=who, depot=depot,
             taken=terms.goods_list(taken))
    elif left:
        _log(ctx, plural("{who} ships nothing from depot {depot}: no goods there fit; {left} stays there.",
                         "{who} ships nothing from depot {depot}: no goods there fit; {left} stay there.", "n",
                         who=who, depot=depot, left=terms.goods_list(left), n=len(left)))
    else:
        _log(ctx, N_("{who} ships nothing from depot {depot}: no goods there fit."), who=who, depot=depot)


def depots_with_goods(d: dict) -> list[int]:
    return [i + 1 for i in range(6) if d["depot_goods"][i]]


def move_on_bridge(st, seat: int, ctx) -> None:
    """COB-093/094: one space toward the centre, on top of any pawns there. COB-239: a pawn already on
    the last space (a team may place more than 6 ships) stays there, moved to the top of its stack."""
    bridge = st.data["bridge"]
    for pos, stack in enumerate(bridge):
        if seat in stack:
            stack.remove(seat)
            new = min(pos + 1, len(bridge) - 1)
            bridge[new].append(seat)
            break
    if module_on(st.data, "extra_tiles"):  # COB-191: a pawn with monastery 27 goes back on top
        from rules.castles import extra_tiles
        extra_tiles.pawns_on_top(st, ctx)
    if pos == len(bridge) - 1:
        _log(ctx, N_("{who} is already on the last bridge space: the pawn moves to the top of the stack there."),
             who=seat_ref(seat))
    elif turn_order(st.data)[0] == seat:
        _log(ctx, N_("{who} moves ahead on the bridge and takes the white die."), who=seat_ref(seat))
    else:
        _log(ctx, N_("{who} moves ahead on the bridge."), who=seat_ref(seat))


# ---- placing tiles ------------------------------------------------------------------------------

def place(st, seat: int, code: str, space: int, ctx, stored: bool = True) -> None:
    """COB-070..073: place a stored tile (or, `stored=False`, one taken straight from the board: shields 14
    and 15, the solo colour reward), score completions, then resolve its effect."""
    d = st.data
    p = estate(d, seat)
    if stored:
        unstore(d, seat, code)
    p["duchy"][space] = code
    tile = TILES[code]
    if tile["kind"] == "monastery":
        p["mons"].append(tile["number"])
        if module_on(d, "shields"):
            SH.monastery_placed(st, seat)  # shield 6 shares it
    _log(ctx, N_("{who} places {tile} on space {space}."), who=seat_ref(seat), tile=terms.tile(code), space=space)
    score_completion(st, seat, space, ctx)
    if solo.on(d):
        solo.after_placement(st, seat, code, ctx)  # COB-262, COB-264
    apply_effect(st, seat, code, space, ctx)


def score_completion(st, seat: int, space: int, ctx) -> None:
    """COB-120..124: a completed area scores size points plus the phase bonus; a completed colour
    takes the large bonus tile if still there, else the small one."""
    d = st.data
    p = estate(d, seat)
    b = board(p["board"])
    if D.area_complete(b, p, space):
        size = len(b.areas[b.area_of[space]][1])
        counted = size
        if module_on(d, "inns"):  # COB-214: an inn makes the area count one size larger
            from rules.castles import inns
            counted = inns.counted_size(b, p, space, size)
        pts = D.area_points(D.scored_size(p, counted)) + SCORING["phase_bonus"][d["phase"]]
        p["vp"]["areas"] += pts
        if counted != size:
            _log(ctx, N_("{who} completes a {colour} area of {size} with an inn, counted as {counted}: {vp}."),
                 who=seat_ref(seat), colour=terms.COLOURS[b.colour[space]], size=size, counted=counted,
                 vp=terms.vp(pts))
        else:
            _log(ctx, N_("{who} completes a {colour} area of {size}: {vp}."), who=seat_ref(seat),
                 colour=terms.COLOURS[b.colour[space]], size=size, vp=terms.vp(pts))
    colour = b.colour[space]
    if D.colour_complete(b, p, colour) and solo.on(d):
        solo.colour_complete(st, seat, colour, ctx)  # COB-263: a black-depot tile instead of a bonus tile
    elif D.colour_complete(b, p, colour):
        taken = d["bonus_taken"][colour]
        if taken < 2:
            size = "large" if taken == 0 else "small"
            vp = SCORING[f"bonus_{size}"][st.n]
            d["bonus_taken"][colour] = taken + 1
            p["bonus"].append([colour, size, vp])
            p["vp"]["bonus"] += vp
            _log(ctx, N_("{who} covers every {colour} space: {size} bonus tile, {vp}."), who=seat_ref(seat),
                 colour=terms.COLOURS[colour], size=terms.BONUS_SIZES[size], vp=terms.vp(vp))
    if module_on(d, "border_posts"):  # COB-201..203: checked after every placement
        border_posts.check(st, seat, p, ctx)


def apply_effect(st, seat: int, code: str, space: int, ctx) -> None:
    """Dispatch the placed tile's effect by kind (section 9 and 10 of RULES.md)."""
    d = st.data
    p = estate(d, seat)
    tile = TILES[code]
    kind = tile["kind"]
    if kind == "castle":  # COB-095
        d["pending"].append({"kind": "castle_bonus_action"})
    elif kind == "ship":  # COB-091..094
        if not solo.on(d):  # a game of one has no turn order to win: its player rolls the white die (COB-254)
            d["pending"].append({"kind": "bridge"})
        SH.ship_placed(st, seat)  # shield 5, after the depot's goods
        if solo.on(d):
            d["pending"].append({"kind": "solo_after_ship"})  # COB-259/260, once the goods are taken
        if depots_with_goods(d):
            d["pending"].append({"kind": "ship_depot"})
    elif kind == "livestock" and code == "geese":  # COB-196 (extra tiles)
        from rules.castles import extra_tiles
        extra_tiles.geese_placed(st, seat, space, ctx)
    elif kind == "livestock":  # COB-097
        vp = D.livestock_points(board(p["board"]), p, space)
        p["vp"]["livestock"] += vp
        _log(ctx, N_("{who} scores {vp} for livestock."), who=seat_ref(seat), vp=terms.vp(vp))
        if module_on(d, "extra_tiles"):  # COB-197: geese in this pasture score again
            from rules.castles import extra_tiles
            extra_tiles.geese_bonus(st, seat, space, ctx)
    elif kind == "building":
        building_effect(st, seat, tile, ctx)
    elif code == "mon27" and module_on(d, "extra_tiles"):  # COB-191, at once if the pawn is under others
        from rules.castles import extra_tiles
        extra_tiles.pawns_on_top(st, ctx)
    # mines (COB-096) and monasteries (COB-090: permanent or end-game effects) act later; inns and face-down
    # tiles have no effect (COB-214, COB-261)


def building_effect(st, seat: int, tile: dict, ctx) -> None:
    """COB-101..111: a building's one-off effect; one that cannot be used is lost (COB-102)."""
    d = st.data
    p = estate(d, seat)
    effect = tile["effect"]
    btype = tile["building"]
    if effect == "take_from_depot":  # market, carpenter, church
        if depot_tiles_of(d, tile["kinds"]):
            d["pending"].append({"kind": f"{btype}_take", "kinds": list(tile["kinds"])})
        else:
            _log(ctx, N_("The depots hold no tile for the {tile} to take."), tile=terms.tile(tile["code"]))
    elif effect == "sell_any":  # warehouse
        if any(p["goods"][1:]):
            d["pending"].append({"kind": "warehouse_sell"})
    elif effect == "place_any":  # city hall
        if city_hall_options(st, seat):
            d["pending"].append({"kind": "city_hall_place"})
    elif effect == "copy_building":  # the crane (COB-194)
        d["pending"].append({"kind": "crane_effect"})
    elif effect == "white_die_action":  # a white castle (COB-205)
        d["pending"].append({"kind": "white_castle_action", "value": d["white"]})
    elif effect == "gain":  # boarding house, bank, watchtower
        gains = []
        if tile.get("workers"):
            p["workers"] += tile["workers"]
            gains.append(terms.workers(tile["workers"]))
        if tile.get("silver"):
            p["silver"] += tile["silver"]
            gains.append(terms.silver(tile["silver"]))
        if tile.get("vp"):
            p["vp"]["buildings"] += tile["vp"]
            gains.append(terms.vp(tile["vp"]))
        _log(ctx, N_("{who} gains {gains}."), who=seat_ref(seat), gains=gains)
        if tile.get("workers"):
            SH.workers_gained(st, seat, ctx)


def depot_tiles_of(d: dict, colours) -> list[tuple[int, str]]:
    """(depot, code) pairs of numbered-depot tiles whose colour is among `colours` (distinct)."""
    out = []
    for i, slots in enumerate(d["depots"]):
        seen = set()
        for code in slots:
            if code is not None and code not in seen and TILES[code]["colour"] in colours:
                seen.add(code)
                out.append((i + 1, code))
    return out


def city_hall_options(st, seat: int) -> list[tuple[str, int]]:
    """COB-110 (reading): any stored tile on any legal space of its colour, no die needed."""
    d = st.data
    p = estate(d, seat)
    b = board(p["board"])
    out = []
    for code in sorted(set(usable_storage(d, seat))):
        for space in D.spaces_for(b, p, code, None):
            out.append((code, space))
    return out
