"""Components of The Castles of Burgundy, read once from the package's data files.

Duchy boards become `Board` objects (space colours, dice, neighbours, areas); tiles become a table keyed
by their short code ("castle", "ship", "mon7", "market", "cow3"), which is what the state stores.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import yaml


def _load(name: str) -> dict:
    text = (resources.files("rules.castles") / "data" / name).read_text(encoding="utf-8")
    return yaml.safe_load(text)


DUCHIES = _load("duchies.yaml")
CENTRAL = _load("central_board.yaml")
TILE_DATA = _load("tiles.yaml")
SCORING = _load("scoring.yaml")
RECONSTRUCTED = _load("reconstructed.yaml")

COLOURS = ("castle", "mine", "monastery", "building", "pasture", "river")  # space colours, bonus-tile order
PHASE_LETTERS = "ABCDE"
GOODS_NAMES = {int(k): v for k, v in RECONSTRUCTED["goods_colours"].items()}


# ---- duchy boards ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Board:
    id: int
    name: str
    colour: tuple  # colour[space] for space 1..37 (index 0 unused)
    die: tuple
    qr: tuple  # axial (q, r) per space
    neighbours: tuple  # tuple of space tuples per space
    area_of: tuple  # area index per space
    areas: tuple  # tuple of (colour, spaces tuple)
    colour_count: dict  # spaces of each colour
    start_castle: int | None


def _build_board(board_id: int) -> Board:
    spec = DUCHIES["boards"][board_id]
    codes = DUCHIES["codes"]
    colour, die, qr = [None], [0], [None]
    at = {}
    for row, (line, start_q) in enumerate(zip(spec["rows"], DUCHIES["row_start_q"])):
        cells = line.split()
        assert len(cells) == DUCHIES["row_lengths"][row], f"duchy {board_id} row {row}"
        for col, code in enumerate(cells):
            q, r = start_q + col, row - 3
            colour.append(codes[code])
            die.append(DUCHIES["dice_grid"][row][col])
            qr.append((q, r))
            at[(q, r)] = len(colour) - 1
    neighbours = [()]
    for space in range(1, 38):
        q, r = qr[space]
        near = [(q + 1, r), (q - 1, r), (q, r - 1), (q + 1, r - 1), (q, r + 1), (q - 1, r + 1)]
        neighbours.append(tuple(sorted(at[p] for p in near if p in at)))
    area_of = [None] * 38
    areas = []
    for space in range(1, 38):
        if area_of[space] is not None:
            continue
        idx, todo, members = len(areas), [space], []
        area_of[space] = idx
        while todo:
            s = todo.pop()
            members.append(s)
            for n in neighbours[s]:
                if area_of[n] is None and colour[n] == colour[space]:
                    area_of[n] = idx
                    todo.append(n)
        areas.append((colour[space], tuple(sorted(members))))
    count = {c: colour.count(c) for c in COLOURS}
    return Board(board_id, spec["name"], tuple(colour), tuple(die), tuple(qr), tuple(neighbours),
                 tuple(area_of), tuple(areas), count, spec.get("start_castle"))


@lru_cache(maxsize=None)
def board(board_id: int) -> Board:
    return _build_board(int(board_id))


STANDARD_BOARDS = tuple(b for b, spec in DUCHIES["boards"].items() if spec.get("standard"))


# ---- tiles -------------------------------------------------------------------------------------

def _tile_table() -> dict:
    """code -> {code, colour (space colour), kind, name, ...effect parameters}."""
    tiles = {
        "castle": {"kind": "castle", "colour": "castle", "name": "Castle"},
        "mine": {"kind": "mine", "colour": "mine", "name": "Mine"},
        "ship": {"kind": "ship", "colour": "river", "name": "Ship"},
    }
    for btype, spec in TILE_DATA["buildings"].items():
        tiles[btype] = {"kind": "building", "colour": "building", "building": btype,
                        "name": btype.capitalize().replace("Cityhall", "City hall"), **spec}
    for animal in TILE_DATA["animals"]:
        for count in (2, 3, 4):
            tiles[f"{animal}{count}"] = {"kind": "livestock", "colour": "pasture", "animal": animal,
                                         "animals": count, "name": f"{count} {animal}"}
    for number, spec in TILE_DATA["monasteries"].items():
        tiles[f"mon{number}"] = {"kind": "monastery", "colour": "monastery", "number": int(number),
                                 "name": f"Monastery {number}", **spec}
    for code, info in tiles.items():
        info["code"] = code
    return tiles


TILES = _tile_table()


def stacks_for_setup() -> dict[str, list[str]]:
    """The face-down stacks by back colour (COB-012): one per duchy colour plus the black stack."""
    stacks = {c: [] for c in COLOURS}
    black = []
    for btype in TILE_DATA["buildings"]:
        stacks["building"] += [btype] * TILE_DATA["building_copies"]["beige"]
        black += [btype] * TILE_DATA["building_copies"]["black"]
    for animal in TILE_DATA["animals"]:
        for count, copies in TILE_DATA["livestock_copies"]["beige"].items():
            stacks["pasture"] += [f"{animal}{count}"] * copies
        for count, copies in TILE_DATA["livestock_copies"]["black"].items():
            black += [f"{animal}{count}"] * copies
    for number, spec in TILE_DATA["monasteries"].items():
        (black if spec.get("black") else stacks["monastery"]).append(f"mon{number}")
    for code, colour in (("castle", "castle"), ("mine", "mine"), ("ship", "river")):
        stacks[colour] += [code] * TILE_DATA[code]["beige"]
        black += [code] * TILE_DATA[code]["black"]
    stacks["black"] = black
    return {k: sorted(v) for k, v in stacks.items()}  # hidden: no order to learn (Rng.draw)


# ---- central board -----------------------------------------------------------------------------

def depot_spaces(players: int) -> list[list[dict]]:
    """Per depot 1..6 (index 0..5): the hex spaces used with this many players, in print order."""
    out = []
    for depot in range(1, 7):
        spaces = []
        for spec in CENTRAL["depots"][depot]:
            if spec["min_players"] > players:
                continue
            spec = dict(spec)
            if spec["type"] == "FROM_RECONSTRUCTED":
                spec["type"] = RECONSTRUCTED["depot_3_four_player_space"]
            if players != 3:
                spec.pop("three_player_phases", None)
            spaces.append(spec)
        out.append(spaces)
    return out


def black_depot_size(players: int) -> int:
    if players == 3:
        return RECONSTRUCTED["black_depot_three_players"]
    return CENTRAL["black_depot"][players]


def ring_neighbours(depot: int) -> tuple[int, int]:
    ring = CENTRAL["depot_ring"]
    i = ring.index(depot)
    return ring[i - 1], ring[(i + 1) % len(ring)]
