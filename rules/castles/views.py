"""What players may see. Nothing in the base game is secret between players; only the face-down
stacks (tiles and goods still to come) are hidden, so views show their sizes, never their contents.

Random duchies (COB-022): while a player still chooses their board's side, `players[s]["sides"]` = [key, key]
(both in `boards`); the seat putting its starting castle gets `start_choices` = {key: [dark-green spaces]} in its
own view (and `legal_spaces` only when there is one duchy to put it on)."""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import moves as M
from rules.castles import scoring as S
from rules.castles import team as T
from rules.castles import shields as SH
from rules.castles import solo, terms
from rules.castles import white_castles as WC
from rules.castles import border_posts, trade_routes
from rules.castles.components import COLOURS, GOODS_NAMES, PHASE_LETTERS, SCORING, TILES, board
from rules.castles import engine as E
from rules.castles.engine import turn_order
from rules.core.text import N_, msg

# What each monastery does, in a few words for the image's key (the effect kinds of data/tiles.yaml).
MONASTERY_TEXT = {
    "no_building_limit": N_("a building type more than once per city"),
    "mine_workers": N_("phase end: +1 worker per mine"),
    "sale_silver": N_("each sale: {amount} silver, not 1"),
    "sale_worker": N_("each sale: +1 worker"),
    "ship_adjacent_depot": N_("ship: also a neighbouring depot's goods"),
    "buy_anywhere_with_workers": N_("buy from any depot; pay with workers"),
    "livestock_plus_one": N_("livestock: +1 VP per tile that scores"),
    "worker_step_two": N_("each worker turns a die by up to 2"),
    "workers_silver": N_("taking workers: +1 silver"),
    "workers_four": N_("taking workers: 4 instead of 2"),
    "end_sold_colours": N_("end: {vp} VP per sold goods colour"),
    "end_building": N_("end: {vp} VP per {building}"),
    "end_animal_types": N_("end: {vp} VP per livestock type"),
    "end_sold_tiles": N_("end: {vp} VP per goods tile sold"),
    "end_bonus_tiles": N_("end: {vp} VP per bonus tile"),
    "bridge_on_top": N_("your bridge pawn always on top"),  # 27 (COB-191)
    "buy_workers": N_("your turn: {workers} workers for {silver} silver"),  # 28 (COB-193)
}
# The module and solo tiles in a few words, for the image's key.
SPECIAL_TEXT = {
    "crane": N_("any building's effect; end: any building"),  # COB-194, COB-195
    "geese": N_("2 VP + a herd; +2 per later livestock"),  # COB-196, COB-197
    "whitecastle": N_("an action with the white die"),  # COB-205
    "inn": N_("any colour; its area counts one larger"),  # COB-212, COB-214
    "facedown": N_("any colour; no effect"),  # COB-261
}
# Monasteries 9-12: a die +/-1 for free, by the action and the tiles it concerns (COB-159..162).
FREE_SHIFT_TEXT = {
    ("place", ("building",)): N_("place building: die +/-1 free"),
    ("place", ("river", "pasture")): N_("place ship/livestock: die +/-1 free"),
    ("place", ("castle", "mine", "monastery")): N_("place castle/mine/monastery: die +/-1 free"),
    ("take", ()): N_("take a tile: die +/-1 free"),
}


# The solo game scores these monasteries when placed, and #26 counts the colours completed (COB-262, COB-263).
SOLO_MONASTERY_TEXT = {
    "end_sold_colours": N_("placed: {vp} VP per sold goods colour"),
    "end_building": N_("placed: {vp} VP per {building}"),
    "end_animal_types": N_("placed: {vp} VP per livestock type"),
    "end_sold_tiles": N_("placed: {vp} VP per goods tile sold"),
    "end_bonus_tiles": N_("placed: {vp} VP per colour completed"),
}


