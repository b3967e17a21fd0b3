"""The game's words as messages (rules/core/text.py): tiles, goods colours and amounts, in the terms of the
rulebook. A tile's name is what sentences and labels put where the tile goes ("Ann takes {tile} from depot
3"), so each reads right there in English: a component's name as the rulebook capitalizes it ("Market",
"Boarding house", "Monastery 7"), animals counted in the plural ("3 cows"), and the solo game's face-down
tile, which shows no name, described ("a face-down tile"). A sentence whose verb follows a tile agrees
with `tile_number` (a plural message)."""
from __future__ import annotations

from rules.castles.components import GOODS_NAMES, TILES
from rules.core.text import N_, listing, msg, plural

BUILDINGS = {
    "market": N_("Market"), "carpenter": N_("Carpenter"), "church": N_("Church"), "warehouse": N_("Warehouse"),
    "boarding": N_("Boarding house"), "bank": N_("Bank"), "cityhall": N_("City hall"), "watchtower": N_("Watchtower"),
    "crane": N_("Crane"), "whitecastle": N_("White castle"),  # modules (sections 16, 18)
}
# The buildings as common nouns, in the image's key and the monasteries' texts ("4 VP per watchtower").
BUILDING_NOUNS = {
    "market": N_("market"), "carpenter": N_("carpenter"), "church": N_("church"), "warehouse": N_("warehouse"),
    "boarding": N_("boarding house"), "bank": N_("bank"), "cityhall": N_("city hall"), "watchtower": N_("watchtower"),
    "crane": N_("crane"), "whitecastle": N_("white castle"),
}
KINDS = {"castle": N_("Castle"), "mine": N_("Mine"), "ship": N_("Ship"),
         "inn": N_("Inn"), "facedown": N_("a face-down tile")}  # inns (section 19), solo (COB-261)
GEESE = N_("Geese")  # the extra tiles' livestock (COB-196)
# A pasture's herds, as the geese join one (COB-196).
HERDS = {"cow": N_("the cows"), "sheep": N_("the sheep"), "pig": N_("the pigs"), "chicken": N_("the chickens")}
SOLO_LEVELS = {"beginner": N_("beginner"), "expert": N_("expert")}  # the solo duchies 13a and 13b
# A livestock tile by its animals, counted: "2 cows" (2 to 4 animals a tile).
ANIMALS = {"cow": lambda n: plural("{n} cow", "{n} cows", "n", n=n),
           "sheep": lambda n: plural("{n} sheep", "{n} sheep", "n", n=n),
           "pig": lambda n: plural("{n} pig", "{n} pigs", "n", n=n),
           "chicken": lambda n: plural("{n} chicken", "{n} chickens", "n", n=n)}
# The space colours as the rules name them ("a river space", "covers every pasture space").
COLOURS = {"castle": N_("castle"), "mine": N_("mine"), "monastery": N_("monastery"), "building": N_("building"),
           "pasture": N_("pasture"), "river": N_("river")}
BONUS_SIZES = {"large": N_("large"), "small": N_("small")}
# The team game's storage spaces (COB-236), as a player picks one for a new tile.
STORAGE_SPACES = {"private": N_("My own storage space"), "shared": N_("A shared storage space")}
# The stand-in components (data/stand_ins.yaml), as the opening line of a game that plays on them names them.
STAND_INS = {"duchy_sides": N_("the pairing of duchy numbers on the boards"),
             "border_duchies": N_("the border duchies 11a-11f"), "team_duchies": N_("the team duchy {duchy}"),
             "trade_route_tiles": N_("the trade-route tiles"), "white_castles": N_("monastery 29's building")}
# The modules as the rulebook names them (section titles), for the opening line of a game.
MODULES = {"extra_tiles": N_("the four extra tiles"), "border_posts": N_("border posts"),
           "white_castles": N_("white castles"), "inns": N_("inns"), "trade_routes": N_("trade routes"),
           "shields": N_("shields")}


def tile(code: str):
    """A tile's name: "Castle", "Market", "Boarding house", "3 cows", "Monastery 7", "a face-down tile"."""
    t = TILES[code]
    if t["kind"] == "building":
        return BUILDINGS[t["building"]]
    if code == "geese":
        return GEESE
    if t["kind"] == "livestock":
        return ANIMALS[t["animal"]](t["animals"])
    if t["kind"] == "monastery":
        return msg(N_("Monastery {number}"), number=t["number"])
    return KINDS[t["kind"]]


