"""Components of The Castles of Burgundy, read once from the package's data files.

Duchy boards become `Board` objects (space colours, dice, neighbours, areas); tiles become a table keyed
by their short code ("castle", "ship", "mon7", "market", "cow3"), which is what the state stores.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import yaml

from rules.castles import stand_ins


def _load(name: str) -> dict:
    text = (resources.files("rules.castles") / "data" / name).read_text(encoding="utf-8")
    return yaml.safe_load(text)


DUCHIES = _load("duchies.yaml")
CENTRAL = _load("central_board.yaml")
TILE_DATA = _load("tiles.yaml")
SCORING = _load("scoring.yaml")
RECONSTRUCTED = _load("reconstructed.yaml")

# Table options that switch a module on (bool options of the same name); see game.py for their texts.
MODULES = ("extra_tiles", "border_posts", "white_castles", "inns", "trade_routes", "shields")
COLOURS = ("castle", "mine", "monastery", "building", "pasture", "river")  # space colours, bonus-tile order
PHASE_LETTERS = "ABCDE"
GOODS_NAMES = {int(k): v for k, v in RECONSTRUCTED["goods_colours"].items()}


# ---- duchy boards ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Board:
    """A duchy: spaces 1..size with a colour and a die number, which spaces touch, and its areas.

    Standard duchies (1-10, and the stand-in 11a-11f) are hexagons of 37 spaces in axial coordinates;
    the solo duchies (13a/13b) are islands joined by drawn rivers (`links`) and the team duchies (12a/12b)
    two halves side by side. `xy` places each space for drawing, in hex widths (pointy-top)."""
    id: str
    name: str
    size: int  # spaces 1..size
    colour: tuple  # colour[space] (index 0 unused)
    die: tuple
    xy: tuple  # (x, y) centre per space, in units of one hex's width / row height
    neighbours: tuple  # spaces a tile may grow from (hex edges, plus drawn river links)
    links: tuple  # drawn river links between islands (solo duchies): adjacency, not area (COB-258/269)
    area_of: tuple  # area index per space (hex edges only)
    areas: tuple  # tuple of (colour, spaces tuple)
    colour_count: dict  # spaces of each colour
    start_castle: int | None  # the fixed starting space, or None: the player chooses a castle space
    castle_choices: tuple  # the dark-green spaces a player may start on when they choose (`castle_dice`)
    border_points: tuple  # border-post duchies (11a-11f): the three border spaces (COB-200)
    stand_in: bool  # drawn by us where the printed board is not public (labelled to players)

    @property
    def spaces(self) -> range:
        return range(1, self.size + 1)


def _axial_cells(spec: dict) -> list[tuple]:
    """(q, r, colour, die) per space of a standard 37-space duchy written as rows of type codes."""
    codes = DUCHIES["codes"]
    cells = []
    for row, (line, start_q) in enumerate(zip(spec["rows"], DUCHIES["row_start_q"])):
        items = line.split()
        assert len(items) == DUCHIES["row_lengths"][row], f"duchy {spec} row {row}"
        for col, code in enumerate(items):
            die = int(code[1:]) if len(code) > 1 else DUCHIES["dice_grid"][row][col]
            cells.append((start_q + col, row - 3, codes[code[0]], die))
    return cells


def _areas(size: int, colour: list, touching: list) -> tuple[list, list]:
    area_of = [None] * (size + 1)
    areas = []
    for space in range(1, size + 1):
        if area_of[space] is not None:
            continue
        idx, todo, members = len(areas), [space], []
        area_of[space] = idx
        while todo:
            s = todo.pop()
            members.append(s)
            for n in touching[s]:
                if area_of[n] is None and colour[n] == colour[space]:
                    area_of[n] = idx
                    todo.append(n)
        areas.append((colour[space], tuple(sorted(members))))
    return area_of, areas


def build_board(key: str, spec: dict) -> Board:
    """A Board from a data entry: `rows` (a standard hexagon), `cells` (axial q, r of each space, for
    boards of another shape) or `spaces` with explicit `hex_edges` (the solo islands)."""
    colour, die, xy = [None], [0], [None]
    edges: set = set()
    if "spaces" in spec:  # explicit graph: positions are fractions of the board picture
        width, height = spec.get("layout", {}).get("width", 10.0), spec.get("layout", {}).get("height", 8.0)
        for i, sp in enumerate(spec["spaces"], start=1):
            assert sp["id"] == i, f"duchy {key}: spaces must be numbered 1, 2, ... in order"
            colour.append(sp["type"])
            die.append(sp["die"])
            xy.append((sp["x"] * width, sp["y"] * height))
        edges = {tuple(sorted(e)) for e in spec["hex_edges"]}
    else:
        cells = _axial_cells(spec) if "rows" in spec else [(c["q"], c["r"], c["type"], c["die"]) for c in spec["cells"]]
        at = {}
        for q, r, col, number in cells:
            colour.append(col)
            die.append(number)
            xy.append((q + r / 2, r * 0.75 * 2 / 3 ** 0.5))  # hex widths across, row height 0.866 down
            at[(q, r)] = len(colour) - 1
        for (q, r), s in at.items():
            for n in ((q + 1, r), (q, r + 1), (q - 1, r + 1)):
                if n in at:
                    edges.add(tuple(sorted((s, at[n]))))
    size = len(colour) - 1
    links = tuple(tuple(sorted(e)) for e in spec.get("river_links", ()))
    touching = [set() for _ in range(size + 1)]
    for a, b in edges:
        touching[a].add(b)
        touching[b].add(a)
    area_of, areas = _areas(size, colour, touching)
    grow = [set(t) for t in touching]
    for a, b in links:
        grow[a].add(b)
        grow[b].add(a)
    castle_choices = tuple(s for s in range(1, size + 1) if colour[s] == "castle"
                           and die[s] in spec.get("castle_dice", range(1, 7)))  # 12b: the spaces 1 and 6 (COB-232)
    count = {c: colour.count(c) for c in COLOURS}
    return Board(str(key), spec.get("name", str(key)), size, tuple(colour), tuple(die), tuple(xy),
                 tuple(tuple(sorted(g)) for g in grow), links, tuple(area_of), tuple(areas), count,
                 spec.get("start_castle"), castle_choices, tuple(spec.get("border_points", ())),
                 bool(spec.get("stand_in")))


def _board_specs() -> dict:
    specs = {str(k): v for k, v in DUCHIES["boards"].items()}
    for extra in ("solo_boards.yaml",):
        specs.update({str(k): v for k, v in _load(extra)["boards"].items()})
    return specs


BOARD_SPECS = _board_specs()


@lru_cache(maxsize=None)
def board(board_id) -> Board:
    """A duchy by its key: "1".."10", the solo "13a"/"13b", or a stand-in ("11a".., "12a"/"12b")."""
    key = str(board_id)
    if key in BOARD_SPECS:
        return build_board(key, BOARD_SPECS[key])
    extra = {**stand_ins.current().get("border_duchies", {}), **stand_ins.current().get("team_duchies", {})}
    return build_board(key, {**extra[key], "stand_in": True})


NUMBERED_BOARDS = tuple(int(b) for b in DUCHIES["boards"])  # duchies 1-10: everyone on one of them


def board_sides() -> list[tuple]:
    """COB-022: the two duchies of each physical board (a stand-in pairing, data/stand_ins.yaml)."""
    return [tuple(pair) for pair in stand_ins.current()["duchy_board_sides"]]


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
    for code, spec in TILE_DATA["special"].items():  # module and solo tiles (crane, geese, inn, ...)
        tiles[code] = dict(spec)
    for code, info in tiles.items():
        info["code"] = code
    return tiles


TILES = _tile_table()


def stacks_for_setup(modules=()) -> dict[str, list[str]]:
    """The face-down stacks by back colour (COB-012): one per duchy colour plus the black stack; the tiles
    of the `modules` on are shuffled in (COB-190, COB-204)."""
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
        if not spec.get("module"):
            (black if spec.get("black") else stacks["monastery"]).append(f"mon{number}")
    for code, colour in (("castle", "castle"), ("mine", "mine"), ("ship", "river")):
        stacks[colour] += [code] * TILE_DATA[code]["beige"]
        black += [code] * TILE_DATA[code]["black"]
    stacks["black"] = black
    for module in modules:
        for stack, codes in TILE_DATA["module_stacks"].get(module, {}).items():
            for code, copies in codes.items():
                stacks[stack] += [code] * copies
    if "white_castles" in modules:  # the fronts of its black-backed tiles are stand-ins (COB-204)
        fronts = list(stand_ins.current()["white_castles"]["black_fronts"])
        assert all(code in TILES for code in fronts), f"stand_ins.yaml white_castles.black_fronts: {fronts}"
        stacks["black"] += fronts
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
