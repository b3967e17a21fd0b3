"""Alhambra's components, read once from the YAML files in data/ (see their headers for sources): tiles,
money, scoring tables and the modules' figures, with the names players read."""
from __future__ import annotations

from importlib import resources

import yaml

from rules.core.text import N_, mark, msg, plural


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


def compass(sides: str) -> str:
    """Sides as players write a compass point: a corner north or south first, then east or west ("SE", "NW",
    never "ES" or "WN"), in whatever order or case they come; one side, or more (a tile's printed walls),
    in N E S W order. The action texts and every text and image that shows a wall card use it."""
    got = {c for c in sides.upper() if c in SIDES}
    if len(got) == 2 and len(got & {"N", "S"}) == 1:
        return "".join(sorted(got, key="NSEW".index))
    return "".join(c for c in SIDES if c in got)


# A side as players read it, in their language's letter ("O" for Ovest), as typed in "muro so su 12".
SIDE_MARKS = {"N": mark("north", "N"), "E": mark("east", "E"), "S": mark("south", "S"), "W": mark("west", "W")}
SIDE_WORDS = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}  # as refusals name a side


def sides_text(sides: str):
    """A wall card's one or two sides as a message of their marks, as a compass point is written: "SE", "NW"
    ("SE", "NO" in Italian, O for ovest)."""
    marks = [SIDE_MARKS[c] for c in compass(sides)]
    if len(marks) == 1:
        return marks[0]
    first, second = marks  # a card shows one side or a corner
    return msg(N_("{side}{other_side}"), side=first, other_side=second)


TYPES = [t["type"] for t in _TILES["types"]]  # pavilion ... tower, in scoring order
TYPE_COLOUR = {t["type"]: t["colour"] for t in _TILES["types"]}
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


# The words players read, as catalog keys (rules/core/text.py): a building kind, a tile's name, a
# currency. The data files and canonical action texts keep the English words (blue, garden).
KIND_WORDS = {"pavilion": N_("pavilion"), "seraglio": N_("seraglio"), "arcades": N_("arcades"),
              "chambers": N_("chambers"), "garden": N_("garden"), "tower": N_("tower")}
KIND_NAMES = {"pavilion": N_("Pavilion"), "seraglio": N_("Seraglio"), "arcades": N_("Arcades"),
              "chambers": N_("Chambers"), "garden": N_("Garden"), "tower": N_("Tower")}
CURRENCY_WORDS = {"blue": N_("blue"), "green": N_("green"), "orange": N_("orange"), "yellow": N_("yellow")}
# resident colours (street traders): the Italian is masculine, agreeing with "abitante"
COLOUR_ADJ = {"blue": N_("blue"), "red": N_("red"), "brown": N_("brown"), "white": N_("white"),
              "green": N_("green"), "purple": N_("purple")}
FOUNTAIN = N_("Fountain")


def tile_name(no: int):
    """A tile's name as a message: "Garden 8" (the fountain: "Fountain")."""
    if not no:
        return FOUNTAIN
    return msg(N_("{kind} {price}"), kind=KIND_NAMES[TILE_TYPE[no]], price=TILE_PRICE[no])


def tile_ref(no: int):
    """A tile's name with its number, as the images print it: several tiles share a name and price
    (three Garden 8, with other walls), and a button must say which one it moves."""
    return msg(N_("{tile} #{n}"), tile=tile_name(no), n=no)


def card_msg(currency: int, value: int):
    """A money card as a message: "blue 3" (the canonical texts spell it with money.card_name)."""
    return msg(N_("{currency} {value}"), currency=CURRENCY_WORDS[CURRENCIES[currency]], value=value)


def coins_msg(currency: int, n: int):
    """n coins of one currency: the adjective agrees with "moneta" in Italian, so one entry each."""
    name = CURRENCIES[currency]
    if name == "blue":
        return plural("{n} blue coin", "{n} blue coins", "n", n=n)
    if name == "green":
        return plural("{n} green coin", "{n} green coins", "n", n=n)
    if name == "orange":
        return plural("{n} orange coin", "{n} orange coins", "n", n=n)
    return plural("{n} yellow coin", "{n} yellow coins", "n", n=n)


def xy_text(c) -> str:
    """A cell as actions and buttons write it: "0,-1"."""
    return f"{c[0]},{c[1]}"
