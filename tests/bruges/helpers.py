"""Small explicit positions for the Bruges tests.

`turn(st, seat, hand=[...], dice={...})` puts a game at the start of `seat`'s phase-3 turn; `card_named`
finds a card of the deck by its English name. Cards given to a hand or a house are taken out of the piles
first, so every card stays in one place.
"""
from rules.bruges import GAME
from rules.bruges import engine as E
from rules.bruges.cards import deck
from rules.bruges.components import COLOURS, card
from rules.core.text import english


def new(n=2, seed=7, **options):
    return GAME.new([f"P{i}" for i in range(n)], seed, options or None)


def card_named(name: str) -> int:
    for c in deck().cards + deck().pets:
        if c.en == name:
            return c.id
    raise KeyError(name)


def cards_of(colour: str, count: int = 1, price: int | None = None, activation: str | None = None,
             exclude=()) -> list[int]:
    """Cards of a colour (and price / activation), lowest ids first."""
    out = [c.id for c in deck().cards if c.colour == colour and (price is None or c.price == price)
           and (activation is None or c.activation == activation) and c.id not in exclude]
    return out[:count]


def plain(colour: str, n: int = 1, exclude=()) -> list[int]:
    """Cards of a colour with an effect that never acts by itself (laurel: final scoring only)."""
    return cards_of(colour, n, activation="laurel", exclude=exclude)


def take_out(st, cid: int) -> None:
    """Remove a card from wherever it is in the piles (a test puts it somewhere else)."""
    d = st.data
    for pile in d["piles"]:
        if pile["top"] == cid:
            pile["top"] = pile["rest"].pop(0) if pile["rest"] else None
            return
        if cid in pile["rest"]:
            pile["rest"].remove(cid)
            return
    if cid in d["extra"]:
        d["extra"].remove(cid)
        return
    if cid in d["discard"]:
        d["discard"].remove(cid)
        return
    for p in d["players"]:
        for where in (p["hand"], p["new"]):
            if cid in where:
                where.remove(cid)
                return
        for i, h in enumerate(p["houses"]):
            if h["card"] == cid:
                raise ValueError("card is a house")
            if h["person"] == cid:
                h["person"] = None
                return
            if h["pet"] == cid:
                h["pet"] = None
                return


def give(st, seat: int, cards) -> list[int]:
    """Put cards into a hand (out of the piles)."""
    p = st.data["players"][seat]
    for cid in cards:
        take_out(st, cid)
        p["hand"].append(cid)
    p["hand"].sort()
    return list(cards)


def house(st, seat: int, colour: str | None = None, person: int | None = None, pet: int | None = None,
          base: int | None = None) -> int:
    """Build a house directly (its card taken out of the piles); returns its number (1..)."""
    p = st.data["players"][seat]
    if base is None:
        used = {x for q in st.data["players"] for h in q["houses"] for x in (h["card"], h["person"], h["pet"])}
        used |= {person, pet}
        used |= {c for q in st.data["players"] for c in q["hand"]}
        base = next(c.id for c in reversed(deck().cards) if (colour is None or c.colour == colour) and c.id not in used
                    and c.id not in st.data["discard"] and not any(c.id in q["hand"] for q in st.data["players"]))
    take_out(st, base)
    h = {"colour": card(base).colour, "card": base, "person": None, "pet": None}
    if person is not None:
        take_out(st, person)
        h["person"] = person
    if pet is not None:
        take_out(st, pet)
        h["pet"] = pet
    p["houses"].append(h)
    return len(p["houses"])


def turn(st, seat: int = 0, hand=(), dice=None, **fields):
    """`seat` at the start of a phase-3 turn (round 1, 4 turns each left), nothing pending."""
    d = st.data
    d["phase"] = 3
    d["pending"] = []
    d["decision"] = "turn"
    d["start"] = seat
    d["active"] = seat
    d["plays"] = 1
    d["queue"] = []
    d["turns_left"] = {str(s): 4 for s in range(st.n)}
    d["dice"] = dict(dice) if dice else {c: 3 for c in COLOURS}
    p = d["players"][seat]
    for q in d["players"]:  # hands start empty (their cards leave the game)
        q["hand"], q["new"] = [], []
    give(st, seat, hand)
    p.update(fields)
    return p


def settle(st):
    E.settle(st, None)


def player(st, seat=0):
    return st.data["players"][seat]


def texts(st, seat=0):
    return [a.text for a in GAME.actions(st, seat)]


def act(st, text, seat=0):
    return GAME.apply(st, seat, text)


def lines(applied, seat=None):
    """The English log lines of an applied move (public ones, or those `seat` may read too)."""
    return [english(e.message, [f"P{i}" for i in range(9)]) for e in applied.events
            if e.seat is None or e.seat == seat]


def roll(st, dice: dict, start: int = 0):
    """Phase 2 with these dice (the start player's roll), run until the first decision."""
    d = st.data
    d["phase"] = 2
    d["start"] = start
    d["pending"] = []
    full = {c: 3 for c in COLOURS}
    full.update(dice)
    d["dice"] = full
    for p in d["players"]:  # a card each keeps phase 3 from running by itself
        if not p["hand"]:
            p["hand"] = [_spare(st)]
    E.after_roll(st, None)
    E.settle(st, None)


def _spare(st) -> int:
    pile = st.data["piles"][0]["rest"]
    return pile.pop(0)
