"""The solo game (RULES.md section 23: COB-250..269, COB-308): a table of one on duchy 13a or 13b.

The base rules apply with the changes below, each called from the engine or the moves where it acts (always
behind `on(d)`): the 2-player central board; each round a depot loses a tile; a ship clears the other depots'
goods and opens a trade of 5 goods for a face-down black tile; monasteries score at once; completing a colour
places a black-depot tile instead of giving a bonus tile; VP move a counter toward a target that gives an
extra action. The score is the spaces covered: all of them within 25 rounds wins.

State: d["solo"] = {"level": "beginner"|"expert", "counter", "target", "start_target" (the option: the
difficulty), "counted" (VP already moved on the counter), "black_chain" (a black-depot tile is being placed,
so a colour it completes may give another, COB-263)}.
"""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import terms
from rules.castles.components import COLOURS, GOODS_NAMES, SCORING, TILES, board
from rules.core import Action, Result
from rules.core.text import N_, is_number, msg, plural, seat as seat_ref

BOARDS = {"beginner": "13a", "expert": "13b"}  # COB-250: side 13A for beginners, 13B for experts
ROUNDS = SCORING["phases"] * SCORING["rounds_per_phase"]  # COB-254: 25
WORKERS = 2  # COB-251
FACEDOWN = "facedown"  # COB-260/261: a black tile kept face down: any colour, no effect
# The tile table is the base game's (components.py); the face-down tile belongs to this mode only.
TILES.setdefault(FACEDOWN, {"code": FACEDOWN, "kind": "facedown", "colour": "any", "name": "Face-down tile"})
TRADE_GOODS = 5  # COB-260
TARGET_STEP = 5  # COB-265
DECISIONS = ("solo_trade", "solo_trade_goods", "solo_black_place", "solo_buy_vp")
KINDS = ("trade", "give", "black_place", "buy_vp")  # the action data these decisions' actions carry


def on(d: dict) -> bool:
    """Whether this is a game of one."""
    return "solo" in d


def counted_players(st) -> int:
    """The player count whose central board (depot spaces, black depot) and sale rate apply: the 2-player
    ones in a game of one (COB-250; COB-308 reading: goods sell at the 2-player rate)."""
    return max(st.n, 2)


def board_key(options: dict) -> str:
    return BOARDS[options.get("solo", "beginner")]


def goods_colour_limit(d: dict) -> int:
    """COB-252: no limit on the goods colours stored in a game of one (the base limit is COB-092)."""
    return len(GOODS_NAMES) if on(d) else SCORING["goods_colour_limit"]


# ---- setup and rounds -------------------------------------------------------------------------

def setup(st) -> None:
    """COB-251, COB-253, COB-268: 2 workers (1 silver and 3 goods as in the base game; the starting castle
    goes on a dark-green space of the player's choice, as boards 13a/13b fix none); the VP counter at 0 and
    the target where the option puts it (50, or 45-55)."""
    d = st.data
    E.estate(d, 0)["workers"] = WORKERS
    target = st.options.get("target", 50)
    d["solo"] = {"level": st.options.get("solo", "beginner"), "counter": 0, "target": target,
                 "start_target": target, "counted": 0, "black_chain": False}


def round_of_25(d: dict) -> int:
    return min(d["phase"] * SCORING["rounds_per_phase"] + d["round"] + 1, ROUNDS)


def remove_depot_tile(st, ctx) -> None:
    """COB-256: after the round's goods, one hex tile of the white die's depot leaves the game, top to bottom
    in depots 2, 3, 5, 6 and left to right in 1 and 4. Reading: data/central_board.yaml lists each depot's
    spaces in print order, the first listed being the top (or left) one, so the first tile still there goes
    (the drawn positions are a gap of the reference, README GAPS 10). An empty depot passes to the next one
    clockwise (reading: the next higher number on the ring 1..6, 6 then 1)."""
    d = st.data
    depot = d["white"]
    for _ in range(6):
        slots = d["depots"][depot - 1]
        for i, code in enumerate(slots):
            if code is not None:
                slots[i] = None
                E._log(ctx, plural("{tile} leaves the game from depot {depot}.", "{tile} leave the game from depot "
                                   "{depot}.", "n", tile=terms.tile(code), depot=depot, n=terms.tile_number(code)))
                return
        depot = depot % 6 + 1