def tile_number(code: str) -> int:
    """The number a verb after the tile's name agrees with: "3 cows leave", "Geese leave", "Market leaves"."""
    t = TILES[code]
    if code == "geese":
        return 2
    return t["animals"] if t["kind"] == "livestock" else 1


# Goods colours agree with their number in Italian ("merce rossa", "merci rosse"): a plural entry each,
# the same word twice in English. The number `n` is how many goods tiles the colour qualifies.
_GOODS = {
    1: lambda n: plural("turquoise", "turquoise", "n", n=n),
    2: lambda n: plural("purple", "purple", "n", n=n),
    3: lambda n: plural("pink", "pink", "n", n=n),
    4: lambda n: plural("red", "red", "n", n=n),
    5: lambda n: plural("brown", "brown", "n", n=n),
    6: lambda n: plural("orange", "orange", "n", n=n),
}
assert {c: f(1)["key"] for c, f in _GOODS.items()} == GOODS_NAMES, "goods colours differ from reconstructed.yaml"


def colour(c: int, n: int = 2):
    """A goods colour's name, agreeing with `n` goods tiles."""
    return _GOODS[c](n)


def goods(c: int, n: int = 2):
    """"red goods tiles (4)": a colour of goods tiles with its die number (the number is what a move types);
    "1 red goods tile (4)" when counted, as the rulebook counts them."""
    return plural("{colour} goods tile ({number})", "{colour} goods tiles ({number})", "n", colour=colour(c, n),
                  number=c, n=n)


def goods_list(items) -> list:
    """Goods tiles by colour, most first: "2 pink, red" (a list shown joined by commas)."""
    items = list(items)
    counts = {c: items.count(c) for c in sorted(set(items))}
    order = sorted(counts, key=lambda c: (-counts[c], c))
    return [msg(N_("{n} {colour}"), n=counts[c], colour=colour(c, counts[c])) if counts[c] > 1 else colour(c, 1)
            for c in order]


def silver(n: int):
    return plural("{n} silver", "{n} silver", "n", n=n)


def workers(n: int):
    return plural("{n} worker", "{n} workers", "n", n=n)


def vp(n: int):
    return msg(N_("{n} VP"), n=n)


# What each shield does, in a few words for the view's key (COB-285..COB-302).
SHIELDS = {
    1: N_("livestock: all pastures count as one"),
    2: N_("another player gains workers: +1 worker"),
    3: N_("shield upkeep: workers may pay"),
    4: N_("unlimited storage spaces"),
    5: N_("ship: also one colour from every depot"),
    6: N_("another player's monasteries work for you"),
    7: N_("end: bonus tiles score double"),
    8: N_("mine income doubled"),
    9: N_("each sale: 1 silver per goods tile"),
    10: N_("end: monasteries score double"),
    11: N_("placing a castle: may take a shield"),
    12: N_("sales: VP per goods tile doubled"),
    13: N_("end: every shield scores double"),
    14: N_("phase end: place a tile from a depot"),
    15: N_("phase end: place a black-depot tile"),
    16: N_("once a turn: set a die to any number"),
    17: N_("completed areas score one size larger"),
    18: N_("place tiles anywhere, no adjacency"),
}


# Trade routes (section 20): what a route space gives (data/stand_ins.yaml, trade_route_tiles).
ROUTE_TILES = {("building",): N_("a building tile"),
               ("castle", "mine", "monastery"): N_("a mine, monastery or castle tile"), "any": N_("any tile")}


def route_tiles(amount):
    """The tiles a route space lets a player take: "a building tile", "any tile"."""
    key = "any" if amount == "any" or set(amount) >= set(COLOURS) else tuple(sorted(amount))
    if key in ROUTE_TILES:
        return ROUTE_TILES[key]
    return msg(N_("a tile of {colours}"), colours=listing(COLOURS[c] for c in amount))


def route_bonus(bonus: str, amount):
    """A route space's bonus: "take a building tile", "2 workers", "1 silver", "4 VP"."""
    if bonus == "take":
        return msg(N_("take {tiles}"), tiles=route_tiles(amount))
    return {"workers": workers, "silver": silver, "vp": vp}[bonus](amount)