def monastery_text(t: dict, solo_game: bool = False):
    """A monastery's effect as a message (as the solo game scores it, with `solo_game`)."""
    if t["effect"] == "free_shift":
        return FREE_SHIFT_TEXT[(t["action"], tuple(t.get("kinds") or ()))]
    params = {k: t[k] for k in ("amount", "vp", "workers", "silver") if k in t}
    if "building" in t:
        params["building"] = terms.BUILDING_NOUNS[WC.monastery_building(t)]  # "city hall", as the key names it
    texts = {**MONASTERY_TEXT, **SOLO_MONASTERY_TEXT} if solo_game else MONASTERY_TEXT
    return msg(texts[t["effect"]], **params) if params else texts[t["effect"]]


def tile_info(code: str, solo_game: bool = False) -> dict:
    """How a tile reads without art: colour, kind, and what tells it from its kind's others (a building,
    an animal and its count, a monastery's number); the renderer draws these as marks. `solo_game`: the
    monasteries' texts as the solo game scores them."""
    t = TILES[code]
    kind = t["kind"]
    out = {"colour": t["colour"], "kind": kind, "name": t["name"], "term": terms.tile(code)}
    out.update({k: t[k] for k in ("building", "animal", "animals", "number") if k in t})
    if kind == "monastery":
        out["text"] = monastery_text(t, solo_game)
        if "building" in t:
            out["building"] = WC.monastery_building(t)  # #29's is a stand-in (COB-206)
            if t["building"] == "stand_in":
                out["stand_in"] = True
    elif code in SPECIAL_TEXT:
        out["text"] = SPECIAL_TEXT[code]
    return out


def board_view(key: str) -> dict:
    """A duchy for drawing: each space's place (in hex widths), colour and die; its areas, drawn river
    links and border points; whether it is a stand-in."""
    b = board(key)
    return {"id": b.id, "name": b.name, "size": b.size, "stand_in": b.stand_in,
            "spaces": [{"id": s, "x": round(b.xy[s][0], 3), "y": round(b.xy[s][1], 3), "colour": b.colour[s],
                        "die": b.die[s]} for s in b.spaces],
            "areas": [{"colour": c, "spaces": list(sp)} for c, sp in b.areas],
            "links": [list(pair) for pair in b.links], "border_points": list(b.border_points)}


