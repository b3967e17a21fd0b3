"""A move typed as its English button reads ("Take Castle from depot 4 (die 2)", "Buy Bank (depot 3)", "Place Ship
on space 18", "Sell 1 brown goods tile (5)") read as its canonical text, so that a label naming a depot, tile or
space that will not do gets the rules' reason (a label that is a legal move is matched by the table service, in
either language; Italian sentences are read by italian.py)."""
from __future__ import annotations

import re

from rules.castles.components import TILES
from rules.castles.terms import BUILDINGS

TAKE = re.compile(r"take (.+) from depot ([0-9]+)(?: \(die ([0-9]+)\))?")
BUY = re.compile(r"buy (.+) \((?:(black)(?: depot)?|depot ([0-9]+))(?:, ([0-9]+) workers?)?\)")
KINDS = {"castle": "castle", "mine": "mine", "ship": "ship", "geese": "geese", "inn": "inn",
         "a face-down tile": "facedown"}
PLACE = re.compile(r"place (.+) on space ([0-9]+)(?: \(die ([0-9]+)\))?")
SELL = re.compile(r"sell [0-9]+ [a-z]+ goods tiles? \(([0-9]+)\)")  # the colour's number is the move's
ANIMAL = re.compile(r"([2-4]) (cow|sheep|pig|chicken)s?")
MONASTERY = re.compile(r"monastery ([0-9]+)")
PLACE_AT = re.compile(r"place ([a-z0-9]+) (?:at |on )?([0-9]+)")  # "place ship at 20", "place ship 20"
# the button reads "End turn"; the move is "end-turn". Typed, it may come late, after the turn ended by itself
# and came round again: so at a turn not yet begun it is only "end turn" (game.canonical asks for "anyway")
ENDS = ("end", "end turn")
ANYWAY = ("end anyway", "end turn anyway")


def tile_code(name: str) -> str | None:
    """A tile's code from its English name as terms.tile writes it (lower case): "city hall" -> cityhall."""
    if name in KINDS:
        return KINDS[name]
    for code, word in BUILDINGS.items():
        if name == word.lower():
            return code
    animal = ANIMAL.fullmatch(name)
    if animal:
        return animal.group(2) + animal.group(1)
    monastery = MONASTERY.fullmatch(name)
    if monastery and "mon" + monastery.group(1) in TILES:
        return "mon" + monastery.group(1)
    return None


def canonical(text: str) -> str:
    """The canonical move a typed English label means, else `text` itself."""
    if text in ENDS:
        return "end turn"
    if text in ANYWAY:
        return "end-turn"
    place_at = PLACE_AT.fullmatch(text)
    if place_at and place_at.group(1) in TILES:
        return f"place {place_at.group(1)}@{place_at.group(2)}"
    take = TAKE.fullmatch(text)
    if take and tile_code(take.group(1)):
        out = f"take {take.group(2)} {tile_code(take.group(1))}"
        return out + f" with {take.group(3)}" if take.group(3) else out
    place = PLACE.fullmatch(text)
    if place and tile_code(place.group(1)):
        out = f"place {tile_code(place.group(1))}@{place.group(2)}"
        return out + f" with {place.group(3)}" if place.group(3) else out
    sell = SELL.fullmatch(text)
    if sell:
        return f"sell {sell.group(1)}"
    buy = BUY.fullmatch(text)
    if buy and tile_code(buy.group(1)):
        out = f"buy {buy.group(2) or buy.group(3)} {tile_code(buy.group(1))}"
        workers = buy.group(4)
        return out + f" with {workers} worker{'s' if workers != '1' else ''}" if workers else out
    return text