def opening(st):
    d = st.data
    p = E.estate(d, 0)
    return msg(N_("A game of one on duchy {duchy} ({level}): cover all {size} spaces within {rounds} rounds; the VP "
                  "target starts at {target}."), duchy=p["board"], level=terms.SOLO_LEVELS[d["solo"]["level"]],
               size=board(p["board"]).size, rounds=ROUNDS, target=d["solo"]["start_target"])


# ---- the end ----------------------------------------------------------------------------------

def settle(st, ctx) -> None:
    """Called first by engine.settle: COB-267 covering every space ends the game, won; else COB-264 the VP
    gained by the action just made move the counter."""
    d = st.data
    if d["over"]:
        return
    p = E.estate(d, 0)
    if D.empty_spaces(p) == 0:
        d["over"] = True
        d["pending"] = []
        E._log(ctx, N_("{who} covers all {size} spaces in round {round} of {rounds}: the solo game is won."),
               who=seat_ref(0), size=board(p["board"]).size, round=round_of_25(d), rounds=ROUNDS)
        return
    count_vp(st, d["active"], ctx)


def result(st) -> Result:
    """COB-267: one seat, whose score is the duchy spaces covered (the rulebook rates a solo game only as won,
    all spaces covered within 25 rounds, or lost; the starting target is its difficulty, COB-268)."""
    d = st.data
    p = E.estate(d, 0)
    size = board(p["board"]).size
    covered = size - D.empty_spaces(p)
    won = covered == size
    outcome = None
    if d["over"] or st.resigned:
        level = dict(duchy=p["board"], level=terms.SOLO_LEVELS[d["solo"]["level"]], target=d["solo"]["start_target"])
        if won:
            outcome = msg(N_("Solo game won on duchy {duchy} ({level}) with the target starting at {target}: all {size} spaces "
                             "covered in round {round}."), size=size, round=round_of_25(d), **level)
        else:
            outcome = msg(N_("Solo game lost on duchy {duchy} ({level}) with the target starting at {target}: {covered} of {size} "
                             "spaces covered (the score)."), covered=covered, size=size, **level)
    return Result([covered], [{"spaces": covered}], [0], [0] if won else [], "", None, outcome)


def view(st) -> dict:
    """view["solo"]: the difficulty, the VP counter and target, the round of 25, won (null while playing)."""
    d = st.data
    s = d["solo"]
    over = d["over"] or bool(st.resigned)
    return {"level": s["level"], "counter": s["counter"], "target": s["target"], "round_of_25": round_of_25(d),
            "won": (D.empty_spaces(E.estate(d, 0)) == 0) if over else None}


# ---- ships: goods leave, a trade for a face-down tile ---------------------------------------------

def after_ship(st, seat: int, ctx) -> None:
    """COB-259: once the ship's goods are taken, every goods tile left on the depots leaves the game;
    COB-260: then, and only then, 5 goods may buy a black-depot tile (a decision when possible)."""
    d = st.data
    gone = [g for goods in d["depot_goods"] for g in goods]
    if gone:
        d["depot_goods"] = [[] for _ in range(6)]
        E._log(ctx, N_("The goods left on the depots leave the game: {goods}."), goods=terms.goods_list(gone))
    if sum(E.estate(d, seat)["goods"][1:]) >= TRADE_GOODS and black_codes(d):
        d["pending"].append({"kind": "solo_trade"})


def black_codes(d: dict) -> list[str]:
    return sorted({c for c in d["black"] if c is not None})


def goods_combos(goods: list[int], k: int, colour: int = 1) -> list[tuple[int, ...]]:
    """Every way to give k goods tiles from the stacks `goods` (indexed by colour 1-6), colours ascending."""
    if k == 0:
        return [()]
    out = []
    for c in range(colour, 7):
        if goods[c]:
            less = list(goods)
            less[c] -= 1
            out += [(c,) + rest for rest in goods_combos(less, k - 1, c)]
    return out