def player_view(st, seat) -> dict:
    d = st.data
    codes = set()
    players = []
    results = S.result(st)
    for s in range(st.n):
        p = E.estate(d, s)
        b = board(p["board"])
        placed = {str(i): p["duchy"][i] for i in b.spaces if p["duchy"][i] is not None}
        codes.update(placed.values())
        own = E.private_storage(d, s) or []  # team game: the seat's own storage space (COB-236)
        codes.update(p["storage"])
        codes.update(own)
        done = [i for i, (_, spaces) in enumerate(b.areas) if all(p["duchy"][x] is not None for x in spaces)]
        players.append({
            "seat": s, "estate": d["estate_of"][s], "board": p["board"], "duchy": placed, "storage": list(p["storage"]),
            "private_storage": list(own),
            "goods": {str(c): p["goods"][c] for c in range(1, 7) if p["goods"][c]},
            "sold": {str(c): p["sold"][c] for c in range(1, 7) if p["sold"][c]},
            "silver": p["silver"], "workers": p["workers"], "bonus": p["bonus"],
            "monasteries": sorted(p["mons"]), "completed_areas": done,
            "empty_spaces": D.empty_spaces(p), "vp": sum(p["vp"].values()),
            "score": results.scores[s], "breakdown": results.breakdown[s],
        })
        if E.module_on(d, "trade_routes"):
            players[-1]["route"] = trade_routes.view(p)
        if E.module_on(d, "border_posts"):
            players[-1]["border"] = border_posts.view(p)
        if p.get("sides"):  # COB-022: still choosing between the board's two duchies
            players[-1]["sides"] = list(p["sides"])
    for slots in d["depots"]:
        codes.update(c for c in slots if c)
    codes.update(c for c in d["black"] if c)
    phase = min(d["phase"], SCORING["phases"] - 1)
    bonus_left = {}
    for colour in COLOURS:
        taken = d["bonus_taken"][colour] if not solo.on(d) else 2  # COB-263: the solo game has none
        left = []
        if taken == 0:
            left.append({"size": "large", "vp": SCORING["bonus_large"][st.n]})
        if taken <= 1:
            left.append({"size": "small", "vp": SCORING["bonus_small"][st.n]})
        bonus_left[colour] = left
    out = {
        "modules": list(d["modules"]),
        "teams": T.view(d),
        "boards": {key: board_view(key) for key in sorted({p["board"] for p in d["players"]}
                                                         | {k for p in d["players"] for k in p.get("sides", [])})},
        "phase": PHASE_LETTERS[phase], "phase_index": phase, "round": min(d["round"] + 1, 5),
        "phase_bonus": SCORING["phase_bonus"][phase],
        "round_goods": list(d["round_goods"]),
        "goods_names": {str(k): v for k, v in GOODS_NAMES.items()},
        "future_phase_stacks": max(0, SCORING["phases"] - 1 - d["phase"]),
        "depots": [{"number": i + 1, "tiles": list(d["depots"][i]), "types": list(d["depot_types"][i]),
                    "goods": list(d["depot_goods"][i])} for i in range(6)],
        "black": list(d["black"]),
        "stack_sizes": {k: len(v) for k, v in d["stacks"].items()},
        "dice": [list(x) for x in d["dice"]], "white": d["white"],
        "active": None if d["over"] else d["active"], "used": list(d["used"]), "bought": d["bought"],
        "decision": d["decision"],
        "bridge": [list(x) for x in d["bridge"]], "round_order": list(d["order"]),
        "next_order": turn_order(d),
        "bonus_left": bonus_left,
        "players": players,
        "tiles": {c: tile_info(c, solo.on(d)) for c in sorted(codes)},
    }
    if E.module_on(d, "inns"):  # COB-210: the inns stacked beside the black depot (only the top one for sale)
        out["inns"] = d["inns"]
        if d["inns"]:
            out["tiles"]["inn"] = tile_info("inn")
    if E.module_on(d, "shields"):
        SH.view(st, out)
    out["solo"] = solo.view(st) if solo.on(d) else None  # the solo game's counter and target
    if E.module_on(d, "border_posts"):
        out["border_bonus_left"] = border_posts.bonus_left(d, st.n)
    if seat is not None:
        out["legal_spaces"] = legal_spaces(st, seat)
        choices = start_choices(st, seat)
        if choices:
            out["start_choices"] = choices
    return out


def start_choices(st, seat: int) -> dict | None:
    """COB-022: while this seat puts its starting castle, the dark-green spaces it may choose, by duchy (both
    sides of its board when the side is chosen with the castle)."""
    d = st.data
    if d["over"] or d["active"] != seat or d["decision"] != "start_castle":
        return None
    out = {}
    for key, space in E.start_castle_options(d, seat):
        out.setdefault(key, []).append(space)
    return {key: sorted(spaces) for key, spaces in out.items()}


def legal_spaces(st, seat: int) -> list[int]:
    """Spaces where this seat could place a stored tile now, with its current dice (no workers)."""
    d = st.data
    if d["over"] or d["active"] != seat:
        return []
    spaces = set()
    if d["decision"] == "start_castle":  # both sides of a board to choose from: view["start_choices"] says which
        options = E.start_castle_options(d, seat)
        return [] if len({key for key, _ in options}) > 1 else sorted({space for _, space in options})
    if d["decision"] in ("die_action", "castle_bonus_action", "city_hall_place", "white_castle_action",
                         "shield_tile", "solo_target_action", "solo_black_place"):
        for action in M.legal(st, seat):
            if action.data and action.data[0] in ("place", "tile", "black_place"):  # shields 14/15; solo
                spaces.add(action.data[-1])
    return sorted(spaces)
