"""The Macao deck as data: rules/macao/data/cards.yaml read, checked and turned into `Card` objects, and the
words that show a card (its German name as it is, its effect as a translatable message).

Cards are ints in the state: 1..120 in the file's order (the file's MAC-C001 is card 1). The file is checked
when it is read: a missing or wrong field, an unknown colour, type or timing, a card name that has no
effect in rules/macao/effects.py, a duplicated building/person name is refused with a SetupError that names
the card. The costs of buildings and persons and every card's tribute numbers are stand-ins (see the file's
header): a group with the physical game replaces them in the file, no code changes; a replacement file is
named by the environment variable TAVOLO_MACAO_CARDS (unset: the packaged file).

A card's text is never the file's `effect` line (English only): `text(card)` is the message written next
to the card's behaviour in effects.py (one per card name, since each name has one effect).
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from rules.core.errors import SetupError
from rules.core.text import N_, msg

CARDS_ENV = "TAVOLO_MACAO_CARDS"  # path of a replacement card file; unset: the packaged one
DATA = Path(__file__).parent / "data"
DEFAULT_PATH = str(DATA / "cards.yaml")

COLOURS = ("red", "blue", "green", "black", "grey", "purple")
TYPES = ("office", "building", "person")
TIMINGS = ("phase1", "phase2", "phase3", "game_end", "continuous")
KINDS = ("income", "action", "triggered", "discount", "passive", "end_scoring")
GOODS = ("lacquer", "rice", "tea", "jade", "silk", "paper", "porcelain", "spices")
# The office names by colour (MAC-100..105): the file must give an office card the name of its colour.
OFFICES = {"red": "Zoll", "blue": "Justiz", "green": "Bau", "grey": "Finanzen", "purple": "Verwaltung",
           "black": "Militärwesen"}
REQUIRED = ("id", "name_de", "type", "cost", "tribute", "timing", "kind")
KNOWN_KEYS = set(REQUIRED) | {"english_gloss", "english_rules_name", "copies", "office_colour", "cost_source",
                              "tribute_source", "cost_stand_in", "tribute_stand_in", "effect", "spelling_variants",
                              "gives_pp", "good", "ship_spaces"}
MAX_COST = 4  # MAC-086: 1..4 cubes
MAX_TRIBUTE = 2  # MAC-087: 0..2 on each side


@dataclass(frozen=True)
class Card:
    """One card. `colour` is an office card's colour (None for buildings and persons); `cost` maps colour ->
    cubes in COLOURS order; `tribute` is (yellow = gold, red = PP)."""

    id: int
    code: str  # the file's id, "MAC-C001"
    name: str  # German, as printed (shown as it is)
    type: str
    colour: str | None
    cost: dict = field(compare=False)
    tribute: tuple = (0, 0)
    timing: str = "phase3"
    kind: str = "income"
    cost_stand_in: bool = True
    tribute_stand_in: bool = True
    gives_pp: bool = False  # Palast counts it (K-04, in data)
    good: str | None = None  # a warehouse's good
    ship_spaces: int = 0  # Segelmacherei / Steuermann

    @property
    def stand_in(self) -> bool:
        return self.cost_stand_in or self.tribute_stand_in

    @property
    def cubes(self) -> int:
        return sum(self.cost.values())


@dataclass(frozen=True)
class Deck:
    path: str
    digest: str
    cards: tuple  # cards[i].id == i + 1
    by_id: dict = field(compare=False)

    def card(self, cid: int) -> Card:
        try:
            return self.by_id[cid]
        except KeyError:
            raise KeyError(f"no card {cid} in the Macao card file {self.path}") from None

    @property
    def ids(self) -> list[int]:
        return [c.id for c in self.cards]

    def named(self, name: str) -> list[int]:
        return [c.id for c in self.cards if c.name == name]


# ---- loading ------------------------------------------------------------------------------------------

def path_in_use() -> str:
    return os.environ.get(CARDS_ENV) or DEFAULT_PATH


_in_use: list = []  # the Deck this process plays with: read once (a rule question looks cards up often)


def use() -> Deck:
    """Read the setting now (TAVOLO_MACAO_CARDS, else the packaged file) and play with that card file."""
    chosen = load(path_in_use())
    _in_use[:] = [chosen]
    return chosen


def deck() -> Deck:
    """The card file in use (read at the first question, or again by use())."""
    return _in_use[0] if _in_use else use()


def card(cid) -> Card:
    if isinstance(cid, Card):
        return cid
    return (_in_use[0] if _in_use else use()).by_id[cid]


def ids() -> list[int]:
    return deck().ids


def named(name: str) -> list[int]:
    """The ids of the cards with this name (4 for an office name, 1 otherwise)."""
    return deck().named(name)


def fingerprint() -> str:
    return deck().digest


@lru_cache(maxsize=8)
def load(path: str) -> Deck:
    """Read and check a card file; SetupError naming the card at the first problem."""
    try:
        raw = Path(path).read_bytes()
    except OSError:
        raise SetupError(N_("The Macao card file {file} cannot be read."), file={"text": str(path)}) from None
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as e:
        raise SetupError(N_("The Macao card file {file} is not valid YAML: {problem}"), file={"text": str(path)},
                         problem={"text": str(e).splitlines()[0] if str(e) else type(e).__name__}) from None
    entries = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise SetupError(N_("The Macao card file {file} has no list of cards."), file={"text": str(path)})
    from rules.macao.effects import EFFECTS  # the names that have an effect
    cards, codes, names = [], set(), set()
    for i, entry in enumerate(entries, start=1):
        c = _card(path, i, entry, EFFECTS)
        if c.code in codes:
            _refuse(path, c.code, N_("the id is used by another card"))
        if c.type != "office" and c.name in names:
            _refuse(path, c.code, N_("the name is used by another card"))
        codes.add(c.code)
        names.add(c.name)
        cards.append(c)
    totals = data.get("totals") or {}
    if isinstance(totals, dict) and "cards" in totals and totals["cards"] != len(cards):
        raise SetupError(N_("The Macao card file {file} says {said} cards but lists {count}."),
                         file={"text": str(path)}, said={"text": str(totals["cards"])}, count=len(cards))
    return Deck(str(path), hashlib.sha256(raw).hexdigest()[:16], tuple(cards), {c.id: c for c in cards})


def _refuse(path, code, problem, **params):
    raise SetupError(N_("Macao card file {file}, card {card}: {problem}"), file={"text": str(path)},
                     card={"text": str(code)}, problem=msg(problem, **params) if params else problem)


def _card(path, index: int, entry, effects) -> Card:
    code = entry.get("id") if isinstance(entry, dict) else None
    code = code if isinstance(code, str) and code else f"#{index}"
    if not isinstance(entry, dict):
        _refuse(path, code, N_("the entry is not a card"))
    unknown = sorted(set(entry) - KNOWN_KEYS)
    if unknown:
        _refuse(path, code, N_("unknown field '{field}'"), field={"text": str(unknown[0])})
    for key in REQUIRED:
        if key not in entry:
            _refuse(path, code, N_("the field '{field}' is missing"), field={"text": key})
    name = entry["name_de"]
    if not isinstance(name, str) or not name.strip():
        _refuse(path, code, N_("the name must be a text"))
    name = name.strip()
    if name not in effects:
        _refuse(path, code, N_("no card of Macao is named '{value}'"), value={"text": name})
    kind = entry["type"]
    if kind not in TYPES:
        _refuse(path, code, N_("unknown type '{value}'"), value={"text": str(kind)})
    colour = entry.get("office_colour")
    if kind == "office":
        if colour not in COLOURS:
            _refuse(path, code, N_("an office card needs an office colour, not '{value}'"), value={"text": str(colour)})
        if OFFICES[colour] != name:
            _refuse(path, code, N_("the {colour} office card is named {name}"), colour={"text": colour},
                    name={"text": OFFICES[colour]})
    elif colour is not None:
        _refuse(path, code, N_("only an office card has an office colour"))
    elif name in OFFICES.values():
        _refuse(path, code, N_("'{value}' is an office card"), value={"text": name})
    cost = entry["cost"]
    if not isinstance(cost, dict) or not cost or any(k not in COLOURS for k in cost) \
            or any(type(v) is not int or v < 1 for v in cost.values()) or not 1 <= sum(cost.values()) <= MAX_COST:
        _refuse(path, code, N_("the cost must map cube colours to whole numbers, 1 to {most} cubes in all"),
                most=MAX_COST)
    if kind == "office" and set(cost) != {colour}:
        _refuse(path, code, N_("an office card costs cubes of its own colour"))
    tribute = entry["tribute"]
    if not isinstance(tribute, dict) or set(tribute) != {"yellow_left", "red_right"} \
            or any(type(v) is not int or not 0 <= v <= MAX_TRIBUTE for v in tribute.values()):
        _refuse(path, code, N_("the tribute must be yellow_left and red_right, each 0 to {most}"), most=MAX_TRIBUTE)
    if entry["timing"] not in TIMINGS:
        _refuse(path, code, N_("unknown timing '{value}'"), value={"text": str(entry["timing"])})
    if entry["kind"] not in KINDS:
        _refuse(path, code, N_("unknown kind '{value}'"), value={"text": str(entry["kind"])})
    expected = effects[name].timing
    if entry["timing"] != expected:
        _refuse(path, code, N_("{name} works at '{expected}', not '{value}'"), name={"text": name},
                expected={"text": expected}, value={"text": str(entry["timing"])})
    flags = {}
    for key in ("cost_stand_in", "tribute_stand_in", "gives_pp"):
        v = entry.get(key, key != "gives_pp")
        if not isinstance(v, bool):
            _refuse(path, code, N_("'{field}' must be true or false"), field={"text": key})
        flags[key] = v
    good = entry.get("good")
    if (good is None) != (effects[name].needs != "good") or (good is not None and good not in GOODS):
        _refuse(path, code, N_("'good' is for a warehouse only and must be a good, not '{value}'"),
                value={"text": str(good)})
    spaces = entry.get("ship_spaces", 0)
    if effects[name].needs == "ship_spaces" and (type(spaces) is not int or spaces < 1):
        _refuse(path, code, N_("'ship_spaces' must be a whole number, 1 or more"))
    if effects[name].needs != "ship_spaces" and spaces:
        _refuse(path, code, N_("'ship_spaces' is for Segelmacherei and Steuermann only"))
    ordered = {c: cost[c] for c in COLOURS if c in cost}
    return Card(index, code, name, kind, colour, ordered, (tribute["yellow_left"], tribute["red_right"]),
                entry["timing"], entry["kind"], flags["cost_stand_in"], flags["tribute_stand_in"], flags["gives_pp"],
                good, spaces)


# ---- words --------------------------------------------------------------------------------------------

def name(c) -> dict:
    """A card's name: German as printed, never looked up in a catalog."""
    return {"text": card(c).name}


TYPE_WORDS = {"office": N_("office card"), "building": N_("building"), "person": N_("person")}


def text(c):
    """The card's effect as a message (written in effects.py next to what the card does)."""
    from rules.macao.effects import card_text
    return card_text(card(c).id)


def view(cid: int, used: bool = False) -> dict:
    """The CARD dict of the view (brief): id, name, type, colour, cost, tribute, timing, text, used, stand_in."""
    c = card(cid)
    return {"id": c.id, "name": name(c), "type": c.type, "colour": c.colour, "cost": dict(c.cost),
            "tribute": list(c.tribute), "timing": c.timing, "text": text(c), "used": used, "stand_in": c.stand_in}
