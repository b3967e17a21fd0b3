"""The deck as data: one deck file (rules/bruges/data/cards.yaml by default) read, checked and turned into
`Card` objects, plus the words that show a card (its name in several languages, its text as a message).

The person cards are a stand-in deck (the official list was never found; see the file's header): every
card is a stand-in unless the file marks it `confirmed`. A group that owns the physical game replaces the
deck without touching code: the environment variable TAVOLO_BRUGES_DECK names another deck file in the
same vocabulary (the 31 effect kinds of `effect_kinds`, the counters and the `if: {die, in}` condition).
The file is checked when it is loaded: an unknown effect kind, a bad parameter, an activation a kind does
not fit, a duplicate id or name is refused with a SetupError that names the card.

Cards are ints in the state: 1..N in the deck file's order, pets 201.. in pets.yaml's order. A card's text
is never the file's `text` line (English only): `text(card)` builds a message from the effect data, one
template per effect kind and parameter shape, so every language can show it.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from rules.core.errors import SetupError
from rules.core.text import N_, listing, msg, plural, worded

DECK_ENV = "TAVOLO_BRUGES_DECK"  # path of a replacement deck file; unset: the packaged stand-in deck
PET_BASE = 200  # pets are 201, 202 ... so they never share an id with a person card
MAX_CARDS = PET_BASE

COLOURS = ("blue", "brown", "red", "purple", "yellow")
GROUPS = ("noble", "bureaucrat", "entertainer", "merchant", "craftsman", "courtier", "clergy", "artist",
          "protector", "underworld", "scholar")
ACTIVATIONS = ("arrow", "infinity", "laurel") + tuple(f"worker:{c}" for c in COLOURS)
INFINITY_TYPES = ("once_per_round", "action_modifier", "situation")
EVENTS = ("advance_reputation", "build_house", "build_canal", "recruit", "receive_threat", "suffer_penalty",
          "take_guilders", "take_workers")
MAJORITIES = ("reputation", "persons", "canals")

# The kinds by when they work (cards.yaml effect_kinds). Which activation each list fits is checked
# when the deck is loaded, so the interpreter never meets a modifier on an arrow card.
IMMEDIATE = ("gain", "gain_per", "gain_die", "draw_cards", "draw_discard", "take_discard", "discard_threats",
             "advance_reputation", "extra_canal", "extra_house", "extra_action", "exchange", "steal",
             "opponents_lose", "opponents_threat", "recall_person")
MODIFIERS = ("mod_take_workers", "mod_take_guilders", "mod_discard_threat", "mod_build_canal", "mod_build_house",
             "mod_recruit")
SITUATIONS = ("mod_reputation", "hand_size", "on_event", "penalty_shield", "majority_bonus")
SCORING = ("score_per", "score_distinct", "score_sets", "score_if")
KINDS = IMMEDIATE + MODIFIERS + SITUATIONS + SCORING

CARD_KEYS = {"id", "name", "it", "colour", "cost", "points", "group", "activation", "infinity_type", "effect",
             "text", "confirmed", "confirmed_fields", "note", "revised_variant"}


# ---- the card ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Card:
    """One card of the deck (a person card) or a pet. `effects` are the file's entries with every default
    filled in (read only); `confirmed` is true only for a card whose effect a source attests."""

    id: int
    code: str  # the file's id, "BRU-C001"
    en: str
    it: str
    colour: str
    price: int
    points: int
    group: str | None  # None for a pet
    activation: str | None  # None for a pet
    infinity_type: str | None
    effects: tuple = field(default=(), compare=False)
    confirmed: bool = False
    pet: bool = False

    @property
    def stand_in(self) -> bool:
        """Every card is our stand-in unless a source confirms its effect (cards.yaml `confirmed`)."""
        return not self.confirmed

    @property
    def worker(self) -> str | None:
        """The colour of the worker paid to activate this person, if it has a worker icon."""
        a = self.activation or ""
        return a.split(":", 1)[1] if a.startswith("worker:") else None

    @property
    def once_per_round(self) -> bool:
        """Activated in its owner's turn at most once a round: a worker icon or infinity type 1 (BRU-093/095)."""
        return self.worker is not None or self.infinity_type == "once_per_round"

    @property
    def always_on(self) -> bool:
        """Infinity types 2 and 3: work by themselves, never turned (BRU-096..098, ER-04)."""
        return self.infinity_type in ("action_modifier", "situation")


@dataclass(frozen=True)
class Deck:
    path: str
    digest: str  # of the file's bytes: a state can record which deck it was started with
    cards: tuple  # person cards in file order; cards[i].id == i + 1
    pets: tuple
    by_id: dict = field(compare=False)

    def card(self, cid: int) -> Card:
        try:
            return self.by_id[cid]
        except KeyError:
            raise KeyError(f"no card {cid} in the Bruges deck {self.path}") from None

    @property
    def ids(self) -> list[int]:
        return [c.id for c in self.cards]

    @property
    def pet_ids(self) -> list[int]:
        return [c.id for c in self.pets]


