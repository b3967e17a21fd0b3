"""Why a typed die action is not legal: the first rule it breaks, in player language.

Checked in the order a player thinks about a move (the tile, the space, then the die), so the
message names the real obstacle instead of always pointing at the dice."""
from __future__ import annotations

from rules.castles import duchy as D
from rules.castles import moves as M
from rules.castles.components import TILES, board
from rules.core.text import parse_int

ADJUST_HINT = " (spend workers with 'adjust V to T' to change a die)"


def die_action(st, seat: int, words: list[str]) -> str | None:
    d = st.data
    dice = M.unused_dice(d, seat)
    if not dice:
        return "Both your dice are used this turn."
    if "with" in words:  # a shifted action names its die: the checks below are about the tile and space
        words = words[:words.index("with")]
    shown = " and ".join(map(str, dice))
    p = d["players"][seat]
    kind = words[0]
    if kind == "take" and len(words) == 3:
        return _take(d, parse_int(words[1], 1, 6), words[2], shown)
    if kind == "place" and len(words) == 2 and "@" in words[1]:
        return _place(d, p, words[1], dice, shown)
    if kind == "sell" and len(words) == 2:
        colour = parse_int(words[1], 1, 6)
        if colour is None:
            return "The goods colours are numbered 1 to 6 (sell N)."
        if not p["goods"][colour]:
            return f"You have no goods of colour {colour} to sell (COB-075)."
        return f"Selling colour {colour} needs a die showing {colour}; your unused dice show {shown}{ADJUST_HINT}."
    return None


def _take(d: dict, depot: int | None, code: str, shown: str) -> str:
    if depot is None:  # not 1..6 in ASCII digits
        return "The depots are numbered 1 to 6."
    if code not in d["depots"][depot - 1]:
        return f"Depot {depot} has no {code} tile."
    return f"Taking from depot {depot} needs a die showing {depot}; your unused dice show {shown}{ADJUST_HINT}."


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
        return f"Space {space} is {b.colour[space]}: a {tile['colour']} tile cannot go there (COB-070)."
    if not D.touches_covered(b, p, space):
        return f"Space {space} does not touch any tile of your duchy yet (COB-071)."
    if not D.building_allowed(b, p, code, space):
        return "That city already has a building of this type (COB-100)."
    if b.die[space] not in dice:
        return f"Space {space} needs a die showing {b.die[space]}; your unused dice show {shown}{ADJUST_HINT}."
    return f"{tile['name']} cannot go on space {space} now."


