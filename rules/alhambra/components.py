"""Alhambra's components, read once from the YAML files in data/ (see their headers for sources): tiles,
money, scoring tables and the modules' figures, with the names players read."""
from __future__ import annotations

from importlib import resources

import yaml


def _load(name: str):
    return yaml.safe_load((resources.files("rules.alhambra") / "data" / name).read_text("utf-8"))


_TILES = _load("tiles.yaml")
MONEY = _load("money.yaml")
SCORING = _load("scoring.yaml")
MODULES = _load("modules.yaml")

SIDES = "NESW"  # bit i of a wall mask = side SIDES[i]
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # neighbour across N, E, S, W (y grows South)


def side_mask(sides: str) -> int:
    return sum(1 << SIDES.index(c) for c in sides)


def mask_sides(mask: int) -> str:
    return "".join(c for i, c in enumerate(SIDES) if mask >> i & 1)


TYPES = [t["type"] for t in _TILES["types"]]  # pavilion ... tower, in scoring order
TYPE_COLOUR = {t["type"]: t["colour"] for t in _TILES["types"]}
TYPE_LETTER = {t["type"]: t["letter"] for t in _TILES["types"]}
COLOURS = [TYPE_COLOUR[t] for t in TYPES]  # resident colours, same order as TYPES
COLOUR_TYPE = {c: t for t, c in TYPE_COLOUR.items()}

# Tile number -> facts. Number 0 is the starting tile (no type, no walls, never moves).
TILE_TYPE = {0: None}
TILE_PRICE = {0: 0}
TILE_WALLS = {0: 0}
for _t in _TILES["tiles"]:
    TILE_TYPE[_t["num"]] = _t["type"]
    TILE_PRICE[_t["num"]] = _t["price"]
    TILE_WALLS[_t["num"]] = side_mask(_t["walls"])
BUILDINGS = [t["num"] for t in _TILES["tiles"]]

CURRENCIES = MONEY["currencies"]
VALUES = MONEY["values"]

WALL_CARDS = [side_mask(s) for s in MODULES["city_walls"]["cards"]]


NAMES = {0: "Fountain"}
NAMES.update({t: f"{TILE_TYPE[t].capitalize()} {TILE_PRICE[t]}" for t in BUILDINGS})


def tile_name(no: int) -> str:
    return NAMES[no]


def tile_ref(no: int) -> str:
    """A tile's name with its number, as the images print it: several tiles share a name and price
    (three Garden 8, with other walls), and a button must say which one it moves."""
    return f"{NAMES[no]} #{no}"


def xy_text(c) -> str:
    """A cell as actions and buttons write it: "0,-1"."""
    return f"{c[0]},{c[1]}"


def label(text: str) -> str:
    """A button's text, cut to what a phone shows on one line."""
    return text if len(text) <= 40 else text[:39] + "…"