# ---- loading -------------------------------------------------------------------------------------------

DATA = Path(__file__).parent / "data"


DEFAULT_PATH = str(DATA / "cards.yaml")  # worked out once: a card is looked up on every rule question


def default_path() -> str:
    return DEFAULT_PATH


def deck_path() -> str:
    """The deck file in use: TAVOLO_BRUGES_DECK if set, else the packaged stand-in deck."""
    return os.environ.get(DECK_ENV) or DEFAULT_PATH


# The deck this process plays with: a setting (TAVOLO_BRUGES_DECK), read when a game is set up or first
# needed, not on every card look-up (a rule question looks up cards hundreds of times).
_in_use: list = []


def use() -> Deck:
    """Read the deck setting now (TAVOLO_BRUGES_DECK, else the packaged deck) and play with that deck."""
    chosen = load_deck(os.environ.get(DECK_ENV) or DEFAULT_PATH)
    _in_use[:] = [chosen]
    return chosen


def deck() -> Deck:
    """The deck in use."""
    return _in_use[0] if _in_use else use()


def card(cid: int) -> Card:
    """A card of the deck in use (a KeyError names the deck when it has no such card)."""
    return (_in_use[0] if _in_use else use()).card(cid)


def check_same_deck(digest: str | None) -> None:
    """A stored game goes on only with the deck it was started with: another deck's card 12 is another
    person. `digest` is what setup recorded (None: a game stored before decks were recorded)."""
    if digest and digest != deck().digest:
        raise SetupError(N_("This Bruges game was started with another deck file than the one in use ({file}); "
                            "set TAVOLO_BRUGES_DECK back to that file to go on."), file={"text": deck().path})


def ids() -> list[int]:
    """Every person card of the deck in use, 1..N (pets are components.PET_IDS)."""
    return deck().ids


def fingerprint() -> str:
    """Which deck file is in use (a digest of its bytes): setup may store it so that a game saved with one
    deck is never continued with another."""
    return deck().digest


@lru_cache(maxsize=8)
def load_deck(path: str) -> Deck:
    """Read and check a deck file; SetupError naming the card at the first problem."""
    try:
        raw = Path(path).read_bytes()
    except OSError:
        raise SetupError(N_("The Bruges deck file {file} cannot be read."), file={"text": str(path)}) from None
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as e:
        raise SetupError(N_("The Bruges deck file {file} is not valid YAML: {problem}"), file={"text": str(path)},
                         problem={"text": str(e).splitlines()[0] if str(e) else type(e).__name__}) from None
    entries = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise SetupError(N_("The Bruges deck file {file} has no list of cards."), file={"text": str(path)})
    if len(entries) > MAX_CARDS:
        raise SetupError(N_("The Bruges deck file {file} has {count} cards; at most {most} are allowed."),
                         file={"text": str(path)}, count=len(entries), most=MAX_CARDS)
    cards, codes, names = [], set(), set()
    for i, entry in enumerate(entries, start=1):
        c = _card(path, i, entry)
        if c.code in codes:
            _refuse(path, c.code, N_("the id is used by another card"))
        if c.en.lower() in names:
            _refuse(path, c.code, N_("the name is used by another card"))
        codes.add(c.code)
        names.add(c.en.lower())
        cards.append(c)
    totals = data.get("totals") or {}
    if isinstance(totals, dict) and "cards" in totals and totals["cards"] != len(cards):
        raise SetupError(N_("The Bruges deck file {file} says {said} cards but lists {count}."),
                         file={"text": str(path)}, said={"text": str(totals["cards"])}, count=len(cards))
    pets = _pets(data.get("pet_names_it") or {})
    by_id = {c.id: c for c in cards + pets}
    return Deck(str(path), hashlib.sha256(raw).hexdigest()[:16], tuple(cards), tuple(pets), by_id)


def _refuse(path, code, problem, **params):
    raise SetupError(N_("Bruges deck {file}, card {card}: {problem}"), file={"text": str(path)},
                     card={"text": str(code)}, problem=msg(problem, **params) if params else problem)


