"""A player's town (the play area, "area di gioco"): houses with their persons and pets, and the two canal
sections of the player's guard house. This file is the one door through which they change; it logs
nothing and decides nothing (engine.py and threats.py do).

A house is {"colour": back colour, "card": the card laid face down, "person": card|None, "pet": card|None}.
Houses are numbered 1.. in the order they were built (moves name them so: `play 46 recruit 2`).
"""
from __future__ import annotations

from rules.bruges.components import CANAL_SPACES, COLOURS, card, section_colours


# ---- reading ----------------------------------------------------------------------------------------

def player(st, seat: int) -> dict:
    return st.data["players"][seat]


def persons(p: dict) -> list[int]:
    """The persons in a play area (pets are not persons, BRU-146), in house order."""
    return [h["person"] for h in p["houses"] if h["person"] is not None]


def pets(p: dict) -> list[int]:
    return [h["pet"] for h in p["houses"] if h["pet"] is not None]


def in_play(p: dict, cid: int) -> bool:
    """Whether a person is in this play area (BRU-158: only then does it work)."""
    return any(h["person"] == cid for h in p["houses"])


def house_of(p: dict, cid: int) -> int | None:
    """The index (0-based) of the house holding this person or pet."""
    for i, h in enumerate(p["houses"]):
        if h["person"] == cid or h["pet"] == cid:
            return i
    return None


def person_houses(p: dict) -> list[int]:
    """BRU-084/PET-13: houses (0-based) a person may be recruited into: those without a person."""
    return [i for i, h in enumerate(p["houses"]) if h["person"] is None]


def pet_houses(p: dict) -> list[int]:
    """PET-01/02: houses (0-based) a pet may go into: those without a pet."""
    return [i for i, h in enumerate(p["houses"]) if h["pet"] is None]


def tokens(p: dict) -> int:
    return p["canal"]["left"] + p["canal"]["right"]


def next_space(p: dict, seat: int, section: str) -> tuple[int, str] | None:
    """BRU-071/073: the next free space of a section (1..5) and its colour, None when it is complete."""
    built = p["canal"][section]
    if built >= CANAL_SPACES:
        return None
    return built + 1, section_colours(seat, section)[built]


def count(st, seat: int, counter: str) -> int:
    """The counters of cards.yaml `counters`, read now from the owner's own things (a person counter
    includes the card itself when it qualifies)."""
    p = player(st, seat)
    if counter == "houses":
        return len(p["houses"])
    if counter == "empty_houses":  # PET-13: a house with only a pet is empty
        return sum(1 for h in p["houses"] if h["person"] is None)
    if counter == "persons":
        return len(persons(p))
    if counter == "workers":
        return sum(p["workers"].values())
    if counter == "guilders":
        return p["guilders"]
    if counter == "canal_tokens":
        return tokens(p)
    if counter == "statues":
        return len(p["statues"])
    if counter == "reputation_step":
        return p["rep"]
    if counter == "majority_tiles":  # PET-14: the pet tile counts when the module is on
        return sum(1 for flipped in p["majorities"].values() if flipped)
    if counter == "pets":
        return len(pets(p))
    kind, _, rest = counter.partition(":")
    if kind == "houses" and rest in COLOURS:
        return sum(1 for h in p["houses"] if h["colour"] == rest)
    if kind == "workers" and rest in COLOURS:
        return p["workers"][rest]
    if kind == "persons":
        if rest in COLOURS:
            return sum(1 for c in persons(p) if card(c).colour == rest)
        group = rest.partition("group:")[2]
        if group:
            return sum(1 for c in persons(p) if card(c).group == group)
    raise ValueError(f"unknown counter {counter!r}")


# ---- changing (the one door) ---------------------------------------------------------------------------

def add_house(p: dict, cid: int, colour: str) -> int:
    """BRU-079: a card laid face down is a house of its back colour. Returns its index (0-based)."""
    p["houses"].append({"colour": colour, "card": cid, "person": None, "pet": None})
    return len(p["houses"]) - 1


def put_person(p: dict, index: int, cid: int) -> None:
    """BRU-082/083: a person into a house without one (it may hold a pet, PET-02)."""
    house = p["houses"][index]
    assert house["person"] is None, "a house holds one person"
    house["person"] = cid


def put_pet(p: dict, index: int, cid: int) -> None:
    """PET-01/02: a pet into a house without one."""
    house = p["houses"][index]
    assert house["pet"] is None, "a house holds one pet"
    house["pet"] = cid


def take_person(p: dict, index: int) -> int:
    """A person leaves its house (Plague, recall); the house stays, now empty (BRU-131)."""
    house = p["houses"][index]
    cid, house["person"] = house["person"], None
    return cid


def take_pet(p: dict, index: int) -> int:
    house = p["houses"][index]
    cid, house["pet"] = house["pet"], None
    return cid


def take_house(p: dict, index: int) -> dict:
    """BRU-134/PET-09: a house leaves the play area with its occupants (the caller sends them on)."""
    return p["houses"].pop(index)


def add_token(p: dict, section: str) -> int:
    """BRU-071..073: a canal token on the next free space of a section; returns that space (1..5)."""
    p["canal"][section] += 1
    return p["canal"][section]


def remove_token(p: dict, section: str) -> int:
    """BRU-135: the outermost token of a section goes; returns the space it left."""
    space = p["canal"][section]
    p["canal"][section] = space - 1
    return space