# ---- monasteries score at once; a completed colour places a black tile -------------------------------

def after_placement(st, seat: int, code: str, ctx) -> None:
    """Called by engine.place once the completions are scored: COB-264 their VP move the counter now;
    COB-262 a monastery's points are scored at once instead of at the end (#26: 3 per colour completed
    so far, there being no bonus tiles; reading: counting the colour this monastery completes)."""
    d = st.data
    count_vp(st, seat, ctx)
    tile = TILES[code]
    if tile["kind"] != "monastery":
        return
    p = E.estate(d, seat)
    b = board(p["board"])
    from rules.castles import scoring as S  # here: scoring imports the engine's names, the engine this module
    # its end-game points now, as if this were its only monastery and each completed colour a bonus tile
    vp = S.monastery_points({**p, "mons": [tile["number"]], "bonus": [colour for colour in COLOURS
                                                                       if D.colour_complete(b, p, colour)]})
    if vp:
        p["vp"]["monasteries"] = p["vp"].get("monasteries", 0) + vp
        E._log(ctx, N_("{who} scores {vp} for {tile} at once."), who=seat_ref(seat), vp=terms.vp(vp),
               tile=terms.tile(code))
        count_vp(st, seat, ctx)


def colour_complete(st, seat: int, colour: str, ctx) -> None:
    """COB-263: completing a colour gives no bonus tile: a black-depot tile goes into the duchy instead (a
    decision; when that tile completes another colour, another may follow, optionally)."""
    d = st.data
    if not black_codes(d):
        E._log(ctx, N_("{who} covers every {colour} space; the black depot is empty."), who=seat_ref(seat),
               colour=terms.COLOURS[colour])
        return
    E._log(ctx, N_("{who} covers every {colour} space: a tile of the black depot goes into the duchy."),
           who=seat_ref(seat), colour=terms.COLOURS[colour])
    d["pending"].append({"kind": "solo_black_place", "again": d["solo"]["black_chain"]})


def black_places(st, seat: int) -> list[tuple[str, int]]:
    """COB-263 reading: no die needed, but the tile's colour and adjacency apply."""
    d = st.data
    p = E.estate(d, seat)
    b = board(p["board"])
    return [(code, space) for code in black_codes(d) for space in D.spaces_for(b, p, code, None)]


# ---- the VP counter and target ------------------------------------------------------------------

def count_vp(st, seat: int, ctx) -> None:
    """COB-264: VP gained move the counter; at that moment the player may buy VP (a decision when the
    player has silver and did not reach the target)."""
    d = st.data
    s = d["solo"]
    p = E.estate(d, seat)
    total = sum(p["vp"].values())
    gained = total - s["counted"]
    if gained <= 0:
        return
    s["counted"] = total
    reached = advance(st, seat, gained, ctx)
    if not reached and p["silver"] and not any(e["kind"] == "solo_buy_vp" for e in d["pending"]):
        d["pending"].append({"kind": "solo_buy_vp"})


def advance(st, seat: int, n: int, ctx) -> bool:
    """Move the counter n; COB-265: reaching the target sets it back to 0 (the excess is lost), moves the
    target back 5 and gives one extra action as a castle does. True when the target was reached."""
    d = st.data
    s = d["solo"]
    s["counter"] += n
    if s["counter"] < s["target"]:
        E._log(ctx, N_("The VP counter moves {n} to {counter} (target {target})."), n=n, counter=s["counter"],
               target=s["target"])
        return False
    s["counter"] = 0
    s["target"] -= TARGET_STEP
    E._log(ctx, N_("The VP counter reaches the target: back to 0, the target moves back to {target}, and {who} "
                   "takes one extra action."), target=s["target"], who=seat_ref(seat))
    d["pending"].append({"kind": "solo_target_action"})
    return True


# ---- decisions ----------------------------------------------------------------------------------

