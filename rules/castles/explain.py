"""Texts that depend on the position: the prompt of a die action, and why a typed move is not legal
(the first rule it breaks), in player language.

Refusals are checked in the order a player thinks about a move (the tile, the space, then the die),
so the message names the real obstacle instead of always pointing at the dice."""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import moves as M
from rules.castles.components import GOODS_NAMES, SCORING, TILES, board
from rules.core.text import parse_int

ACTIONS = "take a tile, place a tile, sell goods or take workers"


def die_prompt(st, seat: int) -> str:
    """What the active player may do with the dice left, and whether a purchase is still open."""
    d = st.data
    p = d["players"][seat]
    left = sorted(v for i, v in enumerate(d["dice"][seat]) if not d["used"][i])  # doubles: both
    buy = _buy_text(p) if E.can_buy(st, seat) else ""
    if not left:
        return f"Both your dice are used: {buy}, or end your turn." if buy else \
            "Both your dice are used: end your turn."
    if len(left) == 2:
        text = f"Your dice show {left[0]} and {left[1]}: use each for one action ({ACTIONS})."
    else:
        text = f"Your other die shows {left[0]}: use it for one action ({ACTIONS})."
    workers = p["workers"]
    if workers:
        step = "up to 2" if D.has_mon(p, 8) else "1"
        text += f" You have {workers} worker{'s' if workers > 1 else ''}: each changes a die by {step}."
    if buy:
        text += f" You may also {buy}."
    return text


def _buy_text(p: dict) -> str:
    price = SCORING["purchase_price"]
    if D.has_mon(p, 6):
        return f"buy one tile from any depot for {price} silver or workers"
    return f"buy one tile from the black depot for {price} silver"


def buy(st, seat: int) -> str:
    """Why the purchase is closed now."""
    d = st.data
    p = d["players"][seat]
    price = SCORING["purchase_price"]
    if d["bought"]:
        return "You have already bought a tile this turn: one purchase per turn."
    if D.has_mon(p, 6):
        if p["silver"] + p["workers"] < price:
            return (f"A purchase costs {price} silver or workers; you have {p['silver']} silver and "
                    f"{p['workers']} workers.")
        return "There is no tile left to buy."
    if p["silver"] < price:
        return f"A purchase costs {price} silver; you have {p['silver']}."
    return "The black depot is empty."


def ship_note(st, seat: int) -> str:
    """For a ship's choice: why some choices keep only some colours."""
    d = st.data
    p = d["players"][seat]
    if any(len(E.goods_choices(p, goods)) > 1 for goods in d["depot_goods"] if goods):
        limit = SCORING["goods_colour_limit"]
        return (f" You can store goods of at most {limit} colours: choose which new colours to keep; "
                "the other goods stay in the depot.")
    return ""


def _adjust_hint(p: dict) -> str:
    if p["workers"]:
        return " (workers can change a die: adjust V to T)"
    return ""


def die_action(st, seat: int, words: list[str]) -> str | None:
    d = st.data
    dice = M.unused_dice(d, seat)
    if not dice:
        return "Both your dice are used this turn."
    hint = _adjust_hint(d["players"][seat])
    if "with" in words:  # a shifted action names its die: the checks below are about the tile and space
        words = words[:words.index("with")]
    shown = " and ".join(map(str, dice)) + hint
    p = d["players"][seat]
    kind = words[0]
    if kind == "take" and len(words) == 3:
        return _take(d, parse_int(words[1], 1, 6), words[2], shown)
    if kind == "place" and len(words) == 2 and "@" in words[1]:
        return _place(d, p, words[1], dice, shown)
    if kind == "sell" and len(words) == 2:
        colour = parse_int(words[1], 1, 6)
        if colour is None:
            return "Goods colours are numbered 1 to 6 like the dice: sell N sells your goods of colour N."
        goods = f"{GOODS_NAMES[colour]} goods ({colour})"
        if not p["goods"][colour]:
            return f"You have no {goods} to sell."
        return f"Selling {goods} needs a die showing {colour}; your unused dice show {shown}."
    return None


def _take(d: dict, depot: int | None, code: str, shown: str) -> str:
    if depot is None:  # not 1..6 in ASCII digits
        return "The depots are numbered 1 to 6."
    if code not in d["depots"][depot - 1]:
        return f"Depot {depot} has no {code} tile."
    return f"Taking from depot {depot} needs a die showing {depot}; your unused dice show {shown}."


def _place(d: dict, p: dict, target: str, dice: list[int], shown: str) -> str:
    code, _, where = target.partition("@")
    if code not in p["storage"]:
        return f"You have no {code} tile in your storage."
    space = parse_int(where, 1, 37)
    if space is None:
        return "The spaces of a duchy are numbered 1 to 37."
    b, tile = board(d["board"]), TILES[code]
    if D.covered(p, space):
        return f"Space {space} is already covered."
    if b.colour[space] != tile["colour"]:
        return f"Space {space} is a {b.colour[space]} space: {tile['name']} goes only on a {tile['colour']} space."
    if not D.touches_covered(b, p, space):
        return f"Space {space} does not touch any tile of your duchy yet: place next to a covered space."
    if not D.building_allowed(b, p, code, space):
        return f"That city already has a {tile['name']}: each kind of building only once per city."
    if b.die[space] not in dice:
        return f"Space {space} needs a die showing {b.die[space]}; your unused dice show {shown}."
    return f"{tile['name']} cannot go on space {space} now."


