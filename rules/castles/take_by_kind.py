"""A take (or a discard) typed with the tile's kind but not its code, read against the depots (or the
storage: the only readings of a typed move that need the table). "take 3 sheep" or "prendi 3 mucche" names
depot 3 and the one sheep (cow) tile there; "prendi 3 pecore" comes out of the Italian reading as the tile
"sheep3" with no depot, and is read as depot 3's sheep3, or as depot 3's one sheep tile when no depot holds a
sheep3; "discard cows" is the one cow tile stored. Anything else is left as typed, for the refusal
(explain.py) to say what is missing."""
from __future__ import annotations

import re

from rules.castles import engine as E
from rules.castles.components import TILES
from rules.core.text import parse_int

NUMBERED = re.compile(r"([a-z]+)(\d+)")  # cow2, mon11: a kind and its count or number


def kind(code: str) -> str:
    m = NUMBERED.fullmatch(code)
    return m.group(1) if m else code


def read(d: dict, seat: int, text: str) -> str:
    words = text.split()
    if len(words) == 3 and words[0] == "take" and words[2] not in TILES:  # take D KIND
        depot = parse_int(words[1], 1, 6)
        one = _one_of_kind(d, depot, words[2]) if depot else None
        return f"take {depot} {one}" if one else text
    if len(words) == 2 and words[0] == "take" and words[1] in TILES:  # take KINDn: n the depot?
        m = NUMBERED.fullmatch(words[1])
        depot = int(m.group(2)) if m and 1 <= int(m.group(2)) <= 6 else None
        if depot is None:
            return text
        if words[1] in d["depots"][depot - 1]:  # "prendi 4 maiali" with the 4-pig tile in depot 4: both readings
            return f"take {depot} {words[1]}"
        one = None if any(words[1] in slots for slots in d["depots"]) else _one_of_kind(d, depot, m.group(1))
        return f"take {depot} {one}" if one else text
    if len(words) == 2 and words[0] == "discard" and words[1] not in TILES:  # discard KIND: the one stored
        codes = {c for c in E.usable_storage(d, seat) if is_kind(c, words[1])}
        return f"discard {codes.pop()}" if len(codes) == 1 else text
    return text


def _one_of_kind(d: dict, depot: int, word: str) -> str | None:
    """The tile of kind `word` in the depot, when there is exactly one such code there."""
    codes = {c for c in d["depots"][depot - 1] if c and is_kind(c, word)}
    return codes.pop() if len(codes) == 1 else None


def is_kind(code: str, word: str) -> bool:
    """Whether `word` names the kind of tile `code`, singular or plural ("cow", "cows")."""
    return word in (kind(code), kind(code) + "s")


def known_kind(word: str) -> bool:
    """Whether `word` names a kind of tile at all."""
    return any(is_kind(c, word) for c in TILES)