def legal(st, seat: int) -> list[Action]:
    d = st.data
    decision = d["decision"]
    p = E.estate(d, seat)
    out: list[Action] = []
    if decision == "solo_trade":  # COB-260
        for code in black_codes(d):
            out.append(Action(f"trade {code}", msg(N_("Trade 5 goods for {tile}, face down"), tile=terms.tile(code)),
                              N_("Trade"), data=("trade", code)))
        return out + [Action("skip", N_("Keep your goods"), N_("End"), default=True, data=("skip",))]
    if decision == "solo_trade_goods":
        tile = d["pending"][-1]["tile"]
        for combo in goods_combos(p["goods"], TRADE_GOODS):
            out.append(Action("give " + " ".join(map(str, combo)), msg(N_("Give {goods}"),
                                                                       goods=terms.goods_list(combo)),
                              N_("Give"), default=not out, data=("give", combo, tile)))
        return out
    if decision == "solo_black_place":  # COB-263
        for code, space in black_places(st, seat):
            out.append(Action(f"place {code}@{space}", msg(N_("Place {tile} from the black depot on space {space}"),
                                                           tile=terms.tile(code), space=space),
                              N_("Place"), default=not out, data=("black_place", code, space)))
        if d["pending"][-1]["again"] or not out:
            out.append(Action("skip", N_("Place no black tile"), N_("End"), default=not out, data=("skip",)))
        return out
    if decision == "solo_buy_vp":  # COB-264: buying past the target would only buy lost points
        s = d["solo"]
        for n in range(1, min(p["silver"], s["target"] - s["counter"]) + 1):
            out.append(Action(f"vp {n}", msg(N_("Buy {vp} for {silver}"), vp=terms.vp(n), silver=terms.silver(n)),
                              N_("Buy"), data=("buy_vp", n)))
        return out + [Action("skip", N_("Buy no VP"), N_("End"), default=True, data=("buy_vp", 0))]
    return out


def perform(st, seat: int, data: tuple, ctx) -> None:
    """The actions of the solo decisions (moves.perform has already taken the decision off the stack)."""
    d = st.data
    p = E.estate(d, seat)
    kind = data[0]
    who = seat_ref(seat)
    if kind == "trade":
        d["pending"].append({"kind": "solo_trade_goods", "tile": data[1]})
        ctx.log(N_("{who} picks {tile} of the black depot for 5 goods."), who=who, tile=terms.tile(data[1]))
    elif kind == "give":  # COB-260: the 5 goods leave the game; the tile is stored face down
        _, combo, code = data
        for c in combo:
            p["goods"][c] -= 1
        d["black"][d["black"].index(code)] = None
        ctx.log(N_("{who} trades {goods} for {tile} from the black depot, stored face down."), who=who,
                goods=terms.goods_list(combo), tile=terms.tile(code))
        E.store(st, seat, FACEDOWN, ctx)
    elif kind == "black_place":  # COB-263: no die; its effect applies
        _, code, space = data
        d["black"][d["black"].index(code)] = None
        ctx.log(N_("{who} takes {tile} from the black depot."), who=who, tile=terms.tile(code))
        d["solo"]["black_chain"] = True
        E.place(st, seat, code, space, ctx, stored=False)  # straight into the duchy, with every effect
        d["solo"]["black_chain"] = False
    elif kind == "buy_vp" and not data[1]:
        ctx.log(N_("{who} buys no VP."), who=who)
    elif kind == "buy_vp":  # COB-264
        n = data[1]
        p["silver"] -= n
        ctx.log(N_("{who} buys {vp} for {silver}."), who=who, vp=terms.vp(n), silver=terms.silver(n))
        advance(st, seat, n, ctx)


def canonical(text: str) -> str:
    """The goods given in a trade in any order ("give 4 1 4 2 1" is "give 1 1 2 4 4")."""
    words = text.split()
    if words and words[0] == "give" and all(is_number(w, 1) for w in words[1:]):
        return " ".join(["give", *sorted(words[1:])])
    return text