def _card(path, index: int, entry) -> Card:
    code = entry.get("id") if isinstance(entry, dict) else None
    code = code if isinstance(code, str) and code else f"#{index}"
    if not isinstance(entry, dict):
        _refuse(path, code, N_("the entry is not a card"))
    unknown = sorted(set(entry) - CARD_KEYS)
    if unknown:
        _refuse(path, code, N_("unknown field '{field}'"), field={"text": str(unknown[0])})
    for key in ("id", "name", "colour", "cost", "group", "activation", "effect"):
        if key not in entry:
            _refuse(path, code, N_("the field '{field}' is missing"), field={"text": key})
    name, it = entry["name"], entry.get("it", entry["name"])
    if not isinstance(name, str) or not name.strip() or not isinstance(it, str) or not it.strip():
        _refuse(path, code, N_("a name must be a text"))
    if entry["colour"] not in COLOURS:
        _refuse(path, code, N_("unknown colour '{value}'"), value={"text": str(entry["colour"])})
    price, points = entry["cost"], entry.get("points", _int(entry["cost"]) // 3)
    if not _count(price) or not _count(points):
        _refuse(path, code, N_("price and points must be whole numbers, 0 or more"))
    if entry["group"] not in GROUPS:
        _refuse(path, code, N_("unknown group '{value}'"), value={"text": str(entry["group"])})
    activation = entry["activation"]
    if activation not in ACTIVATIONS:
        _refuse(path, code, N_("unknown activation '{value}'"), value={"text": str(activation)})
    itype = entry.get("infinity_type")
    if activation == "infinity" and itype not in INFINITY_TYPES:
        _refuse(path, code, N_("an infinity card needs an infinity_type, not '{value}'"),
                value={"text": str(itype)})
    if activation != "infinity" and itype is not None:
        _refuse(path, code, N_("only an infinity card has an infinity_type"))
    confirmed = entry.get("confirmed", False)
    if not isinstance(confirmed, bool):
        _refuse(path, code, N_("'confirmed' must be true or false"))
    effects = entry["effect"]
    if not isinstance(effects, list) or not effects:
        _refuse(path, code, N_("the effect must be a list of at least one entry"))
    allowed = _kinds_for(activation, itype)
    checked = []
    for e in effects:
        kind = e.get("kind") if isinstance(e, dict) else None
        if kind not in KINDS:
            _refuse(path, code, N_("unknown effect kind '{kind}'"), kind={"text": str(kind)})
        if kind not in allowed:
            _refuse(path, code, N_("the effect kind '{kind}' does not fit the activation '{activation}'"),
                    kind={"text": kind}, activation={"text": activation + (f" ({itype})" if itype else "")})
        checked.append(_effect(path, code, e))
    return Card(index, code, name.strip(), it.strip(), entry["colour"], price, points, entry["group"], activation,
                itype, tuple(checked), confirmed)


def _kinds_for(activation: str, itype: str | None) -> tuple:
    """The effect kinds a card with this activation may use (cards.yaml ACTIVATION, ER-04)."""
    if activation == "laurel":
        return SCORING
    if activation == "infinity" and itype in ("action_modifier", "situation"):
        return MODIFIERS + SITUATIONS
    return IMMEDIATE


def _int(v) -> int:
    return v if type(v) is int else 0


def _count(v) -> bool:
    return type(v) is int and v >= 0


# ---- effect parameters: a closed vocabulary ------------------------------------------------------------
# Each check answers the cleaned value or raises ValueError with the reason (said in the SetupError).

def _pos(v):
    if type(v) is int and v >= 1:
        return v
    raise ValueError("a whole number, 1 or more")


def _nonneg(v):
    if type(v) is int and v >= 0:
        return v
    raise ValueError("a whole number, 0 or more")


def _flag(v):
    if isinstance(v, bool):
        return v
    raise ValueError("true or false")


def _one_of(*values):
    def check(v):
        if v in values:
            return v
        raise ValueError("one of " + ", ".join(map(str, values)))
    return check


def _die_value(v):
    if type(v) is int and 1 <= v <= 6:
        return v
    raise ValueError("a die value 1-6")


WORKER_RESOURCES = tuple(f"worker:{c}" for c in COLOURS) + ("worker:any",)
GAIN_RESOURCES = ("guilders", "points") + WORKER_RESOURCES
COUNTERS = ("houses", "empty_houses", "persons", "workers", "guilders", "canal_tokens", "statues",
            "reputation_step", "majority_tiles") + tuple(f"houses:{c}" for c in COLOURS) \
    + tuple(f"persons:{c}" for c in COLOURS) + tuple(f"persons:group:{g}" for g in GROUPS) \
    + tuple(f"workers:{c}" for c in COLOURS)


def _amounts(v):
    """A list of {resource, amount} (exchange)."""
    if not isinstance(v, list) or not v:
        raise ValueError("a list of {resource, amount}")
    return [_amount(x) for x in v]


def _amount(v):
    if not isinstance(v, dict) or set(v) != {"resource", "amount"}:
        raise ValueError("{resource, amount}")
    return {"resource": _one_of(*GAIN_RESOURCES)(v["resource"]), "amount": _pos(v["amount"])}


def _threat_amount(v):
    return v if v == "all" else _pos(v)


# kind -> {parameter: (check, default)}; a default of REQUIRED means the file must give it.
REQUIRED = object()
PARAMS = {
    "gain": {"resource": (_one_of(*GAIN_RESOURCES), REQUIRED), "amount": (_pos, REQUIRED)},
    "gain_per": {"resource": (_one_of(*GAIN_RESOURCES), REQUIRED), "amount": (_pos, REQUIRED),
                 "per": (_one_of(*COUNTERS), REQUIRED), "divisor": (_pos, 1)},
    "gain_die": {"die": (_one_of(*COLOURS, "highest", "lowest"), REQUIRED)},
    "draw_cards": {"amount": (_pos, REQUIRED)},
    "draw_discard": {"draw": (_pos, REQUIRED), "discard": (_pos, REQUIRED)},
    "take_discard": {"amount": (_pos, REQUIRED)},
    "discard_threats": {"amount": (_threat_amount, REQUIRED), "colour": (_one_of("any", *COLOURS), REQUIRED)},
    "advance_reputation": {"steps": (_pos, REQUIRED)},
    "extra_canal": {"cost_multiplier": (_nonneg, 1)},
    "extra_house": {},
    "extra_action": {"restrict": (_one_of("any"), "any")},
    "exchange": {"pay": (_amounts, REQUIRED), "gain": (_amounts, REQUIRED)},
    "steal": {"resource": (_one_of("guilders", "worker:any", "points"), REQUIRED), "amount": (_pos, REQUIRED)},
    "opponents_lose": {"what": (_one_of("canal_token", "guilders", "points", "worker:any"), REQUIRED),
                       "amount": (_pos, REQUIRED)},
    "opponents_threat": {"colour": (_one_of(*COLOURS), REQUIRED)},
    "recall_person": {},
    "mod_take_workers": {"bonus": (_nonneg, 0), "choose_colour": (_flag, False)},
    "mod_take_guilders": {"bonus": (_nonneg, 0), "min_die": (_die_value, 1)},
    "mod_discard_threat": {"any_colour": (_flag, False), "bonus_points": (_nonneg, 0)},
    "mod_build_canal": {"discount": (_nonneg, 0), "any_colour_card": (_flag, False)},
    "mod_build_house": {"any_worker_colour": (_flag, REQUIRED)},
    "mod_recruit": {"discount": (_pos, REQUIRED), "group": (_one_of(*GROUPS), None)},
    "mod_reputation": {"discount": (_pos, REQUIRED)},
    "hand_size": {"size": (_pos, REQUIRED)},
    "on_event": {"event": (_one_of(*EVENTS), REQUIRED), "gain": (_amount, REQUIRED)},
    "penalty_shield": {"colour": (_one_of(*COLOURS), REQUIRED)},
    "majority_bonus": {"majority": (_one_of(*MAJORITIES), REQUIRED), "amount": (_pos, REQUIRED)},
    "score_per": {"per": (_one_of(*COUNTERS), REQUIRED), "points": (_pos, REQUIRED), "divisor": (_pos, 1)},
    "score_distinct": {"of": (_one_of("person_groups", "person_colours", "house_colours"), REQUIRED),
                       "points": (_pos, REQUIRED)},
    "score_sets": {"of": (_one_of("houses", "persons", "workers"), REQUIRED), "points": (_pos, REQUIRED)},
    "score_if": {"counter": (_one_of(*COUNTERS), REQUIRED), "at_least": (_pos, REQUIRED),
                 "points": (_pos, REQUIRED)},
}
assert set(PARAMS) == set(KINDS)


def _effect(path, code, entry: dict) -> dict:
    """One effect entry checked against PARAMS, with its defaults filled in."""
    kind = entry["kind"]
    spec = PARAMS[kind]
    out = {"kind": kind}
    for key in entry:
        if key not in spec and key not in ("kind", "if"):
            _refuse(path, code, N_("the effect kind '{kind}' has no parameter '{param}'"), kind={"text": kind},
                    param={"text": str(key)})
    for key, (check, default) in spec.items():
        if key not in entry:
            if default is REQUIRED:
                _refuse(path, code, N_("the effect kind '{kind}' needs the parameter '{param}'"),
                        kind={"text": kind}, param={"text": key})
            if default is not None:
                out[key] = default
            continue
        try:
            out[key] = check(entry[key])
        except (ValueError, TypeError, KeyError) as e:
            _refuse(path, code, N_("parameter '{param}' of '{kind}' must be {expected}, not '{value}'"),
                    param={"text": key}, kind={"text": kind}, expected={"text": str(e).strip("'")},
                    value={"text": str(entry[key])})
    if "if" in entry:
        if kind not in IMMEDIATE:
            _refuse(path, code, N_("only an immediate effect may have a condition ('if')"))
        out["if"] = _condition(path, code, entry["if"])
    return out


def _condition(path, code, cond) -> dict:
    """`if: {die: <colour>, in: [values]}`, the one condition of the vocabulary."""
    ok = isinstance(cond, dict) and set(cond) == {"die", "in"} and cond["die"] in COLOURS \
        and isinstance(cond["in"], list) and cond["in"] \
        and all(type(v) is int and 1 <= v <= 6 for v in cond["in"])
    if not ok:
        _refuse(path, code, N_("a condition must read if: {{die: <colour>, in: [die values]}}"))
    return {"die": cond["die"], "in": sorted(set(cond["in"]))}


# ---- pets (pets.yaml, the optional module) -------------------------------------------------------------

def _pets(names_it: dict) -> list:
    """The pets of rules/bruges/data/pets.yaml as cards 201..; none if the file is not there. A pet's Italian
    name comes from pets.yaml (`it`) or else from the deck's `pet_names_it`."""
    try:
        data = yaml.safe_load((DATA / "pets.yaml").read_text(encoding="utf-8")) or {}
    except OSError:
        return []
    out = []
    for i, p in enumerate(data.get("pets") or [], start=1):
        it = p.get("it") or (names_it.get(p["id"]) if isinstance(names_it, dict) else None) or p["name"]
        out.append(Card(PET_BASE + i, p["id"], p["name"], it, p["colour"], int(p["cost"]),
                        int(p.get("points", int(p["cost"]) // 3)), None, None, None, (), False, pet=True))
    return out


# ---- words ---------------------------------------------------------------------------------------------

def name(c) -> dict:
    """A card's name in the reader's language (the deck file gives them: no catalog knows a replaced deck)."""
    c = c if isinstance(c, Card) else card(c)
    return worded({"en": c.en, "it": c.it})


GROUP_WORDS = {
    "noble": N_("Nobles"), "bureaucrat": N_("Bureaucrats"), "entertainer": N_("Entertainers"),
    "merchant": N_("Merchants"), "craftsman": N_("Craftsmen"), "courtier": N_("Courtiers"), "clergy": N_("Clergy"),
    "artist": N_("Artists"), "protector": N_("Protectors"), "underworld": N_("Underworld"),
    "scholar": N_("Scholars"),
}


def group_word(group: str | None):
    """The group's name as the rulebook lists the 11 groups (BRU-087); a pet has none."""
    return GROUP_WORDS[group] if group else N_("Pets")


# Amounts of a resource, each colour its own text so that a language can agree colour and noun.
def workers_of(colour: str, n: int):
    return {
        "blue": lambda: plural("{n} blue worker", "{n} blue workers", "n", n=n),
        "brown": lambda: plural("{n} brown worker", "{n} brown workers", "n", n=n),
        "red": lambda: plural("{n} red worker", "{n} red workers", "n", n=n),
        "purple": lambda: plural("{n} purple worker", "{n} purple workers", "n", n=n),
        "yellow": lambda: plural("{n} yellow worker", "{n} yellow workers", "n", n=n),
        "any": lambda: plural("{n} worker of any colour", "{n} workers of any colour", "n", n=n),
    }[colour]()


def threats_of(colour: str, n: int):
    return {
        "blue": lambda: plural("{n} blue threat marker", "{n} blue threat markers", "n", n=n),
        "brown": lambda: plural("{n} brown threat marker", "{n} brown threat markers", "n", n=n),
        "red": lambda: plural("{n} red threat marker", "{n} red threat markers", "n", n=n),
        "purple": lambda: plural("{n} purple threat marker", "{n} purple threat markers", "n", n=n),
        "yellow": lambda: plural("{n} yellow threat marker", "{n} yellow threat markers", "n", n=n),
        "any": lambda: plural("{n} threat marker of any colour", "{n} threat markers of any colour", "n", n=n),
    }[colour]()


def guilders(n: int):
    return plural("{n} guilder", "{n} guilders", "n", n=n)


def points(n: int):
    return plural("{n} point", "{n} points", "n", n=n)


def cards_word(n: int):
    return plural("{n} card", "{n} cards", "n", n=n)


def amount(resource: str, n: int):
    """'3 guilders', '1 point', '2 red workers', '2 workers of any colour', '1 canal token'."""
    if resource == "guilders":
        return guilders(n)
    if resource == "points":
        return points(n)
    if resource == "canal_token":
        return plural("{n} canal token", "{n} canal tokens", "n", n=n)
    return workers_of(resource.split(":", 1)[1], n)


COLOUR_WORDS = {"blue": N_("blue"), "brown": N_("brown"), "red": N_("red"), "purple": N_("purple"),
                "yellow": N_("yellow")}
DICE = {"blue": N_("the blue die"), "brown": N_("the brown die"), "red": N_("the red die"),
        "purple": N_("the purple die"), "yellow": N_("the yellow die"), "highest": N_("the highest die"),
        "lowest": N_("the lowest die")}
PENALTIES = {"blue": N_("Flood"), "brown": N_("Plague"), "red": N_("Fire"), "purple": N_("Intrigue"),
             "yellow": N_("Raid")}
MAJORITY_WORDS = {"reputation": N_("reputation"), "persons": N_("persons"), "canals": N_("canals")}


def counted(counter: str, n: int):
    """What a counter counts, as a noun agreeing with `n` (no number shown): 'houses', 'yellow house'."""
    if counter.startswith("persons:group:"):
        return _GROUP_PERSONS[counter.split(":")[2]](n)
    if ":" in counter:
        what, colour = counter.split(":")
        return _COLOURED[what][colour](n)
    return _COUNTED[counter](n)


_COUNTED = {
    "houses": lambda n: plural("house", "houses", "n", n=n),
    "empty_houses": lambda n: plural("empty house", "empty houses", "n", n=n),
    "persons": lambda n: plural("person", "persons", "n", n=n),
    "workers": lambda n: plural("worker", "workers", "n", n=n),
    "guilders": lambda n: plural("guilder", "guilders", "n", n=n),
    "canal_tokens": lambda n: plural("canal token", "canal tokens", "n", n=n),
    "statues": lambda n: plural("statue", "statues", "n", n=n),
    "reputation_step": lambda n: plural("step on the reputation track", "steps on the reputation track", "n", n=n),
    "majority_tiles": lambda n: plural("flipped majority tile", "flipped majority tiles", "n", n=n),
}
_COLOURED = {
    "houses": {
        "blue": lambda n: plural("blue house", "blue houses", "n", n=n),
        "brown": lambda n: plural("brown house", "brown houses", "n", n=n),
        "red": lambda n: plural("red house", "red houses", "n", n=n),
        "purple": lambda n: plural("purple house", "purple houses", "n", n=n),
        "yellow": lambda n: plural("yellow house", "yellow houses", "n", n=n),
    },
    "persons": {
        "blue": lambda n: plural("blue person", "blue persons", "n", n=n),
        "brown": lambda n: plural("brown person", "brown persons", "n", n=n),
        "red": lambda n: plural("red person", "red persons", "n", n=n),
        "purple": lambda n: plural("purple person", "purple persons", "n", n=n),
        "yellow": lambda n: plural("yellow person", "yellow persons", "n", n=n),
    },
    "workers": {
        "blue": lambda n: plural("blue worker", "blue workers", "n", n=n),
        "brown": lambda n: plural("brown worker", "brown workers", "n", n=n),
        "red": lambda n: plural("red worker", "red workers", "n", n=n),
        "purple": lambda n: plural("purple worker", "purple workers", "n", n=n),
        "yellow": lambda n: plural("yellow worker", "yellow workers", "n", n=n),
    },
}
_GROUP_PERSONS = {
    "noble": lambda n: plural("Noble", "Nobles", "n", n=n),
    "bureaucrat": lambda n: plural("Bureaucrat", "Bureaucrats", "n", n=n),
    "entertainer": lambda n: plural("Entertainer", "Entertainers", "n", n=n),
    "merchant": lambda n: plural("Merchant", "Merchants", "n", n=n),
    "craftsman": lambda n: plural("Craftsman", "Craftsmen", "n", n=n),
    "courtier": lambda n: plural("Courtier", "Courtiers", "n", n=n),
    "clergy": lambda n: plural("Clergy person", "Clergy persons", "n", n=n),
    "artist": lambda n: plural("Artist", "Artists", "n", n=n),
    "protector": lambda n: plural("Protector", "Protectors", "n", n=n),
    "underworld": lambda n: plural("Underworld person", "Underworld persons", "n", n=n),
    "scholar": lambda n: plural("Scholar", "Scholars", "n", n=n),
}


def either(values) -> object:
    """'5 or 6', '1, 2 or 3': die values a condition accepts."""
    values = list(values)
    if len(values) == 1:
        return values[0]
    if len(values) == 2:
        return msg(N_("{first} or {second}"), first=values[0], second=values[1])
    return msg(N_("{first}, {rest}"), first=values[0], rest=either(values[1:]))


# ---- a card's text, built from its effect data ---------------------------------------------------------

def text(c) -> dict:
    """The card's benefit as a message: when it works, then its effects in order ('When recruited: gain
    6 guilders'). Built from the effect data, one template per kind and parameter shape, never from the
    file's English `text` line."""
    c = c if isinstance(c, Card) else card(c)
    if c.pet:
        return N_("Pet: no ability")
    body = joined([effect_text(e) for e in c.effects])
    if c.activation == "arrow":
        return msg(N_("When recruited: {effects}"), effects=body)
    if c.activation == "laurel":
        return msg(N_("Final scoring: {effects}"), effects=body)
    if c.worker:
        return msg(N_("Once per round, pay {worker}: {effects}"), worker=workers_of(c.worker, 1), effects=body)
    if c.infinity_type == "once_per_round":
        return msg(N_("Once per round: {effects}"), effects=body)
    return msg(N_("Always: {effects}"), effects=body)


def joined(parts: list):
    """Effects one after the other: 'a; b; c'."""
    if len(parts) == 1:
        return parts[0]
    return msg(N_("{first}; {rest}"), first=parts[0], rest=joined(parts[1:]))


def effect_text(e: dict):
    """One effect entry as a message (with its condition, if it has one)."""
    said = _EFFECT_TEXTS[e["kind"]](e)
    if "if" in e:
        cond = e["if"]
        return msg(N_("if {die} shows {values}, {effect}"), die=DICE[cond["die"]], values=either(cond["in"]),
                   effect=said)
    return said


def _gain(e):
    return msg(N_("gain {what}"), what=amount(e["resource"], e["amount"]))


def _gain_per(e):
    if e["divisor"] == 1:
        return msg(N_("gain {what} for each {thing}"), what=amount(e["resource"], e["amount"]),
                   thing=counted(e["per"], 1))
    return msg(N_("gain {what} for every {n} {things}"), what=amount(e["resource"], e["amount"]), n=e["divisor"],
               things=counted(e["per"], e["divisor"]))


def _discard_threats(e):
    if e["amount"] == "all":
        if e["colour"] == "any":
            return N_("discard all your threat markers (1 point each)")
        return msg(N_("discard all your {markers} (1 point each)"),
                   markers=_ALL_THREATS[e["colour"]])
    return msg(N_("discard up to {markers} (1 point each)"), markers=threats_of(e["colour"], e["amount"]))


_ALL_THREATS = {"blue": N_("blue threat markers"), "brown": N_("brown threat markers"),
                "red": N_("red threat markers"), "purple": N_("purple threat markers"),
                "yellow": N_("yellow threat markers")}


def _extra_canal(e):
    k = e["cost_multiplier"]
    if k == 0:
        return N_("build 1 canal token without playing a card, for free")
    if k == 1:
        return N_("build 1 canal token without playing a card, paying its price")
    return msg(N_("build 1 canal token without playing a card, paying {n} times its price"), n=k)


def _exchange(e):
    return msg(N_("you may pay {pay} to gain {gain}"),
               pay=joined_and([amount(x["resource"], x["amount"]) for x in e["pay"]]),
               gain=joined_and([amount(x["resource"], x["amount"]) for x in e["gain"]]))


def joined_and(parts: list):
    return parts[0] if len(parts) == 1 else listing(parts)


def _steal(e):
    return msg(N_("each other player gives you up to {what}"), what=amount(e["resource"], e["amount"]))


def _opponents_lose(e):
    return msg(N_("each other player loses up to {what}"), what=amount(e["what"], e["amount"]))


def _mod_take_workers(e):
    parts = []
    if e["bonus"]:
        parts.append(plural("your take-workers action gives {n} more worker",
                            "your take-workers action gives {n} more workers", "n", n=e["bonus"]))
    if e["choose_colour"]:
        parts.append(N_("you choose the colour of each worker of your take-workers action"))
    return joined(parts or [N_("no change to your take-workers action")])


def _mod_take_guilders(e):
    parts = []
    if e["min_die"] > 1:
        parts.append(msg(N_("your take-guilders action counts the die as at least {n}"), n=e["min_die"]))
    if e["bonus"]:
        parts.append(plural("your take-guilders action gives {n} more guilder",
                            "your take-guilders action gives {n} more guilders", "n", n=e["bonus"]))
    return joined(parts or [N_("no change to your take-guilders action")])


def _mod_discard_threat(e):
    parts = []
    if e["any_colour"]:
        parts.append(N_("your discard-threat action may return a marker of any colour"))
    if e["bonus_points"]:
        parts.append(plural("your discard-threat action scores {n} more point",
                            "your discard-threat action scores {n} more points", "n", n=e["bonus_points"]))
    return joined(parts or [N_("no change to your discard-threat action")])


def _mod_build_canal(e):
    parts = []
    if e["any_colour_card"]:
        parts.append(N_("your build-canal action may use a card of any colour"))
    if e["discount"]:
        parts.append(plural("each canal token you build costs {n} guilder less",
                            "each canal token you build costs {n} guilders less", "n", n=e["discount"]))
    return joined(parts or [N_("no change to your build-canal action")])


def _mod_build_house(e):
    if e["any_worker_colour"]:
        return N_("your build-house action may be paid with a worker of any colour")
    return N_("no change to your build-house action")


def _mod_recruit(e):
    if e.get("group"):
        return plural("recruiting one of the {group} costs you {n} guilder less",
                      "recruiting one of the {group} costs you {n} guilders less", "n", n=e["discount"],
                      group=group_word(e["group"]))
    return plural("recruiting a person costs you {n} guilder less", "recruiting a person costs you {n} guilders less",
                  "n", n=e["discount"])


_EVENT_TEXTS = {
    "advance_reputation": N_("gain {gain} whenever you advance a step on the reputation track"),
    "build_house": N_("gain {gain} whenever you build a house"),
    "build_canal": N_("gain {gain} whenever you build a canal token"),
    "recruit": N_("gain {gain} whenever you recruit another person"),
    "receive_threat": N_("gain {gain} whenever you receive a threat marker"),
    "suffer_penalty": N_("gain {gain} whenever you suffer a penalty"),
    "take_guilders": N_("gain {gain} whenever you take the take-guilders action"),
    "take_workers": N_("gain {gain} whenever you take the take-workers action"),
}


def _on_event(e):
    return msg(_EVENT_TEXTS[e["event"]], gain=amount(e["gain"]["resource"], e["gain"]["amount"]))


def _score_per(e):
    if e["divisor"] == 1:
        return msg(N_("{points} for each {thing}"), points=points(e["points"]), thing=counted(e["per"], 1))
    return msg(N_("{points} for every {n} {things}"), points=points(e["points"]), n=e["divisor"],
               things=counted(e["per"], e["divisor"]))


_DISTINCT_TEXTS = {
    "person_groups": N_("{points} for each different group among your persons"),
    "person_colours": N_("{points} for each different colour among your persons"),
    "house_colours": N_("{points} for each different colour among your houses"),
}
_SET_TEXTS = {
    "houses": N_("{points} for each set of houses of all 5 colours"),
    "persons": N_("{points} for each set of persons of all 5 colours"),
    "workers": N_("{points} for each set of workers of all 5 colours"),
}

_EFFECT_TEXTS = {
    "gain": _gain,
    "gain_per": _gain_per,
    "gain_die": lambda e: msg(N_("gain as many guilders as {die} shows"), die=DICE[e["die"]]),
    "draw_cards": lambda e: plural("draw {n} card", "draw {n} cards", "n", n=e["amount"]),
    "draw_discard": lambda e: msg(N_("draw {drawn}, then discard {discarded}"), drawn=cards_word(e["draw"]),
                                  discarded=cards_word(e["discard"])),
    "take_discard": lambda e: plural("take up to {n} card from the discard pile",
                                     "take up to {n} cards from the discard pile", "n", n=e["amount"]),
    "discard_threats": _discard_threats,
    "advance_reputation": lambda e: plural("advance {n} step on the reputation track",
                                           "advance {n} steps on the reputation track", "n", n=e["steps"]),
    "extra_canal": _extra_canal,
    "extra_house": lambda e: N_("build the top card of a draw pile as a house, paying no worker"),
    "extra_action": lambda e: N_("play one more card from your hand and take an action with it"),
    "exchange": _exchange,
    "steal": _steal,
    "opponents_lose": _opponents_lose,
    "opponents_threat": lambda e: msg(N_("each other player receives {marker}"),
                                      marker=threats_of(e["colour"], 1)),
    "recall_person": lambda e: N_("you may take one of your other persons back into your hand"),
    "mod_take_workers": _mod_take_workers,
    "mod_take_guilders": _mod_take_guilders,
    "mod_discard_threat": _mod_discard_threat,
    "mod_build_canal": _mod_build_canal,
    "mod_build_house": _mod_build_house,
    "mod_recruit": _mod_recruit,
    "mod_reputation": lambda e: plural("a reputation step costs you {n} guilder less",
                                       "a reputation step costs you {n} guilders less", "n", n=e["discount"]),
    "hand_size": lambda e: msg(N_("in phase 1 you may fill your hand up to {n} cards"), n=e["size"]),
    "on_event": _on_event,
    "penalty_shield": lambda e: msg(N_("you never suffer {penalty}: your three {markers} go back without it"),
                                    penalty=PENALTIES[e["colour"]], markers=_ALL_THREATS[e["colour"]]),
    "majority_bonus": lambda e: msg(N_("in the {majority} majority check you count {n} more (with at least 1)"),
                                    majority=MAJORITY_WORDS[e["majority"]], n=e["amount"]),
    "score_per": _score_per,
    "score_distinct": lambda e: msg(_DISTINCT_TEXTS[e["of"]], points=points(e["points"])),
    "score_sets": lambda e: msg(_SET_TEXTS[e["of"]], points=points(e["points"])),
    "score_if": lambda e: msg(N_("{points} if you have at least {n} {things}"), points=points(e["points"]),
                              n=e["at_least"], things=counted(e["counter"], e["at_least"])),
}
assert set(_EFFECT_TEXTS) == set(KINDS)


def describe(cid: int) -> dict:
    """The card's public data as the view's CARD dict wants it (views.py adds `used`)."""
    c = card(cid)
    return {"id": c.id, "name": name(c), "colour": c.colour, "price": c.price, "points": c.points,
            "group": group_word(c.group), "activation": c.activation, "infinity_type": c.infinity_type,
            "text": text(c), "pet": c.pet, "stand_in": c.stand_in}
