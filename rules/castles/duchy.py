"""A player's duchy: where a tile may go, what a placement scores. Pure helpers on the plain state.

A player's estate (engine.estate(d, seat); a team shares one) holds `board`, its duchy's key, `duchy`, a
list indexed by space id 1..size (index 0 unused) of tile codes or None, and `mons`, the numbers of the
monasteries placed (fast look-up of the permanent effects).
"""
from __future__ import annotations

from rules.castles.components import SCORING, TILES, Board


def has_mon(p: dict, number: int) -> bool:
    """A monastery of the duchy, or of the player that shield 6 shares (COB-290)."""
    return number in p["mons"] or number in p.get("shared_mons", ())


def has_shield(p: dict, number: int) -> bool:
    """Shields module: whether shield `number` sits on one of the estate's castles (COB-282)."""
    for s in p.get("shields", ()):
        if s["number"] == number:
            return True
    return False


def covered(p: dict, space: int) -> bool:
    return p["duchy"][space] is not None


def touches_covered(board: Board, p: dict, space: int) -> bool:
    """COB-071: the space shares an edge with a covered space (the starting castle counts)."""
    duchy = p["duchy"]
    for n in board.neighbours[space]:
        if duchy[n] is not None:
            return True
    return False


ANY_COLOUR = "any"  # a tile for a space of any colour: an inn (COB-212), a solo face-down tile (COB-261)


def colour_fits(board: Board, code: str, space: int) -> bool:
    """COB-070: the space has the tile's colour (any colour for inns and face-down tiles)."""
    colour = TILES[code]["colour"]
    return colour == ANY_COLOUR or board.colour[space] == colour


def once_per_area(p: dict, code: str) -> bool:
    """Whether tile `code` may not join an area that already holds one like it: a building type in a city
    (COB-100, unless monastery #1 lifts it, COB-151), an inn in any area (COB-213)."""
    tile = TILES[code]
    return (tile["kind"] == "building" and not has_mon(p, 1)) or bool(tile.get("once_per_area"))


def building_allowed(board: Board, p: dict, code: str, space: int) -> bool:
    """COB-100: each building type once per city, unless monastery #1 lifts the limit (COB-151); COB-213:
    one inn per area."""
    if not once_per_area(p, code):
        return True
    duchy = p["duchy"]
    for s in board.areas[board.area_of[space]][1]:
        if duchy[s] == code:
            return False
    return True


def can_place(board: Board, p: dict, code: str, space: int, dice: tuple | None) -> bool:
    """COB-070/071: empty space of the tile's colour, die number among `dice` (None: any), adjacent."""
    if p["duchy"][space] is not None or not colour_fits(board, code, space):
        return False
    if dice is not None and board.die[space] not in dice:
        return False
    return (touches_covered(board, p, space) or has_shield(p, 18)) and building_allowed(board, p, code, space)


def spaces_for(board: Board, p: dict, code: str, dice: tuple | None) -> list[int]:
    """Every space where tile `code` may go with a die showing one of `dice` (None: no die needed)."""
    tile = TILES[code]
    duchy = p["duchy"]
    neighbours = board.neighbours
    check_city = once_per_area(p, code)
    anywhere = has_shield(p, 18)  # COB-302: no adjacency needed
    out = []
    for space in board_spaces_of(board, tile["colour"]):
        if duchy[space] is not None or (dice is not None and board.die[space] not in dice):
            continue
        for n in neighbours[space]:  # COB-071, inlined: this is the hot loop of legal_actions
            if duchy[n] is not None:
                break
        else:
            if not anywhere:
                continue
        if check_city and not building_allowed(board, p, code, space):
            continue
        out.append(space)
    return out


_BY_COLOUR: dict = {}


def clear_cache() -> None:
    """Forget the spaces by colour (stand_ins.use: a stand-in board of the same id may change)."""
    _BY_COLOUR.clear()


def board_spaces_of(board: Board, colour: str) -> tuple:
    key = (board.id, colour)
    spaces = _BY_COLOUR.get(key)
    if spaces is None:
        spaces = tuple(s for s in board.spaces if colour in (board.colour[s], ANY_COLOUR))
        _BY_COLOUR[key] = spaces
    return spaces


def area_complete(board: Board, p: dict, space: int) -> bool:
    duchy = p["duchy"]
    return all(duchy[s] is not None for s in board.areas[board.area_of[space]][1])


def area_points(size: int) -> int:
    """COB-121: 1, 3, 6, 10, 15, 21, 28, 36 for sizes 1-8."""
    return SCORING["area_points"][size]


def scored_size(p: dict, size: int) -> int:
    """COB-301: with shield 17 a completed area scores as one space larger, up to 8."""
    return max(size, min(size + 1, 8)) if has_shield(p, 17) else size


def colour_complete(board: Board, p: dict, colour: str) -> bool:
    duchy = p["duchy"]
    return all(duchy[s] is not None for s in board_spaces_of(board, colour))


def livestock_points(board: Board, p: dict, space: int) -> int:
    """COB-097/157: animals of the new tile plus every same-animal tile in the same pasture;
    monastery #7 adds 1 per scoring tile. The new tile must already be on `space`."""
    animal = TILES[p["duchy"][space]]["animal"]
    total = tiles = 0
    duchy = p["duchy"]
    # COB-285: with shield 1 all the pastures count as one
    pasture = board_spaces_of(board, "pasture") if has_shield(p, 1) else board.areas[board.area_of[space]][1]
    for s in pasture:
        code = duchy[s]
        if code is not None and TILES[code].get("animal") == animal:
            total += TILES[code]["animals"]
            tiles += 1
    if has_mon(p, 7):
        total += tiles
    return total


def empty_spaces(p: dict) -> int:
    return sum(1 for code in p["duchy"][1:] if code is None)


def count_kind(p: dict, key: str, value) -> int:
    return sum(1 for code in p["duchy"][1:] if code is not None and TILES[code].get(key) == value)


def count_building(p: dict, building: str) -> int:
    """Placed buildings of one type (monasteries name a building too, so match the kind first)."""
    return sum(1 for code in p["duchy"][1:]
               if code is not None and TILES[code]["kind"] == "building" and TILES[code]["building"] == building)
